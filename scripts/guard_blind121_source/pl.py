# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 121: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-pstragarnia-sprzedaz-ryb-zasady-lowiska",
        source="Pstrągarnia „Pod Jodłami” w Rybnej zaprasza od wtorku do niedzieli w godzinach 9:00–18:00. Pstrąga tęczowego sprzedajemy żywego lub wypatroszonego, w cenie 42 zł za kilogram; za wędzenie na miejscu doliczamy 8 zł za sztukę. Na łowisku wędkarskim obowiązuje limit pięciu ryb na osobę, a wszystkie złowione ryby trzeba zważyć i opłacić przy kasie. Nie wolno wypuszczać złowionych pstrągów z powrotem do stawu ani używać zanęt z własnymi dodatkami. Dzieci do lat 12 mogą łowić wyłącznie pod opieką dorosłego. Sprzęt można wypożyczyć na miejscu za 15 zł. Przy większych zamówieniach, powyżej 20 kg, prosimy o kontakt telefoniczny co najmniej dwa dni wcześniej.",
        good=[
            Good(
                "preserve",
                "Zapraszamy do pstrągarni „Pod Jodłami” w Rybnej – jesteśmy otwarci od wtorku do niedzieli, od 9:00 do 18:00. Kilogram pstrąga tęczowego kosztuje u nas 42 zł; możesz go kupić żywego albo już wypatroszonego, a jeśli chcesz, uwędzimy go na miejscu za dodatkowe 8 zł od sztuki. Jeśli łowisz sam, pamiętaj o limicie: pięć ryb na osobę. Każdą złowioną rybę trzeba zważyć i opłacić w kasie. Złowionych pstrągów nie wolno wypuszczać z powrotem do stawu, nie wolno też stosować zanęt z własnymi dodatkami. Dzieci do lat 12 mogą łowić tylko pod opieką dorosłego. Sprzęt wypożyczysz na miejscu za 15 zł. Planujesz zamówić więcej niż 20 kg? Zadzwoń do nas co najmniej dwa dni wcześniej.",
            ),
            Good(
                "preserve",
                "Pstrągarnia „Pod Jodłami” (Rybna) – informacje dla klientów:\n"
                "- godziny otwarcia: wtorek–niedziela, 9:00–18:00;\n"
                "- pstrąg tęczowy, żywy lub wypatroszony: 42 zł/kg;\n"
                "- wędzenie na miejscu: dodatkowo 8 zł/szt.;\n"
                "- łowisko: limit 5 ryb na osobę; każdą złowioną rybę należy zważyć i opłacić przy kasie;\n"
                "- zakaz wypuszczania złowionych pstrągów z powrotem do stawu oraz stosowania zanęt z własnymi dodatkami;\n"
                "- dzieci do lat 12 mogą łowić wyłącznie pod opieką osoby dorosłej;\n"
                "- wypożyczenie sprzętu: 15 zł;\n"
                "- zamówienia powyżej 20 kg: prosimy o telefon z co najmniej dwudniowym wyprzedzeniem.",
            ),
            Good(
                "en",
                "The “Pod Jodłami” trout farm in Rybna is open Tuesday to Sunday, 9:00 a.m. to 6:00 p.m. We sell rainbow trout live or gutted at PLN 42 per kilogram, and smoking on site costs an extra PLN 8 per fish. At our fishing pond the limit is five fish per person, and every fish caught must be weighed and paid for at the till. Releasing caught trout back into the pond is not allowed, and neither is using groundbait with your own additives. Children up to the age of 12 may fish only under adult supervision. Tackle can be rented on site for PLN 15. For larger orders of over 20 kg, please phone us at least two days in advance.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Złowionych pstrągów nie wolno wypuszczać z powrotem do stawu, nie wolno też stosować",
                        "Złowione pstrągi można wypuszczać z powrotem do stawu, ale nie wolno stosować",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "wędzenie na miejscu: dodatkowo 8 zł/szt.",
                        "wędzenie na miejscu: dodatkowo 18 zł/szt.",
                    )
                ],
                "number",
            ),
            Slip(
                2,
                [("every fish caught must be weighed", "every fish caught should be weighed")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-tartak-suszenie-komorowe-drewna-konstrukcyjnego",
        source="Tartak Kowalczyk w Starym Sączu przyjmuje zamówienia na więźbę dachową oraz deski z sosny i świerka. Drewno konstrukcyjne suszymy komorowo do wilgotności około 18%, co zwykle trwa od 7 do 10 dni, w zależności od przekroju. Cena suszenia wynosi 180 zł netto za metr sześcienny. Drewno do konstrukcji nośnych sortujemy zgodnie z normą PN-EN 14081-1 i oznaczamy klasą wytrzymałości C24, a do każdej partii wystawiamy deklarację właściwości użytkowych zgodnie z art. 10 ustawy z dnia 16 kwietnia 2004 r. o wyrobach budowlanych. Impregnację ciśnieniową wykonujemy na życzenie klienta; preparat prawdopodobnie zmieni nieco kolor drewna na zielonkawy. Przy odbiorze własnym prosimy o przyjazd z przyczepą o ładowności co najmniej 1,5 tony. Transport w promieniu 30 km jest bezpłatny przy zamówieniach od 5 m³.",
        good=[
            Good(
                "preserve",
                "Zamówienia na deski i więźbę dachową z sosny lub świerka przyjmuje Tartak Kowalczyk ze Starego Sącza. Drewno konstrukcyjne suszymy w komorze do wilgotności ok. 18%; zależnie od przekroju trwa to zazwyczaj 7–10 dni i kosztuje 180 zł netto za m³. Elementy do konstrukcji nośnych sortujemy według normy PN-EN 14081-1 i oznaczamy klasą C24, a do każdej partii wystawiamy deklarację właściwości użytkowych zgodnie z art. 10 ustawy z dnia 16 kwietnia 2004 r. o wyrobach budowlanych. Na życzenie zaimpregnujemy drewno ciśnieniowo – pamiętaj, że preparat prawdopodobnie nada mu lekko zielonkawy odcień. Jeśli odbierasz drewno sam, prosimy o przyjazd z przyczepą o ładowności minimum 1,5 t. Przy zamówieniu od 5 m³ dowozimy bezpłatnie w promieniu 30 km.",
            ),
            Good(
                "preserve",
                "Tartak Kowalczyk (Stary Sącz) realizuje zamówienia na więźbę dachową oraz deski sosnowe i świerkowe. Drewno konstrukcyjne poddawane jest suszeniu komorowemu do wilgotności wynoszącej około 18%. Proces ten, w zależności od przekroju, trwa zwykle od siedmiu do dziesięciu dni, a jego koszt to 180 zł netto za metr sześcienny. Drewno przeznaczone do konstrukcji nośnych jest sortowane zgodnie z normą PN-EN 14081-1 i oznaczane klasą wytrzymałości C24; do każdej partii wystawiana jest deklaracja właściwości użytkowych zgodnie z art. 10 ustawy z dnia 16 kwietnia 2004 r. o wyrobach budowlanych. Impregnacja ciśnieniowa wykonywana jest na życzenie klienta, przy czym preparat prawdopodobnie nieznacznie zmieni barwę drewna na zielonkawą. Klientów odbierających drewno samodzielnie prosimy o przyjazd z przyczepą o ładowności co najmniej 1,5 tony. Przy zamówieniach od 5 m³ transport w promieniu 30 km jest bezpłatny.",
            ),
            Good(
                "en",
                "Kowalczyk Sawmill in Stary Sącz takes orders for roof trusses and for pine and spruce boards. We kiln-dry structural timber to a moisture content of about 18%, which usually takes 7 to 10 days, depending on the cross-section. Drying costs PLN 180 net per cubic metre. Timber for load-bearing structures is graded in accordance with PN-EN 14081-1 and marked with strength class C24, and for each batch we issue a declaration of performance in accordance with Article 10 of the Act of 16 April 2004 on Construction Products. Pressure impregnation is done at the customer's request; the preservative will probably turn the wood slightly greenish. If you collect the timber yourself, please come with a trailer with a load capacity of at least 1.5 tonnes. Transport within 30 km is free for orders of 5 m³ or more.",
            ),
        ],
        bad=[
            Slip(0, [("kosztuje 180 zł netto za m³", "kosztuje 150 zł netto za m³")], "number"),
            Slip(
                1,
                [("preparat prawdopodobnie nieznacznie zmieni", "preparat nieznacznie zmieni")],
                "hedge",
            ),
            Slip(
                2, [("with Article 10 of the Act", "with Article 19 of the Act")], "legal_reference"
            ),
        ],
    ),
    Case(
        key="pl-wulkanizacja-cennik-sezonowej-wymiany-opon",
        source="## Sezonowa wymiana opon – cennik 2025\n\n"
        "Wymiana kompletu czterech kół na felgach stalowych kosztuje **120 zł**, a na felgach aluminiowych **150 zł**. W cenie jest wyważenie i kontrola ciśnienia.\n\n"
        "- Przechowanie opon: 100 zł za sezon.\n"
        "- Naprawa przebicia: od 40 zł.\n"
        "- Opony typu run-flat: dopłata 50 zł.\n\n"
        "Na wymianę trzeba się umówić przez [formularz rezerwacji](https://wulkan-max.pl/rezerwacja). Po przejechaniu 50–100 km od wymiany należy dokręcić koła – możesz to zrobić u nas bezpłatnie. Nie przyjmujemy opon z widocznymi pęknięciami bocznymi.",
        good=[
            Good(
                "preserve",
                "## Cennik 2025: sezonowa wymiana opon\n\n"
                "Za wymianę kompletu czterech kół zapłacisz **120 zł** (felgi stalowe) lub **150 zł** (felgi aluminiowe). Wyważenie i kontrola ciśnienia są wliczone w cenę.\n\n"
                "- Przechowanie opon – 100 zł za sezon.\n"
                "- Naprawa przebicia – od 40 zł.\n"
                "- Dopłata za opony run-flat – 50 zł.\n\n"
                "Termin wymiany trzeba zarezerwować przez [formularz rezerwacji](https://wulkan-max.pl/rezerwacja). Po przejechaniu 50–100 km od wymiany koła należy dokręcić; możesz to zrobić u nas bez opłat. Opon z widocznymi pęknięciami bocznymi nie przyjmujemy.",
            ),
            Good(
                "preserve",
                "## Sezonowa wymiana opon – cennik na 2025 rok\n\n"
                "| Usługa | Cena |\n"
                "|---|---|\n"
                "| Wymiana 4 kół, felgi stalowe | **120 zł** |\n"
                "| Wymiana 4 kół, felgi aluminiowe | **150 zł** |\n"
                "| Przechowanie opon (za sezon) | 100 zł |\n"
                "| Naprawa przebicia | od 40 zł |\n"
                "| Dopłata za opony run-flat | 50 zł |\n\n"
                "Wyważenie i kontrola ciśnienia są w cenie wymiany. Wizytę trzeba umówić przez [formularz rezerwacji](https://wulkan-max.pl/rezerwacja). Koła należy dokręcić po przejechaniu 50–100 km – u nas zrobisz to bezpłatnie. Opony z widocznymi pęknięciami bocznymi nie są przyjmowane.",
            ),
            Good(
                "en",
                "## Seasonal tyre change – 2025 price list\n\n"
                "Changing a set of four wheels costs **PLN 120** on steel rims and **PLN 150** on alloy rims. Balancing and a pressure check are included in the price.\n\n"
                "- Tyre storage: PLN 100 per season.\n"
                "- Puncture repair: from PLN 40.\n"
                "- Run-flat tyres: PLN 50 surcharge.\n\n"
                "You need to book your tyre change through the [booking form](https://wulkan-max.pl/rezerwacja). The wheels must be retightened after 50–100 km – you can have this done here free of charge. We do not accept tyres with visible sidewall cracks.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "## Cennik 2025: sezonowa wymiana opon\n\n",
                        "Cennik 2025: sezonowa wymiana opon\n\n",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [("| Naprawa przebicia | od 40 zł |", "| Naprawa przebicia | od 60 zł |")],
                "number",
            ),
            Slip(
                2,
                [("The wheels must be retightened", "The wheels should be retightened")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-poradnia-logopedyczna-zapisy-na-diagnoze",
        source="Poradnia Logopedyczna „Słówko” przyjmuje zapisy na diagnozę dzieci w wieku od 2 do 10 lat. Pierwsza wizyta trwa około 60 minut i obejmuje rozmowę z rodzicem oraz badanie artykulacji. Na wizytę warto zabrać dotychczasową dokumentację, np. opinię z przedszkola lub wyniki badania słuchu. Nie wystawiamy skierowań do laryngologa, ale możemy zasugerować, czy taka konsultacja jest potrzebna. Terapia odbywa się zazwyczaj raz w tygodniu, a jej efekty są widoczne najczęściej po 3–4 miesiącach regularnych ćwiczeń. Zapisy na rok szkolny 2025/2026 ruszają 1 września 2025 r. o godz. 8:00. Opłaty za wizyty odwołane później niż 24 godziny przed terminem nie podlegają zwrotowi.",
        good=[
            Good(
                "preserve",
                "Chcesz zapisać dziecko na diagnozę logopedyczną? W Poradni Logopedycznej „Słówko” przyjmujemy dzieci w wieku 2–10 lat. Pierwsze spotkanie potrwa mniej więcej 60 minut: porozmawiamy z Tobą i zbadamy artykulację dziecka. Dobrze jest zabrać ze sobą dotychczasową dokumentację – na przykład opinię z przedszkola albo wyniki badania słuchu. Skierowań do laryngologa nie wystawiamy, możemy jednak podpowiedzieć, czy taka konsultacja jest potrzebna. Zajęcia terapeutyczne odbywają się zwykle raz w tygodniu, a efekty widać najczęściej po 3–4 miesiącach regularnych ćwiczeń. Zapisy na rok szkolny 2025/2026 startują 1 września 2025 r. o 8:00. Jeśli odwołasz wizytę później niż 24 godziny przed terminem, opłata nie zostanie zwrócona.",
            ),
            Good(
                "preserve",
                "Poradnia Logopedyczna „Słówko” prowadzi zapisy na diagnozę dzieci w wieku od 2 do 10 lat. Pierwsza wizyta, trwająca około 60 minut, obejmuje wywiad z rodzicem i badanie artykulacji; warto zabrać na nią posiadaną dokumentację (np. opinię przedszkolną lub wyniki badania słuchu). Poradnia nie wystawia skierowań do laryngologa, może natomiast zasugerować, czy konsultacja laryngologiczna jest potrzebna. Terapia prowadzona jest zazwyczaj raz w tygodniu, a jej efekty są widoczne najczęściej po 3–4 miesiącach systematycznych ćwiczeń. Zapisy na rok szkolny 2025/2026 rozpoczynają się 1 września 2025 r. o godz. 8:00. Opłaty za wizyty odwołane później niż 24 godziny przed terminem nie podlegają zwrotowi.",
            ),
            Good(
                "en",
                "The “Słówko” Speech Therapy Clinic is taking registrations for assessments of children aged 2 to 10. The first visit lasts about 60 minutes and includes a conversation with the parent and an articulation assessment. It is worth bringing any existing records, such as a preschool report or hearing test results. We do not issue referrals to an ENT specialist, but we can suggest whether such a consultation is needed. Therapy usually takes place once a week, and the results are most often visible after 3–4 months of regular practice. Registration for the 2025/2026 school year opens on September 1, 2025, at 8:00 a.m. Fees for visits cancelled less than 24 hours before the appointment are non-refundable.",
            ),
        ],
        bad=[
            Slip(0, [("potrwa mniej więcej 60 minut", "potrwa 60 minut")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Poradnia nie wystawia skierowań do laryngologa, może natomiast zasugerować",
                        "Poradnia wystawia skierowania do laryngologa, może też zasugerować",
                    )
                ],
                "negation",
            ),
            Slip(2, [("opens on September 1, 2025", "opens on September 8, 2025")], "date"),
        ],
    ),
    Case(
        key="pl-stadnina-regulamin-jazd-konnych-podkowa",
        source="Regulamin jazd w Stadninie Koni „Podkowa”. Jazdy odbywają się wyłącznie pod nadzorem instruktora. Każdy jeździec musi mieć kask z atestem, a osoby niepełnoletnie dodatkowo kamizelkę ochronną. Dzieci poniżej 7 lat mogą jeździć tylko na lonży lub w oprowadzance. Nie wolno karmić koni bez zgody obsługi ani wchodzić do boksów. Jeźdźcy powinni przyjść 15 minut przed jazdą, aby pomóc przy czyszczeniu i siodłaniu konia. Jazda indywidualna trwa 45 minut i kosztuje 110 zł, jazda w grupie do czterech osób – 80 zł. Osoby ważące powyżej 90 kg prosimy o wcześniejszą informację, abyśmy mogli dobrać odpowiedniego konia.",
        good=[
            Good(
                "preserve",
                "Stadnina Koni „Podkowa” – zasady jazdy:\n"
                "1. Jeździmy wyłącznie pod nadzorem instruktora.\n"
                "2. Kask z atestem jest obowiązkowy dla każdego jeźdźca, a niepełnoletni muszą dodatkowo założyć kamizelkę ochronną.\n"
                "3. Dzieci poniżej 7 lat mogą jeździć tylko na lonży albo w oprowadzance.\n"
                "4. Nie wolno karmić koni bez zgody obsługi ani wchodzić do boksów.\n"
                "5. Jeźdźcy powinni być na miejscu 15 minut przed jazdą, żeby pomóc wyczyścić i osiodłać konia.\n"
                "6. Jazda indywidualna (45 minut) kosztuje 110 zł, a w grupie do czterech osób – 80 zł.\n"
                "7. Jeśli ważysz ponad 90 kg, daj nam znać wcześniej, żebyśmy mogli dobrać odpowiedniego konia.",
            ),
            Good(
                "preserve",
                "W Stadninie Koni „Podkowa” wszystkie jazdy prowadzone są wyłącznie pod nadzorem instruktora. Każdy jeździec musi jeździć w kasku z atestem, a osoby niepełnoletnie także w kamizelce ochronnej. Najmłodsi, poniżej 7 lat, mogą jeździć jedynie na lonży lub w oprowadzance. Bez zgody obsługi nie wolno karmić koni, a do boksów nie wolno wchodzić. Jeźdźcy powinni zjawić się 15 minut przed jazdą, by pomóc przy czyszczeniu i siodłaniu konia. Za 45-minutową jazdę indywidualną płaci się 110 zł, a za jazdę w grupie liczącej maksymalnie cztery osoby – 80 zł. Jeżeli ważysz powyżej 90 kg, poinformuj nas o tym wcześniej – dobierzemy odpowiedniego konia.",
            ),
            Good(
                "en",
                "Riding rules at the “Podkowa” Stud Farm. All rides take place only under an instructor's supervision. Every rider must wear a certified helmet, and minors must also wear a body protector. Children under 7 may ride only on the lunge line or be led by hand. Do not feed the horses without the staff's permission, and do not enter the stalls. Riders should arrive 15 minutes before their ride to help groom and saddle the horse. A private ride lasts 45 minutes and costs PLN 110; a group ride for up to four people costs PLN 80. If you weigh over 90 kg, please let us know in advance so that we can choose a suitable horse.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Kask z atestem jest obowiązkowy dla każdego jeźdźca",
                        "Kask z atestem jest zalecany dla każdego jeźdźca",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Bez zgody obsługi nie wolno karmić koni,",
                        "Bez zgody obsługi można karmić konie,",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "All rides take place only under an instructor's supervision.",
                        "All rides take place only under the supervision of an instructor licensed by the Polish Equestrian Federation.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-kurs-nurkowania-open-water-koparki",
        source="Kurs Open Water Diver w naszej bazie nurkowej w Koparkach trwa cztery dni: dwa dni zajęć na basenie i dwa dni nurkowań w zbiorniku. Po kursie możesz nurkować do głębokości 18 metrów z partnerem o co najmniej takich samych uprawnieniach. Uczestnik musi mieć ukończone 15 lat i umieć przepłynąć 200 metrów bez przerwy. Przed kursem należy wypełnić ankietę medyczną; jeśli na którekolwiek pytanie odpowiesz „tak”, potrzebne będzie zaświadczenie od lekarza. Cena kursu wynosi 1890 zł i obejmuje sprzęt, materiały szkoleniowe oraz certyfikat. Temperatura wody w zbiorniku wynosi w czerwcu zwykle około 16–18°C, dlatego zalecamy skafander o grubości 7 mm.",
        good=[
            Good(
                "preserve",
                "Ile trwa kurs? Cztery dni: dwa na basenie i dwa na nurkowaniach w zbiorniku w Koparkach, gdzie mieści się nasza baza.\n"
                "Co dają uprawnienia Open Water Diver? Po kursie możesz nurkować do 18 m głębokości z partnerem, który ma co najmniej takie same uprawnienia.\n"
                "Jakie są wymagania? Musisz mieć skończone 15 lat i potrafić bez przerwy przepłynąć 200 m.\n"
                "Co z badaniami? Przed kursem trzeba wypełnić ankietę medyczną; jeśli choć raz odpowiesz „tak”, potrzebne będzie zaświadczenie lekarskie.\n"
                "Ile to kosztuje? 1890 zł – w cenie są sprzęt, materiały szkoleniowe i certyfikat.\n"
                "Jaka jest woda? W czerwcu ma zwykle około 16–18°C, więc zalecamy skafander 7 mm.",
            ),
            Good(
                "preserve",
                "Nasza baza nurkowa w Koparkach prowadzi czterodniowy kurs Open Water Diver: dwa dni obejmują zajęcia basenowe, a kolejne dwa – nurkowania w zbiorniku. Absolwent kursu może nurkować do głębokości 18 metrów z partnerem o co najmniej równorzędnych uprawnieniach. Od uczestnika wymaga się ukończonych 15 lat oraz umiejętności przepłynięcia 200 metrów bez przerwy. Przed rozpoczęciem szkolenia należy wypełnić ankietę medyczną, a w przypadku choćby jednej odpowiedzi twierdzącej konieczne będzie zaświadczenie lekarskie. Koszt kursu to 1890 zł; cena obejmuje sprzęt, materiały szkoleniowe i certyfikat. Ponieważ woda w zbiorniku ma w czerwcu zwykle około 16–18°C, zalecamy skafander o grubości 7 mm.",
            ),
            Good(
                "en",
                "The Open Water Diver course at our dive centre in Koparki takes four days: two days of pool sessions and two days of dives in the reservoir. Once certified, you may dive to a depth of 18 metres with a buddy who holds at least the same certification. Participants must be at least 15 years old and able to swim 200 metres without stopping. Before the course, you must fill in a medical questionnaire; if you answer “yes” to any question, you will need a doctor's certificate. The course costs PLN 1,890, including equipment, training materials and certification. In June the water in the reservoir is usually around 16–18°C, so we recommend a 7 mm wetsuit.",
            ),
        ],
        bad=[
            Slip(0, [("bez przerwy przepłynąć 200 m", "bez przerwy przepłynąć 100 m")], "number"),
            Slip(
                1,
                [("należy wypełnić ankietę medyczną", "warto wypełnić ankietę medyczną")],
                "modality",
            ),
            Slip(2, [("is usually around 16–18°C", "is 16–18°C")], "hedge"),
        ],
    ),
    Case(
        key="pl-biuro-rzeczy-znalezionych-odbior-zguby",
        source="Biuro Rzeczy Znalezionych Starostwa Powiatowego w Nowym Targu przechowuje przedmioty przekazane przez znalazców, policję i przewoźników. Aby odebrać zgubę, trzeba okazać dokument tożsamości i opisać rzecz na tyle szczegółowo, by nie było wątpliwości, że należy do zgłaszającego. Nie wydajemy przedmiotów osobom trzecim bez pisemnego upoważnienia. Dokumenty, takie jak dowody osobiste czy paszporty, przekazujemy po 14 dniach do urzędu, który je wydał. Zgodnie z art. 15 ustawy z dnia 20 lutego 2015 r. o rzeczach znalezionych rzeczy nieodebrane w terminie przechodzą na własność powiatu. Biuro jest czynne w poniedziałki od 8:00 do 17:00, a od wtorku do piątku od 7:30 do 15:30.",
        good=[
            Good(
                "preserve",
                "Przedmioty przekazane przez znalazców, policję i przewoźników trafiają do Biura Rzeczy Znalezionych Starostwa Powiatowego w Nowym Targu. Po odbiór zguby przyjdź z dokumentem tożsamości i opisz rzecz tak dokładnie, żeby nie było wątpliwości, że jest Twoja. Bez pisemnego upoważnienia nie wydajemy przedmiotów osobom trzecim. Dokumenty – np. dowody osobiste czy paszporty – po 14 dniach przekazujemy do urzędu, który je wydał. Pamiętaj też, że rzeczy nieodebrane w terminie stają się własnością powiatu (art. 15 ustawy z dnia 20 lutego 2015 r. o rzeczach znalezionych). Biuro działa w poniedziałki w godz. 8:00–17:00, a od wtorku do piątku w godz. 7:30–15:30.",
            ),
            Good(
                "preserve",
                "Biuro Rzeczy Znalezionych Starostwa Powiatowego w Nowym Targu przechowuje rzeczy przekazane przez znalazców, policję oraz przewoźników. Warunkiem odbioru zguby jest okazanie dokumentu tożsamości oraz opisanie przedmiotu na tyle szczegółowo, by nie budziło wątpliwości, że należy on do zgłaszającego. Bez pisemnego upoważnienia rzeczy nie są wydawane osobom trzecim. Znalezione dokumenty (m.in. dowody osobiste i paszporty) po upływie 14 dni przekazywane są do organu, który je wydał. Rzeczy nieodebrane w terminie przechodzą na własność powiatu zgodnie z art. 15 ustawy z dnia 20 lutego 2015 r. o rzeczach znalezionych. Godziny pracy biura: poniedziałek 8:00–17:00, wtorek–piątek 7:30–15:30.",
            ),
            Good(
                "en",
                "The Lost Property Office of the District Office (Starostwo Powiatowe) in Nowy Targ keeps items handed in by finders, the police and transport operators. To collect a lost item, you must show an identity document and describe the item in enough detail to leave no doubt that it belongs to you. We do not release items to third parties without written authorisation. Documents such as ID cards and passports are forwarded after 14 days to the authority that issued them. Under Article 15 of the Act of 20 February 2015 on Found Property, items not collected in time become the property of the district. The office is open on Mondays from 8:00 to 17:00 and from Tuesday to Friday from 7:30 to 15:30.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 15 ustawy", "(art. 25 ustawy")], "legal_reference"),
            Slip(1, [("po upływie 14 dni", "po upływie 30 dni")], "date"),
            Slip(
                2,
                [("We do not release items to third parties", "We release items to third parties")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-targ-staroci-rezerwacja-stoisk-gniezno",
        source="Targ Staroci na placu przy ul. Rybnej w Gnieźnie odbywa się w każdą pierwszą niedzielę miesiąca, od 7:00 do 14:00. Najbliższy termin to 6 kwietnia 2025 r. Wystawcy mogą rezerwować stoiska przez stronę www.targstaroci-gniezno.pl lub mailowo: wystawcy@targstaroci-gniezno.pl. Opłata za stoisko o długości 3 metrów wynosi 40 zł, a za każdy dodatkowy metr – 10 zł. Rozstawianie stoisk jest możliwe od 6:00. Na targu nie wolno sprzedawać broni, żywności domowej produkcji ani podróbek znanych marek. W razie ulewnego deszczu targ może zostać odwołany; informację publikujemy na stronie najpóźniej w sobotę do 20:00.",
        good=[
            Good(
                "preserve",
                "Targ Staroci w Gnieźnie (plac przy ul. Rybnej)\n"
                "• Kiedy: każda pierwsza niedziela miesiąca, 7:00–14:00; najbliższy – 6 kwietnia 2025 r.\n"
                "• Rezerwacja stoisk: www.targstaroci-gniezno.pl albo e-mail wystawcy@targstaroci-gniezno.pl\n"
                "• Opłaty: 40 zł za stoisko o długości 3 m, 10 zł za każdy kolejny metr\n"
                "• Rozstawianie: możliwe od 6:00\n"
                "• Zakaz sprzedaży: broń, żywność domowej produkcji, podróbki znanych marek\n"
                "• Pogoda: przy ulewnym deszczu targ może zostać odwołany – komunikat pojawi się na stronie najpóźniej w sobotę do 20:00",
            ),
            Good(
                "preserve",
                "W każdą pierwszą niedzielę miesiąca, w godzinach 7:00–14:00, na placu przy ul. Rybnej w Gnieźnie działa Targ Staroci – najbliższy odbędzie się 6 kwietnia 2025 r. Chcesz wystawić swoje skarby? Stoisko zarezerwujesz na stronie www.targstaroci-gniezno.pl lub pisząc na adres wystawcy@targstaroci-gniezno.pl. Trzymetrowe stoisko kosztuje 40 zł, każdy dodatkowy metr to kolejne 10 zł, a rozstawiać się można już od 6:00. Pamiętaj, że na targu nie wolno sprzedawać broni, żywności domowej produkcji ani podróbek znanych marek. Jeśli będzie ulewa, targ może zostać odwołany – damy znać na stronie najpóźniej w sobotę do 20:00.",
            ),
            Good(
                "en",
                "The Antiques Market on the square on Rybna Street in Gniezno takes place on the first Sunday of every month, from 7 a.m. to 2 p.m. The next one is on 6 April 2025. Exhibitors can book a stall via www.targstaroci-gniezno.pl or by e-mail at wystawcy@targstaroci-gniezno.pl. A 3-metre stall costs PLN 40, plus PLN 10 for each additional metre. Stalls can be set up from 6 a.m. Selling weapons, home-made food or counterfeit branded goods at the market is not allowed. In the event of heavy rain, the market may be cancelled; we will post a notice on the website by 8 p.m. on Saturday at the latest.",
            ),
        ],
        bad=[
            Slip(
                0, [("najbliższy – 6 kwietnia 2025 r.", "najbliższy – 13 kwietnia 2025 r.")], "date"
            ),
            Slip(
                1,
                [
                    (
                        "pisząc na adres wystawcy@targstaroci-gniezno.pl",
                        "pisząc na adres wystawcy@targstaroci.pl",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "Stalls can be set up from 6 a.m.",
                        "Stalls can be set up from 6 a.m., and exhibitors can park for free behind the town hall.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-osrodek-rehabilitacji-jezy-mleko-jesien",
        source="Ośrodek Rehabilitacji Jeży „Kolczatka” apeluje, by nie podawać jeżom mleka krowiego. Jeże nie trawią laktozy, a mleko jest prawdopodobnie jedną z częstszych przyczyn biegunek u zwierząt trafiających do ośrodka. Według badania Rasmussen i in. (2019), opublikowanego w „Animals” (t. 9, s. 1–14), jesienią wiele młodych jeży waży zbyt mało, by przetrwać hibernację; za bezpieczną uznaje się masę około 600 g. Jeśli znajdziesz w listopadzie jeża ważącego mniej, możesz postawić mu miseczkę z wodą i mokrą karmą dla kotów, ale przed zabraniem zwierzęcia do domu skontaktuj się z nami. Dyżur telefoniczny działa codziennie od 9:00 do 21:00.",
        good=[
            Good(
                "preserve",
                "Nie dawaj jeżom krowiego mleka – apeluje Ośrodek Rehabilitacji Jeży „Kolczatka”. Jeże nie trawią laktozy, a mleko jest prawdopodobnie jedną z częstszych przyczyn biegunek u zwierząt, które do nas trafiają. Jak wynika z badania Rasmussen i in. (2019) opublikowanego w „Animals” (t. 9, s. 1–14), jesienią wiele młodych jeży jest zbyt lekkich, by przetrwać hibernację – za bezpieczną masę uważa się około 600 g. Jeśli w listopadzie znajdziesz lżejszego jeża, możesz wystawić mu miseczkę z wodą i mokrą karmą dla kotów, ale zanim zabierzesz go do domu, skontaktuj się z nami. Dyżur telefoniczny prowadzimy codziennie w godz. 9:00–21:00.",
            ),
            Good(
                "preserve",
                "Ośrodek Rehabilitacji Jeży „Kolczatka” zwraca się z prośbą, aby nie podawać jeżom mleka krowiego. Zwierzęta te nie trawią laktozy. Mleko jest prawdopodobnie jedną z częstszych przyczyn biegunek u jeży przyjmowanych do ośrodka. Badanie Rasmussen i in. (2019), opublikowane w czasopiśmie „Animals” (t. 9, s. 1–14), wskazuje, że jesienią wiele młodych jeży ma masę ciała zbyt niską, by przetrwać hibernację. Za bezpieczną przyjmuje się masę około 600 g. Jeżeli w listopadzie znajdziesz jeża o mniejszej masie, możesz postawić mu miseczkę z wodą i mokrą karmą dla kotów, jednak przed zabraniem zwierzęcia do domu skontaktuj się z ośrodkiem. Dyżur telefoniczny jest czynny codziennie od 9:00 do 21:00.",
            ),
            Good(
                "en",
                "The “Kolczatka” Hedgehog Rehabilitation Centre urges people not to give hedgehogs cow's milk. Hedgehogs cannot digest lactose, and milk is probably one of the more common causes of diarrhoea in the animals brought to the centre. According to a study by Rasmussen et al. (2019), published in Animals (vol. 9, pp. 1–14), in autumn many young hedgehogs weigh too little to survive hibernation; a weight of about 600 g is considered safe. If you find a hedgehog weighing less than that in November, you can put out a bowl of water and wet cat food for it, but contact us before taking the animal home. Our phone line is staffed every day from 9 a.m. to 9 p.m.",
            ),
        ],
        bad=[
            Slip(0, [("Rasmussen i in. (2019)", "Rasmussen i in. (2017)")], "citation"),
            Slip(1, [("Mleko jest prawdopodobnie jedną", "Mleko jest jedną")], "hedge"),
            Slip(
                2, [("Hedgehogs cannot digest lactose", "Hedgehogs can digest lactose")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-pracownia-protetyczna-naprawy-gwarancja-protez",
        source="Pracownia Protetyczna Dent-Art przy ul. Ogrodowej 12 w Lublinie wykonuje naprawy protez akrylowych w ciągu jednego dnia roboczego, jeśli proteza zostanie dostarczona do godz. 10:00. Dopasowanie nowej protezy całkowitej wymaga zwykle trzech wizyt. Na protezy szkieletowe udzielamy 24 miesięcy gwarancji, na akrylowe – 12 miesięcy. Gwarancja nie obejmuje uszkodzeń mechanicznych powstałych z winy pacjenta. Protezę należy czyścić codziennie miękką szczoteczką; nie należy jej moczyć we wrzątku. Ceny: podścielenie protezy – 180 zł, dorobienie zęba – 90 zł. Pytania można kierować na adres rejestracja@dent-art.lublin.pl.",
        good=[
            Good(
                "preserve",
                "Dent-Art, pracownia protetyczna z Lublina (ul. Ogrodowa 12), naprawia protezy akrylowe w ciągu jednego dnia roboczego – pod warunkiem, że proteza trafi do nas do 10:00. Dopasowanie nowej protezy całkowitej zajmuje zazwyczaj trzy wizyty. Gwarancja wynosi 24 miesiące na protezy szkieletowe i 12 miesięcy na akrylowe; nie obejmuje jednak uszkodzeń mechanicznych powstałych z winy pacjenta. Protezę należy codziennie czyścić miękką szczoteczką i nie należy moczyć jej we wrzątku. Podścielenie protezy kosztuje 180 zł, a dorobienie zęba 90 zł. Masz pytania? Możesz napisać na rejestracja@dent-art.lublin.pl.",
            ),
            Good(
                "preserve",
                "Pracownia Protetyczna Dent-Art (ul. Ogrodowa 12, Lublin) realizuje naprawy protez akrylowych w ciągu jednego dnia roboczego, o ile proteza zostanie dostarczona do godz. 10:00. Dopasowanie nowej protezy całkowitej wymaga na ogół trzech wizyt. Okres gwarancji wynosi 24 miesiące dla protez szkieletowych oraz 12 miesięcy dla protez akrylowych i nie obejmuje uszkodzeń mechanicznych powstałych z winy pacjenta. Protezę należy codziennie czyścić miękką szczoteczką; nie należy jej moczyć we wrzątku. Cennik: podścielenie protezy 180 zł, dorobienie zęba 90 zł. Pytania można kierować na adres rejestracja@dent-art.lublin.pl.",
            ),
            Good(
                "en",
                "Dent-Art Dental Laboratory at 12 Ogrodowa Street in Lublin repairs acrylic dentures within one working day if the denture is brought in by 10:00 a.m. Fitting a new complete denture usually takes three visits. We give a 24-month warranty on cast partial dentures and a 12-month warranty on acrylic ones. The warranty does not cover mechanical damage caused by the patient. The denture should be cleaned every day with a soft brush and should not be soaked in boiling water. Prices: denture relining – PLN 180; adding a tooth – PLN 90. Questions can be sent to rejestracja@dent-art.lublin.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "napisać na rejestracja@dent-art.lublin.pl",
                        "napisać na rejestracja@dentart.lublin.pl",
                    )
                ],
                "url",
            ),
            Slip(
                1,
                [("Protezę należy codziennie czyścić", "Protezę można codziennie czyścić")],
                "modality",
            ),
            Slip(2, [("adding a tooth – PLN 90", "adding a tooth – PLN 60")], "number"),
        ],
    ),
    Case(
        key="pl-readme-jezyk-log-pomiary-masy",
        source="# jezyk-log\n\n"
        "Proste narzędzie wiersza poleceń do zapisywania masy ciała jeży przebywających w ośrodku.\n\n"
        "## Instalacja\n\n"
        "Wymagany jest Python 3.10 lub nowszy. Zainstaluj pakiet poleceniem:\n\n"
        "```\npip install jezyk-log\n```\n\n"
        "## Użycie\n\n"
        "Aby dodać pomiar, uruchom `jezyk-log add --id J-042 --waga 512`. Plik z danymi jest domyślnie zapisywany w `~/.jezyk/pomiary.csv`; ścieżkę możesz zmienić w kluczu `data_path` w pliku `config.toml`. Nie edytuj pliku CSV ręcznie, gdy program działa – możesz utracić dane.",
        good=[
            Good(
                "preserve",
                "# jezyk-log\n\n"
                "Narzędzie CLI, które pozwala rejestrować masę ciała jeży przebywających w ośrodku.\n\n"
                "## Instalacja\n\n"
                "Potrzebujesz Pythona w wersji 3.10 lub nowszej. Pakiet zainstalujesz tak:\n\n"
                "```\npip install jezyk-log\n```\n\n"
                "## Użycie\n\n"
                "Nowy pomiar dodasz poleceniem `jezyk-log add --id J-042 --waga 512`. Domyślnie dane trafiają do pliku `~/.jezyk/pomiary.csv`, a inną ścieżkę ustawisz w kluczu `data_path` pliku `config.toml`. Gdy program jest uruchomiony, nie zmieniaj pliku CSV ręcznie – możesz stracić dane.",
            ),
            Good(
                "preserve",
                "# jezyk-log\n\n"
                "`jezyk-log` to proste narzędzie wiersza poleceń służące do zapisywania masy ciała jeży przebywających w ośrodku.\n\n"
                "## Instalacja\n\n"
                "Program wymaga Pythona 3.10 lub nowszego. Instalacja:\n\n"
                "```\npip install jezyk-log\n```\n\n"
                "## Użycie\n\n"
                "Pomiar dodaje się poleceniem `jezyk-log add --id J-042 --waga 512`. Dane są domyślnie zapisywane w pliku `~/.jezyk/pomiary.csv`; ścieżkę można zmienić za pomocą klucza `data_path` w pliku `config.toml`. Pliku CSV nie należy edytować ręcznie w trakcie działania programu, ponieważ może to spowodować utratę danych.",
            ),
            Good(
                "en",
                "# jezyk-log\n\n"
                "A simple command-line tool for recording the body weight of hedgehogs staying at the centre.\n\n"
                "## Installation\n\n"
                "Python 3.10 or newer is required. Install the package with:\n\n"
                "```\npip install jezyk-log\n```\n\n"
                "## Usage\n\n"
                "To add a measurement, run `jezyk-log add --id J-042 --waga 512`. By default, the data is saved to `~/.jezyk/pomiary.csv`; you can change the path with the `data_path` key in `config.toml`. Do not edit the CSV file by hand while the program is running – you may lose data.",
            ),
        ],
        bad=[
            Slip(0, [("w kluczu `data_path` pliku", "w kluczu `data_dir` pliku")], "code"),
            Slip(
                1,
                [
                    (
                        "Instalacja:\n\n```\npip install jezyk-log\n```\n\n",
                        "Instalacja:\n\npip install jezyk-log\n\n",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [("Python 3.10 or newer is required.", "Python 3.10 or newer is recommended.")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-kolo-pszczelarzy-straty-zimowe-rodzin",
        source="W sezonie 2023/2024 pszczelarze z naszego koła, zrzeszającego 46 pasiek, odnotowali straty zimowe na poziomie 17,8% rodzin. To wynik zbliżony do średniej krajowej podawanej przez Nowakowską i in. (2024) w „Journal of Apicultural Research”, która dla Polski wyniosła około 16%. Najczęściej wskazywaną przyczyną było porażenie warrozą, choć w części pasiek rodziny prawdopodobnie osłabiły również późne pożytki z nawłoci. Zarząd koła przypomina, że ostatnie leczenie przeciw warrozie powinno być przeprowadzone w okresie bezczerwiowym, zwykle na przełomie listopada i grudnia. Zgłoszenia do kolejnej ankiety zimowli przyjmujemy do 15 kwietnia 2025 r. przez formularz na stronie koła.",
        good=[
            Good(
                "preserve",
                "Straty zimowe w 46 pasiekach zrzeszonych w naszym kole wyniosły w sezonie 2023/2024 17,8% rodzin. To wynik zbliżony do średniej krajowej – według pracy Nowakowskiej i in. (2024) opublikowanej w „Journal of Apicultural Research” wyniosła ona dla Polski około 16%. Jako przyczynę pszczelarze najczęściej wskazywali porażenie warrozą, choć w niektórych pasiekach rodziny prawdopodobnie osłabiły także późne pożytki z nawłoci. Zarząd koła przypomina: ostatnie leczenie przeciw warrozie powinno się przeprowadzić w okresie bezczerwiowym, zazwyczaj na przełomie listopada i grudnia. Zgłoszenia do następnej ankiety zimowli przyjmujemy do 15 kwietnia 2025 r. za pośrednictwem formularza na stronie koła.",
            ),
            Good(
                "preserve",
                "Zimowla 2023/2024 w naszym kole (46 pasiek): straty sięgnęły 17,8% rodzin, czyli niewiele odbiegały od średniej krajowej, którą Nowakowska i in. (2024, „Journal of Apicultural Research”) podają dla Polski na poziomie około 16%. Jako przyczynę najczęściej wskazywano warrozę, ale w części pasiek rodziny prawdopodobnie osłabiły też późne pożytki z nawłoci. Zarząd koła przypomina, że ostatnie leczenie przeciw warrozie powinno odbyć się w okresie bezczerwiowym – zwykle przypada on na przełom listopada i grudnia. Zgłoszenia do kolejnej ankiety zimowli przyjmujemy do 15 kwietnia 2025 r. przez formularz na stronie koła.",
            ),
            Good(
                "en",
                "In the 2023/2024 season, beekeepers in our association, which brings together 46 apiaries, reported winter losses of 17.8% of colonies. This is close to the national average given by Nowakowska et al. (2024) in the Journal of Apicultural Research, which for Poland was about 16%. The most frequently cited cause was varroa infestation, although in some apiaries the colonies were probably also weakened by late goldenrod forage. The association's board reminds members that the last varroa treatment should be carried out during the broodless period, usually at the turn of November and December. Entries for the next overwintering survey are accepted until 15 April 2025 via the form on the association's website.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("w sezonie 2023/2024 17,8% rodzin", "w sezonie 2023/2024 12,8% rodzin")],
                "number",
            ),
            Slip(1, [("Nowakowska i in. (2024,", "Nowakowska i in. (2021,")], "citation"),
            Slip(
                2,
                [
                    (
                        "The most frequently cited cause was varroa infestation,",
                        "The most frequently cited cause was varroa infestation, followed by nosema,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-schronisko-leszno-zasady-adopcji-psa",
        source="Schronisko dla Bezdomnych Zwierząt w Lesznie przypomina zasady adopcji. Psa można adoptować po wcześniejszym umówieniu wizyty zapoznawczej; spacery z wybranym zwierzęciem odbywają się w soboty od 10:00 do 13:00. Przed podpisaniem umowy adopcyjnej wolontariusz przeprowadza rozmowę z przyszłym opiekunem, a osoba adoptująca musi mieć ukończone 18 lat i okazać dowód osobisty. Nie wydajemy zwierząt w prezencie dla osób trzecich. Wszystkie psy są zaszczepione, zaczipowane i – jeśli pozwala na to ich wiek – wykastrowane. W ciągu 30 dni od adopcji pracownik schroniska może odwiedzić nowy dom psa. W okresie świątecznym, od 15 do 27 grudnia, adopcje są wstrzymane.",
        good=[
            Good(
                "preserve",
                "Adopcja w Schronisku dla Bezdomnych Zwierząt w Lesznie – krok po kroku:\n"
                "1. Umów się na wizytę zapoznawczą – po niej możesz adoptować psa. Na spacery z wybranym zwierzakiem zapraszamy w soboty w godz. 10:00–13:00.\n"
                "2. Przed podpisaniem umowy adopcyjnej porozmawiasz z wolontariuszem.\n"
                "3. Musisz mieć ukończone 18 lat i okazać dowód osobisty.\n"
                "4. W ciągu 30 dni od adopcji pracownik schroniska może odwiedzić nowy dom psa.\n\n"
                "Pamiętaj: nie wydajemy zwierząt w prezencie dla osób trzecich. Wszystkie nasze psy są zaszczepione i zaczipowane, a jeśli wiek na to pozwala – także wykastrowane. W okresie świątecznym, od 15 do 27 grudnia, adopcje są wstrzymane.",
            ),
            Good(
                "preserve",
                "Schronisko dla Bezdomnych Zwierząt w Lesznie przypomina, na jakich zasadach odbywają się adopcje. Adopcja psa jest możliwa po wcześniejszym umówieniu wizyty zapoznawczej, a spacery z wybranym zwierzęciem organizowane są w soboty w godzinach 10:00–13:00. Umowę adopcyjną poprzedza rozmowa przyszłego opiekuna z wolontariuszem; osoba adoptująca musi mieć ukończone 18 lat i okazać dowód osobisty. Schronisko nie wydaje zwierząt w prezencie dla osób trzecich. Każdy pies jest zaszczepiony i zaczipowany, a jeśli pozwala na to jego wiek – również wykastrowany. Pracownik schroniska może w ciągu 30 dni od adopcji odwiedzić nowy dom psa. Od 15 do 27 grudnia, w okresie świątecznym, adopcje są wstrzymane.",
            ),
            Good(
                "en",
                "The Animal Shelter in Leszno would like to remind you of its adoption rules. You can adopt a dog after booking a get-to-know-you visit in advance; walks with the chosen animal take place on Saturdays from 10 a.m. to 1 p.m. Before the adoption agreement is signed, a volunteer talks to the future owner, and the adopter must be at least 18 years old and show an ID card. We do not give animals away as presents for third parties. All dogs are vaccinated, microchipped and – if their age allows – neutered. Within 30 days of the adoption, a shelter employee may visit the dog's new home. Over the holiday period, from 15 to 27 December, adoptions are suspended.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("3. Musisz mieć ukończone 18 lat", "3. Powinieneś mieć ukończone 18 lat")],
                "modality",
            ),
            Slip(
                1,
                [("w soboty w godzinach 10:00–13:00", "w niedziele w godzinach 10:00–13:00")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "We do not give animals away as presents",
                        "We also give animals away as presents",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-spoldzielnia-zacisze-odczyt-wodomierzy",
        source="Zarząd Spółdzielni Mieszkaniowej „Zacisze” informuje, że odczyty wodomierzy w budynkach przy ul. Lipowej 3, 5 i 7 odbędą się w dniach 10–12 czerwca 2025 r. w godz. 16:00–20:00. Prosimy o zapewnienie dostępu do pomieszczeń, w których znajdują się liczniki. Mieszkańcy nieobecni w tym terminie mogą podać stan licznika przez e-BOK do 16 czerwca. Zgodnie z § 8 ust. 2 Regulaminu rozliczania kosztów dostawy wody w przypadku braku odczytu zużycie zostanie ustalone ryczałtowo. Przypominamy również, że na podstawie art. 4 ust. 1 ustawy z dnia 15 grudnia 2000 r. o spółdzielniach mieszkaniowych członkowie spółdzielni są obowiązani uczestniczyć w pokrywaniu kosztów eksploatacji nieruchomości.",
        good=[
            Good(
                "preserve",
                "Odczyty wodomierzy w budynkach przy ul. Lipowej 3, 5 i 7 zaplanowano na 10–12 czerwca 2025 r., w godzinach 16:00–20:00 – informuje Zarząd SM „Zacisze”. Prosimy mieszkańców o zapewnienie dostępu do pomieszczeń z licznikami. Jeśli w tych dniach nie będzie Cię w domu, możesz podać stan wodomierza przez e-BOK – masz na to czas do 16 czerwca. Gdy odczytu zabraknie, zużycie zostanie ustalone ryczałtowo, zgodnie z § 8 ust. 2 Regulaminu rozliczania kosztów dostawy wody. Przypominamy też, że członkowie spółdzielni są obowiązani uczestniczyć w pokrywaniu kosztów eksploatacji nieruchomości (art. 4 ust. 1 ustawy z dnia 15 grudnia 2000 r. o spółdzielniach mieszkaniowych).",
            ),
            Good(
                "preserve",
                "KOMUNIKAT Zarządu Spółdzielni Mieszkaniowej „Zacisze”\n\n"
                "Odczyt wodomierzy – budynki przy ul. Lipowej 3, 5 i 7:\n"
                "– termin: 10–12 czerwca 2025 r.,\n"
                "– godziny: 16:00–20:00.\n\n"
                "Uprzejmie prosimy o udostępnienie pomieszczeń, w których znajdują się liczniki. Mieszkańcy nieobecni w wyznaczonym terminie mogą przekazać stan licznika za pośrednictwem e-BOK do 16 czerwca. W razie braku odczytu zużycie zostanie ustalone ryczałtowo (§ 8 ust. 2 Regulaminu rozliczania kosztów dostawy wody). Jednocześnie przypominamy, że zgodnie z art. 4 ust. 1 ustawy z dnia 15 grudnia 2000 r. o spółdzielniach mieszkaniowych członkowie spółdzielni są obowiązani uczestniczyć w pokrywaniu kosztów eksploatacji nieruchomości.",
            ),
            Good(
                "en",
                "The Management Board of the “Zacisze” Housing Cooperative announces that water meter readings in the buildings at 3, 5 and 7 Lipowa Street will take place on 10–12 June 2025 between 4 p.m. and 8 p.m. Please make sure the rooms where the meters are located are accessible. Residents who are away on those dates may submit their meter reading via e-BOK by 16 June. Under § 8(2) of the Water Supply Cost Settlement Rules, if no reading is taken, consumption will be determined on a flat-rate basis. We would also like to remind you that under Article 4(1) of the Act of 15 December 2000 on Housing Cooperatives, members of the cooperative are obliged to contribute to the costs of operating the property.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("zgodnie z § 8 ust. 2 Regulaminu", "zgodnie z § 6 ust. 2 Regulaminu")],
                "legal_reference",
            ),
            Slip(
                1,
                [("za pośrednictwem e-BOK do 16 czerwca", "za pośrednictwem e-BOK do 20 czerwca")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "Please make sure the rooms where the meters are located are accessible. Residents who are away on those dates may submit their meter reading via e-BOK by 16 June.",
                        "Prosimy o zapewnienie dostępu do pomieszczeń, w których znajdują się liczniki. Mieszkańcy nieobecni w tym terminie mogą podać stan licznika przez e-BOK do 16 czerwca.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-pracownia-druku-3d-kalibracja-stolu",
        source="### Kalibracja stołu drukarki Prusa MK4\n\n"
        "1. Rozgrzej stół do 60°C, a dyszę do 170°C.\n"
        "2. W menu wybierz **Kalibracja → Pierwsza warstwa**.\n"
        "3. Wydrukuj wzór testowy i obserwuj linie – powinny być płaskie, ale nie przezroczyste.\n\n"
        "Jeśli korzystasz z G-code, możesz zamiast tego wysłać polecenie `G29` po `G28`. Wartość `Z offset` zmieniaj o maksymalnie 0,025 mm na krok. Po wymianie płyty PEI kalibrację trzeba powtórzyć. Nie używaj do czyszczenia płyty alkoholu izopropylowego o stężeniu niższym niż 90% – zostawia smugi.",
        good=[
            Good(
                "preserve",
                "### Jak skalibrować stół w drukarce Prusa MK4\n\n"
                "1. Nagrzej stół do 60°C, a dyszę do 170°C.\n"
                "2. Otwórz w menu **Kalibracja → Pierwsza warstwa**.\n"
                "3. Wydrukuj wzór testowy i przyglądaj się liniom: powinny być płaskie, ale nie przezroczyste.\n\n"
                "Pracujesz z G-code? Zamiast tego możesz wysłać `G29` po poleceniu `G28`. `Z offset` koryguj najwyżej o 0,025 mm na krok. Po wymianie płyty PEI kalibrację trzeba wykonać ponownie. Do czyszczenia płyty nie stosuj alkoholu izopropylowego o stężeniu poniżej 90% – zostawia smugi.",
            ),
            Good(
                "preserve",
                "### Kalibracja stołu – Prusa MK4\n\n"
                "1. Rozgrzać stół do temperatury 60°C, a dyszę do 170°C.\n"
                "2. Wybrać z menu pozycję **Kalibracja → Pierwsza warstwa**.\n"
                "3. Wydrukować wzór testowy, obserwując linie: powinny być płaskie, lecz nie przezroczyste.\n\n"
                "Alternatywnie, przy pracy z G-code, można wysłać polecenie `G29` po `G28`. Wartość `Z offset` należy zmieniać maksymalnie o 0,025 mm na krok. Po wymianie płyty PEI kalibrację trzeba powtórzyć. Do czyszczenia płyty nie należy używać alkoholu izopropylowego o stężeniu niższym niż 90%, ponieważ zostawia smugi.",
            ),
            Good(
                "en",
                "### Calibrating the bed on a Prusa MK4\n\n"
                "1. Heat the bed to 60°C and the nozzle to 170°C.\n"
                "2. In the menu, select **Calibration → First Layer**.\n"
                "3. Print the test pattern and watch the lines – they should be flat but not transparent.\n\n"
                "If you use G-code, you can send `G29` after `G28` instead. Change the `Z offset` value by no more than 0.025 mm per step. After replacing the PEI sheet, you have to repeat the calibration. Do not clean the sheet with isopropyl alcohol at a concentration below 90% – it leaves streaks.",
            ),
        ],
        bad=[
            Slip(0, [("możesz wysłać `G29`", "możesz wysłać `G92`")], "code"),
            Slip(
                1, [("maksymalnie o 0,025 mm na krok", "maksymalnie o 0,05 mm na krok")], "number"
            ),
            Slip(2, [("170°C.\n2. In the menu, select", "170°C. In the menu, select")], "markdown"),
        ],
    ),
    Case(
        key="pl-szkola-zeglarska-oboz-mlodziezowy-gizycko",
        source="Obóz żeglarski na Mazurach dla młodzieży w wieku 13–17 lat potrwa od 5 do 18 lipca 2025 r. Uczestnicy zamieszkają w ośrodku nad jeziorem Niegocin w Giżycku, a zajęcia będą prowadzone na jachtach typu Omega i Puck. Program przygotowuje do egzaminu na patent żeglarza jachtowego, jednak egzamin nie jest wliczony w cenę obozu. Każdy uczestnik musi umieć pływać i dostarczyć zaświadczenie lekarskie o braku przeciwwskazań. W razie silnego wiatru zajęcia na wodzie mogą zostać zastąpione szkoleniem teoretycznym na lądzie. Szacujemy, że około połowy uczestników zdaje egzamin za pierwszym podejściem. Cena obozu wynosi 3450 zł.",
        good=[
            Good(
                "preserve",
                "Masz od 13 do 17 lat i chcesz żeglować? Zapraszamy na obóz na Mazurach, który potrwa od 5 do 18 lipca 2025 r. Zamieszkasz w ośrodku nad jeziorem Niegocin w Giżycku, a pływać będziesz na jachtach typu Omega i Puck. Program przygotowuje do egzaminu na patent żeglarza jachtowego, ale sam egzamin nie jest wliczony w cenę obozu, która wynosi 3450 zł. Z naszych szacunków wynika, że mniej więcej połowa uczestników zdaje go za pierwszym podejściem. Warunki udziału: musisz umieć pływać i dostarczyć zaświadczenie lekarskie o braku przeciwwskazań. Gdy mocno wieje, zajęcia na wodzie mogą zostać zastąpione szkoleniem teoretycznym na lądzie.",
            ),
            Good(
                "preserve",
                "W dniach 5–18 lipca 2025 r. odbędzie się obóz żeglarski na Mazurach przeznaczony dla młodzieży w wieku 13–17 lat. Uczestnicy zostaną zakwaterowani w ośrodku położonym nad jeziorem Niegocin w Giżycku; zajęcia będą prowadzone na jachtach typu Omega i Puck. Program przygotowuje do egzaminu na patent żeglarza jachtowego, przy czym egzamin nie jest wliczony w cenę obozu (3450 zł). Według naszych szacunków około połowy uczestników zdaje egzamin w pierwszym podejściu. Każdy uczestnik musi umieć pływać oraz dostarczyć zaświadczenie lekarskie o braku przeciwwskazań. Przy silnym wietrze zajęcia na wodzie mogą zostać zastąpione szkoleniem teoretycznym na lądzie.",
            ),
            Good(
                "en",
                "A sailing camp in the Masurian Lakes for young people aged 13–17 will run from 5 to 18 July 2025. Participants will stay at a centre on Lake Niegocin in Giżycko, and sessions will be held on Omega and Puck class yachts. The programme prepares participants for the yacht sailor (żeglarz jachtowy) licence exam, but the exam is not included in the camp price. Every participant must be able to swim and provide a medical certificate confirming there are no contraindications. In strong winds, on-water sessions may be replaced with theory training on land. We estimate that about half of the participants pass the exam at their first attempt. The camp costs PLN 3,450.",
            ),
        ],
        bad=[
            Slip(0, [("Z naszych szacunków wynika, że mniej więcej połowa", "Połowa")], "hedge"),
            Slip(
                1,
                [
                    (
                        "zakwaterowani w ośrodku położonym",
                        "zakwaterowani w czteroosobowych domkach w ośrodku położonym",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("on-water sessions may be replaced", "on-water sessions will be replaced")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-piekarnia-zakwas-zamowienia-swiateczne-alergeny",
        source="Piekarnia Rzemieślnicza „Zakwas” przyjmuje zamówienia świąteczne do 20 grudnia. Chleby na zakwasie pieczemy bez dodatku drożdży i polepszaczy. Pieczywo bezglutenowe przygotowujemy w osobnym pomieszczeniu, ale nie możemy zagwarantować całkowitego braku śladów glutenu, dlatego nie polecamy go osobom z celiakią o wysokiej wrażliwości. Informacje o alergenach w każdym produkcie znajdziesz na stronie zakwas-piekarnia.pl/alergeny. Minimalna wartość zamówienia z dostawą to 80 zł; dostawa na terenie Torunia kosztuje 12 zł. Zamówienia można odebrać 23 lub 24 grudnia w sklepie przy ul. Szerokiej 15, w Wigilię do godz. 14:00. Ceny: bochenek żytni 1 kg – 18 zł, makowiec 1,2 kg – 65 zł.",
        good=[
            Good(
                "preserve",
                "Świąteczne zamówienia w Piekarni Rzemieślniczej „Zakwas” przyjmujemy do 20 grudnia. Nasze chleby na zakwasie pieczemy bez dodatku drożdży i polepszaczy. Pieczywo bezglutenowe powstaje w oddzielnym pomieszczeniu, mimo to nie możemy zagwarantować, że nie ma w nim żadnych śladów glutenu – dlatego nie polecamy go osobom z celiakią o wysokiej wrażliwości. Alergeny w każdym produkcie sprawdzisz na zakwas-piekarnia.pl/alergeny. Dostawę realizujemy przy zamówieniach od 80 zł, a na terenie Torunia kosztuje ona 12 zł. Zamówienie odbierzesz 23 lub 24 grudnia w sklepie przy ul. Szerokiej 15 (w Wigilię do 14:00). Ceny: bochenek żytni 1 kg za 18 zł i makowiec 1,2 kg za 65 zł.",
            ),
            Good(
                "preserve",
                "Piekarnia Rzemieślnicza „Zakwas” – zamówienia świąteczne\n\n"
                "- Przyjmujemy je do 20 grudnia.\n"
                "- Chleby na zakwasie pieczemy bez dodatku drożdży i polepszaczy.\n"
                "- Pieczywo bezglutenowe wypiekamy w osobnym pomieszczeniu, ale nie możemy zagwarantować całkowitego braku śladów glutenu, więc nie polecamy go osobom z celiakią o wysokiej wrażliwości.\n"
                "- Alergeny w poszczególnych produktach: zakwas-piekarnia.pl/alergeny.\n"
                "- Dostawa: przy zamówieniu za minimum 80 zł; na terenie Torunia kosztuje 12 zł.\n"
                "- Odbiór: 23 lub 24 grudnia, sklep przy ul. Szerokiej 15; w Wigilię do 14:00.\n"
                "- Ceny: bochenek żytni 1 kg – 18 zł, makowiec 1,2 kg – 65 zł.",
            ),
            Good(
                "en",
                "“Zakwas” Artisan Bakery is taking Christmas orders until 20 December. Our sourdough breads are baked without added yeast or improvers. Gluten-free bread is made in a separate room, but we cannot guarantee that it is completely free of traces of gluten, so we do not recommend it for highly sensitive people with coeliac disease. You will find allergen information for every product at zakwas-piekarnia.pl/alergeny. The minimum order value for delivery is PLN 80, and delivery within Toruń costs PLN 12. Orders can be collected on 23 or 24 December from our shop at 15 Szeroka Street, until 2 p.m. on Christmas Eve. Prices: 1 kg rye loaf – PLN 18; 1.2 kg poppy seed roll – PLN 65.",
            ),
        ],
        bad=[
            Slip(0, [("makowiec 1,2 kg za 65 zł", "makowiec 1,2 kg za 56 zł")], "number"),
            Slip(
                1, [("więc nie polecamy go osobom", "więc polecamy go również osobom")], "negation"
            ),
            Slip(2, [("at zakwas-piekarnia.pl/alergeny", "at zakwas-piekarnia.pl")], "url"),
        ],
    ),
    Case(
        key="pl-poradnia-dwujezycznosc-rozwoj-mowy-przeglad",
        source="Czy dwujęzyczność opóźnia rozwój mowy? Przegląd badań Kowalczyk i Brandt (2021), opublikowany w „Logopedii” (nr 50, s. 113–129), sugeruje, że dzieci wychowywane w dwóch językach mogą zaczynać mówić nieco później, ale różnica zwykle zanika przed ukończeniem 5. roku życia. Autorki podkreślają, że dwujęzyczność sama w sobie nie powoduje zaburzeń mowy. Prawdopodobnie ważniejsza jest ilość kontaktu z każdym z języków – szacuje się, że dziecko potrzebuje co najmniej 25–30% czasu ekspozycji na dany język, by swobodnie się nim posługiwać. Rodzicom nie zaleca się rezygnacji z języka ojczystego. Spotkanie dla rodziców na ten temat odbędzie się w poradni 14 marca 2025 r. o godz. 17:30.",
        good=[
            Good(
                "preserve",
                "Czy wychowanie w dwóch językach opóźnia rozwój mowy? Przegląd badań Kowalczyk i Brandt (2021) w „Logopedii” (nr 50, s. 113–129) sugeruje, że dzieci dwujęzyczne mogą zaczynać mówić nieco później, jednak różnica ta zazwyczaj znika, zanim skończą 5 lat. Autorki zaznaczają, że sama dwujęzyczność nie jest przyczyną zaburzeń mowy. Ważniejsze jest prawdopodobnie to, ile kontaktu dziecko ma z każdym z języków: szacuje się, że aby swobodnie posługiwać się danym językiem, potrzebuje ono co najmniej 25–30% czasu ekspozycji na ten język. Rodzicom nie zaleca się porzucania języka ojczystego. Zapraszamy na spotkanie dla rodziców w poradni – 14 marca 2025 r., godz. 17:30.",
            ),
            Good(
                "preserve",
                "Dwujęzyczność a rozwój mowy – najważniejsze wnioski z przeglądu Kowalczyk i Brandt (2021), „Logopedia” nr 50, s. 113–129:\n"
                "• Dzieci wychowywane w dwóch językach mogą zaczynać mówić nieco później; różnica zwykle zanika przed ukończeniem 5. roku życia.\n"
                "• Jak podkreślają autorki, dwujęzyczność sama w sobie nie powoduje zaburzeń mowy.\n"
                "• Prawdopodobnie większe znaczenie ma ilość kontaktu z każdym z języków – szacuje się, że do swobodnego posługiwania się językiem potrzeba co najmniej 25–30% czasu ekspozycji na ten język.\n"
                "• Rodzicom nie zaleca się rezygnacji z języka ojczystego.\n\n"
                "Spotkanie dla rodziców na ten temat: poradnia, 14 marca 2025 r., godz. 17:30.",
            ),
            Good(
                "en",
                "Does bilingualism delay speech development? A review by Kowalczyk and Brandt (2021), published in Logopedia (no. 50, pp. 113–129), suggests that children raised with two languages may start talking slightly later, but the difference usually disappears before the age of five. The authors stress that bilingualism in itself does not cause speech disorders. The amount of contact with each language is probably more important: it is estimated that a child needs at least 25–30% of their exposure time in a given language to use it fluently. Parents are not advised to give up their native language. A meeting for parents on this topic will be held at the clinic on 14 March 2025 at 5:30 p.m.",
            ),
        ],
        bad=[
            Slip(0, [("szacuje się, że aby swobodnie", "aby swobodnie")], "hedge"),
            Slip(1, [("14 marca 2025 r., godz. 17:30", "14 marca 2025 r., godz. 18:30")], "date"),
            Slip(2, [("Kowalczyk and Brandt (2021)", "Kowalczyk and Brandt (2012)")], "citation"),
        ],
    ),
    Case(
        key="pl-serwis-rowerowy-przeglad-przed-sezonem",
        source="Serwis Rowerowy „Szprycha” zaprasza na przeglądy przed sezonem. Podstawowy przegląd kosztuje 120 zł i obejmuje regulację przerzutek i hamulców, centrowanie kół oraz smarowanie łańcucha. Części wymieniamy dopiero po akceptacji kosztorysu przez klienta. Rower należy oddać czysty; za mycie mocno zabrudzonego roweru pobieramy 30 zł. Czas oczekiwania wynosi zwykle 3–5 dni roboczych, a w kwietniu i maju może się wydłużyć. Nie serwisujemy silników w rowerach elektrycznych – w tej sprawie trzeba skontaktować się z autoryzowanym serwisem producenta. Rowery nieodebrane w ciągu 30 dni od powiadomienia przechowujemy odpłatnie, za 5 zł za dobę.",
        good=[
            Good(
                "preserve",
                "Przed sezonem zajrzyj z rowerem do serwisu „Szprycha”. Za 120 zł zrobimy podstawowy przegląd: wyregulujemy przerzutki i hamulce, wycentrujemy koła i nasmarujemy łańcuch. Części wymienimy dopiero wtedy, gdy zaakceptujesz kosztorys. Rower trzeba oddać czysty – mycie mocno zabrudzonego kosztuje 30 zł. Na odbiór czeka się zwykle 3–5 dni roboczych, choć w kwietniu i maju może to potrwać dłużej. Nie zajmujemy się silnikami rowerów elektrycznych; z tym trzeba zgłosić się do autoryzowanego serwisu producenta. Jeśli nie odbierzesz roweru w ciągu 30 dni od powiadomienia, będziemy go przechowywać odpłatnie – 5 zł za dobę.",
            ),
            Good(
                "preserve",
                "Serwis Rowerowy „Szprycha” zaprasza na przeglądy przedsezonowe. Cena przeglądu podstawowego to 120 zł; w jej ramach regulujemy przerzutki i hamulce, centrujemy koła oraz smarujemy łańcuch. Wymiana części następuje dopiero po zaakceptowaniu kosztorysu przez klienta. Rower należy dostarczyć w stanie czystym – mycie mocno zabrudzonego roweru kosztuje 30 zł. Realizacja trwa zwykle 3–5 dni roboczych, przy czym w kwietniu i maju czas ten może się wydłużyć. Serwis nie naprawia silników rowerów elektrycznych; w takich przypadkach trzeba skontaktować się z autoryzowanym serwisem producenta. Za przechowywanie rowerów nieodebranych w ciągu 30 dni od powiadomienia pobieramy 5 zł za dobę.",
            ),
            Good(
                "en",
                "“Szprycha” Bike Service invites you for a pre-season check-up. A basic service costs PLN 120 and covers adjusting the gears and brakes, truing the wheels and lubricating the chain. We replace parts only after the customer has approved the quote. Bikes must be handed in clean; we charge PLN 30 for washing a very dirty bike. The waiting time is usually 3–5 working days and may be longer in April and May. We do not service e-bike motors – for that, you need to contact the manufacturer's authorised service centre. Bikes not collected within 30 days of notification are stored for a fee of PLN 5 per day.",
            ),
        ],
        bad=[
            Slip(0, [("Nie zajmujemy się silnikami", "Zajmujemy się też silnikami")], "negation"),
            Slip(
                1,
                [
                    (
                        "Rower należy dostarczyć w stanie czystym",
                        "Rower najlepiej dostarczyć w stanie czystym",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "We replace parts only after the customer has approved the quote.",
                        "We replace parts only after the customer has approved the quote, and we always return the old parts to you.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-przychodnia-weterynaryjna-szczepienie-wscieklizna-psow",
        source="Przychodnia Weterynaryjna „Łapa” w Kaliszu przypomina, że szczepienie psów przeciwko wściekliźnie jest obowiązkowe. Pierwsze szczepienie trzeba wykonać w ciągu 30 dni od ukończenia przez szczenię 3. miesiąca życia, a kolejne nie rzadziej niż co 12 miesięcy. Przed szczepieniem pies powinien być zdrowy i odrobaczony, najlepiej 7–10 dni wcześniej. Szczepienie kosztuje u nas 60 zł, a czipowanie z rejestracją w bazie SAFE-ANIMAL – 90 zł. Wizytę można umówić telefonicznie pod numerem 62 555 18 40 lub przez stronę www.lapa-kalisz.pl/rezerwacje. W soboty przyjmujemy wyłącznie pacjentów umówionych wcześniej.",
        good=[
            Good(
                "preserve",
                "Szczepienie psa przeciwko wściekliźnie jest obowiązkowe – przypomina Przychodnia Weterynaryjna „Łapa” w Kaliszu. Szczeniaka trzeba zaszczepić po raz pierwszy w ciągu 30 dni od ukończenia przez niego 3. miesiąca życia, a potem powtarzać szczepienie nie rzadziej niż co 12 miesięcy. Przed szczepieniem pies powinien być zdrowy i odrobaczony – najlepiej 7–10 dni wcześniej. U nas szczepienie kosztuje 60 zł, a czipowanie wraz z rejestracją w bazie SAFE-ANIMAL 90 zł. Wizytę możesz umówić telefonicznie (62 555 18 40) albo przez www.lapa-kalisz.pl/rezerwacje. Pamiętaj, że w soboty przyjmujemy tylko pacjentów umówionych wcześniej.",
            ),
            Good(
                "preserve",
                "Przychodnia Weterynaryjna „Łapa” (Kalisz) – szczepienie psów przeciwko wściekliźnie\n\n"
                "- Szczepienie jest obowiązkowe.\n"
                "- Pierwszą dawkę trzeba podać w ciągu 30 dni od ukończenia przez szczenię 3. miesiąca życia, kolejne – nie rzadziej niż co 12 miesięcy.\n"
                "- Przed szczepieniem pies powinien być zdrowy i odrobaczony, najlepiej 7–10 dni wcześniej.\n"
                "- Cena szczepienia: 60 zł; czipowanie z rejestracją w bazie SAFE-ANIMAL: 90 zł.\n"
                "- Zapisy: tel. 62 555 18 40 lub www.lapa-kalisz.pl/rezerwacje.\n"
                "- W soboty przyjmujemy wyłącznie wcześniej umówionych pacjentów.",
            ),
            Good(
                "en",
                "The “Łapa” Veterinary Clinic in Kalisz reminds dog owners that rabies vaccination is compulsory. Puppies must be vaccinated for the first time within 30 days of turning 3 months old, and then at least every 12 months. Before vaccination, the dog should be healthy and dewormed, ideally 7–10 days beforehand. At our clinic the vaccination costs PLN 60, and microchipping with registration in the SAFE-ANIMAL database costs PLN 90. You can book an appointment by phone on 62 555 18 40 or at www.lapa-kalisz.pl/rezerwacje. On Saturdays we only see patients who have booked in advance.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "albo przez www.lapa-kalisz.pl/rezerwacje",
                        "albo przez www.lapa.kalisz.pl/rezerwacje",
                    )
                ],
                "url",
            ),
            Slip(1, [("SAFE-ANIMAL: 90 zł", "SAFE-ANIMAL: 70 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "At our clinic the vaccination costs PLN 60,",
                        "At our clinic the vaccination costs PLN 60 and includes a free general health check,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
