# ruff: noqa: E501, RUF001
"""Blind set 23: English source passages with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="en-abstract-school-breakfast",
        source="This study examined whether universal free school breakfast clubs improve attendance in primary schools. Using administrative data for 212 schools in the North East of England between September 2021 and July 2023, we compared 97 schools that opened a breakfast club with 115 that did not. Persistent absence fell by approximately 2.4 percentage points more in participating schools, and the effect was largest for pupils eligible for free school meals. We found no significant change in Key Stage 2 reading scores over the same period. Consistent with earlier evaluations (Crawford, Hughes & Patel, 2019), the findings suggest that breakfast provision may support attendance, although the observational design means causal claims should be made cautiously. Schools that opened clubs before 8:00 am likely saw larger gains.",
        good=[
            Good(
                "preserve",
                "We looked at whether free breakfast clubs open to every pupil help primary schools improve attendance. Using official records from 212 schools in the North East of England, covering September 2021 to July 2023, we compared the 97 schools that started a breakfast club with the 115 that didn't. In schools with a club, persistent absence dropped by roughly 2.4 percentage points more, and children eligible for free school meals benefited most. Key Stage 2 reading scores showed no significant change over the same period. Like earlier evaluations (Crawford, Hughes & Patel, 2019), our results suggest that providing breakfast may help attendance – but because this was an observational study, we should be careful about claiming cause and effect. Schools whose clubs opened before 8 am probably saw bigger improvements.",
            ),
            Good(
                "preserve",
                "We assessed the effect of universal free breakfast clubs on primary school attendance. Administrative records for 212 schools in North East England (September 2021 – July 2023) allowed a comparison of 97 schools that introduced a breakfast club with 115 that did not. The decline in persistent absence was about 2.4 percentage points greater in participating schools, with the strongest effect among pupils eligible for free school meals. No significant change in Key Stage 2 reading attainment was observed. In line with previous evaluations (Crawford, Hughes & Patel, 2019), the results indicate that breakfast provision may support attendance; given the observational design, however, causal conclusions warrant caution. Gains were likely larger in schools whose clubs opened before 8:00 am.",
            ),
            Good(
                "pl",
                "W badaniu sprawdzono, czy bezpłatne śniadania szkolne dostępne dla wszystkich uczniów poprawiają frekwencję w szkołach podstawowych. Na podstawie danych administracyjnych z 212 szkół w północno-wschodniej Anglii z okresu od września 2021 r. do lipca 2023 r. porównano 97 szkół, które uruchomiły kluby śniadaniowe, ze 115 szkołami, które tego nie zrobiły. W szkołach uczestniczących odsetek uczniów z uporczywą absencją spadł o około 2,4 punktu procentowego bardziej, a efekt był najsilniejszy wśród uczniów uprawnionych do bezpłatnych posiłków szkolnych. W tym samym okresie nie stwierdzono istotnej zmiany wyników z czytania na etapie Key Stage 2. Podobnie jak wcześniejsze ewaluacje (Crawford, Hughes & Patel, 2019), wyniki sugerują, że zapewnianie śniadań może wspierać frekwencję, choć ze względu na obserwacyjny charakter badania wnioski przyczynowe należy formułować ostrożnie. Szkoły, w których kluby otwierano przed 8:00, prawdopodobnie odnotowały większą poprawę.",
            ),
        ],
        bad=[
            Slip(0, [("(Crawford, Hughes & Patel, 2019)", "(Crawford & Patel, 2019)")], "citation"),
            Slip(
                1,
                [
                    (
                        "No significant change in Key Stage 2 reading attainment was observed.",
                        "A significant change in Key Stage 2 reading attainment was observed.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("o około 2,4 punktu procentowego", "o około 4,2 punktu procentowego")],
                "number",
            ),
        ],
    ),
    Case(
        key="en-abstract-seagrass-restoration",
        source="Seagrass meadows store large amounts of carbon, but restoration outcomes remain highly variable. We monitored 18 restored Zostera marina plots in Plymouth Sound, planted between April 2019 and May 2020, and compared them with 6 natural reference meadows. After three growing seasons, shoot density in restored plots reached roughly 60% of reference levels, and sediment organic carbon increased by 11% on average. Plots planted at depths greater than 3 metres did not establish. Survival was lower where seed bags were used instead of transplanted shoots, although this difference was not statistically significant. Our results broadly agree with global syntheses (Unsworth, Bertelli & Cullen-Unsworth, 2022) and suggest that site depth is probably the main constraint on restoration success in sheltered English bays.",
        good=[
            Good(
                "preserve",
                "Seagrass meadows lock away a lot of carbon, yet attempts to restore them give very mixed results. We followed 18 restored plots of Zostera marina in Plymouth Sound, planted between April 2019 and May 2020, and compared them with 6 natural meadows. After three growing seasons, the restored plots had about 60% of the shoot density found in the natural meadows, and organic carbon in the sediment was up by 11% on average. None of the plots deeper than 3 metres took hold. Using seed bags rather than transplanting shoots was linked to lower survival, but the difference wasn't statistically significant. This broadly matches worldwide reviews (Unsworth, Bertelli & Cullen-Unsworth, 2022) and points to depth as probably the biggest limit on restoration in sheltered English bays.",
            ),
            Good(
                "preserve",
                "Although seagrass meadows are important carbon stores, the outcomes of their restoration vary considerably. Eighteen restored Zostera marina plots in Plymouth Sound, established between April 2019 and May 2020, were monitored alongside six natural reference meadows. Following three growing seasons, restored shoot density stood at approximately 60% of reference values, while sediment organic carbon had risen by a mean of 11%. No plots planted deeper than 3 m became established. Survival was lower for seed-bag planting than for shoot transplantation, though not significantly so. These findings are broadly consistent with global syntheses (Unsworth, Bertelli & Cullen-Unsworth, 2022) and indicate that depth is likely the principal constraint on restoration success in sheltered English bays.",
            ),
            Good(
                "pl",
                "Łąki trawy morskiej magazynują duże ilości węgla, jednak efekty ich odtwarzania są bardzo zróżnicowane. Monitorowaliśmy 18 odtworzonych poletek Zostera marina w zatoce Plymouth Sound, obsadzonych między kwietniem 2019 a majem 2020 r., i porównaliśmy je z 6 naturalnymi łąkami referencyjnymi. Po trzech sezonach wegetacyjnych zagęszczenie pędów na odtworzonych poletkach osiągnęło mniej więcej 60% poziomu referencyjnego, a zawartość węgla organicznego w osadzie wzrosła średnio o 11%. Poletka założone na głębokości większej niż 3 metry się nie przyjęły. Przeżywalność była niższa tam, gdzie zamiast przesadzania pędów użyto worków z nasionami, choć różnica ta nie była istotna statystycznie. Wyniki są ogólnie zgodne z globalnymi syntezami (Unsworth, Bertelli & Cullen-Unsworth, 2022) i wskazują, że głębokość jest prawdopodobnie głównym czynnikiem ograniczającym powodzenie odtwarzania w osłoniętych zatokach Anglii.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "points to depth as probably the biggest limit",
                        "points to depth as the biggest limit",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "were monitored alongside six natural reference meadows.",
                        "were monitored monthly by volunteer divers alongside six natural reference meadows.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "(Unsworth, Bertelli & Cullen-Unsworth, 2022)",
                        "(Unsworth & Cullen-Unsworth, 2022)",
                    )
                ],
                "citation",
            ),
        ],
    ),
    Case(
        key="en-password-manager-release",
        source="## Keyvault 4.2.0 release notes\n\n**Released 12 March 2025.** This update is recommended for all users and is required for anyone syncing with the new Keyvault server (version 7 or later).\n\n- Passkeys can now be stored and used on Android 14 and above.\n- The browser extension no longer autofills on pages served over plain HTTP.\n- Vault exports now use AES-256 encryption by default; the old `--legacy-format` flag still works but will be removed in 5.0.\n- Fixed a crash when importing CSV files larger than 50 MB.\n\nWindows 7 is no longer supported. If you use the command-line tool, run `keyvault migrate` once after upgrading. Full changelog: https://keyvault.example.org/changelog/4.2.0.",
        good=[
            Good(
                "preserve",
                "## What's new in Keyvault 4.2.0\n\n**Out on 12 March 2025.** We recommend this update to everyone, and you need it if you sync with the new Keyvault server (version 7 or newer).\n\n- You can now save and use passkeys on Android 14 or later.\n- The browser extension won't autofill on pages loaded over plain HTTP any more.\n- Vault exports are now encrypted with AES-256 by default. The old `--legacy-format` flag still works for now, but it's going away in 5.0.\n- Importing a CSV file bigger than 50 MB no longer crashes the app.\n\nWindows 7 isn't supported any more. Using the command-line tool? Run `keyvault migrate` once after you upgrade. The full changelog is at https://keyvault.example.org/changelog/4.2.0.",
            ),
            Good(
                "preserve",
                "## Keyvault 4.2.0 – release notes\n\n**Release date: 12 March 2025.** All users are advised to install this update; it is mandatory for those syncing with the new Keyvault server (version 7+).\n\n- Passkey storage and use is now supported on Android 14 and later.\n- The browser extension has stopped autofilling on pages served over unencrypted HTTP.\n- AES-256 encryption is now the default for vault exports. The `--legacy-format` flag remains functional but is scheduled for removal in 5.0.\n- Resolved a crash affecting CSV imports above 50 MB.\n\nSupport for Windows 7 has ended. Command-line users need to run `keyvault migrate` once after upgrading. Complete changelog: https://keyvault.example.org/changelog/4.2.0.",
            ),
            Good(
                "pl",
                "## Keyvault 4.2.0 – informacje o wydaniu\n\n**Data wydania: 12 marca 2025 r.** Aktualizację zalecamy wszystkim użytkownikom, a osoby synchronizujące dane z nowym serwerem Keyvault (w wersji 7 lub nowszej) muszą ją zainstalować.\n\n- Klucze dostępu (passkeys) można teraz przechowywać i używać na Androidzie 14 i nowszych.\n- Rozszerzenie przeglądarki nie wypełnia już automatycznie formularzy na stronach wczytywanych przez zwykłe HTTP.\n- Eksport sejfu jest teraz domyślnie szyfrowany algorytmem AES-256; stara flaga `--legacy-format` nadal działa, ale zostanie usunięta w wersji 5.0.\n- Naprawiono awarię przy imporcie plików CSV większych niż 50 MB.\n\nWindows 7 nie jest już obsługiwany. Jeśli korzystasz z narzędzia wiersza poleceń, po aktualizacji uruchom jednorazowo `keyvault migrate`. Pełna lista zmian: https://keyvault.example.org/changelog/4.2.0.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "The browser extension won't autofill on pages loaded over plain HTTP any more.",
                        "The browser extension will now autofill on pages loaded over plain HTTP too.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("`keyvault migrate`", "`keyvault upgrade`")], "code"),
            Slip(
                2,
                [
                    ("\n\n- Klucze dostępu", " Klucze dostępu"),
                    ("\n- Rozszerzenie", " Rozszerzenie"),
                    ("\n- Eksport", " Eksport"),
                    ("\n- Naprawiono", " Naprawiono"),
                ],
                "markdown",
            ),
        ],
    ),
    Case(
        key="en-sms-gateway-api",
        source="### Sending a message\n\n`POST https://api.textbridge.io/v3/messages`\n\nSend a JSON body with `to` (an E.164 number such as `+447700900123`), `from` (your approved sender ID, at most 11 characters) and `body`. Requests must be authenticated with a bearer token in the `Authorization` header. A single message can hold up to 160 GSM-7 characters; longer texts are split into parts and each part is billed separately, up to a maximum of 6 parts. The API returns `202 Accepted` with a `message_id`; delivery receipts are sent to your webhook, usually within 30 seconds. Messages to UK numbers should not be sent between 9 pm and 8 am unless the recipient has opted in.",
        good=[
            Good(
                "preserve",
                "### Sending a message\n\nEndpoint: `POST https://api.textbridge.io/v3/messages`\n\nThe JSON body takes three fields:\n\n- `to` – the recipient's number in E.164 format, e.g. `+447700900123`\n- `from` – your approved sender ID (11 characters max)\n- `body` – the message text\n\nEvery request has to be authenticated with a bearer token in the `Authorization` header. One message fits up to 160 GSM-7 characters; anything longer is split into parts, each billed on its own, with a limit of 6 parts. On success you get `202 Accepted` and a `message_id`, and the delivery receipt is posted to your webhook, typically within 30 seconds. You shouldn't send messages to UK numbers between 9 pm and 8 am unless the recipient has opted in.",
            ),
            Good(
                "preserve",
                "### Sending a message\n\nTo send a message, call `POST https://api.textbridge.io/v3/messages` with a JSON body containing `to` (the destination number in E.164 format, for example `+447700900123`), `from` (an approved sender ID of no more than 11 characters) and `body`. Each request must carry a bearer token in the `Authorization` header. Up to 160 GSM-7 characters fit in one message. Longer texts are divided into parts – no more than 6 – and every part is charged individually. A successful call returns `202 Accepted` together with a `message_id`, and delivery receipts reach your webhook, normally within 30 seconds. Unless recipients have opted in, messages to UK numbers should not be sent between 9 pm and 8 am.",
            ),
            Good(
                "pl",
                "### Wysyłanie wiadomości\n\n`POST https://api.textbridge.io/v3/messages`\n\nW treści żądania prześlij obiekt JSON z polami `to` (numer w formacie E.164, np. `+447700900123`), `from` (zatwierdzony identyfikator nadawcy, maksymalnie 11 znaków) oraz `body`. Żądania muszą być uwierzytelnione tokenem typu bearer w nagłówku `Authorization`. Pojedyncza wiadomość mieści do 160 znaków GSM-7; dłuższe teksty są dzielone na części, a każda część jest rozliczana osobno – maksymalnie 6 części. API zwraca `202 Accepted` wraz z `message_id`; potwierdzenia doręczenia trafiają na Twój webhook, zwykle w ciągu 30 sekund. Nie należy wysyłać wiadomości na brytyjskie numery między 21:00 a 8:00, chyba że odbiorca wyraził na to zgodę.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    ("\n\n- `to` –", " `to` –"),
                    ("\n- `from` –", "; `from` –"),
                    ("\n- `body` –", "; `body` –"),
                ],
                "markdown",
            ),
            Slip(1, [("Up to 160 GSM-7 characters", "Up to 140 GSM-7 characters")], "number"),
            Slip(2, [("`message_id`", "`msg_id`")], "code"),
        ],
    ),
    Case(
        key="en-log-shipper-config",
        source="## Configuring log rotation\n\nBy default, `logferry` rotates each file when it reaches 100 MB and keeps the last 7 rotated files. To change this, edit `/etc/logferry/logferry.yaml`:\n\n```yaml\nrotation:\n  max_size: 250MB\n  keep: 14\n```\n\nThe service must be restarted with `sudo systemctl restart logferry` for changes to take effect. Compression of rotated files is optional and is disabled by default; enabling it with `compress: true` typically reduces disk usage by around 80% for plain-text logs. Do not point two `logferry` instances at the same directory, as this can corrupt the offset file. Version 3.1 and earlier read the old `rotate_mb` key; it is ignored from 3.2 onwards.",
        good=[
            Good(
                "preserve",
                "## How to set up log rotation\n\nOut of the box, `logferry` rotates a file once it hits 100 MB and keeps the 7 most recent rotated files. You can change that in `/etc/logferry/logferry.yaml`:\n\n```yaml\nrotation:\n  max_size: 250MB\n  keep: 14\n```\n\nYou need to restart the service with `sudo systemctl restart logferry` before the new settings take effect. Compressing rotated files is optional and off unless you turn it on; setting `compress: true` usually cuts disk usage by roughly 80% for plain-text logs. Never point two `logferry` instances at the same directory, because the offset file can get corrupted. Versions up to and including 3.1 read the old `rotate_mb` key; from 3.2 on it's ignored.",
            ),
            Good(
                "preserve",
                "## Log rotation settings\n\nDefaults: rotate at 100 MB, keep 7 rotated files. Override them in `/etc/logferry/logferry.yaml`:\n\n```yaml\nrotation:\n  max_size: 250MB\n  keep: 14\n```\n\n- **Applying changes:** a restart with `sudo systemctl restart logferry` is required.\n- **Compression:** optional, off by default. `compress: true` typically saves about 80% of disk space on plain-text logs.\n- **Shared directories:** two `logferry` instances must not be pointed at the same directory – the offset file may become corrupted.\n- **Upgrading:** the legacy `rotate_mb` key is read by 3.1 and earlier and ignored from 3.2.",
            ),
            Good(
                "pl",
                "## Konfiguracja rotacji logów\n\nDomyślnie `logferry` rotuje każdy plik, gdy osiągnie on 100 MB, i przechowuje 7 ostatnich zrotowanych plików. Aby to zmienić, zmodyfikuj plik `/etc/logferry/logferry.yaml`:\n\n```yaml\nrotation:\n  max_size: 250MB\n  keep: 14\n```\n\nAby zmiany zaczęły obowiązywać, trzeba ponownie uruchomić usługę poleceniem `sudo systemctl restart logferry`. Kompresja zrotowanych plików jest opcjonalna i domyślnie wyłączona; włączenie jej ustawieniem `compress: true` zwykle zmniejsza zajętość dysku o około 80% w przypadku logów tekstowych. Nie kieruj dwóch instancji `logferry` na ten sam katalog, ponieważ może to uszkodzić plik offsetów. Wersje 3.1 i starsze odczytują dawny klucz `rotate_mb`; od wersji 3.2 jest on ignorowany.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("`sudo systemctl restart logferry`", "`sudo systemctl reload logferry`")],
                "code",
            ),
            Slip(
                1,
                [
                    (
                        "```yaml\nrotation:\n  max_size: 250MB\n  keep: 14\n```",
                        "rotation: max_size: 250MB, keep: 14",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [("trzeba ponownie uruchomić usługę", "można ponownie uruchomić usługę")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-leasehold-extension",
        source="If you have owned a long lease on a flat for at least two years, you may have the right to a 90-year lease extension at a peppercorn ground rent under section 42 of the Leasehold Reform, Housing and Urban Development Act 1993. The process begins when you serve a formal notice on your landlord proposing a premium; the landlord must respond with a counter-notice by the date you specify, which cannot be less than two months from the date of service. If you cannot agree, either side can apply to the First-tier Tribunal (Property Chamber) within six months of the counter-notice. You will normally have to pay the landlord's reasonable legal and valuation costs. A valuation usually costs around £500 to £1,000.",
        good=[
            Good(
                "preserve",
                "Have you owned the long lease on your flat for two years or more? If so, you may be entitled to extend it by 90 years at a peppercorn ground rent, under section 42 of the Leasehold Reform, Housing and Urban Development Act 1993. To start, you serve a formal notice on your landlord setting out the premium you propose. The landlord has to reply with a counter-notice by the date you give, and that date must be at least two months after the notice is served. If you can't reach agreement, either of you can apply to the First-tier Tribunal (Property Chamber) within six months of the counter-notice. Normally you'll also have to cover the landlord's reasonable legal and valuation costs. A valuation typically costs somewhere around £500 to £1,000.",
            ),
            Good(
                "preserve",
                "Under section 42 of the Leasehold Reform, Housing and Urban Development Act 1993, a leaseholder who has owned a long lease of a flat for a minimum of two years may be entitled to a lease extension of 90 years at a peppercorn ground rent. The procedure is initiated by serving a formal notice on the landlord that proposes a premium. The landlord is required to respond with a counter-notice by the date specified in the notice, which may be no earlier than two months after the date of service. Failing agreement, either party may apply to the First-tier Tribunal (Property Chamber) within six months of the counter-notice. The leaseholder will ordinarily be liable for the landlord's reasonable legal and valuation costs. Valuations generally cost approximately £500–£1,000.",
            ),
            Good(
                "pl",
                "Jeśli od co najmniej dwóch lat jesteś właścicielem długoterminowej dzierżawy (long lease) mieszkania, możesz mieć prawo do przedłużenia jej o 90 lat przy symbolicznym czynszu gruntowym (peppercorn ground rent) na podstawie sekcji 42 ustawy Leasehold Reform, Housing and Urban Development Act 1993. Procedura zaczyna się od doręczenia właścicielowi gruntu formalnego zawiadomienia z proponowaną kwotą premii. Właściciel musi odpowiedzieć kontrzawiadomieniem w terminie wskazanym przez Ciebie, który nie może być krótszy niż dwa miesiące od dnia doręczenia. Jeżeli nie dojdziecie do porozumienia, każda ze stron może w ciągu sześciu miesięcy od kontrzawiadomienia złożyć wniosek do First-tier Tribunal (Property Chamber). Zazwyczaj trzeba też pokryć uzasadnione koszty prawne i koszty wyceny poniesione przez właściciela. Sama wycena kosztuje zwykle około 500–1000 funtów.",
            ),
        ],
        bad=[
            Slip(0, [("at least two months after", "at least one month after")], "number"),
            Slip(1, [("Under section 42 of", "Under section 24 of")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "Właściciel musi odpowiedzieć kontrzawiadomieniem",
                        "Właściciel może odpowiedzieć kontrzawiadomieniem",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-party-wall-notice",
        source="Party Wall etc. Act 1996 – notice to adjoining owner. We, Mr and Mrs Okafor of 14 Elm Grove, London SE22 8PL, intend to carry out building work to the party wall shared with 16 Elm Grove, including cutting in a steel beam to support a rear extension. Under section 3 of the Act we must give you at least two months' notice before the work starts; we propose to begin on Monday 2 June 2025. You do not have to agree, but if you do not respond within 14 days a dispute is deemed to have arisen and a surveyor will be appointed. We will pay the reasonable fees of any surveyor appointed to act for you. Please reply to Daniel Okafor on 07700 900456.",
        good=[
            Good(
                "preserve",
                "Notice to our neighbours under the Party Wall etc. Act 1996. We are Mr and Mrs Okafor of 14 Elm Grove, London SE22 8PL, and we plan building work on the party wall we share with 16 Elm Grove – this includes cutting in a steel beam to support a rear extension. Section 3 of the Act requires us to give you at least two months' notice before starting, and we'd like to begin on Monday 2 June 2025. You are not obliged to agree. However, if we haven't heard from you within 14 days, a dispute is treated as having arisen and a surveyor will be appointed. We'll cover the reasonable fees of any surveyor appointed to act for you. Please reply to Daniel Okafor on 07700 900456.",
            ),
            Good(
                "preserve",
                "Notice to adjoining owner under the Party Wall etc. Act 1996. We, Mr and Mrs Okafor, of 14 Elm Grove, London SE22 8PL, give notice of our intention to carry out building work to the party wall we share with 16 Elm Grove, which will include cutting in a steel beam to support a rear extension. Section 3 of the Act requires that you receive not less than two months' notice before work commences; our proposed start date is Monday 2 June 2025. You are under no obligation to consent. Should you fail to respond within 14 days, however, a dispute will be deemed to have arisen and a surveyor will be appointed. We undertake to pay the reasonable fees of any surveyor appointed to act on your behalf. Replies should be addressed to Daniel Okafor, tel. 07700 900456.",
            ),
            Good(
                "pl",
                "Zawiadomienie sąsiada na podstawie ustawy Party Wall etc. Act 1996. My, Państwo Okafor, zamieszkali pod adresem 14 Elm Grove, London SE22 8PL, zamierzamy przeprowadzić prace budowlane przy ścianie wspólnej z posesją 16 Elm Grove, w tym osadzić w niej stalową belkę podtrzymującą dobudówkę z tyłu domu. Zgodnie z sekcją 3 ustawy musimy zawiadomić Państwa co najmniej dwa miesiące przed rozpoczęciem prac; proponujemy rozpocząć je w poniedziałek 2 czerwca 2025 r. Nie muszą Państwo wyrażać zgody, jednak w razie braku odpowiedzi w ciągu 14 dni uznaje się, że powstał spór, i zostanie wyznaczony rzeczoznawca (surveyor). Pokryjemy uzasadnione wynagrodzenie każdego rzeczoznawcy wyznaczonego do działania w Państwa imieniu. Prosimy o odpowiedź do Daniela Okafora pod numerem 07700 900456.",
            ),
        ],
        bad=[
            Slip(0, [("You are not obliged to agree.", "You are obliged to agree.")], "negation"),
            Slip(1, [("Monday 2 June 2025", "Monday 9 June 2025")], "date"),
            Slip(
                2, [("Zgodnie z sekcją 3 ustawy", "Zgodnie z sekcją 6 ustawy")], "legal_reference"
            ),
        ],
    ),
    Case(
        key="en-gift-aid-declaration",
        source="Gift Aid declaration. Boost your donation by 25p of Gift Aid for every £1 you donate to Harbourside Hospice (registered charity no. 1098765). To make this declaration you must be a UK taxpayer and you must pay at least as much Income Tax and/or Capital Gains Tax in the current tax year as the amount of Gift Aid claimed on all your donations. If you pay less, it is your responsibility to pay any difference. Please tell us if you change your name or home address, or no longer pay sufficient tax. Higher-rate taxpayers may be able to claim further relief through their Self Assessment tax return. The declaration covers donations made in the past 4 years and any future donations.",
        good=[
            Good(
                "preserve",
                "Gift Aid declaration. For every £1 you give to Harbourside Hospice (registered charity no. 1098765), Gift Aid adds another 25p. You can only make this declaration if you're a UK taxpayer and, in the current tax year, you pay at least as much Income Tax and/or Capital Gains Tax as the total Gift Aid claimed on all your donations. If you pay less than that, you are responsible for paying the difference. Let us know if you change your name or home address, or if you stop paying enough tax. If you pay tax at the higher rate, you may be able to claim extra relief on your Self Assessment tax return. This declaration applies to your donations from the last 4 years and to any you make in future.",
            ),
            Good(
                "preserve",
                "**Gift Aid declaration – Harbourside Hospice (registered charity no. 1098765)**\n\nGift Aid increases your donation by 25p for every £1 you give. To make this declaration, you must confirm that:\n\n- you are a UK taxpayer; and\n- in the current tax year you will pay at least as much Income Tax and/or Capital Gains Tax as the Gift Aid claimed on all your donations. Should you pay less, you are responsible for paying the difference.\n\nPlease notify us of any change of name or home address, or if you no longer pay sufficient tax. Higher-rate taxpayers may be entitled to claim additional relief via their Self Assessment tax return. This declaration applies to donations made in the last 4 years and to all future donations.",
            ),
            Good(
                "pl",
                "Oświadczenie Gift Aid. Zwiększ swoją darowiznę dla Harbourside Hospice (organizacja charytatywna nr 1098765) o 25 pensów z tytułu Gift Aid za każdego przekazanego funta. Aby złożyć to oświadczenie, musisz być podatnikiem w Wielkiej Brytanii i w bieżącym roku podatkowym zapłacić z tytułu podatku dochodowego (Income Tax) lub podatku od zysków kapitałowych (Capital Gains Tax) co najmniej tyle, ile wynosi łączna kwota Gift Aid, o którą wystąpiono od wszystkich Twoich darowizn. Jeśli zapłacisz mniej, obowiązek uregulowania różnicy spoczywa na Tobie. Poinformuj nas, jeśli zmienisz imię i nazwisko lub adres zamieszkania albo przestaniesz płacić wystarczający podatek. Podatnicy objęci wyższą stawką mogą mieć możliwość ubiegania się o dodatkową ulgę w zeznaniu Self Assessment. Oświadczenie obejmuje darowizny z ostatnich 4 lat oraz wszystkie przyszłe.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you are responsible for paying the difference",
                        "you may choose to pay the difference",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Higher-rate taxpayers may be entitled to claim additional relief",
                        "Higher-rate taxpayers are entitled to claim additional relief",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("o 25 pensów", "o 20 pensów")], "number"),
        ],
    ),
    Case(
        key="en-birth-registration",
        source="Registering a birth in Kent. Births in England must be registered within 42 days at the register office in the district where the baby was born. Appointments at Maidstone Register Office are available Monday to Friday, 9:00 am to 4:30 pm, and can be booked online at https://www.kent.gov.uk/registerabirth or by calling 03000 41 51 51. If the parents are married or in a civil partnership, either parent can register the birth alone. If they are not, both parents should attend together if they want the father's or second parent's details included. There is no charge to register, but a birth certificate costs £12.50. Please bring your baby's red book; you do not need to bring the baby.",
        good=[
            Good(
                "preserve",
                "How to register a birth in Kent. In England you have 42 days to register a birth, and it must be done at the register office for the district where your baby was born. At Maidstone Register Office you can book an appointment Monday to Friday, between 9 am and 4:30 pm – online at https://www.kent.gov.uk/registerabirth or by phone on 03000 41 51 51. If you're married or in a civil partnership, either of you can register the birth alone. Unmarried parents who want the father's or second parent's details included should come in together. Registering is free; a birth certificate costs £12.50. Please bring your baby's red book – the baby doesn't need to come.",
            ),
            Good(
                "preserve",
                "### Registering a birth in Kent\n\n**How long do I have?** In England, 42 days. Registration must take place at the register office for the district where the baby was born.\n\n**When and how can I book?** Maidstone Register Office has appointments Monday to Friday, 9:00 am–4:30 pm. Book at https://www.kent.gov.uk/registerabirth or call 03000 41 51 51.\n\n**Who needs to attend?** Married parents or civil partners: either one of you can register alone. Unmarried parents: you should both attend if you want the father's or second parent's details included.\n\n**Does it cost anything?** Registration is free. A birth certificate costs £12.50.\n\n**What should I bring?** Your baby's red book. You don't need to bring the baby.",
            ),
            Good(
                "pl",
                "Rejestracja urodzenia w hrabstwie Kent. W Anglii urodzenie dziecka trzeba zarejestrować w ciągu 42 dni w urzędzie stanu cywilnego (register office) właściwym dla okręgu, w którym dziecko przyszło na świat. Wizyty w Maidstone Register Office są dostępne od poniedziałku do piątku w godz. 9:00–16:30; można je zarezerwować przez internet na stronie https://www.kent.gov.uk/registerabirth lub telefonicznie pod numerem 03000 41 51 51. Jeżeli rodzice są małżeństwem lub pozostają w związku partnerskim, urodzenie może zgłosić każde z nich samodzielnie. Jeśli nie, a chcą, by w akcie znalazły się dane ojca lub drugiego rodzica, powinni przyjść razem. Sama rejestracja jest bezpłatna, natomiast odpis aktu urodzenia kosztuje 12,50 funta. Prosimy zabrać ze sobą czerwoną książeczkę zdrowia dziecka (red book); dziecka nie trzeba przyprowadzać.",
            ),
        ],
        bad=[
            Slip(0, [("between 9 am and 4:30 pm", "between 9 am and 5:30 pm")], "date"),
            Slip(1, [("you should both attend", "you must both attend")], "modality"),
            Bad(
                "pl",
                "Rejestracja urodzenia w hrabstwie Kent. W Anglii urodzenie dziecka trzeba zarejestrować w ciągu 42 dni w urzędzie stanu cywilnego (register office) właściwym dla okręgu, w którym dziecko przyszło na świat. Wizyty w Maidstone Register Office są dostępne od poniedziałku do piątku w godz. 9:00–16:30; można je zarezerwować przez internet na stronie https://www.kent.gov.uk/registerabirth lub telefonicznie pod numerem 03000 41 51 51. Jeżeli rodzice są małżeństwem lub pozostają w związku partnerskim, urodzenie może zgłosić każde z nich samodzielnie. If they are not, both parents should attend together if they want the father's or second parent's details included. There is no charge to register, but a birth certificate costs £12.50. Prosimy zabrać ze sobą czerwoną książeczkę zdrowia dziecka (red book); dziecka nie trzeba przyprowadzać.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-pension-transfer",
        source="Transferring your pension to another provider. Before we can process a transfer out of the Northgate Retirement Plan, we must receive a completed transfer request from your new provider. Transfers usually take between 2 and 4 weeks once we have all the information we need. If your pension is worth more than £30,000 and includes safeguarded benefits, such as a guaranteed annuity rate, you must take regulated financial advice before we can proceed. We do not charge an exit fee. The value of your pension can fall as well as rise while the transfer is in progress. Be wary of unsolicited calls offering free pension reviews – these are likely to be scams. Call us on 0345 600 2277, Monday to Friday, 8:30 am to 5:30 pm.",
        good=[
            Good(
                "preserve",
                "Moving your pension to a different provider. We can't process a transfer out of the Northgate Retirement Plan until your new provider has sent us a completed transfer request. Once we have everything we need, a transfer normally takes 2 to 4 weeks. If your pension is worth over £30,000 and has safeguarded benefits – a guaranteed annuity rate, for example – you'll have to get regulated financial advice before we can go ahead. There's no exit fee. While the transfer is going through, your pension's value can go down as well as up. Watch out for cold calls offering a free pension review: they're likely to be scams. You can call us on 0345 600 2277, Monday to Friday, 8:30 am–5:30 pm.",
            ),
            Good(
                "preserve",
                "Transfers to another pension provider. A transfer out of the Northgate Retirement Plan can be processed only once we have received a completed transfer request from your new provider. Provided that all the necessary information is available, transfers generally take two to four weeks. Where a pension exceeds £30,000 in value and includes safeguarded benefits (for example, a guaranteed annuity rate), regulated financial advice is mandatory before the transfer can proceed. No exit fee is charged. Please be aware that the value of your pension may fall as well as rise during the transfer. Unsolicited calls offering free pension reviews should be treated with caution, as they are likely to be scams. Telephone: 0345 600 2277 (Monday–Friday, 8:30 am–5:30 pm).",
            ),
            Good(
                "pl",
                "Przeniesienie emerytury do innego dostawcy. Zanim zrealizujemy transfer środków z Northgate Retirement Plan, musimy otrzymać od Twojego nowego dostawcy wypełniony wniosek o transfer. Gdy mamy już wszystkie potrzebne informacje, transfer trwa zazwyczaj od 2 do 4 tygodni. Jeżeli wartość Twojej emerytury przekracza 30 000 funtów i obejmuje świadczenia gwarantowane (np. gwarantowaną stopę renty dożywotniej), przed kontynuowaniem musisz skorzystać z regulowanego doradztwa finansowego. Nie pobieramy opłaty za wyjście z planu. W trakcie transferu wartość Twojej emerytury może zarówno spaść, jak i wzrosnąć. Uważaj na niezamówione telefony z ofertą bezpłatnego przeglądu emerytury – prawdopodobnie są to oszustwa. Zadzwoń do nas: 0345 600 2277, od poniedziałku do piątku, 8:30–17:30.",
            ),
        ],
        bad=[
            Slip(0, [("There's no exit fee.", "There's a small exit fee.")], "negation"),
            Slip(1, [("exceeds £30,000 in value", "exceeds £50,000 in value")], "number"),
            Slip(2, [("prawdopodobnie są to oszustwa", "są to oszustwa")], "hedge"),
        ],
    ),
    Case(
        key="en-golf-club-membership",
        source="Membership at Brackenfield Golf Club runs from 1 April to 31 March. Full seven-day membership costs £1,240 a year, while five-day membership (Monday to Friday only) costs £890. New members pay a one-off joining fee of £250, which is waived for applicants under 30. Fees can be paid in full or in 10 monthly instalments by direct debit. All new members must hold an official handicap or attend two assessment rounds with the club professional. Members may bring up to 3 guests per month; green fees for guests are £35 on weekdays. Resignations must be received in writing before 1 March, otherwise the following year's subscription is payable. A dress code applies in the clubhouse.",
        good=[
            Good(
                "preserve",
                "Brackenfield Golf Club's membership year runs from 1 April to 31 March. A full seven-day membership is £1,240 a year; a five-day membership, Monday to Friday only, is £890. New members also pay a one-off £250 joining fee – unless they're under 30, in which case it's waived. You can pay all at once or spread the cost over 10 monthly direct debits. Every new member needs an official handicap or has to play two assessment rounds with the club professional. You can bring up to 3 guests a month, and a guest's weekday green fee is £35. If you want to resign, we must receive your resignation in writing before 1 March, otherwise next year's subscription is due. There is a dress code in the clubhouse.",
            ),
            Good(
                "preserve",
                "The Brackenfield Golf Club membership year commences on 1 April and ends on 31 March. The annual fee for full (seven-day) membership is £1,240, and for five-day membership, valid Monday to Friday only, £890. A one-off joining fee of £250 is payable by new members; applicants under 30 are exempt. Fees may be paid in full or by direct debit in 10 monthly instalments. Every new member is required to hold an official handicap or to complete two assessment rounds with the club professional. Members are permitted up to 3 guests per month, with guest green fees set at £35 on weekdays. Written notice of resignation must reach the club before 1 March; otherwise the subscription for the following year becomes payable. A dress code is in force in the clubhouse.",
            ),
            Good(
                "pl",
                "Rok członkowski w Brackenfield Golf Club trwa od 1 kwietnia do 31 marca. Pełne członkostwo, obejmujące wszystkie siedem dni tygodnia, kosztuje 1240 funtów rocznie, a członkostwo pięciodniowe (wyłącznie od poniedziałku do piątku) – 890 funtów. Nowi członkowie wnoszą jednorazową opłatę wpisową w wysokości 250 funtów; osoby poniżej 30. roku życia są z niej zwolnione. Składkę można zapłacić jednorazowo lub w 10 miesięcznych ratach w formie polecenia zapłaty. Każdy nowy członek musi mieć oficjalny handicap albo rozegrać dwie rundy oceniające z klubowym trenerem (club professional). Członkowie mogą przyprowadzić do 3 gości miesięcznie; opłata green fee dla gościa wynosi w dni powszednie 35 funtów. Rezygnację należy złożyć na piśmie przed 1 marca – w przeciwnym razie trzeba zapłacić składkę za kolejny rok. W budynku klubowym obowiązuje określony strój.",
            ),
        ],
        bad=[
            Slip(0, [("in writing before 1 March", "in writing before 1 April")], "date"),
            Slip(
                1,
                [
                    (
                        "Every new member is required to hold",
                        "Every new member is encouraged to hold",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "wynosi w dni powszednie 35 funtów.",
                        "wynosi w dni powszednie 35 funtów, a w weekendy 45 funtów.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-custom-cake-orders",
        source="Custom cake orders – how it works. We need at least 3 weeks' notice for celebration cakes and at least 8 weeks for tiered wedding cakes. A 50% non-refundable deposit secures your date; the balance is due 7 days before collection. Cakes can be collected from our Market Street shop on Fridays and Saturdays between 9 am and 1 pm. We do not deliver cakes of fewer than three tiers. Although we take great care, all our cakes are made in a kitchen that handles nuts, so we cannot guarantee that any product is nut-free. A two-tier cake typically serves around 40 guests. Tastings are available by appointment for £15, which is deducted from your final bill if you order.",
        good=[
            Good(
                "preserve",
                "Ordering a custom cake: how it works. Give us at least 3 weeks' notice for a celebration cake, and at least 8 weeks for a tiered wedding cake. Your date is secured once you've paid a 50% deposit, which we can't refund; the rest is due 7 days before you collect. Collection is from our shop on Market Street, on Fridays and Saturdays from 9 am to 1 pm. Cakes with fewer than three tiers aren't delivered. We're very careful, but every cake we make comes out of a kitchen that handles nuts, so we can't guarantee any of our products is nut-free. As a rough guide, a two-tier cake serves about 40 guests. Tastings cost £15 and are by appointment; if you then place an order, we take the £15 off your final bill.",
            ),
            Good(
                "preserve",
                "**Custom cake orders**\n\n- **Notice required:** a minimum of 3 weeks for celebration cakes; a minimum of 8 weeks for tiered wedding cakes.\n- **Payment:** a non-refundable 50% deposit secures your date. The remaining balance is payable 7 days prior to collection.\n- **Collection:** from our Market Street shop, Fridays and Saturdays, 9 am–1 pm.\n- **Delivery:** not available for cakes with fewer than three tiers.\n- **Allergens:** all cakes are produced in a kitchen that handles nuts. Despite our care, no product can be guaranteed nut-free.\n- **Portions:** a two-tier cake typically serves approximately 40 guests.\n- **Tastings:** by appointment, £15, deducted from the final bill if you go on to order.",
            ),
            Good(
                "pl",
                "Torty na zamówienie – jak to działa. Tort okolicznościowy trzeba zamówić co najmniej 3 tygodnie wcześniej, a piętrowy tort weselny – co najmniej 8 tygodni wcześniej. Termin rezerwujemy po wpłacie bezzwrotnego zadatku w wysokości 50%; pozostałą kwotę należy uregulować 7 dni przed odbiorem. Torty można odbierać z naszego sklepu przy Market Street w piątki i soboty od 9:00 do 13:00. Nie dowozimy tortów, które mają mniej niż trzy piętra. Choć zachowujemy najwyższą ostrożność, wszystkie nasze torty powstają w kuchni, w której używa się orzechów, dlatego nie możemy zagwarantować, że którykolwiek produkt jest od nich wolny. Tort dwupiętrowy wystarcza zwykle dla około 40 gości. Degustacje odbywają się po wcześniejszym umówieniu i kosztują 15 funtów – kwotę tę odliczamy od końcowego rachunku, jeśli złożysz zamówienie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "As a rough guide, a two-tier cake serves about 40 guests.",
                        "A two-tier cake serves 40 guests.",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "**Delivery:** not available for cakes with fewer than three tiers.",
                        "**Delivery:** available for cakes with fewer than three tiers.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("w piątki i soboty od 9:00", "w czwartki i soboty od 9:00")], "date"),
        ],
    ),
    Case(
        key="en-park-and-ride",
        source="Park & Ride services from Thornbury Road run every 12 minutes, Monday to Saturday, from 6:30 am until 8:00 pm. Parking is free; a return bus ticket costs £3.20 per adult, and up to three accompanied children travel free. The journey to the city centre takes approximately 15 minutes. There is no Sunday service, except on the four Sundays before Christmas. Overnight parking is not permitted and vehicles left after 9:00 pm may be issued a penalty charge notice. Contactless payment is accepted on board. The site has 650 spaces, including 24 Blue Badge bays and 12 electric vehicle charging points. Live departure times are available at https://www.thornburytravel.gov.uk/parkandride.",
        good=[
            Good(
                "preserve",
                "Park & Ride from Thornbury Road: buses leave every 12 minutes from 6:30 am to 8 pm, Monday to Saturday. You don't pay to park. An adult return ticket is £3.20, and up to three children travelling with an adult ride for free. Getting into the city centre takes about 15 minutes. Buses don't run on Sundays, apart from the four Sundays before Christmas. You can't leave your car overnight – if it's still there after 9 pm, you may get a penalty charge notice. You can pay contactless on the bus. There are 650 parking spaces, 24 of them Blue Badge bays, plus 12 electric vehicle charging points. Check live departures at https://www.thornburytravel.gov.uk/parkandride.",
            ),
            Good(
                "preserve",
                "**Thornbury Road Park & Ride**\n\n- **Times:** Monday–Saturday, 6:30 am–8:00 pm, every 12 minutes. No Sunday service, except on the four Sundays before Christmas.\n- **Fares:** parking free; adult return £3.20; up to three accompanied children free. Contactless accepted on board.\n- **Journey time:** approx. 15 minutes to the city centre.\n- **Parking:** 650 spaces, including 24 Blue Badge bays and 12 EV charging points. No overnight parking – vehicles remaining after 9:00 pm may receive a penalty charge notice.\n- **Live departures:** https://www.thornburytravel.gov.uk/parkandride",
            ),
            Good(
                "pl",
                "Autobusy Park & Ride z parkingu przy Thornbury Road kursują co 12 minut, od poniedziałku do soboty, w godz. 6:30–20:00. Parkowanie jest bezpłatne; bilet powrotny dla osoby dorosłej kosztuje 3,20 funta, a maksymalnie troje dzieci podróżujących pod opieką dorosłego jedzie za darmo. Przejazd do centrum miasta trwa około 15 minut. W niedziele autobusy nie kursują, z wyjątkiem czterech niedziel przed Bożym Narodzeniem. Pozostawianie pojazdów na noc jest zabronione, a za samochody stojące po godz. 21:00 może zostać nałożona opłata karna. W autobusie można płacić zbliżeniowo. Parking ma 650 miejsc, w tym 24 dla posiadaczy karty Blue Badge, oraz 12 punktów ładowania pojazdów elektrycznych. Aktualne godziny odjazdów: https://www.thornburytravel.gov.uk/parkandride.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "You can pay contactless on the bus.",
                        "You can pay contactless or in cash on the bus.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "https://www.thornburytravel.gov.uk/parkandride",
                        "https://www.thornburytravel.gov.uk/park-and-ride",
                    )
                ],
                "url",
            ),
            Slip(2, [("kosztuje 3,20 funta", "kosztuje 2,30 funta")], "number"),
        ],
    ),
    Case(
        key="en-lighthouse-tours",
        source="Guided tours of St Aldric's Lighthouse run daily from Easter until 31 October, with the first tour at 10:30 am and the last at 3:30 pm. Each tour lasts about 45 minutes and involves climbing 137 steps, so visitors should be reasonably fit. Children must be at least 1.1 metres tall to climb the tower and under-16s must be accompanied by an adult. Tickets cost £9 for adults and £5 for children and can be bought on arrival; booking is not required except for groups of 10 or more. The tower may close at short notice in high winds. Dogs are welcome in the grounds but are not allowed inside the lighthouse.",
        good=[
            Good(
                "preserve",
                "St Aldric's Lighthouse has guided tours every day from Easter to 31 October. The first one starts at 10:30 am and the last at 3:30 pm. A tour takes around three quarters of an hour and you'll climb 137 steps, so you should be fairly fit. To go up the tower, children have to be at least 1.1 m tall, and anyone under 16 has to come with an adult. Tickets are £9 for adults and £5 for children, and you can buy them when you arrive – there's no need to book unless you're a group of 10 or more. In strong winds the tower may shut at short notice. Dogs are welcome in the grounds but can't come inside the lighthouse.",
            ),
            Good(
                "preserve",
                "### St Aldric's Lighthouse – visitor information\n\n**When are the tours?** Every day from Easter to 31 October. First tour 10:30 am, last tour 3:30 pm.\n\n**How long do they take?** Roughly 45 minutes, including a climb of 137 steps – a reasonable level of fitness is advisable.\n\n**Are there restrictions for children?** Yes: a minimum height of 1.1 metres to climb the tower, and under-16s must be with an adult.\n\n**How much are tickets?** £9 for adults, £5 for children, available on arrival. Only groups of 10 or more need to book.\n\n**Can the tower close?** Yes, at short notice in high winds.\n\n**Can I bring my dog?** In the grounds, yes; inside the lighthouse, no.",
            ),
            Good(
                "pl",
                "Latarnię morską St Aldric's można zwiedzać z przewodnikiem codziennie od Wielkanocy do 31 października; pierwsze wejście jest o 10:30, ostatnie o 15:30. Zwiedzanie trwa około 45 minut i wymaga pokonania 137 stopni, dlatego zwiedzający powinni być w niezłej kondycji. Aby wejść na wieżę, dziecko musi mieć co najmniej 1,1 metra wzrostu, a osoby poniżej 16 lat muszą być pod opieką dorosłego. Bilety kosztują 9 funtów dla dorosłych i 5 funtów dla dzieci i można je kupić na miejscu; rezerwacja nie jest wymagana, z wyjątkiem grup liczących 10 lub więcej osób. Przy silnym wietrze wieża może zostać zamknięta w ostatniej chwili. Psy są mile widziane na terenie wokół latarni, ale nie mogą wchodzić do jej wnętrza.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "children have to be at least 1.1 m tall",
                        "children should ideally be at least 1.1 m tall",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Only groups of 10 or more need to book.",
                        "Only groups of 10 or more need to book, and they receive a 10% discount.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "rezerwacja nie jest wymagana, z wyjątkiem grup",
                        "rezerwacja jest wymagana, z wyjątkiem grup",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-restaurant-booking-deposit",
        source="Booking policy. Tables for parties of 6 or more require a deposit of £10 per person, payable when you book; the deposit is deducted from your final bill. You can cancel or change your booking free of charge up to 48 hours before your reservation. If you cancel later than that or do not arrive, the deposit will not be refunded. We hold tables for 15 minutes after the booked time. A discretionary service charge of 12.5% is added to all bills; you may ask us to remove it. Our kitchen closes at 9:45 pm on weekdays and 10:30 pm on Fridays and Saturdays. We are unable to accommodate dogs, except assistance dogs. For bookings, email tables@thecopperpan.co.uk.",
        good=[
            Good(
                "preserve",
                "How bookings work. If you're a party of 6 or more, we ask for a £10-per-person deposit when you book, and we take it off your final bill. You can cancel or change your booking at no cost up to 48 hours beforehand. If you cancel after that, or don't turn up, you won't get the deposit back. We'll keep your table for 15 minutes past your booking time. All bills include an optional 12.5% service charge, which we'll remove if you ask. The kitchen closes at 9:45 pm on weekdays and at 10:30 pm on Fridays and Saturdays. We can't take dogs, apart from assistance dogs. To book, email tables@thecopperpan.co.uk.",
            ),
            Good(
                "preserve",
                "Reservations policy. A deposit of £10 per person is required at the time of booking for parties of six or more and will be deducted from the final bill. Bookings may be cancelled or amended without charge up to 48 hours prior to the reservation. Deposits are non-refundable for later cancellations and for no-shows. Tables are held for 15 minutes beyond the reserved time. A discretionary 12.5% service charge is applied to all bills and may be removed on request. The kitchen closes at 9:45 pm on weekdays and at 10:30 pm on Fridays and Saturdays. With the exception of assistance dogs, we are unable to accommodate dogs. Reservations: tables@thecopperpan.co.uk.",
            ),
            Good(
                "pl",
                "Zasady rezerwacji. Przy rezerwacji stolika dla 6 lub więcej osób wymagamy zadatku w wysokości 10 funtów od osoby, płatnego przy rezerwacji; kwotę tę odliczamy od końcowego rachunku. Rezerwację można bezpłatnie odwołać lub zmienić najpóźniej 48 godzin przed jej terminem. W przypadku późniejszego odwołania lub niestawienia się zadatek nie podlega zwrotowi. Stolik czeka na Państwa 15 minut od zarezerwowanej godziny. Do każdego rachunku doliczamy dobrowolną opłatę serwisową w wysokości 12,5% – na Państwa prośbę możemy ją usunąć. Kuchnia jest czynna do 21:45 w dni powszednie i do 22:30 w piątki i soboty. Nie przyjmujemy psów, z wyjątkiem psów asystujących. Rezerwacje: tables@thecopperpan.co.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you won't get the deposit back", "you'll still get the deposit back")],
                "negation",
            ),
            Slip(
                1, [("Tables are held for 15 minutes", "Tables are held for 30 minutes")], "number"
            ),
            Slip(
                2,
                [
                    (
                        "wymagamy zadatku w wysokości 10 funtów od osoby, płatnego przy rezerwacji",
                        "zalecamy wpłatę zadatku w wysokości 10 funtów od osoby przy rezerwacji",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-bank-branch-closure",
        source="We're writing to let you know that our Hexham branch at 22 Fore Street will close permanently on Friday 27 June 2025 at 3:00 pm. Your account number, sort code and cards will not change. After the closure, the nearest branch will be Corbridge, about 4 miles away, open Monday to Friday from 9:30 am to 4:30 pm. You can also carry out most everyday banking at any Post Office, including cash deposits of up to £2,000 a day. A community banker will visit Hexham Library every Wednesday from 10:00 am to 1:00 pm. If you need help with online banking, call us on 0800 056 3311. Our decision was based on a 40% fall in branch visits since 2021.",
        good=[
            Good(
                "preserve",
                "We're writing to tell you that our Hexham branch at 22 Fore Street is closing for good at 3 pm on Friday 27 June 2025. Your account number, sort code and cards will all stay the same. Once it closes, your nearest branch will be Corbridge, roughly 4 miles away, which is open from 9:30 am to 4:30 pm, Monday to Friday. Most everyday banking can also be done at any Post Office – including paying in up to £2,000 in cash a day. Every Wednesday, from 10 am to 1 pm, a community banker will be at Hexham Library. For help with online banking, ring us on 0800 056 3311. We made this decision because visits to the branch have fallen by 40% since 2021.",
            ),
            Good(
                "preserve",
                "Please be advised that our Hexham branch, 22 Fore Street, will close permanently at 3:00 pm on Friday 27 June 2025. There will be no change to your account number, sort code or cards. Following the closure, your nearest branch will be Corbridge, approximately 4 miles away, which opens Monday to Friday, 9:30 am–4:30 pm. Most day-to-day banking, including cash deposits of up to £2,000 per day, can also be carried out at any Post Office. A community banker will be available at Hexham Library each Wednesday between 10:00 am and 1:00 pm. Should you require assistance with online banking, please call 0800 056 3311. This decision reflects a 40% decline in branch visits since 2021.",
            ),
            Good(
                "pl",
                "Uprzejmie informujemy, że nasz oddział w Hexham przy 22 Fore Street zostanie na stałe zamknięty w piątek 27 czerwca 2025 r. o godz. 15:00. Numer rachunku, numer rozliczeniowy (sort code) i karty pozostaną bez zmian. Po zamknięciu najbliższym oddziałem będzie Corbridge, oddalony o około 4 mile i czynny od poniedziałku do piątku w godz. 9:30–16:30. Większość codziennych operacji bankowych można też wykonać w każdej placówce Post Office, w tym wpłacić do 2000 funtów gotówką dziennie. W każdą środę w godz. 10:00–13:00 w bibliotece w Hexham będzie dyżurował doradca bankowy (community banker). Jeśli potrzebują Państwo pomocy z bankowością internetową, prosimy dzwonić pod numer 0800 056 3311. Decyzję podjęliśmy z powodu spadku liczby wizyt w oddziale o 40% od 2021 r.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "a community banker will be at Hexham Library.",
                        "a community banker will be at Hexham Library, where a free cash machine will also be installed.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("each Wednesday", "each Tuesday")], "date"),
            Slip(2, [("oddalony o około 4 mile", "oddalony o 4 mile")], "hedge"),
        ],
    ),
    Case(
        key="en-postal-redirection",
        source="Redirecting your post when you move. Our Redirection service forwards mail from your old address to your new one for 3, 6 or 12 months. Please apply at least 10 working days before you want redirection to start; applications made later may take longer to activate. A 12-month redirection for one surname costs £68.99, and you can add other surnames for an extra charge. You must be able to prove your identity and that you lived at the old address. Parcels that are too large for your new letterbox will not be forwarded. To apply or to renew, visit https://www.royalmail.com/redirection or call 0345 722 3344. Redirection cannot be used for business mail on a personal application.",
        good=[
            Good(
                "preserve",
                "Moving home? Redirect your post. Our Redirection service sends mail from your old address on to your new one for 3, 6 or 12 months. Please apply at least 10 working days before you want it to begin – later applications may take longer to switch on. Redirecting for 12 months for one surname costs £68.99; other surnames can be added for an extra fee. You'll need to be able to prove who you are and that you lived at the old address. We won't forward parcels that are too big for your new letterbox. Apply or renew at https://www.royalmail.com/redirection, or phone 0345 722 3344. A personal application can't be used to redirect business mail.",
            ),
            Good(
                "preserve",
                "Redirection of post following a change of address. The Redirection service forwards mail from your previous address to your new address for a period of 3, 6 or 12 months. Applications should be submitted no less than 10 working days before the requested start date, as later applications may take longer to activate. The fee for 12 months' redirection for a single surname is £68.99; additional surnames can be included at extra cost. Applicants are required to provide proof of identity and proof of residence at the previous address. Parcels too large for the letterbox at your new address will not be forwarded. Applications and renewals: https://www.royalmail.com/redirection or 0345 722 3344. Business mail cannot be redirected under a personal application.",
            ),
            Good(
                "pl",
                "Przekierowanie poczty po przeprowadzce. Usługa Redirection przesyła korespondencję z Twojego poprzedniego adresu na nowy przez 3, 6 lub 12 miesięcy. Wniosek złóż co najmniej 10 dni roboczych przed planowanym rozpoczęciem przekierowania – uruchomienie usługi na podstawie późniejszych wniosków może potrwać dłużej. Przekierowanie na 12 miesięcy dla jednego nazwiska kosztuje 68,99 funta; za dodatkową opłatą można dodać kolejne nazwiska. Musisz być w stanie potwierdzić swoją tożsamość oraz to, że mieszkałeś pod poprzednim adresem. Paczki, które nie mieszczą się w skrzynce na listy pod nowym adresem, nie będą przekazywane. Aby złożyć wniosek lub przedłużyć usługę, wejdź na https://www.royalmail.com/redirection albo zadzwoń pod numer 0345 722 3344. W ramach wniosku prywatnego nie można przekierowywać poczty firmowej.",
            ),
        ],
        bad=[
            Slip(0, [("costs £68.99", "costs £86.99")], "number"),
            Slip(
                1,
                [
                    (
                        "Parcels too large for the letterbox at your new address will not be forwarded.",
                        "Parcels too large for the letterbox at your new address will also be forwarded.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "https://www.royalmail.com/redirection",
                        "https://www.royalmail.co.uk/redirection",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-after-school-club",
        source="Oakfield Primary After-School Club runs every school day from 3:15 pm until 6:00 pm in the school hall. Sessions cost £11.50 until 5:00 pm or £15.00 for the full session, and must be booked by 12 noon on the Thursday of the previous week via ParentPay. A light tea is provided, but children with allergies must bring their own snack. Children in Reception to Year 6 can attend; places are limited to 40 per day. Children will only be released to adults named on the registration form, and a late collection fee of £5 per 10 minutes applies after 6:00 pm. Tax-Free Childcare and childcare vouchers are accepted. Contact the club manager, Mrs Begum, on 01632 960 418.",
        good=[
            Good(
                "preserve",
                "Oakfield Primary's After-School Club is on every school day in the school hall, from 3:15 pm to 6 pm. It costs £11.50 if you pick up by 5 pm, or £15 for the whole session. Sessions have to be booked through ParentPay by 12 noon on the Thursday of the week before. We give the children a light tea, but if your child has an allergy they must bring their own snack. The club is open to children from Reception to Year 6, with up to 40 places a day. We will only hand children over to adults named on the registration form. Picking up after 6 pm costs £5 for every 10 minutes. We accept Tax-Free Childcare and childcare vouchers. Questions? Call the club manager, Mrs Begum, on 01632 960 418.",
            ),
            Good(
                "preserve",
                "**Oakfield Primary After-School Club**\n\n- **When:** every school day, 3:15–6:00 pm, in the school hall.\n- **Cost:** £11.50 until 5:00 pm; £15.00 for the full session.\n- **Booking:** required via ParentPay, no later than 12 noon on Thursday of the preceding week.\n- **Food:** a light tea is provided; children with allergies are required to bring their own snack.\n- **Who can come:** Reception to Year 6, maximum 40 children per day.\n- **Collection:** children are released only to adults named on the registration form. Late collection after 6:00 pm: £5 per 10 minutes.\n- **Payment:** Tax-Free Childcare and childcare vouchers accepted.\n- **Contact:** Mrs Begum, club manager, 01632 960 418.",
            ),
            Good(
                "pl",
                "Świetlica pozalekcyjna Oakfield Primary działa w każdy dzień nauki szkolnej od 15:15 do 18:00 w auli szkolnej. Pobyt do 17:00 kosztuje 11,50 funta, a cała sesja – 15 funtów; zajęcia trzeba zarezerwować przez ParentPay do godz. 12:00 w czwartek poprzedniego tygodnia. Dzieci dostają lekki podwieczorek, ale dzieci z alergiami muszą przynieść własną przekąskę. Na zajęcia mogą przychodzić dzieci od klasy Reception do Year 6; dziennie jest maksymalnie 40 miejsc. Dzieci wydajemy wyłącznie osobom dorosłym wskazanym w formularzu zgłoszeniowym, a za odbiór po 18:00 naliczamy 5 funtów za każde 10 minut. Akceptujemy Tax-Free Childcare i bony opiekuńcze (childcare vouchers). Kontakt z kierowniczką świetlicy, panią Begum: 01632 960 418.",
            ),
        ],
        bad=[
            Slip(0, [("£5 for every 10 minutes", "£5 for every 15 minutes")], "number"),
            Slip(
                1,
                [
                    (
                        "children with allergies are required to bring their own snack",
                        "children with allergies are welcome to bring their own snack",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Dzieci wydajemy wyłącznie osobom dorosłym wskazanym w formularzu zgłoszeniowym",
                        "Dzieci wydajemy również osobom dorosłym niewskazanym w formularzu zgłoszeniowym",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-research-ethics-approval",
        source="All research involving human participants, their data or tissue must receive ethical approval from the Faculty Research Ethics Committee before any recruitment begins. Applications are submitted through the online system at https://ethics.northbridge.ac.uk and are reviewed at monthly meetings; the deadline is the first Monday of each month. Low-risk projects may be approved by Chair's action, usually within 10 working days. Students must have their supervisor sign the application. Retrospective approval cannot be granted under any circumstances. The review process follows the proportionate approach described by Hartley and Moss (2019). Approval is valid for 3 years or until the end of the project, whichever is sooner. Queries should be sent to ethics@northbridge.ac.uk.",
        good=[
            Good(
                "preserve",
                "If your research involves people, their data or their tissue, it has to be approved by the Faculty Research Ethics Committee before you start recruiting anyone. Apply through the online system at https://ethics.northbridge.ac.uk. The committee reviews applications at its monthly meetings, and the deadline is the first Monday of every month. Low-risk projects can be approved by the Chair acting alone, usually within 10 working days. If you're a student, your supervisor must sign your application. Approval can never be given retrospectively. Reviews follow the proportionate approach set out by Hartley and Moss (2019). Approval lasts 3 years or until your project ends, whichever comes first. Please send any questions to ethics@northbridge.ac.uk.",
            ),
            Good(
                "preserve",
                "Ethical approval from the Faculty Research Ethics Committee is mandatory for all research involving human participants, their data or tissue, and must be obtained before recruitment starts. Applications are made via the online system (https://ethics.northbridge.ac.uk) and considered at the Committee's monthly meetings, for which the submission deadline is the first Monday of each month. Projects assessed as low-risk may instead be approved by Chair's action, typically within 10 working days. Student applications require the supervisor's signature. Under no circumstances will retrospective approval be granted. Review follows the proportionate approach of Hartley and Moss (2019). Approval remains valid for 3 years or until the project ends, whichever is earlier. Enquiries: ethics@northbridge.ac.uk.",
            ),
            Good(
                "pl",
                "Wszystkie badania z udziałem ludzi, ich danych lub tkanek muszą uzyskać zgodę Wydziałowej Komisji Etyki Badań Naukowych przed rozpoczęciem jakiejkolwiek rekrutacji. Wnioski składa się przez system internetowy pod adresem https://ethics.northbridge.ac.uk; są one rozpatrywane na comiesięcznych posiedzeniach, a termin składania upływa w pierwszy poniedziałek każdego miesiąca. Projekty o niskim ryzyku mogą zostać zatwierdzone decyzją przewodniczącego, zwykle w ciągu 10 dni roboczych. Wnioski studentów muszą być podpisane przez opiekuna naukowego. W żadnym przypadku nie można udzielić zgody z mocą wsteczną. Procedura oceny opiera się na podejściu proporcjonalnym opisanym w pracy Hartley i Moss (2019). Zgoda jest ważna przez 3 lata lub do zakończenia projektu – w zależności od tego, co nastąpi wcześniej. Pytania prosimy kierować na adres ethics@northbridge.ac.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "your supervisor must sign your application",
                        "your supervisor should ideally sign your application",
                    )
                ],
                "modality",
            ),
            Slip(1, [("Hartley and Moss (2019)", "Hartley (2019)")], "citation"),
            Slip(
                2,
                [
                    (
                        "Wnioski studentów muszą być podpisane przez opiekuna naukowego.",
                        "Wnioski studentów muszą być podpisane przez opiekuna naukowego oraz kierownika katedry.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-open-access-policy",
        source="From 1 January 2026, the University of Wexmoor's open access policy requires all peer-reviewed journal articles by its staff to be deposited in the institutional repository, WexRep, within 3 months of acceptance. Authors should upload the accepted manuscript rather than the publisher's final PDF. Articles may be placed under embargo for up to 12 months if the publisher requires it, but the metadata must be made public immediately. Monographs are not covered by this policy, although deposit is encouraged. The Library has a limited fund for article processing charges, which is likely to be exhausted by the autumn; applications are considered in order of receipt. Further guidance is available at https://library.wexmoor.ac.uk/openaccess.",
        good=[
            Good(
                "preserve",
                "Starting on 1 January 2026, the University of Wexmoor's open access policy says that every peer-reviewed journal article written by staff has to go into the university's repository, WexRep, within 3 months of being accepted. You should upload the accepted manuscript, not the publisher's final PDF. If the publisher insists, an article can be embargoed for up to 12 months – but its metadata has to go public straight away. Monographs fall outside the policy, though we encourage you to deposit them too. The Library has a small fund for article processing charges, and it will probably run out by the autumn; requests are dealt with in the order they arrive. For more guidance, see https://library.wexmoor.ac.uk/openaccess.",
            ),
            Good(
                "preserve",
                "With effect from 1 January 2026, the University of Wexmoor's open access policy requires staff to deposit all of their peer-reviewed journal articles in WexRep, the institutional repository, no later than 3 months after acceptance. The accepted manuscript, not the publisher's final PDF, should be uploaded. Where the publisher so requires, an embargo of up to 12 months may be applied; the metadata, however, must be published immediately. Monographs fall outside the scope of the policy, although their deposit is encouraged. The Library maintains a limited fund for article processing charges, which is expected to be exhausted by the autumn; applications are considered on a first-come, first-served basis. Further guidance: https://library.wexmoor.ac.uk/openaccess.",
            ),
            Good(
                "pl",
                "Od 1 stycznia 2026 r. polityka otwartego dostępu University of Wexmoor wymaga, aby wszystkie recenzowane artykuły w czasopismach autorstwa pracowników uczelni były deponowane w repozytorium instytucjonalnym WexRep w ciągu 3 miesięcy od przyjęcia do publikacji. Autorzy powinni zamieszczać zaakceptowany manuskrypt, a nie ostateczny plik PDF wydawcy. Jeśli wymaga tego wydawca, artykuł może zostać objęty embargiem na maksymalnie 12 miesięcy, ale metadane muszą zostać upublicznione od razu. Polityka nie obejmuje monografii, choć zachęcamy do ich deponowania. Biblioteka dysponuje ograniczonym funduszem na opłaty za publikację artykułów (APC), który prawdopodobnie wyczerpie się do jesieni; wnioski rozpatrywane są według kolejności wpływu. Więcej informacji: https://library.wexmoor.ac.uk/openaccess.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("The Library has a small fund", "The Library has a £50,000 fund")],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Monographs fall outside the scope of the policy",
                        "Monographs fall within the scope of the policy",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "który prawdopodobnie wyczerpie się do jesieni",
                        "który wyczerpie się do jesieni",
                    )
                ],
                "hedge",
            ),
        ],
    ),
]
