# ruff: noqa: E501, RUF001
"""English source cases of blind set 46: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-water-company-hosepipe-ban-notice",
        source="""Temporary Use Ban: what it means for you

Following the driest spring in our region since 1976, a Temporary Use Ban (hosepipe ban) will come into force at 00:01 on Friday 11 July 2025 for all customers in Kent and East Sussex. From that date you must not use a hosepipe to water gardens, fill paddling pools or clean cars. You may still use a watering can or a bucket, and water taken from a water butt is not affected. Customers who hold a Blue Badge or are on our Priority Services Register can apply for an exemption. Anyone breaching the ban may be fined up to £1,000. We will review the restrictions every two weeks and expect to lift them once reservoir levels recover to around 70%.""",
        good=[
            Good(
                "preserve",
                """Hosepipe ban from 11 July 2025 – what you need to know

Our region has just had its driest spring since 1976, so we are introducing a Temporary Use Ban, often called a hosepipe ban. It starts at 00:01 on Friday 11 July 2025 and covers every customer in Kent and East Sussex. Once it begins, you must not use a hosepipe to water the garden, fill a paddling pool or wash your car. You may still use watering cans and buckets, and the ban does not affect water from a water butt. If you have a Blue Badge or are on our Priority Services Register, you can apply to be exempted. Breaking the ban may lead to a fine of up to £1,000. We will look at the restrictions again every two weeks and expect to lift them when reservoirs are back to around 70%.""",
            ),
            Good(
                "preserve",
                """From 00:01 on Friday 11 July 2025, a Temporary Use Ban (hosepipe ban) applies to all our customers in Kent and East Sussex. It follows the driest spring our region has seen since 1976.

While the ban is in place, you must not use a hosepipe to:
- water gardens
- fill paddling pools
- clean cars

You may still use a watering can or bucket, and water from a water butt is not affected. Blue Badge holders and customers on our Priority Services Register can apply for an exemption. If you breach the ban, you may be fined up to £1,000. We will review the restrictions every two weeks, and we expect to lift them once reservoir levels recover to around 70%.""",
            ),
            Good(
                "pl",
                """Czasowy zakaz używania wody: co oznacza dla Ciebie

Po najsuchszej wiośnie w naszym regionie od 1976 roku, od godz. 00:01 w piątek 11 lipca 2025 r. wszystkich klientów w hrabstwach Kent i East Sussex obejmie czasowy zakaz używania węży ogrodowych (Temporary Use Ban). Od tego dnia nie wolno używać węża do podlewania ogrodów, napełniania basenów dla dzieci ani mycia samochodów. Nadal można korzystać z konewki lub wiadra, a zakaz nie dotyczy wody pobranej ze zbiornika na deszczówkę. Klienci posiadający Blue Badge lub wpisani do naszego rejestru Priority Services Register mogą ubiegać się o zwolnienie. Osoba naruszająca zakaz może zostać ukarana grzywną w wysokości do 1000 funtów. Ograniczenia będziemy weryfikować co dwa tygodnie i spodziewamy się je znieść, gdy poziom wody w zbiornikach wróci do około 70%.""",
            ),
        ],
        bad=[
            Slip(0, [("you must not use a hosepipe", "you should not use a hosepipe")], "modality"),
            Slip(
                1,
                [("From 00:01 on Friday 11 July 2025", "From 00:01 on Friday 18 July 2025")],
                "date",
            ),
            Slip(2, [("do około 70%", "do około 60%")], "number"),
        ],
    ),
    Case(
        key="en-coworking-space-guest-quiet-rules",
        source="""House rules – Hive Works coworking, Leeds

Members can bring up to two guests per day free of charge; each guest must be signed in at reception and must wear a visitor lanyard at all times. Guests are not allowed in the Focus Room, which is reserved for members working in silence. Phone and video calls should be taken in the call booths on the second floor, not at hot desks. Please do not leave food in the shared fridge over the weekend: it is emptied every Friday at 6 pm. Meeting rooms may be booked for a maximum of three hours at a time through the member app. Members who repeatedly ignore these rules may have their access suspended.""",
        good=[
            Good(
                "preserve",
                """Hive Works Leeds – quick guide to our house rules

- You can bring up to two guests a day at no charge. Each of them must sign in at reception and must keep a visitor lanyard on at all times.
- The Focus Room is kept for members working in silence, so guests are not allowed in there.
- You should take phone and video calls in the call booths on the second floor, not at the hot desks.
- Please don't leave food in the shared fridge over the weekend – we empty it every Friday at 6 pm.
- You may book meeting rooms through the member app for up to three hours at a time.
- If you repeatedly ignore these rules, your access may be suspended.""",
            ),
            Good(
                "preserve",
                """Hive Works coworking (Leeds): house rules

Each member may bring a maximum of two guests per day without charge. Every guest must be signed in at reception and must wear a visitor lanyard throughout their visit. The Focus Room is reserved for members working in silence, and guests are not permitted to enter it. Phone and video calls should be made from the call booths on the second floor and not from hot desks. The shared fridge is emptied every Friday at 6 pm, so please do not leave food in it over the weekend. Meeting rooms can be reserved via the member app for no more than three hours at a time. Access may be suspended for members who repeatedly disregard these rules.""",
            ),
            Good(
                "pl",
                """Regulamin – coworking Hive Works, Leeds

Członkowie mogą bezpłatnie przyprowadzić maksymalnie dwóch gości dziennie; każdy gość musi zostać wpisany w recepcji i przez cały czas musi nosić smycz dla odwiedzających. Goście nie mają wstępu do Focus Room, który jest zarezerwowany dla członków pracujących w ciszy. Rozmowy telefoniczne i wideo powinny odbywać się w kabinach na drugim piętrze, a nie przy hot deskach. Prosimy nie zostawiać jedzenia we wspólnej lodówce na weekend: jest ona opróżniana w każdy piątek o 18:00. Salki konferencyjne można rezerwować w aplikacji dla członków maksymalnie na trzy godziny jednorazowo. Członkom, którzy wielokrotnie ignorują te zasady, może zostać zawieszony dostęp.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("so guests are not allowed in there", "but guests are allowed in there as well")],
                "negation",
            ),
            Slip(
                1, [("Meeting rooms can be reserved", "Meeting rooms must be reserved")], "modality"
            ),
            Slip(
                2,
                [
                    (
                        "opróżniana w każdy piątek o 18:00.",
                        "opróżniana w każdy piątek o 18:00, a pozostawione produkty przekazujemy do lokalnego banku żywności.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-dental-practice-private-fee-schedule",
        source="""Private fee schedule – Elm Street Dental Practice (valid from 1 April 2025)

A routine examination costs £65 and includes up to two small X-rays. A scale and polish with our hygienist is £80 for a 30-minute appointment. White fillings start at £140 per tooth; the final price depends on the size of the cavity and will be confirmed in your written treatment plan. Root canal treatment on a molar usually takes two visits and typically costs around £750. We ask for a deposit of £50 when you book any appointment longer than 45 minutes. Appointments cancelled with less than 48 hours' notice may be charged in full. Prices are likely to be reviewed again in spring 2026.""",
        good=[
            Good(
                "preserve",
                """Elm Street Dental Practice – private fees from 1 April 2025

- Routine examination (with up to two small X-rays): £65
- Scale and polish with the hygienist, 30 minutes: £80
- White filling: from £140 per tooth – the exact price depends on how large the cavity is and will be confirmed in your written treatment plan
- Root canal treatment on a molar: typically around £750, usually over two visits

When you book an appointment of more than 45 minutes, we ask for a £50 deposit. If you cancel with less than 48 hours' notice, you may be charged the full fee. We will likely review these prices again in spring 2026.""",
            ),
            Good(
                "preserve",
                """Our private fees at Elm Street Dental Practice apply from 1 April 2025. A routine check-up is £65, and that covers up to two small X-rays. A 30-minute scale and polish with our hygienist costs £80. White fillings cost from £140 per tooth; how much you pay in the end depends on the size of the cavity, and we will confirm it in your written treatment plan. Root canal treatment on a molar usually needs two visits and typically comes to around £750. For any appointment longer than 45 minutes, we ask for a £50 deposit at booking. If you cancel with less than 48 hours' notice, the full fee may be charged. We are likely to review our prices again in spring 2026.""",
            ),
            Good(
                "pl",
                """Cennik usług prywatnych – Elm Street Dental Practice (obowiązuje od 1 kwietnia 2025 r.)

Rutynowy przegląd kosztuje 65 funtów i obejmuje maksymalnie dwa małe zdjęcia RTG. Skaling i polerowanie u higienistki to koszt 80 funtów za 30-minutową wizytę. Białe wypełnienia kosztują od 140 funtów za ząb; ostateczna cena zależy od wielkości ubytku i zostanie potwierdzona w pisemnym planie leczenia. Leczenie kanałowe zęba trzonowego zwykle wymaga dwóch wizyt i kosztuje zazwyczaj około 750 funtów. Przy rezerwacji każdej wizyty dłuższej niż 45 minut prosimy o wpłatę zaliczki w wysokości 50 funtów. Za wizyty odwołane z wyprzedzeniem krótszym niż 48 godzin możemy pobrać pełną opłatę. Ceny zostaną prawdopodobnie ponownie zweryfikowane wiosną 2026 r.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Routine examination (with up to two small X-rays): £65",
                        "Routine examination (with up to two small X-rays): £56",
                    )
                ],
                "number",
            ),
            Slip(1, [("typically comes to around £750", "comes to £750")], "hedge"),
            Slip(2, [("wiosną 2026 r.", "jesienią 2026 r.")], "date"),
        ],
    ),
    Case(
        key="en-open-data-portal-reuse-terms",
        source="""Terms of use – Northshire Open Data Portal

Unless a dataset page states otherwise, all data published at https://data.northshire.gov.uk is released under the Open Government Licence v3.0. You may copy, adapt and republish the data, including for commercial purposes, but you must attribute it as "Contains public sector information from Northshire County Council". You must not use the data in a way that suggests the Council endorses you or your product. Personal data is never published on the portal; datasets are anonymised in line with Article 89 of the UK GDPR. The API is limited to 1,000 requests per hour per key. Questions about a dataset should be sent to opendata@northshire.gov.uk.""",
        good=[
            Good(
                "preserve",
                """Using data from the Northshire Open Data Portal

Everything published at https://data.northshire.gov.uk comes under the Open Government Licence v3.0, unless the page for a particular dataset says something different. That means:

1. You may copy, adapt and republish the data, commercial use included.
2. You must credit it with the line "Contains public sector information from Northshire County Council".
3. You must not use the data in any way that implies the Council endorses you or your product.

The portal never publishes personal data: datasets are anonymised in line with Article 89 of the UK GDPR. Each API key is limited to 1,000 requests per hour. If you have a question about a dataset, you should email opendata@northshire.gov.uk.""",
            ),
            Good(
                "preserve",
                """Northshire Open Data Portal: terms of use. Data published at https://data.northshire.gov.uk is made available under the Open Government Licence v3.0 except where an individual dataset page indicates otherwise. Users may copy, adapt and republish the data, also for commercial purposes, but they must attribute it as "Contains public sector information from Northshire County Council". The data must not be used in any manner suggesting that the Council endorses the user or the user's product. No personal data is ever published on the portal, and datasets are anonymised in accordance with Article 89 of the UK GDPR. API use is capped at 1,000 requests per hour for each key. Questions concerning a dataset should be addressed to opendata@northshire.gov.uk.""",
            ),
            Good(
                "pl",
                """Warunki korzystania – Portal Otwartych Danych Northshire

O ile strona zbioru danych nie stanowi inaczej, wszystkie dane opublikowane pod adresem https://data.northshire.gov.uk są udostępniane na licencji Open Government Licence v3.0. Możesz kopiować, przetwarzać i ponownie publikować dane, także w celach komercyjnych, ale musisz je opatrzyć informacją „Contains public sector information from Northshire County Council”. Nie wolno wykorzystywać danych w sposób sugerujący, że Rada Hrabstwa popiera Ciebie lub Twój produkt. Na portalu nigdy nie są publikowane dane osobowe; zbiory danych są anonimizowane zgodnie z art. 89 UK GDPR. Limit API wynosi 1000 zapytań na godzinę na jeden klucz. Pytania dotyczące zbioru danych powinny być kierowane na adres opendata@northshire.gov.uk.""",
            ),
        ],
        bad=[
            Slip(0, [("email opendata@northshire.gov.uk", "email data@northshire.gov.uk")], "url"),
            Slip(1, [("Article 89 of the UK GDPR", "Article 9 of the UK GDPR")], "legal_reference"),
            Slip(2, [("ale musisz je opatrzyć", "ale powinieneś je opatrzyć")], "modality"),
        ],
    ),
    Case(
        key="en-docker-image-readme-volume-setup",
        source="""## Running the image

Pull the latest stable tag and start a container:

```bash
docker run -d --name ledger-api -p 8080:8080 -v ledger-data:/var/lib/ledger acme/ledger-api:2.4.1
```

The container listens on port 8080 and stores its SQLite database in `/var/lib/ledger`. You must mount a volume there, otherwise all data is lost when the container is removed. Set `LEDGER_ADMIN_TOKEN` before the first start; the image will not create an admin account without it. The image is based on Debian 12 and is about 180 MB compressed. Do not use the `latest` tag in production.""",
        good=[
            Good(
                "preserve",
                """## How to run the image

Pull the current stable tag and start a container like this:

```bash
docker run -d --name ledger-api -p 8080:8080 -v ledger-data:/var/lib/ledger acme/ledger-api:2.4.1
```

Things to know:

- The container listens on port 8080.
- Its SQLite database lives in `/var/lib/ledger`, and you must mount a volume at that path – if you don't, all data is lost once the container is removed.
- Set `LEDGER_ADMIN_TOKEN` before the first start, because without it the image will not create an admin account.
- The image is built on Debian 12 and weighs about 180 MB compressed.

Do not use the `latest` tag in production.""",
            ),
            Good(
                "preserve",
                """## Running the image

To start a container, pull the latest stable tag and run:

```bash
docker run -d --name ledger-api -p 8080:8080 -v ledger-data:/var/lib/ledger acme/ledger-api:2.4.1
```

The SQLite database is kept in `/var/lib/ledger`, and the container listens on port 8080. A volume must be mounted at that location; otherwise all data is lost when the container is removed. Before the first start, set `LEDGER_ADMIN_TOKEN` – without it, the image will not create an admin account. The image, based on Debian 12, is about 180 MB compressed. In production, do not use the `latest` tag.""",
            ),
            Good(
                "pl",
                """## Uruchamianie obrazu

Pobierz najnowszy stabilny tag i uruchom kontener:

```bash
docker run -d --name ledger-api -p 8080:8080 -v ledger-data:/var/lib/ledger acme/ledger-api:2.4.1
```

Kontener nasłuchuje na porcie 8080 i przechowuje bazę danych SQLite w `/var/lib/ledger`. Musisz zamontować tam wolumen, w przeciwnym razie wszystkie dane zostaną utracone po usunięciu kontenera. Przed pierwszym uruchomieniem ustaw `LEDGER_ADMIN_TOKEN`; bez tego obraz nie utworzy konta administratora. Obraz bazuje na Debianie 12 i zajmuje około 180 MB po kompresji. Nie używaj tagu `latest` w środowisku produkcyjnym.""",
            ),
        ],
        bad=[
            Slip(0, [("Set `LEDGER_ADMIN_TOKEN` before", "Set `LEDGER_TOKEN` before")], "code"),
            Slip(
                1,
                [
                    ("```bash\ndocker run", "docker run"),
                    ("acme/ledger-api:2.4.1\n```", "acme/ledger-api:2.4.1"),
                ],
                "markdown",
            ),
            Slip(2, [("około 180 MB", "około 130 MB")], "number"),
        ],
    ),
    Case(
        key="en-abstract-deadwood-beetle-diversity-beech",
        source="""Abstract. Deadwood is a key habitat for saproxylic beetles, yet how much is needed to sustain their diversity in managed beech forests remains debated. We sampled beetles with 96 flight-interception traps in 48 stands across the Carpathian foothills in 2021 and 2022. Species richness increased with deadwood volume up to about 40 m³ per hectare and levelled off above that threshold. Red-listed species were recorded almost exclusively in stands with more than 60 m³/ha. These results broadly agree with the thresholds proposed by Müller and Bütler (2010, European Journal of Forest Research 129: 981–992), but suggest that current retention targets of 20 m³/ha are probably insufficient for rare species.""",
        good=[
            Good(
                "preserve",
                """Saproxylic beetles depend on deadwood as a key habitat, but it is still debated how much deadwood managed beech forests need to keep their diversity. To find out, we set 96 flight-interception traps in 48 stands in the Carpathian foothills in 2021 and 2022. The number of species rose with deadwood volume up to about 40 m³ per hectare and then levelled off. Red-listed species turned up almost exclusively in stands with more than 60 m³/ha. Our findings broadly agree with the thresholds proposed by Müller and Bütler (2010, European Journal of Forest Research 129: 981–992). However, they suggest that current retention targets of 20 m³/ha are probably not enough for rare species.""",
            ),
            Good(
                "preserve",
                """Abstract. The amount of deadwood required to sustain saproxylic beetle diversity in managed beech forests is still a matter of debate, even though deadwood is a key habitat for this group. In 2021 and 2022, beetles were sampled using 96 flight-interception traps placed in 48 stands in the Carpathian foothills. Species richness rose with deadwood volume up to approximately 40 m³/ha, above which it levelled off. Red-listed species were found almost exclusively in stands holding more than 60 m³/ha. While broadly consistent with the thresholds of Müller and Bütler (2010, European Journal of Forest Research 129: 981–992), the results suggest that the present retention targets of 20 m³/ha are probably inadequate for rare species.""",
            ),
            Good(
                "pl",
                """Streszczenie. Martwe drewno jest kluczowym siedliskiem chrząszczy saproksylicznych, jednak wciąż trwa dyskusja o tym, ile go potrzeba, aby utrzymać ich różnorodność w gospodarczych lasach bukowych. W latach 2021 i 2022 odławialiśmy chrząszcze za pomocą 96 pułapek przegrodowych w 48 drzewostanach na Pogórzu Karpackim. Bogactwo gatunkowe rosło wraz z objętością martwego drewna do około 40 m³ na hektar, a powyżej tego progu się stabilizowało. Gatunki z czerwonej listy notowano niemal wyłącznie w drzewostanach z ponad 60 m³/ha. Wyniki są w dużej mierze zgodne z progami zaproponowanymi przez Müllera i Bütler (2010, European Journal of Forest Research 129: 981–992), ale sugerują, że obecne docelowe wartości retencji wynoszące 20 m³/ha są prawdopodobnie niewystarczające dla gatunków rzadkich.""",
            ),
        ],
        bad=[
            Slip(0, [("129: 981–992", "129: 891–902")], "citation"),
            Slip(1, [("are probably inadequate", "are inadequate")], "hedge"),
            Slip(2, [("96 pułapek", "69 pułapek")], "number"),
        ],
    ),
    Case(
        key="en-youth-football-club-parent-conduct",
        source="""Code of conduct for parents and carers – Riverside Rovers Youth FC

All parents and carers must sign this code before their child's first match of the 2025/26 season, which kicks off on Saturday 6 September. On match days, please stand behind the rope on the far side of the pitch, away from the team benches. You must not shout instructions to players or comment on the referee's decisions; positive encouragement is always welcome. Coaches should be approached about team selection only after the game, never during it. Under-12 matches are played without league tables, so results are not the priority. Parents who breach the code may be asked to leave the ground and can be banned from attending future fixtures.""",
        good=[
            Good(
                "preserve",
                """Riverside Rovers Youth FC – what we ask of parents and carers

Before your child plays their first match of the 2025/26 season (it kicks off on Saturday 6 September), you must sign this code. Then, on match days:

- Please stand behind the rope on the far side of the pitch, away from the team benches.
- You must not shout instructions at players or comment on the referee's decisions, although positive encouragement is always welcome.
- Questions about team selection should be raised with the coaches only after the game, never during it.

Under-12 matches are played without league tables, so results are not the priority. If you breach the code, you may be asked to leave the ground and can be banned from attending future fixtures.""",
            ),
            Good(
                "preserve",
                """Riverside Rovers Youth FC: code of conduct for parents and carers. The 2025/26 season kicks off on Saturday 6 September, and every parent or carer must sign this code before their child's first match. On match days, please keep behind the rope on the far side of the pitch, away from the team benches. Shouting instructions to players or commenting on the referee's decisions is not permitted, whereas positive encouragement is always welcome. Coaches should only be approached about team selection after the game, and never while it is being played. Results are not the priority in Under-12 matches, which are played without league tables. A parent who breaches the code may be asked to leave the ground and can be banned from attending future fixtures.""",
            ),
            Good(
                "pl",
                """Kodeks postępowania dla rodziców i opiekunów – Riverside Rovers Youth FC

Wszyscy rodzice i opiekunowie muszą podpisać ten kodeks przed pierwszym meczem swojego dziecka w sezonie 2025/26, który rozpoczyna się w sobotę 6 września. W dni meczowe prosimy stać za liną po drugiej stronie boiska, z dala od ławek drużyn. Nie wolno wykrzykiwać poleceń do zawodników ani komentować decyzji sędziego; pozytywny doping jest zawsze mile widziany. Z trenerami o składzie drużyny powinno się rozmawiać wyłącznie po meczu, nigdy w jego trakcie. Mecze do lat 12 rozgrywane są bez tabel ligowych, więc wyniki nie są priorytetem. Rodzice naruszający kodeks mogą zostać poproszeni o opuszczenie terenu i mogą otrzymać zakaz wstępu na kolejne mecze.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("so results are not the priority", "but results are still the priority")],
                "negation",
            ),
            Slip(
                1,
                [("every parent or carer must sign", "every parent or carer should sign")],
                "modality",
            ),
            Slip(2, [("w sobotę 6 września", "w sobotę 13 września")], "date"),
        ],
    ),
    Case(
        key="en-holiday-cottage-booking-cancellation-terms",
        source="""Booking terms – Gorse Cottage, Pembrokeshire

A deposit of 30% of the total rental is due when you book, and the balance must be paid no later than eight weeks before arrival. If you cancel more than eight weeks before arrival, we will refund your deposit minus a £75 administration fee; after that, no refund is given unless we manage to re-let the cottage. Check-in is from 4 pm and check-out is by 10 am. The cottage sleeps up to six people, and no more than two well-behaved dogs are allowed. Smoking is not permitted anywhere in the property. A refundable security deposit of £200 is taken on arrival and returned within 7 days of departure.""",
        good=[
            Good(
                "preserve",
                """Gorse Cottage, Pembrokeshire – booking terms at a glance

Paying: a deposit of 30% of the total rental is due when you book, and the balance must be paid no later than eight weeks before you arrive.

Cancelling: cancel more than eight weeks before arrival and we will refund your deposit, less a £75 administration fee. After that point, you get no refund unless we manage to re-let the cottage.

Your stay: check-in is from 4 pm and check-out is by 10 am. Up to six people can stay, and no more than two well-behaved dogs are allowed. Smoking is not permitted anywhere in the property. We take a £200 refundable security deposit on arrival and return it within 7 days of your departure.""",
            ),
            Good(
                "preserve",
                """Booking terms for Gorse Cottage in Pembrokeshire:

1. A deposit equal to 30% of the total rental is payable on booking. The remaining balance must be paid at least eight weeks before arrival.
2. Cancellations made more than eight weeks before arrival receive a refund of the deposit minus a £75 administration fee. Later cancellations are not refunded unless the cottage is re-let.
3. Check-in starts at 4 pm; check-out is by 10 am.
4. The cottage sleeps a maximum of six people, and a maximum of two well-behaved dogs are allowed.
5. Smoking is not permitted anywhere in the property.
6. A refundable £200 security deposit is taken on arrival and returned within seven days of departure.""",
            ),
            Good(
                "pl",
                """Warunki rezerwacji – Gorse Cottage, Pembrokeshire

Przy rezerwacji należy wpłacić zaliczkę w wysokości 30% całkowitej ceny wynajmu, a pozostałą kwotę trzeba zapłacić najpóźniej osiem tygodni przed przyjazdem. W przypadku rezygnacji na więcej niż osiem tygodni przed przyjazdem zwrócimy zaliczkę pomniejszoną o opłatę administracyjną w wysokości 75 funtów; po tym terminie zwrot nie przysługuje, chyba że uda nam się ponownie wynająć domek. Zameldowanie od 16:00, wymeldowanie do 10:00. Domek mieści maksymalnie sześć osób; dozwolone są najwyżej dwa dobrze wychowane psy. Palenie jest zabronione w całym obiekcie. Przy przyjeździe pobieramy zwrotną kaucję w wysokości 200 funtów, którą oddajemy w ciągu 7 dni od wyjazdu.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("a deposit of 30% of the total rental", "a deposit of 25% of the total rental")],
                "number",
            ),
            Slip(1, [("Check-in starts at 4 pm", "Check-in starts at 2 pm")], "date"),
            Slip(
                2,
                [
                    (
                        "Palenie jest zabronione w całym obiekcie.",
                        "Palenie jest dozwolone w całym obiekcie.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-research-data-sharing-agreement-embargo",
        source="""Data-sharing agreement: summary of key obligations

The Recipient may use the Dataset solely for the research project described in Schedule 1 and must not attempt to re-identify any participant. The Dataset must be stored on an encrypted server located in the UK or the EEA, and access should be limited to the named researchers listed in Schedule 2. Any publication using the Dataset must acknowledge the Provider and may not appear before the embargo ends on 31 March 2026. The Recipient shall report any suspected data breach to the Provider within 24 hours. Processing is carried out under Article 6(1)(e) and Article 9(2)(j) of the UK GDPR. On termination, all copies must be securely deleted within 30 days.""",
        good=[
            Good(
                "preserve",
                """Key obligations under the data-sharing agreement

- Use: the Recipient may use the Dataset only for the research project set out in Schedule 1 and must not try to re-identify any participant.
- Storage and access: the Dataset must be kept on an encrypted server in the UK or the EEA; access should be restricted to the named researchers in Schedule 2.
- Publications: any publication based on the Dataset must acknowledge the Provider and may not appear before the embargo ends on 31 March 2026.
- Breaches: the Recipient shall report any suspected data breach to the Provider within 24 hours.
- Legal basis: processing takes place under Article 6(1)(e) and Article 9(2)(j) of the UK GDPR.
- Termination: all copies must be securely deleted within 30 days.""",
            ),
            Good(
                "preserve",
                """This summary sets out the main obligations in the data-sharing agreement. Processing is based on Article 6(1)(e) and Article 9(2)(j) of the UK GDPR. The Dataset may be used by the Recipient solely for the research project described in Schedule 1, and the Recipient must make no attempt to re-identify any participant. The Dataset must be held on an encrypted server situated in the UK or the EEA, with access that should be limited to the named researchers listed in Schedule 2. Publications that use the Dataset must acknowledge the Provider and may not be released until the embargo ends on 31 March 2026. Suspected data breaches shall be reported by the Recipient to the Provider within 24 hours. When the agreement terminates, every copy must be securely deleted within 30 days.""",
            ),
            Good(
                "pl",
                """Umowa o udostępnianiu danych: podsumowanie kluczowych obowiązków

Odbiorca może wykorzystywać Zbiór danych wyłącznie w projekcie badawczym opisanym w Załączniku 1 i nie może podejmować prób ponownej identyfikacji żadnego uczestnika. Zbiór danych musi być przechowywany na zaszyfrowanym serwerze znajdującym się w Wielkiej Brytanii lub EOG, a dostęp do niego powinien być ograniczony do imiennie wskazanych badaczy wymienionych w Załączniku 2. Każda publikacja wykorzystująca Zbiór danych musi zawierać podziękowanie dla Dostawcy i nie może ukazać się przed zakończeniem embarga 31 marca 2026 r. Odbiorca jest zobowiązany zgłosić Dostawcy każde podejrzenie naruszenia ochrony danych w ciągu 24 godzin. Przetwarzanie odbywa się na podstawie art. 6 ust. 1 lit. e) oraz art. 9 ust. 2 lit. j) UK GDPR. Po rozwiązaniu umowy wszystkie kopie muszą zostać bezpiecznie usunięte w ciągu 30 dni.""",
            ),
        ],
        bad=[
            Slip(0, [("Article 9(2)(j)", "Article 9(2)(g)")], "legal_reference"),
            Slip(
                1,
                [("with access that should be limited", "with access that may be limited")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "w Załączniku 2.",
                        "w Załączniku 2, których lista jest co kwartał weryfikowana przez komisję etyczną Dostawcy.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-hospital-discharge-letter-community-pneumonia",
        source="""Discharge summary – Ward 7B, St Aldhelm's Hospital

Mrs Joan Whitfield, 78, was admitted on 3 February with community-acquired pneumonia of the right lower lobe. She was treated with intravenous co-amoxiclav for 48 hours and then switched to oral tablets. Her breathing improved steadily and oxygen was stopped on day 4. She is being discharged on oral co-amoxiclav 625 mg three times a day to complete a 7-day course. Her cough will probably persist for several weeks. She does not need routine follow-up in clinic, but the GP is asked to arrange a repeat chest X-ray in about 6 weeks to confirm resolution. Her warfarin dose has not been changed; an INR check within 5 days is recommended.""",
        good=[
            Good(
                "preserve",
                """St Aldhelm's Hospital, Ward 7B – discharge summary

Patient: Mrs Joan Whitfield, aged 78
Admitted: 3 February, with community-acquired pneumonia of the right lower lobe

Treatment: 48 hours of intravenous co-amoxiclav, then switched to oral tablets. Her breathing improved steadily, and oxygen was stopped on day 4.

On discharge: oral co-amoxiclav 625 mg three times daily, to complete a 7-day course. Her warfarin dose is unchanged; an INR check within 5 days is recommended.

Follow-up: no routine clinic follow-up is needed. We ask the GP to arrange a repeat chest X-ray in about 6 weeks to confirm resolution. Her cough will probably persist for several weeks.""",
            ),
            Good(
                "preserve",
                """Discharge letter for Mrs Joan Whitfield (78)

Dear Mrs Whitfield,

You came into Ward 7B at St Aldhelm's Hospital on 3 February with community-acquired pneumonia in the lower lobe of your right lung. For the first 48 hours you had co-amoxiclav through a drip, and then we switched you to tablets. Your breathing got steadily better, and we stopped your oxygen on day 4. You are going home on co-amoxiclav 625 mg tablets three times a day to finish a 7-day course. Your cough will probably carry on for several weeks. You don't need a routine clinic appointment, but we have asked your GP to arrange another chest X-ray in about 6 weeks to confirm the infection has cleared. We have not changed your warfarin dose; we recommend an INR check within 5 days.""",
            ),
            Good(
                "pl",
                """Karta informacyjna z leczenia szpitalnego – Oddział 7B, St Aldhelm's Hospital

Pani Joan Whitfield, lat 78, została przyjęta 3 lutego z pozaszpitalnym zapaleniem płuc w dolnym płacie prawego płuca. Przez 48 godzin otrzymywała dożylnie co-amoxiclav, a następnie przeszła na tabletki doustne. Jej oddech stopniowo się poprawiał, a tlenoterapię zakończono w 4. dobie. Zostaje wypisana z zaleceniem przyjmowania doustnie co-amoxiclav 625 mg trzy razy dziennie do ukończenia 7-dniowej kuracji. Kaszel prawdopodobnie utrzyma się jeszcze przez kilka tygodni. Pacjentka nie wymaga rutynowej kontroli w poradni, ale prosimy lekarza rodzinnego o zlecenie kontrolnego RTG klatki piersiowej za około 6 tygodni w celu potwierdzenia ustąpienia zmian. Dawka warfaryny nie została zmieniona; zaleca się kontrolę INR w ciągu 5 dni.""",
            ),
        ],
        bad=[
            Slip(0, [("in about 6 weeks", "in 6 weeks")], "hedge"),
            Slip(1, [("co-amoxiclav 625 mg tablets", "co-amoxiclav 375 mg tablets")], "number"),
            Slip(
                2,
                [("Dawka warfaryny nie została zmieniona", "Dawka warfaryny została zmieniona")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-council-bulky-waste-collection-booking",
        source="""Bulky waste collections

You can book a collection of up to five large household items, such as sofas, mattresses or fridges, online at www.hartfield.gov.uk/bulkywaste or by calling 01632 960 418. The charge is £35 for the first three items and £10 for each additional item. Collections take place on Tuesdays and Thursdays, and bookings must be made by 12 noon on the previous Friday. Items must be left outside your property by 7 am on the collection day, but they should not block the pavement. We cannot collect building rubble, garden waste or car parts. If you need to cancel, please do so at least two working days in advance to receive a full refund.""",
        good=[
            Good(
                "preserve",
                """Booking a bulky waste collection

- What we take: up to five large household items per collection, for example sofas, mattresses or fridges. We cannot collect building rubble, garden waste or car parts.
- How to book: online at www.hartfield.gov.uk/bulkywaste or by phone on 01632 960 418.
- Cost: £35 for the first three items, then £10 for each extra item.
- When: collections run on Tuesdays and Thursdays. You must book by 12 noon on the Friday before.
- On the day: your items must be outside your property by 7 am, but they should not block the pavement.
- Cancelling: to get a full refund, please cancel at least two working days in advance.""",
            ),
            Good(
                "preserve",
                """Residents can book the collection of up to five large household items (for instance sofas, mattresses or fridges) either online at www.hartfield.gov.uk/bulkywaste or by telephone on 01632 960 418. The first three items cost £35 in total, and every further item costs £10. Collections are made on Tuesdays and Thursdays; bookings must be made by 12 noon on the preceding Friday. On the collection day, items must be placed outside the property by 7 am and should not obstruct the pavement. Building rubble, garden waste and car parts cannot be collected. A full refund is given for cancellations made at least two working days in advance.""",
            ),
            Good(
                "pl",
                """Odbiór odpadów wielkogabarytowych

Odbiór maksymalnie pięciu dużych przedmiotów domowych, takich jak sofy, materace czy lodówki, możesz zamówić online na stronie www.hartfield.gov.uk/bulkywaste lub telefonicznie pod numerem 01632 960 418. Opłata wynosi 35 funtów za pierwsze trzy przedmioty i 10 funtów za każdy kolejny. Odbiory odbywają się we wtorki i czwartki, a zamówienie trzeba złożyć do godziny 12:00 w poprzedzający piątek. Przedmioty muszą zostać wystawione przed posesję do 7:00 rano w dniu odbioru, ale nie powinny blokować chodnika. Nie możemy odebrać gruzu budowlanego, odpadów zielonych ani części samochodowych. Jeśli chcesz zrezygnować, zrób to co najmniej dwa dni robocze wcześniej, aby otrzymać pełny zwrot opłaty.""",
            ),
        ],
        bad=[
            Slip(0, [("You must book by 12 noon", "You should book by 12 noon")], "modality"),
            Slip(
                1,
                [("www.hartfield.gov.uk/bulkywaste", "www.hartfield.gov.uk/wastecollection")],
                "url",
            ),
            Slip(2, [("we wtorki i czwartki", "we wtorki i piątki")], "date"),
        ],
    ),
    Case(
        key="en-readme-self-hosted-backup-container",
        source="""# snapkeep

snapkeep is a small container that backs up PostgreSQL databases to S3-compatible storage on a schedule.

## Quick start

1. Copy `example.env` to `.env` and fill in `PG_URL` and `S3_BUCKET`.
2. Run `docker compose up -d`.
3. Check the logs with `docker compose logs -f snapkeep`.

By default a backup runs every night at 02:00 UTC and the last 14 backups are kept. You can change this with `BACKUP_CRON` and `KEEP_LAST`. Restores are not automated; see the [restore guide](https://snapkeep.dev/docs/restore) for the manual steps.

Please report bugs at https://github.com/snapkeep/snapkeep/issues.""",
        good=[
            Good(
                "preserve",
                """# snapkeep

A small container that backs up your PostgreSQL databases to S3-compatible storage on a schedule.

## Getting started

1. Copy `example.env` to `.env`, then set `PG_URL` and `S3_BUCKET`.
2. Start it with `docker compose up -d`.
3. Follow the logs using `docker compose logs -f snapkeep`.

Out of the box, a backup runs nightly at 02:00 UTC and the 14 most recent backups are kept; you can adjust this with `BACKUP_CRON` and `KEEP_LAST`. Restoring is not automated – the manual steps are in the [restore guide](https://snapkeep.dev/docs/restore).

Found a bug? Please report it at https://github.com/snapkeep/snapkeep/issues.""",
            ),
            Good(
                "preserve",
                """# snapkeep

snapkeep is a compact container for scheduled backups of PostgreSQL databases to S3-compatible storage.

## Quick start

1. Copy `example.env` to `.env` and provide values for `PG_URL` and `S3_BUCKET`.
2. Run `docker compose up -d`.
3. Inspect the logs with `docker compose logs -f snapkeep`.

## Schedule and retention

By default, backups run every night at 02:00 UTC and the last 14 are kept. Both settings can be changed through `BACKUP_CRON` and `KEEP_LAST`.

## Restoring

Restores are not automated. Follow the manual steps in the [restore guide](https://snapkeep.dev/docs/restore).

Please report bugs at https://github.com/snapkeep/snapkeep/issues.""",
            ),
            Good(
                "pl",
                """# snapkeep

snapkeep to niewielki kontener, który według harmonogramu tworzy kopie zapasowe baz danych PostgreSQL w magazynie zgodnym z S3.

## Szybki start

1. Skopiuj `example.env` do `.env` i uzupełnij `PG_URL` oraz `S3_BUCKET`.
2. Uruchom `docker compose up -d`.
3. Sprawdź logi poleceniem `docker compose logs -f snapkeep`.

Domyślnie kopia zapasowa wykonywana jest co noc o 02:00 UTC, a przechowywanych jest 14 ostatnich kopii. Możesz to zmienić za pomocą `BACKUP_CRON` i `KEEP_LAST`. Przywracanie nie jest zautomatyzowane; ręczne kroki opisano w [przewodniku po przywracaniu](https://snapkeep.dev/docs/restore).

Błędy prosimy zgłaszać na https://github.com/snapkeep/snapkeep/issues.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("[restore guide](https://snapkeep.dev/docs/restore)", "restore guide")],
                "markdown",
            ),
            Slip(
                1, [("`docker compose logs -f snapkeep`", "`docker compose logs snapkeep`")], "code"
            ),
            Slip(
                2,
                [
                    (
                        "https://github.com/snapkeep/snapkeep/issues",
                        "https://github.com/snapkeep/issues",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-abstract-deer-browsing-oak-regeneration",
        source="""Abstract. Browsing by red and roe deer is widely thought to limit oak regeneration in temperate forests, but long-term evidence from fenced experiments is scarce. We revisited 32 paired fenced and unfenced plots established in 2003 in the Białowieża Forest and measured sapling density and height in 2023. After twenty years, oak saplings taller than 1.3 m were roughly eight times more abundant inside fences. Hornbeam, by contrast, appeared largely unaffected by browsing. Our results are consistent with earlier short-term findings (Kuijper et al. 2010, Journal of Ecology 98: 888–899) and indicate that, without deer management, oak may gradually lose its place in the canopy.""",
        good=[
            Good(
                "preserve",
                """Red and roe deer are widely believed to hold back oak regeneration in temperate forests by browsing, yet there is little long-term evidence from fenced experiments. In 2023 we returned to 32 pairs of fenced and unfenced plots set up in the Białowieża Forest in 2003 and measured how dense and how tall the saplings were. Twenty years on, oak saplings over 1.3 m tall were roughly eight times more abundant inside the fences. Hornbeam, in contrast, appeared to be largely unaffected by browsing. These results fit earlier short-term findings (Kuijper et al. 2010, Journal of Ecology 98: 888–899) and indicate that oak may gradually lose its place in the canopy if deer are not managed.""",
            ),
            Good(
                "preserve",
                """Abstract. Although browsing by red deer and roe deer is widely thought to constrain oak regeneration in temperate forests, long-term evidence from fencing experiments remains scarce. Thirty-two paired fenced and unfenced plots, established in the Białowieża Forest in 2003, were resurveyed in 2023 for sapling density and height. Twenty years after fencing, oak saplings taller than 1.3 m were roughly eight times more abundant within the fences, whereas hornbeam appeared largely unaffected by browsing. Consistent with earlier short-term results (Kuijper et al. 2010, Journal of Ecology 98: 888–899), our findings indicate that oak may gradually lose its place in the canopy in the absence of deer management.""",
            ),
            Good(
                "pl",
                """Streszczenie. Powszechnie uważa się, że zgryzanie przez jelenie i sarny ogranicza odnowienie dębu w lasach strefy umiarkowanej, jednak długoterminowych danych z eksperymentów z grodzeniami jest niewiele. W 2023 roku ponownie zbadaliśmy 32 pary powierzchni grodzonych i niegrodzonych, założonych w Puszczy Białowieskiej w 2003 roku, mierząc zagęszczenie i wysokość podrostu. Po dwudziestu latach podrost dębu wyższy niż 1,3 m był wewnątrz grodzeń mniej więcej ośmiokrotnie liczniejszy. Na grab zgryzanie zdawało się natomiast w dużej mierze nie wpływać. Wyniki są zgodne z wcześniejszymi ustaleniami z badań krótkoterminowych (Kuijper et al. 2010, Journal of Ecology 98: 888–899) i wskazują, że bez regulacji liczebności jeleniowatych dąb może stopniowo tracić swoje miejsce w górnym piętrze drzewostanu.""",
            ),
        ],
        bad=[
            Slip(0, [("Kuijper et al. 2010", "Kuijper et al. 2012")], "citation"),
            Slip(
                1,
                [("were roughly eight times more abundant", "were eight times more abundant")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "w Puszczy Białowieskiej w 2003 roku",
                        "w Puszczy Białowieskiej w 2003 roku przez Instytut Badawczy Leśnictwa",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-climbing-wall-membership-induction-rules",
        source="""Membership rules – Crux Climbing Centre

Before climbing unsupervised, every new member must complete a 45-minute induction, which costs £12 and is valid for 12 months. Children under 14 must be supervised by a registered adult at all times, and one adult may supervise no more than two children. Lead climbing is only permitted after passing our lead assessment; top-roping and bouldering do not require it. Chalk balls should be used instead of loose chalk. Members may freeze their membership for up to three months per year at no cost, but freezes cannot be backdated. The centre is not liable for personal belongings left in the changing rooms.""",
        good=[
            Good(
                "preserve",
                """Crux Climbing Centre – membership rules

- Induction: you must complete a 45-minute induction before you climb unsupervised. It costs £12 and is valid for 12 months.
- Children: under-14s must be supervised by a registered adult at all times, and one adult may supervise no more than two children.
- Lead climbing: only permitted once you have passed our lead assessment. You don't need it for top-roping or bouldering.
- Chalk: chalk balls should be used instead of loose chalk.
- Freezing: you may freeze your membership for up to three months a year free of charge, but freezes cannot be backdated.
- Belongings: the centre is not liable for personal belongings left in the changing rooms.""",
            ),
            Good(
                "preserve",
                """Welcome to Crux Climbing Centre! Every new member must do a 45-minute induction before climbing unsupervised; it costs £12 and stays valid for 12 months. Under-14s must be supervised at all times by a registered adult, and one adult may supervise no more than two children. You may only lead climb after passing our lead assessment, although it is not required for top-roping or bouldering. Chalk balls should be used rather than loose chalk. You may freeze your membership free of charge for up to three months a year, but freezes cannot be backdated. Finally, please note that the centre is not liable for any personal belongings left in the changing rooms.""",
            ),
            Good(
                "pl",
                """Regulamin członkostwa – Crux Climbing Centre

Przed samodzielnym wspinaniem każdy nowy członek musi odbyć 45-minutowe szkolenie wprowadzające, które kosztuje 12 funtów i jest ważne przez 12 miesięcy. Dzieci poniżej 14 lat muszą przez cały czas pozostawać pod opieką zarejestrowanej osoby dorosłej, a jedna osoba dorosła może opiekować się najwyżej dwójką dzieci. Wspinaczka z dolną asekuracją jest dozwolona wyłącznie po zdaniu naszego egzaminu z prowadzenia; wspinaczka na wędkę i bouldering go nie wymagają. Zamiast sypkiej magnezji powinno się używać kulek z magnezją. Członkowie mogą bezpłatnie zawiesić członkostwo maksymalnie na trzy miesiące w roku, ale zawieszenia nie można ustawić z datą wsteczną. Centrum nie ponosi odpowiedzialności za rzeczy osobiste pozostawione w szatniach.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "You don't need it for top-roping or bouldering.",
                        "You also need it for top-roping and bouldering.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("must do a 45-minute induction", "must do a 30-minute induction")], "number"),
            Slip(
                2,
                [("muszą przez cały czas pozostawać", "powinny przez cały czas pozostawać")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-recruitment-privacy-notice-cv-retention",
        source="""How we use your data when you apply for a job

Bramwell Logistics Ltd processes the personal data in your application to assess your suitability for the role. Our lawful basis is Article 6(1)(b) UK GDPR, as the processing is necessary to take steps before entering into a contract. If you are unsuccessful, we will keep your CV and cover letter for six months after the recruitment process closes and then delete them. We do not use automated decision-making to shortlist candidates. We will not share your data with third parties unless we need to carry out a criminal record check, which is only done after a conditional offer. You have the right to complain to the Information Commissioner's Office.""",
        good=[
            Good(
                "preserve",
                """Applying for a job at Bramwell Logistics Ltd: how we use your data

Why do we process your data? To assess your suitability for the role you applied for.
On what lawful basis? Article 6(1)(b) UK GDPR – the processing is necessary to take steps before entering into a contract.
How long do we keep it? If your application is unsuccessful, we keep your CV and cover letter for six months after the recruitment process closes, then delete them.
Do we use automated decision-making to shortlist candidates? No.
Do we share your data? Not with third parties, unless we need to carry out a criminal record check – and that is only done after a conditional offer.
You also have the right to complain to the Information Commissioner's Office.""",
            ),
            Good(
                "preserve",
                """When you apply for a job with Bramwell Logistics Ltd, we process the personal data in your application to decide whether you are suitable for the role. We rely on Article 6(1)(b) UK GDPR, because this processing is necessary to take steps before entering into a contract. Candidates are not shortlisted by automated decision-making. If you are not successful, your CV and cover letter are kept for six months after the recruitment process closes and are then deleted. Your data will not be shared with third parties unless a criminal record check is needed, and such a check is only carried out after a conditional offer. You have the right to complain to the Information Commissioner's Office.""",
            ),
            Good(
                "pl",
                """Jak wykorzystujemy Twoje dane, gdy aplikujesz o pracę

Bramwell Logistics Ltd przetwarza dane osobowe zawarte w Twojej aplikacji, aby ocenić, czy nadajesz się na dane stanowisko. Podstawą prawną jest art. 6 ust. 1 lit. b) UK GDPR, ponieważ przetwarzanie jest niezbędne do podjęcia działań przed zawarciem umowy. Jeśli Twoja kandydatura nie zostanie wybrana, przechowamy Twoje CV i list motywacyjny przez sześć miesięcy od zakończenia procesu rekrutacji, a następnie je usuniemy. Nie wykorzystujemy zautomatyzowanego podejmowania decyzji do preselekcji kandydatów. Nie udostępnimy Twoich danych osobom trzecim, chyba że będziemy musieli przeprowadzić sprawdzenie niekaralności, co następuje wyłącznie po złożeniu warunkowej oferty. Masz prawo wnieść skargę do Information Commissioner's Office.""",
            ),
        ],
        bad=[
            Slip(0, [("Article 6(1)(b) UK GDPR", "Article 6(1)(f) UK GDPR")], "legal_reference"),
            Slip(1, [("are kept for six months", "are kept for twelve months")], "date"),
            Slip(
                2,
                [
                    (
                        "Nie wykorzystujemy zautomatyzowanego podejmowania decyzji",
                        "Wykorzystujemy zautomatyzowane podejmowanie decyzji",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-leisure-centre-lane-swimming-etiquette",
        source="""Lane swimming at Millbrook Leisure Centre

Lanes are marked slow, medium and fast, and swimmers should choose the lane that matches their pace. Always swim clockwise and keep to the left of the lane rope. If you want to overtake, tap the swimmer's foot once and pass at the wall, never mid-length. Fins and hand paddles may be used only in the fast lane and only during adult sessions. Children under 8 are not allowed in lane sessions. Please do not stop at the end of a lane: move to the corner so others can turn. Lifeguards can ask anyone who swims unsafely to leave the pool.""",
        good=[
            Good(
                "preserve",
                """Lane swimming at Millbrook Leisure Centre – the basics

- The lanes are marked slow, medium and fast; you should pick the one that matches your pace.
- Always swim clockwise, keeping to the left of the lane rope.
- To overtake, tap the swimmer's foot once and pass at the wall – never mid-length.
- You may use fins and hand paddles only in the fast lane and only during adult sessions.
- Children under 8 are not allowed in lane sessions.
- Please don't stop at the end of a lane; move into the corner so others can turn.
- Lifeguards can ask anyone swimming unsafely to leave the pool.""",
            ),
            Good(
                "preserve",
                """Millbrook Leisure Centre has slow, medium and fast lanes, and swimmers should use the one that suits their pace. Lane sessions are not open to children under 8. Always swim clockwise and stay to the left of the lane rope. If you need to overtake, tap the swimmer's foot once and pass them at the wall, never in the middle of a length. When you reach the end of a lane, please do not stop there; move to the corner so that others can turn. Fins and hand paddles are permitted only in the fast lane and only in adult sessions. Anyone swimming unsafely can be asked by a lifeguard to leave the pool.""",
            ),
            Good(
                "pl",
                """Pływanie na torach w Millbrook Leisure Centre

Tory są oznaczone jako wolny, średni i szybki, a pływacy powinni wybierać tor odpowiadający ich tempu. Zawsze pływaj zgodnie z ruchem wskazówek zegara i trzymaj się lewej strony liny torowej. Jeśli chcesz kogoś wyprzedzić, dotknij raz jego stopy i wyprzedzaj przy ścianie, nigdy w połowie długości basenu. Płetw i łopatek do rąk można używać wyłącznie na szybkim torze i tylko podczas sesji dla dorosłych. Dzieci poniżej 8 lat nie mają wstępu na sesje pływania na torach. Prosimy nie zatrzymywać się na końcu toru: przesuń się do narożnika, aby inni mogli wykonać nawrót. Ratownicy mogą poprosić każdą osobę pływającą w sposób niebezpieczny o opuszczenie basenu.""",
            ),
        ],
        bad=[
            Slip(0, [("you should pick the one", "you must pick the one")], "modality"),
            Slip(
                1,
                [
                    (
                        "Anyone swimming unsafely can be asked by a lifeguard to leave the pool.",
                        "Anyone swimming unsafely can be asked by a lifeguard to leave the pool and will be barred from lane sessions for a month.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("Dzieci poniżej 8 lat nie mają wstępu", "Dzieci poniżej 8 lat mają wstęp")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-lab-meeting-notes-sequencing-run",
        source="""## Lab meeting notes – 14 May

**Sequencing**
- The MiSeq run from last week failed QC; Priya thinks the library concentration was probably too low.
- We will re-run the samples on Thursday. Results should be available by the end of next week.

**Fieldwork**
- The June trip to the Tatra sites is confirmed for 9–13 June.
- Around 12 people are expected to join; please tell Marek by Friday if you cannot come.

**Action items**
- [ ] Priya: re-quantify libraries with Qubit
- [ ] Tom: book the minibus""",
        good=[
            Good(
                "preserve",
                """## Notes from the lab meeting, 14 May

**Sequencing**
- Last week's MiSeq run did not pass QC. Priya thinks the library concentration was probably too low.
- The samples will be re-run on Thursday, and results should be available by the end of next week.

**Fieldwork**
- The June trip to the Tatra sites is confirmed for 9–13 June.
- About 12 people are expected to join. If you cannot come, please let Marek know by Friday.

**Action items**
- [ ] Priya: re-quantify the libraries with Qubit
- [ ] Tom: book the minibus""",
            ),
            Good(
                "preserve",
                """## Lab meeting – 14 May

**Sequencing**
- Last week's MiSeq run failed QC, probably because the library concentration was too low (Priya's view).
- Samples will be re-run on Thursday; results should be available by the end of next week.

**Fieldwork**
- Tatra sites trip confirmed for 9–13 June.
- Around 12 people expected. Can't come? Please tell Marek by Friday.

**Action items**
- [ ] Priya – re-quantify libraries with Qubit
- [ ] Tom – book the minibus""",
            ),
            Good(
                "pl",
                """## Notatki ze spotkania zespołu – 14 maja

**Sekwencjonowanie**
- Zeszłotygodniowy przebieg na MiSeq nie przeszedł kontroli jakości; Priya uważa, że stężenie bibliotek było prawdopodobnie zbyt niskie.
- Próbki puścimy ponownie w czwartek. Wyniki powinny być dostępne do końca przyszłego tygodnia.

**Teren**
- Czerwcowy wyjazd na stanowiska w Tatrach jest potwierdzony na 9–13 czerwca.
- Spodziewamy się około 12 osób; jeśli nie możesz jechać, daj znać Markowi do piątku.

**Zadania**
- [ ] Priya: ponownie oznaczyć stężenie bibliotek na Qubicie
- [ ] Tom: zarezerwować busa""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- [ ] Priya: re-quantify the libraries with Qubit\n- [ ] Tom: book the minibus",
                        "- [ ] Priya: re-quantify the libraries with Qubit; Tom: book the minibus",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("failed QC, probably because", "failed QC because")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Próbki puścimy ponownie w czwartek. Wyniki powinny być dostępne do końca przyszłego tygodnia.",
                        "We will re-run the samples on Thursday. Results should be available by the end of next week.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-press-release-street-trees-heat-study",
        source="""Press release – University of Eastmoor, 2 October 2025

Street trees can lower pavement temperatures by up to 12 °C on hot afternoons, according to a study published today in Urban Forestry & Urban Greening (vol. 104, article 128612). The team, led by Dr Hannah Okafor, measured surface temperatures at 340 points across Eastmoor during the July 2025 heatwave. Shaded pavements were on average 8.5 °C cooler than unshaded ones, and the effect was strongest under mature plane trees. The authors say the findings suggest that planting in the most exposed streets could reduce heat stress for pedestrians, but they caution that the study covered only one city and one summer.""",
        good=[
            Good(
                "preserve",
                """Press release from the University of Eastmoor, 2 October 2025

A study out today in Urban Forestry & Urban Greening (vol. 104, article 128612) finds that street trees can cut pavement temperatures by as much as 12 °C on hot afternoons. Researchers led by Dr Hannah Okafor measured surface temperatures at 340 points around Eastmoor during the July 2025 heatwave. On average, shaded pavements were 8.5 °C cooler than unshaded ones, with the strongest effect under mature plane trees. According to the authors, the results suggest that planting in the most exposed streets could reduce heat stress for pedestrians, although they caution that the study covered only one city and one summer.""",
            ),
            Good(
                "preserve",
                """University of Eastmoor – press release, 2 October 2025

Key findings of a study published today in Urban Forestry & Urban Greening (vol. 104, article 128612):
- On hot afternoons, street trees can lower pavement temperatures by up to 12 °C.
- Shaded pavements were, on average, 8.5 °C cooler than unshaded ones.
- The effect was strongest beneath mature plane trees.

The team, headed by Dr Hannah Okafor, took surface temperature readings at 340 points across Eastmoor during the heatwave of July 2025. The authors say the findings suggest that planting in the most exposed streets could reduce heat stress for pedestrians. They caution, however, that the study covered just one city and one summer.""",
            ),
            Good(
                "pl",
                """Komunikat prasowy – University of Eastmoor, 2 października 2025 r.

Drzewa przyuliczne mogą w upalne popołudnia obniżać temperaturę chodników nawet o 12°C – wynika z badania opublikowanego dziś w czasopiśmie Urban Forestry & Urban Greening (t. 104, artykuł 128612). Zespół kierowany przez dr Hannah Okafor mierzył temperaturę powierzchni w 340 punktach w Eastmoor podczas fali upałów w lipcu 2025 r. Zacienione chodniki były średnio o 8,5°C chłodniejsze od niezacienionych, a efekt był najsilniejszy pod dojrzałymi platanami. Zdaniem autorów wyniki sugerują, że sadzenie drzew na najbardziej odsłoniętych ulicach mogłoby zmniejszyć stres cieplny u pieszych, jednak zastrzegają oni, że badanie objęło tylko jedno miasto i jedno lato.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Researchers led by Dr Hannah Okafor",
                        "Researchers led by Dr Hannah Okafor, with funding from the Wellcome Trust,",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("(vol. 104, article 128612)", "(vol. 114, article 128612)")], "citation"),
            Slip(2, [("w 340 punktach", "w 430 punktach")], "number"),
        ],
    ),
    Case(
        key="en-university-remote-access-mfa-guide",
        source="""Remote access to university systems

From 1 September, all staff and students must use multi-factor authentication (MFA) to sign in to the VPN and to Outlook on the web. You should register at least two methods, for example the Microsoft Authenticator app and a mobile phone number. Setup usually takes about ten minutes. If you lose your phone, you can request a temporary access code at https://it.caldermere.ac.uk/mfa-reset, but the code will expire after 8 hours. Shared or generic accounts cannot use MFA and may need to be replaced; the IT Service Desk will contact the owners of these accounts. Further guidance is available at https://it.caldermere.ac.uk/remote.""",
        good=[
            Good(
                "preserve",
                """Signing in to university systems remotely

Starting 1 September, all staff and students must use multi-factor authentication (MFA) when signing in to the VPN and to Outlook on the web.

What you should do:
1. Register at least two methods – for example, the Microsoft Authenticator app plus a mobile phone number. Setting this up usually takes about ten minutes.
2. If you lose your phone, you can request a temporary access code at https://it.caldermere.ac.uk/mfa-reset. The code will expire after 8 hours.

Shared or generic accounts cannot use MFA and may need to be replaced; the IT Service Desk will get in touch with the owners of these accounts. You'll find further guidance at https://it.caldermere.ac.uk/remote.""",
            ),
            Good(
                "preserve",
                """From 1 September, all staff and students must use multi-factor authentication (MFA) to sign in to both the VPN and Outlook on the web. You should set up at least two methods, such as the Microsoft Authenticator app and a mobile phone number; this usually takes about ten minutes. Lost your phone? You can ask for a temporary access code at https://it.caldermere.ac.uk/mfa-reset, though it will expire after 8 hours. MFA cannot be used with shared or generic accounts, which may need to be replaced, and the IT Service Desk will contact the people who own them. For further guidance, go to https://it.caldermere.ac.uk/remote.""",
            ),
            Good(
                "pl",
                """Zdalny dostęp do systemów uczelni

Od 1 września wszyscy pracownicy i studenci muszą używać uwierzytelniania wieloskładnikowego (MFA) przy logowaniu do VPN oraz do Outlooka w przeglądarce. Powinno się zarejestrować co najmniej dwie metody, na przykład aplikację Microsoft Authenticator i numer telefonu komórkowego. Konfiguracja trwa zwykle około dziesięciu minut. W razie zgubienia telefonu możesz poprosić o tymczasowy kod dostępu na stronie https://it.caldermere.ac.uk/mfa-reset, ale kod wygaśnie po 8 godzinach. Konta współdzielone lub ogólne nie mogą korzystać z MFA i być może trzeba będzie je zastąpić; IT Service Desk skontaktuje się z właścicielami tych kont. Więcej wskazówek znajdziesz na stronie https://it.caldermere.ac.uk/remote.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("https://it.caldermere.ac.uk/mfa-reset", "https://it.caldermere.ac.uk/reset")],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "You should set up at least two methods",
                        "You must set up at least two methods",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("i być może trzeba będzie je zastąpić", "i trzeba będzie je zastąpić")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-museum-group-visit-booking-conditions",
        source="""Group visits – Harbourside Maritime Museum

Groups of 10 or more must book at least two weeks in advance through our learning team. School groups receive free entry, and we provide one free adult place for every six pupils; additional adults pay £6 each. Other groups get a 15% discount on standard admission. Backpacks are not permitted in the galleries and must be left in the cloakroom, which holds up to 60 bags. Flash photography is not allowed anywhere in the museum. Lunch can be eaten in the picnic room, which seats 40 and must be reserved when you book. We are unable to accept group bookings on the first Monday of each month.""",
        good=[
            Good(
                "preserve",
                """Harbourside Maritime Museum – information for groups

- Booking: groups of 10 or more must book with our learning team at least two weeks ahead. We cannot accept group bookings on the first Monday of each month.
- Prices: entry is free for school groups, with one free adult place for every six pupils; additional adults pay £6 each. Other groups receive 15% off standard admission.
- Bags: backpacks are not permitted in the galleries and must be left in the cloakroom (capacity: up to 60 bags).
- Photography: flash photography is not allowed anywhere in the museum.
- Lunch: you can eat in the picnic room, which seats 40 – it must be reserved when you book.""",
            ),
            Good(
                "preserve",
                """Planning a group visit to Harbourside Maritime Museum? If your group has 10 or more people, you must book through our learning team at least two weeks in advance, and please note that we are unable to accept group bookings on the first Monday of each month. School groups get in free, with one free adult place per six pupils, and any additional adults pay £6 each. Other groups receive a 15% discount on standard admission. Backpacks are not permitted in the galleries, so they must be left in the cloakroom, which has space for up to 60 bags. Flash photography is not allowed anywhere in the museum. You can eat lunch in our 40-seat picnic room, but it must be reserved at the time of booking.""",
            ),
            Good(
                "pl",
                """Wizyty grupowe – Harbourside Maritime Museum

Grupy liczące 10 lub więcej osób muszą dokonać rezerwacji przez nasz dział edukacji z co najmniej dwutygodniowym wyprzedzeniem. Grupy szkolne wchodzą bezpłatnie, a na każdych sześciu uczniów przysługuje jedno bezpłatne miejsce dla osoby dorosłej; dodatkowi dorośli płacą po 6 funtów. Pozostałe grupy otrzymują 15% zniżki od standardowej ceny biletu. Plecaków nie wolno wnosić do sal wystawowych – muszą zostać pozostawione w szatni, która mieści do 60 bagaży. W żadnej części muzeum nie wolno fotografować z lampą błyskową. Lunch można zjeść w sali piknikowej na 40 miejsc, którą trzeba zarezerwować przy dokonywaniu rezerwacji wizyty. W pierwszy poniedziałek każdego miesiąca nie możemy przyjmować rezerwacji grupowych.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "flash photography is not allowed anywhere in the museum.",
                        "flash photography is not allowed anywhere in the museum, and tripods need a permit from the front desk.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Flash photography is not allowed anywhere in the museum.",
                        "Flash photography is allowed throughout the museum.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("płacą po 6 funtów", "płacą po 8 funtów")], "number"),
        ],
    ),
]
