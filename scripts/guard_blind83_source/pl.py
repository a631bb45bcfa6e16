# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 83: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-parish-cemetery-grave-fee-rules",
        source=(
            "Regulamin Cmentarza Parafialnego pw. św. Józefa w Wieliczce. Opłata za prawo do grobu ziemnego "
            "pojedynczego na okres 20 lat wynosi 600 zł i musi zostać wniesiona przed pochówkiem. Przedłużenie "
            "tego prawa na kolejne 20 lat kosztuje 450 zł. Ustawienie lub wymiana nagrobka wymaga pisemnej zgody "
            "zarządcy cmentarza, a prace kamieniarskie można prowadzić wyłącznie od poniedziałku do piątku "
            "w godzinach 8:00–16:00. Na terenie cmentarza nie wolno sadzić drzew ani krzewów. Groby, za które nie "
            "uiszczono opłaty, mogą zostać ponownie użyte po upływie terminu, zgodnie z art. 7 ust. 2 ustawy "
            "z dnia 31 stycznia 1959 r. o cmentarzach i chowaniu zmarłych. Kancelaria parafialna jest czynna "
            "we wtorki i czwartki."
        ),
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady obowiązujące na Cmentarzu Parafialnym pw. św. Józefa w Wieliczce:\n"
                "- Prawo do pojedynczego grobu ziemnego na 20 lat kosztuje 600 zł; opłatę trzeba wnieść przed pochówkiem.\n"
                "- Przedłużenie prawa do grobu o kolejne 20 lat to koszt 450 zł.\n"
                "- Na postawienie lub wymianę nagrobka potrzebna jest pisemna zgoda zarządcy cmentarza, a kamieniarze "
                "mogą pracować tylko od poniedziałku do piątku, w godz. 8:00–16:00.\n"
                "- Sadzenie drzew i krzewów na cmentarzu jest zabronione.\n"
                "- Jeśli opłata nie zostanie wniesiona, grób może być po upływie terminu użyty ponownie (art. 7 ust. 2 "
                "ustawy z dnia 31 stycznia 1959 r. o cmentarzach i chowaniu zmarłych).\n"
                "- Kancelaria parafialna przyjmuje interesantów we wtorki i czwartki.",
            ),
            Good(
                "preserve",
                "Kancelaria parafialna Cmentarza Parafialnego pw. św. Józefa w Wieliczce jest otwarta we wtorki "
                "i czwartki. Zgodnie z regulaminem prawo do grobu ziemnego pojedynczego nabywa się na 20 lat za opłatą "
                "600 zł, którą należy uiścić przed pochówkiem; jego przedłużenie na następne 20 lat wiąże się "
                "z kosztem 450 zł. W razie nieuiszczenia opłaty grób może zostać ponownie wykorzystany po upływie "
                "terminu, na podstawie art. 7 ust. 2 ustawy z dnia 31 stycznia 1959 r. o cmentarzach i chowaniu "
                "zmarłych. Postawienie lub wymiana nagrobka wymaga pisemnej zgody zarządcy cmentarza, przy czym prace "
                "kamieniarskie dopuszczalne są jedynie od poniedziałku do piątku między 8:00 a 16:00. Na terenie "
                "cmentarza zabronione jest sadzenie drzew i krzewów.",
            ),
            Good(
                "en",
                "Rules of the St Joseph Parish Cemetery in Wieliczka. The right to a single earth grave for 20 years "
                "costs PLN 600 and must be paid for before the burial. Extending this right for another 20 years costs "
                "PLN 450. Putting up or replacing a headstone requires the written consent of the cemetery "
                "administrator, and stonemasonry work may only be carried out Monday to Friday, 8 a.m. to 4 p.m. "
                "Planting trees or shrubs in the cemetery is not allowed. Graves for which the fee has not been paid "
                "may be reused once the term expires, in accordance with Article 7(2) of the Act of 31 January 1959 "
                "on cemeteries and burial of the dead. The parish office is open on Tuesdays and Thursdays.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "opłatę trzeba wnieść przed pochówkiem",
                        "opłatę najlepiej wnieść przed pochówkiem",
                    )
                ],
                "modality",
            ),
            Slip(1, [("450 zł", "540 zł")], "number"),
            Slip(2, [("Article 7(2)", "Article 9(2)")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-geodetic-boundary-survey-notice-kornik",
        source=(
            "ZAWIADOMIENIE. Na podstawie art. 31 ust. 3 ustawy z dnia 17 maja 1989 r. – Prawo geodezyjne "
            "i kartograficzne zawiadamiam, że czynności ustalenia przebiegu granic działki nr 214/3 w obrębie "
            "Zalesie, gmina Kórnik, odbędą się 17 czerwca 2025 r. (wtorek) o godz. 10:00. Zbiórka uczestników "
            "nastąpi przy wjeździe na działkę od ul. Leśnej. Uczestnicy powinni zabrać dokument tożsamości oraz "
            "posiadane dokumenty dotyczące nieruchomości. Nieusprawiedliwione niestawiennictwo stron nie wstrzymuje "
            "czynności geodety. Osoby, które nie mogą przybyć osobiście, mogą ustanowić pełnomocnika na podstawie "
            "pisemnego upoważnienia. Geodeta uprawniony: mgr inż. Tomasz Wierzbicki, nr uprawnień 18764, "
            "tel. 601 224 389."
        ),
        good=[
            Good(
                "preserve",
                "Zawiadamiam Państwa, że 17 czerwca 2025 r. (we wtorek) o godz. 10:00 przeprowadzę czynności ustalenia "
                "przebiegu granic działki nr 214/3 w obrębie Zalesie w gminie Kórnik. Spotykamy się przy wjeździe na "
                "działkę od strony ul. Leśnej. Powinni Państwo zabrać ze sobą dokument tożsamości i posiadane dokumenty "
                "dotyczące nieruchomości. Jeśli nie mogą Państwo przyjść osobiście, mogą Państwo ustanowić "
                "pełnomocnika na podstawie pisemnego upoważnienia. Uwaga: nieusprawiedliwione niestawiennictwo stron "
                "nie wstrzymuje czynności geodety. Podstawa prawna: art. 31 ust. 3 ustawy z dnia 17 maja 1989 r. – "
                "Prawo geodezyjne i kartograficzne. Geodeta uprawniony mgr inż. Tomasz Wierzbicki (nr uprawnień "
                "18764), tel. 601 224 389.",
            ),
            Good(
                "preserve",
                "Zawiadomienie o czynnościach geodezyjnych\n\n"
                "Termin: 17.06.2025 r., wtorek, godz. 10:00\n"
                "Miejsce zbiórki: wjazd na działkę od ul. Leśnej\n"
                "Przedmiot: ustalenie przebiegu granic działki nr 214/3, obręb Zalesie, gmina Kórnik\n"
                "Podstawa prawna: art. 31 ust. 3 ustawy z dnia 17 maja 1989 r. – Prawo geodezyjne i kartograficzne\n\n"
                "Uczestnicy powinni mieć przy sobie dokument tożsamości i posiadane dokumenty dotyczące "
                "nieruchomości. Strona, która nie może stawić się osobiście, może ustanowić pełnomocnika na podstawie "
                "pisemnego upoważnienia. Nieusprawiedliwione niestawiennictwo stron nie wstrzymuje czynności geodety.\n\n"
                "Geodeta uprawniony: mgr inż. Tomasz Wierzbicki, nr uprawnień 18764, tel. 601 224 389",
            ),
            Good(
                "en",
                "NOTICE. Pursuant to Article 31(3) of the Act of 17 May 1989 – Geodetic and Cartographic Law, I hereby "
                "give notice that the boundaries of plot no. 214/3 in the Zalesie survey district, Kórnik municipality, "
                "will be established on Tuesday, 17 June 2025, at 10:00. Participants will meet at the entrance to the "
                "plot from ul. Leśna. Participants should bring an identity document and any documents they have "
                "concerning the property. If a party fails to appear without a valid excuse, this does not suspend "
                "the surveyor's work. Anyone unable to attend in person may appoint a proxy on the basis of a written "
                "authorisation. Licensed surveyor: Tomasz Wierzbicki, MSc Eng., licence no. 18764, tel. 601 224 389.",
            ),
        ],
        bad=[
            Slip(0, [("o godz. 10:00", "o godz. 12:00")], "date"),
            Slip(1, [("art. 31 ust. 3", "art. 39 ust. 3")], "legal_reference"),
            Slip(2, [("this does not suspend", "this suspends")], "negation"),
        ],
    ),
    Case(
        key="pl-student-dormitory-guests-quiet-hours",
        source=(
            "Regulamin Domu Studenckiego nr 4 „Kwadrat”. Cisza nocna obowiązuje od 22:00 do 6:00. Mieszkaniec może "
            "przyjmować gości w godzinach 8:00–23:00; pozostanie gościa na noc wymaga zgłoszenia w recepcji "
            "i wniesienia opłaty 25 zł za dobę, przy czym ten sam gość nie może nocować dłużej niż 3 noce "
            "w miesiącu. W pokojach nie wolno używać grzałek, kuchenek elektrycznych ani palić tytoniu, także "
            "e-papierosów. Mieszkaniec musi wpuścić administrację na przegląd pokoju po wcześniejszym uprzedzeniu. "
            "Za zagubienie karty dostępu pobiera się opłatę 40 zł. Rażące naruszenie regulaminu może skutkować "
            "wykwaterowaniem."
        ),
        good=[
            Good(
                "preserve",
                "Mieszkasz w DS nr 4 „Kwadrat”? Oto, co musisz wiedzieć:\n"
                "1. Cisza nocna trwa od 22:00 do 6:00.\n"
                "2. Gości możesz przyjmować między 8:00 a 23:00. Jeśli ktoś ma zostać na noc, zgłoś to w recepcji "
                "i zapłać 25 zł za dobę. Ten sam gość nie może u Ciebie nocować dłużej niż 3 noce w miesiącu.\n"
                "3. W pokoju nie wolno używać grzałek ani kuchenek elektrycznych, nie wolno też palić tytoniu ani "
                "e-papierosów.\n"
                "4. Po wcześniejszym uprzedzeniu musisz wpuścić administrację na przegląd pokoju.\n"
                "5. Zgubienie karty dostępu kosztuje 40 zł.\n"
                "6. Za rażące naruszenie regulaminu możesz zostać wykwaterowany.",
            ),
            Good(
                "preserve",
                "W Domu Studenckim nr 4 „Kwadrat” cisza nocna trwa od godz. 22:00 do 6:00, a wizyty gości są "
                "dozwolone w godz. 8:00–23:00. Nocleg gościa trzeba zgłosić w recepcji i opłacić (25 zł za dobę); "
                "jedna osoba może nocować najwyżej 3 noce w miesiącu. Zabronione jest używanie w pokojach grzałek "
                "i kuchenek elektrycznych oraz palenie tytoniu, w tym e-papierosów. Po uprzednim powiadomieniu "
                "mieszkaniec ma obowiązek wpuścić administrację na przegląd pokoju. Utrata karty dostępu wiąże się "
                "z opłatą 40 zł, a rażące naruszenie regulaminu może skutkować wykwaterowaniem.",
            ),
            Good(
                "en",
                "Rules of Student Dormitory No. 4 “Kwadrat”. Quiet hours are from 10 p.m. to 6 a.m. Residents may "
                "receive guests between 8 a.m. and 11 p.m.; a guest staying overnight must be registered at the "
                "reception desk and a fee of PLN 25 per night must be paid, and the same guest may not stay more than "
                "3 nights a month. Immersion heaters and electric cookers may not be used in the rooms, and smoking "
                "tobacco, including e-cigarettes, is not allowed there either. Residents must let the administration "
                "into their room for an inspection after prior notice. Losing an access card costs PLN 40. A serious "
                "breach of the rules may result in eviction from the dormitory.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("musisz wpuścić administrację", "powinieneś wpuścić administrację")],
                "modality",
            ),
            Slip(1, [("Zabronione jest używanie", "Dozwolone jest używanie")], "negation"),
            Slip(2, [("more than 3 nights a month", "more than 5 nights a month")], "number"),
        ],
    ),
    Case(
        key="pl-rail-freight-tariff-dangerous-goods",
        source=(
            "Od 1 stycznia 2026 r. obowiązuje nowa taryfa towarowa TT-2026 spółki KolTrans Cargo. Stawka podstawowa "
            "za przewóz wagonu czteroosiowego na odległość do 100 km wynosi 1 850 zł netto. Dopłata za przewóz "
            "towarów niebezpiecznych (RID) wynosi 15% stawki podstawowej. Według wstępnych szacunków średni wzrost "
            "cen dla klientów wyniesie około 6,5% w porównaniu z rokiem 2025, choć może się różnić w zależności od "
            "relacji. Postój wagonu na bocznicy klienta ponad 24 godziny jest płatny 120 zł za każdą rozpoczętą "
            "dobę. Pełny tekst taryfy oraz kalkulator opłat są dostępne na stronie https://koltranscargo.pl/taryfa, "
            "a pytania można kierować na adres taryfy@koltranscargo.pl."
        ),
        good=[
            Good(
                "preserve",
                "Taryfa towarowa TT-2026 KolTrans Cargo – najważniejsze informacje (obowiązuje od 1 stycznia 2026 r.):\n"
                "- wagon czteroosiowy, przewóz do 100 km: 1 850 zł netto (stawka podstawowa),\n"
                "- towary niebezpieczne (RID): dopłata 15% stawki podstawowej,\n"
                "- postój wagonu na bocznicy klienta powyżej 24 godzin: 120 zł za każdą rozpoczętą dobę.\n"
                "Według wstępnych szacunków ceny wzrosną średnio o około 6,5% względem 2025 r., przy czym wzrost może "
                "być różny w zależności od relacji. Pełną taryfę i kalkulator opłat znajdziesz na "
                "https://koltranscargo.pl/taryfa, a pytania możesz wysłać na taryfy@koltranscargo.pl.",
            ),
            Good(
                "preserve",
                "KolTrans Cargo wprowadza z dniem 1 stycznia 2026 r. taryfę towarową TT-2026. Przewóz wagonu "
                "czteroosiowego na dystansie do 100 km kosztuje w stawce podstawowej 1 850 zł netto, a przy towarach "
                "niebezpiecznych (RID) dolicza się 15% tej stawki. Jeżeli wagon stoi na bocznicy klienta dłużej niż "
                "24 godziny, za każdą rozpoczętą dobę naliczane jest 120 zł. Spółka wstępnie szacuje, że klienci "
                "zapłacą średnio około 6,5% więcej niż w 2025 r., choć w poszczególnych relacjach wzrost może być "
                "inny. Tekst taryfy wraz z kalkulatorem opłat opublikowano pod adresem https://koltranscargo.pl/taryfa; "
                "pytania przyjmuje skrzynka taryfy@koltranscargo.pl.",
            ),
            Good(
                "en",
                "KolTrans Cargo's new freight tariff, TT-2026, applies from 1 January 2026. The base rate for carrying "
                "a four-axle wagon up to 100 km is PLN 1,850 net. Carriage of dangerous goods (RID) is subject to a "
                "surcharge of 15% of the base rate. Preliminary estimates put the average price increase for customers "
                "at about 6.5% compared with 2025, although it may vary by route. A wagon standing on the customer's "
                "siding for more than 24 hours is charged PLN 120 for each day or part of a day. The full tariff and "
                "a charge calculator are available at https://koltranscargo.pl/taryfa, and questions can be sent to "
                "taryfy@koltranscargo.pl.",
            ),
        ],
        bad=[
            Slip(0, [("dopłata 15% stawki", "dopłata 25% stawki")], "number"),
            Slip(
                1,
                [
                    (
                        "Spółka wstępnie szacuje, że klienci zapłacą średnio około 6,5%",
                        "Klienci zapłacą średnio 6,5%",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "available at https://koltranscargo.pl/taryfa",
                        "available at https://koltranscargo.pl/tariff",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-beekeeping-grant-call-equipment-refund",
        source=(
            "Nabór wniosków w ramach mechanizmu „Wsparcie rynku produktów pszczelich” na sezon 2025/2026 potrwa "
            "od 3 do 28 listopada 2025 r. O refundację mogą ubiegać się pszczelarze posiadający co najmniej "
            "10 rodzin pszczelich zgłoszonych do powiatowego lekarza weterynarii. Dofinansowanie obejmuje do 60% "
            "kosztów netto zakupu uli, odkładów i sprzętu pszczelarskiego. Wnioski należy składać za pośrednictwem "
            "związku pszczelarskiego, którego wnioskodawca jest członkiem. Do wniosku trzeba dołączyć kopie faktur "
            "wystawionych nie wcześniej niż 1 sierpnia 2025 r. Wnioski złożone po terminie nie będą rozpatrywane. "
            "Szczegółowe warunki określa regulamin dostępny w biurze związku."
        ),
        good=[
            Good(
                "preserve",
                "Wsparcie rynku produktów pszczelich 2025/2026 – nabór wniosków\n\n"
                "• Termin: od 3 do 28 listopada 2025 r.; wnioski złożone po terminie nie będą rozpatrywane.\n"
                "• Kto może się ubiegać: pszczelarze, którzy mają co najmniej 10 rodzin pszczelich zgłoszonych "
                "do powiatowego lekarza weterynarii.\n"
                "• Zakres refundacji: do 60% kosztów netto zakupu uli, odkładów i sprzętu pszczelarskiego.\n"
                "• Sposób złożenia: wniosek należy złożyć za pośrednictwem związku pszczelarskiego, do którego "
                "należy wnioskodawca.\n"
                "• Załączniki: obowiązkowo kopie faktur wystawionych nie wcześniej niż 1 sierpnia 2025 r.\n\n"
                "Szczegółowe warunki zawiera regulamin dostępny w biurze związku.",
            ),
            Good(
                "preserve",
                "Jeśli prowadzisz pasiekę liczącą co najmniej 10 rodzin pszczelich zgłoszonych do powiatowego lekarza "
                "weterynarii, możesz ubiegać się o refundację w ramach mechanizmu „Wsparcie rynku produktów "
                "pszczelich” na sezon 2025/2026. Zwrot obejmuje do 60% kosztów netto zakupu uli, odkładów i sprzętu "
                "pszczelarskiego. Wniosek musisz złożyć między 3 a 28 listopada 2025 r. za pośrednictwem związku "
                "pszczelarskiego, którego jesteś członkiem – złożony po terminie nie zostanie rozpatrzony. Trzeba do "
                "niego dołączyć kopie faktur wystawionych nie wcześniej niż 1 sierpnia 2025 r. Szczegółowe warunki "
                "znajdziesz w regulaminie dostępnym w biurze związku.",
            ),
            Good(
                "en",
                "Applications under the ‘Support for the bee products market’ scheme for the 2025/2026 season will be "
                "accepted from 3 to 28 November 2025. Beekeepers with at least 10 bee colonies registered with the "
                "district veterinary officer can apply for a refund. Funding covers up to 60% of the net cost of "
                "buying hives, nucleus colonies and beekeeping equipment. Applications must be submitted through the "
                "beekeepers' association of which the applicant is a member. Copies of invoices issued no earlier than "
                "1 August 2025 have to be attached to the application. Applications submitted after the deadline will "
                "not be considered. Detailed conditions are set out in the rules available at the association's office.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "odkładów i sprzętu pszczelarskiego.\n",
                        "odkładów i sprzętu pszczelarskiego, maksymalnie 8 000 zł na jednego wnioskodawcę.\n",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("nie wcześniej niż 1 sierpnia 2025 r.", "nie wcześniej niż 1 września 2025 r.")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "Applications must be submitted through",
                        "Applications may be submitted through",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-rabies-fox-vaccine-bait-drop",
        source=(
            "Komunikat Powiatowego Lekarza Weterynarii w Białej Podlaskiej. W dniach 6–19 października 2025 r. na "
            "terenie powiatu prowadzona będzie akcja szczepienia lisów wolno żyjących przeciwko wściekliźnie. "
            "Szczepionka w postaci przynęt zostanie zrzucona z samolotów oraz wyłożona ręcznie. Przynęty mają kształt "
            "brązowych kostek o wymiarach ok. 4 × 4 cm. Prosimy nie dotykać przynęt i nie podnosić ich. W okresie "
            "akcji oraz przez 14 dni po jej zakończeniu psy i koty nie powinny przebywać bez opieki. Kontakt "
            "człowieka z płynną szczepionką prawdopodobnie nie stanowi zagrożenia, jednak w takim przypadku należy "
            "umyć ręce i skonsultować się z lekarzem. Wścieklizna jest chorobą śmiertelną dla ludzi i zwierząt."
        ),
        good=[
            Good(
                "preserve",
                "Uwaga, mieszkańcy powiatu! Od 6 do 19 października 2025 r. Powiatowy Lekarz Weterynarii w Białej "
                "Podlaskiej przeprowadzi akcję szczepienia wolno żyjących lisów przeciw wściekliźnie. Przynęty ze "
                "szczepionką będą zrzucane z samolotów i wykładane ręcznie – to brązowe kostki mające około 4 × 4 cm. "
                "Prosimy, nie dotykaj ich i nie podnoś. Podczas akcji i przez 14 dni po jej zakończeniu psy i koty nie "
                "powinny przebywać bez opieki. Kontakt z płynną szczepionką prawdopodobnie nie jest groźny dla "
                "człowieka, ale jeśli do niego dojdzie, należy umyć ręce i skonsultować się z lekarzem. Pamiętaj: "
                "wścieklizna jest śmiertelna dla ludzi i zwierząt.",
            ),
            Good(
                "preserve",
                "Powiatowy Lekarz Weterynarii w Białej Podlaskiej informuje, że między 6 a 19 października 2025 r. na "
                "obszarze powiatu zostanie przeprowadzone szczepienie wolno żyjących lisów przeciwko wściekliźnie – "
                "chorobie śmiertelnej zarówno dla ludzi, jak i dla zwierząt. Szczepionka w formie przynęt (brązowych "
                "kostek o wymiarach ok. 4 × 4 cm) zostanie zrzucona z samolotów i wyłożona ręcznie. Prosimy nie "
                "dotykać przynęt ani ich nie podnosić. Przez cały czas trwania akcji i 14 dni po jej zakończeniu psy "
                "i koty nie powinny pozostawać bez opieki. Kontakt człowieka z płynną szczepionką prawdopodobnie nie "
                "stwarza zagrożenia; mimo to w razie takiego kontaktu należy umyć ręce i zasięgnąć porady lekarza.",
            ),
            Good(
                "en",
                "Announcement by the District Veterinary Officer in Biała Podlaska. From 6 to 19 October 2025, wild "
                "foxes across the district will be vaccinated against rabies. The vaccine, in the form of baits, will "
                "be dropped from aircraft and laid out by hand. The baits are brown cubes measuring about 4 × 4 cm. "
                "Please do not touch or pick them up. During the campaign and for 14 days after it ends, dogs and cats "
                "should not be left unattended. Human contact with the liquid vaccine is probably not dangerous, but "
                "if it happens, you should wash your hands and consult a doctor. Rabies is fatal to humans and animals.",
            ),
        ],
        bad=[
            Slip(
                0, [("przez 14 dni po jej zakończeniu", "przez 7 dni po jej zakończeniu")], "date"
            ),
            Slip(
                1,
                [("prawdopodobnie nie stwarza zagrożenia", "prawdopodobnie stwarza zagrożenie")],
                "negation",
            ),
            Slip(2, [("is probably not dangerous", "is not dangerous")], "hedge"),
        ],
    ),
    Case(
        key="pl-amateur-radio-operator-exam-rules",
        source=(
            "Egzaminy na świadectwo operatora urządzeń radiowych w służbie amatorskiej przeprowadza komisja "
            "egzaminacyjna powołana przez Prezesa UKE. Wniosek o dopuszczenie do egzaminu należy złożyć co najmniej "
            "14 dni przed wybranym terminem sesji, elektronicznie przez https://egzaminy.uke.gov.pl lub listownie. "
            "Opłata za egzamin na świadectwo kategorii A wynosi 100 zł, a dla osób do 18. roku życia i studentów "
            "50 zł. Egzamin składa się z części pisemnej (test z 20 pytań z przepisów i 20 z wiedzy technicznej) "
            "oraz sprawdzianu z procedur operatorskich. Aby zdać część pisemną, trzeba udzielić co najmniej 75% "
            "poprawnych odpowiedzi w każdym bloku. Podczas testu nie można korzystać z kalkulatorów programowalnych "
            "ani telefonów."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz zdobyć świadectwo operatora w służbie amatorskiej? Oto zasady egzaminu:\n"
                "- Egzamin przeprowadza komisja egzaminacyjna powołana przez Prezesa UKE.\n"
                "- Wniosek o dopuszczenie musisz złożyć najpóźniej 14 dni przed wybraną sesją – przez "
                "https://egzaminy.uke.gov.pl albo pocztą.\n"
                "- Egzamin na kategorię A kosztuje 100 zł; osoby do 18. roku życia i studenci płacą 50 zł.\n"
                "- Część pisemna to test: 20 pytań z przepisów i 20 z wiedzy technicznej. Do tego dochodzi sprawdzian "
                "z procedur operatorskich.\n"
                "- Żeby zaliczyć część pisemną, potrzebujesz co najmniej 75% poprawnych odpowiedzi w każdym bloku.\n"
                "- W trakcie testu nie wolno korzystać z programowalnych kalkulatorów ani z telefonów.",
            ),
            Good(
                "preserve",
                "Egzaminy na świadectwo operatora urządzeń radiowych w służbie amatorskiej prowadzi komisja powołana "
                "przez Prezesa UKE. Egzamin obejmuje część pisemną – test złożony z 20 pytań dotyczących przepisów "
                "i 20 pytań z wiedzy technicznej – oraz sprawdzian z procedur operatorskich; zaliczenie testu wymaga "
                "uzyskania minimum 75% prawidłowych odpowiedzi w każdym z bloków. W czasie testu zabronione jest "
                "używanie telefonów oraz kalkulatorów programowalnych. Wniosek o dopuszczenie do egzaminu należy "
                "złożyć elektronicznie (https://egzaminy.uke.gov.pl) lub pocztą, nie później niż 14 dni przed "
                "terminem sesji. Opłata za egzamin na kategorię A to 100 zł; osoby do 18. roku życia oraz studenci "
                "płacą 50 zł.",
            ),
            Good(
                "en",
                "Exams for the amateur radio operator certificate are conducted by an examination board appointed by "
                "the President of UKE. Applications for admission must be submitted at least 14 days before the chosen "
                "session, either online at https://egzaminy.uke.gov.pl or by post. The fee for the category A exam is "
                "PLN 100, or PLN 50 for people up to 18 years of age and for students. The exam consists of a written "
                "part (a test with 20 questions on regulations and 20 on technical knowledge) and a test of operating "
                "procedures. To pass the written part, you need at least 75% correct answers in each section. "
                "Programmable calculators and phones may not be used during the test.",
            ),
        ],
        bad=[
            Slip(0, [("musisz złożyć", "warto złożyć")], "modality"),
            Slip(1, [("minimum 75%", "minimum 70%")], "number"),
            Slip(
                2,
                [("online at https://egzaminy.uke.gov.pl", "online at https://egzamin.uke.gov.pl")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-climbing-gym-participant-waiver-grota",
        source=(
            "Oświadczenie uczestnika – Centrum Wspinaczkowe „Grota”. Oświadczam, że zapoznałem się z regulaminem "
            "ścianki i zobowiązuję się go przestrzegać. Przyjmuję do wiadomości, że wspinaczka jest sportem "
            "podwyższonego ryzyka, a upadek może spowodować poważne obrażenia. Osoby bez aktualnej karty wspinacza "
            "nie mogą samodzielnie asekurować innych wspinaczy i muszą korzystać z pomocy instruktora. Dzieci "
            "poniżej 13 lat mogą wspinać się wyłącznie pod opieką dorosłego, który podpisuje oświadczenie w ich "
            "imieniu. Na strefie boulderowej nie wolno przebywać pod wspinającą się osobą. Obsługa ma prawo "
            "wyprosić z obiektu osobę, która nie stosuje się do poleceń. Oświadczenie jest ważne 12 miesięcy od "
            "dnia podpisania."
        ),
        good=[
            Good(
                "preserve",
                "Podpisując to oświadczenie w Centrum Wspinaczkowym „Grota”, potwierdzasz, że znasz regulamin ścianki "
                "i zobowiązujesz się go przestrzegać. Przyjmujesz też do wiadomości, że wspinaczka to sport "
                "podwyższonego ryzyka i że upadek może skończyć się poważnymi obrażeniami. Jeśli nie masz aktualnej "
                "karty wspinacza, nie możesz sam asekurować innych i musisz korzystać z pomocy instruktora. Dzieci "
                "poniżej 13 lat mogą się wspinać tylko pod opieką dorosłego, który podpisuje oświadczenie w ich "
                "imieniu. W strefie boulderowej nie wolno stać pod osobą, która się wspina. Obsługa może wyprosić "
                "z obiektu każdego, kto nie stosuje się do poleceń. Oświadczenie zachowuje ważność przez 12 miesięcy "
                "od dnia podpisania.",
            ),
            Good(
                "preserve",
                "Oświadczenie uczestnika (Centrum Wspinaczkowe „Grota”)\n\n"
                "Niniejszym oświadczam, że:\n"
                "1. zapoznałem się z regulaminem ścianki i zobowiązuję się do jego przestrzegania;\n"
                "2. przyjmuję do wiadomości, że wspinaczka należy do sportów podwyższonego ryzyka, a upadek może "
                "skutkować poważnymi obrażeniami;\n"
                "3. wiem, że bez aktualnej karty wspinacza nie mogę samodzielnie asekurować innych wspinaczy i mam "
                "obowiązek korzystać z pomocy instruktora;\n"
                "4. wiem, że dzieci poniżej 13 lat mogą się wspinać wyłącznie pod opieką osoby dorosłej, która "
                "podpisuje oświadczenie w ich imieniu;\n"
                "5. wiem, że w strefie boulderowej nie wolno przebywać pod osobą, która się wspina;\n"
                "6. przyjmuję do wiadomości, że obsługa ma prawo wyprosić z obiektu osobę niestosującą się do poleceń.\n\n"
                "Oświadczenie jest ważne przez 12 miesięcy od daty podpisania.",
            ),
            Good(
                "en",
                "Participant's declaration – “Grota” Climbing Centre. I declare that I have read the climbing wall rules "
                "and undertake to follow them. I acknowledge that climbing is a high-risk sport and that a fall may "
                "cause serious injury. People without a valid climber's card may not belay other climbers on their own "
                "and must use the help of an instructor. Children under 13 may climb only under the supervision of an "
                "adult, who signs the declaration on their behalf. In the bouldering area, you must not stand "
                "underneath someone who is climbing. Staff have the right to ask anyone who does not follow "
                "instructions to leave the premises. This declaration is valid for 12 months from the date of signing.",
            ),
        ],
        bad=[
            Slip(0, [("nie wolno stać pod osobą", "wolno stać pod osobą")], "negation"),
            Slip(1, [("mam obowiązek korzystać", "powinienem korzystać")], "modality"),
            Slip(
                2,
                [
                    (
                        "to leave the premises.",
                        "to leave the premises, without a refund of the entry fee.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-city-bike-share-fees-lublin",
        source=(
            "## Opłaty w systemie Rower Miejski Lublin\n\n"
            "- Pierwsze **20 minut** każdego wypożyczenia jest bezpłatne.\n"
            "- Każda kolejna rozpoczęta minuta kosztuje **0,20 zł**.\n"
            "- Rower elektryczny: 0,40 zł za minutę, bez darmowych minut.\n\n"
            "Aby wypożyczyć rower, należy założyć konto w aplikacji i zasilić je kwotą co najmniej 10 zł. Rower "
            "trzeba zwrócić na stacji; pozostawienie go poza stacją wiąże się z opłatą 20 zł. Maksymalny czas "
            "jednorazowego wypożyczenia wynosi 12 godzin. Z systemu mogą korzystać osoby, które ukończyły 13 lat, "
            "a niepełnoletni potrzebują zgody rodzica. Pełny regulamin: "
            "[regulamin systemu](https://rowermiejski.lublin.eu/regulamin)."
        ),
        good=[
            Good(
                "preserve",
                "## Ile kosztuje Rower Miejski Lublin?\n\n"
                "- **20 minut** na początku każdego wypożyczenia nic nie kosztuje.\n"
                "- Za każdą następną rozpoczętą minutę płacisz **0,20 zł**.\n"
                "- Rower elektryczny kosztuje 0,40 zł za minutę i nie ma dla niego darmowych minut.\n\n"
                "Żeby wypożyczyć rower, musisz założyć konto w aplikacji i zasilić je kwotą minimum 10 zł. Rower "
                "trzeba oddać na stacji – jeśli zostawisz go poza nią, zapłacisz 20 zł. Jedno wypożyczenie może trwać "
                "maksymalnie 12 godzin. Z systemu mogą korzystać osoby, które skończyły 13 lat; niepełnoletni "
                "potrzebują zgody rodzica. Szczegóły znajdziesz w "
                "[regulaminie systemu](https://rowermiejski.lublin.eu/regulamin).",
            ),
            Good(
                "preserve",
                "## Cennik systemu Rower Miejski Lublin\n\n"
                "- Każde wypożyczenie zaczyna się od **20 minut** bez opłat.\n"
                "- Za każdą następną rozpoczętą minutę naliczane jest **0,20 zł**.\n"
                "- Rowery elektryczne: 0,40 zł za minutę, bez bezpłatnych minut.\n\n"
                "Warunkiem wypożyczenia jest założenie konta w aplikacji i doładowanie go kwotą nie mniejszą niż "
                "10 zł. Rower należy zwrócić na stacji, a za pozostawienie go poza stacją pobierana jest opłata 20 zł. "
                "Jednorazowe wypożyczenie może trwać najwyżej 12 godzin. Korzystać z systemu mogą osoby, które "
                "ukończyły 13 lat, przy czym niepełnoletni potrzebują zgody rodzica. Pełny tekst: "
                "[regulamin systemu](https://rowermiejski.lublin.eu/regulamin).",
            ),
            Good(
                "en",
                "## Rower Miejski Lublin: fees\n\n"
                "- The first **20 minutes** of every rental are free.\n"
                "- Each additional minute or part of a minute costs **PLN 0.20**.\n"
                "- E-bikes: PLN 0.40 per minute, with no free minutes.\n\n"
                "To rent a bike, you must create an account in the app and top it up with at least PLN 10. Bikes must "
                "be returned to a station; leaving one outside a station incurs a PLN 20 fee. A single rental can last "
                "no longer than 12 hours. The system may be used by anyone aged 13 or over, and minors need a parent's "
                "consent. Full terms: [system rules](https://rowermiejski.lublin.eu/regulamin).",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "## Ile kosztuje Rower Miejski Lublin?\n\n",
                        "Ile kosztuje Rower Miejski Lublin?\n\n",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("nie mniejszą niż 10 zł", "nie mniejszą niż 20 zł")], "number"),
            Slip(2, [("Bikes must be returned", "Bikes should be returned")], "modality"),
        ],
    ),
    Case(
        key="pl-wastewater-plant-annual-effluent-report",
        source=(
            "W 2024 r. oczyszczalnia ścieków w Nowym Targu przyjęła 4,2 mln m³ ścieków, o 3% mniej niż rok "
            "wcześniej. Średnie stężenie azotu ogólnego w odpływie wyniosło 9,8 mg/l, a fosforu ogólnego 0,7 mg/l, "
            "co mieści się w limitach pozwolenia wodnoprawnego. Spadek ilości ścieków wynikał prawdopodobnie "
            "z mniejszych opadów w okresie letnim. Według analizy Kowalczyka i Nowak (2023), opublikowanej "
            "w „Gazie, Wodzie i Technice Sanitarnej”, podobne zakłady osiągają redukcję fosforu rzędu 90–95%. "
            "Z osadów wytworzono około 410 MWh energii elektrycznej w biogazowni, co pokryło szacunkowo 55% "
            "zapotrzebowania zakładu. Modernizacja ciągu osadowego zaplanowana jest na lata 2026–2027."
        ),
        good=[
            Good(
                "preserve",
                "Oczyszczalnia ścieków w Nowym Targu – podsumowanie 2024 r.:\n"
                "- przyjęto 4,2 mln m³ ścieków, czyli o 3% mniej niż w 2023 r.; przyczyną były prawdopodobnie "
                "mniejsze opady latem;\n"
                "- średnie stężenia w odpływie: azot ogólny 9,8 mg/l, fosfor ogólny 0,7 mg/l – w granicach limitów "
                "pozwolenia wodnoprawnego;\n"
                "- biogazownia wytworzyła z osadów około 410 MWh energii elektrycznej, co szacunkowo pokryło 55% "
                "potrzeb zakładu;\n"
                "- modernizację ciągu osadowego zaplanowano na lata 2026–2027.\n"
                "Dla porównania: jak wynika z analizy Kowalczyka i Nowak (2023) opublikowanej w „Gazie, Wodzie "
                "i Technice Sanitarnej”, podobne zakłady osiągają redukcję fosforu rzędu 90–95%.",
            ),
            Good(
                "preserve",
                "Oczyszczalnia w Nowym Targu przyjęła w 2024 r. 4,2 mln m³ ścieków – o 3% mniej niż w roku "
                "poprzednim, prawdopodobnie z powodu mniejszych opadów latem. Odpływ zawierał średnio 9,8 mg/l azotu "
                "ogólnego i 0,7 mg/l fosforu ogólnego, a więc mieścił się w limitach określonych w pozwoleniu "
                "wodnoprawnym. Biogazownia zakładu wytworzyła z osadów ok. 410 MWh prądu, pokrywając według szacunków "
                "55% jego zapotrzebowania. Na lata 2026–2027 zaplanowano modernizację ciągu osadowego. Kowalczyk "
                "i Nowak (2023) w analizie opublikowanej w „Gazie, Wodzie i Technice Sanitarnej” wskazują, że "
                "w podobnych zakładach redukcja fosforu wynosi rzędu 90–95%.",
            ),
            Good(
                "en",
                "In 2024 the wastewater treatment plant in Nowy Targ received 4.2 million m³ of wastewater, 3% less "
                "than the year before. The average concentration of total nitrogen in the effluent was 9.8 mg/l and "
                "that of total phosphorus 0.7 mg/l, within the limits of the water permit. The drop in wastewater "
                "volume was probably due to lower rainfall in the summer. According to an analysis by Kowalczyk and "
                "Nowak (2023), published in Gaz, Woda i Technika Sanitarna, similar plants achieve phosphorus removal "
                "of around 90–95%. The biogas plant generated about 410 MWh of electricity from sludge, covering an "
                "estimated 55% of the plant's demand. Modernisation of the sludge line is planned for 2026–2027.",
            ),
        ],
        bad=[
            Slip(
                0, [("przyczyną były prawdopodobnie mniejsze", "przyczyną były mniejsze")], "hedge"
            ),
            Slip(1, [("Kowalczyk i Nowak (2023)", "Kowalczyk i Nowak (2021)")], "citation"),
            Slip(2, [("was 9.8 mg/l", "was 8.9 mg/l")], "number"),
        ],
    ),
    Case(
        key="pl-readme-incremental-backup-cli-tool",
        source=(
            "# kopia-cli\n\n"
            "Narzędzie do przyrostowych kopii zapasowych katalogów na serwerach z Linuksem. Wymaga Pythona 3.10 "
            "lub nowszego.\n\n"
            "## Instalacja\n\n"
            "```bash\npip install kopia-cli==2.3.1\n```\n\n"
            "## Użycie\n\n"
            "Pierwszą kopię utworzysz poleceniem `kopia init --cel /mnt/backup`. Kolejne uruchomienia `kopia run` "
            "zapisują tylko zmienione pliki. Konfiguracja znajduje się w pliku `~/.config/kopia/config.toml`; klucz "
            "`retencja_dni` określa, ile dni przechowywane są stare wersje (domyślnie 30).\n\n"
            "> Uwaga: narzędzie nie szyfruje kopii. Nie przechowuj ich na publicznych dyskach sieciowych bez "
            "dodatkowego zabezpieczenia."
        ),
        good=[
            Good(
                "preserve",
                "# kopia-cli\n\n"
                "kopia-cli tworzy przyrostowe kopie zapasowe katalogów na serwerach linuksowych. Potrzebny jest Python "
                "w wersji 3.10 lub nowszej.\n\n"
                "## Instalacja\n\n"
                "```bash\npip install kopia-cli==2.3.1\n```\n\n"
                "## Użycie\n\n"
                "Aby utworzyć pierwszą kopię, uruchom `kopia init --cel /mnt/backup`. Przy każdym kolejnym wywołaniu "
                "`kopia run` zapisywane są wyłącznie pliki, które się zmieniły. Ustawienia znajdują się w "
                "`~/.config/kopia/config.toml`, gdzie klucz `retencja_dni` decyduje o tym, przez ile dni zachowywane "
                "są stare wersje (wartość domyślna: 30).\n\n"
                "> Uwaga: kopie nie są szyfrowane. Nie trzymaj ich na publicznych dyskach sieciowych bez dodatkowego "
                "zabezpieczenia.",
            ),
            Good(
                "preserve",
                "# kopia-cli\n\n"
                "Przyrostowe kopie zapasowe katalogów na serwerach z Linuksem. Wymagania: Python 3.10 lub nowszy.\n\n"
                "## Instalacja\n\n"
                "```bash\npip install kopia-cli==2.3.1\n```\n\n"
                "## Użycie\n\n"
                "- Pierwsza kopia: `kopia init --cel /mnt/backup`.\n"
                "- Kolejne kopie: `kopia run` (zapisuje tylko zmienione pliki).\n"
                "- Konfiguracja: `~/.config/kopia/config.toml`; klucz `retencja_dni` ustala, ile dni trzymane są stare "
                "wersje (domyślnie 30).\n\n"
                "> Uwaga: narzędzie nie szyfruje kopii, więc nie przechowuj ich na publicznych dyskach sieciowych bez "
                "dodatkowego zabezpieczenia.",
            ),
            Good(
                "en",
                "# kopia-cli\n\n"
                "A tool for incremental backups of directories on Linux servers. Requires Python 3.10 or newer.\n\n"
                "## Installation\n\n"
                "```bash\npip install kopia-cli==2.3.1\n```\n\n"
                "## Usage\n\n"
                "Create the first backup with `kopia init --cel /mnt/backup`. Subsequent runs of `kopia run` save only "
                "the files that have changed. The configuration lives in `~/.config/kopia/config.toml`; the "
                "`retencja_dni` key sets how many days old versions are kept (30 by default).\n\n"
                "> Note: the tool does not encrypt backups. Do not store them on public network drives without "
                "additional protection.",
            ),
        ],
        bad=[
            Slip(
                0, [("`kopia init --cel /mnt/backup`", "`kopia init --target /mnt/backup`")], "code"
            ),
            Slip(
                1,
                [("```bash\npip install kopia-cli==2.3.1\n```", "pip install kopia-cli==2.3.1")],
                "markdown",
            ),
            Slip(
                2, [("the tool does not encrypt backups", "the tool encrypts backups")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-university-library-loan-rules-change",
        source=(
            "Biblioteka Uniwersytecka informuje, że od 1 października 2025 r. zmieniają się zasady wypożyczeń. "
            "Studenci mogą wypożyczyć jednocześnie do 10 książek na okres 30 dni, a pracownicy naukowi do "
            "25 książek na 90 dni. Wypożyczenie można prolongować dwukrotnie przez konto czytelnika w katalogu "
            "https://katalog.bu.edu.pl, o ile na książkę nie czeka inny czytelnik. Za każdy dzień zwłoki naliczana "
            "jest opłata 0,50 zł. Czytelnik musi zwrócić wszystkie książki przed uzyskaniem obiegówki. Księgozbiór "
            "podręczny jest dostępny wyłącznie na miejscu w czytelni. W okresie sesji, od 26 stycznia do 15 lutego "
            "2026 r., wypożyczalnia będzie czynna także w soboty w godz. 9:00–15:00."
        ),
        good=[
            Good(
                "preserve",
                "Od 1 października 2025 r. w Bibliotece Uniwersyteckiej obowiązują nowe zasady wypożyczeń:\n"
                "• Jako student możesz mieć jednocześnie do 10 książek, każdą na 30 dni; pracownicy naukowi – do "
                "25 książek na 90 dni.\n"
                "• Termin zwrotu możesz przedłużyć dwa razy na swoim koncie w katalogu https://katalog.bu.edu.pl, "
                "jeśli nikt inny nie czeka na daną książkę.\n"
                "• Za każdy dzień spóźnienia zapłacisz 0,50 zł.\n"
                "• Zanim dostaniesz obiegówkę, musisz oddać wszystkie książki.\n"
                "• Z księgozbioru podręcznego skorzystasz tylko na miejscu, w czytelni.\n"
                "• Podczas sesji, od 26 stycznia do 15 lutego 2026 r., wypożyczalnia będzie otwarta również "
                "w soboty, w godz. 9:00–15:00.",
            ),
            Good(
                "preserve",
                "Z dniem 1 października 2025 r. Biblioteka Uniwersytecka wprowadza nowe zasady wypożyczeń. Studenci "
                "mogą mieć wypożyczonych jednocześnie maksymalnie 10 książek na 30 dni, a pracownicy naukowi "
                "25 książek na 90 dni. Okres wypożyczenia może zostać przedłużony dwukrotnie za pośrednictwem konta "
                "czytelnika w katalogu https://katalog.bu.edu.pl, pod warunkiem że na książkę nie oczekuje inny "
                "czytelnik. Opłata za przetrzymanie wynosi 0,50 zł za każdy dzień. Przed uzyskaniem obiegówki "
                "czytelnik musi zwrócić wszystkie książki. Księgozbiór podręczny udostępniany jest wyłącznie na "
                "miejscu, w czytelni. W czasie sesji (26 stycznia – 15 lutego 2026 r.) wypożyczalnia będzie czynna "
                "dodatkowo w soboty od 9:00 do 15:00.",
            ),
            Good(
                "en",
                "The University Library announces that its lending rules will change from 1 October 2025. Students "
                "may borrow up to 10 books at a time for 30 days, and academic staff up to 25 books for 90 days. A loan "
                "can be renewed twice through the reader's account in the catalogue at https://katalog.bu.edu.pl, "
                "provided no other reader is waiting for the book. A fee of PLN 0.50 is charged for each day of delay. "
                "Readers must return all books before they can get their clearance form. The reference collection is "
                "available only on site in the reading room. During the exam session, from 26 January to 15 February "
                "2026, the lending desk will also be open on Saturdays from 9 a.m. to 3 p.m.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("musisz oddać wszystkie książki", "powinieneś oddać wszystkie książki")],
                "modality",
            ),
            Slip(1, [("15 lutego 2026 r.", "15 marca 2026 r.")], "date"),
            Slip(2, [("https://katalog.bu.edu.pl", "https://katalog.bu.pl")], "url"),
        ],
    ),
    Case(
        key="pl-pm25-heating-season-study-summary",
        source=(
            "Zespół z Instytutu Ochrony Środowiska opublikował w czasopiśmie „Atmospheric Environment” (2024, "
            "t. 318, art. 120251) wyniki pomiarów pyłu PM2,5 w 12 miastach południowej Polski. W sezonie grzewczym "
            "średnie stężenie wynosiło 38 µg/m³, czyli ponad siedmiokrotnie więcej niż zalecany przez WHO poziom "
            "5 µg/m³ dla średniej rocznej. Autorzy szacują, że za około 60% emisji odpowiadają przestarzałe kotły "
            "na paliwa stałe. Ich zdaniem wymiana kotłów mogłaby obniżyć stężenia zimą nawet o jedną trzecią, choć "
            "zastrzegają, że wynik zależy od warunków meteorologicznych. Badanie nie obejmowało pomiarów w strefach "
            "podmiejskich, dlatego jego wnioski mogą nie dotyczyć mniejszych miejscowości."
        ),
        good=[
            Good(
                "preserve",
                "Naukowcy z Instytutu Ochrony Środowiska zmierzyli stężenie pyłu PM2,5 w 12 miastach na południu "
                "Polski, a wyniki opublikowali w „Atmospheric Environment” (2024, t. 318, art. 120251). W sezonie "
                "grzewczym notowano średnio 38 µg/m³ – ponad siedem razy więcej, niż wynosi zalecany przez WHO poziom "
                "5 µg/m³ dla średniej rocznej. Według szacunków autorów około 60% emisji pochodzi z przestarzałych "
                "kotłów na paliwa stałe. Wymiana tych urządzeń mogłaby ich zdaniem zmniejszyć zimowe stężenia nawet "
                "o jedną trzecią, choć zaznaczają, że efekt zależy od warunków pogodowych. Pomiary nie objęły stref "
                "podmiejskich, więc wnioski mogą nie odnosić się do mniejszych miejscowości.",
            ),
            Good(
                "preserve",
                "Zespół Instytutu Ochrony Środowiska zbadał poziom pyłu PM2,5 w 12 miastach południowej Polski; wyniki "
                "ukazały się w „Atmospheric Environment” (2024, t. 318, art. 120251). W sezonie grzewczym średnie "
                "stężenie sięgało 38 µg/m³, a więc ponad siedmiokrotnie przekraczało zalecany przez WHO poziom "
                "5 µg/m³ dla średniej rocznej. Autorzy szacują, że przestarzałe kotły na paliwa stałe odpowiadają za "
                "około 60% emisji, a ich wymiana mogłaby obniżyć zimowe stężenia nawet o jedną trzecią – "
                "z zastrzeżeniem, że zależy to od warunków meteorologicznych. Ponieważ badanie nie obejmowało "
                "pomiarów w strefach podmiejskich, jego wnioski mogą nie dotyczyć mniejszych miejscowości.",
            ),
            Good(
                "en",
                "A team from the Institute of Environmental Protection has published the results of PM2.5 measurements "
                "in 12 cities in southern Poland in Atmospheric Environment (2024, vol. 318, art. 120251). During the "
                "heating season, the average concentration was 38 µg/m³, more than seven times the WHO-recommended "
                "level of 5 µg/m³ for the annual mean. The authors estimate that about 60% of emissions come from "
                "outdated solid-fuel boilers. In their view, replacing the boilers could reduce winter concentrations "
                "by as much as a third, although they caution that the result depends on weather conditions. The "
                "study did not include measurements in suburban areas, so its conclusions may not apply to smaller towns.",
            ),
        ],
        bad=[
            Slip(0, [("t. 318, art. 120251", "t. 318, art. 120521")], "citation"),
            Slip(
                1,
                [
                    (
                        "mogłaby obniżyć zimowe stężenia nawet o jedną trzecią",
                        "obniży zimowe stężenia o jedną trzecią",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "A team from the Institute of Environmental Protection has",
                        "A team from the Institute of Environmental Protection, funded by the National Science Centre, has",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ibuprofen-tablets-leaflet-dosage",
        source=(
            "Dorośli i młodzież powyżej 12 lat: 1–2 tabletki (200–400 mg) co 4–6 godzin, w razie potrzeby. Nie "
            "należy przyjmować więcej niż 6 tabletek (1200 mg) na dobę. Lek należy przyjmować po posiłku, popijając "
            "wodą. Nie stosować dłużej niż 3 dni w przypadku gorączki i 5 dni w przypadku bólu bez konsultacji "
            "z lekarzem. Osoby z chorobą wrzodową żołądka nie powinny przyjmować leku. Lek może powodować zawroty "
            "głowy, dlatego po jego zażyciu nie zaleca się prowadzenia pojazdów. Kobiety w ciąży mogą stosować lek "
            "tylko po konsultacji z lekarzem, a w III trymestrze ciąży nie wolno go przyjmować."
        ),
        good=[
            Good(
                "preserve",
                "Jak stosować lek:\n"
                "- Dorośli i młodzież powyżej 12 lat przyjmują w razie potrzeby 1–2 tabletki (200–400 mg) co 4–6 godzin.\n"
                "- Nie należy przekraczać dawki 6 tabletek (1200 mg) na dobę.\n"
                "- Lek należy przyjmować po jedzeniu i popijać wodą.\n"
                "- Bez konsultacji z lekarzem nie stosuj leku dłużej niż 3 dni przy gorączce i 5 dni przy bólu.\n"
                "- Leku nie powinny przyjmować osoby z chorobą wrzodową żołądka.\n"
                "- Lek może wywoływać zawroty głowy, więc po jego przyjęciu nie zaleca się prowadzenia pojazdów.\n"
                "- Kobiety w ciąży mogą stosować lek wyłącznie po konsultacji z lekarzem, a w III trymestrze nie "
                "wolno go przyjmować.",
            ),
            Good(
                "preserve",
                "Jeśli masz powyżej 12 lat, w razie potrzeby przyjmuj 1–2 tabletki (200–400 mg) co 4–6 godzin, nie "
                "przekraczając 6 tabletek (1200 mg) na dobę. Tabletki należy zażywać po posiłku i popijać wodą. Bez "
                "porady lekarza nie stosuj leku dłużej niż 3 dni, jeśli masz gorączkę, ani dłużej niż 5 dni, jeśli "
                "odczuwasz ból. Osoby chorujące na chorobę wrzodową żołądka nie powinny przyjmować tego leku. Ponieważ "
                "lek może powodować zawroty głowy, po jego zażyciu nie zaleca się prowadzenia pojazdów. Kobiety "
                "w ciąży mogą go stosować tylko po konsultacji z lekarzem, a w III trymestrze nie wolno go przyjmować.",
            ),
            Good(
                "en",
                "Adults and adolescents over 12 years: 1–2 tablets (200–400 mg) every 4–6 hours as needed. Do not take "
                "more than 6 tablets (1200 mg) in 24 hours. Take the medicine after a meal with water. Do not use for "
                "more than 3 days for fever or 5 days for pain without consulting a doctor. People with stomach ulcer "
                "disease should not take this medicine. The medicine may cause dizziness, so driving is not "
                "recommended after taking it. Pregnant women may use the medicine only after consulting a doctor, and "
                "it must not be taken in the third trimester of pregnancy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Lek należy przyjmować po jedzeniu", "Lek najlepiej przyjmować po jedzeniu")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "w III trymestrze nie wolno go przyjmować",
                        "w III trymestrze wolno go przyjmować",
                    )
                ],
                "negation",
            ),
            Slip(
                2, [("The medicine may cause dizziness", "The medicine causes dizziness")], "hedge"
            ),
        ],
    ),
    Case(
        key="pl-housing-community-annual-owners-meeting",
        source=(
            "Zarząd Wspólnoty Mieszkaniowej „Słoneczna 14” zwołuje coroczne zebranie właścicieli lokali na środę "
            "25 marca 2026 r. o godz. 18:00 w świetlicy osiedlowej przy ul. Słonecznej 10. Porządek obrad obejmuje "
            "przyjęcie sprawozdania finansowego za 2025 r., uchwalenie planu gospodarczego na 2026 r. oraz "
            "głosowanie nad podwyższeniem zaliczki na fundusz remontowy z 2,10 zł do 2,60 zł za m² powierzchni "
            "lokalu. Zgodnie z art. 23 ust. 2 ustawy o własności lokali uchwały zapadają większością głosów "
            "właścicieli, liczoną według wielkości udziałów. Właściciele, którzy nie mogą uczestniczyć w zebraniu, "
            "mogą udzielić pisemnego pełnomocnictwa. Projekty uchwał są dostępne do wglądu w biurze administratora."
        ),
        good=[
            Good(
                "preserve",
                "Zebranie roczne właścicieli lokali – Wspólnota Mieszkaniowa „Słoneczna 14”\n\n"
                "Kiedy: środa, 25 marca 2026 r., godz. 18:00\n"
                "Gdzie: świetlica osiedlowa, ul. Słoneczna 10\n\n"
                "Porządek obrad:\n"
                "1. Przyjęcie sprawozdania finansowego za 2025 r.\n"
                "2. Uchwalenie planu gospodarczego na 2026 r.\n"
                "3. Głosowanie nad podniesieniem zaliczki na fundusz remontowy z 2,10 zł do 2,60 zł za m² "
                "powierzchni lokalu.\n\n"
                "Uchwały zapadają większością głosów właścicieli liczoną według wielkości udziałów (art. 23 ust. 2 "
                "ustawy o własności lokali). Jeśli nie możesz przyjść, możesz udzielić pisemnego pełnomocnictwa. "
                "Projekty uchwał można przejrzeć w biurze administratora.",
            ),
            Good(
                "preserve",
                "Szanowni Państwo, Zarząd Wspólnoty Mieszkaniowej „Słoneczna 14” zaprasza na coroczne zebranie "
                "właścicieli lokali, które odbędzie się w środę, 25 marca 2026 r., o godzinie 18:00 w świetlicy "
                "osiedlowej (ul. Słoneczna 10). W porządku obrad znajdą się: przyjęcie sprawozdania finansowego za "
                "2025 r., uchwalenie planu gospodarczego na 2026 r. oraz głosowanie nad zwiększeniem zaliczki na "
                "fundusz remontowy z 2,10 zł do 2,60 zł/m² powierzchni lokalu. Z projektami uchwał można zapoznać się "
                "w biurze administratora. Osoby, które nie mogą być obecne, mogą udzielić pisemnego pełnomocnictwa. "
                "Przypominamy, że zgodnie z art. 23 ust. 2 ustawy o własności lokali uchwały zapadają większością "
                "głosów właścicieli liczoną według wielkości udziałów.",
            ),
            Good(
                "en",
                "The Board of the “Słoneczna 14” Housing Community is calling the annual meeting of unit owners on "
                "Wednesday, 25 March 2026, at 6 p.m. in the estate community room at ul. Słoneczna 10. The agenda "
                "includes approval of the financial statement for 2025, adoption of the management plan for 2026 and "
                "a vote on raising the advance payment to the repair fund from PLN 2.10 to PLN 2.60 per m² of floor "
                "area. Under Article 23(2) of the Act on the Ownership of Premises, resolutions are adopted by a "
                "majority of owners' votes, counted according to the size of their shares. Owners who cannot attend "
                "may grant a written power of attorney. Draft resolutions are available for inspection at the "
                "property manager's office.",
            ),
        ],
        bad=[
            Slip(0, [("art. 23 ust. 2", "art. 22 ust. 2")], "legal_reference"),
            Slip(1, [("2,60 zł/m²", "2,80 zł/m²")], "number"),
            Slip(2, [("at 6 p.m.", "at 8 p.m.")], "date"),
        ],
    ),
    Case(
        key="pl-production-deployment-runbook-gitlab-tags",
        source=(
            "### Wdrożenie na produkcję\n\n"
            "1. Przed wdrożeniem upewnij się, że wszystkie testy przechodzą: `make test`.\n"
            "2. Utwórz tag wersji, np. `git tag v4.12.0`, i wypchnij go poleceniem `git push origin --tags`.\n"
            "3. Pipeline w GitLab CI zbuduje obraz i opublikuje go w rejestrze `registry.firma.local/api`.\n\n"
            "Wdrożenia w piątki po 14:00 są niedozwolone. Każde wdrożenie musi zatwierdzić co najmniej jedna osoba "
            "z zespołu SRE. Zmiany w schemacie bazy danych należy wdrażać osobno, z flagą `--migrate-only`. W razie "
            "problemów można wykonać rollback poleceniem `deploy rollback --to poprzednia`; powinien on zająć nie "
            "więcej niż 5 minut."
        ),
        good=[
            Good(
                "preserve",
                "### Wdrażanie na produkcję\n\n"
                "1. Sprawdź, czy przechodzą wszystkie testy – uruchom `make test`.\n"
                "2. Nadaj tag wersji (na przykład `git tag v4.12.0`) i wypchnij go: `git push origin --tags`.\n"
                "3. Pipeline GitLab CI zbuduje obraz, a następnie opublikuje go w rejestrze `registry.firma.local/api`.\n\n"
                "W piątki po 14:00 nie wolno wdrażać. Każde wdrożenie wymaga zatwierdzenia przez co najmniej jedną "
                "osobę z zespołu SRE. Zmiany w schemacie bazy danych trzeba wdrażać oddzielnie, z flagą "
                "`--migrate-only`. Jeżeli coś pójdzie nie tak, możesz zrobić rollback za pomocą "
                "`deploy rollback --to poprzednia` – powinien on trwać nie dłużej niż 5 minut.",
            ),
            Good(
                "preserve",
                "### Procedura wdrożenia na środowisko produkcyjne\n\n"
                "1. Przed rozpoczęciem wdrożenia upewnij się, że wszystkie testy kończą się powodzeniem (`make test`).\n"
                "2. Utwórz tag wersji, np. `git tag v4.12.0`, a następnie wypchnij go poleceniem `git push origin --tags`.\n"
                "3. Pipeline w GitLab CI zbuduje obraz i opublikuje go w rejestrze `registry.firma.local/api`.\n\n"
                "Wdrożenia są zabronione w piątki po godzinie 14:00. Każde wdrożenie musi zostać zatwierdzone przez co "
                "najmniej jednego członka zespołu SRE. Zmiany schematu bazy danych należy wdrażać osobno, z użyciem "
                "flagi `--migrate-only`. W przypadku problemów można wykonać rollback poleceniem "
                "`deploy rollback --to poprzednia`, który powinien trwać maksymalnie 5 minut.",
            ),
            Good(
                "en",
                "### Deploying to production\n\n"
                "1. Before deploying, make sure all tests pass: `make test`.\n"
                "2. Create a version tag, e.g. `git tag v4.12.0`, and push it with `git push origin --tags`.\n"
                "3. The GitLab CI pipeline will build the image and publish it to the `registry.firma.local/api` registry.\n\n"
                "Deployments on Fridays after 2 p.m. are not allowed. Every deployment must be approved by at least "
                "one person from the SRE team. Database schema changes must be deployed separately, with the "
                "`--migrate-only` flag. If something goes wrong, you can roll back with "
                "`deploy rollback --to poprzednia`; this should take no more than 5 minutes.",
            ),
        ],
        bad=[
            Slip(0, [("`--migrate-only`", "`--migrations-only`")], "code"),
            Slip(1, [("musi zostać zatwierdzone", "powinno zostać zatwierdzone")], "modality"),
            Slip(
                2,
                [
                    (
                        "`git push origin --tags`.\n3. The GitLab CI pipeline",
                        "`git push origin --tags`; the GitLab CI pipeline",
                    )
                ],
                "markdown",
            ),
        ],
    ),
    Case(
        key="pl-vistula-hydrological-drought-low-flows",
        source=(
            "Susza hydrologiczna w dorzeczu Wisły w 2025 r. była najdłuższa od ponad 30 lat – wynika z raportu "
            "IMGW-PIB. Jak podają Malinowska i Zieliński (2024) w pracy opublikowanej w „Przeglądzie Geofizycznym” "
            "(t. 69, s. 45–62), od 1991 r. liczba dni z niskimi przepływami na stacji Warszawa-Bulwary wzrastała "
            "średnio o 1,8 dnia rocznie. W sierpniu 2025 r. stan wody na tym wodowskazie spadł do 12 cm, co było "
            "wartością rekordowo niską. Specjaliści podkreślają, że pojedynczy mokry miesiąc nie wystarczy do "
            "odbudowy zasobów wód podziemnych. Według prognoz deficyt wody w rolnictwie może się utrzymywać także "
            "w kolejnych sezonach."
        ),
        good=[
            Good(
                "preserve",
                "Według raportu IMGW-PIB susza hydrologiczna w dorzeczu Wisły trwała w 2025 r. dłużej niż "
                "jakakolwiek inna w ciągu ponad 30 lat. W sierpniu 2025 r. wodowskaz Warszawa-Bulwary pokazał "
                "rekordowo niski stan wody – 12 cm. Malinowska i Zieliński (2024) wyliczyli w „Przeglądzie "
                "Geofizycznym” (t. 69, s. 45–62), że od 1991 r. dni z niskimi przepływami na tej stacji przybywało "
                "średnio o 1,8 rocznie. Specjaliści zwracają uwagę, że jeden mokry miesiąc nie wystarczy, by "
                "odbudować zasoby wód podziemnych, a prognozy wskazują, że niedobór wody w rolnictwie może utrzymywać "
                "się również w następnych sezonach.",
            ),
            Good(
                "preserve",
                "Susza w dorzeczu Wisły – najważniejsze fakty:\n"
                "- W 2025 r. susza hydrologiczna była najdłuższa od ponad 30 lat (raport IMGW-PIB).\n"
                "- Na stacji Warszawa-Bulwary liczba dni z niskimi przepływami rosła od 1991 r. średnio o 1,8 dnia "
                "rocznie (Malinowska i Zieliński 2024, „Przegląd Geofizyczny”, t. 69, s. 45–62).\n"
                "- W sierpniu 2025 r. poziom wody na tym wodowskazie spadł do rekordowo niskich 12 cm.\n"
                "- Jak podkreślają specjaliści, jeden mokry miesiąc nie wystarczy do odbudowy zasobów wód podziemnych.\n"
                "- Prognozy wskazują, że deficyt wody w rolnictwie może się utrzymać także w kolejnych sezonach.",
            ),
            Good(
                "en",
                "The hydrological drought in the Vistula basin in 2025 was the longest in more than 30 years, "
                "according to a report by IMGW-PIB. As Malinowska and Zieliński (2024) report in a paper published in "
                "Przegląd Geofizyczny (vol. 69, pp. 45–62), since 1991 the number of low-flow days at the "
                "Warszawa-Bulwary station has been increasing by an average of 1.8 days per year. In August 2025, the "
                "water level at this gauge fell to 12 cm, a record low. Experts stress that a single wet month is not "
                "enough to restore groundwater resources. According to forecasts, the water deficit in agriculture may "
                "persist in the coming seasons as well.",
            ),
        ],
        bad=[
            Slip(0, [("s. 45–62", "s. 54–62")], "citation"),
            Slip(
                1,
                [
                    (
                        "rekordowo niskich 12 cm.",
                        "rekordowo niskich 12 cm, przez co wstrzymano żeglugę na odcinku warszawskim.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("an average of 1.8 days", "an average of 2.8 days")], "number"),
        ],
    ),
    Case(
        key="pl-water-supply-interruption-valve-replacement",
        source=(
            "Przedsiębiorstwo Wodociągów i Kanalizacji w Gnieźnie informuje, że w czwartek 12 lutego 2026 r. "
            "w godzinach 8:00–15:00 nastąpi przerwa w dostawie wody dla budynków przy ul. Kościuszki 1–27 oraz "
            "ul. Lipowej. Przyczyną jest wymiana zasuwy na magistrali wodociągowej. W tym czasie przy ul. Kościuszki "
            "12 będzie podstawiony beczkowóz z wodą pitną. Po przywróceniu dostawy woda może być przez krótki czas "
            "mętna; nie stanowi to zagrożenia dla zdrowia, ale przed spożyciem zaleca się spuszczenie wody przez "
            "kilka minut. Nie należy pozostawiać otwartych kranów podczas przerwy. Za utrudnienia przepraszamy. "
            "Informacje: tel. 994 lub 61 424 10 00."
        ),
        good=[
            Good(
                "preserve",
                "Przerwa w dostawie wody – komunikat PWiK w Gnieźnie\n\n"
                "Kiedy: czwartek, 12 lutego 2026 r., od 8:00 do 15:00\n"
                "Gdzie: ul. Kościuszki 1–27 i ul. Lipowa\n"
                "Dlaczego: wymiana zasuwy na magistrali wodociągowej\n\n"
                "Wodę pitną będzie można pobrać z beczkowozu, który stanie przy ul. Kościuszki 12. Podczas przerwy nie "
                "zostawiaj odkręconych kranów. Gdy dostawa wróci, woda może być przez chwilę mętna – nie jest to "
                "groźne dla zdrowia, ale zalecamy, by przed spożyciem spuścić ją przez kilka minut. Przepraszamy za "
                "utrudnienia. Informacje: tel. 994 lub 61 424 10 00.",
            ),
            Good(
                "preserve",
                "W związku z wymianą zasuwy na magistrali wodociągowej Przedsiębiorstwo Wodociągów i Kanalizacji "
                "w Gnieźnie wstrzyma dostawę wody w czwartek, 12 lutego 2026 r., między 8:00 a 15:00. Przerwa obejmie "
                "budynki przy ul. Kościuszki 1–27 i przy ul. Lipowej. Na czas wyłączenia przy ul. Kościuszki 12 "
                "zostanie podstawiony beczkowóz z wodą pitną. W trakcie przerwy nie należy pozostawiać otwartych "
                "kranów. Po wznowieniu dostaw woda może być krótkotrwale mętna, co nie stanowi zagrożenia dla zdrowia; "
                "przed jej spożyciem zaleca się jednak spuszczenie wody przez kilka minut. Przepraszamy za utrudnienia. "
                "Dodatkowe informacje można uzyskać pod numerem 994 lub 61 424 10 00.",
            ),
            Good(
                "en",
                "The Water and Sewerage Company in Gniezno informs that on Thursday, 12 February 2026, between 8 a.m. "
                "and 3 p.m., the water supply will be interrupted for buildings at ul. Kościuszki 1–27 and ul. Lipowa. "
                "The reason is the replacement of a valve on the water main. During this time, a water tanker with "
                "drinking water will be stationed at ul. Kościuszki 12. After the supply is restored, the water may be "
                "cloudy for a short time; this poses no health risk, but it is recommended to run the water for a few "
                "minutes before drinking it. Do not leave taps open during the interruption. We apologise for the "
                "inconvenience. Information: tel. 994 or 61 424 10 00.",
            ),
        ],
        bad=[
            Slip(0, [("od 8:00 do 15:00", "od 8:00 do 17:00")], "date"),
            Slip(
                1,
                [("co nie stanowi zagrożenia dla zdrowia", "co stanowi zagrożenie dla zdrowia")],
                "negation",
            ),
            Slip(
                2,
                [("on the water main.", "on the water main, which failed last week.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ksef-invoicing-webinar-registration-email",
        source=(
            "Dziękujemy za rejestrację na webinar „Fakturowanie w KSeF krok po kroku”, który odbędzie się "
            "9 grudnia 2025 r. o godz. 11:00. Link do transmisji wyślemy na podany adres e-mail dzień przed "
            "wydarzeniem. Udział jest bezpłatny i nie wymaga instalowania żadnego oprogramowania – wystarczy "
            "przeglądarka internetowa. Nagranie nie będzie udostępniane po webinarze, dlatego warto dołączyć na "
            "żywo. Pytania do prelegentów można zgłaszać wcześniej przez formularz "
            "https://szkolenia.biurorachunkowe-abc.pl/pytania. Administratorem danych osobowych jest Biuro "
            "Rachunkowe ABC sp. z o.o.; dane nie będą przekazywane podmiotom trzecim. Aby zrezygnować, napisz na "
            "webinary@biurorachunkowe-abc.pl."
        ),
        good=[
            Good(
                "preserve",
                "Cieszymy się, że zapisałeś się na webinar „Fakturowanie w KSeF krok po kroku”! Spotykamy się "
                "9 grudnia 2025 r. o 11:00. Dzień wcześniej wyślemy Ci link do transmisji na podany adres e-mail. "
                "Udział nic nie kosztuje i nie musisz niczego instalować – wystarczy przeglądarka. Pamiętaj, że po "
                "webinarze nie udostępnimy nagrania, więc warto być z nami na żywo. Pytania do prelegentów możesz "
                "przesłać z wyprzedzeniem przez formularz https://szkolenia.biurorachunkowe-abc.pl/pytania. "
                "Administratorem Twoich danych osobowych jest Biuro Rachunkowe ABC sp. z o.o. i nie przekażemy ich "
                "podmiotom trzecim. Jeśli chcesz zrezygnować, napisz na webinary@biurorachunkowe-abc.pl.",
            ),
            Good(
                "preserve",
                "Potwierdzamy rejestrację na webinar „Fakturowanie w KSeF krok po kroku” zaplanowany na 9 grudnia "
                "2025 r., godz. 11:00. Link do transmisji zostanie przesłany na wskazany adres e-mail na dzień przed "
                "wydarzeniem. Uczestnictwo jest bezpłatne; wystarczy przeglądarka internetowa, bez potrzeby "
                "instalowania jakiegokolwiek oprogramowania. Ponieważ nagranie nie będzie udostępniane po zakończeniu "
                "webinaru, warto dołączyć na żywo. Pytania do prelegentów można przesyłać z wyprzedzeniem za pomocą "
                "formularza: https://szkolenia.biurorachunkowe-abc.pl/pytania. Administratorem danych osobowych jest "
                "Biuro Rachunkowe ABC sp. z o.o. Dane nie będą przekazywane podmiotom trzecim. W celu rezygnacji "
                "prosimy o wiadomość na adres webinary@biurorachunkowe-abc.pl.",
            ),
            Good(
                "en",
                "Thank you for registering for the webinar “Invoicing in KSeF step by step”, which will take place on "
                "9 December 2025 at 11 a.m. We will send the streaming link to the e-mail address you provided the day "
                "before the event. Participation is free and does not require installing any software – a web "
                "browser is all you need. The recording will not be made available after the webinar, so it is worth "
                "joining live. You can submit questions to the speakers in advance via the form at "
                "https://szkolenia.biurorachunkowe-abc.pl/pytania. The controller of your personal data is Biuro "
                "Rachunkowe ABC sp. z o.o.; your data will not be shared with third parties. To cancel your registration, write to "
                "webinary@biurorachunkowe-abc.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "napisz na webinary@biurorachunkowe-abc.pl",
                        "napisz na webinar@biurorachunkowe-abc.pl",
                    )
                ],
                "url",
            ),
            Slip(1, [("Dane nie będą przekazywane", "Dane będą przekazywane")], "negation"),
            Slip(
                2,
                [
                    (
                        "The recording will not be made available after the webinar, so it is worth joining live. You can "
                        "submit questions to the speakers in advance via the form at",
                        "Nagranie nie będzie udostępniane po webinarze, dlatego warto dołączyć na żywo. Pytania do "
                        "prelegentów można zgłaszać wcześniej przez formularz",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-tatra-avalanche-trail-closure-zawrat",
        source=(
            "Tatrzański Park Narodowy informuje, że w związku z 3. stopniem zagrożenia lawinowego szlak z Hali "
            "Gąsienicowej na Zawrat pozostaje zamknięty do odwołania. Według prognozy IMGW w najbliższych dniach "
            "spadnie prawdopodobnie od 30 do 50 cm świeżego śniegu, co może jeszcze zwiększyć zagrożenie. Turyści "
            "wybierający się powyżej górnej granicy lasu powinni mieć detektor lawinowy, sondę i łopatę oraz umieć "
            "się nimi posługiwać. Schronisko Murowaniec jest czynne, jednak dojście do niego może zająć nawet "
            "o godzinę dłużej niż zwykle. Wejście do parku kosztuje 10 zł (bilet ulgowy 5 zł). Aktualny komunikat "
            "lawinowy jest publikowany codziennie około godz. 8:00."
        ),
        good=[
            Good(
                "preserve",
                "Komunikat TPN:\n"
                "- Z powodu 3. stopnia zagrożenia lawinowego szlak z Hali Gąsienicowej na Zawrat pozostaje zamknięty "
                "do odwołania.\n"
                "- IMGW prognozuje, że w najbliższych dniach spadnie prawdopodobnie 30–50 cm świeżego śniegu, przez co "
                "zagrożenie może jeszcze wzrosnąć.\n"
                "- Jeśli wybierasz się powyżej górnej granicy lasu, powinieneś mieć detektor lawinowy, sondę i łopatę "
                "– i umieć z nich korzystać.\n"
                "- Schronisko Murowaniec działa, ale dojście do niego może trwać nawet o godzinę dłużej niż zwykle.\n"
                "- Bilet wstępu do parku: 10 zł, ulgowy 5 zł.\n"
                "- Aktualny komunikat lawinowy ukazuje się codziennie około 8:00.",
            ),
            Good(
                "preserve",
                "Szlak z Hali Gąsienicowej na Zawrat pozostaje zamknięty do odwołania – Tatrzański Park Narodowy "
                "utrzymuje to ograniczenie z powodu 3. stopnia zagrożenia lawinowego. Prognoza IMGW zapowiada na "
                "najbliższe dni prawdopodobnie od 30 do 50 cm świeżego śniegu, a to może zagrożenie dodatkowo "
                "podnieść. Każdy, kto wychodzi powyżej górnej granicy lasu, powinien mieć ze sobą detektor lawinowy, "
                "sondę i łopatę oraz umieć ich używać. Murowaniec jest otwarty, choć dotarcie do schroniska może zająć "
                "nawet godzinę dłużej niż zwykle. Za wejście do parku zapłacisz 10 zł, a z biletem ulgowym 5 zł. "
                "Aktualny komunikat lawinowy publikowany jest codziennie ok. 8:00.",
            ),
            Good(
                "en",
                "Tatra National Park announces that, due to avalanche danger level 3, the trail from Hala Gąsienicowa "
                "to Zawrat remains closed until further notice. According to the IMGW forecast, 30 to 50 cm of fresh "
                "snow will probably fall in the coming days, which may further increase the danger. Hikers heading "
                "above the tree line should carry an avalanche transceiver, a probe and a shovel, and know how to use "
                "them. The Murowaniec hut is open, but getting there may take up to an hour longer than usual. "
                "Admission to the park costs PLN 10 (reduced ticket PLN 5). The current avalanche bulletin is "
                "published daily at around 8 a.m.",
            ),
        ],
        bad=[
            Slip(0, [("spadnie prawdopodobnie 30–50 cm", "spadnie 30–50 cm")], "hedge"),
            Slip(1, [("zapłacisz 10 zł", "zapłacisz 12 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "longer than usual.",
                        "longer than usual because a footbridge on the approach path was washed away.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
