from common import F, D, X

F("pl-abstract-1", "preserve",
"""Celem badania była ocena wpływu pracy zdalnej na poczucie wypalenia zawodowego wśród nauczycieli akademickich. Wcześniejsze analizy wskazywały, że elastyczny czas pracy może zmniejszać stres (Nowak i Lis, 2021), choć inne prace wiązały go z zacieraniem granic między życiem prywatnym a zawodowym (Kowalska i in., 2019). Ankietę wypełniło 1 284 pracowników z 17 uczelni. Osoby pracujące zdalnie co najmniej 3 dni w tygodniu rzadziej zgłaszały objawy wypalenia (31% wobec 44%). Różnica ta prawdopodobnie wynika z krótszego czasu dojazdów. Wyniki należy jednak interpretować ostrożnie, ponieważ badanie miało charakter przekrojowy.""",
"""Przedmiotem analizy był związek między pracą zdalną a wypaleniem zawodowym nauczycieli akademickich. W dotychczasowej literaturze wskazywano, że elastyczny czas pracy może ograniczać stres (Nowak i Lis, 2021), ale wiązano go również z zanikaniem granicy między sferą prywatną a zawodową (Kowalska i in., 2019). W badaniu ankietowym uczestniczyło 1 284 pracowników siedemnastu uczelni. Respondenci wykonujący pracę zdalnie przez minimum trzy dni w tygodniu rzadziej deklarowali symptomy wypalenia (31% wobec 44%). Można przypuszczać, że różnica ta wiąże się z krótszymi dojazdami. Ze względu na przekrojowy charakter badania wyniki wymagają jednak ostrożnej interpretacji.""")
D("pl-abstract-1", "pl-abstract-1-d1", "citation", "(Nowak i Lis, 2021)", "(Nowak, 2021)")
D("pl-abstract-1", "pl-abstract-1-d2", "citation", "(Kowalska i in., 2019)", "(Kowalska i in., 2018)")

F("pl-abstract-2", "en",
"""Modele językowe trenowane na danych wielojęzycznych osiągają gorsze wyniki dla języków o bogatej fleksji [3]. W niniejszej pracy porównujemy trzy metody tokenizacji na korpusie liczącym 2,1 mld słów języka polskiego. Tokenizacja morfologiczna obniżyła perpleksję o 14% względem BPE [7], przy wydłużeniu czasu trenowania o około 9%. Nie zaobserwowano istotnej różnicy w zadaniu rozpoznawania nazw własnych (F1 = 0,87 i 0,86). Kod i modele udostępniamy pod adresem https://github.com/nlp-pl/morfotok, a szczegóły eksperymentów opisano w [12, 15].""",
"""Language models trained on multilingual data are known to perform worse on highly inflected languages [3]. This paper compares three tokenisation methods on a 2.1-billion-word Polish corpus. Relative to BPE [7], morphological tokenisation reduced perplexity by 14%, at the cost of roughly 9% longer training. On named-entity recognition the two approaches were statistically indistinguishable (F1 = 0.87 vs 0.86). Code and models are available at https://github.com/nlp-pl/morfotok; full experimental details are given in [12, 15].""")
D("pl-abstract-2", "pl-abstract-2-d1", "citation", "Relative to BPE [7]", "Relative to BPE [8]")

F("pl-library-1", "preserve",
"""Biblioteka Miejska w Toruniu przypomina, że od 1 września 2024 r. jednorazowo można wypożyczyć maksymalnie 10 książek na okres 30 dni. Wypożyczenie można przedłużyć dwukrotnie przez konto czytelnika na stronie katalog.bibliotekatorun.pl. Za każdy dzień zwłoki naliczana jest opłata w wysokości 0,30 zł. Nowości wydawnicze nie podlegają prolongacie. Książki można zwracać także do wrzutni przy wejściu głównym, czynnej przez całą dobę. Czytelnicy poniżej 13. roku życia potrzebują zgody rodzica na założenie karty.""",
"""Hej, czytelnicy! Od 1 września 2024 r. w Bibliotece Miejskiej w Toruniu naraz możecie wziąć do 10 książek, a oddać je trzeba w ciągu 30 dni. Termin da się przedłużyć dwa razy – wystarczy wejść na swoje konto na katalog.bibliotekatorun.pl. Spóźnienie kosztuje 30 groszy za każdy dzień. Uwaga: nowości nie przedłużymy. Książki możecie też wrzucić do wrzutni przy głównym wejściu – działa 24 godziny na dobę. Jeśli masz mniej niż 13 lat, do założenia karty potrzebujesz zgody rodzica.""")
D("pl-library-1", "pl-library-1-d1", "negation", "Uwaga: nowości nie przedłużymy.", "Uwaga: nowości też przedłużymy.")

F("pl-bus-1", "en",
"""Od 1 stycznia 2025 r. ceny biletów komunikacji miejskiej w Poznaniu wzrosną. Bilet 15-minutowy będzie kosztował 4 zł zamiast 3,40 zł, a bilet 24-godzinny 15 zł zamiast 13,60 zł. Cena biletu miesięcznego na wszystkie linie pozostanie bez zmian i wyniesie 119 zł. Seniorzy powyżej 70 lat nadal będą podróżować bezpłatnie. Bilety można kupić w biletomatach, w aplikacji oraz u kierowców, przy czym u kierowcy obowiązuje dopłata 1 zł.""",
"""Public transport fares in Poznań will go up from 1 January 2025. A 15-minute ticket will cost PLN 4 rather than PLN 3.40, and a 24-hour ticket PLN 15 instead of PLN 13.60. The monthly pass for all lines stays at PLN 119. Passengers aged over 70 will continue to travel free of charge. Tickets are sold at ticket machines, in the app and by drivers, although buying from the driver carries a PLN 1 surcharge.""")
D("pl-bus-1", "pl-bus-1-d1", "invented_fact", "in the app and by drivers", "in the app (ztm.poznan.pl/app) and by drivers")

F("pl-vet-1", "preserve",
"""Powiatowy Lekarz Weterynarii w Nowym Sączu przypomina, że szczepienie psów przeciwko wściekliźnie jest obowiązkowe. Pierwsze szczepienie należy wykonać w ciągu 30 dni od ukończenia przez psa 3. miesiąca życia, a kolejne – nie rzadziej niż co 12 miesięcy. Właściciel, który nie zaszczepi zwierzęcia, może zostać ukarany grzywną do 5 000 zł. W sobotę 13 kwietnia w godz. 9:00–13:00 na rynku odbędzie się akcja szczepień w cenie 50 zł. Należy zabrać książeczkę zdrowia psa.""",
"""Szczepienie psów przeciw wściekliźnie jest obowiązkowe – przypomina Powiatowy Lekarz Weterynarii w Nowym Sączu. Psa trzeba po raz pierwszy zaszczepić w ciągu 30 dni od chwili, gdy skończy 3 miesiące, a następnie szczepienie powtarzać co najmniej raz na 12 miesięcy. Za niezaszczepienie zwierzęcia właścicielowi grozi grzywna w wysokości do 5 tys. zł. W sobotę 13 kwietnia od 9:00 do 13:00 na rynku będzie można zaszczepić psa za 50 zł. Zabierz ze sobą książeczkę zdrowia psa.""")
D("pl-vet-1", "pl-vet-1-d1", "modality", "Psa trzeba po raz pierwszy zaszczepić", "Psa można po raz pierwszy zaszczepić")

F("pl-housing-1", "preserve",
"""Zarząd Spółdzielni Mieszkaniowej „Zacisze” informuje, że od 1 marca 2024 r. opłata eksploatacyjna wzrośnie z 3,20 zł do 3,65 zł za metr kwadratowy powierzchni użytkowej lokalu. Zmiana wynika z podwyżki cen ciepła o 18% oraz wyższych kosztów wywozu odpadów. Dla mieszkania o powierzchni 50 m² oznacza to wzrost opłaty o 22,50 zł miesięcznie. Nowe wymiary opłat zostaną doręczone mieszkańcom do 31 stycznia. Członkowie spółdzielni mogą zaskarżyć zmianę do sądu w terminie 30 dni od jej doręczenia.""",
"""Zarząd SM „Zacisze” uprzejmie informuje, iż z dniem 1 marca 2024 r. stawka opłaty eksploatacyjnej zostanie podniesiona z 3,20 zł do 3,65 zł za każdy metr kwadratowy powierzchni użytkowej. Decyzja jest konsekwencją wzrostu cen ciepła o 18% oraz zwiększenia kosztów odbioru odpadów. W przypadku lokalu o powierzchni 50 m² miesięczna opłata wzrośnie o 22,50 zł. Zaktualizowane wymiary opłat zostaną dostarczone mieszkańcom do dnia 31 stycznia. Członkom spółdzielni przysługuje prawo zaskarżenia zmiany do sądu w ciągu 30 dni od doręczenia.""")
D("pl-housing-1", "pl-housing-1-d1", "invented_fact", wrap=lambda c: "Oto tekst przeredagowany w stylu biznesowym:\n\n" + c)

F("pl-health-1", "en",
"""Szczepienia przeciw grypie w sezonie 2024/2025 są bezpłatne dla dzieci od 6. miesiąca życia do ukończenia 18 lat, kobiet w ciąży oraz osób powyżej 65 lat. Pozostali dorośli płacą 50% ceny szczepionki. Szczepionkę można przyjąć w przychodni lub w aptece, bez skierowania. Szczepienia nie wykonuje się u osób z gorączką powyżej 38°C. Odporność pojawia się po około 2 tygodniach od podania. Ministerstwo Zdrowia zaleca, by zaszczepić się do końca października.""",
"""In the 2024/2025 season, flu jabs are free for children from six months of age until their 18th birthday, pregnant women and people over 65. Other adults pay half the price of the vaccine. You can get vaccinated at a clinic or a pharmacy, and no referral is needed. People with a fever above 38°C are not vaccinated. Immunity develops approximately two weeks after the injection. The Ministry of Health recommends getting vaccinated by the end of October.""")
D("pl-health-1", "pl-health-1-d1", "negation", "and no referral is needed", "but a referral is needed")

F("pl-labour-1", "preserve",
"""Zgodnie z art. 154 § 1 Kodeksu pracy pracownikowi przysługuje 20 dni urlopu wypoczynkowego, jeżeli jest zatrudniony krócej niż 10 lat, albo 26 dni, jeżeli jest zatrudniony co najmniej 10 lat. Do stażu pracy wlicza się okres nauki, np. ukończenie szkoły wyższej liczy się jako 8 lat. Urlopu niewykorzystanego w danym roku należy udzielić najpóźniej do 30 września następnego roku (art. 168 Kodeksu pracy). Pracodawca nie może zastąpić urlopu ekwiwalentem pieniężnym w trakcie trwania stosunku pracy.""",
"""Pracownik zatrudniony krócej niż 10 lat ma prawo do 20 dni urlopu wypoczynkowego, a ten, kto pracuje co najmniej 10 lat – do 26 dni. Tak stanowi art. 154 § 1 Kodeksu pracy. Do stażu wlicza się też okres nauki: za ukończone studia wyższe dolicza się 8 lat. Urlopu niewykorzystanego w danym roku pracodawca musi udzielić najpóźniej do 30 września roku następnego (art. 168 Kodeksu pracy). Dopóki trwa stosunek pracy, pracodawca nie może wypłacić ekwiwalentu pieniężnego zamiast urlopu.""")
D("pl-labour-1", "pl-labour-1-d1", "legal_reference", "(art. 168 Kodeksu pracy)", "(art. 161 Kodeksu pracy)")

F("pl-gdpr-1", "en",
"""Administratorem Twoich danych osobowych jest Gmina Miasto Rzeszów, ul. Rynek 1, 35-064 Rzeszów. Dane przetwarzamy na podstawie art. 6 ust. 1 lit. c RODO w celu wydania karty mieszkańca. Dane będą przechowywane przez 5 lat od wygaśnięcia karty. Masz prawo dostępu do danych, ich sprostowania oraz wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych. Podanie danych jest wymogiem ustawowym, a ich niepodanie uniemożliwi wydanie karty. Kontakt z inspektorem ochrony danych: iod@erzeszow.pl.""",
"""The controller of your personal data is the Municipality of the City of Rzeszów, ul. Rynek 1, 35-064 Rzeszów. We process the data under Article 6(1)(c) GDPR in order to issue a resident card. The data will be kept for five years after the card expires. You have the right to access and rectify your data and to lodge a complaint with the President of the Personal Data Protection Office. Providing the data is a statutory requirement; without it, we cannot issue the card. You can contact the data protection officer at iod@erzeszow.pl.""")
D("pl-gdpr-1", "pl-gdpr-1-d1", "legal_reference", "under Article 6(1)(c) GDPR", "under Article 6(1)(a) GDPR")

F("pl-festival-1", "preserve",
"""W dniach 5–7 lipca 2024 r. na Bulwarach Wiślanych w Krakowie odbędzie się Festiwal Smaków. Na gości czeka ponad 80 stoisk z jedzeniem z 25 krajów oraz koncerty na dwóch scenach. Wstęp jest bezpłatny. W piątek festiwal będzie czynny od 16:00 do 23:00, a w sobotę i niedzielę od 11:00 do 23:00. Organizatorzy spodziewają się około 60 tys. odwiedzających. Na teren imprezy nie można wnosić własnego alkoholu. Program koncertów jest dostępny na stronie festiwalsmakow.pl/program.""",
"""Szykujcie się na jedzenie! Od piątku 5 do niedzieli 7 lipca 2024 r. Bulwary Wiślane w Krakowie zamienią się w Festiwal Smaków: ponad 80 stoisk z kuchnią 25 krajów i koncerty na dwóch scenach. Wejście nic nie kosztuje. W piątek bawimy się od 16:00 do 23:00, w weekend – od 11:00 do 23:00. Organizatorzy liczą na mniej więcej 60 tysięcy gości. Własnego alkoholu wnieść się nie da. Kto gra i kiedy, sprawdzicie na festiwalsmakow.pl/program.""")
D("pl-festival-1", "pl-festival-1-d1", "invented_fact", wrap=lambda c: '{"styl": "potoczny", "tekst": "' + c.replace('"', '\\"') + '"}')

F("pl-recall-1", "preserve",
"""Główny Inspektorat Sanitarny ostrzega przed spożywaniem partii jogurtu naturalnego „Mleczna Dolina” 400 g o numerze 24/117 i dacie minimalnej trwałości 28.06.2024. W badaniach laboratoryjnych wykryto w produkcie bakterie Listeria monocytogenes. Producent wycofuje z obrotu około 12 tys. opakowań. Klienci, którzy kupili produkt, nie powinni go jeść i mogą zwrócić go w sklepie bez paragonu. Objawy zakażenia mogą pojawić się nawet do 70 dni po spożyciu. Komunikat opublikowano 14 czerwca 2024 r. na stronie gov.pl/web/gis.""",
"""GIS bije na alarm: partia jogurtu naturalnego „Mleczna Dolina” w opakowaniu 400 g, o numerze 24/117 i dacie minimalnej trwałości 28 czerwca 2024 r., nie nadaje się do jedzenia. Laboratorium wykryło w niej bakterie Listeria monocytogenes. Ze sklepów znika mniej więcej 12 tys. opakowań. Kto kupił ten jogurt, nie powinien go jeść – sklep przyjmie zwrot także bez paragonu. Objawy zakażenia mogą wystąpić nawet 70 dni po zjedzeniu produktu. Komunikat ukazał się 14 czerwca 2024 r. na stronie gov.pl/web/gis.""")
D("pl-recall-1", "pl-recall-1-d1", "negation", "nie powinien go jeść", "powinien go jeść")

F("pl-stats-1", "preserve",
"""Według szybkiego szacunku GUS inflacja w Polsce w marcu 2024 r. wyniosła 2,0% rok do roku, wobec 2,8% w lutym. Ceny żywności wzrosły o 1,2%, a nośników energii spadły o 4,1%. Ekonomiści banku PKO BP oceniają, że spadek inflacji jest przejściowy i w drugiej połowie roku wskaźnik prawdopodobnie wzrośnie do około 5%. Rada Polityki Pieniężnej pozostawiła stopę referencyjną na poziomie 5,75%. Kolejne posiedzenie RPP zaplanowano na 9–10 kwietnia.""",
"""Inflacja w Polsce wyhamowała do 2,0 proc. rok do roku w marcu 2024 r., z 2,8 proc. w lutym – wynika z szybkiego szacunku GUS. Żywność podrożała o 1,2 proc., za to nośniki energii potaniały o 4,1 proc. Zdaniem ekonomistów PKO BP to jednak tylko chwilowe wytchnienie: w drugim półroczu wskaźnik najpewniej podskoczy do okolic 5 proc. Rada Polityki Pieniężnej nie ruszyła stopy referencyjnej, która wynosi nadal 5,75 proc. Następne posiedzenie RPP odbędzie się 9 i 10 kwietnia.""")
D("pl-stats-1", "pl-stats-1-d1", "hedge", "wskaźnik najpewniej podskoczy do okolic 5 proc.", "wskaźnik podskoczy do 5 proc.")

F("pl-startup-1", "en",
"""Warszawski startup MedScan pozyskał 18 mln zł w rundzie serii A prowadzonej przez fundusz Inovo Venture Partners. Spółka rozwija oprogramowanie, które analizuje zdjęcia RTG klatki piersiowej w czasie krótszym niż 30 sekund. Z rozwiązania korzysta obecnie 46 szpitali w Polsce i Czechach. Pozyskane środki zostaną przeznaczone na ekspansję w Niemczech oraz zatrudnienie około 25 inżynierów. Firma została założona w 2019 r. i zatrudnia 60 osób. Do końca 2025 r. zamierza uzyskać certyfikat CE klasy IIb.""",
"""Warsaw-based start-up MedScan has raised PLN 18 million in a Series A round led by Inovo Venture Partners. The company develops software that analyses chest X-rays in under half a minute. Its solution is currently used by 46 hospitals in Poland and the Czech Republic. The new funding will finance expansion into Germany and the hiring of around 25 engineers. Founded in 2019, the firm has a headcount of 60 and aims to obtain class IIb CE certification by the end of 2025.""")

F("pl-api-1", "preserve",
"""### Uwierzytelnianie

Każde żądanie do API musi zawierać nagłówek `Authorization: Bearer <token>`. Token uzyskasz, wywołując `POST /v2/auth/token` z parametrami `client_id` i `client_secret`.

1. Token jest ważny przez 3600 sekund.
2. Limit wynosi 100 żądań na minutę; po jego przekroczeniu serwer zwraca kod `429`.
3. Nie przechowuj `client_secret` w repozytorium kodu.

Przykładowe wywołania znajdziesz w [dokumentacji](https://api.faktury.example.pl/docs).""",
"""### Uwierzytelnianie

Do każdego żądania wysyłanego do API dołącz nagłówek `Authorization: Bearer <token>`. Aby dostać token, wyślij `POST /v2/auth/token`, podając `client_id` oraz `client_secret`.

1. Token wygasa po godzinie (3600 s).
2. Możesz wysłać najwyżej 100 żądań na minutę – gdy przekroczysz limit, serwer odpowie kodem `429`.
3. `client_secret` nie może trafić do repozytorium kodu.

Przykłady wywołań są w [dokumentacji](https://api.faktury.example.pl/docs).""")
D("pl-api-1", "pl-api-1-d1", "code", "wyślij `POST /v2/auth/token`", "wyślij `POST /v2/auth/login`")
D("pl-api-1", "pl-api-1-d2", "markdown", reps=[
  ("1. Token wygasa", "Token wygasa"), ("(3600 s).\n2. Możesz", "(3600 s). Możesz"), ("kodem `429`.\n3. `client_secret`", "kodem `429`. `client_secret`")])

F("pl-hiking-1", "en",
"""Tatrzański Park Narodowy informuje, że od 1 grudnia do 15 maja szlak z Morskiego Oka na Rysy jest zamknięty ze względu na zagrożenie lawinowe. Wejście na pozostałe szlaki powyżej 1500 m n.p.m. jest możliwe wyłącznie z raczkami lub rakami. Obecnie obowiązuje drugi stopień zagrożenia lawinowego w pięciostopniowej skali. Bilet wstępu do parku kosztuje 10 zł, a bilet ulgowy 5 zł. Przed wyjściem w góry turyści muszą sprawdzić komunikat lawinowy na stronie tpn.pl. W razie wypadku należy dzwonić pod numer 985 lub 601 100 300.""",
"""Heads-up from Tatra National Park: the trail from Morskie Oko up Rysy is shut from 1 December to 15 May because of avalanche risk. On every other trail above 1,500 m you can only go up with microspikes or crampons. Right now the avalanche danger is at level 2 on the five-level scale. Park entry costs PLN 10, or PLN 5 with a concession. Before you head out, you must check the avalanche bulletin at tpn.pl. If there's an accident, call 985 or 601 100 300.""")
D("pl-hiking-1", "pl-hiking-1-d1", "modality", "you must check the avalanche bulletin", "it's worth checking the avalanche bulletin")

F("pl-parking-1", "preserve",
"""Od 2 stycznia 2025 r. Strefa Płatnego Parkowania w Gdyni zostanie powiększona o ulice Morską i Kartuską. Opłaty pobierane są od poniedziałku do piątku w godzinach 9:00–18:00. Pierwsza godzina postoju kosztuje 5 zł, druga 6 zł, a trzecia 7,20 zł. Mieszkańcy strefy mogą wykupić abonament w cenie 30 zł miesięcznie. Kara za nieopłacony postój wynosi 200 zł, a po wniesieniu jej w ciągu 7 dni – 100 zł. Osoby z niepełnosprawnościami parkują bezpłatnie na wyznaczonych miejscach.""",
"""Z dniem 2 stycznia 2025 r. do gdyńskiej Strefy Płatnego Parkowania dołączą ulice Morska i Kartuska. Za postój płaci się od poniedziałku do piątku, od 9:00 do 18:00. Stawki: 5 zł za pierwszą godzinę, 6 zł za drugą i 7,20 zł za trzecią. Mieszkańcy strefy mogą kupić abonament za 30 zł na miesiąc. Kto nie zapłaci, dostanie karę 200 zł, obniżaną do 100 zł, jeśli zostanie uregulowana w ciągu tygodnia. Na wyznaczonych miejscach osoby z niepełnosprawnościami parkują za darmo.""")

F("pl-waste-1", "preserve",
"""**Harmonogram odbioru odpadów – osiedle Słoneczne, maj 2024**

- Odpady zmieszane: co wtorek (7, 14, 21 i 28 maja).
- Papier i plastik: 10 i 24 maja.
- Szkło: 16 maja.
- Odpady wielkogabarytowe: 25 maja, wystawione do godz. 6:00.

Pojemniki należy wystawić przed posesję w dniu odbioru do godz. 6:00. Odpady wystawione po tej godzinie nie zostaną odebrane. Reklamacje przyjmuje Referat Gospodarki Odpadami pod numerem 58 677 12 30.""",
"""**Harmonogram odbioru odpadów – osiedle Słoneczne, maj 2024**

- Zmieszane: we wtorki, czyli 7, 14, 21 i 28 maja.
- Papier i plastik: 10 oraz 24 maja.
- Szkło: 16 maja.
- Gabaryty: 25 maja – trzeba je wystawić do 6:00.

W dniu odbioru wystawcie pojemniki przed posesję najpóźniej o 6:00, bo śmieci wystawionych później nikt nie zabierze. Reklamacje zgłaszajcie do Referatu Gospodarki Odpadami: 58 677 12 30.""")
D("pl-waste-1", "pl-waste-1-d1", "markdown", reps=[
  ("**Harmonogram odbioru odpadów – osiedle Słoneczne, maj 2024**\n\n- Zmieszane", "Harmonogram odbioru odpadów – osiedle Słoneczne, maj 2024. Zmieszane"),
  ("28 maja.\n- Papier", "28 maja. Papier"), ("24 maja.\n- Szkło", "24 maja. Szkło"), ("16 maja.\n- Gabaryty", "16 maja. Gabaryty")])

F("pl-scholarship-1", "en",
"""Stypendium rektora dla najlepszych studentów przyznawane jest nie więcej niż 10% studentów każdego kierunku. O stypendium mogą ubiegać się osoby, które uzyskały średnią ocen co najmniej 4,5 lub osiągnięcia naukowe, artystyczne albo sportowe. Wnioski należy składać w systemie USOS do 15 października 2024 r. Stypendium wynosi od 800 do 1 300 zł miesięcznie i jest wypłacane przez 9 miesięcy. Student pierwszego roku może je otrzymać tylko wtedy, gdy jest laureatem olimpiady międzynarodowej lub ogólnopolskiej.""",
"""The Rector's scholarship for the best students is awarded to at most 10% of the students in each degree programme. Students with a grade average of at least 4.5, or with academic, artistic or sporting achievements, are eligible to apply. Applications must be filed in USOS no later than 15 October 2024. The scholarship is worth PLN 800–1,300 a month and is paid for nine months. First-year students can receive it only if they are prize winners of an international or national olympiad.""")
D("pl-scholarship-1", "pl-scholarship-1-d1", "wrong_language", language="preserve")

F("pl-ferry-1", "preserve",
"""Od 1 czerwca do 30 września 2024 r. prom na trasie Świnoujście – Ystad będzie kursował trzy razy dziennie, o 7:00, 13:30 i 22:00. Rejs trwa około 7 godzin. Bilet dla pasażera pieszego kosztuje 199 zł, a przewóz samochodu osobowego z kierowcą – 690 zł. Rezerwacji należy dokonać najpóźniej 24 godziny przed odpłynięciem. Odprawa zamyka się 60 minut przed wypłynięciem promu. Dzieci do 6 lat podróżują bezpłatnie, jeśli nie zajmują osobnej kabiny.""",
"""W okresie od 1 czerwca do 30 września 2024 r. połączenie promowe Świnoujście – Ystad będzie obsługiwane trzy razy na dobę: o 7:00, 13:30 i 22:00. Czas przeprawy wynosi w przybliżeniu 7 godzin. Cena biletu dla pasażera bez pojazdu to 199 zł, natomiast za samochód osobowy wraz z kierowcą zapłacimy 690 zł. Rezerwację trzeba złożyć co najmniej dobę przed wypłynięciem. Odprawa kończy się na godzinę przed odpłynięciem. Dzieci do lat 6 nie płacą za przejazd, o ile nie zajmują oddzielnej kabiny.""")

F("pl-hospital-1", "en",
"""Szpital Wojewódzki w Opolu wprowadza nowe zasady odwiedzin od 1 października 2024 r. Pacjentów można odwiedzać codziennie w godzinach 14:00–19:00. Przy łóżku chorego mogą przebywać jednocześnie najwyżej dwie osoby. Na oddziale intensywnej terapii wizyta trwa nie dłużej niż 30 minut. Dzieci poniżej 12 lat mogą odwiedzać pacjentów wyłącznie pod opieką dorosłych. Osoby z objawami infekcji nie powinny przychodzić do szpitala. Rodzice dzieci hospitalizowanych mogą przebywać z nimi całą dobę.""",
"""Starting 1 October 2024, Opole Provincial Hospital is introducing new visiting rules. Patients may receive visitors every day between 2 p.m. and 7 p.m. No more than two visitors may be at a patient's bedside at the same time. In the intensive care unit, a visit may last up to half an hour. Children under 12 may visit patients only when accompanied by an adult. People with symptoms of infection should not come to the hospital. Parents of children in hospital may stay with them around the clock.""")

F("pl-exam-1", "preserve",
"""Centralna Komisja Egzaminacyjna ogłosiła 9 lipca 2024 r. wyniki tegorocznej matury. Egzamin zdało 83,4% absolwentów liceów i techników, czyli o 1,6 punktu procentowego mniej niż przed rokiem. Najwięcej trudności sprawiła matematyka, z której średni wynik wyniósł 62%. Do egzaminu przystąpiło łącznie 263 tys. osób. Uczniowie, którzy nie zdali jednego przedmiotu, mogą przystąpić do egzaminu poprawkowego 20 sierpnia. Wyniki są dostępne w systemie ZIU od godz. 8:30.""",
"""Maturę 2024 zdało 83,4 proc. absolwentów liceów i techników – o 1,6 pkt proc. mniej niż rok wcześniej. Takie dane przedstawiła 9 lipca Centralna Komisja Egzaminacyjna. Do egzaminu podeszło w sumie 263 tys. osób. Największym wyzwaniem okazała się matematyka: średni wynik to 62 proc. Kto oblał tylko jeden przedmiot, ma jeszcze szansę – poprawka odbędzie się 20 sierpnia. Wyniki można sprawdzić w systemie ZIU od 8:30.""")

F("pl-cyber-1", "preserve",
"""CERT Polska ostrzega przed krytyczną podatnością CVE-2024-3400 w oprogramowaniu PAN-OS, ocenioną na 10,0 w skali CVSS. Podatność umożliwia zdalne wykonanie kodu bez uwierzytelnienia. Dotyczy wersji 10.2, 11.0 i 11.1. Administratorzy powinni niezwłocznie zaktualizować system do wersji 11.1.2-h3 lub nowszej. Do czasu aktualizacji zaleca się wyłączenie telemetrii poleceniem `set deviceconfig system telemetry disable`. Według CERT w Polsce może być narażonych około 300 urządzeń.""",
"""CERT Polska alarmuje: w PAN-OS wykryto krytyczną lukę CVE-2024-3400 z oceną CVSS 10,0. Pozwala ona zdalnie wykonać kod bez żadnego uwierzytelnienia. Problem dotyczy wersji 10.2, 11.0 oraz 11.1. Administratorzy powinni bez zwłoki zainstalować wersję 11.1.2-h3 lub nowszą. Zanim to zrobią, zaleca się wyłączenie telemetrii poleceniem `set deviceconfig system telemetry disable`. CERT szacuje, że w Polsce zagrożonych może być mniej więcej 300 urządzeń.""")
D("pl-cyber-1", "pl-cyber-1-d1", "code", "`set deviceconfig system telemetry disable`", "`set deviceconfig telemetry disable`")

F("pl-rental-1", "en",
"""Najemca musi mieć ukończone 21 lat i posiadać prawo jazdy od co najmniej 2 lat. Przy odbiorze samochodu pobierana jest kaucja w wysokości 1 500 zł, zwracana w ciągu 7 dni od oddania pojazdu. Dzienny limit przebiegu wynosi 300 km, a za każdy dodatkowy kilometr naliczana jest opłata 0,50 zł. Samochód należy zwrócić z pełnym bakiem. Wyjazd poza granice Unii Europejskiej jest zabroniony. Najemca może bezpłatnie anulować rezerwację do 48 godzin przed planowanym odbiorem.""",
"""Renters must be at least 21 years old and have held a driving licence for a minimum of two years. A deposit of PLN 1,500 is taken when the car is collected and refunded within seven days of its return. The daily mileage allowance is 300 km; every extra kilometre is charged at PLN 0.50. The car must be returned with a full tank. Taking the vehicle outside the European Union is prohibited. Reservations can be cancelled free of charge up to 48 hours before the scheduled pick-up.""")
D("pl-rental-1", "pl-rental-1-d1", "modality", "The car must be returned with a full tank.", "The car may be returned with a full tank.")

F("pl-book-1", "preserve",
"""Wydawnictwo Literackie zapowiada na 16 października 2024 r. premierę nowej powieści Olgi Tokarczuk „Empuzjon. Część druga”. Książka liczy 448 stron i będzie kosztować 59,90 zł. Pierwszy nakład wyniesie 150 tys. egzemplarzy. Numer ISBN wydania w twardej oprawie to 978-83-08-08412-6. Autorka spotka się z czytelnikami 19 października w Krakowie i 24 października w Warszawie. Przedsprzedaż ruszy na stronie wydawnictwa 1 października.""",
"""Na 16 października 2024 r. Wydawnictwo Literackie zaplanowało premierę nowej powieści Olgi Tokarczuk, „Empuzjon. Część druga”. Tom ma 448 stron, a jego cena wyniesie 59,90 zł. Wydawca od razu stawia na rozmach: pierwszy nakład to 150 tysięcy egzemplarzy. Wydanie w twardej oprawie ma ISBN 978-83-08-08412-6. Czytelnicy spotkają się z noblistką 19 października w Krakowie oraz 24 października w Warszawie. Przedsprzedaż na stronie wydawnictwa wystartuje 1 października.""")

F("pl-pension-1", "en",
"""Od 1 marca 2024 r. emerytury i renty zostały zwaloryzowane o 12,12%. Minimalna emerytura wzrosła do 1 780,96 zł brutto. Podwyżka nastąpiła automatycznie i nie wymaga składania wniosku. Trzynasta emerytura w wysokości minimalnej emerytury zostanie wypłacona w kwietniu, a czternasta prawdopodobnie we wrześniu. Osoby pobierające świadczenie powyżej 2 900 zł brutto otrzymają czternastkę w niższej kwocie. ZUS wyśle decyzje o nowej wysokości świadczeń do końca marca.""",
"""Old-age and disability pensions were indexed by 12.12% with effect from 1 March 2024. The minimum pension has risen to PLN 1,780.96 gross. The increase was applied automatically, so no application is required. A "thirteenth pension" equal to the minimum pension will be paid in April, and the "fourteenth" most likely in September. People whose benefit exceeds PLN 2,900 gross will receive a reduced fourteenth pension. ZUS will send out decisions on the new benefit amounts by the end of March.""")

F("pl-hist-1", "preserve",
"""Spór o datację lokacji Krakowa na prawie magdeburskim wciąż nie jest rozstrzygnięty. Tradycyjnie przyjmuje się rok 1257 (Wyrozumski, 1992), jednak część badaczy wskazuje, że proces lokacyjny mógł rozpocząć się już w latach 40. XIII wieku (Krasnowolski i Sulimirski, 2004). Analiza 37 dokumentów z archiwum kapituły krakowskiej sugeruje, że przed 1257 r. funkcjonowało co najmniej 5 parcel o regularnym kształcie. Nie dowodzi to jednak istnienia formalnej lokacji. Szersze omówienie problemu przedstawia Zaremska (2018, s. 112–135).""",
"""Kwestia datowania lokacji Krakowa na prawie magdeburskim pozostaje otwarta. Za datę tradycyjną uznaje się 1257 r. (Wyrozumski, 1992), choć według części historyków proces lokacyjny mógł się zacząć już w latach czterdziestych XIII stulecia (Krasnowolski i Sulimirski, 2004). Analiza 37 dokumentów przechowywanych w archiwum kapituły krakowskiej pozwala przypuszczać, że przed 1257 r. istniało co najmniej pięć regularnie wytyczonych parcel – co nie przesądza jednak o formalnym akcie lokacji. Obszerniej zagadnienie to omawia Zaremska (2018, s. 112–135).""")
D("pl-hist-1", "pl-hist-1-d1", "citation", "(Krasnowolski i Sulimirski, 2004)", "(Krasnowolski, 2004)")
D("pl-hist-1", "pl-hist-1-d2", "citation", "Zaremska (2018, s. 112–135)", "Zaremska (2018)")

F("pl-gym-1", "preserve",
"""Karnet open w klubie FitPoint kosztuje 149 zł miesięcznie przy umowie na 12 miesięcy lub 199 zł bez zobowiązań. Klub jest czynny od poniedziałku do piątku w godzinach 6:00–23:00, a w weekendy od 8:00 do 20:00. Zajęcia grupowe są wliczone w cenę karnetu, ale trzeba się na nie zapisać w aplikacji najpóźniej 2 godziny przed rozpoczęciem. Nieobecność bez wypisania się skutkuje blokadą zapisów na 7 dni. Umowę można wypowiedzieć z miesięcznym okresem wypowiedzenia.""",
"""Karnet open w FitPoint to 149 zł miesięcznie, jeśli podpiszesz umowę na rok, albo 199 zł, jeśli nie chcesz się wiązać. Klub działa w dni powszednie od 6:00 do 23:00, a w sobotę i niedzielę od 8:00 do 20:00. Zajęcia grupowe masz w cenie, tylko zapisz się na nie w aplikacji co najmniej dwie godziny przed startem. Nie przyjdziesz i się nie wypiszesz? Przez tydzień nie zapiszesz się na nic. Umowę wypowiesz z miesięcznym wyprzedzeniem.""")

F("pl-short-3", "preserve",
"""Jutro w Małopolsce spodziewane są burze z gradem. Prędkość wiatru w porywach może osiągnąć 90 km/h.""",
"""Na jutro synoptycy zapowiadają w Małopolsce burze z gradem, a wiatr w porywach może dochodzić do 90 km/h.""")

F("pl-short-4", "en",
"""Sąd Rejonowy w Gnieźnie odroczył rozprawę do 12 września 2024 r., ponieważ nie stawił się kluczowy świadek.""",
"""The District Court in Gniezno adjourned the hearing until 12 September 2024 because a key witness failed to appear.""")
D("pl-short-4", "pl-short-4-d1", "negation", "because a key witness failed to appear", "because a key witness appeared")

F("pl-short-5", "preserve",
"""W Wigilię sklep będzie otwarty do 14:00, a 25 i 26 grudnia będzie nieczynny.""",
"""24 grudnia zapraszamy do 14:00, a w oba dni świąt robimy sobie wolne.""")

F("pl-farm-2", "preserve",
"""W związku z wystąpieniem ogniska afrykańskiego pomoru świń w gminie Kłodawa Powiatowy Lekarz Weterynarii wyznaczył obszar zapowietrzony o promieniu 3 km i obszar zagrożony o promieniu 10 km. Na tych obszarach przez co najmniej 30 dni obowiązuje zakaz przemieszczania świń. Hodowcy muszą stosować maty dezynfekcyjne przy wjazdach do gospodarstw. Za każdą świnię poddaną ubojowi z nakazu służb przysługuje odszkodowanie według wartości rynkowej. Szczegóły w rozporządzeniu Wojewody Wielkopolskiego nr 14/2024 z 3 lipca 2024 r.""",
"""Po wykryciu ogniska afrykańskiego pomoru świń w gminie Kłodawa Powiatowy Lekarz Weterynarii ustanowił obszar zapowietrzony w promieniu 3 km oraz obszar zagrożony w promieniu 10 km. Przemieszczanie świń w obu strefach jest zakazane przez minimum 30 dni. Hodowcy mają obowiązek wyłożenia mat dezynfekcyjnych przy wjazdach do gospodarstw. Za każde zwierzę ubite na polecenie służb wypłacane jest odszkodowanie odpowiadające jego wartości rynkowej. Szczegółowe regulacje zawiera rozporządzenie nr 14/2024 Wojewody Wielkopolskiego z dnia 3 lipca 2024 r.""")
D("pl-farm-2", "pl-farm-2-d1", "number", "obszar zagrożony w promieniu 10 km", "obszar zagrożony w promieniu 20 km")

F("pl-metro-1", "en",
"""Od soboty 6 lipca do niedzieli 25 sierpnia stacja metra Świętokrzyska będzie zamknięta z powodu remontu. Pociągi linii M1 i M2 będą przejeżdżać przez stację bez zatrzymania. Przesiadki między liniami będą możliwe na stacjach Centrum i Rondo ONZ. Remont kosztuje 48 mln zł i obejmuje wymianę 12 schodów ruchomych. Zarząd Transportu Miejskiego szacuje, że ze stacji korzysta codziennie około 70 tys. pasażerów.""",
"""Świętokrzyska metro station will be closed for renovation from Saturday 6 July to Sunday 25 August. M1 and M2 trains will pass through without stopping. Passengers will be able to change lines at Centrum and Rondo ONZ instead. The PLN 48 million project includes replacing a dozen escalators. According to estimates by the municipal transport authority, some 70,000 passengers use the station every day.""")
D("pl-metro-1", "pl-metro-1-d1", "hedge", "some 70,000 passengers", "70,000 passengers")

D("pl-ferry-1", "pl-ferry-1-d1", "invented_fact", "Rezerwację trzeba złożyć co najmniej dobę", "Rezerwację trzeba złożyć na stronie www.promy-baltyk.pl co najmniej dobę")
D("pl-exam-1", "pl-exam-1-d1", "invented_fact", wrap=lambda c: "Oto tekst przepisany w stylu dziennikarskim:\n\n" + c)
