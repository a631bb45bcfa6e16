# ruff: noqa: E501, RUF001
"""English source cases of blind set 103: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-protected-tree-works-council-consent",
        source="If a tree on your property is covered by a Tree Preservation Order, you must not cut, lop or uproot it without the council's written consent. Applications are made on form TPO-2 and should include a sketch plan and photographs of the tree. Under section 211 of the Town and Country Planning Act 1990, trees in a conservation area also require six weeks' notice before any work starts. The council will usually decide within 8 weeks of validating the application. Dead or dangerous trees may be exempt, but you should still give at least five working days' notice unless the danger is immediate. Consent runs with the land, so a new owner does not need to reapply. Unauthorised work can lead to a fine of up to £20,000 in the magistrates' court.",
        good=[
            Good(
                "preserve",
                "Is a tree on your land covered by a Tree Preservation Order? Then you must not cut, lop or uproot it until the council has given its written consent. Apply on form TPO-2; your application should include a sketch plan and photos of the tree. Trees in a conservation area also need six weeks' notice before work begins, under section 211 of the Town and Country Planning Act 1990. The council will usually make its decision within eight weeks of validating your application. Dead or dangerous trees may be exempt, though you should still give at least five working days' notice unless the danger is immediate. Because consent runs with the land, a new owner does not need to reapply. Unauthorised work can lead to a fine of up to £20,000 in the magistrates' court.",
            ),
            Good(
                "preserve",
                "Works to protected trees – key points:\n- A tree covered by a Tree Preservation Order must not be cut, lopped or uprooted without the written consent of the council.\n- Applications are submitted on form TPO-2 and should be accompanied by a sketch plan and photographs of the tree.\n- For trees in a conservation area, section 211 of the Town and Country Planning Act 1990 requires six weeks' notice before any work starts.\n- A decision is usually issued within 8 weeks of the application being validated.\n- Dead or dangerous trees may be exempt; however, at least five working days' notice should still be given unless the danger is immediate.\n- Consent runs with the land, so a new owner does not need to reapply.\n- Unauthorised work can result in a fine of up to £20,000 in the magistrates' court.",
            ),
            Good(
                "pl",
                "Jeśli drzewo na Twojej posesji jest objęte nakazem ochrony drzew (Tree Preservation Order), nie wolno go ścinać, przycinać ani wykorzeniać bez pisemnej zgody rady. Wniosek składa się na formularzu TPO-2 i powinien on zawierać szkic sytuacyjny oraz zdjęcia drzewa. Zgodnie z sekcją 211 ustawy Town and Country Planning Act 1990 prace przy drzewach na obszarze chronionym (conservation area) wymagają ponadto zgłoszenia z sześciotygodniowym wyprzedzeniem. Rada zwykle wydaje decyzję w ciągu 8 tygodni od uznania wniosku za kompletny. Drzewa martwe lub niebezpieczne mogą być zwolnione z tego wymogu, ale i tak powinieneś zawiadomić radę co najmniej pięć dni roboczych wcześniej, chyba że zagrożenie jest bezpośrednie. Zgoda przechodzi wraz z nieruchomością, więc nowy właściciel nie musi ponownie składać wniosku. Prace wykonane bez zgody mogą skutkować grzywną do 20 000 funtów orzekaną przez sąd pokoju (magistrates' court).",
            ),
        ],
        bad=[
            Slip(0, [("section 211", "section 198")], "legal_reference"),
            Slip(
                1,
                [("so a new owner does not need to reapply", "so a new owner needs to reapply")],
                "negation",
            ),
            Slip(2, [("pięć dni roboczych", "dziesięć dni roboczych")], "date"),
        ],
    ),
    Case(
        key="en-language-school-online-placement-test",
        source="All new students at Lingua Nova must take a placement test before joining a general English course. The test is online and takes about 45 minutes: 60 multiple-choice questions on grammar and vocabulary, followed by a short writing task. You can book a slot at lingua-nova.org/placement, and you should do so at least 3 days before the course starts. Students who score above B1 then have a 10-minute speaking interview. Results are sent by email within two working days. If you have a recent certificate such as IELTS or Cambridge B2 First, you may ask to skip the test, but the certificate must be no older than two years. The test is free of charge.",
        good=[
            Good(
                "preserve",
                "New to Lingua Nova? Before you join a general English course, you must take a placement test. It's done online and takes about 45 minutes – 60 multiple-choice grammar and vocabulary questions, then a short piece of writing. Book your slot at lingua-nova.org/placement; you should do this at least 3 days before your course begins. If you score above B1, a 10-minute speaking interview follows. We'll email your results within two working days. Already have a recent certificate, such as IELTS or Cambridge B2 First? You may ask to skip the test, but your certificate must be no more than two years old. The test is free.",
            ),
            Good(
                "preserve",
                "Placement testing at Lingua Nova\n\nThe placement test is free of charge and must be taken by every new student before joining a general English course. It is completed online, lasts about 45 minutes and consists of 60 multiple-choice questions on grammar and vocabulary, followed by a short writing task. Students who score above B1 then have a 10-minute speaking interview. Slots can be booked at lingua-nova.org/placement and should be booked at least 3 days before the course starts. Results are emailed within two working days. Students holding a recent certificate, such as IELTS or Cambridge B2 First, may request to skip the test; the certificate must be no older than two years.",
            ),
            Good(
                "pl",
                "Każdy nowy kursant Lingua Nova musi przed rozpoczęciem kursu ogólnego języka angielskiego napisać test poziomujący. Test odbywa się online i trwa około 45 minut: obejmuje 60 pytań wielokrotnego wyboru z gramatyki i słownictwa, a po nich krótkie zadanie pisemne. Termin możesz zarezerwować na stronie lingua-nova.org/placement i powinieneś to zrobić co najmniej 3 dni przed rozpoczęciem kursu. Osoby z wynikiem powyżej B1 mają następnie 10-minutową rozmowę ustną. Wyniki wysyłamy e-mailem w ciągu dwóch dni roboczych. Jeśli masz aktualny certyfikat, np. IELTS lub Cambridge B2 First, możesz poprosić o zwolnienie z testu, ale certyfikat musi mieć nie więcej niż dwa lata. Test jest bezpłatny.",
            ),
        ],
        bad=[
            Slip(0, [("lingua-nova.org/placement", "lingua-nova.com/placement")], "url"),
            Slip(
                1,
                [
                    (
                        "the certificate must be no older",
                        "the certificate should ideally be no older",
                    )
                ],
                "modality",
            ),
            Slip(2, [("60 pytań", "50 pytań")], "number"),
        ],
    ),
    Case(
        key="en-hackspace-laser-cutter-induction-readme",
        source="## Laser cutter induction\n\nBefore using the Trotec Speedy 300 you must complete a 90-minute induction with a trained host. Book it through the `#laser` channel on our chat.\n\n### Rules\n- Never leave the cutter unattended while it is running.\n- Do not cut PVC, vinyl or anything containing chlorine.\n- Keep the lid closed until the extractor has run for at least 30 seconds.\n\nJobs are sent from the workshop PC using the `JobControl` software; save files as `.svg` or `.pdf`. After the induction you get a personal login, which is valid for 12 months. See the [materials list](https://wiki.northhack.org.uk/laser/materials) for what is allowed.",
        good=[
            Good(
                "preserve",
                "## Laser cutter induction\n\nYou must complete a 90-minute induction with a trained host before you use the Trotec Speedy 300. To book one, post in the `#laser` channel on our chat.\n\n### Rules\n- Don't ever leave the cutter unattended while it's running.\n- Don't cut PVC, vinyl or any material that contains chlorine.\n- Keep the lid shut until the extractor has been running for at least 30 seconds.\n\nSend jobs from the workshop PC with the `JobControl` software, saving your files as `.svg` or `.pdf`. Once you've done the induction, you get a personal login that is valid for 12 months. Check the [materials list](https://wiki.northhack.org.uk/laser/materials) to see what is allowed.",
            ),
            Good(
                "preserve",
                "## Laser cutter induction\n\nBefore anyone uses the Trotec Speedy 300, they must complete a 90-minute induction with a trained host, booked via the `#laser` channel on our chat. After the induction you receive a personal login valid for 12 months.\n\n### Rules\n- The cutter must never be left unattended while running.\n- PVC, vinyl and anything else containing chlorine must not be cut.\n- The lid must stay closed until the extractor has run for at least 30 seconds.\n\nAll jobs are sent from the workshop PC through the `JobControl` software, as `.svg` or `.pdf` files. What you are allowed to cut is listed in the [materials list](https://wiki.northhack.org.uk/laser/materials).",
            ),
            Good(
                "pl",
                "## Szkolenie z obsługi lasera\n\nZanim zaczniesz korzystać z Trotec Speedy 300, musisz przejść 90-minutowe szkolenie z przeszkolonym opiekunem. Zapisy prowadzimy na kanale `#laser` na naszym czacie.\n\n### Zasady\n- Nigdy nie zostawiaj pracującego lasera bez nadzoru.\n- Nie tnij PCV, winylu ani niczego, co zawiera chlor.\n- Nie otwieraj pokrywy, dopóki wyciąg nie będzie pracował co najmniej 30 sekund.\n\nZlecenia wysyła się z komputera w warsztacie za pomocą programu `JobControl`; pliki zapisuj jako `.svg` lub `.pdf`. Po szkoleniu dostajesz osobisty login ważny przez 12 miesięcy. Co wolno ciąć, sprawdzisz na [liście materiałów](https://wiki.northhack.org.uk/laser/materials).",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "[materials list](https://wiki.northhack.org.uk/laser/materials)",
                        "materials list",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("`JobControl`", "`RDWorks`")], "code"),
            Slip(
                2,
                [
                    (
                        "- Nie tnij PCV, winylu ani niczego, co zawiera chlor.",
                        "- Można ciąć PCV, winyl i wszystko, co zawiera chlor.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-mobile-library-van-village-stops",
        source="The mobile library van visits the villages around Ashford every two weeks. From 3 March 2025 a new timetable applies: on Tuesday mornings it stops at Brook village hall from 9:30 to 11:00, then at Wye Green from 11:30 to 12:45. On Thursday afternoons it parks outside Chilham post office between 14:00 and 15:30. You can borrow up to 12 items per visit, and loans last three weeks. Reservations must be placed at least 7 days in advance by phoning 01233 330 142. The van cannot stop if there is snow or ice on the road; cancellations are posted on the council website by 8:00 on the day.",
        good=[
            Good(
                "preserve",
                "Mobile library van – villages around Ashford (every two weeks)\n\nNew timetable from March 3, 2025:\n- Tuesday mornings: Brook village hall, 9:30–11:00, then Wye Green, 11:30–12:45\n- Thursday afternoons: outside Chilham post office, 2:00–3:30 pm\n\nBorrow up to 12 items per visit; loans last three weeks. Reservations must be made at least 7 days ahead by calling 01233 330 142. The van cannot stop when there is snow or ice on the road, and any cancellation is posted on the council website by 8:00 am on the day.",
            ),
            Good(
                "preserve",
                "Every two weeks, the mobile library van tours the villages around Ashford, and a new timetable starts on 3 March 2025. On Tuesday mornings you'll find it at Brook village hall (9:30–11:00) and then at Wye Green (11:30–12:45). On Thursday afternoons it parks outside Chilham post office from 14:00 to 15:30. On each visit you can take out as many as 12 items, and you keep them for three weeks. If you want to reserve something, you must phone 01233 330 142 at least 7 days beforehand. In snow or ice on the road the van cannot stop, and the council website will announce any cancellation by 8:00 that day.",
            ),
            Good(
                "pl",
                "Biblioteka objazdowa odwiedza wsie wokół Ashford co dwa tygodnie. Od 3 marca 2025 r. obowiązuje nowy rozkład: we wtorki rano furgonetka zatrzymuje się przy świetlicy wiejskiej w Brook w godz. 9:30–11:00, a następnie w Wye Green w godz. 11:30–12:45. W czwartki po południu parkuje przed pocztą w Chilham od 14:00 do 15:30. Podczas jednej wizyty można wypożyczyć do 12 pozycji, a wypożyczenie trwa trzy tygodnie. Rezerwacje trzeba złożyć co najmniej 7 dni wcześniej, dzwoniąc pod numer 01233 330 142. Gdy droga jest zaśnieżona lub oblodzona, furgonetka nie może się zatrzymać; odwołane postoje ogłaszane są na stronie internetowej rady do godz. 8:00 danego dnia.",
            ),
        ],
        bad=[
            Slip(0, [("March 3, 2025", "March 10, 2025")], "date"),
            Slip(1, [("as many as 12 items", "as many as 15 items")], "number"),
            Slip(2, [("Rezerwacje trzeba złożyć", "Rezerwacje warto złożyć")], "modality"),
        ],
    ),
    Case(
        key="en-upper-test-fly-fishing-day-permits",
        source="A day permit for the upper River Test beat costs £45 and covers one rod from 8:00 until dusk. Permits are limited to six rods per day and must be bought in advance at testvalleyfishing.co.uk. Fishing is fly only; spinning and bait are not allowed. All anglers over 12 also need a valid Environment Agency rod licence, as required by section 27 of the Salmon and Freshwater Fisheries Act 1975. Catch and release applies to all wild brown trout, and barbless hooks must be used. Wading is not permitted between 1 April and 15 May to protect spawning grayling. Children under 16 may fish free of charge when accompanied by a permit holder.",
        good=[
            Good(
                "preserve",
                "For £45 you can fish the upper River Test beat for a day with one rod, from 8:00 until dusk. Only six rods are allowed per day, and you must buy your permit in advance at testvalleyfishing.co.uk. It's fly fishing only – no spinning and no bait. If you are over 12, you also need a valid Environment Agency rod licence, which section 27 of the Salmon and Freshwater Fisheries Act 1975 requires. Every wild brown trout must be released, and you must use barbless hooks. To protect spawning grayling, you may not wade between 1 April and 15 May. Children under 16 may fish free of charge if they are with a permit holder.",
            ),
            Good(
                "preserve",
                "Upper River Test beat – day permits\n- Price: £45 per day for one rod, 8:00 until dusk.\n- Limit: 6 rods per day; permits must be bought in advance from testvalleyfishing.co.uk.\n- Method: fly only. Spinning and bait are not allowed.\n- Licence: anglers over 12 also need a valid Environment Agency rod licence (section 27, Salmon and Freshwater Fisheries Act 1975).\n- Catch and release for all wild brown trout; barbless hooks must be used.\n- No wading from 1 April to 15 May, to protect spawning grayling.\n- Under-16s may fish free of charge when accompanied by a permit holder.",
            ),
            Good(
                "pl",
                "Jednodniowe zezwolenie na górny odcinek rzeki Test kosztuje 45 funtów i obejmuje jedną wędkę od 8:00 do zmierzchu. Liczba zezwoleń jest ograniczona do sześciu wędek dziennie i trzeba je kupić z wyprzedzeniem na stronie testvalleyfishing.co.uk. Łowić można wyłącznie na muchę; spinning i przynęty nie są dozwolone. Wędkarze powyżej 12 lat muszą mieć także ważną licencję wędkarską Environment Agency, czego wymaga sekcja 27 ustawy Salmon and Freshwater Fisheries Act 1975. Wszystkie dzikie pstrągi potokowe wypuszcza się z powrotem do wody, a haczyki muszą być bez zadziorów. Od 1 kwietnia do 15 maja nie wolno brodzić, aby chronić trące się lipienie. Dzieci poniżej 16 lat mogą łowić bezpłatnie pod opieką posiadacza zezwolenia.",
            ),
        ],
        bad=[
            Slip(0, [("section 27", "section 25")], "legal_reference"),
            Slip(1, [("6 rods per day", "10 rods per day")], "number"),
            Slip(2, [("nie wolno brodzić", "wolno brodzić")], "negation"),
        ],
    ),
    Case(
        key="en-crematorium-remembrance-garden-opening-times",
        source="The Garden of Remembrance at Oakfield Crematorium is open to visitors every day from 9:00 to 17:00, and until 19:00 between April and September. The office is open Monday to Friday, 9:00–16:30, and is closed on bank holidays. Visitors should keep noise to a minimum when a service is taking place in the chapel. Floral tributes may be left at the memorial plaques for up to 14 days, after which staff will remove them. Glass containers, candles and balloons must not be placed in the garden. If you would like to view the Book of Remembrance, please call at least one working day in advance so that the correct page can be opened.",
        good=[
            Good(
                "preserve",
                "You can visit the Garden of Remembrance at Oakfield Crematorium every day from 9am to 5pm, and until 7pm from April to September. Our office is open 9am–4:30pm, Monday to Friday, and is closed on bank holidays. When a service is under way in the chapel, you should keep noise to a minimum. You may leave floral tributes at the memorial plaques for up to 14 days; after that, our staff will remove them. You must not put glass containers, candles or balloons in the garden. If you'd like to see the Book of Remembrance, please call us at least one working day ahead so that we can open it at the right page.",
            ),
            Good(
                "preserve",
                "Oakfield Crematorium – visiting information\n\nThe Garden of Remembrance is open daily from 9:00 to 17:00, with extended opening until 19:00 from April to September. The office operates Monday to Friday, 9:00–16:30, and is closed on bank holidays.\n\nWhile a service is taking place in the chapel, visitors should keep noise to a minimum. Floral tributes may be left at the memorial plaques for a maximum of 14 days and are then removed by staff. Glass containers, candles and balloons must not be placed in the garden. Anyone wishing to view the Book of Remembrance is asked to telephone at least one working day in advance, so that the correct page can be opened.",
            ),
            Good(
                "pl",
                "Ogród Pamięci przy krematorium Oakfield jest otwarty dla odwiedzających codziennie od 9:00 do 17:00, a od kwietnia do września do 19:00. Biuro jest czynne od poniedziałku do piątku w godz. 9:00–16:30 i zamknięte w dni ustawowo wolne od pracy (bank holidays). Gdy w kaplicy trwa ceremonia, odwiedzający powinni zachowywać się jak najciszej. Kwiaty można zostawiać przy tablicach pamiątkowych maksymalnie na 14 dni, po czym pracownicy je usuwają. W ogrodzie nie wolno stawiać szklanych pojemników, świec ani balonów. Jeśli chcesz obejrzeć Księgę Pamięci, zadzwoń, proszę, co najmniej jeden dzień roboczy wcześniej, abyśmy mogli otworzyć ją na właściwej stronie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "our staff will remove them.",
                        "our staff will remove them and compost them on site.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("until 19:00", "until 20:00")], "date"),
            Slip(2, [("Kwiaty można zostawiać", "Kwiaty należy zostawiać")], "modality"),
        ],
    ),
    Case(
        key="en-steel-bicycle-frame-lifetime-warranty",
        source="Every Harrow Cycles steel frame carries a lifetime warranty against defects in materials and workmanship for the original owner. Paint and finish are covered for 2 years. The warranty does not cover damage from crashes, corrosion caused by neglect, or frames that have been modified by another builder. To make a claim, email warranty@harrowcycles.co.uk with your frame number, which is stamped under the bottom bracket, and photos of the problem. We usually reply within five working days. If a frame is replaced under warranty, you pay only the return shipping, currently £35 within the UK. Second owners can buy a transferable 5-year warranty for £90.",
        good=[
            Good(
                "preserve",
                "If you are the original owner of a Harrow Cycles steel frame, you get a lifetime warranty against defects in materials and workmanship. The paint and finish are covered for two years. Crash damage, corrosion caused by neglect and frames modified by another builder are not covered. To claim, email warranty@harrowcycles.co.uk with photos of the problem and your frame number (it's stamped under the bottom bracket). We'll usually get back to you within five working days. If your frame is replaced under warranty, the only thing you pay for is return shipping – at present £35 within the UK. Second owners can buy a transferable 5-year warranty for £90.",
            ),
            Good(
                "preserve",
                "Harrow Cycles frame warranty\n• Steel frames: lifetime warranty against defects in materials and workmanship, for the original owner.\n• Paint and finish: 2 years.\n• Not covered: crash damage, corrosion caused by neglect, and frames modified by another builder.\n• Claims: email warranty@harrowcycles.co.uk with your frame number (stamped under the bottom bracket) and photos of the problem. We usually reply within five working days.\n• Replacement frames: you pay only the return shipping, currently £35 within the UK.\n• Second owners: a transferable 5-year warranty can be bought for £90.",
            ),
            Good(
                "pl",
                "Każda stalowa rama Harrow Cycles jest objęta dożywotnią gwarancją na wady materiałowe i wykonawcze dla pierwszego właściciela. Lakier i wykończenie mają 2 lata gwarancji. Gwarancja nie obejmuje uszkodzeń powstałych w wypadkach, korozji wynikającej z zaniedbania ani ram przerabianych przez innego ramiarza. Aby zgłosić reklamację, napisz na adres warranty@harrowcycles.co.uk, podając numer ramy (wybity pod suportem) i załączając zdjęcia usterki. Odpowiadamy zwykle w ciągu pięciu dni roboczych. Jeśli rama zostanie wymieniona w ramach gwarancji, płacisz tylko za wysyłkę zwrotną – obecnie 35 funtów na terenie Wielkiej Brytanii. Drugi właściciel może wykupić przenoszalną 5-letnią gwarancję za 90 funtów.",
            ),
        ],
        bad=[
            Slip(0, [("are not covered", "are covered")], "negation"),
            Slip(
                1,
                [
                    (
                        "We usually reply within five working days.",
                        "We usually reply within five working days, and all claims are inspected at our workshop in Sheffield.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("obecnie 35 funtów", "obecnie 45 funtów")], "number"),
        ],
    ),
    Case(
        key="en-allergy-clinic-skin-prick-preparation",
        source="Skin prick testing takes about 30 minutes and is usually painless, although some patients feel mild itching. Please stop taking antihistamines 5 days before your appointment, as they may affect the results. You should not stop asthma inhalers or any other prescribed medicine unless your doctor tells you to. Do not apply moisturiser to your forearms on the day of the test. Children can be tested from the age of 3, but a parent or guardian must stay with them throughout. A positive reaction probably indicates sensitisation, but it does not always mean a true allergy, so results are interpreted together with your symptoms. If you feel unwell on the day, call 020 7946 0321 to rebook.",
        good=[
            Good(
                "preserve",
                "Your skin prick test will take about 30 minutes. It is usually painless, though some patients feel a mild itch. Please stop your antihistamines 5 days beforehand, because they may affect the results – but you should not stop asthma inhalers or any other prescribed medicine unless your doctor tells you to. On the day itself, don't put moisturiser on your forearms. We can test children from age 3; a parent or guardian must stay with them the whole time. A positive reaction probably indicates sensitisation, but it does not always mean a true allergy, so we read the results alongside your symptoms. Feeling unwell on the day? Call 020 7946 0321 to rebook.",
            ),
            Good(
                "preserve",
                "Preparing for skin prick testing\n1. Stop taking antihistamines 5 days before the appointment, as they may affect the results.\n2. You should not stop asthma inhalers or other prescribed medicines unless your doctor tells you to.\n3. Do not apply moisturiser to your forearms on the day of the test.\n4. If you are unwell on the day, call 020 7946 0321 to rebook.\n\nThe test takes about 30 minutes and is usually painless, although some patients experience mild itching. Children can be tested from the age of 3, and a parent or guardian must stay with them throughout. A positive reaction probably indicates sensitisation but does not always mean a true allergy, which is why results are interpreted together with your symptoms.",
            ),
            Good(
                "pl",
                "Punktowe testy skórne trwają około 30 minut i zwykle są bezbolesne, choć niektórzy pacjenci odczuwają lekkie swędzenie. Prosimy odstawić leki przeciwhistaminowe na 5 dni przed wizytą, ponieważ mogą one wpłynąć na wyniki. Nie powinno się odstawiać inhalatorów na astmę ani innych przepisanych leków, chyba że zaleci to lekarz. W dniu badania nie smaruj przedramion kremem nawilżającym. Testy można wykonywać u dzieci od 3. roku życia, ale przez cały czas musi być z nimi rodzic lub opiekun. Dodatni wynik prawdopodobnie wskazuje na uczulenie (sensytyzację), ale nie zawsze oznacza prawdziwą alergię, dlatego wyniki ocenia się łącznie z objawami. Jeśli w dniu badania źle się poczujesz, zadzwoń pod numer 020 7946 0321, aby przełożyć wizytę.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("must stay with them the whole time", "should stay with them the whole time")],
                "modality",
            ),
            Slip(1, [("probably indicates", "indicates")], "hedge"),
            Slip(2, [("nie zawsze oznacza", "zawsze oznacza")], "negation"),
        ],
    ),
    Case(
        key="en-scrap-metal-yard-seller-rules",
        source="Under the Scrap Metal Dealers Act 2013, we cannot pay cash for scrap. Payments are made by bank transfer, and every seller must show valid photo ID and a proof of address dated within the last 3 months. We accept copper, brass, aluminium, lead and steel, but not gas cylinders, fridges or anything containing oil or asbestos. Car batteries are accepted, up to 10 per visit. Vehicles must be weighed on entry and exit on our 40-tonne weighbridge. The yard is open Monday to Friday, 7:30–16:00, and Saturday 8:00–12:00. Loads over 2 tonnes should be booked in advance on 0161 496 0783.",
        good=[
            Good(
                "preserve",
                "Before you bring your scrap:\n- No cash: under the Scrap Metal Dealers Act 2013 we cannot pay cash, so all payments are made by bank transfer.\n- ID: every seller must show valid photo ID plus a proof of address dated within the last three months.\n- Accepted: copper, brass, aluminium, lead and steel, and car batteries (up to 10 per visit).\n- Not accepted: gas cylinders, fridges, or anything containing oil or asbestos.\n- Weighing: vehicles must be weighed on the way in and on the way out on our 40-tonne weighbridge.\n- Opening hours: Mon–Fri 7:30–16:00, Sat 8:00–12:00.\n- Loads over 2 tonnes should be booked in advance on 0161 496 0783.",
            ),
            Good(
                "preserve",
                "Our yard is open 7:30–16:00 Monday to Friday and 8:00–12:00 on Saturday. If you are bringing more than 2 tonnes, you should book in advance by calling 0161 496 0783. We take copper, brass, aluminium, lead and steel, plus up to 10 car batteries per visit; we do not take gas cylinders, fridges or anything with oil or asbestos in it. Every vehicle must be weighed on our 40-tonne weighbridge both on entry and on exit. Because of the Scrap Metal Dealers Act 2013, we cannot pay cash for scrap: payments go by bank transfer, and each seller must show valid photo ID and a proof of address dated within the last 3 months.",
            ),
            Good(
                "pl",
                "Zgodnie z ustawą Scrap Metal Dealers Act 2013 nie możemy płacić za złom gotówką. Płatności realizujemy przelewem bankowym, a każdy sprzedający musi okazać ważny dokument tożsamości ze zdjęciem oraz potwierdzenie adresu wystawione w ciągu ostatnich 3 miesięcy. Przyjmujemy miedź, mosiądz, aluminium, ołów i stal; nie przyjmujemy natomiast butli gazowych, lodówek ani niczego, co zawiera olej lub azbest. Akumulatory samochodowe przyjmujemy – do 10 sztuk podczas jednej wizyty. Pojazdy muszą być ważone przy wjeździe i przy wyjeździe na naszej 40-tonowej wadze samochodowej. Skup jest czynny od poniedziałku do piątku w godz. 7:30–16:00 oraz w soboty w godz. 8:00–12:00. Ładunki powyżej 2 ton powinny być wcześniej zgłoszone pod numerem 0161 496 0783.",
            ),
        ],
        bad=[
            Slip(0, [("up to 10 per visit", "up to 20 per visit")], "number"),
            Slip(1, [("we do not take gas cylinders", "we also take gas cylinders")], "negation"),
            Slip(
                2,
                [("Scrap Metal Dealers Act 2013", "Scrap Metal Dealers Act 2003")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="en-puppet-theatre-paper-fox-matinees",
        source="The Little Lantern Puppet Theatre runs school matinees of 'The Paper Fox' from 14 to 25 October, Tuesday to Friday at 10:00 and 12:30. Each performance lasts 50 minutes, followed by an optional 15-minute workshop in which pupils meet the puppets. Tickets cost £6 per pupil, and one accompanying adult per 10 children goes free. The show is recommended for ages 4–8. Groups should arrive at least 20 minutes before the start. To book, fill in the form at littlelantern.org.uk/schools or email schools@littlelantern.org.uk; bookings close on 30 September. The auditorium is step-free, and we can reserve spaces for wheelchair users if you tell us when booking.",
        good=[
            Good(
                "preserve",
                "Bring your class to see 'The Paper Fox' at the Little Lantern Puppet Theatre! School matinees run from 14 to 25 October, Tuesday to Friday, at 10:00 and 12:30. The show is 50 minutes long, and afterwards pupils can stay for an optional 15-minute workshop to meet the puppets. It's £6 per pupil, and for every 10 children one accompanying adult comes free. We recommend it for ages 4–8. Groups should arrive at least 20 minutes before the start. You can book through the form at littlelantern.org.uk/schools or by emailing schools@littlelantern.org.uk – bookings close on 30 September. The auditorium is step-free, and if you let us know when you book, we can reserve spaces for wheelchair users.",
            ),
            Good(
                "preserve",
                "School matinees – 'The Paper Fox', Little Lantern Puppet Theatre\nDates: 14–25 October, Tuesday to Friday, at 10:00 and 12:30\nLength: 50 minutes, plus an optional 15-minute workshop where pupils meet the puppets\nPrice: £6 per pupil; one accompanying adult free per 10 children\nRecommended age: 4–8\nArrival: groups should arrive at least 20 minutes before the start\nBooking: form at littlelantern.org.uk/schools or email schools@littlelantern.org.uk; bookings close on 30 September\nAccess: the auditorium is step-free; spaces for wheelchair users can be reserved if you tell us when booking",
            ),
            Good(
                "pl",
                "Teatr Lalek Little Lantern zaprasza szkoły na spektakle „Papierowy lis” („The Paper Fox”) od 14 do 25 października, od wtorku do piątku, o 10:00 i 12:30. Przedstawienie trwa 50 minut, a po nim odbywają się nieobowiązkowe 15-minutowe warsztaty, podczas których uczniowie poznają lalki. Bilet kosztuje 6 funtów od ucznia, a na każdych 10 dzieci jeden opiekun wchodzi bezpłatnie. Spektakl jest polecany dzieciom w wieku 4–8 lat. Grupy powinny przybyć co najmniej 20 minut przed rozpoczęciem. Rezerwacji można dokonać przez formularz na stronie littlelantern.org.uk/schools lub e-mailem na adres schools@littlelantern.org.uk; zapisy kończą się 30 września. Widownia jest dostępna bez schodów, a jeśli poinformują nas Państwo o tym przy rezerwacji, możemy zarezerwować miejsca dla osób na wózkach.",
            ),
        ],
        bad=[
            Slip(0, [("close on 30 September", "close on 3 October")], "date"),
            Slip(
                1,
                [("email schools@littlelantern.org.uk", "email bookings@littlelantern.org.uk")],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "podczas których uczniowie poznają lalki.",
                        "podczas których uczniowie poznają lalki i ich twórczynię, Annę Reid.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-urban-garden-bumblebee-survey-summary",
        source="A three-year survey of 42 urban gardens in Bristol found that bumblebee numbers were roughly 30% higher in gardens with at least five flowering species in bloom at any time (Hartley et al., 2021, Journal of Urban Ecology, 7(2)). The effect was strongest in early spring, when few other food sources are available. The authors suggest that mowing lawns less often may also help, although this was not measured directly. Gardens treated with neonicotinoid pesticides had fewer bee visits, but the sample was small and the difference might be due to other factors. The study did not include honeybees, which are managed by beekeepers and behave differently.",
        good=[
            Good(
                "preserve",
                "In a three-year study of 42 city gardens in Bristol, Hartley et al. (2021, Journal of Urban Ecology, 7(2)) found roughly 30% more bumblebees where at least five flowering species were in bloom at any one time. The effect was strongest in early spring, when bees have few other food sources. Mowing lawns less often may also help, the authors suggest, though they did not measure this directly. Gardens treated with neonicotinoid pesticides got fewer bee visits; however, the sample was small, and other factors might explain the difference. Honeybees were not included, as they are managed by beekeepers and behave differently.",
            ),
            Good(
                "preserve",
                "Key findings (Hartley et al., 2021, Journal of Urban Ecology, 7(2)):\n- 42 urban gardens in Bristol were surveyed over three years.\n- Gardens with at least five flowering species in bloom at any time had roughly 30% more bumblebees.\n- The effect was strongest in early spring, when few other food sources are available.\n- According to the authors, mowing lawns less often may also help, but this was not directly measured.\n- Gardens treated with neonicotinoid pesticides received fewer bee visits, though the sample was small and the difference might be down to other factors.\n- Honeybees, which are managed by beekeepers and behave differently, were not part of the study.",
            ),
            Good(
                "pl",
                "Trzyletnie badanie 42 ogrodów miejskich w Bristolu wykazało, że w ogrodach, w których przez cały czas kwitło co najmniej pięć gatunków roślin, trzmieli było mniej więcej o 30% więcej (Hartley i in., 2021, Journal of Urban Ecology, 7(2)). Efekt był najsilniejszy wczesną wiosną, gdy dostępnych jest niewiele innych źródeł pożywienia. Autorzy sugerują, że pomóc może także rzadsze koszenie trawników, choć nie mierzono tego bezpośrednio. Ogrody, w których stosowano pestycydy neonikotynoidowe, były rzadziej odwiedzane przez pszczoły, ale próba była mała, a różnica mogła wynikać z innych czynników. Badanie nie obejmowało pszczół miodnych, które są utrzymywane przez pszczelarzy i zachowują się inaczej.",
            ),
        ],
        bad=[
            Slip(0, [("Hartley et al. (2021", "Hartley et al. (2019")], "citation"),
            Slip(
                1,
                [("mowing lawns less often may also help", "mowing lawns less often also helps")],
                "hedge",
            ),
            Slip(2, [("42 ogrodów", "52 ogrodów")], "number"),
        ],
    ),
    Case(
        key="en-tidyfile-major-version-upgrade-notes",
        source="## Upgrading to tidyfile 3.0\n\ntidyfile 3.0 drops support for Python 3.8; you must be on Python 3.9 or newer.\n\n### Breaking changes\n- The `--recursive` flag is now the default. Use `--no-recursive` to restore the old behaviour.\n- The config file has moved from `~/.tidyfile.ini` to `~/.config/tidyfile/config.toml`.\n\n### How to upgrade\n```\npip install --upgrade tidyfile==3.0.0\n```\nRun `tidyfile migrate-config` once to convert your old settings. You should back up your config first, as the migration cannot be undone. The old INI format will be supported until version 3.2.",
        good=[
            Good(
                "preserve",
                "## Upgrading to tidyfile 3.0\n\nSupport for Python 3.8 has been removed in tidyfile 3.0, so you must use Python 3.9 or newer.\n\n### Breaking changes\n- Recursion is now on by default (`--recursive`). To get the old behaviour back, pass `--no-recursive`.\n- The config file now lives at `~/.config/tidyfile/config.toml` instead of `~/.tidyfile.ini`.\n\n### How to upgrade\n```\npip install --upgrade tidyfile==3.0.0\n```\nThen run `tidyfile migrate-config` once to convert your existing settings. You should back up your config beforehand, because the migration cannot be undone. The old INI format remains supported until version 3.2.",
            ),
            Good(
                "preserve",
                "## Upgrading to tidyfile 3.0\n\nPython 3.8 is no longer supported as of tidyfile 3.0: you must be running Python 3.9 or newer.\n\n### Breaking changes\n- `--recursive` is now the default; the old behaviour can be restored with `--no-recursive`.\n- The config file has been moved from `~/.tidyfile.ini` to `~/.config/tidyfile/config.toml`.\n\n### How to upgrade\n```\npip install --upgrade tidyfile==3.0.0\n```\nNext, run `tidyfile migrate-config` a single time to convert the old settings. Since the migration cannot be undone, you should back up your config first. Support for the old INI format continues until version 3.2.",
            ),
            Good(
                "pl",
                "## Aktualizacja do tidyfile 3.0\n\ntidyfile 3.0 nie obsługuje już Pythona 3.8; musisz mieć Pythona 3.9 lub nowszego.\n\n### Zmiany niezgodne wstecz\n- Flaga `--recursive` jest teraz domyślna. Aby przywrócić dawne działanie, użyj `--no-recursive`.\n- Plik konfiguracyjny został przeniesiony z `~/.tidyfile.ini` do `~/.config/tidyfile/config.toml`.\n\n### Jak zaktualizować\n```\npip install --upgrade tidyfile==3.0.0\n```\nUruchom jednorazowo `tidyfile migrate-config`, aby przekonwertować stare ustawienia. Najpierw powinieneś zrobić kopię zapasową konfiguracji, ponieważ migracji nie da się cofnąć. Stary format INI będzie obsługiwany do wersji 3.2.",
            ),
        ],
        bad=[
            Slip(0, [("`--no-recursive`", "`--non-recursive`")], "code"),
            Slip(
                1,
                [
                    (
                        "you must be running Python 3.9 or newer",
                        "you should be running Python 3.9 or newer",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "```\npip install --upgrade tidyfile==3.0.0\n```",
                        "pip install --upgrade tidyfile==3.0.0",
                    )
                ],
                "markdown",
            ),
        ],
    ),
    Case(
        key="en-meadow-lane-community-garden-plots",
        source="Plot holders at Meadow Lane Community Garden pay £28 a year, due by 31 January. Each plot must be cultivated: if at least half of it is not in use by 1 June, the committee may offer it to the next person on the waiting list. Hosepipes are not allowed; please use the water troughs and watering cans provided. Bonfires are not permitted at any time. You may keep up to six hens, but not cockerels, with the committee's written permission. Shared tools are kept in the blue shed and must be returned clean the same day. The waiting list currently has about 40 names, so new applicants may wait over a year.",
        good=[
            Good(
                "preserve",
                "Your plot at Meadow Lane Community Garden costs £28 a year, payable by 31 January. You must cultivate it: if at least half of your plot isn't in use by 1 June, the committee may offer it to the next person on the waiting list. Hosepipes aren't allowed, so please use the water troughs and watering cans we provide. Bonfires are never permitted. With the committee's written permission you may keep up to six hens – but no cockerels. Shared tools live in the blue shed and must go back clean the same day. There are currently about 40 names on the waiting list, so if you're applying now, you may wait over a year.",
            ),
            Good(
                "preserve",
                "Meadow Lane Community Garden – rules for plot holders\n1. The annual fee is £28, payable by 31 January.\n2. Every plot must be cultivated. Where at least half of a plot is not in use by 1 June, the committee may offer it to the next person on the waiting list.\n3. Hosepipes are not allowed. Please use the water troughs and watering cans provided.\n4. Bonfires are not permitted at any time.\n5. Up to six hens, but no cockerels, may be kept with the committee's written permission.\n6. Shared tools are stored in the blue shed and must be returned clean on the same day.\n\nThe waiting list currently has about 40 names, so new applicants may wait more than a year.",
            ),
            Good(
                "pl",
                "Działkowicze w ogrodzie społecznym Meadow Lane płacą 28 funtów rocznie; opłatę trzeba wnieść do 31 stycznia. Każda działka musi być uprawiana: jeśli do 1 czerwca co najmniej połowa działki nie jest wykorzystywana, zarząd może zaproponować ją następnej osobie z listy oczekujących. Węże ogrodowe są niedozwolone – prosimy korzystać z udostępnionych koryt z wodą i konewek. Ogniska są zabronione o każdej porze. Za pisemną zgodą zarządu można trzymać do sześciu kur (ale żadnych kogutów). Wspólne narzędzia są przechowywane w niebieskiej szopie i trzeba je zwrócić czyste tego samego dnia. Na liście oczekujących jest obecnie około 40 nazwisk, więc nowi chętni mogą czekać ponad rok.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Hosepipes aren't allowed, so please", "Hosepipes are allowed, but please")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "are stored in the blue shed and",
                        "are stored in the blue shed, which is locked at 8 pm, and",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Ogniska są zabronione o każdej porze. Za pisemną zgodą zarządu można trzymać do sześciu kur (ale żadnych kogutów).",
                        "Bonfires are not permitted at any time. You may keep up to six hens, but not cockerels, with the committee's written permission.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-teen-phone-curfew-sleep-trial",
        source="A randomised trial published in JAMA Pediatrics (Marsh et al., 2023; doi:10.1001/jamapediatrics.2023.1184) followed 312 teenagers for 12 weeks. Those asked to stop using their phones after 21:00 fell asleep on average 18 minutes earlier than the control group. The researchers note that the effect was probably larger on school nights, but they did not collect enough weekend data to be sure. Self-reported mood improved slightly, though this result may reflect participants knowing which group they were in. The trial ran from September to December 2022 in four schools in Leeds. The authors caution that the findings may not apply to younger children.",
        good=[
            Good(
                "preserve",
                "In a randomised trial that followed 312 teenagers for 12 weeks (Marsh et al., 2023, JAMA Pediatrics; doi:10.1001/jamapediatrics.2023.1184), participants asked to stop using their phones after 9 pm fell asleep on average 18 minutes earlier than the control group. The effect was probably larger on school nights, the researchers say, but they did not collect enough weekend data to be sure. Self-reported mood improved slightly – although this may be because participants knew which group they were in. The trial took place in four Leeds schools between September and December 2022. The authors warn that the findings may not apply to younger children.",
            ),
            Good(
                "preserve",
                "Study: Marsh et al., 2023, JAMA Pediatrics, doi:10.1001/jamapediatrics.2023.1184\nDesign: randomised trial, 312 teenagers followed for 12 weeks (September–December 2022, four schools in Leeds)\nIntervention: participants were asked to stop using their phones after 21:00\nMain result: they fell asleep on average 18 minutes earlier than the control group\nNotes: the effect was probably larger on school nights, but not enough weekend data was collected to be sure. Self-reported mood improved slightly, although this may reflect participants knowing which group they were in. The authors caution that the findings may not apply to younger children.",
            ),
            Good(
                "pl",
                "W randomizowanym badaniu opublikowanym w JAMA Pediatrics (Marsh i in., 2023; doi:10.1001/jamapediatrics.2023.1184) przez 12 tygodni obserwowano 312 nastolatków. Osoby, które poproszono, by nie korzystały z telefonu po 21:00, zasypiały średnio o 18 minut wcześniej niż grupa kontrolna. Badacze zaznaczają, że efekt był prawdopodobnie większy w noce przed dniami szkolnymi, ale nie zebrali wystarczająco dużo danych z weekendów, by mieć pewność. Samoocena nastroju nieznacznie się poprawiła, choć może to wynikać z tego, że uczestnicy wiedzieli, do której grupy należą. Badanie prowadzono od września do grudnia 2022 r. w czterech szkołach w Leeds. Autorzy przestrzegają, że wyniki mogą nie dotyczyć młodszych dzieci.",
            ),
        ],
        bad=[
            Slip(0, [("after 9 pm", "after 10 pm")], "date"),
            Slip(
                1,
                [
                    (
                        "the findings may not apply to younger children",
                        "the findings do not apply to younger children",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("jamapediatrics.2023.1184", "jamapediatrics.2023.1148")], "citation"),
        ],
    ),
    Case(
        key="en-tenant-broken-boiler-repair-rights",
        source="Under section 11 of the Landlord and Tenant Act 1985, your landlord must keep the heating and hot water systems in repair. If your boiler breaks down, you should report it in writing as soon as possible and keep a copy of your message. The landlord must arrange repairs within a reasonable time; for a total loss of heating in winter, this usually means 24 hours. You must not withhold rent because of the fault, as this can put your tenancy at risk. If nothing happens, you can contact your council's private housing team, which may inspect the property under the Housing Act 2004. You do not have to pay for repairs that are the landlord's responsibility.",
        good=[
            Good(
                "preserve",
                "Your landlord must keep your heating and hot water systems in repair – that's their duty under section 11 of the Landlord and Tenant Act 1985. If the boiler breaks down, you should report it in writing as soon as possible and keep a copy of what you sent. Repairs must be arranged within a reasonable time, which usually means 24 hours if you have no heating at all in winter. You must not withhold rent because of the fault, since doing so can put your tenancy at risk. If nothing happens, you can contact your council's private housing team; they may inspect the property under the Housing Act 2004. And remember: you don't have to pay for repairs that are the landlord's responsibility.",
            ),
            Good(
                "preserve",
                "Tenants are not required to pay for repairs that are the landlord's responsibility. Section 11 of the Landlord and Tenant Act 1985 obliges the landlord to keep the heating and hot water systems in repair. A boiler breakdown should be reported in writing as soon as possible, and the tenant should keep a copy of the message. The landlord must arrange repairs within a reasonable time – for a total loss of heating in winter, this usually means 24 hours. Rent must not be withheld because of the fault, since this can put the tenancy at risk. Where nothing happens, the tenant can contact the council's private housing team, which may inspect the property under the Housing Act 2004.",
            ),
            Good(
                "pl",
                "Zgodnie z sekcją 11 ustawy Landlord and Tenant Act 1985 wynajmujący musi utrzymywać instalację grzewczą i instalację ciepłej wody w należytym stanie. Jeśli zepsuje się kocioł, powinieneś jak najszybciej zgłosić to na piśmie i zachować kopię wiadomości. Wynajmujący musi zorganizować naprawę w rozsądnym terminie; przy całkowitym braku ogrzewania zimą oznacza to zwykle 24 godziny. Nie wolno Ci wstrzymywać płacenia czynszu z powodu awarii, ponieważ może to zagrozić Twojej umowie najmu. Jeśli nic się nie dzieje, możesz zwrócić się do działu ds. prywatnych lokali mieszkalnych w swojej radzie gminy, który może przeprowadzić kontrolę lokalu na podstawie ustawy Housing Act 2004. Nie musisz płacić za naprawy, które należą do obowiązków wynajmującego.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you don't have to pay for repairs", "you have to pay for repairs")],
                "negation",
            ),
            Slip(1, [("Housing Act 2004", "Housing Act 1988")], "legal_reference"),
            Slip(
                2,
                [("powinieneś jak najszybciej zgłosić", "musisz jak najszybciej zgłosić")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-harbour-museum-gallery-steward-volunteers",
        source="Gallery stewards at the Harbour Museum work shifts of about four hours, usually one or two a week. You must attend a half-day induction before your first shift, and you should read the visitor safety guide, which is emailed to you beforehand. Stewards may answer general questions about the exhibits but must not handle any objects, even if they seem sturdy. Visitor numbers tend to peak on Saturday afternoons, so we may ask you to cover at least one weekend shift a month. Travel expenses of up to £8 per shift can be reclaimed. Most volunteers find that it takes a few weeks to feel confident on the floor.",
        good=[
            Good(
                "preserve",
                "As a gallery steward at the Harbour Museum, you'll work shifts of roughly four hours, usually once or twice a week. Before your first shift you must attend a half-day induction, and you should read the visitor safety guide that we email you in advance. You may answer general questions about the exhibits, but you must not handle any objects – even ones that look sturdy. Visitor numbers tend to peak on Saturday afternoons, so we may ask you to cover at least one weekend shift a month. You can reclaim travel expenses of up to £8 per shift. Most volunteers find it takes a few weeks before they feel confident on the floor.",
            ),
            Good(
                "preserve",
                "Harbour Museum – gallery stewards\n\nStewards usually work one or two shifts a week, each lasting about four hours. A half-day induction must be attended before the first shift, and the visitor safety guide, emailed in advance, should be read. Stewards may answer general questions about the exhibits but must not handle any objects, however sturdy they seem. Because visitor numbers tend to peak on Saturday afternoons, stewards may be asked to cover at least one weekend shift a month. Travel expenses of up to £8 per shift can be reclaimed. Most volunteers find that it takes a few weeks to feel confident on the floor.",
            ),
            Good(
                "pl",
                "Wolontariusze pilnujący sal w Harbour Museum pełnią dyżury trwające około czterech godzin, zwykle jeden lub dwa w tygodniu. Przed pierwszym dyżurem musisz wziąć udział w półdniowym szkoleniu wprowadzającym i powinieneś przeczytać poradnik bezpieczeństwa zwiedzających, który wcześniej wyślemy Ci e-mailem. Możesz odpowiadać na ogólne pytania o eksponaty, ale nie wolno Ci brać do rąk żadnych obiektów, nawet jeśli wydają się solidne. Najwięcej zwiedzających przychodzi zwykle w sobotnie popołudnia, dlatego możemy poprosić Cię o objęcie co najmniej jednego weekendowego dyżuru w miesiącu. Koszty dojazdu do 8 funtów za dyżur podlegają zwrotowi. Większość wolontariuszy potrzebuje kilku tygodni, by poczuć się pewnie na sali.",
            ),
        ],
        bad=[
            Slip(0, [("shifts of roughly four hours", "four-hour shifts")], "hedge"),
            Slip(1, [("should be read", "must be read")], "modality"),
            Slip(
                2,
                [
                    (
                        "podlegają zwrotowi.",
                        "podlegają zwrotowi, a po roku wolontariatu otrzymasz bezpłatną kartę członkowską muzeum.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-geoshape-package-install-readme",
        source='# geoshape\n\ngeoshape reads and simplifies GeoJSON files. It requires Python 3.10 or later and does not support Windows on ARM.\n\nInstall it from PyPI:\n\n```\npip install geoshape\n```\n\nFor faster topology operations, install the optional extra with `pip install "geoshape[fast]"`, which pulls in GEOS bindings. Do not install both `geoshape` and the legacy `geoshape-lite` package in the same environment; they conflict. Full documentation is at https://geoshape.readthedocs.io/en/stable/, and bugs should be reported on GitHub at https://github.com/geoshape-dev/geoshape/issues.',
        good=[
            Good(
                "preserve",
                '# geoshape\n\ngeoshape is a library for reading and simplifying GeoJSON files. You\'ll need Python 3.10 or later; Windows on ARM is not supported.\n\nTo install from PyPI:\n\n```\npip install geoshape\n```\n\nIf you want faster topology operations, add the optional extra, which brings in GEOS bindings: `pip install "geoshape[fast]"`. Do not install `geoshape` alongside the legacy `geoshape-lite` package in one environment, because the two conflict. The full docs live at https://geoshape.readthedocs.io/en/stable/, and bugs should be reported on GitHub at https://github.com/geoshape-dev/geoshape/issues.',
            ),
            Good(
                "preserve",
                '# geoshape\n\nA library that reads and simplifies GeoJSON files. Requirements: Python 3.10 or later (Windows on ARM is not supported).\n\nInstallation from PyPI:\n\n```\npip install geoshape\n```\n\nOptional extra for faster topology operations (pulls in GEOS bindings): `pip install "geoshape[fast]"`.\n\nDo not install `geoshape` and the legacy `geoshape-lite` package in the same environment – they conflict.\n\nDocumentation: https://geoshape.readthedocs.io/en/stable/\nBug reports should go to GitHub: https://github.com/geoshape-dev/geoshape/issues',
            ),
            Good(
                "pl",
                '# geoshape\n\ngeoshape wczytuje i upraszcza pliki GeoJSON. Wymaga Pythona 3.10 lub nowszego i nie obsługuje systemu Windows na ARM.\n\nInstalacja z PyPI:\n\n```\npip install geoshape\n```\n\nAby przyspieszyć operacje topologiczne, zainstaluj opcjonalny dodatek, który doinstalowuje powiązania z GEOS: `pip install "geoshape[fast]"`. Nie instaluj w tym samym środowisku jednocześnie `geoshape` i starszego pakietu `geoshape-lite` – te pakiety są ze sobą w konflikcie. Pełna dokumentacja jest dostępna pod adresem https://geoshape.readthedocs.io/en/stable/, a błędy powinno się zgłaszać na GitHubie: https://github.com/geoshape-dev/geoshape/issues.',
            ),
        ],
        bad=[
            Slip(0, [("geoshape[fast]", "geoshape[speed]")], "code"),
            Slip(
                1,
                [("geoshape.readthedocs.io/en/stable/", "geoshape.readthedocs.io/en/latest/")],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "i nie obsługuje systemu Windows na ARM",
                        "i obsługuje również system Windows na ARM",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-library-data-stewardship-workshop-cfp",
        source="We invite submissions to the Workshop on Data Stewardship in Public Libraries, held on 12 June 2025 in Utrecht as part of DLIB 2025. Building on the framework proposed by Ostrom (1990) and extended by Hess and Ostrom (2007), we welcome papers on community-managed data collections. Full papers must not exceed 8 pages, excluding references; short papers should be around 4 pages. Submissions are due by 14 March 2025, 23:59 AoE, and must be anonymised. Each paper will be reviewed by at least two members of the programme committee. At least one author of every accepted paper is expected to register and present in person.",
        good=[
            Good(
                "preserve",
                "Join us at the Workshop on Data Stewardship in Public Libraries, part of DLIB 2025, in Utrecht on June 12, 2025. Building on the framework proposed by Ostrom (1990) and extended by Hess and Ostrom (2007), we're looking for papers on community-managed data collections. Full papers must not exceed 8 pages, not counting references, and short papers should be around 4 pages. Submissions are due by March 14, 2025, 23:59 AoE, and they must be anonymised. At least two programme committee members will review each paper. We expect at least one author of every accepted paper to register and present in person.",
            ),
            Good(
                "preserve",
                "Call for papers – Workshop on Data Stewardship in Public Libraries (DLIB 2025)\nWhen and where: 12 June 2025, Utrecht\nTopic: community-managed data collections, building on the framework proposed by Ostrom (1990) and extended by Hess and Ostrom (2007)\nLength: full papers must not exceed 8 pages excluding references; short papers should be around 4 pages\nDeadline: 14 March 2025, 23:59 AoE\nFormat: submissions must be anonymised\nReview: each paper by at least two programme committee members\nPresentation: at least one author of every accepted paper is expected to register and present in person",
            ),
            Good(
                "pl",
                "Zapraszamy do nadsyłania prac na Warsztaty z zarządzania danymi w bibliotekach publicznych (Workshop on Data Stewardship in Public Libraries), które odbędą się 12 czerwca 2025 r. w Utrechcie w ramach konferencji DLIB 2025. Nawiązując do koncepcji zaproponowanej przez Ostrom (1990) i rozwiniętej przez Hess i Ostrom (2007), czekamy na artykuły o zbiorach danych zarządzanych przez społeczności. Pełne artykuły nie mogą przekraczać 8 stron (bez bibliografii), a krótkie powinny liczyć około 4 stron. Termin nadsyłania prac upływa 14 marca 2025 r. o 23:59 AoE; prace muszą być zanonimizowane. Każdy artykuł zrecenzują co najmniej dwie osoby z komitetu programowego. Oczekujemy, że co najmniej jeden autor każdej przyjętej pracy zarejestruje się i wygłosi ją osobiście.",
            ),
        ],
        bad=[
            Slip(0, [("Hess and Ostrom (2007)", "Hess and Ostrom (2005)")], "citation"),
            Slip(
                1,
                [("submissions must be anonymised", "submissions should be anonymised")],
                "modality",
            ),
            Slip(2, [("14 marca 2025", "24 marca 2025")], "date"),
        ],
    ),
    Case(
        key="en-riverside-leisure-lane-swim-sessions",
        source="Lane swimming sessions at Riverside Leisure Centre must be booked online, up to 7 days in advance. Each session lasts 45 minutes, and lanes are split into slow, medium and fast. A single swim costs £5.20, or £3.60 with a concessions card. Lanes are likely to be busiest between 6:30 and 8:00 on weekdays, so you might find it quieter at lunchtime. Swimmers under 8 must be accompanied in the water by an adult. If you cannot attend, please cancel at least 2 hours before the session; three no-shows within a month may lead to a two-week booking ban. The pool is closed for maintenance from 1 to 7 September.",
        good=[
            Good(
                "preserve",
                "Riverside Leisure Centre – lane swimming\n- You must book online, up to 7 days in advance.\n- Sessions are 45 minutes long, with slow, medium and fast lanes.\n- Prices: £5.20 per swim, or £3.60 with a concessions card.\n- Weekdays from 6:30 to 8:00 are likely to be the busiest, so lunchtime might be quieter.\n- Swimmers under 8 must have an adult with them in the water.\n- Can't make it? Please cancel at least 2 hours before your session. Three no-shows within a month may lead to a two-week booking ban.\n- The pool is closed for maintenance from 1 to 7 September.",
            ),
            Good(
                "preserve",
                "Fancy a lane swim at Riverside Leisure Centre? You must book online, and you can do so up to 7 days ahead. Sessions last 45 minutes, with lanes split into slow, medium and fast. It costs £5.20 per swim, or £3.60 if you have a concessions card. Weekdays between 6:30 and 8:00 are likely to be the busiest, so you might find lunchtime quieter. Under-8s must be accompanied in the water by an adult. If you can't come, please cancel at least 2 hours beforehand – three no-shows within a month may lead to a two-week booking ban. Please note that the pool is closed for maintenance from 1 to 7 September.",
            ),
            Good(
                "pl",
                "Na pływanie torowe w Riverside Leisure Centre trzeba zapisać się online, maksymalnie 7 dni wcześniej. Każda sesja trwa 45 minut, a tory są podzielone na wolny, średni i szybki. Jednorazowe wejście kosztuje 5,20 funta, a z kartą ulgową 3,60 funta. W dni powszednie tory są prawdopodobnie najbardziej zatłoczone między 6:30 a 8:00, więc w porze lunchu może być spokojniej. Dzieci poniżej 8 lat muszą pływać w towarzystwie osoby dorosłej, która jest z nimi w wodzie. Jeśli nie możesz przyjść, odwołaj rezerwację co najmniej 2 godziny przed sesją; trzy nieobecności w ciągu miesiąca mogą skutkować dwutygodniową blokadą rezerwacji. Od 1 do 7 września basen jest zamknięty z powodu prac konserwacyjnych.",
            ),
        ],
        bad=[
            Slip(0, [("£3.60", "£3.20")], "number"),
            Slip(
                1,
                [
                    (
                        "Sessions last 45 minutes, with lanes split into slow, medium and fast. It costs £5.20 per swim, or £3.60 if you have a concessions card.",
                        "Sesje trwają 45 minut, a tory są podzielone na wolny, średni i szybki. Jedno wejście kosztuje 5,20 funta, a z kartą ulgową 3,60 funta.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [("są prawdopodobnie najbardziej zatłoczone", "są najbardziej zatłoczone")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-elmsworth-marshes-winter-waterbird-count",
        source="The winter count at Elmsworth Marshes on 18 January recorded 1,240 waterbirds of 27 species, compared with about 1,600 last year. Teal and wigeon made up roughly two-thirds of the total. The drop is probably linked to the mild weather, which kept birds further north, rather than to any change on the reserve itself. Two great white egrets were seen, the first record here since 2019. Water levels in the east lagoon were lower than planned because a sluice gate failed in December; it is expected to be repaired by March. Volunteers counted for about four hours, and numbers on the main scrape may be underestimated because of fog.",
        good=[
            Good(
                "preserve",
                "On 18 January, the Elmsworth Marshes winter count logged 1,240 waterbirds across 27 species, down from about 1,600 last year. Roughly two-thirds of them were teal and wigeon. The decline is probably due to the mild weather keeping birds further north, rather than to any change on the reserve itself. Two great white egrets were seen – the first record here since 2019. Because a sluice gate failed in December, water levels in the east lagoon were lower than planned; the gate is expected to be repaired by March. Volunteers spent about four hours counting, and fog means numbers on the main scrape may be underestimated.",
            ),
            Good(
                "preserve",
                "Elmsworth Marshes – winter waterbird count, 18 January\n- Total: 1,240 waterbirds of 27 species (last year: about 1,600).\n- Teal and wigeon: roughly two-thirds of the total.\n- The drop is probably linked to mild weather keeping birds further north, rather than to any change on the reserve itself.\n- Two great white egrets: the first record here since 2019.\n- East lagoon: water levels were lower than planned because a sluice gate failed in December; it is expected to be repaired by March.\n- Effort: volunteers counted for about four hours; because of fog, numbers on the main scrape may be underestimated.",
            ),
            Good(
                "pl",
                "Podczas zimowego liczenia ptaków na mokradłach Elmsworth Marshes 18 stycznia odnotowano 1240 ptaków wodnych z 27 gatunków, wobec około 1600 przed rokiem. Cyraneczki i świstuny stanowiły mniej więcej dwie trzecie tej liczby. Spadek wiąże się prawdopodobnie z łagodną pogodą, przez którą ptaki zostały dalej na północy, a nie z jakąkolwiek zmianą w samym rezerwacie. Zaobserwowano dwie czaple białe – to pierwsze stwierdzenie tutaj od 2019 roku. Poziom wody w lagunie wschodniej był niższy, niż planowano, ponieważ w grudniu zepsuła się zasuwa śluzy; przewiduje się, że zostanie naprawiona do marca. Wolontariusze liczyli ptaki przez około cztery godziny, a z powodu mgły liczebność na głównym rozlewisku może być zaniżona.",
            ),
        ],
        bad=[
            Slip(0, [("The decline is probably due to", "The decline is due to")], "hedge"),
            Slip(
                1,
                [
                    (
                        "a sluice gate failed in December",
                        "a sluice gate failed in December during a storm surge",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("1240 ptaków", "1420 ptaków")], "number"),
        ],
    ),
]
