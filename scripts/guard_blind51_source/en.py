# ruff: noqa: E501, RUF001
"""English source cases of blind set 51: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-swim-gala-entry-closing-rules",
        source="Entries for the Riverside Spring Gala close at 6 pm on Friday 14 March 2025. Swimmers may enter a maximum of five individual events, plus relays, and the entry fee is £4.50 per event. Entries must be submitted through the club portal; we cannot accept paper forms or payments in cash this year. Swimmers aged 9 and under are not eligible for the 200m events. Anyone who withdraws after the closing date will not receive a refund unless they provide a medical note. The provisional start list will be emailed to parents about a week before the gala, and warm-up starts at 8:15 am on the day.",
        good=[
            Good(
                "preserve",
                "Please get your entries in for the Riverside Spring Gala by 6 pm on Friday 14 March 2025, when they close. Each swimmer may enter up to five individual events, with relays on top of that, and the fee is £4.50 per event. You must enter through the club portal, as this year we can't take paper forms or cash payments. The 200m events are not open to swimmers aged 9 and under. If you withdraw after the closing date, you won't get a refund unless you give us a medical note. Parents can expect the provisional start list by email about a week before the gala, and on the day warm-up begins at 8:15 am.",
            ),
            Good(
                "preserve",
                "Riverside Spring Gala – entry rules\n\n- Entries close: 6 pm, Friday 14 March 2025.\n- Maximum of five individual events per swimmer, plus relays.\n- Fee: £4.50 per event.\n- Entries must go through the club portal; paper forms and cash payments cannot be accepted this year.\n- Swimmers aged 9 and under are not eligible for the 200m events.\n- No refund for withdrawals after the closing date unless a medical note is provided.\n- The provisional start list will be emailed to parents about a week before the gala.\n- Warm-up starts at 8:15 am on the day.",
            ),
            Good(
                "pl",
                "Zgłoszenia na Riverside Spring Gala przyjmujemy do piątku 14 marca 2025 r., do godz. 18:00. Każdy zawodnik może wystartować w maksymalnie pięciu konkurencjach indywidualnych oraz w sztafetach, a opłata wynosi 4,50 GBP za konkurencję. Zgłoszenia należy składać przez portal klubu – w tym roku nie możemy przyjmować formularzy papierowych ani płatności gotówką. Zawodnicy w wieku 9 lat i młodsi nie mogą startować na dystansach 200 m. Osoby, które wycofają się po terminie zgłoszeń, nie otrzymają zwrotu opłaty, chyba że przedstawią zaświadczenie lekarskie. Wstępna lista startowa zostanie wysłana rodzicom e-mailem mniej więcej tydzień przed zawodami, a rozgrzewka w dniu zawodów zaczyna się o 8:15.",
            ),
        ],
        bad=[
            Slip(
                0, [("The 200m events are not open to", "The 200m events are open to")], "negation"
            ),
            Slip(
                1,
                [("Maximum of five individual events", "Maximum of six individual events")],
                "number",
            ),
            Slip(2, [("do piątku 14 marca 2025 r.", "do piątku 21 marca 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-tenancy-checkout-inventory-deduction-notes",
        source="Check-out inspection, Flat 3B, 27 Alder Road – 30 June 2024. The tenant returned two sets of keys; the third set listed on the check-in inventory was not returned, and the landlord may charge for a replacement lock. The oven had not been cleaned and will need a professional clean. There is a 10 cm scorch mark on the kitchen worktop beside the hob. Carpets in both bedrooms were in fair condition with normal wear and tear, which cannot be deducted from the deposit. Any proposed deductions must be itemised and sent to the tenant within 10 days, and the deposit scheme should be contacted if the amount is disputed.",
        good=[
            Good(
                "preserve",
                "Flat 3B, 27 Alder Road – check-out inspection, 30 June 2024\n\nKeys: only two sets were handed back. The third set recorded on the check-in inventory is missing, so the landlord may charge for replacing the lock.\n\nKitchen: the oven was left uncleaned and requires a professional clean. There is a 10 cm scorch mark on the worktop next to the hob.\n\nBedrooms: carpets in both are in fair condition, showing normal wear and tear, which cannot be deducted from the deposit.\n\nNext steps: any proposed deductions must be itemised and sent to the tenant within 10 days. If the amount is disputed, the deposit scheme should be contacted.",
            ),
            Good(
                "preserve",
                "At the check-out inspection of Flat 3B, 27 Alder Road on 30 June 2024, the tenant handed back two sets of keys, but not the third set listed on the check-in inventory, so the landlord may charge for a new lock. The oven had been left dirty and will need cleaning by a professional, and a scorch mark measuring 10 cm was found on the kitchen worktop beside the hob. The carpets in both bedrooms are in fair condition and show only normal wear and tear; this cannot be deducted from the deposit. Proposed deductions must be listed item by item and sent to the tenant within 10 days, and if the amount is disputed, the deposit scheme should be contacted.",
            ),
            Good(
                "pl",
                "Protokół zdania mieszkania: lokal 3B, 27 Alder Road, 30 czerwca 2024 r. Najemca oddał dwa komplety kluczy; trzeci komplet, wpisany do protokołu zdawczo-odbiorczego przy wprowadzeniu się, nie został zwrócony, więc wynajmujący może obciążyć najemcę kosztem wymiany zamka. Piekarnik nie został wyczyszczony i będzie wymagał profesjonalnego czyszczenia. Na blacie kuchennym obok płyty grzewczej jest ślad przypalenia o długości 10 cm. Wykładziny w obu sypialniach są w dostatecznym stanie, z normalnymi śladami zużycia, za które nie można potrącać kwot z kaucji. Wszelkie proponowane potrącenia muszą zostać wyszczególnione i przesłane najemcy w ciągu 10 dni, a jeśli kwota jest sporna, powinno się skontaktować z systemem ochrony kaucji.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "so the landlord may charge for replacing the lock",
                        "so the landlord will charge for replacing the lock",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "this cannot be deducted from the deposit",
                        "this can be deducted from the deposit",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "będzie wymagał profesjonalnego czyszczenia.",
                        "będzie wymagał profesjonalnego czyszczenia, które zlecono już firmie Sparkle Clean.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-travel-clinic-east-africa-vaccine-advice",
        source="Book your travel health appointment at least six to eight weeks before you leave, because some vaccines need more than one dose. For most trips to East Africa we recommend hepatitis A and typhoid; yellow fever vaccination is required for entry to some countries, and you must bring your certificate with you when you travel. The yellow fever vaccine costs £78 at our clinic and is not available on the NHS. Malaria tablets should be started before departure, usually one to two days beforehand for atovaquone-proguanil. Side effects are generally mild, but around 1 in 10 people may get a sore arm or a slight temperature.",
        good=[
            Good(
                "preserve",
                "Before you travel to East Africa:\n\n- Book a travel health appointment at least six to eight weeks ahead – some vaccines need more than one dose.\n- For most trips, we recommend hepatitis A and typhoid vaccines.\n- Some countries require yellow fever vaccination for entry, and you must carry your certificate when you travel.\n- At our clinic the yellow fever vaccine costs £78; it is not available on the NHS.\n- Malaria tablets should be started before departure – for atovaquone-proguanil, usually one to two days beforehand.\n- Side effects are generally mild, though around 1 in 10 people may get a sore arm or a slight temperature.",
            ),
            Good(
                "preserve",
                "Book your travel health appointment no later than six to eight weeks before departure, since certain vaccines require more than one dose. For most journeys to East Africa, we recommend vaccination against hepatitis A and typhoid. Some countries require yellow fever vaccination as a condition of entry, and travellers must carry their certificate with them. Our clinic charges £78 for the yellow fever vaccine, which is not available on the NHS. Malaria tablets should be started before departure; in the case of atovaquone-proguanil, this is usually one to two days beforehand. Side effects tend to be mild, although around one person in ten may experience a sore arm or a slight temperature.",
            ),
            Good(
                "pl",
                "Wizytę w poradni medycyny podróży umów co najmniej sześć do ośmiu tygodni przed wyjazdem, ponieważ niektóre szczepionki wymagają podania więcej niż jednej dawki. Przed większością podróży do Afryki Wschodniej zalecamy szczepienie przeciw WZW typu A i durowi brzusznemu. Przy wjeździe do niektórych krajów wymagane jest szczepienie przeciw żółtej gorączce i w podróży musisz mieć przy sobie świadectwo szczepienia. W naszej poradni szczepionka przeciw żółtej gorączce kosztuje 78 GBP i nie jest dostępna w ramach NHS. Leki przeciwmalaryczne powinno się zacząć przyjmować przed wyjazdem – w przypadku atowakwonu z proguanilem zwykle na jeden–dwa dni wcześniej. Działania niepożądane są na ogół łagodne, ale około 1 na 10 osób może odczuwać ból ramienia lub mieć lekko podwyższoną temperaturę.",
            ),
        ],
        bad=[
            Slip(0, [("though around 1 in 10 people", "though 1 in 10 people")], "hedge"),
            Slip(
                1,
                [
                    (
                        "travellers must carry their certificate",
                        "travellers should carry their certificate",
                    )
                ],
                "modality",
            ),
            Slip(2, [("kosztuje 78 GBP", "kosztuje 68 GBP")], "number"),
        ],
    ),
    Case(
        key="en-actions-release-workflow-secrets-docs",
        source="## Release workflow\n\nThe `release.yml` workflow runs when a tag matching `v*` is pushed. It builds the package on Python 3.11 and 3.12, runs the test suite, and publishes to PyPI only if every job passes.\n\n### Required secrets\n\n- `PYPI_API_TOKEN` – a project-scoped token from pypi.org\n- `SLACK_WEBHOOK_URL` – optional; used for release notifications\n\nDo not store tokens in the workflow file itself. To test the workflow without publishing, run it manually from the **Actions** tab with `dry_run: true`. Jobs time out after 30 minutes, and the cache is not shared between branches.",
        good=[
            Good(
                "preserve",
                "## Release workflow\n\nPushing a tag that matches `v*` triggers the `release.yml` workflow. The workflow builds the package on Python 3.11 and 3.12 and runs the test suite; publishing to PyPI happens only when all jobs pass.\n\n### Required secrets\n\n- `PYPI_API_TOKEN` – project-scoped token generated on pypi.org\n- `SLACK_WEBHOOK_URL` – optional, used to send release notifications\n\nNever put tokens in the workflow file itself. If you want to try the workflow without publishing anything, trigger it manually from the **Actions** tab and set `dry_run: true`. Each job times out after 30 minutes. Note that the cache is not shared between branches.",
            ),
            Good(
                "preserve",
                "## Release workflow\n\n`release.yml` is triggered by pushing a tag that matches `v*`. It:\n\n1. builds the package on Python 3.11 and 3.12,\n2. runs the test suite,\n3. publishes to PyPI, but only if every job has passed.\n\n### Required secrets\n\n- `PYPI_API_TOKEN` – a project-scoped token from pypi.org\n- `SLACK_WEBHOOK_URL` – optional; for release notifications\n\nTokens must not be stored in the workflow file. For a test run that doesn't publish, start the workflow manually in the **Actions** tab with `dry_run: true`. Jobs time out after 30 minutes, and the cache isn't shared across branches.",
            ),
            Good(
                "pl",
                "## Workflow wydania\n\nWorkflow `release.yml` uruchamia się po wypchnięciu tagu pasującego do `v*`. Buduje pakiet na Pythonie 3.11 i 3.12, uruchamia zestaw testów i publikuje w PyPI tylko wtedy, gdy wszystkie zadania zakończą się powodzeniem.\n\n### Wymagane sekrety\n\n- `PYPI_API_TOKEN` – token o zakresie projektu z pypi.org\n- `SLACK_WEBHOOK_URL` – opcjonalny; służy do powiadomień o wydaniach\n\nNie przechowuj tokenów w samym pliku workflow. Aby przetestować workflow bez publikowania, uruchom go ręcznie z karty **Actions** z ustawieniem `dry_run: true`. Zadania są przerywane po 30 minutach, a pamięć podręczna nie jest współdzielona między gałęziami.",
            ),
        ],
        bad=[
            Slip(0, [("set `dry_run: true`", "set `dry-run: true`")], "code"),
            Slip(1, [("### Required secrets", "Required secrets")], "markdown"),
            Slip(
                2,
                [
                    (
                        "a pamięć podręczna nie jest współdzielona",
                        "a pamięć podręczna jest współdzielona",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-stromboli-so2-degassing-flux-abstract",
        source="We report sulphur dioxide (SO2) emission rates from Stromboli volcano measured by a network of four scanning UV spectrometers between January 2019 and December 2021. Mean daily SO2 flux was 210 ± 60 tonnes per day, broadly consistent with earlier estimates (Burton et al., 2009). Flux increased by roughly 40% in the two weeks preceding the paroxysms of July and August 2019, which suggests that degassing measurements could provide short-term warning of such events. However, the signal was not detected before every paroxysm, and wind conditions probably reduced measurement quality on about 15% of days. Data are available at doi:10.5281/zenodo.7712045.",
        good=[
            Good(
                "preserve",
                "Between January 2019 and December 2021, a network of four scanning UV spectrometers measured sulphur dioxide (SO2) emissions from Stromboli. On average, the volcano released 210 ± 60 tonnes of SO2 per day, which broadly agrees with earlier estimates (Burton et al., 2009). In the two weeks before the paroxysms of July and August 2019, the flux rose by roughly 40%, suggesting that degassing measurements could give short-term warning of such events. The increase was not detected before every paroxysm, however, and wind conditions probably degraded the measurements on about 15% of days. The data can be found at doi:10.5281/zenodo.7712045.",
            ),
            Good(
                "preserve",
                "This study presents sulphur dioxide (SO2) emission rates for Stromboli obtained from a network of four scanning UV spectrometers over the period January 2019 – December 2021. The mean daily SO2 flux, 210 ± 60 t/day, is broadly in line with previous estimates (Burton et al., 2009). A rise of roughly 40% in flux was observed during the two weeks leading up to the July and August 2019 paroxysms, indicating that degassing measurements could offer short-term warning of such events. Nevertheless, this signal was not detected ahead of every paroxysm. Measurement quality was probably reduced by wind conditions on about 15% of days. The data set is available at doi:10.5281/zenodo.7712045.",
            ),
            Good(
                "pl",
                "Przedstawiamy tempo emisji dwutlenku siarki (SO2) z wulkanu Stromboli, mierzone przez sieć czterech skanujących spektrometrów UV od stycznia 2019 r. do grudnia 2021 r. Średni dobowy strumień SO2 wyniósł 210 ± 60 ton na dobę, co jest w ogólnym zarysie zgodne z wcześniejszymi szacunkami (Burton i in., 2009). W ciągu dwóch tygodni poprzedzających paroksyzmy z lipca i sierpnia 2019 r. strumień wzrósł o mniej więcej 40%, co sugeruje, że pomiary odgazowania mogłyby umożliwiać krótkoterminowe ostrzeganie przed takimi zdarzeniami. Sygnału tego nie wykryto jednak przed każdym paroksyzmem, a warunki wiatrowe prawdopodobnie obniżyły jakość pomiarów w około 15% dni. Dane są dostępne pod adresem doi:10.5281/zenodo.7712045.",
            ),
        ],
        bad=[
            Slip(0, [("(Burton et al., 2009)", "(Burton et al., 2019)")], "citation"),
            Slip(
                1,
                [("Measurement quality was probably reduced", "Measurement quality was reduced")],
                "hedge",
            ),
            Slip(2, [("o mniej więcej 40%", "o mniej więcej 25%")], "number"),
        ],
    ),
    Case(
        key="en-neighbourhood-watch-november-meeting-newsletter",
        source="Thank you to everyone who came to the litter pick in September. Our next members' meeting is on Tuesday 12 November at 7:30 pm in the Church Hall on Mill Lane, and PC Sarah Okafor from the local policing team will join us. There have been three reports of catalytic converter thefts on Beech Grove since mid-October, so please do not leave vehicles unlocked and consider parking in well-lit areas. If you see something suspicious, do not approach anyone; call 101, or 999 in an emergency. You can also report online at www.police.uk/report. New members are always welcome – just email watch@millfieldnw.org.uk.",
        good=[
            Good(
                "preserve",
                "A big thank-you to all of you who joined September's litter pick! Please put our next members' meeting in your diary: Tuesday 12 November, 7:30 pm, at the Church Hall on Mill Lane. PC Sarah Okafor from the local policing team will be coming along. Since mid-October, three catalytic converter thefts have been reported on Beech Grove, so please don't leave your vehicle unlocked, and think about parking somewhere well lit. If you notice anything suspicious, don't approach anyone – ring 101, or 999 if it's an emergency – or report it online at www.police.uk/report. We always welcome new members; simply email watch@millfieldnw.org.uk.",
            ),
            Good(
                "preserve",
                "Thank you – to everyone who took part in the September litter pick.\n\nNext meeting – Tuesday 12 November, 7:30 pm, Church Hall, Mill Lane. We'll be joined by PC Sarah Okafor of the local policing team.\n\nCar crime alert – Beech Grove has had three reports of catalytic converter thefts since mid-October. Please do not leave vehicles unlocked, and consider parking in well-lit areas.\n\nSeen something suspicious? – Do not approach anyone. Call 101, or 999 in an emergency, or report online at www.police.uk/report.\n\nJoin us – New members are always welcome: email watch@millfieldnw.org.uk.",
            ),
            Good(
                "pl",
                "Dziękujemy wszystkim, którzy we wrześniu wzięli udział w sprzątaniu okolicy. Następne zebranie członków odbędzie się we wtorek 12 listopada o 19:30 w Church Hall przy Mill Lane; dołączy do nas posterunkowa Sarah Okafor z lokalnego zespołu policji. Od połowy października zgłoszono trzy kradzieże katalizatorów na Beech Grove, dlatego prosimy nie zostawiać pojazdów otwartych i rozważyć parkowanie w dobrze oświetlonych miejscach. Jeśli zauważysz coś podejrzanego, nie podchodź do nikogo; zadzwoń pod numer 101, a w nagłym wypadku pod 999. Zgłoszenie można też złożyć online na stronie www.police.uk/report. Nowi członkowie są zawsze mile widziani – wystarczy napisać na adres watch@millfieldnw.org.uk.",
            ),
        ],
        bad=[
            Slip(0, [("watch@millfieldnw.org.uk", "watch@millfield.org.uk")], "url"),
            Slip(1, [("Tuesday 12 November, 7:30 pm", "Tuesday 12 November, 7 pm")], "date"),
            Slip(
                2,
                [("nie podchodź do nikogo; zadzwoń", "podejdź do tej osoby, a potem zadzwoń")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-allotment-annual-show-staging-schedule",
        source="The Greenfield Allotment Society Annual Show will be held on Saturday 7 September 2024 in the Pavilion. Exhibits must be staged between 7:00 and 9:30 am, and judging begins promptly at 10:00. Entry is free for members and £1 per class for non-members. In Class 4 (three onions, dressed), onions should be trimmed to 5 cm of stem; Class 9 (heaviest marrow) is open to all ages. Each exhibitor may enter only one exhibit per class. Prizes will be presented at 3 pm, and exhibits may not be removed before then. The judges' decision is final.",
        good=[
            Good(
                "preserve",
                "Greenfield Allotment Society Annual Show\nSaturday 7 September 2024, the Pavilion\n\n- Staging: exhibits must be staged between 7:00 and 9:30 am.\n- Judging: begins promptly at 10:00.\n- Entry: free for members; £1 per class for non-members.\n- Class 4 (three onions, dressed): onions should be trimmed to 5 cm of stem.\n- Class 9 (heaviest marrow): open to all ages.\n- Each exhibitor may enter only one exhibit per class.\n- Prizegiving: 3 pm. Exhibits may not be removed before then.\n- The judges' decision is final.",
            ),
            Good(
                "preserve",
                "This year's Greenfield Allotment Society Annual Show takes place in the Pavilion on Saturday 7 September 2024. You must stage your exhibits between 7:00 and 9:30 am; judging will begin promptly at 10:00. Members enter free, while non-members pay £1 per class. If you're entering Class 4 (three onions, dressed), your onions should be trimmed to 5 cm of stem. Class 9, for the heaviest marrow, is open to all ages. You may enter only one exhibit in each class. Prizes will be presented at 3 pm, and exhibits may not be taken away before that time. The judges' decision is final.",
            ),
            Good(
                "pl",
                "Doroczna wystawa Greenfield Allotment Society odbędzie się w sobotę 7 września 2024 r. w pawilonie. Eksponaty należy ustawić między 7:00 a 9:30, a ocenianie rozpocznie się punktualnie o 10:00. Udział jest bezpłatny dla członków, a osoby spoza stowarzyszenia płacą 1 GBP za każdą klasę. W klasie 4 (trzy cebule, przygotowane do pokazu) łodygi cebul powinny być przycięte do 5 cm; klasa 9 (najcięższy kabaczek) jest otwarta dla wszystkich grup wiekowych. Każdy wystawca może zgłosić tylko jeden eksponat w danej klasie. Nagrody zostaną wręczone o 15:00 i do tego czasu nie wolno zabierać eksponatów. Decyzja jurorów jest ostateczna.",
            ),
        ],
        bad=[
            Slip(0, [("trimmed to 5 cm of stem", "trimmed to 8 cm of stem")], "number"),
            Slip(
                1, [("You must stage your exhibits", "You should stage your exhibits")], "modality"
            ),
            Slip(
                2,
                [
                    (
                        "Decyzja jurorów jest ostateczna.",
                        "Decyzja jurorów, którym w tym roku przewodniczy Margaret Ellis, jest ostateczna.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-student-loan-plan-two-repayment-guide",
        source="If you are on Plan 2, you repay 9% of your income above the threshold, which is £27,295 a year (£2,274 a month) from 6 April 2024. Repayments are usually taken through PAYE by your employer, so you do not need to contact the Student Loans Company unless you are self-employed. Interest is charged from the day your first payment is made to you. Any balance still outstanding 30 years after the April you were first due to repay will be written off. These rules are set out in the Education (Student Loans) (Repayment) Regulations 2009. Making voluntary extra payments will probably not save you money if you are unlikely to clear the loan before it is written off.",
        good=[
            Good(
                "preserve",
                "How much do I repay on Plan 2?\nFrom 6 April 2024, you repay 9% of whatever you earn above the threshold of £27,295 a year (£2,274 a month).\n\nHow is it collected?\nUsually your employer takes it through PAYE, so unless you're self-employed you do not need to contact the Student Loans Company.\n\nWhen does interest start?\nFrom the day your first payment is made to you.\n\nWhen is the loan written off?\nAny balance still outstanding 30 years after the April you were first due to repay will be written off.\n\nWhere are the rules?\nIn the Education (Student Loans) (Repayment) Regulations 2009.\n\nShould I overpay?\nIf you are unlikely to clear the loan before it is written off, voluntary extra payments will probably not save you money.",
            ),
            Good(
                "preserve",
                "Borrowers on Plan 2 repay 9% of their income above the repayment threshold, which from 6 April 2024 is £27,295 per year (£2,274 per month). In most cases repayments are collected by the employer through PAYE, so borrowers do not need to contact the Student Loans Company unless they are self-employed. Interest is charged from the day the first payment is made to the borrower. Any balance that remains outstanding 30 years after the April in which repayments were first due will be written off. The applicable rules are set out in the Education (Student Loans) (Repayment) Regulations 2009. For borrowers who are unlikely to repay the loan in full before it is written off, voluntary extra payments will probably not save money.",
            ),
            Good(
                "pl",
                "Jeśli spłacasz kredyt w ramach Plan 2, oddajesz 9% dochodu powyżej progu, który od 6 kwietnia 2024 r. wynosi 27 295 GBP rocznie (2274 GBP miesięcznie). Spłaty są zwykle potrącane przez pracodawcę w systemie PAYE, więc nie musisz kontaktować się ze Student Loans Company, chyba że prowadzisz własną działalność. Odsetki nalicza się od dnia, w którym otrzymasz pierwszą wypłatę. Saldo pozostałe do spłaty po 30 latach od kwietnia, w którym po raz pierwszy powstał obowiązek spłaty, zostanie umorzone. Zasady te określa rozporządzenie Education (Student Loans) (Repayment) Regulations 2009. Jeśli jest mało prawdopodobne, że spłacisz kredyt przed jego umorzeniem, dobrowolne dodatkowe wpłaty prawdopodobnie nie przyniosą ci oszczędności.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you repay 9% of whatever you earn", "you repay 6% of whatever you earn")],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "the Education (Student Loans) (Repayment) Regulations 2009",
                        "the Education (Student Support) Regulations 2011",
                    )
                ],
                "legal_reference",
            ),
            Slip(2, [("wpłaty prawdopodobnie nie przyniosą", "wpłaty nie przyniosą")], "hedge"),
        ],
    ),
    Case(
        key="en-dog-grooming-salon-booking-cancellation-terms",
        source="Please arrive on time for your appointment: if you are more than 15 minutes late, we may need to shorten the groom or rebook you. We require at least 48 hours' notice of cancellation; late cancellations and no-shows will be charged 50% of the groom price. All dogs must be up to date with their vaccinations. We do not groom dogs with live fleas; if we find fleas during the groom, a £15 flea treatment charge applies. Severely matted coats will be clipped short for the dog's welfare, and we cannot guarantee a particular style in that case. Puppies should have their first groom before they are 16 weeks old. Dogs must not be fed in the two hours before their appointment.",
        good=[
            Good(
                "preserve",
                "Our booking terms\n\n- Please be on time. If you're more than 15 minutes late, we may need to shorten the groom or rebook you.\n- We need at least 48 hours' notice if you cancel. Late cancellations and no-shows are charged 50% of the groom price.\n- Every dog must be up to date with vaccinations.\n- We don't groom dogs with live fleas. If we find fleas during the groom, there is a £15 flea treatment charge.\n- For the dog's welfare, severely matted coats will be clipped short, and in that case we can't guarantee any particular style.\n- Puppies should have their first groom before they reach 16 weeks.\n- Your dog must not be fed in the two hours before the appointment.",
            ),
            Good(
                "preserve",
                "Clients are asked to arrive punctually. Where a client is more than 15 minutes late, the groom may need to be shortened or the appointment rebooked. A minimum of 48 hours' notice is required for cancellations, and late cancellations or no-shows will be charged at 50% of the groom price. All dogs must be up to date with their vaccinations. Dogs with live fleas will not be groomed; should fleas be found during grooming, a flea treatment charge of £15 will apply. For welfare reasons, severely matted coats will be clipped short, in which case no particular style can be guaranteed. A puppy's first groom should take place before it is 16 weeks old, and dogs must not be fed during the two hours before their appointment.",
            ),
            Good(
                "pl",
                "Prosimy o punktualne przybycie: jeśli spóźnisz się więcej niż 15 minut, być może będziemy musieli skrócić zabieg lub przełożyć wizytę. Wizytę należy odwołać co najmniej 48 godzin wcześniej; za późne odwołanie lub niestawienie się pobieramy 50% ceny zabiegu. Wszystkie psy muszą mieć aktualne szczepienia. Nie strzyżemy psów z żywymi pchłami; jeśli wykryjemy pchły podczas zabiegu, doliczamy 15 GBP za zabieg przeciw pchłom. Ze względu na dobro psa mocno skołtunioną sierść strzyżemy krótko i w takim przypadku nie możemy zagwarantować konkretnej fryzury. Szczeniak powinien przejść pierwszą pielęgnację, zanim skończy 16 tygodni. Psa nie wolno karmić w ciągu dwóch godzin przed wizytą.",
            ),
        ],
        bad=[
            Slip(
                0, [("Every dog must be up to date", "Every dog should be up to date")], "modality"
            ),
            Slip(
                1,
                [
                    (
                        "Dogs with live fleas will not be groomed",
                        "Dogs with live fleas will be groomed",
                    )
                ],
                "negation",
            ),
            Slip(
                2, [("co najmniej 48 godzin wcześniej", "co najmniej 24 godziny wcześniej")], "date"
            ),
        ],
    ),
    Case(
        key="en-heritage-railway-santa-special-departures",
        source="From Saturday 30 November to Sunday 22 December, Santa Specials will run from Ashby Road station every weekend, departing at 10:00, 11:30, 13:00 and 14:30. The round trip to Kingsbridge Halt takes about 75 minutes. Tickets must be booked in advance at www.valleysteam.co.uk/santa and are not sold at the station. Please note that the 14:30 service on Sunday 15 December will be hauled by a diesel locomotive while No. 4472 undergoes a boiler inspection. Children under 2 travel free but do not receive a present. The station car park will not be available; please use the pay-and-display car park on Station Street.",
        good=[
            Good(
                "preserve",
                "Santa Specials – Ashby Road station\n\nDates: every weekend from Saturday 30 November to Sunday 22 December\nDepartures: 10:00, 11:30, 13:00 and 14:30\nJourney: round trip to Kingsbridge Halt, about 75 minutes\n\nTickets must be booked in advance at www.valleysteam.co.uk/santa; they are not on sale at the station. On Sunday 15 December the 14:30 departure will be diesel-hauled while No. 4472 has its boiler inspection. Children under 2 travel free, but they don't receive a present. The station car park will not be available, so please use the pay-and-display car park on Station Street.",
            ),
            Good(
                "preserve",
                "All aboard for our Santa Specials! They run every weekend from Saturday 30 November until Sunday 22 December, leaving Ashby Road station at 10:00, 11:30, 13:00 and 14:30, and the round trip to Kingsbridge Halt takes about 75 minutes. You must book your tickets in advance at www.valleysteam.co.uk/santa – we don't sell them at the station. One change to note: on Sunday 15 December, the 14:30 train will be pulled by a diesel locomotive while No. 4472 undergoes a boiler inspection. Under-2s travel free but do not receive a present. The station car park won't be available, so please park in the pay-and-display car park on Station Street.",
            ),
            Good(
                "pl",
                "Od soboty 30 listopada do niedzieli 22 grudnia w każdy weekend ze stacji Ashby Road będą kursować pociągi Santa Special, z odjazdami o 10:00, 11:30, 13:00 i 14:30. Przejazd w obie strony do Kingsbridge Halt trwa około 75 minut. Bilety trzeba zarezerwować z wyprzedzeniem na stronie www.valleysteam.co.uk/santa – nie są sprzedawane na stacji. Uwaga: w niedzielę 15 grudnia kurs o 14:30 poprowadzi lokomotywa spalinowa, ponieważ parowóz nr 4472 przechodzi przegląd kotła. Dzieci poniżej 2 lat podróżują bezpłatnie, ale nie otrzymują prezentu. Parking przy stacji będzie niedostępny; prosimy korzystać z płatnego parkingu przy Station Street.",
            ),
        ],
        bad=[
            Slip(0, [("On Sunday 15 December", "On Sunday 8 December")], "date"),
            Slip(1, [("www.valleysteam.co.uk/santa", "www.valleysteam.co.uk/tickets")], "url"),
            Slip(2, [("ale nie otrzymują prezentu", "i również otrzymują prezent")], "negation"),
        ],
    ),
    Case(
        key="en-tennis-club-member-data-privacy-notice",
        source="Hillside Tennis Club processes members' personal data under Article 6(1)(b) of the UK GDPR, because it is necessary to administer your membership. We keep your records for six years after your membership ends and then delete them. Photographs taken at club events may be published on our website only with your consent, which you can withdraw at any time. You have the right to request a copy of your data under Article 15; we must respond within one month. We do not sell your data or share it with third parties for marketing. If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office at ico.org.uk.",
        good=[
            Good(
                "preserve",
                "Hillside Tennis Club uses your personal data to run your membership. Our legal basis is Article 6(1)(b) of the UK GDPR, because processing is necessary to administer it. Once your membership ends, we keep your records for six years and then delete them. Photos taken at club events may be published on our website only if you consent, and you can withdraw that consent at any time. Under Article 15 you have the right to ask for a copy of your data, and we must reply within one month. We don't sell your data, and we don't share it with third parties for marketing. Not happy with how we handle it? You can complain to the Information Commissioner's Office at ico.org.uk.",
            ),
            Good(
                "preserve",
                "How Hillside Tennis Club handles your data\n\n- Legal basis: Article 6(1)(b) of the UK GDPR – processing is necessary to administer your membership.\n- Retention: records are kept for six years after your membership ends, then deleted.\n- Photos: pictures from club events may be published on our website only with your consent, which you can withdraw at any time.\n- Access: under Article 15 you have the right to request a copy of your data, and we must respond within one month.\n- Sharing: we do not sell your data or pass it to third parties for marketing.\n- Complaints: if you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office at ico.org.uk.",
            ),
            Good(
                "pl",
                "Hillside Tennis Club przetwarza dane osobowe członków na podstawie art. 6 ust. 1 lit. b UK GDPR, ponieważ jest to niezbędne do obsługi członkostwa. Twoje dane przechowujemy przez sześć lat od zakończenia członkostwa, a następnie je usuwamy. Zdjęcia z wydarzeń klubowych mogą być publikowane na naszej stronie internetowej wyłącznie za Twoją zgodą, którą możesz w każdej chwili wycofać. Na podstawie art. 15 masz prawo zażądać kopii swoich danych; musimy odpowiedzieć w ciągu jednego miesiąca. Nie sprzedajemy Twoich danych ani nie udostępniamy ich podmiotom trzecim w celach marketingowych. Jeśli nie podoba Ci się sposób, w jaki postępujemy z Twoimi danymi, możesz złożyć skargę do Information Commissioner's Office pod adresem ico.org.uk.",
            ),
        ],
        bad=[
            Slip(0, [("Under Article 15", "Under Article 17")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "and we must respond within one month",
                        "and we aim to respond within one month",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Nie sprzedajemy Twoich danych ani nie udostępniamy ich podmiotom trzecim w celach marketingowych.",
                        "We do not sell your data or share it with third parties for marketing.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-tidyshelf-readme-install-and-config",
        source="## Installation\n\n`tidyshelf` requires Python 3.10 or newer. Install it with:\n\n```\npipx install tidyshelf\n```\n\n## Configuration\n\nSettings are read from `~/.config/tidyshelf/config.toml`. The most useful options are:\n\n- `max_depth` – how many folder levels to scan (default: 3)\n- `dry_run` – show planned moves without changing any files (default: `true`)\n- `ignore` – a list of glob patterns to skip\n\nThe first run on a large library may take several minutes. Files are never deleted; duplicates are moved to a `_duplicates` folder instead.",
        good=[
            Good(
                "preserve",
                "## Installation\n\nYou need Python 3.10 or later to run `tidyshelf`. To install it:\n\n```\npipx install tidyshelf\n```\n\n## Configuration\n\n`tidyshelf` reads its settings from `~/.config/tidyshelf/config.toml`. The options you are most likely to need:\n\n- `max_depth` – number of folder levels to scan (default: 3)\n- `dry_run` – lists the planned moves without touching any files (default: `true`)\n- `ignore` – glob patterns to skip, given as a list\n\nOn a large library, the first run may take several minutes. Nothing is ever deleted: duplicates go into a `_duplicates` folder instead.",
            ),
            Good(
                "preserve",
                "## Installation\n\n`tidyshelf` needs Python 3.10+. Install with:\n\n```\npipx install tidyshelf\n```\n\n## Configuration\n\nConfig file: `~/.config/tidyshelf/config.toml`. Key options:\n\n- `max_depth` – folder levels to scan (default: 3)\n- `dry_run` – preview planned moves; no files are changed (default: `true`)\n- `ignore` – list of glob patterns to skip\n\nThe first run on a large library may take several minutes. `tidyshelf` never deletes files – duplicates are moved to a `_duplicates` folder.",
            ),
            Good(
                "pl",
                "## Instalacja\n\n`tidyshelf` wymaga Pythona w wersji 3.10 lub nowszej. Zainstaluj go poleceniem:\n\n```\npipx install tidyshelf\n```\n\n## Konfiguracja\n\nUstawienia są odczytywane z pliku `~/.config/tidyshelf/config.toml`. Najprzydatniejsze opcje to:\n\n- `max_depth` – liczba poziomów folderów do przeskanowania (domyślnie: 3)\n- `dry_run` – pokazuje planowane przeniesienia bez zmieniania plików (domyślnie: `true`)\n- `ignore` – lista wzorców glob do pominięcia\n\nPierwsze uruchomienie na dużej bibliotece może potrwać kilka minut. Pliki nigdy nie są usuwane; duplikaty trafiają zamiast tego do folderu `_duplicates`.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "To install it:\n\n```\npipx install tidyshelf\n```",
                        "To install it: pipx install tidyshelf",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("`~/.config/tidyshelf/config.toml`", "`~/.tidyshelf/config.toml`")], "code"),
            Slip(2, [("(domyślnie: 3)", "(domyślnie: 5)")], "number"),
        ],
    ),
    Case(
        key="en-vitamin-d-falls-prevention-trial-abstract",
        source="In this randomised controlled trial, 1,204 adults aged 70 or over living in the community received either 2,000 IU of vitamin D3 daily or a placebo for 24 months. The rate of falls did not differ significantly between the groups (rate ratio 0.97; 95% CI 0.86–1.09). A pre-specified subgroup analysis suggested a possible benefit in participants with baseline 25(OH)D below 30 nmol/L, although this finding may be due to chance. These results are consistent with a recent meta-analysis (Bolland et al., Lancet Diabetes Endocrinol 2018;6:847–58) and do not support routine vitamin D supplementation to prevent falls in older adults who are not deficient.",
        good=[
            Good(
                "preserve",
                "Researchers randomly assigned 1,204 community-dwelling adults aged 70 or over to take either 2,000 IU of vitamin D3 a day or a placebo for 24 months. There was no significant difference in how often people in the two groups fell (rate ratio 0.97; 95% CI 0.86–1.09). A subgroup analysis that had been planned in advance suggested a possible benefit for participants whose baseline 25(OH)D level was below 30 nmol/L, but this result may be due to chance. The findings agree with a recent meta-analysis (Bolland et al., Lancet Diabetes Endocrinol 2018;6:847–58) and do not support giving vitamin D routinely to prevent falls in older adults who are not deficient.",
            ),
            Good(
                "preserve",
                "Design: randomised controlled trial.\nParticipants: 1,204 community-dwelling adults aged 70 or over.\nIntervention: vitamin D3 2,000 IU daily or placebo for 24 months.\nResults: fall rates did not differ significantly between groups (rate ratio 0.97; 95% CI 0.86–1.09). A pre-specified subgroup analysis suggested a possible benefit in participants with baseline 25(OH)D below 30 nmol/L, which may be a chance finding.\nConclusions: consistent with a recent meta-analysis (Bolland et al., Lancet Diabetes Endocrinol 2018;6:847–58), these results do not support routine vitamin D supplementation for falls prevention in older adults who are not deficient.",
            ),
            Good(
                "pl",
                "W tym randomizowanym badaniu kontrolowanym 1204 osoby w wieku 70 lat lub starsze, mieszkające w środowisku domowym, otrzymywały przez 24 miesiące 2000 IU witaminy D3 dziennie lub placebo. Częstość upadków nie różniła się istotnie między grupami (współczynnik częstości 0,97; 95% CI 0,86–1,09). Zaplanowana z góry analiza podgrup wskazywała na możliwą korzyść u uczestników z wyjściowym stężeniem 25(OH)D poniżej 30 nmol/l, choć wynik ten może być dziełem przypadku. Wyniki są zgodne z niedawną metaanalizą (Bolland i wsp., Lancet Diabetes Endocrinol 2018;6:847–58) i nie przemawiają za rutynową suplementacją witaminy D w celu zapobiegania upadkom u starszych osób bez jej niedoboru.",
            ),
        ],
        bad=[
            Slip(0, [("2018;6:847–58", "2019;7:847–58")], "citation"),
            Slip(
                1,
                [
                    (
                        "suggested a possible benefit in participants",
                        "showed a clear benefit in participants",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "lub placebo. Częstość",
                        "lub placebo. Badanie prowadzono w 12 ośrodkach w Nowej Zelandii. Częstość",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-hr-flexible-working-request-day-one-policy",
        source="Since 6 April 2024, employees have had the right to request flexible working from their first day of employment; there is no longer a 26-week qualifying period. You may make up to two statutory requests in any 12-month period, under section 80F of the Employment Rights Act 1996. Your request must be made in writing, but you do not need to explain what effect the change would have on the business. We must consult you before refusing a request and must give you a decision within two months. A request can only be refused for one of the eight business reasons set out in the Act. You should raise any concerns with HR first.",
        good=[
            Good(
                "preserve",
                "Flexible working requests – what you need to know\n\n- Since 6 April 2024 you have had the right to request flexible working from your first day in the job; the 26-week qualifying period no longer applies.\n- Under section 80F of the Employment Rights Act 1996, you may make up to two statutory requests in any 12-month period.\n- Requests must be in writing. You do not need to explain how the change would affect the business.\n- Before refusing a request, we must consult you, and we must give you a decision within two months.\n- A request can be refused only for one of the eight business reasons set out in the Act.\n- If you have any concerns, you should raise them with HR first.",
            ),
            Good(
                "preserve",
                "With effect from 6 April 2024, the right to request flexible working applies from an employee's first day of employment, and the former 26-week qualifying period no longer exists. In accordance with section 80F of the Employment Rights Act 1996, an employee may make up to two statutory requests in any 12-month period. Requests must be made in writing; employees do not need to explain the effect the change would have on the business. The Company must consult the employee before refusing any request and must give its decision within two months. A request can be refused only for one of the eight business reasons set out in the Act. Any concerns should first be raised with HR.",
            ),
            Good(
                "pl",
                "Od 6 kwietnia 2024 r. pracownicy mają prawo wnioskować o elastyczną organizację pracy od pierwszego dnia zatrudnienia; nie obowiązuje już 26-tygodniowy okres wymaganego stażu. Zgodnie z sekcją 80F Employment Rights Act 1996 możesz złożyć maksymalnie dwa ustawowe wnioski w ciągu każdych 12 miesięcy. Wniosek musi mieć formę pisemną, ale nie musisz wyjaśniać, jaki wpływ zmiana miałaby na działalność firmy. Przed odmową musimy przeprowadzić z Tobą konsultację, a decyzję musimy przekazać w ciągu dwóch miesięcy. Wniosek może zostać odrzucony wyłącznie z jednego z ośmiu powodów biznesowych określonych w ustawie. Wszelkie zastrzeżenia powinieneś najpierw zgłosić w dziale HR.",
            ),
        ],
        bad=[
            Slip(0, [("You do not need to explain how", "You need to explain how")], "negation"),
            Slip(
                1,
                [
                    (
                        "section 80F of the Employment Rights Act 1996",
                        "section 80G of the Employment Rights Act 1996",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "a decyzję musimy przekazać w ciągu dwóch miesięcy",
                        "a decyzję postaramy się przekazać w ciągu dwóch miesięcy",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-northmere-library-loans-renewals-charges",
        source="Adult members can borrow up to 12 items at a time. Books are issued for three weeks and DVDs for one week. You can renew items up to three times online at libraries.northmere.gov.uk/account or by calling 01632 960 481, unless another member has reserved them. Overdue charges of 25p per day apply to adult accounts, capped at £6 per item; children's accounts are not charged. From 1 September 2025, reservations will be free for all members. The Central Library is closed on Sundays, but you can return items 24 hours a day using the drop box by the main entrance.",
        good=[
            Good(
                "preserve",
                "As an adult member, you can have up to 12 items out at once. Loan periods are three weeks for books and one week for DVDs. Unless someone else has reserved an item, you can renew it up to three times, either online at libraries.northmere.gov.uk/account or by phone on 01632 960 481. Adult accounts are charged 25p a day for overdue items, up to a maximum of £6 per item, while children's accounts are not charged at all. Reservations will be free for every member from 1 September 2025. The Central Library is closed on Sundays, but the drop box by the main entrance lets you return items 24 hours a day.",
            ),
            Good(
                "preserve",
                "Borrowing at a glance\n\n- Limit: up to 12 items at a time for adult members\n- Loan period: books 3 weeks, DVDs 1 week\n- Renewals: up to 3 times, online at libraries.northmere.gov.uk/account or on 01632 960 481 – not possible if another member has reserved the item\n- Overdue charges: 25p per day on adult accounts, capped at £6 per item; children's accounts are not charged\n- Reservations: free for all members from 1 September 2025\n- Returns: the Central Library is closed on Sundays, but you can use the drop box by the main entrance 24 hours a day",
            ),
            Good(
                "pl",
                "Dorośli czytelnicy mogą wypożyczyć jednocześnie do 12 pozycji. Książki wypożyczamy na trzy tygodnie, a płyty DVD na tydzień. Wypożyczenie można przedłużyć maksymalnie trzy razy – online na stronie libraries.northmere.gov.uk/account lub telefonicznie pod numerem 01632 960 481 – chyba że dana pozycja została zarezerwowana przez innego czytelnika. Za przetrzymanie pobieramy z kont dorosłych 25 pensów dziennie, maksymalnie 6 GBP za pozycję; konta dziecięce nie są obciążane. Od 1 września 2025 r. rezerwacje będą bezpłatne dla wszystkich czytelników. Biblioteka Centralna jest nieczynna w niedziele, ale wypożyczone pozycje można zwracać przez całą dobę do wrzutni przy głównym wejściu.",
            ),
        ],
        bad=[
            Slip(0, [("from 1 September 2025", "from 1 October 2025")], "date"),
            Slip(
                1,
                [("libraries.northmere.gov.uk/account", "libraries.northmere.gov.uk/renew")],
                "url",
            ),
            Slip(2, [("maksymalnie 6 GBP za pozycję", "maksymalnie 8 GBP za pozycję")], "number"),
        ],
    ),
    Case(
        key="en-urban-bumblebee-colony-growth-abstract",
        source="Urban gardens are thought to support bumblebee populations, but their contribution to colony growth remains poorly quantified. We placed 48 Bombus terrestris colonies along an urban–rural gradient around Bristol in 2022 and weighed them weekly for eight weeks. Colonies in urban sites gained on average 23% more mass than those in farmland, probably reflecting a longer and more diverse flowering season. This pattern matches earlier work on colony performance (Goulson et al., 2002, Oecologia 130: 267–273), although we did not measure pesticide exposure, which may also have differed between sites. Our results suggest that gardens could partly offset habitat loss in intensively farmed landscapes.",
        good=[
            Good(
                "preserve",
                "Urban gardens are believed to help bumblebee populations, but how much they contribute to colony growth is still poorly quantified. In 2022 we set out 48 Bombus terrestris colonies along an urban–rural gradient around Bristol and weighed each one every week for eight weeks. On average, urban colonies put on 23% more mass than colonies in farmland, probably because the flowering season there is longer and more diverse. This agrees with earlier work on colony performance (Goulson et al., 2002, Oecologia 130: 267–273). However, we did not measure pesticide exposure, which may also have differed between sites. The results suggest that gardens could partly make up for habitat loss in intensively farmed landscapes.",
            ),
            Good(
                "preserve",
                "Although urban gardens are thought to support bumblebee populations, their contribution to colony growth remains poorly quantified. In 2022, 48 Bombus terrestris colonies were placed along an urban–rural gradient around Bristol and weighed weekly for eight weeks. Urban colonies gained on average 23% more mass than farmland colonies, a difference that probably reflects a longer, more diverse flowering season. The pattern is consistent with earlier findings on colony performance (Goulson et al., 2002, Oecologia 130: 267–273). Pesticide exposure, which may also have differed between sites, was not measured. Overall, the results suggest that gardens could partly offset habitat loss in intensively farmed landscapes.",
            ),
            Good(
                "pl",
                "Uważa się, że ogrody miejskie wspierają populacje trzmieli, jednak ich wkład we wzrost kolonii wciąż jest słabo określony ilościowo. W 2022 r. umieściliśmy 48 kolonii Bombus terrestris wzdłuż gradientu miasto–wieś w okolicach Bristolu i przez osiem tygodni ważyliśmy je co tydzień. Kolonie w miejscach miejskich przybrały na masie średnio o 23% więcej niż kolonie na terenach rolniczych, co prawdopodobnie wynika z dłuższego i bardziej zróżnicowanego sezonu kwitnienia. Wzorzec ten odpowiada wcześniejszym badaniom nad kondycją kolonii (Goulson i in., 2002, Oecologia 130: 267–273), choć nie mierzyliśmy narażenia na pestycydy, które również mogło różnić się między stanowiskami. Wyniki sugerują, że ogrody mogłyby częściowo równoważyć utratę siedlisk na obszarach intensywnego rolnictwa.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("probably because the flowering season", "because the flowering season")],
                "hedge",
            ),
            Slip(1, [("Oecologia 130: 267–273", "Oecologia 132: 267–273")], "citation"),
            Slip(
                2,
                [
                    (
                        "W 2022 r. umieściliśmy",
                        "W 2022 r., we współpracy z Bristol Zoological Society, umieściliśmy",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-online-shop-faulty-item-refund-policy",
        source="If an item you bought from us is faulty, you are entitled to a full refund if you tell us within 30 days of delivery, under section 22 of the Consumer Rights Act 2015. After 30 days, we will first offer a repair or replacement. For online orders, you also have 14 days from delivery to cancel for any reason under the Consumer Contracts Regulations 2013, and we must refund you within 14 days of receiving the goods back. Items must be returned unused and in their original packaging unless they are faulty. Personalised items cannot be returned unless faulty. You may need to pay return postage for non-faulty items.",
        good=[
            Good(
                "preserve",
                "What if my item is faulty?\nTell us within 30 days of delivery and you are entitled to a full refund under section 22 of the Consumer Rights Act 2015. After those 30 days, we will offer a repair or replacement first.\n\nCan I change my mind?\nYes – for online orders, the Consumer Contracts Regulations 2013 give you 14 days from delivery to cancel for any reason. We must refund you within 14 days of receiving the goods back.\n\nAre there any conditions?\nUnless they are faulty, items must come back unused and in their original packaging, and personalised items cannot be returned. For non-faulty items, you may need to pay the return postage.",
            ),
            Good(
                "preserve",
                "Returns and refunds\n\n- Faulty item, reported within 30 days of delivery: you are entitled to a full refund (section 22, Consumer Rights Act 2015).\n- Faulty item, reported after 30 days: we will first offer a repair or replacement.\n- Online orders: you can cancel for any reason within 14 days of delivery (Consumer Contracts Regulations 2013), and we must refund you within 14 days of getting the goods back.\n- Items that are not faulty must be returned unused and in their original packaging, and you may need to pay the return postage.\n- Personalised items cannot be returned unless they are faulty.",
            ),
            Good(
                "pl",
                "Jeśli kupiony u nas produkt jest wadliwy, masz prawo do pełnego zwrotu pieniędzy, o ile zgłosisz to w ciągu 30 dni od dostawy – wynika to z sekcji 22 Consumer Rights Act 2015. Po upływie 30 dni w pierwszej kolejności zaproponujemy naprawę lub wymianę. W przypadku zamówień internetowych masz ponadto 14 dni od dostawy na odstąpienie od umowy bez podania przyczyny, zgodnie z Consumer Contracts Regulations 2013, a my musimy zwrócić Ci pieniądze w ciągu 14 dni od otrzymania towaru z powrotem. Produkty bez wad należy odesłać nieużywane i w oryginalnym opakowaniu. Produktów personalizowanych nie można zwrócić, chyba że są wadliwe. Przy zwrocie produktów bez wad możesz być zobowiązany do pokrycia kosztów przesyłki zwrotnej.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "the Consumer Contracts Regulations 2013",
                        "the Consumer Protection Regulations 2008",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "you may need to pay the return postage",
                        "you will need to pay the return postage",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "zaproponujemy naprawę lub wymianę",
                        "zaproponujemy bezpłatną naprawę w naszym serwisie w Leeds lub wymianę",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-snapkeep-backup-cli-release-notes",
        source="Release 4.2.0 of snapkeep was published on 3 March 2025. The new `--exclude-from FILE` option reads exclusion patterns from a file, and incremental backups are now about 30% faster on large repositories. The default retention period has changed from 14 to 30 days; set `retention_days` in `snapkeep.yaml` if you want to keep the old behaviour. Support for Python 3.8 has been dropped. Version 4.1.x will continue to receive security fixes until 30 September 2025. To upgrade, run `pip install --upgrade snapkeep` and then `snapkeep migrate` once before your next backup.",
        good=[
            Good(
                "preserve",
                "## snapkeep 4.2.0 (3 March 2025)\n\n**New**\n- `--exclude-from FILE`: reads exclusion patterns from a file.\n\n**Improved**\n- Incremental backups on large repositories are now about 30% faster.\n\n**Changed**\n- The default retention period is now 30 days instead of 14. To keep the old behaviour, set `retention_days` in `snapkeep.yaml`.\n- Python 3.8 is no longer supported.\n\n**Support**: 4.1.x will continue to receive security fixes until 30 September 2025.\n\n**Upgrading**: run `pip install --upgrade snapkeep`, then run `snapkeep migrate` once before your next backup.",
            ),
            Good(
                "preserve",
                "snapkeep 4.2.0 came out on 3 March 2025. You can now use the new `--exclude-from FILE` option to read exclusion patterns from a file, and on large repositories incremental backups run about 30% faster. Note that the default retention period has gone from 14 to 30 days; if you'd like to keep the old behaviour, set `retention_days` in `snapkeep.yaml`. Python 3.8 is no longer supported. The 4.1.x series will keep receiving security fixes until 30 September 2025. To upgrade, run `pip install --upgrade snapkeep`, then run `snapkeep migrate` once before your next backup.",
            ),
            Good(
                "pl",
                "Wersja 4.2.0 narzędzia snapkeep została opublikowana 3 marca 2025 r. Nowa opcja `--exclude-from FILE` wczytuje wzorce wykluczeń z pliku, a kopie przyrostowe w dużych repozytoriach są teraz o około 30% szybsze. Domyślny okres przechowywania zmieniono z 14 na 30 dni; jeśli chcesz zachować dotychczasowe działanie, ustaw `retention_days` w pliku `snapkeep.yaml`. Wsparcie dla Pythona 3.8 zostało wycofane. Wersje 4.1.x będą otrzymywać poprawki bezpieczeństwa do 30 września 2025 r. Aby zaktualizować, uruchom `pip install --upgrade snapkeep`, a następnie jednorazowo `snapkeep migrate` przed kolejną kopią zapasową.",
            ),
        ],
        bad=[
            Slip(0, [("about 30% faster", "about 50% faster")], "number"),
            Slip(1, [("until 30 September 2025", "until 31 December 2025")], "date"),
            Slip(2, [("`snapkeep migrate`", "`snapkeep upgrade`")], "code"),
        ],
    ),
    Case(
        key="en-year-six-residential-trip-parent-letter",
        source="Dear Parents and Carers, Year 6 will be going on a residential trip to Kingswood Activity Centre from Monday 9 to Wednesday 11 June. The total cost is £245, and the final instalment is due by 2 May. Pupils should bring waterproofs, old trainers and a torch; mobile phones are not allowed on the trip. Staff will post short updates on the school's X account each evening. We expect the coach to return at around 3:30 pm on Wednesday, although timings may change depending on traffic. If your child needs medication, please complete the enclosed form; staff cannot give any medicine without it.",
        good=[
            Good(
                "preserve",
                "Dear Parents and Carers,\n\nFrom Monday 9 to Wednesday 11 June, Year 6 will be away on a residential trip to Kingswood Activity Centre. The trip costs £245 in total, and the final instalment is due by 2 May. Your child should bring waterproofs, old trainers and a torch – mobile phones are not allowed. Each evening, staff will post short updates on the school's X account. We expect the coach back at around 3:30 pm on the Wednesday, though timings may change depending on traffic. If your child needs any medication, please fill in the enclosed form, as staff cannot give any medicine without it.",
            ),
            Good(
                "preserve",
                "Dear Parents and Carers,\n\nHere are the key details of the Year 6 residential trip to Kingswood Activity Centre:\n\n- Dates: Monday 9 – Wednesday 11 June\n- Cost: £245 in total; the final instalment is due by 2 May\n- Kit: pupils should bring waterproofs, old trainers and a torch\n- Phones: mobile phones are not allowed on the trip\n- Updates: staff will post short updates on the school's X account every evening\n- Return: we expect the coach back at around 3:30 pm on Wednesday, but timings may change depending on traffic\n- Medication: please complete the enclosed form – without it, staff cannot give any medicine",
            ),
            Good(
                "pl",
                "Szanowni Rodzice i Opiekunowie,\n\nod poniedziałku 9 do środy 11 czerwca uczniowie klasy 6 będą na wycieczce z noclegami w Kingswood Activity Centre. Całkowity koszt wynosi 245 GBP, a ostatnią ratę należy wpłacić do 2 maja. Uczniowie powinni zabrać kurtki przeciwdeszczowe, stare buty sportowe i latarkę; telefony komórkowe są na wycieczce niedozwolone. Każdego wieczoru pracownicy szkoły będą zamieszczać krótkie informacje na szkolnym koncie w serwisie X. Spodziewamy się, że autokar wróci w środę około 15:30, choć godziny mogą się zmienić w zależności od natężenia ruchu. Jeśli Państwa dziecko potrzebuje leków, prosimy o wypełnienie załączonego formularza; bez niego pracownicy nie mogą podać dziecku żadnego leku.",
            ),
        ],
        bad=[
            Slip(0, [("mobile phones are not allowed", "mobile phones are allowed")], "negation"),
            Slip(
                1,
                [
                    (
                        "we expect the coach back at around 3:30 pm",
                        "the coach will be back at 3:30 pm",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Każdego wieczoru pracownicy szkoły będą zamieszczać krótkie informacje na szkolnym koncie w serwisie X.",
                        "Staff will post short updates on the school's X account each evening.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-eastfield-garden-waste-collection-changes",
        source="From Monday 6 January, garden waste collections in the Eastfield area will move from Thursdays to alternate Mondays. The annual garden waste subscription costs £52 and must be renewed by 31 March to avoid a gap in service. Only grass cuttings, leaves, hedge trimmings and small branches can go in the brown bin; food waste, soil and plastic bags must not be included. Bins should be placed at the kerbside by 7 am on collection day. Collections may be suspended during severe weather, and we will not collect bins that are overfilled or have the lid open. Check your collection dates at eastfield.gov.uk/bins.",
        good=[
            Good(
                "preserve",
                "Your garden waste day is changing. If you live in the Eastfield area, from Monday 6 January your garden waste will be collected on alternate Mondays instead of Thursdays. The annual subscription costs £52, and you must renew it by 31 March to avoid a gap in service. Only grass cuttings, leaves, hedge trimmings and small branches can go in your brown bin. Food waste, soil and plastic bags must not be put in it. Your bin should be at the kerbside by 7 am on collection day. In severe weather, collections may be suspended. We will not collect bins that are overfilled or have the lid open. You can check your collection dates at eastfield.gov.uk/bins.",
            ),
            Good(
                "preserve",
                "Garden waste collection changes – Eastfield\n\n- From Monday 6 January: collections move from Thursdays to alternate Mondays.\n- Subscription: £52 a year; must be renewed by 31 March to avoid a gap in service.\n- The brown bin takes only grass cuttings, leaves, hedge trimmings and small branches.\n- Food waste, soil and plastic bags must not be included.\n- Bins should be at the kerbside by 7 am on collection day.\n- Collections may be suspended in severe weather.\n- Bins that are overfilled or have the lid open will not be collected.\n- Check your collection dates at eastfield.gov.uk/bins.",
            ),
            Good(
                "pl",
                "Od poniedziałku 6 stycznia odbiór odpadów zielonych w rejonie Eastfield zostanie przeniesiony z czwartków na co drugi poniedziałek. Roczna subskrypcja na odbiór odpadów zielonych kosztuje 52 GBP i trzeba ją odnowić do 31 marca, aby uniknąć przerwy w usłudze. Do brązowego pojemnika można wrzucać wyłącznie skoszoną trawę, liście, ścinki z żywopłotu i drobne gałęzie; nie wolno wrzucać do niego odpadów spożywczych, ziemi ani plastikowych worków. Pojemniki powinny stać przy krawężniku do godz. 7:00 w dniu odbioru. W razie trudnych warunków pogodowych odbiór może zostać wstrzymany, a pojemników przepełnionych lub z otwartą pokrywą nie opróżnimy. Terminy odbioru sprawdzisz na stronie eastfield.gov.uk/bins.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "In severe weather, collections may be suspended.",
                        "In severe weather, collections may be suspended, and any missed bins will be emptied the following Saturday.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("must be renewed by 31 March", "should be renewed by 31 March")], "modality"),
            Slip(
                2,
                [
                    (
                        "a pojemników przepełnionych lub z otwartą pokrywą nie opróżnimy",
                        "a pojemniki przepełnione lub z otwartą pokrywą również opróżnimy",
                    )
                ],
                "negation",
            ),
        ],
    ),
]
