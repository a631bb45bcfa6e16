from common import F, D, X

F("en-rail-1", "preserve",
"""Engineering work between Reading and London Paddington will close the line from 23:30 on Friday 8 March until 05:00 on Monday 11 March 2024. Replacement buses will run every 20 minutes between Reading and Ealing Broadway, adding around 45 minutes to journey times. Elizabeth line services will not run west of Ealing Broadway. Tickets dated for 9 or 10 March can be used on the previous or following day at no extra cost. Network Rail is investing £12.5 million in the upgrade, which includes replacing 1.6 km of track. Check before you travel at nationalrail.co.uk.""",
"""The line between Reading and London Paddington will be shut for engineering work from 11.30 pm on Friday 8 March until 5 am on Monday 11 March 2024. Buses will replace trains between Reading and Ealing Broadway, leaving every 20 minutes and making journeys roughly three quarters of an hour longer. West of Ealing Broadway, there will be no Elizabeth line trains at all. If your ticket is dated 9 or 10 March, you can travel the day before or the day after without paying more. The £12.5m upgrade by Network Rail includes new track over a 1.6 km stretch. Check before you set off at nationalrail.co.uk.""")
D("en-rail-1", "en-rail-1-d1", "date", "until 5 am on Monday 11 March 2024", "until 5 am on Monday 12 March 2024")
D("en-rail-1", "en-rail-1-d2", "number", "leaving every 20 minutes", "leaving every 30 minutes")

F("en-pharmacy-1", "pl",
"""Adults and children aged 12 and over: take one or two 200 mg tablets every 4 to 6 hours, as required. Do not take more than 6 tablets in 24 hours. Do not give to children under 12 unless a doctor tells you to. Take with or after food. If symptoms persist for more than 10 days, consult your doctor. You should not take this medicine if you are more than 20 weeks pregnant. Ibuprofen may cause stomach upset in some people. Store below 30°C.""",
"""Dorośli i dzieci w wieku od 12 lat: 1 lub 2 tabletki po 200 mg co 4–6 godzin, w razie potrzeby. W ciągu doby nie przyjmować więcej niż 6 tabletek. Dzieciom poniżej 12 lat lek można podać wyłącznie z zalecenia lekarza. Przyjmować w trakcie posiłku lub po nim. Jeśli objawy utrzymują się dłużej niż 10 dni, należy zwrócić się do lekarza. Leku nie należy stosować po 20. tygodniu ciąży. U niektórych osób ibuprofen może wywoływać dolegliwości żołądkowe. Przechowywać w temperaturze poniżej 30°C.""")
D("en-pharmacy-1", "en-pharmacy-1-d1", "negation", "W ciągu doby nie przyjmować więcej niż 6 tabletek.", "W ciągu doby przyjmować więcej niż 6 tabletek.")
D("en-pharmacy-1", "en-pharmacy-1-d2", "hedge", "U niektórych osób ibuprofen może wywoływać", "Ibuprofen może wywoływać")

F("en-grant-1", "preserve",
"""The Community Energy Fund is now open for applications from not-for-profit groups in England. Grants of up to £40,000 are available for feasibility studies, and up to £100,000 for development costs. Applications close at 12 noon on 31 January 2025. Projects must be completed within 18 months of the grant award. Groups that received funding in the previous round are not eligible to apply. Around 60 grants are expected to be awarded, with decisions probably announced in April 2025. Full guidance is available at www.gov.uk/community-energy-fund.""",
"""Not-for-profit groups in England can now apply to the Community Energy Fund. Feasibility studies can attract grants of as much as £40,000, and development costs grants of as much as £100,000. The deadline is midday on 31 January 2025. Funded projects have to be delivered within 18 months of the award. Only groups that were not funded in the previous round may apply. The fund expects to make around 60 awards, and decisions will probably be published in April 2025. See www.gov.uk/community-energy-fund for the full guidance.""")
D("en-grant-1", "en-grant-1-d1", "date", "midday on 31 January 2025", "midday on 31 January 2026")

F("en-univ-1", "preserve",
"""Students who miss an examination because of illness must submit an extenuating circumstances form within five working days of the exam, together with medical evidence. Late forms will not be considered unless the student was incapacitated for the whole period. If the claim is accepted, the student may sit the exam at the next available opportunity without penalty, usually in the August resit period. A student may submit no more than three claims in an academic year. The full procedure is set out in Section 7.4 of the Academic Regulations 2024/25.""",
"""An extenuating circumstances form, accompanied by medical evidence, has to be submitted within five working days of any examination missed through illness. Forms received after this deadline are considered only where the student was incapacitated throughout the entire period. Where a claim is upheld, the student is permitted to take the examination at the next available opportunity, normally during the August resit period, without penalty. No more than three claims may be made by a student in a single academic year. The procedure in full is described in Section 7.4 of the Academic Regulations 2024/25.""")
D("en-univ-1", "en-univ-1-d1", "modality", "has to be submitted within five working days", "should preferably be submitted within five working days")
D("en-univ-1", "en-univ-1-d2", "legal_reference", "Section 7.4 of the Academic Regulations", "Section 7 of the Academic Regulations")

F("en-trial-1", "pl",
"""In this phase 3 trial, 1,046 adults with moderate-to-severe plaque psoriasis were randomly assigned to receive the study drug or placebo every 4 weeks. At week 16, 72% of patients in the treatment group achieved at least a 75% improvement in their skin score, compared with 9% in the placebo group. Serious adverse events occurred in 2.1% and 1.8% of patients, respectively. The drug may also reduce joint pain, although this endpoint was exploratory. Longer follow-up, planned until 2027, is needed to assess the risk of infections.""",
"""W badaniu III fazy 1046 dorosłych z umiarkowaną lub ciężką łuszczycą plackowatą przydzielono losowo do grupy otrzymującej badany lek albo placebo co 4 tygodnie. W 16. tygodniu co najmniej 75-procentową poprawę wskaźnika zmian skórnych uzyskało 72% pacjentów leczonych aktywnie wobec 9% w grupie placebo. Ciężkie zdarzenia niepożądane wystąpiły odpowiednio u 2,1% i 1,8% chorych. Lek może także zmniejszać ból stawów, choć był to jedynie eksploracyjny punkt końcowy. Ocena ryzyka zakażeń wymaga dłuższej obserwacji, zaplanowanej do 2027 r.""")
D("en-trial-1", "en-trial-1-d1", "modality", "Lek może także zmniejszać ból stawów", "Lek zmniejsza także ból stawów")
D("en-trial-1", "en-trial-1-d2", "number", "uzyskało 72% pacjentów", "uzyskało 77% pacjentów")

F("en-weather-1", "preserve",
"""The Met Office has issued an amber warning for heavy rain covering much of south Wales from 6 pm on Saturday until 9 am on Sunday. Between 40 and 60 mm of rain is expected widely, with 80 to 100 mm possible over higher ground. Fast-flowing or deep floodwater is likely, which could pose a danger to life. Some communities may be cut off by flooded roads. Power cuts are possible. Drivers are advised not to attempt to cross flooded roads.""",
"""Much of south Wales is under an amber Met Office warning for heavy rain, valid from 6 pm on Saturday to 9 am on Sunday. Forecasters expect 40–60 mm to fall widely, and as much as 80–100 mm could accumulate on high ground. Deep or fast-flowing floodwater is likely and could put lives at risk. Flooded roads may leave some communities cut off, and there could be power cuts. Motorists are being told to stay out of flooded roads rather than try to drive through them.""")
D("en-weather-1", "en-weather-1-d1", "modality", "Flooded roads may leave some communities cut off", "Flooded roads will leave some communities cut off")
D("en-weather-1", "en-weather-1-d2", "hedge", "Deep or fast-flowing floodwater is likely and could", "Deep or fast-flowing floodwater will occur and could")

F("en-changelog-1", "preserve",
"""## [4.0.0] - 2024-11-05

### Breaking changes
- Dropped support for Node.js 16; the minimum version is now 18.17.
- `createClient()` no longer accepts a callback; it returns a Promise instead.

### Fixed
- Retries now respect the `maxRetries` option (previously capped at 3).
- Fixed a memory leak when streaming responses larger than 2 GB (#1187).

See the [upgrade guide](https://example-sdk.dev/docs/upgrade-4) before updating.""",
"""## [4.0.0] - 2024-11-05

### Breaking changes
- Node.js 16 is no longer supported: you now need Node.js 18.17 or later.
- `createClient()` returns a Promise and can no longer be given a callback.

### Fixed
- The `maxRetries` option is now honoured by retries; before this release they stopped after 3.
- Streaming responses bigger than 2 GB no longer leak memory (#1187).

Read the [upgrade guide](https://example-sdk.dev/docs/upgrade-4) before you update.""")
D("en-changelog-1", "en-changelog-1-d1", "code", "The `maxRetries` option", "The `retries` option")
D("en-changelog-1", "en-changelog-1-d2", "markdown", reps=[("### Breaking changes\n", "Breaking changes:\n"), ("### Fixed\n", "Fixed:\n")])

F("en-readme-1", "pl",
"""## Quick start

1. Clone the repository: `git clone https://github.com/acme/tilemaker.git`
2. Install dependencies with `make deps` (requires CMake 3.20+).
3. Run `./tilemaker --input map.osm.pbf --output tiles.mbtiles`.

Processing a country the size of Poland takes about 40 minutes and needs at least 16 GB of RAM. Do not run two instances against the same output file. For configuration options, see [docs/CONFIG.md](docs/CONFIG.md).""",
"""## Szybki start

1. Sklonuj repozytorium: `git clone https://github.com/acme/tilemaker.git`
2. Zainstaluj zależności poleceniem `make deps` (wymagany CMake 3.20 lub nowszy).
3. Uruchom `./tilemaker --input map.osm.pbf --output tiles.mbtiles`.

Przetworzenie kraju wielkości Polski trwa około 40 minut i wymaga co najmniej 16 GB pamięci RAM. Nie uruchamiaj dwóch instancji zapisujących do tego samego pliku wyjściowego. Opcje konfiguracji opisano w [docs/CONFIG.md](docs/CONFIG.md).""")
D("en-readme-1", "en-readme-1-d1", "markdown", reps=[("## Szybki start\n\n1. Sklonuj", "Szybki start: sklonuj"), ("tilemaker.git`\n2. Zainstaluj", "tilemaker.git`, zainstaluj"), ("lub nowszy).\n3. Uruchom", "lub nowszy), a następnie uruchom")])
D("en-readme-1", "en-readme-1-d2", "code", "`./tilemaker --input map.osm.pbf --output tiles.mbtiles`", "`./tilemaker --input map.osm.pbf`")

F("en-safety-1", "preserve",
"""Before using the angle grinder, make sure the disc is rated for at least 12,000 rpm. Always wear eye protection and hearing protection rated at 25 dB or higher. Never remove the guard. Do not use cutting discs for grinding. Allow the tool to reach full speed, which takes about 3 seconds, before touching the workpiece. Disconnect the plug before changing the disc. Children under 16 must not use this tool. If the disc is cracked or chipped, replace it immediately.""",
"""Check that the disc is rated for 12,000 rpm or more before you start the angle grinder. Eye protection is essential every time, as is hearing protection of at least 25 dB. The guard must stay on at all times. Cutting discs are not for grinding. Let the tool get up to full speed, roughly 3 seconds, before it touches the workpiece. Unplug it before you change the disc. The tool must not be used by anyone under 16. A cracked or chipped disc has to be replaced straight away.""")
D("en-safety-1", "en-safety-1-d1", "negation", "Cutting discs are not for grinding.", "Cutting discs are also suitable for grinding.")
D("en-safety-1", "en-safety-1-d2", "invented_fact", "before you start the angle grinder.", "before you start the 1,100 W angle grinder.")

F("en-tax-1", "preserve",
"""If you need to send a Self Assessment tax return for the 2023 to 2024 tax year, the deadline for online returns is 31 January 2025. Paper returns must have reached HMRC by 31 October 2024. You will get a £100 penalty if your return is up to 3 months late, even if you have no tax to pay. After 3 months, you'll be charged £10 for each day, up to a maximum of £900. You can appeal against a penalty if you have a reasonable excuse. Interest is charged on late payments at the Bank of England base rate plus 2.5%.""",
"""For the 2023/24 tax year, Self Assessment returns filed online are due by 31 January 2025, while paper returns had to be with HMRC by 31 October 2024. A return that is late by no more than three months triggers a £100 penalty, even where no tax is owed. Beyond three months, a daily charge of £10 applies, capped at £900. Penalties can be appealed if there is a reasonable excuse. Late payments attract interest at 2.5 percentage points above the Bank of England base rate.""")
D("en-tax-1", "en-tax-1-d1", "date", "had to be with HMRC by 31 October 2024", "had to be with HMRC by 31 December 2024")
D("en-tax-1", "en-tax-1-d2", "number", "capped at £900", "capped at £1,000")

F("en-insurance-1", "pl",
"""To make a claim on your travel insurance, contact us within 28 days of returning home. You can submit a claim online at claims.safetrip.co.uk or call 0345 600 2020, Monday to Friday, 8 am to 6 pm. For lost baggage, you must report the loss to the airline within 24 hours and obtain a Property Irregularity Report. We will not pay for items left unattended in a public place. The maximum payout for a single item is £300, and an excess of £75 applies to each claim.""",
"""Aby zgłosić szkodę z ubezpieczenia podróżnego, skontaktuj się z nami w ciągu 28 dni od powrotu do domu. Zgłoszenie możesz złożyć online na stronie claims.safetrip.co.uk lub telefonicznie pod numerem 0345 600 2020, od poniedziałku do piątku w godz. 8:00–18:00. W przypadku utraty bagażu musisz zgłosić ją przewoźnikowi w ciągu doby i uzyskać protokół PIR (Property Irregularity Report). Nie wypłacamy odszkodowania za przedmioty pozostawione bez opieki w miejscu publicznym. Maksymalna kwota za pojedynczy przedmiot to 300 GBP, a przy każdym zgłoszeniu obowiązuje udział własny 75 GBP.""")
D("en-insurance-1", "en-insurance-1-d1", "url", "claims.safetrip.co.uk", "safetrip.co.uk")
D("en-insurance-1", "en-insurance-1-d2", "negation", "Nie wypłacamy odszkodowania za przedmioty pozostawione bez opieki", "Wypłacamy odszkodowanie także za przedmioty pozostawione bez opieki")

F("en-sport-1", "preserve",
"""Iga Świątek won her fourth French Open title on Saturday, beating Jasmine Paolini 6-2, 6-1 in just 68 minutes. The 23-year-old Pole has now won 21 consecutive matches at Roland Garros. She lost only 4 games in her last two matches combined. Paolini, who was playing in her first Grand Slam final, will rise to number 7 in the world rankings on Monday. Świątek collects prize money of €2.4 million.""",
"""It took Iga Świątek just 68 minutes on Saturday to claim a fourth French Open crown, as she swept aside Jasmine Paolini 6-2, 6-1. The 23-year-old from Poland has strung together 21 straight wins at Roland Garros and dropped a mere four games across her last two matches. Paolini, in her maiden Grand Slam final, will climb to world number seven when the rankings are updated on Monday. Świątek takes home €2.4m in prize money.""")
D("en-sport-1", "en-sport-1-d1", "number", "21 straight wins", "20 straight wins")
D("en-sport-1", "en-sport-1-d2", "invented_fact", "in her maiden Grand Slam final,", "in her maiden Grand Slam final in front of 15,000 fans,")

F("en-museum-1", "preserve",
"""From 1 April to 30 September, the Riverside Museum is open daily from 10 am to 5 pm, and until 8 pm on Fridays. Entry to the permanent collection is free, while tickets for the temporary exhibition "Steam and Steel" cost £12 for adults and £6 for children aged 5 to 15. Under-fives go free. The museum café closes 30 minutes before the museum. Large bags must be left in the cloakroom, which charges £1 per item.""",
"""Spring and summer opening (1 April – 30 September): we're open every day 10 am–5 pm, with late opening till 8 pm on Fridays. The permanent collection won't cost you a penny. For our temporary show "Steam and Steel", it's £12 for adults and £6 for kids aged 5–15, and under-fives get in free. The café shuts half an hour before the museum does. Got a big bag? It has to go in the cloakroom – £1 per item.""")
D("en-museum-1", "en-museum-1-d1", "invented_fact", wrap=lambda c: "Sure! Here's a more casual version of the text:\n\n" + c)
D("en-museum-1", "en-museum-1-d2", "number", "£6 for kids aged 5–15", "£8 for kids aged 5–15")

F("en-eu-1", "preserve",
"""Under Article 5(1)(a) of Regulation (EU) 2024/1689, AI systems that deploy subliminal techniques to materially distort a person's behaviour are prohibited. The prohibitions apply from 2 February 2025, while most obligations for high-risk systems apply from 2 August 2026. Providers of general-purpose AI models must comply with Article 53 from 2 August 2025. Infringements of the prohibitions may lead to fines of up to €35 million or 7% of total worldwide annual turnover, whichever is higher.""",
"""Article 5(1)(a) of Regulation (EU) 2024/1689 bans AI systems that use subliminal techniques to materially distort human behaviour. These bans took effect on 2 February 2025; the bulk of the requirements for high-risk systems follow on 2 August 2026. For providers of general-purpose AI models, compliance with Article 53 is mandatory as of 2 August 2025. Breaching the prohibitions can be sanctioned with a fine of up to €35m or up to 7% of global annual turnover, if that figure is higher.""")
D("en-eu-1", "en-eu-1-d1", "legal_reference", "compliance with Article 53 is mandatory", "compliance with Article 55 is mandatory")
D("en-eu-1", "en-eu-1-d2", "date", "follow on 2 August 2026", "follow on 2 August 2027")

F("en-abstract-1", "preserve",
"""Urban green spaces are associated with lower rates of depression (Roberts & Helbich, 2021), but the role of tree canopy specifically remains unclear. We linked prescription records for 94,000 adults in Leipzig with satellite-derived canopy data. Residents with more than 30% canopy cover within 100 m of their home were 9% less likely to be prescribed antidepressants (95% CI 4–14%). Consistent with earlier work (Marselle et al., 2020), the association was strongest among lower-income groups. Causality cannot be established from these observational data.""",
"""Although exposure to urban green space has been linked to reduced depression (Roberts & Helbich, 2021), the specific contribution of tree canopy is not well understood. Prescription data for 94,000 adult residents of Leipzig were combined with canopy estimates derived from satellite imagery. Where canopy exceeded 30% within a 100 m radius of the home, the probability of an antidepressant prescription was 9% lower (95% CI 4–14%). As in previous research (Marselle et al., 2020), the effect was most pronounced in lower-income groups. Given the observational design, no causal inference is possible.""")
D("en-abstract-1", "en-abstract-1-d1", "citation", "(Roberts & Helbich, 2021)", "(Roberts, 2021)")
D("en-abstract-1", "en-abstract-1-d2", "citation", "(Marselle et al., 2020)", "(Marselle et al., 2019)")

F("en-abstract-2", "pl",
"""Previous studies have shown that microplastics accumulate in agricultural soils treated with sewage sludge [4, 9]. We sampled 36 fields in Lower Saxony over two seasons and found a median concentration of 1,250 particles per kilogram of dry soil. Fields that had received sludge in the past ten years contained roughly three times more particles than untreated controls. Polyethylene was the most frequent polymer, in line with [11]. These results suggest that current limits on sludge application may be insufficient.""",
"""Wcześniejsze badania wykazały, że mikroplastik gromadzi się w glebach rolnych nawożonych osadami ściekowymi [4, 9]. Przez dwa sezony pobieraliśmy próbki z 36 pól w Dolnej Saksonii; mediana stężenia wyniosła 1250 cząstek na kilogram suchej masy gleby. Na polach, na które w ostatnich dziesięciu latach wprowadzano osady, cząstek było mniej więcej trzykrotnie więcej niż na polach kontrolnych. Najczęściej występującym polimerem był polietylen, co jest zgodne z [11]. Wyniki wskazują, że obecne limity stosowania osadów mogą być niewystarczające.""")
D("en-abstract-2", "en-abstract-2-d1", "citation", "nawożonych osadami ściekowymi [4, 9]", "nawożonych osadami ściekowymi [4]")
D("en-abstract-2", "en-abstract-2-d2", "hedge", "Wyniki wskazują, że obecne limity stosowania osadów mogą być niewystarczające.", "Wyniki dowodzą, że obecne limity stosowania osadów są niewystarczające.")

F("en-abstract-3", "preserve",
"""A recent meta-analysis (doi:10.1016/j.jenvp.2023.102145) pooled 48 studies with a total of 12,600 participants and found that a 20-minute walk in nature probably lowers salivary cortisol by around 15%. The effect appeared smaller in studies conducted in winter. The authors note that most samples were drawn from university students, so the findings may not generalise to older adults. They recommend that future trials follow participants for at least 8 weeks.""",
"""Pooling 48 studies and 12,600 participants, a recent meta-analysis (doi:10.1016/j.jenvp.2023.102145) concluded that spending twenty minutes walking in nature is likely to reduce salivary cortisol by roughly 15%. Winter studies seemed to show a weaker effect. Because the samples consisted mostly of university students, the authors caution that the results might not apply to older adults, and they call for future trials with a follow-up of no less than eight weeks.""")
D("en-abstract-3", "en-abstract-3-d1", "hedge", "is likely to reduce salivary cortisol by roughly 15%", "reduces salivary cortisol by 15%")

F("en-court-1", "preserve",
"""The Court of Appeal on Tuesday dismissed the appeal in Harrow Logistics Ltd v Patel [2024] EWCA Civ 317, upholding the High Court's finding that the dismissal of the warehouse manager was unfair. The court awarded £48,750 in compensation. Lord Justice Bean said the employer had not followed its own disciplinary procedure, in breach of section 98(4) of the Employment Rights Act 1996. The company has 28 days to decide whether to seek permission to appeal to the Supreme Court.""",
"""The warehouse manager's dismissal was unfair, the Court of Appeal confirmed on Tuesday as it threw out the employer's challenge in Harrow Logistics Ltd v Patel [2024] EWCA Civ 317. Compensation of £48,750 was awarded. According to Lord Justice Bean, the company failed to follow its own disciplinary procedure, contrary to section 98(4) of the Employment Rights Act 1996. Harrow Logistics now has four weeks to decide whether to ask the Supreme Court for permission to appeal.""")
D("en-court-1", "en-court-1-d1", "legal_reference", "[2024] EWCA Civ 317", "[2024] EWCA Civ 371")
D("en-court-1", "en-court-1-d2", "negation", "the company failed to follow its own disciplinary procedure", "the company followed its own disciplinary procedure")

F("en-election-1", "preserve",
"""Turnout in Thursday's local elections was 32.4%, down from 35.9% four years ago, according to the Electoral Commission. The Green Party gained 74 council seats, while the Conservatives lost 473. In the mayoral race in the West Midlands, the winning margin was just 1,508 votes. Counting in three councils was delayed until Saturday because of a ballot paper printing error. Analysts say the results will probably increase pressure on the government ahead of a general election expected in the autumn.""",
"""Only 32.4% of voters turned out for Thursday's local elections, compared with 35.9% four years earlier, the Electoral Commission said. The Greens picked up 74 council seats and the Conservatives shed 473. The West Midlands mayoralty was decided by a margin of just 1,508 votes. A printing error on ballot papers pushed counting in three councils back to Saturday. The results are likely to heap more pressure on the government before a general election expected in the autumn, analysts say.""")
D("en-election-1", "en-election-1-d1", "number", "the Conservatives shed 473", "the Conservatives shed 437")
D("en-election-1", "en-election-1-d2", "hedge", "The results are likely to heap more pressure", "The results will heap more pressure")

F("en-energy-1", "pl",
"""Ofgem has announced that the energy price cap will rise by 10% from 1 October 2024. A typical household paying by direct debit will pay £1,717 a year for gas and electricity, up from £1,568. The standing charge for electricity will be 60.99p per day. The cap does not limit total bills, only the unit rates and standing charges. Around 2 million households are expected to be in arrears. The next cap will be announced on 22 November 2024.""",
"""Ofgem ogłosił, że od 1 października 2024 r. limit cen energii wzrośnie o 10%. Typowe gospodarstwo domowe płacące w formie polecenia zapłaty zapłaci za gaz i prąd 1717 GBP rocznie zamiast 1568 GBP. Opłata stała za energię elektryczną wyniesie 60,99 pensa dziennie. Limit nie ogranicza łącznej wysokości rachunków – dotyczy jedynie stawek jednostkowych i opłat stałych. Szacuje się, że zaległości w płatnościach będzie miało około 2 mln gospodarstw. Kolejny limit zostanie ogłoszony 22 listopada 2024 r.""")
D("en-energy-1", "en-energy-1-d1", "number", "zapłaci za gaz i prąd 1717 GBP rocznie", "zapłaci za gaz i prąd 1771 GBP rocznie")
D("en-energy-1", "en-energy-1-d2", "negation", "Limit nie ogranicza łącznej wysokości rachunków", "Limit ogranicza łączną wysokość rachunków")

F("en-cfp-1", "preserve",
"""The 9th International Conference on Digital Humanities invites submissions of full papers (up to 8 pages) and short papers (up to 4 pages). The submission deadline is 15 March 2025, 23:59 AoE, with notifications sent by 30 April 2025. The conference will take place in Ljubljana on 9–11 July 2025. At least one author of each accepted paper must register by 20 May. Proceedings will be published with an ISBN and indexed in Scopus. Submit via https://easychair.org/conferences/?conf=dh2025.""",
"""Full papers of no more than eight pages and short papers of no more than four are invited for the Ninth International Conference on Digital Humanities, held in Ljubljana from 9 to 11 July 2025. Submissions close on 15 March 2025 at 23:59 AoE; authors will be notified by 30 April 2025. Each accepted paper requires at least one author to register by 20 May. The proceedings will carry an ISBN and be indexed in Scopus. Submissions are handled through https://easychair.org/conferences/?conf=dh2025.""")
D("en-cfp-1", "en-cfp-1-d1", "url", "https://easychair.org/conferences/?conf=dh2025", "https://easychair.org/conferences/?conf=dh25")
D("en-cfp-1", "en-cfp-1-d2", "date", "to register by 20 May", "to register by 30 May")

F("en-warranty-1", "preserve",
"""Your e-bike is covered by a 2-year warranty on all components and a 5-year warranty on the frame. The battery is guaranteed to retain at least 70% of its capacity for 500 charge cycles. To make a claim, you may contact any authorised dealer; you do not need to return the bike to the store where you bought it. The warranty does not cover wear parts such as tyres, brake pads and chains. Registering your bike at ebike.example.com/register within 30 days extends the frame warranty to 7 years.""",
"""All components of your e-bike carry a two-year warranty, and the frame is covered for five years. For 500 charge cycles, the battery is guaranteed to keep at least 70% of its capacity. Claims can be made through any authorised dealer – there is no need to take the bike back to the shop you bought it from. Wear parts, including tyres, brake pads and chains, fall outside the warranty. If you register the bike at ebike.example.com/register within 30 days, the frame warranty is extended to seven years.""")
D("en-warranty-1", "en-warranty-1-d1", "modality", "Claims can be made through any authorised dealer – there is no need to take", "Claims must be made through an authorised dealer – there is no need to take")
D("en-warranty-1", "en-warranty-1-d2", "number", "the frame warranty is extended to seven years", "the frame warranty is extended to ten years")

F("en-school-1", "preserve",
"""Dear parents, the school will be closed to pupils on Friday 18 October for a staff training day. After-school club will not run that day. Parents' evening for Years 7 and 8 takes place on Thursday 24 October from 4 pm to 7 pm; appointments last 5 minutes and can be booked online from 14 October. The autumn term ends on Friday 20 December at 1.30 pm. Please note that the canteen will now charge £2.65 per meal.""",
"""Hi parents! Quick reminders: Friday 18 October is a staff training day, so there's no school for pupils – and no after-school club either. Years 7 and 8 parents' evening is on Thursday 24 October, 4–7 pm. Each slot is five minutes, and you can book online from 14 October. Autumn term finishes at 1.30 pm on Friday 20 December. Heads-up: school lunches now cost £2.65 each.""")
D("en-school-1", "en-school-1-d1", "negation", "and no after-school club either", "but after-school club will run as usual")
D("en-school-1", "en-school-1-d2", "date", "Autumn term finishes at 1.30 pm on Friday 20 December.", "Autumn term finishes at 1.30 pm on Friday 13 December.")

F("en-cooking-1", "pl",
"""Preheat the oven to 200°C (180°C fan). Toss 1 kg of potatoes, cut into 3 cm chunks, with 3 tablespoons of olive oil and a teaspoon of salt. Roast for 25 minutes, then turn them and add 4 sprigs of rosemary and 6 unpeeled garlic cloves. Roast for another 20 minutes until golden. Don't crowd the tray, or the potatoes will steam instead of crisping. Serves 4.""",
"""Rozgrzej piekarnik do 200°C (180°C z termoobiegiem). Kilogram ziemniaków pokrój w kawałki o boku 3 cm i wymieszaj z 3 łyżkami oliwy oraz łyżeczką soli. Piecz przez 25 minut, potem przewróć je na drugą stronę i dodaj 4 gałązki rozmarynu i 6 nieobranych ząbków czosnku. Piecz kolejne 20 minut, aż się zarumienią. Rozłóż ziemniaki luźno na blasze, inaczej zamiast chrupiących wyjdą duszone. Porcja dla 4 osób.""")
D("en-cooking-1", "en-cooking-1-d1", "invented_fact", "Porcja dla 4 osób.", "Porcja dla 4 osób (ok. 320 kcal na porcję).")

F("en-aviation-1", "preserve",
"""Due to resurfacing works, runway 09/27 at Bristol Airport will be closed every night from 22:30 to 06:00 between 4 and 29 November 2024. During these hours no departures or arrivals will be possible. Around 35 flights have been retimed. Passengers are advised to check the latest flight information with their airline. The £18 million project is expected to extend the runway's lifespan by 15 years.""",
"""Runway 09/27 at Bristol Airport is being resurfaced, so it will shut each night from 10.30 pm to 6 am between 4 and 29 November 2024, and no aircraft will be able to land or take off in that window. Some 35 flights have been moved to new times. Passengers should check the latest details with their airline. The £18m scheme should add 15 years to the life of the runway.""")
D("en-aviation-1", "en-aviation-1-d1", "wrong_language", language="pl")

F("en-agri-1", "preserve",
"""Under the Sustainable Farming Incentive, farmers in England can receive £129 per hectare per year for managing hedgerows and £20 per 100 metres for hedgerow maintenance. Agreements last 3 years. Applicants must have a Single Business Identifier and manage at least 5 hectares. Payments are made quarterly. Farmers may combine SFI actions with Countryside Stewardship, but they cannot be paid twice for the same activity on the same land. Applications are processed within around 30 working days.""",
"""Farmers in England signed up to the Sustainable Farming Incentive can be paid £129 per hectare per year for hedgerow management, plus £20 per 100 m for maintaining hedgerows. Each agreement runs for three years. To apply, you need a Single Business Identifier and at least 5 ha of land under your management. Money is paid every quarter. SFI actions can be combined with Countryside Stewardship, though double payment for the same activity on the same land is not allowed. It takes about 30 working days to process an application.""")
D("en-agri-1", "en-agri-1-d1", "modality", "SFI actions can be combined with Countryside Stewardship", "SFI actions must be combined with Countryside Stewardship")

F("en-shipping-1", "pl",
"""Due to the Lunar New Year holiday, our warehouses in Shenzhen and Ningbo will be closed from 8 to 17 February 2024. Orders placed after 1 February will be shipped from 19 February. Sea freight to Rotterdam currently takes 38–42 days because vessels are being rerouted around the Cape of Good Hope. Air freight remains available at a surcharge of $4.20 per kilogram. We recommend that customers place spring orders by 25 January to avoid delays.""",
"""Z powodu obchodów Księżycowego Nowego Roku nasze magazyny w Shenzhen i Ningbo będą nieczynne od 8 do 17 lutego 2024 r. Zamówienia złożone po 1 lutego wyślemy od 19 lutego. Fracht morski do Rotterdamu trwa obecnie 38–42 dni, ponieważ statki płyną okrężną trasą wokół Przylądka Dobrej Nadziei. Nadal dostępny jest fracht lotniczy z dopłatą 4,20 USD za kilogram. Aby uniknąć opóźnień, zalecamy złożenie zamówień wiosennych do 25 stycznia.""")
D("en-shipping-1", "en-shipping-1-d1", "date", "wyślemy od 19 lutego", "wyślemy od 12 lutego")

F("en-municipal-1", "preserve",
"""From Monday 3 June, garden waste collections in Westbury will move from Tuesdays to Thursdays. Bins must be at the kerbside by 7 am on collection day. The annual garden waste subscription costs £52, or £47 if you pay by direct debit. Collections will not take place between 16 December and 13 January. Residents can renew their subscription online or by calling 01373 555 000.""",
"""Starting Monday 3 June, Westbury's garden waste will be collected on Thursdays rather than Tuesdays. Put your bin out at the kerbside no later than 7 am on collection day. A year's garden waste subscription is £52, reduced to £47 when paid by direct debit. There will be no collections from 16 December to 13 January. You can renew online or on 01373 555 000.""")
D("en-municipal-1", "en-municipal-1-d1", "invented_fact", "You can renew online or on 01373 555 000.", "You can renew online at westbury.gov.uk/garden or on 01373 555 000.")

F("en-library-1", "pl",
"""Members can borrow up to 15 items at a time for three weeks. Loans can be renewed up to five times online, unless another member has reserved the item. There are no overdue fines for children's books. Adult members pay 25p per day for overdue items, up to a maximum of £6 per item. E-books and audiobooks are available free through the Libby app and are returned automatically after 14 days.""",
"""Czytelnicy mogą wypożyczyć jednocześnie do 15 pozycji na trzy tygodnie. Wypożyczenie można przedłużyć online maksymalnie pięć razy, o ile nikt inny nie zarezerwował danej pozycji. Za przetrzymanie książek dla dzieci nie nalicza się kar. Dorośli płacą 25 pensów za każdy dzień zwłoki, najwyżej 6 GBP za pozycję. E-booki i audiobooki są dostępne bezpłatnie w aplikacji Libby i wracają automatycznie po dwóch tygodniach.""")
D("en-library-1", "en-library-1-d1", "wrong_language", language="preserve")
