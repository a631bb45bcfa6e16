# ruff: noqa: E501, RUF001
"""English source cases of blind set 118: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-parish-organ-tuning-visit-notice",
        source="The parish organ will be tuned on Tuesday 14 October 2025, starting at 8:30. The tuner needs the church to be quiet, so the building must stay closed to visitors until about 1 p.m. The reed stops should not be played for at least 48 hours afterwards, because the tongues need time to settle. If the heating is switched on in the week before, the pitch will probably drift again, so please ask the caretaker to keep the nave at 15–16 °C. The work costs £420, which the organ fund covers in full.",
        good=[
            Good(
                "preserve",
                "Heads-up about the organ tuning:\n\n- When: Tuesday, October 14, 2025, from 8:30 a.m.\n- The church must remain closed to visitors until about 1 p.m., as the tuner needs quiet.\n- The reed stops should not be played for at least 48 hours afterwards; the tongues need time to settle.\n- Please ask the caretaker to keep the nave at 15–16 °C. If the heating goes on in the preceding week, the pitch will probably drift again.\n- Cost: £420, fully covered by the organ fund.",
            ),
            Good(
                "preserve",
                "Tuning of the parish organ is scheduled for 8:30 on Tuesday 14 October 2025. Because the tuner requires silence, the church must remain closed to visitors until approximately 1 p.m. For a minimum of 48 hours after the work, the reed stops should not be used, as their tongues need time to settle. The caretaker should be asked to maintain the nave at 15–16 °C, since heating the building during the preceding week would probably cause the pitch to drift once more. The fee of £420 is covered in full by the organ fund.",
            ),
            Good(
                "pl",
                "Strojenie organów parafialnych odbędzie się we wtorek 14 października 2025 r., od godziny 8:30. Stroiciel potrzebuje ciszy, dlatego kościół musi pozostać zamknięty dla zwiedzających mniej więcej do 13:00. Przez co najmniej 48 godzin po strojeniu nie należy grać na głosach językowych, bo ich języczki potrzebują czasu, żeby się ustabilizować. Jeśli w poprzedzającym tygodniu zostanie włączone ogrzewanie, strój prawdopodobnie znów się rozjedzie, dlatego prosimy zwrócić się do kościelnego o utrzymywanie w nawie temperatury 15–16 °C. Koszt prac wynosi 420 GBP i w całości pokrywa go fundusz organowy.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("the church must remain closed", "the church should remain closed")],
                "modality",
            ),
            Slip(2, [("420 GBP", "240 GBP")], "number"),
            Slip(
                0, [("the pitch will probably drift again", "the pitch will drift again")], "hedge"
            ),
        ],
    ),
    Case(
        key="en-sheep-shearing-contractor-visit-terms",
        source="Our shearing team will be on your farm from Monday 3 March for two days. We shear ewes at £2.10 a head and rams at £4.50, with a minimum call-out charge of £150. Sheep must be penned and dry by 7 a.m.; we do not shear wet fleeces under any circumstances, as they spoil in the bale. You will need to provide a flat, covered area of at least 6 by 4 metres and access to mains power. Wool packing is not included in the price. Cancellations made less than 48 hours before the visit are charged at the minimum rate.",
        good=[
            Good(
                "preserve",
                "Here's what to expect when our shearers visit. We'll arrive on Monday 3 March and stay for two days. Prices are £2.10 per ewe and £4.50 per ram, and the minimum call-out charge is £150. Your sheep must be penned and dry by 7 a.m. — we won't shear wet fleeces in any circumstances, because they spoil in the bale. You'll also need to provide a flat, covered space of at least 6 × 4 metres with access to mains power. Note that wool packing isn't included in the price, and if you cancel less than 48 hours before the visit, you'll be charged the minimum rate.",
            ),
            Good(
                "preserve",
                "Shearing visit – terms\n\n• Dates: two days, starting Monday 3 March.\n• Rates: ewes £2.10 per head, rams £4.50 per head; minimum call-out charge £150.\n• Sheep must be penned and dry by 7 a.m. Wet fleeces are not shorn under any circumstances, since they spoil in the bale.\n• The farm will need to supply a flat, covered area of at least 6 m × 4 m and access to mains power.\n• Wool packing is not included in the price.\n• Cancellations less than 48 hours before the visit are charged at the minimum rate.",
            ),
            Good(
                "pl",
                "Nasza ekipa strzygaczy przyjedzie do Twojego gospodarstwa w poniedziałek 3 marca i zostanie dwa dni. Strzyżenie owcy matki kosztuje 2,10 GBP od sztuki, a tryka 4,50 GBP; minimalna opłata za przyjazd wynosi 150 GBP. Owce muszą być zagonione do zagrody i suche do 7:00 — w żadnym wypadku nie strzyżemy mokrego runa, bo psuje się ono w belach. Trzeba zapewnić płaskie, zadaszone miejsce o wymiarach co najmniej 6 na 4 metry oraz dostęp do zasilania sieciowego. Pakowanie wełny nie jest wliczone w cenę. Za odwołanie wizyty później niż 48 godzin przed terminem pobieramy opłatę minimalną.",
            ),
        ],
        bad=[
            Slip(0, [("we won't shear wet fleeces", "we will shear wet fleeces")], "negation"),
            Slip(1, [("starting Monday 3 March", "starting Monday 10 March")], "date"),
            Slip(
                2,
                [
                    (
                        "Pakowanie wełny nie jest wliczone w cenę.",
                        "Pakowanie wełny nie jest wliczone w cenę, ale przy stadach powyżej 300 owiec robimy je gratis.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-harbour-survey-data-delivery-readme",
        source="## Survey data delivery\n\nProcessed bathymetry for the harbour approach is published at https://data.portsurvey.example.org/approach-2024. Soundings are reduced to chart datum and gridded at 0.5 m resolution.\n\n- Raw multibeam files (`.all`) are kept for 7 years.\n- Tide corrections use the gauge at Pier 3, sampled every 6 minutes.\n- Vertical uncertainty is estimated at ±0.15 m at 95% confidence.\n\nUsers must not use this grid for navigation; the official chart remains the only approved source. The next repeat survey is planned for spring 2026. Questions go to survey@portsurvey.example.org.",
        good=[
            Good(
                "preserve",
                "## Delivery of survey data\n\nThe processed bathymetry of the harbour approach is available at https://data.portsurvey.example.org/approach-2024. All soundings have been reduced to chart datum and gridded at a 0.5 m resolution.\n\n- Raw multibeam (`.all`) files are retained for seven years.\n- Tidal corrections are based on the Pier 3 gauge, sampled at 6-minute intervals.\n- Vertical uncertainty is estimated at ±0.15 m (95% confidence).\n\nThis grid must not be used for navigation — the official chart is still the only approved source. The next repeat survey is planned for spring 2026. Please send any questions to survey@portsurvey.example.org.",
            ),
            Good(
                "preserve",
                "## Survey data delivery\n\nYou can download the processed harbour-approach bathymetry from https://data.portsurvey.example.org/approach-2024. It is reduced to chart datum on a 0.5 m grid.\n\n- We keep raw multibeam files (`.all`) for 7 years.\n- Tides are corrected with the Pier 3 gauge, which samples every 6 minutes.\n- Estimated vertical uncertainty: ±0.15 m at 95% confidence.\n\nDo not use this grid for navigation: only the official chart is approved for that. The next repeat survey is planned for spring 2026. Send questions to survey@portsurvey.example.org.",
            ),
            Good(
                "pl",
                "## Przekazanie danych z pomiarów\n\nPrzetworzona batymetria podejścia do portu jest opublikowana pod adresem https://data.portsurvey.example.org/approach-2024. Głębokości zredukowano do poziomu odniesienia mapy i zgridowano w rozdzielczości 0,5 m.\n\n- Surowe pliki z sondy wielowiązkowej (`.all`) przechowujemy przez 7 lat.\n- Poprawki pływowe opierają się na mareografie przy Pirsie 3, z próbkowaniem co 6 minut.\n- Niepewność pionową szacuje się na ±0,15 m przy poziomie ufności 95%.\n\nUżytkownikom nie wolno wykorzystywać tej siatki do nawigacji; jedynym zatwierdzonym źródłem pozostaje oficjalna mapa. Kolejny pomiar powtórny planowany jest na wiosnę 2026 r. Pytania prosimy kierować na adres survey@portsurvey.example.org.",
            ),
        ],
        bad=[
            Slip(
                0, [("## Delivery of survey data\n\n", "Delivery of survey data\n\n")], "markdown"
            ),
            Slip(1, [("on a 0.5 m grid", "on a 5 m grid")], "number"),
            Slip(2, [("survey@portsurvey.example.org", "survey@portsurvey.example.com")], "url"),
        ],
    ),
    Case(
        key="en-court-interpreter-conduct-and-fees",
        source="Under section 14 of the Court Interpreters Regulations 2019, an interpreter must disclose any personal connection to a party before the hearing begins. Interpreters may not give legal advice or explain the proceedings in their own words; they interpret everything said, including offensive remarks. For hearings longer than 3 hours, the court should book two interpreters who alternate every 30 minutes. Remote interpreting may be used only with the judge's consent. Fees are paid within 30 days of the invoice, and travel over 50 km is reimbursed at €0.45 per kilometre.",
        good=[
            Good(
                "preserve",
                "If you interpret in court, keep these rules in mind:\n\n1. Section 14 of the Court Interpreters Regulations 2019 requires you to disclose any personal connection to a party before the hearing starts.\n2. You may not give legal advice or put the proceedings into your own words. Interpret everything that is said, offensive remarks included.\n3. For hearings over 3 hours, the court should book two interpreters who take turns every 30 minutes.\n4. Remote interpreting is allowed only with the judge's consent.\n5. Fees are paid within 30 days of your invoice, and travel beyond 50 km is reimbursed at €0.45 per km.",
            ),
            Good(
                "preserve",
                "An interpreter is obliged, under section 14 of the Court Interpreters Regulations 2019, to disclose any personal connection with a party before the hearing opens. Giving legal advice, or explaining the proceedings in one's own words, is not permitted: the interpreter renders everything that is said, including offensive remarks. Where a hearing lasts longer than 3 hours, the court should engage two interpreters alternating at 30-minute intervals. Remote interpreting may be used only where the judge consents. Fees are settled within 30 days of invoicing, and travel exceeding 50 km is reimbursed at €0.45 per kilometre.",
            ),
            Good(
                "pl",
                "Zgodnie z sekcją 14 rozporządzenia Court Interpreters Regulations 2019 tłumacz musi ujawnić wszelkie osobiste powiązania ze stroną przed rozpoczęciem rozprawy. Tłumaczom nie wolno udzielać porad prawnych ani objaśniać przebiegu postępowania własnymi słowami; tłumaczą wszystko, co zostanie powiedziane, także obraźliwe uwagi. Przy rozprawach trwających dłużej niż 3 godziny sąd powinien zamówić dwóch tłumaczy, którzy zmieniają się co 30 minut. Tłumaczenie zdalne można stosować wyłącznie za zgodą sędziego. Wynagrodzenie jest wypłacane w ciągu 30 dni od wystawienia faktury, a za dojazd powyżej 50 km przysługuje zwrot w wysokości 0,45 EUR za kilometr.",
            ),
        ],
        bad=[
            Slip(1, [("under section 14 of", "under section 41 of")], "legal_reference"),
            Slip(2, [("sąd powinien zamówić", "sąd musi zamówić")], "modality"),
            Slip(0, [("You may not give legal advice", "You may give legal advice")], "negation"),
        ],
    ),
    Case(
        key="en-stained-glass-east-window-restoration",
        source="The east window of St Aidan's, made around 1872, is being restored in the studio over the winter. Following the approach described by Brown and Strobl (2002, pp. 41–58), the original lead will be kept wherever it is sound; roughly 30% of the cames are expected to need replacing. Cracked pieces are edge-bonded with epoxy rather than replaced, and no new paint will be applied to historic glass. Protective isothermal glazing will be fitted on the outside, with a ventilation gap of 40 mm. The window is likely to return to the church by Easter 2026.",
        good=[
            Good(
                "preserve",
                "Over the winter, the east window of St Aidan's (made in about 1872) is being restored in our studio. We're following the method set out by Brown and Strobl (2002, pp. 41–58): wherever the original lead is sound, it stays, and we expect roughly 30% of the cames will need replacing. Instead of replacing cracked pieces, we edge-bond them with epoxy, and we won't apply any new paint to the historic glass. On the outside, protective isothermal glazing will be fitted with a 40 mm ventilation gap. The window is likely to be back in the church by Easter 2026.",
            ),
            Good(
                "preserve",
                "Restoration of the east window, St Aidan's (c. 1872) – winter studio programme\n\n- Method: following Brown and Strobl (2002, pp. 41–58), original lead is retained wherever sound; approximately 30% of the cames are expected to need replacement.\n- Cracked pieces: edge-bonded with epoxy, not replaced.\n- Historic glass: no new paint will be applied.\n- Protection: external isothermal glazing with a 40 mm ventilation gap.\n- Return: the window will likely be back in the church by Easter 2026.",
            ),
            Good(
                "pl",
                "Wschodnie okno kościoła św. Aidana, wykonane około 1872 roku, przechodzi tej zimy konserwację w pracowni. Zgodnie z podejściem opisanym przez Browna i Strobla (2002, s. 41–58) oryginalny ołów zostanie zachowany wszędzie tam, gdzie jest w dobrym stanie; przewiduje się, że wymiany będzie wymagać mniej więcej 30% ołowianek. Pęknięte fragmenty szkła skleja się krawędziowo żywicą epoksydową zamiast je wymieniać, a na historyczne szkło nie zostanie naniesiona żadna nowa farba. Od zewnątrz zostanie zamontowane ochronne oszklenie izotermiczne ze szczeliną wentylacyjną 40 mm. Okno prawdopodobnie wróci do kościoła do Wielkanocy 2026 roku.",
            ),
        ],
        bad=[
            Slip(2, [("(2002, s. 41–58)", "(2012, s. 41–58)")], "citation"),
            Slip(0, [("The window is likely to be back", "The window will be back")], "hedge"),
            Slip(1, [("with a 40 mm ventilation gap", "with a 60 mm ventilation gap")], "number"),
        ],
    ),
    Case(
        key="en-esports-spring-cup-checkin-pause-rules",
        source="# Spring Cup 2025 – match rules\n\n1. Check-in opens at 17:00 CET on Saturday 12 April and closes 30 minutes before the first match.\n2. Teams must field five registered players; one substitute may be swapped in between maps.\n3. Pauses are limited to 5 minutes per team per map. Technical pauses should be announced in chat first.\n4. Players may not use third-party overlays or macros.\n\nDisputes must be filed through the form at https://spring-cup.example.gg/disputes within 15 minutes of the match ending. Admin decisions are final.",
        good=[
            Good(
                "preserve",
                "# Spring Cup 2025: match rules\n\n1. Check-in opens on Saturday 12 April at 17:00 CET and closes half an hour before the first match.\n2. Each team must field five registered players. One substitute may be swapped in between maps.\n3. Each team is limited to 5 minutes of pauses per map. Technical pauses should first be announced in chat.\n4. Third-party overlays and macros may not be used by players.\n\nAny dispute must be filed within 15 minutes of the end of the match, using the form at https://spring-cup.example.gg/disputes. Decisions by admins are final.",
            ),
            Good(
                "preserve",
                "# Spring Cup 2025 – match rules\n\n1. **Check-in:** opens 17:00 CET, Saturday 12 April; closes 30 minutes before the first match.\n2. **Roster:** you must field five registered players, and you may swap in one substitute between maps.\n3. **Pauses:** max 5 minutes per team per map. You should announce technical pauses in chat first.\n4. **Tools:** you may not use third-party overlays or macros.\n\nGot a dispute? You must file it via https://spring-cup.example.gg/disputes within 15 minutes of the match ending. Admin decisions are final.",
            ),
            Good(
                "pl",
                "# Spring Cup 2025 – zasady meczów\n\n1. Check-in rusza o 17:00 CET w sobotę 12 kwietnia i zamyka się 30 minut przed pierwszym meczem.\n2. Drużyny muszą wystawić pięciu zarejestrowanych graczy; między mapami można wprowadzić jednego rezerwowego.\n3. Pauzy są ograniczone do 5 minut na drużynę na mapę. Pauzy techniczne powinny być najpierw zgłoszone na czacie.\n4. Gracze nie mogą używać zewnętrznych nakładek ani makr.\n\nSpory trzeba zgłaszać przez formularz na https://spring-cup.example.gg/disputes w ciągu 15 minut od zakończenia meczu. Decyzje administratorów są ostateczne.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "announced in chat.\n4. Third-party overlays",
                        "announced in chat. Third-party overlays",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [("You should announce technical pauses", "You must announce technical pauses")],
                "modality",
            ),
            Slip(2, [("w sobotę 12 kwietnia", "w sobotę 19 kwietnia")], "date"),
        ],
    ),
    Case(
        key="en-mobile-vet-clinic-visit-schedule",
        source="The mobile vet clinic visits Harlow Green every second Thursday from 10:00 to 14:00, parked behind the library. Vaccinations, microchipping and nail clipping are available without an appointment, but dental checks must be booked online at www.pawsonwheels.example.co.uk/book. We cannot perform surgery or X-rays in the van; those cases are referred to our main practice in Eastfield. A standard consultation costs £38, and microchipping is £15 per animal. Dogs should be on a lead and cats in a carrier. Please note that we do not accept cash.",
        good=[
            Good(
                "preserve",
                "When and where? Every second Thursday, 10:00–14:00, behind the library in Harlow Green.\n\nDo I need an appointment? Not for vaccinations, microchipping or nail clipping. Dental checks, however, must be booked online at www.pawsonwheels.example.co.uk/book.\n\nWhat can't you do in the van? Surgery and X-rays — we refer those cases to our main practice in Eastfield.\n\nHow much? £38 for a standard consultation and £15 per animal for microchipping. Please note we don't accept cash.\n\nAnything else? Dogs should be on a lead and cats in a carrier.",
            ),
            Good(
                "preserve",
                "Every second Thursday, between 10:00 and 14:00, our mobile vet clinic parks behind the library at Harlow Green. You can walk in without an appointment for vaccinations, microchipping or nail clipping; dental checks, on the other hand, must be booked online at www.pawsonwheels.example.co.uk/book. Surgery and X-rays can't be done in the van, so we refer those cases to our main practice in Eastfield. Prices: £38 for a standard consultation, £15 per animal for microchipping. Dogs should be kept on a lead and cats brought in a carrier. And please remember that cash is not accepted.",
            ),
            Good(
                "pl",
                "Mobilna przychodnia weterynaryjna przyjeżdża do Harlow Green co drugi czwartek w godzinach 10:00–14:00 i parkuje za biblioteką. Szczepienia, czipowanie i obcinanie pazurów są dostępne bez wcześniejszego umawiania się, natomiast kontrolę stomatologiczną trzeba zarezerwować online pod adresem www.pawsonwheels.example.co.uk/book. W busie nie możemy przeprowadzać zabiegów chirurgicznych ani wykonywać zdjęć RTG; takie przypadki kierujemy do naszej głównej lecznicy w Eastfield. Standardowa konsultacja kosztuje 38 GBP, a czipowanie 15 GBP za zwierzę. Psy powinny być na smyczy, a koty w transporterze. Uwaga: nie przyjmujemy gotówki.",
            ),
        ],
        bad=[
            Slip(2, [("nie przyjmujemy gotówki", "przyjmujemy gotówkę")], "negation"),
            Slip(
                0,
                [("www.pawsonwheels.example.co.uk/book", "www.pawsonwheels.example.com/book")],
                "url",
            ),
            Slip(1, [("£15 per animal", "£25 per animal")], "number"),
        ],
    ),
    Case(
        key="en-lighthouse-museum-reopening-visitor-info",
        source="The Lighthouse Museum at Kessock Point reopens on 1 April after winter maintenance. From April to October it is open daily from 10:00 to 17:00, with last entry 45 minutes before closing. Visitors can climb the tower's 132 steps, but children under 8 must be accompanied by an adult at all times, and the lantern gallery may be closed in high winds. The keeper's cottage houses the original 1898 Fresnel lens and a collection of logbooks. Tickets cost £9 for adults and £4.50 for children; groups of 15 or more should book in advance.",
        good=[
            Good(
                "preserve",
                "Good news: after its winter maintenance, the Lighthouse Museum at Kessock Point reopens on 1 April! Between April and October you can visit every day from 10:00 to 17:00 (last entry is 45 minutes before closing). You can climb all 132 steps of the tower — just remember that children under 8 must be with an adult at all times, and the lantern gallery may be closed when it's very windy. In the keeper's cottage you'll find the original 1898 Fresnel lens alongside a collection of logbooks. Adults pay £9 and children £4.50; if you're coming as a group of 15 or more, you should book ahead.",
            ),
            Good(
                "preserve",
                "Kessock Point Lighthouse Museum\n\nReopening: 1 April, after winter maintenance.\nHours (April–October): daily, 10:00–17:00; last entry 45 minutes before closing.\nTower: 132 steps. Children under 8 must be accompanied by an adult at all times. The lantern gallery may be closed in high winds.\nKeeper's cottage: the original 1898 Fresnel lens and a collection of logbooks.\nTickets: adults £9, children £4.50. Groups of 15 or more should book in advance.",
            ),
            Good(
                "pl",
                "Muzeum Latarni Morskiej w Kessock Point zostanie ponownie otwarte 1 kwietnia, po zimowych pracach konserwacyjnych. Od kwietnia do października jest czynne codziennie w godzinach 10:00–17:00, a ostatnie wejście jest możliwe 45 minut przed zamknięciem. Zwiedzający mogą wejść po 132 stopniach na szczyt wieży, ale dzieci poniżej 8 lat muszą przez cały czas przebywać pod opieką osoby dorosłej, a galeria laterny może zostać zamknięta przy silnym wietrze. W domku latarnika znajduje się oryginalna soczewka Fresnela z 1898 roku oraz zbiór dzienników latarni. Bilety kosztują 9 GBP dla dorosłych i 4,50 GBP dla dzieci; grupy liczące 15 lub więcej osób powinny dokonać rezerwacji z wyprzedzeniem.",
            ),
        ],
        bad=[
            Slip(1, [("Reopening: 1 April", "Reopening: 1 May")], "date"),
            Slip(
                2,
                [
                    (
                        "oraz zbiór dzienników latarni.",
                        "oraz zbiór dzienników latarni, przekazany muzeum przez rodzinę ostatniego latarnika w 1987 roku.",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("you should book ahead", "you must book ahead")], "modality"),
        ],
    ),
    Case(
        key="en-tidal-energy-pilot-progress-update",
        source="The tidal energy pilot in Carrow Sound has now completed its first 18 months of operation. The two 500 kW turbines delivered about 2.1 GWh to the grid, which is roughly 8% below the original forecast. Monitoring so far suggests that the turbines probably have no measurable effect on porpoise movements, consistent with earlier findings (Hughes et al., 2021, Renewable Energy 175: 312–324). Maintenance intervals may need to be shortened, as biofouling on the blades built up faster than expected. A decision on a third turbine is expected in early 2026.",
        good=[
            Good(
                "preserve",
                "The Carrow Sound tidal energy pilot has now finished its first eighteen months of operation. Its two 500 kW turbines fed about 2.1 GWh into the grid — roughly 8% short of the original forecast. Monitoring to date suggests that the turbines probably have no measurable effect on how porpoises move, which is in line with earlier findings (Hughes et al., 2021, Renewable Energy 175: 312–324). Biofouling on the blades built up faster than expected, so maintenance intervals may need to be shortened. A decision on adding a third turbine is expected in early 2026.",
            ),
            Good(
                "preserve",
                "Carrow Sound tidal pilot – status after the first 18 months of operation:\n\n- Output: about 2.1 GWh delivered to the grid by the two 500 kW turbines, roughly 8% under the original forecast.\n- Wildlife: monitoring so far suggests the turbines probably have no measurable effect on porpoise movements, consistent with Hughes et al. (2021, Renewable Energy 175: 312–324).\n- Maintenance: blade biofouling built up faster than expected, so intervals may need to be shortened.\n- Next step: a decision on a third turbine is expected in early 2026.",
            ),
            Good(
                "pl",
                "Pilotażowa instalacja energii pływowej w cieśninie Carrow Sound ma za sobą pierwsze 18 miesięcy pracy. Dwie turbiny o mocy 500 kW oddały do sieci około 2,1 GWh, czyli mniej więcej o 8% mniej, niż pierwotnie prognozowano. Dotychczasowy monitoring wskazuje, że turbiny prawdopodobnie nie mają mierzalnego wpływu na przemieszczanie się morświnów, co jest zgodne z wcześniejszymi ustaleniami (Hughes i in., 2021, Renewable Energy 175: 312–324). Być może trzeba będzie skrócić odstępy między przeglądami, ponieważ łopaty obrastały organizmami morskimi szybciej, niż zakładano. Decyzji w sprawie trzeciej turbiny oczekuje się na początku 2026 roku.",
            ),
        ],
        bad=[
            Slip(0, [("probably have no measurable effect", "have no measurable effect")], "hedge"),
            Slip(1, [("Hughes et al. (2021,", "Hughes et al. (2019,")], "citation"),
            Slip(2, [("o mocy 500 kW", "o mocy 250 kW")], "number"),
        ],
    ),
    Case(
        key="en-cheese-cave-ageing-procedure-rules",
        source="Wheels of our alpine-style cheese are aged in the cave for a minimum of 10 months at 11–12 °C and 92–95% relative humidity. Each wheel is turned and brushed with brine twice a week for the first three months, then once a week. Staff must wear clean overalls and hairnets in the cave, and visitors are not allowed past the tasting room. The cave door should be kept closed; if humidity drops below 90% for more than 6 hours, the duty cheesemaker must be called. Wheels showing cracks should not be sold as whole rounds and may be cut for the deli counter instead.",
        good=[
            Good(
                "preserve",
                "Cave ageing – standard procedure\n\n1. Age each wheel for at least 10 months at 11–12 °C and 92–95% relative humidity.\n2. Turn every wheel and brush it with brine twice a week during the first three months, then once a week after that.\n3. Staff must wear clean overalls and hairnets in the cave. Visitors are not allowed beyond the tasting room.\n4. The cave door should be kept shut. If humidity stays below 90% for more than 6 hours, the duty cheesemaker must be called.\n5. Cracked wheels should not be sold whole; they may be cut for the deli counter instead.",
            ),
            Good(
                "preserve",
                "Our alpine-style wheels spend no less than 10 months in the cave, where the temperature is held at 11–12 °C and relative humidity at 92–95%. For the first three months every wheel is turned and brushed with brine twice weekly; after that, once weekly. Any member of staff entering the cave must wear clean overalls and a hairnet, while visitors are not allowed further than the tasting room. The cave door should be kept closed. Should humidity fall below 90% for longer than 6 hours, the duty cheesemaker must be called. A wheel that shows cracks should not be sold as a whole round, though it may be cut up for the deli counter.",
            ),
            Good(
                "pl",
                "Krążki naszego sera w stylu alpejskim dojrzewają w grocie przez co najmniej 10 miesięcy w temperaturze 11–12 °C i przy wilgotności względnej 92–95%. Przez pierwsze trzy miesiące każdy krążek obraca się i szczotkuje solanką dwa razy w tygodniu, a potem raz w tygodniu. W grocie pracownicy muszą nosić czyste kombinezony i siatki na włosy, a zwiedzający nie mają wstępu dalej niż do sali degustacyjnej. Drzwi groty powinny być zamknięte; jeśli wilgotność spadnie poniżej 90% na dłużej niż 6 godzin, trzeba wezwać dyżurnego serowara. Krążków z pęknięciami nie powinno się sprzedawać w całości — można je zamiast tego pokroić na potrzeby lady delikatesowej.",
            ),
        ],
        bad=[
            Slip(0, [("92–95% relative humidity", "82–85% relative humidity")], "number"),
            Slip(
                1,
                [("visitors are not allowed further than", "visitors are allowed further than")],
                "negation",
            ),
            Slip(
                2,
                [("trzeba wezwać dyżurnego serowara", "można wezwać dyżurnego serowara")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-town-beekeeping-bylaw-members-reminder",
        source="Members keeping bees within the town boundary are reminded that, under Article 7 of the Municipal Apiary By-law No. 12/2018, hives must be placed at least 10 metres from a public footpath unless screened by a fence or hedge at least 2 metres high. Colonies must be registered with the district veterinary office by 31 March each year. Varroa treatment with oxalic acid is permitted only in the broodless period, usually December, and must not be carried out while honey supers are on. The association does not provide insurance; members should arrange their own third-party cover.",
        good=[
            Good(
                "preserve",
                "A reminder for members who keep bees inside the town boundary. Article 7 of the Municipal Apiary By-law No. 12/2018 says hives must stand at least 10 metres from any public footpath, unless a fence or hedge at least 2 metres high screens them. You must register your colonies with the district veterinary office by 31 March every year. Oxalic acid treatment for varroa is only permitted during the broodless period (usually December), and it must not be done while honey supers are on. Please note that the association doesn't provide insurance, so you should arrange your own third-party cover.",
            ),
            Good(
                "preserve",
                "Reminder to members keeping bees within the town boundary:\n\n- Siting (Article 7, Municipal Apiary By-law No. 12/2018): hives must be at least 10 m from a public footpath, unless screened by a fence or hedge no lower than 2 m.\n- Registration: colonies must be registered with the district veterinary office by 31 March each year.\n- Varroa: oxalic acid treatment is permitted only in the broodless period, usually December, and must not take place while honey supers are on.\n- Insurance: not provided by the association; members should arrange their own third-party cover.",
            ),
            Good(
                "pl",
                "Przypominamy członkom, którzy trzymają pszczoły w granicach miasta, że zgodnie z art. 7 Miejskiej uchwały pasiecznej nr 12/2018 ule muszą stać w odległości co najmniej 10 metrów od publicznej ścieżki pieszej, chyba że osłania je płot lub żywopłot o wysokości co najmniej 2 metrów. Rodziny pszczele muszą być co roku zarejestrowane w powiatowym inspektoracie weterynarii do 31 marca. Zwalczanie warrozy kwasem szczawiowym jest dozwolone wyłącznie w okresie bezczerwiowym, zwykle w grudniu, i nie wolno go prowadzić, gdy na ulach są nadstawki miodowe. Stowarzyszenie nie zapewnia ubezpieczenia; członkowie powinni sami wykupić ubezpieczenie OC.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Article 7 of the Municipal", "Article 17 of the Municipal")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "Stowarzyszenie nie zapewnia ubezpieczenia",
                        "Stowarzyszenie zapewnia ubezpieczenie",
                    )
                ],
                "negation",
            ),
            Slip(1, [("by 31 March each year", "by 31 May each year")], "date"),
        ],
    ),
    Case(
        key="en-tidyrun-cli-install-config-readme",
        source="## Installing `tidyrun`\n\nInstall the tool with `pip install tidyrun==2.4.1`. Python 3.9 or newer is required; 3.8 is not supported.\n\n### Configuration\n\nCreate a file named `tidyrun.toml` in the project root. The `max_workers` key is optional; if it is missing, the tool uses 4 workers. You can override any setting on the command line, for example:\n\n```\ntidyrun --max-workers 8 --dry-run\n```\n\nSee the [full option reference](https://docs.tidyrun.example.dev/options) for everything else. Bug reports should include the output of `tidyrun --version`.",
        good=[
            Good(
                "preserve",
                "## Installing `tidyrun`\n\nRun `pip install tidyrun==2.4.1` to install it. You need Python 3.9 or newer — 3.8 is not supported.\n\n### Configuration\n\nPut a `tidyrun.toml` file in the root of your project. The `max_workers` key is optional; without it, the tool uses 4 workers. Any setting can be overridden on the command line:\n\n```\ntidyrun --max-workers 8 --dry-run\n```\n\nEverything else is covered in the [full option reference](https://docs.tidyrun.example.dev/options). A bug report should include the output of `tidyrun --version`.",
            ),
            Good(
                "preserve",
                "## Installing `tidyrun`\n\n`tidyrun` is installed with `pip install tidyrun==2.4.1` and requires Python 3.9 or later. Python 3.8 is not supported.\n\n### Configuration\n\nIn the project root, create a configuration file called `tidyrun.toml`. Setting `max_workers` is optional: when the key is absent, 4 workers are used. Every setting can also be overridden from the command line, e.g.:\n\n```\ntidyrun --max-workers 8 --dry-run\n```\n\nFor all other options, refer to the [full option reference](https://docs.tidyrun.example.dev/options). Bug reports should contain the output of `tidyrun --version`.",
            ),
            Good(
                "pl",
                "## Instalacja `tidyrun`\n\nNarzędzie instaluje się poleceniem `pip install tidyrun==2.4.1`. Wymagany jest Python 3.9 lub nowszy; wersja 3.8 nie jest obsługiwana.\n\n### Konfiguracja\n\nW katalogu głównym projektu utwórz plik `tidyrun.toml`. Klucz `max_workers` jest opcjonalny; jeśli go brakuje, narzędzie używa 4 procesów roboczych. Każde ustawienie można nadpisać w wierszu poleceń, na przykład:\n\n```\ntidyrun --max-workers 8 --dry-run\n```\n\nPozostałe opcje opisuje [pełna dokumentacja opcji](https://docs.tidyrun.example.dev/options). Zgłoszenia błędów powinny zawierać wynik polecenia `tidyrun --version`.",
            ),
        ],
        bad=[
            Slip(
                1, [("tidyrun --max-workers 8 --dry-run", "tidyrun --workers 8 --dry-run")], "code"
            ),
            Slip(
                2,
                [
                    (
                        "```\ntidyrun --max-workers 8 --dry-run\n```",
                        "tidyrun --max-workers 8 --dry-run",
                    )
                ],
                "markdown",
            ),
            Slip(
                0,
                [
                    (
                        "— 3.8 is not supported.",
                        "— 3.8 is not supported, and native Windows support is planned for version 2.5.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-tinnitus-app-trial-grant-rationale",
        source="Our preliminary data suggest that daily use of the app may reduce self-reported tinnitus distress by around 20% over eight weeks. This is in line with a meta-analysis by Okafor and Lindqvist (2022, Journal of Audiological Research, 14(3), 201–219), although most of the included trials were small. We therefore propose a randomised trial with 240 participants recruited from three NHS audiology clinics. The primary outcome will be the Tinnitus Handicap Inventory score at 12 weeks. We do not expect to find an effect on hearing thresholds, and the study is not designed to test for one.",
        good=[
            Good(
                "preserve",
                "In short: our early data suggest that using the app every day may cut self-reported tinnitus distress by around 20% over eight weeks. A meta-analysis by Okafor and Lindqvist (2022, Journal of Audiological Research, 14(3), 201–219) points the same way, though most of the trials it included were small. That's why we're proposing a randomised trial of 240 participants recruited from three NHS audiology clinics, with the Tinnitus Handicap Inventory score at 12 weeks as the primary outcome. We don't expect any effect on hearing thresholds, and the study isn't designed to test for one.",
            ),
            Good(
                "preserve",
                "Preliminary data suggest that daily use of the app may lower self-reported tinnitus distress by approximately 20% across an eight-week period. These findings are consistent with the meta-analysis of Okafor and Lindqvist (2022, Journal of Audiological Research, 14(3), 201–219), albeit most of the trials it included were small. Accordingly, a randomised trial is proposed, recruiting 240 participants from three NHS audiology clinics. The Tinnitus Handicap Inventory score at 12 weeks will serve as the primary outcome. No effect on hearing thresholds is anticipated, nor is the study designed to test for such an effect.",
            ),
            Good(
                "pl",
                "Nasze wstępne dane sugerują, że codzienne korzystanie z aplikacji może zmniejszyć subiektywnie zgłaszane nasilenie dolegliwości związanych z szumami usznymi o około 20% w ciągu ośmiu tygodni. Jest to zgodne z metaanalizą autorstwa Okafor i Lindqvist (2022, Journal of Audiological Research, 14(3), 201–219), choć większość uwzględnionych w niej badań była niewielka. Dlatego proponujemy badanie z randomizacją obejmujące 240 uczestników rekrutowanych w trzech poradniach audiologicznych NHS. Pierwszorzędowym punktem końcowym będzie wynik w skali Tinnitus Handicap Inventory po 12 tygodniach. Nie spodziewamy się wpływu na progi słyszenia, a badanie nie zostało zaprojektowane, by go sprawdzać.",
            ),
        ],
        bad=[
            Slip(1, [("14(3), 201–219", "14(3), 102–119")], "citation"),
            Slip(0, [("may cut self-reported", "will cut self-reported")], "hedge"),
            Slip(
                2,
                [
                    (
                        "w trzech poradniach audiologicznych NHS",
                        "w trzech poradniach audiologicznych NHS w Manchesterze",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-community-orchard-winter-pruning-volunteers",
        source="Volunteers are welcome at the community orchard every Saturday from 9:30 until 12:30. This month we will be winter-pruning the 46 apple and pear trees planted in 2017. Please bring gloves; secateurs and loppers are provided, but you may bring your own if you prefer. Under-16s must come with a parent or guardian. No ladders taller than 2 metres may be used, and nobody should prune alone. We never use chemical sprays in the orchard. Tea and cake are served at 11:00, and anyone who comes to at least 5 sessions gets a share of the autumn harvest.",
        good=[
            Good(
                "preserve",
                "Fancy some fresh air? Join us at the community orchard any Saturday between 9:30 and 12:30. This month's job is winter pruning for our 46 apple and pear trees, planted back in 2017. Bring gloves — we provide secateurs and loppers, though you may bring your own if you'd rather. Under-16s must be accompanied by a parent or guardian. Ladders over 2 metres tall may not be used, and nobody should prune on their own. We never use chemical sprays in the orchard. Tea and cake come out at 11:00, and if you come to at least 5 sessions, you'll get a share of the autumn harvest.",
            ),
            Good(
                "preserve",
                "Community orchard – volunteer sessions\n\n- When: every Saturday, 9:30–12:30.\n- This month: winter pruning of the 46 apple and pear trees planted in 2017.\n- What to bring: gloves. Secateurs and loppers are provided, but you may bring your own if you prefer.\n- Under-16s must come with a parent or guardian.\n- Safety: no ladders taller than 2 m may be used, and no one should prune alone.\n- We never use chemical sprays.\n- Tea and cake at 11:00. Come to at least 5 sessions and you'll get a share of the autumn harvest.",
            ),
            Good(
                "pl",
                "Wolontariuszy zapraszamy do sadu społecznego w każdą sobotę w godzinach 9:30–12:30. W tym miesiącu zajmiemy się zimowym cięciem 46 jabłoni i grusz posadzonych w 2017 roku. Prosimy zabrać rękawice; sekatory i nożyce do gałęzi zapewniamy, ale jeśli wolisz, możesz przynieść własne. Osoby poniżej 16 roku życia muszą przyjść z rodzicem lub opiekunem. Nie wolno używać drabin wyższych niż 2 metry i nikt nie powinien przycinać drzew w pojedynkę. W sadzie nigdy nie stosujemy oprysków chemicznych. Herbata i ciasto o 11:00, a każdy, kto przyjdzie na co najmniej 5 spotkań, dostanie część jesiennych zbiorów.",
            ),
        ],
        bad=[
            Slip(1, [("Under-16s must come with", "Under-16s should come with")], "modality"),
            Slip(
                0,
                [("We never use chemical sprays", "We sometimes use chemical sprays")],
                "negation",
            ),
            Slip(2, [("co najmniej 5 spotkań", "co najmniej 3 spotkania")], "number"),
        ],
    ),
    Case(
        key="en-island-ferry-summer-timetable-change",
        source="From Monday 2 June 2025 the winter timetable on the Kilbeg–Tarrow route will be replaced by the summer timetable. The first sailing leaves Kilbeg at 07:30 and the last returns from Tarrow at 19:45. Vehicle spaces are limited and must be booked at least 24 hours in advance at www.islandferries.example.com/book; foot passengers may buy tickets at the terminal. Passengers should arrive at least 20 minutes before departure. Sailings can be cancelled at short notice in poor weather, and updates are posted on the website and at @IslandFerriesNI.",
        good=[
            Good(
                "preserve",
                "The summer timetable on the Kilbeg–Tarrow route starts on Monday, June 2, 2025, replacing the winter one. The first boat leaves Kilbeg at 07:30, and the last one returns from Tarrow at 19:45. If you're taking a vehicle, you must book at least 24 hours in advance at www.islandferries.example.com/book, as spaces are limited; foot passengers may buy tickets at the terminal. You should arrive at least 20 minutes before departure. In poor weather, sailings can be cancelled at short notice, so check the website or @IslandFerriesNI for updates.",
            ),
            Good(
                "preserve",
                "Summer timetable – Kilbeg/Tarrow route\nValid from Monday 2 June 2025 (replaces the winter timetable).\n\n• First sailing: 07:30 from Kilbeg\n• Last sailing: 19:45 return from Tarrow\n• Vehicles: spaces are limited; booking at www.islandferries.example.com/book is required at least 24 hours ahead.\n• Foot passengers: tickets may be bought at the terminal.\n• Check-in: passengers should arrive at least 20 minutes before departure.\n\nSailings can be cancelled at short notice in poor weather. Updates: on the website and at @IslandFerriesNI.",
            ),
            Good(
                "pl",
                "Od poniedziałku 2 czerwca 2025 r. na trasie Kilbeg–Tarrow zimowy rozkład rejsów zostanie zastąpiony letnim. Pierwszy prom wypływa z Kilbeg o 7:30, a ostatni wraca z Tarrow o 19:45. Liczba miejsc dla pojazdów jest ograniczona i trzeba je zarezerwować co najmniej 24 godziny wcześniej na stronie www.islandferries.example.com/book; pasażerowie piesi mogą kupić bilety w terminalu. Pasażerowie powinni przybyć co najmniej 20 minut przed odpłynięciem. Przy złej pogodzie rejsy mogą zostać odwołane w krótkim terminie, a aktualne informacje publikujemy na stronie internetowej i na koncie @IslandFerriesNI.",
            ),
        ],
        bad=[
            Slip(0, [("leaves Kilbeg at 07:30", "leaves Kilbeg at 08:30")], "date"),
            Slip(
                1,
                [("www.islandferries.example.com/book", "www.islandferry.example.com/book")],
                "url",
            ),
            Slip(2, [("trzeba je zarezerwować", "warto je zarezerwować")], "modality"),
        ],
    ),
    Case(
        key="en-tenant-rent-increase-section-notice",
        source="Dear tenant, in accordance with Section 13 of the Housing Act 1988, we are giving you notice of a proposed rent increase. From 1 September 2025 your monthly rent will rise from £925 to £975. If you think the new rent is higher than the market rate, you can apply to the First-tier Tribunal before that date; the tribunal will probably take around eight weeks to decide. You do not need to sign anything or reply to this letter. Your other tenancy terms, including the deposit, are not affected.",
        good=[
            Good(
                "preserve",
                "Dear tenant,\n\nThis letter is formal notice, under Section 13 of the Housing Act 1988, that we propose to increase your rent. Starting 1 September 2025, your monthly rent will go up from £925 to £975. If you believe the new amount is above the market rate, you can apply to the First-tier Tribunal before 1 September 2025; a decision will probably take around eight weeks. There is no need for you to sign anything or reply to this letter. None of your other tenancy terms, including your deposit, are affected.",
            ),
            Good(
                "preserve",
                "Dear Tenant,\n\nPursuant to Section 13 of the Housing Act 1988, we hereby notify you of a proposed increase in rent: with effect from 1 September 2025, the monthly rent payable will increase from £925 to £975. Should you consider the new rent to exceed the market rate, you may apply to the First-tier Tribunal prior to that date. The tribunal is likely to take approximately eight weeks to reach its decision. You are not required to sign or respond to this letter. The remaining terms of your tenancy, including the deposit, are unaffected.",
            ),
            Good(
                "pl",
                "Szanowny Najemco,\n\nzgodnie z sekcją 13 ustawy Housing Act 1988 zawiadamiamy o planowanej podwyżce czynszu. Od 1 września 2025 r. Twój czynsz miesięczny wzrośnie z 925 GBP do 975 GBP. Jeśli uważasz, że nowy czynsz jest wyższy od stawki rynkowej, możesz przed tą datą złożyć wniosek do First-tier Tribunal; rozpatrzenie sprawy zajmie trybunałowi prawdopodobnie około ośmiu tygodni. Nie musisz niczego podpisywać ani odpowiadać na ten list. Pozostałe warunki najmu, w tym kaucja, pozostają bez zmian.",
            ),
        ],
        bad=[
            Slip(2, [("sekcją 13 ustawy", "sekcją 21 ustawy")], "legal_reference"),
            Slip(1, [("You are not required to sign", "You are required to sign")], "negation"),
            Slip(
                0,
                [("a decision will probably take around", "a decision will take around")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-build-tool-release-notes-upgrade",
        source="## Release 3.2.0\n\nThis release drops support for Node.js 16; the minimum is now Node.js 18. The `--legacy-cache` flag has been removed, so scripts that still pass it will fail with exit code 2. Cold builds are about 35% faster on our benchmark suite, and the default cache directory has moved from `.cache/build` to `.buildcache`. No configuration changes are needed for most projects. If you use the `onAfterBuild` hook, you should update it, since it now receives a second `stats` argument.",
        good=[
            Good(
                "preserve",
                "## Release 3.2.0\n\n- Node.js 16 is no longer supported; you now need Node.js 18 or newer.\n- The `--legacy-cache` flag is gone. Any script that still passes it will fail with exit code 2.\n- Cold builds are about 35% faster on our benchmark suite.\n- The default cache directory is now `.buildcache` (previously `.cache/build`).\n- Most projects need no configuration changes. If you use the `onAfterBuild` hook, you should update it: it now gets a second argument, `stats`.",
            ),
            Good(
                "preserve",
                "## Release 3.2.0\n\nSupport for Node.js 16 has been dropped in this release, which now requires at least Node.js 18. We have removed the `--legacy-cache` flag; scripts still passing it will fail with exit code 2. On our benchmark suite, cold builds run roughly 35% faster. The default cache directory has changed from `.cache/build` to `.buildcache`. For most projects, no configuration changes are necessary, but users of the `onAfterBuild` hook should update it, because the hook now receives a second `stats` argument.",
            ),
            Good(
                "pl",
                "## Wydanie 3.2.0\n\nTo wydanie kończy wsparcie dla Node.js 16; minimalna wersja to teraz Node.js 18. Flaga `--legacy-cache` została usunięta, więc skrypty, które nadal ją przekazują, zakończą się błędem z kodem wyjścia 2. Zimne kompilacje są o około 35% szybsze w naszym zestawie testów wydajności, a domyślny katalog pamięci podręcznej został przeniesiony z `.cache/build` do `.buildcache`. W większości projektów zmiany konfiguracji nie są potrzebne. Jeśli używasz haka `onAfterBuild`, powinieneś go zaktualizować, ponieważ otrzymuje on teraz drugi argument `stats`.",
            ),
        ],
        bad=[
            Slip(0, [("`.buildcache` (previously", "`.build-cache` (previously")], "code"),
            Slip(1, [("roughly 35% faster", "roughly 53% faster")], "number"),
            Slip(
                2,
                [
                    (
                        "W większości projektów zmiany konfiguracji nie są potrzebne. Jeśli używasz haka `onAfterBuild`, powinieneś go zaktualizować, ponieważ otrzymuje on teraz drugi argument `stats`.",
                        "No configuration changes are needed for most projects. If you use the `onAfterBuild` hook, you should update it, since it now receives a second `stats` argument.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-choir-christmas-concert-rehearsal-plan",
        source="Rehearsals for the Christmas concert start on Wednesday 5 November at 19:00 in the church hall. Singers should learn the Rutter and the two carols by heart before the dress rehearsal on 13 December. Scores can be collected from Anna at the first rehearsal; please do not photocopy them, as the hire licence does not allow it. Anyone who misses more than two rehearsals may not be able to sing in the concert. The concert itself is on Saturday 20 December at 18:00, and singers must arrive by 17:15 for a warm-up.",
        good=[
            Good(
                "preserve",
                "Hi everyone! Christmas concert rehearsals kick off on Wednesday 5 November at 19:00 in the church hall. Before the dress rehearsal on 13 December, you should know the Rutter and both carols by heart. You can collect your scores from Anna at the first rehearsal — please don't photocopy them, because the hire licence doesn't allow it. If you miss more than two rehearsals, you may not be able to sing in the concert. The concert itself is on Saturday 20 December at 18:00, and you must be there by 17:15 for the warm-up.",
            ),
            Good(
                "preserve",
                "Christmas concert – key information\n\n• First rehearsal: Wednesday 5 November, 19:00, church hall.\n• Scores: collect them from Anna at the first rehearsal. Please do not photocopy them — the hire licence does not permit it.\n• Memorisation: singers should know the Rutter and the two carols by heart before the dress rehearsal on 13 December.\n• Attendance: if you miss more than two rehearsals, you may not be able to sing in the concert.\n• Concert: Saturday 20 December, 18:00. Singers must arrive by 17:15 for a warm-up.",
            ),
            Good(
                "pl",
                "Próby do koncertu bożonarodzeniowego zaczynają się w środę 5 listopada o 19:00 w sali parafialnej. Przed próbą generalną 13 grudnia chórzyści powinni opanować na pamięć utwór Ruttera i obie kolędy. Nuty można odebrać od Anny na pierwszej próbie; prosimy ich nie kserować, ponieważ licencja na wypożyczenie na to nie pozwala. Kto opuści więcej niż dwie próby, może nie zostać dopuszczony do śpiewania na koncercie. Sam koncert odbędzie się w sobotę 20 grudnia o 18:00, a chórzyści muszą przyjść do 17:15 na rozśpiewanie.",
            ),
        ],
        bad=[
            Slip(
                1, [("Singers must arrive by 17:15", "Singers should arrive by 17:15")], "modality"
            ),
            Slip(
                2,
                [
                    (
                        "Nuty można odebrać od Anny",
                        "Nuty, wypożyczone z biblioteki diecezjalnej, można odebrać od Anny",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("please don't photocopy them", "please photocopy them")], "negation"),
        ],
    ),
    Case(
        key="en-travel-clinic-kenya-vaccine-advice",
        source="If you are travelling to Kenya, the yellow fever vaccine should be given at least 10 days before departure, because the certificate only becomes valid after that. A single dose usually gives lifelong protection. Most adults will also need a hepatitis A booster if their last dose was more than 25 years ago. Our travel clinic is open on Tuesdays and Thursdays from 14:00 to 18:00. A yellow fever jab costs £85, including the certificate. Side effects are generally mild, but about 1 in 10 people may get a low fever for a day or two.",
        good=[
            Good(
                "preserve",
                "Travelling to Kenya? You should have the yellow fever vaccine at least 10 days before you leave, because the certificate only becomes valid after that. A single dose usually protects you for life. Most adults whose last hepatitis A dose was more than 25 years ago will also need a booster. Our travel clinic is open on Tuesdays and Thursdays, 14:00–18:00. The yellow fever jab is £85, certificate included. Side effects are generally mild, although about 1 in 10 people may get a low fever for a day or two.",
            ),
            Good(
                "preserve",
                "Travel vaccinations for Kenya\n\n- Yellow fever: should be given at least 10 days before departure, as the certificate is not valid until then. One dose usually gives lifelong protection. Cost: £85, certificate included.\n- Hepatitis A: most adults will also need a booster if their last dose was over 25 years ago.\n- Side effects: generally mild; about 1 in 10 people may develop a low fever for a day or two.\n- Clinic hours: Tuesdays and Thursdays, 14:00–18:00.",
            ),
            Good(
                "pl",
                "Jeśli wybierasz się do Kenii, szczepionka przeciw żółtej febrze powinna zostać podana co najmniej 10 dni przed wyjazdem, ponieważ dopiero po tym czasie certyfikat staje się ważny. Jedna dawka zwykle zapewnia ochronę na całe życie. Większość dorosłych będzie też potrzebować dawki przypominającej przeciw WZW typu A, jeśli od ostatniej dawki minęło ponad 25 lat. Nasza poradnia medycyny podróży jest czynna we wtorki i czwartki w godzinach 14:00–18:00. Szczepienie przeciw żółtej febrze kosztuje 85 GBP, łącznie z certyfikatem. Działania niepożądane są na ogół łagodne, ale u około 1 na 10 osób może wystąpić niewysoka gorączka przez dzień lub dwa.",
            ),
        ],
        bad=[
            Slip(
                0, [("A single dose usually protects you", "A single dose protects you")], "hedge"
            ),
            Slip(1, [("Cost: £85", "Cost: £65")], "number"),
            Slip(
                2,
                [("co najmniej 10 dni przed wyjazdem", "co najmniej 5 dni przed wyjazdem")],
                "date",
            ),
        ],
    ),
    Case(
        key="en-county-archive-ordering-photography-rules",
        source="The county archive reading room is open Monday to Friday, 9:00–16:30, and on the first Saturday of each month. Documents must be ordered in advance through the online catalogue at https://archives.example-county.gov.uk/catalogue, at least two working days before your visit. Up to 6 items can be produced per visit. Only pencils may be used in the reading room; pens, food and drink are not permitted. You may photograph most documents without flash for personal research, but items marked 'fragile' must be viewed on microfilm.",
        good=[
            Good(
                "preserve",
                "Planning a visit to the county archive? The reading room is open 9:00–16:30 from Monday to Friday, plus the first Saturday of every month. You must order documents in advance via the online catalogue (https://archives.example-county.gov.uk/catalogue) at least two working days before you come, and up to 6 items can be produced per visit. Only pencils may be used in the reading room — pens, food and drink are not permitted. For personal research you may photograph most documents without flash, but items marked 'fragile' must be viewed on microfilm.",
            ),
            Good(
                "preserve",
                "Reading room rules – County Archive\n\n1. Opening hours: Monday–Friday, 9:00–16:30, and the first Saturday of each month.\n2. Ordering: documents must be ordered at least two working days before your visit, through the online catalogue at https://archives.example-county.gov.uk/catalogue.\n3. Limit: up to 6 items per visit.\n4. Writing materials: pencils only. Pens, food and drink are not permitted.\n5. Photography: most documents may be photographed without flash for personal research. Items marked 'fragile' must be viewed on microfilm.",
            ),
            Good(
                "pl",
                "Czytelnia archiwum hrabstwa jest czynna od poniedziałku do piątku w godzinach 9:00–16:30 oraz w pierwszą sobotę każdego miesiąca. Dokumenty trzeba zamówić z wyprzedzeniem przez katalog online pod adresem https://archives.example-county.gov.uk/catalogue, co najmniej dwa dni robocze przed wizytą. Podczas jednej wizyty można otrzymać do 6 jednostek. W czytelni wolno używać wyłącznie ołówków; długopisy, jedzenie i napoje są niedozwolone. Większość dokumentów można fotografować bez lampy błyskowej na potrzeby własnych badań, ale materiały oznaczone jako „kruche” muszą być przeglądane na mikrofilmie.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "https://archives.example-county.gov.uk/catalogue",
                        "https://archives.example-county.gov.uk/katalog",
                    )
                ],
                "url",
            ),
            Slip(
                0,
                [
                    (
                        "Planning a visit to the county archive?",
                        "Planning a visit to the county archive, home to parish records going back to 1538?",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("documents must be ordered at least", "documents should be ordered at least")],
                "modality",
            ),
        ],
    ),
]
