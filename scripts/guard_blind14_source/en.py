# ruff: noqa: E501, RUF001
"""Blind-14 guard pairs with English sources: faithful rewrites and targeted slips."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="en-aquarium-membership",
        source=(
            "Harbourside Aquarium Annual Membership. An individual membership costs £65 a year, and a family membership (2 adults and up to 3 children aged 3–15) costs £155. Children under 3 do not need a ticket. Members enjoy unlimited entry for 12 months from the date of purchase, 10% off in the café and gift shop, and one free guest pass per year. Memberships are non-transferable, and members must show photo ID with their card at the entrance. Cards may not be used during private evening events. Lost cards can be replaced for a £5 fee. To renew, visit harboursideaquarium.co.uk/members up to 30 days before your membership expires."
        ),
        good=[
            Good(
                "preserve",
                "Harbourside Aquarium Annual Membership. Individual membership is £65 per year; family membership, covering 2 adults and up to 3 children aged 3 to 15, is £155. No ticket is needed for children under 3. For 12 months from the purchase date, members get unlimited entry, a 10% discount in the café and gift shop, and one free guest pass a year. A membership cannot be transferred to another person, and at the entrance members are required to present photo ID along with their card. Cards are not valid during private evening events. A replacement for a lost card costs £5. You can renew at harboursideaquarium.co.uk/members up to 30 days before your membership expires.",
            ),
            Good(
                "preserve",
                "Love Harbourside Aquarium? Become an annual member! For £65 a year (individual) or £155 a year (family: 2 adults plus up to 3 children aged 3–15), you can visit as often as you like for 12 months from the day you buy. You'll also save 10% in our café and gift shop and get one free guest pass each year. Little ones under 3 never need a ticket. Please note: memberships can't be passed on to anyone else, you must show photo ID with your card every time you come in, and cards can't be used at private evening events. Lost your card? We'll replace it for £5. You can renew at harboursideaquarium.co.uk/members, up to 30 days before your membership runs out.",
            ),
            Good(
                "pl",
                "Roczne członkostwo w Harbourside Aquarium. Członkostwo indywidualne kosztuje 65 £ rocznie, a rodzinne (2 osoby dorosłe i maksymalnie 3 dzieci w wieku 3–15 lat) – 155 £. Dzieci poniżej 3 lat nie potrzebują biletu. Przez 12 miesięcy od daty zakupu członkowie mają nieograniczony wstęp, 10% zniżki w kawiarni i sklepie z pamiątkami oraz jedną bezpłatną wejściówkę dla gościa w roku. Członkostwa nie można przekazać innej osobie, a przy wejściu trzeba okazać kartę wraz z dokumentem tożsamości ze zdjęciem. Z kart nie można korzystać podczas prywatnych wydarzeń wieczornych. Zgubioną kartę można wymienić za opłatą 5 £. Członkostwo można odnowić na stronie harboursideaquarium.co.uk/members w ciągu 30 dni przed jego wygaśnięciem.",
            ),
        ],
        bad=[
            Slip(0, [("aged 3 to 15, is £155.", "aged 3 to 15, is £165.")], "number"),
            Slip(
                1,
                [
                    (
                        "We'll replace it for £5.",
                        "We'll replace it for £5 within 10 working days.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Z kart nie można korzystać podczas prywatnych wydarzeń wieczornych.",
                        "Cards may not be used during private evening events.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-vineyard-tour",
        source=(
            "Tours of Hollow Oak Vineyard run every Saturday and Sunday from 4 May to 29 September 2025, starting at 11:00 and 14:30. Each tour lasts approximately 90 minutes and includes a walk through the vines, a visit to the cellar and a tasting of five wines. Tickets cost £28 per adult; non-drinking guests pay £15. Visitors must be at least 18 years old to take part in the tasting, and under-18s may join the tour only when accompanied by an adult. Comfortable flat shoes are recommended, as paths can be uneven. Dogs are not permitted, with the exception of assistance dogs. Bookings must be made online at least 48 hours in advance."
        ),
        good=[
            Good(
                "preserve",
                "Hollow Oak Vineyard offers tours every Saturday and Sunday between 4 May and 29 September 2025, with start times of 11:00 and 14:30. A tour takes about 90 minutes and consists of a walk among the vines, a cellar visit and a tasting of five wines. Adult tickets are £28, while guests who are not drinking pay £15. Only visitors aged 18 or over may take part in the tasting; anyone under 18 may join the tour only if an adult accompanies them. Because paths can be uneven, we recommend comfortable flat shoes. Apart from assistance dogs, no dogs are allowed. Tours have to be booked online no later than 48 hours beforehand.",
            ),
            Good(
                "preserve",
                "Fancy a vineyard tour? Hollow Oak runs them every weekend – Saturdays and Sundays – from 4 May until 29 September 2025; pick the 11:00 or the 14:30 start. You'll spend roughly an hour and a half walking through the vines, visiting the cellar and tasting five wines. It's £28 for adults and £15 if you won't be drinking. You need to be 18 or older for the tasting, and under-18s can only come along with an adult. The paths can be uneven, so flat, comfortable shoes are recommended. Dogs aren't allowed, except assistance dogs. Online booking at least 48 hours in advance is required.",
            ),
            Good(
                "pl",
                "Zwiedzanie winnicy Hollow Oak odbywa się w każdą sobotę i niedzielę od 4 maja do 29 września 2025 r., z rozpoczęciem o godzinie 11:00 i 14:30. Wycieczka trwa około 90 minut i obejmuje spacer wśród winorośli, wizytę w piwnicy oraz degustację pięciu win. Bilet dla osoby dorosłej kosztuje 28 £, a goście, którzy nie piją alkoholu, płacą 15 £. W degustacji mogą uczestniczyć wyłącznie osoby, które ukończyły 18 lat, a niepełnoletni mogą dołączyć do wycieczki tylko pod opieką osoby dorosłej. Zalecamy wygodne płaskie obuwie, ponieważ ścieżki bywają nierówne. Psy nie są wpuszczane, z wyjątkiem psów asystujących. Rezerwacji należy dokonać online co najmniej 48 godzin wcześniej.",
            ),
        ],
        bad=[
            Slip(0, [("Tours have to be booked online", "Tours can be booked online")], "modality"),
            Slip(1, [("until 29 September 2025", "until 29 August 2025")], "date"),
            Slip(
                2,
                [("tylko pod opieką osoby dorosłej", "również bez opieki osoby dorosłej")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-escape-room-booking",
        source=(
            "**Booking your game at Lockdown Escape Rooms**\n\n"
            "- Rooms are for 2–6 players; the price is £22 per person (minimum charge £60 per booking).\n"
            "- Please arrive 15 minutes before your slot. Late arrivals lose time from their 60-minute game, and we cannot admit teams more than 20 minutes late.\n"
            "- Players under 14 must be accompanied by a paying adult.\n"
            "- Bookings can be rescheduled free of charge up to 72 hours before the game; deposits are not refundable.\n\n"
            "Phones are locked away during play. If you have mobility issues, email hello@lockdownescape.co.uk before booking, as the Vault room is not wheelchair accessible."
        ),
        good=[
            Good(
                "preserve",
                "**Booking your game at Lockdown Escape Rooms**\n\n"
                "- Each room takes 2–6 players and costs £22 per person, with a minimum charge of £60 per booking.\n"
                "- Please arrive 15 minutes ahead of your slot. If you are late, the lost time comes off your 60-minute game, and teams arriving more than 20 minutes late cannot be let in.\n"
                "- Anyone under 14 has to be accompanied by an adult who is also paying.\n"
                "- You can move your booking at no cost up to 72 hours before the game, but deposits are non-refundable.\n\n"
                "During the game, phones are kept locked away. If you have mobility issues, please email hello@lockdownescape.co.uk before booking, because the Vault room has no wheelchair access.",
            ),
            Good(
                "preserve",
                "**Booking your game at Lockdown Escape Rooms**\n\n"
                "- Price: £22 per player, for groups of 2–6; every booking is charged at least £60.\n"
                "- Timing: be here 15 minutes before your slot. Any lateness is taken out of your 60-minute game, and a team that is over 20 minutes late will not be admitted.\n"
                "- Age: under-14s can only play with a paying adult.\n"
                "- Changes: free rescheduling is available until 72 hours before the game; deposits cannot be refunded.\n\n"
                "Phones stay locked away while you play. The Vault room is not wheelchair accessible, so if you have mobility issues, email hello@lockdownescape.co.uk before you book.",
            ),
            Good(
                "pl",
                "**Rezerwacja gry w Lockdown Escape Rooms**\n\n"
                "- Pokoje są przeznaczone dla 2–6 graczy; cena wynosi 22 £ za osobę (minimalna opłata za rezerwację to 60 £).\n"
                "- Prosimy o przybycie 15 minut przed wyznaczoną godziną. Spóźnione drużyny tracą czas ze swojej 60-minutowej gry, a drużyn spóźnionych o ponad 20 minut nie możemy wpuścić.\n"
                "- Gracze poniżej 14 lat muszą przyjść pod opieką płacącej osoby dorosłej.\n"
                "- Termin rezerwacji można bezpłatnie zmienić najpóźniej 72 godziny przed grą; zaliczki nie podlegają zwrotowi.\n\n"
                "Na czas gry telefony są zamykane w schowku. Osoby z ograniczeniami ruchowymi prosimy o kontakt pod adresem hello@lockdownescape.co.uk przed rezerwacją, ponieważ pokój Vault nie jest dostosowany do wózków inwalidzkich.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- Each room takes 2–6 players and costs £22 per person, with a minimum charge of £60 per booking.\n"
                        "- Please arrive 15 minutes ahead of your slot. If you are late, the lost time comes off your 60-minute game, and teams arriving more than 20 minutes late cannot be let in.\n"
                        "- Anyone under 14 has to be accompanied by an adult who is also paying.\n"
                        "- You can move your booking at no cost",
                        "Each room takes 2–6 players and costs £22 per person, with a minimum charge of £60 per booking. "
                        "Please arrive 15 minutes ahead of your slot. If you are late, the lost time comes off your 60-minute game, and teams arriving more than 20 minutes late cannot be let in. "
                        "Anyone under 14 has to be accompanied by an adult who is also paying. "
                        "You can move your booking at no cost",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("will not be admitted", "will still be admitted")], "negation"),
            Slip(2, [("spóźnionych o ponad 20 minut", "spóźnionych o ponad 30 minut")], "number"),
        ],
    ),
    Case(
        key="en-pet-insurance",
        source=(
            "PawSure Lifetime Cover – key terms. Vet fees are covered up to £7,000 per condition each policy year, and the limit resets on each renewal. You pay a fixed excess of £99 per condition per year, plus 20% of the remaining claim once your pet is 9 years old (dogs) or 11 years old (cats). Illness cover begins 14 days after the policy start date; accidents are covered from day one. Pre-existing conditions are not covered. You must keep your pet's vaccinations up to date and have a dental check at least once a year, or claims related to these may be declined. Claims should be submitted within 90 days of treatment."
        ),
        good=[
            Good(
                "preserve",
                "PawSure Lifetime Cover – key terms. For each condition, we cover vet fees of up to £7,000 per policy year, and this limit is reset at every renewal. A fixed excess of £99 applies per condition per year; in addition, once your dog reaches 9 or your cat reaches 11, you pay 20% of the rest of the claim. Accidents are covered from the first day of the policy, but illness only from 14 days after the start date. Conditions that existed before the policy began are excluded. Your pet's vaccinations must be kept up to date and it must have a dental check at least once a year; otherwise, claims related to these may be declined. Claims should be sent within 90 days of treatment.",
            ),
            Good(
                "preserve",
                "How much will PawSure Lifetime Cover pay? Up to £7,000 per condition in each policy year – and the limit starts again whenever you renew. What do I pay towards a claim? A fixed £99 excess per condition per year, plus a 20% share of the remaining amount once your dog is 9 or your cat is 11. When does cover start? From day one for accidents, and 14 days after the start date for illness. Are pre-existing conditions covered? No. Anything I have to do? Yes: you are required to keep vaccinations up to date and arrange a dental check at least once a year – if you don't, related claims may be turned down. How soon should I claim? Within 90 days of treatment.",
            ),
            Good(
                "pl",
                "PawSure Lifetime Cover – najważniejsze warunki. Koszty leczenia weterynaryjnego są pokrywane do 7 000 £ na jedno schorzenie w każdym roku polisy, a limit odnawia się przy każdym przedłużeniu ubezpieczenia. Płacisz stały udział własny w wysokości 99 £ na schorzenie rocznie, a gdy pies skończy 9 lat lub kot 11 lat – dodatkowo 20% pozostałej kwoty roszczenia. Ochrona na wypadek choroby zaczyna się 14 dni po dacie rozpoczęcia polisy; wypadki są objęte ochroną od pierwszego dnia. Schorzenia istniejące przed zawarciem umowy nie są objęte ubezpieczeniem. Musisz dbać o aktualne szczepienia zwierzęcia i co najmniej raz w roku przeprowadzać kontrolę stomatologiczną, w przeciwnym razie związane z tym roszczenia mogą zostać odrzucone. Roszczenia powinny być zgłaszane w ciągu 90 dni od leczenia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Your pet's vaccinations must be kept up to date",
                        "Your pet's vaccinations should ideally be kept up to date",
                    )
                ],
                "modality",
            ),
            Slip(1, [("plus a 20% share", "plus a 25% share")], "number"),
            Slip(2, [("nie są objęte ubezpieczeniem", "są objęte ubezpieczeniem")], "negation"),
        ],
    ),
    Case(
        key="en-locksmith-callout",
        source=(
            "KeyFast Locksmiths – call-out charges. Our standard call-out fee is £75 between 8 a.m. and 6 p.m., Monday to Friday. Outside these hours, and on bank holidays, the fee rises to £120. The call-out fee includes the first 30 minutes of labour; after that, labour is charged at £15 per 15 minutes. Parts such as new cylinders are extra. We aim to reach you within 60 minutes within the M25, but this is not guaranteed. Before we open any property, you must show proof of residence, such as a utility bill or tenancy agreement. We never drill a lock unless non-destructive entry has failed. Call 0800 555 0199."
        ),
        good=[
            Good(
                "preserve",
                "KeyFast Locksmiths – call-out charges. From Monday to Friday, 8 a.m. to 6 p.m., our standard call-out fee is £75; at other times and on bank holidays it is £120. The fee covers the first half hour of labour, after which we charge £15 for every 15 minutes. Parts, for example new cylinders, cost extra. Inside the M25 we aim to be with you within an hour, although we cannot guarantee it. Before we open any property, you are required to show proof that you live there – a utility bill or tenancy agreement, for instance. A lock is drilled only if non-destructive entry has failed, never otherwise. Call 0800 555 0199.",
            ),
            Good(
                "preserve",
                "Locked out? KeyFast Locksmiths charges a £75 call-out fee on weekdays between 8 a.m. and 6 p.m., and £120 outside those hours or on a bank holiday. That covers 30 minutes of work; any extra time costs £15 per quarter of an hour, and parts like replacement cylinders are charged separately. If you're inside the M25, we'll aim to get to you within 60 minutes – we can't guarantee that, though. Before we open the door, you'll have to show us proof that you live there, like a utility bill or your tenancy agreement. And we won't drill your lock unless we've first failed to get in without damage. Ring us on 0800 555 0199.",
            ),
            Good(
                "pl",
                "KeyFast Locksmiths – opłaty za wezwanie ślusarza. Standardowa opłata za przyjazd wynosi 75 £ od poniedziałku do piątku w godzinach 8:00–18:00. Poza tymi godzinami oraz w dni ustawowo wolne od pracy opłata wzrasta do 120 £. Obejmuje ona pierwsze 30 minut pracy; później naliczamy 15 £ za każde 15 minut. Części, np. nowe wkładki, są płatne dodatkowo. W obrębie obwodnicy M25 staramy się dotrzeć do klienta w ciągu 60 minut, ale nie gwarantujemy tego. Przed otwarciem jakiejkolwiek nieruchomości trzeba okazać dowód zamieszkania, np. rachunek za media lub umowę najmu. Nigdy nie rozwiercamy zamka, chyba że nie udało się wejść bez jego uszkodzenia. Telefon: 0800 555 0199.",
            ),
        ],
        bad=[
            Slip(0, [("we charge £15 for", "we charge £25 for")], "number"),
            Slip(
                1,
                [
                    (
                        "Ring us on 0800 555 0199.",
                        "Ring us on 0800 555 0199 – we accept card payments only.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("w godzinach 8:00–18:00", "w godzinach 8:00–20:00")], "date"),
        ],
    ),
    Case(
        key="en-paragliding-tandem",
        source=(
            "Tandem paragliding flights with SkyDrift take off from Mam Tor and usually last between 15 and 25 minutes, depending on conditions. The price is £139 per person, including a digital video of your flight. Passengers must weigh between 35 and 105 kg and be able to run a few steps on take-off. Flights are weather-dependent: around 30% of bookings are likely to be postponed at least once, so please allow flexibility. Children aged 10–15 may fly with written parental consent. You should wear sturdy boots and warm layers. Vouchers are valid for 12 months and cannot be refunded, but they can be extended once for £20."
        ),
        good=[
            Good(
                "preserve",
                "SkyDrift's tandem paragliding flights launch from Mam Tor. Depending on the conditions, a flight normally lasts 15–25 minutes. It costs £139 per person, and a digital video of the flight is included. To fly, passengers are required to weigh 35–105 kg and must be able to take a few running steps at take-off. Because flights depend on the weather, around 30% of bookings are likely to be postponed at least once – please be flexible. Children aged 10 to 15 can fly if a parent gives written consent. Sturdy boots and warm layers are advisable. Vouchers last 12 months and are non-refundable, though they may be extended once for £20.",
            ),
            Good(
                "preserve",
                "From Mam Tor, SkyDrift offers tandem paragliding flights for £139 per person, a price that includes a digital video of the flight. Flights typically last 15 to 25 minutes, depending on conditions. Passengers have to weigh at least 35 kg and no more than 105 kg, and need to be able to run a few steps on take-off; children aged 10–15 may take part with a parent's written consent. Flights depend on the weather: around 30% of bookings are likely to be postponed at least once, so customers are asked to stay flexible. Sturdy boots and warm layers should be worn. Vouchers are valid for 12 months, cannot be refunded, and can be extended once for £20.",
            ),
            Good(
                "pl",
                "Tandemowe loty paralotnią z SkyDrift startują z Mam Tor i zwykle trwają od 15 do 25 minut, w zależności od warunków. Cena wynosi 139 £ od osoby i obejmuje cyfrowe nagranie wideo z lotu. Pasażer musi ważyć od 35 do 105 kg i być w stanie zrobić kilka kroków biegiem przy starcie. Loty zależą od pogody: około 30% rezerwacji prawdopodobnie zostanie przynajmniej raz przełożonych, dlatego prosimy o elastyczność. Dzieci w wieku 10–15 lat mogą latać za pisemną zgodą rodzica. Powinno się założyć mocne buty i ciepłe warstwy ubrania. Vouchery są ważne 12 miesięcy i nie podlegają zwrotowi, ale można je jednorazowo przedłużyć za 20 £.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "passengers are required to weigh 35–105 kg",
                        "passengers should ideally weigh 35–105 kg",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "around 30% of bookings are likely to be postponed at least once",
                        "30% of bookings are postponed at least once",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("od 35 do 105 kg", "od 35 do 115 kg")], "number"),
        ],
    ),
    Case(
        key="en-sailing-school",
        source=(
            "Solent Sailing School – RYA Competent Crew course. The 5-day course runs from Monday 9 June to Friday 13 June 2025, with the yacht departing from Hamble Marina at 9:00 each morning. No previous sailing experience is needed. The fee of £695 covers tuition, meals on board, waterproofs and the RYA certificate; travel to the marina is not included. Participants must be able to swim 50 metres and must wear a lifejacket whenever they are on deck. A deposit of £200 secures your place, and the balance is due 6 weeks before the start date. Enquiries: bookings@solentsailing.co.uk or solentsailing.co.uk/crew."
        ),
        good=[
            Good(
                "preserve",
                "Solent Sailing School – RYA Competent Crew course. This five-day course takes place from Monday 9 June to Friday 13 June 2025; every morning the yacht leaves Hamble Marina at 9:00. You don't need any previous sailing experience. For £695 you get tuition, meals on board, waterproofs and the RYA certificate, but the fee does not cover travel to the marina. Every participant must be able to swim 50 metres and must wear a lifejacket at all times on deck. Your place is secured with a £200 deposit; the remaining balance is due 6 weeks before the course starts. Enquiries: bookings@solentsailing.co.uk or solentsailing.co.uk/crew.",
            ),
            Good(
                "preserve",
                "Want to join a crew? Solent Sailing School's RYA Competent Crew course needs no previous sailing experience. It lasts 5 days, from Monday 9 to Friday 13 June 2025, with a 9:00 departure from Hamble Marina every morning. The £695 fee includes tuition, meals on board, waterproofs and your RYA certificate; travel to the marina is not included. You'll need to be able to swim 50 metres, and lifejackets are compulsory whenever you're on deck. A £200 deposit secures your place, and the balance is due 6 weeks before the start date. For enquiries, email bookings@solentsailing.co.uk or visit solentsailing.co.uk/crew.",
            ),
            Good(
                "pl",
                "Solent Sailing School – kurs RYA Competent Crew. Pięciodniowy kurs odbędzie się od poniedziałku 9 czerwca do piątku 13 czerwca 2025 r.; jacht wypływa z Hamble Marina każdego ranka o 9:00. Nie jest wymagane wcześniejsze doświadczenie żeglarskie. Opłata w wysokości 695 £ obejmuje szkolenie, posiłki na pokładzie, odzież sztormową i certyfikat RYA; dojazd do mariny nie jest wliczony w cenę. Uczestnicy muszą umieć przepłynąć 50 metrów i muszą nosić kamizelkę ratunkową zawsze, gdy przebywają na pokładzie. Zaliczka w wysokości 200 £ gwarantuje miejsce, a pozostałą kwotę należy wpłacić 6 tygodni przed rozpoczęciem kursu. Kontakt: bookings@solentsailing.co.uk lub solentsailing.co.uk/crew.",
            ),
        ],
        bad=[
            Slip(
                0, [("Monday 9 June to Friday 13 June", "Monday 16 June to Friday 20 June")], "date"
            ),
            Slip(1, [("solentsailing.co.uk/crew", "solentsailing.com/crew")], "url"),
            Slip(
                2,
                [
                    (
                        "Nie jest wymagane wcześniejsze doświadczenie żeglarskie.",
                        "Wymagane jest wcześniejsze doświadczenie żeglarskie.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-organ-donation-registry",
        source=(
            "Under Section 3(2) of the Human Tissue (Scotland) Act 2006, as amended by the 2019 Act, adults in Scotland are considered willing to donate their organs after death unless they have recorded a decision not to donate. This is known as deemed authorisation. It does not apply to people under 16, to those who have lived in Scotland for less than 12 months, or to adults who lack the capacity to understand it. Families will always be consulted, and donation will not go ahead if they provide information that the person would not have wanted to donate. You can register or change your decision at any time at organdonationscot.org or by calling 0300 303 2094."
        ),
        good=[
            Good(
                "preserve",
                "Under Section 3(2) of the Human Tissue (Scotland) Act 2006, as amended by the 2019 Act, an adult in Scotland who has not recorded a decision not to donate is treated as willing to donate their organs after death. This is called deemed authorisation. It does not cover anyone under 16, anyone who has lived in Scotland for under 12 months, or adults without the capacity to understand it. Families are consulted in every case, and if they give information showing that the person would not have wanted to donate, donation will not proceed. Registering a decision, or changing one, is possible at any time at organdonationscot.org or on 0300 303 2094.",
            ),
            Good(
                "preserve",
                "In Scotland, adults are presumed to be willing to donate their organs after death – unless they have recorded a decision not to. The rule, known as deemed authorisation, comes from Section 3(2) of the Human Tissue (Scotland) Act 2006, as amended by the 2019 Act. Three groups are excluded: under-16s, people who have been living in Scotland for less than 12 months, and adults who lack the capacity to understand it. Relatives are always consulted, and if they provide information that the person would not have wanted to donate, the donation does not go ahead. Decisions can be registered or changed at any time, online at organdonationscot.org or by phone on 0300 303 2094.",
            ),
            Good(
                "pl",
                "Zgodnie z sekcją 3(2) ustawy Human Tissue (Scotland) Act 2006, zmienionej ustawą z 2019 r., uznaje się, że osoby dorosłe w Szkocji zgadzają się na pobranie ich narządów po śmierci, chyba że zarejestrowały decyzję o niewyrażeniu zgody. Nazywa się to domniemaną zgodą (deemed authorisation). Zasada ta nie dotyczy osób poniżej 16 lat, osób mieszkających w Szkocji krócej niż 12 miesięcy ani dorosłych, którzy nie są w stanie jej zrozumieć. Rodzina zawsze jest pytana o zdanie, a do pobrania nie dojdzie, jeśli przekaże informacje, że zmarły nie chciałby zostać dawcą. Decyzję można zarejestrować lub zmienić w dowolnym momencie na stronie organdonationscot.org albo pod numerem 0300 303 2094.",
            ),
        ],
        bad=[
            Slip(0, [("at organdonationscot.org", "at organdonation.scot")], "url"),
            Slip(
                1, [("the donation does not go ahead", "the donation still goes ahead")], "negation"
            ),
            Slip(2, [("sekcją 3(2)", "sekcją 3(4)")], "legal_reference"),
        ],
    ),
    Case(
        key="en-customs-allowances",
        source=(
            "Travelling to the UK from outside Great Britain? You can bring in the following goods duty-free, provided they are for your own use or gifts: up to 200 cigarettes or 250 g of tobacco, 4 litres of spirits or 9 litres of sparkling wine, 18 litres of still wine and 42 litres of beer, plus other goods worth up to £390. You must be 17 or over to use the tobacco and alcohol allowances. If you exceed any allowance, you must declare all goods using the red channel; you cannot split an allowance with another traveller. Failing to declare may lead to seizure under section 139 of the Customs and Excise Management Act 1979."
        ),
        good=[
            Good(
                "preserve",
                "If you are travelling to the UK from outside Great Britain, the following goods can be brought in without paying duty, as long as they are gifts or for your own use: up to 200 cigarettes or 250 g of tobacco; 4 litres of spirits or 9 litres of sparkling wine; 18 litres of still wine; 42 litres of beer; and other goods worth up to £390. The tobacco and alcohol allowances are only available to travellers aged 17 or over. Going over any allowance means you have to declare all goods in the red channel, and an allowance cannot be split with another traveller. Goods that are not declared may be seized under section 139 of the Customs and Excise Management Act 1979.",
            ),
            Good(
                "preserve",
                "What can I bring into the UK duty-free from outside Great Britain? As long as the goods are gifts or for your own use: up to 200 cigarettes or 250 g of tobacco; either 4 litres of spirits or 9 litres of sparkling wine; 18 litres of still wine; 42 litres of beer; and up to £390 worth of other goods. Is there an age limit? Yes – under-17s cannot use the tobacco and alcohol allowances. What if I go over an allowance? Then all goods must be declared in the red channel. Can I split an allowance with a fellow traveller? No. What happens if I don't declare? The goods may be seized under section 139 of the Customs and Excise Management Act 1979.",
            ),
            Good(
                "pl",
                "Przyjeżdżasz do Zjednoczonego Królestwa spoza Wielkiej Brytanii? Bez cła możesz wwieźć następujące towary, pod warunkiem że są przeznaczone na własny użytek lub na prezent: do 200 papierosów lub 250 g tytoniu, 4 litry napojów spirytusowych lub 9 litrów wina musującego, 18 litrów wina niemusującego i 42 litry piwa, a także inne towary o wartości do 390 £. Z limitów na tytoń i alkohol mogą korzystać wyłącznie osoby, które ukończyły 17 lat. Jeśli przekroczysz którykolwiek limit, musisz zgłosić wszystkie towary w czerwonym korytarzu; nie możesz dzielić limitu z innym podróżnym. Niezgłoszenie towarów może skutkować ich zajęciem na podstawie sekcji 139 ustawy Customs and Excise Management Act 1979.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "and other goods worth up to £390.",
                        "and other goods worth up to £390, excluding electronics.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("under section 139", "under section 141")], "legal_reference"),
            Slip(2, [("42 litry piwa", "24 litry piwa")], "number"),
        ],
    ),
    Case(
        key="en-plagiarism-policy",
        source=(
            "Academic Integrity Policy, Section 5: Plagiarism. Plagiarism is presenting someone else's work or ideas as your own without acknowledgement, whether intentionally or not. Following Pecorari and Petrić (2014), the University distinguishes between deliberate plagiarism and poor academic practice. All coursework must be submitted through Turnitin; a similarity score above 25% does not in itself prove plagiarism but will trigger a review by the module leader. Students may reuse up to 10% of their own previously assessed work only with the module leader's written permission. A first finding of poor academic practice normally results in a warning; a second finding may lead to a mark of zero for the assessment."
        ),
        good=[
            Good(
                "preserve",
                "Academic Integrity Policy, Section 5: Plagiarism. The University defines plagiarism as presenting another person's work or ideas as one's own without acknowledgement, whether or not this is intentional. In line with Pecorari and Petrić (2014), it differentiates deliberate plagiarism from poor academic practice. Every piece of coursework is required to be submitted via Turnitin. A similarity score higher than 25% is not, by itself, proof of plagiarism, but it will lead to a review by the module leader. Up to 10% of a student's own previously assessed work may be reused, and only with the module leader's written permission. A first finding of poor academic practice will normally result in a warning, whereas a second may result in a mark of zero for the assessment.",
            ),
            Good(
                "preserve",
                "Section 5 of the Academic Integrity Policy covers plagiarism – passing off someone else's work or ideas as your own without acknowledging them, even if you didn't mean to. Drawing on Pecorari and Petrić (2014), the University treats deliberate plagiarism and poor academic practice as different things. You have to submit all coursework through Turnitin. If your similarity score is over 25%, that alone doesn't prove plagiarism, but your module leader will review your work. You can reuse up to 10% of your own previously assessed work, but only if the module leader gives you written permission. A first finding of poor academic practice usually means a warning; a second could mean a mark of zero for that assessment.",
            ),
            Good(
                "pl",
                "Polityka uczciwości akademickiej, sekcja 5: Plagiat. Plagiat to przedstawianie cudzej pracy lub cudzych pomysłów jako własnych bez podania źródła, niezależnie od tego, czy jest to zamierzone. Za Pecorari i Petrić (2014) uczelnia rozróżnia plagiat umyślny i niewłaściwą praktykę akademicką. Wszystkie prace zaliczeniowe należy składać za pośrednictwem systemu Turnitin; wskaźnik podobieństwa powyżej 25% sam w sobie nie dowodzi plagiatu, ale uruchamia weryfikację przez prowadzącego moduł. Studenci mogą ponownie wykorzystać do 10% własnej, wcześniej ocenionej pracy wyłącznie za pisemną zgodą prowadzącego moduł. Pierwsze stwierdzenie niewłaściwej praktyki akademickiej zwykle kończy się ostrzeżeniem; drugie może skutkować oceną zerową za daną pracę.",
            ),
        ],
        bad=[
            Slip(0, [("Pecorari and Petrić (2014)", "Pecorari and Petrić (2004)")], "citation"),
            Slip(
                1,
                [("You have to submit all coursework", "You should submit all coursework")],
                "modality",
            ),
            Bad(
                "pl",
                "Academic Integrity Policy, Section 5 (Plagiarism): plagiarism means presenting someone else's work or ideas as your own without acknowledgement, intentionally or not. Following Pecorari and Petrić (2014), the University separates deliberate plagiarism from poor academic practice. All coursework has to be submitted through Turnitin. A similarity score above 25% does not prove plagiarism on its own, but the module leader will review the work. Students may reuse up to 10% of their own previously assessed work, and only with the module leader's written permission. A first finding of poor academic practice normally leads to a warning; a second finding may lead to a mark of zero for the assessment.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-journal-peer-review",
        source=(
            "Guidelines for reviewers – Journal of Coastal Ecology. Reviews should be submitted within 21 days of accepting an invitation; if you need more time, contact the editorial office at review@jce-journal.org. The journal operates double-blind review, so reviewers must not attempt to identify the authors or contact them directly. Please assess whether the conclusions are supported by the data; claims of causation from observational studies are likely to be overstated and should be flagged. Following the COPE guidelines (Wager & Kleinert, 2011), reviewers must declare any competing interests. Reviewers may not use generative AI tools to draft their reports, because manuscripts are confidential. Reports typically run to 500–1,000 words."
        ),
        good=[
            Good(
                "preserve",
                "Journal of Coastal Ecology – guidelines for reviewers. Once you have accepted an invitation, your review should be submitted within 21 days; if you need longer, get in touch with the editorial office at review@jce-journal.org. Review at the journal is double-blind: reviewers must not try to identify the authors or contact them directly. Please judge whether the data support the conclusions; causal claims drawn from observational studies are likely to be overstated and should be flagged. In line with the COPE guidelines (Wager & Kleinert, 2011), reviewers are required to declare any competing interests. Because manuscripts are confidential, reviewers are not allowed to use generative AI tools to draft their reports. A report is typically 500–1,000 words long.",
            ),
            Good(
                "preserve",
                "The Journal of Coastal Ecology uses double-blind peer review. Reviewers must therefore not try to work out who the authors are, nor contact them directly, and – since manuscripts are confidential – they may not draft their reports with generative AI tools. Any competing interests must be declared, following the COPE guidelines (Wager & Kleinert, 2011). When assessing a manuscript, please consider whether the data support its conclusions; causal claims based on observational studies are likely to be overstated and should be flagged. Reports are typically 500–1,000 words long and should be submitted within 21 days of your accepting the invitation. If you need more time, contact the editorial office at review@jce-journal.org.",
            ),
            Good(
                "pl",
                "Wytyczne dla recenzentów – Journal of Coastal Ecology. Recenzje powinny zostać przesłane w ciągu 21 dni od przyjęcia zaproszenia; jeśli potrzebują Państwo więcej czasu, prosimy o kontakt z redakcją pod adresem review@jce-journal.org. Czasopismo stosuje recenzję podwójnie anonimową, dlatego recenzentom nie wolno próbować ustalać tożsamości autorów ani kontaktować się z nimi bezpośrednio. Prosimy ocenić, czy wnioski znajdują oparcie w danych; twierdzenia o związkach przyczynowych formułowane na podstawie badań obserwacyjnych są prawdopodobnie przesadzone i powinny zostać oznaczone. Zgodnie z wytycznymi COPE (Wager & Kleinert, 2011) recenzenci muszą zgłosić wszelkie konflikty interesów. Recenzentom nie wolno korzystać z narzędzi generatywnej AI do przygotowywania recenzji, ponieważ manuskrypty są poufne. Recenzje liczą zwykle 500–1000 słów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "causal claims drawn from observational studies are likely to be overstated",
                        "causal claims drawn from observational studies are overstated",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("(Wager & Kleinert, 2011)", "(Wager & Kleinert, 2016)")], "citation"),
            Slip(2, [("recenzenci muszą zgłosić", "recenzenci mogą zgłosić")], "modality"),
        ],
    ),
    Case(
        key="en-cookie-policy",
        source=(
            "## Cookie policy\n\n"
            "We use **strictly necessary cookies** to keep the site secure and working; these cannot be switched off. With your consent, we also use analytics cookies such as `_ga` and `_gid`, which expire after 2 years and 24 hours respectively. We do not use advertising cookies and never sell your data. You can withdraw consent at any time via the Cookie Settings link in the footer; doing so will not affect your access to the site. Under Regulation 6 of the Privacy and Electronic Communications Regulations 2003, we must ask for consent before placing non-essential cookies. Questions: privacy@northfieldlibrary.org.uk or northfieldlibrary.org.uk/cookies."
        ),
        good=[
            Good(
                "preserve",
                "## Cookie policy\n\n"
                "To keep the site secure and working, we use **strictly necessary cookies**, which cannot be turned off. If you consent, we also use analytics cookies, for example `_ga` (expires after 2 years) and `_gid` (expires after 24 hours). Advertising cookies are not used, and your data is never sold. Consent can be withdrawn whenever you like through the Cookie Settings link in the footer; this will not affect your access to the site. Regulation 6 of the Privacy and Electronic Communications Regulations 2003 requires us to ask for your consent before we place any non-essential cookies. Questions? Contact privacy@northfieldlibrary.org.uk or see northfieldlibrary.org.uk/cookies.",
            ),
            Good(
                "preserve",
                "## Cookie policy\n\n"
                "Some cookies are essential: our **strictly necessary cookies** keep the site secure and working, and you cannot switch them off. Other cookies need your consent – Regulation 6 of the Privacy and Electronic Communications Regulations 2003 obliges us to ask for it before placing any non-essential ones. With that consent, we use analytics cookies such as `_ga`, which expires after 2 years, and `_gid`, which expires after 24 hours. We do not use advertising cookies, and we never sell your data. You may withdraw your consent at any time using the Cookie Settings link in the footer, and your access to the site will not be affected. For questions, write to privacy@northfieldlibrary.org.uk or visit northfieldlibrary.org.uk/cookies.",
            ),
            Good(
                "pl",
                "## Polityka plików cookie\n\n"
                "Używamy **niezbędnych plików cookie**, aby strona była bezpieczna i działała prawidłowo; nie można ich wyłączyć. Za Twoją zgodą korzystamy również z analitycznych plików cookie, takich jak `_ga` i `_gid`, które wygasają odpowiednio po 2 latach i po 24 godzinach. Nie stosujemy reklamowych plików cookie i nigdy nie sprzedajemy Twoich danych. Zgodę możesz wycofać w dowolnym momencie za pomocą linku „Cookie Settings” w stopce strony; nie wpłynie to na Twój dostęp do serwisu. Zgodnie z przepisem 6 rozporządzenia Privacy and Electronic Communications Regulations 2003 musimy poprosić o zgodę przed zapisaniem innych niż niezbędne plików cookie. Pytania: privacy@northfieldlibrary.org.uk lub northfieldlibrary.org.uk/cookies.",
            ),
        ],
        bad=[
            Slip(0, [("privacy@northfieldlibrary.org.uk", "privacy@northfield.org.uk")], "url"),
            Slip(1, [("and `_gid`, which", "and `_gat`, which")], "code"),
            Slip(2, [("## Polityka plików cookie\n\n", "Polityka plików cookie. ")], "markdown"),
        ],
    ),
    Case(
        key="en-smart-meter-installation",
        source=(
            "Dear Ms Patel, your smart meter installation is booked for Thursday 12 June 2025 between 8:00 and 12:00 (booking reference SMI-448213). The appointment usually takes around 2 hours, and your electricity will be switched off for approximately 30 minutes. Someone aged 18 or over must be at home throughout the visit. Please make sure the engineer has clear access to your meter cupboard. If anyone in your home relies on electrically powered medical equipment, you must tell us at least 48 hours before the appointment. There is no charge for the installation. To rearrange, reply to this e-mail or call 0345 600 1234, quoting your reference."
        ),
        good=[
            Good(
                "preserve",
                "Dear Ms Patel, we have booked your smart meter installation for Thursday 12 June 2025, between 8:00 and 12:00; your booking reference is SMI-448213. The visit normally takes about 2 hours, and your electricity will be off for roughly 30 minutes. An adult (18 or over) has to be at home for the entire visit. Please ensure the engineer can get to your meter cupboard easily. If someone in your household depends on electrically powered medical equipment, you are required to let us know no later than 48 hours before the appointment. The installation is free of charge. If you need to rearrange, reply to this e-mail or ring 0345 600 1234 and quote your reference.",
            ),
            Good(
                "preserve",
                "Dear Ms Patel, this is to confirm your free smart meter installation, booked for Thursday 12 June 2025 between 8:00 and 12:00 (booking reference SMI-448213). Expect the appointment to take around 2 hours; the electricity supply will be off for about 30 minutes. An adult aged 18 or over must stay at home for the whole visit, and please make sure the engineer has clear access to your meter cupboard. Does anyone at home rely on electrically powered medical equipment? If so, you must inform us at least 48 hours in advance. Need to rearrange? Reply to this e-mail or phone 0345 600 1234, quoting your reference.",
            ),
            Good(
                "pl",
                "Szanowna Pani Patel, montaż inteligentnego licznika zaplanowaliśmy na czwartek 12 czerwca 2025 r. w godzinach 8:00–12:00 (numer rezerwacji SMI-448213). Wizyta trwa zwykle około 2 godzin, a prąd zostanie wyłączony na mniej więcej 30 minut. Przez cały czas wizyty w domu musi być osoba, która ukończyła 18 lat. Prosimy zapewnić technikowi swobodny dostęp do szafki z licznikiem. Jeśli ktoś z domowników jest zależny od urządzeń medycznych zasilanych elektrycznie, musi Pani poinformować nas o tym co najmniej 48 godzin przed wizytą. Montaż jest bezpłatny. Aby zmienić termin, prosimy odpowiedzieć na tę wiadomość lub zadzwonić pod numer 0345 600 1234, podając numer rezerwacji.",
            ),
        ],
        bad=[
            Slip(0, [("SMI-448213", "SMI-448231")], "code"),
            Slip(
                1,
                [
                    (
                        "An adult aged 18 or over must stay at home",
                        "An adult aged 18 or over should ideally stay at home",
                    )
                ],
                "modality",
            ),
            Slip(2, [("Wizyta trwa zwykle około 2 godzin", "Wizyta trwa 2 godziny")], "hedge"),
        ],
    ),
    Case(
        key="en-rainwater-tank-grant",
        source=(
            "Rainwater Harvesting Grant 2025 – Westbrook District Council. Householders can claim 50% of the cost of buying and installing a rainwater tank, up to a maximum of £400 per property. Tanks must have a capacity of at least 1,000 litres and be connected to a downpipe. The scheme opens on 1 April 2025 and closes on 31 January 2026, or earlier if funding runs out. Work must not begin before your application is approved, and retrospective claims will not be accepted. Grants are paid under Section 1 of the Localism Act 2011. Apply online at westbrook.gov.uk/rainwater; approved applicants have 6 months to complete the installation and submit receipts."
        ),
        good=[
            Good(
                "preserve",
                "Westbrook District Council – Rainwater Harvesting Grant 2025. Householders may claim back half of what they spend on buying and installing a rainwater tank, to a maximum of £400 for each property. The tank needs to hold no less than 1,000 litres and must be connected to a downpipe. Applications can be made from 1 April 2025 until 31 January 2026, unless the funding runs out before then. Do not start any work until your application has been approved: claims for work already carried out will not be accepted. The grants are paid under Section 1 of the Localism Act 2011. Applications are made online at westbrook.gov.uk/rainwater, and approved applicants then have 6 months to finish the installation and send in their receipts.",
            ),
            Good(
                "preserve",
                "Westbrook District Council's Rainwater Harvesting Grant 2025 lets householders claim 50% of the cost of buying and installing a rainwater tank, capped at £400 per property. Eligible tanks must hold at least 1,000 litres and be connected to a downpipe. The scheme runs from 1 April 2025 to 31 January 2026, though it will close earlier if the money runs out. Householders must wait for approval before starting any work, as the council will not accept retrospective claims. Once approved, they have six months to complete the installation and submit receipts. Payments are made under Section 1 of the Localism Act 2011; applications are made online at westbrook.gov.uk/rainwater.",
            ),
            Good(
                "pl",
                "Dotacja na zbieranie deszczówki 2025 – Rada Okręgu Westbrook. Gospodarstwa domowe mogą otrzymać zwrot 50% kosztów zakupu i montażu zbiornika na deszczówkę, maksymalnie 400 £ na nieruchomość. Zbiornik musi mieć pojemność co najmniej 1000 litrów i być podłączony do rury spustowej. Nabór rusza 1 kwietnia 2025 r. i kończy się 31 stycznia 2026 r. lub wcześniej, jeśli wyczerpią się środki. Nie wolno rozpoczynać prac przed zatwierdzeniem wniosku, a wnioski o zwrot kosztów poniesionych wcześniej nie będą przyjmowane. Dotacje są wypłacane na podstawie sekcji 1 ustawy Localism Act 2011. Wnioski składa się online na stronie westbrook.gov.uk/rainwater; osoby, których wnioski zatwierdzono, mają 6 miesięcy na zakończenie montażu i przedłożenie rachunków.",
            ),
        ],
        bad=[
            Slip(0, [("to a maximum of £400", "to a maximum of £500")], "number"),
            Slip(
                1,
                [("Section 1 of the Localism Act 2011", "Section 11 of the Localism Act 2011")],
                "legal_reference",
            ),
            Slip(2, [("kończy się 31 stycznia 2026 r.", "kończy się 31 marca 2026 r.")], "date"),
        ],
    ),
    Case(
        key="en-hunting-season-notice",
        source=(
            "Public notice: deer stalking on Glenmoor Estate. Hinds will be culled between 21 October 2025 and 15 February 2026, from one hour before sunrise until one hour after sunset, Monday to Saturday. There will be no shooting on Sundays or on 25 and 26 December. Walkers may continue to use all public footpaths, but they should keep to the marked routes and must not enter areas signposted 'Stalking in progress'. Dogs must be kept on a lead throughout the estate. All stalkers hold firearms certificates and will be accompanied by an estate ranger. To check daily stalking areas, call the estate office on 01479 810 357 or visit glenmoorestate.co.uk."
        ),
        good=[
            Good(
                "preserve",
                "Public notice – deer stalking on Glenmoor Estate. The hind cull will take place from 21 October 2025 to 15 February 2026, Monday to Saturday, starting an hour before sunrise and ending an hour after sunset. No shooting will take place on Sundays, or on 25 and 26 December. All public footpaths remain open to walkers, who should stick to the marked routes and are not allowed into any area signposted 'Stalking in progress'. Throughout the estate, dogs have to be kept on a lead. Every stalker holds a firearms certificate and will be accompanied by an estate ranger. To find out the day's stalking areas, phone the estate office on 01479 810 357 or go to glenmoorestate.co.uk.",
            ),
            Good(
                "preserve",
                "Public notice: Glenmoor Estate will be culling hinds from 21 October 2025 until 15 February 2026. Stalking takes place Monday to Saturday only, from an hour before sunrise to an hour after sunset; Sundays and 25–26 December are shoot-free. Walkers can still use every public footpath, although they should stay on the marked routes and must keep out of areas signposted 'Stalking in progress'. Keep dogs on a lead everywhere on the estate. Every stalker has a firearms certificate and will be accompanied by an estate ranger. For daily stalking areas, call the estate office (01479 810 357) or check glenmoorestate.co.uk.",
            ),
            Good(
                "pl",
                "Ogłoszenie publiczne: odstrzał jeleni w posiadłości Glenmoor. Odstrzał łań będzie prowadzony od 21 października 2025 r. do 15 lutego 2026 r., od godziny przed wschodem słońca do godziny po zachodzie słońca, od poniedziałku do soboty. W niedziele oraz 25 i 26 grudnia nie będzie się strzelać. Piesi mogą nadal korzystać ze wszystkich publicznych ścieżek, ale powinni trzymać się oznakowanych tras i nie wolno im wchodzić na obszary oznaczone tablicą „Stalking in progress”. Na terenie całej posiadłości psy muszą być prowadzone na smyczy. Wszyscy myśliwi mają pozwolenia na broń i będzie im towarzyszył strażnik posiadłości. Aby sprawdzić, gdzie danego dnia odbywa się odstrzał, zadzwoń do biura posiadłości pod numer 01479 810 357 lub odwiedź stronę glenmoorestate.co.uk.",
            ),
        ],
        bad=[
            Slip(0, [("15 February 2026", "15 March 2026")], "date"),
            Slip(
                1,
                [
                    (
                        "Walkers can still use every public footpath",
                        "Walkers cannot use public footpaths",
                    )
                ],
                "negation",
            ),
            Slip(2, [("psy muszą być prowadzone", "psy powinny być prowadzone")], "modality"),
        ],
    ),
    Case(
        key="en-forest-fire-ban",
        source=(
            "A ban on all open fires and barbecues comes into force in Kielder Forest Park at 6 p.m. on Friday 1 August 2025 and will remain in place until further notice. Forestry England said the fire risk had reached 'very high' after 23 days without significant rainfall, and that conditions were likely to worsen over the weekend. Disposable barbecues are not allowed anywhere in the park, including campsites. Anyone who starts a fire may be fined up to £2,500. Visitors should not park in front of forest gates, which must remain clear for emergency vehicles. Fires should be reported immediately by calling 999."
        ),
        good=[
            Good(
                "preserve",
                "From 6 p.m. on Friday 1 August 2025, all open fires and barbecues are banned in Kielder Forest Park, and the ban will stay in place until further notice. According to Forestry England, 23 days without significant rainfall have pushed the fire risk to 'very high', and conditions are likely to get worse over the weekend. Disposable barbecues are prohibited throughout the park, campsites included. Anyone starting a fire may face a fine of up to £2,500. Forest gates must be kept clear for emergency vehicles, so visitors should not park in front of them. Any fire should be reported straight away by calling 999.",
            ),
            Good(
                "preserve",
                "Kielder Forest Park fire ban: starting at 6 p.m. on Friday 1 August 2025, no open fires or barbecues are allowed in the park until further notice. Forestry England said that, after 23 days with no significant rain, the fire risk had reached 'very high' and that conditions would likely get worse over the weekend. The ban on disposable barbecues applies everywhere in the park, campsites included. If you start a fire, you may be fined as much as £2,500. Visitors should not park in front of forest gates, which must be kept clear for emergency vehicles. Fires should be reported to 999 immediately.",
            ),
            Good(
                "pl",
                "Od godz. 18:00 w piątek 1 sierpnia 2025 r. w Kielder Forest Park obowiązuje zakaz rozpalania wszelkich ognisk i grillowania; zakaz będzie obowiązywał do odwołania. Forestry England poinformowało, że po 23 dniach bez znaczących opadów zagrożenie pożarowe osiągnęło poziom „bardzo wysoki”, a w weekend warunki prawdopodobnie się pogorszą. Jednorazowe grille są zakazane na terenie całego parku, w tym na polach namiotowych. Osobie, która wznieci ogień, grozi grzywna do 2500 £. Odwiedzający nie powinni parkować przed bramami leśnymi, które muszą pozostać przejezdne dla pojazdów ratunkowych. Pożary powinny być natychmiast zgłaszane pod numer 999.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Disposable barbecues are prohibited throughout the park",
                        "Disposable barbecues are permitted throughout the park",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "conditions would likely get worse over the weekend",
                        "conditions would get worse over the weekend",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("po 23 dniach", "po 32 dniach")], "number"),
        ],
    ),
    Case(
        key="en-triathlon-briefing",
        source=(
            "Race briefing – Lakeside Sprint Triathlon, Sunday 7 September 2025. The 750 m swim starts in waves from 7:30; the water temperature is expected to be around 17°C, so wetsuits are compulsory. The 20 km bike course is two laps and is fully closed to traffic, but drafting is not permitted: keep at least 10 metres behind the rider in front. Helmets must be fastened before you unrack your bike. The 5 km run follows the lakeside path. Athletes who have not started the run by 10:15 will not be allowed to continue. Headphones are banned on all three legs. Timing chips must be returned at the finish; a £25 fee applies for lost chips."
        ),
        good=[
            Good(
                "preserve",
                "Lakeside Sprint Triathlon race briefing – Sunday 7 September 2025. Swim (750 m): wave starts from 7:30. We expect the water to be about 17°C, so wetsuits must be worn. Bike (20 km): two laps on a course fully closed to traffic. Drafting is banned, so stay a minimum of 10 metres behind the rider ahead, and fasten your helmet before taking your bike off the rack. Run (5 km): along the lakeside path. If you have not started the run by 10:15, you will not be allowed to continue. No headphones on any of the three legs. Return your timing chip at the finish – there is a £25 fee for lost chips.",
            ),
            Good(
                "preserve",
                "On Sunday 7 September 2025, athletes in the Lakeside Sprint Triathlon will start the 750 m swim in waves from 7:30. The water is expected to be around 17°C, which makes wetsuits compulsory. The 20 km, two-lap bike course will be completely closed to traffic; even so, drafting is not permitted, and riders must keep at least 10 metres behind the cyclist in front. Helmets have to be fastened before bikes are unracked. The 5 km run takes athletes along the lakeside path, but anyone who has not started it by 10:15 will not be allowed to continue. Headphones are banned in the swim, bike and run alike. At the finish, timing chips must be handed back; lost chips cost £25.",
            ),
            Good(
                "pl",
                "Odprawa przed startem – Lakeside Sprint Triathlon, niedziela 7 września 2025 r. Pływanie na 750 m rozpoczyna się falami od 7:30; przewidywana temperatura wody to około 17°C, dlatego pianki są obowiązkowe. Trasa rowerowa na 20 km składa się z dwóch pętli i jest całkowicie zamknięta dla ruchu, ale jazda na kole (drafting) jest zabroniona: trzeba utrzymywać odstęp co najmniej 10 metrów od zawodnika z przodu. Kask trzeba zapiąć przed zdjęciem roweru ze stojaka. Bieg na 5 km prowadzi ścieżką wzdłuż jeziora. Zawodnicy, którzy nie rozpoczną biegu do 10:15, nie zostaną dopuszczeni do dalszej rywalizacji. Słuchawki są zakazane na wszystkich trzech etapach. Chipy do pomiaru czasu należy zwrócić na mecie; za zgubiony chip pobierana jest opłata 25 £.",
            ),
        ],
        bad=[
            Slip(0, [("a minimum of 10 metres", "a minimum of 5 metres")], "number"),
            Slip(
                1, [("The water is expected to be around 17°C", "The water will be 17°C")], "hedge"
            ),
            Slip(2, [("Kask trzeba zapiąć", "Kask warto zapiąć")], "modality"),
        ],
    ),
    Case(
        key="en-lyme-disease-abstract",
        source=(
            "Background: Lyme disease incidence in Northern Europe has risen over the past two decades, possibly because of milder winters (Lindgren & Jaenson, 2006; Medlock et al., 2013). Methods: We analysed 4,312 laboratory-confirmed cases reported in Sweden between 2010 and 2022, linking them to municipal climate data. Results: Each additional week with mean temperatures above 5°C in spring was associated with an approximately 6% increase in reported cases the following summer. The association was not observed in municipalities above 63°N. Conclusions: Warmer springs may contribute to rising Lyme disease incidence, although changes in testing practices could also explain part of the trend. These findings do not establish causation."
        ),
        good=[
            Good(
                "preserve",
                "Background: Over the last 20 years, the incidence of Lyme disease in Northern Europe has increased, possibly as a result of milder winters (Lindgren & Jaenson, 2006; Medlock et al., 2013). Methods: We linked 4,312 laboratory-confirmed cases reported in Sweden from 2010 to 2022 to municipal climate data. Results: Every additional spring week with a mean temperature above 5°C was associated with approximately 6% more reported cases in the following summer. No such association was observed in municipalities north of 63°N. Conclusions: Warmer springs may play a part in the rise in Lyme disease incidence, but part of the trend could also be explained by changes in testing practices. Causation cannot be established from these findings.",
            ),
            Good(
                "preserve",
                "Cases of Lyme disease in Northern Europe have gone up over the past two decades, and milder winters may be one reason (Lindgren & Jaenson, 2006; Medlock et al., 2013). In this study we looked at 4,312 laboratory-confirmed cases reported in Sweden between 2010 and 2022 and matched them with climate data for each municipality. Every extra week in spring with an average temperature above 5°C was linked to roughly 6% more reported cases the following summer, although this link was not seen in municipalities above 63°N. Warmer springs may contribute to the rising number of cases, but changes in testing practices could also explain part of the trend. Our results do not show cause and effect.",
            ),
            Good(
                "pl",
                "Wprowadzenie: W ciągu ostatnich dwóch dekad zapadalność na boreliozę w Europie Północnej wzrosła, być może z powodu łagodniejszych zim (Lindgren i Jaenson, 2006; Medlock i in., 2013). Metody: Przeanalizowaliśmy 4312 potwierdzonych laboratoryjnie przypadków zgłoszonych w Szwecji w latach 2010–2022, łącząc je z danymi klimatycznymi na poziomie gmin. Wyniki: Każdy dodatkowy tydzień wiosną ze średnią temperaturą powyżej 5°C wiązał się ze wzrostem liczby zgłoszonych przypadków w kolejnym sezonie letnim o około 6%. Zależności tej nie zaobserwowano w gminach położonych na północ od 63°N. Wnioski: Cieplejsze wiosny mogą przyczyniać się do rosnącej zapadalności na boreliozę, choć część tego trendu mogą też tłumaczyć zmiany w praktyce wykonywania badań. Uzyskane wyniki nie dowodzą związku przyczynowego.",
            ),
        ],
        bad=[
            Slip(0, [("Warmer springs may play a part", "Warmer springs play a part")], "hedge"),
            Slip(1, [("Medlock et al., 2013", "Medlock et al., 2015")], "citation"),
            Slip(2, [("(Lindgren i Jaenson, 2006;", "(Lindgren, 2006;")], "citation"),
        ],
    ),
    Case(
        key="en-dialysis-visiting",
        source=(
            "Visiting the Renal Dialysis Unit, Ward 14. Each patient may have one visitor at a time during their dialysis session, between 10:00 and 20:00. Visitors must clean their hands on arrival and should not visit if they have had diarrhoea, vomiting or a fever in the past 48 hours. Children under 12 may visit only with the agreement of the nurse in charge. Food and hot drinks must not be brought into the treatment area. Please do not touch the dialysis machines or lines. The unit is closed to visitors on Sundays for deep cleaning. For questions, contact the unit on 0161 276 4420 or at dialysis.ward14@mft.nhs.uk."
        ),
        good=[
            Good(
                "preserve",
                "Renal Dialysis Unit, Ward 14 – visiting information. During a dialysis session, each patient can have one visitor at a time, between 10:00 and 20:00. On arrival, visitors are required to clean their hands, and anyone who has had diarrhoea, vomiting or a fever within the last 48 hours should not visit. Children under 12 may visit only if the nurse in charge agrees. No food or hot drinks may be brought into the treatment area. Please leave the dialysis machines and lines untouched. On Sundays the unit is closed to visitors for deep cleaning. Questions can be directed to the unit on 0161 276 4420 or by e-mail to dialysis.ward14@mft.nhs.uk.",
            ),
            Good(
                "preserve",
                "Coming to see someone on the Renal Dialysis Unit (Ward 14)? Visiting is between 10:00 and 20:00, with one visitor per patient at a time during the dialysis session, and the unit is closed to visitors on Sundays for deep cleaning. Please don't visit if you've had diarrhoea, vomiting or a fever in the last 48 hours, and you must clean your hands as soon as you arrive. Children under 12 can visit only with the agreement of the nurse in charge. Food and hot drinks are not permitted in the treatment area, and please don't touch the dialysis machines or lines. Any questions? Call 0161 276 4420 or e-mail dialysis.ward14@mft.nhs.uk.",
            ),
            Good(
                "pl",
                "Odwiedziny w Stacji Dializ, oddział 14. Podczas sesji dializy każdego pacjenta może odwiedzać jednocześnie jedna osoba, w godzinach 10:00–20:00. Odwiedzający muszą po przyjściu umyć ręce i nie powinni przychodzić, jeśli w ciągu ostatnich 48 godzin mieli biegunkę, wymioty lub gorączkę. Dzieci poniżej 12 lat mogą odwiedzać pacjentów wyłącznie za zgodą pielęgniarki oddziałowej. Do strefy zabiegowej nie wolno wnosić jedzenia ani gorących napojów. Prosimy nie dotykać aparatów do dializy ani drenów. W niedziele oddział jest zamknięty dla odwiedzających z powodu gruntownego sprzątania. W razie pytań prosimy o kontakt z oddziałem pod numerem 0161 276 4420 lub pod adresem dialysis.ward14@mft.nhs.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "No food or hot drinks may be brought into the treatment area.",
                        "Food and hot drinks may be brought into the treatment area.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("dialysis.ward14@mft.nhs.uk", "dialysis.ward41@mft.nhs.uk")], "url"),
            Slip(2, [("W niedziele oddział", "W niedziele i święta oddział")], "invented_fact"),
        ],
    ),
    Case(
        key="en-whistleblowing-policy",
        source=(
            "Whistleblowing Policy – Section 4: Raising a concern. Any employee, contractor or volunteer may report suspected wrongdoing, such as fraud, danger to health and safety, or a breach of law. You do not need proof, only a reasonable belief that the information shows wrongdoing. Reports can be made to your line manager, to the Compliance Officer at speakup@hallmarkgroup.com, or anonymously via the hotline on 0800 917 3322. We will acknowledge your report within 7 days and will normally aim to complete an investigation within approximately 3 months. No one who raises a concern in good faith will be dismissed or disadvantaged as a result. Disclosures are protected under Section 43B of the Employment Rights Act 1996."
        ),
        good=[
            Good(
                "preserve",
                "Whistleblowing Policy – Section 4: Raising a concern. Employees, contractors and volunteers are all entitled to report suspected wrongdoing – for example fraud, a danger to health and safety or a breach of the law. Proof is not necessary; a reasonable belief that the information shows wrongdoing is enough. You can report to your line manager, to the Compliance Officer (speakup@hallmarkgroup.com), or anonymously through the hotline on 0800 917 3322. Your report will be acknowledged within 7 days, and we will normally aim to finish any investigation within approximately 3 months. Raising a concern in good faith will never lead to dismissal or any other disadvantage. Section 43B of the Employment Rights Act 1996 protects such disclosures.",
            ),
            Good(
                "preserve",
                "Whistleblowing Policy, Section 4 – Raising a concern. Who can raise a concern? Any employee, contractor or volunteer who suspects wrongdoing, such as fraud, a danger to health and safety, or a breach of the law. Do I need evidence? No: a reasonable belief that the information shows wrongdoing is sufficient. Where do I report? To your line manager, to the Compliance Officer at speakup@hallmarkgroup.com, or anonymously on the 0800 917 3322 hotline. What happens next? We acknowledge reports within 7 days and normally aim to conclude investigations within about 3 months. Will I be protected? Yes – no one raising a concern in good faith will be dismissed or disadvantaged because of it, and disclosures are protected under Section 43B of the Employment Rights Act 1996.",
            ),
            Good(
                "pl",
                "Polityka zgłaszania nieprawidłowości – sekcja 4: Zgłaszanie zastrzeżeń. Każdy pracownik, wykonawca lub wolontariusz może zgłosić podejrzenie nieprawidłowości, takich jak oszustwo, zagrożenie dla zdrowia i bezpieczeństwa czy naruszenie prawa. Nie potrzebujesz dowodów – wystarczy uzasadnione przekonanie, że informacje wskazują na nieprawidłowości. Zgłoszenia można kierować do bezpośredniego przełożonego, do specjalisty ds. zgodności (Compliance Officer) pod adresem speakup@hallmarkgroup.com lub anonimowo przez infolinię 0800 917 3322. Potwierdzimy otrzymanie zgłoszenia w ciągu 7 dni i co do zasady będziemy dążyć do zakończenia postępowania wyjaśniającego w ciągu około 3 miesięcy. Nikt, kto zgłasza zastrzeżenia w dobrej wierze, nie zostanie z tego powodu zwolniony ani w inny sposób pokrzywdzony. Zgłoszenia są chronione na mocy sekcji 43B ustawy Employment Rights Act 1996.",
            ),
        ],
        bad=[
            Slip(0, [("Proof is not necessary", "Proof is necessary")], "negation"),
            Slip(
                1,
                [
                    (
                        "anonymously on the 0800 917 3322 hotline.",
                        "anonymously on the 0800 917 3322 hotline (weekdays 9:00–17:00).",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "co do zasady będziemy dążyć do zakończenia postępowania wyjaśniającego w ciągu około 3 miesięcy",
                        "zakończymy postępowanie wyjaśniające w ciągu 3 miesięcy",
                    )
                ],
                "hedge",
            ),
        ],
    ),
]
