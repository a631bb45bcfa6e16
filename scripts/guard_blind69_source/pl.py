# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 69: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-sworn-translation-page-pricing-office",
        source="Biuro Tłumaczeń Przysięgłych „Lingwa” wykonuje tłumaczenia poświadczone z języka niemieckiego, angielskiego i ukraińskiego. Zgodnie z § 2 rozporządzenia Ministra Sprawiedliwości z dnia 24 stycznia 2005 r. w sprawie wynagrodzenia za czynności tłumacza przysięgłego stroną rozliczeniową jest 1125 znaków ze spacjami. Cena strony tłumaczenia na język polski wynosi 55 zł, a na język obcy 65 zł. Dokumenty można przesłać skanem na adres zlecenia@lingwa-tlumaczenia.pl, jednak przy odbiorze tłumaczenia klient musi okazać oryginał dokumentu. Standardowy termin realizacji to 3 dni robocze. Zleceń w trybie ekspresowym nie przyjmujemy w soboty.",
        good=[
            Good(
                "preserve",
                "Biuro Tłumaczeń Przysięgłych „Lingwa” przygotuje dla Ciebie tłumaczenie poświadczone z niemieckiego, angielskiego lub ukraińskiego. Za jedną stronę rozliczeniową uznaje się 1125 znaków ze spacjami – tak stanowi § 2 rozporządzenia Ministra Sprawiedliwości z dnia 24 stycznia 2005 r. w sprawie wynagrodzenia za czynności tłumacza przysięgłego. Strona przekładu na polski kosztuje 55 zł, a na język obcy – 65 zł. Skan dokumentów możesz wysłać na zlecenia@lingwa-tlumaczenia.pl, ale odbierając tłumaczenie, musisz pokazać oryginał. Standardowy czas realizacji wynosi 3 dni robocze. W soboty nie przyjmujemy zleceń ekspresowych.",
            ),
            Good(
                "preserve",
                "**Tłumaczenia poświadczone – Biuro „Lingwa”**\n\n- Języki: niemiecki, angielski, ukraiński.\n- Strona rozliczeniowa: 1125 znaków ze spacjami (§ 2 rozporządzenia Ministra Sprawiedliwości z dnia 24 stycznia 2005 r. w sprawie wynagrodzenia za czynności tłumacza przysięgłego).\n- Cennik: 55 zł za stronę tłumaczenia na język polski, 65 zł za stronę tłumaczenia na język obcy.\n- Dokumenty: skan można przesłać na zlecenia@lingwa-tlumaczenia.pl; przy odbiorze tłumaczenia klient musi okazać oryginał.\n- Termin: standardowo 3 dni robocze.\n- Tryb ekspresowy: w soboty nie przyjmujemy takich zleceń.",
            ),
            Good(
                "en",
                "The “Lingwa” Sworn Translation Office provides certified translations from German, English and Ukrainian. Under § 2 of the Regulation of the Minister of Justice of 24 January 2005 on remuneration for the services of a sworn translator, one billing page is 1,125 characters including spaces. A page translated into Polish costs PLN 55, and a page translated into a foreign language costs PLN 65. You can send scans of your documents to zlecenia@lingwa-tlumaczenia.pl, but you must present the original document when you collect the translation. The standard turnaround time is 3 working days. We do not accept express orders on Saturdays.",
            ),
        ],
        bad=[
            Slip(0, [("musisz pokazać oryginał", "powinieneś pokazać oryginał")], "modality"),
            Slip(1, [("65 zł za stronę", "60 zł za stronę")], "number"),
            Slip(
                2,
                [("Under § 2 of the Regulation", "Under § 3 of the Regulation")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-scrap-yard-copper-price-hours",
        source="Skup złomu „Metal-Rec” w Radomiu przyjmuje złom stalowy, miedź, aluminium i mosiądz. Aktualna cena miedzi wynosi 31,50 zł za kilogram, a złomu stalowego 0,85 zł za kilogram. Ceny mogą się zmieniać codziennie, dlatego przed przyjazdem warto zadzwonić pod numer 48 362 15 40. Przy każdej transakcji sprzedający musi okazać dowód osobisty – bez tego nie możemy wypłacić należności. Nie skupujemy akumulatorów ani kompletnego sprzętu elektronicznego. Plac jest czynny od poniedziałku do piątku w godzinach 7:00–16:00 oraz w soboty od 8:00 do 13:00. Przy dostawach powyżej 500 kg oferujemy bezpłatny transport z terenu powiatu.",
        good=[
            Good(
                "preserve",
                "W skupie „Metal-Rec” w Radomiu sprzedasz złom stalowy, miedź, aluminium oraz mosiądz. Obecnie za kilogram miedzi płacimy 31,50 zł, a za kilogram złomu stalowego 0,85 zł. Ceny mogą zmieniać się z dnia na dzień, więc przed przyjazdem warto do nas zadzwonić: 48 362 15 40. Przy każdej sprzedaży musisz pokazać dowód osobisty – bez niego nie możemy wypłacić pieniędzy. Nie kupujemy akumulatorów ani kompletnego sprzętu elektronicznego. Jesteśmy otwarci od poniedziałku do piątku w godz. 7:00–16:00, a w soboty od 8:00 do 13:00. Jeśli przywozisz ponad 500 kg, transport z terenu powiatu zapewnimy bezpłatnie.",
            ),
            Good(
                "preserve",
                "Metal-Rec, Radom – skup złomu\n\nPrzyjmujemy: stal, miedź, aluminium, mosiądz.\nCeny dnia: miedź – 31,50 zł/kg, złom stalowy – 0,85 zł/kg. Ceny mogą się zmieniać codziennie, dlatego przed przyjazdem warto zadzwonić pod nr 48 362 15 40.\nNie przyjmujemy: akumulatorów, kompletnego sprzętu elektronicznego.\nDowód osobisty jest obowiązkowy przy każdej transakcji – bez niego nie wypłacimy należności.\nGodziny otwarcia: pon.–pt. 7:00–16:00, sob. 8:00–13:00.\nBezpłatny transport z terenu powiatu przy dostawach powyżej 500 kg.",
            ),
            Good(
                "en",
                "The Metal-Rec scrap yard in Radom buys steel scrap, copper, aluminium and brass. Copper currently fetches PLN 31.50 per kilogram and steel scrap PLN 0.85 per kilogram. Prices may change daily, so it is worth calling 48 362 15 40 before you come. Sellers must show their ID card for every transaction; without it we cannot pay out. We do not buy batteries or complete electronic equipment. The yard is open Monday to Friday from 7:00 to 16:00 and on Saturdays from 8:00 to 13:00. For deliveries over 500 kg we offer free transport from anywhere in the county.",
            ),
        ],
        bad=[
            Slip(0, [("płacimy 31,50 zł", "płacimy 35,10 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "Nie przyjmujemy: akumulatorów, kompletnego sprzętu elektronicznego.",
                        "Przyjmujemy też: akumulatory, kompletny sprzęt elektroniczny.",
                    )
                ],
                "negation",
            ),
            Slip(
                2, [("on Saturdays from 8:00 to 13:00", "on Saturdays from 8:00 to 15:00")], "date"
            ),
        ],
    ),
    Case(
        key="pl-winter-camp-tatra-deposit-helmet",
        source="Zimowisko dla dzieci w wieku 8–13 lat odbędzie się w dniach 26 stycznia – 1 lutego 2025 r. w ośrodku „Jodełka” w Białce Tatrzańskiej. Koszt turnusu wynosi 2450 zł i obejmuje zakwaterowanie, pełne wyżywienie, ubezpieczenie NNW oraz opiekę wychowawców. Uczestnicy mogą zabrać własny sprzęt narciarski; można go też wypożyczyć na miejscu za dodatkową opłatą. Każde dziecko musi mieć kask – bez kasku instruktor nie dopuści go do zajęć na stoku. Zaliczkę w wysokości 700 zł należy wpłacić do 15 grudnia 2024 r., a pozostałą kwotę najpóźniej 14 dni przed wyjazdem. Kartę kwalifikacyjną uczestnika rodzice powinni dostarczyć razem z pierwszą wpłatą.",
        good=[
            Good(
                "preserve",
                "Zapraszamy dzieci w wieku 8–13 lat na zimowisko w ośrodku „Jodełka” w Białce Tatrzańskiej, które potrwa od 26 stycznia do 1 lutego 2025 r. Turnus kosztuje 2450 zł, a w cenie są zakwaterowanie, pełne wyżywienie, ubezpieczenie NNW i opieka wychowawców. Dziecko może przywieźć własny sprzęt narciarski albo wypożyczyć go na miejscu za dodatkową opłatą. Pamiętajcie, że kask jest obowiązkowy: bez niego instruktor nie dopuści dziecka do zajęć na stoku. Zaliczkę 700 zł trzeba wpłacić do 15 grudnia 2024 r., a resztę najpóźniej na 14 dni przed wyjazdem. Kartę kwalifikacyjną uczestnika powinniście dostarczyć razem z pierwszą wpłatą.",
            ),
            Good(
                "preserve",
                "Zimowisko 2025 – najważniejsze informacje\n\n1. Termin i miejsce: 26.01–1.02.2025, ośrodek „Jodełka” w Białce Tatrzańskiej.\n2. Uczestnicy: dzieci w wieku od 8 do 13 lat.\n3. Cena: 2450 zł (zakwaterowanie, pełne wyżywienie, ubezpieczenie NNW, opieka wychowawców).\n4. Sprzęt: można zabrać własny sprzęt narciarski lub wypożyczyć go na miejscu za dodatkową opłatą. Kask jest obowiązkowy – dziecko bez kasku nie zostanie dopuszczone przez instruktora do zajęć na stoku.\n5. Płatności: zaliczka 700 zł do 15.12.2024, pozostała kwota najpóźniej 14 dni przed wyjazdem.\n6. Dokumenty: kartę kwalifikacyjną uczestnika rodzice powinni dostarczyć wraz z pierwszą wpłatą.",
            ),
            Good(
                "en",
                "Our winter camp for children aged 8 to 13 will take place from 26 January to 1 February 2025 at the Jodełka centre in Białka Tatrzańska. The stay costs PLN 2,450, which covers accommodation, full board, accident (NNW) insurance and care by group leaders. Children may bring their own ski equipment or rent it on site for an extra fee. Every child must have a helmet: without one, the instructor will not let them take part in activities on the slope. A deposit of PLN 700 must be paid by 15 December 2024, and the balance no later than 14 days before departure. Parents should hand in the participant's qualification form together with the first payment.",
            ),
        ],
        bad=[
            Slip(0, [("do 15 grudnia 2024 r.", "do 31 grudnia 2024 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "opieka wychowawców).",
                        "opieka wychowawców, karnet na wyciągi na cały turnus).",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("Parents should hand in", "Parents must hand in")], "modality"),
        ],
    ),
    Case(
        key="pl-sailing-school-yacht-licence-course",
        source="Szkoła Żeglarska „Halsem” zaprasza na kurs na patent żeglarza jachtowego na Jeziorze Niegocin w Giżycku. Kurs trwa 10 dni i obejmuje około 70 godzin zajęć praktycznych i teoretycznych. Cena wynosi 2200 zł i zawiera zakwaterowanie na jachcie, ale nie obejmuje opłaty egzaminacyjnej ani wyżywienia. Uczestnik musi mieć ukończone 14 lat; osoby niepełnoletnie potrzebują pisemnej zgody rodzica. Umiejętność pływania nie jest formalnie wymagana, jednak zdecydowanie ją zalecamy. Egzamin odbywa się zwykle ostatniego dnia kursu. Z naszych doświadczeń wynika, że zdaje go około 85–90% kursantów.",
        good=[
            Good(
                "preserve",
                "Chcesz zdobyć patent żeglarza jachtowego? Szkoła Żeglarska „Halsem” prowadzi kurs na Jeziorze Niegocin w Giżycku. W ciągu 10 dni czeka Cię około 70 godzin zajęć – zarówno praktyki, jak i teorii. Za kurs zapłacisz 2200 zł; w cenie jest nocleg na jachcie, natomiast wyżywienie i opłata egzaminacyjna nie są wliczone. Musisz mieć ukończone 14 lat, a jeśli jesteś niepełnoletni, potrzebujesz pisemnej zgody rodzica. Formalnie nie wymagamy umiejętności pływania, ale bardzo ją zalecamy. Egzamin odbywa się zwykle ostatniego dnia kursu i – jak pokazuje nasze doświadczenie – zdaje go około 85–90% kursantów.",
            ),
            Good(
                "preserve",
                "Kurs na patent żeglarza jachtowego organizowany przez Szkołę Żeglarską „Halsem” odbywa się na Jeziorze Niegocin w Giżycku i trwa 10 dni, w trakcie których uczestnicy realizują około 70 godzin zajęć teoretycznych i praktycznych. Koszt kursu to 2200 zł; obejmuje on zakwaterowanie na jachcie, lecz nie obejmuje wyżywienia ani opłaty egzaminacyjnej. Uczestnik musi mieć ukończone 14 lat, przy czym osoby niepełnoletnie potrzebują pisemnej zgody rodzica. Umiejętność pływania nie stanowi wymogu formalnego, choć jest zdecydowanie zalecana. Egzamin przeprowadzany jest zwykle w ostatnim dniu kursu; doświadczenie szkoły wskazuje, że zdaje go około 85–90% kursantów.",
            ),
            Good(
                "en",
                "The “Halsem” Sailing School runs a yacht sailor licence course on Lake Niegocin in Giżycko. The course lasts 10 days and includes about 70 hours of practical and theory classes. It costs PLN 2,200, which includes accommodation on the yacht but not the exam fee or meals. Participants must be at least 14 years old, and minors need written consent from a parent. Being able to swim is not formally required, but we strongly recommend it. The exam is usually held on the last day of the course, and in our experience around 85–90% of trainees pass it.",
            ),
        ],
        bad=[
            Slip(0, [("około 70 godzin", "około 50 godzin")], "number"),
            Slip(
                1,
                [
                    (
                        "Egzamin przeprowadzany jest zwykle w ostatnim",
                        "Egzamin przeprowadzany jest w ostatnim",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Being able to swim is not formally required",
                        "Being able to swim is formally required",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-well-water-lab-nitrate-package",
        source="Laboratorium Badania Wody „AquaTest” wykonuje analizy wody ze studni przydomowych zgodnie z rozporządzeniem Ministra Zdrowia z dnia 7 grudnia 2017 r. w sprawie jakości wody przeznaczonej do spożycia przez ludzi. Podstawowy pakiet (bakterie coli, enterokoki, azotany, żelazo, mangan, twardość) kosztuje 260 zł. Próbkę należy pobrać do sterylnej butelki, którą wydajemy bezpłatnie, i dostarczyć w ciągu 24 godzin od pobrania. Wyniki są zwykle dostępne po 5–7 dniach roboczych. Jeśli woda zawiera więcej niż 50 mg/l azotanów, nie powinna być podawana niemowlętom. Przekroczenie norm bakteriologicznych najprawdopodobniej wskazuje na zanieczyszczenie studni wodami powierzchniowymi.",
        good=[
            Good(
                "preserve",
                "Chcesz sprawdzić wodę ze swojej studni? Laboratorium „AquaTest” bada ją zgodnie z rozporządzeniem Ministra Zdrowia z dnia 7 grudnia 2017 r. w sprawie jakości wody przeznaczonej do spożycia przez ludzi. Pakiet podstawowy kosztuje 260 zł i obejmuje bakterie coli, enterokoki, azotany, żelazo, mangan oraz twardość. Sterylną butelkę dostaniesz od nas bezpłatnie – próbkę należy pobrać właśnie do niej i dostarczyć w ciągu 24 godzin od pobrania. Na wyniki czeka się zwykle 5–7 dni roboczych. Gdy zawartość azotanów przekracza 50 mg/l, wody nie powinno się podawać niemowlętom. Jeśli normy bakteriologiczne są przekroczone, najprawdopodobniej studnię zanieczyszczają wody powierzchniowe.",
            ),
            Good(
                "preserve",
                "Badanie wody ze studni – AquaTest\n\n• Podstawa: rozporządzenie Ministra Zdrowia z dnia 7 grudnia 2017 r. w sprawie jakości wody przeznaczonej do spożycia przez ludzi.\n• Pakiet podstawowy (260 zł): bakterie coli, enterokoki, azotany, żelazo, mangan, twardość.\n• Próbka: należy ją pobrać do sterylnej butelki, którą laboratorium wydaje bezpłatnie, i dostarczyć w ciągu 24 godzin od pobrania.\n• Wyniki: zwykle po 5–7 dniach roboczych.\n• Azotany powyżej 50 mg/l: takiej wody nie powinno się podawać niemowlętom.\n• Przekroczone normy bakteriologiczne najprawdopodobniej oznaczają, że studnia jest zanieczyszczona wodami powierzchniowymi.",
            ),
            Good(
                "en",
                "The AquaTest Water Testing Laboratory analyses water from private wells in accordance with the Regulation of the Minister of Health of 7 December 2017 on the quality of water intended for human consumption. The basic package (coliform bacteria, enterococci, nitrates, iron, manganese and hardness) costs PLN 260. The sample must be collected in a sterile bottle, which we provide free of charge, and delivered within 24 hours of sampling. Results are usually available after 5–7 working days. Water containing more than 50 mg/l of nitrates should not be given to infants. If bacteriological limits are exceeded, this most likely indicates that the well is contaminated by surface water.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("rozporządzeniem Ministra Zdrowia", "rozporządzeniem Ministra Środowiska")],
                "legal_reference",
            ),
            Slip(1, [("najprawdopodobniej oznaczają", "oznaczają")], "hedge"),
            Slip(2, [("more than 50 mg/l", "more than 10 mg/l")], "number"),
        ],
    ),
    Case(
        key="pl-home-composter-grant-application-window",
        source="Gmina Stare Babice ogłasza nabór wniosków o dofinansowanie zakupu przydomowych kompostowników. Dotacja pokrywa 80% kosztu zakupu, jednak nie więcej niż 300 zł na jedno gospodarstwo domowe. Wnioski można składać od 3 marca do 30 kwietnia 2025 r. osobiście w urzędzie lub elektronicznie przez platformę ePUAP. Formularz jest dostępny na stronie https://bip.stare-babice.pl/kompostowniki. Do wniosku należy dołączyć fakturę wystawioną na wnioskodawcę. Kompostownik musi być użytkowany przez co najmniej 3 lata, a pracownicy urzędu mogą w tym okresie przeprowadzić kontrolę. Mieszkańcy, którzy kompostują bioodpady, mogą też skorzystać z obniżonej opłaty za odbiór odpadów.",
        good=[
            Good(
                "preserve",
                "Mieszkasz w gminie Stare Babice i planujesz kupić kompostownik? Gmina dofinansuje zakup przydomowego kompostownika – pokryje 80% ceny, ale maksymalnie 300 zł na gospodarstwo domowe. Wniosek złożysz od 3 marca do 30 kwietnia 2025 r. w urzędzie albo przez ePUAP, a formularz znajdziesz pod adresem https://bip.stare-babice.pl/kompostowniki. Do wniosku musisz dołączyć fakturę wystawioną na siebie. Kompostownik trzeba użytkować co najmniej 3 lata, a w tym czasie urzędnicy mogą to skontrolować. Jeśli kompostujesz bioodpady, możesz też skorzystać z niższej opłaty za odbiór odpadów.",
            ),
            Good(
                "preserve",
                "Dofinansowanie zakupu przydomowych kompostowników – Gmina Stare Babice\n\nTermin składania wniosków: 3 marca – 30 kwietnia 2025 r. (osobiście w urzędzie lub przez platformę ePUAP).\nWysokość dotacji: 80% kosztu zakupu, nie więcej niż 300 zł na gospodarstwo domowe.\nFormularz: https://bip.stare-babice.pl/kompostowniki\nWymagany załącznik: faktura wystawiona na wnioskodawcę.\nWarunki: kompostownik musi być użytkowany przez minimum 3 lata; w tym okresie urząd może przeprowadzić kontrolę.\nDodatkowo: osoby kompostujące bioodpady mogą skorzystać z obniżonej opłaty za odbiór odpadów.",
            ),
            Good(
                "en",
                "Stare Babice municipality is accepting applications for grants towards the purchase of home composters. The grant covers 80% of the purchase price, up to a maximum of PLN 300 per household. You can apply between 3 March and 30 April 2025, either in person at the municipal office or electronically via the ePUAP platform. The form is available at https://bip.stare-babice.pl/kompostowniki. An invoice issued in the applicant's name must be attached to the application. The composter must be used for at least 3 years, and municipal staff may carry out an inspection during that period. Residents who compost their biowaste may also benefit from a reduced waste collection fee.",
            ),
        ],
        bad=[
            Slip(0, [("do 30 kwietnia 2025 r.", "do 31 maja 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "https://bip.stare-babice.pl/kompostowniki",
                        "https://bip.starebabice.pl/kompostowniki",
                    )
                ],
                "url",
            ),
            Slip(
                2, [("municipal staff may carry out", "municipal staff will carry out")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-free-legal-aid-point-kutno",
        source="Punkt nieodpłatnej pomocy prawnej w Starostwie Powiatowym w Kutnie działa od poniedziałku do piątku w godzinach 12:00–16:00. Pomoc przysługuje każdej osobie, która nie jest w stanie ponieść kosztów odpłatnej pomocy prawnej i złoży stosowne oświadczenie, zgodnie z art. 4 ust. 2 ustawy z dnia 5 sierpnia 2015 r. o nieodpłatnej pomocy prawnej, nieodpłatnym poradnictwie obywatelskim oraz edukacji prawnej. Na wizytę trzeba się wcześniej zapisać pod numerem 24 355 47 10. Prawnicy udzielają porad, pomagają sporządzić projekt pisma i wskazują sposób rozwiązania problemu, ale nie reprezentują klientów przed sądem. Porady nie obejmują spraw związanych z prowadzeniem działalności gospodarczej, z wyjątkiem przygotowania do jej rozpoczęcia. Osoby, które mają trudności w komunikowaniu się, mogą otrzymać poradę przez telefon.",
        good=[
            Good(
                "preserve",
                "W Starostwie Powiatowym w Kutnie działa punkt nieodpłatnej pomocy prawnej – jest czynny od poniedziałku do piątku w godz. 12:00–16:00. Możesz z niego skorzystać, jeśli nie jesteś w stanie ponieść kosztów odpłatnej pomocy prawnej i złożysz odpowiednie oświadczenie (art. 4 ust. 2 ustawy z dnia 5 sierpnia 2015 r. o nieodpłatnej pomocy prawnej, nieodpłatnym poradnictwie obywatelskim oraz edukacji prawnej). Przed wizytą musisz się zapisać pod numerem 24 355 47 10. Prawnik udzieli Ci porady, pomoże przygotować projekt pisma i wskaże, jak rozwiązać problem, ale nie będzie Cię reprezentował w sądzie. Porady nie dotyczą prowadzenia firmy – wyjątkiem są sprawy związane z przygotowaniem do jej założenia. Jeśli masz trudności w komunikowaniu się, możesz otrzymać poradę telefonicznie.",
            ),
            Good(
                "preserve",
                "Nieodpłatna pomoc prawna – Starostwo Powiatowe w Kutnie\n\nZ punktu może skorzystać każdy, kto nie jest w stanie ponieść kosztów odpłatnej pomocy prawnej i złoży oświadczenie w tej sprawie, zgodnie z art. 4 ust. 2 ustawy z dnia 5 sierpnia 2015 r. o nieodpłatnej pomocy prawnej, nieodpłatnym poradnictwie obywatelskim oraz edukacji prawnej. Punkt jest czynny od poniedziałku do piątku, 12:00–16:00; obowiązują wcześniejsze zapisy pod nr. 24 355 47 10. Prawnicy udzielają porad, pomagają sporządzić projekt pisma i wskazują sposób rozwiązania problemu. Nie reprezentują jednak klientów przed sądem. Pomoc nie obejmuje spraw dotyczących prowadzenia działalności gospodarczej, poza przygotowaniem do jej rozpoczęcia. Osoby mające trudności w komunikowaniu się mogą uzyskać poradę telefonicznie.",
            ),
            Good(
                "en",
                "The free legal aid point at the District Office (Starostwo Powiatowe) in Kutno is open Monday to Friday from 12:00 to 16:00. Under Article 4(2) of the Act of 5 August 2015 on free legal aid, free civic counselling and legal education, help is available to anyone who cannot afford paid legal assistance and submits a declaration to that effect. You need to book an appointment in advance by calling 24 355 47 10. The lawyers give advice, help draft documents and point out how a problem can be solved, but they do not represent clients in court. Advice does not cover matters related to running a business, except for preparing to start one. People who have difficulty communicating can receive advice by phone.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "ale nie będzie Cię reprezentował w sądzie",
                        "a także będzie Cię reprezentował w sądzie",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("obowiązują wcześniejsze zapisy", "zalecane są wcześniejsze zapisy")],
                "modality",
            ),
            Slip(2, [("Under Article 4(2)", "Under Article 3(2)")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-puppet-theatre-premiere-puss-boots",
        source="Teatr Lalek „Pleciuga” zaprasza na premierę spektaklu „Kot w butach”, która odbędzie się w sobotę 8 marca 2025 r. o godz. 11:00 na Dużej Scenie. Przedstawienie jest przeznaczone dla dzieci od 4 lat i trwa około 50 minut bez przerwy. Bilety kosztują 35 zł (normalny) i 28 zł (ulgowy); można je kupić w kasie teatru lub online. Ze względu na charakter spektaklu widzowie spóźnieni nie będą wpuszczani na widownię. Na widowni nie wolno fotografować ani filmować. Kolejne pokazy zaplanowano na 9, 15 i 16 marca, również o 11:00. Po spektaklu aktorzy zwykle zapraszają najmłodszych do obejrzenia lalek z bliska.",
        good=[
            Good(
                "preserve",
                "Już w sobotę 8 marca 2025 r. o 11:00 na Dużej Scenie Teatru Lalek „Pleciuga” premiera „Kota w butach”! Spektakl jest dla dzieci od 4 lat i trwa około 50 minut, bez przerwy. Bilet normalny kosztuje 35 zł, a ulgowy 28 zł – kupicie je w kasie teatru albo przez internet. Uwaga: ze względu na charakter przedstawienia spóźnieni widzowie nie zostaną wpuszczeni na widownię. Na widowni nie wolno robić zdjęć ani filmować. Jeśli nie możecie przyjść na premierę, zapraszamy 9, 15 lub 16 marca, także o 11:00. Po przedstawieniu aktorzy zwykle zapraszają najmłodszych, by obejrzeli lalki z bliska.",
            ),
            Good(
                "preserve",
                "„Kot w butach” – premiera w Teatrze Lalek „Pleciuga”\n\nKiedy: sobota, 8 marca 2025 r., godz. 11:00, Duża Scena. Kolejne pokazy: 9, 15 i 16 marca, również o 11:00.\nDla kogo: dzieci od 4 lat.\nCzas trwania: około 50 minut, bez przerwy.\nBilety: 35 zł normalny, 28 zł ulgowy – w kasie teatru lub online.\nWażne: spóźnieni widzowie nie będą wpuszczani na widownię. Na widowni obowiązuje zakaz fotografowania i filmowania.\nPo spektaklu aktorzy zwykle zapraszają dzieci, by obejrzały lalki z bliska.",
            ),
            Good(
                "en",
                "The Pleciuga Puppet Theatre invites you to the premiere of Puss in Boots on Saturday, 8 March 2025, at 11:00 on the Main Stage. The show is for children aged 4 and over and lasts about 50 minutes with no interval. Tickets cost PLN 35 (standard) and PLN 28 (concession) and can be bought at the theatre box office or online. Because of the nature of the performance, latecomers will not be admitted to the auditorium. Photography and filming are not allowed in the auditorium. Further performances are scheduled for 9, 15 and 16 March, also at 11:00. After the show, the actors usually invite the youngest members of the audience to take a closer look at the puppets.",
            ),
        ],
        bad=[
            Slip(0, [("8 marca 2025", "1 marca 2025")], "date"),
            Slip(
                1,
                [
                    (
                        "by obejrzały lalki z bliska.",
                        "by obejrzały lalki z bliska, i wręczają każdemu pamiątkowy plakat.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("with no interval", "with one interval")], "negation"),
        ],
    ),
    Case(
        key="pl-riding-centre-lunge-lesson-rules",
        source="Ośrodek Jeździecki „Podkowa” w Zalesiu prowadzi zajęcia dla początkujących i zaawansowanych. Jazda indywidualna na lonży trwa 30 minut i kosztuje 90 zł, a jazda w grupie do 4 osób – 45 minut za 80 zł. Każdy jeździec musi jeździć w kasku ochronnym; kaski w rozmiarach dziecięcych i dla dorosłych wypożyczamy bezpłatnie. Dzieci mogą rozpoczynać naukę od 7. roku życia. Zalecamy wygodne spodnie i obuwie z płaską podeszwą i niewielkim obcasem. Lekcję można odwołać bez opłat najpóźniej 24 godziny wcześniej. Przy obecnym zainteresowaniu na wolny termin w weekend czeka się zwykle około dwóch tygodni.",
        good=[
            Good(
                "preserve",
                "W Ośrodku Jeździeckim „Podkowa” w Zalesiu prowadzimy zajęcia zarówno dla początkujących, jak i dla zaawansowanych. Indywidualna jazda na lonży to 30 minut za 90 zł, a jazda w grupie do 4 osób – 45 minut za 80 zł. Kask ochronny jest obowiązkowy dla każdego jeźdźca; kaski dziecięce i dla dorosłych wypożyczymy Ci bezpłatnie. Dzieci mogą zaczynać naukę od 7. roku życia. Polecamy wygodne spodnie i buty z płaską podeszwą i niewielkim obcasem. Lekcję odwołasz bez opłat najpóźniej 24 godziny przed jej terminem. Przy obecnym zainteresowaniu na wolny termin weekendowy czeka się zwykle około dwóch tygodni.",
            ),
            Good(
                "preserve",
                "Ośrodek Jeździecki „Podkowa”, Zalesie – cennik i zasady\n\n- Jazda indywidualna na lonży: 30 min – 90 zł\n- Jazda w grupie (do 4 osób): 45 min – 80 zł\n\nZasady:\n- Każdy jeździec musi jeździć w kasku ochronnym (kaski dziecięce i dla dorosłych wypożyczamy bezpłatnie).\n- Naukę dzieci mogą rozpocząć od 7. roku życia.\n- Zalecany strój: wygodne spodnie, obuwie z płaską podeszwą i niewielkim obcasem.\n- Bezpłatne odwołanie lekcji: najpóźniej 24 godziny wcześniej.\n\nZajęcia prowadzimy dla początkujących i zaawansowanych. Przy obecnym zainteresowaniu na wolny termin w weekend trzeba czekać zwykle około dwóch tygodni.",
            ),
            Good(
                "en",
                "The Podkowa Riding Centre in Zalesie offers lessons for beginners and advanced riders. An individual lunge lesson lasts 30 minutes and costs PLN 90, while a group ride for up to 4 people lasts 45 minutes and costs PLN 80. Every rider must wear a protective helmet; we lend helmets in children's and adult sizes free of charge. Children can start learning from the age of 7. We recommend comfortable trousers and flat-soled footwear with a small heel. Lessons can be cancelled free of charge up to 24 hours in advance. Given current demand, the wait for a free weekend slot is usually about two weeks.",
            ),
        ],
        bad=[
            Slip(
                0, [("Kask ochronny jest obowiązkowy", "Kask ochronny jest zalecany")], "modality"
            ),
            Slip(1, [("(do 4 osób)", "(do 6 osób)")], "number"),
            Slip(2, [("is usually about two weeks", "is two weeks")], "hedge"),
        ],
    ),
    Case(
        key="pl-air-conditioning-service-warranty-check",
        source="Serwis klimatyzacji „Chłodek” przypomina, że producenci zalecają przegląd klimatyzatora co najmniej raz w roku, a w lokalach gastronomicznych – co 6 miesięcy. Przegląd urządzenia typu split kosztuje 250 zł i obejmuje czyszczenie filtrów, odgrzybianie parownika, kontrolę szczelności oraz pomiar ciśnienia czynnika. Zgodnie z warunkami gwarancji większości producentów przegląd musi wykonać firma posiadająca certyfikat F-gazowy. Jeśli przegląd nie zostanie wykonany, gwarancja może zostać utracona. Dojazd na terenie Poznania jest bezpłatny, a poza miastem kosztuje 2 zł za kilometr. Nie uzupełniamy czynnika w instalacjach, w których wykryto nieszczelność, dopóki nie zostanie ona usunięta.",
        good=[
            Good(
                "preserve",
                "Kiedy ostatnio serwisowałeś klimatyzację? Producenci zalecają przegląd przynajmniej raz w roku, a w lokalach gastronomicznych – co 6 miesięcy. W serwisie „Chłodek” przegląd klimatyzatora typu split kosztuje 250 zł: czyścimy filtry, odgrzybiamy parownik, sprawdzamy szczelność i mierzymy ciśnienie czynnika. Większość producentów w warunkach gwarancji wymaga, by przegląd wykonała firma z certyfikatem F-gazowym. Jeśli przegląd nie zostanie wykonany, możesz stracić gwarancję. Na terenie Poznania dojeżdżamy bezpłatnie, a poza miastem doliczamy 2 zł za każdy kilometr. Pamiętaj też, że jeśli w instalacji wykryjemy nieszczelność, nie uzupełnimy czynnika, dopóki nie zostanie ona usunięta.",
            ),
            Good(
                "preserve",
                "Producenci zalecają, aby klimatyzator przechodził przegląd co najmniej raz w roku, a w lokalach gastronomicznych co 6 miesięcy. W serwisie „Chłodek” przegląd urządzenia typu split kosztuje 250 zł; w cenie są czyszczenie filtrów, odgrzybianie parownika, kontrola szczelności oraz pomiar ciśnienia czynnika. Według warunków gwarancji większości producentów przegląd musi wykonać firma z certyfikatem F-gazowym, a brak przeglądu może skutkować utratą gwarancji. Dojazd w granicach Poznania jest bezpłatny, poza miastem wynosi 2 zł/km. W instalacjach z wykrytą nieszczelnością czynnik uzupełniamy dopiero po jej usunięciu.",
            ),
            Good(
                "en",
                "Chłodek air conditioning service reminds you that manufacturers recommend having an air conditioner serviced at least once a year, and every 6 months in food service premises. Servicing a split unit costs PLN 250 and includes cleaning the filters, treating the evaporator against mould, a leak check and measuring the refrigerant pressure. Under the warranty terms of most manufacturers, the service must be carried out by a company holding an F-gas certificate. If the service is not carried out, the warranty may be lost. Travel within Poznań is free; outside the city it costs PLN 2 per kilometre. We do not top up refrigerant in systems where a leak has been detected until the leak has been repaired.",
            ),
        ],
        bad=[
            Slip(0, [("kosztuje 250 zł", "kosztuje 200 zł")], "number"),
            Slip(
                1, [("przegląd musi wykonać firma", "przegląd powinna wykonać firma")], "modality"
            ),
            Slip(2, [("We do not top up refrigerant", "We top up refrigerant")], "negation"),
        ],
    ),
    Case(
        key="pl-pdf-merge-cli-readme-install",
        source="## Instalacja\n\nNarzędzie `pdfscal` wymaga Pythona w wersji 3.10 lub nowszej. Zainstaluj je poleceniem:\n\n```bash\npip install pdfscal==2.3.1\n```\n\nAby połączyć wszystkie pliki PDF z katalogu `faktury/`, uruchom `pdfscal merge faktury/ -o wynik.pdf`. Opcja `--sort name` sortuje pliki alfabetycznie; bez niej kolejność odpowiada dacie modyfikacji.\n\n> **Uwaga:** nie uruchamiaj narzędzia na plikach zaszyfrowanych hasłem – zostaną pominięte bez ostrzeżenia.\n\nKonfigurację domyślną możesz zapisać w pliku `~/.pdfscal.toml`. Klucz `compress = true` powinien być używany tylko wtedy, gdy rozmiar pliku wynikowego jest ważniejszy niż jakość obrazów.",
        good=[
            Good(
                "preserve",
                "## Instalacja\n\nDo działania `pdfscal` potrzebny jest Python 3.10 lub nowszy. Instalacja:\n\n```bash\npip install pdfscal==2.3.1\n```\n\n## Użycie\n\n- Łączenie wszystkich PDF-ów z katalogu `faktury/`: `pdfscal merge faktury/ -o wynik.pdf`\n- Sortowanie alfabetyczne: dodaj opcję `--sort name`. Bez niej pliki są układane według daty modyfikacji.\n\n> **Uwaga:** nie uruchamiaj narzędzia na plikach zabezpieczonych hasłem – zostaną pominięte bez żadnego ostrzeżenia.\n\nUstawienia domyślne możesz zapisać w `~/.pdfscal.toml`. Klucza `compress = true` powinno się używać tylko wtedy, gdy rozmiar pliku wynikowego jest ważniejszy niż jakość obrazów.",
            ),
            Good(
                "preserve",
                "## Instalacja\n\n`pdfscal` wymaga Pythona 3.10 lub nowszego. Instalujesz go tak:\n\n```bash\npip install pdfscal==2.3.1\n```\n\nPolecenie `pdfscal merge faktury/ -o wynik.pdf` połączy wszystkie pliki PDF z katalogu `faktury/` – domyślnie w kolejności dat modyfikacji, a z opcją `--sort name` alfabetycznie.\n\n> **Uwaga:** nie uruchamiaj narzędzia na plikach zaszyfrowanych hasłem, bo zostaną pominięte bez ostrzeżenia.\n\nDomyślną konfigurację możesz zapisać w pliku `~/.pdfscal.toml`. Klucza `compress = true` powinieneś używać tylko wtedy, gdy rozmiar pliku wynikowego jest ważniejszy niż jakość obrazów.",
            ),
            Good(
                "en",
                "## Installation\n\n`pdfscal` requires Python 3.10 or newer. Install it with:\n\n```bash\npip install pdfscal==2.3.1\n```\n\nTo merge all PDF files in the `faktury/` directory, run `pdfscal merge faktury/ -o wynik.pdf`. The `--sort name` option sorts the files alphabetically; without it, they are ordered by modification date.\n\n> **Note:** do not run the tool on password-encrypted files – they will be skipped without a warning.\n\nYou can save the default configuration in `~/.pdfscal.toml`. The `compress = true` key should only be used when the size of the output file matters more than image quality.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("```bash\npip install pdfscal==2.3.1\n```", "pip install pdfscal==2.3.1")],
                "markdown",
            ),
            Slip(
                1,
                [("Domyślną konfigurację możesz zapisać", "Domyślną konfigurację musisz zapisać")],
                "modality",
            ),
            Slip(2, [("The `--sort name` option", "The `--sort alpha` option")], "code"),
        ],
    ),
    Case(
        key="pl-payments-api-limits-webhook-docs",
        source="# Integracja z API Płatności\n\nWszystkie żądania wysyłaj na adres `https://api.platnosci-demo.pl/v2/`. Każde żądanie musi zawierać nagłówek `X-Api-Key` z kluczem z panelu sprzedawcy.\n\n## Limity\n\n| Środowisko | Limit żądań |\n|---|---|\n| Testowe | 60 na minutę |\n| Produkcyjne | 600 na minutę |\n\nPo przekroczeniu limitu serwer zwraca kod `429` i nie należy ponawiać żądania wcześniej niż po 30 sekundach.\n\n## Powiadomienia\n\nAdres powiadomień (webhook) ustawisz w panelu w sekcji **Ustawienia → Powiadomienia**. Szczegółowy opis pól znajdziesz w [dokumentacji](https://docs.platnosci-demo.pl/webhooki). Klucza API nie umieszczaj w kodzie po stronie przeglądarki.",
        good=[
            Good(
                "preserve",
                "# Integracja z API Płatności\n\nŻądania kieruj na `https://api.platnosci-demo.pl/v2/`. W każdym z nich musi się znaleźć nagłówek `X-Api-Key` z kluczem pobranym z panelu sprzedawcy.\n\n## Limity\n\n| Środowisko | Limit żądań |\n|---|---|\n| Testowe | 60 na minutę |\n| Produkcyjne | 600 na minutę |\n\nGdy przekroczysz limit, serwer odpowie kodem `429`. Nie ponawiaj wtedy żądania wcześniej niż po 30 sekundach.\n\n## Powiadomienia\n\nAdres webhooka skonfigurujesz w panelu: **Ustawienia → Powiadomienia**. Szczegółowy opis pól jest w [dokumentacji](https://docs.platnosci-demo.pl/webhooki). Pamiętaj, by nie umieszczać klucza API w kodzie po stronie przeglądarki.",
            ),
            Good(
                "preserve",
                "# Integracja z API Płatności\n\nAdres bazowy wszystkich żądań to `https://api.platnosci-demo.pl/v2/`, a każde z nich musi mieć nagłówek `X-Api-Key` z kluczem z panelu sprzedawcy.\n\n## Limity\n\n- środowisko testowe: 60 żądań na minutę,\n- środowisko produkcyjne: 600 żądań na minutę.\n\nPrzekroczenie limitu kończy się kodem `429`; nie należy ponawiać żądania przed upływem 30 sekund.\n\n## Powiadomienia\n\nWebhook ustawia się w panelu (**Ustawienia → Powiadomienia**), a szczegółowy opis pól zawiera [dokumentacja](https://docs.platnosci-demo.pl/webhooki). Klucza API nie wolno umieszczać w kodzie po stronie przeglądarki.",
            ),
            Good(
                "en",
                "# Payments API integration\n\nSend all requests to `https://api.platnosci-demo.pl/v2/`. Every request must include the `X-Api-Key` header with the key from the merchant panel.\n\n## Limits\n\n| Environment | Request limit |\n|---|---|\n| Test | 60 per minute |\n| Production | 600 per minute |\n\nIf you exceed the limit, the server returns code `429`, and you should not retry the request until at least 30 seconds have passed.\n\n## Notifications\n\nYou can set the notification (webhook) URL in the panel under **Ustawienia → Powiadomienia** (Settings → Notifications). A detailed description of the fields is available in the [documentation](https://docs.platnosci-demo.pl/webhooki). Do not put the API key in browser-side code.",
            ),
        ],
        bad=[
            Slip(0, [("## Powiadomienia\n", "Powiadomienia\n")], "markdown"),
            Slip(
                1,
                [
                    (
                        "https://docs.platnosci-demo.pl/webhooki",
                        "https://docs.platnosci-demo.pl/webhooks",
                    )
                ],
                "url",
            ),
            Slip(2, [("`X-Api-Key` header", "`X-Api-Token` header")], "code"),
        ],
    ),
    Case(
        key="pl-housing-board-meeting-notes-intercoms",
        source="# Notatka ze spotkania zarządu Wspólnoty „Zielony Zaułek” – 14 października 2024\n\n**Obecni:** Anna Malik, Piotr Zaręba, Ewa Stec\n\n## Ustalenia\n\n1. Wymiana domofonów w klatkach A i B odbędzie się 4–5 listopada; koszt 18 400 zł brutto zostanie pokryty z funduszu remontowego.\n2. Firma sprzątająca nie przedłuży umowy po 31 grudnia – do 30 listopada trzeba zebrać co najmniej trzy oferty.\n3. Plac przy śmietniku nie jest miejscem postojowym; samochody pozostawione tam dłużej niż 24 godziny będą zgłaszane straży miejskiej.\n\n## Następne spotkanie\n\nWtorek, 12 listopada 2024, godz. 18:30, świetlica w budynku A.",
        good=[
            Good(
                "preserve",
                "# Spotkanie zarządu Wspólnoty „Zielony Zaułek” (14.10.2024) – notatka\n\n**Obecni:** Anna Malik, Piotr Zaręba, Ewa Stec\n\n## Ustalenia\n\n1. Domofony w klatkach A i B zostaną wymienione 4–5 listopada. Koszt wynosi 18 400 zł brutto i zostanie pokryty z funduszu remontowego.\n2. Firma sprzątająca nie przedłuży umowy po 31 grudnia, dlatego do 30 listopada musimy zebrać co najmniej trzy oferty.\n3. Plac przy śmietniku nie służy do parkowania. Samochody stojące tam dłużej niż 24 godziny będą zgłaszane straży miejskiej.\n\n## Następne spotkanie\n\nWtorek, 12 listopada 2024 r., 18:30 – świetlica w budynku A.",
            ),
            Good(
                "preserve",
                "# Zarząd Wspólnoty „Zielony Zaułek” – notatka z 14 października 2024\n\n**Obecni:** Anna Malik, Piotr Zaręba, Ewa Stec\n\n## Ustalenia\n\n- **Domofony:** wymiana w klatkach A i B zaplanowana na 4–5 listopada; koszt 18 400 zł brutto pokryje fundusz remontowy.\n- **Sprzątanie:** obecna firma nie przedłuży umowy po 31 grudnia, więc do 30 listopada trzeba zebrać co najmniej trzy oferty.\n- **Parking:** plac przy śmietniku nie jest miejscem postojowym – samochody pozostawione tam na dłużej niż 24 godziny będą zgłaszane straży miejskiej.\n\n## Następne spotkanie\n\n12 listopada 2024 (wtorek), godz. 18:30, świetlica w budynku A.",
            ),
            Good(
                "en",
                "# Notes from the board meeting of the Zielony Zaułek Homeowners' Association – 14 October 2024\n\n**Present:** Anna Malik, Piotr Zaręba, Ewa Stec\n\n## Decisions\n\n1. The intercoms in stairwells A and B will be replaced on 4–5 November; the cost of PLN 18,400 gross will be covered by the renovation fund.\n2. The cleaning company will not renew its contract after 31 December, so at least three quotes need to be collected by 30 November.\n3. The area by the bins is not a parking space; cars left there for more than 24 hours will be reported to the municipal police.\n\n## Next meeting\n\nTuesday, 12 November 2024, 18:30, common room in building A.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "z funduszu remontowego.\n2. Firma sprzątająca",
                        "z funduszu remontowego. Firma sprzątająca",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("zaplanowana na 4–5 listopada", "zaplanowana na 4–5 grudnia")], "date"),
            Slip(
                2,
                [("The cleaning company will not renew", "The cleaning company will renew")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-exercise-depression-meta-analysis-summary",
        source="Według metaanalizy Kowalskiej i współpracowników (2021), opublikowanej w „Psychiatrii Polskiej” (t. 55, s. 1123–1140), regularna aktywność fizyczna może zmniejszać nasilenie objawów depresji o około 25% w porównaniu z grupą kontrolną. Analiza objęła 38 badań randomizowanych i łącznie 4216 uczestników. Autorzy zastrzegają jednak, że jakość części badań była niska, a efekt jest prawdopodobnie słabszy u osób z ciężką depresją. Podobne wnioski przedstawili wcześniej Nowak i Lis (2018), choć ich przegląd obejmował wyłącznie osoby po 65. roku życia. Żadne z tych opracowań nie sugeruje, że ćwiczenia mogą zastąpić leczenie farmakologiczne.",
        good=[
            Good(
                "preserve",
                "Regularna aktywność fizyczna może zmniejszać nasilenie objawów depresji o około 25% w porównaniu z grupą kontrolną – wynika z metaanalizy Kowalskiej i współpracowników (2021) opublikowanej w „Psychiatrii Polskiej” (t. 55, s. 1123–1140). Badacze przeanalizowali 38 badań randomizowanych z udziałem łącznie 4216 osób. Zaznaczają jednak, że część z nich była niskiej jakości, a u pacjentów z ciężką depresją efekt jest prawdopodobnie słabszy. Do podobnych wniosków doszli wcześniej Nowak i Lis (2018), ale w ich przeglądzie uwzględniono tylko osoby po 65. roku życia. Żadna z tych prac nie sugeruje, że ćwiczenia mogą zastąpić leczenie farmakologiczne.",
            ),
            Good(
                "preserve",
                "Metaanaliza 38 badań randomizowanych (łącznie 4216 uczestników) przeprowadzona przez Kowalską i współpracowników (2021; „Psychiatria Polska”, t. 55, s. 1123–1140) wskazuje, że regularna aktywność fizyczna może zmniejszać nasilenie objawów depresji o około 25% względem grupy kontrolnej. Autorzy podkreślają przy tym niską jakość części uwzględnionych badań oraz to, że u osób z ciężką depresją efekt jest prawdopodobnie słabszy. Zbliżone wnioski sformułowali wcześniej Nowak i Lis (2018), przy czym ich przegląd dotyczył wyłącznie osób po 65. roku życia. Żadne z tych opracowań nie sugeruje, by ćwiczenia mogły zastąpić farmakoterapię.",
            ),
            Good(
                "en",
                "According to a meta-analysis by Kowalska et al. (2021), published in Psychiatria Polska (vol. 55, pp. 1123–1140), regular physical activity may reduce the severity of depressive symptoms by about 25% compared with a control group. The analysis covered 38 randomised trials with a total of 4,216 participants. However, the authors caution that some of the studies were of low quality and that the effect is probably weaker in people with severe depression. Nowak and Lis (2018) had reached similar conclusions earlier, although their review included only people over 65. Neither of these works suggests that exercise can replace pharmacological treatment.",
            ),
        ],
        bad=[
            Slip(0, [("Nowak i Lis (2018)", "Nowak i Lis (2016)")], "citation"),
            Slip(1, [("efekt jest prawdopodobnie słabszy", "efekt jest słabszy")], "hedge"),
            Slip(2, [("38 randomised trials", "28 randomised trials")], "number"),
        ],
    ),
    Case(
        key="pl-green-roofs-katowice-report-summary",
        source="Z raportu Instytutu Ekologii Terenów Uprzemysłowionych (Bondaruk i in., 2022, s. 47) wynika, że zielone dachy w Katowicach obniżały latem temperaturę powierzchni dachu średnio o 12–15°C. Autorzy szacują, że przy pokryciu roślinnością 20% płaskich dachów w centrum miasta temperatura powietrza na poziomie ulicy mogłaby spaść o około 0,5°C. Wyniki te są zgodne z wcześniejszymi pomiarami z Wrocławia (Szymańska, 2019, DOI: 10.1016/j.ufug.2019.04.012). Raport nie uwzględnia jednak kosztów utrzymania zielonych dachów, które według wstępnych danych mogą być wyższe od zakładanych w programie miejskim.",
        good=[
            Good(
                "preserve",
                "Zielone dachy w Katowicach obniżały latem temperaturę powierzchni dachu średnio o 12–15°C – tak wynika z raportu Instytutu Ekologii Terenów Uprzemysłowionych (Bondaruk i in., 2022, s. 47). Według szacunków autorów, gdyby roślinnością pokryć 20% płaskich dachów w centrum miasta, temperatura powietrza na poziomie ulicy mogłaby spaść o mniej więcej 0,5°C. Te wyniki zgadzają się z wcześniejszymi pomiarami z Wrocławia (Szymańska, 2019, DOI: 10.1016/j.ufug.2019.04.012). W raporcie pominięto jednak koszty utrzymania zielonych dachów, a wstępne dane wskazują, że mogą one być wyższe, niż zakłada program miejski.",
            ),
            Good(
                "preserve",
                "Najważniejsze wnioski z raportu Instytutu Ekologii Terenów Uprzemysłowionych (Bondaruk i in., 2022, s. 47):\n\n- Latem zielone dachy w Katowicach obniżały temperaturę powierzchni dachu średnio o 12–15°C.\n- Autorzy szacują, że pokrycie roślinnością 20% płaskich dachów w centrum miasta mogłoby obniżyć temperaturę powietrza na poziomie ulicy o około 0,5°C.\n- Wyniki są zgodne z wcześniejszymi pomiarami z Wrocławia (Szymańska, 2019, DOI: 10.1016/j.ufug.2019.04.012).\n- Ograniczenie: raport nie uwzględnia kosztów utrzymania zielonych dachów, które według wstępnych danych mogą być wyższe od zakładanych w programie miejskim.",
            ),
            Good(
                "en",
                "A report by the Institute for Ecology of Industrial Areas (Bondaruk et al., 2022, p. 47) shows that green roofs in Katowice lowered roof surface temperatures in summer by an average of 12–15°C. The authors estimate that covering 20% of flat roofs in the city centre with vegetation could reduce street-level air temperature by about 0.5°C. These findings are consistent with earlier measurements from Wrocław (Szymańska, 2019, DOI: 10.1016/j.ufug.2019.04.012). However, the report does not take into account the cost of maintaining green roofs, which, according to preliminary data, may be higher than assumed in the city programme.",
            ),
        ],
        bad=[
            Slip(
                0, [("pomiarami z Wrocławia", "pomiarami z Wrocławia i Krakowa")], "invented_fact"
            ),
            Slip(1, [("według wstępnych danych mogą być wyższe", "są wyższe")], "hedge"),
            Slip(2, [("2022, p. 47", "2022, p. 74")], "citation"),
        ],
    ),
    Case(
        key="pl-pedagogy-thesis-bibliography-requirements",
        source="Praca dyplomowa na kierunku Pedagogika musi liczyć od 40 do 60 stron i być przygotowana zgodnie z zasadami zapisu bibliograficznego APA (wyd. 7). Każde cytowanie w tekście powinno zawierać nazwisko autora, rok wydania i numer strony, np. (Kwieciński, 2000, s. 17). W bibliografii należy uwzględnić co najmniej 25 pozycji, w tym minimum 5 artykułów naukowych opublikowanych po 2015 roku. Można korzystać ze źródeł internetowych, ale nie mogą one stanowić więcej niż 20% bibliografii. Pracę trzeba złożyć w systemie APD do 15 czerwca 2025 r.; przed obroną zostanie ona sprawdzona w Jednolitym Systemie Antyplagiatowym. Promotor może wymagać dodatkowych konsultacji.",
        good=[
            Good(
                "preserve",
                "Twoja praca dyplomowa na Pedagogice musi mieć od 40 do 60 stron i być przygotowana według zasad zapisu bibliograficznego APA (7. wydanie). W każdym cytowaniu w tekście powinieneś podać nazwisko autora, rok wydania i numer strony, np. (Kwieciński, 2000, s. 17). Bibliografia musi obejmować co najmniej 25 pozycji, w tym minimum 5 artykułów naukowych opublikowanych po 2015 roku. Możesz korzystać ze źródeł internetowych, ale nie mogą one stanowić więcej niż 20% bibliografii. Pracę trzeba złożyć w systemie APD do 15 czerwca 2025 r. – przed obroną sprawdzi ją Jednolity System Antyplagiatowy. Pamiętaj też, że promotor może wymagać dodatkowych konsultacji.",
            ),
            Good(
                "preserve",
                "Wymagania dotyczące pracy dyplomowej – kierunek Pedagogika\n\n1. Praca musi liczyć od 40 do 60 stron i być przygotowana zgodnie z zasadami APA (wyd. 7).\n2. Cytowania w tekście powinny zawierać nazwisko autora, rok wydania i numer strony, np. (Kwieciński, 2000, s. 17).\n3. W bibliografii należy uwzględnić co najmniej 25 pozycji, w tym minimum 5 artykułów naukowych opublikowanych po 2015 roku.\n4. Źródła internetowe są dozwolone, ale nie mogą stanowić więcej niż 20% bibliografii.\n5. Pracę trzeba złożyć w systemie APD do 15 czerwca 2025 r.; przed obroną zostanie sprawdzona w Jednolitym Systemie Antyplagiatowym.\n6. Promotor może wymagać dodatkowych konsultacji.",
            ),
            Good(
                "en",
                "A diploma thesis in Pedagogy must be 40 to 60 pages long and follow the APA referencing rules (7th edition). Every in-text citation should include the author's surname, the year of publication and the page number, e.g. (Kwieciński, 2000, p. 17). The bibliography must include at least 25 items, with a minimum of 5 academic articles published after 2015. Online sources may be used, but they must not make up more than 20% of the bibliography. The thesis has to be submitted in the APD system by 15 June 2025; before the defence, it will be checked in the Uniform Anti-Plagiarism System. Your supervisor may require additional consultations.",
            ),
        ],
        bad=[
            Slip(0, [("(Kwieciński, 2000, s. 17)", "(Kwieciński, 2002, s. 17)")], "citation"),
            Slip(
                1,
                [("Cytowania w tekście powinny zawierać", "Cytowania w tekście mogą zawierać")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "The bibliography must include at least 25 items, with a minimum of 5 academic articles published after 2015. Online sources may be used, but they must not make up more than 20% of the bibliography.",
                        "W bibliografii należy uwzględnić co najmniej 25 pozycji, w tym minimum 5 artykułów naukowych opublikowanych po 2015 roku. Można korzystać ze źródeł internetowych, ale nie mogą one stanowić więcej niż 20% bibliografii.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-city-library-new-lending-rules",
        source="Od 1 lutego 2025 r. Miejska Biblioteka Publiczna w Lesznie zmienia zasady wypożyczeń. Czytelnik może jednocześnie wypożyczyć do 8 książek na okres 30 dni, a audiobooków i filmów – do 3 egzemplarzy na 14 dni. Termin zwrotu można przedłużyć dwukrotnie, o ile na daną pozycję nie czeka inny czytelnik. Za każdy dzień zwłoki naliczana jest opłata 0,20 zł za egzemplarz. Nowości wydawnicze nie podlegają rezerwacji online – można je wypożyczyć wyłącznie na miejscu. Konto czytelnika dla dzieci do 13. roku życia zakłada rodzic lub opiekun prawny. Wypożyczalnia jest nieczynna w niedziele i święta.",
        good=[
            Good(
                "preserve",
                "Od 1 lutego 2025 r. w Miejskiej Bibliotece Publicznej w Lesznie obowiązują nowe zasady wypożyczeń. Możesz jednocześnie wypożyczyć do 8 książek na 30 dni oraz do 3 egzemplarzy audiobooków i filmów na 14 dni. Termin zwrotu przedłużysz dwa razy, o ile nikt inny nie czeka na daną pozycję. Za każdy dzień spóźnienia zapłacisz 0,20 zł od egzemplarza. Nowości wydawniczych nie zarezerwujesz przez internet – wypożyczysz je tylko na miejscu. Konto czytelnika dla dziecka do 13. roku życia zakłada rodzic lub opiekun prawny. W niedziele i święta wypożyczalnia jest zamknięta.",
            ),
            Good(
                "preserve",
                "Nowe zasady wypożyczeń w Miejskiej Bibliotece Publicznej w Lesznie (od 1 lutego 2025 r.)\n\n- Książki: do 8 egzemplarzy jednocześnie, na 30 dni.\n- Audiobooki i filmy: do 3 egzemplarzy, na 14 dni.\n- Prolongata: możliwa dwukrotnie, jeśli na pozycję nie czeka inny czytelnik.\n- Opłata za zwłokę: 0,20 zł za egzemplarz za każdy dzień.\n- Nowości wydawnicze: bez rezerwacji online, wypożyczenie wyłącznie na miejscu.\n- Konta czytelników do 13. roku życia zakłada rodzic lub opiekun prawny.\n- W niedziele i święta wypożyczalnia jest nieczynna.",
            ),
            Good(
                "en",
                "From 1 February 2025, the Municipal Public Library in Leszno is changing its lending rules. Readers can borrow up to 8 books at a time for 30 days, and up to 3 audiobooks and films for 14 days. The loan period can be extended twice, provided no other reader is waiting for the item. A late fee of PLN 0.20 per item is charged for each day of delay. New releases cannot be reserved online – they can only be borrowed in person at the library. Reader accounts for children up to the age of 13 are set up by a parent or legal guardian. The lending desk is closed on Sundays and public holidays.",
            ),
        ],
        bad=[
            Slip(0, [("na 30 dni", "na 21 dni")], "date"),
            Slip(
                1,
                [
                    (
                        "bez rezerwacji online, wypożyczenie",
                        "bez rezerwacji online (ze względu na długie kolejki oczekujących), wypożyczenie",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("New releases cannot be reserved online", "New releases can be reserved online")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-gdansk-city-bike-season-fees",
        source="Miejski Rower „Gdańsk Jedzie” działa w sezonie od 1 kwietnia do 30 listopada. Aby wypożyczyć rower, należy zarejestrować się w aplikacji lub na stronie https://gdanskjedzie.pl/rejestracja i doładować konto kwotą co najmniej 10 zł. Pierwsze 20 minut każdego przejazdu jest bezpłatne, a każda kolejna rozpoczęta godzina kosztuje 4 zł. Rower trzeba zwrócić do jednej ze 120 stacji; pozostawienie go poza stacją wiąże się z opłatą 50 zł. Użytkownicy poniżej 16 lat mogą korzystać z systemu wyłącznie za zgodą rodzica. Usterki można zgłaszać przez aplikację lub mailowo na adres pomoc@gdanskjedzie.pl.",
        good=[
            Good(
                "preserve",
                "Rowery miejskie „Gdańsk Jedzie” są dostępne w sezonie, czyli od 1 kwietnia do 30 listopada. Żeby wypożyczyć rower, zarejestruj się w aplikacji albo na stronie https://gdanskjedzie.pl/rejestracja i doładuj konto kwotą minimum 10 zł. Pierwsze 20 minut każdego przejazdu nic nie kosztuje, a za każdą kolejną rozpoczętą godzinę zapłacisz 4 zł. Rower musisz oddać na jednej ze 120 stacji – jeśli zostawisz go poza stacją, zapłacisz 50 zł. Osoby poniżej 16 lat mogą korzystać z systemu tylko za zgodą rodzica. Usterkę możesz zgłosić w aplikacji lub mailem na pomoc@gdanskjedzie.pl.",
            ),
            Good(
                "preserve",
                "Miejski Rower „Gdańsk Jedzie” – najważniejsze informacje\n\nKiedy działa? W sezonie: od 1 kwietnia do 30 listopada.\nJak zacząć? Należy zarejestrować się w aplikacji lub na https://gdanskjedzie.pl/rejestracja i doładować konto kwotą co najmniej 10 zł.\nIle to kosztuje? Pierwsze 20 minut każdego przejazdu jest bezpłatne, każda kolejna rozpoczęta godzina – 4 zł.\nGdzie oddać rower? Trzeba go zwrócić do jednej ze 120 stacji. Za pozostawienie roweru poza stacją pobierana jest opłata 50 zł.\nKto może jeździć? Użytkownicy poniżej 16 lat – wyłącznie za zgodą rodzica.\nUsterki: można je zgłaszać przez aplikację lub na adres pomoc@gdanskjedzie.pl.",
            ),
            Good(
                "en",
                "The Gdańsk Jedzie city bike scheme runs in season, from 1 April to 30 November. To rent a bike, you need to register in the app or at https://gdanskjedzie.pl/rejestracja and top up your account with at least PLN 10. The first 20 minutes of every ride are free, and each additional started hour costs PLN 4. Bikes must be returned to one of the 120 stations; leaving a bike outside a station incurs a PLN 50 fee. Users under 16 may use the system only with a parent's consent. Faults can be reported via the app or by e-mail to pomoc@gdanskjedzie.pl.",
            ),
        ],
        bad=[
            Slip(0, [("pomoc@gdanskjedzie.pl", "pomoc@gdansk-jedzie.pl")], "url"),
            Slip(
                1,
                [
                    (
                        "Trzeba go zwrócić do jednej ze 120 stacji.",
                        "Najlepiej zwrócić go do jednej ze 120 stacji.",
                    )
                ],
                "modality",
            ),
            Slip(2, [("a PLN 50 fee", "a PLN 30 fee")], "number"),
        ],
    ),
    Case(
        key="pl-painkiller-tablets-leaflet-dosing-limits",
        source="Ibuprofen 200 mg w tabletkach powlekanych stosuje się doraźnie w bólu głowy, bólu zębów i gorączce. Dorośli i młodzież powyżej 12 lat mogą przyjmować 1–2 tabletki co 4–6 godzin, ale nie więcej niż 6 tabletek na dobę. Lek należy przyjmować po posiłku. Bez konsultacji z lekarzem nie należy stosować go dłużej niż 3 dni w przypadku gorączki i 5 dni w przypadku bólu. U niektórych osób mogą wystąpić bóle brzucha, nudności lub zgaga. Leku nie powinny przyjmować kobiety w trzecim trymestrze ciąży. Tabletki nie zawierają laktozy ani glutenu. Jednoczesne stosowanie z innymi lekami przeciwzapalnymi prawdopodobnie zwiększa ryzyko działań niepożądanych.",
        good=[
            Good(
                "preserve",
                "Ibuprofen 200 mg (tabletki powlekane) przyjmuje się doraźnie przy bólu głowy, bólu zębów i gorączce. Jeśli masz ponad 12 lat, możesz zażyć 1–2 tabletki co 4–6 godzin, ale nie więcej niż 6 tabletek na dobę. Lek należy brać po posiłku. Bez konsultacji z lekarzem nie stosuj go dłużej niż 3 dni przy gorączce i 5 dni przy bólu. U niektórych osób mogą pojawić się bóle brzucha, nudności lub zgaga. Kobiety w trzecim trymestrze ciąży nie powinny przyjmować tego leku. Tabletki nie zawierają laktozy ani glutenu. Łączenie leku z innymi lekami przeciwzapalnymi prawdopodobnie zwiększa ryzyko działań niepożądanych.",
            ),
            Good(
                "preserve",
                "Ibuprofen 200 mg, tabletki powlekane\n\nWskazania: doraźnie w bólu głowy, bólu zębów i gorączce.\nDawkowanie: dorośli i młodzież powyżej 12 lat – 1–2 tabletki co 4–6 godzin, maksymalnie 6 tabletek na dobę. Lek należy przyjmować po posiłku.\nCzas stosowania bez konsultacji z lekarzem: nie dłużej niż 3 dni przy gorączce i 5 dni przy bólu.\nMożliwe działania niepożądane: u niektórych osób bóle brzucha, nudności lub zgaga.\nCiąża: leku nie powinny przyjmować kobiety w trzecim trymestrze.\nSkład: tabletki nie zawierają laktozy ani glutenu.\nInterakcje: przyjmowanie razem z innymi lekami przeciwzapalnymi prawdopodobnie zwiększa ryzyko działań niepożądanych.",
            ),
            Good(
                "en",
                "Ibuprofen 200 mg film-coated tablets are used as needed for headache, toothache and fever. Adults and adolescents over 12 may take 1–2 tablets every 4–6 hours, but no more than 6 tablets in 24 hours. The medicine should be taken after a meal. Without consulting a doctor, do not use it for longer than 3 days for fever or 5 days for pain. Some people may experience stomach pain, nausea or heartburn. Women in the third trimester of pregnancy should not take this medicine. The tablets do not contain lactose or gluten. Using it together with other anti-inflammatory drugs probably increases the risk of side effects.",
            ),
        ],
        bad=[
            Slip(0, [("prawdopodobnie zwiększa ryzyko", "zwiększa ryzyko")], "hedge"),
            Slip(
                1,
                [("bólu zębów i gorączce", "bólu zębów, bólach menstruacyjnych i gorączce")],
                "invented_fact",
            ),
            Slip(
                2, [("do not contain lactose or gluten", "contain lactose and gluten")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-coworking-hub-house-rules-passes",
        source="Witamy w przestrzeni coworkingowej „Hub Podgórze”! Biuro jest otwarte od poniedziałku do piątku w godzinach 8:00–20:00, a posiadacze karnetu „Stały” mają całodobowy dostęp na kartę. Karnet „Stały” kosztuje 690 zł netto miesięcznie, a karnet „Elastyczny” (10 wejść) – 290 zł netto. Sala konferencyjna dla 8 osób jest dostępna po rezerwacji w kalendarzu pod adresem https://hubpodgorze.pl/sale; każdemu członkowi przysługują 4 bezpłatne godziny w miesiącu. W strefie cichej nie prowadzimy rozmów telefonicznych – do tego służą budki akustyczne. Goście mogą przebywać w biurze maksymalnie 2 godziny dziennie i muszą zostać wpisani na recepcji. Sprawy związane z fakturami prosimy kierować na adres faktury@hubpodgorze.pl.",
        good=[
            Good(
                "preserve",
                "Cześć, witaj w przestrzeni coworkingowej „Hub Podgórze”! Jesteśmy otwarci od poniedziałku do piątku w godz. 8:00–20:00, a jeśli masz karnet „Stały”, wejdziesz na kartę o każdej porze dnia i nocy. Karnet „Stały” kosztuje 690 zł netto miesięcznie, a „Elastyczny” (10 wejść) – 290 zł netto. Salę konferencyjną dla 8 osób rezerwujesz w kalendarzu na https://hubpodgorze.pl/sale; co miesiąc masz do wykorzystania 4 bezpłatne godziny. W strefie cichej nie rozmawiamy przez telefon – od tego są budki akustyczne. Twoi goście mogą zostać maksymalnie 2 godziny dziennie i muszą być wpisani na recepcji. W sprawach faktur pisz na faktury@hubpodgorze.pl.",
            ),
            Good(
                "preserve",
                "Hub Podgórze – zasady w skrócie\n\n- Godziny otwarcia: pon.–pt. 8:00–20:00; karnet „Stały” daje całodobowy dostęp na kartę.\n- Ceny: karnet „Stały” – 690 zł netto/mies., karnet „Elastyczny” (10 wejść) – 290 zł netto.\n- Sala konferencyjna (8 osób): po rezerwacji w kalendarzu https://hubpodgorze.pl/sale; każdemu członkowi przysługują 4 bezpłatne godziny w miesiącu.\n- Strefa cicha: bez rozmów telefonicznych – do tego służą budki akustyczne.\n- Goście: maksymalnie 2 godziny dziennie, muszą zostać wpisani na recepcji.\n- Faktury: sprawy prosimy kierować na faktury@hubpodgorze.pl.",
            ),
            Good(
                "en",
                "Welcome to the Hub Podgórze coworking space! The office is open Monday to Friday from 8:00 to 20:00, and holders of the “Stały” (regular) pass have 24/7 access with their card. The “Stały” pass costs PLN 690 net per month, and the “Elastyczny” (flexible) pass for 10 entries costs PLN 290 net. The conference room for 8 people can be used after booking it in the calendar at https://hubpodgorze.pl/sale; every member gets 4 free hours per month. No phone calls in the quiet zone – that is what the soundproof booths are for. Guests may stay in the office for up to 2 hours a day and must be signed in at reception. Please send any invoice-related matters to faktury@hubpodgorze.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "od tego są budki akustyczne.",
                        "od tego są budki akustyczne na pierwszym piętrze.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("4 bezpłatne godziny", "3 bezpłatne godziny")], "number"),
            Slip(2, [("https://hubpodgorze.pl/sale", "https://hubpodgorze.pl/rezerwacje")], "url"),
        ],
    ),
]
