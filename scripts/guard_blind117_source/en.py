# ruff: noqa: E501, RUF001
"""English source cases of blind set 117: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-dog-grooming-salon-appointment-terms",
        source="Appointment terms: Please arrive no more than 10 minutes before your booked slot, as we do not have a waiting area for dogs. A full groom for a medium-sized dog takes about 2.5 hours; we will text you when your dog is ready for collection. Cancellations must be made at least 48 hours in advance, or a fee of £15 will be charged. Dogs must be up to date with their vaccinations, and we cannot groom dogs that have been treated for fleas in the last 7 days. Matted coats may require a shave-down, which is charged at £8 extra. Our salon is closed on Sundays and bank holidays.",
        good=[
            Good(
                "preserve",
                "Before your visit: you can arrive up to 10 minutes ahead of your slot, but not earlier, because there's no waiting area for dogs. For a medium-sized dog, a full groom takes roughly 2.5 hours, and we'll send you a text once your dog is ready to be picked up. If you need to cancel, you must let us know at least 48 hours beforehand; otherwise we charge a £15 fee. Your dog must be up to date with vaccinations, and we can't groom any dog treated for fleas within the past 7 days. If the coat is matted, a shave-down may be needed, at an extra £8. Please note we're closed on Sundays and bank holidays.",
            ),
            Good(
                "preserve",
                """Grooming appointment terms:
- Arrive no earlier than 10 minutes before your appointment – there is no waiting area for dogs.
- A full groom of a medium-sized dog takes about 2.5 hours. We will text you when your dog can be collected.
- You must cancel at least 48 hours in advance; otherwise a £15 fee applies.
- Vaccinations must be up to date. Dogs treated for fleas in the last 7 days cannot be groomed.
- A matted coat may need a shave-down (£8 extra).
- The salon is closed on Sundays and bank holidays.""",
            ),
            Good(
                "pl",
                "Warunki wizyt: prosimy przychodzić nie wcześniej niż 10 minut przed zarezerwowaną godziną, ponieważ nie mamy poczekalni dla psów. Pełna pielęgnacja psa średniej wielkości trwa około 2,5 godziny; gdy pies będzie gotowy do odbioru, wyślemy Ci SMS. Wizytę trzeba odwołać co najmniej 48 godzin wcześniej – w przeciwnym razie pobieramy opłatę w wysokości 15 £. Pies musi mieć aktualne szczepienia, a psów, które w ciągu ostatnich 7 dni były leczone przeciw pchłom, nie możemy strzyc. Skołtuniona sierść może wymagać golenia, za które doliczamy 8 £. Salon jest nieczynny w niedziele i dni ustawowo wolne od pracy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "we can't groom any dog treated for fleas",
                        "we can groom any dog treated for fleas",
                    )
                ],
                "negation",
            ),
            Slip(1, [("(£8 extra)", "(£18 extra)")], "number"),
            Slip(
                2, [("co najmniej 48 godzin wcześniej", "co najmniej 24 godziny wcześniej")], "date"
            ),
        ],
    ),
    Case(
        key="en-rural-gigabit-broadband-voucher-rules",
        source="The Rural Gigabit Voucher Scheme offers up to £4,500 per rural business and up to £1,500 per residential property towards the cost of installing gigabit-capable broadband. Vouchers are issued under the Subsidy Control Act 2022 and count towards the Minimal Financial Assistance threshold in section 36. Applications must be submitted by a registered supplier; residents cannot apply directly. You can check whether your postcode is eligible at https://gigabit-vouchers.example.gov.uk/check. Once issued, a voucher is valid for 12 months, and the connection should be completed within that period. If the project is not finished in time, the supplier may request a single extension of up to 3 months.",
        good=[
            Good(
                "preserve",
                "Through the Rural Gigabit Voucher Scheme, rural businesses can get up to £4,500 each, and residential properties up to £1,500 each, towards the installation of gigabit-capable broadband. The vouchers are granted under the Subsidy Control Act 2022 and count towards the Minimal Financial Assistance threshold in section 36. Residents can't apply themselves: the application must come from a registered supplier. To see if your postcode qualifies, go to https://gigabit-vouchers.example.gov.uk/check. A voucher stays valid for 12 months from issue, and the connection should be finished within that time. Where a project overruns, the supplier may ask for one extension of no more than 3 months.",
            ),
            Good(
                "preserve",
                "Eligibility can be checked by postcode at https://gigabit-vouchers.example.gov.uk/check. Under the Rural Gigabit Voucher Scheme, a contribution of up to £4,500 per rural business and up to £1,500 per residential property is available towards the cost of installing gigabit-capable broadband. Vouchers are issued under the Subsidy Control Act 2022 and are counted towards the Minimal Financial Assistance threshold set out in section 36. Applications must be made by a registered supplier; residents are not able to apply directly. Each voucher is valid for 12 months from issue, and the connection should be completed within that period. If a project is not completed in time, the supplier may request a single extension of up to 3 months.",
            ),
            Good(
                "pl",
                "Program Rural Gigabit Voucher Scheme zapewnia do 4500 £ na każdą firmę z obszarów wiejskich i do 1500 £ na każdą nieruchomość mieszkalną jako dofinansowanie instalacji szerokopasmowego internetu o przepustowości gigabitowej. Vouchery są przyznawane na podstawie Subsidy Control Act 2022 i wliczają się do progu minimalnej pomocy finansowej (Minimal Financial Assistance) określonego w sekcji 36. Wniosek musi złożyć zarejestrowany dostawca; mieszkańcy nie mogą składać wniosków samodzielnie. To, czy Twój kod pocztowy kwalifikuje się do programu, sprawdzisz na stronie https://gigabit-vouchers.example.gov.uk/check. Wydany voucher jest ważny przez 12 miesięcy i w tym okresie przyłącze powinno zostać wykonane. Jeśli projekt nie zostanie ukończony na czas, dostawca może wystąpić o jednorazowe przedłużenie o maksymalnie 3 miesiące.",
            ),
        ],
        bad=[
            Slip(0, [("threshold in section 36", "threshold in section 63")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "https://gigabit-vouchers.example.gov.uk/check",
                        "https://gigabit-voucher.example.gov.uk/check",
                    )
                ],
                "url",
            ),
            Slip(2, [("Wniosek musi złożyć", "Wniosek powinien złożyć")], "modality"),
        ],
    ),
    Case(
        key="en-cider-orchard-autumn-open-day",
        source="Join us at Ashcombe Orchard for our autumn open day on Saturday 11 October, from 10am to 4pm. Guided walks through the orchard leave every hour and last about 45 minutes; numbers are limited to 20 people per walk, so please book at the gate when you arrive. You can watch the traditional press in action and taste this season's ciders, though tastings are only for visitors aged 18 and over. Entry is £6 for adults and free for under-12s. Parking is in the lower field, which may be closed if the ground is too wet, so we'd recommend checking our page on the morning. Dogs on leads are welcome.",
        good=[
            Good(
                "preserve",
                "Come along to Ashcombe Orchard's autumn open day on Saturday 11 October, 10am–4pm! Every hour there's a guided orchard walk lasting roughly 45 minutes. Each walk takes a maximum of 20 people, so book your place at the gate when you get here. You'll also be able to see the traditional press working and try this season's ciders – tastings are for over-18s only. Adults pay £6 to get in, and under-12s go free. Park in the lower field; it may be shut if the ground is too wet, so it's worth checking our page that morning. Dogs on leads are very welcome.",
            ),
            Good(
                "preserve",
                """Ashcombe Orchard autumn open day
Saturday 11 October, 10am–4pm

- Guided orchard walks: every hour, about 45 minutes, max 20 people per walk – book at the gate on arrival
- See the traditional press in action and taste this season's ciders (tastings for ages 18+ only)
- Entry: adults £6, under-12s free
- Parking: lower field (may close if the ground is too wet – check our page on the morning)
- Dogs on leads welcome""",
            ),
            Good(
                "pl",
                "Zapraszamy do Ashcombe Orchard na jesienny dzień otwarty w sobotę 11 października w godzinach 10:00–16:00. Co godzinę wyrusza spacer po sadzie z przewodnikiem, który trwa około 45 minut; w jednym spacerze może wziąć udział najwyżej 20 osób, dlatego prosimy o zapisy przy bramie po przyjeździe. Będzie można zobaczyć tradycyjną prasę w działaniu i spróbować tegorocznych cydrów, przy czym degustacje są przeznaczone wyłącznie dla osób, które ukończyły 18 lat. Wstęp kosztuje 6 £ dla dorosłych, a dzieci poniżej 12 lat wchodzą bezpłatnie. Parking znajduje się na dolnym polu, które może zostać zamknięte, jeśli ziemia będzie zbyt mokra, dlatego rano warto zajrzeć na naszą stronę. Psy na smyczy są mile widziane.",
            ),
        ],
        bad=[
            Slip(0, [("lasting roughly 45 minutes", "lasting 45 minutes")], "hedge"),
            Slip(1, [("adults £6", "adults £8")], "number"),
            Slip(
                2,
                [
                    (
                        "spróbować tegorocznych cydrów,",
                        "spróbować tegorocznych cydrów (nasz wytrawny cydr zdobył w zeszłym roku złoty medal),",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-sports-physio-clinic-cancellation-policy",
        source="Clinic policy: Appointments cancelled with less than 24 hours' notice will be charged in full. If you miss two appointments without notice, we may ask you to pay in advance for future sessions. Please wear or bring loose clothing so the injured area can be examined. Your first assessment lasts 45 minutes and follow-up sessions last 30 minutes. Patients under 16 must be accompanied by a parent or guardian throughout the session. We do not accept card payments over the phone. Insurance reports are issued within 10 working days of a request, but we cannot send them directly to your insurer without your written consent.",
        good=[
            Good(
                "preserve",
                "If you cancel with under 24 hours' notice, you'll be charged the full fee. Miss two appointments without telling us, and we may ask you to pay upfront for any future sessions. Wear or bring loose clothing so we can examine the injured area. Your initial assessment takes 45 minutes; follow-ups take 30 minutes. Anyone under 16 must have a parent or guardian with them for the whole session. Please note that we don't take card payments over the phone. Insurance reports are issued within 10 working days of your request, but we can't send them straight to your insurer without your written consent.",
            ),
            Good(
                "preserve",
                """Our clinic policy in brief:
1. Cancellations made less than 24 hours before an appointment are charged at the full rate.
2. After two missed appointments without notice, we may ask for advance payment for further sessions.
3. Please wear or bring loose clothing so that the injured area can be examined.
4. First assessments last 45 minutes; follow-up sessions last 30 minutes.
5. Patients under 16 must be accompanied by a parent or guardian for the entire session.
6. Card payments are not accepted over the phone.
7. Insurance reports are provided within 10 working days of a request and cannot be sent directly to an insurer without the patient's written consent.""",
            ),
            Good(
                "pl",
                "Zasady kliniki: wizyty odwołane z wyprzedzeniem krótszym niż 24 godziny są płatne w całości. Jeśli dwukrotnie nie przyjdziesz na wizytę bez uprzedzenia, możemy poprosić o opłacanie kolejnych sesji z góry. Prosimy o założenie lub zabranie luźnego ubrania, aby można było zbadać kontuzjowane miejsce. Pierwsza konsultacja trwa 45 minut, a każda kolejna sesja 30 minut. Pacjenci poniżej 16. roku życia muszą przez całą sesję przebywać pod opieką rodzica lub opiekuna prawnego. Nie przyjmujemy płatności kartą przez telefon. Raporty dla ubezpieczycieli wydajemy w ciągu 10 dni roboczych od zgłoszenia, ale bez Twojej pisemnej zgody nie możemy przesłać ich bezpośrednio do ubezpieczyciela.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("must have a parent or guardian", "should have a parent or guardian")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Card payments are not accepted over the phone.",
                        "Card payments are accepted over the phone.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("w ciągu 10 dni roboczych", "w ciągu 5 dni roboczych")], "date"),
        ],
    ),
    Case(
        key="en-cycling-club-sunday-ride-rules",
        source="""## Group ride rules

Before joining a Sunday ride, please read the following:

- Helmets are compulsory on all club rides; riders without one will not be allowed to start.
- Groups are capped at 12 riders. Larger turnouts are split into two groups.
- Do not ride more than two abreast, and single out when the ride leader calls it.
- Carry at least one spare inner tube and a pump.
- The C group averages 22–24 km/h and never leaves anyone behind.

Full route details are posted on the [club calendar](https://ashvalecc.example.org/calendar) by Friday evening.""",
        good=[
            Good(
                "preserve",
                """## Group ride rules

Please read these before you join a Sunday ride:

- Every club ride requires a helmet. If you don't have one, you won't be allowed to start.
- A group has a maximum of 12 riders; if more people turn up, we split into two groups.
- Ride no more than two abreast, and go single file when the ride leader calls it.
- Bring at least one spare inner tube and a pump.
- The C group rides at an average of 22–24 km/h and never leaves anyone behind.

You'll find full route details on the [club calendar](https://ashvalecc.example.org/calendar) by Friday evening.""",
            ),
            Good(
                "preserve",
                """## Group ride rules

Read before any Sunday ride:

- **Helmets:** compulsory on all club rides – no helmet, no start.
- **Group size:** 12 riders max; bigger turnouts are split into two groups.
- **Formation:** never more than two abreast; single out when the ride leader calls it.
- **Kit:** at least one spare inner tube and a pump.
- **C group:** averages 22–24 km/h and never drops anyone.

Full route details go up on the [club calendar](https://ashvalecc.example.org/calendar) by Friday evening.""",
            ),
            Good(
                "pl",
                """## Zasady jazdy w grupie

Zanim dołączysz do niedzielnej przejażdżki, przeczytaj poniższe zasady:

- Kask jest obowiązkowy na wszystkich przejażdżkach klubowych; osoby bez kasku nie zostaną dopuszczone do startu.
- Grupa liczy maksymalnie 12 rowerzystów. Przy większej frekwencji dzielimy się na dwie grupy.
- Nie jedź szerzej niż dwójkami i przechodź do jazdy gęsiego, gdy prowadzący da sygnał.
- Miej ze sobą co najmniej jedną zapasową dętkę i pompkę.
- Grupa C jedzie ze średnią prędkością 22–24 km/h i nigdy nikogo nie zostawia w tyle.

Szczegóły tras publikujemy w [kalendarzu klubu](https://ashvalecc.example.org/calendar) do piątkowego wieczoru.""",
            ),
        ],
        bad=[
            Slip(0, [("## Group ride rules", "Group ride rules")], "markdown"),
            Slip(1, [("never drops anyone", "will drop anyone who falls behind")], "negation"),
            Slip(2, [("maksymalnie 12 rowerzystów", "maksymalnie 15 rowerzystów")], "number"),
        ],
    ),
    Case(
        key="en-bereavement-support-group-meetings",
        source="Our bereavement support group meets on the first and third Tuesday of each month, from 7pm to 8:30pm, in the Garden Room at St Anne's Community Centre. The group is open to anyone who has lost someone close to them, whether recently or many years ago. You don't need to book, and you don't have to speak if you'd rather just listen. Everything shared in the group stays in the group. The sessions are led by two trained volunteers, but they are not a substitute for counselling; if you need more support, we can help you find a counsellor. There is no charge, although donations towards tea and coffee are welcome.",
        good=[
            Good(
                "preserve",
                "If you've lost someone close to you – whether it happened recently or many years ago – you're welcome at our bereavement support group. We meet in the Garden Room at St Anne's Community Centre on the first and third Tuesday of every month, 7pm–8:30pm. There's no need to book, and if you'd prefer simply to listen, you don't have to speak. What's shared in the group stays in the group. Two trained volunteers lead each session, though the sessions aren't a replacement for counselling; if you need more support, we can help you find a counsellor. It's free to attend, and donations towards tea and coffee are welcome.",
            ),
            Good(
                "preserve",
                """Bereavement support group
When: first and third Tuesday of each month, 7–8:30pm
Where: Garden Room, St Anne's Community Centre
Who: anyone who has lost someone close to them, recently or many years ago

No booking needed, and no one has to speak – just listening is fine. Everything shared in the group stays in the group. Sessions are led by two trained volunteers; they are not a substitute for counselling, but we can help you find a counsellor if you need more support. Free of charge – donations towards tea and coffee welcome.""",
            ),
            Good(
                "pl",
                "Nasza grupa wsparcia w żałobie spotyka się w pierwszy i trzeci wtorek każdego miesiąca, od 19:00 do 20:30, w Garden Room w St Anne's Community Centre. Grupa jest otwarta dla każdego, kto stracił bliską osobę – niezależnie od tego, czy stało się to niedawno, czy wiele lat temu. Nie trzeba się zapisywać, a jeśli wolisz tylko słuchać, nie musisz zabierać głosu. Wszystko, co zostanie powiedziane w grupie, zostaje w grupie. Spotkania prowadzi dwoje przeszkolonych wolontariuszy, ale nie zastępują one profesjonalnej pomocy psychologicznej; jeśli potrzebujesz większego wsparcia, pomożemy Ci znaleźć terapeutę. Udział jest bezpłatny, choć chętnie przyjmujemy datki na herbatę i kawę.",
            ),
        ],
        bad=[
            Slip(0, [("There's no need to book", "You need to book ahead")], "negation"),
            Slip(1, [("first and third Tuesday", "first and third Thursday")], "date"),
            Slip(
                2,
                [
                    (
                        "Nie trzeba się zapisywać, a jeśli wolisz tylko słuchać, nie musisz zabierać głosu. Wszystko, co zostanie powiedziane w grupie, zostaje w grupie.",
                        "You don't need to book, and you don't have to speak if you'd rather just listen. Everything shared in the group stays in the group.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-harbour-east-pontoon-fuel-berth",
        source="The fuel berth on the east pontoon is open from 8am to 6pm daily between 1 April and 30 September, and from 9am to 4pm on weekdays only for the rest of the year. Diesel and petrol are both available; the maximum draught alongside is 2.4 metres at low water. Vessels must call the harbour office on VHF channel 12 before approaching the berth. Boats may stay on the berth for no longer than 20 minutes and must not be left unattended while fuelling. Payment is by card only. Outside opening hours, fuel can be arranged for commercial vessels by calling 01632 960 455 at least 24 hours ahead.",
        good=[
            Good(
                "preserve",
                """East pontoon fuel berth

Opening hours: 8am–6pm every day from 1 April to 30 September; for the rest of the year, 9am–4pm, weekdays only.
Fuel: diesel and petrol.
Depth: maximum draught alongside is 2.4 m at low water.

Before approaching, vessels must call the harbour office on VHF channel 12. You may stay on the berth for up to 20 minutes, and you must not leave your boat unattended while fuelling. Card payment only. Commercial vessels can arrange fuel outside opening hours by phoning 01632 960 455 at least 24 hours in advance.""",
            ),
            Good(
                "preserve",
                "Both diesel and petrol are sold at the fuel berth on the east pontoon. From 1 April to 30 September it opens daily, 8am to 6pm; for the rest of the year it is open on weekdays only, 9am to 4pm. At low water, the maximum draught alongside is 2.4 metres. Every vessel must call the harbour office on VHF channel 12 before coming onto the berth. Boats may stay alongside for a maximum of 20 minutes and must not be left unattended during fuelling. Only card payment is accepted. If you run a commercial vessel and need fuel outside these hours, call 01632 960 455 at least 24 hours beforehand.",
            ),
            Good(
                "pl",
                "Stanowisko paliwowe przy wschodnim pomoście jest czynne codziennie od 8:00 do 18:00 w okresie od 1 kwietnia do 30 września, a przez resztę roku od 9:00 do 16:00 wyłącznie w dni robocze. Dostępny jest olej napędowy i benzyna; maksymalne zanurzenie przy stanowisku wynosi 2,4 m przy niskiej wodzie. Przed podejściem do stanowiska jednostki muszą wywołać kapitanat na kanale 12 VHF. Łodzie mogą stać przy stanowisku nie dłużej niż 20 minut i nie wolno ich zostawiać bez nadzoru podczas tankowania. Płatność wyłącznie kartą. Poza godzinami otwarcia jednostki komercyjne mogą zamówić paliwo, dzwoniąc pod numer 01632 960 455 co najmniej 24 godziny wcześniej.",
            ),
        ],
        bad=[
            Slip(0, [("from 1 April", "from 1 May")], "date"),
            Slip(1, [("2.4 metres", "2.8 metres")], "number"),
            Slip(
                2,
                [("jednostki muszą wywołać kapitanat", "jednostki powinny wywołać kapitanat")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-rehome-recycled-furniture-collection-scheme",
        source="The ReHome furniture scheme collects good-quality second-hand furniture from households in the borough and passes it on to families moving into social housing. We can collect sofas, tables, chairs, wardrobes and bed frames, but we cannot accept mattresses, items with missing fire safety labels, or anything with broken parts. Collections are free and usually take place within two weeks of booking. To book, fill in the form at www.rehome-borough.example.org/donate or email collections@rehome-borough.example.org with photos of each item. Please note that our drivers are not able to carry items down more than two flights of stairs unless there is a lift.",
        good=[
            Good(
                "preserve",
                "Through the ReHome furniture scheme, we pick up good-quality second-hand furniture from homes in the borough and pass it on to families who are moving into social housing. We're happy to collect sofas, tables, chairs, wardrobes and bed frames. We can't take mattresses, anything missing its fire safety labels, or items with broken parts. Collection costs nothing and usually happens within two weeks of your booking. You can book using the form at www.rehome-borough.example.org/donate, or email photos of each item to collections@rehome-borough.example.org. Just so you know, unless there's a lift, our drivers can't carry furniture down more than two flights of stairs.",
            ),
            Good(
                "preserve",
                """ReHome furniture scheme
We collect good-quality second-hand furniture from households in the borough and give it to families moving into social housing.

We collect: sofas, tables, chairs, wardrobes, bed frames.
We don't accept: mattresses, items without their fire safety labels, anything with broken parts.

Collections are free and usually happen within two weeks of booking. Book via the form at www.rehome-borough.example.org/donate or email collections@rehome-borough.example.org with photos of each item. Our drivers cannot carry items down more than two flights of stairs unless there is a lift.""",
            ),
            Good(
                "pl",
                "Program meblowy ReHome odbiera dobrej jakości używane meble z gospodarstw domowych w naszej gminie i przekazuje je rodzinom, które wprowadzają się do mieszkań socjalnych. Odbieramy sofy, stoły, krzesła, szafy i ramy łóżek, ale nie przyjmujemy materacy, przedmiotów bez etykiet bezpieczeństwa przeciwpożarowego ani niczego z uszkodzonymi częściami. Odbiór jest bezpłatny i zwykle następuje w ciągu dwóch tygodni od zgłoszenia. Aby umówić odbiór, wypełnij formularz na stronie www.rehome-borough.example.org/donate lub wyślij zdjęcia każdego przedmiotu na adres collections@rehome-borough.example.org. Pamiętaj, że jeśli w budynku nie ma windy, nasi kierowcy nie mogą znosić mebli po więcej niż dwóch biegach schodów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "usually happens within two weeks of your booking.",
                        "usually happens within two weeks of your booking, and we'll send you a photo once your furniture has found its new home.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("We don't accept: mattresses,", "We also accept: mattresses,")], "negation"),
            Slip(
                2,
                [
                    (
                        "collections@rehome-borough.example.org",
                        "collection@rehome-borough.example.org",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-clay-studio-member-house-rules",
        source="Studio membership costs £65 a month and includes 24/7 access, a shelf for work in progress and up to 10 kg of clay per month. Glaze firings are charged separately at £3 per kilo of fired work. New members must complete a one-hour induction before using the wheels or kilns on their own. Members should clean their wheel and tools after every session, and reclaim clay should go in the blue buckets, not down the sink. Only studio staff may load and unload the kilns. Firing times vary, but work is usually ready for collection within a week. Membership can be paused for up to two months a year.",
        good=[
            Good(
                "preserve",
                "For £65 a month, you get round-the-clock access to the studio, a shelf for your work in progress and up to 10 kg of clay each month. Glaze firings cost extra: £3 per kilo of fired work. Before you use the wheels or kilns on your own, you must complete a one-hour induction. After every session you should clean your wheel and tools, and reclaim clay should go in the blue buckets rather than down the sink. Loading and unloading the kilns may only be done by studio staff. Firing times vary, though your work will usually be ready to collect within a week. You can pause your membership for up to two months a year.",
            ),
            Good(
                "preserve",
                """Membership: £65/month

Includes:
- 24/7 studio access
- a shelf for work in progress
- up to 10 kg of clay per month

Glaze firings are extra, at £3 per kilo of fired work.

House rules:
- New members must complete a one-hour induction before using the wheels or kilns unsupervised.
- Members should clean their wheel and tools after each session.
- Reclaim clay should go in the blue buckets, never down the sink.
- Only studio staff may load and unload the kilns.

Firing times vary; work is usually ready to collect within a week. Membership can be paused for up to two months per year.""",
            ),
            Good(
                "pl",
                "Członkostwo w pracowni kosztuje 65 £ miesięcznie i obejmuje całodobowy dostęp, półkę na prace w toku oraz do 10 kg gliny miesięcznie. Wypały szkliwa są płatne osobno – 3 £ za kilogram wypalonych prac. Nowi członkowie muszą przejść godzinne szkolenie wprowadzające, zanim zaczną samodzielnie korzystać z kół garncarskich lub pieców. Po każdej sesji członkowie powinni wyczyścić koło i narzędzia, a glina do odzysku powinna trafiać do niebieskich wiader, a nie do zlewu. Piece mogą załadowywać i rozładowywać wyłącznie pracownicy pracowni. Czas wypału bywa różny, ale prace są zwykle gotowe do odbioru w ciągu tygodnia. Członkostwo można zawiesić maksymalnie na dwa miesiące w roku.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you must complete a one-hour induction",
                        "you should complete a one-hour induction",
                    )
                ],
                "modality",
            ),
            Slip(1, [("up to 10 kg of clay per month", "up to 15 kg of clay per month")], "number"),
            Slip(2, [("prace są zwykle gotowe", "prace są gotowe")], "hedge"),
        ],
    ),
    Case(
        key="en-tenancy-inventory-check-in-guide",
        source="At check-in, the inventory clerk will go through the property with you and record the condition of each room, including photos of any existing marks or damage. You will receive a copy of the inventory within 3 working days and have 7 days from receipt to add comments or dispute anything in it. Do not sign the inventory until you are satisfied it is accurate. Your deposit must be protected in a government-approved scheme within 30 days of receipt, as required by section 213 of the Housing Act 2004, and your landlord must give you the prescribed information. At check-out, the inventory will be used to decide whether any deductions from your deposit are fair; your landlord cannot deduct money for fair wear and tear.",
        good=[
            Good(
                "preserve",
                "During check-in, the inventory clerk will walk through the property with you, recording the condition of every room and photographing any existing marks or damage. A copy of the inventory will be sent to you within 3 working days, and you will then have 7 days from receiving it to add comments or challenge any entry. Do not sign it until you are satisfied that it is accurate. Your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it, as section 213 of the Housing Act 2004 requires, and must also give you the prescribed information. At check-out, the inventory will be used to judge whether any deductions from your deposit are fair, and no money can be deducted for fair wear and tear.",
            ),
            Good(
                "preserve",
                """What happens at check-in
1. The inventory clerk goes round the property with you and records the condition of each room, photographing any marks or damage that are already there.
2. You receive a copy of the inventory within 3 working days.
3. You have 7 days from receiving it to add comments or dispute anything.
4. Don't sign the inventory until you're satisfied it's accurate.

Your deposit must be protected in a government-approved scheme within 30 days of receipt (section 213, Housing Act 2004), and your landlord must give you the prescribed information. At check-out, the inventory is used to decide whether any deductions from your deposit are fair – your landlord cannot deduct anything for fair wear and tear.""",
            ),
            Good(
                "pl",
                "Podczas odbioru mieszkania osoba sporządzająca protokół zdawczo-odbiorczy przejdzie z Tobą przez cały lokal i opisze stan każdego pomieszczenia, robiąc zdjęcia wszelkich istniejących śladów lub uszkodzeń. Kopię protokołu otrzymasz w ciągu 3 dni roboczych, a od jej otrzymania będziesz mieć 7 dni na dodanie uwag lub zakwestionowanie jego treści. Nie podpisuj protokołu, dopóki nie upewnisz się, że jest dokładny. Zgodnie z sekcją 213 ustawy Housing Act 2004 kaucja musi zostać zabezpieczona w zatwierdzonym przez rząd systemie w ciągu 30 dni od jej otrzymania, a wynajmujący musi przekazać Ci wymagane informacje (tzw. prescribed information). Przy wyprowadzce protokół posłuży do oceny, czy ewentualne potrącenia z kaucji są uzasadnione; wynajmujący nie może potrącać pieniędzy za normalne zużycie.",
            ),
        ],
        bad=[
            Slip(0, [("Housing Act 2004", "Housing Act 1988")], "legal_reference"),
            Slip(1, [("within 30 days of receipt", "within 60 days of receipt")], "date"),
            Slip(2, [("wynajmujący nie może potrącać", "wynajmujący może potrącać")], "negation"),
        ],
    ),
    Case(
        key="en-nightly-backup-script-readme",
        source="""# nightly-backup

A small shell script that archives `/srv/data` and uploads it to an S3-compatible bucket.

## Setup

1. Copy `backup.env.example` to `backup.env` and set `BUCKET_NAME` and `RETENTION_DAYS`.
2. Make the script executable with `chmod +x nightly-backup.sh`.
3. Add it to cron, for example `0 2 * * * /opt/nightly-backup/nightly-backup.sh`.

The script must run as a user with read access to `/srv/data`. It should not be run as root. Archives older than `RETENTION_DAYS` are deleted automatically, so test with `--dry-run` first.""",
        good=[
            Good(
                "preserve",
                """# nightly-backup

This is a small shell script that creates an archive of `/srv/data` and uploads it to an S3-compatible bucket.

## Setup

1. Copy `backup.env.example` to `backup.env`, then fill in `BUCKET_NAME` and `RETENTION_DAYS`.
2. Run `chmod +x nightly-backup.sh` to make the script executable.
3. Schedule it with cron, e.g. `0 2 * * * /opt/nightly-backup/nightly-backup.sh`.

The script must be run by a user who has read access to `/srv/data`, and it should not be run as root. Because archives older than `RETENTION_DAYS` are removed automatically, try it with `--dry-run` first.""",
            ),
            Good(
                "preserve",
                """# nightly-backup

Shell script that archives `/srv/data` and pushes the archive to an S3-compatible bucket.

## Setup

1. Copy `backup.env.example` to `backup.env`; set `BUCKET_NAME` and `RETENTION_DAYS` there.
2. Make it executable: `chmod +x nightly-backup.sh`.
3. Add a cron entry such as `0 2 * * * /opt/nightly-backup/nightly-backup.sh`.

**Notes:** the script must run under a user with read access to `/srv/data` and should not be run as root. Archives older than `RETENTION_DAYS` get deleted automatically, so do a `--dry-run` first.""",
            ),
            Good(
                "pl",
                """# nightly-backup

Niewielki skrypt powłoki, który archiwizuje katalog `/srv/data` i wysyła archiwum do zasobnika zgodnego z S3.

## Konfiguracja

1. Skopiuj `backup.env.example` do `backup.env` i ustaw `BUCKET_NAME` oraz `RETENTION_DAYS`.
2. Nadaj skryptowi prawo wykonywania poleceniem `chmod +x nightly-backup.sh`.
3. Dodaj go do crona, np. `0 2 * * * /opt/nightly-backup/nightly-backup.sh`.

Skrypt musi działać z konta użytkownika, który ma prawo odczytu `/srv/data`. Nie powinien być uruchamiany jako root. Archiwa starsze niż `RETENTION_DAYS` są usuwane automatycznie, dlatego najpierw przetestuj go z opcją `--dry-run`.""",
            ),
        ],
        bad=[
            Slip(0, [("Copy `backup.env.example`", "Copy `backup.example.env`")], "code"),
            Slip(
                1,
                [
                    (
                        "`chmod +x nightly-backup.sh`.\n3. Add a cron entry",
                        "`chmod +x nightly-backup.sh`, then add a cron entry",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("Skrypt musi działać", "Skrypt powinien działać")], "modality"),
        ],
    ),
    Case(
        key="en-allotment-water-butt-survey-summary",
        source="A two-year survey of 48 allotment sites in the West Midlands found that plots using water butts drew roughly 40% less mains water over the summer than plots without them (Hallam & Price, 2021, Journal of Urban Horticulture, 14(2), pp. 55–71). The authors suggest that mulching may account for part of the difference, since many plot-holders with water butts also mulched their beds. However, they caution that the sample was self-selected and that the results probably overstate the effect for less experienced growers. The council's allotment newsletter plans to repeat the survey in 2026 with a larger sample.",
        good=[
            Good(
                "preserve",
                "Over two years, researchers surveyed 48 allotment sites across the West Midlands. Plots with water butts used around 40% less mains water in summer than plots without them (Hallam & Price, 2021, Journal of Urban Horticulture, 14(2), pp. 55–71). Part of this gap may be due to mulching, the authors suggest, because many of the plot-holders who had water butts mulched their beds as well. They also caution that the sample was self-selected, so the findings probably overstate the effect for less experienced growers. The council's allotment newsletter intends to run the survey again in 2026, with a bigger sample.",
            ),
            Good(
                "preserve",
                """Key finding: across 48 allotment sites in the West Midlands, surveyed over two years, plots with water butts used roughly 40% less mains water during the summer than those without (Hallam & Price, 2021, Journal of Urban Horticulture, 14(2), pp. 55–71).

Possible factor: according to the authors, mulching may explain some of the difference, as many water-butt users also mulched their beds.

Caveats: the sample was self-selected, and the authors caution that the results probably overstate the effect for less experienced growers.

Next step: the council's allotment newsletter plans a repeat survey in 2026 with a larger sample.""",
            ),
            Good(
                "pl",
                "Dwuletnie badanie 48 ogrodów działkowych w regionie West Midlands wykazało, że działki korzystające ze zbiorników na deszczówkę zużywały latem około 40% mniej wody z wodociągu niż działki bez nich (Hallam i Price, 2021, Journal of Urban Horticulture, 14(2), s. 55–71). Autorzy sugerują, że część tej różnicy może wynikać ze ściółkowania, ponieważ wielu działkowców mających zbiorniki ściółkowało też grządki. Zastrzegają jednak, że próba była samowybieralna, a wyniki prawdopodobnie zawyżają efekt w przypadku mniej doświadczonych ogrodników. Biuletyn działkowy rady gminy planuje powtórzyć badanie w 2026 roku na większej próbie.",
            ),
        ],
        bad=[
            Slip(0, [("(Hallam & Price, 2021", "(Hallam & Price, 2012")], "citation"),
            Slip(
                1,
                [
                    (
                        "mulching may explain some of the difference",
                        "mulching explains some of the difference",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("badanie 48 ogrodów", "badanie 58 ogrodów")], "number"),
        ],
    ),
    Case(
        key="en-warehouse-company-data-retention-policy",
        source="Under Article 5(1)(e) of the GDPR, we keep personal data only for as long as we need it for the purpose it was collected. Customer account data is kept for 6 years after the account is closed, to meet our tax obligations. CCTV footage from our warehouse is normally overwritten after 31 days, unless it is needed to investigate an incident. Job applicants' CVs are deleted 12 months after the recruitment process ends, and we will not keep them longer without the applicant's consent. Staff must not store customer data on personal devices. If you believe we hold data about you that we should have deleted, you may submit a request under Article 17.",
        good=[
            Good(
                "preserve",
                """Data retention at a glance

In line with Article 5(1)(e) GDPR, personal data is kept only for as long as it is needed for the purpose for which it was collected.
- Customer account data: kept for 6 years after the account is closed, to meet our tax obligations.
- Warehouse CCTV footage: normally overwritten after 31 days, unless needed to investigate an incident.
- Job applicants' CVs: deleted 12 months after the recruitment process ends, and not kept any longer without the applicant's consent.

Staff must not store customer data on personal devices. Anyone who believes we hold data about them that should have been deleted may submit a request under Article 17.""",
            ),
            Good(
                "preserve",
                "We only hold on to personal data for as long as we need it for the reason we collected it, as Article 5(1)(e) of the GDPR requires. In practice, customer account data stays on file for 6 years after an account is closed, because of our tax obligations; CVs from job applicants are deleted 12 months after recruitment ends, and we won't keep them any longer unless the applicant consents; and CCTV footage from the warehouse is normally overwritten after 31 days, unless we need it to investigate an incident. Staff must never store customer data on their personal devices. Think we still hold data about you that we should have deleted? You may submit a request under Article 17.",
            ),
            Good(
                "pl",
                "Zgodnie z art. 5 ust. 1 lit. e RODO przechowujemy dane osobowe tylko tak długo, jak są nam potrzebne do celu, w którym zostały zebrane. Dane kont klientów przechowujemy przez 6 lat od zamknięcia konta, aby wywiązać się z obowiązków podatkowych. Nagrania z monitoringu w naszym magazynie są zwykle nadpisywane po 31 dniach, chyba że są potrzebne do wyjaśnienia incydentu. CV kandydatów do pracy usuwamy 12 miesięcy po zakończeniu rekrutacji i bez zgody kandydata nie przechowujemy ich dłużej. Pracownikom nie wolno przechowywać danych klientów na prywatnych urządzeniach. Jeśli uważasz, że przechowujemy Twoje dane, które powinniśmy byli usunąć, możesz złożyć wniosek na podstawie art. 17.",
            ),
        ],
        bad=[
            Slip(0, [("request under Article 17", "request under Article 15")], "legal_reference"),
            Slip(1, [("Staff must never store", "Staff should never store")], "modality"),
            Slip(
                2,
                [
                    (
                        "bez zgody kandydata nie przechowujemy ich dłużej",
                        "bez zgody kandydata przechowujemy je dłużej",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-tidewatch-cli-release-notes",
        source="""Release notes for tidewatch 3.2.0

This release adds the `--since` flag to `tidewatch export`, so you can export only readings recorded after a given date. The default polling interval has changed from 60 to 300 seconds to reduce load on the station API; set `poll_interval` in `tidewatch.toml` if you need the old behaviour. Python 3.8 is no longer supported, and the minimum version is now 3.10. We fixed a bug where CSV exports could drop the last row when the file ended without a newline. Upgrading should not require any changes to existing config files. Thanks to the 14 contributors who worked on this release.""",
        good=[
            Good(
                "preserve",
                """## tidewatch 3.2.0

- **New:** `tidewatch export` now accepts a `--since` flag, so you can export only readings recorded after a given date.
- **Changed:** the default polling interval goes from 60 to 300 seconds, which reduces load on the station API. If you need the old behaviour, set `poll_interval` in `tidewatch.toml`.
- **Removed:** support for Python 3.8; the minimum supported version is now 3.10.
- **Fixed:** CSV exports could drop their last row when the file ended without a newline.

Upgrading should not require any changes to existing config files. Thank you to the 14 contributors who worked on this release.""",
            ),
            Good(
                "preserve",
                "tidewatch 3.2.0 is out. The headline addition is a `--since` flag for `tidewatch export`, which lets you limit an export to readings recorded after a given date. To take some load off the station API, the default polling interval is now 300 seconds instead of 60; if you want the old behaviour, set `poll_interval` in `tidewatch.toml`. Support for Python 3.8 has been dropped, and 3.10 is now the minimum version. We also fixed a bug that could make CSV exports drop their last row when the file ended without a newline. Upgrading shouldn't require changes to your existing config files. Thanks to all 14 contributors who worked on this release.",
            ),
            Good(
                "pl",
                """Informacje o wydaniu tidewatch 3.2.0

W tym wydaniu do polecenia `tidewatch export` dodano flagę `--since`, dzięki której można eksportować tylko odczyty zarejestrowane po podanej dacie. Domyślny interwał odpytywania zmieniono z 60 na 300 sekund, aby zmniejszyć obciążenie API stacji; jeśli potrzebujesz dotychczasowego zachowania, ustaw `poll_interval` w pliku `tidewatch.toml`. Python 3.8 nie jest już obsługiwany, a minimalna wersja to teraz 3.10. Naprawiliśmy błąd, przez który eksport do CSV mógł gubić ostatni wiersz, gdy plik nie kończył się znakiem nowej linii. Aktualizacja nie powinna wymagać żadnych zmian w istniejących plikach konfiguracyjnych. Dziękujemy 14 osobom, które współtworzyły to wydanie.""",
            ),
        ],
        bad=[
            Slip(0, [("set `poll_interval` in", "set `polling_interval` in")], "code"),
            Slip(1, [("now 300 seconds instead of 60", "now 600 seconds instead of 60")], "number"),
            Slip(
                2,
                [
                    (
                        "Naprawiliśmy błąd, przez który",
                        "Eksport jest teraz około dwa razy szybszy. Naprawiliśmy też błąd, przez który",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-year-five-museum-trip-letter",
        source="""Dear Parents and Carers,

Year 5 will visit the Science Museum in London on Thursday 12 June. The coach will leave school at 8:15am and we expect to return by about 5pm. The cost of the trip is £18, which covers transport and entry; no child will be left out because of cost, so please speak to the office in confidence if this is a concern. Consent forms must be returned by Friday 30 May. Children should bring a packed lunch in a disposable bag and must not bring mobile phones or money. Please let us know about any medical needs or allergies.

Kind regards,
Mrs Okafor""",
        good=[
            Good(
                "preserve",
                """Dear Parents and Carers,

On Thursday 12 June, Year 5 are off to the Science Museum in London! The coach leaves school at 8:15am, and we expect to be back by about 5pm. The trip costs £18, covering both transport and entry. No child will miss out because of the cost – if this is a worry, please have a confidential word with the office. Consent forms must be back with us by Friday 30 May. Your child should bring a packed lunch in a disposable bag, and must not bring a mobile phone or any money. Do tell us about any medical needs or allergies.

Kind regards,
Mrs Okafor""",
            ),
            Good(
                "preserve",
                """Dear Parents and Carers,

I am writing to inform you that Year 5 will be visiting the Science Museum in London on Thursday 12 June. The coach will depart from school at 8:15am, and we anticipate returning by approximately 5pm. The trip costs £18, which includes transport and entry. No child will be excluded on grounds of cost; if this is a concern, please contact the school office in confidence. Consent forms must be returned no later than Friday 30 May. Pupils should bring a packed lunch in a disposable bag; mobile phones and money must not be brought. Please inform us of any medical needs or allergies.

Kind regards,
Mrs Okafor""",
            ),
            Good(
                "pl",
                """Szanowni Rodzice i Opiekunowie,

w czwartek 12 czerwca klasa 5 pojedzie do Science Museum w Londynie. Autokar odjedzie spod szkoły o 8:15, a powrót przewidujemy około 17:00. Koszt wycieczki wynosi 18 £ i obejmuje przejazd oraz bilety wstępu; żadne dziecko nie zostanie wykluczone z powodu kosztów, dlatego jeśli jest to dla Państwa problem, prosimy o poufny kontakt z sekretariatem. Zgody muszą zostać zwrócone do piątku 30 maja. Dzieci powinny zabrać suchy prowiant w jednorazowej torbie i nie mogą zabierać telefonów komórkowych ani pieniędzy. Prosimy o informację o wszelkich potrzebach medycznych lub alergiach.

Z wyrazami szacunku
Mrs Okafor""",
            ),
        ],
        bad=[
            Slip(0, [("by Friday 30 May", "by Friday 6 June")], "date"),
            Slip(
                1,
                [("Consent forms must be returned", "Consent forms should be returned")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "nie mogą zabierać telefonów komórkowych ani pieniędzy",
                        "mogą zabierać telefony komórkowe i pieniądze",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-insomnia-app-therapy-trial-digest",
        source="A randomised trial of 312 adults with chronic insomnia found that six weeks of digital cognitive behavioural therapy (dCBT-I) improved sleep efficiency more than sleep hygiene education alone (Marsh et al., 2023, Sleep Medicine, doi:10.1016/j.sleep.2023.04.017). Participants in the dCBT-I group fell asleep on average about 19 minutes faster at the end of treatment. The benefit appeared to persist at the 6-month follow-up, although around a quarter of participants did not complete it. The authors note that the trial excluded people with untreated sleep apnoea, so the findings may not apply to them.",
        good=[
            Good(
                "preserve",
                "In a randomised trial involving 312 adults with chronic insomnia, six weeks of digital cognitive behavioural therapy (dCBT-I) led to greater improvements in sleep efficiency than sleep hygiene education alone (Marsh et al., 2023, Sleep Medicine, doi:10.1016/j.sleep.2023.04.017). By the end of treatment, people in the dCBT-I group were falling asleep roughly 19 minutes faster on average. At the 6-month follow-up the benefit seemed to last, though around one in four participants didn't complete the follow-up. Because people with untreated sleep apnoea were excluded from the trial, the authors point out, the findings may not apply to them.",
            ),
            Good(
                "preserve",
                """What the study found (Marsh et al., 2023, Sleep Medicine, doi:10.1016/j.sleep.2023.04.017):
- Who: 312 adults with chronic insomnia, in a randomised trial.
- What: six weeks of digital cognitive behavioural therapy (dCBT-I) versus sleep hygiene education alone.
- Result: dCBT-I improved sleep efficiency more; by the end of treatment, the dCBT-I group fell asleep about 19 minutes faster on average.
- Follow-up: the benefit appeared to persist at 6 months, but roughly a quarter of participants did not complete the follow-up.
- Limits: people with untreated sleep apnoea were excluded, so the findings may not apply to them.""",
            ),
            Good(
                "pl",
                "Randomizowane badanie z udziałem 312 dorosłych z przewlekłą bezsennością wykazało, że sześć tygodni cyfrowej terapii poznawczo-behawioralnej (dCBT-I) poprawiło efektywność snu bardziej niż sama edukacja w zakresie higieny snu (Marsh i in., 2023, Sleep Medicine, doi:10.1016/j.sleep.2023.04.017). Pod koniec leczenia uczestnicy z grupy dCBT-I zasypiali średnio o około 19 minut szybciej. Korzyść wydawała się utrzymywać podczas obserwacji po 6 miesiącach, choć mniej więcej jedna czwarta uczestników jej nie ukończyła. Autorzy zaznaczają, że z badania wykluczono osoby z nieleczonym bezdechem sennym, więc wyniki mogą ich nie dotyczyć.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("doi:10.1016/j.sleep.2023.04.017", "doi:10.1016/j.sleep.2023.04.071")],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "the benefit appeared to persist at 6 months",
                        "the benefit persisted at 6 months",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Pod koniec leczenia uczestnicy",
                        "Badanie sfinansował Wellcome Trust. Pod koniec leczenia uczestnicy",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-westbrook-library-late-fees-change",
        source="From 1 September, Westbrook Libraries will no longer charge late fees on children's books. Adult items will still incur a fine of 25p per day, up to a maximum of £5 per item. If an item is more than 8 weeks overdue, it will be treated as lost and you will be charged the replacement cost, but this will be refunded if the item is returned within 6 months. You can renew items up to three times online at westbrook.example.gov.uk/libraries/renew, unless another reader has reserved them. Outstanding charges of under £2 will not stop you from borrowing.",
        good=[
            Good(
                "preserve",
                "From 1 September, Westbrook Libraries is scrapping late fees on children's books. Fines on adult items stay at 25p a day, capped at £5 per item. Once an item is more than 8 weeks overdue, we'll treat it as lost and charge you the replacement cost – but you'll get that money back if you return the item within 6 months. You can renew items online up to three times at westbrook.example.gov.uk/libraries/renew, as long as no other reader has reserved them. And if you owe less than £2, that won't stop you borrowing.",
            ),
            Good(
                "preserve",
                """Westbrook Libraries: changes to charges from 1 September

- Children's books: no more late fees.
- Adult items: 25p per day, up to a maximum of £5 per item.
- More than 8 weeks overdue: the item is treated as lost and you pay the replacement cost, refunded if the item comes back within 6 months.
- Renewals: up to three times online at westbrook.example.gov.uk/libraries/renew, unless another reader has reserved the item.
- Outstanding charges under £2 won't prevent you from borrowing.""",
            ),
            Good(
                "pl",
                "Od 1 września Westbrook Libraries przestaną pobierać opłaty za przetrzymanie książek dla dzieci. Za materiały dla dorosłych nadal będzie naliczana kara w wysokości 25 pensów dziennie, maksymalnie 5 £ za egzemplarz. Jeśli termin zwrotu zostanie przekroczony o ponad 8 tygodni, egzemplarz zostanie uznany za zagubiony i zostaniesz obciążony kosztem jego odkupienia, ale kwota ta zostanie zwrócona, jeśli oddasz go w ciągu 6 miesięcy. Wypożyczenia możesz przedłużać online maksymalnie trzy razy na stronie westbrook.example.gov.uk/libraries/renew, chyba że inny czytelnik zarezerwował dany egzemplarz. Zaległe opłaty poniżej 2 £ nie blokują możliwości wypożyczania.",
            ),
        ],
        bad=[
            Slip(0, [("capped at £5 per item", "capped at £10 per item")], "number"),
            Slip(
                1,
                [
                    (
                        "Outstanding charges under £2 won't prevent you",
                        "Outstanding charges under £2 will prevent you",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "westbrook.example.gov.uk/libraries/renew",
                        "westbrook.example.gov.uk/library/renew",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-joinery-workshop-noise-exposure-notice",
        source="Under the Control of Noise at Work Regulations 2005, employers must carry out a risk assessment where workers are likely to be exposed at or above the lower exposure action value of 80 dB(A). At 85 dB(A), hearing protection must be provided and worn, and hearing protection zones must be marked. Regulation 9 requires health surveillance for employees who are regularly exposed above the upper action value. In our workshop, the planer and the bandsaw probably exceed 85 dB(A) during normal use, so ear defenders must be worn whenever either machine is running. Staff may request a hearing test at any time through HR.",
        good=[
            Good(
                "preserve",
                "The Control of Noise at Work Regulations 2005 require employers to carry out a risk assessment wherever workers are likely to be exposed at or above the lower exposure action value of 80 dB(A). At 85 dB(A), hearing protection must be both provided and worn, and hearing protection zones must be marked. Under Regulation 9, employees who are regularly exposed above the upper action value must receive health surveillance. In our workshop, the planer and the bandsaw probably go over 85 dB(A) in normal use, so ear defenders must be worn whenever either of them is running. Any member of staff may ask HR for a hearing test at any time.",
            ),
            Good(
                "preserve",
                """Noise in the workshop – what you need to know

The law (Control of Noise at Work Regulations 2005):
- Employers must carry out a risk assessment where workers are likely to be exposed at or above 80 dB(A), the lower exposure action value.
- At 85 dB(A), hearing protection must be provided and worn, and hearing protection zones must be marked.
- Regulation 9: health surveillance is required for employees regularly exposed above the upper action value.

Our workshop: the planer and the bandsaw probably exceed 85 dB(A) in normal use, so you must wear ear defenders whenever either machine is running. You may request a hearing test through HR at any time.""",
            ),
            Good(
                "pl",
                "Zgodnie z Control of Noise at Work Regulations 2005 pracodawca musi przeprowadzić ocenę ryzyka, jeśli pracownicy prawdopodobnie będą narażeni na hałas na poziomie dolnej wartości progowej działania, wynoszącej 80 dB(A), lub wyższym. Przy 85 dB(A) ochronniki słuchu muszą być zapewnione i noszone, a strefy ochrony słuchu muszą być oznakowane. Regulation 9 wymaga objęcia nadzorem zdrowotnym pracowników regularnie narażonych na hałas powyżej górnej wartości progowej działania. W naszym warsztacie strugarka i piła taśmowa prawdopodobnie przekraczają 85 dB(A) podczas normalnej pracy, dlatego nauszniki muszą być noszone zawsze, gdy którakolwiek z tych maszyn pracuje. Pracownicy mogą w dowolnym momencie poprosić dział HR o badanie słuchu.",
            ),
        ],
        bad=[
            Slip(0, [("Under Regulation 9,", "Under Regulation 6,")], "legal_reference"),
            Slip(1, [("the bandsaw probably exceed", "the bandsaw exceed")], "hedge"),
            Slip(
                2,
                [
                    (
                        "ochronniki słuchu muszą być zapewnione i noszone",
                        "ochronniki słuchu powinny być zapewnione i noszone",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-fieldnotes-package-installation-docs",
        source="""## Installation

`fieldnotes` requires Python 3.10 or later. Install it from PyPI with:

```
pip install fieldnotes
```

If you want the optional PDF export, install the extra instead: `pip install "fieldnotes[pdf]"`. On Linux, PDF export also needs the system package `libcairo2`, which pip cannot install for you.

To check that everything works, run `fieldnotes --version`; it should print the installed version number. If you use a virtual environment, activate it before installing, otherwise the `fieldnotes` command may not be on your `PATH`.""",
        good=[
            Good(
                "preserve",
                """## Installation

You need Python 3.10 or later to use `fieldnotes`. To install it from PyPI, run:

```
pip install fieldnotes
```

For the optional PDF export, install the extra instead: `pip install "fieldnotes[pdf]"`. On Linux, PDF export additionally depends on the system package `libcairo2`, and pip cannot install that for you.

Run `fieldnotes --version` to confirm everything works – it should print the version number you installed. Using a virtual environment? Activate it before you install, or the `fieldnotes` command may not end up on your `PATH`.""",
            ),
            Good(
                "preserve",
                """## Installation

Requirements: Python 3.10+.

Install from PyPI:

```
pip install fieldnotes
```

Need PDF export? Install the optional extra instead: `pip install "fieldnotes[pdf]"`. On Linux you will also need the `libcairo2` system package, which pip can't install for you.

Verify the install with `fieldnotes --version`, which should print the installed version number. If you're working in a virtual environment, activate it before installing; otherwise `fieldnotes` may not be on your `PATH`.""",
            ),
            Good(
                "pl",
                """## Instalacja

`fieldnotes` wymaga Pythona w wersji 3.10 lub nowszej. Zainstaluj pakiet z PyPI poleceniem:

```
pip install fieldnotes
```

Jeśli chcesz korzystać z opcjonalnego eksportu do PDF, zainstaluj zamiast tego wariant z dodatkiem: `pip install "fieldnotes[pdf]"`. W systemie Linux eksport do PDF wymaga też pakietu systemowego `libcairo2`, którego pip nie zainstaluje za Ciebie.

Aby sprawdzić, czy wszystko działa, uruchom `fieldnotes --version` – polecenie powinno wypisać numer zainstalowanej wersji. Jeśli używasz środowiska wirtualnego, aktywuj je przed instalacją, w przeciwnym razie polecenie `fieldnotes` może nie znaleźć się w zmiennej `PATH`.""",
            ),
        ],
        bad=[
            Slip(0, [('"fieldnotes[pdf]"', '"fieldnotes[export]"')], "code"),
            Slip(
                1,
                [
                    (
                        "Requirements: Python 3.10+.",
                        "Requirements: Python 3.10+ (Windows is not supported).",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Aby sprawdzić, czy wszystko działa, uruchom `fieldnotes --version` – polecenie powinno wypisać numer zainstalowanej wersji. Jeśli używasz środowiska wirtualnego, aktywuj je przed instalacją, w przeciwnym razie polecenie `fieldnotes` może nie znaleźć się w zmiennej `PATH`.",
                        "To check that everything works, run `fieldnotes --version`; it should print the installed version number. If you use a virtual environment, activate it before installing, otherwise the `fieldnotes` command may not be on your `PATH`.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-north-atlantic-marine-heatwave-brief",
        source="Marine heatwaves in the North Atlantic have become more frequent since the 1980s, and a recent analysis suggests that their average duration has roughly doubled over that period (Okonkwo and Lindqvist, 2024, Nature Climate Change, 14, 388–395). The study used satellite sea-surface temperature records from 1982 to 2022. The authors estimate that around 60% of the increase can be attributed to long-term warming, with the rest linked to natural variability. They stress that data on deep-water temperatures are sparse, so it is uncertain whether the same trend holds below 200 metres. Further monitoring is planned under the EU's Copernicus programme.",
        good=[
            Good(
                "preserve",
                "Since the 1980s, marine heatwaves have become more frequent in the North Atlantic, and a recent analysis suggests their average duration has approximately doubled over the same period (Okonkwo and Lindqvist, 2024, Nature Climate Change, 14, 388–395). Drawing on satellite sea-surface temperature records from 1982 to 2022, the authors estimate that about 60% of the increase can be attributed to long-term warming, with the remainder linked to natural variability. Because deep-water temperature data are sparse, they stress, it remains uncertain whether the same trend holds below 200 metres. Further monitoring is planned as part of the EU's Copernicus programme.",
            ),
            Good(
                "preserve",
                """Research brief: North Atlantic marine heatwaves

- Marine heatwaves have become more frequent since the 1980s.
- A recent analysis suggests their average duration has roughly doubled over that period (Okonkwo and Lindqvist, 2024, Nature Climate Change, 14, 388–395).
- Data: satellite sea-surface temperature records, 1982–2022.
- Around 60% of the increase is estimated to be due to long-term warming; the rest is linked to natural variability.
- Caveat: the authors stress that deep-water temperature data are sparse, so it is uncertain whether the trend holds below 200 metres.
- Next: further monitoring is planned under the EU's Copernicus programme.""",
            ),
            Good(
                "pl",
                "Morskie fale upałów na Północnym Atlantyku występują od lat 80. coraz częściej, a niedawna analiza sugeruje, że ich średni czas trwania w tym okresie mniej więcej się podwoił (Okonkwo i Lindqvist, 2024, Nature Climate Change, 14, 388–395). W badaniu wykorzystano satelitarne pomiary temperatury powierzchni morza z lat 1982–2022. Autorzy szacują, że około 60% wzrostu można przypisać długoterminowemu ociepleniu, a resztę wiążą z naturalną zmiennością. Podkreślają, że danych o temperaturze głębszych wód jest niewiele, więc nie wiadomo, czy ten sam trend utrzymuje się poniżej 200 metrów. Dalszy monitoring zaplanowano w ramach unijnego programu Copernicus.",
            ),
        ],
        bad=[
            Slip(0, [("14, 388–395", "14, 288–295")], "citation"),
            Slip(1, [("is estimated to be due to", "is due to")], "hedge"),
            Slip(
                2,
                [
                    (
                        "a resztę wiążą z naturalną zmiennością.",
                        "a resztę wiążą z naturalną zmiennością, przede wszystkim ze słabnięciem Prądu Zatokowego.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
