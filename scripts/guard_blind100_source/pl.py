# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 100: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-therapy-dog-pediatric-ward-visits",
        source="""Od 3 marca 2025 r. na oddziale pediatrycznym Szpitala Wojewódzkiego w Lesznie ponownie odbywają się wizyty psów terapeutycznych. Spotkania trwają około 20 minut i prowadzi je certyfikowany przewodnik z Fundacji „Merdające Serca”. Pies nie może wchodzić na sale intensywnego nadzoru ani do izolatek. Przed wizytą rodzic lub opiekun prawny musi podpisać zgodę, a personel sprawdza, czy dziecko nie ma alergii na sierść. W jednej sesji mogą uczestniczyć maksymalnie 4 dzieci. Z doświadczeń innych placówek wynika, że kontakt ze zwierzęciem prawdopodobnie zmniejsza stres przed zabiegami, choć nie zastępuje leczenia. Wizyty odbywają się we wtorki i czwartki od 15:00 do 17:00.""",
        good=[
            Good(
                "preserve",
                """Dobra wiadomość dla rodziców: od 3 marca 2025 r. psy terapeutyczne wracają na oddział pediatryczny Szpitala Wojewódzkiego w Lesznie. Przychodzą we wtorki i czwartki w godzinach 15:00–17:00, a każde spotkanie trwa mniej więcej 20 minut. Prowadzi je certyfikowany przewodnik z Fundacji „Merdające Serca”. Zanim Twoje dziecko spotka się z psem, musisz jako rodzic lub opiekun prawny podpisać zgodę, a personel sprawdzi, czy maluch nie ma alergii na sierść. W jednej sesji może wziąć udział najwyżej czworo dzieci. Pies nie może wchodzić na sale intensywnego nadzoru ani do izolatek. Doświadczenia innych placówek wskazują, że kontakt ze zwierzęciem prawdopodobnie łagodzi stres przed zabiegami – nie zastępuje jednak leczenia.""",
            ),
            Good(
                "preserve",
                """Informacja dla pacjentów oddziału pediatrycznego Szpitala Wojewódzkiego w Lesznie

Od 3.03.2025 r. wznowione zostają wizyty psów terapeutycznych. Obowiązują następujące zasady:
- wizyty: wtorki i czwartki, 15:00–17:00;
- czas spotkania: ok. 20 minut;
- prowadzący: certyfikowany przewodnik Fundacji „Merdające Serca”;
- liczba uczestników jednej sesji: maksymalnie 4 dzieci;
- przed wizytą rodzic lub opiekun prawny musi podpisać zgodę, a personel sprawdza, czy dziecko nie jest uczulone na sierść;
- pies nie może przebywać na salach intensywnego nadzoru ani w izolatkach.

Według doświadczeń innych placówek kontakt ze zwierzęciem prawdopodobnie obniża poziom stresu przed zabiegami, lecz nie stanowi zamiennika leczenia.""",
            ),
            Good(
                "en",
                """Starting on 3 March 2025, therapy dog visits are back on the paediatric ward of the Voivodeship Hospital in Leszno. Each session lasts about 20 minutes and is led by a certified handler from the “Merdające Serca” Foundation. The dog may not enter the intensive monitoring rooms or the isolation rooms. Before a visit, a parent or legal guardian must sign a consent form, and staff check that the child is not allergic to animal hair. No more than 4 children can take part in one session. The experience of other facilities suggests that contact with an animal probably reduces stress before procedures, although it does not replace treatment. Visits take place on Tuesdays and Thursdays from 3:00 to 5:00 pm.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Pies nie może wchodzić na sale intensywnego nadzoru ani do izolatek.",
                        "Pies może wchodzić także na sale intensywnego nadzoru i do izolatek.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("maksymalnie 4 dzieci", "maksymalnie 6 dzieci")], "number"),
            Slip(
                2,
                [
                    (
                        "contact with an animal probably reduces stress",
                        "contact with an animal reduces stress",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-pet-cremation-price-list-konin",
        source="""Spopielarnia „Tęczowy Most” w Koninie oferuje kremację indywidualną i zbiorową zwierząt domowych. Kremacja indywidualna kota lub psa do 10 kg kosztuje 450 zł, a zwierzęcia o wadze od 10 do 40 kg – 690 zł. W przypadku kremacji zbiorowej prochy nie są zwracane właścicielowi. Odbiór ciała z domu lub lecznicy na terenie miasta jest bezpłatny, poza miastem doliczamy 2 zł za każdy kilometr. Urnę z prochami można odebrać osobiście w ciągu 5 dni roboczych albo zamówić wysyłkę kurierską. Zlecenie należy potwierdzić podpisaniem karty przekazania zwierzęcia. Formularz i cennik urn znajdziesz na stronie www.teczowymost-konin.pl/cennik, pytania prosimy kierować na adres kontakt@teczowymost-konin.pl.""",
        good=[
            Good(
                "preserve",
                """W spopielarni „Tęczowy Most” w Koninie wykonujemy kremacje zwierząt domowych – indywidualne albo zbiorowe. Ceny kremacji indywidualnej: 450 zł za kota lub psa ważącego do 10 kg oraz 690 zł za zwierzę od 10 do 40 kg. Przy kremacji zbiorowej właściciel nie otrzymuje prochów. Ciało zwierzęcia odbierzemy bezpłatnie z domu lub lecznicy w granicach miasta; za dojazd poza miasto doliczamy 2 zł za każdy kilometr. Urnę możesz odebrać osobiście w ciągu 5 dni roboczych lub zamówić jej wysyłkę kurierem. Zlecenie trzeba potwierdzić, podpisując kartę przekazania zwierzęcia. Formularz i cennik urn są dostępne pod adresem www.teczowymost-konin.pl/cennik, a pytania prosimy przesyłać na kontakt@teczowymost-konin.pl.""",
            ),
            Good(
                "preserve",
                """Spopielarnia „Tęczowy Most” (Konin) – kremacja zwierząt domowych

Kremacja indywidualna:
• kot lub pies do 10 kg – 450 zł,
• zwierzę ważące od 10 do 40 kg – 690 zł.

Kremacja zbiorowa: prochy nie są zwracane właścicielowi.

Odbiór ciała z domu albo z lecznicy: w granicach Konina bezpłatnie, poza miastem 2 zł/km.
Urna: odbiór osobisty w ciągu 5 dni roboczych lub wysyłka kurierska.
Każde zlecenie wymaga potwierdzenia podpisem na karcie przekazania zwierzęcia.
Formularz oraz cennik urn: www.teczowymost-konin.pl/cennik. Pytania: kontakt@teczowymost-konin.pl.""",
            ),
            Good(
                "en",
                """The “Tęczowy Most” pet crematorium in Konin offers individual and communal cremation of pets. Individual cremation of a cat or dog weighing up to 10 kg costs PLN 450; for an animal weighing 10 to 40 kg it costs PLN 690. With communal cremation, the ashes are not returned to the owner. Collection of the body from your home or a veterinary clinic within the city is free of charge; outside the city we add PLN 2 per kilometre. You can pick up the urn with the ashes in person within 5 working days or have it sent by courier. The order must be confirmed by signing the animal handover form. The form and the urn price list are at www.teczowymost-konin.pl/cennik, and questions can be sent to kontakt@teczowymost-konin.pl.""",
            ),
        ],
        bad=[
            Slip(0, [("690 zł za zwierzę", "590 zł za zwierzę")], "number"),
            Slip(
                1,
                [
                    (
                        "Każde zlecenie wymaga potwierdzenia podpisem",
                        "Zalecamy potwierdzenie każdego zlecenia podpisem",
                    )
                ],
                "modality",
            ),
            Slip(2, [("kontakt@teczowymost-konin.pl", "kontakt@teczowymost.pl")], "url"),
        ],
    ),
    Case(
        key="pl-obituary-physics-teacher-funeral-notice",
        source="""Z głębokim smutkiem zawiadamiamy, że 14 listopada 2024 r. zmarł w wieku 81 lat śp. Henryk Zawadzki, wieloletni nauczyciel fizyki w Liceum Ogólnokształcącym nr 2 w Sieradzu i założyciel szkolnego koła astronomicznego. Msza żałobna zostanie odprawiona w sobotę 23 listopada o godz. 11:00 w kościele pw. św. Stanisława przy ul. Kościuszki 12, po czym nastąpi odprowadzenie na cmentarz parafialny. Rodzina prosi, aby zamiast kwiatów i wieńców przekazywać datki na hospicjum „Promyk” w Sieradzu. Nie będzie osobnego spotkania po pogrzebie. Pogrążeni w żalu: żona Teresa, synowie Marek i Paweł z rodzinami.""",
        good=[
            Good(
                "preserve",
                """Z wielkim smutkiem informujemy, że 14 listopada 2024 r., w wieku 81 lat, odszedł śp. Henryk Zawadzki. Przez wiele lat uczył fizyki w Liceum Ogólnokształcącym nr 2 w Sieradzu, gdzie założył szkolne koło astronomiczne. Msza żałobna zostanie odprawiona w sobotę, 23 listopada, o 11:00 w kościele pw. św. Stanisława (ul. Kościuszki 12), a następnie Zmarły zostanie odprowadzony na cmentarz parafialny. Zamiast kwiatów i wieńców rodzina prosi o datki na hospicjum „Promyk” w Sieradzu. Po pogrzebie nie odbędzie się osobne spotkanie. Żegnają Go w smutku żona Teresa oraz synowie Marek i Paweł z rodzinami.""",
            ),
            Good(
                "preserve",
                """Śp. Henryk Zawadzki
wieloletni nauczyciel fizyki w LO nr 2 w Sieradzu, założyciel szkolnego koła astronomicznego,
zmarł 14.11.2024 r., przeżywszy 81 lat.

Msza żałobna: sobota, 23.11.2024 r., godz. 11:00, kościół pw. św. Stanisława, ul. Kościuszki 12. Po mszy odprowadzenie na cmentarz parafialny.

Zamiast kwiatów i wieńców rodzina prosi o datki na rzecz sieradzkiego hospicjum „Promyk”. Osobnego spotkania po pogrzebie nie przewidujemy.

O czym zawiadamiają pogrążeni w żalu żona Teresa oraz synowie Marek i Paweł z rodzinami.""",
            ),
            Good(
                "en",
                """It is with deep sorrow that we announce the death of Henryk Zawadzki, who passed away on 14 November 2024 at the age of 81. For many years he taught physics at Secondary School No. 2 in Sieradz, and he founded the school's astronomy club. The funeral Mass will be held on Saturday, 23 November, at 11 a.m. in St Stanislaus Church, 12 Kościuszki Street, followed by the procession to the parish cemetery. Instead of flowers and wreaths, the family asks for donations to the “Promyk” hospice in Sieradz. There will be no separate gathering after the funeral. Mourned by his wife Teresa and his sons Marek and Paweł with their families.""",
            ),
        ],
        bad=[
            Slip(0, [("o 11:00", "o 13:00")], "date"),
            Slip(
                1,
                [
                    (
                        "Osobnego spotkania po pogrzebie nie przewidujemy.",
                        "Po pogrzebie przewidujemy osobne spotkanie.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "he founded the school's astronomy club.",
                        "he founded the school's astronomy club, which he led until his retirement in 2008.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-notarial-will-fee-and-documents",
        source="""Kancelaria notarialna Anny Wróblewskiej w Lublinie pomaga w sporządzeniu testamentu notarialnego. Taksa notarialna za testament wynosi maksymalnie 50 zł netto, a za testament zawierający zapis windykacyjny – do 200 zł netto (§ 8 rozporządzenia w sprawie maksymalnych stawek taksy notarialnej). Do aktu trzeba przynieść ważny dowód osobisty lub paszport. Nie musisz przedstawiać dokumentów potwierdzających własność majątku, chyba że ustanawiasz zapis windykacyjny. Przypominamy, że zgodnie z art. 942 Kodeksu cywilnego testament może zawierać rozrządzenia tylko jednego spadkodawcy, więc małżonkowie nie mogą sporządzić wspólnego testamentu. Spotkanie trwa zwykle około godziny.""",
        good=[
            Good(
                "preserve",
                """Chcesz sporządzić testament notarialny? Pomoże Ci w tym kancelaria notarialna Anny Wróblewskiej w Lublinie.
- Koszt: taksa za testament to najwyżej 50 zł netto, a za testament z zapisem windykacyjnym – do 200 zł netto (§ 8 rozporządzenia w sprawie maksymalnych stawek taksy notarialnej).
- Co zabrać: ważny dowód osobisty albo paszport.
- Dokumentów potwierdzających własność majątku nie musisz przedstawiać, chyba że ustanawiasz zapis windykacyjny.
- Ile to trwa: zwykle około godziny.
Pamiętaj, że według art. 942 Kodeksu cywilnego testament może zawierać rozrządzenia tylko jednego spadkodawcy – małżonkowie nie mogą więc sporządzić wspólnego testamentu.""",
            ),
            Good(
                "preserve",
                """Kancelaria notarialna Anny Wróblewskiej w Lublinie oferuje pomoc przy sporządzaniu testamentu w formie aktu notarialnego. Wizyta zajmuje zazwyczaj mniej więcej godzinę. Klient jest zobowiązany przynieść ważny dowód osobisty lub paszport; dokumentów potwierdzających własność majątku nie trzeba przedstawiać, o ile nie ustanawia się zapisu windykacyjnego. Maksymalna taksa notarialna wynosi 50 zł netto za testament i 200 zł netto za testament z zapisem windykacyjnym, zgodnie z § 8 rozporządzenia w sprawie maksymalnych stawek taksy notarialnej. Należy pamiętać, że w myśl art. 942 Kodeksu cywilnego testament może obejmować rozrządzenia wyłącznie jednego spadkodawcy, dlatego małżonkowie nie mogą sporządzić testamentu wspólnego.""",
            ),
            Good(
                "en",
                """Anna Wróblewska's notary office in Lublin can help you draw up a notarial will. The notarial fee for a will is at most PLN 50 net, and for a will containing a vindication legacy up to PLN 200 net (§ 8 of the regulation on maximum notarial fees). You need to bring a valid ID card or passport to the signing. You do not have to present documents proving ownership of your assets unless you are making a vindication legacy. Please remember that under Article 942 of the Civil Code a will may contain the dispositions of only one testator, so spouses cannot make a joint will. The meeting usually takes about an hour.""",
            ),
        ],
        bad=[
            Slip(
                0, [("art. 942 Kodeksu cywilnego", "art. 924 Kodeksu cywilnego")], "legal_reference"
            ),
            Slip(
                1, [("Klient jest zobowiązany przynieść", "Klient powinien przynieść")], "modality"
            ),
            Slip(
                2,
                [("You do not have to present documents", "You have to present documents")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-guardianship-court-application-steps",
        source="""Wniosek o ustanowienie opiekuna prawnego dla osoby całkowicie ubezwłasnowolnionej składa się do sądu rejonowego (wydział rodzinny i nieletnich) właściwego dla miejsca zamieszkania tej osoby. Zgodnie z art. 149 § 2 Kodeksu rodzinnego i opiekuńczego opiekunem powinna zostać w pierwszej kolejności osoba bliska, np. małżonek lub dorosłe dziecko. Wniosek nie podlega opłacie sądowej. Ustanowiony opiekun musi złożyć przyrzeczenie przed sądem, a potem co najmniej raz w roku przedstawiać sprawozdanie z opieki. Na sprzedaż nieruchomości podopiecznego zawsze potrzebna jest zgoda sądu. Postępowanie trwa zazwyczaj od 2 do 4 miesięcy, a pierwsze posiedzenie wyznacza się najczęściej w ciągu 6 tygodni od złożenia wniosku.""",
        good=[
            Good(
                "preserve",
                """Gdzie złożyć wniosek? W sądzie rejonowym, w wydziale rodzinnym i nieletnich, właściwym dla miejsca zamieszkania osoby całkowicie ubezwłasnowolnionej, dla której ma zostać ustanowiony opiekun prawny.
Czy trzeba płacić? Nie – wniosek nie podlega opłacie sądowej.
Kto powinien zostać opiekunem? Według art. 149 § 2 Kodeksu rodzinnego i opiekuńczego w pierwszej kolejności osoba bliska, na przykład małżonek albo dorosłe dziecko.
Jak długo to trwa? Zazwyczaj od 2 do 4 miesięcy; pierwsze posiedzenie sąd najczęściej wyznacza w ciągu 6 tygodni od złożenia wniosku.
Co potem? Opiekun musi złożyć przed sądem przyrzeczenie i co najmniej raz w roku przedstawiać sprawozdanie z opieki. Sprzedaż nieruchomości podopiecznego zawsze wymaga zgody sądu.""",
            ),
            Good(
                "preserve",
                """Opiekuna prawnego dla osoby całkowicie ubezwłasnowolnionej ustanawia się na wniosek złożony do wydziału rodzinnego i nieletnich sądu rejonowego, w którego okręgu ta osoba mieszka. Wniosek jest wolny od opłaty sądowej. Art. 149 § 2 Kodeksu rodzinnego i opiekuńczego stanowi, że opiekunem powinna zostać przede wszystkim osoba bliska – np. małżonek lub dorosłe dziecko. Postępowanie zajmuje zazwyczaj 2–4 miesiące, a pierwsze posiedzenie wyznaczane jest najczęściej w ciągu sześciu tygodni od złożenia wniosku. Opiekun musi złożyć przyrzeczenie przed sądem, a następnie przynajmniej raz w roku składać sprawozdanie z opieki. Do sprzedaży nieruchomości podopiecznego zawsze konieczna jest zgoda sądu.""",
            ),
            Good(
                "en",
                """An application to appoint a legal guardian for a person who has been fully incapacitated is filed with the district court (family and juvenile division) with jurisdiction over that person's place of residence. Under Article 149 § 2 of the Family and Guardianship Code, a close relative, such as a spouse or an adult child, should be appointed guardian first. No court fee is charged for the application. Once appointed, the guardian must make a pledge before the court and then submit a report on the guardianship at least once a year. Selling the ward's real estate always requires the court's consent. The proceedings usually take 2 to 4 months, and the first hearing is most often scheduled within 6 weeks of filing.""",
            ),
        ],
        bad=[
            Slip(0, [("w ciągu 6 tygodni", "w ciągu 3 tygodni")], "date"),
            Slip(1, [("Art. 149 § 2 Kodeksu", "Art. 194 § 2 Kodeksu")], "legal_reference"),
            Slip(
                2,
                [("the guardian must make a pledge", "the guardian may make a pledge")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-ivf-clinic-cycle-refund-policy",
        source="""Polityka zwrotów – Klinika Leczenia Niepłodności „Novum Vita”
Jeżeli cykl in vitro zostanie przerwany przed punkcją jajników z powodu słabej odpowiedzi na stymulację, zwracamy 70% opłaty za procedurę, tj. 5 600 zł z 8 000 zł. Opłaty za leki kupione w aptece nie podlegają zwrotowi. Zwrot nie przysługuje, jeśli pacjentka zrezygnuje z leczenia po punkcji. W przypadku zakupu pakietu trzech cykli zwracamy pełną kwotę za niewykorzystane cykle, pomniejszoną o opłatę administracyjną w wysokości 300 zł. Wniosek o zwrot należy złożyć w recepcji lub mailowo; środki przekazujemy zwykle w ciągu 14 dni. Szansa na ciążę w pojedynczym cyklu wynosi w naszej klinice szacunkowo 35–40% u kobiet poniżej 35. roku życia.""",
        good=[
            Good(
                "preserve",
                """Klinika Leczenia Niepłodności „Novum Vita” – kiedy zwracamy pieniądze?
• Cykl in vitro przerwany przed punkcją jajników z powodu słabej odpowiedzi na stymulację: otrzymasz zwrot 70% opłaty za procedurę, czyli 5 600 zł z 8 000 zł.
• Rezygnacja z leczenia po punkcji: zwrot nie przysługuje.
• Leki kupione w aptece: opłaty za nie nie podlegają zwrotowi.
• Pakiet trzech cykli: za niewykorzystane cykle zwracamy pełną kwotę pomniejszoną o opłatę administracyjną 300 zł.
Wniosek o zwrot musisz złożyć w recepcji albo wysłać e-mailem – pieniądze przekazujemy zwykle w ciągu 14 dni.
Szacujemy, że u kobiet poniżej 35. roku życia szansa na ciążę w pojedynczym cyklu wynosi w naszej klinice 35–40%.""",
            ),
            Good(
                "preserve",
                """Klinika Leczenia Niepłodności „Novum Vita” informuje o zasadach zwrotu opłat. Pacjentce, której cykl in vitro przerwano przed punkcją jajników ze względu na słabą odpowiedź na stymulację, zwracane jest 70% opłaty za procedurę (5 600 zł z kwoty 8 000 zł). W razie rezygnacji z leczenia po punkcji zwrot nie przysługuje; zwrotowi nie podlegają także opłaty za leki nabyte w aptece. Przy pakiecie trzech cykli kwota za cykle niewykorzystane jest zwracana w całości, po potrąceniu opłaty administracyjnej wynoszącej 300 zł. Wniosek o zwrot należy złożyć w recepcji lub drogą mailową, a środki są przekazywane zwykle w ciągu 14 dni. Według szacunków kliniki szansa na ciążę w pojedynczym cyklu u kobiet poniżej 35. roku życia wynosi 35–40%.""",
            ),
            Good(
                "en",
                """Refund policy – “Novum Vita” Fertility Clinic
If an IVF cycle is stopped before egg retrieval because of a poor response to stimulation, we refund 70% of the procedure fee, i.e. PLN 5,600 of PLN 8,000. Medicines bought at a pharmacy are not refundable. No refund is given if the patient withdraws from treatment after egg retrieval. If you bought a package of three cycles, we refund the full amount for any unused cycles, minus an administrative fee of PLN 300. Refund requests must be submitted at reception or by e-mail; the money is usually transferred within 14 days. At our clinic, the chance of pregnancy in a single cycle is estimated at 35–40% for women under 35.""",
            ),
        ],
        bad=[
            Slip(0, [("opłatę administracyjną 300 zł", "opłatę administracyjną 200 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "po punkcji zwrot nie przysługuje; zwrotowi nie podlegają także",
                        "po punkcji zwrot przysługuje; zwrotowi nie podlegają natomiast",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "the money is usually transferred within 14 days",
                        "the money is transferred within 14 days",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-egg-freezing-programme-success-rates",
        source="""Program mrożenia komórek jajowych (oocytów) jest przeznaczony dla kobiet, które chcą odłożyć macierzyństwo z przyczyn medycznych lub osobistych. Najlepsze wyniki uzyskuje się, gdy komórki zostaną zamrożone przed 35. rokiem życia. Według metaanalizy Cil i wsp. (Fertility and Sterility, 2013) prawdopodobieństwo urodzenia dziecka z 10 zamrożonych oocytów u kobiety poniżej 35 lat wynosi około 60%, a po 40. roku życia spada wyraźnie poniżej 30%. Przed rozpoczęciem stymulacji pacjentka musi wykonać badanie AMH oraz USG przezpochwowe. Zamrożone komórki można przechowywać bez ograniczenia czasu, ale opłatę za przechowywanie trzeba uiszczać co roku. Lekarz powinien omówić z pacjentką realne szanse, bo zabieg nie gwarantuje ciąży.""",
        good=[
            Good(
                "preserve",
                """Jeśli z powodów medycznych albo osobistych chcesz odłożyć macierzyństwo, program mrożenia komórek jajowych (oocytów) jest przeznaczony właśnie dla Ciebie. Najlepsze wyniki daje zamrożenie komórek przed 35. rokiem życia. Metaanaliza Cil i wsp. opublikowana w „Fertility and Sterility” w 2013 r. pokazuje, że u kobiet poniżej 35 lat prawdopodobieństwo urodzenia dziecka z 10 zamrożonych oocytów wynosi około 60%, natomiast po 40. roku życia spada wyraźnie poniżej 30%. Zanim zaczniesz stymulację, musisz zrobić badanie AMH i USG przezpochwowe. Zamrożone komórki można przechowywać bezterminowo, ale za przechowywanie trzeba płacić co roku. Lekarz powinien omówić z Tobą realne szanse, ponieważ zabieg nie gwarantuje ciąży.""",
            ),
            Good(
                "preserve",
                """Program mrożenia oocytów – najważniejsze informacje

Program jest skierowany do kobiet, które z przyczyn medycznych lub osobistych chcą odroczyć macierzyństwo.

1. Optymalny moment: zamrożenie komórek przed 35. rokiem życia daje najlepsze wyniki.
2. Skuteczność: zgodnie z metaanalizą Cil i wsp. (Fertility and Sterility, 2013) z 10 zamrożonych oocytów dziecko rodzi się w około 60% przypadków u kobiet poniżej 35 lat; po 40. roku życia odsetek ten spada wyraźnie poniżej 30%.
3. Badania przed stymulacją: pacjentka musi wykonać oznaczenie AMH i USG przezpochwowe.
4. Przechowywanie: bez limitu czasu, opłata za przechowywanie jest pobierana co roku.

Zabieg nie gwarantuje ciąży, dlatego lekarz powinien omówić z pacjentką realne szanse.""",
            ),
            Good(
                "en",
                """The egg (oocyte) freezing programme is intended for women who want to postpone motherhood for medical or personal reasons. The best results are achieved when the eggs are frozen before the age of 35. According to a meta-analysis by Cil et al. (Fertility and Sterility, 2013), the probability of a live birth from 10 frozen oocytes in a woman under 35 is about 60%, and after the age of 40 it falls well below 30%. Before stimulation begins, the patient must have an AMH test and a transvaginal ultrasound. Frozen eggs can be stored for an unlimited time, but the storage fee has to be paid every year. The doctor should discuss realistic chances with the patient, because the procedure does not guarantee pregnancy.""",
            ),
        ],
        bad=[
            Slip(0, [("w 2013 r.", "w 2015 r.")], "citation"),
            Slip(1, [("w około 60% przypadków", "w 60% przypadków")], "hedge"),
            Slip(
                2,
                [
                    (
                        "the patient must have an AMH test",
                        "the patient is advised to have an AMH test",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-skate-sharpening-shop-price-hours",
        source="""Ostrzenie łyżew w sklepie „Lodowa Krawędź” przy ul. Sportowej 7 w Tychach kosztuje 25 zł za parę, a ostrzenie łyżew hokejowych z profilowaniem płozy – 60 zł. Standardowo ostrzymy na promień żłobka 1/2 cala, na życzenie także 3/8 lub 5/8 cala. Łyżwy zostawione do 12:00 są gotowe do odbioru tego samego dnia po 17:00. Nie ostrzymy łyżew z pękniętą lub skorodowaną płozą ani łyżew z płozami ceramicznymi. W sezonie, od 1 listopada do 31 marca, serwis jest czynny również w niedziele w godz. 10:00–14:00. Przy ostrzeniu 5 par w jednym zleceniu (np. dla klubu) udzielamy 10% rabatu.""",
        good=[
            Good(
                "preserve",
                """„Lodowa Krawędź”, ul. Sportowa 7, Tychy – ostrzenie łyżew

- ostrzenie: 25 zł za parę
- łyżwy hokejowe z profilowaniem płozy: 60 zł
- promień żłobka: standardowo 1/2 cala, na życzenie 3/8 lub 5/8 cala
- łyżwy zostawione do 12:00 odbierzesz tego samego dnia po 17:00
- 5 par w jednym zleceniu (np. dla klubu): rabat 10%
- w sezonie (1 listopada – 31 marca) serwis działa również w niedziele, 10:00–14:00

Nie ostrzymy łyżew z pękniętą lub skorodowaną płozą ani łyżew z płozami ceramicznymi.""",
            ),
            Good(
                "preserve",
                """Masz tępe łyżwy? Przynieś je do „Lodowej Krawędzi” przy ul. Sportowej 7 w Tychach. Ostrzenie kosztuje u nas 25 zł za parę, a ostrzenie łyżew hokejowych z profilowaniem płozy – 60 zł. Jeśli zostawisz je do 12:00, odbierzesz je jeszcze tego samego dnia po 17:00. Domyślnie ostrzymy na promień żłobka 1/2 cala, ale na Twoje życzenie także 3/8 albo 5/8 cala. Gdy w jednym zleceniu oddasz do ostrzenia 5 par (np. dla klubu), dostaniesz 10% rabatu. Od 1 listopada do 31 marca serwis jest czynny także w niedziele, w godzinach 10:00–14:00. Nie ostrzymy łyżew z płozami ceramicznymi ani takich, których płoza jest pęknięta lub skorodowana.""",
            ),
            Good(
                "en",
                """Skate sharpening at the “Lodowa Krawędź” shop, 7 Sportowa Street, Tychy, costs PLN 25 per pair; sharpening hockey skates with blade profiling costs PLN 60. Our standard hollow radius is 1/2 inch, and on request we also sharpen to 3/8 or 5/8 inch. Skates dropped off by 12:00 noon are ready for collection the same day after 5:00 pm. We do not sharpen skates with cracked or corroded blades, or skates with ceramic blades. During the season, from 1 November to 31 March, the service is also open on Sundays from 10:00 am to 2:00 pm. If you have 5 pairs sharpened in a single order (e.g. for a club), you get a 10% discount.""",
            ),
        ],
        bad=[
            Slip(0, [("(1 listopada – 31 marca)", "(1 listopada – 28 lutego)")], "date"),
            Slip(
                1,
                [
                    (
                        "Nie ostrzymy łyżew z płozami ceramicznymi ani takich,",
                        "Ostrzymy także łyżwy z płozami ceramicznymi, ale nie takie,",
                    )
                ],
                "negation",
            ),
            Slip(2, [("costs PLN 25 per pair", "costs PLN 35 per pair")], "number"),
        ],
    ),
    Case(
        key="pl-balloon-flight-nida-valley-rules",
        source="""Loty balonem nad Doliną Nidy odbywają się od kwietnia do października, wyłącznie o świcie lub około dwóch godzin przed zachodem słońca, gdy wiatr jest najsłabszy. Sam lot trwa około godziny, a całe wydarzenie – z przygotowaniem balonu i toastem po lądowaniu – około 3–4 godzin. Pasażerowie muszą mieć ukończone 8 lat i być w stanie stać samodzielnie przez cały lot. Decyzję o starcie podejmuje pilot najpóźniej 2 godziny przed zbiórką; jeśli lot zostanie odwołany z powodu pogody, możesz wybrać nowy termin bez dodatkowych opłat. Voucher jest ważny 12 miesięcy od daty zakupu. Zalecamy wygodne obuwie i ubranie zakrywające ramiona.""",
        good=[
            Good(
                "preserve",
                """Chcesz zobaczyć Dolinę Nidy z kosza balonu? Latamy od kwietnia do października – tylko o świcie albo mniej więcej dwie godziny przed zachodem słońca, bo wtedy wiatr jest najsłabszy. W powietrzu spędzisz około godziny, a cała przygoda, łącznie z przygotowaniem balonu i toastem po lądowaniu, zajmie około 3–4 godzin. Pasażer musi mieć skończone 8 lat i być w stanie samodzielnie stać przez cały lot. Pilot decyduje o starcie najpóźniej 2 godziny przed zbiórką. Jeżeli lot zostanie odwołany z powodu pogody, możesz bez dopłat wybrać nowy termin. Voucher jest ważny przez 12 miesięcy od dnia zakupu. Polecamy wygodne buty i ubranie zakrywające ramiona.""",
            ),
            Good(
                "preserve",
                """Loty balonem – Dolina Nidy

Sezon: kwiecień–październik. Starty wyłącznie o świcie lub ok. 2 godziny przed zachodem słońca, kiedy wiatr jest najsłabszy.
Czas trwania: sam lot – około godziny; całość wraz z przygotowaniem balonu i toastem po lądowaniu – około 3–4 godzin.
Wymagania wobec pasażerów: ukończone 8 lat oraz zdolność do samodzielnego stania przez cały lot.
Odwołanie lotu: pilot podejmuje decyzję o starcie najpóźniej 2 godziny przed zbiórką. W razie odwołania z powodu pogody pasażer może wybrać nowy termin bez dodatkowych opłat.
Ważność vouchera: 12 miesięcy od daty zakupu.
Zalecany strój: wygodne obuwie i ubranie zakrywające ramiona.""",
            ),
            Good(
                "en",
                """Hot-air balloon flights over the Nida Valley run from April to October, only at dawn or about two hours before sunset, when the wind is at its weakest. The flight itself lasts about an hour, and the whole event – including preparing the balloon and a toast after landing – takes about 3–4 hours. Passengers must be at least 8 years old and able to stand unaided for the entire flight. The pilot decides whether to take off no later than 2 hours before the meeting time; if the flight is cancelled because of the weather, you can choose a new date at no extra cost. The voucher is valid for 12 months from the date of purchase. We recommend comfortable footwear and clothing that covers your shoulders.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("najpóźniej 2 godziny przed zbiórką", "najpóźniej godzinę przed zbiórką")],
                "date",
            ),
            Slip(
                1,
                [("pasażer może wybrać nowy termin", "pasażer musi wybrać nowy termin")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "a toast after landing",
                        "a champagne toast and a signed flight certificate after landing",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-bridge-bungee-jump-requirements",
        source="""Skoki bungee z mostu w Grzmiącej odbywają się z wysokości 56 metrów. Skoczek musi ważyć od 45 do 120 kg i mieć ukończone 16 lat; osoby niepełnoletnie skaczą wyłącznie za pisemną zgodą rodzica obecnego na miejscu. Nie mogą skakać osoby z chorobami serca, padaczką, po niedawnych złamaniach ani kobiety w ciąży. Przed skokiem każdy uczestnik jest ważony, a instruktor sprawdza uprząż i linę. Cena pojedynczego skoku wynosi 249 zł, nagranie wideo kosztuje dodatkowo 50 zł. Przy silnym wietrze lub burzy skoki są wstrzymywane. Nie zwracamy pieniędzy za niewykorzystane bilety, ale termin można zmienić do 48 godzin przed skokiem.""",
        good=[
            Good(
                "preserve",
                """Bungee – most w Grzmiącej

Wysokość skoku: 56 m.
Kto może skakać: osoby, które ukończyły 16 lat i ważą od 45 do 120 kg. Niepełnoletni skaczą tylko z pisemną zgodą rodzica, który musi być obecny na miejscu.
Przeciwwskazania: choroby serca, padaczka, niedawne złamania, ciąża – osoby, których to dotyczy, nie mogą skakać.
Bezpieczeństwo: przed skokiem ważymy każdego uczestnika, a instruktor sprawdza uprząż i linę. Przy silnym wietrze lub burzy skoki są wstrzymywane.
Cennik: pojedynczy skok 249 zł, nagranie wideo dodatkowo 50 zł.
Zmiana terminu jest możliwa do 48 godzin przed skokiem; za niewykorzystane bilety nie zwracamy pieniędzy.""",
            ),
            Good(
                "preserve",
                """Skaczemy z mostu w Grzmiącej, z wysokości 56 metrów. Żeby skoczyć, musisz mieć ukończone 16 lat i ważyć od 45 do 120 kg. Jeśli jesteś niepełnoletni, możesz skoczyć tylko za pisemną zgodą rodzica, który będzie z Tobą na miejscu. Skakać nie mogą osoby z chorobami serca, padaczką lub po niedawnych złamaniach ani kobiety w ciąży. Przed skokiem każdego uczestnika ważymy, a instruktor sprawdza uprząż i linę. Gdy mocno wieje albo jest burza, skoki wstrzymujemy. Pojedynczy skok kosztuje 249 zł, a nagranie wideo – dodatkowe 50 zł. Pieniędzy za niewykorzystane bilety nie zwracamy, ale termin możesz zmienić najpóźniej 48 godzin przed skokiem.""",
            ),
            Good(
                "en",
                """Bungee jumps from the bridge in Grzmiąca are made from a height of 56 metres. Jumpers must weigh between 45 and 120 kg and be at least 16 years old; minors may jump only with the written consent of a parent who is present on site. People with heart conditions, epilepsy or recent fractures, and pregnant women, may not jump. Before the jump, every participant is weighed and an instructor checks the harness and the rope. A single jump costs PLN 249, and a video recording costs an extra PLN 50. Jumps are suspended in strong wind or storms. We do not refund unused tickets, but you can change the date up to 48 hours before your jump.""",
            ),
        ],
        bad=[
            Slip(0, [("Wysokość skoku: 56 m.", "Wysokość skoku: 65 m.")], "number"),
            Slip(
                1,
                [
                    (
                        "Pieniędzy za niewykorzystane bilety nie zwracamy",
                        "Pieniądze za niewykorzystane bilety zwracamy",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Before the jump, every participant is weighed and an instructor checks the harness and the rope.",
                        "Przed skokiem każdy uczestnik jest ważony, a instruktor sprawdza uprząż i linę.",
                    ),
                    (
                        "Jumps are suspended in strong wind or storms.",
                        "Przy silnym wietrze lub burzy skoki są wstrzymywane.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-pdfscal-tool-readme-install-usage",
        source="""## Instalacja

Narzędzie `pdfscal` wymaga Pythona 3.10 lub nowszego. Zainstaluj je poleceniem:

```bash
pip install pdfscal==2.3.1
```

Nie instaluj pakietu z uprawnieniami administratora (`sudo pip`) – użyj środowiska wirtualnego.

## Użycie

Aby połączyć pliki, uruchom `pdfscal merge a.pdf b.pdf -o wynik.pdf`. Opcja `--compress` zmniejsza rozmiar pliku, ale może obniżyć jakość obrazów. Domyślnie program nie nadpisuje istniejących plików; jeśli chcesz to zmienić, użyj flagi `--force`. Pełna dokumentacja znajduje się na stronie [pdfscal.readthedocs.io](https://pdfscal.readthedocs.io/pl/latest/).

Błędy zgłaszaj w zakładce Issues; nie odpowiadamy na zgłoszenia wysyłane mailem.""",
        good=[
            Good(
                "preserve",
                """## Instalacja

`pdfscal` wymaga Pythona w wersji 3.10 lub nowszej. Aby je zainstalować, wykonaj:

```bash
pip install pdfscal==2.3.1
```

Nie używaj do instalacji uprawnień administratora (`sudo pip`) – zainstaluj pakiet w środowisku wirtualnym.

## Użycie

Łączenie plików: `pdfscal merge a.pdf b.pdf -o wynik.pdf`. Opcja `--compress` zmniejsza plik wynikowy, choć jakość obrazów może na tym ucierpieć. Program domyślnie nie nadpisuje istniejących plików – jeśli chcesz to zmienić, dodaj flagę `--force`. Pełną dokumentację znajdziesz na [pdfscal.readthedocs.io](https://pdfscal.readthedocs.io/pl/latest/).

Błędy zgłaszaj w zakładce Issues – na zgłoszenia wysyłane mailem nie odpowiadamy.""",
            ),
            Good(
                "preserve",
                """## Instalacja

Wymagany jest Python 3.10 lub nowszy. Pakiet instalujesz tak:

```bash
pip install pdfscal==2.3.1
```

Korzystaj ze środowiska wirtualnego; nie instaluj `pdfscal` przez `sudo pip`.

## Użycie

- łączenie plików: `pdfscal merge a.pdf b.pdf -o wynik.pdf`
- `--compress` – zmniejsza rozmiar pliku, ale może obniżyć jakość obrazów
- `--force` – pozwala nadpisywać istniejące pliki (domyślnie program ich nie nadpisuje)

Szczegóły w pełnej dokumentacji: [pdfscal.readthedocs.io](https://pdfscal.readthedocs.io/pl/latest/). Błędy zgłaszaj w zakładce Issues – na zgłoszenia wysłane e-mailem nie odpowiadamy.""",
            ),
            Good(
                "en",
                """## Installation

`pdfscal` requires Python 3.10 or newer. Install it with:

```bash
pip install pdfscal==2.3.1
```

Do not install the package with administrator privileges (`sudo pip`) – use a virtual environment.

## Usage

To merge files, run `pdfscal merge a.pdf b.pdf -o wynik.pdf`. The `--compress` option reduces the file size but may lower image quality. By default the program does not overwrite existing files; use the `--force` flag if you want to change that. Full documentation is available at [pdfscal.readthedocs.io](https://pdfscal.readthedocs.io/pl/latest/).

Please report bugs in the Issues tab; we do not respond to reports sent by e-mail.""",
            ),
        ],
        bad=[
            Slip(0, [("pip install pdfscal==2.3.1", "pip install pdfscal==2.1.3")], "code"),
            Slip(1, [("## Użycie", "**Użycie**")], "markdown"),
            Slip(
                2,
                [
                    (
                        "By default the program does not overwrite existing files",
                        "By default the program overwrites existing files",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-shop-api-rate-limit-docs",
        source="""### Limity zapytań

API sklepu obsługuje maksymalnie 100 zapytań na minutę na jeden klucz. Po przekroczeniu limitu serwer zwraca kod `429 Too Many Requests` wraz z nagłówkiem `Retry-After`, który podaje liczbę sekund do ponowienia próby. Klient musi respektować ten nagłówek; ponawianie zapytań wcześniej może skutkować czasową blokadą klucza. Aktualne zużycie limitu sprawdzisz w nagłówku `X-RateLimit-Remaining`. Jeśli potrzebujesz wyższego limitu, możesz złożyć wniosek przez formularz na https://dev.sklepik.pl/limity. Zapytania do punktu końcowego `/v2/orders/export` liczą się podwójnie. Klucze testowe powinny być używane wyłącznie w środowisku `sandbox`.""",
        good=[
            Good(
                "preserve",
                """### Limity zapytań

- Limit: maksymalnie 100 zapytań na minutę na jeden klucz.
- Po przekroczeniu limitu: odpowiedź `429 Too Many Requests` z nagłówkiem `Retry-After` (liczba sekund, po której można ponowić próbę). Klient musi się do niego stosować – wcześniejsze ponawianie może skończyć się czasową blokadą klucza.
- Bieżące zużycie limitu: nagłówek `X-RateLimit-Remaining`.
- Każde zapytanie do `/v2/orders/export` liczy się podwójnie.
- Klucze testowe powinny być używane wyłącznie w środowisku `sandbox`.

Potrzebujesz wyższego limitu? Możesz złożyć wniosek przez formularz: https://dev.sklepik.pl/limity.""",
            ),
            Good(
                "preserve",
                """### Limity zapytań

Jeden klucz API sklepu może wysłać najwyżej 100 zapytań na minutę. Gdy limit zostanie przekroczony, serwer odpowiada kodem `429 Too Many Requests` i dołącza nagłówek `Retry-After` z liczbą sekund, po których można ponowić próbę. Twój klient musi przestrzegać tego nagłówka, bo zbyt wczesne ponawianie zapytań może doprowadzić do czasowej blokady klucza. Ile limitu zostało, pokazuje nagłówek `X-RateLimit-Remaining`. Zapytania do punktu końcowego `/v2/orders/export` są liczone podwójnie. Kluczy testowych powinno się używać wyłącznie w środowisku `sandbox`. O wyższy limit możesz wystąpić przez formularz pod adresem https://dev.sklepik.pl/limity.""",
            ),
            Good(
                "en",
                """### Rate limits

The shop API handles up to 100 requests per minute per key. When the limit is exceeded, the server returns `429 Too Many Requests` together with a `Retry-After` header giving the number of seconds to wait before retrying. Your client must honour this header; retrying earlier may result in the key being temporarily blocked. You can check your current usage in the `X-RateLimit-Remaining` header. If you need a higher limit, you can apply through the form at https://dev.sklepik.pl/limity. Requests to the `/v2/orders/export` endpoint count double. Test keys should be used only in the `sandbox` environment.""",
            ),
        ],
        bad=[
            Slip(0, [("`/v2/orders/export`", "`/v1/orders/export`")], "code"),
            Slip(1, [("https://dev.sklepik.pl/limity", "https://sklepik.pl/limity")], "url"),
            Slip(
                2,
                [("Your client must honour this header", "Your client should honour this header")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-bedtime-smartphone-adolescent-sleep-research",
        source="""Nastolatki, które korzystają ze smartfona w łóżku dłużej niż godzinę przed snem, śpią średnio o 24 minuty krócej niż rówieśnicy odkładający telefon wcześniej – wynika z badania opublikowanego w „Journal of Adolescent Health” (Kowalczyk i in., 2022, t. 71, s. 312–319). Naukowcy przeanalizowali dzienniczki snu 1846 uczniów w wieku 13–17 lat z czterech województw. Autorzy zastrzegają, że badanie ma charakter obserwacyjny, więc nie dowodzi związku przyczynowego. Ich zdaniem za krótszy sen może odpowiadać zarówno niebieskie światło ekranu, jak i pobudzenie wywołane treściami w mediach społecznościowych. Szacuje się, że w Polsce nawet co trzeci nastolatek śpi mniej niż zalecane 8 godzin.""",
        good=[
            Good(
                "preserve",
                """Nastolatki korzystające ze smartfona w łóżku dłużej niż godzinę przed zaśnięciem śpią średnio o 24 minuty krócej niż rówieśnicy, którzy odkładają telefon wcześniej. Takie wyniki przynosi praca Kowalczyk i in. opublikowana w „Journal of Adolescent Health” (2022, t. 71, s. 312–319), oparta na dzienniczkach snu 1846 uczniów w wieku 13–17 lat z czterech województw. Badacze podkreślają, że to badanie obserwacyjne, które nie dowodzi związku przyczynowego. Krótszy sen może ich zdaniem wynikać zarówno z niebieskiego światła ekranu, jak i z pobudzenia wywołanego treściami w mediach społecznościowych. Według szacunków w Polsce nawet co trzeci nastolatek śpi krócej niż zalecane 8 godzin.""",
            ),
            Good(
                "preserve",
                """Najważniejsze wnioski z badania Kowalczyk i in. („Journal of Adolescent Health”, 2022, t. 71, s. 312–319):

• Próba: dzienniczki snu 1846 uczniów w wieku 13–17 lat z czterech województw.
• Wynik: nastolatki używające smartfona w łóżku dłużej niż godzinę przed snem śpią średnio o 24 minuty krócej niż rówieśnicy, którzy odkładają telefon wcześniej.
• Zastrzeżenie autorów: badanie jest obserwacyjne i nie dowodzi związku przyczynowego.
• Możliwe przyczyny według autorów: niebieskie światło ekranu oraz pobudzenie wywołane treściami w mediach społecznościowych.

Szacuje się, że nawet co trzeci nastolatek w Polsce śpi mniej niż zalecane 8 godzin.""",
            ),
            Good(
                "en",
                """Teenagers who use a smartphone in bed for more than an hour before going to sleep sleep on average 24 minutes less than peers who put their phone away earlier, according to a study published in the Journal of Adolescent Health (Kowalczyk et al., 2022, vol. 71, pp. 312–319). The researchers analysed the sleep diaries of 1,846 students aged 13–17 from four voivodeships. The authors caution that the study is observational and therefore does not prove a causal link. In their view, the shorter sleep may be caused both by the blue light of the screen and by the arousal triggered by social media content. It is estimated that in Poland as many as one in three teenagers sleeps less than the recommended 8 hours.""",
            ),
        ],
        bad=[
            Slip(0, [("s. 312–319", "s. 321–329")], "citation"),
            Slip(
                1, [("Szacuje się, że nawet co trzeci nastolatek", "Co trzeci nastolatek")], "hedge"
            ),
            Slip(2, [("1,846 students", "1,486 students")], "number"),
        ],
    ),
    Case(
        key="pl-housing-estate-car-park-rules",
        source="""Zarząd Spółdzielni Mieszkaniowej „Zielone Wzgórze” przypomina zasady korzystania z parkingu osiedlowego przy ul. Lipowej. Miejsca oznaczone numerami są przeznaczone wyłącznie dla najemców, którzy wykupili abonament; pozostałe miejsca są ogólnodostępne. Na parkingu nie wolno pozostawiać pojazdów bez ważnych tablic rejestracyjnych ani myć samochodów. Pojazdy blokujące drogę pożarową będą usuwane na koszt właściciela na podstawie art. 130a ustawy – Prawo o ruchu drogowym. Goście mogą parkować na miejscach ogólnodostępnych do 48 godzin. Zgodnie z § 12 regulaminu porządku domowego przyczepy kempingowe i łodzie nie mogą być przechowywane na parkingu. Uwagi prosimy zgłaszać do administracji osiedla.""",
        good=[
            Good(
                "preserve",
                """Zasady korzystania z parkingu osiedlowego przy ul. Lipowej (SM „Zielone Wzgórze”):

1. Miejsca oznaczone numerami – wyłącznie dla najemców z wykupionym abonamentem. Pozostałe miejsca są ogólnodostępne.
2. Goście mogą parkować na miejscach ogólnodostępnych do 48 godzin.
3. Zabronione jest mycie samochodów oraz pozostawianie pojazdów bez ważnych tablic rejestracyjnych.
4. Przyczepy kempingowe i łodzie nie mogą być przechowywane na parkingu (§ 12 regulaminu porządku domowego).
5. Pojazdy blokujące drogę pożarową będą usuwane na koszt właściciela na podstawie art. 130a ustawy – Prawo o ruchu drogowym.

Uwagi prosimy zgłaszać do administracji osiedla.""",
            ),
            Good(
                "preserve",
                """Drodzy Mieszkańcy, zarząd SM „Zielone Wzgórze” przypomina, jak korzystać z parkingu osiedlowego przy ul. Lipowej. Na ponumerowanych miejscach mogą parkować wyłącznie najemcy z wykupionym abonamentem, a pozostałe miejsca są dostępne dla wszystkich – goście mogą na nich parkować do 48 godzin. Na parkingu nie wolno myć samochodów ani zostawiać pojazdów bez ważnych tablic rejestracyjnych. Przyczepy kempingowe i łodzie nie mogą być tu przechowywane, co wynika z § 12 regulaminu porządku domowego. Auta blokujące drogę pożarową będą usuwane na koszt właściciela (art. 130a ustawy – Prawo o ruchu drogowym). Wszelkie uwagi prosimy kierować do administracji osiedla.""",
            ),
            Good(
                "en",
                """The Board of the “Zielone Wzgórze” Housing Cooperative would like to remind residents of the rules for using the estate car park on Lipowa Street. Numbered spaces are reserved exclusively for tenants who have bought a permit; all other spaces are open to everyone. Vehicles without valid number plates may not be left in the car park, and washing cars there is not allowed. Vehicles blocking the fire access road will be removed at the owner's expense under Article 130a of the Road Traffic Act. Guests may park in the public spaces for up to 48 hours. Under § 12 of the house rules, caravans and boats may not be stored in the car park. Please report any comments to the estate management office.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(§ 12 regulaminu porządku domowego)", "(§ 21 regulaminu porządku domowego)")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "Przyczepy kempingowe i łodzie nie mogą być tu przechowywane",
                        "Przyczepy kempingowe i łodzie mogą być tu przechowywane",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "will be removed at the owner's expense",
                        "will be towed away by the municipal police at the owner's expense",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-public-library-loan-late-fees",
        source="""Miejska Biblioteka Publiczna w Pile przypomina: książki wypożycza się na 30 dni, a audiobooki i filmy na 14 dni. Okres wypożyczenia można przedłużyć dwukrotnie, o ile na daną pozycję nie czeka inny czytelnik – przez konto na stronie katalogu, telefonicznie lub w wypożyczalni. Za każdy dzień zwłoki naliczamy opłatę 0,20 zł za książkę i 1 zł za film. Czytelnik, którego zaległości przekroczą 20 zł, nie może wypożyczać kolejnych materiałów do czasu ich uregulowania. Od 1 lipca do 31 sierpnia biblioteka jest czynna od poniedziałku do piątku w godz. 9:00–16:00, a w soboty nieczynna. Wrzutnia przy wejściu głównym przyjmuje zwroty całą dobę.""",
        good=[
            Good(
                "preserve",
                """Wypożyczasz w Miejskiej Bibliotece Publicznej w Pile? Książki dostajesz na 30 dni, a audiobooki i filmy – na 14 dni. Termin możesz przedłużyć dwa razy, jeśli na daną pozycję nie czeka inny czytelnik: przez konto na stronie katalogu, telefonicznie albo w wypożyczalni. Za każdy dzień spóźnienia płacisz 0,20 zł za książkę i 1 zł za film. Gdy Twoje zaległości przekroczą 20 zł, nie możesz wypożyczać kolejnych materiałów, dopóki ich nie uregulujesz. Zwroty możesz o każdej porze zostawić we wrzutni przy głównym wejściu. Od 1 lipca do 31 sierpnia jesteśmy otwarci od poniedziałku do piątku w godz. 9:00–16:00; w soboty biblioteka jest nieczynna.""",
            ),
            Good(
                "preserve",
                """Zasady wypożyczeń – Miejska Biblioteka Publiczna w Pile

• Okres wypożyczenia: książki – 30 dni, audiobooki i filmy – 14 dni.
• Prolongata: możliwa dwukrotnie, jeżeli na pozycję nie czeka inny czytelnik; przez konto w katalogu online, telefonicznie lub w wypożyczalni.
• Opłaty za przetrzymanie: 0,20 zł za książkę i 1 zł za film za każdy dzień zwłoki.
• Przy zaległościach powyżej 20 zł czytelnik nie może wypożyczać kolejnych materiałów, dopóki ich nie ureguluje.
• Godziny otwarcia od 1.07 do 31.08: poniedziałek–piątek 9:00–16:00, w soboty nieczynne.
• Wrzutnia przy wejściu głównym przyjmuje zwroty przez całą dobę.""",
            ),
            Good(
                "en",
                """The Municipal Public Library in Piła reminds readers that books are lent for 30 days, and audiobooks and films for 14 days. The loan period can be extended twice, provided no other reader is waiting for the item – via your account on the catalogue website, by phone or at the lending desk. For each day overdue we charge PLN 0.20 per book and PLN 1 per film. Readers whose outstanding fees exceed PLN 20 cannot borrow further items until they have paid them. From 1 July to 31 August, the library is open Monday to Friday from 9:00 am to 4:00 pm and closed on Saturdays. The book drop at the main entrance accepts returns around the clock.""",
            ),
        ],
        bad=[
            Slip(0, [("Od 1 lipca do 31 sierpnia", "Od 1 lipca do 15 sierpnia")], "date"),
            Slip(
                1,
                [("Przy zaległościach powyżej 20 zł", "Przy zaległościach powyżej 50 zł")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "accepts returns around the clock.",
                        "accepts returns around the clock; items left there are checked in on the next working day.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-cat-vaccination-vet-clinic-info",
        source="""Przychodnia weterynaryjna „Pazur” zaprasza na szczepienia kotów. Kocięta szczepimy po raz pierwszy w wieku 8–9 tygodni przeciwko panleukopenii, kocim herpeswirusom i kaliciwirozie, a dawkę przypominającą podajemy po 3–4 tygodniach. Koty wychodzące na zewnątrz powinny być szczepione także przeciwko wściekliźnie; szczepienie to zalecamy też kotom niewychodzącym, jeśli mają kontakt z innymi zwierzętami. Po szczepieniu kot może być przez dobę lub dwie osowiały i mieć obniżony apetyt – to zwykle normalna reakcja. Nie szczepimy zwierząt chorych, z gorączką ani w trakcie leczenia antybiotykami. Wizyta ze szczepieniem kosztuje od 90 do 140 zł, w zależności od rodzaju szczepionki.""",
        good=[
            Good(
                "preserve",
                """Planujesz szczepienie kota? W przychodni weterynaryjnej „Pazur” kocięta dostają pierwszą szczepionkę w wieku 8–9 tygodni – przeciwko panleukopenii, kocim herpeswirusom i kaliciwirozie. Po 3–4 tygodniach podajemy dawkę przypominającą. Jeśli Twój kot wychodzi na zewnątrz, powinien być szczepiony również przeciwko wściekliźnie; kotom niewychodzącym zalecamy to szczepienie, gdy mają kontakt z innymi zwierzętami. Przez dobę lub dwie po szczepieniu kot może być osowiały i mieć mniejszy apetyt – to zwykle normalna reakcja. Zwierząt chorych, z gorączką lub w trakcie leczenia antybiotykami nie szczepimy. Za wizytę ze szczepieniem zapłacisz od 90 do 140 zł, zależnie od rodzaju szczepionki.""",
            ),
            Good(
                "preserve",
                """Przychodnia weterynaryjna „Pazur” prowadzi szczepienia kotów. Pierwsze szczepienie przeciwko panleukopenii, kocim herpeswirusom i kaliciwirozie wykonuje się u kociąt w wieku 8–9 tygodni, a dawkę przypominającą – po upływie 3–4 tygodni. Koty wychodzące powinny być dodatkowo szczepione przeciwko wściekliźnie; w przypadku kotów niewychodzących szczepienie to jest zalecane, jeśli mają one kontakt z innymi zwierzętami. Nie szczepimy zwierząt chorych, gorączkujących ani leczonych antybiotykami. Przez jedną–dwie doby po szczepieniu mogą wystąpić osowiałość i obniżony apetyt, co zwykle jest normalną reakcją. Koszt wizyty ze szczepieniem wynosi od 90 do 140 zł, w zależności od rodzaju szczepionki.""",
            ),
            Good(
                "en",
                """The “Pazur” veterinary clinic invites you to have your cat vaccinated. Kittens get their first vaccination at 8–9 weeks of age, against panleukopenia, feline herpesviruses and calicivirus, and we give a booster dose 3–4 weeks later. Cats that go outdoors should also be vaccinated against rabies; we recommend this vaccination for indoor cats as well if they have contact with other animals. After vaccination, a cat may be lethargic and have a reduced appetite for a day or two; this is usually a normal reaction. We do not vaccinate animals that are ill, have a fever or are being treated with antibiotics. A vaccination visit costs between PLN 90 and PLN 140, depending on the type of vaccine.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "kot może być osowiały i mieć mniejszy apetyt",
                        "kot jest osowiały i ma mniejszy apetyt",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "w zależności od rodzaju szczepionki.",
                        "w zależności od rodzaju szczepionki; cena obejmuje badanie kliniczne i wpis do paszportu zwierzęcia.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "We do not vaccinate animals that are ill",
                        "We also vaccinate animals that are ill",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-server-backup-admin-notes-table",
        source="""# Kopie zapasowe serwera `app01`

Kopie bazy PostgreSQL wykonuje skrypt `/opt/backup/run.sh`, uruchamiany przez cron o 2:30 w nocy. Pliki trafiają do katalogu `/mnt/backup/db`, a po upływie okresu retencji są usuwane automatycznie.

| Typ kopii | Częstotliwość | Retencja |
|---|---|---|
| pełna | co niedzielę | 8 tygodni |
| przyrostowa | codziennie | 14 dni |

Przed aktualizacją systemu **zawsze** sprawdź, czy ostatnia kopia się udała: `tail -n 20 /var/log/backup.log`. Nie przywracaj kopii bezpośrednio na produkcję – najpierw przetestuj ją na `app01-staging`.""",
        good=[
            Good(
                "preserve",
                """# Backup serwera `app01`

Za kopie zapasowe bazy PostgreSQL odpowiada skrypt `/opt/backup/run.sh`, który cron uruchamia o 2:30 w nocy. Kopie zapisywane są w katalogu `/mnt/backup/db` i usuwane automatycznie, gdy minie okres retencji.

| Typ kopii | Częstotliwość | Retencja |
|---|---|---|
| pełna | co niedzielę | 8 tygodni |
| przyrostowa | codziennie | 14 dni |

Przed każdą aktualizacją systemu sprawdź, czy ostatnia kopia zakończyła się powodzeniem:

```
tail -n 20 /var/log/backup.log
```

Nie przywracaj kopii bezpośrednio na produkcję – najpierw przetestuj ją na `app01-staging`.""",
            ),
            Good(
                "preserve",
                """# Kopie zapasowe – `app01`

- Skrypt: `/opt/backup/run.sh`, uruchamiany przez cron o 2:30 w nocy; tworzy kopie bazy PostgreSQL.
- Katalog docelowy: `/mnt/backup/db`; po upływie okresu retencji pliki są usuwane automatycznie.

| Typ kopii | Częstotliwość | Retencja |
|---|---|---|
| pełna | co niedzielę | 8 tygodni |
| przyrostowa | codziennie | 14 dni |

**Zawsze** przed aktualizacją systemu upewnij się, że ostatnia kopia się udała: `tail -n 20 /var/log/backup.log`. Kopii nie przywracamy bezpośrednio na produkcję – najpierw testujemy ją na `app01-staging`.""",
            ),
            Good(
                "en",
                """# Backups of the `app01` server

PostgreSQL database backups are made by the `/opt/backup/run.sh` script, which cron runs at 2:30 am. The files go to the `/mnt/backup/db` directory and are deleted automatically once their retention period has passed.

| Backup type | Frequency | Retention |
|---|---|---|
| full | every Sunday | 8 weeks |
| incremental | daily | 14 days |

Before updating the system, **always** check that the last backup succeeded: `tail -n 20 /var/log/backup.log`. Do not restore a backup directly to production – test it on `app01-staging` first.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("```\ntail -n 20 /var/log/backup.log\n```", "tail -n 20 /var/log/backup.log")],
                "markdown",
            ),
            Slip(
                1,
                [("| pełna | co niedzielę | 8 tygodni |", "| pełna | co niedzielę | 6 tygodni |")],
                "date",
            ),
            Slip(2, [("`/opt/backup/run.sh`", "`/opt/backups/run.sh`")], "code"),
        ],
    ),
    Case(
        key="pl-newsletter-consent-gdpr-notice",
        source="""Zapisując się do newslettera sklepu Ogrodnik24.pl, wyrażasz zgodę na przetwarzanie adresu e-mail w celu wysyłania informacji handlowych. Podstawą prawną przetwarzania jest art. 6 ust. 1 lit. a RODO. Zgoda jest dobrowolna i możesz ją wycofać w dowolnym momencie, klikając link w stopce wiadomości lub pisząc na iod@ogrodnik24.pl; wycofanie zgody nie wpływa na zgodność z prawem przetwarzania dokonanego wcześniej. Dane przechowujemy do czasu wycofania zgody. Masz prawo wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych. Administrator musi odpowiedzieć na Twoje żądanie w ciągu miesiąca, zgodnie z art. 12 ust. 3 RODO. Pełna polityka prywatności jest dostępna pod adresem https://ogrodnik24.pl/prywatnosc.""",
        good=[
            Good(
                "preserve",
                """Zapis do newslettera sklepu Ogrodnik24.pl oznacza zgodę na przetwarzanie Twojego adresu e-mail w celu przesyłania informacji handlowych (podstawa prawna: art. 6 ust. 1 lit. a RODO). Udzielenie zgody jest dobrowolne. Możesz ją wycofać w każdej chwili – za pomocą linku w stopce wiadomości albo pisząc na adres iod@ogrodnik24.pl. Wycofanie zgody nie wpływa na zgodność z prawem przetwarzania, którego dokonano wcześniej. Dane przechowujemy do czasu wycofania zgody. Administrator musi odpowiedzieć na Twoje żądanie w ciągu miesiąca (art. 12 ust. 3 RODO). Przysługuje Ci także prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych. Pełną politykę prywatności znajdziesz pod adresem https://ogrodnik24.pl/prywatnosc.""",
            ),
            Good(
                "preserve",
                """Newsletter Ogrodnik24.pl – najważniejsze informacje

– Zapisując się, zgadzasz się na przetwarzanie Twojego adresu e-mail w celu wysyłania Ci informacji handlowych. Podstawa prawna: art. 6 ust. 1 lit. a RODO.
– Zgoda jest dobrowolna. Możesz ją wycofać w dowolnym momencie przez link w stopce wiadomości lub mailem na iod@ogrodnik24.pl. Wycofanie zgody nie wpływa na zgodność z prawem wcześniejszego przetwarzania.
– Dane przechowujemy do czasu wycofania zgody.
– Administrator musi odpowiedzieć na Twoje żądanie w ciągu miesiąca (art. 12 ust. 3 RODO).
– Masz prawo wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych.

Pełna polityka prywatności: https://ogrodnik24.pl/prywatnosc""",
            ),
            Good(
                "en",
                """By signing up for the Ogrodnik24.pl newsletter, you consent to the processing of your e-mail address for the purpose of sending you marketing information. The legal basis for the processing is Article 6(1)(a) GDPR. Your consent is voluntary and you can withdraw it at any time by clicking the link in the footer of a message or by writing to iod@ogrodnik24.pl; withdrawing consent does not affect the lawfulness of processing carried out before the withdrawal. We keep the data until you withdraw your consent. You have the right to lodge a complaint with the President of the Personal Data Protection Office. The controller must respond to your request within one month, in accordance with Article 12(3) GDPR. The full privacy policy is available at https://ogrodnik24.pl/prywatnosc.""",
            ),
        ],
        bad=[
            Slip(0, [("(art. 12 ust. 3 RODO)", "(art. 15 ust. 3 RODO)")], "legal_reference"),
            Slip(1, [("mailem na iod@ogrodnik24.pl", "mailem na iod@ogrodnik.pl")], "url"),
            Slip(
                2,
                [
                    (
                        "The controller must respond to your request",
                        "The controller should respond to your request",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-mediterranean-diet-evidence-review",
        source="""Dieta śródziemnomorska jest jednym z najlepiej przebadanych modeli żywienia. W randomizowanym badaniu PREDIMED (Estruch i wsp., New England Journal of Medicine, 2018) u osób z grupy wysokiego ryzyka sercowo-naczyniowego, które stosowały tę dietę z dodatkiem oliwy z oliwek extra virgin lub orzechów, ryzyko poważnych incydentów sercowo-naczyniowych było o około 30% niższe niż w grupie kontrolnej. Badaniem objęto 7447 uczestników w wieku 55–80 lat, obserwowanych średnio przez 4,8 roku. Wyniki nie muszą jednak dotyczyć młodszych osób ani populacji spoza Hiszpanii. Przegląd Cochrane z 2019 r. (Rees i wsp.) ocenił jakość dowodów w prewencji pierwotnej jako niską do umiarkowanej.""",
        good=[
            Good(
                "preserve",
                """Dieta śródziemnomorska należy do najlepiej zbadanych sposobów odżywiania. W randomizowanym badaniu PREDIMED (Estruch i wsp., New England Journal of Medicine, 2018) wzięło udział 7447 osób w wieku 55–80 lat z wysokim ryzykiem sercowo-naczyniowym, obserwowanych średnio przez 4,8 roku. U tych, którzy stosowali dietę śródziemnomorską z dodatkiem oliwy z oliwek extra virgin albo orzechów, ryzyko poważnych incydentów sercowo-naczyniowych było o około 30% niższe niż w grupie kontrolnej. Wyniki nie muszą jednak odnosić się do osób młodszych ani do populacji spoza Hiszpanii. Z kolei przegląd Cochrane z 2019 r. (Rees i wsp.) ocenił jakość dowodów dotyczących prewencji pierwotnej jako niską do umiarkowanej.""",
            ),
            Good(
                "preserve",
                """Dieta śródziemnomorska – co mówią badania

• PREDIMED (Estruch i wsp., New England Journal of Medicine, 2018): randomizowane badanie z udziałem 7447 osób w wieku 55–80 lat z wysokim ryzykiem sercowo-naczyniowym, obserwowanych średnio 4,8 roku. W grupach stosujących dietę z dodatkiem oliwy z oliwek extra virgin lub orzechów ryzyko poważnych incydentów sercowo-naczyniowych było o ok. 30% niższe niż w grupie kontrolnej.
• Ograniczenie: wyniki nie muszą dotyczyć młodszych osób ani populacji spoza Hiszpanii.
• Przegląd Cochrane (Rees i wsp., 2019): jakość dowodów w prewencji pierwotnej – od niskiej do umiarkowanej.

To jeden z najlepiej przebadanych modeli żywienia.""",
            ),
            Good(
                "en",
                """The Mediterranean diet is one of the most thoroughly studied dietary patterns. In the randomised PREDIMED trial (Estruch et al., New England Journal of Medicine, 2018), people at high cardiovascular risk who followed this diet supplemented with extra-virgin olive oil or nuts had an approximately 30% lower risk of major cardiovascular events than the control group. The trial included 7,447 participants aged 55–80, followed for an average of 4.8 years. However, the results may not apply to younger people or to populations outside Spain. A 2019 Cochrane review (Rees et al.) rated the quality of the evidence for primary prevention as low to moderate.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "(Estruch i wsp., New England Journal of Medicine, 2018)",
                        "(Estruch i wsp., The Lancet, 2018)",
                    )
                ],
                "citation",
            ),
            Slip(1, [("o ok. 30% niższe", "o ok. 50% niższe")], "number"),
            Slip(
                2,
                [
                    (
                        "The trial included 7,447 participants aged 55–80, followed for an average of 4.8 years. However, the results may not apply to younger people or to populations outside Spain.",
                        "Badaniem objęto 7447 uczestników w wieku 55–80 lat, obserwowanych średnio przez 4,8 roku. Wyniki nie muszą jednak dotyczyć młodszych osób ani populacji spoza Hiszpanii.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-woziwoda-rytel-kayak-trip-rules",
        source="""Wypożyczalnia „Kajakiem po Brdzie” organizuje spływy z Woziwody do Rytla. Trasa ma około 18 km i jej pokonanie zajmuje zwykle 4–5 godzin, w zależności od poziomu wody i tempa wiosłowania. Każdy uczestnik musi mieć na sobie kamizelkę asekuracyjną przez cały czas spływu; kamizelki wydajemy bezpłatnie. Dzieci poniżej 12 lat mogą płynąć tylko w kajaku z dorosłym. Na rzece nie wolno spożywać alkoholu, a osoby nietrzeźwe nie zostaną wpuszczone do kajaka. Rezerwację należy opłacić zadatkiem 50 zł za kajak w ciągu 3 dni od jej złożenia. Transport z mety na parking przy przystani jest wliczony w cenę. Zalecamy zabranie wody, kremu z filtrem i worka wodoszczelnego na telefon.""",
        good=[
            Good(
                "preserve",
                """Zapraszamy na spływ z Woziwody do Rytla z wypożyczalnią „Kajakiem po Brdzie”! Do przepłynięcia jest mniej więcej 18 km – zwykle zajmuje to 4–5 godzin, zależnie od poziomu wody i tego, jak szybko wiosłujecie. Kamizelki asekuracyjne wydajemy bezpłatnie, a każdy uczestnik musi mieć kamizelkę na sobie przez cały spływ. Dzieci poniżej 12 lat mogą płynąć wyłącznie w kajaku z dorosłym. Na rzece nie wolno pić alkoholu, a osób nietrzeźwych nie wpuścimy do kajaka. Rezerwację trzeba opłacić zadatkiem 50 zł za kajak w ciągu 3 dni od jej złożenia. Transport z mety na parking przy przystani jest wliczony w cenę. Zalecamy zabrać wodę, krem z filtrem i wodoszczelny worek na telefon.""",
            ),
            Good(
                "preserve",
                """Spływ kajakowy Woziwoda – Rytel („Kajakiem po Brdzie”)

• Długość trasy: ok. 18 km; czas: zazwyczaj 4–5 godzin (zależnie od poziomu wody i tempa wiosłowania).
• Kamizelka asekuracyjna: obowiązkowa przez cały spływ, wydawana bezpłatnie.
• Dzieci poniżej 12 lat: tylko w kajaku z osobą dorosłą.
• Alkohol: zakaz spożywania na rzece; osoby nietrzeźwe nie zostaną wpuszczone do kajaka.
• Rezerwacja: należy ją opłacić zadatkiem 50 zł za kajak w ciągu 3 dni od jej złożenia.
• Transport z mety na parking przy przystani: wliczony w cenę.
• Zalecamy zabrać: wodę, krem z filtrem, wodoszczelny worek na telefon.""",
            ),
            Good(
                "en",
                """The “Kajakiem po Brdzie” rental company runs kayak trips from Woziwoda to Rytel. The route is about 18 km long and usually takes 4–5 hours, depending on the water level and your paddling pace. Every participant must wear a life jacket for the entire trip; we provide life jackets free of charge. Children under 12 may only paddle in a kayak with an adult. Drinking alcohol on the river is not allowed, and anyone who is intoxicated will not be allowed into a kayak. Bookings must be paid for with a deposit of PLN 50 per kayak within 3 days of being made. Transport from the finish back to the car park at the marina is included in the price. We recommend bringing water, sunscreen and a waterproof bag for your phone.""",
            ),
        ],
        bad=[
            Slip(0, [("– zwykle zajmuje to 4–5 godzin", "– zajmuje to 4–5 godzin")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Kamizelka asekuracyjna: obowiązkowa przez cały spływ",
                        "Kamizelka asekuracyjna: zalecana przez cały spływ",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "is included in the price.",
                        "is included in the price, and a guide accompanies every group.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
