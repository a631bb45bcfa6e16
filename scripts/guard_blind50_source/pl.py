# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 50: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-bioodpady-cotygodniowy-odbior-rejon-trzeci",
        source=(
            "Szanowni Mieszkańcy, od 1 kwietnia 2025 r. zmienia się harmonogram odbioru odpadów biodegradowalnych w rejonie III "
            "(osiedla Zielone Wzgórze i Podlesie). Brązowe pojemniki będą opróżniane co tydzień, w każdy wtorek, a nie jak dotąd "
            "co dwa tygodnie. Pojemnik należy wystawić przed posesję do godziny 6:00 w dniu odbioru. Prosimy nie wrzucać do "
            "bioodpadów kości, mięsa ani popiołu z kominka – takie pojemniki nie zostaną opróżnione. Worki foliowe, także te "
            "oznaczone jako kompostowalne, nie są przyjmowane. Mieszkańcy, którzy potrzebują dodatkowego pojemnika 240 l, mogą go "
            "zamówić za 18 zł miesięcznie pod numerem 71 345 20 10 lub przez formularz na stronie eko.zgk-olesnica.pl/bio."
        ),
        good=[
            Good(
                "preserve",
                "Ważna zmiana dla rejonu III (osiedla Zielone Wzgórze i Podlesie): od 1 kwietnia 2025 r. brązowe pojemniki na "
                "bioodpady opróżniamy co tydzień – w każdy wtorek – zamiast dotychczasowego odbioru co dwa tygodnie.\n\n"
                "Pamiętaj:\n"
                "- w dniu odbioru wystaw pojemnik przed posesję najpóźniej do 6:00;\n"
                "- nie wrzucaj kości, mięsa ani popiołu z kominka – pojemnik z takimi odpadami nie zostanie opróżniony;\n"
                "- nie używaj worków foliowych, również tych z oznaczeniem „kompostowalne” – nie są przyjmowane.\n\n"
                "Potrzebujesz dodatkowego pojemnika 240 l? Zamówisz go za 18 zł miesięcznie pod numerem 71 345 20 10 albo przez "
                "formularz na stronie eko.zgk-olesnica.pl/bio.",
            ),
            Good(
                "preserve",
                "Informujemy, że z dniem 1 kwietnia 2025 r. w rejonie III, obejmującym osiedla Zielone Wzgórze i Podlesie, "
                "wprowadzony zostaje nowy harmonogram odbioru odpadów biodegradowalnych. Odbiór cotygodniowy zastępuje dotychczasowy "
                "odbiór co dwa tygodnie – brązowe pojemniki będą opróżniane we wtorki. W dniu odbioru pojemnik należy "
                "wystawić przed posesję do godziny 6:00. Prosimy, by do bioodpadów nie trafiały kości, mięso ani popiół z kominka; "
                "pojemniki zawierające takie odpady nie zostaną opróżnione. Nie są przyjmowane worki foliowe, w tym oznaczone jako "
                "kompostowalne. Dodatkowy pojemnik o pojemności 240 l można zamówić telefonicznie (71 345 20 10) lub za "
                "pośrednictwem formularza na stronie eko.zgk-olesnica.pl/bio; opłata wynosi 18 zł miesięcznie.",
            ),
            Good(
                "en",
                "Dear Residents, from 1 April 2025 the collection schedule for biodegradable waste changes in District III (the "
                "Zielone Wzgórze and Podlesie estates). Brown bins will be emptied every week, on Tuesdays, instead of every two "
                "weeks as before. Put your bin out in front of your property by 6:00 a.m. on collection day. Please do not put "
                "bones, meat or fireplace ash in the bio bin – bins containing them will not be emptied. Plastic bags, including "
                "those labelled compostable, are not accepted. If you need an extra 240-litre bin, you can order one for PLN 18 a "
                "month by calling 71 345 20 10 or via the form at eko.zgk-olesnica.pl/bio.",
            ),
        ],
        bad=[
            Slip(1, [("do godziny 6:00", "do godziny 7:00")], "date"),
            Slip(2, [("for PLN 18 a month", "for PLN 28 a month")], "number"),
            Slip(
                0,
                [
                    (
                        "pojemnik z takimi odpadami nie zostanie opróżniony",
                        "pojemnik z takimi odpadami zostanie opróżniony",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-klub-zeglarski-regulamin-lodzi-klubowych",
        source=(
            "§ 7. Korzystanie ze sprzętu klubowego\n"
            "1. Z łodzi klubowych mogą korzystać wyłącznie członkowie klubu z opłaconą składką roczną, którzy posiadają co "
            "najmniej patent żeglarza jachtowego.\n"
            "2. Wypożyczenie łodzi należy wpisać do dziennika bosmańskiego przed wypłynięciem; jednorazowo można zarezerwować łódź "
            "na maksymalnie 4 godziny.\n"
            "3. Każda osoba na pokładzie musi mieć założoną kamizelkę asekuracyjną, niezależnie od umiejętności pływania.\n"
            "4. Przy wietrze powyżej 5°B wypływanie łodziami typu Omega jest zabronione.\n"
            "5. Uszkodzenia sprzętu należy zgłosić bosmanowi niezwłocznie, nie później niż w ciągu 24 godzin. Za szkody powstałe "
            "z winy użytkownika odpowiada on w pełnej wysokości."
        ),
        good=[
            Good(
                "preserve",
                "§ 7. Korzystanie ze sprzętu klubowego\n"
                "Z łodzi klubowych mogą korzystać tylko członkowie klubu, którzy opłacili roczną składkę i mają co najmniej patent "
                "żeglarza jachtowego. Zanim wypłyniesz, musisz wpisać wypożyczenie do dziennika bosmańskiego; jednorazowo łódź "
                "można zarezerwować najwyżej na 4 godziny. Każdy, kto jest na pokładzie, musi mieć założoną kamizelkę asekuracyjną "
                "– bez względu na to, czy umie pływać. Gdy wiatr przekracza 5°B, wypływanie Omegami jest zabronione. Uszkodzenie "
                "sprzętu zgłoś bosmanowi od razu, najpóźniej w ciągu 24 godzin. Za szkodę powstałą z Twojej winy odpowiadasz w "
                "pełnej wysokości.",
            ),
            Good(
                "preserve",
                "§ 7. Zasady korzystania ze sprzętu klubowego\n"
                "1. Prawo do korzystania z łodzi klubowych przysługuje wyłącznie członkom klubu z opłaconą składką roczną, "
                "posiadającym patent co najmniej żeglarza jachtowego.\n"
                "2. Przed wypłynięciem wypożyczenie łodzi należy odnotować w dzienniku bosmańskim. Jedna rezerwacja nie może "
                "przekraczać 4 godzin.\n"
                "3. Kamizelkę asekuracyjną musi mieć założoną każda osoba przebywająca na pokładzie, bez względu na umiejętność "
                "pływania.\n"
                "4. Zabrania się wypływania łodziami typu Omega, gdy wiatr przekracza 5°B.\n"
                "5. Każde uszkodzenie sprzętu należy niezwłocznie zgłosić bosmanowi – nie później niż w ciągu 24 godzin. "
                "Użytkownik, z którego winy powstała szkoda, pokrywa ją w pełnej wysokości.",
            ),
            Good(
                "en",
                "§ 7. Use of club equipment\n"
                "1. Club boats may be used only by club members who have paid their annual fee and hold at least the yacht sailor "
                "(żeglarz jachtowy) licence.\n"
                "2. Each boat hire must be entered in the boatswain's log before setting sail; a boat can be booked for a maximum "
                "of 4 hours at a time.\n"
                "3. Everyone on board must wear a buoyancy aid, regardless of whether they can swim.\n"
                "4. Taking Omega-class boats out is prohibited when the wind is above 5 Beaufort.\n"
                "5. Any damage to equipment must be reported to the boatswain immediately, and no later than within 24 hours. A "
                "user who causes damage through their own fault is liable for it in full.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("musi mieć założoną kamizelkę", "powinien mieć założoną kamizelkę")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Jedna rezerwacja nie może przekraczać 4 godzin.",
                        "Jedna rezerwacja może przekraczać 4 godziny.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("when the wind is above 5 Beaufort", "when the wind is above 6 Beaufort")],
                "number",
            ),
        ],
    ),
    Case(
        key="pl-ulotka-krople-nawilzajace-dawkowanie-soczewki",
        source=(
            "Jak stosować krople Lacrivisc Plus\n"
            "Zalecana dawka to 1–2 krople do każdego oka 3–4 razy na dobę. Przed zakropleniem należy umyć ręce i nie dotykać "
            "końcówką butelki oka ani innych powierzchni. Jeśli nosisz soczewki kontaktowe, zdejmij je przed podaniem leku i "
            "załóż ponownie nie wcześniej niż po 15 minutach. Po zakropleniu może wystąpić przemijające zamazane widzenie, zwykle "
            "trwające kilka minut; w tym czasie nie należy prowadzić pojazdów. Rzadko (u mniej niż 1 na 1000 pacjentów) "
            "obserwowano pieczenie lub zaczerwienienie powiek. Po pierwszym otwarciu butelkę można przechowywać do 28 dni w "
            "temperaturze poniżej 25°C. Nie stosować u dzieci poniżej 2 lat bez zalecenia lekarza."
        ),
        good=[
            Good(
                "preserve",
                "**Lacrivisc Plus – sposób stosowania**\n"
                "- Zalecana dawka: 1–2 krople do każdego oka, 3–4 razy dziennie.\n"
                "- Przed zakropleniem umyj ręce. Końcówka butelki nie może dotykać oka ani żadnej innej powierzchni.\n"
                "- Soczewki kontaktowe zdejmij przed podaniem leku; możesz je założyć z powrotem najwcześniej po 15 minutach.\n"
                "- Po zakropleniu może pojawić się przemijające niewyraźne widzenie, które zwykle trwa kilka minut – w tym czasie "
                "nie prowadź pojazdów.\n"
                "- Rzadko (u mniej niż 1 na 1000 pacjentów) obserwowano pieczenie lub zaczerwienienie powiek.\n"
                "- Po pierwszym otwarciu butelkę można przechowywać do 28 dni w temperaturze poniżej 25°C.\n"
                "- U dzieci poniżej 2 lat nie stosować bez zalecenia lekarza.",
            ),
            Good(
                "preserve",
                "Lacrivisc Plus stosuje się w zalecanej dawce 1–2 kropli do każdego oka, 3–4 razy na dobę. Przed podaniem trzeba "
                "umyć ręce, a końcówką butelki nie wolno dotykać oka ani innych powierzchni. Soczewki kontaktowe należy zdjąć przed "
                "zakropleniem i założyć ponownie nie wcześniej niż po 15 minutach. Po podaniu może wystąpić przemijające "
                "zamazane widzenie, zwykle utrzymujące się przez kilka minut; w tym czasie nie należy prowadzić pojazdów. Rzadko, "
                "u mniej niż 1 na 1000 pacjentów, obserwowano pieczenie lub zaczerwienienie powiek. Otwartą butelkę można "
                "przechowywać maksymalnie 28 dni, w temperaturze poniżej 25°C. U dzieci poniżej 2 lat leku nie stosuje się bez "
                "zalecenia lekarza.",
            ),
            Good(
                "en",
                "How to use Lacrivisc Plus drops\n"
                "The recommended dose is 1–2 drops in each eye 3–4 times a day. Wash your hands before instilling the drops and do "
                "not let the tip of the bottle touch your eye or any other surface. If you wear contact lenses, take them out "
                "before using the medicine and put them back in no sooner than 15 minutes later. After instillation you may "
                "experience temporary blurred vision, usually lasting a few minutes; do not drive during this time. Rarely (in "
                "fewer than 1 in 1,000 patients), burning or redness of the eyelids has been observed. Once opened, the bottle can "
                "be stored for up to 28 days below 25°C. Do not use in children under 2 years of age unless advised by a doctor.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("zwykle utrzymujące się przez kilka minut", "utrzymujące się przez kilka minut")],
                "hedge",
            ),
            Slip(
                0,
                [("Końcówka butelki nie może dotykać", "Końcówka butelki nie powinna dotykać")],
                "modality",
            ),
            Slip(
                2, [("the drops and do not let the tip", "the drops and let the tip")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-warsztaty-ceramiczne-kolo-garncarskie-torun",
        source=(
            "Warsztaty ceramiczne „Czarka na wiosnę” – zapisy otwarte!\n"
            "Zapraszamy na dwudniowe warsztaty toczenia na kole garncarskim, które odbędą się w sobotę i niedzielę, 17–18 maja "
            "2025 r., w godz. 10:00–15:00 w Pracowni Glina i Ogień przy ul. Długiej 14 w Toruniu. Zajęcia poprowadzi Marta "
            "Kowalczyk. Grupa liczy maksymalnie 8 osób, a udział nie wymaga wcześniejszego doświadczenia. Koszt to 420 zł od osoby "
            "i obejmuje materiały, dwa wypały oraz szkliwienie. Gotowe prace będą do odbioru po około trzech tygodniach. Zapisy "
            "przyjmujemy przez formularz na stronie glinaiogien.pl/warsztaty lub mailowo: zapisy@glinaiogien.pl. Rezerwację "
            "potwierdza wpłata zaliczki 150 zł w ciągu 3 dni od zgłoszenia."
        ),
        good=[
            Good(
                "preserve",
                "Zapisy na warsztaty „Czarka na wiosnę” już ruszyły!\n"
                "Przez dwa dni – w sobotę 17 i niedzielę 18 maja 2025 r., od 10:00 do 15:00 – będziesz toczyć na kole "
                "garncarskim w Pracowni Glina i Ogień (ul. Długa 14, Toruń) pod okiem Marty Kowalczyk. Nie potrzebujesz żadnego "
                "doświadczenia, a w grupie będzie najwyżej 8 osób. Udział kosztuje 420 zł za osobę; w cenie są materiały, dwa "
                "wypały i szkliwienie. Swoje prace odbierzesz po mniej więcej trzech tygodniach. Zgłoszenia: formularz na "
                "glinaiogien.pl/warsztaty albo e-mail zapisy@glinaiogien.pl. Miejsce rezerwujesz, wpłacając 150 zł zaliczki w "
                "ciągu 3 dni od zgłoszenia.",
            ),
            Good(
                "preserve",
                "Pracownia Glina i Ogień zaprasza na dwudniowe warsztaty toczenia na kole garncarskim „Czarka na wiosnę”. Zapisy "
                "są już otwarte.\n"
                "Termin: 17–18 maja 2025 r. (sobota–niedziela), godz. 10:00–15:00\n"
                "Miejsce: ul. Długa 14, Toruń\n"
                "Prowadząca: Marta Kowalczyk\n"
                "Grupa: maks. 8 uczestników; wcześniejsze doświadczenie nie jest wymagane\n"
                "Cena: 420 zł/os. (materiały, dwa wypały i szkliwienie w cenie)\n"
                "Odbiór prac: po ok. trzech tygodniach\n"
                "Zapisy: formularz na stronie glinaiogien.pl/warsztaty lub e-mail zapisy@glinaiogien.pl. Warunkiem rezerwacji "
                "jest wpłata zaliczki w wysokości 150 zł w ciągu 3 dni od zgłoszenia.",
            ),
            Good(
                "en",
                "Pottery workshop “A Bowl for Spring” – registration is open!\n"
                "Join us for a two-day wheel-throwing workshop on Saturday and Sunday, 17–18 May 2025, from 10:00 a.m. to 3:00 "
                "p.m. at the Glina i Ogień studio, ul. Długa 14, Toruń. The class will be led by Marta Kowalczyk. The group is "
                "limited to 8 people, and no previous experience is needed. The fee is PLN 420 per person and covers materials, "
                "two firings and glazing. Finished pieces will be ready for collection after about three weeks. Sign up using the "
                "form at glinaiogien.pl/warsztaty or by e-mail at zapisy@glinaiogien.pl. Your booking is confirmed once you pay a "
                "PLN 150 deposit within 3 days of registering.",
            ),
        ],
        bad=[
            Slip(0, [("glinaiogien.pl/warsztaty", "glinaiogien.pl/zapisy")], "url"),
            Slip(1, [("17–18 maja 2025 r.", "24–25 maja 2025 r.")], "date"),
            Slip(2, [("limited to 8 people", "limited to 10 people")], "number"),
        ],
    ),
    Case(
        key="pl-najem-garazu-warunki-kaucja-wypowiedzenie",
        source=(
            "Warunki najmu garażu nr 12 przy ul. Słonecznej 5\n"
            "1. Czynsz wynosi 350 zł miesięcznie i jest płatny z góry do 10. dnia każdego miesiąca na rachunek wynajmującego.\n"
            "2. Najemca może używać garażu wyłącznie do parkowania pojazdu oraz przechowywania rzeczy osobistych; przechowywanie "
            "paliw i materiałów łatwopalnych jest zabronione.\n"
            "3. Podnajem garażu osobom trzecim wymaga pisemnej zgody wynajmującego.\n"
            "4. Umowę zawiera się na czas nieokreślony. Każda ze stron może ją wypowiedzieć z zachowaniem jednomiesięcznego okresu "
            "wypowiedzenia, ze skutkiem na koniec miesiąca kalendarzowego.\n"
            "5. Kaucja w wysokości 700 zł zostanie zwrócona w terminie 14 dni od zwrotu kluczy.\n"
            "6. W sprawach nieuregulowanych stosuje się przepisy Kodeksu cywilnego, w szczególności art. 659–692."
        ),
        good=[
            Good(
                "preserve",
                "Wynajmujesz garaż nr 12 przy ul. Słonecznej 5 za 350 zł miesięcznie – czynsz płacisz z góry na konto "
                "wynajmującego, najpóźniej do 10. dnia każdego miesiąca. Garaż może służyć wyłącznie do parkowania pojazdu i "
                "przechowywania rzeczy osobistych; trzymanie w nim paliw i materiałów łatwopalnych jest zabronione. Jeśli chcesz "
                "podnająć garaż komuś innemu, potrzebujesz pisemnej zgody wynajmującego. Umowa jest zawarta na czas nieokreślony i "
                "każda ze stron może ją wypowiedzieć z jednomiesięcznym okresem wypowiedzenia, ze skutkiem na koniec miesiąca "
                "kalendarzowego. Kaucję w wysokości 700 zł otrzymasz z powrotem w ciągu 14 dni od oddania kluczy. W sprawach, "
                "których te warunki nie regulują, zastosowanie mają przepisy Kodeksu cywilnego, zwłaszcza art. 659–692.",
            ),
            Good(
                "preserve",
                "Garaż nr 12, ul. Słoneczna 5 – warunki najmu\n"
                "• Okres umowy: czas nieokreślony; każda ze stron może ją wypowiedzieć z zachowaniem miesięcznego okresu "
                "wypowiedzenia, ze skutkiem na koniec miesiąca kalendarzowego.\n"
                "• Czynsz: 350 zł/mies., płatny z góry na rachunek wynajmującego do 10. dnia miesiąca.\n"
                "• Kaucja: 700 zł, zwracana w ciągu 14 dni od zwrotu kluczy.\n"
                "• Przeznaczenie: wyłącznie parkowanie pojazdu i przechowywanie rzeczy osobistych. Zakaz przechowywania paliw i "
                "materiałów łatwopalnych.\n"
                "• Podnajem osobom trzecim: tylko za pisemną zgodą wynajmującego.\n"
                "• W kwestiach nieuregulowanych mają zastosowanie przepisy Kodeksu cywilnego (w szczególności art. 659–692).",
            ),
            Good(
                "en",
                "Rental terms for garage no. 12, ul. Słoneczna 5\n"
                "1. The rent is PLN 350 per month, payable in advance by the 10th day of each month to the landlord's bank "
                "account.\n"
                "2. The tenant may use the garage only for parking a vehicle and storing personal belongings; storing fuel or "
                "flammable materials is prohibited.\n"
                "3. Subletting the garage to third parties requires the landlord's written consent.\n"
                "4. The agreement is concluded for an indefinite period. Either party may terminate it with one month's notice, "
                "effective at the end of a calendar month.\n"
                "5. The deposit of PLN 700 will be refunded within 14 days of the keys being returned.\n"
                "6. Matters not covered here are governed by the Civil Code, in particular Articles 659–692.",
            ),
        ],
        bad=[
            Slip(0, [("zwłaszcza art. 659–692", "zwłaszcza art. 680–692")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "Subletting the garage to third parties requires the landlord's written consent.",
                        "Before subletting the garage to third parties, the tenant should preferably obtain the landlord's written consent.",
                    )
                ],
                "modality",
            ),
            Slip(
                1, [("w ciągu 14 dni od zwrotu kluczy", "w ciągu 30 dni od zwrotu kluczy")], "date"
            ),
        ],
    ),
    Case(
        key="pl-migrato-readme-uruchamianie-migracji-markdown",
        source=(
            "## Uruchamianie migracji\n\n"
            "Przed pierwszym uruchomieniem skopiuj plik `migrato.example.toml` jako `migrato.toml` i uzupełnij w nim klucz "
            "`database_url`.\n\n"
            "Aby zastosować wszystkie oczekujące migracje, wykonaj:\n\n"
            "```bash\nmigrato up --env production\n```\n\n"
            "Narzędzie nie uruchamia migracji, jeśli w katalogu `migrations/` znajdzie pliki bez sumy kontrolnej. Flaga "
            "`--dry-run` wypisuje zapytania SQL bez wykonywania ich na bazie.\n\n"
            "> **Uwaga:** w wersji 2.3 polecenie `migrato down` nie cofa migracji oznaczonych jako `irreversible`. Takie zmiany "
            "trzeba wycofać ręcznie.\n\n"
            "Szczegóły konfiguracji znajdziesz w [dokumentacji](https://docs.migrato.dev/config)."
        ),
        good=[
            Good(
                "preserve",
                "## Uruchamianie migracji\n\n"
                "1. Przed pierwszym uruchomieniem utwórz plik `migrato.toml` – skopiuj `migrato.example.toml` i uzupełnij w nim "
                "klucz `database_url`.\n"
                "2. Zastosuj wszystkie oczekujące migracje:\n\n"
                "   ```bash\n   migrato up --env production\n   ```\n\n"
                "Jeśli w katalogu `migrations/` są pliki bez sumy kontrolnej, narzędzie nie uruchomi migracji. Chcesz tylko "
                "zobaczyć zapytania SQL, bez wykonywania ich na bazie? Użyj flagi `--dry-run`.\n\n"
                "> **Uwaga:** w wersji 2.3 `migrato down` nie cofa migracji oznaczonych jako `irreversible` – takie zmiany musisz "
                "wycofać ręcznie.\n\n"
                "Więcej o konfiguracji: [dokumentacja](https://docs.migrato.dev/config).",
            ),
            Good(
                "preserve",
                "## Uruchamianie migracji\n\n"
                "Przed pierwszym uruchomieniem należy skopiować plik `migrato.example.toml` pod nazwą `migrato.toml` oraz uzupełnić "
                "w nim klucz `database_url`. Wszystkie oczekujące migracje stosuje się poleceniem:\n\n"
                "```bash\nmigrato up --env production\n```\n\n"
                "Migracje nie zostaną uruchomione, jeżeli narzędzie wykryje w katalogu `migrations/` pliki pozbawione sumy "
                "kontrolnej. Z flagą `--dry-run` zapytania SQL są jedynie wypisywane, a nie wykonywane na bazie.\n\n"
                "> **Uwaga:** w wersji 2.3 polecenie `migrato down` nie cofa migracji z oznaczeniem `irreversible`; należy je "
                "wycofać ręcznie.\n\n"
                "Pełny opis konfiguracji zawiera [dokumentacja](https://docs.migrato.dev/config).",
            ),
            Good(
                "en",
                "## Running migrations\n\n"
                "Before the first run, copy `migrato.example.toml` to `migrato.toml` and fill in the `database_url` key.\n\n"
                "To apply all pending migrations, run:\n\n"
                "```bash\nmigrato up --env production\n```\n\n"
                "The tool does not run migrations if it finds files without a checksum in the `migrations/` directory. The "
                "`--dry-run` flag prints the SQL queries without executing them against the database.\n\n"
                "> **Note:** in version 2.3, `migrato down` does not roll back migrations marked as `irreversible`. Such changes "
                "have to be reverted manually.\n\n"
                "See the [documentation](https://docs.migrato.dev/config) for configuration details.",
            ),
        ],
        bad=[
            Slip(1, [("migrato up --env production", "migrato up --env prod")], "code"),
            Slip(
                2,
                [("```bash\nmigrato up --env production\n```", "migrato up --env production")],
                "markdown",
            ),
            Slip(
                0, [("narzędzie nie uruchomi migracji", "narzędzie uruchomi migracje")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-dendro-abstrakt-wiezba-koscielna-skarszewy",
        source=(
            "Przedstawiamy wyniki datowania dendrochronologicznego 46 próbek drewna dębowego pobranych z więźby dachowej kościoła "
            "św. Jakuba w Skarszewach. Sekwencje przyrostów rocznych porównano z regionalną chronologią standardową dla Pomorza "
            "(Lewandowska 1994) oraz z chronologią dla Gdańska opracowaną przez Sadowskiego (2003). Dla 31 próbek uzyskano "
            "wiarygodne datowanie; zachowany biel pozwolił ustalić, że drzewa ścięto najprawdopodobniej zimą 1407/1408 r. Wskazuje "
            "to, że obecna konstrukcja dachu powstała zapewne około 1408–1410 r., a więc kilkadziesiąt lat później, niż "
            "przyjmowano dotąd na podstawie źródeł pisanych. Drewno pochodziło prawdopodobnie z lokalnych drzewostanów, o czym "
            "świadczy wysoka zgodność z chronologiami z Kociewia."
        ),
        good=[
            Good(
                "preserve",
                "Zbadaliśmy dendrochronologicznie 46 próbek dębu z więźby dachowej kościoła św. Jakuba w Skarszewach. Sekwencje "
                "słojów rocznych zestawiono z regionalną chronologią standardową dla Pomorza (Lewandowska 1994) i z chronologią "
                "gdańską opracowaną przez Sadowskiego (2003). Wiarygodną datę udało się ustalić dla 31 próbek. Dzięki zachowanemu "
                "bielowi wiadomo, że drzewa ścięto najprawdopodobniej zimą 1407/1408 r. Wskazuje to, że obecny dach powstał "
                "zapewne około 1408–1410 r. – kilkadziesiąt lat później, niż dotąd zakładano na podstawie źródeł pisanych. Drewno "
                "pochodziło prawdopodobnie z miejscowych drzewostanów – świadczy o tym wysoka zgodność z chronologiami z Kociewia.",
            ),
            Good(
                "preserve",
                "W pracy przedstawiono wyniki datowania dendrochronologicznego więźby dachowej kościoła św. Jakuba w Skarszewach. "
                "Pobrano 46 próbek drewna dębowego, a ich sekwencje przyrostów rocznych porównano z chronologią standardową dla "
                "Pomorza (Lewandowska 1994) oraz z chronologią gdańską autorstwa Sadowskiego (2003). Wiarygodne daty otrzymano dla "
                "31 próbek. Na podstawie zachowanego bielu ustalono, że drzewa zostały ścięte najprawdopodobniej zimą 1407/1408 r. "
                "Obecna konstrukcja dachu powstała więc zapewne około 1408–1410 r., czyli kilkadziesiąt lat później, niż "
                "przyjmowano w oparciu o źródła pisane. Wysoka zgodność z chronologiami z Kociewia świadczy o tym, że drewno "
                "pozyskano prawdopodobnie z lokalnych drzewostanów.",
            ),
            Good(
                "en",
                "We present the results of dendrochronological dating of 46 oak timber samples taken from the roof truss of St "
                "James's Church in Skarszewy. The tree-ring sequences were compared with the regional standard chronology for "
                "Pomerania (Lewandowska 1994) and with the Gdańsk chronology developed by Sadowski (2003). Reliable dates were "
                "obtained for 31 samples; the preserved sapwood made it possible to establish that the trees were most probably "
                "felled in the winter of 1407/1408. This indicates that the present roof structure was probably built around "
                "1408–1410, several decades later than previously assumed on the basis of written sources. The timber probably "
                "came from local stands, as shown by the high agreement with chronologies from Kociewie.",
            ),
        ],
        bad=[
            Slip(0, [("(Lewandowska 1994)", "(Lewandowska 1996)")], "citation"),
            Slip(2, [("the trees were most probably felled", "the trees were felled")], "hedge"),
            Slip(1, [("dla 31 próbek", "dla 36 próbek")], "number"),
        ],
    ),
    Case(
        key="pl-zus-pismo-zadluzenie-skladki-raty",
        source=(
            "Szanowny Panie,\n"
            "informujemy, że na Pana koncie płatnika składek według stanu na 30 września 2025 r. figuruje zadłużenie z tytułu "
            "składek na ubezpieczenia społeczne za okres od maja do lipca 2025 r. w łącznej kwocie 4 812,36 zł. Do tej kwoty "
            "zostaną doliczone odsetki za zwłokę. Należność należy uregulować w terminie 7 dni od dnia doręczenia niniejszego "
            "pisma. Może Pan także złożyć wniosek o rozłożenie należności na raty na podstawie art. 29 ustawy z dnia 13 października "
            "1998 r. o systemie ubezpieczeń społecznych; wniosek można przesłać przez Platformę Usług Elektronicznych. Brak wpłaty "
            "spowoduje wszczęcie postępowania egzekucyjnego w administracji."
        ),
        good=[
            Good(
                "preserve",
                "Dzień dobry,\n"
                "według stanu na 30 września 2025 r. na Pana koncie płatnika składek widnieje zaległość w składkach na "
                "ubezpieczenia społeczne za maj–lipiec 2025 r. Wynosi ona łącznie 4 812,36 zł, a do tej kwoty zostaną doliczone "
                "odsetki za zwłokę. Należność trzeba uregulować w ciągu 7 dni od doręczenia tego pisma. Może Pan też wnioskować o "
                "rozłożenie należności na raty na podstawie art. 29 ustawy z dnia 13 października 1998 r. o systemie ubezpieczeń "
                "społecznych – wniosek można wysłać przez Platformę Usług Elektronicznych. Jeżeli wpłata nie nastąpi, zostanie "
                "wszczęte postępowanie egzekucyjne w administracji.",
            ),
            Good(
                "preserve",
                "Szanowny Panie,\n"
                "uprzejmie informujemy o zadłużeniu na Pana koncie płatnika składek:\n"
                "- stan na: 30 września 2025 r.,\n"
                "- tytuł: składki na ubezpieczenia społeczne za okres maj–lipiec 2025 r.,\n"
                "- kwota łączna: 4 812,36 zł (zostaną do niej doliczone odsetki za zwłokę).\n"
                "Należność należy uregulować w terminie 7 dni od dnia doręczenia niniejszego pisma. Może Pan również złożyć wniosek "
                "o rozłożenie należności na raty na podstawie art. 29 ustawy z dnia 13 października 1998 r. o systemie ubezpieczeń "
                "społecznych; wniosek można przesłać przez Platformę Usług Elektronicznych. W razie braku wpłaty zostanie wszczęte "
                "postępowanie egzekucyjne w administracji.",
            ),
            Good(
                "en",
                "Dear Sir,\n"
                "We would like to inform you that, as at 30 September 2025, your contribution payer account shows arrears in "
                "social insurance contributions for the period May to July 2025 totalling PLN 4,812.36. Default interest will be "
                "added to this amount. The amount due must be paid within 7 days of the date this letter is delivered. You may "
                "also apply for the amount due to be spread into instalments under Article 29 of the Act of 13 October 1998 on the "
                "social insurance system; the application can be submitted via the Electronic Services Platform (PUE). Failure to "
                "pay will result in administrative enforcement proceedings being initiated.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("under Article 29 of the Act", "under Article 28 of the Act")],
                "legal_reference",
            ),
            Slip(
                0,
                [
                    (
                        "według stanu na 30 września 2025 r.",
                        "według stanu na 31 października 2025 r.",
                    )
                ],
                "date",
            ),
            Slip(1, [("Należność należy uregulować", "Należność warto uregulować")], "modality"),
        ],
    ),
    Case(
        key="pl-teznia-solankowa-park-zdrojowy-zasady",
        source=(
            "Zasady korzystania z tężni solankowej w Parku Zdrojowym\n"
            "Tężnia jest czynna codziennie od 1 maja do 30 września w godz. 9:00–21:00, a wstęp jest bezpłatny. Zaleca się "
            "przebywanie w strefie inhalacyjnej nie dłużej niż 30–45 minut jednorazowo. Aerozol solankowy może łagodzić objawy "
            "infekcji górnych dróg oddechowych, jednak nie zastępuje leczenia. Osoby z nadciśnieniem, chorobami tarczycy lub "
            "niewydolnością krążenia powinny przed wizytą skonsultować się z lekarzem. Na terenie tężni obowiązuje zakaz palenia "
            "tytoniu i e-papierosów, spożywania alkoholu oraz wprowadzania psów. Nie wolno wspinać się na konstrukcję ani dotykać "
            "tarniny. Dzieci do lat 12 mogą przebywać na terenie obiektu wyłącznie pod opieką dorosłych."
        ),
        good=[
            Good(
                "preserve",
                "Tężnia solankowa w Parku Zdrojowym – o czym warto pamiętać\n"
                "Zapraszamy codziennie od 1 maja do 30 września, w godzinach 9:00–21:00; wstęp nic nie kosztuje. Zalecamy, by "
                "jednorazowo spędzać w strefie inhalacyjnej nie więcej niż 30–45 minut. Aerozol solankowy może złagodzić objawy "
                "infekcji górnych dróg oddechowych, ale nie jest zamiennikiem leczenia. Jeśli masz nadciśnienie, chorobę tarczycy "
                "lub niewydolność krążenia, przed wizytą powinieneś skonsultować się z lekarzem. Na terenie tężni nie wolno palić "
                "tytoniu ani e-papierosów, pić alkoholu ani wprowadzać psów. Nie wspinaj się na konstrukcję i nie dotykaj tarniny. "
                "Dzieci do 12 lat mogą tu przebywać tylko pod opieką dorosłych.",
            ),
            Good(
                "preserve",
                "Regulamin tężni solankowej – Park Zdrojowy\n"
                "1. Obiekt jest otwarty codziennie w okresie 1 maja – 30 września, w godz. 9:00–21:00. Wstęp bezpłatny.\n"
                "2. Zaleca się, by jednorazowy pobyt w strefie inhalacyjnej nie trwał dłużej niż 30–45 minut.\n"
                "3. Inhalacja aerozolem solankowym może łagodzić objawy infekcji górnych dróg oddechowych, ale nie zastępuje "
                "leczenia.\n"
                "4. Osoby z nadciśnieniem, chorobami tarczycy lub niewydolnością krążenia powinny przed wizytą skonsultować się z "
                "lekarzem.\n"
                "5. Zabrania się palenia tytoniu i e-papierosów, spożywania alkoholu oraz wprowadzania psów.\n"
                "6. Zabronione jest wspinanie się na konstrukcję i dotykanie tarniny.\n"
                "7. Dzieci do lat 12 mogą przebywać na terenie obiektu wyłącznie pod opieką dorosłych.",
            ),
            Good(
                "en",
                "Rules for using the brine graduation tower in Spa Park\n"
                "The graduation tower is open daily from 1 May to 30 September, 9:00 a.m.–9:00 p.m., and admission is free. It is "
                "recommended that you stay in the inhalation zone for no longer than 30–45 minutes at a time. The brine aerosol may "
                "ease the symptoms of upper respiratory tract infections, but it is not a substitute for treatment. People with "
                "high blood pressure, thyroid disease or circulatory failure should consult a doctor before visiting. Smoking "
                "tobacco and e-cigarettes, drinking alcohol and bringing dogs are prohibited on the premises. Do not climb the "
                "structure or touch the blackthorn brushwood. Children up to the age of 12 may stay on the premises only under "
                "adult supervision.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "but it is not a substitute for treatment",
                        "and it is a substitute for treatment",
                    )
                ],
                "negation",
            ),
            Slip(1, [("może łagodzić objawy", "łagodzi objawy")], "hedge"),
            Slip(
                0,
                [
                    (
                        "Aerozol solankowy może złagodzić objawy",
                        "Aerozol solankowy, bogaty w jod i brom z miejscowego źródła, może złagodzić objawy",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-mini-bieg-niepodleglosci-dzieci-park",
        source=(
            "Mini Bieg Niepodległości dla dzieci\n"
            "W niedzielę 9 listopada 2025 r. na terenie Parku Śląskiego odbędą się biegi dla dzieci w wieku 3–12 lat. Dystanse "
            "zależą od wieku: 3–5 lat – 200 m, 6–8 lat – 600 m, 9–12 lat – 1 km. Pierwszy start zaplanowano na godz. 10:30, a "
            "biuro zawodów będzie czynne od 9:00. Opłata startowa wynosi 25 zł; w pakiecie każdy uczestnik otrzyma koszulkę, a na "
            "mecie – medal. Zapisy online trwają do 2 listopada lub do wyczerpania limitu 400 miejsc. Rodzice nie mogą biec razem "
            "z dziećmi powyżej 5 lat. Nie prowadzimy klasyfikacji czasowej – liczy się dobra zabawa."
        ),
        good=[
            Good(
                "preserve",
                "Zapraszamy dzieci w wieku od 3 do 12 lat na Mini Bieg Niepodległości! Widzimy się w niedzielę, 9 listopada "
                "2025 r., w Parku Śląskim. Trasy dopasowaliśmy do wieku: maluchy 3–5 lat pobiegną 200 m, dzieci 6–8 lat – 600 m, "
                "a starsze, 9–12 lat – 1 km. Biuro zawodów otworzymy o 9:00, pierwszy start – o 10:30. Udział kosztuje 25 zł; "
                "każdy uczestnik dostanie w pakiecie koszulkę, a na mecie medal. Zapisy online przyjmujemy do 2 listopada albo do "
                "wyczerpania 400 miejsc. Z dziećmi powyżej 5 lat rodzice nie mogą biec. Nie będzie klasyfikacji czasowej – "
                "najważniejsza jest dobra zabawa!",
            ),
            Good(
                "preserve",
                "Mini Bieg Niepodległości – informacje dla rodziców\n"
                "Kiedy: niedziela, 9.11.2025 r.; biuro zawodów od 9:00, pierwszy start o 10:30\n"
                "Gdzie: Park Śląski\n"
                "Kto: dzieci w wieku 3–12 lat\n"
                "Dystanse: 200 m (3–5 lat), 600 m (6–8 lat), 1 km (9–12 lat)\n"
                "Opłata startowa: 25 zł – w pakiecie koszulka dla każdego uczestnika, na mecie medal\n"
                "Zapisy: online do 2 listopada lub do wyczerpania limitu 400 miejsc\n"
                "Ważne: rodzice nie mogą biec razem z dziećmi powyżej 5 lat. Klasyfikacji czasowej nie prowadzimy – liczy się "
                "dobra zabawa.",
            ),
            Good(
                "en",
                "Mini Independence Run for Kids\n"
                "On Sunday, 9 November 2025, Silesian Park will host races for children aged 3–12. Distances depend on age: 3–5 "
                "years – 200 m, 6–8 years – 600 m, 9–12 years – 1 km. The first race starts at 10:30 a.m., and the race office "
                "will open at 9:00 a.m. The entry fee is PLN 25; every participant gets a T-shirt in their race pack and a medal "
                "at the finish. Online registration is open until 2 November or until all 400 places are taken. Parents may not "
                "run with children over 5. There is no timed classification – what counts is having fun.",
            ),
        ],
        bad=[
            Slip(1, [("online do 2 listopada", "online do 5 listopada")], "date"),
            Slip(2, [("The entry fee is PLN 25", "The entry fee is PLN 35")], "number"),
            Slip(
                0,
                [
                    (
                        "pierwszy start – o 10:30.",
                        "pierwszy start – o 10:30. Przez cały czas na trasie będzie dyżurował ratownik medyczny.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-migrato-docs-wycofywanie-migracji-tabela",
        source=(
            "### Wycofywanie migracji\n\n"
            "Polecenie `migrato rollback` cofa ostatnią zastosowaną migrację. Aby cofnąć kilka migracji naraz, podaj ich liczbę w "
            "opcji `--steps`, np.:\n\n"
            "```bash\nmigrato rollback --steps 3\n```\n\n"
            "| Opcja | Domyślnie | Opis |\n"
            "|---|---|---|\n"
            "| `--steps` | 1 | liczba migracji do cofnięcia |\n"
            "| `--lock-timeout` | 30 s | maksymalny czas oczekiwania na blokadę tabeli |\n\n"
            "Przed wycofaniem migracji na środowisku produkcyjnym zalecamy wykonanie kopii zapasowej (`migrato backup`). Znane "
            "problemy z blokadami w PostgreSQL 12 opisano w zgłoszeniu [#412](https://github.com/migrato/migrato/issues/412)."
        ),
        good=[
            Good(
                "preserve",
                "### Wycofywanie migracji\n\n"
                "Ostatnio zastosowaną migrację cofniesz poleceniem `migrato rollback`. Jeśli chcesz wycofać kilka naraz, przekaż "
                "ich liczbę w opcji `--steps`, na przykład:\n\n"
                "```bash\nmigrato rollback --steps 3\n```\n\n"
                "| Opcja | Domyślnie | Opis |\n"
                "|---|---|---|\n"
                "| `--steps` | 1 | ile migracji cofnąć |\n"
                "| `--lock-timeout` | 30 s | najdłuższy czas oczekiwania na blokadę tabeli |\n\n"
                "Zanim wycofasz migracje na produkcji, zalecamy zrobić kopię zapasową (`migrato backup`). Znane problemy z "
                "blokadami w PostgreSQL 12 są opisane w zgłoszeniu [#412](https://github.com/migrato/migrato/issues/412).",
            ),
            Good(
                "preserve",
                "### Wycofywanie migracji\n\n"
                "`migrato rollback` wycofuje ostatnią zastosowaną migrację. Kilka migracji naraz cofa się, podając ich liczbę w "
                "opcji `--steps`, np.:\n\n"
                "```bash\nmigrato rollback --steps 3\n```\n\n"
                "Dostępne opcje:\n\n"
                "- `--steps` (domyślnie 1) – liczba migracji do cofnięcia;\n"
                "- `--lock-timeout` (domyślnie 30 s) – maksymalny czas oczekiwania na blokadę tabeli.\n\n"
                "Przed wycofywaniem migracji na produkcji zalecamy wykonanie kopii zapasowej poleceniem `migrato backup`. Znane "
                "problemy z blokadami w PostgreSQL 12 opisuje zgłoszenie [#412](https://github.com/migrato/migrato/issues/412).",
            ),
            Good(
                "en",
                "### Rolling back migrations\n\n"
                "The `migrato rollback` command reverts the most recently applied migration. To roll back several migrations at "
                "once, pass their number to the `--steps` option, e.g.:\n\n"
                "```bash\nmigrato rollback --steps 3\n```\n\n"
                "| Option | Default | Description |\n"
                "|---|---|---|\n"
                "| `--steps` | 1 | number of migrations to roll back |\n"
                "| `--lock-timeout` | 30 s | maximum time to wait for a table lock |\n\n"
                "Before rolling back in production, we recommend making a backup (`migrato backup`). Known locking issues with "
                "PostgreSQL 12 are described in issue [#412](https://github.com/migrato/migrato/issues/412).",
            ),
        ],
        bad=[
            Slip(0, [("(`migrato backup`)", "(`migrato dump`)")], "code"),
            Slip(
                2,
                [("| `--lock-timeout` | 30 s | maximum time to wait for a table lock |\n", "")],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "(https://github.com/migrato/migrato/issues/412)",
                        "(https://github.com/migrato/migrato-cli/issues/412)",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-biblioteka-gminna-zasady-wypozyczen-oplaty",
        source=(
            "Zasady wypożyczeń w Bibliotece Publicznej Gminy Rudnik\n"
            "Czytelnik może jednocześnie wypożyczyć do 6 książek i 2 audiobooków na okres 30 dni. Wypożyczenie można przedłużyć "
            "dwukrotnie, o ile na daną pozycję nie czeka inna osoba. Za każdy dzień zwłoki naliczana jest opłata 0,20 zł za "
            "egzemplarz. Czytelnik, który ma nieuregulowane opłaty powyżej 10 zł, nie może wypożyczać kolejnych materiałów. "
            "Księgozbioru podręcznego, czasopism z bieżącego roku ani gier planszowych nie wypożyczamy do domu – można z nich "
            "korzystać w czytelni. Zagubioną lub zniszczoną książkę należy odkupić albo zapłacić jej aktualną wartość rynkową. "
            "Dzieci do 13. roku życia zapisują się na podstawie zgody rodzica lub opiekuna."
        ),
        good=[
            Good(
                "preserve",
                "Jak wypożyczać w Bibliotece Publicznej Gminy Rudnik?\n"
                "Jednorazowo możesz wziąć do 6 książek i 2 audiobooki, na 30 dni. Termin zwrotu da się przedłużyć dwa razy, jeśli "
                "nikt inny nie czeka na daną pozycję. Za każdy dzień spóźnienia zapłacisz 0,20 zł za egzemplarz. Gdy zaległe "
                "opłaty przekroczą 10 zł, nie możesz wypożyczać kolejnych materiałów. Księgozbioru podręcznego, czasopism z "
                "bieżącego roku i gier planszowych nie wypożyczamy do domu – możesz z nich korzystać w czytelni. Jeśli zgubisz lub "
                "zniszczysz książkę, musisz ją odkupić albo zapłacić jej aktualną wartość rynkową. Dzieci do 13. roku życia "
                "zapisujemy za zgodą rodzica lub opiekuna.",
            ),
            Good(
                "preserve",
                "Biblioteka Publiczna Gminy Rudnik – zasady wypożyczeń\n"
                "• Limit: maksymalnie 6 książek i 2 audiobooki jednocześnie, na okres 30 dni.\n"
                "• Prolongata: możliwa dwukrotnie, pod warunkiem że na pozycję nie oczekuje inny czytelnik.\n"
                "• Opłata za przetrzymanie: 0,20 zł za egzemplarz za każdy dzień zwłoki.\n"
                "• Czytelnik z nieuregulowanymi opłatami powyżej 10 zł nie może wypożyczać kolejnych materiałów.\n"
                "• Do domu nie wypożycza się księgozbioru podręcznego, czasopism z bieżącego roku ani gier planszowych; można z "
                "nich korzystać w czytelni.\n"
                "• Zagubioną lub zniszczoną książkę należy odkupić lub zapłacić jej aktualną wartość rynkową.\n"
                "• Dzieci do 13. roku życia zapisywane są za zgodą rodzica lub opiekuna.",
            ),
            Good(
                "en",
                "Borrowing rules at the Rudnik Municipal Public Library\n"
                "You can borrow up to 6 books and 2 audiobooks at a time for 30 days. A loan can be renewed twice, provided no one "
                "else is waiting for the item. A late fee of PLN 0.20 per item is charged for each day overdue. Readers with "
                "unpaid fees of more than PLN 10 cannot borrow further materials. Reference books, current-year magazines and "
                "board games are not lent for home use – they can be used in the reading room. A lost or damaged book must be "
                "replaced or paid for at its current market value. Children under 13 are registered with the consent of a parent "
                "or guardian.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "pod warunkiem że na pozycję nie oczekuje inny czytelnik",
                        "pod warunkiem że na pozycję oczekuje inny czytelnik",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "A lost or damaged book must be replaced",
                        "A lost or damaged book should be replaced",
                    )
                ],
                "modality",
            ),
            Slip(0, [("do 6 książek", "do 8 książek")], "number"),
        ],
    ),
    Case(
        key="pl-dendroklimatologia-swierk-sudety-abstrakt",
        source=(
            "Celem badań była rekonstrukcja warunków klimatycznych okresu wegetacyjnego w Sudetach Wschodnich na podstawie "
            "szerokości słojów świerka pospolitego. Zbudowano chronologię obejmującą lata 1761–2022, opartą na 58 drzewach z "
            "trzech stanowisk położonych powyżej 1100 m n.p.m. Analiza korelacyjna wykazała, że przyrosty radialne zależą przede "
            "wszystkim od temperatury lipca (r = 0,62). Zgodnie z wcześniejszymi wynikami (Nowicka i Halas 2017, „Acta "
            "Dendrologica Silesiana” 44: 112–125) sygnał temperaturowy słabnie po 1980 r., co może wynikać z zanieczyszczenia "
            "powietrza lub zmian w strukturze drzewostanów. Rekonstrukcja sugeruje, że lata 1810–1820 były prawdopodobnie "
            "najchłodniejszą dekadą w badanym okresie."
        ),
        good=[
            Good(
                "preserve",
                "Chcieliśmy odtworzyć warunki klimatyczne okresu wegetacyjnego w Sudetach Wschodnich na podstawie szerokości "
                "słojów świerka pospolitego. Z 58 drzew rosnących na trzech stanowiskach położonych wyżej niż 1100 m n.p.m. "
                "zbudowaliśmy chronologię za lata 1761–2022. Analiza korelacyjna wykazała, że przyrost radialny zależy głównie od "
                "temperatury lipca (r = 0,62). Podobnie jak we wcześniejszej pracy (Nowicka i Halas 2017, „Acta Dendrologica "
                "Silesiana” 44: 112–125), sygnał temperaturowy po 1980 r. słabnie – może to być skutek zanieczyszczenia powietrza "
                "lub zmian w strukturze drzewostanów. Rekonstrukcja sugeruje, że najchłodniejszą dekadą badanego okresu były "
                "prawdopodobnie lata 1810–1820.",
            ),
            Good(
                "preserve",
                "Badania miały na celu rekonstrukcję warunków klimatycznych okresu wegetacyjnego w Sudetach Wschodnich na "
                "podstawie szerokości słojów świerka pospolitego. Chronologię dla lat 1761–2022 opracowano z wykorzystaniem 58 "
                "drzew z trzech stanowisk powyżej 1100 m n.p.m. Analiza korelacyjna wykazała, że o przyrostach radialnych decyduje "
                "przede wszystkim temperatura lipca (r = 0,62). Po 1980 r. sygnał temperaturowy słabnie, co jest zgodne z "
                "wcześniejszymi wynikami (Nowicka i Halas 2017, „Acta Dendrologica Silesiana” 44: 112–125); przyczyną może być "
                "zanieczyszczenie powietrza lub zmiany w strukturze drzewostanów. Wyniki rekonstrukcji sugerują, że lata 1810–1820 "
                "były prawdopodobnie najchłodniejszą dekadą badanego okresu.",
            ),
            Good(
                "en",
                "The aim of the study was to reconstruct growing-season climate conditions in the Eastern Sudetes from the ring "
                "widths of Norway spruce. A chronology covering 1761–2022 was built from 58 trees at three sites above 1,100 m "
                "a.s.l. Correlation analysis showed that radial growth depends primarily on July temperature (r = 0.62). In line "
                "with earlier findings (Nowicka and Halas 2017, Acta Dendrologica Silesiana 44: 112–125), the temperature signal "
                "weakens after 1980, which may be due to air pollution or changes in stand structure. The reconstruction suggests "
                "that 1810–1820 was probably the coldest decade of the study period.",
            ),
        ],
        bad=[
            Slip(2, [("44: 112–125", "44: 212–225")], "citation"),
            Slip(
                0,
                [("– może to być skutek zanieczyszczenia", "– jest to skutek zanieczyszczenia")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Badania miały na celu rekonstrukcję warunków klimatycznych okresu wegetacyjnego w Sudetach Wschodnich na "
                        "podstawie szerokości słojów świerka pospolitego.",
                        "The study aimed to reconstruct growing-season climate conditions in the Eastern Sudetes from Norway "
                        "spruce ring widths.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-spoldzielnia-kontrola-szczelnosci-gazu-komunikat",
        source=(
            "Zarząd Spółdzielni Mieszkaniowej „Przyszłość” informuje, że w dniach 14–16 października 2025 r. firma Gaz-Serwis "
            "przeprowadzi coroczną kontrolę szczelności instalacji gazowej w budynkach przy ul. Reymonta 3, 5 i 7. Przegląd w "
            "każdym mieszkaniu potrwa około 15 minut. Harmonogram wizyt zostanie wywieszony na klatkach schodowych najpóźniej "
            "tydzień przed kontrolą. Lokatorzy są zobowiązani udostępnić mieszkanie w wyznaczonym terminie. Jeśli nie mogą "
            "Państwo być obecni, prosimy o wskazanie osoby upoważnionej lub o kontakt z administracją pod numerem 52 311 40 22 w "
            "celu ustalenia terminu dodatkowego. Pracownicy firmy mają przy sobie legitymacje służbowe i nie pobierają żadnych "
            "opłat."
        ),
        good=[
            Good(
                "preserve",
                "Drodzy Mieszkańcy ul. Reymonta 3, 5 i 7!\n"
                "Od 14 do 16 października 2025 r. firma Gaz-Serwis przeprowadzi w Waszych budynkach coroczną kontrolę szczelności "
                "instalacji gazowej. W jednym mieszkaniu zajmie to mniej więcej 15 minut. Harmonogram wizyt zawiśnie na klatkach "
                "schodowych najpóźniej tydzień przed kontrolą. Każdy lokator ma obowiązek udostępnić mieszkanie w wyznaczonym "
                "terminie. Jeśli nie będzie Was w domu, prosimy wskazać osobę upoważnioną albo zadzwonić do administracji "
                "(52 311 40 22), by ustalić dodatkowy termin. Pracownicy firmy mają przy sobie legitymacje służbowe i nie pobierają "
                "żadnych opłat.\n"
                "Zarząd SM „Przyszłość”",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że coroczna kontrola szczelności instalacji gazowej w budynkach przy ul. Reymonta 3, 5 i 7 "
                "odbędzie się w dniach 14–16 października 2025 r. Przeprowadzi ją firma Gaz-Serwis, a sprawdzenie jednego "
                "mieszkania potrwa około 15 minut. Harmonogram wizyt zostanie umieszczony na klatkach schodowych nie później niż "
                "tydzień przed terminem kontroli. Lokatorzy mają obowiązek udostępnić lokal w wyznaczonym czasie; w razie "
                "nieobecności prosimy wskazać osobę upoważnioną albo skontaktować się z administracją (tel. 52 311 40 22) w celu "
                "uzgodnienia dodatkowego terminu. Pracownicy Gaz-Serwisu mają przy sobie legitymacje służbowe i nie pobierają "
                "żadnych opłat.\n"
                "Zarząd Spółdzielni Mieszkaniowej „Przyszłość”",
            ),
            Good(
                "en",
                "The Board of the “Przyszłość” Housing Cooperative would like to inform you that on 14–16 October 2025 Gaz-Serwis "
                "will carry out the annual gas installation leak test in the buildings at ul. Reymonta 3, 5 and 7. The inspection "
                "will take about 15 minutes per flat. The visit schedule will be posted in the stairwells at least one week before "
                "the inspection. Residents are required to make their flats available at the scheduled time. If you cannot be "
                "present, please name an authorised person or contact the management office on 52 311 40 22 to arrange an "
                "additional appointment. The company's staff carry official ID cards and do not charge any fees.",
            ),
        ],
        bad=[
            Slip(2, [("on 14–16 October 2025", "on 14–16 November 2025")], "date"),
            Slip(
                1,
                [("Lokatorzy mają obowiązek udostępnić lokal", "Lokatorzy mogą udostępnić lokal")],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "W jednym mieszkaniu zajmie to mniej więcej 15 minut.",
                        "W jednym mieszkaniu zajmie to mniej więcej 15 minut, a po kontroli każdy lokator otrzyma protokół z "
                        "wynikiem pomiaru.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-przychodnia-klauzula-informacyjna-rodo-dane",
        source=(
            "Klauzula informacyjna\n"
            "Administratorem Pani/Pana danych osobowych jest Przychodnia Rodzinna „Zdrowie” sp. z o.o. z siedzibą w Lublinie, "
            "ul. Lipowa 8. Z inspektorem ochrony danych można kontaktować się pod adresem iod@przychodnia-zdrowie.pl. Dane "
            "przetwarzamy w celu udzielania świadczeń zdrowotnych na podstawie art. 9 ust. 2 lit. h RODO oraz prowadzenia "
            "dokumentacji medycznej zgodnie z ustawą z dnia 6 listopada 2008 r. o prawach pacjenta i Rzeczniku Praw Pacjenta. "
            "Dokumentację medyczną przechowujemy przez 20 lat od końca roku kalendarzowego, w którym dokonano ostatniego wpisu. "
            "Dane nie będą przekazywane do państw trzecich i nie będą wykorzystywane do zautomatyzowanego podejmowania decyzji. "
            "Przysługuje Pani/Panu prawo wniesienia skargi do Prezesa UODO."
        ),
        good=[
            Good(
                "preserve",
                "Kto przetwarza Twoje dane? Administratorem jest Przychodnia Rodzinna „Zdrowie” sp. z o.o. z siedzibą w Lublinie, "
                "ul. Lipowa 8. Do inspektora ochrony danych napiszesz na adres iod@przychodnia-zdrowie.pl. Twoje dane "
                "przetwarzamy, aby udzielać Ci świadczeń zdrowotnych (podstawa: art. 9 ust. 2 lit. h RODO) i prowadzić "
                "dokumentację medyczną zgodnie z ustawą z dnia 6 listopada 2008 r. o prawach pacjenta i Rzeczniku Praw Pacjenta. "
                "Dokumentację medyczną przechowujemy 20 lat, licząc od końca roku kalendarzowego, w którym dokonano ostatniego "
                "wpisu. Nie przekazujemy danych do państw trzecich i nie wykorzystujemy ich do zautomatyzowanego podejmowania "
                "decyzji. Masz prawo złożyć skargę do Prezesa UODO.",
            ),
            Good(
                "preserve",
                "Klauzula informacyjna – najważniejsze informacje\n"
                "- Administrator danych: Przychodnia Rodzinna „Zdrowie” sp. z o.o. z siedzibą w Lublinie, ul. Lipowa 8.\n"
                "- Kontakt z inspektorem ochrony danych: iod@przychodnia-zdrowie.pl.\n"
                "- Cel i podstawa przetwarzania: udzielanie świadczeń zdrowotnych (art. 9 ust. 2 lit. h RODO) oraz prowadzenie "
                "dokumentacji medycznej zgodnie z ustawą z dnia 6 listopada 2008 r. o prawach pacjenta i Rzeczniku Praw Pacjenta.\n"
                "- Okres przechowywania dokumentacji medycznej: 20 lat od końca roku kalendarzowego, w którym dokonano ostatniego "
                "wpisu.\n"
                "- Dane nie będą przekazywane do państw trzecich ani wykorzystywane do zautomatyzowanego podejmowania decyzji.\n"
                "- Ma Pani/Pan prawo wnieść skargę do Prezesa UODO.",
            ),
            Good(
                "en",
                "Information clause\n"
                "The controller of your personal data is Przychodnia Rodzinna „Zdrowie” sp. z o.o., with its registered office in "
                "Lublin, ul. Lipowa 8. You can contact the data protection officer at iod@przychodnia-zdrowie.pl. We process your "
                "data to provide healthcare services on the basis of Article 9(2)(h) GDPR and to keep medical records in "
                "accordance with the Act of 6 November 2008 on Patient Rights and the Patient Rights Ombudsman. Medical records are "
                "kept for 20 years from the end of the calendar year in which the last entry was made. Your data will not be "
                "transferred to third countries and will not be used for automated decision-making. You have the right to lodge a "
                "complaint with the President of the Personal Data Protection Office (UODO).",
            ),
        ],
        bad=[
            Slip(
                1,
                [("(art. 9 ust. 2 lit. h RODO)", "(art. 6 ust. 1 lit. c RODO)")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "and will not be used for automated decision-making",
                        "and will be used for automated decision-making",
                    )
                ],
                "negation",
            ),
            Slip(0, [("iod@przychodnia-zdrowie.pl", "iod@zdrowie-przychodnia.pl")], "url"),
        ],
    ),
    Case(
        key="pl-suplement-witamina-d3-etykieta-porcja",
        source=(
            "Witamina D3 2000 j.m. – suplement diety\n"
            "Zalecana porcja do spożycia w ciągu dnia: 1 kapsułka, najlepiej podczas posiłku zawierającego tłuszcz. Nie należy "
            "przekraczać zalecanej porcji. Opakowanie zawiera 90 kapsułek. Szacuje się, że nawet około 90% dorosłych Polaków ma "
            "niedobór witaminy D w okresie jesienno-zimowym. Witamina D pomaga w utrzymaniu zdrowych kości i prawidłowym "
            "funkcjonowaniu układu odpornościowego. Kobiety w ciąży i karmiące piersią powinny stosować produkt po konsultacji z "
            "lekarzem. Suplement diety nie może być stosowany jako substytut zróżnicowanej diety. Przechowywać w temperaturze "
            "pokojowej, w miejscu niedostępnym dla małych dzieci. Najlepiej spożyć przed: patrz spód opakowania."
        ),
        good=[
            Good(
                "preserve",
                "Witamina D3 2000 j.m. to suplement diety – w opakowaniu znajdziesz 90 kapsułek.\n"
                "Zalecana porcja to 1 kapsułka dziennie, najlepiej do posiłku zawierającego tłuszcz – nie przekraczaj jej. Witamina "
                "D pomaga w utrzymaniu zdrowych kości i prawidłowym funkcjonowaniu układu odpornościowego. Szacuje się, że "
                "jesienią i zimą niedobór tej witaminy ma nawet około 90% dorosłych Polaków. Jeśli jesteś w ciąży lub karmisz "
                "piersią, przed stosowaniem produktu powinnaś skonsultować się z lekarzem. Pamiętaj, że suplement diety nie może "
                "zastępować zróżnicowanej diety. Przechowuj w temperaturze pokojowej, w miejscu niedostępnym dla małych dzieci. "
                "Datę minimalnej trwałości znajdziesz na spodzie opakowania.",
            ),
            Good(
                "preserve",
                "WITAMINA D3 2000 j.m. | suplement diety | 90 kapsułek\n"
                "Sposób użycia: 1 kapsułka dziennie, najlepiej w trakcie posiłku zawierającego tłuszcz. Nie przekraczać zalecanej "
                "dziennej porcji.\n"
                "Witamina D pomaga w utrzymaniu zdrowych kości oraz w prawidłowym funkcjonowaniu układu odpornościowego. W okresie "
                "jesienno-zimowym niedobór witaminy D ma, jak się szacuje, nawet około 90% dorosłych Polaków.\n"
                "Kobiety w ciąży i karmiące piersią powinny stosować produkt po konsultacji z lekarzem. Suplement diety nie może "
                "być stosowany jako substytut zróżnicowanej diety.\n"
                "Przechowywanie: temperatura pokojowa, miejsce niedostępne dla małych dzieci. Najlepiej spożyć przed: patrz spód "
                "opakowania.",
            ),
            Good(
                "en",
                "Vitamin D3 2000 IU – food supplement\n"
                "Recommended daily serving: 1 capsule, preferably with a meal containing fat. Do not exceed the recommended daily "
                "serving. The pack contains 90 capsules. It is estimated that as many as about 90% of adult Poles are vitamin D "
                "deficient in autumn and winter. Vitamin D contributes to the maintenance of healthy bones and to the normal "
                "function of the immune system. Pregnant and breastfeeding women should use the product after consulting a "
                "doctor. A food supplement must not be used as a substitute for a varied diet. Store at room temperature, out of "
                "reach of young children. Best before: see bottom of the pack.",
            ),
        ],
        bad=[
            Slip(1, [("ma, jak się szacuje, nawet około 90%", "ma nawet około 90%")], "hedge"),
            Slip(
                2, [("The pack contains 90 capsules.", "The pack contains 60 capsules.")], "number"
            ),
            Slip(
                0,
                [("powinnaś skonsultować się z lekarzem", "możesz skonsultować się z lekarzem")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-rod-zakaz-spalania-odpadow-komunikat",
        source=(
            "Komunikat Zarządu ROD „Malwa” w sprawie palenia ognisk i spalania odpadów\n"
            "Przypominamy, że zgodnie z § 68 ust. 1 pkt 3 Regulaminu ROD na terenie ogrodu nie wolno spalać odpadów roślinnych "
            "ani żadnych innych odpadów. Zakaz ten wynika także z art. 191 ustawy o odpadach. Dopuszczalne jest jedynie "
            "korzystanie z grilla na działce, pod warunkiem że dym nie jest uciążliwy dla sąsiadów. Gałęzie i liście należy "
            "kompostować lub oddać do kontenera na odpady zielone, który w sezonie stoi przy bramie głównej i jest opróżniany w "
            "każdy piątek. Za naruszenie zakazu Zarząd może udzielić upomnienia, a w przypadku powtarzających się wykroczeń – "
            "wszcząć procedurę pozbawienia członkostwa. Straż miejska może ukarać mandatem do 500 zł."
        ),
        good=[
            Good(
                "preserve",
                "Drodzy Działkowcy!\n"
                "W sprawie ognisk i spalania odpadów przypominamy: w ROD „Malwa” nie wolno spalać odpadów roślinnych ani żadnych "
                "innych – zabrania tego § 68 ust. 1 pkt 3 Regulaminu ROD, a także art. 191 ustawy o odpadach. Na działce możecie "
                "jedynie grillować, o ile dym nie jest uciążliwy dla sąsiadów. Gałęzie i liście trzeba kompostować albo oddać do "
                "kontenera na odpady zielone – w sezonie stoi on przy bramie głównej i jest opróżniany co piątek. Za złamanie "
                "zakazu Zarząd może udzielić upomnienia, a przy powtarzających się wykroczeniach – wszcząć procedurę pozbawienia "
                "członkostwa. Straż miejska może też nałożyć mandat do 500 zł.\n"
                "Zarząd ROD „Malwa”",
            ),
            Good(
                "preserve",
                "Komunikat Zarządu ROD „Malwa” – ogniska i spalanie odpadów\n"
                "Zarząd przypomina, że na terenie ogrodu obowiązuje zakaz spalania odpadów roślinnych oraz wszelkich innych "
                "odpadów. Wynika on z § 68 ust. 1 pkt 3 Regulaminu ROD oraz z art. 191 ustawy o odpadach. Jedynym dopuszczalnym "
                "wyjątkiem jest grill na działce, o ile dym nie jest uciążliwy dla sąsiadów. Gałęzie i liście należy kompostować "
                "bądź oddawać do kontenera na odpady zielone, ustawionego w sezonie przy bramie głównej; kontener opróżniany jest "
                "w każdy piątek.\n"
                "Za naruszenie zakazu:\n"
                "- Zarząd może udzielić upomnienia;\n"
                "- w przypadku powtarzających się wykroczeń Zarząd może wszcząć procedurę pozbawienia członkostwa;\n"
                "- straż miejska może ukarać mandatem do 500 zł.",
            ),
            Good(
                "en",
                "Notice from the Board of the “Malwa” Allotment Garden on bonfires and burning waste\n"
                "We would like to remind you that under § 68(1)(3) of the Allotment Garden Rules, burning plant waste or any other "
                "waste is not allowed in the garden. This ban also follows from Article 191 of the Waste Act. The only thing "
                "permitted is using a barbecue on your plot, provided the smoke is not a nuisance to your neighbours. Branches and "
                "leaves must be composted or taken to the green waste container, which stands by the main gate during the season "
                "and is emptied every Friday. For breaching the ban, the Board may issue a reprimand and, in the case of repeated "
                "offences, start proceedings to revoke membership. The municipal police may impose a fine of up to PLN 500.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "burning plant waste or any other waste is not allowed in the garden",
                        "burning plant waste is allowed in the garden, but not any other waste",
                    )
                ],
                "negation",
            ),
            Slip(
                0, [("art. 191 ustawy o odpadach", "art. 192 ustawy o odpadach")], "legal_reference"
            ),
            Slip(
                1,
                [
                    (
                        "kontener opróżniany jest w każdy piątek.",
                        "kontener opróżniany jest w każdy piątek, a jego wywóz finansuje gmina.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-schronisko-newsletter-adopcje-marzec-wolontariusze",
        source=(
            "Wieści ze schroniska „Psia Łapa” – marzec 2025\n"
            "W lutym do nowych domów trafiło 27 psów i 14 kotów – dziękujemy! Obecnie pod naszą opieką przebywa 112 zwierząt, w "
            "tym 9 szczeniąt z interwencji w gminie Baranów. Przed adopcją każda rodzina odbywa rozmowę z opiekunem i co najmniej "
            "dwa spacery z wybranym psem. Nie wydajemy zwierząt osobom poniżej 18. roku życia ani na prezent. Wszystkie psy są "
            "zaszczepione i zaczipowane; dorosłe są także wykastrowane, a szczenięta poniżej 6 miesięcy jeszcze nie. Pilnie "
            "potrzebujemy suchej karmy dla szczeniąt i koców. Wolontariuszy zapraszamy na szkolenie w sobotę 15 marca o 11:00."
        ),
        good=[
            Good(
                "preserve",
                "Marzec 2025 w „Psiej Łapie”\n"
                "W lutym nowy dom znalazło 27 psów i 14 kotów – dziękujemy! Teraz opiekujemy się 112 zwierzakami, wśród nich jest "
                "9 szczeniąt z interwencji w gminie Baranów. Przed adopcją każda rodzina rozmawia z opiekunem i idzie z wybranym "
                "psiakiem na co najmniej dwa spacery. Nie oddajemy zwierząt osobom, które nie "
                "skończyły 18 lat, ani z przeznaczeniem na prezent. Wszystkie psy są zaszczepione i zaczipowane, dorosłe – także "
                "wykastrowane; szczenięta poniżej 6 miesięcy jeszcze nie są kastrowane. Pilnie szukamy suchej karmy dla szczeniąt "
                "i koców. Wolontariuszy zapraszamy na szkolenie w sobotę 15 marca o 11:00.",
            ),
            Good(
                "preserve",
                "Wieści ze schroniska „Psia Łapa” (marzec 2025)\n"
                "• Adopcje w lutym: 27 psów i 14 kotów. Dziękujemy!\n"
                "• Pod naszą opieką jest teraz 112 zwierząt, w tym 9 szczeniąt z interwencji w gminie Baranów.\n"
                "• Przed adopcją każda rodzina: rozmowa z opiekunem i minimum dwa spacery z wybranym psem.\n"
                "• Zwierząt nie wydajemy osobom poniżej 18. roku życia ani na prezent.\n"
                "• Psy są zaszczepione i zaczipowane; dorosłe są również wykastrowane, szczenięta poniżej 6 miesięcy – jeszcze "
                "nie.\n"
                "• Pilnie potrzebne: sucha karma dla szczeniąt oraz koce.\n"
                "• Szkolenie dla wolontariuszy: sobota, 15 marca, godz. 11:00.",
            ),
            Good(
                "en",
                "News from the Psia Łapa shelter – March 2025\n"
                "In February, 27 dogs and 14 cats went to new homes – thank you! We are currently caring for 112 animals, "
                "including 9 puppies taken in during an intervention in Baranów municipality. Before adopting, every family has a "
                "conversation with a caregiver and goes on at least two walks with the dog they have chosen. We do not release "
                "animals to anyone under 18 or as gifts. All dogs are vaccinated and microchipped; adult dogs are also neutered, "
                "while puppies under 6 months are not yet. We urgently need dry puppy food and blankets. Volunteers are invited to "
                "a training session on Saturday, 15 March at 11:00 a.m.",
            ),
        ],
        bad=[
            Slip(1, [("jest teraz 112 zwierząt", "jest teraz 121 zwierząt")], "number"),
            Slip(
                0,
                [
                    (
                        "Nie oddajemy zwierząt osobom, które nie skończyły 18 lat, ani z przeznaczeniem na prezent.",
                        "Oddajemy zwierzęta także osobom, które nie skończyły 18 lat, ale nie z przeznaczeniem na prezent.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "We urgently need dry puppy food and blankets. Volunteers are invited to a training session on Saturday, "
                        "15 March at 11:00 a.m.",
                        "Pilnie potrzebujemy suchej karmy dla szczeniąt i koców. Wolontariuszy zapraszamy na szkolenie w sobotę "
                        "15 marca o 11:00.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-ankieta-komunikacja-miejska-gdynia-wyniki",
        source=(
            "Z badania ankietowego przeprowadzonego w maju 2024 r. na próbie 1 046 mieszkańców Gdyni wynika, że 61% respondentów "
            "korzysta z komunikacji miejskiej co najmniej raz w tygodniu. Najczęściej wskazywanym problemem była niska "
            "częstotliwość kursów wieczorem (43% wskazań). Wyniki są zbieżne z ogólnopolskim raportem Kowalewskiego i Mazur "
            "(2022, s. 37), według którego mieszkańcy dużych miast oceniają punktualność wyżej niż dostępność połączeń. Autorzy "
            "zastrzegają, że ze względu na internetowy charakter ankiety osoby powyżej 65 lat mogą być w próbie "
            "niedoreprezentowane, a odsetek regularnych pasażerów jest prawdopodobnie nieco zawyżony. Pełny raport udostępniono w "
            "Biuletynie Informacji Publicznej miasta."
        ),
        good=[
            Good(
                "preserve",
                "61% ankietowanych mieszkańców Gdyni jeździ komunikacją miejską co najmniej raz w tygodniu – tak wynika z ankiety "
                "przeprowadzonej w maju 2024 r. na próbie 1 046 osób. Respondenci najczęściej narzekali na rzadkie kursy wieczorem "
                "(43% wskazań). To zgodne z ogólnopolskim raportem Kowalewskiego i Mazur (2022, s. 37): mieszkańcy dużych miast "
                "wyżej oceniają punktualność niż dostępność połączeń. Autorzy badania zastrzegają jednak, że ankieta była "
                "prowadzona przez internet, więc osoby powyżej 65 lat mogą być w próbie niedoreprezentowane, a odsetek regularnych "
                "pasażerów jest prawdopodobnie nieco zawyżony. Pełny raport jest dostępny w Biuletynie Informacji Publicznej "
                "miasta.",
            ),
            Good(
                "preserve",
                "Najważniejsze wnioski z ankiety (maj 2024 r., 1 046 mieszkańców Gdyni):\n"
                "- 61% badanych korzysta z komunikacji miejskiej przynajmniej raz w tygodniu;\n"
                "- najczęściej zgłaszany problem to niska częstotliwość kursów w godzinach wieczornych (43% wskazań).\n"
                "Wyniki pokrywają się z ogólnopolskim raportem Kowalewskiego i Mazur (2022, s. 37), zgodnie z którym mieszkańcy "
                "dużych miast oceniają punktualność wyżej niż dostępność połączeń. Ponieważ ankietę przeprowadzono przez "
                "internet, autorzy zastrzegają, że osoby powyżej 65 lat mogą być w próbie niedoreprezentowane, a odsetek "
                "regularnych pasażerów jest prawdopodobnie nieco zawyżony. Pełny raport opublikowano w Biuletynie Informacji "
                "Publicznej miasta.",
            ),
            Good(
                "en",
                "A survey conducted in May 2024 among a sample of 1,046 residents of Gdynia shows that 61% of respondents use "
                "public transport at least once a week. The most frequently reported problem was the low frequency of evening "
                "services (43% of responses). The results are consistent with the national report by Kowalewski and Mazur (2022, "
                "p. 37), according to which residents of large cities rate punctuality more highly than the availability of "
                "connections. The authors caution that, because the survey was conducted online, people over 65 may be "
                "under-represented in the sample, and the share of regular passengers is probably somewhat overstated. The full "
                "report has been published in the city's Public Information Bulletin.",
            ),
        ],
        bad=[
            Slip(1, [("Mazur (2022, s. 37)", "Mazur (2021, s. 37)")], "citation"),
            Slip(2, [("is probably somewhat overstated", "is somewhat overstated")], "hedge"),
            Slip(
                0,
                [
                    (
                        "Respondenci najczęściej narzekali na rzadkie kursy wieczorem (43% wskazań).",
                        "Respondenci najczęściej narzekali na rzadkie kursy wieczorem (43% wskazań), zwłaszcza na liniach do "
                        "Obłuża i Pogórza.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-dzial-it-zmiana-konfiguracji-vpn",
        source=(
            "Komunikat działu IT: zmiana konfiguracji VPN\n"
            "Od poniedziałku 1 grudnia 2025 r. stary serwer vpn1.nadwislanski.local zostanie wyłączony. Przed tym terminem każdy "
            "pracownik zdalny musi pobrać z intranetu nowy plik konfiguracyjny `nadwislanski-2025.ovpn` i zaimportować go w "
            "kliencie OpenVPN Connect w wersji 3.4 lub nowszej. Na Linuksie wystarczy polecenie `sudo openvpn --config "
            "nadwislanski-2025.ovpn`. Logowanie wymaga kodu z aplikacji uwierzytelniającej; kody SMS nie będą już akceptowane. "
            "Jeśli połączenie nie działa, sprawdź, czy w pliku nie zmieniono parametru `remote-cert-tls server`. Pomoc: "
            "helpdesk@nadwislanski.pl lub wewn. 4455, w dni robocze 8:00–16:00."
        ),
        good=[
            Good(
                "preserve",
                "Zmiana konfiguracji VPN – co musisz zrobić\n"
                "Stary serwer vpn1.nadwislanski.local zostanie wyłączony w poniedziałek 1 grudnia 2025 r. Jeśli pracujesz "
                "zdalnie, musisz jeszcze przed tą datą:\n"
                "1. pobrać z intranetu nowy plik konfiguracyjny `nadwislanski-2025.ovpn`,\n"
                "2. zaimportować go w kliencie OpenVPN Connect (wersja 3.4 lub nowsza).\n"
                "Na Linuksie wystarczy: `sudo openvpn --config nadwislanski-2025.ovpn`.\n"
                "Do logowania potrzebny będzie kod z aplikacji uwierzytelniającej – kodów SMS system już nie przyjmie. Gdy "
                "połączenie nie działa, sprawdź, czy w pliku nie zmieniono parametru `remote-cert-tls server`. Pomoc: "
                "helpdesk@nadwislanski.pl albo wewn. 4455 (dni robocze, 8:00–16:00).",
            ),
            Good(
                "preserve",
                "Dział IT informuje, że z dniem 1 grudnia 2025 r. (poniedziałek) stary serwer vpn1.nadwislanski.local zostanie "
                "wyłączony. Wszyscy pracownicy zdalni są zobowiązani do pobrania przed tym terminem nowego pliku konfiguracyjnego "
                "`nadwislanski-2025.ovpn` z intranetu i zaimportowania go w kliencie OpenVPN Connect w wersji co najmniej 3.4. Na "
                "Linuksie wystarczy wykonać polecenie `sudo openvpn --config nadwislanski-2025.ovpn`. Do zalogowania niezbędny "
                "jest kod z aplikacji uwierzytelniającej – kody SMS nie będą już akceptowane. W razie problemów z połączeniem "
                "należy sprawdzić, czy w pliku nie został zmieniony parametr `remote-cert-tls server`. Wsparcie: "
                "helpdesk@nadwislanski.pl, wewn. 4455, w dni robocze w godz. 8:00–16:00.",
            ),
            Good(
                "en",
                "IT notice: VPN configuration change\n"
                "From Monday, 1 December 2025, the old server vpn1.nadwislanski.local will be switched off. Before that date, every "
                "remote employee must download the new configuration file `nadwislanski-2025.ovpn` from the intranet and import it "
                "into OpenVPN Connect version 3.4 or later. On Linux, the command `sudo openvpn --config nadwislanski-2025.ovpn` "
                "is enough. Logging in requires a code from an authenticator app; SMS codes will no longer be accepted. If the "
                "connection does not work, check that the `remote-cert-tls server` parameter has not been changed in the file. "
                "Help: helpdesk@nadwislanski.pl or ext. 4455, on working days 8:00 a.m.–4:00 p.m.",
            ),
        ],
        bad=[
            Slip(2, [("`remote-cert-tls server`", "`remote-cert-tls client`")], "code"),
            Slip(
                0,
                [
                    (
                        "zostanie wyłączony w poniedziałek 1 grudnia 2025 r.",
                        "zostanie wyłączony w poniedziałek 1 grudnia 2025 r. z powodu wygaśnięcia jego certyfikatu.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    ("są zobowiązani do pobrania", "są proszeni o pobranie"),
                    ("i zaimportowania go", "i zaimportowanie go"),
                ],
                "modality",
            ),
        ],
    ),
]
