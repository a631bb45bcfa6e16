# ruff: noqa: E501, RUF001
"""English source cases of blind set 115: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-school-open-evening-year-six",
        source="Hillcrest Academy will hold its open evening for families of Year 6 pupils on Thursday 2 October 2025, from 5:30 pm to 8:00 pm. The headteacher's talk starts at 6:00 pm in the main hall and is repeated at 7:00 pm. You do not need to book a place, but we ask that you register your visit at www.hillcrestacademy.org.uk/openevening so we can plan refreshments. Parking on site is limited, so please use the Station Road car park if you can. Pupils will lead tours of the science labs, the library and the sports hall. Applications for September 2026 places must be made through your local council by 31 October 2025, not directly to the school.",
        good=[
            Good(
                "preserve",
                "Is your child in Year 6? Come and see Hillcrest Academy at our open evening on Thursday 2 October 2025, between 5:30 pm and 8:00 pm. There's no need to book, though we'd ask you to register your visit at www.hillcrestacademy.org.uk/openevening so we can plan refreshments. The headteacher will speak in the main hall at 6:00 pm, with a repeat of the talk at 7:00 pm, and our pupils will show you round the science labs, the library and the sports hall. On-site parking is limited, so please use the Station Road car park if you can. Remember that applications for places starting in September 2026 must go through your local council, not directly to the school, by 31 October 2025.",
            ),
            Good(
                "preserve",
                "Hillcrest Academy open evening – for families of Year 6 pupils\n\n- When: Thursday 2 October 2025, 5:30–8:00 pm\n- Headteacher's talk: main hall, 6:00 pm (repeated at 7:00 pm)\n- Booking: not required, but please register your visit at www.hillcrestacademy.org.uk/openevening so refreshments can be planned\n- Tours: led by pupils, covering the science labs, the library and the sports hall\n- Parking: limited on site; please use the Station Road car park if you can\n- Applications for September 2026 places: must be made through your local council, not directly to the school, by 31 October 2025",
            ),
            Good(
                "pl",
                "Hillcrest Academy zaprasza rodziny uczniów Year 6 na dzień otwarty w czwartek 2 października 2025 r. w godz. 17:30–20:00. Wystąpienie dyrektora rozpocznie się o 18:00 w auli głównej i zostanie powtórzone o 19:00. Nie trzeba rezerwować miejsca, ale prosimy o zarejestrowanie wizyty na stronie www.hillcrestacademy.org.uk/openevening, abyśmy mogli zaplanować poczęstunek. Liczba miejsc parkingowych na terenie szkoły jest ograniczona, dlatego w miarę możliwości prosimy korzystać z parkingu przy Station Road. Uczniowie oprowadzą gości po pracowniach przyrodniczych, bibliotece i hali sportowej. Wnioski o miejsca od września 2026 r. należy składać za pośrednictwem lokalnego urzędu (council) do 31 października 2025 r., a nie bezpośrednio w szkole.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "There's no need to book, though we'd ask you",
                        "You need to book, and we'd also ask you",
                    )
                ],
                "negation",
            ),
            Slip(1, [("by 31 October 2025", "by 31 December 2025")], "date"),
            Slip(
                2,
                [
                    (
                        "www.hillcrestacademy.org.uk/openevening",
                        "www.hillcrestacademy.org.uk/admissions",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-care-home-visiting-winter-policy",
        source="Visiting at Elmfield House is open every day from 10 am to 8 pm, and each resident may nominate one essential care supporter who can visit at any time, including during an outbreak. In line with Regulation 9A of the Health and Social Care Act 2008 (Regulated Activities) Regulations 2014, we will not refuse a visit without a documented reason. Visitors should not come if they have had vomiting or diarrhoea in the last 48 hours. During an outbreak, we may ask visitors to wear a mask in communal areas. Infection numbers are likely to rise over the winter months, so these arrangements will probably be reviewed in January.",
        good=[
            Good(
                "preserve",
                "Elmfield House welcomes visitors daily between 10 am and 8 pm. Every resident may name one essential care supporter, who is able to visit at any time, outbreaks included. In accordance with Regulation 9A of the Health and Social Care Act 2008 (Regulated Activities) Regulations 2014, we will not turn a visit down without recording a reason. Visitors should stay away if they have had vomiting or diarrhoea within the past 48 hours. If there is an outbreak, we may ask you to wear a mask in shared areas. Because infections are likely to increase over the winter, we will probably review these arrangements in January.",
            ),
            Good(
                "preserve",
                "You can visit Elmfield House any day from 10 am to 8 pm. Each resident may choose one essential care supporter, and that person can visit at any time, even during an outbreak. In line with Regulation 9A of the Health and Social Care Act 2008 (Regulated Activities) Regulations 2014, we will not refuse a visit unless we document the reason. You should not visit if you have had vomiting or diarrhoea in the last 48 hours. During an outbreak we may ask you to wear a mask in communal areas. Infections are likely to rise in winter, so we will probably review these arrangements in January.",
            ),
            Good(
                "pl",
                "Odwiedziny w Elmfield House są możliwe codziennie od 10:00 do 20:00. Każdy mieszkaniec może wskazać jednego niezbędnego opiekuna wspierającego (essential care supporter), który może przychodzić o każdej porze, także w czasie ogniska zakażeń. Zgodnie z regulacją 9A Health and Social Care Act 2008 (Regulated Activities) Regulations 2014 nie odmówimy odwiedzin bez udokumentowanego powodu. Osoby, które w ciągu ostatnich 48 godzin miały wymioty lub biegunkę, nie powinny przychodzić. W czasie ogniska zakażeń możemy poprosić odwiedzających o noszenie maseczki w częściach wspólnych. Liczba zakażeń prawdopodobnie wzrośnie w miesiącach zimowych, dlatego zasady te zapewne zostaną zweryfikowane w styczniu.",
            ),
        ],
        bad=[
            Slip(
                0, [("we may ask you to wear a mask", "we will ask you to wear a mask")], "modality"
            ),
            Slip(1, [("Regulation 9A", "Regulation 12")], "legal_reference"),
            Slip(
                2, [("Liczba zakażeń prawdopodobnie wzrośnie", "Liczba zakażeń wzrośnie")], "hedge"
            ),
        ],
    ),
    Case(
        key="en-fishing-charter-deposit-terms",
        source="Bookings for the Sea Spray charter are confirmed once we receive a deposit of £60 per angler; the balance is due on the day. Trips leave Brixham harbour at 7:00 am and last about eight hours, depending on the tide. Rods, reels and bait are included, but we do not supply waterproof clothing, so bring your own. The boat takes a maximum of 10 anglers. If the skipper cancels because of the weather, your deposit is refunded in full or moved to another date. Deposits are not refundable if you cancel less than 72 hours before departure. Children under 16 must be accompanied by an adult.",
        good=[
            Good(
                "preserve",
                "To confirm your place on the Sea Spray charter, pay a £60 deposit per angler; you'll settle the balance on the day. We sail from Brixham harbour at 7:00 am and stay out for roughly eight hours, depending on the tide. Rods, reels and bait come with the trip, but waterproof clothing isn't provided, so please bring your own. There's room for no more than 10 anglers on board. If the skipper calls the trip off due to the weather, your deposit will be refunded in full or moved to another date. Cancel less than 72 hours before departure and your deposit is not refundable. Children under 16 must be accompanied by an adult.",
            ),
            Good(
                "preserve",
                "Sea Spray charter – booking terms\n\n- A deposit of £60 per angler confirms your booking; the balance is paid on the day.\n- Departure is from Brixham harbour at 7:00 am. Trips last about eight hours, depending on the tide.\n- Rods, reels and bait are included. Waterproof clothing is not supplied, so bring your own.\n- Maximum 10 anglers per trip.\n- Cancellation by the skipper because of the weather: full refund of the deposit, or transfer to another date.\n- Cancellation by you less than 72 hours before departure: the deposit is not refundable.\n- Children under 16 must be accompanied by an adult.",
            ),
            Good(
                "pl",
                "Rezerwacja rejsu wędkarskiego Sea Spray jest potwierdzona po wpłacie zadatku w wysokości 60 GBP od wędkarza; pozostałą kwotę płaci się w dniu rejsu. Wypływamy z portu w Brixham o 7:00, a rejs trwa około ośmiu godzin, w zależności od pływów. Wędki, kołowrotki i przynęty są wliczone w cenę, ale nie zapewniamy odzieży nieprzemakalnej – trzeba zabrać własną. Na łodzi mieści się maksymalnie 10 wędkarzy. Jeśli szyper odwoła rejs z powodu pogody, zadatek zostanie zwrócony w całości albo przeniesiony na inny termin. W przypadku rezygnacji później niż 72 godziny przed wypłynięciem zadatek nie podlega zwrotowi. Dzieci poniżej 16 lat muszą być pod opieką osoby dorosłej.",
            ),
        ],
        bad=[
            Slip(1, [("Maximum 10 anglers per trip.", "Maximum 12 anglers per trip.")], "number"),
            Slip(0, [("your deposit is not refundable", "your deposit is refundable")], "negation"),
            Slip(
                2,
                [
                    (
                        "Wędki, kołowrotki i przynęty są wliczone w cenę",
                        "Wędki, kołowrotki, przynęty i lunch na pokładzie są wliczone w cenę",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-woodland-burial-ground-visitor-rules",
        source="Oakhurst Woodland Burial Ground is managed as a natural habitat, and a few rules help keep it that way. Graves are marked only by a native tree or a small wooden plaque; headstones and kerb sets are not permitted. Families may plant wildflower seed from our approved list, but cut flowers in plastic wrapping must be taken home. Ashes may be scattered or interred in any open glade with the warden's agreement. Under section 214 of the Local Government Act 1972 and our own regulations, a grave may not be reopened without written permission from the burial ground office. Dogs must be kept on a lead at all times.",
        good=[
            Good(
                "preserve",
                "We look after Oakhurst Woodland Burial Ground as a natural habitat, and these few rules help us keep it that way. The only grave markers allowed are a native tree or a small wooden plaque — headstones and kerb sets are not permitted. You may plant wildflower seed chosen from our approved list, but any cut flowers in plastic wrapping must go home with you. With the warden's agreement, ashes may be scattered or interred in any open glade. A grave may not be reopened without written permission from the burial ground office, under section 214 of the Local Government Act 1972 and our own regulations. Dogs must be on a lead at all times.",
            ),
            Good(
                "preserve",
                "Oakhurst Woodland Burial Ground is run as a natural habitat. To keep it that way:\n\n1. Graves are marked only with a native tree or a small wooden plaque. Headstones and kerb sets are not permitted.\n2. Families may plant wildflower seed from the approved list.\n3. Cut flowers in plastic wrapping must be taken home.\n4. Ashes may be scattered or interred in any open glade, provided the warden agrees.\n5. No grave may be reopened without written permission from the burial ground office (section 214 of the Local Government Act 1972 and the burial ground's own regulations).\n6. Dogs must be kept on a lead at all times.",
            ),
            Good(
                "pl",
                "Cmentarz leśny Oakhurst Woodland Burial Ground jest utrzymywany jako siedlisko przyrodnicze, a kilka zasad pomaga zachować go w takim stanie. Groby oznacza się wyłącznie rodzimym drzewem lub małą drewnianą tabliczką; nagrobki i obramowania grobów są niedozwolone. Rodziny mogą wysiewać nasiona dzikich kwiatów z zatwierdzonej przez nas listy, ale cięte kwiaty w plastikowym opakowaniu należy zabrać do domu. Prochy można rozsypać lub pochować na dowolnej otwartej polanie za zgodą opiekuna terenu. Zgodnie z sekcją 214 Local Government Act 1972 oraz naszym regulaminem grobu nie wolno ponownie otwierać bez pisemnej zgody biura cmentarza. Psy muszą być przez cały czas prowadzone na smyczy.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Families may plant wildflower seed", "Families must plant wildflower seed")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "nagrobki i obramowania grobów są niedozwolone",
                        "nagrobki i obramowania grobów są dozwolone",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "section 214 of the Local Government Act 1972",
                        "section 241 of the Local Government Act 1972",
                    )
                ],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="en-model-railway-exhibition-tickets",
        source="The Wessex Model Railway Exhibition returns to the Corn Exchange, Dorchester, on Saturday 14 and Sunday 15 March 2026. Doors open at 10:00 both days, closing at 17:00 on Saturday and 16:00 on Sunday. Tickets cost £9 for adults, £4 for children aged 5–15, and under-5s go free; a family ticket for two adults and up to three children is £22. Advance tickets are available at www.wessexmrc.org.uk/tickets until midnight on 12 March. More than 30 layouts in scales from N to G will be on show. Pushchairs are welcome, but there is no cloakroom, so please keep bags small.",
        good=[
            Good(
                "preserve",
                "Wessex Model Railway Exhibition 2026\n\n- Venue: Corn Exchange, Dorchester\n- Dates: Saturday 14 March and Sunday 15 March 2026\n- Opening times: 10:00–17:00 on Saturday, 10:00–16:00 on Sunday\n- Prices: adults £9; children aged 5–15 £4; under-5s free; family ticket (two adults and up to three children) £22\n- Advance tickets: www.wessexmrc.org.uk/tickets, on sale until midnight on 12 March\n- On show: more than 30 layouts, in scales from N to G\n\nPushchairs are welcome. There is no cloakroom, so please keep bags small.",
            ),
            Good(
                "preserve",
                "The Wessex Model Railway Exhibition is back at Dorchester's Corn Exchange on 14–15 March 2026 (Saturday and Sunday). You can visit from 10:00 each day until 17:00 on the Saturday and 16:00 on the Sunday. More than 30 layouts will be on display, in scales ranging from N to G. Entry is £9 for adults and £4 for children aged 5–15, while under-5s get in free; a family ticket covering two adults and up to three children costs £22. Buy in advance at www.wessexmrc.org.uk/tickets before midnight on 12 March. Pushchairs are welcome, but as there's no cloakroom, please keep bags small.",
            ),
            Good(
                "pl",
                "Wystawa Wessex Model Railway Exhibition powraca do Corn Exchange w Dorchester w sobotę 14 i niedzielę 15 marca 2026 r. W oba dni drzwi otwierają się o 10:00; w sobotę wystawa jest czynna do 17:00, a w niedzielę do 16:00. Bilet dla dorosłych kosztuje 9 funtów, dla dzieci w wieku 5–15 lat – 4 funty, a dzieci poniżej 5 lat wchodzą bezpłatnie; bilet rodzinny dla dwóch osób dorosłych i maksymalnie trojga dzieci kosztuje 22 funty. Bilety w przedsprzedaży można kupić na stronie www.wessexmrc.org.uk/tickets do północy 12 marca. Zaprezentowanych zostanie ponad 30 makiet w skalach od N do G. Wózki dziecięce są mile widziane, ale nie ma szatni, dlatego prosimy zabierać tylko niewielkie torby.",
            ),
        ],
        bad=[
            Slip(1, [("costs £22", "costs £26")], "number"),
            Slip(0, [("until midnight on 12 March", "until midnight on 13 March")], "date"),
            Slip(2, [("www.wessexmrc.org.uk/tickets", "www.wessexmrc.co.uk/tickets")], "url"),
        ],
    ),
    Case(
        key="en-climbing-wall-belay-induction",
        source="Before you climb unsupervised at Summit Walls, you must complete a one-hour induction with a member of staff. The session covers harness fitting, the figure-of-eight knot and belaying with an assisted-braking device. You should arrive 15 minutes early to fill in the registration form. If you already hold a climbing wall award or can show equivalent experience, you may be able to skip part of the session, but the belay check cannot be waived. Most people pass first time; if you don't, you can book another induction at no extra cost. Climbers under 18 must not belay without an adult present.",
        good=[
            Good(
                "preserve",
                "New to Summit Walls? Here's what the induction involves:\n\n- It lasts one hour, is run by a member of staff, and you must complete it before climbing unsupervised.\n- You'll learn to fit a harness, tie a figure-of-eight knot and belay using an assisted-braking device.\n- You should arrive 15 minutes early so you can fill in the registration form.\n- If you hold a climbing wall award or can show equivalent experience, you may be able to skip part of the session — but the belay check cannot be waived.\n- Most people pass first time. If you don't, you can book another induction at no extra cost.\n- Climbers under 18 must not belay unless an adult is present.",
            ),
            Good(
                "preserve",
                "All climbers must complete a one-hour induction, delivered by a member of staff, before climbing unsupervised at Summit Walls. It covers fitting a harness, tying the figure-of-eight knot and belaying with an assisted-braking device. Please note that you should arrive 15 minutes beforehand to complete the registration form. Those who hold a climbing wall award, or who can demonstrate equivalent experience, may be able to omit part of the session; the belay check, however, cannot be waived. The majority of people pass at the first attempt, and anyone who does not can book a further induction at no additional cost. Climbers under the age of 18 must not belay without an adult present.",
            ),
            Good(
                "pl",
                "Zanim zaczniesz wspinać się bez nadzoru w Summit Walls, musisz przejść godzinne szkolenie wprowadzające z członkiem personelu. Obejmuje ono zakładanie uprzęży, wiązanie węzła ósemkowego i asekurację przyrządem ze wspomaganym hamowaniem. Powinno się przyjść 15 minut wcześniej, aby wypełnić formularz rejestracyjny. Jeśli masz już certyfikat climbing wall award lub możesz wykazać równoważne doświadczenie, być może uda się pominąć część szkolenia, ale ze sprawdzianu asekuracji nie można zwolnić. Większość osób zalicza za pierwszym razem; jeśli ci się nie uda, możesz bez dodatkowych opłat zapisać się na kolejne szkolenie. Osobom poniżej 18 roku życia nie wolno asekurować bez obecności osoby dorosłej.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("You should arrive 15 minutes early", "You must arrive 15 minutes early")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "the belay check, however, cannot be waived",
                        "the belay check, however, can also be waived",
                    )
                ],
                "negation",
            ),
            Slip(2, [("być może uda się pominąć", "można pominąć")], "hedge"),
        ],
    ),
    Case(
        key="en-parish-council-community-grants",
        source="Longford Parish Council invites applications to its Community Grant Scheme for 2026/27. Grants of between £250 and £2,000 are available to voluntary groups serving residents of the parish; the total budget this year is £12,000. Awards are made under section 137 of the Local Government Act 1972, which allows councils to spend money for the direct benefit of their area. Applicants must submit a completed form, their latest accounts and a constitution by 5 pm on Friday 30 January 2026. Grants cannot be used for activities that have already taken place. Decisions will be made at the council meeting on 10 March 2026.",
        good=[
            Good(
                "preserve",
                "Does your voluntary group serve people living in Longford parish? You can now apply to Longford Parish Council's Community Grant Scheme for 2026/27. We offer grants from £250 up to £2,000, from a total budget of £12,000 this year. The money is awarded under section 137 of the Local Government Act 1972, which lets councils spend for the direct benefit of their area. You must send us a completed form, your latest accounts and your constitution by 5 pm on Friday 30 January 2026. Please note that grants cannot cover activities that have already happened. The council will decide on applications at its meeting on 10 March 2026.",
            ),
            Good(
                "preserve",
                "Longford Parish Council – Community Grant Scheme 2026/27\n\nThe council is now accepting applications. Key points:\n• Eligible applicants: voluntary groups serving residents of the parish\n• Grant size: £250–£2,000; total budget for the year: £12,000\n• Legal basis: section 137 of the Local Government Act 1972 (spending for the direct benefit of the area)\n• Required documents: a completed application form, the latest accounts and a constitution\n• Deadline: 5 pm, Friday 30 January 2026\n• Exclusions: activities that have already taken place cannot be funded\n• Decisions: at the council meeting on 10 March 2026",
            ),
            Good(
                "pl",
                "Rada parafii Longford (Longford Parish Council) przyjmuje wnioski w ramach programu grantów społecznych (Community Grant Scheme) na rok 2026/27. Organizacje wolontariackie działające na rzecz mieszkańców parafii mogą otrzymać granty w wysokości od 250 do 2000 funtów; łączny budżet w tym roku wynosi 12 000 funtów. Granty są przyznawane na podstawie sekcji 137 Local Government Act 1972, która pozwala radom wydawać środki bezpośrednio na rzecz ich obszaru. Wnioskodawcy muszą złożyć wypełniony formularz, najnowsze sprawozdanie finansowe oraz statut do piątku 30 stycznia 2026 r., do godz. 17:00. Granty nie mogą być przeznaczone na działania, które już się odbyły. Decyzje zapadną na posiedzeniu rady 10 marca 2026 r.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "łączny budżet w tym roku wynosi 12 000 funtów",
                        "łączny budżet w tym roku wynosi 15 000 funtów",
                    )
                ],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "section 137 of the Local Government Act 1972",
                        "section 173 of the Local Government Act 1972",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                0,
                [("at its meeting on 10 March 2026", "at its meeting on 10 February 2026")],
                "date",
            ),
        ],
    ),
    Case(
        key="en-cathedral-choir-scholarship-voice-trials",
        source="St Aldhelm's Cathedral offers choral scholarships to boys and girls aged 7 to 9 who enjoy singing. No previous musical training is required; what matters most is a good ear and enthusiasm. Choristers receive a scholarship worth 50% of the fees at the Cathedral School, as well as free singing and piano lessons. Voice trials will take place on Saturday 8 November 2025, and families should register by 24 October. Each child will be asked to sing a short song of their choice and do some simple aural tests. Choristers sing at Evensong four times a week and at Sunday services, so parents should consider this commitment carefully.",
        good=[
            Good(
                "preserve",
                "Does your child love to sing? St Aldhelm's Cathedral offers choral scholarships to girls and boys aged 7 to 9. They don't need any previous musical training — a good ear and enthusiasm matter most. A chorister's scholarship is worth 50% of the fees at the Cathedral School and comes with free singing and piano lessons. Voice trials are on Saturday 8 November 2025, and families should register by 24 October. At the trial, your child will be asked to sing a short song of their choice and take some simple aural tests. Choristers sing at Evensong four times a week as well as at Sunday services, so parents should think carefully about this commitment.",
            ),
            Good(
                "preserve",
                "Choral scholarships at St Aldhelm's Cathedral are open to boys and girls aged 7–9 who enjoy singing. Applicants need no previous musical training; the most important qualities are a good ear and enthusiasm. Each chorister is awarded a scholarship worth 50% of the Cathedral School fees, together with free singing and piano lessons. Voice trials will be held on Saturday 8 November 2025, and families should register by 24 October. Candidates will sing a short song of their own choosing and complete some simple aural tests. As choristers sing Evensong four times a week and at Sunday services, parents should weigh up this commitment carefully.",
            ),
            Good(
                "pl",
                "Katedra St Aldhelm's oferuje stypendia chóralne dla chłopców i dziewczynek w wieku od 7 do 9 lat, którzy lubią śpiewać. Wcześniejsze wykształcenie muzyczne nie jest wymagane – najważniejsze są dobry słuch i zapał. Chórzyści otrzymują stypendium pokrywające 50% czesnego w Cathedral School, a także bezpłatne lekcje śpiewu i gry na fortepianie. Przesłuchania odbędą się w sobotę 8 listopada 2025 r., a rodziny powinny zgłosić dziecko do 24 października. Każde dziecko zaśpiewa krótką piosenkę według własnego wyboru i wykona kilka prostych testów słuchowych. Chórzyści śpiewają na nieszporach (Evensong) cztery razy w tygodniu oraz podczas niedzielnych nabożeństw, dlatego rodzice powinni starannie rozważyć to zobowiązanie.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "together with free singing and piano lessons",
                        "together with free singing and piano lessons and a place on the choir's summer tour to Rome",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "Voice trials are on Saturday 8 November 2025",
                        "Voice trials are on Saturday 15 November 2025",
                    )
                ],
                "date",
            ),
            Slip(
                2, [("rodziny powinny zgłosić dziecko", "rodziny mogą zgłosić dziecko")], "modality"
            ),
        ],
    ),
    Case(
        key="en-leisure-centre-children-swimming-blocks",
        source="Riverside Leisure Centre runs swimming lessons for children aged 4 and over in 10-week blocks. Classes last 30 minutes and have no more than 8 pupils per teacher in the beginner stages. The next block starts on Monday 5 January 2026 and costs £65, payable in advance. Places usually fill within a few days, so we recommend booking early. Parents are not allowed on the poolside during lessons but can watch from the viewing gallery. If your child misses a lesson, we cannot offer a refund or a catch-up session. Most children move up a stage after two or three blocks, although this varies.",
        good=[
            Good(
                "preserve",
                "Swimming lessons at Riverside Leisure Centre\n\n- Who: children aged 4 and over\n- Format: 10-week blocks of 30-minute classes\n- Class size: a maximum of 8 pupils per teacher in the beginner stages\n- Next block: starts Monday 5 January 2026; £65, paid in advance\n- Booking: places usually go within a few days, so we recommend booking early\n- Parents: not allowed on the poolside during lessons, but welcome to watch from the viewing gallery\n- Missed lessons: we cannot offer a refund or a catch-up session\n- Progress: most children move up a stage after two or three blocks, though this varies",
            ),
            Good(
                "preserve",
                "At Riverside Leisure Centre we teach children from the age of 4, in blocks of 10 weeks. Each class is 30 minutes long, and in the beginner stages there are never more than 8 pupils to one teacher. Our next block begins on Monday 5 January 2026. It costs £65, which you pay up front. Because places usually fill within a few days, we recommend that you book early. Parents may not go on the poolside during lessons, but you can watch from the viewing gallery. We are unable to offer a refund or a catch-up session if your child misses a lesson. Most children go up a stage after two or three blocks, although this varies from child to child.",
            ),
            Good(
                "pl",
                "Riverside Leisure Centre prowadzi lekcje pływania dla dzieci od 4 lat w 10-tygodniowych cyklach. Zajęcia trwają 30 minut, a na etapach dla początkujących na jednego instruktora przypada nie więcej niż 8 uczniów. Kolejny cykl rozpoczyna się w poniedziałek 5 stycznia 2026 r. i kosztuje 65 funtów, płatne z góry. Miejsca zwykle rozchodzą się w ciągu kilku dni, dlatego zalecamy wczesną rezerwację. Rodzice nie mogą przebywać przy basenie podczas zajęć, ale mogą je oglądać z galerii dla widzów. Jeśli dziecko opuści zajęcia, nie oferujemy zwrotu pieniędzy ani zajęć zastępczych. Większość dzieci przechodzi na wyższy poziom po dwóch lub trzech cyklach, choć bywa z tym różnie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("a maximum of 8 pupils per teacher", "a maximum of 10 pupils per teacher")],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "We are unable to offer a refund or a catch-up session",
                        "We are happy to offer a refund or a catch-up session",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Miejsca zwykle rozchodzą się w ciągu kilku dni",
                        "Miejsca rozchodzą się w ciągu kilku dni",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-library-makerspace-3d-printing-guide",
        source="## Using the 3D printer\n\nThe Makerspace printer (Prusa MK4) is available to library members aged 16+ after a short induction.\n\n1. Export your model as an `.stl` or `.3mf` file and slice it with PrusaSlicer using the `Library_PLA_0.2mm` profile.\n2. Upload the sliced `.bgcode` file via the booking page: [makerspace.ashbournelibraries.org.uk/print](https://makerspace.ashbournelibraries.org.uk/print).\n3. Print jobs must not exceed 4 hours; longer jobs should be split into parts.\n\nFilament costs 5p per gram, paid at the desk when you collect. Staff may refuse prints that are weapons or that infringe copyright. Prints not collected within 14 days will be recycled.",
        good=[
            Good(
                "preserve",
                "## How to use the 3D printer\n\nLibrary members aged 16 or over can use the Makerspace's Prusa MK4 once they have completed a short induction.\n\n1. Save your model as an `.stl` or `.3mf` file, then slice it in PrusaSlicer with the `Library_PLA_0.2mm` profile.\n2. Upload the resulting `.bgcode` file on the [booking page](https://makerspace.ashbournelibraries.org.uk/print).\n3. No print job may run longer than 4 hours; longer jobs should be split into several parts.\n\nFilament is charged at 5p per gram, which you pay at the desk when you collect your print. Staff may refuse to print weapons or anything that infringes copyright. Any print not collected within 14 days will be recycled.",
            ),
            Good(
                "preserve",
                "## 3D printer: quick guide\n\nAvailable to library members aged 16+ after a short induction (printer: Prusa MK4, in the Makerspace).\n\n1. Export the model as `.stl` or `.3mf` and slice it in PrusaSlicer using the `Library_PLA_0.2mm` profile.\n2. Upload the sliced `.bgcode` file through the booking page: [makerspace.ashbournelibraries.org.uk/print](https://makerspace.ashbournelibraries.org.uk/print).\n3. Jobs must not exceed 4 hours. Longer jobs should be split into parts.\n\n**Cost:** filament is 5p per gram, paid at the desk on collection.\n**Refusals:** staff may refuse prints that are weapons or that infringe copyright.\n**Collection:** prints not collected within 14 days are recycled.",
            ),
            Good(
                "pl",
                "## Korzystanie z drukarki 3D\n\nDrukarka w Makerspace (Prusa MK4) jest dostępna dla czytelników w wieku 16+ po krótkim szkoleniu wprowadzającym.\n\n1. Wyeksportuj model do pliku `.stl` lub `.3mf` i potnij go w PrusaSlicerze, używając profilu `Library_PLA_0.2mm`.\n2. Prześlij pocięty plik `.bgcode` przez stronę rezerwacji: [makerspace.ashbournelibraries.org.uk/print](https://makerspace.ashbournelibraries.org.uk/print).\n3. Wydruk nie może trwać dłużej niż 4 godziny; dłuższe zadania powinny zostać podzielone na części.\n\nFilament kosztuje 5 pensów za gram; płaci się w punkcie obsługi przy odbiorze. Personel może odmówić wydruku broni lub przedmiotów naruszających prawa autorskie. Wydruki nieodebrane w ciągu 14 dni zostaną oddane do recyklingu.",
            ),
        ],
        bad=[
            Slip(1, [("`Library_PLA_0.2mm`", "`Library_PETG_0.2mm`")], "code"),
            Slip(
                0,
                [("## How to use the 3D printer\n\n", "How to use the 3D printer\n\n")],
                "markdown",
            ),
            Slip(2, [("Personel może odmówić", "Personel musi odmówić")], "modality"),
        ],
    ),
    Case(
        key="en-newsletter-screen-time-sleep-study",
        source="A study published in JAMA Pediatrics (Hale et al., 2024) followed 2,150 children aged 9 to 11 for two years and found that those who used screens for more than two hours after 8 pm slept on average 24 minutes less per night. The authors caution that the link may not be causal: children who sleep poorly might also be more likely to reach for a phone. They also note that the effect appeared smaller in households with fixed bedtimes. Our school nurse suggests keeping devices out of bedrooms overnight, but stresses that this is advice, not a rule.",
        good=[
            Good(
                "preserve",
                "Children aged 9 to 11 who spent more than two hours on screens after 8 pm slept, on average, 24 minutes less each night, according to a two-year study of 2,150 children published in JAMA Pediatrics (Hale et al., 2024). The researchers warn that the link may not be causal, since children who sleep badly might also be more inclined to pick up a phone. The effect also seemed to be smaller in homes with fixed bedtimes, they add. Our school nurse suggests leaving devices outside bedrooms overnight, while stressing that this is advice rather than a rule.",
            ),
            Good(
                "preserve",
                "What the research says\n\n- Source: Hale et al., 2024, JAMA Pediatrics\n- Who: 2,150 children aged 9–11, followed for two years\n- Finding: more than two hours of screen use after 8 pm went with 24 minutes less sleep per night, on average\n- Caveat: the link may not be causal — children who sleep poorly might also be more likely to reach for a phone\n- The effect appeared smaller in households with fixed bedtimes\n\nOur school nurse suggests keeping devices out of bedrooms overnight, but stresses that this is advice, not a rule.",
            ),
            Good(
                "pl",
                "Badanie opublikowane w JAMA Pediatrics (Hale i in., 2024) objęło 2150 dzieci w wieku od 9 do 11 lat, obserwowanych przez dwa lata. Wykazało, że dzieci korzystające z ekranów dłużej niż dwie godziny po 20:00 spały średnio o 24 minuty krócej każdej nocy. Autorzy zastrzegają, że związek ten może nie być przyczynowy: dzieci, które źle śpią, mogą też częściej sięgać po telefon. Zauważają również, że efekt wydawał się mniejszy w domach ze stałą porą kładzenia się spać. Nasza pielęgniarka szkolna sugeruje, by na noc nie trzymać urządzeń w sypialniach, podkreśla jednak, że to rada, a nie zasada.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Hale et al., 2024, JAMA Pediatrics", "Hale et al., 2022, JAMA Pediatrics")],
                "citation",
            ),
            Slip(
                0,
                [("The effect also seemed to be smaller", "The effect was also smaller")],
                "hedge",
            ),
            Slip(2, [("objęło 2150 dzieci", "objęło 1250 dzieci")], "number"),
        ],
    ),
    Case(
        key="en-readme-snapkeep-backup-setup",
        source="# snapkeep\n\n`snapkeep` makes incremental backups of a directory to any S3-compatible bucket.\n\n## Installation\n\nRequires Python 3.10 or newer. Install it with:\n\n```\npip install snapkeep\n```\n\n## Usage\n\nRun `snapkeep init` once to create `~/.config/snapkeep/config.toml`, then `snapkeep push ~/Documents` to back up a folder. Do not store your secret key in the config file; set the `SNAPKEEP_SECRET` environment variable instead. Backups are not encrypted by default, so pass `--encrypt` if the bucket is shared with other users.",
        good=[
            Good(
                "preserve",
                "# snapkeep\n\n`snapkeep` backs up a directory incrementally to any S3-compatible bucket.\n\n## Installation\n\nYou need Python 3.10 or later. To install:\n\n```\npip install snapkeep\n```\n\n## Usage\n\n1. Run `snapkeep init` once; it creates `~/.config/snapkeep/config.toml`.\n2. Back up a folder with `snapkeep push ~/Documents`.\n\nNever store your secret key in the config file — set the `SNAPKEEP_SECRET` environment variable instead. By default, backups are not encrypted, so add `--encrypt` when the bucket is shared with other users.",
            ),
            Good(
                "preserve",
                "# snapkeep\n\n`snapkeep` is a tool for incremental backups of a directory to any S3-compatible bucket.\n\n## Installation\n\nPython 3.10 or newer is required. Install the package with:\n\n```\npip install snapkeep\n```\n\n## Usage\n\nFirst run `snapkeep init`, which creates `~/.config/snapkeep/config.toml`; you only need to do this once. Then back up a folder with `snapkeep push ~/Documents`. Do not put your secret key in the config file. Use the `SNAPKEEP_SECRET` environment variable instead. Backups are not encrypted by default, so pass `--encrypt` if other users share the bucket.",
            ),
            Good(
                "pl",
                "# snapkeep\n\n`snapkeep` tworzy przyrostowe kopie zapasowe katalogu w dowolnym zasobniku zgodnym z S3.\n\n## Instalacja\n\nWymaga Pythona 3.10 lub nowszego. Instalacja:\n\n```\npip install snapkeep\n```\n\n## Użycie\n\nUruchom jednorazowo `snapkeep init`, aby utworzyć `~/.config/snapkeep/config.toml`, a następnie `snapkeep push ~/Documents`, aby zarchiwizować folder. Nie zapisuj klucza tajnego w pliku konfiguracyjnym; zamiast tego ustaw zmienną środowiskową `SNAPKEEP_SECRET`. Kopie zapasowe domyślnie nie są szyfrowane, więc jeśli z zasobnika korzystają też inni użytkownicy, użyj opcji `--encrypt`.",
            ),
        ],
        bad=[
            Slip(2, [("`SNAPKEEP_SECRET`", "`SNAPKEEP_SECRET_KEY`")], "code"),
            Slip(0, [("```\npip install snapkeep\n```", "pip install snapkeep")], "markdown"),
            Slip(
                1,
                [("Backups are not encrypted by default", "Backups are encrypted by default")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-allotment-plot-holder-tenancy-rules",
        source="Plot holders at Greenway Allotments must keep at least 75% of their plot under cultivation during the growing season. Sheds may be no larger than 2.4 m by 1.8 m and need the committee's approval before they are put up. Bonfires are permitted only between 1 November and 31 March, and never on Sundays. Hosepipes must not be used; water should be taken from the troughs with cans. Tenancies run from 1 October and may be ended by the council on one month's notice if these rules are broken, as allowed under section 1 of the Allotments Act 1922. Annual rent for a full plot is £48.",
        good=[
            Good(
                "preserve",
                "If you hold a plot at Greenway Allotments, you must keep at least 75% of it cultivated throughout the growing season. Sheds may measure no more than 2.4 m by 1.8 m, and you need the committee's approval before putting one up. Bonfires are permitted only from 1 November to 31 March, and never on a Sunday. Hosepipes must not be used; you should fill cans from the troughs instead. Your tenancy runs from 1 October, and if you break these rules the council may end it on one month's notice, as section 1 of the Allotments Act 1922 allows. A full plot costs £48 a year in rent.",
            ),
            Good(
                "preserve",
                "Greenway Allotments – rules for plot holders\n\n1. At least 75% of each plot must be under cultivation during the growing season.\n2. Sheds may be no larger than 2.4 m × 1.8 m and require committee approval before being put up.\n3. Bonfires are allowed only between 1 November and 31 March, and never on Sundays.\n4. Hosepipes must not be used. Water should be carried from the troughs in cans.\n5. Tenancies begin on 1 October. Under section 1 of the Allotments Act 1922, the council may end a tenancy on one month's notice if these rules are broken.\n6. Annual rent for a full plot: £48.",
            ),
            Good(
                "pl",
                "Dzierżawcy działek w Greenway Allotments muszą uprawiać co najmniej 75% powierzchni działki w sezonie wegetacyjnym. Szopy mogą mieć wymiary najwyżej 2,4 m na 1,8 m, a na ich postawienie potrzebna jest zgoda zarządu. Ogniska są dozwolone wyłącznie od 1 listopada do 31 marca i nigdy w niedziele. Nie wolno używać węży ogrodowych; wodę powinno się nabierać konewkami z koryt. Dzierżawa zaczyna się 1 października, a w razie naruszenia tych zasad rada może ją wypowiedzieć z miesięcznym wyprzedzeniem, na co pozwala sekcja 1 Allotments Act 1922. Roczny czynsz za pełną działkę wynosi 48 funtów.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("sekcja 1 Allotments Act 1922", "sekcja 10 Allotments Act 1922")],
                "legal_reference",
            ),
            Slip(
                1, [("the council may end a tenancy", "the council will end a tenancy")], "modality"
            ),
            Slip(
                0,
                [
                    (
                        "A full plot costs £48 a year in rent.",
                        "A full plot costs £48 a year in rent, and half plots are available for £26.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-museum-volunteer-handbook-shift-basics",
        source="Welcome to the volunteer team at the Harbour Heritage Museum. Shifts last three and a half hours, and we ask volunteers to commit to at least two shifts a month. Please sign in at the front desk when you arrive and collect your lanyard. Volunteers must not handle objects in the collection unless they have completed collections-care training. If you cannot make a shift, let the volunteer coordinator know at least 48 hours in advance. Travel expenses up to £8 per shift can be reclaimed using the form in the staff room. Photography in the archive is not permitted.",
        good=[
            Good(
                "preserve",
                "Welcome to the Harbour Heritage Museum's volunteer team! Each shift is three and a half hours long, and we ask you to commit to at least two shifts a month. When you arrive, please sign in at the front desk and pick up your lanyard. Unless you've completed collections-care training, you must not handle any objects in the collection. Can't make a shift? Let the volunteer coordinator know at least 48 hours beforehand. You can reclaim travel expenses of up to £8 per shift with the form in the staff room. Please note that photography isn't permitted in the archive.",
            ),
            Good(
                "preserve",
                "Harbour Heritage Museum – volunteer essentials\n\n- Shifts: 3.5 hours each; we ask you to commit to at least two a month\n- On arrival: sign in at the front desk and collect your lanyard\n- Collection objects: must not be handled unless you have completed collections-care training\n- Can't make a shift: tell the volunteer coordinator at least 48 hours in advance\n- Travel expenses: up to £8 per shift, reclaimable with the form in the staff room\n- Archive: photography is not permitted",
            ),
            Good(
                "pl",
                "Witamy w zespole wolontariuszy Harbour Heritage Museum. Dyżury trwają trzy i pół godziny, a wolontariuszy prosimy o zaangażowanie się w co najmniej dwa dyżury w miesiącu. Po przyjściu prosimy wpisać się na listę w recepcji i odebrać identyfikator na smyczy. Wolontariuszom nie wolno brać do rąk obiektów z kolekcji, dopóki nie ukończą szkolenia z opieki nad zbiorami. Jeśli nie możesz przyjść na dyżur, powiadom koordynatora wolontariuszy co najmniej 48 godzin wcześniej. Koszty dojazdu do 8 funtów za dyżur można odzyskać za pomocą formularza dostępnego w pokoju dla personelu. W archiwum nie wolno robić zdjęć.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Koszty dojazdu do 8 funtów za dyżur można odzyskać za pomocą formularza dostępnego w pokoju dla personelu.",
                        "Travel expenses up to £8 per shift can be reclaimed using the form in the staff room.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                0,
                [
                    (
                        "photography isn't permitted in the archive",
                        "photography is permitted in the archive",
                    )
                ],
                "negation",
            ),
            Slip(1, [("up to £8 per shift", "up to £12 per shift")], "number"),
        ],
    ),
    Case(
        key="en-local-history-society-mills-talk",
        source="The Ashby Local History Society's next talk, 'Mills of the Upper Soar', will be given by Dr Helen Marsh on Wednesday 19 November at 7:30 pm in the Methodist Church Hall. Dr Marsh draws on her book The Water Mills of Leicestershire (Phillimore, 2011) and on Wilson's survey of 1847, now held at the county record office. She estimates that around forty mills once operated along the river, though only three buildings survive today. Members are admitted free; visitors are asked for a donation of £3. There is no need to book, but seating is limited to about 60.",
        good=[
            Good(
                "preserve",
                "On Wednesday 19 November at 7:30 pm, Dr Helen Marsh will speak to the Ashby Local History Society on 'Mills of the Upper Soar' at the Methodist Church Hall. Her talk draws on her book The Water Mills of Leicestershire (Phillimore, 2011) and on Wilson's 1847 survey, which is now kept at the county record office. By her estimate, around forty mills once worked along the river; only three of the buildings still stand. Entry is free for members, and visitors are asked for a £3 donation. You don't need to book, but there are only about 60 seats.",
            ),
            Good(
                "preserve",
                "Ashby Local History Society – next talk\n'Mills of the Upper Soar', by Dr Helen Marsh\nWednesday 19 November, 7:30 pm, Methodist Church Hall\n\nDrawing on her book The Water Mills of Leicestershire (Phillimore, 2011) and on Wilson's survey of 1847 (now held at the county record office), Dr Marsh estimates that some forty mills once operated along the river. Only three of the buildings survive today.\n\nFree for members; visitors are asked for a £3 donation. No booking needed, but seating is limited to about 60.",
            ),
            Good(
                "pl",
                "Kolejny wykład Ashby Local History Society, zatytułowany „Mills of the Upper Soar”, wygłosi dr Helen Marsh w środę 19 listopada o 19:30 w sali kościoła metodystów (Methodist Church Hall). Dr Marsh opiera się na swojej książce The Water Mills of Leicestershire (Phillimore, 2011) oraz na przeglądzie Wilsona z 1847 roku, przechowywanym obecnie w archiwum hrabstwa. Według jej szacunków wzdłuż rzeki działało niegdyś około czterdziestu młynów, choć do dziś zachowały się tylko trzy budynki. Członkowie towarzystwa wchodzą bezpłatnie; gości prosimy o datek w wysokości 3 funtów. Nie trzeba się zapisywać, ale liczba miejsc jest ograniczona do około 60.",
            ),
        ],
        bad=[
            Slip(1, [("(Phillimore, 2011)", "(Phillimore, 2001)")], "citation"),
            Slip(2, [("w środę 19 listopada o 19:30", "w środę 19 listopada o 18:30")], "date"),
            Slip(
                0,
                [
                    (
                        "which is now kept at the county record office",
                        "which is now kept at the county record office after being rediscovered in a solicitor's attic in 1994",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-repair-cafe-monthly-session-notice",
        source="Millbrook Repair Café meets on the first Saturday of every month at the Scout Hut, 10 am to 1 pm. Bring broken lamps, toasters, clothes, bikes or toys, and our volunteer fixers will try to repair them with you. Repairs are free, although we welcome donations towards spare parts. Items must be small enough to carry in; we can't take washing machines or large furniture. We cannot guarantee a fix, and some repairs may take more than one visit. Electrical items should be PAT-tested after repair, which we can usually do on the spot. See millbrookrepaircafe.org.uk for dates, or email fixit@millbrookrepaircafe.org.uk.",
        good=[
            Good(
                "preserve",
                "Got something broken? Bring it along to Millbrook Repair Café, held at the Scout Hut on the first Saturday of each month from 10 am to 1 pm. Our volunteer fixers will work with you to try to repair lamps, toasters, clothes, bikes or toys. Repairs cost nothing, but donations towards spare parts are welcome. Anything you bring must be small enough to carry in, so we can't take washing machines or large furniture. We can't guarantee a fix, and some repairs may need more than one visit. After repair, electrical items should be PAT-tested — we can usually do this on the spot. Dates are on millbrookrepaircafe.org.uk, or you can email fixit@millbrookrepaircafe.org.uk.",
            ),
            Good(
                "preserve",
                "Millbrook Repair Café\n\n- When: first Saturday of every month, 10 am–1 pm\n- Where: the Scout Hut\n- What to bring: broken lamps, toasters, clothes, bikes or toys — our volunteer fixers will try to repair them with you\n- Cost: free; donations towards spare parts are welcome\n- Size: items must be small enough to carry in (no washing machines or large furniture)\n- No guaranteed fix; some repairs may take more than one visit\n- Electrical items should be PAT-tested after repair; we can usually do this on the spot\n- Dates: millbrookrepaircafe.org.uk · Email: fixit@millbrookrepaircafe.org.uk",
            ),
            Good(
                "pl",
                "Millbrook Repair Café spotyka się w pierwszą sobotę każdego miesiąca w harcówce (Scout Hut), w godz. 10:00–13:00. Przynieś zepsute lampy, tostery, ubrania, rowery lub zabawki, a nasi wolontariusze spróbują naprawić je razem z tobą. Naprawy są bezpłatne, choć chętnie przyjmujemy datki na części zamienne. Przedmioty muszą być na tyle małe, by dało się je wnieść; nie przyjmujemy pralek ani dużych mebli. Nie możemy zagwarantować naprawy, a niektóre naprawy mogą wymagać więcej niż jednej wizyty. Urządzenia elektryczne powinny po naprawie przejść test PAT, który zwykle możemy wykonać na miejscu. Terminy znajdziesz na millbrookrepaircafe.org.uk; można też pisać na adres fixit@millbrookrepaircafe.org.uk.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Electrical items should be PAT-tested", "Electrical items must be PAT-tested")],
                "modality",
            ),
            Slip(
                0, [("we can usually do this on the spot", "we can do this on the spot")], "hedge"
            ),
            Slip(2, [("fixit@millbrookrepaircafe.org.uk", "fixit@millbrookrepair.org.uk")], "url"),
        ],
    ),
    Case(
        key="en-heritage-railway-santa-special-trains",
        source="Santa Specials on the Ashdown Valley Railway run on weekends from 29 November to 21 December. Each return trip takes about 75 minutes and includes a visit to Santa's grotto, a present for every child under 12 and a mince pie for adults. Seats are allocated, so you cannot choose a carriage. Tickets are £18 for adults and £24 for children, and infants under 2 travel free but do not receive a present. The station café will be open, but the museum is closed during December. Trains are not wheelchair accessible on the steam services; please call 01825 720811 to ask about our accessible diesel departures.",
        good=[
            Good(
                "preserve",
                "All aboard for the Santa Specials! Trains on the Ashdown Valley Railway run every weekend from 29 November to 21 December. The return journey lasts about 75 minutes and includes a visit to Santa's grotto, with a present for every child under 12 and a mince pie for the grown-ups. Seats are allocated, so it isn't possible to choose your carriage. Adult tickets cost £18 and child tickets £24; infants under 2 travel free but don't get a present. The station café will be open, though the museum is closed throughout December. Our steam trains are not wheelchair accessible, so please ring 01825 720811 to ask about the accessible diesel departures.",
            ),
            Good(
                "preserve",
                "The Ashdown Valley Railway's Santa Specials operate at weekends between 29 November and 21 December. Each return trip lasts approximately 75 minutes. It includes a visit to Santa's grotto, a present for each child under 12 and a mince pie for adults. Passengers cannot choose a carriage, as seats are allocated. Fares: adults £18, children £24; infants under 2 travel free but receive no present. The station café will be open; the museum will be closed in December. Steam services are not wheelchair accessible. For information on our accessible diesel departures, please call 01825 720811.",
            ),
            Good(
                "pl",
                "Pociągi ze Świętym Mikołajem (Santa Specials) na kolei Ashdown Valley Railway kursują w weekendy od 29 listopada do 21 grudnia. Przejazd w obie strony trwa około 75 minut i obejmuje wizytę w grocie Świętego Mikołaja, prezent dla każdego dziecka poniżej 12 lat oraz babeczkę z bakaliami (mince pie) dla dorosłych. Miejsca są przydzielane, więc nie można wybrać wagonu. Bilety kosztują 18 funtów dla dorosłych i 24 funty dla dzieci; niemowlęta poniżej 2 lat podróżują bezpłatnie, ale nie dostają prezentu. Kawiarnia na stacji będzie czynna, natomiast muzeum w grudniu jest zamknięte. Pociągi parowe nie są przystosowane dla wózków inwalidzkich; o dostępne kursy spalinowe prosimy pytać pod numerem 01825 720811.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "prezent dla każdego dziecka poniżej 12 lat",
                        "prezent dla każdego dziecka poniżej 10 lat",
                    )
                ],
                "number",
            ),
            Slip(
                1,
                [("Passengers cannot choose a carriage", "Passengers can choose a carriage")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "The station café will be open, though the museum is closed throughout December.",
                        "Kawiarnia na stacji będzie czynna, natomiast muzeum jest zamknięte przez cały grudzień.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-blog-urban-great-tit-song-pitch",
        source="Great tits in noisy city parks appear to sing at a higher pitch than their rural neighbours, according to research by Slabbekoorn and Peet published in Nature in 2003 (vol. 424, p. 267). Recording birds in Leiden, they found that the minimum frequency of songs rose by roughly 200 Hz in the loudest territories. The most likely explanation is that higher notes are less masked by low-frequency traffic noise. Later studies suggest that the shift may be partly learned rather than an instant response, but the evidence is still mixed. It is not yet clear whether the change affects breeding success.",
        good=[
            Good(
                "preserve",
                "Great tits living in noisy city parks seem to sing higher than their country cousins. In a 2003 paper in Nature (vol. 424, p. 267), Slabbekoorn and Peet reported that, in recordings made in Leiden, the lowest frequency of the birds' songs was roughly 200 Hz higher in the noisiest territories. The likeliest reason is that higher notes are less drowned out by the low-frequency rumble of traffic. Later work suggests the shift may be partly learned rather than an instant reaction, though the evidence remains mixed. Whether it affects breeding success is not yet clear.",
            ),
            Good(
                "preserve",
                "According to Slabbekoorn and Peet (Nature, 2003, vol. 424, p. 267), great tits in noisy urban parks appear to sing at a higher pitch than rural birds. Their recordings from Leiden showed the minimum song frequency rising by roughly 200 Hz in the loudest territories. This is most likely because higher notes are less masked by low-frequency traffic noise. Subsequent studies suggest that the shift may be partly learned rather than an immediate response, although the evidence is still mixed. It is not yet clear whether the change affects breeding success.",
            ),
            Good(
                "pl",
                "Bogatki żyjące w hałaśliwych parkach miejskich najwyraźniej śpiewają wyżej niż ich wiejskie sąsiadki – wynika z badań Slabbekoorna i Peet opublikowanych w „Nature” w 2003 roku (t. 424, s. 267). Nagrywając ptaki w Lejdzie, badacze stwierdzili, że na najgłośniejszych terytoriach minimalna częstotliwość śpiewu wzrosła o mniej więcej 200 Hz. Najbardziej prawdopodobne wyjaśnienie jest takie, że wyższe dźwięki są słabiej zagłuszane przez niskoczęstotliwościowy hałas uliczny. Późniejsze badania sugerują, że ta zmiana może być częściowo wyuczona, a nie natychmiastowa, choć dowody wciąż są niejednoznaczne. Nie wiadomo jeszcze, czy wpływa ona na sukces lęgowy.",
            ),
        ],
        bad=[
            Slip(0, [("(vol. 424, p. 267)", "(vol. 424, p. 276)")], "citation"),
            Slip(1, [("This is most likely because", "This is because")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Nagrywając ptaki w Lejdzie, badacze",
                        "Nagrywając ptaki w Lejdzie przez trzy kolejne sezony lęgowe, badacze",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-changelog-tidyroute-minor-release",
        source="## tidyroute 3.2.0 — released 14 May 2025\n\n- The `--dry-run` flag now prints a diff instead of the full route table.\n- `tidyroute.yaml` is read from the current directory first, then from `$XDG_CONFIG_HOME`.\n- Support for Node 16 has been dropped; Node 18 or later is now required.\n- The deprecated `legacy_mode` option is still accepted but will be removed in 4.0.\n\nThis release does not change the output format of `tidyroute export`, so existing scripts should keep working. Version 3.1.x will receive security fixes until 30 November 2025.",
        good=[
            Good(
                "preserve",
                "tidyroute 3.2.0 was released on 14 May 2025. With `--dry-run`, the tool now prints a diff rather than the whole route table. It looks for `tidyroute.yaml` in the current directory first and then in `$XDG_CONFIG_HOME`. Node 16 is no longer supported: you now need Node 18 or later. The deprecated `legacy_mode` option is still accepted for now, but it will be removed in 4.0. The output format of `tidyroute export` has not changed, so your existing scripts should keep working. Security fixes for 3.1.x will continue until 30 November 2025.",
            ),
            Good(
                "preserve",
                "## tidyroute 3.2.0 (14 May 2025)\n\n- `--dry-run` now shows a diff instead of printing the full route table.\n- Config lookup: `tidyroute.yaml` in the current directory first, then in `$XDG_CONFIG_HOME`.\n- Node 16 is no longer supported. Node 18 or later is required.\n- `legacy_mode` (deprecated) is still accepted, but will be removed in 4.0.\n\nThe output format of `tidyroute export` is unchanged in this release, so existing scripts should continue to work. The 3.1.x line will get security fixes until 30 November 2025.",
            ),
            Good(
                "pl",
                "## tidyroute 3.2.0 — wydanie z 14 maja 2025 r.\n\n- Flaga `--dry-run` wyświetla teraz różnice (diff) zamiast całej tabeli tras.\n- Plik `tidyroute.yaml` jest wczytywany najpierw z bieżącego katalogu, a potem z `$XDG_CONFIG_HOME`.\n- Zrezygnowano ze wsparcia dla Node 16; wymagany jest teraz Node 18 lub nowszy.\n- Przestarzała opcja `legacy_mode` jest nadal akceptowana, ale zostanie usunięta w wersji 4.0.\n\nTo wydanie nie zmienia formatu wyjścia `tidyroute export`, więc istniejące skrypty powinny nadal działać. Wersja 3.1.x będzie otrzymywać poprawki bezpieczeństwa do 30 listopada 2025 r.",
            ),
        ],
        bad=[
            Slip(1, [("`$XDG_CONFIG_HOME`", "`$XDG_DATA_HOME`")], "code"),
            Slip(
                2,
                [("To wydanie nie zmienia formatu wyjścia", "To wydanie zmienia format wyjścia")],
                "negation",
            ),
            Slip(0, [("until 30 November 2025", "until 31 December 2025")], "date"),
        ],
    ),
    Case(
        key="en-tenant-deposit-protection-guide",
        source="If you rent privately in England on an assured shorthold tenancy, your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it. They must also give you the prescribed information about the scheme within the same period. For most tenancies, the deposit cannot be more than five weeks' rent if the annual rent is under £50,000. At the end of the tenancy, you should ask for your deposit back in writing. If you and your landlord disagree about deductions, you can use the scheme's free dispute resolution service. A court may order the landlord to pay you up to three times the deposit if it was not protected.",
        good=[
            Good(
                "preserve",
                "Renting privately in England on an assured shorthold tenancy? Then your landlord must put your deposit in a government-approved scheme within 30 days of receiving it, and must give you the prescribed information about that scheme within the same 30 days. In most cases, if the yearly rent is under £50,000, the deposit can't be more than five weeks' rent. When the tenancy ends, you should ask in writing for your deposit to be returned. If you can't agree with your landlord about deductions, you can use the scheme's dispute resolution service, which is free. And if the deposit wasn't protected, a court may order your landlord to pay you up to three times its amount.",
            ),
            Good(
                "preserve",
                "Deposit protection: key points for private tenants in England (assured shorthold tenancies)\n\n- Your landlord must protect the deposit in a government-approved scheme within 30 days of receiving it.\n- Within the same period, they must also give you the prescribed information about the scheme.\n- For most tenancies with an annual rent under £50,000, the deposit cannot be more than five weeks' rent.\n- When the tenancy ends, you should request the deposit back in writing.\n- Disagreements about deductions can go to the scheme's free dispute resolution service.\n- If the deposit was not protected, a court may order the landlord to pay you up to three times the deposit.",
            ),
            Good(
                "pl",
                "Jeśli wynajmujesz mieszkanie od prywatnego właściciela w Anglii na podstawie umowy assured shorthold tenancy, wynajmujący musi zabezpieczyć twoją kaucję w zatwierdzonym przez rząd systemie w ciągu 30 dni od jej otrzymania. W tym samym terminie musi też przekazać ci wymagane informacje o tym systemie (prescribed information). W przypadku większości umów kaucja nie może przekraczać czynszu za pięć tygodni, jeśli roczny czynsz wynosi mniej niż 50 000 funtów. Po zakończeniu najmu powinieneś zwrócić się o zwrot kaucji na piśmie. Jeśli nie zgadzasz się z wynajmującym co do potrąceń, możesz skorzystać z bezpłatnej usługi rozstrzygania sporów prowadzonej przez system. Jeśli kaucja nie została zabezpieczona, sąd może nakazać wynajmującemu zapłatę kwoty do trzykrotności kaucji.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("a court may order your landlord", "a court will order your landlord")],
                "modality",
            ),
            Slip(
                1,
                [("cannot be more than five weeks' rent", "cannot be more than six weeks' rent")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "możesz skorzystać z bezpłatnej usługi rozstrzygania sporów prowadzonej przez system.",
                        "możesz skorzystać z bezpłatnej usługi rozstrzygania sporów prowadzonej przez system, która zwykle wydaje decyzję w ciągu 28 dni.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
