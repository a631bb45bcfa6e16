# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 30: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="pl-readme-walidator-nip",
        source="""## nipcheck

Biblioteka `nipcheck` sprawdza poprawność polskich numerów NIP i REGON na podstawie sumy kontrolnej. Wymaga Pythona 3.9 lub nowszego. Instalacja:

`pip install nipcheck`

Podstawowe użycie: `nipcheck.validate("5261040828")` zwraca `True` albo `False`. **Biblioteka nie łączy się z żadnym rejestrem** – nie sprawdza, czy firma faktycznie istnieje ani czy jest czynnym podatnikiem VAT. Do tego służy oficjalny Wykaz podatników VAT (https://www.podatki.gov.pl/wykaz-podatnikow-vat-wyszukiwarka). Błędy zgłaszaj na https://github.com/przyklad/nipcheck/issues. Kod udostępniamy na licencji MIT.""",
        good=[
            Good(
                "preserve",
                """## nipcheck

`nipcheck` to biblioteka, która na podstawie sumy kontrolnej sprawdza, czy polski numer NIP lub REGON jest poprawny. Potrzebujesz Pythona w wersji 3.9 lub nowszej. Zainstalujesz ją poleceniem:

`pip install nipcheck`

Najprostsze wywołanie to `nipcheck.validate("5261040828")` – w wyniku dostaniesz `True` albo `False`. **Biblioteka nie łączy się z żadnym rejestrem**, więc nie powie ci, czy firma naprawdę istnieje ani czy jest czynnym podatnikiem VAT. Te informacje znajdziesz w oficjalnym Wykazie podatników VAT (https://www.podatki.gov.pl/wykaz-podatnikow-vat-wyszukiwarka). Znalezione błędy zgłaszaj na https://github.com/przyklad/nipcheck/issues. Kod jest dostępny na licencji MIT.""",
            ),
            Good(
                "preserve",
                """## nipcheck

Pakiet `nipcheck` służy do weryfikacji poprawności polskich numerów NIP i REGON w oparciu o sumę kontrolną i jest udostępniany na licencji MIT. Minimalna wymagana wersja Pythona to 3.9.

Instalacja:

`pip install nipcheck`

Wywołanie `nipcheck.validate("5261040828")` zwraca wartość `True` lub `False`. Należy pamiętać, że **biblioteka nie łączy się z żadnym rejestrem**: nie weryfikuje ani faktycznego istnienia firmy, ani jej statusu czynnego podatnika VAT – do tego służy oficjalny Wykaz podatników VAT (https://www.podatki.gov.pl/wykaz-podatnikow-vat-wyszukiwarka). Zgłoszenia błędów prosimy kierować na https://github.com/przyklad/nipcheck/issues.""",
            ),
            Good(
                "en",
                """## nipcheck

`nipcheck` checks whether a Polish NIP or REGON number is valid, using its checksum. You'll need Python 3.9 or newer. Install it with:

`pip install nipcheck`

Basic use: `nipcheck.validate("5261040828")` gives you back `True` or `False`. **The library doesn't connect to any registry** – so it can't tell you whether a company actually exists or whether it's an active VAT payer. For that, there's the official VAT taxpayer list (https://www.podatki.gov.pl/wykaz-podatnikow-vat-wyszukiwarka). Found a bug? Report it at https://github.com/przyklad/nipcheck/issues. The code is MIT-licensed.""",
            ),
        ],
        bad=[
            Slip(2, [("`pip install nipcheck`", "`pip install nip-check`")], "code"),
            Slip(
                0,
                [
                    (
                        "**Biblioteka nie łączy się z żadnym rejestrem**",
                        "Biblioteka nie łączy się z żadnym rejestrem",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "https://github.com/przyklad/nipcheck/issues",
                        "https://github.com/przyklad/nipcheck/discussions",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-migracja-bazy-procedura",
        source="""Procedura aktualizacji schematu bazy danych (środowisko produkcyjne)

Migracje uruchamiamy wyłącznie we wtorki i czwartki między 6:00 a 8:00, kiedy ruch jest najmniejszy. Przed startem obowiązkowo wykonaj kopię zapasową poleceniem `make backup-prod` i sprawdź, czy plik w katalogu `/var/backups/db` ma więcej niż 0 bajtów. Samą migrację uruchamia się przez `alembic upgrade head`. Jeżeli trwa dłużej niż 15 minut, przerwij ją i wróć do poprzedniej wersji (`alembic downgrade -1`). Każdą migrację zgłoś na kanale #wdrozenia co najmniej 24 godziny przed terminem. Bez akceptacji drugiej osoby z zespołu nie wolno uruchamiać migracji.""",
        good=[
            Good(
                "preserve",
                """Aktualizacja schematu bazy danych w środowisku produkcyjnym – procedura

Migracje wolno przeprowadzać jedynie we wtorki i czwartki w godzinach 6:00–8:00, czyli w okresie najmniejszego ruchu. Każda migracja musi zostać zgłoszona na kanale #wdrozenia z co najmniej 24-godzinnym wyprzedzeniem, a jej uruchomienie bez akceptacji drugiej osoby z zespołu jest zabronione. Przed rozpoczęciem obowiązkowe jest wykonanie kopii zapasowej (`make backup-prod`) oraz sprawdzenie, czy plik w katalogu `/var/backups/db` ma rozmiar większy niż 0 bajtów. Migrację uruchamia się poleceniem `alembic upgrade head`. Jeśli jej wykonanie przekroczy 15 minut, należy ją przerwać i przywrócić poprzednią wersję za pomocą `alembic downgrade -1`.""",
            ),
            Good(
                "preserve",
                """Jak zaktualizować schemat bazy na produkcji

1. Zgłoś migrację na #wdrozenia przynajmniej dobę przed planowanym terminem. Bez akceptacji drugiej osoby z zespołu migracji nie wolno uruchomić.
2. Termin: tylko wtorek albo czwartek, między 6:00 a 8:00 – wtedy ruch jest najmniejszy.
3. Obowiązkowo zrób kopię zapasową (`make backup-prod`) i sprawdź, czy plik w `/var/backups/db` ma więcej niż 0 bajtów.
4. Odpal `alembic upgrade head`.
5. Jeśli migracja trwa ponad 15 minut, przerwij ją i cofnij się do poprzedniej wersji: `alembic downgrade -1`.""",
            ),
            Good(
                "en",
                """Updating the production database schema

Migrations may only be run on Tuesdays and Thursdays between 6:00 and 8:00, when traffic is at its lowest. Announce every migration in the #wdrozenia channel at least 24 hours in advance; no migration may be started without approval from a second team member. Before you begin, you must take a backup with `make backup-prod` and check that the file in `/var/backups/db` is larger than 0 bytes. The migration itself is run with `alembic upgrade head`. If it takes longer than 15 minutes, stop it and roll back to the previous version (`alembic downgrade -1`).""",
            ),
        ],
        bad=[
            Slip(0, [("`alembic downgrade -1`", "`alembic downgrade base`")], "code"),
            Slip(
                2,
                [
                    (
                        "no migration may be started without approval",
                        "no migration should be started without approval",
                    )
                ],
                "modality",
            ),
            Slip(1, [("między 6:00 a 8:00", "między 6:00 a 9:00")], "number"),
        ],
    ),
    Case(
        key="pl-rezonans-magnetyczny-przygotowanie",
        source="""Przygotowanie do badania rezonansu magnetycznego (MR)

Prosimy zgłosić się do rejestracji 20 minut przed wyznaczoną godziną i zabrać skierowanie oraz wyniki wcześniejszych badań. Przy badaniu jamy brzusznej należy pozostać na czczo przez 6 godzin; przy pozostałych badaniach można normalnie jeść i pić. Osoby z rozrusznikiem serca nie mogą wykonać badania bez pisemnej zgody kardiologa. Podanie kontrastu wymaga aktualnego wyniku kreatyniny, nie starszego niż 30 dni. Samo badanie trwa zwykle od 20 do 40 minut. Kontrast może wywołać uczucie ciepła lub metaliczny posmak w ustach, które najczęściej ustępują po kilku minutach.""",
        good=[
            Good(
                "preserve",
                """Jak przygotować się do rezonansu magnetycznego (MR)

Przyjdź do rejestracji 20 minut przed wyznaczoną godziną badania. Weź ze sobą skierowanie i wyniki wcześniejszych badań. Jeśli badana będzie jama brzuszna, musisz być na czczo przez 6 godzin. Przed innymi badaniami możesz normalnie jeść i pić. Masz rozrusznik serca? Wtedy badanie jest możliwe tylko z pisemną zgodą kardiologa. Jeśli dostaniesz kontrast, potrzebny jest aktualny wynik kreatyniny – nie starszy niż 30 dni. Badanie zwykle trwa od 20 do 40 minut. Po kontraście możesz poczuć ciepło albo metaliczny posmak w ustach. Najczęściej mija to po kilku minutach.""",
            ),
            Good(
                "preserve",
                """Informacja dla pacjentów: przygotowanie do badania MR

Pacjenta prosimy o stawienie się w rejestracji na 20 minut przed wyznaczoną godziną, ze skierowaniem i wynikami wcześniejszych badań. Badanie jamy brzusznej wykonuje się na czczo – ostatni posiłek należy spożyć co najmniej 6 godzin wcześniej; przed pozostałymi badaniami nie obowiązują ograniczenia w jedzeniu i piciu. U osób z rozrusznikiem serca badanie może zostać wykonane wyłącznie po uzyskaniu pisemnej zgody kardiologa. Warunkiem podania kontrastu jest aktualny, nie starszy niż 30 dni, wynik kreatyniny. Badanie trwa zwykle 20–40 minut. Kontrast może powodować uczucie ciepła lub metaliczny posmak w ustach; objawy te najczęściej mijają po kilku minutach.""",
            ),
            Good(
                "en",
                """Getting ready for your MRI scan

Please get to registration 20 minutes before your appointment time and bring your referral plus the results of any earlier tests. For an abdominal scan you'll need to fast for 6 hours beforehand; for any other scan you can eat and drink as usual. If you have a pacemaker, the scan can't be done without written consent from a cardiologist. If you're getting contrast, we need a recent creatinine result no more than 30 days old. The scan itself usually takes 20 to 40 minutes. Contrast may make you feel warm or leave a metallic taste in your mouth, and this most often goes away within a few minutes.""",
            ),
        ],
        bad=[
            Slip(2, [("Contrast may make you feel warm", "Contrast makes you feel warm")], "hedge"),
            Slip(
                0,
                [
                    (
                        "Przed innymi badaniami możesz normalnie jeść i pić.",
                        "Przed innymi badaniami nie możesz normalnie jeść i pić.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("nie starszy niż 30 dni", "nie starszy niż 60 dni")], "number"),
        ],
    ),
    Case(
        key="pl-klub-wioslarski-przystan",
        source="""Regulamin korzystania z przystani Klubu Wioślarskiego „Wiślanka”

Sezon na wodzie trwa od 15 kwietnia do 31 października. Łodzie klubowe mogą wypożyczać wyłącznie członkowie z opłaconą składką i ważną kartą pływacką. Każde wypłynięcie trzeba wpisać do książki wyjść, podając godzinę powrotu. Osoby niepełnoletnie pływają tylko pod opieką trenera. Przy temperaturze wody poniżej 10°C obowiązuje kamizelka asekuracyjna. Po zmroku wypływanie jest zabronione. Członkowie mogą przechowywać własne łodzie w hangarze za opłatą 300 zł za sezon.""",
        good=[
            Good(
                "preserve",
                """Zasady korzystania z przystani Klubu Wioślarskiego „Wiślanka”

Na wodę wypływamy w sezonie od 15 kwietnia do 31 października. Klubową łódź wypożyczy tylko członek, który ma opłaconą składkę i ważną kartę pływacką. Każde wyjście na wodę wpisz do książki wyjść razem z godziną powrotu. Niepełnoletni pływają wyłącznie pod opieką trenera. Gdy woda ma mniej niż 10°C, kamizelka asekuracyjna jest obowiązkowa. Po zmroku nie wolno wypływać. Własną łódź członek może trzymać w hangarze – kosztuje to 300 zł za sezon.""",
            ),
            Good(
                "preserve",
                """Regulamin przystani Klubu Wioślarskiego „Wiślanka”

1. Sezon wodny rozpoczyna się 15 kwietnia i kończy 31 października.
2. Prawo do wypożyczania łodzi klubowych przysługuje wyłącznie członkom posiadającym opłaconą składkę oraz ważną kartę pływacką.
3. Każde wypłynięcie podlega obowiązkowemu wpisowi do książki wyjść ze wskazaniem godziny powrotu.
4. Osoby niepełnoletnie mogą pływać jedynie pod opieką trenera.
5. Jeżeli temperatura wody jest niższa niż 10°C, używanie kamizelki asekuracyjnej jest obowiązkowe.
6. Zakazuje się wypływania po zmroku.
7. Członkowie klubu mają możliwość przechowywania własnych łodzi w hangarze; opłata wynosi 300 zł za sezon.""",
            ),
            Good(
                "en",
                """Using the boathouse – Wiślanka Rowing Club rules

Our on-water season runs from 15 April to 31 October. Club boats can only be taken out by members who have paid their fees and hold a valid swimming card. Every outing has to be logged in the outings book, along with the time you'll be back. Under-18s only go out on the water under a coach's supervision. When the water is colder than 10°C, a buoyancy vest is compulsory. No going out after dark. Members can keep their own boats in the hangar for 300 zł a season.""",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "używanie kamizelki asekuracyjnej jest obowiązkowe",
                        "używanie kamizelki asekuracyjnej jest zalecane",
                    )
                ],
                "modality",
            ),
            Slip(2, [("No going out after dark.", "Going out after dark is fine.")], "negation"),
            Slip(0, [("do 31 października", "do 30 września")], "date"),
        ],
    ),
    Case(
        key="pl-lektorat-angielski-zaliczenie",
        source="""Zasady zaliczenia lektoratu z języka angielskiego (poziom B2)

Zajęcia odbywają się dwa razy w tygodniu po 90 minut. Dopuszczalne są trzy nieusprawiedliwione nieobecności w semestrze; czwarta oznacza brak zaliczenia. Nieobecność usprawiedliwia się zwolnieniem lekarskim dostarczonym w ciągu 7 dni. Na ocenę końcową składają się dwa kolokwia (po 30%), prezentacja ustna (20%) i aktywność na zajęciach (20%). Do zaliczenia potrzeba co najmniej 60% punktów. Osoby z certyfikatem FCE lub wyższym mogą zostać zwolnione z zajęć, ale muszą przystąpić do egzaminu końcowego. Korzystanie z telefonów podczas kolokwiów jest zabronione.""",
        good=[
            Good(
                "preserve",
                """Warunki zaliczenia lektoratu języka angielskiego na poziomie B2

Lektorat obejmuje dwa spotkania tygodniowo, każde trwające 90 minut. W semestrze student może mieć nie więcej niż trzy nieobecności nieusprawiedliwione – czwarta skutkuje niezaliczeniem przedmiotu. Podstawą usprawiedliwienia nieobecności jest zwolnienie lekarskie dostarczone w terminie 7 dni. Ocena końcowa uwzględnia wyniki dwóch kolokwiów (każde stanowi 30% oceny), prezentacji ustnej (20%) oraz aktywności na zajęciach (20%). Warunkiem zaliczenia jest uzyskanie co najmniej 60% punktów. Studenci posiadający certyfikat FCE lub certyfikat wyższego stopnia mogą zostać zwolnieni z uczestnictwa w zajęciach, są jednak zobowiązani do przystąpienia do egzaminu końcowego. W trakcie kolokwiów obowiązuje zakaz korzystania z telefonów.""",
            ),
            Good(
                "preserve",
                """Jak zaliczyć lektorat z angielskiego (B2)

Spotykamy się dwa razy w tygodniu, za każdym razem na półtorej godziny. W semestrze możesz opuścić bez usprawiedliwienia najwyżej trzy zajęcia – przy czwartej takiej nieobecności nie zaliczasz. Żeby usprawiedliwić nieobecność, przynieś zwolnienie lekarskie w ciągu 7 dni. Ocena końcowa to: dwa kolokwia po 30%, prezentacja ustna 20% i aktywność na zajęciach 20%. Zaliczasz, jeśli zdobędziesz co najmniej 60% punktów. Masz FCE albo wyższy certyfikat? Możesz zostać zwolniony z chodzenia na zajęcia, ale do egzaminu końcowego i tak musisz podejść. Na kolokwiach telefony są zakazane.""",
            ),
            Good(
                "en",
                """English language course (B2): how to pass

Classes meet twice a week for 90 minutes each. You are allowed three unexcused absences per semester; a fourth means you fail the course. An absence is excused by a doctor's note submitted within 7 days. The final grade is made up of two tests (30% each), an oral presentation (20%) and class participation (20%). To pass, you need at least 60% of the points. Students with an FCE certificate or higher may be exempted from attending classes, but they must still sit the final exam. Phones may not be used during tests.""",
            ),
        ],
        bad=[
            Slip(2, [("an oral presentation (20%)", "an oral presentation (25%)")], "number"),
            Slip(
                0,
                [
                    (
                        "są jednak zobowiązani do przystąpienia do egzaminu końcowego",
                        "mogą jednak przystąpić do egzaminu końcowego",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("Na kolokwiach telefony są zakazane.", "Na kolokwiach telefony są dozwolone.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-kolej-linowa-szyndzielnia",
        source="""Kolej linowa na Szyndzielnię – informacje dla pasażerów

Kolej kursuje codziennie od 9:00 do 17:00, a w lipcu i sierpniu do 19:00. Bilet w obie strony kosztuje 45 zł, ulgowy 35 zł; dzieci do lat 4 jadą bezpłatnie. Psy mogą podróżować w kagańcu i na smyczy, bez dodatkowej opłaty. Rowerów nie przewozimy. Przy silnym wietrze kursy mogą zostać wstrzymane bez wcześniejszego uprzedzenia – wtedy bilety zwracamy w kasie dolnej stacji. Przejazd w jedną stronę trwa około 10 minut.""",
        good=[
            Good(
                "preserve",
                """Na Szyndzielnię koleją linową: co warto wiedzieć

Kolej kursuje codziennie w godzinach 9:00–17:00, a w lipcu i sierpniu – aż do 19:00. Za bilet w obie strony zapłacimy 45 zł, a za ulgowy 35 zł. Dzieci do lat 4 podróżują za darmo. Psy wjadą bez dodatkowej opłaty, o ile mają kaganiec i są na smyczy. Rowerów kolej nie zabiera. Jazda w jedną stronę zajmuje mniej więcej 10 minut. Trzeba się jednak liczyć z tym, że przy silnym wietrze kursy mogą zostać wstrzymane bez uprzedzenia – w takiej sytuacji pieniądze za bilety można odzyskać w kasie na dolnej stacji.""",
            ),
            Good(
                "preserve",
                """Kolej linowa na Szyndzielnię – najważniejsze informacje

Godziny: codziennie 9:00–17:00 (w lipcu i sierpniu do 19:00).
Ceny: bilet w obie strony 45 zł, bilet ulgowy 35 zł. Dzieci do lat 4 nie płacą.
Psy: mogą jechać bez dopłaty, jeśli mają kaganiec i są na smyczy.
Rowery: nie są przewożone.
Czas jazdy w jedną stronę: około 10 minut.
Wiatr: gdy mocno wieje, kursy mogą zostać wstrzymane bez wcześniejszej zapowiedzi. Wtedy zwracamy pieniądze za bilety w kasie dolnej stacji.""",
            ),
            Good(
                "en",
                """Szyndzielnia cable car – passenger information

The cable car operates daily from 9:00 to 17:00, with extended hours until 19:00 in July and August. A return ticket costs PLN 45 (reduced fare: PLN 35); children up to the age of 4 travel free of charge. Dogs may travel at no extra charge, provided they are muzzled and kept on a lead. Bicycles cannot be carried. In strong winds, services may be suspended without prior notice; in that case, tickets are refunded at the ticket office of the lower station. A one-way journey takes approximately 10 minutes.""",
            ),
        ],
        bad=[
            Slip(2, [("(reduced fare: PLN 35)", "(reduced fare: PLN 30)")], "number"),
            Slip(1, [("Rowery: nie są przewożone.", "Rowery: są przewożone.")], "negation"),
            Slip(
                0,
                [
                    (
                        "Dzieci do lat 4 podróżują za darmo.",
                        "Dzieci do lat 4 podróżują za darmo, jeśli siedzą na kolanach opiekuna.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zamiatanie-ulic-zakaz-postoju",
        source="""Komunikat Zarządu Dróg Miejskich

W dniach 8–10 kwietnia 2025 r. odbędzie się wiosenne mechaniczne sprzątanie ulic na osiedlu Piaski. Prace będą prowadzone od 7:00 do 15:00. Na czas sprzątania na wskazanych odcinkach obowiązuje zakaz postoju – pojazdy pozostawione wbrew oznakowaniu zostaną odholowane na koszt właściciela. Harmonogram dla poszczególnych ulic jest dostępny na stronie https://zdm.ostrow.pl/sprzatanie-2025. Mieszkańców prosimy o przestawienie samochodów na parkingi osiedlowe dzień wcześniej. Pytania można kierować na adres sprzatanie@zdm.ostrow.pl.""",
        good=[
            Good(
                "preserve",
                """Wiosenne sprzątanie ulic na Piaskach – ważne dla kierowców

Od 8 do 10 kwietnia 2025 r. ulice osiedla Piaski będą sprzątane mechanicznie. Prace potrwają od 7:00 do 15:00. W tym czasie na oznakowanych odcinkach nie wolno parkować. Auta zostawione tam mimo znaków zostaną odholowane, a koszt poniesie właściciel. Kiedy sprzątana będzie Twoja ulica, sprawdzisz na https://zdm.ostrow.pl/sprzatanie-2025. Prosimy, przestaw samochód na parking osiedlowy dzień wcześniej. Masz pytania? Napisz na sprzatanie@zdm.ostrow.pl.""",
            ),
            Good(
                "preserve",
                """Komunikat Zarządu Dróg Miejskich w sprawie wiosennego sprzątania ulic

Zarząd Dróg Miejskich informuje, że w dniach 8–10 kwietnia 2025 r., w godzinach 7:00–15:00, na osiedlu Piaski zostanie przeprowadzone wiosenne mechaniczne sprzątanie ulic. W tym czasie na wyznaczonych odcinkach obowiązywać będzie zakaz postoju, a pojazdy pozostawione wbrew oznakowaniu zostaną odholowane na koszt właścicieli. Szczegółowy harmonogram prac na poszczególnych ulicach opublikowano pod adresem https://zdm.ostrow.pl/sprzatanie-2025. Zwracamy się do mieszkańców z prośbą o przeparkowanie samochodów na parkingi osiedlowe z jednodniowym wyprzedzeniem. Wszelkie pytania prosimy kierować na adres sprzatanie@zdm.ostrow.pl.""",
            ),
            Good(
                "en",
                """Street sweeping on the Piaski estate this April

Piaski's streets will get their spring mechanical clean from 8 to 10 April 2025, the Municipal Roads Authority has announced. Work will run from 7:00 to 15:00. While it is under way, parking will be banned on the designated stretches, and any vehicle left there in breach of the signs will be towed away at its owner's expense. A street-by-street schedule is available at https://zdm.ostrow.pl/sprzatanie-2025. Residents are asked to move their cars to the estate car parks the day before. Questions can be sent to sprzatanie@zdm.ostrow.pl.""",
            ),
        ],
        bad=[
            Slip(2, [("from 8 to 10 April 2025", "from 8 to 11 April 2025")], "date"),
            Slip(0, [("sprzatanie@zdm.ostrow.pl", "sprzatanie@zdm.ostrow.gov.pl")], "url"),
            Slip(
                1,
                [
                    (
                        "Zwracamy się do mieszkańców z prośbą o przeparkowanie",
                        "Mieszkańcy mają obowiązek przeparkowania",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-namiot-trekker-karta-produktu",
        source="""Namiot turystyczny Trekker 3 – opis produktu

Trzyosobowy namiot tunelowy o wadze 2,9 kg (z kompletem śledzi i odciągów). Tropik z poliestru 75D ma wodoodporność 3000 mm, podłoga – 5000 mm. Rozbicie zajmuje doświadczonej osobie około 10 minut. Namiot sprawdzi się w warunkach trzech sezonów; nie jest przeznaczony do biwakowania zimą ani na dużych wysokościach. W zestawie pokrowiec kompresyjny i zestaw naprawczy. Gwarancja producenta: 24 miesiące. Przed pierwszym użyciem warto rozbić namiot w domu lub ogrodzie, by sprawdzić kompletność zestawu.""",
        good=[
            Good(
                "preserve",
                """Trekker 3 – namiot na trzy sezony

To tunelowy namiot dla trzech osób, który razem z kompletem śledzi i odciągów waży 2,9 kg. Tropik uszyto z poliestru 75D o wodoodporności 3000 mm, a podłoga ma wodoodporność 5000 mm. Jeśli masz wprawę, rozbijesz go w jakieś 10 minut. Sprawdzi się wiosną, latem i jesienią, ale nie jest przeznaczony na zimowe biwaki ani na duże wysokości. W komplecie dostajesz pokrowiec kompresyjny i zestaw naprawczy, a producent daje 24 miesiące gwarancji. Dobra rada: przed pierwszym użyciem rozbij namiot w domu albo w ogrodzie i sprawdź, czy niczego nie brakuje.""",
            ),
            Good(
                "preserve",
                """Trekker 3 – specyfikacja

- Typ: namiot tunelowy, 3-osobowy
- Waga: 2,9 kg (wraz z kompletem śledzi i odciągów)
- Tropik: poliester 75D, wodoodporność 3000 mm
- Podłoga: wodoodporność 5000 mm
- Czas rozbicia: ok. 10 minut (dla osoby doświadczonej)
- Przeznaczenie: trzy sezony; produkt nie jest przeznaczony do biwakowania zimą ani na dużych wysokościach
- W zestawie: pokrowiec kompresyjny, zestaw naprawczy
- Gwarancja producenta: 24 miesiące

Zalecamy rozbicie namiotu przed pierwszym użyciem w domu lub ogrodzie w celu sprawdzenia kompletności zestawu.""",
            ),
            Good(
                "en",
                """Trekker 3 tent

This three-person tunnel tent weighs 2.9 kg with its full set of pegs and guy lines. The flysheet is made of 75D polyester with a 3000 mm waterproof rating, and the floor is rated to 5000 mm. An experienced person can pitch it in about 10 minutes. It is a three-season tent: it is not designed for winter camping or for use at high altitude. A compression bag and a repair kit are included. The manufacturer's warranty lasts 24 months. Before using it for the first time, it's a good idea to pitch it at home or in the garden to check that nothing is missing.""",
            ),
        ],
        bad=[
            Slip(2, [("can pitch it in about 10 minutes", "can pitch it in 10 minutes")], "hedge"),
            Slip(1, [("- Waga: 2,9 kg", "- Waga: 2,4 kg")], "number"),
            Slip(
                0,
                [
                    (
                        "W komplecie dostajesz pokrowiec kompresyjny i zestaw naprawczy",
                        "W komplecie dostajesz pokrowiec kompresyjny, zestaw naprawczy i dodatkową matę pod podłogę",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-wniosek-informacja-publiczna",
        source="""Wniosek o udostępnienie informacji publicznej

Każdemu przysługuje prawo dostępu do informacji publicznej, bez konieczności wykazywania interesu prawnego lub faktycznego (art. 2 ust. 2 ustawy z dnia 6 września 2001 r. o dostępie do informacji publicznej). Wniosek można złożyć pisemnie, e-mailem lub ustnie. Urząd udostępnia informację bez zbędnej zwłoki, nie później niż w terminie 14 dni od dnia złożenia wniosku. Jeżeli nie jest to możliwe, termin może zostać przedłużony do 2 miesięcy, o czym urząd musi powiadomić wnioskodawcę (art. 13 ust. 2). Udostępnienie jest co do zasady bezpłatne.""",
        good=[
            Good(
                "preserve",
                """Jak poprosić urząd o informację publiczną

O informację publiczną może wystąpić każdy i nie musi przy tym wykazywać interesu prawnego ani faktycznego – tak stanowi art. 2 ust. 2 ustawy z dnia 6 września 2001 r. o dostępie do informacji publicznej. Wniosek złożysz na piśmie, mailem albo ustnie. Urząd przekaże ci informację bez zbędnej zwłoki, najpóźniej w ciągu 14 dni od złożenia wniosku. Jeśli nie da się tego zrobić w tym czasie, termin może zostać wydłużony do 2 miesięcy, ale urząd musi cię o tym zawiadomić (art. 13 ust. 2). Co do zasady za udostępnienie informacji się nie płaci.""",
            ),
            Good(
                "preserve",
                """Tryb wnioskowy udostępniania informacji publicznej

Zgodnie z art. 2 ust. 2 ustawy z dnia 6 września 2001 r. o dostępie do informacji publicznej prawo dostępu do informacji publicznej przysługuje każdemu, a od wnioskodawcy nie wymaga się wykazania interesu prawnego ani faktycznego. Wniosek może mieć formę pisemną, elektroniczną (e-mail) lub ustną. Udostępnienie informacji następuje bez zbędnej zwłoki, nie później jednak niż w terminie 14 dni od dnia złożenia wniosku. W przypadku braku takiej możliwości termin ten może ulec przedłużeniu do 2 miesięcy, przy czym urząd jest obowiązany powiadomić o tym wnioskodawcę (art. 13 ust. 2). Co do zasady udostępnienie informacji nie podlega opłacie.""",
            ),
            Good(
                "en",
                """Requesting public information: what the law says

Anyone has the right to access public information and does not have to demonstrate any legal or factual interest in it, under Article 2(2) of the Act of 6 September 2001 on Access to Public Information. A request can be made in writing, by e-mail or orally. The authority provides the information without undue delay and no later than 14 days after the request is filed. Where that is not possible, the deadline may be extended to 2 months, but the authority must notify the applicant of the extension (Article 13(2)). As a rule, access is free of charge.""",
            ),
        ],
        bad=[
            Slip(2, [("(Article 13(2))", "(Article 13(1))")], "legal_reference"),
            Slip(0, [("najpóźniej w ciągu 14 dni", "najpóźniej w ciągu 30 dni")], "number"),
            Slip(
                1,
                [
                    (
                        "przy czym urząd jest obowiązany powiadomić o tym wnioskodawcę",
                        "przy czym urząd może powiadomić o tym wnioskodawcę",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-urlop-na-zadanie-przypomnienie",
        source="""Urlop na żądanie – przypomnienie dla pracowników

Zgodnie z art. 167² Kodeksu pracy pracodawca ma obowiązek udzielić pracownikowi na jego żądanie nie więcej niż 4 dni urlopu w roku kalendarzowym. Nie jest to urlop dodatkowy – dni te są częścią urlopu wypoczynkowego, a limit 4 dni obejmuje łącznie wszystkich pracodawców (art. 167³). O urlopie na żądanie poinformuj przełożonego najpóźniej w dniu jego rozpoczęcia, przed 9:00, telefonicznie lub SMS-em; wiadomość na komunikatorze firmowym nie wystarczy. Niewykorzystane dni nie przepadają, ale w kolejnym roku traktowane są jak zwykły urlop. Rozliczenie urlopów za 2024 r. dział kadr zamknie 31 stycznia 2025 r.""",
        good=[
            Good(
                "preserve",
                """Przypomnienie: zasady korzystania z urlopu na żądanie

Na podstawie art. 167² Kodeksu pracy pracownik może zażądać udzielenia urlopu w wymiarze nie większym niż 4 dni w roku kalendarzowym, a pracodawca jest zobowiązany takiego urlopu udzielić. Urlop na żądanie nie stanowi dodatkowego uprawnienia – jest częścią urlopu wypoczynkowego, a limit 4 dni dotyczy łącznie wszystkich pracodawców (art. 167³). Urlop należy zgłosić przełożonemu najpóźniej w dniu jego rozpoczęcia, przed godziną 9:00, telefonicznie lub SMS-em. Informacja przekazana przez komunikator firmowy nie jest wystarczająca. Dni niewykorzystane nie przepadają, lecz w następnym roku są traktowane jak zwykły urlop. Dział kadr zamknie rozliczenie urlopów za 2024 r. 31 stycznia 2025 r.""",
            ),
            Good(
                "preserve",
                """Urlop na żądanie – krótko, co trzeba wiedzieć

W roku kalendarzowym możesz wziąć maksymalnie 4 dni urlopu na żądanie, a pracodawca musi ci je dać – tak mówi art. 167² Kodeksu pracy. To nie są żadne dodatkowe wolne dni: wchodzą w pulę twojego urlopu wypoczynkowego. Limit 4 dni liczy się łącznie u wszystkich pracodawców (art. 167³). Daj znać przełożonemu najpóźniej w dniu, w którym zaczynasz urlop, przed 9:00 – dzwoniąc albo wysyłając SMS-a. Wiadomość na firmowym komunikatorze się nie liczy. Jeśli nie wykorzystasz tych dni, nie przepadną, ale w kolejnym roku będą już zwykłym urlopem. Kadry zamykają rozliczenie urlopów za 2024 r. 31 stycznia 2025 r.""",
            ),
            Good(
                "en",
                """On-demand leave: a reminder for staff

Under Article 167² of the Labour Code, your employer must give you up to 4 days of leave on demand per calendar year. These are not extra days off: they are part of your annual leave, and the 4-day limit covers all your employers combined (Article 167³). Tell your manager no later than on the day the leave starts, before 9:00, by phone or text message. A message on the company chat is not enough. Unused days are not lost, but the following year they count as ordinary leave. HR will close the 2024 leave settlement on 31 January 2025.""",
            ),
        ],
        bad=[
            Slip(0, [("(art. 167³)", "(art. 167¹)")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "A message on the company chat is not enough.",
                        "A message on the company chat is enough.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("31 stycznia 2025 r.", "28 lutego 2025 r.")], "date"),
        ],
    ),
    Case(
        key="pl-uchwala-krajobrazowa-szyldy",
        source="""**Szyldy w strefie staromiejskiej – najważniejsze zasady uchwały krajobrazowej**

Uchwała nr XLII/512/2023 Rady Miasta, przyjęta na podstawie art. 37a ustawy o planowaniu i zagospodarowaniu przestrzennym, wprowadza w strefie staromiejskiej następujące reguły:

- jeden szyld na każdą działalność na elewacji frontowej budynku,
- powierzchnia szyldu nie może przekraczać 1 m²,
- zakaz stosowania ekranów LED i podświetlenia pulsacyjnego.

Szyldy niezgodne z uchwałą trzeba dostosować do 30 czerwca 2026 r. Za niedostosowanie grozi kara pieniężna (art. 37d ustawy). Wnioski o uzgodnienie projektu szyldu przyjmuje Miejski Konserwator Zabytków.""",
        good=[
            Good(
                "preserve",
                """**Szyldy w strefie staromiejskiej – co mówi uchwała krajobrazowa**

Rada Miasta przyjęła uchwałę nr XLII/512/2023 na podstawie art. 37a ustawy o planowaniu i zagospodarowaniu przestrzennym. W strefie staromiejskiej obowiązują takie zasady:

- na frontowej elewacji budynku każda działalność może mieć tylko jeden szyld,
- szyld może mieć najwyżej 1 m² powierzchni,
- ekrany LED i pulsujące podświetlenie są zakazane.

Jeśli twój szyld nie spełnia tych wymagań, musisz go dostosować do 30 czerwca 2026 r. Inaczej grozi ci kara pieniężna (art. 37d ustawy). Wnioski o uzgodnienie projektu szyldu składa się u Miejskiego Konserwatora Zabytków.""",
            ),
            Good(
                "preserve",
                """**Zasady umieszczania szyldów w strefie staromiejskiej w świetle uchwały krajobrazowej**

Uchwała nr XLII/512/2023 Rady Miasta, podjęta w oparciu o art. 37a ustawy o planowaniu i zagospodarowaniu przestrzennym, ustanawia dla strefy staromiejskiej następujące wymogi:

- na elewacji frontowej budynku dopuszcza się wyłącznie jeden szyld dla każdej działalności,
- maksymalna powierzchnia szyldu wynosi 1 m²,
- zakazuje się stosowania ekranów LED oraz podświetlenia pulsacyjnego.

Szyldy, które nie spełniają tych wymogów, podlegają obowiązkowi dostosowania w terminie do 30 czerwca 2026 r.; jego niedochowanie zagrożone jest karą pieniężną, o której mowa w art. 37d ustawy. Wnioski o uzgodnienie projektu szyldu przyjmuje Miejski Konserwator Zabytków.""",
            ),
            Good(
                "en",
                """**Business signs in the Old Town zone: the key rules of the landscape resolution**

City Council Resolution No. XLII/512/2023, adopted under Article 37a of the Spatial Planning and Development Act, sets out these rules for the Old Town zone:

- one sign per business on the front elevation of a building,
- a sign's surface area may not exceed 1 m²,
- LED screens and pulsating lighting are banned.

Signs that do not comply must be brought into line by 30 June 2026. Failing to do so can result in a financial penalty (Article 37d of the Act). Applications for approval of a sign design are accepted by the Municipal Conservator of Monuments.""",
            ),
        ],
        bad=[
            Slip(1, [("art. 37a ustawy", "art. 37b ustawy")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "Signs that do not comply must be brought into line",
                        "Signs that do not comply should be brought into line",
                    )
                ],
                "modality",
            ),
            Slip(0, [("- szyld może mieć", "szyld może mieć")], "markdown"),
        ],
    ),
    Case(
        key="pl-abstrakt-mikroplastik-omulki",
        source="""Celem badania była ocena zawartości mikroplastiku w omułkach jadalnych (Mytilus trossulus) z Zatoki Gdańskiej. W latach 2021–2022 zebrano 240 osobników z sześciu stanowisk. Cząstki mikroplastiku stwierdzono u 68% badanych omułków, przy średniej 1,7 cząstki na osobnika; dominowały włókna (ok. 80%). Najwyższe stężenia odnotowano w pobliżu ujścia Wisły, co może wskazywać na rzeczny dopływ zanieczyszczeń. Uzyskane wartości są niższe niż podawane dla Morza Północnego (Van Cauwenberghe i Janssen, 2014), jednak wyniki sugerują, że omułki mogą być przydatnym bioindykatorem zanieczyszczenia mikroplastikiem w południowym Bałtyku.""",
        good=[
            Good(
                "preserve",
                """Badanie dotyczyło zawartości mikroplastiku w omułkach jadalnych (Mytilus trossulus) z Zatoki Gdańskiej. Materiał – 240 osobników – pozyskano w latach 2021–2022 z sześciu stanowisk. Obecność cząstek mikroplastiku wykazano u 68% omułków; średnio przypadało 1,7 cząstki na osobnika, a przeważającą formą były włókna (ok. 80%). Największe stężenia stwierdzono w sąsiedztwie ujścia Wisły, co może świadczyć o dopływie zanieczyszczeń drogą rzeczną. Choć odnotowane wartości są niższe od raportowanych dla Morza Północnego (Van Cauwenberghe i Janssen, 2014), wyniki sugerują, że omułki mogą stanowić przydatny bioindykator zanieczyszczenia mikroplastikiem w południowym Bałtyku.""",
            ),
            Good(
                "preserve",
                """Mikroplastik w bałtyckich omułkach

Naukowcy sprawdzili, ile mikroplastiku zawierają omułki jadalne (Mytilus trossulus) z Zatoki Gdańskiej. W latach 2021–2022 zebrali 240 małży z sześciu stanowisk. Cząstki mikroplastiku znaleźli u 68% z nich – średnio 1,7 cząstki na jednego omułka. Przeważały włókna, stanowiące około 80% cząstek. Najwyższe stężenia wystąpiły w pobliżu ujścia Wisły, co może oznaczać, że zanieczyszczenia przynosi rzeka. Wartości są niższe niż te podawane dla Morza Północnego (Van Cauwenberghe i Janssen, 2014). Wyniki sugerują jednak, że omułki mogą być przydatnym bioindykatorem zanieczyszczenia mikroplastikiem w południowym Bałtyku.""",
            ),
            Good(
                "en",
                """This study assessed microplastic content in mussels (Mytilus trossulus) from the Gulf of Gdańsk. A total of 240 individuals were collected from six sites in 2021–2022. Microplastic particles were found in 68% of the mussels examined, with a mean of 1.7 particles per individual; fibres predominated (approx. 80%). The highest concentrations were recorded near the mouth of the Vistula, which may indicate riverine input of pollutants. Although the values obtained are lower than those reported for the North Sea (Van Cauwenberghe and Janssen, 2014), the results suggest that mussels may be a useful bioindicator of microplastic pollution in the southern Baltic.""",
            ),
        ],
        bad=[
            Slip(
                1,
                [("(Van Cauwenberghe i Janssen, 2014)", "(Van Cauwenberghe i Janssen, 2015)")],
                "citation",
            ),
            Slip(0, [("co może świadczyć o dopływie", "co świadczy o dopływie")], "hedge"),
            Slip(2, [("in 68% of the mussels", "in 86% of the mussels")], "number"),
        ],
    ),
    Case(
        key="pl-abstrakt-urazy-pirotechniczne",
        source="""Urazy spowodowane wyrobami pirotechnicznymi co roku obciążają szpitalne oddziały ratunkowe w okresie sylwestrowym. Retrospektywnie przeanalizowaliśmy dokumentację 286 pacjentów leczonych w trzech szpitalach Wrocławia między 28 grudnia a 3 stycznia w latach 2018–2023. Najczęściej występowały urazy dłoni (44%) oraz oczu (21%). Okulary ochronne miało jedynie 3% poszkodowanych, podobnie jak w badaniu Wisse i wsp. (2010). U 31% pacjentów stwierdzono alkohol we krwi. Ograniczenie sprzedaży petard prawdopodobnie zmniejszyłoby liczbę ciężkich urazów dłoni, jednak wymaga to potwierdzenia w dalszych badaniach.""",
        good=[
            Good(
                "preserve",
                """W okresie sylwestrowym szpitalne oddziały ratunkowe co roku mierzą się z urazami wywołanymi przez wyroby pirotechniczne. W badaniu retrospektywnym przeanalizowano dokumentację 286 pacjentów, których leczono w trzech wrocławskich szpitalach w dniach od 28 grudnia do 3 stycznia w latach 2018–2023. Dominowały urazy dłoni (44%), a w dalszej kolejności urazy oczu (21%). Okulary ochronne miało zaledwie 3% poszkodowanych, co jest zgodne z wynikami Wisse i wsp. (2010). Obecność alkoholu we krwi wykazano u 31% pacjentów. Ograniczenie sprzedaży petard prawdopodobnie zmniejszyłoby liczbę ciężkich urazów dłoni, co wymaga jednak potwierdzenia w dalszych badaniach.""",
            ),
            Good(
                "preserve",
                """Petardy a SOR-y: co pokazują wrocławskie dane

Co roku w okresie sylwestrowym urazy spowodowane wyrobami pirotechnicznymi stanowią obciążenie dla szpitalnych oddziałów ratunkowych. Badacze retrospektywnie przeanalizowali dokumentację 286 pacjentów z trzech szpitali we Wrocławiu, leczonych między 28 grudnia a 3 stycznia w latach 2018–2023. Najwięcej było urazów dłoni – 44% – oraz oczu – 21%. Tylko 3% poszkodowanych miało okulary ochronne; podobnie było w badaniu Wisse i wsp. (2010). Alkohol we krwi wykryto u 31% pacjentów. Zdaniem autorów ograniczenie sprzedaży petard prawdopodobnie zmniejszyłoby liczbę ciężkich urazów dłoni, ale muszą to jeszcze potwierdzić dalsze badania.""",
            ),
            Good(
                "en",
                """Every New Year period, injuries caused by fireworks put a strain on hospital emergency departments. We looked back at the records of 286 patients treated in three Wrocław hospitals between 28 December and 3 January in the years 2018–2023. Hand injuries were the most common (44%), followed by eye injuries (21%). Only 3% of the injured had protective glasses, much as in the study by Wisse et al. (2010). Alcohol was found in the blood of 31% of patients. Restricting the sale of firecrackers would probably reduce the number of serious hand injuries, but this needs to be confirmed by further research.""",
            ),
        ],
        bad=[
            Slip(2, [("Wisse et al. (2010)", "Wisse et al. (2012)")], "citation"),
            Slip(
                1,
                [("petard prawdopodobnie zmniejszyłoby", "petard zmniejszyłoby")],
                "hedge",
            ),
            Bad(
                "preserve",
                """Fireworks-related injuries place a burden on hospital emergency departments every year over the New Year period. We retrospectively analysed the records of 286 patients treated in three hospitals in Wrocław between 28 December and 3 January in 2018–2023. The most frequent were hand injuries (44%) and eye injuries (21%). Only 3% of those injured had protective glasses, as in the study by Wisse et al. (2010). Blood alcohol was detected in 31% of patients. Restricting firecracker sales would probably reduce the number of severe hand injuries, although this requires confirmation in further studies.""",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-zoo-narodziny-nosorozca",
        source="""Komunikat prasowy, 12 marca 2025 r.

W nocy z 3 na 4 marca w Ogrodzie Zoologicznym w Opolu urodziła się samica nosorożca białego. Młoda waży około 55 kg i, jak zapewniają opiekunowie, jest w dobrej kondycji. To pierwszy taki poród w historii opolskiego zoo. Matka, 14-letnia Zawadi, przyjechała do Opola w 2019 r. z ogrodu w Dvůr Králové. Przez najbliższe tygodnie pawilon nosorożców pozostanie zamknięty dla zwiedzających, a mama z córką będą widoczne prawdopodobnie od połowy kwietnia, jeśli pozwoli pogoda. Imię młodej zostanie wybrane w konkursie internetowym.""",
        good=[
            Good(
                "preserve",
                """W opolskim zoo urodziła się samica nosorożca białego

Samica nosorożca białego przyszła na świat w Ogrodzie Zoologicznym w Opolu w nocy z 3 na 4 marca. To pierwszy taki poród w dziejach tego zoo. Młoda waży około 55 kg, a opiekunowie zapewniają, że jest w dobrej kondycji. Jej matką jest 14-letnia Zawadi, która trafiła do Opola w 2019 r. z ogrodu w Dvůr Králové. W najbliższych tygodniach zwiedzający nie wejdą do pawilonu nosorożców. Mamę z córką będzie można zobaczyć prawdopodobnie od połowy kwietnia – o ile pozwoli na to pogoda. Imię dla młodej zostanie wybrane w internetowym konkursie. (Komunikat prasowy z 12 marca 2025 r.)""",
            ),
            Good(
                "preserve",
                """Komunikat prasowy z dnia 12 marca 2025 r.

Ogród Zoologiczny w Opolu informuje o narodzinach samicy nosorożca białego, do których doszło w nocy z 3 na 4 marca. Jest to pierwszy poród tego gatunku w historii ogrodu. Masa ciała młodej wynosi około 55 kg, a według opiekunów jej kondycja jest dobra. Matką jest 14-letnia samica Zawadi, sprowadzona do Opola w 2019 r. z ogrodu zoologicznego w Dvůr Králové. W nadchodzących tygodniach pawilon nosorożców będzie niedostępny dla zwiedzających. Matka i młoda zostaną prawdopodobnie pokazane publiczności od połowy kwietnia, o ile warunki pogodowe na to pozwolą. Imię młodej zostanie wyłonione w drodze konkursu internetowego.""",
            ),
            Good(
                "en",
                """It's a girl! A white rhino calf is born at Opole Zoo

Press release, 12 March 2025

A female white rhino was born at Opole Zoo on the night of 3 to 4 March – the first birth like this in the zoo's history. The calf weighs around 55 kg and, her keepers say, she's in good shape. Mum is 14-year-old Zawadi, who came to Opole in 2019 from the zoo in Dvůr Králové. The rhino house will stay closed to visitors for the next few weeks, and you'll probably be able to see mother and daughter from mid-April, weather permitting. The calf's name will be picked in an online competition.""",
            ),
        ],
        bad=[
            Slip(1, [("w nocy z 3 na 4 marca", "w nocy z 4 na 5 marca")], "date"),
            Slip(
                2,
                [
                    (
                        "you'll probably be able to see mother and daughter",
                        "you'll be able to see mother and daughter",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "Jej matką jest 14-letnia Zawadi,",
                        "Jej matką jest 14-letnia Zawadi, a ojcem 20-letni Kofi,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-rezydencje-artystyczne-nabor",
        source="""Nabór do programu rezydencji artystycznych „Pracownia nad Odrą” 2025

Zapraszamy artystów sztuk wizualnych do zgłaszania projektów realizowanych podczas 6-tygodniowych rezydencji we Wrocławiu. Każdy rezydent otrzyma stypendium w wysokości 9000 zł brutto, pracownię oraz zakwaterowanie. Wnioski przyjmujemy wyłącznie przez formularz na stronie https://pracownianadodra.pl/nabor do 15 maja 2025 r. do godz. 23:59. Wyniki ogłosimy 20 czerwca. Rezydent jest zobowiązany do przygotowania wystawy lub pokazu na zakończenie pobytu. Osoby studiujące mogą aplikować tylko w ostatnim roku studiów. Pytania: rezydencje@pracownianadodra.pl.""",
        good=[
            Good(
                "preserve",
                """Program rezydencji artystycznych „Pracownia nad Odrą” – nabór 2025

Zapraszamy artystki i artystów sztuk wizualnych do składania projektów, które zostaną zrealizowane w trakcie sześciotygodniowych rezydencji we Wrocławiu. Każdemu rezydentowi zapewniamy pracownię, zakwaterowanie oraz stypendium w kwocie 9000 zł brutto. Wnioski przyjmowane są wyłącznie za pośrednictwem formularza dostępnego pod adresem https://pracownianadodra.pl/nabor, w terminie do 15 maja 2025 r., godz. 23:59. Ogłoszenie wyników nastąpi 20 czerwca. Na zakończenie pobytu każdy rezydent ma obowiązek przygotować wystawę lub pokaz. Studenci mogą ubiegać się o udział wyłącznie na ostatnim roku studiów. Pytania prosimy kierować na adres rezydencje@pracownianadodra.pl.""",
            ),
            Good(
                "preserve",
                """Rezydencje „Pracownia nad Odrą” 2025 – ruszył nabór!

Zajmujesz się sztukami wizualnymi? Zgłoś projekt, który zrealizujesz podczas 6-tygodniowej rezydencji we Wrocławiu. Jako rezydent dostaniesz pracownię, zakwaterowanie i 9000 zł brutto stypendium. Na koniec pobytu musisz przygotować wystawę albo pokaz. Jeśli jeszcze studiujesz, możesz się zgłosić tylko wtedy, gdy jesteś na ostatnim roku. Wnioski wysyłasz wyłącznie przez formularz na https://pracownianadodra.pl/nabor – masz czas do 15 maja 2025 r., do 23:59. Wyniki poznasz 20 czerwca. Pytania? Pisz na rezydencje@pracownianadodra.pl.""",
            ),
            Good(
                "en",
                """Applications open for the 2025 'Pracownia nad Odrą' artist residencies

Visual artists are invited to submit projects to be carried out during six-week residencies in Wrocław. Each resident will receive a studio, accommodation and a stipend of PLN 9,000 gross. Applications are accepted only through the form at https://pracownianadodra.pl/nabor, with a deadline of 23:59 on 15 May 2025. Results will be announced on 20 June. Residents are required to put on an exhibition or a show at the end of their stay. Students may apply only in the final year of their studies. Questions can be sent to rezydencje@pracownianadodra.pl.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Ogłoszenie wyników nastąpi 20 czerwca.",
                        "Ogłoszenie wyników nastąpi 30 czerwca.",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [("https://pracownianadodra.pl/nabor", "https://pracownianadodra.pl/zgloszenia")],
                "url",
            ),
            Slip(
                1,
                [("Na koniec pobytu musisz przygotować", "Na koniec pobytu możesz przygotować")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-planetarium-miejskie-seanse",
        source="""Planetarium Miejskie – informacje dla widzów

Seanse odbywają się od wtorku do niedzieli, co godzinę od 10:00 do 18:00; w poniedziałki planetarium jest nieczynne. Bilet normalny kosztuje 32 zł, ulgowy 24 zł. Seans trwa 45 minut. Po rozpoczęciu projekcji nie wpuszczamy na salę, a spóźnionym widzom nie zwracamy pieniędzy za bilet. Dzieci poniżej 5 lat nie mogą uczestniczyć w seansach ze względu na całkowite zaciemnienie sali. Grupy szkolne powyżej 15 osób prosimy o rezerwację z co najmniej tygodniowym wyprzedzeniem.""",
        good=[
            Good(
                "preserve",
                """Planetarium Miejskie – co warto wiedzieć przed wizytą

Zapraszamy od wtorku do niedzieli. Seanse zaczynają się co godzinę, od 10:00 do 18:00. W poniedziałki planetarium jest zamknięte. Bilet normalny kosztuje 32 zł, a ulgowy 24 zł. Każdy seans trwa 45 minut. Gdy projekcja się zacznie, nikogo już nie wpuszczamy na salę, a jeśli się spóźnisz, nie oddamy pieniędzy za bilet. Sala jest całkowicie zaciemniona, dlatego dzieci poniżej 5 lat nie mogą brać udziału w seansach. Jeśli przychodzisz z grupą szkolną liczącą więcej niż 15 osób, prosimy o rezerwację co najmniej tydzień wcześniej.""",
            ),
            Good(
                "preserve",
                """Planetarium Miejskie – informacje dla zwiedzających

Seanse prowadzone są od wtorku do niedzieli, co godzinę w przedziale 10:00–18:00; w poniedziałki placówka pozostaje nieczynna. Cena biletu normalnego wynosi 32 zł, ulgowego – 24 zł, a czas trwania seansu to 45 minut. Wejście na salę po rozpoczęciu projekcji nie jest możliwe, a widzom spóźnionym nie przysługuje zwrot należności za bilet. Ze względu na całkowite zaciemnienie sali w seansach nie mogą uczestniczyć dzieci w wieku poniżej 5 lat. Grupy szkolne liczące powyżej 15 osób uprzejmie prosimy o dokonanie rezerwacji z wyprzedzeniem wynoszącym co najmniej 7 dni.""",
            ),
            Good(
                "en",
                """Planning a trip to the City Planetarium?

Shows run Tuesday to Sunday, every hour from 10:00 to 18:00 – we're closed on Mondays. A standard ticket is 32 zł and a concessionary one is 24 zł. Each show lasts 45 minutes. Once a show has started we can't let anyone in, and if you're late you won't get your money back. Because the room is in complete darkness, children under 5 can't attend. School groups of more than 15 people: please book at least a week ahead.""",
            ),
        ],
        bad=[
            Slip(2, [("Each show lasts 45 minutes.", "Each show lasts 50 minutes.")], "number"),
            Slip(0, [("nie oddamy pieniędzy za bilet", "oddamy pieniądze za bilet")], "negation"),
            Slip(
                1,
                [
                    (
                        "Cena biletu normalnego wynosi 32 zł, ulgowego – 24 zł,",
                        "Cena biletu normalnego wynosi 32 zł, ulgowego – 24 zł, rodzinnego – 90 zł,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-mikroskop-sem-regulamin",
        source="""# Zasady korzystania z mikroskopu SEM (pok. 0.14)

Z mikroskopu mogą samodzielnie korzystać wyłącznie osoby, które ukończyły szkolenie stanowiskowe i zdały test praktyczny. Rezerwacji dokonuje się w systemie [LabBook](https://labbook.wch.uni.pl) najpóźniej 48 godzin wcześniej; jednorazowo można zarezerwować maksymalnie 4 godziny. **Próbki muszą być całkowicie suche** – wprowadzenie mokrej próbki grozi uszkodzeniem komory. Po zakończeniu pracy należy wyjąć próbki, ponownie odpompować komorę i wpisać się do dziennika aparatu. Opłata dla użytkowników spoza wydziału wynosi 180 zł za godzinę. Awarie zgłaszać natychmiast opiekunowi aparatu, dr. Tomaszowi Wieczorkowi (wew. 2214).""",
        good=[
            Good(
                "preserve",
                """# Regulamin korzystania z mikroskopu SEM (pok. 0.14)

Prawo do samodzielnej pracy na mikroskopie przysługuje wyłącznie osobom, które odbyły szkolenie stanowiskowe i zdały test praktyczny. Rezerwacji należy dokonywać w systemie [LabBook](https://labbook.wch.uni.pl) z co najmniej 48-godzinnym wyprzedzeniem, przy czym pojedyncza rezerwacja nie może przekraczać 4 godzin. **Próbki muszą być całkowicie suche** – umieszczenie mokrej próbki w komorze grozi uszkodzeniem komory. Po zakończeniu pracy użytkownik ma obowiązek wyjąć próbki, ponownie odpompować komorę oraz dokonać wpisu w dzienniku aparatu. Użytkownicy spoza wydziału ponoszą opłatę w wysokości 180 zł za godzinę. Wszelkie awarie należy natychmiast zgłaszać opiekunowi aparatu, dr. Tomaszowi Wieczorkowi (wew. 2214).""",
            ),
            Good(
                "preserve",
                """# SEM w pok. 0.14 – jak z niego korzystać

Samodzielnie pracujesz na mikroskopie tylko wtedy, gdy masz za sobą szkolenie stanowiskowe i zdany test praktyczny. Termin rezerwujesz w [LabBook](https://labbook.wch.uni.pl), najpóźniej 48 godzin przed sesją – jednorazowo maksymalnie na 4 godziny. **Próbki muszą być całkowicie suche**, bo mokra próbka może uszkodzić komorę. Kiedy skończysz, wyjmij próbki, ponownie odpompuj komorę i wpisz się do dziennika aparatu. Jeśli jesteś spoza wydziału, płacisz 180 zł za godzinę. Coś się zepsuło? Natychmiast zgłoś to opiekunowi aparatu – dr. Tomaszowi Wieczorkowi, wew. 2214.""",
            ),
            Good(
                "en",
                """# Rules for using the SEM (room 0.14)

Only users who have completed on-site training and passed a practical test may operate the microscope on their own. Bookings must be made in [LabBook](https://labbook.wch.uni.pl) at least 48 hours in advance, and a single booking may not exceed 4 hours. **Samples must be completely dry**, as introducing a wet sample risks damaging the chamber. On finishing, users must remove their samples, pump the chamber down again and sign the instrument log. Users from outside the faculty are charged PLN 180 per hour. Any fault must be reported immediately to the instrument supervisor, Dr Tomasz Wieczorek (ext. 2214).""",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Any fault must be reported immediately",
                        "Any fault should be reported immediately",
                    )
                ],
                "modality",
            ),
            Slip(0, [("nie może przekraczać 4 godzin", "może przekraczać 4 godziny")], "negation"),
            Slip(
                1,
                [("[LabBook](https://labbook.wch.uni.pl)", "LabBook (https://labbook.wch.uni.pl)")],
                "markdown",
            ),
        ],
    ),
    Case(
        key="pl-zlot-pojazdow-zabytkowych",
        source="""XII Zlot Pojazdów Zabytkowych „Classic Rajd” – regulamin uczestnictwa

Zlot odbędzie się 14–15 czerwca 2025 r. na terenie Toru Poznań. Do udziału dopuszczamy samochody i motocykle wyprodukowane przed 1995 rokiem, z ważnym przeglądem technicznym i ubezpieczeniem OC. Wpisowe wynosi 150 zł za pojazd i obejmuje pakiet startowy oraz obiad dla kierowcy. Zgłoszenia przyjmujemy przez stronę https://classicrajd.pl/zapisy do 31 maja. Na terenie zlotu obowiązuje zakaz spożywania alkoholu przez kierowców oraz ograniczenie prędkości do 20 km/h poza wyznaczonym odcinkiem pokazowym. Organizator może odmówić przyjęcia pojazdu, którego stan techniczny zagraża bezpieczeństwu.""",
        good=[
            Good(
                "preserve",
                """XII Zlot Pojazdów Zabytkowych „Classic Rajd” – zasady dla uczestników

Zlot odbędzie się w dniach 14–15 czerwca 2025 r. na Torze Poznań. W zlocie mogą wziąć udział samochody i motocykle wyprodukowane przed 1995 rokiem, pod warunkiem że mają ważny przegląd techniczny i ubezpieczenie OC. Za każdy pojazd trzeba zapłacić 150 zł wpisowego – w tej cenie jest pakiet startowy i obiad dla kierowcy. Zapisy trwają do 31 maja i prowadzone są przez stronę https://classicrajd.pl/zapisy. Kierowcy nie mogą na terenie zlotu pić alkoholu, a poza wyznaczonym odcinkiem pokazowym wolno jechać najwyżej 20 km/h. Organizator może nie przyjąć pojazdu, którego stan techniczny zagraża bezpieczeństwu.""",
            ),
            Good(
                "preserve",
                """Regulamin uczestnictwa – XII Zlot Pojazdów Zabytkowych „Classic Rajd”

1. Termin i miejsce: 14–15 czerwca 2025 r., Tor Poznań.
2. Do udziału dopuszczone są samochody i motocykle wyprodukowane przed 1995 r., posiadające ważne badanie techniczne oraz ubezpieczenie OC.
3. Wpisowe wynosi 150 zł od pojazdu; obejmuje ono pakiet startowy i obiad dla kierowcy.
4. Zgłoszenia przyjmowane są za pośrednictwem strony https://classicrajd.pl/zapisy do 31 maja.
5. Na terenie zlotu kierowców obowiązuje zakaz spożywania alkoholu. Poza wyznaczonym odcinkiem pokazowym prędkość nie może przekraczać 20 km/h.
6. Organizator zastrzega sobie prawo odmowy przyjęcia pojazdu, którego stan techniczny stanowi zagrożenie dla bezpieczeństwa.""",
            ),
            Good(
                "en",
                """12th 'Classic Rajd' Historic Vehicle Rally – rules for participants

The rally takes place on 14–15 June 2025 at Tor Poznań. Cars and motorcycles built before 1995 can take part, as long as they have a valid roadworthiness test and third-party liability (OC) insurance. The entry fee is PLN 150 per vehicle and includes a starter pack and lunch for the driver. Sign up at https://classicrajd.pl/zapisy by 31 May. Drivers may not drink alcohol on the rally grounds, and outside the marked demonstration section the speed limit is 20 km/h. The organiser may turn away any vehicle whose technical condition is a safety risk.""",
            ),
        ],
        bad=[
            Slip(2, [("by 31 May", "by 21 May")], "date"),
            Slip(
                1,
                [
                    (
                        "obejmuje ono pakiet startowy i obiad dla kierowcy",
                        "obejmuje ono pakiet startowy, obiad dla kierowcy i pamiątkową tabliczkę rajdową",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0, [("https://classicrajd.pl/zapisy", "https://classicrajd.pl/rejestracja")], "url"
            ),
        ],
    ),
    Case(
        key="pl-delegacje-rozliczanie",
        source="""Rozliczanie podróży służbowych – instrukcja

Podróż służbową rozlicza się w systemie Delegacje najpóźniej w ciągu 14 dni od powrotu. Do wniosku trzeba dołączyć skany biletów i faktur wystawionych na firmę. Dieta krajowa wynosi 45 zł za dobę; jeśli zapewniono ci bezpłatne wyżywienie, dietę pomniejsza się zgodnie z przepisami. Koszt noclegu bez rachunku zwracamy w formie ryczałtu, ale tylko wtedy, gdy nocleg trwał co najmniej 6 godzin między 21:00 a 7:00. Przejazd własnym samochodem wymaga wcześniejszej zgody przełożonego. Taksówki są refundowane wyłącznie w nocy lub przy przewozie ciężkiego sprzętu.""",
        good=[
            Good(
                "preserve",
                """Instrukcja rozliczania podróży służbowych

Rozliczenie podróży służbowej należy złożyć w systemie Delegacje nie później niż 14 dni po powrocie, załączając skany biletów oraz faktur wystawionych na firmę. Dieta z tytułu podróży krajowej wynosi 45 zł za dobę i podlega pomniejszeniu zgodnie z przepisami, jeżeli pracownikowi zapewniono bezpłatne wyżywienie. Ryczałt za nocleg bez rachunku przysługuje wyłącznie w przypadku, gdy nocleg trwał co najmniej 6 godzin w przedziale od 21:00 do 7:00. Na przejazd samochodem prywatnym konieczna jest uprzednia zgoda przełożonego. Zwrot kosztów przejazdu taksówką jest możliwy jedynie w porze nocnej lub w związku z przewozem ciężkiego sprzętu.""",
            ),
            Good(
                "preserve",
                """Jak rozliczyć delegację

Masz 14 dni od powrotu, żeby rozliczyć wyjazd w systemie Delegacje. Dołącz skany biletów i faktur wystawionych na firmę. Za każdą dobę w kraju należy ci się 45 zł diety – chyba że miałeś zapewnione darmowe wyżywienie, wtedy dieta jest pomniejszana zgodnie z przepisami. Jeśli nie masz rachunku za nocleg, dostaniesz ryczałt, ale tylko pod warunkiem, że nocleg trwał minimum 6 godzin między 21:00 a 7:00. Chcesz jechać swoim autem? Najpierw musisz dostać zgodę przełożonego. Za taksówkę oddamy ci pieniądze tylko za kurs w nocy albo gdy wieziesz ciężki sprzęt.""",
            ),
            Good(
                "en",
                """Settling business trip expenses

Submit your business trip claim in the Delegacje system within 14 days of returning, attaching scans of your tickets and of invoices issued to the company. The domestic per diem is PLN 45 a day; if you were given free meals, it is reduced in line with the regulations. If you have no receipt for your accommodation, you get a flat-rate lodging allowance, but only if the stay lasted at least 6 hours between 21:00 and 7:00. Travelling in your own car requires your manager's prior approval. Taxis are reimbursed only at night or when carrying heavy equipment.""",
            ),
        ],
        bad=[
            Slip(1, [("minimum 6 godzin", "minimum 8 godzin")], "number"),
            Slip(
                2,
                [
                    (
                        "requires your manager's prior approval",
                        "is best cleared with your manager beforehand",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "Ryczałt za nocleg bez rachunku przysługuje wyłącznie w przypadku",
                        "Ryczałt za nocleg bez rachunku nie przysługuje w przypadku",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-ogrody-deszczowe",
        source="""Ogrody deszczowe są coraz częściej stosowane w miastach jako element błękitno-zielonej infrastruktury. W pracy oceniono skuteczność 12 ogrodów deszczowych założonych w Łodzi w latach 2020–2021. W okresie pomiarowym (kwiecień–październik 2022) ogrody zatrzymywały średnio 74% odpływu z przyłączonych powierzchni nieprzepuszczalnych. Skuteczność malała przy opadach przekraczających 20 mm na dobę. Wyniki są zbliżone do uzyskanych przez Davisa (2007) w Stanach Zjednoczonych. Autorzy przypuszczają, że niższa skuteczność dwóch obiektów wynikała z zagęszczenia gleby podczas budowy. Ogrody deszczowe mogą istotnie ograniczać obciążenie kanalizacji, ale ich działanie zimą wymaga dalszych badań.""",
        good=[
            Good(
                "preserve",
                """W miastach coraz powszechniej wykorzystuje się ogrody deszczowe jako składnik błękitno-zielonej infrastruktury. Niniejsza praca dotyczy skuteczności 12 takich ogrodów, które założono w Łodzi w latach 2020–2021. W okresie pomiarowym, obejmującym miesiące od kwietnia do października 2022 r., zatrzymywały one przeciętnie 74% odpływu z przyłączonych do nich powierzchni nieprzepuszczalnych, przy czym ich skuteczność spadała, gdy dobowa suma opadu przekraczała 20 mm. Rezultaty te są zbliżone do wyników Davisa (2007) uzyskanych w Stanach Zjednoczonych. Niższa skuteczność dwóch obiektów wynikała, jak przypuszczają autorzy, z zagęszczenia gleby w trakcie budowy. Ogrody deszczowe mogą w istotnym stopniu zmniejszać obciążenie kanalizacji, jednak ich funkcjonowanie w okresie zimowym wymaga dalszych badań.""",
            ),
            Good(
                "preserve",
                """Jak sprawdzają się ogrody deszczowe w Łodzi

Ogrody deszczowe to coraz częściej stosowany w miastach element błękitno-zielonej infrastruktury. Badacze sprawdzili, jak skutecznie działa 12 takich ogrodów, które powstały w Łodzi w latach 2020–2021. Od kwietnia do października 2022 r. zatrzymywały one średnio 74% wody spływającej z przyłączonych do nich nieprzepuszczalnych powierzchni. Gorzej radziły sobie, gdy w ciągu doby spadało ponad 20 mm opadu. Zbliżone wyniki uzyskał w Stanach Zjednoczonych Davis (2007). Dwa ogrody wypadły słabiej – autorzy przypuszczają, że winne było zagęszczenie gleby podczas budowy. Ogrody deszczowe mogą znacząco odciążyć kanalizację, choć to, jak działają zimą, wymaga dalszych badań.""",
            ),
            Good(
                "en",
                """Rain gardens are increasingly being used in cities as part of blue-green infrastructure. This study evaluated how well 12 rain gardens built in Łódź in 2020–2021 perform. During the measurement period (April–October 2022), the gardens retained an average of 74% of runoff from the impervious surfaces connected to them. Their effectiveness dropped when rainfall exceeded 20 mm per day. These results are similar to those obtained by Davis (2007) in the United States. The authors suspect that two of the sites performed worse because the soil was compacted during construction. Rain gardens may substantially reduce the load on sewer systems, but how they work in winter needs further research.""",
            ),
        ],
        bad=[
            Slip(0, [("wyników Davisa (2007)", "wyników Davisa (2009)")], "citation"),
            Slip(
                2,
                [
                    (
                        "The authors suspect that two of the sites performed worse because",
                        "Two of the sites performed worse because",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Badacze sprawdzili, jak skutecznie działa",
                        "Badacze z Uniwersytetu Łódzkiego sprawdzili, jak skutecznie działa",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
