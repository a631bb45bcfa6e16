# ruff: noqa: E501, RUF001
"""Polish sources of blind set 13, each with faithful rewrites and damaged ones."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="pl-rod-regulamin",
        source="Zgodnie z § 42 regulaminu ROD „Słoneczna Dolina” roczna opłata ogrodowa wynosi 1,20 zł za metr kwadratowy działki i należy ją wnieść do 30 czerwca. Na działce nie wolno spalać odpadów roślinnych ani trzymać zwierząt gospodarskich. Altana nie może przekraczać 35 m² powierzchni zabudowy. Zarząd zaleca kompostowanie resztek w zamkniętych pojemnikach. Działkowiec, który zalega z opłatą dłużej niż 3 miesiące, może otrzymać upomnienie, a w razie dalszej zwłoki zarząd może wypowiedzieć umowę dzierżawy. Pytania prosimy kierować na adres zarzad@rod-sloneczna.pl.",
        good=[
            Good(
                "preserve",
                "Roczną opłatę ogrodową – 1,20 zł za każdy metr kwadratowy działki – trzeba wpłacić do 30 czerwca (§ 42 regulaminu ROD „Słoneczna Dolina”). Na działce zabronione jest palenie odpadów roślinnych i trzymanie zwierząt gospodarskich. Powierzchnia zabudowy altany może wynosić najwyżej 35 m². Zarząd zaleca, by resztki kompostować w zamkniętych pojemnikach. Jeśli ktoś nie płaci przez ponad 3 miesiące, może dostać upomnienie, a gdy nadal zwleka, zarząd może wypowiedzieć mu umowę dzierżawy. Pytania prosimy wysyłać na zarzad@rod-sloneczna.pl.",
            ),
            Good(
                "preserve",
                "Na podstawie § 42 regulaminu ROD „Słoneczna Dolina” roczna opłata ogrodowa wynosi 1,20 zł za m² powierzchni działki i jest płatna w terminie do 30 czerwca. Na terenie działek obowiązuje zakaz spalania odpadów roślinnych oraz utrzymywania zwierząt gospodarskich. Powierzchnia zabudowy altany nie może być większa niż 35 m². Zarząd zaleca kompostowanie resztek w zamkniętych pojemnikach. W przypadku zaległości w opłacie przekraczającej 3 miesiące działkowiec może otrzymać upomnienie, a w razie dalszej zwłoki zarząd może wypowiedzieć umowę dzierżawy. Pytania prosimy kierować na adres zarzad@rod-sloneczna.pl.",
            ),
            Good(
                "en",
                "Under § 42 of the “Słoneczna Dolina” allotment garden bylaws, the annual garden fee is PLN 1.20 per square metre of plot and must be paid by 30 June. Burning plant waste and keeping farm animals on the plot are not allowed. A summerhouse may not exceed 35 m² of built-up area. The board recommends composting scraps in closed bins. A plot holder who is more than 3 months behind with the fee may receive a reminder, and if the delay continues, the board may terminate the lease agreement. Please send any questions to zarzad@rod-sloneczna.pl.",
            ),
        ],
        bad=[
            Slip(0, [("przez ponad 3 miesiące", "przez ponad 2 miesiące")], "number"),
            Slip(2, [("on the plot are not allowed", "on the plot are allowed")], "negation"),
            Slip(1, [("zarząd może wypowiedzieć umowę", "zarząd wypowiada umowę")], "modality"),
        ],
    ),
    Case(
        key="pl-kurs-motocyklowy",
        source="Kurs na prawo jazdy kategorii A rozpoczyna się 14 kwietnia 2025 r. i obejmuje 20 godzin zajęć praktycznych oraz 30 godzin teorii. Cena wynosi 3200 zł; można ją rozłożyć na dwie raty. Na zajęcia praktyczne trzeba przyjść we własnym kasku i rękawicach, a pozostały strój ochronny zapewnia szkoła. Kursant nie może przystąpić do jazd bez aktualnego orzeczenia lekarskiego. Egzamin wewnętrzny odbywa się zwykle w ostatnim tygodniu kursu, a pierwszy termin egzaminu państwowego w WORD wypada prawdopodobnie około 3 tygodnie później. Zapisy: tel. 512 448 903.",
        good=[
            Good(
                "preserve",
                "Startujemy 14 kwietnia 2025 r.! Kurs na kategorię A to 30 godzin teorii i 20 godzin jazd. Kosztuje 3200 zł, a płatność można podzielić na dwie raty. Na jazdy przyjdź we własnym kasku i rękawicach – resztę odzieży ochronnej zapewnia szkoła. Bez aktualnego orzeczenia lekarskiego nie możesz zacząć jazd. Egzamin wewnętrzny robimy zwykle w ostatnim tygodniu kursu, a pierwszy termin egzaminu państwowego w WORD wypada prawdopodobnie jakieś 3 tygodnie później. Zapisy pod numerem 512 448 903.",
            ),
            Good(
                "preserve",
                "Kurs kat. A: start 14.04.2025, 20 h zajęć praktycznych i 30 h teorii, cena 3200 zł (możliwe dwie raty). Na jazdy obowiązkowo własny kask i rękawice; pozostały strój ochronny zapewnia szkoła. Bez aktualnego orzeczenia lekarskiego kursant nie może przystąpić do jazd. Egzamin wewnętrzny zwykle w ostatnim tygodniu kursu; pierwszy termin egzaminu państwowego w WORD prawdopodobnie ok. 3 tygodnie później. Zapisy: tel. 512 448 903.",
            ),
            Good(
                "en",
                "The category A motorcycle licence course starts on 14 April 2025 and includes 20 hours of practical riding and 30 hours of theory. It costs PLN 3,200, which can be split into two instalments. You have to bring your own helmet and gloves to the practical sessions; the school provides the rest of the protective gear. Trainees may not start riding lessons without a valid medical certificate. The internal exam usually takes place in the last week of the course, and the first state exam date at the WORD centre will probably fall about 3 weeks later. To sign up, call 512 448 903.",
            ),
        ],
        bad=[
            Slip(1, [("start 14.04.2025", "start 14.05.2025")], "date"),
            Slip(
                2, [("will probably fall about 3 weeks later", "will fall 3 weeks later")], "hedge"
            ),
            Slip(
                0,
                [
                    (
                        "Kosztuje 3200 zł,",
                        "Kosztuje 3200 zł (w cenie jest też jedna jazda doszkalająca),",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-usc-slub",
        source="Zapewnienie o braku okoliczności wyłączających zawarcie małżeństwa składa się osobiście w urzędzie stanu cywilnego, najpóźniej na miesiąc przed planowaną datą ślubu. Opłata skarbowa za sporządzenie aktu małżeństwa wynosi 84 zł, a za ślub poza urzędem – dodatkowo 1000 zł. Zgodnie z art. 4 Kodeksu rodzinnego i opiekuńczego kierownik USC nie może przyjąć oświadczeń przed upływem miesiąca od złożenia zapewnienia, chyba że z ważnych powodów zezwoli na skrócenie tego terminu. Zapewnienie jest ważne przez 6 miesięcy. Nie trzeba przedstawiać odpisu aktu urodzenia, jeśli został sporządzony w Polsce.",
        good=[
            Good(
                "preserve",
                "Zapewnienie, że nie ma przeszkód do zawarcia małżeństwa, trzeba złożyć osobiście w urzędzie stanu cywilnego, najpóźniej miesiąc przed planowanym ślubem. Za sporządzenie aktu małżeństwa płaci się 84 zł opłaty skarbowej, a jeśli ślub ma się odbyć poza urzędem – dodatkowo 1000 zł. Art. 4 Kodeksu rodzinnego i opiekuńczego stanowi, że kierownik USC nie może przyjąć oświadczeń, zanim minie miesiąc od złożenia zapewnienia; z ważnych powodów może jednak zgodzić się na skrócenie tego terminu. Zapewnienie zachowuje ważność przez 6 miesięcy. Odpisu aktu urodzenia sporządzonego w Polsce nie trzeba przynosić.",
            ),
            Good(
                "preserve",
                "Zapewnienie o braku okoliczności wyłączających zawarcie małżeństwa składane jest osobiście w urzędzie stanu cywilnego, nie później niż na miesiąc przed planowaną datą ślubu. Opłata skarbowa za sporządzenie aktu małżeństwa wynosi 84 zł; w przypadku ślubu poza urzędem pobiera się dodatkowo 1000 zł. Stosownie do art. 4 Kodeksu rodzinnego i opiekuńczego kierownik USC nie może przyjąć oświadczeń przed upływem miesiąca od dnia złożenia zapewnienia, chyba że z ważnych powodów zezwoli na skrócenie tego terminu. Zapewnienie jest ważne 6 miesięcy. Przedstawienie odpisu aktu urodzenia sporządzonego w Polsce nie jest wymagane.",
            ),
            Good(
                "en",
                "The declaration that there are no impediments to the marriage must be made in person at the civil registry office no later than one month before the planned wedding date. The stamp duty for drawing up the marriage certificate is PLN 84, plus an additional PLN 1,000 for a wedding held outside the office. Under Article 4 of the Family and Guardianship Code, the registrar cannot accept the marriage vows until one month has passed since the declaration was made, unless they allow the period to be shortened for important reasons. The declaration is valid for 6 months. You do not need to present a copy of your birth certificate if it was drawn up in Poland.",
            ),
        ],
        bad=[
            Slip(2, [("Under Article 4 of", "Under Article 14 of")], "legal_reference"),
            Slip(1, [("dodatkowo 1000 zł", "dodatkowo 100 zł")], "number"),
            Slip(0, [("trzeba złożyć osobiście", "nie trzeba składać osobiście")], "negation"),
        ],
    ),
    Case(
        key="pl-certyfikat-eko",
        source="Gospodarstwo ubiegające się o certyfikat rolnictwa ekologicznego musi przejść okres konwersji, który dla upraw jednorocznych trwa 2 lata, a dla upraw wieloletnich 3 lata. Podstawą prawną jest rozporządzenie (UE) 2018/848 oraz art. 9 ustawy o rolnictwie ekologicznym. Jednostka certyfikująca przeprowadza co najmniej jedną kontrolę w roku; część kontroli odbywa się bez zapowiedzi. Stosowanie syntetycznych nawozów azotowych jest zabronione. Zaleca się prowadzenie rejestru zabiegów w formie elektronicznej. Według szacunków resortu koszt certyfikacji małego gospodarstwa wynosi prawdopodobnie od 800 do 1500 zł rocznie.",
        good=[
            Good(
                "preserve",
                "Gospodarstwo, które chce zdobyć certyfikat rolnictwa ekologicznego, musi najpierw przejść okres konwersji: 2 lata przy uprawach jednorocznych i 3 lata przy wieloletnich. Tak stanowią rozporządzenie (UE) 2018/848 i art. 9 ustawy o rolnictwie ekologicznym. Kontrolerzy jednostki certyfikującej pojawiają się w gospodarstwie przynajmniej raz w roku, a część wizyt jest niezapowiedziana. Syntetyczne nawozy azotowe są zakazane. Rejestr zabiegów zaleca się prowadzić elektronicznie. Resort szacuje, że certyfikacja małego gospodarstwa kosztuje prawdopodobnie od 800 do 1500 zł rocznie.",
            ),
            Good(
                "preserve",
                "Certyfikat rolnictwa ekologicznego wymaga okresu konwersji: 2 lata (uprawy jednoroczne) lub 3 lata (wieloletnie). Podstawa: rozporządzenie (UE) 2018/848 i art. 9 ustawy o rolnictwie ekologicznym. Kontrole jednostki certyfikującej – min. raz w roku, część bez zapowiedzi. Syntetyczne nawozy azotowe zabronione. Zalecany elektroniczny rejestr zabiegów. Koszt certyfikacji małego gospodarstwa według szacunków resortu: prawdopodobnie 800–1500 zł rocznie.",
            ),
            Good(
                "en",
                "A farm applying for organic certification must go through a conversion period, which lasts 2 years for annual crops and 3 years for perennial crops. The legal basis is Regulation (EU) 2018/848 and Article 9 of the Organic Farming Act. The certification body carries out at least one inspection a year, and some inspections are unannounced. The use of synthetic nitrogen fertilisers is prohibited. Keeping the treatment log in electronic form is recommended. The ministry estimates that certification for a small farm probably costs between PLN 800 and PLN 1,500 a year.",
            ),
        ],
        bad=[
            Slip(2, [("Regulation (EU) 2018/848", "Regulation (EU) 2018/858")], "legal_reference"),
            Slip(
                1,
                [("Zalecany elektroniczny rejestr", "Obowiązkowy elektroniczny rejestr")],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "Resort szacuje, że certyfikacja małego gospodarstwa kosztuje prawdopodobnie",
                        "Według resortu certyfikacja małego gospodarstwa kosztuje",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-spa-hotel",
        source="## Zasady korzystania ze strefy SPA\n\n- Strefa jest czynna codziennie od 7:00 do 22:00; dzieci poniżej 16 lat mogą w niej przebywać wyłącznie pod opieką dorosłych i tylko do 18:00.\n- Przed wejściem do basenu należy wziąć prysznic.\n- W saunie nie wolno używać olejków eterycznych bez zgody obsługi.\n- Ręczniki wydaje recepcja; kaucja wynosi 20 zł.\n- Zabiegi masażu trzeba rezerwować co najmniej 24 godziny wcześniej pod numerem wewnętrznym 315.\n- Osobom z chorobami serca zaleca się konsultację z lekarzem przed skorzystaniem z sauny.",
        good=[
            Good(
                "preserve",
                "## SPA – krótko o zasadach\n\n- Zapraszamy codziennie w godz. 7:00–22:00. Dzieci poniżej 16 lat mogą tu być tylko z dorosłym opiekunem i tylko do 18:00.\n- Zanim wejdziesz do basenu, weź prysznic.\n- Olejków eterycznych w saunie nie używamy bez zgody obsługi.\n- Ręcznik dostaniesz w recepcji za kaucją 20 zł.\n- Masaż zarezerwuj minimum 24 godziny wcześniej – numer wewnętrzny 315.\n- Jeśli masz chorobę serca, przed sauną zalecamy konsultację z lekarzem.",
            ),
            Good(
                "preserve",
                "## Regulamin strefy SPA\n\n- Strefa SPA jest otwarta codziennie w godzinach 7:00–22:00. Dzieci w wieku poniżej 16 lat mogą w niej przebywać wyłącznie pod opieką osób dorosłych, nie dłużej niż do godz. 18:00.\n- Przed wejściem do basenu obowiązuje prysznic.\n- Używanie olejków eterycznych w saunie bez zgody obsługi jest zabronione.\n- Ręczniki wydawane są w recepcji za kaucją w wysokości 20 zł.\n- Rezerwacji zabiegów masażu należy dokonywać z co najmniej 24-godzinnym wyprzedzeniem pod numerem wewnętrznym 315.\n- Osobom cierpiącym na choroby serca zaleca się konsultację lekarską przed skorzystaniem z sauny.",
            ),
            Good(
                "en",
                "## SPA area rules\n\n- The SPA is open daily from 7:00 to 22:00; children under 16 may only be in the area under adult supervision and only until 18:00.\n- You must shower before entering the pool.\n- Essential oils must not be used in the sauna without the staff's permission.\n- Towels are issued at reception against a PLN 20 deposit.\n- Massage treatments have to be booked at least 24 hours in advance on internal extension 315.\n- Guests with heart conditions are advised to consult a doctor before using the sauna.",
            ),
        ],
        bad=[
            Slip(2, [("at least 24 hours", "at least 12 hours")], "number"),
            Slip(
                0,
                [
                    (
                        "Olejków eterycznych w saunie nie używamy bez zgody obsługi.",
                        "Olejki eteryczne w saunie możesz stosować bez pytania obsługi.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("## Regulamin strefy SPA\n\n", "Regulamin strefy SPA\n")], "markdown"),
        ],
    ),
    Case(
        key="pl-obiady-szkola",
        source="Opłata za obiady w Szkole Podstawowej nr 17 za marzec 2025 r. wynosi 147 zł (21 dni po 7 zł). Wpłaty należy dokonać przelewem do 5 marca na konto 12 1020 4027 0000 1602 1234 5678, w tytule podając imię, nazwisko i klasę dziecka. Nieobecność ucznia trzeba zgłosić najpóźniej do godz. 9:00 danego dnia przez e-mail stolowka@sp17.edu.pl – tylko wtedy kwota zostanie odliczona w kolejnym miesiącu. Nie przyjmujemy płatności gotówką w sekretariacie. Rodzice w trudnej sytuacji mogą złożyć wniosek o dofinansowanie do MOPS.",
        good=[
            Good(
                "preserve",
                "Obiady w SP nr 17 kosztują w marcu 2025 r. 147 zł – to 21 dni po 7 zł. Pieniądze trzeba przelać do 5 marca na konto 12 1020 4027 0000 1602 1234 5678, a w tytule wpisać imię, nazwisko i klasę dziecka. Jeśli dziecka nie będzie, trzeba to zgłosić do 9:00 tego samego dnia mailem na stolowka@sp17.edu.pl. Tylko zgłoszone w ten sposób nieobecności odliczamy w następnym miesiącu. Gotówki w sekretariacie nie przyjmujemy. Rodzice w trudnej sytuacji mogą wystąpić do MOPS z wnioskiem o dofinansowanie.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że opłata za obiady w Szkole Podstawowej nr 17 za marzec 2025 r. wynosi 147 zł (21 dni × 7 zł). Należność należy uregulować przelewem w terminie do 5 marca na rachunek nr 12 1020 4027 0000 1602 1234 5678, podając w tytule imię, nazwisko oraz klasę ucznia. Nieobecność ucznia należy zgłosić na adres stolowka@sp17.edu.pl najpóźniej do godz. 9:00 w dniu nieobecności; odliczeniu w kolejnym miesiącu podlegają wyłącznie tak zgłoszone nieobecności. Płatności gotówkowe w sekretariacie nie są przyjmowane. Rodzice znajdujący się w trudnej sytuacji mogą złożyć do MOPS wniosek o dofinansowanie.",
            ),
            Good(
                "en",
                "School lunches at Primary School No. 17 cost PLN 147 for March 2025 (21 days at PLN 7). Payment must be made by bank transfer by 5 March to account 12 1020 4027 0000 1602 1234 5678, with your child's first name, surname and class in the payment reference. An absence has to be reported by 9:00 on the day by e-mail to stolowka@sp17.edu.pl; only then will the amount be deducted the following month. We do not accept cash payments at the school office. Parents in a difficult situation can apply to the municipal social welfare centre (MOPS) for a subsidy.",
            ),
        ],
        bad=[
            Slip(0, [("do 5 marca", "do 15 marca")], "date"),
            Slip(2, [("cost PLN 147", "cost PLN 174")], "number"),
            Slip(1, [("stolowka@sp17.edu.pl", "stolowka@sp-17.edu.pl")], "url"),
        ],
    ),
    Case(
        key="pl-wycinka-drzew",
        source="Osoba fizyczna, która chce usunąć drzewo ze swojej działki na cele niezwiązane z działalnością gospodarczą, nie potrzebuje zezwolenia, ale musi zgłosić zamiar usunięcia w urzędzie gminy, jeżeli obwód pnia mierzony na wysokości 5 cm przekracza 80 cm w przypadku topoli i wierzb albo 50 cm w przypadku pozostałych gatunków (art. 83f ust. 4 ustawy o ochronie przyrody). W ciągu 21 dni od zgłoszenia urzędnik przeprowadza oględziny, a po nich organ ma 14 dni na wniesienie sprzeciwu. Drzewa nie wolno wyciąć przed upływem tego terminu. Zaleca się wykonanie zdjęć drzewa przed wycinką.",
        good=[
            Good(
                "preserve",
                "Jeśli chcesz wyciąć drzewo na własnej działce i nie ma to związku z działalnością gospodarczą, zezwolenie nie jest potrzebne. Musisz jednak zgłosić zamiar wycinki w urzędzie gminy, gdy obwód pnia na wysokości 5 cm ma ponad 80 cm (topole i wierzby) lub ponad 50 cm (inne gatunki) – wynika to z art. 83f ust. 4 ustawy o ochronie przyrody. Urzędnik obejrzy drzewo w ciągu 21 dni od zgłoszenia, a potem urząd ma 14 dni na ewentualny sprzeciw. Do końca tego terminu drzewa wycinać nie wolno. Zalecamy, żeby przed wycinką zrobić drzewu zdjęcia.",
            ),
            Good(
                "preserve",
                "Zgodnie z art. 83f ust. 4 ustawy o ochronie przyrody osoba fizyczna zamierzająca usunąć drzewo ze swojej nieruchomości na cele niezwiązane z prowadzeniem działalności gospodarczej nie ma obowiązku uzyskania zezwolenia, jest natomiast zobowiązana dokonać zgłoszenia w urzędzie gminy, o ile obwód pnia mierzony na wysokości 5 cm przekracza 80 cm (topole, wierzby) lub 50 cm (pozostałe gatunki). Oględziny przeprowadza się w terminie 21 dni od dnia zgłoszenia, a organ może wnieść sprzeciw w terminie 14 dni od oględzin. Usunięcie drzewa przed upływem tego terminu jest niedopuszczalne. Zaleca się sporządzenie dokumentacji fotograficznej drzewa przed wycinką.",
            ),
            Good(
                "en",
                "A private individual who wants to remove a tree from their own plot for purposes unrelated to business activity does not need a permit, but must notify the municipal office of the intention to remove it if the trunk circumference measured at a height of 5 cm exceeds 80 cm for poplars and willows or 50 cm for other species (Article 83f(4) of the Nature Conservation Act). An official inspects the tree within 21 days of the notification, and the authority then has 14 days to lodge an objection. The tree must not be felled before that period has expired. Taking photographs of the tree before felling is recommended.",
            ),
        ],
        bad=[
            Slip(
                1, [("Zgodnie z art. 83f ust. 4", "Zgodnie z art. 83f ust. 14")], "legal_reference"
            ),
            Slip(
                2,
                [("The tree must not be felled", "The tree should preferably not be felled")],
                "modality",
            ),
            Slip(0, [("urząd ma 14 dni", "urząd ma 30 dni")], "date"),
        ],
    ),
    Case(
        key="pl-implanty-zalecenia",
        source="Po zabiegu wszczepienia implantu przez pierwsze 24 godziny nie należy płukać ust ani pić gorących napojów. Przez 7 dni trzeba przyjmować antybiotyk zgodnie z receptą, nawet jeśli nic nie boli. Obrzęk zwykle ustępuje po 3–4 dniach; lekkie krwawienie w pierwszej dobie jest prawdopodobnie niegroźne. Palenie tytoniu znacząco zwiększa ryzyko odrzucenia implantu, dlatego zdecydowanie zaleca się rezygnację z papierosów co najmniej na 2 tygodnie. Szwy zdejmujemy po 10 dniach. W razie gorączki powyżej 38°C można dzwonić do gabinetu całodobowo: 22 615 40 40.",
        good=[
            Good(
                "preserve",
                "Przez pierwszą dobę po wszczepieniu implantu nie płucz ust i nie pij gorących napojów. Antybiotyk przyjmuj przez 7 dni tak, jak jest na recepcie – także wtedy, gdy nic nie boli. Obrzęk zwykle mija po 3–4 dniach, a niewielkie krwawienie w pierwszej dobie prawdopodobnie nie jest groźne. Papierosy znacząco zwiększają ryzyko odrzucenia implantu, więc zdecydowanie zalecamy, żeby nie palić przez co najmniej 2 tygodnie. Szwy zdejmiemy po 10 dniach. Jeśli gorączka przekroczy 38°C, możesz dzwonić do gabinetu o każdej porze: 22 615 40 40.",
            ),
            Good(
                "preserve",
                "Pierwsze 24 h po wszczepieniu implantu: nie płukać ust, nie pić gorących napojów. Antybiotyk obowiązkowo przez 7 dni według recepty, także przy braku bólu. Obrzęk zwykle ustępuje po 3–4 dniach; lekkie krwawienie w pierwszej dobie prawdopodobnie niegroźne. Palenie znacząco zwiększa ryzyko odrzucenia implantu – zdecydowanie zalecana przerwa w paleniu min. 2 tygodnie. Zdjęcie szwów po 10 dniach. Gorączka powyżej 38°C: można dzwonić do gabinetu całodobowo, 22 615 40 40.",
            ),
            Good(
                "en",
                "For the first 24 hours after the implant is placed, do not rinse your mouth or drink hot drinks. You have to take the antibiotic for 7 days as prescribed, even if nothing hurts. Swelling usually goes down after 3–4 days; slight bleeding on the first day is probably harmless. Smoking significantly increases the risk of implant rejection, so you are strongly advised to give up cigarettes for at least 2 weeks. Stitches are removed after 10 days. If you have a fever above 38°C, you can call the practice 24 hours a day on 22 615 40 40.",
            ),
        ],
        bad=[
            Slip(2, [("is probably harmless", "is harmless")], "hedge"),
            Slip(0, [("nie płucz ust i nie pij", "płucz usta i nie pij")], "negation"),
            Slip(1, [("zdecydowanie zalecana przerwa", "obowiązkowa przerwa")], "modality"),
        ],
    ),
    Case(
        key="pl-zdjecie-wiza",
        source="Do wniosku wizowego należy dołączyć jedno kolorowe zdjęcie o wymiarach 35 × 45 mm, wykonane nie wcześniej niż 6 miesięcy przed złożeniem wniosku. Twarz powinna zajmować od 70 do 80% wysokości zdjęcia. Tło musi być jednolite i jasne, bez cieni i wzorów. Nie wolno nosić okularów przeciwsłonecznych ani nakrycia głowy, z wyjątkiem nakrycia noszonego ze względów religijnych. Zdjęć nie można retuszować. Konsulat nie przyjmuje fotografii wydrukowanych na zwykłym papierze. Szczegółowe wymagania znajdują się na stronie https://www.gov.pl/web/dyplomacja/wizy.",
        good=[
            Good(
                "preserve",
                "Do wniosku o wizę dołącz jedno kolorowe zdjęcie 35 × 45 mm, zrobione nie wcześniej niż 6 miesięcy przed złożeniem wniosku. Twarz powinna zajmować 70–80% wysokości zdjęcia. Tło musi być jednolite i jasne – bez cieni i wzorów. Okulary przeciwsłoneczne i nakrycia głowy są zakazane, chyba że nakrycie głowy nosisz ze względów religijnych. Retuszowanie zdjęć jest niedozwolone. Fotografii wydrukowanych na zwykłym papierze konsulat nie przyjmie. Wszystkie szczegółowe wymagania opisano na stronie https://www.gov.pl/web/dyplomacja/wizy.",
            ),
            Good(
                "preserve",
                "Do wniosku wizowego należy załączyć jedną kolorową fotografię w formacie 35 × 45 mm, wykonaną nie wcześniej niż 6 miesięcy przed dniem złożenia wniosku. Wizerunek twarzy powinien obejmować 70–80% wysokości zdjęcia. Wymagane jest jednolite, jasne tło pozbawione cieni i wzorów. Zabrania się noszenia okularów przeciwsłonecznych oraz nakryć głowy, z wyjątkiem nakryć noszonych ze względów religijnych. Zdjęcia nie mogą być retuszowane. Fotografie wydrukowane na zwykłym papierze nie są przyjmowane przez konsulat. Szczegółowe wymagania zamieszczono na stronie https://www.gov.pl/web/dyplomacja/wizy.",
            ),
            Good(
                "en",
                "Your visa application must include one colour photo measuring 35 × 45 mm, taken no earlier than 6 months before you submit the application. The face should take up 70 to 80% of the photo's height. The background must be plain and light, with no shadows or patterns. Sunglasses and head coverings are not allowed, except for head coverings worn for religious reasons. Photos must not be retouched. The consulate does not accept photos printed on ordinary paper. Detailed requirements are available at https://www.gov.pl/web/dyplomacja/wizy.",
            ),
        ],
        bad=[
            Slip(2, [("35 × 45 mm", "35 × 40 mm")], "number"),
            Slip(
                1,
                [("Zdjęcia nie mogą być retuszowane.", "Zdjęcia mogą być retuszowane.")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "jedno kolorowe zdjęcie 35 × 45 mm,",
                        "jedno kolorowe zdjęcie 35 × 45 mm na matowym papierze fotograficznym,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-kurier-umowa",
        source="§ 6 umowy współpracy: Kurier rowerowy realizuje zlecenia na własnym rowerze i we własnym zakresie zapewnia jego sprawność techniczną. Wynagrodzenie wynosi 9,50 zł za każdą dostawę w strefie A i 12 zł w strefie B; rozliczenie następuje co 14 dni. Kurier ma obowiązek nosić kamizelkę odblaskową podczas jazdy po zmroku. Kurier może odmówić przyjęcia zlecenia bez podania przyczyny, jednak nie więcej niż 5 razy w miesiącu. Zleceniodawca nie odpowiada za mandaty nałożone na kuriera. Spory rozstrzyga sąd właściwy dla siedziby zleceniodawcy, zgodnie z art. 46 § 1 Kodeksu postępowania cywilnego.",
        good=[
            Good(
                "preserve",
                "§ 6 umowy współpracy: kurier jeździ na swoim rowerze i sam dba o to, żeby był sprawny technicznie. Za każdą dostawę dostaje 9,50 zł w strefie A i 12 zł w strefie B, a rozliczenia są co 14 dni. Po zmroku musi jeździć w kamizelce odblaskowej. Może odmówić przyjęcia zlecenia bez podawania powodu, ale najwyżej 5 razy w miesiącu. Za mandaty nałożone na kuriera zleceniodawca nie odpowiada. Spory rozstrzyga sąd właściwy dla siedziby zleceniodawcy (art. 46 § 1 Kodeksu postępowania cywilnego).",
            ),
            Good(
                "preserve",
                "Zgodnie z § 6 umowy współpracy kurier rowerowy wykonuje zlecenia przy użyciu własnego roweru, którego sprawność techniczną zapewnia we własnym zakresie. Wynagrodzenie za jedną dostawę wynosi 9,50 zł w strefie A oraz 12 zł w strefie B i jest rozliczane w okresach 14-dniowych. Podczas jazdy po zmroku kurier jest zobowiązany do noszenia kamizelki odblaskowej. Kurierowi przysługuje prawo odmowy przyjęcia zlecenia bez podania przyczyny, nie częściej jednak niż 5 razy w miesiącu. Zleceniodawca nie ponosi odpowiedzialności za mandaty nałożone na kuriera. Spory rozstrzyga sąd właściwy dla siedziby zleceniodawcy, zgodnie z art. 46 § 1 Kodeksu postępowania cywilnego.",
            ),
            Good(
                "en",
                "Section 6 of the cooperation agreement: the bicycle courier carries out orders on their own bicycle and is responsible for keeping it roadworthy. Pay is PLN 9.50 per delivery in zone A and PLN 12 in zone B, settled every 14 days. The courier is required to wear a high-visibility vest when riding after dark. The courier may refuse an order without giving a reason, but no more than 5 times a month. The client is not liable for fines imposed on the courier. Disputes are settled by the court with jurisdiction over the client's registered office, in accordance with Article 46 § 1 of the Code of Civil Procedure.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 46 § 1 Kodeksu", "(art. 64 § 1 Kodeksu")], "legal_reference"),
            Slip(
                2,
                [("The courier is required to wear", "The courier is encouraged to wear")],
                "modality",
            ),
            Bad(
                "en",
                "Paragraf 6 umowy współpracy: kurier rowerowy wykonuje zlecenia własnym rowerem i sam odpowiada za jego sprawność techniczną. Stawka to 9,50 zł za dostawę w strefie A i 12 zł w strefie B, rozliczenie co 14 dni. Podczas jazdy po zmroku kurier ma obowiązek nosić kamizelkę odblaskową. Może odmówić zlecenia bez podawania przyczyny, ale maksymalnie 5 razy w miesiącu. Zleceniodawca nie odpowiada za mandaty kuriera. Spory rozstrzyga sąd właściwy dla siedziby zleceniodawcy zgodnie z art. 46 § 1 Kodeksu postępowania cywilnego.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-dobrostan-zwierzat",
        source="Zgodnie z zasadą 3R (Russell i Burch, 1959) każdy projekt z udziałem zwierząt musi uzasadnić, dlaczego nie można zastąpić ich metodą alternatywną. Myszy utrzymuje się w grupach po 2–5 osobników; nie wolno trzymać ich pojedynczo bez zgody lokalnej komisji etycznej. Klatki sprawdza się co najmniej raz dziennie, także w weekendy. Metaanaliza Smitha i in. (2019) wskazuje, że wzbogacenie środowiska prawdopodobnie zmniejsza poziom stresu o około 20%. Personel powinien ukończyć szkolenie z zakresu dobrostanu przed rozpoczęciem pracy ze zwierzętami.",
        good=[
            Good(
                "preserve",
                "Zasada 3R (Russell i Burch, 1959) wymaga, by każdy projekt z udziałem zwierząt uzasadniał, czemu nie da się ich zastąpić metodą alternatywną. Myszy trzymamy w grupach po 2–5 zwierząt; pojedynczo wolno je trzymać tylko za zgodą lokalnej komisji etycznej. Klatki kontrolujemy przynajmniej raz dziennie, również w weekendy. Według metaanalizy Smitha i in. (2019) wzbogacone środowisko prawdopodobnie obniża stres o mniej więcej 20%. Pracownicy powinni przejść szkolenie z dobrostanu, zanim zaczną pracę ze zwierzętami.",
            ),
            Good(
                "preserve",
                "W myśl zasady 3R (Russell i Burch, 1959) w każdym projekcie z udziałem zwierząt należy wykazać, z jakich przyczyn nie jest możliwe zastąpienie ich metodą alternatywną. Myszy są utrzymywane w grupach liczących od 2 do 5 osobników; utrzymywanie ich pojedynczo bez zgody lokalnej komisji etycznej jest zabronione. Kontrola klatek odbywa się nie rzadziej niż raz dziennie, również w weekendy. Metaanaliza Smitha i in. (2019) wskazuje, że wzbogacenie środowiska prawdopodobnie obniża poziom stresu o około 20%. Personel powinien odbyć szkolenie z zakresu dobrostanu przed podjęciem pracy ze zwierzętami.",
            ),
            Good(
                "en",
                "Under the 3R principle (Russell & Burch, 1959), every project involving animals must justify why they cannot be replaced by an alternative method. Mice are kept in groups of 2–5; they must not be housed singly without the approval of the local ethics committee. Cages are checked at least once a day, including at weekends. A meta-analysis by Smith et al. (2019) indicates that environmental enrichment probably reduces stress levels by about 20%. Staff should complete animal welfare training before they start working with animals.",
            ),
        ],
        bad=[
            Slip(2, [("Smith et al. (2019)", "Smith et al. (2017)")], "citation"),
            Slip(
                1,
                [("prawdopodobnie obniża poziom stresu o około 20%", "obniża poziom stresu o 20%")],
                "hedge",
            ),
            Slip(
                0,
                [("wolno je trzymać tylko za zgodą", "wolno je trzymać także bez zgody")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-licznik-zdalny",
        source="Szanowni Państwo, informujemy, że 18 listopada 2025 r. w godzinach 8:00–15:00 nasz technik wymieni licznik energii elektrycznej w Państwa lokalu na licznik zdalnego odczytu. Wymiana jest bezpłatna i trwa około 30 minut; w tym czasie nie będzie dostępu do prądu. Należy zapewnić technikowi dostęp do skrzynki licznikowej. Jeśli termin nie odpowiada, można go zmienić do 12 listopada pod numerem 800 100 200 lub przez formularz na stronie https://energia-wschod.pl/licznik. Technik zawsze okazuje legitymację służbową i nigdy nie pobiera opłat na miejscu.",
        good=[
            Good(
                "preserve",
                "18 listopada 2025 r., między 8:00 a 15:00, nasz technik wymieni Państwa licznik prądu na licznik ze zdalnym odczytem. Wymiana nic Państwa nie kosztuje i zajmie około 30 minut – w tym czasie prąd będzie wyłączony. Technik musi mieć dostęp do skrzynki licznikowej, prosimy go zapewnić. Jeśli ten termin Państwu nie pasuje, można go przełożyć do 12 listopada, dzwoniąc pod 800 100 200 albo przez formularz na https://energia-wschod.pl/licznik. Technik zawsze pokazuje legitymację służbową i nigdy nie bierze pieniędzy na miejscu.",
            ),
            Good(
                "preserve",
                "Wymiana licznika energii na licznik zdalnego odczytu: 18.11.2025, godz. 8:00–15:00. Bezpłatnie, ok. 30 minut, w tym czasie brak prądu. Należy zapewnić technikowi dostęp do skrzynki licznikowej. Zmiana terminu możliwa do 12 listopada: tel. 800 100 200 lub formularz https://energia-wschod.pl/licznik. Technik zawsze okazuje legitymację służbową i nigdy nie pobiera opłat na miejscu.",
            ),
            Good(
                "en",
                "Dear Customer, on 18 November 2025 between 8:00 and 15:00 our technician will replace the electricity meter in your home with a remotely read meter. The replacement is free of charge and takes about 30 minutes, during which there will be no power. You must give the technician access to the meter cupboard. If the date does not suit you, you can change it until 12 November by calling 800 100 200 or using the form at https://energia-wschod.pl/licznik. Our technician always shows an official ID card and never collects payment on site.",
            ),
        ],
        bad=[
            Slip(1, [("18.11.2025", "18.12.2025")], "date"),
            Slip(
                2,
                [("https://energia-wschod.pl/licznik", "https://energia-wschod.pl/liczniki")],
                "url",
            ),
            Slip(
                0,
                [("Technik musi mieć dostęp", "Technik powinien w miarę możliwości mieć dostęp")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-bilet-okresowy",
        source="Zwrot niewykorzystanego biletu okresowego jest możliwy wyłącznie przed upływem połowy okresu jego ważności. Od zwracanej kwoty potrąca się 10% odstępnego, nie mniej niż 15 zł. Bilet miesięczny zakupiony przez internet należy zwrócić za pośrednictwem formularza w aplikacji; w kasie biletowej nie można go oddać. Pieniądze trafiają na konto w ciągu 14 dni roboczych. Bilety wystawione z ulgą ustawową 51% podlegają zwrotowi na tych samych zasadach. Wnioski złożone po 30 czerwca 2025 r. rozpatruje się według nowego regulaminu.",
        good=[
            Good(
                "preserve",
                "Niewykorzystany bilet okresowy można zwrócić tylko przed upływem połowy okresu jego ważności. Przewoźnik zatrzymuje 10% kwoty jako odstępne, ale co najmniej 15 zł. Bilet miesięczny kupiony online trzeba zwrócić przez formularz w aplikacji – w kasie biletowej nie da się go oddać. Pieniądze wrócą na konto w ciągu 14 dni roboczych. Bilety z ustawową ulgą 51% zwraca się na tych samych zasadach. Wnioski złożone po 30 czerwca 2025 r. będą rozpatrywane według nowego regulaminu.",
            ),
            Good(
                "preserve",
                "Pasażerowie, którzy nie wykorzystają biletu okresowego, mogą go zwrócić, ale wyłącznie zanim minie połowa okresu ważności. Przy zwrocie przewoźnik potrąca 10% odstępnego – minimum 15 zł. Bilety miesięczne kupione w internecie trzeba zwracać przez formularz w aplikacji; w kasie nie można ich oddać. Pieniądze wpływają na konto w ciągu 14 dni roboczych. Te same zasady obejmują bilety z ustawową ulgą 51%. Wnioski, które wpłyną po 30 czerwca 2025 r., będą rozpatrywane na podstawie nowego regulaminu.",
            ),
            Good(
                "en",
                "An unused season ticket can only be refunded before half of its validity period has passed. A 10% cancellation fee is deducted from the refund, with a minimum of PLN 15. A monthly ticket bought online must be returned using the form in the app; it cannot be returned at the ticket office. The money reaches your account within 14 working days. Tickets issued with the statutory 51% discount are refunded on the same terms. Applications submitted after 30 June 2025 are processed under the new regulations.",
            ),
        ],
        bad=[
            Slip(0, [("co najmniej 15 zł", "co najmniej 25 zł")], "number"),
            Slip(2, [("after 30 June 2025", "after 30 July 2025")], "date"),
            Slip(
                0, [("trzeba zwrócić przez formularz", "można zwrócić przez formularz")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-przedszkole-alergie",
        source="**Procedura postępowania z dzieckiem z alergią pokarmową**\n\n1. Rodzic ma obowiązek dostarczyć zaświadczenie lekarskie z listą alergenów przed pierwszym dniem pobytu dziecka w przedszkolu.\n2. Kuchnia przygotowuje posiłki eliminacyjne; rodzic nie musi przynosić własnego jedzenia.\n3. Na teren przedszkola nie wolno wnosić orzechów ani produktów z orzechami.\n4. Jeśli dziecko ma przepisany autowstrzykiwacz z adrenaliną, należy przekazać go wychowawcy w opisanym pudełku.\n5. Nauczyciele przechodzą szkolenie z pierwszej pomocy co 2 lata.\n6. W razie reakcji alergicznej personel dzwoni pod numer 112, a następnie do rodziców.",
        good=[
            Good(
                "preserve",
                "**Dziecko z alergią pokarmową – jak postępujemy**\n\n1. Zanim dziecko przyjdzie do przedszkola pierwszy raz, rodzic musi przynieść zaświadczenie od lekarza z listą alergenów.\n2. Kuchnia gotuje posiłki eliminacyjne, więc rodzic nie musi dawać dziecku własnego jedzenia.\n3. Orzechów i produktów z orzechami nie wolno przynosić do przedszkola.\n4. Autowstrzykiwacz z adrenaliną, jeśli lekarz go przepisał, trzeba oddać wychowawcy w opisanym pudełku.\n5. Co 2 lata nauczyciele przechodzą szkolenie z pierwszej pomocy.\n6. Gdy wystąpi reakcja alergiczna, personel dzwoni najpierw na 112, a potem do rodziców.",
            ),
            Good(
                "preserve",
                "**Procedura dotycząca dzieci z alergią pokarmową**\n\n1. Przed pierwszym dniem pobytu dziecka w przedszkolu rodzic jest zobowiązany dostarczyć zaświadczenie lekarskie zawierające wykaz alergenów.\n2. Posiłki eliminacyjne przygotowuje kuchnia przedszkola; rodzic nie ma obowiązku dostarczania własnego jedzenia.\n3. Obowiązuje zakaz wnoszenia na teren przedszkola orzechów oraz produktów zawierających orzechy.\n4. Przepisany dziecku autowstrzykiwacz z adrenaliną należy przekazać wychowawcy w opisanym pudełku.\n5. Nauczyciele odbywają szkolenie z zakresu pierwszej pomocy co 2 lata.\n6. W przypadku reakcji alergicznej personel dzwoni pod numer alarmowy 112, a następnie do rodziców.",
            ),
            Good(
                "en",
                "**Food allergy procedure**\n\n1. Parents must provide a medical certificate listing the allergens before the child's first day at the kindergarten.\n2. The kitchen prepares elimination meals; parents do not have to bring their own food.\n3. Nuts and products containing nuts must not be brought onto the kindergarten premises.\n4. If the child has been prescribed an adrenaline auto-injector, it must be handed to the teacher in a labelled box.\n5. Teachers take first aid training every 2 years.\n6. In the event of an allergic reaction, staff call 112 first and then the parents.",
            ),
        ],
        bad=[
            Slip(2, [("parents do not have to bring", "parents have to bring")], "negation"),
            Slip(0, [("rodzic musi przynieść", "rodzic może przynieść")], "modality"),
            Slip(
                1,
                [("własnego jedzenia.\n3. Obowiązuje", "własnego jedzenia. Obowiązuje")],
                "markdown",
            ),
        ],
    ),
    Case(
        key="pl-autobus-rozklad",
        source="Od 1 września 2025 r. zmienia się rozkład jazdy linii 214 Gorlice – Sękowa – Uście Gorlickie. W dni robocze pierwszy kurs odjedzie z Gorlic o 5:40 zamiast o 6:05, a ostatni o 21:15. W soboty autobus będzie kursował co 2 godziny, a w niedziele i święta linia nie będzie obsługiwana. Przystanek „Sękowa Kościół” zostaje przeniesiony o około 150 m w stronę szkoły. Bilet jednorazowy nadal kosztuje 6 zł. Rozkład można sprawdzić na stronie https://przewozy-gorlickie.pl/linia-214.",
        good=[
            Good(
                "preserve",
                "Linia 214 Gorlice – Sękowa – Uście Gorlickie ma nowy rozkład od 1 września 2025 r. W dni robocze pierwszy autobus wyjedzie z Gorlic o 5:40, a nie o 6:05; ostatni odjedzie o 21:15. W soboty autobusy pojadą co 2 godziny, a w niedziele i święta linia nie będzie kursować wcale. Przystanek „Sękowa Kościół” przesuwamy o około 150 m w stronę szkoły. Za bilet jednorazowy nadal płacisz 6 zł. Rozkład znajdziesz na https://przewozy-gorlickie.pl/linia-214.",
            ),
            Good(
                "preserve",
                "Pasażerów linii 214 z Gorlic przez Sękową do Uścia Gorlickiego czekają zmiany. Od 1 września 2025 r. w dni robocze pierwszy kurs ruszy z Gorlic o 5:40 (dotąd o 6:05), a ostatni o 21:15. W soboty autobus będzie jeździł co 2 godziny, natomiast w niedziele i święta linia nie będzie obsługiwana. Przystanek „Sękowa Kościół” zostanie przeniesiony o około 150 m bliżej szkoły. Cena biletu jednorazowego się nie zmienia i wynosi 6 zł. Szczegóły na https://przewozy-gorlickie.pl/linia-214.",
            ),
            Good(
                "en",
                "From 1 September 2025, the timetable of bus line 214 Gorlice – Sękowa – Uście Gorlickie is changing. On weekdays the first bus will leave Gorlice at 5:40 instead of 6:05, and the last one at 21:15. On Saturdays buses will run every 2 hours, and on Sundays and public holidays there will be no service on the line. The “Sękowa Kościół” stop is being moved about 150 m towards the school. A single ticket still costs PLN 6. The timetable is available at https://przewozy-gorlickie.pl/linia-214.",
            ),
        ],
        bad=[
            Slip(2, [("From 1 September 2025", "From 1 October 2025")], "date"),
            Slip(0, [("o około 150 m", "o około 500 m")], "number"),
            Slip(
                1,
                [("i wynosi 6 zł.", "i wynosi 6 zł, a bilet miesięczny potanieje do 120 zł.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-witamina-d-badanie",
        source="W randomizowanym badaniu z podwójnie ślepą próbą (Kowalska i Nowak, 2022) 412 dorosłych z niedoborem witaminy D przyjmowało 2000 IU dziennie albo placebo przez 12 tygodni. W grupie suplementowanej stężenie 25(OH)D wzrosło średnio z 18 do 31 ng/ml. Autorzy zauważają, że suplementacja prawdopodobnie nie wpływa na liczbę infekcji górnych dróg oddechowych, ale próba była za mała, by to rozstrzygnąć. Wyników nie należy uogólniać na dzieci ani kobiety w ciąży. Badanie sfinansował Narodowy Fundusz Zdrowia w ramach grantu NFZ/2020/118.",
        good=[
            Good(
                "preserve",
                "Randomizowane badanie z podwójnie ślepą próbą (Kowalska i Nowak, 2022) objęło 412 dorosłych z niedoborem witaminy D, którzy przez 12 tygodni przyjmowali codziennie 2000 IU albo placebo. U osób przyjmujących suplement stężenie 25(OH)D wzrosło średnio z 18 do 31 ng/ml. Zdaniem autorów suplementacja prawdopodobnie nie zmienia liczby infekcji górnych dróg oddechowych, choć grupa była zbyt mała, żeby to przesądzić. Wyników nie należy przenosić na dzieci ani kobiety w ciąży. Badanie finansował Narodowy Fundusz Zdrowia (grant NFZ/2020/118).",
            ),
            Good(
                "preserve",
                "RCT z podwójnie ślepą próbą (Kowalska i Nowak, 2022): 412 dorosłych z niedoborem witaminy D, 2000 IU dziennie lub placebo przez 12 tygodni. W grupie suplementowanej wzrost 25(OH)D średnio z 18 do 31 ng/ml. Wpływu na liczbę infekcji górnych dróg oddechowych prawdopodobnie brak, ale próba za mała, by to rozstrzygnąć. Wyników nie należy uogólniać na dzieci ani kobiety w ciąży. Finansowanie: NFZ, grant NFZ/2020/118.",
            ),
            Good(
                "en",
                "In a randomised double-blind trial (Kowalska & Nowak, 2022), 412 adults with vitamin D deficiency took either 2,000 IU a day or a placebo for 12 weeks. In the supplemented group, 25(OH)D levels rose on average from 18 to 31 ng/ml. The authors note that supplementation probably has no effect on the number of upper respiratory tract infections, but the sample was too small to settle the question. The results should not be generalised to children or pregnant women. The study was funded by the National Health Fund under grant NFZ/2020/118.",
            ),
        ],
        bad=[
            Slip(2, [("(Kowalska & Nowak, 2022)", "(Kowalska & Nowak, 2021)")], "citation"),
            Slip(1, [("prawdopodobnie brak", "brak")], "hedge"),
            Slip(0, [("z 18 do 31 ng/ml", "z 18 do 37 ng/ml")], "number"),
        ],
    ),
    Case(
        key="pl-osp-nabor",
        source="Ochotnicza Straż Pożarna w Lipnicy ogłasza nabór nowych członków. Kandydat musi mieć ukończone 18 lat, aktualne badania lekarskie i nie może być karany za przestępstwa umyślne. Wcześniejsze doświadczenie nie jest wymagane – szkolenie podstawowe trwa 70 godzin i jest bezpłatne. Strażacy biorący udział w akcjach ratowniczych otrzymują ekwiwalent w wysokości 19 zł za godzinę. Młodzież od 12 lat może dołączyć do Młodzieżowej Drużyny Pożarniczej. Zgłoszenia przyjmujemy do 31 marca w remizie przy ul. Szkolnej 4, w czwartki od 18:00 do 20:00.",
        good=[
            Good(
                "preserve",
                "OSP w Lipnicy szuka nowych druhów i druhen! Musisz mieć skończone 18 lat i aktualne badania lekarskie, a do tego nie możesz być karany za przestępstwa umyślne. Doświadczenie nie jest potrzebne – przejdziesz bezpłatne, 70-godzinne szkolenie podstawowe. Za udział w akcjach ratowniczych dostajesz ekwiwalent 19 zł za godzinę. Masz 12 lat lub więcej? Możesz dołączyć do Młodzieżowej Drużyny Pożarniczej. Zgłoszenia przyjmujemy do 31 marca w remizie przy ul. Szkolnej 4 – czekamy w czwartki od 18:00 do 20:00.",
            ),
            Good(
                "preserve",
                "Ochotnicza Straż Pożarna w Lipnicy prowadzi nabór nowych członków. Od kandydatów wymaga się ukończenia 18 lat, aktualnych badań lekarskich oraz niekaralności za przestępstwa umyślne. Wcześniejsze doświadczenie nie jest wymagane; bezpłatne szkolenie podstawowe obejmuje 70 godzin. Strażakom uczestniczącym w działaniach ratowniczych przysługuje ekwiwalent w wysokości 19 zł za godzinę. Osoby w wieku od 12 lat mogą wstąpić do Młodzieżowej Drużyny Pożarniczej. Zgłoszenia są przyjmowane do 31 marca w remizie przy ul. Szkolnej 4, w czwartki w godzinach 18:00–20:00.",
            ),
            Good(
                "en",
                "The Volunteer Fire Brigade in Lipnica is recruiting new members. Candidates must be at least 18, have an up-to-date medical examination and must not have a criminal record for intentional offences. No previous experience is required: the basic training lasts 70 hours and is free of charge. Firefighters taking part in rescue operations receive an allowance of PLN 19 per hour. Young people aged 12 and over can join the Youth Fire Team. Applications are accepted until 31 March at the fire station at ul. Szkolna 4, on Thursdays from 18:00 to 20:00.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("Candidates must be at least 18", "Candidates should ideally be at least 18")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Osoby w wieku od 12 lat mogą wstąpić",
                        "Osoby w wieku od 12 lat nie mogą wstąpić",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "70-godzinne szkolenie podstawowe.",
                        "70-godzinne szkolenie podstawowe zakończone egzaminem w Komendzie Powiatowej PSP.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-parking-szpital",
        source="Od 2 stycznia 2026 r. parking przy Szpitalu Wojewódzkim jest płatny: pierwsze 15 minut jest bezpłatne, każda kolejna rozpoczęta godzina kosztuje 4 zł, a opłata dobowa wynosi maksymalnie 30 zł. Pacjenci dializowani i onkologiczni mogą parkować bez opłat po okazaniu karty w kasie parkingu. Osoby z niepełnosprawnościami parkują bezpłatnie na wyznaczonych miejscach. Dyrekcja szacuje, że wpływy wyniosą około 600 tys. zł rocznie i zostaną przeznaczone na remont izby przyjęć. Reklamacje należy przesyłać na adres parking@szpital-woj.pl. Parking jest monitorowany, ale szpital nie odpowiada za rzeczy pozostawione w pojazdach.",
        good=[
            Good(
                "preserve",
                "Od 2 stycznia 2026 r. za parking przy Szpitalu Wojewódzkim trzeba płacić. Pierwsze 15 minut nic nie kosztuje, potem płaci się 4 zł za każdą rozpoczętą godzinę, ale nie więcej niż 30 zł za dobę. Pacjenci dializowani i onkologiczni mogą parkować za darmo, jeśli pokażą kartę w kasie parkingu. Osoby z niepełnosprawnościami nie płacą na wyznaczonych dla nich miejscach. Według szacunków dyrekcji parking przyniesie około 600 tys. zł rocznie, które pójdą na remont izby przyjęć. Reklamacje trzeba wysyłać na parking@szpital-woj.pl. Teren jest monitorowany, jednak za rzeczy zostawione w autach szpital nie odpowiada.",
            ),
            Good(
                "preserve",
                "Parking przy Szpitalu Wojewódzkim staje się płatny. Od 2 stycznia 2026 r. kierowcy zapłacą 4 zł za każdą rozpoczętą godzinę postoju, przy czym pierwsze 15 minut pozostaje bezpłatne, a za całą dobę zapłacą najwyżej 30 zł. Z opłat zwolnieni będą pacjenci dializowani i onkologiczni – po okazaniu karty w kasie parkingu – oraz osoby z niepełnosprawnościami parkujące na wyznaczonych miejscach. Dyrekcja szacuje, że wpływy sięgną około 600 tys. zł rocznie; pieniądze trafią na remont izby przyjęć. Reklamacje należy kierować na adres parking@szpital-woj.pl. Parking jest monitorowany, ale szpital nie odpowiada za rzeczy pozostawione w samochodach.",
            ),
            Good(
                "en",
                "From 2 January 2026, parking at the Provincial Hospital is subject to a charge: the first 15 minutes are free, each additional hour or part of an hour costs PLN 4, and the daily charge is capped at PLN 30. Dialysis and oncology patients may park free of charge on showing their card at the car park pay desk. People with disabilities park free of charge in designated spaces. The hospital management estimates that revenue will be around PLN 600,000 a year and will be spent on renovating the admissions unit. Complaints must be sent to parking@szpital-woj.pl. The car park is monitored, but the hospital is not responsible for items left in vehicles.",
            ),
        ],
        bad=[
            Slip(0, [("nie więcej niż 30 zł", "nie więcej niż 40 zł")], "number"),
            Slip(2, [("parking@szpital-woj.pl", "parking@szpital-woj.com")], "url"),
            Slip(
                1,
                [
                    (
                        "Dyrekcja szacuje, że wpływy sięgną około 600 tys. zł",
                        "Wpływy wyniosą 600 tys. zł",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-otwarte-dane",
        source="Dane udostępnione w portalu `dane.miasto.pl` są objęte licencją CC BY 4.0, co oznacza, że można je kopiować, przetwarzać i wykorzystywać komercyjnie. Należy jednak zawsze podać źródło w formie: „Urząd Miasta, zbiór `rejestr-drzew-2024`”. Podstawą prawną udostępniania jest art. 5 ust. 1 ustawy z dnia 11 sierpnia 2021 r. o otwartych danych i ponownym wykorzystywaniu informacji sektora publicznego. Miasto nie gwarantuje kompletności danych i nie ponosi odpowiedzialności za szkody wynikające z ich użycia. Metodykę opisano w raporcie Zielińskiego i Wróbel (2023). Dostęp przez API wymaga klucza `X-Api-Key`, a limit wynosi 1000 zapytań na godzinę.",
        good=[
            Good(
                "preserve",
                "Dane z portalu `dane.miasto.pl` są udostępniane na licencji CC BY 4.0: wolno je kopiować, przetwarzać i wykorzystywać także komercyjnie. Zawsze trzeba jednak podać źródło w brzmieniu: „Urząd Miasta, zbiór `rejestr-drzew-2024`”. Dane udostępnia się na podstawie art. 5 ust. 1 ustawy z dnia 11 sierpnia 2021 r. o otwartych danych i ponownym wykorzystywaniu informacji sektora publicznego. Miasto nie gwarantuje, że dane są kompletne, i nie odpowiada za szkody wynikające z ich wykorzystania. Metodykę opisano w raporcie Zielińskiego i Wróbel (2023). Do API potrzebny jest klucz `X-Api-Key`; można wysłać najwyżej 1000 zapytań na godzinę.",
            ),
            Good(
                "preserve",
                "Zbiory danych publikowane w portalu `dane.miasto.pl` udostępniane są na licencji CC BY 4.0, która dopuszcza ich kopiowanie, przetwarzanie oraz wykorzystywanie w celach komercyjnych, pod warunkiem każdorazowego wskazania źródła w brzmieniu: „Urząd Miasta, zbiór `rejestr-drzew-2024`”. Udostępnianie odbywa się na podstawie art. 5 ust. 1 ustawy z dnia 11 sierpnia 2021 r. o otwartych danych i ponownym wykorzystywaniu informacji sektora publicznego. Miasto nie gwarantuje kompletności danych i nie ponosi odpowiedzialności za szkody wynikłe z ich wykorzystania. Metodyka została opisana w raporcie Zielińskiego i Wróbel (2023). Korzystanie z API wymaga klucza `X-Api-Key`; limit wynosi 1000 zapytań na godzinę.",
            ),
            Good(
                "en",
                "Data published on the `dane.miasto.pl` portal is licensed under CC BY 4.0, which means it may be copied, processed and used commercially. However, you must always credit the source in the form “Urząd Miasta, zbiór `rejestr-drzew-2024`” (City Hall, dataset). The legal basis for publication is Article 5(1) of the Act of 11 August 2021 on open data and the re-use of public sector information. The city does not guarantee that the data is complete and accepts no liability for damage resulting from its use. The methodology is described in a report by Zieliński & Wróbel (2023). API access requires an `X-Api-Key` key, and the limit is 1,000 requests per hour.",
            ),
        ],
        bad=[
            Slip(0, [("`rejestr-drzew-2024`", "`rejestr-drzew-2023`")], "code"),
            Slip(2, [("Zieliński & Wróbel (2023)", "Zieliński & Wróblewski (2023)")], "citation"),
            Slip(1, [("art. 5 ust. 1", "art. 5 ust. 2")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-skarga-halas",
        source="Skargę na uciążliwy hałas z lokalu gastronomicznego można złożyć w Wydziale Ochrony Środowiska osobiście, pocztą lub przez ePUAP. W skardze trzeba podać adres lokalu, dni i godziny, w których występował hałas, oraz dane kontaktowe. Skargi anonimowe nie będą rozpatrywane. Urząd ma 30 dni na odpowiedź, a w sprawach szczególnie skomplikowanych – 60 dni. Cisza nocna w mieście obowiązuje od 22:00 do 6:00. Jeśli hałas występuje w nocy, zaleca się najpierw wezwać straż miejską pod numerem 986.",
        good=[
            Good(
                "preserve",
                "Na hałaśliwy lokal gastronomiczny możesz się poskarżyć w Wydziale Ochrony Środowiska – osobiście, listownie albo przez ePUAP. Skarga musi zawierać adres lokalu, dni i godziny hałasu oraz Twoje dane kontaktowe. Anonimowych skarg urząd nie rozpatruje. Urząd odpowiada w ciągu 30 dni, a jeśli sprawa jest szczególnie skomplikowana – w ciągu 60 dni. Cisza nocna trwa w mieście od 22:00 do 6:00. Gdy hałas jest w nocy, zalecamy najpierw zadzwonić do straży miejskiej pod 986.",
            ),
            Good(
                "preserve",
                "Skargi dotyczące uciążliwego hałasu z lokali gastronomicznych przyjmuje Wydział Ochrony Środowiska; można je składać osobiście, drogą pocztową lub za pośrednictwem ePUAP. Skarga musi zawierać adres lokalu, wskazanie dni i godzin występowania hałasu oraz dane kontaktowe skarżącego. Skargi anonimowe pozostawia się bez rozpatrzenia. Termin na udzielenie odpowiedzi wynosi 30 dni, a w sprawach szczególnie skomplikowanych – 60 dni. Cisza nocna na terenie miasta obowiązuje w godzinach 22:00–6:00. W przypadku hałasu w porze nocnej zaleca się w pierwszej kolejności wezwanie straży miejskiej pod numerem 986.",
            ),
            Good(
                "en",
                "You can file a complaint about excessive noise from a restaurant or bar with the Environmental Protection Department in person, by post or via ePUAP. The complaint has to include the address of the premises, the days and times when the noise occurred, and your contact details. Anonymous complaints will not be considered. The office has 30 days to reply, or 60 days in particularly complex cases. Night-time quiet hours in the city run from 22:00 to 6:00. If the noise happens at night, it is recommended that you first call the municipal police on 986.",
            ),
        ],
        bad=[
            Slip(0, [("Skarga musi zawierać", "Skarga może zawierać")], "modality"),
            Slip(2, [("run from 22:00 to 6:00", "run from 23:00 to 6:00")], "date"),
            Slip(
                1,
                [
                    (
                        "Skargi anonimowe pozostawia się bez rozpatrzenia.",
                        "Skargi anonimowe również są rozpatrywane.",
                    )
                ],
                "negation",
            ),
        ],
    ),
]
