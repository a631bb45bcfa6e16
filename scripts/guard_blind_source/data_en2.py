from common import F, D, X

F("en-recall-1", "preserve",
"""The Food Standards Agency said on Wednesday that Greenfield Foods is recalling its 250 g Smoked Salmon Slices with a use-by date of 14 August 2024 because of possible contamination with Listeria. Around 8,000 packs were sold through supermarkets in England and Wales. Customers should not eat the product and can return it to any store for a full refund, even without a receipt. People over 65 and pregnant women are at higher risk. No illnesses have been reported so far.""",
"""Greenfield Foods is pulling its 250 g Smoked Salmon Slices with a use-by date of 14 August 2024 over possible Listeria contamination, the Food Standards Agency announced on Wednesday. Some 8,000 packs had been sold in supermarkets across England and Wales. Shoppers who bought the salmon are told not to eat it and can take it back to any store for a full refund, receipt or not. The risk is greater for people over 65 and for pregnant women. So far, nobody has been reported ill.""")
D("en-recall-1", "en-recall-1-d1", "negation", "are told not to eat it", "are told to eat it soon")
D("en-recall-1", "en-recall-1-d2", "date", "use-by date of 14 August 2024", "use-by date of 24 August 2024")

F("en-api-1", "preserve",
"""### Pagination

List endpoints return at most 50 items per page. To fetch the next page, pass the `cursor` value from the previous response, for example `GET /v1/orders?cursor=abc123&limit=50`. The `limit` parameter accepts values from 1 to 200. Cursors expire after 15 minutes. Do not construct cursors manually; they are opaque and may change format without notice. Rate limits are described in [Rate limits](/docs/rate-limits).""",
"""### Pagination

A list endpoint returns no more than 50 items per page. Request the next page by sending back the `cursor` from the previous response – for instance `GET /v1/orders?cursor=abc123&limit=50`. Valid values for `limit` range from 1 to 200. A cursor is valid for 15 minutes. Cursors are opaque and their format may change without warning, so never build them by hand. See [Rate limits](/docs/rate-limits) for rate limiting.""")
D("en-api-1", "en-api-1-d1", "code", "`GET /v1/orders?cursor=abc123&limit=50`", "`GET /v1/orders?page=2&limit=50`")

F("en-cli-1", "preserve",
"""# backupctl

A small tool for encrypted, incremental backups.

## Usage

- `backupctl init /mnt/backup` creates a new repository.
- `backupctl run --keep 30` runs a backup and keeps the last 30 snapshots.
- `backupctl restore <snapshot-id> --target ./restore` restores files.

Backups are encrypted with AES-256. If you lose your passphrase, your data cannot be recovered. Licensed under the MIT License.""",
"""# backupctl

A lightweight tool for making encrypted incremental backups.

## Usage

- To create a new repository: `backupctl init /mnt/backup`.
- To run a backup and retain the 30 most recent snapshots: `backupctl run --keep 30`.
- To restore files: `backupctl restore <snapshot-id> --target ./restore`.

All backups use AES-256 encryption. Without your passphrase there is no way to recover your data, so do not lose it. MIT-licensed.""")
D("en-cli-1", "en-cli-1-d1", "markdown", reps=[("# backupctl\n\n", "backupctl\n\n"), ("## Usage\n\n", "Usage\n\n")])
D("en-cli-1", "en-cli-1-d2", "invented_fact", wrap=lambda c: "```markdown\n" + c + "\n```")

F("en-hr-1", "preserve",
"""Employees with at least 26 weeks of continuous service are entitled to enhanced maternity pay: 100% of salary for the first 18 weeks, followed by 50% for 8 weeks, and then Statutory Maternity Pay. Employees must notify their manager of the pregnancy no later than the 15th week before the expected week of childbirth. Partners are entitled to 4 weeks of fully paid leave, which must be taken within 52 weeks of the birth. Requests for flexible working may be made from the first day of employment.""",
"""Once an employee has completed 26 weeks of continuous service, they qualify for enhanced maternity pay. This consists of full salary for 18 weeks, half salary for the next 8 weeks, and Statutory Maternity Pay thereafter. The manager must be informed of the pregnancy by the 15th week before the expected week of childbirth at the latest. Partners receive four weeks' leave on full pay, to be taken within 52 weeks of the birth. A flexible working request can be submitted from day one of employment.""")
D("en-hr-1", "en-hr-1-d1", "modality", "The manager must be informed of the pregnancy", "The manager should ideally be informed of the pregnancy")
D("en-hr-1", "en-hr-1-d2", "number", "half salary for the next 8 weeks", "half salary for the next 12 weeks")

F("en-bank-1", "pl",
"""From 1 May 2024, the arranged overdraft interest rate on our Classic current account will fall from 39.9% EAR to 35.0% EAR. The first £250 of your overdraft remains interest-free. There are no fees for unarranged overdrafts, but we will not let you go more than £10 beyond your limit. If you would like to switch to another account, you can do so at no cost using the Current Account Switch Service, which takes 7 working days.""",
"""Od 1 maja 2024 r. oprocentowanie limitu debetowego na rachunku Classic spadnie z 39,9% do 35,0% (EAR). Pierwsze 250 GBP debetu nadal będzie nieoprocentowane. Za nieautoryzowany debet nie pobieramy opłat, jednak nie pozwolimy Ci przekroczyć limitu o więcej niż 10 GBP. Jeśli chcesz przenieść się na inne konto, możesz to zrobić bezpłatnie przez Current Account Switch Service – przeniesienie trwa 7 dni roboczych.""")
D("en-bank-1", "en-bank-1-d1", "number", "Pierwsze 250 GBP debetu", "Pierwsze 200 GBP debetu")

F("en-telecom-1", "preserve",
"""From 1 January 2025, customers on Essentials and Plus plans will pay £2.25 per day to use their allowance in Europe. Customers on Max plans can continue to roam in 48 European destinations at no extra charge. The daily fee is charged only on days when you use data, calls or texts abroad. Roaming in the USA and Canada is not included in any plan. You can check the full list of destinations at example-mobile.co.uk/roaming.""",
"""As of 1 January 2025, Essentials and Plus customers will be charged £2.25 a day for using their allowance in Europe, whereas Max customers can still roam in 48 European destinations for free. The charge applies only on days you actually use data, calls or texts while abroad. None of the plans includes roaming in the USA or Canada. The full destination list is at example-mobile.co.uk/roaming.""")
D("en-telecom-1", "en-telecom-1-d1", "url", "example-mobile.co.uk/roaming", "example-mobile.com/roaming")
D("en-telecom-1", "en-telecom-1-d2", "negation", "None of the plans includes roaming in the USA or Canada.", "All of the plans include roaming in the USA and Canada.")

F("en-hotel-1", "preserve",
"""Check-in is from 3 pm and check-out is by 11 am. Late check-out until 2 pm can be requested for a fee of £25, subject to availability. Breakfast is served daily from 7 am to 10 am and costs £14.50 per person. Pets are not allowed, with the exception of assistance dogs. Free cancellation is available up to 48 hours before arrival; after that, the first night will be charged. Parking is £12 per night.""",
"""You can check in any time from 3 pm, and we'll need your room back by 11 am. Fancy a lie-in? Ask for late check-out until 2 pm – it's £25 and depends on availability. Breakfast runs every day, 7–10 am, at £14.50 a head. No pets, please, although assistance dogs are always welcome. Cancel for free up to 48 hours before you arrive; after that, we charge the first night. Parking costs £12 a night.""")
D("en-hotel-1", "en-hotel-1-d1", "invented_fact", wrap=lambda c: '{"style": "casual", "rewritten_text": "' + c.replace('"', '\\"') + '"}')

F("en-marathon-1", "pl",
"""The Riverside Marathon will start at 9 am on Sunday 6 October 2024. Runners must collect their race packs from the Expo at the Civic Hall on Friday 4 or Saturday 5 October; packs will not be available on race day. The course closes 6 hours and 30 minutes after the start. There will be water stations every 5 km and energy gels at 15 km, 25 km and 35 km. Headphones are permitted but must be used at low volume.""",
"""Riverside Marathon wystartuje w niedzielę 6 października 2024 r. o 9:00. Pakiety startowe odbierzcie na Expo w Civic Hall w piątek 4 albo w sobotę 5 października – w dniu biegu nie będzie już można ich odebrać. Trasa zostanie zamknięta po 6,5 godziny od startu. Wodę dostaniecie co 5 km, a żele energetyczne na 15., 25. i 35. kilometrze. Słuchawki są dozwolone, ale muzyka musi grać cicho.""")
D("en-marathon-1", "en-marathon-1-d1", "date", "w piątek 4 albo", "w piątek 3 albo")
D("en-marathon-1", "en-marathon-1-d2", "modality", "Słuchawki są dozwolone", "Słuchawki są obowiązkowe")

F("en-vaccine-1", "preserve",
"""The NHS is offering the RSV vaccine to everyone aged 75 to 79 and to women who are at least 28 weeks pregnant. A single dose is enough; you will not need a booster every year. The vaccine reduces the risk of severe illness by about 80%. RSV causes around 9,000 hospital admissions among older adults in England each year. You can book through the NHS App or by calling 119.""",
"""Everyone between the ages of 75 and 79 can now get the RSV vaccine on the NHS, as can women who are 28 or more weeks pregnant. You only need one dose, so there is no annual booster. It cuts the chance of becoming seriously ill by roughly 80%. Each year in England, RSV puts about 9,000 older adults in hospital. Book through the NHS App or on 119.""")

F("en-flood-1", "preserve",
"""The Environment Agency has issued 27 flood warnings and 84 flood alerts across England after Storm Henk brought more than 50 mm of rain in 24 hours. The River Severn at Worcester is expected to peak at 5.2 metres on Thursday morning, close to the record of 5.33 metres set in 2000. About 1,100 properties have been flooded since Tuesday. Residents are urged not to walk or drive through flood water, as just 30 cm of moving water can float a car.""",
"""After Storm Henk dumped over 50 mm of rain in a single day, the Environment Agency has put 27 flood warnings and 84 flood alerts in place across England. At Worcester, the Severn is forecast to crest at 5.2 m on Thursday morning – not far below the 5.33 m record from 2000. Roughly 1,100 properties have flooded since Tuesday. People are being told to keep out of flood water, on foot or by car: a car can be floated away by as little as 30 cm of moving water.""")

F("en-data-1", "pl",
"""We process your personal data on the basis of Article 6(1)(b) GDPR, as it is necessary for the performance of your contract. Payment records are kept for 6 years to comply with tax law. You have the right to object to direct marketing at any time, free of charge. We do not transfer your data outside the European Economic Area. If you believe we have infringed your rights, you may lodge a complaint with the Information Commissioner's Office. Contact our Data Protection Officer at dpo@greenhome.co.uk.""",
"""Przetwarzamy Twoje dane osobowe na podstawie art. 6 ust. 1 lit. b RODO, ponieważ jest to niezbędne do wykonania zawartej z Tobą umowy. Dokumentację płatności przechowujemy przez 6 lat, zgodnie z przepisami podatkowymi. W każdej chwili możesz bezpłatnie wnieść sprzeciw wobec marketingu bezpośredniego. Twoje dane nie są przekazywane poza Europejski Obszar Gospodarczy. Jeśli uważasz, że naruszyliśmy Twoje prawa, możesz złożyć skargę do Information Commissioner's Office. Z naszym inspektorem ochrony danych skontaktujesz się pod adresem dpo@greenhome.co.uk.""")
D("en-data-1", "en-data-1-d1", "legal_reference", "art. 6 ust. 1 lit. b RODO", "art. 6 ust. 1 RODO")
D("en-data-1", "en-data-1-d2", "negation", "Twoje dane nie są przekazywane poza", "Twoje dane są przekazywane poza")

F("en-lease-1", "preserve",
"""The tenancy runs for 12 months from 1 September 2024 at a monthly rent of £1,150, payable in advance on the first day of each month. A deposit of £1,326, equal to five weeks' rent, will be protected in a government-approved scheme within 30 days. The tenant may not sublet the property or keep pets without the landlord's written consent. Either party may end the tenancy after the first 6 months by giving 2 months' written notice.""",
"""This is a 12-month tenancy beginning on 1 September 2024. The rent is £1,150 per month, paid in advance on the 1st of every month. The £1,326 deposit, which is five weeks' rent, will be placed in a government-approved protection scheme within 30 days. Subletting and keeping pets are allowed only with the landlord's written consent. Once the first six months have passed, either party can terminate by giving two months' notice in writing.""")
D("en-lease-1", "en-lease-1-d1", "negation", "Subletting and keeping pets are allowed only with the landlord's written consent.", "Subletting and keeping pets are allowed without the landlord's written consent.")

F("en-port-1", "preserve",
"""Congestion at the Port of Felixstowe has eased, with average vessel waiting times falling from 4.5 days in January to 1.2 days in March, according to figures released on Monday. Container volumes rose by 6% year on year to 1.02 million TEU in the first quarter. The port attributed the improvement to the opening of a new rail terminal, which can handle 36 trains a day. Shipping lines, however, warned that disruption in the Red Sea could push waiting times up again this summer.""",
"""Ships are spending far less time queueing at Felixstowe: figures published on Monday show average waits down from 4.5 days in January to 1.2 days in March. First-quarter container throughput climbed 6% on a year earlier, reaching 1.02 million TEU. The port credits a new rail terminal with capacity for 36 trains a day. Carriers caution, though, that the Red Sea disruption could drive waiting times back up over the summer.""")

F("en-ev-1", "pl",
"""From 1 March, charging at our rapid chargers (50 kW and above) will cost 79p per kWh, while slower 7 kW chargers will cost 45p per kWh. Members who pay a £7.99 monthly subscription get a 20% discount on all charging. An idle fee of 10p per minute applies if your car stays connected more than 15 minutes after charging is complete. Find your nearest charger at chargenet.co.uk/map.""",
"""Od 1 marca ładowanie na naszych szybkich ładowarkach (o mocy 50 kW i większej) będzie kosztować 79 pensów za kWh, a na wolniejszych ładowarkach 7 kW – 45 pensów za kWh. Abonenci płacący 7,99 GBP miesięcznie mają 20% zniżki na każde ładowanie. Jeśli samochód pozostanie podłączony dłużej niż kwadrans po zakończeniu ładowania, naliczymy opłatę postojową w wysokości 10 pensów za minutę. Najbliższą ładowarkę znajdziesz na chargenet.co.uk/map.""")
D("en-ev-1", "en-ev-1-d1", "url", "chargenet.co.uk/map", "chargenet.co.uk")

F("en-zoo-1", "preserve",
"""Chester Zoo's new sloth enclosure opens to visitors on Saturday 12 July. The habitat is home to 3 two-toed sloths and covers 1,200 square metres. Visitors can attend keeper talks at 11 am and 2 pm daily. Tickets booked online at least 24 hours in advance are 10% cheaper than at the gate. Under-threes enter for free, and annual members do not need to book.""",
"""Get ready to slow down: Chester Zoo's brand-new sloth enclosure welcomes its first visitors on Saturday 12 July! Three two-toed sloths live in the 1,200 m² habitat, and keepers give talks there every day at 11 am and 2 pm. Book online a day or more ahead and you'll pay 10% less than at the gate. Kids under three go free, and annual members can just turn up – no booking needed.""")

F("en-lit-1", "preserve",
"""Research on remote work and productivity has produced mixed results. Bloom et al. (2015) reported a 13% productivity gain among call-centre employees working from home, whereas Gibbs, Mengel and Siemroth (2023) found that output per hour fell by up to 19% among IT professionals. More recent evidence suggests that hybrid arrangements may offer a compromise (Bloom, Han & Liang, 2024). Fewer than 10 of the 42 studies we reviewed measured productivity objectively.""",
"""Findings on how remote work affects productivity are inconsistent. For call-centre staff working from home, Bloom et al. (2015) documented a 13% increase in productivity; by contrast, Gibbs, Mengel and Siemroth (2023) observed declines in hourly output of as much as 19% among IT professionals. Hybrid working may represent a middle ground, according to more recent evidence (Bloom, Han & Liang, 2024). Of the 42 studies included in our review, fewer than 10 used objective productivity measures.""")
D("en-lit-1", "en-lit-1-d1", "citation", "(Bloom, Han & Liang, 2024)", "(Bloom & Liang, 2024)")
D("en-lit-1", "en-lit-1-d2", "hedge", "Hybrid working may represent a middle ground", "Hybrid working represents a middle ground")

F("en-nursing-1", "pl",
"""Visitors are welcome at Oakwood Care Home every day between 10 am and 8 pm. Each resident may have up to three visitors at a time. Please sign in at reception and use the hand sanitiser provided. If you have had vomiting or diarrhoea, you should not visit until you have been symptom-free for 48 hours. Visits outside these hours can be arranged with the home manager for residents receiving end-of-life care.""",
"""Dom opieki Oakwood zaprasza odwiedzających codziennie w godzinach 10:00–20:00. Jednego mieszkańca mogą jednocześnie odwiedzać maksymalnie trzy osoby. Prosimy o wpisanie się w recepcji i skorzystanie z udostępnionego płynu do dezynfekcji rąk. Osoby, u których wystąpiły wymioty lub biegunka, nie powinny przychodzić, dopóki przez 48 godzin nie będą wolne od objawów. W przypadku mieszkańców objętych opieką u kresu życia odwiedziny poza tymi godzinami można uzgodnić z kierownikiem placówki.""")

F("en-airline-1", "preserve",
"""Each passenger may bring one cabin bag weighing no more than 10 kg and measuring up to 55 x 40 x 20 cm, plus one small personal item. Checked bags must not exceed 23 kg; bags between 23 and 32 kg incur a £65 heavy bag fee, and bags over 32 kg will not be accepted. Liquids in hand luggage must be in containers of 100 ml or less. Online check-in opens 24 hours before departure and closes 2 hours before.""",
"""You're allowed one cabin bag of up to 10 kg, with maximum dimensions of 55 × 40 × 20 cm, and a small personal item as well. The limit for checked baggage is 23 kg. A bag weighing 23–32 kg is subject to a £65 heavy bag charge, while anything heavier than 32 kg cannot be checked in. Any liquids in your hand luggage have to be in containers no larger than 100 ml. You can check in online from 24 hours until 2 hours before departure.""")
D("en-airline-1", "en-airline-1-d1", "modality", "Any liquids in your hand luggage have to be in containers", "Any liquids in your hand luggage should ideally be in containers")

F("en-security-1", "pl",
"""A critical vulnerability (CVE-2024-6387) has been found in OpenSSH versions 8.5p1 to 9.7p1 running on glibc-based Linux systems. It may allow an unauthenticated attacker to execute code as root. Update to OpenSSH 9.8p1 immediately. If you cannot update, set `LoginGraceTime 0` in `/etc/ssh/sshd_config` and restart the service with `systemctl restart sshd`. Note that this mitigation makes the server vulnerable to denial-of-service attacks.""",
"""W OpenSSH w wersjach od 8.5p1 do 9.7p1, działającym na systemach Linux opartych na glibc, wykryto krytyczną podatność (CVE-2024-6387). Może ona umożliwić nieuwierzytelnionemu atakującemu wykonanie kodu z uprawnieniami roota. Natychmiast zaktualizuj OpenSSH do wersji 9.8p1. Jeśli aktualizacja nie jest możliwa, ustaw `LoginGraceTime 0` w pliku `/etc/ssh/sshd_config` i uruchom usługę ponownie poleceniem `systemctl restart sshd`. Pamiętaj, że takie obejście naraża serwer na ataki typu odmowa usługi.""")
D("en-security-1", "en-security-1-d1", "code", "ustaw `LoginGraceTime 0`", "ustaw `LoginGraceTime 60`")

F("en-short-1", "preserve",
"""The pool will be closed on Monday for maintenance. Swimming lessons will not be affected.""",
"""Monday's maintenance means the pool will be shut that day, although swimming lessons will go ahead as normal.""")
D("en-short-1", "en-short-1-d1", "negation", "although swimming lessons will go ahead as normal", "and swimming lessons will be cancelled too")

F("en-short-2", "pl",
"""Applications must be submitted by 5 pm on 14 June. Late applications will not be accepted.""",
"""Wnioski trzeba złożyć do 14 czerwca, do godziny 17:00. Wnioski złożone po terminie nie będą przyjmowane.""")
D("en-short-2", "en-short-2-d1", "date", "do 14 czerwca", "do 15 czerwca")

F("en-short-3", "preserve",
"""Our office will reopen on 2 January. Orders placed during the holidays will be processed within 3 working days.""",
"""We're back on 2 January, and any orders received over the holidays will be dealt with within three working days.""")
D("en-short-3", "en-short-3-d1", "invented_fact", wrap=lambda c: "Here is the rewritten passage:\n\n" + c)

F("en-short-4", "pl",
"""The bridge will be closed to all vehicles over 7.5 tonnes from 1 May until further notice.""",
"""Od 1 maja do odwołania most będzie zamknięty dla wszystkich pojazdów o masie przekraczającej 7,5 t.""")
D("en-short-4", "en-short-4-d1", "wrong_language", language="preserve")

F("en-short-5", "preserve",
"""Tickets for the final are likely to sell out within hours, so fans should register in advance.""",
"""Fans are advised to register beforehand, as tickets for the final will probably be gone within hours.""")
D("en-short-5", "en-short-5-d1", "wrong_language", language="pl")
D("en-short-5", "en-short-5-d2", "hedge", "will probably be gone within hours", "will be gone within hours")

F("en-census-1", "preserve",
"""The population of England and Wales reached 60.9 million in mid-2023, an increase of 610,000 or 1.0% over the previous year, according to the Office for National Statistics. Net international migration accounted for about 90% of the growth. There were 591,000 births and 577,000 deaths, the smallest natural increase since the 1970s. The median age rose to 40.5 years. The ONS said that the figures could be revised when new migration data become available in November.""",
"""England and Wales were home to 60.9 million people by mid-2023, 610,000 more than a year before – a rise of 1.0%, the Office for National Statistics says. Roughly nine-tenths of that growth came from net international migration. Births (591,000) outnumbered deaths (577,000) by the narrowest margin since the 1970s. The median age went up to 40.5. According to the ONS, the numbers may be revised once new migration data come out in November.""")
D("en-census-1", "en-census-1-d1", "number", "Births (591,000) outnumbered deaths (577,000)", "Births (591,000) outnumbered deaths (557,000)")
D("en-census-1", "en-census-1-d2", "modality", "the numbers may be revised once new migration data", "the numbers will be revised once new migration data")

F("en-startup-1", "pl",
"""London-based fintech Ledgerly has raised $32 million in a Series B round led by Accel, bringing its total funding to $51 million. The company, founded in 2020, provides automated bookkeeping for small businesses and says it now serves over 14,000 customers in the UK and Ireland. It plans to use the money to launch in Germany and the Netherlands next year and to double its engineering team to 120 people.""",
"""Londyński fintech Ledgerly pozyskał 32 mln USD w rundzie serii B prowadzonej przez fundusz Accel; łączne finansowanie spółki sięga już 51 mln USD. Założona w 2020 r. firma oferuje małym przedsiębiorstwom automatyczną księgowość i – jak podaje – obsługuje ponad 14 tys. klientów w Wielkiej Brytanii i Irlandii. Środki zamierza przeznaczyć na wejście w przyszłym roku na rynki niemiecki i holenderski oraz na podwojenie zespołu inżynierów do 120 osób.""")
D("en-startup-1", "en-startup-1-d1", "wrong_language", language="preserve")
D("en-startup-1", "en-startup-1-d2", "number", "łączne finansowanie spółki sięga już 51 mln USD", "łączne finansowanie spółki sięga już 61 mln USD")

F("en-bridge-1", "preserve",
"""Hammersmith Bridge will reopen to pedestrians and cyclists on Monday 15 July after a 14-month closure for repairs. Motor vehicles will still not be allowed to cross. The £8.9 million repair programme is funded jointly by the council, Transport for London and the Department for Transport. Cyclists must dismount on the central section, which is narrower than 2 metres. Updates are published at lbhf.gov.uk/hammersmith-bridge.""",
"""After 14 months shut for repairs, Hammersmith Bridge reopens to people on foot and on bikes on Monday 15 July – but it remains closed to motor traffic. The council, Transport for London and the Department for Transport are sharing the cost of the £8.9m repairs. On the central section, which is less than 2 metres wide, cyclists have to get off and walk. For updates, visit lbhf.gov.uk/hammersmith-bridge.""")
D("en-bridge-1", "en-bridge-1-d1", "date", "on Monday 15 July", "on Monday 22 July")
D("en-bridge-1", "en-bridge-1-d2", "url", "lbhf.gov.uk/hammersmith-bridge", "lbhf.gov.uk/bridges")

F("en-travelgrant-1", "pl",
"""The Society offers up to 20 travel grants of £500 each for PhD students presenting at the annual meeting in Edinburgh on 3–5 September 2025. Applicants must be members of the Society and must submit a 250-word abstract together with a letter of support from their supervisor by 31 May. Grants are paid after the conference on submission of receipts. Students who received a grant in 2024 may apply again, but priority will be given to first-time applicants.""",
"""Towarzystwo oferuje do 20 grantów wyjazdowych po 500 GBP dla doktorantów, którzy wygłoszą referat na dorocznym zjeździe w Edynburgu w dniach 3–5 września 2025 r. Kandydaci muszą być członkami Towarzystwa i do 31 maja muszą przesłać abstrakt liczący 250 słów wraz z listem poparcia od promotora. Granty są wypłacane po konferencji, po przedstawieniu rachunków. Doktoranci, którzy otrzymali grant w 2024 r., mogą ubiegać się o niego ponownie, jednak pierwszeństwo będą mieli kandydaci aplikujący po raz pierwszy.""")
D("en-travelgrant-1", "en-travelgrant-1-d1", "modality", "Kandydaci muszą być członkami Towarzystwa", "Kandydaci powinni być członkami Towarzystwa")
D("en-travelgrant-1", "en-travelgrant-1-d2", "invented_fact", "przesłać abstrakt liczący 250 słów", "przesłać na adres grants@society.org.uk abstrakt liczący 250 słów")

F("en-gardening-1", "preserve",
"""Plant garlic cloves in October or November, about 15 cm apart and 2.5 cm deep, with the pointed end up. Garlic needs a cold spell of at least 6 weeks below 10°C to form proper bulbs. Water only in dry spells, and stop watering about a month before harvest. The bulbs will probably be ready in June or July, when the lower leaves turn yellow. A single bulb of seed garlic usually gives 8 to 12 cloves.""",
"""Get your garlic in during October or November: pop the cloves in pointy end up, roughly 15 cm apart and 2.5 cm down. To develop decent bulbs, it needs a chilly period of at least six weeks below 10°C. Only water when it's dry, and stop around a month before you harvest. Your bulbs should probably be ready in June or July – the lower leaves going yellow is the sign. One seed-garlic bulb normally gives you between eight and a dozen cloves.""")
D("en-gardening-1", "en-gardening-1-d1", "hedge", "Your bulbs should probably be ready in June or July", "Your bulbs will be ready in June or July")
D("en-gardening-1", "en-gardening-1-d2", "number", "at least six weeks below 10°C", "at least four weeks below 10°C")

F("en-docs-1", "pl",
"""## Configuration

Settings are read from `config.yaml` in the project root. The most important keys are:

- `workers`: number of worker processes (default: 4).
- `timeout`: request timeout in seconds (default: 30).
- `log_level`: one of `debug`, `info`, `warning` or `error`.

Changes take effect after a restart. Environment variables prefixed with `APP_` override values in the file. See [Deployment](deployment.md) for production settings.""",
"""## Konfiguracja

Ustawienia są odczytywane z pliku `config.yaml` w katalogu głównym projektu. Najważniejsze klucze to:

- `workers`: liczba procesów roboczych (domyślnie 4).
- `timeout`: limit czasu żądania w sekundach (domyślnie 30).
- `log_level`: jedna z wartości `debug`, `info`, `warning` lub `error`.

Zmiany zaczynają obowiązywać po ponownym uruchomieniu. Zmienne środowiskowe z prefiksem `APP_` nadpisują wartości z pliku. Ustawienia produkcyjne opisano w sekcji [Wdrożenie](deployment.md).""")
D("en-docs-1", "en-docs-1-d1", "markdown", reps=[
  ("Najważniejsze klucze to:\n\n- `workers`", "Najważniejsze klucze to `workers`"),
  ("(domyślnie 4).\n- `timeout`", "(domyślnie 4), `timeout`"),
  ("(domyślnie 30).\n- `log_level`", "(domyślnie 30) oraz `log_level`")])
D("en-docs-1", "en-docs-1-d2", "code", "z prefiksem `APP_`", "z prefiksem `ENV_`")

D("en-port-1", "en-port-1-d1", "invented_fact", "credits a new rail terminal", "credits a new £50m rail terminal")
D("en-zoo-1", "en-zoo-1-d1", "invented_fact", "brand-new sloth enclosure welcomes", "brand-new sloth enclosure, under construction since March 2023, welcomes")
D("en-flood-1", "en-flood-1-d1", "invented_fact", wrap=lambda c: "Certainly! Below is the paragraph rewritten in a journalistic style.\n\n" + c)
