# ruff: noqa: E501, RUF001
"""English source cases of blind set 113: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-bell-foundry-saturday-guided-tours",
        source="Guided tours of the Hartley & Sons Bell Foundry run every Saturday at 10:30 and 14:00 and last about 90 minutes. Each group is limited to 12 visitors, and tickets cost £18 for adults and £9 for children aged 8 to 15. Children under 8 are not admitted, because the casting floor is an active workshop. Visitors must wear closed-toe shoes; sandals and open heels are not permitted. If a casting is scheduled, the tour will probably include a short demonstration of pouring bronze at roughly 1,100°C, but this cannot be guaranteed. Photography is allowed everywhere except in the pattern store.",
        good=[
            Good(
                "preserve",
                "Our guided tours of the Hartley & Sons Bell Foundry take place every Saturday at 10:30 and at 14:00, and each one lasts about 90 minutes. Groups are capped at 12 visitors. Adult tickets are £18; children aged 8 to 15 pay £9. Because the casting floor is a working workshop, we can't admit children under 8. You must wear closed-toe shoes — sandals and open heels aren't permitted. When a casting is on the schedule, your tour will probably include a short demonstration of bronze being poured at roughly 1,100°C, though we cannot guarantee it. You're welcome to take photos anywhere except the pattern store.",
            ),
            Good(
                "preserve",
                (
                    "Hartley & Sons Bell Foundry – guided tours\n"
                    "- When: every Saturday, 10:30 and 14:00\n"
                    "- Duration: about 90 minutes\n"
                    "- Group size: maximum 12 visitors\n"
                    "- Prices: £18 adults, £9 children aged 8–15\n"
                    "- Age limit: no children under 8 (the casting floor is an active workshop)\n"
                    "- Footwear: closed-toe shoes are required; sandals and open heels are not permitted\n"
                    "- Casting demonstration: if a casting is scheduled, the tour will probably include a short bronze pour at roughly 1,100°C, but this cannot be guaranteed\n"
                    "- Photography: allowed everywhere except the pattern store"
                ),
            ),
            Good(
                "pl",
                "Zwiedzanie odlewni dzwonów Hartley & Sons z przewodnikiem odbywa się w każdą sobotę o 10:30 i 14:00 i trwa około 90 minut. Grupa może liczyć najwyżej 12 osób, a bilety kosztują 18 funtów dla dorosłych i 9 funtów dla dzieci w wieku od 8 do 15 lat. Dzieci poniżej 8. roku życia nie są wpuszczane, ponieważ hala odlewnicza to czynny warsztat. Zwiedzający muszą mieć obuwie z zakrytymi palcami; sandały i buty z odkrytą piętą są niedozwolone. Jeśli zaplanowano odlew, zwiedzanie prawdopodobnie obejmie krótki pokaz wylewania brązu o temperaturze około 1100°C, ale nie można tego zagwarantować. Zdjęcia można robić wszędzie poza magazynem modeli.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "sandals and open heels aren't permitted",
                        "sandals and open heels are permitted",
                    )
                ],
                "negation",
            ),
            Slip(1, [("maximum 12 visitors", "maximum 15 visitors")], "number"),
            Slip(2, [("zwiedzanie prawdopodobnie obejmie", "zwiedzanie obejmie")], "hedge"),
        ],
    ),
    Case(
        key="en-apprenticeship-levy-fund-transfer-rules",
        source="Levy-paying employers can transfer up to 50% of their annual apprenticeship funds to other organisations, such as small businesses in their supply chain. Transfers are governed by section 4 of the Apprenticeship Funding Rules 2025 to 2026, and the receiving employer must not use transferred funds for apprentices who started before the transfer was approved. Each transfer must be set up through the apprenticeship service account, and the sending employer should review pledges at least every three months. Funds that are not used within 24 months of entering your account will expire. Requests submitted after 31 March 2026 may be processed under the new rules.",
        good=[
            Good(
                "preserve",
                "If your organisation pays the apprenticeship levy, you can transfer up to 50% of your annual apprenticeship funds to other organisations — for example, small businesses in your supply chain. Section 4 of the Apprenticeship Funding Rules 2025 to 2026 governs these transfers. Every transfer must be set up through your apprenticeship service account, and as the sending employer you should review your pledges at least every three months. An employer that receives a transfer must not spend the funds on apprentices who started before the transfer was approved. Any funds left unused 24 months after they enter your account will expire. Requests submitted after 31 March 2026 may be processed under the new rules.",
            ),
            Good(
                "preserve",
                (
                    "Apprenticeship levy transfers – key points:\n"
                    "1. Levy-paying employers can pass up to 50% of their annual apprenticeship funds to other organisations, e.g. small businesses in their supply chain.\n"
                    "2. The governing provision is section 4 of the Apprenticeship Funding Rules 2025 to 2026.\n"
                    "3. Transferred funds must not be used by the receiving employer for apprentices who started before the transfer was approved.\n"
                    "4. Each transfer must be set up in the apprenticeship service account.\n"
                    "5. The sending employer should review pledges at least every three months.\n"
                    "6. Funds not used within 24 months of entering the account will expire.\n"
                    "7. Requests submitted after 31 March 2026 may be processed under the new rules."
                ),
            ),
            Good(
                "pl",
                "Pracodawcy płacący opłatę szkoleniową (apprenticeship levy) mogą przekazać do 50% swoich rocznych środków na praktyki zawodowe innym organizacjom, na przykład małym firmom ze swojego łańcucha dostaw. Przekazania te reguluje sekcja 4 Apprenticeship Funding Rules 2025 to 2026, a pracodawca otrzymujący środki nie może ich wykorzystać na praktykantów, którzy rozpoczęli naukę przed zatwierdzeniem przekazania. Każde przekazanie musi zostać skonfigurowane za pośrednictwem konta w apprenticeship service, a pracodawca przekazujący powinien sprawdzać swoje zobowiązania co najmniej co trzy miesiące. Środki niewykorzystane w ciągu 24 miesięcy od wpłynięcia na konto wygasają. Wnioski złożone po 31 marca 2026 r. mogą być rozpatrywane według nowych zasad.",
            ),
        ],
        bad=[
            Slip(1, [("section 4 of the", "section 6 of the")], "legal_reference"),
            Slip(
                0, [("you should review your pledges", "you must review your pledges")], "modality"
            ),
            Slip(2, [("po 31 marca 2026 r.", "po 30 kwietnia 2026 r.")], "date"),
        ],
    ),
    Case(
        key="en-container-tracking-api-events-endpoint",
        source=(
            "## Tracking a container\n\n"
            "Send a `GET` request to `https://api.portlink.io/v2/containers/{id}/events` with your API key in the `X-Api-Key` header. "
            "The `id` must be the full 11-character ISO 6346 container number, for example `MSKU1234565`; booking references are not accepted. "
            "Events are returned newest first, up to 100 per page; use the `cursor` parameter to fetch older ones. "
            "Vessel ETA values are estimates supplied by carriers and may change without notice. "
            "Do not poll more often than once every 15 minutes per container, or your key may be rate-limited. "
            "Questions go to api-support@portlink.io."
        ),
        good=[
            Good(
                "preserve",
                (
                    "## Tracking a container\n\n"
                    "To get a container's events, call `https://api.portlink.io/v2/containers/{id}/events` with a `GET` request and put your API key in the `X-Api-Key` header. "
                    "For `id`, use the complete 11-character ISO 6346 container number (e.g. `MSKU1234565`) — booking references won't be accepted. "
                    "The response lists events from newest to oldest, at most 100 per page, and you can page back to older events with the `cursor` parameter. "
                    "Keep in mind that vessel ETA values are carrier estimates and may change without notice. "
                    "Don't poll any single container more than once every 15 minutes, or your key may be rate-limited. "
                    "Send questions to api-support@portlink.io."
                ),
            ),
            Good(
                "preserve",
                (
                    "## Tracking a container\n\n"
                    "- **Endpoint:** `GET https://api.portlink.io/v2/containers/{id}/events`\n"
                    "- **Authentication:** API key in the `X-Api-Key` header\n"
                    "- **`id`:** the full 11-character ISO 6346 container number, such as `MSKU1234565` (booking references are not accepted)\n"
                    "- **Results:** newest events first, up to 100 per page; pass `cursor` to retrieve older events\n"
                    "- **ETAs:** vessel ETA values are carrier-supplied estimates and may change without notice\n"
                    "- **Polling limit:** no more than once every 15 minutes per container, otherwise your key may be rate-limited\n"
                    "- **Support:** api-support@portlink.io"
                ),
            ),
            Good(
                "pl",
                (
                    "## Śledzenie kontenera\n\n"
                    "Wyślij żądanie `GET` na adres `https://api.portlink.io/v2/containers/{id}/events`, podając klucz API w nagłówku `X-Api-Key`. "
                    "Wartość `id` musi być pełnym, 11-znakowym numerem kontenera zgodnym z ISO 6346, np. `MSKU1234565`; numery rezerwacji nie są akceptowane. "
                    "Zdarzenia są zwracane od najnowszych, maksymalnie 100 na stronę; starsze pobierzesz za pomocą parametru `cursor`. "
                    "Wartości ETA statków to szacunki przekazywane przez przewoźników i mogą się zmienić bez uprzedzenia. "
                    "Nie odpytuj API o ten sam kontener częściej niż raz na 15 minut, bo Twój klucz może zostać objęty limitem. "
                    "Pytania kieruj na adres api-support@portlink.io."
                ),
            ),
        ],
        bad=[
            Slip(1, [("`X-Api-Key` header", "`X-Api-Token` header")], "code"),
            Slip(0, [("api-support@portlink.io", "support@portlink.io")], "url"),
            Slip(
                2,
                [
                    (
                        "numery rezerwacji nie są akceptowane",
                        "numery rezerwacji również są akceptowane",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-protected-shipwreck-visitor-dive-licence",
        source="The wreck of the SS Carlisle lies in 34 metres of water and is designated under section 1 of the Protection of Wrecks Act 1973. Diving on the site is only lawful with a visitor licence, and every diver in the party must be named on it. Applications should be made at least six weeks before the planned dive. Each licence covers a maximum of 8 divers and is valid for one season. Divers must not remove, disturb or lift any material from the wreck, and any finds must be reported to the Receiver of Wreck within 28 days. Licence holders may photograph and film the site.",
        good=[
            Good(
                "preserve",
                "The SS Carlisle wreck, which lies at a depth of 34 metres, is designated under section 1 of the Protection of Wrecks Act 1973. Diving on it is lawful only with a visitor licence, and every diver in your party must be named on that licence. You should apply at least six weeks before your planned dive. One licence covers no more than 8 divers and remains valid for a single season. You must not remove, disturb or lift any material from the wreck, and you must report any finds to the Receiver of Wreck within 28 days. Licence holders may photograph and film the site.",
            ),
            Good(
                "preserve",
                (
                    "Diving the SS Carlisle – what you need to know\n"
                    "• Depth: 34 metres\n"
                    "• Status: designated under section 1 of the Protection of Wrecks Act 1973\n"
                    "• Licence: diving is lawful only with a visitor licence, and every diver in the party must be named on it\n"
                    "• Applying: applications should be made at least six weeks before the planned dive\n"
                    "• Limits: maximum 8 divers per licence; valid for one season\n"
                    "• On site: divers must not remove, disturb or lift any material from the wreck\n"
                    "• Finds: must be reported to the Receiver of Wreck within 28 days\n"
                    "• Photography and filming: permitted for licence holders"
                ),
            ),
            Good(
                "pl",
                "Wrak SS Carlisle spoczywa na głębokości 34 metrów i jest objęty ochroną na podstawie sekcji 1 Protection of Wrecks Act 1973. Nurkowanie na tym stanowisku jest legalne wyłącznie z licencją dla odwiedzających, na której muszą być wymienieni wszyscy nurkowie z grupy. Wniosek powinien zostać złożony co najmniej sześć tygodni przed planowanym nurkowaniem. Jedna licencja obejmuje maksymalnie 8 nurków i jest ważna przez jeden sezon. Nurkom nie wolno usuwać, naruszać ani wydobywać z wraku żadnych przedmiotów, a wszelkie znaleziska muszą zostać zgłoszone do Receiver of Wreck w ciągu 28 dni. Posiadacze licencji mogą fotografować i filmować stanowisko.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "section 1 of the Protection of Wrecks Act 1973",
                        "section 2 of the Protection of Wrecks Act 1973",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "every diver in the party must be named on it",
                        "every diver in the party should be named on it",
                    )
                ],
                "modality",
            ),
            Slip(2, [("maksymalnie 8 nurków", "maksymalnie 10 nurków")], "number"),
        ],
    ),
    Case(
        key="en-farmhouse-cheese-making-two-day-course",
        source="Our two-day cheese-making course runs on 14–15 June 2025 at Brookfield Farm Dairy. On day one you'll make a simple lactic cheese and a washed-curd cheese; on day two we move on to a Caerphilly-style cheese that you can take home to mature. The fee of £240 includes all ingredients, equipment and lunch on both days. No previous experience is needed, but the dairy is not suitable for anyone with a severe milk allergy. Please bring a cool bag and two clean tea towels. Places are non-refundable after 1 May 2025, although you may transfer your booking to a friend.",
        good=[
            Good(
                "preserve",
                "Join us at Brookfield Farm Dairy on 14–15 June 2025 for a two-day cheese-making course. Day one covers a simple lactic cheese and a washed-curd cheese, and on day two you'll make a Caerphilly-style cheese that you can take home and mature. The £240 fee covers all ingredients, equipment and lunch on both days. You don't need any previous experience, although the dairy isn't suitable for anyone with a severe milk allergy. Remember to bring a cool bag and two clean tea towels. After 1 May 2025 places are non-refundable, but you may pass your booking on to a friend.",
            ),
            Good(
                "preserve",
                "Two-day cheese-making course, Brookfield Farm Dairy, 14–15 June 2025. Participants make a simple lactic cheese and a washed-curd cheese on the first day, and on the second a Caerphilly-style cheese, which they can take home to mature. The £240 fee includes all ingredients and equipment, as well as lunch on both days. No prior experience is required. The dairy is not suitable for people with a severe milk allergy. Participants are asked to bring a cool bag and two clean tea towels. Places cannot be refunded after 1 May 2025 but may be transferred to a friend.",
            ),
            Good(
                "pl",
                "Nasz dwudniowy kurs serowarski odbędzie się 14–15 czerwca 2025 r. w Brookfield Farm Dairy. Pierwszego dnia zrobisz prosty ser kwasowy i ser z płukanego skrzepu, a drugiego dnia zajmiemy się serem w stylu Caerphilly, który możesz zabrać do domu, by dojrzał. Opłata w wysokości 240 funtów obejmuje wszystkie składniki, sprzęt i obiad w oba dni. Wcześniejsze doświadczenie nie jest potrzebne, ale mleczarnia nie jest odpowiednim miejscem dla osób z ciężką alergią na mleko. Prosimy zabrać torbę termiczną i dwie czyste ściereczki kuchenne. Po 1 maja 2025 r. opłata za miejsce nie podlega zwrotowi, choć możesz przekazać swoją rezerwację znajomej osobie.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("No prior experience is required.", "Prior experience is required.")],
                "negation",
            ),
            Slip(0, [("After 1 May 2025", "After 1 June 2025")], "date"),
            Slip(
                2,
                [
                    (
                        "obejmuje wszystkie składniki, sprzęt i obiad w oba dni",
                        "obejmuje wszystkie składniki, sprzęt, obiad w oba dni oraz nocleg w gospodarstwie",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-footpath-diversion-order-public-notice",
        source="Notice is hereby given that Westmoor District Council has made an order under section 119 of the Highways Act 1980 to divert part of Public Footpath No. 17 at Oakley Grange. The existing path, running 240 metres north-east from Mill Lane, will be stopped up and replaced by a new route of 310 metres along the field edge. The order will not take effect until it is confirmed. A copy of the order and map may be inspected free of charge at Westmoor Council Offices between 9:00 and 16:30 on weekdays. Objections must be made in writing and received no later than 12 September 2025.",
        good=[
            Good(
                "preserve",
                "Westmoor District Council has made an order, under section 119 of the Highways Act 1980, to divert part of Public Footpath No. 17 at Oakley Grange. The current path, which runs 240 metres north-east from Mill Lane, will be stopped up and replaced with a new 310-metre route along the edge of the field. The order won't take effect until it has been confirmed. You may inspect a copy of the order and map free of charge at the Westmoor Council Offices, 9:00–16:30 on weekdays. Any objections must be made in writing and must reach the council by 12 September 2025 at the latest.",
            ),
            Good(
                "preserve",
                (
                    "Footpath diversion order – Oakley Grange\n"
                    "- Made by: Westmoor District Council, under section 119 of the Highways Act 1980\n"
                    "- Path affected: part of Public Footpath No. 17\n"
                    "- Change: the existing 240-metre section running north-east from Mill Lane will be stopped up and replaced by a new 310-metre route along the field edge\n"
                    "- Effect: the order does not take effect until it is confirmed\n"
                    "- Inspection: the order and map may be viewed free of charge at Westmoor Council Offices, weekdays 9:00–16:30\n"
                    "- Objections: must be made in writing and received no later than 12 September 2025"
                ),
            ),
            Good(
                "pl",
                "Niniejszym zawiadamia się, że Rada Dystryktu Westmoor wydała na podstawie sekcji 119 Highways Act 1980 zarządzenie o zmianie przebiegu części publicznej ścieżki pieszej nr 17 w Oakley Grange. Dotychczasowy odcinek, biegnący na długości 240 metrów na północny wschód od Mill Lane, zostanie zlikwidowany i zastąpiony nową trasą o długości 310 metrów wzdłuż skraju pola. Zarządzenie nie wejdzie w życie, dopóki nie zostanie zatwierdzone. Kopię zarządzenia wraz z mapą można bezpłatnie przejrzeć w siedzibie Westmoor Council w dni robocze w godzinach 9:00–16:30. Sprzeciwy muszą zostać złożone na piśmie i wpłynąć nie później niż 12 września 2025 r.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("sekcji 119 Highways Act 1980", "sekcji 118 Highways Act 1980")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "received no later than 12 September 2025",
                        "received no later than 12 October 2025",
                    )
                ],
                "date",
            ),
            Slip(
                0,
                [
                    (
                        "The order won't take effect until it has been confirmed.",
                        "The order takes effect even if it has not been confirmed.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-vintage-tractor-rally-exhibitor-entry",
        source="The 2025 Fenwick Vintage Tractor Rally takes place on Sunday 3 August at Halton Showground. Tractors built before 1975 are eligible, and exhibitors must pre-register by 20 July; entry is £15 per tractor, including one driver's pass. The road run covers about 12 miles and leaves at 11:00. All tractors taking part in the road run must carry valid road tax and insurance, and drivers must be at least 17. Trailers carrying passengers are not allowed on the public road. Exhibitors may camp on site on Saturday night for an extra £10 per pitch. Dogs are welcome if kept on a lead.",
        good=[
            Good(
                "preserve",
                "This year's Fenwick Vintage Tractor Rally will be held at Halton Showground on Sunday 3 August 2025. Any tractor built before 1975 is eligible, and you must pre-register by 20 July. Entry costs £15 per tractor, which includes a pass for one driver. The road run — about 12 miles — sets off at 11:00; every tractor on it must have valid road tax and insurance, and drivers must be 17 or older. Passenger-carrying trailers aren't allowed on the public road. If you're exhibiting, you may camp on site on the Saturday night for an additional £10 per pitch. Dogs on a lead are welcome.",
            ),
            Good(
                "preserve",
                (
                    "When and where? The 2025 Fenwick Vintage Tractor Rally is on Sunday 3 August at Halton Showground.\n"
                    "Which tractors? Those built before 1975.\n"
                    "How do exhibitors enter? Pre-registration by 20 July is compulsory. The fee is £15 per tractor and covers one driver's pass.\n"
                    "What about the road run? It's roughly 12 miles and starts at 11:00. Tractors taking part must carry valid road tax and insurance, and drivers must be at least 17. Trailers carrying passengers are not permitted on the public road.\n"
                    "Can exhibitors camp? Yes, on site on Saturday night, for an extra £10 per pitch.\n"
                    "Dogs? Welcome, as long as they are kept on a lead."
                ),
            ),
            Good(
                "pl",
                "Zlot zabytkowych ciągników Fenwick Vintage Tractor Rally 2025 odbędzie się w niedzielę 3 sierpnia na terenie Halton Showground. Mogą w nim wziąć udział ciągniki wyprodukowane przed 1975 rokiem, a wystawcy muszą zarejestrować się do 20 lipca; opłata wynosi 15 funtów od ciągnika i obejmuje przepustkę dla jednego kierowcy. Przejazd drogowy liczy około 12 mil i startuje o 11:00. Wszystkie biorące w nim udział ciągniki muszą mieć opłacony podatek drogowy i ważne ubezpieczenie, a kierowcy muszą mieć ukończone 17 lat. Przyczepy z pasażerami nie mogą wjeżdżać na drogi publiczne. Wystawcy mogą nocować pod namiotem na terenie imprezy w sobotnią noc za dodatkowe 10 funtów za stanowisko. Psy są mile widziane, jeśli są na smyczy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("for an additional £10 per pitch", "for an additional £15 per pitch")],
                "number",
            ),
            Slip(1, [("drivers must be at least 17", "drivers should be at least 17")], "modality"),
            Slip(
                2,
                [
                    (
                        "startuje o 11:00.",
                        "startuje o 11:00, a kończy się przy pubie The Plough w Halton.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-partial-solar-eclipse-public-viewing",
        source="Ridgeway Astronomical Society will hold a public viewing evening at Castle Hill car park on Wednesday 12 August 2026. From there, the Moon is expected to cover about 92% of the Sun, with maximum eclipse at around 19:13. Never look directly at the Sun, even when most of it is covered; ordinary sunglasses do not protect your eyes. We will have solar telescopes and a limited number of eclipse glasses certified to ISO 12312-2, handed out free on a first-come basis. If the sky is cloudy, the event will still go ahead, but you probably won't see much of the eclipse. No booking is required.",
        good=[
            Good(
                "preserve",
                "Join the Ridgeway Astronomical Society at Castle Hill car park on Wednesday 12 August 2026 for a public eclipse-viewing evening. From that spot, the Moon is expected to hide about 92% of the Sun, with the maximum at around 19:13. Please never look straight at the Sun, even when it is mostly covered — regular sunglasses won't protect your eyes. We'll bring solar telescopes plus a limited supply of ISO 12312-2-certified eclipse glasses, which we'll give out free, first come, first served. The evening goes ahead even under cloud, though in that case you probably won't see much of the eclipse. There's no need to book.",
            ),
            Good(
                "preserve",
                (
                    "Public eclipse viewing – Ridgeway Astronomical Society\n"
                    "Where and when: Castle Hill car park, Wednesday 12 August 2026. Maximum eclipse at around 19:13, when about 92% of the Sun is expected to be covered.\n"
                    "Safety:\n"
                    "- Never look directly at the Sun, even when most of it is covered.\n"
                    "- Ordinary sunglasses do not protect your eyes.\n"
                    "Equipment: solar telescopes will be available, along with a limited number of free eclipse glasses certified to ISO 12312-2 (first come, first served).\n"
                    "Weather: the event will go ahead even if it is cloudy, but you probably won't see much of the eclipse.\n"
                    "Booking: not required."
                ),
            ),
            Good(
                "pl",
                "Towarzystwo Astronomiczne Ridgeway organizuje publiczny wieczór obserwacji zaćmienia na parkingu Castle Hill w środę 12 sierpnia 2026 r. Przewiduje się, że z tego miejsca Księżyc zasłoni około 92% tarczy Słońca, a maksimum zaćmienia nastąpi około 19:13. Nigdy nie patrz bezpośrednio na Słońce, nawet gdy jest w większości zasłonięte; zwykłe okulary przeciwsłoneczne nie chronią oczu. Będziemy mieć teleskopy słoneczne oraz ograniczoną liczbę okularów do obserwacji zaćmień z certyfikatem ISO 12312-2, rozdawanych bezpłatnie według kolejności przybycia. Jeśli będzie pochmurno, wydarzenie i tak się odbędzie, ale prawdopodobnie niewiele zobaczysz z zaćmienia. Rezerwacja nie jest wymagana.",
            ),
        ],
        bad=[
            Slip(0, [("you probably won't see much", "you won't see much")], "hedge"),
            Slip(
                1,
                [
                    (
                        "- Ordinary sunglasses do not protect your eyes.",
                        "- Ordinary sunglasses protect your eyes.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("nastąpi około 19:13", "nastąpi około 18:13")], "date"),
        ],
    ),
    Case(
        key="en-bird-ringing-trainee-permit-progression",
        source="Trainees learn to ring birds under the supervision of a qualified trainer, usually at a local ringing group. According to Redfern and Clark (2001, p. 42), handling time should be kept as short as possible, and most trainees need 2 to 3 years to reach C permit level. You must not ring birds on your own until you hold at least a C permit. Your trainer will assess you against the standards published by the ringing scheme, and you should expect to handle at least 1,000 birds of 50 species before assessment. You may use mist nets only under direct supervision. A trainee permit costs £30 a year.",
        good=[
            Good(
                "preserve",
                "If you want to learn bird ringing, you'll train under a qualified trainer, usually with a local ringing group. According to Redfern and Clark (2001, p. 42), you should keep handling time as short as possible, and most trainees need 2 to 3 years to reach C permit level. Until you hold at least a C permit, you must not ring birds on your own. Your trainer will assess you against the ringing scheme's published standards, and before that assessment you should expect to have handled at least 1,000 birds of 50 species. Mist nets may be used only under direct supervision. The trainee permit costs £30 per year.",
            ),
            Good(
                "preserve",
                "Bird-ringing trainees work under the supervision of a qualified trainer, normally within a local ringing group. Redfern and Clark (2001, p. 42) state that handling time should be kept to a minimum and that most trainees need 2 to 3 years to reach C permit level. Trainees must not ring birds alone until they hold at least a C permit. Assessment is carried out by the trainer against the standards published by the ringing scheme; trainees should expect to handle at least 1,000 birds of 50 species beforehand. Mist nets may be used only under direct supervision. The annual trainee permit fee is £30.",
            ),
            Good(
                "pl",
                "Osoby szkolące się w obrączkowaniu ptaków uczą się pod nadzorem wykwalifikowanego trenera, zwykle w lokalnej grupie obrączkarskiej. Według Redferna i Clarka (2001, s. 42) czas trzymania ptaka w ręku powinien być jak najkrótszy, a większość szkolących się potrzebuje 2–3 lat, aby osiągnąć poziom pozwolenia C. Nie wolno ci samodzielnie obrączkować ptaków, dopóki nie uzyskasz co najmniej pozwolenia C. Trener oceni cię według standardów opublikowanych przez program obrączkowania; powinieneś liczyć się z tym, że przed oceną przejdzie przez twoje ręce co najmniej 1000 ptaków z 50 gatunków. Sieci ornitologicznych możesz używać wyłącznie pod bezpośrednim nadzorem. Pozwolenie dla szkolącego się kosztuje 30 funtów rocznie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Redfern and Clark (2001, p. 42)", "Redfern and Clark (2011, p. 42)")],
                "citation",
            ),
            Slip(
                1,
                [("Trainees must not ring birds alone", "Trainees should not ring birds alone")],
                "modality",
            ),
            Slip(2, [("1000 ptaków z 50 gatunków", "1000 ptaków z 30 gatunków")], "number"),
        ],
    ),
    Case(
        key="en-court-interpreter-portal-booking-guidance",
        source="Court staff must book interpreters through the Language Services portal at https://interpreters.courts-ls.org.uk at least 5 working days before the hearing. For hearings lasting more than one day, the booking should cover every day, not only the first. Family members and friends of a party must not act as interpreters, even if the party requests it. If the required language is rare, the portal may not find an interpreter automatically; in that case, contact the bookings team at bookings@courts-ls.org.uk. Cancellations made less than 24 hours before the hearing are charged in full. Interpreters can be booked for remote hearings as well.",
        good=[
            Good(
                "preserve",
                "Interpreters must be booked by court staff via the Language Services portal (https://interpreters.courts-ls.org.uk) no later than 5 working days before the hearing. Where a hearing runs for more than one day, the booking should include every day rather than just the first. A party's family members and friends must not interpret, even at the party's request. For rare languages the portal may be unable to find an interpreter automatically — if so, contact the bookings team at bookings@courts-ls.org.uk. Any cancellation made less than 24 hours before the hearing is charged in full. Interpreters can also be booked for remote hearings.",
            ),
            Good(
                "preserve",
                (
                    "Booking a court interpreter (for court staff)\n"
                    "1. Book through the Language Services portal at https://interpreters.courts-ls.org.uk; this must be done at least 5 working days before the hearing.\n"
                    "2. If the hearing lasts more than one day, the booking should cover all days, not just the first.\n"
                    "3. A party's family members or friends must not act as interpreters, even if the party asks for this.\n"
                    "4. For a rare language the portal may not find an interpreter automatically; in that case, contact the bookings team at bookings@courts-ls.org.uk.\n"
                    "5. Cancelling less than 24 hours before the hearing incurs the full charge.\n"
                    "Interpreters can be booked for remote hearings too."
                ),
            ),
            Good(
                "pl",
                "Pracownicy sądu muszą rezerwować tłumaczy za pośrednictwem portalu Language Services pod adresem https://interpreters.courts-ls.org.uk co najmniej 5 dni roboczych przed rozprawą. W przypadku rozpraw trwających dłużej niż jeden dzień rezerwacja powinna obejmować wszystkie dni, a nie tylko pierwszy. Członkowie rodziny i znajomi strony nie mogą występować w roli tłumaczy, nawet jeśli strona o to prosi. Jeśli potrzebny język jest rzadki, portal może nie znaleźć tłumacza automatycznie; wówczas należy skontaktować się z zespołem ds. rezerwacji pod adresem bookings@courts-ls.org.uk. Odwołanie rezerwacji na mniej niż 24 godziny przed rozprawą wiąże się z pełną opłatą. Tłumaczy można rezerwować również na rozprawy zdalne.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("the booking should include every day", "the booking may include every day")],
                "modality",
            ),
            Slip(
                2,
                [("nie mogą występować w roli tłumaczy", "mogą występować w roli tłumaczy")],
                "negation",
            ),
            Slip(
                1,
                [("https://interpreters.courts-ls.org.uk", "https://interpreters.courts-ls.org")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-sewage-sludge-soil-microplastics-study",
        source="A field study by Okafor et al. (2023), published in Environmental Science & Technology, sampled 64 arable plots across three counties. Plots that had received sewage sludge for at least ten years contained, on average, about 2.4 times more microplastic particles per kilogram of soil than untreated plots. The authors suggest that sludge application is likely the main source, although they could not rule out contributions from plastic mulch films. Earthworm numbers were 18% lower in the most contaminated plots, but the study was not designed to show that microplastics caused this decline. The data are available at doi:10.1021/acs.est.3c01472.",
        good=[
            Good(
                "preserve",
                "For a field study published in Environmental Science & Technology, Okafor et al. (2023) sampled 64 arable plots in three counties. On average, plots that had been treated with sewage sludge for ten years or more held about 2.4 times as many microplastic particles per kilogram of soil as untreated plots. According to the authors, sludge is likely the main source, though contributions from plastic mulch films could not be ruled out. The most contaminated plots had 18% fewer earthworms, but the study wasn't designed to show that microplastics caused this decline. The data can be found at doi:10.1021/acs.est.3c01472.",
            ),
            Good(
                "preserve",
                (
                    "Key findings (Okafor et al., 2023, Environmental Science & Technology):\n"
                    "- Sample: 64 arable plots in three counties.\n"
                    "- Plots given sewage sludge for at least ten years had, on average, about 2.4 times more microplastic particles per kg of soil than untreated plots.\n"
                    "- Sludge application is likely the main source, the authors suggest; contributions from plastic mulch films could not be ruled out.\n"
                    "- Earthworm numbers were 18% lower in the most contaminated plots; the study was not designed to show that microplastics caused this.\n"
                    "- Data: doi:10.1021/acs.est.3c01472"
                ),
            ),
            Good(
                "pl",
                "W badaniu terenowym Okafor i in. (2023), opublikowanym w „Environmental Science & Technology”, pobrano próbki z 64 poletek uprawnych w trzech hrabstwach. Poletka, na które przez co najmniej dziesięć lat nanoszono osady ściekowe, zawierały średnio około 2,4 razy więcej cząstek mikroplastiku na kilogram gleby niż poletka bez osadów. Autorzy sugerują, że głównym źródłem jest prawdopodobnie stosowanie osadów, choć nie mogli wykluczyć udziału plastikowych folii ściółkujących. Na najbardziej zanieczyszczonych poletkach liczba dżdżownic była o 18% niższa, jednak badanie nie zostało zaprojektowane tak, by wykazać, że to mikroplastik spowodował ten spadek. Dane są dostępne pod adresem doi:10.1021/acs.est.3c01472.",
            ),
        ],
        bad=[
            Slip(1, [("(Okafor et al., 2023,", "(Okafor et al., 2021,")], "citation"),
            Slip(0, [("sludge is likely the main source", "sludge is the main source")], "hedge"),
            Slip(2, [("o 18% niższa", "o 28% niższa")], "number"),
        ],
    ),
    Case(
        key="en-snapvault-encrypted-backup-tool-readme",
        source=(
            "# snapvault\n\n"
            "A small command-line tool for encrypted, incremental backups to S3-compatible storage.\n\n"
            "## Installation\n\n"
            "Requires Python 3.10 or newer. Install with `pip install snapvault`.\n\n"
            "## Quick start\n\n"
            "1. Run `snapvault init` to create the config file at `~/.config/snapvault/config.toml`.\n"
            "2. Set `bucket` and `region` in that file.\n"
            "3. Run `snapvault backup ~/Documents`.\n\n"
            "Your encryption key is never uploaded. If you lose it, your backups cannot be restored, so keep a copy somewhere safe. "
            "See [the full documentation](https://snapvault.dev/docs) for scheduling and retention options."
        ),
        good=[
            Good(
                "preserve",
                (
                    "# snapvault\n\n"
                    "snapvault is a lightweight command-line tool that makes encrypted, incremental backups to S3-compatible storage.\n\n"
                    "## Installation\n\n"
                    "You'll need Python 3.10 or later. Install it with `pip install snapvault`.\n\n"
                    "## Quick start\n\n"
                    "1. Create the config file at `~/.config/snapvault/config.toml` by running `snapvault init`.\n"
                    "2. Fill in `bucket` and `region` in that file.\n"
                    "3. Start a backup with `snapvault backup ~/Documents`.\n\n"
                    "Your encryption key is never uploaded. Lose it and your backups can't be restored, so store a copy somewhere safe. "
                    "Scheduling and retention options are covered in [the full documentation](https://snapvault.dev/docs)."
                ),
            ),
            Good(
                "preserve",
                (
                    "# snapvault\n\n"
                    "Encrypted, incremental backups to S3-compatible storage, from a small command-line tool.\n\n"
                    "## Installation\n\n"
                    "Make sure you have Python 3.10 or newer, then run `pip install snapvault`.\n\n"
                    "## Quick start\n\n"
                    "1. `snapvault init` creates your config file at `~/.config/snapvault/config.toml`.\n"
                    "2. Open that file and set `bucket` and `region`.\n"
                    "3. Back up a folder: `snapvault backup ~/Documents`.\n\n"
                    "Note: snapvault never uploads your encryption key. Without it your backups cannot be restored, so keep a copy in a safe place. "
                    "For scheduling and retention options, see [the full documentation](https://snapvault.dev/docs)."
                ),
            ),
            Good(
                "pl",
                (
                    "# snapvault\n\n"
                    "Niewielkie narzędzie wiersza poleceń do szyfrowanych, przyrostowych kopii zapasowych w magazynach zgodnych z S3.\n\n"
                    "## Instalacja\n\n"
                    "Wymaga Pythona 3.10 lub nowszego. Zainstaluj je poleceniem `pip install snapvault`.\n\n"
                    "## Szybki start\n\n"
                    "1. Uruchom `snapvault init`, aby utworzyć plik konfiguracyjny `~/.config/snapvault/config.toml`.\n"
                    "2. Ustaw w nim `bucket` i `region`.\n"
                    "3. Uruchom `snapvault backup ~/Documents`.\n\n"
                    "Klucz szyfrowania nigdy nie jest wysyłany. Jeśli go zgubisz, kopii zapasowych nie da się odtworzyć, więc przechowuj jego kopię w bezpiecznym miejscu. "
                    "Opcje harmonogramu i przechowywania opisano w [pełnej dokumentacji](https://snapvault.dev/docs)."
                ),
            ),
        ],
        bad=[
            Slip(0, [("## Quick start\n\n", "Quick start\n")], "markdown"),
            Slip(
                1,
                [
                    (
                        "config file at `~/.config/snapvault/config.toml`",
                        "config file at `~/.snapvault/config.toml`",
                    )
                ],
                "code",
            ),
            Slip(
                2,
                [
                    (
                        "Klucz szyfrowania nigdy nie jest wysyłany.",
                        "Klucz szyfrowania jest zawsze wysyłany.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-heritage-archive-digitisation-grant-call",
        source="The Heritage Access Fund is now open for applications from local archives and libraries that want to digitise historic collections. Grants range from £5,000 to £40,000, and applicants must contribute at least 10% of the project cost from their own funds. Projects should be completed within 18 months of the award. Applications must be submitted through the online portal by 17:00 on 28 November 2025; late applications will not be considered. We expect to announce decisions in February 2026. Digitised material must be made freely available online under an open licence. Organisations may submit only one application per round.",
        good=[
            Good(
                "preserve",
                "Local archives and libraries looking to digitise their historic collections can now apply to the Heritage Access Fund. Awards run from £5,000 up to £40,000, and you must fund at least 10% of the project cost yourself. Your project should be finished within 18 months of the award. Applications must reach us through the online portal by 17:00 on 28 November 2025 — we will not consider late applications. We expect to announce decisions in February 2026. Everything you digitise must be made freely available online under an open licence, and each organisation may submit only one application per round.",
            ),
            Good(
                "preserve",
                (
                    "Heritage Access Fund – open call\n"
                    "Who can apply: local archives and libraries planning to digitise historic collections\n"
                    "Grant size: £5,000–£40,000\n"
                    "Match funding: applicants must contribute at least 10% of project costs from their own funds\n"
                    "Timescale: projects should be completed within 18 months of award\n"
                    "Deadline: applications must be submitted via the online portal by 17:00 on 28 November 2025; late applications will not be considered\n"
                    "Decisions: expected in February 2026\n"
                    "Open access: digitised material must be made freely available online under an open licence\n"
                    "Limit: organisations may submit only one application per round"
                ),
            ),
            Good(
                "pl",
                "Heritage Access Fund przyjmuje wnioski od lokalnych archiwów i bibliotek, które chcą zdigitalizować swoje zbiory historyczne. Dotacje wynoszą od 5000 do 40 000 funtów, a wnioskodawcy muszą pokryć z własnych środków co najmniej 10% kosztów projektu. Projekty powinny zostać zakończone w ciągu 18 miesięcy od przyznania dotacji. Wnioski muszą zostać złożone przez portal internetowy do godziny 17:00 dnia 28 listopada 2025 r.; wnioski złożone po terminie nie będą rozpatrywane. Spodziewamy się, że decyzje ogłosimy w lutym 2026 r. Zdigitalizowane materiały muszą zostać udostępnione bezpłatnie w internecie na otwartej licencji. Każda organizacja może złożyć tylko jeden wniosek w danym naborze.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("at least 10% of the project cost", "at least 20% of the project cost")],
                "number",
            ),
            Slip(1, [("within 18 months of award", "within 12 months of award")], "date"),
            Slip(
                2,
                [("Projekty powinny zostać zakończone", "Projekty muszą zostać zakończone")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-allotment-society-plot-holder-reminder",
        source="A reminder to all plot holders at Greenbank Allotments: bonfires are not permitted between 1 April and 30 September, and at other times may only be lit after 18:00 on weekdays. Hosepipes must not be left running unattended, and water troughs should be kept covered to protect wildlife. You may keep up to six hens, but cockerels are not allowed. At least 75% of each plot must be under cultivation; the committee will carry out plot inspections in June and September. Plot holders who fall short will normally receive a written warning before any notice to quit is issued.",
        good=[
            Good(
                "preserve",
                "Hello everyone at Greenbank Allotments, just a reminder of a few rules. No bonfires between 1 April and 30 September; outside that period they may only be lit on weekdays after 18:00. Never leave a hosepipe running unattended, and water troughs should be kept covered so that wildlife is protected. You're welcome to keep up to six hens, but cockerels aren't allowed. At least 75% of every plot must be cultivated, and the committee will inspect plots in June and September. If your plot falls short, you will normally get a written warning before any notice to quit is issued.",
            ),
            Good(
                "preserve",
                (
                    "Greenbank Allotments – rules reminder for plot holders\n"
                    "- Bonfires: not permitted from 1 April to 30 September; at other times, only after 18:00 on weekdays.\n"
                    "- Water: hosepipes must not be left running unattended; water troughs should be kept covered to protect wildlife.\n"
                    "- Poultry: up to six hens may be kept; cockerels are not allowed.\n"
                    "- Cultivation: at least 75% of each plot must be under cultivation. The committee inspects plots in June and September.\n"
                    "- Enforcement: plot holders who fall short will normally receive a written warning before any notice to quit."
                ),
            ),
            Good(
                "pl",
                "Przypominamy wszystkim działkowcom z Greenbank Allotments: od 1 kwietnia do 30 września palenie ognisk jest zabronione, a w pozostałym okresie ogniska można rozpalać wyłącznie w dni powszednie po godzinie 18:00. Nie wolno zostawiać odkręconych węży ogrodowych bez nadzoru, a zbiorniki na wodę powinny być przykryte, aby chronić dzikie zwierzęta. Można trzymać do sześciu kur, ale koguty są niedozwolone. Co najmniej 75% powierzchni każdej działki musi być uprawiane; komisja przeprowadzi kontrole działek w czerwcu i we wrześniu. Działkowcy, którzy nie spełnią tego wymogu, zwykle otrzymają pisemne ostrzeżenie, zanim dojdzie do ewentualnego wypowiedzenia umowy.",
            ),
        ],
        bad=[
            Slip(
                0, [("but cockerels aren't allowed", "and cockerels are allowed too")], "negation"
            ),
            Slip(
                1,
                [("water troughs should be kept covered", "water troughs must be kept covered")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "w czerwcu i we wrześniu.",
                        "w czerwcu i we wrześniu, a za najlepiej utrzymaną działkę przyzna nagrodę w wysokości 50 funtów.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-embroidered-banner-conservation-condition-report",
        source="The embroidered banner (accession no. 1987.214) was examined in March 2025. The silk ground is extremely fragile, with splits along most fold lines, and the red dye appears to be light-sensitive; fading on the upper edge was probably caused by display near a window before 1990. Following the guidance in Brooks and Eastop (2016, ch. 7), we recommend that the banner should not be displayed vertically again. It could possibly be shown flat on an inclined board for up to three months at 50 lux or less. Surface cleaning may reduce soiling, but wet cleaning is not advised.",
        good=[
            Good(
                "preserve",
                "Condition note: embroidered banner, accession no. 1987.214, examined March 2025. The silk ground is extremely fragile and has split along most of its fold lines. The red dye appears to be light-sensitive, and the fading along the upper edge was probably caused by display near a window before 1990. In line with the guidance in Brooks and Eastop (2016, ch. 7), we recommend that the banner should not be displayed vertically again. It could possibly be shown flat on an inclined board for a maximum of three months, at 50 lux or lower. Surface cleaning may reduce soiling; wet cleaning, however, is not advised.",
            ),
            Good(
                "preserve",
                "We examined the embroidered banner (accession no. 1987.214) in March 2025. Its silk ground is extremely fragile and has split along most of the folds. The red dye seems to be sensitive to light: the faded upper edge was probably the result of the banner being displayed near a window before 1990. Based on the guidance in Brooks and Eastop (2016, ch. 7), our recommendation is that it should not be displayed vertically again. Possibly it could be shown lying flat on an inclined board for up to three months, with light levels of 50 lux or less. Surface cleaning may reduce the soiling, but we advise against wet cleaning.",
            ),
            Good(
                "pl",
                "Haftowany sztandar (nr inw. 1987.214) został zbadany w marcu 2025 r. Jedwabne podłoże jest niezwykle kruche, z rozdarciami wzdłuż większości linii zagięć, a czerwony barwnik wydaje się wrażliwy na światło; wyblaknięcie górnej krawędzi zostało prawdopodobnie spowodowane ekspozycją w pobliżu okna przed 1990 r. Zgodnie z wytycznymi Brooks i Eastop (2016, rozdz. 7) zalecamy, aby sztandar nie był już eksponowany w pozycji pionowej. Ewentualnie można by go pokazać na płasko, na pochyłej planszy, przez maksymalnie trzy miesiące przy natężeniu oświetlenia nieprzekraczającym 50 luksów. Czyszczenie powierzchniowe może ograniczyć zabrudzenia, ale czyszczenie na mokro nie jest zalecane.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Brooks and Eastop (2016, ch. 7)", "Brooks and Eastop (2016, ch. 4)")],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "the faded upper edge was probably the result",
                        "the faded upper edge was the result",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "ekspozycją w pobliżu okna przed 1990 r.",
                        "ekspozycją w pobliżu południowego okna kościoła św. Marii w Yorku przed 1990 r.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-college-subject-access-request-handling",
        source="When someone asks for a copy of their personal data, treat it as a subject access request under Article 15 of the UK GDPR, even if they do not use that term. We must respond without undue delay and within one month of receipt; this can be extended by two further months for complex requests under Article 12(3), but the requester must be told within the first month. We cannot normally charge a fee. Before releasing anything, verify the requester's identity, but do not ask for more information than is necessary. Log every request in the SAR register and forward it to dpo@harrowfield.ac.uk on the day it arrives.",
        good=[
            Good(
                "preserve",
                "Treat any request from a person for a copy of their personal data as a subject access request under Article 15 of the UK GDPR, even if the person doesn't use that term. Our response must go out without undue delay and within one month of receipt. For complex requests, Article 12(3) allows an extension of two further months, but the requester must be told about it within the first month. Normally we cannot charge a fee. Check the requester's identity before releasing anything, without asking for more information than is necessary. Log every request in the SAR register and forward it to dpo@harrowfield.ac.uk on the day it arrives.",
            ),
            Good(
                "preserve",
                (
                    "Handling a subject access request (SAR) – staff checklist\n"
                    "1. Treat any request for a copy of someone's personal data as a SAR under Article 15 of the UK GDPR, whether or not the person uses that term.\n"
                    "2. Log it in the SAR register and forward it to dpo@harrowfield.ac.uk on the day it arrives.\n"
                    "3. Verify the requester's identity before releasing anything, but don't ask for more information than is necessary.\n"
                    "4. We must respond without undue delay and within one month of receipt. For complex requests this can be extended by two further months under Article 12(3); the requester must be told within the first month.\n"
                    "5. Normally, no fee can be charged."
                ),
            ),
            Good(
                "pl",
                "Jeśli ktoś prosi o kopię swoich danych osobowych, traktuj to jako żądanie dostępu do danych na podstawie art. 15 UK GDPR, nawet jeśli ta osoba nie używa tego określenia. Musimy odpowiedzieć bez zbędnej zwłoki i w ciągu miesiąca od otrzymania żądania; w przypadku złożonych żądań termin ten można przedłużyć o kolejne dwa miesiące na podstawie art. 12 ust. 3, ale wnioskodawcę trzeba o tym poinformować w ciągu pierwszego miesiąca. Co do zasady nie możemy pobierać opłaty. Przed udostępnieniem jakichkolwiek danych zweryfikuj tożsamość wnioskodawcy, ale nie żądaj więcej informacji, niż to konieczne. Każde żądanie wpisz do rejestru SAR i prześlij na adres dpo@harrowfield.ac.uk w dniu jego wpływu.",
            ),
        ],
        bad=[
            Slip(0, [("Article 12(3) allows", "Article 12(5) allows")], "legal_reference"),
            Slip(
                1,
                [("5. Normally, no fee can be charged.", "5. Normally, a fee can be charged.")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Przed udostępnieniem jakichkolwiek danych zweryfikuj tożsamość wnioskodawcy, ale nie żądaj więcej informacji, niż to konieczne.",
                        "Before releasing anything, verify the requester's identity, but do not ask for more information than is necessary.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-honeybee-swarm-garden-collection-advice",
        source="If you find a swarm of honeybees in your garden, there is usually no need to panic. A swarm is often quite docile, because the bees have filled up on honey before leaving the hive, and it will probably move on within 24 to 48 hours. You should not spray it with water or insecticide. Stay at least 5 metres away and keep children and pets indoors. Call our swarm line on 01632 960 482 and a volunteer may be able to collect it, normally free of charge. We can only collect honeybees; bumblebees and wasps must be dealt with by a pest controller or left alone. Roughly 30% of swarm calls turn out to be other insects.",
        good=[
            Good(
                "preserve",
                "Found a swarm of honeybees in your garden? There's usually no need to panic. Swarms are often fairly docile, since the bees filled up on honey before leaving the hive, and a swarm will probably move on within 24 to 48 hours. You shouldn't spray it with water or insecticide. Keep at least 5 metres away, and keep children and pets indoors. Ring our swarm line on 01632 960 482; a volunteer may be able to collect it, normally at no charge. We can collect only honeybees — bumblebees and wasps must be dealt with by a pest controller or left alone. Around 30% of swarm calls turn out to be other insects.",
            ),
            Good(
                "preserve",
                (
                    "Honeybee swarm in your garden? What to do\n"
                    "- There is usually no need to panic. Swarms are often quite docile because the bees filled up on honey before leaving the hive, and the swarm will probably move on within 24–48 hours.\n"
                    "- You should not spray the swarm with water or insecticide.\n"
                    "- Stay at least 5 metres away; keep children and pets inside.\n"
                    "- Call the swarm line on 01632 960 482. A volunteer may be able to collect the swarm, normally free of charge.\n"
                    "- We can only collect honeybees. Bumblebees and wasps must be dealt with by a pest controller or left alone.\n"
                    "- Roughly 30% of swarm calls turn out to be other insects."
                ),
            ),
            Good(
                "pl",
                "Jeśli w ogrodzie pojawi się rój pszczół miodnych, zazwyczaj nie ma powodu do paniki. Rój jest często dość łagodny, ponieważ pszczoły przed opuszczeniem ula najadły się miodu, i prawdopodobnie odleci w ciągu 24–48 godzin. Nie powinno się go spryskiwać wodą ani środkiem owadobójczym. Trzymaj się w odległości co najmniej 5 metrów, a dzieci i zwierzęta zatrzymaj w domu. Zadzwoń na naszą linię ds. rojów pod numer 01632 960 482 – być może wolontariusz będzie mógł zebrać rój, zwykle bezpłatnie. Możemy zbierać wyłącznie pszczoły miodne; trzmielami i osami musi zająć się firma zwalczająca szkodniki, albo trzeba je zostawić w spokoju. Około 30% zgłoszeń dotyczących rojów okazuje się dotyczyć innych owadów.",
            ),
        ],
        bad=[
            Slip(0, [("a swarm will probably move on", "a swarm will move on")], "hedge"),
            Slip(
                1,
                [("- You should not spray the swarm", "- You must not spray the swarm")],
                "modality",
            ),
            Slip(2, [("Około 30% zgłoszeń", "Około 60% zgłoszeń")], "number"),
        ],
    ),
    Case(
        key="en-ledgerly-version-three-upgrade-notes",
        source=(
            "## Upgrading to version 3.0\n\n"
            "Version 2.x will stop receiving security updates on 30 June 2025. Before upgrading, back up your `settings.yaml`.\n\n"
            "The `cache_dir` option has been renamed to `storage.cache_path`. The old name still works in 3.0 but will be removed in 3.2, so update your config now. Run:\n\n"
            "```\n"
            "ledgerly migrate --from 2 --dry-run\n"
            "```\n\n"
            "to preview the changes without writing anything. When you are happy with the result, run the same command without `--dry-run`. "
            "Plugins compiled for 2.x are not compatible and must be rebuilt. Details are in the [changelog](https://ledgerly.io/changelog#3.0)."
        ),
        good=[
            Good(
                "preserve",
                (
                    "## Upgrading to version 3.0\n\n"
                    "Security updates for version 2.x will end on 30 June 2025. Back up your `settings.yaml` before you upgrade.\n\n"
                    "In 3.0, `cache_dir` has been renamed to `storage.cache_path`. The old name keeps working in 3.0 but is going away in 3.2, so change your config now. To preview the changes without writing anything, run:\n\n"
                    "```\n"
                    "ledgerly migrate --from 2 --dry-run\n"
                    "```\n\n"
                    "Once you're happy with the result, run the same command again without `--dry-run`. "
                    "Plugins compiled for 2.x aren't compatible and must be rebuilt. See the [changelog](https://ledgerly.io/changelog#3.0) for details."
                ),
            ),
            Good(
                "preserve",
                (
                    "## Upgrading to version 3.0\n\n"
                    "- **Support:** version 2.x stops receiving security updates on 30 June 2025.\n"
                    "- **Backup:** back up `settings.yaml` before upgrading.\n"
                    "- **Renamed option:** `cache_dir` is now `storage.cache_path`. The old name still works in 3.0 but will be removed in 3.2, so update your config now.\n"
                    "- **Migration:** preview the changes without writing anything:\n\n"
                    "  ```\n"
                    "  ledgerly migrate --from 2 --dry-run\n"
                    "  ```\n\n"
                    "  If the result looks right, run the same command without `--dry-run`.\n"
                    "- **Plugins:** plugins compiled for 2.x are not compatible and must be rebuilt.\n\n"
                    "Full details are in the [changelog](https://ledgerly.io/changelog#3.0)."
                ),
            ),
            Good(
                "pl",
                (
                    "## Aktualizacja do wersji 3.0\n\n"
                    "Wersja 2.x przestanie otrzymywać aktualizacje bezpieczeństwa 30 czerwca 2025 r. Przed aktualizacją zrób kopię zapasową pliku `settings.yaml`.\n\n"
                    "Opcja `cache_dir` została przemianowana na `storage.cache_path`. Stara nazwa nadal działa w wersji 3.0, ale zostanie usunięta w 3.2, więc zaktualizuj konfigurację już teraz. Uruchom:\n\n"
                    "```\n"
                    "ledgerly migrate --from 2 --dry-run\n"
                    "```\n\n"
                    "aby podejrzeć zmiany bez zapisywania czegokolwiek. Gdy wynik cię zadowoli, uruchom to samo polecenie bez `--dry-run`. "
                    "Wtyczki skompilowane dla wersji 2.x nie są zgodne i trzeba je przebudować. Szczegóły znajdziesz w [dzienniku zmian](https://ledgerly.io/changelog#3.0)."
                ),
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "```\nledgerly migrate --from 2 --dry-run\n```",
                        "ledgerly migrate --from 2 --dry-run",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [("przemianowana na `storage.cache_path`", "przemianowana na `storage.cache_dir`")],
                "code",
            ),
            Slip(1, [("on 30 June 2025", "on 30 June 2026")], "date"),
        ],
    ),
    Case(
        key="en-rail-replacement-bus-weekend-closure",
        source="Because of engineering works, no trains will run between Dunmore and Kelby from 23:00 on Friday 7 November until 05:30 on Monday 10 November 2025. Replacement buses will run every 20 minutes and call at all stations, but journeys will take up to 45 minutes longer than usual. Bicycles cannot be carried on replacement buses, except folding bicycles in a bag. Tickets valid for the train will be accepted on the buses. Passengers needing step-free assistance should book at least 24 hours in advance. Live updates are available at www.northvale-rail.co.uk/engineering.",
        good=[
            Good(
                "preserve",
                "Engineering works mean there will be no trains between Dunmore and Kelby from 23:00 on Friday 7 November 2025 until 05:30 on Monday 10 November 2025. Instead, replacement buses will run every 20 minutes, calling at every station, and journeys will take up to 45 minutes longer than normal. Only folding bicycles carried in a bag can be taken on the buses; other bikes cannot. Your train ticket will be accepted on the replacement buses. If you need step-free assistance, you should book it at least 24 hours ahead. For live updates, go to www.northvale-rail.co.uk/engineering.",
            ),
            Good(
                "preserve",
                (
                    "Dunmore–Kelby line: engineering works, 7–10 November 2025\n"
                    "- No trains: from 23:00 on Friday 7 November to 05:30 on Monday 10 November\n"
                    "- Replacement buses: every 20 minutes, calling at all stations; journeys up to 45 minutes longer than usual\n"
                    "- Bicycles: cannot be carried on replacement buses, except folding bicycles in a bag\n"
                    "- Tickets: tickets valid for the train are accepted on the buses\n"
                    "- Step-free assistance: should be booked at least 24 hours in advance\n"
                    "- Live updates: www.northvale-rail.co.uk/engineering"
                ),
            ),
            Good(
                "pl",
                "Z powodu prac torowych pociągi nie będą kursować między Dunmore a Kelby od godz. 23:00 w piątek 7 listopada do godz. 5:30 w poniedziałek 10 listopada 2025 r. Autobusy zastępcze będą jeździć co 20 minut i zatrzymywać się na wszystkich stacjach, ale podróż potrwa do 45 minut dłużej niż zwykle. Rowerów nie można przewozić autobusami zastępczymi, z wyjątkiem składanych rowerów w pokrowcu. Bilety ważne na pociąg będą honorowane w autobusach. Pasażerowie potrzebujący pomocy przy dostępie bez schodów powinni zarezerwować ją co najmniej 24 godziny wcześniej. Bieżące informacje znajdziesz na stronie www.northvale-rail.co.uk/engineering.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("www.northvale-rail.co.uk/engineering", "www.northvale-rail.co.uk/travel")],
                "url",
            ),
            Slip(1, [("every 20 minutes", "every 30 minutes")], "number"),
            Slip(
                2,
                [
                    (
                        "Bilety ważne na pociąg będą honorowane w autobusach.",
                        "Bilety ważne na pociąg będą honorowane w autobusach, a na stacji Dunmore pasażerowie otrzymają bezpłatny napój.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-clifftop-path-landslip-closure-update",
        source="The clifftop path between Saltwick Bay and Hawsker Point has been closed since the landslip on 4 February. Geologists from the county council estimate that the cliff edge here is retreating by about 1.5 metres a year, and further falls are likely after periods of heavy rain. The council is considering a new inland route of roughly 2 km, but no decision has been made and funding has not yet been secured. Walkers should use the signed diversion along Back Lane. Please do not climb over the barriers: the ground near the edge may look solid but can collapse without warning.",
        good=[
            Good(
                "preserve",
                "Since the landslip on 4 February, the clifftop path from Saltwick Bay to Hawsker Point has been closed. County council geologists estimate that the cliff edge along this stretch is retreating by about 1.5 metres a year, and more falls are likely after spells of heavy rain. A new inland route of roughly 2 km is being considered by the council, but nothing has been decided and the funding is not yet in place. If you're walking here, you should follow the signed diversion along Back Lane. Please don't climb over the barriers — the ground near the edge may look solid, but it can give way without warning.",
            ),
            Good(
                "preserve",
                (
                    "Path closure: Saltwick Bay – Hawsker Point\n\n"
                    "The clifftop path has been shut since the landslip on 4 February. County council geologists estimate that the edge is retreating by about 1.5 m a year, and further falls are likely after heavy rain. "
                    "The council is considering an inland route of roughly 2 km; no decision has been made, and funding has not yet been secured. "
                    "Walkers should use the signed diversion via Back Lane. Please do not climb over the barriers: the ground close to the edge may look solid but can collapse without warning."
                ),
            ),
            Good(
                "pl",
                "Ścieżka na szczycie klifu między Saltwick Bay a Hawsker Point jest zamknięta od osuwiska, do którego doszło 4 lutego. Geolodzy z rady hrabstwa szacują, że krawędź klifu cofa się tu o około 1,5 metra rocznie, a po okresach intensywnych opadów prawdopodobne są kolejne obrywy. Rada rozważa wytyczenie nowej trasy w głębi lądu o długości mniej więcej 2 km, ale nie podjęto decyzji i nie zapewniono jeszcze finansowania. Piesi powinni korzystać z oznakowanego objazdu wzdłuż Back Lane. Prosimy nie przechodzić przez barierki: grunt przy krawędzi może wyglądać na stabilny, ale może się zawalić bez ostrzeżenia.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "further falls are likely after heavy rain",
                        "further falls are certain after heavy rain",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Piesi powinni korzystać z oznakowanego objazdu wzdłuż Back Lane. Prosimy nie przechodzić przez barierki: grunt przy krawędzi może wyglądać na stabilny, ale może się zawalić bez ostrzeżenia.",
                        "Walkers should use the signed diversion along Back Lane. Please do not climb over the barriers: the ground near the edge may look solid but can collapse without warning.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                0,
                [
                    (
                        "and the funding is not yet in place.",
                        "and the funding is not yet in place; a public consultation on the route will open in May.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
