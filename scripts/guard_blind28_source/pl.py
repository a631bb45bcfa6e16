# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 28: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="pl-biblioteka-nasion",
        source="Od 1 marca w Filii nr 7 Miejskiej Biblioteki Publicznej działa Biblioteka Nasion. Każdy czytelnik z ważną kartą może jednorazowo wypożyczyć do 5 torebek nasion warzyw, ziół lub kwiatów. Nie pobieramy za to opłat, prosimy jednak, aby po sezonie oddać część nasion zebranych z własnych upraw – co najmniej tyle, ile się wzięło. Nie przyjmujemy nasion odmian mieszańcowych (F1) ani zaprawianych chemicznie. Oddawane nasiona powinny być suche i opisane: gatunek, odmiana, rok zbioru. Katalog dostępnych odmian znajdziesz na stronie biblioteka.gorzow.pl/nasiona.",
        good=[
            Good(
                "preserve",
                "Biblioteka Nasion działa w Filii nr 7 Miejskiej Biblioteki Publicznej od 1 marca. Jeśli masz ważną kartę czytelnika, możesz wziąć naraz maksymalnie 5 torebek z nasionami warzyw, ziół albo kwiatów. Nic za to nie płacisz. Prosimy tylko, żeby po sezonie oddać część nasion z własnych upraw – przynajmniej tyle, ile wziąłeś. Nasion odmian mieszańcowych (F1) ani nasion zaprawianych chemicznie nie przyjmujemy. Nasiona, które oddajesz, powinny być suche i opisane: gatunek, odmiana i rok zbioru. Katalog dostępnych odmian znajdziesz na biblioteka.gorzow.pl/nasiona.",
            ),
            Good(
                "preserve",
                "Biblioteka, w której wypożycza się nasiona? Od 1 marca działa taka w Filii nr 7 Miejskiej Biblioteki Publicznej. Czytelnicy z ważną kartą mogą zabrać jednorazowo do 5 torebek z nasionami warzyw, ziół lub kwiatów – bez żadnych opłat. Biblioteka prosi jedynie, by po sezonie oddać część nasion zebranych z własnych upraw, co najmniej tyle, ile się wypożyczyło. Nie przyjmie natomiast nasion odmian mieszańcowych (F1) ani zaprawianych chemicznie. Oddawane nasiona powinny być suche i opisane – z podaniem gatunku, odmiany i roku zbioru. Katalog dostępnych odmian czeka pod adresem biblioteka.gorzow.pl/nasiona.",
            ),
            Good(
                "en",
                "From 1 March, Branch No. 7 of the Municipal Public Library has a Seed Library! If you've got a valid library card, you can borrow up to 5 packets of vegetable, herb or flower seeds at a time. It's free – we just ask that after the season you bring back some of the seeds from your own crops, at least as many as you took. We don't accept F1 hybrid seeds or chemically treated seeds. Seeds you bring back should be dry and labelled with the species, variety and year of harvest. The catalogue of available varieties is at biblioteka.gorzow.pl/nasiona.",
            ),
        ],
        bad=[
            Slip(1, [("jednorazowo do 5 torebek", "jednorazowo do 3 torebek")], "number"),
            Slip(
                2,
                [
                    (
                        "We don't accept F1 hybrid seeds or chemically treated seeds.",
                        "We accept F1 hybrid seeds, but not chemically treated seeds.",
                    )
                ],
                "negation",
            ),
            Slip(0, [("biblioteka.gorzow.pl/nasiona", "biblioteka.gorzow.pl/katalog")], "url"),
        ],
    ),
    Case(
        key="pl-readme-konwerter-gpx",
        source="## gpx2csv\n\nNarzędzie wiersza poleceń do konwersji śladów GPX na pliki CSV. Wymaga Pythona 3.10 lub nowszego.\n\n**Instalacja:** `pip install gpx2csv`\n\nPodstawowe użycie:\n\n- `gpx2csv trasa.gpx` – zapisuje wynik jako `trasa.csv` w tym samym katalogu,\n- `gpx2csv trasa.gpx --interval 5` – zostawia co najwyżej jeden punkt na 5 sekund,\n- `gpx2csv katalog/ --recursive` – przetwarza też podkatalogi.\n\nPliki większe niż 200 MB nie są obsługiwane. Znaczniki czasu bez strefy traktowane są jako UTC. Narzędzie nie wysyła żadnych danych do sieci.",
        good=[
            Good(
                "preserve",
                "## gpx2csv\n\nTen program uruchamiany z terminala zamienia ślady GPX na pliki CSV. Potrzebujesz Pythona w wersji 3.10 albo nowszej.\n\n**Instalacja:** `pip install gpx2csv`\n\nJak go używać:\n\n- `gpx2csv trasa.gpx` – wynik trafia do pliku `trasa.csv` w tym samym katalogu,\n- `gpx2csv trasa.gpx --interval 5` – na każde 5 sekund zostaje najwyżej jeden punkt,\n- `gpx2csv katalog/ --recursive` – przetwarzane są także podkatalogi.\n\nObsługiwane są pliki do 200 MB. Jeśli znacznik czasu nie ma strefy, program przyjmuje UTC. Żadne dane nie są wysyłane do sieci.",
            ),
            Good(
                "preserve",
                "## gpx2csv\n\nNarzędzie obsługiwane z poziomu wiersza poleceń służy do przekształcania śladów w formacie GPX w pliki CSV; do jego działania wymagany jest Python 3.10 lub wersja późniejsza.\n\n**Instalacja:** `pip install gpx2csv`\n\nPrzykłady zastosowania:\n\n- `gpx2csv trasa.gpx` – wynik zostaje zapisany w tym samym katalogu jako `trasa.csv`,\n- `gpx2csv trasa.gpx --interval 5` – w odstępie 5 sekund pozostawiany jest maksymalnie jeden punkt,\n- `gpx2csv katalog/ --recursive` – przetwarzaniu podlegają również podkatalogi.\n\nZnaczniki czasu pozbawione informacji o strefie interpretowane są jako UTC. Pliki o rozmiarze przekraczającym 200 MB nie są obsługiwane, a narzędzie nie przesyła do sieci żadnych danych.",
            ),
            Good(
                "en",
                "## gpx2csv\n\nA command-line tool that turns GPX tracks into CSV files. You'll need Python 3.10 or newer.\n\n**Install:** `pip install gpx2csv`\n\nHow to use it:\n\n- `gpx2csv trasa.gpx` – saves the result as `trasa.csv` in the same folder,\n- `gpx2csv trasa.gpx --interval 5` – keeps at most one point per 5 seconds,\n- `gpx2csv katalog/ --recursive` – goes into subfolders too.\n\nFiles over 200 MB aren't supported. Timestamps without a time zone are treated as UTC. And it never sends any data over the network.",
            ),
        ],
        bad=[
            Slip(0, [("`gpx2csv katalog/ --recursive`", "`gpx2csv katalog/ --recurse`")], "code"),
            Slip(2, [("**Install:**", "Install:")], "markdown"),
            Slip(1, [("przekraczającym 200 MB", "przekraczającym 100 MB")], "number"),
        ],
    ),
    Case(
        key="pl-abstrakt-kornik-swierki",
        source="Celem pracy była ocena, jak susze z lat 2018–2020 wpłynęły na gradacje kornika drukarza w drzewostanach świerkowych Beskidu Śląskiego. Na 36 powierzchniach badawczych porównano liczbę drzew zasiedlonych przed suszą i po niej. Odsetek zasiedlonych świerków wzrósł z 4% do 17%, przy czym najsilniej atakowane były drzewostany powyżej 80. roku życia. Podobną zależność opisali w Czechach Hlásny i wsp. (2021). Wyniki sugerują, że wczesne usuwanie drzew zasiedlonych może ograniczać rozprzestrzenianie się gradacji, choć jego skuteczność prawdopodobnie zależy od wielkości drzewostanu i nie została tu bezpośrednio zbadana.",
        good=[
            Good(
                "preserve",
                "W pracy oceniono wpływ susz z lat 2018–2020 na gradacje kornika drukarza w świerczynach Beskidu Śląskiego. Liczbę drzew zasiedlonych przed wystąpieniem suszy i po nim porównano na 36 powierzchniach badawczych. Udział zasiedlonych świerków zwiększył się z 4% do 17%, a najsilniej atakowane były drzewostany w wieku powyżej 80 lat. Analogiczną zależność stwierdzili w Czechach Hlásny i wsp. (2021). Uzyskane wyniki sugerują, że wczesne usuwanie drzew zasiedlonych może ograniczać rozprzestrzenianie się gradacji; skuteczność tego zabiegu zależy jednak prawdopodobnie od wielkości drzewostanu, a kwestia ta nie była przedmiotem bezpośrednich badań.",
            ),
            Good(
                "preserve",
                "Jak susze z lat 2018–2020 odbiły się na świerkach w Beskidzie Śląskim? Badacze przeanalizowali 36 powierzchni i porównali, ile drzew zasiedlił kornik drukarz przed suszą, a ile po niej. Odsetek zasiedlonych świerków wzrósł z 4 do 17 procent. Najbardziej atakowane były drzewostany liczące ponad 80 lat. Podobną prawidłowość opisali w Czechach Hlásny i współpracownicy (2021). Wyniki sugerują, że wczesne usuwanie zasiedlonych drzew może hamować rozprzestrzenianie się gradacji. Jego skuteczność zależy jednak prawdopodobnie od wielkości drzewostanu – a tego w badaniu bezpośrednio nie sprawdzano.",
            ),
            Good(
                "en",
                "This study looked at how the droughts of 2018–2020 affected outbreaks of the European spruce bark beetle in spruce stands in the Silesian Beskids. On 36 study plots, we compared the number of infested trees before and after the drought. The share of infested spruces rose from 4% to 17%, and stands older than 80 years were attacked most heavily. Hlásny et al. (2021) described a similar pattern in the Czech Republic. The results suggest that removing infested trees early may limit the spread of the outbreak, although how well this works probably depends on the size of the stand, which was not studied directly here.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Hlásny i współpracownicy (2021)", "Hlásny i współpracownicy (2012)")],
                "citation",
            ),
            Slip(
                2,
                [
                    (
                        "although how well this works probably depends",
                        "although how well this works depends",
                    )
                ],
                "hedge",
            ),
            Slip(0, [("z 4% do 17%", "z 4% do 27%")], "number"),
        ],
    ),
    Case(
        key="pl-tramwaj-wodny-komunikat",
        source="Od 1 czerwca do 30 września po Odrze ponownie kursować będzie tramwaj wodny. Jednostka zabierze na pokład do 60 pasażerów i 10 rowerów. Rejsy między przystanią Zatoka Gondoli a Wyspą Słodową odbywać się będą co 90 minut, od 9:00 do 19:00, w weekendy oraz święta. Bilet normalny kosztuje 12 zł, ulgowy 6 zł; dzieci do lat 4 podróżują bezpłatnie. Bilety można kupić wyłącznie u kapitana, gotówką lub kartą. Rozkład i ewentualne zmiany związane ze stanem wody publikujemy na stronie www.tramwajwodny.wroclaw.pl.",
        good=[
            Good(
                "preserve",
                "Tramwaj wodny wraca na Odrę. Od 1 czerwca do 30 września będzie kursował między przystanią Zatoka Gondoli a Wyspą Słodową – w weekendy i święta, od 9:00 do 19:00, co półtorej godziny. Na pokład wejdzie maksymalnie 60 pasażerów i 10 rowerów. Za bilet normalny zapłacimy 12 zł, za ulgowy – 6 zł, a dzieci do lat 4 popłyną za darmo. Biletów nie kupimy nigdzie indziej niż u kapitana; zapłacić można gotówką albo kartą. Rozkład oraz informacje o ewentualnych zmianach wynikających ze stanu wody znajdą się na www.tramwajwodny.wroclaw.pl.",
            ),
            Good(
                "preserve",
                "Informujemy, że w okresie od 1 czerwca do 30 września na Odrze zostaną wznowione kursy tramwaju wodnego. Rejsy na trasie przystań Zatoka Gondoli – Wyspa Słodowa realizowane będą w weekendy i dni świąteczne, w godzinach 9:00–19:00, z częstotliwością co 90 minut. Pojemność jednostki wynosi 60 pasażerów oraz 10 rowerów. Ceny biletów: normalny – 12 zł, ulgowy – 6 zł; dzieci do lat 4 podróżują bezpłatnie. Sprzedaż biletów prowadzi wyłącznie kapitan (płatność gotówką lub kartą). Rozkład rejsów oraz ewentualne zmiany wynikające ze stanu wody publikowane są na stronie www.tramwajwodny.wroclaw.pl.",
            ),
            Good(
                "en",
                "Good news: the water tram is back on the Oder from 1 June to 30 September! It runs between the Zatoka Gondoli marina and Słodowa Island every hour and a half, 9 am to 7 pm, on weekends and public holidays. There's room for up to 60 passengers and 10 bikes. Tickets are PLN 12 (PLN 6 reduced), and kids under 4 ride free. You can only buy them from the captain – cash or card both work. Check www.tramwajwodny.wroclaw.pl for the timetable and any changes due to water levels.",
            ),
        ],
        bad=[
            Slip(2, [("to 30 September", "to 30 August")], "date"),
            Slip(0, [("www.tramwajwodny.wroclaw.pl", "www.tramwajwodny.pl")], "url"),
            Slip(
                1,
                [("oraz 10 rowerów.", "oraz 10 rowerów; na pokładzie działa niewielki bar.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-sekcja-tenisa-stolowego",
        source="Treningi sekcji tenisa stołowego odbywają się we wtorki i piątki od 17:00 do 19:00 w hali przy Szkole Podstawowej nr 4. Miesięczna składka wynosi 80 zł, dla rodzeństwa – 60 zł od osoby. Na salę wchodzimy wyłącznie w czystym obuwiu sportowym o jasnej podeszwie. Dzieci poniżej 10 lat muszą być odbierane przez rodzica lub wskazaną osobę bezpośrednio z sali. Własne rakietki są mile widziane, ale klub zapewnia sprzęt na zajęcia. Stoły rozkładają i składają zawodnicy pod nadzorem trenera – samodzielnie nie wolno ich przestawiać.",
        good=[
            Good(
                "preserve",
                "Trenujemy we wtorki i piątki, 17:00–19:00, w hali przy Szkole Podstawowej nr 4. Składka to 80 zł miesięcznie, a rodzeństwo płaci po 60 zł od osoby. Na salę wchodzisz tylko w czystych butach sportowych z jasną podeszwą. Dzieci, które nie skończyły 10 lat, rodzic albo wskazana osoba musi odebrać prosto z sali. Własne rakietki chętnie widzimy, ale sprzęt na zajęcia zapewnia klub. Stoły rozkładacie i składacie sami, zawsze pod okiem trenera; na własną rękę przestawiać ich nie wolno.",
            ),
            Good(
                "preserve",
                "Zajęcia sekcji tenisa stołowego prowadzone są we wtorki i piątki w godzinach 17:00–19:00 w hali przy Szkole Podstawowej nr 4. Składka miesięczna wynosi 80 zł; w przypadku rodzeństwa obowiązuje stawka 60 zł od osoby. Wstęp na salę dozwolony jest wyłącznie w czystym obuwiu sportowym z jasną podeszwą. Dzieci w wieku poniżej 10 lat muszą zostać odebrane bezpośrednio z sali przez rodzica lub wskazaną osobę. Własne rakietki są mile widziane, jednak klub zapewnia sprzęt do zajęć. Rozkładanie i składanie stołów należy do zawodników i odbywa się pod nadzorem trenera; samodzielne przestawianie stołów jest zabronione.",
            ),
            Good(
                "en",
                "Table tennis training takes place on Tuesdays and Fridays from 5 to 7 pm in the sports hall at Primary School No. 4. The fee is PLN 80 a month, or PLN 60 per person for siblings. You may only enter the hall in clean sports shoes with light-coloured soles. Children under 10 must be collected straight from the hall by a parent or another designated person. You are welcome to bring your own bat, but the club provides equipment for the sessions. Players set up and put away the tables under the coach's supervision; nobody may move the tables on their own.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("Children under 10 must be collected", "Children under 10 should be collected")],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "na własną rękę przestawiać ich nie wolno",
                        "na własną rękę też wolno je przestawiać",
                    )
                ],
                "negation",
            ),
            Slip(1, [("stawka 60 zł od osoby", "stawka 50 zł od osoby")], "number"),
        ],
    ),
    Case(
        key="pl-gastroskopia-przygotowanie",
        source="Na gastroskopię należy zgłosić się na czczo – ostatni posiłek najpóźniej 8 godzin przed badaniem. Do 2 godzin przed badaniem można pić niewielkie ilości niegazowanej wody. Leki na nadciśnienie przyjmuje się rano jak zwykle, popijając łykiem wody; leki przeciwkrzepliwe mogą wymagać odstawienia, dlatego o ich przyjmowaniu trzeba poinformować lekarza co najmniej tydzień wcześniej. Badanie trwa zwykle 5–10 minut. Po znieczuleniu gardła przez około godzinę nie wolno jeść ani pić. Pacjenci, którzy otrzymali leki uspokajające, nie mogą tego dnia prowadzić samochodu i muszą przyjść z osobą towarzyszącą.",
        good=[
            Good(
                "preserve",
                "Przyjdź na gastroskopię na czczo. Ostatni posiłek zjedz nie później niż 8 godzin przed badaniem. Niewielkie ilości wody niegazowanej możesz pić jeszcze do 2 godzin przed badaniem. Leki na nadciśnienie weź rano tak jak zwykle i popij je łykiem wody. Jeśli przyjmujesz leki przeciwkrzepliwe, musisz powiedzieć o tym lekarzowi co najmniej tydzień przed badaniem, bo może być konieczne ich odstawienie. Samo badanie trwa zwykle od 5 do 10 minut. Po znieczuleniu gardła przez mniej więcej godzinę nie wolno nic jeść ani pić. Jeśli dostaniesz leki uspokajające, tego dnia nie możesz prowadzić samochodu i musisz przyjść z osobą towarzyszącą.",
            ),
            Good(
                "preserve",
                "Warunkiem przeprowadzenia gastroskopii jest zgłoszenie się pacjenta na czczo; od ostatniego posiłku do badania musi upłynąć co najmniej 8 godzin. Spożywanie niewielkich ilości niegazowanej wody jest dopuszczalne do 2 godzin przed badaniem. Leki hipotensyjne przyjmuje się rano w zwykły sposób, popijając je łykiem wody. Stosowanie leków przeciwkrzepliwych może wymagać ich odstawienia, w związku z czym pacjent ma obowiązek poinformować o nim lekarza z co najmniej tygodniowym wyprzedzeniem. Czas trwania badania wynosi zazwyczaj 5–10 minut. Przez około godzinę po znieczuleniu gardła obowiązuje zakaz jedzenia i picia. Pacjenci, którym podano leki uspokajające, nie mogą w dniu badania prowadzić samochodu i są zobowiązani do przybycia z osobą towarzyszącą.",
            ),
            Good(
                "en",
                "Patients must arrive for gastroscopy having fasted, with their last meal no later than 8 hours before the procedure. Small amounts of still water are permitted up to 2 hours beforehand. Blood pressure medication is to be taken in the morning as usual, with a sip of water. Anticoagulants may need to be discontinued, so patients taking them must inform the doctor at least one week in advance. The procedure normally takes 5–10 minutes. Following throat anaesthesia, patients may not eat or drink for approximately one hour. Patients who have received sedatives may not drive on that day and must be accompanied by someone.",
            ),
        ],
        bad=[
            Slip(0, [("nie później niż 8 godzin", "nie później niż 6 godzin")], "number"),
            Slip(
                2,
                [("patients taking them must inform", "patients taking them should inform")],
                "modality",
            ),
            Slip(1, [("może wymagać ich odstawienia", "wymaga ich odstawienia")], "hedge"),
        ],
    ),
    Case(
        key="pl-nabor-digitalizacja-archiwow",
        source="Fundacja Pamięć Regionu ogłasza nabór wniosków w programie „Cyfrowe Archiwa Lokalne”. O granty w wysokości od 5 000 do 20 000 zł mogą ubiegać się organizacje pozarządowe, parafie oraz koła gospodyń wiejskich z województwa lubelskiego. Dofinansowanie obejmuje skanowanie, opis i udostępnienie online zbiorów sprzed 1989 roku. Wymagany jest wkład własny w wysokości 10% kosztów projektu, który może mieć formę pracy wolontariuszy. Wnioski należy składać do 15 marca 2025 r. przez formularz elektroniczny; wersje papierowe nie będą rozpatrywane. Pytania prosimy kierować na adres granty@pamiecregionu.pl.",
        good=[
            Good(
                "preserve",
                "Organizacje pozarządowe, parafie i koła gospodyń wiejskich z województwa lubelskiego mogą ubiegać się o pieniądze na cyfryzację zbiorów. Fundacja Pamięć Regionu rozpoczęła nabór wniosków do programu „Cyfrowe Archiwa Lokalne”, w którym do wzięcia są granty od 5 do 20 tys. zł. Dofinansowanie obejmie skanowanie, opisanie i udostępnienie w internecie zbiorów sprzed 1989 roku. Wnioskodawcy muszą zapewnić wkład własny równy 10% kosztów projektu – może to być także praca wolontariuszy. Termin mija 15 marca 2025 r. Wnioski przyjmowane są tylko przez formularz elektroniczny, a papierowych fundacja nie rozpatrzy. Pytania można wysyłać na adres granty@pamiecregionu.pl.",
            ),
            Good(
                "preserve",
                "Fundacja Pamięć Regionu zaprasza do składania wniosków w ramach programu „Cyfrowe Archiwa Lokalne”. Uprawnione do ubiegania się o granty są organizacje pozarządowe, parafie oraz koła gospodyń wiejskich z terenu województwa lubelskiego; wartość pojedynczego grantu wynosi od 5 000 zł do 20 000 zł. Dofinansowaniem objęte są skanowanie, opracowanie opisów oraz udostępnienie online zbiorów pochodzących sprzed 1989 r. Wnioskodawca zobowiązany jest wnieść wkład własny stanowiący 10% kosztów projektu; dopuszcza się wniesienie go w formie pracy wolontariuszy. Termin składania wniosków upływa 15 marca 2025 r. Wnioski przyjmowane są wyłącznie za pośrednictwem formularza elektronicznego – wnioski w wersji papierowej nie będą rozpatrywane. Pytania prosimy kierować na adres granty@pamiecregionu.pl.",
            ),
            Good(
                "en",
                "The Pamięć Regionu Foundation is accepting applications for its “Cyfrowe Archiwa Lokalne” (Local Digital Archives) programme. NGOs, parishes and rural women's associations (koła gospodyń wiejskich) from the Lubelskie province can apply for grants of PLN 5,000 to 20,000. The funding covers scanning, describing and putting online collections from before 1989. You must contribute 10% of the project costs yourself, and this contribution can take the form of volunteer work. Send your application by 15 March 2025 using the online form. Paper applications will not be considered. Questions? Write to granty@pamiecregionu.pl.",
            ),
        ],
        bad=[
            Slip(2, [("granty@pamiecregionu.pl", "grants@pamiecregionu.pl")], "url"),
            Slip(1, [("upływa 15 marca 2025 r.", "upływa 15 maja 2025 r.")], "date"),
            Slip(
                0,
                [("może to być także praca wolontariuszy", "musi to być praca wolontariuszy")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-pociag-nocny-kuszetka",
        source="W wagonach z kuszetkami i sypialnych pociągu nocnego „Karkonosze” obowiązuje rezerwacja miejsc. Bilet z miejscem do leżenia można kupić najpóźniej 30 minut przed odjazdem pociągu ze stacji początkowej. Dzieci do lat 4 mogą podróżować na jednym miejscu z opiekunem bez dodatkowej opłaty. Cisza nocna trwa od 22:00 do 6:00. W przedziałach nie wolno palić ani korzystać z e-papierosów. Rowery przewozi się wyłącznie w wagonie z oznakowanym przedziałem rowerowym, po wykupieniu biletu za 9,10 zł. Konduktor może poprosić o okazanie dokumentu tożsamości.",
        good=[
            Good(
                "preserve",
                "Jedziesz nocnym pociągiem „Karkonosze” w kuszetce albo w wagonie sypialnym? Musisz mieć rezerwację miejsca. Bilet z miejscem do leżenia kupisz najpóźniej pół godziny przed odjazdem pociągu ze stacji początkowej. Dzieci do lat 4 mogą jechać na jednym miejscu z opiekunem i nie dopłacasz za nie. Cisza nocna trwa od 22:00 do 6:00. W przedziale nie palimy – ani zwykłych papierosów, ani e-papierosów. Rower możesz wziąć tylko do wagonu z oznakowanym przedziałem rowerowym i musisz kupić dla niego bilet za 9,10 zł. Konduktor może poprosić cię o dokument tożsamości.",
            ),
            Good(
                "preserve",
                "Podróż w wagonach z miejscami do leżenia oraz w wagonach sypialnych pociągu nocnego „Karkonosze” wymaga rezerwacji miejsca. Sprzedaż biletów z miejscem do leżenia kończy się 30 minut przed odjazdem pociągu ze stacji początkowej. Dzieci do lat 4 mogą bez dodatkowej opłaty podróżować na jednym miejscu z opiekunem. Cisza nocna obowiązuje w godzinach 22:00–6:00. W przedziałach obowiązuje zakaz palenia tytoniu oraz używania e-papierosów. Przewóz rowerów jest możliwy wyłącznie w wagonie z oznakowanym przedziałem rowerowym i wymaga wykupienia biletu w cenie 9,10 zł. Konduktor ma prawo poprosić o okazanie dokumentu tożsamości.",
            ),
            Good(
                "en",
                "Travelling on the “Karkonosze” night train in a couchette or sleeper car? Reservations are compulsory. Tickets with a berth can be bought up to 30 minutes before the train leaves its starting station. Children under 4 may share a berth with their guardian at no extra cost. Quiet hours run from 10 pm to 6 am. Smoking and e-cigarettes are banned in the compartments. Bikes travel only in a car with a marked bicycle compartment, and passengers need a PLN 9.10 bike ticket. The conductor may ask to see proof of identity.",
            ),
        ],
        bad=[
            Slip(2, [("a PLN 9.10 bike ticket", "a PLN 7.10 bike ticket")], "number"),
            Slip(
                0,
                [
                    (
                        "W przedziale nie palimy – ani zwykłych papierosów, ani e-papierosów.",
                        "W przedziale nie palimy zwykłych papierosów, ale e-papierosy są w porządku.",
                    )
                ],
                "negation",
            ),
            Slip(
                1, [("Konduktor ma prawo poprosić", "Konduktor ma obowiązek poprosić")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-wypozyczalnia-sup",
        source="Deski SUP wypożyczamy od maja do września, codziennie w godz. 9:00–19:00, przy plaży miejskiej nad jeziorem Ukiel. Pierwsza godzina pływania kosztuje 35 zł, a każda kolejna – 25 zł. Przy wypożyczeniu pobieramy dowód osobisty jako zabezpieczenie. Kamizelka asekuracyjna jest w cenie i trzeba ją mieć na sobie przez cały czas na wodzie. Osoby poniżej 16 lat mogą pływać tylko pod opieką dorosłego. Przy wietrze powyżej 5 w skali Beauforta wypożyczalnia jest zamykana, a deski trzeba niezwłocznie sprowadzić do brzegu. Nie wypływamy poza strefę oznaczoną żółtymi bojami.",
        good=[
            Good(
                "preserve",
                "SUP-y pożyczysz u nas od maja do września, codziennie od 9:00 do 19:00, przy plaży miejskiej nad Ukielem. Pierwsza godzina to 35 zł, każda następna – 25 zł. Na czas wypożyczenia zostawiasz nam dowód osobisty jako zabezpieczenie. Kamizelkę dostajesz w cenie i masz ją mieć na sobie cały czas, kiedy jesteś na wodzie. Jeśli masz mniej niż 16 lat, pływasz tylko pod opieką dorosłego. Gdy wiatr przekracza 5 w skali Beauforta, zamykamy wypożyczalnię, a deski trzeba od razu sprowadzić do brzegu. Poza strefę oznaczoną żółtymi bojami nie wypływamy.",
            ),
            Good(
                "preserve",
                "Wypożyczalnia desek SUP przy plaży miejskiej nad jeziorem Ukiel czynna jest od maja do września, codziennie w godzinach 9:00–19:00. Cena wynosi 35 zł za pierwszą godzinę oraz 25 zł za każdą kolejną. Warunkiem wypożyczenia jest pozostawienie dowodu osobistego jako zabezpieczenia. Kamizelka asekuracyjna wliczona jest w cenę, a jej noszenie przez cały czas przebywania na wodzie jest obowiązkowe. Osoby, które nie ukończyły 16 lat, mogą pływać wyłącznie pod opieką osoby dorosłej. W przypadku wiatru o sile przekraczającej 5 stopni w skali Beauforta wypożyczalnia zostaje zamknięta, a deski należy niezwłocznie sprowadzić do brzegu. Zabrania się wypływania poza strefę oznaczoną żółtymi bojami.",
            ),
            Good(
                "en",
                "We rent out SUP boards from May to September, every day from 9 am to 7 pm, at the town beach on Lake Ukiel. The first hour costs PLN 35 and each extra hour PLN 25. We keep your ID card as security while you have the board. A life jacket is included in the price, and you must wear it the whole time you are on the water. Anyone under 16 may only paddle with an adult looking after them. If the wind goes above force 5 on the Beaufort scale, we close and you must bring the board back to shore straight away. Do not paddle outside the area marked with yellow buoys.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Zabrania się wypływania poza strefę", "Dopuszcza się wypływanie poza strefę")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "A life jacket is included in the price",
                        "A life jacket and a waterproof phone pouch are included in the price",
                    )
                ],
                "invented_fact",
            ),
            Bad(
                "preserve",
                "SUP boards can be hired from May to September, daily between 9:00 and 19:00, at the municipal beach on Lake Ukiel. The price is PLN 35 for the first hour and PLN 25 for each additional hour. An identity card must be left as security for the duration of the rental. A buoyancy vest is included and must be worn at all times on the water. Persons under 16 may paddle only under adult supervision. When the wind exceeds 5 on the Beaufort scale, the rental closes and boards must be returned to shore immediately. Paddling beyond the zone marked by yellow buoys is prohibited.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-zgubiona-karta-dostepu",
        source="Utratę karty dostępu należy zgłosić w ciągu 2 godzin od jej stwierdzenia, dzwoniąc do ochrony pod numer wewnętrzny 4400. Karta zostanie natychmiast zablokowana. Tymczasową przepustkę wydaje recepcja w budynku A na podstawie dowodu osobistego; jest ważna 5 dni roboczych i nie otwiera serwerowni. Nową kartę można odebrać w dziale administracji po ok. 3 dniach roboczych. Za pierwszą zgubioną kartę nie pobieramy opłaty, za każdą kolejną potrącamy z wynagrodzenia 40 zł. Odnalezionej po zgłoszeniu karty nie wolno używać – trzeba ją oddać ochronie.",
        good=[
            Good(
                "preserve",
                "Zgubiłeś kartę dostępu? Zadzwoń do ochrony na numer wewnętrzny 4400 najpóźniej 2 godziny po tym, jak zauważysz jej brak. Karta zostanie od razu zablokowana. W recepcji budynku A dostaniesz tymczasową przepustkę – wystarczy pokazać dowód osobisty. Przepustka działa przez 5 dni roboczych, ale nie otwiera serwerowni. Nową kartę będziesz mógł odebrać w dziale administracji mniej więcej po 3 dniach roboczych. Pierwsza zgubiona karta nic nie kosztuje, a za każdą następną potrącimy ci z pensji 40 zł. Jeśli znajdziesz kartę po zgłoszeniu, nie używaj jej, tylko oddaj ją ochronie.",
            ),
            Good(
                "preserve",
                "Pracownik, który stwierdzi utratę karty dostępu, ma obowiązek zgłosić ten fakt ochronie (tel. wewn. 4400) w terminie 2 godzin. Karta jest blokowana natychmiast po zgłoszeniu. Recepcja budynku A wydaje, po okazaniu dowodu osobistego, przepustkę tymczasową ważną przez 5 dni roboczych; przepustka ta nie uprawnia do wejścia do serwerowni. Nowa karta jest do odbioru w dziale administracji po upływie około 3 dni roboczych. Wydanie karty w miejsce pierwszej utraconej jest bezpłatne, natomiast w przypadku każdej kolejnej z wynagrodzenia potrącana jest kwota 40 zł. Karty odnalezionej po dokonaniu zgłoszenia nie wolno używać; należy ją zwrócić ochronie.",
            ),
            Good(
                "en",
                "Lost your access card? Call security on extension 4400 within 2 hours of noticing it's gone, and the card gets blocked right away. Reception in Building A will give you a temporary pass if you show your ID card. It's good for 5 working days but won't get you into the server room. You can pick up your new card from the admin department after about 3 working days. Your first lost card is on us; for every one after that, PLN 40 comes out of your pay. If your card turns up after you've reported it, don't use it – hand it in to security.",
            ),
        ],
        bad=[
            Slip(1, [("ma obowiązek zgłosić", "powinien zgłosić")], "modality"),
            Slip(2, [("It's good for 5 working days", "It's good for 7 working days")], "number"),
            Slip(0, [("ale nie otwiera serwerowni", "i otwiera także serwerownię")], "negation"),
        ],
    ),
    Case(
        key="pl-klub-krotkofalowcow",
        source="Klub Krótkofalowców SP3KZB zaprasza na zebrania w każdy drugi czwartek miesiąca o 19:00 w siedzibie przy ul. Kolejowej 3. Składka członkowska wynosi 60 zł rocznie i należy ją opłacić do 31 marca. Członkowie mogą korzystać z klubowej radiostacji, ale nadawać na znaku klubowym wolno wyłącznie osobom posiadającym świadectwo operatora, w obecności dyżurnego. Dla kandydatów prowadzimy bezpłatny kurs przygotowujący do egzaminu; najbliższa edycja rusza 10 października. Anteny na maszcie może przestawiać tylko zarząd.",
        good=[
            Good(
                "preserve",
                "Krótkofalowcy z klubu SP3KZB zapraszają na swoje zebrania – odbywają się one w każdy drugi czwartek miesiąca o 19:00 w siedzibie przy ul. Kolejowej 3. Członkostwo kosztuje 60 zł na rok, a składkę trzeba wpłacić do 31 marca. Z klubowej radiostacji mogą korzystać wszyscy członkowie, jednak na znaku klubowym nadają tylko ci, którzy mają świadectwo operatora, i to wyłącznie w obecności dyżurnego. Kandydaci mogą przygotować się do egzaminu na bezpłatnym kursie – kolejna edycja startuje 10 października. Anten na maszcie nie może przestawiać nikt poza zarządem.",
            ),
            Good(
                "preserve",
                "Zebrania Klubu Krótkofalowców SP3KZB odbywają się w drugi czwartek każdego miesiąca o godz. 19:00 w siedzibie klubu przy ul. Kolejowej 3. Roczna składka członkowska wynosi 60 zł; termin jej opłacenia upływa 31 marca. Członkom przysługuje prawo korzystania z radiostacji klubowej, przy czym nadawanie na znaku klubowym dozwolone jest wyłącznie osobom legitymującym się świadectwem operatora i tylko w obecności dyżurnego. Klub prowadzi dla kandydatów nieodpłatny kurs przygotowujący do egzaminu, którego najbliższa edycja rozpocznie się 10 października. Zmiana ustawienia anten na maszcie zastrzeżona jest wyłącznie dla zarządu.",
            ),
            Good(
                "en",
                "The SP3KZB Amateur Radio Club meets on the second Thursday of every month at 7 pm at its premises, 3 Kolejowa Street. Membership costs PLN 60 a year, payable by 31 March. Members may use the club radio station, but only people who hold an operator's certificate may transmit under the club call sign, and only when the duty operator is present. We run a free course for candidates preparing for the exam; the next one starts on 10 October. Only the board may adjust the antennas on the mast.",
            ),
        ],
        bad=[
            Slip(2, [("payable by 31 March", "payable by 31 May")], "date"),
            Slip(
                0,
                [("składkę trzeba wpłacić do 31 marca", "składkę warto wpłacić do 31 marca")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "nieodpłatny kurs przygotowujący",
                        "nieodpłatny, dziesięciotygodniowy kurs przygotowujący",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zakaz-spalania-odpadow-zielonych",
        source="Uprzejmie przypominamy, że na mocy uchwały Rady Miejskiej w Wieliczce nr XLII/512/2024, podjętej na podstawie art. 31 ust. 7 ustawy z dnia 14 grudnia 2012 r. o odpadach, od 1 kwietnia 2024 r. na terenie całej gminy obowiązuje zakaz spalania liści, gałęzi i trawy. Odpady zielone można oddawać bezpłatnie w PSZOK przy ul. Krakowskiej 45 albo w brązowych workach przy odbiorze sprzed posesji. Zakaz nie dotyczy ognisk rekreacyjnych, w których pali się wyłącznie suche drewno. Za złamanie zakazu grozi grzywna do 5000 zł.",
        good=[
            Good(
                "preserve",
                "Od 1 kwietnia 2024 r. w całej gminie Wieliczka nie wolno palić liści, gałęzi ani trawy. Zakaz wprowadziła Rada Miejska w Wieliczce uchwałą nr XLII/512/2024, podjętą na podstawie art. 31 ust. 7 ustawy z dnia 14 grudnia 2012 r. o odpadach. Odpady zielone możesz oddać bezpłatnie: w PSZOK przy ul. Krakowskiej 45 albo w brązowych workach przy odbiorze sprzed posesji. Ognisk rekreacyjnych, w których pali się tylko suche drewno, zakaz nie obejmuje. Za jego złamanie grozi grzywna do 5000 zł.",
            ),
            Good(
                "preserve",
                "Palenie liści, gałęzi i trawy jest zakazane w całej gminie Wieliczka. Zakaz obowiązuje od 1 kwietnia 2024 r. na mocy uchwały Rady Miejskiej w Wieliczce nr XLII/512/2024, podjętej na podstawie art. 31 ust. 7 ustawy o odpadach z 14 grudnia 2012 r. Co zatem zrobić z odpadami zielonymi? Można je bezpłatnie oddać w PSZOK przy ul. Krakowskiej 45 albo w brązowych workach przy odbiorze sprzed posesji. Zakaz nie obejmuje ognisk rekreacyjnych, o ile pali się w nich wyłącznie suche drewno. Temu, kto go złamie, grozi grzywna sięgająca 5000 zł.",
            ),
            Good(
                "en",
                "Please be reminded that, under Resolution No. XLII/512/2024 of the Wieliczka Town Council, adopted pursuant to Article 31(7) of the Waste Act of 14 December 2012, burning leaves, branches and grass has been prohibited throughout the municipality since 1 April 2024. Green waste can be disposed of free of charge either at the municipal waste collection point (PSZOK) at ul. Krakowska 45 or in brown bags at the kerbside collection. The ban does not apply to recreational campfires in which only dry wood is burned. Breaching the ban is punishable by a fine of up to PLN 5,000.",
            ),
        ],
        bad=[
            Slip(2, [("Article 31(7)", "Article 31(1)")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Zakaz nie obejmuje ognisk rekreacyjnych",
                        "Zakaz obejmuje również ogniska rekreacyjne",
                    )
                ],
                "negation",
            ),
            Slip(0, [("Od 1 kwietnia 2024 r.", "Od 1 kwietnia 2025 r.")], "date"),
        ],
    ),
    Case(
        key="pl-dostep-ssh-repozytorium",
        source="### Dostęp do firmowego serwera Git\n\n1. Wygeneruj parę kluczy poleceniem `ssh-keygen -t ed25519`.\n2. Wklej klucz publiczny (plik `~/.ssh/id_ed25519.pub`) w profilu na git.firma.local.\n3. Sprawdź połączenie: `ssh -T git@git.firma.local`.\n\nKlucza prywatnego **nigdy** nie przesyłaj mailem ani komunikatorem. Klucz musi być chroniony hasłem. Dostęp wygasa po 90 dniach bez logowania i trzeba go wtedy odnowić przez Helpdesk. Klucze RSA krótsze niż 3072 bity nie są akceptowane.",
        good=[
            Good(
                "preserve",
                "### Dostęp do firmowego serwera Git\n\n1. Utwórz parę kluczy: `ssh-keygen -t ed25519`.\n2. Skopiuj klucz publiczny z pliku `~/.ssh/id_ed25519.pub` i wklej go w swoim profilu na git.firma.local.\n3. Przetestuj połączenie poleceniem `ssh -T git@git.firma.local`.\n\nKlucza prywatnego **nigdy** nie wysyłaj e-mailem ani przez komunikator. Ustaw do niego hasło – to obowiązkowe. Jeśli przez 90 dni się nie zalogujesz, dostęp wygaśnie i trzeba będzie odnowić go przez Helpdesk. Klucze RSA, które mają mniej niż 3072 bity, nie są akceptowane.",
            ),
            Good(
                "preserve",
                "### Dostęp do firmowego serwera Git\n\n1. Parę kluczy należy wygenerować za pomocą polecenia `ssh-keygen -t ed25519`.\n2. Klucz publiczny (plik `~/.ssh/id_ed25519.pub`) należy wkleić w profilu użytkownika w serwisie git.firma.local.\n3. Poprawność połączenia weryfikuje się poleceniem `ssh -T git@git.firma.local`.\n\nKlucza prywatnego **nigdy** nie wolno przesyłać pocztą elektroniczną ani za pośrednictwem komunikatora. Zabezpieczenie klucza hasłem jest obowiązkowe. W przypadku braku logowania przez 90 dni dostęp wygasa, a jego odnowienie wymaga kontaktu z Helpdeskiem. Klucze RSA o długości poniżej 3072 bitów nie są akceptowane.",
            ),
            Good(
                "en",
                "### Getting access to the company Git server\n\n1. Generate a key pair with `ssh-keygen -t ed25519`.\n2. Paste your public key (the `~/.ssh/id_ed25519.pub` file) into your profile on git.firma.local.\n3. Check that it works: `ssh -T git@git.firma.local`.\n\n**Never** send your private key by email or over a messenger app. Your key has to be password-protected. If you don't log in for 90 days, your access expires and you'll need to renew it through the Helpdesk. RSA keys shorter than 3072 bits won't be accepted.",
            ),
        ],
        bad=[
            Slip(2, [("`ssh-keygen -t ed25519`", "`ssh-keygen -t ecdsa`")], "code"),
            Slip(0, [("### Dostęp", "Dostęp")], "markdown"),
            Slip(
                1,
                [
                    (
                        "Zabezpieczenie klucza hasłem jest obowiązkowe.",
                        "Zabezpieczenie klucza hasłem jest zalecane.",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-zasady-zaliczenia-statystyki",
        source="**Zasady zaliczenia – Statystyka I (semestr zimowy)**\n\n- Ocena końcowa: kolokwium (50%), projekt zespołowy (30%), aktywność na ćwiczeniach (20%).\n- Do zaliczenia potrzeba co najmniej 51% punktów.\n- Dopuszczalne są dwie nieusprawiedliwione nieobecności; trzecia oznacza konieczność zaliczenia materiału na konsultacjach.\n- Projekt oddaje się przez Moodle do 20 stycznia; po terminie można go złożyć jeszcze przez tydzień, ale z obniżeniem o 10 punktów procentowych.\n\nNa kolokwium wolno korzystać z kalkulatora i jednej kartki A4 z wzorami. Wyniki prawdopodobnie zostaną opublikowane w ciągu dwóch tygodni.",
        good=[
            Good(
                "preserve",
                "**Zasady zaliczenia – Statystyka I (semestr zimowy)**\n\n- Na ocenę końcową składają się: kolokwium – 50%, projekt w zespole – 30%, aktywność na ćwiczeniach – 20%.\n- Żeby zaliczyć, musisz zdobyć minimum 51% punktów.\n- Możesz mieć dwie nieusprawiedliwione nieobecności; przy trzeciej musisz zaliczyć materiał na konsultacjach.\n- Projekt wrzucasz na Moodle do 20 stycznia. Po terminie masz jeszcze tydzień, ale wtedy tracisz 10 punktów procentowych.\n\nNa kolokwium możesz mieć kalkulator i jedną kartkę A4 ze wzorami. Wyniki pewnie pojawią się w ciągu dwóch tygodni.",
            ),
            Good(
                "preserve",
                "**Zasady zaliczenia – Statystyka I (semestr zimowy)**\n\n- Na ocenę końcową składają się wyniki kolokwium (50%), projektu zespołowego (30%) oraz aktywności na ćwiczeniach (20%).\n- Warunkiem uzyskania zaliczenia jest zdobycie nie mniej niż 51% punktów.\n- Dopuszcza się dwie nieobecności nieusprawiedliwione; trzecia nieobecność skutkuje koniecznością zaliczenia materiału w ramach konsultacji.\n- Termin złożenia projektu za pośrednictwem platformy Moodle upływa 20 stycznia. Projekt złożony po terminie przyjmowany jest jeszcze przez tydzień, z obniżeniem o 10 punktów procentowych.\n\nPodczas kolokwium dozwolone jest korzystanie z kalkulatora oraz jednej kartki formatu A4 zawierającej wzory. Wyniki zostaną przypuszczalnie ogłoszone w ciągu dwóch tygodni.",
            ),
            Good(
                "en",
                "**Grading rules – Statistics I (winter semester)**\n\n- Final grade: test (50%), team project (30%), participation in classes (20%).\n- You need at least 51% of the points to pass.\n- Two unexcused absences are allowed; after a third, you have to make up the material during office hours.\n- Submit the project via Moodle by 20 January. Late projects are accepted for one more week, with a deduction of 10 percentage points.\n\nIn the test you may use a calculator and one A4 sheet of formulas. Results will probably be published within two weeks.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "**Zasady zaliczenia – Statystyka I (semestr zimowy)**",
                        "Zasady zaliczenia – Statystyka I (semestr zimowy)",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [("In the test you may use a calculator", "In the test you must use a calculator")],
                "modality",
            ),
            Slip(0, [("Wyniki pewnie pojawią się", "Wyniki pojawią się")], "hedge"),
        ],
    ),
    Case(
        key="pl-konkurs-logo-gminy",
        source="Wójt Gminy Stare Babice ogłasza konkurs na logo gminy. Mogą w nim wziąć udział osoby pełnoletnie oraz uczniowie szkół średnich za zgodą rodzica lub opiekuna. Każdy uczestnik może zgłosić najwyżej 2 projekty, w formacie wektorowym (SVG lub PDF). Prace należy przesłać do 30 listopada 2024 r., a wyniki ogłosimy 16 grudnia. Zwycięzca otrzyma nagrodę w wysokości 3000 zł i przeniesie na gminę autorskie prawa majątkowe do projektu. Projekty nie mogą zawierać herbu gminy ani elementów wygenerowanych przez sztuczną inteligencję. Komisja może nie przyznać nagrody, jeśli żadna praca nie spełni oczekiwań.",
        good=[
            Good(
                "preserve",
                "Gmina Stare Babice szuka logo. Wójt ogłosił konkurs, w którym mogą wystartować osoby pełnoletnie, a także uczniowie szkół średnich – ci ostatni za zgodą rodzica lub opiekuna. Każdy może zgłosić maksymalnie 2 projekty w formacie wektorowym, SVG lub PDF. Prace trzeba przesłać do 30 listopada 2024 r., a wyniki poznamy 16 grudnia. Zwycięzca dostanie 3000 zł nagrody i przeniesie na gminę autorskie prawa majątkowe do projektu. W pracach nie może pojawić się herb gminy ani elementy wygenerowane przez sztuczną inteligencję. Jeśli żaden projekt nie spełni oczekiwań, komisja może w ogóle nie przyznać nagrody.",
            ),
            Good(
                "preserve",
                "Wójt Gminy Stare Babice ogłasza konkurs na opracowanie logo gminy. Uczestnikami mogą być osoby pełnoletnie, a także – po uzyskaniu zgody rodzica lub opiekuna – uczniowie szkół średnich. Jeden uczestnik może zgłosić nie więcej niż 2 projekty, przygotowane w formacie wektorowym (SVG lub PDF). Termin nadsyłania prac upływa 30 listopada 2024 r.; ogłoszenie wyników nastąpi 16 grudnia. Autor zwycięskiego projektu otrzyma nagrodę w kwocie 3000 zł i przeniesie na rzecz gminy autorskie prawa majątkowe do projektu. W projektach nie dopuszcza się użycia herbu gminy ani elementów wygenerowanych przez sztuczną inteligencję. Komisja może nie przyznać nagrody, jeżeli żadna z prac nie spełni oczekiwań.",
            ),
            Good(
                "en",
                "Got design skills? The head of Stare Babice Commune is running a contest for the commune's logo. Adults can enter, and so can secondary school students if a parent or guardian agrees. You can send in up to 2 designs, in vector format (SVG or PDF). The deadline is 30 November 2024, and results will be announced on 16 December. The winner gets PLN 3,000 and transfers the economic copyright in the design to the commune. Designs mustn't include the commune's coat of arms or anything generated by AI. Heads-up: the jury may decide not to award the prize if no entry meets its expectations.",
            ),
        ],
        bad=[
            Slip(2, [("announced on 16 December", "announced on 6 December")], "date"),
            Slip(
                1,
                [
                    (
                        "przygotowane w formacie wektorowym (SVG lub PDF)",
                        "przygotowane w formacie wektorowym (SVG lub PDF) i opatrzone godłem zamiast nazwiska",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "nie może pojawić się herb gminy ani elementy",
                        "może pojawić się herb gminy, ale nie elementy",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-laki-kwietne",
        source="Zbadano, jak zastąpienie koszonych trawników łąkami kwietnymi wpływa na liczebność owadów zapylających w Krakowie. W latach 2022–2023 na 12 parach powierzchni (łąka i sąsiedni trawnik) prowadzono obserwacje metodą transektów. Na łąkach notowano średnio 3,4 razy więcej zapylaczy niż na trawnikach, a różnica była największa w lipcu. Stwierdzono tam 31 gatunków dziko żyjących pszczół wobec 19 na trawnikach. Wyniki są zgodne z metaanalizą Aguilery i wsp. (2019), jednak krótki okres obserwacji nie pozwala ocenić, czy efekt utrzyma się w dłuższym czasie. Łąki kwietne mogą więc stanowić tanie narzędzie wspierania zapylaczy w miastach.",
        good=[
            Good(
                "preserve",
                "Celem badania była ocena wpływu zamiany koszonych trawników na łąki kwietne na liczebność owadów zapylających w Krakowie. W latach 2022–2023 prowadzono obserwacje transektowe na 12 parach powierzchni, z których każdą tworzyły łąka i sąsiadujący z nią trawnik. Liczba zapylaczy na łąkach była średnio 3,4-krotnie wyższa niż na trawnikach, przy czym największą różnicę odnotowano w lipcu. Na łąkach stwierdzono 31 gatunków dziko żyjących pszczół, na trawnikach zaś 19. Rezultaty te są spójne z metaanalizą Aguilery i wsp. (2019), jednak ze względu na krótki okres obserwacji nie można ocenić, czy efekt okaże się trwały. Łąki kwietne mogą zatem stanowić tanie narzędzie wspierania zapylaczy w przestrzeni miejskiej.",
            ),
            Good(
                "preserve",
                "Czy łąki kwietne w miejsce koszonych trawników pomagają owadom zapylającym? Naukowcy sprawdzali to w Krakowie w latach 2022–2023, obserwując owady metodą transektów na 12 parach powierzchni – łące i sąsiednim trawniku. Na łąkach zapylaczy było średnio 3,4 raza więcej, a najwyraźniej różnica zaznaczała się w lipcu. Dzikich pszczół naliczono tam 31 gatunków, podczas gdy na trawnikach – 19. To wyniki zgodne z metaanalizą Aguilery i współpracowników (2019). Obserwacje trwały jednak krótko, więc nie wiadomo, czy efekt utrzyma się dłużej. Łąki kwietne mogą być zatem tanim sposobem na wspieranie zapylaczy w miastach.",
            ),
            Good(
                "en",
                "We studied how replacing mown lawns with flower meadows affects the number of pollinating insects in Kraków. In 2022–2023, we carried out transect counts on 12 pairs of plots, each made up of a meadow and the lawn next to it. On average, meadows had 3.4 times as many pollinators as lawns, and the difference was largest in July. We recorded 31 wild bee species on the meadows, compared with 19 on the lawns. These results agree with the meta-analysis by Aguilera et al. (2019). However, because we observed the plots for only a short time, we cannot tell whether the effect will last. Flower meadows may therefore be a cheap way to support pollinators in cities.",
            ),
        ],
        bad=[
            Slip(2, [("Aguilera et al. (2019)", "Aguilar et al. (2019)")], "citation"),
            Slip(0, [("Łąki kwietne mogą zatem stanowić", "Łąki kwietne stanowią zatem")], "hedge"),
            Slip(
                1,
                [
                    (
                        "obserwując owady metodą transektów",
                        "obserwując owady co dwa tygodnie metodą transektów",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-monitoring-wizyjny-rodo",
        source="Teren parkingu i wejścia do budynku objęte są monitoringiem wizyjnym. Administratorem danych jest Spółdzielnia Mieszkaniowa „Sosnowa” z siedzibą przy ul. Leśnej 8 w Olsztynie. Nagrania przetwarzamy w celu zapewnienia bezpieczeństwa mieszkańców i ochrony mienia, na podstawie art. 6 ust. 1 lit. f RODO. Zapisy przechowujemy przez 30 dni, chyba że stanowią dowód w postępowaniu – wtedy do jego zakończenia. Kamery nie obejmują wnętrz klatek schodowych ani okien lokali. Osobie nagranej przysługuje prawo dostępu do nagrania, a także prawo wniesienia skargi do Prezesa UODO. Kontakt z inspektorem ochrony danych: iod@sosnowa.olsztyn.pl.",
        good=[
            Good(
                "preserve",
                "Parking i wejście do budynku są nagrywane przez kamery monitoringu. Administratorem danych jest Spółdzielnia Mieszkaniowa „Sosnowa”, ul. Leśna 8, Olsztyn. Nagrania przetwarzamy po to, by zapewnić mieszkańcom bezpieczeństwo i chronić mienie. Podstawą prawną jest art. 6 ust. 1 lit. f RODO. Nagrania trzymamy 30 dni. Jeśli są dowodem w postępowaniu, przechowujemy je do jego zakończenia. Kamery nie obejmują wnętrz klatek schodowych ani okien lokali. Jeśli zostałeś nagrany, masz prawo dostępu do nagrania i możesz złożyć skargę do Prezesa UODO. Inspektor ochrony danych: iod@sosnowa.olsztyn.pl.",
            ),
            Good(
                "preserve",
                "Informujemy, że parking oraz wejście do budynku są objęte monitoringiem wizyjnym. Administratorem danych osobowych jest Spółdzielnia Mieszkaniowa „Sosnowa” z siedzibą w Olsztynie, ul. Leśna 8. Nagrania przetwarzane są na podstawie art. 6 ust. 1 lit. f RODO, w celu zapewnienia bezpieczeństwa mieszkańców oraz ochrony mienia. Okres przechowywania nagrań wynosi 30 dni; jeżeli nagranie stanowi dowód w postępowaniu, przechowuje się je do czasu jego zakończenia. Zasięgiem kamer nie są objęte wnętrza klatek schodowych ani okna lokali. Osoby zarejestrowane przez system mają prawo dostępu do nagrania oraz prawo do wniesienia skargi do Prezesa UODO. Z inspektorem ochrony danych można skontaktować się pod adresem iod@sosnowa.olsztyn.pl.",
            ),
            Good(
                "en",
                "Please note that the car park and the building entrance are covered by CCTV. The data controller is the Sosnowa Housing Cooperative, 8 Leśna Street, Olsztyn. Footage is processed to keep residents safe and to protect property, on the basis of Article 6(1)(f) GDPR. Recordings are kept for 30 days, unless they serve as evidence in proceedings, in which case they are kept until those proceedings end. The cameras do not cover the inside of stairwells or the windows of the units. Anyone recorded has the right to access the footage and to lodge a complaint with the President of the Personal Data Protection Office (UODO). The data protection officer can be contacted at iod@sosnowa.olsztyn.pl.",
            ),
        ],
        bad=[
            Slip(
                1, [("art. 6 ust. 1 lit. f RODO", "art. 6 ust. 1 lit. e RODO")], "legal_reference"
            ),
            Slip(2, [("kept for 30 days", "kept for 90 days")], "number"),
            Slip(0, [("i możesz złożyć skargę", "i powinieneś złożyć skargę")], "modality"),
        ],
    ),
    Case(
        key="pl-praca-przy-monitorze",
        source="Pracownikom, którzy przy monitorze spędzają co najmniej połowę dobowego wymiaru czasu pracy, przysługuje po każdej godzinie takiej pracy co najmniej 5-minutowa przerwa wliczana do czasu pracy (§ 7 rozporządzenia z dnia 1 grudnia 1998 r. w sprawie bhp na stanowiskach wyposażonych w monitory ekranowe). Przerw nie można kumulować ani przenosić na koniec dnia. Jeśli lekarz medycyny pracy stwierdzi potrzebę stosowania okularów korygujących przy monitorze, firma refunduje ich zakup do kwoty 400 zł raz na 2 lata. Wniosek o zwrot składa się w dziale kadr wraz z fakturą i zaświadczeniem lekarskim.",
        good=[
            Good(
                "preserve",
                "Jeśli pracujesz przy monitorze przez co najmniej połowę dobowego wymiaru czasu pracy, po każdej godzinie takiej pracy masz prawo do przerwy trwającej minimum 5 minut. Przerwa ta wlicza się do czasu pracy. Wynika to z § 7 rozporządzenia z dnia 1 grudnia 1998 r. w sprawie bhp na stanowiskach wyposażonych w monitory ekranowe. Przerw nie możesz zbierać ani przesuwać na koniec dnia. Gdy lekarz medycyny pracy uzna, że przy monitorze potrzebujesz okularów korygujących, firma zwróci ci koszt ich zakupu – do 400 zł, raz na 2 lata. Wniosek o zwrot złóż w dziale kadr i dołącz do niego fakturę oraz zaświadczenie od lekarza.",
            ),
            Good(
                "preserve",
                "Zgodnie z § 7 rozporządzenia z dnia 1 grudnia 1998 r. w sprawie bhp na stanowiskach wyposażonych w monitory ekranowe pracownik wykonujący pracę przy monitorze przez co najmniej połowę dobowego wymiaru czasu pracy ma prawo do przerwy trwającej nie krócej niż 5 minut po każdej godzinie takiej pracy; przerwa jest wliczana do czasu pracy. Kumulowanie przerw ani przenoszenie ich na koniec dnia nie jest dopuszczalne. W przypadku stwierdzenia przez lekarza medycyny pracy potrzeby stosowania okularów korygujących podczas pracy przy monitorze firma refunduje koszt ich zakupu do wysokości 400 zł, raz na 2 lata. Wniosek o refundację wraz z fakturą i zaświadczeniem lekarskim składa się w dziale kadr.",
            ),
            Good(
                "en",
                "Do you spend at least half of your daily working time at a screen? Then after every hour of such work you are entitled to a break of at least 5 minutes, and it counts as working time. This is set out in § 7 of the regulation of 1 December 1998 on health and safety at workstations equipped with display screens. Breaks cannot be saved up or moved to the end of the day. If an occupational health doctor finds that you need corrective glasses for screen work, the company will refund their purchase up to PLN 400, once every 2 years. To claim the refund, submit a request to the HR department together with the invoice and the doctor's certificate.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Wynika to z § 7 rozporządzenia", "Wynika to z § 9 rozporządzenia")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "Breaks cannot be saved up or moved to the end of the day.",
                        "Breaks can be saved up or moved to the end of the day.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "wraz z fakturą i zaświadczeniem lekarskim",
                        "wraz z fakturą, zaświadczeniem lekarskim i zgodą przełożonego",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-oczyszczacz-powietrza",
        source="Oczyszczacz AeroPure 300 jest przeznaczony do pomieszczeń o powierzchni do 45 m². Filtr HEPA H13 zatrzymuje 99,95% cząstek o wielkości 0,3 µm. W niezależnym badaniu Nowaka i Lis (2023) urządzenie obniżyło stężenie pyłu PM2,5 w sypialni o około 80% w ciągu godziny, choć w większych pomieszczeniach efekt może być słabszy. W trybie nocnym pracuje z głośnością 24 dB. Filtr należy wymieniać co 6–12 miesięcy, zależnie od jakości powietrza. Urządzenie nie usuwa tlenku węgla ani radonu i nie zastępuje wentylacji. Gwarancja wynosi 3 lata.",
        good=[
            Good(
                "preserve",
                "AeroPure 300 ogarnie pomieszczenie do 45 m². Jego filtr HEPA H13 łapie 99,95% cząstek wielkości 0,3 µm. W niezależnym badaniu Nowaka i Lis (2023) oczyszczacz w ciągu godziny zbił stężenie PM2,5 w sypialni o jakieś 80% – w większych pomieszczeniach efekt może być jednak słabszy. W trybie nocnym pracuje z głośnością zaledwie 24 dB. Filtr wymieniasz co 6–12 miesięcy, w zależności od tego, jakie masz powietrze. Pamiętaj: tlenku węgla ani radonu nie usuwa i nie zastąpi ci wentylacji. Na sprzęt dostajesz 3 lata gwarancji.",
            ),
            Good(
                "preserve",
                "Oczyszczacz AeroPure 300 zaprojektowano z myślą o pomieszczeniach o powierzchni do 45 m². Zastosowany w nim filtr HEPA H13 zatrzymuje 99,95% cząstek o wielkości 0,3 µm. Niezależne badanie Nowaka i Lis (2023) wykazało, że w sypialni urządzenie w ciągu godziny obniżyło stężenie pyłu PM2,5 o około 80%. W większych pomieszczeniach efekt może być jednak słabszy. W trybie nocnym głośność pracy wynosi 24 dB. Filtr wymaga wymiany co 6–12 miesięcy – w zależności od jakości powietrza. Trzeba pamiętać, że urządzenie nie usuwa tlenku węgla ani radonu i nie zastępuje wentylacji. Oczyszczacz objęty jest 3-letnią gwarancją.",
            ),
            Good(
                "en",
                "The AeroPure 300 air purifier is designed for rooms of up to 45 m². Its HEPA H13 filter captures 99.95% of particles 0.3 µm in size. In an independent study by Nowak and Lis (2023), the unit reduced PM2.5 levels in a bedroom by approximately 80% within one hour, although the effect may be weaker in larger rooms. In night mode it operates at 24 dB. The filter must be replaced every 6–12 months, depending on air quality. The device does not remove carbon monoxide or radon and is not a substitute for ventilation. It comes with a 3-year warranty.",
            ),
        ],
        bad=[
            Slip(0, [("Nowaka i Lis (2023)", "Nowaka i Lis (2021)")], "citation"),
            Slip(2, [("by approximately 80%", "by 80%")], "hedge"),
            Slip(1, [("zatrzymuje 99,95% cząstek", "zatrzymuje 99,5% cząstek")], "number"),
        ],
    ),
    Case(
        key="pl-sesja-rady-gminy",
        source="XII sesja Rady Gminy Jabłonna odbędzie się we wtorek 22 października 2024 r. o godz. 10:00 w sali konferencyjnej urzędu przy ul. Modlińskiej 152. Obrady będą transmitowane na żywo i nagrywane, a zapis zostanie udostępniony na stronie jablonna.esesja.pl. Mieszkańcy, którzy chcą zabrać głos w punkcie „Wolne wnioski”, powinni zgłosić się do przewodniczącego przed rozpoczęciem sesji; wystąpienie nie może trwać dłużej niż 3 minuty. Głównym punktem obrad będzie uchwała w sprawie budżetu na 2025 r. Sesja potrwa prawdopodobnie około 4 godzin.",
        good=[
            Good(
                "preserve",
                "Rada Gminy Jabłonna zbierze się na XII sesji we wtorek, 22 października 2024 r., o 10:00. Obrady odbędą się w sali konferencyjnej urzędu przy ul. Modlińskiej 152. Sesję będzie można oglądać na żywo, a nagranie trafi potem na stronę jablonna.esesja.pl. Jeśli chcesz zabrać głos w punkcie „Wolne wnioski”, powinieneś zgłosić się do przewodniczącego, zanim sesja się zacznie. Możesz mówić najwyżej 3 minuty. Najważniejszym punktem będzie uchwała w sprawie budżetu na 2025 r. Sesja potrwa prawdopodobnie około 4 godzin.",
            ),
            Good(
                "preserve",
                "We wtorek 22 października 2024 r. radni gminy Jabłonna spotkają się na XII sesji. Początek o godz. 10:00 w sali konferencyjnej urzędu przy ul. Modlińskiej 152. Najważniejszy punkt obrad? Uchwała w sprawie budżetu na 2025 r. Sesja potrwa prawdopodobnie około czterech godzin. Obrady będą transmitowane na żywo i nagrywane, a zapis trafi na stronę jablonna.esesja.pl. Mieszkańcy, którzy chcą wystąpić w punkcie „Wolne wnioski”, powinni przed rozpoczęciem sesji zgłosić się do przewodniczącego. Na wystąpienie mają maksymalnie 3 minuty.",
            ),
            Good(
                "en",
                "The 12th session of the Jabłonna Municipal Council will be held on Tuesday, 22 October 2024, at 10:00 am in the conference room of the municipal office, 152 Modlińska Street. The proceedings will be streamed live and recorded, and the recording will be made available at jablonna.esesja.pl. Residents wishing to speak under the “Any Other Business” item should notify the Chair before the session begins; each contribution is limited to 3 minutes. The main item on the agenda is the resolution on the 2025 budget. The session is likely to last approximately 4 hours.",
            ),
        ],
        bad=[
            Slip(1, [("jablonna.esesja.pl", "jablonna.sesja.pl")], "url"),
            Slip(2, [("22 October 2024", "23 October 2024")], "date"),
            Slip(
                0,
                [("Sesja potrwa prawdopodobnie około 4 godzin.", "Sesja potrwa 4 godziny.")],
                "hedge",
            ),
        ],
    ),
]
