# ruff: noqa: E501, RUF001
"""English source cases of blind set 44: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-halls-deposit-refund-notice-clause",
        source="""7. Deposit and early termination. The Resident must pay a security deposit of £250 before the keys are released. The deposit will be returned within 21 days of the end of the Tenancy, less any deductions for damage beyond fair wear and tear or unpaid charges. The Resident may end this Agreement early only if a suitable replacement student, approved by the Accommodation Office, takes over the room; in that case rent is payable until the replacement's start date. Residents should report any faults through the online helpdesk within 48 hours of noticing them. The Tenancy ends at 10:00 on 28 June 2025, and rooms must be vacated by that time.""",
        good=[
            Good(
                "preserve",
                """Deposit and leaving early

Before you get your keys, you must pay a £250 security deposit. We will return it within 21 days after your Tenancy ends, minus any deductions for unpaid charges or for damage that goes beyond fair wear and tear. You may end the Agreement early only if a suitable replacement student, approved by the Accommodation Office, takes over your room, and you will then pay rent until your replacement's start date. If you notice a fault, you should report it via the online helpdesk within 48 hours. The Tenancy ends at 10:00 on 28 June 2025, and you must leave your room by then.""",
            ),
            Good(
                "preserve",
                """Clause 7 – Deposit and early termination
- A security deposit of £250 must be paid by the Resident before keys are released.
- Within 21 days of the Tenancy ending, the deposit will be refunded, less deductions for unpaid charges or damage beyond fair wear and tear.
- The Resident may terminate early only where a suitable replacement student, approved by the Accommodation Office, takes over the room; rent remains payable until the replacement's start date.
- Faults should be reported through the online helpdesk within 48 hours of being noticed.
- The Tenancy ends at 10:00 on 28 June 2025; rooms must be vacated by that time.""",
            ),
            Good(
                "pl",
                """7. Kaucja i wcześniejsze rozwiązanie umowy. Przed wydaniem kluczy Mieszkaniec musi wpłacić kaucję w wysokości 250 funtów. Kaucja zostanie zwrócona w ciągu 21 dni od zakończenia najmu, po potrąceniu ewentualnych kwot za szkody wykraczające poza normalne zużycie lub za nieuregulowane opłaty. Mieszkaniec może rozwiązać umowę przed terminem wyłącznie wtedy, gdy pokój przejmie odpowiedni student zastępczy zaakceptowany przez Biuro Zakwaterowania; w takim przypadku czynsz jest należny do dnia, w którym ta osoba rozpoczyna najem. Mieszkańcy powinni zgłaszać usterki przez internetowy helpdesk w ciągu 48 godzin od ich zauważenia. Najem kończy się 28 czerwca 2025 r. o godz. 10:00 i do tego czasu pokój musi zostać opuszczony.""",
            ),
        ],
        bad=[
            Slip(1, [("Faults should be reported", "Faults must be reported")], "modality"),
            Slip(0, [("a £250 security deposit", "a £350 security deposit")], "number"),
            Slip(2, [("28 czerwca 2025 r.", "30 czerwca 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-ashford-canterbury-line-closure-buses",
        source="""Engineering works: Ashford International to Canterbury West
From 23:30 on Friday 18 April until 05:00 on Tuesday 22 April, no trains will run between Ashford International and Canterbury West while Network Rail renews track and drainage at Wye. Rail replacement buses will run every 30 minutes and will call at all stations, but bicycles cannot be carried on them, except folding ones. Journeys will take up to 40 minutes longer than usual. Tickets will be accepted on Stagecoach route 1 buses at no extra cost. Please check the latest times at www.southeasternrailway.co.uk/engineering before you travel, as plans can change at short notice.""",
        good=[
            Good(
                "preserve",
                """If you travel between Ashford International and Canterbury West, please note: there will be no trains on that stretch from 23:30 on Friday 18 April until 05:00 on Tuesday 22 April, while Network Rail renews the track and drainage at Wye. Replacement buses will run every 30 minutes and stop at all stations. You won't be able to take a bike on them unless it's a folding one. Allow up to 40 minutes more than usual for your journey. Your ticket is also valid at no extra cost on Stagecoach route 1 buses. Plans can change at short notice, so check the latest times at www.southeasternrailway.co.uk/engineering before you set off.""",
            ),
            Good(
                "preserve",
                """**Ashford International – Canterbury West: engineering works**
- When: 23:30 Friday 18 April to 05:00 Tuesday 22 April
- What: no trains between Ashford International and Canterbury West while Network Rail renews track and drainage at Wye
- Buses: rail replacement buses every 30 minutes, calling at all stations; no bicycles except folding ones
- Journey time: up to 40 minutes longer than normal
- Tickets: also accepted on Stagecoach route 1 buses at no extra charge
- Plans can change at short notice – before travelling, check the latest times at www.southeasternrailway.co.uk/engineering""",
            ),
            Good(
                "pl",
                """Prace inżynieryjne: Ashford International – Canterbury West
Od godz. 23:30 w piątek 18 kwietnia do godz. 05:00 we wtorek 22 kwietnia pociągi nie będą kursować między Ashford International a Canterbury West, ponieważ Network Rail odnawia tor i odwodnienie w Wye. Autobusy zastępcze będą kursować co 30 minut i zatrzymywać się na wszystkich stacjach, jednak nie można nimi przewozić rowerów, z wyjątkiem składanych. Podróż potrwa do 40 minut dłużej niż zwykle. Bilety będą honorowane bez dodatkowych opłat w autobusach Stagecoach linii 1. Przed podróżą sprawdź aktualne godziny na stronie www.southeasternrailway.co.uk/engineering, ponieważ plany mogą się zmienić w krótkim terminie.""",
            ),
        ],
        bad=[
            Slip(1, [("05:00 Tuesday 22 April", "05:00 Monday 21 April")], "date"),
            Slip(
                2,
                [("jednak nie można nimi przewozić rowerów", "jednak można nimi przewozić rowery")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "www.southeasternrailway.co.uk/engineering",
                        "www.southeasternrailway.co.uk/travel",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-pet-cover-dental-illness-exclusion",
        source="""Section 4: What is not covered
We will not pay for dental treatment unless your pet has had a dental examination by a vet in the 12 months before the treatment started, and any treatment recommended at that examination was carried out. Claims for dental illness are limited to £1,000 per policy year. We will not pay for cosmetic procedures, tooth cleaning or scale and polish. You must tell us within 30 days if your pet's teeth are damaged in an accident; if you do not, we may reduce or refuse the claim. Your excess of £99 applies to each condition claimed for.""",
        good=[
            Good(
                "preserve",
                """What your policy doesn't cover (Section 4)
Dental treatment is only covered if a vet examined your pet's teeth in the 12 months before the treatment began and any treatment recommended at that check-up was carried out. For dental illness, we pay up to £1,000 per policy year. Cosmetic procedures, tooth cleaning and scale and polish are not covered. If your pet's teeth are damaged in an accident, you must let us know within 30 days – otherwise we may reduce or refuse your claim. A £99 excess applies to every condition you claim for.""",
            ),
            Good(
                "preserve",
                """Section 4 – Exclusions
The insurer will not pay for:
1. dental treatment, unless a vet carried out a dental examination of the pet within the 12 months before treatment started and any treatment recommended at that examination was carried out;
2. cosmetic procedures, tooth cleaning, or scale and polish.
Dental illness claims are capped at £1,000 per policy year. Accidental damage to the pet's teeth must be reported within 30 days; if it is not, the claim may be reduced or refused. The £99 excess applies to each condition claimed for.""",
            ),
            Good(
                "pl",
                """Sekcja 4: Czego nie obejmuje ubezpieczenie
Nie pokrywamy kosztów leczenia stomatologicznego, chyba że w ciągu 12 miesięcy przed jego rozpoczęciem weterynarz przeprowadził badanie stomatologiczne Twojego zwierzęcia, a leczenie zalecone podczas tego badania zostało wykonane. Roszczenia z tytułu chorób zębów są ograniczone do 1000 funtów na rok polisy. Nie płacimy za zabiegi kosmetyczne, czyszczenie zębów ani skaling z polerowaniem. Jeśli zęby Twojego zwierzęcia zostaną uszkodzone w wypadku, musisz nas o tym poinformować w ciągu 30 dni; w przeciwnym razie możemy zmniejszyć wypłatę lub odmówić jej. Udział własny w wysokości 99 funtów ma zastosowanie do każdego schorzenia objętego roszczeniem.""",
            ),
        ],
        bad=[
            Slip(0, [("are not covered", "are covered")], "negation"),
            Slip(
                2,
                [("musisz nas o tym poinformować", "powinieneś nas o tym poinformować")],
                "modality",
            ),
            Slip(1, [("capped at £1,000", "capped at £1,500")], "number"),
        ],
    ),
    Case(
        key="en-podcast-sleep-debt-episode-notes",
        source="""Episode 112: Can you really catch up on sleep?
This week Dr Hannah Okafor, a sleep researcher at the University of Leeds, joins us to talk about weekend lie-ins. She explains why a couple of long nights probably won't undo a week of short sleep, and walks us through a 2019 study by Depner et al. in Current Biology, which found that recovery sleep at weekends did not prevent the metabolic effects of sleep loss. We also answer your questions about naps and caffeine. Hannah's tips sheet is at sleepwell.leeds.ac.uk/tips. Got a question for a future episode? Email us at hello@restlesspodcast.fm. The episode runs about 48 minutes.""",
        good=[
            Good(
                "preserve",
                """Ep. 112 – Can you really catch up on sleep?
Sleep researcher Dr Hannah Okafor (University of Leeds) joins us to talk weekend lie-ins: why a couple of long nights probably won't make up for a week of short sleep, and what a 2019 study by Depner et al. in Current Biology found – weekend recovery sleep did not prevent the metabolic effects of sleep loss. Plus, we take your questions on naps and caffeine.
Hannah's tips sheet: sleepwell.leeds.ac.uk/tips
Questions for a future episode: hello@restlesspodcast.fm
Running time: about 48 minutes""",
            ),
            Good(
                "preserve",
                """In episode 112, "Can you really catch up on sleep?", we are joined by Dr Hannah Okafor, a sleep researcher at the University of Leeds, to discuss weekend lie-ins. Dr Okafor explains why a week of short sleep is probably not undone by a couple of long nights. She also discusses a study published in Current Biology in 2019 by Depner et al., which found that weekend recovery sleep did not prevent the metabolic effects of sleep loss. Listener questions about naps and caffeine are answered too. The episode lasts roughly 48 minutes. Dr Okafor's tips sheet can be found at sleepwell.leeds.ac.uk/tips, and questions for future episodes can be sent to hello@restlesspodcast.fm.""",
            ),
            Good(
                "pl",
                """Odcinek 112: Czy naprawdę da się odespać zaległości?
W tym tygodniu naszym gościem jest dr Hannah Okafor, badaczka snu z Uniwersytetu w Leeds, z którą rozmawiamy o weekendowym wysypianiu się. Wyjaśnia, dlaczego parę długich nocy prawdopodobnie nie zniweluje skutków tygodnia zbyt krótkiego snu, i omawia badanie Depnera i wsp. z 2019 roku opublikowane w „Current Biology”, według którego weekendowe odsypianie nie zapobiegło metabolicznym skutkom niedoboru snu. Odpowiadamy też na Wasze pytania o drzemki i kofeinę. Zestaw porad Hannah znajdziecie pod adresem sleepwell.leeds.ac.uk/tips. Masz pytanie do jednego z kolejnych odcinków? Napisz na hello@restlesspodcast.fm. Odcinek trwa około 48 minut.""",
            ),
        ],
        bad=[
            Slip(1, [("in 2019 by Depner et al.", "in 2017 by Depner et al.")], "citation"),
            Slip(2, [("hello@restlesspodcast.fm", "hello@restlesspodcast.com")], "url"),
            Slip(0, [("probably won't make up", "won't make up")], "hedge"),
        ],
    ),
    Case(
        key="en-beekeepers-varroa-autumn-treatment-advice",
        source="""Varroa treatment this autumn
Members should check mite levels in every colony in early August, using an alcohol wash or a sugar roll on a sample of about 300 bees. If you count more than 9 mites in the sample, treatment is likely to be needed before the winter bees are raised. Treatments must be used exactly as stated on the label, and supers must be removed before you apply any product not approved for use during a honey flow. Oxalic acid can be applied in December or early January, when colonies are usually broodless. Please record every treatment in your hive records; the Veterinary Medicines Regulations require you to keep them for at least five years.""",
        good=[
            Good(
                "preserve",
                """Autumn varroa treatment – advice for members
- You should check mite levels in all of your colonies in early August, using an alcohol wash or a sugar roll on a sample of about 300 bees.
- If the sample contains more than 9 mites, treatment is likely to be needed before the winter bees are reared.
- You must use treatments exactly as the label says. Supers must come off before you apply any product that is not approved for use during a honey flow.
- Oxalic acid can be applied in December or early January, when colonies are usually without brood.
- Please record every treatment in your hive records: the Veterinary Medicines Regulations require you to keep them for at least five years.""",
            ),
            Good(
                "preserve",
                """This autumn, members should check the mite level of each colony in early August by carrying out an alcohol wash or a sugar roll on a sample of about 300 bees. Where the sample contains more than 9 mites, treatment is likely to be needed before the winter bees are raised. All treatments must be used exactly as directed on the label, and supers must be removed before applying any product that is not approved for use during a honey flow. Oxalic acid can be applied in December or early January, when colonies are usually broodless. Please record every treatment in your hive records, which the Veterinary Medicines Regulations require you to keep for at least five years.""",
            ),
            Good(
                "pl",
                """Zwalczanie warrozy tej jesieni
Członkowie powinni na początku sierpnia sprawdzić poziom porażenia warrozą w każdej rodzinie, wykonując test z alkoholem lub z cukrem pudrem na próbie około 300 pszczół. Jeśli w próbie znajdziesz więcej niż 9 roztoczy, leczenie prawdopodobnie będzie konieczne, zanim zostaną wychowane pszczoły zimowe. Preparaty muszą być stosowane dokładnie zgodnie z etykietą, a nadstawki muszą zostać zdjęte przed zastosowaniem każdego produktu, który nie jest dopuszczony do użycia w czasie pożytku. Kwas szczawiowy można podawać w grudniu lub na początku stycznia, gdy rodziny zwykle nie mają czerwiu. Prosimy zapisywać każde leczenie w dokumentacji pasieki; przepisy Veterinary Medicines Regulations wymagają przechowywania tej dokumentacji przez co najmniej pięć lat.""",
            ),
        ],
        bad=[
            Slip(
                2,
                [("leczenie prawdopodobnie będzie konieczne", "leczenie będzie konieczne")],
                "hedge",
            ),
            Slip(0, [("You must use treatments", "You should use treatments")], "modality"),
            Slip(1, [("in December or early January", "in October or early November")], "date"),
        ],
    ),
    Case(
        key="en-terraform-network-module-readme-usage",
        source="""## Usage

This module creates a VPC with public and private subnets across three availability zones. It does not create NAT gateways unless `enable_nat_gateway` is set to `true`.

```hcl
module "network" {
  source     = "app.terraform.io/acme/network/aws"
  version    = "~> 3.2"
  cidr_block = "10.20.0.0/16"
}
```

### Requirements

- Terraform >= 1.5
- AWS provider >= 5.0

You should pin the module version in production. Each NAT gateway costs roughly $32 per month before data charges.""",
        good=[
            Good(
                "preserve",
                """## Usage

Use this module to create a VPC with public and private subnets spread over three availability zones. NAT gateways are not created unless you set `enable_nat_gateway` to `true`.

```hcl
module "network" {
  source     = "app.terraform.io/acme/network/aws"
  version    = "~> 3.2"
  cidr_block = "10.20.0.0/16"
}
```

### Requirements

- Terraform >= 1.5
- AWS provider >= 5.0

In production, you should pin the module version. Note that each NAT gateway costs roughly $32 a month, not including data charges.""",
            ),
            Good(
                "preserve",
                """## Usage

The module provisions a VPC containing public and private subnets in three availability zones. By default no NAT gateways are created; to add them, set `enable_nat_gateway` to `true`.

```hcl
module "network" {
  source     = "app.terraform.io/acme/network/aws"
  version    = "~> 3.2"
  cidr_block = "10.20.0.0/16"
}
```

### Requirements

- Terraform >= 1.5
- AWS provider >= 5.0

For production use, you should pin the module version. Expect to pay roughly $32 per month for each NAT gateway, plus data charges.""",
            ),
            Good(
                "pl",
                """## Użycie

Ten moduł tworzy VPC z podsieciami publicznymi i prywatnymi w trzech strefach dostępności. Nie tworzy bramek NAT, chyba że `enable_nat_gateway` ma wartość `true`.

```hcl
module "network" {
  source     = "app.terraform.io/acme/network/aws"
  version    = "~> 3.2"
  cidr_block = "10.20.0.0/16"
}
```

### Wymagania

- Terraform >= 1.5
- Dostawca AWS >= 5.0

W środowisku produkcyjnym powinno się przypinać wersję modułu. Każda bramka NAT kosztuje około 32 USD miesięcznie, nie licząc opłat za transfer danych.""",
            ),
        ],
        bad=[
            Slip(1, [("### Requirements", "Requirements")], "markdown"),
            Slip(2, [("`enable_nat_gateway`", "`enable_nat_gateways`")], "code"),
            Slip(0, [("roughly $32 a month", "roughly $23 a month")], "number"),
        ],
    ),
    Case(
        key="en-abstract-oat-fibre-ldl-trial",
        source="""Background: Higher intake of cereal fibre may lower LDL cholesterol, but evidence from trials in older adults is limited. Methods: In a 12-week randomised controlled trial, 164 adults aged 60–75 with mildly raised cholesterol were assigned to 3 g/day of oat beta-glucan or a matched wheat placebo. Results: LDL cholesterol fell by 0.21 mmol/L (95% CI 0.09 to 0.33) more in the beta-glucan group than in the placebo group. No significant changes were seen in body weight or blood pressure. Conclusions: Oat beta-glucan probably produces a modest reduction in LDL cholesterol in this age group; longer trials are needed to establish whether the effect is sustained.""",
        good=[
            Good(
                "preserve",
                """Eating more cereal fibre may lower LDL cholesterol, but trial evidence in older adults is limited. In this 12-week randomised controlled trial, 164 people aged 60 to 75 whose cholesterol was mildly raised took either 3 g a day of oat beta-glucan or a matched wheat placebo. Compared with placebo, LDL cholesterol fell by an extra 0.21 mmol/L (95% CI 0.09 to 0.33) in the beta-glucan group. Body weight and blood pressure showed no significant changes. The authors conclude that oat beta-glucan probably lowers LDL cholesterol modestly in people of this age, and that longer trials are needed to find out whether the effect is sustained.""",
            ),
            Good(
                "preserve",
                """**Background:** A higher intake of cereal fibre may reduce LDL cholesterol, although trial evidence in older adults remains limited.
**Methods:** 164 adults aged 60–75 with mildly elevated cholesterol were randomised to 3 g/day of oat beta-glucan or a matched wheat placebo for 12 weeks.
**Results:** The reduction in LDL cholesterol was 0.21 mmol/L greater with beta-glucan than with placebo (95% CI 0.09 to 0.33). Neither body weight nor blood pressure changed significantly.
**Conclusions:** In this age group, oat beta-glucan probably lowers LDL cholesterol modestly. Longer trials are needed to determine whether the effect is sustained.""",
            ),
            Good(
                "pl",
                """Wprowadzenie: Większe spożycie błonnika zbożowego może obniżać stężenie cholesterolu LDL, jednak dowody z badań klinicznych z udziałem osób starszych są ograniczone. Metody: W 12-tygodniowym randomizowanym badaniu kontrolowanym 164 osoby w wieku 60–75 lat z łagodnie podwyższonym cholesterolem przydzielono do grupy otrzymującej 3 g/dzień beta-glukanu owsianego lub do grupy otrzymującej dopasowane placebo pszenne. Wyniki: Stężenie cholesterolu LDL obniżyło się w grupie beta-glukanu o 0,21 mmol/l (95% CI 0,09–0,33) bardziej niż w grupie placebo. Nie zaobserwowano istotnych zmian masy ciała ani ciśnienia tętniczego. Wnioski: Beta-glukan owsiany prawdopodobnie powoduje umiarkowane obniżenie cholesterolu LDL w tej grupie wiekowej; potrzebne są dłuższe badania, aby ustalić, czy efekt się utrzymuje.""",
            ),
        ],
        bad=[
            Slip(1, [("probably lowers", "lowers")], "hedge"),
            Slip(2, [("164 osoby", "146 osób")], "number"),
            Slip(0, [("showed no significant changes", "showed significant changes")], "negation"),
        ],
    ),
    Case(
        key="en-sponsored-coastal-walk-entry-terms",
        source="""Terms of entry – Coastal Challenge Walk 2025
Registration costs £25 and is non-refundable, but you may transfer your place to another person until 31 August by emailing events@harbourhospice.org.uk. Every walker is asked to raise a minimum of £150 in sponsorship for Harbour Hospice. Walkers under 16 must be accompanied by an adult throughout the route. Dogs are welcome on the 10 km route but are not allowed on the 26 km route because of the cliff-top stiles. You must carry water and a charged mobile phone. The organisers may change or shorten the route if weather conditions make it unsafe.""",
        good=[
            Good(
                "preserve",
                """Coastal Challenge Walk 2025: terms of entry
Your £25 registration fee can't be refunded, but you may pass your place to someone else up to 31 August – just email events@harbourhospice.org.uk. We ask every walker to raise at least £150 in sponsorship for Harbour Hospice. If you're under 16, you must be accompanied by an adult for the whole route. Dogs are welcome on the 10 km route, but they're not allowed on the 26 km route because of the stiles on the cliff tops. You must bring water and a charged mobile phone. If the weather makes the route unsafe, the organisers may change or shorten it.""",
            ),
            Good(
                "preserve",
                """Coastal Challenge Walk 2025 – Terms of Entry
1. The registration fee is £25 and is non-refundable. Places may be transferred to another person until 31 August by emailing events@harbourhospice.org.uk.
2. Each walker is asked to raise minimum sponsorship of £150 for Harbour Hospice.
3. Walkers aged under 16 must be accompanied by an adult for the entire route.
4. Dogs are welcome on the 10 km route. Because of the cliff-top stiles, they are not allowed on the 26 km route.
5. All walkers must carry water and a charged mobile phone.
6. The organisers may alter or shorten the route if the weather makes it unsafe.""",
            ),
            Good(
                "pl",
                """Regulamin udziału – Coastal Challenge Walk 2025
Opłata rejestracyjna wynosi 25 funtów i nie podlega zwrotowi, ale do 31 sierpnia możesz przekazać swoje miejsce innej osobie, pisząc na adres events@harbourhospice.org.uk. Prosimy każdego uczestnika o zebranie od sponsorów co najmniej 150 funtów na rzecz Harbour Hospice. Uczestnicy poniżej 16. roku życia muszą przez całą trasę iść pod opieką osoby dorosłej. Psy są mile widziane na trasie 10 km, ale na trasę 26 km nie można ich zabierać ze względu na przełazy na klifach. Każdy uczestnik musi mieć przy sobie wodę i naładowany telefon komórkowy. Organizatorzy mogą zmienić lub skrócić trasę, jeśli warunki pogodowe sprawią, że będzie ona niebezpieczna.""",
            ),
        ],
        bad=[
            Slip(2, [("muszą przez całą trasę iść", "powinni przez całą trasę iść")], "modality"),
            Slip(
                0,
                [
                    (
                        "in sponsorship for Harbour Hospice.",
                        "in sponsorship for Harbour Hospice, which will fund two new night nurses.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("Dogs are welcome on the 10 km route.", "Dogs are welcome on the 15 km route.")],
                "number",
            ),
        ],
    ),
    Case(
        key="en-appeal-dismissed-two-storey-side-extension",
        source="""Appeal Ref: APP/K3605/D/24/3341876 – 14 Orchard Close
The appeal is made under section 78 of the Town and Country Planning Act 1990 against the refusal of planning permission for a two-storey side extension. The main issue is the effect on the character and appearance of the area. The Inspector found that the extension would not be subservient to the host dwelling and would close the gap between Nos 14 and 16, which contributes to the spacious feel of the street. The proposal would therefore conflict with Policy DM9 of the Local Plan. The appellant's need for additional living space did not outweigh that harm. The appeal is dismissed.""",
        good=[
            Good(
                "preserve",
                """Summary – 14 Orchard Close (Appeal Ref: APP/K3605/D/24/3341876)
This was an appeal under section 78 of the Town and Country Planning Act 1990 against a refusal of planning permission for a two-storey side extension. The key question was how the scheme would affect the character and appearance of the area. According to the Inspector, the extension would not be subservient to the existing house and would close the gap between Nos 14 and 16, a gap that adds to the street's spacious feel. It would therefore conflict with Local Plan Policy DM9, and that harm was not outweighed by the appellant's need for more living space. Decision: appeal dismissed.""",
            ),
            Good(
                "preserve",
                """Appeal APP/K3605/D/24/3341876, 14 Orchard Close – dismissed
- Appeal type: section 78, Town and Country Planning Act 1990, against the refusal of planning permission for a two-storey side extension.
- Main issue: effect on the area's character and appearance.
- Findings: the extension would not be subservient to the host dwelling; it would close the gap between Nos 14 and 16, which contributes to the spacious feel of the street; it would therefore conflict with Policy DM9 of the Local Plan.
- Balance: the appellant's need for additional living space did not outweigh the harm.
- Outcome: the appeal is dismissed.""",
            ),
            Good(
                "pl",
                """Odwołanie nr APP/K3605/D/24/3341876 – 14 Orchard Close
Odwołanie wniesiono na podstawie sekcji 78 ustawy Town and Country Planning Act 1990 od odmowy udzielenia zgody planistycznej na dwukondygnacyjną dobudowę boczną. Główną kwestią jest wpływ inwestycji na charakter i wygląd okolicy. Inspektor uznał, że dobudowa nie byłaby podporządkowana istniejącemu budynkowi i zamknęłaby prześwit między domami nr 14 i 16, który przyczynia się do przestronnego charakteru ulicy. W związku z tym projekt byłby niezgodny z polityką DM9 planu miejscowego. Potrzeba uzyskania przez wnoszącego odwołanie dodatkowej powierzchni mieszkalnej nie przeważyła nad tą szkodą. Odwołanie zostaje oddalone.""",
            ),
        ],
        bad=[
            Slip(1, [("section 78", "section 174")], "legal_reference"),
            Slip(2, [("nie byłaby podporządkowana", "byłaby podporządkowana")], "negation"),
            Slip(
                0,
                [
                    (
                        "Decision: appeal dismissed.",
                        "Decision: appeal dismissed. A partial award of costs was made against the appellant.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-cookery-school-class-cancellation-terms",
        source="""Booking terms
Full payment is required at the time of booking. If you cancel more than 14 days before your class, we will refund your fee minus a £15 administration charge; cancellations made within 14 days of the class are not refundable, but you may send a friend in your place. Classes start at 10:00 and run until about 15:30, with lunch included. Please tell us about any allergies when you book, as we cannot always adapt recipes on the day. Children aged 12–15 can join our Saturday family classes if they come with a paying adult. Gift vouchers are valid for 12 months from the date of purchase.""",
        good=[
            Good(
                "preserve",
                """Booking terms
- Payment in full is required when you book.
- Cancellation more than 14 days before the class: your fee is refunded minus a £15 administration charge.
- Cancellation within 14 days of the class: no refund, although you may send a friend in your place.
- Classes run from 10:00 until about 15:30, and lunch is included.
- Please let us know about any allergies at the time of booking, because we cannot always adapt recipes on the day.
- Children aged 12–15 can join the Saturday family classes when accompanied by a paying adult.
- Gift vouchers are valid for 12 months from the date of purchase.""",
            ),
            Good(
                "preserve",
                """You'll need to pay in full when you book. Cancel more than 14 days ahead and we'll refund you, less a £15 admin charge. If you cancel within 14 days of your class, we can't give you a refund, but you may send a friend along in your place. Classes begin at 10:00 and finish at about 15:30, and lunch is included. We can't always adapt recipes on the day, so please tell us about allergies when you book. Children aged 12 to 15 can come to our Saturday family classes with a paying adult. Gift vouchers last for 12 months from the date they're bought.""",
            ),
            Good(
                "pl",
                """Warunki rezerwacji
Przy rezerwacji wymagana jest wpłata całej kwoty. Jeśli odwołasz udział wcześniej niż 14 dni przed zajęciami, zwrócimy opłatę pomniejszoną o 15 funtów opłaty administracyjnej; w przypadku odwołania w ciągu 14 dni przed zajęciami opłata nie podlega zwrotowi, ale możesz wysłać na zajęcia znajomego w swoim zastępstwie. Zajęcia zaczynają się o 10:00 i trwają do około 15:30, a w cenie jest obiad. Prosimy o informację o alergiach przy rezerwacji, ponieważ nie zawsze możemy dostosować przepisy w dniu zajęć. Dzieci w wieku 12–15 lat mogą uczestniczyć w sobotnich zajęciach rodzinnych, jeśli przyjdą z dorosłym, który opłacił udział. Bony podarunkowe są ważne przez 12 miesięcy od daty zakupu.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Payment in full is required when you book.",
                        "Payment in full is recommended when you book.",
                    )
                ],
                "modality",
            ),
            Slip(1, [("finish at about 15:30", "finish at about 16:30")], "date"),
            Slip(2, [("pomniejszoną o 15 funtów", "pomniejszoną o 25 funtów")], "number"),
        ],
    ),
    Case(
        key="en-signalling-upgrade-weekend-diversion-notice",
        source="""Changes to services on the Hope Valley line
Over three weekends in March, Network Rail will replace life-expired signalling equipment between Sheffield and Dore & Totley. Trains between Sheffield and Manchester Piccadilly will be diverted via Chesterfield, adding around 25 minutes to journey times, and will not call at Dore & Totley. Customers travelling to Dore & Totley should use the replacement bus from Sheffield station, which is likely to be busy at peak times. Advance tickets for the affected dates can be used on any reasonable alternative route. Staff will be available at Sheffield to help, and customers who need assistance are encouraged to book it at least two hours in advance.""",
        good=[
            Good(
                "preserve",
                """Hope Valley line: service changes
Network Rail is replacing life-expired signalling between Sheffield and Dore & Totley over three weekends in March. During the work, trains between Sheffield and Manchester Piccadilly will run via Chesterfield instead, which adds around 25 minutes to your journey, and they won't stop at Dore & Totley. If you're going to Dore & Totley, you should take the replacement bus from Sheffield station – it's likely to be busy at peak times. You can use Advance tickets for the affected dates on any reasonable alternative route. Staff will be on hand at Sheffield to help, and if you need assistance, we encourage you to book it at least two hours ahead.""",
            ),
            Good(
                "preserve",
                """Hope Valley line – what's changing
- Why: over three weekends in March, Network Rail is replacing signalling equipment between Sheffield and Dore & Totley that has reached the end of its life.
- Diversion: Sheffield–Manchester Piccadilly trains will go via Chesterfield, adding around 25 minutes, and will not call at Dore & Totley.
- For Dore & Totley: customers should use the replacement bus from Sheffield station; it is likely to be busy at peak times.
- Tickets: Advance tickets for the affected dates can be used on any reasonable alternative route.
- Help: staff will be available at Sheffield. Customers needing assistance are encouraged to book it at least two hours in advance.""",
            ),
            Good(
                "pl",
                """Zmiany w kursowaniu pociągów na linii Hope Valley
W trzy weekendy w marcu Network Rail wymieni wyeksploatowane urządzenia sygnalizacyjne między Sheffield a Dore & Totley. Pociągi między Sheffield a Manchester Piccadilly zostaną skierowane przez Chesterfield, co wydłuży podróż o około 25 minut, i nie będą zatrzymywać się w Dore & Totley. Podróżni jadący do Dore & Totley powinni skorzystać z autobusu zastępczego odjeżdżającego ze stacji Sheffield, który prawdopodobnie będzie zatłoczony w godzinach szczytu. Bilety Advance na dni objęte zmianami można wykorzystać na dowolnej rozsądnej trasie alternatywnej. Na stacji Sheffield będzie dostępny personel, który udzieli pomocy, a osoby potrzebujące asysty zachęcamy do zarezerwowania jej co najmniej dwie godziny wcześniej.""",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "staff will be available at Sheffield.",
                        "staff will be available at Sheffield and Chesterfield.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [("you should take the replacement bus", "you must take the replacement bus")],
                "modality",
            ),
            Slip(
                2, [("który prawdopodobnie będzie zatłoczony", "który będzie zatłoczony")], "hedge"
            ),
        ],
    ),
    Case(
        key="en-terraform-s3-backup-bucket-readme",
        source="""# terraform-aws-backup-bucket

Creates an S3 bucket for database backups with versioning and server-side encryption enabled by default.

## Inputs

| Name | Description | Default |
|------|-------------|---------|
| `bucket_name` | Globally unique bucket name | n/a |
| `retention_days` | Days before old versions expire | `90` |
| `force_destroy` | Delete objects when the bucket is destroyed | `false` |

## Notes

Do not set `force_destroy = true` in production: `terraform destroy` will then delete every backup without asking. Public access is always blocked and cannot be enabled through this module. See the [upgrade guide](docs/UPGRADING.md) before moving from v1 to v2.""",
        good=[
            Good(
                "preserve",
                """# terraform-aws-backup-bucket

This module creates an S3 bucket for database backups. Versioning and server-side encryption are turned on by default.

## Inputs

| Name | Description | Default |
|------|-------------|---------|
| `bucket_name` | Globally unique name for the bucket | n/a |
| `retention_days` | Number of days before old versions expire | `90` |
| `force_destroy` | Whether to delete objects when the bucket is destroyed | `false` |

## Notes

Never set `force_destroy = true` in production, because `terraform destroy` would then remove every backup without prompting you. Public access is always blocked, and this module provides no way to enable it. Read the [upgrade guide](docs/UPGRADING.md) before you upgrade from v1 to v2.""",
            ),
            Good(
                "preserve",
                """# terraform-aws-backup-bucket

S3 bucket for database backups; versioning and server-side encryption are enabled by default.

## Inputs

| Name | Description | Default |
|------|-------------|---------|
| `bucket_name` | Globally unique bucket name | n/a |
| `retention_days` | Days until old versions expire | `90` |
| `force_destroy` | Delete objects on bucket destruction | `false` |

## Notes

- Do not use `force_destroy = true` in production – with it, `terraform destroy` deletes all backups without confirmation.
- Public access is always blocked; the module cannot enable it.
- Before upgrading from v1 to v2, see the [upgrade guide](docs/UPGRADING.md).""",
            ),
            Good(
                "pl",
                """# terraform-aws-backup-bucket

Tworzy zasobnik S3 na kopie zapasowe baz danych z domyślnie włączonym wersjonowaniem i szyfrowaniem po stronie serwera.

## Dane wejściowe

| Nazwa | Opis | Wartość domyślna |
|------|-------------|---------|
| `bucket_name` | Globalnie unikalna nazwa zasobnika | n/a |
| `retention_days` | Liczba dni, po których wygasają stare wersje | `90` |
| `force_destroy` | Usuwanie obiektów przy niszczeniu zasobnika | `false` |

## Uwagi

Nie ustawiaj `force_destroy = true` w środowisku produkcyjnym: `terraform destroy` usunie wtedy wszystkie kopie zapasowe bez pytania. Dostęp publiczny jest zawsze zablokowany i nie można go włączyć za pomocą tego modułu. Przed przejściem z v1 na v2 zapoznaj się z [przewodnikiem aktualizacji](docs/UPGRADING.md).""",
            ),
        ],
        bad=[
            Slip(
                2,
                [("[przewodnikiem aktualizacji](docs/UPGRADING.md)", "przewodnikiem aktualizacji")],
                "markdown",
            ),
            Slip(0, [("`retention_days`", "`retention_period`")], "code"),
            Slip(1, [("the module cannot enable it", "the module can enable it")], "negation"),
        ],
    ),
    Case(
        key="en-swarm-collection-volunteer-list-guidance",
        source="""Swarm season guidance
If a member of the public reports a swarm, please do not give out other members' phone numbers. Instead, direct them to the swarm map at www.northdalesbees.org.uk/swarms, where they can find a collector near them. Collectors on the list must hold public liability insurance, which is included in BBKA membership, and should never collect a swarm from a height above 3 metres without a second person present. We do not collect bumblebees or wasps, so please ask the caller for a photo first. Swarms usually settle within a few hours, and a swarm that stays longer than two days may have started building comb.""",
        good=[
            Good(
                "preserve",
                """Guidance for swarm season
When someone from the public reports a swarm, please don't hand out other members' phone numbers. Point them to the swarm map at www.northdalesbees.org.uk/swarms instead, so they can find a collector near them. If you're on the collectors' list, you must hold public liability insurance (BBKA membership includes it), and you should never collect a swarm from more than 3 metres up unless a second person is with you. Please ask the caller for a photo first, as we don't collect bumblebees or wasps. Swarms usually settle within a few hours; if one stays for more than two days, it may have started building comb.""",
            ),
            Good(
                "preserve",
                """Swarm season: guidance for members
- Do not give out other members' phone numbers when a member of the public reports a swarm. Direct the caller to the swarm map at www.northdalesbees.org.uk/swarms to find a collector near them.
- Collectors on the list must have public liability insurance; this is included in BBKA membership.
- Collectors should never take a swarm from a height above 3 metres without a second person present.
- We do not collect bumblebees or wasps, so please ask the caller for a photo first.
- Swarms usually settle within a few hours. A swarm that remains for longer than two days may have begun building comb.""",
            ),
            Good(
                "pl",
                """Wskazówki na sezon rojowy
Jeśli ktoś spoza stowarzyszenia zgłosi rój, prosimy nie podawać numerów telefonów innych członków. Zamiast tego skierujcie tę osobę do mapy rojów pod adresem www.northdalesbees.org.uk/swarms, gdzie znajdzie osobę odławiającą roje w swojej okolicy. Osoby z listy odławiających muszą mieć ubezpieczenie od odpowiedzialności cywilnej, które jest wliczone w członkostwo w BBKA, i nigdy nie powinny odławiać roju z wysokości powyżej 3 metrów bez obecności drugiej osoby. Nie odławiamy trzmieli ani os, dlatego najpierw poproście zgłaszającego o zdjęcie. Roje zwykle osiadają w ciągu kilku godzin, a rój, który pozostaje na miejscu dłużej niż dwa dni, mógł już zacząć budować plastry.""",
            ),
        ],
        bad=[
            Slip(0, [("please don't hand out", "please hand out")], "negation"),
            Slip(1, [("www.northdalesbees.org.uk/swarms", "www.northdalesbees.org/swarms")], "url"),
            Slip(
                2,
                [
                    (
                        "Nie odławiamy trzmieli ani os,",
                        "Nie odławiamy trzmieli ani os (takie zgłoszenia przekazujemy straży pożarnej),",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-history-podcast-plague-village-episode",
        source="""Episode 57 – The village that shut itself away
In the autumn of 1665, plague reached Eyam in Derbyshire, probably carried in a bundle of cloth from London. In this episode we look at the villagers' decision to quarantine themselves in June 1666 and ask how much we really know about it. Our guest, Dr Priya Shah, draws on Patrick Wallis's 2006 article in History Workshop Journal, which questioned parts of the traditional story. We recorded this conversation on 3 March, before the new museum displays opened. Full references and a transcript are on our website at thelonghistory.co.uk/57. New episodes are released every other Thursday.""",
        good=[
            Good(
                "preserve",
                """Ep. 57: The village that shut itself away
Plague arrived in Eyam, Derbyshire, in autumn 1665 – probably in a bundle of cloth from London. This episode explores the villagers' decision in June 1666 to quarantine themselves, and asks how much we actually know about it. Our guest, Dr Priya Shah, draws on a 2006 article by Patrick Wallis in History Workshop Journal that questioned parts of the traditional account. We recorded the conversation on 3 March, before the new museum displays opened. You'll find full references and a transcript at thelonghistory.co.uk/57, and new episodes come out every other Thursday.""",
            ),
            Good(
                "preserve",
                """Episode 57 – The village that shut itself away
When plague came to the Derbyshire village of Eyam in the autumn of 1665, it was probably carried there in a bundle of cloth from London. In June 1666, the villagers decided to quarantine themselves – but how much do we really know about that decision? That's the question at the heart of this episode. Our guest, Dr Priya Shah, draws on Patrick Wallis's article in History Workshop Journal (2006), which questioned parts of the traditional story. Note: this conversation was recorded on 3 March, before the new museum displays opened. Full references and a transcript: thelonghistory.co.uk/57. A new episode is released every other Thursday.""",
            ),
            Good(
                "pl",
                """Odcinek 57 – Wioska, która sama się odizolowała
Jesienią 1665 roku zaraza dotarła do Eyam w hrabstwie Derbyshire, prawdopodobnie przywleczona w paczce tkanin z Londynu. W tym odcinku przyglądamy się decyzji mieszkańców, którzy w czerwcu 1666 roku poddali się kwarantannie, i zastanawiamy się, ile naprawdę o niej wiemy. Naszym gościem jest dr Priya Shah, która odwołuje się do artykułu Patricka Wallisa z 2006 roku opublikowanego w „History Workshop Journal”, podważającego część tradycyjnej opowieści. Rozmowę nagraliśmy 3 marca, przed otwarciem nowych ekspozycji muzealnych. Pełna bibliografia i transkrypcja są dostępne na naszej stronie thelonghistory.co.uk/57. Nowe odcinki ukazują się co drugi czwartek.""",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Rozmowę nagraliśmy 3 marca, przed otwarciem nowych ekspozycji muzealnych. Pełna bibliografia i transkrypcja są dostępne na naszej stronie thelonghistory.co.uk/57.",
                        "We recorded this conversation on 3 March, before the new museum displays opened. Full references and a transcript are on our website at thelonghistory.co.uk/57.",
                    )
                ],
                "wrong_language",
            ),
            Slip(0, [("in June 1666", "in June 1665")], "date"),
            Slip(1, [("Patrick Wallis's article", "Paul Slack's article")], "citation"),
        ],
    ),
    Case(
        key="en-abstract-breakfast-skipping-adolescent-cohort",
        source="""Skipping breakfast has been associated with higher body weight in young people, although a meta-analysis by Bonnet et al. (2020) in Obesity Reviews found the evidence to be inconsistent. We followed 2,318 adolescents aged 11–14 in Bristol for four years. Those who skipped breakfast on at least three school days a week gained on average 1.4 kg more than regular breakfast eaters, after adjustment for physical activity and household income. The association appeared weaker in girls than in boys. Because this was an observational study, residual confounding may partly explain the findings, and the results should not be interpreted as showing that breakfast prevents weight gain.""",
        good=[
            Good(
                "preserve",
                """Skipping breakfast has been linked to higher body weight in young people, although a 2020 meta-analysis by Bonnet et al. in Obesity Reviews judged the evidence inconsistent. In this study, we followed 2,318 Bristol adolescents aged 11 to 14 for four years. After adjusting for physical activity and household income, those who skipped breakfast on three or more school days a week gained on average 1.4 kg more than those who ate breakfast regularly. The association appeared to be weaker in girls than in boys. Since the study was observational, residual confounding may partly explain these findings, and the results should not be read as showing that breakfast prevents weight gain.""",
            ),
            Good(
                "preserve",
                """**Background.** Breakfast skipping has been associated with higher body weight in young people, but Bonnet et al. (2020, Obesity Reviews) found the evidence inconsistent in their meta-analysis.
**Methods.** A four-year cohort of 2,318 adolescents aged 11–14 in Bristol.
**Results.** Adolescents skipping breakfast on at least three school days per week gained on average 1.4 kg more than regular breakfast eaters (adjusted for physical activity and household income). The association appeared weaker among girls than among boys.
**Interpretation.** As the study was observational, the findings may be partly explained by residual confounding, and they should not be interpreted as showing that breakfast prevents weight gain.""",
            ),
            Good(
                "pl",
                """Pomijanie śniadań wiązano dotąd z wyższą masą ciała u młodych ludzi, choć według metaanalizy Bonneta i wsp. (2020) opublikowanej w „Obesity Reviews” dowody są niespójne. Przez cztery lata obserwowaliśmy 2318 nastolatków w wieku 11–14 lat z Bristolu. Osoby, które pomijały śniadanie w co najmniej trzy dni szkolne w tygodniu, przybrały na wadze średnio o 1,4 kg więcej niż osoby regularnie jedzące śniadanie, po uwzględnieniu aktywności fizycznej i dochodu gospodarstwa domowego. Związek ten wydawał się słabszy u dziewcząt niż u chłopców. Ponieważ było to badanie obserwacyjne, wyniki mogą częściowo wynikać z resztkowego wpływu czynników zakłócających, a nie powinny być interpretowane jako dowód, że śniadanie zapobiega przybieraniu na wadze.""",
            ),
        ],
        bad=[
            Slip(2, [("Bonneta i wsp. (2020)", "Bonneta i wsp. (2012)")], "citation"),
            Slip(
                0,
                [
                    (
                        "residual confounding may partly explain these findings",
                        "residual confounding explains these findings",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("cohort of 2,318 adolescents", "cohort of 3,218 adolescents")], "number"),
        ],
    ),
    Case(
        key="en-sailing-club-dinghy-park-rules",
        source="""Dinghy park rules 2025
Members may keep one dinghy in the park for an annual fee of £180, payable by 1 March. Every boat must display the owner's name and membership number on the transom. Boats must not be left on the slipway for more than 30 minutes, and trolleys must be returned to the park after launching. The club does not insure members' boats; owners are strongly advised to arrange third-party cover of at least £3 million. Boats that have not been used for two seasons may be removed by the committee after 28 days' written notice. Engines and fuel must never be stored in the dinghy park.""",
        good=[
            Good(
                "preserve",
                """Dinghy park rules 2025 – a quick guide
As a member, you may keep one dinghy in the park for £180 a year, due by 1 March. Your name and membership number must be displayed on your boat's transom. You must not leave a boat on the slipway for more than 30 minutes, and you must bring your trolley back to the park once you've launched. The club doesn't insure members' boats, so you are strongly advised to take out third-party cover of at least £3 million. If a boat hasn't been used for two seasons, the committee may remove it after giving 28 days' written notice. Engines and fuel must never be stored in the dinghy park.""",
            ),
            Good(
                "preserve",
                """Dinghy Park Rules (2025)
1. Each member may keep one dinghy in the park. The annual fee is £180, payable by 1 March.
2. The owner's name and membership number must be displayed on the transom of every boat.
3. Boats must not be left on the slipway for longer than 30 minutes.
4. Trolleys must be returned to the park after launching.
5. Members' boats are not insured by the club. Owners are strongly advised to arrange third-party cover of no less than £3 million.
6. The committee may remove any boat that has not been used for two seasons, after giving 28 days' written notice.
7. Engines and fuel must never be stored in the dinghy park.""",
            ),
            Good(
                "pl",
                """Regulamin parkingu dla łodzi na 2025 rok
Członkowie mogą przechowywać na parkingu jedną łódź za roczną opłatą w wysokości 180 funtów, płatną do 1 marca. Każda łódź musi mieć na pawęży nazwisko właściciela i jego numer członkowski. Łodzi nie wolno zostawiać na slipie dłużej niż 30 minut, a wózki po wodowaniu muszą zostać odstawione na parking. Klub nie ubezpiecza łodzi członków; właścicielom zdecydowanie zaleca się wykupienie ubezpieczenia OC na kwotę co najmniej 3 mln funtów. Łodzie nieużywane przez dwa sezony mogą zostać usunięte przez zarząd po 28-dniowym pisemnym uprzedzeniu. Silników ani paliwa nigdy nie wolno przechowywać na parkingu dla łodzi.""",
            ),
        ],
        bad=[
            Slip(1, [("Trolleys must be returned", "Trolleys should be returned")], "modality"),
            Slip(
                2,
                [("Klub nie ubezpiecza łodzi członków", "Klub ubezpiecza łodzie członków")],
                "negation",
            ),
            Slip(0, [("for £180 a year", "for £150 a year")], "number"),
        ],
    ),
    Case(
        key="en-volunteer-centre-privacy-notice-consent",
        source="""How we use your information
We process your personal data to match you with volunteering roles. Our lawful basis is your consent under Article 6(1)(a) of the UK GDPR, and you may withdraw it at any time by emailing privacy@eastfieldvolunteers.org. We must carry out a DBS check for roles involving children; the results are processed under Article 10 of the UK GDPR and Schedule 1 to the Data Protection Act 2018. We will never sell your data or share it with other organisations for marketing. Records are kept for six years after you stop volunteering and are then securely deleted. You have the right to complain to the Information Commissioner's Office.""",
        good=[
            Good(
                "preserve",
                """How we use your information
We use your personal data to match you with volunteering roles, relying on your consent as our lawful basis under Article 6(1)(a) of the UK GDPR. You may withdraw that consent at any time by emailing privacy@eastfieldvolunteers.org. For roles involving children, we must carry out a DBS check, and the results are processed under Article 10 of the UK GDPR and Schedule 1 to the Data Protection Act 2018. We will never sell your data or share it with other organisations for marketing. We keep your records for six years after you stop volunteering, then delete them securely. You also have the right to complain to the Information Commissioner's Office.""",
            ),
            Good(
                "preserve",
                """Use of your personal information
Your personal data is processed so that we can match you with volunteering roles. The lawful basis for this processing is your consent, under Article 6(1)(a) of the UK GDPR; you may withdraw consent at any time by email to privacy@eastfieldvolunteers.org. Where a role involves children, a DBS check must be carried out, and the results are processed under Article 10 of the UK GDPR and Schedule 1 to the Data Protection Act 2018. Your data will never be sold, nor shared with other organisations for marketing purposes. Records are retained for six years after your volunteering ends and are then securely deleted. You have the right to lodge a complaint with the Information Commissioner's Office.""",
            ),
            Good(
                "pl",
                """Jak wykorzystujemy Twoje dane
Przetwarzamy Twoje dane osobowe, aby dopasować Cię do ról wolontariackich. Podstawą prawną jest Twoja zgoda na podstawie art. 6 ust. 1 lit. a UK GDPR, którą możesz w każdej chwili wycofać, pisząc na adres privacy@eastfieldvolunteers.org. W przypadku ról obejmujących pracę z dziećmi musimy przeprowadzić sprawdzenie DBS; jego wyniki są przetwarzane na podstawie art. 10 UK GDPR oraz załącznika 1 do ustawy Data Protection Act 2018. Nigdy nie sprzedamy Twoich danych ani nie udostępnimy ich innym organizacjom w celach marketingowych. Dane przechowujemy przez sześć lat od zakończenia przez Ciebie wolontariatu, a następnie bezpiecznie je usuwamy. Masz prawo złożyć skargę do Information Commissioner's Office.""",
            ),
        ],
        bad=[
            Slip(0, [("Article 6(1)(a)", "Article 6(1)(f)")], "legal_reference"),
            Slip(
                1,
                [("a DBS check must be carried out", "a DBS check may be carried out")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Nigdy nie sprzedamy Twoich danych ani nie udostępnimy ich innym",
                        "Nigdy nie sprzedamy Twoich danych, ale udostępnimy je innym",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-observatory-winter-stargazing-evenings-notice",
        source="""Winter stargazing evenings
Our public stargazing evenings return on Friday 17 January and will then run every second Friday until 28 March, starting at 19:30. Each evening begins with a 40-minute planetarium talk, followed by telescope viewing if the sky is clear. Tickets cost £12 for adults and £6 for under-16s, and each session is limited to 35 people. If the weather is cloudy, we will probably move the viewing indoors and show live images from our partner observatory in La Palma. Please wear warm clothing: the viewing terrace is unheated and temperatures can drop to around -5 °C.""",
        good=[
            Good(
                "preserve",
                """Winter stargazing evenings
- Dates: back from Friday 17 January, then every second Friday until 28 March, starting at 19:30.
- Programme: a 40-minute planetarium talk, then telescope viewing if the sky is clear.
- Tickets: £12 for adults, £6 for under-16s; a maximum of 35 people per session.
- Cloudy weather: we will probably move the viewing indoors and show live images from our partner observatory in La Palma.
- What to wear: warm clothes, please – the viewing terrace isn't heated, and temperatures can drop to around -5 °C.""",
            ),
            Good(
                "preserve",
                """Stargazing is back! From Friday 17 January, our public evenings will run every other Friday until 28 March, starting at 19:30. You'll begin with a 40-minute talk in the planetarium, and if the sky is clear, we'll then move on to telescope viewing. Tickets are £12 for adults and £6 for under-16s, with just 35 places per session. On cloudy nights we'll probably bring the viewing indoors and show you live images from our partner observatory in La Palma. Please wrap up warm – the viewing terrace has no heating, and temperatures can fall to around -5 °C.""",
            ),
            Good(
                "pl",
                """Zimowe wieczory obserwacji nieba
Nasze publiczne wieczory obserwacyjne wracają w piątek 17 stycznia i będą się odbywać co drugi piątek do 28 marca, z początkiem o 19:30. Każdy wieczór zaczyna się 40-minutową prelekcją w planetarium, po której – jeśli niebo będzie bezchmurne – odbędą się obserwacje przez teleskop. Bilety kosztują 12 funtów dla dorosłych i 6 funtów dla osób poniżej 16. roku życia, a w każdej sesji może wziąć udział maksymalnie 35 osób. Przy zachmurzeniu prawdopodobnie przeniesiemy obserwacje do środka i pokażemy obraz na żywo z naszego partnerskiego obserwatorium na La Palmie. Prosimy o ciepły ubiór: taras obserwacyjny nie jest ogrzewany, a temperatura może spaść do około -5 °C.""",
            ),
        ],
        bad=[
            Slip(2, [("maksymalnie 35 osób", "maksymalnie 50 osób")], "number"),
            Slip(0, [("until 28 March", "until 28 February")], "date"),
            Slip(
                1,
                [("we'll probably bring the viewing indoors", "we'll bring the viewing indoors")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-appeal-allowed-hmo-change-of-use",
        source="""Appeal decision summary – 52 Clarendon Road
The appeal against the Council's refusal to grant planning permission for a change of use from a dwellinghouse (Use Class C3) to a small house in multiple occupation (Use Class C4) is allowed. The Inspector concluded that the proposal would not result in an over-concentration of HMOs, as only 6% of properties within 100 metres are already in HMO use, below the 10% threshold in Policy H7. Planning permission is granted subject to conditions: no more than five occupants may live at the property, and secure storage for at least four bicycles must be provided before first occupation. An application for costs was refused.""",
        good=[
            Good(
                "preserve",
                """52 Clarendon Road: appeal allowed
The Inspector allowed the appeal against the Council's refusal of planning permission to change the use of the property from a dwellinghouse (Use Class C3) to a small house in multiple occupation (Use Class C4). In the Inspector's view the scheme would not lead to an over-concentration of HMOs: only 6% of properties within 100 metres are already in HMO use, which is below the 10% threshold set by Policy H7. Permission is granted subject to conditions – no more than five occupants may live at the property, and secure storage for at least four bicycles must be in place before it is first occupied. An application for costs was refused.""",
            ),
            Good(
                "preserve",
                """Appeal decision summary: 52 Clarendon Road
- Proposal: change of use from a dwellinghouse (Use Class C3) to a small house in multiple occupation (Use Class C4), refused by the Council.
- Decision: appeal allowed; planning permission granted subject to conditions.
- Reasoning: no over-concentration of HMOs would result, since only 6% of properties within 100 metres are already in HMO use, under the 10% threshold in Policy H7.
- Conditions: no more than five occupants may live at the property; secure storage for at least four bicycles must be provided before first occupation.
- Costs: an application for costs was refused.""",
            ),
            Good(
                "pl",
                """Podsumowanie decyzji w sprawie odwołania – 52 Clarendon Road
Odwołanie od odmowy udzielenia przez Radę zgody planistycznej na zmianę sposobu użytkowania z domu mieszkalnego (klasa użytkowania C3) na mały dom wielolokatorski (klasa użytkowania C4) zostało uwzględnione. Inspektor uznał, że inwestycja nie doprowadzi do nadmiernej koncentracji domów wielolokatorskich (HMO), ponieważ tylko 6% nieruchomości w promieniu 100 metrów jest już użytkowanych jako HMO, czyli mniej niż próg 10% określony w polityce H7. Zgoda planistyczna zostaje udzielona z zastrzeżeniem warunków: w nieruchomości może mieszkać nie więcej niż pięć osób, a przed pierwszym zasiedleniem musi zostać zapewnione bezpieczne miejsce do przechowywania co najmniej czterech rowerów. Wniosek o zwrot kosztów został oddalony.""",
            ),
        ],
        bad=[
            Slip(1, [("(Use Class C4)", "(Use Class C2)")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "Wniosek o zwrot kosztów został oddalony.",
                        "Wniosek o zwrot kosztów został oddalony. Rada zapowiedziała już zaskarżenie decyzji do High Court.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "secure storage for at least four bicycles must be in place",
                        "secure storage for at least four bicycles should be in place",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-lab-wiki-confocal-microscope-booking",
        source="""# Booking the confocal microscope

The Zeiss LSM 980 in room B214 is shared by four groups. Book sessions in the [facility calendar](https://booking.imaging.harlowbio.ac.uk/lsm980) at least 48 hours ahead; slots are 2 hours long.

## Before your first session

- Complete the online laser safety module.
- Attend one supervised induction with Dr Marta Kowalczyk.

## Rules

- Switch off the lasers if no one is booked after you.
- Clean the objectives with lens tissue only, never with ethanol.
- Report faults to imaging-support@harlowbio.ac.uk the same day.

Unused bookings that are not cancelled will be charged at the internal rate of £45 per hour.""",
        good=[
            Good(
                "preserve",
                """# Booking the confocal microscope

Four groups share the Zeiss LSM 980 in room B214. Use the [facility calendar](https://booking.imaging.harlowbio.ac.uk/lsm980) to book sessions at least 48 hours in advance; each slot lasts 2 hours.

## Before your first session

- Complete the online laser safety module.
- Attend one supervised induction with Dr Marta Kowalczyk.

## Rules

- If nobody is booked after you, switch the lasers off.
- Clean the objectives only with lens tissue – never with ethanol.
- Report any fault to imaging-support@harlowbio.ac.uk on the same day.

If you don't use a booking and don't cancel it, you will be charged the internal rate of £45 per hour.""",
            ),
            Good(
                "preserve",
                """# Confocal microscope: how to book

The Zeiss LSM 980 (room B214) is shared between four groups. Slots last 2 hours; book them in the [facility calendar](https://booking.imaging.harlowbio.ac.uk/lsm980) at least 48 hours in advance.

## Before your first session

- Complete the online laser safety module.
- Attend one supervised induction with Dr Marta Kowalczyk.

## Rules

- Turn the lasers off when no one is booked after you.
- Objectives: lens tissue only, never ethanol.
- Faults: report them to imaging-support@harlowbio.ac.uk the same day.

Bookings that go unused and are not cancelled are charged at the internal rate of £45 per hour.""",
            ),
            Good(
                "pl",
                """# Rezerwacja mikroskopu konfokalnego

Z mikroskopu Zeiss LSM 980 w sali B214 korzystają cztery grupy. Sesje rezerwuj w [kalendarzu pracowni](https://booking.imaging.harlowbio.ac.uk/lsm980) co najmniej 48 godzin wcześniej; sloty trwają 2 godziny.

## Przed pierwszą sesją

- Ukończ internetowy kurs bezpieczeństwa pracy z laserami.
- Weź udział w jednym szkoleniu wprowadzającym pod nadzorem dr Marty Kowalczyk.

## Zasady

- Wyłącz lasery, jeśli nikt nie ma rezerwacji po Tobie.
- Obiektywy czyść wyłącznie bibułką do optyki, nigdy etanolem.
- Usterki zgłaszaj na adres imaging-support@harlowbio.ac.uk tego samego dnia.

Niewykorzystane i nieodwołane rezerwacje są obciążane według stawki wewnętrznej 45 funtów za godzinę.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- Complete the online laser safety module.\n- Attend one",
                        "- Complete the online laser safety module and attend one",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("imaging-support@harlowbio.ac.uk", "imaging-help@harlowbio.ac.uk")], "url"),
            Slip(
                1,
                [
                    (
                        "the same day.",
                        "the same day; the facility manager will arrange a repair within 48 hours.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
