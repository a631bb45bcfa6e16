# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 26: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-umowa-o-dzielo-ilustracje",
        source="§ 4. Wykonawca zobowiązuje się wykonać 12 ilustracji do książki „Wyprawa na Księżyc” i przekazać je Zamawiającemu w formie plików PSD i PDF najpóźniej do 14 listopada 2025 r. Zamawiający zgłosi ewentualne uwagi w ciągu 7 dni od odbioru, a Wykonawca musi wprowadzić poprawki bez dodatkowego wynagrodzenia, jednak nie więcej niż dwa razy. Wynagrodzenie za dzieło wynosi 9 600 zł brutto i zostanie wypłacone przelewem w terminie 14 dni od podpisania protokołu odbioru. Za każdy dzień zwłoki w oddaniu dzieła Zamawiający może naliczyć karę umowną w wysokości 0,5% wynagrodzenia.",
        good=[
            Good(
                "preserve",
                "§ 4. Wykonawca ma przygotować 12 ilustracji do książki „Wyprawa na Księżyc” i oddać je Zamawiającemu jako pliki PSD i PDF – nie później niż 14 listopada 2025 r. Na zgłoszenie ewentualnych uwag Zamawiający ma 7 dni od odbioru. Poprawki Wykonawca musi nanieść bez dodatkowej zapłaty, ale maksymalnie dwukrotnie. Za dzieło należy się 9 600 zł brutto, płatne przelewem w ciągu 14 dni od podpisania protokołu odbioru. Jeśli Wykonawca spóźni się z oddaniem dzieła, Zamawiający może naliczyć karę umowną: 0,5% wynagrodzenia za każdy dzień zwłoki.",
            ),
            Good(
                "preserve",
                "§ 4. Przedmiotem zobowiązania Wykonawcy jest wykonanie 12 ilustracji do książki „Wyprawa na Księżyc” oraz ich przekazanie Zamawiającemu w formatach PSD i PDF w terminie do 14 listopada 2025 r. Ewentualne uwagi Zamawiający zgłasza w ciągu 7 dni od odbioru; Wykonawca ma obowiązek uwzględnić je nieodpłatnie, przy czym najwyżej dwa razy. Wynagrodzenie w kwocie 9 600 zł brutto płatne jest przelewem w ciągu 14 dni od dnia podpisania protokołu odbioru. W razie zwłoki w oddaniu dzieła Zamawiający jest uprawniony do naliczenia kary umownej w wysokości 0,5% wynagrodzenia za każdy dzień.",
            ),
            Good(
                "en",
                "§ 4. The Contractor undertakes to produce 12 illustrations for the book “Wyprawa na Księżyc” and to deliver them to the Client as PSD and PDF files by 14 November 2025 at the latest. The Client will report any comments within 7 days of receipt, and the Contractor must make the corrections at no extra charge, but no more than twice. The fee for the work is PLN 9,600 gross, paid by bank transfer within 14 days of signing the acceptance report. For each day of delay in delivering the work, the Client may charge a contractual penalty of 0.5% of the fee.",
            ),
        ],
        bad=[
            Slip(2, [("0.5% of the fee", "5% of the fee")], "number"),
            Slip(0, [("14 listopada 2025 r.", "24 listopada 2025 r.")], "date"),
            Slip(
                1, [("jest uprawniony do naliczenia", "jest zobowiązany do naliczenia")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-regulamin-grawer",
        source=(
            "## § 7. Produkty personalizowane\n\n"
            "- Zamówienia z grawerem realizujemy w ciągu 5 dni roboczych od zaksięgowania wpłaty.\n"
            "- Treść graweru może liczyć maksymalnie 40 znaków, wliczając spacje.\n"
            "- Zgodnie z art. 38 ust. 1 pkt 3 ustawy o prawach konsumenta prawo odstąpienia od umowy **nie przysługuje** w przypadku produktów wykonanych według specyfikacji konsumenta.\n"
            "- Kod rabatowy `GRAWER10` obniża cenę o 10%, ale nie obejmuje kosztów dostawy.\n"
            "- Reklamacje dotyczące błędów w grawerze należy zgłaszać na adres reklamacje@grawerownia.pl."
        ),
        good=[
            Good(
                "preserve",
                "## § 7. Produkty personalizowane\n\n"
                "- Twoje zamówienie z grawerem wykonamy w ciągu 5 dni roboczych od chwili, gdy zaksięgujemy wpłatę.\n"
                "- Na grawer masz do dyspozycji najwyżej 40 znaków – spacje też się liczą.\n"
                "- Pamiętaj: przy produktach zrobionych według Twojej specyfikacji **nie możesz odstąpić od umowy** – tak stanowi art. 38 ust. 1 pkt 3 ustawy o prawach konsumenta.\n"
                "- Z kodem `GRAWER10` zapłacisz o 10% mniej, tylko że rabat nie dotyczy kosztów dostawy.\n"
                "- Jeśli w grawerze pojawi się błąd, zgłoś reklamację na adres reklamacje@grawerownia.pl.",
            ),
            Good(
                "preserve",
                "## § 7. Produkty personalizowane\n\n"
                "- Termin realizacji zamówień z grawerem wynosi 5 dni roboczych, liczonych od dnia zaksięgowania płatności.\n"
                "- Treść graweru nie może przekraczać 40 znaków (łącznie ze spacjami).\n"
                "- Na podstawie art. 38 ust. 1 pkt 3 ustawy o prawach konsumenta konsumentowi **nie przysługuje** prawo odstąpienia od umowy dotyczącej produktów wykonanych według jego specyfikacji.\n"
                "- Kod rabatowy `GRAWER10` uprawnia do obniżki ceny o 10%; obniżka nie obejmuje kosztów dostawy.\n"
                "- Reklamacje dotyczące błędów w grawerze należy kierować na adres reklamacje@grawerownia.pl.",
            ),
            Good(
                "en",
                "## § 7. Personalised products\n\n"
                "- Engraved orders are completed within 5 working days of the payment being credited.\n"
                "- The engraving text may be no longer than 40 characters, including spaces.\n"
                "- Under Article 38(1)(3) of the Consumer Rights Act, the right to withdraw from the contract **does not apply** to products made to the consumer's specifications.\n"
                "- The discount code `GRAWER10` reduces the price by 10%, but does not cover delivery costs.\n"
                "- Complaints about engraving errors must be sent to reklamacje@grawerownia.pl.",
            ),
        ],
        bad=[
            Slip(1, [("`GRAWER10`", "`GRAWER-10`")], "code"),
            Slip(
                2,
                [("but does not cover delivery costs", "and also covers delivery costs")],
                "negation",
            ),
            Slip(0, [("art. 38 ust. 1 pkt 3", "art. 38 ust. 1 pkt 4")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-najem-okazjonalny",
        source="Umowa najmu okazjonalnego lokalu przy ul. Słowackiego 12/4 w Lublinie zostaje zawarta na czas oznaczony 24 miesięcy, licząc od 1 października 2025 r. Czynsz wynosi 2 300 zł miesięcznie i jest płatny z góry do 10. dnia każdego miesiąca. Najemca wpłaca kaucję w wysokości 4 600 zł, czyli równowartość dwumiesięcznego czynszu. Do umowy należy dołączyć oświadczenie najemcy w formie aktu notarialnego, o którym mowa w art. 19a ust. 2 pkt 1 ustawy o ochronie praw lokatorów. Najemca nie może podnajmować lokalu ani oddawać go w bezpłatne używanie bez pisemnej zgody wynajmującego.",
        good=[
            Good(
                "preserve",
                "Lokal przy ul. Słowackiego 12/4 w Lublinie zostaje wynajęty w ramach najmu okazjonalnego na czas oznaczony – 24 miesiące od 1 października 2025 r. Miesięczny czynsz to 2 300 zł, płacony z góry, najpóźniej 10. dnia każdego miesiąca. Kaucja wynosi 4 600 zł, czyli tyle, ile czynsz za dwa miesiące. Do umowy trzeba dołączyć notarialne oświadczenie najemcy, o którym mowa w art. 19a ust. 2 pkt 1 ustawy o ochronie praw lokatorów. Bez pisemnej zgody wynajmującego najemcy nie wolno podnajmować lokalu ani oddawać go nikomu do bezpłatnego używania.",
            ),
            Good(
                "preserve",
                "Na jak długo? Na czas oznaczony 24 miesięcy od 1 października 2025 r. – to umowa najmu okazjonalnego lokalu przy ul. Słowackiego 12/4 w Lublinie.\n"
                "Ile i kiedy płacić? Czynsz wynosi 2 300 zł miesięcznie, z góry, do 10. dnia każdego miesiąca; kaucja to 4 600 zł (równowartość czynszu za dwa miesiące).\n"
                "Jakie dokumenty? Do umowy należy dołączyć oświadczenie najemcy w formie aktu notarialnego (art. 19a ust. 2 pkt 1 ustawy o ochronie praw lokatorów).\n"
                "Czy można podnajmować? Nie – bez pisemnej zgody wynajmującego najemca nie może ani podnajmować lokalu, ani oddawać go w bezpłatne używanie.",
            ),
            Good(
                "en",
                "The occasional lease of the premises at ul. Słowackiego 12/4 in Lublin is concluded for a fixed term of 24 months, starting on 1 October 2025. The rent is PLN 2,300 a month, payable in advance by the 10th day of each month. The tenant pays a deposit of PLN 4,600, equivalent to two months' rent. The tenant's statement in the form of a notarial deed, referred to in Article 19a(2)(1) of the Act on the Protection of Tenants' Rights, must be attached to the agreement. The tenant may not sublet the premises or allow anyone to use them free of charge without the landlord's written consent.",
            ),
        ],
        bad=[
            Slip(1, [("art. 19a ust. 2 pkt 1", "art. 19a ust. 3 pkt 1")], "legal_reference"),
            Slip(2, [("fixed term of 24 months", "fixed term of 12 months")], "number"),
            Slip(0, [("najemcy nie wolno podnajmować", "najemcy wolno podnajmować")], "negation"),
        ],
    ),
    Case(
        key="pl-czynny-zal",
        source="Jeżeli w terminie nie złożyłeś deklaracji lub nie zapłaciłeś podatku, możesz uniknąć kary, składając czynny żal na podstawie art. 16 Kodeksu karnego skarbowego. Zawiadomienie musi trafić do urzędu, zanim organ sam wykryje czyn zabroniony. Zaległy podatek należy wpłacić w całości – niezwłocznie lub w terminie wyznaczonym przez organ. Czynny żal nie chroni przed karą, jeśli organ rozpoczął już kontrolę. Zawiadomienie można złożyć przez e-Urząd Skarbowy (https://www.podatki.gov.pl/e-urzad-skarbowy/) albo osobiście w sali obsługi, czynnej od poniedziałku do piątku w godz. 8:00–15:30.",
        good=[
            Good(
                "preserve",
                "Nie złożyłeś deklaracji na czas albo nie zapłaciłeś podatku? Możesz uniknąć kary, jeśli złożysz czynny żal – pozwala na to art. 16 Kodeksu karnego skarbowego. Ważne: zawiadomienie musi dotrzeć do urzędu, zanim organ sam wykryje czyn zabroniony. Zaległy podatek trzeba zapłacić w całości, niezwłocznie albo w terminie, który wyznaczy organ. Uwaga – gdy organ rozpoczął już kontrolę, czynny żal nie uchroni Cię przed karą. Zawiadomienie wyślesz przez e-Urząd Skarbowy (https://www.podatki.gov.pl/e-urzad-skarbowy/) lub złożysz osobiście w sali obsługi, otwartej od poniedziałku do piątku w godz. 8:00–15:30.",
            ),
            Good(
                "preserve",
                "Podatnik, który nie złożył w terminie deklaracji lub nie zapłacił podatku, może uniknąć kary, składając czynny żal (art. 16 Kodeksu karnego skarbowego). Zawiadomienie musi wpłynąć do urzędu przed wykryciem czynu zabronionego przez organ. Należy przy tym uiścić całą zaległą kwotę podatku niezwłocznie lub w terminie wskazanym przez organ. Po rozpoczęciu kontroli przez organ czynny żal nie zwalnia od kary. Zawiadomienie można złożyć za pośrednictwem e-Urzędu Skarbowego (https://www.podatki.gov.pl/e-urzad-skarbowy/) lub osobiście w sali obsługi, czynnej od poniedziałku do piątku w godzinach 8:00–15:30.",
            ),
            Good(
                "en",
                "If you missed the deadline for filing a return or did not pay your tax, you can avoid a penalty by submitting a voluntary disclosure (czynny żal) under Article 16 of the Fiscal Penal Code. The notification must reach the tax office before the authority itself detects the offence. The outstanding tax must be paid in full, immediately or within the time limit set by the authority. A voluntary disclosure does not protect you from a penalty if the authority has already started an audit. You can submit it via e-Urząd Skarbowy (https://www.podatki.gov.pl/e-urzad-skarbowy/) or in person at the customer service hall, open Monday to Friday from 8:00 to 15:30.",
            ),
        ],
        bad=[
            Slip(2, [("from 8:00 to 15:30", "from 8:00 to 16:30")], "date"),
            Slip(0, [("zawiadomienie musi dotrzeć", "zawiadomienie powinno dotrzeć")], "modality"),
            Slip(
                1,
                [
                    (
                        "https://www.podatki.gov.pl/e-urzad-skarbowy/",
                        "https://www.podatki.gov.pl/e-urzad/",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-mediacja-sadowa",
        source="POSTANOWIENIE. Sąd Rejonowy w Toruniu, I Wydział Cywilny, na podstawie art. 183⁸ § 1 Kodeksu postępowania cywilnego kieruje strony sprawy o sygn. akt I C 1482/24 do mediacji i wyznacza mediatora Annę Wiśniewską. Czas trwania mediacji ustala się na 2 miesiące. Strony mogą w terminie tygodnia od doręczenia postanowienia nie wyrazić zgody na mediację; brak zgody należy zgłosić sądowi na piśmie. Udział w mediacji jest dobrowolny, a mediator nie rozstrzyga sporu. Jeżeli strony zawrą ugodę przed mediatorem, sąd może ją zatwierdzić, o ile nie jest sprzeczna z prawem.",
        good=[
            Good(
                "preserve",
                "Sąd Rejonowy w Toruniu (I Wydział Cywilny) postanowił skierować strony sprawy o sygn. akt I C 1482/24 do mediacji – na podstawie art. 183⁸ § 1 Kodeksu postępowania cywilnego. Mediatorką będzie Anna Wiśniewska, a mediacja potrwa 2 miesiące. Strona, która nie chce mediacji, ma tydzień od doręczenia postanowienia, żeby nie wyrazić na nią zgody; brak zgody trzeba zgłosić sądowi na piśmie. Udział w mediacji jest dobrowolny, a mediator nie wydaje rozstrzygnięcia w sporze. Ugodę zawartą przed mediatorem sąd może zatwierdzić, jeżeli jest zgodna z prawem.",
            ),
            Good(
                "preserve",
                "Postanowieniem Sądu Rejonowego w Toruniu, I Wydział Cywilny, wydanym na podstawie art. 183⁸ § 1 Kodeksu postępowania cywilnego, strony sprawy o sygn. akt I C 1482/24 zostały skierowane do mediacji, a na mediatora wyznaczono Annę Wiśniewską. Mediacja trwać będzie 2 miesiące. W terminie tygodnia od doręczenia postanowienia strony mogą nie wyrazić zgody na mediację, przy czym brak zgody należy zgłosić sądowi w formie pisemnej. Mediacja ma charakter dobrowolny; mediator nie jest uprawniony do rozstrzygnięcia sporu. Ugoda zawarta przed mediatorem może zostać zatwierdzona przez sąd, jeśli nie jest sprzeczna z prawem.",
            ),
            Good(
                "en",
                "DECISION. The District Court in Toruń, 1st Civil Division, acting under Article 183⁸ § 1 of the Code of Civil Procedure, refers the parties to case no. I C 1482/24 to mediation and appoints Anna Wiśniewska as mediator. The mediation is to last 2 months. Within one week of service of the decision, the parties may refuse to consent to mediation; any refusal must be notified to the court in writing. Participation in mediation is voluntary, and the mediator does not decide the dispute. If the parties reach a settlement before the mediator, the court may approve it, provided it is not contrary to law.",
            ),
        ],
        bad=[
            Slip(2, [("Article 183⁸ § 1", "Article 183⁸ § 2")], "legal_reference"),
            Slip(0, [("brak zgody trzeba zgłosić", "brak zgody można zgłosić")], "modality"),
            Slip(1, [("mediator nie jest uprawniony", "mediator jest uprawniony")], "negation"),
        ],
    ),
    Case(
        key="pl-bank-wskaznik-polstr",
        source="Szanowni Państwo, informujemy, że od 1 stycznia 2027 r. oprocentowanie Państwa kredytu hipotecznego nr 48/2019/KH będzie ustalane na podstawie wskaźnika POLSTR 3M zamiast WIBOR 3M. Marża banku pozostaje bez zmian i wynosi 2,1 punktu procentowego. Według naszych szacunków rata może spaść o około 60–90 zł miesięcznie, jednak ostateczna wysokość zależy od notowań wskaźnika w dniu zmiany. Nowy harmonogram spłat otrzymają Państwo najpóźniej 14 dni przed pierwszą ratą naliczoną według nowego wskaźnika. Zmiana nastąpi automatycznie i nie wymaga podpisywania aneksu.",
        good=[
            Good(
                "preserve",
                "Od 1 stycznia 2027 r. oprocentowanie Twojego kredytu hipotecznego nr 48/2019/KH będzie liczone według wskaźnika POLSTR 3M, a nie – jak dotąd – WIBOR 3M. Marża banku się nie zmienia: nadal to 2,1 punktu procentowego. Szacujemy, że rata może się obniżyć mniej więcej o 60–90 zł miesięcznie, ale dokładna kwota będzie zależała od notowań wskaźnika w dniu zmiany. Nowy harmonogram spłat dostaniesz nie później niż 14 dni przed pierwszą ratą wyliczoną według nowego wskaźnika. Zmiana wejdzie w życie automatycznie – nie musisz podpisywać żadnego aneksu.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że z dniem 1 stycznia 2027 r. wskaźnik WIBOR 3M, stanowiący podstawę oprocentowania kredytu hipotecznego nr 48/2019/KH, zostanie zastąpiony wskaźnikiem POLSTR 3M. Marża banku nie ulega zmianie (2,1 p.p.). Szacunkowo rata może zmniejszyć się o ok. 60–90 zł miesięcznie; jej ostateczna wysokość będzie zależna od notowań wskaźnika w dniu zmiany. Nowy harmonogram spłat zostanie Państwu doręczony nie później niż 14 dni przed terminem pierwszej raty naliczonej według nowego wskaźnika. Zmiana następuje automatycznie, bez konieczności zawierania aneksu.",
            ),
            Good(
                "en",
                "Dear Customer, we would like to inform you that from 1 January 2027 the interest on your mortgage loan no. 48/2019/KH will be based on the POLSTR 3M index instead of WIBOR 3M. The bank's margin remains unchanged at 2.1 percentage points. We estimate that your instalment may fall by about PLN 60–90 a month, although the final amount will depend on the index rate on the day of the change. You will receive a new repayment schedule no later than 14 days before the first instalment calculated using the new index. The change will take place automatically and does not require signing an annex.",
            ),
        ],
        bad=[
            Slip(1, [("(2,1 p.p.)", "(2,4 p.p.)")], "number"),
            Slip(2, [("may fall by about PLN 60–90", "will fall by PLN 60–90")], "hedge"),
            Slip(
                0,
                [
                    (
                        "nie musisz podpisywać żadnego aneksu.",
                        "nie musisz podpisywać żadnego aneksu. Za przeliczenie harmonogramu bank pobierze jednorazową opłatę 50 zł.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ike-limit-wplat",
        source=(
            "## IKE i IKZE – limity wpłat w 2025 roku\n\n"
            "W 2025 r. na indywidualne konto emerytalne (IKE) można wpłacić najwyżej **26 019 zł**. Roczny limit dla IKZE wynosi **10 407,60 zł**, a dla osób prowadzących działalność gospodarczą – **15 611,40 zł**.\n\n"
            "- Wpłaty ponad limit są niedozwolone; nadwyżkę instytucja finansowa musi zwrócić.\n"
            "- Wpłaty na IKZE można odliczyć od dochodu w zeznaniu PIT.\n"
            "- Wpłata zaksięgowana po 31 grudnia nie wlicza się do limitu za 2025 r., dlatego przelew warto zlecić kilka dni wcześniej."
        ),
        good=[
            Good(
                "preserve",
                "## IKE i IKZE – ile możesz wpłacić w 2025 roku\n\n"
                "Na IKE wpłacisz w 2025 r. maksymalnie **26 019 zł**. Na IKZE roczny limit to **10 407,60 zł**, a jeśli prowadzisz działalność gospodarczą – **15 611,40 zł**.\n\n"
                "- Nie możesz wpłacić więcej, niż pozwala limit; nadwyżkę instytucja finansowa ma obowiązek Ci oddać.\n"
                "- Wpłaty na IKZE możesz odliczyć od dochodu w zeznaniu PIT.\n"
                "- Jeśli wpłata zostanie zaksięgowana po 31 grudnia, nie wliczy się do limitu za 2025 r. – dlatego warto zlecić przelew kilka dni wcześniej.",
            ),
            Good(
                "preserve",
                "## Limity wpłat na IKE i IKZE w 2025 r.\n\n"
                "Maksymalna wpłata na IKE w 2025 r.: **26 019 zł**. Roczny limit IKZE: **10 407,60 zł**, a dla prowadzących działalność gospodarczą **15 611,40 zł**.\n\n"
                "- Wpłaty przekraczające limit są niedozwolone – instytucja finansowa musi zwrócić nadwyżkę.\n"
                "- Wpłaty na IKZE można odliczyć od dochodu w PIT.\n"
                "- Wpłaty zaksięgowane po 31 grudnia nie liczą się do limitu za 2025 r.; przelew warto zlecić kilka dni wcześniej.",
            ),
            Good(
                "en",
                "## IKE and IKZE – contribution limits for 2025\n\n"
                "In 2025 you can pay a maximum of **PLN 26,019** into an individual retirement account (IKE). The annual limit for an IKZE is **PLN 10,407.60**, or **PLN 15,611.40** for people running a business.\n\n"
                "- Payments above the limit are not allowed; the financial institution must return any excess.\n"
                "- IKZE contributions can be deducted from income in your PIT tax return.\n"
                "- A payment credited after 31 December does not count towards the 2025 limit, so it is worth ordering the transfer a few days earlier.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "\n\n- Payments above the limit are not allowed; the financial institution must return any excess.\n- IKZE contributions can be deducted from income in your PIT tax return.\n- A payment",
                        " Payments above the limit are not allowed; the financial institution must return any excess. IKZE contributions can be deducted from income in your PIT tax return. A payment",
                    )
                ],
                "markdown",
            ),
            Slip(0, [("**15 611,40 zł**", "**15 161,40 zł**")], "number"),
            Slip(
                1,
                [
                    (
                        "instytucja finansowa musi zwrócić nadwyżkę",
                        "instytucja finansowa może zwrócić nadwyżkę",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-nauka-kawa-arytmia",
        source="Umiarkowane picie kawy prawdopodobnie nie zwiększa ryzyka migotania przedsionków – sugerują wyniki badania opublikowanego w „Kardiologii Polskiej” (Zielińska, Mazur i Kaczmarek, 2024). Naukowcy przez średnio 6,5 roku obserwowali ok. 11 tys. dorosłych z Wielkopolski. U osób wypijających 2–3 filiżanki dziennie arytmię rozpoznawano nawet o 12% rzadziej niż u niepijących kawy. Autorzy podkreślają jednak, że badanie było obserwacyjne i nie dowodzi związku przyczynowego. Osoby z już rozpoznaną arytmią nie powinny zmieniać nawyków bez konsultacji z kardiologiem.",
        good=[
            Good(
                "preserve",
                "Badanie opisane w „Kardiologii Polskiej” (Zielińska, Mazur i Kaczmarek, 2024) sugeruje, że umiarkowane picie kawy prawdopodobnie nie podnosi ryzyka migotania przedsionków. Około 11 tys. dorosłych mieszkańców Wielkopolski obserwowano średnio przez 6,5 roku. Wśród osób pijących 2–3 filiżanki dziennie arytmię wykrywano nawet o 12% rzadziej niż wśród tych, którzy kawy nie piją. Autorzy zastrzegają jednak, że było to badanie obserwacyjne, więc nie dowodzi, że kawa jest przyczyną tej różnicy. Jeśli masz już rozpoznaną arytmię, nie powinieneś zmieniać nawyków bez konsultacji z kardiologiem.",
            ),
            Good(
                "preserve",
                "Nawet o 12% rzadziej rozpoznawano migotanie przedsionków u osób pijących 2–3 filiżanki kawy dziennie niż u niepijących – wynika z obserwacji ok. 11 tys. dorosłych z Wielkopolski, prowadzonych średnio przez 6,5 roku (Zielińska, Mazur i Kaczmarek, 2024, „Kardiologia Polska”). Wyniki sugerują, że umiarkowane spożycie kawy prawdopodobnie nie zwiększa ryzyka tej arytmii, ale badanie miało charakter obserwacyjny i nie dowodzi związku przyczynowego. Pacjenci z rozpoznaną już arytmią nie powinni zmieniać nawyków bez konsultacji z kardiologiem.",
            ),
            Good(
                "en",
                "Moderate coffee drinking probably does not increase the risk of atrial fibrillation, suggest the results of a study published in Kardiologia Polska (Zielińska, Mazur and Kaczmarek, 2024). The researchers followed about 11,000 adults from the Wielkopolska region for an average of 6.5 years. Among people who drank 2–3 cups a day, the arrhythmia was diagnosed up to 12% less often than among non-coffee drinkers. However, the authors stress that the study was observational and does not prove a causal link. People already diagnosed with an arrhythmia should not change their habits without consulting a cardiologist.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("(Zielińska, Mazur i Kaczmarek, 2024,", "(Zielińska i Kaczmarek, 2024,")],
                "citation",
            ),
            Slip(2, [("probably does not increase", "does not increase")], "hedge"),
            Slip(0, [("więc nie dowodzi, że kawa", "więc dowodzi, że kawa")], "negation"),
        ],
    ),
    Case(
        key="pl-nauka-jezioro-tlen",
        source="W ciągu ostatnich 40 lat zawartość tlenu w głębszych warstwach polskich jezior spadła średnio o ok. 18% – wynika z analizy pomiarów z 64 jezior prowadzonych w latach 1984–2023 (Nowicki i in., 2025). Najsilniejszy spadek, sięgający 30%, odnotowano w jeziorach płytszych niż 20 m. Autorzy przypuszczają, że główną przyczyną jest ocieplenie wód powierzchniowych, które utrudnia mieszanie się warstw. Według nich zjawisko może w przyszłości sprzyjać zakwitom sinic i śnięciu ryb, choć prognozy obarczone są dużą niepewnością. Dane pomiarowe udostępniono publicznie w repozytorium RepOD.",
        good=[
            Good(
                "preserve",
                "Przez ostatnie 40 lat w głębszych warstwach polskich jezior ubyło średnio ok. 18% tlenu. Tak wynika z analizy pomiarów wykonanych w 64 jeziorach w latach 1984–2023 (Nowicki i in., 2025). Najbardziej, bo aż do 30%, zawartość tlenu spadła w jeziorach płytszych niż 20 m. Autorzy podejrzewają, że głównym winowajcą jest ocieplanie się wód powierzchniowych, przez które warstwy wody trudniej się mieszają. Ich zdaniem w przyszłości może to sprzyjać zakwitom sinic i śnięciu ryb, choć takie prognozy są bardzo niepewne. Dane z pomiarów są publicznie dostępne w repozytorium RepOD.",
            ),
            Good(
                "preserve",
                "Analiza pomiarów z 64 jezior, wykonanych w latach 1984–2023 (Nowicki i in., 2025), wskazuje, że przez ostatnie 40 lat zawartość tlenu w głębszych warstwach polskich jezior zmniejszyła się średnio o ok. 18%, a w jeziorach płytszych niż 20 m – nawet o 30%. Jako prawdopodobną główną przyczynę autorzy wskazują ocieplenie wód powierzchniowych, utrudniające mieszanie się warstw. Ich zdaniem zjawisko to może w przyszłości sprzyjać zakwitom sinic i śnięciu ryb, przy czym prognozy te obarczone są dużą niepewnością. Dane pomiarowe są publicznie dostępne w repozytorium RepOD.",
            ),
            Good(
                "en",
                "Over the past 40 years, the oxygen content in the deeper layers of Polish lakes has fallen by an average of about 18%, according to an analysis of measurements from 64 lakes taken between 1984 and 2023 (Nowicki et al., 2025). The steepest decline, reaching 30%, was recorded in lakes shallower than 20 m. The authors suspect that the main cause is the warming of surface waters, which makes it harder for the layers to mix. In their view, the phenomenon may in future favour cyanobacterial blooms and fish kills, although the forecasts carry considerable uncertainty. The measurement data have been made publicly available in the RepOD repository.",
            ),
        ],
        bad=[
            Slip(2, [("(Nowicki et al., 2025)", "(Nowicki et al., 2023)")], "citation"),
            Slip(
                0,
                [("Autorzy podejrzewają, że głównym winowajcą jest", "Głównym winowajcą jest")],
                "hedge",
            ),
            Slip(1, [("z 64 jezior", "z 46 jezior")], "number"),
        ],
    ),
    Case(
        key="pl-badanie-kroki-seniorzy",
        source="Osoby po 60. roku życia, które robią co najmniej 7 000 kroków dziennie, mogą mieć o ok. 40% niższe ryzyko zgonu w ciągu dekady niż te, które robią mniej niż 4 000 kroków – wynika z metaanalizy 15 badań kohortowych (Sobczak, Lis i Górecka, 2023). Korzyści zwykle przestawały rosnąć powyżej 8–10 tys. kroków. Autorzy zaznaczają, że tempo chodu nie miało wyraźnego wpływu na wyniki, a większość badań prowadzono w krajach o wysokich dochodach. Lekarze przypominają, że seniorzy z chorobami serca powinni zwiększać liczbę kroków stopniowo.",
        good=[
            Good(
                "preserve",
                "Masz ponad 60 lat? Jeśli robisz dziennie co najmniej 7 000 kroków, Twoje ryzyko zgonu w ciągu 10 lat może być o około 40% niższe niż u osób, które robią poniżej 4 000 kroków. Tak wynika z metaanalizy 15 badań kohortowych (Sobczak, Lis i Górecka, 2023). Powyżej 8–10 tys. kroków korzyści na ogół już nie rosły. Autorzy zwracają uwagę, że tempo marszu nie wpływało wyraźnie na wyniki, a większość badań przeprowadzono w krajach o wysokich dochodach. Jeśli chorujesz na serce, lekarze przypominają, że liczbę kroków powinieneś zwiększać stopniowo.",
            ),
            Good(
                "preserve",
                "Metaanaliza 15 badań kohortowych (Sobczak, Lis i Górecka, 2023): u osób po 60. roku życia robiących co najmniej 7 000 kroków dziennie ryzyko zgonu w ciągu dekady może być o ok. 40% niższe niż u robiących mniej niż 4 000 kroków. Powyżej 8–10 tys. kroków korzyści zwykle przestawały rosnąć. Tempo chodu nie miało wyraźnego wpływu na wyniki; większość badań prowadzono w krajach o wysokich dochodach. Seniorzy z chorobami serca powinni zwiększać liczbę kroków stopniowo – przypominają lekarze.",
            ),
            Good(
                "en",
                "People over 60 who take at least 7,000 steps a day may have an approximately 40% lower risk of death over a decade than those taking fewer than 4,000 steps, according to a meta-analysis of 15 cohort studies (Sobczak, Lis and Górecka, 2023). The benefits usually stopped increasing above 8,000–10,000 steps. The authors note that walking pace had no clear effect on the results and that most of the studies were conducted in high-income countries. Doctors remind older people with heart disease that they should increase their step count gradually.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(Sobczak, Lis i Górecka, 2023)", "(Sobczak, Lis i Górecka, 2021)")],
                "citation",
            ),
            Slip(
                1, [("korzyści zwykle przestawały rosnąć", "korzyści przestawały rosnąć")], "hedge"
            ),
            Slip(
                2,
                [
                    (
                        "Doctors remind",
                        "Doctors recommend a daily walk of at least 30 minutes and remind",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-deratyzacja",
        source="OBWIESZCZENIE Burmistrza Miasta Sokółka. Informuję, że w terminie od 6 do 31 października 2025 r. na terenie miasta przeprowadzona zostanie obowiązkowa deratyzacja. Właściciele i zarządcy nieruchomości muszą wyłożyć trutkę w piwnicach, śmietnikach i przy kanalizacji oraz uzupełniać ją w miarę potrzeby. Wyłożone miejsca należy oznakować, a pozostałości preparatu usunąć najpóźniej do 7 listopada 2025 r. Trutki nie wolno wykładać w miejscach dostępnych dla dzieci i zwierząt domowych. Pytania prosimy kierować na adres srodowisko@sokolka.pl.",
        good=[
            Good(
                "preserve",
                "Burmistrz Sokółki informuje: od 6 do 31 października 2025 r. w mieście odbędzie się obowiązkowa deratyzacja. Właściciele i zarządcy nieruchomości mają obowiązek wyłożyć trutkę w piwnicach, śmietnikach i przy kanalizacji, a w razie potrzeby ją uzupełniać. Miejsca z trutką trzeba oznakować, a resztki preparatu sprzątnąć do 7 listopada 2025 r. Nie wolno kłaść trutki tam, gdzie mają dostęp dzieci lub zwierzęta domowe. Pytania? Napisz na srodowisko@sokolka.pl.",
            ),
            Good(
                "preserve",
                "Kiedy? Od 6 do 31 października 2025 r. – w tym czasie w Sokółce przeprowadzona zostanie obowiązkowa deratyzacja (obwieszczenie Burmistrza Miasta Sokółka).\n"
                "Kto i co musi zrobić? Właściciele i zarządcy nieruchomości muszą wyłożyć trutkę w piwnicach, śmietnikach i przy kanalizacji oraz w miarę potrzeby ją uzupełniać. Miejsca wyłożenia należy oznakować.\n"
                "Do kiedy posprzątać? Pozostałości preparatu należy usunąć najpóźniej 7 listopada 2025 r.\n"
                "Gdzie trutki wykładać nie wolno? W miejscach dostępnych dla dzieci i zwierząt domowych.\n"
                "Pytania: srodowisko@sokolka.pl.",
            ),
            Good(
                "en",
                "NOTICE of the Mayor of Sokółka. Mandatory rodent control will be carried out in the town from 6 to 31 October 2025. Property owners and managers must put out rat poison in basements, bin areas and near the sewers, and top it up as needed. The places where poison has been laid must be marked, and any remaining product must be removed by 7 November 2025. Poison must not be placed anywhere accessible to children or pets. Please send any questions to srodowisko@sokolka.pl.",
            ),
        ],
        bad=[
            Slip(
                1, [("najpóźniej 7 listopada 2025 r.", "najpóźniej 17 listopada 2025 r.")], "date"
            ),
            Slip(2, [("must put out rat poison", "may put out rat poison")], "modality"),
            Slip(0, [("srodowisko@sokolka.pl", "srodowisko@sokolka.gov.pl")], "url"),
        ],
    ),
    Case(
        key="pl-zbiorka-choinek",
        source=(
            "## Zbiórka choinek po świętach\n\n"
            "Naturalne choinki odbierzemy sprzed posesji **w dniach 13–17 stycznia 2026 r.**, zgodnie z harmonogramem dla Twojej ulicy.\n\n"
            "- Drzewko trzeba wystawić do godz. 6:00 w dniu odbioru.\n"
            "- Choinka musi być oczyszczona z ozdób, lamet i stojaka.\n"
            "- Nie odbieramy sztucznych choinek ani drzewek w doniczkach.\n"
            "- Drzewka dłuższe niż 2 m należy pociąć na mniejsze części.\n\n"
            "Zebrane choinki zostaną przerobione na zrębki wykorzystywane w parkach miejskich."
        ),
        good=[
            Good(
                "preserve",
                "## Odbiór choinek poświątecznych\n\n"
                "Naturalne choinki będą odbierane sprzed posesji **w dniach 13–17 stycznia 2026 r.**, według harmonogramu obowiązującego dla danej ulicy.\n\n"
                "- Drzewko należy wystawić najpóźniej o godz. 6:00 w dniu odbioru.\n"
                "- Choinka musi zostać oczyszczona z ozdób, lamet i stojaka.\n"
                "- Odbiorowi nie podlegają choinki sztuczne ani drzewka w doniczkach.\n"
                "- Drzewka o długości powyżej 2 m należy pociąć na mniejsze części.\n\n"
                "Zebrane choinki zostaną przetworzone na zrębki do wykorzystania w parkach miejskich.",
            ),
            Good(
                "preserve",
                "## Co zrobić z choinką po świętach?\n\n"
                "Twoją naturalną choinkę zabierzemy sprzed posesji **między 13 a 17 stycznia 2026 r.** – dokładny dzień sprawdzisz w harmonogramie dla swojej ulicy.\n\n"
                "- Wystaw drzewko do 6:00 rano w dniu odbioru.\n"
                "- Zdejmij wszystkie ozdoby, lamety i stojak – choinka musi być czysta.\n"
                "- Sztucznych choinek i drzewek w doniczkach nie zabieramy.\n"
                "- Jeśli drzewko ma więcej niż 2 m, potnij je na mniejsze kawałki.\n\n"
                "Z zebranych choinek zrobimy zrębki, które trafią do miejskich parków.",
            ),
            Good(
                "en",
                "## Christmas tree collection\n\n"
                "We will collect real Christmas trees from outside your property **on 13–17 January 2026**, according to the schedule for your street.\n\n"
                "- Put the tree out by 6:00 a.m. on collection day.\n"
                "- The tree must be stripped of decorations, tinsel and its stand.\n"
                "- We do not collect artificial trees or trees in pots.\n"
                "- Trees longer than 2 m must be cut into smaller pieces.\n\n"
                "The collected trees will be turned into wood chips for use in the town's parks.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "## Co zrobić z choinką po świętach?\n\n",
                        "Co zrobić z choinką po świętach?\n\n",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("by 6:00 a.m.", "by 8:00 a.m.")], "date"),
            Slip(
                0,
                [
                    (
                        "Zebrane choinki zostaną przetworzone",
                        "Za odbiór nie pobiera się dodatkowej opłaty. Zebrane choinki zostaną przetworzone",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-telefony-w-szkole",
        source=(
            "## Statut szkoły – § 42. Korzystanie z telefonów komórkowych\n\n"
            "1. Podczas lekcji uczeń nie może korzystać z telefonu komórkowego; urządzenie powinno być wyciszone i schowane w plecaku.\n"
            "2. Nauczyciel może zezwolić na użycie telefonu w celach dydaktycznych.\n"
            "3. W czasie przerw korzystanie z telefonu jest dozwolone wyłącznie w strefie przy bibliotece na II piętrze.\n"
            "4. Za naruszenie zasad uczeń otrzymuje uwagę w dzienniku; po 3 uwagach w semestrze wychowawca wzywa rodziców na rozmowę.\n"
            "5. Szkoła nie ponosi odpowiedzialności za zgubione lub zniszczone telefony."
        ),
        good=[
            Good(
                "preserve",
                "## Statut szkoły – § 42. Telefony komórkowe\n\n"
                "1. Na lekcji nie możesz korzystać z telefonu; powinien on być wyciszony i schowany w plecaku.\n"
                "2. Nauczyciel może pozwolić Ci użyć telefonu, jeśli ma to służyć nauce.\n"
                "3. Na przerwach z telefonu możesz korzystać tylko w strefie przy bibliotece na II piętrze.\n"
                "4. Jeśli złamiesz te zasady, dostaniesz uwagę w dzienniku; gdy w semestrze zbierzesz 3 uwagi, wychowawca wezwie Twoich rodziców na rozmowę.\n"
                "5. Szkoła nie odpowiada za zgubione ani zniszczone telefony.",
            ),
            Good(
                "preserve",
                "## Statut szkoły – § 42. Zasady korzystania z telefonów komórkowych\n\n"
                "1. Korzystanie z telefonu komórkowego w trakcie lekcji jest zabronione; telefon powinien pozostawać wyciszony i schowany w plecaku.\n"
                "2. Użycie telefonu w celach dydaktycznych jest możliwe za zgodą nauczyciela.\n"
                "3. Podczas przerw z telefonu można korzystać jedynie w strefie przy bibliotece (II piętro).\n"
                "4. Naruszenie zasad skutkuje uwagą w dzienniku; uzyskanie 3 uwag w semestrze oznacza wezwanie rodziców przez wychowawcę na rozmowę.\n"
                "5. Szkoła nie odpowiada za telefony zgubione lub zniszczone.",
            ),
            Good(
                "en",
                "## School Statute – § 42. Use of mobile phones\n\n"
                "1. Students may not use their mobile phones during lessons; phones should be on silent and kept in their backpacks.\n"
                "2. A teacher may allow a phone to be used for teaching purposes.\n"
                "3. During breaks, phones may be used only in the area by the library on the second floor.\n"
                "4. A student who breaks the rules receives a note in the class register; after 3 notes in a semester, the form tutor calls the parents in for a meeting.\n"
                "5. The school is not responsible for lost or damaged phones.",
            ),
        ],
        bad=[
            Slip(2, [("The school is not responsible", "The school is responsible")], "negation"),
            Slip(0, [("powinien on być wyciszony", "musi on być wyciszony")], "modality"),
            Slip(1, [("uzyskanie 3 uwag w semestrze", "uzyskanie 5 uwag w semestrze")], "number"),
        ],
    ),
    Case(
        key="pl-warunkowy-wpis",
        source="Zgodnie z § 31 Regulaminu studiów Uniwersytetu Opolskiego student, który nie uzyskał zaliczenia wszystkich przedmiotów, może otrzymać warunkowy wpis na kolejny semestr, jeżeli deficyt punktów ECTS nie przekracza 12. Wniosek należy złożyć w systemie USOSweb do 30 września. Za powtarzanie każdego niezaliczonego przedmiotu pobierana jest opłata w wysokości 45 zł za 1 punkt ECTS. Warunkowego wpisu nie można uzyskać dwa razy z rzędu z tego samego przedmiotu. Dziekan zwykle rozpatruje wnioski w ciągu 14 dni.",
        good=[
            Good(
                "preserve",
                "Nie zaliczyłeś wszystkich przedmiotów? Według § 31 Regulaminu studiów Uniwersytetu Opolskiego możesz dostać warunkowy wpis na następny semestr, o ile brakuje Ci nie więcej niż 12 punktów ECTS. Wniosek trzeba złożyć w USOSweb do 30 września. Za powtarzanie każdego niezaliczonego przedmiotu zapłacisz 45 zł za każdy punkt ECTS. Pamiętaj, że z tego samego przedmiotu nie dostaniesz warunkowego wpisu dwa razy z rzędu. Dziekan rozpatruje wnioski zazwyczaj w ciągu 14 dni.",
            ),
            Good(
                "preserve",
                "Na podstawie § 31 Regulaminu studiów Uniwersytetu Opolskiego studentowi, który nie zaliczył wszystkich przedmiotów, może zostać udzielony warunkowy wpis na kolejny semestr, pod warunkiem że deficyt punktów ECTS wynosi maksymalnie 12. Wniosek należy złożyć w systemie USOSweb w terminie do 30 września. Powtarzanie każdego niezaliczonego przedmiotu jest odpłatne: 45 zł za 1 punkt ECTS. Uzyskanie warunkowego wpisu z tego samego przedmiotu dwa razy z rzędu jest niedopuszczalne. Wnioski rozpatrywane są przez dziekana zwykle w terminie 14 dni.",
            ),
            Good(
                "en",
                "Under § 31 of the University of Opole Study Regulations, a student who has not passed all their courses may be granted conditional registration for the next semester if their ECTS deficit does not exceed 12 points. The application must be submitted in USOSweb by 30 September. A fee of PLN 45 per ECTS point is charged for repeating each failed course. Conditional registration cannot be granted twice in a row for the same course. The dean usually processes applications within 14 days.",
            ),
        ],
        bad=[
            Slip(
                0, [("nie więcej niż 12 punktów ECTS", "nie więcej niż 15 punktów ECTS")], "number"
            ),
            Slip(1, [("Wniosek należy złożyć", "Wniosek można złożyć")], "modality"),
            Slip(
                2,
                [
                    (
                        "Conditional registration cannot be granted twice in a row for the same course.",
                        "Warunkowego wpisu nie można uzyskać dwa razy z rzędu z tego samego przedmiotu.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-polityka-prezentow",
        source="Polityka przyjmowania upominków – fragment. Pracownicy mogą przyjmować od kontrahentów drobne upominki o wartości nieprzekraczającej 200 zł brutto, np. kalendarze czy materiały promocyjne. Nie wolno przyjmować gotówki, kart podarunkowych ani bonów, niezależnie od ich wartości. Każdy upominek o wartości powyżej 100 zł należy wpisać do rejestru prowadzonego przez Dział Compliance w ciągu 5 dni roboczych. W razie wątpliwości pracownik powinien skonsultować się z przełożonym lub napisać na compliance@nordtrans.pl. Naruszenie polityki może skutkować karą porządkową.",
        good=[
            Good(
                "preserve",
                "Polityka upominków w skrócie. Od kontrahentów możesz przyjąć drobny upominek, np. kalendarz albo materiały promocyjne, jeśli jest wart nie więcej niż 200 zł brutto. Nie wolno Ci przyjmować gotówki, kart podarunkowych ani bonów – bez względu na ich wartość. Każdy upominek droższy niż 100 zł trzeba w ciągu 5 dni roboczych wpisać do rejestru, który prowadzi Dział Compliance. Jeśli masz wątpliwości, powinieneś skonsultować się z przełożonym albo napisać na compliance@nordtrans.pl. Złamanie polityki może skończyć się karą porządkową.",
            ),
            Good(
                "preserve",
                "Polityka przyjmowania upominków (fragment):\n"
                "- dozwolone: drobne upominki od kontrahentów o wartości do 200 zł brutto (np. kalendarze, materiały promocyjne);\n"
                "- zakazane bez względu na wartość: gotówka, karty podarunkowe, bony;\n"
                "- upominki o wartości przekraczającej 100 zł: obowiązkowy wpis do rejestru Działu Compliance w ciągu 5 dni roboczych;\n"
                "- w razie wątpliwości pracownik powinien skonsultować się z przełożonym lub napisać na compliance@nordtrans.pl;\n"
                "- naruszenie polityki: możliwa kara porządkowa.",
            ),
            Good(
                "en",
                "Gift acceptance policy – excerpt. Employees may accept small gifts from business partners worth no more than PLN 200 gross, such as calendars or promotional materials. Cash, gift cards and vouchers must not be accepted, whatever their value. Any gift worth more than PLN 100 must be entered in the register kept by the Compliance Department within 5 working days. If in doubt, employees should consult their manager or write to compliance@nordtrans.pl. Breaching the policy may result in a disciplinary penalty.",
            ),
        ],
        bad=[
            Slip(2, [("worth more than PLN 100", "worth more than PLN 150")], "number"),
            Slip(
                0,
                [
                    (
                        "Nie wolno Ci przyjmować gotówki, kart podarunkowych ani bonów",
                        "Wolno Ci przyjmować gotówkę, karty podarunkowe i bony",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "możliwa kara porządkowa.",
                        "możliwa kara porządkowa, a w poważnych przypadkach rozwiązanie umowy o pracę bez wypowiedzenia.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-praca-zdalna-okazjonalna",
        source=(
            "## Praca zdalna okazjonalna\n\n"
            "Zgodnie z art. 67³³ Kodeksu pracy pracownik może wykonywać pracę zdalną okazjonalnie, maksymalnie przez **24 dni w roku kalendarzowym**.\n\n"
            "- Wniosek składasz w systemie HR najpóźniej dzień wcześniej, wpisując w czacie komendę `/zdalna DD.MM`.\n"
            "- Przełożony może odmówić, jeśli w danym dniu potrzebna jest Twoja obecność w biurze.\n"
            "- Podczas pracy zdalnej trzeba być dostępnym w godzinach 9:00–15:00 i łączyć się przez VPN.\n"
            "- Niewykorzystane dni nie przechodzą na kolejny rok."
        ),
        good=[
            Good(
                "preserve",
                "## Okazjonalna praca zdalna\n\n"
                "Na podstawie art. 67³³ Kodeksu pracy pracownik może okazjonalnie wykonywać pracę zdalną, nie dłużej niż przez **24 dni w roku kalendarzowym**.\n\n"
                "- Wniosek należy złożyć w systemie HR najpóźniej w dniu poprzedzającym, wpisując w czacie polecenie `/zdalna DD.MM`.\n"
                "- Przełożony może odmówić zgody, jeżeli obecność pracownika w biurze jest w danym dniu potrzebna.\n"
                "- W trakcie pracy zdalnej pracownik musi być dostępny w godzinach 9:00–15:00 i łączyć się przez VPN.\n"
                "- Dni niewykorzystane nie przechodzą na następny rok.",
            ),
            Good(
                "preserve",
                "## Praca zdalna od czasu do czasu\n\n"
                "Kodeks pracy (art. 67³³) pozwala Ci okazjonalnie pracować zdalnie – najwyżej przez **24 dni w roku kalendarzowym**.\n\n"
                "- Złóż wniosek w systemie HR najpóźniej dzień wcześniej: wpisz w czacie komendę `/zdalna DD.MM`.\n"
                "- Przełożony może się nie zgodzić, jeśli tego dnia potrzebuje Cię w biurze.\n"
                "- W czasie pracy zdalnej bądź dostępny w godz. 9:00–15:00 i łącz się przez VPN.\n"
                "- Dni, których nie wykorzystasz, nie przechodzą na kolejny rok.",
            ),
            Good(
                "en",
                "## Occasional remote work\n\n"
                "Under Article 67³³ of the Labour Code, employees may work remotely on an occasional basis for up to **24 days per calendar year**.\n\n"
                "- Submit your request in the HR system no later than the day before by typing the command `/zdalna DD.MM` in the chat.\n"
                "- Your manager may refuse if your presence in the office is needed on that day.\n"
                "- While working remotely, you must be available from 9:00 to 15:00 and connect via VPN.\n"
                "- Unused days do not carry over to the following year.",
            ),
        ],
        bad=[
            Slip(0, [(".\n- W trakcie pracy zdalnej", ". W trakcie pracy zdalnej")], "markdown"),
            Slip(2, [("`/zdalna DD.MM`", "`/zdalnie DD.MM`")], "code"),
            Slip(
                1,
                [
                    (
                        "W czasie pracy zdalnej bądź dostępny",
                        "W czasie pracy zdalnej staraj się być dostępny",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-umowa-szkoleniowa",
        source="Umowa szkoleniowa – najważniejsze warunki. Firma pokrywa koszt kursu „Zarządzanie projektami PMP” w wysokości 7 800 zł, a pracownik na czas zajęć jest zwalniany z części dnia pracy z zachowaniem wynagrodzenia. Jeżeli pracownik rozwiąże umowę o pracę w ciągu 24 miesięcy od ukończenia kursu, musi zwrócić koszty proporcjonalnie do czasu, jaki pozostał do końca tego okresu. Kurs rozpoczyna się 3 lutego 2026 r. i potrwa prawdopodobnie ok. 10 tygodni, w zależności od liczby uczestników. Obowiązek zwrotu nie dotyczy sytuacji, w której umowę wypowiada pracodawca z przyczyn niedotyczących pracownika.",
        good=[
            Good(
                "preserve",
                "Najważniejsze warunki umowy szkoleniowej: firma płaci 7 800 zł za kurs „Zarządzanie projektami PMP”, a na czas zajęć pracownik jest zwalniany z części dnia pracy i zachowuje wynagrodzenie. Jeśli pracownik rozwiąże umowę o pracę w ciągu 24 miesięcy od ukończenia kursu, musi oddać koszty proporcjonalnie do czasu, który pozostał do końca tego okresu. Kurs startuje 3 lutego 2026 r. i prawdopodobnie potrwa mniej więcej 10 tygodni – zależnie od liczby uczestników. Zwracać kosztów nie trzeba, jeżeli umowę wypowiada pracodawca z przyczyn niedotyczących pracownika.",
            ),
            Good(
                "preserve",
                "Umowa szkoleniowa – kluczowe postanowienia. Koszt kursu „Zarządzanie projektami PMP”, wynoszący 7 800 zł, ponosi firma; na czas zajęć pracownik zwalniany jest z części dnia pracy z zachowaniem prawa do wynagrodzenia. W przypadku rozwiązania umowy o pracę przez pracownika w okresie 24 miesięcy od ukończenia kursu pracownik jest zobowiązany do zwrotu kosztów w wysokości proporcjonalnej do czasu pozostałego do upływu tego okresu. Rozpoczęcie kursu zaplanowano na 3 lutego 2026 r.; potrwa on prawdopodobnie około 10 tygodni, zależnie od liczby uczestników. Obowiązek zwrotu nie powstaje, gdy umowę wypowiada pracodawca z przyczyn niedotyczących pracownika.",
            ),
            Good(
                "en",
                "Training agreement – key terms. The company covers the PLN 7,800 cost of the “Zarządzanie projektami PMP” (Project Management PMP) course, and the employee is released from part of the working day for the classes on full pay. If the employee terminates the employment contract within 24 months of completing the course, they must repay the costs in proportion to the time remaining until the end of that period. The course starts on 3 February 2026 and will probably last about 10 weeks, depending on the number of participants. No repayment is required if the employer terminates the contract for reasons not attributable to the employee.",
            ),
        ],
        bad=[
            Slip(1, [("w okresie 24 miesięcy", "w okresie 12 miesięcy")], "number"),
            Slip(2, [("will probably last about 10 weeks", "will last 10 weeks")], "hedge"),
            Slip(0, [("3 lutego 2026 r.", "3 marca 2026 r.")], "date"),
        ],
    ),
    Case(
        key="pl-zwrot-akcyzy-rolnicy",
        source="Zwrot podatku akcyzowego zawartego w cenie oleju napędowego wykorzystywanego do produkcji rolnej – komunikat Wójta Gminy Kłodawa. Wnioski wraz z fakturami VAT za paliwo zakupione od 1 sierpnia 2025 r. do 31 stycznia 2026 r. przyjmowane są w dniach 2–28 lutego 2026 r. w pokoju nr 14 Urzędu Gminy. W 2026 r. limit zwrotu wynosi 1,46 zł na litr i 110 litrów na 1 ha użytków rolnych. Wniosku nie można złożyć przez e-mail; formularz do pobrania znajduje się na stronie https://klodawa.pl/akcyza. Pieniądze zostaną wypłacone w kwietniu przelewem na wskazany rachunek bankowy.",
        good=[
            Good(
                "preserve",
                "Wójt Gminy Kłodawa informuje o zwrocie akcyzy zawartej w cenie oleju napędowego używanego do produkcji rolnej. Wnioski – razem z fakturami VAT za paliwo kupione między 1 sierpnia 2025 r. a 31 stycznia 2026 r. – przyjmujemy od 2 do 28 lutego 2026 r. w pokoju nr 14 Urzędu Gminy. W 2026 r. limit zwrotu to 1,46 zł na litr i 110 litrów na 1 ha użytków rolnych. Wniosków nie przyjmujemy mailem; formularz pobierzesz ze strony https://klodawa.pl/akcyza. Pieniądze trafią przelewem na wskazane konto bankowe w kwietniu.",
            ),
            Good(
                "preserve",
                "Czego dotyczy komunikat Wójta Gminy Kłodawa? Zwrotu podatku akcyzowego zawartego w cenie oleju napędowego wykorzystywanego do produkcji rolnej.\n"
                "Kiedy i gdzie złożyć wniosek? W dniach 2–28 lutego 2026 r., w pokoju nr 14 Urzędu Gminy, razem z fakturami VAT za paliwo kupione od 1 sierpnia 2025 r. do 31 stycznia 2026 r.\n"
                "Jaki jest limit w 2026 r.? 1,46 zł na litr i 110 litrów na 1 ha użytków rolnych.\n"
                "Czy wniosek można wysłać e-mailem? Nie. Formularz jest do pobrania ze strony https://klodawa.pl/akcyza.\n"
                "Kiedy wypłata? W kwietniu, przelewem na wskazany rachunek bankowy.",
            ),
            Good(
                "en",
                "Refund of the excise duty included in the price of diesel used for agricultural production – announcement by the Head of Kłodawa Municipality. Applications, together with VAT invoices for fuel bought between 1 August 2025 and 31 January 2026, are accepted from 2 to 28 February 2026 in room 14 of the Municipal Office. In 2026 the refund limit is PLN 1.46 per litre and 110 litres per hectare of agricultural land. Applications cannot be submitted by e-mail; the form can be downloaded from https://klodawa.pl/akcyza. The money will be paid in April by bank transfer to the account provided.",
            ),
        ],
        bad=[
            Slip(2, [("https://klodawa.pl/akcyza", "https://klodawa.gov.pl/akcyza")], "url"),
            Slip(1, [("W dniach 2–28 lutego 2026 r.", "W dniach 2–28 marca 2026 r.")], "date"),
            Slip(
                0,
                [("Wniosków nie przyjmujemy mailem", "Wnioski przyjmujemy także mailem")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-szczepionka-rsv",
        source="Szczepionka przeciw wirusowi RSV może zmniejszać ryzyko hospitalizacji u osób po 60. roku życia o ok. 70–80% w pierwszym sezonie – podaje Główny Inspektorat Sanitarny, powołując się na badania kliniczne. Ochrona prawdopodobnie słabnie w kolejnych sezonach, a eksperci nie wiedzą jeszcze, czy będzie potrzebna dawka przypominająca. Szczepienie zaleca się zwłaszcza osobom z przewlekłymi chorobami serca i płuc. Od 1 kwietnia 2025 r. osoby po 65. roku życia z chorobami przewlekłymi mogą kupić szczepionkę z 50-procentową refundacją. Na szczepienie potrzebna jest recepta od lekarza.",
        good=[
            Good(
                "preserve",
                "Według Głównego Inspektoratu Sanitarnego, który powołuje się na badania kliniczne, szczepionka przeciw RSV może w pierwszym sezonie obniżyć ryzyko trafienia do szpitala u osób po 60. roku życia mniej więcej o 70–80%. W następnych sezonach ochrona prawdopodobnie słabnie, a eksperci wciąż nie wiedzą, czy konieczna będzie dawka przypominająca. Szczepienie jest zalecane przede wszystkim osobom z przewlekłymi chorobami serca i płuc. Jeśli jesteś po 65. roku życia i chorujesz przewlekle, od 1 kwietnia 2025 r. możesz kupić szczepionkę z refundacją 50%. Pamiętaj, że do szczepienia potrzebujesz recepty od lekarza.",
            ),
            Good(
                "preserve",
                "GIS, powołując się na badania kliniczne: szczepionka przeciw RSV może w pierwszym sezonie zmniejszyć ryzyko hospitalizacji osób po 60. roku życia o ok. 70–80%. W kolejnych sezonach ochrona prawdopodobnie słabnie; eksperci nie wiedzą jeszcze, czy będzie potrzebna dawka przypominająca. Szczepienie zaleca się zwłaszcza chorym przewlekle na serce i płuca. Od 1 kwietnia 2025 r. osoby po 65. roku życia z chorobami przewlekłymi mogą kupić szczepionkę z 50% refundacją. Szczepienie wymaga recepty od lekarza.",
            ),
            Good(
                "en",
                "The RSV vaccine may reduce the risk of hospitalisation in people over 60 by about 70–80% in the first season, according to the Chief Sanitary Inspectorate (GIS), citing clinical trials. Protection probably wanes in subsequent seasons, and experts do not yet know whether a booster dose will be needed. Vaccination is recommended especially for people with chronic heart and lung conditions. From 1 April 2025, people over 65 with chronic conditions can buy the vaccine with a 50% reimbursement. A doctor's prescription is needed for the vaccination.",
            ),
        ],
        bad=[
            Slip(1, [("ochrona prawdopodobnie słabnie", "ochrona słabnie")], "hedge"),
            Slip(
                2,
                [
                    (
                        "A doctor's prescription is needed for the vaccination.",
                        "A doctor's prescription is needed for the vaccination, and after reimbursement a dose costs PLN 90.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "Szczepienie jest zalecane przede wszystkim",
                        "Szczepienie jest obowiązkowe przede wszystkim",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-zastrzezenie-pesel",
        source="Szanowni Państwo, od 1 czerwca 2024 r. przed udzieleniem kredytu lub pożyczki bank ma obowiązek sprawdzić, czy numer PESEL klienta nie został zastrzeżony. Numer można zastrzec bezpłatnie w aplikacji mObywatel, na stronie https://www.gov.pl/web/gov/zastrzez-pesel lub w dowolnym urzędzie gminy. Cofnięcie zastrzeżenia w aplikacji następuje zwykle w ciągu kilku minut. Zastrzeżenie nie blokuje dostępu do konta ani wypłat z bankomatu i nie wpływa na spłatę dotychczasowych kredytów. Pytania prosimy kierować na adres bezpieczenstwo@bankmazur.pl.",
        good=[
            Good(
                "preserve",
                "Od 1 czerwca 2024 r. bank, zanim udzieli kredytu albo pożyczki, musi sprawdzić, czy PESEL klienta nie jest zastrzeżony. Swój numer PESEL zastrzeżesz za darmo w aplikacji mObywatel, na stronie https://www.gov.pl/web/gov/zastrzez-pesel albo w każdym urzędzie gminy. Cofnięcie zastrzeżenia w aplikacji trwa zazwyczaj kilka minut. Zastrzeżony PESEL nie blokuje Ci dostępu do konta ani wypłat z bankomatu i nie ma wpływu na spłatę kredytów, które już masz. Pytania? Napisz na bezpieczenstwo@bankmazur.pl.",
            ),
            Good(
                "preserve",
                "Szanowni Państwo, uprzejmie informujemy, że od dnia 1 czerwca 2024 r. bank jest zobowiązany, przed udzieleniem kredytu lub pożyczki, do weryfikacji, czy numer PESEL klienta nie został zastrzeżony. Zastrzeżenia można dokonać nieodpłatnie w aplikacji mObywatel, na stronie https://www.gov.pl/web/gov/zastrzez-pesel lub w dowolnym urzędzie gminy. Cofnięcie zastrzeżenia w aplikacji trwa zazwyczaj kilka minut. Zastrzeżenie nie ogranicza dostępu do rachunku ani wypłat z bankomatu, jak również nie wpływa na spłatę dotychczasowych kredytów. Pytania prosimy kierować na adres bezpieczenstwo@bankmazur.pl.",
            ),
            Good(
                "en",
                "Dear Customer, since 1 June 2024 the bank has been required to check, before granting a loan or credit, whether the customer's PESEL number has been restricted. You can restrict your number free of charge in the mObywatel app, at https://www.gov.pl/web/gov/zastrzez-pesel or at any municipal office. Lifting the restriction in the app usually takes a few minutes. A restriction does not block access to your account or ATM withdrawals, and it does not affect the repayment of existing loans. Please send any questions to bezpieczenstwo@bankmazur.pl.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "https://www.gov.pl/web/gov/zastrzez-pesel",
                        "https://www.gov.pl/web/zastrzez-pesel",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [("A restriction does not block access", "A restriction blocks access")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "albo w każdym urzędzie gminy.",
                        "albo w każdym urzędzie gminy, a także w każdym oddziale naszego banku.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
