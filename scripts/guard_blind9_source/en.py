# ruff: noqa: E501, RUF001
"""Blind-9 guard pairs: English sources, rewritten into English or Polish."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = []

CASES.append(
    Case(
        key="en-dental-cancellation",
        source="Brookfield Dental Practice asks patients to give at least 24 hours' notice if they need to cancel or move an appointment. Cancellations can be made by phone on 0161 496 0732 between 8:00 and 17:30, Monday to Friday, or by e-mail to reception@brookfielddental.co.uk. Appointments cancelled with less than 24 hours' notice, and missed appointments, will be charged a fee of £35. For hygienist sessions longer than 45 minutes, the late-cancellation fee is £60. Patients who miss two appointments in a row within 12 months may be asked to pay a deposit before booking again. The fee is not charged when the cancellation is due to a documented medical emergency.",
        good=[
            Good(
                "preserve",
                "If you need to cancel or change an appointment at Brookfield Dental Practice, please let us know at least 24 hours beforehand. You can call 0161 496 0732 from 8:00 to 17:30, Monday to Friday, or e-mail reception@brookfielddental.co.uk. If you cancel with less than 24 hours' notice or don't turn up at all, we charge £35; for hygienist sessions longer than 45 minutes, the charge is £60. If you miss two appointments in a row within 12 months, we may ask you for a deposit before you book again. We won't charge you if you had to cancel because of a documented medical emergency.",
            ),
            Good(
                "preserve",
                "Brookfield Dental Practice requests a minimum of 24 hours' notice for any cancellation or rescheduling. Notice may be given by telephone (0161 496 0732, Monday–Friday, 8:00–17:30) or by e-mail to reception@brookfielddental.co.uk. A fee of £35 applies to missed appointments and to cancellations made with less than 24 hours' notice; for hygienist sessions exceeding 45 minutes, the late-cancellation fee is £60. Patients who miss two consecutive appointments within a 12-month period may be asked to pay a deposit before making a further booking. No fee is charged where the cancellation results from a documented medical emergency.",
            ),
            Good(
                "pl",
                "Gabinet Brookfield Dental Practice prosi pacjentów o odwoływanie lub przekładanie wizyt z co najmniej 24-godzinnym wyprzedzeniem. Można to zrobić telefonicznie pod numerem 0161 496 0732 od poniedziałku do piątku w godzinach 8:00–17:30 albo e-mailowo na adres reception@brookfielddental.co.uk. Za wizyty odwołane później niż 24 godziny przed terminem oraz za wizyty, na które pacjent się nie zgłosił, pobierana jest opłata w wysokości 35 funtów; w przypadku sesji u higienistki trwających ponad 45 minut opłata za późne odwołanie wynosi 60 funtów. Pacjenci, którzy w ciągu 12 miesięcy opuszczą dwie wizyty z rzędu, mogą zostać poproszeni o wpłatę zaliczki przed kolejną rezerwacją. Opłata nie jest pobierana, jeśli odwołanie wynika z udokumentowanego nagłego przypadku medycznego.",
            ),
        ],
        bad=[
            Slip(2, [("wynosi 60 funtów", "wynosi 65 funtów")], "number"),
            Slip(
                0, [("we may ask you for a deposit", "we will ask you for a deposit")], "modality"
            ),
            Bad(
                "preserve",
                "Brookfield Dental Practice requests a minimum of 24 hours' notice for any cancellation or rescheduling. Notice may be given by telephone (0161 496 0732, Monday–Friday, 8:00–17:30) or by e-mail to reception@brookfielddental.co.uk. Za wizyty odwołane później niż 24 godziny przed terminem oraz za wizyty, na które pacjent się nie zgłosił, pobierana jest opłata w wysokości 35 funtów; w przypadku sesji u higienistki trwających ponad 45 minut opłata za późne odwołanie wynosi 60 funtów. Pacjenci, którzy w ciągu 12 miesięcy opuszczą dwie wizyty z rzędu, mogą zostać poproszeni o wpłatę zaliczki. No fee is charged where the cancellation results from a documented medical emergency.",
                "wrong_language",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-bike-share-terms",
        source="Under Section 4.2 of the CityCycle Terms of Use, each ride is free for the first 30 minutes; after that, €1.50 is charged for every additional 30 minutes or part thereof. To unlock a bike, open the app and scan the QR code, or text `UNLOCK` followed by the five-digit dock number to 5522. Bikes must be returned to a docking station within 24 hours; a bike not returned in that time is treated as lost and a charge of up to €450 may apply (Section 7.1). Riders must be at least 16 years old. Full terms are available at https://www.citycycle-dublin.ie/terms.",
        good=[
            Good(
                "preserve",
                "The first 30 minutes of every CityCycle ride cost nothing; after that, you pay €1.50 for each extra 30 minutes or part of it (Section 4.2 of the Terms of Use). To unlock a bike, scan the QR code in the app, or send a text to 5522 with `UNLOCK` and then the five-digit dock number. You have to bring the bike back to a docking station within 24 hours. If you don't, it is treated as lost and you may be charged up to €450 (Section 7.1). You must be 16 or older to ride. The full terms are at https://www.citycycle-dublin.ie/terms.",
            ),
            Good(
                "preserve",
                "CityCycle riders get the first half hour of every trip free, according to Section 4.2 of the scheme's Terms of Use, with each further 30 minutes, or part thereof, costing €1.50. Bikes are unlocked either by scanning a QR code in the app or by texting `UNLOCK` and the five-digit dock number to 5522. Riders, who must be at least 16, are required to return bikes to a docking station within 24 hours. Under Section 7.1, a bike kept longer is treated as lost, and a charge of as much as €450 may be applied. The full terms are published at https://www.citycycle-dublin.ie/terms.",
            ),
            Good(
                "pl",
                "Zgodnie z sekcją 4.2 Regulaminu korzystania z CityCycle pierwsze 30 minut każdego przejazdu jest bezpłatne; za każde kolejne rozpoczęte 30 minut pobierana jest opłata 1,50 €. Aby odblokować rower, otwórz aplikację i zeskanuj kod QR albo wyślij na numer 5522 SMS o treści `UNLOCK`, a po nim pięciocyfrowy numer stanowiska dokującego. Rower trzeba zwrócić do stacji dokującej w ciągu 24 godzin; rower niezwrócony w tym czasie uznaje się za utracony i może zostać naliczona opłata do 450 € (sekcja 7.1). Użytkownicy muszą mieć ukończone 16 lat. Pełny regulamin jest dostępny pod adresem https://www.citycycle-dublin.ie/terms.",
            ),
        ],
        bad=[
            Slip(2, [("(sekcja 7.1)", "(sekcja 7.4)")], "legal_reference"),
            Slip(
                0,
                [
                    (
                        "https://www.citycycle-dublin.ie/terms",
                        "https://www.citycycle-dublin.ie/terms-of-use",
                    )
                ],
                "url",
            ),
            Slip(1, [("texting `UNLOCK` and", "texting `START` and")], "code"),
        ],
    )
)

CASES.append(
    Case(
        key="en-hackathon-rules",
        source="""**GreenCode Hackathon 2025 – rules**

- Teams may have between 2 and 5 members; solo entries are not accepted.
- Coding starts at 10:00 on Saturday 8 March 2025 and ends at 14:00 on Sunday 9 March 2025.
- All code must be written during the event; you may use open-source libraries and existing APIs.
- Submit by pushing a tag named `final-submission` to your team repository and posting its link at https://greencodehack.org/submit.
- Projects submitted after the deadline will not be judged.
- Each team may submit only one project.""",
        good=[
            Good(
                "preserve",
                """**GreenCode Hackathon 2025 – rules**

- A team needs at least 2 and at most 5 members; you can't enter on your own.
- Coding runs from 10:00 on Saturday, 8 March 2025, to 14:00 on Sunday, 9 March 2025.
- Everything you code has to be written during the event, but you're allowed to use open-source libraries and existing APIs.
- To submit, push a tag called `final-submission` to your team's repository and post the link at https://greencodehack.org/submit.
- Anything submitted after the deadline won't be judged.
- One project per team – no more.""",
            ),
            Good(
                "preserve",
                """**GreenCode Hackathon 2025: official rules**

- Team size: minimum 2, maximum 5 participants. Individual entries will not be accepted.
- Coding period: from 10:00 on 8 March 2025 (Saturday) until 14:00 on 9 March 2025 (Sunday).
- All code is required to be produced during the event. The use of open-source libraries and existing APIs is permitted.
- Submission: push a tag named `final-submission` to the team repository and post the link to it at https://greencodehack.org/submit.
- Submissions received after the deadline will not be judged.
- Each team is limited to a single project submission.""",
            ),
            Good(
                "pl",
                """**GreenCode Hackathon 2025 – zasady**

- Zespoły mogą liczyć od 2 do 5 osób; zgłoszenia indywidualne nie są przyjmowane.
- Kodowanie rozpoczyna się w sobotę 8 marca 2025 r. o 10:00 i kończy w niedzielę 9 marca 2025 r. o 14:00.
- Cały kod musi powstać w trakcie wydarzenia; można korzystać z bibliotek open source i istniejących API.
- Aby zgłosić projekt, wypchnij do repozytorium zespołu tag o nazwie `final-submission` i opublikuj link do niego na stronie https://greencodehack.org/submit.
- Projekty zgłoszone po terminie nie będą oceniane.
- Każdy zespół może zgłosić tylko jeden projekt.""",
            ),
        ],
        bad=[
            Slip(2, [("\n- Cały kod musi", " Cały kod musi")], "markdown"),
            Slip(1, [("from 10:00 on 8 March 2025", "from 10:00 on 7 March 2025")], "date"),
            Slip(0, [("`final-submission`", "`final_submission`")], "code"),
        ],
    )
)

CASES.append(
    Case(
        key="en-scholarship-eligibility",
        source="**Eligibility.** The Hartwell Engineering Scholarship is open to first-year undergraduates enrolled full-time in an accredited engineering programme in the UK. Applicants must have achieved at least AAB at A level, or an equivalent qualification. **Award.** Successful candidates receive £3,000 per year for up to three years, provided they maintain an average mark of 60% or above. **Restrictions.** Students who already hold another scholarship worth more than £1,500 a year are not eligible. **Deadline.** Applications close at 23:59 on 30 April 2025; late applications will not be considered.",
        good=[
            Good(
                "preserve",
                "**Eligibility.** You can apply for the Hartwell Engineering Scholarship if you are a first-year undergraduate studying full-time on an accredited engineering programme in the UK. You need at least AAB at A level, or an equivalent qualification. **Award.** If you are successful, you get £3,000 a year for up to three years, as long as your average mark stays at 60% or higher. **Restrictions.** You can't apply if you already have another scholarship worth over £1,500 a year. **Deadline.** Applications close at 23:59 on 30 April 2025, and late ones won't be considered.",
            ),
            Good(
                "preserve",
                "**Eligibility.** The Hartwell Engineering Scholarship is available to first-year undergraduate students pursuing full-time study in an accredited engineering programme in the United Kingdom. A minimum of AAB at A level, or an equivalent qualification, is required. **Award.** Recipients are awarded £3,000 annually for a maximum of three years, conditional upon maintaining an average mark of no less than 60%. **Restrictions.** Students already in receipt of another scholarship exceeding £1,500 per annum are ineligible. **Deadline.** The application period closes on 30 April 2025 at 23:59; applications received after this time will not be considered.",
            ),
            Good(
                "pl",
                "**Kto może się ubiegać.** O stypendium Hartwell Engineering Scholarship mogą ubiegać się studenci pierwszego roku studiów pierwszego stopnia, kształcący się w trybie stacjonarnym na akredytowanym kierunku inżynierskim w Wielkiej Brytanii. Kandydaci muszą mieć co najmniej oceny AAB z egzaminów A level lub równoważne kwalifikacje. **Stypendium.** Laureaci otrzymują 3000 funtów rocznie przez maksymalnie trzy lata, pod warunkiem że utrzymają średnią ocen na poziomie co najmniej 60%. **Ograniczenia.** Studenci, którzy już otrzymują inne stypendium o wartości przekraczającej 1500 funtów rocznie, nie mogą się ubiegać o to stypendium. **Termin.** Nabór wniosków kończy się 30 kwietnia 2025 r. o 23:59; wnioski złożone po terminie nie będą rozpatrywane.",
            ),
        ],
        bad=[
            Slip(1, [("**Restrictions.**", "Restrictions.")], "markdown"),
            Slip(2, [("1500 funtów rocznie", "2500 funtów rocznie")], "number"),
            Slip(
                0,
                [("and late ones won't be considered", "and late ones will still be considered")],
                "negation",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-library-makerspace",
        source="""Rules for the Makerspace at Northgate Central Library:

- Users must complete a 90-minute induction before using the laser cutter or the 3D printers.
- Under-16s are allowed in only when accompanied by an adult.
- Filament for 3D printing costs 5p per gram; most small prints use about 20–40 grams.
- Bookings can be made up to 14 days ahead, for a maximum of 2 hours per session.
- Food and drink are not permitted in the workshop area.
- Staff may refuse access to anyone who does not follow safety instructions.""",
        good=[
            Good(
                "preserve",
                """Makerspace rules at Northgate Central Library:

- Before you touch the laser cutter or the 3D printers, you have to do a 90-minute induction.
- If you're under 16, you can only come in with an adult.
- 3D printing filament is 5p a gram, and most small prints take about 20–40 grams.
- You can book up to a fortnight ahead, for 2 hours per session at most.
- No food or drink in the workshop area.
- Staff can turn away anyone who ignores the safety instructions.""",
            ),
            Good(
                "preserve",
                """Northgate Central Library Makerspace – conditions of use:

- Completion of a 90-minute induction is mandatory prior to any use of the laser cutter or 3D printers.
- Users under the age of 16 are admitted only if accompanied by an adult.
- 3D printing filament is charged at 5p per gram; most small prints require approximately 20–40 grams.
- Sessions may be booked no more than 14 days in advance and are limited to 2 hours each.
- Eating and drinking are prohibited in the workshop area.
- Staff reserve the right to refuse access to any person who fails to comply with safety instructions.""",
            ),
            Good(
                "pl",
                """Zasady korzystania z Makerspace w Bibliotece Centralnej Northgate:

- Przed skorzystaniem z wycinarki laserowej lub drukarek 3D należy przejść 90-minutowe szkolenie wprowadzające.
- Osoby poniżej 16 roku życia mogą przebywać w pracowni wyłącznie pod opieką osoby dorosłej.
- Filament do druku 3D kosztuje 5 pensów za gram; większość małych wydruków zużywa około 20–40 gramów.
- Rezerwacji można dokonać najwcześniej 14 dni przed terminem, na najwyżej 2 godziny na sesję.
- W strefie warsztatowej obowiązuje zakaz jedzenia i picia.
- Personel może odmówić wstępu osobom, które nie stosują się do instrukcji bezpieczeństwa.""",
            ),
        ],
        bad=[
            Slip(2, [("\n- W strefie warsztatowej", " W strefie warsztatowej")], "markdown"),
            Slip(
                1, [("induction is mandatory prior", "induction is recommended prior")], "modality"
            ),
            Slip(0, [("take about 20–40 grams", "take 20–40 grams")], "hedge"),
        ],
    )
)

CASES.append(
    Case(
        key="en-hotel-checkin",
        source="Check-in at the Harbour View Hotel is from 15:00 and check-out is by 11:00. Guests must present a valid photo ID and a credit or debit card at check-in; prepaid cards are not accepted for the security deposit of €100 per stay. Early check-in from 12:00 can be requested and is subject to availability, with a charge of €25. Late check-out until 14:00 costs €30 and must be arranged with reception by 22:00 the previous evening. Guests under 18 cannot check in without a parent or guardian. Pets are not allowed, except assistance dogs.",
        good=[
            Good(
                "preserve",
                "At the Harbour View Hotel you can check in from 15:00, and you need to check out by 11:00. When you arrive, show a valid photo ID and a credit or debit card; we don't accept prepaid cards for the €100 security deposit, which is taken once per stay. You can ask to check in early, from 12:00, for €25 if a room is available. Late check-out until 14:00 costs €30, and you have to arrange it with reception by 22:00 the night before. Guests under 18 can only check in with a parent or guardian. Pets aren't allowed, apart from assistance dogs.",
            ),
            Good(
                "preserve",
                "Harbour View Hotel: check-in from 15:00; check-out no later than 11:00. On arrival, guests are required to present valid photo identification together with a credit or debit card. The security deposit of €100 per stay cannot be paid with a prepaid card. Subject to availability, early check-in from 12:00 may be requested at a charge of €25. Late check-out until 14:00 is available for €30 and must be arranged with reception no later than 22:00 on the preceding evening. Guests aged under 18 must be accompanied by a parent or guardian at check-in. With the exception of assistance dogs, pets are not permitted.",
            ),
            Good(
                "pl",
                "W hotelu Harbour View zameldowanie jest możliwe od 15:00, a wymeldować się trzeba do 11:00. Przy zameldowaniu goście muszą okazać ważny dokument tożsamości ze zdjęciem oraz kartę kredytową lub debetową; kaucji zabezpieczającej w wysokości 100 € za pobyt nie można wpłacić kartą przedpłaconą. Można poprosić o wcześniejsze zameldowanie od 12:00 – zależy ono od dostępności pokoi i kosztuje 25 €. Późne wymeldowanie do 14:00 kosztuje 30 € i trzeba je uzgodnić z recepcją do 22:00 poprzedniego dnia. Osoby poniżej 18 roku życia nie mogą się zameldować bez rodzica lub opiekuna. Zwierzęta nie są wpuszczane, z wyjątkiem psów asystujących.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("nie mogą się zameldować bez rodzica", "mogą się zameldować bez rodzica")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "for €25 if a room is available",
                        "for €25, breakfast included, if a room is available",
                    )
                ],
                "invented_fact",
            ),
            Bad(
                "pl",
                "W hotelu Harbour View zameldowanie jest możliwe od 15:00, a wymeldować się trzeba do 11:00. Przy zameldowaniu goście muszą okazać ważny dokument tożsamości ze zdjęciem oraz kartę kredytową lub debetową; kaucji zabezpieczającej w wysokości 100 € za pobyt nie można wpłacić kartą przedpłaconą. Early check-in from 12:00 may be requested at a charge of €25, subject to availability. Late check-out until 14:00 is available for €30 and must be arranged with reception by 22:00 on the previous evening. Guests aged under 18 cannot check in without a parent or guardian. With the exception of assistance dogs, pets are not permitted.",
                "wrong_language",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-airline-pet-travel",
        source="Small dogs and cats may travel in the cabin on SkyNord flights if the animal and its carrier together weigh no more than 8 kg and the carrier does not exceed 40 × 30 × 20 cm. Only one pet per passenger is allowed, and the fee is €55 per flight segment. Pets must be booked at least 48 hours before departure by calling our service centre. For travel within the EU, animals must have a microchip, a valid rabies vaccination and an EU pet passport, as required by Regulation (EU) No 576/2013. Snub-nosed breeds are not accepted in the hold.",
        good=[
            Good(
                "preserve",
                "On SkyNord flights, small dogs and cats can fly in the cabin as long as the pet and its carrier weigh 8 kg or less in total and the carrier is no bigger than 40 × 30 × 20 cm. Each passenger may bring just one pet, at €55 per flight segment. You have to book your pet by phoning our service centre no later than 48 hours before departure. When travelling within the EU, your animal needs a microchip, a valid rabies vaccination and an EU pet passport, as Regulation (EU) No 576/2013 requires. We don't accept snub-nosed breeds in the hold.",
            ),
            Good(
                "preserve",
                "SkyNord lets passengers take small dogs and cats into the cabin, provided the combined weight of animal and carrier does not exceed 8 kg and the carrier measures no more than 40 × 30 × 20 cm. Passengers are limited to one pet each, and the airline charges €55 per flight segment. Pets have to be booked through the service centre by phone at least 48 hours ahead of departure. On journeys within the EU, Regulation (EU) No 576/2013 requires animals to have a microchip, a valid rabies vaccination and an EU pet passport. Snub-nosed breeds are not accepted in the hold.",
            ),
            Good(
                "pl",
                "W samolotach SkyNord małe psy i koty mogą podróżować w kabinie, jeśli zwierzę razem z transporterem waży nie więcej niż 8 kg, a transporter nie przekracza wymiarów 40 × 30 × 20 cm. Każdy pasażer może zabrać tylko jedno zwierzę, a opłata wynosi 55 € za każdy odcinek lotu. Przewóz zwierzęcia trzeba zarezerwować telefonicznie w naszym centrum obsługi co najmniej 48 godzin przed wylotem. W podróżach na terenie UE zwierzęta muszą mieć mikroczip, ważne szczepienie przeciwko wściekliźnie i unijny paszport dla zwierząt domowych, zgodnie z wymogami rozporządzenia (UE) nr 576/2013. Ras krótkopyskich nie przyjmujemy do luku bagażowego.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Regulation (EU) No 576/2013", "Regulation (EU) No 576/2016")],
                "legal_reference",
            ),
            Slip(2, [("40 × 30 × 20 cm", "40 × 30 × 25 cm")], "number"),
            Slip(0, [("You have to book your pet", "You should book your pet")], "modality"),
        ],
    )
)

CASES.append(
    Case(
        key="en-kids-swimming-course",
        source="Our Little Splashers course for children aged 4 to 7 runs on Saturdays at 9:30 from 20 September to 29 November 2025, with no lesson on 25 October, when the pool is closed for maintenance. Each lesson lasts 30 minutes and groups have no more than 8 children. The course of ten lessons costs £85, payable in full when booking. Parents must stay in the viewing gallery during lessons; they are not allowed on the poolside. Children will probably find goggles helpful, and long hair should be tied back. Places are limited and usually fill up within about two weeks of bookings opening.",
        good=[
            Good(
                "preserve",
                "Little Splashers is our swimming course for 4- to 7-year-olds. It runs every Saturday at 9:30 from 20 September until 29 November 2025, apart from 25 October, when the pool shuts for maintenance. Lessons are half an hour long, with 8 children per group at most. All ten lessons together cost £85, and you pay the whole amount when you book. Parents, please note: you have to stay in the viewing gallery while lessons are on – the poolside is off-limits to you. Goggles will probably help your child, and long hair should be tied back. Places are limited and usually go within about a fortnight of bookings opening.",
            ),
            Good(
                "preserve",
                "The Little Splashers course is open to children between 4 and 7 years old. Sessions take place on Saturdays at 9:30 between 20 September and 29 November 2025; there is no session on 25 October because the pool will be closed for maintenance. Each of the ten 30-minute lessons is taught in a group of up to 8 children. The full course fee of £85 must be paid at the time of booking. During lessons, parents are required to remain in the viewing gallery and may not enter the poolside. Goggles are likely to be useful, and long hair should be tied back. Places are limited; they typically fill up within approximately two weeks of bookings opening.",
            ),
            Good(
                "pl",
                "Kurs Little Splashers dla dzieci w wieku od 4 do 7 lat odbywa się w soboty o 9:30 od 20 września do 29 listopada 2025 r., z wyjątkiem 25 października, kiedy basen będzie zamknięty z powodu prac konserwacyjnych. Każda lekcja trwa 30 minut, a w grupie jest najwyżej 8 dzieci. Kurs obejmujący dziesięć lekcji kosztuje 85 funtów; całą kwotę trzeba zapłacić przy zapisie. Podczas zajęć rodzice muszą pozostać na galerii dla widzów – nie wolno im wchodzić na halę basenową. Dzieciom prawdopodobnie przydadzą się okularki pływackie, a długie włosy należy związać. Liczba miejsc jest ograniczona; zwykle wyczerpują się one w ciągu mniej więcej dwóch tygodni od otwarcia zapisów.",
            ),
        ],
        bad=[
            Slip(1, [("and 29 November 2025", "and 22 November 2025")], "date"),
            Slip(
                2,
                [("najwyżej 8 dzieci", "najwyżej 8 dzieci i dwóch instruktorów")],
                "invented_fact",
            ),
            Slip(
                0,
                [("Goggles will probably help your child", "Goggles will help your child")],
                "hedge",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-app-privacy-notice",
        source="PocketBudget collects your e-mail address, device identifiers and the transactions you enter in the app. We process this data to provide the service and, only with your consent, to send marketing e-mails (Article 6(1)(a) GDPR). We do not sell your personal data to third parties. Usage analytics are switched on by default; you can turn them off at any time under Settings › Privacy › `Share usage data`. Transaction data is kept for 24 months after your last login and then deleted. You can request a copy of your data by writing to privacy@pocketbudget.app. The full notice is at https://pocketbudget.app/privacy.",
        good=[
            Good(
                "preserve",
                "PocketBudget collects your e-mail address, your device identifiers and the transactions you enter in the app. We use this data to run the service, and we send you marketing e-mails only if you agree to it (Article 6(1)(a) GDPR). We never sell your personal data to third parties. Usage analytics are on by default, but you can switch them off whenever you like in Settings › Privacy › `Share usage data`. We keep your transaction data for 24 months after you last log in, and then we delete it. To get a copy of your data, e-mail privacy@pocketbudget.app. You can read the full notice at https://pocketbudget.app/privacy.",
            ),
            Good(
                "preserve",
                "PocketBudget collects the following data: e-mail address, device identifiers and transactions entered by the user in the app. The data is processed for the purpose of providing the service and, solely on the basis of the user's consent, for sending marketing e-mails (Article 6(1)(a) GDPR). Personal data is not sold to third parties. Usage analytics are enabled by default and may be disabled at any time via Settings › Privacy › `Share usage data`. Transaction data is retained for 24 months following the user's last login, after which it is deleted. Requests for a copy of personal data may be sent to privacy@pocketbudget.app. The full privacy notice is available at https://pocketbudget.app/privacy.",
            ),
            Good(
                "pl",
                "PocketBudget zbiera Twój adres e-mail, identyfikatory urządzenia oraz transakcje wprowadzane przez Ciebie w aplikacji. Przetwarzamy te dane, aby świadczyć usługę, a – wyłącznie za Twoją zgodą – także w celu wysyłania e-maili marketingowych (art. 6 ust. 1 lit. a RODO). Nie sprzedajemy Twoich danych osobowych podmiotom trzecim. Analityka użytkowania jest domyślnie włączona; w każdej chwili możesz ją wyłączyć w menu Ustawienia › Prywatność › `Share usage data`. Dane o transakcjach przechowujemy przez 24 miesiące od Twojego ostatniego logowania, a następnie je usuwamy. Kopię swoich danych możesz uzyskać, pisząc na adres privacy@pocketbudget.app. Pełna informacja o prywatności jest dostępna pod adresem https://pocketbudget.app/privacy.",
            ),
        ],
        bad=[
            Slip(
                2, [("art. 6 ust. 1 lit. a RODO", "art. 6 ust. 1 lit. f RODO")], "legal_reference"
            ),
            Slip(
                1, [("https://pocketbudget.app/privacy", "https://pocketbudget.com/privacy")], "url"
            ),
            Slip(0, [("`Share usage data`", "`Share usage statistics`")], "code"),
        ],
    )
)

CASES.append(
    Case(
        key="en-flood-warning",
        source="Flood warning in force for the River Ouse at Riverside Walk, issued 06:40, Tuesday 14 January 2025. River levels at the Skelton gauge reached 4.1 metres this morning and are likely to peak between 4.4 and 4.6 metres late on Wednesday. Properties on Riverside Walk and Marine Terrace are at risk. Residents should move valuables upstairs and must not drive through floodwater: as little as 30 cm of moving water can float a car (Environment Agency, 2023). Some disruption to local roads is expected until at least Friday. The next update will be issued by 18:00 today.",
        good=[
            Good(
                "preserve",
                "A flood warning is in force for the River Ouse at Riverside Walk. It was issued at 06:40 on Tuesday 14 January 2025. This morning the river reached 4.1 metres at the Skelton gauge, and it is likely to peak at 4.4 to 4.6 metres late on Wednesday. Properties on Riverside Walk and Marine Terrace are at risk. If you live there, you should move valuables upstairs, and you must never drive through floodwater – just 30 cm of moving water can float a car (Environment Agency, 2023). Some disruption to local roads is expected until Friday at least. We will issue the next update by 18:00 today.",
            ),
            Good(
                "preserve",
                "A flood warning has been in force for the River Ouse at Riverside Walk since 06:40 on Tuesday, 14 January 2025. The Skelton gauge recorded 4.1 metres this morning, and levels are likely to peak at between 4.4 and 4.6 metres late on Wednesday, putting properties on Riverside Walk and Marine Terrace at risk. Residents are advised to move valuables upstairs and must not drive through floodwater; according to the Environment Agency (2023), moving water only 30 cm deep can float a car. Some disruption to local roads is expected to last until at least Friday. A further update is due by 18:00 today.",
            ),
            Good(
                "pl",
                "Obowiązuje ostrzeżenie powodziowe dla rzeki Ouse przy Riverside Walk, wydane we wtorek 14 stycznia 2025 r. o 6:40. Poziom wody na wodowskazie Skelton osiągnął dziś rano 4,1 metra i prawdopodobnie osiągnie kulminację na poziomie od 4,4 do 4,6 metra w środę pod koniec dnia. Zagrożone są nieruchomości przy Riverside Walk i Marine Terrace. Mieszkańcy powinni przenieść cenne rzeczy na wyższe piętra i nie wolno im wjeżdżać w wodę powodziową: już 30 cm płynącej wody może unieść samochód (Environment Agency, 2023). Pewne utrudnienia na lokalnych drogach są spodziewane co najmniej do piątku. Kolejny komunikat zostanie wydany dziś do 18:00.",
            ),
        ],
        bad=[
            Slip(
                1, [("the Environment Agency (2023)", "the Environment Agency (2021)")], "citation"
            ),
            Slip(2, [("i prawdopodobnie osiągnie kulminację", "i osiągnie kulminację")], "hedge"),
            Slip(0, [("just 30 cm of moving water", "just 50 cm of moving water")], "number"),
        ],
    )
)

CASES.append(
    Case(
        key="en-wine-tasting-event",
        source="Join us for an evening of Douro Valley wines at Cellar 22, 14 Market Street, on Friday 7 November 2025 from 19:00 to 21:30. Tickets cost £38 per person and include tastings of six wines with light bites. All guests must be 18 or over, and we may ask for ID at the door. Please let us know about any food allergies at least 72 hours in advance. Tickets are non-refundable but can be transferred to another person. Book online at https://cellar22.co.uk/events/douro. Spitting is perfectly acceptable, and we would encourage drivers to do so.",
        good=[
            Good(
                "preserve",
                "Come and taste Douro Valley wines with us at Cellar 22, 14 Market Street, on Friday 7 November 2025, 19:00–21:30. For £38 a head you get six wines to taste plus light bites. You must be 18 or older to come, and we might check your ID at the door. Tell us about any food allergies no later than 72 hours beforehand. You can't get a refund on tickets, but you can pass yours on to someone else. Book at https://cellar22.co.uk/events/douro. Feel free to spit – if you're driving, we'd encourage it.",
            ),
            Good(
                "preserve",
                "Cellar 22 (14 Market Street) invites you to an evening of Douro Valley wines on Friday, 7 November 2025, from 7 pm to 9:30 pm. The ticket price of £38 per person includes a tasting of six wines accompanied by light bites. Attendance is restricted to guests aged 18 and over; proof of age may be requested on entry. Guests are kindly asked to notify us of any food allergies a minimum of 72 hours in advance. Tickets are non-refundable; they are, however, transferable to another person. Bookings can be made online at https://cellar22.co.uk/events/douro. Spitting is entirely acceptable and is encouraged for guests who are driving.",
            ),
            Good(
                "pl",
                "Zapraszamy na wieczór z winami z doliny Douro w Cellar 22 przy 14 Market Street w piątek 7 listopada 2025 r. w godzinach 19:00–21:30. Bilet kosztuje 38 funtów od osoby i obejmuje degustację sześciu win oraz lekkie przekąski. Wszyscy goście muszą mieć ukończone 18 lat; przy wejściu możemy poprosić o dokument tożsamości. Prosimy o informację o ewentualnych alergiach pokarmowych co najmniej 72 godziny wcześniej. Bilety nie podlegają zwrotowi, ale można je przekazać innej osobie. Rezerwacja online: https://cellar22.co.uk/events/douro. Wypluwanie wina jest jak najbardziej w porządku, a kierowców wręcz do tego zachęcamy.",
            ),
        ],
        bad=[
            Slip(2, [("Wszyscy goście muszą mieć", "Wszyscy goście powinni mieć")], "modality"),
            Slip(
                0,
                [("https://cellar22.co.uk/events/douro", "https://cellar22.co.uk/events/porto")],
                "url",
            ),
            Bad(
                "preserve",
                "Cellar 22 (14 Market Street) invites you to an evening of Douro Valley wines on Friday, 7 November 2025, from 7 pm to 9:30 pm. The ticket price of £38 per person includes a tasting of six wines accompanied by light bites. Attendance is restricted to guests aged 18 and over; proof of age may be requested on entry. Prosimy o informację o ewentualnych alergiach pokarmowych co najmniej 72 godziny wcześniej. Bilety nie podlegają zwrotowi, ale można je przekazać innej osobie. Rezerwacja online: https://cellar22.co.uk/events/douro. Wypluwanie wina jest jak najbardziej w porządku, a kierowców wręcz do tego zachęcamy.",
                "wrong_language",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-student-accommodation-clause",
        source="Clause 9.2 – Early termination. The Tenant may end this Agreement before 30 June 2026 only by giving at least 8 weeks' written notice to the Landlord and finding a replacement tenant approved by the Landlord. Until a replacement tenant moves in, the Tenant remains liable for the weekly rent of £185. The deposit of £740 will be returned within 10 working days of the end of the tenancy, less any deductions permitted under Clause 11. The Tenant must not sublet the room. This clause does not affect the Tenant's statutory rights under the Housing Act 1988.",
        good=[
            Good(
                "preserve",
                "Clause 9.2 – Ending the contract early. If you want to leave before 30 June 2026, you can only do so by giving the Landlord written notice at least 8 weeks in advance and by finding a replacement tenant the Landlord approves. You will still have to pay the weekly rent of £185 until that replacement tenant moves in. Your £740 deposit will be paid back within 10 working days after the tenancy ends, minus any deductions allowed under Clause 11. You must not sublet your room. Your statutory rights under the Housing Act 1988 are not affected by this clause.",
            ),
            Good(
                "preserve",
                "Clause 9.2 – Early termination. Termination of this Agreement by the Tenant prior to 30 June 2026 is permitted only where the Tenant (a) serves the Landlord with written notice of no less than 8 weeks and (b) secures a replacement tenant approved by the Landlord. The Tenant shall remain liable for the weekly rent of £185 until such replacement tenant takes up occupation. The deposit of £740 shall be refunded within 10 working days of the end of the tenancy, subject to any deductions permitted under Clause 11. Subletting of the room is prohibited. Nothing in this clause affects the Tenant's statutory rights under the Housing Act 1988.",
            ),
            Good(
                "pl",
                "Punkt 9.2 – Wcześniejsze rozwiązanie umowy. Najemca może rozwiązać niniejszą Umowę przed 30 czerwca 2026 r. wyłącznie pod warunkiem złożenia Wynajmującemu pisemnego wypowiedzenia z co najmniej 8-tygodniowym wyprzedzeniem oraz znalezienia najemcy zastępczego zaakceptowanego przez Wynajmującego. Do czasu wprowadzenia się najemcy zastępczego Najemca pozostaje zobowiązany do płacenia tygodniowego czynszu w wysokości 185 funtów. Kaucja w wysokości 740 funtów zostanie zwrócona w ciągu 10 dni roboczych od zakończenia najmu, po potrąceniu kwot dopuszczalnych na podstawie punktu 11. Najemcy nie wolno podnajmować pokoju. Niniejszy punkt nie narusza ustawowych praw Najemcy wynikających z Housing Act 1988.",
            ),
        ],
        bad=[
            Slip(0, [("allowed under Clause 11", "allowed under Clause 12")], "legal_reference"),
            Slip(2, [("przed 30 czerwca 2026 r.", "przed 30 lipca 2026 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "approved by the Landlord.",
                        "approved by the Landlord and pays an administration fee of £50.",
                    )
                ],
                "invented_fact",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-charity-run-fundraising",
        source="""**Fundraising rules – Riverside 10K for Hope, 2025**

- **Registration fee:** £20, which covers your race pack and chip timing.
- **Minimum sponsorship:** every runner must raise at least £150 for Hope Children's Trust.
- **Deadline:** all sponsorship money has to be paid in by 31 October 2025.
- **Gift Aid:** UK taxpayers can add 25% to their donations at no extra cost.

Set up your page at https://riverside10k.org.uk/fundraise. Runners who raise £500 or more will receive a free technical T-shirt. The registration fee is not counted towards your fundraising total.""",
        good=[
            Good(
                "preserve",
                """**Fundraising rules – Riverside 10K for Hope, 2025**

- **Registration fee:** £20, covering your race pack and chip timing.
- **Minimum sponsorship:** each runner has to raise at least £150 for Hope Children's Trust.
- **Deadline:** pay in all your sponsorship money by 31 October 2025.
- **Gift Aid:** if you're a UK taxpayer, you can add 25% to your donation without it costing you anything extra.

Create your fundraising page at https://riverside10k.org.uk/fundraise. Raise £500 or more and you'll get a free technical T-shirt. Your registration fee doesn't count towards your fundraising total.""",
            ),
            Good(
                "preserve",
                """**Riverside 10K for Hope 2025 – fundraising rules**

- **Registration fee:** £20 (includes race pack and chip timing).
- **Minimum sponsorship:** each participant is required to raise a minimum of £150 for Hope Children's Trust.
- **Deadline:** all sponsorship funds must be paid in no later than 31 October 2025.
- **Gift Aid:** UK taxpayers may add 25% to their donations at no additional cost.

Fundraising pages can be set up at https://riverside10k.org.uk/fundraise. Participants raising £500 or more will receive a complimentary technical T-shirt. The registration fee does not count towards the fundraising total.""",
            ),
            Good(
                "pl",
                """**Zasady zbiórki – Riverside 10K for Hope 2025**

- **Opłata startowa:** 20 funtów; obejmuje pakiet startowy i elektroniczny pomiar czasu.
- **Minimalna kwota zbiórki:** każdy biegacz musi zebrać co najmniej 150 funtów na rzecz Hope Children's Trust.
- **Termin:** wszystkie zebrane środki należy wpłacić do 31 października 2025 r.
- **Gift Aid:** podatnicy w Wielkiej Brytanii mogą powiększyć swoje darowizny o 25% bez dodatkowych kosztów.

Swoją stronę zbiórki założysz pod adresem https://riverside10k.org.uk/fundraise. Biegacze, którzy zbiorą 500 funtów lub więcej, otrzymają bezpłatną koszulkę techniczną. Opłata startowa nie jest wliczana do zebranej kwoty.""",
            ),
        ],
        bad=[
            Slip(1, [("**Minimum sponsorship:**", "Minimum sponsorship:")], "markdown"),
            Slip(
                2,
                [("https://riverside10k.org.uk/fundraise", "https://riverside10k.org/fundraise")],
                "url",
            ),
            Slip(0, [("at least £150", "at least £120")], "number"),
        ],
    )
)

CASES.append(
    Case(
        key="en-python-library-install",
        source="""## Installation

`tidyspec` requires Python 3.9 or later and is tested on Linux, macOS and Windows. Install the latest release from PyPI with `pip install tidyspec`; to include the optional plotting backend, use `pip install "tidyspec[plot]"` instead. On Apple Silicon, you may need to install `libomp` first with `brew install libomp`. Do not install the package with `sudo`; use a virtual environment. After installation, `python -m tidyspec --version` should print 2.4.1 or higher. If you use tidyspec in published work, please cite Moreau, Tan & Okafor (2022).""",
        good=[
            Good(
                "preserve",
                """## Installation

You need Python 3.9 or newer to use `tidyspec`, which is tested on Linux, macOS and Windows. To install the latest release from PyPI, run `pip install tidyspec`. If you also want the optional plotting backend, run `pip install "tidyspec[plot]"` instead. On Apple Silicon you might first have to install `libomp` by running `brew install libomp`. Never install the package with `sudo` – use a virtual environment. Once it's installed, `python -m tidyspec --version` should print 2.4.1 or a later version. If you use tidyspec in published work, please cite Moreau, Tan & Okafor (2022).""",
            ),
            Good(
                "preserve",
                """## Installation

`tidyspec` supports Python 3.9 and later versions and has been tested on Linux, macOS and Windows. The latest release is distributed through PyPI and is installed with `pip install tidyspec`, whereas `pip install "tidyspec[plot]"` installs it together with the optional plotting backend. On Apple Silicon machines, it may be necessary to install `libomp` beforehand using `brew install libomp`. The package must not be installed with `sudo`; a virtual environment is to be used instead. Following installation, running `python -m tidyspec --version` should report version 2.4.1 or higher. Authors using tidyspec in published work are asked to cite Moreau, Tan and Okafor (2022).""",
            ),
            Good(
                "pl",
                """## Instalacja

`tidyspec` wymaga Pythona w wersji 3.9 lub nowszej i jest testowany na systemach Linux, macOS i Windows. Najnowsze wydanie zainstalujesz z PyPI poleceniem `pip install tidyspec`; jeśli chcesz mieć też opcjonalny moduł do tworzenia wykresów, użyj zamiast tego `pip install "tidyspec[plot]"`. Na komputerach z Apple Silicon może być konieczne wcześniejsze zainstalowanie `libomp` poleceniem `brew install libomp`. Nie instaluj pakietu z użyciem `sudo` – korzystaj ze środowiska wirtualnego. Po instalacji polecenie `python -m tidyspec --version` powinno wyświetlić wersję 2.4.1 lub wyższą. Jeśli korzystasz z tidyspec w publikowanych pracach, prosimy o zacytowanie pracy Moreau, Tan i Okafor (2022).""",
            ),
        ],
        bad=[
            Slip(
                0, [('`pip install "tidyspec[plot]"`', '`pip install "tidyspec[plots]"`')], "code"
            ),
            Slip(2, [("`brew install libomp`", "`brew install llvm`")], "code"),
            Slip(1, [("Moreau, Tan and Okafor (2022)", "Moreau and Okafor (2022)")], "citation"),
        ],
    )
)

CASES.append(
    Case(
        key="en-clinical-trial-recruitment",
        source="The HEART-Walk study at St Aidan's Hospital is recruiting adults aged 50 to 75 with stable heart failure to test whether a 12-week home walking programme improves fitness. The approach builds on an earlier pilot (Lindqvist et al., 2021), in which about 70% of participants completed the programme. Participants will attend 4 clinic visits and wear an activity tracker; travel costs are reimbursed up to £20 per visit. You cannot take part if you have had a heart attack in the last 6 months. Taking part is voluntary, and you may withdraw at any time without giving a reason. Contact the study team at heartwalk@staidans.nhs.uk.",
        good=[
            Good(
                "preserve",
                "St Aidan's Hospital's HEART-Walk study is looking for adults between 50 and 75 who have stable heart failure. It will test whether a 12-week walking programme done from home improves fitness. The programme builds on an earlier pilot study (Lindqvist et al., 2021), in which roughly 70% of participants finished it. If you join, you will come to the clinic 4 times and wear an activity tracker, and we will pay back your travel costs up to £20 per visit. You are not eligible if you have had a heart attack within the past 6 months. Taking part is your choice, and you can leave the study whenever you like without saying why. To get in touch with the study team, e-mail heartwalk@staidans.nhs.uk.",
            ),
            Good(
                "preserve",
                "The HEART-Walk study, conducted at St Aidan's Hospital, seeks to recruit adults aged 50–75 years with stable heart failure in order to evaluate whether a 12-week home-based walking programme improves fitness. The study extends a previous pilot (Lindqvist et al., 2021) in which approximately 70% of participants completed the programme. Participants will attend four clinic visits and wear an activity tracker; travel expenses will be reimbursed up to a maximum of £20 per visit. Individuals who have had a heart attack within the preceding six months are excluded. Participation is voluntary, and participants are free to withdraw at any time without providing a reason. Enquiries should be directed to the study team at heartwalk@staidans.nhs.uk.",
            ),
            Good(
                "pl",
                "Badanie HEART-Walk prowadzone w St Aidan's Hospital rekrutuje osoby dorosłe w wieku od 50 do 75 lat ze stabilną niewydolnością serca. Jego celem jest sprawdzenie, czy 12-tygodniowy program marszowy realizowany w domu poprawia sprawność fizyczną. Badanie nawiązuje do wcześniejszego badania pilotażowego (Lindqvist i in., 2021), w którym program ukończyło około 70% uczestników. Uczestnicy odbędą 4 wizyty w poradni i będą nosić opaskę monitorującą aktywność; koszty dojazdu są zwracane do kwoty 20 funtów za wizytę. W badaniu nie mogą wziąć udziału osoby, które w ciągu ostatnich 6 miesięcy przeszły zawał serca. Udział jest dobrowolny, a z badania można się wycofać w dowolnym momencie bez podawania przyczyny. Kontakt z zespołem badawczym: heartwalk@staidans.nhs.uk.",
            ),
        ],
        bad=[
            Slip(2, [("(Lindqvist i in., 2021)", "(Lindqvist i in., 2012)")], "citation"),
            Slip(
                1,
                [
                    (
                        "up to a maximum of £20 per visit",
                        "up to a maximum of £20 per visit, and parking at the hospital is free",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("You are not eligible if", "You are still eligible if")], "negation"),
        ],
    )
)

CASES.append(
    Case(
        key="en-dog-licence-notice",
        source="Under Section 12 of the Animal Control Bylaw 2019/44, every dog over three months old kept in the Township of Elmwood must be licensed each year. Licences for 2026 can be bought from 1 December 2025 at the Town Hall or online. The annual fee is $25 for a spayed or neutered dog and $60 for other dogs; owners aged 65 or over pay half. Licences bought after 31 March 2026 cost an extra $15. Proof of a current rabies vaccination is required. Failing to license a dog may result in a fine of up to $250 under Section 21. Owners of guide and service dogs do not pay the fee but must still register them.",
        good=[
            Good(
                "preserve",
                "Every dog older than three months that is kept in the Township of Elmwood has to be licensed every year (Section 12, Animal Control Bylaw 2019/44). You can buy a 2026 licence at the Town Hall or online from 1 December 2025. A licence costs $25 a year for a dog that is spayed or neutered and $60 for any other dog, and owners who are 65 or older pay half. If you buy your licence after 31 March 2026, you will pay $15 more. You need to show proof that the dog's rabies vaccination is up to date. If you don't license your dog, you can be fined up to $250 (Section 21). Owners of guide and service dogs don't pay the fee, but they still have to register their dogs.",
            ),
            Good(
                "preserve",
                "Section 12 of Animal Control Bylaw 2019/44 requires every dog over three months of age kept in the Township of Elmwood to be licensed annually. Licences for 2026 go on sale on 1 December 2025, both at the Town Hall and online. The yearly fee is $25 for spayed or neutered dogs and $60 for all others, with owners aged 65 and over paying half. Anyone buying a licence after 31 March 2026 faces a $15 surcharge. Owners must show proof of current rabies vaccination. An unlicensed dog may cost its owner a fine of up to $250 under Section 21. Guide and service dogs are exempt from the fee but must still be registered.",
            ),
            Good(
                "pl",
                "Zgodnie z sekcją 12 gminnych przepisów o kontroli zwierząt (Animal Control Bylaw 2019/44) każdy pies w wieku powyżej trzech miesięcy utrzymywany na terenie Township of Elmwood musi co roku mieć wykupioną licencję. Licencje na 2026 r. można kupować od 1 grudnia 2025 r. w ratuszu lub przez internet. Roczna opłata wynosi 25 USD za psa wysterylizowanego lub wykastrowanego i 60 USD za pozostałe psy; właściciele w wieku 65 lat i starsi płacą połowę. Licencje kupione po 31 marca 2026 r. kosztują dodatkowo 15 USD. Wymagane jest zaświadczenie o aktualnym szczepieniu przeciwko wściekliźnie. Za brak licencji może zostać nałożona grzywna do 250 USD na podstawie sekcji 21. Właściciele psów przewodników i psów asystujących nie wnoszą opłaty, ale nadal muszą je zarejestrować.",
            ),
        ],
        bad=[
            Slip(1, [("under Section 21", "under Section 27")], "legal_reference"),
            Slip(2, [("od 1 grudnia 2025 r.", "od 1 listopada 2025 r.")], "date"),
            Slip(
                0, [("don't pay the fee, but they still", "pay the fee, and they also")], "negation"
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-car-rental-clause",
        source="4.3 Fuel and mileage. The vehicle is supplied with a full tank and must be returned full; otherwise a refuelling charge of €2.40 per litre plus a €20 service fee applies. The rental includes 250 km per day; each additional kilometre costs €0.18. Only drivers named on the agreement may drive the vehicle, and they must have held a full licence for at least 2 years. Taking the vehicle outside Portugal and Spain is not permitted without prior written consent. Renters should inspect the vehicle before departure, as damage that is not recorded will probably be attributed to the renter.",
        good=[
            Good(
                "preserve",
                "4.3 Fuel and mileage. You get the car with a full tank and must bring it back full. If you don't, we charge €2.40 per litre to refuel it, plus a €20 service fee. The rental includes 250 km a day; every extra kilometre costs €0.18. Only the drivers named on the agreement are allowed to drive the car, and each of them must have had a full licence for 2 years or more. You may not take the car outside Portugal and Spain unless we have agreed to it in writing beforehand. You should check the car before you set off, because any damage that isn't recorded will probably be put down to you.",
            ),
            Good(
                "preserve",
                "4.3 Fuel and mileage. The vehicle is provided with a full fuel tank and is to be returned with a full tank. Failing this, refuelling will be charged at €2.40 per litre, together with a service fee of €20. A daily allowance of 250 km is included in the rental, with each additional kilometre charged at €0.18. The vehicle may be driven solely by drivers named on the agreement, each of whom must have held a full driving licence for a minimum of 2 years. The vehicle must not be taken outside Portugal and Spain without prior written consent. Renters are advised to inspect the vehicle prior to departure, since any unrecorded damage will probably be attributed to them.",
            ),
            Good(
                "pl",
                "4.3 Paliwo i przebieg. Pojazd jest wydawany z pełnym bakiem i musi zostać zwrócony z pełnym bakiem; w przeciwnym razie naliczana jest opłata za tankowanie w wysokości 2,40 € za litr oraz opłata serwisowa 20 €. Cena wynajmu obejmuje 250 km dziennie; każdy dodatkowy kilometr kosztuje 0,18 €. Pojazd mogą prowadzić wyłącznie kierowcy wymienieni w umowie, którzy muszą mieć pełne prawo jazdy od co najmniej 2 lat. Bez uprzedniej pisemnej zgody nie wolno wyjeżdżać pojazdem poza Portugalię i Hiszpanię. Przed wyjazdem najemca powinien obejrzeć pojazd, ponieważ nieodnotowane uszkodzenia zostaną prawdopodobnie przypisane najemcy.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "The vehicle must not be taken outside",
                        "The vehicle should not be taken outside",
                    )
                ],
                "modality",
            ),
            Bad(
                "pl",
                "4.3 Fuel and mileage. The vehicle is supplied with a full tank and must be returned with a full tank; otherwise a refuelling charge of €2.40 per litre plus a €20 service fee applies. The rental includes 250 km per day, and each additional kilometre costs €0.18. Only drivers named on the agreement may drive the vehicle, and they must have held a full licence for at least 2 years. The vehicle may not be taken outside Portugal and Spain without prior written consent. Renters should inspect the vehicle before departure, as damage that has not been recorded will probably be attributed to the renter.",
                "wrong_language",
            ),
            Slip(
                2,
                [("zostaną prawdopodobnie przypisane najemcy", "zostaną przypisane najemcy")],
                "hedge",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-garden-bird-count",
        source="The Garden Bird Watch weekend takes place on 24–25 January 2026. Choose one hour on either day and count the birds that land in your garden or local park; record only the highest number of each species seen at one time, not the running total, to avoid double counting (Greenwood & Ashby, 2019). Do not count birds flying overhead. Submit your results by 14 February 2026 at https://www.gardenbirdwatch.org.uk/submit, entering species as five-letter codes from the list, e.g. `BLUTI` for blue tit. Last year about 9,000 people took part.",
        good=[
            Good(
                "preserve",
                "The Garden Bird Watch weekend is on 24 and 25 January 2026. Pick one hour on either day and count the birds that land in your garden or local park. For each species, write down only the largest number you see at the same time, not a running total, so that no bird gets counted twice (Greenwood & Ashby, 2019). Birds flying overhead don't count. Send in your results by 14 February 2026 at https://www.gardenbirdwatch.org.uk/submit, using the five-letter species codes from the list – for example, `BLUTI` for blue tit. About 9,000 people took part last year.",
            ),
            Good(
                "preserve",
                "The Garden Bird Watch weekend falls on 24–25 January 2026. Participants choose a single hour on one of the two days and count the birds landing in their garden or local park. Following Greenwood and Ashby (2019), they record only the highest number of each species seen at any one time, rather than a running total, to avoid counting the same bird twice. Birds flying overhead are excluded. Results are to be submitted by 14 February 2026 at https://www.gardenbirdwatch.org.uk/submit, with species entered as five-letter codes from the list, such as `BLUTI` for the blue tit. Around 9,000 people took part last year.",
            ),
            Good(
                "pl",
                "Weekend Garden Bird Watch odbędzie się 24–25 stycznia 2026 r. Wybierz jedną godzinę w jednym z tych dni i policz ptaki, które siadają w Twoim ogrodzie lub pobliskim parku. Aby uniknąć podwójnego liczenia, zapisuj dla każdego gatunku tylko największą liczbę ptaków widzianych jednocześnie, a nie sumę narastającą (Greenwood i Ashby, 2019). Nie licz ptaków przelatujących nad głową. Wyniki prześlij do 14 lutego 2026 r. na stronie https://www.gardenbirdwatch.org.uk/submit, wpisując gatunki za pomocą pięcioliterowych kodów z listy, np. `BLUTI` dla modraszki. W zeszłym roku wzięło udział około 9000 osób.",
            ),
        ],
        bad=[
            Slip(0, [("(Greenwood & Ashby, 2019)", "(Greenwood, 2019)")], "citation"),
            Slip(
                1,
                [
                    (
                        "https://www.gardenbirdwatch.org.uk/submit",
                        "https://www.gardenbirdwatch.org/submit",
                    )
                ],
                "url",
            ),
            Slip(2, [("do 14 lutego 2026 r.", "do 14 marca 2026 r.")], "date"),
        ],
    )
)

CASES.append(
    Case(
        key="en-food-bank-volunteer-briefing",
        source="Thank you for volunteering at Eastside Food Bank. Shifts start at 8:45 on Tuesdays and Thursdays and usually finish around 13:00. Please wear closed-toe shoes; sandals are not allowed in the warehouse for safety reasons. Volunteers under 18 need a signed consent form from a parent or guardian. Do not discuss clients' circumstances outside the food bank, and never take photographs in the distribution area. Each food parcel should provide roughly three days of meals for one person. If you cannot attend a shift, let the coordinator know at least 24 hours in advance by texting 07700 900 418.",
        good=[
            Good(
                "preserve",
                "Thanks for volunteering with Eastside Food Bank. Shifts begin at 8:45 on Tuesdays and Thursdays and normally end at about 13:00. Please wear shoes that cover your toes – for safety reasons, sandals aren't allowed in the warehouse. If you're under 18, you need a consent form signed by a parent or guardian. Don't talk about clients' situations outside the food bank, and don't ever take photos in the distribution area. Each food parcel should cover about three days of meals for one person. If you can't make a shift, text the coordinator on 07700 900 418 at least 24 hours beforehand.",
            ),
            Good(
                "preserve",
                "Eastside Food Bank thanks you for volunteering. Shifts begin at 8:45 on Tuesdays and Thursdays and typically end at approximately 13:00. Please wear closed-toe footwear: for safety reasons, sandals are prohibited in the warehouse. Volunteers under the age of 18 must provide a consent form signed by a parent or guardian. Clients' circumstances must not be discussed outside the food bank, and photography in the distribution area is forbidden at all times. Each food parcel is intended to provide approximately three days' meals for one person. Volunteers unable to attend a shift are asked to notify the coordinator by text message to 07700 900 418 no later than 24 hours in advance.",
            ),
            Good(
                "pl",
                "Dziękujemy za udział w wolontariacie w Eastside Food Bank. Dyżury zaczynają się o 8:45 we wtorki i czwartki i zwykle kończą się około 13:00. Prosimy o obuwie z zakrytymi palcami – ze względów bezpieczeństwa sandały są w magazynie niedozwolone. Wolontariusze poniżej 18 roku życia potrzebują zgody podpisanej przez rodzica lub opiekuna. Nie rozmawiaj o sytuacji klientów poza bankiem żywności i nigdy nie rób zdjęć w strefie wydawania paczek. Każda paczka żywnościowa powinna wystarczyć mniej więcej na trzy dni posiłków dla jednej osoby. Jeśli nie możesz przyjść na dyżur, daj znać koordynatorowi co najmniej 24 godziny wcześniej, wysyłając SMS na numer 07700 900 418.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "normally end at about 13:00.",
                        "normally end at about 13:00, with a free lunch provided for all volunteers.",
                    )
                ],
                "invented_fact",
            ),
            Bad(
                "preserve",
                "Dziękujemy za wolontariat w Eastside Food Bank. Dyżury zaczynają się o 8:45 we wtorki i czwartki i zwykle kończą się około 13:00. Prosimy o obuwie z zakrytymi palcami – ze względów bezpieczeństwa sandały są w magazynie niedozwolone. Wolontariusze poniżej 18 roku życia potrzebują zgody podpisanej przez rodzica lub opiekuna. Nie rozmawiaj o sytuacji klientów poza bankiem żywności i nigdy nie rób zdjęć w strefie wydawania paczek. Każda paczka żywnościowa powinna wystarczyć mniej więcej na trzy dni posiłków dla jednej osoby. Jeśli nie możesz przyjść na dyżur, daj znać koordynatorowi co najmniej 24 godziny wcześniej, wysyłając SMS na numer 07700 900 418.",
                "wrong_language",
            ),
            Slip(2, [("mniej więcej na trzy dni", "na trzy dni")], "hedge"),
        ],
    )
)

CASES.append(
    Case(
        key="en-museum-school-visits",
        source="""School visits to the Museum of Industry must be booked at least 3 weeks in advance via schools@museumofindustry.org. Please note the following:

- Groups may include up to 30 pupils.
- One adult is required for every 10 pupils (one for every 5 in Reception and Year 1).
- Guided workshops cost £4 per pupil; self-guided visits are free.
- Lunch space can be reserved but is not guaranteed.

Our workshops follow the object-based learning approach described by Chatterjee & Hannan (2015). Bookings cannot be confirmed until a completed risk assessment form has been returned.""",
        good=[
            Good(
                "preserve",
                """To bring a school group to the Museum of Industry, you need to book at least 3 weeks ahead by e-mailing schools@museumofindustry.org. Please note:

- A group can have at most 30 pupils.
- You need one adult for every 10 pupils (or one for every 5 in Reception and Year 1).
- Guided workshops cost £4 per pupil; self-guided visits cost nothing.
- You can reserve a lunch space, but we can't guarantee one.

Our workshops use the object-based learning approach set out by Chatterjee & Hannan (2015). We can only confirm your booking once you have sent back a completed risk assessment form.""",
            ),
            Good(
                "preserve",
                """All school visits to the Museum of Industry must be booked a minimum of 3 weeks in advance through schools@museumofindustry.org. The following conditions apply:

- Maximum group size: 30 pupils.
- Required adult-to-pupil ratio: 1:10 (1:5 for Reception and Year 1).
- Guided workshops: £4 per pupil. Self-guided visits: free of charge.
- Lunch space: may be reserved; availability is not guaranteed.

Workshops are based on the object-based learning approach described by Chatterjee and Hannan (2015). A booking will be confirmed only after a completed risk assessment form has been received.""",
            ),
            Good(
                "pl",
                """Wizyty szkolne w Museum of Industry należy rezerwować z co najmniej 3-tygodniowym wyprzedzeniem, pisząc na adres schools@museumofindustry.org. Prosimy pamiętać, że:

- grupa może liczyć maksymalnie 30 uczniów;
- na każdych 10 uczniów wymagany jest jeden dorosły opiekun (w klasach Reception i Year 1 – jeden na 5 uczniów);
- warsztaty z przewodnikiem kosztują 4 funty od ucznia, a zwiedzanie samodzielne jest bezpłatne;
- można zarezerwować miejsce na lunch, ale nie jest ono gwarantowane.

Nasze warsztaty opierają się na metodzie uczenia się przez kontakt z obiektami, opisanej przez Chatterjee i Hannan (2015). Rezerwację możemy potwierdzić dopiero po otrzymaniu wypełnionego formularza oceny ryzyka.""",
            ),
        ],
        bad=[
            Slip(1, [("Chatterjee and Hannan (2015)", "Chatterjee and Hannan (2016)")], "citation"),
            Slip(2, [("\n- warsztaty z przewodnikiem", " warsztaty z przewodnikiem")], "markdown"),
            Slip(0, [("but we can't guarantee one", "and we guarantee one")], "negation"),
        ],
    )
)
