# ruff: noqa: E501, RUF001
"""English sources of the blind-12 guard set, with faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="en-zoo-annual-pass",
        source="An Annual Pass to Riverside Zoo costs £89 for adults and £49 for children aged 3 to 15; children under 3 do not need a ticket. The pass is valid for 12 months from the date of first use and is non-transferable, so the holder must show photo ID on request. Pass holders get 10% off in the zoo shop and cafés, but the discount cannot be combined with other offers. Passes are not valid on the four Zoo Lights evenings in December, which require a separate ticket. Lost passes can be replaced once for an admin fee of £5. Full terms are at riversidezoo.org.uk/pass-terms.",
        good=[
            Good(
                "preserve",
                "A Riverside Zoo Annual Pass costs £89 for an adult and £49 for a child aged 3–15. Children under 3 get in without a ticket. The pass lasts 12 months from the first day you use it. Only the named holder can use it, and they must show photo ID if asked. With the pass you get 10% off in the zoo shop and cafés, but you can't use this discount together with other offers. The pass doesn't work on the four Zoo Lights evenings in December – you need a separate ticket for those. If you lose your pass, we can replace it once for a £5 admin fee. Read the full terms at riversidezoo.org.uk/pass-terms.",
            ),
            Good(
                "preserve",
                "Riverside Zoo Annual Pass: £89 adults, £49 children aged 3 to 15; under-3s need no ticket. Valid for 12 months from first use; non-transferable – holders must show photo ID on request. 10% off in the zoo shop and cafés, not combinable with other offers. Not valid on the four Zoo Lights evenings in December (separate ticket required). A lost pass can be replaced once for a £5 admin fee. Full terms: riversidezoo.org.uk/pass-terms.",
            ),
            Good(
                "pl",
                "Roczny karnet do Riverside Zoo kosztuje 89 funtów dla dorosłych i 49 funtów dla dzieci w wieku od 3 do 15 lat; dzieci poniżej 3 lat nie potrzebują biletu. Karnet jest ważny przez 12 miesięcy od pierwszego użycia i nie można go przekazać innej osobie, dlatego posiadacz musi na żądanie okazać dokument tożsamości ze zdjęciem. Posiadacze karnetu otrzymują 10% zniżki w sklepie i kawiarniach zoo, ale rabatu nie można łączyć z innymi ofertami. Karnet nie obowiązuje podczas czterech grudniowych wieczorów Zoo Lights – na nie trzeba kupić osobny bilet. Zgubiony karnet można raz wymienić za opłatą administracyjną 5 funtów. Pełny regulamin: riversidezoo.org.uk/pass-terms.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Posiadacze karnetu otrzymują 10% zniżki",
                        "Posiadacze karnetu mają bezpłatny parking i otrzymują 10% zniżki",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "The pass doesn't work on the four Zoo Lights evenings in December – you need a separate ticket for those.",
                        "The pass also works on the four Zoo Lights evenings in December.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("holders must show photo ID", "holders should show photo ID")], "modality"),
        ],
    ),
    Case(
        key="en-dog-grooming",
        source="At Pawfect Grooming, every dog must be up to date with its vaccinations, and we may ask to see the vaccination record at check-in. Appointments should be cancelled at least 24 hours in advance; late cancellations are charged at 50% of the booked service. Dogs that arrive with fleas will be given a flea bath at an extra cost of $15. We never sedate dogs, and we do not groom dogs that show signs of illness. A full groom for a medium-sized dog usually takes around two hours. Please collect your dog no later than 6 p.m.; after that, a late pick-up fee of $1 per minute applies.",
        good=[
            Good(
                "preserve",
                "Here at Pawfect Grooming, all dogs have to be fully up to date with their vaccinations, and we might ask you to show us the vaccination record when you check in. If you need to cancel, you should do it at least 24 hours before your appointment – late cancellations cost 50% of the service you booked. If your dog arrives with fleas, we'll give them a flea bath for an extra $15. We never sedate dogs, and if a dog shows signs of illness, we won't groom it. A full groom for a medium-sized dog usually takes about two hours. Please pick your dog up by 6 p.m. at the latest – after that, there's a late pick-up fee of $1 for every minute.",
            ),
            Good(
                "preserve",
                "Pawfect Grooming requires all dogs to be fully vaccinated, and clients may be asked to present the vaccination record upon check-in. Cancellations should be made no later than 24 hours before the appointment; cancellations made after this point will incur a charge of 50% of the booked service. Dogs found to have fleas on arrival will receive a flea bath at an additional charge of $15. Sedation is never used, and dogs displaying signs of illness will not be groomed. A full groom for a medium-sized dog typically takes approximately two hours. Clients are asked to collect their dogs by 6:00 p.m.; thereafter, a late collection fee of $1 per minute will apply.",
            ),
            Good(
                "pl",
                "W salonie Pawfect Grooming każdy pies musi mieć aktualne szczepienia, a przy przyjęciu możemy poprosić o okazanie książeczki szczepień. Wizytę powinno się odwołać co najmniej 24 godziny wcześniej; za późniejsze odwołanie pobieramy 50% ceny zarezerwowanej usługi. Jeśli pies przyjdzie z pchłami, wykonamy kąpiel przeciwpchelną za dodatkowe 15 dolarów. Nigdy nie podajemy psom środków uspokajających i nie strzyżemy psów, które wykazują objawy choroby. Pełna pielęgnacja psa średniej wielkości trwa zwykle około dwóch godzin. Prosimy odebrać psa najpóźniej o 18:00; po tej godzinie naliczamy opłatę za spóźniony odbiór w wysokości 1 dolara za minutę.",
            ),
        ],
        bad=[
            Slip(0, [("We never sedate dogs", "We rarely sedate dogs")], "negation"),
            Slip(2, [("pobieramy 50% ceny", "pobieramy 25% ceny")], "number"),
            Slip(1, [("typically takes approximately two hours", "takes two hours")], "hedge"),
        ],
    ),
    Case(
        key="en-lost-property",
        source="If you have lost an item in Westbridge, check the council's lost-property register at westbridge.gov.uk/lost before contacting the police. Police stations only accept found items that are dangerous or valuable, such as passports, bank cards or jewellery worth more than £100. Found bank cards should be cut in half and returned to the issuing bank, not handed in. Items are kept for 28 days; if no owner comes forward, the finder may be allowed to claim the item. To collect an item, you must bring photo ID and, where possible, proof of ownership. Lost passports must be reported to HM Passport Office online.",
        good=[
            Good(
                "preserve",
                "Lost something in Westbridge? Before you contact the police, look at the council's lost-property register at westbridge.gov.uk/lost. Police stations take in found items only if they are dangerous or valuable – for example passports, bank cards, or jewellery worth over £100. If you find a bank card, you should cut it in half and return it to the bank that issued it instead of handing it in. Items are held for 28 days. If the owner doesn't come forward, the finder may be allowed to keep the item. To pick up an item, you have to bring photo ID and, if you can, proof that it belongs to you. You must report a lost passport to HM Passport Office online.",
            ),
            Good(
                "preserve",
                "Anyone who loses an item in Westbridge should first check the council's lost-property register at westbridge.gov.uk/lost, and only then contact the police. Stations accept found property only if it is dangerous or valuable – passports, bank cards or jewellery worth more than £100, for example. Bank cards, however, should not be handed in: finders should cut them in half and return them to the issuing bank. Property is held for 28 days, after which, if the owner has not come forward, the finder may be allowed to claim it. Owners collecting an item must bring photo ID and, where possible, proof of ownership. Lost passports must be reported online to HM Passport Office.",
            ),
            Good(
                "pl",
                "Jeśli zgubiłeś coś w Westbridge, zanim skontaktujesz się z policją, sprawdź rejestr rzeczy znalezionych prowadzony przez radę miasta: westbridge.gov.uk/lost. Komisariaty przyjmują wyłącznie znalezione przedmioty niebezpieczne lub wartościowe, takie jak paszporty, karty bankowe czy biżuteria o wartości powyżej 100 funtów. Znalezione karty bankowe powinno się przeciąć na pół i zwrócić do banku, który je wydał, zamiast oddawać je na policję. Przedmioty są przechowywane przez 28 dni; jeżeli właściciel się nie zgłosi, znalazca może otrzymać prawo do zatrzymania rzeczy. Aby odebrać przedmiot, musisz przynieść dokument tożsamości ze zdjęciem oraz, w miarę możliwości, dowód własności. Utratę paszportu trzeba zgłosić do HM Passport Office przez internet.",
            ),
        ],
        bad=[
            Slip(0, [("westbridge.gov.uk/lost", "westbridge.gov.uk/found")], "url"),
            Slip(
                2,
                [
                    (
                        "Przedmioty są przechowywane przez 28 dni;",
                        "Przedmioty są przechowywane przez 28 dni w komisariacie przy Market Street;",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("Owners collecting an item must bring", "Owners collecting an item may bring")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-climbing-induction",
        source="All new climbers at Summit Wall must complete a 45-minute induction before using the walls, even if they have climbed elsewhere. The induction costs £12 and covers harness checks, belaying and safe falling. Under-14s cannot climb without a supervising adult, and under-18s need a consent form signed by a parent. You must not boulder above the blue line without a spotter, and chalk balls are recommended instead of loose chalk. Staff may withdraw your climbing privileges if you ignore safety instructions. Inductions run every day at 10:00, 14:00 and 18:00; booking at summitwall.co.uk/induction is required.",
        good=[
            Good(
                "preserve",
                "New to Summit Wall? Before you can use the walls, you'll need to do our 45-minute induction – even if you've climbed at other centres. It costs £12 and covers checking your harness, belaying and how to fall safely. Climbers under 14 can only climb with a supervising adult, and anyone under 18 needs a consent form signed by a parent. Bouldering above the blue line without a spotter isn't allowed, and we recommend chalk balls rather than loose chalk. If you ignore safety instructions, staff may take away your climbing privileges. Inductions take place daily at 10 a.m., 2 p.m. and 6 p.m., and you have to book at summitwall.co.uk/induction.",
            ),
            Good(
                "preserve",
                "Summit Wall: a 45-minute induction (£12) is mandatory for all new climbers, including those with experience at other walls, and covers harness checks, belaying and safe falling. Under-14s may climb only under adult supervision; under-18s require a parental consent form. Bouldering above the blue line without a spotter is prohibited. Chalk balls are recommended in place of loose chalk. Climbing privileges may be withdrawn from anyone who disregards safety instructions. Inductions: daily at 10:00, 14:00 and 18:00; prior booking at summitwall.co.uk/induction is required.",
            ),
            Good(
                "pl",
                "Każda nowa osoba wspinająca się w Summit Wall musi przed skorzystaniem ze ścian przejść 45-minutowe szkolenie wprowadzające, nawet jeśli wspinała się już gdzie indziej. Szkolenie kosztuje 12 funtów i obejmuje sprawdzanie uprzęży, asekurację oraz bezpieczne odpadanie. Dzieci poniżej 14 lat nie mogą się wspinać bez opiekuna, a osoby poniżej 18 lat potrzebują zgody podpisanej przez rodzica. Nie wolno wspinać się w bulderowni powyżej niebieskiej linii bez osoby asekurującej; zaleca się używanie kulek z magnezją zamiast sypkiej magnezji. Obsługa może odebrać prawo do wspinania osobie, która ignoruje polecenia dotyczące bezpieczeństwa. Szkolenia odbywają się codziennie o 10:00, 14:00 i 18:00; obowiązuje rezerwacja na stronie summitwall.co.uk/induction.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "without a spotter is prohibited.",
                        "without a spotter is discouraged.",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Szkolenie kosztuje 12 funtów i obejmuje",
                        "Szkolenie kosztuje 12 funtów, zawiera wypożyczenie butów i obejmuje",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "even if you've climbed at other centres",
                        "unless you've climbed at other centres",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-python-changelog",
        source="## httpkit 3.0.0 (2025-02-18)\n\n**Breaking changes**\n\n- Python 3.8 is no longer supported; the minimum version is now 3.9.\n- `Client.get()` no longer follows redirects by default. Pass `follow_redirects=True` to restore the old behaviour.\n- The deprecated `httpkit.compat` module has been removed.\n\n**Fixes**\n\n- Connection pools are now closed correctly on exit (#1432).\n\nUpgrading is recommended for all users, but you should test your code first, as roughly 15% of downstream projects are likely to need changes.",
        good=[
            Good(
                "preserve",
                "## httpkit 3.0.0 – released 18 February 2025\n\n**Breaking changes**\n\n- Python 3.8 is not supported any more. You now need Python 3.9 or newer.\n- By default, `Client.get()` does not follow redirects any more. To get the old behaviour back, pass `follow_redirects=True`.\n- We have removed the deprecated `httpkit.compat` module.\n\n**Fixes**\n\n- Connection pools now close properly when the program exits (#1432).\n\nWe recommend that everyone upgrades, but you should test your code first: about 15% of downstream projects will probably need changes.",
            ),
            Good(
                "preserve",
                "## httpkit 3.0.0 (18 Feb 2025)\n\n**Breaking changes**\n\n- Dropped support for Python 3.8; the minimum is 3.9.\n- `Client.get()` no longer follows redirects by default – use `follow_redirects=True` for the old behaviour.\n- Removed the deprecated `httpkit.compat` module.\n\n**Fixes**\n\n- Connection pools now close correctly on exit (#1432).\n\nUpgrade recommended for all users; you should test first, since roughly 15% of downstream projects are likely to need changes.",
            ),
            Good(
                "pl",
                "## httpkit 3.0.0 (18.02.2025)\n\n**Zmiany niekompatybilne wstecz**\n\n- Python 3.8 nie jest już obsługiwany; minimalna wersja to teraz 3.9.\n- `Client.get()` domyślnie nie podąża już za przekierowaniami. Aby przywrócić poprzednie działanie, przekaż `follow_redirects=True`.\n- Usunięto przestarzały moduł `httpkit.compat`.\n\n**Poprawki**\n\n- Pule połączeń są teraz poprawnie zamykane przy wyjściu z programu (#1432).\n\nAktualizacja jest zalecana dla wszystkich użytkowników, ale najpierw powinieneś przetestować swój kod, ponieważ około 15% projektów zależnych prawdopodobnie będzie wymagać zmian.",
            ),
        ],
        bad=[
            Slip(1, [("`follow_redirects=True`", "`allow_redirects=True`")], "code"),
            Slip(2, [("(18.02.2025)", "(18.03.2025)")], "date"),
            Slip(
                0,
                [
                    ("**Breaking changes**\n\n- Python", "Breaking changes: Python"),
                    ("or newer.\n- By default", "or newer. By default"),
                    ("`follow_redirects=True`.\n- We", "`follow_redirects=True`. We"),
                    ("module.\n\n**Fixes**\n\n- Connection", "module. Fixes: connection"),
                ],
                "markdown",
            ),
        ],
    ),
    Case(
        key="en-conference-registration",
        source="Registration for the 14th European Conference on Computational Linguistics Education (ECCLE 2025) opens on 3 March 2025. Early-bird fees of €320 for regular participants and €180 for students apply until 15 April; after that, fees rise to €420 and €240. At least one author of each accepted paper must register by 30 April, or the paper will not appear in the proceedings. Student registrations require proof of status, uploaded as a PDF. Cancellations received before 1 June are refunded minus a €50 handling fee. Questions should be sent to registration@eccle2025.eu.",
        good=[
            Good(
                "preserve",
                "You can register for ECCLE 2025, the 14th European Conference on Computational Linguistics Education, from 3 March 2025. Until 15 April, the early-bird fee is €320 for regular participants and €180 for students. After that date, you will pay €420 and €240. For every accepted paper, at least one author has to register by 30 April; if nobody does, the paper will be left out of the proceedings. Students must upload proof of their status as a PDF. If you cancel before 1 June, you get your money back minus a €50 handling fee. Please send questions to registration@eccle2025.eu.",
            ),
            Good(
                "preserve",
                "Registration for the 14th European Conference on Computational Linguistics Education (ECCLE 2025) will open on 3 March 2025. Reduced early-bird fees – €320 for regular participants and €180 for students – are available until 15 April, after which the fees will increase to €420 and €240 respectively. Each accepted paper must be registered by at least one of its authors no later than 30 April; papers without a registered author will be excluded from the proceedings. Student registration is conditional on the submission of proof of student status in PDF format. Cancellations received prior to 1 June will be refunded, less a handling fee of €50. Enquiries should be addressed to registration@eccle2025.eu.",
            ),
            Good(
                "pl",
                "Rejestracja na 14. Europejską Konferencję Dydaktyki Lingwistyki Komputerowej (ECCLE 2025) rusza 3 marca 2025 r. Do 15 kwietnia obowiązują niższe opłaty: 320 euro dla uczestników regularnych i 180 euro dla studentów; później wzrosną one do 420 i 240 euro. Co najmniej jeden autor każdego przyjętego artykułu musi się zarejestrować do 30 kwietnia – w przeciwnym razie artykuł nie zostanie opublikowany w materiałach konferencyjnych. Przy rejestracji studenckiej wymagane jest potwierdzenie statusu studenta przesłane w formacie PDF. W przypadku rezygnacji zgłoszonej przed 1 czerwca zwracamy opłatę pomniejszoną o 50 euro kosztów manipulacyjnych. Pytania prosimy kierować na adres registration@eccle2025.eu.",
            ),
        ],
        bad=[
            Slip(2, [("zarejestrować do 30 kwietnia", "zarejestrować do 30 maja")], "date"),
            Slip(0, [("registration@eccle2025.eu", "register@eccle2025.eu")], "url"),
            Slip(1, [("€180 for students", "€150 for students")], "number"),
        ],
    ),
    Case(
        key="en-bird-reserve",
        source="Marshfield Bird Reserve is open to visitors from 1 August to 31 March. Between 1 April and 31 July the reed-bed trails are closed to protect nesting bitterns, and access is allowed only on the raised boardwalk. Dogs are not permitted at any time, including on leads. Visitors should keep at least 50 metres from the heron colony and must not use drones anywhere on the reserve. Numbers of wintering geese have probably fallen by around a fifth since 2019 (Hale & Morton, 2024), though counts vary widely between years. Guided walks run on Sundays at 9 a.m. and cost £6; book at marshfieldbirds.org/walks.",
        good=[
            Good(
                "preserve",
                "You can visit Marshfield Bird Reserve from 1 August to 31 March. From 1 April to 31 July, the reed-bed trails are shut so that nesting bitterns are protected, and you can only walk on the raised boardwalk. Dogs are never allowed, not even on a lead. You should stay at least 50 metres away from the heron colony, and you must not fly drones anywhere on the reserve. The number of geese spending the winter here has probably dropped by about a fifth since 2019 (Hale & Morton, 2024), although counts differ a lot from year to year. Guided walks take place every Sunday at 9 a.m. and cost £6. Book at marshfieldbirds.org/walks.",
            ),
            Good(
                "preserve",
                "Wintering geese at Marshfield Bird Reserve have probably declined by roughly 20% since 2019 (Hale & Morton, 2024), although the counts fluctuate considerably from year to year. The reserve welcomes visitors between 1 August and 31 March. From 1 April to 31 July its reed-bed trails are closed to protect nesting bitterns, leaving the raised boardwalk as the only permitted route. Dogs are banned all year round, even on leads; visitors should keep at least 50 metres from the heron colony, and flying drones is forbidden across the whole reserve. Sunday guided walks start at 9 a.m. and cost £6; places can be booked at marshfieldbirds.org/walks.",
            ),
            Good(
                "pl",
                "Rezerwat ptaków Marshfield jest otwarty dla zwiedzających od 1 sierpnia do 31 marca. Od 1 kwietnia do 31 lipca ścieżki w trzcinowiskach są zamknięte, aby chronić gniazdujące bąki, a poruszać się można wyłącznie po podwyższonej kładce. Psy nie są wpuszczane przez cały rok, także na smyczy. Zwiedzający powinni trzymać się co najmniej 50 metrów od kolonii czapli i nie mogą używać dronów na całym terenie rezerwatu. Liczba zimujących gęsi od 2019 roku prawdopodobnie spadła o około jedną piątą (Hale i Morton, 2024), choć wyniki liczeń bardzo się różnią w poszczególnych latach. Spacery z przewodnikiem odbywają się w niedziele o 9:00 i kosztują 6 funtów; zapisy na stronie marshfieldbirds.org/walks.",
            ),
        ],
        bad=[
            Slip(2, [("Od 1 kwietnia do 31 lipca", "Od 1 maja do 31 lipca")], "date"),
            Slip(0, [("(Hale & Morton, 2024)", "(Hale & Morton, 2022)")], "citation"),
            Slip(
                1,
                [
                    (
                        "Dogs are banned all year round, even on leads;",
                        "Dogs are welcome all year round if kept on leads;",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-cemetery-rules",
        source="St Anne's Cemetery is open daily from 8 a.m. to 6 p.m. (until 8 p.m. between April and September). Plot holders may place flowers, wreaths and one small vase on each grave, but glass containers are not allowed because of the risk to maintenance staff. Artificial flowers will be removed after 30 days. No structure, kerb or fence may be added to a grave without written permission from the Bereavement Services office under Rule 14 of the Cemetery Regulations. Grass is cut roughly every two weeks from March to October. For enquiries, call 01632 960 418.",
        good=[
            Good(
                "preserve",
                "St Anne's Cemetery opens every day at 8 a.m. and closes at 6 p.m., or at 8 p.m. from April to September. If you hold a plot, you can put flowers, wreaths and one small vase on each grave. Glass containers are not allowed, because they put maintenance staff at risk. We remove artificial flowers after 30 days. Under Rule 14 of the Cemetery Regulations, you need written permission from the Bereavement Services office before adding any structure, kerb or fence to a grave. From March to October, the grass is cut about once every two weeks. For enquiries, phone 01632 960 418.",
            ),
            Good(
                "preserve",
                "Opening hours of St Anne's Cemetery are 08:00–18:00 daily, extended to 20:00 between April and September. Plot holders are permitted to place flowers, wreaths and a single small vase on each grave; glass containers are prohibited owing to the risk they pose to maintenance staff. Artificial flowers are removed after a period of 30 days. In accordance with Rule 14 of the Cemetery Regulations, no structure, kerb or fence may be installed on a grave without the written permission of the Bereavement Services office. Between March and October, grass is cut at intervals of approximately two weeks. Enquiries: 01632 960 418.",
            ),
            Good(
                "pl",
                "Cmentarz św. Anny jest otwarty codziennie od 8:00 do 18:00 (od kwietnia do września do 20:00). Dysponenci grobów mogą składać na każdym grobie kwiaty, wieńce i jeden mały wazon, ale pojemniki szklane są niedozwolone ze względu na zagrożenie dla pracowników utrzymujących cmentarz. Sztuczne kwiaty są usuwane po 30 dniach. Zgodnie z punktem 14 regulaminu cmentarza bez pisemnej zgody biura obsługi pochówków nie wolno dodawać do grobu żadnych konstrukcji, obrzeży ani ogrodzeń. Od marca do października trawa jest koszona mniej więcej co dwa tygodnie. Informacje: tel. 01632 960 418.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "We remove artificial flowers after 30 days.",
                        "We remove artificial flowers after 60 days.",
                    )
                ],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "ale pojemniki szklane są niedozwolone",
                        "ale pojemników szklanych lepiej unikać",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("at intervals of approximately two weeks", "at intervals of two weeks")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-community-choir",
        source="Membership of the Eastfield Community Choir is open to anyone aged 16 or over; no audition is needed and you do not have to read music. Rehearsals take place every Tuesday from 7:30 to 9:30 p.m. at St Mark's Hall during term time. The annual subscription is £120, payable in three instalments, and concessions of 50% are available for students and people on benefits. Members are expected to attend at least 80% of rehearsals before a concert in order to perform in it. New members can attend two free taster sessions. Contact the membership secretary at join@eastfieldchoir.org.uk.",
        good=[
            Good(
                "preserve",
                "Anyone aged 16 or over can join the Eastfield Community Choir – there's no audition, and you don't need to be able to read music. During term time we rehearse every Tuesday, 7:30–9:30 p.m., at St Mark's Hall. Membership is £120 a year, which you can pay in three instalments, and students and people on benefits get 50% off. To sing in a concert, you're expected to have come to at least 80% of the rehearsals before it. If you're new, you can try two taster sessions for free. Get in touch with our membership secretary at join@eastfieldchoir.org.uk.",
            ),
            Good(
                "preserve",
                "Eastfield Community Choir: open to all aged 16+, no audition, no need to read music. Rehearsals: Tuesdays, 19:30–21:30, St Mark's Hall (term time). Annual subscription £120, payable in three instalments; 50% concession for students and people on benefits. To perform in a concert, members are expected to attend at least 80% of the rehearsals before it. Two free taster sessions for new members. Membership secretary: join@eastfieldchoir.org.uk.",
            ),
            Good(
                "pl",
                "Do chóru Eastfield Community Choir może należeć każdy, kto ukończył 16 lat; nie ma przesłuchań i nie trzeba znać nut. W trakcie roku szkolnego próby odbywają się w każdy wtorek od 19:30 do 21:30 w St Mark's Hall. Roczna składka wynosi 120 funtów i można ją zapłacić w trzech ratach, a studenci oraz osoby pobierające zasiłki mają 50% zniżki. Aby wystąpić w koncercie, członek chóru powinien uczestniczyć w co najmniej 80% poprzedzających go prób. Nowe osoby mogą wziąć udział w dwóch bezpłatnych próbach zapoznawczych. Kontakt z sekretarzem ds. członkostwa: join@eastfieldchoir.org.uk.",
            ),
        ],
        bad=[
            Slip(0, [("there's no audition", "there's a short audition")], "negation"),
            Slip(
                1, [("at least 80% of the rehearsals", "at least 60% of the rehearsals")], "number"
            ),
            Slip(2, [("join@eastfieldchoir.org.uk", "join@eastfieldchoir.co.uk")], "url"),
        ],
    ),
    Case(
        key="en-ev-charging-prices",
        source="From 1 July 2025, charging at VoltPoint rapid chargers costs 69p per kWh, and ultra-rapid (150 kW) sessions cost 79p per kWh. Members of the VoltPoint Plus subscription, which costs £7.99 a month, pay 20% less. An overstay fee of 50p per minute applies if a vehicle remains connected more than 10 minutes after charging has finished. Drivers must not leave non-electric vehicles in charging bays. A typical 10–80% charge probably takes around 30 minutes, but this depends on the vehicle and the weather. Prices include VAT at 20%.",
        good=[
            Good(
                "preserve",
                "Starting 1 July 2025, VoltPoint rapid chargers will cost 69p for each kWh, and ultra-rapid (150 kW) charging will cost 79p per kWh. If you have a VoltPoint Plus subscription, which costs £7.99 a month, you pay 20% less. If your car stays plugged in for more than 10 minutes after it has finished charging, you'll pay an overstay fee of 50p per minute. Cars that aren't electric must not be left in charging bays. Charging from 10% to 80% will probably take around 30 minutes in a typical case, but that depends on your car and the weather. Prices include 20% VAT.",
            ),
            Good(
                "preserve",
                "VoltPoint is changing its prices: from 1 July 2025, rapid charging will cost 69p per kWh and ultra-rapid 150 kW sessions 79p per kWh, including 20% VAT. Subscribers to VoltPoint Plus, at £7.99 a month, will get a 20% discount. Drivers who leave their car plugged in for more than 10 minutes after charging ends will face an overstay fee of 50p per minute, and leaving a non-electric vehicle in a charging bay is prohibited. According to the company, a typical charge from 10% to 80% probably takes about 30 minutes, depending on the vehicle and the weather.",
            ),
            Good(
                "pl",
                "Od 1 lipca 2025 r. ładowanie na szybkich ładowarkach VoltPoint kosztuje 69 pensów za kWh, a sesje ultraszybkie (150 kW) – 79 pensów za kWh. Abonenci VoltPoint Plus, za który płaci się 7,99 funta miesięcznie, płacą o 20% mniej. Jeśli pojazd pozostaje podłączony dłużej niż 10 minut po zakończeniu ładowania, naliczana jest opłata za postój w wysokości 50 pensów za minutę. Kierowcy nie mogą zostawiać pojazdów nieelektrycznych na stanowiskach ładowania. Typowe ładowanie od 10% do 80% trwa prawdopodobnie około 30 minut, ale zależy to od pojazdu i pogody. Ceny zawierają 20% VAT.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("will probably take around 30 minutes", "will take 30 minutes")],
                "hedge",
            ),
            Slip(2, [("Od 1 lipca 2025 r.", "Od 1 czerwca 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "leaving a non-electric vehicle in a charging bay is prohibited",
                        "leaving a non-electric vehicle in a charging bay is discouraged",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-ferry-cancellation",
        source="If Northsea Ferries cancels a sailing or it is delayed by more than 90 minutes, you can choose between a full refund and re-routing at no extra cost, as set out in Article 18 of Regulation (EU) No 1177/2010. Where a delay of over 90 minutes is announced, we must also offer snacks and refreshments. Compensation of 25% of the ticket price is due for delays of 1–2 hours on crossings of up to 4 hours. No compensation is payable if the cancellation was caused by weather conditions that endangered safe operation. Claims must be made within two months at northseaferries.com/claims.",
        good=[
            Good(
                "preserve",
                "When Northsea Ferries cancels a sailing or it is more than 90 minutes late, you can pick either a full refund or re-routing at no extra cost. This is set out in Article 18 of Regulation (EU) No 1177/2010. If a delay of more than 90 minutes is announced, we also have to give you snacks and refreshments. On crossings of up to 4 hours, a delay of 1–2 hours entitles you to compensation of 25% of the ticket price. You get no compensation if the cancellation was caused by weather that made it unsafe to sail. You must send your claim within two months at northseaferries.com/claims.",
            ),
            Good(
                "preserve",
                "In the event that Northsea Ferries cancels a sailing or a sailing is delayed by more than 90 minutes, passengers are entitled to choose between full reimbursement and re-routing at no additional cost, pursuant to Article 18 of Regulation (EU) No 1177/2010. Where a delay exceeding 90 minutes is announced, the carrier is further obliged to offer snacks and refreshments. For crossings of up to 4 hours, a delay of between 1 and 2 hours gives rise to compensation amounting to 25% of the ticket price. Compensation is not payable where the cancellation resulted from weather conditions endangering the safe operation of the vessel. Claims must be submitted within two months via northseaferries.com/claims.",
            ),
            Good(
                "pl",
                "Jeśli Northsea Ferries odwoła rejs lub jego opóźnienie przekroczy 90 minut, możesz wybrać pełny zwrot kosztów albo zmianę trasy bez dodatkowych opłat – zgodnie z art. 18 rozporządzenia (UE) nr 1177/2010. Gdy zapowiedziane opóźnienie przekracza 90 minut, musimy też zapewnić przekąski i napoje. Przy przeprawach trwających do 4 godzin za opóźnienie wynoszące od 1 do 2 godzin należy się odszkodowanie w wysokości 25% ceny biletu. Odszkodowanie nie przysługuje, jeśli odwołanie rejsu było spowodowane warunkami pogodowymi zagrażającymi bezpiecznej żegludze. Roszczenia trzeba zgłosić w ciągu dwóch miesięcy na stronie northseaferries.com/claims.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Regulation (EU) No 1177/2010", "Regulation (EU) No 1177/2011")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "musimy też zapewnić przekąski i napoje.",
                        "musimy też zapewnić przekąski, napoje i bon na posiłek o wartości 15 funtów.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("compensation amounting to 25% of", "compensation amounting to 50% of")],
                "number",
            ),
        ],
    ),
    Case(
        key="en-sauna-rules",
        source="# Sauna rules\n\nPlease read before entering:\n\n- **No swimwear with metal fastenings** – use a towel to sit on at all times.\n- Sessions should not exceed 15 minutes; take a cool shower between rounds.\n- Children under 16 are not admitted.\n- Do not pour water on the stones; staff adjust the humidity every 30 minutes.\n\nThe sauna is closed on Mondays from 6 a.m. to 11 a.m. for cleaning. People with heart conditions should consult a doctor first, as high temperatures may cause dizziness.",
        good=[
            Good(
                "preserve",
                "# Sauna rules\n\nRead these before you go in:\n\n- **No swimwear with metal fastenings.** Always sit on a towel.\n- You shouldn't stay in for longer than 15 minutes at a time; take a cool shower between rounds.\n- Children under 16 are not allowed in.\n- Don't pour water on the stones – staff adjust the humidity every 30 minutes.\n\nOn Mondays the sauna is closed for cleaning from 6 a.m. until 11 a.m. If you have a heart condition, you should talk to a doctor first, because high temperatures may make you dizzy.",
            ),
            Good(
                "preserve",
                "# Sauna regulations\n\nUsers are asked to read the following before entering:\n\n- **Swimwear with metal fastenings is not permitted.** A towel must be used for sitting at all times.\n- Individual sessions should not exceed 15 minutes, and a cool shower should be taken between rounds.\n- Children under 16 are not admitted.\n- Pouring water on the stones is not permitted; humidity is adjusted by staff every 30 minutes.\n\nThe sauna is closed for cleaning on Mondays between 06:00 and 11:00. Persons with heart conditions should seek medical advice beforehand, as high temperatures may cause dizziness.",
            ),
            Good(
                "pl",
                "# Regulamin sauny\n\nPrzed wejściem prosimy o zapoznanie się z zasadami:\n\n- **Zakaz strojów kąpielowych z metalowymi elementami** – zawsze siadaj na ręczniku.\n- Jedno wejście nie powinno trwać dłużej niż 15 minut; między kolejnymi wejściami weź chłodny prysznic.\n- Dzieci poniżej 16 lat nie mają wstępu.\n- Nie polewaj kamieni wodą; obsługa reguluje wilgotność co 30 minut.\n\nW poniedziałki sauna jest zamknięta od 6:00 do 11:00 z powodu sprzątania. Osoby z chorobami serca powinny najpierw skonsultować się z lekarzem, ponieważ wysoka temperatura może powodować zawroty głowy.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    ("# Regulamin sauny\n\n", "Regulamin sauny. "),
                    (":\n\n- **Zakaz", ": zakaz"),
                    ("elementami** –", "elementami –"),
                    ("ręczniku.\n- Jedno", "ręczniku. Jedno"),
                    ("prysznic.\n- Dzieci", "prysznic. Dzieci"),
                    ("wstępu.\n- Nie polewaj", "wstępu. Nie polewaj"),
                ],
                "markdown",
            ),
            Slip(
                0,
                [
                    (
                        "Children under 16 are not allowed in.",
                        "Children under 16 are allowed in with an adult.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("on Mondays between 06:00", "on Tuesdays between 06:00")], "date"),
        ],
    ),
    Case(
        key="en-jury-duty",
        source="If you receive a jury summons, you must reply within 7 days, even if you think you are not eligible. Jury service usually lasts 10 working days, but you may be asked to stay longer if a trial overruns. You can ask to defer your service once, to a date within 12 months, under Section 9A of the Juries Act 1974. Your employer does not have to pay you while you are on jury service, but you can claim up to £64.95 a day for loss of earnings for the first 10 days. You must not discuss the case with anyone outside the jury. For help, call the Jury Central Summoning Bureau on 0300 456 1024.",
        good=[
            Good(
                "preserve",
                "Got a jury summons? You have to reply within 7 days – even if you believe you're not eligible. Jury service normally lasts 10 working days, although you may be asked to stay on if a trial runs longer than planned. Under Section 9A of the Juries Act 1974, you can ask once to postpone your service to a date within the next 12 months. Your employer isn't required to pay you during jury service, but for the first 10 days you can claim up to £64.95 a day for lost earnings. You must not talk about the case with anyone who isn't on the jury. If you need help, ring the Jury Central Summoning Bureau on 0300 456 1024.",
            ),
            Good(
                "preserve",
                "Recipients of a jury summons are required to respond within 7 days, irrespective of whether they consider themselves eligible. Jury service typically lasts 10 working days; jurors may, however, be requested to remain for longer should a trial overrun. Pursuant to Section 9A of the Juries Act 1974, a juror may apply on one occasion to defer service to a date within 12 months. Employers are under no obligation to pay employees during jury service; jurors may, however, claim up to £64.95 per day for loss of earnings during the first 10 days. Jurors are prohibited from discussing the case with anyone outside the jury. Assistance is available from the Jury Central Summoning Bureau on 0300 456 1024.",
            ),
            Good(
                "pl",
                "Jeśli otrzymasz wezwanie do udziału w ławie przysięgłych, musisz na nie odpowiedzieć w ciągu 7 dni, nawet jeśli uważasz, że nie spełniasz warunków. Służba zwykle trwa 10 dni roboczych, ale możesz zostać poproszony o pozostanie dłużej, jeśli proces się przedłuży. Zgodnie z sekcją 9A ustawy o ławach przysięgłych z 1974 r. (Juries Act 1974) możesz raz wnioskować o przesunięcie służby na termin w ciągu 12 miesięcy. Pracodawca nie ma obowiązku płacić ci w czasie służby, ale przez pierwsze 10 dni możesz ubiegać się o zwrot utraconych zarobków w wysokości do 64,95 funta dziennie. Nie wolno ci rozmawiać o sprawie z nikim spoza ławy przysięgłych. W razie pytań zadzwoń do Jury Central Summoning Bureau pod numer 0300 456 1024.",
            ),
        ],
        bad=[
            Slip(2, [("sekcją 9A", "sekcją 9")], "legal_reference"),
            Slip(1, [("up to £64.95 per day", "up to £84.95 per day")], "number"),
            Slip(
                0,
                [("You have to reply within 7 days", "You have to reply within 10 days")],
                "number",
            ),
        ],
    ),
    Case(
        key="en-library-makerspace",
        source="The Makerspace at Greenhill Public Library is free for library members aged 14 and over. Before using the laser cutter (`LC-02`) or the 3D printers (`P3D-01` to `P3D-04`), you must complete a one-hour safety session, held on the first Saturday of each month at 11 a.m. Bookings are limited to 2 hours per person per day and can be made at greenhill-library.org/makerspace. Filament is provided free for prints under 100 g; larger prints cost 5p per gram. Never leave the laser cutter running unattended. Materials containing PVC must not be cut, as they release toxic gas.",
        good=[
            Good(
                "preserve",
                "Library members who are 14 or older can use the Makerspace at Greenhill Public Library for free. You have to complete a one-hour safety session before you use the laser cutter (`LC-02`) or the 3D printers (`P3D-01` to `P3D-04`). These sessions take place at 11 a.m. on the first Saturday of every month. Each person can book a maximum of 2 hours a day at greenhill-library.org/makerspace. Filament is free for prints that weigh less than 100 g; bigger prints cost 5p per gram. Never leave the laser cutter running without someone watching it. You must not cut anything containing PVC, because it gives off toxic gas.",
            ),
            Good(
                "preserve",
                "Greenhill Public Library Makerspace: free for members aged 14+. The laser cutter (`LC-02`) and 3D printers (`P3D-01` to `P3D-04`) may only be used after a one-hour safety session – first Saturday of each month, 11:00. Bookings: max. 2 hours per person per day, at greenhill-library.org/makerspace. Filament free for prints under 100 g; larger prints 5p per gram. The laser cutter must never be left running unattended. Cutting materials containing PVC is prohibited (toxic gas).",
            ),
            Good(
                "pl",
                "Pracownia Makerspace w Bibliotece Publicznej Greenhill jest bezpłatna dla czytelników w wieku od 14 lat. Przed skorzystaniem z wycinarki laserowej (`LC-02`) lub drukarek 3D (`P3D-01` do `P3D-04`) trzeba ukończyć godzinne szkolenie z bezpieczeństwa, które odbywa się w pierwszą sobotę każdego miesiąca o 11:00. Jedna osoba może zarezerwować maksymalnie 2 godziny dziennie na stronie greenhill-library.org/makerspace. Filament jest bezpłatny przy wydrukach poniżej 100 g; większe wydruki kosztują 5 pensów za gram. Nigdy nie zostawiaj pracującej wycinarki laserowej bez nadzoru. Nie wolno ciąć materiałów zawierających PVC, ponieważ wydzielają toksyczny gaz.",
            ),
        ],
        bad=[
            Slip(1, [("laser cutter (`LC-02`)", "laser cutter (`LC-20`)")], "code"),
            Slip(
                0,
                [
                    (
                        "You have to complete a one-hour safety session",
                        "We recommend completing a one-hour safety session",
                    )
                ],
                "modality",
            ),
            Slip(2, [("`P3D-01` do `P3D-04`", "`P3D-01` do `P3D-06`")], "code"),
        ],
    ),
    Case(
        key="en-used-car-warranty",
        source="Every used car sold by Hallam Motors comes with a 6-month warranty covering the engine, gearbox and electrical system, with claims capped at £2,500. Wear-and-tear items such as tyres, brake pads and wiper blades are not covered. To keep the warranty valid, the car must be serviced at the intervals set by the manufacturer. Your statutory rights under Section 9 of the Consumer Rights Act 2015 are not affected: within the first 30 days you may reject a faulty car for a full refund. Claims should be reported within 7 days of the fault appearing, by calling 0114 496 0732.",
        good=[
            Good(
                "preserve",
                "All used cars from Hallam Motors come with a 6-month warranty. It covers the engine, the gearbox and the electrical system, and claims are capped at £2,500. Parts that wear out, such as tyres, brake pads and wiper blades, are not covered. For the warranty to stay valid, you must have the car serviced as often as the manufacturer specifies. This doesn't affect your legal rights under Section 9 of the Consumer Rights Act 2015: during the first 30 days, you can reject a faulty car and get all your money back. You should report a fault within 7 days of it appearing by calling 0114 496 0732.",
            ),
            Good(
                "preserve",
                "Each used vehicle sold by Hallam Motors is supplied with a six-month warranty covering the engine, gearbox and electrical system, subject to a claim limit of £2,500. Components subject to wear and tear, including tyres, brake pads and wiper blades, are excluded from cover. The warranty remains valid only if the vehicle is serviced at the intervals specified by the manufacturer. This warranty does not affect your statutory rights under Section 9 of the Consumer Rights Act 2015, including the right to reject a faulty vehicle for a full refund within the first 30 days. Claims should be notified within 7 days of the fault appearing by telephone on 0114 496 0732.",
            ),
            Good(
                "pl",
                "Każdy używany samochód sprzedawany przez Hallam Motors ma 6-miesięczną gwarancję obejmującą silnik, skrzynię biegów i instalację elektryczną, przy czym limit roszczeń wynosi 2500 funtów. Gwarancja nie obejmuje elementów eksploatacyjnych, takich jak opony, klocki hamulcowe i pióra wycieraczek. Aby gwarancja zachowała ważność, samochód musi być serwisowany w odstępach określonych przez producenta. Nie narusza to ustawowych praw wynikających z sekcji 9 ustawy Consumer Rights Act 2015: w ciągu pierwszych 30 dni możesz odrzucić wadliwy samochód i otrzymać pełny zwrot pieniędzy. Usterkę powinno się zgłosić w ciągu 7 dni od jej wystąpienia pod numerem 0114 496 0732.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Section 9 of the Consumer Rights Act 2015",
                        "Section 19 of the Consumer Rights Act 2015",
                    )
                ],
                "legal_reference",
            ),
            Slip(2, [("ma 6-miesięczną gwarancję", "ma 12-miesięczną gwarancję")], "number"),
            Slip(
                1,
                [
                    (
                        "The warranty remains valid only if the vehicle is serviced",
                        "The warranty remains valid even if the vehicle is not serviced",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-cooking-class",
        source="Our Thai street food class runs on Saturdays from 10:00 to 13:30 and costs $95 per person, including all ingredients and lunch. Classes are limited to 12 participants, so booking at least a week ahead is recommended. Please tell us about any allergies when you book; we can adapt most recipes, but we cannot guarantee a nut-free kitchen. Children aged 12–15 may join if accompanied by a paying adult. Bookings cancelled more than 72 hours before the class are refunded in full; later cancellations are not refunded, but you may send someone in your place. Gift vouchers are valid for 12 months.",
        good=[
            Good(
                "preserve",
                "Join our Thai street food class on a Saturday, 10 a.m. to 1:30 p.m.! It's $95 per person, and that includes all the ingredients plus lunch. There are only 12 places per class, so we recommend booking at least a week in advance. Let us know about any allergies when you book – we can adapt most recipes, but we can't guarantee the kitchen is nut-free. Children aged 12 to 15 are welcome as long as they come with a paying adult. If you cancel more than 72 hours before the class, you'll get a full refund; if you cancel later, you won't get your money back, but you can send someone else instead. Gift vouchers are valid for 12 months.",
            ),
            Good(
                "preserve",
                "Thai street food class: Saturdays, 10:00–13:30, $95 per person (ingredients and lunch included). Max. 12 participants – booking at least one week ahead is recommended. Please state any allergies when booking; most recipes can be adapted, but a nut-free kitchen cannot be guaranteed. Ages 12–15 may attend with a paying adult. Full refund for cancellations more than 72 hours before the class; no refund after that, though you may send a substitute. Gift vouchers: valid for 12 months.",
            ),
            Good(
                "pl",
                "Nasze zajęcia z tajskiego street foodu odbywają się w soboty od 10:00 do 13:30 i kosztują 95 dolarów od osoby, w tym wszystkie składniki i obiad. Grupa liczy maksymalnie 12 osób, dlatego zalecamy rezerwację z co najmniej tygodniowym wyprzedzeniem. Przy rezerwacji prosimy o informację o alergiach; większość przepisów możemy dostosować, ale nie możemy zagwarantować, że w kuchni nie ma orzechów. Dzieci w wieku 12–15 lat mogą uczestniczyć w zajęciach pod opieką płacącej osoby dorosłej. Przy rezygnacji na więcej niż 72 godziny przed zajęciami zwracamy całą kwotę; przy późniejszej rezygnacji pieniądze nie są zwracane, ale możesz przysłać kogoś na swoje miejsce. Bony podarunkowe są ważne 12 miesięcy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "but we can't guarantee the kitchen is nut-free",
                        "and we guarantee the kitchen is nut-free",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "booking at least one week ahead is recommended",
                        "booking at least one week ahead is required",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "w tym wszystkie składniki i obiad",
                        "w tym wszystkie składniki, obiad i fartuch do zabrania do domu",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-art-competition",
        source="The Harbourside Young Artists Competition 2025 is open to residents of Harbourside aged 11 to 18. Each entrant may submit one original work, no larger than A2, in any two-dimensional medium. Entries must be submitted online at harbourside.gov.uk/art by 5 p.m. on 28 February 2025; late entries will not be accepted. Works generated with AI tools are not eligible. Three winners will each receive a £250 art-supplies voucher, and shortlisted works will be exhibited at the Town Hall from 10 to 24 April. By entering, participants agree that their work may be reproduced in council publications.",
        good=[
            Good(
                "preserve",
                "Young people aged 11 to 18 who live in Harbourside can enter the Harbourside Young Artists Competition 2025. You can send in one original piece of work, no bigger than A2, in any flat (two-dimensional) medium. Submit it online at harbourside.gov.uk/art by 5 p.m. on 28 February 2025 – entries sent later will not be accepted. Works made with AI tools cannot be entered. There will be three winners, and each of them will get a £250 voucher for art supplies. The shortlisted works will be on show at the Town Hall from 10 to 24 April. If you enter, you agree that the council may reproduce your work in its publications.",
            ),
            Good(
                "preserve",
                "Harbourside residents aged between 11 and 18 are invited to take part in the Harbourside Young Artists Competition 2025. Entries must be submitted online at harbourside.gov.uk/art, and each entrant may submit a single original two-dimensional work in any medium, up to A2 in size. The deadline is 5 p.m. on 28 February 2025, and no late entries will be accepted. Works created using AI tools are not eligible. Three winners will each receive an art-supplies voucher worth £250, while shortlisted pieces will go on display at the Town Hall between 10 and 24 April. By entering, participants agree that their work may be reproduced in council publications.",
            ),
            Good(
                "pl",
                "Konkurs Harbourside Young Artists Competition 2025 jest otwarty dla mieszkańców Harbourside w wieku od 11 do 18 lat. Każdy uczestnik może zgłosić jedną oryginalną pracę w dowolnej technice płaskiej (dwuwymiarowej), nie większą niż format A2. Prace należy przesłać przez internet na stronie harbourside.gov.uk/art do 28 lutego 2025 r., godz. 17:00; zgłoszenia spóźnione nie będą przyjmowane. Prace wygenerowane za pomocą narzędzi AI nie mogą brać udziału w konkursie. Trzech zwycięzców otrzyma bony o wartości 250 funtów każdy na zakup materiałów plastycznych, a prace z krótkiej listy zostaną wystawione w ratuszu od 10 do 24 kwietnia. Zgłaszając pracę, uczestnicy zgadzają się na jej reprodukowanie w publikacjach miejskich.",
            ),
        ],
        bad=[
            Slip(1, [("between 10 and 24 April", "between 10 and 24 May")], "date"),
            Slip(
                2,
                [
                    (
                        "Prace wygenerowane za pomocą narzędzi AI nie mogą brać udziału w konkursie.",
                        "Prace wygenerowane za pomocą narzędzi AI również mogą brać udział w konkursie.",
                    )
                ],
                "negation",
            ),
            Bad(
                "pl",
                "The Harbourside Young Artists Competition 2025 is open to Harbourside residents aged 11 to 18. Each participant may enter one original two-dimensional work in any medium, no larger than A2. Entries must be sent online via harbourside.gov.uk/art by 5 p.m. on 28 February 2025; late entries will not be accepted. Works generated with AI tools are not eligible. Three winners will each get a £250 voucher for art supplies, and shortlisted works will be exhibited at the Town Hall from 10 to 24 April. By entering, participants agree that their work may be reproduced in council publications.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-hiking-permit",
        source="A permit is required for all overnight trips in the Granite Peaks Wilderness from 15 May to 15 October. Permits cost $10 per person per night and can be reserved up to 90 days in advance at recreation.example.gov/granite-peaks. Day hikers do not need a permit, but they are asked to register at the trailhead kiosk. Group size is limited to 8 people. Campfires are prohibited above 9,000 feet; below that elevation, they are allowed only in existing fire rings. Black bears are present, so food should be stored in an approved canister. Rangers estimate that about 60% of permits for July weekends are booked within the first week.",
        good=[
            Good(
                "preserve",
                "From 15 May to 15 October, you need a permit for any overnight trip in the Granite Peaks Wilderness. A permit costs $10 per person for each night, and you can reserve it up to 90 days ahead at recreation.example.gov/granite-peaks. If you're only hiking for the day, you don't need a permit, but please sign in at the kiosk at the trailhead. Groups can have no more than 8 people. You can't light a campfire above 9,000 feet. Below that height, fires are allowed only in fire rings that are already there. There are black bears in the area, so you should keep your food in an approved canister. Rangers estimate that about 60% of July weekend permits are booked in the first week.",
            ),
            Good(
                "preserve",
                "Granite Peaks Wilderness, 15 May–15 October: permit required for all overnight trips – $10 per person per night, reservable up to 90 days ahead at recreation.example.gov/granite-peaks. No permit needed for day hikes; day hikers are asked to register at the trailhead kiosk. Max. group size: 8. No campfires above 9,000 ft; below that, only in existing fire rings. Black bears present – food should be stored in approved canisters. Rangers estimate that about 60% of July weekend permits go within the first week.",
            ),
            Good(
                "pl",
                "W okresie od 15 maja do 15 października na każdy wyjazd z noclegiem na obszarze Granite Peaks Wilderness wymagane jest zezwolenie. Kosztuje ono 10 dolarów za osobę za noc i można je zarezerwować do 90 dni wcześniej na stronie recreation.example.gov/granite-peaks. Osoby wędrujące tylko w ciągu dnia nie potrzebują zezwolenia, ale prosimy je o wpisanie się do rejestru w budce na początku szlaku. Grupa może liczyć maksymalnie 8 osób. Powyżej 9000 stóp rozpalanie ognisk jest zabronione; niżej można je palić tylko w istniejących kręgach ogniskowych. Na tym terenie żyją niedźwiedzie czarne, dlatego żywność powinno się przechowywać w atestowanym pojemniku. Strażnicy szacują, że około 60% zezwoleń na lipcowe weekendy jest rezerwowanych w pierwszym tygodniu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("recreation.example.gov/granite-peaks", "recreation.example.gov/granite-peak")],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "Rangers estimate that about 60% of July weekend permits go",
                        "60% of July weekend permits go",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Grupa może liczyć maksymalnie 8 osób.",
                        "Grupa może liczyć maksymalnie 8 osób, a psy muszą być prowadzone na smyczy.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-rooftop-solar",
        source="## Before you install rooftop solar\n\n- Check whether your roof can carry the extra load of about **15–20 kg per square metre**.\n- In most cases planning permission is not needed, but it is required for listed buildings and in conservation areas if panels face the road.\n- The installer must be MCS-certified, otherwise you will not be eligible for the Smart Export Guarantee.\n\nA typical 4 kWp system costs around £7,000 and will probably pay for itself in 9 to 12 years (Energy Saving Trust, 2024). Panels should face south, ideally at an angle of 30–40 degrees. Your installer has to notify the distribution network operator within 28 days of installation.",
        good=[
            Good(
                "preserve",
                "## Before you put solar panels on your roof\n\n- Check that your roof can take the extra weight: about **15–20 kg for every square metre**.\n- You usually don't need planning permission. You do need it, though, for a listed building, or in a conservation area if the panels face the road.\n- Your installer has to be MCS-certified. If they aren't, you won't be able to get the Smart Export Guarantee.\n\nA typical 4 kWp system costs about £7,000 and is likely to pay for itself in 9–12 years (Energy Saving Trust, 2024). The panels should face south, ideally tilted at 30 to 40 degrees. Within 28 days of installation, your installer must tell the distribution network operator.",
            ),
            Good(
                "preserve",
                "## Planning a rooftop solar installation\n\n- First, check whether the roof can bear an additional load of roughly **15–20 kg per square metre**.\n- Planning permission is not required in most cases, except for listed buildings and, where panels face the road, in conservation areas.\n- Installers must be MCS-certified – without that, households will not qualify for the Smart Export Guarantee.\n\nA typical 4 kWp system costs about £7,000 and will probably recoup its cost within 9 to 12 years (Energy Saving Trust, 2024). Panels should face south, ideally at 30–40 degrees. The installer is obliged to notify the distribution network operator no later than 28 days after installation.",
            ),
            Good(
                "pl",
                "## Zanim zamontujesz panele fotowoltaiczne na dachu\n\n- Sprawdź, czy dach udźwignie dodatkowe obciążenie wynoszące około **15–20 kg na metr kwadratowy**.\n- W większości przypadków pozwolenie na budowę nie jest potrzebne, ale jest wymagane w przypadku budynków zabytkowych oraz na obszarach chronionych, jeśli panele są zwrócone w stronę drogi.\n- Instalator musi mieć certyfikat MCS – w przeciwnym razie nie będziesz mieć prawa do Smart Export Guarantee.\n\nTypowa instalacja o mocy 4 kWp kosztuje około 7000 funtów i prawdopodobnie zwróci się w ciągu 9–12 lat (Energy Saving Trust, 2024). Panele powinny być skierowane na południe, najlepiej pod kątem 30–40 stopni. Instalator ma obowiązek powiadomić operatora sieci dystrybucyjnej w ciągu 28 dni od montażu.",
            ),
        ],
        bad=[
            Slip(2, [("i prawdopodobnie zwróci się", "i zwróci się")], "hedge"),
            Slip(1, [("(Energy Saving Trust, 2024)", "(Energy Saving Trust, 2021)")], "citation"),
            Slip(
                0,
                [
                    (
                        "## Before you put solar panels on your roof\n\n- Check",
                        "Before you put solar panels on your roof, check",
                    ),
                    (
                        "**15–20 kg for every square metre**.\n- You",
                        "15–20 kg for every square metre. You",
                    ),
                    ("face the road.\n- Your", "face the road. Your"),
                ],
                "markdown",
            ),
        ],
    ),
    Case(
        key="en-night-shift-naps",
        source="In a randomised trial of 186 night-shift nurses, a 30-minute nap taken between 2 a.m. and 4 a.m. reduced self-reported fatigue by 22% compared with no nap. Reaction times improved modestly, consistent with earlier laboratory findings (Ruggiero & Redeker, 2014). However, the nap did not significantly affect medication errors, contrary to the results reported by Smith et al. (2019). Effects may be smaller in older staff, although the subgroup was too small for firm conclusions. The authors suggest that hospitals should consider scheduled naps, but they do not recommend naps longer than 40 minutes because of sleep inertia.",
        good=[
            Good(
                "preserve",
                "Researchers ran a randomised trial with 186 nurses who work night shifts. Nurses who took a 30-minute nap between 2 a.m. and 4 a.m. reported 22% less fatigue than nurses who did not nap. Their reaction times got a little better, which matches earlier lab findings (Ruggiero & Redeker, 2014). But the nap made no significant difference to medication errors – unlike the results reported by Smith et al. (2019). The effects may be smaller in older staff, but there were too few of them in the study to draw firm conclusions. The authors suggest hospitals should consider planned naps. However, they do not recommend naps of more than 40 minutes, because of sleep inertia.",
            ),
            Good(
                "preserve",
                "A randomised trial involving 186 night-shift nurses found that a 30-minute nap between 02:00 and 04:00 reduced self-reported fatigue by 22% relative to no nap. A modest improvement in reaction times was observed, in line with earlier laboratory findings (Ruggiero & Redeker, 2014). No significant effect on medication errors was found, in contrast to Smith et al. (2019). Effects may be smaller among older staff; however, the subgroup was too small to support firm conclusions. The authors suggest that hospitals should consider scheduled naps, while not recommending naps exceeding 40 minutes owing to sleep inertia.",
            ),
            Good(
                "pl",
                "W randomizowanym badaniu z udziałem 186 pielęgniarek i pielęgniarzy pracujących na nocnych zmianach 30-minutowa drzemka między 2:00 a 4:00 zmniejszyła deklarowane zmęczenie o 22% w porównaniu z brakiem drzemki. Czas reakcji nieznacznie się poprawił, co jest zgodne z wcześniejszymi wynikami badań laboratoryjnych (Ruggiero i Redeker, 2014). Drzemka nie wpłynęła jednak istotnie na liczbę błędów w podawaniu leków, wbrew wynikom, które przedstawili Smith i in. (2019). Efekty mogą być mniejsze u starszych pracowników, choć ta podgrupa była zbyt mała, by wyciągać jednoznaczne wnioski. Autorzy sugerują, że szpitale powinny rozważyć planowe drzemki, ale nie zalecają drzemek dłuższych niż 40 minut ze względu na inercję senną.",
            ),
        ],
        bad=[
            Slip(0, [("(Ruggiero & Redeker, 2014)", "(Ruggiero & Redeker, 2016)")], "citation"),
            Slip(2, [("Smith i in. (2019)", "Smith i in. (2021)")], "citation"),
            Slip(
                1,
                [
                    (
                        "Effects may be smaller among older staff",
                        "Effects are smaller among older staff",
                    )
                ],
                "hedge",
            ),
        ],
    ),
]
