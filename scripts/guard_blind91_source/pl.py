# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 91: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-tatuaz-pielegnacja-po-wizycie-studio",
        source=(
            "Przez pierwsze 2–3 godziny nie zdejmuj folii ochronnej założonej w studiu. Następnie umyj tatuaż "
            "letnią wodą z delikatnym mydłem bez zapachu i osusz go jednorazowym ręcznikiem papierowym. Przez 14 dni "
            "smaruj skórę cienką warstwą maści 3–4 razy dziennie. Nie drap strupków i nie opalaj się co najmniej przez "
            "miesiąc. Basen i sauna powinny poczekać do pełnego wygojenia, które zwykle trwa około 4 tygodni. Lekkie "
            "zaczerwienienie i swędzenie w pierwszych dniach są prawdopodobnie normalną reakcją skóry, ale jeśli "
            "pojawi się gorączka lub ropna wydzielina, skontaktuj się z lekarzem. W razie pytań napisz do nas: "
            "kontakt@inkwell-studio.pl."
        ),
        good=[
            Good(
                "preserve",
                "Jak dbać o świeży tatuaż:\n"
                "- Folię ochronną ze studia zostaw na 2–3 godziny, dopiero potem ją zdejmij.\n"
                "- Umyj tatuaż letnią wodą i delikatnym, bezzapachowym mydłem, a potem osusz go jednorazowym ręcznikiem papierowym.\n"
                "- Przez 14 dni nakładaj cienką warstwę maści 3–4 razy dziennie.\n"
                "- Nie drap strupków i przez co najmniej miesiąc nie opalaj się.\n"
                "- Basen i sauna powinny poczekać, aż tatuaż w pełni się wygoi – zwykle trwa to około 4 tygodni.\n\n"
                "Lekkie zaczerwienienie i swędzenie w pierwszych dniach to prawdopodobnie normalna reakcja skóry. "
                "Gorączka albo ropna wydzielina to sygnał, żeby skontaktować się z lekarzem. Pytania? Pisz na kontakt@inkwell-studio.pl.",
            ),
            Good(
                "preserve",
                "Folii ochronnej, którą zakładamy w studiu, nie zdejmuj przez pierwsze 2–3 godziny. Po tym czasie umyj "
                "tatuaż letnią wodą z delikatnym, bezzapachowym mydłem i osusz go jednorazowym ręcznikiem papierowym. "
                "Maść nakładaj cienką warstwą 3–4 razy dziennie przez 14 dni. Strupków nie wolno drapać, a przez co "
                "najmniej miesiąc nie należy się opalać. Z basenem i sauną powinno się poczekać, aż skóra w pełni się "
                "wygoi, co zwykle zajmuje około 4 tygodni. Jeśli w pierwszych dniach pojawi się lekkie zaczerwienienie "
                "i swędzenie, jest to prawdopodobnie normalna reakcja skóry. Gorączka lub ropna wydzielina wymagają "
                "natomiast kontaktu z lekarzem. Masz pytania? Napisz: kontakt@inkwell-studio.pl.",
            ),
            Good(
                "en",
                "For the first 2–3 hours, do not remove the protective film applied at the studio. Then wash the "
                "tattoo with lukewarm water and a mild, fragrance-free soap and pat it dry with a disposable paper "
                "towel. For 14 days, apply a thin layer of ointment 3–4 times a day. Don't scratch the scabs, and "
                "don't sunbathe for at least a month. Swimming pools and saunas should wait until the tattoo has fully "
                "healed, which usually takes about 4 weeks. Slight redness and itching in the first few days is "
                "probably a normal skin reaction, but if you develop a fever or a pus-like discharge, contact a "
                "doctor. Questions? Email us at kontakt@inkwell-studio.pl.",
            ),
        ],
        bad=[
            Slip(1, [("Strupków nie wolno drapać", "Strupki wolno drapać")], "negation"),
            Slip(2, [("is probably a normal skin reaction", "is a normal skin reaction")], "hedge"),
            Slip(0, [("3–4 razy dziennie", "5–6 razy dziennie")], "number"),
        ],
    ),
    Case(
        key="pl-hydroponika-salata-nft-szybki-start",
        source=(
            "## Sałata w systemie NFT – szybki start\n\n"
            "Roztwór pożywki przygotuj w zbiorniku o pojemności co najmniej 100 litrów. Utrzymuj:\n\n"
            "- pH między 5,8 a 6,2,\n"
            "- przewodność (EC) na poziomie 1,2–1,6 mS/cm,\n"
            "- temperaturę roztworu poniżej 22°C.\n\n"
            "Pompę ustaw tak, aby przepływ w każdym korycie wynosił od 1 do 2 litrów na minutę. Roztwór trzeba "
            "całkowicie wymienić co 14 dni, a pH należy sprawdzać codziennie. Sadzonki możesz przenieść do rynien, "
            "gdy mają 3–4 liście właściwe. Przy temperaturze powietrza powyżej 26°C sałata może wybijać w pędy "
            "kwiatostanowe, dlatego zadbaj o cieniowanie. Szczegółowe tabele nawożenia znajdziesz w "
            "[poradniku](https://hydrofarma.pl/poradnik/nft)."
        ),
        good=[
            Good(
                "preserve",
                "## Szybki start: sałata w NFT\n\n"
                "Do przygotowania pożywki użyj zbiornika mieszczącego co najmniej 100 litrów. Pilnuj następujących "
                "parametrów roztworu:\n\n"
                "- pH: 5,8–6,2\n"
                "- EC: 1,2–1,6 mS/cm\n"
                "- temperatura: poniżej 22°C\n\n"
                "Pompą ustaw przepływ w każdym korycie na 1–2 litry na minutę. pH należy kontrolować każdego dnia, a "
                "roztwór trzeba w całości wymieniać co 14 dni. Gdy sadzonki wypuszczą 3–4 liście właściwe, możesz "
                "przenieść je do rynien. Jeśli powietrze nagrzeje się powyżej 26°C, sałata może wybijać w pędy "
                "kwiatostanowe – zapewnij jej więc cieniowanie. Pełne tabele nawożenia są w "
                "[poradniku](https://hydrofarma.pl/poradnik/nft).",
            ),
            Good(
                "preserve",
                "## Sałata w NFT – jak zacząć\n\n"
                "Najpierw zbiornik: na pożywkę potrzebujesz co najmniej 100 litrów pojemności. Potem pilnuj trzech "
                "parametrów roztworu:\n\n"
                "1. pH w przedziale 5,8–6,2.\n"
                "2. EC od 1,2 do 1,6 mS/cm.\n"
                "3. Temperatura niższa niż 22°C.\n\n"
                "Przepływ w każdym korycie ustaw na 1–2 l/min. pH trzeba mierzyć codziennie, a roztwór wymieniać w "
                "całości co 14 dni. Sadzonki możesz przenieść do rynien, kiedy mają 3–4 liście właściwe. Uwaga na "
                "upały: powyżej 26°C w powietrzu sałata może wybijać w pędy kwiatostanowe, więc zadbaj o cieniowanie. "
                "Tabele nawożenia ze szczegółami: [poradnik](https://hydrofarma.pl/poradnik/nft).",
            ),
            Good(
                "en",
                "## Lettuce in an NFT system – quick start\n\n"
                "Prepare the nutrient solution in a tank holding at least 100 litres. Keep:\n\n"
                "- pH between 5.8 and 6.2,\n"
                "- conductivity (EC) at 1.2–1.6 mS/cm,\n"
                "- solution temperature below 22°C.\n\n"
                "Set the pump so that the flow in each channel is 1 to 2 litres per minute. The solution must be "
                "completely replaced every 14 days, and pH must be checked daily. You can move seedlings into the "
                "gutters once they have 3–4 true leaves. At air temperatures above 26°C, lettuce may bolt, so make "
                "sure to provide shading. Detailed feeding charts are in the "
                "[guide](https://hydrofarma.pl/poradnik/nft).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("- pH: 5,8–6,2\n- EC: 1,2–1,6 mS/cm", "- pH: 5,8–6,2, EC: 1,2–1,6 mS/cm")],
                "markdown",
            ),
            Slip(2, [("at least 100 litres", "at least 50 litres")], "number"),
            Slip(1, [("pH trzeba mierzyć codziennie", "pH warto mierzyć codziennie")], "modality"),
        ],
    ),
    Case(
        key="pl-most-ograniczenie-masy-droga-powiatowa",
        source=(
            "Zarząd Dróg Powiatowych w Lesznie informuje, że od 3 marca 2025 r. na moście przez rzekę Rów Polski w "
            "ciągu drogi powiatowej nr 4772P obowiązuje ograniczenie dopuszczalnej masy całkowitej pojazdów do 15 ton. "
            "Ograniczenie wprowadzono na podstawie art. 10 ust. 10 ustawy z dnia 20 czerwca 1997 r. – Prawo o ruchu "
            "drogowym, po przeglądzie, który wykazał korozję dźwigarów. Autobusy komunikacji publicznej mogą "
            "przejeżdżać przez most pojedynczo, z prędkością nie większą niż 20 km/h. Pojazdy cięższe muszą korzystać "
            "z objazdu przez Gronówko, dłuższego o około 7 km. Remont planowany jest na 2026 rok."
        ),
        good=[
            Good(
                "preserve",
                "Od 3 marca 2025 r. na moście przez Rów Polski w ciągu drogi powiatowej nr 4772P dopuszczalna masa "
                "całkowita pojazdów jest ograniczona do 15 ton. Limit wprowadził Zarząd Dróg Powiatowych w Lesznie po "
                "przeglądzie, w którym stwierdzono korozję dźwigarów; podstawą prawną jest art. 10 ust. 10 ustawy z "
                "dnia 20 czerwca 1997 r. – Prawo o ruchu drogowym. Autobusy komunikacji publicznej mogą przejeżdżać "
                "przez most pojedynczo i nie szybciej niż 20 km/h. Cięższe pojazdy muszą jechać objazdem przez "
                "Gronówko, który jest dłuższy o około 7 km. Remont mostu zaplanowano na 2026 rok.",
            ),
            Good(
                "preserve",
                "Komunikat Zarządu Dróg Powiatowych w Lesznie\n\n"
                "Most przez rzekę Rów Polski (droga powiatowa nr 4772P):\n"
                "- od 3 marca 2025 r. ograniczenie dopuszczalnej masy całkowitej pojazdów do 15 t,\n"
                "- podstawa: art. 10 ust. 10 ustawy z dnia 20 czerwca 1997 r. – Prawo o ruchu drogowym,\n"
                "- powód: korozja dźwigarów stwierdzona podczas przeglądu,\n"
                "- autobusy komunikacji publicznej mogą przejeżdżać pojedynczo, z prędkością maksymalnie 20 km/h,\n"
                "- pojazdy cięższe muszą jechać objazdem przez Gronówko (ok. 7 km dłużej),\n"
                "- remont: planowany na 2026 rok.",
            ),
            Good(
                "en",
                "The District Roads Authority in Leszno announces that from 3 March 2025 the maximum permissible "
                "gross weight of vehicles on the bridge over the Rów Polski river on district road no. 4772P is "
                "limited to 15 tonnes. The restriction was introduced under Article 10(10) of the Act of 20 June "
                "1997 – Road Traffic Law, after an inspection revealed corrosion of the girders. Public transport "
                "buses may cross the bridge one at a time, at a speed of no more than 20 km/h. Heavier vehicles must "
                "use the detour via Gronówko, which is about 7 km longer. The repair is planned for 2026.",
            ),
        ],
        bad=[
            Slip(1, [("art. 10 ust. 10", "art. 10 ust. 1")], "legal_reference"),
            Slip(0, [("ograniczona do 15 ton", "ograniczona do 25 ton")], "number"),
            Slip(2, [("Heavier vehicles must use", "Heavier vehicles should use")], "modality"),
        ],
    ),
    Case(
        key="pl-krotkofalowcy-egzamin-sesja-czerwcowa-zgloszenia",
        source=(
            "Najbliższy egzamin na świadectwo operatora w służbie radioamatorskiej odbędzie się w sobotę 14 czerwca "
            "2025 r. o godz. 10:00 w Katowicach, przy ul. Słowackiego 36. Zgłoszenia przyjmujemy do 23 maja wyłącznie "
            "przez formularz na stronie https://egzaminy-ra.pl/zgloszenia. Opłata za egzamin na kategorię A wynosi "
            "50 zł. Na egzamin trzeba zabrać dokument tożsamości ze zdjęciem. Podczas testu nie wolno korzystać z "
            "telefonów komórkowych. Kalkulator można mieć, o ile nie ma funkcji komunikacji. Osoby, które nie zaliczą "
            "części z przepisów, mogą ją powtórzyć na kolejnej sesji bez ponownego zdawania części technicznej. "
            "Pytania prosimy kierować na adres sekretariat@egzaminy-ra.pl."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz zdobyć świadectwo operatora w służbie radioamatorskiej? Najbliższy egzamin zaplanowano na "
                "sobotę, 14 czerwca 2025 r., na godz. 10:00 – w Katowicach, ul. Słowackiego 36. Zgłosić się możesz "
                "tylko przez formularz na https://egzaminy-ra.pl/zgloszenia, najpóźniej do 23 maja. Egzamin na "
                "kategorię A kosztuje 50 zł. Pamiętaj, że musisz mieć ze sobą dokument tożsamości ze zdjęciem. W "
                "trakcie testu korzystanie z telefonu komórkowego jest zabronione, ale kalkulator jest dozwolony, jeśli "
                "nie ma funkcji komunikacji. Jeśli nie zaliczysz części z przepisów, możesz ją powtórzyć na następnej "
                "sesji bez ponownego zdawania części technicznej. Pytania wyślij na sekretariat@egzaminy-ra.pl.",
            ),
            Good(
                "preserve",
                "Egzamin na świadectwo operatora w służbie radioamatorskiej – informacje:\n"
                "• termin: sobota, 14 czerwca 2025 r., godz. 10:00;\n"
                "• miejsce: Katowice, ul. Słowackiego 36;\n"
                "• zgłoszenia: do 23 maja, wyłącznie przez formularz https://egzaminy-ra.pl/zgloszenia;\n"
                "• opłata (kategoria A): 50 zł;\n"
                "• obowiązkowo: dokument tożsamości ze zdjęciem;\n"
                "• podczas testu nie wolno korzystać z telefonów komórkowych; kalkulator dozwolony, jeśli nie ma funkcji komunikacji;\n"
                "• niezaliczoną część z przepisów można powtórzyć na kolejnej sesji, bez ponownego zdawania części technicznej;\n"
                "• pytania: sekretariat@egzaminy-ra.pl.",
            ),
            Good(
                "en",
                "The next exam for the amateur radio operator's certificate will be held on Saturday, 14 June 2025, "
                "at 10:00 at ul. Słowackiego 36 in Katowice. Applications are accepted until 23 May, only through the "
                "form at https://egzaminy-ra.pl/zgloszenia. The fee for the category A exam is PLN 50. You must bring "
                "an identity document with a photo. Mobile phones may not be used during the test. A calculator is "
                "allowed as long as it has no communication functions. Candidates who fail the regulations part can "
                "retake it at the next session without resitting the technical part. Please send any questions to "
                "sekretariat@egzaminy-ra.pl.",
            ),
        ],
        bad=[
            Slip(1, [("do 23 maja", "do 30 maja")], "date"),
            Slip(2, [("sekretariat@egzaminy-ra.pl", "sekretariat@egzamin-ra.pl")], "url"),
            Slip(0, [("musisz mieć ze sobą", "warto mieć ze sobą")], "modality"),
        ],
    ),
    Case(
        key="pl-parafia-odpisy-aktow-kancelaria-godziny",
        source=(
            "Kancelaria parafialna wydaje odpisy aktów chrztu, bierzmowania i małżeństwa z ksiąg prowadzonych od 1946 "
            "roku. Księgi starsze, z lat 1784–1945, zostały przekazane do Archiwum Archidiecezjalnego w Poznaniu i nie "
            "są dostępne w parafii. Odpis wydajemy osobie, której akt dotyczy, lub jej najbliższej rodzinie po "
            "okazaniu dowodu osobistego. Na odpis aktu chrztu potrzebny do ślubu czeka się zwykle 2–3 dni robocze. "
            "Kancelaria jest czynna we wtorki i czwartki w godz. 16:00–18:00, a w lipcu i sierpniu tylko w czwartki. "
            "Nie wysyłamy odpisów pocztą elektroniczną. Ofiarę na potrzeby parafii składa się dobrowolnie."
        ),
        good=[
            Good(
                "preserve",
                "W kancelarii parafialnej otrzymasz odpis aktu chrztu, bierzmowania lub małżeństwa – o ile akt "
                "pochodzi z ksiąg prowadzonych od 1946 roku. Starsze księgi (1784–1945) trafiły do Archiwum "
                "Archidiecezjalnego w Poznaniu, więc w parafii nie są dostępne. Odpis dostanie osoba, której akt "
                "dotyczy, albo ktoś z jej najbliższej rodziny – po okazaniu dowodu osobistego. Jeśli potrzebujesz "
                "odpisu aktu chrztu do ślubu, zwykle będzie gotowy po 2–3 dniach roboczych. Kancelaria pracuje we "
                "wtorki i czwartki od 16:00 do 18:00; w lipcu i sierpniu – wyłącznie w czwartki. Pamiętaj, że odpisów "
                "nie przesyłamy e-mailem. Ofiara na rzecz parafii jest dobrowolna.",
            ),
            Good(
                "preserve",
                "Godziny pracy kancelarii parafialnej: wtorki i czwartki, 16:00–18:00 (w lipcu i sierpniu wyłącznie "
                "czwartki). Kancelaria wydaje odpisy aktów chrztu, bierzmowania i małżeństwa z ksiąg prowadzonych od "
                "1946 roku. Księgi z lat 1784–1945 przekazano do Archiwum Archidiecezjalnego w Poznaniu i w parafii "
                "nie są one udostępniane. Odpis otrzymuje osoba, której akt dotyczy, lub członek jej najbliższej "
                "rodziny, po okazaniu dowodu osobistego. Przygotowanie odpisu aktu chrztu potrzebnego do ślubu trwa "
                "zazwyczaj 2–3 dni robocze. Odpisy nie są wysyłane pocztą elektroniczną. Ofiara na potrzeby parafii ma "
                "charakter dobrowolny.",
            ),
            Good(
                "en",
                "The parish office issues copies of baptism, confirmation and marriage records from registers kept "
                "since 1946. Older registers, from 1784–1945, have been transferred to the Archdiocesan Archive in "
                "Poznań and are not available at the parish. Copies are issued to the person the record concerns or "
                "to their immediate family on presentation of an ID card. A copy of a baptism record needed for a "
                "wedding usually takes 2–3 working days. The office is open on Tuesdays and Thursdays from 4 to 6 "
                "p.m., and in July and August on Thursdays only. We do not send copies by email. Offerings for the "
                "parish are voluntary.",
            ),
        ],
        bad=[
            Slip(1, [("od 1946 roku", "od 1964 roku")], "date"),
            Slip(2, [("We do not send copies by email.", "We send copies by email.")], "negation"),
            Slip(
                0,
                [
                    (
                        "Kancelaria pracuje we",
                        "Kancelaria, prowadzona przez ks. Marka Nowaka, pracuje we",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zbiorka-spolecznosciowa-zwroty-wplat-zasady",
        source=(
            "Jeśli projekt nie osiągnie celu finansowego do końca kampanii, wszystkie wpłaty zostaną automatycznie "
            "zwrócone w ciągu 14 dni roboczych na konto, z którego je wysłano. Po udanej kampanii zwrot jest możliwy "
            "tylko wtedy, gdy twórca nie wyśle nagrody w ciągu 90 dni od zapowiedzianego terminu. Wniosek o zwrot "
            "trzeba złożyć przez panel wspierającego najpóźniej 30 dni po upływie tego okresu. Od kwoty zwrotu "
            "potrącamy prowizję operatora płatności w wysokości 2,5%, ale nie więcej niż 20 zł. Twórca może "
            "dobrowolnie zwrócić wpłatę wcześniej. Kampania „Planszówka Wyspy Mgieł” kończy się 31 października "
            "2025 r. o północy."
        ),
        good=[
            Good(
                "preserve",
                "Co, jeśli projekt nie zbierze zakładanej kwoty do końca kampanii? Wtedy wszystkie wpłaty zwracamy "
                "automatycznie – w ciągu 14 dni roboczych, na konto, z którego zostały wysłane. A jeśli kampania się "
                "uda? Zwrot jest możliwy wyłącznie wtedy, gdy twórca nie wyśle nagrody w ciągu 90 dni od terminu, "
                "który zapowiedział. O zwrot trzeba wtedy wnioskować w panelu wspierającego, najpóźniej 30 dni po "
                "upływie tych 90 dni. Z kwoty zwrotu potrącamy prowizję operatora płatności: 2,5%, maksymalnie 20 zł. "
                "Twórca może też z własnej woli oddać pieniądze wcześniej. Uwaga: kampania „Planszówka Wyspy Mgieł” "
                "kończy się o północy 31 października 2025 r.",
            ),
            Good(
                "preserve",
                "Zasady zwrotów:\n"
                "1. Cel finansowy nieosiągnięty do końca kampanii → automatyczny zwrot wszystkich wpłat w ciągu 14 dni roboczych na konto, z którego je wysłano.\n"
                "2. Kampania udana → zwrot możliwy tylko wtedy, gdy twórca nie wyśle nagrody w ciągu 90 dni od zapowiedzianego terminu.\n"
                "3. Wniosek o zwrot trzeba złożyć w panelu wspierającego najpóźniej 30 dni po upływie tego okresu.\n"
                "4. Potrącamy prowizję operatora płatności: 2,5% kwoty zwrotu, nie więcej niż 20 zł.\n"
                "5. Twórca może dobrowolnie zwrócić wpłatę wcześniej.\n\n"
                "Kampania „Planszówka Wyspy Mgieł” kończy się 31 października 2025 r. o północy.",
            ),
            Good(
                "en",
                "If a project does not reach its funding goal by the end of the campaign, all pledges will be "
                "refunded automatically within 14 working days to the account they were sent from. After a "
                "successful campaign, a refund is possible only if the creator fails to send the reward within 90 "
                "days of the announced date. You must submit a refund request through your backer panel no later "
                "than 30 days after that period ends. We deduct the payment operator's fee of 2.5% from the refund, "
                "up to a maximum of PLN 20. The creator may voluntarily refund a pledge earlier. The “Planszówka "
                "Wyspy Mgieł” campaign ends at midnight on 31 October 2025.",
            ),
        ],
        bad=[
            Slip(1, [("2,5% kwoty zwrotu", "3,5% kwoty zwrotu")], "number"),
            Slip(2, [("on 31 October 2025", "on 30 October 2025")], "date"),
            Slip(
                0,
                [("O zwrot trzeba wtedy wnioskować", "O zwrot można wtedy wnioskować")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-opera-abonament-sezonowy-warunki-zmian",
        source=(
            "Abonament na sezon 2025/2026 obejmuje osiem przedstawień wybranych z repertuaru Opery Bałtyckiej. "
            "Miejsca są przypisane na stałe, a abonent może raz w sezonie bezpłatnie zmienić termin jednego "
            "spektaklu, zgłaszając to w kasie co najmniej 7 dni wcześniej. Niewykorzystanych przedstawień nie można "
            "przenieść na kolejny sezon. Abonament jest imienny, ale w wyjątkowych sytuacjach bilet może wykorzystać "
            "inna osoba po wcześniejszym powiadomieniu biura obsługi widza. Płatność trzeba uregulować w całości do "
            "15 września. Abonenci otrzymują 10% zniżki na bilety na koncerty spoza abonamentu. Teatr zastrzega "
            "sobie prawo do zmiany obsady."
        ),
        good=[
            Good(
                "preserve",
                "Twój abonament na sezon 2025/2026 to osiem przedstawień z repertuaru Opery Bałtyckiej. Masz stałe "
                "miejsce, a raz w sezonie możesz bez opłat przełożyć jeden spektakl na inny termin – wystarczy "
                "zgłosić to w kasie najpóźniej 7 dni wcześniej. Przedstawień, z których nie skorzystasz, nie da się "
                "przenieść na następny sezon. Abonament jest imienny; w wyjątkowych sytuacjach z biletu może jednak "
                "skorzystać ktoś inny, jeśli wcześniej powiadomisz biuro obsługi widza. Całą kwotę musisz zapłacić do "
                "15 września. Na bilety na koncerty spoza abonamentu dostajesz 10% zniżki. Teatr zastrzega sobie "
                "prawo do zmiany obsady.",
            ),
            Good(
                "preserve",
                "Abonament na sezon 2025/2026 uprawnia do ośmiu przedstawień z repertuaru Opery Bałtyckiej, z "
                "miejscami przypisanymi na stałe. Raz w sezonie abonent może nieodpłatnie zmienić termin jednego "
                "spektaklu, pod warunkiem zgłoszenia tego w kasie z co najmniej 7-dniowym wyprzedzeniem. Przeniesienie "
                "niewykorzystanych przedstawień na kolejny sezon nie jest możliwe. Abonament ma charakter imienny, "
                "jednak w wyjątkowych sytuacjach z biletu może skorzystać inna osoba, o ile biuro obsługi widza "
                "zostanie o tym wcześniej powiadomione. Całą kwotę należy uiścić do 15 września. Abonentom przysługuje "
                "10% zniżki na bilety na koncerty spoza abonamentu. Teatr zastrzega sobie prawo do zmiany obsady.",
            ),
            Good(
                "en",
                "The 2025/2026 season subscription includes eight performances chosen from the Baltic Opera's "
                "repertoire. Seats are permanently assigned, and once per season subscribers may change the date of "
                "one performance free of charge by notifying the box office at least 7 days in advance. Unused "
                "performances cannot be carried over to the next season. The subscription is personal, but in "
                "exceptional circumstances another person may use the ticket if the audience services office is "
                "notified beforehand. Payment must be made in full by 15 September. Subscribers get a 10% discount "
                "on tickets for concerts outside the subscription. The theatre reserves the right to change the cast.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("na kolejny sezon nie jest możliwe", "na kolejny sezon jest możliwe")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "the right to change the cast.",
                        "the right to change the cast, in which case subscribers are entitled to a full refund.",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("Całą kwotę musisz zapłacić", "Całą kwotę warto zapłacić")], "modality"),
        ],
    ),
    Case(
        key="pl-browar-rzemieslniczy-etykieta-piwa-wymogi",
        source=(
            "Zgodnie z rozporządzeniem (UE) nr 1169/2011 etykieta naszego piwa musi podawać nazwę, rzeczywistą "
            "zawartość alkoholu w % obj., ilość netto, dane producenta i datę minimalnej trwałości. Na mocy art. 16 "
            "ust. 4 tego rozporządzenia napoje zawierające powyżej 1,2% obj. alkoholu nie muszą mieć wykazu "
            "składników ani informacji o wartości odżywczej. Mimo to zamieszczamy wykaz dobrowolnie, a słód "
            "jęczmienny i pszeniczny wyróżniamy w nim pogrubieniem jako alergeny. Piwo niefiltrowane i "
            "niepasteryzowane zachowuje pełnię smaku prawdopodobnie przez około 3 miesiące, dlatego nie zalecamy "
            "dłuższej daty minimalnej trwałości. Nie stosujemy oznaczenia „bezglutenowe”, bo nasze piwa zawierają "
            "gluten."
        ),
        good=[
            Good(
                "preserve",
                "Rozporządzenie (UE) nr 1169/2011 wymaga, by na etykiecie naszego piwa znalazły się: nazwa, "
                "rzeczywista zawartość alkoholu w % obj., ilość netto, dane producenta oraz data minimalnej "
                "trwałości. Wykaz składników i informacja o wartości odżywczej nie są obowiązkowe w przypadku napojów "
                "o zawartości alkoholu powyżej 1,2% obj. – tak stanowi art. 16 ust. 4 tego rozporządzenia. My jednak "
                "podajemy wykaz dobrowolnie i pogrubiamy w nim słód jęczmienny oraz pszeniczny jako alergeny. Ponieważ "
                "piwo jest niefiltrowane i niepasteryzowane, pełnię smaku zachowuje prawdopodobnie przez około 3 "
                "miesiące – dłuższej daty minimalnej trwałości nie zalecamy. Nasze piwa zawierają gluten, więc nie "
                "oznaczamy ich jako „bezglutenowe”.",
            ),
            Good(
                "preserve",
                "Co musi być na etykiecie (rozporządzenie (UE) nr 1169/2011):\n"
                "- nazwa,\n"
                "- rzeczywista zawartość alkoholu w % obj.,\n"
                "- ilość netto,\n"
                "- dane producenta,\n"
                "- data minimalnej trwałości.\n\n"
                "Wykazu składników i informacji o wartości odżywczej podawać nie musimy – art. 16 ust. 4 "
                "rozporządzenia zwalnia z tego napoje o zawartości alkoholu powyżej 1,2% obj. Wykaz zamieszczamy "
                "jednak dobrowolnie, a słód jęczmienny i pszeniczny wyróżniamy w nim pogrubieniem jako alergeny. "
                "Niefiltrowane i niepasteryzowane piwo zachowuje pełnię smaku prawdopodobnie przez około 3 miesiące, "
                "więc nie zalecamy dłuższej daty minimalnej trwałości. Oznaczenia „bezglutenowe” nie stosujemy, "
                "ponieważ nasze piwa zawierają gluten.",
            ),
            Good(
                "en",
                "Under Regulation (EU) No 1169/2011, our beer labels must show the name, the actual alcoholic "
                "strength by volume, the net quantity, the producer's details and the best-before date. Under "
                "Article 16(4) of that regulation, drinks containing more than 1.2% alcohol by volume do not need a "
                "list of ingredients or a nutrition declaration. We nevertheless include the list voluntarily, and in "
                "it we highlight barley and wheat malt in bold as allergens. Because the beer is unfiltered and "
                "unpasteurised, it probably keeps its full flavour for about 3 months, so we do not recommend a "
                "longer best-before date. We do not use the “gluten-free” label, because our beers contain gluten.",
            ),
        ],
        bad=[
            Slip(1, [("art. 16 ust. 4", "art. 16 ust. 2")], "legal_reference"),
            Slip(2, [("it probably keeps its full flavour", "it keeps its full flavour")], "hedge"),
            Slip(0, [("więc nie oznaczamy ich", "więc oznaczamy je")], "negation"),
        ],
    ),
    Case(
        key="pl-straz-pozarna-lasy-dostrzegalnie-sezon",
        source=(
            "Od 1 kwietnia w Nadleśnictwie Kłobuck obowiązuje III stopień zagrożenia pożarowego. Dostrzegalnie na "
            "wieżach w Zwierzyńcu i Kamyku są obsadzone codziennie od 9:00 do 19:00, a przy wilgotności ściółki "
            "poniżej 10% także dłużej. W ubiegłym sezonie obserwatorzy zgłosili 47 pożarów, z których większość "
            "wybuchła prawdopodobnie w wyniku wypalania traw. Przypominamy, że rozpalanie ognisk jest dozwolone "
            "wyłącznie w miejscach wyznaczonych przez nadleśniczego. Jeśli zauważysz dym, zadzwoń pod numer alarmowy "
            "112 i podaj numer najbliższego oddziału leśnego widoczny na słupku. Szacuje się, że około 90% pożarów "
            "lasów w Polsce powstaje z winy człowieka."
        ),
        good=[
            Good(
                "preserve",
                "W Nadleśnictwie Kłobuck od 1 kwietnia obowiązuje III stopień zagrożenia pożarowego. Obserwatorzy "
                "dyżurują na dostrzegalniach w Zwierzyńcu i Kamyku każdego dnia w godzinach 9:00–19:00, a gdy "
                "wilgotność ściółki spada poniżej 10%, także dłużej. W poprzednim sezonie zgłosili 47 pożarów – "
                "większość z nich wybuchła prawdopodobnie od wypalania traw. Ogniska wolno rozpalać tylko w miejscach "
                "wyznaczonych przez nadleśniczego. Widzisz dym? Dzwoń na numer alarmowy 112 i podaj numer najbliższego "
                "oddziału leśnego ze słupka. Szacuje się, że mniej więcej 90% pożarów lasów w Polsce wywołują ludzie.",
            ),
            Good(
                "preserve",
                "III stopień zagrożenia pożarowego w Nadleśnictwie Kłobuck – obowiązuje od 1 kwietnia.\n\n"
                "Dostrzegalnie w Zwierzyńcu i Kamyku: obsada codziennie 9:00–19:00, a przy wilgotności ściółki niższej "
                "niż 10% dłużej.\n\n"
                "Ubiegły sezon: 47 pożarów zgłoszonych przez obserwatorów; za większością stało prawdopodobnie "
                "wypalanie traw.\n\n"
                "Ogniska: wyłącznie w miejscach wyznaczonych przez nadleśniczego.\n\n"
                "Zauważony dym: telefon pod numer alarmowy 112 i podanie numeru najbliższego oddziału leśnego, "
                "widocznego na słupku.\n\n"
                "Według szacunków około 90% pożarów lasów w Polsce powstaje z winy człowieka.",
            ),
            Good(
                "en",
                "Fire danger level III has been in force in the Kłobuck Forest District since 1 April. The lookout "
                "towers in Zwierzyniec and Kamyk are staffed every day from 9 a.m. to 7 p.m., and for longer when "
                "forest litter moisture falls below 10%. Last season the observers reported 47 fires, most of which "
                "were probably started by grass burning. Please remember that campfires are allowed only in places "
                "designated by the forest district manager. If you see smoke, call the emergency number 112 and give "
                "the number of the nearest forest compartment shown on the marker post. It is estimated that about "
                "90% of forest fires in Poland are caused by people.",
            ),
        ],
        bad=[
            Slip(2, [("reported 47 fires", "reported 74 fires")], "number"),
            Slip(0, [("Szacuje się, że mniej więcej 90% pożarów", "Aż 90% pożarów")], "hedge"),
            Slip(
                1,
                [
                    (
                        "wyznaczonych przez nadleśniczego.",
                        "wyznaczonych przez nadleśniczego, np. na polanie przy leśniczówce Zwierzyniec.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-aparaty-sluchowe-gwarancja-serwis-przeglady",
        source=(
            "Aparaty słuchowe kupione w naszych salonach objęte są gwarancją producenta przez 24 miesiące od daty "
            "zakupu. Gwarancja obejmuje wady fabryczne, ale nie obejmuje uszkodzeń mechanicznych, zawilgocenia ani "
            "zużycia baterii. Aby skorzystać z gwarancji, należy przedstawić kartę gwarancyjną i paragon. Naprawa "
            "trwa zazwyczaj do 14 dni; na ten czas możemy wypożyczyć aparat zastępczy. Raz na 6 miesięcy warto "
            "przyjść na bezpłatny przegląd i czyszczenie. Zgłoszenie można też wysłać przez formularz na stronie "
            "www.dobrysluch.pl/serwis lub mailem na serwis@dobrysluch.pl. Salony są czynne od poniedziałku do "
            "piątku w godz. 9:00–17:00."
        ),
        good=[
            Good(
                "preserve",
                "Na aparaty słuchowe kupione w naszych salonach producent udziela 24-miesięcznej gwarancji, liczonej "
                "od daty zakupu. Obejmuje ona wady fabryczne – nie obejmuje natomiast uszkodzeń mechanicznych, "
                "zawilgocenia ani zużycia baterii. Jeśli chcesz skorzystać z gwarancji, musisz przedstawić kartę "
                "gwarancyjną oraz paragon. Naprawa zwykle zajmuje nie więcej niż 14 dni, a w tym czasie możemy "
                "wypożyczyć Ci aparat zastępczy. Co 6 miesięcy warto zajrzeć do nas na bezpłatny przegląd i "
                "czyszczenie. Zgłoszenie możesz też wysłać przez formularz na www.dobrysluch.pl/serwis albo e-mailem "
                "na serwis@dobrysluch.pl. Zapraszamy od poniedziałku do piątku, w godz. 9:00–17:00.",
            ),
            Good(
                "preserve",
                "Gwarancja na aparaty słuchowe – najważniejsze informacje:\n"
                "- okres: 24 miesiące od daty zakupu (gwarancja producenta);\n"
                "- zakres: wady fabryczne; nie obejmuje uszkodzeń mechanicznych, zawilgocenia ani zużycia baterii;\n"
                "- wymagane dokumenty: karta gwarancyjna i paragon;\n"
                "- czas naprawy: zazwyczaj do 14 dni, w tym czasie możemy wypożyczyć aparat zastępczy;\n"
                "- bezpłatny przegląd i czyszczenie: warto raz na 6 miesięcy;\n"
                "- zgłoszenia: także przez formularz www.dobrysluch.pl/serwis lub e-mail serwis@dobrysluch.pl;\n"
                "- salony: poniedziałek–piątek, 9:00–17:00.",
            ),
            Good(
                "en",
                "Hearing aids bought in our stores are covered by the manufacturer's warranty for 24 months from the "
                "date of purchase. The warranty covers manufacturing defects but not mechanical damage, moisture "
                "damage or battery wear. To make a warranty claim, you need to present the warranty card and the "
                "receipt. Repairs usually take up to 14 days, and we can lend you a replacement hearing aid in the "
                "meantime. It is a good idea to come in for a free check-up and cleaning every 6 months. You can also "
                "submit a claim using the form at www.dobrysluch.pl/serwis or by email to serwis@dobrysluch.pl. Our "
                "stores are open Monday to Friday, 9 a.m. to 5 p.m.",
            ),
        ],
        bad=[
            Slip(0, [("24-miesięcznej gwarancji", "12-miesięcznej gwarancji")], "date"),
            Slip(2, [("It is a good idea to come in", "You must come in")], "modality"),
            Slip(
                1,
                [("formularz www.dobrysluch.pl/serwis", "formularz www.dobrysluch.pl/kontakt")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-metaanaliza-krotki-sen-ryzyko-nadcisnienia",
        source=(
            "Według metaanalizy Kowalczyk i in. (2021), opublikowanej w „Journal of Sleep Research” (t. 30, s. "
            "112–125), osoby śpiące krócej niż 6 godzin na dobę mają o około 20% wyższe ryzyko nadciśnienia niż "
            "osoby śpiące 7–8 godzin. Autorzy przeanalizowali dane z 38 badań obejmujących łącznie ponad 240 tys. "
            "uczestników. Zaznaczają jednak, że związek ten może częściowo wynikać z innych czynników, takich jak "
            "otyłość czy praca zmianowa, i nie dowodzi przyczynowości. Podobne wnioski przedstawił wcześniej "
            "Cappuccio (2010). Zalecenie, by dorośli spali co najmniej 7 godzin, pozostaje więc rozsądne, choć "
            "prawdopodobnie nie dotyczy wszystkich w równym stopniu."
        ),
        good=[
            Good(
                "preserve",
                "Kto śpi krócej niż 6 godzin na dobę, ma o około 20% wyższe ryzyko nadciśnienia niż ktoś, kto śpi 7–8 "
                "godzin – wynika z metaanalizy Kowalczyk i in. (2021) w „Journal of Sleep Research” (t. 30, s. "
                "112–125). Badacze zebrali dane z 38 badań, w których łącznie wzięło udział ponad 240 tys. osób. "
                "Podkreślają przy tym, że zależność ta może częściowo wynikać z innych czynników, np. otyłości lub "
                "pracy zmianowej, i nie dowodzi związku przyczynowego. Do podobnych wniosków doszedł już wcześniej "
                "Cappuccio (2010). Rada, by dorośli spali co najmniej 7 godzin, nadal jest więc rozsądna, choć "
                "prawdopodobnie nie każdego dotyczy w tym samym stopniu.",
            ),
            Good(
                "preserve",
                "Metaanaliza Kowalczyk i in. (2021; „Journal of Sleep Research”, t. 30, s. 112–125) objęła 38 badań i "
                "łącznie ponad 240 tys. uczestników. Jej wynik: sen krótszy niż 6 godzin na dobę wiąże się z ryzykiem "
                "nadciśnienia wyższym o około 20% w porównaniu ze snem trwającym 7–8 godzin. Autorzy zastrzegają, że "
                "zależność ta może częściowo wynikać z innych czynników, takich jak otyłość czy praca zmianowa, i nie "
                "dowodzi przyczynowości. Zbliżone wnioski przedstawił wcześniej Cappuccio (2010). Zalecenie co "
                "najmniej 7 godzin snu dla dorosłych pozostaje zatem rozsądne, choć prawdopodobnie nie w jednakowym "
                "stopniu dla wszystkich.",
            ),
            Good(
                "en",
                "According to a meta-analysis by Kowalczyk et al. (2021), published in the Journal of Sleep Research "
                "(vol. 30, pp. 112–125), people who sleep less than 6 hours a day have an approximately 20% higher "
                "risk of hypertension than those who sleep 7–8 hours. The authors analysed data from 38 studies with "
                "more than 240,000 participants in total. They note, however, that the association may be partly due "
                "to other factors, such as obesity or shift work, and does not prove causation. Cappuccio (2010) had "
                "earlier reached similar conclusions. The recommendation that adults sleep at least 7 hours therefore "
                "remains sensible, although it probably does not apply to everyone to the same extent.",
            ),
        ],
        bad=[
            Slip(1, [("Cappuccio (2010)", "Cappuccio (2001)")], "citation"),
            Slip(
                2, [("the association may be partly due", "the association is partly due")], "hedge"
            ),
            Slip(0, [("z 38 badań", "z 28 badań")], "number"),
        ],
    ),
    Case(
        key="pl-readme-tabsync-instalacja-konfiguracja-tokenu",
        source=(
            "## Instalacja\n\n"
            "Narzędzie `tabsync` wymaga Pythona 3.10 lub nowszego. Zainstaluj je poleceniem:\n\n"
            "```\npip install tabsync==2.4.1\n```\n\n"
            "Przed pierwszym uruchomieniem musisz utworzyć plik konfiguracyjny `~/.tabsync.toml` i ustawić w nim "
            "klucz `api_token`. Domyślnie synchronizacja odbywa się co 15 minut; możesz to zmienić opcją "
            "`--interval`. Nie uruchamiaj dwóch instancji na tym samym katalogu, bo mogą nadpisać sobie nawzajem "
            "zmiany. Na Windowsie powinieneś używać PowerShella zamiast `cmd.exe`. Pełną listę opcji wyświetli "
            "polecenie `tabsync --help`. Błędy zgłaszaj w [issue trackerze](https://github.com/tabsync/tabsync/issues)."
        ),
        good=[
            Good(
                "preserve",
                "## Instalacja\n\n"
                "Do działania `tabsync` potrzebny jest Python w wersji 3.10 lub nowszej. Instalacja:\n\n"
                "```\npip install tabsync==2.4.1\n```\n\n"
                "Zanim uruchomisz narzędzie pierwszy raz, musisz utworzyć plik konfiguracyjny `~/.tabsync.toml` i "
                "ustawić w nim klucz `api_token`. Synchronizacja uruchamia się domyślnie co 15 minut – opcja "
                "`--interval` pozwala to zmienić. Nie uruchamiaj dwóch instancji na jednym katalogu: mogą wzajemnie "
                "nadpisywać swoje zmiany. Użytkownicy Windowsa powinni korzystać z PowerShella, a nie z `cmd.exe`. "
                "Wszystkie dostępne opcje zobaczysz po wpisaniu `tabsync --help`. Znalezione błędy zgłaszaj w [issue trackerze](https://github.com/tabsync/tabsync/issues).",
            ),
            Good(
                "preserve",
                "## Instalacja\n\n"
                "1. Upewnij się, że masz Pythona 3.10 lub nowszego – `tabsync` go wymaga.\n"
                "2. Zainstaluj pakiet:\n\n"
                "   ```\n   pip install tabsync==2.4.1\n   ```\n\n"
                "3. Przed pierwszym uruchomieniem musisz utworzyć plik `~/.tabsync.toml` i ustawić w nim klucz `api_token`.\n\n"
                "Synchronizacja działa domyślnie co 15 minut (zmienisz to opcją `--interval`). Uwaga: nie uruchamiaj "
                "dwóch instancji na tym samym katalogu, ponieważ mogą nadpisać sobie nawzajem zmiany. Na Windowsie "
                "powinieneś używać PowerShella zamiast `cmd.exe`. Pełną listę opcji pokaże `tabsync --help`. Błędy "
                "zgłaszaj w [issue trackerze](https://github.com/tabsync/tabsync/issues).",
            ),
            Good(
                "en",
                "## Installation\n\n"
                "`tabsync` requires Python 3.10 or newer. Install it with:\n\n"
                "```\npip install tabsync==2.4.1\n```\n\n"
                "Before the first run, you must create the configuration file `~/.tabsync.toml` and set the "
                "`api_token` key in it. By default, syncing happens every 15 minutes; you can change this with the "
                "`--interval` option. Do not run two instances on the same directory, as they may overwrite each "
                "other's changes. On Windows, you should use PowerShell instead of `cmd.exe`. Run `tabsync --help` to "
                "see the full list of options. Report bugs in the "
                "[issue tracker](https://github.com/tabsync/tabsync/issues).",
            ),
        ],
        bad=[
            Slip(2, [("`--interval`", "`--every`")], "code"),
            Slip(
                0,
                [("```\npip install tabsync==2.4.1\n```", "pip install tabsync==2.4.1")],
                "markdown",
            ),
            Slip(1, [("Na Windowsie powinieneś używać", "Na Windowsie możesz używać")], "modality"),
        ],
    ),
    Case(
        key="pl-pszczelarze-warroza-leczenie-kwas-szczawiowy",
        source=(
            "Warroza pozostaje największym zagrożeniem dla naszych pasiek. Jak pokazali Rosenkranz, Aumeier i "
            "Ziegelmann (2010) w przeglądzie opublikowanym w „Journal of Invertebrate Pathology”, nieleczone rodziny "
            "zwykle giną w ciągu 2–3 lat. Leczenie kwasem szczawiowym najlepiej przeprowadzić w okresie "
            "bezczerwiowym, najczęściej na przełomie listopada i grudnia. Nie stosuj preparatów przy temperaturze "
            "poniżej 3°C i nigdy nie podawaj ich, gdy w ulu są nadstawki z miodem do zbioru. Szacuje się, że w "
            "zeszłym sezonie w województwie lubelskim zginęło około 18% rodzin, choć dane z pasiek nieprowadzących "
            "ewidencji mogą być niepełne. Zebranie koła odbędzie się 8 listopada."
        ),
        good=[
            Good(
                "preserve",
                "Największym zagrożeniem dla naszych pasiek wciąż jest warroza. Przegląd Rosenkranza, Aumeier i "
                "Ziegelmanna (2010) w „Journal of Invertebrate Pathology” pokazał, że rodziny pozostawione bez leczenia "
                "zwykle giną w ciągu 2–3 lat. Kwas szczawiowy najlepiej podawać w okresie bezczerwiowym – najczęściej "
                "przypada on na przełom listopada i grudnia. Nie stosuj preparatów, gdy temperatura jest niższa niż "
                "3°C, i nigdy nie podawaj ich, jeśli w ulu stoją nadstawki z miodem przeznaczonym do zbioru. W zeszłym "
                "sezonie w województwie lubelskim zginęło według szacunków około 18% rodzin, przy czym dane z pasiek "
                "bez ewidencji mogą być niepełne. Zebranie koła – 8 listopada.",
            ),
            Good(
                "preserve",
                "Warroza – przypomnienie przed zimą\n\n"
                "Warroza to nadal największe zagrożenie dla naszych pasiek. Rosenkranz, Aumeier i Ziegelmann (2010, "
                "„Journal of Invertebrate Pathology”) wykazali w swoim przeglądzie, że nieleczone rodziny zwykle giną "
                "w ciągu 2–3 lat.\n\n"
                "Leczenie kwasem szczawiowym:\n"
                "- najlepiej w okresie bezczerwiowym, najczęściej na przełomie listopada i grudnia;\n"
                "- nie przy temperaturze poniżej 3°C;\n"
                "- nigdy wtedy, gdy w ulu są nadstawki z miodem do zbioru.\n\n"
                "Szacuje się, że w zeszłym sezonie w województwie lubelskim zginęło około 18% rodzin, choć dane z "
                "pasiek, które nie prowadzą ewidencji, mogą być niepełne. Zebranie koła odbędzie się 8 listopada.",
            ),
            Good(
                "en",
                "Varroa remains the biggest threat to our apiaries. As Rosenkranz, Aumeier and Ziegelmann (2010) "
                "showed in a review published in the Journal of Invertebrate Pathology, untreated colonies usually "
                "die within 2–3 years. Oxalic acid treatment is best carried out during the broodless period, most "
                "often at the turn of November and December. Do not use the products at temperatures below 3°C, and "
                "never apply them while honey supers intended for harvest are on the hive. It is estimated that about "
                "18% of colonies in the Lublin Province died last season, although data from apiaries that keep no "
                "records may be incomplete. The beekeepers' club meeting will take place on 8 November.",
            ),
        ],
        bad=[
            Slip(0, [("Ziegelmanna (2010)", "Ziegelmanna (2012)")], "citation"),
            Slip(1, [("- nigdy wtedy, gdy w ulu", "- także wtedy, gdy w ulu")], "negation"),
            Slip(2, [("untreated colonies usually die", "untreated colonies die")], "hedge"),
        ],
    ),
    Case(
        key="pl-biblioteka-miejska-przeprowadzka-zamkniecie-zwroty",
        source=(
            "Od 2 czerwca do 27 czerwca 2025 r. Biblioteka Miejska w Tczewie będzie zamknięta z powodu przeprowadzki "
            "do nowego budynku przy ul. Kościuszki 12. W tym czasie nie przyjmujemy zwrotów w wypożyczalni, ale "
            "książki można oddawać do wrzutni przy głównym wejściu. Terminy zwrotu wszystkich wypożyczeń "
            "automatycznie przedłużyliśmy do 11 lipca, więc za ten okres nie naliczymy kar. Katalog online i "
            "wypożyczalnia e-booków pod adresem https://biblioteka.tczew.pl/katalog działają bez przerwy. "
            "Czytelnicy, którzy pilnie potrzebują materiałów do pracy dyplomowej, mogą napisać na adres "
            "pilne@biblioteka.tczew.pl. Zapraszamy na otwarcie nowej siedziby 30 czerwca o 12:00."
        ),
        good=[
            Good(
                "preserve",
                "Przeprowadzamy się! Od 2 do 27 czerwca 2025 r. Biblioteka Miejska w Tczewie będzie zamknięta, bo "
                "przenosimy się do nowego budynku przy ul. Kościuszki 12. W tych tygodniach wypożyczalnia nie "
                "przyjmuje zwrotów – książki możesz jednak zostawić we wrzutni przy głównym wejściu. Terminy zwrotu "
                "wszystkich wypożyczeń automatycznie przesunęliśmy do 11 lipca, więc za ten czas nie zapłacisz kary. "
                "Katalog online i wypożyczalnia e-booków (https://biblioteka.tczew.pl/katalog) działają bez przerwy. "
                "Jeśli pilnie potrzebujesz materiałów do pracy dyplomowej, napisz na pilne@biblioteka.tczew.pl. "
                "Zapraszamy na otwarcie nowej siedziby 30 czerwca o 12:00!",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że w dniach 2–27 czerwca 2025 r. Biblioteka Miejska w Tczewie pozostanie "
                "zamknięta w związku z przeprowadzką do nowej siedziby przy ul. Kościuszki 12. W tym okresie "
                "wypożyczalnia nie przyjmuje zwrotów; książki można natomiast pozostawiać we wrzutni przy wejściu "
                "głównym. Terminy zwrotu wszystkich wypożyczeń zostały automatycznie przedłużone do 11 lipca, w "
                "związku z czym za ten okres kary nie będą naliczane. Katalog online oraz wypożyczalnia e-booków, "
                "dostępne pod adresem https://biblioteka.tczew.pl/katalog, funkcjonują bez przerwy. Czytelnicy "
                "pilnie potrzebujący materiałów do pracy dyplomowej mogą pisać na adres pilne@biblioteka.tczew.pl. "
                "Otwarcie nowej siedziby nastąpi 30 czerwca o godz. 12:00 – serdecznie zapraszamy.",
            ),
            Good(
                "en",
                "From 2 to 27 June 2025, Tczew Municipal Library will be closed while it moves to a new building at "
                "ul. Kościuszki 12. During this time the lending desk will not accept returns, but books can be "
                "dropped off in the return box by the main entrance. We have automatically extended the due dates of "
                "all loans to 11 July, so no fines will be charged for this period. The online catalogue and the "
                "e-book lending service at https://biblioteka.tczew.pl/katalog remain available throughout. Readers "
                "who urgently need materials for a thesis can write to pilne@biblioteka.tczew.pl. Join us for the "
                "opening of the new premises on 30 June at 12:00.",
            ),
        ],
        bad=[
            Slip(2, [("all loans to 11 July", "all loans to 1 July")], "date"),
            Slip(
                0,
                [("(https://biblioteka.tczew.pl/katalog)", "(https://biblioteka.tczew.pl/ebooki)")],
                "url",
            ),
            Slip(1, [("kary nie będą naliczane", "kary będą naliczane")], "negation"),
        ],
    ),
    Case(
        key="pl-ulotka-lek-przeciwbolowy-dawkowanie-ciaza",
        source=(
            "Dorośli i młodzież powyżej 12 lat: 1 tabletka (400 mg) co 6–8 godzin, w razie potrzeby. Nie należy "
            "przyjmować więcej niż 3 tabletki na dobę. Lek należy przyjmować po posiłku, popijając szklanką wody. "
            "Bez konsultacji z lekarzem nie stosować dłużej niż 3 dni w przypadku gorączki i 5 dni w przypadku bólu. "
            "Lek może powodować nudności i zgagę; u niektórych osób rzadko występują zawroty głowy. Kobiety w ciąży "
            "mogą stosować lek tylko po konsultacji z lekarzem, a w trzecim trymestrze ciąży nie wolno go stosować. "
            "Przechowywać w temperaturze poniżej 25°C."
        ),
        good=[
            Good(
                "preserve",
                "Dorośli i młodzież powyżej 12 lat: w razie potrzeby 1 tabletka (400 mg) co 6–8 godzin, przy czym nie "
                "należy przekraczać 3 tabletek na dobę. Tabletkę należy połknąć po posiłku, popijając szklanką wody. Jeśli "
                "masz gorączkę, bez konsultacji z lekarzem nie stosuj leku dłużej niż 3 dni; przy bólu – nie dłużej "
                "niż 5 dni. Lek może wywoływać nudności i zgagę, a u niektórych osób rzadko występują zawroty głowy. "
                "W ciąży lek można stosować wyłącznie po konsultacji z lekarzem, a w trzecim trymestrze nie wolno go "
                "stosować. Przechowuj w temperaturze poniżej 25°C.",
            ),
            Good(
                "preserve",
                "Dawkowanie i ważne informacje:\n"
                "- dorośli i młodzież powyżej 12 lat: w razie potrzeby 1 tabletka (400 mg) co 6–8 godzin;\n"
                "- nie przyjmuj więcej niż 3 tabletek na dobę;\n"
                "- lek należy przyjmować po posiłku, popijając szklanką wody;\n"
                "- bez konsultacji z lekarzem nie stosuj dłużej niż 3 dni przy gorączce i 5 dni przy bólu;\n"
                "- lek może powodować nudności i zgagę, a u niektórych osób rzadko zawroty głowy;\n"
                "- kobiety w ciąży mogą stosować lek tylko po konsultacji z lekarzem; w trzecim trymestrze ciąży nie wolno go stosować;\n"
                "- przechowywać w temperaturze poniżej 25°C.",
            ),
            Good(
                "en",
                "Adults and adolescents over 12 years: 1 tablet (400 mg) every 6–8 hours as needed. Do not take more "
                "than 3 tablets in 24 hours. Take the medicine after a meal with a glass of water. Do not "
                "use for more than 3 days for fever or 5 days for pain without consulting a doctor. The medicine may "
                "cause nausea and heartburn; some people rarely experience dizziness. Pregnant women may use the "
                "medicine only after consulting a doctor, and it must not be used in the third trimester of "
                "pregnancy. Store below 25°C.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("- lek należy przyjmować po posiłku", "- lek można przyjmować po posiłku")],
                "modality",
            ),
            Slip(
                0,
                [("Lek może wywoływać nudności i zgagę", "Lek wywołuje nudności i zgagę")],
                "hedge",
            ),
            Slip(2, [("more than 3 tablets", "more than 4 tablets")], "number"),
        ],
    ),
    Case(
        key="pl-spoldzielnia-mieszkaniowa-fundusz-remontowy-podwyzka",
        source=(
            "Zarząd Spółdzielni Mieszkaniowej „Zielone Wzgórze” przypomina, że zgodnie z art. 4 ust. 1 ustawy o "
            "spółdzielniach mieszkaniowych członkowie są obowiązani uczestniczyć w kosztach eksploatacji i "
            "utrzymania nieruchomości. Opłaty wnosi się co miesiąc z góry, do 15. dnia miesiąca. Od 1 stycznia "
            "2026 r. stawka na fundusz remontowy wzrośnie z 2,10 zł do 2,60 zł za m² powierzchni użytkowej. Zmiana "
            "nie dotyczy opłat za wodę ani za wywóz odpadów. Na podstawie art. 4 ust. 8 ustawy członek może "
            "zakwestionować zasadność zmiany wysokości opłat przed sądem; ciężar udowodnienia, że zmiana jest "
            "zasadna, spoczywa wówczas na spółdzielni. Kalkulację nowej stawki można obejrzeć w biurze spółdzielni."
        ),
        good=[
            Good(
                "preserve",
                "Przypominamy: zgodnie z art. 4 ust. 1 ustawy o spółdzielniach mieszkaniowych członkowie mają "
                "obowiązek pokrywać koszty eksploatacji i utrzymania nieruchomości. Opłaty wnosimy co miesiąc z góry – "
                "do 15. dnia miesiąca. Od 1 stycznia 2026 r. stawka na fundusz remontowy wyniesie 2,60 zł zamiast "
                "2,10 zł za m² powierzchni użytkowej. Nie zmieniają się opłaty za wodę ani za wywóz odpadów. Jeśli "
                "uważasz, że podwyżka jest niezasadna, możesz ją zakwestionować w sądzie (art. 4 ust. 8 ustawy) – "
                "wtedy to spółdzielnia musi udowodnić, że zmiana jest zasadna. Kalkulację nowej stawki udostępniamy "
                "do wglądu w biurze spółdzielni.\n\nZarząd SM „Zielone Wzgórze”",
            ),
            Good(
                "preserve",
                "Zarząd SM „Zielone Wzgórze” przypomina, iż na mocy art. 4 ust. 1 ustawy o spółdzielniach "
                "mieszkaniowych członkowie mają obowiązek uczestniczenia w kosztach eksploatacji i utrzymania "
                "nieruchomości, a opłaty wnoszone są co miesiąc z góry, w terminie do 15. dnia miesiąca. Z dniem 1 "
                "stycznia 2026 r. stawka na fundusz remontowy zostanie podwyższona z 2,10 zł do 2,60 zł za m² "
                "powierzchni użytkowej. Podwyżka nie obejmuje opłat za wodę ani za wywóz odpadów. Zgodnie z art. 4 "
                "ust. 8 ustawy członek może kwestionować zasadność zmiany wysokości opłat na drodze sądowej, a ciężar "
                "dowodu spoczywa w takim przypadku na spółdzielni. Kalkulacja nowej stawki jest dostępna do wglądu w "
                "biurze spółdzielni.",
            ),
            Good(
                "en",
                "The Board of the “Zielone Wzgórze” Housing Cooperative reminds members that, under Article 4(1) of "
                "the Housing Cooperatives Act, they are obliged to contribute to the costs of operating and "
                "maintaining the property. Charges are paid monthly in advance, by the 15th day of the month. From 1 "
                "January 2026, the renovation fund rate will rise from PLN 2.10 to PLN 2.60 per m² of usable floor "
                "area. The change does not apply to water or waste collection charges. Under Article 4(8) of the Act, "
                "a member may challenge the validity of a change in charges in court; the burden of proving that the "
                "change is justified then lies with the cooperative. The calculation of the new rate can be viewed at "
                "the cooperative's office.",
            ),
        ],
        bad=[
            Slip(2, [("Under Article 4(8)", "Under Article 8(4)")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Podwyżka nie obejmuje opłat za wodę ani za wywóz odpadów.",
                        "Podwyżka obejmuje również opłaty za wodę i za wywóz odpadów.",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "do wglądu w biurze spółdzielni.",
                        "do wglądu w biurze spółdzielni; podwyżkę wymusiła konieczność wymiany wind w trzech budynkach.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-wyscig-kolarski-petla-kaszubska-regulamin",
        source=(
            "Wyścig „Pętla Kaszubska” odbędzie się w niedzielę 7 września 2025 r. Start dystansu 120 km nastąpi o "
            "9:00, a dystansu 60 km o 9:30, z rynku w Kartuzach. Uczestnik musi jechać w sztywnym kasku przez cały "
            "czas trwania wyścigu. Trasa nie jest zamknięta dla ruchu, dlatego zawodnicy są obowiązani przestrzegać "
            "przepisów ruchu drogowego. Limit czasu na dystansie 120 km wynosi 6 godzin; po jego przekroczeniu "
            "zawodnik powinien zdjąć numer i zjechać z trasy. Osoby niepełnoletnie mogą startować wyłącznie za "
            "pisemną zgodą rodzica lub opiekuna. Zapisy są otwarte do 31 sierpnia lub do wyczerpania 800 miejsc."
        ),
        good=[
            Good(
                "preserve",
                "„Pętla Kaszubska” wystartuje w niedzielę, 7 września 2025 r., z rynku w Kartuzach: dystans 120 km o "
                "9:00, dystans 60 km o 9:30. Przez cały wyścig musisz jechać w sztywnym kasku. Pamiętaj, że trasa nie "
                "jest zamknięta dla ruchu, więc masz obowiązek przestrzegać przepisów ruchu drogowego. Na pokonanie "
                "120 km masz 6 godzin – jeśli przekroczysz ten limit, powinieneś zdjąć numer i zjechać z trasy. "
                "Niepełnoletni mogą wystartować wyłącznie z pisemną zgodą rodzica lub opiekuna. Zapisy trwają do 31 "
                "sierpnia albo do wyczerpania 800 miejsc.",
            ),
            Good(
                "preserve",
                "Regulamin wyścigu „Pętla Kaszubska” – najważniejsze punkty:\n"
                "1. Termin: niedziela, 7 września 2025 r.; start z rynku w Kartuzach – 120 km o 9:00, 60 km o 9:30.\n"
                "2. Jazda w sztywnym kasku jest obowiązkowa przez cały czas trwania wyścigu.\n"
                "3. Trasa nie jest zamknięta dla ruchu; zawodnicy mają obowiązek przestrzegać przepisów ruchu drogowego.\n"
                "4. Limit czasu na 120 km: 6 godzin. Po jego przekroczeniu zawodnik powinien zdjąć numer i zjechać z trasy.\n"
                "5. Osoby niepełnoletnie mogą startować wyłącznie za pisemną zgodą rodzica lub opiekuna.\n"
                "6. Zapisy: do 31 sierpnia lub do wyczerpania 800 miejsc.",
            ),
            Good(
                "en",
                "The “Pętla Kaszubska” race will take place on Sunday, 7 September 2025. The 120 km distance starts at "
                "9:00 and the 60 km distance at 9:30, both from the market square in Kartuzy. Riders must wear a hard "
                "helmet at all times during the race. The course is not closed to traffic, so riders are required to "
                "obey the road traffic rules. The time limit for the 120 km distance is 6 hours; riders who exceed it "
                "should remove their number and leave the course. Minors may take part only with the written consent "
                "of a parent or guardian. Registration is open until 31 August or until all 800 places are taken.",
            ),
        ],
        bad=[
            Slip(1, [("wyczerpania 800 miejsc", "wyczerpania 600 miejsc")], "number"),
            Slip(2, [("Riders must wear a hard", "Riders should wear a hard")], "modality"),
            Slip(0, [("Zapisy trwają do 31 sierpnia", "Zapisy trwają do 31 lipca")], "date"),
        ],
    ),
    Case(
        key="pl-dokumentacja-api-kurierskie-uwierzytelnianie-limity",
        source=(
            "### Uwierzytelnianie\n\n"
            "Każde żądanie do API musi zawierać nagłówek `Authorization: Bearer <token>`. Token wygenerujesz w "
            "panelu pod adresem https://panel.kurierapi.pl/tokeny; jest ważny przez 90 dni. Limity zapytań zależą "
            "od planu:\n\n"
            "| Plan | Żądania na minutę |\n"
            "|------|-------------------|\n"
            "| Start | 60 |\n"
            "| Biznes | 600 |\n\n"
            "Po przekroczeniu limitu serwer zwraca kod `429` i nagłówek `Retry-After` z liczbą sekund do odczekania. "
            "Nie przechowuj tokenu w repozytorium kodu. Środowisko testowe jest dostępne pod adresem "
            "https://sandbox.kurierapi.pl/v2 i nie tworzy prawdziwych przesyłek ani nie pobiera opłat."
        ),
        good=[
            Good(
                "preserve",
                "### Uwierzytelnianie\n\n"
                "W każdym żądaniu do API musisz przesłać nagłówek `Authorization: Bearer <token>`. Token utworzysz w "
                "panelu (https://panel.kurierapi.pl/tokeny) – zachowuje ważność przez 90 dni.\n\n"
                "Limity zapytań w poszczególnych planach:\n\n"
                "| Plan | Żądania na minutę |\n"
                "|------|-------------------|\n"
                "| Start | 60 |\n"
                "| Biznes | 600 |\n\n"
                "Gdy przekroczysz limit, serwer odpowie kodem `429` z nagłówkiem `Retry-After`, który podaje, ile "
                "sekund trzeba odczekać. Tokenu nie trzymaj w repozytorium kodu. Do testów służy środowisko "
                "https://sandbox.kurierapi.pl/v2 – nie tworzy ono prawdziwych przesyłek ani nie pobiera opłat.",
            ),
            Good(
                "preserve",
                "### Uwierzytelnianie\n\n"
                "Nagłówek `Authorization: Bearer <token>` musi się znaleźć w każdym żądaniu do API. Token generuje się "
                "w panelu: https://panel.kurierapi.pl/tokeny. Jego ważność wynosi 90 dni. Limit zapytań zależy od "
                "planu:\n\n"
                "| Plan | Żądania na minutę |\n"
                "|------|-------------------|\n"
                "| Start | 60 |\n"
                "| Biznes | 600 |\n\n"
                "Powyżej limitu serwer zwraca kod `429` oraz nagłówek `Retry-After` z liczbą sekund do odczekania.\n\n"
                "Ważne: nie przechowuj tokenu w repozytorium kodu. Środowisko testowe "
                "(https://sandbox.kurierapi.pl/v2) nie tworzy prawdziwych przesyłek i nie pobiera opłat.",
            ),
            Good(
                "en",
                "### Authentication\n\n"
                "Every API request must include the `Authorization: Bearer <token>` header. You can generate a token "
                "in the dashboard at https://panel.kurierapi.pl/tokeny; it is valid for 90 days. Request limits "
                "depend on your plan:\n\n"
                "| Plan | Requests per minute |\n"
                "|------|---------------------|\n"
                "| Start | 60 |\n"
                "| Biznes | 600 |\n\n"
                "Once the limit is exceeded, the server returns status code `429` and a `Retry-After` header with the "
                "number of seconds to wait. Do not store the token in your code repository. A test environment is "
                "available at https://sandbox.kurierapi.pl/v2; it does not create real shipments or charge any fees.",
            ),
        ],
        bad=[
            Slip(1, [("### Uwierzytelnianie", "# Uwierzytelnianie")], "markdown"),
            Slip(2, [("`Retry-After`", "`X-Retry-After`")], "code"),
            Slip(
                0, [("https://sandbox.kurierapi.pl/v2", "https://sandbox.kurierapi.pl/v1")], "url"
            ),
        ],
    ),
    Case(
        key="pl-muzeum-kamienica-dluga-datowanie-wystawa",
        source=(
            "Kamienica przy ul. Długiej 14 została wzniesiona prawdopodobnie w latach 1612–1618 dla kupca Jakuba "
            "Schmidta. Taką datację proponuje Anna Wiśniewska w monografii „Kamienice Starego Miasta” (Wydawnictwo "
            "Muzeum, 2019, s. 87), opierając się na zachowanych księgach ławniczych. Starsze opracowania, m.in. "
            "Rzepecki (1964), wskazywały na koniec XVI wieku, ale nie podawały źródeł. Podczas remontu w 2023 r. "
            "odsłonięto fragment polichromowanego stropu, którego belek nie datowano jeszcze metodą "
            "dendrochronologiczną. Wystawę poświęconą kamienicy można oglądać w muzeum do 30 listopada, od wtorku do "
            "niedzieli w godz. 10:00–17:00. Wstęp na wystawę jest bezpłatny."
        ),
        good=[
            Good(
                "preserve",
                "Kamienicę przy ul. Długiej 14 wzniesiono prawdopodobnie w latach 1612–1618 dla kupca Jakuba Schmidta. "
                "Tak datuje ją Anna Wiśniewska w monografii „Kamienice Starego Miasta” (Wydawnictwo Muzeum, 2019, s. "
                "87), która oparła się na zachowanych księgach ławniczych. Starsze prace, m.in. Rzepecki (1964), "
                "mówiły o końcu XVI wieku, lecz nie wskazywały źródeł. W czasie remontu w 2023 r. odsłonięto fragment "
                "polichromowanego stropu; jego belek nie zbadano jeszcze dendrochronologicznie. Wystawę o kamienicy "
                "można zobaczyć w muzeum do 30 listopada – od wtorku do niedzieli w godz. 10:00–17:00, wstęp wolny.",
            ),
            Good(
                "preserve",
                "Do 30 listopada w muzeum można bezpłatnie obejrzeć wystawę o kamienicy przy ul. Długiej 14 (wtorek–"
                "niedziela, 10:00–17:00). Budynek powstał prawdopodobnie w latach 1612–1618 dla kupca Jakuba "
                "Schmidta – taką datację, na podstawie zachowanych ksiąg ławniczych, proponuje Anna Wiśniewska w "
                "monografii „Kamienice Starego Miasta” (Wydawnictwo Muzeum, 2019, s. 87). Starsze opracowania, m.in. "
                "Rzepecki (1964), przesuwały budowę na koniec XVI wieku, nie podając jednak źródeł. Remont w 2023 r. "
                "odsłonił fragment polichromowanego stropu, którego belek dotąd nie datowano metodą "
                "dendrochronologiczną.",
            ),
            Good(
                "en",
                "The tenement house at 14 Długa Street was probably built between 1612 and 1618 for the merchant "
                "Jakub Schmidt. This dating is proposed by Anna Wiśniewska in her monograph “Kamienice Starego Miasta” "
                "(Wydawnictwo Muzeum, 2019, p. 87), based on the surviving records of the bench court. Older studies, "
                "including Rzepecki (1964), pointed to the late 16th century but gave no sources. During renovation "
                "work in 2023, part of a painted ceiling was uncovered; its beams have not yet been dated by "
                "dendrochronology. The exhibition about the house can be seen at the museum until 30 November, "
                "Tuesday to Sunday, 10 a.m. to 5 p.m. Admission to the exhibition is free.",
            ),
        ],
        bad=[
            Slip(0, [("2019, s. 87)", "2019, s. 78)")], "citation"),
            Slip(
                1,
                [
                    (
                        "dla kupca Jakuba Schmidta –",
                        "dla przybyłego z Lubeki kupca Jakuba Schmidta –",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Older studies, including Rzepecki (1964), pointed to the late 16th century but gave no sources.",
                        "Starsze opracowania, m.in. Rzepecki (1964), wskazywały na koniec XVI wieku, ale nie podawały źródeł.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-szkola-wycieczka-centrum-nauki-rodzice",
        source=(
            "Szanowni Rodzice, wycieczka klas 4a i 4b do Centrum Nauki Kopernik odbędzie się 16 maja. Zbiórka o 6:45 "
            "przed szkołą, wyjazd autokarem o 7:00, powrót ok. 18:30. Koszt wycieczki wynosi 145 zł i obejmuje "
            "przejazd, bilety wstępu oraz ubezpieczenie; obiad nie jest wliczony w cenę. Prosimy o wpłaty do 30 "
            "kwietnia na konto Rady Rodziców. Dzieci nie mogą zabierać ze sobą telefonów – kontakt z grupą będzie "
            "możliwy przez wychowawczynię, p. Joannę Lis, pod numerem 601 234 567. Uczniowie z chorobą lokomocyjną "
            "powinni przyjąć lek przed wyjazdem. Prosimy o podpisanie zgody w e-dzienniku."
        ),
        good=[
            Good(
                "preserve",
                "Drodzy Rodzice! 16 maja klasy 4a i 4b jadą do Centrum Nauki Kopernik. Zbieramy się przed szkołą o "
                "6:45, autokar odjeżdża o 7:00, a wrócimy około 18:30. Wycieczka kosztuje 145 zł – w tej kwocie jest "
                "przejazd, bilety wstępu i ubezpieczenie, ale nie obiad. Pieniądze prosimy wpłacać na konto Rady "
                "Rodziców do 30 kwietnia. Dzieci nie mogą zabierać ze sobą telefonów; z grupą skontaktujecie się przez "
                "wychowawczynię, panią Joannę Lis (tel. 601 234 567). Jeśli dziecko cierpi na chorobę lokomocyjną, "
                "powinno przyjąć lek przed wyjazdem. Prosimy też o podpisanie zgody w e-dzienniku.",
            ),
            Good(
                "preserve",
                "Wycieczka klas 4a i 4b do Centrum Nauki Kopernik – informacje dla Rodziców:\n"
                "- termin: 16 maja;\n"
                "- zbiórka: 6:45 przed szkołą, wyjazd autokarem o 7:00, powrót ok. 18:30;\n"
                "- koszt: 145 zł (przejazd, bilety wstępu, ubezpieczenie), obiad nie jest wliczony;\n"
                "- wpłaty: na konto Rady Rodziców do 30 kwietnia;\n"
                "- telefony: dzieci nie mogą ich zabierać; kontakt z grupą przez wychowawczynię, p. Joannę Lis, tel. 601 234 567;\n"
                "- choroba lokomocyjna: uczeń powinien przyjąć lek przed wyjazdem;\n"
                "- zgoda: prosimy o jej podpisanie w e-dzienniku.",
            ),
            Good(
                "en",
                "Dear Parents, the trip for classes 4a and 4b to the Copernicus Science Centre will take place on 16 "
                "May. We will meet in front of the school at 6:45, the coach leaves at 7:00, and we will be back at "
                "about 18:30. The trip costs PLN 145, which covers transport, admission tickets and insurance; lunch "
                "is not included in the price. Please pay into the Parents' Council account by 30 April. Children may "
                "not take phones with them – you can contact the group through the class teacher, Ms Joanna Lis, on "
                "601 234 567. Pupils who suffer from motion sickness should take their medication before departure. "
                "Please sign the consent form in the e-register.",
            ),
        ],
        bad=[
            Slip(0, [("Wycieczka kosztuje 145 zł", "Wycieczka kosztuje 165 zł")], "number"),
            Slip(2, [("lunch is not included", "lunch is included")], "negation"),
            Slip(
                1,
                [
                    (
                        "przez wychowawczynię, p. Joannę Lis,",
                        "przez wychowawczynię, p. Joannę Lis, lub drugą opiekunkę, p. Martę Zając,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
