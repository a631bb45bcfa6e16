# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 106: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-klub-wioslarski-kurs-poczatkujacych",
        source="Kurs dla początkujących w Klubie Wioślarskim „Wisła” rusza 6 maja 2025 r. i trwa osiem tygodni. Zajęcia odbywają się we wtorki i czwartki od 18:00 do 19:30 na przystani przy ul. Wybrzeże Kościuszkowskie 12. Grupa liczy maksymalnie 12 osób, a opłata za cały kurs wynosi 480 zł. Uczestnicy muszą umieć przepłynąć co najmniej 200 metrów bez zatrzymywania się – przed pierwszym wejściem do łodzi przeprowadzamy krótki test na basenie. Osoby, które nie ukończyły 16 lat, mogą zapisać się wyłącznie za pisemną zgodą rodzica. Nie zapewniamy stroju sportowego, ale kamizelki asekuracyjne i wiosła są w cenie kursu. Zapisy przyjmujemy do 25 kwietnia lub do wyczerpania miejsc.",
        good=[
            Good(
                "preserve",
                "Chcesz spróbować wioślarstwa? Klub Wioślarski „Wisła” zaprasza na ośmiotygodniowy kurs dla początkujących, który startuje 6 maja 2025 r. Spotykamy się we wtorki i czwartki w godz. 18:00–19:30 na przystani przy ul. Wybrzeże Kościuszkowskie 12. W grupie jest najwyżej 12 miejsc, a cały kurs kosztuje 480 zł. Musisz umieć przepłynąć bez zatrzymywania się co najmniej 200 metrów – sprawdzimy to krótkim testem na basenie, zanim po raz pierwszy wsiądziesz do łodzi. Jeśli nie masz jeszcze 16 lat, możesz się zapisać tylko z pisemną zgodą rodzica. Stroju sportowego nie zapewniamy, ale kamizelki asekuracyjne i wiosła są wliczone w cenę kursu. Zapisy trwają do 25 kwietnia albo do wyczerpania miejsc.",
            ),
            Good(
                "preserve",
                "**Kurs wioślarski dla początkujących – Klub Wioślarski „Wisła”**\n\n"
                "- Start: 6 maja 2025 r., czas trwania: 8 tygodni\n"
                "- Zajęcia: wtorki i czwartki, 18:00–19:30\n"
                "- Miejsce: przystań, ul. Wybrzeże Kościuszkowskie 12\n"
                "- Liczba miejsc: maks. 12 osób\n"
                "- Koszt: 480 zł za cały kurs (kamizelki asekuracyjne i wiosła w cenie; stroju sportowego nie zapewniamy)\n"
                "- Wymagane: umiejętność przepłynięcia co najmniej 200 m bez zatrzymywania się, sprawdzana krótkim testem na basenie przed pierwszym wejściem do łodzi\n"
                "- Osoby poniżej 16 lat: zapis wyłącznie za pisemną zgodą rodzica\n"
                "- Zapisy: do 25 kwietnia lub do wyczerpania miejsc",
            ),
            Good(
                "en",
                "The “Wisła” Rowing Club's beginner course starts on 6 May 2025 and runs for eight weeks. Sessions take place on Tuesdays and Thursdays from 6:00 to 7:30 p.m. at the boathouse at ul. Wybrzeże Kościuszkowskie 12. Groups are limited to 12 people, and the whole course costs PLN 480. Participants must be able to swim at least 200 metres without stopping; we check this with a short pool test before anyone gets into a boat for the first time. Anyone under 16 may sign up only with a parent's written consent. We do not provide sportswear, but life jackets and oars are included in the course fee. Registration is open until 25 April or until all places are taken.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Stroju sportowego nie zapewniamy, ale kamizelki",
                        "Zapewniamy strój sportowy, a kamizelki",
                    )
                ],
                "negation",
            ),
            Slip(2, [("at least 200 metres", "at least 100 metres")], "number"),
            Slip(1, [("do 25 kwietnia", "do 15 kwietnia")], "date"),
        ],
    ),
    Case(
        key="pl-cmentarz-komunalny-oplata-za-grob",
        source="Zarząd Cmentarza Komunalnego przypomina, że opłata za przedłużenie prawa do grobu ziemnego na kolejne 20 lat wynosi 650 zł i należy ją wnieść przed upływem dotychczasowego okresu. Zgodnie z art. 7 ust. 1 ustawy z dnia 31 stycznia 1959 r. o cmentarzach i chowaniu zmarłych grób nie może być użyty do ponownego pochowania przed upływem 20 lat. Dysponenci grobów powinni na bieżąco usuwać zwiędłe kwiaty i wypalone znicze; odpady należy wyrzucać do kontenerów przy bramie głównej. Ustawienie nowego nagrobka lub ławki wymaga pisemnej zgody zarządu, a prace kamieniarskie można prowadzić wyłącznie od poniedziałku do piątku w godz. 7:00–15:00. Wnioski przyjmuje biuro cmentarza przy ul. Lipowej 3.",
        good=[
            Good(
                "preserve",
                "Zarząd Cmentarza Komunalnego informuje, że przedłużenie prawa do grobu ziemnego na następne 20 lat kosztuje 650 zł, a opłatę trzeba uiścić, zanim upłynie dotychczasowy okres. Art. 7 ust. 1 ustawy z dnia 31 stycznia 1959 r. o cmentarzach i chowaniu zmarłych stanowi, że przed upływem 20 lat grób nie może zostać użyty do ponownego pochowania. Osoby dysponujące grobami powinny regularnie uprzątać zwiędłe kwiaty i wypalone znicze, a śmieci należy wyrzucać do kontenerów stojących przy bramie głównej. Na postawienie nowego nagrobka czy ławki potrzebna jest pisemna zgoda zarządu; prace kamieniarskie wolno prowadzić tylko od poniedziałku do piątku, w godzinach 7:00–15:00. Wnioski przyjmuje biuro cmentarza, ul. Lipowa 3.",
            ),
            Good(
                "preserve",
                "Przypomnienie Zarządu Cmentarza Komunalnego:\n"
                "1. Przedłużenie prawa do grobu ziemnego o kolejne 20 lat – 650 zł, płatne przed końcem dotychczasowego okresu.\n"
                "2. Według art. 7 ust. 1 ustawy z 31 stycznia 1959 r. o cmentarzach i chowaniu zmarłych grobu nie wolno użyć do ponownego pochowania przed upływem 20 lat.\n"
                "3. Dysponenci grobów powinni na bieżąco usuwać zwiędłe kwiaty i wypalone znicze, a odpady należy wyrzucać do kontenerów przy bramie głównej.\n"
                "4. Nowy nagrobek lub ławka – wyłącznie za pisemną zgodą zarządu.\n"
                "5. Prace kamieniarskie – tylko pon.–pt., 7:00–15:00.\n"
                "6. Wnioski: biuro cmentarza, ul. Lipowa 3.",
            ),
            Good(
                "en",
                "The Municipal Cemetery Management would like to remind you that extending the right to an earth grave for another 20 years costs PLN 650, and the fee must be paid before the current period expires. Under Article 7(1) of the Act of 31 January 1959 on cemeteries and burial of the dead, a grave may not be used for another burial before 20 years have passed. Grave holders should regularly remove wilted flowers and burnt-out candles; waste must be put in the containers by the main gate. Installing a new headstone or bench requires the management's written consent, and stonemasonry work may be carried out only from Monday to Friday, 7:00 a.m. to 3:00 p.m. Applications are accepted by the cemetery office at ul. Lipowa 3.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Dysponenci grobów powinni na bieżąco", "Dysponenci grobów mogą na bieżąco")],
                "modality",
            ),
            Slip(2, [("Under Article 7(1)", "Under Article 17(1)")], "legal_reference"),
            Slip(0, [("kosztuje 650 zł", "kosztuje 560 zł")], "number"),
        ],
    ),
    Case(
        key="pl-festiwal-organowy-oliwa-recitale-niedzielne",
        source="Letni Festiwal Muzyki Organowej w Archikatedrze Oliwskiej potrwa od 29 czerwca do 31 sierpnia 2025 r. Recitale odbywają się w każdą niedzielę o godz. 20:00, a w sierpniu dodatkowo także w środy o tej samej porze. W programie inauguracyjnym Julia Nowak wykona utwory Bacha, Francka i Nowowiejskiego. Wstęp jest wolny, jednak organizatorzy proszą o dobrowolne datki na konserwację instrumentu. Ze względu na ograniczoną liczbę miejsc siedzących warto przyjść co najmniej pół godziny przed koncertem. Pełny program i biogramy wykonawców są dostępne na stronie www.organy-oliwa.pl/festiwal2025. Podczas recitali nie wolno fotografować z lampą błyskową.",
        good=[
            Good(
                "preserve",
                "Od 29 czerwca do 31 sierpnia 2025 r. w Archikatedrze Oliwskiej potrwa Letni Festiwal Muzyki Organowej. Koncerty zaplanowano na każdą niedzielę o 20:00, a w sierpniu również na środy, o tej samej godzinie. Festiwal otworzy recital Julii Nowak, która zagra utwory Bacha, Francka i Nowowiejskiego. Za wstęp nie trzeba płacić, choć organizatorzy proszą o dobrowolne datki na konserwację organów. Miejsc siedzących jest niewiele, więc warto przyjść przynajmniej 30 minut przed początkiem koncertu. Robienie zdjęć z lampą błyskową podczas recitali jest zabronione. Cały program i biogramy wykonawców znajdziesz na www.organy-oliwa.pl/festiwal2025.",
            ),
            Good(
                "preserve",
                "Letni Festiwal Muzyki Organowej – Archikatedra Oliwska\n"
                "Kiedy: 29 czerwca – 31 sierpnia 2025 r.; niedziele o 20:00, a w sierpniu także środy o tej samej godzinie.\n"
                "Inauguracja: Julia Nowak – Bach, Franck, Nowowiejski.\n"
                "Wstęp: wolny; organizatorzy proszą o dobrowolne datki na konserwację instrumentu.\n"
                "Rada: liczba miejsc siedzących jest ograniczona, warto przyjść co najmniej pół godziny wcześniej.\n"
                "Uwaga: w trakcie recitali fotografowanie z lampą błyskową jest zabronione.\n"
                "Program i biogramy wykonawców: www.organy-oliwa.pl/festiwal2025",
            ),
            Good(
                "en",
                "The Summer Organ Music Festival at Oliwa Archcathedral runs from 29 June to 31 August 2025. Recitals take place every Sunday at 8 p.m., and in August also on Wednesdays at the same time. At the opening concert, Julia Nowak will perform works by Bach, Franck and Nowowiejski. Admission is free, but the organisers ask for voluntary donations towards the upkeep of the instrument. Seating is limited, so it is worth arriving at least half an hour before the concert. The full programme and the performers' biographies are available at www.organy-oliwa.pl/festiwal2025. Flash photography is not allowed during the recitals.",
            ),
        ],
        bad=[
            Slip(1, [("niedziele o 20:00", "niedziele o 19:00")], "date"),
            Slip(
                2, [("www.organy-oliwa.pl/festiwal2025", "www.oliwa-organy.pl/festiwal2025")], "url"
            ),
            Slip(
                0,
                [
                    (
                        "recital Julii Nowak, która",
                        "recital Julii Nowak, organistki katedry w Pelplinie, która",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-spoldzielnia-kurierow-rowerowych-regulamin",
        source="Regulamin Spółdzielni Kurierów Rowerowych „Szprycha” – wyciąg. Każdy członek spółdzielni wnosi wpisowe w wysokości 300 zł oraz miesięczną składkę 40 zł, z której finansowane są wspólne ubezpieczenie OC i serwis rowerów. Kurier musi mieć sprawny rower z oświetleniem przednim i tylnym oraz kask; bez kasku nie zostanie dopuszczony do zleceń. Zlecenia przydziela dyspozytor według kolejności zgłoszeń, a kurier może odmówić najwyżej dwóch zleceń w ciągu zmiany. Przesyłek o wadze powyżej 15 kg nie przewozi się rowerem standardowym – do nich służą dwa rowery cargo należące do spółdzielni. Udział w walnym zgromadzeniu jest obowiązkowy, a nieobecność należy usprawiedliwić pisemnie.",
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady „Szprychy” (wyciąg z regulaminu Spółdzielni Kurierów Rowerowych):\n\n"
                "Wstępując do spółdzielni, płacisz 300 zł wpisowego, a potem co miesiąc 40 zł składki – z tych pieniędzy opłacamy wspólne ubezpieczenie OC i serwis rowerów. Musisz mieć sprawny rower z przednim i tylnym światłem oraz kask; jeśli przyjdziesz bez kasku, nie zostaniesz dopuszczony do zleceń. Dyspozytor rozdziela zlecenia według kolejności zgłoszeń, a ty możesz odmówić najwyżej dwóch w ciągu jednej zmiany. Paczek cięższych niż 15 kg nie wozimy zwykłym rowerem – służą do tego dwa rowery cargo należące do spółdzielni. Udział w walnym zgromadzeniu jest obowiązkowy, a nieobecność trzeba usprawiedliwić na piśmie.",
            ),
            Good(
                "preserve",
                "Wyciąg z regulaminu Spółdzielni Kurierów Rowerowych „Szprycha”:\n"
                "1. Opłaty członkowskie: wpisowe 300 zł i składka miesięczna 40 zł (z niej finansowane są wspólne ubezpieczenie OC oraz serwis rowerów).\n"
                "2. Wyposażenie: kurier jest zobowiązany mieć sprawny rower z oświetleniem z przodu i z tyłu oraz kask. Kurier bez kasku nie jest dopuszczany do zleceń.\n"
                "3. Zlecenia przydziela dyspozytor zgodnie z kolejnością zgłoszeń; w trakcie jednej zmiany kurier może odmówić nie więcej niż dwóch zleceń.\n"
                "4. Przesyłek ważących ponad 15 kg nie przewozi się rowerem standardowym; służą do tego dwa rowery cargo spółdzielni.\n"
                "5. Walne zgromadzenie: udział obowiązkowy, nieobecność wymaga pisemnego usprawiedliwienia.",
            ),
            Good(
                "en",
                "Extract from the rules of the “Szprycha” Bike Courier Cooperative. Every member pays a PLN 300 joining fee and a monthly contribution of PLN 40, which funds the shared third-party liability insurance and bike servicing. Couriers must have a roadworthy bike with front and rear lights, and a helmet; a courier without a helmet will not be allowed to take jobs. Jobs are assigned by the dispatcher in order of submission, and a courier may turn down no more than two jobs per shift. Parcels weighing over 15 kg are not carried on a standard bike – the cooperative's two cargo bikes are used for them. Attending the general meeting is compulsory, and any absence must be excused in writing.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Kurier bez kasku nie jest dopuszczany",
                        "Kurier bez kasku również jest dopuszczany",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Attending the general meeting is compulsory",
                        "Attending the general meeting is recommended",
                    )
                ],
                "modality",
            ),
            Slip(0, [("co miesiąc 40 zł składki", "co miesiąc 50 zł składki")], "number"),
        ],
    ),
    Case(
        key="pl-kaucja-akademik-erasmus-zwrot",
        source="Studenci przyjeżdżający w ramach programu Erasmus+, którzy zarezerwowali pokój w Domu Studenckim nr 4, wpłacają kaucję w wysokości 900 zł najpóźniej do 15 września 2025 r. Kaucja jest zwracana w ciągu 30 dni od wymeldowania, na konto wskazane w formularzu rozliczeniowym. Z kaucji potrąca się koszty ewentualnych napraw oraz zaległe opłaty za media. Kaucja nie może zostać zaliczona na poczet ostatniego czynszu. Jeśli pokój nie zostanie zwolniony do 30 czerwca 2026 r., naliczana jest opłata 60 zł za każdą dodatkową dobę. Pytania prosimy kierować do biura akademika, e-mail: akademik.ds4@upwr.edu.pl.",
        good=[
            Good(
                "preserve",
                "Jeżeli przyjeżdżasz na wymianę w ramach Erasmus+ i masz rezerwację pokoju w Domu Studenckim nr 4, wpłać kaucję w wysokości 900 zł – masz na to czas najpóźniej do 15 września 2025 r. Oddamy ją w ciągu 30 dni od Twojego wymeldowania, przelewem na konto podane w formularzu rozliczeniowym. Pomniejszymy ją o koszty ewentualnych napraw i o zaległe opłaty za media. Pamiętaj, że kaucja nie może zostać zaliczona na poczet ostatniego czynszu. Jeśli nie zwolnisz pokoju do 30 czerwca 2026 r., za każdą dodatkową dobę naliczymy 60 zł. W razie pytań napisz do biura akademika: akademik.ds4@upwr.edu.pl.",
            ),
            Good(
                "preserve",
                "Kaucja – Dom Studencki nr 4 (studenci programu Erasmus+)\n"
                "• Wysokość: 900 zł.\n"
                "• Termin wpłaty: najpóźniej 15 września 2025 r.\n"
                "• Zwrot: w ciągu 30 dni od wymeldowania, na rachunek wskazany w formularzu rozliczeniowym.\n"
                "• Potrącenia: koszty ewentualnych napraw i zaległe opłaty za media.\n"
                "• Kaucja nie może zostać zaliczona na poczet ostatniego czynszu.\n"
                "• Pokój niezwolniony do 30 czerwca 2026 r.: opłata 60 zł za każdą dodatkową dobę.\n"
                "• Pytania: biuro akademika, akademik.ds4@upwr.edu.pl.",
            ),
            Good(
                "en",
                "Incoming Erasmus+ students who have booked a room in Student House No. 4 pay a deposit of PLN 900 by 15 September 2025 at the latest. The deposit is refunded within 30 days of checking out, to the account given in the settlement form. The cost of any repairs and any outstanding utility charges are deducted from it. The deposit cannot be counted towards the last rent payment. If the room is not vacated by 30 June 2026, a fee of PLN 60 is charged for each additional day. Please send any questions to the halls office at akademik.ds4@upwr.edu.pl.",
            ),
        ],
        bad=[
            Slip(0, [("do 15 września 2025 r.", "do 25 września 2025 r.")], "date"),
            Slip(2, [("a fee of PLN 60", "a fee of PLN 80")], "number"),
            Slip(
                1,
                [("• Kaucja nie może zostać zaliczona", "• Kaucja może zostać zaliczona")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-spacer-grzybowy-zasady-bezpieczenstwa",
        source="Przed jesiennym spacerem grzybowym z przewodnikiem przypominamy kilka zasad. Zbieramy wyłącznie gatunki, które przewodnik jednoznacznie rozpozna; grzybów z białymi blaszkami i pierścieniem na trzonie nie wolno zbierać, bo mogą to być śmiertelnie trujące muchomory. Szacuje się, że w Polsce co roku kilkadziesiąt osób trafia do szpitala po zatruciu grzybami, najczęściej muchomorem zielonawym. Uczestnicy powinni mieć wygodne obuwie, koszyk – nie foliową torbę – i nóż. Objawy zatrucia mogą pojawić się nawet po 12 godzinach od posiłku; w razie wątpliwości należy niezwłocznie zgłosić się do lekarza lub zadzwonić pod numer 112. Spacer trwa około trzech godzin.",
        good=[
            Good(
                "preserve",
                "Zanim ruszymy na jesienny spacer grzybowy z przewodnikiem, kilka ważnych zasad. Do koszyka trafiają tylko te gatunki, które przewodnik rozpozna bez żadnych wątpliwości. Grzybów z białymi blaszkami i pierścieniem na trzonie nie wolno zbierać – mogą to być śmiertelnie trujące muchomory. Według szacunków co roku w Polsce kilkadziesiąt osób trafia do szpitala z powodu zatrucia grzybami, najczęściej muchomorem zielonawym. Każdy uczestnik powinien mieć wygodne buty, nóż i koszyk (nie foliówkę!). Pamiętaj, że objawy zatrucia mogą wystąpić nawet 12 godzin po jedzeniu, a jeśli masz jakiekolwiek wątpliwości, trzeba od razu zgłosić się do lekarza albo zadzwonić na 112. Spacer potrwa mniej więcej trzy godziny.",
            ),
            Good(
                "preserve",
                "Spacer grzybowy z przewodnikiem – zasady bezpieczeństwa\n"
                "- Zbieramy tylko gatunki, które przewodnik jednoznacznie rozpozna.\n"
                "- Nie wolno zbierać grzybów o białych blaszkach i z pierścieniem na trzonie – mogą to być śmiertelnie trujące muchomory.\n"
                "- Szacuje się, że co roku w Polsce kilkadziesiąt osób trafia do szpitala z zatruciem grzybami, najczęściej muchomorem zielonawym.\n"
                "- Uczestnicy powinni zabrać wygodne obuwie, nóż i koszyk zamiast foliowej torby.\n"
                "- Objawy zatrucia mogą się pojawić nawet 12 godzin po posiłku. W razie wątpliwości należy bez zwłoki udać się do lekarza lub zadzwonić pod 112.\n"
                "- Czas trwania: około 3 godzin.",
            ),
            Good(
                "en",
                "A few rules before our guided autumn mushroom walk. We pick only species that the guide can identify beyond doubt; mushrooms with white gills and a ring on the stem must not be picked, as they may be deadly poisonous amanitas. It is estimated that several dozen people in Poland end up in hospital every year after mushroom poisoning, most often from the death cap. Participants should have comfortable footwear, a knife and a basket – not a plastic bag. Symptoms of poisoning may appear as late as 12 hours after a meal; if in doubt, see a doctor immediately or call 112. The walk lasts about three hours.",
            ),
        ],
        bad=[
            Slip(
                2, [("It is estimated that several dozen people", "Several dozen people")], "hedge"
            ),
            Slip(
                1,
                [
                    (
                        "- Nie wolno zbierać grzybów o białych blaszkach",
                        "- Można zbierać grzyby o białych blaszkach",
                    )
                ],
                "negation",
            ),
            Slip(0, [("Każdy uczestnik powinien mieć", "Każdy uczestnik może mieć")], "modality"),
        ],
    ),
    Case(
        key="pl-pielegnacja-swiezego-tatuazu-ulotka",
        source="Pielęgnacja świeżego tatuażu. Folię ochronną zdejmij po 2–4 godzinach, a następnie delikatnie umyj tatuaż letnią wodą z mydłem bez zapachu i osusz jednorazowym ręcznikiem papierowym. Przez pierwsze 14 dni smaruj skórę cienką warstwą maści z dekspantenolem 2–3 razy dziennie. Nie drap strupków i nie zrywaj łuszczącego się naskórka. Przez co najmniej 4 tygodnie unikaj basenu, sauny i solarium, a tatuaż chroń przed słońcem. Lekkie zaczerwienienie i obrzęk w ciągu pierwszych dni są zwykle normalne. Jeśli jednak po 3 dniach pojawi się narastający ból, ropna wydzielina lub gorączka, prawdopodobnie doszło do zakażenia – skontaktuj się z lekarzem.",
        good=[
            Good(
                "preserve",
                "Jak dbać o świeży tatuaż:\n"
                "1. Po 2–4 godzinach zdejmij folię ochronną. Umyj tatuaż delikatnie letnią wodą i bezzapachowym mydłem, a potem osusz go jednorazowym ręcznikiem papierowym.\n"
                "2. Przez pierwsze 14 dni nakładaj cienką warstwę maści z dekspantenolem 2–3 razy na dobę.\n"
                "3. Nie drap strupków ani nie zdzieraj łuszczącego się naskórka.\n"
                "4. Przez co najmniej 4 tygodnie unikaj basenu, sauny i solarium oraz chroń tatuaż przed słońcem.\n"
                "5. Lekkie zaczerwienienie i opuchlizna w pierwszych dniach są zazwyczaj normalne. Jeżeli jednak po 3 dniach ból zacznie narastać, pojawi się ropna wydzielina albo gorączka, prawdopodobnie wdało się zakażenie – zgłoś się do lekarza.",
            ),
            Good(
                "preserve",
                "Pielęgnacja świeżego tatuażu: folię zdejmij po 2–4 godzinach, potem delikatnie obmyj tatuaż letnią wodą z bezzapachowym mydłem i osusz jednorazowym ręcznikiem papierowym. Przez pierwsze 14 dni dwa–trzy razy dziennie nakładaj na skórę cienką warstwę maści z dekspantenolem. Strupków nie drap, a łuszczącego się naskórka nie zrywaj. Basen, saunę i solarium odstaw na minimum 4 tygodnie, a tatuaż chroń przed słońcem. Lekki obrzęk i zaczerwienienie w pierwszych dniach są zwykle normalne, ale narastający ból, ropna wydzielina lub gorączka po 3 dniach prawdopodobnie oznaczają zakażenie – wtedy skontaktuj się z lekarzem.",
            ),
            Good(
                "en",
                "Caring for a fresh tattoo. Remove the protective film after 2–4 hours, then gently wash the tattoo with lukewarm water and fragrance-free soap and pat it dry with a disposable paper towel. For the first 14 days, apply a thin layer of dexpanthenol ointment 2–3 times a day. Do not scratch the scabs or pick off flaking skin. For at least 4 weeks, avoid swimming pools, saunas and tanning beds, and protect the tattoo from the sun. Mild redness and swelling in the first few days are usually normal. However, if increasing pain, a pus discharge or a fever appears after 3 days, an infection has probably developed – contact a doctor.",
            ),
        ],
        bad=[
            Slip(
                2, [("an infection has probably developed", "an infection has developed")], "hedge"
            ),
            Slip(
                0,
                [
                    (
                        "strupków ani nie zdzieraj łuszczącego się naskórka",
                        "strupków, ale łuszczący się naskórek możesz zdzierać",
                    )
                ],
                "negation",
            ),
            Slip(1, [("Przez pierwsze 14 dni", "Przez pierwsze 10 dni")], "number"),
        ],
    ),
    Case(
        key="pl-salon-groomerski-rezerwacja-odwolanie-wizyty",
        source="Rezerwacje w salonie groomerskim „Psi Fryzjer” przyjmujemy przez stronę www.psifryzjer.pl/rezerwacje lub telefonicznie pod numerem 512 334 908, od poniedziałku do soboty w godz. 9:00–17:00. Wizytę należy odwołać najpóźniej 24 godziny wcześniej; w przeciwnym razie pobieramy opłatę w wysokości 50% ceny usługi. Pies musi mieć aktualne szczepienie przeciwko wściekliźnie – prosimy zabrać książeczkę zdrowia. Przed strzyżeniem warto wyprowadzić psa na dłuższy spacer. Psy agresywne możemy obsłużyć tylko w kagańcu i wyłącznie w poniedziałki, kiedy w salonie nie ma innych zwierząt. Od 1 marca 2025 r. kąpiel z suszeniem kosztuje 90 zł dla psów do 10 kg.",
        good=[
            Good(
                "preserve",
                "Do salonu groomerskiego „Psi Fryzjer” umówisz się od poniedziałku do soboty w godz. 9:00–17:00 – przez stronę www.psifryzjer.pl/rezerwacje albo dzwoniąc pod numer 512 334 908. Jeśli nie możesz przyjść, odwołaj wizytę co najmniej 24 godziny przed terminem – w przeciwnym razie pobierzemy 50% ceny usługi. Twój pies musi mieć aktualne szczepienie przeciw wściekliźnie, więc prosimy, zabierz jego książeczkę zdrowia. Przed strzyżeniem dobrze jest pójść z nim na dłuższy spacer. Psy agresywne przyjmujemy wyłącznie w kagańcu i tylko w poniedziałki, gdy w salonie nie ma innych zwierząt. Od 1 marca 2025 r. kąpiel z suszeniem psa ważącego do 10 kg kosztuje 90 zł.",
            ),
            Good(
                "preserve",
                "Salon groomerski „Psi Fryzjer” – jak się umówić\n"
                "- Rezerwacje: www.psifryzjer.pl/rezerwacje lub tel. 512 334 908, pon.–sob., 9:00–17:00.\n"
                "- Odwołanie wizyty: obowiązkowo najpóźniej 24 h przed terminem, w przeciwnym razie opłata 50% ceny usługi.\n"
                "- Pies musi mieć aktualne szczepienie przeciwko wściekliźnie – prosimy o zabranie książeczki zdrowia.\n"
                "- Przed strzyżeniem warto wybrać się z psem na dłuższy spacer.\n"
                "- Psy agresywne: tylko w kagańcu i wyłącznie w poniedziałki (wtedy w salonie nie ma innych zwierząt).\n"
                "- Cennik od 1 marca 2025 r.: kąpiel z suszeniem, pies do 10 kg – 90 zł.",
            ),
            Good(
                "en",
                "Bookings at the “Psi Fryzjer” dog grooming salon can be made at www.psifryzjer.pl/rezerwacje or by phone on 512 334 908, Monday to Saturday, 9 a.m. to 5 p.m. Appointments must be cancelled at least 24 hours in advance; otherwise we charge 50% of the service price. Your dog must have an up-to-date rabies vaccination – please bring its health booklet. It is a good idea to take your dog for a longer walk before its haircut. We can groom aggressive dogs only if they wear a muzzle, and only on Mondays, when there are no other animals in the salon. From 1 March 2025, a bath with blow-dry costs PLN 90 for dogs up to 10 kg.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("Appointments must be cancelled", "Appointments should ideally be cancelled")],
                "modality",
            ),
            Slip(1, [("najpóźniej 24 h przed terminem", "najpóźniej 12 h przed terminem")], "date"),
            Slip(0, [("www.psifryzjer.pl/rezerwacje", "www.psi-fryzjer.pl/rezerwacje")], "url"),
        ],
    ),
    Case(
        key="pl-hulajnogi-elektryczne-zezwolenie-pas-drogowy",
        source="Od 1 kwietnia 2025 r. operatorzy wypożyczalni hulajnóg elektrycznych w Poznaniu muszą mieć zezwolenie na zajęcie pasa drogowego, wydawane na podstawie art. 40 ust. 1 ustawy o drogach publicznych. Zezwolenie nie jest wymagane od osób korzystających z własnych hulajnóg. Jeden operator może udostępnić nie więcej niż 1500 pojazdów. Hulajnogi wolno pozostawiać wyłącznie w strefach parkowania wyznaczonych uchwałą nr XII/187/2025 Rady Miasta Poznania; pojazdy zaparkowane poza nimi zostaną usunięte na koszt operatora, jeśli ten nie zabierze ich w ciągu 2 godzin od zgłoszenia. Opłata za zezwolenie wynosi 80 zł rocznie za każdą hulajnogę. W strefie Starego Rynku prędkość będzie programowo ograniczona do 10 km/h.",
        good=[
            Good(
                "preserve",
                "Nowe zasady dla wypożyczalni hulajnóg elektrycznych w Poznaniu (od 1 kwietnia 2025 r.):\n"
                "- Operator musi mieć zezwolenie na zajęcie pasa drogowego (art. 40 ust. 1 ustawy o drogach publicznych). Osoby jeżdżące na własnych hulajnogach zezwolenia nie potrzebują.\n"
                "- Limit: maksymalnie 1500 pojazdów na jednego operatora.\n"
                "- Opłata za zezwolenie: 80 zł rocznie od każdej hulajnogi.\n"
                "- Parkowanie tylko w strefach wyznaczonych uchwałą nr XII/187/2025 Rady Miasta Poznania. Hulajnoga zostawiona poza strefą, której operator nie zabierze w ciągu 2 godzin od zgłoszenia, zostanie usunięta na jego koszt.\n"
                "- Strefa Starego Rynku: prędkość programowo ograniczona do 10 km/h.",
            ),
            Good(
                "preserve",
                "W Poznaniu od 1 kwietnia 2025 r. zezwolenie na zajęcie pasa drogowego, wydawane na podstawie art. 40 ust. 1 ustawy o drogach publicznych, jest obowiązkowe dla operatorów wypożyczalni hulajnóg elektrycznych – nie dotyczy ono natomiast osób, które jeżdżą na własnych hulajnogach. Za każdą hulajnogę operator zapłaci za zezwolenie 80 zł rocznie, a łącznie może udostępnić najwyżej 1500 pojazdów. Pozostawiać je wolno jedynie w strefach parkowania wyznaczonych uchwałą nr XII/187/2025 Rady Miasta Poznania. Pojazd stojący poza strefą, którego operator nie zabierze w ciągu 2 godzin od zgłoszenia, zostanie usunięty na jego koszt. W strefie Starego Rynku prędkość będzie programowo ograniczona do 10 km/h.",
            ),
            Good(
                "en",
                "From 1 April 2025, operators of electric scooter rental schemes in Poznań must hold a permit to occupy the road right-of-way, issued under Article 40(1) of the Public Roads Act. No permit is required for people using their own scooters. A single operator may make no more than 1,500 vehicles available. Scooters may be left only in the parking zones designated by Poznań City Council Resolution No. XII/187/2025; vehicles parked outside them will be removed at the operator's expense if the operator does not collect them within 2 hours of a report. The permit fee is PLN 80 per scooter per year. In the Old Market Square zone, speed will be limited by software to 10 km/h.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 40 ust. 1 ustawy", "(art. 14 ust. 1 ustawy")], "legal_reference"),
            Slip(1, [("najwyżej 1500 pojazdów", "najwyżej 1000 pojazdów")], "number"),
            Slip(
                2,
                [("No permit is required for people", "A permit is also required for people")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-parking-szpitalny-ulgi-karta-bezplatna",
        source="Od 1 lutego 2025 r. na parkingu Szpitala Wojewódzkiego obowiązują nowe ulgi. Pierwsze 15 minut postoju jest bezpłatne dla wszystkich. Pacjenci dializowani i onkologiczni oraz rodzice dzieci hospitalizowanych dłużej niż 3 doby mogą otrzymać kartę uprawniającą do bezpłatnego parkowania. Aby ją uzyskać, należy przedstawić w kasie parkingu zaświadczenie z oddziału. Karta jest ważna przez miesiąc i można ją przedłużyć. Pozostali użytkownicy płacą 4 zł za każdą rozpoczętą godzinę. Parking ma 320 miejsc i w godzinach przedpołudniowych zwykle jest prawie całkowicie zajęty, dlatego warto rozważyć dojazd autobusem linii 17 lub 22. Osoby z niepełnosprawnościami powinny korzystać z miejsc przy wejściu głównym.",
        good=[
            Good(
                "preserve",
                "Nowe ulgi na parkingu Szpitala Wojewódzkiego obowiązują od 1 lutego 2025 r. Pierwsze 15 minut postoju każdy ma za darmo. Jeśli jesteś pacjentem dializowanym lub onkologicznym albo rodzicem dziecka hospitalizowanego dłużej niż 3 doby, możesz otrzymać kartę uprawniającą do bezpłatnego parkowania. Aby ją dostać, musisz przedstawić w kasie parkingu zaświadczenie z oddziału. Karta jest ważna miesiąc i można ją przedłużyć. Wszyscy pozostali płacą 4 zł za każdą rozpoczętą godzinę. Parking ma 320 miejsc i przed południem zazwyczaj jest niemal pełny, więc warto rozważyć przyjazd autobusem linii 17 albo 22. Osoby z niepełnosprawnościami powinny parkować na miejscach przy wejściu głównym.",
            ),
            Good(
                "preserve",
                "Parking Szpitala Wojewódzkiego – ulgi od 1 lutego 2025 r.\n"
                "1. Pierwsze 15 minut – bezpłatnie dla wszystkich.\n"
                "2. Kartę uprawniającą do bezpłatnego parkowania mogą otrzymać: pacjenci dializowani, pacjenci onkologiczni oraz rodzice dzieci hospitalizowanych powyżej 3 dób. Warunkiem jest przedstawienie w kasie parkingu zaświadczenia z oddziału. Karta jest ważna miesiąc, z możliwością przedłużenia.\n"
                "3. Pozostali użytkownicy: 4 zł za każdą rozpoczętą godzinę.\n"
                "4. Miejsca przy wejściu głównym – z nich powinny korzystać osoby z niepełnosprawnościami.\n"
                "5. Parking liczy 320 miejsc; przed południem zwykle jest prawie całkowicie zajęty, dlatego warto rozważyć dojazd autobusem linii 17 lub 22.",
            ),
            Good(
                "en",
                "New parking concessions apply at the Regional Hospital car park from 1 February 2025. The first 15 minutes of parking are free for everyone. Dialysis and cancer patients, as well as parents of children hospitalised for more than 3 days, can obtain a card entitling them to free parking. To get one, you need to present a certificate from the ward at the car park cash desk. The card is valid for one month and can be extended. All other users pay PLN 4 for each hour or part of an hour. The car park has 320 spaces and is usually almost full in the mornings, so it is worth considering coming by bus 17 or 22. People with disabilities should use the spaces by the main entrance.",
            ),
        ],
        bad=[
            Slip(
                1, [("z nich powinny korzystać osoby", "z nich muszą korzystać osoby")], "modality"
            ),
            Slip(
                2,
                [
                    (
                        "coming by bus 17 or 22.",
                        "coming by bus 17 or 22, which stop right outside the main entrance.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "przed południem zazwyczaj jest niemal pełny",
                        "przed południem jest zawsze pełny",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-readme-synchro-konfiguracja-plik-toml",
        source="## Konfiguracja\n\n"
        "Narzędzie `synchro` czyta ustawienia z pliku `~/.config/synchro/config.toml`. Jeśli plik nie istnieje, utwórz go poleceniem:\n\n"
        "```bash\nsynchro init --profile domyslny\n```\n\n"
        "Najważniejsze klucze:\n\n"
        "- `remote_url` – adres serwera, z którym synchronizujesz pliki;\n"
        "- `interval` – odstęp między synchronizacjami w sekundach (domyślnie 300);\n"
        "- `exclude` – lista wzorców plików pomijanych przy synchronizacji.\n\n"
        "Nie zapisuj tokenu dostępu w pliku konfiguracyjnym – ustaw zmienną środowiskową `SYNCHRO_TOKEN`. Od wersji 2.4 opcja `--dry-run` pokazuje listę zmian bez wysyłania plików. Szczegóły znajdziesz w [dokumentacji](https://synchro.dev/docs/config).",
        good=[
            Good(
                "preserve",
                "## Konfiguracja\n\n"
                "`synchro` wczytuje ustawienia z pliku `~/.config/synchro/config.toml`. Gdy takiego pliku jeszcze nie ma, utwórz go:\n\n"
                "```bash\nsynchro init --profile domyslny\n```\n\n"
                "Kluczowe ustawienia:\n\n"
                "- `remote_url` – adres serwera, z którym synchronizowane są pliki;\n"
                "- `interval` – co ile sekund następuje synchronizacja (domyślnie 300);\n"
                "- `exclude` – lista wzorców plików, które synchronizacja pomija.\n\n"
                "Tokenu dostępu nie zapisuj w pliku konfiguracyjnym; zamiast tego ustaw zmienną środowiskową `SYNCHRO_TOKEN`. Opcja `--dry-run` (dostępna od wersji 2.4) wyświetla listę zmian, nie wysyłając żadnych plików. Więcej informacji znajdziesz w [dokumentacji](https://synchro.dev/docs/config).",
            ),
            Good(
                "preserve",
                "## Konfiguracja\n\n"
                "Program `synchro` pobiera konfigurację z pliku `~/.config/synchro/config.toml`. Jeżeli plik nie istnieje, należy go utworzyć poleceniem:\n\n"
                "```bash\nsynchro init --profile domyslny\n```\n\n"
                "| Klucz | Znaczenie |\n"
                "|---|---|\n"
                "| `remote_url` | adres serwera, z którym synchronizowane są pliki |\n"
                "| `interval` | odstęp między synchronizacjami w sekundach (domyślnie 300) |\n"
                "| `exclude` | lista wzorców plików pomijanych podczas synchronizacji |\n\n"
                "Nie zapisuj tokenu dostępu w pliku konfiguracyjnym, tylko ustaw go w zmiennej środowiskowej `SYNCHRO_TOKEN`. Począwszy od wersji 2.4 opcja `--dry-run` prezentuje listę zmian bez przesyłania plików. Pełny opis znajduje się w [dokumentacji](https://synchro.dev/docs/config).",
            ),
            Good(
                "en",
                "## Configuration\n\n"
                "The `synchro` tool reads its settings from `~/.config/synchro/config.toml`. If the file does not exist, create it with:\n\n"
                "```bash\nsynchro init --profile domyslny\n```\n\n"
                "Main keys:\n\n"
                "- `remote_url` – the address of the server you sync files with;\n"
                "- `interval` – the time between syncs in seconds (default 300);\n"
                "- `exclude` – a list of patterns for files skipped during sync.\n\n"
                "Do not store your access token in the config file – set the `SYNCHRO_TOKEN` environment variable instead. Since version 2.4, the `--dry-run` option shows the list of changes without uploading any files. See the [documentation](https://synchro.dev/docs/config) for details.",
            ),
        ],
        bad=[
            Slip(
                0, [("synchro init --profile domyslny", "synchro init --profil domyslny")], "code"
            ),
            Slip(
                1,
                [
                    (
                        "```bash\nsynchro init --profile domyslny\n```",
                        "synchro init --profile domyslny",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "Do not store your access token in the config file – set",
                        "Store your access token in the config file or set",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-przeglad-smartfon-sen-nastolatkow",
        source="Z przeglądu systematycznego Kowalczyk i wsp. (2022), opublikowanego w „Journal of Adolescent Health” (t. 71, s. 412–420), wynika, że nastolatki korzystające ze smartfona w ciągu godziny przed snem śpią średnio o około 25 minut krócej niż ich rówieśnicy. Autorzy przeanalizowali 41 badań obejmujących łącznie ponad 58 tys. uczestników w wieku 12–18 lat. Zastrzegają jednak, że większość badań miała charakter przekrojowy, więc nie można na ich podstawie jednoznacznie stwierdzić związku przyczynowego. Prawdopodobnie znaczenie ma nie tylko światło ekranu, lecz także pobudzenie emocjonalne wywołane treściami. Według autorów szkoły mogłyby uwzględniać higienę snu w programach wychowawczych.",
        good=[
            Good(
                "preserve",
                "Nastolatki, które sięgają po smartfon w ostatniej godzinie przed snem, śpią średnio mniej więcej 25 minut krócej od rówieśników – tak wynika z przeglądu systematycznego Kowalczyk i wsp. (2022) opublikowanego w „Journal of Adolescent Health” (t. 71, s. 412–420). Badacze przeanalizowali 41 badań, w których wzięło udział łącznie ponad 58 tys. osób w wieku od 12 do 18 lat. Podkreślają przy tym, że w większości były to badania przekrojowe, dlatego nie pozwalają one jednoznacznie przesądzić o związku przyczynowym. Prawdopodobnie liczy się nie tylko światło ekranu, ale też emocjonalne pobudzenie wywołane oglądanymi treściami. Autorzy sugerują, że szkoły mogłyby włączyć higienę snu do programów wychowawczych.",
            ),
            Good(
                "preserve",
                "Kowalczyk i wsp. (2022) w przeglądzie systematycznym („Journal of Adolescent Health”, t. 71, s. 412–420) przeanalizowali 41 badań z łącznym udziałem ponad 58 tys. osób w wieku 12–18 lat. Według ich ustaleń nastolatki używające smartfona w ciągu godziny przed zaśnięciem śpią przeciętnie o około 25 minut krócej niż rówieśnicy. Ponieważ większość uwzględnionych badań miała charakter przekrojowy, autorzy zastrzegają, że nie można na tej podstawie jednoznacznie wnioskować o związku przyczynowym. Zapewne rolę odgrywa zarówno światło ekranu, jak i pobudzenie emocjonalne wywołane treściami. Zdaniem autorów szkoły mogłyby uwzględniać higienę snu w programach wychowawczych.",
            ),
            Good(
                "en",
                "A systematic review by Kowalczyk et al. (2022), published in the Journal of Adolescent Health (vol. 71, pp. 412–420), found that teenagers who use a smartphone in the hour before bed sleep on average about 25 minutes less than their peers. The authors analysed 41 studies with a total of more than 58,000 participants aged 12–18. They caution, however, that most of the studies were cross-sectional, so a causal link cannot be firmly established from them. It is probably not only the screen light that matters, but also the emotional arousal triggered by the content. According to the authors, schools could include sleep hygiene in their pastoral programmes.",
            ),
        ],
        bad=[
            Slip(1, [("Kowalczyk i wsp. (2022)", "Kowalczyk i wsp. (2021)")], "citation"),
            Slip(
                2,
                [("sleep on average about 25 minutes less", "sleep on average 25 minutes less")],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "Badacze przeanalizowali 41 badań, w których",
                        "Badacze przeanalizowali 41 badań z Europy i Ameryki Północnej, w których",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-klauzula-rodo-newsletter-ksiegarni",
        source="Administratorem Twoich danych osobowych jest Księgarnia Kapitałka sp. z o.o. z siedzibą w Lublinie, ul. Narutowicza 18. Dane przetwarzamy w celu wysyłki newslettera na podstawie Twojej zgody, czyli art. 6 ust. 1 lit. a RODO. Podanie adresu e-mail jest dobrowolne, ale bez niego nie możemy wysyłać newslettera. Zgodę możesz wycofać w dowolnym momencie, klikając link w stopce wiadomości; nie wpływa to na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem. Dane będziemy przechowywać do czasu wycofania zgody. Masz prawo wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych. W sprawach dotyczących danych możesz pisać na adres iod@kapitalka.pl.",
        good=[
            Good(
                "preserve",
                "Administratorem danych osobowych jest Księgarnia Kapitałka sp. z o.o. z siedzibą w Lublinie, ul. Narutowicza 18. Dane są przetwarzane w celu wysyłki newslettera na podstawie zgody osoby, której dotyczą (art. 6 ust. 1 lit. a RODO). Podanie adresu e-mail jest dobrowolne, jednak bez niego wysyłanie newslettera nie jest możliwe. Zgodę można wycofać w każdej chwili za pomocą linku w stopce wiadomości; wycofanie zgody nie wpływa na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem. Dane będą przechowywane do czasu wycofania zgody. Przysługuje Pani/Panu prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych. Kontakt w sprawach dotyczących danych: iod@kapitalka.pl.",
            ),
            Good(
                "preserve",
                "Krótko o Twoich danych\n"
                "- Kto jest administratorem? Księgarnia Kapitałka sp. z o.o. z siedzibą w Lublinie, ul. Narutowicza 18.\n"
                "- Po co i na jakiej podstawie? Wysyłamy Ci newsletter na podstawie Twojej zgody – art. 6 ust. 1 lit. a RODO.\n"
                "- Czy muszę podać e-mail? Nie, to dobrowolne, ale bez adresu e-mail nie możemy wysyłać newslettera.\n"
                "- Jak wycofać zgodę? W dowolnym momencie, klikając link w stopce wiadomości. Nie wpływa to na zgodność z prawem przetwarzania dokonanego przed wycofaniem zgody.\n"
                "- Jak długo przechowujemy dane? Do czasu wycofania zgody.\n"
                "- Czy mogę złożyć skargę? Tak, masz prawo wnieść ją do Prezesa Urzędu Ochrony Danych Osobowych.\n"
                "- Kontakt w sprawach danych: iod@kapitalka.pl.",
            ),
            Good(
                "en",
                "The controller of your personal data is Księgarnia Kapitałka sp. z o.o., based in Lublin at ul. Narutowicza 18. We process your data to send you our newsletter on the basis of your consent, i.e. Article 6(1)(a) GDPR. Providing your e-mail address is voluntary, but without it we cannot send you the newsletter. You may withdraw your consent at any time by clicking the link in the footer of a message; this does not affect the lawfulness of processing carried out before the withdrawal. We will keep your data until you withdraw your consent. You have the right to lodge a complaint with the President of the Personal Data Protection Office. For matters concerning your data, you can write to iod@kapitalka.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(art. 6 ust. 1 lit. a RODO)", "(art. 6 ust. 1 lit. f RODO)")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "Providing your e-mail address is voluntary",
                        "Providing your e-mail address is mandatory",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "- Jak długo przechowujemy dane? Do czasu wycofania zgody.",
                        "- How long do we keep your data? Until you withdraw your consent.",
                    ),
                    (
                        "- Czy mogę złożyć skargę? Tak, masz prawo wnieść ją do Prezesa Urzędu Ochrony Danych Osobowych.",
                        "- Can I file a complaint? Yes, you have the right to lodge one with the President of the Personal Data Protection Office.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-api-limity-zapytan-naglowki",
        source="### Limity zapytań\n\n"
        "API pozwala wykonać maksymalnie 600 zapytań na minutę na jeden klucz. Po przekroczeniu limitu serwer zwraca kod `429 Too Many Requests` oraz nagłówek `Retry-After` z liczbą sekund do odblokowania. Aktualne zużycie możesz sprawdzić w nagłówkach:\n\n"
        "- `X-RateLimit-Limit` – limit na bieżące okno,\n"
        "- `X-RateLimit-Remaining` – liczba pozostałych zapytań.\n\n"
        "Zapytania do `/v2/export` są liczone podwójnie. Jeśli potrzebujesz wyższego limitu, napisz do nas przez [formularz kontaktowy](https://panel.kursomat.pl/kontakt). Klientom planu Biznes przysługuje limit 3000 zapytań na minutę.",
        good=[
            Good(
                "preserve",
                "### Limity zapytań\n\n"
                "Na jeden klucz API przypada najwyżej 600 zapytań na minutę. Gdy limit zostanie przekroczony, serwer odpowiada kodem `429 Too Many Requests` i dołącza nagłówek `Retry-After`, który podaje, ile sekund zostało do odblokowania. Bieżące zużycie sprawdzisz w nagłówkach:\n\n"
                "- `X-RateLimit-Limit` – limit obowiązujący w bieżącym oknie,\n"
                "- `X-RateLimit-Remaining` – ile zapytań jeszcze zostało.\n\n"
                "Każde zapytanie do `/v2/export` liczy się podwójnie. W planie Biznes limit wynosi 3000 zapytań na minutę. Potrzebujesz więcej? Napisz do nas przez [formularz kontaktowy](https://panel.kursomat.pl/kontakt).",
            ),
            Good(
                "preserve",
                "### Limity zapytań\n\n"
                "Limit wynosi 600 zapytań na minutę na klucz, a dla klientów planu Biznes – 3000 zapytań na minutę. Przekroczenie limitu skutkuje odpowiedzią `429 Too Many Requests` z nagłówkiem `Retry-After`, który określa liczbę sekund do odblokowania. O aktualnym zużyciu informują nagłówki `X-RateLimit-Limit` (limit na bieżące okno) oraz `X-RateLimit-Remaining` (liczba pozostałych zapytań). Zapytania kierowane do `/v2/export` są liczone podwójnie. Aby uzyskać wyższy limit, napisz do nas przez [formularz kontaktowy](https://panel.kursomat.pl/kontakt).",
            ),
            Good(
                "en",
                "### Rate limits\n\n"
                "The API allows a maximum of 600 requests per minute per key. Once the limit is exceeded, the server returns `429 Too Many Requests` along with a `Retry-After` header giving the number of seconds until you are unblocked. You can check your current usage in these headers:\n\n"
                "- `X-RateLimit-Limit` – the limit for the current window,\n"
                "- `X-RateLimit-Remaining` – the number of requests left.\n\n"
                "Requests to `/v2/export` count double. If you need a higher limit, contact us via the [contact form](https://panel.kursomat.pl/kontakt). Business plan customers get a limit of 3,000 requests per minute.",
            ),
        ],
        bad=[
            Slip(1, [("do `/v2/export`", "do `/v1/export`")], "code"),
            Slip(2, [("a maximum of 600 requests", "a maximum of 500 requests")], "number"),
            Slip(0, [("### Limity zapytań\n\n", "Limity zapytań\n\n")], "markdown"),
        ],
    ),
    Case(
        key="pl-zwrot-towaru-sklep-online-konsument",
        source="Zgodnie z art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta możesz odstąpić od umowy zawartej w naszym sklepie internetowym w terminie 14 dni od otrzymania towaru, bez podawania przyczyny. Wystarczy wypełnić formularz zwrotu na stronie i odesłać produkt na adres magazynu w Strykowie. Zwrot pieniędzy nastąpi w ciągu 14 dni od otrzymania Twojego oświadczenia, ale możemy wstrzymać się z nim do chwili otrzymania towaru. Koszt odesłania produktu ponosisz samodzielnie, chyba że towar okazał się wadliwy. Prawo odstąpienia nie przysługuje w przypadku nagrań audio i wideo w zapieczętowanym opakowaniu, które zostało otwarte po dostarczeniu (art. 38 ust. 1 pkt 9 ustawy).",
        good=[
            Good(
                "preserve",
                "Konsument może odstąpić od umowy zawartej w naszym sklepie internetowym bez podania przyczyny w ciągu 14 dni od otrzymania towaru – przewiduje to art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Wystarczy wypełnić formularz zwrotu dostępny na stronie i odesłać produkt do magazynu w Strykowie. Pieniądze zwrócimy w ciągu 14 dni od otrzymania oświadczenia, przy czym możemy wstrzymać zwrot do chwili otrzymania towaru. Koszt odesłania produktu pokrywa konsument, chyba że towar okazał się wadliwy. Zgodnie z art. 38 ust. 1 pkt 9 ustawy prawo odstąpienia nie przysługuje w odniesieniu do nagrań audio i wideo w zapieczętowanym opakowaniu, jeśli zostało ono otwarte po dostarczeniu.",
            ),
            Good(
                "preserve",
                "Zwroty – najważniejsze informacje\n"
                "1. Masz 14 dni od otrzymania towaru na odstąpienie od umowy bez podawania przyczyny (art. 27 ustawy z 30 maja 2014 r. o prawach konsumenta).\n"
                "2. Wystarczy wypełnić formularz zwrotu na naszej stronie i odesłać produkt na adres magazynu w Strykowie.\n"
                "3. Pieniądze oddamy w ciągu 14 dni od otrzymania Twojego oświadczenia; możemy jednak wstrzymać się z tym, aż towar do nas dotrze.\n"
                "4. Koszt odesłania pokrywasz sam – chyba że towar okazał się wadliwy.\n"
                "5. Nie możesz odstąpić od umowy w przypadku nagrań audio i wideo w zapieczętowanym opakowaniu otwartym po dostarczeniu (art. 38 ust. 1 pkt 9 ustawy).",
            ),
            Good(
                "en",
                "Under Article 27 of the Consumer Rights Act of 30 May 2014, you may withdraw from a contract concluded in our online shop within 14 days of receiving the goods, without giving any reason. All you need to do is fill in the return form on our website and send the product back to our warehouse in Stryków. We will refund your money within 14 days of receiving your statement, but we may withhold the refund until we have received the goods. You bear the cost of sending the product back yourself, unless the goods turned out to be faulty. The right of withdrawal does not apply to audio and video recordings in sealed packaging that has been opened after delivery (Article 38(1)(9) of the Act).",
            ),
        ],
        bad=[
            Slip(
                2,
                [("(Article 38(1)(9) of the Act)", "(Article 38(1)(4) of the Act)")],
                "legal_reference",
            ),
            Slip(
                1,
                [("1. Masz 14 dni od otrzymania towaru", "1. Masz 30 dni od otrzymania towaru")],
                "date",
            ),
            Slip(
                0,
                [("prawo odstąpienia nie przysługuje", "prawo odstąpienia przysługuje również")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-pylenie-brzozy-sezon-alergia",
        source="Według danych Ośrodka Badania Alergenów Środowiskowych sezon pylenia brzozy w 2024 r. rozpoczął się w centralnej Polsce około 10 dni wcześniej niż średnio w latach 2001–2020. Podobne przesunięcie opisali Nowicki i Zając w „Alergologii Polskiej” (2023, nr 2, s. 87–95); ich zdaniem jest ono prawdopodobnie skutkiem cieplejszych zim. Maksymalne stężenia przekraczały 5000 ziaren na metr sześcienny powietrza. Szacuje się, że na pyłki brzozy uczulonych jest od 10 do 15% dorosłych Polaków. Lekarze zalecają, by osoby z alergią rozpoczynały przyjmowanie leków przeciwhistaminowych co najmniej dwa tygodnie przed spodziewanym początkiem pylenia, a w dni o wysokim stężeniu ograniczały wietrzenie mieszkań w godzinach porannych.",
        good=[
            Good(
                "preserve",
                "W 2024 r. brzoza zaczęła pylić w centralnej Polsce mniej więcej 10 dni wcześniej niż przeciętnie w latach 2001–2020 – wynika z danych Ośrodka Badania Alergenów Środowiskowych. Podobne przesunięcie opisali Nowicki i Zając („Alergologia Polska”, 2023, nr 2, s. 87–95), według których prawdopodobnie odpowiadają za nie cieplejsze zimy. Najwyższe stężenia przekraczały 5000 ziaren w metrze sześciennym powietrza. Uczulenie na pyłki brzozy ma według szacunków od 10 do 15% dorosłych Polaków. Lekarze zalecają alergikom, by zaczynali brać leki przeciwhistaminowe przynajmniej dwa tygodnie przed spodziewanym początkiem pylenia, a w dni o wysokim stężeniu ograniczali poranne wietrzenie mieszkań.",
            ),
            Good(
                "preserve",
                "Sezon pylenia brzozy 2024 – najważniejsze informacje:\n"
                "- Początek w centralnej Polsce: około 10 dni wcześniej niż średnia z lat 2001–2020 (dane Ośrodka Badania Alergenów Środowiskowych).\n"
                "- Podobne przesunięcie opisali Nowicki i Zając, „Alergologia Polska” 2023, nr 2, s. 87–95; jako prawdopodobną przyczynę wskazują cieplejsze zimy.\n"
                "- Stężenia maksymalne: ponad 5000 ziaren/m³ powietrza.\n"
                "- Uczulenie na pyłki brzozy: szacunkowo 10–15% dorosłych Polaków.\n"
                "- Zalecenia lekarzy: leki przeciwhistaminowe zaczynać co najmniej dwa tygodnie przed spodziewanym początkiem pylenia; w dni o wysokim stężeniu ograniczać wietrzenie mieszkań rano.",
            ),
            Good(
                "en",
                "According to data from the Environmental Allergen Research Centre, the 2024 birch pollen season in central Poland began about 10 days earlier than the 2001–2020 average. A similar shift was described by Nowicki and Zając in Alergologia Polska (2023, no. 2, pp. 87–95), who consider it probably the result of warmer winters. Peak concentrations exceeded 5,000 grains per cubic metre of air. An estimated 10 to 15% of adult Poles are allergic to birch pollen. Doctors recommend that people with allergies start taking antihistamines at least two weeks before the expected start of the pollen season and, on high-pollen days, limit airing their homes in the morning.",
            ),
        ],
        bad=[
            Slip(0, [("„Alergologia Polska”, 2023", "„Alergologia Polska”, 2021")], "citation"),
            Slip(
                1,
                [
                    (
                        "- Początek w centralnej Polsce: około 10 dni",
                        "- Początek w centralnej Polsce: 10 dni",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("10 to 15%", "10 to 25%")], "number"),
        ],
    ),
    Case(
        key="pl-przychodnia-szczepienia-grypa-zapisy",
        source="Przychodnia „Zdrowie” przy ul. Kwiatowej 7 rozpoczyna szczepienia przeciw grypie sezonowej 1 października 2025 r. Szczepionka jest bezpłatna dla osób powyżej 65. roku życia, kobiet w ciąży i dzieci w wieku od 6 miesięcy do 18 lat; pozostali pacjenci zapłacą 45 zł. Na szczepienie trzeba się wcześniej umówić telefonicznie lub przez Internetowe Konto Pacjenta. Przed podaniem szczepionki lekarz lub pielęgniarka przeprowadzi krótki wywiad. Osoby z gorączką powinny przełożyć wizytę. Po szczepieniu należy pozostać w przychodni przez 15 minut. Szczepienia prowadzimy we wtorki i czwartki w godz. 14:00–18:00, do wyczerpania zapasów.",
        good=[
            Good(
                "preserve",
                "Od 1 października 2025 r. w przychodni „Zdrowie” przy ul. Kwiatowej 7 można się zaszczepić przeciw grypie sezonowej. Bezpłatnie zaszczepią się osoby powyżej 65. roku życia, kobiety w ciąży oraz dzieci w wieku od 6 miesięcy do 18 lat, a pozostali pacjenci zapłacą 45 zł. Wizytę trzeba wcześniej zarezerwować – telefonicznie albo przez Internetowe Konto Pacjenta. Zanim dostaniesz szczepionkę, lekarz lub pielęgniarka przeprowadzi z Tobą krótki wywiad. Jeśli masz gorączkę, powinieneś przełożyć wizytę. Po szczepieniu trzeba zostać w przychodni jeszcze 15 minut. Szczepimy we wtorki i czwartki od 14:00 do 18:00, do wyczerpania zapasów.",
            ),
            Good(
                "preserve",
                "Szczepienia przeciw grypie sezonowej – Przychodnia „Zdrowie”, ul. Kwiatowa 7\n"
                "• Start: 1 października 2025 r.\n"
                "• Kiedy: wtorki i czwartki, 14:00–18:00, do wyczerpania zapasów.\n"
                "• Bezpłatnie: osoby powyżej 65. roku życia, kobiety w ciąży, dzieci od 6 miesięcy do 18 lat. Pozostali pacjenci: 45 zł.\n"
                "• Zapisy: konieczne z wyprzedzeniem – telefonicznie lub przez Internetowe Konto Pacjenta.\n"
                "• Przed szczepieniem: krótki wywiad z lekarzem lub pielęgniarką. Osoby z gorączką powinny przełożyć wizytę.\n"
                "• Po szczepieniu: należy pozostać w przychodni przez 15 minut.",
            ),
            Good(
                "en",
                "The “Zdrowie” clinic at ul. Kwiatowa 7 will start seasonal flu vaccinations on 1 October 2025. The vaccine is free for people over 65, pregnant women and children aged 6 months to 18 years; other patients pay PLN 45. You need to book in advance, by phone or through the Internet Patient Account. Before the vaccine is given, a doctor or nurse will take a short medical history. Anyone with a fever should postpone their appointment. After the vaccination, you must stay at the clinic for 15 minutes. Vaccinations are given on Tuesdays and Thursdays from 2 to 6 p.m., while supplies last.",
            ),
        ],
        bad=[
            Slip(2, [("You need to book in advance", "You can book in advance")], "modality"),
            Slip(1, [("• Start: 1 października 2025 r.", "• Start: 1 listopada 2025 r.")], "date"),
            Slip(
                0,
                [
                    (
                        "zostać w przychodni jeszcze 15 minut.",
                        "zostać w przychodni jeszcze 15 minut – w tym czasie wystawimy Ci zaświadczenie o szczepieniu.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-pasieka-na-dachu-zwiedzanie",
        source="Pasieka na dachu Centrum Kultury „Zamek” jest otwarta dla zwiedzających w soboty od maja do września, o godz. 11:00 i 13:00. Grupa może liczyć najwyżej 8 osób, a wizyta trwa około 45 minut. Dzieci poniżej 10 lat nie mogą wchodzić na dach. Wszyscy uczestnicy otrzymują kombinezon i kapelusz z siatką. Osoby uczulone na jad pszczeli nie powinny brać udziału w zwiedzaniu, nawet w stroju ochronnym. Pszczoły są zwykle spokojne, ale przy chłodnej lub burzowej pogodzie mogą być bardziej pobudliwe, dlatego w deszczowe dni wizyty mogą zostać odwołane. Bilety w cenie 25 zł kupisz w kasie Centrum.",
        good=[
            Good(
                "preserve",
                "W soboty od maja do września możesz zwiedzić pasiekę na dachu Centrum Kultury „Zamek” – wejścia są o 11:00 i 13:00. W grupie może być najwyżej 8 osób, a cała wizyta trwa mniej więcej 45 minut. Dzieci poniżej 10 lat nie mogą wchodzić na dach. Każdy uczestnik dostaje kombinezon i kapelusz z siatką. Jeśli masz uczulenie na jad pszczeli, nie powinieneś brać udziału w zwiedzaniu – nawet w stroju ochronnym. Zazwyczaj pszczoły są spokojne, jednak w chłodne lub burzowe dni mogą być bardziej pobudliwe, więc przy deszczowej pogodzie wizyty mogą zostać odwołane. Bilety po 25 zł kupisz w kasie Centrum.",
            ),
            Good(
                "preserve",
                "Zwiedzanie pasieki na dachu Centrum Kultury „Zamek”\n"
                "- Terminy: soboty, maj–wrzesień, godz. 11:00 i 13:00.\n"
                "- Grupa: do 8 osób; czas wizyty: ok. 45 minut.\n"
                "- Dzieci poniżej 10 lat nie mogą wchodzić na dach.\n"
                "- Każdy uczestnik otrzymuje kombinezon i kapelusz z siatką.\n"
                "- Osoby uczulone na jad pszczeli nie powinny uczestniczyć w zwiedzaniu, nawet w stroju ochronnym.\n"
                "- Pszczoły są zwykle spokojne, ale podczas chłodnej lub burzowej pogody mogą być bardziej pobudliwe – w deszczowe dni wizyty mogą zostać odwołane.\n"
                "- Bilety: 25 zł, do kupienia w kasie Centrum.",
            ),
            Good(
                "en",
                "The rooftop apiary at the “Zamek” Culture Centre is open to visitors on Saturdays from May to September, at 11 a.m. and 1 p.m. Groups are limited to 8 people, and a visit lasts about 45 minutes. Children under 10 are not allowed on the roof. All participants are given a bee suit and a veiled hat. People who are allergic to bee venom should not take part in the tour, even in protective clothing. The bees are usually calm, but in cool or stormy weather they may be more agitated, so visits may be cancelled on rainy days. Tickets cost PLN 25 and can be bought at the Centre's ticket office.",
            ),
        ],
        bad=[
            Slip(1, [("czas wizyty: ok. 45 minut", "czas wizyty: 45 minut")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Children under 10 are not allowed on the roof.",
                        "Children under 10 are allowed on the roof.",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "Każdy uczestnik dostaje kombinezon i kapelusz z siatką.",
                        "Każdy uczestnik dostaje kombinezon i kapelusz z siatką, a na koniec słoik miodu z naszej pasieki.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-konferencja-studiow-miejskich-abstrakty",
        source="Zapraszamy do nadsyłania abstraktów na VI Ogólnopolską Konferencję Studiów Miejskich, która odbędzie się 16–17 października 2025 r. w Łodzi. Tematem przewodnim jest koncepcja „miasta 15-minutowego” (Moreno i in., 2021, „Smart Cities”, 4(1), s. 93–111). Abstrakty o objętości do 300 słów należy przesyłać przez formularz na stronie www.ksm.uni.lodz.pl/abstrakty do 15 czerwca 2025 r. Każdy uczestnik może zgłosić najwyżej dwa wystąpienia. Opłata konferencyjna wynosi 450 zł, a dla doktorantów 250 zł. Wybrane teksty, po pozytywnej recenzji, zostaną opublikowane w recenzowanej monografii. Decyzje o przyjęciu referatów komitet ogłosi do 15 lipca.",
        good=[
            Good(
                "preserve",
                "VI Ogólnopolska Konferencja Studiów Miejskich odbędzie się w Łodzi w dniach 16–17 października 2025 r. – zapraszamy do zgłaszania abstraktów! Hasłem przewodnim będzie koncepcja „miasta 15-minutowego” (Moreno i in., 2021, „Smart Cities”, 4(1), s. 93–111). Abstrakt (maksymalnie 300 słów) trzeba przesłać przez formularz na stronie www.ksm.uni.lodz.pl/abstrakty najpóźniej 15 czerwca 2025 r. Jedna osoba może zgłosić nie więcej niż dwa wystąpienia. Opłata konferencyjna to 450 zł, dla doktorantów – 250 zł. Komitet ogłosi decyzje o przyjęciu referatów do 15 lipca, a wybrane teksty po pozytywnej recenzji ukażą się w recenzowanej monografii.",
            ),
            Good(
                "preserve",
                "Zaproszenie do zgłaszania abstraktów\n"
                "VI Ogólnopolska Konferencja Studiów Miejskich, Łódź, 16–17 października 2025 r.\n"
                "Temat przewodni: „miasto 15-minutowe” (Moreno i in., 2021, „Smart Cities”, 4(1), s. 93–111).\n"
                "Abstrakty: do 300 słów; należy je przesyłać przez formularz na stronie www.ksm.uni.lodz.pl/abstrakty w terminie do 15 czerwca 2025 r.\n"
                "Limit: najwyżej dwa wystąpienia na uczestnika.\n"
                "Opłata konferencyjna: 450 zł; doktoranci – 250 zł.\n"
                "Publikacja: wybrane teksty, po pozytywnej recenzji, w recenzowanej monografii.\n"
                "Decyzje komitetu o przyjęciu referatów: do 15 lipca.",
            ),
            Good(
                "en",
                "We invite abstracts for the 6th National Urban Studies Conference, to be held in Łódź on 16–17 October 2025. The main theme is the concept of the “15-minute city” (Moreno et al., 2021, Smart Cities, 4(1), pp. 93–111). Abstracts of up to 300 words must be submitted via the form at www.ksm.uni.lodz.pl/abstrakty by 15 June 2025. Each participant may submit no more than two presentations. The conference fee is PLN 450, or PLN 250 for doctoral students. Selected papers will be published in a peer-reviewed monograph after a positive review. The committee will announce decisions on accepted papers by 15 July.",
            ),
        ],
        bad=[
            Slip(2, [("pp. 93–111", "pp. 93–101")], "citation"),
            Slip(0, [("www.ksm.uni.lodz.pl/abstrakty", "www.ksm.uni.lodz.pl/zgloszenia")], "url"),
            Slip(1, [("należy je przesyłać", "można je przesyłać")], "modality"),
        ],
    ),
    Case(
        key="pl-aktualizacja-postgresql-okno-serwisowe",
        source="W nocy z 14 na 15 listopada, między 23:00 a 3:00, zaktualizujemy serwer bazy danych z PostgreSQL 14 do wersji 16. W tym czasie system zamówień będzie niedostępny. Przed aktualizacją wykonamy pełną kopię zapasową poleceniem `pg_dumpall`, a po jej zakończeniu sprawdzimy integralność danych. Zespoły korzystające z połączeń bezpośrednich powinny zmienić w pliku `db.env` wartość `DB_PORT` z 5432 na 5433. Skryptów migracyjnych nie uruchamiajcie ręcznie – zrobi to automatycznie pipeline. Jeśli po aktualizacji zauważycie błędy, zgłoście je na kanale #infra-alerty. Aktualizacja była już dwukrotnie przekładana, dlatego tym razem termin jest ostateczny.",
        good=[
            Good(
                "preserve",
                "**Aktualizacja bazy danych: noc z 14 na 15 listopada, 23:00–3:00**\n\n"
                "- Serwer bazy danych przejdzie z PostgreSQL 14 na wersję 16; system zamówień będzie w tym czasie niedostępny.\n"
                "- Przed aktualizacją zrobimy pełną kopię zapasową (`pg_dumpall`), a po jej zakończeniu sprawdzimy integralność danych.\n"
                "- Jeśli łączycie się z bazą bezpośrednio, powinniście zmienić w pliku `db.env` wartość `DB_PORT` z 5432 na 5433.\n"
                "- Nie uruchamiajcie skryptów migracyjnych ręcznie – pipeline zrobi to automatycznie.\n"
                "- Błędy zauważone po aktualizacji zgłaszajcie na kanale #infra-alerty.\n\n"
                "Termin był już dwa razy przekładany, więc tym razem jest ostateczny.",
            ),
            Good(
                "preserve",
                "Informujemy, że w nocy z 14 na 15 listopada, w godzinach 23:00–3:00, serwer bazy danych zostanie zaktualizowany z PostgreSQL 14 do wersji 16; przez ten czas system zamówień będzie niedostępny. Przed rozpoczęciem prac zostanie wykonana pełna kopia zapasowa za pomocą `pg_dumpall`, a po ich zakończeniu – kontrola integralności danych. Zespoły używające połączeń bezpośrednich powinny w pliku `db.env` zmienić wartość `DB_PORT` z 5432 na 5433. Skrypty migracyjne uruchomi automatycznie pipeline, dlatego nie należy robić tego ręcznie. Wszelkie błędy zauważone po aktualizacji prosimy zgłaszać na kanale #infra-alerty. Ponieważ aktualizację przekładano już dwukrotnie, tym razem termin jest ostateczny.",
            ),
            Good(
                "en",
                "On the night of 14 to 15 November, between 11 p.m. and 3 a.m., we will upgrade the database server from PostgreSQL 14 to version 16. The ordering system will be unavailable during this time. Before the upgrade we will take a full backup with `pg_dumpall`, and once it is finished we will check data integrity. Teams using direct connections should change `DB_PORT` in the `db.env` file from 5432 to 5433. Do not run the migration scripts manually – the pipeline will do this automatically. If you notice any errors after the upgrade, report them in the #infra-alerty channel. The upgrade has already been postponed twice, so this time the date is final.",
            ),
        ],
        bad=[
            Slip(1, [("wartość `DB_PORT`", "wartość `DB_HOST`")], "code"),
            Slip(
                2,
                [
                    (
                        "Do not run the migration scripts manually – the pipeline will do this automatically.",
                        "Skryptów migracyjnych nie uruchamiajcie ręcznie – zrobi to automatycznie pipeline.",
                    ),
                    (
                        "If you notice any errors after the upgrade, report them in the #infra-alerty channel.",
                        "Jeśli po aktualizacji zauważycie błędy, zgłoście je na kanale #infra-alerty.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(
                0,
                [
                    (
                        "Termin był już dwa razy przekładany, więc",
                        "Termin był już dwa razy przekładany z powodu awarii macierzy dyskowej, więc",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
