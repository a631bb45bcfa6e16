# ruff: noqa: E501, RUF001
"""Blind set 21: English source passages with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="en-four-day-week",
        source="We evaluated a six-month four-day working week pilot in 41 organisations in Scotland (n = 2,896 employees) that ran from June to December 2022. Staff kept 100% of their pay while working roughly 80% of their previous hours. Self-reported burnout fell by 21 percentage points and sick days dropped from an average of 2.1 to 1.4 per employee, while revenue did not decline significantly. These results are broadly consistent with earlier trials in Iceland (Haraldsson & Kellam, 2021). However, participating firms self-selected into the pilot, so the effects are likely overstated for the wider economy. Organisations considering the model should trial it for at least three months before committing.",
        good=[
            Good(
                "preserve",
                "This study looked at a six-month trial of a four-day working week in 41 Scottish organisations, involving 2,896 employees, between June and December 2022. Employees were paid in full but worked about 80% of the hours they had worked before. Burnout, as reported by staff themselves, went down by 21 percentage points. Sick days fell from 2.1 to 1.4 per employee on average, and there was no significant drop in revenue. The findings broadly match those of earlier trials in Iceland (Haraldsson & Kellam, 2021). Because the firms chose to take part, though, the benefits for the economy as a whole are probably smaller than these figures suggest. Any organisation thinking of adopting the model should run a trial of at least three months before committing to it.",
            ),
            Good(
                "preserve",
                "A six-month pilot of the four-day working week, conducted from June to December 2022 across 41 organisations in Scotland (n = 2,896), was evaluated. Employees retained full pay for approximately 80% of their former working hours. Self-reported burnout decreased by 21 percentage points, mean sick days per employee fell from 2.1 to 1.4, and revenue showed no significant decline. The findings are broadly in line with previous Icelandic trials (Haraldsson & Kellam, 2021). As firms self-selected into the pilot, the results likely overstate the impact on the wider economy. Organisations considering the model should pilot it for a minimum of three months before making a commitment.",
            ),
            Good(
                "pl",
                "Oceniliśmy sześciomiesięczny pilotaż czterodniowego tygodnia pracy, prowadzony od czerwca do grudnia 2022 r. w 41 organizacjach w Szkocji (n = 2896 pracowników). Pracownicy zachowali 100% wynagrodzenia, pracując mniej więcej 80% dotychczasowego czasu. Deklarowane wypalenie zawodowe spadło o 21 punktów procentowych, a średnia liczba dni zwolnienia chorobowego zmniejszyła się z 2,1 do 1,4 na pracownika, przy czym przychody nie spadły w istotnym stopniu. Wyniki są w dużej mierze zgodne z wcześniejszymi badaniami z Islandii (Haraldsson i Kellam, 2021). Firmy same jednak zgłaszały się do pilotażu, dlatego efekty dla całej gospodarki są prawdopodobnie zawyżone. Organizacje rozważające ten model powinny przed podjęciem decyzji testować go przez co najmniej trzy miesiące.",
            ),
        ],
        bad=[
            Slip(2, [("(Haraldsson i Kellam, 2021)", "(Haraldsson, 2021)")], "citation"),
            Slip(
                1,
                [("the results likely overstate the impact", "the results overstate the impact")],
                "hedge",
            ),
            Slip(
                0,
                [("went down by 21 percentage points", "went down by 12 percentage points")],
                "number",
            ),
        ],
    ),
    Case(
        key="en-household-food-waste",
        source="Household food waste accounts for an estimated 60% of all food waste in the UK. We conducted a cluster-randomised trial in 312 households in Leeds and Sheffield between March and August 2023 to test whether weekly text-message reminders and a free set of storage containers reduced waste. Waste was weighed at the kerbside every Tuesday. Intervention households discarded 0.9 kg less avoidable food per week than controls (95% CI 0.4–1.4), a reduction of about 23%. Containers alone had no measurable effect. The findings support earlier work on prompts (Marsh, Patel & Ogunleye, 2020) but not on packaging (Lindqvist et al., 2019). Councils should not expect lasting effects without repeated reminders.",
        good=[
            Good(
                "preserve",
                "An estimated 60% of the UK's food waste comes from households. Between March and August 2023, we ran a cluster-randomised trial with 312 households in Leeds and Sheffield. We wanted to find out whether weekly text reminders and a free set of storage containers would cut the amount of food thrown away. Every Tuesday, waste was weighed at the kerbside. Households in the intervention group threw away 0.9 kg less avoidable food each week than the control group (95% CI 0.4–1.4) – roughly 23% less. Giving out containers on their own made no measurable difference. Our results back up earlier research on prompts (Marsh, Patel & Ogunleye, 2020), but not research on packaging (Lindqvist et al., 2019). Councils should not count on the effect lasting unless reminders are repeated.",
            ),
            Good(
                "preserve",
                "Households are estimated to generate 60% of total UK food waste. This cluster-randomised trial, conducted in 312 households in Leeds and Sheffield from March to August 2023, assessed whether weekly SMS reminders and a complimentary set of storage containers reduce food waste. Kerbside waste was weighed each Tuesday. Compared with controls, intervention households discarded 0.9 kg less avoidable food weekly (95% CI 0.4–1.4), a reduction of approximately 23%. Containers in isolation produced no measurable effect. These results corroborate previous findings on prompts (Marsh, Patel & Ogunleye, 2020) but not those on packaging (Lindqvist et al., 2019). Local authorities should not anticipate sustained effects in the absence of repeated reminders.",
            ),
            Good(
                "pl",
                "Szacuje się, że gospodarstwa domowe odpowiadają za 60% wszystkich odpadów żywności w Wielkiej Brytanii. Od marca do sierpnia 2023 r. przeprowadziliśmy badanie z randomizacją klastrową w 312 gospodarstwach domowych w Leeds i Sheffield, aby sprawdzić, czy cotygodniowe przypomnienia SMS oraz bezpłatny zestaw pojemników do przechowywania żywności ograniczają marnowanie. Odpady ważono co wtorek przy posesjach, w miejscu odbioru. Gospodarstwa z grupy interwencyjnej wyrzucały tygodniowo o 0,9 kg mniej żywności możliwej do uratowania niż grupa kontrolna (95% CI 0,4–1,4), czyli o około 23% mniej. Same pojemniki nie dały mierzalnego efektu. Wyniki potwierdzają wcześniejsze badania dotyczące przypomnień (Marsh, Patel i Ogunleye, 2020), ale nie te dotyczące opakowań (Lindqvist i in., 2019). Samorządy nie powinny oczekiwać trwałego efektu bez powtarzania przypomnień.",
            ),
        ],
        bad=[
            Slip(1, [("(Marsh, Patel & Ogunleye, 2020)", "(Marsh & Patel, 2020)")], "citation"),
            Slip(2, [("o 0,9 kg mniej", "o 1,9 kg mniej")], "number"),
            Slip(
                0,
                [
                    (
                        "Giving out containers on their own made no measurable difference.",
                        "Giving out containers on their own also made a measurable difference.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-microfinance-women",
        source="This paper examines whether access to microloans improves the survival of women-owned micro-enterprises in rural Kenya. Using panel data on 1,730 businesses in Kisumu and Siaya counties collected between 2016 and 2021, we find that borrowers were 9 percentage points more likely to still be trading after three years than comparable non-borrowers. The effect appears to be concentrated among firms with at least one paid employee and may partly reflect lenders' screening rather than the loans themselves. Interest rates above 30% a year were associated with no benefit at all. In line with Banerjee, Karlan and Zinman (2015), we conclude that microcredit can help but is not transformative. Lenders should cap rates where regulation permits.",
        good=[
            Good(
                "preserve",
                "We looked at whether being able to get microloans helps businesses run by women in rural Kenya stay open. We used panel data on 1,730 businesses in Kisumu and Siaya counties, gathered from 2016 to 2021. Three years on, businesses that had borrowed were 9 percentage points more likely to still be trading than similar ones that had not. The effect seems to show up mainly in firms with at least one paid employee, and it may partly come from the way lenders pick their clients rather than from the loans. Where interest was over 30% a year, we found no benefit whatsoever. Like Banerjee, Karlan and Zinman (2015), we conclude that microcredit can help, but it is not transformative. Where the rules allow it, lenders should put a ceiling on rates.",
            ),
            Good(
                "preserve",
                "The study investigates the relationship between microloan access and the survival of female-owned micro-enterprises in rural Kenya. Drawing on panel data for 1,730 enterprises in Kisumu and Siaya counties, collected over 2016–2021, it finds that borrowing firms were 9 percentage points more likely than comparable non-borrowers to remain in business three years later. This effect appears concentrated among enterprises employing at least one paid worker and may in part be attributable to lender screening rather than to the credit itself. Annual interest rates exceeding 30% were associated with no benefit at all. Consistent with Banerjee, Karlan and Zinman (2015), the authors conclude that microcredit can be beneficial but is not transformative, and recommend that lenders cap interest rates where regulation permits.",
            ),
            Good(
                "pl",
                "W artykule badamy, czy dostęp do mikropożyczek zwiększa przeżywalność mikroprzedsiębiorstw prowadzonych przez kobiety na obszarach wiejskich Kenii. Na podstawie danych panelowych dotyczących 1730 firm z hrabstw Kisumu i Siaya, zebranych w latach 2016–2021, ustalamy, że po trzech latach firmy korzystające z pożyczek miały o 9 punktów procentowych większe szanse na dalsze prowadzenie działalności niż porównywalne firmy bez pożyczek. Efekt wydaje się skupiać w firmach zatrudniających co najmniej jednego płatnego pracownika i może częściowo wynikać z selekcji klientów przez pożyczkodawców, a nie z samych pożyczek. Oprocentowanie powyżej 30% rocznie nie wiązało się z żadną korzyścią. Podobnie jak Banerjee, Karlan i Zinman (2015) stwierdzamy, że mikrokredyt może pomóc, ale nie zmienia sytuacji w sposób przełomowy. Pożyczkodawcy powinni ograniczać oprocentowanie tam, gdzie pozwalają na to przepisy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Like Banerjee, Karlan and Zinman (2015)", "Like Banerjee and Karlan (2015)")],
                "citation",
            ),
            Slip(
                2, [("Efekt wydaje się skupiać w firmach", "Efekt skupia się w firmach")], "hedge"
            ),
            Slip(
                1,
                [
                    (
                        "and recommend that lenders cap interest rates",
                        "and suggest that lenders might cap interest rates",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-terraform-provider",
        source='## v4.12.0 (2024-05-21)\n\n### Breaking changes\n\n- The `region` argument of `acme_storage_bucket` is now **required**; configurations that omit it will fail at `terraform plan`.\n- Support for Terraform versions older than 1.3 has been dropped.\n\n### Bug fixes\n\n- Fixed a crash when `lifecycle_rule` contained more than 50 entries.\n- `acme_dns_record` no longer recreates records when only the `ttl` changes.\n\nUpgrade by setting `version = "~> 4.12"` in your `required_providers` block. We do not recommend skipping directly from 3.x; upgrade to 4.0 first and run `terraform plan` to check for drift.',
        good=[
            Good(
                "preserve",
                '## v4.12.0 (2024-05-21)\n\n### Breaking changes\n\n- You now **have to** set the `region` argument on `acme_storage_bucket`; if it is missing, `terraform plan` will fail.\n- Terraform versions below 1.3 are no longer supported.\n\n### Bug fixes\n\n- A crash that happened when `lifecycle_rule` had more than 50 entries has been fixed.\n- Changing only the `ttl` of an `acme_dns_record` no longer causes the record to be recreated.\n\nTo upgrade, set `version = "~> 4.12"` in the `required_providers` block. We\'d advise against jumping straight from 3.x: move to 4.0 first, then run `terraform plan` to look for drift.',
            ),
            Good(
                "preserve",
                '## v4.12.0 (2024-05-21)\n\n### Breaking changes\n\n- `acme_storage_bucket`: `region` is now **required**. Omitting it makes `terraform plan` fail.\n- Dropped support for Terraform < 1.3.\n\n### Bug fixes\n\n- Fixed: crash with more than 50 `lifecycle_rule` entries.\n- Fixed: `acme_dns_record` recreated records on `ttl`-only changes.\n\nTo upgrade, pin `version = "~> 4.12"` in `required_providers`. Upgrading directly from 3.x is not recommended – go to 4.0 first and run `terraform plan` to detect drift.',
            ),
            Good(
                "pl",
                '## v4.12.0 (2024-05-21)\n\n### Zmiany niekompatybilne wstecz\n\n- Argument `region` zasobu `acme_storage_bucket` jest teraz **wymagany**; konfiguracje, w których go brakuje, zakończą się błędem przy `terraform plan`.\n- Zrezygnowano ze wsparcia dla wersji Terraform starszych niż 1.3.\n\n### Poprawki błędów\n\n- Naprawiono awarię występującą, gdy `lifecycle_rule` zawierał więcej niż 50 wpisów.\n- `acme_dns_record` nie tworzy już rekordów od nowa, gdy zmienia się wyłącznie `ttl`.\n\nAby zaktualizować, ustaw `version = "~> 4.12"` w bloku `required_providers`. Nie zalecamy przechodzenia bezpośrednio z wersji 3.x – najpierw zaktualizuj do 4.0 i uruchom `terraform plan`, aby sprawdzić rozbieżności (drift).',
            ),
        ],
        bad=[
            Slip(2, [('`version = "~> 4.12"`', '`version = "~> 4.21"`')], "code"),
            Slip(
                1,
                [
                    ("### Breaking changes\n\n", "Breaking changes\n\n"),
                    ("### Bug fixes\n\n", "Bug fixes\n\n"),
                ],
                "markdown",
            ),
            Slip(
                0,
                [
                    (
                        "no longer causes the record to be recreated",
                        "now causes the record to be recreated",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-webhook-signatures",
        source="Every webhook request we send includes an `X-Paylane-Signature` header containing an HMAC-SHA256 digest of the raw request body, computed with your endpoint's signing secret. You must verify this signature before processing the event; never parse the JSON first, because re-serialising the body changes the bytes. The header also carries a Unix timestamp (`t=`), and you should reject requests older than 300 seconds to prevent replay attacks. If your endpoint does not return a 2xx status within 10 seconds, we retry up to 8 times over roughly 24 hours with exponential backoff. Signing secrets can be rotated in the dashboard under **Developers → Webhooks**; the old secret stays valid for 12 hours.",
        good=[
            Good(
                "preserve",
                "Each webhook request from us carries an `X-Paylane-Signature` header. It holds an HMAC-SHA256 digest of the raw request body, calculated using your endpoint's signing secret. Always verify this signature before you process the event. Don't parse the JSON beforehand: serialising the body again changes its bytes. The header also includes a Unix timestamp (`t=`); you should turn away any request that is more than 300 seconds old, which protects you against replay attacks. If your endpoint hasn't answered with a 2xx status within 10 seconds, we try again – up to 8 times across about 24 hours, with exponential backoff. You can rotate signing secrets in the dashboard under **Developers → Webhooks**. After rotation, the old secret keeps working for 12 hours.",
            ),
            Good(
                "preserve",
                "**How are webhooks signed?** Each request includes an `X-Paylane-Signature` header with an HMAC-SHA256 digest of the raw body, computed using your endpoint's signing secret.\n\n**What do I need to do?** Verify the signature before processing the event – this is mandatory. Do not parse the JSON first, since re-serialising alters the bytes. You should also use the Unix timestamp in the header (`t=`) to reject requests older than 300 seconds, which prevents replay attacks.\n\n**What if my endpoint fails?** Without a 2xx response within 10 seconds, we retry with exponential backoff, up to 8 times over approximately 24 hours.\n\n**Can I rotate secrets?** Yes, under **Developers → Webhooks** in the dashboard. The previous secret remains valid for 12 hours.",
            ),
            Good(
                "pl",
                "Każde wysyłane przez nas żądanie webhooka zawiera nagłówek `X-Paylane-Signature` ze skrótem HMAC-SHA256 surowej treści żądania, obliczonym przy użyciu sekretu podpisującego Twojego endpointu. Musisz zweryfikować ten podpis przed przetworzeniem zdarzenia; nigdy nie parsuj najpierw JSON-a, ponieważ ponowna serializacja zmienia bajty treści. Nagłówek zawiera też znacznik czasu Unix (`t=`) – żądania starsze niż 300 sekund powinno się odrzucać, aby zapobiec atakom typu replay. Jeśli Twój endpoint nie zwróci statusu 2xx w ciągu 10 sekund, ponawiamy próbę maksymalnie 8 razy w ciągu mniej więcej 24 godzin, z wykładniczo rosnącymi odstępami. Sekrety podpisujące można zmienić w panelu w sekcji **Developers → Webhooks**; stary sekret pozostaje ważny przez 12 godzin.",
            ),
        ],
        bad=[
            Slip(0, [("an HMAC-SHA256 digest", "an HMAC-SHA1 digest")], "code"),
            Slip(
                2,
                [
                    (
                        "stary sekret pozostaje ważny przez 12 godzin",
                        "stary sekret pozostaje ważny przez 24 godziny",
                    )
                ],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "before processing the event – this is mandatory.",
                        "before processing the event – this is optional but recommended.",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-vpn-client-upgrade",
        source="All staff using remote access must upgrade to GlobalConnect VPN client version 6.2.3 by Friday 14 June. From Monday 17 June, older clients (6.1.x and earlier) will be blocked at the gateway vpn.harlowgroup.co.uk. On managed Windows laptops the upgrade will be pushed automatically overnight; you only need to restart when prompted. Mac users and anyone on a personal device must install it manually from https://it.harlowgroup.co.uk/vpn. The installation takes about 10 minutes and requires administrator rights on personal machines. Your existing login details and MFA set-up do not change. If you cannot connect after upgrading, contact the Service Desk on 01279 445 600 or at servicedesk@harlowgroup.co.uk.",
        good=[
            Good(
                "preserve",
                "If you connect to work remotely, you need to move to version 6.2.3 of the GlobalConnect VPN client by Friday 14 June. Starting Monday 17 June, the vpn.harlowgroup.co.uk gateway will block older clients (version 6.1.x or earlier). Managed Windows laptops will get the upgrade automatically overnight – all you have to do is restart when asked. If you use a Mac or your own device, you must install the new version yourself from https://it.harlowgroup.co.uk/vpn. Installing takes roughly 10 minutes, and on personal machines you will need administrator rights. Your current login details and MFA set-up stay as they are. Can't connect after upgrading? Call the Service Desk on 01279 445 600 or email servicedesk@harlowgroup.co.uk.",
            ),
            Good(
                "preserve",
                "**Action required: VPN client upgrade**\n\n- **Who:** all staff who use remote access.\n- **What:** upgrade to GlobalConnect VPN client 6.2.3 – this is mandatory.\n- **Deadline:** Friday 14 June. From Monday 17 June, clients on 6.1.x or earlier will be blocked at vpn.harlowgroup.co.uk.\n- **Managed Windows laptops:** the upgrade is pushed automatically overnight; just restart when prompted.\n- **Macs and personal devices:** you must install the client manually from https://it.harlowgroup.co.uk/vpn. It takes about 10 minutes; administrator rights are needed on personal machines.\n- **No change** to your existing login details or MFA set-up.\n- **Problems after upgrading?** Service Desk: 01279 445 600, servicedesk@harlowgroup.co.uk.",
            ),
            Good(
                "pl",
                "Wszyscy pracownicy korzystający z dostępu zdalnego muszą do piątku 14 czerwca zaktualizować klienta VPN GlobalConnect do wersji 6.2.3. Od poniedziałku 17 czerwca starsze wersje klienta (6.1.x i wcześniejsze) będą blokowane na bramie vpn.harlowgroup.co.uk. Na zarządzanych laptopach z systemem Windows aktualizacja zostanie zainstalowana automatycznie w nocy – wystarczy ponownie uruchomić komputer, gdy pojawi się taki komunikat. Użytkownicy komputerów Mac oraz osoby korzystające z prywatnych urządzeń muszą zainstalować klienta samodzielnie ze strony https://it.harlowgroup.co.uk/vpn. Instalacja trwa około 10 minut, a na prywatnych komputerach wymaga uprawnień administratora. Dotychczasowe dane logowania i konfiguracja MFA pozostają bez zmian. Jeśli po aktualizacji nie możesz się połączyć, skontaktuj się z Service Deskiem pod numerem 01279 445 600 lub pod adresem servicedesk@harlowgroup.co.uk.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "upgrade to GlobalConnect VPN client 6.2.3",
                        "upgrade to GlobalConnect VPN client 6.3.2",
                    )
                ],
                "code",
            ),
            Slip(
                2,
                [
                    (
                        "ze strony https://it.harlowgroup.co.uk/vpn",
                        "ze strony https://it.harlowgroup.com/vpn",
                    )
                ],
                "url",
            ),
            Slip(0, [("Starting Monday 17 June", "Starting Monday 24 June")], "date"),
        ],
    ),
    Case(
        key="en-probate-application",
        source="You can apply for probate online at www.gov.uk/applying-for-probate if you are the executor named in the will. The application fee is £300 for estates valued at more than £5,000; no fee is payable for smaller estates. Extra official copies of the grant cost £1.50 each. Before applying, you must submit an inheritance tax form (IHT400 or, for excepted estates, the information requested online) and then wait at least 20 working days if you sent form IHT400 to HMRC. Applications are usually processed within about 8 weeks, but it can take longer if the will is contested or documents are missing. Under section 25 of the Administration of Estates Act 1925, executors must collect the estate's assets and pay its debts.",
        good=[
            Good(
                "preserve",
                "If the will names you as executor, you can apply for probate online at www.gov.uk/applying-for-probate. For an estate worth over £5,000 the fee is £300; if it is worth £5,000 or less, there is nothing to pay. Each additional official copy of the grant costs £1.50. First you must deal with inheritance tax: send form IHT400 or, if the estate is an excepted estate, give the information asked for online. If you sent form IHT400 to HMRC, you then have to wait at least 20 working days before applying. Processing usually takes around 8 weeks, although it can take longer if someone contests the will or documents are missing. Executors are required by section 25 of the Administration of Estates Act 1925 to collect in the estate's assets and pay its debts.",
            ),
            Good(
                "preserve",
                "An executor named in the will may apply for a grant of probate online at www.gov.uk/applying-for-probate. A fee of £300 applies where the estate is valued at over £5,000; smaller estates incur no fee. Additional official copies of the grant are charged at £1.50 per copy. An inheritance tax form must be submitted before the application is made (form IHT400 or, in the case of an excepted estate, the information requested online); where form IHT400 has been sent to HMRC, a period of at least 20 working days must then elapse. Applications are generally processed within approximately 8 weeks, although delays may occur where the will is contested or documentation is missing. Section 25 of the Administration of Estates Act 1925 requires executors to collect the assets of the estate and to pay its debts.",
            ),
            Good(
                "pl",
                "Jeśli jesteś wykonawcą wskazanym w testamencie, możesz złożyć przez internet wniosek o stwierdzenie uprawnień do zarządzania spadkiem (probate) na stronie www.gov.uk/applying-for-probate. Opłata wynosi 300 GBP w przypadku spadku o wartości powyżej 5000 GBP; przy mniejszych spadkach opłaty się nie pobiera. Każdy dodatkowy urzędowy odpis dokumentu kosztuje 1,50 GBP. Przed złożeniem wniosku musisz złożyć formularz podatku od spadków (IHT400 lub – w przypadku spadków zwolnionych z tego obowiązku – informacje, o które poproszono online), a jeśli wysłałeś formularz IHT400 do HMRC, odczekać następnie co najmniej 20 dni roboczych. Wnioski rozpatrywane są zwykle w ciągu około 8 tygodni, ale może to potrwać dłużej, jeśli testament jest kwestionowany lub brakuje dokumentów. Zgodnie z sekcją 25 ustawy Administration of Estates Act 1925 wykonawcy testamentu muszą zebrać składniki majątku spadkowego i spłacić jego długi.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Section 25 of the Administration of Estates Act 1925",
                        "Section 35 of the Administration of Estates Act 1925",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "odczekać następnie co najmniej 20 dni roboczych",
                        "odczekać następnie co najmniej 10 dni roboczych",
                    )
                ],
                "number",
            ),
            Slip(
                0,
                [
                    (
                        "First you must deal with inheritance tax",
                        "First you may want to deal with inheritance tax",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-right-to-rent",
        source="Landlords in England must check that all adult tenants have the right to rent before the tenancy begins, as required by section 22 of the Immigration Act 2014. The check must be carried out no earlier than 28 days before the start of the tenancy. You need to see the original documents in the tenant's presence, or use the Home Office online service with a share code, and keep a copy for the duration of the tenancy plus one year. You do not need to check tenants aged under 18. If a tenant has a time-limited right to rent, you should carry out a follow-up check before it expires. Landlords who rent to someone without the right to rent can be fined up to £5,000 per lodger and £10,000 per occupier for a first breach.",
        good=[
            Good(
                "preserve",
                "If you let a property in England, you must confirm that every adult tenant has the right to rent before their tenancy starts – section 22 of the Immigration Act 2014 requires this. The check must be done no more than 28 days before the tenancy begins. Either look at the original documents with the tenant present, or use the Home Office online service with a share code. Keep a copy for as long as the tenancy lasts and for one year after it ends. Tenants under 18 don't need to be checked. Where a tenant's right to rent is time-limited, you should check again before it runs out. Renting to someone who has no right to rent can cost you a fine of up to £5,000 per lodger or £10,000 per occupier for a first breach.",
            ),
            Good(
                "preserve",
                "Under section 22 of the Immigration Act 2014, landlords in England are required to verify, prior to the commencement of the tenancy, that every adult tenant has the right to rent. The check may not be conducted earlier than 28 days before the tenancy start date. Landlords must either inspect original documents in the tenant's presence or use the Home Office online service with a share code, and retain a copy throughout the tenancy and for one year thereafter. Tenants below the age of 18 are not subject to checks. Where the right to rent is time-limited, a follow-up check should be completed before expiry. A first breach by letting to a person without the right to rent may result in a penalty of up to £5,000 per lodger and £10,000 per occupier.",
            ),
            Good(
                "pl",
                "Wynajmujący w Anglii muszą przed rozpoczęciem najmu sprawdzić, czy wszyscy dorośli najemcy mają prawo do najmu (right to rent) – wymaga tego sekcja 22 ustawy Immigration Act 2014. Kontroli nie można przeprowadzić wcześniej niż 28 dni przed rozpoczęciem najmu. Trzeba obejrzeć oryginały dokumentów w obecności najemcy albo skorzystać z internetowej usługi Home Office z kodem udostępniania (share code), a kopię przechowywać przez cały okres najmu i jeszcze rok po jego zakończeniu. Najemców poniżej 18. roku życia nie trzeba sprawdzać. Jeśli prawo najemcy do najmu jest ograniczone w czasie, wynajmujący powinien przed jego wygaśnięciem przeprowadzić kontrolę uzupełniającą. Wynajmującemu, który odda lokal osobie bez takiego prawa, grozi za pierwsze naruszenie kara do 5000 GBP za każdego lokatora (lodger) i do 10 000 GBP za każdego mieszkańca (occupier).",
            ),
        ],
        bad=[
            Slip(
                2,
                [("ustawy Immigration Act 2014", "ustawy Immigration Act 2016")],
                "legal_reference",
            ),
            Slip(
                0,
                [
                    (
                        "Tenants under 18 don't need to be checked.",
                        "Tenants under 18 also need to be checked.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "for one year thereafter.",
                        "for one year thereafter. Landlords may charge the tenant a fee of up to £50 for carrying out the check.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-littering-penalty",
        source="You have been issued a fixed penalty notice under section 88 of the Environmental Protection Act 1990 for dropping litter on Market Street, Wigan, at 14:35 on Saturday 9 March 2024. Paying the £100 penalty discharges your liability to conviction for the offence. If you pay within 10 days of the date of this notice, the amount is reduced to £65. You can pay online at www.wigan.gov.uk/payfpn using reference FPN-0482715, or by phone on 01942 404 364. If you do not pay within 14 days, the case may be referred for prosecution, and on conviction you could be fined up to £2,500. You may appeal in writing within 14 days, but the notice will not be withdrawn simply because you have since picked up the litter.",
        good=[
            Good(
                "preserve",
                "This fixed penalty notice has been given to you under section 88 of the Environmental Protection Act 1990 because you dropped litter on Market Street, Wigan, on Saturday 9 March 2024 at 2:35 p.m. If you pay the £100 penalty, you can no longer be convicted of this offence. Pay within 10 days of the date on this notice and you will only owe £65. Payments can be made online at www.wigan.gov.uk/payfpn, quoting reference FPN-0482715, or by calling 01942 404 364. If you haven't paid within 14 days, the case may be passed on for prosecution; if you are convicted, the fine could be as much as £2,500. You can appeal in writing within 14 days. However, picking up the litter afterwards is not in itself a reason for the notice to be withdrawn.",
            ),
            Good(
                "preserve",
                "Fixed Penalty Notice – section 88, Environmental Protection Act 1990\n\n- Offence: dropping litter, Market Street, Wigan, Saturday 9 March 2024 at 14:35.\n- Penalty: £100. Payment discharges your liability to conviction for this offence.\n- Early payment: reduced to £65 if paid within 10 days of the date of this notice.\n- How to pay: online at www.wigan.gov.uk/payfpn (reference FPN-0482715) or by telephone on 01942 404 364.\n- Non-payment: if payment is not made within 14 days, the matter may be referred for prosecution. On conviction, a fine of up to £2,500 may be imposed.\n- Appeals: may be made in writing within 14 days. Having since picked up the litter will not, by itself, result in the notice being withdrawn.",
            ),
            Good(
                "pl",
                "Na podstawie sekcji 88 ustawy Environmental Protection Act 1990 otrzymuje Pan/Pani mandat karny za wyrzucenie śmieci na ulicy Market Street w Wigan w sobotę 9 marca 2024 r. o godz. 14:35. Zapłata kary w wysokości 100 GBP wyklucza skazanie za to wykroczenie. W przypadku zapłaty w ciągu 10 dni od daty wystawienia mandatu kwota zostaje obniżona do 65 GBP. Można zapłacić online na stronie www.wigan.gov.uk/payfpn, podając numer referencyjny FPN-0482715, lub telefonicznie pod numerem 01942 404 364. Jeśli kara nie zostanie zapłacona w ciągu 14 dni, sprawa może zostać skierowana do sądu, a w razie skazania grozi grzywna do 2500 GBP. Odwołanie można złożyć na piśmie w ciągu 14 dni, jednak samo późniejsze podniesienie śmieci nie będzie podstawą do anulowania mandatu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "under section 88 of the Environmental Protection Act 1990",
                        "under section 87 of the Environmental Protection Act 1990",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                2,
                [("kwota zostaje obniżona do 65 GBP", "kwota zostaje obniżona do 50 GBP")],
                "number",
            ),
            Slip(1, [("Saturday 9 March 2024 at 14:35", "Saturday 9 March 2024 at 14:53")], "date"),
        ],
    ),
    Case(
        key="en-premises-licence-variation",
        source="Notice is hereby given that The Old Granary Ltd has applied to Bath and North East Somerset Council to vary the premises licence for The Old Granary, 4 Quay Street, Bath BA1 1LP, under section 34 of the Licensing Act 2003. The application seeks to extend the sale of alcohol on Fridays and Saturdays from 23:00 to 00:30 and to permit live music in the rear courtyard until 22:00. Anyone wishing to make representations must do so in writing to the Licensing Team, Lewis House, Manvers Street, Bath BA1 1JG, or by email to licensing@bathnes.gov.uk, no later than 2 August 2024. Representations must relate to one or more of the four licensing objectives. It is an offence to knowingly or recklessly make a false statement in connection with an application; the maximum fine on summary conviction is unlimited.",
        good=[
            Good(
                "preserve",
                "The Old Granary Ltd has applied to Bath and North East Somerset Council, under section 34 of the Licensing Act 2003, to vary the premises licence for The Old Granary, 4 Quay Street, Bath BA1 1LP. On Fridays and Saturdays it wants to be able to sell alcohol until 00:30 instead of 23:00, and it is also asking for permission to hold live music in the back courtyard until 22:00. If you want to comment on the application, you must write to the Licensing Team, Lewis House, Manvers Street, Bath BA1 1JG, or email licensing@bathnes.gov.uk by 2 August 2024 at the latest. Any comments must relate to at least one of the four licensing objectives. Knowingly or recklessly making a false statement in connection with an application is an offence, and on summary conviction there is no upper limit on the fine.",
            ),
            Good(
                "preserve",
                "Pursuant to section 34 of the Licensing Act 2003, notice is given of an application by The Old Granary Ltd to Bath and North East Somerset Council for the variation of the premises licence relating to The Old Granary, 4 Quay Street, Bath BA1 1LP. The proposed variation would extend the hours for the sale of alcohol on Fridays and Saturdays from 23:00 to 00:30 and authorise live music in the rear courtyard until 22:00. Representations must be submitted in writing to the Licensing Team, Lewis House, Manvers Street, Bath BA1 1JG, or by email to licensing@bathnes.gov.uk, by no later than 2 August 2024, and must relate to one or more of the four licensing objectives. Knowingly or recklessly making a false statement in connection with an application constitutes an offence punishable on summary conviction by an unlimited fine.",
            ),
            Good(
                "pl",
                "Niniejszym zawiadamia się, że spółka The Old Granary Ltd złożyła do Rady Bath and North East Somerset wniosek o zmianę zezwolenia dla lokalu The Old Granary, 4 Quay Street, Bath BA1 1LP, na podstawie sekcji 34 ustawy Licensing Act 2003. Wniosek dotyczy wydłużenia sprzedaży alkoholu w piątki i soboty z godz. 23:00 do 0:30 oraz zezwolenia na muzykę na żywo na tylnym dziedzińcu do godz. 22:00. Osoby, które chcą zgłosić uwagi, muszą to zrobić na piśmie, kierując je do Licensing Team, Lewis House, Manvers Street, Bath BA1 1JG, lub e-mailem na adres licensing@bathnes.gov.uk, najpóźniej do 2 sierpnia 2024 r. Uwagi muszą dotyczyć co najmniej jednego z czterech celów licencyjnych. Świadome lub lekkomyślne złożenie fałszywego oświadczenia w związku z wnioskiem stanowi przestępstwo; w trybie uproszczonym grozi za nie grzywna bez górnej granicy.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("najpóźniej do 2 sierpnia 2024 r.", "najpóźniej do 12 sierpnia 2024 r.")],
                "date",
            ),
            Slip(
                0,
                [
                    (
                        "in the back courtyard until 22:00.",
                        "in the back courtyard, which seats 60 customers, until 22:00.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Representations must be submitted in writing",
                        "Representations may be submitted in writing",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-redundancy-consultation",
        source="As required by section 188 of the Trade Union and Labour Relations (Consolidation) Act 1992, we are writing to inform you that the company proposes to make up to 24 roles redundant at its Coventry distribution centre. Because fewer than 100 redundancies are proposed, the collective consultation period will last at least 30 days, starting on Monday 3 February 2025. No final decisions will be made before the consultation ends. Employee representatives will be elected by secret ballot on 29 January; anyone who wants to stand should tell HR by 5 p.m. on 27 January. Affected employees with two or more years' service will be entitled to statutory redundancy pay. You may be accompanied at individual consultation meetings by a colleague or trade union representative.",
        good=[
            Good(
                "preserve",
                "Section 188 of the Trade Union and Labour Relations (Consolidation) Act 1992 requires us to let you know that the company is proposing to make as many as 24 roles redundant at its Coventry distribution centre. Since the proposal involves fewer than 100 redundancies, collective consultation will run for at least 30 days, beginning on Monday 3 February 2025. Nothing will be finally decided until consultation is over. Employee representatives will be chosen in a secret ballot on 29 January. If you'd like to stand, you should let HR know by 5 p.m. on 27 January. Affected employees who have at least two years' service will be entitled to statutory redundancy pay. At individual consultation meetings you can bring a colleague or a trade union representative with you.",
            ),
            Good(
                "preserve",
                "In accordance with section 188 of the Trade Union and Labour Relations (Consolidation) Act 1992, we hereby notify you of the company's proposal to make up to 24 positions redundant at the Coventry distribution centre. As the number of proposed redundancies is below 100, collective consultation will last a minimum of 30 days and will begin on Monday 3 February 2025. No final decision will be taken before the end of the consultation period. Employee representatives will be elected by secret ballot on 29 January; employees wishing to stand for election should notify HR by 17:00 on 27 January. Affected employees with a minimum of two years' service will be entitled to statutory redundancy pay. Employees may be accompanied at individual consultation meetings by a colleague or a trade union representative.",
            ),
            Good(
                "pl",
                "Zgodnie z wymogiem sekcji 188 ustawy Trade Union and Labour Relations (Consolidation) Act 1992 informujemy, że spółka planuje zlikwidować do 24 stanowisk w centrum dystrybucyjnym w Coventry. Ponieważ planowanych zwolnień jest mniej niż 100, konsultacje zbiorowe potrwają co najmniej 30 dni, począwszy od poniedziałku 3 lutego 2025 r. Przed zakończeniem konsultacji nie zostaną podjęte żadne ostateczne decyzje. Przedstawiciele pracowników zostaną wybrani w tajnym głosowaniu 29 stycznia; osoby, które chcą kandydować, powinny zgłosić to działowi HR do godz. 17:00 w dniu 27 stycznia. Pracownikom objętym zwolnieniami, którzy przepracowali co najmniej dwa lata, będzie przysługiwać ustawowa odprawa. Na indywidualnych spotkaniach konsultacyjnych może Panu/Pani towarzyszyć współpracownik lub przedstawiciel związku zawodowego.",
            ),
        ],
        bad=[
            Slip(0, [("will run for at least 30 days", "will run for at least 45 days")], "number"),
            Slip(
                2,
                [
                    (
                        "Przed zakończeniem konsultacji nie zostaną podjęte żadne ostateczne decyzje.",
                        "Przed zakończeniem konsultacji zostaną podjęte ostateczne decyzje.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Employees may be accompanied at individual consultation meetings",
                        "Employees must be accompanied at individual consultation meetings",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-term-time-absence",
        source="Head teachers may only authorise leave of absence during term time in exceptional circumstances, in line with the Education (Pupil Registration) (England) Regulations 2006. Family holidays are not normally considered exceptional. Requests must be made in writing at least four weeks in advance using the form on the school website. From 19 August 2024, the local authority will issue a penalty notice when a pupil has 10 or more sessions (5 school days) of unauthorised absence within 10 school weeks. The penalty is £80 per parent per child if paid within 21 days, rising to £160 if paid within 28 days. A second notice within three years is charged at £160 with no reduction. Parents who do not pay may be prosecuted under section 444 of the Education Act 1996.",
        good=[
            Good(
                "preserve",
                "Head teachers can allow a child to miss school during term time only in exceptional circumstances, as set out in the Education (Pupil Registration) (England) Regulations 2006. A family holiday is not usually seen as exceptional. You must ask in writing at least four weeks beforehand, using the form on the school website. Starting on 19 August 2024, the local authority will issue a penalty notice if a pupil has 10 or more sessions (that is, 5 school days) of unauthorised absence within a period of 10 school weeks. The fine is £80 for each parent for each child if you pay within 21 days, and £160 if you pay within 28 days. If you get a second notice within three years, it costs £160 straight away, with no reduction. Parents who don't pay may be taken to court under section 444 of the Education Act 1996.",
            ),
            Good(
                "preserve",
                "**Can my child take time off during term?** Only in exceptional circumstances, and only if the head teacher authorises it (Education (Pupil Registration) (England) Regulations 2006). Family holidays are not normally treated as exceptional.\n\n**How do I ask?** You must apply in writing, at least four weeks in advance, on the form on the school website.\n\n**When is a fine issued?** From 19 August 2024, the local authority will issue a penalty notice for 10 or more sessions (5 school days) of unauthorised absence within 10 school weeks.\n\n**How much is it?** £80 per parent per child if paid within 21 days; £160 if paid within 28 days. A second notice within three years costs £160, with no reduction.\n\n**What if I don't pay?** You may be prosecuted under section 444 of the Education Act 1996.",
            ),
            Good(
                "pl",
                "Dyrektor szkoły może zezwolić na nieobecność ucznia w trakcie roku szkolnego wyłącznie w wyjątkowych okolicznościach, zgodnie z rozporządzeniem Education (Pupil Registration) (England) Regulations 2006. Rodzinne wyjazdy wakacyjne zazwyczaj nie są uznawane za wyjątkowe okoliczności. Wniosek należy złożyć na piśmie co najmniej cztery tygodnie wcześniej, na formularzu dostępnym na stronie internetowej szkoły. Od 19 sierpnia 2024 r. władze lokalne będą nakładać karę, gdy uczeń w ciągu 10 tygodni szkolnych opuści bez usprawiedliwienia 10 lub więcej półdniowych sesji (czyli 5 dni szkolnych). Kara wynosi 80 GBP od każdego rodzica za każde dziecko, jeśli zostanie zapłacona w ciągu 21 dni, i wzrasta do 160 GBP przy zapłacie w ciągu 28 dni. Druga kara w ciągu trzech lat wynosi 160 GBP bez możliwości obniżenia. Rodzice, którzy nie zapłacą, mogą zostać pociągnięci do odpowiedzialności przed sądem na podstawie sekcji 444 ustawy Education Act 1996.",
            ),
        ],
        bad=[
            Slip(1, [("£80 per parent per child", "£60 per parent per child")], "number"),
            Slip(
                2,
                [("Wniosek należy złożyć na piśmie", "Wniosek można złożyć na piśmie")],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "If you get a second notice within three years, it costs £160 straight away, with no reduction.",
                        "Druga kara w ciągu trzech lat wynosi od razu 160 GBP, bez możliwości obniżenia.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-home-care-charges",
        source="If you receive home care arranged by Shropshire Council, you may have to contribute towards its cost. The amount depends on a financial assessment of your income and savings. If your savings are above £23,250, you will usually pay the full cost, currently £24.60 per hour. We disregard the value of your home, and you will always be left with at least the Minimum Income Guarantee, which is £228.70 a week for people over State Pension age. The assessment normally takes about 4 weeks, and charges are backdated to the date your care started. Disability-related expenses, such as extra heating, can be deducted if you provide evidence. For advice, call 0345 678 9044 or visit www.shropshire.gov.uk/care-costs.",
        good=[
            Good(
                "preserve",
                "When Shropshire Council arranges your home care, you may need to pay part of the cost. How much depends on a financial assessment that looks at your income and savings. With savings of more than £23,250, you will normally pay the full cost, which at the moment is £24.60 an hour. Your home is not counted, and you will always keep at least the Minimum Income Guarantee – £228.70 a week if you are over State Pension age. The assessment usually takes around four weeks. Charges are backdated to the day your care began. If you can show evidence, disability-related expenses such as extra heating can be taken off. For advice, ring 0345 678 9044 or go to www.shropshire.gov.uk/care-costs.",
            ),
            Good(
                "preserve",
                "**Will I have to pay for my home care?** If Shropshire Council arranges it, you may have to contribute, depending on a financial assessment of your income and savings.\n\n**What if I have savings?** Above £23,250, you will usually pay the full cost – currently £24.60 per hour.\n\n**Is my home counted?** No, its value is disregarded. You will always be left with at least the Minimum Income Guarantee (£228.70 a week for people over State Pension age).\n\n**How long does it take?** Normally about 4 weeks; charges are backdated to the date your care started.\n\n**Can expenses be deducted?** Yes, disability-related expenses such as extra heating, if you provide evidence.\n\n**Need advice?** Call 0345 678 9044 or visit www.shropshire.gov.uk/care-costs.",
            ),
            Good(
                "pl",
                "Jeśli korzystasz z opieki domowej zorganizowanej przez Radę Hrabstwa Shropshire, być może będziesz musiał dopłacać do jej kosztów. Wysokość dopłaty zależy od oceny finansowej Twoich dochodów i oszczędności. Jeżeli Twoje oszczędności przekraczają 23 250 GBP, zazwyczaj pokrywasz pełny koszt, obecnie 24,60 GBP za godzinę. Nie bierzemy pod uwagę wartości Twojego domu, a zawsze pozostanie Ci co najmniej gwarantowany dochód minimalny (Minimum Income Guarantee), który dla osób powyżej ustawowego wieku emerytalnego wynosi 228,70 GBP tygodniowo. Ocena trwa zwykle około 4 tygodni, a opłaty nalicza się wstecz od dnia rozpoczęcia opieki. Wydatki związane z niepełnosprawnością, np. na dodatkowe ogrzewanie, można odliczyć po przedstawieniu dowodów. Porady: tel. 0345 678 9044 lub www.shropshire.gov.uk/care-costs.",
            ),
        ],
        bad=[
            Slip(2, [("obecnie 24,60 GBP za godzinę", "obecnie 26,40 GBP za godzinę")], "number"),
            Slip(
                0,
                [
                    (
                        "The assessment usually takes around four weeks.",
                        "The assessment takes four weeks.",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "backdated to the date your care started.",
                        "backdated to the date your care started. A social worker will visit you at home to complete the assessment.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-click-and-collect",
        source="## Click & Collect – how it works\n\n- Order by **8 p.m.** and collect from **2 p.m. the next day**; Sunday orders are ready on Tuesday.\n- Collection is free on orders over £40; otherwise there is a £2.50 charge.\n- We'll hold your order for **5 days**. If it isn't collected, we'll cancel it and refund you within 3–5 working days.\n- You must show your order number and the bank card used for payment. We cannot hand orders to anyone else unless you've named them at checkout.\n- Orders containing alcohol cannot be collected by anyone under 18, and ID may be requested.",
        good=[
            Good(
                "preserve",
                "## How Click & Collect works\n\n- Place your order by **8 p.m.** and you can pick it up from **2 p.m. the following day**. If you order on a Sunday, it will be ready on Tuesday.\n- On orders over £40 collection costs nothing; on other orders we charge £2.50.\n- Your order will be kept for **5 days**. If nobody has collected it by then, we cancel it and refund you within 3–5 working days.\n- Bring your order number and the bank card you paid with – you must show both. Orders can only be handed to someone else if you gave their name at checkout.\n- Nobody under 18 can collect an order that includes alcohol, and we may ask for ID.",
            ),
            Good(
                "preserve",
                "## Click & Collect\n\n- **Timing:** order by **8 p.m.**, collect from **2 p.m. next day**. Sunday orders: ready Tuesday.\n- **Cost:** free over £40, otherwise £2.50.\n- **Holding period:** **5 days**; uncollected orders are cancelled and refunded within 3–5 working days.\n- **At collection:** showing your order number and payment card is mandatory. Only a person you named at checkout can collect on your behalf.\n- **Alcohol:** no collection by under-18s; ID may be requested.",
            ),
            Good(
                "pl",
                "## Click & Collect – jak to działa\n\n- Zamów do **20:00**, a odbierzesz zamówienie od **14:00 następnego dnia**; zamówienia złożone w niedzielę są gotowe we wtorek.\n- Odbiór jest bezpłatny przy zamówieniach powyżej 40 GBP; w pozostałych przypadkach kosztuje 2,50 GBP.\n- Przechowujemy zamówienie przez **5 dni**. Jeśli nie zostanie odebrane, anulujemy je i zwrócimy pieniądze w ciągu 3–5 dni roboczych.\n- Musisz okazać numer zamówienia i kartę płatniczą użytą do zapłaty. Nie możemy wydać zamówienia nikomu innemu, chyba że wskażesz tę osobę przy składaniu zamówienia.\n- Zamówień zawierających alkohol nie mogą odbierać osoby poniżej 18 lat; możemy poprosić o dokument tożsamości.",
            ),
        ],
        bad=[
            Slip(1, [("Sunday orders: ready Tuesday.", "Sunday orders: ready Monday.")], "date"),
            Slip(
                2,
                [
                    (
                        "Zamówień zawierających alkohol nie mogą odbierać osoby poniżej 18 lat",
                        "Zamówienia zawierające alkohol mogą odbierać także osoby poniżej 18 lat",
                    )
                ],
                "negation",
            ),
            Bad(
                "preserve",
                "How Click & Collect works: place your order by 8 p.m. and you can pick it up from 2 p.m. the following day. If you order on a Sunday, it will be ready on Tuesday. On orders over £40 collection costs nothing; on other orders we charge £2.50. Your order will be kept for 5 days. If nobody has collected it by then, we cancel it and refund you within 3–5 working days. Bring your order number and the bank card you paid with – you must show both. Orders can only be handed to someone else if you gave their name at checkout. Nobody under 18 can collect an order that includes alcohol, and we may ask for ID.",
                "markdown",
            ),
        ],
    ),
    Case(
        key="en-community-energy-shares",
        source="Wessex Valley Community Energy is offering shares to fund a 1.2 MW solar array on farmland near Frome. The minimum investment is £100 and the maximum is £50,000 per person. Shares are expected to pay interest of around 4% a year from 2026, but this is not guaranteed and depends on the array's performance. Investors must be at least 16 years old and each member has one vote, regardless of how many shares they hold. Shares cannot be sold or transferred, though they may be withdrawn after three years, subject to the board's approval. Your investment is not covered by the Financial Services Compensation Scheme. The offer closes on 30 November 2024 or earlier if fully subscribed. Full details: www.wessexvalleyenergy.org.uk/shareoffer.",
        good=[
            Good(
                "preserve",
                "Wessex Valley Community Energy is selling shares to pay for a 1.2 MW solar array on farmland close to Frome. You can invest anything from £100 up to £50,000 per person. From 2026 the shares are expected to pay interest of roughly 4% a year – but that isn't guaranteed and will depend on how well the array performs. You need to be 16 or over to invest, and every member gets one vote, however many shares they own. You can't sell or transfer your shares, but after three years you may withdraw them if the board approves. The Financial Services Compensation Scheme does not protect this investment. The offer closes on 30 November 2024, or sooner if it is fully subscribed. Find full details at www.wessexvalleyenergy.org.uk/shareoffer.",
            ),
            Good(
                "preserve",
                "Wessex Valley Community Energy invites investment in a share offer to finance a 1.2 MW solar array on agricultural land near Frome. Individual investments range from a minimum of £100 to a maximum of £50,000. Interest of approximately 4% per annum is anticipated from 2026; however, this is not guaranteed and is dependent on the performance of the array. Investors must be aged 16 or over, and voting is on a one-member-one-vote basis irrespective of shareholding. Shares are non-transferable and may not be sold, but may be withdrawn after three years with the approval of the board. This investment is not covered by the Financial Services Compensation Scheme. The offer will close on 30 November 2024, or earlier if fully subscribed. Full details are available at www.wessexvalleyenergy.org.uk/shareoffer.",
            ),
            Good(
                "pl",
                "Wessex Valley Community Energy oferuje udziały, z których sfinansuje farmę fotowoltaiczną o mocy 1,2 MW na gruntach rolnych w pobliżu Frome. Minimalna inwestycja wynosi 100 GBP, a maksymalna 50 000 GBP na osobę. Udziały mają przynosić od 2026 r. odsetki w wysokości około 4% rocznie, ale nie jest to gwarantowane i zależy od wydajności instalacji. Inwestorzy muszą mieć ukończone 16 lat, a każdy członek ma jeden głos bez względu na liczbę posiadanych udziałów. Udziałów nie można sprzedać ani przenieść na inną osobę, choć po trzech latach można je wycofać, o ile zgodzi się na to zarząd. Inwestycja nie jest objęta systemem rekompensat Financial Services Compensation Scheme. Oferta kończy się 30 listopada 2024 r. lub wcześniej, jeśli wszystkie udziały zostaną objęte. Szczegóły: www.wessexvalleyenergy.org.uk/shareoffer.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Udziały mają przynosić od 2026 r. odsetki w wysokości około 4% rocznie",
                        "Udziały będą przynosić od 2026 r. odsetki w wysokości 4% rocznie",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "on farmland close to Frome.",
                        "on farmland close to Frome. The array will be built by a local installer, Mendip Solar Ltd.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "www.wessexvalleyenergy.org.uk/shareoffer",
                        "www.wessexvalleyenergy.co.uk/shareoffer",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-foster-carer-recruitment",
        source="Could you foster? Norfolk County Council is looking for 60 new foster carers this year, especially for teenagers and sibling groups. You don't need to own your home or be married, but you must be over 21 and have a spare bedroom. Carers receive a weekly allowance of between £250 and £420 per child, depending on the child's age, plus a fee for your skills. The assessment usually takes four to six months and includes training, home visits and checks with the Disclosure and Barring Service. You can still foster if you work part-time. Our next online information evening is on Wednesday 12 March at 7 p.m. Call 0344 800 8020 or email fostering@norfolk.gov.uk to book a place.",
        good=[
            Good(
                "preserve",
                "Have you thought about fostering? This year Norfolk County Council wants to find 60 new foster carers, particularly for teenagers and groups of brothers and sisters. Being married or owning your home isn't necessary. You do, however, have to be over 21 and have a spare bedroom. For each child you'll get a weekly allowance of £250 to £420, depending on how old the child is, and on top of that a fee for your skills. It generally takes four to six months to be assessed, including training, home visits and Disclosure and Barring Service checks. Working part-time doesn't stop you fostering. Join our next online information evening on Wednesday 12 March at 7 p.m. – to book a place, ring 0344 800 8020 or email fostering@norfolk.gov.uk.",
            ),
            Good(
                "preserve",
                "**Who can foster?** Anyone over 21 with a spare bedroom – both are requirements. You don't have to be married or own your home, and working part-time is no barrier.\n\n**Who needs a home?** Norfolk County Council aims to recruit 60 new foster carers this year, above all for teenagers and sibling groups.\n\n**What will I receive?** A weekly allowance of £250–£420 per child, depending on the child's age, plus a fee for your skills.\n\n**How long does assessment take?** Usually four to six months, including training, home visits and Disclosure and Barring Service checks.\n\n**How do I find out more?** Come to our next online information evening on Wednesday 12 March at 7 p.m. Book a place on 0344 800 8020 or at fostering@norfolk.gov.uk.",
            ),
            Good(
                "pl",
                "Czy możesz zostać rodzicem zastępczym? Rada Hrabstwa Norfolk szuka w tym roku 60 nowych opiekunów zastępczych, zwłaszcza dla nastolatków i rodzeństw. Nie musisz być właścicielem domu ani być w związku małżeńskim, ale musisz mieć ponad 21 lat i wolną sypialnię. Opiekunowie otrzymują tygodniowy zasiłek w wysokości od 250 do 420 GBP na dziecko, w zależności od jego wieku, a do tego wynagrodzenie za swoje umiejętności. Ocena kandydata trwa zwykle od czterech do sześciu miesięcy i obejmuje szkolenie, wizyty domowe oraz weryfikację w Disclosure and Barring Service. Możesz zostać opiekunem zastępczym, nawet jeśli pracujesz w niepełnym wymiarze godzin. Najbliższe spotkanie informacyjne online odbędzie się w środę 12 marca o godz. 19:00. Aby zarezerwować miejsce, zadzwoń pod numer 0344 800 8020 lub napisz na fostering@norfolk.gov.uk.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "You don't have to be married or own your home",
                        "You have to be married or own your home",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "ale musisz mieć ponad 21 lat i wolną sypialnię",
                        "ale dobrze, jeśli masz ponad 21 lat i wolną sypialnię",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "a fee for your skills.",
                        "a fee for your skills. Carers also get 14 nights of paid respite a year.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-choice-based-lettings",
        source="Council and housing association homes in Brighton & Hove are let through Homemove, our choice-based lettings scheme. Once you are accepted onto the housing register, you can bid for up to three properties each week, from Thursday 00:01 to Monday 23:59, at www.homemove.org.uk. You do not have to bid every week, but if you are in Band A and do not bid for 12 weeks, we may bid on your behalf. Homes are usually offered to the applicant in the highest band who has waited longest. You should check the property details carefully, because refusing two suitable offers may result in your priority being reduced. Average waiting times for a two-bedroom flat are currently about 4 years.",
        good=[
            Good(
                "preserve",
                "In Brighton & Hove, council and housing association homes are let through Homemove, our choice-based lettings scheme. When you've been accepted onto the housing register, you can bid on as many as three properties a week at www.homemove.org.uk, from 00:01 on Thursday until 23:59 on Monday. There is no need to bid every week. But if you are in Band A and have not bid for 12 weeks, we may place bids for you. A home is normally offered to whoever is in the highest band and has been waiting the longest. Read the property details carefully: if you turn down two suitable offers, your priority may be lowered. At present, people wait about four years on average for a two-bedroom flat.",
            ),
            Good(
                "preserve",
                "Council and housing association properties in Brighton & Hove are allocated through Homemove, the city's choice-based lettings scheme. Applicants accepted onto the housing register may place bids on a maximum of three properties per week via www.homemove.org.uk, between 00:01 on Thursday and 23:59 on Monday. Weekly bidding is not compulsory; however, where a Band A applicant has placed no bids for 12 weeks, the council may bid on the applicant's behalf. Properties are normally offered to the applicant in the highest band with the longest waiting time. Applicants should review property details carefully, as the refusal of two suitable offers may lead to a reduction in priority. The current average waiting time for a two-bedroom flat is approximately four years.",
            ),
            Good(
                "pl",
                "Mieszkania komunalne i mieszkania stowarzyszeń mieszkaniowych w Brighton & Hove są wynajmowane za pośrednictwem Homemove, naszego systemu najmu opartego na wyborze. Po wpisaniu na listę oczekujących na mieszkanie możesz składać oferty na maksymalnie trzy lokale tygodniowo, od czwartku od 00:01 do poniedziałku do 23:59, na stronie www.homemove.org.uk. Nie musisz składać ofert co tydzień, ale jeśli należysz do grupy A (Band A) i przez 12 tygodni nie złożysz żadnej oferty, możemy złożyć ją w Twoim imieniu. Mieszkanie zwykle otrzymuje osoba z najwyższej grupy, która czeka najdłużej. Dokładnie sprawdzaj opisy lokali, ponieważ odrzucenie dwóch odpowiednich ofert może skutkować obniżeniem Twojego priorytetu. Obecnie na mieszkanie z dwiema sypialniami czeka się średnio około 4 lat.",
            ),
        ],
        bad=[
            Slip(2, [("na stronie www.homemove.org.uk", "na stronie www.homemove.org")], "url"),
            Slip(
                0,
                [("There is no need to bid every week.", "You need to bid every week.")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Applicants should review property details carefully",
                        "Applicants may wish to review property details",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-home-fire-safety-visit",
        source="Merseyside Fire & Rescue Service offers free Home Fire Safety Checks to residents aged 65 or over, people who live alone and anyone who smokes or uses medical oxygen at home. During the visit, which takes around 45 minutes, a firefighter or advocate will fit up to two smoke alarms free of charge and help you plan an escape route. We will not ask you to pay for anything or try to sell you products – if anyone does, please report it. Visitors always carry photo ID and you should ask to see it. To book, call 0800 731 5958 (Monday–Friday, 9 a.m. to 5 p.m.) or fill in the form at www.merseyfire.gov.uk. Alarms should be tested every week.",
        good=[
            Good(
                "preserve",
                "If you are 65 or older, live on your own, or smoke or use medical oxygen at home, Merseyside Fire & Rescue Service will carry out a Home Fire Safety Check for you free of charge. The visit lasts about three quarters of an hour. A firefighter or advocate will put up as many as two smoke alarms at no cost and help you work out how you would escape. We won't ask for payment or try to sell you anything; if someone does, please report it. Our visitors always have photo ID with them, and you should ask to see it. Book on 0800 731 5958 (Monday to Friday, 9 a.m.–5 p.m.) or via the form at www.merseyfire.gov.uk. Remember to test your alarms weekly.",
            ),
            Good(
                "preserve",
                "**Free Home Fire Safety Checks – Merseyside Fire & Rescue Service**\n\n- **Who can have one:** residents aged 65+, people living alone, and anyone who smokes or uses medical oxygen at home.\n- **What happens:** a visit of around 45 minutes. A firefighter or advocate fits up to two smoke alarms for free and helps you plan an escape route.\n- **No charge, no sales:** we will never ask you to pay or try to sell you products. Please report anyone who does.\n- **ID:** our visitors always carry photo ID – you should ask to see it.\n- **Booking:** 0800 731 5958 (Mon–Fri, 9 a.m.–5 p.m.) or the form at www.merseyfire.gov.uk.\n- Test your alarms every week.",
            ),
            Good(
                "pl",
                "Straż pożarna Merseyside Fire & Rescue Service oferuje bezpłatne kontrole bezpieczeństwa pożarowego w domu osobom w wieku 65 lat i starszym, osobom mieszkającym samotnie oraz każdemu, kto pali lub korzysta w domu z tlenu medycznego. Podczas wizyty, która trwa około 45 minut, strażak lub doradca bezpłatnie zamontuje do dwóch czujników dymu i pomoże zaplanować drogę ewakuacji. Nie poprosimy o żadną zapłatę ani nie będziemy próbowali niczego sprzedać – jeśli ktoś tak zrobi, prosimy to zgłosić. Nasi pracownicy zawsze mają przy sobie identyfikator ze zdjęciem i powinno się poprosić o jego okazanie. Wizytę można zarezerwować pod numerem 0800 731 5958 (od poniedziałku do piątku w godz. 9:00–17:00) lub przez formularz na stronie www.merseyfire.gov.uk. Czujniki powinny być testowane co tydzień.",
            ),
        ],
        bad=[
            Slip(1, [("fits up to two smoke alarms", "fits up to three smoke alarms")], "number"),
            Slip(
                2,
                [
                    (
                        "i pomoże zaplanować drogę ewakuacji.",
                        "i pomoże zaplanować drogę ewakuacji, a także sprawdzi stan instalacji elektrycznej.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "Our visitors always have photo ID with them",
                        "Our visitors don't always have photo ID with them",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-citizenship-ceremony",
        source="Once your application for British citizenship has been approved, you must attend a citizenship ceremony within 90 days of receiving your invitation letter from the Home Office. Ceremonies at Leeds Register Office are held on Tuesdays and Thursdays at 10:30 a.m. and usually last about 45 minutes. You must bring your invitation letter and a valid passport or biometric residence permit. You can bring up to two guests; children under 5 do not count towards this limit. You will make an oath or affirmation of allegiance and a pledge, and you will then receive your certificate of naturalisation. You should not book travel abroad until you have your new British passport. Private ceremonies are available for an extra fee of £195.",
        good=[
            Good(
                "preserve",
                "Once your British citizenship application is approved, you have to go to a citizenship ceremony within 90 days of getting your invitation letter from the Home Office. At Leeds Register Office, ceremonies take place on Tuesdays and Thursdays at 10:30 a.m. and normally last around 45 minutes. Remember to bring your invitation letter and a valid passport or biometric residence permit. You may bring as many as two guests, and children aged under 5 are not included in that number. At the ceremony you will make an oath or affirmation of allegiance and a pledge, after which you will be given your certificate of naturalisation. It is best not to book any trips abroad before your new British passport arrives. If you would like a private ceremony, it costs an extra £195.",
            ),
            Good(
                "preserve",
                "Following approval of an application for British citizenship, applicants are required to attend a citizenship ceremony within 90 days of receipt of the Home Office invitation letter. Ceremonies at Leeds Register Office take place on Tuesdays and Thursdays at 10:30 a.m. and typically last approximately 45 minutes. Applicants must present their invitation letter together with a valid passport or biometric residence permit. A maximum of two guests may attend, with children under the age of 5 excluded from this limit. Applicants will make an oath or affirmation of allegiance and a pledge, following which the certificate of naturalisation will be presented. Travel abroad should not be booked until the new British passport has been received. Private ceremonies can be arranged for an additional fee of £195.",
            ),
            Good(
                "pl",
                "Po zatwierdzeniu wniosku o obywatelstwo brytyjskie musisz wziąć udział w ceremonii nadania obywatelstwa w ciągu 90 dni od otrzymania zaproszenia z Home Office. Ceremonie w urzędzie stanu cywilnego w Leeds (Leeds Register Office) odbywają się we wtorki i czwartki o godz. 10:30 i zwykle trwają około 45 minut. Musisz zabrać ze sobą list z zaproszeniem oraz ważny paszport lub biometryczną kartę pobytu. Możesz przyprowadzić maksymalnie dwóch gości; dzieci poniżej 5 lat nie wliczają się do tego limitu. Złożysz przysięgę lub uroczyste zapewnienie wierności oraz ślubowanie, a następnie otrzymasz świadectwo naturalizacji. Nie powinieneś rezerwować podróży zagranicznych, dopóki nie otrzymasz nowego paszportu brytyjskiego. Prywatną ceremonię można zorganizować za dodatkową opłatą 195 GBP.",
            ),
        ],
        bad=[
            Slip(
                1, [("and typically last approximately 45 minutes", "and last 45 minutes")], "hedge"
            ),
            Slip(
                2,
                [
                    (
                        "Musisz zabrać ze sobą list z zaproszeniem",
                        "Warto zabrać ze sobą list z zaproszeniem",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "children aged under 5 are not included in that number",
                        "children aged under 5 are included in that number",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-double-glazing-guarantee",
        source="### Your ClearView guarantee\n\nAll uPVC windows and doors fitted by ClearView Home Improvements come with a **10-year guarantee** covering frames, hinges and locks. Sealed glass units are covered for **5 years** against misting between the panes.\n\nThe guarantee **does not** cover:\n\n- damage caused by accidents, misuse or attempted break-ins;\n- condensation on the inside surface of the glass, which is usually caused by household humidity;\n- windows you have modified or repaired yourself.\n\nTo keep the guarantee valid, hinges and locks should be lubricated at least once a year. Claims must be made in writing to warranty@clearviewhi.co.uk, quoting your installation number (e.g. CV-2023-1187). The guarantee transfers to the new owner if you sell your home.",
        good=[
            Good(
                "preserve",
                "### Your ClearView guarantee\n\nEvery uPVC window and door that ClearView Home Improvements fits is guaranteed for **10 years**, including the frames, hinges and locks. Sealed glass units have a **5-year** guarantee against misting between the panes.\n\nWhat the guarantee **doesn't** cover:\n\n- damage from accidents, misuse or attempted break-ins;\n- condensation on the inside of the glass, which household humidity usually causes;\n- windows that you have altered or repaired yourself.\n\nFor the guarantee to stay valid, you should oil the hinges and locks at least once a year. Make any claim in writing to warranty@clearviewhi.co.uk, and quote your installation number (for example CV-2023-1187). If you sell your home, the new owner gets the guarantee.",
            ),
            Good(
                "preserve",
                "### ClearView guarantee\n\n- **10 years** on all uPVC windows and doors fitted by ClearView Home Improvements: frames, hinges and locks.\n- **5 years** on sealed glass units against misting between the panes.\n\n**Not** covered:\n\n- accidental damage, misuse or attempted break-ins;\n- condensation on the inner surface of the glass (usually caused by humidity in the home);\n- windows modified or repaired by you.\n\nConditions: to keep the guarantee valid, hinges and locks should be lubricated at least once a year. Claims must be made in writing to warranty@clearviewhi.co.uk with your installation number (e.g. CV-2023-1187). The guarantee passes to the new owner if you sell your home.",
            ),
            Good(
                "pl",
                "### Gwarancja ClearView\n\nWszystkie okna i drzwi z PCV zamontowane przez ClearView Home Improvements objęte są **10-letnią gwarancją** obejmującą ramy, zawiasy i zamki. Pakiety szybowe są objęte **5-letnią** gwarancją na wypadek zaparowania między szybami.\n\nGwarancja **nie obejmuje**:\n\n- uszkodzeń spowodowanych wypadkiem, niewłaściwym użytkowaniem lub próbą włamania;\n- kondensacji pary na wewnętrznej powierzchni szyby, która zwykle jest spowodowana wilgotnością w domu;\n- okien, które samodzielnie przerobiono lub naprawiono.\n\nAby gwarancja zachowała ważność, zawiasy i zamki powinny być smarowane co najmniej raz w roku. Reklamacje należy zgłaszać na piśmie na adres warranty@clearviewhi.co.uk, podając numer montażu (np. CV-2023-1187). W przypadku sprzedaży domu gwarancja przechodzi na nowego właściciela.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    ("**nie obejmuje**:\n\n- uszkodzeń", "nie obejmuje uszkodzeń"),
                    ("próbą włamania;\n- kondensacji", "próbą włamania, kondensacji"),
                    ("wilgotnością w domu;\n- okien", "wilgotnością w domu ani okien"),
                ],
                "markdown",
            ),
            Slip(
                0,
                [("which household humidity usually causes", "which household humidity causes")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "against misting between the panes.\n",
                        "against misting between the panes.\n- **2 years** on handles and trickle vents.\n",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
