# ruff: noqa: E501, RUF001
"""English source cases of blind set 96: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-fishing-permit-renewal-online-deadline",
        source="Coarse and trout fishing permits issued for the 2024 season expire on 31 March 2025. You can renew online at www.riverlicences.org.uk/renew or at any post office counter; the adult fee is £34.50, and anglers under 16 do not need a permit. Renewals made after the expiry date are treated as new applications and may take up to 10 working days to process. Under section 27 of the Salmon and Freshwater Fisheries Act 1975, fishing without a valid permit is an offence, and bailiffs may ask to see your permit at any time. Please keep it with you while fishing, either printed or on your phone.",
        good=[
            Good(
                "preserve",
                "Your 2024-season coarse and trout fishing permit runs out on 31 March 2025. To renew, go to www.riverlicences.org.uk/renew or visit any post office counter. Adults pay £34.50, while anglers under 16 don't need a permit at all. If you renew after the expiry date, your renewal is handled as a new application and may take up to 10 working days to process. Remember that fishing without a valid permit is an offence under section 27 of the Salmon and Freshwater Fisheries Act 1975, and a bailiff may ask to see your permit at any time, so please keep it with you while you fish, either printed or on your phone.",
            ),
            Good(
                "preserve",
                "- Expiry: coarse and trout fishing permits for the 2024 season expire on March 31, 2025.\n- How to renew: online at www.riverlicences.org.uk/renew, or at any post office counter.\n- Fee: £34.50 for adults; anglers under 16 do not need a permit.\n- Late renewals: renewals submitted after the expiry date are treated as new applications and may take up to ten working days to process.\n- Enforcement: fishing without a valid permit is an offence under section 27 of the Salmon and Freshwater Fisheries Act 1975. Bailiffs may ask to see your permit at any time, so please carry it with you while fishing, in print or on your phone.",
            ),
            Good(
                "pl",
                "Pozwolenia na połów ryb spokojnego żeru i pstrągów wydane na sezon 2024 tracą ważność 31 marca 2025 r. Można je odnowić przez internet na stronie www.riverlicences.org.uk/renew lub w okienku dowolnego urzędu pocztowego. Opłata dla dorosłych wynosi 34,50 GBP, a wędkarze poniżej 16 lat nie potrzebują pozwolenia. Odnowienia złożone po upływie terminu ważności traktuje się jak nowe wnioski, a ich rozpatrzenie może potrwać do 10 dni roboczych. Zgodnie z sekcją 27 ustawy Salmon and Freshwater Fisheries Act 1975 łowienie bez ważnego pozwolenia stanowi wykroczenie, a strażnicy rybaccy mogą w każdej chwili poprosić o jego okazanie. Prosimy mieć pozwolenie przy sobie podczas łowienia – w formie wydruku lub w telefonie.",
            ),
        ],
        bad=[
            Slip(0, [("31 March 2025", "31 May 2025")], "date"),
            Slip(1, [("www.riverlicences.org.uk/renew", "www.riverlicence.org.uk/renew")], "url"),
            Slip(2, [("sekcją 27", "sekcją 72")], "legal_reference"),
        ],
    ),
    Case(
        key="en-community-choir-subscription-fee-rise",
        source="From September, the Westbrook Community Choir subscription will rise from £45 to £52 per term, the first increase since 2019. The extra money covers higher hall hire costs and our accompanist's new rate. Members who pay for the whole year by 15 September will still pay £140 rather than £156. Concessions remain available to students and anyone receiving Universal Credit, and no one will be turned away because they cannot afford the fee; just speak to our treasurer, Maria Okafor, in confidence. New singers must attend two rehearsals before committing, and we should have sheet music for everyone by the first week.",
        good=[
            Good(
                "preserve",
                "The Westbrook Community Choir's termly subscription is going up from £45 to £52 from September, our first rise since 2019. The increase pays for more expensive hall hire and our accompanist's new rate. If you pay for the full year by 15 September, you will still pay £140 instead of £156. Students and people on Universal Credit can still get concessions, and nobody will be turned away for being unable to afford the fee: just have a confidential word with Maria Okafor, our treasurer. New singers must come to two rehearsals before they commit, and we should have sheet music for everyone by the first week.",
            ),
            Good(
                "preserve",
                "Subscription changes at Westbrook Community Choir, starting in September:\n- The fee per term goes up from £45 to £52, the first increase since 2019, to cover higher hall hire costs and our accompanist's new rate.\n- Pay for the whole year by 15 September and you'll still pay £140, not £156.\n- Concessions are still available to students and anyone on Universal Credit.\n- No one will be turned away because they can't afford the fee – speak to our treasurer, Maria Okafor, in confidence.\n- New singers must attend two rehearsals before committing.\n\nWe should have sheet music for everyone by the first week.",
            ),
            Good(
                "pl",
                "Od września składka w chórze Westbrook Community Choir wzrośnie z 45 do 52 funtów za semestr – to pierwsza podwyżka od 2019 roku. Dodatkowe pieniądze pokryją wyższe koszty wynajmu sali oraz nową stawkę naszego akompaniatora. Członkowie, którzy do 15 września zapłacą za cały rok, nadal zapłacą 140 funtów zamiast 156. Zniżki wciąż przysługują studentom i wszystkim osobom pobierającym Universal Credit, a nikt nie zostanie odesłany z powodu braku pieniędzy na składkę – wystarczy poufnie porozmawiać z naszą skarbniczką, Marią Okafor. Nowi chórzyści muszą przyjść na dwie próby, zanim się zdecydują, a nuty dla wszystkich powinniśmy mieć do pierwszego tygodnia.",
            ),
        ],
        bad=[
            Slip(0, [("from £45 to £52", "from £45 to £55")], "number"),
            Slip(
                1,
                [
                    (
                        "New singers must attend two rehearsals",
                        "New singers may attend two rehearsals",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("Zniżki wciąż przysługują studentom", "Zniżki nie przysługują już studentom")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-pet-boarding-kennel-vaccination-rules",
        source="All dogs staying at Hollybank Boarding Kennels must be vaccinated against distemper, parvovirus and leptospirosis, and the last booster must have been given at least 14 days before arrival. We strongly recommend the kennel cough vaccine too, although it is not compulsory. Please bring your vaccination card on the day; without it we cannot accept your dog. Standard kennels cost £28 per night and include two walks a day. Dogs that are new to boarding may take a day or two to settle, and some eat less than usual at first. This is probably nothing to worry about, but we will phone you if it lasts longer than 48 hours.",
        good=[
            Good(
                "preserve",
                "If your dog is coming to stay at Hollybank Boarding Kennels, it must be vaccinated against distemper, parvovirus and leptospirosis, and its last booster must have been given at least 14 days before arrival. The kennel cough vaccine isn't compulsory, but we strongly recommend it. Please bring your vaccination card with you on the day, because we can't accept your dog without it. A standard kennel is £28 a night, including two walks a day. Dogs boarding for the first time may need a day or two to settle in, and some eat less than usual at the start. That is probably nothing to worry about, but if it goes on for more than 48 hours, we'll give you a call.",
            ),
            Good(
                "preserve",
                "Vaccinations: every dog boarding at Hollybank Boarding Kennels must be vaccinated against distemper, parvovirus and leptospirosis, and its most recent booster must have been given no less than fourteen days prior to arrival. Kennel cough vaccination is strongly recommended but not compulsory. Owners are asked to bring the vaccination card on the day, as we cannot accept a dog without it.\n\nPrice: £28 per night for a standard kennel, including two walks daily.\n\nSettling in: dogs new to boarding may take one or two days to settle, and some eat less than usual initially. This is probably no cause for concern; however, we will telephone you if it continues beyond 48 hours.",
            ),
            Good(
                "pl",
                "Wszystkie psy przebywające w hotelu Hollybank Boarding Kennels muszą być zaszczepione przeciwko nosówce, parwowirozie i leptospirozie, a ostatnia dawka przypominająca musi zostać podana co najmniej 14 dni przed przyjazdem. Zdecydowanie zalecamy również szczepienie przeciwko kaszlowi kenelowemu, choć nie jest ono obowiązkowe. Prosimy zabrać w dniu przyjazdu książeczkę szczepień – bez niej nie możemy przyjąć psa. Standardowy boks kosztuje 28 funtów za noc i obejmuje dwa spacery dziennie. Psy, które po raz pierwszy przebywają w hotelu, mogą potrzebować dnia lub dwóch na zaaklimatyzowanie się, a niektóre na początku jedzą mniej niż zwykle. Prawdopodobnie nie ma powodu do niepokoju, ale jeśli potrwa to dłużej niż 48 godzin, zadzwonimy do Państwa.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("it must be vaccinated against", "it should be vaccinated against")],
                "modality",
            ),
            Slip(
                1,
                [("This is probably no cause for concern", "This is no cause for concern")],
                "hedge",
            ),
            Slip(2, [("28 funtów za noc", "38 funtów za noc")], "number"),
        ],
    ),
    Case(
        key="en-riverside-skate-park-rules-hours",
        source="""## Riverside Skate Park rules

The park is open from 8 am to 9 pm between April and September, and from 9 am until dusk the rest of the year.

- Helmets must be worn by all users under 14; older riders should wear one too.
- Bikes and scooters may use the bowl only on Tuesdays and Thursdays.
- Do not use the ramps when they are wet.
- No glass, alcohol or smoking anywhere in the park.
- Children under 8 must be supervised by an adult at all times.

The park is not staffed. In an emergency, call 999; to report damage, email parks@lyndonshire.gov.uk.""",
        good=[
            Good(
                "preserve",
                """## Rules for Riverside Skate Park

Opening hours: 8 am–9 pm from April to September, and 9 am until dusk for the rest of the year.

- All users under 14 must wear a helmet, and older riders should wear one as well.
- Bikes and scooters may use the bowl only on Tuesdays and Thursdays.
- Don't use the ramps when they're wet.
- Glass, alcohol and smoking are not allowed anywhere in the park.
- An adult must supervise children under 8 at all times.

There are no staff on site. Call 999 in an emergency, and report any damage to parks@lyndonshire.gov.uk.""",
            ),
            Good(
                "preserve",
                """## Riverside Skate Park rules

From April to September the park is open from 8 am to 9 pm; for the rest of the year it's open from 9 am until dusk. If you're under 14, you must wear a helmet, and if you're older, you should wear one too. Bikes and scooters may use the bowl only on Tuesdays and Thursdays. Don't use the ramps when they're wet, and remember that glass, alcohol and smoking aren't allowed anywhere in the park. Children under 8 must be supervised by an adult at all times. The park isn't staffed, so in an emergency call 999, and to report damage, email parks@lyndonshire.gov.uk.""",
            ),
            Good(
                "pl",
                """## Zasady korzystania ze skateparku Riverside

Od kwietnia do września park jest otwarty od 8:00 do 21:00, a w pozostałej części roku od 9:00 do zmierzchu.

- Wszyscy użytkownicy poniżej 14 lat muszą nosić kask; starsi również powinni go nosić.
- Rowery i hulajnogi mogą korzystać z niecki tylko we wtorki i czwartki.
- Nie korzystaj z ramp, gdy są mokre.
- Na terenie całego parku zabronione są szkło, alkohol i palenie.
- Dzieci poniżej 8 lat muszą przez cały czas pozostawać pod opieką osoby dorosłej.

Park nie ma obsługi. W nagłych przypadkach dzwoń pod numer 999, a uszkodzenia zgłaszaj na adres parks@lyndonshire.gov.uk.""",
            ),
        ],
        bad=[
            Slip(0, [("There are no staff on site.", "There are staff on site.")], "negation"),
            Slip(1, [("you must wear a helmet", "you should wear a helmet")], "modality"),
            Slip(2, [("tylko we wtorki i czwartki", "tylko we wtorki i soboty")], "date"),
        ],
    ),
    Case(
        key="en-garden-waste-brown-bin-season",
        source="Garden waste collections restart on Monday 3 March and run every two weeks until Friday 28 November. The annual subscription is £49 for one brown bin, and each additional bin costs £35; there is no reduction for subscriptions taken out later in the season. Please put your bin out by 7 am on collection day with the lid closed. Crews will not empty bins that are overflowing or that contain soil, rubble or plastic bags. If your collection is missed, report it through your online account within two working days, and we will aim to return within five working days.",
        good=[
            Good(
                "preserve",
                "Key facts about this year's garden waste service:\n\n- Collections start again on Monday 3 March and take place fortnightly until Friday 28 November.\n- A year's subscription costs £49 for one brown bin, plus £35 for each extra bin. Joining later in the season doesn't reduce the price.\n- Please have your bin out by 7 am on collection day, with the lid closed.\n- Bins that are overflowing or contain soil, rubble or plastic bags won't be emptied.\n- Missed collection? Report it via your online account within two working days and we'll aim to come back within five working days.",
            ),
            Good(
                "preserve",
                "From Monday 3 March, garden waste will once again be collected every other week, with the last collection on Friday 28 November. One brown bin costs £49 a year and every additional bin £35, and the price is not reduced if you subscribe later in the season. Please leave your bin out by 7 am on the collection day with its lid shut. Our crews will not empty any bin that is overflowing or holds soil, rubble or plastic bags. If we miss your bin, let us know through your online account within two working days; we will aim to return within five working days.",
            ),
            Good(
                "pl",
                "Odbiór odpadów zielonych wznawiamy w poniedziałek 3 marca; będzie się odbywał co dwa tygodnie do piątku 28 listopada. Roczna subskrypcja na jeden brązowy pojemnik kosztuje 49 funtów, a każdy kolejny pojemnik – 35 funtów. Przy zapisie w późniejszej części sezonu cena nie jest obniżana. Prosimy wystawić pojemnik do godziny 7:00 w dniu odbioru, z zamkniętą pokrywą. Ekipy nie opróżnią pojemników przepełnionych ani zawierających ziemię, gruz lub plastikowe worki. Jeśli odbiór zostanie pominięty, prosimy zgłosić to przez konto online w ciągu dwóch dni roboczych – postaramy się wrócić w ciągu pięciu dni roboczych.",
            ),
        ],
        bad=[
            Slip(0, [("Friday 28 November", "Friday 28 October")], "date"),
            Slip(1, [("every additional bin £35", "every additional bin £25")], "number"),
            Slip(
                2,
                [
                    (
                        "a każdy kolejny pojemnik – 35 funtów.",
                        "a każdy kolejny pojemnik – 35 funtów; w cenie jest też worek kompostu odbierany wiosną w punkcie przy ratuszu.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-railway-station-car-park-charges",
        source="Parking at Ashford Road station costs £6.80 per day on weekdays and £3.50 at weekends and on bank holidays. Season tickets are available for £95 a month or £980 a year and can be bought at www.stationparking.co.uk/ashford. Drivers must pay within 15 minutes of parking, either at the machine or through the app, and must display a valid ticket or register their number plate. Blue Badge holders may park free of charge in the marked bays. The car park has 240 spaces and usually fills up by 8:15 am on weekdays, so you should allow extra time or consider travelling by bus.",
        good=[
            Good(
                "preserve",
                "Ashford Road station's car park has 240 spaces and is usually full by 8:15 am on weekdays, so you should give yourself extra time or think about taking the bus. A day's parking costs £6.80 on weekdays and £3.50 at weekends and on bank holidays. Season tickets cost £95 per month or £980 per year and are sold at www.stationparking.co.uk/ashford. You must pay within 15 minutes of parking, at the machine or in the app, and you must either display a valid ticket or register your number plate. Blue Badge holders may park for free in the marked bays.",
            ),
            Good(
                "preserve",
                "Ashford Road station parking\n\n- Daily charge: £6.80 on weekdays; £3.50 at weekends and on bank holidays.\n- Season tickets: £95/month or £980/year, available at www.stationparking.co.uk/ashford.\n- Payment: drivers must pay within 15 minutes of parking, at the machine or via the app, and must display a valid ticket or register their number plate.\n- Blue Badge holders: may park free of charge in the marked bays.\n- Capacity: 240 spaces, usually full by 8.15 am on weekdays – you should allow extra time or consider going by bus.",
            ),
            Good(
                "pl",
                "Parkowanie przy stacji Ashford Road kosztuje 6,80 funta za dzień w dni robocze oraz 3,50 funta w weekendy i dni ustawowo wolne (bank holidays). Bilety okresowe kosztują 95 funtów miesięcznie lub 980 funtów rocznie i można je kupić na stronie www.stationparking.co.uk/ashford. Kierowcy muszą zapłacić w ciągu 15 minut od zaparkowania – w automacie lub w aplikacji – i muszą wyłożyć ważny bilet albo zarejestrować numer rejestracyjny. Posiadacze karty Blue Badge mogą parkować bezpłatnie na oznaczonych miejscach. Parking ma 240 miejsc i w dni robocze zwykle zapełnia się do 8:15, dlatego powinno się zaplanować więcej czasu na dojazd lub rozważyć podróż autobusem.",
            ),
        ],
        bad=[
            Slip(0, [("has 240 spaces", "has 420 spaces")], "number"),
            Slip(
                1, [("www.stationparking.co.uk/ashford", "www.stationparking.com/ashford")], "url"
            ),
            Slip(2, [("Kierowcy muszą zapłacić", "Kierowcy powinni zapłacić")], "modality"),
        ],
    ),
    Case(
        key="en-adult-art-class-spring-enrolment",
        source="Enrolment for the spring term of adult art classes opens on Tuesday 7 January at 10 am. The life drawing course runs for ten weeks on Wednesday evenings, 7–9 pm, and costs £150, including all materials except sketchbooks. Watercolour for beginners runs on Saturday mornings and costs £120. Places are limited to 12 per class and are allocated in order of payment, not registration. No previous experience is needed for either course. If you cancel more than 14 days before the first session, we will refund your fee in full; after that, refunds are only possible if we can fill your place.",
        good=[
            Good(
                "preserve",
                "Spring term adult art classes – enrolment opens on Tuesday 7 January at 10 am.\n\n- Life drawing: ten weeks, Wednesday evenings 7–9 pm, £150 with all materials included apart from sketchbooks.\n- Watercolour for beginners: Saturday mornings, £120.\n\nEach class takes a maximum of 12 people, and places go in order of payment rather than registration. Neither course requires any previous experience. Cancel more than 14 days before the first session and you'll get a full refund; after that, we can only refund you if we can fill your place.",
            ),
            Good(
                "preserve",
                "Registration for the spring term of adult art classes will open at 10:00 on Tuesday, 7 January. The ten-week life drawing course takes place on Wednesday evenings from 7 pm to 9 pm; its fee of £150 covers all materials except sketchbooks. The beginners' watercolour course is held on Saturday mornings at a cost of £120. Each class is limited to twelve participants, and places are allocated according to the order in which payment is received, not the order of registration. No prior experience is required for either course. Cancellations made more than 14 days before the first session will be refunded in full; thereafter, a refund is possible only if the place can be filled.",
            ),
            Good(
                "pl",
                "Zapisy na wiosenny semestr zajęć plastycznych dla dorosłych ruszają we wtorek 7 stycznia o godz. 10:00. Kurs rysunku z modela trwa dziesięć tygodni, odbywa się w środowe wieczory w godz. 19:00–21:00 i kosztuje 150 funtów, łącznie ze wszystkimi materiałami poza szkicownikami. Akwarela dla początkujących odbywa się w soboty rano i kosztuje 120 funtów. Liczba miejsc jest ograniczona do 12 w każdej grupie, a o przyjęciu decyduje kolejność wpłat, nie zgłoszeń. Żaden z kursów nie wymaga wcześniejszego doświadczenia. Jeśli zrezygnujesz ponad 14 dni przed pierwszymi zajęciami, zwrócimy całą opłatę; później zwrot jest możliwy tylko wtedy, gdy uda nam się obsadzić Twoje miejsce.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Neither course requires any previous experience.",
                        "Both courses require some previous experience.",
                    )
                ],
                "negation",
            ),
            Slip(
                1, [("limited to twelve participants", "limited to twenty participants")], "number"
            ),
            Slip(2, [("7 stycznia", "14 stycznia")], "date"),
        ],
    ),
    Case(
        key="en-blood-pressure-clinic-home-readings",
        source="Your GP has asked you to check your blood pressure at home for seven days before your clinic appointment. Take two readings each morning and two each evening, sitting down, at least one minute apart. Ignore the readings from the first day and bring the rest to the clinic. In line with NICE guideline NG136 (2019), a home average of 135/85 mmHg or higher usually suggests high blood pressure. Home readings are often slightly lower than those taken at the surgery, possibly because people feel more relaxed. You should not stop or change any medication without speaking to your doctor first. If a reading is 180/120 or above and you feel unwell, call 111 straight away.",
        good=[
            Good(
                "preserve",
                "Before your clinic appointment, your GP would like you to measure your blood pressure at home for seven days.\n\n1. Take two readings every morning and two every evening, sitting down, at least one minute apart.\n2. Ignore the first day's readings and bring all the others to the clinic.\n\nAccording to NICE guideline NG136 (2019), a home average of 135/85 mmHg or above usually suggests high blood pressure. Readings taken at home are often slightly lower than those taken at the surgery, possibly because people feel more relaxed. You should not stop or change any medication before speaking to your doctor. If you get a reading of 180/120 or higher and feel unwell, call 111 immediately.",
            ),
            Good(
                "preserve",
                "For seven days before your clinic visit, check your blood pressure at home, as your GP has asked. Sit down and take two readings in the morning and two in the evening, leaving at least a minute between them. Leave out the first day's results and bring the rest with you to the clinic. Under NICE guideline NG136 (2019), an average home reading of 135/85 mmHg or more usually points to high blood pressure. Home readings are often a little lower than surgery readings, possibly because people feel more relaxed. You shouldn't stop or change any of your medicines without talking to your doctor first. If you feel unwell and a reading is 180/120 or above, call 111 at once.",
            ),
            Good(
                "pl",
                "Lekarz rodzinny poprosił, aby przez siedem dni przed wizytą w poradni mierzyć ciśnienie krwi w domu. Każdego ranka i każdego wieczoru należy wykonać po dwa pomiary w pozycji siedzącej, w odstępie co najmniej jednej minuty. Wyniki z pierwszego dnia należy pominąć, a pozostałe przynieść na wizytę. Zgodnie z wytyczną NICE NG136 (2019) średnia z pomiarów domowych wynosząca 135/85 mmHg lub więcej zwykle wskazuje na nadciśnienie. Pomiary domowe są często nieco niższe niż wykonywane w przychodni, być może dlatego, że pacjenci są wtedy bardziej zrelaksowani. Nie powinno się odstawiać ani zmieniać żadnych leków bez wcześniejszej rozmowy z lekarzem. Jeśli wynik wynosi 180/120 lub więcej, a samopoczucie jest złe, należy natychmiast zadzwonić pod numer 111.",
            ),
        ],
        bad=[
            Slip(0, [("NG136 (2019)", "NG136 (2017)")], "citation"),
            Slip(
                1,
                [("usually points to high blood pressure", "points to high blood pressure")],
                "hedge",
            ),
            Slip(2, [("Nie powinno się odstawiać", "Nie wolno odstawiać")], "modality"),
        ],
    ),
    Case(
        key="en-honeybee-swarm-garden-sighting-reports",
        source="If you see a swarm of honeybees in your garden between May and July, please don't panic. Swarming bees are usually calm because they have no hive to defend, and they will probably move on within a few hours to three days. Do not spray them with water or insecticide. Instead, report the swarm at www.bbka.org.uk/swarm, where you can find a local volunteer collector, or email swarms@northvalebees.org with a photo and your postcode. Collectors cannot remove bumblebees, wasps or bees living inside walls or chimneys, and there may be a charge for travel.",
        good=[
            Good(
                "preserve",
                "Spotted a swarm of honeybees in your garden between May and July? Please don't panic. Swarming bees are usually calm, as they have no hive to defend, and they'll probably move on within anything from a few hours to three days. Don't spray them with water or insecticide. Instead, report the swarm at www.bbka.org.uk/swarm, where you can find a volunteer collector near you, or email a photo and your postcode to swarms@northvalebees.org. Bear in mind that collectors can't remove bumblebees, wasps or bees living inside walls or chimneys, and there may be a travel charge.",
            ),
            Good(
                "preserve",
                "What to do if honeybees swarm in your garden (May–July):\n\n1. Don't panic. Swarming bees are usually calm because they have no hive to protect, and they will probably leave within a few hours to three days.\n2. Do not spray them with water or insecticide.\n3. Report the swarm, either at www.bbka.org.uk/swarm, where you can find a local volunteer collector, or by emailing a photo and your postcode to swarms@northvalebees.org.\n\nPlease note: collectors cannot deal with bumblebees, wasps or bees living inside walls or chimneys, and you may be charged for their travel.",
            ),
            Good(
                "pl",
                "Jeśli między majem a lipcem zauważysz w ogrodzie rój pszczół miodnych, nie panikuj. Rojące się pszczoły są zwykle spokojne, bo nie mają ula, którego musiałyby bronić, i prawdopodobnie odlecą w ciągu od kilku godzin do trzech dni. Nie spryskuj ich wodą ani środkiem owadobójczym. Zamiast tego zgłoś rój na stronie www.bbka.org.uk/swarm, gdzie znajdziesz lokalnego wolontariusza zbierającego roje, albo wyślij zdjęcie i kod pocztowy na adres swarms@northvalebees.org. Wolontariusze nie mogą usuwać trzmieli, os ani pszczół żyjących w ścianach lub kominach, a za dojazd może zostać pobrana opłata.",
            ),
        ],
        bad=[
            Slip(0, [("swarms@northvalebees.org", "swarm@northvalebees.org")], "url"),
            Slip(1, [("collectors cannot deal with", "collectors can deal with")], "negation"),
            Slip(2, [("i prawdopodobnie odlecą", "i odlecą")], "hedge"),
        ],
    ),
    Case(
        key="en-harbourside-museum-membership-tier-table",
        source="""# Membership at the Harbourside Museum

Choose the tier that suits you:

| Tier | Price per year | Benefits |
|---|---|---|
| Friend | £40 | Free entry for one adult, 10% off in the shop |
| Family | £75 | Free entry for two adults and up to four children |
| Patron | £250 | Family benefits plus two private curator tours |

Memberships start on the day you join and last 12 months. Special exhibitions are not always included; members usually get at least 50% off. Join at the front desk or on [our website](https://harboursidemuseum.org/join).""",
        good=[
            Good(
                "preserve",
                """# Harbourside Museum membership

Pick the tier that's right for you:

| Tier | Annual price | What you get |
|---|---|---|
| Friend | £40 | Free admission for one adult and 10% off in the shop |
| Family | £75 | Free admission for two adults and up to four children |
| Patron | £250 | Everything in Family, plus two private tours with a curator |

Your membership starts on the day you join and runs for 12 months. Special exhibitions aren't always included, but members usually get at least 50% off. You can join at the front desk or on [our website](https://harboursidemuseum.org/join).""",
            ),
            Good(
                "preserve",
                """# Membership at the Harbourside Museum

There are three membership tiers to choose from:

- **Friend – £40 a year:** free entry for one adult and 10% off in the shop.
- **Family – £75 a year:** free entry for two adults and up to four children.
- **Patron – £250 a year:** all Family benefits, plus two private curator tours.

Each membership lasts twelve months from the day you join. Special exhibitions are not always included, although members usually receive at least 50% off. To join, visit the front desk or [our website](https://harboursidemuseum.org/join).""",
            ),
            Good(
                "pl",
                """# Członkostwo w Harbourside Museum

Wybierz poziom, który Ci odpowiada:

| Poziom | Cena za rok | Korzyści |
|---|---|---|
| Friend | 40 GBP | Bezpłatny wstęp dla jednej osoby dorosłej, 10% zniżki w sklepie |
| Family | 75 GBP | Bezpłatny wstęp dla dwóch osób dorosłych i maksymalnie czworga dzieci |
| Patron | 250 GBP | Korzyści z poziomu Family oraz dwa prywatne oprowadzania z kuratorem |

Członkostwo zaczyna się w dniu przystąpienia i trwa 12 miesięcy. Wystawy specjalne nie zawsze są wliczone; członkowie zwykle otrzymują na nie co najmniej 50% zniżki. Dołącz w recepcji lub na [naszej stronie](https://harboursidemuseum.org/join).""",
            ),
        ],
        bad=[
            Slip(0, [("|---|---|---|\n", "")], "markdown"),
            Slip(1, [("10% off in the shop", "15% off in the shop")], "number"),
            Slip(
                2,
                [
                    (
                        "Dołącz w recepcji",
                        "Członkowie mają też pierwszeństwo przy zapisach na warsztaty rodzinne. Dołącz w recepcji",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-tidycsv-cli-readme-install-usage",
        source="""## Installation

`tidycsv` requires Python 3.10 or later. Install it from PyPI:

```bash
pip install tidycsv==2.3.1
```

## Usage

Run `tidycsv clean input.csv --out cleaned.csv` to trim whitespace and drop empty rows. By default the tool does not change column names; pass `--snake-case` if you want them converted. Large files (over 1 GB) should be processed with `--chunk-size 50000` to keep memory use low. You must not point `--out` at the input file, because it is overwritten before reading finishes.""",
        good=[
            Good(
                "preserve",
                """## Installation

You need Python 3.10 or newer to use `tidycsv`. Install it from PyPI with:

```bash
pip install tidycsv==2.3.1
```

## Usage

To trim whitespace and remove empty rows, run `tidycsv clean input.csv --out cleaned.csv`. Column names are left unchanged by default; add `--snake-case` if you want them converted. For large files (more than 1 GB), you should use `--chunk-size 50000` to keep memory usage low. You must not set `--out` to the input file, since it gets overwritten before reading has finished.""",
            ),
            Good(
                "preserve",
                """## Installation

`tidycsv` needs Python 3.10 or later. Install from PyPI:

```bash
pip install tidycsv==2.3.1
```

## Usage

- `tidycsv clean input.csv --out cleaned.csv` trims whitespace and drops empty rows.
- Column names are not changed unless you pass `--snake-case`.
- Files over 1 GB should be processed with `--chunk-size 50000` to keep memory use low.
- You must not use the input file as the `--out` target: it is overwritten before reading finishes.""",
            ),
            Good(
                "pl",
                """## Instalacja

`tidycsv` wymaga Pythona w wersji 3.10 lub nowszej. Zainstaluj go z PyPI:

```bash
pip install tidycsv==2.3.1
```

## Użycie

Uruchom `tidycsv clean input.csv --out cleaned.csv`, aby usunąć zbędne białe znaki i puste wiersze. Domyślnie narzędzie nie zmienia nazw kolumn; jeśli chcesz je przekonwertować, dodaj `--snake-case`. Duże pliki (powyżej 1 GB) powinny być przetwarzane z opcją `--chunk-size 50000`, aby ograniczyć zużycie pamięci. Nie wolno wskazywać pliku wejściowego jako `--out`, ponieważ zostaje on nadpisany, zanim odczyt się zakończy.""",
            ),
        ],
        bad=[
            Slip(0, [("add `--snake-case`", "add `--snakecase`")], "code"),
            Slip(
                1,
                [("```bash\npip install tidycsv==2.3.1\n```", "pip install tidycsv==2.3.1")],
                "markdown",
            ),
            Slip(2, [("Nie wolno wskazywać", "Nie zaleca się wskazywać")], "modality"),
        ],
    ),
    Case(
        key="en-tenancy-deposit-protection-tenant-rights",
        source="Under section 213 of the Housing Act 2004, your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it. They must also give you the prescribed information, including the scheme's name and how to get your money back. The deposit cannot be more than five weeks' rent if the annual rent is under £50,000. At the end of the tenancy, the landlord should return your deposit within 10 days of agreeing the amount. If they did not protect it, you can apply to the county court, which may order them to pay you up to three times the deposit.",
        good=[
            Good(
                "preserve",
                "Your deposit rights (section 213, Housing Act 2004):\n\n- Your landlord must put your deposit in a government-approved scheme within 30 days of receiving it.\n- They must also give you the prescribed information, including the name of the scheme and how to get your money back.\n- If the annual rent is below £50,000, the deposit can't be more than five weeks' rent.\n- When the tenancy ends, your landlord should return the deposit within 10 days of you agreeing the amount.\n- If the deposit wasn't protected, you can apply to the county court, which may order the landlord to pay you up to three times the deposit.",
            ),
            Good(
                "preserve",
                "A landlord who receives a deposit must protect it in a government-approved scheme within thirty days, as required by section 213 of the Housing Act 2004, and must also provide the tenant with the prescribed information, including the name of the scheme and how the money can be recovered. Where the annual rent is less than £50,000, the deposit cannot exceed five weeks' rent. At the end of the tenancy, the landlord should return the deposit within 10 days of the amount being agreed. A tenant whose deposit was not protected can apply to the county court, which may order the landlord to pay up to three times the deposit.",
            ),
            Good(
                "pl",
                "Zgodnie z sekcją 213 ustawy Housing Act 2004 wynajmujący musi zabezpieczyć Twoją kaucję w zatwierdzonym przez rząd systemie ochrony depozytów w ciągu 30 dni od jej otrzymania. Musi też przekazać Ci wymagane informacje, w tym nazwę systemu i sposób odzyskania pieniędzy. Jeśli roczny czynsz wynosi mniej niż 50 000 funtów, kaucja nie może przekraczać czynszu za pięć tygodni. Po zakończeniu najmu wynajmujący powinien zwrócić kaucję w ciągu 10 dni od uzgodnienia jej wysokości. Jeśli kaucja nie została zabezpieczona, możesz wystąpić do sądu hrabstwa (county court), który może nakazać wynajmującemu zapłatę do trzykrotności kaucji.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 213, Housing Act 2004", "section 213, Housing Act 1988")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "A tenant whose deposit was not protected",
                        "A tenant whose deposit was protected",
                    )
                ],
                "negation",
            ),
            Slip(2, [("w ciągu 10 dni od uzgodnienia", "w ciągu 14 dni od uzgodnienia")], "date"),
        ],
    ),
    Case(
        key="en-teen-evening-screen-sleep-study",
        source="A study published in the Journal of Youth Sleep Research in 2023 (Hale et al., vol. 12, pp. 412–420) followed 2,140 teenagers aged 13 to 16 for two years. Those who used screens for more than three hours after 9 pm slept, on average, about 40 minutes less per night than those who used them for under an hour. The authors note that the link may not be causal: teenagers who already sleep poorly might simply spend more time on their phones. They recommend that future trials test whether limiting evening screen use actually improves sleep. The study did not measure sleep quality directly, only the sleep duration reported by participants.",
        good=[
            Good(
                "preserve",
                "Teenagers who spend more than three hours on screens after 9 pm sleep about 40 minutes less a night, on average, than those who use screens for under an hour, according to a two-year study of 2,140 young people aged 13 to 16 (Hale et al., Journal of Youth Sleep Research, 2023, vol. 12, pp. 412–420). However, the authors point out that the link may not be causal, since teenagers who already sleep badly might simply spend more time on their phones. They recommend that future trials test whether limiting evening screen use really improves sleep. Sleep quality was not measured directly; the study only looked at how long participants reported sleeping.",
            ),
            Good(
                "preserve",
                "Study: Hale et al. (2023), Journal of Youth Sleep Research, vol. 12, pp. 412–420.\nParticipants: 2,140 teenagers aged 13–16, followed for two years.\nFinding: those using screens for over three hours after 9 pm slept on average about 40 minutes less per night than those using them for less than an hour.\nCaveats: the authors say the link may not be causal, as teenagers who already sleep poorly might simply use their phones more. Sleep quality was not measured directly, only self-reported sleep duration.\nNext steps: the authors recommend trials testing whether limiting evening screen use actually improves sleep.",
            ),
            Good(
                "pl",
                "Badanie opublikowane w 2023 roku w „Journal of Youth Sleep Research” (Hale i in., t. 12, s. 412–420) objęło 2140 nastolatków w wieku od 13 do 16 lat, obserwowanych przez dwa lata. Osoby korzystające z ekranów dłużej niż trzy godziny po 21:00 spały średnio o około 40 minut krócej każdej nocy niż te, które korzystały z nich krócej niż godzinę. Autorzy zaznaczają, że związek ten może nie być przyczynowy: nastolatki, które już wcześniej źle sypiają, mogą po prostu spędzać więcej czasu przy telefonie. Zalecają, by przyszłe badania eksperymentalne sprawdziły, czy ograniczenie korzystania z ekranów wieczorem rzeczywiście poprawia sen. Badanie nie mierzyło bezpośrednio jakości snu, a jedynie czas jego trwania zgłaszany przez uczestników.",
            ),
        ],
        bad=[
            Slip(0, [("sleep about 40 minutes less", "sleep 40 minutes less")], "hedge"),
            Slip(1, [("Hale et al. (2023)", "Hall et al. (2023)")], "citation"),
            Slip(2, [("objęło 2140 nastolatków", "objęło 1240 nastolatków")], "number"),
        ],
    ),
    Case(
        key="en-warehouse-cctv-footage-retention-policy",
        source="CCTV footage recorded on our premises is kept for 31 days and then deleted automatically, unless it is needed to investigate an incident. In accordance with Article 5(1)(e) of the UK GDPR, we do not keep personal data for longer than necessary. Anyone captured on camera may request a copy of the footage by emailing dpo@calderlogistics.co.uk; we must respond within one month. Staff must not download or share footage on personal devices. Requests from the police are handled under Schedule 2 of the Data Protection Act 2018 and should be approved by the data protection officer before any footage is released.",
        good=[
            Good(
                "preserve",
                "We keep CCTV footage from our premises for 31 days, after which it is deleted automatically, unless we need it to investigate an incident. We do not hold personal data for longer than necessary, in line with Article 5(1)(e) of the UK GDPR. If you have been captured on camera, you may ask for a copy of the footage by emailing dpo@calderlogistics.co.uk, and we must reply within one month. Employees must not download or share footage on personal devices. Police requests are dealt with under Schedule 2 of the Data Protection Act 2018 and should be approved by the data protection officer before any footage is handed over.",
            ),
            Good(
                "preserve",
                "CCTV retention – key points\n\n1. Footage is kept for 31 days and then deleted automatically, except where it is needed to investigate an incident.\n2. In line with Article 5(1)(e) of the UK GDPR, personal data is not kept for longer than necessary.\n3. Anyone captured on camera may request a copy by emailing dpo@calderlogistics.co.uk. We must respond within one month.\n4. Staff must not download or share footage on personal devices.\n5. Police requests are handled under Schedule 2 of the Data Protection Act 2018; the data protection officer should approve them before any footage is released.",
            ),
            Good(
                "pl",
                "Nagrania z monitoringu na terenie naszej firmy przechowujemy przez 31 dni, po czym są automatycznie usuwane, chyba że są potrzebne do wyjaśnienia incydentu. Zgodnie z art. 5 ust. 1 lit. e UK GDPR nie przechowujemy danych osobowych dłużej, niż jest to konieczne. Każda osoba zarejestrowana przez kamery może poprosić o kopię nagrania, pisząc na adres dpo@calderlogistics.co.uk; musimy odpowiedzieć w ciągu miesiąca. Pracownikom nie wolno pobierać ani udostępniać nagrań na prywatnych urządzeniach. Wnioski policji są rozpatrywane na podstawie załącznika 2 do ustawy Data Protection Act 2018 i przed wydaniem jakichkolwiek nagrań powinien je zatwierdzić inspektor ochrony danych.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("we must reply within one month", "we should reply within one month")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "the data protection officer should approve them",
                        "the data protection officer, Helen Marsh, should approve them",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("art. 5 ust. 1 lit. e", "art. 6 ust. 1 lit. e")], "legal_reference"),
        ],
    ),
    Case(
        key="en-skycast-weather-api-rate-limits",
        source="""### Rate limits

Free accounts can make up to 60 requests per minute; paid plans allow 600. When you exceed the limit, the API returns HTTP `429 Too Many Requests` with a `Retry-After` header giving the number of seconds to wait. Clients should back off and retry after that interval rather than immediately.

Check your current usage at any time:

```
GET https://api.skycast.io/v2/usage
```

Limits are counted per API key, not per IP address. See the [pricing page](https://skycast.io/pricing) if you need a higher quota.""",
        good=[
            Good(
                "preserve",
                """### Rate limits

On a free account you can send up to 60 requests per minute, and paid plans allow 600. If you go over the limit, the API responds with HTTP `429 Too Many Requests` and a `Retry-After` header that tells you how many seconds to wait. Your client should back off and retry after that interval, not straight away.

To check your current usage at any time, call:

```
GET https://api.skycast.io/v2/usage
```

Limits apply per API key, not per IP address. If you need a higher quota, see the [pricing page](https://skycast.io/pricing).""",
            ),
            Good(
                "preserve",
                """### Rate limits

- **Free accounts:** up to 60 requests per minute.
- **Paid plans:** up to 600 requests per minute.
- **Over the limit:** the API returns HTTP `429 Too Many Requests` plus a `Retry-After` header with the number of seconds to wait. Clients should back off and retry after that interval instead of immediately.
- **Counting:** limits are counted per API key, not per IP address.

You can check your current usage at any time:

```
GET https://api.skycast.io/v2/usage
```

Need a higher quota? See the [pricing page](https://skycast.io/pricing).""",
            ),
            Good(
                "pl",
                """### Limity zapytań

Konta darmowe mogą wysyłać do 60 zapytań na minutę, a plany płatne – do 600. Po przekroczeniu limitu API zwraca kod HTTP `429 Too Many Requests` wraz z nagłówkiem `Retry-After`, który podaje liczbę sekund oczekiwania. Klienci powinni wstrzymać się i ponowić próbę dopiero po tym czasie, a nie natychmiast.

Bieżące wykorzystanie możesz sprawdzić w dowolnym momencie:

```
GET https://api.skycast.io/v2/usage
```

Limity są liczone dla klucza API, a nie dla adresu IP. Jeśli potrzebujesz wyższego limitu, zajrzyj na [stronę z cennikiem](https://skycast.io/pricing).""",
            ),
        ],
        bad=[
            Slip(0, [("`Retry-After` header", "`Retry-Later` header")], "code"),
            Slip(1, [("### Rate limits", "Rate limits")], "markdown"),
            Slip(
                2, [("https://api.skycast.io/v2/usage", "https://api.skycast.io/v1/usage")], "url"
            ),
        ],
    ),
    Case(
        key="en-council-heatwave-advice-vulnerable-residents",
        source="Forecasters expect temperatures to reach around 33°C on Thursday and Friday, and the heat is likely to last into the weekend. Older people, babies and anyone with heart or breathing problems are most at risk. Keep curtains closed on sunny windows during the day and open windows at night when it is cooler outside. Drink plenty of water, even if you do not feel thirsty, and avoid alcohol. Do not leave anyone, including pets, in a parked car. The library on Market Street will open as a cool room from 11 am to 6 pm on both days. If you are worried about a neighbour, call the council on 01632 960 418.",
        good=[
            Good(
                "preserve",
                "Hot weather: temperatures are expected to reach around 33°C on Thursday and Friday, and the heat will likely continue into the weekend. Those most at risk are older people, babies and anyone with heart or breathing problems.\n\n- During the day, keep curtains closed on windows that get the sun; at night, when it's cooler outside, open the windows.\n- Drink plenty of water even if you don't feel thirsty, and avoid alcohol.\n- Never leave anyone, pets included, in a parked car.\n\nThe Market Street library will open as a cool room from 11 am to 6 pm on both days. Worried about a neighbour? Call the council on 01632 960 418.",
            ),
            Good(
                "preserve",
                "Temperatures are forecast to reach about 33°C on Thursday and Friday, and the hot spell will probably carry on into the weekend. The people most at risk are older people, babies and anyone with heart or breathing problems. Keep curtains closed on sunny windows in the daytime, and open windows at night when it's cooler outside. Drink lots of water, even if you aren't thirsty, and avoid alcohol. Don't leave anyone, pets included, in a parked car. On both days, the library on Market Street will open as a cool room between 11 am and 6 pm. If you're concerned about a neighbour, phone the council on 01632 960 418.",
            ),
            Good(
                "pl",
                "Synoptycy przewidują, że w czwartek i piątek temperatura sięgnie około 33°C, a upał prawdopodobnie utrzyma się także w weekend. Najbardziej narażone są osoby starsze, niemowlęta oraz osoby z chorobami serca lub układu oddechowego. W ciągu dnia trzymaj zaciągnięte zasłony w oknach od strony słońca, a w nocy, gdy na zewnątrz jest chłodniej, otwieraj okna. Pij dużo wody, nawet jeśli nie czujesz pragnienia, i unikaj alkoholu. Nie zostawiaj nikogo, także zwierząt, w zaparkowanym samochodzie. W oba dni biblioteka przy Market Street będzie działać jako chłodne pomieszczenie w godz. 11:00–18:00. Jeśli martwisz się o sąsiada, zadzwoń do urzędu pod numer 01632 960 418.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "the heat will likely continue into the weekend",
                        "the heat will continue into the weekend",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("even if you aren't thirsty", "even if you are thirsty")], "negation"),
            Slip(
                2,
                [
                    (
                        "w godz. 11:00–18:00.",
                        "w godz. 11:00–18:00; na miejscu będzie dyżurować pielęgniarka środowiskowa.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-street-tree-canopy-cooling-review",
        source="Street trees can lower local air temperatures, but the size of the effect varies widely. A review of 47 studies by Okonkwo and Lind (2021, Urban Climate, 38, 100874) found that canopy cover above roughly 40% was associated with the greatest cooling. Other work suggests that a single mature tree may reduce the surface temperature of the pavement beneath it by up to 15°C on a hot afternoon (Ferreira et al., 2018). However, most of these studies were carried out in temperate cities, and the results probably cannot be transferred directly to hot, dry climates. Planting programmes should therefore be evaluated locally rather than assuming the same benefits everywhere.",
        good=[
            Good(
                "preserve",
                "Trees along streets can bring down local air temperatures, although how much they do so differs a great deal. Okonkwo and Lind (2021, Urban Climate, 38, 100874) reviewed 47 studies and found that canopy cover above roughly 40% was linked to the strongest cooling. Other research suggests that one mature tree may cool the pavement surface beneath it by as much as 15°C on a hot afternoon (Ferreira et al., 2018). Most of this evidence, however, comes from temperate cities, so the findings probably can't be transferred directly to hot, dry climates. For that reason, planting programmes should be assessed locally instead of assuming the benefits will be the same everywhere.",
            ),
            Good(
                "preserve",
                "Street trees can reduce local air temperatures, though the size of the effect varies considerably. In their review of 47 studies, Okonkwo and Lind (2021, Urban Climate, 38, 100874) reported that the greatest cooling was associated with canopy cover above roughly 40%, while Ferreira et al. (2018) suggest that on a hot afternoon a single mature tree may lower the surface temperature of the pavement below it by up to 15°C. Because most of this research was conducted in temperate cities, the results probably cannot be applied directly to hot, dry climates, and planting programmes should therefore be evaluated locally rather than on the assumption that the benefits are the same everywhere.",
            ),
            Good(
                "pl",
                "Drzewa przyuliczne mogą obniżać lokalną temperaturę powietrza, ale skala tego efektu bardzo się różni. Przegląd 47 badań autorstwa Okonkwo i Lind (2021, Urban Climate, 38, 100874) wykazał, że największe ochłodzenie wiązało się z pokryciem koronami drzew przekraczającym mniej więcej 40%. Inne prace sugerują, że jedno dojrzałe drzewo może w upalne popołudnie obniżyć temperaturę powierzchni chodnika pod sobą nawet o 15°C (Ferreira i in., 2018). Większość tych badań przeprowadzono jednak w miastach strefy umiarkowanej, więc wyników prawdopodobnie nie da się bezpośrednio przenieść na klimat gorący i suchy. Programy nasadzeń powinny zatem być oceniane lokalnie, zamiast zakładać wszędzie te same korzyści.",
            ),
        ],
        bad=[
            Slip(0, [("(Ferreira et al., 2018)", "(Ferreira et al., 2016)")], "citation"),
            Slip(
                1,
                [
                    (
                        "the results probably cannot be applied directly",
                        "the results cannot be applied directly",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Większość tych badań przeprowadzono jednak w miastach strefy umiarkowanej, więc wyników prawdopodobnie nie da się bezpośrednio przenieść na klimat gorący i suchy.",
                        "However, most of these studies were carried out in temperate cities, and the results probably cannot be transferred directly to hot, dry climates.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-gullhaven-beach-clean-volunteer-details",
        source="Our next beach clean takes place on Sunday 14 September from 10 am to 1 pm at Gullhaven Bay, meeting by the lifeguard hut. Gloves, bags and litter pickers are provided, but you should bring water and sun cream. Volunteers under 16 must be accompanied by a parent or guardian. Please do not pick up needles, broken glass or anything that looks like a chemical container; mark the spot and tell a team leader instead. Sign-up is not essential, but registering on our website helps us plan. Parking at the bay is free before 10 am, and the number 7 bus stops at the top of the steps.",
        good=[
            Good(
                "preserve",
                "Join our next beach clean at Gullhaven Bay on Sunday 14 September, 10 am to 1 pm – we'll meet by the lifeguard hut. We provide gloves, bags and litter pickers, but you should bring your own water and sun cream. Volunteers under 16 must come with a parent or guardian. Please don't pick up needles, broken glass or anything that looks like a chemical container: mark the spot and tell a team leader instead. You don't have to sign up, but registering on our website helps us plan. Parking at the bay is free before 10 am, and the number 7 bus stops at the top of the steps.",
            ),
            Good(
                "preserve",
                "Beach clean – Gullhaven Bay\n\n- When: Sunday 14 September, 10:00–13:00\n- Where to meet: by the lifeguard hut\n- Provided: gloves, bags and litter pickers\n- You should bring: water and sun cream\n- Under-16s: must be accompanied by a parent or guardian\n- Safety: please do not pick up needles, broken glass or anything that looks like a chemical container – mark the spot and tell a team leader instead\n- Registration: not essential, but signing up on our website helps us plan\n- Getting there: parking at the bay is free before 10 am; the number 7 bus stops at the top of the steps",
            ),
            Good(
                "pl",
                "Najbliższe sprzątanie plaży odbędzie się w niedzielę 14 września w godz. 10:00–13:00 w zatoce Gullhaven Bay; zbiórka przy budce ratowników. Zapewniamy rękawice, worki i chwytaki do śmieci, ale wodę i krem z filtrem powinniście przynieść sami. Wolontariusze poniżej 16 lat muszą przyjść z rodzicem lub opiekunem prawnym. Prosimy nie podnosić igieł, potłuczonego szkła ani niczego, co wygląda na pojemnik po chemikaliach – zamiast tego oznaczcie to miejsce i powiadomcie lidera zespołu. Zapisy nie są obowiązkowe, ale rejestracja na naszej stronie pomaga nam w planowaniu. Parking przy zatoce jest bezpłatny przed 10:00, a autobus linii 7 zatrzymuje się na szczycie schodów.",
            ),
        ],
        bad=[
            Slip(0, [("Sunday 14 September", "Sunday 21 September")], "date"),
            Slip(
                1,
                [("- Under-16s: must be accompanied", "- Under-16s: should be accompanied")],
                "modality",
            ),
            Slip(2, [("Zapisy nie są obowiązkowe", "Zapisy są obowiązkowe")], "negation"),
        ],
    ),
    Case(
        key="en-fernley-allotment-waiting-list-offers",
        source="There are currently 186 people on the waiting list for allotments in Fernley, and the average wait is about two and a half years. When a plot becomes available, we offer it to the next person on the list, who has 10 days to accept or decline. If you decline twice, your name will be moved to the bottom of the list. Half plots cost £42 a year and full plots £78, with a 50% discount for residents over 65. Tenants must keep at least three-quarters of their plot under cultivation and may keep up to six hens, but not cockerels.",
        good=[
            Good(
                "preserve",
                "Right now, 186 people are waiting for an allotment in Fernley, and on average the wait is about two and a half years. When a plot comes free, we offer it to whoever is next on the list, and they have 10 days to accept or decline. Turn down two offers and your name will be moved to the bottom of the list. A half plot costs £42 a year and a full plot £78; residents over 65 get 50% off. As a tenant, you must keep at least three-quarters of your plot under cultivation, and you may keep up to six hens, but not cockerels.",
            ),
            Good(
                "preserve",
                "Fernley allotments – waiting list and terms\n\n- Waiting list: currently 186 people; the average wait is approximately two and a half years.\n- Offers: each available plot is offered to the next person on the list, who has ten days to accept or decline. Anyone who declines twice is moved to the bottom of the list.\n- Rent: £42 a year for a half plot and £78 for a full plot, with a 50% discount for residents over 65.\n- Conditions: tenants must keep at least three-quarters of their plot under cultivation. They may keep up to six hens, but not cockerels.",
            ),
            Good(
                "pl",
                "Na liście oczekujących na działkę w Fernley jest obecnie 186 osób, a średni czas oczekiwania wynosi około dwóch i pół roku. Gdy zwolni się działka, proponujemy ją kolejnej osobie z listy, która ma 10 dni na jej przyjęcie lub odrzucenie. Po dwukrotnej odmowie Twoje nazwisko zostanie przeniesione na koniec listy. Połowa działki kosztuje 42 funty rocznie, a cała działka 78 funtów; mieszkańcy powyżej 65. roku życia otrzymują 50% zniżki. Dzierżawcy muszą uprawiać co najmniej trzy czwarte swojej działki i mogą trzymać do sześciu kur, ale nie koguty.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "186 people are waiting for an allotment in Fernley,",
                        "186 people, mostly young families from the new estate, are waiting for an allotment in Fernley,",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("£78 for a full plot", "£87 for a full plot")], "number"),
            Slip(2, [("Dzierżawcy muszą uprawiać", "Dzierżawcy powinni uprawiać")], "modality"),
        ],
    ),
    Case(
        key="en-lowmoor-cycle-hire-ride-pricing",
        source="Bikes in the Lowmoor Cycle Hire scheme can be unlocked with the app or a contactless card at any of the 85 docking stations. A single ride costs £1.50 for the first 30 minutes and £1 for every additional 15 minutes. Annual members pay £90 a year and get the first 45 minutes of each ride free. E-bikes carry a surcharge of 25p per minute, which is not included in membership. You must be at least 16 to hire a bike, and riders under 18 need a parent's consent. Bikes must not be left outside a docking station; if you do, a £20 fee will be charged.",
        good=[
            Good(
                "preserve",
                "Getting around with Lowmoor Cycle Hire:\n\n- Unlock a bike with the app or a contactless card at any of our 85 docking stations.\n- Single rides: £1.50 for the first 30 minutes, then £1 for each extra 15 minutes.\n- Annual membership: £90 a year, with the first 45 minutes of every ride free.\n- E-bikes: a surcharge of 25p per minute applies, and it isn't included in membership.\n\nYou must be 16 or over to hire a bike, and if you're under 18 you need a parent's consent. Bikes must not be left outside a docking station – if you do, you'll be charged a £20 fee.",
            ),
            Good(
                "preserve",
                "At any of its 85 docking stations, Lowmoor Cycle Hire lets you unlock a bike using the app or a contactless card. Single journeys cost £1.50 for the first half hour and £1 for each additional 15 minutes, while annual membership costs £90 a year and includes the first 45 minutes of each ride free of charge. E-bikes carry a surcharge of 25p per minute, which membership does not cover. You must be at least 16 to hire a bike, and riders under 18 need parental consent. Bikes must not be left outside a docking station; doing so will result in a £20 fee.",
            ),
            Good(
                "pl",
                "Rowery systemu Lowmoor Cycle Hire można odblokować w aplikacji lub kartą zbliżeniową na każdej z 85 stacji dokujących. Pojedynczy przejazd kosztuje 1,50 funta za pierwsze 30 minut i 1 funt za każde kolejne 15 minut. Członkowie z abonamentem rocznym płacą 90 funtów rocznie, a pierwsze 45 minut każdego przejazdu mają za darmo. Za rowery elektryczne pobierana jest dopłata w wysokości 25 pensów za minutę, która nie jest objęta abonamentem. Aby wypożyczyć rower, trzeba mieć co najmniej 16 lat, a osoby poniżej 18 lat potrzebują zgody rodzica. Rowerów nie wolno zostawiać poza stacją dokującą – w takim przypadku zostanie naliczona opłata 20 funtów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you'll be charged a £20 fee.",
                        "you'll be charged a £20 fee. Helmets can be borrowed free of charge at the Market Square station.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("which membership does not cover", "which membership covers")], "negation"),
            Slip(2, [("na każdej z 85 stacji", "na każdej z 58 stacji")], "number"),
        ],
    ),
]
