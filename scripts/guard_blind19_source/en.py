# ruff: noqa: E501, RUF001
"""Blind set 19: English source passages with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="en-locksmith-callout",
        source="Keyway Locksmiths provides a 24-hour emergency callout service across Leeds and within 15 miles of the city centre. Our standard callout fee is £65 between 8am and 6pm on weekdays and £95 at all other times, including bank holidays; parts are charged separately. We aim to reach you within 45 minutes, although travel times may be longer during peak hours. Before we open any door, you must show proof that you live at the property, such as a utility bill or tenancy agreement. If you cannot provide proof, our technician will refuse the job and the callout fee still applies. Payment is due on completion by card or bank transfer. Call 0113 496 0718 or email help@keywaylocks.co.uk.",
        good=[
            Good(
                "preserve",
                "Keyway Locksmiths runs an emergency callout service 24 hours a day in Leeds and up to 15 miles from the city centre. A callout costs £65 on weekdays between 8am and 6pm, and £95 at any other time, bank holidays included. Parts are extra. We try to get to you within 45 minutes, but at peak times the journey may take longer. You will need to prove you live at the property before we open any door — with a utility bill or tenancy agreement, for example. Without proof, the technician will turn the job down, and you will still pay the callout fee. You pay when the work is finished, by card or bank transfer. Phone 0113 496 0718 or email help@keywaylocks.co.uk.",
            ),
            Good(
                "preserve",
                "Keyway Locksmiths offers a 24-hour emergency callout service throughout Leeds and within a radius of 15 miles from the city centre. The standard callout charge is £65 from 8am to 6pm on weekdays and £95 at all other times, including bank holidays; parts are charged in addition. Our target arrival time is 45 minutes, although journeys may take longer during peak hours. Customers are required to provide proof of residence at the property, such as a utility bill or tenancy agreement, before any door is opened. Where such proof cannot be provided, the technician will decline the job and the callout charge will remain payable. Payment is due upon completion, by card or bank transfer. Enquiries: 0113 496 0718 or help@keywaylocks.co.uk.",
            ),
            Good(
                "pl",
                "Keyway Locksmiths świadczy całodobową usługę awaryjnego otwierania zamków na terenie Leeds oraz w promieniu 15 mil od centrum miasta. Standardowa opłata za dojazd wynosi 65 funtów w dni powszednie w godz. 8:00–18:00 oraz 95 funtów w pozostałych godzinach, także w dni wolne od pracy (bank holidays); części są płatne osobno. Staramy się dotrzeć w ciągu 45 minut, choć w godzinach szczytu dojazd może trwać dłużej. Zanim otworzymy jakiekolwiek drzwi, musisz udokumentować, że mieszkasz pod danym adresem, np. rachunkiem za media lub umową najmu. Jeśli nie możesz przedstawić dowodu, technik odmówi wykonania usługi, a opłata za dojazd i tak zostanie naliczona. Płatność następuje po zakończeniu pracy, kartą lub przelewem. Tel. 0113 496 0718, e-mail help@keywaylocks.co.uk.",
            ),
        ],
        bad=[
            Slip(0, [("£95 at any other time", "£85 at any other time")], "number"),
            Slip(
                1,
                [
                    (
                        "Customers are required to provide proof",
                        "Customers are encouraged to provide proof",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "części są płatne osobno.",
                        "części są płatne osobno, a na wymienione zamki udzielamy 12 miesięcy gwarancji.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-climbing-induction",
        source="All new climbers at Granite Peak Climbing Centre must complete a 90-minute induction before using the walls unsupervised. Inductions cost £18, run every Tuesday and Saturday, and should be booked at least 48 hours ahead. Children under 14 may climb only when a registered adult supervisor is present at the centre. You must not climb on the bouldering walls above another climber or sit on the crash mats. Chalk balls are allowed, but loose chalk is not. Most people usually find that one induction is enough, but staff may ask you to repeat it if they see unsafe practice. Climbing shoes can be hired for £4 a session. The centre is open 10am–10pm daily except 25 December.",
        good=[
            Good(
                "preserve",
                "New to Granite Peak Climbing Centre? Before you climb unsupervised, you'll need to do our 90-minute induction. It's £18, it runs every Tuesday and Saturday, and you should book at least 48 hours in advance. Under-14s can only climb if a registered adult supervisor is at the centre. On the bouldering walls, don't climb above someone else and don't sit on the crash mats. Chalk balls are fine; loose chalk isn't. Most people usually find one induction does the job, but if staff spot unsafe climbing they may ask you to do it again. Need shoes? Hire them for £4 a session. We're open 10am–10pm every day except 25 December.",
            ),
            Good(
                "preserve",
                "Granite Peak Climbing Centre: new climbers must complete a 90-minute induction (£18; Tuesdays and Saturdays; book at least 48 hours ahead) before climbing unsupervised. Under-14s: only while a registered adult supervisor is present at the centre. Bouldering walls: no climbing above another climber, no sitting on crash mats. Chalk balls yes, loose chalk no. For most people one induction is usually enough, but staff may ask for a repeat after unsafe practice. Climbing shoe hire £4 per session. Open daily 10am–10pm, closed 25 December.",
            ),
            Good(
                "pl",
                "Wszyscy nowi wspinacze w Granite Peak Climbing Centre muszą przejść 90-minutowe szkolenie wstępne, zanim zaczną korzystać ze ścian bez nadzoru. Szkolenie kosztuje 18 funtów, odbywa się w każdy wtorek i sobotę i należy je zarezerwować co najmniej 48 godzin wcześniej. Dzieci poniżej 14 lat mogą się wspinać tylko wtedy, gdy w centrum obecny jest zarejestrowany opiekun dorosły. Na ścianach boulderowych nie wolno wspinać się nad innym wspinaczem ani siadać na materacach. Magnezja w woreczkach (chalk balls) jest dozwolona, sypka — nie. Większości osób zwykle wystarcza jedno szkolenie, ale obsługa może poprosić o jego powtórzenie, jeśli zauważy niebezpieczne zachowanie. Buty wspinaczkowe można wypożyczyć za 4 funty za wejście. Centrum jest czynne codziennie w godz. 10:00–22:00, z wyjątkiem 25 grudnia.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Chalk balls yes, loose chalk no.", "Chalk balls and loose chalk both allowed.")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "muszą przejść 90-minutowe szkolenie wstępne",
                        "mogą przejść 90-minutowe szkolenie wstępne",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [("Most people usually find one induction", "Everyone finds one induction")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-coworking-desk",
        source="Hot desk membership at The Mill Coworking, 22 Canal Street, Manchester, costs £180 per month and gives access from 7am to 9pm on weekdays. Members get 4 hours of meeting room time per month; extra hours are £12 each. Desks are not assigned, so you must clear your desk at the end of each day — items left overnight may be removed to lost property. Guests can visit free for up to 2 hours but must sign in at reception. Mail handling is available for an extra £15 per month. Membership renews automatically unless you cancel with one full calendar month's notice. Book a free trial day at themillcowork.co.uk/trial.",
        good=[
            Good(
                "preserve",
                "How much is a hot desk at The Mill Coworking? £180 a month, at 22 Canal Street, Manchester.\nWhen can I use it? Weekdays, 7am to 9pm.\nAre meeting rooms included? Yes, 4 hours a month; any extra hours cost £12 each.\nDo I get my own desk? No — desks aren't assigned, so you must clear yours at the end of every day. Anything left overnight may be taken to lost property.\nCan I bring guests? Yes, free of charge for up to 2 hours, but they must sign in at reception.\nCan you handle my post? Yes, for an extra £15 a month.\nHow do I cancel? Membership renews automatically unless you give one full calendar month's notice.\nCan I try it first? Yes — book a free trial day at themillcowork.co.uk/trial.",
            ),
            Good(
                "preserve",
                "A hot desk at The Mill Coworking, 22 Canal Street, Manchester, is £180 a month and lets you in on weekdays from 7am until 9pm. Each month you get 4 hours in the meeting rooms, and any further hour costs £12. Because nobody has a fixed desk, you have to clear yours at the end of each day; anything left overnight may be moved to lost property. Guests may stay for up to 2 hours at no cost, but they have to sign in at reception. Mail handling costs another £15 a month. Your membership renews automatically unless you cancel with one full calendar month's notice. You can book a free trial day at themillcowork.co.uk/trial.",
            ),
            Good(
                "pl",
                "Członkostwo typu hot desk w The Mill Coworking przy 22 Canal Street w Manchesterze kosztuje 180 funtów miesięcznie i zapewnia dostęp w dni powszednie od 7:00 do 21:00. Członkowie mają do dyspozycji 4 godziny w salach spotkań miesięcznie; każda dodatkowa godzina kosztuje 12 funtów. Biurka nie są przypisane, dlatego na koniec każdego dnia trzeba zwolnić swoje miejsce — rzeczy pozostawione na noc mogą trafić do rzeczy znalezionych. Goście mogą przebywać bezpłatnie do 2 godzin, ale muszą wpisać się w recepcji. Obsługa korespondencji jest dostępna za dodatkowe 15 funtów miesięcznie. Członkostwo odnawia się automatycznie, chyba że wypowiesz je z zachowaniem pełnego miesiąca kalendarzowego wypowiedzenia. Bezpłatny dzień próbny można zarezerwować na themillcowork.co.uk/trial.",
            ),
        ],
        bad=[
            Slip(2, [("kosztuje 12 funtów", "kosztuje 15 funtów")], "number"),
            Slip(0, [("themillcowork.co.uk/trial", "themillcoworking.co.uk/trial")], "url"),
            Slip(
                1,
                [("Because nobody has a fixed desk", "Although everybody has a fixed desk")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-abstract-urban-heat",
        source="Urban heat islands are well documented in large cities (Oke, 1982), but evidence for mid-sized towns remains limited. We installed 36 low-cost temperature loggers across Derby between June and August 2023 and compared night-time readings with a rural reference station 9 km away. Dense residential areas were on average 2.4°C warmer at night than the reference site, while streets with at least 30% tree canopy cover showed a difference of only 1.1°C. These results are consistent with modelling by Ziter et al. (2019), although our sensors were not shielded from radiation and may therefore overestimate daytime temperatures. Tree planting is likely to reduce night-time heat exposure, but it should not be treated as a substitute for building-level measures.",
        good=[
            Good(
                "preserve",
                "While the urban heat island effect has been extensively documented in large cities (Oke, 1982), evidence concerning mid-sized towns remains limited. Between June and August 2023, 36 low-cost temperature loggers were deployed across Derby, and their night-time readings were compared with those of a rural reference station located 9 km away. At night, dense residential areas were on average 2.4°C warmer than the reference site, whereas streets with tree canopy cover of 30% or more differed by only 1.1°C. These findings are consistent with the modelling of Ziter et al. (2019); however, the sensors were not shielded from radiation and may consequently overestimate daytime temperatures. Tree planting is likely to reduce night-time heat exposure, yet it should not be regarded as a substitute for measures at the level of individual buildings.",
            ),
            Good(
                "preserve",
                "Urban heat islands in big cities are well documented (Oke, 1982) — but what about mid-sized towns? There's still not much evidence. So between June and August 2023 we put 36 cheap temperature loggers around Derby and checked their night-time readings against a rural reference station 9 km away. At night, dense residential areas came out 2.4°C warmer on average than the reference site, but on streets with at least 30% tree canopy the gap was just 1.1°C. That fits with the modelling by Ziter et al. (2019). One caveat: our sensors weren't shielded from radiation, so they may overestimate daytime temperatures. Planting trees is likely to cut night-time heat exposure, but it shouldn't be treated as a replacement for measures at building level.",
            ),
            Good(
                "pl",
                "Miejskie wyspy ciepła są dobrze udokumentowane w dużych miastach (Oke, 1982), jednak dane dotyczące miast średniej wielkości wciąż są ograniczone. Od czerwca do sierpnia 2023 r. rozmieściliśmy w Derby 36 tanich rejestratorów temperatury i porównaliśmy ich nocne odczyty ze wskazaniami wiejskiej stacji referencyjnej oddalonej o 9 km. Gęsta zabudowa mieszkaniowa była nocą średnio o 2,4°C cieplejsza niż punkt referencyjny, natomiast na ulicach z co najmniej 30-procentowym pokryciem koronami drzew różnica wynosiła tylko 1,1°C. Wyniki są zgodne z modelowaniem Ziter i in. (2019), choć nasze czujniki nie były osłonięte przed promieniowaniem i mogą w związku z tym zawyżać temperatury dzienne. Sadzenie drzew prawdopodobnie ograniczy narażenie na upał w nocy, ale nie należy traktować go jako zamiennika działań na poziomie budynków.",
            ),
        ],
        bad=[
            Slip(0, [("Ziter et al. (2019)", "Ziter et al. (2016)")], "citation"),
            Slip(2, [("średnio o 2,4°C", "średnio o 4,2°C")], "number"),
            Slip(1, [("Planting trees is likely to cut", "Planting trees will cut")], "hedge"),
        ],
    ),
    Case(
        key="en-cli-release",
        source="## tidyup 3.2.0 — released 3 February 2026\n\n- New `--dry-run` flag shows which files would be deleted without deleting anything.\n- The default retention period is now 30 days (previously 14).\n- Fixed a crash on network drives (issue #4821).\n\n**Breaking change:** the `--force` option has been removed; use `--yes` instead. Python 3.8 is no longer supported, so you must use Python 3.10 or later. Configuration files from version 2.x should still work, but we recommend running `tidyup migrate-config` once. Full notes: https://tidyup.dev/changelog.",
        good=[
            Good(
                "preserve",
                "## tidyup 3.2.0 (3 February 2026)\n\n- `--dry-run`: lists files that would be deleted, deletes nothing.\n- Default retention: 30 days (was 14).\n- Fix: crash on network drives (issue #4821).\n\n**Breaking change:** `--force` removed — use `--yes`. Python 3.8 dropped; Python 3.10+ required. 2.x config files should still work; running `tidyup migrate-config` once is recommended. Full notes: https://tidyup.dev/changelog.",
            ),
            Good(
                "preserve",
                "## tidyup 3.2.0: what changed? (released 3 February 2026)\n\n- **Can I preview a cleanup?** Yes — the new `--dry-run` flag shows which files would be deleted, without deleting any of them.\n- **How long are files kept by default?** 30 days now, up from 14.\n- **Was the network-drive crash fixed?** Yes (issue #4821).\n- **Does `--force` still work?** No. **Breaking change:** it has been removed; use `--yes` instead.\n- **Which Python do I need?** Python 3.10 or later; Python 3.8 is no longer supported.\n- **Will my 2.x config files still work?** They should, but we recommend running `tidyup migrate-config` once.\n- **Where are the full notes?** https://tidyup.dev/changelog",
            ),
            Good(
                "pl",
                "## tidyup 3.2.0 — wydanie z 3 lutego 2026 r.\n\n- Nowa flaga `--dry-run` pokazuje, które pliki zostałyby usunięte, niczego nie usuwając.\n- Domyślny okres przechowywania wynosi teraz 30 dni (wcześniej 14).\n- Naprawiono awarię na dyskach sieciowych (zgłoszenie #4821).\n\n**Zmiana niezgodna wstecz:** opcja `--force` została usunięta; zamiast niej używaj `--yes`. Python 3.8 nie jest już obsługiwany, więc musisz korzystać z Pythona 3.10 lub nowszego. Pliki konfiguracyjne z wersji 2.x powinny nadal działać, ale zalecamy jednorazowe uruchomienie `tidyup migrate-config`. Pełne informacje: https://tidyup.dev/changelog.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("running `tidyup migrate-config` once", "running `tidyup migrate-config once")],
                "markdown",
            ),
            Slip(2, [("(zgłoszenie #4821)", "(zgłoszenie #4812)")], "code"),
            Slip(
                1,
                [
                    (
                        "**Was the network-drive crash fixed?** Yes (issue #4821).",
                        "**Was the network-drive crash fixed?** No, not yet (issue #4821).",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-jury-summons",
        source="You have been summoned for jury service at Bristol Crown Court starting on Monday 9 March 2026 at 9:30am. Jury service normally lasts 10 working days, but you may be asked to stay longer if a trial overruns. You must reply within 7 days of receiving this summons, either online at www.gov.uk/jury-service or by returning the enclosed form. Under section 9 of the Juries Act 1974 you may apply to be excused if you have a good reason, and under section 9A you may ask for your service to be deferred to a date within the next 12 months. You cannot claim for loss of earnings above £64.95 a day for the first 10 days. Failure to attend without good reason can lead to a fine of up to £1,000.",
        good=[
            Good(
                "preserve",
                "You've been summoned to serve on a jury at Bristol Crown Court, starting at 9:30am on Monday 9 March 2026. Jury service normally lasts 10 working days, though you may be asked to stay on if a trial runs over. You must reply within 7 days of getting this summons — online at www.gov.uk/jury-service or by sending back the enclosed form. If you have a good reason, you may apply to be excused under section 9 of the Juries Act 1974, and under section 9A you may ask to defer your service to a date in the next 12 months. For the first 10 days, the most you can claim for lost earnings is £64.95 a day. If you fail to attend without good reason, you can be fined up to £1,000.",
            ),
            Good(
                "preserve",
                "You are hereby summoned to attend for jury service at Bristol Crown Court, commencing at 9:30am on Monday 9 March 2026. Jury service ordinarily lasts 10 working days; however, you may be asked to remain for longer should a trial overrun. A reply is required within 7 days of receipt of this summons, submitted either online at www.gov.uk/jury-service or by returning the enclosed form. Section 9 of the Juries Act 1974 permits you to apply for excusal where you have good reason, and section 9A permits you to request that your service be deferred to a date within the following 12 months. Claims for loss of earnings are limited to £64.95 per day for the first 10 days. Non-attendance without good reason may result in a fine of up to £1,000.",
            ),
            Good(
                "pl",
                "Zostałeś wezwany do pełnienia obowiązków przysięgłego w Sądzie Koronnym w Bristolu (Bristol Crown Court) od poniedziałku 9 marca 2026 r., od godz. 9:30. Służba przysięgłego trwa zwykle 10 dni roboczych, ale jeśli proces się przedłuży, możesz zostać poproszony o pozostanie dłużej. Na to wezwanie musisz odpowiedzieć w ciągu 7 dni od jego otrzymania — przez internet na stronie www.gov.uk/jury-service lub odsyłając załączony formularz. Na podstawie sekcji 9 ustawy Juries Act 1974 możesz wnioskować o zwolnienie, jeśli masz ku temu ważny powód, a na podstawie sekcji 9A — o przesunięcie służby na termin w ciągu najbliższych 12 miesięcy. Z tytułu utraconych zarobków nie możesz żądać więcej niż 64,95 funta dziennie przez pierwsze 10 dni. Niestawiennictwo bez ważnego powodu może skutkować grzywną do 1000 funtów.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Section 9 of the Juries Act 1974", "Section 9 of the Juries Act 1947")],
                "legal_reference",
            ),
            Slip(0, [("Monday 9 March 2026", "Monday 16 March 2026")], "date"),
            Slip(
                2,
                [("musisz odpowiedzieć w ciągu 7 dni", "możesz odpowiedzieć w ciągu 7 dni")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-noise-complaint",
        source="If noise from a neighbouring property is affecting you, first try to speak to your neighbour, as most problems are usually resolved informally. If that does not work, you can report the noise to Eastbrook District Council's Environmental Health team on 01632 960455. We will ask you to keep a noise diary for 14 days. An officer may then visit or install recording equipment. If we find a statutory nuisance under section 79 of the Environmental Protection Act 1990, we must serve an abatement notice under section 80. We do not deal with noise from roads, aircraft or normal everyday living, such as footsteps or doors closing. Please do not contact us about parties happening right now; call the police non-emergency number 101 instead.",
        good=[
            Good(
                "preserve",
                "Noisy neighbours? Start by having a word with them — most problems usually get sorted out that way. If that doesn't work, you can report it to Eastbrook District Council's Environmental Health team on 01632 960455. We'll ask you to keep a noise diary for 14 days, and after that an officer may come round or set up recording equipment. If we find a statutory nuisance under section 79 of the Environmental Protection Act 1990, we have to serve an abatement notice under section 80. Noise from roads, aircraft or ordinary everyday living — footsteps, doors closing and so on — isn't something we deal with. And if there's a party going on right now, please don't call us: ring the police non-emergency number, 101.",
            ),
            Good(
                "preserve",
                "Neighbour noise: talk to your neighbour first — most problems are usually resolved informally. If that fails, report it to Eastbrook District Council Environmental Health, 01632 960455. You'll be asked to keep a noise diary for 14 days; an officer may then visit or install recording equipment. A statutory nuisance found under section 79 of the Environmental Protection Act 1990 means we must serve an abatement notice under section 80. Not covered: noise from roads, aircraft and normal everyday living (e.g. footsteps, doors closing). Party happening now? Don't contact us — call police non-emergency 101.",
            ),
            Good(
                "pl",
                "Jeśli przeszkadza Ci hałas z sąsiedniej nieruchomości, najpierw spróbuj porozmawiać z sąsiadem — większość problemów zwykle udaje się rozwiązać polubownie. Jeśli to nie pomoże, możesz zgłosić hałas zespołowi Environmental Health (ochrony zdrowia środowiskowego) w Eastbrook District Council pod numerem 01632 960455. Poprosimy Cię o prowadzenie dziennika hałasu przez 14 dni. Następnie urzędnik może przyjść na miejsce lub zainstalować sprzęt nagrywający. Jeśli stwierdzimy uciążliwość w rozumieniu sekcji 79 ustawy Environmental Protection Act 1990, musimy wydać nakaz jej usunięcia na podstawie sekcji 80. Nie zajmujemy się hałasem z dróg, samolotów ani odgłosami zwykłego codziennego życia, takimi jak kroki czy zamykanie drzwi. Nie kontaktuj się z nami w sprawie imprez, które trwają właśnie teraz — zadzwoń zamiast tego na niealarmowy numer policji 101.",
            ),
        ],
        bad=[
            Slip(2, [("sekcji 79 ustawy", "sekcji 97 ustawy")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "most problems are usually resolved informally",
                        "all problems are resolved informally",
                    )
                ],
                "hedge",
            ),
            Slip(0, [("isn't something we deal with", "is something we deal with")], "negation"),
        ],
    ),
    Case(
        key="en-cat-sitting",
        source="Whisker Watch offers home visits for cats in Norwich while you are away. A standard 30-minute visit costs £14, and a second visit on the same day costs £10. We need at least 7 days' notice for bookings over Christmas and Easter. Before the first booking we carry out a free meet-and-greet, and you must leave two sets of keys with us. We can give oral medication but cannot give injections. If your cat seems unwell, we will contact you and, if we cannot reach you, take it to your registered vet at your expense. Cancellations made less than 48 hours before the first visit are charged at 50% of the booking. All sitters are DBS-checked and insured.",
        good=[
            Good(
                "preserve",
                "What does Whisker Watch do? We visit cats in their own homes in Norwich while their owners are away.\nHow much is a visit? £14 for a standard 30-minute visit; a second visit on the same day is £10.\nHow far ahead should I book? For Christmas and Easter, give us at least 7 days' notice.\nWhat happens before the first booking? A free meet-and-greet — and you'll need to leave two sets of keys with us.\nCan you give medication? Oral medication, yes; injections, no.\nWhat if my cat seems ill? We'll contact you; if we can't get hold of you, we'll take your cat to your registered vet, at your expense.\nWhat if I cancel? Cancelling less than 48 hours before the first visit costs 50% of the booking.\nAre your sitters vetted? Yes, all are DBS-checked and insured.",
            ),
            Good(
                "preserve",
                "Whisker Watch looks after cats in Norwich by visiting them at home while their owners are away. A standard visit lasts 30 minutes and costs £14; a second visit on the same day is £10. Bookings over Christmas and Easter need a minimum of 7 days' notice. Before your first booking we come for a free meet-and-greet, and you have to give us two sets of keys. We are able to give medication by mouth, but not injections. If your cat looks unwell we will get in touch with you, and if we can't reach you we will take it to your registered vet, with the cost paid by you. If you cancel less than 48 hours before the first visit, you will be charged half the booking. Every sitter is insured and has passed a DBS check.",
            ),
            Good(
                "pl",
                "Whisker Watch oferuje wizyty u kotów w ich domach w Norwich podczas Twojej nieobecności. Standardowa 30-minutowa wizyta kosztuje 14 funtów, a druga wizyta tego samego dnia — 10 funtów. Rezerwacje na Boże Narodzenie i Wielkanoc przyjmujemy z co najmniej 7-dniowym wyprzedzeniem. Przed pierwszą rezerwacją odbywa się bezpłatne spotkanie zapoznawcze, a Ty musisz zostawić nam dwa komplety kluczy. Możemy podawać leki doustne, ale nie robimy zastrzyków. Jeśli kot wygląda na chorego, skontaktujemy się z Tobą, a jeśli nie uda nam się do Ciebie dodzwonić, zawieziemy go do Twojego weterynarza na Twój koszt. Za odwołanie rezerwacji później niż 48 godzin przed pierwszą wizytą pobieramy 50% jej wartości. Wszyscy opiekunowie przeszli weryfikację DBS (niekaralności) i są ubezpieczeni.",
            ),
        ],
        bad=[
            Slip(1, [("less than 48 hours before", "less than 24 hours before")], "number"),
            Slip(
                2,
                [
                    (
                        "Wszyscy opiekunowie przeszli",
                        "Po każdej wizycie wysyłamy zdjęcie kota SMS-em. Wszyscy opiekunowie przeszli",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "and you'll need to leave two sets of keys with us",
                        "and you can leave two sets of keys with us if you like",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-window-cleaning",
        source="ClearView Window Cleaning will clean the outside windows of your home every 4 weeks using a water-fed pole system. The price for a three-bedroom semi-detached house is £22 per visit; conservatory roofs are quoted separately. From 1 April 2026 the price will rise to £24. You do not need to be home, but side gates must be left unlocked on cleaning days. If it is raining heavily, we will usually return within 3 working days. Payment is due within 7 days of each clean, by bank transfer or through our online portal at clearview-clean.co.uk/pay. Please give us at least 2 weeks' notice if you want to cancel. We are fully insured for public liability up to £5 million.",
        good=[
            Good(
                "preserve",
                "ClearView Window Cleaning provides exterior window cleaning for homes at four-weekly intervals, using a water-fed pole system. The charge for a three-bedroom semi-detached house is £22 per visit, with conservatory roofs quoted separately. With effect from 1 April 2026, this charge will increase to £24. Customers are not required to be at home; however, side gates must be left unlocked on cleaning days. In the event of heavy rain, we will usually return within 3 working days. Payment is due within 7 days of each clean, either by bank transfer or via our online portal at clearview-clean.co.uk/pay. Cancellation requires a minimum of 2 weeks' notice. We hold full public liability insurance covering up to £5 million.",
            ),
            Good(
                "preserve",
                "ClearView Window Cleaning will do the outside of your windows every four weeks with a water-fed pole. For a three-bed semi it's £22 a visit, going up to £24 from 1 April 2026 — conservatory roofs get their own quote. You don't have to be in, but the side gates must be unlocked on cleaning day. If it's pouring down, we'll usually be back within 3 working days. Pay within 7 days of each clean, by bank transfer or online at clearview-clean.co.uk/pay. Want to cancel? Just give us at least 2 weeks' notice. And don't worry — we're fully insured for public liability up to £5 million.",
            ),
            Good(
                "pl",
                "ClearView Window Cleaning będzie myć okna Twojego domu od zewnątrz co 4 tygodnie, używając systemu tyczek z podawaniem wody. Cena dla domu bliźniaczego z trzema sypialniami wynosi 22 funty za wizytę; dachy ogrodów zimowych wyceniamy osobno. Od 1 kwietnia 2026 r. cena wzrośnie do 24 funtów. Nie musisz być w domu, ale w dniu mycia boczne furtki muszą pozostać niezamknięte na klucz. Jeśli mocno pada, zwykle wracamy w ciągu 3 dni roboczych. Płatność należy uregulować w ciągu 7 dni od każdego mycia, przelewem lub przez nasz portal internetowy clearview-clean.co.uk/pay. Jeśli chcesz zrezygnować, powiadom nas o tym co najmniej 2 tygodnie wcześniej. Posiadamy pełne ubezpieczenie OC do kwoty 5 milionów funtów.",
            ),
        ],
        bad=[
            Slip(1, [("from 1 April 2026", "from 1 August 2026")], "date"),
            Slip(
                0,
                [
                    (
                        "using a water-fed pole system.",
                        "using a water-fed pole system, and wipes down window sills free of charge.",
                    )
                ],
                "invented_fact",
            ),
            Bad(
                "pl",
                "Every 4 weeks, ClearView Window Cleaning cleans the outside windows of your home with a water-fed pole system. A three-bedroom semi-detached house costs £22 per visit (£24 from 1 April 2026); conservatory roofs are quoted separately. You need not be home, but side gates must be unlocked on cleaning days. After heavy rain we usually come back within 3 working days. Pay within 7 days of each clean by bank transfer or at clearview-clean.co.uk/pay. Cancelling needs at least 2 weeks' notice. Public liability insurance: up to £5 million.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-eye-test",
        source="Free NHS sight tests are available at Brightsight Opticians for children under 16, full-time students under 19, adults aged 60 and over, and people with diabetes or glaucoma. Other adults pay £25 for a standard eye examination, which takes about 25 minutes. We recommend a test every 2 years, or every year if you are over 70. Please bring your current glasses and a list of any medicines you take. If you need eye drops to dilate your pupils, you should not drive for at least 4 hours afterwards, as your vision may be blurred. Appointments can be booked on 0161 496 0231; we are closed on Sundays.",
        good=[
            Good(
                "preserve",
                "Brightsight Opticians — free NHS sight tests for: under-16s, full-time students under 19, adults 60 and over, people with diabetes or glaucoma. Other adults: £25 for a standard eye exam, about 25 minutes. Recommended: a test every 2 years, yearly if you're over 70. Bring your current glasses and a list of any medicines. Had drops to dilate your pupils? Don't drive for at least 4 hours afterwards — vision may be blurred. Book on 0161 496 0231; closed Sundays.",
            ),
            Good(
                "preserve",
                "Who gets a free NHS sight test at Brightsight Opticians? Children under 16, full-time students under 19, adults aged 60 or over, and anyone with diabetes or glaucoma.\nWhat do other adults pay? £25 for a standard eye examination, which lasts roughly 25 minutes.\nHow often should I have my eyes tested? We recommend every 2 years — or every year if you're over 70.\nWhat should I bring? Your current glasses and a list of any medicines you take.\nCan I drive afterwards? If you've had eye drops to dilate your pupils, you shouldn't drive for at least 4 hours, as your vision may be blurred.\nHow do I book? Call 0161 496 0231. We're closed on Sundays.",
            ),
            Good(
                "pl",
                "Bezpłatne badania wzroku w ramach NHS w Brightsight Opticians przysługują dzieciom poniżej 16 lat, osobom uczącym się w trybie dziennym poniżej 19 lat, dorosłym w wieku 60 lat i starszym oraz osobom z cukrzycą lub jaskrą. Pozostali dorośli płacą 25 funtów za standardowe badanie, które trwa około 25 minut. Zalecamy badanie co 2 lata, a w przypadku osób powyżej 70 lat — co roku. Prosimy zabrać obecne okulary i listę przyjmowanych leków. Jeśli potrzebne będą krople rozszerzające źrenice, przez co najmniej 4 godziny po badaniu nie należy prowadzić samochodu, ponieważ widzenie może być nieostre. Wizyty można umawiać pod numerem 0161 496 0231; w niedziele jesteśmy nieczynni.",
            ),
        ],
        bad=[
            Slip(2, [("płacą 25 funtów", "płacą 35 funtów")], "number"),
            Slip(
                0,
                [
                    (
                        "Don't drive for at least 4 hours afterwards",
                        "You may drive, ideally waiting 4 hours afterwards",
                    )
                ],
                "modality",
            ),
            Slip(1, [("as your vision may be blurred", "as your vision will be blurred")], "hedge"),
        ],
    ),
    Case(
        key="en-tv-licence",
        source="You need a TV Licence to watch or record programmes as they are being shown live on any channel or online service, or to download or watch BBC programmes on BBC iPlayer. Under section 363 of the Communications Act 2003, using a television receiver without a licence is an offence, with a maximum fine of £1,000 plus costs. A standard colour licence currently costs £174.50 a year. If you are 75 or over and receive Pension Credit, you may be eligible for a free licence. You do not need a licence to watch on-demand content from other streaming services only. Apply or check your details at www.tvlicensing.co.uk; licences can usually be bought online in about 5 minutes.",
        good=[
            Good(
                "preserve",
                "A TV Licence is needed if you watch or record programmes live, as they are broadcast, on any channel or online service, or if you download or watch BBC programmes on BBC iPlayer. Using a television receiver without a licence is an offence under section 363 of the Communications Act 2003 and can lead to a fine of up to £1,000 plus costs. At the moment a standard colour licence costs £174.50 a year. People aged 75 or over who get Pension Credit may be able to get a free licence. If you only watch on-demand content from other streaming services, you don't need a licence. You can apply or check your details at www.tvlicensing.co.uk, and buying a licence online usually takes about 5 minutes.",
            ),
            Good(
                "preserve",
                "A TV Licence is required in order to watch or record programmes live, as they are broadcast, on any channel or online service, and to download or watch BBC programmes on BBC iPlayer. Section 363 of the Communications Act 2003 makes it an offence to use a television receiver without a licence; the maximum penalty is a fine of £1,000, together with costs. The current fee for a standard colour licence is £174.50 per annum. Persons aged 75 or over in receipt of Pension Credit may be eligible for a free licence. No licence is required where only on-demand content from other streaming services is watched. Applications and checks of licence details may be made at www.tvlicensing.co.uk; a licence can usually be purchased online in approximately 5 minutes.",
            ),
            Good(
                "pl",
                "Licencja telewizyjna (TV Licence) jest potrzebna, aby oglądać lub nagrywać programy nadawane na żywo na dowolnym kanale lub w dowolnym serwisie internetowym, a także aby pobierać lub oglądać programy BBC w serwisie BBC iPlayer. Zgodnie z sekcją 363 ustawy Communications Act 2003 korzystanie z odbiornika telewizyjnego bez licencji jest wykroczeniem zagrożonym grzywną do 1000 funtów plus koszty. Standardowa licencja kolorowa kosztuje obecnie 174,50 funta rocznie. Osoby w wieku 75 lat i starsze, które pobierają Pension Credit, mogą mieć prawo do bezpłatnej licencji. Jeśli oglądasz wyłącznie treści na żądanie z innych serwisów streamingowych, licencja nie jest potrzebna. Wniosek można złożyć lub sprawdzić swoje dane na stronie www.tvlicensing.co.uk; licencję zwykle można kupić online w około 5 minut.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "section 363 of the Communications Act 2003",
                        "section 363 of the Communications Act 2013",
                    )
                ],
                "legal_reference",
            ),
            Slip(2, [("174,50 funta", "179,50 funta")], "number"),
            Slip(1, [("www.tvlicensing.co.uk", "www.tvlicence.co.uk")], "url"),
        ],
    ),
    Case(
        key="en-bat-roost-count",
        source="The Wyre Forest Bat Group is looking for volunteers for its summer roost count. Counts take place at dusk on two evenings, 12 June and 10 July 2026, and last about 90 minutes. Volunteers count bats as they leave the roost, following the emergence survey method described by Collins (2016). No experience is needed, but you must attend the online briefing on 4 June at 7pm. Bat detectors will be provided; you may bring your own. You must not shine torches at roost entrances or handle bats under any circumstances. Under-18s can take part with a parent or guardian. To sign up, email roostcount@wyrebats.org.uk by 28 May.",
        good=[
            Good(
                "preserve",
                "Fancy counting bats? The Wyre Forest Bat Group needs volunteers for this summer's roost count. We'll be out at dusk on two evenings — 12 June and 10 July 2026 — for about an hour and a half each time, counting bats as they leave the roost, using the emergence survey method described by Collins (2016). You don't need any experience, but you do have to join the online briefing on 4 June at 7pm. We'll provide a bat detector, or you can bring your own. Never shine a torch at a roost entrance, and never handle a bat — no exceptions. Under-18s can join in with a parent or guardian. Email roostcount@wyrebats.org.uk by 28 May to sign up.",
            ),
            Good(
                "preserve",
                "Wyre Forest Bat Group — volunteers wanted for the summer roost count. Dates: 12 June and 10 July 2026, at dusk, about 90 minutes each. Method: counting bats leaving the roost, following the emergence survey method of Collins (2016). No experience needed; attending the online briefing on 4 June at 7pm is compulsory. Bat detectors provided (bringing your own is fine). No torches at roost entrances and no handling bats, under any circumstances. Under-18s with a parent or guardian. Sign up by 28 May: roostcount@wyrebats.org.uk.",
            ),
            Good(
                "pl",
                "Grupa Wyre Forest Bat Group szuka wolontariuszy do letniego liczenia nietoperzy w kryjówkach. Liczenia odbędą się o zmierzchu w dwa wieczory, 12 czerwca i 10 lipca 2026 r., i potrwają około 90 minut. Wolontariusze liczą nietoperze wylatujące z kryjówki, stosując metodę obserwacji wylotów opisaną przez Collinsa (2016). Doświadczenie nie jest potrzebne, ale trzeba wziąć udział w szkoleniu online 4 czerwca o 19:00. Zapewniamy detektory nietoperzy; można też przynieść własny. Pod żadnym pozorem nie wolno świecić latarką w wejścia do kryjówek ani dotykać nietoperzy. Osoby poniżej 18 lat mogą wziąć udział z rodzicem lub opiekunem. Aby się zapisać, napisz do 28 maja na adres roostcount@wyrebats.org.uk.",
            ),
        ],
        bad=[
            Slip(1, [("Collins (2016)", "Collins (2012)")], "citation"),
            Slip(2, [("4 czerwca o 19:00", "14 czerwca o 19:00")], "date"),
            Slip(
                0,
                [
                    (
                        "but you do have to join the online briefing",
                        "but you're welcome to join the online briefing",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-guitar-lessons",
        source="Guitar lessons with Sam Okafor are held at Riverside Music Studio, 5 Mill Lane, Bath. Lessons last 45 minutes and cost £32 each, or £150 for a block of 5 paid in advance. Block lessons must be used within 10 weeks and cannot be transferred to another student. I teach acoustic and electric guitar from beginner to Grade 8, for students aged 9 and over. If you cancel with less than 24 hours' notice, the lesson will be charged in full, unless I can fill the slot. Students should bring their own guitar; a practice amp is provided. Most beginners can play simple songs within about 6 weeks. Contact me at sam@okaforguitar.co.uk.",
        good=[
            Good(
                "preserve",
                "Who teaches and where? Sam Okafor, at Riverside Music Studio, 5 Mill Lane, Bath.\nHow long is a lesson and what does it cost? 45 minutes for £32, or £150 for a block of 5 if you pay in advance.\nAre there conditions on blocks? Yes: use them within 10 weeks; they can't be passed on to another student.\nWhat do you teach? Acoustic and electric guitar, beginner to Grade 8, to anyone aged 9 or over.\nWhat if I cancel late? With less than 24 hours' notice you pay for the whole lesson — unless the slot can be filled.\nDo I need my own guitar? Yes, please bring it; a practice amp is provided.\nHow quickly will I progress? Most beginners can play simple songs within about 6 weeks.\nHow do I get in touch? Email sam@okaforguitar.co.uk.",
            ),
            Good(
                "preserve",
                "Sam Okafor gives guitar lessons at Riverside Music Studio, 5 Mill Lane, in Bath. Each lesson is 45 minutes long and costs £32; alternatively, you can pay in advance for a block of 5 lessons for £150. A block has to be used up within 10 weeks and can't be handed over to another student. Sam teaches both acoustic and electric guitar, from beginners up to Grade 8, to students who are at least 9 years old. Cancelling less than 24 hours beforehand means paying the full price of the lesson, unless the slot gets filled. Please bring your own guitar — a practice amp is available. Most beginners are able to play simple songs within roughly 6 weeks. Email: sam@okaforguitar.co.uk.",
            ),
            Good(
                "pl",
                "Lekcje gry na gitarze z Samem Okaforem odbywają się w Riverside Music Studio przy 5 Mill Lane w Bath. Lekcja trwa 45 minut i kosztuje 32 funty, a pakiet 5 lekcji opłacony z góry — 150 funtów. Lekcje z pakietu trzeba wykorzystać w ciągu 10 tygodni i nie można ich przekazać innemu uczniowi. Uczę gry na gitarze akustycznej i elektrycznej, od poziomu początkującego do Grade 8, uczniów w wieku od 9 lat. Jeśli odwołasz lekcję później niż 24 godziny przed jej terminem, zapłacisz za nią w całości, chyba że uda mi się zapełnić ten termin. Uczniowie powinni przynosić własną gitarę; wzmacniacz do ćwiczeń zapewniam. Większość początkujących potrafi zagrać proste piosenki w ciągu około 6 tygodni. Kontakt: sam@okaforguitar.co.uk.",
            ),
        ],
        bad=[
            Slip(0, [("or £150 for a block of 5", "or £150 for a block of 6")], "number"),
            Slip(
                2,
                [("nie można ich przekazać innemu uczniowi", "można je przekazać innemu uczniowi")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "a practice amp is available.",
                        "a practice amp is available, and the first lesson is free.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-self-storage",
        source="# StoreSafe Self Storage — Key Terms\n\n- Units are let on a **minimum term of 4 weeks**; rent is paid every 4 weeks in advance.\n- A deposit equal to 4 weeks' rent is required and is refunded within 14 days of the unit being emptied.\n- You **must not** store food, flammable liquids, gas cylinders or anything illegal.\n- Access is by personal PIN code between 6am and 10pm, 7 days a week.\n- Goods are not insured by us; you must either take out our cover from £2.50 per week or prove you have your own.\n\nIf rent is more than 42 days overdue, we may sell the contents to recover the debt. Full terms: [storesafe.co.uk/terms](https://storesafe.co.uk/terms).",
        good=[
            Good(
                "preserve",
                "# StoreSafe Self Storage — Principal Terms\n\n- Units are let for a **minimum term of 4 weeks**, with rent payable every 4 weeks in advance.\n- A deposit equivalent to 4 weeks' rent is required; it is refunded within 14 days after the unit has been emptied.\n- The storage of food, flammable liquids, gas cylinders or any illegal items is **prohibited**.\n- Access is available 7 days a week, from 6am to 10pm, by means of a personal PIN code.\n- StoreSafe does not insure stored goods. Customers are required either to purchase our cover, priced from £2.50 per week, or to provide evidence of their own insurance.\n\nWhere rent is more than 42 days overdue, StoreSafe may sell the contents in order to recover the debt. Full terms: [storesafe.co.uk/terms](https://storesafe.co.uk/terms).",
            ),
            Good(
                "preserve",
                "# StoreSafe Self Storage — the key stuff\n\n- You rent a unit for **at least 4 weeks**, paying every 4 weeks up front.\n- We ask for a deposit of 4 weeks' rent, and you get it back within 14 days of emptying the unit.\n- Food, flammable liquids, gas cylinders and anything illegal **must not** go in your unit.\n- Get in any day of the week, 6am to 10pm, with your own PIN code.\n- We don't insure your stuff, so you must either take our cover (from £2.50 a week) or show us you've got your own.\n\nFall more than 42 days behind on rent and we may sell what's inside to recover the debt. The full terms are at [storesafe.co.uk/terms](https://storesafe.co.uk/terms).",
            ),
            Good(
                "pl",
                "# StoreSafe Self Storage — najważniejsze warunki\n\n- Boksy wynajmujemy na **minimalny okres 4 tygodni**; czynsz płaci się co 4 tygodnie z góry.\n- Wymagamy kaucji w wysokości czynszu za 4 tygodnie; zwracamy ją w ciągu 14 dni od opróżnienia boksu.\n- **Nie wolno** przechowywać żywności, łatwopalnych cieczy, butli gazowych ani niczego nielegalnego.\n- Dostęp na osobisty kod PIN w godz. 6:00–22:00, 7 dni w tygodniu.\n- Nie ubezpieczamy przechowywanych rzeczy; musisz wykupić nasze ubezpieczenie (od 2,50 funta tygodniowo) albo wykazać, że masz własne.\n\nJeśli zaległość w czynszu przekroczy 42 dni, możemy sprzedać zawartość boksu, aby odzyskać należność. Pełne warunki: [storesafe.co.uk/terms](https://storesafe.co.uk/terms).",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "[storesafe.co.uk/terms](https://storesafe.co.uk/terms).",
                        "[storesafe.co.uk/terms](https://storesafe.co.uk/terms.",
                    )
                ],
                "markdown",
            ),
            Slip(
                0,
                [
                    (
                        "Customers are required either to purchase",
                        "Customers may choose either to purchase",
                    )
                ],
                "modality",
            ),
            Slip(2, [("przekroczy 42 dni", "przekroczy 28 dni")], "number"),
        ],
    ),
    Case(
        key="en-mot-reminder",
        source="Our records show that the MOT certificate for your vehicle, registration KX19 ABD, expires on 14 May 2026. Under section 47 of the Road Traffic Act 1988, it is illegal to drive a car over three years old on the road without a valid MOT, except when driving to a pre-booked test. You can have the test done up to a month minus a day before the expiry date and keep the same renewal date. The maximum fee for a car is £54.85. At Hillside Garage, a test usually takes about 45 minutes, and you are welcome to wait in our lounge. If your vehicle fails, you may be able to get a free partial retest if it is repaired and retested within 10 working days. Book on 01632 960812.",
        good=[
            Good(
                "preserve",
                "Our records: MOT certificate for vehicle KX19 ABD expires 14 May 2026. Driving a car over three years old on the road without a valid MOT is illegal under section 47 of the Road Traffic Act 1988 — except when driving to a pre-booked test. Test up to a month minus a day early and keep the same renewal date. Maximum fee for a car: £54.85. Hillside Garage: test usually about 45 minutes; you're welcome to wait in our lounge. Failed? Repair and retest within 10 working days and you may get a free partial retest. Book: 01632 960812.",
            ),
            Good(
                "preserve",
                "When does my MOT run out? Our records show that the MOT certificate for your vehicle (registration KX19 ABD) expires on 14 May 2026.\nCan I drive without one? Not if your car is over three years old — under section 47 of the Road Traffic Act 1988 that is illegal on the road. The only exception is driving to a pre-booked test.\nHow early can I have the test? Up to a month minus a day before the expiry date, keeping the same renewal date.\nWhat does it cost? The maximum fee for a car is £54.85.\nHow long does it take at Hillside Garage? Usually about 45 minutes, and you're welcome to wait in our lounge.\nWhat if it fails? If the vehicle is repaired and retested within 10 working days, you may be able to get a free partial retest.\nHow do I book? Call 01632 960812.",
            ),
            Good(
                "pl",
                "Z naszych danych wynika, że świadectwo przeglądu MOT Twojego pojazdu o numerze rejestracyjnym KX19 ABD traci ważność 14 maja 2026 r. Zgodnie z sekcją 47 ustawy Road Traffic Act 1988 jazda po drodze samochodem starszym niż trzy lata bez ważnego MOT jest niezgodna z prawem, z wyjątkiem dojazdu na wcześniej umówiony przegląd. Przegląd można wykonać najwcześniej miesiąc minus jeden dzień przed datą wygaśnięcia i zachować dotychczasową datę odnowienia. Maksymalna opłata za samochód osobowy wynosi 54,85 funta. W Hillside Garage przegląd trwa zwykle około 45 minut, a w tym czasie zapraszamy do naszej poczekalni. Jeśli pojazd nie przejdzie przeglądu, a zostanie naprawiony i ponownie zbadany w ciągu 10 dni roboczych, możliwe, że częściowy ponowny przegląd będzie bezpłatny. Rezerwacje: 01632 960812.",
            ),
        ],
        bad=[
            Slip(0, [("expires 14 May 2026", "expires 14 March 2026")], "date"),
            Slip(
                1,
                [("keeping the same renewal date", "without keeping the same renewal date")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "możliwe, że częściowy ponowny przegląd będzie bezpłatny",
                        "częściowy ponowny przegląd będzie bezpłatny",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-school-appeals",
        source="If your child has not been offered a place at a school you applied for, you have the right to appeal. Appeals for Year 7 places starting in September 2026 must be lodged with Northfield County Council by 30 March 2026, using the online form at northfield.gov.uk/admissions-appeals. Hearings are usually held within 40 school days of the deadline. You may bring a friend or adviser to the hearing, and you can submit extra evidence up to 5 working days beforehand. The independent panel's decision is binding on the school and the council. Under the School Admission Appeals Code 2022, you cannot appeal again for the same school in the same school year unless there has been a significant change in your circumstances.",
        good=[
            Good(
                "preserve",
                "You can appeal if your child hasn't been offered a place at a school you applied for. For Year 7 places starting in September 2026, your appeal must reach Northfield County Council by 30 March 2026, sent through the online form at northfield.gov.uk/admissions-appeals. Hearings usually take place within 40 school days of that deadline. At the hearing you may have a friend or adviser with you, and you can send in extra evidence up to 5 working days before it. The school and the council are bound by the independent panel's decision. The School Admission Appeals Code 2022 says you can't appeal again for the same school in the same school year, unless your circumstances have changed significantly.",
            ),
            Good(
                "preserve",
                "Parents whose child has not been offered a place at a school for which they applied are entitled to appeal. Appeals in respect of Year 7 places commencing in September 2026 must be lodged with Northfield County Council no later than 30 March 2026, by means of the online form at northfield.gov.uk/admissions-appeals. Hearings are usually held within 40 school days of the deadline. Appellants may be accompanied at the hearing by a friend or adviser and may submit additional evidence no later than 5 working days before the hearing. The decision of the independent panel is binding on both the school and the council. In accordance with the School Admission Appeals Code 2022, a further appeal for the same school in the same school year is not permitted unless there has been a significant change in the appellant's circumstances.",
            ),
            Good(
                "pl",
                "Jeśli Twoje dziecko nie otrzymało miejsca w szkole, do której składałeś wniosek, masz prawo się odwołać. Odwołania dotyczące miejsc w Year 7 od września 2026 r. należy złożyć w Northfield County Council do 30 marca 2026 r. przez formularz internetowy na stronie northfield.gov.uk/admissions-appeals. Rozprawy odbywają się zwykle w ciągu 40 dni nauki szkolnej od upływu terminu. Na rozprawę możesz przyjść z przyjacielem lub doradcą, a dodatkowe dowody możesz przedłożyć najpóźniej 5 dni roboczych przed nią. Decyzja niezależnego panelu jest wiążąca dla szkoły i rady. Zgodnie z kodeksem School Admission Appeals Code 2022 nie możesz ponownie odwołać się w sprawie tej samej szkoły w tym samym roku szkolnym, chyba że Twoja sytuacja istotnie się zmieniła.",
            ),
        ],
        bad=[
            Slip(2, [("do 30 marca 2026 r.", "do 30 kwietnia 2026 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "must be lodged with Northfield County Council",
                        "should ideally be lodged with Northfield County Council",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "up to 5 working days before it.",
                        "up to 5 working days before it. Interpreters are provided free of charge.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-campsite-booking",
        source="Bookings at Heron Bay Campsite open on 1 February for the season running from 27 March to 31 October 2026. Pitches cost £28 per night for up to 2 adults, with £6 for each extra person; children under 5 stay free. Electric hook-up is an extra £5 per night. Check-in is from 2pm and check-out by 11am. A maximum of 6 people and one vehicle is allowed per pitch. Campfires are not permitted, but raised barbecues can be used. Quiet hours run from 10:30pm to 7am. The site can get muddy after rain, so lower pitches may occasionally be closed. Cancellations made at least 14 days before arrival are refunded in full. Book at heronbaycamping.co.uk.",
        good=[
            Good(
                "preserve",
                "Heron Bay Campsite's 2026 season runs from 27 March to 31 October, and you can book from 1 February at heronbaycamping.co.uk. A pitch is £28 a night for up to 2 adults, plus £6 for every extra person — and under-5s stay free. Want electric hook-up? That's another £5 a night. Check in from 2pm, check out by 11am. Max 6 people and one vehicle per pitch. No campfires, please, but raised barbecues are fine. Keep it quiet between 10:30pm and 7am. After rain the site can get muddy, so now and then lower pitches may be closed. Cancel at least 14 days before you arrive and you'll get a full refund.",
            ),
            Good(
                "preserve",
                "Heron Bay Campsite, season 27 March – 31 October 2026; bookings open 1 February (heronbaycamping.co.uk). Pitch: £28/night for up to 2 adults, £6 per extra person, under-5s free; electric hook-up +£5/night. Check-in from 2pm, check-out by 11am. Max 6 people and 1 vehicle per pitch. No campfires; raised barbecues allowed. Quiet hours 10:30pm–7am. Lower pitches may occasionally close when the site gets muddy after rain. Full refund for cancellations at least 14 days before arrival.",
            ),
            Good(
                "pl",
                "Rezerwacje na polu kempingowym Heron Bay ruszają 1 lutego, a sezon trwa od 27 marca do 31 października 2026 r. Miejsce kosztuje 28 funtów za noc dla maksymalnie 2 dorosłych, za każdą dodatkową osobę dopłaca się 6 funtów; dzieci poniżej 5 lat nocują bezpłatnie. Przyłącze prądu to dodatkowe 5 funtów za noc. Zameldowanie od 14:00, wymeldowanie do 11:00. Na jednym miejscu może przebywać najwyżej 6 osób i jeden pojazd. Ognisk rozpalać nie wolno, ale można korzystać z grilli na podwyższeniu. Cisza nocna obowiązuje od 22:30 do 7:00. Po deszczu na terenie bywa błotniście, więc niżej położone miejsca mogą być czasami zamykane. Rezerwacja odwołana co najmniej 14 dni przed przyjazdem podlega pełnemu zwrotowi. Rezerwacje: heronbaycamping.co.uk.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("Ognisk rozpalać nie wolno, ale", "Ogniska rozpalać wolno, a także")],
                "negation",
            ),
            Slip(1, [("£28/night for up to 2 adults", "£28/night for up to 4 adults")], "number"),
            Slip(
                0,
                [
                    (
                        "so now and then lower pitches may be closed",
                        "so lower pitches will be closed",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-software-licence",
        source="PlanGrid Pro is licensed per named user, not per device. Each licence key, such as PGP-2026-XXXX, can be activated on up to 3 devices belonging to the same user. You may transfer a licence to a new employee once every 90 days through the admin console. Licences must not be shared between users or resold. Annual subscriptions cost £240 per user and renew on the anniversary of purchase unless cancelled at least 30 days in advance. Offline use is possible, but the software must connect to our servers at least once every 14 days to stay activated. Educational institutions may qualify for a 40% discount; contact sales@plangridpro.com with product code EDU-PGP-40.",
        good=[
            Good(
                "preserve",
                "How is PlanGrid Pro licensed? Per named user, not per device.\nOn how many devices can I use my key? Each licence key (for example PGP-2026-XXXX) can be activated on up to 3 devices belonging to the same user.\nCan a licence move to someone else? Yes, to a new employee, once every 90 days, through the admin console.\nCan we share or resell licences? No — licences must not be shared between users or resold.\nWhat does it cost? £240 per user per year. The subscription renews on the anniversary of purchase unless you cancel at least 30 days beforehand.\nDoes it work offline? Yes, but it must connect to our servers at least once every 14 days to stay activated.\nAre there education discounts? Educational institutions may qualify for 40% off — email sales@plangridpro.com quoting product code EDU-PGP-40.",
            ),
            Good(
                "preserve",
                "PlanGrid Pro licences belong to a named user rather than to a device. One licence key — PGP-2026-XXXX, for instance — can be activated on a maximum of 3 devices, all belonging to the same user. Through the admin console you can transfer a licence to a new employee, but no more often than once every 90 days. Sharing licences between users or reselling them is not allowed. An annual subscription is £240 per user and renews on the anniversary of purchase, unless you cancel it at least 30 days before. You can use the software offline, but to stay activated it has to connect to our servers at least once every 14 days. Educational institutions may be eligible for a 40% discount: write to sales@plangridpro.com and quote product code EDU-PGP-40.",
            ),
            Good(
                "pl",
                "PlanGrid Pro jest licencjonowany na imiennego użytkownika, a nie na urządzenie. Każdy klucz licencyjny, np. PGP-2026-XXXX, można aktywować na maksymalnie 3 urządzeniach należących do tego samego użytkownika. Licencję można przenieść na nowego pracownika raz na 90 dni za pośrednictwem konsoli administracyjnej. Licencji nie wolno udostępniać innym użytkownikom ani odsprzedawać. Roczna subskrypcja kosztuje 240 funtów za użytkownika i odnawia się w rocznicę zakupu, chyba że zostanie anulowana co najmniej 30 dni wcześniej. Praca offline jest możliwa, ale oprogramowanie musi łączyć się z naszymi serwerami co najmniej raz na 14 dni, aby pozostać aktywne. Placówki edukacyjne mogą kwalifikować się do 40% zniżki; w tej sprawie należy napisać na sales@plangridpro.com, podając kod produktu EDU-PGP-40.",
            ),
        ],
        bad=[
            Slip(2, [("kod produktu EDU-PGP-40", "kod produktu EDU-PGP-04")], "code"),
            Slip(
                0,
                [
                    (
                        "Yes, but it must connect to our servers",
                        "Yes, but it should ideally connect to our servers",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Sharing licences between users or reselling them is not allowed.",
                        "Sharing licences between users is allowed, but reselling them is not.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-call-for-papers",
        source="The 7th Workshop on Computational Approaches to Historical Language Change (HistLang'26) invites submissions of long papers (up to 8 pages) and short papers (up to 4 pages). Building on the shared task of Schlechtweg et al. (2020), this year we especially welcome work on low-resource languages. Submissions are due on 10 April 2026 (23:59 AoE) via OpenReview at openreview.net/group?id=HistLang26. Reviewing is double-blind, so papers must not include author names. Notifications will be sent by 15 May, and camera-ready versions are due on 1 June. At least one author of each accepted paper must register and present in person in Lisbon. Papers already under review elsewhere will not be considered.",
        good=[
            Good(
                "preserve",
                "Submissions are invited for HistLang'26, the 7th Workshop on Computational Approaches to Historical Language Change, in two categories: long papers of up to 8 pages and short papers of up to 4 pages. Building on the shared task of Schlechtweg et al. (2020), this edition particularly welcomes work on low-resource languages. The submission deadline is 10 April 2026, 23:59 AoE; papers are to be submitted via OpenReview at openreview.net/group?id=HistLang26. As reviewing is double-blind, submissions must not contain author names. Notifications will be issued by 15 May, and camera-ready versions are due on 1 June. For each accepted paper, at least one author is required to register and present in person in Lisbon. Papers currently under review at another venue will not be considered.",
            ),
            Good(
                "preserve",
                "Working on historical language change? HistLang'26 — the 7th Workshop on Computational Approaches to Historical Language Change — wants your papers: long ones (8 pages max) or short ones (4 pages max). We're building on the Schlechtweg et al. (2020) shared task, and this year we'd especially love to see work on low-resource languages. Send your paper through OpenReview at openreview.net/group?id=HistLang26 by 10 April 2026, 23:59 AoE. Reviewing is double-blind, so leave author names off. You'll hear back by 15 May, and camera-ready versions are due on 1 June. If your paper gets in, at least one author has to register and present it in person in Lisbon. Already under review somewhere else? Then we won't consider it.",
            ),
            Good(
                "pl",
                "HistLang'26 — 7. warsztaty Workshop on Computational Approaches to Historical Language Change (obliczeniowe metody badania historycznych zmian językowych) — zaprasza do zgłaszania długich artykułów (do 8 stron) i krótkich artykułów (do 4 stron). Nawiązując do zadania wspólnego Schlechtwega i in. (2020), w tym roku szczególnie zachęcamy do nadsyłania prac dotyczących języków o małych zasobach. Termin zgłoszeń upływa 10 kwietnia 2026 r. (23:59 AoE); prace należy przesyłać przez OpenReview: openreview.net/group?id=HistLang26. Recenzje są podwójnie anonimowe, dlatego artykuły nie mogą zawierać nazwisk autorów. Powiadomienia zostaną wysłane do 15 maja, a wersje ostateczne należy złożyć do 1 czerwca. Co najmniej jeden autor każdego przyjętego artykułu musi się zarejestrować i osobiście wygłosić referat w Lizbonie. Prace recenzowane już w innym miejscu nie będą rozpatrywane.",
            ),
        ],
        bad=[
            Slip(2, [("Schlechtwega i in. (2020)", "Schlechtwega i in. (2022)")], "citation"),
            Slip(
                0,
                [("openreview.net/group?id=HistLang26", "openreview.net/group?id=HistLang2026")],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "camera-ready versions are due on 1 June",
                        "camera-ready versions are due on 1 July",
                    )
                ],
                "date",
            ),
        ],
    ),
    Case(
        key="en-study-recruitment",
        source="Volunteers are needed for a study on how caffeine affects short-term memory, run by the School of Psychology at Northgate University. Healthy adults aged 18–40 who drink no more than 3 cups of coffee a day can take part. The study involves two 75-minute sessions at least one week apart, and participants receive a £30 Amazon voucher. You must not consume caffeine for 12 hours before each session. People who are pregnant, or who take medication for anxiety or heart conditions, cannot take part. You can withdraw at any time without giving a reason. The study has been approved by the university ethics committee (ref. PSY-ETH-2025-118). To register interest, email memorystudy@northgate.ac.uk.",
        good=[
            Good(
                "preserve",
                "Northgate University, School of Psychology: volunteers wanted for a study of how caffeine affects short-term memory. Eligible: healthy adults aged 18–40 drinking no more than 3 cups of coffee a day. Not eligible: pregnant people; anyone taking medication for anxiety or heart conditions. Two 75-minute sessions, at least a week apart; £30 Amazon voucher. No caffeine for 12 hours before each session. Withdraw at any time, no reason needed. Approved by the university ethics committee (ref. PSY-ETH-2025-118). Register interest: memorystudy@northgate.ac.uk.",
            ),
            Good(
                "preserve",
                "What is the study about? How caffeine affects short-term memory. It is run by the School of Psychology at Northgate University.\nWho can take part? Healthy adults aged 18 to 40 who drink 3 cups of coffee a day or fewer.\nWho can't? Anyone who is pregnant or takes medication for anxiety or a heart condition.\nWhat's involved? Two sessions of 75 minutes each, at least a week apart.\nIs there any payment? Yes — a £30 Amazon voucher.\nDo I need to prepare? Yes: you must not have any caffeine for 12 hours before each session.\nCan I drop out? Yes, at any time, and you don't have to say why.\nIs it approved? Yes, by the university ethics committee (ref. PSY-ETH-2025-118).\nHow do I sign up? Email memorystudy@northgate.ac.uk to register your interest.",
            ),
            Good(
                "pl",
                "Szkoła Psychologii Uniwersytetu Northgate szuka ochotników do badania wpływu kofeiny na pamięć krótkotrwałą. Wziąć udział mogą zdrowe osoby dorosłe w wieku 18–40 lat, które piją nie więcej niż 3 filiżanki kawy dziennie. Badanie obejmuje dwie 75-minutowe sesje w odstępie co najmniej tygodnia, a uczestnicy otrzymują bon Amazon o wartości 30 funtów. Przez 12 godzin przed każdą sesją nie wolno spożywać kofeiny. W badaniu nie mogą uczestniczyć osoby w ciąży ani osoby przyjmujące leki na stany lękowe lub choroby serca. Z udziału można zrezygnować w każdej chwili bez podawania przyczyny. Badanie zostało zatwierdzone przez uczelnianą komisję etyczną (nr PSY-ETH-2025-118). Chęć udziału można zgłosić, pisząc na adres memorystudy@northgate.ac.uk.",
            ),
        ],
        bad=[
            Slip(1, [("(ref. PSY-ETH-2025-118)", "(ref. PSY-ETH-2025-181)")], "code"),
            Slip(
                0,
                [("£30 Amazon voucher.", "£30 Amazon voucher plus travel expenses.")],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Z udziału można zrezygnować w każdej chwili bez podawania przyczyny.",
                        "Z udziału można zrezygnować w każdej chwili, ale nie bez podania przyczyny.",
                    )
                ],
                "negation",
            ),
        ],
    ),
]
