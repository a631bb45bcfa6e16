# ruff: noqa: E501, RUF001
"""English source cases of blind set 75: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-centrifuge-rotor-balance-safety-sop",
        source=(
            "Before starting a run, balance the rotor: opposite tubes must not differ by more than 0.1 g, "
            "so weigh each pair on the bench scale. Never open the lid while the rotor is still spinning; "
            "the interlock should prevent this, but do not rely on it. For the Sorvall ST 16R, the maximum "
            "speed with the TX-400 swing-out rotor is 4,700 rpm. If you hear a knocking sound, press STOP "
            "immediately and wait until the display reads 0 rpm before investigating. Spills of biological "
            "material must be reported to the lab supervisor the same day, and the chamber should be "
            "disinfected with 70% ethanol."
        ),
        good=[
            Good(
                "preserve",
                "Centrifuge safety checklist:\n"
                "1. Balance the rotor before each run: weigh every pair of tubes on the bench scale, because opposite tubes must not differ by more than 0.1 g.\n"
                "2. Never open the lid while the rotor is still spinning. The interlock should prevent it, but don't rely on that.\n"
                "3. On the Sorvall ST 16R with the TX-400 swing-out rotor, the maximum speed is 4,700 rpm.\n"
                "4. If you hear knocking, press STOP straight away and wait until the display reads 0 rpm before investigating.\n"
                "5. You must report any spill of biological material to the lab supervisor the same day, and the chamber should be disinfected with 70% ethanol.",
            ),
            Good(
                "preserve",
                "Weigh each pair of tubes on the bench scale before you start a run, so that the rotor is balanced: "
                "opposite tubes must not differ by more than 0.1 g. With the TX-400 swing-out rotor, the Sorvall ST 16R "
                "can run at up to 4,700 rpm. Never lift the lid while the rotor is still turning; the interlock should "
                "block you, but do not depend on it. If there is a knocking noise, press STOP immediately and wait for "
                "the display to show 0 rpm before checking what happened. Any spill of biological material must be "
                "reported to the lab supervisor that same day, and the chamber should be disinfected with 70% ethanol.",
            ),
            Good(
                "pl",
                "Przed uruchomieniem wirowania wyważ rotor: probówki ustawione naprzeciw siebie nie mogą różnić się "
                "masą o więcej niż 0,1 g, dlatego zważ każdą parę na wadze laboratoryjnej. Nigdy nie otwieraj pokrywy, "
                "gdy rotor jeszcze się obraca; blokada powinna temu zapobiec, ale nie polegaj na niej. W wirówce "
                "Sorvall ST 16R z rotorem wychylnym TX-400 maksymalna prędkość wynosi 4700 obr./min. Jeśli usłyszysz "
                "stukanie, natychmiast naciśnij STOP i zanim zaczniesz szukać przyczyny, poczekaj, aż wyświetlacz "
                "pokaże 0 obr./min. Rozlanie materiału biologicznego należy zgłosić kierownikowi pracowni tego samego "
                "dnia, a komorę powinno się zdezynfekować 70-procentowym etanolem.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("because opposite tubes must not differ", "because opposite tubes must differ")],
                "negation",
            ),
            Slip(1, [("up to 4,700 rpm", "up to 7,400 rpm")], "number"),
            Slip(
                2,
                [
                    (
                        "Rozlanie materiału biologicznego należy zgłosić",
                        "Rozlanie materiału biologicznego warto zgłosić",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-citycycle-bike-share-rental-terms",
        source=(
            "Rides on CityCycle are free for the first 30 minutes; after that, each additional 15 minutes costs "
            "€1.50. You must return the bike to an official dock — bikes left outside a dock are not considered "
            "returned, and the rental clock keeps running. A €150 fee applies to bikes that are not returned within "
            "24 hours. Riders must be at least 16 years old. Helmets are not provided, but we strongly recommend "
            "wearing one. To report damage or a faulty dock, use the app or write to support@citycycle.eu; full "
            "terms are available at https://citycycle.eu/terms."
        ),
        good=[
            Good(
                "preserve",
                "Your first 30 minutes on a CityCycle bike are free. After that, you pay €1.50 for every extra 15 minutes. "
                "You must end your ride at an official dock: if you leave the bike anywhere else, it doesn't count as "
                "returned and the rental clock keeps ticking. If the bike isn't back within 24 hours, you'll be charged "
                "a €150 fee. You must be 16 or older to ride. We don't provide helmets, but we strongly recommend that "
                "you wear one. Spotted damage or a faulty dock? Report it in the app or email support@citycycle.eu. "
                "The full terms are at https://citycycle.eu/terms.",
            ),
            Good(
                "preserve",
                "CityCycle rental terms in brief:\n"
                "- The first 30 minutes of each ride are free; each additional 15 minutes is charged at €1.50.\n"
                "- Bikes must be returned to an official dock. A bike left outside a dock is not treated as returned, and the rental time continues to run.\n"
                "- Bikes not returned within 24 hours incur a fee of €150.\n"
                "- Riders must be at least 16 years of age.\n"
                "- Helmets are not supplied; wearing one is strongly recommended.\n"
                "- Damage or faulty docks can be reported via the app or at support@citycycle.eu.\n"
                "Full terms: https://citycycle.eu/terms",
            ),
            Good(
                "pl",
                "Pierwsze 30 minut jazdy rowerem CityCycle jest bezpłatne, a za każde kolejne 15 minut płaci się 1,50 €. "
                "Rower trzeba zwrócić do oficjalnej stacji dokującej — rower pozostawiony poza stacją nie jest uznawany "
                "za zwrócony, a czas wypożyczenia nadal biegnie. Za rower niezwrócony w ciągu 24 godzin pobierana jest "
                "opłata w wysokości 150 €. Użytkownicy muszą mieć ukończone 16 lat. Nie zapewniamy kasków, ale "
                "zdecydowanie zalecamy jazdę w kasku. Uszkodzenia lub niesprawną stację można zgłosić w aplikacji "
                "albo pod adresem support@citycycle.eu; pełny regulamin znajduje się na stronie https://citycycle.eu/terms.",
            ),
        ],
        bad=[
            Slip(0, [("We don't provide helmets, but", "We provide helmets, and")], "negation"),
            Slip(1, [("incur a fee of €150", "incur a fee of €15")], "number"),
            Slip(2, [("support@citycycle.eu", "support@citycycle.com")], "url"),
        ],
    ),
    Case(
        key="en-wedding-venue-hire-agreement-terms",
        source=(
            "The Client shall pay a non-refundable deposit of £2,000 on signing this agreement, and the balance "
            "must be received no later than 8 weeks before the event date of Saturday 14 June 2025. Amplified music "
            "must end by 11:30 pm, in line with the venue's premises licence under the Licensing Act 2003. The Client "
            "may bring an external caterer, provided they hold public liability insurance of at least £5 million. "
            "Confetti is permitted in the garden only. Cancellations made more than 90 days before the event will be "
            "refunded in full, less the deposit; see clause 12.3 for cancellations made later."
        ),
        good=[
            Good(
                "preserve",
                "When you sign this agreement, you must pay a non-refundable deposit of £2,000. The rest of the fee must "
                "reach us no later than 8 weeks before your event on Saturday 14 June 2025. Under the venue's premises "
                "licence (Licensing Act 2003), amplified music must stop by 11:30 pm. You may use your own caterer, as "
                "long as they carry public liability insurance of at least £5 million. Confetti is allowed in the garden "
                "only. If you cancel more than 90 days before the event, we will refund everything except the deposit; "
                "clause 12.3 covers later cancellations.",
            ),
            Good(
                "preserve",
                "Key terms of the venue hire agreement:\n"
                "1. Deposit: £2,000, non-refundable, payable by the Client on signing.\n"
                "2. Balance: must be received no later than eight weeks before the event (Saturday 14 June 2025).\n"
                "3. Music: amplified music must end by 23:30, in accordance with the venue's premises licence under the Licensing Act 2003.\n"
                "4. Catering: the Client may engage an external caterer, provided the caterer holds public liability insurance of at least £5 million.\n"
                "5. Confetti: permitted in the garden only.\n"
                "6. Cancellation: more than 90 days before the event — full refund less the deposit; later cancellations are governed by clause 12.3.",
            ),
            Good(
                "pl",
                "Przy podpisaniu umowy Klient jest zobowiązany wpłacić bezzwrotną zaliczkę w wysokości 2000 £, a pozostała "
                "kwota musi wpłynąć nie później niż 8 tygodni przed datą wydarzenia, czyli sobotą 14 czerwca 2025 r. "
                "Muzyka z nagłośnieniem musi ucichnąć do 23:30, zgodnie z licencją lokalu wydaną na podstawie Licensing "
                "Act 2003. Klient może zatrudnić zewnętrzną firmę cateringową, pod warunkiem że ma ona ubezpieczenie OC "
                "na kwotę co najmniej 5 mln £. Konfetti jest dozwolone wyłącznie w ogrodzie. W przypadku rezygnacji "
                "zgłoszonej ponad 90 dni przed wydarzeniem zwracamy całą kwotę z wyjątkiem zaliczki; późniejsze "
                "rezygnacje reguluje punkt 12.3.",
            ),
        ],
        bad=[
            Slip(0, [("Saturday 14 June 2025", "Saturday 21 June 2025")], "date"),
            Slip(
                1,
                [
                    (
                        "the Client may engage an external caterer",
                        "the Client must engage an external caterer",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("rezygnacje reguluje punkt 12.3", "rezygnacje reguluje punkt 12.5")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="en-api-rate-limit-quota-docs",
        source=(
            "## Rate limits\n\n"
            "Each API key may make up to **600 requests per minute**. Requests beyond that limit receive "
            "`429 Too Many Requests`, and the response includes a `Retry-After` header giving the number of seconds "
            "to wait.\n\n"
            "- Batch endpoints (`/v2/batch/*`) count as 5 requests each.\n"
            "- The limit is shared across all projects that use the same key.\n\n"
            "Clients should back off exponentially rather than retry immediately. Limits are not raised "
            "automatically; to request a higher quota, see [Quota increases](https://docs.example.io/quotas)."
        ),
        good=[
            Good(
                "preserve",
                "## Rate limits\n\n"
                "A single API key may send up to **600 requests per minute**. Once you go over that, the API answers "
                "with `429 Too Many Requests` and sets a `Retry-After` header telling you how many seconds to wait.\n\n"
                "- Every call to a batch endpoint (`/v2/batch/*`) counts as 5 requests.\n"
                "- All projects using the same key share one limit.\n\n"
                "Your client should back off exponentially rather than retry straight away. We don't raise limits "
                "automatically; if you need a higher quota, see [Quota increases](https://docs.example.io/quotas).",
            ),
            Good(
                "preserve",
                "## Rate limits\n\n"
                "- **Per key:** up to 600 requests per minute.\n"
                "- **Over the limit:** `429 Too Many Requests`, with a `Retry-After` header giving the wait in seconds.\n"
                "- **Batch endpoints** (`/v2/batch/*`): each call counts as 5 requests.\n"
                "- **Shared quota:** the limit applies across all projects using the same key.\n\n"
                "Clients should use exponential backoff instead of retrying immediately. Limits are not raised "
                "automatically — to ask for a higher quota, see [Quota increases](https://docs.example.io/quotas).",
            ),
            Good(
                "pl",
                "## Limity zapytań\n\n"
                "Każdy klucz API może wykonać do **600 zapytań na minutę**. Zapytania ponad ten limit dostają odpowiedź "
                "`429 Too Many Requests`, która zawiera nagłówek `Retry-After` z liczbą sekund oczekiwania.\n\n"
                "- Wywołania endpointów wsadowych (`/v2/batch/*`) liczą się jako 5 zapytań każde.\n"
                "- Limit jest wspólny dla wszystkich projektów korzystających z tego samego klucza.\n\n"
                "Klienci powinni stosować wykładnicze wycofywanie (exponential backoff) zamiast natychmiast ponawiać "
                "zapytania. Limity nie są podnoszone automatycznie; aby poprosić o większy limit, zobacz "
                "[Zwiększenie limitu](https://docs.example.io/quotas).",
            ),
        ],
        bad=[
            Slip(0, [("**600 requests per minute**", "**500 requests per minute**")], "number"),
            Slip(1, [("## Rate limits\n\n", "Rate limits\n\n")], "markdown"),
            Slip(2, [("(`/v2/batch/*`)", "(`/v2/bulk/*`)")], "code"),
        ],
    ),
    Case(
        key="en-restaurant-allergen-menu-labelling-rules",
        source=(
            "Under Regulation (EU) No 1169/2011, food businesses must tell customers if any of the 14 listed "
            "allergens are present in the dishes they serve. For non-prepacked food this information may be given "
            "verbally, but a written notice must then tell customers where to ask. Staff should not guess: if a chef "
            'is not sure whether a sauce contains mustard or celery, the answer is "I don\'t know", and the dish '
            "should not be served to that customer. Cross-contact is probably the most common cause of reactions in "
            "restaurants, so 'may contain' statements should be used only after a genuine risk assessment."
        ),
        good=[
            Good(
                "preserve",
                "Regulation (EU) No 1169/2011 requires food businesses to tell customers when any of the 14 listed "
                "allergens are in the dishes they serve. With food that isn't prepacked, you may give this information "
                "verbally — but if you do, a written notice must tell customers where to ask. Staff should not guess. "
                "If the chef isn't sure whether a sauce contains mustard or celery, the answer is \"I don't "
                'know", and that customer should not be served the dish. Cross-contact is probably the commonest cause '
                "of reactions in restaurants, which is why 'may contain' labels should only be used after a genuine "
                "risk assessment.",
            ),
            Good(
                "preserve",
                "Allergen information — what the rules say:\n"
                "- Food businesses must inform customers if any of the 14 allergens listed in Regulation (EU) No 1169/2011 are present in the dishes they serve.\n"
                "- For non-prepacked food, the information may be provided verbally; in that case, a written notice must tell customers where they can ask.\n"
                '- Staff should not guess. If a chef is unsure whether a sauce contains mustard or celery, the answer is "I don\'t know", and the dish should not be served to that customer.\n'
                "- Cross-contact is probably the most frequent cause of reactions in restaurants, so 'may contain' statements should be used only after a genuine risk assessment.",
            ),
            Good(
                "pl",
                "Zgodnie z rozporządzeniem (UE) nr 1169/2011 przedsiębiorstwa spożywcze muszą informować klientów, jeśli "
                "w serwowanych daniach występuje którykolwiek z 14 wymienionych alergenów. W przypadku żywności "
                "nieopakowanej informację tę można przekazać ustnie, ale wtedy pisemna informacja musi wskazywać "
                "klientom, gdzie mogą o nią zapytać. Personel nie powinien zgadywać: jeśli kucharz nie jest pewien, czy "
                "sos zawiera gorczycę lub seler, odpowiedź brzmi „nie wiem”, a danie nie powinno zostać podane temu "
                "klientowi. Kontakt krzyżowy jest prawdopodobnie najczęstszą przyczyną reakcji w restauracjach, dlatego "
                "oznaczenia „może zawierać” powinny być stosowane wyłącznie po rzetelnej ocenie ryzyka.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Cross-contact is probably the commonest cause",
                        "Cross-contact is the commonest cause",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("Regulation (EU) No 1169/2011", "Regulation (EU) No 1196/2011")],
                "legal_reference",
            ),
            Slip(
                2,
                [("a danie nie powinno zostać podane", "a danie powinno zostać podane")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-rowing-club-annual-membership-renewal",
        source=(
            "Annual membership of Riverside Rowing Club runs from 1 April to 31 March. Renewal fees are £320 for "
            "adults, £180 for students and £95 for juniors under 18, and must be paid by 30 April; members who have "
            "not renewed by then will lose access to the boathouse. New members must complete a swim test of 100 "
            "metres before going out on the water. Boats may be booked up to 7 days in advance through the members' "
            "portal, with a maximum of three sessions per week during the summer season. Guests may row twice a year "
            "before they are required to join."
        ),
        good=[
            Good(
                "preserve",
                "Your Riverside Rowing Club membership year runs from 1 April to 31 March. To renew, you must pay by "
                "30 April: £320 for adults, £180 for students, or £95 for juniors under 18. If you haven't renewed by "
                "that date, you'll lose access to the boathouse. If you're new, you must pass a 100-metre swim test "
                "before you go out on the water. You may book boats up to 7 days ahead on the members' portal, with a "
                "maximum of three sessions a week in the summer season. Guests may row twice a year before they have "
                "to join.",
            ),
            Good(
                "preserve",
                "Riverside Rowing Club — membership at a glance\n"
                "- Membership year: 1 April – 31 March.\n"
                "- Renewal fees (must be paid by 30 April): adults £320, students £180, juniors under 18 £95. Members who have not renewed by then lose access to the boathouse.\n"
                "- New members: a 100 m swim test must be completed before going on the water.\n"
                "- Boat bookings: via the members' portal, up to seven days in advance; no more than three sessions per week during the summer season.\n"
                "- Guests: may row twice a year before being required to join.",
            ),
            Good(
                "pl",
                "Roczne członkostwo w Riverside Rowing Club obowiązuje od 1 kwietnia do 31 marca. Opłata za "
                "przedłużenie wynosi 320 £ dla dorosłych, 180 £ dla studentów i 95 £ dla juniorów poniżej 18 lat i musi "
                "zostać wniesiona do 30 kwietnia; członkowie, którzy do tego dnia nie przedłużą członkostwa, stracą "
                "dostęp do przystani. Nowi członkowie muszą zaliczyć test pływacki na 100 metrów, zanim wypłyną na "
                "wodę. Łodzie można rezerwować maksymalnie 7 dni wcześniej przez portal członkowski, przy czym w sezonie "
                "letnim obowiązuje limit trzech sesji tygodniowo. Goście mogą wiosłować dwa razy w roku, zanim będą "
                "musieli wstąpić do klubu.",
            ),
        ],
        bad=[
            Slip(0, [("you must pay by 30 April", "you must pay by 31 May")], "date"),
            Slip(
                1,
                [
                    (
                        "must be completed before going on the water.",
                        "must be completed before going on the water; it is followed by a two-hour induction with the head coach, included free of charge.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("180 £ dla studentów", "150 £ dla studentów")], "number"),
        ],
    ),
    Case(
        key="en-home-education-register-application-guide",
        source=(
            "Parents who wish to educate a child at home must apply to Tusla for entry on the Register of Children "
            "Educated in a Place Other Than a Recognised School, as required by section 14 of the Education "
            "(Welfare) Act 2000. Applications should be submitted at least 12 weeks before the child leaves school "
            "or reaches school age. An authorised person may carry out a preliminary assessment, which usually "
            "includes a meeting with the parents. Parents are not required to follow the national curriculum, but "
            "they must provide a certain minimum education. A decision is normally issued within six months of the "
            "assessment."
        ),
        good=[
            Good(
                "preserve",
                "If you want to educate your child at home, you must apply to Tusla to have the child entered on the "
                "Register of Children Educated in a Place Other Than a Recognised School; this is required by section "
                "14 of the Education (Welfare) Act 2000. You should send your application at least 12 weeks before "
                "your child leaves school or reaches school age. An authorised person may then carry out a preliminary "
                "assessment, which usually includes a meeting with you. You don't have to follow the national "
                "curriculum, but you must provide a certain minimum education. You will normally get a decision within "
                "six months of the assessment.",
            ),
            Good(
                "preserve",
                "Section 14 of the Education (Welfare) Act 2000 requires parents who wish to educate a child at home "
                "to apply to Tusla for entry on the Register of Children Educated in a Place Other Than a Recognised "
                "School. The application should be submitted no later than twelve weeks before the child leaves school "
                "or reaches school age. A preliminary assessment may be conducted by an authorised person and usually "
                "involves a meeting with the parents; a decision is normally issued within six months of it. While "
                "parents are not obliged to follow the national curriculum, they must provide a certain minimum "
                "education.",
            ),
            Good(
                "pl",
                "Rodzice, którzy chcą uczyć dziecko w domu, muszą złożyć do Tusla wniosek o wpis do Rejestru Dzieci "
                "Kształconych Poza Uznaną Szkołą (Register of Children Educated in a Place Other Than a Recognised "
                "School), czego wymaga sekcja 14 ustawy Education (Welfare) Act 2000. Wniosek powinien zostać złożony "
                "co najmniej 12 tygodni przed tym, jak dziecko opuści szkołę lub osiągnie wiek szkolny. Upoważniona "
                "osoba może przeprowadzić wstępną ocenę, która zwykle obejmuje spotkanie z rodzicami. Rodzice nie mają "
                "obowiązku realizowania krajowej podstawy programowej, ale muszą zapewnić pewne minimum edukacji. "
                "Decyzja jest zazwyczaj wydawana w ciągu sześciu miesięcy od oceny.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 14 of the Education", "section 41 of the Education")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "they must provide a certain minimum education",
                        "they should provide a certain minimum education",
                    )
                ],
                "modality",
            ),
            Slip(2, [("w ciągu sześciu miesięcy", "w ciągu trzech miesięcy")], "date"),
        ],
    ),
    Case(
        key="en-carbon-offset-credit-purchase-faq",
        source=(
            "Each offset credit represents one tonne of CO2e that has been avoided or removed. Our portfolio is made "
            "up of 60% forestry projects and 40% clean cookstove projects in Kenya and Uganda. Independent reviews "
            "suggest that cookstove credits may overstate real savings; one widely cited analysis (Gill-Wiehl et "
            "al., 2024, Nature Sustainability) estimated the over-crediting at roughly ninefold. For this reason, we "
            "retire 1.5 credits for every tonne you purchase. Certificates are issued within 14 days, and purchases "
            "of offsets do not replace the need to cut your own emissions."
        ),
        good=[
            Good(
                "preserve",
                "One offset credit stands for one tonne of CO2e avoided or removed. Our portfolio is 60% forestry "
                "projects and 40% clean cookstove projects in Kenya and Uganda. Independent reviews suggest that "
                "cookstove credits may overstate the real savings — a widely cited analysis by Gill-Wiehl et al. "
                "(Nature Sustainability, 2024) estimated that they are over-credited roughly ninefold. That's why, for "
                "every tonne you buy, we retire 1.5 credits. Your certificate will be issued within 14 days. Keep in "
                "mind that buying offsets doesn't replace the need to cut your own emissions.",
            ),
            Good(
                "preserve",
                "What does one credit represent? One tonne of CO2e avoided or removed.\n"
                "What is in the portfolio? 60% forestry and 40% clean cookstove projects in Kenya and Uganda.\n"
                "Why do you retire extra credits? Independent reviews suggest cookstove credits may overstate real "
                "savings; a widely cited analysis (Gill-Wiehl et al., 2024, Nature Sustainability) estimated the "
                "over-crediting at roughly nine times. We therefore retire 1.5 credits per tonne purchased.\n"
                "When do I get a certificate? Within 14 days.\n"
                "Can offsets replace cutting my own emissions? No — buying offsets does not replace that need.",
            ),
            Good(
                "pl",
                "Każdy kredyt kompensacyjny odpowiada jednej tonie CO2e, której emisji uniknięto lub którą usunięto. "
                "Nasze portfolio składa się w 60% z projektów leśnych i w 40% z projektów czystych kuchenek w Kenii i "
                "Ugandzie. Niezależne analizy sugerują, że kredyty z projektów kuchenek mogą zawyżać rzeczywiste "
                "oszczędności; jedna z często cytowanych analiz (Gill-Wiehl i in., 2024, Nature Sustainability) "
                "oszacowała to zawyżenie na mniej więcej dziewięciokrotne. Dlatego za każdą zakupioną przez Ciebie tonę "
                "umarzamy 1,5 kredytu. Certyfikaty wydajemy w ciągu 14 dni, a zakup kompensacji nie zastępuje "
                "konieczności ograniczania własnych emisji.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "suggest that cookstove credits may overstate the real savings",
                        "show that cookstove credits overstate the real savings",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Gill-Wiehl et al., 2024, Nature Sustainability",
                        "Gill-Wiehl et al., 2024, Nature Climate Change",
                    )
                ],
                "citation",
            ),
            Slip(2, [("umarzamy 1,5 kredytu", "umarzamy 1,25 kredytu")], "number"),
        ],
    ),
    Case(
        key="en-residential-zone-parking-permit-rules",
        source=(
            "Residents of Zone K can apply for up to two parking permits per household at "
            "https://www.brightwell.gov.uk/parking. A first permit costs £85 a year and a second costs £140. "
            "Permits are valid only in the zone shown on them and do not guarantee a space outside your home. "
            "Vehicles must be registered at an address inside the zone; company cars are accepted if you provide a "
            "letter from your employer. Visitor vouchers are sold in books of 20, and a household may buy no more "
            "than 10 books a year. Permits are not required on Sundays or bank holidays."
        ),
        good=[
            Good(
                "preserve",
                "Zone K parking permits:\n"
                "- Apply online at https://www.brightwell.gov.uk/parking; each household can have up to two permits.\n"
                "- Prices: £85 a year for the first permit, £140 for the second.\n"
                "- A permit is valid only in the zone printed on it and does not guarantee you a space outside your home.\n"
                "- Your vehicle must be registered at an address within the zone. Company cars are accepted if you provide a letter from your employer.\n"
                "- Visitor vouchers come in books of 20; a household may buy no more than 10 books a year.\n"
                "- You do not need a permit on Sundays or bank holidays.",
            ),
            Good(
                "preserve",
                "Households in Zone K may hold a maximum of two parking permits, which can be applied for at "
                "https://www.brightwell.gov.uk/parking. The annual charge is £85 for the first permit and £140 for the "
                "second. A permit is valid solely within the zone stated on it and gives no guarantee of a space "
                "outside the holder's home. The vehicle must be registered to an address inside the zone, although "
                "company cars are accepted on production of a letter from the employer. Visitor vouchers are sold in "
                "books of twenty, with a limit of ten books per household per year. No permit is needed on Sundays or "
                "bank holidays.",
            ),
            Good(
                "pl",
                "Mieszkańcy strefy K mogą złożyć wniosek o maksymalnie dwa pozwolenia na parkowanie na gospodarstwo "
                "domowe na stronie https://www.brightwell.gov.uk/parking. Pierwsze pozwolenie kosztuje 85 £ rocznie, a "
                "drugie 140 £. Pozwolenia obowiązują wyłącznie w strefie, która jest na nich wskazana, i nie gwarantują "
                "miejsca przed domem. Pojazd musi być zarejestrowany pod adresem w obrębie strefy; samochody służbowe są "
                "akceptowane po przedstawieniu pisma od pracodawcy. Karnety dla gości sprzedawane są w bloczkach po 20 "
                "sztuk, a jedno gospodarstwo domowe może kupić nie więcej niż 10 bloczków rocznie. W niedziele i święta "
                "państwowe pozwolenie nie jest wymagane.",
            ),
        ],
        bad=[
            Slip(0, [("does not guarantee you a space", "guarantees you a space")], "negation"),
            Slip(
                1,
                [
                    (
                        "https://www.brightwell.gov.uk/parking",
                        "https://www.brightwell.gov.uk/permits",
                    )
                ],
                "url",
            ),
            Slip(2, [("nie więcej niż 10 bloczków", "nie więcej niż 12 bloczków")], "number"),
        ],
    ),
    Case(
        key="en-nasal-spray-trial-volunteer-information",
        source=(
            "You are being invited to take part in a study testing whether a new nasal spray can reduce the length "
            "of common colds. Taking part is voluntary, and you can withdraw at any time without giving a reason. "
            "You will need to attend four visits over six weeks at the Royal Wessex Clinical Research Facility. The "
            "spray is likely to cause mild nasal irritation in some people; in earlier studies, about 1 in 10 "
            "participants reported a headache. You must not take other cold remedies during the study. You will "
            "receive £25 per visit to cover your travel costs."
        ),
        good=[
            Good(
                "preserve",
                "We are inviting you to join a study that tests whether a new nasal spray can shorten common colds. "
                "It is up to you whether you take part, and you can leave the study at any time without saying why. "
                "You will need to come to four visits over six weeks at the Royal Wessex Clinical Research Facility. "
                "Some people are likely to get mild irritation in the nose from the spray, and in earlier studies about "
                "1 in 10 participants reported a headache. During the study you must not use any other cold remedies. "
                "To cover your travel costs, we will pay you £25 for each visit.",
            ),
            Good(
                "preserve",
                "About this study\n"
                "- Purpose: to test whether a new nasal spray can reduce how long common colds last.\n"
                "- Your choice: taking part is voluntary, and you can withdraw at any time without giving a reason.\n"
                "- Visits: you will need to attend four visits over six weeks at the Royal Wessex Clinical Research Facility.\n"
                "- Possible side effects: the spray is likely to cause mild nasal irritation in some people; about 1 in 10 participants in earlier studies reported a headache.\n"
                "- Other medicines: you must not take other cold remedies while you are in the study.\n"
                "- Expenses: £25 per visit towards your travel costs.",
            ),
            Good(
                "pl",
                "Zapraszamy Pana/Panią do udziału w badaniu, które sprawdza, czy nowy aerozol do nosa może skrócić czas "
                "trwania przeziębienia. Udział jest dobrowolny i można się z niego wycofać w dowolnym momencie bez "
                "podawania przyczyny. Konieczne będą cztery wizyty w ciągu sześciu tygodni w Royal Wessex Clinical "
                "Research Facility. Aerozol prawdopodobnie wywoła u niektórych osób łagodne podrażnienie nosa; we "
                "wcześniejszych badaniach około 1 na 10 uczestników zgłaszał ból głowy. W trakcie badania nie wolno "
                "przyjmować innych leków na przeziębienie. Za każdą wizytę otrzyma Pan/Pani 25 £ na pokrycie kosztów "
                "dojazdu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "from the spray, and in earlier studies",
                        "from the spray, which usually clears within 48 hours, and in earlier studies",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "you must not take other cold remedies",
                        "you should not take other cold remedies",
                    )
                ],
                "modality",
            ),
            Slip(2, [("Aerozol prawdopodobnie wywoła", "Aerozol wywoła")], "hedge"),
        ],
    ),
    Case(
        key="en-teen-screen-time-sleep-evidence",
        source=(
            "Evening screen use has been linked to poorer sleep in adolescents, but the evidence is mixed. A "
            "meta-analysis of 20 studies (Carter et al., 2016, JAMA Pediatrics) found that bedtime media device use "
            "was associated with inadequate sleep quantity and poor sleep quality. However, most of the included "
            "studies were cross-sectional, so they cannot show that screens cause the problem. Blue light may play a "
            "role, although more recent experiments suggest its effect on melatonin is probably smaller than once "
            "assumed. Researchers generally agree that limiting devices in the hour before bed is unlikely to do "
            "harm."
        ),
        good=[
            Good(
                "preserve",
                "Using screens in the evening has been linked to worse sleep in teenagers, though the evidence is "
                "mixed. In a meta-analysis of 20 studies, Carter et al. (2016, JAMA Pediatrics) found that using media "
                "devices at bedtime was associated with getting too little sleep and sleeping poorly. Most of those "
                "studies, however, were cross-sectional, which means they cannot show that screens cause the problem. "
                "Blue light may be part of the story, but newer experiments suggest its effect on melatonin is probably "
                "smaller than people once thought. Researchers generally agree that limiting devices in the hour "
                "before bed is unlikely to do any harm.",
            ),
            Good(
                "preserve",
                "The link between evening screen use and poorer sleep among adolescents rests on mixed evidence. "
                "Carter et al. (2016), in a meta-analysis of 20 studies published in JAMA Pediatrics, reported that "
                "bedtime use of media devices was associated with both inadequate sleep quantity and poor sleep "
                "quality; because most of the included studies were cross-sectional, however, they cannot establish "
                "that screens cause the problem. Blue light may contribute, yet more recent experimental work suggests "
                "that its effect on melatonin is probably smaller than previously assumed. There is general agreement "
                "among researchers that restricting devices during the hour before bed is unlikely to be harmful.",
            ),
            Good(
                "pl",
                "Korzystanie z ekranów wieczorem powiązano z gorszym snem u nastolatków, jednak dowody są "
                "niejednoznaczne. Metaanaliza 20 badań (Carter i in., 2016, JAMA Pediatrics) wykazała, że używanie "
                "urządzeń multimedialnych przed snem wiązało się ze zbyt krótkim snem i jego złą jakością. Większość "
                "uwzględnionych badań miała jednak charakter przekrojowy, więc nie mogą one wykazać, że to ekrany są "
                "przyczyną problemu. Światło niebieskie może odgrywać pewną rolę, choć nowsze eksperymenty sugerują, że "
                "jego wpływ na melatoninę jest prawdopodobnie mniejszy, niż wcześniej zakładano. Badacze są na ogół "
                "zgodni, że ograniczenie korzystania z urządzeń w ostatniej godzinie przed snem raczej nie zaszkodzi.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Carter et al. (2016, JAMA Pediatrics)",
                        "Carter et al. (2018, JAMA Pediatrics)",
                    )
                ],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "its effect on melatonin is probably smaller",
                        "its effect on melatonin is smaller",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("więc nie mogą one wykazać", "więc mogą one wykazać")], "negation"),
        ],
    ),
    Case(
        key="en-logtrim-cli-readme-install-usage",
        source=(
            "## Installation\n\n"
            "`logtrim` requires Python 3.10 or newer. Install it from PyPI:\n\n"
            "```bash\n"
            "pip install logtrim==2.4.1\n"
            "```\n\n"
            "Do not install it with `sudo`; use a virtual environment instead.\n\n"
            "## Usage\n\n"
            "Run `logtrim --max-age 30d /var/log/app` to delete log files older than 30 days. Add `--dry-run` to "
            "see what would be removed without deleting anything. The tool never follows symbolic links. "
            "Configuration can also be read from `~/.config/logtrim.toml`; command-line flags take precedence."
        ),
        good=[
            Good(
                "preserve",
                "## Installation\n\n"
                "You'll need Python 3.10 or later. Install `logtrim` from PyPI:\n\n"
                "```bash\n"
                "pip install logtrim==2.4.1\n"
                "```\n\n"
                "Don't use `sudo` for the install — set up a virtual environment instead.\n\n"
                "## Usage\n\n"
                "To delete log files older than 30 days, run `logtrim --max-age 30d /var/log/app`. Add `--dry-run` if "
                "you want to see what would be removed without actually deleting anything. Symbolic links are never "
                "followed. Settings can also be read from `~/.config/logtrim.toml`, but command-line flags take "
                "precedence.",
            ),
            Good(
                "preserve",
                "## Installation\n\n"
                "1. Make sure you have Python 3.10 or newer.\n"
                "2. Install from PyPI into a virtual environment (not with `sudo`):\n\n"
                "```bash\n"
                "pip install logtrim==2.4.1\n"
                "```\n\n"
                "## Usage\n\n"
                "- `logtrim --max-age 30d /var/log/app` deletes log files older than 30 days.\n"
                "- `--dry-run` shows what would be removed, without deleting anything.\n"
                "- Configuration can also come from `~/.config/logtrim.toml`; command-line flags take precedence.\n"
                "- `logtrim` never follows symbolic links.",
            ),
            Good(
                "pl",
                "## Instalacja\n\n"
                "`logtrim` wymaga Pythona 3.10 lub nowszego. Zainstaluj go z PyPI:\n\n"
                "```bash\n"
                "pip install logtrim==2.4.1\n"
                "```\n\n"
                "Nie instaluj go przez `sudo`; zamiast tego użyj środowiska wirtualnego.\n\n"
                "## Użycie\n\n"
                "Uruchom `logtrim --max-age 30d /var/log/app`, aby usunąć pliki logów starsze niż 30 dni. Dodaj "
                "`--dry-run`, aby zobaczyć, co zostałoby usunięte, bez usuwania czegokolwiek. Narzędzie nigdy nie "
                "podąża za dowiązaniami symbolicznymi. Konfigurację można też wczytać z `~/.config/logtrim.toml`; "
                "flagi wiersza poleceń mają pierwszeństwo.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Symbolic links are never followed.", "Symbolic links are always followed.")],
                "negation",
            ),
            Slip(
                1,
                [("```bash\npip install logtrim==2.4.1\n```", "pip install logtrim==2.4.1")],
                "markdown",
            ),
            Slip(2, [("`--dry-run`", "`--dry`")], "code"),
        ],
    ),
    Case(
        key="en-tenancy-deposit-protection-tenant-letter",
        source=(
            "Your landlord must protect your deposit in a government-approved scheme within 30 days of receiving "
            "it, as required by section 213 of the Housing Act 2004. They must also give you the prescribed "
            "information about the scheme within the same period. If they fail to do so, you can apply to the "
            "county court, which may order them to pay you between one and three times the deposit. For tenancies "
            "starting on or after 1 June 2019, the deposit is capped at five weeks' rent where the annual rent is "
            "below £50,000, under the Tenant Fees Act 2019."
        ),
        good=[
            Good(
                "preserve",
                "Within 30 days of receiving your deposit, your landlord must protect it in a government-approved "
                "scheme — section 213 of the Housing Act 2004 requires this. Within the same period, they must also "
                "give you the prescribed information about the scheme. If they don't, you can apply to the county "
                "court, and the court may order them to pay you between one and three times the deposit. Under the "
                "Tenant Fees Act 2019, if your tenancy started on or after 1 June 2019 and the annual rent is under "
                "£50,000, the deposit cannot be more than five weeks' rent.",
            ),
            Good(
                "preserve",
                "Your deposit: what the law says\n"
                "- Protection: your landlord must place the deposit in a government-approved scheme within 30 days of receiving it (Housing Act 2004, section 213).\n"
                "- Information: within that same period, they must give you the prescribed information about the scheme.\n"
                "- If they fail: you can apply to the county court, which may order them to pay you one to three times the deposit.\n"
                "- Cap: for tenancies starting on or after 1 June 2019 with an annual rent below £50,000, the deposit is capped at five weeks' rent (Tenant Fees Act 2019).",
            ),
            Good(
                "pl",
                "Wynajmujący musi zabezpieczyć Twoją kaucję w zatwierdzonym przez rząd systemie w ciągu 30 dni od jej "
                "otrzymania, czego wymaga sekcja 213 ustawy Housing Act 2004. W tym samym terminie musi też przekazać "
                "Ci wymagane informacje o tym systemie. Jeśli tego nie zrobi, możesz zwrócić się do sądu hrabstwa "
                "(county court), który może nakazać mu zapłatę od jednokrotności do trzykrotności kwoty kaucji. W "
                "przypadku najmów rozpoczętych 1 czerwca 2019 r. lub później kaucja nie może przekraczać równowartości "
                "czynszu za pięć tygodni, jeśli roczny czynsz wynosi mniej niż 50 000 £ — wynika to z ustawy Tenant "
                "Fees Act 2019.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("the annual rent is under £50,000", "the annual rent is under £25,000")],
                "number",
            ),
            Slip(
                1,
                [("(Housing Act 2004, section 213)", "(Housing Act 2004, section 214)")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "W tym samym terminie musi też przekazać Ci wymagane informacje o tym systemie.",
                        "They must also give you the prescribed information about the scheme within the same period.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-public-library-borrowing-fines-policy",
        source=(
            "Books can be borrowed for three weeks and renewed twice online, unless another reader has reserved "
            "them. Adult cardholders may have up to 15 items on loan at once; children's cards allow 8. We no longer "
            "charge overdue fines on children's items, but adult items accrue 25p per day, up to a maximum of £6 per "
            "item. Items overdue by more than 60 days are treated as lost and you will be billed for a replacement. "
            "DVDs must be returned to the counter, not the book drop. The library is closed on Mondays and on 26 "
            "December."
        ),
        good=[
            Good(
                "preserve",
                "Borrowing at a glance:\n"
                "- Loan period: three weeks. You can renew online twice, unless another reader has reserved the item.\n"
                "- Limits: up to 15 items at once on an adult card, 8 on a children's card.\n"
                "- Fines: no longer charged on children's items; adult items are charged 25p a day, capped at £6 per item.\n"
                "- Lost items: anything more than 60 days overdue is treated as lost, and you'll be billed for a replacement.\n"
                "- DVDs: must be returned at the counter, not in the book drop.\n"
                "- Closed: Mondays and 26 December.",
            ),
            Good(
                "preserve",
                "You can keep books for three weeks and renew them online twice — unless someone else has reserved "
                "them. With an adult card you may have up to 15 items out at a time; a children's card allows 8. We've "
                "stopped charging overdue fines on children's items, but adult items cost 25p for each day they're "
                "late, to a maximum of £6 per item. If something is more than 60 days overdue, we treat it as lost and "
                "bill you for a replacement. DVDs must come back to the counter, not the book drop. And note that "
                "we're closed on Mondays and on 26 December.",
            ),
            Good(
                "pl",
                "Książki można wypożyczać na trzy tygodnie i dwukrotnie przedłużyć przez internet, chyba że "
                "zarezerwował je inny czytelnik. Dorośli posiadacze karty mogą mieć jednocześnie wypożyczonych do 15 "
                "pozycji, a karta dziecięca pozwala na 8. Nie pobieramy już kar za przetrzymanie pozycji dziecięcych, "
                "natomiast za pozycje dla dorosłych nalicza się 25 pensów dziennie, maksymalnie 6 £ za pozycję. "
                "Pozycje przetrzymane dłużej niż 60 dni są uznawane za zagubione, a czytelnik otrzyma rachunek za "
                "egzemplarz zastępczy. Płyty DVD trzeba zwracać przy ladzie, a nie do wrzutni na książki. Biblioteka "
                "jest nieczynna w poniedziałki oraz 26 grudnia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Closed: Mondays and 26 December.", "Closed: Sundays and 26 December.")],
                "date",
            ),
            Slip(
                1,
                [("DVDs must come back to the counter", "DVDs should come back to the counter")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "jest nieczynna w poniedziałki oraz 26 grudnia.",
                        "jest nieczynna w poniedziałki oraz 26 grudnia, a w soboty działa tylko do 14:00.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-hillside-flu-vaccination-clinic-notice",
        source=(
            "Our autumn flu vaccination clinics will run on Saturdays in October at the Hillside Health Centre. "
            "Adults aged 65 and over, pregnant women and people with certain long-term conditions are eligible for "
            "a free vaccine. You do not need to bring your NHS number, but please book in advance at "
            "https://hillsidehealth.nhs.uk/flu or by calling 01632 960 274. Most people have no side effects, "
            "although your arm may feel sore for a day or two. The vaccine cannot give you flu. If you have had a "
            "severe allergic reaction to a previous flu vaccine, speak to a nurse before booking."
        ),
        good=[
            Good(
                "preserve",
                "Flu vaccination clinics this autumn\n"
                "- When and where: Saturdays in October, Hillside Health Centre.\n"
                "- Free for: adults aged 65 and over, pregnant women, and people with certain long-term conditions.\n"
                "- Booking: please book ahead at https://hillsidehealth.nhs.uk/flu or call 01632 960 274. There's no need to bring your NHS number.\n"
                "- Side effects: most people don't get any, although your arm may feel sore for a day or two. The vaccine cannot give you flu.\n"
                "- Had a severe allergic reaction to a previous flu vaccine? Speak to a nurse before you book.",
            ),
            Good(
                "preserve",
                "The Hillside Health Centre will hold its autumn flu vaccination clinics on Saturdays in October. A free "
                "vaccine is available to adults aged 65 or over, to pregnant women and to people with certain "
                "long-term conditions. Patients are asked to book in advance, either at https://hillsidehealth.nhs.uk/flu "
                "or by telephone on 01632 960 274; they are not required to bring their NHS number. Most people "
                "experience no side effects, though the arm may feel sore for a day or two, and the vaccine cannot give "
                "you flu. Anyone who has had a severe allergic reaction to a previous flu vaccine is asked to speak to a "
                "nurse before booking.",
            ),
            Good(
                "pl",
                "Jesienne punkty szczepień przeciw grypie będą działać w soboty w październiku w Hillside Health Centre. "
                "Bezpłatna szczepionka przysługuje osobom dorosłym w wieku 65 lat i starszym, kobietom w ciąży oraz "
                "osobom z niektórymi chorobami przewlekłymi. Nie musisz przynosić swojego numeru NHS, ale prosimy o "
                "wcześniejszą rejestrację na stronie https://hillsidehealth.nhs.uk/flu lub pod numerem telefonu 01632 "
                "960 274. U większości osób nie występują żadne skutki uboczne, choć ramię może boleć przez dzień lub "
                "dwa. Szczepionka nie może wywołać grypy. Jeśli po wcześniejszej szczepionce przeciw grypie wystąpiła u "
                "Ciebie ciężka reakcja alergiczna, przed rejestracją porozmawiaj z pielęgniarką.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "your arm may feel sore for a day or two",
                        "your arm will feel sore for a day or two",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "they are not required to bring their NHS number",
                        "they are required to bring their NHS number",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("https://hillsidehealth.nhs.uk/flu", "https://hillsidehealth.nhs.uk/vaccines")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-release-notes-upgrade-breaking-changes",
        source=(
            "### Release 3.8.0 (12 March 2025)\n\n"
            "This release drops support for PostgreSQL 12, which reached end of life in November 2024. Before "
            "upgrading, you must run `migrate --check` to confirm that no pending migrations remain. The `cache.ttl` "
            "setting is now expressed in seconds rather than minutes, so existing values should be multiplied by 60. "
            "The deprecated `--legacy-auth` flag will be removed in 4.0; you may keep using it until then, but it "
            "logs a warning on every start. Upgrades from versions older than 3.5 are not supported directly — "
            "upgrade to 3.5 first."
        ),
        good=[
            Good(
                "preserve",
                "### Release 3.8.0 (12 March 2025)\n\n"
                "- **PostgreSQL 12 is no longer supported** — it reached end of life in November 2024.\n"
                "- **Before you upgrade**, you must run `migrate --check` to make sure no pending migrations remain.\n"
                "- **`cache.ttl`** is now in seconds instead of minutes; existing values should be multiplied by 60.\n"
                "- **`--legacy-auth`** is deprecated and will be removed in 4.0. You may keep using it until then, but it logs a warning on every start.\n"
                "- **Direct upgrades from versions older than 3.5** are not supported: upgrade to 3.5 first.",
            ),
            Good(
                "preserve",
                "### Release 3.8.0 (12 March 2025)\n\n"
                "If you are on a version older than 3.5, note that direct upgrades are not supported — move to 3.5 "
                "first. For everyone else: before upgrading, you must run `migrate --check` to confirm that there are "
                "no pending migrations. Support for PostgreSQL 12, which reached end of life in November 2024, has "
                "been dropped. The `cache.ttl` setting now takes seconds rather than minutes, so existing values should "
                "be multiplied by 60. Finally, the deprecated `--legacy-auth` flag will be removed in 4.0; you may "
                "continue to use it until then, though it logs a warning on every start.",
            ),
            Good(
                "pl",
                "### Wydanie 3.8.0 (12 marca 2025)\n\n"
                "To wydanie kończy wsparcie dla PostgreSQL 12, które osiągnęło koniec cyklu życia w listopadzie 2024 "
                "r. Przed aktualizacją musisz uruchomić `migrate --check`, aby upewnić się, że nie pozostały żadne "
                "oczekujące migracje. Ustawienie `cache.ttl` jest teraz wyrażane w sekundach zamiast w minutach, więc "
                "dotychczasowe wartości powinny zostać pomnożone przez 60. Przestarzała flaga `--legacy-auth` zostanie "
                "usunięta w wersji 4.0; do tego czasu możesz jej nadal używać, ale przy każdym uruchomieniu zapisuje "
                "ostrzeżenie w logach. Bezpośrednia aktualizacja z wersji starszych niż 3.5 nie jest obsługiwana — "
                "najpierw zaktualizuj do 3.5.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you must run `migrate --check`", "you should run `migrate --check`")],
                "modality",
            ),
            Slip(1, [("`migrate --check`", "`migrate --status`")], "code"),
            Slip(2, [("w listopadzie 2024 r.", "w listopadzie 2023 r.")], "date"),
        ],
    ),
    Case(
        key="en-small-research-grants-call-guidelines",
        source=(
            "Applications to the Small Research Grants scheme must be submitted through the online portal by 17:00 "
            "GMT on 5 February 2026. Awards range from £5,000 to £20,000 and may cover costs for up to 24 months. "
            "Applicants must hold a PhD or equivalent research experience; doctoral students are not eligible. "
            "Proposals should not exceed 1,500 words, excluding references, which should follow the Harvard style "
            "(for example, Smith and Jones, 2019). Applicants are encouraged to consult the Academy's guidance on "
            "research ethics (Academy Report 14, p. 22) before submitting. Decisions are expected in June 2026."
        ),
        good=[
            Good(
                "preserve",
                "You must submit your application to the Small Research Grants scheme through the online portal by "
                "17:00 GMT on 5 February 2026. Grants are worth between £5,000 and £20,000 and may cover costs for up "
                "to 24 months. To apply, you must hold a PhD or have equivalent research experience; doctoral students "
                "are not eligible. Your proposal should be no longer than 1,500 words, not counting references, and "
                "references should follow the Harvard style (e.g. Smith and Jones, 2019). Before submitting, you are "
                "encouraged to read the Academy's guidance on research ethics (Academy Report 14, p. 22). Decisions "
                "are expected in June 2026.",
            ),
            Good(
                "preserve",
                "Small Research Grants — key points\n"
                "1. Deadline: 5 February 2026, 17:00 GMT; applications must be submitted via the online portal.\n"
                "2. Award size: £5,000–£20,000, which may cover costs for up to 24 months.\n"
                "3. Eligibility: applicants must hold a PhD or equivalent research experience. Doctoral students are not eligible.\n"
                "4. Length: proposals should not exceed 1,500 words, excluding references.\n"
                "5. References: should follow the Harvard style, e.g. (Smith and Jones, 2019).\n"
                "6. Ethics: applicants are encouraged to consult the Academy's research ethics guidance (Academy Report 14, p. 22) before submitting.\n"
                "7. Decisions: expected in June 2026.",
            ),
            Good(
                "pl",
                "Wnioski w programie Small Research Grants muszą zostać złożone przez portal internetowy do 5 lutego "
                "2026 r., godz. 17:00 GMT. Granty wynoszą od 5000 do 20 000 £ i mogą pokrywać koszty przez okres do 24 "
                "miesięcy. Wnioskodawcy muszą mieć stopień doktora lub równoważne doświadczenie badawcze; doktoranci "
                "nie mogą ubiegać się o grant. Wniosek nie powinien przekraczać 1500 słów, nie licząc bibliografii, a "
                "odwołania bibliograficzne powinny być zgodne ze stylem harwardzkim (np. Smith i Jones, 2019). "
                "Zachęcamy wnioskodawców, by przed złożeniem wniosku zapoznali się z wytycznymi Akademii dotyczącymi "
                "etyki badań (Academy Report 14, s. 22). Decyzje spodziewane są w czerwcu 2026 r.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Decisions are expected in June 2026.",
                        "Decisions are expected in June 2026, and successful applicants will be invited to present at the Academy's annual conference in London.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "proposals should not exceed 1,500 words",
                        "proposals must not exceed 1,500 words",
                    )
                ],
                "modality",
            ),
            Slip(2, [("(Academy Report 14, s. 22)", "(Academy Report 14, s. 28)")], "citation"),
        ],
    ),
    Case(
        key="en-city-hotel-booking-cancellation-policy",
        source=(
            "Flexible rate bookings can be cancelled free of charge until 48 hours before the arrival date. If you "
            "cancel later, or do not arrive, we will charge the first night's stay. Non-refundable rates are 15% "
            "cheaper but cannot be changed or cancelled, and the full amount is taken at the time of booking. "
            "Check-in is from 3 pm and check-out is by 11 am; late check-out until 1 pm costs €30 and depends on "
            "availability. Pets are not allowed, with the exception of assistance dogs. City tax of €2.50 per person "
            "per night is not included in the room rate."
        ),
        good=[
            Good(
                "preserve",
                "Booking and stay policy\n"
                "- Flexible rate: free cancellation up to 48 hours before your arrival date. If you cancel later or don't arrive, we charge the first night.\n"
                "- Non-refundable rate: 15% cheaper, but it can't be changed or cancelled, and we take the full amount when you book.\n"
                "- Check-in from 3 pm; check-out by 11 am. Late check-out until 1 pm costs €30, subject to availability.\n"
                "- No pets are allowed, except assistance dogs.\n"
                "- City tax (€2.50 per person per night) is not included in the room rate.",
            ),
            Good(
                "preserve",
                "Bookings made at the flexible rate may be cancelled without charge up to 48 hours before the date of "
                "arrival; later cancellations and no-shows will be charged for the first night. Non-refundable rates "
                "are 15% lower but cannot be amended or cancelled, and payment in full is taken at the time of booking. "
                "Check-in begins at 3 pm and check-out is by 11 am; late check-out until 1 pm is available for €30, "
                "subject to availability. Pets are not permitted, except for assistance dogs. The room rate does not "
                "include city tax of €2.50 per person per night.",
            ),
            Good(
                "pl",
                "Rezerwacje w elastycznej taryfie można bezpłatnie anulować do 48 godzin przed dniem przyjazdu. W "
                "przypadku późniejszej rezygnacji lub niestawienia się pobieramy opłatę za pierwszą noc. Taryfy "
                "bezzwrotne są o 15% tańsze, ale nie można ich zmienić ani anulować, a pełna kwota jest pobierana w "
                "chwili rezerwacji. Zameldowanie od 15:00, wymeldowanie do 11:00; późne wymeldowanie do 13:00 kosztuje "
                "30 € i zależy od dostępności. Zwierzęta nie są dozwolone, z wyjątkiem psów asystujących. Opłata "
                "miejscowa w wysokości 2,50 € za osobę za noc nie jest wliczona w cenę pokoju.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- No pets are allowed, except assistance dogs.\n- City tax (€2.50 per person per night) is not included in the room rate.",
                        "- Zwierzęta nie są dozwolone, z wyjątkiem psów asystujących.\n- Opłata miejscowa (2,50 € za osobę za noc) nie jest wliczona w cenę pokoju.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [("Non-refundable rates are 15% lower", "Non-refundable rates are 25% lower")],
                "number",
            ),
            Slip(2, [("za noc nie jest wliczona", "za noc jest wliczona")], "negation"),
        ],
    ),
    Case(
        key="en-river-severn-flood-warning-update",
        source=(
            "The Environment Agency has issued a flood warning for the River Severn at Shrewsbury. River levels are "
            "expected to peak at around 4.6 metres on Thursday evening, which would probably flood the Frankwell car "
            "park and riverside paths. Properties on Smithfield Road may be affected if the level exceeds 4.8 "
            "metres. Residents should move valuables upstairs and avoid walking or driving through flood water; just "
            "30 cm of moving water can float a car. Do not ignore road closures. Updates are published every 15 "
            "minutes at check-for-flooding.service.gov.uk."
        ),
        good=[
            Good(
                "preserve",
                "Flood warning: River Severn at Shrewsbury\n\n"
                "The Environment Agency has issued a flood warning. The river is expected to peak at around 4.6 metres "
                "on Thursday evening, which would probably flood the Frankwell car park and the riverside paths. If the "
                "level goes above 4.8 metres, properties on Smithfield Road may be affected.\n\n"
                "What residents should do: move valuables upstairs, and avoid walking or driving through flood water — "
                "just 30 cm of moving water can float a car. Do not ignore road closures. Updates are posted every 15 "
                "minutes at check-for-flooding.service.gov.uk.",
            ),
            Good(
                "preserve",
                "A flood warning for the River Severn at Shrewsbury has been issued by the Environment Agency. Levels "
                "are forecast to peak at about 4.6 metres on Thursday evening. At that level, the Frankwell car park and "
                "riverside paths would probably flood. Above 4.8 metres, properties on Smithfield Road may be affected. "
                "Residents should move valuables upstairs and should avoid walking or driving through flood water, as "
                "just 30 cm of moving water can float a car. Do not ignore road closures. New updates appear every 15 "
                "minutes on check-for-flooding.service.gov.uk.",
            ),
            Good(
                "pl",
                "Agencja Środowiska (Environment Agency) wydała ostrzeżenie powodziowe dla rzeki Severn w Shrewsbury. "
                "Poziom wody ma osiągnąć maksimum około 4,6 metra w czwartek wieczorem, co prawdopodobnie "
                "spowodowałoby zalanie parkingu Frankwell i ścieżek nad rzeką. Jeśli poziom przekroczy 4,8 metra, "
                "zagrożone mogą być nieruchomości przy Smithfield Road. Mieszkańcy powinni przenieść cenne rzeczy na "
                "wyższe piętra i unikać chodzenia lub jeżdżenia przez wodę powodziową; zaledwie 30 cm płynącej wody "
                "może unieść samochód. Nie ignoruj zamknięć dróg. Aktualizacje są publikowane co 15 minut na stronie "
                "check-for-flooding.service.gov.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "The Environment Agency has issued a flood warning.",
                        "The Environment Agency has issued a flood warning, and a rest centre has been opened at Shrewsbury Sports Village.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("peak at about 4.6 metres", "peak at 4.6 metres")], "hedge"),
            Slip(2, [("Nie ignoruj zamknięć dróg.", "Ignoruj zamknięcia dróg.")], "negation"),
        ],
    ),
    Case(
        key="en-subject-access-request-acknowledgement-reply",
        source=(
            "Thank you for your request for a copy of your personal data. We must respond within one month of "
            "receiving it, so you will hear from us by 9 May 2025 at the latest. If your request is complex, we may "
            "extend this period by up to two further months, but we will tell you within the first month if that "
            "happens. We will not charge a fee, unless the request is manifestly unfounded or excessive. Please note "
            "that we may need to ask you for proof of identity before we can release any information."
        ),
        good=[
            Good(
                "preserve",
                "Thanks for asking for a copy of your personal data. We have to reply within one month of receiving "
                "your request, which means you will hear from us by 9 May 2025 at the latest. If the request turns out "
                "to be complex, we may extend that by up to two more months — and if so, we will let you know within "
                "the first month. We won't charge a fee unless the request is manifestly unfounded or excessive. We may "
                "need to ask you for proof of identity before we can release any information.",
            ),
            Good(
                "preserve",
                "We acknowledge receipt of your request for a copy of your personal data. We are required to respond "
                "within one month of receipt; accordingly, you will hear from us no later than 9 May 2025. Should the "
                "request prove complex, this period may be extended by up to two further months, in which case we will "
                "inform you within the first month. No fee will be charged unless the request is manifestly unfounded "
                "or excessive. Please be aware that we may need to request proof of identity before any information can "
                "be released.",
            ),
            Good(
                "pl",
                "Dziękujemy za prośbę o kopię Pani/Pana danych osobowych. Musimy odpowiedzieć w ciągu miesiąca od jej "
                "otrzymania, więc odezwiemy się najpóźniej 9 maja 2025 r. Jeśli prośba okaże się złożona, możemy "
                "przedłużyć ten termin maksymalnie o kolejne dwa miesiące, ale w takim przypadku poinformujemy o tym w "
                "ciągu pierwszego miesiąca. Nie pobierzemy opłaty, chyba że żądanie będzie ewidentnie nieuzasadnione "
                "lub nadmierne. Prosimy pamiętać, że przed udostępnieniem jakichkolwiek informacji możemy poprosić o "
                "potwierdzenie tożsamości.",
            ),
        ],
        bad=[
            Slip(0, [("by 9 May 2025 at the latest", "by 19 May 2025 at the latest")], "date"),
            Slip(
                1,
                [
                    (
                        "or excessive. Please be aware",
                        "or excessive, in which case a flat £10 administration charge applies. Please be aware",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Musimy odpowiedzieć w ciągu miesiąca",
                        "Powinniśmy odpowiedzieć w ciągu miesiąca",
                    )
                ],
                "modality",
            ),
        ],
    ),
]
