# ruff: noqa: E501, RUF001
"""Blind-8 guard pairs: English sources, rewritten into English or Polish."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = []

CASES.append(
    Case(
        key="en-vet-vaccination",
        source="Riverside Veterinary Clinic will run its annual vaccination clinic from 3 to 14 March 2025. Dogs are vaccinated against leptospirosis for £38, and a combined booster for cats costs £42. Puppies and kittens must be at least 8 weeks old on the day of their first injection. Owners should bring their pet's vaccination card; without it, we may have to restart the primary course. Appointments can be booked online at https://riversidevets.co.uk/vaccines or by phone. Stocks of the Lepto 4 vaccine are limited, and we expect about 300 doses to be available, so early booking is advised. Walk-in visits will not be accepted during the clinic.",
        good=[
            Good(
                "preserve",
                "From 3 to 14 March 2025, Riverside Veterinary Clinic is holding its yearly vaccination clinic. A leptospirosis vaccination for a dog costs £38, and a combined booster for a cat costs £42. On the day of their first injection, puppies and kittens must be 8 weeks old or older. You should bring your pet's vaccination card, because if you don't, we may need to start the primary course again. You can book online at https://riversidevets.co.uk/vaccines or by phone. We only have a limited stock of the Lepto 4 vaccine – we're expecting roughly 300 doses – so we advise booking early. We won't take walk-in visits while the clinic is running.",
            ),
            Good(
                "preserve",
                "Riverside Veterinary Clinic's annual vaccination clinic runs from 3 to 14 March 2025. Pricing is £38 for canine leptospirosis vaccination and £42 for a combined feline booster. A minimum age of 8 weeks on the day of the first injection applies to both puppies and kittens. Owners are advised to bring the pet's vaccination card; where it is not available, the clinic may need to restart the primary course. Bookings can be made by phone or online via https://riversidevets.co.uk/vaccines. As supply of the Lepto 4 vaccine is limited, with approximately 300 doses expected, early booking is recommended. No walk-in visits will be accepted for the duration of the clinic.",
            ),
            Good(
                "pl",
                "Przychodnia Weterynaryjna Riverside organizuje w dniach 3–14 marca 2025 r. coroczną akcję szczepień. Szczepienie psa przeciwko leptospirozie kosztuje 38 funtów, a skojarzona dawka przypominająca dla kota – 42 funty. W dniu pierwszego szczepienia szczenięta i kocięta muszą mieć ukończone co najmniej 8 tygodni. Właściciele powinni zabrać ze sobą książeczkę szczepień zwierzęcia; bez niej może być konieczne rozpoczęcie szczepienia podstawowego od nowa. Wizytę można umówić telefonicznie lub przez internet pod adresem https://riversidevets.co.uk/vaccines. Zapasy szczepionki Lepto 4 są ograniczone – spodziewamy się około 300 dawek – dlatego zalecamy wcześniejszą rezerwację. W czasie akcji nie przyjmujemy pacjentów bez wcześniejszego umówienia wizyty.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("https://riversidevets.co.uk/vaccines", "https://riversidevet.co.uk/vaccines")],
                "url",
            ),
            Slip(2, [("co najmniej 8 tygodni", "co najmniej 6 tygodni")], "number"),
            Bad(
                "pl",
                "Przychodnia Weterynaryjna Riverside organizuje w dniach 3–14 marca 2025 r. coroczną akcję szczepień. Szczepienie psa przeciwko leptospirozie kosztuje 38 funtów, a skojarzona dawka przypominająca dla kota – 42 funty. W dniu pierwszego szczepienia szczenięta i kocięta muszą mieć ukończone co najmniej 8 tygodni. Owners should bring their pet's vaccination card; without it, we may have to restart the primary course. Appointments can be booked online at https://riversidevets.co.uk/vaccines or by phone. Stocks of the Lepto 4 vaccine are limited – about 300 doses are expected – so early booking is advised. Walk-in visits will not be accepted during the clinic.",
                "wrong_language",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-release-notes-deprecations",
        source="""## Release 4.2.0 (2024-11-18)

This release deprecates several legacy APIs. They still work in 4.2.0 but will be removed in **5.0**, which is planned for mid-2025.

- `Client.fetch_all()` is deprecated; use `Client.iter_pages()` instead.
- The `timeout` argument of `connect()` now expects seconds, not milliseconds.
- Python 3.8 is no longer supported; the minimum version is now 3.9.

Calling a deprecated function emits a `DeprecationWarning`. You should migrate before upgrading to 5.0, and you must not rely on `fetch_all()` returning a list, since it may return a generator in a future patch release. Migration is likely to take most projects less than an hour.""",
        good=[
            Good(
                "preserve",
                """## Release 4.2.0 (18 November 2024)

Several old APIs are deprecated in this release. They keep working in 4.2.0, but they will be removed in **5.0**, planned for mid-2025.

- `Client.fetch_all()` is deprecated. Use `Client.iter_pages()` instead.
- `connect()` now takes its `timeout` argument in seconds rather than milliseconds.
- Support for Python 3.8 has been dropped, so you now need Python 3.9 or later.

If you call a deprecated function, you get a `DeprecationWarning`. You should migrate before you upgrade to 5.0. Never rely on `fetch_all()` returning a list: a future patch release may make it return a generator. For most projects, migrating will probably take under an hour.""",
            ),
            Good(
                "preserve",
                """## Release 4.2.0 (2024-11-18)

Version 4.2.0 deprecates a number of legacy APIs. These remain functional in this release and are scheduled for removal in **5.0**, currently planned for mid-2025.

- `Client.fetch_all()` has been deprecated in favour of `Client.iter_pages()`.
- The `timeout` argument of `connect()` is now interpreted in seconds instead of milliseconds.
- Python 3.8 is no longer supported; the minimum supported version is 3.9.

Any call to a deprecated function issues a `DeprecationWarning`. Teams should complete the migration before upgrading to 5.0. Code must not depend on `fetch_all()` returning a list, as a future patch release may change it to return a generator. For most projects, the migration is likely to require less than one hour.""",
            ),
            Good(
                "pl",
                """## Wydanie 4.2.0 (18.11.2024)

W tym wydaniu kilka starszych interfejsów API oznaczono jako przestarzałe. W wersji 4.2.0 nadal działają, ale zostaną usunięte w wersji **5.0**, planowanej na połowę 2025 roku.

- Metoda `Client.fetch_all()` jest przestarzała; zamiast niej używaj `Client.iter_pages()`.
- Argument `timeout` funkcji `connect()` przyjmuje teraz wartość w sekundach, a nie w milisekundach.
- Python 3.8 nie jest już obsługiwany; minimalna wersja to teraz 3.9.

Wywołanie przestarzałej funkcji powoduje zgłoszenie ostrzeżenia `DeprecationWarning`. Zalecamy przeprowadzenie migracji przed aktualizacją do wersji 5.0. Nie wolno przy tym zakładać, że `fetch_all()` zwraca listę, ponieważ w przyszłym wydaniu poprawkowym może ona zwracać generator. W większości projektów migracja zajmie prawdopodobnie mniej niż godzinę.""",
            ),
        ],
        bad=[
            Slip(2, [("`Client.iter_pages()`", "`Client.iter_page()`")], "code"),
            Slip(
                0,
                [
                    (
                        "rather than milliseconds.\n- Support for Python 3.8",
                        "rather than milliseconds. Support for Python 3.8",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("Code must not depend on", "Code should not depend on")], "modality"),
        ],
    )
)

CASES.append(
    Case(
        key="en-housing-repairs",
        source="Under Section 11 of the Landlord and Tenant Act 1985, Northgate Homes is responsible for repairs to the structure and exterior of your home and to installations for water, gas and heating. Emergency repairs, such as a total loss of heating in winter, will be attended within 24 hours. Routine repairs are normally completed within 28 calendar days of being reported. Tenants must report damp and mould as soon as they notice it and must allow our contractors access at a reasonable time. We will not carry out repairs to damage caused deliberately by a tenant or visitor, and we may recharge the cost of such work. In most cases, a surveyor will probably need to inspect the property first.",
        good=[
            Good(
                "preserve",
                "Northgate Homes has to repair the structure and outside of your home, as well as its water, gas and heating installations. This duty comes from Section 11 of the Landlord and Tenant Act 1985. We will attend emergency repairs, like having no heating at all in winter, within 24 hours. Routine repairs are usually finished within 28 calendar days of the report. As a tenant, you must tell us about damp and mould as soon as you see it, and you must let our contractors in at a reasonable time. We won't repair damage that a tenant or visitor caused on purpose, and we may charge back the cost of that work. Most of the time, a surveyor will probably have to inspect the property first.",
            ),
            Good(
                "preserve",
                "Northgate Homes' repair obligations, set out in Section 11 of the Landlord and Tenant Act 1985, cover the structure and exterior of the property and the installations supplying water, gas and heating. Emergency repairs (for example, a complete loss of heating during winter) are attended within 24 hours, while routine repairs are normally completed within 28 calendar days of being reported. Tenants are required to report damp and mould as soon as they become aware of it and to grant our contractors access at a reasonable time. Damage caused deliberately by a tenant or visitor is excluded from our repair service, and the cost of any such work may be recharged. In most cases, an inspection by a surveyor is likely to be needed first.",
            ),
            Good(
                "pl",
                "Zgodnie z sekcją 11 ustawy Landlord and Tenant Act 1985 Northgate Homes odpowiada za naprawy konstrukcji i części zewnętrznych Twojego domu oraz instalacji wodnej, gazowej i grzewczej. Do napraw awaryjnych, takich jak całkowity brak ogrzewania zimą, przyjeżdżamy w ciągu 24 godzin. Naprawy bieżące są zwykle wykonywane w ciągu 28 dni kalendarzowych od zgłoszenia. Najemcy muszą zgłaszać wilgoć i pleśń, gdy tylko je zauważą, a także muszą umożliwić naszym wykonawcom wejście do lokalu w rozsądnym terminie. Nie naprawiamy szkód wyrządzonych umyślnie przez najemcę lub gościa i możemy zażądać zwrotu kosztów takich prac. W większości przypadków lokal będzie prawdopodobnie musiał najpierw obejrzeć rzeczoznawca.",
            ),
        ],
        bad=[
            Slip(
                1, [("Section 11 of the Landlord", "Section 17 of the Landlord")], "legal_reference"
            ),
            Slip(2, [("lokal będzie prawdopodobnie musiał", "lokal będzie musiał")], "hedge"),
            Slip(
                0,
                [("within 24 hours.", "within 24 hours, including weekends and bank holidays.")],
                "invented_fact",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-research-grant-call",
        source="The Baltic Coastal Resilience Fund invites proposals for collaborative research projects lasting 24 to 36 months. Each project may request up to €450,000, of which no more than 15% can be spent on equipment. Consortia must include partners from at least three eligible countries. The call opens on 10 February 2025 and the deadline for full proposals is 30 April 2025, 14:00 CET. Applicants are encouraged to address the knowledge gaps on storm-surge forecasting identified in the recent review by Okafor, Lindqvist and Berg (2023). We expect to fund approximately 12 projects. Late submissions will not be considered under any circumstances.",
        good=[
            Good(
                "preserve",
                "The Baltic Coastal Resilience Fund is calling for proposals for collaborative research projects with a duration of between 24 and 36 months. The maximum budget that may be requested per project is €450,000, and equipment may account for at most 15% of this amount. Every consortium is required to comprise partners from a minimum of three eligible countries. The call opens on 10 February 2025; full proposals are due by 14:00 CET on 30 April 2025. Applicants are encouraged to engage with the gaps in knowledge about storm-surge forecasting that were identified by Okafor, Lindqvist and Berg (2023) in their recent review. Approximately 12 projects are expected to receive funding. Under no circumstances will late submissions be considered.",
            ),
            Good(
                "preserve",
                "A new call from the Baltic Coastal Resilience Fund will support joint research projects running for 24 to 36 months, each of which can request up to €450,000. No more than 15% of the requested amount may go on equipment. Consortia must bring together partners from three or more eligible countries. Applications open on 10 February 2025, and full proposals are due by 2 p.m. CET on 30 April 2025 – late ones will not be considered in any circumstances. Applicants are encouraged to tackle the gaps in storm-surge forecasting knowledge identified by a recent review (Okafor, Lindqvist & Berg, 2023). Around 12 projects are expected to win funding.",
            ),
            Good(
                "pl",
                "Baltic Coastal Resilience Fund ogłasza nabór wniosków na wspólne projekty badawcze trwające od 24 do 36 miesięcy. Na jeden projekt można wnioskować o maksymalnie 450 000 euro, przy czym na sprzęt można przeznaczyć nie więcej niż 15% tej kwoty. W skład konsorcjum muszą wchodzić partnerzy z co najmniej trzech kwalifikujących się krajów. Nabór rusza 10 lutego 2025 r., a pełne wnioski należy złożyć do 30 kwietnia 2025 r., do godziny 14:00 CET. Zachęcamy wnioskodawców, aby zajęli się lukami w wiedzy o prognozowaniu sztormowych spiętrzeń wody, które wskazano w niedawnym przeglądzie (Okafor, Lindqvist i Berg, 2023). Przewidujemy sfinansowanie około 12 projektów. Wnioski złożone po terminie w żadnym wypadku nie będą rozpatrywane.",
            ),
        ],
        bad=[
            Slip(1, [("(Okafor, Lindqvist & Berg, 2023)", "(Okafor & Berg, 2023)")], "citation"),
            Slip(2, [("do 30 kwietnia 2025 r.", "do 30 maja 2025 r.")], "date"),
            Slip(
                0,
                [("a minimum of three eligible countries", "a minimum of two eligible countries")],
                "number",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-exam-regulation",
        source="Regulation 7.3: Conduct in written examinations. Candidates must arrive at the examination hall at least 15 minutes before the start time. No candidate may enter the hall more than 30 minutes after the examination has started, and no candidate may leave during the first 45 minutes or the last 10 minutes. Mobile phones and smartwatches must be switched off and placed in the bag area; possessing one at your desk is treated as an attempt to cheat, even if it is not used. Candidates may bring a non-programmable calculator unless the paper states otherwise. Students who are unwell on the day should not sit the exam and must submit a mitigating circumstances form within 5 working days.",
        good=[
            Good(
                "preserve",
                "Regulation 7.3 – how to behave in written exams. Get to the exam hall at least 15 minutes before the exam begins. Once the exam has been running for more than 30 minutes, nobody is allowed in. You also can't leave in the first 45 minutes or in the last 10 minutes. Switch off your mobile phone and smartwatch and put them in the bag area: having one at your desk counts as an attempt to cheat, even if you don't use it. You can bring a non-programmable calculator, unless the exam paper says otherwise. If you are ill on the day, you should not take the exam, and you must hand in a mitigating circumstances form within 5 working days.",
            ),
            Good(
                "preserve",
                "Regulation 7.3 (Conduct in Written Examinations) requires candidates to be present at the examination hall no later than 15 minutes before the scheduled start. Entry to the hall is not permitted once more than 30 minutes of the examination have elapsed, and candidates are not permitted to leave during either the first 45 minutes or the final 10 minutes. Mobile phones and smartwatches are to be switched off and deposited in the bag area; possession of such a device at the desk constitutes an attempt to cheat, irrespective of whether it is used. The use of a non-programmable calculator is permitted unless the paper specifies otherwise. Candidates who are unwell on the day of the examination are advised not to sit it and are required to submit a mitigating circumstances form within 5 working days.",
            ),
            Good(
                "pl",
                "Przepis 7.3: Zasady zachowania podczas egzaminów pisemnych. Zdający muszą przyjść na salę egzaminacyjną co najmniej 15 minut przed rozpoczęciem egzaminu. Po upływie 30 minut od rozpoczęcia egzaminu nikt nie może już wejść na salę, a w ciągu pierwszych 45 minut i ostatnich 10 minut nikt nie może jej opuścić. Telefony komórkowe i smartwatche należy wyłączyć i zostawić w miejscu na torby; posiadanie takiego urządzenia przy stanowisku traktuje się jako próbę ściągania, nawet jeśli nie zostało użyte. Zdający mogą mieć przy sobie kalkulator nieprogramowalny, chyba że w arkuszu egzaminacyjnym zaznaczono inaczej. Studenci, którzy w dniu egzaminu źle się czują, nie powinni do niego przystępować i muszą złożyć formularz okoliczności łagodzących w ciągu 5 dni roboczych.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("nie powinni do niego przystępować", "powinni do niego przystąpić")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "are required to submit a mitigating circumstances form",
                        "may submit a mitigating circumstances form",
                    )
                ],
                "modality",
            ),
            Bad(
                "preserve",
                "Regulation 7.3 – how to behave in written exams. Get to the exam hall at least 15 minutes before the exam begins. Once the exam has been running for more than 30 minutes, nobody is allowed in, and you can't leave in the first 45 minutes or in the last 10 minutes. Telefony komórkowe i smartwatche należy wyłączyć i zostawić w miejscu na torby; posiadanie takiego urządzenia przy stanowisku traktuje się jako próbę ściągania, nawet jeśli nie zostało użyte. Zdający mogą mieć przy sobie kalkulator nieprogramowalny, chyba że w arkuszu zaznaczono inaczej. Studenci, którzy w dniu egzaminu źle się czują, nie powinni do niego przystępować i muszą złożyć formularz okoliczności łagodzących w ciągu 5 dni roboczych.",
                "wrong_language",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-ferry-timetable",
        source="From Monday 6 January 2025, the 07:15 sailing from Ardrossan to Brodick will depart at 07:40 instead, owing to harbour works at Brodick. The return sailing at 08:50 moves to 09:20. All other sailings are unchanged. The works are expected to last until about mid-March, although the exact end date has not yet been confirmed. Passengers with existing bookings for the affected sailings do not need to rebook; their tickets will be transferred automatically. Vehicle drivers should check in at least 30 minutes before departure. Updates will be posted at https://www.islandferries.scot/service-status.",
        good=[
            Good(
                "preserve",
                "Starting on Monday 6 January 2025, the Ardrossan to Brodick ferry that usually leaves at 07:15 will leave at 07:40, because of harbour works in Brodick. The 08:50 return crossing will now leave at 09:20. No other sailings are changing. We expect the works to go on until roughly the middle of March, but the exact finish date isn't confirmed yet. If you've already booked one of these sailings, you don't have to rebook – we'll move your ticket over automatically. If you're driving, you should check in 30 minutes or more before departure. We'll post updates at https://www.islandferries.scot/service-status.",
            ),
            Good(
                "preserve",
                "Harbour works at Brodick mean two ferry sailings will change from Monday 6 January 2025. The 07:15 departure from Ardrossan to Brodick moves to 07:40, and the 08:50 return is put back to 09:20. The rest of the timetable stays as it is. The works are likely to continue until around mid-March, though no firm end date has been confirmed yet. Passengers already booked on the affected crossings need not rebook, as their tickets will be transferred automatically. Drivers taking vehicles are advised to check in no later than 30 minutes before departure. Service updates will appear at https://www.islandferries.scot/service-status.",
            ),
            Good(
                "pl",
                "Od poniedziałku 6 stycznia 2025 r., z powodu prac w porcie w Brodick, prom z Ardrossan do Brodick, który dotąd wypływał o 07:15, będzie odpływał o 07:40. Rejs powrotny o 08:50 zostaje przesunięty na 09:20. Pozostałe rejsy odbywają się bez zmian. Prace potrwają prawdopodobnie mniej więcej do połowy marca, choć dokładna data ich zakończenia nie została jeszcze potwierdzona. Pasażerowie, którzy mają już rezerwacje na zmienione rejsy, nie muszą ich zmieniać – bilety zostaną przeniesione automatycznie. Kierowcy pojazdów powinni zgłosić się do odprawy co najmniej 30 minut przed odpłynięciem. Aktualne informacje będą publikowane na stronie https://www.islandferries.scot/service-status.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "https://www.islandferries.scot/service-status",
                        "https://www.islandferries.scot/status",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [("Od poniedziałku 6 stycznia 2025 r.", "Od poniedziałku 13 stycznia 2025 r.")],
                "date",
            ),
            Slip(
                1,
                [
                    (
                        "The works are likely to continue until around mid-March",
                        "The works will continue until mid-March",
                    )
                ],
                "hedge",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-museum-photography",
        source="""**Photography in the galleries**

Visitors are welcome to take photographs for personal, non-commercial use in most galleries. Please observe the following rules:

- Flash photography is **not permitted** anywhere in the museum.
- Tripods, monopods and selfie sticks may not be used in the galleries.
- Photography is prohibited in the Textile Room and in temporary exhibitions marked with a crossed-out camera symbol.
- Filming for commercial purposes requires written permission from the Press Office (press@harbourmuseum.org) at least 10 working days in advance.

Staff may ask you to stop photographing if it disturbs other visitors.""",
        good=[
            Good(
                "preserve",
                """**Taking photos in the galleries**

You're welcome to take photos for your own personal, non-commercial use in most galleries. Please follow these rules:

- Do **not** use flash anywhere in the museum.
- Don't use tripods, monopods or selfie sticks in the galleries.
- You can't take photos in the Textile Room or in temporary exhibitions marked with a crossed-out camera sign.
- To film for commercial purposes, you need written permission from the Press Office (press@harbourmuseum.org) at least 10 working days in advance.

If your photography is disturbing other visitors, staff may ask you to stop.""",
            ),
            Good(
                "preserve",
                """**Photography in the galleries**

Photography for personal, non-commercial purposes is welcome in most of our galleries, subject to the following conditions:

- The use of flash is **not permitted** anywhere in the museum.
- Tripods, monopods and selfie sticks are not allowed in the galleries.
- No photography is allowed in the Textile Room or in any temporary exhibition marked with a crossed-out camera symbol.
- Commercial filming is subject to written permission from the Press Office (press@harbourmuseum.org), to be obtained at least 10 working days in advance.

Where photography disturbs other visitors, staff may request that it stop.""",
            ),
            Good(
                "pl",
                """**Fotografowanie w galeriach**

W większości galerii zwiedzający mogą robić zdjęcia do użytku osobistego, niekomercyjnego. Prosimy o przestrzeganie następujących zasad:

- Fotografowanie z lampą błyskową jest **zabronione** na terenie całego muzeum.
- W galeriach nie wolno używać statywów, monopodów ani kijków do selfie.
- Zakaz fotografowania obowiązuje w Sali Tkanin oraz na wystawach czasowych oznaczonych przekreślonym symbolem aparatu.
- Filmowanie w celach komercyjnych wymaga pisemnej zgody Biura Prasowego (press@harbourmuseum.org), uzyskanej co najmniej 10 dni roboczych wcześniej.

Pracownicy mogą poprosić o zaprzestanie fotografowania, jeśli przeszkadza ono innym zwiedzającym.""",
            ),
        ],
        bad=[
            Slip(2, [("**zabronione**", "zabronione")], "markdown"),
            Slip(1, [("selfie sticks are not allowed", "selfie sticks are allowed")], "negation"),
            Slip(
                0,
                [
                    (
                        "staff may ask you to stop.",
                        "staff may ask you to stop and delete the photos.",
                    )
                ],
                "invented_fact",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-climbing-waiver",
        source="By signing this form, you confirm that you understand climbing and bouldering involve a risk of serious injury. Climbers under 18 must have this form signed by a parent or legal guardian, and children under 14 must be supervised by an adult at all times. Before using the ropes you must pass a belay competency check with a member of staff; the check is free and takes around 20 minutes. You may boulder without a check after watching the 5-minute safety video. Chalk balls are allowed, but loose chalk is not. We strongly recommend that you warm up before climbing. This waiver is valid for 12 months from the date of signing.",
        good=[
            Good(
                "preserve",
                "Signing this form means you get that climbing and bouldering come with a risk of serious injury. If you're under 18, a parent or legal guardian has to sign it for you, and kids under 14 need an adult supervising them the whole time. Want to use the ropes? First you have to pass a belay competency check with one of our staff – it's free and takes about 20 minutes. Once you've watched our 5-minute safety video, you can boulder without a check. Chalk balls are fine, loose chalk isn't. We strongly recommend warming up before you climb. The waiver lasts 12 months from the day you sign it.",
            ),
            Good(
                "preserve",
                "Your signature on this form confirms your understanding that climbing and bouldering carry a risk of serious injury. For climbers aged under 18, the form must be signed by a parent or legal guardian; children below the age of 14 are to be supervised by an adult at all times. Use of the ropes is conditional on passing a belay competency check with a staff member, which is free of charge and takes approximately 20 minutes. Bouldering is permitted without a check once the 5-minute safety video has been viewed. Chalk balls are permitted; loose chalk is not. Warming up before climbing is strongly recommended. This waiver remains valid for 12 months from the date on which it is signed.",
            ),
            Good(
                "pl",
                "Podpisując ten formularz, potwierdzasz, że rozumiesz, iż wspinaczka i bouldering wiążą się z ryzykiem poważnych obrażeń. W przypadku osób poniżej 18 roku życia formularz musi podpisać rodzic lub opiekun prawny, a dzieci poniżej 14 lat muszą przez cały czas przebywać pod opieką osoby dorosłej. Aby korzystać z lin, musisz najpierw zaliczyć u pracownika ścianki sprawdzian umiejętności asekuracji; jest on bezpłatny i trwa około 20 minut. Po obejrzeniu 5-minutowego filmu o bezpieczeństwie możesz uprawiać bouldering bez sprawdzianu. Kulki z magnezją są dozwolone, sypka magnezja – nie. Zdecydowanie zalecamy rozgrzewkę przed wspinaczką. Niniejsze oświadczenie jest ważne przez 12 miesięcy od daty podpisania.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "children below the age of 14 are to be supervised",
                        "children below the age of 14 should be supervised",
                    )
                ],
                "modality",
            ),
            Slip(2, [("ważne przez 12 miesięcy", "ważne przez 6 miesięcy")], "number"),
            Bad(
                "preserve",
                "Składając podpis na tym formularzu, potwierdzasz, że wspinaczka i bouldering niosą ryzyko poważnych obrażeń. Za osoby niepełnoletnie (poniżej 18 lat) formularz podpisuje rodzic lub opiekun prawny, a dzieci poniżej 14 lat muszą być stale nadzorowane przez dorosłego. Przed wspinaczką na linie musisz zaliczyć u pracownika bezpłatny sprawdzian z asekuracji, który trwa około 20 minut. Bouldering bez sprawdzianu jest możliwy po obejrzeniu 5-minutowego filmu o bezpieczeństwie. Kulki z magnezją są dozwolone, ale sypka magnezja nie. Zdecydowanie zalecamy rozgrzewkę przed wspinaczką. Oświadczenie zachowuje ważność przez 12 miesięcy od dnia podpisania.",
                "wrong_language",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-lab-safety-hf",
        source="Hydrofluoric acid (HF) must only be handled inside a fume hood by staff who have completed the HF-specific training module. Nitrile gloves alone are not sufficient; wear neoprene gloves over nitrile gloves, together with a face shield and an acid-resistant apron. A tube of 2.5% calcium gluconate gel must be available within reach before any work begins. Even dilute solutions below 10% can cause delayed burns whose symptoms may not appear for up to 24 hours (Harper & Lin, 2019). Lone working with HF is forbidden. Any skin contact should be treated as a medical emergency, even if there is no pain.",
        good=[
            Good(
                "preserve",
                "Only staff who have completed the HF-specific training module may handle hydrofluoric acid (HF), and only inside a fume hood. Nitrile gloves on their own are not enough: put neoprene gloves on over nitrile ones, and wear a face shield and an acid-resistant apron. Before any work starts, a tube of 2.5% calcium gluconate gel must be within reach. Even dilute solutions under 10% can cause delayed burns, and the symptoms may take as long as 24 hours to appear (Harper & Lin, 2019). Never work alone with HF. Any skin contact should be treated as a medical emergency, even if it doesn't hurt.",
            ),
            Good(
                "preserve",
                "Hydrofluoric acid (HF) is to be handled exclusively within a fume hood and solely by personnel who have completed the HF-specific training module. Because nitrile gloves do not provide sufficient protection by themselves, neoprene gloves must be worn over nitrile gloves, in combination with a face shield and an acid-resistant apron. Prior to the commencement of any work, a tube of 2.5% calcium gluconate gel must be available within reach. As Harper and Lin (2019) note, even dilute solutions with a concentration below 10% can produce delayed burns, the symptoms of which may take up to 24 hours to manifest. Working alone with HF is prohibited. Any skin contact should be managed as a medical emergency, including in the absence of pain.",
            ),
            Good(
                "pl",
                "Z kwasem fluorowodorowym (HF) mogą pracować wyłącznie osoby, które ukończyły moduł szkoleniowy dotyczący HF, i tylko pod dygestorium. Same rękawice nitrylowe nie wystarczą – na rękawice nitrylowe należy założyć rękawice neoprenowe, a do tego osłonę twarzy i fartuch kwasoodporny. Przed rozpoczęciem jakiejkolwiek pracy w zasięgu ręki musi znajdować się tubka żelu z glukonianem wapnia 2,5%. Nawet rozcieńczone roztwory o stężeniu poniżej 10% mogą powodować opóźnione oparzenia, których objawy mogą pojawić się dopiero po upływie nawet 24 godzin (Harper i Lin, 2019). Praca z HF w pojedynkę jest zabroniona. Każdy kontakt ze skórą powinien być traktowany jako nagły przypadek medyczny, nawet jeśli nie towarzyszy mu ból.",
            ),
        ],
        bad=[
            Slip(0, [("(Harper & Lin, 2019)", "(Harper & Lin, 2017)")], "citation"),
            Slip(
                1,
                [("Working alone with HF is prohibited.", "Working alone with HF is discouraged.")],
                "modality",
            ),
            Slip(
                2,
                [("Same rękawice nitrylowe nie wystarczą", "Same rękawice nitrylowe wystarczą")],
                "negation",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-travel-insurance-cancellation",
        source="Section 4(2) – Cancellation cover. We will reimburse up to £3,000 per insured person for non-refundable travel and accommodation costs if you have to cancel your trip for one of the reasons listed in Section 4(1). An excess of £100 applies to each claim. You must notify us within 14 days of learning of the event that caused the cancellation. We will not pay claims arising from a pre-existing medical condition unless it was declared and accepted in writing before the policy start date. Claims are usually settled within about 20 working days once we have received all the documents listed in Appendix B.",
        good=[
            Good(
                "preserve",
                "Section 4(2) – Cancellation cover. If you need to cancel your trip for one of the reasons set out in Section 4(1), we'll pay back travel and accommodation costs you can't get refunded, up to £3,000 for each insured person. Every claim carries a £100 excess. You must tell us within 14 days of finding out about the event that made you cancel. If a claim comes from a medical condition you already had, we won't pay it, unless you declared that condition and we accepted it in writing before the policy started. Once we have every document listed in Appendix B, we usually settle claims in around 20 working days.",
            ),
            Good(
                "preserve",
                "Section 4(2) – Cancellation cover. Where a trip has to be cancelled for a reason listed in Section 4(1), the insurer will reimburse non-refundable travel and accommodation costs of up to £3,000 per insured person, subject to an excess of £100 per claim. The insured must notify the insurer within 14 days of becoming aware of the event giving rise to the cancellation. Claims arising from a pre-existing medical condition are excluded, except where the condition was declared and accepted in writing prior to the policy start date. Settlement normally takes approximately 20 working days from receipt of all the documents listed in Appendix B.",
            ),
            Good(
                "pl",
                "Punkt 4(2) – Ochrona na wypadek rezygnacji z podróży. Jeżeli musisz odwołać podróż z jednej z przyczyn wymienionych w punkcie 4(1), zwrócimy Ci koszty podróży i zakwaterowania, których nie można odzyskać, do kwoty 3000 GBP na każdą ubezpieczoną osobę. Każde roszczenie obciążone jest udziałem własnym w wysokości 100 GBP. Musisz nas powiadomić w ciągu 14 dni od dnia, w którym dowiedziałeś się o zdarzeniu będącym przyczyną rezygnacji. Nie wypłacamy świadczeń z tytułu roszczeń wynikających ze stanu zdrowia istniejącego przed zawarciem ubezpieczenia, chyba że został on zgłoszony i przez nas zaakceptowany na piśmie przed datą rozpoczęcia ochrony. Roszczenia rozpatrujemy zwykle w ciągu około 20 dni roboczych od otrzymania wszystkich dokumentów wymienionych w załączniku B.",
            ),
        ],
        bad=[
            Slip(1, [("listed in Section 4(1)", "listed in Section 4(3)")], "legal_reference"),
            Slip(2, [("w wysokości 100 GBP", "w wysokości 150 GBP")], "number"),
            Slip(
                0,
                [
                    (
                        "we usually settle claims in around 20 working days",
                        "we settle claims in around 20 working days",
                    )
                ],
                "hedge",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-parking-permit",
        source="Residents of Controlled Parking Zone C can apply for one resident permit per vehicle, up to a maximum of two permits per household. An annual permit costs £95 for the first vehicle and £160 for the second; fully electric vehicles pay £30. Permits are valid Monday to Saturday, 8:00 to 18:30, and do not allow parking in pay-and-display bays. Applications must be made online at https://www.eastbridge.gov.uk/parking-permits and must include proof of residence dated within the last three months. Permits for the 2025/26 year will be issued from 1 April 2025. Processing normally takes about five working days.",
        good=[
            Good(
                "preserve",
                "If you live in Controlled Parking Zone C, you can apply for one resident permit for each vehicle, with a limit of two permits per household. A year's permit is £95 for your first vehicle and £160 for your second, while a fully electric vehicle pays £30. The permit covers Monday to Saturday, from 8am to 6.30pm, and it doesn't let you park in pay-and-display bays. You have to apply online at https://www.eastbridge.gov.uk/parking-permits, and you must include proof that you live at the address, dated in the last three months. We will start issuing permits for 2025/26 on 1 April 2025. It normally takes around five working days to process an application.",
            ),
            Good(
                "preserve",
                "Households in Controlled Parking Zone C may hold no more than two resident permits, issued on the basis of one permit per vehicle. Annual charges are £95 for the first vehicle, £160 for the second and £30 for fully electric vehicles. Permits apply Monday to Saturday between 08:00 and 18:30; they are not valid in pay-and-display bays. All applications are to be submitted online via https://www.eastbridge.gov.uk/parking-permits, accompanied by proof of residence dated within the previous three months. Issue of 2025/26 permits begins on 1 April 2025, and processing typically takes approximately five working days.",
            ),
            Good(
                "pl",
                "Mieszkańcy strefy kontrolowanego parkowania C mogą wystąpić o jedną kartę parkingową mieszkańca na każdy pojazd, przy czym jedno gospodarstwo domowe może otrzymać maksymalnie dwie karty. Karta roczna kosztuje 95 GBP za pierwszy pojazd i 160 GBP za drugi; za pojazdy w pełni elektryczne opłata wynosi 30 GBP. Karty obowiązują od poniedziałku do soboty w godzinach 8:00–18:30 i nie uprawniają do parkowania na miejscach z parkometrem. Wnioski należy składać przez internet na stronie https://www.eastbridge.gov.uk/parking-permits; trzeba do nich dołączyć potwierdzenie zamieszkania wystawione w ciągu ostatnich trzech miesięcy. Karty na rok 2025/26 będą wydawane od 1 kwietnia 2025 r. Rozpatrzenie wniosku trwa zwykle około pięciu dni roboczych.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "https://www.eastbridge.gov.uk/parking-permits",
                        "https://www.eastbridge.gov.uk/parking",
                    )
                ],
                "url",
            ),
            Slip(0, [("on 1 April 2025", "on 1 March 2025")], "date"),
            Slip(
                1,
                [
                    (
                        "£30 for fully electric vehicles.",
                        "£30 for fully electric vehicles, with a 50% discount for Blue Badge holders.",
                    )
                ],
                "invented_fact",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-conference-cfp",
        source="The 9th International Workshop on Low-Resource Speech Technology (LRST 2025) invites submissions of long papers (up to 8 pages) and short papers (up to 4 pages), excluding references. Submissions must be anonymised and formatted using the ACL template; papers that exceed the page limit will be desk-rejected. The submission deadline is 14 March 2025 (23:59 AoE), and notifications will be sent by 25 April 2025. Authors may post preprints on arXiv, but should not publicise them on social media during the review period. We particularly welcome work extending the benchmark proposed by Nakamura et al. (2022). Submit via https://openreview.net/group?id=LRST/2025.",
        good=[
            Good(
                "preserve",
                "Submissions are invited to the 9th International Workshop on Low-Resource Speech Technology (LRST 2025) in two formats: long papers of at most 8 pages and short papers of at most 4 pages, in each case not counting references. All submissions are required to be anonymised and prepared with the ACL template, and any paper exceeding the page limit will be desk-rejected. Papers are due on 14 March 2025 at 23:59 AoE; authors will be notified by 25 April 2025. While authors may post preprints on arXiv, they should refrain from publicising them on social media while the review period lasts. Work that extends the benchmark introduced by Nakamura et al. (2022) is particularly welcome. Submissions are made through https://openreview.net/group?id=LRST/2025.",
            ),
            Good(
                "preserve",
                "LRST 2025, the 9th International Workshop on Low-Resource Speech Technology, is open for papers! You can send a long paper (8 pages max) or a short one (4 pages max) – references don't count towards the limit. Your paper has to be anonymised and use the ACL template, and anything over the page limit gets desk-rejected. The deadline is 14 March 2025, 23:59 AoE, and you'll hear back by 25 April 2025. Feel free to put a preprint on arXiv, but you shouldn't promote it on social media during the review period. We'd especially love to see work that extends the benchmark from Nakamura et al. (2022). Submit at https://openreview.net/group?id=LRST/2025.",
            ),
            Good(
                "pl",
                "Organizatorzy 9. edycji warsztatów International Workshop on Low-Resource Speech Technology (LRST 2025) zapraszają do nadsyłania prac długich (do 8 stron) i krótkich (do 4 stron), nie licząc bibliografii. Zgłoszenia muszą być zanonimizowane i przygotowane w szablonie ACL; prace przekraczające limit stron zostaną odrzucone bez recenzji. Termin nadsyłania prac upływa 14 marca 2025 r. o 23:59 AoE, a powiadomienia zostaną wysłane do 25 kwietnia 2025 r. Autorzy mogą publikować preprinty w serwisie arXiv, ale w okresie recenzji nie powinni ich promować w mediach społecznościowych. Szczególnie mile widziane są prace rozwijające benchmark zaproponowany w pracy Nakamura i in. (2022). Prace należy zgłaszać przez https://openreview.net/group?id=LRST/2025.",
            ),
        ],
        bad=[
            Slip(1, [("Nakamura et al. (2022)", "Nakamura et al. (2021)")], "citation"),
            Slip(2, [("do 25 kwietnia 2025 r.", "do 25 maja 2025 r.")], "date"),
            Slip(
                0,
                [
                    (
                        "they should refrain from publicising them",
                        "they must refrain from publicising them",
                    )
                ],
                "modality",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-pharmacy-paracetamol",
        source="Adults and children aged 12 years and over: take one or two 500 mg tablets every four to six hours as needed. Do not take more than eight tablets (4 g) in any 24-hour period, and leave at least four hours between doses. Children under 12 should not be given this medicine unless a doctor advises it. If you weigh less than 50 kg, your doctor may recommend a lower dose. Do not take this medicine with other products containing paracetamol. If symptoms persist for more than three days, talk to your doctor or pharmacist. Taking too much paracetamol can cause serious liver damage, which may not be noticeable at first.",
        good=[
            Good(
                "preserve",
                "For adults and children 12 years and older: take one or two 500 mg tablets every 4–6 hours when needed. Never take more than eight tablets (4 g) in 24 hours, and always leave at least four hours between doses. Unless a doctor advises it, this medicine should not be given to children under 12. If your weight is below 50 kg, your doctor may suggest a lower dose. Don't combine this medicine with any other product that contains paracetamol. If your symptoms last longer than three days, speak to your doctor or pharmacist. Taking too much paracetamol can cause serious liver damage that you may not notice at first.",
            ),
            Good(
                "preserve",
                "The dosage for adults and for children aged 12 or above is one to two 500 mg tablets at intervals of four to six hours, as required. The maximum is eight tablets (4 g) within any 24-hour period, with a minimum interval of four hours between doses. Administration to children below the age of 12 is not advised except on a doctor's advice. For patients weighing under 50 kg, a reduced dose may be recommended by the doctor. Concomitant use with other paracetamol-containing products must be avoided. Where symptoms continue beyond three days, patients should consult a doctor or pharmacist. Excessive intake of paracetamol can result in serious liver damage, which may initially go unnoticed.",
            ),
            Good(
                "pl",
                "Dorośli i dzieci w wieku 12 lat i starsze: w razie potrzeby przyjmować 1 lub 2 tabletki po 500 mg co 4–6 godzin. Nie przyjmować więcej niż 8 tabletek (4 g) w ciągu 24 godzin i zachować co najmniej 4-godzinne odstępy między dawkami. Nie należy podawać tego leku dzieciom poniżej 12 lat, chyba że zaleci to lekarz. U osób o masie ciała poniżej 50 kg lekarz może zalecić mniejszą dawkę. Nie stosować tego leku jednocześnie z innymi produktami zawierającymi paracetamol. Jeśli objawy utrzymują się dłużej niż 3 dni, należy skonsultować się z lekarzem lub farmaceutą. Przyjęcie zbyt dużej dawki paracetamolu może spowodować ciężkie uszkodzenie wątroby, które początkowo może nie dawać żadnych objawów.",
            ),
        ],
        bad=[
            Slip(
                2, [("co najmniej 4-godzinne odstępy", "co najmniej 2-godzinne odstępy")], "number"
            ),
            Slip(
                0,
                [
                    (
                        "this medicine should not be given to children under 12",
                        "this medicine should be given to children under 12",
                    )
                ],
                "negation",
            ),
            Slip(
                1, [("which may initially go unnoticed", "which initially goes unnoticed")], "hedge"
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-tax-refund-notice",
        source="Our records show that you overpaid Income Tax by £412.60 for the tax year 6 April 2023 to 5 April 2024. We will pay this amount, plus repayment interest of £8.35, into the bank account you gave us, usually within 10 working days of the date of this letter, 18 June 2024. You do not need to do anything. If you think this calculation is wrong, you must tell us by 17 July 2024. Under section 59B of the Taxes Management Act 1970, any underpayment found later may be collected from you. Never reply to e-mails or text messages that claim to offer a tax refund; we will not contact you about refunds in that way.",
        good=[
            Good(
                "preserve",
                "According to our records, you paid £412.60 too much Income Tax in the tax year from 6 April 2023 to 5 April 2024. We'll pay this back, together with £8.35 of repayment interest, into the bank account you gave us. This usually happens within 10 working days of 18 June 2024, the date of this letter. There's nothing you need to do. If you believe the calculation is wrong, you must let us know no later than 17 July 2024. If we later find that you've paid too little, we may collect it from you under section 59B of the Taxes Management Act 1970. We never contact you about refunds by e-mail or text message, so never reply to messages like that claiming to offer you a tax refund.",
            ),
            Good(
                "preserve",
                "Our records indicate an overpayment of Income Tax of £412.60 for the tax year 6 April 2023 – 5 April 2024. The amount, together with repayment interest of £8.35, will be paid into your nominated bank account, normally within 10 working days of the date of this letter (18 June 2024). No action is required on your part. Should you consider the calculation incorrect, you are required to notify us by 17 July 2024. Any underpayment subsequently identified may be recovered from you under section 59B of the Taxes Management Act 1970. Never respond to any e-mail or text message purporting to offer a tax refund: we do not contact taxpayers about refunds through these channels.",
            ),
            Good(
                "pl",
                "Z naszych danych wynika, że za rok podatkowy od 6 kwietnia 2023 r. do 5 kwietnia 2024 r. nadpłacili Państwo podatek dochodowy w kwocie 412,60 GBP. Kwotę tę wraz z odsetkami od zwrotu w wysokości 8,35 GBP przelejemy na wskazany nam rachunek bankowy, zazwyczaj w ciągu 10 dni roboczych od daty niniejszego pisma, tj. od 18 czerwca 2024 r. Nie muszą Państwo podejmować żadnych działań. Jeśli uważają Państwo, że wyliczenie jest błędne, muszą nas Państwo o tym poinformować do 17 lipca 2024 r. Na podstawie sekcji 59B ustawy Taxes Management Act 1970 ewentualna niedopłata wykryta w przyszłości może zostać od Państwa pobrana. Nigdy nie należy odpowiadać na e-maile ani SMS-y z rzekomą ofertą zwrotu podatku – w sprawie zwrotów nie kontaktujemy się w ten sposób.",
            ),
        ],
        bad=[
            Slip(1, [("section 59B of the Taxes", "section 59A of the Taxes")], "legal_reference"),
            Slip(2, [("do 17 lipca 2024 r.", "do 17 sierpnia 2024 r.")], "date"),
            Bad(
                "pl",
                "Our records show that you overpaid Income Tax by £412.60 for the tax year from 6 April 2023 to 5 April 2024. We will pay this amount back, together with £8.35 of repayment interest, into the bank account you gave us, usually within 10 working days of 18 June 2024, the date of this letter. You don't need to do anything. If you think the calculation is wrong, you must tell us by 17 July 2024. If an underpayment is found later, we may collect it from you under section 59B of the Taxes Management Act 1970. Never reply to e-mails or text messages claiming to offer a tax refund – we do not contact you about refunds that way.",
                "wrong_language",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-coworking-house-rules",
        source="""### House rules – Canal Street Hub

Members have 24/7 access with their key card; guests are welcome between 9:00 and 18:00 and must be signed in at reception.

- Phone calls are **not allowed** in the Quiet Zone; please use one of the four phone booths.
- Meeting rooms can be booked for up to 2 hours at a time through the member app.
- To print, connect to the `CSH-Members` network and send jobs to the `hub-printer-2` queue; the first 100 pages each month are free.
- Please clear your desk by 20:00 if you are on a flexible plan.

Pets are not permitted, except assistance dogs.""",
        good=[
            Good(
                "preserve",
                """### House rules – Canal Street Hub

As a member you can get in 24/7 with your key card. Guests are welcome from 9:00 to 18:00, but they have to be signed in at reception.

- **No phone calls** in the Quiet Zone, please – use one of our four phone booths instead.
- You can book a meeting room for up to 2 hours at a time in the member app.
- Want to print? Join the `CSH-Members` network and send your job to the `hub-printer-2` queue. Your first 100 pages every month are free.
- If you're on a flexible plan, please clear your desk by 20:00.

Pets aren't allowed, apart from assistance dogs.""",
            ),
            Good(
                "preserve",
                """### House rules – Canal Street Hub

Members have round-the-clock (24/7) access using their key card. Guests are welcome from 9:00 to 18:00 and must be signed in at reception.

- Phone calls are **not allowed** in the Quiet Zone; members are asked to use one of the four phone booths.
- Meeting rooms may be booked through the member app for a maximum of 2 hours per booking.
- Printing is available by connecting to the `CSH-Members` network and sending jobs to the `hub-printer-2` queue, with the first 100 pages each month free of charge.
- Members on a flexible plan are asked to clear their desk by 20:00.

Pets are not permitted, with the exception of assistance dogs.""",
            ),
            Good(
                "pl",
                """### Regulamin – Canal Street Hub

Członkowie mają dostęp do przestrzeni 24/7 za pomocą karty dostępu. Goście są mile widziani w godzinach 9:00–18:00 i muszą zostać wpisani na listę w recepcji.

- W Strefie Ciszy **nie wolno** prowadzić rozmów telefonicznych; prosimy korzystać z jednej z czterech budek telefonicznych.
- Salki konferencyjne można rezerwować w aplikacji dla członków maksymalnie na 2 godziny jednorazowo.
- Aby drukować, połącz się z siecią `CSH-Members` i wysyłaj zadania do kolejki `hub-printer-2`; pierwsze 100 stron w każdym miesiącu jest bezpłatne.
- Osoby korzystające z planu elastycznego prosimy o uprzątnięcie biurka do 20:00.

Zwierzęta są niedozwolone, z wyjątkiem psów asystujących.""",
            ),
        ],
        bad=[
            Slip(2, [("`hub-printer-2`", "`hub-printer-1`")], "code"),
            Slip(
                0,
                [("in the member app.\n- Want to print?", "in the member app. Want to print?")],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "Pets are not permitted, with the exception",
                        "Pets are permitted, with the exception",
                    )
                ],
                "negation",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-marathon-briefing",
        source="""**Race-day briefing – Lakeside Marathon, Sunday 12 October 2025**

- The start gun fires at **08:30**; start pens close at 08:15 and late runners will not be admitted to their pen.
- Water stations are placed roughly every 5 km, with electrolyte drinks at 15 km, 25 km and 35 km.
- The course closes 6 hours 30 minutes after the start. Runners who have not reached 32 km by 12:45 will be asked to board the sweeper bus.

Temperatures are forecast to reach about 24 °C by midday. Heat guidance for endurance events suggests that runners should drink to thirst rather than on a fixed schedule (Casa et al., 2015).""",
        good=[
            Good(
                "preserve",
                """**Race-day briefing – Lakeside Marathon, Sunday 12 October 2025**

- The race starts at **08:30**. Start pens close at 08:15, and if you arrive late you won't be let into your pen.
- You'll find water stations about every 5 km, and electrolyte drinks at 15 km, 25 km and 35 km.
- The course closes six and a half hours after the start. If you haven't reached 32 km by 12:45, you'll be asked to get on the sweeper bus.

It's forecast to get to around 24 °C by midday. Heat guidance for endurance events suggests you should drink when you're thirsty rather than on a fixed schedule (Casa et al., 2015).""",
            ),
            Good(
                "preserve",
                """**Race-day briefing – Lakeside Marathon, Sunday 12 October 2025**

- The gun goes at **08:30**. Pens shut at 08:15, and latecomers will be refused entry to their pen.
- Runners will find water approximately every 5 km, plus electrolyte drinks at the 15 km, 25 km and 35 km marks.
- Six hours and 30 minutes after the start, the course closes. Anyone short of the 32 km mark at 12:45 will be asked to board the sweeper bus.

Forecasters expect temperatures of about 24 °C by midday. According to heat guidance for endurance events (Casa et al., 2015), runners should drink to thirst instead of following a fixed schedule.""",
            ),
            Good(
                "pl",
                """**Odprawa przedstartowa – Lakeside Marathon, niedziela 12 października 2025 r.**

- Start nastąpi o **08:30**; strefy startowe zamykamy o 08:15, a spóźnieni biegacze nie zostaną wpuszczeni do swoich stref.
- Punkty z wodą rozmieszczono mniej więcej co 5 km, a napoje z elektrolitami będą dostępne na 15., 25. i 35. kilometrze.
- Trasa zostanie zamknięta 6 godzin i 30 minut po starcie. Biegacze, którzy do 12:45 nie dotrą do 32. kilometra, zostaną poproszeni o wejście do autobusu zamykającego bieg.

Według prognoz do południa temperatura wzrośnie do około 24 °C. Wytyczne dotyczące zawodów wytrzymałościowych rozgrywanych w upale sugerują, że biegacze powinni pić wtedy, gdy odczuwają pragnienie, a nie według stałego harmonogramu (Casa i in., 2015).""",
            ),
        ],
        bad=[
            Slip(1, [("(Casa et al., 2015)", "(Casa, 2015)")], "citation"),
            Slip(2, [("**08:30**", "08:30")], "markdown"),
            Slip(
                0,
                [
                    (
                        "You'll find water stations about every 5 km",
                        "You'll find water stations every 5 km",
                    )
                ],
                "hedge",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-data-retention-policy",
        source="We retain customer account data for as long as your account is active and for 24 months after it is closed, in line with the storage limitation principle in Article 5(1)(e) of Regulation (EU) 2016/679 (GDPR). Invoices must be kept for 10 years to meet our accounting obligations. Server access logs are deleted automatically after 90 days; this period is set by the `log_retention_days` parameter and must not be increased without approval from the Data Protection Officer. You may ask us to erase your data earlier under Article 17 GDPR, although some records may have to be kept where the law requires it. Backups are overwritten on a rolling 35-day cycle.",
        good=[
            Good(
                "preserve",
                "We keep your customer account data while your account is active and for 24 months after it has been closed. This follows the storage limitation principle in Article 5(1)(e) of Regulation (EU) 2016/679 (GDPR). To meet our accounting obligations, we have to keep invoices for 10 years. Server access logs are deleted automatically after 90 days. This period is set by the `log_retention_days` parameter, and nobody may increase it without the Data Protection Officer's approval. Under Article 17 GDPR you can ask us to erase your data sooner, but we may need to keep some records where the law requires this. Backups are overwritten on a rolling cycle of 35 days.",
            ),
            Good(
                "preserve",
                "Customer account data is held for the lifetime of the account and for a further 24 months following its closure, consistent with the storage limitation principle laid down in Article 5(1)(e) of Regulation (EU) 2016/679 (GDPR). Invoices are subject to a mandatory 10-year retention period arising from our accounting obligations. Server access logs are automatically deleted after 90 days, a period controlled by the `log_retention_days` parameter; any increase to this value requires the approval of the Data Protection Officer. Data subjects may request earlier erasure under Article 17 GDPR, although certain records may need to be retained where this is required by law. Backups are overwritten on a rolling 35-day cycle.",
            ),
            Good(
                "pl",
                "Dane konta klienta przechowujemy przez cały okres aktywności konta oraz przez 24 miesiące po jego zamknięciu, zgodnie z zasadą ograniczenia przechowywania określoną w art. 5 ust. 1 lit. e rozporządzenia (UE) 2016/679 (RODO). Faktury musimy przechowywać przez 10 lat, aby wypełnić obowiązki księgowe. Logi dostępu do serwera są automatycznie usuwane po 90 dniach; okres ten określa parametr `log_retention_days` i nie wolno go wydłużać bez zgody inspektora ochrony danych. Na podstawie art. 17 RODO możesz zażądać wcześniejszego usunięcia swoich danych, choć część zapisów możemy być zobowiązani zachować, jeżeli wymagają tego przepisy prawa. Kopie zapasowe są nadpisywane w ciągłym 35-dniowym cyklu.",
            ),
        ],
        bad=[
            Slip(2, [("art. 5 ust. 1 lit. e", "art. 5 ust. 1 lit. c")], "legal_reference"),
            Slip(1, [("`log_retention_days`", "`log_retention_period`")], "code"),
            Slip(
                0,
                [
                    (
                        "Backups are overwritten on a rolling cycle of 35 days.",
                        "Backups are encrypted, stored in Frankfurt and overwritten on a rolling cycle of 35 days.",
                    )
                ],
                "invented_fact",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-school-trip-consent",
        source="Dear Parents and Carers,\nYear 8 will visit the Science Museum in London on Thursday 15 May 2025. The coach will leave school at 8:15 and should return by approximately 17:30. The cost is £24 per pupil, which covers travel and entry; families receiving free school meals will not be charged. Please complete the consent form and return it to the school office by Friday 2 May. Pupils must bring a packed lunch, as there will be no opportunity to buy food. Mobile phones may be brought but must stay switched off during the museum visit. Pupils without a signed consent form cannot take part.",
        good=[
            Good(
                "preserve",
                "Dear Parents and Carers,\nOn Thursday 15 May 2025, Year 8 are going to the Science Museum in London. The coach leaves school at 8:15 and should be back by about 17:30. It costs £24 for each pupil, covering travel and entry, but there is no charge for families who get free school meals. Please fill in the consent form and hand it in to the school office no later than Friday 2 May. Your child must bring a packed lunch, because they won't be able to buy food. Pupils can bring mobile phones, but the phones must stay switched off while we're in the museum. Only pupils with a signed consent form can come on the trip.",
            ),
            Good(
                "preserve",
                "Dear Parents and Carers,\nA Year 8 visit to the Science Museum in London will take place on Thursday 15 May 2025. The coach is scheduled to depart from school at 8:15, with the return expected by approximately 17:30. The charge of £24 per pupil includes travel and admission; no charge will be made to families in receipt of free school meals. We ask that the consent form be completed and returned to the school office by Friday 2 May. A packed lunch is compulsory, since it will not be possible to purchase food. Pupils are permitted to bring mobile phones, provided these remain switched off throughout the museum visit. Participation is conditional on a signed consent form.",
            ),
            Good(
                "pl",
                "Szanowni Rodzice i Opiekunowie,\nw czwartek 15 maja 2025 r. uczniowie Year 8 pojadą do Science Museum w Londynie. Autokar odjedzie spod szkoły o 8:15 i powinien wrócić około 17:30. Koszt wynosi 24 GBP od ucznia i obejmuje przejazd oraz bilety wstępu; rodziny, których dzieci otrzymują bezpłatne posiłki szkolne, nie ponoszą opłaty. Prosimy o wypełnienie formularza zgody i oddanie go w sekretariacie szkoły do piątku 2 maja. Uczniowie muszą zabrać ze sobą suchy prowiant, ponieważ nie będzie możliwości kupienia jedzenia. Uczniowie mogą zabrać telefony komórkowe, ale podczas zwiedzania muzeum telefony muszą pozostać wyłączone. Uczniowie bez podpisanego formularza zgody nie mogą wziąć udziału w wycieczce.",
            ),
        ],
        bad=[
            Slip(0, [("It costs £24 for each pupil", "It costs £42 for each pupil")], "number"),
            Slip(
                2,
                [
                    (
                        "Uczniowie muszą zabrać ze sobą suchy prowiant",
                        "Uczniowie mogą zabrać ze sobą suchy prowiant",
                    )
                ],
                "modality",
            ),
            Bad(
                "pl",
                "Szanowni Rodzice i Opiekunowie,\nw czwartek 15 maja 2025 r. uczniowie Year 8 pojadą do Science Museum w Londynie. Autokar odjedzie spod szkoły o 8:15 i powinien wrócić około 17:30. The cost is £24 per pupil, which covers travel and entry; families receiving free school meals will not be charged. Prosimy o wypełnienie formularza zgody i oddanie go w sekretariacie szkoły do piątku 2 maja. Pupils must bring a packed lunch, as there will be no opportunity to buy food. Uczniowie mogą zabrać telefony komórkowe, ale podczas zwiedzania muzeum telefony muszą pozostać wyłączone. Pupils without a signed consent form cannot take part.",
                "wrong_language",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-kettle-recall",
        source="Product recall: BrightHome 2-litre electric kettle, model `BH-K200`. We have identified that a small number of kettles from batches `2403A` to `2407C`, sold between March and August 2024, may have a faulty base connector that can overheat. There have been 3 reported incidents and no injuries. Stop using the kettle immediately and unplug it. Do not attempt to repair it yourself. You are entitled to a full refund of £34.99 or a free replacement; you do not need a receipt. Check your batch number, which is printed under the base, at https://www.brighthome.com/recall-bhk200 or call 0800 123 4567.",
        good=[
            Good(
                "preserve",
                "Product recall: BrightHome 2-litre electric kettle, model `BH-K200`. We've found that a small number of kettles from batches `2403A` to `2407C`, sold from March to August 2024, might have a faulty connector in the base that can overheat. We've had 3 reports of incidents, and nobody has been hurt. Stop using your kettle straight away and unplug it. Don't try to fix it yourself. You can have a full refund of £34.99 or a free replacement, and you don't need a receipt. Your batch number is printed under the base – check it at https://www.brighthome.com/recall-bhk200 or call 0800 123 4567.",
            ),
            Good(
                "preserve",
                "BrightHome is recalling its 2-litre electric kettle, model `BH-K200`, after identifying that a small number of units may have a faulty base connector capable of overheating. The affected kettles come from batches `2403A` to `2407C` and were sold between March and August 2024. Three incidents have been reported, none of them causing injury. Owners should stop using the kettle immediately, unplug it and not attempt any repairs themselves. They are entitled to either a full £34.99 refund or a free replacement, with no receipt needed. The batch number, printed under the base, can be checked at https://www.brighthome.com/recall-bhk200 or by calling 0800 123 4567.",
            ),
            Good(
                "pl",
                "Wycofanie produktu: czajnik elektryczny BrightHome o pojemności 2 litrów, model `BH-K200`. Stwierdziliśmy, że w niewielkiej liczbie czajników z partii od `2403A` do `2407C`, sprzedawanych od marca do sierpnia 2024 r., złącze w podstawie może być wadliwe i ulegać przegrzaniu. Zgłoszono 3 incydenty, nikt nie odniósł obrażeń. Natychmiast przestań używać czajnika i odłącz go od zasilania. Nie próbuj naprawiać go samodzielnie. Przysługuje Ci pełny zwrot pieniędzy w wysokości 34,99 GBP lub bezpłatna wymiana na nowy egzemplarz; paragon nie jest potrzebny. Numer partii, wydrukowany pod podstawą, sprawdzisz na stronie https://www.brighthome.com/recall-bhk200 lub pod numerem telefonu 0800 123 4567.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "https://www.brighthome.com/recall-bhk200",
                        "https://www.brighthome.co.uk/recall-bhk200",
                    )
                ],
                "url",
            ),
            Slip(1, [("`2407C`", "`2409C`")], "code"),
            Slip(
                0,
                [
                    (
                        "and you don't need a receipt.",
                        "and you don't need a receipt. Everyone who returns a kettle also gets a £10 voucher.",
                    )
                ],
                "invented_fact",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-allotment-agreement",
        source="""## Allotment agreement – Hollybrook Community Garden

The annual rent is £48 for a half plot (125 m²) and £85 for a full plot (250 m²), payable by 31 January each year. Plot holders agree to the following:

- Keep at least 75% of the plot under cultivation throughout the growing season.
- Bonfires are **not permitted** at any time.
- Sheds may be erected only with the committee's written consent and must not exceed 2 m × 1.5 m.
- Hosepipes must not be left unattended.

A plot that appears neglected will normally receive a warning letter first, and the committee may terminate the agreement if there is no improvement within 28 days.""",
        good=[
            Good(
                "preserve",
                """## Allotment agreement – Hollybrook Community Garden

Rent for a year is £48 for a half plot (125 m²) and £85 for a full plot (250 m²), and you have to pay it by 31 January every year. As a plot holder, you agree to these rules:

- Keep at least 75% of your plot cultivated for the whole growing season.
- **Never** light a bonfire.
- You can only put up a shed if the committee agrees in writing, and it can't be bigger than 2 m × 1.5 m.
- Never leave a hosepipe unattended.

If your plot looks neglected, you will usually get a warning letter first. If things haven't improved within 28 days, the committee may end your agreement.""",
            ),
            Good(
                "preserve",
                """## Allotment agreement – Hollybrook Community Garden

Annual rent, due by 31 January each year, is £48 for a half plot (125 m²) and £85 for a full plot (250 m²). Plot holders undertake to comply with the following:

- A minimum of 75% of the plot must be kept under cultivation throughout the growing season.
- Bonfires are **not permitted** at any time.
- Sheds require the committee's written consent and must not exceed 2 m × 1.5 m.
- Hosepipes must never be left unattended.

Where a plot appears neglected, a warning letter will normally be issued first; should no improvement follow within 28 days, the committee may terminate the agreement.""",
            ),
            Good(
                "pl",
                """## Umowa dzierżawy działki – ogród społeczny Hollybrook

Roczny czynsz wynosi 48 GBP za pół działki (125 m²) i 85 GBP za całą działkę (250 m²); należy go wpłacić do 31 stycznia każdego roku. Działkowcy zobowiązują się do przestrzegania następujących zasad:

- Przez cały sezon wegetacyjny co najmniej 75% powierzchni działki musi być uprawiane.
- Rozpalanie ognisk jest zawsze **zabronione**.
- Szopę można postawić wyłącznie za pisemną zgodą zarządu; nie może ona przekraczać wymiarów 2 m × 1,5 m.
- Nie wolno zostawiać węży ogrodowych bez nadzoru.

Jeśli działka wygląda na zaniedbaną, jej użytkownik zwykle najpierw otrzyma pismo z ostrzeżeniem, a jeżeli w ciągu 28 dni nie nastąpi poprawa, zarząd może rozwiązać umowę.""",
            ),
        ],
        bad=[
            Slip(1, [("at any time.\n- Sheds require", "at any time. Sheds require")], "markdown"),
            Slip(
                2,
                [("Nie wolno zostawiać węży ogrodowych", "Można zostawiać węże ogrodowe")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "you will usually get a warning letter first.",
                        "you will usually get a warning letter and a £20 administration charge first.",
                    )
                ],
                "invented_fact",
            ),
        ],
    )
)
