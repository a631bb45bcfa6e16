# ruff: noqa: E501, RUF001
"""English source cases of blind set 64: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-climbing-wall-waiver-rules",
        source="By signing this form you confirm that you have read and understood the wall rules. Climbers under 16 must be supervised by a registered adult at all times and may not use the lead walls. You must not climb above the red line on the bouldering wall without a mat underneath. Chalk balls are permitted, but loose chalk is not. Staff may refuse entry to anyone who appears to be under the influence of alcohol. Induction sessions last 45 minutes and cost £12 per person. Your waiver remains valid for 12 months from the date you sign it, after which you should complete a new one at reception.",
        good=[
            Good(
                "preserve",
                """Before you climb, please note the following:

- Signing this form confirms that you have read and understood our wall rules.
- Anyone under 16 must be supervised by a registered adult at all times and may not use the lead walls.
- You must not climb above the red line on the bouldering wall unless there is a mat beneath you.
- Chalk balls are allowed; loose chalk is not.
- Staff may turn away anyone who appears to be under the influence of alcohol.
- An induction session takes 45 minutes and costs £12 per person.
- Your waiver is valid for 12 months from the day you sign it. After that, you should fill in a new one at reception.""",
            ),
            Good(
                "preserve",
                "The signatory confirms that they have read and understood the wall rules. This waiver is valid for 12 months from the date of signing; thereafter, a new form should be completed at reception. Climbers aged under 16 must be supervised at all times by a registered adult and may not use the lead walls. Climbers must not go above the red line on the bouldering wall without a mat underneath. Chalk balls are permitted, although loose chalk is not. Staff may refuse entry to any person who appears to be under the influence of alcohol. Induction sessions are 45 minutes long and are charged at £12 per person.",
            ),
            Good(
                "pl",
                "Podpisując ten formularz, potwierdzasz, że przeczytałeś i zrozumiałeś regulamin ścianki. Osoby poniżej 16 lat muszą przez cały czas pozostawać pod opieką zarejestrowanej osoby dorosłej i nie mogą korzystać ze ścian do wspinaczki z dolną asekuracją. Nie wolno wspinać się powyżej czerwonej linii na ścianie boulderowej, jeśli pod spodem nie ma materaca. Kulki z magnezją są dozwolone, ale sypka magnezja już nie. Personel może odmówić wstępu każdemu, kto sprawia wrażenie osoby pod wpływem alkoholu. Szkolenie wprowadzające trwa 45 minut i kosztuje 12 funtów od osoby. Oświadczenie zachowuje ważność przez 12 miesięcy od daty podpisania; po tym czasie powinieneś wypełnić nowe w recepcji.",
            ),
        ],
        bad=[
            Slip(0, [("costs £12 per person", "costs £15 per person")], "number"),
            Slip(1, [("and may not use the lead walls", "and may use the lead walls")], "negation"),
            Slip(2, [("Personel może odmówić wstępu", "Personel musi odmówić wstępu")], "modality"),
        ],
    ),
    Case(
        key="en-boiler-service-visit-confirmation",
        source="Thank you for booking your annual boiler service with Hartwell Heating. Your engineer, Dan Price, will visit on Tuesday 14 October 2025 between 8:00 and 12:00. Please make sure someone aged 18 or over is at home and that the boiler and any flue access points are clear. The service usually takes about an hour. If the engineer finds a fault, they will explain the options before doing any extra work, and no repair will be carried out without your approval. To rearrange, use the link in this email or visit hartwellheating.co.uk/bookings at least 48 hours before your slot. Questions? Email service@hartwellheating.co.uk.",
        good=[
            Good(
                "preserve",
                "Your annual boiler service with Hartwell Heating is booked – thank you! Dan Price, your engineer, will come on Tuesday 14 October 2025, some time between 8 am and midday. Please have someone aged 18 or over at home, and keep the boiler and any flue access points clear. A service usually takes about an hour. If Dan finds a fault, the options will be explained to you before any extra work is done; nothing will be repaired without your approval. Need to rearrange? Use the link in this email or go to hartwellheating.co.uk/bookings at least 48 hours before your slot. Any questions can be sent to service@hartwellheating.co.uk.",
            ),
            Good(
                "preserve",
                """Booking confirmed: annual boiler service with Hartwell Heating

- Engineer: Dan Price
- Date: Tuesday, 14 October 2025
- Arrival window: 8:00–12:00
- Duration: usually about one hour

What we need from you: someone aged 18 or over at home, with the boiler and any flue access points kept clear.

If a fault is found, the engineer will explain your options before any extra work is done — no repair goes ahead without your approval.

To rearrange, use the link in this email or visit hartwellheating.co.uk/bookings no later than 48 hours before your slot. For questions, email service@hartwellheating.co.uk.""",
            ),
            Good(
                "pl",
                "Dziękujemy za zarezerwowanie corocznego przeglądu kotła w firmie Hartwell Heating. Nasz serwisant, Dan Price, przyjdzie we wtorek 14 października 2025 r. między 8:00 a 12:00. Prosimy zadbać, aby w domu była osoba, która ukończyła 18 lat, oraz aby dostęp do kotła i wszystkich punktów rewizyjnych przewodu spalinowego był swobodny. Przegląd trwa zwykle około godziny. Jeśli serwisant wykryje usterkę, przed wykonaniem jakichkolwiek dodatkowych prac wyjaśni dostępne możliwości, a żadna naprawa nie zostanie przeprowadzona bez Państwa zgody. Aby zmienić termin, prosimy skorzystać z linku w tej wiadomości lub wejść na hartwellheating.co.uk/bookings co najmniej 48 godzin przed wyznaczoną wizytą. Pytania prosimy kierować na adres service@hartwellheating.co.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "A service usually takes about an hour.",
                        "A service usually takes about an hour and includes a free carbon monoxide safety check.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Date: Tuesday, 14 October 2025", "Date: Tuesday, 24 October 2025")], "date"),
            Slip(
                2,
                [
                    (
                        "wejść na hartwellheating.co.uk/bookings",
                        "wejść na hartwellheating.com/bookings",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-community-radio-presenter-volunteer-rules",
        source="All volunteers presenting on Riverside FM must complete the studio induction before going on air alone. Presenters are responsible for everything broadcast during their show, including phone-ins and guest comments. You must not play music that is not logged in the station's music system, because unlogged tracks cannot be reported for licensing. Political opinions should be avoided, and during election periods, Section 6 of the Ofcom Broadcasting Code applies to all programmes. Shows may be pre-recorded, but the recording must be uploaded at least 24 hours before broadcast. If you cannot cover your slot, tell the programme coordinator as early as possible; repeated no-shows may lead to your slot being reassigned.",
        good=[
            Good(
                "preserve",
                "Volunteering as a presenter on Riverside FM? Here's what you need to know. Before you go on air alone, you must complete the studio induction. Everything broadcast during your show is your responsibility — phone-ins and guest comments included. You must not play any music that hasn't been logged in the station's music system, since unlogged tracks can't be reported for licensing. You should avoid expressing political opinions, and during election periods all programmes are subject to Section 6 of the Ofcom Broadcasting Code. You may pre-record your show, but the recording must be uploaded at least 24 hours before it airs. Can't cover your slot? Let the programme coordinator know as early as possible — repeated no-shows may result in your slot being given to someone else.",
            ),
            Good(
                "preserve",
                """Riverside FM: rules for volunteer presenters

1. All volunteer presenters must complete the studio induction before going on air alone.
2. Presenters are responsible for all content broadcast in their show, including phone-ins and guest comments.
3. Music that is not logged in the station's music system must not be played, as unlogged tracks cannot be reported for licensing.
4. Political opinions should be avoided. During election periods, Section 6 of the Ofcom Broadcasting Code applies to every programme.
5. Shows may be pre-recorded, but the recording must be uploaded no later than 24 hours before broadcast.
6. If you are unable to cover your slot, inform the programme coordinator as early as possible. Repeated no-shows may lead to the slot being reassigned.""",
            ),
            Good(
                "pl",
                "Wszyscy wolontariusze prowadzący audycje w Riverside FM muszą przejść szkolenie studyjne, zanim samodzielnie wejdą na antenę. Prowadzący odpowiada za wszystko, co zostanie wyemitowane w trakcie jego audycji, w tym za telefony od słuchaczy i wypowiedzi gości. Nie wolno puszczać muzyki, która nie została zarejestrowana w systemie muzycznym stacji, ponieważ niezarejestrowanych utworów nie da się zgłosić do rozliczeń licencyjnych. Powinno się unikać wyrażania poglądów politycznych, a w okresie wyborczym do wszystkich audycji ma zastosowanie sekcja 6 Kodeksu nadawczego Ofcom (Ofcom Broadcasting Code). Audycje mogą być nagrywane wcześniej, ale nagranie musi zostać wgrane co najmniej 24 godziny przed emisją. Jeśli nie możesz poprowadzić swojej audycji, jak najwcześniej poinformuj koordynatora programowego; powtarzające się nieobecności mogą skutkować przydzieleniem Twojego pasma komuś innemu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("subject to Section 6 of the Ofcom", "subject to Section 5 of the Ofcom")],
                "legal_reference",
            ),
            Slip(
                1,
                [("Political opinions should be avoided.", "Political opinions must be avoided.")],
                "modality",
            ),
            Slip(
                2,
                [("Nie wolno puszczać muzyki, która", "Wolno puszczać muzykę, która")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-static-site-readtime-plugin-readme",
        source="""# eleventy-plugin-readtime

Adds an estimated reading time to your Eleventy pages.

## Installation

```bash
npm install eleventy-plugin-readtime --save-dev
```

Then register it in `.eleventy.js`:

```js
eleventyConfig.addPlugin(readTime, { wordsPerMinute: 220 });
```

## Notes

- Requires Eleventy 2.0 or later; version 1.x is not supported.
- The default speed is 200 words per minute if `wordsPerMinute` is not set.
- Code blocks are excluded from the count by default.
- Estimates are rounded up to the nearest minute, so short posts will show at least `1 min`.""",
        good=[
            Good(
                "preserve",
                """# eleventy-plugin-readtime

An Eleventy plugin that adds an estimated reading time to your pages.

## Installation

Install it as a dev dependency:

```bash
npm install eleventy-plugin-readtime --save-dev
```

Next, register the plugin in `.eleventy.js`:

```js
eleventyConfig.addPlugin(readTime, { wordsPerMinute: 220 });
```

## Notes

- Eleventy 2.0 or later is required; 1.x is not supported.
- If you don't set `wordsPerMinute`, the speed defaults to 200 words per minute.
- By default, code blocks don't count towards the total.
- Estimates are rounded up to the nearest whole minute, so even short posts will show at least `1 min`.""",
            ),
            Good(
                "preserve",
                """# eleventy-plugin-readtime

This plugin shows an estimated reading time on Eleventy pages.

## Installation

1. Add the package to your dev dependencies:

   ```bash
   npm install eleventy-plugin-readtime --save-dev
   ```

2. Register it in `.eleventy.js`:

   ```js
   eleventyConfig.addPlugin(readTime, { wordsPerMinute: 220 });
   ```

## Notes

- **Compatibility:** Eleventy 2.0 or later only; 1.x is not supported.
- **Default speed:** 200 words per minute, used when `wordsPerMinute` is not set.
- **Code blocks:** excluded from the count by default.
- **Rounding:** estimates are rounded up to the nearest minute, so short posts will show at least `1 min`.""",
            ),
            Good(
                "pl",
                """# eleventy-plugin-readtime

Dodaje do stron Eleventy szacowany czas czytania.

## Instalacja

```bash
npm install eleventy-plugin-readtime --save-dev
```

Następnie zarejestruj wtyczkę w pliku `.eleventy.js`:

```js
eleventyConfig.addPlugin(readTime, { wordsPerMinute: 220 });
```

## Uwagi

- Wymaga Eleventy 2.0 lub nowszego; wersja 1.x nie jest obsługiwana.
- Jeśli `wordsPerMinute` nie jest ustawione, domyślna prędkość wynosi 200 słów na minutę.
- Bloki kodu są domyślnie pomijane przy liczeniu.
- Szacunki są zaokrąglane w górę do pełnej minuty, więc krótkie wpisy pokażą co najmniej `1 min`.""",
            ),
        ],
        bad=[
            Slip(0, [("## Installation", "**Installation**")], "markdown"),
            Slip(
                1,
                [
                    (
                        "npm install eleventy-plugin-readtime --save-dev",
                        "npm install eleventy-plugin-readtime --save",
                    )
                ],
                "code",
            ),
            Slip(2, [("wynosi 200 słów na minutę", "wynosi 250 słów na minutę")], "number"),
        ],
    ),
    Case(
        key="en-allergy-nasal-spray-dosage-leaflet",
        source="Adults and children aged 12 and over: spray twice into each nostril once a day, preferably in the morning. Once your symptoms are under control, you may be able to reduce this to one spray in each nostril daily. It may take a few days before you feel the full benefit, so keep using the spray regularly. Do not use it for longer than 3 months without talking to your doctor. Do not give this medicine to children under 12. Common side effects, which may affect up to 1 in 10 people, include nosebleeds, headache and an unpleasant taste. If your symptoms have not improved after 14 days, speak to a pharmacist.",
        good=[
            Good(
                "preserve",
                "How to use it: if you are an adult or a child aged 12 or over, use two sprays in each nostril once a day, ideally in the morning. When your symptoms are under control, you may be able to cut this down to one spray in each nostril a day. It may take a few days to feel the full benefit, so carry on using the spray regularly. Do not use it for more than 3 months without talking to your doctor, and do not give it to children under 12. Common side effects (may affect up to 1 in 10 people) include nosebleeds, headache and an unpleasant taste. If your symptoms have not got better after 14 days, speak to a pharmacist.",
            ),
            Good(
                "preserve",
                """Dosage
- Adults and children aged 12 years and over: two sprays into each nostril once daily, preferably in the morning.
- Once symptoms are controlled, it may be possible to reduce the dose to one spray into each nostril daily.
- The full benefit may take a few days to develop, so continue to use the spray regularly.

Warnings
- Do not use for longer than three months without consulting your doctor.
- Not for children under 12 years of age.
- If symptoms have not improved after 14 days, consult a pharmacist.

Side effects
Nosebleeds, headache and an unpleasant taste are common and may affect up to 1 in 10 people.""",
            ),
            Good(
                "pl",
                "Dorośli i dzieci w wieku 12 lat i starsze: dwa rozpylenia do każdego otworu nosowego raz na dobę, najlepiej rano. Gdy objawy zostaną opanowane, być może uda się zmniejszyć dawkę do jednego rozpylenia do każdego otworu nosowego na dobę. Pełne działanie leku może być odczuwalne dopiero po kilku dniach, dlatego należy stosować aerozol regularnie. Nie należy stosować leku dłużej niż 3 miesiące bez konsultacji z lekarzem. Nie podawać leku dzieciom poniżej 12 lat. Do częstych działań niepożądanych, które mogą wystąpić u nie więcej niż 1 na 10 osób, należą krwawienie z nosa, ból głowy i nieprzyjemny smak. Jeśli po 14 dniach objawy nie ulegną poprawie, należy zwrócić się do farmaceuty.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "It may take a few days to feel the full benefit",
                        "It takes a few days to feel the full benefit",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "- Not for children under 12 years of age.",
                        "- Suitable for children under 12 years of age.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("nie więcej niż 1 na 10 osób", "nie więcej niż 1 na 100 osób")], "number"),
        ],
    ),
    Case(
        key="en-holiday-cottage-booking-deposit-terms",
        source="A deposit of 30% is required to secure your booking, and the balance is due no later than 8 weeks before arrival. Bookings made within 8 weeks of arrival must be paid in full at the time of booking. Check-in is from 4 pm and check-out is by 10 am on the day of departure. The cottage sleeps a maximum of 6 guests; additional guests are not permitted. Well-behaved dogs are welcome, up to two per booking, at £25 per dog per stay. If you cancel more than 8 weeks before arrival, your deposit will be refunded minus a £50 administration fee. We recommend that you take out travel insurance.",
        good=[
            Good(
                "preserve",
                "A 30% deposit is required to secure your stay, and the remaining balance is due at least 8 weeks before you arrive. If you book within 8 weeks of arrival, you must pay the full amount when you book. You can check in from 4 pm, and check-out is by 10 am on your departure day. The cottage sleeps up to 6 guests, and no additional guests are allowed. Well-behaved dogs are welcome too — up to two per booking, at £25 per dog per stay. If you cancel more than 8 weeks before arrival, we will refund your deposit less a £50 administration fee. We recommend taking out travel insurance.",
            ),
            Good(
                "preserve",
                """Booking terms

- Deposit: 30%, required to secure the booking.
- Balance: payable no later than eight weeks before arrival. Bookings made within eight weeks of arrival must be paid in full at the time of booking.
- Arrival and departure: check-in from 16:00; check-out by 10:00 on the day of departure.
- Occupancy: a maximum of 6 guests. Additional guests are not permitted.
- Dogs: well-behaved dogs welcome, maximum two per booking, £25 per dog per stay.
- Cancellation: if you cancel more than eight weeks before arrival, your deposit will be refunded minus a £50 administration fee.
- Insurance: we recommend that you take out travel insurance.""",
            ),
            Good(
                "pl",
                "Aby potwierdzić rezerwację, wymagana jest zaliczka w wysokości 30%, a pozostałą kwotę należy wpłacić najpóźniej 8 tygodni przed przyjazdem. Rezerwacje dokonane na mniej niż 8 tygodni przed przyjazdem muszą zostać opłacone w całości w chwili rezerwacji. Zameldowanie jest możliwe od godziny 16:00, a wymeldowanie do godziny 10:00 w dniu wyjazdu. Domek mieści maksymalnie 6 osób; pobyt dodatkowych gości nie jest dozwolony. Dobrze wychowane psy są mile widziane – maksymalnie dwa na rezerwację, w cenie 25 funtów za psa za cały pobyt. W przypadku anulowania rezerwacji na ponad 8 tygodni przed przyjazdem zwracamy zaliczkę pomniejszoną o opłatę administracyjną w wysokości 50 funtów. Zalecamy wykupienie ubezpieczenia podróżnego.",
            ),
        ],
        bad=[
            Slip(0, [("check-out is by 10 am", "check-out is by 11 am")], "date"),
            Slip(1, [("maximum two per booking", "maximum three per booking")], "number"),
            Slip(
                2,
                [
                    (
                        "Zalecamy wykupienie ubezpieczenia podróżnego.",
                        "Wymagamy wykupienia ubezpieczenia podróżnego.",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-choir-summer-concert-ticket-terms",
        source="Tickets for the Oakfield Community Choir summer concert on Saturday 12 July 2025 cost £15 for adults and £8 for under-18s; children under 5 go free but still need a ticket. Tickets can be bought online at oakfieldchoir.org.uk/tickets or on the door, subject to availability. Seating is unreserved, and doors open at 6:30 pm. Tickets are non-refundable, but if you can no longer attend, you may transfer your ticket to someone else. If the concert is cancelled, all ticket holders will receive a full refund. Photography without flash is allowed, but video recording is not permitted during the performance.",
        good=[
            Good(
                "preserve",
                "The Oakfield Community Choir's summer concert is on Saturday 12 July 2025. Tickets are £15 for adults and £8 for under-18s. Children under 5 go free, though they still need a ticket. You can buy tickets online at oakfieldchoir.org.uk/tickets or on the door while they last. Seats aren't reserved, and doors open at 6:30 pm. We can't refund tickets, but if you can no longer come, you may pass your ticket on to someone else. If the concert is cancelled, every ticket holder will get a full refund. You're welcome to take photos as long as you don't use flash, but video recording isn't allowed during the performance.",
            ),
            Good(
                "preserve",
                """Oakfield Community Choir – Summer Concert, Saturday 12 July 2025

Prices: adults £15; under-18s £8; children under 5 free (a ticket is still required).
Sales: online at oakfieldchoir.org.uk/tickets, or on the door subject to availability.
Seating: unreserved. Doors open at 6:30 pm.
Refunds: tickets are non-refundable; however, ticket holders who are no longer able to attend may transfer their ticket to another person. In the event of cancellation, all ticket holders will be refunded in full.
Recording: photography is permitted without flash; video recording during the performance is not permitted.""",
            ),
            Good(
                "pl",
                "Bilety na letni koncert chóru Oakfield Community Choir w sobotę 12 lipca 2025 r. kosztują 15 funtów dla dorosłych i 8 funtów dla osób poniżej 18 lat; dzieci poniżej 5 lat wchodzą bezpłatnie, ale również potrzebują biletu. Bilety można kupić online na stronie oakfieldchoir.org.uk/tickets lub przy wejściu, w miarę dostępności miejsc. Miejsca nie są numerowane, a drzwi zostaną otwarte o 18:30. Bilety nie podlegają zwrotowi, ale jeśli nie możesz już przyjść, możesz przekazać swój bilet innej osobie. W przypadku odwołania koncertu wszyscy posiadacze biletów otrzymają pełny zwrot pieniędzy. Fotografowanie bez lampy błyskowej jest dozwolone, natomiast nagrywanie wideo w trakcie występu jest zabronione.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("doors open at 6:30 pm.", "doors open at 6:30 pm in St Mary's Church hall.")],
                "invented_fact",
            ),
            Slip(
                1,
                [("online at oakfieldchoir.org.uk/tickets", "online at oakfieldchoir.org/tickets")],
                "url",
            ),
            Slip(2, [("Bilety nie podlegają zwrotowi", "Bilety podlegają zwrotowi")], "negation"),
        ],
    ),
    Case(
        key="en-school-admission-appeal-deadline-guidance",
        source="If your child has been refused a place at a school you applied for, you have the right to appeal under section 94 of the School Standards and Framework Act 1998. Appeals for places starting in September 2025 must be lodged by 20 May 2025 using the online form. You should explain why you want your child to attend the school and include any supporting evidence, such as a letter from a doctor. The hearing will be conducted by an independent panel in line with the School Admission Appeals Code 2022, and you may bring a friend or adviser with you. You will normally receive the panel's decision in writing within 5 school days of the hearing. The panel's decision is binding on the admission authority.",
        good=[
            Good(
                "preserve",
                "Has your child been refused a place at one of the schools you applied for? Under section 94 of the School Standards and Framework Act 1998, you have the right to appeal. For places starting in September 2025, you must submit your appeal using the online form by 20 May 2025. In it, you should explain why you want your child to go to the school and attach any supporting evidence – a doctor's letter, for example. An independent panel will hear the appeal in line with the School Admission Appeals Code 2022, and you may bring a friend or adviser along. The panel's decision will normally be sent to you in writing within 5 school days of the hearing, and it is binding on the admission authority.",
            ),
            Good(
                "preserve",
                """Appealing a refused school place

Parents whose child has been refused a place at a school they applied for have a right of appeal under section 94 of the School Standards and Framework Act 1998.

1. Appeals for places starting in September 2025 must be submitted via the online form no later than 20 May 2025.
2. In your appeal, you should set out why you want your child to attend the school and attach any supporting evidence (for example, a letter from a doctor).
3. The appeal will be heard by an independent panel in accordance with the School Admission Appeals Code 2022. You may be accompanied by a friend or adviser.
4. The panel's written decision will normally be issued within five school days of the hearing. It is binding on the admission authority.""",
            ),
            Good(
                "pl",
                "Jeżeli Twojemu dziecku odmówiono miejsca w szkole, do której złożono wniosek, masz prawo do odwołania na podstawie sekcji 94 ustawy School Standards and Framework Act 1998. Odwołania dotyczące miejsc od września 2025 r. należy złożyć do 20 maja 2025 r. za pomocą formularza online. W odwołaniu powinno się znaleźć wyjaśnienie, dlaczego chcesz, aby Twoje dziecko uczęszczało do tej szkoły, a także wszelkie dowody na poparcie odwołania, np. zaświadczenie lekarskie. Rozprawę przeprowadzi niezależny zespół zgodnie z kodeksem School Admission Appeals Code 2022; możesz przyjść w towarzystwie znajomego lub doradcy. Decyzję zespołu zwykle otrzymasz na piśmie w ciągu 5 dni szkolnych od rozprawy. Decyzja ta jest wiążąca dla organu odpowiedzialnego za przyjęcia.",
            ),
        ],
        bad=[
            Slip(0, [("Under section 94 of", "Under section 86 of")], "legal_reference"),
            Slip(1, [("no later than 20 May 2025", "no later than 30 May 2025")], "date"),
            Slip(
                2, [("możesz przyjść w towarzystwie", "musisz przyjść w towarzystwie")], "modality"
            ),
        ],
    ),
    Case(
        key="en-microplastics-river-sampling-study-summary",
        source="A study by Harding et al. (2023), published in Water Research, sampled surface water at 42 sites along three English rivers over 12 months. Microplastic concentrations were highest downstream of wastewater treatment works, averaging about 9 particles per litre, compared with roughly 2 particles per litre upstream. Fibres made up around 60% of all particles, which suggests that washing synthetic clothing may be a major source. The authors caution that their sampling method could not detect particles smaller than 20 micrometres, so true concentrations are probably higher. They did not find a clear link between rainfall and particle counts.",
        good=[
            Good(
                "preserve",
                "Researchers led by Harding (Harding et al., 2023, Water Research) took surface water samples at 42 sites on three English rivers across a 12-month period. Levels of microplastics peaked downstream of wastewater treatment works, at an average of about 9 particles per litre, against roughly 2 particles per litre upstream. Around 60% of the particles were fibres, suggesting that washing synthetic clothes may be a major source. The authors warn that their sampling method could not pick up particles under 20 micrometres, so the real concentrations are probably higher. No clear link between rainfall and particle counts was found.",
            ),
            Good(
                "preserve",
                """Key findings (Harding et al., 2023, *Water Research*)

- **Design:** surface water sampled at 42 sites along three English rivers over 12 months.
- **Concentrations:** highest downstream of wastewater treatment works, at about 9 particles per litre on average, versus roughly 2 particles per litre upstream.
- **Composition:** fibres accounted for around 60% of all particles, which suggests that washing synthetic clothing may be a major source.
- **Rainfall:** no clear link with particle counts was found.
- **Limitation:** particles smaller than 20 µm could not be detected, so true concentrations are probably higher.""",
            ),
            Good(
                "pl",
                "W badaniu Hardinga i in. (2023), opublikowanym w czasopiśmie Water Research, przez 12 miesięcy pobierano próbki wód powierzchniowych w 42 punktach wzdłuż trzech angielskich rzek. Najwyższe stężenia mikroplastiku odnotowano poniżej oczyszczalni ścieków – średnio około 9 cząstek na litr, w porównaniu z mniej więcej 2 cząstkami na litr powyżej nich. Włókna stanowiły około 60% wszystkich cząstek, co sugeruje, że pranie odzieży syntetycznej może być istotnym źródłem. Autorzy zastrzegają, że zastosowana metoda nie pozwalała wykryć cząstek mniejszych niż 20 mikrometrów, więc rzeczywiste stężenia są prawdopodobnie wyższe. Nie stwierdzono wyraźnego związku między opadami deszczu a liczbą cząstek.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "(Harding et al., 2023, Water Research)",
                        "(Harding et al., 2021, Water Research)",
                    )
                ],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "so true concentrations are probably higher",
                        "so true concentrations are higher",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("w 42 punktach", "w 24 punktach")], "number"),
        ],
    ),
    Case(
        key="en-street-party-road-closure-application",
        source="To hold a street party on a residential road, you need to apply for a temporary road closure at least 6 weeks before the event. Applications are made online at westbridge.gov.uk/streetparties, and there is no charge for residents' street parties. You will need to show that every household on the closed section has been told about the plans, for example by a letter delivered at least 3 weeks in advance. Closures are normally granted between 10 am and 8 pm only. Roads that are bus routes cannot be closed, and you must not block access for emergency vehicles at any point. For parties over the August bank holiday weekend, applications must reach us by Friday 11 July 2025.",
        good=[
            Good(
                "preserve",
                "Planning a street party on a residential road? You'll need to apply for a temporary road closure at least 6 weeks before the day. Apply online at westbridge.gov.uk/streetparties – residents' street parties are free of charge. You'll also need to show that every household on the closed section knows about your plans; a letter delivered at least 3 weeks ahead is one way to do this. Closures are normally granted only between 10 am and 8 pm. Bus routes cannot be closed, and access for emergency vehicles must not be blocked at any point. If your party is over the August bank holiday weekend, your application must reach us by Friday 11 July 2025.",
            ),
            Good(
                "preserve",
                """Street party road closure: checklist

- Apply for a temporary road closure at least six weeks before the event, online at westbridge.gov.uk/streetparties.
- There is no fee for residents' street parties.
- Show that every household on the section being closed has been informed, e.g. with a letter delivered no less than three weeks beforehand.
- Closures are normally only granted from 10:00 to 20:00.
- Roads on bus routes cannot be closed.
- Do not block emergency vehicle access at any point.
- August bank holiday weekend parties: applications must reach us by Friday 11 July 2025.""",
            ),
            Good(
                "pl",
                "Aby zorganizować imprezę sąsiedzką na ulicy osiedlowej, musisz złożyć wniosek o czasowe zamknięcie drogi co najmniej 6 tygodni przed wydarzeniem. Wnioski składa się online na stronie westbridge.gov.uk/streetparties, a za imprezy organizowane przez mieszkańców nie pobiera się żadnej opłaty. Musisz wykazać, że wszystkie gospodarstwa domowe na zamykanym odcinku zostały poinformowane o planach, np. listem doręczonym co najmniej 3 tygodnie wcześniej. Zgody na zamknięcie wydaje się zwykle wyłącznie w godzinach od 10:00 do 20:00. Nie można zamykać dróg, po których kursują autobusy, a dojazdu dla pojazdów uprzywilejowanych nie wolno blokować w żadnym momencie. Wnioski dotyczące imprez w weekend sierpniowego święta bankowego muszą do nas dotrzeć do piątku 11 lipca 2025 r.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Apply online at westbridge.gov.uk/streetparties",
                        "Apply online at westbridge.gov.uk/events",
                    )
                ],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "- Roads on bus routes cannot be closed.",
                        "- Roads on bus routes can be closed.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("do piątku 11 lipca 2025 r.", "do piątku 18 lipca 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-daily-steps-mortality-meta-analysis-news",
        source="Walking about 7,000 steps a day may be enough to lower the risk of early death, according to a meta-analysis published in The Lancet Public Health (Ding et al., 2025). The researchers pooled data from 57 studies involving more than 160,000 adults. Compared with 2,000 steps a day, 7,000 steps was linked to a 47% lower risk of death from any cause during follow-up. Benefits appeared to level off above roughly 10,000 steps for most outcomes. Because the studies were observational, the findings do not prove that walking itself caused the lower risk, and people who walk more may be healthier to begin with.",
        good=[
            Good(
                "preserve",
                "According to a meta-analysis in The Lancet Public Health (Ding et al., 2025), walking about 7,000 steps a day may be enough to reduce the risk of dying early. The team combined data from 57 studies covering more than 160,000 adults. People taking 7,000 steps a day had a 47% lower risk of death from any cause during follow-up than those taking 2,000. For most outcomes, the benefits appeared to plateau above roughly 10,000 steps. However, since the studies were observational, they do not prove that walking itself caused the lower risk – people who walk more may be healthier to start with.",
            ),
            Good(
                "preserve",
                "Around 7,000 daily steps may be enough to cut the risk of early death, reports a meta-analysis in The Lancet Public Health (Ding et al., 2025). Pooling 57 studies of more than 160,000 adults, the researchers found that 7,000 steps a day, compared with 2,000, was associated with a 47% lower risk of all-cause death over the follow-up period. Above roughly 10,000 steps, benefits appeared to level off for most outcomes. The studies were observational, so the results do not prove that walking itself caused the lower risk; those who walk more may be healthier in the first place.",
            ),
            Good(
                "pl",
                "Według metaanalizy opublikowanej w czasopiśmie The Lancet Public Health (Ding i in., 2025) chodzenie około 7000 kroków dziennie może wystarczyć, by zmniejszyć ryzyko przedwczesnej śmierci. Badacze zebrali dane z 57 badań obejmujących ponad 160 000 dorosłych. W porównaniu z 2000 kroków dziennie 7000 kroków wiązało się z o 47% niższym ryzykiem zgonu z jakiejkolwiek przyczyny w okresie obserwacji. W przypadku większości wskaźników korzyści wydawały się stabilizować powyżej mniej więcej 10 000 kroków. Ponieważ były to badania obserwacyjne, wyniki nie dowodzą, że to samo chodzenie spowodowało niższe ryzyko, a osoby, które więcej chodzą, mogą być zdrowsze już na starcie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "a meta-analysis in The Lancet Public Health",
                        "a meta-analysis in the British Medical Journal",
                    )
                ],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "Around 7,000 daily steps may be enough to cut",
                        "Around 7,000 daily steps is enough to cut",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "ponad 160 000 dorosłych.",
                        "ponad 160 000 dorosłych z Europy i Ameryki Północnej.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-tidyup-cli-configuration-readme-section",
        source="""## Configuration

`tidyup` reads its settings from `tidyup.toml` in the project root. If the file is missing, the defaults below are used.

| Key | Default | Meaning |
|-----|---------|---------|
| `max_age_days` | `30` | Files older than this are moved to the archive |
| `dry_run` | `true` | Only list what would change |

You should run `tidyup check` first to review the list of files. To actually move files, you must set `dry_run = false` or pass `--apply`. Hidden files are never touched unless you add `include_hidden = true`. See the [full reference](https://tidyup.dev/docs/config) for all options.""",
        good=[
            Good(
                "preserve",
                """## Configuration

Settings are read from `tidyup.toml` in the project root; when that file doesn't exist, `tidyup` falls back to the defaults below.

| Key | Default | Meaning |
|-----|---------|---------|
| `max_age_days` | `30` | Files older than this get moved to the archive |
| `dry_run` | `true` | Only lists what would change |

You should first run `tidyup check` and review the list of files. To actually move anything, you must either set `dry_run = false` or pass `--apply`. Hidden files are never touched unless you add `include_hidden = true`. All options are documented in the [full reference](https://tidyup.dev/docs/config).""",
            ),
            Good(
                "preserve",
                """## Configuration

`tidyup` looks for `tidyup.toml` in the root of your project. Without that file, it uses these defaults:

| Key | Default | Meaning |
|-----|---------|---------|
| `max_age_days` | `30` | Files older than this are moved to the archive |
| `dry_run` | `true` | Only list what would change |

Recommended workflow:

1. Run `tidyup check` first and review the list of files.
2. To really move files, set `dry_run = false` or pass `--apply` (one of the two is required).

Hidden files are never touched unless `include_hidden = true` is added. For every option, see the [full reference](https://tidyup.dev/docs/config).""",
            ),
            Good(
                "pl",
                """## Konfiguracja

`tidyup` odczytuje ustawienia z pliku `tidyup.toml` w katalogu głównym projektu. Jeśli plik nie istnieje, używane są poniższe wartości domyślne.

| Klucz | Wartość domyślna | Znaczenie |
|-----|---------|---------|
| `max_age_days` | `30` | Pliki starsze niż ta liczba dni są przenoszone do archiwum |
| `dry_run` | `true` | Tylko wyświetla, co zostałoby zmienione |

Najpierw powinieneś uruchomić `tidyup check`, aby przejrzeć listę plików. Aby faktycznie przenieść pliki, musisz ustawić `dry_run = false` lub przekazać `--apply`. Pliki ukryte nigdy nie są ruszane, chyba że dodasz `include_hidden = true`. Wszystkie opcje opisano w [pełnej dokumentacji](https://tidyup.dev/docs/config).""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("[full reference](https://tidyup.dev/docs/config)", "full reference")],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "unless `include_hidden = true` is added",
                        "unless `show_hidden = true` is added",
                    )
                ],
                "code",
            ),
            Slip(2, [("Najpierw powinieneś uruchomić", "Najpierw musisz uruchomić")], "modality"),
        ],
    ),
    Case(
        key="en-allotment-plot-tenancy-rules-summary",
        source="Allotment tenants must keep at least 75% of their plot under cultivation throughout the growing season. The annual rent is £48 for a full plot and £26 for a half plot, payable by 1 October each year. You may keep up to 6 hens, but cockerels are not allowed. Bonfires are only permitted between 1 November and 28 February, and you should tell neighbouring plot holders before lighting one. Hosepipes must not be left running unattended. Sheds must not exceed 2.4 metres by 1.8 metres, and you need written permission from the committee before putting one up. Plots that are not cultivated for 3 months may receive a warning notice.",
        good=[
            Good(
                "preserve",
                "As a tenant, you must keep at least 75% of your plot cultivated throughout the growing season. Rent is £48 a year for a full plot or £26 for a half plot, payable by 1 October each year. You may keep up to 6 hens, but no cockerels. Bonfires are only allowed from 1 November to 28 February, and you should let neighbouring plot holders know before you light one. You must not leave a hosepipe running unattended. If you want a shed, you'll need written permission from the committee before putting it up, and it must not be larger than 2.4 m by 1.8 m. If a plot isn't cultivated for 3 months, it may receive a warning notice.",
            ),
            Good(
                "preserve",
                """Allotment rules

1. Cultivation: at least 75% of each plot must be cultivated throughout the growing season.
2. Rent: £48 per year (full plot) or £26 per year (half plot), payable by 1 October annually.
3. Poultry: up to 6 hens may be kept; cockerels are not permitted.
4. Bonfires: permitted only between 1 November and 28 February. Tenants should inform neighbouring plot holders beforehand.
5. Water: hosepipes must not be left running unattended.
6. Sheds: no larger than 2.4 m × 1.8 m; the committee's written permission is required before a shed is put up.
7. Neglect: a plot that has not been cultivated for 3 months may receive a warning notice.""",
            ),
            Good(
                "pl",
                "Dzierżawcy działek muszą utrzymywać w uprawie co najmniej 75% powierzchni działki przez cały sezon wegetacyjny. Roczny czynsz wynosi 48 funtów za całą działkę i 26 funtów za pół działki i jest płatny do 1 października każdego roku. Można trzymać maksymalnie 6 kur, ale koguty są niedozwolone. Ogniska są dozwolone wyłącznie od 1 listopada do 28 lutego, a przed rozpaleniem ogniska powinno się uprzedzić sąsiednich działkowców. Nie wolno zostawiać odkręconego węża ogrodowego bez nadzoru. Szopy nie mogą przekraczać wymiarów 2,4 m na 1,8 m, a na ich postawienie potrzebna jest wcześniejsza pisemna zgoda zarządu. Na działki, które nie są uprawiane przez 3 miesiące, może zostać wystawione upomnienie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "You may keep up to 6 hens, but no cockerels.",
                        "You may keep up to 6 hens, and cockerels as well.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Tenants should inform neighbouring plot holders",
                        "Tenants must inform neighbouring plot holders",
                    )
                ],
                "modality",
            ),
            Slip(2, [("co najmniej 75% powierzchni", "co najmniej 50% powierzchni")], "number"),
        ],
    ),
    Case(
        key="en-city-bike-share-pricing-faq",
        source="How much does it cost? Unlocking a bike costs £1, and riding costs 10p per minute after that. Monthly members pay £15 a month and get the first 45 minutes of every ride free. E-bikes cost an extra 15p per minute for everyone. Where can I leave a bike? Bikes should be returned to one of our docking stations; if you leave one outside a station, you may be charged a £20 fee. How many bikes are there? We currently have around 1,200 bikes across 150 stations, and we expect to add more next spring. Availability is usually lower during the morning rush, so you may want to check the app before setting out.",
        good=[
            Good(
                "preserve",
                "Pricing: it's £1 to unlock a bike, then 10p a minute. A monthly membership costs £15 a month and makes the first 45 minutes of every ride free. E-bikes cost everyone an extra 15p a minute. Returning bikes: bikes should be returned to one of our docking stations, and leaving one outside a station may result in a £20 fee. Fleet: we currently run around 1,200 bikes at 150 stations and expect to add more next spring. Bikes are usually harder to find during the morning rush, so you may want to check the app before you set off.",
            ),
            Good(
                "preserve",
                """**What does a ride cost?**
£1 to unlock, plus 10p per minute. Members pay £15 per month and ride free for the first 45 minutes of each journey. E-bikes carry an extra charge of 15p per minute for all riders.

**Where do I return the bike?**
You should return it to one of our docking stations. If you leave a bike outside a station, a £20 fee may be charged.

**How big is the fleet?**
There are currently around 1,200 bikes across 150 stations, and we expect to add more next spring. Availability is usually lower during the morning rush hour, so you may want to check the app before setting out.""",
            ),
            Good(
                "pl",
                "Ile to kosztuje? Odblokowanie roweru kosztuje 1 funta, a potem jazda kosztuje 10 pensów za minutę. Osoby z abonamentem miesięcznym płacą 15 funtów miesięcznie, a pierwsze 45 minut każdego przejazdu mają za darmo. Za rowery elektryczne każdy płaci dodatkowo 15 pensów za minutę. Gdzie mogę zostawić rower? Rower powinien zostać zwrócony do jednej z naszych stacji dokujących; jeśli zostawisz go poza stacją, możesz zostać obciążony opłatą w wysokości 20 funtów. Ile jest rowerów? Obecnie mamy około 1200 rowerów w 150 stacjach i spodziewamy się, że wiosną przyszłego roku dodamy kolejne. W porannym szczycie dostępność jest zwykle mniejsza, więc warto sprawdzić aplikację przed wyruszeniem w drogę.",
            ),
        ],
        bad=[
            Slip(0, [("then 10p a minute", "then 20p a minute")], "number"),
            Slip(
                1,
                [("There are currently around 1,200 bikes", "There are currently 1,200 bikes")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "W porannym szczycie dostępność",
                        "W porannym szczycie, z powodu dojazdów studentów na uczelnię, dostępność",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-dps-tenant-deposit-protected-notice",
        source="Your deposit of £1,150 has been protected with the Deposit Protection Service (DPS) under section 213 of the Housing Act 2004. We received the deposit on 3 March 2025 and protected it on 17 March 2025, within the required 30 days. Your deposit ID is 4471-882-KT. At the end of your tenancy, you should request its return through the DPS website. Any deductions must be agreed with you; if you do not agree, you can raise a dispute with the DPS free of charge. The landlord cannot keep any part of the deposit without a valid reason, such as unpaid rent or damage beyond normal wear and tear.",
        good=[
            Good(
                "preserve",
                "We have protected your £1,150 deposit with the Deposit Protection Service (DPS) under section 213 of the Housing Act 2004. It reached us on 3 March 2025 and was protected on 17 March 2025 – inside the required 30 days. Your deposit ID is 4471-882-KT. When your tenancy ends, you should ask for the deposit back through the DPS website. Deductions must be agreed with you, and if you disagree with any, you can raise a dispute with the DPS at no cost. Your landlord cannot keep any part of the deposit without a valid reason, for example unpaid rent or damage beyond normal wear and tear.",
            ),
            Good(
                "preserve",
                """Deposit protection details

- Amount: £1,150
- Scheme: Deposit Protection Service (DPS), under section 213 of the Housing Act 2004
- Received: 3 March 2025
- Protected: 17 March 2025 (within the required 30 days)
- Deposit ID: 4471-882-KT

At the end of the tenancy, you should request the return of your deposit via the DPS website. All deductions must be agreed with you. If you disagree, you can raise a dispute with the DPS free of charge. The landlord may not retain any part of the deposit without a valid reason (e.g. unpaid rent, or damage beyond normal wear and tear).""",
            ),
            Good(
                "pl",
                "Twoja kaucja w wysokości 1150 funtów została zabezpieczona w Deposit Protection Service (DPS) zgodnie z sekcją 213 ustawy Housing Act 2004. Otrzymaliśmy kaucję 3 marca 2025 r. i zabezpieczyliśmy ją 17 marca 2025 r., czyli w wymaganym terminie 30 dni. Identyfikator Twojej kaucji to 4471-882-KT. Po zakończeniu najmu powinieneś złożyć wniosek o jej zwrot przez stronę internetową DPS. Wszelkie potrącenia muszą być z Tobą uzgodnione; jeśli się z nimi nie zgadzasz, możesz bezpłatnie zgłosić spór do DPS. Wynajmujący nie może zatrzymać żadnej części kaucji bez uzasadnionego powodu, takiego jak zaległy czynsz lub szkody wykraczające poza normalne zużycie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 213 of the Housing Act 2004", "section 213 of the Housing Act 1988")],
                "legal_reference",
            ),
            Slip(1, [("- Protected: 17 March 2025", "- Protected: 27 March 2025")], "date"),
            Slip(
                2,
                [
                    (
                        "Wynajmujący nie może zatrzymać żadnej części kaucji",
                        "Wynajmujący może zatrzymać część kaucji",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-website-relaunch-meeting-notes-markdown",
        source="""## Website relaunch – meeting notes (2 June 2025)

**Attendees:** Priya, Tom, Keiko, Marcus

### Decisions
- The launch date stays at 30 June; no new features will be added before then.
- Tom will migrate the blog posts by 13 June.
- All pages must pass the accessibility audit before launch.

### Open questions
- Should we keep the old URLs as redirects? Keiko thinks we probably should, at least for a year.
- Budget for extra testing may need approval from finance.

Next meeting: Monday 9 June, 10:00.""",
        good=[
            Good(
                "preserve",
                """## Website relaunch: notes from the 2 June 2025 meeting

**Present:** Priya, Tom, Keiko, Marcus

### Decisions
- Launch stays on 30 June, and no new features will be added before then.
- Tom will move the blog posts over by 13 June.
- Every page must pass the accessibility audit before launch.

### Open questions
- Do we keep the old URLs as redirects? Keiko thinks we probably should, for at least a year.
- Finance may need to approve the budget for extra testing.

Next meeting: Monday 9 June at 10:00.""",
            ),
            Good(
                "preserve",
                """## Website relaunch – meeting notes, 2 June 2025

**Attendees:** Priya, Tom, Keiko, Marcus

### Decisions
- We are keeping the 30 June launch date, with no new features added before it.
- Blog post migration: Tom, due 13 June.
- All pages must pass the accessibility audit before launch.

### Open questions
- Old URLs: should they be kept as redirects? Keiko's view is that we probably should, for a year at least.
- Extra testing: the budget for this may need finance approval.

**Next meeting:** Monday 9 June, 10:00""",
            ),
            Good(
                "pl",
                """## Nowa wersja strony – notatki ze spotkania (2 czerwca 2025)

**Obecni:** Priya, Tom, Keiko, Marcus

### Decyzje
- Data startu pozostaje bez zmian: 30 czerwca; do tego czasu nie zostaną dodane żadne nowe funkcje.
- Tom przeniesie wpisy z bloga do 13 czerwca.
- Wszystkie strony muszą przejść audyt dostępności przed startem.

### Otwarte kwestie
- Czy zachować stare adresy URL jako przekierowania? Keiko uważa, że prawdopodobnie tak, przynajmniej przez rok.
- Budżet na dodatkowe testy może wymagać zatwierdzenia przez dział finansów.

Następne spotkanie: poniedziałek 9 czerwca, godz. 10:00.""",
            ),
        ],
        bad=[
            Slip(0, [("before then.\n- Tom will move", "before then. Tom will move")], "markdown"),
            Slip(
                1,
                [
                    (
                        "- Blog post migration: Tom, due 13 June.",
                        "- Blog post migration: Tom, due 13 June, with help from an external agency.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Wszystkie strony muszą przejść audyt",
                        "Wszystkie strony powinny przejść audyt",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-household-flood-preparedness-survey-findings",
        source="A national survey of 2,150 households in flood-risk areas found that only 38% had a written flood plan (Morris & Patel, 2024, Journal of Flood Risk Management, 17(2), e12945). Households that had flooded before were roughly twice as likely to have a plan. Renters were much less prepared than owners, possibly because they felt that flood protection was their landlord's responsibility. The authors estimate that simple measures such as moving valuables upstairs could cut average damage costs by about a quarter. However, the survey relied on self-reported data, so preparedness may be overstated.",
        good=[
            Good(
                "preserve",
                "Only 38% of households in flood-risk areas had a written flood plan, according to a national survey of 2,150 households (Morris & Patel, 2024, Journal of Flood Risk Management, 17(2), e12945). Those that had been flooded before were roughly twice as likely to have one. Renters were far less prepared than owners – possibly because they saw flood protection as their landlord's job. The authors estimate that simple steps, like moving valuables upstairs, could reduce average damage costs by about a quarter. Because the survey relied on what people reported themselves, though, preparedness may be overstated.",
            ),
            Good(
                "preserve",
                """Source: Morris & Patel (2024), Journal of Flood Risk Management, 17(2), e12945.

- Sample: a national survey of 2,150 households in flood-risk areas.
- Only 38% had a written flood plan.
- Households that had flooded before were roughly twice as likely to have a plan.
- Renters were much less prepared than owners, possibly because they considered flood protection their landlord's responsibility.
- By the authors' estimate, simple measures such as moving valuables upstairs could cut average damage costs by about 25%.
- Caveat: the data were self-reported, so preparedness may be overstated.""",
            ),
            Good(
                "pl",
                "Ogólnokrajowe badanie ankietowe 2150 gospodarstw domowych na terenach zagrożonych powodzią wykazało, że tylko 38% z nich miało spisany plan na wypadek powodzi (Morris i Patel, 2024, Journal of Flood Risk Management, 17(2), e12945). Gospodarstwa, które wcześniej doświadczyły powodzi, miały taki plan mniej więcej dwa razy częściej. Najemcy byli przygotowani znacznie słabiej niż właściciele, być może dlatego, że uważali ochronę przeciwpowodziową za obowiązek wynajmującego. Autorzy szacują, że proste działania, takie jak przeniesienie cennych rzeczy na wyższe piętro, mogłyby obniżyć średnie koszty szkód o około jedną czwartą. Badanie opierało się jednak na deklaracjach samych respondentów, więc poziom przygotowania może być zawyżony.",
            ),
        ],
        bad=[
            Slip(0, [("17(2), e12945", "15(2), e12945")], "citation"),
            Slip(
                1,
                [("owners, possibly because they considered", "owners, because they considered")],
                "hedge",
            ),
            Slip(2, [("tylko 38% z nich", "tylko 48% z nich")], "number"),
        ],
    ),
    Case(
        key="en-gym-membership-cancellation-notice-policy",
        source="You can cancel your FlexFit membership at any time, but you must give one full calendar month's notice. For example, if you cancel on 10 March, your last payment will be taken on 1 April and your membership will end on 30 April. Cancellations must be made in writing, either through the app or by emailing the club; we cannot accept cancellations by phone. If you are on a 12-month contract, you cannot cancel before the contract ends unless you move more than 20 miles from a FlexFit club. You may freeze your membership for up to 3 months a year instead, for £5 a month.",
        good=[
            Good(
                "preserve",
                "Want to cancel your FlexFit membership? You can do it at any time, but you must give one full calendar month's notice. So if you cancel on 10 March, your final payment will be taken on 1 April and your membership will end on 30 April. Your cancellation must be in writing – through the app or by email to the club – as we can't accept cancellations over the phone. On a 12-month contract, you can't cancel before it ends unless you move more than 20 miles from a FlexFit club. Instead, you may freeze your membership for up to 3 months a year, at £5 a month.",
            ),
            Good(
                "preserve",
                """Cancellation policy

Members may cancel at any time but must give one full calendar month's notice. Example: for a cancellation made on 10 March, the final payment is collected on 1 April and the membership ends on 30 April.

Cancellations must be submitted in writing, via the app or by email to the club. Cancellations by telephone cannot be accepted.

Members on a 12-month contract cannot cancel before the contract ends unless they move more than 20 miles from a FlexFit club. As an alternative, memberships may be frozen for up to 3 months per year at a cost of £5 per month.""",
            ),
            Good(
                "pl",
                "Możesz zrezygnować z członkostwa FlexFit w dowolnym momencie, ale musisz zachować pełny miesiąc kalendarzowy wypowiedzenia. Na przykład jeśli zrezygnujesz 10 marca, ostatnia płatność zostanie pobrana 1 kwietnia, a członkostwo wygaśnie 30 kwietnia. Rezygnację należy złożyć na piśmie – w aplikacji lub e-mailem do klubu; nie przyjmujemy rezygnacji telefonicznie. Jeśli masz umowę na 12 miesięcy, nie możesz jej wypowiedzieć przed jej zakończeniem, chyba że przeprowadzisz się dalej niż 20 mil od klubu FlexFit. Zamiast tego możesz zawiesić członkostwo maksymalnie na 3 miesiące w roku, płacąc 5 funtów miesięcznie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "but you must give one full calendar month's notice",
                        "but you should give one full calendar month's notice",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Cancellations by telephone cannot be accepted.",
                        "Cancellations by telephone can also be accepted.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("członkostwo wygaśnie 30 kwietnia", "członkostwo wygaśnie 31 maja")], "date"),
        ],
    ),
    Case(
        key="en-library-ebook-audiobook-lending-help",
        source="You can borrow up to 8 ebooks and 5 audiobooks at a time with your Northvale Libraries card. Loans last 21 days and are returned automatically, so you will never pay late fees on digital items. To get started, download the Libby app or go to northvale.overdrive.com and sign in with your card number and PIN. If a title is on loan, you can place a hold; you will be emailed when it becomes available and then have 3 days to borrow it. Some titles may not be available on Kindle devices. For help, contact ebooks@northvalelibraries.org.uk.",
        good=[
            Good(
                "preserve",
                """With your Northvale Libraries card, you can have up to 8 ebooks and 5 audiobooks on loan at once. Here's how it works:

- Each loan lasts 21 days and is returned automatically, so you'll never pay late fees on digital items.
- To start, download the Libby app or visit northvale.overdrive.com, then sign in with your card number and PIN.
- If a title is already on loan, you can place a hold. We'll email you when it's available, and you'll then have 3 days to borrow it.
- Some titles may not be available on Kindle devices.

Need help? Email ebooks@northvalelibraries.org.uk.""",
            ),
            Good(
                "preserve",
                "Northvale Libraries cardholders may borrow up to 8 ebooks and 5 audiobooks at the same time. The loan period is 21 days; items are returned automatically, and no late fees are ever charged on digital items. Access is via the Libby app or northvale.overdrive.com, using your card number and PIN. Titles currently on loan can be reserved by placing a hold: you will receive an email once the title is available and will then have 3 days to borrow it. Some titles may not be available on Kindle devices. Enquiries: ebooks@northvalelibraries.org.uk.",
            ),
            Good(
                "pl",
                "Z kartą Northvale Libraries możesz jednocześnie wypożyczyć do 8 e-booków i 5 audiobooków. Wypożyczenie trwa 21 dni, a tytuły są zwracane automatycznie, więc za pozycje cyfrowe nigdy nie zapłacisz kar za przetrzymanie. Aby zacząć, pobierz aplikację Libby lub wejdź na northvale.overdrive.com i zaloguj się numerem karty oraz PIN-em. Jeśli tytuł jest wypożyczony, możesz go zarezerwować; gdy będzie dostępny, otrzymasz e-mail i będziesz mieć 3 dni na jego wypożyczenie. Niektóre tytuły mogą być niedostępne na czytnikach Kindle. W razie pytań napisz na adres ebooks@northvalelibraries.org.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Email ebooks@northvalelibraries.org.uk.",
                        "Email help@northvalelibraries.org.uk.",
                    )
                ],
                "url",
            ),
            Slip(
                1,
                [("up to 8 ebooks and 5 audiobooks", "up to 10 ebooks and 5 audiobooks")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "Jeśli tytuł jest wypożyczony, możesz go zarezerwować; gdy będzie dostępny, otrzymasz e-mail i będziesz mieć 3 dni na jego wypożyczenie.",
                        "If a title is on loan, you can place a hold; you will be emailed when it becomes available and then have 3 days to borrow it.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-flu-vaccination-appointment-reminder-text",
        source="Your flu vaccination appointment is at Elm Road Surgery on Saturday 11 October 2025 at 9:40. Please arrive no more than 10 minutes early and wear a top that lets us reach your upper arm easily. You should tell the nurse if you have ever had a severe allergic reaction to a vaccine. The vaccine cannot give you flu, but you may have a sore arm or feel slightly unwell for a day or two. Most people will not need to stay after the injection, although the nurse may ask you to wait for 15 minutes. If you need to cancel, please call 01632 960 452 so that we can offer your slot to someone else.",
        good=[
            Good(
                "preserve",
                "We'll see you for your flu jab at Elm Road Surgery on Saturday 11 October 2025 at 9:40. Please don't arrive more than 10 minutes early, and wear a top that makes your upper arm easy to reach. If you've ever had a severe allergic reaction to a vaccine, you should let the nurse know. The vaccine can't give you flu, but your arm may be sore or you may feel slightly unwell for a day or two. Most people won't need to stay afterwards, though the nurse may ask you to wait for 15 minutes. Need to cancel? Please call 01632 960 452 so we can give your slot to someone else.",
            ),
            Good(
                "preserve",
                """Flu vaccination appointment

- Where: Elm Road Surgery
- When: Saturday 11 October 2025, 9:40 (please arrive no more than 10 minutes early)
- What to wear: a top that gives easy access to your upper arm

Before the injection, you should tell the nurse if you have ever had a severe allergic reaction to a vaccine.

After the injection: the vaccine cannot give you flu, though you may get a sore arm or feel slightly unwell for a day or two. Most people won't need to stay, but the nurse may ask you to wait for 15 minutes.

To cancel, please call 01632 960 452 so that the slot can be offered to someone else.""",
            ),
            Good(
                "pl",
                "Twoje szczepienie przeciw grypie odbędzie się w przychodni Elm Road Surgery w sobotę 11 października 2025 r. o godz. 9:40. Prosimy przyjść nie wcześniej niż 10 minut przed wizytą i założyć ubranie, które pozwoli łatwo odsłonić ramię. Jeśli kiedykolwiek wystąpiła u Ciebie ciężka reakcja alergiczna na szczepionkę, powinieneś powiedzieć o tym pielęgniarce. Szczepionka nie może wywołać grypy, ale ramię może boleć lub możesz czuć się lekko niedysponowany przez dzień lub dwa. Większość osób nie będzie musiała zostawać po zastrzyku, choć pielęgniarka może poprosić Cię o odczekanie 15 minut. Jeśli musisz odwołać wizytę, zadzwoń pod numer 01632 960 452, abyśmy mogli zaproponować ten termin komuś innemu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "your arm may be sore or you may feel slightly unwell",
                        "your arm will be sore and you will feel slightly unwell",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("- Where: Elm Road Surgery", "- Where: Elm Road Surgery, Room 4 (ground floor)")],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "powinieneś powiedzieć o tym pielęgniarce",
                        "możesz powiedzieć o tym pielęgniarce",
                    )
                ],
                "modality",
            ),
        ],
    ),
]
