# ruff: noqa: E501, RUF001
"""English source cases of blind set 89: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-guide-dog-puppy-raiser-terms",
        source=(
            "Thank you for volunteering as a puppy raiser. Before your puppy arrives, we will send you a starter kit with a "
            "crate, two leads and a coat. Your puppy will live with you from about eight weeks of age "
            "until it is 14 to 16 months old, when it returns to our training centre for formal guide work. You must "
            "attend the monthly puppy class and a home visit from your supervisor every six weeks. Puppies must not be "
            "left alone for more than three hours at a time, and they should not use stairs freely until they are six "
            "months old. You may take your puppy on public transport once it has completed its vaccinations. We cover "
            "all food and veterinary costs; please do not buy treats or toys without checking with your supervisor first."
        ),
        good=[
            Good(
                "preserve",
                "Thanks for signing up to raise one of our puppies! Here's what to expect:\n"
                "- Before your puppy arrives, we'll send you a starter kit: a crate, two leads and a coat.\n"
                "- Your puppy will join you at roughly eight weeks old and stay until it is 14–16 months old. It then goes back to our training centre to begin formal guide work.\n"
                "- You must come to the puppy class every month and be at home for a visit from your supervisor every six weeks.\n"
                "- Your puppy must not be left on its own for more than three hours at a time.\n"
                "- Until your puppy is six months old, it should not be allowed to use the stairs freely.\n"
                "- Once its vaccinations are complete, you may take your puppy on public transport.\n"
                "- We pay for all food and vet bills.\n"
                "- Please don't buy treats or toys without checking with your supervisor first.",
            ),
            Good(
                "preserve",
                "Puppy raisers agree to the following. Before the puppy arrives, each raiser is sent a starter kit containing a "
                "crate, two leads and a coat. Each puppy is placed with its raiser at approximately eight weeks of "
                "age and remains there until it is 14 to 16 months old, at which point it returns to our training centre "
                "to start formal guide work. Raisers must attend the monthly puppy class and a home visit from their "
                "supervisor every six weeks. A puppy must not be left on its own for longer than three hours at a time, "
                "and it should not have free use of stairs before six months of age. Once its vaccinations are complete, "
                "the puppy may travel on public transport with its raiser. All food and veterinary costs are met by us; "
                "raisers are asked not to buy treats or toys without first checking with their supervisor.",
            ),
            Good(
                "pl",
                "Dziękujemy, że zgłosiłeś się jako wolontariusz wychowujący szczenię. Zanim szczeniak do Ciebie trafi, wyślemy "
                "Ci zestaw startowy: klatkę kennelową, dwie smycze i kurtkę dla psa. Szczeniak zamieszka z Tobą, gdy "
                "będzie miał około ośmiu tygodni, i zostanie do wieku 14–16 miesięcy – wtedy wróci do naszego ośrodka "
                "szkoleniowego na właściwe szkolenie na psa przewodnika. Musisz uczestniczyć w comiesięcznych zajęciach "
                "dla szczeniąt oraz w wizycie domowej koordynatora co sześć tygodni. Szczeniąt nie wolno zostawiać samych "
                "na dłużej niż trzy godziny naraz, a do ukończenia szóstego miesiąca nie powinny swobodnie korzystać ze "
                "schodów. Gdy szczeniak ukończy cykl szczepień, możesz zabierać go do komunikacji publicznej. Pokrywamy "
                "wszystkie koszty karmy i leczenia weterynaryjnego; prosimy, nie kupuj smakołyków ani zabawek bez "
                "wcześniejszej konsultacji z koordynatorem.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "it should not be allowed to use the stairs freely",
                        "it should be allowed to use the stairs freely",
                    )
                ],
                "negation",
            ),
            Slip(1, [("crate, two leads and a coat", "crate, three leads and a coat")], "number"),
            Slip(2, [("Musisz uczestniczyć", "Powinieneś uczestniczyć")], "modality"),
        ],
    ),
    Case(
        key="en-caravan-seasonal-pitch-agreement",
        source=(
            "Seasonal pitch agreement 2025. The season runs from 1 March to 31 October 2025, and pitch fees of £2,450 "
            "are payable in two instalments: half by 15 February and the balance by 1 June. Your pitch includes one "
            "electric hook-up (16 amp) and a water point shared with no more than three other pitches. Caravans may be "
            "left on the pitch between visits but must not be occupied outside the season. Sub-letting is not permitted "
            "under any circumstances. Gas bottles must be stored upright in the cage provided, and awnings should be "
            "taken down if winds above 50 mph are forecast. Notice to leave must be given in writing at least 60 days "
            "before the end of the season."
        ),
        good=[
            Good(
                "preserve",
                "Your 2025 seasonal pitch: the key terms\n\n"
                "- Season: 1 March to 31 October 2025.\n"
                "- Fees: £2,450, paid in two instalments: half by 15 February, the rest by 1 June.\n"
                "- Included: one 16-amp electric hook-up and a water point you share with up to three other pitches.\n"
                "- Between visits you may leave your caravan on the pitch, but you must not stay in it outside the season.\n"
                "- Sub-letting is never allowed, whatever the circumstances.\n"
                "- Gas bottles must be kept upright in the cage provided.\n"
                "- If winds above 50 mph are forecast, you should take your awning down.\n"
                "- If you decide to leave, you must give written notice at least 60 days before the season ends.",
            ),
            Good(
                "preserve",
                "This agreement covers the 2025 season, which opens on 1 March and closes on 31 October 2025. The pitch "
                "fee is £2,450, payable in two instalments: 50% by 15 February and the remaining balance by 1 June. Each "
                "pitch comes with a 16 amp electric hook-up and a water point shared by a maximum of three other pitches. "
                "While caravans may remain on the pitch between visits, they must not be occupied outside the season, and "
                "sub-letting is prohibited in all circumstances. Gas bottles must be stored upright in the cage provided. "
                "Where winds above 50 mph are forecast, awnings should be taken down. Written notice to leave must be given "
                "no later than 60 days before the season ends.",
            ),
            Good(
                "pl",
                "Umowa na miejsce sezonowe – 2025. Sezon trwa od 1 marca do 31 października 2025 r. Opłata za miejsce "
                "wynosi 2450 funtów i jest płatna w dwóch ratach: połowa do 15 lutego, reszta do 1 czerwca. W cenie jest "
                "jedno przyłącze elektryczne (16 A) oraz punkt poboru wody, z którego korzystają najwyżej trzy inne "
                "stanowiska. Przyczepę można zostawić na miejscu między pobytami, ale poza sezonem nie wolno w niej "
                "mieszkać. Podnajem nie jest dozwolony w żadnych okolicznościach. Butle z gazem należy przechowywać w "
                "pozycji pionowej w przeznaczonej do tego klatce, a jeśli prognoza zapowiada wiatr powyżej 50 mph, "
                "przedsionki powinny zostać złożone. O rezygnacji trzeba powiadomić na piśmie co najmniej 60 dni przed "
                "końcem sezonu.",
            ),
        ],
        bad=[
            Slip(0, [("half by 15 February", "half by 15 January")], "date"),
            Slip(1, [("The pitch fee is £2,450", "The pitch fee is £2,350")], "number"),
            Slip(
                2,
                [("poza sezonem nie wolno w niej mieszkać", "poza sezonem wolno w niej mieszkać")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-village-hall-defibrillator-session",
        source=(
            "Free defibrillator and CPR session at Thornbury Village Hall. Following the installation of a public-access "
            "defibrillator outside the hall, the parish council is running a two-hour awareness session on Saturday "
            "12 April from 10:00. No previous experience is needed, and the session is suitable for anyone aged 12 and "
            "over; under-16s must be accompanied by an adult. Places are limited to 20, so you should book through "
            "thornburyhall.org.uk/aed or by emailing clerk@thornburyparish.org.uk. The session is not a certified "
            "first-aid qualification. Trainers say most people will likely feel confident using the device after a "
            "single session, although a refresher every year or so is advisable."
        ),
        good=[
            Good(
                "preserve",
                "Want to know how to use the new public-access defibrillator outside Thornbury Village Hall? The parish "
                "council is holding a free two-hour CPR and defibrillator awareness session on Saturday 12 April, starting "
                "at 10:00. You don't need any previous experience, and anyone aged 12 or over is welcome, though under-16s "
                "must come with an adult. There are only 20 places, so you should book via thornburyhall.org.uk/aed or "
                "email clerk@thornburyparish.org.uk. Please note that the session does not give you a certified first-aid "
                "qualification. According to the trainers, most people will probably feel confident with the device after "
                "one session, but a refresher roughly once a year is advisable.",
            ),
            Good(
                "preserve",
                "Thornbury Parish Council will hold a free CPR and defibrillator awareness session at the Village Hall on "
                "Saturday 12 April, beginning at 10:00 and lasting two hours. The session follows the installation of a "
                "public-access defibrillator outside the hall. It is open to anyone aged 12 or over, with no prior "
                "experience required; participants under 16 must be accompanied by an adult. Attendance is capped at 20, "
                "so those wishing to attend should book, either at thornburyhall.org.uk/aed or by email to "
                "clerk@thornburyparish.org.uk. The session does not lead to a certified first-aid qualification. In the "
                "trainers' experience, most participants are likely to feel confident using the device after one session; "
                "even so, a refresher roughly every year is advisable.",
            ),
            Good(
                "pl",
                "Bezpłatne zajęcia z resuscytacji (RKO) i obsługi defibrylatora w świetlicy wiejskiej w Thornbury. W "
                "związku z zamontowaniem przed budynkiem ogólnodostępnego defibrylatora rada parafialna organizuje "
                "dwugodzinne zajęcia informacyjne w sobotę 12 kwietnia od godz. 10:00. Nie jest wymagane żadne wcześniejsze "
                "doświadczenie, a zajęcia są odpowiednie dla wszystkich w wieku od 12 lat; osoby poniżej 16. roku życia "
                "muszą przyjść pod opieką dorosłego. Liczba miejsc jest ograniczona do 20, dlatego osoby zainteresowane "
                "powinny się zapisać przez stronę thornburyhall.org.uk/aed lub e-mailem na adres "
                "clerk@thornburyparish.org.uk. Zajęcia nie dają certyfikowanych uprawnień z zakresu pierwszej pomocy. "
                "Według prowadzących większość uczestników po jednym spotkaniu prawdopodobnie będzie się czuć pewnie przy "
                "obsłudze urządzenia, choć wskazane jest odświeżanie wiedzy mniej więcej co rok.",
            ),
        ],
        bad=[
            Slip(
                0, [("book via thornburyhall.org.uk/aed", "book via thornburyhall.org/aed")], "url"
            ),
            Slip(
                1,
                [("participants are likely to feel confident", "participants will feel confident")],
                "hedge",
            ),
            Slip(
                2,
                [("muszą przyjść pod opieką dorosłego", "powinny przyjść pod opieką dorosłego")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-garden-centre-plant-guarantee",
        source=(
            "Our plant guarantee. From 1 March 2025, all hardy trees, shrubs and perennials bought at Greenacre Garden "
            "Centre are guaranteed for two years from the date of purchase. If a plant fails within that period, bring "
            "it back with your receipt and we will replace it or give you store credit; we do not offer cash refunds. "
            "The guarantee does not cover bedding plants, houseplants, bulbs or seeds, nor plants damaged by frost, "
            "pests or neglect. Plants bought in our end-of-season sale are covered for 12 months only. Please ask a "
            "member of staff if you are unsure whether your plant qualifies."
        ),
        good=[
            Good(
                "preserve",
                "**What does the Greenacre plant guarantee cover?**\n"
                "Hardy trees, shrubs and perennials bought from us on or after 1 March 2025 are guaranteed for two years "
                "from the day you buy them. Plants from our end-of-season sale are covered for 12 months only.\n\n"
                "**What isn't covered?**\n"
                "Bedding plants, houseplants, bulbs and seeds, and any plant damaged by frost, pests or neglect.\n\n"
                "**What if my plant fails?**\n"
                "Bring it back with your receipt within the guarantee period and we'll either replace it or give you store "
                "credit. We don't give cash refunds.\n\n"
                "Not sure whether your plant qualifies? Just ask a member of staff.",
            ),
            Good(
                "preserve",
                "Greenacre Garden Centre guarantees hardy trees, shrubs and perennials for two years from purchase, for all "
                "such plants bought from 1 March 2025 onwards (end-of-season sale plants: 12 months only). Should a plant "
                "fail within that time, return it with your receipt for a replacement or store credit; cash refunds are "
                "not available. Bedding plants, houseplants, bulbs and seeds are excluded, as are plants damaged by frost, "
                "pests or neglect. If you're unsure whether your plant qualifies, please ask a member of staff.",
            ),
            Good(
                "pl",
                "Gwarancja na rośliny. Od 1 marca 2025 r. wszystkie zimotrwałe drzewa, krzewy i byliny kupione w Greenacre "
                "Garden Centre objęte są dwuletnią gwarancją liczoną od dnia zakupu. Jeśli roślina w tym czasie nie "
                "przetrwa, przynieś ją razem z paragonem, a wymienimy ją na nową lub wydamy bon do wykorzystania w naszym "
                "sklepie; nie zwracamy pieniędzy w gotówce. Gwarancja nie obejmuje sezonowych roślin rabatowych, roślin "
                "doniczkowych, cebulek ani nasion, a także roślin uszkodzonych przez mróz, szkodniki lub zaniedbanie. "
                "Rośliny kupione na wyprzedaży na koniec sezonu mają gwarancję tylko na 12 miesięcy. Jeśli nie masz "
                "pewności, czy Twoja roślina jest objęta gwarancją, zapytaj kogoś z obsługi.",
            ),
        ],
        bad=[
            Slip(0, [("on or after 1 March 2025", "on or after 1 May 2025")], "date"),
            Slip(
                1,
                [
                    (
                        "return it with your receipt for",
                        "return it with your receipt and the original plant label for",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("nie zwracamy pieniędzy w gotówce", "zwracamy pieniądze w gotówce")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-toddler-music-class-terms",
        source=(
            "Little Notes toddler music classes: terms and conditions. Classes run in blocks of 10 weekly sessions and "
            "cost £85 per block, payable in advance. Each class lasts 45 minutes and is suitable for children aged "
            "18 months to 3 years, who must be accompanied by a parent or carer at all times. If you miss a class, you "
            "may attend a make-up session in the same block, subject to space, but missed classes cannot be refunded. "
            "Siblings under 6 months may come along free of charge. Please let us know about any allergies before the "
            "first session, as we sometimes use snacks in our activities. We may photograph classes for our social "
            "media only with your written consent."
        ),
        good=[
            Good(
                "preserve",
                "Little Notes – key terms for parents\n\n"
                "- Classes are sold in blocks of 10 weekly sessions, at £85 per block, paid upfront.\n"
                "- Each session is 45 minutes long and designed for children from 18 months to 3 years old.\n"
                "- A parent or carer must stay with their child throughout the class.\n"
                "- Missed a class? You may join a make-up session within the same block if there is space. Missed classes cannot be refunded.\n"
                "- Brothers and sisters under 6 months old may come along for free.\n"
                "- Please tell us about any allergies before your first session, because snacks are sometimes part of our activities.\n"
                "- Classes may be photographed for our social media, but only with your written consent.",
            ),
            Good(
                "preserve",
                "Welcome to Little Notes! Our toddler music classes are for children aged 18 months to 3 years and last "
                "45 minutes each. We sell them in blocks of 10 weekly sessions; a block costs £85 and is paid in advance. "
                "Your child must be accompanied by a parent or carer at all times. If you can't make a class, you may come "
                "to a make-up session in the same block when space allows, but we can't refund missed classes. Younger "
                "siblings under 6 months may join free of charge. Because we sometimes use snacks in our activities, "
                "please let us know about any allergies before the first session. We may take photos of classes for our "
                "social media, but only with your written consent.",
            ),
            Good(
                "pl",
                "Zajęcia muzyczne dla maluchów Little Notes – regulamin. Zajęcia odbywają się w cyklach po 10 "
                "cotygodniowych spotkań, a opłata wynosi 85 funtów za cykl, płatna z góry. Każde zajęcia trwają 45 minut "
                "i są przeznaczone dla dzieci w wieku od 18 miesięcy do 3 lat, które przez cały czas muszą być pod opieką "
                "rodzica lub opiekuna. Jeśli opuścisz zajęcia, możesz – w miarę wolnych miejsc – przyjść na zajęcia "
                "zastępcze w tym samym cyklu, jednak za opuszczone zajęcia nie zwracamy pieniędzy. Rodzeństwo poniżej "
                "6. miesiąca życia może przychodzić bezpłatnie. Prosimy o informację o alergiach przed pierwszymi "
                "zajęciami, ponieważ czasem wykorzystujemy przekąski w zabawach. Zdjęcia z zajęć do naszych mediów "
                "społecznościowych możemy robić wyłącznie za Twoją pisemną zgodą.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "A parent or carer must stay with their child",
                        "A parent or carer should stay with their child",
                    )
                ],
                "modality",
            ),
            Slip(1, [("a block costs £85", "a block costs £95")], "number"),
            Slip(
                2,
                [
                    (
                        "Prosimy o informację o alergiach przed pierwszymi zajęciami, ponieważ czasem wykorzystujemy przekąski w zabawach.",
                        "Please let us know about any allergies before the first session, as we sometimes use snacks in our activities.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-leisure-centre-sauna-rules",
        source=(
            "Sauna and steam room rules. The sauna is open to users aged 16 and over; it is not suitable for anyone who "
            "is pregnant or has a heart condition unless their doctor has approved it. Sessions should not exceed "
            "15 minutes, and you must shower before entering. Swimwear must be worn at all times – nudity is not "
            "permitted. Do not pour water on the stones yourself; staff adjust the heat. Drink plenty of water before "
            "and after your session, as using the sauna can cause dehydration and may lead to dizziness. Glass bottles, "
            "phones and towels on the heater are not allowed. If you feel unwell, leave immediately and tell a member "
            "of staff."
        ),
        good=[
            Good(
                "preserve",
                "Before you use the sauna or steam room, please read these rules:\n"
                "1. The sauna is for users aged 16 and over.\n"
                "2. It is not suitable if you are pregnant or have a heart condition, unless your doctor has approved it.\n"
                "3. You must shower before going in.\n"
                "4. Your session should not last longer than 15 minutes.\n"
                "5. Swimwear must be worn at all times; nudity is not permitted.\n"
                "6. Do not pour water on the stones yourself – staff adjust the heat.\n"
                "7. Drink plenty of water before and after, because the sauna can dehydrate you and may make you dizzy.\n"
                "8. No glass bottles or phones, and no towels on the heater.\n"
                "9. If you feel unwell, leave straight away and let a member of staff know.",
            ),
            Good(
                "preserve",
                "Use of the sauna is restricted to those aged 16 and over. The sauna is not suitable for "
                "anyone who is pregnant or who has a heart condition, except with their doctor's approval. All users must "
                "shower before entering, and a session should last no longer than 15 minutes. Swimwear must be worn at all "
                "times, as nudity is not permitted. Please do not pour water on the stones yourself; the heat is adjusted "
                "by staff. Sauna use can cause dehydration and may lead to dizziness, so drink plenty of water before and "
                "after each session. Glass bottles and phones are not allowed, nor are towels on the heater. If you feel "
                "unwell, leave at once and inform a member of staff.",
            ),
            Good(
                "pl",
                "Zasady korzystania z sauny i łaźni parowej. Z sauny mogą korzystać osoby w wieku od 16 lat. Nie jest ona "
                "odpowiednia dla kobiet w ciąży ani osób z chorobami serca, chyba że lekarz wyraził na to zgodę. "
                "Pojedynczy seans nie powinien trwać dłużej niż 15 minut, a przed wejściem trzeba wziąć prysznic. Przez "
                "cały czas obowiązuje strój kąpielowy – nagość jest niedozwolona. Nie polewaj samodzielnie kamieni wodą; "
                "temperaturę regulują pracownicy. Pij dużo wody przed seansem i po nim, ponieważ sauna może powodować "
                "odwodnienie i prowadzić do zawrotów głowy. Szklane butelki, telefony i ręczniki na piecu są niedozwolone. "
                "Jeśli poczujesz się źle, natychmiast wyjdź i powiadom pracownika.",
            ),
        ],
        bad=[
            Slip(0, [("and may make you dizzy", "and will make you dizzy")], "hedge"),
            Slip(
                1,
                [
                    (
                        "All users must shower before entering",
                        "All users should shower before entering",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("Pojedynczy seans nie powinien trwać", "Pojedynczy seans powinien trwać")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-home-energy-grant-eligibility",
        source=(
            "Warmer Homes Grant: who can apply. Owner-occupiers and private tenants in England may apply if their "
            "household income is below £36,000 a year or if someone in the household receives a means-tested benefit. "
            "The property must have an Energy Performance Certificate rating of D, E, F or G. Grants of up to £30,000 "
            "are available for insulation, heat pumps and solar panels; households do not need to contribute towards "
            "the cost. Landlords cannot apply on behalf of tenants. The scheme is delivered under Part 2 of the Home "
            "Energy Efficiency Scheme Regulations 2024 (SI 2024/512). Applications close on 31 March 2028 or when "
            "funding runs out, whichever is sooner."
        ),
        good=[
            Good(
                "preserve",
                "Could you get a Warmer Homes Grant? You may apply if you own your home or rent privately in England and "
                "either your household earns less than £36,000 a year or someone in your household gets a means-tested "
                "benefit. Your home must also have an Energy Performance Certificate (EPC) rating of D, E, F or G. The "
                "grant is worth up to £30,000 and can pay for insulation, heat pumps and solar panels, and you won't need "
                "to contribute anything towards the cost. Landlords can't apply for their tenants. The scheme runs under "
                "Part 2 of the Home Energy Efficiency Scheme Regulations 2024 (SI 2024/512). Applications close on "
                "31 March 2028, or earlier if the money runs out.",
            ),
            Good(
                "preserve",
                "Warmer Homes Grant – eligibility\n\n"
                "Who can apply: owner-occupiers and private tenants in England, where\n"
                "- household income is below £36,000 a year, or\n"
                "- a member of the household receives a means-tested benefit.\n\n"
                "Property: must have an Energy Performance Certificate rating of D, E, F or G.\n\n"
                "What is funded: insulation, heat pumps and solar panels, with grants of up to £30,000. No contribution "
                "towards the cost is required from the household.\n\n"
                "Not eligible: landlords applying on behalf of tenants.\n\n"
                "Legal basis: Part 2 of the Home Energy Efficiency Scheme Regulations 2024 (SI 2024/512).\n\n"
                "Deadline: 31 March 2028, or earlier if funding runs out.",
            ),
            Good(
                "pl",
                "Dotacja Warmer Homes – kto może złożyć wniosek. O dotację mogą ubiegać się właściciele mieszkający we "
                "własnym domu oraz najemcy z rynku prywatnego w Anglii, jeśli roczny dochód gospodarstwa domowego jest "
                "niższy niż 36 000 funtów lub jeśli ktoś z domowników pobiera świadczenie zależne od dochodu. "
                "Nieruchomość musi mieć świadectwo charakterystyki energetycznej (EPC) z klasą D, E, F lub G. Dotacje do "
                "30 000 funtów można przeznaczyć na ocieplenie, pompy ciepła i panele słoneczne; gospodarstwa domowe nie "
                "muszą dokładać się do kosztów. Wynajmujący nie mogą składać wniosków w imieniu najemców. Program jest "
                "realizowany na podstawie części 2 rozporządzenia Home Energy Efficiency Scheme Regulations 2024 "
                "(SI 2024/512). Nabór wniosków kończy się 31 marca 2028 r. lub wcześniej, jeśli wyczerpią się środki.",
            ),
        ],
        bad=[
            Slip(0, [("(SI 2024/512)", "(SI 2024/521)")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "No contribution towards the cost is required",
                        "A contribution towards the cost is required",
                    )
                ],
                "negation",
            ),
            Slip(2, [("Dotacje do 30 000 funtów", "Dotacje do 20 000 funtów")], "number"),
        ],
    ),
    Case(
        key="en-museum-volunteer-guide-handbook",
        source=(
            "## Before your first tour\n\n"
            "All new volunteer guides must complete the induction day, held on the first Monday of each month, before "
            "leading a tour. You should shadow at least two tours given by an experienced guide.\n\n"
            "### On the day\n\n"
            "- Arrive 20 minutes before the tour starts and sign in at the front desk.\n"
            "- Wear your lanyard at all times.\n"
            "- Tours must not exceed 25 visitors.\n\n"
            "Photography is allowed in the main galleries but not in the Textile Room. If a visitor asks a question you "
            "can't answer, you may refer them to the information desk. See the "
            "[volunteer rota](https://volunteers.harbourmuseum.org/rota) for available slots."
        ),
        good=[
            Good(
                "preserve",
                "## Getting ready for your first tour\n\n"
                "Before you lead any tour, you must complete the induction day for new volunteer guides. It takes place on "
                "the first Monday of every month. You should also shadow an experienced guide on at least two of their "
                "tours.\n\n"
                "### On the day\n\n"
                "- Get here 20 minutes before your tour begins and sign in at the front desk.\n"
                "- Keep your lanyard on at all times.\n"
                "- A tour must not have more than 25 visitors.\n\n"
                "Visitors may take photos in the main galleries, but not in the Textile Room. If you're asked something you "
                "can't answer, you may send the visitor to the information desk. Available slots are listed on the "
                "[volunteer rota](https://volunteers.harbourmuseum.org/rota).",
            ),
            Good(
                "preserve",
                "## Before your first tour\n\n"
                "New volunteer guides must attend an induction day before leading a tour. Induction days are held on the "
                "first Monday of each month. You should also shadow at least two tours led by an experienced guide.\n\n"
                "### On the day\n\n"
                "1. Arrive 20 minutes before the start of the tour.\n"
                "2. Sign in at the front desk.\n"
                "3. Wear your lanyard throughout.\n"
                "4. Remember that tours must not exceed 25 visitors.\n\n"
                "Photography is permitted in the main galleries, but not in the Textile Room. When a visitor asks a "
                "question you can't answer, you may refer them to the information desk. For open slots, check the "
                "[volunteer rota](https://volunteers.harbourmuseum.org/rota).",
            ),
            Good(
                "pl",
                "## Przed pierwszym oprowadzaniem\n\n"
                "Każdy nowy wolontariusz-przewodnik musi ukończyć dzień wprowadzający, zanim poprowadzi jakąkolwiek "
                "wycieczkę. Dni wprowadzające odbywają się w pierwszy poniedziałek każdego miesiąca. Powinieneś też "
                "towarzyszyć doświadczonemu przewodnikowi podczas co najmniej dwóch oprowadzań.\n\n"
                "### W dniu oprowadzania\n\n"
                "- Przyjdź 20 minut przed rozpoczęciem oprowadzania i wpisz się na listę w recepcji.\n"
                "- Przez cały czas noś identyfikator na smyczy.\n"
                "- Grupa nie może liczyć więcej niż 25 zwiedzających.\n\n"
                "Fotografowanie jest dozwolone w głównych galeriach, ale nie w Sali Tkanin (Textile Room). Jeśli "
                "zwiedzający zada pytanie, na które nie znasz odpowiedzi, możesz skierować go do punktu informacyjnego. "
                "Wolne terminy znajdziesz w [grafiku wolontariuszy](https://volunteers.harbourmuseum.org/rota).",
            ),
        ],
        bad=[
            Slip(0, [("### On the day\n\n", "On the day\n\n")], "markdown"),
            Slip(
                1,
                [
                    (
                        "held on the first Monday of each month",
                        "held on the first Friday of each month",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [("musi ukończyć dzień wprowadzający", "powinien ukończyć dzień wprowadzający")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-js-date-library-changelog-420",
        source=(
            "## 4.2.0 (2025-03-18)\n\n"
            "### Breaking changes\n"
            "- `parseISO()` no longer accepts dates without a year; pass `{ legacy: true }` to keep the old behaviour.\n"
            "- Dropped support for Node.js 16. Node 18 or later is now required.\n\n"
            "### Fixes\n"
            "- `addMonths()` now clamps to the last day of the month instead of overflowing (e.g. Jan 31 + 1 month = Feb 28).\n"
            "- Fixed a timezone bug in `formatDistance()` that could return negative values around DST changes.\n\n"
            "### Notes\n"
            "The bundle is about 9% smaller. The deprecated `toUTCString()` helper will not be removed before 5.0.0."
        ),
        good=[
            Good(
                "preserve",
                "## 4.2.0 – 18 March 2025\n\n"
                "### Breaking changes\n"
                "- Dates with no year are no longer accepted by `parseISO()`. To keep the previous behaviour, pass `{ legacy: true }`.\n"
                "- Node.js 16 is no longer supported; you now need Node 18 or newer.\n\n"
                "### Fixes\n"
                "- Instead of overflowing, `addMonths()` now clamps to the month's last day (for example, Jan 31 + 1 month = Feb 28).\n"
                "- A timezone bug in `formatDistance()` that could produce negative values around DST changes has been fixed.\n\n"
                "### Notes\n"
                "The bundle is roughly 9% smaller, and the deprecated `toUTCString()` helper won't be removed before 5.0.0.",
            ),
            Good(
                "preserve",
                "Version 4.2.0, released on 2025-03-18, contains two breaking changes. First, `parseISO()` no longer "
                "accepts dates that lack a year; passing `{ legacy: true }` keeps the old behaviour. Second, support for "
                "Node.js 16 has been dropped, so Node 18 or later is now required.\n\n"
                "Two bugs are fixed: `addMonths()` now clamps to the last day of the month rather than overflowing (so "
                "Jan 31 + 1 month gives Feb 28), and a timezone bug in `formatDistance()` that could return negative "
                "values around DST changes has been corrected.\n\n"
                "The bundle is also about 9% smaller. The deprecated `toUTCString()` helper will not be removed before 5.0.0.",
            ),
            Good(
                "pl",
                "## 4.2.0 (2025-03-18)\n\n"
                "### Zmiany niezgodne wstecz\n"
                "- `parseISO()` nie akceptuje już dat bez roku; aby zachować dotychczasowe działanie, przekaż `{ legacy: true }`.\n"
                "- Zakończono wsparcie dla Node.js 16. Wymagany jest teraz Node 18 lub nowszy.\n\n"
                "### Poprawki\n"
                "- `addMonths()` przycina teraz wynik do ostatniego dnia miesiąca zamiast przechodzić na następny (np. 31 stycznia + 1 miesiąc = 28 lutego).\n"
                "- Naprawiono błąd strefy czasowej w `formatDistance()`, przez który funkcja mogła zwracać wartości ujemne w okolicach zmiany czasu (DST).\n\n"
                "### Uwagi\n"
                "Paczka jest o około 9% mniejsza. Przestarzała funkcja pomocnicza `toUTCString()` nie zostanie usunięta przed wersją 5.0.0.",
            ),
        ],
        bad=[
            Slip(0, [("roughly 9% smaller", "roughly 19% smaller")], "number"),
            Slip(1, [("passing `{ legacy: true }`", "passing `{ strict: false }`")], "code"),
            Slip(2, [("nie zostanie usunięta", "zostanie usunięta")], "negation"),
        ],
    ),
    Case(
        key="en-night-noise-sleep-review",
        source=(
            "Summary. This review pooled 27 studies on night-time road and aircraft noise and sleep in urban populations "
            "(Morel & Akhtar, 2023, Sleep Health 9(4): 412–425). Each 10 dB increase in average night-time noise was "
            "associated with roughly 15% higher odds of self-reported sleep disturbance. Effects on objectively "
            "measured sleep were smaller and less consistent. The authors suggest that noise may contribute to "
            "cardiovascular risk partly through disrupted sleep, but most included studies were cross-sectional, so "
            "causal conclusions cannot be drawn. They recommend that cities adopt the WHO guideline value of 40 dB "
            "Lnight outside bedroom windows and call for longitudinal research in low- and middle-income countries."
        ),
        good=[
            Good(
                "preserve",
                "In short: Morel and Akhtar (2023, Sleep Health 9(4): 412–425) combined the results of 27 studies looking "
                "at night-time road and aircraft noise and sleep among people living in cities. For every 10 dB rise in "
                "average night-time noise, the odds of people reporting disturbed sleep were about 15% higher. When sleep "
                "was measured objectively, the effects were smaller and less consistent. The authors suggest that noise "
                "may add to cardiovascular risk partly by disrupting sleep, but because most of the included studies were "
                "cross-sectional, causal conclusions cannot be drawn. They recommend that cities adopt the WHO guideline "
                "value of 40 dB Lnight outside bedroom windows, and they call for longitudinal research in low- and "
                "middle-income countries.",
            ),
            Good(
                "preserve",
                "Key points from Morel & Akhtar (2023), Sleep Health 9(4): 412–425:\n"
                "- The review pooled 27 studies of night-time road and aircraft noise and sleep in urban populations.\n"
                "- A 10 dB increase in average night-time noise was linked to roughly 15% higher odds of self-reported sleep disturbance.\n"
                "- Effects on objectively measured sleep were smaller and less consistent.\n"
                "- Noise may contribute to cardiovascular risk partly via disrupted sleep, the authors suggest; however, as most included studies were cross-sectional, no causal conclusions can be drawn.\n"
                "- The authors recommend that cities adopt the WHO guideline value of 40 dB Lnight outside bedroom windows.\n"
                "- They also call for longitudinal research in low- and middle-income countries.",
            ),
            Good(
                "pl",
                "Podsumowanie. W przeglądzie zebrano wyniki 27 badań dotyczących nocnego hałasu drogowego i lotniczego "
                "oraz snu mieszkańców miast (Morel i Akhtar, 2023, Sleep Health 9(4): 412–425). Każdy wzrost średniego "
                "poziomu hałasu nocnego o 10 dB wiązał się z mniej więcej o 15% wyższymi szansami na deklarowane "
                "zaburzenia snu. W przypadku snu mierzonego obiektywnie efekty były mniejsze i mniej spójne. Autorzy "
                "sugerują, że hałas może zwiększać ryzyko sercowo-naczyniowe częściowo poprzez zaburzanie snu, jednak "
                "większość uwzględnionych badań miała charakter przekrojowy, więc nie można wyciągać wniosków o "
                "związkach przyczynowych. Zalecają, aby miasta przyjęły wartość wytyczną WHO wynoszącą 40 dB Lnight przed "
                "oknami sypialni, i wzywają do prowadzenia badań podłużnych w krajach o niskich i średnich dochodach.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("combined the results of 27 studies", "combined the results of 37 studies")],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "Noise may contribute to cardiovascular risk",
                        "Noise contributes to cardiovascular risk",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("(Morel i Akhtar, 2023,", "(Morel i Akram, 2023,")], "citation"),
        ],
    ),
    Case(
        key="en-tenancy-deposit-protection-letter",
        source=(
            "Your tenancy deposit. We must protect your deposit of £1,200 in a government-approved scheme within "
            "30 days of receiving it, as required by section 213 of the Housing Act 2004, and we must give you the "
            "prescribed information within the same period. At the end of the tenancy, we should agree any deductions "
            "with you before returning the deposit. Deductions may be made only for unpaid rent, damage beyond fair "
            "wear and tear, or missing items listed in the inventory. If you disagree with a proposed deduction, you "
            "can use the scheme's free dispute resolution service. We must return the undisputed part of your deposit "
            "within 10 days of agreeing the amount."
        ),
        good=[
            Good(
                "preserve",
                "About your £1,200 deposit: section 213 of the Housing Act 2004 requires us to protect it in a "
                "government-approved scheme within 30 days of receiving it, and within that same period we must give you "
                "the prescribed information. When the tenancy ends, we should agree any deductions with you before the "
                "deposit is returned. We may only deduct money for unpaid rent, for damage beyond fair wear and tear, or "
                "for missing items listed in the inventory. If you don't agree with a deduction we propose, you can use "
                "the scheme's dispute resolution service, which is free. Once the amount is agreed, we must return the "
                "part of your deposit that isn't in dispute within 10 days.",
            ),
            Good(
                "preserve",
                "Tenancy deposit – what you can expect from us\n"
                "- Protection: your £1,200 deposit must be placed in a government-approved scheme within 30 days of our receiving it (section 213, Housing Act 2004).\n"
                "- Prescribed information: we must give you this within the same 30 days.\n"
                "- Deductions: we should agree them with you before returning the deposit, and we may deduct only for unpaid rent, damage beyond fair wear and tear, or missing items listed in the inventory.\n"
                "- Disputes: if you disagree with a proposed deduction, you can use the scheme's free dispute resolution service.\n"
                "- Repayment: we must return the undisputed part of the deposit within 10 days of agreeing the amount.",
            ),
            Good(
                "pl",
                "Twoja kaucja. Kaucję w wysokości 1200 funtów musimy zabezpieczyć w zatwierdzonym przez rząd systemie "
                "ochrony kaucji w ciągu 30 dni od jej otrzymania, czego wymaga sekcja 213 ustawy Housing Act 2004; w tym "
                "samym terminie musimy też przekazać Ci wymagane prawem informacje (prescribed information). Po "
                "zakończeniu najmu powinniśmy uzgodnić z Tobą ewentualne potrącenia, zanim zwrócimy kaucję. Potrącenia "
                "mogą dotyczyć wyłącznie zaległego czynszu, szkód wykraczających poza normalne zużycie lub brakujących "
                "przedmiotów wymienionych w protokole zdawczo-odbiorczym. Jeśli nie zgadzasz się z proponowanym "
                "potrąceniem, możesz skorzystać z bezpłatnej procedury rozstrzygania sporów prowadzonej przez ten system. "
                "Niesporną część kaucji musimy zwrócić w ciągu 10 dni od uzgodnienia kwoty.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "we should agree any deductions with you",
                        "we may agree any deductions with you",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("(section 213, Housing Act 2004)", "(section 214, Housing Act 2004)")],
                "legal_reference",
            ),
            Slip(
                2,
                [("w ciągu 10 dni od uzgodnienia kwoty", "w ciągu 14 dni od uzgodnienia kwoty")],
                "date",
            ),
        ],
    ),
    Case(
        key="en-castleford-tenant-data-access-request",
        source=(
            "How to request your personal data. Under Article 15 of the UK GDPR, you have the right to obtain a copy of "
            "the personal data we hold about you. Send your request to dpo@castlefordhousing.co.uk or by post to our "
            "Data Protection Officer. We will respond within one month of receiving your request; for complex or "
            "numerous requests, this may be extended by a further two months under Article 12(3), and we will tell you "
            "if so. We do not normally charge a fee, but we may charge a reasonable fee if a request is manifestly "
            "unfounded or excessive. We may ask you for proof of identity before we release any information. Requests "
            "received before 1 April 2025 are handled under our previous policy."
        ),
        good=[
            Good(
                "preserve",
                "Want a copy of the personal data we hold about you? Article 15 of the UK GDPR gives you the right to get "
                "one. Email your request to dpo@castlefordhousing.co.uk, or post it to our Data Protection Officer. We'll "
                "reply within one month of receiving it. If your request is complex, or you send several, Article 12(3) "
                "allows us to extend this by another two months, and we'll let you know if that happens. Normally we don't "
                "charge, although we may charge a reasonable fee where a request is manifestly unfounded or excessive. "
                "Before releasing any information, we may ask you to prove your identity. Any request we received before "
                "1 April 2025 is dealt with under our previous policy.",
            ),
            Good(
                "preserve",
                "Subject access requests\n\n"
                "Your right: Article 15 of the UK GDPR entitles you to a copy of the personal data we hold about you.\n\n"
                "How to apply: by email to dpo@castlefordhousing.co.uk or by post to our Data Protection Officer. We may "
                "ask for proof of identity before any information is released.\n\n"
                "Response time: one month from receipt of your request. For complex or numerous requests, this period may "
                "be extended by a further two months under Article 12(3); we will inform you if this applies.\n\n"
                "Fees: normally none. A reasonable fee may, however, be charged if a request is manifestly unfounded or "
                "excessive.\n\n"
                "Older requests: those received before 1 April 2025 are handled under our previous policy.",
            ),
            Good(
                "pl",
                "Jak uzyskać dostęp do swoich danych osobowych. Na podstawie art. 15 UK GDPR masz prawo otrzymać kopię "
                "danych osobowych, które o Tobie przechowujemy. Żądanie wyślij na adres dpo@castlefordhousing.co.uk lub "
                "pocztą do naszego inspektora ochrony danych. Odpowiemy w ciągu miesiąca od otrzymania żądania; w "
                "przypadku żądań złożonych lub licznych termin ten może zostać przedłużony o kolejne dwa miesiące na "
                "podstawie art. 12 ust. 3 – jeśli tak się stanie, poinformujemy Cię o tym. Zwykle nie pobieramy opłat, ale "
                "możemy pobrać rozsądną opłatę, jeśli żądanie jest ewidentnie nieuzasadnione lub nadmierne. Przed "
                "udostępnieniem jakichkolwiek informacji możemy poprosić o potwierdzenie tożsamości. Żądania otrzymane "
                "przed 1 kwietnia 2025 r. rozpatrujemy zgodnie z naszą poprzednią polityką.",
            ),
        ],
        bad=[
            Slip(0, [("by another two months", "by another three months")], "date"),
            Slip(
                1,
                [
                    (
                        "by post to our Data Protection Officer.",
                        "by post to our Data Protection Officer, Sarah Whitfield.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("art. 12 ust. 3", "art. 12 ust. 5")], "legal_reference"),
        ],
    ),
    Case(
        key="en-csvtidy-cli-readme-install",
        source=(
            "# csvtidy\n\n"
            "`csvtidy` cleans messy CSV exports: it trims whitespace, normalises headers and removes empty rows.\n\n"
            "## Installation\n\n"
            "Requires Python 3.10 or newer.\n\n"
            "```bash\npip install csvtidy\n```\n\n"
            "## Usage\n\n"
            "```bash\ncsvtidy input.csv -o clean.csv --drop-empty\n```\n\n"
            "By default the original file is never modified. Use `--in-place` only if you have a backup. Large files "
            "(over 1 GB) may be slow; consider `--chunk-size 50000`.\n\n"
            "Report bugs at https://github.com/tidytools/csvtidy/issues."
        ),
        good=[
            Good(
                "preserve",
                "# csvtidy\n\n"
                "A tool for tidying up messy CSV exports. `csvtidy` trims whitespace, normalises header names and "
                "removes empty rows.\n\n"
                "## Installation\n\n"
                "You'll need Python 3.10 or newer. Then run:\n\n"
                "```bash\npip install csvtidy\n```\n\n"
                "## Usage\n\n"
                "```bash\ncsvtidy input.csv -o clean.csv --drop-empty\n```\n\n"
                "Your original file is never modified by default. Only use `--in-place` if you have a backup. Files larger "
                "than 1 GB may be slow to process, so consider using `--chunk-size 50000`.\n\n"
                "Found a bug? Please report it at https://github.com/tidytools/csvtidy/issues.",
            ),
            Good(
                "preserve",
                "# csvtidy\n\n"
                "Cleans messy CSV exports:\n\n"
                "- trims whitespace\n"
                "- normalises headers\n"
                "- removes empty rows\n\n"
                "## Installation\n\n"
                "Python 3.10+ is required.\n\n"
                "```bash\npip install csvtidy\n```\n\n"
                "## Usage\n\n"
                "```bash\ncsvtidy input.csv -o clean.csv --drop-empty\n```\n\n"
                "Notes:\n\n"
                "- The original file is never modified by default.\n"
                "- Use `--in-place` only if you have a backup.\n"
                "- Large files (over 1 GB) may be slow; consider `--chunk-size 50000`.\n\n"
                "Bugs: https://github.com/tidytools/csvtidy/issues",
            ),
            Good(
                "pl",
                "# csvtidy\n\n"
                "`csvtidy` porządkuje nieuporządkowane eksporty CSV: usuwa zbędne białe znaki, normalizuje nagłówki i "
                "usuwa puste wiersze.\n\n"
                "## Instalacja\n\n"
                "Wymaga Pythona 3.10 lub nowszego.\n\n"
                "```bash\npip install csvtidy\n```\n\n"
                "## Użycie\n\n"
                "```bash\ncsvtidy input.csv -o clean.csv --drop-empty\n```\n\n"
                "Domyślnie oryginalny plik nigdy nie jest modyfikowany. Opcji `--in-place` używaj tylko wtedy, gdy masz "
                "kopię zapasową. Duże pliki (powyżej 1 GB) mogą być przetwarzane wolno; rozważ użycie "
                "`--chunk-size 50000`.\n\n"
                "Błędy zgłaszaj na https://github.com/tidytools/csvtidy/issues.",
            ),
        ],
        bad=[
            Slip(0, [("-o clean.csv --drop-empty", "-o clean.csv --remove-empty")], "code"),
            Slip(
                1,
                [
                    (
                        "```bash\ncsvtidy input.csv -o clean.csv --drop-empty\n```",
                        "csvtidy input.csv -o clean.csv --drop-empty",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "https://github.com/tidytools/csvtidy/issues",
                        "https://github.com/csvtidy/csvtidy/issues",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-loratex-leaflet-side-effects",
        source=(
            "Possible side effects. Like all medicines, Loratex 10 mg tablets can cause side effects, although not "
            "everybody gets them. Headache and tiredness are common and may affect up to 1 in 10 people. Dry mouth is "
            "uncommon and may affect up to 1 in 100 people. Stop taking the tablets and seek medical help immediately "
            "if you notice swelling of the face, lips or throat, as this may be a sign of a serious allergic reaction. "
            "Do not take more than one tablet in 24 hours. Loratex is unlikely to affect your ability to drive, but do "
            "not drive if you feel drowsy. Do not give this medicine to children under 6 years of age."
        ),
        good=[
            Good(
                "preserve",
                "Loratex 10 mg tablets, like all medicines, can have side effects, but not everybody gets them.\n"
                "- Common (may affect up to 1 in 10 people): headache, tiredness.\n"
                "- Uncommon (may affect up to 1 in 100 people): dry mouth.\n\n"
                "If your face, lips or throat start to swell, stop taking the tablets and get medical help straight away – "
                "this may be a sign of a serious allergic reaction. Never take more than one tablet in 24 hours. Loratex "
                "is unlikely to affect your driving, but if you feel drowsy, do not drive. Do not give this medicine to "
                "children under 6 years old.",
            ),
            Good(
                "preserve",
                "Do not take more than one tablet within 24 hours, and do not give this medicine to children under 6 years "
                "of age. As with all medicines, Loratex 10 mg tablets can cause side effects, although not everybody "
                "experiences them. Headache and tiredness are common, possibly affecting up to 1 in 10 people; dry mouth "
                "is uncommon, possibly affecting up to 1 in 100 people. If swelling of the face, lips or throat occurs, "
                "stop taking the tablets and seek medical help immediately, as this may indicate a serious allergic "
                "reaction. Loratex is unlikely to affect your ability to drive; however, do not drive if you feel drowsy.",
            ),
            Good(
                "pl",
                "Możliwe działania niepożądane. Jak każdy lek, Loratex 10 mg, tabletki, może powodować działania "
                "niepożądane, choć nie u każdego one wystąpią. Ból głowy i zmęczenie występują często i mogą dotyczyć do "
                "1 na 10 osób. Suchość w ustach występuje niezbyt często i może dotyczyć do 1 na 100 osób. Jeśli "
                "zauważysz obrzęk twarzy, warg lub gardła, przerwij przyjmowanie tabletek i natychmiast zwróć się o pomoc "
                "medyczną, ponieważ może to być objaw ciężkiej reakcji alergicznej. Nie przyjmuj więcej niż jednej "
                "tabletki w ciągu 24 godzin. Jest mało prawdopodobne, by Loratex wpływał na zdolność prowadzenia "
                "pojazdów, ale nie prowadź, jeśli czujesz senność. Nie podawaj tego leku dzieciom w wieku poniżej 6 lat.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "this may be a sign of a serious allergic reaction",
                        "this is a sign of a serious allergic reaction",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "possibly affecting up to 1 in 100 people",
                        "possibly affecting up to 1 in 1,000 people",
                    )
                ],
                "number",
            ),
            Slip(
                2, [("choć nie u każdego one wystąpią", "choć wystąpią one u każdego")], "negation"
            ),
        ],
    ),
    Case(
        key="en-street-trees-heatwave-evidence-brief",
        source=(
            "Street trees and summer heat: evidence brief. Building on the city-wide sensor study by Okafor et al. "
            "(2021), this brief examines land surface temperatures recorded across 38 neighbourhoods during the 2022 "
            "heatwave. Neighbourhoods with more than 30% tree canopy cover were on average about 2.5 °C cooler at "
            "street level than those with less than 10%. The cooling effect appears to be strongest in the late "
            "afternoon. Canopy cover is likely to be only one of several factors, since greener areas also tend to have "
            "lower building density. We therefore cannot attribute the full difference to trees. Further detail is "
            "provided in Appendix B and in Hughes and Lam (2020, Urban Climate 34, 100695)."
        ),
        good=[
            Good(
                "preserve",
                "This evidence brief builds on the city-wide sensor study by Okafor et al. (2021) and looks at land surface "
                "temperatures recorded in 38 neighbourhoods during the 2022 heatwave. On average, neighbourhoods with over "
                "30% tree canopy cover were roughly 2.5 °C cooler at street level than those with under 10%, and the "
                "cooling seems to be strongest in the late afternoon. Canopy cover, however, is probably just one of "
                "several factors, because greener areas also tend to be less densely built up, so the whole difference "
                "cannot be attributed to trees. See Appendix B and Hughes and Lam (2020, Urban Climate 34, 100695) for "
                "more detail.",
            ),
            Good(
                "preserve",
                "Street trees and summer heat – key findings\n"
                "- Data: land surface temperatures from 38 neighbourhoods during the 2022 heatwave, extending the city-wide sensor study of Okafor et al. (2021).\n"
                "- Main result: neighbourhoods with more than 30% tree canopy cover were on average about 2.5 °C cooler at street level than those with less than 10%.\n"
                "- Timing: the cooling effect appears strongest in the late afternoon.\n"
                "- Caveat: canopy cover is likely only one of several factors, as greener areas also tend to have lower building density, so we cannot attribute the full difference to trees.\n"
                "- More detail: Appendix B; Hughes and Lam (2020, Urban Climate 34, 100695).",
            ),
            Good(
                "pl",
                "Drzewa przyuliczne a letnie upały – notatka. Opierając się na ogólnomiejskim badaniu czujnikowym Okafor "
                "i in. (2021), analizujemy w niej temperatury powierzchni terenu zarejestrowane w 38 dzielnicach podczas "
                "fali upałów w 2022 r. Dzielnice, w których pokrycie koronami drzew przekraczało 30%, były na poziomie "
                "ulicy średnio o około 2,5 °C chłodniejsze niż te z pokryciem poniżej 10%. Efekt chłodzący wydaje się "
                "najsilniejszy późnym popołudniem. Pokrycie koronami drzew jest prawdopodobnie tylko jednym z kilku "
                "czynników, ponieważ na obszarach bardziej zielonych zabudowa jest zwykle mniej gęsta. Nie możemy więc "
                "przypisać całej różnicy drzewom. Szczegóły zawiera załącznik B oraz praca Hughes i Lam (2020, Urban "
                "Climate 34, 100695).",
            ),
        ],
        bad=[
            Slip(0, [("Okafor et al. (2021)", "Okafor et al. (2019)")], "citation"),
            Slip(
                1,
                [("the cooling effect appears strongest", "the cooling effect is strongest")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "zabudowa jest zwykle mniej gęsta.",
                        "zabudowa jest zwykle mniej gęsta, a nawierzchnie jaśniejsze.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-citycycle-bike-hire-rules",
        source=(
            "Riding with CityCycle. You must be at least 16 to hire a bike, and you need a valid payment card linked to "
            "your account. The first 30 minutes of every ride are included in your membership; after that you pay £1 "
            "for each extra 30 minutes. Bikes must be returned to a docking station. You should not leave a bike locked "
            "to railings or street furniture, and you will be charged a £20 recovery fee if you do. Helmets are not "
            "provided, but we strongly recommend wearing one. Report any damage or faults through the app or at "
            "citycycle.london/help before starting your ride."
        ),
        good=[
            Good(
                "preserve",
                "CityCycle – the essentials\n"
                "- Age: you must be 16 or over to hire a bike.\n"
                "- Payment: you'll need a valid payment card linked to your account.\n"
                "- Cost: the first 30 minutes of every ride are covered by your membership; each extra 30 minutes costs £1.\n"
                "- Returning: bikes must go back to a docking station. You should not lock a bike to railings or street furniture – if you do, we'll charge you a £20 recovery fee.\n"
                "- Helmets: we don't provide them, but we strongly recommend you wear one.\n"
                "- Problems: report any damage or faults in the app or at citycycle.london/help before you set off.",
            ),
            Good(
                "preserve",
                "To hire a CityCycle bike, riders must be at least 16 years old and need a valid payment card linked to "
                "their account. Each ride includes 30 minutes within the membership, after which £1 is charged for every "
                "additional 30 minutes. Bikes must be returned to a docking station; they should not be left locked to "
                "railings or street furniture, and a £20 recovery fee will be charged if they are. Helmets are not "
                "supplied, although we strongly recommend wearing one. Please report any damage or faults via the app or "
                "at citycycle.london/help before beginning your ride.",
            ),
            Good(
                "pl",
                "Jazda z CityCycle. Aby wypożyczyć rower, musisz mieć ukończone 16 lat oraz ważną kartę płatniczą "
                "powiązaną z kontem. Pierwsze 30 minut każdej przejażdżki jest wliczone w członkostwo; za każde dodatkowe "
                "30 minut płacisz 1 funta. Rower musisz zwrócić do stacji dokującej. Nie powinieneś przypinać go do "
                "barierek ani elementów małej architektury – jeśli to zrobisz, naliczymy opłatę za odbiór roweru w "
                "wysokości 20 funtów. Nie zapewniamy kasków, ale zdecydowanie zalecamy jazdę w kasku. Wszelkie "
                "uszkodzenia lub usterki zgłoś w aplikacji lub na stronie citycycle.london/help przed rozpoczęciem jazdy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "in the app or at citycycle.london/help",
                        "in the app or at citycycle.co.uk/help",
                    )
                ],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "Bikes must be returned to a docking station",
                        "Bikes should be returned to a docking station",
                    )
                ],
                "modality",
            ),
            Slip(2, [("Nie zapewniamy kasków", "Zapewniamy kaski")], "negation"),
        ],
    ),
    Case(
        key="en-shared-parental-leave-policy",
        source=(
            "Shared parental leave. Eligible employees may share up to 50 weeks of leave and up to 37 weeks of "
            "statutory pay with their partner, in line with the Shared Parental Leave Regulations 2014. You must give "
            "us at least eight weeks' written notice before each period of leave, and you may book up to three "
            "separate blocks. We will consider requests for discontinuous leave but are not obliged to agree to them. "
            "Your right to return to the same job is protected under regulation 40 of the Regulations. Employees "
            "should discuss their plans with their line manager as early as possible. Further details are in "
            "section 7.3 of the Employee Handbook."
        ),
        good=[
            Good(
                "preserve",
                "If you're eligible, you and your partner may share up to 50 weeks of leave and up to 37 weeks of "
                "statutory pay, as set out in the Shared Parental Leave Regulations 2014. You must give us written notice "
                "at least eight weeks before each period of leave, and you may book up to three separate blocks. We'll "
                "consider requests for discontinuous leave, but we're not obliged to agree to them. Regulation 40 of the "
                "Regulations protects your right to return to the same job. You should talk to your line manager about "
                "your plans as early as possible. You'll find more detail in section 7.3 of the Employee Handbook.",
            ),
            Good(
                "preserve",
                "Shared Parental Leave – summary\n\n"
                "Under the Shared Parental Leave Regulations 2014, eligible employees may share with their partner up to "
                "50 weeks of leave and up to 37 weeks of statutory pay. Leave may be booked in up to three separate "
                "blocks, and at least eight weeks' written notice must be given before each one. Requests for "
                "discontinuous leave will be considered, although the company is not obliged to agree to them. The right "
                "to return to the same job is protected by regulation 40 of the Regulations. Employees should raise their "
                "plans with their line manager as early as possible. See section 7.3 of the Employee Handbook for further "
                "details.",
            ),
            Good(
                "pl",
                "Wspólny urlop rodzicielski. Uprawnieni pracownicy mogą podzielić się z partnerem lub partnerką maksymalnie "
                "50 tygodniami urlopu i maksymalnie 37 tygodniami ustawowego wynagrodzenia, zgodnie z Shared Parental "
                "Leave Regulations 2014. Przed każdym okresem urlopu musisz złożyć pisemne zawiadomienie z co najmniej "
                "ośmiotygodniowym wyprzedzeniem; możesz zarezerwować maksymalnie trzy odrębne bloki. Rozpatrzymy wnioski "
                "o urlop w nieciągłych częściach, ale nie mamy obowiązku ich zaakceptować. Twoje prawo do powrotu na to "
                "samo stanowisko chroni regulacja 40 tego rozporządzenia. Pracownicy powinni omówić swoje plany z "
                "przełożonym możliwie jak najwcześniej. Więcej informacji znajdziesz w punkcie 7.3 Podręcznika pracownika.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Regulation 40 of the Regulations", "Regulation 41 of the Regulations")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "not obliged to agree to them.",
                        "not obliged to agree to them and will reply within 14 days.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "musisz złożyć pisemne zawiadomienie",
                        "powinieneś złożyć pisemne zawiadomienie",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-relay-gateway-3-upgrade-notes",
        source=(
            "Upgrading to Relay Gateway 3.0. The configuration file has moved from `/etc/relay/relay.conf` to "
            "`/etc/relay/gateway.yaml`, and the old INI format is no longer read. Run `relayctl migrate-config` to "
            "convert your existing file; it does not delete the original, so you can roll back if needed. The "
            "`max_conn` key has been renamed to `max_connections`, and its default has risen from 256 to 1024. TLS 1.0 "
            "and 1.1 are disabled by default and cannot be re-enabled. If you use the Docker image, you do not need to "
            "run the migration manually: the container converts the file on first start. Plan for a short restart; in "
            "our tests it took under a minute."
        ),
        good=[
            Good(
                "preserve",
                "Relay Gateway 3.0 – upgrade checklist\n"
                "1. The config file now lives at `/etc/relay/gateway.yaml` instead of `/etc/relay/relay.conf`, and the old INI format is no longer read.\n"
                "2. Convert your existing file with `relayctl migrate-config`. The original is not deleted, so you can still roll back if needed.\n"
                "3. The `max_conn` key is now called `max_connections`, and its default has gone up from 256 to 1024.\n"
                "4. TLS 1.0 and 1.1 are off by default and can't be turned back on.\n"
                "5. Using the Docker image? You don't need to migrate manually – the container converts the file the first time it starts.\n"
                "6. Expect a short restart; in our tests it took less than a minute.",
            ),
            Good(
                "preserve",
                "Moving to Relay Gateway 3.0? A few things change. Your configuration now lives in "
                "`/etc/relay/gateway.yaml` rather than `/etc/relay/relay.conf`, and the old INI format isn't read any "
                "more. To convert your current file, run `relayctl migrate-config`; it leaves the original in place, so "
                "you can roll back if you need to. The `max_conn` key is now `max_connections`, with a default that has "
                "increased from 256 to 1024. TLS 1.0 and 1.1 are disabled by default and cannot be re-enabled. Docker "
                "users don't need to run the migration by hand, because the container converts the file on its first "
                "start. Allow for a brief restart: in our tests it took under a minute.",
            ),
            Good(
                "pl",
                "Aktualizacja do Relay Gateway 3.0. Plik konfiguracyjny został przeniesiony z `/etc/relay/relay.conf` do "
                "`/etc/relay/gateway.yaml`, a stary format INI nie jest już odczytywany. Aby przekonwertować istniejący "
                "plik, uruchom `relayctl migrate-config`; polecenie nie usuwa oryginału, więc w razie potrzeby możesz "
                "wrócić do poprzedniej wersji. Klucz `max_conn` zmienił nazwę na `max_connections`, a jego wartość "
                "domyślna wzrosła z 256 do 1024. TLS 1.0 i 1.1 są domyślnie wyłączone i nie można ich ponownie włączyć. "
                "Jeśli korzystasz z obrazu Dockera, nie musisz ręcznie uruchamiać migracji: kontener przekonwertuje plik "
                "przy pierwszym uruchomieniu. Przygotuj się na krótki restart – w naszych testach trwał poniżej minuty.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "in our tests it took less than a minute.",
                        "in our tests on a 4-core VM it took less than a minute.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("and cannot be re-enabled", "and can be re-enabled")], "negation"),
            Slip(
                2,
                [("uruchom `relayctl migrate-config`", "uruchom `relayctl config-migrate`")],
                "code",
            ),
        ],
    ),
    Case(
        key="en-remote-work-productivity-evidence",
        source=(
            "Remote work and productivity: what the evidence says. Results are mixed. A randomised trial at a Chinese "
            "travel agency found that home-based call-centre staff were about 13% more productive (Bloom et al., 2015, "
            "Quarterly Journal of Economics 130(1)), partly because they took fewer breaks and sick days. More recent "
            "studies of fully remote teams suggest that collaboration and the mentoring of junior staff may suffer, "
            "although the size of these effects is still uncertain. Hybrid arrangements of two or three office days a "
            "week appear to retain most of the benefits while limiting the costs, but few of these studies have "
            "follow-up beyond one year. Organisations should therefore treat current estimates with caution."
        ),
        good=[
            Good(
                "preserve",
                "What does the evidence say about remote work and productivity? The picture is mixed. In a randomised trial "
                "at a Chinese travel agency, call-centre employees working from home were roughly 13% more productive "
                "(Bloom et al., 2015, Quarterly Journal of Economics 130(1)), partly because they took fewer breaks and "
                "sick days. Newer research on fully remote teams suggests that collaboration and the mentoring of junior "
                "staff may suffer, though how large these effects are remains uncertain. Hybrid set-ups with two or three "
                "days a week in the office seem to keep most of the benefits while limiting the costs, yet few of these "
                "studies follow people for more than a year. Organisations should therefore be cautious with current "
                "estimates.",
            ),
            Good(
                "preserve",
                "Remote work and productivity – evidence summary\n\n"
                "Overall, the findings are mixed:\n"
                "- In a randomised trial at a Chinese travel agency, home-based call-centre staff were about 13% more productive (Bloom et al., 2015, Quarterly Journal of Economics 130(1)), partly because they took fewer breaks and sick days.\n"
                "- More recent studies of fully remote teams suggest that collaboration and mentoring of junior staff may suffer; the size of these effects is still uncertain.\n"
                "- Hybrid arrangements (two or three office days a week) appear to retain most of the benefits while limiting the costs, but few of these studies follow up beyond one year.\n\n"
                "Organisations should therefore treat current estimates with caution.",
            ),
            Good(
                "pl",
                "Praca zdalna a produktywność – co mówią badania. Wyniki są niejednoznaczne. W randomizowanym badaniu "
                "przeprowadzonym w chińskim biurze podróży pracownicy call center pracujący z domu byli o około 13% "
                "bardziej produktywni (Bloom i in., 2015, Quarterly Journal of Economics 130(1)), po części dlatego, że "
                "robili mniej przerw i rzadziej brali zwolnienia chorobowe. Nowsze badania zespołów pracujących w pełni "
                "zdalnie sugerują, że ucierpieć może współpraca oraz mentoring młodszych pracowników, choć skala tych "
                "efektów wciąż jest niepewna. Model hybrydowy z dwoma lub trzema dniami w biurze w tygodniu wydaje się "
                "zachowywać większość korzyści przy ograniczeniu kosztów, ale niewiele z tych badań obejmuje obserwację "
                "dłuższą niż rok. Organizacje powinny więc podchodzić do obecnych szacunków z ostrożnością.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Newer research on fully remote teams suggests that collaboration and the mentoring of junior staff may suffer, though how large these effects are remains uncertain.",
                        "Nowsze badania zespołów pracujących w pełni zdalnie sugerują, że ucierpieć może współpraca oraz mentoring młodszych pracowników, choć skala tych efektów wciąż jest niepewna.",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("(Bloom et al., 2015,", "(Bloom et al., 2013,")], "citation"),
            Slip(
                2,
                [("wydaje się zachowywać większość korzyści", "zachowuje większość korzyści")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-hillside-allotment-plot-rules",
        source=(
            "Allotment tenancy: key rules for 2025–26. Annual rent for a full plot is £64 and for a half plot £36, due "
            "by 30 April. At least 75% of your plot must be cultivated during the growing season; plots found "
            "uncultivated at two consecutive inspections will receive a warning letter. You may keep up to six hens, "
            "but cockerels are not allowed. Bonfires may only be lit between 1 November and 28 February, and never on "
            "Sundays. Hosepipes must not be left unattended. The committee carries out inspections in June and "
            "September. If you wish to give up your plot, please tell the secretary in writing so it can be re-let."
        ),
        good=[
            Good(
                "preserve",
                "Allotment rules for 2025–26 – the main points:\n"
                "- Rent: £64 a year for a full plot, £36 for a half plot, due by 30 April.\n"
                "- Cultivation: at least 75% of your plot must be cultivated during the growing season. If your plot is found uncultivated at two inspections in a row, you'll get a warning letter.\n"
                "- Inspections: the committee inspects plots in June and September.\n"
                "- Poultry: you may keep up to six hens; cockerels aren't allowed.\n"
                "- Bonfires: may be lit only between 1 November and 28 February, and never on a Sunday.\n"
                "- Water: hosepipes must not be left unattended.\n"
                "- Leaving: to give up your plot, please tell the secretary in writing so it can be re-let.",
            ),
            Good(
                "preserve",
                "For the 2025–26 tenancy year, annual rent is £64 for a full plot and £36 for a half plot, due by 30 April. "
                "Tenants must cultivate at least 75% of their plot during the growing season, and a warning letter will be "
                "sent where a plot is found uncultivated at two consecutive inspections, which the committee carries out "
                "in June and September. Up to six hens may be kept, but cockerels are not permitted. Bonfires may be lit "
                "only from 1 November to 28 February and never on Sundays, and hosepipes must not be left unattended. "
                "Tenants who wish to give up their plot are asked to inform the secretary in writing so that it can be "
                "re-let.",
            ),
            Good(
                "pl",
                "Dzierżawa działki – najważniejsze zasady na sezon 2025–26. Roczny czynsz wynosi 64 funty za pełną "
                "działkę i 36 funtów za pół działki; płatny jest do 30 kwietnia. W sezonie wegetacyjnym co najmniej 75% "
                "działki musi być uprawiane; jeśli podczas dwóch kolejnych inspekcji działka okaże się nieuprawiana, jej "
                "dzierżawca otrzyma pismo z upomnieniem. Możesz trzymać do sześciu kur, ale koguty są niedozwolone. "
                "Ogniska wolno palić wyłącznie od 1 listopada do 28 lutego i nigdy w niedziele. Węży ogrodowych nie wolno "
                "zostawiać bez nadzoru. Zarząd przeprowadza inspekcje w czerwcu i we wrześniu. Jeśli chcesz zrezygnować z "
                "działki, poinformuj o tym sekretarza na piśmie, aby można ją było ponownie wydzierżawić.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("may be lit only between 1 November", "may be lit only between 1 October")],
                "date",
            ),
            Slip(
                1,
                [
                    (
                        "and hosepipes must not be left unattended",
                        "and, because the site's water supply is metered, hosepipes must not be left unattended",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("do sześciu kur", "do dziesięciu kur")], "number"),
        ],
    ),
]
