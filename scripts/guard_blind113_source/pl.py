# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 113: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-rejestracja-miotu-szczeniat-oddzial-zkwp",
        source="Aby zarejestrować szczenię w Związku Kynologicznym w Polsce, hodowca musi zgłosić miot w oddziale w ciągu 14 dni od porodu. Przegląd miotu przeprowadza asystent hodowlany, gdy szczenięta mają od 7 do 9 tygodni. Opłata za rejestrację miotu wynosi 120 zł, a za każdy rodowód dodatkowo 45 zł. Metrykę wydaje się tylko szczeniętom oznakowanym mikroczipem. Nowy właściciel powinien przepisać psa na siebie w oddziale właściwym dla miejsca zamieszkania. Formularze można pobrać ze strony www.zkwp.pl/formularze lub zamówić mailem pod adresem hodowla@zkwp.pl. Wnioski złożone po terminie nie będą rozpatrywane bez pisemnego uzasadnienia.",
        good=[
            Good(
                "preserve",
                """Jeśli jesteś hodowcą i chcesz zarejestrować szczenięta w Związku Kynologicznym w Polsce, pamiętaj o kilku krokach:
- Miot musisz zgłosić w oddziale w ciągu 14 dni od porodu.
- Przegląd miotu wykonuje asystent hodowlany, kiedy szczenięta mają 7–9 tygodni.
- Rejestracja miotu kosztuje 120 zł, a każdy rodowód to dodatkowe 45 zł.
- Metryka przysługuje tylko szczeniętom oznakowanym mikroczipem.

Nowy właściciel powinien przepisać psa na siebie w oddziale właściwym dla swojego miejsca zamieszkania. Formularze możesz pobrać ze strony www.zkwp.pl/formularze albo zamówić mailowo: hodowla@zkwp.pl. Jeśli złożysz wniosek po terminie, nie zostanie on rozpatrzony bez pisemnego uzasadnienia.""",
            ),
            Good(
                "preserve",
                "Zgłoszenie miotu do Związku Kynologicznego w Polsce należy do obowiązków hodowcy i musi nastąpić w oddziale w terminie 14 dni od porodu. Gdy szczenięta osiągną wiek od 7 do 9 tygodni, asystent hodowlany przeprowadza przegląd miotu. Koszt rejestracji miotu to 120 zł; za każdy rodowód pobiera się dodatkowo 45 zł. Metryki wydawane są wyłącznie szczeniętom z mikroczipem. Wnioski złożone po terminie bez pisemnego uzasadnienia nie będą rozpatrywane. Formularze są dostępne na stronie www.zkwp.pl/formularze, można je też zamówić pod adresem hodowla@zkwp.pl. Nowy właściciel powinien przerejestrować psa na siebie w oddziale właściwym dla miejsca zamieszkania.",
            ),
            Good(
                "en",
                "To register a puppy with the Polish Kennel Club (Związek Kynologiczny w Polsce), the breeder must report the litter to a branch within 14 days of the birth. A breeding assistant inspects the litter when the puppies are 7 to 9 weeks old. Registering the litter costs PLN 120, plus PLN 45 for each pedigree. A birth certificate is issued only to puppies marked with a microchip. The new owner should transfer the dog to their name at the branch covering their place of residence. Forms can be downloaded from www.zkwp.pl/formularze or requested by email at hodowla@zkwp.pl. Applications submitted after the deadline will not be considered without a written justification.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("każdy rodowód to dodatkowe 45 zł", "każdy rodowód to dodatkowe 54 zł")],
                "number",
            ),
            Slip(1, [("w terminie 14 dni od porodu", "w terminie 21 dni od porodu")], "date"),
            Slip(2, [("www.zkwp.pl/formularze", "www.zkwp.org.pl/formularze")], "url"),
        ],
    ),
    Case(
        key="pl-konkurs-nalewek-kazimierz-regulamin-proby",
        source="Regulamin VIII Konkursu Nalewek Domowych w Kazimierzu Dolnym. Do konkursu można zgłosić najwyżej trzy nalewki, każdą w innej kategorii: owocowej, ziołowej lub korzennej. Każdą próbkę należy dostarczyć w butelce o pojemności co najmniej 0,5 l, opisanej wyłącznie godłem uczestnika. Na butelce nie wolno umieszczać nazwiska ani nazwy gospodarstwa. Nalewki muszą mieć moc od 18% do 45%. Opłata wpisowa wynosi 30 zł za pierwszą nalewkę i 15 zł za każdą kolejną. Próbki przyjmujemy do 14 czerwca 2025 r. w siedzibie Gminnego Ośrodka Kultury. Jury może nie przyznać nagrody w kategorii, w której zgłoszono mniej niż pięć nalewek.",
        good=[
            Good(
                "preserve",
                "Zapraszamy na VIII Konkurs Nalewek Domowych w Kazimierzu Dolnym! Możesz zgłosić maksymalnie trzy nalewki – każdą w innej kategorii (owocowej, ziołowej albo korzennej). Próbkę trzeba dostarczyć w butelce o pojemności minimum 0,5 l, oznaczonej tylko Twoim godłem; nie wolno na niej umieszczać nazwiska ani nazwy gospodarstwa. Moc nalewki musi wynosić od 18 do 45%. Wpisowe to 30 zł za pierwszą nalewkę i 15 zł za każdą następną. Próbki przyjmuje Gminny Ośrodek Kultury w swojej siedzibie do 14 czerwca 2025 r. Pamiętaj: w kategorii, do której wpłynie mniej niż pięć nalewek, jury może nie przyznać nagrody.",
            ),
            Good(
                "preserve",
                """VIII Konkurs Nalewek Domowych w Kazimierzu Dolnym – najważniejsze zasady:
1. Uczestnik może zgłosić nie więcej niż trzy nalewki, każdą w innej kategorii (owocowa, ziołowa, korzenna).
2. Każdą próbkę należy dostarczyć w butelce o pojemności co najmniej 0,5 l, opisanej wyłącznie godłem uczestnika. Na butelce nie wolno umieszczać nazwiska ani nazwy gospodarstwa.
3. Moc nalewek musi mieścić się w przedziale 18–45%.
4. Wpisowe: 30 zł za pierwszą nalewkę, 15 zł za każdą kolejną.
5. Próbki są przyjmowane w siedzibie Gminnego Ośrodka Kultury do 14 czerwca 2025 r.
6. Jeżeli w danej kategorii zgłoszono mniej niż pięć nalewek, jury może w niej nie przyznać nagrody.""",
            ),
            Good(
                "en",
                "Rules of the 8th Homemade Nalewka Contest in Kazimierz Dolny. Each participant may enter at most three nalewkas, each in a different category: fruit, herbal or spiced. Every sample must be delivered in a bottle of at least 0.5 l, labelled only with the participant's code name. The bottle must not bear the participant's surname or the name of their farm. Nalewkas must have an alcohol content between 18% and 45%. The entry fee is PLN 30 for the first nalewka and PLN 15 for each additional one. Samples are accepted until 14 June 2025 at the Municipal Cultural Centre. The jury may decide not to award a prize in any category with fewer than five entries.",
            ),
        ],
        bad=[
            Slip(0, [("Wpisowe to 30 zł za pierwszą", "Wpisowe to 35 zł za pierwszą")], "number"),
            Slip(
                1, [("Moc nalewek musi mieścić się", "Moc nalewek powinna mieścić się")], "modality"
            ),
            Slip(2, [("The bottle must not bear", "The bottle must bear")], "negation"),
        ],
    ),
    Case(
        key="pl-strzelnica-lok-siedlce-wyciag-regulaminu",
        source="Regulamin strzelnicy sportowej LOK w Siedlcach (wyciąg). Z broni palnej mogą strzelać wyłącznie osoby, które ukończyły 18 lat, a młodzież od 14 lat – tylko pod stałym nadzorem instruktora i za pisemną zgodą rodzica. Każdy strzelający musi przez cały czas pobytu na stanowisku nosić ochronniki słuchu i okulary ochronne. Broń wolno ładować wyłącznie na stanowisku strzeleckim, po komendzie prowadzącego strzelanie. Nie wolno wchodzić na oś strzelnicy, dopóki prowadzący nie ogłosi przerwy. Osoby posiadające własną broń powinny okazać pozwolenie wydane na podstawie art. 10 ustawy z dnia 21 maja 1999 r. o broni i amunicji. Na terenie strzelnicy obowiązuje całkowity zakaz spożywania alkoholu.",
        good=[
            Good(
                "preserve",
                """Najważniejsze zasady strzelnicy sportowej LOK w Siedlcach:
- Strzelać z broni palnej mogą tylko osoby pełnoletnie, czyli po ukończeniu 18 lat. Młodzież od 14. roku życia może strzelać wyłącznie pod stałym nadzorem instruktora i za pisemną zgodą rodzica.
- Na stanowisku każdy strzelający musi cały czas mieć na sobie ochronniki słuchu i okulary ochronne.
- Broń wolno ładować tylko na stanowisku strzeleckim i dopiero po komendzie prowadzącego strzelanie.
- Nie wolno wchodzić na oś strzelnicy, dopóki prowadzący nie ogłosi przerwy.
- Właściciele własnej broni powinni okazać pozwolenie wydane na podstawie art. 10 ustawy z dnia 21 maja 1999 r. o broni i amunicji.
- Na terenie strzelnicy obowiązuje całkowity zakaz picia alkoholu.""",
            ),
            Good(
                "preserve",
                "Poniżej przedstawiamy wyciąg z regulaminu strzelnicy sportowej LOK w Siedlcach. Prawo do strzelania z broni palnej mają wyłącznie osoby po ukończeniu 18 lat; młodzież w wieku od 14 lat może strzelać jedynie pod stałym nadzorem instruktora i za pisemną zgodą rodzica. Przez cały czas przebywania na stanowisku każdy strzelający musi nosić okulary ochronne oraz ochronniki słuchu. Ładowanie broni jest dozwolone wyłącznie na stanowisku strzeleckim, po komendzie prowadzącego strzelanie, a wchodzenie na oś strzelnicy jest zabronione, dopóki prowadzący nie ogłosi przerwy. Alkoholu nie wolno spożywać na całym terenie strzelnicy. Posiadacze własnej broni powinni okazać pozwolenie wydane na podstawie art. 10 ustawy z dnia 21 maja 1999 r. o broni i amunicji.",
            ),
            Good(
                "en",
                "Rules of the LOK sports shooting range in Siedlce (extract). Only people aged 18 or over may shoot firearms; young people from the age of 14 may do so only under the constant supervision of an instructor and with a parent's written consent. Every shooter must wear hearing protection and safety glasses at all times while at the firing point. Firearms may be loaded only at the firing point, after the range officer's command. You must not go downrange until the range officer announces a break. People with their own firearms should show a permit issued under Article 10 of the Act of 21 May 1999 on Weapons and Ammunition. Drinking alcohol is strictly prohibited anywhere on the range.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("- Nie wolno wchodzić na oś strzelnicy", "- Wolno wchodzić na oś strzelnicy")],
                "negation",
            ),
            Slip(1, [("art. 10 ustawy", "art. 12 ustawy")], "legal_reference"),
            Slip(2, [("should show a permit", "must show a permit")], "modality"),
        ],
    ),
    Case(
        key="pl-reklamacja-biletu-pkp-opoznienie-odszkodowanie",
        source="Reklamację dotyczącą biletu kolejowego można złożyć w kasie biletowej, listownie albo przez formularz na stronie www.intercity.pl/reklamacje. Przewoźnik ma 30 dni na jej rozpatrzenie, liczonych od dnia otrzymania reklamacji. Roszczenia o zwrot należności przedawniają się z upływem roku, zgodnie z art. 77 ust. 1 ustawy z dnia 15 listopada 1984 r. – Prawo przewozowe. Do reklamacji należy dołączyć oryginał biletu lub jego kopię, jeśli bilet kupiono przez internet. Jeżeli pociąg był opóźniony o co najmniej 60 minut, pasażer może ubiegać się o odszkodowanie w wysokości 25% ceny biletu. Przewoźnik nie rozpatruje reklamacji złożonych anonimowo.",
        good=[
            Good(
                "preserve",
                "Masz zastrzeżenia do biletu kolejowego? Reklamację możesz złożyć w kasie biletowej, wysłać listownie albo przesłać przez formularz na stronie www.intercity.pl/reklamacje. Dołącz do niej oryginał biletu, a jeśli kupiłeś go przez internet – jego kopię. Przewoźnik ma 30 dni na rozpatrzenie reklamacji, licząc od dnia, w którym ją otrzymał. Pamiętaj, że reklamacji złożonych anonimowo przewoźnik nie rozpatruje. Gdy pociąg spóźnił się o co najmniej 60 minut, możesz ubiegać się o odszkodowanie w wysokości 25% ceny biletu. Roszczenia o zwrot należności przedawniają się po roku – tak stanowi art. 77 ust. 1 ustawy z dnia 15 listopada 1984 r. – Prawo przewozowe.",
            ),
            Good(
                "preserve",
                """Zasady składania reklamacji biletów kolejowych:
1. Reklamację można złożyć w kasie biletowej, drogą pocztową lub za pośrednictwem formularza dostępnego pod adresem www.intercity.pl/reklamacje.
2. Do reklamacji należy dołączyć oryginał biletu, a w przypadku biletu kupionego przez internet – jego kopię.
3. Reklamacje anonimowe nie są rozpatrywane.
4. Termin rozpatrzenia reklamacji wynosi 30 dni od dnia jej otrzymania przez przewoźnika.
5. Przy opóźnieniu pociągu wynoszącym co najmniej 60 minut pasażer może ubiegać się o odszkodowanie równe 25% ceny biletu.
6. Zgodnie z art. 77 ust. 1 ustawy z dnia 15 listopada 1984 r. – Prawo przewozowe roszczenia o zwrot należności przedawniają się z upływem roku.""",
            ),
            Good(
                "en",
                "A complaint about a train ticket can be filed at a ticket office, by post or through the form at www.intercity.pl/reklamacje. The carrier has 30 days to deal with it, counted from the day the complaint is received. Refund claims become time-barred after one year under Article 77(1) of the Act of 15 November 1984 – Transport Law. The complaint must be accompanied by the original ticket, or by a copy of it if the ticket was bought online. If the train was delayed by at least 60 minutes, the passenger may claim compensation of 25% of the ticket price. The carrier does not consider complaints submitted anonymously.",
            ),
        ],
        bad=[
            Slip(0, [("przedawniają się po roku", "przedawniają się po trzech latach")], "date"),
            Slip(1, [("www.intercity.pl/reklamacje", "www.intercity.pl/kontakt")], "url"),
            Slip(2, [("Article 77(1)", "Article 75(1)")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-dzierzawa-jeziora-isag-przetarg-ustny",
        source="Gmina Łukta ogłasza przetarg ustny na dzierżawę jeziora Isąg o powierzchni 62 ha w celu prowadzenia gospodarki rybackiej. Umowa zostanie zawarta na 10 lat, od 1 stycznia 2026 r. Cena wywoławcza rocznego czynszu wynosi 8 400 zł netto. Przystępujący do przetargu musi wpłacić wadium w wysokości 1 000 zł najpóźniej do 28 listopada 2025 r. Dzierżawca będzie zobowiązany do corocznego zarybiania jeziora zgodnie z operatem rybackim. Wędkarze z terenu gminy powinni mieć możliwość zakupu zezwoleń na połów po cenie nie wyższej niż 150 zł rocznie. Przetarg odbędzie się 4 grudnia 2025 r. o godz. 10:00 w sali nr 12 Urzędu Gminy.",
        good=[
            Good(
                "preserve",
                "Gmina Łukta wydzierżawi w przetargu ustnym jezioro Isąg (62 ha) na prowadzenie gospodarki rybackiej. Umowa będzie obowiązywać 10 lat, począwszy od 1 stycznia 2026 r. Cena wywoławcza czynszu za rok to 8 400 zł netto. Kto chce przystąpić do przetargu, musi wpłacić 1 000 zł wadium najpóźniej do 28 listopada 2025 r. Dzierżawca będzie zobowiązany co roku zarybiać jezioro według operatu rybackiego, a wędkarze z terenu gminy powinni mieć możliwość kupienia zezwolenia na połów za nie więcej niż 150 zł rocznie. Przetarg zaplanowano na 4 grudnia 2025 r., godz. 10:00, w sali nr 12 Urzędu Gminy.",
            ),
            Good(
                "preserve",
                """Przetarg na dzierżawę jeziora Isąg – najważniejsze informacje:
- ogłaszający: Gmina Łukta, przetarg ustny;
- przedmiot: jezioro Isąg o powierzchni 62 ha, dzierżawa w celu prowadzenia gospodarki rybackiej;
- okres umowy: 10 lat od 1 stycznia 2026 r.;
- cena wywoławcza rocznego czynszu: 8 400 zł netto;
- wadium: 1 000 zł, które każdy uczestnik musi wpłacić najpóźniej do 28 listopada 2025 r.;
- obowiązki dzierżawcy: coroczne zarybianie zgodnie z operatem rybackim; wędkarze z terenu gminy powinni mieć możliwość kupienia zezwolenia na połów za maksymalnie 150 zł rocznie;
- termin przetargu: 4 grudnia 2025 r., godz. 10:00, sala nr 12 Urzędu Gminy.""",
            ),
            Good(
                "en",
                "The Municipality of Łukta is announcing an oral tender for the lease of Lake Isąg, covering 62 hectares, for fisheries management. The agreement will be concluded for 10 years, starting on 1 January 2026. The starting price for the annual rent is PLN 8,400 net. Anyone taking part in the tender must pay a deposit of PLN 1,000 by 28 November 2025 at the latest. The tenant will be required to restock the lake every year in accordance with the fisheries management plan. Anglers from the municipality should be able to buy fishing permits for no more than PLN 150 a year. The tender will be held on 4 December 2025 at 10:00 a.m. in room 12 of the Municipal Office.",
            ),
        ],
        bad=[
            Slip(0, [("musi wpłacić 1 000 zł wadium", "może wpłacić 1 000 zł wadium")], "modality"),
            Slip(
                1,
                [("najpóźniej do 28 listopada 2025 r.", "najpóźniej do 18 listopada 2025 r.")],
                "date",
            ),
            Slip(2, [("covering 62 hectares", "covering 26 hectares")], "number"),
        ],
    ),
    Case(
        key="pl-wypozyczalnia-sprzetu-rehabilitacyjnego-caritas-tarnow",
        source="Wypożyczalnia sprzętu rehabilitacyjnego przy Caritas Diecezji Tarnowskiej udostępnia nieodpłatnie wózki inwalidzkie, balkoniki, kule łokciowe i łóżka rehabilitacyjne. Sprzęt wypożycza się na okres do 3 miesięcy, z możliwością jednokrotnego przedłużenia. Przy odbiorze należy okazać dowód osobisty i zaświadczenie lekarskie wystawione nie wcześniej niż 30 dni przed wizytą. Wypożyczający może zostać poproszony o dobrowolną darowiznę na konserwację sprzętu, ale jej brak nie wpływa na decyzję. Sprzętu nie wolno przekazywać osobom trzecim. Uszkodzenia trzeba zgłosić niezwłocznie, najpóźniej w ciągu 3 dni roboczych. Wypożyczalnia jest czynna od poniedziałku do piątku w godz. 9:00–15:00, tel. 14 621 33 40.",
        good=[
            Good(
                "preserve",
                "W wypożyczalni sprzętu rehabilitacyjnego Caritas Diecezji Tarnowskiej możesz bezpłatnie wypożyczyć wózek inwalidzki, balkonik, kule łokciowe lub łóżko rehabilitacyjne. Sprzęt dostaniesz na maksymalnie 3 miesiące, a okres ten można jeden raz przedłużyć. Przy odbiorze musisz pokazać dowód osobisty i zaświadczenie lekarskie wystawione nie wcześniej niż 30 dni przed wizytą. Możemy poprosić Cię o dobrowolną darowiznę na konserwację sprzętu, ale jeśli jej nie przekażesz, nie wpłynie to na decyzję. Pamiętaj, że sprzętu nie wolno przekazywać innym osobom, a każde uszkodzenie trzeba zgłosić od razu – najpóźniej w ciągu 3 dni roboczych. Zapraszamy od poniedziałku do piątku w godz. 9:00–15:00, tel. 14 621 33 40.",
            ),
            Good(
                "preserve",
                "Caritas Diecezji Tarnowskiej prowadzi wypożyczalnię, która nieodpłatnie udostępnia wózki inwalidzkie, balkoniki, kule łokciowe i łóżka rehabilitacyjne. Okres wypożyczenia wynosi do 3 miesięcy i może zostać jednokrotnie przedłużony. Warunkiem odbioru jest okazanie dowodu osobistego oraz zaświadczenia lekarskiego wystawionego nie wcześniej niż 30 dni przed wizytą. Wypożyczający może zostać poproszony o dobrowolną darowiznę na konserwację sprzętu; brak darowizny nie ma wpływu na decyzję. Zabrania się przekazywania sprzętu osobom trzecim. Wszelkie uszkodzenia należy zgłaszać niezwłocznie, nie później niż w ciągu 3 dni roboczych. Godziny otwarcia: poniedziałek–piątek, 9:00–15:00; telefon: 14 621 33 40.",
            ),
            Good(
                "en",
                "The rehabilitation equipment loan service run by Caritas of the Diocese of Tarnów lends wheelchairs, walking frames, elbow crutches and rehabilitation beds free of charge. Equipment is lent for up to 3 months, and the loan can be extended once. When collecting it, you need to show your ID card and a medical certificate issued no earlier than 30 days before your visit. Borrowers may be asked for a voluntary donation towards equipment maintenance, but not giving one does not affect the decision. The equipment must not be passed on to third parties. Any damage has to be reported immediately, within 3 working days at the latest. The service is open Monday to Friday, 9:00 a.m. to 3:00 p.m., tel. 14 621 33 40.",
            ),
        ],
        bad=[
            Slip(0, [("Przy odbiorze musisz pokazać", "Przy odbiorze warto pokazać")], "modality"),
            Slip(
                1,
                [("brak darowizny nie ma wpływu na decyzję", "brak darowizny ma wpływ na decyzję")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "rehabilitation beds free of charge.",
                        "rehabilitation beds free of charge to residents of the Tarnów diocese.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-kurs-pierwszej-pomocy-firmy-oferta",
        source="Oferujemy szkolenia z pierwszej pomocy dla firm, prowadzone przez ratowników medycznych z uprawnieniami instruktorskimi. Kurs podstawowy trwa 8 godzin i obejmuje resuscytację krążeniowo-oddechową, obsługę defibrylatora AED oraz postępowanie przy zadławieniu. Grupa liczy od 6 do 16 osób, a cena wynosi 180 zł netto od uczestnika. Zajęcia odbywają się w siedzibie klienta; wymagamy jedynie sali z wolną przestrzenią na podłodze. Według naszych danych około 70% uczestników nigdy wcześniej nie ćwiczyło na fantomie. Certyfikat jest ważny 2 lata. Szkolenie może pomóc pracodawcy spełnić obowiązek wynikający z art. 209¹ Kodeksu pracy, ale nie zastępuje wyznaczenia osób do udzielania pierwszej pomocy.",
        good=[
            Good(
                "preserve",
                """Szkolenia z pierwszej pomocy dla Twojej firmy

Zajęcia prowadzą ratownicy medyczni z uprawnieniami instruktorskimi. W ramach 8-godzinnego kursu podstawowego uczestnicy poznają:
- resuscytację krążeniowo-oddechową,
- obsługę defibrylatora AED,
- postępowanie przy zadławieniu.

Grupa: 6–16 osób. Cena: 180 zł netto za uczestnika. Przyjeżdżamy do Twojej siedziby – potrzebujemy tylko sali z wolnym miejscem na podłodze. Z naszych danych wynika, że mniej więcej 70% uczestników nigdy wcześniej nie ćwiczyło na fantomie. Certyfikat zachowuje ważność przez 2 lata. Szkolenie może pomóc spełnić obowiązek pracodawcy z art. 209¹ Kodeksu pracy, lecz nie zastępuje wyznaczenia osób do udzielania pierwszej pomocy.""",
            ),
            Good(
                "preserve",
                "Nasze szkolenia z pierwszej pomocy dla przedsiębiorstw prowadzą ratownicy medyczni posiadający uprawnienia instruktorskie. Ośmiogodzinny kurs podstawowy obejmuje resuscytację krążeniowo-oddechową, obsługę defibrylatora AED i postępowanie w przypadku zadławienia. Szkolimy grupy liczące od 6 do 16 osób; koszt to 180 zł netto za osobę. Zajęcia prowadzimy w siedzibie klienta, od którego wymagamy jedynie sali z wolną przestrzenią na podłodze. Jak wynika z naszych danych, około 70% uczestników nigdy wcześniej nie ćwiczyło na fantomie. Wydawany certyfikat jest ważny przez 2 lata. Szkolenie może ułatwić pracodawcy wypełnienie obowiązku określonego w art. 209¹ Kodeksu pracy, nie zastępuje jednak wyznaczenia osób do udzielania pierwszej pomocy.",
            ),
            Good(
                "en",
                "We offer first-aid training for companies, delivered by paramedics qualified as instructors. The basic course lasts 8 hours and covers cardiopulmonary resuscitation, using an AED defibrillator and dealing with choking. Groups have 6 to 16 people, and the price is PLN 180 net per participant. Classes take place at the client's premises; all we require is a room with some free floor space. According to our data, about 70% of participants have never practised on a training manikin before. The certificate is valid for 2 years. The training may help an employer meet the obligation under Article 209¹ of the Labour Code, but it does not replace designating people to give first aid.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Certyfikat zachowuje ważność przez 2 lata.",
                        "Certyfikat zachowuje ważność przez 2 lata i jest honorowany przez Państwową Inspekcję Pracy.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("koszt to 180 zł netto za osobę", "koszt to 150 zł netto za osobę")], "number"
            ),
            Slip(2, [("about 70% of participants", "70% of participants")], "hedge"),
        ],
    ),
    Case(
        key="pl-psm-opole-nabor-badanie-przydatnosci",
        source="Państwowa Szkoła Muzyczna I stopnia im. Fryderyka Chopina w Opolu ogłasza nabór na rok szkolny 2025/2026. Wnioski przyjmujemy od 3 marca do 16 maja 2025 r. w sekretariacie szkoły lub elektronicznie. O przyjęcie mogą ubiegać się dzieci w wieku od 6 do 16 lat. Badanie przydatności odbędzie się 7 czerwca 2025 r. i sprawdza słuch, poczucie rytmu oraz pamięć muzyczną. Kandydat nie musi umieć grać na żadnym instrumencie ani znać nut. Rodzic powinien przyjść z dzieckiem co najmniej 15 minut przed wyznaczoną godziną. Wyniki zostaną ogłoszone najpóźniej 20 czerwca. Nauka w szkole jest bezpłatna, ale rodzice muszą we własnym zakresie zapewnić dziecku instrument do ćwiczeń w domu.",
        good=[
            Good(
                "preserve",
                "Chcesz, żeby Twoje dziecko uczyło się w Państwowej Szkole Muzycznej I stopnia im. Fryderyka Chopina w Opolu? Rusza nabór na rok szkolny 2025/2026! Wnioski można składać od 3 marca do 16 maja 2025 r. – w sekretariacie szkoły albo elektronicznie. O przyjęcie mogą się starać dzieci w wieku 6–16 lat. Nie trzeba umieć grać na żadnym instrumencie ani znać nut. Badanie przydatności odbędzie się 7 czerwca 2025 r.; sprawdzimy słuch, poczucie rytmu i pamięć muzyczną. Rodzic powinien przyjść z dzieckiem co najmniej 15 minut przed wyznaczoną godziną. Wyniki ogłosimy najpóźniej 20 czerwca. Nauka jest bezpłatna, ale instrument do ćwiczeń w domu musicie zapewnić dziecku we własnym zakresie.",
            ),
            Good(
                "preserve",
                """Nabór do PSM I st. im. Fryderyka Chopina w Opolu – rok szkolny 2025/2026
- Kandydaci: dzieci w wieku od 6 do 16 lat.
- Składanie wniosków: 3 marca – 16 maja 2025 r., w sekretariacie szkoły lub drogą elektroniczną.
- Badanie przydatności: 7 czerwca 2025 r.; obejmuje słuch, poczucie rytmu i pamięć muzyczną. Ani umiejętność gry na instrumencie, ani znajomość nut nie są wymagane.
- Rodzic powinien stawić się z dzieckiem nie później niż 15 minut przed wyznaczoną godziną.
- Ogłoszenie wyników: najpóźniej 20 czerwca.
- Nauka jest bezpłatna; rodzice muszą jednak we własnym zakresie zapewnić dziecku instrument do ćwiczeń w domu.""",
            ),
            Good(
                "en",
                "The Fryderyk Chopin State Music School of the first degree in Opole is opening admissions for the 2025/2026 school year. Applications are accepted from 3 March to 16 May 2025 at the school office or electronically. Children aged 6 to 16 may apply. The aptitude test will take place on 7 June 2025 and checks hearing, sense of rhythm and musical memory. Candidates do not need to be able to play any instrument or read music. A parent should arrive with the child at least 15 minutes before the appointed time. Results will be announced by 20 June at the latest. Tuition is free, but parents must provide their child with an instrument for practising at home themselves.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Nie trzeba umieć grać na żadnym instrumencie ani znać nut.",
                        "Trzeba umieć grać na instrumencie i znać nuty.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("rodzice muszą jednak", "rodzice mogą jednak")], "modality"),
            Slip(2, [("on 7 June 2025", "on 14 June 2025")], "date"),
        ],
    ),
    Case(
        key="pl-festiwal-kapel-podworkowych-praska-ferajna",
        source="Zapraszamy kapele podwórkowe do udziału w XII Festiwalu Kapel Podwórkowych „Praska Ferajna”, który odbędzie się 23 i 24 sierpnia 2025 r. na Skwerze Szymańskiego w Warszawie. Zespół może liczyć od 3 do 10 muzyków i musi wykonać dwa utwory, w tym co najmniej jeden z repertuaru warszawskiego folkloru miejskiego. Czas występu nie może przekroczyć 12 minut. Organizator nie zapewnia nagłośnienia instrumentów akustycznych ani noclegów. Zgłoszenia wraz z nagraniem należy przesyłać na adres festiwal@praskaferajna.pl do 30 czerwca. Pula nagród wynosi 15 000 zł, a zdobywca Grand Prix wystąpi na gali finałowej. Szczegóły znajdują się na www.praskaferajna.pl.",
        good=[
            Good(
                "preserve",
                "Gracie w kapeli podwórkowej? Zgłoście się na XII Festiwal Kapel Podwórkowych „Praska Ferajna”! Odbędzie się on 23–24 sierpnia 2025 r. na Skwerze Szymańskiego w Warszawie. Wasz zespół może mieć od 3 do 10 muzyków i musi zagrać dwa utwory, z czego przynajmniej jeden z repertuaru warszawskiego folkloru miejskiego. Występ nie może trwać dłużej niż 12 minut. Uwaga: organizator nie zapewnia nagłośnienia instrumentów akustycznych ani noclegów. Zgłoszenie razem z nagraniem trzeba wysłać na adres festiwal@praskaferajna.pl do 30 czerwca. Do wygrania jest pula nagród 15 000 zł, a zwycięzca Grand Prix zagra na gali finałowej. Więcej informacji: www.praskaferajna.pl.",
            ),
            Good(
                "preserve",
                "XII Festiwal Kapel Podwórkowych „Praska Ferajna” odbędzie się w dniach 23 i 24 sierpnia 2025 r. na Skwerze Szymańskiego w Warszawie. Do udziału zapraszamy kapele podwórkowe liczące od 3 do 10 muzyków. Każdy zespół jest zobowiązany wykonać dwa utwory, w tym co najmniej jeden z repertuaru warszawskiego folkloru miejskiego; czas występu nie może przekroczyć 12 minut. Zgłoszenia z nagraniem należy nadsyłać do 30 czerwca na adres festiwal@praskaferajna.pl. Organizator nie zapewnia ani noclegów, ani nagłośnienia instrumentów akustycznych. Łączna pula nagród to 15 000 zł; laureat Grand Prix wystąpi podczas gali finałowej. Szczegółowe informacje są dostępne na stronie www.praskaferajna.pl.",
            ),
            Good(
                "en",
                "Courtyard bands are invited to take part in the 12th “Praska Ferajna” Courtyard Band Festival, to be held on 23–24 August 2025 at Szymański Square in Warsaw. A band may have 3 to 10 musicians and must perform two pieces, at least one of them from the Warsaw urban folk repertoire. A performance must not exceed 12 minutes. The organiser does not provide amplification for acoustic instruments or accommodation. Entries, together with a recording, must be sent to festiwal@praskaferajna.pl by 30 June. The prize pool is PLN 15,000, and the Grand Prix winner will perform at the final gala. Details are available at www.praskaferajna.pl.",
            ),
        ],
        bad=[
            Slip(0, [("festiwal@praskaferajna.pl", "festiwal@praskaferajna.com.pl")], "url"),
            Slip(
                1,
                [
                    (
                        "Organizator nie zapewnia ani noclegów, ani nagłośnienia",
                        "Organizator zapewnia zarówno noclegi, jak i nagłośnienie",
                    )
                ],
                "negation",
            ),
            Slip(2, [("PLN 15,000", "PLN 5,000")], "number"),
        ],
    ),
    Case(
        key="pl-plocki-bon-seniora-nabor-wnioskow",
        source="Płocki Bon Seniora – nabór wniosków. Od 1 lipca 2025 r. mieszkańcy Płocka, którzy ukończyli 70 lat, mogą ubiegać się o bon o wartości 300 zł rocznie na zajęcia sportowe, kulturalne i edukacyjne. Zasady programu określa uchwała nr XV/142/2025 Rady Miasta Płocka z dnia 27 marca 2025 r. Wniosek należy złożyć osobiście w Miejskim Ośrodku Pomocy Społecznej przy ul. Zielonej 12, okazując dowód osobisty; zaświadczenie o dochodach nie jest wymagane. Bon można wykorzystać wyłącznie u partnerów programu, których lista będzie prawdopodobnie gotowa pod koniec czerwca. Urząd szacuje, że z programu skorzysta około 4 tysięcy seniorów. Niewykorzystane środki nie przechodzą na kolejny rok.",
        good=[
            Good(
                "preserve",
                "Masz co najmniej 70 lat i mieszkasz w Płocku? Od 1 lipca 2025 r. możesz złożyć wniosek o Płocki Bon Seniora – 300 zł rocznie na zajęcia sportowe, kulturalne i edukacyjne. Wniosek musisz złożyć osobiście w Miejskim Ośrodku Pomocy Społecznej (ul. Zielona 12) i okazać przy tym dowód osobisty. Zaświadczenia o dochodach nie potrzebujesz. Bon możesz wykorzystać tylko u partnerów programu – ich lista będzie prawdopodobnie gotowa pod koniec czerwca. Pamiętaj, że pieniądze, których nie wykorzystasz, nie przejdą na następny rok. Według szacunków urzędu z programu skorzysta około 4 tysięcy seniorów. Zasady opisuje uchwała nr XV/142/2025 Rady Miasta Płocka z 27 marca 2025 r.",
            ),
            Good(
                "preserve",
                """Płocki Bon Seniora – informacje o naborze
1. Uprawnieni: mieszkańcy Płocka po ukończeniu 70. roku życia.
2. Wartość bonu: 300 zł rocznie na zajęcia sportowe, kulturalne i edukacyjne.
3. Termin: wnioski przyjmowane są od 1 lipca 2025 r.
4. Miejsce: Miejski Ośrodek Pomocy Społecznej, ul. Zielona 12 – wniosek należy złożyć osobiście, okazując dowód osobisty. Zaświadczenie o dochodach nie jest wymagane.
5. Realizacja: bon można wykorzystać wyłącznie u partnerów programu; ich lista będzie prawdopodobnie gotowa pod koniec czerwca. Niewykorzystane środki nie przechodzą na kolejny rok.
6. Podstawa prawna: uchwała nr XV/142/2025 Rady Miasta Płocka z dnia 27 marca 2025 r.

Według szacunków urzędu z programu skorzysta około 4 tysięcy seniorów.""",
            ),
            Good(
                "en",
                "Płock Senior Voucher – applications open. From 1 July 2025, Płock residents aged 70 or over can apply for a voucher worth PLN 300 a year for sports, cultural and educational activities. The programme's rules are set out in Resolution No. XV/142/2025 of the Płock City Council of 27 March 2025. Applications must be submitted in person at the Municipal Social Welfare Centre, ul. Zielona 12, on presentation of an ID card; no income certificate is required. The voucher can be used only with programme partners, whose list will probably be ready at the end of June. The city office estimates that about 4,000 seniors will take part. Unused funds do not carry over to the following year.",
            ),
        ],
        bad=[
            Slip(
                0, [("ich lista będzie prawdopodobnie gotowa", "ich lista będzie gotowa")], "hedge"
            ),
            Slip(1, [("uchwała nr XV/142/2025", "uchwała nr XV/124/2025")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "Applications must be submitted in person",
                        "Applications may be submitted in person",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-readme-skrypt-eksport-jpk-fa",
        source="""## Eksport faktur do JPK

Skrypt `eksport_jpk.py` generuje plik JPK_FA(4) na podstawie faktur z bazy. Wymaga Pythona 3.11 lub nowszego.

### Instalacja

```bash
pip install -r requirements.txt
```

### Użycie

- `--od` i `--do` – zakres dat w formacie RRRR-MM-DD (wymagane),
- `--nip` – NIP podatnika; jeśli go nie podasz, skrypt użyje wartości z `config.toml`,
- `--wyjscie` – ścieżka pliku XML (domyślnie `jpk_fa.xml`).

Przed wysłaniem pliku do urzędu powinieneś sprawdzić go walidatorem z [dokumentacji Ministerstwa Finansów](https://www.podatki.gov.pl/jpk/). Skrypt nie wysyła plików automatycznie.""",
        good=[
            Good(
                "preserve",
                """## Eksport faktur do JPK

`eksport_jpk.py` tworzy plik JPK_FA(4) z faktur zapisanych w bazie. Do działania potrzebny jest Python 3.11 albo nowszy.

### Instalacja

Zależności zainstalujesz poleceniem:

```bash
pip install -r requirements.txt
```

### Użycie

Dostępne opcje:

- `--od` i `--do` – wymagany zakres dat w formacie RRRR-MM-DD,
- `--nip` – NIP podatnika; gdy go pominiesz, skrypt weźmie wartość z `config.toml`,
- `--wyjscie` – ścieżka do pliku XML (domyślnie `jpk_fa.xml`).

Zanim wyślesz plik do urzędu, powinieneś zweryfikować go walidatorem opisanym w [dokumentacji Ministerstwa Finansów](https://www.podatki.gov.pl/jpk/). Pamiętaj, że skrypt nie wysyła plików automatycznie.""",
            ),
            Good(
                "preserve",
                """## Eksport faktur do JPK

Skrypt `eksport_jpk.py` służy do generowania pliku JPK_FA(4) na podstawie faktur przechowywanych w bazie. Wymagany jest Python w wersji 3.11 lub nowszej.

### Instalacja

```bash
pip install -r requirements.txt
```

### Użycie

| Opcja | Opis |
|---|---|
| `--od`, `--do` | zakres dat w formacie RRRR-MM-DD (wymagane) |
| `--nip` | NIP podatnika; w razie pominięcia skrypt użyje wartości z `config.toml` |
| `--wyjscie` | ścieżka pliku XML (domyślnie `jpk_fa.xml`) |

Skrypt nie wysyła plików automatycznie. Przed wysłaniem do urzędu plik powinien zostać sprawdzony walidatorem z [dokumentacji Ministerstwa Finansów](https://www.podatki.gov.pl/jpk/).""",
            ),
            Good(
                "en",
                """## Exporting invoices to JPK

The `eksport_jpk.py` script generates a JPK_FA(4) file from the invoices in the database. It requires Python 3.11 or newer.

### Installation

```bash
pip install -r requirements.txt
```

### Usage

- `--od` and `--do` – date range in YYYY-MM-DD format (required),
- `--nip` – the taxpayer's NIP (tax ID); if you omit it, the script uses the value from `config.toml`,
- `--wyjscie` – path of the XML file (default `jpk_fa.xml`).

Before sending the file to the tax office, you should check it with the validator from the [Ministry of Finance documentation](https://www.podatki.gov.pl/jpk/). The script does not send files automatically.""",
            ),
        ],
        bad=[
            Slip(0, [("powinieneś zweryfikować go", "musisz zweryfikować go")], "modality"),
            Slip(
                1,
                [
                    (
                        "```bash\npip install -r requirements.txt\n```",
                        "pip install -r requirements.txt",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("pip install -r requirements.txt", "pip install requirements.txt")], "code"),
        ],
    ),
    Case(
        key="pl-instrukcja-wdrozenia-serwer-testowy-migracje",
        source="""# Wdrożenie aplikacji na serwer testowy

1. Zaloguj się na serwer `test-app-02` przez VPN.
2. Pobierz najnowszą wersję: `git pull origin main`.
3. Uruchom migracje poleceniem `python manage.py migrate`.
4. Zrestartuj usługę: `sudo systemctl restart gunicorn`.

> **Uwaga:** nie uruchamiaj migracji na bazie produkcyjnej. Przed wdrożeniem w piątek po godzinie 15:00 musisz uzyskać zgodę kierownika zespołu.

Wdrożenie trwa zwykle około 10 minut. Jeśli coś pójdzie nie tak, zgłoś problem na kanale #wdrozenia i przywróć poprzednią wersję zgodnie z [instrukcją rollbacku](https://wiki.firma.pl/rollback).""",
        good=[
            Good(
                "preserve",
                """# Wdrożenie aplikacji na serwer testowy

Aby wdrożyć aplikację:

1. Połącz się przez VPN i zaloguj na serwer `test-app-02`.
2. Pobierz najnowszą wersję poleceniem `git pull origin main`.
3. Wykonaj migracje: `python manage.py migrate`.
4. Zrestartuj usługę za pomocą `sudo systemctl restart gunicorn`.

> **Uwaga:** migracji nie wolno uruchamiać na bazie produkcyjnej. Jeśli chcesz wdrażać w piątek po 15:00, musisz najpierw uzyskać zgodę kierownika zespołu.

Całość zajmuje zazwyczaj około 10 minut. W razie problemów zgłoś je na kanale #wdrozenia i przywróć poprzednią wersję według [instrukcji rollbacku](https://wiki.firma.pl/rollback).""",
            ),
            Good(
                "preserve",
                """# Wdrożenie aplikacji na serwer testowy

1. Przez VPN zaloguj się na serwer `test-app-02`.
2. Zaktualizuj kod do najnowszej wersji: `git pull origin main`.
3. Uruchom migracje: `python manage.py migrate`.
4. Zrestartuj usługę: `sudo systemctl restart gunicorn`.

> **Uwaga:** nie uruchamiaj migracji na produkcyjnej bazie danych. Wdrożenie w piątek po 15:00 wymaga wcześniejszej zgody kierownika zespołu – musisz ją uzyskać.

Zwykle trwa to około 10 minut. Gdy coś się nie uda, zgłoś problem na #wdrozenia i wróć do poprzedniej wersji zgodnie z [instrukcją rollbacku](https://wiki.firma.pl/rollback).""",
            ),
            Good(
                "en",
                """# Deploying the application to the test server

1. Log in to the `test-app-02` server via VPN.
2. Pull the latest version: `git pull origin main`.
3. Run the migrations with `python manage.py migrate`.
4. Restart the service: `sudo systemctl restart gunicorn`.

> **Note:** do not run the migrations on the production database. Before deploying on a Friday after 3 p.m., you must get approval from the team lead.

Deployment usually takes about 10 minutes. If something goes wrong, report the problem in the #wdrozenia channel and roll back to the previous version following the [rollback guide](https://wiki.firma.pl/rollback).""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("`sudo systemctl restart gunicorn`", "`sudo systemctl reload gunicorn`")],
                "code",
            ),
            Slip(
                1,
                [
                    (
                        "nie uruchamiaj migracji na produkcyjnej bazie danych",
                        "uruchom migracje także na produkcyjnej bazie danych",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("the [rollback guide](https://wiki.firma.pl/rollback)", "the rollback guide")],
                "markdown",
            ),
        ],
    ),
    Case(
        key="pl-notatka-zebranie-wspolnoty-sloneczna-8",
        source="""## Zebranie Wspólnoty Mieszkaniowej „Słoneczna 8” – 12 marca 2025

**Ustalenia:**
- Remont dachu zostanie przeprowadzony w maju; koszt szacowany na ok. 180 000 zł.
- Zaliczka na fundusz remontowy wzrośnie od 1 kwietnia z 2,50 zł do 3,20 zł za m².
- Właściciele nie mogą montować klimatyzatorów na elewacji bez zgody zarządu.
- Termin zgłaszania uwag do sprawozdania finansowego upływa 31 marca.

**Do zrobienia:**
- Zarząd powinien zebrać co najmniej trzy oferty na wymianę domofonów.
- Następne zebranie odbędzie się 10 czerwca o 18:00 w świetlicy.""",
        good=[
            Good(
                "preserve",
                """## Zebranie Wspólnoty Mieszkaniowej „Słoneczna 8” (12 marca 2025)

**Co ustalono:**
- W maju zostanie wyremontowany dach; koszt szacuje się na około 180 000 zł.
- Od 1 kwietnia zaliczka na fundusz remontowy rośnie z 2,50 zł do 3,20 zł za m².
- Bez zgody zarządu właścicielom nie wolno montować klimatyzatorów na elewacji.
- Uwagi do sprawozdania finansowego można zgłaszać do 31 marca.

**Zadania:**
- Zarząd powinien zebrać minimum trzy oferty na wymianę domofonów.
- Kolejne zebranie: 10 czerwca, godz. 18:00, świetlica.""",
            ),
            Good(
                "preserve",
                """## Zebranie Wspólnoty Mieszkaniowej „Słoneczna 8” – 12 marca 2025

**Ustalenia:**
- Dach będzie remontowany w maju, a koszt prac szacuje się na ok. 180 000 zł.
- Od 1 kwietnia zaliczka na fundusz remontowy wyniesie 3,20 zł za m² (dotychczas 2,50 zł).
- Montaż klimatyzatorów na elewacji wymaga zgody zarządu – bez niej właściciele nie mogą ich instalować.
- Na uwagi do sprawozdania finansowego czekamy do 31 marca.

**Do zrobienia:**
- Zarząd powinien zebrać przynajmniej trzy oferty dotyczące wymiany domofonów.
- Najbliższe zebranie zaplanowano na 10 czerwca, na godz. 18:00, w świetlicy.""",
            ),
            Good(
                "en",
                """## Meeting of the “Słoneczna 8” Housing Community – 12 March 2025

**Decisions:**
- The roof will be renovated in May; the cost is estimated at approx. PLN 180,000.
- From 1 April, the advance payment to the renovation fund will rise from PLN 2.50 to PLN 3.20 per m².
- Owners may not install air conditioners on the façade without the board's consent.
- The deadline for comments on the financial statement is 31 March.

**To do:**
- The board should collect at least three quotes for replacing the intercoms.
- The next meeting will be held on 10 June at 6 p.m. in the common room.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- W maju zostanie wyremontowany dach;",
                        "- W maju firma Dach-Bud wyremontuje dach;",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("(dotychczas 2,50 zł).\n- Montaż", "(dotychczas 2,50 zł). Montaż")], "markdown"
            ),
            Slip(2, [("on 10 June at 6 p.m.", "on 10 June at 8 p.m.")], "date"),
        ],
    ),
    Case(
        key="pl-przeglad-badan-smartfon-sen-nastolatkow",
        source="Nastolatki, które korzystają ze smartfona w łóżku, śpią średnio o 42 minuty krócej niż ich rówieśnicy – wynika z przeglądu 36 badań opublikowanego w „Sleep Medicine Reviews” (Kowalczyk i in., 2023, t. 68, s. 101–115). Autorzy zaznaczają, że większość analizowanych prac miała charakter przekrojowy, więc nie można na ich podstawie wykazać związku przyczynowego. Efekt był prawdopodobnie silniejszy u dziewcząt niż u chłopców. Badacze zalecają, by szkoły nie rozpoczynały lekcji przed godziną 8:30, a rodzice ustalali godzinę odkładania telefonu. Według autorów ograniczenie ekranów wieczorem może poprawić koncentrację, choć potrzebne są dalsze badania.",
        good=[
            Good(
                "preserve",
                "Nastolatki używające smartfona w łóżku śpią średnio o 42 minuty krócej od rówieśników – to wniosek z przeglądu 36 badań, który ukazał się w „Sleep Medicine Reviews” (Kowalczyk i in., 2023, t. 68, s. 101–115). Efekt był prawdopodobnie silniejszy u dziewcząt niż u chłopców. Autorzy podkreślają jednak, że większość uwzględnionych prac to badania przekrojowe, które nie pozwalają wykazać związku przyczynowego. Zalecają, aby szkoły nie zaczynały lekcji przed 8:30, a rodzice ustalali porę odkładania telefonu. Ich zdaniem ograniczenie ekranów wieczorem może poprawić koncentrację, choć potrzeba dalszych badań.",
            ),
            Good(
                "preserve",
                "Czy telefon w łóżku odbiera nastolatkom sen? Przegląd 36 badań opublikowany w „Sleep Medicine Reviews” (Kowalczyk i in., 2023, t. 68, s. 101–115) pokazuje, że młodzi ludzie, którzy korzystają ze smartfona w łóżku, śpią średnio o 42 minuty krócej niż rówieśnicy. U dziewcząt efekt był prawdopodobnie silniejszy niż u chłopców. Trzeba jednak pamiętać, że większość analizowanych prac była przekrojowa – nie da się na ich podstawie wykazać związku przyczynowego. Badacze zalecają, by szkoły nie rozpoczynały lekcji przed 8:30, a rodzice wyznaczali godzinę odkładania telefonu. Autorzy uważają, że mniej ekranów wieczorem może poprawić koncentrację, ale potrzebne są dalsze badania.",
            ),
            Good(
                "en",
                "Teenagers who use a smartphone in bed sleep on average 42 minutes less than their peers, according to a review of 36 studies published in Sleep Medicine Reviews (Kowalczyk et al., 2023, vol. 68, pp. 101–115). The authors note that most of the studies analysed were cross-sectional, so they cannot show a causal relationship. The effect was probably stronger in girls than in boys. The researchers recommend that schools should not start lessons before 8:30 a.m. and that parents set a time for putting the phone away. According to the authors, limiting screen use in the evening may improve concentration, although further research is needed.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Efekt był prawdopodobnie silniejszy", "Efekt był wyraźnie silniejszy")],
                "hedge",
            ),
            Slip(1, [("Przegląd 36 badań", "Przegląd 63 badań")], "number"),
            Slip(2, [("(Kowalczyk et al., 2023,", "(Kowalczyk et al., 2021,")], "citation"),
        ],
    ),
    Case(
        key="pl-raport-gios-pm25-sezon-grzewczy",
        source="Według raportu Głównego Inspektoratu Ochrony Środowiska „Jakość powietrza w Polsce w sezonie grzewczym 2023/2024” (GIOŚ, Warszawa 2024, s. 57) średnie stężenie pyłu PM2,5 w sezonie grzewczym przekroczyło zalecany poziom WHO w 89% stacji pomiarowych. Główną przyczyną jest najprawdopodobniej spalanie węgla i drewna w domowych piecach. Autorzy szacują, że wymiana około 3 mln tzw. kopciuchów mogłaby obniżyć stężenia zimą nawet o jedną trzecią. Raport nie obejmuje danych z 2025 r. W dni z wysokim smogiem osoby starsze i dzieci powinny ograniczyć aktywność na zewnątrz, a aktualne odczyty można sprawdzać w serwisie powietrze.gios.gov.pl.",
        good=[
            Good(
                "preserve",
                "Raport Głównego Inspektoratu Ochrony Środowiska „Jakość powietrza w Polsce w sezonie grzewczym 2023/2024” (GIOŚ, Warszawa 2024, s. 57) wskazuje, że w 89% stacji pomiarowych średnie stężenie pyłu PM2,5 w sezonie grzewczym było wyższe od poziomu zalecanego przez WHO. Za ten stan odpowiada najprawdopodobniej spalanie węgla i drewna w domowych piecach. Autorzy szacują, że zastąpienie około 3 mln tzw. kopciuchów mogłoby zmniejszyć zimowe stężenia nawet o jedną trzecią. Danych z 2025 r. raport nie uwzględnia. Gdy smog jest wysoki, seniorzy i dzieci powinni ograniczyć aktywność na zewnątrz; bieżące odczyty możesz sprawdzać na powietrze.gios.gov.pl.",
            ),
            Good(
                "preserve",
                """Najważniejsze wnioski z raportu GIOŚ „Jakość powietrza w Polsce w sezonie grzewczym 2023/2024” (Główny Inspektorat Ochrony Środowiska, Warszawa 2024, s. 57):
- w sezonie grzewczym średnie stężenie pyłu PM2,5 przekroczyło zalecany przez WHO poziom w 89% stacji pomiarowych;
- główną przyczyną jest najprawdopodobniej spalanie węgla i drewna w domowych piecach;
- według szacunków autorów wymiana około 3 mln tzw. kopciuchów mogłaby obniżyć zimowe stężenia nawet o jedną trzecią;
- raport nie zawiera danych z 2025 r.

W dniach wysokiego smogu dzieci i osoby starsze powinny ograniczyć aktywność na zewnątrz. Aktualne odczyty można sprawdzać w serwisie powietrze.gios.gov.pl.""",
            ),
            Good(
                "en",
                "According to the Chief Inspectorate of Environmental Protection report “Air quality in Poland in the 2023/2024 heating season” (GIOŚ, Warsaw 2024, p. 57), average PM2.5 concentrations during the heating season exceeded the level recommended by the WHO at 89% of monitoring stations. The main cause is most likely the burning of coal and wood in household stoves. The authors estimate that replacing about 3 million old, smoky solid-fuel stoves (so-called kopciuchy) could cut winter concentrations by as much as a third. The report does not include data from 2025. On days of heavy smog, older people and children should limit outdoor activity; current readings can be checked at powietrze.gios.gov.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "spalanie węgla i drewna w domowych piecach.",
                        "spalanie węgla i drewna w domowych piecach, zwłaszcza w Małopolsce i na Śląsku.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Warszawa 2024, s. 57)", "Warszawa 2024, s. 75)")], "citation"),
            Slip(
                2,
                [("The main cause is most likely the burning", "The main cause is the burning")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-ulotka-paracetamol-dawkowanie-przeciwwskazania",
        source="Dorośli i młodzież o masie ciała powyżej 50 kg: 1–2 tabletki (500–1000 mg) co 4–6 godzin, w zależności od potrzeby. Nie należy przyjmować więcej niż 8 tabletek (4 g) na dobę. Odstęp między kolejnymi dawkami musi wynosić co najmniej 4 godziny. Leku nie stosuje się u dzieci poniżej 12 lat. Leku nie należy stosować dłużej niż 3 dni bez konsultacji z lekarzem. Podczas leczenia nie wolno pić alkoholu, ponieważ zwiększa to ryzyko uszkodzenia wątroby. U niektórych pacjentów mogą wystąpić nudności lub wysypka; działania te zwykle ustępują po odstawieniu leku. Pacjenci z chorobami wątroby lub nerek powinni przed zastosowaniem leku skonsultować się z lekarzem.",
        good=[
            Good(
                "preserve",
                "Dorośli i młodzież ważący ponad 50 kg przyjmują 1–2 tabletki (500–1000 mg) co 4–6 godzin, w zależności od potrzeby. Na dobę nie należy przyjmować więcej niż 8 tabletek (4 g), a między dawkami musisz zachować co najmniej 4 godziny przerwy. Lek nie jest przeznaczony dla dzieci poniżej 12 lat. Bez konsultacji z lekarzem nie stosuj go dłużej niż 3 dni. W trakcie leczenia nie wolno pić alkoholu – zwiększa on ryzyko uszkodzenia wątroby. U niektórych osób mogą pojawić się nudności lub wysypka, które zwykle mijają po odstawieniu leku. Jeśli chorujesz na wątrobę lub nerki, przed zastosowaniem leku powinieneś skonsultować się z lekarzem.",
            ),
            Good(
                "preserve",
                """Dawkowanie i środki ostrożności:
- Dorośli i młodzież o masie ciała powyżej 50 kg: 1–2 tabletki (500–1000 mg) co 4–6 godzin, zależnie od potrzeby.
- Maksymalna dawka dobowa: 8 tabletek (4 g) – nie należy jej przekraczać.
- Między kolejnymi dawkami muszą upłynąć co najmniej 4 godziny.
- Leku nie stosuje się u dzieci poniżej 12 lat.
- Bez konsultacji z lekarzem leku nie należy stosować dłużej niż 3 dni.
- Podczas leczenia nie wolno pić alkoholu, bo zwiększa to ryzyko uszkodzenia wątroby.
- U niektórych pacjentów mogą wystąpić nudności lub wysypka; zwykle ustępują one po odstawieniu leku.
- Osoby z chorobami wątroby lub nerek powinny skonsultować się z lekarzem przed zastosowaniem leku.""",
            ),
            Good(
                "en",
                "Adults and adolescents weighing over 50 kg: 1–2 tablets (500–1000 mg) every 4–6 hours, as needed. Do not take more than 8 tablets (4 g) in 24 hours. There must be at least 4 hours between doses. The medicine is not used in children under 12 years of age. Do not use it for longer than 3 days without consulting a doctor. Do not drink alcohol during treatment, as this increases the risk of liver damage. Some patients may experience nausea or a rash; these effects usually go away after the medicine is stopped. Patients with liver or kidney disease should consult a doctor before using the medicine.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Lek nie jest przeznaczony dla dzieci poniżej 12 lat.",
                        "Lek jest przeznaczony także dla dzieci poniżej 12 lat.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Maksymalna dawka dobowa: 8 tabletek (4 g)",
                        "Maksymalna dawka dobowa: 10 tabletek (5 g)",
                    )
                ],
                "number",
            ),
            Slip(2, [("these effects usually go away", "these effects go away")], "hedge"),
        ],
    ),
    Case(
        key="pl-neonikotynoidy-pszczoly-powrot-do-ula",
        source="Zespół z Uniwersytetu Rolniczego w Krakowie wykazał, że neonikotynoidy w dawkach spotykanych na polach mogą upośledzać zdolność pszczół miodnych do powrotu do ula (Nowak, Wiśniewska i Zając, „Journal of Apicultural Research” 2022, 61(3): 412–420, doi:10.1080/00218839.2022.2041234). W eksperymencie terenowym z 24 rodzinami pszczół odsetek robotnic, które nie wróciły, był o około 18 punktów procentowych wyższy niż w grupie kontrolnej. Autorzy przyznają, że wyniki mogą nie dotyczyć innych gatunków zapylaczy. Ich zdaniem rolnicy powinni unikać oprysków w czasie kwitnienia, a dopuszczenie nowych substancji musi być poprzedzone badaniami polowymi.",
        good=[
            Good(
                "preserve",
                "Neonikotynoidy w dawkach spotykanych na polach mogą upośledzać zdolność pszczół miodnych do powrotu do ula – wykazali naukowcy z Uniwersytetu Rolniczego w Krakowie (Nowak, Wiśniewska i Zając, „Journal of Apicultural Research” 2022, 61(3): 412–420, doi:10.1080/00218839.2022.2041234). W eksperymencie terenowym obejmującym 24 rodziny pszczele odsetek robotnic, które nie wróciły do ula, był o mniej więcej 18 punktów procentowych wyższy niż w grupie kontrolnej. Badacze zastrzegają, że wyniki mogą nie dotyczyć innych gatunków zapylaczy. Uważają, że rolnicy powinni unikać oprysków w okresie kwitnienia, a dopuszczenie nowych substancji musi poprzedzać przeprowadzenie badań polowych.",
            ),
            Good(
                "preserve",
                "Badacze z Uniwersytetu Rolniczego w Krakowie sprawdzili, jak neonikotynoidy wpływają na pszczoły miodne. Okazało się, że w dawkach spotykanych na polach środki te mogą upośledzać zdolność pszczół do powrotu do ula. W doświadczeniu terenowym z udziałem 24 rodzin pszczelich odsetek robotnic, które nie wróciły, był o około 18 punktów procentowych wyższy niż w grupie kontrolnej. Autorzy zaznaczają, że wyniki mogą nie dotyczyć innych gatunków zapylaczy. Ich zdaniem rolnicy powinni unikać oprysków w czasie kwitnienia, a nowe substancje muszą przed dopuszczeniem przejść badania polowe. Źródło: Nowak, Wiśniewska i Zając, „Journal of Apicultural Research” 2022, 61(3): 412–420, doi:10.1080/00218839.2022.2041234.",
            ),
            Good(
                "en",
                "A team from the University of Agriculture in Krakow has shown that neonicotinoids at the doses found in fields may impair honeybees' ability to return to the hive (Nowak, Wiśniewska and Zając, Journal of Apicultural Research 2022, 61(3): 412–420, doi:10.1080/00218839.2022.2041234). In a field experiment with 24 bee colonies, the proportion of workers that did not return was about 18 percentage points higher than in the control group. The authors acknowledge that the results may not apply to other pollinator species. In their view, farmers should avoid spraying during flowering, and the approval of new substances must be preceded by field trials.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("rolnicy powinni unikać oprysków", "rolnicy muszą unikać oprysków")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "wyniki mogą nie dotyczyć innych gatunków",
                        "wyniki nie dotyczą innych gatunków",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [("doi:10.1080/00218839.2022.2041234", "doi:10.1080/00218839.2021.2041234")],
                "citation",
            ),
        ],
    ),
    Case(
        key="pl-umowa-najmu-lokalu-paragraf-kaucja",
        source="""§ 5. Kaucja
1. Najemca wpłaca kaucję w wysokości dwukrotności miesięcznego czynszu, tj. 5 600 zł, w terminie 3 dni od podpisania umowy.
2. Kaucja nie podlega oprocentowaniu i nie może być zaliczona na poczet czynszu.
3. Wynajmujący zwraca kaucję w ciągu 30 dni od opróżnienia lokalu, po potrąceniu ewentualnych należności z tytułu najmu.
4. Najemca nie może podnajmować lokalu bez pisemnej zgody Wynajmującego.
5. Koszty drobnych napraw, o których mowa w art. 681 Kodeksu cywilnego, obciążają Najemcę.
6. Strony mogą rozwiązać umowę za jednomiesięcznym wypowiedzeniem.""",
        good=[
            Good(
                "preserve",
                "Zgodnie z § 5 umowy najemca w ciągu 3 dni od jej podpisania wpłaca kaucję równą dwukrotności miesięcznego czynszu, czyli 5 600 zł. Kaucja nie jest oprocentowana i nie może zostać zaliczona na poczet czynszu. Wynajmujący zwraca ją w ciągu 30 dni od opróżnienia lokalu, po potrąceniu ewentualnych należności z tytułu najmu. Najemca nie może podnajmować lokalu bez pisemnej zgody wynajmującego, a koszty drobnych napraw, o których mowa w art. 681 Kodeksu cywilnego, ponosi najemca. Strony mogą rozwiązać umowę z zachowaniem jednomiesięcznego okresu wypowiedzenia.",
            ),
            Good(
                "preserve",
                """§ 5. Kaucja
1. W terminie 3 dni od podpisania umowy Najemca wpłaca kaucję równą dwukrotności miesięcznego czynszu, tj. 5 600 zł.
2. Od kaucji nie nalicza się odsetek; kaucji nie można zaliczyć na poczet czynszu.
3. Kaucja zostaje zwrócona przez Wynajmującego w terminie 30 dni od opróżnienia lokalu, po potrąceniu ewentualnych należności z tytułu najmu.
4. Bez pisemnej zgody Wynajmującego Najemca nie może podnajmować lokalu.
5. Najemca ponosi koszty drobnych napraw, o których mowa w art. 681 Kodeksu cywilnego.
6. Umowa może zostać rozwiązana przez Strony za jednomiesięcznym wypowiedzeniem.""",
            ),
            Good(
                "en",
                """§ 5. Deposit
1. The Tenant shall pay a deposit equal to twice the monthly rent, i.e. PLN 5,600, within 3 days of signing the agreement.
2. The deposit does not bear interest and may not be offset against the rent.
3. The Landlord shall return the deposit within 30 days of the premises being vacated, after deducting any amounts due under the lease.
4. The Tenant may not sublet the premises without the Landlord's written consent.
5. The costs of minor repairs referred to in Article 681 of the Civil Code shall be borne by the Tenant.
6. The Parties may terminate the agreement with one month's notice.""",
            ),
        ],
        bad=[
            Slip(0, [("Kaucja nie jest oprocentowana", "Kaucja jest oprocentowana")], "negation"),
            Slip(
                1,
                [
                    (
                        "po potrąceniu ewentualnych należności z tytułu najmu.",
                        "po potrąceniu ewentualnych należności z tytułu najmu oraz opłaty administracyjnej w wysokości 200 zł.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("PLN 5,600", "PLN 6,500")], "number"),
        ],
    ),
    Case(
        key="pl-ztm-lublin-nowy-rozklad-linie-autobusowe",
        source="Od poniedziałku 1 września 2025 r. Zarząd Transportu Miejskiego w Lublinie wprowadza nowy rozkład jazdy na liniach 18, 31 i 57. Autobusy linii 18 będą kursować w dni robocze co 10 minut zamiast co 15. Linia 31 zostanie skrócona do pętli Węglin, a linia 57 nie będzie już kursować w weekendy. Z powodu remontu wiaduktu przy ul. Kunickiego przystanek Kunickiego–Dworzec zostanie przeniesiony o około 200 metrów. Zmiany potrwają prawdopodobnie do końca listopada. Aktualne rozkłady są dostępne na stronie ztm.lublin.eu oraz w aplikacji mobilnej. Pytania można kierować na adres informacja@ztm.lublin.eu.",
        good=[
            Good(
                "preserve",
                """Uwaga, pasażerowie! Od poniedziałku, 1 września 2025 r., Zarząd Transportu Miejskiego w Lublinie zmienia rozkład jazdy linii 18, 31 i 57:
- linia 18 w dni robocze będzie jeździć co 10 minut, a nie co 15;
- linia 31 zostanie skrócona do pętli Węglin;
- linia 57 przestanie kursować w weekendy.

Ze względu na remont wiaduktu przy ul. Kunickiego przystanek Kunickiego–Dworzec zostanie przesunięty o mniej więcej 200 metrów. Zmiany potrwają prawdopodobnie do końca listopada. Aktualne rozkłady znajdziesz na ztm.lublin.eu i w aplikacji mobilnej, a pytania możesz wysyłać na informacja@ztm.lublin.eu.""",
            ),
            Good(
                "preserve",
                "Zarząd Transportu Miejskiego w Lublinie informuje, że od 1 września 2025 r. (poniedziałek) będzie obowiązywał nowy rozkład jazdy linii 18, 31 i 57. W dni robocze autobusy linii 18 będą kursowały co 10 minut (dotychczas co 15 minut). Trasa linii 31 zostanie skrócona do pętli Węglin, natomiast linia 57 nie będzie już kursowała w weekendy. W związku z remontem wiaduktu przy ul. Kunickiego przystanek Kunickiego–Dworzec zostanie przeniesiony o około 200 metrów. Zmiany potrwają prawdopodobnie do końca listopada. Aktualne rozkłady jazdy są dostępne na stronie ztm.lublin.eu oraz w aplikacji mobilnej, a pytania można przesyłać na adres informacja@ztm.lublin.eu.",
            ),
            Good(
                "en",
                "From Monday, 1 September 2025, the Lublin Public Transport Authority (ZTM) is introducing a new timetable on routes 18, 31 and 57. On weekdays, route 18 buses will run every 10 minutes instead of every 15. Route 31 will be shortened to the Węglin terminus, and route 57 will no longer run at weekends. Because of repairs to the viaduct on Kunickiego Street, the Kunickiego–Dworzec stop will be moved by about 200 metres. The changes will probably last until the end of November. Current timetables are available at ztm.lublin.eu and in the mobile app. Questions can be sent to informacja@ztm.lublin.eu.",
            ),
        ],
        bad=[
            Slip(0, [("na ztm.lublin.eu i w aplikacji", "na ztm.lublin.pl i w aplikacji")], "url"),
            Slip(
                1,
                [("od 1 września 2025 r. (poniedziałek)", "od 8 września 2025 r. (poniedziałek)")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "Because of repairs to the viaduct on Kunickiego Street, the Kunickiego–Dworzec stop will be moved by about 200 metres. The changes will probably last until the end of November.",
                        "Z powodu remontu wiaduktu przy ul. Kunickiego przystanek Kunickiego–Dworzec zostanie przeniesiony o około 200 metrów. Zmiany potrwają prawdopodobnie do końca listopada.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-wsparcie-kol-gospodyn-wiejskich-arimr",
        source="Koła gospodyń wiejskich wpisane do Krajowego Rejestru Kół Gospodyń Wiejskich mogą w 2025 r. ubiegać się o wsparcie w wysokości od 5 000 do 8 000 zł, zależnie od liczby członków. Koło liczące do 30 osób otrzyma 5 000 zł, od 31 do 75 osób – 6 500 zł, a powyżej 75 osób – 8 000 zł. Środki można przeznaczyć na działalność statutową, np. zakup strojów ludowych lub organizację warsztatów. Wniosek należy złożyć w biurze powiatowym ARiMR. Koło musi rozliczyć dotację do 31 grudnia 2025 r., a niewykorzystaną kwotę trzeba zwrócić. Nie wolno finansować z niej wynagrodzeń członków.",
        good=[
            Good(
                "preserve",
                """Należycie do koła gospodyń wiejskich wpisanego do Krajowego Rejestru Kół Gospodyń Wiejskich? W 2025 r. możecie starać się o wsparcie od 5 000 do 8 000 zł – kwota zależy od liczby członków:
- do 30 osób: 5 000 zł,
- od 31 do 75 osób: 6 500 zł,
- powyżej 75 osób: 8 000 zł.

Pieniądze możecie przeznaczyć na działalność statutową, na przykład na zakup strojów ludowych czy organizację warsztatów. Wniosek trzeba złożyć w biurze powiatowym ARiMR. Dotację musicie rozliczyć do 31 grudnia 2025 r., a to, czego nie wykorzystacie, trzeba zwrócić. Z dotacji nie wolno opłacać wynagrodzeń członków.""",
            ),
            Good(
                "preserve",
                "W 2025 r. o wsparcie finansowe mogą ubiegać się koła gospodyń wiejskich wpisane do Krajowego Rejestru Kół Gospodyń Wiejskich. Wysokość pomocy, wynosząca od 5 000 do 8 000 zł, zależy od liczby członków: koło liczące maksymalnie 30 osób otrzyma 5 000 zł, koło liczące od 31 do 75 osób – 6 500 zł, a koło liczące ponad 75 osób – 8 000 zł. Wniosek należy złożyć w powiatowym biurze ARiMR. Środki mogą zostać przeznaczone na działalność statutową, przykładowo na zakup strojów ludowych lub organizację warsztatów; nie wolno natomiast finansować z nich wynagrodzeń członków. Koło musi rozliczyć dotację do 31 grudnia 2025 r., a kwotę niewykorzystaną trzeba zwrócić.",
            ),
            Good(
                "en",
                "In 2025, rural women's associations (koła gospodyń wiejskich) entered in the National Register of Rural Women's Associations can apply for support of PLN 5,000 to PLN 8,000, depending on the number of members. An association with up to 30 members will receive PLN 5,000, one with 31 to 75 members PLN 6,500, and one with more than 75 members PLN 8,000. The funds can be spent on statutory activities, for example buying folk costumes or organising workshops. Applications must be submitted to the ARiMR district office. The association must account for the grant by 31 December 2025, and any unused amount has to be returned. The grant must not be used to pay members' salaries.",
            ),
        ],
        bad=[
            Slip(0, [("- od 31 do 75 osób: 6 500 zł,", "- od 31 do 75 osób: 6 000 zł,")], "number"),
            Slip(
                1,
                [
                    (
                        "Wniosek należy złożyć w powiatowym biurze ARiMR.",
                        "Wniosek należy złożyć w powiatowym biurze ARiMR; wnioski rozpatrywane są według kolejności zgłoszeń.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Applications must be submitted to the ARiMR district office.",
                        "Applications can be submitted to the ARiMR district office.",
                    )
                ],
                "modality",
            ),
        ],
    ),
]
