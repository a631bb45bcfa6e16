# ruff: noqa: E501, RUF001
"""English source cases of blind set 81: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-hospice-volunteer-induction-saturday-sessions",
        source="All new volunteers at St Brigid's Hospice must complete the induction programme before their first shift on the ward. The programme runs over three Saturdays, 10, 17 and 24 May 2025, from 9:30 to 15:00, and attendance at every session is required. Volunteers who miss a session will not be placed with patients until they have completed a catch-up module, which is offered once a month. You should bring photo ID to the first session so we can start your DBS check. Lunch is provided. Volunteers may withdraw from the programme at any time without giving a reason. Questions can be sent to Helen Ward, volunteer coordinator, at volunteers@stbrigidshospice.org.uk.",
        good=[
            Good(
                "preserve",
                "Welcome! Before your first shift on the ward at St Brigid's Hospice, you must finish our induction programme. It takes place over three Saturdays (10, 17 and 24 May 2025) from 9:30 am to 3 pm, and you need to attend every session. If you miss one, you won't be placed with patients until you've done a catch-up module; we run one each month. You should bring photo ID to the first session, as we need it to start your DBS check. We'll provide lunch. You may withdraw at any time, and you don't have to give a reason. Any questions? Email Helen Ward, our volunteer coordinator, at volunteers@stbrigidshospice.org.uk.",
            ),
            Good(
                "preserve",
                """Induction requirements for new volunteers – St Brigid's Hospice

- Completing the induction programme is mandatory before any first shift on the ward.
- Sessions: Saturday 10 May, Saturday 17 May and Saturday 24 May 2025, 9:30–15:00. Every session must be attended.
- A volunteer who misses a session will not be placed with patients until they have completed a catch-up module (available monthly).
- Photo ID should be brought to the first session so that the DBS check can be started.
- Lunch will be provided.
- Volunteers may withdraw at any time without stating a reason.

Contact: Helen Ward, Volunteer Coordinator – volunteers@stbrigidshospice.org.uk""",
            ),
            Good(
                "pl",
                "Wszyscy nowi wolontariusze St Brigid's Hospice muszą ukończyć program wprowadzający, zanim po raz pierwszy przyjdą na dyżur na oddziale. Program obejmuje trzy soboty: 10, 17 i 24 maja 2025 r., w godz. 9:30–15:00, a obecność na wszystkich zajęciach jest obowiązkowa. Wolontariusze, którzy opuszczą zajęcia, nie zostaną skierowani do pracy z pacjentami, dopóki nie ukończą modułu uzupełniającego, organizowanego raz w miesiącu. Na pierwsze zajęcia wolontariusz powinien przynieść dokument tożsamości ze zdjęciem, abyśmy mogli rozpocząć sprawdzenie DBS. Lunch zapewniamy. Wolontariusz może zrezygnować z programu w każdej chwili bez podawania przyczyny. Pytania prosimy kierować do koordynatorki wolontariatu, Helen Ward: volunteers@stbrigidshospice.org.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("and you don't have to give a reason", "but you have to give a reason")],
                "negation",
            ),
            Slip(1, [("Saturday 24 May 2025", "Saturday 31 May 2025")], "date"),
            Slip(
                2,
                [
                    (
                        "muszą ukończyć program wprowadzający",
                        "powinni ukończyć program wprowadzający",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-drone-photography-harbour-park-permit",
        source="Drone photography over Harbour Park requires a permit from the city's Parks Department in addition to your flight authorisation. Operators flying in the Open category must hold an A2 Certificate of Competency, must keep the drone below 120 metres and must stay at least 30 metres horizontally from uninvolved people, as set out in Article 4 of Regulation (EU) 2019/947. Applications must be submitted at least 10 working days before the planned flight through www.harbourcity.gov.uk/drone-permits. The permit fee is €45 per day. Flights are not permitted during the Saturday market or after sunset. Permits are issued to named pilots and cannot be transferred.",
        good=[
            Good(
                "preserve",
                """To take drone photos over Harbour Park you need two things: your usual flight authorisation and a permit from the city's Parks Department.

- In the Open category, you must hold an A2 Certificate of Competency.
- You must fly below 120 metres and stay at least 30 metres horizontally from uninvolved people (Article 4 of Regulation (EU) 2019/947).
- You must apply via www.harbourcity.gov.uk/drone-permits at least 10 working days before your flight.
- The permit costs €45 per day.
- No flying is permitted during the Saturday market or after sunset.
- The permit is issued to a named pilot and cannot be transferred.""",
            ),
            Good(
                "preserve",
                "A permit from the Parks Department is required for drone photography over Harbour Park, on top of the flight authorisation. Open-category operators must hold the A2 Certificate of Competency, keep the aircraft under 120 metres and maintain a horizontal distance of at least 30 metres from uninvolved people, in line with Article 4 of Regulation (EU) 2019/947. Applications must reach us through www.harbourcity.gov.uk/drone-permits no later than 10 working days ahead of the flight. The fee is €45 per day. Flying is not permitted during the Saturday market or after sunset, and permits, which are issued to named pilots, are non-transferable.",
            ),
            Good(
                "pl",
                "Fotografowanie z drona nad Harbour Park wymaga, oprócz zezwolenia na lot, także pozwolenia miejskiego Wydziału Parków. Operatorzy latający w kategorii otwartej muszą mieć świadectwo kompetencji A2, utrzymywać drona poniżej 120 metrów i zachowywać co najmniej 30 metrów odległości w poziomie od osób postronnych, zgodnie z art. 4 rozporządzenia (UE) 2019/947. Wnioski muszą zostać złożone za pośrednictwem strony www.harbourcity.gov.uk/drone-permits co najmniej 10 dni roboczych przed planowanym lotem. Opłata wynosi 45 € za dzień. Loty są zabronione w czasie sobotniego targu oraz po zachodzie słońca. Pozwolenia wydaje się imiennie pilotom i nie można ich przenosić na inne osoby.",
            ),
        ],
        bad=[
            Slip(0, [("Regulation (EU) 2019/947", "Regulation (EU) 2019/945")], "legal_reference"),
            Slip(1, [("The fee is €45 per day.", "The fee is €40 per day.")], "number"),
            Slip(
                2,
                [("www.harbourcity.gov.uk/drone-permits", "www.harbourcity.gov.uk/permits")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-historic-house-visitor-photography-rules",
        source="Visitors to Aldridge Hall are welcome to take photographs for personal use in the gardens and in most rooms of the house. Flash photography is not allowed in the Long Gallery or the Library, because strong light can damage the 17th-century tapestries and bindings. Tripods, selfie sticks and drones may not be used anywhere on the estate without prior written permission. Commercial photographers, including wedding photographers, must book in advance and pay a location fee. Please note that some objects on loan from private collections must not be photographed at all; these are marked with a crossed-out camera symbol. Our staff may ask you to stop photographing if other visitors are being disturbed.",
        good=[
            Good(
                "preserve",
                "You're welcome to take photos for your own personal use at Aldridge Hall, both in the gardens and in most rooms of the house. Flash isn't allowed in the Long Gallery or the Library, since strong light can harm the 17th-century tapestries and bindings there. Tripods, selfie sticks and drones can't be used anywhere on the estate unless you have our written permission in advance. If you're a commercial photographer (wedding photographers included), you must book ahead and pay a location fee. Some objects lent by private collections must not be photographed at all; you'll recognise them by a crossed-out camera symbol. Our staff may also ask you to stop taking photos if other visitors are being disturbed.",
            ),
            Good(
                "preserve",
                """Photography policy – Aldridge Hall

1. Photography for personal use is permitted in the gardens and in most rooms of the house.
2. Flash photography is prohibited in the Long Gallery and the Library, as strong light can damage the 17th-century tapestries and bindings.
3. Tripods, selfie sticks and drones may not be used anywhere on the estate without prior written permission.
4. Commercial photographers, wedding photographers included, must book in advance and pay a location fee.
5. Certain objects on loan from private collections must not be photographed at all. They are marked with a crossed-out camera symbol.
6. Staff may ask visitors to stop photographing if other visitors are being disturbed.""",
            ),
            Good(
                "pl",
                "Zwiedzający Aldridge Hall mogą fotografować na użytek prywatny w ogrodach i w większości pomieszczeń domu. W Long Gallery i w Bibliotece nie wolno używać lampy błyskowej, ponieważ silne światło może uszkodzić XVII-wieczne gobeliny i oprawy książek. Statywów, kijków do selfie i dronów nie wolno używać nigdzie na terenie posiadłości bez wcześniejszej pisemnej zgody. Fotografowie komercyjni, w tym fotografowie ślubni, muszą wcześniej dokonać rezerwacji i uiścić opłatę za udostępnienie miejsca. Prosimy pamiętać, że niektórych obiektów wypożyczonych z kolekcji prywatnych nie wolno w ogóle fotografować – są one oznaczone przekreślonym symbolem aparatu. Nasi pracownicy mogą poprosić o przerwanie fotografowania, jeśli przeszkadza ono innym zwiedzającym.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Flash isn't allowed in the Long Gallery",
                        "Flash is allowed in the Long Gallery",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "must book in advance and pay a location fee",
                        "are encouraged to book in advance and pay a location fee",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "muszą wcześniej dokonać rezerwacji",
                        "muszą wcześniej dokonać rezerwacji u zarządczyni posiadłości, Margaret Hale,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-community-radio-presenter-impartiality-code",
        source="Presenters on Riverside FM must follow the Ofcom Broadcasting Code, in particular Section Five on due impartiality and Section Two on harm and offence. You must not endorse political parties or candidates on air, and during election periods you should not discuss the campaign at all unless a station manager has approved the item. Guests who are likely to use offensive language must be briefed before the show, and programmes broadcast before 21:00 should be suitable for a family audience. If a complaint is received, we will usually contact the presenter within five working days. Presenters who repeatedly breach this code may be removed from the schedule.",
        good=[
            Good(
                "preserve",
                """Riverside FM – presenter code

- You must follow the Ofcom Broadcasting Code, especially Section Five (due impartiality) and Section Two (harm and offence).
- You must not endorse any political party or candidate on air.
- During election periods, you should not discuss the campaign at all unless a station manager has approved the item.
- Guests who are likely to use offensive language must be briefed before the show.
- Programmes going out before 21:00 should be suitable for a family audience.
- When we receive a complaint, we will usually get in touch with you within five working days.
- If you repeatedly breach this code, you may be removed from the schedule.""",
            ),
            Good(
                "preserve",
                "All Riverside FM presenters are bound by the Ofcom Broadcasting Code, with particular attention to Section Two (harm and offence) and Section Five (due impartiality). Endorsing political parties or candidates on air is not permitted. In election periods, presenters should avoid any discussion of the campaign unless the item has been approved by a station manager. Any guest likely to use offensive language must be briefed ahead of the programme, and output broadcast before 21:00 should be suitable for a family audience. Complaints will usually be followed up with the presenter within five working days, and repeated breaches of the code may result in removal from the schedule.",
            ),
            Good(
                "pl",
                "Prezenterzy Riverside FM muszą przestrzegać kodeksu nadawczego Ofcom (Ofcom Broadcasting Code), w szczególności sekcji piątej, dotyczącej należytej bezstronności, oraz sekcji drugiej, dotyczącej treści szkodliwych i obraźliwych. Na antenie nie wolno popierać partii politycznych ani kandydatów, a w okresie wyborczym prezenterzy nie powinni w ogóle poruszać tematu kampanii, chyba że materiał zatwierdził kierownik stacji. Gości, którzy prawdopodobnie użyją wulgarnego języka, trzeba poinstruować przed audycją, a programy nadawane przed 21:00 powinny być odpowiednie dla rodzinnej publiczności. Po otrzymaniu skargi zwykle kontaktujemy się z prezenterem w ciągu pięciu dni roboczych. Prezenterzy, którzy wielokrotnie naruszają ten kodeks, mogą zostać usunięci z ramówki.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Section Five (due impartiality)", "Section Three (due impartiality)")],
                "legal_reference",
            ),
            Slip(
                1,
                [("Complaints will usually be followed up", "Complaints will be followed up")],
                "hedge",
            ),
            Slip(2, [("Na antenie nie wolno popierać", "Na antenie wolno popierać")], "negation"),
        ],
    ),
    Case(
        key="en-launderette-service-wash-terms-claims",
        source="Service washes at SpinCity Launderette are charged at £9.50 per load of up to 8 kg, including detergent and tumble drying. Items left before 11:00 are normally ready for collection the same day after 17:00. We accept no liability for damage to garments that do not carry a care label, and customers must remove all items from pockets before handing in their laundry. Duvets and sleeping bags must be washed in our large 18 kg machines and are charged separately. Laundry that is not collected within 30 days will be donated to charity. Claims for lost or damaged items should be made within 48 hours of collection, with the receipt.",
        good=[
            Good(
                "preserve",
                """SpinCity Launderette – service wash FAQ

How much is a service wash? £9.50 per load (up to 8 kg), with detergent and tumble drying included.
When will it be ready? Drop it off before 11:00 and it's normally ready to collect the same day after 17:00.
Anything I need to do? You must empty all pockets before handing your laundry in. Please note that we accept no liability for damage to garments without a care label.
What about duvets and sleeping bags? These must go in our large 18 kg machines and are charged separately.
What if I forget to collect? Laundry not collected within 30 days will be donated to charity.
Something lost or damaged? You should make a claim within 48 hours of collection and bring your receipt.""",
            ),
            Good(
                "preserve",
                "At SpinCity Launderette, a service wash costs £9.50 for each load of up to 8 kg, and the price covers detergent and tumble drying. If you leave items before 11:00, they are normally ready after 17:00 on the same day. Customers must take everything out of their pockets before handing in laundry, and we accept no liability for damage to garments that have no care label. Duvets and sleeping bags must be washed in our large 18 kg machines and are charged separately. Any laundry left uncollected for 30 days will be donated to charity. If something is lost or damaged, you should claim within 48 hours of collection and show your receipt.",
            ),
            Good(
                "pl",
                "Usługa prania w SpinCity Launderette kosztuje 9,50 £ za wsad do 8 kg, łącznie z detergentem i suszeniem w suszarce bębnowej. Rzeczy zostawione przed 11:00 są zwykle gotowe do odbioru tego samego dnia po 17:00. Nie ponosimy odpowiedzialności za uszkodzenia odzieży bez metki z instrukcją prania, a klienci muszą opróżnić wszystkie kieszenie przed oddaniem prania. Kołdry i śpiwory muszą być prane w naszych dużych pralkach o pojemności 18 kg i są rozliczane oddzielnie. Pranie nieodebrane w ciągu 30 dni zostanie przekazane na cele charytatywne. Reklamacje dotyczące zgubionych lub uszkodzonych rzeczy powinny zostać zgłoszone w ciągu 48 godzin od odbioru, wraz z paragonem.",
            ),
        ],
        bad=[
            Slip(0, [("£9.50 per load (up to 8 kg)", "£9.50 per load (up to 10 kg)")], "number"),
            Slip(
                1,
                [
                    (
                        "Duvets and sleeping bags must be washed",
                        "Duvets and sleeping bags can be washed",
                    )
                ],
                "modality",
            ),
            Slip(2, [("Rzeczy zostawione przed 11:00", "Rzeczy zostawione przed 12:00")], "date"),
        ],
    ),
    Case(
        key="en-karting-track-driver-safety-briefing",
        source="Before you drive, please listen carefully: this briefing is compulsory for every driver. Drivers must be at least 12 years old and 1.45 m tall for the junior karts, and 16 for the adult karts. Helmets, balaclavas and neck braces must be worn at all times on track; closed shoes are required and loose scarves are not allowed. A yellow flag means danger ahead: slow down and do not overtake. A black flag means you must return to the pits immediately. Bumping other karts is never acceptable and will lead to exclusion without a refund. Each session lasts 15 minutes, and you may leave the track at any time by raising your hand and pulling into the pit lane.",
        good=[
            Good(
                "preserve",
                """Karting safety briefing – compulsory for every driver. Please listen carefully before you drive.

1. Minimum age: 12 for the junior karts (minimum height 1.45 m) and 16 for the adult karts.
2. Helmet, balaclava and neck brace must be worn at all times on track. Closed shoes are required; loose scarves are not allowed.
3. Yellow flag = danger ahead. Slow down and do not overtake.
4. Black flag = you must return to the pits immediately.
5. Bumping other karts is never acceptable and means exclusion with no refund.
6. Sessions last 15 minutes. You may leave the track at any time: raise your hand and pull into the pit lane.""",
            ),
            Good(
                "preserve",
                "Please listen carefully before you get in a kart, because every driver has to attend this briefing. For the junior karts you must be at least 12 years old and 1.45 m tall; for the adult karts the minimum age is 16. On track, you must keep your helmet, balaclava and neck brace on at all times. You'll need closed shoes, and loose scarves aren't allowed. If you see a yellow flag, there's danger ahead, so slow down and don't overtake. A black flag means you must head back to the pits immediately. Bumping other karts is never acceptable: you'll be excluded and won't get a refund. Each session is 15 minutes long, and you may leave the track whenever you want by raising your hand and pulling into the pit lane.",
            ),
            Good(
                "pl",
                "Zanim wyjedziesz na tor, posłuchaj uważnie: ten instruktaż jest obowiązkowy dla każdego kierowcy. Aby jeździć gokartami juniorskimi, trzeba mieć co najmniej 12 lat i 1,45 m wzrostu; na gokarty dla dorosłych obowiązuje minimalny wiek 16 lat. Na torze przez cały czas trzeba mieć na sobie kask, kominiarkę i kołnierz ochronny; wymagane jest pełne obuwie, a luźne szaliki są zabronione. Żółta flaga oznacza niebezpieczeństwo przed tobą: zwolnij i nie wyprzedzaj. Czarna flaga oznacza, że musisz natychmiast zjechać do boksów. Uderzanie w inne gokarty nigdy nie jest dopuszczalne i kończy się wykluczeniem bez zwrotu pieniędzy. Każda sesja trwa 15 minut, a z toru możesz zjechać w dowolnej chwili – wystarczy podnieść rękę i wjechać w aleję serwisową.",
            ),
        ],
        bad=[
            Slip(0, [("loose scarves are not allowed", "loose scarves are allowed")], "negation"),
            Slip(
                1,
                [
                    (
                        "at least 12 years old and 1.45 m tall",
                        "at least 12 years old and 1.40 m tall",
                    )
                ],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "oznacza, że musisz natychmiast zjechać",
                        "oznacza, że powinieneś natychmiast zjechać",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-roman-villa-dig-volunteer-terms",
        source="Volunteers on the Caistor Roman villa excavation should commit to at least five consecutive days between 7 July and 1 August 2025. Digging starts at 8:00 and usually finishes around 16:30, depending on the weather. No previous experience is needed, as training in trowelling, recording and finds handling is given on site. All finds remain the property of the landowner and will be deposited with the county museum; volunteers must not remove any object from the site. The daily fee of £25 covers insurance, tools and tea, but not accommodation. We expect to uncover parts of the bath house this season, although this cannot be guaranteed.",
        good=[
            Good(
                "preserve",
                "Thinking of volunteering at the Caistor Roman villa excavation? You should commit to at least five days in a row between 7 July and 1 August 2025. Work on site begins at 8:00 and usually wraps up around 16:30, weather permitting. You don't need any previous experience: we'll train you on site in trowelling, recording and finds handling. Everything found remains the landowner's property and will go to the county museum, so you must not take any object away from the site. The £25 daily fee includes insurance, tools and tea; accommodation isn't included. This season we expect to uncover parts of the bath house, though we can't guarantee it.",
            ),
            Good(
                "preserve",
                """Volunteer terms – Caistor Roman villa excavation, 2025

• Commitment: volunteers should commit to a minimum of five consecutive days between 7 July and 1 August 2025.
• Hours: from 8:00, usually finishing at about 16:30, subject to weather.
• Experience: none required; on-site training is provided in trowelling, recording and finds handling.
• Finds: all finds remain the landowner's property and will be deposited with the county museum. Volunteers must not remove any object from the site.
• Fee: £25 per day, covering insurance, tools and tea. Accommodation is not included.
• Outlook: parts of the bath house are expected to be uncovered this season, but this cannot be guaranteed.""",
            ),
            Good(
                "pl",
                "Wolontariusze pracujący przy wykopaliskach rzymskiej willi w Caistor powinni zadeklarować udział przez co najmniej pięć kolejnych dni w okresie od 7 lipca do 1 sierpnia 2025 r. Prace zaczynają się o 8:00 i zwykle kończą około 16:30, w zależności od pogody. Wcześniejsze doświadczenie nie jest potrzebne, ponieważ na miejscu prowadzimy szkolenie z pracy kielnią, dokumentacji i postępowania ze znaleziskami. Wszystkie znaleziska pozostają własnością właściciela gruntu i zostaną przekazane do muzeum hrabstwa; wolontariuszom nie wolno wynosić z terenu wykopalisk żadnych przedmiotów. Dzienna opłata w wysokości 25 £ obejmuje ubezpieczenie, narzędzia i herbatę, ale nie zakwaterowanie. Spodziewamy się, że w tym sezonie odsłonimy fragmenty łaźni, choć nie możemy tego zagwarantować.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("between 7 July and 1 August 2025", "between 7 July and 1 September 2025")],
                "date",
            ),
            Slip(1, [("usually finishing at about 16:30", "finishing at 16:30")], "hedge"),
            Slip(2, [("do muzeum hrabstwa;", "do muzeum hrabstwa w Norwich;")], "invented_fact"),
        ],
    ),
    Case(
        key="en-surgery-clinical-waste-collection-changes",
        source="From 3 March 2025, clinical waste from the Elm Street and Northgate surgeries will be collected every Tuesday and Friday before 10:00, instead of on Mondays. Sharps bins must be closed and locked when three-quarters full and must never be placed in the orange bags. Orange bags are for infectious waste only; they should be tied with a swan-neck knot and labelled with the practice code. Under the Hazardous Waste (England and Wales) Regulations 2005, each collection must be accompanied by a signed consignment note, which the practice must keep for three years. If a collection is missed, contact MedClear on 0345 600 2291 the same day.",
        good=[
            Good(
                "preserve",
                """Please note the change to the collection schedule: from 3 March 2025, clinical waste from the Elm Street and Northgate surgeries will be collected every Tuesday and Friday before 10:00 rather than on Mondays.

Sharps bins: these must be closed and locked once they are three-quarters full, and they must never go into the orange bags.
Orange bags: infectious waste only. They should be tied with a swan-neck knot and labelled with the practice code.
Paperwork: under the Hazardous Waste (England and Wales) Regulations 2005, every collection must come with a signed consignment note, and the practice must keep it for three years.
Missed collection? Contact MedClear on 0345 600 2291 the same day.""",
            ),
            Good(
                "preserve",
                "From 3 March 2025, clinical waste collections for the Elm Street and Northgate surgeries move from Mondays to Tuesdays and Fridays, before 10:00. Each collection must be accompanied by a signed consignment note, as required by the Hazardous Waste (England and Wales) Regulations 2005, and the practice must keep every note for three years. Remember that sharps bins must be closed and locked when three-quarters full and must never be put in orange bags, which are for infectious waste only. Orange bags should be tied with a swan-neck knot and labelled with the practice code. If a collection is missed, call MedClear on 0345 600 2291 that same day.",
            ),
            Good(
                "pl",
                "Od 3 marca 2025 r. odpady medyczne z przychodni przy Elm Street i Northgate będą odbierane w każdy wtorek i piątek przed 10:00, a nie jak dotąd w poniedziałki. Pojemniki na ostre odpady muszą zostać zamknięte i zablokowane po zapełnieniu w trzech czwartych i nigdy nie wolno ich wkładać do pomarańczowych worków. Pomarańczowe worki służą wyłącznie do odpadów zakaźnych; powinny być zawiązane węzłem typu „łabędzia szyja” i oznaczone kodem przychodni. Zgodnie z Hazardous Waste (England and Wales) Regulations 2005 każdemu odbiorowi musi towarzyszyć podpisana karta przekazania odpadów, którą przychodnia musi przechowywać przez trzy lata. Jeśli odbiór się nie odbędzie, należy jeszcze tego samego dnia skontaktować się z MedClear pod numerem 0345 600 2291.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "every Tuesday and Friday before 10:00",
                        "every Tuesday and Thursday before 10:00",
                    )
                ],
                "date",
            ),
            Slip(
                1,
                [
                    (
                        "Hazardous Waste (England and Wales) Regulations 2005",
                        "Environmental Protection (Duty of Care) Regulations 1991",
                    )
                ],
                "legal_reference",
            ),
            Slip(2, [("i nigdy nie wolno ich wkładać", "i wolno je wkładać")], "negation"),
        ],
    ),
    Case(
        key="en-choir-christmas-concert-ticket-terms",
        source="Tickets for the Cantilena Choir's Christmas concert on Saturday 13 December 2025 at St Mary's Church cost £18, or £12 for students and under-18s; children under 5 go free but must sit on an adult's lap. Tickets can be bought online at www.cantilenachoir.org.uk/tickets or at the door, subject to availability. Seating is unreserved, and doors open at 18:45 for a 19:30 start. Tickets are non-refundable, but you may exchange them for our spring concert if you tell us at least 7 days before the event. Latecomers will be admitted during the interval only. Photography and recording are not permitted during the performance.",
        good=[
            Good(
                "preserve",
                """Cantilena Choir – Christmas concert

When: Saturday 13 December 2025; doors open 18:45, concert starts 19:30
Where: St Mary's Church
Prices: £18 standard; £12 students and under-18s; under-5s free (they must sit on an adult's lap)
Booking: online at www.cantilenachoir.org.uk/tickets, or at the door if seats are still available
Seating: unreserved
Refunds: none, but you may exchange your ticket for our spring concert if you let us know at least 7 days before the event
Latecomers: admitted during the interval only
Please note: photography and recording are not permitted during the performance.""",
            ),
            Good(
                "preserve",
                "Join the Cantilena Choir for our Christmas concert at St Mary's Church on Saturday 13 December 2025! Doors open at 6:45 pm and we begin at 7:30 pm. Tickets are £18 (£12 for students and under-18s), and children under 5 come free, although they must sit on an adult's lap. You can buy tickets online at www.cantilenachoir.org.uk/tickets or at the door while they last. Seating is unreserved. We can't refund tickets, but you may swap yours for our spring concert as long as you tell us at least 7 days before the event. If you arrive late, you'll be let in during the interval only. Photography and recording aren't allowed during the performance.",
            ),
            Good(
                "pl",
                "Bilety na bożonarodzeniowy koncert chóru Cantilena, który odbędzie się w sobotę 13 grudnia 2025 r. w kościele St Mary's, kosztują 18 £, a dla studentów i osób poniżej 18 lat – 12 £. Dzieci poniżej 5 lat wchodzą bezpłatnie, ale muszą siedzieć na kolanach osoby dorosłej. Bilety można kupić online na stronie www.cantilenachoir.org.uk/tickets lub przy wejściu, o ile będą jeszcze dostępne. Miejsca nie są numerowane; drzwi otwieramy o 18:45, a koncert zaczyna się o 19:30. Bilety nie podlegają zwrotowi, ale można je wymienić na nasz koncert wiosenny, jeśli poinformują nas Państwo o tym co najmniej 7 dni przed wydarzeniem. Spóźnieni widzowie zostaną wpuszczeni wyłącznie w przerwie. Podczas występu nie wolno fotografować ani nagrywać.",
            ),
        ],
        bad=[
            Slip(0, [("£12 students and under-18s", "£12 students and under-16s")], "number"),
            Slip(
                1, [("www.cantilenachoir.org.uk/tickets", "www.cantilenachoir.org/tickets")], "url"
            ),
            Slip(
                2,
                [("ale muszą siedzieć na kolanach", "ale powinny siedzieć na kolanach")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-electric-bike-trade-in-credit",
        source="Under our e-bike trade-in scheme, you can part-exchange your old electric bike for credit of up to £600 towards any new model costing more than £1,500. The value we offer depends on the bike's age, condition and battery health, and is typically between 20% and 40% of its original price. Bikes older than eight years, or those without a working charger, are not eligible. Trade-in credit cannot be exchanged for cash and must be used on the same day. The scheme runs until 31 August 2025 and may be withdrawn earlier if stock runs out. Batteries from traded-in bikes are recycled by our partner, GreenCell.",
        good=[
            Good(
                "preserve",
                "Trade in your old e-bike and get credit of up to £600 off any new model priced above £1,500. How much we offer depends on the bike's age, condition and battery health; it's typically 20–40% of its original price. We can't accept bikes that are more than eight years old or that don't have a working charger. You can't take the credit as cash, and it must be spent on the same day. The scheme runs until 31 August 2025, though it may be withdrawn sooner if stock runs out. GreenCell, our partner, recycles the batteries from traded-in bikes.",
            ),
            Good(
                "preserve",
                """E-bike trade-in scheme: key terms

- Old electric bikes can be part-exchanged for credit of up to £600 towards a new model costing over £1,500.
- The valuation depends on age, condition and battery health, and is typically 20% to 40% of the original price.
- Not eligible: bikes more than eight years old and bikes without a working charger.
- Credit is not exchangeable for cash and must be used on the day of the trade-in.
- The scheme closes on 31 August 2025 and may be withdrawn earlier if stock runs out.
- Batteries from traded-in bikes are recycled by our partner, GreenCell.""",
            ),
            Good(
                "pl",
                "W ramach naszego programu wymiany e-rowerów możesz oddać swój stary rower elektryczny w rozliczeniu i otrzymać do 600 £ na zakup dowolnego nowego modelu kosztującego ponad 1500 £. Oferowana kwota zależy od wieku roweru, jego stanu i kondycji baterii i zwykle wynosi od 20% do 40% jego pierwotnej ceny. Rowery starsze niż osiem lat oraz rowery bez działającej ładowarki nie kwalifikują się do programu. Kwoty z wymiany nie można wypłacić w gotówce i trzeba ją wykorzystać tego samego dnia. Program trwa do 31 sierpnia 2025 r. i może zostać wycofany wcześniej, jeśli wyczerpią się zapasy. Baterie z oddanych rowerów poddaje recyklingowi nasz partner, firma GreenCell.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "typically 20–40% of its original price",
                        "typically 20–50% of its original price",
                    )
                ],
                "number",
            ),
            Slip(1, [("and is typically 20% to 40%", "and is 20% to 40%")], "hedge"),
            Slip(
                2, [("nie kwalifikują się do programu", "kwalifikują się do programu")], "negation"
            ),
        ],
    ),
    Case(
        key="en-makerspace-prusa-printer-house-rules",
        source="""# Prusa MK4 – house rules

Before your first print, you **must** complete the 30-minute induction with a space steward.

## Slicing
- Use the shared profile `makerspace-mk4.ini` in PrusaSlicer 2.7 or later.
- Export files as `.bgcode`, not `.gcode`.

## Printing
- Only PLA and PETG are allowed; ABS must not be printed because we have no enclosure.
- Prints longer than 4 hours should be booked on the calendar.
- Filament costs £0.05 per gram, paid via the honesty box.

See the [full guide](https://wiki.leedsmakers.org/prusa-mk4) for troubleshooting.""",
        good=[
            Good(
                "preserve",
                """# House rules for the Prusa MK4

You **must** do the 30-minute induction with a space steward before you print anything for the first time.

## Slicing your model
- Slice in PrusaSlicer 2.7 or newer, using the shared `makerspace-mk4.ini` profile.
- Export your files as `.bgcode` (not `.gcode`).

## While printing
- Materials: PLA and PETG only. ABS must not be printed, since there's no enclosure.
- If a print will take longer than 4 hours, you should book it on the calendar.
- Filament is £0.05 per gram; pay via the honesty box.

Troubleshooting help is in the [full guide](https://wiki.leedsmakers.org/prusa-mk4).""",
            ),
            Good(
                "preserve",
                """# Prusa MK4: rules of use

**Induction first:** you must complete a 30-minute induction with a space steward before your first print.

## Preparing files
1. Open PrusaSlicer 2.7 or a later version and load the shared profile `makerspace-mk4.ini`.
2. Export as `.bgcode` rather than `.gcode`.

## Materials, bookings and costs
1. PLA and PETG are the only permitted materials. ABS must not be printed, as we have no enclosure.
2. Prints that run longer than 4 hours should be booked on the calendar.
3. Filament is charged at £0.05 per gram, paid into the honesty box.

For troubleshooting, read the [full guide](https://wiki.leedsmakers.org/prusa-mk4).""",
            ),
            Good(
                "pl",
                """# Prusa MK4 – zasady korzystania

Przed pierwszym wydrukiem **musisz** przejść 30-minutowe szkolenie z opiekunem pracowni.

## Przygotowanie plików
- Korzystaj ze wspólnego profilu `makerspace-mk4.ini` w PrusaSlicer 2.7 lub nowszym.
- Eksportuj pliki jako `.bgcode`, a nie `.gcode`.

## Drukowanie
- Dozwolone są wyłącznie PLA i PETG; nie wolno drukować z ABS, ponieważ nie mamy obudowy.
- Wydruki trwające dłużej niż 4 godziny powinny być zarezerwowane w kalendarzu.
- Filament kosztuje 0,05 £ za gram; opłatę wrzuca się do skarbonki (honesty box).

Rozwiązywanie problemów opisuje [pełny przewodnik](https://wiki.leedsmakers.org/prusa-mk4).""",
            ),
        ],
        bad=[
            Slip(0, [("`makerspace-mk4.ini`", "`makerspace-mk3.ini`")], "code"),
            Slip(1, [("## Preparing files\n", "Preparing files\n")], "markdown"),
            Slip(2, [("**musisz** przejść", "**powinieneś** przejść")], "modality"),
        ],
    ),
    Case(
        key="en-snapvault-backup-cli-install-notes",
        source="""## Installing snapvault

snapvault requires Python 3.10 or newer. Install it with:

```
pipx install snapvault==2.4.1
```

Do not use `sudo pip install`, as it can break your system Python. After installing, run `snapvault init --repo ~/backups` to create the repository, then add a schedule with `snapvault schedule --daily 02:00`. Encryption is enabled by default and cannot be turned off later without re-creating the repository. Report bugs at https://github.com/snapvault/snapvault/issues; please do not post your passphrase or config file in public issues.""",
        good=[
            Good(
                "preserve",
                """## How to install snapvault

You'll need Python 3.10 or later.

1. Install the package:

   ```
   pipx install snapvault==2.4.1
   ```

   Don't use `sudo pip install`: it can break your system Python.
2. Create the repository: `snapvault init --repo ~/backups`.
3. Add a schedule: `snapvault schedule --daily 02:00`.

Note that encryption is on by default, and you can't switch it off later unless you re-create the repository.

Found a bug? Report it at https://github.com/snapvault/snapvault/issues, but please don't include your passphrase or config file in a public issue.""",
            ),
            Good(
                "preserve",
                """## Installing snapvault

You need Python 3.10+ to run snapvault. Install it with pipx:

```
pipx install snapvault==2.4.1
```

Don't install it with `sudo pip install`, because that can break the system Python. Next, create a repository by running `snapvault init --repo ~/backups`, and set up a schedule using `snapvault schedule --daily 02:00`. Bear in mind that encryption is turned on by default and can't be disabled later unless you re-create the repository. Bugs go to https://github.com/snapvault/snapvault/issues – please don't post your passphrase or config file in a public issue.""",
            ),
            Good(
                "pl",
                """## Instalacja snapvault

snapvault wymaga Pythona 3.10 lub nowszego. Zainstaluj go poleceniem:

```
pipx install snapvault==2.4.1
```

Nie używaj `sudo pip install`, ponieważ może to uszkodzić systemowego Pythona. Po instalacji uruchom `snapvault init --repo ~/backups`, aby utworzyć repozytorium, a następnie dodaj harmonogram poleceniem `snapvault schedule --daily 02:00`. Szyfrowanie jest domyślnie włączone i nie można go później wyłączyć bez ponownego utworzenia repozytorium. Błędy zgłaszaj na https://github.com/snapvault/snapvault/issues; prosimy nie publikować hasła ani pliku konfiguracyjnego w publicznych zgłoszeniach.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("`snapvault init --repo ~/backups`", "`snapvault init --path ~/backups`")],
                "code",
            ),
            Slip(
                1,
                [
                    (
                        "https://github.com/snapvault/snapvault/issues",
                        "https://github.com/snapvault/issues",
                    )
                ],
                "url",
            ),
            Slip(
                2, [("i nie można go później wyłączyć", "i można go później wyłączyć")], "negation"
            ),
        ],
    ),
    Case(
        key="en-green-space-anxiety-literature-review",
        source="Several studies suggest that access to urban green space may reduce self-reported anxiety, although the evidence remains mixed. Hartley and Osei (2021, Journal of Environmental Psychology, 74, 101582) followed 1,240 adults in Bristol for two years and found that those living within 300 metres of a park reported somewhat lower anxiety scores. However, the effect was small and probably partly explained by income, which the authors could not fully control for. A later review by Lindqvist et al. (2023) concluded that most existing studies are cross-sectional and therefore cannot establish causation. Further longitudinal research is likely to be needed before firm recommendations can be made to planners.",
        good=[
            Good(
                "preserve",
                "The evidence on whether urban green space reduces self-reported anxiety is still mixed, although several studies suggest that access to it may do so. Over two years, Hartley and Osei (2021, Journal of Environmental Psychology, 74, 101582) tracked 1,240 adults in Bristol and found somewhat lower anxiety scores among those living within 300 metres of a park. The effect was small, however, and income, for which the authors could not fully control, probably explains part of it. According to a later review by Lindqvist et al. (2023), most existing studies are cross-sectional and so cannot establish causation. More longitudinal research is likely to be needed before planners can be given firm recommendations.",
            ),
            Good(
                "preserve",
                "Access to urban green space may lower self-reported anxiety, several studies suggest, but the evidence is mixed. In a two-year study of 1,240 Bristol adults, Hartley and Osei (2021, Journal of Environmental Psychology, 74, 101582) observed somewhat lower anxiety scores in people living within 300 metres of a park; the effect, though, was small and probably partly due to income, which the authors could not fully control for. Lindqvist et al. (2023) later reviewed the field and concluded that most existing studies are cross-sectional and therefore cannot establish causation. Firm recommendations to planners are likely to require further longitudinal research.",
            ),
            Good(
                "pl",
                "Wyniki kilku badań sugerują, że dostęp do miejskiej zieleni może zmniejszać deklarowany poziom lęku, choć dowody pozostają niejednoznaczne. Hartley i Osei (2021, Journal of Environmental Psychology, 74, 101582) przez dwa lata obserwowali 1240 dorosłych mieszkańców Bristolu i stwierdzili, że osoby mieszkające w odległości do 300 metrów od parku zgłaszały nieco niższy poziom lęku. Efekt był jednak niewielki i prawdopodobnie częściowo wynikał z dochodu, którego autorzy nie mogli w pełni uwzględnić. W późniejszym przeglądzie Lindqvist i wsp. (2023) doszli do wniosku, że większość dotychczasowych badań ma charakter przekrojowy, a zatem nie pozwala ustalić związku przyczynowego. Zanim planistom będzie można przedstawić stanowcze zalecenia, prawdopodobnie potrzebne będą dalsze badania podłużne.",
            ),
        ],
        bad=[
            Slip(0, [("Lindqvist et al. (2023)", "Lindqvist et al. (2021)")], "citation"),
            Slip(1, [("probably partly due to income", "partly due to income")], "hedge"),
            Slip(
                2,
                [
                    (
                        "przez dwa lata obserwowali",
                        "w badaniu sfinansowanym przez władze miasta przez dwa lata obserwowali",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-heat-pump-pilot-evaluation-summary",
        source="The Warm Homes Pilot installed heat pumps in around 750 homes across Yorkshire between 2020 and 2022. According to the final evaluation (Patel and Moore, 2023, p. 14), the median seasonal performance factor for air-source units was 2.8, meaning they delivered roughly 2.8 units of heat for every unit of electricity used. Older, poorly insulated properties did not perform noticeably worse than newer ones, which suggests that most housing types may be suitable. However, performance varied considerably between installers, and the authors note that installation quality is likely to matter more than the age of the building.",
        good=[
            Good(
                "preserve",
                "Between 2020 and 2022, the Warm Homes Pilot fitted heat pumps in around 750 homes across Yorkshire. The final evaluation (Patel and Moore, 2023, p. 14) puts the median seasonal performance factor of the air-source units at 2.8; in other words, you got roughly 2.8 units of heat for every unit of electricity used. Older, poorly insulated houses didn't do noticeably worse than newer ones, suggesting that most types of housing may be suitable. Results did vary considerably from one installer to another, though, and the authors note that the quality of installation is likely to matter more than how old the building is.",
            ),
            Good(
                "preserve",
                """Key findings of the Warm Homes Pilot (around 750 homes across Yorkshire, 2020–2022), from the final evaluation by Patel and Moore (2023, p. 14):

- Air-source heat pumps achieved a median seasonal performance factor of 2.8, i.e. roughly 2.8 units of heat per unit of electricity used.
- Older, poorly insulated properties did not perform noticeably worse than newer ones, which suggests that most housing types may be suitable.
- Performance varied considerably between installers; the authors note that installation quality is likely to matter more than building age.""",
            ),
            Good(
                "pl",
                "W ramach programu Warm Homes Pilot w latach 2020–2022 zainstalowano pompy ciepła w około 750 domach w Yorkshire. Według końcowej ewaluacji (Patel i Moore, 2023, s. 14) mediana sezonowego współczynnika efektywności dla pomp powietrznych wyniosła 2,8, co oznacza, że na każdą zużytą jednostkę energii elektrycznej dostarczały one mniej więcej 2,8 jednostki ciepła. Starsze, słabo ocieplone budynki nie wypadały zauważalnie gorzej od nowszych, co sugeruje, że większość typów zabudowy może się nadawać. Wyniki znacznie różniły się jednak w zależności od instalatora, a autorzy zauważają, że jakość montażu prawdopodobnie ma większe znaczenie niż wiek budynku.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(Patel and Moore, 2023, p. 14)", "(Patel and Moore, 2023, p. 41)")],
                "citation",
            ),
            Slip(
                1,
                [("performance factor of 2.8, i.e.", "performance factor of 3.2, i.e.")],
                "number",
            ),
            Slip(2, [("w około 750 domach", "w 750 domach")], "hedge"),
        ],
    ),
    Case(
        key="en-tenancy-end-deposit-return-letter",
        source="Dear tenant, your tenancy at Flat 4, 22 Marlow Road ends on 30 June 2025. Your deposit of £1,150 is protected with the Deposit Protection Service, as required by section 213 of the Housing Act 2004. We will inspect the flat on 1 July and aim to agree any deductions with you within 10 days of the end of the tenancy. Deductions cannot be made for fair wear and tear. If you do not agree with a proposed deduction, you can raise a free dispute with the DPS within three months. Please return all keys, including the bike store fob, by 12:00 on 30 June.",
        good=[
            Good(
                "preserve",
                """Dear tenant,

Your tenancy at Flat 4, 22 Marlow Road comes to an end on 30 June 2025. Please hand back all your keys, the bike store fob included, by 12:00 that day. We'll inspect the flat on 1 July and aim to agree any deductions with you within 10 days of the tenancy ending. We can't deduct anything for fair wear and tear. Your £1,150 deposit is protected with the Deposit Protection Service, in line with section 213 of the Housing Act 2004, and if you disagree with a deduction we propose, you can raise a dispute with the DPS free of charge within three months.""",
            ),
            Good(
                "preserve",
                """Dear Tenant,

We are writing regarding the end of your tenancy at Flat 4, 22 Marlow Road on 30 June 2025.

• Deposit: £1,150, protected with the Deposit Protection Service (DPS) as required by section 213 of the Housing Act 2004.
• Keys: please return all keys, including the bike store fob, by 12:00 on 30 June.
• Inspection: 1 July. We aim to agree any deductions with you within 10 days of the end of the tenancy.
• Deductions: none can be made for fair wear and tear.
• Disputes: if you do not agree with a proposed deduction, you can raise a dispute with the DPS, free of charge, within three months.""",
            ),
            Good(
                "pl",
                "Szanowni Państwo, Państwa najem mieszkania nr 4 przy 22 Marlow Road kończy się 30 czerwca 2025 r. Kaucja w wysokości 1150 £ jest zabezpieczona w Deposit Protection Service, zgodnie z wymogiem sekcji 213 ustawy Housing Act 2004. Mieszkanie obejrzymy 1 lipca i postaramy się uzgodnić z Państwem ewentualne potrącenia w ciągu 10 dni od zakończenia najmu. Nie można dokonywać potrąceń z tytułu normalnego zużycia. Jeśli nie zgadzają się Państwo z proponowanym potrąceniem, mogą Państwo w ciągu trzech miesięcy bezpłatnie zgłosić spór do DPS. Prosimy o zwrot wszystkich kluczy, w tym breloka do komórki rowerowej, do 30 czerwca do godz. 12:00.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 213 of the Housing Act 2004", "section 214 of the Housing Act 2004")],
                "legal_reference",
            ),
            Slip(1, [("Inspection: 1 July.", "Inspection: 3 July.")], "date"),
            Slip(2, [("Nie można dokonywać potrąceń", "Można dokonywać potrąceń")], "negation"),
        ],
    ),
    Case(
        key="en-allotment-society-plot-holder-rules",
        source="Plot holders at Greenfield Allotments must keep at least 75% of their plot under cultivation during the growing season. Sheds and greenhouses may be erected with the committee's approval, but they must not exceed 2.4 metres in height. Bonfires are permitted only between 1 November and 28 February, and never at weekends. Hosepipes may be used to fill water butts but should not be left running unattended. Plot holders who receive two written warnings in one year may lose their tenancy. The annual rent of £48 is due on 1 October, and members over 65 receive a 25% discount.",
        good=[
            Good(
                "preserve",
                """Greenfield Allotments – plot rules

1. At least 75% of your plot must be under cultivation during the growing season.
2. You may put up a shed or greenhouse if the committee approves it, but it must not be taller than 2.4 metres.
3. Bonfires are allowed only from 1 November to 28 February, and never at weekends.
4. Hosepipes may be used to fill water butts, but they should not be left running unattended.
5. If you receive two written warnings in one year, you may lose your tenancy.
6. The annual rent is £48, due on 1 October; members over 65 get 25% off.""",
            ),
            Good(
                "preserve",
                "If you hold a plot at Greenfield Allotments, you must keep at least 75% of it cultivated throughout the growing season. You may build a shed or greenhouse as long as the committee approves, though it mustn't be more than 2.4 metres high. Bonfires are permitted between 1 November and 28 February only, and never at a weekend. You may use a hosepipe to fill water butts, but you shouldn't leave it running unattended. Two written warnings in one year may cost you your tenancy. Rent is £48 a year, due on 1 October, with a 25% discount for members over 65.",
            ),
            Good(
                "pl",
                "Dzierżawcy działek w Greenfield Allotments muszą w sezonie wegetacyjnym uprawiać co najmniej 75% powierzchni swojej działki. Szopy i szklarnie można stawiać za zgodą zarządu, ale nie mogą one przekraczać 2,4 metra wysokości. Ogniska są dozwolone tylko od 1 listopada do 28 lutego i nigdy w weekendy. Węży ogrodowych można używać do napełniania beczek na deszczówkę, ale nie powinno się ich zostawiać odkręconych bez nadzoru. Dzierżawcy, którzy w ciągu roku otrzymają dwa pisemne upomnienia, mogą stracić prawo do dzierżawy. Roczny czynsz w wysokości 48 £ jest płatny 1 października, a członkowie w wieku powyżej 65 lat otrzymują 25% zniżki.",
            ),
        ],
        bad=[
            Slip(0, [("you may lose your tenancy", "you will lose your tenancy")], "modality"),
            Slip(
                1,
                [
                    (
                        "Bonfires are permitted between 1 November and 28 February only, and never at a weekend.",
                        "Ogniska są dozwolone wyłącznie od 1 listopada do 28 lutego i nigdy w weekendy.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [
                    (
                        "i nigdy w weekendy.",
                        "i nigdy w weekendy, ponieważ w przeszłości sąsiedzi skarżyli się na dym.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-antihistamine-tablet-leaflet-side-effects",
        source="Like all medicines, Loratex 10 mg tablets can cause side effects, although not everybody gets them. The most common, affecting up to 1 in 10 people, are headache, tiredness and a dry mouth. These usually pass within a few days. Loratex is unlikely to make you drowsy, but if it does, you should not drive or operate machinery. Do not take more than one tablet in 24 hours. Stop taking the tablets and seek medical help immediately if you notice swelling of the face, lips or tongue, as this may be a sign of a serious allergic reaction. Loratex is not recommended for children under 6.",
        good=[
            Good(
                "preserve",
                """Possible side effects of Loratex 10 mg tablets

Like all medicines, Loratex can cause side effects, but not everybody gets them.

- Most common (up to 1 in 10 people): headache, tiredness, dry mouth. They usually go away within a few days.
- Drowsiness is unlikely, but if you do feel drowsy, you should not drive or operate machinery.
- Never take more than one tablet in 24 hours.
- If your face, lips or tongue swell, stop taking the tablets and get medical help immediately, as this may be a sign of a serious allergic reaction.
- Loratex is not recommended for children under 6.""",
            ),
            Good(
                "preserve",
                "Loratex 10 mg tablets, like all medicines, can cause side effects, though not everybody gets them. The most common ones, which affect up to 1 in 10 people, are headache, tiredness and a dry mouth, and they usually clear up within a few days. You're unlikely to feel drowsy on Loratex, but if you do, you should not drive or operate machinery. Don't take more than one tablet in 24 hours. If you notice swelling of your face, lips or tongue, stop the tablets and seek medical help straight away, because this may be a sign of a serious allergic reaction. Loratex isn't recommended for children under 6.",
            ),
            Good(
                "pl",
                "Jak każdy lek, Loratex w tabletkach 10 mg może powodować działania niepożądane, choć nie u każdego one wystąpią. Najczęstsze z nich, występujące u nie więcej niż 1 na 10 osób, to ból głowy, zmęczenie i suchość w ustach. Zwykle ustępują w ciągu kilku dni. Jest mało prawdopodobne, aby Loratex wywoływał senność, jeśli jednak tak się stanie, nie należy prowadzić pojazdów ani obsługiwać maszyn. Nie należy przyjmować więcej niż jednej tabletki w ciągu 24 godzin. W razie wystąpienia obrzęku twarzy, warg lub języka należy przerwać przyjmowanie tabletek i natychmiast zwrócić się o pomoc medyczną, ponieważ może to być objaw ciężkiej reakcji alergicznej. Loratex nie jest zalecany u dzieci w wieku poniżej 6 lat.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "this may be a sign of a serious allergic reaction",
                        "this is a sign of a serious allergic reaction",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("Loratex isn't recommended for children", "Loratex is recommended for children")],
                "negation",
            ),
            Slip(
                2, [("u nie więcej niż 1 na 10 osób", "u nie więcej niż 1 na 100 osób")], "number"
            ),
        ],
    ),
    Case(
        key="en-hive-coworking-room-booking-allowance",
        source="Members of Hive Coworking can book the meeting rooms through the members' app up to 14 days in advance. Each member may book a maximum of 6 hours per week, and bookings longer than 3 hours require approval from the front desk. If you no longer need a room, you must cancel at least 2 hours before the start time; otherwise the booking will count towards your weekly allowance. Rooms must be left tidy, and whiteboards should be wiped after use. The building is open from 7:00 to 22:00 on weekdays and from 9:00 to 17:00 on Saturdays; it is closed on Sundays.",
        good=[
            Good(
                "preserve",
                """Booking meeting rooms at Hive Coworking

- Book through the members' app, up to 14 days in advance.
- You may book a maximum of 6 hours per week.
- Any booking longer than 3 hours needs approval from the front desk.
- Don't need the room any more? You must cancel at least 2 hours before the start, or the booking will count towards your weekly allowance.
- You must leave the room tidy, and you should wipe the whiteboards after use.
- Opening hours: weekdays 7:00–22:00, Saturdays 9:00–17:00, closed on Sundays.""",
            ),
            Good(
                "preserve",
                "Hive Coworking members can book meeting rooms in the members' app, no more than 14 days in advance. Each member may book up to 6 hours a week, and any booking longer than 3 hours requires approval from the front desk. If you no longer need a room, you must cancel at least 2 hours before the start time, or the booking will count towards your weekly allowance. Please note that rooms must be left tidy and whiteboards should be wiped after use. The building is open 7:00–22:00 Monday to Friday and 9:00–17:00 on Saturdays, and it is closed on Sundays.",
            ),
            Good(
                "pl",
                "Członkowie Hive Coworking mogą rezerwować sale spotkań w aplikacji dla członków z maksymalnie 14-dniowym wyprzedzeniem. Każdy członek może zarezerwować nie więcej niż 6 godzin tygodniowo, a rezerwacje dłuższe niż 3 godziny wymagają zgody recepcji. Jeśli sala nie jest już potrzebna, rezerwację trzeba anulować co najmniej 2 godziny przed jej rozpoczęciem; w przeciwnym razie zostanie ona wliczona do tygodniowego limitu. Po spotkaniu salę trzeba zostawić w porządku, a tablice powinny zostać wytarte. Budynek jest otwarty od poniedziałku do piątku w godz. 7:00–22:00, a w soboty w godz. 9:00–17:00; w niedziele jest zamknięty.",
            ),
        ],
        bad=[
            Slip(0, [("Saturdays 9:00–17:00", "Saturdays 9:00–15:00")], "date"),
            Slip(
                1,
                [("you must cancel at least 2 hours", "you should cancel at least 2 hours")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Jeśli sala nie jest już potrzebna, rezerwację trzeba anulować co najmniej 2 godziny przed jej rozpoczęciem; w przeciwnym razie zostanie ona wliczona do tygodniowego limitu.",
                        "If you no longer need a room, you must cancel at least 2 hours before the start time; otherwise the booking will count towards your weekly allowance.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-wildflower-meadow-survey-findings-report",
        source="The 2024 survey of Long Meadow recorded 38 flowering plant species, compared with 29 in the 2019 baseline (Fenwick, 2019). Yellow rattle, sown in autumn 2020, now covers an estimated 15% of the meadow and appears to have suppressed the dominant grasses, as reported for similar sites by Pywell et al. (2004). Orchid numbers remain low: only 12 common spotted orchids were counted, all in the damper northern corner. We recommend continuing the late-August hay cut and removing all cuttings, but the meadow should not be grazed until the survey has been repeated in 2026.",
        good=[
            Good(
                "preserve",
                """Long Meadow – 2024 survey summary

- Species: 38 flowering plant species recorded, up from 29 in the 2019 baseline (Fenwick, 2019).
- Yellow rattle: sown in autumn 2020, it now covers an estimated 15% of the meadow and appears to have suppressed the dominant grasses, as Pywell et al. (2004) reported for similar sites.
- Orchids: numbers are still low, with only 12 common spotted orchids counted, all in the damper northern corner.
- Recommendations: continue the late-August hay cut and remove all cuttings. The meadow should not be grazed until the survey has been repeated in 2026.""",
            ),
            Good(
                "preserve",
                "We found 38 species of flowering plant on Long Meadow in the 2024 survey, against 29 in the 2019 baseline (Fenwick, 2019). The yellow rattle sown in autumn 2020 now covers an estimated 15% of the meadow and appears to have held back the dominant grasses, which matches what Pywell et al. (2004) reported at similar sites. Orchids are still scarce: we counted only 12 common spotted orchids, all of them in the damper northern corner. We recommend carrying on with the late-August hay cut and taking away all the cuttings, but the meadow should not be grazed until the survey has been repeated in 2026.",
            ),
            Good(
                "pl",
                "Podczas inwentaryzacji Long Meadow w 2024 r. odnotowano 38 gatunków roślin kwiatowych, wobec 29 w badaniu bazowym z 2019 r. (Fenwick, 2019). Szelężnik mniejszy, wysiany jesienią 2020 r., pokrywa obecnie szacunkowo 15% powierzchni łąki i wydaje się, że ograniczył dominujące trawy, co Pywell i wsp. (2004) opisali dla podobnych stanowisk. Liczebność storczyków pozostaje niska: naliczono tylko 12 kukułek Fuchsa, wszystkie w wilgotniejszym, północnym narożniku. Zalecamy kontynuowanie koszenia na siano pod koniec sierpnia i usuwanie całego skoszonego materiału, ale łąka nie powinna być wypasana, dopóki w 2026 r. nie zostanie powtórzona inwentaryzacja.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("as Pywell et al. (2004) reported", "as Pywell et al. (2014) reported")],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "we counted only 12 common spotted orchids",
                        "we counted only 21 common spotted orchids",
                    )
                ],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "wszystkie w wilgotniejszym, północnym narożniku.",
                        "wszystkie w wilgotniejszym, północnym narożniku, gdzie w 2022 r. wykopano nowy staw.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-village-newsletter-hugo-site-readme",
        source="""# Village newsletter website

The site is built with Hugo and deployed automatically when changes are merged into the `main` branch.

## Adding an issue
1. Create a new file in `content/issues/`, named by date, e.g. `2025-03.md`.
2. Put the cover image in `static/img/` and keep it under 500 KB.
3. Run `hugo server -D` and check the page locally before opening a pull request.

## Notes
- Do not edit anything in `public/`; it is regenerated on every build.
- Builds usually take about two minutes.
- Questions go to the [editors' mailing list](mailto:editors@ashbyvillage.org).""",
        good=[
            Good(
                "preserve",
                """# Village newsletter website

This site uses Hugo. Whenever changes are merged into the `main` branch, it is deployed automatically.

## How to add a new issue
1. In `content/issues/`, create a new file named after the date, for example `2025-03.md`.
2. Save the cover image to `static/img/`, keeping it below 500 KB.
3. Before you open a pull request, run `hugo server -D` and check the page locally.

## Good to know
- Never edit files in `public/`: the folder is regenerated on every build.
- A build usually takes about two minutes.
- Send questions to the [editors' mailing list](mailto:editors@ashbyvillage.org).""",
            ),
            Good(
                "preserve",
                """# Village newsletter website

Built with Hugo; deployment happens automatically once changes are merged into the `main` branch.

## Adding a new issue

- Add a date-named file to `content/issues/` (e.g. `2025-03.md`).
- Place the cover image in `static/img/` and keep it under 500 KB.
- Check the page locally with `hugo server -D` before you open a pull request.

## Notes

- Don't edit anything in `public/`, as it's regenerated with each build.
- Builds typically take around two minutes.
- Questions: [editors' mailing list](mailto:editors@ashbyvillage.org).""",
            ),
            Good(
                "pl",
                """# Strona internetowa biuletynu wsi

Strona jest zbudowana w Hugo i wdrażana automatycznie po scaleniu zmian z gałęzią `main`.

## Dodawanie nowego numeru
1. Utwórz nowy plik w `content/issues/`, nazwany datą, np. `2025-03.md`.
2. Umieść zdjęcie okładkowe w `static/img/` i zadbaj, aby miało mniej niż 500 KB.
3. Przed otwarciem pull requesta uruchom `hugo server -D` i sprawdź stronę lokalnie.

## Uwagi
- Nie edytuj niczego w `public/` – ten katalog jest generowany od nowa przy każdej kompilacji.
- Kompilacja trwa zwykle około dwóch minut.
- Pytania kieruj na [listę mailingową redakcji](mailto:editors@ashbyvillage.org).""",
            ),
        ],
        bad=[
            Slip(0, [("`static/img/`", "`static/images/`")], "code"),
            Slip(1, [("(e.g. `2025-03.md`).\n- Place", "(e.g. `2025-03.md`). Place")], "markdown"),
            Slip(
                2,
                [
                    (
                        "Kompilacja trwa zwykle około dwóch minut.",
                        "Kompilacja trwa zwykle około dwóch minut, a wdrożenie obsługuje Netlify.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
