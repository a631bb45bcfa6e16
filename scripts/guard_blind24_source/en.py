# ruff: noqa: E501, RUF001
"""Blind-24 English source passages, each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-allergy-patch-test",
        source="""Dear Ms Patel, your patch testing appointments at the Dermatology Department, St Luke's Hospital, have been booked for Monday 12 January, Wednesday 14 January and Friday 16 January 2026, each at 9:40 am. You must attend all three visits, as the patches are applied on Monday and read on Wednesday and Friday. Please do not apply steroid creams to your back for 7 days beforehand, and avoid sunbathing or sunbeds for 4 weeks before testing. You can continue taking antihistamines. The patches must stay dry, so you should not shower or exercise heavily until Wednesday. Some redness is likely and usually settles within a few days. To rearrange, call 0114 271 3300 at least 48 hours in advance.""",
        good=[
            Good(
                "preserve",
                """Dear Ms Patel, we have booked your patch tests at St Luke's Hospital's Dermatology Department for three dates: Monday 12 January, Wednesday 14 January and Friday 16 January 2026, with each appointment at 9:40 am. You need to come to all three, because the patches go on on Monday and are read on Wednesday and Friday. For 7 days before the test, please don't put any steroid creams on your back, and keep away from sunbathing and sunbeds for the 4 weeks beforehand. It's fine to keep taking antihistamines. Because the patches have to stay dry, you shouldn't shower or do heavy exercise until Wednesday. You will probably notice some redness, which normally clears within a few days. If you need to rearrange, please ring 0114 271 3300 at least 48 hours beforehand.""",
            ),
            Good(
                "preserve",
                """Dear Ms Patel, I am writing to confirm that your patch testing appointments at the Dermatology Department, St Luke's Hospital, are scheduled for Monday 12 January, Wednesday 14 January and Friday 16 January 2026, at 9:40 am on each day. Attendance at all three appointments is required, since the patches are applied on the Monday and assessed on the Wednesday and Friday. Steroid creams should not be applied to the back during the 7 days prior to testing, and sunbathing and sunbed use should be avoided for 4 weeks beforehand. Antihistamines may be continued. As the patches must be kept dry, showering and strenuous exercise should be avoided until the Wednesday. Mild redness is likely and generally resolves within a few days. Should you need to rearrange, please telephone 0114 271 3300 giving at least 48 hours' notice.""",
            ),
            Good(
                "pl",
                """Szanowna Pani Patel, testy płatkowe w Oddziale Dermatologii Szpitala St Luke's zaplanowano na poniedziałek 12 stycznia, środę 14 stycznia i piątek 16 stycznia 2026 r., za każdym razem na godz. 9:40. Musi Pani przyjść na wszystkie trzy wizyty, ponieważ plastry nakleja się w poniedziałek, a odczytuje w środę i w piątek. Przez 7 dni przed badaniem prosimy nie stosować na plecy kremów sterydowych, a przez 4 tygodnie przed testami unikać opalania i solarium. Leki przeciwhistaminowe może Pani przyjmować nadal. Plastry muszą pozostać suche, dlatego do środy nie należy brać prysznica ani intensywnie ćwiczyć. Zaczerwienienie jest prawdopodobne i zwykle ustępuje w ciągu kilku dni. Aby zmienić termin, prosimy zadzwonić pod numer 0114 271 3300 co najmniej 48 godzin wcześniej.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you shouldn't shower or do heavy exercise until Wednesday",
                        "you can shower but shouldn't do heavy exercise until Wednesday",
                    )
                ],
                "negation",
            ),
            Slip(1, [("Wednesday 14 January", "Wednesday 15 January")], "date"),
            Slip(
                2,
                [
                    (
                        "Musi Pani przyjść na wszystkie trzy wizyty",
                        "Powinna Pani w miarę możliwości przyjść na wszystkie trzy wizyty",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-auction-buyers-premium",
        source="""Buyer's terms for the Autumn Fine Art Sale, Thursday 20 November 2025, 11 am. A buyer's premium of 25% plus VAT is added to the hammer price of every lot. Online bidders using the-saleroom.com pay an additional 4.95%. Payment must be made within 5 working days of the sale; we do not accept cash payments over £5,000. Purchases may be collected from our Harrogate saleroom until Friday 28 November, after which storage is charged at £10 per lot per day. Condition reports are available on request, but all lots are sold as seen and buyers should inspect items before bidding. Estimates are only a guide and the final price will often differ. Shipping can be arranged through our partner, Packhouse Ltd.""",
        good=[
            Good(
                "preserve",
                """Autumn Fine Art Sale – buyer's terms (Thursday 20 November 2025, 11 am):
- Every lot carries a buyer's premium of 25% + VAT on the hammer price.
- Bidding online via the-saleroom.com adds a further 4.95%.
- Pay within 5 working days of the sale. Cash payments above £5,000 are not accepted.
- Collect from our Harrogate saleroom by Friday 28 November; after that, storage costs £10 per lot per day.
- Condition reports are available on request, but lots are sold as seen, so inspect before you bid.
- Estimates are a guide only – the final price will often be different.
- Our partner Packhouse Ltd can arrange shipping.""",
            ),
            Good(
                "preserve",
                """The following terms apply to buyers at the Autumn Fine Art Sale, to be held on Thursday 20 November 2025 at 11 am. A buyer's premium of 25% plus VAT will be added to the hammer price of each lot, and bidders participating online through the-saleroom.com will be charged an additional 4.95%. Payment is due within 5 working days of the sale; cash payments exceeding £5,000 cannot be accepted. Purchased lots may be collected from the Harrogate saleroom until Friday 28 November, after which a storage charge of £10 per lot per day will apply. Condition reports can be provided on request; however, all lots are sold as seen and prospective buyers are advised to inspect items before bidding. Estimates are intended as a guide only, and the final price will frequently differ. Shipping may be arranged through our partner, Packhouse Ltd.""",
            ),
            Good(
                "pl",
                """Warunki dla kupujących – Jesienna Aukcja Sztuki, czwartek 20 listopada 2025 r., godz. 11:00. Do ceny wylicytowanej każdego obiektu doliczana jest opłata aukcyjna w wysokości 25% plus VAT. Licytujący online za pośrednictwem the-saleroom.com płacą dodatkowo 4,95%. Płatności należy dokonać w ciągu 5 dni roboczych od aukcji; nie przyjmujemy płatności gotówkowych powyżej 5000 GBP. Zakupione obiekty można odebrać z naszej sali aukcyjnej w Harrogate do piątku 28 listopada, a po tym terminie pobieramy opłatę za przechowywanie w wysokości 10 GBP za obiekt dziennie. Raporty o stanie obiektów udostępniamy na życzenie, ale wszystkie obiekty są sprzedawane w stanie, w jakim się znajdują, i kupujący powinni obejrzeć je przed licytacją. Estymacje mają charakter wyłącznie orientacyjny, a cena końcowa często się od nich różni. Wysyłkę można zorganizować za pośrednictwem naszego partnera, firmy Packhouse Ltd.""",
            ),
        ],
        bad=[
            Slip(0, [("25% + VAT", "20% + VAT")], "number"),
            Slip(
                1,
                [
                    (
                        "through our partner, Packhouse Ltd.",
                        "through our partner, Packhouse Ltd, which offers free delivery within the UK for lots under 20 kg.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("and the final price will frequently differ", "and the final price will differ")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-bridge-club-congress",
        source="""The Wessex Bridge Congress returns to the Salisbury Guildhall on 7–8 March 2026. Saturday's Swiss Pairs starts at 10:30 and Sunday's Swiss Teams at 10:00; play is expected to finish by about 18:00 each day. Entry costs £28 per player per day, including a sandwich lunch, and must be paid in advance at wessexbridge.org.uk/congress. Entries close on 27 February or when 48 tables are filled, whichever is sooner. Players must be current members of the English Bridge Union; non-members can join on the day for £12. Master points will be awarded at green point level. Partnerships are not guaranteed for single players, but the organiser will try to find you a partner.""",
        good=[
            Good(
                "preserve",
                """Good news, bridge fans: the Wessex Bridge Congress is back at the Salisbury Guildhall on 7–8 March 2026! Swiss Pairs kicks off at 10:30 on Saturday, and Swiss Teams at 10:00 on Sunday, with play likely to wrap up around 18:00 on both days. It's £28 per player per day (sandwich lunch included), and you'll need to pay upfront at wessexbridge.org.uk/congress. Entries close on 27 February, or sooner if all 48 tables fill up. You have to be a current English Bridge Union member – if you're not, you can join on the day for £12. Master points will be awarded at green point level. Coming on your own? We can't promise you a partner, but the organiser will do their best to find one.""",
            ),
            Good(
                "preserve",
                """The Wessex Bridge Congress will once again be held at the Salisbury Guildhall on 7 and 8 March 2026. The Swiss Pairs event will begin at 10:30 on Saturday and the Swiss Teams event at 10:00 on Sunday, with play expected to conclude at approximately 18:00 on each day. The entry fee is £28 per player per day, inclusive of a sandwich lunch, and is payable in advance via wessexbridge.org.uk/congress. Entries will close on 27 February or once 48 tables have been filled, if earlier. Participation is restricted to current members of the English Bridge Union, although non-members may join on the day at a cost of £12. Master points will be awarded at green point level. Partners cannot be guaranteed for individual players; however, the organiser will endeavour to arrange one.""",
            ),
            Good(
                "pl",
                """Kongres Brydżowy Wessex ponownie odbędzie się w Salisbury Guildhall w dniach 7–8 marca 2026 r. Turniej par systemem szwajcarskim rozpocznie się w sobotę o 10:30, a turniej drużyn systemem szwajcarskim w niedzielę o 10:00; gra powinna się zakończyć około 18:00 każdego dnia. Wpisowe wynosi 28 GBP od zawodnika za dzień, obejmuje lunch z kanapkami i należy je opłacić z góry na stronie wessexbridge.org.uk/congress. Zapisy kończą się 27 lutego lub wcześniej, jeśli zapełni się 48 stołów. Zawodnicy muszą być aktualnymi członkami English Bridge Union; osoby niebędące członkami mogą zapisać się do niej na miejscu za 12 GBP. Przyznawane będą punkty klasyfikacyjne (master points) na poziomie zielonym. Pojedynczym graczom nie gwarantujemy partnera, ale organizator postara się go znaleźć.""",
            ),
        ],
        bad=[
            Slip(0, [("Entries close on 27 February", "Entries close on 28 February")], "date"),
            Slip(
                1,
                [("once 48 tables have been filled", "once 40 tables have been filled")],
                "number",
            ),
            Slip(2, [("wessexbridge.org.uk/congress", "wessexbridge.org/congress")], "url"),
        ],
    ),
    Case(
        key="en-braille-transcription",
        source="""Braille and large print transcription – service terms. We transcribe documents into Unified English Braille (grade 2) or large print in 18, 24 or 36 point. Standard turnaround is 10 working days for documents up to 50 pages; longer documents usually take 3 to 4 weeks. Prices start at £1.20 per braille page, and diagrams or tables may cost extra. Files must be sent as editable Word or text files, not scanned PDFs. We cannot transcribe exam papers unless the request comes directly from the exam centre. Blind and partially sighted individuals may request up to 20 pages a month free of charge. Send documents to transcribe@brightline-access.org.uk; urgent jobs can be discussed by phone on 0161 555 0192.""",
        good=[
            Good(
                "preserve",
                """Service terms: braille and large print transcription. Documents can be transcribed into Unified English Braille (grade 2) or into large print at 18, 24 or 36 point. For documents of up to 50 pages, our standard turnaround is 10 working days, while longer documents typically take 3–4 weeks. Braille pages are priced from £1.20 each, and there may be an extra charge for diagrams or tables. Files must be supplied in an editable format (Word or plain text), not as scanned PDFs. Exam papers can only be transcribed if the request comes straight from the exam centre. Blind and partially sighted people can ask for up to 20 pages per month at no charge. Documents should be sent to transcribe@brightline-access.org.uk, and urgent work can be discussed by phone on 0161 555 0192.""",
            ),
            Good(
                "preserve",
                """We can turn your documents into Unified English Braille (grade 2) or large print (18, 24 or 36 point). If a document is 50 pages or fewer, our standard turnaround is 10 working days; longer ones usually take 3 to 4 weeks. Braille costs from £1.20 a page, and diagrams or tables might cost more. You'll need to send us an editable Word or text file – we can't work from scanned PDFs. We won't transcribe exam papers unless the exam centre asks us directly. If you're blind or partially sighted, you can have up to 20 pages a month for free. Email your documents to transcribe@brightline-access.org.uk, or phone 0161 555 0192 to talk about urgent jobs.""",
            ),
            Good(
                "pl",
                """Transkrypcja na brajl i druk powiększony – warunki usługi. Przenosimy dokumenty na brajl w standardzie Unified English Braille (stopień 2) lub na druk powiększony o rozmiarze 18, 24 albo 36 punktów. Standardowy czas realizacji dokumentów do 50 stron wynosi 10 dni roboczych; dłuższe dokumenty zajmują zwykle od 3 do 4 tygodni. Ceny zaczynają się od 1,20 GBP za stronę brajlowską, a za diagramy lub tabele może obowiązywać dopłata. Pliki należy przesyłać w edytowalnym formacie Word lub jako pliki tekstowe, a nie jako zeskanowane pliki PDF. Nie możemy transkrybować arkuszy egzaminacyjnych, chyba że zlecenie pochodzi bezpośrednio od ośrodka egzaminacyjnego. Osoby niewidome i słabowidzące mogą zamówić bezpłatnie do 20 stron miesięcznie. Dokumenty prosimy wysyłać na adres transcribe@brightline-access.org.uk; pilne zlecenia można omówić telefonicznie pod numerem 0161 555 0192.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Files must be supplied in an editable format",
                        "Files should ideally be supplied in an editable format",
                    )
                ],
                "modality",
            ),
            Slip(1, [("up to 20 pages a month", "up to 30 pages a month")], "number"),
            Slip(
                2,
                [("a nie jako zeskanowane pliki PDF", "a także jako zeskanowane pliki PDF")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-cataract-surgery-letter",
        source="""Dear Mr Hughes, your right eye cataract operation is booked for Tuesday 3 February 2026 at the Day Surgery Unit, Royal Berkshire Eye Centre. Please arrive at 7:30 am; you will probably be with us for 3 to 4 hours. The operation is done under local anaesthetic, so you may eat a light breakfast. You must not drive yourself home, and someone should stay with you overnight. Keep taking your usual medicines unless you take warfarin, in which case you need an INR test 2 days before surgery. Most patients notice clearer vision within a week, in line with national guidance (NICE NG77, 2017). Your follow-up check will be with your local optician 4 weeks after surgery.""",
        good=[
            Good(
                "preserve",
                """Dear Mr Hughes, I am writing to confirm that your right eye cataract surgery has been scheduled for Tuesday 3 February 2026 in the Day Surgery Unit at the Royal Berkshire Eye Centre. Please arrive at 7:30 am. Your visit is likely to last 3 to 4 hours. As the procedure is performed under local anaesthetic, a light breakfast is permitted. You must not drive yourself home, and someone should remain with you overnight. Please continue your usual medication; however, if you take warfarin, an INR test will be required 2 days before surgery. In line with national guidance (NICE NG77, 2017), most patients notice clearer vision within a week. Your follow-up check will take place with your local optician 4 weeks after surgery.""",
            ),
            Good(
                "preserve",
                """Dear Mr Hughes, we've booked your right eye cataract operation for Tuesday 3 February 2026 at the Royal Berkshire Eye Centre's Day Surgery Unit. Please get here at 7:30 am – you'll probably be here for 3–4 hours. Because you'll have a local anaesthetic, you can have a light breakfast. You must not drive yourself home afterwards, and someone should stay with you overnight. Carry on with your usual medicines. The exception is warfarin: if you take it, you'll need an INR test 2 days before the operation. Most people find their vision is clearer within a week, which matches national guidance (NICE NG77, 2017). You'll have a follow-up check with your local optician 4 weeks after the operation.""",
            ),
            Good(
                "pl",
                """Szanowny Panie Hughes, operacja zaćmy prawego oka została zaplanowana na wtorek 3 lutego 2026 r. w Oddziale Chirurgii Jednego Dnia w Royal Berkshire Eye Centre. Prosimy przybyć o 7:30; pobyt potrwa prawdopodobnie od 3 do 4 godzin. Zabieg wykonuje się w znieczuleniu miejscowym, więc może Pan zjeść lekkie śniadanie. Nie wolno Panu samodzielnie wracać do domu samochodem, a ktoś powinien zostać z Panem na noc. Prosimy przyjmować dotychczasowe leki, chyba że przyjmuje Pan warfarynę — wtedy konieczne jest oznaczenie INR 2 dni przed zabiegiem. Większość pacjentów zauważa poprawę ostrości widzenia w ciągu tygodnia, co jest zgodne z krajowymi wytycznymi (NICE NG77, 2017). Wizyta kontrolna odbędzie się u lokalnego optyka 4 tygodnie po zabiegu.""",
            ),
        ],
        bad=[
            Slip(0, [("(NICE NG77, 2017)", "(NICE NG77, 2019)")], "citation"),
            Slip(
                0,
                [
                    (
                        "Your visit is likely to last 3 to 4 hours.",
                        "Your visit will last 3 to 4 hours.",
                    )
                ],
                "hedge",
            ),
            Slip(
                1, [("you can have a light breakfast", "you can't have any breakfast")], "negation"
            ),
        ],
    ),
    Case(
        key="en-abstract-dog-walking-falls",
        source="""Background: Regular walking may protect older adults against falls, but dog walking could also raise the risk of tripping. Methods: We analysed data from 2,318 community-dwelling adults aged 65 and over in the Harrow Ageing Cohort, followed from 2016 to 2022. Falls were self-reported every 6 months. Results: Dog owners walked a median of 4.1 more hours per week than non-owners. After adjustment, dog ownership was associated with a 12% lower rate of injurious falls (IRR 0.88, 95% CI 0.79–0.98), but not with all falls. Conclusions: Dog walking is likely beneficial overall, consistent with earlier cohort findings (Okafor et al., 2020), although leash-related falls were not measured and causal conclusions cannot be drawn.""",
        good=[
            Good(
                "preserve",
                """Background. While regular walking may offer older adults protection against falls, walking a dog could also increase their risk of tripping. Methods. Data were analysed for 2,318 community-dwelling adults aged 65 years or older enrolled in the Harrow Ageing Cohort and followed between 2016 and 2022, with falls self-reported at 6-month intervals. Results. Compared with non-owners, dog owners walked a median of 4.1 additional hours per week. In adjusted analyses, owning a dog was associated with a 12% lower rate of injurious falls (IRR 0.88, 95% CI 0.79–0.98), although no association was found with falls overall. Conclusions. On balance, dog walking is likely to be beneficial, which accords with previous cohort evidence (Okafor et al., 2020); however, leash-related falls were not measured, and no causal inferences can be made.""",
            ),
            Good(
                "preserve",
                """Walking regularly might help protect older people from falls, but walking a dog could also make them more likely to trip. To look at this, we used data on 2,318 people aged 65 or older living in the community, all part of the Harrow Ageing Cohort and followed from 2016 to 2022. Every 6 months, participants reported any falls themselves. Dog owners walked 4.1 hours a week more than non-owners (median). Once we adjusted for other factors, owning a dog was linked to a 12% lower rate of falls causing injury (IRR 0.88, 95% CI 0.79–0.98), but not to falls in general. Overall, walking a dog is probably good for older people, which fits with an earlier cohort study by Okafor et al. (2020). Still, we didn't measure falls involving the lead, and we can't say that one thing causes the other.""",
            ),
            Good(
                "pl",
                """Wprowadzenie: Regularne spacery mogą chronić osoby starsze przed upadkami, ale wyprowadzanie psa mogłoby też zwiększać ryzyko potknięć. Metody: Przeanalizowaliśmy dane 2318 osób w wieku 65 lat i starszych, mieszkających we własnych domach, uczestniczących w kohorcie Harrow Ageing Cohort i obserwowanych w latach 2016–2022. Upadki zgłaszano samodzielnie co 6 miesięcy. Wyniki: Mediana czasu spacerów była u właścicieli psów o 4,1 godziny tygodniowo wyższa niż u osób bez psa. Po uwzględnieniu czynników zakłócających posiadanie psa wiązało się z o 12% niższą częstością upadków z urazem (IRR 0,88; 95% CI 0,79–0,98), ale nie z upadkami ogółem. Wnioski: Spacery z psem są prawdopodobnie ogólnie korzystne, co jest zgodne z wcześniejszymi wynikami badań kohortowych (Okafor i in., 2020), choć nie mierzono upadków związanych ze smyczą i nie można wyciągać wniosków przyczynowych.""",
            ),
        ],
        bad=[
            Slip(0, [("(Okafor et al., 2020)", "(Okafor et al., 2002)")], "citation"),
            Slip(
                1,
                [
                    (
                        "walking a dog is probably good for older people",
                        "walking a dog is good for older people",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "an earlier cohort study by Okafor et al. (2020)",
                        "an earlier cohort study by Okonkwo et al. (2020)",
                    )
                ],
                "citation",
            ),
        ],
    ),
    Case(
        key="en-dependency-security-advisory",
        source="""Security advisory: a path traversal flaw (CVE-2025-41872) affects `tarsafe` versions 2.3.0 to 2.5.1. An attacker who can supply a crafted archive may be able to write files outside the extraction directory when `extract_all()` is called with `strict=False`. The issue is fixed in 2.5.2, released on 9 September 2025. All users should upgrade with `pip install --upgrade tarsafe==2.5.2`. If you cannot upgrade immediately, pass `strict=True`, which is the default since 2.4.0; do not disable it for untrusted input. We are not aware of any active exploitation, but the bug is probably easy to reproduce. Full details: https://github.com/tarsafe/tarsafe/security/advisories.""",
        good=[
            Good(
                "preserve",
                """**Security advisory – CVE-2025-41872 (`tarsafe` 2.3.0–2.5.1)**

- What: a path traversal flaw. With a crafted archive, an attacker may be able to write files outside the extraction directory when `extract_all()` runs with `strict=False`.
- Fix: version 2.5.2, released 9 September 2025. Everyone should upgrade: `pip install --upgrade tarsafe==2.5.2`.
- Can't upgrade yet? Pass `strict=True` (the default since 2.4.0), and never turn it off for untrusted input.
- Status: no known active exploitation, though the bug is probably easy to reproduce.
- Details: https://github.com/tarsafe/tarsafe/security/advisories""",
            ),
            Good(
                "preserve",
                """Security advisory: `tarsafe` versions 2.3.0 through 2.5.1 contain a path traversal vulnerability, tracked as CVE-2025-41872. If `extract_all()` is called with `strict=False`, an attacker who can supply a specially crafted archive may be able to write files outside the extraction directory. Version 2.5.2, released on 9 September 2025, fixes the problem, and all users should upgrade by running `pip install --upgrade tarsafe==2.5.2`. Where an immediate upgrade isn't possible, pass `strict=True` – it has been the default since 2.4.0 – and don't disable it for untrusted input. We don't know of any active exploitation, but the bug is probably easy to reproduce. See https://github.com/tarsafe/tarsafe/security/advisories for full details.""",
            ),
            Good(
                "pl",
                """Komunikat bezpieczeństwa: luka typu path traversal (CVE-2025-41872) dotyczy wersji `tarsafe` od 2.3.0 do 2.5.1. Atakujący, który może dostarczyć spreparowane archiwum, może być w stanie zapisać pliki poza katalogiem rozpakowywania, gdy `extract_all()` zostanie wywołane z `strict=False`. Problem usunięto w wersji 2.5.2, wydanej 9 września 2025 r. Wszyscy użytkownicy powinni zaktualizować bibliotekę poleceniem `pip install --upgrade tarsafe==2.5.2`. Jeśli nie możesz od razu zaktualizować, przekazuj `strict=True`, co jest ustawieniem domyślnym od wersji 2.4.0; nie wyłączaj go dla niezaufanych danych. Nie wiemy o aktywnym wykorzystywaniu luki, ale błąd jest prawdopodobnie łatwy do odtworzenia. Szczegóły: https://github.com/tarsafe/tarsafe/security/advisories.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "`pip install --upgrade tarsafe==2.5.2`",
                        "`pip install --upgrade tarsafe==2.5.1`",
                    )
                ],
                "code",
            ),
            Slip(1, [("If `extract_all()` is called", "If `extractall()` is called")], "code"),
            Slip(
                2,
                [
                    (
                        "https://github.com/tarsafe/tarsafe/security/advisories",
                        "https://github.com/tarsafe/security/advisories",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-dry-stone-walling-course",
        source="""Learn the traditional craft of dry stone walling on our two-day beginners' course at Hollins Farm, near Hebden Bridge, on 25–26 April 2026. Sessions run from 9:30 am to 4 pm, and the course is led by a Dry Stone Walling Association certified instructor. No previous experience is needed, but you should be reasonably fit, as the work involves lifting stones of up to 20 kg. Steel toe-capped boots and gloves are essential; we can lend gloves but not boots. The fee is £150, including tea and cake, and you should bring a packed lunch. Groups are limited to 8 people. Book at hollinswalling.co.uk. The course is usually cancelled only in severe weather.""",
        good=[
            Good(
                "preserve",
                """Fancy learning dry stone walling? Join our two-day beginners' course at Hollins Farm, near Hebden Bridge, on 25–26 April 2026. We'll be working from 9:30 am to 4 pm each day, with a Dry Stone Walling Association certified instructor leading the course. You don't need any experience, but you should be reasonably fit – you'll be lifting stones weighing up to 20 kg. You'll absolutely need steel toe-capped boots and gloves; we can lend you gloves, but not boots. It costs £150, which covers tea and cake, and you should bring your own packed lunch. There's room for just 8 people per group. Book at hollinswalling.co.uk. We usually only cancel if the weather is severe.""",
            ),
            Good(
                "preserve",
                """Hollins Farm, near Hebden Bridge, is hosting a two-day beginners' course in traditional dry stone walling on 25–26 April 2026. Sessions take place from 9:30 am to 4 pm and are led by an instructor certified by the Dry Stone Walling Association. While no prior experience is required, participants should have a reasonable level of fitness, since the work involves lifting stones of up to 20 kg. Steel toe-capped boots and gloves are essential; gloves can be borrowed, but boots cannot. The £150 fee includes tea and cake, and participants should bring a packed lunch. Each group is limited to 8 people. Bookings can be made at hollinswalling.co.uk. Cancellation usually occurs only in severe weather.""",
            ),
            Good(
                "pl",
                """Poznaj tradycyjne rzemiosło budowania murów z kamienia na sucho podczas dwudniowego kursu dla początkujących w Hollins Farm niedaleko Hebden Bridge, 25–26 kwietnia 2026 r. Zajęcia trwają od 9:30 do 16:00, a prowadzi je instruktor z certyfikatem Dry Stone Walling Association. Wcześniejsze doświadczenie nie jest potrzebne, ale uczestnicy powinni być w dość dobrej formie fizycznej, ponieważ praca wymaga podnoszenia kamieni ważących do 20 kg. Obuwie ze stalowymi noskami i rękawice są niezbędne; możemy pożyczyć rękawice, ale nie buty. Opłata wynosi 150 GBP i obejmuje herbatę i ciasto; uczestnicy powinni zabrać własny prowiant na lunch. Grupy liczą maksymalnie 8 osób. Zapisy: hollinswalling.co.uk. Kurs jest zwykle odwoływany tylko przy bardzo złej pogodzie.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "which covers tea and cake,",
                        "which covers tea and cake plus a certificate of attendance,",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("stones of up to 20 kg", "stones of up to 30 kg")], "number"),
            Slip(
                2,
                [("Grupy liczą maksymalnie 8 osób.", "Groups are limited to 8 people.")],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-electric-blanket-testing",
        source="""Free electric blanket testing – Cumbria Fire and Rescue Service. Bring your electric blanket to Penrith Fire Station on Saturday 18 October 2025 between 10 am and 2 pm for a free safety test. Testing takes around 15 minutes per blanket. Blankets that fail will not be returned, and you may be able to buy a replacement at a discounted price of £25 on the day. Do not bring blankets that are more than 10 years old: they should be replaced without testing. Blankets must be brought with their controls. Residents over 65 can book a home fire safety visit at the same event. More information is available at cumbriafire.gov.uk/blankets or on 0800 389 4001.""",
        good=[
            Good(
                "preserve",
                """Cumbria Fire and Rescue Service is offering free electric blanket testing. Bring your blanket to Penrith Fire Station on Saturday 18 October 2025, any time between 10 am and 2 pm, and we'll check it's safe at no cost. Each test takes about 15 minutes. Any blanket that fails will be kept by us rather than returned, and on the day you may be able to buy a replacement at the discounted price of £25. Please don't bring blankets more than 10 years old – these should simply be replaced, without testing. You must bring the controls along with the blanket. People over 65 can also book a home fire safety visit at the same event. Find out more at cumbriafire.gov.uk/blankets or call 0800 389 4001.""",
            ),
            Good(
                "preserve",
                """Cumbria Fire and Rescue Service will provide free electric blanket safety testing at Penrith Fire Station on Saturday 18 October 2025 between 10 am and 2 pm. Testing takes approximately 15 minutes per blanket. Blankets that fail the test will not be returned to their owners; discounted replacements may be available for purchase on the day at £25. Blankets more than 10 years old should not be brought for testing, as they should be replaced. All blankets must be accompanied by their controls. Residents aged over 65 may also book a home fire safety visit at the event. Further information can be obtained at cumbriafire.gov.uk/blankets or by calling 0800 389 4001.""",
            ),
            Good(
                "pl",
                """Bezpłatne testy koców elektrycznych – Straż Pożarna hrabstwa Cumbria. W sobotę 18 października 2025 r. w godz. 10:00–14:00 przynieś swój koc elektryczny do remizy straży pożarnej w Penrith, a bezpłatnie sprawdzimy jego bezpieczeństwo. Test jednego koca trwa około 15 minut. Koce, które nie przejdą testu, nie zostaną zwrócone, a na miejscu być może będzie można kupić zamiennik w obniżonej cenie 25 GBP. Nie przynoś koców starszych niż 10 lat – powinno się je wymienić bez testowania. Koce trzeba przynieść razem ze sterownikami. Mieszkańcy powyżej 65. roku życia mogą podczas tego wydarzenia umówić się na domową wizytę dotyczącą bezpieczeństwa pożarowego. Więcej informacji na stronie cumbriafire.gov.uk/blankets lub pod numerem 0800 389 4001.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Any blanket that fails will be kept by us rather than returned",
                        "Any blanket that fails will be returned to you",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "All blankets must be accompanied by their controls.",
                        "Blankets may be accompanied by their controls.",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("W sobotę 18 października 2025 r.", "W sobotę 25 października 2025 r.")],
                "date",
            ),
        ],
    ),
    Case(
        key="en-estate-agent-fees",
        source="""Our fees for selling your property. We charge a commission of 1.2% of the final sale price plus VAT, payable only on completion; if the property does not sell, you pay nothing. As required by section 18 of the Estate Agents Act 1979, this letter sets out in writing what you will pay and when. The agreement gives us sole agency for 12 weeks, after which either party may end it with 14 days' written notice. Professional photography and a floor plan are included; an EPC, if you do not already have one, costs £85. Properties in this area typically sell within 8 to 10 weeks, although this cannot be guaranteed. You should tell us straight away about any offers made to you directly. Questions: sales@kendalmoor-homes.co.uk.""",
        good=[
            Good(
                "preserve",
                """Fees for the sale of your property. Our commission is 1.2% of the final sale price plus VAT and becomes payable only on completion; should the property remain unsold, no fee is due. In accordance with section 18 of the Estate Agents Act 1979, this letter confirms in writing the amount you will pay and when it falls due. The agreement grants us sole agency for a period of 12 weeks, following which either party may terminate it by giving 14 days' written notice. Professional photography and a floor plan are included in the fee; where you do not already hold an EPC, one can be provided for £85. Properties in this area typically sell within 8 to 10 weeks, although we cannot guarantee this. Any offers made to you directly should be reported to us immediately. Please direct any questions to sales@kendalmoor-homes.co.uk.""",
            ),
            Good(
                "preserve",
                """Here's what it costs to sell your home with us. Our commission is 1.2% of the final sale price, plus VAT, and you only pay it on completion – if your home doesn't sell, you pay nothing. Section 18 of the Estate Agents Act 1979 requires us to set out in writing what you'll pay and when, which is what this letter does. We'll be your sole agent for 12 weeks; after that, either of us can end the agreement by giving 14 days' notice in writing. Professional photos and a floor plan are included. If you don't already have an EPC, we can get one for £85. Homes around here typically sell in 8–10 weeks, but we can't guarantee that. If anyone makes you an offer directly, you should let us know straight away. Any questions? Email sales@kendalmoor-homes.co.uk.""",
            ),
            Good(
                "pl",
                """Nasze opłaty za sprzedaż nieruchomości. Pobieramy prowizję w wysokości 1,2% ostatecznej ceny sprzedaży plus VAT, płatną dopiero po finalizacji transakcji; jeśli nieruchomość się nie sprzeda, nic Pan/Pani nie płaci. Zgodnie z wymogiem sekcji 18 ustawy Estate Agents Act 1979 niniejsze pismo określa na piśmie, ile i kiedy należy zapłacić. Umowa przyznaje nam wyłączność na 12 tygodni, po czym każda ze stron może ją wypowiedzieć z zachowaniem 14-dniowego okresu wypowiedzenia złożonego na piśmie. Profesjonalne zdjęcia i plan pomieszczeń są wliczone w cenę; świadectwo charakterystyki energetycznej (EPC), jeśli go Pan/Pani jeszcze nie ma, kosztuje 85 GBP. Nieruchomości w tej okolicy sprzedają się zazwyczaj w ciągu 8–10 tygodni, choć nie możemy tego zagwarantować. O wszelkich ofertach złożonych bezpośrednio Panu/Pani powinien Pan/powinna Pani nas niezwłocznie poinformować. Pytania: sales@kendalmoor-homes.co.uk.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "section 18 of the Estate Agents Act 1979",
                        "section 21 of the Estate Agents Act 1979",
                    )
                ],
                "legal_reference",
            ),
            Slip(1, [("14 days' notice", "28 days' notice")], "number"),
            Slip(1, [("Homes around here typically sell", "Homes around here will sell")], "hedge"),
        ],
    ),
    Case(
        key="en-fertiliser-spreading-rules",
        source="""Closed periods for spreading organic manures in Nitrate Vulnerable Zones. On grassland, farmers must not spread slurry or poultry manure between 1 September and 31 December if the soil is sandy or shallow, or between 15 October and 31 January on other soils. Farmyard manure may be spread during these periods, but no more than 250 kg of total nitrogen per hectare in any 12 months. Spreading is never allowed within 10 metres of surface water or 50 metres of a spring, well or borehole. Farmers should check the weather forecast, as heavy rain within 48 hours is likely to cause run-off (Defra, 2018). Records must be kept for 5 years. Guidance: gov.uk/guidance/nutrient-management-nitrate-vulnerable-zones.""",
        good=[
            Good(
                "preserve",
                """**NVZ closed periods for organic manures**

- Grassland, sandy or shallow soils: no slurry or poultry manure from 1 September to 31 December.
- Grassland, other soils: no slurry or poultry manure from 15 October to 31 January.
- Farmyard manure is allowed in these periods, up to 250 kg total nitrogen per hectare in any 12 months.
- Never spread within 10 m of surface water or within 50 m of a spring, well or borehole.
- Check the forecast: heavy rain within 48 hours will likely cause run-off (Defra, 2018).
- Keep records for 5 years.

Guidance: gov.uk/guidance/nutrient-management-nitrate-vulnerable-zones""",
            ),
            Good(
                "preserve",
                """In Nitrate Vulnerable Zones, closed periods apply to the spreading of organic manures. Slurry and poultry manure must not be applied to grassland on sandy or shallow soils between 1 September and 31 December, or to grassland on other soils between 15 October and 31 January. Farmyard manure may be applied during these periods, subject to a maximum of 250 kg of total nitrogen per hectare in any 12-month period. Spreading is prohibited at all times within 10 metres of surface water and within 50 metres of a spring, well or borehole. Farmers are advised to consult the weather forecast, since heavy rainfall within 48 hours is likely to result in run-off (Defra, 2018). Records must be retained for 5 years. Further guidance is available at gov.uk/guidance/nutrient-management-nitrate-vulnerable-zones.""",
            ),
            Good(
                "pl",
                """Okresy zakazu stosowania nawozów naturalnych na obszarach szczególnie narażonych na azotany (NVZ). Na użytkach zielonych rolnikom nie wolno stosować gnojowicy ani pomiotu drobiowego od 1 września do 31 grudnia na glebach piaszczystych lub płytkich oraz od 15 października do 31 stycznia na pozostałych glebach. W tych okresach można stosować obornik, ale nie więcej niż 250 kg azotu całkowitego na hektar w ciągu dowolnych 12 miesięcy. Nawozów nigdy nie wolno rozprowadzać w odległości mniejszej niż 10 metrów od wód powierzchniowych ani 50 metrów od źródła, studni lub odwiertu. Rolnicy powinni sprawdzać prognozę pogody, ponieważ ulewny deszcz w ciągu 48 godzin prawdopodobnie spowoduje spływ powierzchniowy (Defra, 2018). Dokumentację należy przechowywać przez 5 lat. Wytyczne: gov.uk/guidance/nutrient-management-nitrate-vulnerable-zones.""",
            ),
        ],
        bad=[
            Slip(0, [("from 15 October to 31 January", "from 15 November to 31 January")], "date"),
            Slip(1, [("(Defra, 2018)", "(Environment Agency, 2018)")], "citation"),
            Slip(
                2,
                [
                    (
                        "Nawozów nigdy nie wolno rozprowadzać w odległości mniejszej niż",
                        "Nawozy można rozprowadzać nawet w odległości mniejszej niż",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-fleet-fuel-card-policy",
        source="""## Fuel card policy

Company fuel cards are issued to employees with a pool or company car. The card **must only be used for fuel and AdBlue** for the vehicle registered to it; it cannot be used for car washes, snacks or private vehicles.

- Enter the correct odometer reading at every purchase.
- Report a lost or stolen card to fleet@northgate-logistics.co.uk within 24 hours.
- Receipts should be uploaded to the expenses app by the 5th of the following month.

Private mileage in a company car may be allowed with your manager's approval, but it is reimbursed to the company at 14p per mile. Misuse will usually lead to the card being withdrawn and may result in disciplinary action.""",
        good=[
            Good(
                "preserve",
                """## Fuel card policy

Employees who have a pool or company car are given a company fuel card. **The card may be used only for fuel and AdBlue** for the vehicle it is registered to – not for car washes, snacks or private vehicles.

- Record the correct odometer reading with every purchase.
- If your card is lost or stolen, report it to fleet@northgate-logistics.co.uk within 24 hours.
- Upload receipts to the expenses app by the 5th of the following month.

With your manager's approval, you may be allowed to use a company car for private mileage, but you must reimburse the company at 14p per mile. Misuse will usually result in the card being withdrawn and may lead to disciplinary action.""",
            ),
            Good(
                "preserve",
                """## Using your fuel card

If you have a pool or company car, you'll get a company fuel card. You must only use it to buy **fuel and AdBlue** for the vehicle it's registered to. You can't use it for car washes, snacks or private vehicles.

- Every time you buy fuel, enter the correct odometer reading.
- Lost or stolen card? Tell fleet@northgate-logistics.co.uk within 24 hours.
- You should upload your receipts to the expenses app by the 5th of the next month.

Your manager may approve private mileage in a company car, but you'll pay the company back at 14p per mile. Misusing the card will usually mean it's taken away, and you could face disciplinary action.""",
            ),
            Good(
                "pl",
                """## Zasady korzystania z kart paliwowych

Firmowe karty paliwowe otrzymują pracownicy korzystający z samochodu z puli lub samochodu służbowego. Kartą **wolno płacić wyłącznie za paliwo i AdBlue** do pojazdu, do którego jest przypisana; nie można jej używać do płacenia za myjnię, przekąski ani za prywatne pojazdy.

- Przy każdym zakupie wpisz prawidłowy stan licznika.
- Zgubienie lub kradzież karty zgłoś na adres fleet@northgate-logistics.co.uk w ciągu 24 godzin.
- Paragony powinny zostać przesłane do aplikacji wydatkowej do 5. dnia następnego miesiąca.

Prywatne przejazdy samochodem służbowym mogą być dozwolone za zgodą przełożonego, ale firma otrzymuje za nie zwrot w wysokości 14 pensów za milę. Nadużycia zwykle skutkują odebraniem karty i mogą prowadzić do postępowania dyscyplinarnego.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "**The card may be used only for fuel and AdBlue** for",
                        "**The card may be used only for fuel and AdBlue for",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [("You must only use it to buy", "You should ideally only use it to buy")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "w ciągu 24 godzin.",
                        "w ciągu 24 godzin – wydanie nowej karty kosztuje 10 GBP.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-gpu-driver-release",
        source="""### Driver 565.20 release notes (14 October 2025)

- Adds support for the RX-9 series; performance in ray-traced games improves by up to 18% in our internal tests.
- Fixes a crash in Blender 4.2 when `Cycles` rendering was cancelled.
- Drops support for Windows 8.1; version 550.40 remains available for those systems but will not receive further updates.

Before installing, you should uninstall the previous driver with `gpu-clean --all`. A clean install may reset your display profiles. Known issue: HDMI audio may occasionally cut out on some monitors; a fix is expected in the next release. Download: https://drivers.nimbusgpu.com/565.20.""",
        good=[
            Good(
                "preserve",
                """### Release notes: driver 565.20 (14 October 2025)

- New: RX-9 series support, with ray-traced games running up to 18% faster in our internal tests.
- Fixed: Blender 4.2 crashing when `Cycles` rendering was cancelled.
- Removed: Windows 8.1 support. Version 550.40 is still available for those systems, but it won't get any more updates.

Uninstall the previous driver with `gpu-clean --all` before installing this one. Note that a clean install may reset your display profiles. Known issue: on some monitors, HDMI audio may occasionally cut out – we expect to fix this in the next release. Download from https://drivers.nimbusgpu.com/565.20.""",
            ),
            Good(
                "preserve",
                """### Driver 565.20 – what's new (released 14 October 2025)

- The RX-9 series is now supported, and in our internal tests ray-traced games run up to 18% faster.
- Blender 4.2 no longer crashes when you cancel `Cycles` rendering.
- Windows 8.1 is no longer supported. If you're on that system, you can still use version 550.40, though it won't be updated again.

We recommend removing your previous driver with `gpu-clean --all` before you install. Be aware that a clean install may reset your display profiles. One known issue: HDMI audio may now and then drop out on some monitors, and a fix is expected in the next release. Get the driver at https://drivers.nimbusgpu.com/565.20.""",
            ),
            Good(
                "pl",
                """### Informacje o wydaniu sterownika 565.20 (14 października 2025 r.)

- Dodano obsługę serii RX-9; w naszych testach wewnętrznych wydajność w grach z ray tracingiem wzrasta nawet o 18%.
- Naprawiono awarię Blendera 4.2 przy anulowaniu renderowania `Cycles`.
- Zakończono obsługę systemu Windows 8.1; wersja 550.40 pozostaje dostępna dla tych systemów, ale nie będzie już aktualizowana.

Przed instalacją zalecamy odinstalowanie poprzedniego sterownika poleceniem `gpu-clean --all`. Czysta instalacja może zresetować profile wyświetlania. Znany problem: na niektórych monitorach dźwięk przez HDMI może czasami zanikać; poprawka spodziewana jest w kolejnym wydaniu. Pobieranie: https://drivers.nimbusgpu.com/565.20.""",
            ),
        ],
        bad=[
            Slip(0, [("`gpu-clean --all`", "`gpu-clean --force`")], "code"),
            Slip(
                0,
                [("but it won't get any more updates", "and it will keep getting updates")],
                "negation",
            ),
            Slip(1, [("up to 18% faster", "up to 28% faster")], "number"),
        ],
    ),
    Case(
        key="en-gym-membership-freeze",
        source="""Freezing your membership. Members on a 12-month contract can freeze their membership for between 1 and 3 months once per contract year. A freeze costs £5 per month, and your contract end date moves back by the length of the freeze. You must request a freeze at least 7 days before your next payment date, either at reception or through the PulseFit app. Medical freezes are free but require a doctor's note. You cannot use any PulseFit club while your membership is frozen, and classes booked during that period will be cancelled. Most requests are usually processed within 2 working days. See pulsefit.co.uk/freeze for full terms.""",
        good=[
            Good(
                "preserve",
                """How to freeze your membership. If you're on a 12-month contract, you can freeze your membership once per contract year for anywhere from 1 to 3 months. Freezing costs £5 a month, and your contract end date is pushed back by however long the freeze lasts. You need to ask for a freeze at least 7 days before your next payment date – at reception or in the PulseFit app. Medical freezes cost nothing, but you'll need a note from your doctor. While your membership is frozen, you can't use any PulseFit club, and any classes you've booked for that time will be cancelled. Most requests are usually processed within 2 working days. Full terms: pulsefit.co.uk/freeze.""",
            ),
            Good(
                "preserve",
                """Membership freeze. Members holding a 12-month contract are entitled to freeze their membership for a period of 1 to 3 months, once in each contract year. A fee of £5 per month applies, and the contract end date will be extended by the duration of the freeze. Freeze requests must be submitted no later than 7 days before the next payment date, either at reception or via the PulseFit app. Medical freezes are free of charge, subject to the provision of a doctor's note. Access to all PulseFit clubs is suspended while a membership is frozen, and any classes booked during that period will be cancelled. Most requests are typically processed within 2 working days. Full terms are available at pulsefit.co.uk/freeze.""",
            ),
            Good(
                "pl",
                """Zawieszenie członkostwa. Osoby z umową na 12 miesięcy mogą zawiesić członkostwo na okres od 1 do 3 miesięcy raz w roku umownym. Zawieszenie kosztuje 5 GBP miesięcznie, a data zakończenia umowy przesuwa się o czas trwania zawieszenia. Wniosek o zawieszenie trzeba złożyć co najmniej 7 dni przed kolejną datą płatności – w recepcji lub w aplikacji PulseFit. Zawieszenie z powodów medycznych jest bezpłatne, ale wymaga zaświadczenia lekarskiego. W czasie zawieszenia nie można korzystać z żadnego klubu PulseFit, a zajęcia zarezerwowane na ten okres zostaną anulowane. Większość wniosków jest zwykle rozpatrywana w ciągu 2 dni roboczych. Pełny regulamin: pulsefit.co.uk/freeze.""",
            ),
        ],
        bad=[
            Slip(0, [("You need to ask for a freeze", "You can ask for a freeze")], "modality"),
            Slip(
                1,
                [
                    (
                        "Most requests are typically processed within 2 working days.",
                        "All requests are processed within 2 working days.",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "Medical freezes cost nothing,",
                        "Medical freezes cost nothing and can last up to 6 months,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-horse-passport",
        source="""Horse passports: what owners need to know. Under the Equine Identification (England) Regulations 2018, every horse, pony and donkey must have a passport and be microchipped. Foals must be identified by 31 December of the year of birth or within 6 months of birth, whichever is later. The passport must travel with the animal when it is moved, although it does not need to accompany a horse being ridden or led on the road. If you sell a horse, you must give the passport to the buyer, and the new owner has 30 days to register the change of ownership. Failure to comply may lead to a fine of up to £5,000. You can check a horse's record on the Central Equine Database at equineregister.co.uk.""",
        good=[
            Good(
                "preserve",
                """Horse passports: guidance for owners. The Equine Identification (England) Regulations 2018 require every horse, pony and donkey to be microchipped and to have a passport. Foals must be identified by 31 December in their year of birth or within 6 months of birth, whichever is the later date. Whenever an animal is moved, its passport must accompany it; this does not apply, however, to a horse being ridden or led on the road. On the sale of a horse, the passport must be handed to the buyer, and the new owner then has 30 days in which to register the change of ownership. Non-compliance may result in a fine of up to £5,000. A horse's record can be checked on the Central Equine Database at equineregister.co.uk.""",
            ),
            Good(
                "preserve",
                """What horse owners need to know about passports. The Equine Identification (England) Regulations 2018 say that all horses, ponies and donkeys must be microchipped and have a passport. A foal has to be identified by 31 December of the year it was born or within 6 months of birth – whichever comes later. When you move an animal, its passport must go with it, but you don't need to carry it when you're riding or leading a horse on the road. If you sell a horse, you must hand the passport over to the buyer; the new owner then has 30 days to register the change of ownership. Breaking these rules could mean a fine of up to £5,000. You can look up a horse's record on the Central Equine Database at equineregister.co.uk.""",
            ),
            Good(
                "pl",
                """Paszporty koni – co muszą wiedzieć właściciele. Zgodnie z rozporządzeniem Equine Identification (England) Regulations 2018 każdy koń, kuc i osioł musi mieć paszport i być oznakowany mikroczipem. Źrebięta muszą zostać zidentyfikowane do 31 grudnia roku urodzenia lub w ciągu 6 miesięcy od urodzenia, w zależności od tego, który termin jest późniejszy. Paszport musi towarzyszyć zwierzęciu podczas przemieszczania, ale nie trzeba go mieć przy sobie, gdy koń jest prowadzony lub dosiadany na drodze. Sprzedając konia, trzeba przekazać paszport kupującemu, a nowy właściciel ma 30 dni na zarejestrowanie zmiany własności. Nieprzestrzeganie przepisów może skutkować grzywną do 5000 GBP. Dane konia można sprawdzić w Centralnej Bazie Koniowatych (Central Equine Database) na stronie equineregister.co.uk.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "The Equine Identification (England) Regulations 2018",
                        "The Equine Identification (England) Regulations 2008",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "but you don't need to carry it when you're riding",
                        "and you also need to carry it when you're riding",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Sprzedając konia, trzeba przekazać paszport",
                        "Sprzedając konia, można przekazać paszport",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-hot-air-balloon-flights",
        source="""Balloon flights from Bath: booking information. Flights operate from April to September, at dawn and in the early evening, and last about one hour in the air; allow around 4 hours in total. Because ballooning depends on calm weather, roughly 40% of flights are cancelled, and we will usually confirm or cancel by 3 pm the day before. Cancelled flights can be rebooked free of charge; tickets are valid for 24 months but are non-refundable. Passengers must be at least 8 years old and 1.2 m tall, and anyone over 19 stone (120 kg) must book a 'comfort' ticket at £289 instead of the standard £219. You should wear flat shoes. Book at skyward-balloons.co.uk or call 01225 448 900.""",
        good=[
            Good(
                "preserve",
                """Booking a balloon flight from Bath. We fly from April to September, at dawn and in the early evening. You'll be in the air for about an hour, but you should allow roughly 4 hours in total. Ballooning needs calm weather, so around 40% of flights get cancelled; we'll usually let you know by 3 pm the day before whether your flight is going ahead. If it's cancelled, you can rebook for free. Tickets are valid for 24 months, but you can't get a refund. Passengers must be at least 8 years old and 1.2 m tall. Anyone over 19 stone (120 kg) has to book a 'comfort' ticket at £289 rather than a standard one at £219. Please wear flat shoes. Book at skyward-balloons.co.uk or on 01225 448 900.""",
            ),
            Good(
                "preserve",
                """Balloon flights from Bath – booking information. Flights operate between April and September, at dawn and in the early evening, with approximately one hour spent in the air; passengers should allow around 4 hours overall. As ballooning is dependent on calm weather conditions, approximately 40% of flights are cancelled, and confirmation or cancellation will normally be given by 3 pm on the preceding day. Cancelled flights may be rebooked at no charge. Tickets remain valid for 24 months but are non-refundable. Passengers must be a minimum of 8 years of age and 1.2 m in height, and those weighing over 19 stone (120 kg) are required to purchase a 'comfort' ticket at £289 in place of the standard £219 ticket. Flat shoes should be worn. Bookings can be made at skyward-balloons.co.uk or by calling 01225 448 900.""",
            ),
            Good(
                "pl",
                """Loty balonem z Bath – informacje o rezerwacji. Loty odbywają się od kwietnia do września, o świcie i wczesnym wieczorem; w powietrzu spędza się około godziny, ale na całość trzeba przeznaczyć mniej więcej 4 godziny. Ponieważ baloniarstwo zależy od bezwietrznej pogody, odwoływanych jest około 40% lotów, a potwierdzenie lub odwołanie przekazujemy zwykle do 15:00 dnia poprzedniego. Odwołany lot można bezpłatnie przełożyć; bilety są ważne 24 miesiące, ale nie podlegają zwrotowi. Pasażerowie muszą mieć co najmniej 8 lat i 1,2 m wzrostu, a osoby ważące ponad 19 stone (120 kg) muszą wykupić bilet „comfort” za 289 GBP zamiast standardowego za 219 GBP. Prosimy założyć płaskie buty. Rezerwacje: skyward-balloons.co.uk lub tel. 01225 448 900.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("we'll usually let you know by 3 pm", "we'll always let you know by 3 pm")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Flat shoes should be worn.",
                        "Flat shoes should be worn, and a glass of champagne is served on landing.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Odwołany lot można bezpłatnie przełożyć; bilety są ważne 24 miesiące, ale nie podlegają zwrotowi.",
                        "Cancelled flights can be rebooked free of charge; tickets are valid for 24 months but are non-refundable.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-invoice-late-payment",
        source="""Payment terms. Our invoices are payable within 30 days of the invoice date. If payment is late, we may charge statutory interest under the Late Payment of Commercial Debts (Interest) Act 1998 at 8% above the Bank of England base rate, plus fixed compensation of £40, £70 or £100 depending on the size of the debt. We will send a reminder 7 days after the due date and a final notice after 21 days. We do not offer early payment discounts. Disputes must be raised in writing within 14 days of receiving an invoice, quoting the invoice number, to accounts@fernleaprint.co.uk. Clients with a good payment record can usually agree extended 60-day terms from 1 April 2026.""",
        good=[
            Good(
                "preserve",
                """Payment terms. Invoices are due for payment within 30 days of the invoice date. In the event of late payment, we reserve the right to charge statutory interest under the Late Payment of Commercial Debts (Interest) Act 1998 at 8% above the Bank of England base rate, together with fixed compensation of £40, £70 or £100 according to the size of the debt. A reminder will be issued 7 days after the due date, followed by a final notice after 21 days. No discount is offered for early payment. Any dispute must be raised in writing, quoting the invoice number, within 14 days of receipt of the invoice, by e-mail to accounts@fernleaprint.co.uk. From 1 April 2026, clients with a good payment record can usually arrange extended terms of 60 days.""",
            ),
            Good(
                "preserve",
                """How and when to pay us. Please pay each invoice within 30 days of its date. If you pay late, we may add statutory interest at 8% above the Bank of England base rate under the Late Payment of Commercial Debts (Interest) Act 1998, as well as a fixed compensation charge of £40, £70 or £100 depending on how much is owed. We'll send you a reminder 7 days after the due date, then a final notice after 21 days. We don't give discounts for paying early. If you want to dispute an invoice, you must do so in writing within 14 days of receiving it, quote the invoice number and send it to accounts@fernleaprint.co.uk. From 1 April 2026, clients who pay reliably can usually agree longer, 60-day terms.""",
            ),
            Good(
                "pl",
                """Warunki płatności. Nasze faktury są płatne w ciągu 30 dni od daty wystawienia. W przypadku opóźnienia w płatności możemy naliczyć odsetki ustawowe na podstawie ustawy Late Payment of Commercial Debts (Interest) Act 1998 w wysokości 8% powyżej stopy bazowej Banku Anglii oraz stałą rekompensatę w wysokości 40, 70 lub 100 GBP w zależności od kwoty długu. Przypomnienie wyślemy 7 dni po terminie płatności, a ostateczne wezwanie po 21 dniach. Nie oferujemy rabatów za wcześniejszą płatność. Reklamacje należy zgłaszać na piśmie w ciągu 14 dni od otrzymania faktury, podając jej numer, na adres accounts@fernleaprint.co.uk. Klienci, którzy terminowo regulują płatności, mogą zwykle od 1 kwietnia 2026 r. uzgodnić wydłużony, 60-dniowy termin płatności.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "the Late Payment of Commercial Debts (Interest) Act 1998",
                        "the Late Payment of Commercial Debts (Interest) Act 2013",
                    )
                ],
                "legal_reference",
            ),
            Slip(1, [("8% above the Bank of England", "4% above the Bank of England")], "number"),
            Slip(2, [("od 1 kwietnia 2026 r.", "od 1 stycznia 2026 r.")], "date"),
        ],
    ),
    Case(
        key="en-judo-grading",
        source="""Kyu grading – Saturday 6 December 2025, Meadowbank Sports Centre. Juniors (under 16) grade from 9:30 am and seniors from 1 pm. To enter, players must have completed at least 3 months of regular training since their last grade and hold a current British Judo licence. The entry fee is £20, payable to the club by 28 November; late entries will not be accepted. Players should arrive 30 minutes early to weigh in and must wear a clean white judogi with no jewellery. Parents may watch from the balcony but are not allowed on the mat area. Results are usually announced at the end of each session, and new belts can be bought on the day for £8.""",
        good=[
            Good(
                "preserve",
                """Kyu grading is on Saturday 6 December 2025 at Meadowbank Sports Centre. Juniors (under 16) start grading at 9:30 am, seniors at 1 pm. To take part, you need a current British Judo licence and at least 3 months of regular training since your last grade. Entry costs £20 and must be paid to the club by 28 November – we won't take late entries. Please arrive 30 minutes early for the weigh-in. You must wear a clean white judogi and no jewellery. Parents are welcome to watch from the balcony but can't come onto the mat area. Results are usually announced at the end of each session, and you can buy new belts on the day for £8.""",
            ),
            Good(
                "preserve",
                """Kyu grading will take place on Saturday 6 December 2025 at Meadowbank Sports Centre, with juniors (under 16) grading from 9:30 am and seniors from 1 pm. Eligibility requires a minimum of 3 months' regular training since the player's last grade and a current British Judo licence. An entry fee of £20 is payable to the club by 28 November, and late entries will not be accepted. Players are asked to arrive 30 minutes in advance for the weigh-in and must wear a clean white judogi, without jewellery. Parents may observe from the balcony; however, they are not permitted on the mat area. Results are normally announced at the conclusion of each session, and new belts will be available for purchase on the day at £8.""",
            ),
            Good(
                "pl",
                """Egzamin na stopnie kyu – sobota 6 grudnia 2025 r., Meadowbank Sports Centre. Juniorzy (poniżej 16 lat) zdają od 9:30, a seniorzy od 13:00. Aby przystąpić do egzaminu, zawodnik musi mieć za sobą co najmniej 3 miesiące regularnych treningów od ostatniego stopnia oraz ważną licencję British Judo. Opłata wynosi 20 GBP i należy ją wnieść w klubie do 28 listopada; zgłoszenia po terminie nie będą przyjmowane. Zawodnicy powinni przyjść 30 minut wcześniej na ważenie i muszą mieć czyste białe judogi, bez biżuterii. Rodzice mogą oglądać egzamin z balkonu, ale nie mogą wchodzić na matę. Wyniki ogłaszane są zwykle na koniec każdej sesji, a nowe pasy można kupić na miejscu za 8 GBP.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "must be paid to the club by 28 November",
                        "can be paid to the club by 28 November",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "and late entries will not be accepted",
                        "and late entries will also be accepted",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "at Meadowbank Sports Centre.",
                        "at Meadowbank Sports Centre, where parking is free for players.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-kimchi-recipe",
        source="""## Quick cabbage kimchi

**Makes about 1 litre.** You will need 1 Napa cabbage (about 1 kg), 60 g coarse sea salt, 4 garlic cloves, a 3 cm piece of ginger, 2 tbsp gochugaru and 4 spring onions.

1. Cut the cabbage into 4 cm pieces, toss with the salt and leave for 2 hours, turning every 30 minutes.
2. Rinse three times and drain well; do not skip rinsing or the kimchi will be far too salty.
3. Mix in the garlic, ginger, gochugaru and spring onions, then pack into a clean jar.

Leave at room temperature for 1–2 days, then refrigerate. It will probably taste best after a week and keeps for up to 3 months.""",
        good=[
            Good(
                "preserve",
                """## Quick cabbage kimchi

**Yield: roughly 1 litre.** Ingredients: 1 Napa cabbage (around 1 kg), 60 g coarse sea salt, 4 cloves of garlic, 3 cm of ginger, 2 tbsp gochugaru, 4 spring onions.

1. Chop the cabbage into 4 cm pieces, toss it with the salt and let it stand for 2 hours, turning it every 30 minutes.
2. Rinse three times and drain thoroughly. Don't skip the rinsing, or the kimchi will end up far too salty.
3. Stir in the garlic, ginger, gochugaru and spring onions and pack everything into a clean jar.

Keep it at room temperature for 1–2 days, then move it to the fridge. It will probably taste best after a week and will keep for up to 3 months.""",
            ),
            Good(
                "preserve",
                """## Speedy cabbage kimchi

**This makes about 1 litre.** Grab 1 Napa cabbage (about 1 kg), 60 g of coarse sea salt, 4 garlic cloves, a 3 cm chunk of ginger, 2 tbsp of gochugaru and 4 spring onions.

1. Cut the cabbage into 4 cm pieces, toss it in the salt and leave it for 2 hours, giving it a turn every 30 minutes.
2. Rinse it three times and drain it well – don't skip the rinsing, or your kimchi will be way too salty.
3. Mix in the garlic, ginger, gochugaru and spring onions, then pack it all into a clean jar.

Leave it out at room temperature for 1–2 days, then pop it in the fridge. It'll probably be at its best after a week, and it keeps for up to 3 months.""",
            ),
            Good(
                "pl",
                """## Szybkie kimchi z kapusty

**Wychodzi około 1 litra.** Potrzebujesz: 1 kapusty pekińskiej (około 1 kg), 60 g gruboziarnistej soli morskiej, 4 ząbków czosnku, 3-centymetrowego kawałka imbiru, 2 łyżek gochugaru i 4 dymek.

1. Pokrój kapustę na kawałki o boku 4 cm, wymieszaj z solą i odstaw na 2 godziny, przewracając co 30 minut.
2. Opłucz trzy razy i dobrze odsącz; nie pomijaj płukania, bo kimchi będzie zdecydowanie za słone.
3. Wmieszaj czosnek, imbir, gochugaru i dymkę, a następnie ciasno przełóż do czystego słoika.

Zostaw na 1–2 dni w temperaturze pokojowej, a potem wstaw do lodówki. Najlepiej będzie smakować prawdopodobnie po tygodniu; można je przechowywać do 3 miesięcy.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("## Quick cabbage kimchi\n\n**Yield", "## Quick cabbage kimchi **Yield")],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "It'll probably be at its best after a week",
                        "It'll be at its best after a week",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("odstaw na 2 godziny", "odstaw na 12 godzin")], "number"),
        ],
    ),
    Case(
        key="en-linter-release-notes",
        source="""## lintwise 3.0 (released 2 February 2026)

This major release changes some defaults, so you should read these notes before upgrading.

- The `--fix` flag no longer applies unsafe fixes; add `--unsafe-fixes` to enable them.
- Configuration must now live in `pyproject.toml` under `[tool.lintwise]`; the old `.lintwise.cfg` file is not read.
- Rule `LW204` (unused imports) is now enabled by default.

Python 3.9 is no longer supported. Most projects can upgrade without changes, but large codebases will likely see new warnings. Migration guide: https://lintwise.dev/migrate/3.0.""",
        good=[
            Good(
                "preserve",
                """## lintwise 3.0 – released 2 February 2026

A major release with changed defaults: read these notes before you upgrade.

- `--fix` won't apply unsafe fixes anymore. To enable them, add `--unsafe-fixes`.
- Configuration has to be in `pyproject.toml`, under `[tool.lintwise]`. The old `.lintwise.cfg` file is ignored.
- `LW204` (unused imports) is now on by default.

Python 3.9 support has been dropped. Most projects can upgrade with no changes, though large codebases will likely get new warnings. Migration guide: https://lintwise.dev/migrate/3.0.""",
            ),
            Good(
                "preserve",
                """## What's new in lintwise 3.0

lintwise 3.0 came out on 2 February 2026. It's a major release that changes some defaults, so you should read these notes before upgrading.

- Unsafe fixes are no longer applied by `--fix`; you need to add `--unsafe-fixes` if you want them.
- Your configuration now has to go in `pyproject.toml`, in the `[tool.lintwise]` section – lintwise doesn't read the old `.lintwise.cfg` file anymore.
- The `LW204` rule, which catches unused imports, is now turned on by default.

Support for Python 3.9 has ended. Most projects can upgrade without changing anything, but big codebases will likely see some new warnings. The migration guide is at https://lintwise.dev/migrate/3.0.""",
            ),
            Good(
                "pl",
                """## lintwise 3.0 (wydany 2 lutego 2026 r.)

To duże wydanie zmienia niektóre ustawienia domyślne, dlatego przed aktualizacją powinno się przeczytać te informacje.

- Flaga `--fix` nie stosuje już niebezpiecznych poprawek; aby je włączyć, dodaj `--unsafe-fixes`.
- Konfiguracja musi się teraz znajdować w pliku `pyproject.toml` w sekcji `[tool.lintwise]`; stary plik `.lintwise.cfg` nie jest odczytywany.
- Reguła `LW204` (nieużywane importy) jest teraz domyślnie włączona.

Python 3.9 nie jest już obsługiwany. Większość projektów można zaktualizować bez zmian, ale w dużych bazach kodu prawdopodobnie pojawią się nowe ostrzeżenia. Przewodnik migracji: https://lintwise.dev/migrate/3.0.""",
            ),
        ],
        bad=[
            Slip(0, [("add `--unsafe-fixes`", "add `--unsafe-fix`")], "code"),
            Slip(
                0,
                [
                    (
                        "Configuration has to be in `pyproject.toml`",
                        "Configuration can be in `pyproject.toml`",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("https://lintwise.dev/migrate/3.0", "https://lintwise.dev/migration/3.0")],
                "url",
            ),
        ],
    ),
]
