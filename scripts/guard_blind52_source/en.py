# ruff: noqa: E501, RUF001
"""English source cases of blind set 52: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-ferry-winter-timetable-reduced-service",
        source=(
            "From 3 November 2025 until 27 March 2026, the Harwick–Sollen ferry will run a reduced winter timetable. "
            "Weekday departures from Harwick drop from 14 to 9, with the first sailing at 06:40 and the last at 21:15. "
            "On Saturdays and Sundays the service starts at 08:00. Vehicles over 3.5 tonnes must be booked at least "
            "24 hours in advance; foot passengers do not need a reservation. Crossings may be cancelled at short notice "
            "when wind speeds exceed 45 knots, and cancellations will be posted on the operator's website and the Sollen "
            "Ferries app. Season tickets bought before 1 November remain valid, and no refunds will be given for the "
            "shorter timetable."
        ),
        good=[
            Good(
                "preserve",
                "Winter timetable for the Harwick–Sollen ferry (3 November 2025 – 27 March 2026):\n"
                "- Weekdays: 9 departures from Harwick instead of 14; first sailing 06:40, last 21:15.\n"
                "- Saturdays and Sundays: service begins at 08:00.\n"
                "- Vehicles heavier than 3.5 tonnes must be booked no later than 24 hours ahead. Foot passengers don't need to reserve.\n"
                "- If the wind goes above 45 knots, crossings may be cancelled at short notice; cancellations will be announced "
                "on the operator's website and in the Sollen Ferries app.\n"
                "- Season tickets purchased before 1 November are still valid, but no refunds will be given because of the shorter timetable.",
            ),
            Good(
                "preserve",
                "Heads up if you use the Harwick–Sollen ferry: between November 3, 2025 and March 27, 2026 it switches to a "
                "reduced winter timetable. On weekdays you'll have 9 departures from Harwick rather than 14, the first at "
                "6:40 a.m. and the last at 9:15 p.m.; at weekends the service starts at 8:00 a.m. Travelling with a vehicle "
                "over 3.5 tonnes? You must book it at least 24 hours beforehand. On foot, you don't need a reservation. Bear "
                "in mind that when winds exceed 45 knots, sailings may be cancelled at short notice — watch the operator's "
                "website and the Sollen Ferries app, where cancellations will be posted. Your season ticket stays valid if "
                "you bought it before November 1, but no refunds will be made for the shorter timetable.",
            ),
            Good(
                "pl",
                "Od 3 listopada 2025 r. do 27 marca 2026 r. prom Harwick–Sollen będzie kursował według ograniczonego "
                "rozkładu zimowego. W dni robocze liczba odpływów z Harwick spada z 14 do 9; pierwszy rejs o 6:40, ostatni "
                "o 21:15. W soboty i niedziele kursy rozpoczynają się o 8:00. Pojazdy o masie powyżej 3,5 tony muszą być "
                "zarezerwowane co najmniej 24 godziny wcześniej; piesi pasażerowie nie potrzebują rezerwacji. Rejsy mogą "
                "zostać odwołane z krótkim wyprzedzeniem, gdy prędkość wiatru przekroczy 45 węzłów, a informacje o "
                "odwołaniach będą publikowane na stronie internetowej przewoźnika i w aplikacji Sollen Ferries. Bilety "
                "okresowe kupione przed 1 listopada zachowują ważność, a z powodu krótszego rozkładu nie przysługuje zwrot pieniędzy.",
            ),
        ],
        bad=[
            Slip(0, [("27 March 2026", "27 February 2026")], "date"),
            Slip(1, [("when winds exceed 45 knots", "when winds exceed 40 knots")], "number"),
            Slip(2, [("muszą być zarezerwowane", "powinny być zarezerwowane")], "modality"),
        ],
    ),
    Case(
        key="en-tls-certificate-outage-postmortem-notes",
        source=(
            "## Incident summary\n\n"
            "On 14 February 2025 between 09:12 and 11:47 UTC, the customer portal returned errors to roughly 18% of "
            "requests. The cause was an expired TLS certificate on the internal `auth-gw` service; automated renewal had "
            "silently failed because the `certbot-renew` cron job was disabled during a migration on 2 January.\n\n"
            "### Action items\n"
            "- Re-enable renewal and alert when any certificate has fewer than 14 days left.\n"
            "- Add `cert_expiry_days` to the on-call dashboard.\n"
            "- Review every cron job disabled during the migration.\n\n"
            "No customer data was exposed. Full timeline: [incident log](https://status.example.com/incidents/2025-02-14)."
        ),
        good=[
            Good(
                "preserve",
                "## Incident summary\n\n"
                "A TLS certificate on the internal `auth-gw` service expired, and from 09:12 to 11:47 UTC on 14 February 2025 "
                "about 18% of requests to the customer portal failed with errors. Automatic renewal had failed without any "
                "warning, because the `certbot-renew` cron job had been switched off during a migration on 2 January.\n\n"
                "No customer data was exposed.\n\n"
                "### Action items\n"
                "- Turn renewal back on and raise an alert whenever a certificate has fewer than 14 days remaining.\n"
                "- Put `cert_expiry_days` on the on-call dashboard.\n"
                "- Audit all cron jobs that were disabled in the migration.\n\n"
                "See the [incident log](https://status.example.com/incidents/2025-02-14) for the full timeline.",
            ),
            Good(
                "preserve",
                "## Incident summary\n\n"
                "Between 09:12 and 11:47 UTC on 14 February 2025, roughly 18% of requests to the customer portal returned "
                "errors. The root cause was an expired TLS certificate on the internal `auth-gw` service. Its automated "
                "renewal had failed silently, since the `certbot-renew` cron job had been disabled during a migration on "
                "2 January. No customer data was exposed.\n\n"
                "### Action items\n"
                "1. Re-enable renewal and alert on any certificate with fewer than 14 days left.\n"
                "2. Add `cert_expiry_days` to the on-call dashboard.\n"
                "3. Review every cron job that was disabled during the migration.\n\n"
                "The full timeline is in the [incident log](https://status.example.com/incidents/2025-02-14).",
            ),
            Good(
                "pl",
                "## Podsumowanie incydentu\n\n"
                "14 lutego 2025 r. w godzinach 09:12–11:47 UTC portal klienta zwracał błędy dla około 18% żądań. Przyczyną "
                "był wygasły certyfikat TLS w wewnętrznej usłudze `auth-gw`; automatyczne odnowienie po cichu się nie "
                "powiodło, ponieważ zadanie cron `certbot-renew` zostało wyłączone podczas migracji 2 stycznia.\n\n"
                "### Działania naprawcze\n"
                "- Ponownie włączyć odnawianie i wysyłać alert, gdy któremukolwiek certyfikatowi zostanie mniej niż 14 dni ważności.\n"
                "- Dodać `cert_expiry_days` do panelu dyżurnego.\n"
                "- Przejrzeć wszystkie zadania cron wyłączone w trakcie migracji.\n\n"
                "Żadne dane klientów nie zostały ujawnione. Pełna oś czasu: "
                "[dziennik incydentu](https://status.example.com/incidents/2025-02-14).",
            ),
        ],
        bad=[
            Slip(0, [("### Action items\n", "Action items:\n")], "markdown"),
            Slip(1, [("`certbot-renew`", "`certbot-renewal`")], "code"),
            Slip(2, [("podczas migracji 2 stycznia", "podczas migracji 12 stycznia")], "date"),
        ],
    ),
    Case(
        key="en-zoo-annual-pass-terms",
        source=(
            "The Riverside Zoo Annual Pass gives the named holder unlimited daytime entry for 12 months from the date of "
            "purchase. An adult pass costs £89 and a child pass (ages 3–15) costs £45; children under 3 do not need a "
            "ticket. Passes are not transferable, and the holder must show photo ID on request. Pass holders receive 10% "
            "off in the zoo shops and cafés, but the discount cannot be combined with other offers. Evening events such "
            "as Zoo Lights are not included. Lost passes can be replaced once for a £5 fee. To renew, visit "
            "riversidezoo.org.uk/passes or email passes@riversidezoo.org.uk at least two weeks before expiry."
        ),
        good=[
            Good(
                "preserve",
                "Riverside Zoo Annual Pass — key terms\n"
                "• Unlimited daytime entry for the named holder, valid for 12 months from the day you buy it.\n"
                "• Prices: £89 for adults, £45 for children aged 3–15. Under-3s don't need a ticket.\n"
                "• The pass is non-transferable, and you must show photo ID if asked.\n"
                "• 10% discount in the zoo's shops and cafés — it can't be combined with other offers.\n"
                "• Evening events (for example Zoo Lights) aren't included.\n"
                "• A lost pass can be replaced once, for £5.\n"
                "• Renewals: go to riversidezoo.org.uk/passes or email passes@riversidezoo.org.uk no later than two weeks "
                "before the pass expires.",
            ),
            Good(
                "preserve",
                "For 12 months from purchase, the Riverside Zoo Annual Pass entitles its named holder to unlimited entry "
                "during the day. Adult passes are priced at £89 and child passes (ages 3 to 15) at £45, while children "
                "under three require no ticket. The pass is not transferable, and holders must produce photo identification "
                "when asked. Holders get 10% off in zoo shops and cafés; this discount cannot be used together with any "
                "other offer. The pass does not cover evening events such as Zoo Lights. If a pass is lost, it can be "
                "replaced a single time for £5. To renew, go to riversidezoo.org.uk/passes or email "
                "passes@riversidezoo.org.uk at least two weeks before your pass expires.",
            ),
            Good(
                "pl",
                "Roczny karnet do Riverside Zoo uprawnia wskazanego w nim posiadacza do nieograniczonego wstępu w ciągu dnia "
                "przez 12 miesięcy od daty zakupu. Karnet dla dorosłego kosztuje 89 £, a karnet dziecięcy (wiek 3–15 lat) "
                "45 £; dzieci poniżej 3 lat nie potrzebują biletu. Karnety są imienne i nie można ich przekazywać innym "
                "osobom, a posiadacz musi na żądanie okazać dokument tożsamości ze zdjęciem. Posiadacze karnetów otrzymują "
                "10% zniżki w sklepach i kawiarniach zoo, ale zniżki nie można łączyć z innymi ofertami. Wydarzenia "
                "wieczorne, takie jak Zoo Lights, nie są objęte karnetem. Zgubiony karnet można wymienić jeden raz za "
                "opłatą 5 £. Aby przedłużyć karnet, wejdź na riversidezoo.org.uk/passes lub napisz na adres "
                "passes@riversidezoo.org.uk co najmniej dwa tygodnie przed jego wygaśnięciem.",
            ),
        ],
        bad=[
            Slip(0, [("passes@riversidezoo.org.uk", "passes@riversidezoo.co.uk")], "url"),
            Slip(
                1,
                [("The pass does not cover evening events", "The pass also covers evening events")],
                "negation",
            ),
            Slip(2, [("10% zniżki", "15% zniżki")], "number"),
        ],
    ),
    Case(
        key="en-asthma-inhaler-trial-volunteers-wanted",
        source=(
            "Volunteers wanted: the BREATHE-2 study at Northfield University Hospital is testing whether a new inhaler "
            "helps adults with moderate asthma. We are looking for non-smokers aged 18–65 who have used a preventer "
            "inhaler for at least six months. Taking part involves five clinic visits over 16 weeks, each lasting about "
            "90 minutes. You will be reimbursed £40 per visit for travel and time. Like any medicine, the study inhaler "
            "may cause side effects, most commonly a mild sore throat. Participation is voluntary and you can withdraw "
            "at any time without giving a reason. To find out if you are eligible, call 0161 555 0142 or email "
            "breathe2@northfield-trials.org."
        ),
        good=[
            Good(
                "preserve",
                "Do you have moderate asthma? Northfield University Hospital's BREATHE-2 study is testing whether a new "
                "inhaler helps adults with the condition, and it needs volunteers. We're looking for non-smokers aged 18 to "
                "65 who have been using a preventer inhaler for six months or longer. You'd come to the clinic five times "
                "over 16 weeks, for about 90 minutes each time, and you'd be reimbursed £40 per visit for your travel and "
                "time. As with any medicine, the study inhaler may cause side effects — a mild sore throat is the most "
                "common. Taking part is your choice, and you can leave the study whenever you like without saying why. To "
                "check whether you're eligible, call 0161 555 0142 or email breathe2@northfield-trials.org.",
            ),
            Good(
                "preserve",
                "BREATHE-2 study — volunteers wanted\n"
                "Where: Northfield University Hospital\n"
                "What: testing whether a new inhaler helps adults with moderate asthma\n"
                "Who: non-smokers aged 18–65 who have used a preventer inhaler for at least six months\n"
                "Commitment: five clinic visits across 16 weeks, each about 90 minutes\n"
                "Reimbursement: £40 per visit for your travel and time\n"
                "Side effects: like any medicine, the study inhaler may cause them; the most common is a mild sore throat\n"
                "Your rights: taking part is voluntary, and you can withdraw at any point without giving a reason\n"
                "Contact: to find out whether you are eligible, call 0161 555 0142 or email breathe2@northfield-trials.org",
            ),
            Good(
                "pl",
                "Poszukujemy ochotników: w badaniu BREATHE-2 prowadzonym w Northfield University Hospital sprawdzamy, czy "
                "nowy inhalator pomaga dorosłym z umiarkowaną astmą. Szukamy osób niepalących w wieku 18–65 lat, które od "
                "co najmniej sześciu miesięcy stosują inhalator kontrolujący przebieg choroby. Udział obejmuje pięć wizyt w "
                "przychodni w ciągu 16 tygodni, z których każda trwa około 90 minut. Za każdą wizytę otrzymasz 40 £ zwrotu "
                "kosztów dojazdu i poświęconego czasu. Jak każdy lek, badany inhalator może powodować działania "
                "niepożądane, najczęściej łagodny ból gardła. Udział jest dobrowolny i możesz się wycofać w dowolnym "
                "momencie bez podawania przyczyny. Aby sprawdzić, czy kwalifikujesz się do badania, zadzwoń pod numer "
                "0161 555 0142 lub napisz na adres breathe2@northfield-trials.org.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "the study inhaler may cause side effects",
                        "the study inhaler causes side effects",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Where: Northfield University Hospital\n",
                        "Where: Northfield University Hospital (free on-site parking for all participants)\n",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("breathe2@northfield-trials.org", "breathe2@northfield-trial.org")], "url"),
        ],
    ),
    Case(
        key="en-coworking-loft-house-rules",
        source=(
            "House rules – Loft 21 Coworking\n"
            "Hot desks are available from 7:00 to 22:00; members with a 24/7 plan can use their key card outside these "
            "hours. Phone and video calls must be taken in the booths or meeting rooms, not at the open desks. Meeting "
            "rooms can be booked for up to 3 hours per day through the member app. Please do not leave personal items on "
            "hot desks overnight – anything left behind is moved to lost property. Pets are not allowed, with the "
            "exception of assistance dogs. Guests must be signed in at reception and may stay for a maximum of two days "
            "per month free of charge. The kitchen is cleaned every evening, but you should wash your own mugs."
        ),
        good=[
            Good(
                "preserve",
                "Loft 21 Coworking – house rules\n"
                "1. Hot desks: open 7:00–22:00. Members on a 24/7 plan can use their key card outside these hours.\n"
                "2. Calls: phone and video calls must be taken in the booths or meeting rooms, never at the open desks.\n"
                "3. Meeting rooms: bookable in the member app for up to 3 hours per day.\n"
                "4. Overnight: please don't leave personal belongings on hot desks — anything left behind goes to lost property.\n"
                "5. Pets: not allowed, except assistance dogs.\n"
                "6. Guests: must be signed in at reception; they may stay free of charge for at most two days a month.\n"
                "7. Kitchen: cleaned every evening, but you should wash your own mugs.",
            ),
            Good(
                "preserve",
                "Welcome to Loft 21 Coworking! A few house rules: the hot desks are available between 7 a.m. and 10 p.m., "
                "and if you have a 24/7 plan, your key card works outside those hours too. Calls — phone or video — must be "
                "taken in the booths or meeting rooms rather than at the open desks. You can book a meeting room through "
                "the member app for a maximum of three hours a day. Please don't leave your things on a hot desk overnight; "
                "whatever is left behind is moved to lost property. No pets, apart from assistance dogs. Any guest must be "
                "signed in at reception and may stay free of charge for up to two days per month. We clean the kitchen "
                "every evening, but you should still wash your own mugs.",
            ),
            Good(
                "pl",
                "Regulamin – Loft 21 Coworking\n"
                "Biurka rotacyjne (hot desk) są dostępne od 7:00 do 22:00; członkowie z planem 24/7 mogą korzystać z karty "
                "dostępu poza tymi godzinami. Rozmowy telefoniczne i wideo muszą odbywać się w budkach lub salach "
                "konferencyjnych, a nie przy otwartych biurkach. Sale konferencyjne można rezerwować w aplikacji dla "
                "członków na maksymalnie 3 godziny dziennie. Prosimy nie zostawiać rzeczy osobistych na biurkach "
                "rotacyjnych na noc – wszystko, co zostanie, trafia do rzeczy znalezionych. Zwierzęta są niedozwolone, z "
                "wyjątkiem psów asystujących. Goście muszą zostać wpisani w recepcji i mogą przebywać bezpłatnie "
                "maksymalnie dwa dni w miesiącu. Kuchnia jest sprzątana każdego wieczoru, ale każdy powinien sam myć swoje kubki.",
            ),
        ],
        bad=[
            Slip(0, [("for up to 3 hours per day", "for up to 4 hours per day")], "number"),
            Slip(
                1,
                [
                    (
                        "No pets, apart from assistance dogs.",
                        "Pets are welcome, including assistance dogs.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("Goście muszą zostać wpisani", "Goście powinni zostać wpisani")], "modality"),
        ],
    ),
    Case(
        key="en-upper-vistula-flood-frequency-abstract",
        source=(
            "Abstract. We analysed daily discharge records from 1961 to 2020 at 14 gauging stations on the upper Vistula "
            "to assess changes in flood frequency. Using the peaks-over-threshold method described by Lang et al. (1999), "
            "we found that the number of events exceeding the 10-year return level increased by about 23% in the second "
            "half of the record. The increase was concentrated in summer and is likely linked to more intense convective "
            "rainfall, although changes in land use may also have contributed. Winter floods did not show a significant "
            "trend. These results are consistent with the regional projections of Blöschl et al. (2019, Nature 573: "
            "108–111) and suggest that current design flood estimates may underestimate risk."
        ),
        good=[
            Good(
                "preserve",
                "Abstract. To find out whether flood frequency on the upper Vistula has changed, we examined daily discharge "
                "records for 1961–2020 from 14 gauging stations. Applying the peaks-over-threshold method of Lang et al. "
                "(1999), we found that the number of events above the 10-year return level rose by about 23% in the second "
                "half of the record. Most of this rise occurred in summer; it is likely tied to heavier convective "
                "rainfall, though land-use change may also have played a part. No significant trend appeared in winter "
                "floods. The findings agree with the regional projections by Blöschl et al. (2019, Nature 573: 108–111) "
                "and suggest that present design flood estimates may underestimate the risk.",
            ),
            Good(
                "preserve",
                "Abstract (key points)\n"
                "- Aim: to assess changes in flood frequency on the upper Vistula.\n"
                "- Data: daily discharge records, 1961–2020, from 14 gauging stations.\n"
                "- Method: peaks-over-threshold, as described by Lang et al. (1999).\n"
                "- Main result: the number of events exceeding the 10-year return level rose by about 23% in the second half of the record.\n"
                "- Seasonality: the increase was concentrated in summer, probably because of more intense convective "
                "rainfall; land-use changes may also have contributed. Winter floods showed no significant trend.\n"
                "- Context: consistent with the regional projections of Blöschl et al. (2019, Nature 573: 108–111).\n"
                "- Implication: current design flood estimates may underestimate risk.",
            ),
            Good(
                "pl",
                "Streszczenie. Przeanalizowaliśmy dobowe dane o przepływach z lat 1961–2020 z 14 posterunków "
                "wodowskazowych na górnej Wiśle, aby ocenić zmiany częstości występowania powodzi. Stosując metodę "
                "przekroczeń progu (peaks-over-threshold) opisaną przez Langa i in. (1999), stwierdziliśmy, że liczba "
                "zdarzeń przekraczających poziom o 10-letnim okresie powtarzalności wzrosła w drugiej połowie okresu "
                "pomiarowego o około 23%. Wzrost dotyczył głównie lata i prawdopodobnie wiąże się z intensywniejszymi "
                "opadami konwekcyjnymi, choć przyczynić się mogły również zmiany użytkowania terenu. W przypadku powodzi "
                "zimowych nie stwierdzono istotnego trendu. Wyniki są zgodne z regionalnymi projekcjami Blöschla i in. "
                "(2019, Nature 573: 108–111) i wskazują, że obecne oszacowania przepływów miarodajnych mogą zaniżać ryzyko.",
            ),
        ],
        bad=[
            Slip(0, [("Lang et al. (1999)", "Lang et al. (1996)")], "citation"),
            Slip(1, [("probably because of more intense", "because of more intense")], "hedge"),
            Slip(2, [("o około 23%", "o około 28%")], "number"),
        ],
    ),
    Case(
        key="en-pet-insurance-exclusions-limits-section",
        source=(
            "4. Exclusions and limits\n"
            "Under this policy we will pay up to £4,000 per condition for veterinary fees, subject to an excess of £99 "
            "per claim. We will not pay for any condition that showed symptoms before the policy start date or during "
            "the first 14 days of cover, except for accidental injury. Routine care such as vaccinations, flea treatment "
            "and neutering is not covered. If your pet is aged 9 or over, you will also pay 20% of each claim. Claims "
            "must be submitted within 90 days of treatment. Your statutory rights under the Consumer Rights Act 2015 are "
            "not affected, and complaints may be referred to the Financial Ombudsman Service as set out in Section 11."
        ),
        good=[
            Good(
                "preserve",
                "4. Exclusions and limits\n"
                "We'll cover vet fees of up to £4,000 per condition, and you pay an excess of £99 on every claim. Conditions "
                "that showed symptoms before your policy started, or in the first 14 days of cover, won't be paid for — "
                "unless they're accidental injuries. Routine care isn't covered either, for example vaccinations, flea "
                "treatment or neutering. Once your pet is 9 or older, you'll also pay 20% of each claim. You must send us "
                "your claim within 90 days of the treatment. Nothing here affects your statutory rights under the Consumer "
                "Rights Act 2015, and you may take a complaint to the Financial Ombudsman Service as explained in Section 11.",
            ),
            Good(
                "preserve",
                "4. Exclusions and limits\n"
                "- Vet fees: paid up to £4,000 per condition, with a £99 excess per claim.\n"
                "- Earlier symptoms: we will not pay for a condition that showed symptoms before the policy start date or "
                "within the first 14 days of cover (accidental injury excepted).\n"
                "- Routine care — vaccinations, flea treatment, neutering — is not covered.\n"
                "- Pets aged 9 and over: you also pay 20% of each claim.\n"
                "- Claims must be submitted within 90 days of treatment.\n"
                "- Your statutory rights under the Consumer Rights Act 2015 are unaffected; complaints may be referred to "
                "the Financial Ombudsman Service, as set out in Section 11.",
            ),
            Good(
                "pl",
                "4. Wyłączenia i limity\n"
                "W ramach tej polisy pokrywamy koszty weterynaryjne do 4000 £ na jedną chorobę, z udziałem własnym w "
                "wysokości 99 £ przy każdym roszczeniu. Nie pokrywamy żadnej choroby, której objawy wystąpiły przed datą "
                "rozpoczęcia polisy lub w ciągu pierwszych 14 dni ochrony, z wyjątkiem urazów powstałych w wyniku wypadku. "
                "Rutynowa opieka, taka jak szczepienia, zabiegi przeciw pchłom i kastracja, nie jest objęta ochroną. Jeśli "
                "Twoje zwierzę ma 9 lat lub więcej, dodatkowo pokrywasz 20% każdego roszczenia. Roszczenia muszą zostać "
                "zgłoszone w ciągu 90 dni od leczenia. Niniejsze postanowienia nie naruszają Twoich ustawowych praw wynikających z Consumer Rights "
                "Act 2015, a skargi można kierować do Financial Ombudsman Service zgodnie z sekcją 11.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you'll also pay 20% of each claim", "you'll also pay 25% of each claim")],
                "number",
            ),
            Slip(
                1, [("Consumer Rights Act 2015", "Consumer Protection Act 1987")], "legal_reference"
            ),
            Slip(2, [("nie jest objęta ochroną", "jest objęta ochroną")], "negation"),
        ],
    ),
    Case(
        key="en-half-marathon-results-appeal-process",
        source=(
            "Results appeals – Lakeside Half Marathon 2025\n"
            "Provisional results will be published at results.lakesidehalf.com by 18:00 on Sunday 12 October. If you "
            "believe your time or placing is wrong, you must lodge an appeal within 72 hours of publication using the "
            "form on that page. Appeals should include your bib number and, where possible, a photo or GPS file "
            "supporting your claim. Chip times are final for age-group rankings unless a timing mat failure is "
            "confirmed. The race referee will review each appeal and may ask for further evidence. Decisions will be "
            "emailed by Friday 17 October and cannot be appealed further. Final results will not be changed after that date."
        ),
        good=[
            Good(
                "preserve",
                "Think your Lakeside Half Marathon 2025 result is wrong? Here's how to appeal. The provisional results will "
                "go up at results.lakesidehalf.com by 6 p.m. on Sunday, October 12. If you believe your time or placing is "
                "incorrect, you must lodge your appeal within 72 hours of their publication, using the form on that page. "
                "Your appeal should include your bib number and, if possible, a photo or GPS file that backs up your claim. "
                "For age-group rankings, chip times are final unless a timing mat failure is confirmed. The race referee "
                "will look at every appeal and may ask you for more evidence. You'll get the decision by email by Friday, "
                "October 17; it can't be appealed further, and the final results won't change after that date.",
            ),
            Good(
                "preserve",
                "Lakeside Half Marathon 2025: appeals against results\n"
                "Provisional results will be posted at results.lakesidehalf.com no later than 18:00 on Sunday 12 October. "
                "Any runner who considers their time or placing incorrect must submit an appeal through the form on that "
                "page within 72 hours of publication. Each appeal should state the runner's bib number and, where "
                "possible, be accompanied by a supporting photo or GPS file. Unless a timing mat failure is confirmed, chip "
                "times remain final for age-group rankings. The race referee will consider every appeal and may request "
                "additional evidence. Decisions will be sent by email by Friday 17 October and are not open to further "
                "appeal; after that date, the final results will not be amended.",
            ),
            Good(
                "pl",
                "Odwołania od wyników – Lakeside Half Marathon 2025\n"
                "Wstępne wyniki zostaną opublikowane na stronie results.lakesidehalf.com do godziny 18:00 w niedzielę 12 "
                "października. Jeśli uważasz, że Twój czas lub miejsce są błędne, musisz złożyć odwołanie w ciągu 72 "
                "godzin od publikacji za pomocą formularza na tej stronie. Odwołanie powinno zawierać numer startowy oraz, "
                "w miarę możliwości, zdjęcie lub plik GPS potwierdzający Twoje zastrzeżenia. Czasy z chipa są ostateczne "
                "dla klasyfikacji w kategoriach wiekowych, chyba że zostanie potwierdzona awaria maty pomiarowej. Sędzia "
                "zawodów rozpatrzy każde odwołanie i może poprosić o dodatkowe dowody. Decyzje zostaną przesłane e-mailem "
                "do piątku 17 października i nie przysługuje od nich dalsze odwołanie. Po tej dacie wyniki końcowe nie "
                "zostaną już zmienione.",
            ),
        ],
        bad=[
            Slip(0, [("Friday, October 17", "Friday, October 24")], "date"),
            Slip(1, [("results.lakesidehalf.com", "results.lakeside-half.com")], "url"),
            Slip(2, [("musisz złożyć odwołanie", "powinieneś złożyć odwołanie")], "modality"),
        ],
    ),
    Case(
        key="en-blender-warranty-card-terms",
        source=(
            "Warranty card – Vantor BX-500 blender\n"
            "This appliance is guaranteed for 24 months from the date of purchase against defects in materials and "
            "workmanship. During this period we will repair or replace the product free of charge. The guarantee does "
            "not cover damage caused by misuse, accidental drops, commercial use, or repairs carried out by "
            "unauthorised service centres. Glass jugs and blades are covered for 6 months only. To make a claim, you "
            "must present this card together with proof of purchase. This guarantee is provided in addition to, and "
            "does not limit, your rights under Directive (EU) 2019/771 on the sale of goods. Register your product "
            "within 30 days to receive an extra 12 months of cover."
        ),
        good=[
            Good(
                "preserve",
                "Vantor BX-500 blender – warranty card\n"
                "• Length: 24 months from the date of purchase, covering defects in materials and workmanship.\n"
                "• What we do: repair or replace the blender free of charge during that period.\n"
                "• Not covered: damage from misuse, accidental drops or commercial use, and repairs done by unauthorised service centres.\n"
                "• Glass jugs and blades: covered for 6 months only.\n"
                "• Claims: you must show this card along with proof of purchase.\n"
                "• Your legal rights: this guarantee comes on top of your rights under Directive (EU) 2019/771 on the sale "
                "of goods and does not limit them.\n"
                "• Extra cover: register the product within 30 days and get an additional 12 months.",
            ),
            Good(
                "preserve",
                "Your Vantor BX-500 blender comes with a 24-month guarantee against defects in materials or workmanship, "
                "starting on the day you buy it. If a defect appears in that time, we'll repair or replace the blender "
                "free of charge. Damage resulting from misuse, accidental drops or commercial use isn't covered, and "
                "neither are repairs by unauthorised service centres. The glass jug and blades are covered for only 6 "
                "months. When you make a claim, you must present this card together with your proof of purchase. This "
                "guarantee is in addition to your rights under Directive (EU) 2019/771 on the sale of goods and does not "
                "limit them. If you register the blender within 30 days, you'll receive another 12 months of cover.",
            ),
            Good(
                "pl",
                "Karta gwarancyjna – blender Vantor BX-500\n"
                "Urządzenie objęte jest gwarancją na wady materiałowe i wykonawcze przez 24 miesiące od daty zakupu. W tym "
                "okresie bezpłatnie naprawimy lub wymienimy produkt. Gwarancja nie obejmuje uszkodzeń spowodowanych "
                "niewłaściwym użytkowaniem, przypadkowym upuszczeniem, użytkowaniem komercyjnym ani naprawami wykonanymi "
                "przez nieautoryzowane serwisy. Szklane dzbanki i noże objęte są gwarancją tylko przez 6 miesięcy. Aby "
                "złożyć reklamację, musisz przedstawić tę kartę wraz z dowodem zakupu. Gwarancja ta jest udzielana "
                "niezależnie od Twoich praw wynikających z dyrektywy (UE) 2019/771 w sprawie sprzedaży towarów i ich nie "
                "ogranicza. Zarejestruj produkt w ciągu 30 dni, aby otrzymać dodatkowe 12 miesięcy ochrony.",
            ),
        ],
        bad=[
            Slip(0, [("Directive (EU) 2019/771", "Directive (EU) 2019/770")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "isn't covered, and neither are repairs by unauthorised service centres",
                        "isn't covered, but repairs by unauthorised service centres are",
                    )
                ],
                "negation",
            ),
            Slip(2, [("dodatkowe 12 miesięcy ochrony", "dodatkowe 24 miesiące ochrony")], "number"),
        ],
    ),
    Case(
        key="en-primary-school-uniform-policy",
        source=(
            "Uniform policy – Hollins Park Primary School\n"
            "All pupils must wear the school uniform: a navy sweatshirt or cardigan with the school logo, a white polo "
            "shirt, and grey trousers, shorts, skirt or pinafore. Plain black shoes should be worn; trainers are only "
            "allowed on PE days. Jewellery is not permitted, apart from a watch and small stud earrings, which must be "
            "removed for PE. Items with the logo can be bought from the school office, but plain equivalents from any "
            "shop are acceptable. Families who are struggling with the cost may apply to the uniform exchange scheme in "
            "confidence. Please label every item with your child's name, as the school cannot take responsibility for "
            "lost clothing."
        ),
        good=[
            Good(
                "preserve",
                "At Hollins Park Primary School, every pupil must wear the school uniform. That means a navy sweatshirt or "
                "cardigan with the school logo, a white polo shirt, and grey trousers, shorts, a skirt or a pinafore. Your "
                "child should wear plain black shoes; trainers are allowed only on PE days. Jewellery isn't permitted, "
                "except for a watch and small stud earrings, and these must be taken out for PE. You can buy logo items "
                "from the school office, though plain equivalents from any shop are fine too. If your family is "
                "struggling with the cost, you may apply to the uniform exchange scheme in confidence. Please put your "
                "child's name on every item, because the school cannot take responsibility for lost clothes.",
            ),
            Good(
                "preserve",
                "Hollins Park Primary School – uniform policy\n"
                "All pupils must wear:\n"
                "- a navy sweatshirt or cardigan with the school logo\n"
                "- a white polo shirt\n"
                "- grey trousers, shorts, skirt or pinafore\n"
                "Shoes: plain black shoes should be worn; trainers only on PE days.\n"
                "Jewellery: not permitted, except a watch and small stud earrings (these must be removed for PE).\n"
                "Where to buy: logo items from the school office; plain equivalents from any shop are also acceptable.\n"
                "Help with costs: families struggling with the cost may apply, in confidence, to the uniform exchange scheme.\n"
                "Labelling: please label every item with your child's name. The school cannot take responsibility for lost clothing.",
            ),
            Good(
                "pl",
                "Zasady dotyczące mundurków – Hollins Park Primary School\n"
                "Wszyscy uczniowie muszą nosić mundurek szkolny: granatową bluzę lub rozpinany sweter z logo szkoły, białą "
                "koszulkę polo oraz szare spodnie, szorty, spódnicę lub sukienkę na szelkach. Uczniowie powinni nosić "
                "gładkie czarne buty; obuwie sportowe jest dozwolone tylko w dni zajęć WF. Biżuteria jest zabroniona, z "
                "wyjątkiem zegarka i małych kolczyków wkrętek, które muszą być zdejmowane na WF. Ubrania z logo można "
                "kupić w sekretariacie szkoły, ale dopuszczalne są też gładkie odpowiedniki z dowolnego sklepu. Rodziny, "
                "którym trudno pokryć koszty, mogą poufnie zgłosić się do programu wymiany mundurków. Prosimy podpisać "
                "każdą rzecz imieniem i nazwiskiem dziecka, ponieważ szkoła nie może brać odpowiedzialności za zgubioną odzież.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("child should wear plain black shoes", "child must wear plain black shoes")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Where to buy: logo items from the school office;",
                        "Where to buy: logo items from the school office (open Monday to Wednesday, 8:30–9:30);",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "obuwie sportowe jest dozwolone tylko w dni",
                        "obuwie sportowe nie jest dozwolone w dni",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-tidyfeed-python-library-readme",
        source=(
            "# tidyfeed\n\n"
            "`tidyfeed` is a small Python library for parsing and cleaning RSS and Atom feeds.\n\n"
            "## Installation\n\n"
            "```bash\npip install tidyfeed\n```\n\n"
            "Python 3.9 or newer is required.\n\n"
            "## Usage\n\n"
            '```python\nfrom tidyfeed import load\nfeed = load("https://example.org/rss.xml", timeout=10)\n```\n\n'
            "By default, HTML in item descriptions is stripped; pass `keep_html=True` to keep it. Network errors raise "
            "`FeedError`, so you should wrap calls in `try`/`except`. You may use the library in commercial projects "
            "under the MIT licence, but the bundled sample feeds must not be redistributed.\n\n"
            "See [CONTRIBUTING.md](CONTRIBUTING.md) before opening a pull request."
        ),
        good=[
            Good(
                "preserve",
                "# tidyfeed\n\n"
                "`tidyfeed` is a lightweight Python library that parses RSS and Atom feeds and cleans them up.\n\n"
                "## Installation\n\n"
                "You need Python 3.9 or later. Install it with:\n\n"
                "```bash\npip install tidyfeed\n```\n\n"
                "## Usage\n\n"
                '```python\nfrom tidyfeed import load\nfeed = load("https://example.org/rss.xml", timeout=10)\n```\n\n'
                "HTML inside item descriptions is removed by default — pass `keep_html=True` if you want to keep it. "
                "Because network errors raise `FeedError`, you should put your calls inside `try`/`except`.\n\n"
                "Under the MIT licence you may use the library in commercial projects; however, the sample feeds bundled "
                "with it must not be redistributed.\n\n"
                "Before you open a pull request, read [CONTRIBUTING.md](CONTRIBUTING.md).",
            ),
            Good(
                "preserve",
                "# tidyfeed\n\n"
                "`tidyfeed`: a small Python library to parse and clean RSS and Atom feeds.\n\n"
                "## Installation\n\n"
                "Requires Python 3.9 or newer.\n\n"
                "```bash\npip install tidyfeed\n```\n\n"
                "## Usage\n\n"
                '```python\nfrom tidyfeed import load\nfeed = load("https://example.org/rss.xml", timeout=10)\n```\n\n'
                "- HTML in item descriptions is stripped unless you pass `keep_html=True`.\n"
                "- Network errors raise `FeedError`; you should wrap calls in `try`/`except`.\n"
                "- Licence: MIT, so you may use it in commercial projects. The bundled sample feeds must not be redistributed.\n\n"
                "Please see [CONTRIBUTING.md](CONTRIBUTING.md) before opening a pull request.",
            ),
            Good(
                "pl",
                "# tidyfeed\n\n"
                "`tidyfeed` to niewielka biblioteka Pythona do parsowania i porządkowania kanałów RSS i Atom.\n\n"
                "## Instalacja\n\n"
                "```bash\npip install tidyfeed\n```\n\n"
                "Wymagany jest Python 3.9 lub nowszy.\n\n"
                "## Użycie\n\n"
                '```python\nfrom tidyfeed import load\nfeed = load("https://example.org/rss.xml", timeout=10)\n```\n\n'
                "Domyślnie kod HTML w opisach elementów jest usuwany; aby go zachować, przekaż `keep_html=True`. Błędy "
                "sieciowe zgłaszają wyjątek `FeedError`, dlatego powinieneś opakowywać wywołania w `try`/`except`. Z "
                "biblioteki możesz korzystać w projektach komercyjnych na licencji MIT, ale dołączonych przykładowych "
                "kanałów nie wolno rozpowszechniać.\n\n"
                "Przed otwarciem pull requesta zapoznaj się z [CONTRIBUTING.md](CONTRIBUTING.md).",
            ),
        ],
        bad=[
            Slip(0, [("pass `keep_html=True`", "pass `preserve_html=True`")], "code"),
            Slip(1, [("```bash\npip install tidyfeed\n```", "pip install tidyfeed")], "markdown"),
            Slip(2, [("dlatego powinieneś opakowywać", "dlatego musisz opakowywać")], "modality"),
        ],
    ),
    Case(
        key="en-caffeine-sleep-meta-analysis-summary",
        source=(
            "A meta-analysis by Okafor et al. (2022, Journal of Sleep Research 31: e13604) pooled 24 studies on caffeine "
            "and night-time sleep. On average, caffeine reduced total sleep time by about 45 minutes and increased the "
            "time taken to fall asleep by roughly 9 minutes. The authors suggest that, to avoid these effects, coffee "
            "(about 107 mg of caffeine per cup) should be consumed at least 8.8 hours before bedtime, and a standard "
            "pre-workout supplement (217 mg) at least 13.2 hours before. Effects on deep sleep were less consistent. "
            "Because most participants were healthy young adults, the findings may not apply to older people or to "
            "those with insomnia."
        ),
        good=[
            Good(
                "preserve",
                "In a meta-analysis of 24 studies on caffeine and night-time sleep, Okafor et al. (2022, Journal of Sleep "
                "Research 31: e13604) found that caffeine cut total sleep time by about 45 minutes on average and made "
                "people take roughly 9 minutes longer to fall asleep. To avoid these effects, the authors suggest that "
                "coffee (about 107 mg of caffeine per cup) should be drunk at least 8.8 hours before bed, and a standard "
                "pre-workout supplement (217 mg) at least 13.2 hours before. The effects on deep sleep were less "
                "consistent. Most participants were healthy young adults, so the results may not hold for older people or "
                "for people with insomnia.",
            ),
            Good(
                "preserve",
                "Caffeine and sleep — key findings of a meta-analysis of 24 studies by Okafor et al. (2022, Journal of "
                "Sleep Research 31: e13604):\n"
                "- Total sleep time fell by about 45 minutes on average.\n"
                "- Falling asleep took roughly 9 minutes longer.\n"
                "- The authors' suggested cut-offs: coffee (about 107 mg of caffeine a cup) should be consumed at least 8.8 "
                "hours before bedtime; a standard pre-workout supplement (217 mg) at least 13.2 hours before.\n"
                "- Effects on deep sleep were less consistent.\n"
                "- Caveat: participants were mostly healthy young adults, so the findings may not apply to older people or "
                "those with insomnia.",
            ),
            Good(
                "pl",
                "Metaanaliza Okafora i wsp. (2022, Journal of Sleep Research 31: e13604) objęła 24 badania dotyczące wpływu "
                "kofeiny na sen nocny. Kofeina skracała całkowity czas snu średnio o około 45 minut i wydłużała czas "
                "zasypiania o mniej więcej 9 minut. Autorzy sugerują, że aby uniknąć tych skutków, kawę (około 107 mg "
                "kofeiny w filiżance) powinno się pić co najmniej 8,8 godziny przed snem, a standardowy suplement "
                "przedtreningowy (217 mg) – co najmniej 13,2 godziny wcześniej. Wpływ na sen głęboki był mniej spójny. "
                "Ponieważ większość uczestników stanowiły zdrowe młode osoby dorosłe, wyniki mogą nie dotyczyć osób "
                "starszych ani cierpiących na bezsenność.",
            ),
        ],
        bad=[
            Slip(0, [("so the results may not hold", "so the results do not hold")], "hedge"),
            Slip(1, [("Okafor et al. (2022,", "Okafor et al. (2020,")], "citation"),
            Slip(2, [("co najmniej 8,8 godziny", "co najmniej 6,8 godziny")], "number"),
        ],
    ),
    Case(
        key="en-energy-supplier-subject-access-request",
        source=(
            "How to request a copy of your data\n"
            "Under Article 15 of the UK GDPR, you have the right to obtain a copy of the personal data we hold about "
            "you. Send your request to dpo@brightwell-energy.co.uk or by post to our Data Protection Officer. We must "
            "respond within one month of receiving your request; for complex or numerous requests this may be extended "
            "by a further two months, and we will tell you if that happens. The service is normally free, but we may "
            "charge a reasonable fee if a request is manifestly unfounded or excessive. You may need to provide proof "
            "of identity. If you are unhappy with our response, you can complain to the Information Commissioner's Office."
        ),
        good=[
            Good(
                "preserve",
                "Want a copy of the personal data we hold about you? Article 15 of the UK GDPR gives you the right to "
                "obtain one. Just email dpo@brightwell-energy.co.uk, or write to our Data Protection Officer. We must "
                "reply within one month of receiving your request. If your request is complex, or you send a number of "
                "them, we may extend this by a further two months — and if we do, we'll let you know. There's normally "
                "no charge, although we may ask for a reasonable fee when a request is manifestly unfounded or excessive. "
                "You may need to prove your identity. Not happy with our answer? You can complain to the Information "
                "Commissioner's Office.",
            ),
            Good(
                "preserve",
                "Requesting a copy of your data\n"
                "- Your right: Article 15 of the UK GDPR entitles you to a copy of the personal data we hold about you.\n"
                "- How to ask: email dpo@brightwell-energy.co.uk or write to our Data Protection Officer.\n"
                "- Our deadline: we must respond within one month of receipt. For complex or numerous requests, this may "
                "be extended by a further two months, in which case we will inform you.\n"
                "- Cost: normally free; we may charge a reasonable fee where a request is manifestly unfounded or excessive.\n"
                "- Identity: you may need to provide proof of identity.\n"
                "- Complaints: if you are unhappy with our response, you can complain to the Information Commissioner's Office.",
            ),
            Good(
                "pl",
                "Jak poprosić o kopię swoich danych\n"
                "Zgodnie z art. 15 UK GDPR masz prawo uzyskać kopię danych osobowych, które o Tobie przechowujemy. Wyślij "
                "wniosek na adres dpo@brightwell-energy.co.uk lub pocztą do naszego inspektora ochrony danych. Musimy "
                "odpowiedzieć w ciągu miesiąca od otrzymania wniosku; w przypadku wniosków złożonych lub licznych termin "
                "ten może zostać przedłużony o kolejne dwa miesiące, o czym Cię poinformujemy. Usługa jest zwykle "
                "bezpłatna, ale możemy pobrać rozsądną opłatę, jeśli wniosek jest ewidentnie nieuzasadniony lub "
                "nadmierny. Może być konieczne przedstawienie dowodu tożsamości. Jeśli nie jesteś zadowolony z naszej "
                "odpowiedzi, możesz złożyć skargę do Information Commissioner's Office.",
            ),
        ],
        bad=[
            Slip(
                0, [("Article 15 of the UK GDPR", "Article 20 of the UK GDPR")], "legal_reference"
            ),
            Slip(
                1,
                [("we must respond within one month", "we aim to respond within one month")],
                "modality",
            ),
            Slip(2, [("o kolejne dwa miesiące", "o kolejne trzy miesiące")], "date"),
        ],
    ),
    Case(
        key="en-district-heating-valve-replacement-notice",
        source=(
            "Notice to residents – Elm Court\n"
            "The district heating supplier will replace the main valve in our building's substation on Tuesday 4 "
            "March. Heating and hot water will be off from 08:00 to approximately 16:00. Please do not attempt to reset "
            "your flat's thermostat or boiler controls during the work, as this can trigger error codes that require an "
            "engineer visit. Residents with medical needs who cannot manage without heating should contact the "
            "management office by Friday 28 February so that we can arrange a portable heater. The lift and cold water "
            "supply will not be affected. We apologise for the inconvenience and thank you for your patience."
        ),
        good=[
            Good(
                "preserve",
                "Elm Court – notice to residents\n"
                "On Tuesday, 4 March, the district heating supplier is replacing the main valve in our building's "
                "substation, so heating and hot water will be off from 8 a.m. until about 4 p.m. While the work is going "
                "on, please don't try to reset the thermostat or boiler controls in your flat: doing so can trigger error "
                "codes that need an engineer to visit. If you have medical needs and cannot manage without heating, you "
                "should contact the management office by Friday, 28 February, so that we can arrange a portable heater for "
                "you. The lift and the cold water supply won't be affected. Sorry for the inconvenience, and thank you for "
                "your patience.",
            ),
            Good(
                "preserve",
                "Notice to residents – Elm Court\n"
                "What: the district heating supplier will replace the main valve in the building's substation.\n"
                "When: Tuesday 4 March, 08:00 to approximately 16:00. Heating and hot water will be off during this time; "
                "the lift and cold water supply will not be affected.\n"
                "Please: do not attempt to reset thermostats or boiler controls in your flat while the work is under way. "
                "This can trigger error codes that require a visit from an engineer.\n"
                "Medical needs: residents who cannot manage without heating for medical reasons should contact the "
                "management office by Friday 28 February, so that we can arrange a portable heater.\n"
                "We apologise for the inconvenience and thank you for your patience.",
            ),
            Good(
                "pl",
                "Komunikat dla mieszkańców – Elm Court\n"
                "We wtorek 4 marca dostawca ciepła sieciowego wymieni główny zawór w węźle cieplnym naszego budynku. "
                "Ogrzewanie i ciepła woda będą wyłączone od 8:00 do około 16:00. Prosimy nie próbować resetować "
                "termostatu ani sterowania kotłem w mieszkaniu w trakcie prac, ponieważ może to wywołać kody błędów "
                "wymagające wizyty serwisanta. Mieszkańcy, którzy ze względów zdrowotnych nie mogą obyć się bez "
                "ogrzewania, powinni skontaktować się z biurem administracji do piątku 28 lutego, abyśmy mogli zapewnić "
                "przenośny grzejnik. Przerwa nie obejmie windy ani dopływu zimnej wody. Przepraszamy za utrudnienia i "
                "dziękujemy za cierpliwość.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "in our building's substation, so heating",
                        "in our building's substation after a leak was found there last month, so heating",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("by Friday 28 February", "by Friday 21 February")], "date"),
            Slip(
                2,
                [
                    (
                        "Przerwa nie obejmie windy ani dopływu zimnej wody.",
                        "Przerwa obejmie również windę i dopływ zimnej wody.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-notes-app-beta-release-notes",
        source=(
            "## Release 4.2.0 (beta)\n\n"
            "### Highlights\n"
            "- Sync is now roughly 3x faster on large libraries (over 10,000 items).\n"
            "- New offline mode for the mobile apps.\n"
            "- Dark theme for the web dashboard.\n\n"
            "### Known issues\n"
            "- Exports larger than 2 GB may fail on Windows; we expect to fix this in 4.2.1.\n"
            "- Some users might see duplicate notifications after upgrading.\n\n"
            "### Upgrade notes\n"
            "Back up your data before upgrading. Version 4.2.0 drops support for Android 8 and iOS 14. See the "
            "[migration guide](https://docs.notable.app/migrate-4-2) for details."
        ),
        good=[
            Good(
                "preserve",
                "## Release 4.2.0 (beta)\n\n"
                "### Highlights\n"
                "- On large libraries (more than 10,000 items), sync is now about three times faster.\n"
                "- The mobile apps get a new offline mode.\n"
                "- The web dashboard now has a dark theme.\n\n"
                "### Known issues\n"
                "- On Windows, exports over 2 GB may fail. We expect a fix in 4.2.1.\n"
                "- After upgrading, some users might get duplicate notifications.\n\n"
                "### Upgrade notes\n"
                "Please back up your data before you upgrade. As of 4.2.0, Android 8 and iOS 14 are no longer supported. "
                "Details are in the [migration guide](https://docs.notable.app/migrate-4-2).",
            ),
            Good(
                "preserve",
                "## Release 4.2.0 (beta)\n\n"
                "### Highlights\n"
                "- Faster sync: roughly 3x quicker for libraries with over 10,000 items.\n"
                "- Offline mode: new in the mobile apps.\n"
                "- Dark theme: now available in the web dashboard.\n\n"
                "### Known issues\n"
                "- Windows: exporting more than 2 GB may fail — we expect to fix this in 4.2.1.\n"
                "- Notifications: some users might see duplicates after the upgrade.\n\n"
                "### Upgrade notes\n"
                "Before upgrading, back up your data. Version 4.2.0 no longer supports Android 8 or iOS 14. For details, "
                "read the [migration guide](https://docs.notable.app/migrate-4-2).",
            ),
            Good(
                "pl",
                "## Wydanie 4.2.0 (beta)\n\n"
                "### Najważniejsze zmiany\n"
                "- Synchronizacja dużych bibliotek (ponad 10 000 elementów) jest teraz mniej więcej 3 razy szybsza.\n"
                "- Nowy tryb offline w aplikacjach mobilnych.\n"
                "- Ciemny motyw w panelu webowym.\n\n"
                "### Znane problemy\n"
                "- Eksporty większe niż 2 GB mogą się nie powieść w systemie Windows; spodziewamy się poprawki w wersji 4.2.1.\n"
                "- Niektórzy użytkownicy mogą widzieć zduplikowane powiadomienia po aktualizacji.\n\n"
                "### Uwagi dotyczące aktualizacji\n"
                "Przed aktualizacją wykonaj kopię zapasową danych. Wersja 4.2.0 nie obsługuje już Androida 8 ani iOS 14. "
                "Szczegóły znajdziesz w [przewodniku migracji](https://docs.notable.app/migrate-4-2).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("sync is now about three times faster", "sync is now three times faster")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "new in the mobile apps.\n- Dark theme",
                        "new in the mobile apps, and dark theme",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("większe niż 2 GB", "większe niż 4 GB")], "number"),
        ],
    ),
    Case(
        key="en-gallery-volunteer-conduct-guidelines",
        source=(
            "Guidelines for gallery volunteers\n"
            "Volunteers must sign in at the staff entrance and wear their ID badge at all times while on site. Shifts "
            "last four hours, and you should arrive 15 minutes early for the daily briefing. You may answer general "
            "questions from visitors, but you must not give opinions on the value or authenticity of objects. "
            "Photography without flash is allowed in most galleries; it is never permitted in the Manuscripts Room. If a "
            "visitor becomes unwell, do not move them – call the duty manager on extension 2200. Volunteers are not "
            "expected to handle cash. Please tell your coordinator at least 48 hours in advance if you cannot attend a shift."
        ),
        good=[
            Good(
                "preserve",
                "Volunteering in the galleries: what you need to know\n"
                "You must sign in at the staff entrance and keep your ID badge on at all times while you're on site. Each "
                "shift is four hours long, and you should get there 15 minutes early for the daily briefing. You may "
                "answer general questions from visitors, but you must not offer opinions on what an object is worth or "
                "whether it is authentic. Non-flash photography is allowed in most galleries, but never in the "
                "Manuscripts Room. If a visitor is taken ill, don't move them — ring the duty manager on extension 2200. "
                "You are not expected to handle cash. If you can't make a shift, please let your coordinator know at "
                "least 48 hours beforehand.",
            ),
            Good(
                "preserve",
                "Gallery volunteers – guidelines\n"
                "- Sign-in: volunteers must sign in at the staff entrance and wear their ID badge at all times on site.\n"
                "- Shifts: four hours; you should arrive 15 minutes early for the daily briefing.\n"
                "- Visitors' questions: you may answer general ones, but you must not give opinions on the value or "
                "authenticity of objects.\n"
                "- Photography: photos without flash are allowed in most galleries; photography is never permitted in the "
                "Manuscripts Room.\n"
                "- If a visitor becomes unwell: do not move them; call the duty manager on extension 2200.\n"
                "- Cash: volunteers are not expected to handle it.\n"
                "- Absence: tell your coordinator at least 48 hours in advance if you cannot attend a shift.",
            ),
            Good(
                "pl",
                "Wytyczne dla wolontariuszy w galeriach\n"
                "Wolontariusze muszą wpisać się na listę przy wejściu służbowym i przez cały czas pobytu na terenie "
                "nosić identyfikator. Dyżur trwa cztery godziny; powinieneś przychodzić 15 minut wcześniej na codzienną "
                "odprawę. Możesz odpowiadać na ogólne pytania zwiedzających, ale nie wolno Ci wypowiadać się na temat "
                "wartości ani autentyczności eksponatów. Fotografowanie bez lampy błyskowej jest dozwolone w większości "
                "galerii, natomiast w Sali Rękopisów (Manuscripts Room) nigdy nie jest dozwolone. Jeśli zwiedzający źle "
                "się poczuje, nie przemieszczaj go – zadzwoń do kierownika zmiany pod numer wewnętrzny 2200. Od "
                "wolontariuszy nie oczekuje się obsługi gotówki. Jeśli nie możesz przyjść na dyżur, poinformuj "
                "koordynatora co najmniej 48 godzin wcześniej.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you should get there 15 minutes early", "you must get there 15 minutes early")],
                "modality",
            ),
            Slip(
                1,
                [("photography is never permitted in the", "photography is also permitted in the")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Jeśli zwiedzający źle się poczuje, nie przemieszczaj go – zadzwoń do kierownika zmiany pod numer wewnętrzny 2200. Od wolontariuszy nie oczekuje się obsługi gotówki.",
                        "If a visitor becomes unwell, do not move them – call the duty manager on extension 2200. Volunteers are not expected to handle cash.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-community-green-spaces-grant-call",
        source=(
            "Call for applications: Community Green Spaces Fund 2026\n"
            "Registered charities and community groups in the Westbrook district can apply for grants of between £2,000 "
            "and £15,000 to create or improve shared green spaces. Projects must be completed within 12 months of the "
            "award. Applicants are expected to contribute at least 10% of the total cost, either in cash or as volunteer "
            "time. Priority will be given to projects in neighbourhoods with little existing green space. Applications "
            "open on 5 January and close at noon on 27 February 2026. Guidance notes and the application form are "
            "available at westbrook.gov.uk/greenfund; questions can be sent to greenfund@westbrook.gov.uk. Individuals "
            "and commercial businesses are not eligible."
        ),
        good=[
            Good(
                "preserve",
                "Community Green Spaces Fund 2026 – call for applications\n"
                "• Who can apply: registered charities and community groups in the Westbrook district. Individuals and "
                "commercial businesses are not eligible.\n"
                "• What for: creating or improving shared green spaces.\n"
                "• Grant size: £2,000 to £15,000.\n"
                "• Timescale: projects must be completed within 12 months of the award.\n"
                "• Your contribution: applicants are expected to put in at least 10% of the total cost, in cash or as volunteer time.\n"
                "• Priority: projects in neighbourhoods that have little existing green space.\n"
                "• Dates: applications open on 5 January and close at noon on 27 February 2026.\n"
                "• More information: guidance notes and the application form are at westbrook.gov.uk/greenfund; send "
                "questions to greenfund@westbrook.gov.uk.",
            ),
            Good(
                "preserve",
                "Is your registered charity or community group based in the Westbrook district? You can apply to the "
                "Community Green Spaces Fund 2026 for a grant of £2,000–£15,000 to create or improve a shared green space. "
                "Your project must be finished within twelve months of the award, and you're expected to contribute at "
                "least 10% of its total cost, in cash or through volunteer time. Projects in neighbourhoods with little "
                "existing green space will be given priority. Applications open on 5 January and close at noon on 27 "
                "February 2026. You'll find the guidance notes and application form at westbrook.gov.uk/greenfund, and you "
                "can send questions to greenfund@westbrook.gov.uk. Please note that individuals and commercial businesses "
                "are not eligible.",
            ),
            Good(
                "pl",
                "Nabór wniosków: Community Green Spaces Fund 2026\n"
                "Zarejestrowane organizacje charytatywne i grupy społeczne z dzielnicy Westbrook mogą ubiegać się o granty "
                "w wysokości od 2000 do 15 000 £ na tworzenie lub ulepszanie wspólnych terenów zielonych. Projekty muszą "
                "zostać zrealizowane w ciągu 12 miesięcy od przyznania grantu. Od wnioskodawców oczekuje się wkładu "
                "własnego w wysokości co najmniej 10% całkowitych kosztów, w gotówce lub w postaci pracy wolontariuszy. "
                "Pierwszeństwo będą miały projekty z okolic, w których jest niewiele terenów zielonych. Nabór rusza 5 "
                "stycznia i kończy się 27 lutego 2026 r. w południe. Wytyczne i formularz wniosku są dostępne na stronie "
                "westbrook.gov.uk/greenfund, a pytania można kierować na adres greenfund@westbrook.gov.uk. Osoby prywatne "
                "i firmy komercyjne nie mogą ubiegać się o granty.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "• Grant size: £2,000 to £15,000.",
                        "• Grant size: £2,000 to £15,000, from a total pot of £250,000.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("form at westbrook.gov.uk/greenfund", "form at westbrook.gov.uk/grants")],
                "url",
            ),
            Slip(2, [("co najmniej 10%", "co najmniej 20%")], "number"),
        ],
    ),
    Case(
        key="en-gp-flu-vaccination-clinic-notice",
        source=(
            "Flu vaccination clinics – Oakfield Medical Practice\n"
            "This autumn's flu vaccine is recommended for everyone aged 65 and over, pregnant women, and people with "
            "long-term conditions such as asthma or diabetes. Walk-in clinics will run on Saturday mornings in October; "
            "no appointment is needed. Children aged 2 and 3 will be offered a nasal spray instead of an injection. You "
            "should not attend if you have a fever on the day – rebook once you feel better. Most people have no side "
            "effects, although some may have a sore arm or feel tired for a day or two. The vaccine probably will not "
            "stop every case of flu, but it is likely to make illness milder."
        ),
        good=[
            Good(
                "preserve",
                "Oakfield Medical Practice is running flu vaccination clinics this autumn. The vaccine is recommended if "
                "you're 65 or older, pregnant, or living with a long-term condition such as asthma or diabetes. Just walk "
                "in on a Saturday morning in October — you don't need an appointment. Two- and three-year-olds will be "
                "offered a nasal spray rather than an injection. If you have a fever on the day, you should not come; "
                "rebook once you're feeling better. Most people get no side effects, though some may have a sore arm or "
                "feel tired for a day or two. The vaccine probably won't prevent every case of flu, but it is likely to "
                "make the illness milder.",
            ),
            Good(
                "preserve",
                "Oakfield Medical Practice – flu vaccination clinics\n"
                "Recommended for: everyone aged 65 and over, pregnant women, and people with long-term conditions (for "
                "example asthma or diabetes).\n"
                "When: walk-in clinics on Saturday mornings in October. No appointment needed.\n"
                "Young children: those aged 2 and 3 will be offered a nasal spray instead of an injection.\n"
                "Fever? You should not attend if you have a fever on the day; rebook when you feel better.\n"
                "Side effects: most people have none, but some may get a sore arm or feel tired for a day or two.\n"
                "What to expect: the vaccine probably won't stop every case of flu, but it is likely to make illness milder.",
            ),
            Good(
                "pl",
                "Szczepienia przeciw grypie – Oakfield Medical Practice\n"
                "Tegoroczna jesienna szczepionka przeciw grypie jest zalecana wszystkim osobom w wieku 65 lat i starszym, "
                "kobietom w ciąży oraz osobom z chorobami przewlekłymi, takimi jak astma czy cukrzyca. W październiku w "
                "soboty rano będą odbywać się szczepienia bez zapisów – nie trzeba umawiać wizyty. Dzieciom w wieku 2 i 3 "
                "lat zamiast zastrzyku zostanie zaproponowana szczepionka w aerozolu do nosa. Nie powinieneś przychodzić, "
                "jeśli w dniu szczepienia masz gorączkę – umów się ponownie, gdy poczujesz się lepiej. U większości osób "
                "nie występują żadne skutki uboczne, choć u niektórych może pojawić się ból ramienia lub zmęczenie przez "
                "dzień lub dwa. Szczepionka prawdopodobnie nie zapobiegnie każdemu zachorowaniu na grypę, ale zapewne "
                "złagodzi przebieg choroby.",
            ),
        ],
        bad=[
            Slip(
                0, [("Most people get no side effects", "Most people get side effects")], "negation"
            ),
            Slip(
                1,
                [
                    (
                        "You should not attend if you have a fever",
                        "You must not attend if you have a fever",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("Szczepionka prawdopodobnie nie zapobiegnie", "Szczepionka nie zapobiegnie")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-street-trees-urban-cooling-evidence",
        source=(
            "Street trees and summer heat: what the evidence says\n"
            "Several studies have linked urban tree cover with lower summer temperatures. In a study of 293 European "
            "cities, Lindqvist et al. (2021, Urban Climate 38: 100874) found that land surface temperatures in urban "
            "green spaces were on average about 8–12 °C lower than in continuous built-up areas. Field measurements in "
            "Melbourne (Moreau and Tan, 2018, Landscape and Urban Planning 172: 41–52) suggest that street trees may "
            "reduce daytime air temperature at pedestrian level by up to around 1.5 °C. The cooling effect appears to "
            "depend strongly on tree species, canopy size and irrigation, so results from one city should not be assumed "
            "to apply elsewhere."
        ),
        good=[
            Good(
                "preserve",
                "Do street trees help keep cities cool in summer? Several studies have found a link between urban tree "
                "cover and lower summer temperatures. Looking at 293 European cities, Lindqvist et al. (2021, Urban "
                "Climate 38: 100874) found that land surface temperatures in urban green spaces were on average about "
                "8–12 °C lower than in continuous built-up areas. Field measurements from Melbourne (Moreau and Tan, 2018, "
                "Landscape and Urban Planning 172: 41–52) suggest that street trees may lower daytime air temperature at "
                "pedestrian level by up to around 1.5 °C. How much cooling trees provide appears to depend strongly on "
                "species, canopy size and irrigation, so you should not assume that results from one city apply elsewhere.",
            ),
            Good(
                "preserve",
                "Street trees and summer heat – the evidence in brief\n"
                "- Several studies associate urban tree cover with lower summer temperatures.\n"
                "- 293 European cities: land surface temperatures in urban green spaces were on average about 8–12 °C "
                "lower than in continuous built-up areas (Lindqvist et al., 2021, Urban Climate 38: 100874).\n"
                "- Melbourne field measurements: street trees may reduce daytime air temperature at pedestrian level by up "
                "to around 1.5 °C (Moreau and Tan, 2018, Landscape and Urban Planning 172: 41–52).\n"
                "- Caveat: the cooling effect appears to depend strongly on tree species, canopy size and irrigation, so "
                "findings from one city should not be assumed to hold elsewhere.",
            ),
            Good(
                "pl",
                "Drzewa przyuliczne a letnie upały: co mówią badania\n"
                "Kilka badań wiąże pokrycie miast drzewami z niższymi temperaturami latem. W badaniu obejmującym 293 "
                "europejskie miasta Lindqvist i wsp. (2021, Urban Climate 38: 100874) stwierdzili, że temperatura "
                "powierzchni terenów zielonych w miastach była średnio o około 8–12 °C niższa niż na obszarach o ciągłej "
                "zabudowie. Pomiary terenowe w Melbourne (Moreau i Tan, 2018, Landscape and Urban Planning 172: 41–52) "
                "sugerują, że drzewa przyuliczne mogą obniżać dzienną temperaturę powietrza na wysokości pieszych nawet o "
                "około 1,5 °C. Efekt chłodzący wydaje się silnie zależeć od gatunku drzew, wielkości korony i nawadniania, "
                "dlatego nie powinno się zakładać, że wyniki z jednego miasta sprawdzą się gdzie indziej.",
            ),
        ],
        bad=[
            Slip(0, [("street trees may lower daytime", "street trees lower daytime")], "hedge"),
            Slip(1, [("(Moreau and Tan, 2018,", "(Moreau and Tan, 2019,")], "citation"),
            Slip(
                2,
                [
                    (
                        "nawet o około 1,5 °C.",
                        "nawet o około 1,5 °C, przy czym najlepiej sprawdzały się platany.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-zone-c-parking-permit-renewal",
        source=(
            "Resident parking permits – renewal reminder\n"
            "Permits for Zone C expire on 31 March 2026. You can renew online from 1 March; renewals will not be "
            "processed before that date. You will need your vehicle registration number and proof that you live in the "
            "zone, such as a council tax bill dated within the last three months. Each household may hold a maximum of "
            "two permits. The annual fee is £65 for the first permit and £110 for the second; electric vehicles pay £30. "
            "If your permit expires, you could receive a penalty charge notice, so please renew in good time. Visitor "
            "vouchers are sold separately."
        ),
        good=[
            Good(
                "preserve",
                "Zone C resident parking permits: time to renew\n"
                "- Current permits expire on 31 March 2026.\n"
                "- Online renewal opens on 1 March; renewals won't be processed any earlier.\n"
                "- You'll need your vehicle registration number and proof that you live in the zone (for example, a "
                "council tax bill dated within the last three months).\n"
                "- Each household may hold no more than two permits.\n"
                "- Annual fees: £65 for the first permit and £110 for the second; electric vehicles pay £30.\n"
                "- Visitor vouchers are sold separately.\n"
                "If your permit expires, you could get a penalty charge notice, so please renew in good time.",
            ),
            Good(
                "preserve",
                "Reminder: Zone C resident parking permits expire on 31 March 2026. You can renew your permit online from "
                "1 March, but renewals will not be processed before then. To renew, you will need your vehicle's "
                "registration number and evidence that you live in the zone — a council tax bill dated within the last "
                "three months, for example. Each household is allowed a maximum of two permits. The annual fee is £65 for "
                "the first permit and £110 for the second, and electric vehicles pay £30. An expired permit could leave you "
                "with a penalty charge notice, so please renew in good time. Visitor vouchers are sold separately.",
            ),
            Good(
                "pl",
                "Przypomnienie o odnowieniu zezwoleń parkingowych dla mieszkańców\n"
                "Zezwolenia dla strefy C wygasają 31 marca 2026 r. Możesz je odnowić online od 1 marca; wnioski o "
                "odnowienie nie będą rozpatrywane przed tą datą. Będziesz potrzebować numeru rejestracyjnego pojazdu oraz "
                "dowodu, że mieszkasz w strefie, np. rachunku za podatek lokalny (council tax) wystawionego w ciągu "
                "ostatnich trzech miesięcy. Jedno gospodarstwo domowe może mieć maksymalnie dwa zezwolenia. Roczna opłata "
                "wynosi 65 £ za pierwsze zezwolenie i 110 £ za drugie; za pojazdy elektryczne płaci się 30 £. Jeśli "
                "zezwolenie wygaśnie, możesz otrzymać wezwanie do zapłaty kary (penalty charge notice), dlatego prosimy o "
                "odnowienie z odpowiednim wyprzedzeniem. Karty dla odwiedzających sprzedawane są oddzielnie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Online renewal opens on 1 March", "Online renewal opens on 1 February")],
                "date",
            ),
            Slip(
                1,
                [("You can renew your permit online", "You must renew your permit online")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Karty dla odwiedzających sprzedawane są oddzielnie.",
                        "Karty dla odwiedzających sprzedawane są oddzielnie w Biurze Obsługi Klienta w ratuszu.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
