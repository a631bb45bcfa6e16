"""Blind-4 guard pairs from Polish sources (their rewrites are Polish or English).

Written without any knowledge of the guard. Each case notes the requested style of its
faithful rewrites in a comment; the style is not part of the data.
"""

# ruff: noqa: E501, RUF001
# Each passage is one literal, as its author wrote it, dashes included.

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    # goods: 0 preserve/plain, 1 en/business
    Case(
        key="pl-pszczelarze",
        source=(
            "Członkowie Koła Pszczelarzy w Wąchocku muszą zgłosić liczbę posiadanych rodzin "
            "pszczelich do 15 marca 2027 r. za pośrednictwem formularza na stronie "
            "https://pszczelarze-wachock.pl/zgloszenia. Składka roczna wynosi 120 zł, a dla osób "
            "powyżej 70. roku życia 60 zł. Zakup węzy z dopłatą koła jest możliwy tylko dla "
            "członków, którzy nie mają zaległości w składkach. Leczenie warrozy należy "
            "przeprowadzić najpóźniej w sierpniu; zarząd zaleca stosowanie preparatów na bazie "
            "kwasu szczawiowego. Według wstępnych szacunków straty zimowe wyniosły w ubiegłym "
            "sezonie około 18% rodzin."
        ),
        good=[
            Good(
                "preserve",
                "Do 15 marca 2027 r. każdy członek Koła Pszczelarzy w Wąchocku ma obowiązek "
                "podać, ile ma rodzin pszczelich; wystarczy wypełnić formularz na "
                "https://pszczelarze-wachock.pl/zgloszenia. Roczna składka to 120 zł, a osoby "
                "powyżej 70. roku życia płacą połowę, czyli 60 zł. Węzę z dopłatą koła kupią "
                "wyłącznie członkowie bez zaległości w składkach. Warrozę trzeba zwalczyć "
                "najpóźniej w sierpniu, a zarząd radzi sięgać po preparaty z kwasem szczawiowym. "
                "Wstępne szacunki mówią, że zimą w poprzednim sezonie padło około 18% rodzin.",
            ),
            Good(
                "en",
                "Members of the Wąchock Beekeepers' Club must report the number of bee colonies "
                "they keep by 15 March 2027 using the form at "
                "https://pszczelarze-wachock.pl/zgloszenia. The annual fee is PLN 120, reduced to "
                "PLN 60 for members over 70. Only members with no outstanding fees can buy "
                "foundation wax subsidised by the club. Varroa treatment has to be carried out by "
                "August at the latest, and the board recommends oxalic-acid-based products. "
                "Preliminary estimates put last season's winter losses at around 18% of colonies.",
            ),
        ],
        bad=[
            Slip(1, [("by 15 March 2027", "by 25 March 2027")], "date"),
            Slip(
                0,
                [("wyłącznie członkowie bez zaległości", "członkowie, także ci z zaległościami")],
                "negation",
            ),
            Slip(1, [("at around 18%", "at 18%")], "hedge"),
            Slip(0, [("Warrozę trzeba zwalczyć", "Warrozę warto zwalczyć")], "modality"),
        ],
    ),
    # goods: 0 en/plain, 1 pl/casual
    Case(
        key="pl-marina",
        source=(
            "Jachty goszczące w Marinie Górki Zachodnie mogą cumować przy kei B maksymalnie "
            "przez 72 godziny. Opłata za dobę postoju wynosi 8 zł za każdy metr długości "
            "jednostki, przy czym jachty krótsze niż 7 m płacą stawkę ryczałtową 45 zł. Bosman "
            "pełni dyżur codziennie od 7:00 do 21:00 pod numerem kanału VHF 72. Tankowanie "
            "jest dozwolone wyłącznie przy stacji paliw na kei A. Nie wolno uruchamiać silnika "
            "w basenie portowym dłużej niż jest to konieczne do manewru. Załogi powinny "
            "zgłosić wypłynięcie bosmanowi."
        ),
        good=[
            Good(
                "en",
                "Visiting yachts at Górki Zachodnie Marina may moor at pier B for no more than 72 "
                "hours. Berthing costs PLN 8 per metre of the boat's length per day, although "
                "boats under 7 m pay a flat PLN 45. The harbour master is on duty every day from "
                "7 a.m. to 9 p.m. on VHF channel 72. Refuelling is only allowed at the fuel "
                "station on pier A. Engines must not run in the harbour basin for longer than a "
                "manoeuvre requires, and crews should let the harbour master know when they "
                "leave.",
            ),
            Good(
                "pl",
                "Przypływasz do Mariny Górki Zachodnie? Przy kei B postoisz najwyżej trzy doby, "
                "czyli 72 godziny. Za każdą dobę płacisz 8 zł od metra długości łódki, a jeśli "
                "ma mniej niż 7 m, po prostu 45 zł ryczałtem. Bosman siedzi na kanale VHF 72 "
                "codziennie od 7:00 do 21:00. Zatankujesz tylko na stacji przy kei A. Silnika w "
                "basenie nie odpalaj dłużej, niż potrzebujesz na manewr, no i dobrze by było, "
                "żebyś dał bosmanowi znać, kiedy wypływasz.",
            ),
        ],
        bad=[
            Slip(0, [("PLN 8 per metre", "PLN 8 per foot")], "number"),
            Slip(
                1,
                [("Zatankujesz tylko na stacji", "Zatankujesz na przykład na stacji")],
                "negation",
            ),
            Slip(0, [("Engines must not run", "Engines should not run")], "modality"),
            Slip(
                0,
                [
                    (
                        "Refuelling is only allowed at the fuel station on pier A.",
                        "Tankowanie jest dozwolone wyłącznie przy stacji paliw na kei A.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    # goods: 0 preserve/journalistic, 1 en/casual
    Case(
        key="pl-esport",
        source=(
            "Do turnieju Baltic Cup 2027 w grze Valorant można zgłaszać drużyny pięcioosobowe, "
            "opcjonalnie z jednym rezerwowym. Rejestracja odbywa się wyłącznie przez stronę "
            "https://balticcup.gg/rejestracja/valorant i kończy się 9 stycznia o 23:59. Wszyscy "
            "zawodnicy muszą mieć ukończone 16 lat; niepełnoletni przedstawiają zgodę opiekuna. "
            "Przed każdym meczem kapitan wpisuje na czacie komendę `!ready`. Drużyna, która nie "
            "stawi się w ciągu 15 minut od wyznaczonej godziny, przegrywa walkowerem. Pula "
            "nagród wynosi 20 000 zł."
        ),
        good=[
            Good(
                "preserve",
                "20 000 zł do podziału czeka na zwycięzców Baltic Cup 2027 w Valoranta. Organizatorzy "
                "przyjmują pięcioosobowe składy, które mogą dopisać jednego rezerwowego, a "
                "zgłoszenia zbierają tylko przez https://balticcup.gg/rejestracja/valorant, do 9 "
                "stycznia do 23:59. Zagrać może wyłącznie ktoś, kto ma skończone 16 lat, przy czym "
                "niepełnoletni muszą dostarczyć zgodę opiekuna. Przed każdym spotkaniem kapitan "
                "potwierdza gotowość komendą `!ready` na czacie, a zespół spóźniony o ponad "
                "kwadrans przegrywa walkowerem.",
            ),
            Good(
                "en",
                "Baltic Cup 2027 is a Valorant tournament and you sign up as a team of five, plus "
                "one sub if you want. You can only register at "
                "https://balticcup.gg/rejestracja/valorant, and sign-ups close on 9 January at "
                "23:59. Every player has to be at least 16, and anyone under 18 needs a parent's "
                "or guardian's consent. Before each match your captain types `!ready` in chat. If "
                "your team doesn't show up within 15 minutes of the scheduled time, you lose by "
                "walkover. There's PLN 20,000 in prize money.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("https://balticcup.gg/rejestracja/valorant", "https://balticcup.gg/rejestracja")],
                "url",
            ),
            Slip(
                0, [("Zagrać może wyłącznie ktoś", "Zagrać może również ktoś, kto nie")], "negation"
            ),
            Slip(
                1,
                [
                    (
                        "There's PLN 20,000 in prize money.",
                        "There's PLN 20,000 in prize money, and the final is streamed live on Twitch.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    # goods: 0 pl/business, 1 en/plain
    Case(
        key="pl-stomatologia",
        source=(
            "Szanowni Pacjenci, od 1 lutego 2027 r. gabinet stomatologiczny Dent-Med przy ul. "
            "Lipowej 4 będzie czynny od poniedziałku do piątku w godzinach 8:00–19:00. Wizytę "
            "należy odwołać co najmniej 24 godziny wcześniej; w przeciwnym razie pobieramy "
            "opłatę w wysokości 100 zł. Przegląd z instruktażem higieny kosztuje 150 zł, a "
            "usunięcie kamienia około 200–250 zł, zależnie od zakresu. Dzieci do 12. roku życia "
            "przyjmujemy wyłącznie w obecności opiekuna. Zabiegi w ramach NFZ wykonujemy tylko "
            "we wtorki i czwartki."
        ),
        good=[
            Good(
                "pl",
                "Informujemy, że od 1 lutego 2027 r. gabinet Dent-Med (ul. Lipowa 4) przyjmuje "
                "pacjentów w dni robocze, od poniedziałku do piątku, od 8:00 do 19:00. Odwołanie "
                "wizyty później niż 24 godziny przed terminem wiąże się z opłatą 100 zł. Cena "
                "przeglądu wraz z instruktażem higieny wynosi 150 zł; za usunięcie kamienia "
                "zapłacą Państwo orientacyjnie 200–250 zł, w zależności od zakresu zabiegu. "
                "Pacjentów poniżej 12. roku życia przyjmujemy jedynie z opiekunem, a świadczenia "
                "refundowane przez NFZ realizujemy wyłącznie we wtorki i czwartki.",
            ),
            Good(
                "en",
                "From 1 February 2027, the Dent-Med dental surgery at 4 Lipowa Street will be open "
                "Monday to Friday, 8:00 to 19:00. You must cancel an appointment at least 24 hours "
                "in advance, or we will charge a PLN 100 fee. A check-up with hygiene instruction "
                "costs PLN 150, and scaling costs roughly PLN 200–250 depending on how much work is "
                "needed. Children aged under 12 are seen only when a parent or guardian is "
                "present. NFZ-funded treatment is available on Tuesdays and Thursdays only.",
            ),
        ],
        bad=[
            Slip(1, [("at least 24 hours", "at least 12 hours")], "number"),
            Slip(0, [("orientacyjnie 200–250 zł", "200–250 zł")], "hedge"),
            Slip(1, [("From 1 February 2027", "From 1 March 2027")], "date"),
        ],
    ),
    # goods: 0 preserve/plain, 1 en/business
    Case(
        key="pl-szachy",
        source=(
            "Turniej szachowy o Puchar Burmistrza Sochaczewa zostanie rozegrany 14 listopada "
            "systemem szwajcarskim na dystansie 9 rund, z tempem 15 minut plus 5 sekund na "
            "ruch. Wpisowe wynosi 40 zł, a juniorzy do lat 18 płacą 20 zł. Zgodnie z § 7 "
            "regulaminu zawodnik, który nie przybędzie na rundę w ciągu 10 minut, przegrywa "
            "partię. Korzystanie z telefonów na sali gry jest zabronione. Turniej nie będzie "
            "zgłoszony do oceny rankingowej FIDE."
        ),
        good=[
            Good(
                "preserve",
                "14 listopada odbędzie się turniej o Puchar Burmistrza Sochaczewa. Zagramy 9 rund "
                "systemem szwajcarskim, tempem 15 minut na zawodnika z dodatkiem 5 sekund za każdy "
                "ruch. Wpisowe to 40 zł, dla juniorów do lat 18 połowa tej kwoty, czyli 20 zł. "
                "Kto spóźni się na rundę o więcej niż 10 minut, przegrywa partię, tak stanowi § 7 "
                "regulaminu. Na sali gry telefony są zakazane. Wyniki nie zostaną przesłane do "
                "rankingu FIDE.",
            ),
            Good(
                "en",
                "The Mayor of Sochaczew Cup chess tournament will be held on 14 November as a "
                "9-round Swiss, with a time control of 15 minutes plus 5 seconds per move. The "
                "entry fee is PLN 40, or PLN 20 for juniors under 18. Under § 7 of the rules, a "
                "player who fails to arrive within 10 minutes of the start of a round loses the "
                "game. Phones may not be used in the playing hall. The tournament will not be "
                "submitted for FIDE rating.",
            ),
        ],
        bad=[
            Slip(1, [("Under § 7 of the rules", "Under § 9 of the rules")], "legal_reference"),
            Slip(0, [("Wyniki nie zostaną przesłane", "Wyniki zostaną przesłane")], "negation"),
            Slip(1, [("15 minutes plus 5 seconds", "15 minutes plus 3 seconds")], "number"),
        ],
    ),
    # goods: 0 en/journalistic, 1 preserve/casual
    Case(
        key="pl-obserwatorium",
        source=(
            "Obserwatorium Astronomiczne w Niedźwiadach zaprasza na noc otwartą 21 sierpnia "
            "2027 r. od 20:30 do 1:00. Wstęp jest bezpłatny, ale obowiązują zapisy przez "
            "formularz na stronie https://obserwatorium-niedzwiady.pl/noce, a liczba miejsc jest "
            "ograniczona do 80 osób. Przy zachmurzeniu powyżej 70% pokazy przez teleskopy "
            "zostaną zastąpione prelekcją w sali seminaryjnej. Prosimy nie używać latarek z "
            "białym światłem na tarasie obserwacyjnym. Dojazd jest możliwy autobusem linii 112, "
            "który odjeżdża z pętli o 20:05."
        ),
        good=[
            Good(
                "en",
                "Stargazers get a free night at the Niedźwiady Astronomical Observatory on 21 "
                "August 2027, when it opens its doors from 8:30 p.m. until 1 a.m. Entry costs "
                "nothing, but places are capped at 80 and must be booked through the form at "
                "https://obserwatorium-niedzwiady.pl/noce. If cloud cover exceeds 70%, the "
                "telescope viewing will give way to a talk in the seminar room. Visitors are "
                "asked not to use white-light torches on the observation terrace. Bus 112 leaves "
                "the terminus at 8:05 p.m. for the observatory.",
            ),
            Good(
                "preserve",
                "21 sierpnia 2027 r. Obserwatorium w Niedźwiadach robi noc otwartą, od 20:30 aż do "
                "1:00 w nocy. Nic nie płacisz, tylko musisz się zapisać przez formularz na "
                "https://obserwatorium-niedzwiady.pl/noce, bo wejdzie najwyżej 80 osób. Jak niebo "
                "będzie zachmurzone w ponad 70%, zamiast teleskopów będzie prelekcja w sali "
                "seminaryjnej. Na tarasie obserwacyjnym prosimy, bez latarek z białym światłem! "
                "Dojedziesz autobusem 112, rusza z pętli o 20:05.",
            ),
        ],
        bad=[
            Slip(0, [("until 1 a.m.", "until 11 p.m.")], "date"),
            Slip(
                1,
                [
                    (
                        "Dojedziesz autobusem 112, rusza z pętli o 20:05.",
                        "Dojedziesz autobusem 112, rusza z pętli o 20:05, a na miejscu jest darmowy parking na 40 aut.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "https://obserwatorium-niedzwiady.pl/noce",
                        "https://obserwatorium-niedzwiady.pl/noc",
                    )
                ],
                "url",
            ),
        ],
    ),
    # goods: 0 pl/academic-formal, 1 en/plain
    Case(
        key="pl-prawojazdy",
        source=(
            "Zgodnie z art. 51 ust. 1 ustawy o kierujących pojazdami egzamin państwowy na prawo "
            "jazdy kategorii B składa się z części teoretycznej i praktycznej. Część teoretyczna "
            "obejmuje 32 pytania, a na jej zaliczenie trzeba uzyskać co najmniej 68 z 74 "
            "możliwych punktów. Do części praktycznej można przystąpić dopiero po zdaniu części "
            "teoretycznej. Opłata za egzamin praktyczny wynosi 200 zł. Kandydat musi okazać "
            "ważny dokument tożsamości; bez niego nie zostanie dopuszczony do egzaminu."
        ),
        good=[
            Good(
                "pl",
                "Na mocy art. 51 ust. 1 ustawy o kierujących pojazdami państwowy egzamin na prawo "
                "jazdy kategorii B przeprowadza się w dwóch częściach: teoretycznej oraz "
                "praktycznej. Test teoretyczny liczy 32 pytania; warunkiem jego zaliczenia jest "
                "zdobycie minimum 68 punktów na 74 możliwe. Przystąpienie do części praktycznej "
                "jest dopuszczalne wyłącznie po pozytywnym wyniku części teoretycznej, a opłata "
                "za nią wynosi 200 zł. Osoba, która nie okaże ważnego dokumentu tożsamości, nie "
                "zostaje dopuszczona do egzaminu.",
            ),
            Good(
                "en",
                "Under Article 51(1) of the Act on Vehicle Drivers, the state category B driving "
                "test has a theory part and a practical part. The theory test has 32 questions, "
                "and you need at least 68 of the 74 available points to pass. You can only take "
                "the practical part once you have passed the theory. The practical test costs "
                "PLN 200. You have to show a valid identity document; without one you will not "
                "be allowed to sit the test.",
            ),
        ],
        bad=[
            Slip(1, [("Under Article 51(1)", "Under Article 15(1)")], "legal_reference"),
            Slip(0, [("minimum 68 punktów", "minimum 64 punktów")], "number"),
            Slip(
                1,
                [
                    (
                        "You have to show a valid identity document",
                        "You should ideally show a valid identity document",
                    )
                ],
                "modality",
            ),
        ],
    ),
    # goods: 0 en/journalistic, 1 preserve/plain
    Case(
        key="pl-krwiodawstwo",
        source=(
            "Regionalne Centrum Krwiodawstwa w Lublinie apeluje o oddawanie krwi grupy 0 Rh-. "
            "Zapasy wystarczą prawdopodobnie na około 3 dni. Krew mogą oddać osoby w wieku od "
            "18 do 65 lat, ważące co najmniej 50 kg. Mężczyźni mogą oddawać krew pełną nie "
            "częściej niż co 8 tygodni, a kobiety co 12 tygodni. Przed donacją należy zjeść "
            "lekki posiłek i wypić około 1,5 litra płynów. Krwiodawca otrzymuje 8 czekolad "
            "oraz zwolnienie z pracy w dniu oddania krwi. Punkt przy ul. Żołnierzy Niepodległej "
            "8 jest czynny w soboty od 8:00 do 13:00."
        ),
        good=[
            Good(
                "en",
                "Lublin's Regional Blood Donation Centre is calling for donors with blood type "
                "0 Rh-, warning that its stocks will probably last only about three days. Anyone "
                "aged 18 to 65 who weighs at least 50 kg can donate. Men may give whole blood no "
                "more often than every 8 weeks, women every 12 weeks. Before donating, you must "
                "eat a light meal and drink roughly 1.5 litres of fluids. Each donor receives 8 "
                "chocolate bars and a day off work on the day of donation. The site at 8 Żołnierzy Niepodległej "
                "Street is open on Saturdays from 8:00 to 13:00.",
            ),
            Good(
                "preserve",
                "Lubelskie Regionalne Centrum Krwiodawstwa prosi o krew grupy 0 Rh-, bo zapasów "
                "starczy zapewne tylko na mniej więcej 3 dni. Oddać krew może każdy, kto ma od 18 "
                "do 65 lat i waży minimum 50 kg. Krew pełną mężczyźni oddają najwyżej raz na 8 "
                "tygodni, kobiety raz na 12 tygodni. Przed oddaniem krwi zjedz coś lekkiego i "
                "wypij około 1,5 litra płynów. W zamian dostaniesz 8 czekolad i dzień wolny od "
                "pracy. Punkt przy ul. Żołnierzy Niepodległej 8 działa w soboty w godzinach "
                "8:00–13:00.",
            ),
        ],
        bad=[
            Slip(1, [("zapewne tylko na mniej więcej 3 dni", "tylko na 3 dni")], "hedge"),
            Slip(0, [("at least 50 kg", "at least 55 kg")], "number"),
            Slip(
                1,
                [
                    (
                        "Oddać krew może każdy, kto ma",
                        "Oddać krew może każdy, także ktoś, kto nie ma",
                    )
                ],
                "negation",
            ),
        ],
    ),
    # goods: 0 en/business, 1 pl/plain
    Case(
        key="pl-fotokonkurs",
        source=(
            "Do konkursu fotograficznego „Światło Podlasia” można zgłosić maksymalnie 3 "
            "zdjęcia, wykonane nie wcześniej niż 1 stycznia 2026 r. Prace w formacie JPG, o "
            "dłuższym boku co najmniej 3000 pikseli, należy przesłać na adres "
            "konkurs@swiatlopodlasia.pl do 30 kwietnia 2027 r. Zgodnie z § 5 ust. 2 regulaminu "
            "autor udziela organizatorowi niewyłącznej licencji na publikację zdjęć. "
            "Fotomontaże nie będą oceniane. Zwycięzca otrzyma nagrodę w wysokości 2500 zł."
        ),
        good=[
            Good(
                "en",
                'Entrants to the "Światło Podlasia" photography competition may submit up to 3 '
                "photographs taken on or after 1 January 2026. Entries must be JPG files with a "
                "longer side of at least 3,000 pixels and must reach konkurs@swiatlopodlasia.pl by "
                "30 April 2027. Under § 5(2) of the rules, authors grant the organiser a "
                "non-exclusive licence to publish their photographs. Photomontages will not be "
                "judged. The winner will receive a prize of PLN 2,500.",
            ),
            Good(
                "pl",
                "W konkursie „Światło Podlasia” każdy może wysłać najwyżej 3 zdjęcia, zrobione 1 "
                "stycznia 2026 r. lub później. Pliki JPG, których dłuższy bok ma minimum 3000 "
                "pikseli, wyślij do 30 kwietnia 2027 r. na konkurs@swiatlopodlasia.pl. Jak mówi "
                "§ 5 ust. 2 regulaminu, autor daje organizatorowi niewyłączną licencję na "
                "publikowanie zdjęć. Fotomontaży jury nie oceni. Na zwycięzcę czeka 2500 zł.",
            ),
        ],
        bad=[
            Slip(0, [("konkurs@swiatlopodlasia.pl", "konkurs@swiatlo-podlasia.pl")], "url"),
            Slip(1, [("§ 5 ust. 2", "§ 5 ust. 3")], "legal_reference"),
            Slip(
                0,
                [("Photomontages will not be judged.", "Fotomontaże nie będą oceniane.")],
                "wrong_language",
            ),
            Slip(0, [("a non-exclusive licence", "an exclusive licence")], "negation"),
        ],
    ),
    # markdown source; goods: 0 preserve/plain, 1 en/business
    Case(
        key="pl-coworking",
        source=(
            "## Zasady korzystania z Hub 44\n\n"
            "- Przestrzeń jest dostępna dla posiadaczy karnetu **24/7**, dla pozostałych w dni "
            "robocze od 8:00 do 20:00.\n"
            "- Salę konferencyjną można rezerwować maksymalnie na 3 godziny dziennie przez "
            "[kalendarz](https://hub44.pl/rezerwacje).\n"
            "- Karnet miesięczny kosztuje 590 zł netto, dzienny 60 zł netto.\n"
            "- Rozmowy telefoniczne należy prowadzić w budkach akustycznych, nie przy biurkach.\n"
            "- Zwierzęta są dozwolone tylko po uzgodnieniu z recepcją.\n\n"
            "Goście muszą być wpisani do rejestru przy wejściu."
        ),
        good=[
            Good(
                "preserve",
                "## Hub 44: jak z nas korzystać\n\n"
                "- Z karnetem wchodzisz o każdej porze, **24/7**; bez karnetu w dni robocze "
                "8:00–20:00.\n"
                "- Salę konferencyjną zarezerwujesz w [kalendarzu](https://hub44.pl/rezerwacje), "
                "na najwyżej 3 godziny dziennie.\n"
                "- Ceny: 590 zł netto za miesiąc, 60 zł netto za dzień.\n"
                "- Rozmawiasz przez telefon? Idź do budki akustycznej, nie rozmawiaj przy biurku.\n"
                "- Zwierzę możesz przyprowadzić wyłącznie po uzgodnieniu z recepcją.\n\n"
                "Każdego gościa trzeba wpisać do rejestru przy wejściu.",
            ),
            Good(
                "en",
                "## Hub 44 house rules\n\n"
                "- Pass holders have access **24/7**; everyone else can use the space on working "
                "days from 8:00 to 20:00.\n"
                "- The conference room can be booked for up to 3 hours a day via the "
                "[calendar](https://hub44.pl/rezerwacje).\n"
                "- A monthly pass costs PLN 590 net and a day pass PLN 60 net.\n"
                "- Phone calls must be taken in the acoustic booths, not at the desks.\n"
                "- Pets are allowed only if agreed with reception in advance.\n\n"
                "All guests must be signed in at the entrance.",
            ),
        ],
        bad=[
            Slip(1, [("## Hub 44 house rules\n\n", "Hub 44 house rules\n\n")], "markdown"),
            Slip(
                0,
                [("[kalendarzu](https://hub44.pl/rezerwacje)", "kalendarzu")],
                "markdown",
            ),
            Slip(1, [("PLN 590 net", "PLN 590 gross")], "number"),
            Slip(1, [("All guests must be signed in", "Guests may be signed in")], "modality"),
        ],
    ),
    # markdown source with code; goods: 0 en/plain, 1 pl/casual
    Case(
        key="pl-makerspace",
        source=(
            "### Drukarki 3D w FabLabie\n\n"
            "1. Przed pierwszym wydrukiem musisz ukończyć szkolenie BHP (około 45 minut).\n"
            "2. Pliki wgrywaj wyłącznie w formacie `.gcode`, pocięte profilem `fablab_pla_02`.\n"
            "3. Pojedynczy wydruk nie może trwać dłużej niż 6 godzin.\n"
            "4. Filament PLA kosztuje 0,15 zł za gram; własnego filamentu nie wolno używać bez "
            "zgody opiekuna.\n\n"
            "Awarie zgłaszaj na **lab@fablab-krakow.org**. Drukarkę, która zgłasza błąd `E21`, "
            "należy wyłączyć i nie próbować jej naprawiać samodzielnie."
        ),
        good=[
            Good(
                "en",
                "### 3D printers at the FabLab\n\n"
                "1. You have to complete the health and safety training (roughly three quarters "
                "of an hour) before your first print.\n"
                "2. Upload only `.gcode` files sliced with the `fablab_pla_02` profile.\n"
                "3. No single print may take longer than 6 hours.\n"
                "4. PLA filament costs PLN 0.15 per gram; you must not use your own filament "
                "unless the supervisor agrees.\n\n"
                "Report faults to **lab@fablab-krakow.org**. If a printer shows error `E21`, "
                "switch it off and do not try to fix it yourself.",
            ),
            Good(
                "pl",
                "### Drukowanie 3D w FabLabie\n\n"
                "1. Zanim cokolwiek wydrukujesz, zaliczasz szkolenie BHP, trwa mniej więcej 45 "
                "minut.\n"
                "2. Wrzucasz tylko pliki `.gcode`, pocięte w profilu `fablab_pla_02`.\n"
                "3. Jeden wydruk to max 6 godzin, dłużej nie.\n"
                "4. Gram filamentu PLA kosztuje 0,15 zł, a swój filament możesz założyć dopiero, "
                "gdy opiekun się zgodzi.\n\n"
                "Coś się zepsuło? Pisz na **lab@fablab-krakow.org**. Jeśli drukarka wyświetla "
                "błąd `E21`, wyłącz ją i nie naprawiaj jej na własną rękę.",
            ),
        ],
        bad=[
            Slip(0, [("`fablab_pla_02`", "`fablab_pla_03`")], "code"),
            Slip(1, [("błąd `E21`", "błąd `E12`")], "code"),
            Slip(
                0,
                [("### 3D printers at the FabLab\n\n1. ", "3D printers at the FabLab\n\n")],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "wyłącz ją i nie naprawiaj jej na własną rękę",
                        "wyłącz ją i spróbuj naprawić ją na własną rękę",
                    )
                ],
                "negation",
            ),
        ],
    ),
    # goods: 0 preserve/business, 1 en/plain
    Case(
        key="pl-rod",
        source=(
            "Zarząd ROD „Malwa” przypomina, że zgodnie z art. 27 ust. 1 ustawy o rodzinnych "
            "ogrodach działkowych działkowiec jest obowiązany uiszczać opłaty ogrodowe. Na 2027 "
            "r. opłata wynosi 0,85 zł za metr kwadratowy działki i należy ją wpłacić do 30 "
            "czerwca. Altana nie może przekraczać 35 m² powierzchni zabudowy. Spalanie odpadów "
            "roślinnych jest zakazane przez cały rok. Woda w ogrodzie będzie dostępna "
            "prawdopodobnie od 15 kwietnia, o ile pozwolą na to warunki pogodowe."
        ),
        good=[
            Good(
                "preserve",
                "Zarząd ROD „Malwa” przypomina: na podstawie art. 27 ust. 1 ustawy o rodzinnych "
                "ogrodach działkowych każdy działkowiec ma obowiązek wnosić opłaty ogrodowe. W "
                "2027 r. stawka wynosi 0,85 zł za m² działki, a termin płatności upływa 30 "
                "czerwca. Powierzchnia zabudowy altany nie może być większa niż 35 m². Odpadów "
                "roślinnych nie wolno palić w żadnym okresie roku. Wodę planujemy uruchomić "
                "najpewniej 15 kwietnia, jeśli tylko pogoda na to pozwoli.",
            ),
            Good(
                "en",
                'The board of the "Malwa" allotment garden reminds plot holders that Article '
                "27(1) of the Act on Family Allotment Gardens obliges them to pay garden fees. "
                "For 2027 the fee is PLN 0.85 per square metre of plot, payable by 30 June. A "
                "summerhouse may not exceed a built-up area of 35 m². Burning plant waste is "
                "banned all year round. Water will probably be turned on from 15 April, "
                "provided the weather allows it.",
            ),
        ],
        bad=[
            Slip(1, [("Article 27(1)", "Article 72(1)")], "legal_reference"),
            Slip(0, [("0,85 zł za m²", "0,58 zł za m²")], "number"),
            Slip(
                1,
                [
                    (
                        "Water will probably be turned on from 15 April, provided the weather allows it.",
                        "Water will be turned on from 15 April.",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    # goods: 0 en/plain, 1 pl/journalistic
    Case(
        key="pl-wedkarstwo",
        source=(
            "Zezwolenie na amatorski połów ryb na zbiorniku Sulejów kosztuje 180 zł rocznie "
            "lub 35 zł za jeden dzień. Łowić można z brzegu oraz z łodzi, z wyjątkiem strefy "
            "ciszy przy tamie. Szczupaka nie wolno łowić od 1 stycznia do 30 kwietnia, a jego "
            "wymiar ochronny wynosi 50 cm. Dzienny limit to 2 szczupaki lub 3 sandacze. "
            "Wędkarz musi mieć przy sobie zezwolenie i rejestr połowów, który należy zwrócić "
            "do 31 stycznia następnego roku."
        ),
        good=[
            Good(
                "en",
                "A recreational fishing permit for the Sulejów reservoir costs PLN 180 a year or "
                "PLN 35 for a single day. You may fish from the bank or from a boat, except in "
                "the quiet zone by the dam. Pike may not be caught between 1 January and 30 "
                "April, and their minimum size is 50 cm. The daily limit is 2 pike or 3 zander. "
                "Anglers must carry both the permit and their catch log, and the log has to be "
                "returned by 31 January of the following year.",
            ),
            Good(
                "pl",
                "Za 180 zł wędkarze mogą przez cały rok łowić na zbiorniku Sulejów; jednodniowe "
                "zezwolenie kosztuje 35 zł. Wolno łowić zarówno z brzegu, jak i z łodzi, ale nie "
                "w strefie ciszy przy tamie. Od 1 stycznia do 30 kwietnia szczupak jest pod "
                "ochroną, a zabrać można tylko sztukę mającą co najmniej 50 cm. Limit na dzień: "
                "2 szczupaki albo 3 sandacze. Zezwolenie i rejestr połowów trzeba mieć przy "
                "sobie, a rejestr oddać do 31 stycznia kolejnego roku.",
            ),
        ],
        bad=[
            Slip(0, [("between 1 January and 30 April", "between 1 January and 31 March")], "date"),
            Slip(1, [("ale nie w strefie ciszy", "także w strefie ciszy")], "negation"),
            Slip(0, [("PLN 35 for a single day", "PLN 53 for a single day")], "number"),
        ],
    ),
    # goods: 0 preserve/casual, 1 en/business
    Case(
        key="pl-wspinaczka",
        source=(
            "Na ściance wspinaczkowej Pion w Poznaniu wspinanie z liną jest możliwe tylko po "
            "zaliczeniu testu asekuracji u instruktora. Dzieci poniżej 15 lat muszą wspinać się "
            "pod opieką dorosłego. Wejście jednorazowe kosztuje 32 zł, ulgowe 26 zł. W strefie "
            "boulderowej nie wolno przebywać pod wspinającą się osobą. Zalecamy używanie "
            "magnezji w płynie. Ścianka jest czynna od poniedziałku do piątku w godzinach "
            "10:00–23:00, a w weekendy od 9:00 do 21:00."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz się wspinać z liną na Pionie w Poznaniu? Najpierw musisz zdać test z "
                "asekuracji u instruktora. Dzieciaki poniżej 15 lat wspinają się tylko z dorosłym. "
                "Wejście kosztuje 32 zł, a ulgowe 26 zł. Na bulderowni nie stawaj pod kimś, kto "
                "właśnie się wspina. Polecamy magnezję w płynie. Jesteśmy otwarci w tygodniu "
                "10:00–23:00, a w soboty i niedziele 9:00–21:00.",
            ),
            Good(
                "en",
                "At the Pion climbing wall in Poznań, rope climbing is open only to those who "
                "have passed a belay test with an instructor. Children under 15 must climb under "
                "adult supervision. A single entry costs PLN 32, or PLN 26 at the concessionary "
                "rate. In the bouldering area, nobody may stand beneath a climber. We recommend "
                "using liquid chalk. The wall is open Monday to Friday from 10:00 to 23:00 and at "
                "weekends from 9:00 to 21:00.",
            ),
        ],
        bad=[
            Slip(
                1, [("Children under 15 must climb", "Children under 15 should climb")], "modality"
            ),
            Slip(
                0,
                [("Polecamy magnezję w płynie.", "Obowiązkowo używaj magnezji w płynie.")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "We recommend using liquid chalk.",
                        "We recommend using liquid chalk, which is sold at reception for PLN 15.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    # goods: 0 en/plain, 1 pl/business
    Case(
        key="pl-carsharing",
        source=(
            "W usłudze GoCar minuta jazdy kosztuje 0,89 zł, a postój w trakcie wynajmu 0,19 zł "
            "za minutę. Pierwsze 15 minut rezerwacji jest bezpłatne. Samochód można zostawić "
            "wyłącznie w strefie oznaczonej w aplikacji; zakończenie wynajmu poza nią kosztuje "
            "99 zł. Kierowca musi mieć prawo jazdy od co najmniej 2 lat. Szczegóły znajdziesz "
            "na https://gocar.pl/cennik. Średni koszt przejazdu przez centrum wynosi zwykle "
            "około 18 zł."
        ),
        good=[
            Good(
                "en",
                "GoCar charges PLN 0.89 per minute of driving and PLN 0.19 per minute when the "
                "car is parked during a rental. The first 15 minutes of a booking are free. You "
                "can only leave the car inside the zone marked in the app; ending a rental "
                "outside it costs PLN 99. Drivers must have held a driving licence for at least "
                "2 years. Full details are at https://gocar.pl/cennik. A trip across the city "
                "centre typically comes to about PLN 18.",
            ),
            Good(
                "pl",
                "Cennik GoCar: 0,89 zł za minutę jazdy i 0,19 zł za minutę postoju w czasie "
                "wynajmu; rezerwacja jest darmowa przez pierwsze 15 minut. Auto zwracamy tylko w "
                "strefie zaznaczonej w aplikacji, a za zakończenie wynajmu poza nią naliczamy "
                "99 zł. Z usługi skorzystają kierowcy, którzy mają prawo jazdy minimum 2 lata. "
                "Pełny cennik: https://gocar.pl/cennik. Przejazd przez centrum to przeciętnie "
                "mniej więcej 18 zł.",
            ),
        ],
        bad=[
            Slip(0, [("PLN 0.19 per minute", "PLN 0.19 per hour")], "number"),
            Slip(1, [("https://gocar.pl/cennik", "https://gocar.com/cennik")], "url"),
            Slip(0, [("typically comes to about PLN 18", "comes to PLN 18")], "hedge"),
        ],
    ),
    # goods: 0 pl/business, 1 en/plain
    Case(
        key="pl-cmentarz",
        source=(
            "Zarząd Cmentarzy Komunalnych informuje, że w dniach od 30 października do 2 "
            "listopada cmentarz przy ul. Lipowej będzie otwarty od 6:00 do 22:00. W tym czasie "
            "wjazd samochodem na teren nekropolii jest zabroniony, z wyjątkiem osób z kartą "
            "parkingową dla niepełnosprawnych. Opłatę za przedłużenie grobu na kolejne 20 lat, "
            "wynoszącą 480 zł, można uiścić w biurze lub przelewem. Zniczy nie należy "
            "pozostawiać na alejkach."
        ),
        good=[
            Good(
                "pl",
                "Uprzejmie informujemy, że od 30 października do 2 listopada cmentarz przy ul. "
                "Lipowej będzie czynny w godzinach 6:00–22:00. W tym okresie na teren nekropolii "
                "nie wjadą samochody, chyba że kierowca posiada kartę parkingową osoby "
                "niepełnosprawnej. Opłatę 480 zł za przedłużenie grobu o następne 20 lat można "
                "wnieść w biurze albo przelewem. Prosimy nie zostawiać zniczy na alejkach.",
            ),
            Good(
                "en",
                "The Municipal Cemeteries Board announces that from 30 October to 2 November the "
                "cemetery on Lipowa Street will be open from 6:00 to 22:00. During this period no "
                "cars may enter the grounds, except those of disabled parking card holders. The "
                "PLN 480 fee for extending a grave for another 20 years can be paid at the office "
                "or by bank transfer. Please do not leave candles on the paths.",
            ),
        ],
        bad=[
            Slip(1, [("from 30 October to 2 November", "from 31 October to 2 November")], "date"),
            Slip(
                1,
                [
                    (
                        "Please do not leave candles on the paths.",
                        "Prosimy nie zostawiać zniczy na alejkach.",
                    )
                ],
                "wrong_language",
            ),
            Slip(0, [("o następne 20 lat", "o następne 25 lat")], "number"),
        ],
    ),
    # goods: 0 en/academic, 1 pl/academic
    Case(
        key="pl-abstrakt",
        source=(
            "Celem badania była ocena wpływu pracy zdalnej na poziom wypalenia zawodowego "
            "wśród nauczycieli szkół podstawowych. W badaniu wzięło udział 412 nauczycieli z "
            "województwa mazowieckiego. Wyniki wskazują, że praca zdalna mogła przyczynić się "
            "do wzrostu wyczerpania emocjonalnego o około 12%, co jest zgodne z wcześniejszymi "
            "obserwacjami (Kowalska i Zięba, 2022). Nie stwierdzono natomiast istotnego związku "
            "między stażem pracy a poziomem depersonalizacji (p = 0,31). Uzyskane rezultaty "
            "częściowo potwierdzają model zaproponowany przez Maslach i in. (2001)."
        ),
        good=[
            Good(
                "en",
                "This study assessed the impact of remote work on burnout among primary school "
                "teachers. A total of 412 teachers from the Masovian Voivodeship participated. "
                "The findings suggest that remote work may have contributed to an increase of "
                "approximately 12% in emotional exhaustion, consistent with earlier observations "
                "(Kowalska & Zięba, 2022). However, no significant association was found between "
                "length of service and depersonalisation (p = 0.31). The results partially "
                "support the model proposed by Maslach et al. (2001).",
            ),
            Good(
                "pl",
                "W pracy zbadano, jak praca zdalna wpływa na wypalenie zawodowe nauczycieli szkół "
                "podstawowych; próbę stanowiło 412 nauczycieli z Mazowsza. Zgodnie z wcześniejszymi "
                "obserwacjami (Kowalska i Zięba, 2022) uzyskane dane sugerują, że nauczanie zdalne "
                "mogło zwiększyć wyczerpanie emocjonalne o mniej więcej 12%. Istotnej zależności "
                "między stażem pracy a depersonalizacją nie wykazano (p = 0,31). Wyniki w pewnej "
                "mierze potwierdzają model Maslach i in. (2001).",
            ),
        ],
        bad=[
            Slip(0, [("(Kowalska & Zięba, 2022)", "(Kowalska, 2022)")], "citation"),
            Slip(1, [("Maslach i in. (2001)", "Maslach i in. (2011)")], "citation"),
            Slip(
                0, [("may have contributed to an increase", "contributed to an increase")], "hedge"
            ),
            Slip(1, [("412 nauczycieli", "421 nauczycieli")], "number"),
        ],
    ),
    # markdown release note; goods: 0 en/plain, 1 preserve/plain
    Case(
        key="pl-wydanie",
        source=(
            "## Notatnik Pro 4.2.0 (12 października 2027)\n\n"
            "- Dodano eksport do PDF; polecenie `notatnik export --pdf` działa na Windows i "
            "Linuksie.\n"
            "- Synchronizacja jest teraz około 30% szybsza.\n"
            "- Usunięto obsługę systemu macOS 11; wersja 4.1.x nie będzie już aktualizowana.\n"
            "- Przed aktualizacją należy wykonać kopię bazy poleceniem `notatnik backup`.\n\n"
            "Pełna lista zmian: [CHANGELOG](https://notatnik.pro/changelog/4.2.0)."
        ),
        good=[
            Good(
                "en",
                "## Notatnik Pro 4.2.0 (12 October 2027)\n\n"
                "- New PDF export: `notatnik export --pdf` works on Windows and Linux.\n"
                "- Sync is now roughly 30% faster.\n"
                "- macOS 11 is no longer supported, and 4.1.x will receive no further updates.\n"
                "- Back up your database with `notatnik backup` before you upgrade.\n\n"
                "Full list of changes: [CHANGELOG](https://notatnik.pro/changelog/4.2.0).",
            ),
            Good(
                "preserve",
                "## Notatnik Pro 4.2.0, wydanie z 12 października 2027\n\n"
                "- Nowość: eksport do PDF przez `notatnik export --pdf` (Windows i Linux).\n"
                "- Synchronizacja przyspieszyła o mniej więcej 30%.\n"
                "- Koniec wsparcia dla macOS 11; gałąź 4.1.x nie dostanie więcej aktualizacji.\n"
                "- Zanim zaktualizujesz, zrób kopię bazy: `notatnik backup`.\n\n"
                "Wszystkie zmiany: [CHANGELOG](https://notatnik.pro/changelog/4.2.0).",
            ),
        ],
        bad=[
            Slip(0, [("`notatnik export --pdf`", "`notatnik export -pdf`")], "code"),
            Slip(
                1, [("[CHANGELOG](https://notatnik.pro/changelog/4.2.0)", "CHANGELOG")], "markdown"
            ),
            Slip(
                0,
                [("https://notatnik.pro/changelog/4.2.0", "https://notatnik.pro/changelog")],
                "url",
            ),
        ],
    ),
    # goods: 0 en/plain, 1 pl/casual
    Case(
        key="pl-ekspres",
        source=(
            "Ekspres Kawomat K3 należy odkamieniać co około 3 miesiące lub gdy na wyświetlaczu "
            "pojawi się komunikat `CALC`. Do odkamieniania używaj wyłącznie płynu Kawomat Clean; "
            "nie stosuj octu. Program trwa 25 minut i nie wolno go przerywać. Zbiornik na wodę "
            "mieści 1,8 l. Gwarancja obejmuje 24 miesiące, ale nie obejmuje uszkodzeń "
            "spowodowanych kamieniem."
        ),
        good=[
            Good(
                "en",
                "Descale the Kawomat K3 roughly every 3 months, or whenever `CALC` appears on the "
                "display. Use Kawomat Clean only and never vinegar. The programme takes 25 "
                "minutes and must not be interrupted. The water tank holds 1.8 l. The warranty "
                "runs for 24 months but does not cover damage caused by limescale.",
            ),
            Good(
                "pl",
                "Kawomat K3 odkamieniasz mniej więcej co 3 miesiące albo wtedy, gdy zobaczysz na "
                "ekranie `CALC`. Tylko płyn Kawomat Clean, żadnego octu! Program leci 25 minut i "
                "nie możesz go przerwać. Zbiornik ma 1,8 l. Gwarancja to 24 miesiące, tyle że "
                "uszkodzeń przez kamień nie obejmuje.",
            ),
        ],
        bad=[
            Slip(0, [("`CALC`", "`CLEAN`")], "code"),
            Slip(
                1,
                [("uszkodzeń przez kamień nie obejmuje", "obejmuje też uszkodzenia przez kamień")],
                "negation",
            ),
            Slip(0, [("roughly every 3 months", "every 3 months")], "hedge"),
        ],
    ),
    # goods: 0 en/journalistic, 1 preserve/plain
    Case(
        key="pl-most",
        source=(
            "Nowy most przez Wisłę w Kwidzynie zostanie otwarty dla ruchu 18 czerwca o 10:00. "
            "Przeprawa ma 808 metrów długości, a jej budowa kosztowała 560 mln zł, z czego 85% "
            "pokryły środki unijne. Przez pierwsze dwa tygodnie ruch ciężarówek powyżej 12 ton "
            "będzie zakazany. Według urzędu wojewódzkiego most skróci dojazd do Malborka "
            "prawdopodobnie o około 20 minut."
        ),
        good=[
            Good(
                "en",
                "Kwidzyn's new bridge over the Vistula opens to traffic on 18 June at 10:00. The "
                "808-metre crossing cost PLN 560 million, 85% of it funded by the EU. Lorries "
                "over 12 tonnes will be banned for the first two weeks. The provincial office "
                "says the bridge will probably cut the journey to Malbork by about 20 minutes.",
            ),
            Good(
                "preserve",
                "18 czerwca o 10:00 kierowcy wjadą na nowy most na Wiśle w Kwidzynie. Ma on 808 m "
                "i kosztował 560 mln zł, przy czym 85% tej kwoty dała Unia. Ciężarówki powyżej 12 "
                "ton przez pierwsze dwa tygodnie na most nie wjadą. Urząd wojewódzki szacuje, że "
                "droga do Malborka skróci się zapewne o mniej więcej 20 minut.",
            ),
        ],
        bad=[
            Slip(0, [("PLN 560 million", "PLN 650 million")], "number"),
            Slip(
                0,
                [
                    (
                        "Lorries over 12 tonnes will be banned for the first two weeks.",
                        "Ciężarówki powyżej 12 ton przez pierwsze dwa tygodnie na most nie wjadą.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [("kosztował 560 mln zł,", "kosztował 560 mln zł, a pracowało przy nim 400 osób,")],
                "invented_fact",
            ),
        ],
    ),
    # goods: 0 en/business, 1 pl/business
    Case(
        key="pl-wyniki",
        source=(
            "W III kwartale 2027 r. spółka Polmet osiągnęła przychody w wysokości 412 mln zł, "
            "o 7,4% więcej niż przed rokiem. Zysk netto spadł do 31 mln zł, głównie z powodu "
            "wyższych kosztów energii. Zarząd nie planuje wypłaty dywidendy za 2027 r. i "
            "szacuje, że marża EBITDA w IV kwartale wyniesie około 11%."
        ),
        good=[
            Good(
                "en",
                "Polmet posted Q3 2027 revenue of PLN 412 million, up 7.4% year on year. Net "
                "profit fell to PLN 31 million, mainly because of higher energy costs. The "
                "management board does not plan to pay a dividend for 2027 and estimates the "
                "Q4 EBITDA margin at around 11%.",
            ),
            Good(
                "pl",
                "Przychody Polmetu w trzecim kwartale 2027 r. sięgnęły 412 mln zł i były o 7,4% "
                "wyższe niż rok wcześniej. Zysk netto zmalał do 31 mln zł, przede wszystkim przez "
                "droższą energię. Dywidendy za 2027 r. zarząd nie zamierza wypłacać; marżę EBITDA "
                "w czwartym kwartale ocenia na mniej więcej 11%.",
            ),
        ],
        bad=[
            Slip(0, [("up 7.4% year on year", "up 4.7% year on year")], "number"),
            Slip(1, [("na mniej więcej 11%", "na 11%")], "hedge"),
            Slip(
                0,
                [
                    (
                        "mainly because of higher energy costs.",
                        "mainly because of higher energy costs and a one-off PLN 9 million write-down.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    # goods: 0 en/business, 1 preserve/casual
    Case(
        key="pl-ofertapracy",
        source=(
            "Szukamy analityka danych do biura w Gdańsku. Oferujemy umowę o pracę i "
            "wynagrodzenie 12 000–15 000 zł brutto miesięcznie. Wymagamy co najmniej 3 lat "
            "doświadczenia z SQL i Pythonem. Znajomość Power BI będzie dodatkowym atutem. Praca "
            "zdalna jest możliwa 2 dni w tygodniu. CV prosimy przesyłać do 15 grudnia na adres "
            "rekrutacja@databay.pl."
        ),
        good=[
            Good(
                "en",
                "We are looking for a data analyst for our Gdańsk office. We offer an employment "
                "contract and a salary of PLN 12,000–15,000 gross per month. You need at least 3 "
                "years of experience with SQL and Python; Power BI skills are a plus. You may "
                "work remotely 2 days a week. Please send your CV to rekrutacja@databay.pl by 15 "
                "December.",
            ),
            Good(
                "preserve",
                "Hej, szukamy analityka danych do naszego biura w Gdańsku! Dajemy umowę o pracę i "
                "12–15 tys. zł brutto na miesiąc. Musisz mieć minimum 3 lata doświadczenia z SQL "
                "i Pythonem, a jak znasz Power BI, to super, ale nie jest to konieczne. 2 dni w "
                "tygodniu możesz pracować zdalnie. CV wyślij do 15 grudnia na "
                "rekrutacja@databay.pl.",
            ),
        ],
        bad=[
            Slip(0, [("rekrutacja@databay.pl", "rekrutacje@databay.pl")], "url"),
            Slip(
                1,
                [
                    (
                        "a jak znasz Power BI, to super, ale nie jest to konieczne",
                        "i musisz znać Power BI",
                    )
                ],
                "modality",
            ),
        ],
    ),
    # goods: 0 en/academic, 1 pl/academic
    Case(
        key="pl-abstrakt-sen",
        source=(
            "Dotychczasowe badania sugerują, że krótki sen może obniżać skuteczność "
            "zapamiętywania słownictwa [4, 7]. W naszym eksperymencie 96 studentów podzielono "
            "na dwie grupy. Grupa śpiąca krócej niż 6 godzin zapamiętała średnio o 18% mniej "
            "słów (Nowak i Lis, 2021, s. 44). Efekt ten nie wystąpił jednak u osób, które "
            "ucięły sobie drzemkę w ciągu dnia. Wnioski należy traktować ostrożnie ze względu "
            "na niewielką próbę."
        ),
        good=[
            Good(
                "en",
                "Previous research suggests that short sleep may reduce the effectiveness of "
                "vocabulary learning [4, 7]. In our experiment, 96 students were divided into "
                "two groups. The group sleeping less than 6 hours recalled on average 18% fewer "
                "words (Nowak & Lis, 2021, p. 44). This effect, however, was not observed among "
                "participants who took a daytime nap. Given the small sample, the conclusions "
                "should be treated with caution.",
            ),
            Good(
                "pl",
                "Jak wskazuje literatura [4, 7], niedobór snu może pogarszać zapamiętywanie "
                "słownictwa. Dziewięćdziesięciu sześciu studentów przydzielono do dwóch grup; "
                "osoby śpiące poniżej 6 godzin zapamiętywały przeciętnie o 18% słów mniej (Nowak "
                "i Lis, 2021, s. 44). U uczestników, którzy w ciągu dnia zdrzemnęli się, efektu "
                "tego nie zaobserwowano. Z uwagi na małą próbę wnioski wymagają ostrożnej "
                "interpretacji.",
            ),
        ],
        bad=[
            Slip(0, [("[4, 7]", "[4]")], "citation"),
            Slip(
                1,
                [('(Nowak ""i Lis, 2021, s. 44)'.replace('""', ""), "(Nowak, 2021, s. 44)")],
                "citation",
            ),
            Slip(0, [("was not observed among", "was also observed among")], "negation"),
        ],
    ),
    # goods: 0 pl/plain, 1 en/business
    Case(
        key="pl-przedszkole",
        source=(
            "Rekrutacja do Przedszkola Miejskiego nr 9 na rok szkolny 2027/2028 potrwa od 1 do "
            "21 marca 2027 r. Wnioski należy składać przez system https://nabor.gorzow.pl. "
            "Zgodnie z art. 131 ust. 2 ustawy Prawo oświatowe pierwszeństwo mają dzieci z "
            "rodzin wielodzietnych. Dzieci, które nie ukończyły 3 lat, nie będą przyjmowane. "
            "Opłata za każdą godzinę pobytu ponad bezpłatne 5 godzin wynosi 1,30 zł."
        ),
        good=[
            Good(
                "pl",
                "Zapisy do Przedszkola Miejskiego nr 9 na rok 2027/2028 trwają przez trzy "
                "pierwsze tygodnie marca 2027 r., od 1 do 21 marca. Wniosek złóż w systemie "
                "https://nabor.gorzow.pl. Art. 131 ust. 2 ustawy Prawo oświatowe daje "
                "pierwszeństwo dzieciom z rodzin wielodzietnych. Przedszkole przyjmie tylko "
                "dzieci, które mają już skończone 3 lata. Pierwsze 5 godzin jest bezpłatne, a "
                "każda kolejna godzina kosztuje 1,30 zł.",
            ),
            Good(
                "en",
                "Enrolment at Municipal Kindergarten No. 9 for the 2027/2028 school year runs "
                "from 1 to 21 March 2027. Applications must be submitted via "
                "https://nabor.gorzow.pl. Under Article 131(2) of the Education Law Act, children "
                "from large families have priority. Children under 3 will not be admitted. Each "
                "hour beyond the free 5 hours costs PLN 1.30.",
            ),
        ],
        bad=[
            Slip(1, [("Article 131(2)", "Article 131(3)")], "legal_reference"),
            Slip(0, [("od 1 do 21 marca", "od 1 do 31 marca")], "date"),
            Slip(
                1, [("Applications must be submitted", "Applications can be submitted")], "modality"
            ),
        ],
    ),
    # goods: 0 en/academic-legal, 1 preserve/plain
    Case(
        key="pl-rozporzadzenie",
        source=(
            "Zgodnie z § 4 ust. 1 rozporządzenia przedsiębiorca jest obowiązany prowadzić "
            "ewidencję odpadów w systemie BDO. Ewidencję przechowuje się przez 5 lat od końca "
            "roku kalendarzowego, którego dotyczy. Przepisu art. 66 ust. 4 ustawy o odpadach "
            "nie stosuje się do podmiotów wytwarzających mniej niż 100 kg odpadów rocznie. "
            "Sprawozdanie można złożyć także w formie papierowej, jeżeli system jest niedostępny."
        ),
        good=[
            Good(
                "en",
                "Under § 4(1) of the regulation, a business is required to keep waste records in "
                "the BDO system. The records are retained for 5 years from the end of the "
                "calendar year to which they relate. Article 66(4) of the Waste Act does not "
                "apply to entities producing less than 100 kg of waste per year. Where the "
                "system is unavailable, the report may also be filed on paper.",
            ),
            Good(
                "preserve",
                "Przedsiębiorca musi prowadzić ewidencję odpadów w BDO, tak stanowi § 4 ust. 1 "
                "rozporządzenia. Trzyma się ją 5 lat, licząc od końca roku, którego dotyczy. Kto "
                "wytwarza rocznie poniżej 100 kg odpadów, tego art. 66 ust. 4 ustawy o odpadach "
                "nie dotyczy. Gdy system nie działa, sprawozdanie wolno złożyć również na "
                "papierze.",
            ),
        ],
        bad=[
            Slip(0, [("Article 66(4)", "Article 66(1)")], "legal_reference"),
            Slip(
                1,
                [("sprawozdanie wolno złożyć również na", "sprawozdanie trzeba złożyć na")],
                "modality",
            ),
        ],
    ),
    # goods: 0 en/casual, 1 pl/plain
    Case(
        key="pl-rower",
        source=(
            "W systemie Rower Miejski Opole pierwsze 20 minut każdego wypożyczenia jest "
            "bezpłatne, a kolejne rozpoczęte pół godziny kosztuje 2 zł. Opłata rejestracyjna "
            "wynosi 10 zł i jest zaliczana na poczet przejazdów. Z kodem `WIOSNA27` nowi "
            "użytkownicy otrzymają 15 zł bonusu do 30 kwietnia. Rower trzeba zwrócić do "
            "stacji; pozostawienie go poza stacją kosztuje 50 zł."
        ),
        good=[
            Good(
                "en",
                "With Opole City Bike, the first 20 minutes of every ride are free, and each "
                "half hour you start after that costs PLN 2. Signing up costs PLN 10, but that "
                "goes towards your rides. New users who enter `WIOSNA27` get a PLN 15 bonus until "
                "30 April. You've got to return the bike to a station; leaving it anywhere else "
                "will cost you PLN 50.",
            ),
            Good(
                "pl",
                "Rower Miejski Opole: każde wypożyczenie jest darmowe przez 20 minut, potem płaci "
                "się 2 zł za każde rozpoczęte pół godziny. Rejestracja kosztuje 10 zł, które "
                "wykorzystasz na przejazdy. Do 30 kwietnia nowi użytkownicy dostaną 15 zł bonusu "
                "po wpisaniu kodu `WIOSNA27`. Rower oddaj na stację; za zostawienie go poza nią "
                "zapłacisz 50 zł.",
            ),
        ],
        bad=[
            Slip(0, [("`WIOSNA27`", "`WIOSNA2027`")], "code"),
            Slip(1, [("darmowe przez 20 minut", "darmowe przez 30 minut")], "number"),
        ],
    ),
    # goods: 0 en/journalistic, 1 preserve/plain
    Case(
        key="pl-woda",
        source=(
            "Wodociągi Miejskie w Pile informują, że 9 grudnia od 8:00 do około 16:00 nastąpi "
            "przerwa w dostawie wody na ulicach Kossaka, Matejki i Wyspiańskiego. Powodem jest "
            "wymiana zasuwy. Beczkowóz stanie przy skrzyżowaniu ul. Kossaka i Matejki. Po "
            "przywróceniu dostaw woda może być przez kilka godzin mętna. Aktualne informacje: "
            "https://wodociagi.pila.pl/awarie."
        ),
        good=[
            Good(
                "en",
                "Residents of Kossaka, Matejki and Wyspiańskiego streets in Piła will be without "
                "water on 9 December from 8:00 until around 16:00 while the city waterworks "
                "replaces a gate valve. A water tanker will be parked at the junction of Kossaka "
                "and Matejki. Once supply is restored, the water may be cloudy for a few hours. "
                "Updates: https://wodociagi.pila.pl/awarie.",
            ),
            Good(
                "preserve",
                "9 grudnia mieszkańcy ulic Kossaka, Matejki i Wyspiańskiego w Pile nie będą mieli "
                "wody od 8:00 do mniej więcej 16:00, bo Wodociągi Miejskie wymieniają zasuwę. Wodę "
                "będzie można nabrać z beczkowozu na rogu Kossaka i Matejki. Kiedy woda wróci, "
                "przez kilka godzin może być mętna. Bieżące komunikaty: "
                "https://wodociagi.pila.pl/awarie.",
            ),
        ],
        bad=[
            Slip(0, [("on 9 December", "on 9 November")], "date"),
            Slip(1, [("do mniej więcej 16:00", "do 16:00")], "hedge"),
            Slip(0, [("https://wodociagi.pila.pl/awarie", "https://wodociagi.pila.pl")], "url"),
        ],
    ),
    # goods: 0 en/journalistic, 1 pl/casual
    Case(
        key="pl-teatr",
        source=(
            "Teatr Nowy w Zabrzu otworzy sezon 2027/2028 premierą „Wesela” w reżyserii Anny "
            "Kruk 25 września o 19:00. W sezonie zaplanowano 6 premier, w tym 2 spektakle dla "
            "dzieci. Bilety kosztują od 45 do 90 zł; uczniowie i studenci płacą 35 zł. Na "
            "spektakle wieczorne nie wpuszczamy widzów po rozpoczęciu przedstawienia."
        ),
        good=[
            Good(
                "en",
                "Teatr Nowy in Zabrze opens its 2027/2028 season on 25 September at 19:00 with "
                '"Wesele", directed by Anna Kruk. Six premieres are planned for the season, '
                "two of them for children. Tickets cost PLN 45 to 90, and school and university "
                "students pay PLN 35. Latecomers will not be admitted to evening performances "
                "once the show has started.",
            ),
            Good(
                "pl",
                "Teatr Nowy w Zabrzu startuje z sezonem 2027/2028 już 25 września o 19:00: na "
                "początek „Wesele” Anny Kruk. W sezonie będzie 6 premier, z czego 2 dla dzieci. "
                "Bilet kosztuje od 45 do 90 zł, a uczeń czy student zapłaci 35 zł. Uwaga: na "
                "wieczorne spektakle spóźnialskich po rozpoczęciu już nie wpuszczamy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Six premieres are planned for the season, two of them for children.",
                        "W sezonie zaplanowano 6 premier, w tym 2 spektakle dla dzieci.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [("z czego 2 dla dzieci.", "z czego 2 dla dzieci, a wszystkie z audiodeskrypcją.")],
                "invented_fact",
            ),
        ],
    ),
]
