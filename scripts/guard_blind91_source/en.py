# ruff: noqa: E501, RUF001
"""English source cases of blind set 91: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-court-interpreter-fee-claims-rules",
        source="Interpreters appointed by the court are paid under section 14 of the Court Interpreters Fees Regulation 2019. The hourly rate for attendance is £38.50, and a minimum of two hours is payable for each hearing, even if the hearing ends earlier. Travel time is reimbursed at half the hourly rate, but mileage is not paid for journeys under 10 miles. Claims must be submitted within 3 months of the hearing date using form CIF-2; late claims will not be accepted unless the court grants an extension. Interpreters should keep their booking confirmation, as the fees office may ask for it when checking a claim.",
        good=[
            Good(
                "preserve",
                "If the court appoints you as an interpreter, your fees are governed by section 14 of the Court Interpreters Fees Regulation 2019. You are paid £38.50 per hour of attendance, with at least two hours payable for every hearing, even one that finishes sooner. Travel time is reimbursed at 50% of the hourly rate, and no mileage is paid for journeys shorter than 10 miles. You must send your claim on form CIF-2 within three months of the hearing date. Late claims will not be accepted unless the court extends the deadline. You should keep your booking confirmation, because the fees office may ask to see it when it checks your claim.",
            ),
            Good(
                "preserve",
                "Fees for court-appointed interpreters (section 14, Court Interpreters Fees Regulation 2019):\n- Attendance: £38.50 per hour, with a minimum of two hours paid per hearing, even where the hearing ends early.\n- Travel time: reimbursed at half the hourly rate. Mileage is not paid for journeys under 10 miles.\n- Claims: must be submitted on form CIF-2 within 3 months of the hearing date. Late claims will not be accepted unless the court grants an extension.\n- Records: interpreters should retain their booking confirmation, since the fees office may request it when checking a claim.",
            ),
            Good(
                "pl",
                "Wynagrodzenie tłumaczy wyznaczonych przez sąd reguluje sekcja 14 rozporządzenia Court Interpreters Fees Regulation 2019. Stawka za obecność wynosi 38,50 GBP za godzinę, a za każdą rozprawę przysługuje zapłata za co najmniej dwie godziny, nawet jeśli rozprawa zakończy się wcześniej. Czas dojazdu jest zwracany według połowy stawki godzinowej, ale za przejazdy krótsze niż 10 mil nie przysługuje zwrot za przejechane mile. Wnioski muszą zostać złożone na formularzu CIF-2 w ciągu 3 miesięcy od daty rozprawy; wnioski złożone po terminie nie zostaną przyjęte, chyba że sąd przedłuży termin. Tłumacze powinni zachować potwierdzenie zlecenia, ponieważ biuro ds. opłat może o nie poprosić podczas weryfikacji wniosku.",
            ),
        ],
        bad=[
            Slip(1, [("(section 14,", "(section 41,")], "legal_reference"),
            Slip(0, [("£38.50 per hour", "£35.80 per hour")], "number"),
            Slip(2, [("Tłumacze powinni zachować", "Tłumacze muszą zachować")], "modality"),
        ],
    ),
    Case(
        key="en-scuba-open-water-certificate-depth-limits",
        source="To earn the Open Water Diver certificate, students complete five confined-water sessions and four open-water dives over at least two days. The maximum depth for training dives is 18 metres, and students may not dive deeper than 12 metres on their first two open-water dives. A medical questionnaire is required before any in-water training; if you answer yes to any question, you will need a doctor's signature. Most students finish the course in about three to four days, although weather can extend this. The certificate does not expire, but divers who have not been in the water for more than a year are advised to take a refresher session.",
        good=[
            Good(
                "preserve",
                "Getting your Open Water Diver certificate takes five confined-water sessions and four open-water dives, spread over two days at minimum. Training dives go no deeper than 18 metres, and on your first two open-water dives you may not go below 12 metres. Before any in-water training you'll need to fill in a medical questionnaire, and a yes to any of its questions means you'll need a doctor's signature. Weather can stretch things out, but most people complete the course in roughly three to four days. Your certificate never expires; still, if you haven't been in the water for more than a year, you're advised to take a refresher session.",
            ),
            Good(
                "preserve",
                "Open Water Diver certification: key requirements\n1. Training: five confined-water sessions and four open-water dives, completed over a minimum of two days.\n2. Depth limits: training dives are limited to 18 metres; on the first two open-water dives, students may not exceed 12 metres.\n3. Medical: a medical questionnaire must be completed before any in-water training, and any 'yes' answer requires a doctor's signature.\n4. Duration: most students complete the course in about three to four days, though weather can extend this.\n5. Validity: the certificate does not expire; divers who have not been in the water for over a year are advised to take a refresher session.",
            ),
            Good(
                "pl",
                "Aby uzyskać certyfikat Open Water Diver, kursant odbywa pięć sesji na wodach osłoniętych i cztery nurkowania na wodach otwartych, rozłożone na co najmniej dwa dni. Maksymalna głębokość nurkowań szkoleniowych wynosi 18 metrów, a podczas pierwszych dwóch nurkowań na wodach otwartych kursantom nie wolno schodzić głębiej niż 12 metrów. Przed jakimkolwiek szkoleniem w wodzie wymagane jest wypełnienie kwestionariusza medycznego; jeśli na którekolwiek pytanie odpowiesz twierdząco, potrzebny będzie podpis lekarza. Większość kursantów kończy kurs w ciągu mniej więcej trzech–czterech dni, choć pogoda może ten czas wydłużyć. Certyfikat nie traci ważności, ale nurkom, którzy nie byli w wodzie dłużej niż rok, zaleca się odbycie sesji przypominającej.",
            ),
        ],
        bad=[
            Slip(1, [("four open-water dives", "three open-water dives")], "number"),
            Slip(0, [("you may not go below 12 metres", "you may go below 12 metres")], "negation"),
            Slip(
                2,
                [("w ciągu mniej więcej trzech–czterech dni", "w ciągu trzech–czterech dni")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-ets-verified-emissions-report-deadline",
        source="Under Article 68 of Commission Implementing Regulation (EU) 2018/2066, operators of installations covered by the EU ETS must submit a verified emissions report for each calendar year by 31 March of the following year. The report has to cover every source stream listed in the approved monitoring plan. For the 2024 reporting year, the competent authority estimates that around 1,200 installations in the country fall within scope. If an operator misses the deadline, its registry account may be blocked until the report is accepted. Installations emitting less than 25,000 tonnes of CO2 equivalent per year may use simplified monitoring, but only with the authority's approval.",
        good=[
            Good(
                "preserve",
                "Every operator of an EU ETS installation must submit a verified emissions report for each calendar year no later than 31 March of the next year (Article 68, Commission Implementing Regulation (EU) 2018/2066). All source streams in the approved monitoring plan have to be included. Missing the deadline may lead to the operator's registry account being blocked until the report is accepted. Installations that emit under 25,000 tonnes of CO2 equivalent a year may switch to simplified monitoring, provided the authority approves it. By the competent authority's estimate, roughly 1,200 installations in the country are in scope for the 2024 reporting year.",
            ),
            Good(
                "preserve",
                "Who reports, and when? Operators of installations in the EU ETS are required to submit a verified emissions report for each calendar year by 31 March of the following year, as set out in Article 68 of Commission Implementing Regulation (EU) 2018/2066. The report must include every source stream listed in the approved monitoring plan.\n\nHow many installations? For reporting year 2024, the competent authority estimates that about 1,200 installations in the country are covered.\n\nWhat if the deadline is missed? The operator's registry account may be blocked until the report has been accepted.\n\nIs there a simpler option? Installations emitting less than 25,000 t CO2e per year may use simplified monitoring, but only with the authority's approval.",
            ),
            Good(
                "pl",
                "Zgodnie z art. 68 rozporządzenia wykonawczego Komisji (UE) 2018/2066 prowadzący instalacje objęte EU ETS muszą złożyć zweryfikowany raport na temat wielkości emisji za każdy rok kalendarzowy do 31 marca roku następnego. Raport musi obejmować wszystkie strumienie materiałów wsadowych wymienione w zatwierdzonym planie monitorowania. Właściwy organ szacuje, że w roku sprawozdawczym 2024 systemem objętych będzie w kraju około 1200 instalacji. Jeżeli prowadzący nie dotrzyma terminu, jego rachunek w rejestrze może zostać zablokowany do czasu przyjęcia raportu. Instalacje emitujące mniej niż 25 000 ton ekwiwalentu CO2 rocznie mogą stosować uproszczone monitorowanie, ale wyłącznie za zgodą organu.",
            ),
        ],
        bad=[
            Slip(0, [("(Article 68,", "(Article 86,")], "legal_reference"),
            Slip(
                1,
                [("by 31 March of the following year", "by 30 April of the following year")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "Właściwy organ szacuje, że w roku sprawozdawczym 2024 systemem objętych będzie w kraju około 1200 instalacji.",
                        "W roku sprawozdawczym 2024 systemem objętych jest w kraju 1200 instalacji.",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-piano-tuning-prices-and-cancellations",
        source="We tune acoustic pianos across Leeds and the surrounding area. A standard tuning costs £85 and takes around 90 minutes; pianos that have not been tuned for several years may need a pitch raise, which is charged at an extra £40. We do not tune digital pianos, and we cannot work on instruments kept in unheated garages or conservatories, because the humidity there makes the tuning unstable. For most homes we recommend tuning twice a year. Please give at least 48 hours' notice if you need to cancel; late cancellations are charged at half the standard fee. Bookings can be made by phone on 0113 496 0732.",
        good=[
            Good(
                "preserve",
                "We tune acoustic pianos in Leeds and the surrounding area. A standard tuning is £85 and takes about an hour and a half. If your piano hasn't been tuned for several years, it may need a pitch raise, which costs an additional £40. Please note that we don't tune digital pianos. We also can't work on pianos kept in unheated garages or conservatories, as the humidity in those spaces makes the tuning unstable. For most homes, we recommend a tuning twice a year. To book, call 0113 496 0732. If you need to cancel, please give us at least 48 hours' notice; late cancellations are charged at half the standard fee.",
            ),
            Good(
                "preserve",
                "Piano tuning: Leeds and surrounding area (acoustic pianos)\n- Standard tuning: £85, approx. 90 minutes\n- Pitch raise (may be needed if the piano has not been tuned for several years): £40 extra\n- Recommended frequency: twice a year for most homes\n- Not available: digital pianos; instruments kept in unheated garages or conservatories (the humidity makes the tuning unstable)\n- Cancellations: at least 48 hours' notice, please; late cancellations are charged at 50% of the standard fee\n- Bookings: by phone, 0113 496 0732",
            ),
            Good(
                "pl",
                "Stroimy pianina i fortepiany akustyczne w Leeds i okolicach. Standardowe strojenie kosztuje 85 GBP i trwa około 90 minut; instrumenty, które nie były strojone od kilku lat, mogą wymagać podniesienia stroju, za które pobieramy dodatkowo 40 GBP. Nie stroimy pianin cyfrowych i nie możemy pracować przy instrumentach trzymanych w nieogrzewanych garażach lub oranżeriach, ponieważ panująca tam wilgotność sprawia, że strój jest niestabilny. W większości domów zalecamy strojenie dwa razy w roku. Jeśli chcesz odwołać wizytę, poinformuj nas co najmniej 48 godzin wcześniej; za późne odwołanie pobieramy połowę standardowej opłaty. Wizytę można zarezerwować telefonicznie pod numerem 0113 496 0732.",
            ),
        ],
        bad=[
            Slip(1, [("£40 extra", "£60 extra")], "number"),
            Slip(0, [("we don't tune digital pianos", "we do tune digital pianos")], "negation"),
            Slip(
                2,
                [
                    (
                        "W większości domów zalecamy",
                        "Wszyscy nasi stroiciele mają certyfikat Pianoforte Tuners' Association. W większości domów zalecamy",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-hartley-hall-dormitory-house-rules",
        source="Residents of Hartley Hall must register overnight guests at reception before 10 p.m. Each resident may host no more than one guest at a time, and a guest may not stay for more than three nights in any month. Quiet hours run from 11 p.m. to 7 a.m. on weekdays and from midnight to 9 a.m. at weekends. Candles, halogen lamps and portable heaters are not allowed in rooms. Kitchens are cleaned every Wednesday, so residents should remove their food from shared shelves by Tuesday evening. Rooms must be vacated by 12 noon on 28 June 2025 at the end of the academic year.",
        good=[
            Good(
                "preserve",
                "As a Hartley Hall resident, you must register any overnight guest at reception before 10 p.m. You may have no more than one guest at a time, and a guest may not stay longer than three nights in any month. Quiet hours are 11 p.m. to 7 a.m. on weekdays and midnight to 9 a.m. at weekends. Candles, halogen lamps and portable heaters are not permitted in rooms. Because the kitchens are cleaned every Wednesday, you should clear your food off the shared shelves by Tuesday evening. At the end of the academic year, you must move out of your room by 12 noon on 28 June 2025.",
            ),
            Good(
                "preserve",
                "Hartley Hall: house rules\n• Overnight guests must be registered at reception before 10 p.m. Residents may host a maximum of one guest at a time, and a guest may stay no more than three nights in any month.\n• Quiet hours: weekdays 11 p.m. to 7 a.m.; weekends midnight to 9 a.m.\n• Prohibited in rooms: candles, halogen lamps and portable heaters.\n• Kitchens are cleaned every Wednesday. Residents should remove food from shared shelves by Tuesday evening.\n• End of year: rooms must be vacated by 12 noon on June 28, 2025.",
            ),
            Good(
                "pl",
                "Mieszkańcy Hartley Hall muszą zgłaszać gości nocujących w recepcji przed godziną 22:00. Każdy mieszkaniec może przyjmować jednocześnie najwyżej jednego gościa, a gość nie może zostać dłużej niż trzy noce w miesiącu. Cisza nocna obowiązuje w dni powszednie od 23:00 do 7:00, a w weekendy od północy do 9:00. Świece, lampy halogenowe i przenośne grzejniki są w pokojach zabronione. Kuchnie są sprzątane w każdą środę, dlatego mieszkańcy powinni zabrać swoje jedzenie ze wspólnych półek do wtorkowego wieczoru. Na koniec roku akademickiego pokoje trzeba opuścić do godziny 12:00 w dniu 28 czerwca 2025 r.",
            ),
        ],
        bad=[
            Slip(0, [("you should clear your food", "you must clear your food")], "modality"),
            Slip(2, [("a gość nie może zostać dłużej", "a gość może zostać dłużej")], "negation"),
            Slip(1, [("June 28, 2025", "June 30, 2025")], "date"),
        ],
    ),
    Case(
        key="en-airline-damaged-delayed-baggage-claims",
        source="If your checked bag is damaged, report it at the airport before leaving the baggage hall and ask for a Property Irregularity Report (PIR). Under Article 31 of the Montreal Convention, a written complaint about damaged baggage must reach the airline within 7 days of receipt; for delayed baggage, the limit is 21 days from the date the bag was placed at your disposal. You can file a claim online at www.skylinkair.com/baggage-claims or by e-mail to baggage@skylinkair.com. Please attach the PIR, your boarding pass and receipts for any essential items you bought. We aim to reply within 30 days, although complex claims can take longer.",
        good=[
            Good(
                "preserve",
                "How to claim for a damaged or delayed bag:\n1. If your checked bag is damaged, report it at the airport before you leave the baggage hall and ask for a Property Irregularity Report (PIR).\n2. Make sure your written complaint arrives in time. Article 31 of the Montreal Convention requires it to reach the airline within 7 days of receipt for damaged baggage, and within 21 days from the date the bag was placed at your disposal for delayed baggage.\n3. File your claim online at www.skylinkair.com/baggage-claims or e-mail it to baggage@skylinkair.com.\n4. Attach the PIR, your boarding pass and receipts for any essential items you bought.\nWe aim to respond within 30 days, though complex claims can take longer.",
            ),
            Good(
                "preserve",
                "Report any damage to your checked bag at the airport before exiting the baggage hall, and ask for a Property Irregularity Report (PIR). The Montreal Convention (Article 31) sets the time limits: the airline must receive your written complaint within 7 days of receipt for damaged baggage, and within 21 days of the bag being placed at your disposal for delayed baggage. Claims can be filed online at www.skylinkair.com/baggage-claims or sent by e-mail to baggage@skylinkair.com; please attach the PIR, your boarding pass and receipts for essential items you bought. Our aim is to reply within 30 days, but complex claims can take longer.",
            ),
            Good(
                "pl",
                "Jeśli Twój bagaż rejestrowany został uszkodzony, zgłoś to na lotnisku, zanim opuścisz halę odbioru bagażu, i poproś o protokół nieprawidłowości bagażowej (PIR). Zgodnie z art. 31 konwencji montrealskiej pisemna reklamacja dotycząca uszkodzonego bagażu musi dotrzeć do przewoźnika w ciągu 7 dni od jego otrzymania, a w przypadku opóźnionego bagażu w ciągu 21 dni od dnia, w którym bagaż został oddany do Twojej dyspozycji. Reklamację możesz złożyć online na stronie www.skylinkair.com/baggage-claims lub wysłać e-mailem na adres baggage@skylinkair.com. Prosimy dołączyć protokół PIR, kartę pokładową oraz paragony za niezbędne rzeczy, które kupiłeś. Staramy się odpowiadać w ciągu 30 dni, choć rozpatrzenie bardziej złożonych reklamacji może potrwać dłużej.",
            ),
        ],
        bad=[
            Slip(2, [("w ciągu 21 dni od dnia", "w ciągu 14 dni od dnia")], "date"),
            Slip(1, [("baggage@skylinkair.com", "baggage@skylinkair.co.uk")], "url"),
            Slip(
                0,
                [
                    (
                        "Article 31 of the Montreal Convention",
                        "Article 17 of the Montreal Convention",
                    )
                ],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="en-chimney-sweeping-gas-flue-inspection",
        source="Chimneys serving solid-fuel stoves and open fires should be swept at least once a year, and twice a year if you burn wood regularly. Gas flues must be inspected annually by a registered engineer, and the inspection certificate must be kept for at least two years. Before the visit, please do not light the stove for 24 hours so that the flue has time to cool down. The sweep will use a smoke test to check for leaks, and if the flue fails, the appliance must not be used until the fault has been repaired. A standard sweep usually takes 45 to 60 minutes and costs £70.",
        good=[
            Good(
                "preserve",
                "If you have a solid-fuel stove or an open fire, you should get the chimney swept at least once a year, or twice a year if you regularly burn wood. Gas flues are different: they must be inspected every year by a registered engineer, and you must keep the inspection certificate for a minimum of two years. Please don't light your stove for 24 hours before the visit, so the flue can cool down. The sweep will carry out a smoke test to look for leaks. If the flue fails, the appliance must not be used until the fault is fixed. A standard sweep costs £70 and usually takes between 45 and 60 minutes.",
            ),
            Good(
                "preserve",
                "Sweeping and inspection requirements\nSolid-fuel stoves and open fires: the chimney should be swept a minimum of once a year, or twice yearly where wood is burned regularly.\nGas flues: annual inspection by a registered engineer is mandatory, and the inspection certificate must be retained for at least two years.\nPreparation: please do not light the stove during the 24 hours before the visit, to allow the flue to cool.\nSmoke test: the sweep checks for leaks using a smoke test. An appliance whose flue fails must not be used until the fault has been repaired.\nDuration and price: a standard sweep typically takes 45–60 minutes and costs £70.",
            ),
            Good(
                "pl",
                "Kominy, do których podłączone są piece na paliwo stałe i otwarte kominki, powinny być czyszczone co najmniej raz w roku, a jeśli regularnie palisz drewnem, dwa razy w roku. Przewody spalinowe urządzeń gazowych muszą być co roku sprawdzane przez zarejestrowanego instalatora, a protokół z przeglądu musi być przechowywany przez co najmniej dwa lata. Prosimy nie rozpalać w piecu przez 24 godziny przed wizytą, aby przewód zdążył ostygnąć. Kominiarz sprawdzi szczelność za pomocą próby dymowej, a jeśli przewód jej nie przejdzie, z urządzenia nie wolno korzystać do czasu usunięcia usterki. Standardowe czyszczenie trwa zwykle od 45 do 60 minut i kosztuje 70 GBP.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you should get the chimney swept", "you must get the chimney swept")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "z urządzenia nie wolno korzystać do czasu usunięcia usterki",
                        "z urządzenia można nadal korzystać do czasu usunięcia usterki",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "the sweep checks for leaks using a smoke test.",
                        "the sweep checks for leaks using a smoke test and a CCTV camera survey of the flue.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-kombucha-second-fermentation-bottling-steps",
        source="## Second fermentation\n\nOnce the first ferment tastes slightly tart (usually after 7–10 days), it is ready to bottle.\n\n1. Remove the SCOBY and reserve **2 cups** of kombucha as starter for the next batch.\n2. Add fruit juice at roughly 10–20% of the bottle volume.\n3. Fill swing-top bottles, leaving about 2 cm of headspace.\n4. Leave at room temperature for 2–4 days, then refrigerate.\n\n> Open bottles over the sink: carbonation can build up quickly, and bottles not designed for pressure may crack.",
        good=[
            Good(
                "preserve",
                "## Second fermentation\n\nYour first ferment is ready for bottling when it tastes slightly tart, which usually happens after 7–10 days.\n\n1. Take out the SCOBY and set aside **2 cups** of kombucha to use as starter for your next batch.\n2. Add fruit juice: roughly 10–20% of the bottle's volume.\n3. Pour into swing-top bottles, leaving about 2 cm of headspace.\n4. Keep the bottles at room temperature for 2–4 days, then move them to the fridge.\n\n> Open the bottles over the sink: carbonation can build up fast, and bottles that aren't made for pressure may crack.",
            ),
            Good(
                "preserve",
                "## Second fermentation\n\nWhen the first ferment has a slightly tart taste (typically after 7 to 10 days), it is ready to be bottled. Remove the SCOBY, keeping **2 cups** of kombucha back as starter for the next batch, then add fruit juice at roughly 10–20% of each bottle's volume. Fill swing-top bottles with about 2 cm of headspace and leave them at room temperature for 2–4 days before refrigerating.\n\n> Open the bottles over the sink. Carbonation can build up quickly, and bottles not designed for pressure may crack.",
            ),
            Good(
                "pl",
                "## Druga fermentacja\n\nGdy kombucha po pierwszej fermentacji ma lekko kwaskowy smak (zwykle po 7–10 dniach), jest gotowa do butelkowania.\n\n1. Wyjmij SCOBY i odlej **2 szklanki** kombuchy jako zaczyn do następnej partii.\n2. Dodaj sok owocowy w ilości mniej więcej 10–20% objętości butelki.\n3. Napełnij butelki z zamknięciem pałąkowym, zostawiając około 2 cm wolnej przestrzeni.\n4. Odstaw na 2–4 dni w temperaturze pokojowej, a następnie wstaw do lodówki.\n\n> Butelki otwieraj nad zlewem: gaz może szybko narastać, a butelki nieprzeznaczone do pracy pod ciśnieniem mogą pęknąć.",
            ),
        ],
        bad=[
            Slip(0, [("## Second fermentation\n\n", "**Second fermentation**\n\n")], "markdown"),
            Slip(1, [("about 2 cm of headspace", "about 5 cm of headspace")], "number"),
            Slip(2, [("w ilości mniej więcej 10–20%", "w ilości 10–20%")], "hedge"),
        ],
    ),
    Case(
        key="en-keelboat-regatta-notice-of-race",
        source="NOTICE OF RACE – Autumn Keelboat Regatta, Saturday 11 and Sunday 12 October 2025, hosted by Lakeside Sailing Club. Entries must be received by 17:00 on Friday 3 October; late entries may be accepted at the discretion of the organising authority and will incur a £15 surcharge. Entry forms are available at lakesidesc.org.uk/regatta. The first warning signal on Saturday is scheduled for 10:55. All competitors must wear personal flotation devices while afloat. Boats may not be hauled out during the regatta without written permission from the race committee. Sailing instructions will be published on the online notice board no later than 8 October.",
        good=[
            Good(
                "preserve",
                "Lakeside Sailing Club is hosting the Autumn Keelboat Regatta on Saturday 11 and Sunday 12 October 2025. Entries must reach the organisers by 17:00 on Friday 3 October. After that, the organising authority may accept late entries at its discretion, with a £15 surcharge. Entry forms can be found at lakesidesc.org.uk/regatta. On Saturday, the first warning signal is scheduled for 10:55. While afloat, every competitor must wear a personal flotation device, and no boat may be hauled out during the regatta without the race committee's written permission. The sailing instructions will go up on the online notice board by 8 October at the latest.",
            ),
            Good(
                "preserve",
                "Notice of Race: Autumn Keelboat Regatta\n- Host: Lakeside Sailing Club\n- Dates: Saturday 11 and Sunday 12 October 2025\n- Entry deadline: 17:00, Friday 3 October. Late entries may be accepted at the organising authority's discretion, subject to a £15 surcharge.\n- Entry forms: lakesidesc.org.uk/regatta\n- First warning signal (Saturday): scheduled for 10:55\n- Safety: competitors must wear personal flotation devices while afloat.\n- Haul-outs: not permitted during the regatta without written permission from the race committee.\n- Sailing instructions: to be published on the online notice board no later than 8 October.",
            ),
            Good(
                "pl",
                "ZAWIADOMIENIE O REGATACH – Jesienne Regaty Jachtów Kilowych, sobota 11 i niedziela 12 października 2025 r., organizator: Lakeside Sailing Club. Zgłoszenia muszą wpłynąć do godz. 17:00 w piątek 3 października; zgłoszenia po terminie mogą zostać przyjęte według uznania organizatora i wiążą się z dopłatą w wysokości 15 GBP. Formularze zgłoszeniowe są dostępne na stronie lakesidesc.org.uk/regatta. Pierwszy sygnał ostrzeżenia w sobotę zaplanowano na 10:55. Podczas przebywania na wodzie wszyscy zawodnicy muszą mieć na sobie osobiste środki wypornościowe. W trakcie regat nie wolno wyciągać jachtów z wody bez pisemnej zgody komisji regatowej. Instrukcja żeglugi zostanie opublikowana na internetowej tablicy ogłoszeń najpóźniej 8 października.",
            ),
        ],
        bad=[
            Slip(1, [("17:00, Friday 3 October", "17:00, Friday 10 October")], "date"),
            Slip(
                0,
                [("Entries must reach the organisers", "Entries should reach the organisers")],
                "modality",
            ),
            Slip(2, [("lakesidesc.org.uk/regatta", "lakesidesc.org/regatta")], "url"),
        ],
    ),
    Case(
        key="en-satellite-dish-alignment-install-guide",
        source="### Aligning the dish\n\nMount the bracket on a wall facing south-east, clear of trees. For Astra 2 at 28.2°E, set the elevation to roughly 24° and the LNB skew to about −10° (values vary with your location).\n\nConnect the meter and run:\n\n```\nsatfinder --band ku --freq 11362 --pol H\n```\n\nTurn the dish slowly until signal quality is above 70%. Do not tighten the bolts fully until you have a stable lock. In a listed building you may need planning permission, so check with your council before drilling. The supplied cable is not suitable for runs longer than 30 m; see the [installer's guide](https://docs.skyview-installs.co.uk/align) for cable routing.",
        good=[
            Good(
                "preserve",
                "### Aligning the dish\n\nFix the bracket to a south-east-facing wall where no trees are in the way. To point at Astra 2 (28.2°E), set the elevation to about 24° and the LNB skew to roughly −10°; the exact values depend on where you live.\n\nConnect the meter, then run:\n\n```\nsatfinder --band ku --freq 11362 --pol H\n```\n\nRotate the dish slowly until signal quality exceeds 70%. Don't fully tighten the bolts before you have a stable lock. If the property is a listed building, you may need planning permission, so check with your council before you drill. The cable in the box isn't suitable for runs over 30 m; cable routing is covered in the [installer's guide](https://docs.skyview-installs.co.uk/align).",
            ),
            Good(
                "preserve",
                "### Aligning the dish\n\n1. Mount the bracket on a south-east-facing wall, away from trees.\n2. For Astra 2 at 28.2°E, set the elevation to roughly 24° and the LNB skew to about −10° (these vary by location).\n3. Connect the meter and run:\n\n   ```\n   satfinder --band ku --freq 11362 --pol H\n   ```\n\n4. Turn the dish slowly until signal quality is above 70%, and do not fully tighten the bolts until you have a stable lock.\n\n**Listed buildings:** you may need planning permission, so check with your council before drilling.\n\n**Cabling:** the supplied cable is not suitable for runs longer than 30 m. For cable routing, see the [installer's guide](https://docs.skyview-installs.co.uk/align).",
            ),
            Good(
                "pl",
                "### Ustawianie anteny\n\nZamontuj uchwyt na ścianie skierowanej na południowy wschód, z dala od drzew. Dla satelity Astra 2 na pozycji 28,2°E ustaw elewację na mniej więcej 24°, a skręcenie konwertera (skew LNB) na około −10° (wartości zależą od Twojej lokalizacji).\n\nPodłącz miernik i uruchom:\n\n```\nsatfinder --band ku --freq 11362 --pol H\n```\n\nObracaj antenę powoli, aż jakość sygnału przekroczy 70%. Nie dokręcaj śrub do końca, dopóki nie uzyskasz stabilnego namierzenia sygnału. W budynku zabytkowym może być potrzebne pozwolenie na budowę, dlatego przed wierceniem skontaktuj się z urzędem gminy. Dołączony kabel nie nadaje się do odcinków dłuższych niż 30 m; informacje o prowadzeniu kabli znajdziesz w [poradniku instalatora](https://docs.skyview-installs.co.uk/align).",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Connect the meter, then run:\n\n```\nsatfinder --band ku --freq 11362 --pol H\n```\n",
                        "Connect the meter, then run:\n\nsatfinder --band ku --freq 11362 --pol H\n",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "the supplied cable is not suitable for runs",
                        "the supplied cable is suitable for runs",
                    )
                ],
                "negation",
            ),
            Slip(2, [("przekroczy 70%", "przekroczy 50%")], "number"),
        ],
    ),
    Case(
        key="en-short-sleep-diabetes-cohort-study",
        source="A large cohort study by Okafor et al. (2023), published in The Lancet Public Health, followed 48,000 adults in Norway for a median of 11 years. Participants who slept less than six hours a night had a 22% higher risk of developing type 2 diabetes than those who slept seven to eight hours. The authors note that the association was not explained by body weight or physical activity, but they caution that the study was observational and cannot prove that short sleep causes diabetes. Sleep duration was self-reported, which may have led to some misclassification. The findings suggest that sleep could be a useful target for prevention.",
        good=[
            Good(
                "preserve",
                "Do people who sleep too little face a higher risk of type 2 diabetes? A large cohort study by Okafor et al. (2023) in The Lancet Public Health tracked 48,000 adults in Norway over a median of 11 years. Compared with those who slept seven to eight hours a night, participants sleeping under six hours had a 22% higher risk of developing the disease. According to the authors, body weight and physical activity did not explain this association. Still, they caution that the study was observational, so it cannot prove that short sleep causes diabetes; and because sleep duration was self-reported, some misclassification may have occurred. The findings suggest that sleep could be a useful target for prevention.",
            ),
            Good(
                "preserve",
                "In a large observational cohort study (Okafor et al., 2023; The Lancet Public Health), 48,000 adults in Norway were followed for a median of 11 years. Short sleep (less than six hours per night) was associated with a 22% higher risk of type 2 diabetes relative to sleeping seven to eight hours. The authors report that the association was not explained by body weight or physical activity. They caution, however, that an observational design cannot prove that short sleep causes diabetes, and that self-reported sleep duration may have led to some misclassification. The findings suggest sleep could be a useful target for prevention.",
            ),
            Good(
                "pl",
                "Duże badanie kohortowe Okafor i wsp. (2023), opublikowane w „The Lancet Public Health”, objęło 48 000 dorosłych mieszkańców Norwegii; mediana okresu obserwacji wyniosła 11 lat. U uczestników, którzy spali mniej niż sześć godzin w nocy, ryzyko zachorowania na cukrzycę typu 2 było o 22% wyższe niż u osób śpiących siedem–osiem godzin. Autorzy zaznaczają, że związku tego nie wyjaśniały masa ciała ani aktywność fizyczna, ale przestrzegają, że było to badanie obserwacyjne i nie może dowieść, że krótki sen powoduje cukrzycę. Czas snu był podawany przez samych uczestników, co mogło prowadzić do pewnych błędów klasyfikacji. Wyniki sugerują, że sen mógłby być użytecznym celem działań profilaktycznych.",
            ),
        ],
        bad=[
            Slip(1, [("(Okafor et al., 2023;", "(Okafor et al., 2021;")], "citation"),
            Slip(
                0,
                [("The findings suggest that sleep could be", "The findings show that sleep is")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "związku tego nie wyjaśniały masa ciała ani aktywność fizyczna",
                        "związek ten wyjaśniały masa ciała i aktywność fizyczna",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-snapkeep-upgrade-to-version-three",
        source="## Upgrading to 3.0\n\nVersion 3.0 of `snapkeep` drops support for Python 3.8. Before upgrading, back up your `snapkeep.toml` and run `snapkeep migrate --dry-run` to see which settings will change. The `retention_days` key has been renamed to `keep_days`; the old name will still be read until 30 June 2025, after which it will be ignored. You should not run two versions against the same repository at the same time, as this can corrupt the index. Scheduled jobs may need to be re-created if you installed them with the old `--cron` flag. Full release notes are in CHANGELOG.md.",
        good=[
            Good(
                "preserve",
                "## Upgrading to 3.0\n\n`snapkeep` 3.0 no longer supports Python 3.8. Upgrade notes:\n\n- Before upgrading, back up your `snapkeep.toml`.\n- Also before upgrading, run `snapkeep migrate --dry-run` to preview which settings will change.\n- Note that the `retention_days` key is now called `keep_days`. The old name will still be read until 30 June 2025 and ignored after that.\n- If you installed scheduled jobs with the old `--cron` flag, you may need to re-create them.\n\nYou should not run two versions against the same repository at the same time, because this can corrupt the index. See CHANGELOG.md for the full release notes.",
            ),
            Good(
                "preserve",
                "## Upgrading to 3.0\n\nPython 3.8 is no longer supported as of `snapkeep` 3.0. Make a backup of `snapkeep.toml` before you upgrade, and use `snapkeep migrate --dry-run` to check which settings are going to change. One config key has a new name: `retention_days` is now `keep_days`. Until 30 June 2025 the old name will still be read; after that date it will be ignored. Scheduled jobs created with the old `--cron` flag may have to be re-created. You should not run two versions against the same repository simultaneously, since that can corrupt the index. The complete release notes are in CHANGELOG.md.",
            ),
            Good(
                "pl",
                "## Aktualizacja do wersji 3.0\n\nWersja 3.0 programu `snapkeep` nie obsługuje już Pythona 3.8. Przed aktualizacją zrób kopię zapasową pliku `snapkeep.toml` i uruchom `snapkeep migrate --dry-run`, aby sprawdzić, które ustawienia się zmienią. Klucz `retention_days` zmienił nazwę na `keep_days`; stara nazwa będzie jeszcze odczytywana do 30 czerwca 2025 r., a potem będzie ignorowana. Nie powinno się uruchamiać dwóch wersji jednocześnie na tym samym repozytorium, ponieważ może to uszkodzić indeks. Jeśli zaplanowane zadania zostały zainstalowane przy użyciu starej flagi `--cron`, może być konieczne ich ponowne utworzenie. Pełne informacje o wydaniu znajdują się w pliku CHANGELOG.md.",
            ),
        ],
        bad=[
            Slip(0, [("`snapkeep migrate --dry-run`", "`snapkeep migrate --apply`")], "code"),
            Slip(1, [("flag may have to be re-created", "flag must be re-created")], "modality"),
            Slip(2, [("do 30 czerwca 2025 r.", "do 31 grudnia 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-tilemaker-cli-release-notes-threads",
        source="Release 2.4.0 of the `tilemaker-cli` tool is now available. The new `--threads` option lets you set the number of worker threads; if it is omitted, the tool uses all available cores. Rendering large regions is about 35% faster than in 2.3, mainly thanks to a new caching layer. The default zoom range is now 0–14 instead of 0–16, so existing scripts that rely on zoom 15 or 16 must pass `--max-zoom 16` explicitly. Windows builds are not yet signed, which means SmartScreen may show a warning. Install or upgrade with `pip install -U tilemaker-cli`.",
        good=[
            Good(
                "preserve",
                "**tilemaker-cli 2.4.0 is out.** Highlights:\n- New `--threads` option to set the number of worker threads. Leave it out and the tool will use all available cores.\n- Rendering large regions is roughly 35% faster than in 2.3, mostly due to a new caching layer.\n- The default zoom range changes from 0–16 to 0–14. If your existing scripts rely on zoom 15 or 16, they must now pass `--max-zoom 16` explicitly.\n- Windows builds are not signed yet, so SmartScreen may display a warning.\n\nTo install or upgrade: `pip install -U tilemaker-cli`",
            ),
            Good(
                "preserve",
                "Version 2.4.0 of `tilemaker-cli` has been released. You can now choose how many worker threads to use with the new `--threads` option; without it, all available cores are used. Thanks mainly to a new caching layer, large regions render about 35% faster than in 2.3. Note that the default zoom range has been reduced from 0–16 to 0–14: any existing script that relies on zoom 15 or 16 must pass `--max-zoom 16` explicitly. Windows builds aren't signed yet, so SmartScreen may warn you. To install or upgrade, run `pip install -U tilemaker-cli`.",
            ),
            Good(
                "pl",
                "Dostępne jest wydanie 2.4.0 narzędzia `tilemaker-cli`. Nowa opcja `--threads` pozwala ustawić liczbę wątków roboczych; jeśli ją pominiesz, narzędzie użyje wszystkich dostępnych rdzeni. Renderowanie dużych obszarów jest o około 35% szybsze niż w wersji 2.3, głównie dzięki nowej warstwie pamięci podręcznej. Domyślny zakres powiększenia to teraz 0–14 zamiast 0–16, więc istniejące skrypty, które korzystają z poziomów 15 lub 16, muszą jawnie przekazywać `--max-zoom 16`. Kompilacje dla Windows nie są jeszcze podpisane, dlatego SmartScreen może wyświetlić ostrzeżenie. Aby zainstalować lub zaktualizować narzędzie, użyj polecenia `pip install -U tilemaker-cli`.",
            ),
        ],
        bad=[
            Slip(2, [("`--max-zoom 16`", "`--zoom-max 16`")], "code"),
            Slip(1, [("about 35% faster", "about 53% faster")], "number"),
            Slip(
                0,
                [
                    (
                        "- Windows builds are not signed yet, so SmartScreen may display a warning.",
                        "- Kompilacje dla Windows nie są jeszcze podpisane, więc SmartScreen może wyświetlić ostrzeżenie.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-shingles-vaccine-eligibility-patient-leaflet",
        source="Shingles vaccination is offered to adults aged 65 and over and to people aged 50 and over with a severely weakened immune system. The recombinant vaccine is given as two doses, 2 to 6 months apart. In clinical trials it was about 90% effective at preventing shingles (Cunningham et al., N Engl J Med 2016;375:1019–32). Side effects such as a sore arm, tiredness or a mild fever are common and usually pass within 2 to 3 days. You do not need to have had chickenpox to be eligible. If you have had shingles recently, you should wait until the rash has cleared before being vaccinated.",
        good=[
            Good(
                "preserve",
                "Who can get the shingles vaccine? Adults aged 65 or over, and anyone aged 50 or over whose immune system is severely weakened. You don't need to have had chickenpox to qualify.\n\nThe recombinant vaccine is given in two doses, 2 to 6 months apart. In clinical trials it was about 90% effective at preventing shingles (Cunningham et al., N Engl J Med 2016;375:1019–32).\n\nSide effects such as a sore arm, tiredness or a mild fever are common and usually go away within 2–3 days. If you've had shingles recently, you should wait for the rash to clear before you are vaccinated.",
            ),
            Good(
                "preserve",
                "Shingles vaccination: eligibility and key facts\n• Eligible: adults aged 65 and over; people aged 50 and over with a severely weakened immune system. A history of chickenpox is not required.\n• Schedule: recombinant vaccine, two doses given 2–6 months apart.\n• Effectiveness: approximately 90% against shingles in clinical trials (Cunningham et al., N Engl J Med 2016;375:1019–32).\n• Side effects: a sore arm, tiredness or a mild fever are common and usually resolve within 2–3 days.\n• Recent shingles: vaccination should be postponed until the rash has cleared.",
            ),
            Good(
                "pl",
                "Szczepienie przeciw półpaścowi jest oferowane dorosłym w wieku 65 lat i starszym oraz osobom w wieku 50 lat i starszym z ciężko osłabionym układem odpornościowym. Szczepionkę rekombinowaną podaje się w dwóch dawkach w odstępie od 2 do 6 miesięcy. W badaniach klinicznych jej skuteczność w zapobieganiu półpaścowi wyniosła około 90% (Cunningham i wsp., N Engl J Med 2016;375:1019–32). Działania niepożądane, takie jak ból ramienia, zmęczenie czy niewielka gorączka, występują często i zwykle ustępują w ciągu 2–3 dni. Aby kwalifikować się do szczepienia, nie trzeba wcześniej przechorować ospy wietrznej. Jeśli niedawno chorowałeś na półpasiec, przed szczepieniem powinieneś poczekać, aż wysypka zniknie.",
            ),
        ],
        bad=[
            Slip(2, [("2016;375:1019–32", "2016;375:1109–32")], "citation"),
            Slip(1, [("approximately 90% against shingles", "90% against shingles")], "hedge"),
            Slip(
                0,
                [
                    (
                        "You don't need to have had chickenpox to qualify.",
                        "You need to have had chickenpox to qualify.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-marlow-court-gutter-repair-notice",
        source="Notice to tenants of 14 Marlow Court. Under section 11 of the Landlord and Tenant Act 1985, the landlord is responsible for repairs to the structure and exterior of the building, including drains, gutters and external pipes. Tenants must report any leak or damp patch in writing within 7 days of noticing it. Contractors will need access to flats 2, 5 and 9 between 3 and 7 March to replace the gutters; we will give at least 24 hours' written notice before any visit, as required by section 11(6). Tenants may be present during the work but are not required to be. Costs will not be passed on to tenants.",
        good=[
            Good(
                "preserve",
                "Dear tenants of 14 Marlow Court,\n\nUnder section 11 of the Landlord and Tenant Act 1985, the landlord is responsible for repairing the structure and exterior of the building, which includes drains, gutters and external pipes. If you notice a leak or damp patch, you must report it in writing within 7 days.\n\nBetween 3 and 7 March, contractors will be replacing the gutters and will need access to flats 2, 5 and 9. As section 11(6) requires, we will give you at least 24 hours' written notice before any visit. You may be present during the work, but you don't have to be. None of the costs will be passed on to tenants.",
            ),
            Good(
                "preserve",
                "Notice: 14 Marlow Court\n- Repairs: the landlord is responsible for the structure and exterior of the building, including drains, gutters and external pipes (Landlord and Tenant Act 1985, s. 11).\n- Reporting: tenants are required to report any leak or damp patch in writing within 7 days of noticing it.\n- Gutter replacement: contractors need access to flats 2, 5 and 9 from 3 to 7 March. At least 24 hours' written notice will be given before each visit, in line with s. 11(6).\n- Attendance: tenants may attend during the work but are not obliged to.\n- Costs: none will be passed on to tenants.",
            ),
            Good(
                "pl",
                "Zawiadomienie dla najemców budynku 14 Marlow Court. Zgodnie z sekcją 11 ustawy Landlord and Tenant Act 1985 wynajmujący odpowiada za naprawy konstrukcji i elementów zewnętrznych budynku, w tym kanalizacji, rynien i rur zewnętrznych. Najemcy muszą zgłosić na piśmie każdy przeciek lub zawilgocenie w ciągu 7 dni od jego zauważenia. W dniach 3–7 marca wykonawcy będą potrzebować dostępu do mieszkań nr 2, 5 i 9 w celu wymiany rynien; zgodnie z wymogiem sekcji 11 ust. 6 przed każdą wizytą powiadomimy najemców na piśmie z co najmniej 24-godzinnym wyprzedzeniem. Najemcy mogą być obecni podczas prac, ale nie jest to wymagane. Koszty nie zostaną przeniesione na najemców.",
            ),
        ],
        bad=[
            Slip(1, [("1985, s. 11)", "1985, s. 13)")], "legal_reference"),
            Slip(
                0,
                [("you must report it in writing", "you should report it in writing")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "w celu wymiany rynien;",
                        "w celu wymiany rynien uszkodzonych podczas lutowych wichur;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-introductory-beekeeping-course-saturday-sessions",
        source="Our introductory beekeeping course runs on six Saturday mornings from April to June at the association's teaching apiary. The fee is £120, which includes the loan of a bee suit, gloves and a hive tool for the duration of the course. Numbers are limited to 12 participants so that everyone can handle frames during each session. No previous experience is needed, but anyone with a known allergy to bee stings should speak to the course leader before booking. Sessions are not cancelled for light rain; if the weather makes opening hives unsafe, we move indoors for a theory session instead.",
        good=[
            Good(
                "preserve",
                "Thinking of keeping bees? Our introductory course takes place at the association's teaching apiary on six Saturday mornings between April and June. It costs £120, and that includes borrowing a bee suit, gloves and a hive tool for as long as the course lasts. We keep groups to a maximum of 12 participants so that everyone gets to handle frames in every session. You don't need any previous experience; however, if you know you're allergic to bee stings, you should talk to the course leader before booking. Light rain won't cancel a session, and if the weather makes it unsafe to open the hives, we'll move indoors for a theory session instead.",
            ),
            Good(
                "preserve",
                "The association offers an introductory beekeeping course of six Saturday morning sessions, held between April and June at its teaching apiary. The course fee is £120, including the loan of a bee suit, gloves and a hive tool throughout the course. Places are limited to 12 participants to ensure that all of them can handle frames in each session. Prior experience is not required. Anyone with a known allergy to bee stings should consult the course leader before booking. Sessions will not be cancelled because of light rain; where the weather makes it unsafe to open the hives, a theory session will be held indoors instead.",
            ),
            Good(
                "pl",
                "Nasz kurs pszczelarstwa dla początkujących odbywa się w pasiece szkoleniowej stowarzyszenia przez sześć sobotnich przedpołudni, od kwietnia do czerwca. Opłata wynosi 120 GBP i obejmuje wypożyczenie kombinezonu pszczelarskiego, rękawic i dłuta pasiecznego na czas trwania kursu. Liczba uczestników jest ograniczona do 12, aby każdy mógł podczas każdych zajęć pracować z ramkami. Wcześniejsze doświadczenie nie jest wymagane, ale osoby ze stwierdzoną alergią na użądlenia pszczół powinny przed zapisaniem się porozmawiać z prowadzącym kurs. Zajęcia nie są odwoływane z powodu lekkiego deszczu; jeśli pogoda sprawi, że otwieranie uli będzie niebezpieczne, przeniesiemy się do sali na zajęcia teoretyczne.",
            ),
        ],
        bad=[
            Slip(0, [("a maximum of 12 participants", "a maximum of 15 participants")], "number"),
            Slip(
                2,
                [
                    (
                        "Zajęcia nie są odwoływane z powodu lekkiego deszczu; jeśli pogoda sprawi, że otwieranie uli będzie niebezpieczne, przeniesiemy się do sali na zajęcia teoretyczne.",
                        "Sessions are not cancelled for light rain; if the weather makes opening hives unsafe, we move indoors for a theory session instead.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [("Prior experience is not required.", "Prior experience is required.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-citycycle-docking-fees-and-helmets",
        source="CityCycle bikes can be unlocked with the app or with a registered contactless card. For annual members, the first 30 minutes of every ride are free; each additional 30 minutes costs €1. Bikes must be returned to a docking station, and a ride only ends when the dock's light turns green. If a bike is not returned within 24 hours, we may charge a replacement fee of up to €300. Riders must be at least 16 years old. Helmets are recommended but not compulsory. Damaged bikes should be reported in the app or at citycycle.ie/report. The full terms are available at citycycle.ie/terms.",
        good=[
            Good(
                "preserve",
                "How CityCycle works:\n- You can unlock a bike using the app or your registered contactless card.\n- Annual members ride free for the first 30 minutes of every trip; after that, it's €1 for each extra 30 minutes.\n- You must return the bike to a docking station. Your ride doesn't end until the light on the dock turns green.\n- If you don't return a bike within 24 hours, we may charge you a replacement fee of up to €300.\n- You must be at least 16 to ride. Helmets are recommended, not compulsory.\n- You should report a damaged bike in the app or at citycycle.ie/report.\n\nFull terms: citycycle.ie/terms",
            ),
            Good(
                "preserve",
                "You can unlock a CityCycle bike with the app or with a registered contactless card. Annual members get the first 30 minutes of each ride free, then pay €1 for every additional 30 minutes. Every bike must be returned to a docking station; the ride is only over once the dock light turns green. Failing to return a bike within 24 hours may result in a replacement fee of up to €300. The minimum age for riders is 16. Wearing a helmet is recommended but not compulsory. Damaged bikes should be reported in the app or via citycycle.ie/report, and the full terms can be found at citycycle.ie/terms.",
            ),
            Good(
                "pl",
                "Rowery CityCycle można odblokować w aplikacji lub zarejestrowaną kartą zbliżeniową. Członkowie z abonamentem rocznym mają pierwsze 30 minut każdego przejazdu za darmo; każde kolejne 30 minut kosztuje 1 €. Rower trzeba zwrócić do stacji dokującej, a przejazd kończy się dopiero wtedy, gdy lampka stojaka zmieni kolor na zielony. Jeśli rower nie zostanie zwrócony w ciągu 24 godzin, możemy naliczyć opłatę za jego zastąpienie w wysokości do 300 €. Użytkownicy muszą mieć ukończone 16 lat. Kask jest zalecany, ale nie obowiązkowy. Uszkodzone rowery powinny być zgłaszane w aplikacji lub na stronie citycycle.ie/report. Pełny regulamin jest dostępny na stronie citycycle.ie/terms.",
            ),
        ],
        bad=[
            Slip(0, [("citycycle.ie/report", "citycycle.com/report")], "url"),
            Slip(1, [("Every bike must be returned", "Every bike should be returned")], "modality"),
            Slip(
                2,
                [
                    (
                        "Kask jest zalecany, ale nie obowiązkowy.",
                        "Kask jest zalecany, ale nie obowiązkowy; można go bezpłatnie wypożyczyć na każdej stacji.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-coastal-plan-sea-level-consultation",
        source="The council's coastal plan assumes a sea-level rise of 0.5 m by 2100 for the Harbour Road frontage. This figure is taken from the medium-confidence range in the IPCC Sixth Assessment Report (Fox-Kemper et al., 2021, Chapter 9, p. 1302) and is likely to be revised when new projections are published. A public consultation on the plan opens on 2 June 2025 and closes on 14 July 2025. Comments can be submitted online or at the town hall. The plan does not yet include funding for the proposed sea wall; the council expects to apply for national flood-defence grants later in the year.",
        good=[
            Good(
                "preserve",
                "For the Harbour Road frontage, the council's coastal plan works on the assumption that sea level will rise by 0.5 m by 2100. That number comes from the medium-confidence range of the IPCC Sixth Assessment Report (Fox-Kemper et al., 2021, Chapter 9, p. 1302) and will likely be revised once new projections are published. You can comment on the plan online or at the town hall during the public consultation, which runs from 2 June to 14 July 2025. Funding for the proposed sea wall is not yet part of the plan; the council expects to apply for national flood-defence grants later in the year.",
            ),
            Good(
                "preserve",
                "Coastal plan: Harbour Road frontage\n• Planning assumption: 0.5 m of sea-level rise by 2100.\n• Source: medium-confidence range, IPCC Sixth Assessment Report (Fox-Kemper et al., 2021, Chapter 9, p. 1302). The figure is likely to be revised when new projections are published.\n• Public consultation: opens 2 June 2025, closes 14 July 2025. Comments can be submitted online or at the town hall.\n• Funding: the plan does not yet include funding for the proposed sea wall. The council expects to apply for national flood-defence grants later in the year.",
            ),
            Good(
                "pl",
                "Plan ochrony wybrzeża rady zakłada dla odcinka przy Harbour Road wzrost poziomu morza o 0,5 m do 2100 roku. Wartość ta pochodzi z przedziału o średnim stopniu pewności podanego w Szóstym Raporcie Oceniającym IPCC (Fox-Kemper i in., 2021, rozdział 9, s. 1302) i prawdopodobnie zostanie zrewidowana po opublikowaniu nowych prognoz. Konsultacje społeczne dotyczące planu rozpoczną się 2 czerwca 2025 r. i potrwają do 14 lipca 2025 r. Uwagi można składać przez internet lub w ratuszu. Plan nie obejmuje jeszcze finansowania proponowanego muru nabrzeżnego; rada spodziewa się, że w dalszej części roku złoży wniosek o krajowe dotacje na ochronę przeciwpowodziową.",
            ),
        ],
        bad=[
            Slip(1, [("p. 1302)", "p. 1203)")], "citation"),
            Slip(0, [("from 2 June to 14 July 2025", "from 2 June to 14 August 2025")], "date"),
            Slip(
                2,
                [
                    (
                        "proponowanego muru nabrzeżnego;",
                        "proponowanego muru nabrzeżnego, którego koszt oszacowano na 4,2 mln GBP;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-orders-api-token-authentication-docs",
        source="## Authentication\n\nAll requests to the Orders API must include an `Authorization: Bearer <token>` header. Tokens are issued by `POST /v2/oauth/token` and expire after 3600 seconds; your client should request a new one before expiry rather than waiting for a `401` response. Do not embed tokens in URLs or commit them to version control. Sandbox tokens cannot be used against the production host `api.shopwave.io`, and production tokens will not work in the sandbox. If you exceed 100 requests per minute, the API may return `429 Too Many Requests`; in that case, wait for the number of seconds given in the `Retry-After` header.",
        good=[
            Good(
                "preserve",
                "## Authentication\n\nEvery request to the Orders API must carry an `Authorization: Bearer <token>` header.\n\n- **Getting a token:** call `POST /v2/oauth/token`. Tokens expire after 3600 seconds, so your client should fetch a new one before that happens instead of waiting for a `401` response.\n- **Keeping tokens safe:** never put tokens in URLs and never commit them to version control.\n- **Environments:** sandbox tokens cannot be used against the production host `api.shopwave.io`, and production tokens won't work in the sandbox.\n- **Rate limits:** above 100 requests per minute the API may respond with `429 Too Many Requests`. If that happens, wait the number of seconds specified in the `Retry-After` header.",
            ),
            Good(
                "preserve",
                "## Authentication\n\nTo call the Orders API, you must include an `Authorization: Bearer <token>` header in every request. Tokens come from `POST /v2/oauth/token`, and each one expires after 3600 seconds (one hour). Rather than waiting for a `401` response, your client should request a fresh token before the current one expires. Tokens must not be embedded in URLs or committed to version control. Sandbox and production tokens are not interchangeable: a sandbox token cannot be used against the production host `api.shopwave.io`, and a production token will not work in the sandbox. Sending more than 100 requests per minute may trigger `429 Too Many Requests`; if so, wait as many seconds as the `Retry-After` header indicates.",
            ),
            Good(
                "pl",
                "## Uwierzytelnianie\n\nKażde żądanie do Orders API musi zawierać nagłówek `Authorization: Bearer <token>`. Tokeny wydaje endpoint `POST /v2/oauth/token` i wygasają one po 3600 sekundach; klient powinien pobrać nowy token przed upływem ważności, zamiast czekać na odpowiedź `401`. Nie umieszczaj tokenów w adresach URL ani nie commituj ich do systemu kontroli wersji. Tokenów z piaskownicy nie można używać z hostem produkcyjnym `api.shopwave.io`, a tokeny produkcyjne nie działają w piaskownicy. Jeśli przekroczysz 100 żądań na minutę, API może zwrócić `429 Too Many Requests`; w takim przypadku odczekaj liczbę sekund podaną w nagłówku `Retry-After`.",
            ),
        ],
        bad=[
            Slip(1, [("`POST /v2/oauth/token`", "`POST /v1/oauth/token`")], "code"),
            Slip(
                2,
                [
                    (
                        "a tokeny produkcyjne nie działają w piaskownicy",
                        "a tokeny produkcyjne działają również w piaskownicy",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [("so your client should fetch a new one", "so your client must fetch a new one")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-street-tree-planting-winter-programme",
        source="This winter the council will plant around 400 street trees across the Northfield and Eastgate wards. Species have been chosen to cope with drier summers, and most will be between 2 and 3 metres tall when planted. Residents can request a tree outside their home, but a tree cannot be planted where the pavement is narrower than 1.8 metres or above underground cables. Each tree will be watered by contractors for its first three summers. Experience from earlier schemes suggests that roughly one in ten young trees may fail in the first year; these will be replaced free of charge. Requests close at the end of November.",
        good=[
            Good(
                "preserve",
                "About 400 new street trees will go in across the Northfield and Eastgate wards this winter. The council has picked species that can cope with drier summers, and most trees will be 2–3 metres tall at planting. You can ask for a tree outside your home, although none can be planted above underground cables or where the pavement is less than 1.8 metres wide. Contractors will water every tree for its first three summers. Earlier schemes suggest that roughly one in ten young trees may fail in the first year, and any that do will be replaced free of charge. Requests close at the end of November.",
            ),
            Good(
                "preserve",
                "Street tree planting: winter programme\nThe council will plant approximately 400 street trees in the Northfield and Eastgate wards this winter.\n- Species: selected to cope with drier summers; most will measure 2–3 m at planting.\n- Requests: residents can request a tree outside their home. Trees cannot be planted where the pavement is narrower than 1.8 m or above underground cables. Requests close at the end of November.\n- Aftercare: contractors will water each tree during its first three summers.\n- Losses: experience from previous schemes suggests that around 10% of young trees may fail in the first year; failed trees will be replaced free of charge.",
            ),
            Good(
                "pl",
                "Tej zimy rada posadzi około 400 drzew przyulicznych w okręgach Northfield i Eastgate. Gatunki dobrano tak, by radziły sobie z suchszymi latami, a większość drzew w chwili sadzenia będzie miała od 2 do 3 metrów wysokości. Mieszkańcy mogą wnioskować o posadzenie drzewa przed swoim domem, jednak drzewa nie można posadzić tam, gdzie chodnik ma mniej niż 1,8 metra szerokości, ani nad podziemnymi kablami. Przez pierwsze trzy lata wykonawcy będą podlewać każde drzewo latem. Doświadczenia z wcześniejszych programów wskazują, że w pierwszym roku może nie przyjąć się mniej więcej co dziesiąte młode drzewo; takie drzewa zostaną bezpłatnie zastąpione nowymi. Wnioski można składać do końca listopada.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("roughly one in ten young trees may fail", "one in ten young trees will fail")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "- Species: selected to cope with drier summers;",
                        "- Species: selected to cope with drier summers, mainly field maple and small-leaved lime;",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("1,8 metra", "1,5 metra")], "number"),
        ],
    ),
]
