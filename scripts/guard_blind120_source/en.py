# ruff: noqa: E501, RUF001
"""English source cases of blind set 120: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-trout-hatchery-weekly-egg-update",
        source=(
            "Hatchery update, week 14. Of the roughly 42,000 rainbow trout eggs laid down in March, about 88% reached the eyed stage, "
            "which is in line with last season. Losses were highest in tray 7, probably because the inflow there dropped below "
            "6 litres per minute for two nights. Staff must check the flow meters on every tray at the start of each shift and log "
            "the readings on the whiteboard. Water temperature should stay between 9 and 11 °C; if it rises above 12 °C, call the "
            "duty manager. We expect first feeding to begin in about three weeks. Visitors are not allowed in the incubation room "
            "until the fry are moved to the outdoor raceways."
        ),
        good=[
            Good(
                "preserve",
                "**Hatchery update – week 14**\n\n"
                "- Eggs: about 88% of the roughly 42,000 rainbow trout eggs laid down in March reached the eyed stage, in line with last season.\n"
                "- Losses: highest in tray 7, probably because inflow there fell below 6 litres per minute on two nights.\n"
                "- Flow checks: staff must check the flow meters on every tray at the start of each shift and record the readings on the whiteboard.\n"
                "- Temperature: should stay between 9 and 11 °C. If it goes above 12 °C, call the duty manager.\n"
                "- Next step: first feeding is expected in about three weeks.\n"
                "- Visitors: not allowed in the incubation room until the fry move to the outdoor raceways.",
            ),
            Good(
                "preserve",
                "Week 14 at the hatchery: around 88% of the approximately 42,000 rainbow trout eggs we laid down in March have reached "
                "the eyed stage, much as they did last season. Tray 7 lost the most, probably because its inflow fell under 6 litres per "
                "minute for two nights. At the start of every shift, staff must check the flow meter on each tray and write "
                "the readings on the whiteboard. The water should be kept between 9 and 11 °C, and if it climbs above 12 °C, call the "
                "duty manager. We expect the fry to start feeding in about three weeks. Until they are moved out to the outdoor "
                "raceways, visitors are not allowed in the incubation room.",
            ),
            Good(
                "pl",
                "Raport z wylęgarni, tydzień 14. Spośród około 42 000 jaj pstrąga tęczowego złożonych do inkubacji w marcu mniej więcej "
                "88% osiągnęło stadium zaoczkowania, co odpowiada wynikom z poprzedniego sezonu. Największe straty odnotowano w tacy 7, "
                "prawdopodobnie dlatego, że przez dwie noce przepływ spadł tam poniżej 6 litrów na minutę. Na początku każdej zmiany "
                "pracownicy muszą sprawdzić przepływomierze na wszystkich tacach i zapisać odczyty na tablicy. Temperatura wody powinna "
                "mieścić się w przedziale 9–11 °C; jeśli przekroczy 12 °C, wezwij kierownika dyżuru. Pierwsze karmienie przewidujemy "
                "za około trzy tygodnie. Zwiedzający nie mają wstępu do inkubatorni, dopóki narybek nie zostanie przeniesiony do "
                "zewnętrznych koryt przepływowych.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("the roughly 42,000 rainbow trout", "the roughly 24,000 rainbow trout")],
                "number",
            ),
            Slip(1, [("probably because its inflow", "because its inflow")], "hedge"),
            Slip(2, [("pracownicy muszą sprawdzić", "pracownicy powinni sprawdzić")], "modality"),
        ],
    ),
    Case(
        key="en-bsl-interpreter-booking-university-policy",
        source=(
            "How to book a sign-language interpreter. Requests for BSL interpreters should be submitted at least 10 working days "
            "before the event through the form at https://access.northvale.ac.uk/interpreters. For lectures that run longer than "
            "90 minutes, two interpreters are assigned so they can swap every 20 minutes. If your event is cancelled less than "
            "48 hours before it starts, the department will still be charged the full fee of £180 per interpreter. Please do not "
            "contact interpreters directly to change times; all changes go through the access team at access@northvale.ac.uk. "
            "Bookings for the autumn term open on Monday 1 September 2025."
        ),
        good=[
            Good(
                "preserve",
                "Booking a BSL interpreter – what you need to know:\n\n"
                "1. You should submit your request at least 10 working days before the event, using the form at https://access.northvale.ac.uk/interpreters.\n"
                "2. If a lecture runs longer than 90 minutes, two interpreters are assigned, so they can swap every 20 minutes.\n"
                "3. If you cancel less than 48 hours before the start, your department is still charged the full fee of £180 per interpreter.\n"
                "4. Please don't contact interpreters directly to change times – every change goes through the access team at access@northvale.ac.uk.\n\n"
                "Autumn-term bookings open on Monday, 1 September 2025.",
            ),
            Good(
                "preserve",
                "Bookings of British Sign Language (BSL) interpreters for the autumn term open on Monday 1 September 2025. Requests "
                "should be submitted no later than 10 working days before the event, via the form at "
                "https://access.northvale.ac.uk/interpreters. Any lecture lasting more than 90 minutes is covered by two interpreters, "
                "who take turns every 20 minutes. Where an event is cancelled less than 48 hours before it begins, the department is "
                "nonetheless charged the full fee of £180 for each interpreter. Please do not contact interpreters directly about time "
                "changes; all such changes are handled by the access team (access@northvale.ac.uk).",
            ),
            Good(
                "pl",
                "Jak zarezerwować tłumacza języka migowego. Wnioski o tłumacza BSL powinny zostać złożone co najmniej 10 dni roboczych "
                "przed wydarzeniem za pomocą formularza na stronie https://access.northvale.ac.uk/interpreters. Na wykłady trwające "
                "dłużej niż 90 minut przydzielamy dwóch tłumaczy, aby mogli zmieniać się co 20 minut. Jeśli wydarzenie zostanie "
                "odwołane na mniej niż 48 godzin przed rozpoczęciem, wydział i tak zapłaci pełną stawkę 180 funtów za każdego tłumacza. "
                "Prosimy nie kontaktować się z tłumaczami bezpośrednio w sprawie zmiany godzin – wszystkie zmiany przechodzą przez "
                "zespół ds. dostępności: access@northvale.ac.uk. Rezerwacje na semestr jesienny ruszają w poniedziałek 1 września 2025 r.",
            ),
        ],
        bad=[
            Slip(0, [("Monday, 1 September 2025", "Monday, 8 September 2025")], "date"),
            Slip(
                1,
                [
                    (
                        "https://access.northvale.ac.uk/interpreters",
                        "https://access.northvale.ac.uk/interpreting",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "Prosimy nie kontaktować się z tłumaczami",
                        "Prosimy kontaktować się z tłumaczami",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-tin-mine-underground-tour-briefing",
        source=(
            "Welcome to the Wheal Jenny underground tour. The guided walk lasts about 75 minutes and covers roughly 800 metres of "
            "19th-century tunnels, reaching a depth of 45 metres below the surface. All visitors must wear the helmet and lamp "
            "provided, and sturdy closed shoes are required. Children under 8 may not join the underground section, but they can "
            "visit the engine house and museum with an adult. The temperature in the mine stays at around 10 °C all year, so bring "
            "a warm layer. Photography is permitted, but flash should not be used near the bat roost in the lower level."
        ),
        good=[
            Good(
                "preserve",
                "Welcome to Wheal Jenny! Your guided underground walk takes about 75 minutes and follows roughly 800 metres of "
                "19th-century tunnels, down to 45 metres below the surface. You must wear the helmet and lamp we provide, and sturdy "
                "closed shoes are required. Children under 8 may not go underground, though they can explore the engine house and "
                "museum with an adult. It stays around 10 °C in the mine all year round, so bring a warm layer. You're welcome to take "
                "photos, but flash should not be used near the bat roost on the lower level.",
            ),
            Good(
                "preserve",
                "Wheal Jenny underground tour – key points\n"
                "- Duration: about 75 minutes, guided.\n"
                "- Route: roughly 800 m of 19th-century tunnels, down to a depth of 45 m.\n"
                "- Equipment: every visitor must wear the helmet and lamp provided; sturdy closed shoes are required.\n"
                "- Age limit: children under 8 may not enter the underground section, but can see the engine house and museum with an adult.\n"
                "- Temperature: around 10 °C all year – bring a warm layer.\n"
                "- Photography: permitted, but flash should not be used near the bat roost on the lower level.",
            ),
            Good(
                "pl",
                "Witamy na podziemnej trasie Wheal Jenny. Zwiedzanie z przewodnikiem trwa około 75 minut i obejmuje mniej więcej "
                "800 metrów XIX-wiecznych chodników, sięgając 45 metrów pod powierzchnię. Wszyscy zwiedzający muszą nosić zapewniony "
                "kask i lampę; wymagane jest także solidne, zakryte obuwie. Dzieci poniżej 8 lat nie mogą wejść do części podziemnej, "
                "ale mogą zwiedzić maszynownię i muzeum pod opieką dorosłego. Temperatura w kopalni przez cały rok wynosi około 10 °C, "
                "dlatego prosimy zabrać ciepłą warstwę odzieży. Fotografowanie jest dozwolone, jednak w pobliżu kolonii nietoperzy na "
                "niższym poziomie nie powinno się używać lampy błyskowej.",
            ),
        ],
        bad=[
            Slip(0, [("You must wear the helmet", "You should wear the helmet")], "modality"),
            Slip(1, [("down to a depth of 45 m", "down to a depth of 54 m")], "number"),
            Slip(
                2,
                [
                    (
                        "XIX-wiecznych chodników,",
                        "XIX-wiecznych chodników, w których do 1921 roku wydobywano cynę,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-shipping-container-home-planning-faq",
        source=(
            "Can I live in a shipping container on my own land? In most cases, no, not without planning permission. A container "
            "used as a dwelling is treated as a new building, so it does not fall under the permitted development rights in Class E "
            "of Part 1, Schedule 2 to the General Permitted Development Order 2015, which cover outbuildings incidental to an "
            "existing house. You must also meet the Building Regulations, including Part L on energy efficiency, which usually means "
            "adding at least 100 mm of insulation. Councils may grant temporary permission for up to three years, for example while "
            "you build a permanent home. Applications generally take about eight weeks to decide."
        ),
        good=[
            Good(
                "preserve",
                "Short answer: in most cases you can't live in a shipping container on your own land without planning permission. "
                "A container used as a home counts as a new building, so it is not covered by the permitted development rights in "
                "Class E of Part 1, Schedule 2 to the General Permitted Development Order 2015 – those rights cover outbuildings "
                "incidental to an existing house. You must meet the Building Regulations as well, Part L (energy efficiency) included, "
                "and that usually means adding at least 100 mm of insulation. Your council may grant temporary permission for up to "
                "three years, for instance while you build a permanent home. A decision on the application generally takes about "
                "eight weeks.",
            ),
            Good(
                "preserve",
                "Is it possible to live in a shipping container on your own land? In most cases it is not, unless planning permission "
                "has been obtained. A container occupied as a dwelling is regarded as a new building and therefore falls outside the "
                "permitted development rights in Class E of Part 1, Schedule 2 to the General Permitted Development Order 2015; those "
                "rights apply to outbuildings incidental to an existing house. Compliance with the Building Regulations is also "
                "mandatory, including Part L on energy efficiency, and this usually entails at least 100 mm of added insulation. A "
                "council may grant temporary permission of up to three years, for example for the period in which a permanent home is "
                "being built. Applications generally take about eight weeks to be decided.",
            ),
            Good(
                "pl",
                "Czy mogę zamieszkać w kontenerze morskim na własnej działce? W większości przypadków nie – nie bez pozwolenia "
                "planistycznego (planning permission). Kontener używany jako mieszkanie traktuje się jak nowy budynek, dlatego nie "
                "obejmują go uprawnienia do zabudowy bez pozwolenia z klasy E części 1 załącznika 2 do General Permitted Development "
                "Order 2015, które dotyczą budynków pomocniczych przy istniejącym domu. Trzeba również spełnić wymogi Building "
                "Regulations, w tym części L dotyczącej efektywności energetycznej, co zwykle oznacza dodanie co najmniej 100 mm "
                "izolacji. Rada może wydać pozwolenie tymczasowe na maksymalnie trzy lata, na przykład na czas budowy stałego domu. "
                "Rozpatrzenie wniosku trwa zazwyczaj około ośmiu tygodni.",
            ),
        ],
        bad=[
            Slip(0, [("Class E of Part 1", "Class A of Part 1")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Building Regulations is also mandatory",
                        "Building Regulations is also advisable",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("dlatego nie obejmują go uprawnienia", "dlatego obejmują go uprawnienia")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-carbon-registry-credit-retirement-docs",
        source=(
            "## Retiring credits\n\n"
            "To retire credits, open **Account → Holdings**, select the batch and choose *Retire*. Each retirement is permanent "
            "and cannot be reversed.\n\n"
            "- The minimum retirement is 1 tonne CO₂e (one credit).\n"
            "- Serial numbers follow the format `CVR-2024-000123-000456`.\n"
            "- A public certificate appears at [registry.carbonvault.org/retirements](https://registry.carbonvault.org/retirements) within 24 hours.\n\n"
            "Credits from projects with a vintage before 2016 are not eligible for CORSIA claims. For bulk retirements above "
            "10,000 credits, contact support@carbonvault.org first."
        ),
        good=[
            Good(
                "preserve",
                "## Retiring credits\n\n"
                "Go to **Account → Holdings**, pick the batch you want and click *Retire*. Retirements are permanent – they cannot "
                "be undone.\n\n"
                "- You can retire as little as 1 tonne CO₂e, i.e. one credit.\n"
                "- Serial numbers look like `CVR-2024-000123-000456`.\n"
                "- Within 24 hours, a public certificate is published at [registry.carbonvault.org/retirements](https://registry.carbonvault.org/retirements).\n\n"
                "Credits with a vintage earlier than 2016 are not eligible for CORSIA claims. If you plan to retire more than "
                "10,000 credits at once, contact support@carbonvault.org beforehand.",
            ),
            Good(
                "preserve",
                "## Retiring credits\n\n"
                "1. Open **Account → Holdings**.\n"
                "2. Select the batch.\n"
                "3. Choose *Retire*.\n\n"
                "Keep in mind that a retirement is permanent and can't be reversed.\n\n"
                "- Minimum: 1 tonne CO₂e (one credit).\n"
                "- Serial number format: `CVR-2024-000123-000456`.\n"
                "- Public certificate: published within 24 hours at [registry.carbonvault.org/retirements](https://registry.carbonvault.org/retirements).\n"
                "- CORSIA: credits from projects with a vintage before 2016 are not eligible.\n"
                "- Bulk retirements above 10,000 credits: contact support@carbonvault.org first.",
            ),
            Good(
                "pl",
                "## Umarzanie jednostek\n\n"
                "Aby umorzyć jednostki, otwórz **Account → Holdings**, zaznacz partię i wybierz *Retire*. Każde umorzenie jest "
                "trwałe i nie można go cofnąć.\n\n"
                "- Minimalne umorzenie to 1 tona CO₂e (jedna jednostka).\n"
                "- Numery seryjne mają format `CVR-2024-000123-000456`.\n"
                "- Publiczny certyfikat pojawia się w ciągu 24 godzin na stronie [registry.carbonvault.org/retirements](https://registry.carbonvault.org/retirements).\n\n"
                "Jednostki z projektów o roczniku sprzed 2016 r. nie kwalifikują się do rozliczeń w ramach CORSIA. Przy umorzeniach "
                "hurtowych powyżej 10 000 jednostek najpierw skontaktuj się z support@carbonvault.org.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "contact support@carbonvault.org beforehand",
                        "contact support@carbonvault.com beforehand",
                    )
                ],
                "url",
            ),
            Slip(1, [("## Retiring credits\n\n", "Retiring credits\n")], "markdown"),
            Slip(2, [("powyżej 10 000 jednostek", "powyżej 1000 jednostek")], "number"),
        ],
    ),
    Case(
        key="en-roller-derby-fresh-meat-intake",
        source=(
            "Fresh Meat intake for the Harbour City Rollers opens on Saturday 12 April. Skaters must be at least 18 years old and "
            "must pass the minimum skills assessment, which includes 27 laps in five minutes, before they can scrimmage. You do "
            "not need any previous experience, and loaner skates are available for the first four sessions. Full protective gear "
            "– helmet, mouthguard, wrist guards, elbow pads and knee pads – is mandatory at every practice. Dues are £35 a month, "
            "payable by the 5th. Skaters should also register with the national governing body before their first bout, as "
            "insurance does not cover unregistered players."
        ),
        good=[
            Good(
                "preserve",
                "Harbour City Rollers – Fresh Meat intake\n"
                "Intake opens Saturday 12 April. Here's what you need to know:\n"
                "- Age: you must be 18 or older.\n"
                "- Experience: none needed. Loaner skates are available for your first four sessions.\n"
                "- Skills: you must pass the minimum skills assessment (including 27 laps in five minutes) before you can scrimmage.\n"
                "- Gear: full protective kit – helmet, mouthguard, wrist guards, elbow pads and knee pads – is mandatory at every practice.\n"
                "- Dues: £35 a month, payable by the 5th.\n"
                "- Registration: you should register with the national governing body before your first bout, because insurance does not cover unregistered players.",
            ),
            Good(
                "preserve",
                "Want to join the Harbour City Rollers? Our Fresh Meat intake opens on Saturday 12 April, and no previous experience "
                "is needed – loaner skates are available for your first four sessions. You must be at least 18, and before you can "
                "scrimmage you must pass the minimum skills assessment, which includes skating 27 laps in five minutes. Full "
                "protective gear is mandatory at every practice: helmet, mouthguard, wrist guards, elbow pads and knee pads. Dues "
                "are £35 per month and are payable by the 5th. Before your first bout you should also register with the national "
                "governing body, since unregistered players aren't covered by the insurance.",
            ),
            Good(
                "pl",
                "Nabór Fresh Meat do Harbour City Rollers rusza w sobotę 12 kwietnia. Zawodniczki i zawodnicy muszą mieć ukończone "
                "18 lat, a zanim zostaną dopuszczeni do scrimmage’ów, muszą zaliczyć test minimalnych umiejętności, obejmujący "
                "27 okrążeń w pięć minut. Nie jest wymagane żadne wcześniejsze doświadczenie, a przez pierwsze cztery treningi można "
                "korzystać z wypożyczonych wrotek. Pełny sprzęt ochronny – kask, ochraniacz na zęby, ochraniacze nadgarstków, łokci i "
                "kolan – jest obowiązkowy na każdym treningu. Składka wynosi 35 funtów miesięcznie i jest płatna do 5. dnia miesiąca. "
                "Przed pierwszym meczem zawodnicy powinni też zarejestrować się w krajowym związku, ponieważ ubezpieczenie nie obejmuje "
                "niezarejestrowanych graczy.",
            ),
        ],
        bad=[
            Slip(
                0, [("Intake opens Saturday 12 April.", "Intake opens Saturday 19 April.")], "date"
            ),
            Slip(
                1,
                [("and no previous experience is needed", "and previous experience is needed")],
                "negation",
            ),
            Slip(2, [("muszą mieć ukończone 18 lat", "powinni mieć ukończone 18 lat")], "modality"),
        ],
    ),
    Case(
        key="en-peatland-rewetting-carbon-study-summary",
        source=(
            "Rewetting drained peatland can cut carbon losses substantially, but the effect takes time to appear. In a ten-year "
            "study of 14 blocked-ditch sites in the Flow Country, Gallagher et al. (2021, Journal of Applied Ecology 58: 1142–1155) "
            "found that the water table rose by an average of 18 cm within the first two years. Net CO₂ emissions fell by roughly "
            "60% compared with drained control plots, although methane fluxes increased slightly at the wettest sites. The authors "
            "suggest that Sphagnum cover may take 15 years or more to recover fully. Restoration teams should therefore monitor "
            "sites for at least a decade before judging success."
        ),
        good=[
            Good(
                "preserve",
                "Rewetting drained peatland can substantially reduce carbon losses, but the benefit takes time to show. Gallagher "
                "et al. (2021, Journal of Applied Ecology 58: 1142–1155) followed 14 blocked-ditch sites in the Flow Country for ten "
                "years. On average, the water table rose by 18 cm within the first two years, and net CO₂ emissions dropped by "
                "roughly 60% relative to drained control plots, even though methane fluxes rose slightly at the wettest sites. "
                "According to the authors, Sphagnum cover may need 15 years or more to recover fully, so restoration teams should "
                "monitor sites for at least a decade before judging whether the work has succeeded.",
            ),
            Good(
                "preserve",
                "Key findings on rewetting drained peatland (Gallagher et al., 2021, Journal of Applied Ecology 58: 1142–1155):\n"
                "- Study: ten years, 14 blocked-ditch sites in the Flow Country.\n"
                "- Water table: rose by an average of 18 cm within the first two years.\n"
                "- CO₂: net emissions fell by roughly 60% compared with drained control plots.\n"
                "- Methane: fluxes increased slightly at the wettest sites.\n"
                "- Vegetation: the authors suggest Sphagnum cover may take 15 years or more to recover fully.\n"
                "Rewetting can cut carbon losses substantially, but the effect takes time to appear, so restoration teams should "
                "monitor sites for at least a decade before judging success.",
            ),
            Good(
                "pl",
                "Ponowne nawodnienie osuszonych torfowisk może znacząco ograniczyć straty węgla, ale na efekt trzeba poczekać. "
                "W dziesięcioletnim badaniu 14 stanowisk z zablokowanymi rowami we Flow Country Gallagher i in. (2021, Journal of "
                "Applied Ecology 58: 1142–1155) stwierdzili, że poziom wód gruntowych podniósł się średnio o 18 cm w ciągu pierwszych "
                "dwóch lat. Emisje netto CO₂ spadły mniej więcej o 60% w porównaniu z osuszonymi poletkami kontrolnymi, choć na "
                "najbardziej podmokłych stanowiskach strumienie metanu nieznacznie wzrosły. Autorzy sugerują, że pełna odbudowa "
                "pokrywy torfowców (Sphagnum) może zająć 15 lat lub dłużej. Zespoły prowadzące renaturyzację powinny zatem monitorować "
                "stanowiska przez co najmniej dekadę, zanim ocenią powodzenie prac.",
            ),
        ],
        bad=[
            Slip(
                0, [("Sphagnum cover may need 15 years", "Sphagnum cover needs 15 years")], "hedge"
            ),
            Slip(1, [("(Gallagher et al., 2021,", "(Callaghan et al., 2021,")], "citation"),
            Slip(2, [("średnio o 18 cm", "średnio o 8 cm")], "number"),
        ],
    ),
    Case(
        key="en-taxidermy-beginners-weekend-course",
        source=(
            "Beginners' Taxidermy Weekend, 14–15 June 2025. Over two days you will mount a small bird from start to finish under "
            "the guidance of a licensed taxidermist. All specimens are ethically sourced, having died of natural causes or in road "
            "accidents, and are supplied with documentation. Please note that under section 6 of the Wildlife and Countryside Act "
            "1981 it is an offence to sell or offer for sale most wild birds, dead or alive, without a licence, so finished pieces "
            "may be kept but not sold. The course costs £240, including tools, materials and lunch on both days. Places are limited "
            "to eight students."
        ),
        good=[
            Good(
                "preserve",
                "Join our Beginners' Taxidermy Weekend on 14–15 June 2025 and, guided by a licensed taxidermist, mount a small bird "
                "from start to finish over two days. Every specimen is ethically sourced – the birds died of natural causes or in road "
                "accidents – and comes with documentation. Bear in mind that section 6 of the Wildlife and Countryside Act 1981 makes "
                "it an offence to sell, or offer for sale, most wild birds, whether dead or alive, without a licence: you may keep your "
                "finished piece, but you may not sell it. The £240 fee covers tools, materials and lunch on both days, and places are "
                "limited to eight students.",
            ),
            Good(
                "preserve",
                "Beginners' Taxidermy Weekend\n"
                "- Dates: 14–15 June 2025 (two days)\n"
                "- What you'll do: mount a small bird from start to finish, guided by a licensed taxidermist\n"
                "- Specimens: ethically sourced (died of natural causes or in road accidents), supplied with documentation\n"
                "- Legal note: under section 6 of the Wildlife and Countryside Act 1981, selling or offering for sale most wild birds, "
                "dead or alive, without a licence is an offence – finished pieces may be kept but not sold\n"
                "- Price: £240, including tools, materials and lunch on both days\n"
                "- Group size: limited to eight students",
            ),
            Good(
                "pl",
                "Weekendowy kurs taksydermii dla początkujących, 14–15 czerwca 2025 r. W ciągu dwóch dni pod okiem licencjonowanego "
                "taksydermisty wykonasz od początku do końca preparat małego ptaka. Wszystkie okazy pochodzą z etycznych źródeł – ptaki "
                "padły z przyczyn naturalnych lub zginęły w wypadkach drogowych – i są dostarczane z dokumentacją. Uwaga: zgodnie "
                "z sekcją 6 Wildlife and Countryside Act 1981 sprzedaż lub oferowanie do sprzedaży większości dzikich ptaków, martwych "
                "lub żywych, bez licencji jest przestępstwem, dlatego gotowe prace można zatrzymać, ale nie wolno ich sprzedawać. Kurs "
                "kosztuje 240 funtów, w tym narzędzia, materiały i obiad w oba dni. Liczba miejsc jest ograniczona do ośmiu uczestników.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "guided by a licensed taxidermist",
                        "guided by Fiona Marsh, a licensed taxidermist",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("under section 6 of the Wildlife", "under section 9 of the Wildlife")],
                "legal_reference",
            ),
            Slip(2, [("14–15 czerwca 2025 r.", "14–15 lipca 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-hovercraft-ferry-winter-timetable-notice",
        source=(
            "Winter timetable: from 3 November 2025 to 27 February 2026, the hovercraft between Southsea and Ryde runs every "
            "30 minutes from 07:00 to 19:30, Monday to Saturday. On Sundays the first crossing leaves at 09:00. The crossing takes "
            "about 10 minutes. Services may be suspended at short notice if wind speeds exceed 35 knots, and passengers are not "
            "automatically rebooked, so please check the live status page before you travel. Bicycles cannot be carried on the "
            "hovercraft. Return tickets cost £22.50 for adults; children under 5 travel free."
        ),
        good=[
            Good(
                "preserve",
                "Hovercraft winter timetable (Southsea ⇄ Ryde)\n"
                "- Valid: 3 November 2025 – 27 February 2026\n"
                "- Monday to Saturday: every 30 minutes, 07:00–19:30\n"
                "- Sunday: first crossing at 09:00\n"
                "- Crossing time: about 10 minutes\n"
                "- Fares: adult return £22.50; children under 5 travel free\n"
                "- Bicycles cannot be carried\n"
                "Services may be suspended at short notice when wind speeds exceed 35 knots. Passengers are not rebooked "
                "automatically, so please check the live status page before travelling.",
            ),
            Good(
                "preserve",
                "Travelling between Southsea and Ryde this winter? From 3 November 2025 until 27 February 2026, the hovercraft leaves "
                "every 30 minutes between 7 am and 7.30 pm, Monday to Saturday, while on Sundays the first departure is at 9 am. The "
                "crossing itself takes about ten minutes. An adult return costs £22.50, and under-5s travel free. Please note that "
                "bikes can't be taken on board. If winds go above 35 knots, services may be suspended at short notice – and because "
                "you won't be rebooked automatically, please check the live status page before you set off.",
            ),
            Good(
                "pl",
                "Rozkład zimowy: od 3 listopada 2025 r. do 27 lutego 2026 r. poduszkowiec na trasie Southsea–Ryde kursuje od "
                "poniedziałku do soboty co 30 minut w godzinach 7:00–19:30. W niedziele pierwszy kurs odpływa o 9:00. Przeprawa trwa "
                "około 10 minut. Kursy mogą zostać wstrzymane z krótkim wyprzedzeniem, jeśli prędkość wiatru przekroczy 35 węzłów, "
                "a pasażerowie nie są automatycznie przebukowywani, dlatego przed podróżą prosimy sprawdzić stronę ze statusem na żywo. "
                "Na pokładzie nie można przewozić rowerów. Bilet powrotny dla dorosłych kosztuje 22,50 £; dzieci poniżej 5 lat "
                "podróżują bezpłatnie.",
            ),
        ],
        bad=[
            Slip(0, [("every 30 minutes, 07:00–19:30", "every 20 minutes, 07:00–19:30")], "number"),
            Slip(1, [("bikes can't be taken on board", "bikes can be taken on board")], "negation"),
            Slip(2, [("do 27 lutego 2026 r.", "do 27 marca 2026 r.")], "date"),
        ],
    ),
    Case(
        key="en-vinyl-pressing-plant-ordering-guide",
        source=(
            "# Ordering a vinyl pressing\n\n"
            "### Turnaround\n"
            "Current lead time is **roughly 10–12 weeks** from approval of test pressings. This may increase in the run-up to "
            "Record Store Day.\n\n"
            "### Audio masters\n"
            "- Supply 24-bit WAV files at 44.1 or 96 kHz, one file per side.\n"
            "- Each side of a 12-inch LP at 33⅓ rpm should be no longer than 22 minutes; longer sides will likely lose volume and bass.\n\n"
            "### Minimum order\n"
            "Our minimum run is 100 copies. Coloured vinyl must be ordered in multiples of 100.\n\n"
            "See our [artwork templates](https://pressworks.co.uk/templates) before you send sleeves."
        ),
        good=[
            Good(
                "preserve",
                "# Ordering a vinyl pressing\n\n"
                "### Turnaround\n"
                "Expect **roughly 10–12 weeks** once you have approved the test pressings. In the run-up to Record Store Day this "
                "may get longer.\n\n"
                "### Audio masters\n"
                "- Send 24-bit WAV files at 44.1 or 96 kHz, with one file per side.\n"
                "- Each side of a 12-inch LP at 33⅓ rpm should run 22 minutes at most – longer sides will likely lose volume and bass.\n\n"
                "### Minimum order\n"
                "The smallest run we press is 100 copies, and coloured vinyl must be ordered in multiples of 100.\n\n"
                "Please check our [artwork templates](https://pressworks.co.uk/templates) before sending your sleeves.",
            ),
            Good(
                "preserve",
                "# Ordering a vinyl pressing\n\n"
                "### Turnaround\n"
                "Lead times currently run at **roughly 10–12 weeks**, counted from test-pressing approval, and may grow around "
                "Record Store Day.\n\n"
                "### Audio masters\n"
                "- Format: 24-bit WAV, 44.1 or 96 kHz, one file per side.\n"
                "- Side length: on a 12-inch LP at 33⅓ rpm, each side should be no longer than 22 minutes. Longer sides will likely lose volume and bass.\n\n"
                "### Minimum order\n"
                "- Minimum run: 100 copies.\n"
                "- Coloured vinyl: must be ordered in multiples of 100.\n\n"
                "Before you send sleeves, see the [artwork templates](https://pressworks.co.uk/templates).",
            ),
            Good(
                "pl",
                "# Zamawianie tłoczenia winyli\n\n"
                "### Czas realizacji\n"
                "Obecnie czas realizacji wynosi **mniej więcej 10–12 tygodni** od zatwierdzenia tłoczeń testowych. W okresie przed "
                "Record Store Day może się on wydłużyć.\n\n"
                "### Mastery audio\n"
                "- Dostarcz pliki WAV 24-bit w 44,1 lub 96 kHz, jeden plik na stronę.\n"
                "- Każda strona 12-calowej płyty LP odtwarzanej z prędkością 33⅓ obr./min powinna trwać nie dłużej niż 22 minuty; dłuższe strony prawdopodobnie stracą na głośności i basie.\n\n"
                "### Minimalne zamówienie\n"
                "Minimalny nakład to 100 egzemplarzy. Kolorowy winyl trzeba zamawiać w wielokrotnościach 100 sztuk.\n\n"
                "Zanim wyślesz okładki, zapoznaj się z naszymi [szablonami grafik](https://pressworks.co.uk/templates).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("longer sides will likely lose volume", "longer sides will lose volume")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "see the [artwork templates](https://pressworks.co.uk/templates).",
                        "see the artwork templates.",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [("Kolorowy winyl trzeba zamawiać", "Kolorowy winyl najlepiej zamawiać")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-seed-library-catalogue-import-readme",
        source=(
            "## Importing the catalogue\n\n"
            "The `seedlib` CLI reads a CSV export from the old spreadsheet. Run:\n\n"
            "```\n"
            "seedlib import --file catalogue.csv --dry-run\n"
            "```\n\n"
            "The `--dry-run` flag prints what would change without writing to the database. Remove it once the output looks right.\n\n"
            "- Column headers must match `variety`, `species`, `harvest_year` and `donor` exactly.\n"
            "- Rows without a `harvest_year` are skipped, not rejected.\n"
            "- Do not import the same file twice; duplicates are not detected yet.\n\n"
            "Requires Python 3.10 or newer."
        ),
        good=[
            Good(
                "preserve",
                "## Importing the catalogue\n\n"
                "Use the `seedlib` CLI to load a CSV exported from the old spreadsheet:\n\n"
                "```\n"
                "seedlib import --file catalogue.csv --dry-run\n"
                "```\n\n"
                "With `--dry-run`, the command shows what would change but writes nothing to the database. Once the output looks "
                "right, drop the flag.\n\n"
                "- Column headers must be exactly `variety`, `species`, `harvest_year` and `donor`.\n"
                "- Rows missing a `harvest_year` are skipped rather than rejected.\n"
                "- Don't import the same file twice – duplicate detection isn't implemented yet.\n\n"
                "You'll need Python 3.10 or newer.",
            ),
            Good(
                "preserve",
                "## Importing the catalogue\n\n"
                "Requirements: Python 3.10 or newer.\n\n"
                "1. Take the CSV export of the old spreadsheet – that is what the `seedlib` CLI reads.\n"
                "2. Do a trial run:\n\n"
                "   ```\n"
                "   seedlib import --file catalogue.csv --dry-run\n"
                "   ```\n\n"
                "   The `--dry-run` flag lists what would change without writing anything to the database.\n"
                "3. When the output looks right, run the command again without `--dry-run`.\n\n"
                "Rules:\n\n"
                "- Column headers must match `variety`, `species`, `harvest_year` and `donor` exactly.\n"
                "- A row with no `harvest_year` is skipped, not rejected.\n"
                "- Never import the same file twice, because duplicates are not detected yet.",
            ),
            Good(
                "pl",
                "## Import katalogu\n\n"
                "Narzędzie CLI `seedlib` wczytuje plik CSV wyeksportowany ze starego arkusza. Uruchom:\n\n"
                "```\n"
                "seedlib import --file catalogue.csv --dry-run\n"
                "```\n\n"
                "Flaga `--dry-run` wyświetla, co by się zmieniło, niczego nie zapisując w bazie danych. Usuń ją, gdy wynik będzie "
                "wyglądał poprawnie.\n\n"
                "- Nagłówki kolumn muszą dokładnie odpowiadać nazwom `variety`, `species`, `harvest_year` i `donor`.\n"
                "- Wiersze bez `harvest_year` są pomijane, a nie odrzucane.\n"
                "- Nie importuj tego samego pliku dwukrotnie – duplikaty nie są jeszcze wykrywane.\n\n"
                "Wymagany jest Python 3.10 lub nowszy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("seedlib import --file catalogue.csv", "seedlib import --input catalogue.csv")],
                "code",
            ),
            Slip(
                1,
                [
                    (
                        "   ```\n   seedlib import --file catalogue.csv --dry-run\n   ```\n",
                        "   seedlib import --file catalogue.csv --dry-run\n",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [("duplikaty nie są jeszcze wykrywane", "duplikaty są już wykrywane")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-beekeepers-association-swarm-collection-advice",
        source=(
            "Swarm season usually peaks between mid-May and late June. If you see a swarm clustered on a branch or fence, keep "
            "your distance and do not spray it with water or insecticide. Swarming bees are generally docile because they have "
            "gorged on honey, but they may still sting if disturbed. Call our swarm line on 01632 960 418 and a volunteer collector "
            "will try to reach you within a few hours. Collectors can only remove swarms they can reach safely from the ground or a "
            "short ladder; bees inside walls or chimneys need a pest-control professional. There is no charge for collection, "
            "though donations to the association are welcome."
        ),
        good=[
            Good(
                "preserve",
                "Swarm season usually hits its peak from mid-May to late June. Spotted a swarm hanging from a branch or fence? Keep "
                "your distance and don't spray it with water or insecticide. Swarming bees are generally calm, because they've filled "
                "up on honey, but they may still sting if you disturb them. Ring our swarm line on 01632 960 418 and a volunteer "
                "collector will try to get to you within a few hours. Collectors can only take swarms they can reach safely from the "
                "ground or a short ladder; bees inside a wall or chimney need a pest-control professional. Collection is free, "
                "although donations to the association are welcome.",
            ),
            Good(
                "preserve",
                "Swarm guidance\n"
                "- Timing: swarm season usually peaks between mid-May and late June.\n"
                "- If you find a swarm clustered on a branch or fence: keep your distance, and do not spray it with water or insecticide.\n"
                "- Risk: swarming bees are generally docile, having gorged on honey, but they may still sting when disturbed.\n"
                "- What to do: call the swarm line on 01632 960 418; a volunteer collector will try to reach you within a few hours.\n"
                "- Limits: collectors can only remove swarms they can reach safely from the ground or a short ladder. Bees inside walls "
                "or chimneys need a pest-control professional.\n"
                "- Cost: collection is free of charge; donations to the association are welcome.",
            ),
            Good(
                "pl",
                "Sezon rójkowy zwykle osiąga szczyt między połową maja a końcem czerwca. Jeśli zobaczysz rój uwieszony na gałęzi lub "
                "ogrodzeniu, trzymaj się z daleka i nie spryskuj go wodą ani środkiem owadobójczym. Pszczoły w roju są na ogół "
                "łagodne, bo najadły się miodu, ale mimo to mogą użądlić, jeśli zostaną zaniepokojone. Zadzwoń na naszą linię rojową "
                "pod numer 01632 960 418, a wolontariusz odławiający roje postara się dotrzeć do Ciebie w ciągu kilku godzin. "
                "Odławiacze mogą zabrać tylko te roje, do których da się bezpiecznie dosięgnąć z ziemi lub z niskiej drabiny; "
                "pszczołami w ścianach lub kominach musi zająć się specjalista od zwalczania szkodników. Odbiór roju jest bezpłatny, "
                "choć darowizny na rzecz stowarzyszenia są mile widziane.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "from mid-May to late June.",
                        "from mid-May to late June, when the oilseed rape finishes flowering.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("swarm season usually peaks", "swarm season peaks")], "hedge"),
            Slip(2, [("musi zająć się specjalista", "może zająć się specjalista")], "modality"),
        ],
    ),
    Case(
        key="en-observatory-public-observing-nights-season",
        source=(
            "Public observing nights at Hollin Hill Observatory resume on Friday 10 October 2025 and run every second Friday until "
            "27 March 2026. Sessions start at 19:30 and last about two hours. Tickets must be booked in advance at "
            "hollinhill-astro.org/events; we cannot admit walk-in visitors, as the dome holds only 25 people. If the sky is "
            "overcast, the session goes ahead with a planetarium show instead, and tickets are not refunded. The site has no street "
            "lighting, so bring a red torch. Children under 12 should be accompanied by an adult."
        ),
        good=[
            Good(
                "preserve",
                "From Friday 10 October 2025, Hollin Hill Observatory is bringing back its public observing nights, held every second "
                "Friday until 27 March 2026. Each session begins at 19:30 and lasts about two hours. The dome holds only 25 people, so "
                "tickets must be booked in advance at hollinhill-astro.org/events – we cannot admit walk-in visitors. A cloudy sky "
                "won't cancel the evening: the session goes ahead with a planetarium show instead, and tickets are not refunded. "
                "There's no street lighting on site, so bring a red torch. Children under 12 should be accompanied by an adult.",
            ),
            Good(
                "preserve",
                "Hollin Hill Observatory – public observing nights\n"
                "- When: every second Friday, from Friday 10 October 2025 until 27 March 2026\n"
                "- Time: 19:30, lasting about two hours\n"
                "- Tickets: must be booked in advance at hollinhill-astro.org/events. No walk-in visitors – the dome holds only 25 people.\n"
                "- Overcast sky: the session goes ahead with a planetarium show instead; tickets are not refunded.\n"
                "- Bring: a red torch (the site has no street lighting).\n"
                "- Children under 12: should be accompanied by an adult.",
            ),
            Good(
                "pl",
                "Publiczne noce obserwacyjne w Obserwatorium Hollin Hill wracają w piątek 10 października 2025 r. i będą się odbywać "
                "co drugi piątek do 27 marca 2026 r. Spotkania zaczynają się o 19:30 i trwają około dwóch godzin. Bilety trzeba "
                "zarezerwować z wyprzedzeniem na stronie hollinhill-astro.org/events; nie możemy wpuszczać osób bez rezerwacji, "
                "ponieważ kopuła mieści tylko 25 osób. Przy zachmurzonym niebie spotkanie się odbędzie, ale w formie pokazu w "
                "planetarium, a bilety nie podlegają zwrotowi. Na terenie obserwatorium nie ma oświetlenia ulicznego, więc zabierz "
                "czerwoną latarkę. Dzieci poniżej 12 lat powinny przychodzić pod opieką osoby dorosłej.",
            ),
        ],
        bad=[
            Slip(0, [("hollinhill-astro.org/events", "hollinhill-astro.org/tickets")], "url"),
            Slip(
                1,
                [("instead; tickets are not refunded.", "instead; tickets are refunded.")],
                "negation",
            ),
            Slip(2, [("zaczynają się o 19:30", "zaczynają się o 20:30")], "date"),
        ],
    ),
    Case(
        key="en-braille-transcription-pricing-turnaround",
        source=(
            "Braille transcription: how we price and schedule work. We charge £4.20 per print page for Grade 2 UEB, with a minimum "
            "fee of £25 per order. Documents containing maths, music or tables are quoted separately because they take "
            "considerably longer to format. Standard jobs of up to 50 pages are usually returned within seven working days. "
            "Customers must send an editable file (Word or accessible PDF); scanned images cannot be accepted. Every transcription "
            "is proofread by a certified braille reader before it leaves us. If you need tactile diagrams, you should tell us when "
            "you place the order, as they are produced in a separate workshop."
        ),
        good=[
            Good(
                "preserve",
                "Here's how we price and schedule braille transcription. Grade 2 UEB costs £4.20 per print page, and every order "
                "carries a minimum fee of £25. Because maths, music and tables take considerably longer to format, documents that "
                "contain them are quoted separately. Standard jobs of up to 50 pages usually come back within seven working days. "
                "You must send us an editable file – Word or an accessible PDF – as we cannot accept scanned images. A certified "
                "braille reader proofreads every transcription before it leaves us. Need tactile diagrams? You should tell us when "
                "you place your order, since they are produced in a separate workshop.",
            ),
            Good(
                "preserve",
                "Braille transcription – pricing and turnaround\n"
                "- Rate: £4.20 per print page (Grade 2 UEB); minimum fee £25 per order.\n"
                "- Maths, music or tables: quoted separately, as they take considerably longer to format.\n"
                "- Turnaround: standard jobs of up to 50 pages are usually returned within seven working days.\n"
                "- Files: customers must send an editable file (Word or accessible PDF). Scanned images cannot be accepted.\n"
                "- Quality: every transcription is proofread by a certified braille reader before it leaves us.\n"
                "- Tactile diagrams: you should tell us about them when ordering, because they are produced in a separate workshop.",
            ),
            Good(
                "pl",
                "Transkrypcja na brajla: jak wyceniamy i planujemy pracę. Za transkrypcję w standardzie Grade 2 UEB pobieramy 4,20 £ "
                "za stronę wydruku, przy minimalnej opłacie 25 £ za zamówienie. Dokumenty zawierające matematykę, nuty lub tabele "
                "wyceniamy osobno, ponieważ ich formatowanie trwa znacznie dłużej. Standardowe zlecenia do 50 stron zwykle odsyłamy "
                "w ciągu siedmiu dni roboczych. Klienci muszą przesłać plik edytowalny (Word lub dostępny PDF); nie możemy przyjmować "
                "zeskanowanych obrazów. Każdą transkrypcję przed wysyłką sprawdza certyfikowany czytelnik brajla. Zamawiający, którzy "
                "potrzebują grafik dotykowych, powinni poinformować nas o tym przy składaniu zamówienia, ponieważ powstają one w "
                "osobnej pracowni.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("You must send us an editable file", "You should send us an editable file")],
                "modality",
            ),
            Slip(1, [("Rate: £4.20 per print page", "Rate: £2.40 per print page")], "number"),
            Slip(
                2,
                [
                    (
                        "Standardowe zlecenia do 50 stron zwykle odsyłamy w ciągu siedmiu dni roboczych.",
                        "Standard jobs of up to 50 pages are usually returned within seven working days.",
                    ),
                    (
                        "Każdą transkrypcję przed wysyłką sprawdza certyfikowany czytelnik brajla.",
                        "Every transcription is proofread by a certified braille reader before it leaves us.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-road-noise-sleep-meta-analysis-brief",
        source=(
            "Night-time traffic noise is associated with poorer sleep, but the evidence on long-term health effects remains mixed. "
            "A meta-analysis by Hartmann and Oduya (2019, Environmental Health 18: 74) reported that the odds of being highly "
            "sleep-disturbed rose by roughly 20% for every 10 dB increase in road traffic noise. The authors did not find consistent "
            "evidence that noise alone causes high blood pressure, and they note that most included studies relied on self-reported "
            "sleep. Current WHO guidelines recommend keeping night-time road noise below 45 dB. Local authorities may therefore wish "
            "to consider noise barriers or quieter road surfaces near housing."
        ),
        good=[
            Good(
                "preserve",
                "Traffic noise at night is linked to worse sleep, although the evidence about long-term health effects is still "
                "mixed. In a meta-analysis, Hartmann and Oduya (2019, Environmental Health 18: 74) found that every 10 dB rise in road "
                "traffic noise increased the odds of being highly sleep-disturbed by roughly 20%. They did not find consistent "
                "evidence that noise on its own causes high blood pressure, and they point out that most of the studies they included "
                "relied on self-reported sleep. Current WHO guidelines recommend keeping road noise at night below 45 dB, so local "
                "authorities may wish to consider noise barriers or quieter road surfaces near housing.",
            ),
            Good(
                "preserve",
                "Night-time traffic noise and sleep: summary\n"
                "- Sleep: night-time traffic noise is associated with poorer sleep.\n"
                "- Long-term health effects: the evidence remains mixed.\n"
                "- Key source: a meta-analysis by Hartmann and Oduya (2019, Environmental Health 18: 74) – the odds of being highly "
                "sleep-disturbed went up by roughly 20% per 10 dB increase in road traffic noise.\n"
                "- Blood pressure: no consistent evidence that noise alone causes high blood pressure; most included studies relied "
                "on self-reported sleep.\n"
                "- Guidance: current WHO guidelines recommend keeping night-time road noise below 45 dB.\n"
                "- Implication: local authorities may wish to consider noise barriers or quieter road surfaces near housing.",
            ),
            Good(
                "pl",
                "Nocny hałas drogowy wiąże się z gorszym snem, jednak dowody dotyczące długofalowych skutków zdrowotnych pozostają "
                "niejednoznaczne. Według metaanalizy Hartmanna i Oduyi (2019, Environmental Health 18: 74) szansa silnych zaburzeń "
                "snu rosła mniej więcej o 20% na każde 10 dB wzrostu hałasu drogowego. Autorzy nie znaleźli spójnych dowodów na to, "
                "że sam hałas powoduje nadciśnienie tętnicze, i zaznaczają, że większość uwzględnionych badań opierała się na "
                "samoocenie snu. Aktualne wytyczne WHO zalecają utrzymywanie nocnego hałasu drogowego poniżej 45 dB. Władze lokalne "
                "mogą zatem rozważyć ekrany akustyczne lub cichsze nawierzchnie w pobliżu zabudowy mieszkaniowej.",
            ),
        ],
        bad=[
            Slip(0, [("Environmental Health 18: 74", "Environmental Health 18: 47")], "citation"),
            Slip(1, [("went up by roughly 20% per 10 dB", "went up by 20% per 10 dB")], "hedge"),
            Slip(
                2,
                [("Autorzy nie znaleźli spójnych dowodów", "Autorzy znaleźli spójne dowody")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-nightly-export-job-config-notes",
        source=(
            "The nightly export is configured in `config/export.yaml`. Set `batch_size` to 500 unless the target database is on "
            "the shared cluster, in which case it must not exceed 200. Exports older than 30 days are deleted automatically when "
            "`retention_days` is left at its default. You should run `make export-check` after any change to the file; the CI "
            "pipeline will reject a merge request if this check fails. The job starts at 02:15 UTC and normally finishes in under "
            "40 minutes. If it runs past 04:00, the on-call engineer may cancel it manually."
        ),
        good=[
            Good(
                "preserve",
                "Nightly export – configuration notes\n"
                "- Config file: `config/export.yaml`.\n"
                "- `batch_size`: set it to 500; if the target database is on the shared cluster, it must not exceed 200.\n"
                "- Retention: with `retention_days` left at its default, exports older than 30 days are deleted automatically.\n"
                "- Checks: after any change to the file you should run `make export-check` – the CI pipeline will reject a merge "
                "request if the check fails.\n"
                "- Schedule: starts at 02:15 UTC and normally finishes in under 40 minutes.\n"
                "- Overrun: if the job runs past 04:00, the on-call engineer may cancel it manually.",
            ),
            Good(
                "preserve",
                "You configure the nightly export in `config/export.yaml`. Use a `batch_size` of 500, except when the target database "
                "lives on the shared cluster: there, the value must not be higher than 200. If you leave `retention_days` at its "
                "default, any export older than 30 days is removed automatically. After changing the file, you should run "
                "`make export-check`, because the CI pipeline rejects a merge request when that check fails. The job kicks off at "
                "02:15 UTC and normally completes in less than 40 minutes; if it is still running after 04:00, the on-call "
                "engineer may cancel it by hand.",
            ),
            Good(
                "pl",
                "Nocny eksport konfiguruje się w pliku `config/export.yaml`. Ustaw `batch_size` na 500, chyba że docelowa baza danych "
                "znajduje się na współdzielonym klastrze – wtedy wartość ta nie może przekraczać 200. Gdy `retention_days` ma wartość "
                "domyślną, eksporty starsze niż 30 dni są usuwane automatycznie. Po każdej zmianie w pliku powinno się uruchomić "
                "`make export-check`; potok CI odrzuci merge request, jeśli ta kontrola się nie powiedzie. Zadanie startuje o "
                "02:15 UTC i zwykle kończy się w mniej niż 40 minut. Jeśli potrwa dłużej niż do 04:00, dyżurny inżynier może je "
                "ręcznie anulować.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Config file: `config/export.yaml`.", "Config file: `config/exports.yaml`.")],
                "code",
            ),
            Slip(
                1,
                [("engineer may cancel it by hand", "engineer must cancel it by hand")],
                "modality",
            ),
            Slip(2, [("nie może przekraczać 200", "nie może przekraczać 250")], "number"),
        ],
    ),
    Case(
        key="en-national-park-drone-flying-rules",
        source=(
            "Flying drones in Kestrel Valley National Park. Recreational drone flights are allowed only in the two designated zones "
            "shown on the visitor map, and only between 1 September and 31 March, to avoid the nesting season. Under Park Bylaw "
            "7(2), flights over campsites, car parks and crowds are prohibited. Operators of drones weighing 250 g or more must be "
            "registered under Article 14 of Commission Implementing Regulation (EU) 2019/947 and must keep the aircraft below "
            "120 metres. Rangers may ask to see your registration number. Breaching the bylaw can lead to a fine of up to €1,500."
        ),
        good=[
            Good(
                "preserve",
                "Planning to fly a drone in Kestrel Valley National Park? Recreational flights are allowed only within the two "
                "designated zones marked on the visitor map, and only from 1 September to 31 March, so that the nesting season is "
                "avoided. Park Bylaw 7(2) prohibits flying over campsites, car parks and crowds. If your drone weighs 250 g or more, "
                "you must be registered under Article 14 of Commission Implementing Regulation (EU) 2019/947, and you must keep it "
                "below 120 metres. Rangers may ask to see your registration number, and a breach of the bylaw can lead to a fine of "
                "up to €1,500.",
            ),
            Good(
                "preserve",
                "Drone rules – Kestrel Valley National Park\n"
                "- Where: recreational flights only in the two designated zones shown on the visitor map.\n"
                "- When: only between 1 September and 31 March, to avoid the nesting season.\n"
                "- No-fly areas: campsites, car parks and crowds – prohibited under Park Bylaw 7(2).\n"
                "- Drones of 250 g or more: the operator must be registered under Article 14 of Commission Implementing Regulation "
                "(EU) 2019/947 and must keep the aircraft below 120 m.\n"
                "- Checks: rangers may ask to see your registration number.\n"
                "- Penalty: breaching the bylaw can lead to a fine of up to €1,500.",
            ),
            Good(
                "pl",
                "Loty dronami w Parku Narodowym Kestrel Valley. Rekreacyjne loty dronami są dozwolone wyłącznie w dwóch wyznaczonych "
                "strefach zaznaczonych na mapie dla zwiedzających i tylko od 1 września do 31 marca, aby ominąć okres lęgowy. Zgodnie "
                "z przepisem 7(2) regulaminu parku (Park Bylaw 7(2)) loty nad polami namiotowymi, parkingami i zgromadzeniami ludzi są "
                "zabronione. Operatorzy dronów o masie 250 g lub większej muszą być zarejestrowani zgodnie z art. 14 rozporządzenia "
                "wykonawczego Komisji (UE) 2019/947 i muszą utrzymywać drona poniżej 120 metrów. Strażnicy parku mogą poprosić o "
                "okazanie numeru rejestracyjnego. Naruszenie regulaminu może skutkować grzywną w wysokości do 1500 €.",
            ),
        ],
        bad=[
            Slip(0, [("a fine of up to €1,500", "a fine of up to €5,000")], "number"),
            Slip(
                1,
                [
                    (
                        "the two designated zones shown on the visitor map.",
                        "the two designated zones shown on the visitor map (Hawk Ridge and Lower Meadow).",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("zgodnie z art. 14 rozporządzenia", "zgodnie z art. 16 rozporządzenia")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="en-clayhouse-electric-kiln-booking-rules",
        source=(
            "Kiln hire at Clayhouse Studio. Members can book the large electric kiln for bisque or glaze firings through the online "
            "calendar, up to 14 days ahead. Loading must be completed by 17:00 on the day of firing, and the kiln will not be opened "
            "until it has cooled below 100 °C, which usually takes around 36 hours. Pieces should be dry to the touch and at least "
            "5 mm clear of the elements. We cannot fire work made from unidentified clay or with lead-based glazes. A full firing "
            "costs £45; half-shelf firings are £15. Firings are not run on Sundays."
        ),
        good=[
            Good(
                "preserve",
                "Want to use the kiln at Clayhouse Studio? As a member, you can book the large electric kiln for a bisque or glaze "
                "firing on the online calendar, up to 14 days in advance. Loading must be finished by 17:00 on the day of the firing. "
                "The kiln won't be opened until it has cooled below 100 °C, which usually takes around 36 hours. Your pieces should be "
                "dry to the touch and at least 5 mm away from the elements. We can't fire work made from unidentified clay or with "
                "lead-based glazes. Prices: £45 for a full firing, £15 for a half shelf. There are no firings on Sundays.",
            ),
            Good(
                "preserve",
                "Clayhouse Studio – kiln hire\n"
                "- Booking: members can reserve the large electric kiln for bisque or glaze firings via the online calendar, up to 14 days ahead.\n"
                "- Loading: must be completed by 17:00 on the day of firing.\n"
                "- Unloading: the kiln is not opened until it has cooled below 100 °C (usually around 36 hours).\n"
                "- Preparation: pieces should be dry to the touch and at least 5 mm clear of the elements.\n"
                "- Not accepted: work made from unidentified clay or with lead-based glazes.\n"
                "- Cost: £45 per full firing; £15 per half-shelf firing.\n"
                "- Sundays: no firings.",
            ),
            Good(
                "pl",
                "Wynajem pieca w Clayhouse Studio. Członkowie mogą rezerwować duży piec elektryczny na wypał biskwitowy lub szkliwny "
                "przez kalendarz online, maksymalnie 14 dni naprzód. Załadunek musi zostać zakończony do 17:00 w dniu wypału, a piec "
                "nie zostanie otwarty, dopóki nie ostygnie poniżej 100 °C, co zwykle trwa około 36 godzin. Prace powinny być suche w "
                "dotyku i oddalone od grzałek o co najmniej 5 mm. Nie możemy wypalać prac z niezidentyfikowanej gliny ani ze szkliwami "
                "ołowiowymi. Pełny wypał kosztuje 45 £, a wypał połowy półki – 15 £. W niedziele wypały się nie odbywają.",
            ),
        ],
        bad=[
            Slip(0, [("must be finished by 17:00", "must be finished by 19:00")], "date"),
            Slip(1, [("- Sundays: no firings.", "- Sundays: firings as usual.")], "negation"),
            Slip(2, [("Prace powinny być suche", "Prace muszą być suche")], "modality"),
        ],
    ),
    Case(
        key="en-food-waste-composting-pilot-results",
        source=(
            "Results from the 18-month food-waste composting pilot in Easton suggest that separate collection could divert roughly "
            "a quarter of household waste from landfill. Participation averaged 62% of eligible households, slightly above the 55% "
            "reported for comparable schemes by the Waste and Resources Action Programme (WRAP, 2022, report FWC-114). "
            "Contamination, mostly plastic bags, appeared to fall after caddy liners were distributed free of charge, although the "
            "pilot was not designed to test this directly. The council estimates that a borough-wide rollout would cost about "
            "£1.3 million in the first year. No decision has been taken yet; the committee will review the full report in January."
        ),
        good=[
            Good(
                "preserve",
                "The Easton food-waste composting pilot ran for 18 months, and its results suggest that collecting food waste "
                "separately could keep roughly a quarter of household waste out of landfill. On average, 62% of eligible households "
                "took part – slightly more than the 55% that the Waste and Resources Action Programme reported for comparable schemes "
                "(WRAP, 2022, report FWC-114). Contamination, mainly from plastic bags, appeared to drop once caddy liners were handed "
                "out free of charge, though the pilot was not designed to test this directly. The council estimates that rolling the "
                "scheme out across the borough would cost about £1.3 million in the first year. Nothing has been decided yet: the "
                "committee will review the full report in January.",
            ),
            Good(
                "preserve",
                "Easton composting pilot (18 months) – headline findings\n"
                "- Diversion: the results suggest separate food-waste collection could divert roughly 25% of household waste from landfill.\n"
                "- Participation: 62% of eligible households on average, slightly above the 55% reported for comparable schemes by "
                "the Waste and Resources Action Programme (WRAP, 2022, report FWC-114).\n"
                "- Contamination: mostly plastic bags; it appeared to fall after free caddy liners were distributed, but the pilot "
                "was not designed to test this directly.\n"
                "- Cost: the council estimates a borough-wide rollout would cost about £1.3 million in the first year.\n"
                "- Next step: no decision yet – the committee will review the full report in January.",
            ),
            Good(
                "pl",
                "Wyniki 18-miesięcznego pilotażu kompostowania odpadów spożywczych w Easton sugerują, że selektywna zbiórka mogłaby "
                "odciągnąć od składowiska mniej więcej jedną czwartą odpadów domowych. W programie uczestniczyło średnio 62% "
                "uprawnionych gospodarstw domowych, nieco więcej niż 55% podawane dla porównywalnych programów przez Waste and "
                "Resources Action Programme (WRAP, 2022, raport FWC-114). Zanieczyszczenia, głównie foliowe torebki, wydawały się "
                "maleć po bezpłatnym rozdaniu worków do pojemników, choć pilotaż nie był zaprojektowany tak, by bezpośrednio to "
                "sprawdzić. Rada szacuje, że wdrożenie w całym okręgu kosztowałoby w pierwszym roku około 1,3 mln £. Decyzja jeszcze "
                "nie zapadła; komisja przeanalizuje pełny raport w styczniu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "once caddy liners were handed out",
                        "once caddy liners, paid for by a £40,000 government grant, were handed out",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("report FWC-114", "report FWC-141")], "citation"),
            Slip(2, [("wydawały się maleć", "zmalały")], "hedge"),
        ],
    ),
    Case(
        key="en-lighthouse-holiday-cottage-guest-info",
        source=(
            "Staying at Gull Point Lighthouse Cottage. The cottage sleeps up to four guests and is available from Friday to Friday "
            "only. Check-in is from 16:00 and check-out by 10:00. The access track is unpaved and about 1.2 miles long, so we "
            "recommend a car with reasonable ground clearance; at high spring tides the lower section may flood for an hour or so. "
            "Dogs are welcome (maximum two) for an extra £30 per stay. Please note there is no Wi-Fi and mobile signal is patchy. "
            "Bookings and the full house guide are available at www.gullpointcottage.co.uk/stay, or email hello@gullpointcottage.co.uk."
        ),
        good=[
            Good(
                "preserve",
                "Welcome to Gull Point Lighthouse Cottage! It sleeps up to four guests, and stays run from Friday to Friday only. "
                "You can check in from 16:00, and check-out is by 10:00. The access track is unpaved and about 1.2 miles long, so we "
                "recommend a car with reasonable ground clearance – and be aware that at high spring tides the lower section may "
                "flood for an hour or so. Up to two dogs are welcome for an extra £30 per stay. There's no Wi-Fi, and mobile signal "
                "is patchy. To book or read the full house guide, visit www.gullpointcottage.co.uk/stay or email "
                "hello@gullpointcottage.co.uk.",
            ),
            Good(
                "preserve",
                "Gull Point Lighthouse Cottage – guest information\n"
                "- Capacity: up to four guests\n"
                "- Stays: Friday to Friday only\n"
                "- Check-in from 16:00; check-out by 10:00\n"
                "- Access: unpaved track, about 1.2 miles long; a car with reasonable ground clearance is recommended. At high "
                "spring tides the lower section may flood for an hour or so.\n"
                "- Dogs: welcome (maximum two), £30 extra per stay\n"
                "- Connectivity: no Wi-Fi; mobile signal is patchy\n"
                "- Bookings and full house guide: www.gullpointcottage.co.uk/stay, or email hello@gullpointcottage.co.uk",
            ),
            Good(
                "pl",
                "Pobyt w Gull Point Lighthouse Cottage. Domek mieści maksymalnie cztery osoby i można go wynająć wyłącznie od piątku "
                "do piątku. Zameldowanie od 16:00, wymeldowanie do 10:00. Droga dojazdowa jest nieutwardzona i ma około 1,2 mili "
                "długości, dlatego zalecamy samochód z przyzwoitym prześwitem; podczas najwyższych przypływów syzygijnych dolny odcinek "
                "może być zalany przez mniej więcej godzinę. Psy są mile widziane (maksymalnie dwa) za dodatkową opłatą 30 £ za pobyt. "
                "Uwaga: nie ma Wi-Fi, a zasięg sieci komórkowej bywa słaby. Rezerwacje i pełny przewodnik po domku znajdziesz na "
                "www.gullpointcottage.co.uk/stay; możesz też napisać na hello@gullpointcottage.co.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "and mobile signal is patchy.",
                        "and mobile signal is patchy, but there is a landline phone in the kitchen.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Capacity: up to four guests", "Capacity: up to six guests")], "number"),
            Slip(2, [("www.gullpointcottage.co.uk/stay", "www.gullpointcottage.com/stay")], "url"),
        ],
    ),
]
