# ruff: noqa: E501, RUF001
"""English source cases of blind set 87: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-astronomy-society-public-observing-night",
        source="Our next public observing night takes place on Friday 14 March at Hollow Hill Field, starting at 7:30 pm. If the sky is overcast, we will probably move the session to Saturday 15 March; a final decision will be posted by 4 pm on the day. Please do not use white torches on the field. Red lights only, as white light ruins everyone's night vision for about 20 minutes. Children under 12 must be accompanied by an adult. Members will bring around eight telescopes, and you are welcome to bring your own binoculars. Parking is free, but the gate closes at 11 pm, so don't leave your car inside after that.",
        good=[
            Good(
                "preserve",
                "Join us for our next public observing night on Friday 14 March, from 7:30 pm at Hollow Hill Field. Members are bringing around eight telescopes, and you're welcome to bring your own binoculars. A few things to know: only red lights on the field, please, and don't use white torches, because white light wrecks everyone's night vision for about 20 minutes. Any child under 12 must come with an adult. Parking costs nothing, but the gate closes at 11 pm, so make sure your car isn't left inside after that. If it's cloudy, the session will probably move to Saturday 15 March; we'll post a final decision by 4 pm on the day.",
            ),
            Good(
                "preserve",
                "Public observing night: Friday 14 March, 7:30 pm, Hollow Hill Field\n\n- If the sky is overcast, the session will probably be moved to Saturday 15 March. A final decision will be posted by 4 pm on the day.\n- Lighting: red lights only. Please do not use white torches on the field, as white light ruins night vision for about 20 minutes.\n- Children under 12 must be accompanied by an adult.\n- Equipment: members will bring around eight telescopes; visitors are welcome to bring their own binoculars.\n- Parking: free. The gate closes at 11 pm, so do not leave your car inside after that time.",
            ),
            Good(
                "pl",
                "Nasz najbliższy publiczny wieczór obserwacyjny odbędzie się w piątek 14 marca na polu Hollow Hill, początek o 19:30. Jeśli niebo będzie zachmurzone, prawdopodobnie przeniesiemy spotkanie na sobotę 15 marca; ostateczna decyzja zostanie opublikowana do 16:00 tego dnia. Prosimy nie używać na polu białych latarek. Tylko czerwone światło, ponieważ białe światło psuje wszystkim widzenie nocne na około 20 minut. Dzieci poniżej 12 lat muszą przebywać pod opieką osoby dorosłej. Członkowie przywiozą około ośmiu teleskopów, a Ty możesz zabrać własną lornetkę. Parking jest bezpłatny, ale brama jest zamykana o 23:00, więc nie zostawiaj po tej godzinie samochodu w środku.",
            ),
        ],
        bad=[
            Slip(1, [("Parking: free.", "Parking: not free.")], "negation"),
            Slip(2, [("na sobotę 15 marca", "na sobotę 22 marca")], "date"),
            Slip(0, [("the session will probably move to", "the session will move to")], "hedge"),
        ],
    ),
    Case(
        key="en-canal-narrowboat-hire-terms-conditions",
        source="Boats must be collected between 2 pm and 4 pm on the first day of your hire and returned to the marina by 9 am on the final day. A refundable damage deposit of £250 is taken at check-in and is normally returned within 7 days. The skipper must be at least 21 years old, and all crew must watch the 20-minute safety video before departure. Dogs are welcome (maximum two per boat) for an extra £40 per hire. The boat must not be taken onto tidal waters or the River Severn under any circumstances. Diesel used is charged at the end of the trip, usually around £10–£15 per day of cruising.",
        good=[
            Good(
                "preserve",
                "You must collect your boat between 2 pm and 4 pm on the first day of your hire, and it must be back at the marina by 9 am on the last day. At check-in we take a £250 damage deposit, which is refundable and normally comes back to you within 7 days. Whoever skippers must be 21 or older, and every member of the crew must watch the 20-minute safety video before you set off. You're welcome to bring dogs, up to two per boat, for an extra £40 per hire. Tidal waters and the River Severn are off limits: the boat must never be taken onto them, under any circumstances. We charge for the diesel you've used at the end of the trip; it's usually around £10–£15 per day of cruising.",
            ),
            Good(
                "preserve",
                "Key hire terms:\n1. Boats must be collected between 2 pm and 4 pm on day one and returned to the marina by 9 am on the final day.\n2. A refundable £250 damage deposit is taken at check-in; it is normally returned within 7 days.\n3. The skipper must be aged 21 or over.\n4. Every crew member must watch the 20-minute safety video before departure.\n5. Dogs are welcome for an extra £40 per hire, with a maximum of two per boat.\n6. The boat must not be taken onto tidal waters or the River Severn under any circumstances.\n7. Diesel used is charged at the end of the trip, usually around £10–£15 per day of cruising.",
            ),
            Good(
                "pl",
                "Łódź należy odebrać między 14:00 a 16:00 pierwszego dnia wynajmu i zwrócić do przystani do 9:00 ostatniego dnia. Przy odbiorze pobierana jest zwrotna kaucja na poczet szkód w wysokości 250 £, którą zwykle oddajemy w ciągu 7 dni. Kapitan musi mieć co najmniej 21 lat, a cała załoga musi przed wypłynięciem obejrzeć 20-minutowy film o bezpieczeństwie. Psy są mile widziane (maksymalnie dwa na łódź) za dodatkową opłatą 40 £ za wynajem. Łodzi nie wolno w żadnym wypadku wprowadzać na wody pływowe ani na rzekę Severn. Za zużyty olej napędowy płaci się na koniec rejsu, zwykle około 10–15 £ za dzień pływania.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("with a maximum of two per boat", "with a maximum of three per boat")],
                "number",
            ),
            Slip(
                0,
                [("every member of the crew must watch", "every member of the crew should watch")],
                "modality",
            ),
            Slip(
                2,
                [("pobierana jest zwrotna kaucja", "pobierana jest bezzwrotna kaucja")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-home-blood-pressure-monitor-instructions",
        source="Sit quietly for 5 minutes before taking a reading, with your back supported and both feet flat on the floor. Wrap the cuff around your bare upper arm, about 2–3 cm above the elbow, and keep the arm at heart level. Do not talk or move while the monitor is measuring. Take two readings one minute apart and record both. Readings taken straight after exercise, coffee or smoking may be higher than usual, so wait at least 30 minutes. If your reading is above 180/120 mmHg, rest for five minutes and measure again; if it is still that high, contact your doctor or call 111. The cuff is not suitable for arms larger than 42 cm around.",
        good=[
            Good(
                "preserve",
                "How to measure your blood pressure at home:\n1. Wait at least 30 minutes after exercise, coffee or smoking, as they may push your reading higher than usual.\n2. Sit quietly for 5 minutes with your back supported and both feet flat on the floor.\n3. Put the cuff on your bare upper arm, roughly 2–3 cm above the elbow, and keep the arm at heart level.\n4. Don't talk or move while the monitor is measuring.\n5. Take two readings one minute apart and write both down.\n6. If a reading is above 180/120 mmHg, rest for five minutes and measure again. If it is still that high, contact your doctor or call 111.\nNote: the cuff is not suitable for arms larger than 42 cm around.",
            ),
            Good(
                "preserve",
                "Before you measure, sit quietly for 5 minutes with your back supported and both feet flat on the floor. Put the cuff on your bare upper arm, about 2–3 cm above the elbow, and keep your arm at heart level. While the monitor is working, don't talk or move. Take two readings a minute apart and note down both of them. Coffee, smoking or exercise just beforehand may make your reading higher than usual, so give it at least 30 minutes. Is your reading above 180/120 mmHg? Rest for five minutes and measure again, and if it is still that high, contact your doctor or call 111. Please note that the cuff isn't suitable for arms over 42 cm around.",
            ),
            Good(
                "pl",
                "Przed pomiarem posiedź spokojnie przez 5 minut, z podpartymi plecami i obiema stopami płasko na podłodze. Owiń mankiet wokół odsłoniętego ramienia, około 2–3 cm powyżej łokcia, i trzymaj rękę na wysokości serca. Nie mów i nie ruszaj się, gdy ciśnieniomierz wykonuje pomiar. Wykonaj dwa pomiary w odstępie jednej minuty i zapisz oba. Wyniki uzyskane tuż po wysiłku, kawie lub papierosie mogą być wyższe niż zwykle, dlatego odczekaj co najmniej 30 minut. Jeśli wynik przekracza 180/120 mmHg, odpocznij pięć minut i zmierz ponownie; jeśli nadal jest tak wysoki, skontaktuj się z lekarzem lub zadzwoń pod numer 111. Mankiet nie nadaje się na ramiona o obwodzie większym niż 42 cm.",
            ),
        ],
        bad=[
            Slip(2, [("większym niż 42 cm", "większym niż 32 cm")], "number"),
            Slip(
                1,
                [
                    (
                        "may make your reading higher than usual",
                        "will make your reading higher than usual",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [("the cuff is not suitable for arms", "the cuff is suitable for arms")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-climbing-wall-kids-party-terms",
        source="Parties run on Saturdays and Sundays and last 2 hours: 75 minutes of instructor-led climbing followed by 45 minutes in the party room. The price is £210 for up to 10 children, plus £18 for each additional child, to a maximum of 16. Children must be aged 6 or over, and a parent or guardian must sign a waiver for each child before arrival. At least two adults from the party must stay in the centre throughout. A £60 deposit is required to secure your date, and the balance should be paid no later than 14 days before the party. Cancellations made fewer than 7 days in advance are not refunded. Food may be brought in, but must not contain nuts.",
        good=[
            Good(
                "preserve",
                "Our parties take place on Saturdays and Sundays. Each one lasts 2 hours: 75 minutes of climbing with an instructor, then 45 minutes in the party room. It costs £210 for up to 10 children, plus £18 for every extra child, up to a maximum of 16. Every child must be 6 or older, and a parent or guardian must sign a waiver for each child before you arrive. At least two adults from your party must stay in the centre the whole time. To secure your date we require a £60 deposit, and the balance should be paid no later than 14 days before the party. If you cancel fewer than 7 days in advance, you won't get a refund. You may bring your own food, but it must not contain nuts.",
            ),
            Good(
                "preserve",
                "Children's climbing parties: terms\n- Days and length: Saturdays and Sundays; 2 hours in total (75 minutes of instructor-led climbing, then 45 minutes in the party room).\n- Price: £210 for up to 10 children; £18 per additional child; maximum 16 children.\n- Age: children must be 6 or over.\n- Waivers: a parent or guardian must sign one for each child before arrival.\n- Supervision: at least two adults from the party must remain in the centre throughout.\n- Payment: a £60 deposit is required to secure the date; the balance should be paid no later than 14 days before the party.\n- Cancellation: no refund for cancellations made fewer than 7 days in advance.\n- Food: may be brought in, but must not contain nuts.",
            ),
            Good(
                "pl",
                "Przyjęcia odbywają się w soboty i niedziele i trwają 2 godziny: 75 minut wspinaczki z instruktorem, a potem 45 minut w sali imprezowej. Cena wynosi 210 £ za maksymalnie 10 dzieci plus 18 £ za każde dodatkowe dziecko, przy czym dzieci może być najwyżej 16. Dzieci muszą mieć ukończone 6 lat, a rodzic lub opiekun musi przed przyjazdem podpisać oświadczenie za każde dziecko. Co najmniej dwie osoby dorosłe z grupy muszą przez cały czas pozostawać w centrum. Aby zarezerwować termin, wymagana jest zaliczka w wysokości 60 £, a pozostała kwota powinna zostać wpłacona najpóźniej 14 dni przed przyjęciem. W przypadku rezygnacji zgłoszonej na mniej niż 7 dni przed terminem pieniądze nie są zwracane. Można przynieść własne jedzenie, ale nie może ono zawierać orzechów.",
            ),
        ],
        bad=[
            Slip(
                0, [("plus £18 for every extra child", "plus £15 for every extra child")], "number"
            ),
            Slip(
                1,
                [("Age: children must be 6 or over.", "Age: children should be 6 or over.")],
                "modality",
            ),
            Slip(
                2,
                [("najpóźniej 14 dni przed przyjęciem", "najpóźniej 7 dni przed przyjęciem")],
                "date",
            ),
        ],
    ),
    Case(
        key="en-travel-scholarship-application-guidance",
        source="Applications for the 2025 Harland Travel Scholarship open on 3 February and close at 5 pm (GMT) on 28 March 2025. You must submit your application through the online portal at https://apply.harlandtrust.org.uk; we cannot accept applications by post or e-mail. Your personal statement should be no longer than 800 words, and you must include one reference from a teacher or employer. Shortlisted candidates will be invited to an interview in late April. Awards of up to £3,000 are available, and recipients may use the money for travel, accommodation or course fees. If you have questions, write to scholarships@harlandtrust.org.uk.",
        good=[
            Good(
                "preserve",
                "When can I apply? Applications for the 2025 Harland Travel Scholarship open on 3 February and close on 28 March 2025 at 5 pm GMT.\n\nHow do I apply? You must apply through the online portal at https://apply.harlandtrust.org.uk. Applications sent by post or e-mail cannot be accepted.\n\nWhat do I need to include? A personal statement, which should be no longer than 800 words, and one reference from a teacher or employer, which you must include.\n\nWhat happens next? Shortlisted candidates will be invited to an interview in late April.\n\nHow much can I get? Up to £3,000, which you may spend on travel, accommodation or course fees.\n\nAny questions? E-mail scholarships@harlandtrust.org.uk.",
            ),
            Good(
                "preserve",
                "The Harland Travel Scholarship 2025 accepts applications from 3 February until 5 pm (GMT) on 28 March 2025. Applications must be submitted via the online portal, https://apply.harlandtrust.org.uk; postal and e-mailed applications cannot be accepted. Applicants must include one reference from a teacher or employer, and the personal statement should not exceed 800 words. Candidates who are shortlisted will be invited to interview in late April. Awards are worth up to £3,000 and may be used for travel, accommodation or course fees. Questions can be sent to scholarships@harlandtrust.org.uk.",
            ),
            Good(
                "pl",
                "Nabór wniosków o stypendium Harland Travel Scholarship na rok 2025 rusza 3 lutego i kończy się 28 marca 2025 r. o godzinie 17:00 (GMT). Wniosek musisz złożyć przez portal internetowy pod adresem https://apply.harlandtrust.org.uk; nie możemy przyjmować wniosków wysłanych pocztą ani e-mailem. Twój list motywacyjny nie powinien przekraczać 800 słów, a do wniosku musisz dołączyć jedną referencję od nauczyciela lub pracodawcy. Osoby z krótkiej listy zostaną zaproszone na rozmowę pod koniec kwietnia. Można otrzymać do 3000 £, a stypendyści mogą przeznaczyć te pieniądze na podróż, zakwaterowanie lub opłaty za kursy. Pytania prosimy kierować na adres scholarships@harlandtrust.org.uk.",
            ),
        ],
        bad=[
            Slip(0, [("close on 28 March 2025", "close on 21 March 2025")], "date"),
            Slip(
                1,
                [("Applicants must include one reference", "Applicants may include one reference")],
                "modality",
            ),
            Slip(
                2,
                [("scholarships@harlandtrust.org.uk", "scholarships@harland-trust.org.uk")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-language-exchange-pub-meetup-rules",
        source="Our language exchange meets every Tuesday from 6:30 pm to 8:30 pm in the upstairs room of the Crown & Anchor. Entry is free, and you don't need to book. Each table focuses on one language pair, and we switch languages every 20 minutes when the bell rings, so that everyone gets equal practice. Please don't correct people mid-sentence unless they ask you to; note mistakes down and mention them afterwards. Newcomers are welcome at any level, including complete beginners. We ask everyone to buy at least one drink from the bar, as the pub lets us use the room for free. Recording other participants is not allowed without their permission.",
        good=[
            Good(
                "preserve",
                "We meet every Tuesday, 6:30–8:30 pm, in the upstairs room at the Crown & Anchor. It's free to come along and there's no need to book. Every table works on one language pair, and when the bell rings every 20 minutes we switch languages, so everyone gets the same amount of practice. Please don't correct anyone mid-sentence unless they've asked you to; jot the mistake down and bring it up afterwards. Whatever your level, newcomers are welcome, complete beginners included. The pub lets us use the room for free, so we ask everyone to buy at least one drink from the bar. And recording other participants without their permission isn't allowed.",
            ),
            Good(
                "preserve",
                "Language exchange: house rules\n• When and where: every Tuesday, 6:30 pm to 8:30 pm, upstairs room, Crown & Anchor.\n• Cost: free entry; no booking needed.\n• Format: one language pair per table; languages switch every 20 minutes at the bell, so everyone practises equally.\n• Corrections: please don't correct people mid-sentence unless they ask; note mistakes down and mention them afterwards.\n• Newcomers of any level are welcome, complete beginners included.\n• Drinks: please buy at least one drink from the bar; the pub lets us use the room for free.\n• Recording other participants is not allowed without their permission.",
            ),
            Good(
                "pl",
                "Nasza wymiana językowa spotyka się w każdy wtorek od 18:30 do 20:30 w sali na piętrze pubu Crown & Anchor. Wstęp jest wolny i nie trzeba się zapisywać. Przy każdym stoliku ćwiczymy jedną parę języków, a co 20 minut, gdy zadzwoni dzwonek, zmieniamy język, żeby każdy miał tyle samo praktyki. Prosimy nie poprawiać nikogo w połowie zdania, chyba że sam o to poprosi; zanotuj błędy i wspomnij o nich później. Nowe osoby są mile widziane na każdym poziomie, także zupełnie początkujący. Prosimy każdego o kupienie w barze co najmniej jednego napoju, ponieważ pub udostępnia nam salę za darmo. Nagrywanie innych uczestników bez ich zgody jest zabronione.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Whatever your level, newcomers are welcome, complete beginners included.",
                        "Nowe osoby są mile widziane na każdym poziomie, także zupełnie początkujący.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [
                    (
                        "the pub lets us use the room for free",
                        "the landlord, Gary Doyle, lets us use the room for free",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2, [("i nie trzeba się zapisywać", "ale trzeba się wcześniej zapisać")], "negation"
            ),
        ],
    ),
    Case(
        key="en-barn-wedding-venue-booking-terms",
        source="A non-refundable deposit of 25% of the venue fee is due when you sign the booking form, and the remaining balance must be paid 12 weeks before the wedding. Ashcombe Barn is licensed for civil ceremonies under the Marriage (Approved Premises) Regulations 1995, but you must book the registrar yourself through the local council. The barn holds up to 120 seated guests, or 180 for an evening reception. Amplified music must stop at 11:30 pm, and all guests should leave the grounds by midnight. Confetti may be used outdoors only, and it must be biodegradable. Couples may bring in their own caterer, provided the caterer holds public liability insurance of at least £5 million.",
        good=[
            Good(
                "preserve",
                "Here's how booking Ashcombe Barn works. When you sign the booking form, you pay a deposit of 25% of the venue fee, which is non-refundable; the rest must be paid 12 weeks before your wedding. The barn is licensed for civil ceremonies under the Marriage (Approved Premises) Regulations 1995, although booking the registrar through the local council is something you must do yourself. We can seat up to 120 guests, or take 180 for an evening reception. Amplified music has to stop at 11:30 pm, and all guests should be off the grounds by midnight. You may use confetti outdoors only, and it must be biodegradable. You're also free to bring in your own caterer, as long as they hold public liability insurance of at least £5 million.",
            ),
            Good(
                "preserve",
                "Booking terms: Ashcombe Barn\n1. Deposit: 25% of the venue fee, non-refundable, due on signing the booking form.\n2. Balance: must be paid 12 weeks before the wedding.\n3. Ceremonies: the venue is licensed for civil ceremonies under the Marriage (Approved Premises) Regulations 1995. The couple must book the registrar themselves via the local council.\n4. Capacity: up to 120 seated guests; 180 for an evening reception.\n5. Noise and closing: amplified music must stop at 11:30 pm; all guests should leave the grounds by midnight.\n6. Confetti: may be used outdoors only and must be biodegradable.\n7. Catering: couples may bring in their own caterer, provided it holds public liability insurance of at least £5 million.",
            ),
            Good(
                "pl",
                "Bezzwrotna zaliczka w wysokości 25% opłaty za obiekt jest płatna przy podpisaniu formularza rezerwacji, a pozostałą kwotę trzeba wpłacić 12 tygodni przed ślubem. Ashcombe Barn ma licencję na ceremonie cywilne na podstawie Marriage (Approved Premises) Regulations 1995, ale urzędnika stanu cywilnego musicie zarezerwować sami za pośrednictwem lokalnej rady. Stodoła mieści do 120 gości przy stołach lub 180 podczas wieczornego przyjęcia. Muzyka ze wzmacniaczy musi ucichnąć o 23:30, a wszyscy goście powinni opuścić teren do północy. Konfetti można używać tylko na zewnątrz i musi ono ulegać biodegradacji. Pary mogą sprowadzić własną firmę cateringową, pod warunkiem że ma ona ubezpieczenie od odpowiedzialności cywilnej na kwotę co najmniej 5 milionów funtów.",
            ),
        ],
        bad=[
            Slip(2, [("Stodoła mieści do 120 gości", "Stodoła mieści do 150 gości")], "number"),
            Slip(
                0,
                [
                    (
                        "Marriage (Approved Premises) Regulations 1995",
                        "Marriage (Approved Premises) Regulations 2005",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                1,
                [("all guests should leave the grounds", "all guests must leave the grounds")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-payroll-phishing-incident-staff-summary",
        source="On Monday 9 June, between roughly 08:10 and 09:40, a number of staff received a phishing e-mail that appeared to come from our payroll provider. The message linked to a fake login page hosted at payroll-verify-portal.com. Our investigation so far suggests that around 14 people entered their passwords, and we believe no salary data was accessed. Those accounts have been reset. If you clicked the link, please report it to security@fenwick-group.co.uk today, even if you did not type anything. Genuine payroll messages will only ever direct you to https://hr.fenwick-group.co.uk. Multi-factor authentication will become mandatory for all accounts from 1 July.",
        good=[
            Good(
                "preserve",
                "What happened: on Monday 9 June, roughly between 08:10 and 09:40, some staff were sent a phishing e-mail made to look as if it came from our payroll provider. It linked to a fake login page at payroll-verify-portal.com.\n\nWhat we know: our investigation so far suggests about 14 people entered their passwords. Those accounts have now been reset, and we believe no salary data was accessed.\n\nWhat you should do: if you clicked the link, please report it to security@fenwick-group.co.uk today, even if you didn't type anything. Remember that real payroll messages will only ever send you to https://hr.fenwick-group.co.uk.\n\nWhat's changing: from 1 July, multi-factor authentication will be mandatory on all accounts.",
            ),
            Good(
                "preserve",
                "Security incident summary. A phishing e-mail impersonating our payroll provider reached a number of staff on Monday 9 June, between approximately 08:10 and 09:40. It directed recipients to a counterfeit login page hosted at payroll-verify-portal.com. Findings so far suggest that around 14 staff members entered their passwords; the affected accounts have been reset, and we believe that no salary data was accessed. Anyone who clicked the link is asked to report it to security@fenwick-group.co.uk today, even if nothing was typed. Legitimate payroll communications will only ever point to https://hr.fenwick-group.co.uk. From 1 July, multi-factor authentication will be mandatory for all accounts.",
            ),
            Good(
                "pl",
                "W poniedziałek 9 czerwca, mniej więcej między 8:10 a 9:40, część pracowników otrzymała e-mail phishingowy, który wyglądał, jakby pochodził od naszego dostawcy usług płacowych. Wiadomość zawierała link do fałszywej strony logowania w domenie payroll-verify-portal.com. Dotychczasowe ustalenia wskazują, że około 14 osób wpisało swoje hasła; uważamy, że nie uzyskano dostępu do danych o wynagrodzeniach. Te konta zostały zresetowane. Jeśli kliknąłeś link, prosimy, zgłoś to jeszcze dziś na adres security@fenwick-group.co.uk, nawet jeśli niczego nie wpisałeś. Prawdziwe wiadomości dotyczące wynagrodzeń będą zawsze kierować wyłącznie na stronę https://hr.fenwick-group.co.uk. Od 1 lipca uwierzytelnianie wieloskładnikowe będzie obowiązkowe dla wszystkich kont.",
            ),
        ],
        bad=[
            Slip(1, [("From 1 July, multi-factor", "From 1 August, multi-factor")], "date"),
            Slip(2, [("https://hr.fenwick-group.co.uk", "https://hr.fenwick-group.com")], "url"),
            Slip(
                0,
                [("and we believe no salary data was accessed", "and no salary data was accessed")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-tidyconf-python-package-migration-guide",
        source='## Migrating from tidyconf 1.x to 2.0\n\nVersion 2.0 drops support for Python 3.7, so make sure you are on Python 3.8 or newer before upgrading. The `load_config()` function has been renamed to `read_config()`; the old name still works in 2.0 but will be removed in 2.2.\n\n- Replace `from tidyconf import Loader` with `from tidyconf.loader import Loader`.\n- The `strict` argument now defaults to `True`, so unknown keys raise an error.\n- YAML support is no longer installed by default: use `pip install "tidyconf[yaml]"`.\n\nDo not pin `tidyconf>=2` in libraries until your own tests pass on both versions.',
        good=[
            Good(
                "preserve",
                "## Upgrading tidyconf from 1.x to 2.0\n\nBefore you upgrade, check that you're running Python 3.8 or newer: version 2.0 no longer supports Python 3.7. `load_config()` is now called `read_config()`. The old name keeps working in 2.0, but it will be removed in 2.2.\n\n- Change `from tidyconf import Loader` to `from tidyconf.loader import Loader`.\n- `strict` now defaults to `True`, which means unknown keys raise an error.\n- YAML support isn't installed by default any more; install it with `pip install \"tidyconf[yaml]\"`.\n\nIf you maintain a library, don't pin `tidyconf>=2` in it until your own tests pass on both versions.",
            ),
            Good(
                "preserve",
                '## tidyconf 1.x → 2.0 migration checklist\n\n1. Make sure you are on Python 3.8 or newer, because 2.0 drops support for Python 3.7.\n2. `load_config()` has been renamed to `read_config()`. The old name still works in 2.0 but will be removed in 2.2.\n3. Replace `from tidyconf import Loader` with `from tidyconf.loader import Loader`.\n4. Unknown keys now raise an error, since the `strict` argument defaults to `True`.\n5. YAML support is no longer installed by default; add it with `pip install "tidyconf[yaml]"`.\n\nIn libraries, do not pin `tidyconf>=2` until your own tests pass on both versions.',
            ),
            Good(
                "pl",
                '## Migracja z tidyconf 1.x do 2.0\n\nWersja 2.0 nie obsługuje już Pythona 3.7, więc przed aktualizacją upewnij się, że używasz Pythona 3.8 lub nowszego. Funkcja `load_config()` została przemianowana na `read_config()`; stara nazwa nadal działa w wersji 2.0, ale zostanie usunięta w wersji 2.2.\n\n- Zamień `from tidyconf import Loader` na `from tidyconf.loader import Loader`.\n- Argument `strict` ma teraz domyślnie wartość `True`, więc nieznane klucze powodują błąd.\n- Obsługa YAML nie jest już instalowana domyślnie: użyj `pip install "tidyconf[yaml]"`.\n\nNie przypinaj `tidyconf>=2` w bibliotekach, dopóki Twoje własne testy nie przechodzą na obu wersjach.',
            ),
        ],
        bad=[
            Slip(
                0,
                [("`from tidyconf.loader import Loader`", "`from tidyconf.loaders import Loader`")],
                "code",
            ),
            Slip(1, [("## tidyconf 1.x", "tidyconf 1.x")], "markdown"),
            Slip(
                2,
                [("nieznane klucze powodują błąd", "nieznane klucze nie powodują błędu")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-st-aidans-community-fridge-rules",
        source="The community fridge outside St Aidan's Hall is open to everyone, every day from 8 am to 8 pm. You don't need to be referred or to explain why you are taking food. Donations are welcome, but everything must be labelled with the date you put it in and, for home-cooked food, a list of ingredients. Please do not leave raw meat, fish, alcohol or opened baby formula. Volunteers check the fridge twice a day and may throw away anything past its use-by date. Food should be taken in reasonable amounts so there is enough for others. If the fridge is full, you can leave dry goods in the crate beside it.",
        good=[
            Good(
                "preserve",
                "Community fridge rules: St Aidan's Hall\n- Open to everyone, every day, 8 am–8 pm. No referral is needed, and you don't have to explain why you're taking food.\n- Donations are welcome. Everything must be labelled with the date you put it in; home-cooked food must also be labelled with a list of ingredients.\n- Please don't leave raw meat, fish, alcohol or opened baby formula.\n- Volunteers check the fridge twice a day and may throw away anything past its use-by date.\n- Food should be taken in reasonable amounts, so there's enough for others.\n- Fridge full? You can leave dry goods in the crate beside it.",
            ),
            Good(
                "preserve",
                "Anyone can use the community fridge outside St Aidan's Hall, any day of the week between 8 am and 8 pm, and you don't need a referral or a reason for taking food. We're happy to receive donations, but everything must carry a label showing the date it went in, and home-cooked food must also list its ingredients. Please do not leave raw meat, fish, alcohol or opened baby formula. Twice a day, volunteers check the fridge and may throw away anything past its use-by date. You should take food in reasonable amounts, so there's enough left for others. And if the fridge is full, you can put dry goods in the crate next to it.",
            ),
            Good(
                "pl",
                "Lodówka społeczna przed St Aidan's Hall jest dostępna dla wszystkich codziennie od 8:00 do 20:00. Nie potrzebujesz skierowania ani nie musisz tłumaczyć, dlaczego bierzesz jedzenie. Dary są mile widziane, ale wszystko musi być opisane datą włożenia do lodówki, a w przypadku jedzenia domowej roboty także listą składników. Prosimy nie zostawiać surowego mięsa, ryb, alkoholu ani otwartego mleka modyfikowanego dla niemowląt. Wolontariusze sprawdzają lodówkę dwa razy dziennie i mogą wyrzucić wszystko, czego termin przydatności do spożycia minął. Jedzenie powinno się brać w rozsądnych ilościach, żeby wystarczyło dla innych. Jeśli lodówka jest pełna, możesz zostawić suche produkty w skrzynce obok niej.",
            ),
        ],
        bad=[
            Slip(0, [("No referral is needed, and", "A referral is needed, and")], "negation"),
            Slip(1, [("and may throw away anything", "and must throw away anything")], "modality"),
            Slip(
                2,
                [
                    (
                        "Jeśli lodówka jest pełna,",
                        "Lodówkę finansuje rada parafii St Aidan's. Jeśli lodówka jest pełna,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-sit-stand-desk-trial-summary",
        source="A randomised trial published in the Journal of Occupational Health Studies (Hartley et al., 2022) followed 412 office workers for 12 months. Those given sit-stand desks sat for about 63 minutes less per workday than the control group. The authors found small improvements in self-reported back pain, but no significant change in weight or blood pressure. They caution that participants may have behaved differently because they knew they were being observed, and that the results probably do not apply to shift workers. A follow-up study is expected to report in 2026. For the full paper, see doi:10.4821/johs.2022.0317.",
        good=[
            Good(
                "preserve",
                "Hartley et al. (2022), writing in the Journal of Occupational Health Studies, report a randomised trial in which 412 office workers were followed for 12 months. Workers who were given sit-stand desks sat for roughly 63 minutes less per workday than the control group. Self-reported back pain improved slightly, but there was no significant change in weight or blood pressure. The authors warn that knowing they were being observed may have changed how participants behaved, and that the findings probably don't apply to shift workers. A follow-up study is expected to report in 2026; the full paper is at doi:10.4821/johs.2022.0317.",
            ),
            Good(
                "preserve",
                "Study at a glance\n• Source: Hartley et al., 2022, Journal of Occupational Health Studies, doi:10.4821/johs.2022.0317\n• Design: randomised trial; 412 office workers followed for 12 months\n• Main result: people with sit-stand desks sat about 63 minutes less per workday than the control group\n• Other outcomes: small improvements in self-reported back pain; no significant change in weight or blood pressure\n• Caveats: participants may have behaved differently because they knew they were being observed; the results probably do not apply to shift workers\n• Next: a follow-up study is expected to report in 2026",
            ),
            Good(
                "pl",
                "Randomizowane badanie opublikowane w Journal of Occupational Health Studies (Hartley i in., 2022) objęło 412 pracowników biurowych obserwowanych przez 12 miesięcy. Osoby, które dostały biurka do pracy na siedząco i na stojąco, siedziały w dniu pracy o około 63 minuty krócej niż grupa kontrolna. Autorzy odnotowali niewielką poprawę w zakresie zgłaszanego przez uczestników bólu pleców, ale brak istotnej zmiany masy ciała czy ciśnienia krwi. Zastrzegają, że uczestnicy mogli zachowywać się inaczej, ponieważ wiedzieli, że są obserwowani, oraz że wyniki prawdopodobnie nie dotyczą pracowników zmianowych. Wyniki badania kontrolnego mają zostać przedstawione w 2026 roku. Pełny artykuł: doi:10.4821/johs.2022.0317.",
            ),
        ],
        bad=[
            Slip(1, [("Hartley et al., 2022", "Hartley et al., 2020")], "citation"),
            Slip(2, [("wyniki prawdopodobnie nie dotyczą", "wyniki nie dotyczą")], "hedge"),
            Slip(0, [("412 office workers", "214 office workers")], "number"),
        ],
    ),
    Case(
        key="en-gym-membership-privacy-notice-extract",
        source="We process your personal data to manage your gym membership, on the basis of Article 6(1)(b) of the UK GDPR (performance of a contract). CCTV footage is kept for 30 days and then deleted automatically, unless it is needed to investigate an incident. We do not sell your data to third parties, and we will not use it for marketing unless you have opted in. You have the right to request a copy of your data; we must respond within one month. If you are unhappy with how we handle your data, you may complain to the Information Commissioner's Office. Membership records are kept for six years after you leave, as required for tax purposes.",
        good=[
            Good(
                "preserve",
                "Why we use your data: to manage your gym membership. Our legal basis is Article 6(1)(b) of the UK GDPR (performance of a contract).\n\nWhat we keep and for how long: CCTV footage is deleted automatically after 30 days, unless we need it to investigate an incident. Membership records are kept for six years after you leave, as required for tax purposes.\n\nWhat we won't do: we don't sell your data to third parties, and we won't use it for marketing unless you've opted in.\n\nYour rights: you can request a copy of your data, and we must respond within one month. If you're unhappy with how we handle your data, you may complain to the Information Commissioner's Office.",
            ),
            Good(
                "preserve",
                "Personal data is processed for the purpose of managing your gym membership, under Article 6(1)(b) of the UK GDPR (performance of a contract). Membership records are retained for six years after you leave, as required for tax purposes, while CCTV footage is kept for 30 days and then automatically deleted unless it is needed to investigate an incident. Your data is not sold to third parties and will not be used for marketing unless you have opted in. You are entitled to request a copy of your data, and we must respond within one month. Should you be unhappy with how your data is handled, you may lodge a complaint with the Information Commissioner's Office.",
            ),
            Good(
                "pl",
                "Przetwarzamy Twoje dane osobowe w celu obsługi Twojego członkostwa w siłowni na podstawie art. 6 ust. 1 lit. b UK GDPR (wykonanie umowy). Nagrania z monitoringu przechowujemy przez 30 dni, po czym są automatycznie usuwane, chyba że są potrzebne do wyjaśnienia jakiegoś zdarzenia. Nie sprzedajemy Twoich danych osobom trzecim i nie będziemy ich wykorzystywać do celów marketingowych, chyba że wyraziłeś na to zgodę. Masz prawo zażądać kopii swoich danych; musimy odpowiedzieć w ciągu jednego miesiąca. Jeśli nie jesteś zadowolony ze sposobu, w jaki postępujemy z Twoimi danymi, możesz złożyć skargę do Information Commissioner's Office. Dane dotyczące członkostwa przechowujemy przez sześć lat po Twoim odejściu, zgodnie z wymogami podatkowymi.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("art. 6 ust. 1 lit. b UK GDPR", "art. 6 ust. 1 lit. f UK GDPR")],
                "legal_reference",
            ),
            Slip(
                0,
                [("we must respond within one month", "we should respond within one month")],
                "modality",
            ),
            Slip(
                1,
                [("and will not be used for marketing", "and will be used for marketing")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-letting-agent-deposit-registration-letter",
        source="Your deposit of £1,150 has been protected with the Deposit Protection Service, as required by section 213 of the Housing Act 2004. We registered it on 4 September 2024, within 30 days of receiving it, and your certificate number is DPS-7714-2290. At the end of the tenancy, we will normally return the deposit within 10 days of agreeing any deductions with you. If we cannot agree on deductions, either of us may refer the dispute to the scheme's free adjudication service. Please note that the deposit cannot be used to cover your last month's rent. Keep this letter, as you may need the certificate number later.",
        good=[
            Good(
                "preserve",
                "As section 213 of the Housing Act 2004 requires, your £1,150 deposit has been protected with the Deposit Protection Service. We registered it on 4 September 2024, within 30 days of receiving it. Your certificate number is DPS-7714-2290; please keep this letter, because you may need that number later. When the tenancy ends, we'll normally pay the deposit back within 10 days of agreeing any deductions with you. If we can't agree on deductions, either of us may refer the dispute to the scheme's free adjudication service. Please remember that the deposit can't be used to cover your last month's rent.",
            ),
            Good(
                "preserve",
                "Deposit protection: key details\n- Amount: £1,150\n- Scheme: Deposit Protection Service (protection required by section 213 of the Housing Act 2004)\n- Registered: 4 September 2024, within 30 days of receipt\n- Certificate number: DPS-7714-2290 (keep this letter, as you may need it later)\n- Return: at the end of the tenancy, normally within 10 days of agreeing any deductions with you\n- Disputes: if deductions cannot be agreed, either party may refer the dispute to the scheme's free adjudication service\n- Last month's rent: the deposit cannot be used to cover it",
            ),
            Good(
                "pl",
                "Twoja kaucja w wysokości 1150 £ została zabezpieczona w Deposit Protection Service, zgodnie z wymogiem sekcji 213 ustawy Housing Act 2004. Zarejestrowaliśmy ją 4 września 2024 r., w ciągu 30 dni od jej otrzymania, a numer Twojego certyfikatu to DPS-7714-2290. Po zakończeniu najmu zwykle zwracamy kaucję w ciągu 10 dni od uzgodnienia z Tobą ewentualnych potrąceń. Jeśli nie dojdziemy do porozumienia w sprawie potrąceń, każda ze stron może skierować spór do bezpłatnej usługi rozstrzygania sporów prowadzonej przez ten system. Pamiętaj, że kaucji nie można wykorzystać na pokrycie czynszu za ostatni miesiąc. Zachowaj to pismo, ponieważ numer certyfikatu może być Ci później potrzebny.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("section 213 of the Housing Act 2004", "section 214 of the Housing Act 2004")],
                "legal_reference",
            ),
            Slip(2, [("1150 £", "1500 £")], "number"),
            Slip(0, [("on 4 September 2024", "on 14 September 2024")], "date"),
        ],
    ),
    Case(
        key="en-pagesnap-cli-screenshot-readme",
        source="# pagesnap\n\n`pagesnap` saves full-page screenshots of websites from the command line.\n\n## Installation\n\nRequires Node.js 18 or later. Install it globally with:\n\n```\nnpm install -g pagesnap\n```\n\n## Usage\n\nRun `pagesnap https://example.com -o shot.png` to save a PNG. Add `--width 1440` to change the viewport width (the default is 1280). Screenshots of pages behind a login are not supported yet.\n\nFound a bug? Open an issue at [github.com/lumen-tools/pagesnap](https://github.com/lumen-tools/pagesnap/issues).",
        good=[
            Good(
                "preserve",
                "# pagesnap\n\n`pagesnap` is a command-line tool for saving full-page screenshots of websites.\n\n## Installation\n\nYou'll need Node.js 18 or later. To install it globally, run:\n\n```\nnpm install -g pagesnap\n```\n\n## Usage\n\nTo save a PNG, run `pagesnap https://example.com -o shot.png`. The viewport width defaults to 1280; add `--width 1440` to change it. Pages behind a login can't be screenshotted yet.\n\nSpotted a bug? Please open an issue at [github.com/lumen-tools/pagesnap](https://github.com/lumen-tools/pagesnap/issues).",
            ),
            Good(
                "preserve",
                "# pagesnap\n\nTake full-page screenshots of websites from the command line with `pagesnap`.\n\n## Installation\n\nNode.js 18 or later is required. Global install:\n\n```\nnpm install -g pagesnap\n```\n\n## Usage\n\n- Save a PNG: `pagesnap https://example.com -o shot.png`\n- Change the viewport width (default 1280): add `--width 1440`\n- Not supported yet: screenshots of pages behind a login\n\nBugs can be reported as issues at [github.com/lumen-tools/pagesnap](https://github.com/lumen-tools/pagesnap/issues).",
            ),
            Good(
                "pl",
                "# pagesnap\n\n`pagesnap` zapisuje z wiersza poleceń zrzuty ekranu całych stron internetowych.\n\n## Instalacja\n\nWymaga Node.js w wersji 18 lub nowszej. Zainstaluj go globalnie poleceniem:\n\n```\nnpm install -g pagesnap\n```\n\n## Użycie\n\nUruchom `pagesnap https://example.com -o shot.png`, aby zapisać plik PNG. Dodaj `--width 1440`, aby zmienić szerokość widoku (domyślnie 1280). Zrzuty stron wymagających logowania nie są jeszcze obsługiwane.\n\nZnalazłeś błąd? Zgłoś go na [github.com/lumen-tools/pagesnap](https://github.com/lumen-tools/pagesnap/issues).",
            ),
        ],
        bad=[
            Slip(2, [("`--width 1440`", "`--viewport 1440`")], "code"),
            Slip(1, [("```\nnpm install -g pagesnap\n```", "npm install -g pagesnap")], "markdown"),
            Slip(
                0,
                [
                    (
                        "(https://github.com/lumen-tools/pagesnap/issues)",
                        "(https://github.com/lumen-tools/pagesnap)",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-roman-brooch-museum-find-announcement",
        source="The bronze brooch found at Elmstead Farm last spring is probably late Roman, dating to around AD 350–400, according to the museum's finds specialist. Similar brooches are described by Pellow in Roman Brooches of Southern Britain (2011, pp. 212–214), and the closest parallel comes from a grave in Kent. The brooch may have belonged to an official, since this type is often associated with military or civil service. It will go on display in the museum's Roman gallery from 12 May. The finder and the landowner have agreed to donate it, so no reward will be paid.",
        good=[
            Good(
                "preserve",
                "A bronze brooch discovered at Elmstead Farm last spring is probably late Roman, from around AD 350–400, the museum's finds specialist says. Brooches like it are described in Pellow's Roman Brooches of Southern Britain (2011, pp. 212–214), and the nearest parallel was found in a grave in Kent. Because this type is often linked to military or civil service, the brooch may have belonged to an official. From 12 May, visitors will be able to see it in the museum's Roman gallery. No reward will be paid, as the finder and the landowner have agreed to donate it.",
            ),
            Good(
                "preserve",
                "According to the museum's finds specialist, the bronze brooch recovered at Elmstead Farm last spring is probably late Roman, dating to around AD 350–400. Comparable examples are described in Pellow, Roman Brooches of Southern Britain (2011, pp. 212–214); the closest parallel comes from a grave in Kent. Since brooches of this type are often associated with military or civil service, it may have belonged to an official. The brooch will be displayed in the museum's Roman gallery from 12 May. As the finder and the landowner have agreed to donate it, no reward will be paid.",
            ),
            Good(
                "pl",
                "Według specjalisty muzeum ds. znalezisk brązowa zapinka znaleziona zeszłej wiosny na farmie Elmstead pochodzi prawdopodobnie z późnego okresu rzymskiego, z lat ok. 350–400 n.e. Podobne zapinki opisał Pellow w pracy Roman Brooches of Southern Britain (2011, s. 212–214), a najbliższa analogia pochodzi z grobu w hrabstwie Kent. Zapinka mogła należeć do urzędnika, ponieważ ten typ często wiąże się ze służbą wojskową lub cywilną. Od 12 maja będzie można ją oglądać w galerii rzymskiej muzeum. Znalazca i właściciel gruntu zgodzili się ją przekazać, więc nagroda nie zostanie wypłacona.",
            ),
        ],
        bad=[
            Slip(1, [("(2011, pp. 212–214)", "(2011, pp. 112–114)")], "citation"),
            Slip(
                2,
                [
                    (
                        "Znalazca i właściciel gruntu",
                        "Znalazca, miejscowy poszukiwacz z wykrywaczem metali Tom Barker, i właściciel gruntu",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "the brooch may have belonged to an official",
                        "the brooch belonged to an official",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-shared-parental-leave-enhanced-pay",
        source="Employees with at least 26 weeks' continuous service by the 15th week before the baby is due are eligible for enhanced shared parental leave pay. We pay 90% of your normal weekly earnings for the first 6 weeks, followed by 12 weeks at full pay. You must give at least 8 weeks' notice before each period of leave, and you can split your leave into up to three separate blocks. Your manager cannot refuse a single continuous block, but may ask to discuss a discontinuous pattern. Enhanced pay is not repayable if you return to work for at least 3 months afterwards. Speak to HR before submitting your notice form.",
        good=[
            Good(
                "preserve",
                "Am I eligible? You qualify for enhanced shared parental leave pay if, by the 15th week before the baby is due, you have at least 26 weeks' continuous service.\n\nWhat will I be paid? 90% of your normal weekly earnings for the first 6 weeks, then full pay for 12 weeks.\n\nHow do I book it? You must give at least 8 weeks' notice before each period of leave, and you can split your leave into up to three separate blocks. Your manager can't refuse a single continuous block, though they may ask to discuss a discontinuous pattern. Speak to HR before you submit your notice form.\n\nWill I have to pay it back? No, as long as you return to work for at least 3 months afterwards.",
            ),
            Good(
                "preserve",
                "Enhanced shared parental leave pay is available to employees who have at least 26 weeks' continuous service by the 15th week before the baby is due. It is paid at 90% of normal weekly earnings for the first 6 weeks and at full pay for the following 12 weeks. At least 8 weeks' notice must be given before each period of leave, and leave can be split into up to three separate blocks. A manager cannot refuse a single continuous block but may ask to discuss a discontinuous pattern. The enhanced pay does not have to be repaid if the employee returns to work for at least 3 months afterwards. Please speak to HR before submitting the notice form.",
            ),
            Good(
                "pl",
                "Pracownicy, którzy do 15. tygodnia przed przewidywanym terminem porodu mają co najmniej 26 tygodni nieprzerwanego stażu, mają prawo do podwyższonego wynagrodzenia za wspólny urlop rodzicielski. Przez pierwsze 6 tygodni wypłacamy 90% Twojego zwykłego tygodniowego wynagrodzenia, a przez kolejne 12 tygodni pełne wynagrodzenie. Musisz powiadomić nas co najmniej 8 tygodni przed każdym okresem urlopu i możesz podzielić urlop na maksymalnie trzy oddzielne części. Przełożony nie może odmówić jednego ciągłego okresu urlopu, ale może poprosić o rozmowę na temat układu nieciągłego. Podwyższonego wynagrodzenia nie trzeba zwracać, jeśli po urlopie wrócisz do pracy na co najmniej 3 miesiące. Przed złożeniem formularza zawiadomienia porozmawiaj z działem HR.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("90% of your normal weekly earnings", "80% of your normal weekly earnings")],
                "number",
            ),
            Slip(
                1,
                [("A manager cannot refuse a single", "A manager can refuse a single")],
                "negation",
            ),
            Slip(2, [("Musisz powiadomić nas", "Powinieneś powiadomić nas")], "modality"),
        ],
    ),
    Case(
        key="en-allotment-society-plot-rules-2025",
        source="Plot rents for 2025 are due by 31 January; tenants who have not paid by the end of February may lose their plot. At least 75% of each plot must be under cultivation between April and October. Bonfires are permitted only between 1 November and 28 February, and never on Sundays. Hosepipes may not be used at any time; please fill watering cans from the troughs. Sheds must not exceed 2.4 m by 1.8 m and need the committee's written approval before you build. The annual general meeting will be held on Thursday 6 March at 7 pm in the pavilion.",
        good=[
            Good(
                "preserve",
                "Allotment rules for 2025\n- Rent: your 2025 plot rent is due by 31 January. If you still haven't paid by the end of February, you may lose your plot.\n- Cultivation: from April to October, at least 75% of every plot must be under cultivation.\n- Bonfires: only between 1 November and 28 February, and never on a Sunday.\n- Water: hosepipes may not be used at any time, so please fill your watering cans from the troughs.\n- Sheds: no bigger than 2.4 m by 1.8 m, and you need the committee's written approval before building one.\n- AGM: Thursday 6 March, 7 pm, in the pavilion.",
            ),
            Good(
                "preserve",
                "Your 2025 plot rent is due by 31 January, and anyone who hasn't paid by the end of February may lose their plot. Between April and October, at least 75% of each plot must be under cultivation. Bonfires are only allowed between 1 November and 28 February, and never on Sundays. Hosepipes may not be used at any time, so please fill watering cans from the troughs. Sheds must be no larger than 2.4 m by 1.8 m, and you need written approval from the committee before you build one. Finally, the annual general meeting will take place in the pavilion at 7 pm on Thursday 6 March.",
            ),
            Good(
                "pl",
                "Czynsz za działki na 2025 rok należy wpłacić do 31 stycznia; działkowcy, którzy nie zapłacą do końca lutego, mogą stracić działkę. Od kwietnia do października co najmniej 75% powierzchni każdej działki musi być uprawiane. Ogniska są dozwolone wyłącznie od 1 listopada do 28 lutego i nigdy w niedziele. Węży ogrodowych nie wolno używać w żadnym momencie; prosimy napełniać konewki z koryt z wodą. Szopy nie mogą przekraczać wymiarów 2,4 m na 1,8 m, a przed ich postawieniem trzeba uzyskać pisemną zgodę zarządu. Walne zebranie odbędzie się w czwartek 6 marca o 19:00 w pawilonie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you need the committee's written approval before building one",
                        "you need the committee's written approval and a £25 application fee before building one",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("and never on Sundays", "including on Sundays")], "negation"),
            Slip(2, [("w czwartek 6 marca", "w czwartek 13 marca")], "date"),
        ],
    ),
    Case(
        key="en-urban-hedgehog-decline-literature-review",
        source="Urban hedgehog numbers in Britain appear to have stabilised after decades of decline. The State of Britain's Hedgehogs report (Wembridge et al., 2022) estimated that rural populations had fallen by between 30% and 75% since 2000, while urban populations showed signs of recovery. Garden surveys suggest that access holes of about 13 cm × 13 cm in fences can substantially increase the area hedgehogs use. However, Moreton and Lyle (2019) found that road traffic is likely to remain a major cause of mortality, and it is not yet clear whether the urban recovery will continue.",
        good=[
            Good(
                "preserve",
                "After decades of decline, urban hedgehog numbers in Britain seem to have levelled off. According to The State of Britain's Hedgehogs report (Wembridge et al., 2022), rural populations were estimated to have dropped by between 30% and 75% since 2000, whereas urban populations were showing signs of recovery. Garden surveys suggest that fence holes of roughly 13 cm × 13 cm can substantially increase the area hedgehogs use. Even so, Moreton and Lyle (2019) found that road traffic is likely to remain a major cause of death, and whether the urban recovery will continue is not yet clear.",
            ),
            Good(
                "preserve",
                "Evidence from The State of Britain's Hedgehogs (Wembridge et al., 2022) indicates diverging trends: rural populations were estimated to have declined by 30–75% since 2000, whereas urban populations showed signs of recovery. Urban numbers appear to have stabilised following decades of decline. Garden surveys suggest that fence access holes measuring about 13 cm × 13 cm can substantially enlarge the area used by hedgehogs. Nevertheless, road traffic is likely to remain a major cause of mortality (Moreton and Lyle, 2019), and it remains unclear whether the urban recovery will continue.",
            ),
            Good(
                "pl",
                "Liczebność jeży w miastach Wielkiej Brytanii wydaje się ustabilizowana po dziesięcioleciach spadków. W raporcie The State of Britain's Hedgehogs (Wembridge i in., 2022) oszacowano, że populacje wiejskie zmniejszyły się od 2000 roku o 30–75%, podczas gdy populacje miejskie wykazywały oznaki odbudowy. Badania prowadzone w ogrodach sugerują, że otwory w ogrodzeniach o wymiarach około 13 cm × 13 cm mogą znacznie powiększyć obszar, z którego korzystają jeże. Moreton i Lyle (2019) stwierdzili jednak, że ruch drogowy prawdopodobnie pozostanie jedną z głównych przyczyn śmiertelności, a nie wiadomo jeszcze, czy odbudowa populacji miejskich będzie trwała.",
            ),
        ],
        bad=[
            Slip(0, [("Moreton and Lyle (2019)", "Moreton and Lyle (2009)")], "citation"),
            Slip(1, [("road traffic is likely to remain", "road traffic will remain")], "hedge"),
            Slip(2, [("około 13 cm × 13 cm", "około 10 cm × 10 cm")], "number"),
        ],
    ),
    Case(
        key="en-orbit-sync-agent-release-notes",
        source="Release 4.3.0 of the Orbit sync agent changes how retries work. The `retry_limit` setting in `orbit.toml` now defaults to 5 instead of 3, and the new `retry_backoff_ms` key lets you set the delay between attempts. Agents older than 4.0 must be upgraded before they can connect to a 4.3 server. We recommend, but do not require, restarting the agent after changing `orbit.toml`; most settings are reloaded automatically within 60 seconds. The legacy `--no-verify` flag is deprecated and will be removed in 5.0, so you should stop using it now.",
        good=[
            Good(
                "preserve",
                "Orbit sync agent 4.3.0: what's new\n- Retries: `retry_limit` in `orbit.toml` now defaults to 5 (previously 3).\n- New key: `retry_backoff_ms` lets you set the delay between attempts.\n- Compatibility: agents older than 4.0 must be upgraded before they can connect to a 4.3 server.\n- Config changes: most settings are reloaded automatically within 60 seconds. Restarting the agent after changing `orbit.toml` is recommended but not required.\n- Deprecation: the legacy `--no-verify` flag is deprecated and will be removed in 5.0; you should stop using it now.",
            ),
            Good(
                "preserve",
                "Version 4.3.0 of the Orbit sync agent changes the way retries work. The `retry_limit` setting in `orbit.toml` now defaults to 5 rather than 3, and you can use the new `retry_backoff_ms` key to set how long the agent waits between attempts. Any agent older than 4.0 must be upgraded before it can connect to a 4.3 server. After you change `orbit.toml`, we recommend restarting the agent, although it isn't required: most settings are reloaded automatically within 60 seconds. Finally, `--no-verify` is a legacy flag that is now deprecated and will be removed in 5.0, so you should stop using it now.",
            ),
            Good(
                "pl",
                "Wydanie 4.3.0 agenta synchronizacji Orbit zmienia sposób działania ponownych prób. Ustawienie `retry_limit` w pliku `orbit.toml` ma teraz domyślnie wartość 5 zamiast 3, a nowy klucz `retry_backoff_ms` pozwala ustawić odstęp między próbami. Agenty starsze niż 4.0 muszą zostać zaktualizowane, zanim będą mogły połączyć się z serwerem 4.3. Zalecamy ponowne uruchomienie agenta po zmianie `orbit.toml`, ale nie jest to wymagane; większość ustawień jest wczytywana ponownie automatycznie w ciągu 60 sekund. Dotychczasowa flaga `--no-verify` jest oznaczona jako przestarzała i zostanie usunięta w wersji 5.0, dlatego powinieneś przestać jej używać już teraz.",
            ),
        ],
        bad=[
            Slip(1, [("`retry_backoff_ms`", "`retry_delay_ms`")], "code"),
            Slip(2, [("muszą zostać zaktualizowane", "powinny zostać zaktualizowane")], "modality"),
            Slip(
                0,
                [
                    (
                        "lets you set the delay between attempts.",
                        "lets you set the delay between attempts, which is doubled after each failed attempt.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-online-shop-returns-cancellation-policy",
        source="If you bought from us online, you have the right to cancel your order within 14 days of receiving the goods, under regulation 29 of the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013. You don't have to give a reason. Once we have received the returned item, we will refund you within 14 days, including the standard delivery charge. You will have to pay the cost of sending the item back, unless it arrived faulty. Personalised items and sealed cosmetics that have been opened cannot be returned. To start a return, log in to your account and choose 'Return an item' next to the order.",
        good=[
            Good(
                "preserve",
                "Bought something from us online? Under regulation 29 of the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013, you have the right to cancel your order within 14 days of receiving the goods, without giving any reason. We'll refund you within 14 days of getting the item back, and the refund includes the standard delivery charge. You'll have to pay for sending the item back unless it arrived faulty. Please note that personalised items can't be returned, and neither can sealed cosmetics once they've been opened. To start a return, log in to your account and choose 'Return an item' next to the order.",
            ),
            Good(
                "preserve",
                "Returns policy (online purchases)\n1. Right to cancel: you have the right to cancel your order within 14 days of receiving the goods, without giving a reason (regulation 29, Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013).\n2. Refunds: issued within 14 days of our receiving the returned item, including the standard delivery charge.\n3. Return postage: paid by you, unless the item arrived faulty.\n4. Exceptions: personalised items, and sealed cosmetics that have been opened, cannot be returned.\n5. How to return: log in to your account and choose 'Return an item' next to the order.",
            ),
            Good(
                "pl",
                "Jeśli kupiłeś u nas coś przez internet, masz prawo odstąpić od zamówienia w ciągu 14 dni od otrzymania towaru, na podstawie przepisu 29 rozporządzenia Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013. Nie musisz podawać przyczyny. Po otrzymaniu zwróconego produktu zwrócimy Ci pieniądze w ciągu 14 dni, łącznie ze standardowym kosztem dostawy. Koszt odesłania produktu pokrywasz sam, chyba że dotarł on wadliwy. Nie można zwrócić produktów personalizowanych ani zapieczętowanych kosmetyków, które zostały otwarte. Aby rozpocząć zwrot, zaloguj się na swoje konto i wybierz „Zwróć produkt” (Return an item) przy zamówieniu.",
            ),
        ],
        bad=[
            Slip(1, [("(regulation 29,", "(regulation 34,")], "legal_reference"),
            Slip(
                0,
                [
                    (
                        "unless it arrived faulty.",
                        "unless it arrived faulty, in which case we'll e-mail you a prepaid Royal Mail label.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Nie musisz podawać przyczyny. Po otrzymaniu zwróconego produktu zwrócimy Ci pieniądze w ciągu 14 dni, łącznie ze standardowym kosztem dostawy.",
                        "You don't have to give a reason. Once we have received the returned item, we will refund you within 14 days, including the standard delivery charge.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
]
