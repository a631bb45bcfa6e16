# ruff: noqa: E501, RUF001
"""Blind-10 English sources, each with three faithful rewrites and three damaged ones."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="en-outage-postmortem",
        source="On 12 March 2025 between 09:14 and 10:02 UTC, the customer portal returned HTTP 503 errors for roughly 40% of requests. The root cause was a misconfigured connection pool limit in `db-proxy` version 2.8.1, which had been deployed the previous evening. No customer data was lost or exposed. The on-call engineer rolled back to version 2.7.4, which restored service within 48 minutes of the first alert. Going forward, every change to pool settings must be reviewed by two engineers and tested in staging for at least 24 hours. We will probably also add an automated alert when pool usage exceeds 85%.",
        good=[
            Good(
                "preserve",
                "What happened: on 12 March 2025, from 09:14 to 10:02 UTC, about 40% of requests to the customer portal failed with HTTP 503. Why: the connection pool limit in `db-proxy` 2.8.1, deployed the night before, was misconfigured. Data impact: none – no customer data was lost or exposed. Fix: the on-call engineer rolled back to version 2.7.4, and service was back within 48 minutes of the first alert. Next steps: any change to pool settings must now be reviewed by two engineers and tested in staging for at least 24 hours. We will probably also add an automated alert for pool usage above 85%.",
            ),
            Good(
                "preserve",
                "A faulty configuration change disrupted the customer portal on 12 March 2025. Between 09:14 and 10:02 UTC, roughly two in five requests ended in an HTTP 503 error. The culprit was a misconfigured connection pool limit in version 2.8.1 of `db-proxy`, deployed the evening before. The on-call engineer restored service within 48 minutes of the first alert by rolling back to version 2.7.4. No customer data was lost or exposed. From now on, two engineers must review every change to pool settings, and each change must be tested in staging for at least 24 hours. An automated alert for pool usage above 85% is also likely to follow.",
            ),
            Good(
                "pl",
                "12 marca 2025 r. w godzinach 09:14–10:02 UTC portal klienta zwracał błędy HTTP 503 dla około 40% żądań. Przyczyną był błędnie skonfigurowany limit puli połączeń w `db-proxy` w wersji 2.8.1, wdrożonej poprzedniego wieczoru. Żadne dane klientów nie zostały utracone ani ujawnione. Dyżurny inżynier przywrócił wersję 2.7.4, dzięki czemu usługa zaczęła działać w ciągu 48 minut od pierwszego alertu. Od teraz każdą zmianę ustawień puli muszą sprawdzić dwaj inżynierowie, a każda taka zmiana musi być testowana na środowisku staging przez co najmniej 24 godziny. Prawdopodobnie dodamy też automatyczny alert, gdy wykorzystanie puli przekroczy 85%.",
            ),
        ],
        bad=[
            Slip(2, [("`db-proxy`", "`db-pool`")], "code"),
            Slip(0, [("We will probably also add", "We will also add")], "hedge"),
            Slip(
                1,
                [
                    (
                        "two engineers must review every change",
                        "two engineers should review every change",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-software-licence",
        source="Section 3(1) of this licence grants you a worldwide, royalty-free right to use, copy, modify and distribute the Software, provided that the copyright notice and this permission notice are included in all copies. Under Section 3(2), you may not use the names of the authors to endorse derived products without their prior written permission. Section 5 states that the Software is provided “as is”, without warranty of any kind. If you distribute a modified version, you must mark the changed files and state the date of the change. This licence applies to releases from version 4.0 onward; earlier releases remain under the terms at https://libquill.dev/licence-v3.",
        good=[
            Good(
                "preserve",
                "Under Section 3(1), you can use, copy, change and share the Software anywhere in the world without paying royalties, as long as every copy includes the copyright notice and this permission notice. Section 3(2) says you are not allowed to use the authors' names to promote products based on the Software unless they have given you written permission in advance. According to Section 5, the Software comes “as is”, with no warranty of any kind. If you share a modified version, you have to mark which files you changed and give the date of the change. This licence covers version 4.0 and all later releases; older releases are still covered by the terms at https://libquill.dev/licence-v3.",
            ),
            Good(
                "preserve",
                "Pursuant to Section 3(1) of this licence, the licensee is granted a worldwide, royalty-free right to use, copy, modify and distribute the Software, on condition that the copyright notice and this permission notice are reproduced in all copies. Section 3(2) prohibits the use of the authors' names to endorse derived products without their prior written permission. As provided in Section 5, the Software is supplied “as is”, without warranty of any kind. Any person distributing a modified version shall mark the modified files and state the date of modification. This licence applies to version 4.0 and subsequent releases; earlier releases remain subject to the terms published at https://libquill.dev/licence-v3.",
            ),
            Good(
                "pl",
                "Sekcja 3(1) niniejszej licencji daje Ci ogólnoświatowe, wolne od opłat licencyjnych prawo do używania, kopiowania, modyfikowania i rozpowszechniania Oprogramowania, pod warunkiem że informacja o prawach autorskich i niniejsza informacja o zezwoleniu zostaną zamieszczone we wszystkich kopiach. Zgodnie z sekcją 3(2) nie wolno Ci używać nazwisk autorów do promowania produktów pochodnych bez ich uprzedniej pisemnej zgody. Sekcja 5 stanowi, że Oprogramowanie jest udostępniane „w stanie, w jakim jest”, bez jakiejkolwiek gwarancji. Jeśli rozpowszechniasz zmodyfikowaną wersję, musisz oznaczyć zmienione pliki i podać datę zmiany. Licencja ma zastosowanie do wydań od wersji 4.0 wzwyż; wcześniejsze wydania nadal podlegają warunkom dostępnym pod adresem https://libquill.dev/licence-v3.",
            ),
        ],
        bad=[
            Slip(2, [("Zgodnie z sekcją 3(2)", "Zgodnie z sekcją 3(3)")], "legal_reference"),
            Slip(
                0, [("https://libquill.dev/licence-v3", "https://libquill.dev/licence-v4")], "url"
            ),
            Slip(
                1, [("Section 3(2) prohibits the use", "Section 3(2) permits the use")], "modality"
            ),
        ],
    ),
    Case(
        key="en-data-management-plan",
        source="Data Management Plan, project NEURO-SLEEP (grant 2024/53/B/NZ4/01127). Raw EEG recordings, about 2 TB in total, will be stored on the university's encrypted server and backed up every 24 hours. Personal data must be pseudonymised before analysis, and the linking key must never leave the secure room. Following the FAIR principles (Wilkinson et al., 2016), anonymised data will be deposited in the RODBUK repository no later than 6 months after publication. Access may be restricted if participants did not consent to open sharing. Questions should be addressed to the data steward at dane@neuro-sleep.edu.pl.",
        good=[
            Good(
                "preserve",
                "Data Management Plan – NEURO-SLEEP project, grant 2024/53/B/NZ4/01127. Storage: raw EEG recordings (approx. 2 TB in total) on the university's encrypted server, with backups every 24 hours. Privacy: personal data must be pseudonymised before any analysis; the linking key must always remain in the secure room. Sharing: in line with the FAIR principles (Wilkinson et al., 2016), anonymised data go to the RODBUK repository within 6 months of publication at the latest; access may be restricted where participants did not agree to open sharing. Questions should go to the data steward: dane@neuro-sleep.edu.pl.",
            ),
            Good(
                "preserve",
                "This is the data management plan for the NEURO-SLEEP project (grant 2024/53/B/NZ4/01127). We will keep the raw EEG recordings, around 2 TB altogether, on the university's encrypted server and back them up once every 24 hours. Before any analysis, personal data must be pseudonymised. The key that links codes to people must stay in the secure room at all times. We follow the FAIR principles (Wilkinson et al., 2016), so we will put anonymised data in the RODBUK repository no more than half a year after publication. If participants did not agree to open sharing, access may be restricted. Please send questions to our data steward at dane@neuro-sleep.edu.pl.",
            ),
            Good(
                "pl",
                "Plan zarządzania danymi, projekt NEURO-SLEEP (grant 2024/53/B/NZ4/01127). Surowe zapisy EEG, łącznie około 2 TB, będą przechowywane na szyfrowanym serwerze uczelni, a kopia zapasowa będzie wykonywana co 24 godziny. Dane osobowe muszą zostać spseudonimizowane przed analizą, a klucz łączący nigdy nie może opuścić bezpiecznego pomieszczenia. Zgodnie z zasadami FAIR (Wilkinson i in., 2016) zanonimizowane dane zostaną zdeponowane w repozytorium RODBUK nie później niż 6 miesięcy po publikacji. Dostęp może zostać ograniczony, jeśli uczestnicy nie zgodzili się na otwarte udostępnianie. Pytania należy kierować do opiekuna danych: dane@neuro-sleep.edu.pl.",
            ),
        ],
        bad=[
            Slip(2, [("(Wilkinson i in., 2016)", "(Wilkinson i in., 2019)")], "citation"),
            Slip(
                1,
                [
                    (
                        "no more than half a year after publication",
                        "no more than a year after publication",
                    )
                ],
                "number",
            ),
            Slip(
                0,
                [
                    (
                        "the linking key must always remain in the secure room",
                        "the linking key should preferably remain in the secure room",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-bp-telemonitoring",
        source="Background: Home blood pressure monitoring may improve control of hypertension, but evidence in older adults is limited (Patel & Moreno, 2019). Methods: We randomised 412 patients aged 65–85 to telemonitoring or usual care for 12 months. Results: Mean systolic pressure fell by 9.3 mmHg in the telemonitoring group and by 4.1 mmHg in the control group (p = 0.002). No serious adverse events were attributed to the intervention. Conclusions: Telemonitoring probably offers a modest benefit in this population, but it should not replace regular clinic visits. Larger trials are needed before it can be recommended routinely. Trial registration: NCT05512874.",
        good=[
            Good(
                "preserve",
                "Why we did this study: checking blood pressure at home may help keep high blood pressure under control, but there is not much evidence for older adults (Patel & Moreno, 2019). What we did: we randomly assigned 412 patients aged 65 to 85 to either telemonitoring or usual care for a year. What we found: average systolic pressure dropped by 9.3 mmHg with telemonitoring and by 4.1 mmHg in the usual-care group (p = 0.002). No serious adverse events were put down to the intervention. What it means: telemonitoring probably gives a modest benefit in this group of patients, but it should not take the place of regular clinic visits. Bigger trials are needed before it can be recommended as routine. Trial registration: NCT05512874.",
            ),
            Good(
                "preserve",
                "Home blood pressure monitoring may improve hypertension control, although evidence in older adults remains limited (Patel & Moreno, 2019). In this trial, 412 patients aged 65–85 were randomised to telemonitoring or usual care for 12 months. Mean systolic pressure decreased by 9.3 mmHg with telemonitoring versus 4.1 mmHg with usual care (p = 0.002), and no serious adverse events were attributed to the intervention. Telemonitoring probably confers a modest benefit in this population; however, it should not replace regular clinic visits, and larger trials are required before routine use can be recommended. Registration: NCT05512874.",
            ),
            Good(
                "pl",
                "Wprowadzenie: domowe pomiary ciśnienia tętniczego mogą poprawiać kontrolę nadciśnienia, jednak dowodów dotyczących osób starszych jest niewiele (Patel i Moreno, 2019). Metody: 412 pacjentów w wieku 65–85 lat przydzielono losowo do grupy telemonitoringu lub standardowej opieki na 12 miesięcy. Wyniki: średnie ciśnienie skurczowe obniżyło się o 9,3 mmHg w grupie telemonitoringu i o 4,1 mmHg w grupie kontrolnej (p = 0,002). Żadnego poważnego zdarzenia niepożądanego nie przypisano interwencji. Wnioski: telemonitoring prawdopodobnie przynosi umiarkowaną korzyść w tej populacji, ale nie powinien zastępować regularnych wizyt w poradni. Zanim będzie można go rutynowo zalecać, potrzebne są większe badania. Rejestracja badania: NCT05512874.",
            ),
        ],
        bad=[
            Slip(1, [("Telemonitoring probably confers", "Telemonitoring confers")], "hedge"),
            Slip(2, [("(Patel i Moreno, 2019)", "(Patel i Romero, 2019)")], "citation"),
            Slip(
                0,
                [("we randomly assigned 412 patients", "we randomly assigned 421 patients")],
                "number",
            ),
        ],
    ),
    Case(
        key="en-sailing-membership",
        source="Membership of Harbourside Sailing Club runs from 1 April to 31 March. Full adult membership costs £285 a year; juniors under 18 pay £60. New members must complete a safety briefing before taking any club boat out, and no one may sail alone in the Wayfarer dinghies. Members can bring up to two guests per season, but guests are not covered by the club's insurance unless registered 48 hours in advance. Buoyancy aids must be worn on the water at all times. Mooring fees are charged separately. Please email membership@harbourside-sc.org.uk with any questions.",
        good=[
            Good(
                "preserve",
                "Our membership year at Harbourside Sailing Club runs from 1 April to 31 March. Full adult membership is £285 a year, and if you're under 18 it's just £60. If you're new, you'll need to do a safety briefing before you take out any club boat – and nobody's allowed to sail the Wayfarer dinghies on their own. You can bring up to two guests each season, but they're only covered by the club's insurance if you register them 48 hours in advance. Always wear a buoyancy aid when you're on the water. Mooring fees are charged on top. Any questions? Email membership@harbourside-sc.org.uk.",
            ),
            Good(
                "preserve",
                "The membership year of Harbourside Sailing Club begins on 1 April and ends on 31 March. The annual fee for full adult membership is £285; junior members under the age of 18 pay £60. New members are required to complete a safety briefing before using any club boat, and solo sailing in the Wayfarer dinghies is not permitted. Members may invite a maximum of two guests per season; however, guests are covered by the club's insurance only if they have been registered 48 hours in advance. Buoyancy aids must be worn at all times while on the water. Mooring fees are charged separately. Enquiries should be sent to membership@harbourside-sc.org.uk.",
            ),
            Good(
                "pl",
                "Rok członkowski w Harbourside Sailing Club trwa od 1 kwietnia do 31 marca. Pełne członkostwo dla dorosłych kosztuje 285 £ rocznie, a młodzież poniżej 18 lat płaci 60 £. Nowi członkowie muszą przejść instruktaż bezpieczeństwa, zanim wypłyną jakąkolwiek łodzią klubową, a na żaglówkach Wayfarer nikomu nie wolno pływać samotnie. Członkowie mogą przyprowadzić maksymalnie dwóch gości w sezonie, ale goście nie są objęci ubezpieczeniem klubu, chyba że zostaną zgłoszeni z 48-godzinnym wyprzedzeniem. Na wodzie kamizelkę asekuracyjną należy nosić przez cały czas. Opłaty za miejsce cumownicze pobierane są osobno. W razie pytań prosimy pisać na adres membership@harbourside-sc.org.uk.",
            ),
        ],
        bad=[
            Slip(2, [("kosztuje 285 £ rocznie", "kosztuje 258 £ rocznie")], "number"),
            Slip(
                1,
                [
                    (
                        "solo sailing in the Wayfarer dinghies is not permitted",
                        "solo sailing in the Wayfarer dinghies is permitted",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "You can bring up to two guests each season",
                        "You can bring up to two guests each season, and under-12s sail free",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-lottery-playground",
        source="Thanks to a £148,000 grant from the National Lottery Community Fund, the new playground at Millbrook Green will open on Saturday 7 June 2025 at 11 a.m. It includes a wheelchair-accessible roundabout, a sensory garden and equipment for children aged 2 to 12. Dogs are not allowed inside the fenced area, and smoking is banned across the whole green. The council estimates that around 600 families will use the site each week. Parents should supervise children under 8 at all times. The playground is expected to stay open until dusk, although winter hours may be shorter. Feedback: parks@millbrook.gov.uk.",
        good=[
            Good(
                "preserve",
                "Millbrook Green's new playground opens at 11 a.m. on Saturday 7 June 2025, funded by a £148,000 grant from the National Lottery Community Fund. Families will find a wheelchair-accessible roundabout, a sensory garden and equipment for children aged 2 to 12. Dogs are barred from the fenced area and smoking is banned across the entire green. According to council estimates, some 600 families a week will use the site. Parents are urged to keep children under 8 under supervision at all times. The playground is expected to remain open until dusk, although winter hours may be shorter. Feedback can be sent to parks@millbrook.gov.uk.",
            ),
            Good(
                "preserve",
                "The new playground at Millbrook Green opens on Saturday 7 June 2025 at 11:00. The National Lottery Community Fund paid for it with a grant of £148,000. There is a roundabout that wheelchair users can use, a sensory garden, and equipment for children from 2 to 12 years old. Dogs cannot go inside the fence. No one may smoke anywhere on the green. The council estimates that about 600 families will come each week. If your child is under 8, you should watch them all the time. We expect the playground to stay open until it gets dark, but in winter it may close earlier. Send your comments to parks@millbrook.gov.uk.",
            ),
            Good(
                "pl",
                "Dzięki grantowi w wysokości 148 000 £ z National Lottery Community Fund nowy plac zabaw na Millbrook Green zostanie otwarty w sobotę 7 czerwca 2025 r. o 11:00. Znajdą się na nim karuzela dostępna dla osób na wózkach, ogród sensoryczny i urządzenia dla dzieci w wieku od 2 do 12 lat. Psy nie mają wstępu na ogrodzony teren, a palenie jest zakazane na całym terenie zieleni. Rada szacuje, że z placu będzie korzystać około 600 rodzin tygodniowo. Rodzice powinni przez cały czas pilnować dzieci poniżej 8 lat. Plac zabaw ma być prawdopodobnie otwarty do zmierzchu, choć zimą godziny otwarcia mogą być krótsze. Uwagi: parks@millbrook.gov.uk.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Psy nie mają wstępu na ogrodzony teren",
                        "Psy na smyczy mają wstęp na ogrodzony teren",
                    )
                ],
                "negation",
            ),
            Slip(0, [("Saturday 7 June 2025", "Saturday 14 June 2025")], "date"),
            Slip(
                1,
                [("The council estimates that about 600 families", "About 600 families")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-tenant-pets",
        source="Tenants may keep one cat or one small dog (under 10 kg) only with the landlord's written consent, which will not be unreasonably refused. Under clause 14.3 of the tenancy agreement, an additional deposit of £200 must be paid before the pet moves in. Pets must not be left alone in the flat for more than 8 hours. Any damage caused by the pet will be deducted from the deposit at the end of the tenancy. Reptiles and birds are not permitted. Tenants should also check that their contents insurance covers pets. Requests should be sent to lettings@oakfield-homes.co.uk at least 14 days before the planned move-in date.",
        good=[
            Good(
                "preserve",
                "You can keep one cat or one small dog weighing less than 10 kg, but only if your landlord agrees in writing – and the landlord won't say no without a good reason. Clause 14.3 of your tenancy agreement says you must pay an extra £200 deposit before the pet moves in. Never leave your pet alone in the flat for longer than 8 hours. If the pet damages anything, the cost will be taken off your deposit when the tenancy ends. You can't keep reptiles or birds. It's also a good idea to check that your contents insurance covers pets. Send your request to lettings@oakfield-homes.co.uk at least two weeks before the planned move-in date.",
            ),
            Good(
                "preserve",
                "With the landlord's written consent, which shall not be unreasonably withheld, tenants are permitted to keep one cat or one small dog weighing under 10 kg. Pursuant to clause 14.3 of the tenancy agreement, a supplementary deposit of £200 must be paid before the pet moves in. Pets may not be left unattended in the flat for periods exceeding 8 hours. The cost of any damage caused by a pet will be deducted from the deposit at the end of the tenancy. Reptiles and birds are not permitted. Tenants are advised to confirm that their contents insurance covers pets. Requests should be submitted to lettings@oakfield-homes.co.uk no later than 14 days prior to the planned move-in date.",
            ),
            Good(
                "pl",
                "Najemcy mogą trzymać jednego kota lub jednego małego psa (poniżej 10 kg) wyłącznie za pisemną zgodą wynajmującego, który nie odmówi jej bez uzasadnionej przyczyny. Zgodnie z pkt 14.3 umowy najmu przed wprowadzeniem się zwierzęcia należy wpłacić dodatkową kaucję w wysokości 200 £. Zwierząt nie wolno zostawiać samych w mieszkaniu na dłużej niż 8 godzin. Koszt wszelkich szkód wyrządzonych przez zwierzę zostanie potrącony z kaucji po zakończeniu najmu. Gady i ptaki są niedozwolone. Najemcy powinni też sprawdzić, czy ich ubezpieczenie mienia obejmuje zwierzęta. Wnioski należy wysyłać na adres lettings@oakfield-homes.co.uk co najmniej 14 dni przed planowaną datą wprowadzenia się.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Reptiles and birds are not permitted.",
                        "Reptiles and birds are not permitted, and a pet cleaning fee of £75 is charged at the end of the tenancy.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("na dłużej niż 8 godzin", "na dłużej niż 12 godzin")], "number"),
            Slip(
                0,
                [
                    (
                        "Never leave your pet alone in the flat for longer than 8 hours.",
                        "Try not to leave your pet alone in the flat for longer than 8 hours.",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-crowdfunding-terms",
        source="Backers are charged only if the campaign reaches its goal of $25,000 by 11:59 p.m. EST on 30 November 2024; otherwise no payment is taken. Rewards are estimated to ship in March 2025, but delays are possible and we cannot guarantee a delivery date. Backers may cancel their pledge at any time before the deadline, but not afterwards. Refunds after the campaign are at the creator's discretion. International shipping costs an extra $18 and must be added to the pledge. By backing, you confirm that you are at least 18 years old. Full terms: https://www.kettleworks.co/terms#backers.",
        good=[
            Good(
                "preserve",
                "You only pay if the campaign hits its $25,000 goal by 11:59 p.m. EST on 30 November 2024. If it doesn't, you won't be charged anything. We estimate that rewards will ship in March 2025, but there may be delays and we can't promise a delivery date. Up until the deadline you can cancel your pledge whenever you like; after that you can't. Whether you get a refund after the campaign is up to the creator. International shipping costs $18 extra, and you need to add it to your pledge. When you back the project, you confirm you are 18 or older. Full terms: https://www.kettleworks.co/terms#backers.",
            ),
            Good(
                "preserve",
                "Payment is taken only if the $25,000 goal is reached by 11:59 p.m. EST on 30 November 2024. Estimated reward shipping: March 2025 – delays are possible and no delivery date is guaranteed. Pledges can be cancelled at any time up to the deadline, but not after it. Post-campaign refunds are at the creator's discretion. International shipping: an additional $18, which must be added to the pledge. Backers confirm they are at least 18. Full terms: https://www.kettleworks.co/terms#backers.",
            ),
            Good(
                "pl",
                "Wspierający zostaną obciążeni płatnością tylko wtedy, gdy kampania osiągnie cel 25 000 USD do 30 listopada 2024 r., godz. 23:59 czasu EST; w przeciwnym razie żadna płatność nie zostanie pobrana. Wysyłka nagród planowana jest szacunkowo na marzec 2025 r., ale możliwe są opóźnienia i nie możemy zagwarantować daty dostawy. Wspierający mogą anulować swoją deklarację w dowolnym momencie przed terminem zakończenia kampanii, ale nie później. O zwrotach po zakończeniu kampanii decyduje według własnego uznania twórca. Wysyłka zagraniczna kosztuje dodatkowo 18 USD i trzeba ją doliczyć do deklaracji. Wspierając projekt, potwierdzasz, że masz co najmniej 18 lat. Pełny regulamin: https://www.kettleworks.co/terms#backers.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "https://www.kettleworks.co/terms#backers",
                        "https://www.kettleworks.co/terms#creators",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "ale możliwe są opóźnienia i nie możemy zagwarantować daty dostawy",
                        "i gwarantujemy dostawę w tym terminie",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Pledges can be cancelled at any time up to the deadline, but not after it.",
                        "Pledges can be cancelled at any time, including after the deadline.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-translation-quote",
        source="Quote no. TQ-2291 for Brightwell Legal Ltd: translation of a 14,500-word lease agreement from English into Polish at £0.09 per word, i.e. £1,305 plus VAT at 20%. Certified copies cost £25 each. The translation will be delivered within 8 working days of receiving the signed order; an express service in 5 working days is available for a 30% surcharge. The translator will not alter the legal meaning of any clause, and terminology queries may be sent to you for confirmation. This quote is valid until 15 January 2025. Payment is due within 30 days of the invoice date.",
        good=[
            Good(
                "preserve",
                "Quotation TQ-2291, prepared for Brightwell Legal Ltd, covers the English-to-Polish translation of a lease agreement of 14,500 words at a rate of £0.09 per word, totalling £1,305 exclusive of VAT at 20%. Each certified copy is charged at £25. Delivery will take place within 8 working days of receipt of the signed order; alternatively, an express service with delivery in 5 working days is offered subject to a 30% surcharge. The legal meaning of every clause will remain unaltered by the translator, and queries concerning terminology may be referred to you for confirmation. This quotation remains valid until 15 January 2025, and payment falls due within 30 days of the invoice date.",
            ),
            Good(
                "preserve",
                "Here's your quote (ref. TQ-2291), Brightwell Legal Ltd. We'll translate your 14,500-word lease agreement from English into Polish at £0.09 a word – that's £1,305, plus 20% VAT. Certified copies are £25 each. You'll get the translation within 8 working days of us receiving your signed order, or in 5 working days if you choose our express service, which costs 30% more. Our translator won't change the legal meaning of any clause, and we may send you terminology queries to confirm. The quote is valid until 15 January 2025, and payment is due within 30 days of the invoice date.",
            ),
            Good(
                "pl",
                "Wycena nr TQ-2291 dla Brightwell Legal Ltd: tłumaczenie umowy najmu liczącej 14 500 słów z języka angielskiego na polski w stawce 0,09 £ za słowo, czyli 1 305 £ plus 20% VAT. Każda uwierzytelniona kopia kosztuje 25 £. Tłumaczenie zostanie dostarczone w ciągu 8 dni roboczych od otrzymania podpisanego zamówienia; za dopłatą 30% dostępna jest usługa ekspresowa z realizacją w 5 dni roboczych. Tłumacz nie zmieni znaczenia prawnego żadnej klauzuli, a pytania terminologiczne mogą zostać przesłane Państwu do potwierdzenia. Wycena jest ważna do 15 stycznia 2025 r. Płatność należy uiścić w terminie 30 dni od daty wystawienia faktury.",
            ),
        ],
        bad=[
            Slip(1, [("£1,305", "£1,350")], "number"),
            Slip(2, [("ważna do 15 stycznia 2025 r.", "ważna do 15 lutego 2025 r.")], "date"),
            Bad(
                "pl",
                "Quote TQ-2291 for Brightwell Legal Ltd: we will translate a lease agreement of 14,500 words from English to Polish at £0.09 per word, which comes to £1,305 plus 20% VAT. Certified copies are £25 each. Delivery is within 8 working days after we receive the signed order, or within 5 working days with the express service (30% surcharge). The translator will not change the legal meaning of any clause; we may send you terminology queries to confirm. The quote is valid until 15 January 2025, and payment is due 30 days from the invoice date.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-wildfire-notice",
        source="Wildfire risk for the Pine Ridge district is currently rated Very High (level 4 of 5). From Friday 2 August 2024 at 8 a.m., all open fires and barbecues are prohibited in the national forest, including in designated fire rings. Gas stoves with a shut-off valve may still be used on bare ground. Fireworks are never permitted. Trail 7 and Trail 12 are closed until further notice. Forecasters say strong winds will likely continue through the weekend. Violations can result in fines of up to $5,000. If you see smoke, call 911 immediately; do not try to put out the fire yourself.",
        good=[
            Good(
                "preserve",
                "Right now the wildfire risk in the Pine Ridge district is Very High – level 4 out of 5. Starting at 8 a.m. on Friday, August 2, 2024, you cannot light any open fires or barbecues anywhere in the national forest, not even in the designated fire rings. You can still use a gas stove with a shut-off valve on bare ground. Fireworks are not allowed at any time. Trails 7 and 12 are closed until further notice. Forecasters say the strong winds will probably keep going through the weekend. Breaking these rules can cost you up to $5,000 in fines. If you see smoke, call 911 right away – don't try to put the fire out yourself.",
            ),
            Good(
                "preserve",
                "Fire danger across the Pine Ridge district is currently rated Very High, level 4 on a five-point scale. Beginning Friday, Aug. 2, 2024, at 8 a.m., open fires and barbecues are banned throughout the national forest – designated fire rings included. Campers may still use gas stoves fitted with a shut-off valve, provided they are on bare ground. Fireworks remain prohibited at all times. Trails 7 and 12 are closed until further notice, and forecasters say strong winds are likely to persist through the weekend. Violators face fines of up to $5,000. Anyone who spots smoke must call 911 immediately and must not try to fight the fire themselves.",
            ),
            Good(
                "pl",
                "Zagrożenie pożarowe w rejonie Pine Ridge jest obecnie oceniane jako bardzo wysokie (poziom 4 w pięciostopniowej skali). Od piątku 2 sierpnia 2024 r., od godz. 8:00, w lesie narodowym obowiązuje zakaz rozpalania ognisk i grillowania, także w wyznaczonych miejscach na ogniska. Kuchenek gazowych z zaworem odcinającym nadal można używać na gołej ziemi. Fajerwerki są zabronione zawsze. Szlaki nr 7 i 12 są zamknięte do odwołania. Według synoptyków silny wiatr prawdopodobnie utrzyma się przez cały weekend. Za naruszenie zakazów grożą grzywny do 5000 USD. Jeśli zobaczysz dym, natychmiast zadzwoń pod 911; nie próbuj samodzielnie gasić pożaru.",
            ),
        ],
        bad=[
            Slip(
                2, [("silny wiatr prawdopodobnie utrzyma się", "silny wiatr utrzyma się")], "hedge"
            ),
            Slip(
                0,
                [
                    (
                        "Fireworks are not allowed at any time.",
                        "Fireworks are not allowed after dark.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Trails 7 and 12 are closed", "Trails 7 and 21 are closed")], "number"),
        ],
    ),
    Case(
        key="en-conference-visa-letter",
        source="To the Visa Section, Embassy of Ireland. This letter confirms that Dr Olena Hrytsenko has been invited to present a paper at the 18th European Conference on Coastal Engineering, to be held at University College Cork from 9 to 12 September 2025. Her registration fee of €420 has been paid in full. The organisers will not cover her travel or accommodation costs. Dr Hrytsenko is expected to arrive on 8 September and depart on 13 September. This invitation does not guarantee that a visa will be issued; the final decision rests solely with the immigration authorities. Contact: Prof. Mark Ellison, ecce2025@ucc.ie, +353 21 490 2417.",
        good=[
            Good(
                "preserve",
                "To the Visa Section of the Embassy of Ireland. We hereby confirm that Dr Olena Hrytsenko has been invited to present a paper at the 18th European Conference on Coastal Engineering, which will take place at University College Cork on 9–12 September 2025. Her registration fee of €420 has been settled in full. The organisers will not be covering her travel or accommodation costs. She is expected to arrive on 8 September and to leave on 13 September. Please note that this invitation is no guarantee that a visa will be granted; the final decision lies exclusively with the immigration authorities. Contact: Prof. Mark Ellison, ecce2025@ucc.ie, +353 21 490 2417.",
            ),
            Good(
                "preserve",
                "To the Visa Section, Embassy of Ireland. We confirm that Dr Olena Hrytsenko is invited to give a paper at the 18th European Conference on Coastal Engineering at University College Cork, 9–12 September 2025. She has paid her €420 registration fee in full. We, the organisers, are not paying for her travel or accommodation. We expect her to arrive on 8 September and leave on 13 September. This invitation is not a guarantee of a visa: only the immigration authorities decide. Contact: Prof. Mark Ellison, ecce2025@ucc.ie, +353 21 490 2417.",
            ),
            Good(
                "pl",
                "Do Wydziału Wizowego Ambasady Irlandii. Niniejszym potwierdzamy, że dr Olena Hrytsenko została zaproszona do wygłoszenia referatu na 18. Europejskiej Konferencji Inżynierii Brzegowej, która odbędzie się na University College Cork w dniach 9–12 września 2025 r. Jej opłata konferencyjna w wysokości 420 euro została uiszczona w całości. Organizatorzy nie pokrywają kosztów jej podróży ani zakwaterowania. Przewidujemy, że dr Hrytsenko przyjedzie 8 września i wyjedzie 13 września. Zaproszenie nie gwarantuje wydania wizy; ostateczna decyzja należy wyłącznie do organów imigracyjnych. Kontakt: prof. Mark Ellison, ecce2025@ucc.ie, +353 21 490 2417.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Organizatorzy nie pokrywają kosztów jej podróży ani zakwaterowania.",
                        "Organizatorzy pokrywają koszty jej podróży i zakwaterowania.",
                    )
                ],
                "negation",
            ),
            Slip(0, [("on 9–12 September 2025", "on 9–12 October 2025")], "date"),
            Slip(1, [("ecce2025@ucc.ie", "ecce2025@ucc.ac.ie")], "url"),
        ],
    ),
    Case(
        key="en-theatre-access",
        source="The Lyric Theatre has step-free access from the Market Street entrance, and there are 6 wheelchair spaces in the stalls, which must be booked by phone on 0161 555 0274. A companion ticket is free for anyone who needs assistance. Captioned performances take place on the first Thursday of every month at 7:30 p.m., and audio-described performances are usually scheduled once per production. Assistance dogs are welcome, but other animals are not allowed in the auditorium. There is no lift to the upper circle, so we recommend choosing seats in the stalls or dress circle. Relaxed performances are planned for spring 2026.",
        good=[
            Good(
                "preserve",
                "Coming to the Lyric Theatre? You can get in without any steps through the Market Street entrance. We have 6 wheelchair spaces in the stalls – these can only be booked by phone, so give us a call on 0161 555 0274. If you need assistance, the ticket for your companion is free. On the first Thursday of each month at 7:30 p.m. there's a captioned show, and we usually schedule one audio-described performance for each production. Assistance dogs are very welcome; other animals can't come into the auditorium. The upper circle has no lift, so we'd suggest picking seats in the stalls or dress circle. We're planning relaxed performances for spring 2026.",
            ),
            Good(
                "preserve",
                "Lyric Theatre access: step-free entry via Market Street; 6 wheelchair spaces in the stalls, to be booked by phone only (0161 555 0274); free companion tickets for anyone needing assistance. Captioned performances: first Thursday of each month, 19:30. Audio-described performances: usually one per production. Assistance dogs welcome; no other animals in the auditorium. No lift to the upper circle – stalls or dress circle seats recommended. Relaxed performances planned for spring 2026.",
            ),
            Good(
                "pl",
                "Do Lyric Theatre można wejść bez schodów od strony wejścia przy Market Street, a na parterze jest 6 miejsc dla osób na wózkach, które trzeba zarezerwować telefonicznie pod numerem 0161 555 0274. Każda osoba potrzebująca pomocy otrzymuje bezpłatny bilet dla opiekuna. Spektakle z napisami odbywają się w pierwszy czwartek każdego miesiąca o 19:30, a spektakle z audiodeskrypcją zazwyczaj planowane są raz dla każdej produkcji. Psy asystujące są mile widziane, ale inne zwierzęta nie mają wstępu na widownię. Na górny balkon nie ma windy, dlatego zalecamy wybór miejsc na parterze lub na pierwszym balkonie. Spektakle w przyjaznej, swobodnej formule (relaxed performances) planujemy na wiosnę 2026 r.",
            ),
        ],
        bad=[
            Slip(0, [("0161 555 0274", "0161 555 0247")], "number"),
            Slip(
                1,
                [
                    (
                        "Captioned performances: first Thursday of each month",
                        "Captioned performances: first Tuesday of each month",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "które trzeba zarezerwować telefonicznie",
                        "które można zarezerwować telefonicznie",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-cat-vaccination",
        source="All cats, including indoor cats, should receive a core vaccination course against feline panleukopenia, herpesvirus and calicivirus, in line with the WSAVA guidelines (Day et al., 2016). Kittens usually get their first dose at 8–9 weeks of age and a second dose 3–4 weeks later. A booster is needed 12 months after the initial course, then every 1 to 3 years depending on risk. Cats must not be vaccinated while they are ill or have a fever. Mild lethargy for a day or two after vaccination is common and is probably nothing to worry about. If your cat is travelling abroad, a rabies vaccine is required at least 21 days before departure. Book at Whiskers Vets: 01632 960 551.",
        good=[
            Good(
                "preserve",
                "Every cat, even one that never goes outside, should have the core vaccines against feline panleukopenia, herpesvirus and calicivirus, as the WSAVA guidelines advise (Day et al., 2016). Kittens usually have their first jab at 8 to 9 weeks old and a second one 3 to 4 weeks after that. One year after this first course they need a booster, and then another every 1 to 3 years, depending on how much risk they face. Don't vaccinate a cat while it is ill or has a temperature. Many cats are a little lethargic for a day or two after the jab; this is common and probably nothing to worry about. If your cat is going abroad, it needs a rabies vaccine at least 21 days before you leave. To book, call Whiskers Vets on 01632 960 551.",
            ),
            Good(
                "preserve",
                "In accordance with the WSAVA guidelines (Day et al., 2016), core vaccination against feline panleukopenia, herpesvirus and calicivirus is recommended for all cats, including those kept indoors. The first dose is usually administered to kittens at 8–9 weeks of age, with a second dose given 3–4 weeks later. A booster is required 12 months after the primary course and subsequently every 1–3 years, according to the cat's risk level. Vaccination must not be carried out while a cat is unwell or febrile. Mild lethargy lasting one to two days after vaccination is common and is probably of no concern. Cats travelling abroad require rabies vaccination at least 21 days prior to departure. Appointments: Whiskers Vets, tel. 01632 960 551.",
            ),
            Good(
                "pl",
                "Wszystkie koty, także te niewychodzące, powinny otrzymać podstawowe szczepienia przeciw panleukopenii, herpeswirozie i kaliciwirozie, zgodnie z wytycznymi WSAVA (Day i in., 2016). Kocięta zwykle dostają pierwszą dawkę w wieku 8–9 tygodni, a drugą 3–4 tygodnie później. Po 12 miesiącach od pierwszej serii potrzebna jest dawka przypominająca, a następnie co 1–3 lata, w zależności od ryzyka. Nie wolno szczepić kota, gdy jest chory lub ma gorączkę. Lekkie osowienie przez dzień lub dwa po szczepieniu jest częste i prawdopodobnie nie ma powodu do niepokoju. Jeśli kot wyjeżdża za granicę, musi zostać zaszczepiony przeciw wściekliźnie co najmniej 21 dni przed wyjazdem. Zapisy: przychodnia Whiskers Vets, tel. 01632 960 551.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Don't vaccinate a cat while it is ill",
                        "You can vaccinate a cat while it is ill",
                    )
                ],
                "modality",
            ),
            Slip(2, [("(Day i in., 2016)", "(Day i in., 2010)")], "citation"),
            Slip(
                1,
                [("is common and is probably of no concern", "is common and is of no concern")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-solar-farm-notice",
        source="Notice under Regulation 15 of the Town and Country Planning (Development Management Procedure) (England) Order 2015. Brightfield Energy Ltd has applied for planning permission (ref. 24/01873/FUL) to install a 35 MW solar farm on 62 hectares of land south of Hollow Lane, Eastcombe. The panels would be no higher than 3 metres, and the applicant states the site would likely be decommissioned after 40 years. The plans can be viewed at https://planning.eastcombe.gov.uk. Anyone wishing to comment must do so in writing within 21 days of the date of this notice, 4 October 2024. Anonymous comments will not be considered.",
        good=[
            Good(
                "preserve",
                "This notice is given under Regulation 15 of the Town and Country Planning (Development Management Procedure) (England) Order 2015. Brightfield Energy Ltd has applied for planning permission (reference 24/01873/FUL) to build a 35 MW solar farm on 62 hectares of land to the south of Hollow Lane in Eastcombe. The panels would be 3 metres high at most. The company says the site would probably be decommissioned after 40 years. You can see the plans at https://planning.eastcombe.gov.uk. If you want to comment, you must write in within 21 days of 4 October 2024, the date of this notice. We will not consider comments that do not include your name.",
            ),
            Good(
                "preserve",
                "Brightfield Energy Ltd has submitted a planning application (ref. 24/01873/FUL) for a 35 MW solar farm covering 62 hectares south of Hollow Lane, Eastcombe, according to a notice issued under Regulation 15 of the Town and Country Planning (Development Management Procedure) (England) Order 2015. The panels would stand no more than 3 metres tall, and the applicant says the site is likely to be decommissioned after 40 years. Plans are available at https://planning.eastcombe.gov.uk. Written comments must be submitted within 21 days of the notice date, 4 October 2024; anonymous submissions will not be considered.",
            ),
            Good(
                "pl",
                "Zawiadomienie na podstawie przepisu 15 rozporządzenia Town and Country Planning (Development Management Procedure) (England) Order 2015. Spółka Brightfield Energy Ltd złożyła wniosek o pozwolenie na budowę (nr ref. 24/01873/FUL) farmy fotowoltaicznej o mocy 35 MW na 62 hektarach gruntu na południe od Hollow Lane w Eastcombe. Panele miałyby wysokość nie większą niż 3 metry, a według wnioskodawcy instalacja zostałaby prawdopodobnie zlikwidowana po 40 latach. Plany można obejrzeć na stronie https://planning.eastcombe.gov.uk. Uwagi należy składać na piśmie w ciągu 21 dni od daty niniejszego zawiadomienia, tj. od 4 października 2024 r. Uwagi anonimowe nie będą rozpatrywane.",
            ),
        ],
        bad=[
            Slip(0, [("Regulation 15", "Regulation 18")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Plans are available at https://planning.eastcombe.gov.uk.",
                        "Plans are available at https://planning.eastcombe.gov.uk and at Eastcombe Library.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Uwagi anonimowe nie będą rozpatrywane.",
                        "Uwagi anonimowe również będą rozpatrywane.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-insurance-excess",
        source="Section 7.2 – Excess. For each claim under this policy you must pay the first £350 of the loss (the compulsory excess). If the vehicle is being driven by a driver under 25 at the time of the incident, an additional excess of £250 applies. No excess is payable for windscreen repairs, although an excess of £95 applies to windscreen replacement. The excess does not apply where the accident was entirely the fault of an identified third party. You may choose a higher voluntary excess of up to £500, which will reduce your premium. See Section 9 for how to make a claim.",
        good=[
            Good(
                "preserve",
                "Section 7.2 – Excess. Every time you claim under this policy, you have to pay the first £350 of the loss yourself. This is called the compulsory excess. If the person driving at the time of the incident is under 25, you pay an extra £250 excess on top. Windscreen repairs have no excess, but replacing a windscreen has an excess of £95. You pay no excess if the accident was completely the fault of a third party who has been identified. If you want, you can pick a higher voluntary excess of up to £500, and your premium will go down. Section 9 explains how to make a claim.",
            ),
            Good(
                "preserve",
                "Section 7.2 – Excess. In respect of each claim made under this policy, the policyholder shall bear the first £350 of the loss (the compulsory excess). Where, at the time of the incident, the vehicle is driven by a person under the age of 25, an additional excess of £250 shall apply. Windscreen repairs are not subject to any excess; windscreen replacement, however, carries an excess of £95. The excess shall not apply where the accident was caused entirely by an identified third party. The policyholder may elect a higher voluntary excess not exceeding £500, which will result in a reduced premium. The claims procedure is set out in Section 9.",
            ),
            Good(
                "pl",
                "Sekcja 7.2 – Udział własny. Przy każdej szkodzie zgłoszonej z tej polisy musisz pokryć pierwsze 350 £ straty (obowiązkowy udział własny). Jeżeli w chwili zdarzenia pojazd prowadzi kierowca poniżej 25 lat, obowiązuje dodatkowy udział własny w wysokości 250 £. Przy naprawie szyby czołowej udział własny nie obowiązuje, natomiast przy jej wymianie wynosi on 95 £. Udział własny nie ma zastosowania, jeśli wypadek nastąpił wyłącznie z winy zidentyfikowanej osoby trzeciej. Możesz wybrać wyższy dobrowolny udział własny, maksymalnie 500 £, co obniży Twoją składkę. Sposób zgłaszania szkody opisuje sekcja 9.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "The claims procedure is set out in Section 9.",
                        "The claims procedure is set out in Section 8.",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "Udział własny nie ma zastosowania, jeśli wypadek",
                        "Udział własny ma zastosowanie także wtedy, gdy wypadek",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "you pay an extra £250 excess on top.",
                        "you pay an extra £250 excess on top, or £400 if they have held a licence for less than a year.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-tree-adoption",
        source="### Adopt a Street Tree\n\nBristow City Council invites residents to adopt one of the **1,200 young trees** planted last winter.\n\n* Water your tree with **50 litres** once a week from May to September.\n* Do not prune branches or attach anything to the trunk.\n* Report signs of disease via https://bristow.gov.uk/trees.\n\nAdopters may name their tree on the online map. Participation is free and you can leave the scheme at any time. Research suggests that around 1 in 5 young street trees dies in its first three years without regular watering (Roman & Scatena, 2011).",
        good=[
            Good(
                "preserve",
                "### Adopt a street tree!\n\nWould you like to look after one of the **1,200 young trees** Bristow City Council planted last winter? Here's what adopting involves:\n\n* From May to September, give your tree **50 litres** of water once a week.\n* Don't prune the branches or fix anything to the trunk.\n* Spotted signs of disease? Report them at https://bristow.gov.uk/trees.\n\nYou can give your tree a name on the online map. Taking part costs nothing, and you're free to leave the scheme whenever you like. Research suggests that without regular watering roughly one in five young street trees dies within its first three years (Roman & Scatena, 2011).",
            ),
            Good(
                "preserve",
                "### Street tree adoption\n\nBristow City Council: residents can adopt one of **1,200 young trees** planted last winter.\n\n* Watering: **50 litres** weekly, May–September.\n* No pruning; nothing attached to the trunk.\n* Disease: report at https://bristow.gov.uk/trees.\n\nAdopters may name their tree on the online map. Free; leave at any time. Research suggests approx. 1 in 5 young street trees dies within its first three years without regular watering (Roman & Scatena, 2011).",
            ),
            Good(
                "pl",
                "### Adoptuj drzewo przy ulicy\n\nRada Miasta Bristow zaprasza mieszkańców do adopcji jednego z **1200 młodych drzew** posadzonych zeszłej zimy.\n\n* Od maja do września podlewaj drzewo raz w tygodniu, używając **50 litrów** wody.\n* Nie przycinaj gałęzi i niczego nie przyczepiaj do pnia.\n* Oznaki choroby zgłaszaj na stronie https://bristow.gov.uk/trees.\n\nOsoby adoptujące mogą nadać drzewu imię na mapie internetowej. Udział jest bezpłatny i w każdej chwili można zrezygnować. Badania wskazują, że bez regularnego podlewania około 1 na 5 młodych drzew przyulicznych obumiera w ciągu pierwszych trzech lat (Roman i Scatena, 2011).",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    ("### Street tree adoption\n\n", "Street tree adoption. "),
                    ("\n\n* Watering:", " Watering:"),
                    ("\n* No pruning;", " No pruning;"),
                    ("\n* Disease:", " Disease:"),
                ],
                "markdown",
            ),
            Slip(2, [("(Roman i Scatena, 2011)", "(Roman i Scatena, 2021)")], "citation"),
            Slip(
                0,
                [
                    (
                        "Taking part costs nothing",
                        "Taking part costs nothing, each adopter gets a free watering can",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-bakery-allergens",
        source="Allergen notice: all our bread and pastries are baked in a kitchen that handles wheat, milk, eggs, sesame and tree nuts, so we cannot guarantee that any product is free from these allergens. Our gluten-free loaves are made on separate equipment but may still contain traces of gluten. Products containing peanuts are never made on site. If you have a severe allergy, you must speak to a member of staff before ordering. Full ingredient lists for each item are available on request and online at www.crumbandcrust.co.uk/allergens. Since 1 October 2021, pre-packed items have been labelled under Natasha's Law.",
        good=[
            Good(
                "preserve",
                "Allergen information: we bake all our bread and pastries in a kitchen where wheat, milk, eggs, sesame and tree nuts are used. Because of this, we can't promise that any product is free from these allergens. We make our gluten-free loaves on separate equipment, but they may still contain traces of gluten. We never make anything with peanuts on site. If you have a severe allergy, you must talk to one of our staff before you order. You can ask us for the full ingredient list of any item, or find it online at www.crumbandcrust.co.uk/allergens. Pre-packed items have carried labels under Natasha's Law since 1 October 2021.",
            ),
            Good(
                "preserve",
                "Allergen statement: all bread and pastries are produced in a kitchen in which wheat, milk, eggs, sesame and tree nuts are handled; consequently, no product can be guaranteed to be free from these allergens. Although gluten-free loaves are prepared using dedicated equipment, they may nonetheless contain traces of gluten. No products containing peanuts are ever prepared on the premises. Customers with a severe allergy are required to consult a member of staff prior to ordering. Complete ingredient lists for each item may be obtained on request or viewed at www.crumbandcrust.co.uk/allergens. Pre-packed items have been labelled in accordance with Natasha's Law since 1 October 2021.",
            ),
            Good(
                "pl",
                "Informacja o alergenach: całe nasze pieczywo i wypieki powstają w kuchni, w której używa się pszenicy, mleka, jaj, sezamu i orzechów, dlatego nie możemy zagwarantować, że jakikolwiek produkt jest wolny od tych alergenów. Bochenki bezglutenowe wypiekamy na osobnym sprzęcie, ale mimo to mogą zawierać śladowe ilości glutenu. Produktów z orzeszkami ziemnymi nigdy nie wytwarzamy na miejscu. Jeśli masz silną alergię, przed złożeniem zamówienia musisz porozmawiać z kimś z obsługi. Pełne listy składników każdego produktu są dostępne na życzenie oraz w internecie: www.crumbandcrust.co.uk/allergens. Od 1 października 2021 r. produkty paczkowane są oznakowane zgodnie z ustawą Natashy (Natasha's Law).",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "ale mimo to mogą zawierać śladowe ilości glutenu",
                        "dlatego nie zawierają śladowych ilości glutenu",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "you must talk to one of our staff",
                        "you might want to talk to one of our staff",
                    )
                ],
                "modality",
            ),
            Slip(1, [("since 1 October 2021", "since 1 October 2019")], "date"),
        ],
    ),
    Case(
        key="en-personal-trainer-contract",
        source="This agreement covers a block of 10 personal training sessions with FitForge Gym, each lasting 60 minutes, for a total fee of £420 payable in advance. Sessions must be used within 16 weeks of the first session. Cancellations made less than 24 hours before a session will be charged in full. The client must complete a health questionnaire (form `PAR-Q`) before the first session and must tell the trainer about any new injury. The trainer does not provide medical or dietary advice. Results vary and are not guaranteed. Either party may end this agreement with 7 days' written notice; unused sessions will be refunded.",
        good=[
            Good(
                "preserve",
                "Here's the deal: you get 10 one-hour personal training sessions at FitForge Gym for £420, paid up front. You've got 16 weeks from your first session to use them all. Cancel less than 24 hours before a session and you'll be charged the full price for it. Before your first session you need to fill in a health questionnaire (form `PAR-Q`), and you must let your trainer know about any new injury. Your trainer won't give you medical or dietary advice. Everyone's results are different, and we can't guarantee them. Either of us can end this agreement by giving 7 days' notice in writing, and you'll get your money back for any sessions you haven't used.",
            ),
            Good(
                "preserve",
                "Agreement: 10 personal training sessions at FitForge Gym, 60 minutes each; total fee £420, payable in advance. All sessions must be used within 16 weeks of the first one. Cancellation less than 24 hours before a session: full charge. Before the first session the client must complete the `PAR-Q` health questionnaire; any new injury must be reported to the trainer. No medical or dietary advice is provided by the trainer. Results vary and are not guaranteed. Termination: by either party, with 7 days' written notice; unused sessions refunded.",
            ),
            Good(
                "pl",
                "Niniejsza umowa obejmuje pakiet 10 sesji treningu personalnego w FitForge Gym, każda trwająca 60 minut, za łączną opłatą 420 £ płatną z góry. Sesje należy wykorzystać w ciągu 16 tygodni od pierwszej sesji. Odwołanie sesji na mniej niż 24 godziny przed jej rozpoczęciem skutkuje pobraniem pełnej opłaty. Przed pierwszą sesją klient musi wypełnić kwestionariusz zdrowotny (formularz `PAR-Q`) i ma obowiązek informować trenera o każdym nowym urazie. Trener nie udziela porad medycznych ani dietetycznych. Efekty są różne i nie są gwarantowane. Każda ze stron może rozwiązać umowę z 7-dniowym pisemnym wypowiedzeniem; opłata za niewykorzystane sesje zostanie zwrócona.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("the `PAR-Q` health questionnaire", "the `PAR-Q+` health questionnaire")],
                "code",
            ),
            Slip(
                2,
                [
                    (
                        "Efekty są różne i nie są gwarantowane.",
                        "Efekty są różne, ale są gwarantowane.",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "Before your first session you need to fill in",
                        "Before your first session you can fill in",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-printing-quota",
        source="From the 2024/25 academic year, each undergraduate receives a printing quota of 300 A4 black-and-white pages per semester, credited automatically on 1 October and 17 February. Colour pages count as 5 units each. Unused credit is not carried over to the next semester. Additional credit can be bought in £2 blocks at https://print.kingsbury.ac.uk. To release a job, log in at any printer with your student card and select `SecurePrint-Student`. Jobs left in the queue for more than 24 hours are deleted automatically. Staff must not print personal documents on student queues. We expect the quota to remain the same next year, but this may change.",
        good=[
            Good(
                "preserve",
                "Starting in the 2024/25 academic year, every undergraduate gets 300 A4 black-and-white pages of printing per semester. The quota is added automatically on 1 October and on 17 February. Each colour page uses 5 units. Anything you don't use by the end of the semester is lost – it does not move over to the next one. You can buy more credit in £2 blocks at https://print.kingsbury.ac.uk. To release a job, log in at any printer with your student card and choose `SecurePrint-Student`. If a job sits in the queue for over 24 hours, it is deleted automatically. Staff are not allowed to print personal documents on student queues. We expect the quota to stay the same next year, but that could change.",
            ),
            Good(
                "preserve",
                "With effect from the 2024/25 academic year, each undergraduate student is allocated a printing quota of 300 A4 monochrome pages per semester, credited automatically on 1 October and 17 February. Each colour page is counted as 5 units. Unused credit shall not be carried forward to the following semester. Additional credit may be purchased in blocks of £2 via https://print.kingsbury.ac.uk. Print jobs are released by logging in at any printer using a student card and selecting `SecurePrint-Student`. Jobs remaining in the queue for longer than 24 hours are deleted automatically. Staff are prohibited from printing personal documents via student queues. The quota is expected to remain unchanged next year, although this is subject to change.",
            ),
            Good(
                "pl",
                "Od roku akademickiego 2024/25 każdy student studiów pierwszego stopnia otrzymuje limit wydruku 300 czarno-białych stron A4 na semestr, naliczany automatycznie 1 października i 17 lutego. Każda strona w kolorze liczy się jako 5 jednostek. Niewykorzystany limit nie przechodzi na kolejny semestr. Dodatkowy limit można dokupić w pakietach po 2 £ na stronie https://print.kingsbury.ac.uk. Aby zwolnić zadanie do druku, zaloguj się przy dowolnej drukarce kartą studencką i wybierz `SecurePrint-Student`. Zadania pozostające w kolejce dłużej niż 24 godziny są automatycznie usuwane. Pracownikom nie wolno drukować prywatnych dokumentów w kolejkach studenckich. Spodziewamy się, że limit w przyszłym roku pozostanie bez zmian, ale może się to zmienić.",
            ),
        ],
        bad=[
            Slip(0, [("`SecurePrint-Student`", "`SecurePrint-Staff`")], "code"),
            Slip(
                1,
                [
                    (
                        "credited automatically on 1 October and 17 February",
                        "credited automatically on 1 October and 17 March",
                    )
                ],
                "date",
            ),
            Bad(
                "pl",
                "Starting with the 2024/25 academic year, undergraduates get 300 black-and-white A4 pages of printing each semester, added automatically on 1 October and 17 February. A colour page counts as 5 units. Credit you don't use is not carried over to the next semester. Extra credit is sold in £2 blocks at https://print.kingsbury.ac.uk. To release a job, log in at any printer with your student card and pick `SecurePrint-Student`. Jobs waiting in the queue for more than 24 hours are automatically deleted. Staff may not print personal documents on student queues. We expect the quota to stay the same next year, though this may change.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-rail-replacement-bus",
        source="## Rail replacement buses: Northgate line\n\nEngineering works will close the line between **Northgate and Elmfield** from 22:00 on Friday 14 February to 05:30 on Monday 17 February 2025.\n\n- Replacement buses run every 20 minutes and leave from Stand C outside each station.\n- Journeys will take about 35 minutes longer than usual.\n- Bicycles cannot be carried on replacement buses, except folding bikes.\n\nTickets remain valid on the buses, and no reservation is needed. Passengers needing step-free assistance should call 0800 022 3720 at least 2 hours before travelling.",
        good=[
            Good(
                "preserve",
                "## Buses instead of trains on the Northgate line\n\nBecause of engineering work, there will be no trains between **Northgate and Elmfield** from 22:00 on Friday 14 February until 05:30 on Monday 17 February 2025.\n\n- A replacement bus leaves every 20 minutes from Stand C outside each station.\n- Your journey will take roughly 35 minutes more than normal.\n- You can't take a bike on the buses unless it folds.\n\nYour ticket is still valid on the buses and you don't have to book. If you need step-free assistance, you should call 0800 022 3720 at least 2 hours before you travel.",
            ),
            Good(
                "preserve",
                "## Northgate line: buses replace trains for the weekend\n\nTrains will not run between **Northgate and Elmfield** from 10 p.m. on Friday 14 February to 5:30 a.m. on Monday 17 February 2025 while engineering works take place.\n\n- Replacement buses will depart every 20 minutes from Stand C outside each station.\n- Journeys are set to take about 35 minutes longer than usual.\n- Only folding bicycles will be allowed on the buses.\n\nExisting tickets will be accepted on the buses, with no reservation required. Anyone who needs step-free assistance is advised to call 0800 022 3720 no later than 2 hours before travelling.",
            ),
            Good(
                "pl",
                "## Autobusowa komunikacja zastępcza: linia Northgate\n\nZ powodu prac technicznych linia między **Northgate a Elmfield** będzie zamknięta od godz. 22:00 w piątek 14 lutego do 5:30 w poniedziałek 17 lutego 2025 r.\n\n- Autobusy zastępcze kursują co 20 minut i odjeżdżają ze stanowiska C przed każdą stacją.\n- Podróż potrwa około 35 minut dłużej niż zwykle.\n- W autobusach zastępczych nie można przewozić rowerów, z wyjątkiem składanych.\n\nBilety zachowują ważność w autobusach i nie trzeba niczego rezerwować. Pasażerowie potrzebujący pomocy w poruszaniu się bez schodów powinni zadzwonić pod numer 0800 022 3720 co najmniej 2 godziny przed podróżą.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "## Buses instead of trains on the Northgate line\n\n",
                        "Buses instead of trains on the Northgate line. ",
                    ),
                    ("\n\n- A replacement bus", " A replacement bus"),
                    ("\n- Your journey", " Your journey"),
                    ("\n- You can't", " You can't"),
                ],
                "markdown",
            ),
            Slip(
                2,
                [("co najmniej 2 godziny przed podróżą", "co najmniej 24 godziny przed podróżą")],
                "number",
            ),
            Slip(
                1,
                [("from 10 p.m. on Friday 14 February", "from 10 p.m. on Friday 7 February")],
                "date",
            ),
        ],
    ),
]
