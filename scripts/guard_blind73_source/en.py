# ruff: noqa: E501, RUF001
"""English source cases of blind set 73: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-ski-lift-season-pass-rules",
        source=(
            "Season passes for the 2024/25 winter are valid on all 14 lifts at Hollow Peak from opening day until 21 April 2025. "
            "Passes are personal and cannot be transferred; the photo on the card must match the holder. "
            "If you lose your card, a replacement costs €15 at any ticket office, provided you show proof of purchase. "
            "Refunds are not available after 15 December 2024, except when the resort is closed for more than 10 consecutive days due to lack of snow. "
            "In that case, a partial refund is calculated per remaining day. "
            "Children under 6 ski free but still need a registered card."
        ),
        good=[
            Good(
                "preserve",
                "Your 2024/25 season pass works on all 14 Hollow Peak lifts from opening day through 21 April 2025. "
                "It's personal, so you can't pass it on to anyone else, and the photo on the card must match you. "
                "Lost your card? Any ticket office will issue a replacement for €15 as long as you can show proof of purchase. "
                "After 15 December 2024 refunds aren't available, unless the resort closes for more than 10 consecutive days because there isn't enough snow; "
                "then you get a partial refund worked out per remaining day. "
                "Kids under 6 ski for free, but they still need a registered card.",
            ),
            Good(
                "preserve",
                "Hollow Peak season pass, winter 2024/25:\n"
                "- Valid on all 14 lifts from opening day until April 21, 2025.\n"
                "- Personal and non-transferable; the photo on the card must match the holder.\n"
                "- Lost card: replacement for €15 at any ticket office, with proof of purchase.\n"
                "- No refunds after December 15, 2024, unless the resort is closed for more than ten consecutive days due to lack of snow. In that case, a partial refund is calculated for each remaining day.\n"
                "- Children under 6 ski free but still need a registered card.",
            ),
            Good(
                "pl",
                "Karnety sezonowe na zimę 2024/25 obowiązują na wszystkich 14 wyciągach Hollow Peak od dnia otwarcia do 21 kwietnia 2025 r. "
                "Karnet jest imienny i nie można go przekazać innej osobie; zdjęcie na karcie musi odpowiadać posiadaczowi. "
                "W razie zgubienia karty duplikat kosztuje 15 € w każdej kasie, pod warunkiem okazania dowodu zakupu. "
                "Po 15 grudnia 2024 r. zwroty nie przysługują, chyba że ośrodek będzie zamknięty dłużej niż 10 dni z rzędu z powodu braku śniegu. "
                "Wówczas przysługuje częściowy zwrot, naliczany za każdy pozostały dzień. "
                "Dzieci poniżej 6 lat jeżdżą bezpłatnie, ale również potrzebują zarejestrowanej karty.",
            ),
        ],
        bad=[
            Slip(0, [("so you can't pass it on", "but you can pass it on")], "negation"),
            Slip(1, [("€15", "€25")], "number"),
            Slip(2, [("do 21 kwietnia 2025 r.", "do 21 marca 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-dog-walking-booking-weather-terms",
        source=(
            "Paws & Pavements walks are booked in one-hour slots between 8 am and 6 pm, Monday to Friday. "
            "Each walker takes no more than four dogs at a time, and dogs from different households are only grouped if their owners agree in writing. "
            "Before the first walk, owners must provide proof of up-to-date vaccinations and should leave a spare lead with us. "
            "Reactive dogs may need solo walks, which cost more. "
            "Please note that walks are usually shortened in heavy rain or when temperatures rise above 28°C, and we will probably not be able to offer a make-up slot the same week. "
            "Cancellations with less than 24 hours' notice are charged in full."
        ),
        good=[
            Good(
                "preserve",
                "You can book a Paws & Pavements walk in one-hour slots, Monday to Friday, any time from 8 am to 6 pm. "
                "Our walkers never take more than four dogs at once, and we only group dogs from different homes if their owners have agreed in writing. "
                "Before the first walk you must show us proof that vaccinations are up to date, and you should leave a spare lead with us. "
                "If your dog is reactive, it may need solo walks, which are more expensive. "
                "In heavy rain or when it's hotter than 28°C, walks are usually cut short, and we probably won't be able to offer a make-up slot that same week. "
                "If you cancel with less than 24 hours' notice, you'll be charged the full price.",
            ),
            Good(
                "preserve",
                "Paws & Pavements offers walks Monday to Friday, between 8 am and 6 pm, booked in one-hour slots. "
                "No walker takes more than four dogs at any one time; dogs from different households are grouped only with the written consent of their owners. "
                "Owners must supply proof of current vaccinations before the first walk and should provide us with a spare lead. "
                "Solo walks, charged at a higher rate, may be necessary for reactive dogs. "
                "Walks are usually shortened during heavy rain or at temperatures above 28°C, and a make-up slot within the same week will probably not be available. "
                "Cancellations made less than 24 hours in advance are charged in full.",
            ),
            Good(
                "pl",
                "Spacery Paws & Pavements rezerwuje się w godzinnych blokach od poniedziałku do piątku, w godzinach 8:00–18:00. "
                "Jeden opiekun prowadzi jednocześnie najwyżej cztery psy, a psy z różnych domów łączymy w grupy tylko za pisemną zgodą właścicieli. "
                "Przed pierwszym spacerem właściciel musi przedstawić dowód aktualnych szczepień i powinien zostawić u nas zapasową smycz. "
                "Psy reaktywne mogą wymagać spacerów indywidualnych, które są droższe. "
                "W czasie ulewy lub gdy temperatura przekracza 28°C spacery są zwykle skracane i prawdopodobnie nie będziemy w stanie zaproponować terminu zastępczego w tym samym tygodniu. "
                "Odwołanie spaceru z wyprzedzeniem krótszym niż 24 godziny oznacza pełną opłatę.",
            ),
        ],
        bad=[
            Slip(0, [("you should leave a spare lead", "you must leave a spare lead")], "modality"),
            Slip(1, [("will probably not be available", "will not be available")], "hedge"),
            Slip(
                2,
                [
                    (
                        "które są droższe.",
                        "które są droższe. Wszyscy nasi opiekunowie mają certyfikat pierwszej pomocy weterynaryjnej.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-kitchen-fitting-quote-cancellation",
        source=(
            "Thank you for choosing Harlow Joinery. "
            "This quote covers fitting 11 base and wall units, a 3.2 m laminate worktop and the sink, for a total of £2,840 including VAT. "
            "It does not include electrical or gas work, which must be carried out by a registered engineer. "
            "A deposit of 25% is payable when you accept the quote, and the balance is due on completion. "
            "Because this contract is agreed at your home, you have 14 days to cancel under regulation 29 of the Consumer Contracts Regulations 2013. "
            "If you ask us to start within that period, you may have to pay for work already done. "
            "The quote is valid for 30 days."
        ),
        good=[
            Good(
                "preserve",
                "Thanks for choosing Harlow Joinery. "
                "For £2,840 including VAT, we will fit 11 base and wall units, a 3.2 m laminate worktop and the sink. "
                "Electrical and gas work isn't included; it must be done by a registered engineer. "
                "You pay a 25% deposit when you accept this quote and the rest once the job is finished. "
                "As the contract is agreed in your home, regulation 29 of the Consumer Contracts Regulations 2013 gives you 14 days to cancel. "
                "If you'd like us to start within those 14 days, you may have to pay for any work already done. "
                "This quote stays valid for 30 days.",
            ),
            Good(
                "preserve",
                "Quote from Harlow Joinery (thank you for choosing us)\n\n"
                "Included, for a total of £2,840 incl. VAT:\n"
                "1. fitting of 11 base and wall units\n"
                "2. a 3.2 m laminate worktop\n"
                "3. the sink\n\n"
                "Not included: electrical or gas work, which must be carried out by a registered engineer.\n\n"
                "Payment: 25% deposit on acceptance of the quote; balance due on completion.\n\n"
                "Cancellation: since the contract is agreed at your home, you have 14 days to cancel under regulation 29 of the Consumer Contracts Regulations 2013. "
                "If you ask us to begin within that period, you may have to pay for work already done.\n\n"
                "Validity: 30 days.",
            ),
            Good(
                "pl",
                "Dziękujemy za wybór Harlow Joinery. "
                "Wycena obejmuje montaż 11 szafek dolnych i wiszących, blatu laminowanego o długości 3,2 m oraz zlewu, łącznie za 2840 £ z VAT. "
                "Nie obejmuje prac elektrycznych ani gazowych, które musi wykonać zarejestrowany instalator. "
                "Przy akceptacji wyceny płatna jest zaliczka w wysokości 25%, a pozostała kwota – po zakończeniu prac. "
                "Ponieważ umowa jest zawierana w Państwa domu, zgodnie z przepisem 29 Consumer Contracts Regulations 2013 mają Państwo 14 dni na odstąpienie od umowy. "
                "Jeśli poproszą Państwo o rozpoczęcie prac w tym okresie, może być konieczna zapłata za już wykonaną pracę. "
                "Wycena jest ważna przez 30 dni.",
            ),
        ],
        bad=[
            Slip(0, [("For £2,840 including VAT", "For £2,480 including VAT")], "number"),
            Slip(
                1,
                [("Not included: electrical or gas work", "Also included: electrical or gas work")],
                "negation",
            ),
            Slip(2, [("zgodnie z przepisem 29", "zgodnie z przepisem 36")], "legal_reference"),
        ],
    ),
    Case(
        key="en-theatre-backstage-tour-saturday-booking",
        source=(
            "Backstage tours of the Lyric Playhouse run every Saturday at 10:30 and last about 75 minutes. "
            "You'll visit the fly tower, the wardrobe department and the dressing rooms, and may see the crew setting up for the evening show. "
            "Tours must be booked in advance at lyricplayhouse.co.uk/tours; we cannot sell places at the door. "
            "Tickets cost £12, or £8 for under-16s, who must be accompanied by an adult. "
            "The route includes steep stairs and is not suitable for wheelchair users, but we offer a step-free virtual tour on the first Wednesday of each month. "
            "Photography is allowed except in the wardrobe department."
        ),
        good=[
            Good(
                "preserve",
                "Lyric Playhouse backstage tours take place every Saturday at 10:30 and last roughly 75 minutes. "
                "You'll go up the fly tower, through the wardrobe department and into the dressing rooms, and you may catch the crew preparing for that evening's show. "
                "Places must be booked in advance at lyricplayhouse.co.uk/tours, as we can't sell them at the door. "
                "Tickets are £12 (£8 for under-16s, who must come with an adult). "
                "Please note the route has steep stairs and isn't suitable for wheelchair users; instead, we run a step-free virtual tour on the first Wednesday of every month. "
                "You're welcome to take photos anywhere except the wardrobe department.",
            ),
            Good(
                "preserve",
                "**Lyric Playhouse backstage tours**\n"
                "- When: Saturdays at 10:30, about 75 minutes\n"
                "- What you'll see: the fly tower, the wardrobe department and the dressing rooms; you may also see the crew setting up for the evening show\n"
                "- Booking: must be made in advance at lyricplayhouse.co.uk/tours; we can't sell places at the door\n"
                "- Prices: £12, or £8 for under-16s, who must be accompanied by an adult\n"
                "- Access: steep stairs, so not suitable for wheelchair users; a step-free virtual tour runs on the first Wednesday of each month\n"
                "- Photos: allowed everywhere except the wardrobe department",
            ),
            Good(
                "pl",
                "Zwiedzanie zaplecza Lyric Playhouse odbywa się w każdą sobotę o 10:30 i trwa około 75 minut. "
                "Zobaczą Państwo wieżę sceniczną, pracownię kostiumów i garderoby, a być może także ekipę przygotowującą scenę do wieczornego spektaklu. "
                "Miejsca trzeba zarezerwować wcześniej na stronie lyricplayhouse.co.uk/tours – nie sprzedajemy ich przy wejściu. "
                "Bilet kosztuje 12 £, a dla osób poniżej 16 lat 8 £; muszą one przyjść pod opieką dorosłego. "
                "Trasa obejmuje strome schody i nie jest dostosowana dla osób na wózkach, ale w pierwszą środę każdego miesiąca oferujemy wirtualne zwiedzanie bez barier. "
                "Zdjęcia można robić wszędzie poza pracownią kostiumów.",
            ),
        ],
        bad=[
            Slip(0, [("every Saturday at 10:30", "every Sunday at 10:30")], "date"),
            Slip(
                1,
                [("who must be accompanied by an adult", "who should be accompanied by an adult")],
                "modality",
            ),
            Slip(2, [("lyricplayhouse.co.uk/tours", "lyricplayhouse.co.uk/events")], "url"),
        ],
    ),
    Case(
        key="en-piano-tuning-visit-price-advice",
        source=(
            "A piano should be tuned at least once a year, and twice a year if it is new or sits in a room with central heating. "
            "A standard tuning takes about 90 minutes and costs £85 within 10 miles of Bristol. "
            "If your piano has not been tuned for more than three years, it will probably need a pitch raise first, which adds roughly £30. "
            "Please do not place the instrument next to a radiator or an outside wall, as changes in humidity are the most likely cause of it going out of tune. "
            "I do not work on digital pianos or player mechanisms."
        ),
        good=[
            Good(
                "preserve",
                "You should have your piano tuned at least once a year, or twice a year if it's new or stands in a room with central heating. "
                "Within 10 miles of Bristol, a standard tuning costs £85 and takes around 90 minutes. "
                "If it hasn't been tuned for over three years, it will probably need a pitch raise first, which adds roughly £30. "
                "Please don't put the instrument beside a radiator or against an outside wall: changes in humidity are the most likely reason a piano goes out of tune. "
                "I don't work on digital pianos or player mechanisms.",
            ),
            Good(
                "preserve",
                "I charge £85 for a standard tuning within 10 miles of Bristol; it takes about 90 minutes. "
                "Pianos should be tuned at least once a year, or twice yearly if new or kept in a room with central heating. "
                "An instrument that has gone more than three years without tuning will probably require a pitch raise first, adding roughly £30 to the cost. "
                "Humidity changes are the most likely reason a piano goes out of tune, so please do not position it next to a radiator or an outside wall. "
                "Digital pianos and player mechanisms are not something I work on.",
            ),
            Good(
                "pl",
                "Pianino lub fortepian powinno się stroić co najmniej raz w roku, a dwa razy w roku, jeśli instrument jest nowy albo stoi w pomieszczeniu z centralnym ogrzewaniem. "
                "Standardowe strojenie trwa około 90 minut i kosztuje 85 £ w promieniu 10 mil od Bristolu. "
                "Jeśli instrument nie był strojony od ponad trzech lat, prawdopodobnie najpierw będzie wymagał podciągnięcia stroju, co kosztuje dodatkowo mniej więcej 30 £. "
                "Proszę nie stawiać go przy kaloryferze ani przy ścianie zewnętrznej, ponieważ zmiany wilgotności są najbardziej prawdopodobną przyczyną rozstrajania się instrumentu. "
                "Nie zajmuję się pianinami cyfrowymi ani mechanizmami samogrającymi.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("it will probably need a pitch raise first", "it will need a pitch raise first")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Digital pianos and player mechanisms are not something I work on.",
                        "Digital pianos and player mechanisms are something I work on too.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("kosztuje 85 £", "kosztuje 95 £")], "number"),
        ],
    ),
    Case(
        key="en-toy-library-family-borrowing-rules",
        source=(
            "Membership of the Elm Street Toy Library costs £20 a year per family, and members may borrow up to five toys at a time for three weeks. "
            "Toys can be renewed once, online or in person, unless another family has reserved them. "
            "Please return everything clean and complete: missing pieces should be reported at the desk, and you will not be charged for ordinary wear. "
            "Large items such as ride-ons and play kitchens must be collected by an adult. "
            "The library is open on Tuesdays from 3.30 to 6 pm and on Saturdays from 10 am to 1 pm, and it is closed throughout August."
        ),
        good=[
            Good(
                "preserve",
                "Family membership of the Elm Street Toy Library is £20 per year. "
                "As a member, you may borrow up to five toys at once, for three weeks. "
                "You can renew a toy once, either online or in person, as long as no other family has reserved it. "
                "Please bring toys back clean and complete. If pieces are missing, you should tell us at the desk, and you won't be charged for normal wear and tear. "
                "Big items like ride-ons and play kitchens must be picked up by an adult. "
                "We're open Tuesdays 3.30–6 pm and Saturdays 10 am–1 pm, and closed for the whole of August.",
            ),
            Good(
                "preserve",
                "Elm Street Toy Library: the essentials\n"
                "• Membership: £20 a year per family.\n"
                "• Borrowing: members may take up to five toys at a time, for three weeks.\n"
                "• Renewals: once, online or in person, unless another family has reserved the toy.\n"
                "• Returns: clean and complete. Missing pieces should be reported at the desk; ordinary wear is not charged for.\n"
                "• Large items (ride-ons, play kitchens): must be collected by an adult.\n"
                "• Opening hours: Tuesday 3.30–6 pm, Saturday 10 am–1 pm. Closed throughout August.",
            ),
            Good(
                "pl",
                "Członkostwo w Elm Street Toy Library kosztuje 20 £ rocznie za rodzinę, a członkowie mogą wypożyczyć jednocześnie do pięciu zabawek na trzy tygodnie. "
                "Wypożyczenie można przedłużyć jeden raz, online lub osobiście, chyba że zabawkę zarezerwowała inna rodzina. "
                "Prosimy zwracać wszystko czyste i kompletne: o brakujących elementach powinni Państwo poinformować obsługę przy ladzie, a za zwykłe zużycie nie pobieramy opłat. "
                "Duże zabawki, takie jak jeździki i kuchnie do zabawy, musi odebrać osoba dorosła. "
                "Biblioteka jest czynna we wtorki od 15:30 do 18:00 i w soboty od 10:00 do 13:00, a przez cały sierpień jest zamknięta.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("must be picked up by an adult", "should be picked up by an adult")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Renewals: once, online or in person",
                        "Renewals: once, online, by phone or in person",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("w soboty od 10:00 do 13:00", "w soboty od 10:00 do 15:00")], "date"),
        ],
    ),
    Case(
        key="en-repair-cafe-visitor-house-rules",
        source=(
            "Welcome to the Riverside Repair Cafe, which meets at St Anne's Hall on the second Sunday of every month. "
            "Our volunteers will try to fix small electrical items, clothes, bikes and furniture, but we cannot guarantee that every repair will succeed. "
            "Visitors must stay with their item while it is being repaired, and you should expect to help: the idea is to learn, not to drop things off. "
            "We do not repair microwaves or anything containing gas, and we may turn away items that look unsafe. "
            "Repairs are free; donations go towards tools and spare parts. "
            "Items must be brought in during opening hours and cannot be left with us overnight."
        ),
        good=[
            Good(
                "preserve",
                "The Riverside Repair Cafe meets at St Anne's Hall on the second Sunday of every month. "
                "Our volunteers will have a go at fixing small electrical items, clothes, bikes and furniture, though we can't promise that every repair will work. "
                "You must stay with your item while it's being repaired, and you should expect to lend a hand: the point is to learn, not to drop things off. "
                "We don't repair microwaves or anything that contains gas, and we may refuse items that look unsafe. "
                "Repairs cost nothing; donations pay for tools and spare parts. "
                "Items must be brought in during opening hours and can't be left with us overnight.",
            ),
            Good(
                "preserve",
                "Welcome to the Riverside Repair Cafe (St Anne's Hall, second Sunday of each month). A few house rules:\n"
                "1. Volunteers will try to repair small electrical items, clothes, bikes and furniture, but success cannot be guaranteed.\n"
                "2. You must stay with your item during the repair and should expect to help; we're here to learn, not to take in drop-offs.\n"
                "3. Microwaves and anything containing gas are not repaired, and items that look unsafe may be turned away.\n"
                "4. Repairs are free; donations fund tools and spare parts.\n"
                "5. Items must be brought in during opening hours and cannot be left overnight.",
            ),
            Good(
                "pl",
                "Witamy w Riverside Repair Cafe! Spotykamy się w St Anne's Hall w drugą niedzielę każdego miesiąca. "
                "Nasi wolontariusze spróbują naprawić drobny sprzęt elektryczny, ubrania, rowery i meble, ale nie możemy zagwarantować, że każda naprawa się uda. "
                "Odwiedzający muszą zostać przy swoim przedmiocie podczas naprawy i powinni liczyć się z tym, że będą pomagać – chodzi o naukę, a nie o zostawianie rzeczy. "
                "Nie naprawiamy kuchenek mikrofalowych ani niczego, co zawiera gaz, i możemy odmówić przyjęcia przedmiotów, które wyglądają na niebezpieczne. "
                "Naprawy są bezpłatne; datki przeznaczamy na narzędzia i części zamienne. "
                "Przedmioty trzeba przynieść w godzinach otwarcia i nie można ich zostawić u nas na noc.",
            ),
        ],
        bad=[
            Slip(0, [("We don't repair microwaves", "We also repair microwaves")], "negation"),
            Slip(
                1,
                [
                    (
                        "items that look unsafe may be turned away",
                        "items that look unsafe will be turned away",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "datki przeznaczamy na narzędzia i części zamienne.",
                        "datki przeznaczamy na narzędzia i części zamienne, a resztę kosztów pokrywa rada miasta.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-podcast-hosting-api-episode-upload",
        source=(
            "## Uploading an episode\n\n"
            "Send a `POST` request to `/v2/shows/{show_id}/episodes` with your API key in the `Authorization` header. "
            "The audio file must be MP3 or M4A and no larger than 200 MB.\n\n"
            "Required fields:\n\n"
            "- `title` (max. 120 characters)\n"
            "- `audio_url` or a multipart `file`\n"
            "- `publish_at` (ISO 8601; leave empty to save as draft)\n\n"
            "Processing usually takes 2–5 minutes. "
            "You can poll `GET /v2/episodes/{id}/status`, but please do not poll more than once every 10 seconds. "
            "Requests over the limit return `429 Too Many Requests`."
        ),
        good=[
            Good(
                "preserve",
                "## How to upload an episode\n\n"
                "To upload, make a `POST` request to `/v2/shows/{show_id}/episodes`, putting your API key in the `Authorization` header. "
                "Audio must be an MP3 or M4A file of at most 200 MB.\n\n"
                "You need to send these fields:\n\n"
                "- `title`: up to 120 characters\n"
                "- `audio_url`, or a multipart `file`\n"
                "- `publish_at`: ISO 8601; leave it empty to save the episode as a draft\n\n"
                "Processing typically takes 2–5 minutes. "
                "You can check progress by polling `GET /v2/episodes/{id}/status`, but please don't poll more than once every 10 seconds; "
                "if you go over that limit, you'll get `429 Too Many Requests`.",
            ),
            Good(
                "preserve",
                "## Uploading an episode\n\n"
                "Upload with `POST /v2/shows/{show_id}/episodes`, authenticating with your API key in the `Authorization` header. "
                "The audio must be MP3 or M4A, 200 MB max.\n\n"
                "Required fields:\n\n"
                "- `title` (120 characters max.)\n"
                "- `audio_url` or a multipart `file`\n"
                "- `publish_at` (ISO 8601; empty = saved as draft)\n\n"
                "Expect processing to take 2–5 minutes in most cases. "
                "Status is available from `GET /v2/episodes/{id}/status`; please do not poll it more often than once every 10 seconds, "
                "or you will receive `429 Too Many Requests`.",
            ),
            Good(
                "pl",
                "## Przesyłanie odcinka\n\n"
                "Wyślij żądanie `POST` na `/v2/shows/{show_id}/episodes`, podając klucz API w nagłówku `Authorization`. "
                "Plik audio musi mieć format MP3 lub M4A i nie może przekraczać 200 MB.\n\n"
                "Wymagane pola:\n\n"
                "- `title` (maks. 120 znaków)\n"
                "- `audio_url` lub plik `file` przesłany jako multipart\n"
                "- `publish_at` (ISO 8601; puste pole zapisuje odcinek jako szkic)\n\n"
                "Przetwarzanie trwa zwykle 2–5 minut. "
                "Możesz odpytywać `GET /v2/episodes/{id}/status`, ale prosimy nie robić tego częściej niż raz na 10 sekund. "
                "Zapytania ponad limit zwracają `429 Too Many Requests`.",
            ),
        ],
        bad=[
            Slip(0, [("`/v2/shows/{show_id}/episodes`", "`/v2/shows/{show_id}/episode`")], "code"),
            Slip(1, [("## Uploading an episode\n\n", "Uploading an episode\n\n")], "markdown"),
            Slip(2, [("nie może przekraczać 200 MB", "nie może przekraczać 20 MB")], "number"),
        ],
    ),
    Case(
        key="en-student-loan-plan-two-repayment",
        source=(
            "If you took out a Plan 2 student loan, you repay 9% of your income above the threshold, which is £27,295 a year from April 2024. "
            "Repayments are taken automatically through PAYE, so you normally do not need to do anything if you are employed. "
            "Self-employed borrowers pay through Self Assessment instead. "
            "Interest is charged from the day the first payment reaches your university, and any balance left 30 years after the April you were first due to repay is written off. "
            "The rules are set out in the Education (Student Loans) (Repayment) Regulations 2009. "
            "Making voluntary overpayments will probably not save you money unless you expect to clear the loan in full."
        ),
        good=[
            Good(
                "preserve",
                "On a Plan 2 student loan, you pay back 9% of whatever you earn above the threshold, which is £27,295 a year from April 2024. "
                "If you're employed, repayments come out automatically through PAYE, so normally you don't need to do anything. "
                "If you're self-employed, you pay through Self Assessment instead. "
                "Interest starts the day the first payment reaches your university, and whatever is still owed 30 years after the April you were first due to repay is written off. "
                "You'll find the rules in the Education (Student Loans) (Repayment) Regulations 2009. "
                "Paying extra voluntarily probably won't save you money unless you expect to clear the whole loan.",
            ),
            Good(
                "preserve",
                "Plan 2 student loans: key points\n"
                "- Borrowers repay 9% of income above the threshold, set at £27,295 per year from April 2024.\n"
                "- Employed borrowers repay automatically via PAYE and normally need take no action; self-employed borrowers pay through Self Assessment.\n"
                "- Interest is charged from the day the first payment reaches the university.\n"
                "- Any balance outstanding 30 years after the April in which repayment first became due is written off.\n"
                "- Voluntary overpayments will probably not save money unless the borrower expects to repay the loan in full.\n"
                "The governing legislation is the Education (Student Loans) (Repayment) Regulations 2009.",
            ),
            Good(
                "pl",
                "Jeśli masz pożyczkę studencką typu Plan 2, spłacasz 9% dochodu powyżej progu, który od kwietnia 2024 r. wynosi 27 295 £ rocznie. "
                "Raty są potrącane automatycznie w systemie PAYE, więc jeśli pracujesz na etacie, zwykle nie musisz nic robić. "
                "Osoby samozatrudnione płacą zamiast tego w ramach rozliczenia Self Assessment. "
                "Odsetki nalicza się od dnia, w którym pierwsza wpłata trafia do uczelni, a saldo pozostałe 30 lat po kwietniu, w którym po raz pierwszy należało rozpocząć spłatę, zostaje umorzone. "
                "Zasady określają Education (Student Loans) (Repayment) Regulations 2009. "
                "Dobrowolne nadpłaty prawdopodobnie nie przyniosą oszczędności, chyba że spodziewasz się spłacić całą pożyczkę.",
            ),
        ],
        bad=[
            Slip(0, [("you pay back 9%", "you pay back 6%")], "number"),
            Slip(
                1,
                [("(Repayment) Regulations 2009", "(Repayment) Regulations 2012")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "Dobrowolne nadpłaty prawdopodobnie nie przyniosą",
                        "Dobrowolne nadpłaty nie przyniosą",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-festival-camping-field-gate-rules",
        source=(
            "Campsites at Meadowlands Festival open at 12:00 on Thursday 17 July and close at 14:00 on Monday 21 July. "
            "Every camper must show a valid festival wristband and a camping ticket at the gate. "
            "Glass bottles, gas canisters larger than 500 g and disposable barbecues are not allowed anywhere on site. "
            "Quiet camping is available in Field C, where music should be off by 23:00. "
            "Campervans are only permitted with a separate campervan pass, which you can buy at meadowlandsfest.com/camping until 30 June. "
            "Please take your tent home with you: abandoned tents cannot be recycled and cost the festival thousands each year."
        ),
        good=[
            Good(
                "preserve",
                "Meadowlands Festival campsites open on Thursday 17 July at 12:00 and close on Monday 21 July at 14:00. "
                "At the gate, you must show a valid festival wristband along with your camping ticket. "
                "Glass bottles, disposable barbecues and gas canisters over 500 g are banned across the whole site. "
                "If you want quiet camping, head to Field C, where music should be switched off by 23:00. "
                "You can only bring a campervan if you have a separate campervan pass, on sale at meadowlandsfest.com/camping until 30 June. "
                "Please take your tent home: abandoned tents can't be recycled and cost the festival thousands every year.",
            ),
            Good(
                "preserve",
                "Camping at Meadowlands Festival\n"
                "- Opening times: from Thursday 17 July, 12:00, to Monday 21 July, 14:00.\n"
                "- Entry: every camper must show a valid festival wristband and a camping ticket at the gate.\n"
                "- Not allowed anywhere on site: glass bottles, disposable barbecues, gas canisters larger than 500 g.\n"
                "- Quiet camping: Field C; music should be off by 23:00.\n"
                "- Campervans: only with a separate campervan pass, available from meadowlandsfest.com/camping until 30 June.\n"
                "- Tents: please take yours home. Abandoned tents cannot be recycled and cost the festival thousands each year.",
            ),
            Good(
                "pl",
                "Pola namiotowe Meadowlands Festival otwierają się w czwartek 17 lipca o 12:00, a zamykają w poniedziałek 21 lipca o 14:00. "
                "Każdy obozowicz musi okazać przy bramie ważną opaskę festiwalową i bilet kempingowy. "
                "Szklane butelki, kartusze gazowe większe niż 500 g i jednorazowe grille są zakazane na całym terenie. "
                "Strefa cichego biwakowania znajduje się na polu C, gdzie muzyka powinna zostać wyłączona do 23:00. "
                "Kampery są dozwolone tylko z osobną przepustką kamperową, którą można kupić na meadowlandsfest.com/camping do 30 czerwca. "
                "Prosimy zabrać namiot ze sobą do domu: porzuconych namiotów nie da się poddać recyklingowi, a co roku kosztują festiwal tysiące.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("abandoned tents can't be recycled", "abandoned tents can be recycled")],
                "negation",
            ),
            Slip(1, [("music should be off by 23:00", "music must be off by 23:00")], "modality"),
            Slip(2, [("meadowlandsfest.com/camping", "meadowlandsfest.com/tickets")], "url"),
        ],
    ),
    Case(
        key="en-night-traffic-noise-study-summary",
        source=(
            "A study published in Environmental Health Perspectives (Kessler et al., 2021) followed 4,800 adults in three European cities for six years. "
            "Participants exposed to road traffic noise above 55 dB at night were about 18% more likely to develop high blood pressure than those below 45 dB. "
            "The authors caution that the link may be partly explained by air pollution, which tends to be higher on the same streets, and they did not measure noise inside bedrooms. "
            "Still, the findings suggest that quieter road surfaces and better window insulation could bring measurable health benefits."
        ),
        good=[
            Good(
                "preserve",
                "Kessler et al. (2021), writing in Environmental Health Perspectives, tracked 4,800 adults across three European cities over six years. "
                "People exposed at night to road traffic noise louder than 55 dB were roughly 18% more likely to develop high blood pressure than those exposed to less than 45 dB. "
                "The researchers warn that air pollution, which is often higher on the same streets, may partly explain the link, and they note that noise inside bedrooms was not measured. "
                "Even so, the results suggest that quieter road surfaces and better-insulated windows could deliver measurable health benefits.",
            ),
            Good(
                "preserve",
                "Night-time traffic noise and blood pressure: over six years, Kessler and colleagues followed 4,800 adults living in three European cities (Environmental Health Perspectives, 2021). "
                "Those exposed to more than 55 dB at night had about an 18% higher likelihood of developing high blood pressure compared with people exposed to under 45 dB. "
                "According to the authors, the association may be partly due to air pollution, typically higher on the same streets; noise levels inside bedrooms were not measured. "
                "Nevertheless, the findings suggest quieter road surfaces and improved window insulation could bring measurable health benefits.",
            ),
            Good(
                "pl",
                "Badanie opublikowane w Environmental Health Perspectives (Kessler i in., 2021) objęło 4800 dorosłych z trzech europejskich miast, obserwowanych przez sześć lat. "
                "Osoby narażone w nocy na hałas drogowy powyżej 55 dB miały o około 18% większe prawdopodobieństwo rozwoju nadciśnienia niż osoby narażone na hałas poniżej 45 dB. "
                "Autorzy zastrzegają, że związek ten może częściowo wynikać z zanieczyszczenia powietrza, które zwykle jest wyższe na tych samych ulicach, a hałasu w sypialniach nie mierzono. "
                "Mimo to wyniki sugerują, że cichsze nawierzchnie dróg i lepsza izolacja okien mogłyby przynieść wymierne korzyści zdrowotne.",
            ),
        ],
        bad=[
            Slip(0, [("Kessler et al. (2021)", "Kessler et al. (2019)")], "citation"),
            Slip(
                1,
                [
                    (
                        "the association may be partly due to air pollution",
                        "the association is partly due to air pollution",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("objęło 4800 dorosłych", "objęło 8400 dorosłych")], "number"),
        ],
    ),
    Case(
        key="en-gym-membership-privacy-notice-retention",
        source=(
            "FitLoop collects your name, contact details, date of birth and gym visit times so that we can manage your membership. "
            "We process this data on the basis of Article 6(1)(b) of the UK GDPR, because it is necessary to perform our contract with you. "
            "Health information from your induction questionnaire is only used with your explicit consent and is never shared with third parties. "
            "We keep membership records for 6 years after your membership ends, and CCTV footage for 30 days. "
            "You can ask for a copy of your data at any time, and we will respond within one month. "
            "We do not sell personal data."
        ),
        good=[
            Good(
                "preserve",
                "**What do we collect?** Your name, contact details, date of birth and the times you visit the gym, so that FitLoop can manage your membership.\n\n"
                "**On what basis?** Article 6(1)(b) of the UK GDPR: the processing is necessary to perform our contract with you.\n\n"
                "**What about health information?** Answers from your induction questionnaire are used only with your explicit consent and are never shared with third parties.\n\n"
                "**How long do we keep it?** Membership records: 6 years after your membership ends. CCTV footage: 30 days.\n\n"
                "**Your rights:** you can ask for a copy of your data at any time, and we'll reply within one month. We don't sell personal data.",
            ),
            Good(
                "preserve",
                "To manage your membership, FitLoop collects your name, contact details, date of birth and the times you visit the gym. "
                "The legal basis for this processing is Article 6(1)(b) of the UK GDPR, as it is necessary for the performance of our contract with you. "
                "Health information provided in your induction questionnaire is used solely with your explicit consent and is never disclosed to third parties. "
                "Membership records are retained for six years after your membership ends; CCTV footage is kept for 30 days. "
                "You can request a copy of your data at any time, and we will respond within one month. "
                "Personal data is not sold.",
            ),
            Good(
                "pl",
                "FitLoop zbiera Twoje imię i nazwisko, dane kontaktowe, datę urodzenia oraz godziny wizyt w siłowni, aby zarządzać Twoim członkostwem. "
                "Przetwarzamy te dane na podstawie art. 6 ust. 1 lit. b UK GDPR, ponieważ jest to niezbędne do wykonania zawartej z Tobą umowy. "
                "Informacje o zdrowiu z ankiety wstępnej wykorzystujemy wyłącznie za Twoją wyraźną zgodą i nigdy nie przekazujemy ich podmiotom trzecim. "
                "Dokumentację członkowską przechowujemy przez 6 lat od zakończenia członkostwa, a nagrania z monitoringu przez 30 dni. "
                "W każdej chwili możesz poprosić o kopię swoich danych – odpowiemy w ciągu miesiąca. "
                "Nie sprzedajemy danych osobowych.",
            ),
        ],
        bad=[
            Slip(0, [("Article 6(1)(b)", "Article 6(1)(f)")], "legal_reference"),
            Slip(
                1,
                [("is never disclosed to third parties", "is always disclosed to third parties")],
                "negation",
            ),
            Slip(
                2,
                [("nagrania z monitoringu przez 30 dni", "nagrania z monitoringu przez 90 dni")],
                "date",
            ),
        ],
    ),
    Case(
        key="en-snapkeep-backup-cli-readme",
        source=(
            "# snapkeep\n\n"
            "`snapkeep` makes incremental backups of a directory to any S3-compatible bucket.\n\n"
            "## Installation\n\n"
            "```\npip install snapkeep==2.3.1\n```\n\n"
            "Python 3.10 or newer is required.\n\n"
            "## Usage\n\n"
            "Run `snapkeep init` once to create the config file at `~/.snapkeep.toml`. "
            "You must set `bucket` and `region` before the first backup; `retention_days` is optional and defaults to 30. "
            "Then run `snapkeep backup ~/projects`. "
            "Use `--dry-run` to see what would be uploaded without sending anything. "
            "Do not run two backups of the same directory at the same time."
        ),
        good=[
            Good(
                "preserve",
                "# snapkeep\n\n"
                "`snapkeep` backs up a directory incrementally to any S3-compatible bucket.\n\n"
                "## Installation\n\n"
                "Requires Python 3.10 or newer.\n\n"
                "```\npip install snapkeep==2.3.1\n```\n\n"
                "## Usage\n\n"
                "1. Run `snapkeep init` once; it creates the config file `~/.snapkeep.toml`.\n"
                "2. Before your first backup, you must set `bucket` and `region`. `retention_days` is optional (default: 30).\n"
                "3. Run `snapkeep backup ~/projects`.\n\n"
                "Add `--dry-run` to see what would be uploaded without actually sending anything. "
                "Never run two backups of the same directory at once.",
            ),
            Good(
                "preserve",
                "# snapkeep\n\n"
                "A tool for incremental backups of a directory to any S3-compatible bucket.\n\n"
                "## Installation\n\n"
                "You'll need Python 3.10 or newer. Install with:\n\n"
                "```\npip install snapkeep==2.3.1\n```\n\n"
                "## Usage\n\n"
                "First, run `snapkeep init` a single time to generate the config file `~/.snapkeep.toml`. "
                "Setting `bucket` and `region` is mandatory before the first backup; `retention_days` can be left out, in which case it defaults to 30. "
                "Then start a backup with `snapkeep backup ~/projects`, or pass `--dry-run` to see what would be uploaded without sending anything. "
                "Please don't run two backups of one directory simultaneously.",
            ),
            Good(
                "pl",
                "# snapkeep\n\n"
                "`snapkeep` tworzy przyrostowe kopie zapasowe katalogu w dowolnym kubełku zgodnym z S3.\n\n"
                "## Instalacja\n\n"
                "```\npip install snapkeep==2.3.1\n```\n\n"
                "Wymagany jest Python 3.10 lub nowszy.\n\n"
                "## Użycie\n\n"
                "Uruchom jednorazowo `snapkeep init`, aby utworzyć plik konfiguracyjny `~/.snapkeep.toml`. "
                "Przed pierwszą kopią musisz ustawić `bucket` i `region`; `retention_days` jest opcjonalne i domyślnie wynosi 30. "
                "Następnie uruchom `snapkeep backup ~/projects`. "
                "Użyj `--dry-run`, aby zobaczyć, co zostałoby wysłane, bez przesyłania czegokolwiek. "
                "Nie uruchamiaj dwóch kopii tego samego katalogu jednocześnie.",
            ),
        ],
        bad=[
            Slip(0, [("pip install snapkeep==2.3.1", "pip install snapkeep==2.1.3")], "code"),
            Slip(
                1,
                [("```\npip install snapkeep==2.3.1\n```", "pip install snapkeep==2.3.1")],
                "markdown",
            ),
            Slip(2, [("musisz ustawić", "warto ustawić")], "modality"),
        ],
    ),
    Case(
        key="en-community-garden-plot-allocation-fees",
        source=(
            "Plots at the Greenway Community Garden are allocated each February from the waiting list, which currently has about 40 names. "
            "A half plot costs £35 a year and a full plot £60, with a 50% discount for anyone receiving Universal Credit. "
            "Tenants are expected to keep at least three-quarters of their plot cultivated; if it is neglected for two months, we will send a reminder before offering it to the next person on the list. "
            "Bonfires are not permitted, and hosepipes may only be used before 9 am. "
            "Communal tools are kept in the green shed and must not be taken home."
        ),
        good=[
            Good(
                "preserve",
                "Greenway Community Garden hands out plots every February, working through the waiting list; there are currently around 40 people on it. "
                "You'll pay £35 a year for a half plot or £60 for a full one, and anyone on Universal Credit gets 50% off. "
                "We expect you to keep at least three-quarters of your plot cultivated. "
                "If a plot is neglected for two months, we'll send you a reminder before offering it to the next person on the list. "
                "Bonfires aren't allowed, and you may only use a hosepipe before 9 am. "
                "The communal tools live in the green shed and must not be taken home.",
            ),
            Good(
                "preserve",
                "Greenway Community Garden: plot rules\n"
                "- Allocation: every February, from the waiting list (currently about 40 names).\n"
                "- Fees: half plot £35 a year, full plot £60 a year; 50% discount for people receiving Universal Credit.\n"
                "- Upkeep: tenants are expected to keep at least three-quarters of the plot cultivated. A plot neglected for two months gets a reminder before it is offered to the next person on the list.\n"
                "- Bonfires are not permitted; hosepipes may be used only before 9 am.\n"
                "- Communal tools stay in the green shed and must not be taken home.",
            ),
            Good(
                "pl",
                "Działki w Greenway Community Garden są przydzielane co roku w lutym z listy oczekujących, na której jest obecnie około 40 osób. "
                "Pół działki kosztuje 35 £ rocznie, a cała działka 60 £; osoby pobierające Universal Credit mają 50% zniżki. "
                "Od dzierżawców oczekujemy, że będą uprawiać co najmniej trzy czwarte swojej działki; jeśli działka jest zaniedbana przez dwa miesiące, wyślemy przypomnienie, zanim zaproponujemy ją kolejnej osobie z listy. "
                "Palenie ognisk jest zabronione, a węży ogrodowych można używać tylko przed 9:00. "
                "Wspólne narzędzia są przechowywane w zielonej szopie i nie wolno zabierać ich do domu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Bonfires aren't allowed, and you may only use a hosepipe before 9 am.",
                        "Palenie ognisk jest zabronione, a węża ogrodowego można używać tylko przed 9:00.",
                    ),
                    (
                        "The communal tools live in the green shed and must not be taken home.",
                        "Wspólne narzędzia są przechowywane w zielonej szopie i nie wolno zabierać ich do domu.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(1, [("- Bonfires are not permitted;", "- Bonfires are permitted;")], "negation"),
            Slip(
                2,
                [
                    (
                        "osoby pobierające Universal Credit mają 50% zniżki.",
                        "osoby pobierające Universal Credit mają 50% zniżki. Woda i nasiona są wliczone w opłatę.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-city-bike-share-ride-pricing",
        source=(
            "With CycleHub you can unlock any bike in the city using the app or a contactless card. "
            "A single ride costs £1.50 for the first 30 minutes and 10p for every minute after that. "
            "The monthly pass is £18 and includes unlimited 45-minute rides. "
            "Bikes must be returned to a docking station; if you leave one elsewhere, a £20 fee will be charged. "
            "Riders under 16 are not allowed to use the service. "
            "Helmets are not provided, but we strongly recommend wearing one. "
            "If a bike is damaged, report it in the app before you start your ride."
        ),
        good=[
            Good(
                "preserve",
                "Any CycleHub bike in the city can be unlocked with the app or a contactless card. "
                "You pay £1.50 for the first 30 minutes of a single ride, then 10p per minute. "
                "For £18 a month, the monthly pass gives you unlimited 45-minute rides. "
                "You must return bikes to a docking station; leave one anywhere else and you'll be charged a £20 fee. "
                "Riders under 16 aren't allowed to use the service. "
                "We don't provide helmets, but we strongly recommend you wear one. "
                "Spotted damage on a bike? Report it in the app before you start riding.",
            ),
            Good(
                "preserve",
                "CycleHub at a glance\n"
                "- Unlocking: any bike in the city, via the app or a contactless card.\n"
                "- Single ride: £1.50 for the first 30 minutes, then 10p for each extra minute.\n"
                "- Monthly pass: £18, unlimited 45-minute rides.\n"
                "- Returns: bikes must be returned to a docking station; leaving a bike elsewhere incurs a £20 fee.\n"
                "- Age: riders under 16 are not allowed to use the service.\n"
                "- Helmets: not provided, though we strongly recommend wearing one.\n"
                "- Damage: report it in the app before you start your ride.",
            ),
            Good(
                "pl",
                "W CycleHub możesz odblokować dowolny rower w mieście za pomocą aplikacji lub karty zbliżeniowej. "
                "Pojedyncza jazda kosztuje 1,50 £ za pierwsze 30 minut i 10 pensów za każdą kolejną minutę. "
                "Karnet miesięczny kosztuje 18 £ i obejmuje nieograniczoną liczbę 45-minutowych przejazdów. "
                "Rower trzeba zwrócić do stacji dokującej; za pozostawienie go w innym miejscu pobierana jest opłata 20 £. "
                "Osoby poniżej 16 lat nie mogą korzystać z usługi. "
                "Nie zapewniamy kasków, ale zdecydowanie zalecamy jazdę w kasku. "
                "Jeśli rower jest uszkodzony, zgłoś to w aplikacji przed rozpoczęciem jazdy.",
            ),
        ],
        bad=[
            Slip(0, [("then 10p per minute", "then 15p per minute")], "number"),
            Slip(
                1,
                [
                    (
                        "bikes must be returned to a docking station",
                        "bikes should be returned to a docking station",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Nie zapewniamy kasków, ale zdecydowanie zalecamy jazdę w kasku.",
                        "Helmets are not provided, but we strongly recommend wearing one.",
                    ),
                    (
                        "Jeśli rower jest uszkodzony, zgłoś to w aplikacji przed rozpoczęciem jazdy.",
                        "If a bike is damaged, report it in the app before you start your ride.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-school-start-time-sleep-newsletter",
        source=(
            "In our spring newsletter we mentioned the school start-time trial in Seattle. "
            "The results, published by Dunster and colleagues in Science Advances in December 2018, showed that after high schools moved their start time from 7:50 to 8:45 am, students slept a median of 34 minutes longer on school nights. "
            "Attendance in first period also improved. "
            "The study did not find that students simply went to bed later, which had been a common concern. "
            "Our parent council will discuss whether to propose a similar change at the meeting on Tuesday 14 October at 6.30 pm in the school library. "
            "Everyone is welcome; you do not need to register."
        ),
        good=[
            Good(
                "preserve",
                "Our spring newsletter mentioned the Seattle school start-time trial. "
                "Dunster and colleagues published the results in Science Advances in December 2018: once high schools moved their start time from 7:50 to 8:45 am, "
                "students slept a median of 34 minutes longer on school nights, and first-period attendance improved as well. "
                "A common worry was that students would simply go to bed later, but the study did not find this. "
                "At its meeting on Tuesday 14 October at 6.30 pm in the school library, our parent council will discuss whether to propose a similar change. "
                "All are welcome, and there's no need to register.",
            ),
            Good(
                "preserve",
                "Update on the Seattle start-time trial (see our spring newsletter): according to Dunster et al., Science Advances, December 2018, "
                "moving high-school start times from 7:50 to 8:45 am gave students a median of 34 more minutes of sleep on school nights and improved first-period attendance. "
                "The study did not find that students just went to bed later, a widely shared concern. "
                "The parent council will discuss proposing a similar change on Tuesday 14 October, 6.30 pm, in the school library. "
                "Everyone is welcome and no registration is needed.",
            ),
            Good(
                "pl",
                "W wiosennym biuletynie wspominaliśmy o próbie przesunięcia godziny rozpoczęcia lekcji w Seattle. "
                "Wyniki, opublikowane przez Dunstera i współpracowników w Science Advances w grudniu 2018 r., pokazały, że po przesunięciu początku zajęć w szkołach średnich z 7:50 na 8:45 uczniowie spali w dni szkolne o 34 minuty dłużej (mediana). "
                "Poprawiła się też frekwencja na pierwszej lekcji. "
                "Badanie nie wykazało, że uczniowie po prostu później chodzili spać, czego wiele osób się obawiało. "
                "Rada rodziców omówi, czy zaproponować podobną zmianę, na spotkaniu we wtorek 14 października o 18:30 w bibliotece szkolnej. "
                "Zapraszamy wszystkich; rejestracja nie jest wymagana.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("in Science Advances in December 2018", "in Sleep Health in December 2018")],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "The study did not find that students just went to bed later",
                        "The study found that students just went to bed later",
                    )
                ],
                "negation",
            ),
            Slip(2, [("we wtorek 14 października", "we czwartek 16 października")], "date"),
        ],
    ),
    Case(
        key="en-notelet-release-notes-encrypted-sync",
        source=(
            "## Notelet 4.2.0 release notes\n\n"
            "This release adds end-to-end encrypted sync for shared notebooks. "
            "To enable it, open Settings → Sync and turn on `encrypted_sharing`. "
            "Existing shared notebooks will be migrated in the background, which will likely take a few minutes for most users.\n\n"
            "We have also fixed a crash when importing large `.enex` files from Evernote. "
            "Some users may still see slow search on Android 12; we are investigating.\n\n"
            "Full details and known issues are listed at https://notelet.app/changelog/4.2.0. "
            "If you run into problems, email support@notelet.app and include your app version."
        ),
        good=[
            Good(
                "preserve",
                "## What's new in Notelet 4.2.0\n\n"
                "Shared notebooks can now sync with end-to-end encryption. "
                "To switch it on, go to Settings → Sync and enable `encrypted_sharing`. "
                "Your existing shared notebooks will be migrated in the background; for most users this will likely take a few minutes.\n\n"
                "Also fixed: a crash when importing large `.enex` files from Evernote. "
                "Search may still be slow for some users on Android 12, and we're looking into it.\n\n"
                "See https://notelet.app/changelog/4.2.0 for full details and known issues. "
                "Having problems? Email support@notelet.app and include your app version.",
            ),
            Good(
                "preserve",
                "## Notelet 4.2.0 release notes\n\n"
                "- **New:** end-to-end encrypted sync for shared notebooks. Turn on `encrypted_sharing` under Settings → Sync. "
                "Existing shared notebooks are migrated in the background, which will likely take a few minutes for most users.\n"
                "- **Fixed:** a crash when importing large `.enex` files from Evernote.\n"
                "- **Known issue:** some users may still see slow search on Android 12; we are investigating.\n\n"
                "Full details and known issues: https://notelet.app/changelog/4.2.0. "
                "If you run into problems, contact support@notelet.app and include your app version.",
            ),
            Good(
                "pl",
                "## Notelet 4.2.0 – informacje o wydaniu\n\n"
                "W tej wersji dodaliśmy szyfrowaną end-to-end synchronizację udostępnionych notatników. "
                "Aby ją włączyć, otwórz Settings → Sync i włącz `encrypted_sharing`. "
                "Istniejące udostępnione notatniki zostaną przeniesione w tle, co u większości użytkowników zajmie prawdopodobnie kilka minut.\n\n"
                "Naprawiliśmy też awarię podczas importu dużych plików `.enex` z Evernote. "
                "Niektórzy użytkownicy mogą nadal zauważać powolne wyszukiwanie na Androidzie 12; badamy ten problem.\n\n"
                "Pełne informacje i znane problemy znajdziesz na https://notelet.app/changelog/4.2.0. "
                "W razie kłopotów napisz na support@notelet.app i podaj wersję aplikacji.",
            ),
        ],
        bad=[
            Slip(0, [("enable `encrypted_sharing`", "enable `encrypted_sync`")], "code"),
            Slip(1, [("contact support@notelet.app", "contact help@notelet.app")], "url"),
            Slip(2, [("zajmie prawdopodobnie kilka minut", "zajmie kilka minut")], "hedge"),
        ],
    ),
    Case(
        key="en-letting-agent-deposit-registered-notice",
        source=(
            "Dear Ms Patel,\n\n"
            "Your deposit of £1,150 for 14 Linden Road has been registered with the Deposit Protection Service, as required by section 213 of the Housing Act 2004. "
            "We must give you the prescribed information within 30 days of receiving the deposit, and it is enclosed with this letter. "
            "At the end of the tenancy, you should request the return of your deposit in writing. "
            "If we propose any deductions, you may dispute them through the free DPS adjudication service. "
            "Please keep this letter, as you will need the certificate number when you apply.\n\n"
            "Kind regards,\nNorthgate Lettings"
        ),
        good=[
            Good(
                "preserve",
                "Dear Ms Patel,\n\n"
                "We have registered your £1,150 deposit for 14 Linden Road with the Deposit Protection Service, as section 213 of the Housing Act 2004 requires. "
                "We must give you the prescribed information within 30 days of receiving the deposit; you'll find it enclosed. "
                "When the tenancy ends, you should ask for your deposit back in writing. "
                "If we suggest any deductions, you may challenge them using the free DPS adjudication service. "
                "Please keep this letter safe: you will need the certificate number when you apply.\n\n"
                "Kind regards,\nNorthgate Lettings",
            ),
            Good(
                "preserve",
                "Dear Ms Patel,\n\n"
                "Please find enclosed the prescribed information for your deposit, which we are obliged to provide within 30 days of receiving it. "
                "In accordance with section 213 of the Housing Act 2004, your deposit of £1,150 for 14 Linden Road has been registered with the Deposit Protection Service. "
                "When your tenancy ends, you should request its return in writing; if we propose any deductions, you may dispute them via the free DPS adjudication service. "
                "Kindly retain this letter, since you will need the certificate number when you apply.\n\n"
                "Kind regards,\nNorthgate Lettings",
            ),
            Good(
                "pl",
                "Szanowna Pani Patel,\n\n"
                "Pani kaucja w wysokości 1150 £ za lokal przy 14 Linden Road została zarejestrowana w Deposit Protection Service, zgodnie z wymogiem sekcji 213 Housing Act 2004. "
                "Musimy przekazać Pani wymagane informacje (prescribed information) w ciągu 30 dni od otrzymania kaucji – załączamy je do tego listu. "
                "Po zakończeniu najmu powinna Pani wystąpić o zwrot kaucji na piśmie. "
                "Jeśli zaproponujemy jakiekolwiek potrącenia, może je Pani zakwestionować w ramach bezpłatnego postępowania rozjemczego DPS. "
                "Prosimy zachować ten list, ponieważ przy składaniu wniosku będzie Pani potrzebny numer certyfikatu.\n\n"
                "Z poważaniem\nNorthgate Lettings",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 213 of the Housing Act 2004", "section 214 of the Housing Act 2004")],
                "legal_reference",
            ),
            Slip(1, [("you may dispute them", "you must dispute them")], "modality"),
            Slip(
                2,
                [
                    (
                        "postępowania rozjemczego DPS.",
                        "postępowania rozjemczego DPS. Kaucja zostanie zwrócona wraz z należnymi odsetkami.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-houseplants-air-purifying-myth-blog",
        source=(
            "You have probably heard that a few houseplants can clean the air in your home. "
            "The idea goes back to a 1989 NASA report by Wolverton and colleagues, which tested plants in small sealed chambers. "
            "A later review by Cummings and Waring (2020) in the Journal of Exposure Science & Environmental Epidemiology concluded that in a normal room you would need somewhere between 10 and 1,000 plants per square metre to match what ordinary ventilation already does. "
            "So plants are not an air purifier. "
            "They may still improve your mood, and that is a perfectly good reason to keep them; just don't skip opening the window."
        ),
        good=[
            Good(
                "preserve",
                "Chances are you've heard that a handful of houseplants can clean the air at home. "
                "The claim traces back to a 1989 NASA report by Wolverton and colleagues, in which plants were tested inside small sealed chambers. "
                "A later review, Cummings and Waring (2020) in the Journal of Exposure Science & Environmental Epidemiology, concluded that in an ordinary room it would take somewhere between 10 and 1,000 plants per square metre to match what normal ventilation already achieves. "
                "In other words, plants are not air purifiers. "
                "They may still lift your mood, which is a perfectly good reason to keep them. Just don't stop opening the window.",
            ),
            Good(
                "preserve",
                "You've probably heard that a few houseplants can clean your indoor air. "
                "It comes from a 1989 NASA report (Wolverton et al.) that tested plants in small sealed chambers. "
                "But according to a 2020 review by Cummings and Waring in the Journal of Exposure Science & Environmental Epidemiology, a normal room would need somewhere between 10 and 1,000 plants per square metre just to equal what ordinary ventilation already does. "
                "Bottom line: plants don't purify your air. "
                "They may still make you feel better, which is reason enough to keep them. Just don't skip opening the window.",
            ),
            Good(
                "pl",
                "Pewnie słyszeliście, że kilka roślin doniczkowych potrafi oczyścić powietrze w domu. "
                "Ten pomysł pochodzi z raportu NASA z 1989 roku autorstwa Wolvertona i współpracowników, w którym rośliny badano w małych, szczelnie zamkniętych komorach. "
                "Późniejszy przegląd Cummingsa i Waringa (2020) w Journal of Exposure Science & Environmental Epidemiology wykazał, że w zwykłym pokoju potrzeba by od 10 do 1000 roślin na metr kwadratowy, żeby dorównać temu, co i tak zapewnia zwykła wentylacja. "
                "Rośliny nie są więc oczyszczaczem powietrza. "
                "Mogą jednak poprawiać nastrój, a to całkiem dobry powód, żeby je mieć – tylko nie rezygnujcie z otwierania okna.",
            ),
        ],
        bad=[
            Slip(0, [("Cummings and Waring (2020)", "Cummings and Waring (2016)")], "citation"),
            Slip(
                1,
                [("They may still make you feel better", "They still make you feel better")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Rośliny nie są więc oczyszczaczem powietrza.",
                        "Rośliny są więc oczyszczaczem powietrza.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-beginners-cookery-course-saturday-signup",
        source=(
            "Our six-week Saturday cookery course for beginners starts on 7 March and runs from 10 am to 12.30 pm at the Oakfield Community Centre. "
            "Each session covers one cuisine, from simple Italian pasta to a Sri Lankan curry, and you'll take home what you cook. "
            "The course costs £90, which includes all ingredients, and there are only 12 places. "
            "Please let us know about any allergies when you sign up. "
            "Aprons and knives are provided, but bring two containers with lids. "
            "If you miss a session, the recipes will be emailed to you afterwards."
        ),
        good=[
            Good(
                "preserve",
                "Starting 7 March, our six-week beginners' cookery course runs on Saturdays from 10 am to 12.30 pm at the Oakfield Community Centre. "
                "Every session focuses on a different cuisine, from easy Italian pasta to a Sri Lankan curry, and whatever you cook, you take home. "
                "The £90 fee covers all ingredients, and places are limited to 12. "
                "When you sign up, please tell us about any allergies. "
                "We provide aprons and knives; you just need to bring two containers with lids. "
                "Missed a session? We'll email you the recipes afterwards.",
            ),
            Good(
                "preserve",
                "Beginners' cookery course at the Oakfield Community Centre\n"
                "- When: six Saturdays, starting March 7, 10:00 am to 12:30 pm\n"
                "- What: one cuisine per session, from simple Italian pasta to a Sri Lankan curry; you take home what you cook\n"
                "- Price: £90, all ingredients included\n"
                "- Places: only 12\n"
                "- Allergies: please tell us when you sign up\n"
                "- Provided: aprons and knives. Bring: two containers with lids\n"
                "- Missed a session? The recipes will be emailed to you afterwards.",
            ),
            Good(
                "pl",
                "Nasz sześciotygodniowy sobotni kurs gotowania dla początkujących rusza 7 marca; zajęcia odbywają się od 10:00 do 12:30 w Oakfield Community Centre. "
                "Każde spotkanie poświęcone jest jednej kuchni, od prostego włoskiego makaronu po curry ze Sri Lanki, a to, co ugotujesz, zabierasz do domu. "
                "Kurs kosztuje 90 £, w tym wszystkie składniki, a liczba miejsc jest ograniczona do 12. "
                "Przy zapisie prosimy o informację o alergiach. "
                "Fartuchy i noże zapewniamy, ale przynieś dwa pojemniki z pokrywkami. "
                "Jeśli opuścisz zajęcia, prześlemy Ci przepisy e-mailem.",
            ),
        ],
        bad=[
            Slip(0, [("places are limited to 12", "places are limited to 16")], "number"),
            Slip(1, [("starting March 7", "starting March 14")], "date"),
            Slip(
                2,
                [
                    (
                        "po curry ze Sri Lanki,",
                        "po curry ze Sri Lanki, a prowadzi je szef kuchni restauracji Olive Tree,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
