# ruff: noqa: E501, RUF001
"""English sources of blind set 13, each with faithful rewrites and damaged ones."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="en-fire-drill",
        source="Fire drill notice: A full evacuation drill will take place on Wednesday 12 March 2025 at 10:30. The alarm will sound for approximately 2 minutes. All staff and visitors must leave the building by the nearest exit and gather at Assembly Point B in the north car park. Do not use the lifts and do not stop to collect personal belongings. Fire wardens should check toilets and meeting rooms on their floor. The drill is expected to last no more than 20 minutes. Staff with mobility needs who have a Personal Emergency Evacuation Plan may remain in the designated refuge area on each floor.",
        good=[
            Good(
                "preserve",
                "On Wednesday 12 March 2025 at 10:30 we will hold a full evacuation drill. The alarm will ring for about 2 minutes. Everyone in the building, staff and visitors alike, must leave by the nearest exit and go to Assembly Point B in the north car park. Do not take the lifts, and do not stop to pick up your personal belongings. Fire wardens should check the toilets and meeting rooms on their floor. We expect the drill to take no longer than 20 minutes. Staff with mobility needs who have a Personal Emergency Evacuation Plan may stay in the designated refuge area on each floor.",
            ),
            Good(
                "preserve",
                "Notice of fire drill. Date and time: Wednesday 12 March 2025, 10:30. The alarm will sound for approximately two minutes. All staff and visitors are required to evacuate via the nearest exit and assemble at Assembly Point B (north car park). Lifts must not be used, and no one may stop to collect personal belongings. Fire wardens should check toilets and meeting rooms on their floor. The drill is expected to last no more than 20 minutes. Staff with mobility needs who have a Personal Emergency Evacuation Plan may remain in the designated refuge area on each floor.",
            ),
            Good(
                "pl",
                "Ogłoszenie o próbnej ewakuacji: w środę 12 marca 2025 r. o godz. 10:30 odbędzie się pełna próbna ewakuacja. Alarm będzie słychać przez około 2 minuty. Wszyscy pracownicy i goście muszą opuścić budynek najbliższym wyjściem i zebrać się w punkcie zbiórki B na północnym parkingu. Nie należy korzystać z wind ani zatrzymywać się, by zabrać rzeczy osobiste. Koordynatorzy ewakuacji powinni sprawdzić toalety i sale konferencyjne na swoim piętrze. Przewiduje się, że ćwiczenie potrwa nie dłużej niż 20 minut. Pracownicy o ograniczonej mobilności, którzy mają indywidualny plan ewakuacji (PEEP), mogą pozostać w wyznaczonej strefie schronienia na każdym piętrze.",
            ),
        ],
        bad=[
            Slip(2, [("w środę 12 marca 2025 r.", "w środę 13 marca 2025 r.")], "date"),
            Slip(0, [("Plan may stay in", "Plan may not stay in")], "negation"),
            Slip(
                1,
                [("(north car park).", "(north car park), where HR will take a roll call.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-ambulance-targets",
        source="Under the national Ambulance Response Programme, Category 1 calls (life-threatening conditions such as cardiac arrest) have a mean response target of 7 minutes, and 90% of them should be reached within 15 minutes. Category 2 calls, including suspected strokes, have a mean target of 18 minutes. In 2023 the trust's mean Category 2 response was 36 minutes, twice the target. An independent review (Harris & Patel, 2024) found that handover delays at hospitals were likely the single biggest cause. The trust must publish its monthly performance figures on its website, and it may not reclassify calls after dispatch to improve its results.",
        good=[
            Good(
                "preserve",
                "In 2023, ambulances in the trust took twice as long as they should have to reach Category 2 patients: the average response to these calls, which include suspected strokes, was 36 minutes against a national mean target of 18 minutes. For the most serious Category 1 calls, such as cardiac arrest, the Ambulance Response Programme sets a mean target of 7 minutes, and 90% of those calls should be reached within 15 minutes. According to an independent review (Harris & Patel, 2024), handover delays at hospitals were likely the single biggest cause. The trust is required to publish its performance figures every month on its website and is not allowed to reclassify calls after dispatch to improve its results.",
            ),
            Good(
                "preserve",
                "The national Ambulance Response Programme sets these targets. For Category 1 calls, which are life-threatening conditions such as cardiac arrest, the average response should be 7 minutes, and 90% of these calls should be reached within 15 minutes. For Category 2 calls, which include suspected strokes, the average target is 18 minutes. In 2023 the trust's average Category 2 response was 36 minutes – double the target. An independent review (Harris & Patel, 2024) found that the biggest single cause was likely to be handover delays at hospitals. The trust has to put its monthly performance figures on its website. It may not reclassify calls after dispatch to make its results look better.",
            ),
            Good(
                "pl",
                "W ramach krajowego programu Ambulance Response Programme dla wezwań kategorii 1 (stany zagrożenia życia, np. zatrzymanie krążenia) docelowy średni czas dotarcia wynosi 7 minut, a do 90% takich wezwań zespół powinien dotrzeć w ciągu 15 minut. Dla wezwań kategorii 2, w tym podejrzeń udaru, średni czas docelowy to 18 minut. W 2023 r. średni czas dotarcia do wezwań kategorii 2 w tej jednostce wyniósł 36 minut, czyli dwa razy więcej niż cel. Niezależny przegląd (Harris i Patel, 2024) wykazał, że największą pojedynczą przyczyną były prawdopodobnie opóźnienia w przekazywaniu pacjentów w szpitalach. Jednostka musi publikować miesięczne wyniki na swojej stronie internetowej i nie może przeklasyfikowywać wezwań po zadysponowaniu zespołu, aby poprawić wyniki.",
            ),
        ],
        bad=[
            Slip(1, [("within 15 minutes", "within 30 minutes")], "number"),
            Slip(2, [("były prawdopodobnie opóźnienia", "były opóźnienia")], "hedge"),
            Slip(0, [("(Harris & Patel, 2024)", "(Harris & Patel, 2022)")], "citation"),
        ],
    ),
    Case(
        key="en-shooting-range",
        source="Range safety rules: Eye and ear protection must be worn at all times on the firing line. Firearms must be carried unloaded, with the action open, until you are at your assigned lane. Never point a firearm at anything you do not intend to shoot, even if you believe it is unloaded. Members may bring up to two guests per visit, but guests cannot shoot without completing the 45-minute safety briefing. Alcohol is not permitted on the premises. The range officer can stop any shooter at any time, and their instructions must be followed immediately. The range is open Tuesday to Sunday, 9:00–19:00.",
        good=[
            Good(
                "preserve",
                "Safety rules for the range. Always wear eye and ear protection on the firing line. Carry your firearm unloaded with the action open until you reach your assigned lane. Never aim a firearm at anything you do not mean to shoot, even if you think it is unloaded. Each member can bring a maximum of two guests per visit; guests may only shoot once they have completed the 45-minute safety briefing. No alcohol is allowed on the premises. The range officer has the right to stop any shooter at any time, and you must follow their instructions straight away. Opening hours: Tuesday to Sunday, 9:00–19:00.",
            ),
            Good(
                "preserve",
                "Range safety regulations. Eye and ear protection shall be worn at all times on the firing line. Firearms shall be carried unloaded, with the action open, until the shooter has reached the assigned lane. Under no circumstances shall a firearm be pointed at anything the shooter does not intend to shoot, even if it is believed to be unloaded. Members are permitted to bring no more than two guests per visit; guests are not permitted to shoot unless they have completed the 45-minute safety briefing. Alcohol is prohibited on the premises. The range officer may stop any shooter at any time, and their instructions must be complied with immediately. The range is open from Tuesday to Sunday, 9:00 to 19:00.",
            ),
            Good(
                "pl",
                "Zasady bezpieczeństwa na strzelnicy: na linii ognia przez cały czas trzeba nosić ochronniki oczu i słuchu. Broń należy przenosić rozładowaną, z otwartym zamkiem, aż do przydzielonego stanowiska. Nigdy nie celuj w nic, do czego nie zamierzasz strzelać, nawet jeśli uważasz, że broń jest rozładowana. Członkowie mogą przyprowadzić maksymalnie dwóch gości na jedną wizytę, ale goście nie mogą strzelać bez odbycia 45-minutowego instruktażu bezpieczeństwa. Na terenie strzelnicy obowiązuje zakaz alkoholu. Prowadzący strzelanie może w każdej chwili przerwać strzelanie każdej osobie, a jego polecenia należy wykonywać natychmiast. Strzelnica jest czynna od wtorku do niedzieli w godz. 9:00–19:00.",
            ),
        ],
        bad=[
            Slip(
                2, [("ale goście nie mogą strzelać bez", "a goście mogą strzelać bez")], "negation"
            ),
            Slip(
                0,
                [("you must follow their instructions", "you should follow their instructions")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "no more than two guests per visit;",
                        "no more than two guests per visit, each paying a £15 guest fee;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-dpa-subprocessors",
        source="Clause 7 (Sub-processors). The Processor shall not engage another processor without the prior specific or general written authorisation of the Controller, in accordance with Article 28(2) GDPR. Where general authorisation is given, the Processor must inform the Controller of any intended changes at least 30 days in advance, and the Controller may object within 14 days. The Processor shall remain fully liable to the Controller for the performance of a sub-processor's obligations. Sub-processors located outside the EEA may be used only where an adequacy decision or Standard Contractual Clauses apply. The current list of sub-processors is published at https://example-cloud.eu/legal/subprocessors.",
        good=[
            Good(
                "preserve",
                "Clause 7 – Sub-processors. The Processor may bring in another processor only if the Controller has given prior specific or general written authorisation (Article 28(2) GDPR). If the authorisation is general, the Processor has to tell the Controller about any planned changes at least 30 days beforehand, and the Controller can object within 14 days. The Processor stays fully liable to the Controller for how a sub-processor performs its obligations. A sub-processor outside the EEA can be used only if an adequacy decision or Standard Contractual Clauses apply. The up-to-date list of sub-processors is at https://example-cloud.eu/legal/subprocessors.",
            ),
            Good(
                "preserve",
                "Clause 7 (Sub-processors): No other processor may be engaged without the Controller's prior specific or general written authorisation (Art. 28(2) GDPR). Under a general authorisation, the Processor must give at least 30 days' notice of intended changes; the Controller may object within 14 days. The Processor remains fully liable to the Controller for the performance of sub-processors' obligations. Sub-processors outside the EEA may be used only where an adequacy decision or Standard Contractual Clauses apply. Current list: https://example-cloud.eu/legal/subprocessors.",
            ),
            Good(
                "pl",
                "Klauzula 7 (Podmioty przetwarzające dalej). Podmiot przetwarzający nie może korzystać z usług innego podmiotu przetwarzającego bez uprzedniej szczegółowej lub ogólnej pisemnej zgody administratora, zgodnie z art. 28 ust. 2 RODO. W przypadku zgody ogólnej podmiot przetwarzający musi informować administratora o wszelkich zamierzonych zmianach co najmniej 30 dni wcześniej, a administrator może wnieść sprzeciw w terminie 14 dni. Podmiot przetwarzający ponosi pełną odpowiedzialność wobec administratora za wykonanie obowiązków przez podmiot przetwarzający dalej. Z podmiotów spoza EOG można korzystać wyłącznie wtedy, gdy ma zastosowanie decyzja stwierdzająca odpowiedni stopień ochrony lub standardowe klauzule umowne. Aktualna lista podmiotów przetwarzających dalej jest opublikowana pod adresem https://example-cloud.eu/legal/subprocessors.",
            ),
        ],
        bad=[
            Slip(2, [("art. 28 ust. 2 RODO", "art. 28 ust. 4 RODO")], "legal_reference"),
            Slip(
                1,
                [("the Processor must give at least", "the Processor should give at least")],
                "modality",
            ),
            Slip(
                0,
                [("The Processor stays fully liable", "The Processor is no longer liable")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-poster-call",
        source="### Call for posters – Baltic Ecology Conference 2025\n\nWe invite early-career researchers to submit poster abstracts of up to 300 words.\n\n- **Deadline:** 15 May 2025, 23:59 CEST\n- **Notification of acceptance:** by 16 June 2025\n- **Poster size:** A0 portrait only; landscape posters will not be displayed.\n- **Submission:** via https://balteco2025.org/posters\n\nEach presenter may submit only one poster as first author. At least one author must register for the conference by 1 July 2025, otherwise the poster will be withdrawn. Travel grants of up to €500 are available; they will probably be awarded to about 20 applicants.",
        good=[
            Good(
                "preserve",
                "### Baltic Ecology Conference 2025: posters wanted!\n\nAre you an early-career researcher? Send us your poster abstract – 300 words maximum.\n\n- **Deadline:** 15 May 2025, 23:59 CEST\n- **Acceptance decisions:** by 16 June 2025\n- **Poster format:** A0, portrait only – we won't display landscape posters.\n- **Where to submit:** https://balteco2025.org/posters\n\nYou can submit only one poster as first author. At least one author has to register for the conference by 1 July 2025, or the poster will be withdrawn. Travel grants of up to €500 are available, and they will probably go to around 20 applicants.",
            ),
            Good(
                "preserve",
                "### Baltic Ecology Conference 2025 – Call for Posters\n\nEarly-career researchers are invited to submit poster abstracts not exceeding 300 words.\n\n- **Submission deadline:** 15 May 2025, 23:59 CEST\n- **Notification of acceptance:** no later than 16 June 2025\n- **Poster dimensions:** A0, portrait orientation only; posters in landscape format will not be displayed.\n- **Submission portal:** https://balteco2025.org/posters\n\nEach presenter is limited to one poster as first author. At least one author must be registered for the conference by 1 July 2025; otherwise, the poster will be withdrawn. Travel grants of up to €500 are available and are expected to be awarded to approximately 20 applicants.",
            ),
            Good(
                "pl",
                "### Nabór posterów – Baltic Ecology Conference 2025\n\nZapraszamy młodych naukowców do nadsyłania streszczeń posterów o długości do 300 słów.\n\n- **Termin:** 15 maja 2025 r., godz. 23:59 CEST\n- **Informacja o przyjęciu:** do 16 czerwca 2025 r.\n- **Format posteru:** wyłącznie A0 w orientacji pionowej; postery poziome nie będą eksponowane.\n- **Zgłoszenia:** przez https://balteco2025.org/posters\n\nKażda osoba może zgłosić tylko jeden poster jako pierwszy autor. Co najmniej jeden autor musi zarejestrować się na konferencję do 1 lipca 2025 r., w przeciwnym razie poster zostanie wycofany. Dostępne są granty podróżne w wysokości do 500 €; otrzyma je prawdopodobnie około 20 osób.",
            ),
        ],
        bad=[
            Slip(2, [("do 1 lipca 2025 r.", "do 1 czerwca 2025 r.")], "date"),
            Slip(
                0, [("https://balteco2025.org/posters", "https://balteco2024.org/posters")], "url"
            ),
            Slip(
                1,
                [
                    (
                        "- **Submission deadline:** 15 May 2025, 23:59 CEST\n- **Notification of acceptance:** no later than 16 June 2025\n",
                        "Submission deadline: 15 May 2025, 23:59 CEST. Notification of acceptance: no later than 16 June 2025.\n",
                    )
                ],
                "markdown",
            ),
        ],
    ),
    Case(
        key="en-pharmacy-generics",
        source="When a prescription names a branded medicine, the pharmacist may dispense a cheaper generic equivalent with the same active substance, strength and dosage form, unless the prescriber has written “do not substitute” on the prescription. The pharmacist must tell the patient about the substitution and explain any difference in price. Generics are generally considered as effective as the original product, although some patients may notice differences in tablet colour or taste. Substitution is not allowed for narrow therapeutic index drugs such as levothyroxine or warfarin. Patients should report any unexpected side effects to the pharmacy or via the Yellow Card scheme.",
        good=[
            Good(
                "preserve",
                "If your prescription names a branded medicine, the pharmacist can give you a cheaper generic version with the same active substance, strength and dosage form – unless the prescriber has written “do not substitute” on it. The pharmacist has to tell you about the swap and explain any price difference. Generics are generally considered to work as well as the original, though some patients may notice a different tablet colour or taste. For narrow therapeutic index drugs such as levothyroxine or warfarin, substitution is not allowed. If you get any unexpected side effects, you should report them to the pharmacy or through the Yellow Card scheme.",
            ),
            Good(
                "preserve",
                "Pharmacists may dispense a cheaper generic (same active substance, strength and dosage form) instead of a prescribed brand, unless the prescription says “do not substitute”. They must inform the patient of the substitution and explain any price difference. Generics are generally considered as effective as originals; some patients may notice a different tablet colour or taste. Substitution is not allowed for narrow therapeutic index drugs (e.g. levothyroxine, warfarin). Patients should report unexpected side effects to the pharmacy or via the Yellow Card scheme.",
            ),
            Good(
                "pl",
                "Jeśli na recepcie wpisano lek markowy, farmaceuta może wydać tańszy odpowiednik generyczny o tej samej substancji czynnej, dawce i postaci, chyba że lekarz zaznaczył na recepcie „nie zamieniać”. Farmaceuta musi poinformować pacjenta o zamianie i wyjaśnić ewentualną różnicę w cenie. Leki generyczne uznaje się na ogół za równie skuteczne jak oryginalne, choć niektórzy pacjenci mogą zauważyć inny kolor lub smak tabletek. Zamiana jest niedozwolona w przypadku leków o wąskim indeksie terapeutycznym, takich jak lewotyroksyna czy warfaryna. Pacjenci powinni zgłaszać wszelkie nieoczekiwane działania niepożądane w aptece lub przez system Yellow Card.",
            ),
        ],
        bad=[
            Slip(
                0, [("The pharmacist has to tell you", "The pharmacist may tell you")], "modality"
            ),
            Slip(
                1,
                [("Generics are generally considered as effective", "Generics are as effective")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Leki generyczne uznaje się na ogół za równie",
                        "Leków generycznych nie uznaje się na ogół za równie",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-lift-maintenance",
        source="Dear residents, Lift B in Block 3 will be out of service from Monday 6 October to Friday 10 October 2025 for its annual safety inspection and the replacement of the door motor. Lift A will remain in operation, but waiting times will probably be longer at peak hours. Residents who cannot use the stairs can request help with shopping by calling the building office on 020 7946 0321 before 4 pm the day before. Please do not attempt to open the lift doors or remove the barriers. The work will cost approximately £8,400, which is covered by the reserve fund, so there will be no additional service charge.",
        good=[
            Good(
                "preserve",
                "Dear residents, from Monday 6 October to Friday 10 October 2025, Lift B in Block 3 will not be working while it has its annual safety inspection and a new door motor is fitted. Lift A will keep running, although you will probably have to wait longer at busy times. If you cannot use the stairs, you can ask for help with your shopping by phoning the building office on 020 7946 0321 before 4 pm on the previous day. Please don't try to open the lift doors or move the barriers. The work will cost about £8,400; the reserve fund covers it, so you will not pay any extra service charge.",
            ),
            Good(
                "preserve",
                "Dear Residents, please be advised that Lift B in Block 3 will be out of service from Monday 6 October to Friday 10 October 2025 to allow for its annual safety inspection and the replacement of the door motor. Lift A will remain operational; however, longer waiting times are likely at peak hours. Residents who are unable to use the stairs may request assistance with shopping by contacting the building office on 020 7946 0321 before 4 pm on the preceding day. We kindly ask that no attempt be made to open the lift doors or remove the barriers. The cost of the works, approximately £8,400, will be met from the reserve fund, and no additional service charge will therefore be levied.",
            ),
            Good(
                "pl",
                "Szanowni Mieszkańcy, winda B w bloku 3 będzie nieczynna od poniedziałku 6 października do piątku 10 października 2025 r. z powodu corocznego przeglądu bezpieczeństwa i wymiany silnika drzwi. Winda A będzie działać, ale w godzinach szczytu czas oczekiwania prawdopodobnie się wydłuży. Mieszkańcy, którzy nie mogą korzystać ze schodów, mogą poprosić o pomoc w zakupach, dzwoniąc do administracji budynku pod numer 020 7946 0321 przed godz. 16:00 dnia poprzedniego. Prosimy nie otwierać drzwi windy i nie zdejmować barierek. Prace będą kosztować około 8400 funtów; pokryje je fundusz remontowy, więc nie będzie dodatkowej opłaty eksploatacyjnej.",
            ),
        ],
        bad=[
            Slip(2, [("do piątku 10 października", "do piątku 17 października")], "date"),
            Slip(0, [("020 7946 0321", "020 7946 0231")], "number"),
            Slip(
                1,
                [
                    (
                        "Lift A will remain operational;",
                        "Lift A will remain operational and will be serviced the following week;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-youth-hostel",
        source="Welcome to Harbour View Youth Hostel. Check-in is from 15:00 and check-out by 10:00. Quiet hours are 23:00 to 7:00. Guests under 18 must be accompanied by an adult unless they are part of a registered school group. Bed linen is included, but towels can be hired for £2.50. Food may be stored in the shared kitchen only if it is labelled with your name and departure date. Smoking and vaping are not permitted anywhere in the building. Lockers are available in every dormitory; we recommend bringing your own padlock. The hostel is not responsible for valuables left unattended.",
        good=[
            Good(
                "preserve",
                "Welcome to Harbour View Youth Hostel! You can check in from 15:00, and check-out is by 10:00. Quiet hours run from 23:00 to 7:00. Under-18s must be with an adult, unless they're staying as part of a registered school group. Bed linen is included; towels are £2.50 to hire. You can keep food in the shared kitchen only if it's labelled with your name and departure date. No smoking or vaping anywhere in the building. Every dorm has lockers – we recommend bringing your own padlock. We aren't responsible for valuables left unattended.",
            ),
            Good(
                "preserve",
                "Harbour View Youth Hostel: check-in from 15:00, check-out by 10:00; quiet hours 23:00–7:00. Guests under 18 must be accompanied by an adult unless part of a registered school group. Bed linen included; towel hire £2.50. Food may be kept in the shared kitchen only if labelled with name and departure date. No smoking or vaping anywhere in the building. Lockers in every dormitory – own padlock recommended. The hostel is not responsible for unattended valuables.",
            ),
            Good(
                "pl",
                "Witamy w schronisku młodzieżowym Harbour View. Zameldowanie od 15:00, wymeldowanie do 10:00. Cisza nocna obowiązuje od 23:00 do 7:00. Goście poniżej 18 lat muszą przebywać pod opieką osoby dorosłej, chyba że należą do zarejestrowanej grupy szkolnej. Pościel jest w cenie, a ręcznik można wypożyczyć za 2,50 funta. Jedzenie można przechowywać we wspólnej kuchni tylko wtedy, gdy jest opisane imieniem i datą wyjazdu. W całym budynku obowiązuje zakaz palenia i używania e-papierosów. W każdym pokoju wieloosobowym są szafki; zalecamy zabranie własnej kłódki. Schronisko nie odpowiada za wartościowe rzeczy pozostawione bez opieki.",
            ),
        ],
        bad=[
            Slip(1, [("towel hire £2.50", "towel hire £3.50")], "number"),
            Slip(
                0,
                [("We aren't responsible for valuables", "We are responsible for valuables")],
                "negation",
            ),
            Bad(
                "pl",
                "Welcome to the Harbour View Youth Hostel. Check-in starts at 15:00; check-out is by 10:00. Quiet hours: 23:00–7:00. Under-18s must be accompanied by an adult unless they belong to a registered school group. Bed linen is included and towels can be hired for £2.50. Food may only be kept in the shared kitchen if it is labelled with your name and departure date. Smoking and vaping are not allowed anywhere in the building. Every dormitory has lockers; we recommend bringing your own padlock. The hostel is not responsible for valuables left unattended.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-carpool-terms",
        source="Section 4.2 of the RideTogether Terms: Drivers may not charge passengers more than the shared cost of the journey, which the app calculates at £0.14 per mile per passenger. Profit-making trips are prohibited and will lead to account suspension. Passengers can cancel free of charge up to 24 hours before departure; later cancellations incur a fee of 50% of the contribution. New users can apply the promo code `RIDE10` for £10 off their first booking. Drivers must hold a full licence for at least 2 years and valid insurance, as required by Section 143 of the Road Traffic Act 1988.",
        good=[
            Good(
                "preserve",
                "Section 4.2 of the RideTogether Terms says drivers can charge passengers no more than the shared cost of the trip, which the app works out at £0.14 per mile per passenger. Trips run for profit are banned and will get your account suspended. Passengers can cancel for free until 24 hours before departure; if they cancel later, they pay a fee of 50% of their contribution. If you are a new user, enter the promo code `RIDE10` to get £10 off your first booking. Drivers need to have held a full licence for at least 2 years and must have valid insurance, as Section 143 of the Road Traffic Act 1988 requires.",
            ),
            Good(
                "preserve",
                "Pursuant to Section 4.2 of the RideTogether Terms, drivers shall not charge passengers in excess of the shared cost of the journey, calculated by the app at £0.14 per mile per passenger. Journeys undertaken for profit are prohibited and will result in suspension of the account. Passengers may cancel without charge up to 24 hours prior to departure; cancellations made after that time are subject to a fee equal to 50% of the contribution. New users may redeem the promotional code `RIDE10` for a £10 discount on their first booking. In accordance with Section 143 of the Road Traffic Act 1988, drivers are required to hold valid insurance and to have held a full driving licence for at least 2 years.",
            ),
            Good(
                "pl",
                "Punkt 4.2 regulaminu RideTogether: kierowcy nie mogą pobierać od pasażerów więcej niż wspólny koszt przejazdu, który aplikacja wylicza na 0,14 funta za milę od pasażera. Przejazdy zarobkowe są zabronione i skutkują zawieszeniem konta. Pasażerowie mogą bezpłatnie anulować przejazd do 24 godzin przed odjazdem; późniejsza rezygnacja wiąże się z opłatą w wysokości 50% składki. Nowi użytkownicy mogą użyć kodu promocyjnego `RIDE10`, aby otrzymać 10 funtów zniżki na pierwszą rezerwację. Kierowcy muszą mieć pełne prawo jazdy od co najmniej 2 lat oraz ważne ubezpieczenie, jak wymaga sekcja 143 ustawy Road Traffic Act 1988.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Section 143 of the Road Traffic Act 1988",
                        "Section 134 of the Road Traffic Act 1988",
                    )
                ],
                "legal_reference",
            ),
            Slip(2, [("`RIDE10`", "`RIDE100`")], "code"),
            Slip(1, [("£0.14 per mile", "£0.41 per mile")], "number"),
        ],
    ),
    Case(
        key="en-stadium-entry",
        source="Stadium entry conditions: Gates open 90 minutes before kick-off. All supporters must present a valid ticket and may be searched on entry. Bags larger than A4 size are not allowed into the stadium and cannot be left at the turnstiles. Pyrotechnics, glass bottles and umbrellas are prohibited. Children under 14 must be accompanied by an adult. Re-entry is not permitted once you have left the stadium. Supporters should arrive early, as queues at the east stand are likely to be long. Persistent standing in seated areas may result in ejection without a refund.",
        good=[
            Good(
                "preserve",
                "Stadium entry rules. The gates open 90 minutes before kick-off. Every supporter has to show a valid ticket, and you may be searched as you come in. Bags bigger than A4 cannot be brought into the stadium, and you can't leave them at the turnstiles either. Pyrotechnics, glass bottles and umbrellas are banned. Under-14s have to be with an adult. Once you leave the stadium, you can't come back in. You should get there early, because the queues at the east stand will probably be long. If you keep standing in seated areas, you may be thrown out without a refund.",
            ),
            Good(
                "preserve",
                "Fans going to the match face strict entry conditions. Gates open 90 minutes before kick-off, every supporter must present a valid ticket, and anyone may be searched on entry. Bags larger than A4 will not be allowed in, and there is no option to leave them at the turnstiles. Pyrotechnics, glass bottles and umbrellas are all banned. Children under 14 must come with an adult, and anyone who leaves the stadium will not be allowed back in. Supporters should arrive early because long queues are likely at the east stand. Those who persistently stand in seated areas may be ejected without a refund.",
            ),
            Good(
                "pl",
                "Warunki wstępu na stadion: bramy otwierane są 90 minut przed rozpoczęciem meczu. Każdy kibic musi okazać ważny bilet i może zostać przeszukany przy wejściu. Torby większe niż format A4 nie zostaną wpuszczone na stadion i nie można ich zostawić przy bramkach. Zakazane są materiały pirotechniczne, szklane butelki i parasole. Dzieci poniżej 14 lat muszą być pod opieką osoby dorosłej. Po opuszczeniu stadionu nie można na niego wrócić. Kibice powinni przyjść wcześniej, ponieważ kolejki przy trybunie wschodniej będą prawdopodobnie długie. Uporczywe stanie w sektorach z miejscami siedzącymi może skutkować wyproszeniem ze stadionu bez zwrotu pieniędzy.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Po opuszczeniu stadionu nie można na niego wrócić.",
                        "Po opuszczeniu stadionu można na niego wrócić.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Children under 14 must come with an adult",
                        "Children under 14 should ideally come with an adult",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "The gates open 90 minutes before kick-off.",
                        "The gates and the club shop open 90 minutes before kick-off.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-toilet-closure",
        source="The public toilets on Marine Parade will close for refurbishment from 3 November 2025 and are due to reopen in spring 2026. The £185,000 project will add two accessible cubicles, a baby-changing room and a Changing Places facility. During the works, temporary toilets will be available next to the bandstand from 8:00 to 18:00 daily. The council apologises for any inconvenience. Residents can follow progress at https://www.brightsea.gov.uk/marine-parade-toilets or report problems by e-mail to facilities@brightsea.gov.uk. The entry charge of 40p will not change after reopening.",
        good=[
            Good(
                "preserve",
                "From 3 November 2025 the Marine Parade public toilets will be closed for refurbishment. They are due to reopen in spring 2026. The project costs £185,000 and will add two accessible cubicles, a baby-changing room and a Changing Places facility. While the work is going on, there will be temporary toilets by the bandstand, open every day from 8:00 to 18:00. The council is sorry for any inconvenience. You can follow progress at https://www.brightsea.gov.uk/marine-parade-toilets, or e-mail facilities@brightsea.gov.uk to report a problem. It will still cost 40p to use the toilets after they reopen.",
            ),
            Good(
                "preserve",
                "Marine Parade public toilets: closed for refurbishment from 3 November 2025, due to reopen in spring 2026. The £185,000 project adds two accessible cubicles, a baby-changing room and a Changing Places facility. Temporary toilets by the bandstand, 8:00–18:00 daily, during the works. The council apologises for any inconvenience. Progress: https://www.brightsea.gov.uk/marine-parade-toilets; problems: facilities@brightsea.gov.uk. The 40p entry charge stays the same after reopening.",
            ),
            Good(
                "pl",
                "Toalety publiczne przy Marine Parade zostaną zamknięte z powodu remontu od 3 listopada 2025 r.; ich ponowne otwarcie planowane jest wiosną 2026 r. W ramach projektu o wartości 185 000 funtów powstaną dwie kabiny dostępne dla osób z niepełnosprawnościami, pomieszczenie do przewijania niemowląt oraz toaleta typu Changing Places. W czasie prac obok estrady będą dostępne toalety tymczasowe, czynne codziennie od 8:00 do 18:00. Rada miasta przeprasza za utrudnienia. Postęp prac można śledzić na stronie https://www.brightsea.gov.uk/marine-parade-toilets, a problemy zgłaszać e-mailem na adres facilities@brightsea.gov.uk. Opłata za wejście w wysokości 40 pensów nie zmieni się po ponownym otwarciu.",
            ),
        ],
        bad=[
            Slip(0, [("From 3 November 2025", "From 3 December 2025")], "date"),
            Slip(2, [("facilities@brightsea.gov.uk", "facility@brightsea.gov.uk")], "url"),
            Slip(1, [("The £185,000 project", "The £158,000 project")], "number"),
        ],
    ),
    Case(
        key="en-translator-guidelines",
        source="## Guidelines for volunteer translators\n\n- Do not translate anything inside backticks, such as `{username}` or `%d`; these are placeholders.\n- Keep keyboard accelerators: `&File` becomes `&Plik`, with the ampersand before the letter the user presses.\n- You should use the informal form of address (ty), not the formal one (Pan/Pani).\n- Strings longer than 80 characters may be shortened, but you must not drop any information.\n- Mark uncertain translations as *fuzzy* instead of guessing.\n\nReviewers usually approve new strings within 7 days.",
        good=[
            Good(
                "preserve",
                "## Guidelines for our volunteer translators\n\n- Anything inside backticks, like `{username}` or `%d`, is a placeholder – don't translate it.\n- Keep keyboard accelerators: `&File` turns into `&Plik`, so the ampersand still goes before the letter the user presses.\n- You should use the informal “ty” rather than the formal “Pan/Pani”.\n- You may shorten strings over 80 characters, but you must not lose any information.\n- Not sure about a translation? Mark it as *fuzzy* rather than guessing.\n\nNew strings usually get reviewer approval within 7 days.",
            ),
            Good(
                "preserve",
                "## Guidelines for Volunteer Translators\n\n- Text enclosed in backticks, such as `{username}` or `%d`, consists of placeholders and must not be translated.\n- Keyboard accelerators must be preserved: `&File` is rendered as `&Plik`, with the ampersand placed before the letter the user presses.\n- Translators should use the informal form of address (ty) rather than the formal form (Pan/Pani).\n- Strings exceeding 80 characters may be shortened, provided that no information is omitted.\n- Uncertain translations are to be marked as *fuzzy* rather than guessed.\n\nNew strings are usually approved by reviewers within 7 days.",
            ),
            Good(
                "pl",
                "## Wytyczne dla tłumaczy-wolontariuszy\n\n- Nie tłumacz niczego w odwróconych apostrofach, np. `{username}` czy `%d` – to symbole zastępcze.\n- Zachowuj klawisze skrótów: `&File` zmienia się w `&Plik`, a znak & stoi przed literą, którą naciska użytkownik.\n- Powinieneś używać formy „ty”, a nie formy grzecznościowej „Pan/Pani”.\n- Ciągi dłuższe niż 80 znaków można skracać, ale nie wolno pomijać żadnych informacji.\n- Niepewne tłumaczenia oznaczaj jako *fuzzy*, zamiast zgadywać.\n\nRecenzenci zwykle zatwierdzają nowe ciągi w ciągu 7 dni.",
            ),
        ],
        bad=[
            Slip(2, [("`{username}`", "`{user_name}`")], "code"),
            Slip(
                1,
                [("\n- Strings exceeding 80 characters", " Strings exceeding 80 characters")],
                "markdown",
            ),
            Slip(
                0,
                [("but you must not lose any information", "but try not to lose any information")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-museum-audio-guide",
        source="Audio guides can be rented at the cloakroom desk for £4 (£3 for students and over-65s). The guide covers 42 objects across the ground and first floors, and the full tour probably takes around 75 minutes. It is available in English, Welsh, French and German. A deposit is not required, but we will ask to hold a form of photo ID until the device is returned. Please return the guide at least 15 minutes before the museum closes at 17:30. Children can use the family track free of charge. Headphones are provided; you may also use your own with a standard 3.5 mm jack.",
        good=[
            Good(
                "preserve",
                "You can rent an audio guide at the cloakroom desk. It costs £4, or £3 if you are a student or over 65. It covers 42 objects on the ground and first floors, and the full tour will probably take you about 75 minutes. You can listen in English, Welsh, French or German. We don't take a deposit, but we will ask to keep a photo ID until you bring the device back. Please hand the guide back at least 15 minutes before the museum closes at 17:30. The family track is free for children. We provide headphones, but you can also use your own if they have a standard 3.5 mm jack.",
            ),
            Good(
                "preserve",
                "Visitors can rent an audio guide at the cloakroom desk for £4, with students and over-65s paying £3. The guide takes in 42 objects on the ground and first floors, and the full tour probably lasts around 75 minutes. Commentary is available in English, Welsh, French and German. There is no deposit, but staff will ask to hold a form of photo ID until the device is returned. Guides should be returned at least 15 minutes before the museum closes at 17:30. Children can use the family track free of charge. Headphones are supplied, though visitors may also use their own with a standard 3.5 mm jack.",
            ),
            Good(
                "pl",
                "Audioprzewodnik można wypożyczyć w szatni za 4 funty (studenci i osoby powyżej 65 lat płacą 3 funty). Obejmuje on 42 obiekty na parterze i pierwszym piętrze, a pełne zwiedzanie trwa prawdopodobnie około 75 minut. Dostępne wersje językowe to angielska, walijska, francuska i niemiecka. Nie pobieramy kaucji, ale do czasu zwrotu urządzenia poprosimy o pozostawienie dokumentu tożsamości ze zdjęciem. Prosimy oddać przewodnik co najmniej 15 minut przed zamknięciem muzeum o 17:30. Dzieci mogą bezpłatnie korzystać ze ścieżki rodzinnej. Zapewniamy słuchawki; można też używać własnych ze standardowym wtykiem 3,5 mm.",
            ),
        ],
        bad=[
            Slip(2, [("Obejmuje on 42 obiekty", "Obejmuje on 24 obiekty")], "number"),
            Slip(
                0,
                [
                    (
                        "the full tour will probably take you about 75 minutes",
                        "the full tour takes 75 minutes",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Commentary is available in English, Welsh, French and German.",
                        "Commentary is available in English, Welsh, French and German, with a British Sign Language version on the screen.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-chess-club",
        source="Membership of Riverside Chess Club for the 2025/26 season costs £60 for adults and £25 for juniors under 18. Fees are due by 30 September 2025; members who have not paid by then cannot be selected for league matches. Club nights are every Tuesday from 19:00 in the upstairs room of the Old Mill pub. Beginners are welcome, and no rating is needed to join. We expect to enter three teams in the county league this season, although this may change depending on numbers. To join, complete the form at https://riversidechess.org.uk/join or e-mail secretary@riversidechess.org.uk.",
        good=[
            Good(
                "preserve",
                "Join Riverside Chess Club for the 2025/26 season: £60 for adults, £25 for juniors under 18. Please pay by 30 September 2025 – if you haven't paid by then, you can't be picked for league matches. We meet every Tuesday from 19:00 in the upstairs room at the Old Mill pub. Beginners are very welcome, and you don't need a rating to join. We expect to put three teams into the county league this season, though this may change depending on numbers. Sign up using the form at https://riversidechess.org.uk/join or drop an e-mail to secretary@riversidechess.org.uk.",
            ),
            Good(
                "preserve",
                "Membership fees for Riverside Chess Club for the 2025/26 season are £60 for adults and £25 for juniors under the age of 18. Payment is due by 30 September 2025; members whose fees remain unpaid after that date will not be eligible for selection for league matches. Club evenings take place every Tuesday from 19:00 in the upstairs room of the Old Mill pub. Beginners are welcome, and no rating is required for membership. The club expects to enter three teams in the county league this season, although this may change depending on numbers. Applications can be made via the form at https://riversidechess.org.uk/join or by e-mail to secretary@riversidechess.org.uk.",
            ),
            Good(
                "pl",
                "Składka członkowska w Riverside Chess Club na sezon 2025/26 wynosi 60 funtów dla dorosłych i 25 funtów dla juniorów poniżej 18 lat. Opłaty należy wnieść do 30 września 2025 r.; członkowie, którzy do tego czasu nie zapłacą, nie mogą być wystawiani w meczach ligowych. Spotkania klubowe odbywają się w każdy wtorek od 19:00 w sali na piętrze pubu Old Mill. Początkujący są mile widziani, a do przystąpienia nie jest potrzebny ranking. W tym sezonie spodziewamy się wystawić trzy drużyny w lidze hrabstwa, choć może się to zmienić w zależności od liczby chętnych. Aby dołączyć, wypełnij formularz na https://riversidechess.org.uk/join lub napisz na secretary@riversidechess.org.uk.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("https://riversidechess.org.uk/join", "https://riversidechess.org/join")],
                "url",
            ),
            Slip(0, [("by 30 September 2025", "by 31 October 2025")], "date"),
            Slip(
                2,
                [
                    (
                        "W tym sezonie spodziewamy się wystawić trzy drużyny w lidze hrabstwa, choć może się to zmienić w zależności od liczby chętnych.",
                        "W tym sezonie wystawimy trzy drużyny w lidze hrabstwa.",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-bike-storage",
        source="Bike storage in the basement of Elm Court is for residents only. The door code changes on the first day of every month; the code for June is `4827#`, and it must not be shared with non-residents. Each flat may keep a maximum of two bicycles in the store, and every bike must carry a numbered tag from the concierge. E-bike batteries must not be charged in the store because of the fire risk. Untagged bikes will be removed after 28 days' notice. The management company is not liable for theft, so we strongly recommend a D-lock. Questions: concierge, ext. 210.",
        good=[
            Good(
                "preserve",
                "Only residents can use the bike store in the basement of Elm Court. The door code changes on the 1st of each month. June's code is `4827#` – you must not give it to anyone who doesn't live here. No flat may keep more than two bicycles in the store, and each bike must have a numbered tag from the concierge. Because of the fire risk, charging e-bike batteries in the store is not allowed. Bikes without a tag will be removed after 28 days' notice. The management company is not liable for theft, so we strongly recommend using a D-lock. Any questions? Call the concierge on ext. 210.",
            ),
            Good(
                "preserve",
                "Elm Court basement bike store – residents only. Door code changes on the first of each month; June: `4827#`. It must not be shared with non-residents. Max. two bicycles per flat; each bike must carry a numbered tag from the concierge. No charging of e-bike batteries in the store (fire risk). Untagged bikes removed after 28 days' notice. The management company is not liable for theft – a D-lock is strongly recommended. Questions: concierge, ext. 210.",
            ),
            Good(
                "pl",
                "Rowerownia w piwnicy budynku Elm Court jest przeznaczona wyłącznie dla mieszkańców. Kod do drzwi zmienia się pierwszego dnia każdego miesiąca; w czerwcu obowiązuje kod `4827#` i nie wolno go udostępniać osobom, które tu nie mieszkają. Każde mieszkanie może trzymać w rowerowni najwyżej dwa rowery, a każdy rower musi mieć numerowaną zawieszkę od portiera. Ze względu na ryzyko pożaru w rowerowni nie wolno ładować akumulatorów rowerów elektrycznych. Rowery bez zawieszki zostaną usunięte po 28 dniach od powiadomienia. Firma zarządzająca nie odpowiada za kradzieże, dlatego zdecydowanie zalecamy zapięcie typu U-lock. Pytania: portier, wewn. 210.",
            ),
        ],
        bad=[
            Slip(1, [("`4827#`", "`4872#`")], "code"),
            Slip(2, [("w rowerowni nie wolno ładować", "w rowerowni wolno ładować")], "negation"),
            Slip(0, [("after 28 days' notice", "after 14 days' notice")], "number"),
        ],
    ),
    Case(
        key="en-lifeguard-hours",
        source="Lifeguards patrol the main beach daily from 10:00 to 18:00 between 24 May and 28 September. Always swim between the red and yellow flags. A red flag means it is dangerous to swim, and you must not enter the water. Rip currents are most likely around low tide near the groynes. Inflatables should not be used when the orange windsock is flying. Dogs are not allowed on the main beach from 1 May to 30 September. In an emergency, call 999 and ask for the Coastguard. First aid is available at the lifeguard hut next to the café.",
        good=[
            Good(
                "preserve",
                "From 24 May to 28 September, lifeguards patrol the main beach every day between 10:00 and 18:00. Always swim between the red and yellow flags. If you see a red flag, swimming is dangerous and you must stay out of the water. Rip currents are most likely around low tide, close to the groynes. You shouldn't use inflatables when the orange windsock is flying. Dogs are banned from the main beach from 1 May to 30 September. In an emergency, dial 999 and ask for the Coastguard. You can get first aid at the lifeguard hut beside the café.",
            ),
            Good(
                "preserve",
                "The main beach is patrolled by lifeguards every day from 10:00 to 18:00 between 24 May and 28 September. Always swim between the red and yellow flags. A red flag indicates that swimming is dangerous, and entering the water is then prohibited. Rip currents are most likely to occur around low tide in the vicinity of the groynes. Inflatables should not be used while the orange windsock is flying. Dogs are not permitted on the main beach from 1 May to 30 September. In an emergency, call 999 and ask for the Coastguard. First aid is available at the lifeguard hut adjacent to the café.",
            ),
            Good(
                "pl",
                "Ratownicy pełnią dyżur na głównej plaży codziennie od 10:00 do 18:00 w okresie od 24 maja do 28 września. Zawsze pływaj między flagami czerwono-żółtymi. Czerwona flaga oznacza, że kąpiel jest niebezpieczna i nie wolno wchodzić do wody. Prądy wsteczne są najbardziej prawdopodobne w czasie odpływu w pobliżu ostróg brzegowych. Nie należy używać dmuchanych zabawek, gdy wywieszony jest pomarańczowy rękaw wiatrowy. Od 1 maja do 30 września psy nie mają wstępu na główną plażę. W nagłym wypadku zadzwoń pod 999 i poproś o straż przybrzeżną. Pierwszej pomocy udziela się w budce ratowników obok kawiarni.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you must stay out of the water", "you should stay out of the water")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Prądy wsteczne są najbardziej prawdopodobne w czasie odpływu",
                        "Prądy wsteczne występują zawsze w czasie odpływu",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "First aid is available at the lifeguard hut",
                        "First aid and a defibrillator are available at the lifeguard hut",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-ebook-subscription",
        source="Your PageStream subscription costs €9.99 per month and renews automatically until you cancel. You can cancel at any time in Account Settings or at https://pagestream.example/cancel; cancellation takes effect at the end of the current billing period, and no partial refunds are given. Under the EU Consumer Rights Directive (Article 16(m)), you lose your 14-day withdrawal right once you start downloading a book, provided you agreed to this at checkout. Titles downloaded for offline reading stay available for 30 days without an internet connection. You may read on up to 5 devices, but not on more than 2 at the same time.",
        good=[
            Good(
                "preserve",
                "PageStream costs €9.99 a month, and your subscription renews automatically until you cancel it. You can cancel whenever you like, either in Account Settings or at https://pagestream.example/cancel. Cancellation applies from the end of your current billing period, and we don't give partial refunds. Under Article 16(m) of the EU Consumer Rights Directive, once you start downloading a book you lose your 14-day right of withdrawal, as long as you agreed to this at checkout. Books downloaded for offline reading stay available for 30 days without an internet connection. You can read on up to 5 devices, but on no more than 2 at a time.",
            ),
            Good(
                "preserve",
                "PageStream: €9.99/month, renews automatically until cancelled. Cancel any time in Account Settings or at https://pagestream.example/cancel; cancellation takes effect at the end of the current billing period, with no partial refunds. Under the EU Consumer Rights Directive (Art. 16(m)), starting a download ends your 14-day withdrawal right, provided you agreed to this at checkout. Offline downloads remain available for 30 days without internet. Reading on up to 5 devices, max. 2 at the same time.",
            ),
            Good(
                "pl",
                "Subskrypcja PageStream kosztuje 9,99 € miesięcznie i odnawia się automatycznie, dopóki jej nie anulujesz. Możesz zrezygnować w dowolnym momencie w Ustawieniach konta lub na stronie https://pagestream.example/cancel; rezygnacja zaczyna obowiązywać z końcem bieżącego okresu rozliczeniowego, a częściowe zwroty nie przysługują. Zgodnie z unijną dyrektywą w sprawie praw konsumentów (art. 16 lit. m) tracisz 14-dniowe prawo odstąpienia od umowy, gdy zaczniesz pobierać książkę, o ile wyraziłeś na to zgodę przy zakupie. Tytuły pobrane do czytania offline pozostają dostępne przez 30 dni bez połączenia z internetem. Możesz czytać na maksymalnie 5 urządzeniach, ale na nie więcej niż 2 jednocześnie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "https://pagestream.example/cancel",
                        "https://pagestream.example/account/cancel",
                    )
                ],
                "url",
            ),
            Slip(1, [("with no partial refunds", "with partial refunds")], "negation"),
            Bad(
                "pl",
                "Subskrypcja PageStream kosztuje 9,99 € miesięcznie i odnawia się automatycznie, dopóki jej nie anulujesz. You can cancel at any time in Account Settings or at https://pagestream.example/cancel; cancellation takes effect at the end of the current billing period, and no partial refunds are given. Under Article 16(m) of the EU Consumer Rights Directive, you lose your 14-day right of withdrawal once you start downloading a book, provided you agreed to this at checkout. Downloaded titles stay available offline for 30 days. You may read on up to 5 devices, but not on more than 2 at the same time.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-vet-emergency",
        source="Our out-of-hours emergency service runs from 19:00 to 8:00 on weekdays and all day at weekends and on bank holidays. The emergency consultation fee is £185, payable before treatment; further costs such as X-rays or overnight hospitalisation are charged separately. An estimate will be given before any procedure, but final bills may be higher if complications arise. Owners must call 01632 960 742 before travelling so the team can prepare. We cannot accept pets without a phone call first, except in life-threatening cases. Payment plans may be available for bills over £500, subject to approval.",
        good=[
            Good(
                "preserve",
                "Our out-of-hours emergency service is open from 19:00 to 8:00 on weekdays and around the clock at weekends and on bank holidays. An emergency consultation costs £185, which you pay before treatment; other costs, such as X-rays or an overnight stay in hospital, are charged on top. We will give you an estimate before any procedure, but the final bill may be higher if there are complications. You must phone 01632 960 742 before setting off, so the team can get ready. Unless the case is life-threatening, we can't take your pet without a call first. For bills over £500 a payment plan may be available, subject to approval.",
            ),
            Good(
                "preserve",
                "Need us after hours? Our emergency team is here from 19:00 to 8:00 on weekdays and all day at weekends and on bank holidays. An emergency consultation is £185, paid before treatment, and things like X-rays or an overnight stay are charged separately. We'll give you an estimate before any procedure, though the final bill might be higher if complications come up. Before you travel, you must ring us on 01632 960 742 so we can get ready. We can't accept pets without a call first, unless it's life-threatening. If your bill is over £500, a payment plan may be available, subject to approval.",
            ),
            Good(
                "pl",
                "Dyżur weterynaryjny poza godzinami pracy działa w dni robocze od 19:00 do 8:00, a w weekendy i święta państwowe przez całą dobę. Opłata za konsultację w trybie nagłym wynosi 185 funtów i należy ją uiścić przed rozpoczęciem leczenia; dodatkowe koszty, np. RTG lub hospitalizacja przez noc, są naliczane osobno. Przed każdym zabiegiem przedstawimy kosztorys, ale ostateczny rachunek może być wyższy, jeśli wystąpią powikłania. Przed wyjazdem właściciel musi zadzwonić pod numer 01632 960 742, aby zespół mógł się przygotować. Bez wcześniejszego telefonu nie możemy przyjąć zwierzęcia, z wyjątkiem przypadków zagrażających życiu. Przy rachunkach powyżej 500 funtów może być dostępna płatność w ratach, po uzyskaniu zgody.",
            ),
        ],
        bad=[
            Slip(2, [("wynosi 185 funtów", "wynosi 158 funtów")], "number"),
            Slip(0, [("the final bill may be higher", "the final bill will be higher")], "hedge"),
            Slip(1, [("you must ring us", "you can ring us")], "modality"),
        ],
    ),
    Case(
        key="en-cycling-study",
        source="A cohort study of 48,200 commuters in three Nordic cities (Okafor & Lindqvist, 2021) found that cycling to work was associated with a 32% lower risk of cardiovascular events over a median follow-up of 6.5 years. Walking to work showed a smaller benefit that was not statistically significant. The authors stress that the design cannot prove causation and that residual confounding is likely. A later meta-analysis (Brandt et al., 2023) reported broadly consistent results across 19 studies. Local authorities should not rely on these figures alone when modelling the health returns of new cycle lanes.",
        good=[
            Good(
                "preserve",
                "Cycling to work is linked to fewer heart problems, research from three Nordic cities shows. A cohort study by Okafor & Lindqvist (2021), which followed 48,200 commuters for a median of 6.5 years, found that cycling to work was associated with a 32% lower risk of cardiovascular events. Walking to work brought a smaller benefit, which was not statistically significant. The authors stress that a study of this design cannot prove cause and effect, and that residual confounding is likely. A later meta-analysis of 19 studies (Brandt et al., 2023) reported broadly consistent results. Local authorities should not base their modelling of the health returns of new cycle lanes on these figures alone.",
            ),
            Good(
                "preserve",
                "Okafor & Lindqvist (2021) followed 48,200 commuters in three Nordic cities for a median of 6.5 years. Cycling to work was linked to a 32% lower risk of cardiovascular events. Walking to work had a smaller benefit, but it was not statistically significant. The authors point out that this kind of study cannot prove causation, and that residual confounding is likely. A later meta-analysis (Brandt et al., 2023) found broadly consistent results across 19 studies. Local authorities should not use these figures on their own when they model the health returns of new cycle lanes.",
            ),
            Good(
                "pl",
                "Badanie kohortowe obejmujące 48 200 osób dojeżdżających do pracy w trzech miastach nordyckich (Okafor i Lindqvist, 2021) wykazało, że dojazdy rowerem wiązały się z o 32% niższym ryzykiem incydentów sercowo-naczyniowych przy medianie okresu obserwacji wynoszącej 6,5 roku. Chodzenie pieszo do pracy dawało mniejszą korzyść, która nie była istotna statystycznie. Autorzy podkreślają, że taki schemat badania nie pozwala dowieść związku przyczynowego i że prawdopodobnie występuje resztkowy wpływ czynników zakłócających. Późniejsza metaanaliza (Brandt i in., 2023) wykazała zasadniczo zgodne wyniki w 19 badaniach. Samorządy nie powinny opierać się wyłącznie na tych danych, modelując korzyści zdrowotne z nowych dróg rowerowych.",
            ),
        ],
        bad=[
            Slip(1, [("Okafor & Lindqvist (2021)", "Okafor & Lindqvist (2012)")], "citation"),
            Slip(2, [("(Brandt i in., 2023)", "(Brandt i Okafor, 2023)")], "citation"),
            Slip(
                0,
                [
                    (
                        "reported broadly consistent results.",
                        "reported broadly consistent results, with the strongest effect in men over 50.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-winter-gritting",
        source="**Winter road clearance 2025/26**\n\nThe council grits priority routes when road surface temperatures are forecast to fall below 1°C. Priority 1 routes (A roads, bus routes and roads to hospitals, e.g. route `P1-07`) are treated within 3 hours of a decision. Priority 2 routes are cleared only after Priority 1 routes are passable. Residential cul-de-sacs are not gritted. Residents may use grit from the yellow bins, but only on public roads and pavements, not on private driveways. Report an empty bin or a missed route online, quoting the bin number shown on the lid (for example `GB-1142`).",
        good=[
            Good(
                "preserve",
                "**Clearing the roads this winter (2025/26)**\n\nWhen road surface temperatures are forecast to drop below 1°C, the council grits its priority routes. Priority 1 routes – A roads, bus routes and roads to hospitals, such as route `P1-07` – are treated within 3 hours of the decision being made. Priority 2 routes are only cleared once Priority 1 routes are passable. We do not grit residential cul-de-sacs. You can use grit from the yellow bins on public roads and pavements, but not on private driveways. If a bin is empty or a route has been missed, report it online and give the bin number shown on the lid (for example `GB-1142`).",
            ),
            Good(
                "preserve",
                "**Winter road clearance 2025/26**\n\n- Priority routes are gritted when road surface temperatures are forecast below 1°C.\n- Priority 1 (A roads, bus routes, roads to hospitals, e.g. `P1-07`): treated within 3 hours of a decision.\n- Priority 2: cleared only once Priority 1 is passable.\n- Residential cul-de-sacs: not gritted.\n- Residents may use yellow-bin grit on public roads and pavements only, not on private driveways.\n- Report empty bins or missed routes online, quoting the bin number on the lid (e.g. `GB-1142`).",
            ),
            Good(
                "pl",
                "**Zimowe utrzymanie dróg 2025/26**\n\nGmina posypuje drogi priorytetowe, gdy według prognoz temperatura nawierzchni spadnie poniżej 1°C. Drogi priorytetu 1 (drogi klasy A, trasy autobusowe i dojazdy do szpitali, np. trasa `P1-07`) są posypywane w ciągu 3 godzin od podjęcia decyzji. Drogi priorytetu 2 odśnieża się dopiero wtedy, gdy drogi priorytetu 1 są przejezdne. Ślepe uliczki osiedlowe nie są posypywane. Mieszkańcy mogą brać posypkę z żółtych pojemników, ale tylko na drogi publiczne i chodniki, a nie na prywatne podjazdy. Pusty pojemnik lub pominiętą trasę zgłoś online, podając numer pojemnika widoczny na pokrywie (np. `GB-1142`).",
            ),
        ],
        bad=[
            Slip(2, [("`P1-07`", "`P1-70`")], "code"),
            Slip(
                1,
                [
                    (
                        "**Winter road clearance 2025/26**\n\n- Priority routes",
                        "Winter road clearance 2025/26\n\nPriority routes",
                    )
                ],
                "markdown",
            ),
            Slip(
                0,
                [
                    (
                        "within 3 hours of the decision being made.",
                        "within 3 hours of the decision being made, starting at 4:00 on weekdays.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
