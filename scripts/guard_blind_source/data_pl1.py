from common import F, D, X

F("pl-municipal-1", "preserve",
"""Urząd Miasta Kielce informuje, że w dniach 14–16 października 2024 r. zostanie wstrzymana dostawa wody na ulicach Sienkiewicza, Leśnej i Źródłowej. Przerwa potrwa od godz. 8:00 do 18:00 każdego dnia. Mieszkańcy mogą pobierać wodę z beczkowozów ustawionych przy budynku nr 12 oraz przy Szkole Podstawowej nr 5. Prace obejmują wymianę 340 metrów sieci wodociągowej i kosztują 1,2 mln zł. Szczegółowe informacje są dostępne pod numerem 41 367 60 00 oraz na stronie www.kielce.eu/woda. Urząd przeprasza za utrudnienia.""",
"""Od 14 do 16 października 2024 roku mieszkańcy ulic Sienkiewicza, Leśnej i Źródłowej nie będą mieli wody – codziennie między 8:00 a 18:00. Tak zapowiada Urząd Miasta Kielce. W tym czasie wodę można brać z beczkowozów, które staną przy budynku nr 12 i przy Szkole Podstawowej nr 5. Powodem jest wymiana 340 m sieci wodociągowej, a prace kosztują 1,2 miliona złotych. Więcej informacji udziela infolinia 41 367 60 00, a także strona www.kielce.eu/woda. Urząd przeprasza za kłopoty.""")
D("pl-municipal-1", "pl-municipal-1-d1", "date", "Od 14 do 16 października", "Od 14 do 17 października")
D("pl-municipal-1", "pl-municipal-1-d2", "number", "wymiana 340 m", "wymiana 430 m")

F("pl-pharmacy-1", "preserve",
"""Dorośli i młodzież powyżej 12 lat: 1–2 tabletki (500–1000 mg paracetamolu) co 4–6 godzin. Nie należy przyjmować więcej niż 8 tabletek (4 g) w ciągu doby. Jeśli objawy utrzymują się dłużej niż 3 dni, należy skonsultować się z lekarzem. Leku nie wolno stosować u pacjentów z ciężką niewydolnością wątroby. Podczas stosowania leku nie należy pić alkoholu. U osób z niską masą ciała (poniżej 50 kg) dawka dobowa nie powinna przekraczać 3 g. Przechowywać w temperaturze poniżej 25°C, w miejscu niewidocznym i niedostępnym dla dzieci.""",
"""Dorośli oraz młodzież w wieku powyżej 12 lat przyjmują 1 lub 2 tabletki, czyli 500–1000 mg paracetamolu, w odstępach 4–6 godzin. W ciągu 24 godzin nie przekraczaj 8 tabletek, tj. 4 g. Gdy objawy nie ustępują dłużej niż 3 dni, skontaktuj się z lekarzem. Osoby z ciężką niewydolnością wątroby nie mogą stosować tego leku. W trakcie leczenia nie pij alkoholu. Jeśli ważysz mniej niż 50 kg, Twoja dawka dobowa nie powinna być większa niż 3 g. Lek przechowuj w temperaturze niższej niż 25°C, tak aby dzieci go nie widziały i nie mogły po niego sięgnąć.""")
D("pl-pharmacy-1", "pl-pharmacy-1-d1", "negation", "nie mogą stosować tego leku", "mogą stosować ten lek")
D("pl-pharmacy-1", "pl-pharmacy-1-d2", "modality", "nie mogą stosować tego leku", "nie powinny raczej stosować tego leku")

F("pl-rail-1", "en",
"""Od 15 grudnia 2024 r. PKP Intercity wprowadza nowy rozkład jazdy. Pociąg EIP 1320 z Warszawy Centralnej do Krakowa Głównego będzie odjeżdżał o 6:05 zamiast o 6:20, a czas przejazdu skróci się do 2 godzin i 15 minut. Na trasie Gdynia – Wrocław pojawią się dwa dodatkowe połączenia w weekendy. Bilety na nowe kursy będą dostępne w sprzedaży od 30 listopada. Pasażerowie, którzy kupili bilety przed zmianą, mogą je bezpłatnie wymienić w kasach do 14 grudnia. Przewoźnik szacuje, że z nowych połączeń skorzysta około 40 tys. osób miesięcznie.""",
"""PKP Intercity's new timetable takes effect on 15 December 2024. Train EIP 1320 from Warszawa Centralna to Kraków Główny will leave at 06:05 rather than 06:20, cutting the journey to 2 h 15 min. The Gdynia–Wrocław route gains two extra weekend services. Tickets for the new trains go on sale on 30 November. Anyone who bought a ticket before the change can exchange it free of charge at a ticket office until 14 December. The operator estimates that roughly 40,000 passengers a month will use the new connections.""")
D("pl-rail-1", "pl-rail-1-d1", "hedge", "roughly 40,000", "40,000")
D("pl-rail-1", "pl-rail-1-d2", "wrong_language", language="preserve")

F("pl-grant-1", "preserve",
"""Narodowe Centrum Nauki ogłasza konkurs PRELUDIUM 23 dla osób rozpoczynających karierę naukową. Wnioski można składać w systemie OSF do 15 czerwca 2024 r., do godz. 16:00. Budżet konkursu wynosi 50 mln zł, a maksymalna wartość pojedynczego projektu to 210 tys. zł. Projekt może trwać 12, 24 lub 36 miesięcy. Kierownik projektu nie może mieć stopnia doktora w dniu złożenia wniosku. Wyniki zostaną ogłoszone prawdopodobnie w grudniu 2024 r. Regulamin konkursu (uchwała Rady NCN nr 42/2024) jest dostępny na stronie www.ncn.gov.pl/ogloszenia.""",
"""W ramach konkursu PRELUDIUM 23, skierowanego do badaczy na początku drogi naukowej, Narodowe Centrum Nauki przyjmuje wnioski za pośrednictwem systemu OSF do dnia 15 czerwca 2024 r. (godz. 16:00). Łączna pula środków wynosi 50 000 000 zł, przy czym wartość pojedynczego projektu nie może przekroczyć 210 000 zł. Okres realizacji projektu wynosi 12, 24 albo 36 miesięcy. Warunkiem udziału jest nieposiadanie przez kierownika projektu stopnia doktora w dniu złożenia wniosku. Rozstrzygnięcie konkursu przewiduje się najprawdopodobniej na grudzień 2024 r. Regulamin (uchwała Rady NCN nr 42/2024) opublikowano pod adresem www.ncn.gov.pl/ogloszenia.""")
D("pl-grant-1", "pl-grant-1-d1", "legal_reference", "nr 42/2024", "nr 24/2024")
D("pl-grant-1", "pl-grant-1-d2", "hedge", "przewiduje się najprawdopodobniej na grudzień 2024 r.", "nastąpi w grudniu 2024 r.")

F("pl-univ-1", "en",
"""Zgodnie z § 18 ust. 3 Regulaminu studiów student, który nie zaliczył semestru, może powtarzać go tylko raz w trakcie studiów pierwszego stopnia. Wniosek o powtarzanie semestru należy złożyć w dziekanacie w terminie 14 dni od ogłoszenia wyników sesji poprawkowej. Opłata za powtarzanie przedmiotu wynosi 150 zł za każdy punkt ECTS, jednak nie więcej niż 2 400 zł za semestr. Dziekan może zwolnić studenta z opłaty w całości lub w części. Decyzja dziekana jest wydawana w ciągu 30 dni i przysługuje od niej odwołanie do rektora.""",
"""Under Section 18(3) of the Study Regulations, a student who fails a semester may repeat it only once during first-cycle studies. An application to repeat the semester must be submitted to the Dean's Office within a fortnight of the announcement of the resit session results. Repeating a course costs PLN 150 per ECTS credit, capped at PLN 2,400 per semester. The Dean may waive the fee in full or in part. The Dean's decision is issued within 30 days, and the student may appeal against it to the Rector.""")
D("pl-univ-1", "pl-univ-1-d1", "legal_reference", "Under Section 18(3) of", "Under Section 18 of")
D("pl-univ-1", "pl-univ-1-d2", "modality", "The Dean may waive the fee", "The Dean must waive the fee")

F("pl-trial-1", "preserve",
"""W randomizowanym badaniu z podwójnie ślepą próbą wzięło udział 412 pacjentów z nadciśnieniem tętniczym, leczonych przez 24 tygodnie. W grupie otrzymującej nowy lek ciśnienie skurczowe obniżyło się średnio o 12,4 mmHg, a w grupie placebo o 3,1 mmHg (p < 0,001). Działania niepożądane wystąpiły u 18% pacjentów w grupie badanej i u 15% w grupie kontrolnej. Najczęściej zgłaszano bóle głowy i zawroty głowy. Autorzy zaznaczają, że wyniki mogą nie dotyczyć osób powyżej 75. roku życia, które stanowiły jedynie 6% uczestników. Badanie zarejestrowano pod numerem NCT04829312.""",
"""Do randomizowanego, podwójnie zaślepionego badania włączono 412 chorych na nadciśnienie tętnicze, których leczono przez 24 tygodnie. Średni spadek ciśnienia skurczowego wyniósł 12,4 mmHg po zastosowaniu badanego leku wobec 3,1 mmHg po placebo (p < 0,001). Zdarzenia niepożądane odnotowano u 18% uczestników z grupy badanej oraz u 15% z grupy kontrolnej; dominowały bóle i zawroty głowy. Autorzy zastrzegają, że uzyskanych wyników być może nie da się odnieść do pacjentów powyżej 75. roku życia, którzy stanowili zaledwie 6% badanej populacji. Numer rejestracji badania: NCT04829312.""")
D("pl-trial-1", "pl-trial-1-d1", "number", "u 18% uczestników", "u 8% uczestników")
D("pl-trial-1", "pl-trial-1-d2", "hedge", "uzyskanych wyników być może nie da się", "uzyskanych wyników nie da się")

F("pl-weather-1", "en",
"""IMGW wydał ostrzeżenie trzeciego stopnia przed silnym wiatrem dla województwa pomorskiego. Ostrzeżenie obowiązuje od czwartku 7 listopada od godz. 20:00 do piątku 8 listopada do godz. 14:00. Prognozowana średnia prędkość wiatru wynosi od 45 do 60 km/h, a w porywach do 110 km/h. Na wybrzeżu możliwe jest podtopienie terenów nisko położonych. Synoptycy apelują, by nie parkować samochodów pod drzewami i nie wychodzić na falochrony. Prawdopodobieństwo wystąpienia zjawiska oceniono na 85%.""",
"""Poland's weather service IMGW has issued a level-three warning for strong wind across Pomorskie province, in force from 8 p.m. on Thursday 7 November until 2 p.m. on Friday 8 November. Average wind speeds of 45–60 km/h are forecast, with gusts of up to 110 km/h. Low-lying coastal areas could flood. Forecasters are urging people not to leave cars parked under trees and to keep off breakwaters. The service puts the likelihood of the event at 85 per cent.""")
D("pl-weather-1", "pl-weather-1-d1", "modality", "Low-lying coastal areas could flood.", "Low-lying coastal areas will flood.")
D("pl-weather-1", "pl-weather-1-d2", "date", "on Friday 8 November", "on Friday 9 November")

F("pl-tax-1", "preserve",
"""Zeznanie roczne PIT-37 za 2023 rok należy złożyć do 30 kwietnia 2024 r. Najprościej zrobić to w usłudze Twój e-PIT na stronie podatki.gov.pl, gdzie zeznanie jest przygotowane automatycznie. Jeśli podatnik nie zaakceptuje zeznania ani go nie odrzuci, zostanie ono uznane za złożone 30 kwietnia. Zwrot nadpłaty dla zeznań złożonych elektronicznie następuje w ciągu 45 dni, a dla papierowych w ciągu 3 miesięcy. Podatnik może przekazać 1,5% podatku wybranej organizacji pożytku publicznego. Podstawa prawna: art. 45 ust. 1 ustawy o podatku dochodowym od osób fizycznych.""",
"""Roczny PIT-37 za 2023 r. trzeba złożyć najpóźniej 30 kwietnia 2024 r. Najwygodniej skorzystać z usługi Twój e-PIT na podatki.gov.pl – tam zeznanie czeka już wypełnione. Kto ani go nie zaakceptuje, ani nie odrzuci, i tak będzie miał zeznanie uznane za złożone w dniu 30 kwietnia. Nadpłata wraca w ciągu 45 dni, jeśli zeznanie złożono przez internet, a w ciągu trzech miesięcy przy wersji papierowej. Można też przekazać 1,5 proc. podatku wybranej organizacji pożytku publicznego. Podstawa prawna: art. 45 ust. 1 ustawy o PIT.""")
D("pl-tax-1", "pl-tax-1-d1", "number", "przekazać 1,5 proc. podatku", "przekazać 1 proc. podatku")
D("pl-tax-1", "pl-tax-1-d2", "legal_reference", "art. 45 ust. 1 ustawy", "art. 54 ust. 1 ustawy")

F("pl-insurance-1", "en",
"""Szkodę należy zgłosić ubezpieczycielowi w ciągu 7 dni od jej wystąpienia, telefonicznie pod numerem 801 102 102 lub przez formularz na stronie www.ubezpieczenia-pewne.pl/szkody. Do zgłoszenia trzeba dołączyć zdjęcia uszkodzeń oraz kopię faktury zakupu. Ubezpieczyciel wypłaci odszkodowanie w ciągu 30 dni od otrzymania kompletu dokumentów. Udział własny wynosi 10% wartości szkody, nie mniej niż 200 zł. Ochrona nie obejmuje szkód powstałych w wyniku rażącego niedbalstwa. Numer polisy należy podawać w każdej korespondencji (przykład: PL/2024/778812).""",
"""Claims must be reported to the insurer within seven days of the loss, either by phone on 801 102 102 or via the form at www.ubezpieczenia-pewne.pl/szkody. Photographs of the damage and a copy of the purchase invoice have to accompany the claim. The insurer will pay compensation within 30 days of receiving the complete documentation. The excess is 10% of the value of the loss, subject to a minimum of PLN 200. Damage caused by gross negligence is excluded from cover. Always quote your policy number in correspondence (example: PL/2024/778812).""")
D("pl-insurance-1", "pl-insurance-1-d1", "url", "www.ubezpieczenia-pewne.pl/szkody", "www.ubezpieczenia-pewne.pl/kontakt")
D("pl-insurance-1", "pl-insurance-1-d2", "modality", "Claims must be reported", "Claims should ideally be reported")

F("pl-sport-1", "preserve",
"""Lech Poznań pokonał w sobotę Legię Warszawa 3:1 w meczu 14. kolejki Ekstraklasy. Na stadionie przy Bułgarskiej zasiadło 38 412 widzów. Dwie bramki zdobył Mikael Ishak, w 23. i 67. minucie, a trzecią dołożył w doliczonym czasie gry Afonso Sousa. Honorowego gola dla gości strzelił w 51. minucie Tomáš Pekhart. Po tym zwycięstwie Lech ma 31 punktów i traci tylko 2 punkty do prowadzącej Jagiellonii Białystok. Legia spadła na 5. miejsce.""",
"""Trzy gole, 38 412 kibiców na trybunach i cenne zwycięstwo: Lech Poznań ograł w sobotę Legię Warszawa 3:1 w 14. kolejce Ekstraklasy. Bohaterem spotkania przy Bułgarskiej był Mikael Ishak, który trafiał w 23. i 67. minucie. Wynik w doliczonym czasie ustalił Afonso Sousa. Dla warszawian w 51. minucie odpowiedział jedynie Tomáš Pekhart. Lech ma teraz 31 punktów, o dwa mniej od liderującej Jagiellonii Białystok, a Legia osunęła się na piąte miejsce w tabeli.""")
D("pl-sport-1", "pl-sport-1-d1", "number", "o dwa mniej", "o trzy mniej")
D("pl-sport-1", "pl-sport-1-d2", "invented_fact", "Wynik w doliczonym czasie ustalił", "Wynik w 94. minucie, w doliczonym czasie, ustalił")

F("pl-museum-1", "en",
"""Muzeum Narodowe w Krakowie jest czynne od wtorku do niedzieli w godzinach 10:00–18:00, a w poniedziałki pozostaje zamknięte. Bilet normalny kosztuje 35 zł, a ulgowy 25 zł. We wtorki wstęp na wystawy stałe jest bezpłatny. Ostatnie wejście jest możliwe na 45 minut przed zamknięciem. Dzieci do lat 7 wchodzą za darmo. Od 1 lipca do 31 sierpnia w czwartki muzeum będzie otwarte dłużej, do godz. 20:00. Szczegóły na stronie mnk.pl.""",
"""The National Museum in Kraków opens Tuesday to Sunday, 10 a.m. to 6 p.m., and stays closed on Mondays. A standard ticket costs PLN 35 and a concession PLN 25. On Tuesdays, admission to the permanent exhibitions is free. Last entry is three quarters of an hour before closing. Children under seven get in free. Throughout July and August the museum will stay open later on Thursdays, until 8 p.m. Details at mnk.pl.""")
D("pl-museum-1", "pl-museum-1-d1", "number", "three quarters of an hour", "half an hour")
D("pl-museum-1", "pl-museum-1-d2", "date", "Throughout July and August", "Throughout July")

F("pl-court-1", "preserve",
"""Sąd Najwyższy w wyroku z 12 marca 2024 r. (sygn. akt II CSKP 1045/22) uznał, że bank nie może żądać od kredytobiorcy wynagrodzenia za korzystanie z kapitału po unieważnieniu umowy frankowej. Sprawa dotyczyła kredytu zaciągniętego w 2007 r. na kwotę 320 000 zł. Sąd powołał się na art. 385¹ § 1 Kodeksu cywilnego oraz wyrok TSUE z 15 czerwca 2023 r. w sprawie C-520/21. Wyrok jest prawomocny. Według szacunków Związku Banków Polskich w sądach toczy się obecnie około 150 tys. podobnych spraw.""",
"""Po unieważnieniu umowy kredytu frankowego bank nie ma prawa domagać się od kredytobiorcy zapłaty za korzystanie z kapitału – tak orzekł Sąd Najwyższy w wyroku z 12.03.2024 r. (sygn. akt II CSKP 1045/22). Chodziło o kredyt na 320 tys. zł, wzięty w 2007 roku. SN oparł się na art. 385¹ § 1 Kodeksu cywilnego i na orzeczeniu TSUE z 15 czerwca 2023 r. (sprawa C-520/21). Wyrok jest już prawomocny. Związek Banków Polskich szacuje, że w sądach toczy się dziś mniej więcej 150 tys. podobnych spraw.""")
D("pl-court-1", "pl-court-1-d1", "legal_reference", "II CSKP 1045/22", "II CSKP 1054/22")
D("pl-court-1", "pl-court-1-d2", "negation", "bank nie ma prawa domagać się", "bank ma prawo domagać się")

F("pl-energy-1", "en",
"""Od 1 lipca 2024 r. cena energii elektrycznej dla gospodarstw domowych wzrośnie z 0,50 zł do 0,74 zł netto za kWh. Zamrożenie cen na poziomie 0,50 zł obowiązuje nadal do 30 czerwca dla zużycia do 2000 kWh rocznie. Przeciętne gospodarstwo zużywające 150 kWh miesięcznie zapłaci o około 36 zł więcej. Rodziny o niskich dochodach mogą złożyć wniosek o bon energetyczny w wysokości od 300 do 1200 zł. Wnioski przyjmują urzędy gmin do 30 września 2024 r.""",
"""From 1 July 2024, households will pay PLN 0.74 net per kWh of electricity instead of PLN 0.50. Until 30 June, the price freeze at PLN 0.50 still applies to annual consumption of up to 2,000 kWh. A typical household using 150 kWh a month will pay approximately PLN 36 more. Low-income families can apply for an energy voucher worth between PLN 300 and PLN 1,200. Applications are accepted by municipal offices until 30 September 2024.""")
D("pl-energy-1", "pl-energy-1-d1", "number", "PLN 300 and PLN 1,200", "PLN 300 and PLN 1,000")
D("pl-energy-1", "pl-energy-1-d2", "hedge", "will pay approximately PLN 36 more", "will pay PLN 36 more")

F("pl-school-1", "preserve",
"""Dyrekcja Szkoły Podstawowej nr 3 w Lublinie informuje, że zebrania z rodzicami odbędą się w środę 20 listopada o godz. 17:30. Zebrania klas 1–3 odbędą się w salach na parterze, a klas 4–8 na pierwszym piętrze. Obecność co najmniej jednego rodzica jest obowiązkowa. Rodzice, którzy nie mogą przyjść, powinni do 18 listopada skontaktować się z wychowawcą przez dziennik elektroniczny. Podczas zebrań będzie można wpłacić składkę na radę rodziców w wysokości 60 zł za rok szkolny.""",
"""Drodzy Rodzice! W środę 20 listopada o 17:30 zapraszamy na zebrania do SP nr 3 w Lublinie. Klasy 1–3 spotykają się w salach na parterze, klasy 4–8 – na pierwszym piętrze. Przynajmniej jeden rodzic musi się pojawić. Jeśli nie dacie rady przyjść, skontaktujcie się z wychowawcą przez dziennik elektroniczny do 18 listopada. Na miejscu będzie można też wpłacić składkę na radę rodziców: 60 zł na cały rok szkolny.""")
D("pl-school-1", "pl-school-1-d1", "modality", "Przynajmniej jeden rodzic musi się pojawić.", "Przynajmniej jeden rodzic powinien się pojawić.")

F("pl-cooking-1", "en",
"""Na ciasto potrzebujesz 500 g mąki pszennej, 250 ml ciepłego mleka, 25 g świeżych drożdży, 2 jajek i 80 g masła. Drożdże rozpuść w mleku z łyżeczką cukru i odstaw na 10 minut. Wyrabiaj ciasto przez około 8 minut, aż przestanie kleić się do rąk. Odstaw je do wyrośnięcia na godzinę, aż podwoi objętość. Piecz w temperaturze 180°C przez 35–40 minut. Nie otwieraj piekarnika przez pierwsze 20 minut, bo ciasto może opaść.""",
"""For the dough you'll need 500 g of wheat flour, 250 ml of warm milk, 25 g of fresh yeast, two eggs and 80 g of butter. Stir the yeast into the milk with a teaspoon of sugar and leave it for 10 minutes. Knead for roughly 8 minutes, until the dough stops sticking to your hands. Let it rise for an hour, until it has doubled in size. Bake at 180°C for 35 to 40 minutes. Keep the oven door shut for the first 20 minutes, or the dough might collapse.""")
D("pl-cooking-1", "pl-cooking-1-d1", "hedge", "Knead for roughly 8 minutes", "Knead for 8 minutes")
D("pl-cooking-1", "pl-cooking-1-d2", "number", "Let it rise for an hour", "Let it rise for half an hour")

F("pl-eu-1", "preserve",
"""Rozporządzenie Parlamentu Europejskiego i Rady (UE) 2023/1115 w sprawie wylesiania zobowiązuje przedsiębiorców wprowadzających na rynek UE kakao, kawę, soję, olej palmowy, bydło, kauczuk i drewno do wykazania, że produkty nie pochodzą z terenów wylesionych po 31 grudnia 2020 r. Zgodnie z art. 4 ust. 2 operatorzy muszą przed wprowadzeniem produktu złożyć oświadczenie o zachowaniu należytej staranności. Duże przedsiębiorstwa będą stosować przepisy od 30 grudnia 2024 r., a mikro- i małe przedsiębiorstwa od 30 czerwca 2025 r. Kary mogą sięgać co najmniej 4% rocznego obrotu w UE.""",
"""Na mocy rozporządzenia (UE) 2023/1115 Parlamentu Europejskiego i Rady, dotyczącego wylesiania, podmioty wprowadzające do obrotu w Unii kakao, kawę, soję, olej palmowy, bydło, kauczuk oraz drewno mają obowiązek udowodnić, że towary te nie pochodzą z obszarów, które uległy wylesieniu po dniu 31 grudnia 2020 r. Artykuł 4 ust. 2 nakłada na operatorów wymóg złożenia – przed wprowadzeniem produktu – oświadczenia o należytej staranności. Przepisy obejmą duże przedsiębiorstwa od 30 grudnia 2024 r., natomiast mikro- i małe przedsiębiorstwa od 30 czerwca 2025 r. Kary mogą wynieść co najmniej 4% rocznego obrotu osiąganego w UE.""")
D("pl-eu-1", "pl-eu-1-d1", "date", "po dniu 31 grudnia 2020 r.", "po dniu 31 grudnia 2021 r.")

F("pl-aviation-1", "en",
"""Port Lotniczy Gdańsk informuje, że z powodu remontu drogi startowej w dniach 3–17 marca 2025 r. lotnisko będzie zamknięte w nocy, od godz. 23:00 do 5:00. W tym czasie nie będą obsługiwane żadne loty, także czarterowe. Przewoźnicy przenieśli 42 nocne rejsy na inne godziny. Pasażerowie powinni sprawdzić aktualny status lotu na stronie airport.gdansk.pl lub u przewoźnika. Prace kosztują 68 mln zł i zostały w 40% sfinansowane ze środków unijnych.""",
"""Because of runway repairs, Gdańsk Airport will be closed overnight, from 11 p.m. to 5 a.m., between 3 and 17 March 2025. No flights at all will be handled during those hours, charters included. Airlines have moved 42 night flights to other times. Passengers should check the current status of their flight at airport.gdansk.pl or with their airline. The works cost PLN 68 million, 40% of which has been funded by the EU.""")
D("pl-aviation-1", "pl-aviation-1-d1", "url", "at airport.gdansk.pl", "at gdansk-airport.pl")
D("pl-aviation-1", "pl-aviation-1-d2", "invented_fact", wrap=lambda c: "Here is the English translation of the notice:\n\n" + c)

F("pl-logistics-1", "preserve",
"""Informujemy, że w okresie od 16 do 24 grudnia 2024 r. czas doręczenia przesyłek krajowych może wydłużyć się o 1–2 dni robocze. Paczki nadane do godz. 12:00 w dniu 20 grudnia powinny zostać doręczone przed świętami. Przesyłki pobraniowe o wartości powyżej 5 000 zł wymagają dodatkowego ubezpieczenia. W dniach 25–26 grudnia oraz 1 stycznia oddziały i sortownie będą nieczynne. Klienci biznesowi mogą zamówić dodatkowy odbiór pod numerem 22 555 01 01. Paczkomaty działają bez zmian, przez 24 godziny na dobę.""",
"""Uprzejmie informujemy, że między 16 a 24 grudnia 2024 r. doręczenie przesyłek krajowych może potrwać o jeden–dwa dni robocze dłużej niż zwykle. Przesyłki nadane 20 grudnia do godziny 12:00 powinny dotrzeć do adresatów jeszcze przed świętami. W przypadku przesyłek za pobraniem o wartości przekraczającej 5000 zł konieczne jest wykupienie dodatkowego ubezpieczenia. 25 i 26 grudnia oraz 1 stycznia nasze oddziały i sortownie nie będą pracować. Klienci biznesowi mają możliwość zamówienia dodatkowego odbioru pod numerem 22 555 01 01. Paczkomaty funkcjonują bez zmian – całodobowo.""")
D("pl-logistics-1", "pl-logistics-1-d1", "modality", "doręczenie przesyłek krajowych może potrwać", "doręczenie przesyłek krajowych potrwa")
D("pl-logistics-1", "pl-logistics-1-d2", "negation", "nie będą pracować", "będą pracować")

F("pl-warranty-1", "en",
"""Gwarancja na pralkę obejmuje okres 24 miesięcy od daty zakupu, a na silnik inwerterowy – 10 lat. Naprawa gwarancyjna zostanie wykonana w ciągu 14 dni roboczych od dostarczenia urządzenia do serwisu. Gwarancja nie obejmuje uszkodzeń mechanicznych ani szkód wynikających z użytkowania niezgodnego z instrukcją. Warunkiem skorzystania z gwarancji jest przedstawienie dowodu zakupu. Po trzech nieskutecznych naprawach tej samej usterki klient może żądać wymiany urządzenia na nowe. Zgłoszenia przyjmujemy pod adresem serwis@domtech.pl.""",
"""The washing machine comes with a 24-month warranty from the date of purchase, while the inverter motor is covered for 10 years. Warranty repairs will be completed within 14 working days of the appliance reaching the service centre. Mechanical damage is not covered, and neither is damage caused by use contrary to the manual. To claim under the warranty, you will need to show proof of purchase. If the same fault has been repaired unsuccessfully three times, the customer may demand a new replacement unit. Claims can be sent to serwis@domtech.pl.""")
D("pl-warranty-1", "pl-warranty-1-d1", "url", "serwis@domtech.pl", "service@domtech.pl")
D("pl-warranty-1", "pl-warranty-1-d2", "number", "a 24-month warranty", "a 12-month warranty")

F("pl-agri-1", "preserve",
"""Agencja Restrukturyzacji i Modernizacji Rolnictwa rozpoczęła 15 marca 2024 r. nabór wniosków o dopłaty bezpośrednie. Rolnicy mogą składać wnioski wyłącznie przez aplikację eWniosekPlus do 15 maja. Podstawowe wsparcie dochodów wyniesie w tym roku około 488 zł na hektar. W ubiegłym roku z dopłat skorzystało 1,26 mln gospodarstw, które otrzymały łącznie 17,3 mld zł. Wnioski złożone po terminie, ale nie później niż 10 czerwca, będą rozpatrywane z obniżeniem płatności o 1% za każdy dzień roboczy opóźnienia.""",
"""Ruszył nabór wniosków o dopłaty bezpośrednie. Od 15 marca 2024 r. rolnicy mogą je składać w ARiMR, ale tylko przez aplikację eWniosekPlus, a czas mają do 15 maja. Podstawowe wsparcie dochodów ma wynieść w tym roku mniej więcej 488 zł na hektar. Rok wcześniej po dopłaty sięgnęło 1,26 mln gospodarstw, którym wypłacono w sumie 17,3 mld zł. Spóźnialscy, którzy złożą wniosek najpóźniej 10 czerwca, nie stracą szansy na pieniądze, ale za każdy dzień roboczy zwłoki ich płatność zostanie obniżona o 1 proc.""")
D("pl-agri-1", "pl-agri-1-d1", "number", "1,26 mln gospodarstw", "1,62 mln gospodarstw")
D("pl-agri-1", "pl-agri-1-d2", "date", "najpóźniej 10 czerwca", "najpóźniej 30 czerwca")

F("pl-conference-1", "en",
"""Komitet organizacyjny zaprasza do nadsyłania abstraktów na XII Ogólnopolską Konferencję Językoznawczą, która odbędzie się w dniach 22–24 października 2025 r. w Poznaniu. Abstrakty o długości do 300 słów należy przesyłać do 31 maja 2025 r. na adres konferencja@amu.edu.pl. Opłata konferencyjna wynosi 650 zł, a dla doktorantów 400 zł. Wybrane referaty zostaną opublikowane w recenzowanym tomie (ISBN 978-83-232-4417-9). Przewidujemy udział około 120 uczestników. Więcej informacji: https://konferencja.amu.edu.pl/2025.""",
"""The organising committee invites abstracts for the 12th Polish National Linguistics Conference, to be held in Poznań on 22–24 October 2025. Abstracts of up to 300 words must be sent to konferencja@amu.edu.pl by 31 May 2025. The conference fee is PLN 650, reduced to PLN 400 for doctoral students. Selected papers will appear in a peer-reviewed volume (ISBN 978-83-232-4417-9). We expect about 120 participants. Further information: https://konferencja.amu.edu.pl/2025.""")
D("pl-conference-1", "pl-conference-1-d1", "url", "https://konferencja.amu.edu.pl/2025", "https://konferencja.amu.edu.pl/2024")
D("pl-conference-1", "pl-conference-1-d2", "date", "by 31 May 2025", "by 31 March 2025")

F("pl-election-1", "preserve",
"""Według danych Państwowej Komisji Wyborczej frekwencja w drugiej turze wyborów prezydenta miasta wyniosła 47,8%. Zwyciężył Adam Kowalczyk, który otrzymał 52,3% głosów, pokonując Ewę Jabłońską (47,7%). Różnica wyniosła niespełna 4 200 głosów. Sztab przegranej kandydatki zapowiedział, że prawdopodobnie złoży protest wyborczy do sądu okręgowego w terminie 14 dni. Nowy prezydent zostanie zaprzysiężony 6 maja 2024 r. podczas uroczystej sesji rady miasta.""",
"""Adam Kowalczyk wygrał drugą turę wyborów na prezydenta miasta z wynikiem 52,3% głosów. Jego rywalka, Ewa Jabłońska, zdobyła 47,7%. Dzieliło ich mniej niż 4 200 głosów. Jak podaje Państwowa Komisja Wyborcza, do urn poszło 47,8% uprawnionych. Sztab Jabłońskiej zapowiada, że w ciągu 14 dni najpewniej wniesie protest wyborczy do sądu okręgowego. Zaprzysiężenie nowego prezydenta zaplanowano na 6 maja 2024 r., na uroczystej sesji rady miasta.""")
D("pl-election-1", "pl-election-1-d1", "hedge", "w ciągu 14 dni najpewniej wniesie", "w ciągu 14 dni wniesie")
D("pl-election-1", "pl-election-1-d2", "wrong_language", language="en")

F("pl-readme-1", "preserve",
"""## Instalacja

Wymagany jest Python w wersji 3.10 lub nowszej. Pakiet instalujesz poleceniem `pip install raportownik==2.4.1`. Przed pierwszym uruchomieniem wykonaj `raportownik init`, aby utworzyć bazę danych.

- Plik konfiguracyjny umieść w katalogu `~/.config/raportownik/`.
- Domyślny port serwera to `8080`; możesz go zmienić opcją `--port`.
- Nie uruchamiaj serwera z uprawnieniami administratora.

Pełna dokumentacja znajduje się na stronie [raportownik.readthedocs.io](https://raportownik.readthedocs.io/pl/latest/). Zgłoszenia błędów przyjmujemy w serwisie GitHub.""",
"""## Instalacja

Do działania pakietu potrzebny jest Python 3.10 albo nowszy. Zainstaluj go poleceniem `pip install raportownik==2.4.1`, a przed pierwszym uruchomieniem wywołaj `raportownik init` – utworzy to bazę danych.

- Konfigurację zapisz w katalogu `~/.config/raportownik/`.
- Serwer domyślnie nasłuchuje na porcie `8080`, który można zmienić za pomocą opcji `--port`.
- Serwera nie należy uruchamiać z uprawnieniami administratora.

Całą dokumentację znajdziesz pod adresem [raportownik.readthedocs.io](https://raportownik.readthedocs.io/pl/latest/). Błędy zgłaszaj na GitHubie.""")
D("pl-readme-1", "pl-readme-1-d1", "markdown", reps=[
  ("- Konfigurację zapisz", "Konfigurację zapisz"),
  ("`~/.config/raportownik/`.\n- Serwer", "`~/.config/raportownik/`. Serwer"),
  ("opcji `--port`.\n- Serwera", "opcji `--port`. Serwera")])
D("pl-readme-1", "pl-readme-1-d2", "code", "`pip install raportownik==2.4.1`", "`pip install raportownik`")

F("pl-changelog-1", "en",
"""### Wersja 3.2.0 (2024-09-18)

- Dodano obsługę formatu Parquet w poleceniu `eksport`.
- Naprawiono błąd #412, przez który limit `max_rows` był ignorowany.
- Domyślny czas oczekiwania wydłużono z 30 do 60 sekund.
- Poprawiono wydajność importu dużych plików o około 25%.
- Usunięto przestarzałą opcję `--legacy-csv`; użyj zamiast niej `--format csv`.

**Uwaga:** aktualizacja wymaga migracji bazy danych poleceniem `narzedzie migrate`. Szczegóły w [przewodniku migracji](https://docs.narzedzie.dev/migracja).""",
"""### Version 3.2.0 (18 September 2024)

- The `eksport` command now supports the Parquet format.
- Fixed bug #412, which caused the `max_rows` limit to be ignored.
- The default timeout has been doubled from 30 to 60 seconds.
- Importing large files is now roughly 25% faster.
- The deprecated `--legacy-csv` option has been removed; use `--format csv` instead.

**Note:** upgrading requires a database migration with `narzedzie migrate`. See the [migration guide](https://docs.narzedzie.dev/migracja) for details.""")
D("pl-changelog-1", "pl-changelog-1-d1", "code", "the `max_rows` limit", "the `max_row` limit")
D("pl-changelog-1", "pl-changelog-1-d2", "markdown", "### Version 3.2.0 (18 September 2024)", "Version 3.2.0 (18 September 2024)")

F("pl-safety-1", "preserve",
"""Przed pierwszym użyciem grzejnika olejowego należy ustawić go w pozycji pionowej na co najmniej 2 godziny. Urządzenia nie wolno przykrywać ani używać w łazience. Minimalna odległość od mebli i zasłon wynosi 50 cm. Grzejnik ma trzy stopnie mocy: 800, 1200 i 2000 W. Po przewróceniu urządzenie automatycznie wyłącza się w ciągu 2 sekund. Dzieci poniżej 3 lat nie powinny przebywać w pobliżu urządzenia bez stałego nadzoru. Produkt spełnia wymagania normy PN-EN 60335-2-30.""",
"""Zanim po raz pierwszy włączysz grzejnik olejowy, postaw go pionowo i odczekaj minimum dwie godziny. Nie przykrywaj go i nie korzystaj z niego w łazience. Od mebli i zasłon musi go dzielić przynajmniej 50 cm. Do wyboru są trzy poziomy mocy: 800 W, 1200 W i 2000 W. Gdy grzejnik się przewróci, sam wyłączy się w ciągu 2 sekund. Dzieci w wieku poniżej 3 lat nie powinny przebywać blisko grzejnika, jeśli nikt ich stale nie pilnuje. Produkt jest zgodny z normą PN-EN 60335-2-30.""")
D("pl-safety-1", "pl-safety-1-d1", "negation", "Nie przykrywaj go i nie korzystaj z niego w łazience.", "Nie przykrywaj go; możesz natomiast korzystać z niego w łazience.")
D("pl-safety-1", "pl-safety-1-d2", "number", "przynajmniej 50 cm", "przynajmniej 30 cm")

F("pl-short-1", "preserve",
"""Lek należy przyjmować 2 razy dziennie po 1 tabletce, rano i wieczorem, przez 7 dni. Nie stosować u dzieci poniżej 6 lat.""",
"""Przez tydzień zażywaj jedną tabletkę dwa razy dziennie – rano i wieczorem. Nie podawać dzieciom, które nie ukończyły 6 lat.""")
D("pl-short-1", "pl-short-1-d1", "number", "jedną tabletkę dwa razy dziennie", "jedną tabletkę trzy razy dziennie")

F("pl-short-2", "en",
"""Od poniedziałku 4 marca ulica Długa będzie zamknięta dla ruchu na 3 tygodnie. Objazd poprowadzono ulicami Krótką i Polną.""",
"""Długa Street will be closed to traffic for three weeks starting on Monday 4 March. A diversion has been signposted via Krótka and Polna streets.""")
D("pl-short-2", "pl-short-2-d1", "date", "Monday 4 March", "Monday 11 March")
