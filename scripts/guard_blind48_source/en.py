# ruff: noqa: E501, RUF001
"""English source cases of blind set 48: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-makerspace-laser-cutter-booking-rules",
        source="""Laser cutter rules (Central Library Makerspace)

The laser cutter can be booked in slots of up to 90 minutes, no more than two slots per member per week. You must complete the 45-minute induction before your first booking; inductions run every Tuesday at 6 pm. Never leave the machine unattended while it is cutting, even for a minute. PVC, vinyl and any material containing chlorine must not be cut, as they release toxic gas. Acrylic up to 6 mm and plywood up to 4 mm are allowed. Materials bought from the makerspace cost £2 per A4 sheet. If the extractor alarm sounds, stop the job and tell a member of staff. Members who break these rules may have their booking rights suspended.""",
        good=[
            Good(
                "preserve",
                """Using the laser cutter at the Central Library Makerspace:

- Before your first booking you must do the 45-minute induction (held every Tuesday at 6 pm).
- Each slot lasts at most 90 minutes, and you can book no more than two slots a week.
- Never leave the cutter unattended while it is cutting – not even for a minute.
- You must not cut PVC, vinyl or anything else containing chlorine: they give off toxic gas.
- Acrylic up to 6 mm and plywood up to 4 mm are allowed. Materials bought from the makerspace cost £2 per A4 sheet.
- If the extractor alarm goes off, stop the job and tell a member of staff.
- If you break these rules, your booking rights may be suspended.""",
            ),
            Good(
                "preserve",
                """Members wishing to use the laser cutter at the Central Library Makerspace are required to complete a 45-minute induction, held on Tuesdays at 6 pm, before making a first booking. Bookings are limited to slots of no more than 90 minutes, with a maximum of two slots per member each week. Permitted materials are acrylic up to 6 mm thick and plywood up to 4 mm thick; PVC, vinyl and any other chlorine-containing material must not be cut because of the toxic gas they release. Material purchased from the makerspace is charged at £2 per A4 sheet. The machine must never be left unattended during cutting, even for a minute. Should the extractor alarm sound, stop the job and inform a member of staff. Breaches of these rules may result in the suspension of booking rights.""",
            ),
            Good(
                "pl",
                """Zasady korzystania z wycinarki laserowej (Makerspace Biblioteki Centralnej)

Wycinarkę laserową można rezerwować w blokach trwających maksymalnie 90 minut, nie więcej niż dwa bloki na członka tygodniowo. Przed pierwszą rezerwacją musisz ukończyć 45-minutowe szkolenie wprowadzające; szkolenia odbywają się w każdy wtorek o 18:00. Nigdy nie zostawiaj pracującej maszyny bez nadzoru, nawet na minutę. Nie wolno ciąć PVC, winylu ani żadnego materiału zawierającego chlor, ponieważ wydzielają one toksyczny gaz. Dozwolone są akryl o grubości do 6 mm i sklejka o grubości do 4 mm. Materiały kupione w makerspace kosztują 2 funty za arkusz A4. Jeśli włączy się alarm wyciągu, przerwij zadanie i powiadom pracownika. Członkom, którzy łamią te zasady, może zostać zawieszone prawo do rezerwacji.""",
            ),
        ],
        bad=[
            Slip(2, [("Nie wolno ciąć PVC", "Wolno ciąć PVC")], "negation"),
            Slip(
                0, [("no more than two slots a week", "no more than three slots a week")], "number"
            ),
            Slip(
                1,
                [
                    (
                        "are required to complete a 45-minute induction",
                        "are encouraged to complete a 45-minute induction",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-resident-parking-permit-renewal-guidance",
        source="""Renewing your resident parking permit

Permits in Zone K expire on 31 March each year and can be renewed from 1 March. Renew online at www.hartfield.gov.uk/parking-permits; it takes about ten minutes. A first permit costs £65 a year and a second permit for the same address costs £110. You will need your vehicle registration number and proof that you live in the zone, such as a council tax bill dated within the last three months. We do not accept mobile phone bills as proof of address. If your permit runs out, you are not covered by any grace period and may receive a penalty charge notice. Questions can be sent to parking@hartfield.gov.uk.""",
        good=[
            Good(
                "preserve",
                """Zone K resident permits run out on 31 March every year, and you can renew yours from 1 March onwards. You can do it online at www.hartfield.gov.uk/parking-permits – it takes roughly ten minutes.

Have these ready: your vehicle registration number and proof that you live in the zone, for example a council tax bill dated in the last three months (mobile phone bills aren't accepted as proof of address). Your first permit costs £65 a year; a second one for the same address is £110.

There's no grace period once a permit expires, so you may get a penalty charge notice if yours lapses. Any questions? Email parking@hartfield.gov.uk.""",
            ),
            Good(
                "preserve",
                """**Resident parking permit renewal – Zone K**

- Expiry: 31 March each year; renewals open on 1 March.
- How to renew: online at www.hartfield.gov.uk/parking-permits (approximately ten minutes).
- Fees: £65 per year for the first permit; £110 for a second permit at the same address.
- Required: vehicle registration number and proof of residence in the zone, e.g. a council tax bill dated within the past three months. Mobile phone bills are not accepted as proof of address.
- Expired permits: no grace period applies, and a penalty charge notice may be issued.
- Enquiries: parking@hartfield.gov.uk""",
            ),
            Good(
                "pl",
                """Odnawianie abonamentu parkingowego dla mieszkańców

Abonamenty w strefie K wygasają 31 marca każdego roku, a odnowić je można od 1 marca. Odnowienia dokonasz online na stronie www.hartfield.gov.uk/parking-permits – zajmuje to około dziesięciu minut. Pierwszy abonament kosztuje 65 funtów rocznie, a drugi dla tego samego adresu 110 funtów. Potrzebny będzie numer rejestracyjny pojazdu oraz dowód zamieszkania w strefie, np. rachunek za podatek lokalny (council tax) wystawiony w ciągu ostatnich trzech miesięcy. Rachunków za telefon komórkowy nie akceptujemy jako potwierdzenia adresu. Po wygaśnięciu abonamentu nie obowiązuje żaden okres karencji i możesz otrzymać mandat (penalty charge notice). Pytania prosimy kierować na adres parking@hartfield.gov.uk.""",
            ),
        ],
        bad=[
            Slip(1, [("renewals open on 1 March", "renewals open on 1 February")], "date"),
            Slip(2, [("parking@hartfield.gov.uk", "parkingi@hartfield.gov.uk")], "url"),
            Slip(
                0,
                [
                    (
                        "(mobile phone bills aren't accepted as proof of address)",
                        "(mobile phone bills are also accepted as proof of address)",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-sepsis-antibiotic-timing-audit-summary",
        source="""Audit summary: time to antibiotics in suspected sepsis

We reviewed 214 adult emergency department admissions with suspected sepsis between January and June 2024, using the Sepsis-3 definitions (Singer et al., JAMA 2016). Against the NICE NG51 standard of antibiotics within one hour of recognition, 71% of patients met the target, up from 58% in the 2023 audit. The median time to first dose was 52 minutes. Delays were most often linked to difficult cannulation and to prescriptions not being written at triage, although the notes did not always record a reason. The improvement probably reflects the introduction of sepsis grab bags in September 2023. A re-audit is planned for spring 2025.""",
        good=[
            Good(
                "preserve",
                """**Sepsis antibiotic timing – audit results**

- Who: 214 adults admitted through the emergency department with suspected sepsis, January–June 2024 (Sepsis-3 definitions, Singer et al., JAMA 2016).
- Standard: antibiotics within one hour of recognition (NICE NG51).
- Result: 71% met the target, compared with 58% in the 2023 audit. Median time to first dose: 52 minutes.
- Main causes of delay: difficult cannulation and prescriptions not written at triage (the notes did not always record a reason).
- Probable reason for the improvement: the sepsis grab bags introduced in September 2023.
- Next step: re-audit planned for spring 2025.""",
            ),
            Good(
                "preserve",
                """Between January and June 2024, 214 adults admitted via the emergency department with suspected sepsis, defined according to Sepsis-3 (Singer et al., JAMA 2016), were included in this audit. Seventy-one per cent received antibiotics within one hour of recognition, in line with the NICE NG51 standard, compared with 58% in the 2023 audit, and the median time to the first dose was 52 minutes. The most frequent causes of delay were difficult cannulation and failure to write the prescription at triage; however, a reason was not always documented in the notes. This improvement is probably attributable to the sepsis grab bags introduced in September 2023. A re-audit is planned for spring 2025.""",
            ),
            Good(
                "pl",
                """Podsumowanie audytu: czas do podania antybiotyku przy podejrzeniu sepsy

Przeanalizowaliśmy 214 przyjęć dorosłych pacjentów z podejrzeniem sepsy na szpitalny oddział ratunkowy w okresie od stycznia do czerwca 2024 r., stosując definicje Sepsis-3 (Singer i wsp., JAMA 2016). Standard NICE NG51, czyli podanie antybiotyku w ciągu godziny od rozpoznania, spełniono u 71% pacjentów, wobec 58% w audycie z 2023 r. Mediana czasu do podania pierwszej dawki wyniosła 52 minuty. Opóźnienia wiązały się najczęściej z trudnym założeniem wkłucia oraz z niewypisaniem zlecenia podczas triażu, choć w dokumentacji nie zawsze odnotowano przyczynę. Poprawa wynika prawdopodobnie z wprowadzenia we wrześniu 2023 r. zestawów sepsis grab bag. Ponowny audyt zaplanowano na wiosnę 2025 r.""",
            ),
        ],
        bad=[
            Slip(
                1, [("Seventy-one per cent received", "Seventy-four per cent received")], "number"
            ),
            Slip(2, [("wyniosła 52 minuty", "wyniosła około 52 minut")], "hedge"),
            Slip(0, [("Singer et al., JAMA 2016", "Singer et al., Lancet 2016")], "citation"),
        ],
    ),
    Case(
        key="en-bouldering-waiver-junior-climbers-supervision",
        source="""Junior climbers: supervision and waiver

Climbers under 18 must have this waiver signed by a parent or legal guardian before their first visit. Children under 14 must be directly supervised at all times by an adult who has completed our registration; one adult may supervise no more than three children. Climbers aged 14 to 17 may climb without direct supervision once they have passed the Bouldering Competency Check. Climbing involves a risk of injury, including falls onto the matting, and accidents can happen even when all safety rules are followed. Supervising adults should not climb while supervising. Staff can refuse entry to any group that does not meet these conditions.""",
        good=[
            Good(
                "preserve",
                """If your child is under 18, a parent or legal guardian must sign this waiver before they climb with us for the first time. Under-14s must be directly supervised throughout by an adult who has completed our registration, and each adult may look after no more than three children. Young people aged 14 to 17 may climb without direct supervision once they have passed the Bouldering Competency Check. Please be aware that climbing carries a risk of injury, including falls onto the matting, and that accidents can happen even if every safety rule is followed. While you are supervising, you should not climb yourself. Our staff can refuse entry to any group that does not meet these conditions.""",
            ),
            Good(
                "preserve",
                """Supervision and waiver rules for junior climbers:

1. Waiver: every climber under 18 must have it signed by a parent or legal guardian before their first visit.
2. Under 14: must be directly supervised at all times by an adult who has completed our registration; one adult may supervise a maximum of three children.
3. Aged 14–17: may climb without direct supervision after passing the Bouldering Competency Check.
4. Supervising adults should not climb while they are supervising.
5. Risk: climbing carries a risk of injury, including falls onto the matting, and accidents can happen even when all safety rules are followed.
6. Staff can refuse entry to any group that does not meet these conditions.""",
            ),
            Good(
                "pl",
                """Młodzi wspinacze: nadzór i oświadczenie

Osoby poniżej 18 roku życia muszą mieć to oświadczenie podpisane przez rodzica lub opiekuna prawnego przed pierwszą wizytą. Dzieci poniżej 14 lat muszą być przez cały czas pod bezpośrednim nadzorem osoby dorosłej, która przeszła naszą rejestrację; jedna osoba dorosła może nadzorować nie więcej niż troje dzieci. Młodzież w wieku 14–17 lat może wspinać się bez bezpośredniego nadzoru po zaliczeniu testu Bouldering Competency Check. Wspinaczka wiąże się z ryzykiem urazu, w tym upadku na materace, a wypadki mogą się zdarzyć nawet przy przestrzeganiu wszystkich zasad bezpieczeństwa. Osoby dorosłe sprawujące nadzór nie powinny się w tym czasie wspinać. Personel może odmówić wstępu każdej grupie, która nie spełnia tych warunków.""",
            ),
        ],
        bad=[
            Slip(
                2,
                [("nie powinny się w tym czasie wspinać", "nie mogą się w tym czasie wspinać")],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "may climb without direct supervision",
                        "may not climb without direct supervision",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "after passing the Bouldering Competency Check.",
                        "after passing the Bouldering Competency Check, which is held every Saturday morning.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-python-httpclient-changelog-release-notes",
        source="""## 3.2.0 (2025-04-14)

### Added
- `Client.stream()` now accepts a `chunk_size` argument (default 65536 bytes).
- New `--timeout` flag for the `fetchr get` command.

### Changed
- The minimum supported Python version is now 3.9; Python 3.8 is no longer tested.
- Retries use exponential backoff, capped at 5 attempts.

### Deprecated
- `Client.send_raw()` will be removed in 4.0. Use `Client.request()` instead.

### Fixed
- Redirects no longer drop the `Authorization` header when staying on the same host (#412).

Upgrade with `pip install -U fetchr==3.2.0`.""",
        good=[
            Good(
                "preserve",
                """fetchr 3.2.0, released on 14 April 2025, adds a `chunk_size` argument to `Client.stream()` (defaulting to 65536 bytes) and a new `--timeout` flag for the `fetchr get` command. Python 3.9 is now the minimum supported version, and Python 3.8 is no longer tested. Retries now use exponential backoff, with a cap of 5 attempts. `Client.send_raw()` is deprecated and will be removed in 4.0; use `Client.request()` instead. This release also fixes redirects dropping the `Authorization` header when they stay on the same host (#412). To upgrade, run `pip install -U fetchr==3.2.0`.""",
            ),
            Good(
                "preserve",
                """## 3.2.0 – 2025-04-14

### Added
- `Client.stream()` takes a new `chunk_size` argument (65536 bytes by default).
- The `fetchr get` command gains a `--timeout` flag.

### Changed
- Python 3.9 is now the oldest supported version; Python 3.8 is no longer tested.
- Retries back off exponentially, up to a maximum of 5 attempts.

### Deprecated
- `Client.send_raw()` is scheduled for removal in 4.0 – use `Client.request()` instead.

### Fixed
- Same-host redirects no longer lose the `Authorization` header (#412).

To upgrade: `pip install -U fetchr==3.2.0`""",
            ),
            Good(
                "pl",
                """## 3.2.0 (2025-04-14)

### Dodano
- `Client.stream()` przyjmuje teraz argument `chunk_size` (domyślnie 65536 bajtów).
- Nowa flaga `--timeout` w poleceniu `fetchr get`.

### Zmieniono
- Minimalna obsługiwana wersja Pythona to teraz 3.9; Python 3.8 nie jest już testowany.
- Ponowne próby korzystają z wykładniczego wycofywania (exponential backoff), maksymalnie 5 prób.

### Przestarzałe
- `Client.send_raw()` zostanie usunięte w wersji 4.0. Zamiast niego użyj `Client.request()`.

### Poprawiono
- Przekierowania w obrębie tego samego hosta nie gubią już nagłówka `Authorization` (#412).

Aktualizacja: `pip install -U fetchr==3.2.0`.""",
            ),
        ],
        bad=[
            Slip(2, [("użyj `Client.request()`", "użyj `Client.send()`")], "code"),
            Slip(1, [("## 3.2.0 – 2025-04-14\n", "3.2.0 – 2025-04-14\n")], "markdown"),
            Slip(0, [("with a cap of 5 attempts", "with a cap of 3 attempts")], "number"),
        ],
    ),
    Case(
        key="en-seagrass-carbonate-chemistry-abstract-summary",
        source="""Seagrass meadows may buffer coastal acidification by raising seawater pH during daylight photosynthesis. We measured carbonate chemistry every 30 minutes for 12 months (March 2022 to February 2023) inside and outside a Zostera marina meadow in Gullmar Fjord, Sweden. Daytime pH inside the meadow was on average 0.12 units higher than at the unvegetated site, while night-time values did not differ significantly. Aragonite saturation state exceeded 1.5 for about 70% of daylight hours in summer. These results broadly agree with earlier estimates (Hendriks et al., 2014, Biogeosciences 11: 333–346) but suggest that the buffering effect is likely seasonal and should not be relied on during winter.""",
        good=[
            Good(
                "preserve",
                """Seagrass may act as a buffer against coastal acidification by pushing up seawater pH while it photosynthesises in daylight. To look at this, the authors recorded carbonate chemistry every 30 minutes for 12 months, from March 2022 to February 2023, both inside a Zostera marina meadow in Gullmar Fjord, Sweden, and outside it at an unvegetated site. During the day, pH in the meadow averaged 0.12 units above the bare site; at night there was no significant difference. In summer, the aragonite saturation state stayed above 1.5 for roughly 70% of daylight hours. The findings broadly agree with earlier estimates (Hendriks et al., 2014, Biogeosciences 11: 333–346), but they suggest the buffering effect is likely seasonal and should not be relied on in winter.""",
            ),
            Good(
                "preserve",
                """Over 12 months (March 2022–February 2023), carbonate chemistry was recorded at 30-minute intervals inside a Zostera marina meadow and at an unvegetated site outside it in Gullmar Fjord, Sweden, to examine whether seagrass may buffer coastal acidification by raising seawater pH through daytime photosynthesis. Mean daytime pH was 0.12 units higher within the meadow, whereas night-time values showed no significant difference between the sites. In summer, the aragonite saturation state was above 1.5 for approximately 70% of daylight hours. While broadly consistent with earlier estimates (Hendriks et al., 2014, Biogeosciences 11: 333–346), the data suggest that the buffering effect is likely seasonal and should not be relied upon in winter.""",
            ),
            Good(
                "pl",
                """Łąki trawy morskiej mogą buforować zakwaszenie wód przybrzeżnych, podnosząc pH wody morskiej podczas dziennej fotosyntezy. Przez 12 miesięcy (od marca 2022 r. do lutego 2023 r.) co 30 minut mierzyliśmy parametry układu węglanowego wewnątrz łąki Zostera marina w fiordzie Gullmar w Szwecji i poza nią. W ciągu dnia pH wewnątrz łąki było średnio o 0,12 jednostki wyższe niż na stanowisku pozbawionym roślinności, natomiast wartości nocne nie różniły się istotnie. Latem stan nasycenia aragonitem przekraczał 1,5 przez około 70% godzin dziennych. Wyniki są w ogólnym zarysie zgodne z wcześniejszymi szacunkami (Hendriks i in., 2014, Biogeosciences 11: 333–346), ale sugerują, że efekt buforowania ma prawdopodobnie charakter sezonowy i zimą nie należy na nim polegać.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("the buffering effect is likely seasonal", "the buffering effect is seasonal")],
                "hedge",
            ),
            Slip(2, [("Hendriks i in., 2014", "Hendriks i in., 2016")], "citation"),
            Slip(1, [("0.12 units higher", "0.21 units higher")], "number"),
        ],
    ),
    Case(
        key="en-parish-minutes-footpath-bench-repairs",
        source="""Minutes of Little Haddon Parish Council, meeting held on Tuesday 11 February 2025

Item 6: Footpath and bench repairs. The Clerk reported that two quotes had been received for resurfacing footpath FP14 near the church: £3,850 from Weald Groundworks and £4,200 from T. Bryant & Sons. Cllr Moss proposed accepting the lower quote; this was seconded by Cllr Patel and carried unanimously. The work is expected to start in April, weather permitting. Council agreed not to replace the damaged bench on the green until the insurance claim has been settled. The Clerk will write to Kent County Council about the broken stile on FP9. The next meeting will be held on 11 March 2025 at 7.30 pm.""",
        good=[
            Good(
                "preserve",
                """Little Haddon Parish Council – minutes of the meeting on Tuesday 11 February 2025

Item 6 – Footpath and bench repairs
- The Clerk reported two quotes for resurfacing footpath FP14 near the church: Weald Groundworks, £3,850; T. Bryant & Sons, £4,200.
- Resolved unanimously to accept the lower quote (proposed by Cllr Moss, seconded by Cllr Patel). Work is expected to begin in April, weather permitting.
- The damaged bench on the green will not be replaced until the insurance claim has been settled.
- Action: the Clerk to write to Kent County Council about the broken stile on FP9.

Next meeting: 11 March 2025, 7.30 pm.""",
            ),
            Good(
                "preserve",
                """At its meeting on Tuesday 11 February 2025, Little Haddon Parish Council considered footpath and bench repairs (item 6). The Clerk had received two quotes for resurfacing FP14, the footpath near the church – £3,850 from Weald Groundworks and £4,200 from T. Bryant & Sons – and councillors unanimously agreed to accept the lower one, on a proposal from Cllr Moss seconded by Cllr Patel. The work is expected to start in April if the weather allows. The council decided that the damaged bench on the green will not be replaced until the insurance claim has been settled. The Clerk is to write to Kent County Council about the broken stile on FP9. The council will next meet on 11 March 2025 at 7.30 pm.""",
            ),
            Good(
                "pl",
                """Protokół z posiedzenia Rady Parafii Little Haddon, które odbyło się we wtorek 11 lutego 2025 r.

Punkt 6: Naprawy ścieżki i ławki. Według informacji Sekretarza (Clerk) wpłynęły dwie oferty na wykonanie nowej nawierzchni ścieżki FP14 przy kościele: 3850 funtów od Weald Groundworks oraz 4200 funtów od T. Bryant & Sons. Wniosek Cllr Moss o przyjęcie tańszej oferty, poparty przez Cllr Patel, przyjęto jednogłośnie. Przewiduje się, że prace rozpoczną się w kwietniu, o ile pozwoli pogoda. Rada postanowiła nie wymieniać zniszczonej ławki na błoniach do czasu rozstrzygnięcia roszczenia ubezpieczeniowego. Sekretarz zwróci się na piśmie do Rady Hrabstwa Kent w sprawie uszkodzonego przełazu na ścieżce FP9. Następne posiedzenie odbędzie się 11 marca 2025 r. o godz. 19:30.""",
            ),
        ],
        bad=[
            Slip(1, [("at 7.30 pm", "at 7 pm")], "date"),
            Slip(
                2,
                [
                    (
                        "uszkodzonego przełazu na ścieżce FP9.",
                        "uszkodzonego przełazu na ścieżce FP9, który według mieszkańców zniszczyło pasące się tam bydło.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "will not be replaced until the insurance claim has been settled",
                        "will be replaced without waiting for the insurance claim to be settled",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-escape-of-water-claim-faq",
        source="""Escape of water claims: frequently asked questions

What should I do first? Turn off the water at the stopcock and, if it is safe, switch off the electricity. You must tell us about the damage within 30 days by calling 0345 600 2210.

Can I arrange repairs myself? You may carry out emergency repairs to stop further damage, but you should keep the receipts and photograph the damage before anything is thrown away.

How long will it take? Most claims are settled within about six weeks, although drying out a property can take longer.

What if I disagree with the outcome? You can refer your complaint to the Financial Ombudsman Service under the FCA's DISP 1.6 rules once we have sent our final response, or if eight weeks have passed.""",
        good=[
            Good(
                "preserve",
                """If water has escaped in your home, start by turning off the supply at the stopcock and, if it's safe to do so, switching off the electricity. You must then tell us about the damage within 30 days – call us on 0345 600 2210.

You may do emergency repairs yourself to stop further damage. However, you should keep your receipts and take photos of the damage before you throw anything away.

Most claims are settled in about six weeks, but drying out a property can take longer.

If you disagree with the outcome, you can take your complaint to the Financial Ombudsman Service under the FCA's DISP 1.6 rules, either once we've sent our final response or after eight weeks have passed.""",
            ),
            Good(
                "preserve",
                """**Escape of water – FAQs**

**First steps?** Shut off the water at the stopcock and, where it is safe, turn off the electricity. You must report the damage to us within 30 days on 0345 600 2210.

**Repairs?** You may carry out emergency repairs to stop further damage, but you should photograph the damage before anything is thrown away and keep all receipts.

**Timescales?** Most claims are settled within approximately six weeks; drying out a property can take longer.

**Disagree with the outcome?** Once we have sent our final response, or if eight weeks have passed, you can refer your complaint to the Financial Ombudsman Service under the FCA's DISP 1.6 rules.""",
            ),
            Good(
                "pl",
                """Szkody spowodowane wyciekiem wody – najczęściej zadawane pytania

Co zrobić najpierw? Proszę zakręcić wodę na głównym zaworze i, jeśli jest to bezpieczne, wyłączyć prąd. Muszą Państwo zgłosić nam szkodę w ciągu 30 dni pod numerem telefonu 0345 600 2210.

Czy mogę samodzielnie zająć się naprawami? Mogą Państwo przeprowadzić naprawy awaryjne, aby zapobiec dalszym szkodom, ale powinni Państwo zachować rachunki i sfotografować szkody, zanim cokolwiek zostanie wyrzucone.

Ile to potrwa? Większość szkód jest likwidowana w ciągu około sześciu tygodni, choć osuszanie nieruchomości może trwać dłużej.

Co, jeśli nie zgadzam się z decyzją? Mogą Państwo skierować skargę do Financial Ombudsman Service na podstawie przepisów FCA DISP 1.6, gdy prześlemy ostateczną odpowiedź lub gdy upłynie osiem tygodni.""",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "You must report the damage to us within 30 days",
                        "You should report the damage to us within 30 days",
                    )
                ],
                "modality",
            ),
            Slip(2, [("FCA DISP 1.6", "FCA DISP 1.4")], "legal_reference"),
            Slip(0, [("settled in about six weeks", "settled in six weeks")], "hedge"),
        ],
    ),
    Case(
        key="en-volunteer-driver-mileage-expenses-policy",
        source="""Volunteer driver scheme: mileage and expenses

Volunteer drivers are reimbursed at 45p per mile for the first 10,000 miles in a tax year and 25p per mile after that, in line with HMRC approved rates. Claims must be submitted on the mileage form by the 5th of the following month; late claims may not be paid. Parking charges can be claimed with a receipt, but fines cannot be reimbursed under any circumstances. Drivers must tell their own insurer that they volunteer; most insurers do not charge extra for this. Passengers should be asked for a contribution of £3 per journey, which goes back into the scheme. Drivers should never accept tips or gifts.""",
        good=[
            Good(
                "preserve",
                """How expenses work for volunteer drivers:

- You'll be paid 45p a mile for your first 10,000 miles in each tax year, then 25p a mile, in line with HMRC approved rates.
- You must send in your claim on the mileage form by the 5th of the following month. Late claims may not be paid.
- You can claim parking charges if you have a receipt. Fines can't be reimbursed under any circumstances.
- You must let your own insurer know that you volunteer – most insurers don't charge extra for this.
- Passengers should be asked for a £3 contribution per journey, which goes back into the scheme.
- You should never accept tips or gifts.""",
            ),
            Good(
                "preserve",
                """Mileage is reimbursed to volunteer drivers at HMRC approved rates: 45p per mile for the first 10,000 miles in a tax year and 25p per mile thereafter. Claims must be made on the mileage form and submitted by the 5th of the following month; late claims may not be paid. Parking charges are reimbursable on production of a receipt, whereas fines cannot be reimbursed under any circumstances. Drivers are required to inform their own insurer that they volunteer, although most insurers make no extra charge for this. Passengers should be asked to contribute £3 per journey, and this money is returned to the scheme. Tips and gifts should never be accepted.""",
            ),
            Good(
                "pl",
                """Program wolontariuszy-kierowców: kilometrówka i wydatki

Kierowcy-wolontariusze otrzymują zwrot w wysokości 45 pensów za milę za pierwsze 10 000 mil w roku podatkowym, a powyżej tego limitu 25 pensów za milę, zgodnie ze stawkami zatwierdzonymi przez HMRC. Wnioski muszą być składane na formularzu przebiegu do 5. dnia następnego miesiąca; wnioski złożone po terminie mogą nie zostać wypłacone. Opłaty parkingowe można rozliczyć po przedstawieniu paragonu, ale mandaty nie mogą być zwracane w żadnym wypadku. Kierowcy muszą poinformować własnego ubezpieczyciela o tym, że działają jako wolontariusze; większość ubezpieczycieli nie pobiera za to dodatkowej opłaty. Pasażerów powinno się poprosić o wkład w wysokości 3 funtów za przejazd, który wraca do programu. Kierowcy nigdy nie powinni przyjmować napiwków ani prezentów.""",
            ),
        ],
        bad=[
            Slip(2, [("pierwsze 10 000 mil", "pierwsze 12 000 mil")], "number"),
            Slip(
                0,
                [
                    (
                        "You must let your own insurer know",
                        "You may want to let your own insurer know",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "and this money is returned to the scheme",
                        "and this money is used to run the scheme's wheelchair-accessible minibus",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-exam-appeal-review-of-marking",
        source="""Appealing a result: review of marking

If you believe a script has been marked incorrectly, your school or college must request a review of marking on your behalf; we cannot accept requests directly from candidates. The deadline for summer 2025 results is 25 September 2025. Reviews cost £48 per unit and the fee is refunded if your grade changes. Please note that grades can go down as well as up. Requests are handled under section 4 of the JCQ Post-Results Services guidance, and we normally respond within 20 calendar days. If you are still not satisfied, your centre may then apply for a preliminary appeal under section 6, which must be submitted within 30 calendar days of the review outcome.""",
        good=[
            Good(
                "preserve",
                """Think your exam script was marked wrongly? Your school or college has to request a review of marking for you – we can't accept requests from candidates directly. For summer 2025 results, the deadline is 25 September 2025. A review costs £48 per unit, and the fee is refunded if your grade changes. Bear in mind that grades can go down as well as up. We handle requests under section 4 of the JCQ Post-Results Services guidance and normally reply within 20 calendar days. If you're still not satisfied after that, your centre may apply for a preliminary appeal under section 6; this must be submitted within 30 calendar days of the review outcome.""",
            ),
            Good(
                "preserve",
                """Review of marking – how it works

1. Your school or college must request the review of marking on your behalf; we cannot accept a request directly from a candidate.
2. Deadline for summer 2025 results: 25 September 2025.
3. Fee: £48 per unit, refunded if your grade changes. Note that grades can go down as well as up.
4. Requests are dealt with under section 4 of the JCQ Post-Results Services guidance, and we normally respond within 20 calendar days.
5. If you are still not satisfied, your centre may then apply for a preliminary appeal under section 6. It must be submitted within 30 calendar days of the review outcome.""",
            ),
            Good(
                "pl",
                """Odwołanie od wyniku: ponowne sprawdzenie pracy

Jeśli uważasz, że twoja praca została oceniona nieprawidłowo, wniosek o ponowne sprawdzenie (review of marking) musi złożyć w twoim imieniu szkoła lub college; nie możemy przyjmować wniosków bezpośrednio od zdających. Termin dla wyników z sesji letniej 2025 r. upływa 25 września 2025 r. Ponowne sprawdzenie kosztuje 48 funtów za moduł, a opłata jest zwracana, jeśli ocena ulegnie zmianie. Pamiętaj, że ocena może zostać zarówno podwyższona, jak i obniżona. Wnioski rozpatrujemy zgodnie z sekcją 4 wytycznych JCQ Post-Results Services i zwykle odpowiadamy w ciągu 20 dni kalendarzowych. Jeśli wynik nadal cię nie satysfakcjonuje, twoja placówka może następnie złożyć wstępne odwołanie (preliminary appeal) na podstawie sekcji 6; musi ono zostać złożone w ciągu 30 dni kalendarzowych od ogłoszenia wyniku ponownego sprawdzenia.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("the deadline is 25 September 2025", "the deadline is 25 October 2025")],
                "date",
            ),
            Slip(
                1, [("under section 4 of the JCQ", "under section 3 of the JCQ")], "legal_reference"
            ),
            Slip(
                2,
                [
                    (
                        "nie możemy przyjmować wniosków bezpośrednio od zdających",
                        "możemy też przyjmować wnioski bezpośrednio od zdających",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-tenancy-deposit-protection-landlord-letter",
        source="""Dear Ms Okafor,

Thank you for your deposit of £1,150 for 14 Alder Road, received on 3 June 2025. As required by section 213 of the Housing Act 2004, we have protected it with the Deposit Protection Service (DPS) within 30 days of receipt. Your certificate number is DPS-4471-2298, and you can check the protection at any time at www.depositprotection.com. At the end of the tenancy you should request the return of your deposit through the DPS; we will respond to any proposed deductions within 10 working days. If you disagree with a deduction, you may use the free dispute resolution service, but you do not have to.

Yours sincerely,
Harbour Lettings""",
        good=[
            Good(
                "preserve",
                """Dear Ms Okafor,

We received your £1,150 deposit for 14 Alder Road on 3 June 2025 and, as section 213 of the Housing Act 2004 requires, protected it with the Deposit Protection Service (DPS) within 30 days of receipt. Your certificate number is DPS-4471-2298; you can check the protection whenever you like at www.depositprotection.com.

When your tenancy ends, you should ask for your deposit back through the DPS, and we will reply to any proposed deductions within 10 working days. If you don't agree with a deduction, you may use the free dispute resolution service – but you don't have to.

Yours sincerely,
Harbour Lettings""",
            ),
            Good(
                "preserve",
                """Dear Ms Okafor,

We confirm that your deposit of £1,150 for 14 Alder Road, which we received on 3 June 2025, was protected with the Deposit Protection Service (DPS) within 30 days of receipt, in accordance with section 213 of the Housing Act 2004. The protection can be checked at any time at www.depositprotection.com using certificate number DPS-4471-2298.

At the end of the tenancy, the return of the deposit should be requested through the DPS. We will respond to any proposed deductions within 10 working days. Should you disagree with a deduction, you may, but are not obliged to, use the free dispute resolution service.

Yours sincerely,
Harbour Lettings""",
            ),
            Good(
                "pl",
                """Szanowna Pani Okafor,

dziękujemy za wpłatę kaucji w wysokości 1150 funtów za lokal przy 14 Alder Road, otrzymaną 3 czerwca 2025 r. Zgodnie z wymogiem sekcji 213 ustawy Housing Act 2004 zabezpieczyliśmy ją w Deposit Protection Service (DPS) w ciągu 30 dni od jej otrzymania. Numer Pani certyfikatu to DPS-4471-2298; stan zabezpieczenia może Pani w każdej chwili sprawdzić na stronie www.depositprotection.com. Po zakończeniu najmu powinna Pani wystąpić o zwrot kaucji za pośrednictwem DPS; na wszelkie proponowane potrącenia odpowiemy w ciągu 10 dni roboczych. Jeśli nie zgadza się Pani z potrąceniem, może Pani skorzystać z bezpłatnej procedury rozstrzygania sporów, ale nie ma Pani takiego obowiązku.

Z poważaniem
Harbour Lettings""",
            ),
        ],
        bad=[
            Slip(
                2,
                [("sekcji 213 ustawy Housing Act 2004", "sekcji 214 ustawy Housing Act 2004")],
                "legal_reference",
            ),
            Slip(0, [("on 3 June 2025", "on 3 July 2025")], "date"),
            Slip(
                1,
                [
                    (
                        "the return of the deposit should be requested",
                        "the return of the deposit must be requested",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-subject-access-request-acknowledgement-letter",
        source="""Dear Mr Lindqvist,

We acknowledge your subject access request, received on 8 May 2025, made under Article 15 of the UK GDPR. We will respond within one month of receipt. If your request is complex, we may extend this by up to two further months, and we will tell you if we need to do so. We do not charge a fee for a first request. To confirm your identity, please send a copy of your passport or driving licence to dpo@carrow-housing.org.uk; we cannot release any personal data until we have verified who you are. More information is available at carrow-housing.org.uk/privacy.

Yours sincerely,
Data Protection Officer, Carrow Housing Association""",
        good=[
            Good(
                "preserve",
                """Dear Mr Lindqvist,

Thank you for your subject access request under Article 15 of the UK GDPR, which we received on 8 May 2025. We'll reply within one month of receiving it. If the request is complex, we may extend this by up to two more months – and if we need to, we'll let you know. There's no fee for a first request.

We can't release any of your personal data until we have checked who you are, so please send a copy of your passport or driving licence to dpo@carrow-housing.org.uk. You can find more information at carrow-housing.org.uk/privacy.

Yours sincerely,
Data Protection Officer, Carrow Housing Association""",
            ),
            Good(
                "preserve",
                """Dear Mr Lindqvist,

Re: Subject access request under Article 15 of the UK GDPR

- Date received: 8 May 2025.
- Response time: within one month of receipt. If the request is complex, this may be extended by up to two further months; we will inform you if an extension is needed.
- Fee: none for a first request.
- Identity check: please send a copy of your passport or driving licence to dpo@carrow-housing.org.uk. No personal data can be released until your identity has been verified.
- Further information: carrow-housing.org.uk/privacy

Yours sincerely,
Data Protection Officer, Carrow Housing Association""",
            ),
            Good(
                "pl",
                """Szanowny Panie Lindqvist,

potwierdzamy otrzymanie 8 maja 2025 r. Pana wniosku o dostęp do danych osobowych, złożonego na podstawie art. 15 UK GDPR. Odpowiemy w ciągu miesiąca od jego otrzymania. Jeśli wniosek okaże się skomplikowany, możemy przedłużyć ten termin o maksymalnie dwa kolejne miesiące – jeżeli zajdzie taka potrzeba, poinformujemy Pana o tym. Za pierwszy wniosek nie pobieramy opłaty. W celu potwierdzenia tożsamości prosimy o przesłanie kopii paszportu lub prawa jazdy na adres dpo@carrow-housing.org.uk; nie możemy udostępnić żadnych danych osobowych, dopóki nie zweryfikujemy Pana tożsamości. Więcej informacji znajduje się na stronie carrow-housing.org.uk/privacy.

Z poważaniem
Inspektor Ochrony Danych, Carrow Housing Association""",
            ),
        ],
        bad=[
            Slip(
                0, [("Article 15 of the UK GDPR", "Article 17 of the UK GDPR")], "legal_reference"
            ),
            Slip(
                2,
                [
                    (
                        "Za pierwszy wniosek nie pobieramy opłaty.",
                        "Za pierwszy wniosek pobieramy opłatę.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("dpo@carrow-housing.org.uk", "dpo@carrowhousing.org.uk")], "url"),
        ],
    ),
    Case(
        key="en-api-rate-limit-headers-docs",
        source="""## Rate limits

Each API key may make up to 600 requests per minute. Every response includes three headers:

| Header | Meaning |
|---|---|
| `X-RateLimit-Limit` | requests allowed per window |
| `X-RateLimit-Remaining` | requests left in the current window |
| `X-RateLimit-Reset` | Unix time when the window resets |

If you exceed the limit, the API returns `429 Too Many Requests`. Clients **must** wait for the number of seconds given in `Retry-After` before retrying, and should use exponential backoff for repeated failures. Do not create extra keys to get around the limit; we may suspend accounts that do. Higher limits are available on the Enterprise plan.""",
        good=[
            Good(
                "preserve",
                """## Rate limits

You can send up to 600 requests per minute with each API key. Three headers come back with every response:

| Header | What it tells you |
|---|---|
| `X-RateLimit-Limit` | how many requests the window allows |
| `X-RateLimit-Remaining` | how many requests are left in the current window |
| `X-RateLimit-Reset` | the Unix time at which the window resets |

Go over the limit and the API returns `429 Too Many Requests`. Your client **must** wait the number of seconds given in `Retry-After` before it retries, and it should use exponential backoff if failures repeat. Don't create extra keys to get around the limit – we may suspend accounts that do. The Enterprise plan offers higher limits.""",
            ),
            Good(
                "preserve",
                """## Rate limits

- **Quota:** up to 600 requests per minute per API key.
- **Headers on every response:**
  - `X-RateLimit-Limit` – requests allowed per window
  - `X-RateLimit-Remaining` – requests remaining in the current window
  - `X-RateLimit-Reset` – Unix time at which the window resets
- **When exceeded:** the API responds with `429 Too Many Requests`. Clients **must** wait the number of seconds given in `Retry-After` before retrying, and should apply exponential backoff to repeated failures.
- **Workarounds:** do not create extra keys to get around the limit; accounts that do so may be suspended.
- **Higher limits:** available on the Enterprise plan.""",
            ),
            Good(
                "pl",
                """## Limity zapytań

Każdy klucz API może wykonać do 600 zapytań na minutę. Każda odpowiedź zawiera trzy nagłówki:

| Nagłówek | Znaczenie |
|---|---|
| `X-RateLimit-Limit` | liczba zapytań dozwolonych w oknie |
| `X-RateLimit-Remaining` | liczba zapytań pozostałych w bieżącym oknie |
| `X-RateLimit-Reset` | czas uniksowy, w którym okno zostanie wyzerowane |

Po przekroczeniu limitu API zwraca `429 Too Many Requests`. Klienci **muszą** odczekać liczbę sekund podaną w `Retry-After` przed ponowną próbą, a przy powtarzających się błędach powinni stosować wykładnicze wycofywanie (exponential backoff). Nie twórz dodatkowych kluczy, aby obejść limit – konta, które to robią, możemy zawiesić. Wyższe limity są dostępne w planie Enterprise.""",
            ),
        ],
        bad=[
            Slip(1, [("given in `Retry-After`", "given in `X-Retry-After`")], "code"),
            Slip(
                2,
                [
                    (
                        "| `X-RateLimit-Remaining` | liczba zapytań pozostałych w bieżącym oknie |\n",
                        "",
                    )
                ],
                "markdown",
            ),
            Slip(0, [("Your client **must** wait", "Your client **should** wait")], "modality"),
        ],
    ),
    Case(
        key="en-community-flu-vaccine-clinic-notice",
        source="""Flu vaccination clinics at Riverside Surgery

This autumn we will hold walk-in flu clinics on Saturday 4 October and Saturday 18 October 2025, from 9 am to 1 pm. The vaccine is free for everyone aged 65 or over, pregnant women, and people with certain long-term conditions. You do not need an appointment, but please bring your NHS number if you know it. The nasal spray for children aged 2 and 3 is given by the practice nurse by appointment only. Side effects are usually mild, such as a sore arm, and typically pass within a day or two. We expect demand to be high, so you may have to wait.""",
        good=[
            Good(
                "preserve",
                """**Riverside Surgery – flu clinics, autumn 2025**

- When: Saturday 4 October and Saturday 18 October 2025, 9 am–1 pm. Just walk in – you don't need an appointment.
- Free for: everyone aged 65 or over, pregnant women, and people with certain long-term conditions.
- Please bring your NHS number if you know it.
- Children aged 2 and 3: the nasal spray is given by the practice nurse, by appointment only.
- Side effects: usually mild (for example a sore arm) and typically gone within a day or two.
- We expect demand to be high, so you may have to wait.""",
            ),
            Good(
                "preserve",
                """Riverside Surgery is running walk-in flu clinics this autumn, on Saturday 4 October and Saturday 18 October 2025, between 9 am and 1 pm. There's no need for an appointment, but please bring your NHS number if you know it. If you're 65 or over, pregnant, or have certain long-term conditions, the vaccine is free. Children aged 2 and 3 get the nasal spray from the practice nurse, but only by appointment. Side effects are usually mild – a sore arm, for example – and typically pass within a day or two. We're expecting high demand, so you may have to wait.""",
            ),
            Good(
                "pl",
                """Szczepienia przeciw grypie w przychodni Riverside Surgery

Tej jesieni organizujemy punkty szczepień bez zapisów w soboty 4 października i 18 października 2025 r., w godz. 9:00–13:00. Szczepionka jest bezpłatna dla wszystkich osób w wieku 65 lat i starszych, kobiet w ciąży oraz osób z niektórymi chorobami przewlekłymi. Nie trzeba się umawiać, ale prosimy o zabranie numeru NHS, jeśli go Państwo znają. Szczepionkę donosową dla dzieci w wieku 2 i 3 lat podaje pielęgniarka przychodni wyłącznie po umówieniu wizyty. Działania niepożądane są zwykle łagodne, np. ból ramienia, i zazwyczaj ustępują w ciągu dnia lub dwóch. Spodziewamy się dużego zainteresowania, więc może być konieczne oczekiwanie.""",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Działania niepożądane są zwykle łagodne",
                        "Działania niepożądane są zawsze łagodne",
                    )
                ],
                "hedge",
            ),
            Slip(0, [("Saturday 18 October 2025", "Saturday 25 October 2025")], "date"),
            Slip(
                1,
                [
                    (
                        "from the practice nurse, but only by appointment",
                        "from the practice nurse, Sister Helen Ward, but only by appointment",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-green-roof-cooling-literature-review-paragraph",
        source="""Green roofs are often promoted as a way to reduce urban heat, but the evidence is mixed. Santamouris (2014, Solar Energy 103: 682–703) estimated that large-scale green roofs could lower ambient temperatures by 0.3 to 3 °C, depending on climate and irrigation. Field studies in temperate cities report smaller effects: Jones and Patel (2019) found no measurable cooling at street level beyond 50 metres from the roof. Much of the benefit appears to come from reduced heat gain inside the building rather than from cooling the street. Green roofs may therefore be more useful for energy savings than for heat-health protection, although few studies have measured health outcomes directly.""",
        good=[
            Good(
                "preserve",
                """Green roofs are frequently put forward as a way to cut urban heat, yet the evidence is mixed. According to Santamouris (2014, Solar Energy 103: 682–703), green roofs on a large scale could bring ambient temperatures down by 0.3 to 3 °C, depending on climate and irrigation. In temperate cities, field studies report smaller effects – Jones and Patel (2019), for instance, found no measurable cooling at street level more than 50 metres from the roof. Much of the benefit seems to come from the building gaining less heat inside, not from a cooler street. So green roofs may be more useful for saving energy than for protecting health from heat, although few studies have measured health outcomes directly.""",
            ),
            Good(
                "preserve",
                """Although green roofs are often advocated as a means of reducing urban heat, the supporting evidence is mixed. Santamouris (2014, Solar Energy 103: 682–703) estimated that large-scale green roofs could reduce ambient temperatures by between 0.3 and 3 °C, depending on climate and irrigation. Smaller effects have been reported by field studies in temperate cities; Jones and Patel (2019), for example, detected no measurable street-level cooling at distances greater than 50 metres from the roof. Much of the benefit appears to arise from lower heat gain within the building rather than from cooling of the street. Green roofs may thus be of greater value for energy savings than for heat-health protection, though few studies have measured health outcomes directly.""",
            ),
            Good(
                "pl",
                """Zielone dachy są często promowane jako sposób na ograniczenie nagrzewania się miast, jednak dowody są niejednoznaczne. Santamouris (2014, Solar Energy 103: 682–703) oszacował, że zielone dachy stosowane na dużą skalę mogłyby obniżyć temperaturę otoczenia o 0,3–3 °C, w zależności od klimatu i nawadniania. Badania terenowe w miastach strefy umiarkowanej wskazują na mniejsze efekty: Jones i Patel (2019) nie stwierdzili mierzalnego ochłodzenia na poziomie ulicy w odległości większej niż 50 metrów od dachu. Wydaje się, że znaczna część korzyści wynika z mniejszego nagrzewania się wnętrza budynku, a nie z ochładzania ulicy. Zielone dachy mogą więc być bardziej przydatne do oszczędzania energii niż do ochrony zdrowia przed upałem, choć niewiele badań mierzyło bezpośrednio skutki zdrowotne.""",
            ),
        ],
        bad=[
            Slip(1, [("Jones and Patel (2019)", "Jones and Patel (2017)")], "citation"),
            Slip(0, [("Much of the benefit seems to come", "Much of the benefit comes")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Zielone dachy mogą więc być bardziej przydatne do oszczędzania energii niż do ochrony zdrowia przed upałem, choć niewiele badań mierzyło bezpośrednio skutki zdrowotne.",
                        "Green roofs may therefore be more useful for energy savings than for heat-health protection, although few studies have measured health outcomes directly.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-museum-volunteer-object-handling-guidelines",
        source="""Object handling guidelines for volunteers

Before handling any object from the collection, volunteers must complete the handling training, which takes about two hours. Always wear nitrile gloves, except when handling glass or glazed ceramics, where gloves can make objects slippery. Never pick up an object by its handles, rim or any protruding part; support it from underneath with both hands. Move only one object at a time, and use a padded tray for anything smaller than 10 cm. Objects must not be taken out of the store room without the collections manager's written permission. Report any damage immediately, however minor, to the duty curator on extension 2417.""",
        good=[
            Good(
                "preserve",
                """Handling objects: guidance for volunteers

1. You must complete the handling training (it takes about two hours) before you handle any object from the collection.
2. Always wear nitrile gloves – except with glass or glazed ceramics, because gloves can make them slippery.
3. Never lift an object by its handles, rim or any part that sticks out. Support it from underneath with both hands.
4. Move only one object at a time, and use a padded tray for anything smaller than 10 cm.
5. Objects must not leave the store room without the collections manager's written permission.
6. Report any damage, however minor, to the duty curator straight away on extension 2417.""",
            ),
            Good(
                "preserve",
                """Before you handle any object in the collection, you must complete the handling training – it takes about two hours. Wear nitrile gloves at all times, apart from when you're handling glass or glazed ceramics, as gloves can make these slippery. Support every object from underneath with both hands, and never pick one up by its handles, its rim or anything that sticks out. Only move one object at a time, and put anything under 10 cm on a padded tray. You must not take objects out of the store room unless the collections manager has given written permission. If you notice any damage, however minor, report it immediately to the duty curator on extension 2417.""",
            ),
            Good(
                "pl",
                """Zasady obchodzenia się z obiektami – wytyczne dla wolontariuszy

Przed rozpoczęciem pracy z jakimkolwiek obiektem z kolekcji wolontariusze muszą ukończyć szkolenie z obchodzenia się z obiektami, które trwa około dwóch godzin. Zawsze zakładaj rękawiczki nitrylowe, z wyjątkiem pracy ze szkłem lub ceramiką szkliwioną, bo w rękawiczkach przedmioty mogą się wyślizgiwać. Nigdy nie podnoś obiektu za uchwyty, krawędź ani żadną wystającą część; podtrzymuj go od spodu obiema rękami. Przenoś tylko jeden obiekt naraz, a wszystko, co ma mniej niż 10 cm, kładź na wyściełanej tacy. Obiektów nie wolno wynosić z magazynu bez pisemnej zgody kierownika zbiorów. Każde uszkodzenie, nawet drobne, natychmiast zgłoś dyżurnemu kuratorowi pod numerem wewnętrznym 2417.""",
            ),
        ],
        bad=[
            Slip(
                1,
                [("and never pick one up by its handles", "and pick one up by its handles")],
                "negation",
            ),
            Slip(2, [("mniej niż 10 cm", "mniej niż 15 cm")], "number"),
            Slip(
                0,
                [
                    (
                        "6. Report any damage, however minor, to the duty curator straight away on extension 2417.",
                        "6. Każde uszkodzenie, nawet drobne, natychmiast zgłoś dyżurnemu kuratorowi pod numerem wewnętrznym 2417.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-cli-tool-install-upgrade-readme",
        source="""## Installation

`tidewatch` requires Python 3.10 or later. Install it from PyPI:

```bash
pipx install tidewatch
```

Do not install it with `sudo pip`; this can break your system Python. On first run, `tidewatch init` creates a config file at `~/.config/tidewatch/config.toml`. Set `station_id` to your nearest tide gauge (see https://tidewatch.readthedocs.io/en/latest/stations.html for the list).

## Upgrading

Run `pipx upgrade tidewatch`. Version 2.0 renamed the `--units` flag to `--unit`; old scripts will not work until you update them. Your existing config is kept during upgrades.""",
        good=[
            Good(
                "preserve",
                """## Installing

You'll need Python 3.10 or newer to run `tidewatch`. Get it from PyPI with:

```bash
pipx install tidewatch
```

Please don't install it with `sudo pip` – doing so can break your system Python. The first time you run `tidewatch init`, it creates a config file at `~/.config/tidewatch/config.toml`. In that file, set `station_id` to the tide gauge nearest to you; the list of stations is at https://tidewatch.readthedocs.io/en/latest/stations.html.

## Upgrading

To upgrade, run `pipx upgrade tidewatch`. Your existing config is kept when you upgrade. Note that version 2.0 renamed the `--units` flag to `--unit`, so old scripts won't work until you update them.""",
            ),
            Good(
                "preserve",
                """## Installation

- Requirement: Python 3.10 or later.
- Install from PyPI:

  ```bash
  pipx install tidewatch
  ```

- Do not use `sudo pip` – it can break your system Python.
- On first run, `tidewatch init` creates the config file `~/.config/tidewatch/config.toml`.
- Set `station_id` there to your nearest tide gauge (station list: https://tidewatch.readthedocs.io/en/latest/stations.html).

## Upgrading

- Command: `pipx upgrade tidewatch`
- Your existing config is kept.
- Version 2.0 renamed the `--units` flag to `--unit`; old scripts will not work until you update them.""",
            ),
            Good(
                "pl",
                """## Instalacja

`tidewatch` wymaga Pythona 3.10 lub nowszego. Zainstaluj go z PyPI:

```bash
pipx install tidewatch
```

Nie instaluj go za pomocą `sudo pip` – może to uszkodzić systemową instalację Pythona. Przy pierwszym uruchomieniu polecenie `tidewatch init` tworzy plik konfiguracyjny `~/.config/tidewatch/config.toml`. Ustaw w nim `station_id` na najbliższy mareograf (listę znajdziesz pod adresem https://tidewatch.readthedocs.io/en/latest/stations.html).

## Aktualizacja

Uruchom `pipx upgrade tidewatch`. W wersji 2.0 zmieniono nazwę flagi `--units` na `--unit`; stare skrypty nie będą działać, dopóki ich nie zaktualizujesz. Istniejąca konfiguracja jest zachowywana podczas aktualizacji.""",
            ),
        ],
        bad=[
            Slip(2, [("`~/.config/tidewatch/config.toml`", "`~/.tidewatch/config.toml`")], "code"),
            Slip(
                1,
                [
                    (
                        "https://tidewatch.readthedocs.io/en/latest/stations.html",
                        "https://tidewatch.readthedocs.io/en/stable/stations.html",
                    )
                ],
                "url",
            ),
            Slip(
                0,
                [
                    (
                        "Your existing config is kept when you upgrade.",
                        "Your existing config is not kept when you upgrade.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-village-hall-hire-key-conditions",
        source="""Village hall hire: key conditions

The main hall can be hired for up to 80 people seated or 120 standing. The hourly rate is £22 for local groups and £30 for private functions, and a refundable deposit of £100 is required when you book. The hirer must be over 21 and must be present throughout the booking. Amplified music must end by 11 pm and the building must be vacated by midnight. Alcohol may be sold only if you have obtained a Temporary Event Notice from the district council. Please leave the kitchen clean; a cleaning charge may be deducted from the deposit if it is not.""",
        good=[
            Good(
                "preserve",
                """**Hiring the village hall – the main conditions**

- Capacity: up to 80 people seated or 120 standing in the main hall.
- Cost: £22 an hour for local groups and £30 an hour for private functions, plus a refundable £100 deposit, which is required when you book.
- You, the hirer, must be over 21 and must be there for the whole booking.
- Amplified music must finish by 11 pm, and the building must be vacated by midnight.
- You may sell alcohol only if you have obtained a Temporary Event Notice from the district council.
- Please leave the kitchen clean – if you don't, a cleaning charge may be deducted from your deposit.""",
            ),
            Good(
                "preserve",
                """The main hall can be hired for a maximum of 80 seated or 120 standing guests. Local groups are charged £22 per hour and private functions £30 per hour; a refundable deposit of £100 is required at the time of booking. Hirers must be over 21 years of age and must be present for the entire booking. Amplified music must stop by 11 pm, and the building must be vacated by midnight. Alcohol may be sold only where a Temporary Event Notice has been obtained from the district council. Hirers are asked to leave the kitchen clean; otherwise, a cleaning charge may be deducted from the deposit.""",
            ),
            Good(
                "pl",
                """Wynajem świetlicy wiejskiej: najważniejsze warunki

Główną salę można wynająć dla maksymalnie 80 osób siedzących lub 120 stojących. Stawka godzinowa wynosi 22 funty dla lokalnych grup i 30 funtów w przypadku imprez prywatnych; przy rezerwacji wymagana jest zwrotna kaucja w wysokości 100 funtów. Osoba wynajmująca musi mieć ponad 21 lat i musi być obecna przez cały czas trwania wynajmu. Muzyka ze wzmacniaczy musi ucichnąć do 23:00, a budynek musi zostać opuszczony do północy. Alkohol można sprzedawać wyłącznie po uzyskaniu od rady okręgu (district council) zezwolenia Temporary Event Notice. Prosimy o pozostawienie kuchni w czystości; w przeciwnym razie z kaucji może zostać potrącona opłata za sprzątanie.""",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "and must be present for the entire booking",
                        "and should be present for the entire booking",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "zezwolenia Temporary Event Notice.",
                        "zezwolenia Temporary Event Notice, o które w imieniu wynajmującego występuje komitet świetlicy.",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("120 standing", "150 standing")], "number"),
        ],
    ),
    Case(
        key="en-primary-school-museum-trip-letter",
        source="""Dear Parents and Carers,

Year 4 will visit the Thackray Museum of Medicine in Leeds on Thursday 15 May 2025. The coach will leave school at 9.00 am and return at about 3.45 pm, after the usual end of the school day. The trip costs £14 per child. Please pay through ParentPay and return the consent slip by Friday 2 May. No child will be left out because of cost; if this is difficult, please speak to Mrs Hale in confidence. Children will need a packed lunch in a disposable bag and a waterproof coat. Please do not send mobile phones or money.

Kind regards,
Mr D. Shaw, Year 4 Lead""",
        good=[
            Good(
                "preserve",
                """Dear Parents and Carers,

On Thursday 15 May 2025, Year 4 are going to the Thackray Museum of Medicine in Leeds. Here's what you need to know:

- The coach leaves school at 9.00 am and will be back at about 3.45 pm – after the usual end of the school day.
- The trip costs £14 per child. Please pay through ParentPay and return the consent slip by Friday 2 May.
- No child will be left out because of cost. If paying is difficult, please speak to Mrs Hale in confidence.
- Your child will need a packed lunch in a disposable bag and a waterproof coat.
- Please don't send mobile phones or money.

Kind regards,
Mr D. Shaw, Year 4 Lead""",
            ),
            Good(
                "preserve",
                """Dear Parents and Carers,

I am writing to let you know that Year 4 will be visiting the Thackray Museum of Medicine in Leeds on Thursday 15 May 2025. The children will leave school by coach at 9.00 am and are due back at approximately 3.45 pm, which is after the normal end of the school day. The cost is £14 per child; please make payment via ParentPay and return the consent slip by Friday 2 May. No child will be left out on the grounds of cost, so if this presents any difficulty, please speak to Mrs Hale in confidence. Each child will need a packed lunch in a disposable bag and a waterproof coat. We ask that mobile phones and money are not sent in.

Kind regards,
Mr D. Shaw, Year 4 Lead""",
            ),
            Good(
                "pl",
                """Szanowni Rodzice i Opiekunowie,

w czwartek 15 maja 2025 r. klasa Year 4 pojedzie do Thackray Museum of Medicine w Leeds. Autokar wyjedzie spod szkoły o 9:00 i wróci około 15:45, czyli już po zwykłym zakończeniu zajęć. Koszt wycieczki wynosi 14 funtów od dziecka. Prosimy o wpłatę przez ParentPay i zwrot zgody do piątku 2 maja. Żadne dziecko nie zostanie pominięte z powodu kosztów; w razie trudności prosimy o poufną rozmowę z panią Hale. Dzieci będą potrzebowały suchego prowiantu zapakowanego w jednorazową torbę oraz kurtki przeciwdeszczowej. Prosimy nie dawać dzieciom telefonów komórkowych ani pieniędzy.

Z poważaniem
Mr D. Shaw, koordynator Year 4""",
            ),
        ],
        bad=[
            Slip(2, [("do piątku 2 maja", "do piątku 9 maja")], "date"),
            Slip(
                1,
                [
                    (
                        "We ask that mobile phones and money are not sent in.",
                        "We ask that mobile phones and money are sent in.",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "please speak to Mrs Hale in confidence.",
                        "please speak to Mrs Hale in confidence – the PTA will cover the cost.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-energy-supplier-direct-debit-review",
        source="""Your Direct Debit review

We review Direct Debits every six months to make sure your payments match your energy use. Based on your usage over the last 12 months, we estimate your annual cost at £1,464, so your monthly payment will change from £108 to £122 from 1 July 2025. Your account is currently £37 in debit. If you think our estimate is wrong, you can send us meter readings at any time and we may recalculate your payment. You do not have to accept the new amount: you can choose a different one in the app, but if it is too low you are likely to build up a debt. Refunds of credit over £5 can be requested.""",
        good=[
            Good(
                "preserve",
                """Every six months we review your Direct Debit so that your payments match the energy you use. Looking at your usage over the past 12 months, we estimate your annual cost at £1,464, so from 1 July 2025 your monthly payment will go from £108 to £122. At the moment your account is £37 in debit.

Think our estimate is wrong? You can send us meter readings whenever you like, and we may recalculate your payment. You don't have to accept the new amount – you can choose a different one in the app – but if it's too low, you are likely to build up a debt. You can ask for a refund of any credit over £5.""",
            ),
            Good(
                "preserve",
                """**Direct Debit review**

- Reviews take place every six months to make sure payments match energy use.
- Estimated annual cost, based on the last 12 months' usage: £1,464.
- Monthly payment: changing from £108 to £122 from 1 July 2025.
- Current balance: £37 in debit.
- Disagree with the estimate? Meter readings can be sent at any time, and the payment may then be recalculated.
- You do not have to accept the new amount; a different one can be chosen in the app, although a debt is likely to build up if it is too low.
- Credit over £5 can be refunded on request.""",
            ),
            Good(
                "pl",
                """Przegląd polecenia zapłaty

Co sześć miesięcy sprawdzamy polecenia zapłaty, aby Twoje płatności odpowiadały zużyciu energii. Na podstawie Twojego zużycia z ostatnich 12 miesięcy szacujemy roczny koszt na 1464 funty, dlatego od 1 lipca 2025 r. miesięczna rata zmieni się ze 108 na 122 funty. Obecnie na Twoim koncie jest zadłużenie w wysokości 37 funtów. Jeśli uważasz, że nasze szacunki są błędne, możesz w dowolnym momencie przesłać nam odczyty licznika, a my możemy ponownie przeliczyć płatność. Nie musisz akceptować nowej kwoty: w aplikacji możesz wybrać inną, ale jeśli będzie zbyt niska, prawdopodobnie powstanie zadłużenie. Możesz poprosić o zwrot nadpłaty przekraczającej 5 funtów.""",
            ),
        ],
        bad=[
            Slip(
                1, [("Current balance: £37 in debit.", "Current balance: £73 in debit.")], "number"
            ),
            Slip(
                2,
                [
                    (
                        "a my możemy ponownie przeliczyć płatność",
                        "a my ponownie przeliczymy płatność",
                    )
                ],
                "modality",
            ),
            Slip(0, [("you are likely to build up a debt", "you will build up a debt")], "hedge"),
        ],
    ),
]
