# ruff: noqa: E501, RUF001
"""English source cases of blind set 55: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-podcast-host-upload-takedown-terms",
        source="Creators retain ownership of all audio they upload to Wavecast, but by publishing an episode you grant us a non-exclusive licence to host, transcode and distribute it through our RSS feeds. You must not upload content that you do not have the rights to, including music clips longer than 10 seconds unless you hold a sync licence. If we receive a valid takedown notice, we may remove the episode without prior warning and will notify you by e-mail within 48 hours. Disputes can be submitted through https://wavecast.fm/legal/disputes. Free-plan accounts that publish nothing for 12 consecutive months may be archived; archived feeds are not deleted and can be restored on request.",
        good=[
            Good(
                "preserve",
                """In short, here is what the Wavecast terms say:
- You keep ownership of all the audio you upload. Publishing an episode gives Wavecast a non-exclusive licence to host, transcode and distribute it via its RSS feeds.
- You must not upload anything you don't hold the rights to. That includes music clips over 10 seconds, unless you have a sync licence.
- After a valid takedown notice, Wavecast may remove the episode without warning you first, and will tell you by e-mail within 48 hours.
- Disputes go through https://wavecast.fm/legal/disputes.
- If a free-plan account publishes nothing for 12 months in a row, it may be archived. Archived feeds aren't deleted and can be restored if you ask.""",
            ),
            Good(
                "preserve",
                "All audio uploaded to Wavecast remains the property of the creator; however, publication of an episode grants Wavecast a non-exclusive licence to host, transcode and distribute it through its RSS feeds. Creators must not upload material for which they lack the rights, which includes music clips exceeding 10 seconds in the absence of a sync licence. Upon receipt of a valid takedown notice, Wavecast may remove the episode without prior warning and will notify the creator by e-mail within 48 hours. Disputes can be lodged at https://wavecast.fm/legal/disputes. A free-plan account with no publications for 12 consecutive months may be archived; archived feeds are not deleted and can be restored on request.",
            ),
            Good(
                "pl",
                "Twórcy zachowują prawa własności do wszystkich nagrań przesłanych do Wavecast, ale publikując odcinek, udzielasz nam niewyłącznej licencji na jego hostowanie, transkodowanie i dystrybucję za pośrednictwem naszych kanałów RSS. Nie wolno przesyłać treści, do których nie masz praw, w tym fragmentów muzyki dłuższych niż 10 sekund, chyba że posiadasz licencję synchronizacyjną. Jeśli otrzymamy prawidłowe zgłoszenie naruszenia, możemy usunąć odcinek bez wcześniejszego ostrzeżenia i w ciągu 48 godzin powiadomimy Cię o tym e-mailem. Spory można zgłaszać pod adresem https://wavecast.fm/legal/disputes. Konta w planie bezpłatnym, które przez 12 kolejnych miesięcy niczego nie opublikują, mogą zostać zarchiwizowane; zarchiwizowane kanały nie są usuwane i można je przywrócić na życzenie.",
            ),
        ],
        bad=[
            Slip(0, [("Archived feeds aren't deleted", "Archived feeds are deleted")], "negation"),
            Slip(
                1,
                [("Wavecast may remove the episode", "Wavecast will remove the episode")],
                "modality",
            ),
            Slip(
                2,
                [("https://wavecast.fm/legal/disputes", "https://wavecast.com/legal/disputes")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-alpenrose-ski-school-booking-refunds",
        source="Group lessons at Alpenrose Ski School run daily from 9:30 to 12:00 and must be booked at least 24 hours in advance through the online shop. Children under 4 are not accepted in group classes; they can join the Snow Kindergarten instead. The five-day course costs €245 per person, including lift access on the nursery slope. Cancellations made before 18:00 on the day before the first lesson are refunded in full, minus a €15 handling fee. Lessons missed because of illness are refunded only against a doctor's certificate. If the school cancels a lesson due to weather, you will be offered a replacement or a credit note valid until 30 April 2026.",
        good=[
            Good(
                "preserve",
                """Booking group lessons at Alpenrose Ski School? Here's what to know:
* Classes run every day from 9:30 to 12:00, and you must book them at least 24 hours ahead in the online shop.
* Children under 4 can't join group classes, but they can go to the Snow Kindergarten instead.
* The five-day course is €245 per person, and that includes lift access on the nursery slope.
* Cancel before 18:00 on the day before your first lesson and you get a full refund, less a €15 handling fee.
* Lessons you miss through illness are only refunded if you provide a doctor's certificate.
* If the school calls off a lesson because of the weather, you'll be offered a replacement or a credit note valid until 30 April 2026.""",
            ),
            Good(
                "preserve",
                "Alpenrose Ski School holds group lessons every day between 9:30 and 12:00; bookings must be made via the online shop no later than 24 hours beforehand. The five-day course is priced at €245 per person and includes use of the lift on the nursery slope. Group classes do not accept children younger than 4, who can attend the Snow Kindergarten instead. A full refund, less a €15 handling fee, is given for cancellations received before 18:00 on the day preceding the first lesson. Lessons missed owing to illness are refunded only on presentation of a doctor's certificate. Should the school cancel a lesson because of the weather, participants will be offered either a replacement lesson or a credit note valid until April 30, 2026.",
            ),
            Good(
                "pl",
                "Lekcje grupowe w Szkole Narciarskiej Alpenrose odbywają się codziennie w godzinach 9:30–12:00 i trzeba je zarezerwować w sklepie internetowym co najmniej 24 godziny wcześniej. Dzieci poniżej 4 lat nie są przyjmowane na zajęcia grupowe; zamiast tego mogą dołączyć do Snow Kindergarten. Pięciodniowy kurs kosztuje 245 € od osoby, w tym dostęp do wyciągu na oślej łączce. Rezerwacje anulowane przed 18:00 w dniu poprzedzającym pierwszą lekcję są zwracane w całości, z potrąceniem opłaty manipulacyjnej w wysokości 15 €. Lekcje opuszczone z powodu choroby zwracamy wyłącznie po przedstawieniu zaświadczenia lekarskiego. Jeśli szkoła odwoła lekcję z powodu pogody, otrzymasz lekcję zastępczą lub bon ważny do 30 kwietnia 2026 r.",
            ),
        ],
        bad=[
            Slip(0, [("less a €15 handling fee", "less a €25 handling fee")], "number"),
            Slip(1, [("valid until April 30, 2026", "valid until April 30, 2025")], "date"),
            Slip(
                2,
                [
                    (
                        "nie są przyjmowane na zajęcia grupowe; zamiast tego mogą",
                        "są przyjmowane na zajęcia grupowe; mogą też",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-seismology-aftershock-relocation-abstract",
        source="We analyse 14,212 aftershocks recorded by a dense temporary network of 38 broadband stations in the six months following the 2023 Mw 6.8 Al Haouz earthquake in Morocco. Relocated hypocentres outline a north-dipping fault plane at depths of 20–30 km, which is probably deeper than the rupture inferred from InSAR (Lopez and Ait Brahim, 2024). The aftershock rate decays following a modified Omori law with p ≈ 1.1. We find no clear evidence of migration along strike, although the sparse coverage in the first 10 days may hide early activity. Our results suggest that the mainshock ruptured a blind thrust beneath the High Atlas rather than the mapped Tizi n'Test fault.",
        good=[
            Good(
                "preserve",
                "This study looks at 14,212 aftershocks of Morocco's 2023 Mw 6.8 Al Haouz earthquake, recorded over six months by a dense temporary network of 38 broadband stations. After relocation, the hypocentres trace a fault plane dipping to the north at 20–30 km depth – probably deeper than the rupture inferred from InSAR by Lopez and Ait Brahim (2024). Aftershock rates decline according to a modified Omori law, with p ≈ 1.1. The authors find no clear sign of the activity migrating along strike, though sparse coverage during the first 10 days may conceal early events. The results suggest the mainshock broke a blind thrust beneath the High Atlas, not the mapped Tizi n'Test fault.",
            ),
            Good(
                "preserve",
                "Using a dense temporary array of 38 broadband stations, we analysed 14,212 aftershocks recorded during the six months after the 2023 Mw 6.8 Al Haouz (Morocco) earthquake. The relocated hypocentres define a north-dipping fault plane between 20 and 30 km depth, probably deeper than the InSAR-derived rupture (Lopez and Ait Brahim, 2024). Aftershock decay follows a modified Omori law (p ≈ 1.1). Along-strike migration is not clearly evident, although early activity may be masked by sparse coverage in the first 10 days. Our results suggest that the mainshock ruptured a blind thrust below the High Atlas rather than the mapped Tizi n'Test fault.",
            ),
            Good(
                "pl",
                "Analizujemy 14 212 wstrząsów wtórnych zarejestrowanych przez gęstą tymczasową sieć 38 stacji szerokopasmowych w ciągu sześciu miesięcy po trzęsieniu ziemi Al Haouz w Maroku w 2023 roku (Mw 6,8). Relokowane hipocentra wyznaczają płaszczyznę uskoku zapadającą ku północy na głębokości 20–30 km, prawdopodobnie głębiej niż ruptura wyznaczona na podstawie InSAR (Lopez i Ait Brahim, 2024). Tempo wstrząsów wtórnych maleje zgodnie ze zmodyfikowanym prawem Omoriego z p ≈ 1,1. Nie znajdujemy wyraźnych dowodów migracji wzdłuż biegu uskoku, choć słabe pokrycie w pierwszych 10 dniach może ukrywać wczesną aktywność. Nasze wyniki sugerują, że wstrząs główny rozerwał ślepe nasunięcie pod Atlasem Wysokim, a nie skartowany uskok Tizi n'Test.",
            ),
        ],
        bad=[
            Slip(0, [("Lopez and Ait Brahim (2024)", "Lopez and Ait Brahim (2021)")], "citation"),
            Slip(
                1,
                [
                    (
                        "probably deeper than the InSAR-derived rupture",
                        "deeper than the InSAR-derived rupture",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("Analizujemy 14 212 wstrząsów", "Analizujemy 12 412 wstrząsów")], "number"),
        ],
    ),
    Case(
        key="en-api-rate-limit-docs-markdown",
        source="""## Rate limits

Each API key may make up to **600 requests per minute**. Bulk endpoints such as `POST /v2/batch` count as 5 requests each.

When you exceed the limit, the API returns `429 Too Many Requests` with a `Retry-After` header giving the wait in seconds. Clients must not retry before that time has passed.

- Limits are applied per key, not per IP address.
- Usage is reported in the `X-RateLimit-Remaining` header.
- Enterprise plans can request a higher limit via [support](https://quill.dev/support).

Limits reset at the start of each minute (UTC).""",
        good=[
            Good(
                "preserve",
                """## Rate limits

Every API key is allowed up to **600 requests per minute**. Bulk endpoints like `POST /v2/batch` are counted as 5 requests apiece.

Go over the limit and you'll get `429 Too Many Requests`, along with a `Retry-After` header telling you how many seconds to wait. Your client must not retry until that time has passed.

- Limits apply per key rather than per IP address.
- Your remaining usage is shown in the `X-RateLimit-Remaining` header.
- On an Enterprise plan? You can ask [support](https://quill.dev/support) for a higher limit.

Limits reset at the start of every minute, UTC.""",
            ),
            Good(
                "preserve",
                """## Rate limits

| Item | Rule |
|---|---|
| Requests per API key | up to **600 per minute** |
| `POST /v2/batch` and other bulk endpoints | count as 5 requests each |
| Scope | per key, not per IP address |
| Reset | at the start of each minute (UTC) |

If a key exceeds its limit, the API responds with `429 Too Many Requests` and a `Retry-After` header stating the wait in seconds; clients must not retry until that time has passed. Remaining usage is reported in the `X-RateLimit-Remaining` header. Enterprise plans can request a higher limit from [support](https://quill.dev/support).""",
            ),
            Good(
                "pl",
                """## Limity zapytań

Każdy klucz API może wykonać do **600 zapytań na minutę**. Endpointy zbiorcze, takie jak `POST /v2/batch`, liczą się jako 5 zapytań każdy.

Po przekroczeniu limitu API zwraca `429 Too Many Requests` z nagłówkiem `Retry-After`, który podaje czas oczekiwania w sekundach. Klientom nie wolno ponawiać zapytań przed upływem tego czasu.

- Limity są naliczane na klucz, a nie na adres IP.
- Wykorzystanie jest raportowane w nagłówku `X-RateLimit-Remaining`.
- Klienci planów Enterprise mogą poprosić o wyższy limit przez [pomoc techniczną](https://quill.dev/support).

Limity resetują się na początku każdej minuty (UTC).""",
            ),
        ],
        bad=[
            Slip(0, [("`X-RateLimit-Remaining`", "`X-RateLimit-Reset`")], "code"),
            Slip(1, [("## Rate limits\n\n", "Rate limits\n\n")], "markdown"),
            Slip(2, [("**600 zapytań na minutę**", "**60 zapytań na minutę**")], "number"),
        ],
    ),
    Case(
        key="en-pharmacy-repeat-prescription-ordering",
        source="Our repeat prescription service lets you order regular medicines without visiting the surgery each time. Please request your repeat at least 7 working days before you run out, either in person, through the NHS App or by email to repeats@millbrookpharmacy.co.uk. We cannot accept requests by phone. Controlled drugs, such as some strong painkillers, must be collected by you or a named representative who brings photo ID. Prescriptions not collected within 28 days will be returned to the surgery. If your GP changes your dose, you should wait for the new prescription rather than splitting old tablets. The pharmacy is closed on bank holidays, so allow extra time over Easter and Christmas.",
        good=[
            Good(
                "preserve",
                """How our repeat prescription service works

With our repeat service you can order your regular medicines without going to the surgery every time.

1. Order at least 7 working days before your medicine runs out – in person, in the NHS App, or by emailing repeats@millbrookpharmacy.co.uk. We can't take orders over the phone.
2. Controlled drugs (for example, some strong painkillers) must be picked up by you or by a named representative who brings photo ID.
3. Anything not collected within 28 days goes back to the surgery.
4. If your GP changes your dose, you should wait for the new prescription instead of splitting your old tablets.
5. We're closed on bank holidays, so leave extra time around Easter and Christmas.""",
            ),
            Good(
                "preserve",
                "The repeat prescription service enables patients to obtain regular medication without attending the surgery on each occasion. Requests should be made no later than 7 working days before the current supply runs out, either in person, via the NHS App or by email to repeats@millbrookpharmacy.co.uk; telephone requests cannot be accepted. Controlled drugs, including certain strong painkillers, must be collected by the patient or by a named representative presenting photo ID. Any prescription not collected within 28 days will be returned to the surgery. Where a GP changes a dose, patients should wait for the new prescription rather than split existing tablets. As the pharmacy is closed on bank holidays, extra time should be allowed over Easter and Christmas.",
            ),
            Good(
                "pl",
                "Nasza usługa recept na leki stałe pozwala zamawiać regularnie przyjmowane leki bez każdorazowej wizyty w przychodni. Zamówienie prosimy złożyć co najmniej 7 dni roboczych przed wyczerpaniem się leku – osobiście, przez NHS App lub e-mailem na adres repeats@millbrookpharmacy.co.uk. Nie przyjmujemy zamówień telefonicznych. Leki kontrolowane, np. niektóre silne leki przeciwbólowe, musi odebrać pacjent osobiście lub wskazana z imienia i nazwiska osoba, która okaże dokument tożsamości ze zdjęciem. Recepty nieodebrane w ciągu 28 dni zostaną zwrócone do przychodni. Jeśli lekarz zmieni dawkę, należy poczekać na nową receptę, zamiast dzielić stare tabletki. W dni ustawowo wolne od pracy apteka jest zamknięta, dlatego w okresie Wielkanocy i Bożego Narodzenia prosimy uwzględnić dodatkowy czas.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "We can't take orders over the phone.",
                        "We can also take orders over the phone.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "patients should wait for the new prescription",
                        "patients may wait for the new prescription",
                    )
                ],
                "modality",
            ),
            Slip(2, [("nieodebrane w ciągu 28 dni", "nieodebrane w ciągu 21 dni")], "date"),
        ],
    ),
    Case(
        key="en-festival-campsite-rules-and-wristbands",
        source="Campsites open at 10:00 on Thursday 10 July and close at 12:00 on Monday 14 July. Every camper must wear a valid camping wristband, which is issued with your ticket at the main gate. Gas stoves are allowed in the general campsite, but open fires and disposable barbecues are banned everywhere on site. Glass bottles are not permitted; decant drinks into plastic containers before you arrive. Please take your tent home: most abandoned tents end up in landfill. Quiet hours in the Family Field run from 23:00 to 07:00. Stewards may search bags at the entrance, and anyone refusing a search can be refused entry.",
        good=[
            Good(
                "preserve",
                """Camping at the festival: the essentials
- Opening times: campsites open on Thursday 10 July at 10:00 and close on Monday 14 July at 12:00.
- Wristbands: you'll get your camping wristband with your ticket at the main gate, and every camper must wear a valid one.
- Cooking: gas stoves are fine in the general campsite. Open fires and disposable barbecues are banned across the whole site.
- No glass: glass bottles aren't permitted, so pour your drinks into plastic containers before you come.
- Tents: please take yours home – most abandoned tents end up in landfill.
- Quiet hours: 23:00–07:00 in the Family Field.
- Bag checks: stewards may search bags at the entrance, and if you refuse a search you can be refused entry.""",
            ),
            Good(
                "preserve",
                "Every camper is required to wear a valid camping wristband, handed out together with tickets at the main gate. The campsites are open from 10:00 on Thursday 10 July until 12:00 on Monday 14 July. While gas stoves may be used in the general campsite, open fires and disposable barbecues are prohibited anywhere on site. Glass bottles are not allowed, so drinks should be decanted into plastic containers before arrival. In the Family Field, quiet hours are 23:00 to 07:00. Bags may be searched by stewards at the entrance, and anyone who refuses can be denied entry. Please take your tent home with you, as most abandoned tents end up in landfill.",
            ),
            Good(
                "pl",
                "Pola namiotowe otwierają się w czwartek 10 lipca o 10:00 i zamykają w poniedziałek 14 lipca o 12:00. Każdy uczestnik biwakujący musi nosić ważną opaskę kempingową, którą wydajemy razem z biletem przy bramie głównej. Kuchenki gazowe są dozwolone na ogólnym polu namiotowym, ale otwarty ogień i jednorazowe grille są zakazane na całym terenie. Szklane butelki są niedozwolone – przelej napoje do plastikowych pojemników przed przyjazdem. Prosimy zabrać namiot do domu: większość porzuconych namiotów trafia na wysypisko. Cisza nocna na Family Field obowiązuje od 23:00 do 7:00. Stewardzi mogą przeszukiwać torby przy wejściu, a osobie odmawiającej kontroli można odmówić wstępu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- Quiet hours: 23:00–07:00 in the Family Field.",
                        "- Quiet hours: 23:00–07:00 in the Family Field, which has its own security team patrolling overnight.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Glass bottles are not allowed, so drinks",
                        "Glass bottles are allowed, but drinks",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Każdy uczestnik biwakujący musi nosić",
                        "Każdy uczestnik biwakujący powinien nosić",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-mortgage-overpayment-allowance-guide",
        source="Most fixed-rate mortgages let you overpay up to 10% of the outstanding balance each year without paying an early repayment charge (ERC). Go over that allowance and you will usually be charged between 1% and 5% of the excess, depending on how many years of the fix remain. On a £200,000 loan at 4.5% over 25 years, overpaying £100 a month could save you roughly £17,000 in interest and shorten the term by about three years. Before overpaying, you should build an emergency fund, because money paid into the mortgage is not easy to get back. Check with your lender whether overpayments reduce your monthly payment or the term, as policies differ.",
        good=[
            Good(
                "preserve",
                """**How much can I overpay?** On most fixed-rate mortgages, up to 10% of the outstanding balance a year without triggering an early repayment charge (ERC).

**What if I go over?** You'll usually pay between 1% and 5% of the amount above the allowance, depending on how many years are left on the fix.

**Is it worth it?** On a £200,000 mortgage at 4.5% over 25 years, an extra £100 a month could save you roughly £17,000 in interest and cut about three years off the term.

**Anything to do first?** You should build an emergency fund before overpaying, because money you put into your mortgage is not easy to get back. And check with your lender whether overpayments lower your monthly payment or shorten the term, since policies differ.""",
            ),
            Good(
                "preserve",
                "With most fixed-rate mortgages you can overpay by up to 10% of the outstanding balance each year free of any early repayment charge (ERC); beyond that allowance, a charge of usually 1% to 5% of the excess applies, depending on the years left on the fix. For example, paying an extra £100 a month on a £200,000, 25-year loan at 4.5% could save roughly £17,000 in interest and shorten the term by about three years. You should, however, build an emergency fund before overpaying, since money paid into a mortgage is not easy to get back. Policies differ, so check with your lender whether overpayments reduce your monthly payment or your term.",
            ),
            Good(
                "pl",
                "Większość kredytów hipotecznych o stałym oprocentowaniu pozwala co roku nadpłacić do 10% pozostałego salda bez opłaty za wcześniejszą spłatę (ERC). Jeśli przekroczysz ten limit, zwykle zapłacisz od 1% do 5% nadwyżki, w zależności od tego, ile lat okresu stałej stopy pozostało. Przy kredycie 200 000 £ oprocentowanym na 4,5% na 25 lat nadpłacanie 100 £ miesięcznie mogłoby zaoszczędzić około 17 000 £ odsetek i skrócić okres kredytowania o mniej więcej trzy lata. Zanim zaczniesz nadpłacać, powinieneś zbudować fundusz awaryjny, bo pieniędzy wpłaconych na poczet kredytu nie da się łatwo odzyskać. Sprawdź u swojego kredytodawcy, czy nadpłaty zmniejszają miesięczną ratę, czy skracają okres kredytowania, ponieważ zasady się różnią.",
            ),
        ],
        bad=[
            Slip(0, [("an extra £100 a month", "an extra £150 a month")], "number"),
            Slip(1, [("could save roughly £17,000", "could save £17,000")], "hedge"),
            Slip(
                2,
                [("powinieneś zbudować fundusz awaryjny", "możesz zbudować fundusz awaryjny")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-dinghy-sailing-course-joining-instructions",
        source="Welcome to the RYA Start Sailing course at Loch Tay Sailing Centre. Please arrive by 08:45 on Saturday 7 June so we can issue wetsuits and buoyancy aids before the briefing at 09:15. The course runs over two days and finishes at about 16:30 on Sunday 8 June. You don't need any previous experience, but you must be able to swim 50 metres. Bring warm layers, a waterproof jacket, old trainers you don't mind getting wet and a packed lunch; there is no café on site. Parking is free. If strong winds make sailing unsafe, we will run shore-based sessions instead rather than cancel.",
        good=[
            Good(
                "preserve",
                """Welcome to your RYA Start Sailing course at Loch Tay Sailing Centre!

When: Saturday 7 June to Sunday 8 June. Please get here by 08:45 on Saturday so we can hand out wetsuits and buoyancy aids before the 09:15 briefing. We'll finish at about 16:30 on Sunday.

Who can join: no previous experience is needed, but you must be able to swim 50 metres.

What to bring:
- warm layers
- a waterproof jacket
- old trainers you don't mind getting wet
- a packed lunch (there's no café on site)

Parking is free. If strong winds make it unsafe to sail, we won't cancel – we'll run shore-based sessions instead.""",
            ),
            Good(
                "preserve",
                "Welcome to the RYA Start Sailing course at Loch Tay Sailing Centre. The course takes place over two days, starting with a briefing at 09:15 on Saturday 7 June and finishing at approximately 16:30 on Sunday 8 June. Participants are asked to arrive by 08:45 on the first day so that wetsuits and buoyancy aids can be issued. No previous experience is required; however, all participants must be able to swim 50 metres. As there is no café on site, please bring a packed lunch, along with warm layers, a waterproof jacket and old trainers you don't mind getting wet. Parking is free of charge. Should strong winds make sailing unsafe, shore-based sessions will be run instead of cancelling the course.",
            ),
            Good(
                "pl",
                "Witamy na kursie RYA Start Sailing w Loch Tay Sailing Centre. Prosimy o przybycie do 8:45 w sobotę 7 czerwca, abyśmy zdążyli wydać pianki i kamizelki asekuracyjne przed odprawą o 9:15. Kurs trwa dwa dni i kończy się około 16:30 w niedzielę 8 czerwca. Nie potrzebujesz wcześniejszego doświadczenia, ale musisz umieć przepłynąć 50 metrów. Zabierz ciepłe warstwy ubrań, kurtkę przeciwdeszczową, stare buty sportowe, których nie szkoda zamoczyć, oraz prowiant na lunch – na miejscu nie ma kawiarni. Parking jest bezpłatny. Jeśli silny wiatr uniemożliwi bezpieczne żeglowanie, zamiast odwoływać zajęcia, poprowadzimy sesje na lądzie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Parking is free.",
                        "Parking is free, and changing rooms with hot showers are available.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("arrive by 08:45 on the first day", "arrive by 09:45 on the first day")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "Nie potrzebujesz wcześniejszego doświadczenia, ale musisz",
                        "Potrzebujesz wcześniejszego doświadczenia i musisz",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-lab-specimen-shipping-category-b",
        source="Clinical specimens sent to the Central Reference Laboratory must be packed as UN 3373 Biological Substance, Category B, in line with IATA Packing Instruction 650. Use triple packaging: a leak-proof primary tube, a sealed secondary bag with enough absorbent material for the whole volume, and a rigid outer box at least 100 mm on its smallest side. Each primary receptacle may contain no more than 1 litre of liquid. Keep serum samples at 2–8 °C during transit and ship them Monday to Wednesday only, so that they do not arrive over the weekend. Include the completed request form in the outer packaging, not inside the secondary bag. Questions: shipping@crl-labs.org.",
        good=[
            Good(
                "preserve",
                """How to ship specimens to the Central Reference Laboratory

1. All clinical specimens must be packed as UN 3373 Biological Substance, Category B, following IATA Packing Instruction 650.
2. Use triple packaging: a leak-proof primary tube; a sealed secondary bag with enough absorbent material to take up the entire volume; and a rigid outer box measuring at least 100 mm on its smallest side.
3. Don't put more than 1 litre of liquid in any primary receptacle.
4. Keep serum at 2–8 °C in transit and send it only Monday to Wednesday, so it doesn't arrive over the weekend.
5. Place the completed request form in the outer packaging – not in the secondary bag.

Any questions? Email shipping@crl-labs.org.""",
            ),
            Good(
                "preserve",
                "All clinical specimens for the Central Reference Laboratory must be shipped as UN 3373 Biological Substance, Category B, in accordance with IATA Packing Instruction 650. Triple packaging is to be used, consisting of a leak-proof primary tube, a sealed secondary bag containing sufficient absorbent material for the full volume, and a rigid outer box whose smallest side measures at least 100 mm. No primary receptacle may hold more than 1 litre of liquid. The completed request form belongs in the outer packaging rather than inside the secondary bag. Serum samples are to be kept at 2–8 °C in transit and dispatched only from Monday to Wednesday, so that they do not arrive over the weekend. Enquiries: shipping@crl-labs.org.",
            ),
            Good(
                "pl",
                "Próbki kliniczne wysyłane do Central Reference Laboratory muszą być pakowane jako UN 3373 Substancja biologiczna, kategoria B, zgodnie z instrukcją pakowania IATA 650. Stosuj potrójne opakowanie: szczelną probówkę pierwotną, zamkniętą torebkę wtórną z materiałem chłonnym wystarczającym na całą objętość oraz sztywne pudełko zewnętrzne o najkrótszym boku co najmniej 100 mm. Każde naczynie pierwotne może zawierać nie więcej niż 1 litr płynu. Próbki surowicy przechowuj w transporcie w temperaturze 2–8 °C i wysyłaj je wyłącznie od poniedziałku do środy, aby nie dotarły w weekend. Wypełniony formularz zlecenia umieść w opakowaniu zewnętrznym, a nie w torebce wtórnej. Pytania: shipping@crl-labs.org.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "following IATA Packing Instruction 650",
                        "following IATA Packing Instruction 620",
                    )
                ],
                "legal_reference",
            ),
            Slip(1, [("must be shipped as UN 3373", "can be shipped as UN 3373")], "modality"),
            Slip(2, [("nie więcej niż 1 litr płynu", "nie więcej niż 4 litry płynu")], "number"),
        ],
    ),
    Case(
        key="en-tree-preservation-order-orchard-lane",
        source="NOTICE OF TREE PRESERVATION ORDER. Harrowfield District Council has made the Harrowfield (Orchard Lane No. 2) Tree Preservation Order 2025 under section 198 of the Town and Country Planning Act 1990. The order protects the oak (T1) and two copper beeches (T2 and T3) at 14 Orchard Lane. It took provisional effect on 3 March 2025 and lasts for six months unless confirmed. You must not cut down, top, lop or uproot the protected trees without the council's written consent. Anyone wishing to object or comment should write to the council by 4 April 2025, quoting reference TPO/2025/017. Objections must be in writing and state the reasons.",
        good=[
            Good(
                "preserve",
                """Tree Preservation Order: what it means for you

Harrowfield District Council has made the Harrowfield (Orchard Lane No. 2) Tree Preservation Order 2025 under section 198 of the Town and Country Planning Act 1990.

Which trees are protected? The oak (T1) and the two copper beeches (T2 and T3) at 14 Orchard Lane.

How long does it apply? It took provisional effect on 3 March 2025 and lasts for six months unless it is confirmed.

What can't you do? You must not cut down, top, lop or uproot these trees without the council's written consent.

Want to object or comment? You should write to the council by 4 April 2025, quoting reference TPO/2025/017. Objections must be made in writing and give reasons.""",
            ),
            Good(
                "preserve",
                "Notice is hereby given that, under section 198 of the Town and Country Planning Act 1990, Harrowfield District Council has made the Harrowfield (Orchard Lane No. 2) Tree Preservation Order 2025, protecting one oak (T1) and two copper beeches (T2 and T3) at 14 Orchard Lane. The Order took effect provisionally on 3 March 2025 and will remain in force for six months unless it is confirmed. No person may cut down, top, lop or uproot any of the protected trees without the written consent of the council. Objections and other comments should be sent to the council by 4 April 2025, quoting reference TPO/2025/017; any objection must be made in writing and must state the reasons for it.",
            ),
            Good(
                "pl",
                "ZAWIADOMIENIE O NAKAZIE OCHRONY DRZEW. Rada Okręgu Harrowfield wydała nakaz Harrowfield (Orchard Lane No. 2) Tree Preservation Order 2025 na podstawie sekcji 198 ustawy Town and Country Planning Act 1990. Nakaz obejmuje dąb (T1) i dwa buki purpurowe (T2 i T3) przy 14 Orchard Lane. Wszedł tymczasowo w życie 3 marca 2025 r. i obowiązuje przez sześć miesięcy, chyba że zostanie zatwierdzony. Nie wolno ścinać, przycinać wierzchołków, ogławiać ani karczować chronionych drzew bez pisemnej zgody rady. Osoby, które chcą wnieść sprzeciw lub uwagi, powinny napisać do rady do 4 kwietnia 2025 r., podając sygnaturę TPO/2025/017. Sprzeciw musi mieć formę pisemną i zawierać uzasadnienie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("under section 198 of the Town", "under section 189 of the Town")],
                "legal_reference",
            ),
            Slip(1, [("No person may cut down", "Any person may cut down")], "negation"),
            Slip(2, [("do 4 kwietnia 2025 r.", "do 4 maja 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-insurer-subject-access-request-notice",
        source="Under Article 15 of the UK GDPR, you have the right to ask us for a copy of the personal data we hold about you. We will respond within one month of receiving your request, although this may be extended by a further two months if the request is complex. We do not normally charge a fee, but we may charge a reasonable fee if a request is manifestly unfounded or excessive. You should send requests to our Data Protection Officer at dpo@hartwellinsurance.co.uk. We will probably need to verify your identity before releasing any information. If you are unhappy with our response, you can complain to the Information Commissioner's Office.",
        good=[
            Good(
                "preserve",
                "You're entitled, under Article 15 of the UK GDPR, to ask us for a copy of the personal data we hold on you. Requests should go to our Data Protection Officer at dpo@hartwellinsurance.co.uk. Before releasing anything, we'll probably need to check your identity. We'll reply within one month of getting your request, although if it's complex this may be extended by another two months. Normally there's no fee, but we may charge a reasonable one if a request is manifestly unfounded or excessive. Not happy with our answer? You can complain to the Information Commissioner's Office.",
            ),
            Good(
                "preserve",
                "Article 15 of the UK GDPR gives you the right to obtain from us a copy of the personal data we hold about you. Requests should be addressed to our Data Protection Officer at dpo@hartwellinsurance.co.uk. We will reply within one month of receipt; for complex requests, this period may be extended by a further two months. No fee is normally charged, although we may charge a reasonable fee where a request is manifestly unfounded or excessive. It is likely that we will need to verify your identity before any information is released. Should you be dissatisfied with our response, you can lodge a complaint with the Information Commissioner's Office.",
            ),
            Good(
                "pl",
                "Zgodnie z art. 15 UK GDPR masz prawo zwrócić się do nas o kopię danych osobowych, które o Tobie przechowujemy. Odpowiemy w ciągu miesiąca od otrzymania wniosku, choć w przypadku złożonych wniosków termin ten może zostać przedłużony o kolejne dwa miesiące. Zwykle nie pobieramy opłat, ale możemy pobrać rozsądną opłatę, jeśli wniosek jest ewidentnie nieuzasadniony lub nadmierny. Wnioski należy kierować do naszego inspektora ochrony danych na adres dpo@hartwellinsurance.co.uk. Przed udostępnieniem jakichkolwiek informacji prawdopodobnie będziemy musieli zweryfikować Twoją tożsamość. Jeśli nie jesteś zadowolony z naszej odpowiedzi, możesz złożyć skargę do Information Commissioner's Office.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("we may charge a reasonable one", "we will charge a reasonable one")],
                "modality",
            ),
            Slip(
                1, [("It is likely that we will need to verify", "We will need to verify")], "hedge"
            ),
            Slip(2, [("art. 15 UK GDPR", "art. 17 UK GDPR")], "legal_reference"),
        ],
    ),
    Case(
        key="en-nut-consumption-cohort-study-summary",
        source="A large cohort study published in The BMJ (Okafor et al., 2024; doi:10.1136/bmj-2024-078112) followed 96,000 adults for a median of 11 years and found that people who ate a handful of nuts at least five times a week had a roughly 14% lower risk of cardiovascular disease than those who rarely ate them. Because the study was observational, it cannot show that nuts themselves caused the difference; regular nut eaters also tended to smoke less and exercise more. The authors suggest the benefit may be linked to unsaturated fats and fibre, but they note that salted and sugar-coated nuts were not analysed separately.",
        good=[
            Good(
                "preserve",
                "Eating a handful of nuts at least five times a week was linked to a roughly 14% lower risk of cardiovascular disease, compared with rarely eating them, in a large cohort study in The BMJ (Okafor et al., 2024; doi:10.1136/bmj-2024-078112). The researchers followed 96,000 adults for a median of 11 years. But the study was observational, so it can't show that the nuts themselves caused the difference – regular nut eaters also tended to smoke less and exercise more. The authors suggest unsaturated fats and fibre may be behind the benefit, though they point out that salted and sugar-coated nuts were not analysed separately.",
            ),
            Good(
                "preserve",
                """Key points from Okafor et al. (2024), The BMJ, doi:10.1136/bmj-2024-078112:
- Design: large observational cohort study of 96,000 adults, followed for a median of 11 years.
- Finding: people eating a handful of nuts at least five times a week had a roughly 14% lower risk of cardiovascular disease than those who rarely ate them.
- Caveat: because it is observational, the study cannot show that nuts caused the difference; regular nut eaters also tended to smoke less and exercise more.
- Possible mechanism: the authors suggest the benefit may be linked to unsaturated fats and fibre.
- Limitation: salted and sugar-coated nuts were not analysed separately.""",
            ),
            Good(
                "pl",
                "Duże badanie kohortowe opublikowane w The BMJ (Okafor i in., 2024; doi:10.1136/bmj-2024-078112) objęło 96 000 dorosłych obserwowanych przez medianę 11 lat. Wykazało, że osoby jedzące garść orzechów co najmniej pięć razy w tygodniu miały o około 14% niższe ryzyko chorób sercowo-naczyniowych niż osoby, które jadły je rzadko. Ponieważ było to badanie obserwacyjne, nie może ono dowieść, że różnicę spowodowały same orzechy; osoby regularnie jedzące orzechy na ogół także mniej paliły i więcej ćwiczyły. Autorzy sugerują, że korzyść może wiązać się z nienasyconymi tłuszczami i błonnikiem, zaznaczają jednak, że orzechów solonych i w polewie cukrowej nie analizowano osobno.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "The researchers followed 96,000 adults",
                        "The researchers followed 96,000 adults in Norway and Sweden",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("doi:10.1136/bmj-2024-078112", "doi:10.1136/bmj-2024-071812")], "citation"),
            Slip(2, [("korzyść może wiązać się", "korzyść wiąże się")], "hedge"),
        ],
    ),
    Case(
        key="en-tokenctl-release-notes-breaking-changes",
        source="""## tokenctl 3.2.0 (12 May 2025)

### Breaking changes
- The `--legacy-auth` flag has been removed; use `tokenctl login` instead.
- Config files must now use the `auth.mode` key instead of `auth_type`.
- Python 3.8 is no longer supported.

### New
- `tokenctl status --json` prints machine-readable output.

### Fixes
- `tokenctl sync` no longer deletes local files when the remote folder is empty.
- Proxy settings from `HTTPS_PROXY` are now respected.

You cannot upgrade directly from 2.x. Install 3.0 first, then update to 3.2.0.""",
        good=[
            Good(
                "preserve",
                """## tokenctl 3.2.0 – released 12 May 2025

**Breaking changes.** The `--legacy-auth` flag is gone – use `tokenctl login` instead. Config files now have to use the `auth.mode` key in place of `auth_type`, and Python 3.8 is no longer supported.

**New.** `tokenctl status --json` gives you machine-readable output.

**Fixes.** `tokenctl sync` no longer deletes local files when the remote folder is empty, and proxy settings from `HTTPS_PROXY` are now respected.

**Upgrading from 2.x?** A direct upgrade isn't possible: install 3.0 first, then update to 3.2.0.""",
            ),
            Good(
                "preserve",
                """## tokenctl 3.2.0 (12 May 2025)

### Breaking changes
- Removed the `--legacy-auth` flag. Run `tokenctl login` instead.
- The `auth_type` config key is replaced by `auth.mode`, which config files must now use.
- Dropped support for Python 3.8.

### New
- Machine-readable output via `tokenctl status --json`.

### Fixes
- Local files are no longer deleted by `tokenctl sync` when the remote folder is empty.
- `HTTPS_PROXY` proxy settings are now respected.

Note: there is no direct upgrade path from 2.x. Install 3.0 first and then update to 3.2.0.""",
            ),
            Good(
                "pl",
                """## tokenctl 3.2.0 (12 maja 2025)

### Zmiany niekompatybilne wstecz
- Usunięto flagę `--legacy-auth`; zamiast niej użyj `tokenctl login`.
- Pliki konfiguracyjne muszą teraz używać klucza `auth.mode` zamiast `auth_type`.
- Python 3.8 nie jest już obsługiwany.

### Nowości
- `tokenctl status --json` wypisuje dane w formacie czytelnym maszynowo.

### Poprawki
- `tokenctl sync` nie usuwa już plików lokalnych, gdy folder zdalny jest pusty.
- Ustawienia proxy z `HTTPS_PROXY` są teraz respektowane.

Nie można zaktualizować bezpośrednio z wersji 2.x. Najpierw zainstaluj 3.0, a potem zaktualizuj do 3.2.0.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "`tokenctl sync` no longer deletes local files",
                        "`tokenctl sync` now deletes local files",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Run `tokenctl login` instead.\n- The `auth_type`",
                        "Run `tokenctl login` instead. The `auth_type`",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("`tokenctl status --json`", "`tokenctl status --yaml`")], "code"),
        ],
    ),
    Case(
        key="en-harbour-museum-visiting-hours-tickets",
        source="The Harbour Museum is open Tuesday to Sunday, 10:00–17:00, with late opening until 20:00 on the first Thursday of each month. Admission to the permanent collection is free; tickets for the temporary exhibition 'Salt and Steam' cost £12 for adults and £6 for children aged 5–16, and under-5s go free. We recommend booking online at www.harbourmuseum.org.uk/tickets, as weekend slots often sell out. Large bags and rucksacks must be left in the cloakroom, which holds around 200 items. The café on the second floor serves lunch until 15:00. All galleries are step-free, and wheelchairs can be borrowed at reception.",
        good=[
            Good(
                "preserve",
                """Planning your visit to the Harbour Museum
- Opening hours: Tuesday–Sunday, 10:00–17:00, and until 20:00 on the first Thursday of every month.
- Permanent collection: free entry.
- 'Salt and Steam' (temporary exhibition): adults £12, children aged 5–16 £6, under-5s free. Weekend slots often sell out, so we recommend booking online at www.harbourmuseum.org.uk/tickets.
- Bags: large bags and rucksacks must go in the cloakroom (space for around 200 items).
- Café: second floor, lunch served until 15:00.
- Access: every gallery is step-free, and you can borrow a wheelchair at reception.""",
            ),
            Good(
                "preserve",
                "The Harbour Museum opens Tuesday to Sunday from 10:00 to 17:00, and stays open late, until 20:00, on the first Thursday of every month. You can see the permanent collection for free. For our temporary exhibition, 'Salt and Steam', tickets are £12 for adults and £6 for children aged 5 to 16, while under-5s go free; weekend slots often sell out, so we recommend you book online at www.harbourmuseum.org.uk/tickets. Please note that large bags and rucksacks must be left in the cloakroom, which has room for around 200 items. Lunch is served in the second-floor café until 15:00. All our galleries are step-free, and you can borrow a wheelchair at reception.",
            ),
            Good(
                "pl",
                "Harbour Museum jest czynne od wtorku do niedzieli w godzinach 10:00–17:00, a w pierwszy czwartek każdego miesiąca do 20:00. Wstęp na wystawę stałą jest bezpłatny; bilety na wystawę czasową „Salt and Steam” kosztują 12 £ dla dorosłych i 6 £ dla dzieci w wieku 5–16 lat, a dzieci poniżej 5 lat wchodzą za darmo. Zalecamy rezerwację online na stronie www.harbourmuseum.org.uk/tickets, ponieważ miejsca na weekendy często się wyprzedają. Duże torby i plecaki trzeba zostawić w szatni, która mieści około 200 rzeczy. Kawiarnia na drugim piętrze serwuje lunch do 15:00. Wszystkie galerie są dostępne bez schodów, a wózek inwalidzki można wypożyczyć w recepcji.",
            ),
        ],
        bad=[
            Slip(
                0, [("www.harbourmuseum.org.uk/tickets", "www.harbourmuseum.co.uk/tickets")], "url"
            ),
            Slip(1, [("£6 for children aged 5 to 16", "£8 for children aged 5 to 16")], "number"),
            Slip(
                2,
                [
                    (
                        "Duże torby i plecaki trzeba zostawić w szatni, która mieści około 200 rzeczy. Kawiarnia na drugim piętrze serwuje lunch do 15:00.",
                        "Large bags and rucksacks must be left in the cloakroom, which holds around 200 items. The café on the second floor serves lunch until 15:00.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-public-library-loans-renewals-fines",
        source="Adult members can borrow up to 12 items at a time. Books are lent for three weeks and DVDs for one week. You may renew an item up to three times online, by phone or at any branch, unless another member has reserved it. We no longer charge overdue fines on children's items, but adult items incur 25p per day, up to a maximum of £5 per item. Items that are 8 weeks overdue will be treated as lost and you will be billed for the replacement cost. Interlibrary loans must be collected within 7 days of the notification. Please note that the library will be closed from 23 December to 2 January.",
        good=[
            Good(
                "preserve",
                """Borrowing from the library: a quick guide
- Adult members: up to 12 items at a time.
- Loan periods: three weeks for books, one week for DVDs.
- Renewals: you may renew each item up to three times – online, by phone or at any branch – unless someone else has reserved it.
- Fines: none on children's items any more; adult items cost 25p a day, capped at £5 per item.
- 8 weeks overdue: the item is treated as lost and you'll be billed for the replacement cost.
- Interlibrary loans: these must be collected within 7 days of our notification.
- Closure: the library will be closed from 23 December to 2 January.""",
            ),
            Good(
                "preserve",
                "Adult members can have up to 12 items on loan at once. The loan period is three weeks for books and one week for DVDs. Provided no other member has reserved it, an item may be renewed up to three times, whether online, by telephone or at any branch. Overdue fines are no longer charged on children's items; for adult items, the charge is 25p per day, to a maximum of £5 per item. An item that is 8 weeks overdue will be treated as lost, and the borrower will be billed for its replacement cost. Interlibrary loans must be collected within 7 days of notification. Please note that the library will be closed from 23 December to 2 January.",
            ),
            Good(
                "pl",
                "Dorośli czytelnicy mogą wypożyczyć jednocześnie do 12 pozycji. Książki wypożyczamy na trzy tygodnie, a płyty DVD na tydzień. Każdą pozycję możesz przedłużyć do trzech razy – online, telefonicznie lub w dowolnej filii – chyba że zarezerwował ją inny czytelnik. Nie pobieramy już kar za przetrzymanie materiałów dla dzieci, natomiast za materiały dla dorosłych naliczamy 25 pensów dziennie, maksymalnie 5 £ za pozycję. Pozycje przetrzymane 8 tygodni zostaną uznane za zagubione, a Ty otrzymasz rachunek za koszt ich odkupienia. Wypożyczenia międzybiblioteczne trzeba odebrać w ciągu 7 dni od powiadomienia. Prosimy pamiętać, że od 23 grudnia do 2 stycznia biblioteka będzie nieczynna.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "these must be collected within 7 days",
                        "these should be collected within 7 days",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Overdue fines are no longer charged on children's items",
                        "Overdue fines are now charged on children's items",
                    )
                ],
                "negation",
            ),
            Slip(2, [("od 23 grudnia do 2 stycznia", "od 23 grudnia do 6 stycznia")], "date"),
        ],
    ),
    Case(
        key="en-tenancy-deposit-return-deductions-letter",
        source="Dear Ms Adeyemi, your tenancy at Flat 3, 27 Kingsway ends on 31 August 2025. Your deposit of £1,450 is protected with the Deposit Protection Service, as required by section 213 of the Housing Act 2004. After the check-out inspection we expect to deduct about £180 for carpet cleaning and a broken blind, and we will send you an itemised list with photos. The remaining balance will normally be returned within 10 days of us agreeing the deductions. If you do not agree, you can raise a free dispute with the DPS within three months of the tenancy ending. We will not make any deduction for fair wear and tear.",
        good=[
            Good(
                "preserve",
                """Dear Ms Adeyemi,

Your tenancy of Flat 3, 27 Kingsway ends on 31 August 2025. Your £1,450 deposit is protected with the Deposit Protection Service, as section 213 of the Housing Act 2004 requires. Following the check-out inspection, we expect to deduct about £180 for carpet cleaning and a broken blind, and we'll send you an itemised list with photos. Once we have agreed the deductions, the rest will normally be returned within 10 days. Fair wear and tear won't lead to any deduction. If you disagree, you can raise a free dispute with the DPS within three months of the end of your tenancy.""",
            ),
            Good(
                "preserve",
                """Dear Ms Adeyemi,

We write regarding the end of your tenancy at Flat 3, 27 Kingsway on 31 August 2025.
- Deposit: £1,450, protected with the Deposit Protection Service as required by section 213 of the Housing Act 2004.
- Expected deductions: approximately £180 for carpet cleaning and a broken blind, following the check-out inspection. An itemised list with photographs will be sent to you.
- Fair wear and tear: no deduction will be made.
- Repayment: the remaining balance will normally be returned within 10 days of the deductions being agreed.
- Disputes: should you not agree, you can raise a free dispute with the DPS within three months of the tenancy ending.""",
            ),
            Good(
                "pl",
                "Szanowna Pani Adeyemi, Pani najem lokalu Flat 3, 27 Kingsway kończy się 31 sierpnia 2025 r. Pani kaucja w wysokości 1450 £ jest zabezpieczona w Deposit Protection Service, zgodnie z wymogiem sekcji 213 ustawy Housing Act 2004. Po inspekcji przy wyprowadzce spodziewamy się potrącić około 180 £ za czyszczenie wykładziny i zepsutą roletę; prześlemy Pani szczegółowe zestawienie ze zdjęciami. Pozostała kwota zostanie zwykle zwrócona w ciągu 10 dni od uzgodnienia potrąceń. Jeśli się Pani nie zgadza, może Pani bezpłatnie wszcząć spór w DPS w ciągu trzech miesięcy od zakończenia najmu. Nie dokonamy żadnych potrąceń z tytułu normalnego zużycia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 213 of the Housing Act 2004", "section 213 of the Housing Act 1988")],
                "legal_reference",
            ),
            Slip(1, [("Deposit: £1,450", "Deposit: £1,540")], "number"),
            Slip(2, [("spodziewamy się potrącić około 180 £", "potrącimy 180 £")], "hedge"),
        ],
    ),
    Case(
        key="en-lorest-workshop-paper-submission-dates",
        source="The 9th Workshop on Low-Resource Speech Technology (LoReST 2026) invites submissions on speech recognition, synthesis and evaluation for under-resourced languages. Long papers may be up to 8 pages and short papers up to 4 pages, excluding references. Submissions must be anonymised and uploaded via OpenReview at https://openreview.net/group?id=LoReST/2026 by 13 March 2026 (23:59 AoE). Notifications will be sent on 24 April, and camera-ready versions are due on 8 May. The workshop will be held in person in Lisbon on 3 July 2026, with limited remote presentation for authors who cannot obtain a visa. At least one author of each accepted paper must register.",
        good=[
            Good(
                "preserve",
                """Call for papers: LoReST 2026, the 9th Workshop on Low-Resource Speech Technology

Topics: speech recognition, synthesis and evaluation for under-resourced languages.
Length: long papers up to 8 pages, short papers up to 4 pages (references not counted).
Submission: papers must be anonymised and uploaded via OpenReview at https://openreview.net/group?id=LoReST/2026.

Key dates:
- Submission deadline: 13 March 2026, 23:59 AoE
- Notification: 24 April
- Camera-ready: 8 May
- Workshop: 3 July 2026, in person in Lisbon (limited remote presentation for authors unable to obtain a visa)

At least one author of every accepted paper must register.""",
            ),
            Good(
                "preserve",
                "LoReST 2026, the 9th Workshop on Low-Resource Speech Technology, takes place in person in Lisbon on July 3, 2026; authors who cannot obtain a visa will have limited options to present remotely. We welcome papers on the recognition, synthesis and evaluation of speech in under-resourced languages. Long papers may run to 8 pages and short papers to 4, not counting references. Submissions must be anonymised and uploaded through OpenReview (https://openreview.net/group?id=LoReST/2026) no later than March 13, 2026, 23:59 AoE. Authors will be notified on April 24, and camera-ready papers are due on May 8. Every accepted paper must have at least one registered author.",
            ),
            Good(
                "pl",
                "9. Warsztaty z Technologii Mowy dla Języków o Niskich Zasobach (LoReST 2026) zapraszają do nadsyłania prac dotyczących rozpoznawania, syntezy i ewaluacji mowy w językach o ograniczonych zasobach. Długie artykuły mogą liczyć do 8 stron, a krótkie do 4 stron, nie wliczając bibliografii. Zgłoszenia muszą być zanonimizowane i przesłane przez OpenReview pod adresem https://openreview.net/group?id=LoReST/2026 do 13 marca 2026 r. (23:59 AoE). Powiadomienia zostaną wysłane 24 kwietnia, a wersje ostateczne należy złożyć do 8 maja. Warsztaty odbędą się stacjonarnie w Lizbonie 3 lipca 2026 r., z ograniczoną możliwością prezentacji zdalnej dla autorów, którzy nie mogą uzyskać wizy. Co najmniej jeden autor każdej przyjętej pracy musi się zarejestrować.",
            ),
        ],
        bad=[
            Slip(0, [("- Notification: 24 April", "- Notification: 17 April")], "date"),
            Slip(
                1,
                [
                    (
                        "will have limited options to present remotely.",
                        "will have limited options to present remotely, and all sessions will be live-streamed on YouTube.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "https://openreview.net/group?id=LoReST/2026",
                        "https://openreview.net/group?id=LoReST/2025",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-ferrodb-linux-installer-setup-guide",
        source="""### Installing on Linux

Download the installer and check its checksum before running it:

```
curl -LO https://get.ferrodb.io/install.sh
sha256sum install.sh
```

The installer needs root privileges, so run it with `sudo bash install.sh`. It places the binary in `/usr/local/bin` and creates a config file at `/etc/ferrodb/ferrodb.toml`. Do not edit the config while the service is running; stop it first with `systemctl stop ferrodb`. ARM64 is supported, but 32-bit systems are not. If the checksum does not match the one on the release page, do not run the script.""",
        good=[
            Good(
                "preserve",
                """### Installing on Linux

1. Download the installer and check its checksum before you run it:

   ```
   curl -LO https://get.ferrodb.io/install.sh
   sha256sum install.sh
   ```

2. If the checksum doesn't match the one on the release page, don't run the script.
3. Run the installer as root with `sudo bash install.sh`. It installs the binary to `/usr/local/bin` and creates the config file `/etc/ferrodb/ferrodb.toml`.
4. Don't edit the config while the service is running – stop it first with `systemctl stop ferrodb`.

Supported: ARM64. Not supported: 32-bit systems.""",
            ),
            Good(
                "preserve",
                """### Installing on Linux

Before running the installer, download it and check its checksum:

```
curl -LO https://get.ferrodb.io/install.sh
sha256sum install.sh
```

Do not run the script if the checksum differs from the one on the release page. Because the installer requires root privileges, start it with `sudo bash install.sh`; it puts the binary in `/usr/local/bin` and writes a config file to `/etc/ferrodb/ferrodb.toml`. Stop the service with `systemctl stop ferrodb` before editing the config, which must not be edited while the service is running. ARM64 is supported; 32-bit systems are not.""",
            ),
            Good(
                "pl",
                """### Instalacja w systemie Linux

Pobierz instalator i przed uruchomieniem sprawdź jego sumę kontrolną:

```
curl -LO https://get.ferrodb.io/install.sh
sha256sum install.sh
```

Instalator wymaga uprawnień roota, więc uruchom go poleceniem `sudo bash install.sh`. Umieszcza on plik binarny w `/usr/local/bin` i tworzy plik konfiguracyjny `/etc/ferrodb/ferrodb.toml`. Nie edytuj konfiguracji, gdy usługa jest uruchomiona; najpierw zatrzymaj ją poleceniem `systemctl stop ferrodb`. Architektura ARM64 jest obsługiwana, ale systemy 32-bitowe nie. Jeśli suma kontrolna nie zgadza się z tą podaną na stronie wydania, nie uruchamiaj skryptu.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "2. If the checksum doesn't match the one on the release page, don't run the script.",
                        "2. Jeśli suma kontrolna nie zgadza się z tą podaną na stronie wydania, nie uruchamiaj skryptu.",
                    ),
                    (
                        "4. Don't edit the config while the service is running – stop it first with",
                        "4. Nie edytuj konfiguracji, gdy usługa działa – najpierw zatrzymaj ją poleceniem",
                    ),
                ],
                "wrong_language",
            ),
            Slip(1, [("`systemctl stop ferrodb`", "`systemctl restart ferrodb`")], "code"),
            Slip(2, [("ale systemy 32-bitowe nie", "podobnie jak systemy 32-bitowe")], "negation"),
        ],
    ),
    Case(
        key="en-arctic-sea-ice-decline-literature-review",
        source="Several studies have linked the recent decline in Arctic sea-ice extent to both greenhouse-gas forcing and natural variability. Notz and Stroeve (2016) estimated that each tonne of CO₂ emitted leads to about 3 m² of September sea-ice loss, while Ding et al. (2017, Nature Climate Change, 7, 289–295) attributed perhaps 30–50% of the summer decline since 1979 to atmospheric circulation changes. Most climate models project that the Arctic is likely to be practically ice-free in September before 2050, although the exact timing remains uncertain. However, these projections do not account for all feedbacks, and observational records before the satellite era are sparse.",
        good=[
            Good(
                "preserve",
                "Several studies have tied the recent shrinking of Arctic sea-ice extent to both greenhouse-gas forcing and natural variability. By the estimate of Notz and Stroeve (2016), every tonne of CO₂ emitted results in about 3 m² of September sea-ice loss. Ding et al. (2017, Nature Climate Change, 7, 289–295) put perhaps 30–50% of the summer decline since 1979 down to changes in atmospheric circulation. Most climate models project that the Arctic is likely to be practically ice-free in September before 2050, though exactly when is still uncertain. These projections do not, however, account for every feedback, and observational records from before the satellite era are sparse.",
            ),
            Good(
                "preserve",
                """Recent Arctic sea-ice decline – what the literature says:
- Several studies link it to both greenhouse-gas forcing and natural variability.
- Notz and Stroeve (2016) estimated that about 3 m² of September sea ice is lost per tonne of CO₂ emitted.
- Ding et al. (2017, Nature Climate Change, 7, 289–295) attributed perhaps 30–50% of the summer decline since 1979 to changes in atmospheric circulation.
- Most climate models project that the Arctic is likely to be practically ice-free in September before 2050, but the exact timing remains uncertain.
- Caveats: the projections do not account for all feedbacks, and pre-satellite observational records are sparse.""",
            ),
            Good(
                "pl",
                "Szereg badań wiąże niedawny spadek zasięgu lodu morskiego w Arktyce zarówno z wymuszeniem związanym z gazami cieplarnianymi, jak i ze zmiennością naturalną. Notz i Stroeve (2016) oszacowali, że każda wyemitowana tona CO₂ prowadzi do utraty około 3 m² wrześniowego lodu morskiego, natomiast Ding i in. (2017, Nature Climate Change, 7, 289–295) przypisali zmianom cyrkulacji atmosferycznej być może 30–50% letniego spadku od 1979 roku. Większość modeli klimatycznych przewiduje, że Arktyka prawdopodobnie będzie we wrześniu praktycznie wolna od lodu przed 2050 rokiem, choć dokładny termin pozostaje niepewny. Prognozy te nie uwzględniają jednak wszystkich sprzężeń zwrotnych, a dane obserwacyjne sprzed ery satelitarnej są skąpe.",
            ),
        ],
        bad=[
            Slip(0, [("put perhaps 30–50%", "put 30–50%")], "hedge"),
            Slip(
                1,
                [("Nature Climate Change, 7, 289–295", "Nature Geoscience, 7, 289–295")],
                "citation",
            ),
            Slip(
                2,
                [
                    (
                        "nie uwzględniają jednak wszystkich sprzężeń zwrotnych",
                        "nie uwzględniają jednak wszystkich sprzężeń zwrotnych, w szczególności sprzężenia albedo związanego z topnieniem śniegu na lodzie",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-staff-business-travel-expense-policy",
        source="Employees travelling on company business must book rail and air tickets through the Navan portal unless the fare found elsewhere is at least 15% cheaper. Economy class is standard for all flights under 6 hours; premium economy may be booked for longer flights with your manager's approval. Hotel costs are reimbursed up to £160 per night in London and £110 elsewhere in the UK. Meal allowances are £35 per day and do not cover alcohol. Mileage for private cars is paid at 45p per mile. Claims should be submitted within 30 days of returning, with itemised receipts attached for every expense over £10.",
        good=[
            Good(
                "preserve",
                """Business travel: what you need to know
- Tickets: you must book rail and air tickets through the Navan portal, unless you find a fare elsewhere that's at least 15% cheaper.
- Flights: economy class is standard for any flight under 6 hours. For longer flights you may book premium economy if your manager approves.
- Hotels: reimbursed up to £160 a night in London and £110 a night elsewhere in the UK.
- Meals: £35 a day, not including alcohol.
- Private car mileage: 45p a mile.
- Claims: these should be submitted within 30 days of your return, with itemised receipts for every expense over £10.""",
            ),
            Good(
                "preserve",
                "All rail and air travel on company business must be booked via the Navan portal, unless an alternative fare at least 15% cheaper is found. Economy class is the standard for every flight shorter than 6 hours, while premium economy may be booked for longer flights subject to the manager's approval. Hotel accommodation is reimbursed at up to £160 per night in London and up to £110 per night elsewhere in the UK. The meal allowance of £35 per day does not cover alcohol, and private car mileage is reimbursed at 45p per mile. Expense claims should be submitted within 30 days of return, accompanied by itemised receipts for each expense exceeding £10.",
            ),
            Good(
                "pl",
                "Pracownicy odbywający podróże służbowe muszą rezerwować bilety kolejowe i lotnicze przez portal Navan, chyba że taryfa znaleziona gdzie indziej jest tańsza o co najmniej 15%. Przy lotach krótszych niż 6 godzin standardem jest klasa ekonomiczna; na dłuższe loty można zarezerwować klasę premium economy za zgodą przełożonego. Koszty hotelu są zwracane do 160 £ za noc w Londynie i do 110 £ za noc w pozostałej części Wielkiej Brytanii. Dieta na posiłki wynosi 35 £ dziennie i nie obejmuje alkoholu. Za przejazdy prywatnym samochodem płacimy 45 pensów za milę. Wnioski o zwrot kosztów należy składać w ciągu 30 dni od powrotu, załączając szczegółowe rachunki za każdy wydatek powyżej 10 £.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- Meals: £35 a day, not including alcohol.",
                        "- Meals: £35 a day, not including alcohol, paid automatically with your next monthly salary.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "premium economy may be booked for longer flights",
                        "premium economy must be booked for longer flights",
                    )
                ],
                "modality",
            ),
            Slip(2, [("do 160 £ za noc w Londynie", "do 180 £ za noc w Londynie")], "number"),
        ],
    ),
]
