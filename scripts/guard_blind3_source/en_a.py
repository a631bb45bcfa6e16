"""Blind-3 guard pairs: English sources, part A (release notes to a product recall)."""

# ruff: noqa: E501
# E501: each passage is one literal, so it reads as its author wrote it.

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="en-wydanie",
        source="## Release 4.2.0 (18 June 2024)\n\n- The `sync` command now accepts `--since` with an ISO date, e.g. `tessel sync --since 2024-05-01`.\n- Uploads larger than 2 GB are split into 64 MB chunks automatically.\n- **Breaking:** the `TESSEL_TOKEN` variable is no longer read; set `TESSEL_API_KEY` instead.\n- Python 3.8 is not supported any more; the minimum is Python 3.10.\n\nUpgrade with `pip install --upgrade tessel==4.2.0`. Full changelog: https://tessel.dev/changelog#4-2-0.",
        good=[
            Good(
                "pl",
                "## Wydanie 4.2.0 (18 czerwca 2024)\n\n- Polecenie `sync` przyjmuje teraz opcję `--since` z datą w formacie ISO, np. `tessel sync --since 2024-05-01`.\n- Pliki większe niż 2 GB są automatycznie dzielone na części po 64 MB.\n- **Zmiana niezgodna wstecz:** zmienna `TESSEL_TOKEN` nie jest już odczytywana; zamiast niej ustaw `TESSEL_API_KEY`.\n- Python 3.8 nie jest już obsługiwany; minimalna wersja to Python 3.10.\n\nAktualizacja: `pip install --upgrade tessel==4.2.0`. Pełna lista zmian: https://tessel.dev/changelog#4-2-0.",
            ),
            Good(
                "en",
                "## Release 4.2.0 (18 June 2024)\n\n- You can now pass `--since` with an ISO date to the `sync` command, for example `tessel sync --since 2024-05-01`.\n- Uploads over 2 GB are automatically split into 64 MB chunks.\n- **Breaking:** `TESSEL_TOKEN` is no longer read. Use `TESSEL_API_KEY` instead.\n- Python 3.8 is no longer supported. You need Python 3.10 or newer.\n\nTo upgrade, run `pip install --upgrade tessel==4.2.0`. The full changelog is at https://tessel.dev/changelog#4-2-0.",
            ),
        ],
        bad=[
            Slip(1, [("Use `TESSEL_API_KEY` instead.", "Use `TESSEL_APIKEY` instead.")], "code"),
            Bad(
                "pl",
                "Wydanie 4.2.0 (18 czerwca 2024). Polecenie `sync` przyjmuje teraz opcję `--since` z datą w formacie ISO, np. `tessel sync --since 2024-05-01`. Pliki większe niż 2 GB są automatycznie dzielone na części po 64 MB. Zmiana niezgodna wstecz: zmienna `TESSEL_TOKEN` nie jest już odczytywana, zamiast niej ustaw `TESSEL_API_KEY`. Python 3.8 nie jest już obsługiwany, a minimalna wersja to Python 3.10. Aktualizacja: `pip install --upgrade tessel==4.2.0`. Pełna lista zmian: https://tessel.dev/changelog#4-2-0.",
                "markdown",
            ),
            Slip(1, [("split into 64 MB chunks", "split into 32 MB chunks")], "number"),
            Slip(
                1,
                [("## Release 4.2.0 (18 June 2024)\n\n", "Release 4.2.0 (18 June 2024)\n\n")],
                "markdown",
            ),
        ],
    ),
    Case(
        key="en-badanie",
        source="In a randomised, double-blind trial of 412 adults with moderate asthma, participants receiving 200 µg of the inhaled drug twice daily had 31% fewer severe exacerbations over 52 weeks than those on placebo (Okafor et al., 2023). The difference may be partly explained by better adherence in the treatment arm. Headache was reported by 9% of treated participants and 7% of controls. The authors caution that the trial did not include patients under 18, so the results cannot be assumed to apply to children. A follow-up study is expected to report in 2026.",
        good=[
            Good(
                "pl",
                "W randomizowanym badaniu z podwójnie ślepą próbą, obejmującym 412 dorosłych z umiarkowaną astmą, uczestnicy przyjmujący wziewnie 200 µg leku dwa razy na dobę mieli w ciągu 52 tygodni o 31% mniej ciężkich zaostrzeń niż osoby otrzymujące placebo (Okafor i in., 2023). Różnica może częściowo wynikać z lepszego przestrzegania zaleceń w grupie leczonej. Ból głowy zgłosiło 9% uczestników leczonych i 7% osób z grupy kontrolnej. Autorzy zastrzegają, że badanie nie obejmowało pacjentów poniżej 18. roku życia, dlatego nie można zakładać, że wyniki dotyczą dzieci. Wyniki badania kontynuacyjnego mają zostać przedstawione w 2026 r.",
            ),
            Good(
                "en",
                "A randomised, double-blind trial enrolled 412 adults with moderate asthma. Over 52 weeks, those who inhaled 200 µg of the drug twice a day had 31% fewer severe flare-ups than those on placebo (Okafor et al., 2023). Part of the difference may come from people in the treatment group taking their medicine more reliably. Headache affected 9% of treated participants and 7% of those on placebo. The authors warn that no patients under 18 took part, so we cannot assume the results apply to children. A follow-up study is expected to report in 2026.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Part of the difference may come from", "Part of the difference comes from")],
                "hedge",
            ),
            Slip(0, [("(Okafor i in., 2023)", "(Okafor i in., 2022)")], "citation"),
            Slip(1, [("had 31% fewer", "had 13% fewer")], "number"),
            Slip(0, [("dlatego nie można zakładać", "dlatego można zakładać")], "negation"),
        ],
    ),
    Case(
        key="en-taryfa",
        source="The Fixed Saver 24 tariff locks your unit rate at 24.5p per kWh and your standing charge at 53.2p per day until 31 March 2026. If you leave before the end date, an exit fee of £75 per fuel applies, unless you switch within the last 49 days of the contract. Prices include VAT at 5%. You must provide a meter reading at least once every three months; if you do not, your bills will be estimated. Customers on the Priority Services Register will not be charged exit fees. Questions: tariffs@brightwatt.co.uk.",
        good=[
            Good(
                "pl",
                "Taryfa Fixed Saver 24 gwarantuje stałą cenę 24,5 pensa za kWh i opłatę stałą 53,2 pensa dziennie do 31 marca 2026 r. Jeśli zrezygnujesz przed końcem umowy, zapłacisz opłatę za wcześniejsze odejście w wysokości 75 funtów za każde paliwo, chyba że zmienisz dostawcę w ciągu ostatnich 49 dni umowy. Ceny zawierają 5% VAT. Musisz podawać odczyt licznika co najmniej raz na trzy miesiące; w przeciwnym razie rachunki będą szacunkowe. Klienci wpisani do rejestru Priority Services Register nie płacą opłat za wcześniejsze odejście. Pytania: tariffs@brightwatt.co.uk.",
            ),
            Good(
                "en",
                "With Fixed Saver 24, your unit rate stays at 24.5p per kWh and your standing charge at 53.2p a day until 31 March 2026. Leave early and you'll pay a £75 exit fee per fuel, unless you switch in the contract's last 49 days. VAT at 5% is included in the prices. You have to send us a meter reading at least every three months, or your bills will be estimated. If you're on the Priority Services Register, you won't pay any exit fees. Got questions? Email tariffs@brightwatt.co.uk.",
            ),
        ],
        bad=[
            Slip(
                1, [("in the contract's last 49 days", "in the contract's last 30 days")], "number"
            ),
            Slip(0, [("do 31 marca 2026 r.", "do 31 marca 2025 r.")], "date"),
            Slip(
                1,
                [("You have to send us a meter reading", "You can send us a meter reading")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-weterynaria",
        source="Give one chewable tablet per 10 kg of body weight once a month, with or after food. Do not use in puppies younger than 8 weeks or weighing less than 2 kg. The product may cause mild vomiting or diarrhoea in up to 1 in 100 dogs; these signs usually resolve without treatment within 24 hours. Dogs with a history of seizures should only be treated after consulting a veterinarian. Do not use in cats. Store below 25 °C in the original package. Keep out of the sight and reach of children.",
        good=[
            Good(
                "pl",
                "Podawać jedną tabletkę do rozgryzania na każde 10 kg masy ciała raz w miesiącu, z karmą lub po karmieniu. Nie stosować u szczeniąt młodszych niż 8 tygodni ani ważących mniej niż 2 kg. Produkt może wywołać łagodne wymioty lub biegunkę u nie więcej niż 1 na 100 psów; objawy te zwykle ustępują bez leczenia w ciągu 24 godzin. Psy, u których występowały napady drgawek, powinny być leczone wyłącznie po konsultacji z lekarzem weterynarii. Nie stosować u kotów. Przechowywać w temperaturze poniżej 25 °C, w oryginalnym opakowaniu. Przechowywać w miejscu niewidocznym i niedostępnym dla dzieci.",
            ),
            Good(
                "en",
                "Give one chewable tablet for every 10 kg of your dog's weight, once a month, with food or after a meal. Do not give it to puppies under 8 weeks old or under 2 kg. Up to 1 in 100 dogs may get mild vomiting or diarrhoea, which usually goes away on its own within 24 hours. If your dog has ever had seizures, it should only be treated after you talk to a vet. Never use this product in cats. Keep it below 25 °C in the original pack, out of the sight and reach of children.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Up to 1 in 100 dogs may get mild vomiting",
                        "Up to 1 in 100 dogs will get mild vomiting",
                    )
                ],
                "hedge",
            ),
            Slip(0, [("młodszych niż 8 tygodni", "młodszych niż 6 tygodni")], "number"),
            Slip(
                1,
                [("Never use this product in cats.", "This product can also be used in cats.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-etykieta",
        source="Keep refrigerated between 0 and 5 °C. Once opened, consume within 3 days and do not exceed the use-by date shown on the lid. This product contains raw egg and is not suitable for pregnant women, young children or the elderly. Cook from frozen: 200 °C / gas mark 6 for 25 minutes, or until piping hot throughout. Do not refreeze once thawed. Allergens: milk, egg, mustard. May contain traces of nuts.",
        good=[
            Good(
                "pl",
                "Przechowywać w lodówce w temperaturze od 0 do 5 °C. Po otwarciu spożyć w ciągu 3 dni, nie później niż do daty przydatności do spożycia podanej na wieczku. Produkt zawiera surowe jajo i nie jest odpowiedni dla kobiet w ciąży, małych dzieci ani osób starszych. Przygotowanie z zamrożonego produktu: 200 °C / gaz stopień 6 przez 25 minut lub do momentu, aż będzie bardzo gorący w całości. Po rozmrożeniu nie zamrażać ponownie. Alergeny: mleko, jaja, gorczyca. Może zawierać śladowe ilości orzechów.",
            ),
            Good(
                "en",
                "Keep in the fridge between 0 and 5 °C. After opening, eat within 3 days and before the use-by date on the lid. It contains raw egg, so it is not suitable for pregnant women, young children or older people. To cook from frozen, bake at 200 °C (gas mark 6) for 25 minutes, or until it is piping hot all the way through. Once thawed, do not freeze again. Allergens: milk, egg, mustard. May contain traces of nuts.",
            ),
        ],
        bad=[
            Slip(1, [("for 25 minutes", "for 15 minutes")], "number"),
            Slip(
                0,
                [("Może zawierać śladowe ilości orzechów.", "Zawiera śladowe ilości orzechów.")],
                "hedge",
            ),
            Slip(
                1,
                [("Once thawed, do not freeze again.", "Once thawed, it can be frozen again.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-wycieczka",
        source="Year 8 pupils will visit the Science Museum in London on Thursday 14 November 2024. The coach leaves school at 8:15 and returns by 16:30. The cost is £18 per pupil, payable through ParentPay by 1 November; families receiving free school meals will not be asked to pay. Pupils must wear school uniform and bring a packed lunch; fizzy drinks are not allowed. Mobile phones may be brought but must stay switched off during the visit. Please return the signed consent slip to your child's form tutor no later than 4 November.",
        good=[
            Good(
                "pl",
                "Uczniowie klasy Year 8 odwiedzą Science Museum w Londynie w czwartek 14 listopada 2024 r. Autokar odjeżdża spod szkoły o 8:15 i wraca do 16:30. Koszt wynosi 18 funtów od ucznia i trzeba go opłacić przez ParentPay do 1 listopada; rodziny, których dzieci otrzymują bezpłatne obiady szkolne, nie będą proszone o opłatę. Uczniowie muszą mieć na sobie mundurek szkolny i zabrać drugie śniadanie; napoje gazowane są zabronione. Telefony komórkowe można zabrać, ale podczas wizyty muszą być wyłączone. Podpisaną zgodę prosimy oddać wychowawcy dziecka najpóźniej 4 listopada.",
            ),
            Good(
                "en",
                "On Thursday, 14 November 2024, Year 8 pupils will visit the Science Museum in London. The coach will depart from the school at 8:15 and return by 16:30. The cost of £18 per pupil is payable via ParentPay by 1 November; no payment will be requested from families in receipt of free school meals. Pupils are required to wear school uniform and to bring a packed lunch; fizzy drinks are prohibited. Mobile phones may be brought, provided they remain switched off throughout the visit. Kindly return the signed consent slip to your child's form tutor by 4 November at the latest.",
            ),
        ],
        bad=[
            Slip(
                0, [("przez ParentPay do 1 listopada", "przez ParentPay do 11 listopada")], "date"
            ),
            Slip(
                1,
                [
                    (
                        "Pupils are required to wear school uniform",
                        "Pupils are encouraged to wear school uniform",
                    )
                ],
                "modality",
            ),
            Slip(0, [("wraca do 16:30", "wraca do 17:30")], "number"),
        ],
    ),
    Case(
        key="en-apelacja",
        source="In Harlow v Denby Logistics Ltd [2022] EWCA Civ 1187, the Court of Appeal held that an employer was vicariously liable for an assault by a warehouse supervisor during a shift. Applying the close-connection test from Mohamud v Wm Morrison Supermarkets plc [2016] UKSC 11, the court found that the supervisor's authority over the claimant was central to the incident. Damages of £42,500 were upheld. The court did not decide whether the same reasoning would apply to contractors, which commentators suggest may be tested in future cases.",
        good=[
            Good(
                "pl",
                "W sprawie Harlow v Denby Logistics Ltd [2022] EWCA Civ 1187 Sąd Apelacyjny orzekł, że pracodawca ponosi odpowiedzialność zastępczą za napaść, której kierownik magazynu dopuścił się w trakcie zmiany. Stosując test ścisłego związku z orzeczenia Mohamud v Wm Morrison Supermarkets plc [2016] UKSC 11, sąd uznał, że władza kierownika nad powodem miała kluczowe znaczenie dla zdarzenia. Utrzymano zasądzone odszkodowanie w wysokości 42 500 funtów. Sąd nie rozstrzygnął, czy to samo rozumowanie miałoby zastosowanie do podwykonawców; komentatorzy sugerują, że kwestia ta może zostać rozstrzygnięta w przyszłych sprawach.",
            ),
            Good(
                "en",
                "In Harlow v Denby Logistics Ltd [2022] EWCA Civ 1187, the Court of Appeal ruled that an employer was vicariously liable for an assault committed by a warehouse supervisor during a shift. The court used the close-connection test from Mohamud v Wm Morrison Supermarkets plc [2016] UKSC 11 and found that the supervisor's authority over the claimant was at the heart of what happened. The award of £42,500 in damages stood. The court left open whether the same reasoning applies to contractors; commentators suggest future cases may test this.",
            ),
        ],
        bad=[
            Slip(1, [("[2016] UKSC 11", "[2016] UKSC 12")], "citation"),
            Slip(
                0,
                [
                    (
                        "Harlow v Denby Logistics Ltd [2022] EWCA Civ 1187",
                        "Harlow v Denby Logistics Ltd [2021] EWCA Civ 1187",
                    )
                ],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "commentators suggest future cases may test this",
                        "future cases will test this",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-dom",
        source="Your policy covers accidental damage to the building up to £500,000 and to contents up to £60,000. Single items worth more than £2,000 must be listed on your schedule, otherwise they are covered only up to that amount. Escape of water is covered, but we will not pay for damage caused by gradual leaks or a lack of maintenance. If your home is unoccupied for more than 60 consecutive days, theft and vandalism cover is suspended. The standard excess is £250, rising to £1,000 for subsidence claims. Claims should be reported within 30 days on 0345 600 2233.",
        good=[
            Good(
                "pl",
                "Polisa obejmuje przypadkowe uszkodzenia budynku do 500 000 funtów i ruchomości do 60 000 funtów. Pojedyncze przedmioty warte więcej niż 2 000 funtów trzeba wpisać do wykazu w polisie; w przeciwnym razie są chronione tylko do tej kwoty. Szkody spowodowane wyciekiem wody są objęte ochroną, ale nie pokryjemy szkód wynikających ze stopniowych przecieków lub braku konserwacji. Jeśli dom stoi pusty dłużej niż 60 kolejnych dni, ochrona od kradzieży i wandalizmu zostaje zawieszona. Standardowy udział własny wynosi 250 funtów, a przy szkodach z tytułu osiadania gruntu 1 000 funtów. Szkody powinny być zgłaszane w ciągu 30 dni pod numerem 0345 600 2233.",
            ),
            Good(
                "en",
                "Your policy pays for accidental damage to the building up to £500,000 and to your belongings up to £60,000. Any single item worth over £2,000 must be listed on your schedule; if it isn't, it is only covered up to £2,000. We cover escape of water, but not damage from slow leaks or poor maintenance. If nobody lives in your home for more than 60 days in a row, your theft and vandalism cover is suspended. The usual excess is £250, or £1,000 for subsidence claims. You should report a claim within 30 days by calling 0345 600 2233.",
            ),
        ],
        bad=[
            Slip(
                1, [("for more than 60 days in a row", "for more than 90 days in a row")], "number"
            ),
            Slip(
                0,
                [("ale nie pokryjemy szkód wynikających", "i pokryjemy także szkody wynikające")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Any single item worth over £2,000 must be listed",
                        "Any single item worth over £2,000 can be listed",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "pod numerem 0345 600 2233.",
                        "pod numerem 0345 600 2233; infolinia działa całą dobę, 7 dni w tygodniu.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-fundusz",
        source="The Northern Rivers Trust invites proposals for projects on freshwater restoration. Grants of between £20,000 and £150,000 are available for up to 36 months. Applicants must be based at a UK research organisation and may submit only one proposal as principal investigator. The full call text, including the assessment criteria, is at https://nrtrust.org.uk/funding/freshwater-2025. Proposals are due by 12:00 noon on 28 February 2025; late submissions will not be considered. Shortlisted applicants will be invited to interview in May 2025.",
        good=[
            Good(
                "pl",
                "Fundacja Northern Rivers Trust zaprasza do składania wniosków na projekty dotyczące odnowy wód słodkich. Dostępne są granty w wysokości od 20 000 do 150 000 funtów na okres do 36 miesięcy. Wnioskodawca musi pracować w brytyjskiej instytucji badawczej i może złożyć tylko jeden wniosek jako kierownik projektu. Pełna treść ogłoszenia wraz z kryteriami oceny znajduje się pod adresem https://nrtrust.org.uk/funding/freshwater-2025. Termin składania wniosków upływa 28 lutego 2025 r. o godzinie 12:00; wnioski złożone po terminie nie będą rozpatrywane. Wnioskodawcy z krótkiej listy zostaną zaproszeni na rozmowę w maju 2025 r.",
            ),
            Good(
                "en",
                "The Northern Rivers Trust is funding freshwater restoration projects. Grants range from £20,000 to £150,000 and can last up to 36 months. You must be based at a UK research organisation, and you may submit only one proposal as principal investigator. The full call, with the assessment criteria, is at https://nrtrust.org.uk/funding/freshwater-2025. The deadline is 12:00 noon on 28 February 2025, and late proposals will not be considered. Shortlisted applicants will be interviewed in May 2025.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "https://nrtrust.org.uk/funding/freshwater-2025",
                        "https://nrtrust.org.uk/funding/freshwater-2024",
                    )
                ],
                "url",
            ),
            Slip(0, [("upływa 28 lutego 2025 r.", "upływa 28 marca 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "and late proposals will not be considered",
                        "and late proposals will also be considered",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-rodzicielski",
        source="Employees with at least 26 weeks' continuous service are entitled to enhanced maternity pay: 100% of normal salary for the first 16 weeks, then 50% for the next 10 weeks. You must give at least 15 weeks' notice before the expected week of childbirth. Shared parental leave can be taken in up to three separate blocks. If you do not return to work for at least 3 months after your leave, you may be asked to repay the enhanced portion. This policy does not apply to agency workers.",
        good=[
            Good(
                "pl",
                "Pracownicy z co najmniej 26 tygodniami nieprzerwanego stażu mają prawo do podwyższonego wynagrodzenia macierzyńskiego: 100% zwykłej pensji przez pierwsze 16 tygodni, a następnie 50% przez kolejne 10 tygodni. Musisz powiadomić pracodawcę co najmniej 15 tygodni przed przewidywanym tygodniem porodu. Wspólny urlop rodzicielski można wykorzystać w maksymalnie trzech oddzielnych częściach. Jeśli po urlopie nie wrócisz do pracy na co najmniej 3 miesiące, możemy poprosić Cię o zwrot podwyższonej części wynagrodzenia. Polityka nie dotyczy pracowników agencyjnych.",
            ),
            Good(
                "en",
                "Employees who have completed a minimum of 26 weeks' continuous service qualify for enhanced maternity pay, comprising 100% of normal salary for the first 16 weeks and 50% for the subsequent 10 weeks. Notice must be given no later than 15 weeks before the expected week of childbirth. Shared parental leave may be taken in a maximum of three separate blocks. Employees who do not return to work for a minimum of 3 months following their leave may be asked to repay the enhanced portion. Agency workers are excluded from this policy.",
            ),
        ],
        bad=[
            Slip(1, [("for the first 16 weeks", "for the first 18 weeks")], "number"),
            Slip(
                0,
                [
                    (
                        "Polityka nie dotyczy pracowników agencyjnych.",
                        "Polityka dotyczy również pracowników agencyjnych.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("Notice must be given", "Notice should be given")], "modality"),
        ],
    ),
    Case(
        key="en-plywanie",
        source="A swimmer who makes a false start is disqualified; there is no second chance. In backstroke events, swimmers must remain on their back except during turns, and at least part of the body must break the surface throughout the race, except for up to 15 metres after the start and each turn. Protests must be submitted in writing to the referee within 30 minutes of the result being posted, with a fee of €50, refunded if the protest is upheld. Under Rule SW 6.3, touching the wall with both hands is not required in backstroke.",
        good=[
            Good(
                "pl",
                "Zawodnik, który popełni falstart, zostaje zdyskwalifikowany; nie ma drugiej szansy. W konkurencjach stylem grzbietowym pływak musi pozostawać na plecach, z wyjątkiem nawrotów, a przez cały wyścig przynajmniej część ciała musi wystawać ponad powierzchnię wody, poza odcinkiem do 15 metrów po starcie i po każdym nawrocie. Protest należy złożyć sędziemu głównemu na piśmie w ciągu 30 minut od ogłoszenia wyniku, wraz z opłatą 50 euro, która jest zwracana, jeśli protest zostanie uwzględniony. Zgodnie z przepisem SW 6.3 w stylu grzbietowym nie trzeba dotykać ściany obiema rękami.",
            ),
            Good(
                "en",
                "Any false start means disqualification, with no second chance. In backstroke, swimmers have to stay on their back except when turning, and some part of the body must be above the surface for the whole race, apart from up to 15 metres after the start and after each turn. A protest has to be made in writing to the referee within half an hour of the result being posted, together with a €50 fee that is returned if the protest succeeds. Rule SW 6.3 says backstroke swimmers do not need to touch the wall with both hands.",
            ),
        ],
        bad=[
            Slip(1, [("Rule SW 6.3", "Rule SW 6.4")], "legal_reference"),
            Slip(0, [("nie trzeba dotykać ściany", "trzeba dotykać ściany")], "negation"),
            Slip(
                1, [("within half an hour of the result", "within an hour of the result")], "number"
            ),
        ],
    ),
    Case(
        key="en-lokal",
        source="Rent of $1,450 is due on the first day of each month. A late fee of $50 applies if payment is received after the 5th. The security deposit of $2,900 will be returned within 21 days of move-out, together with an itemised list of any deductions, as required by Civil Code § 1950.5. Tenants may not keep pets other than fish without written approval. The landlord must give at least 24 hours' written notice before entering the unit, except in an emergency. The lease runs from 1 September 2024 to 31 August 2025.",
        good=[
            Good(
                "pl",
                "Czynsz w wysokości 1 450 dolarów jest płatny pierwszego dnia każdego miesiąca. Jeśli wpłata wpłynie po 5. dniu miesiąca, naliczana jest opłata za zwłokę w wysokości 50 dolarów. Kaucja w wysokości 2 900 dolarów zostanie zwrócona w ciągu 21 dni od wyprowadzki wraz z wyszczególnieniem ewentualnych potrąceń, czego wymaga § 1950.5 kodeksu cywilnego (Civil Code). Najemcy nie mogą trzymać zwierząt innych niż ryby bez pisemnej zgody. Wynajmujący musi powiadomić najemcę na piśmie co najmniej 24 godziny przed wejściem do lokalu, chyba że zachodzi nagła sytuacja. Umowa obowiązuje od 1 września 2024 r. do 31 sierpnia 2025 r.",
            ),
            Good(
                "en",
                "Rent is $1,450 and is due on the 1st of every month. If the payment arrives after the 5th, there is a $50 late fee. The $2,900 security deposit will be returned within 21 days after you move out, with an itemised list of any deductions, as Civil Code § 1950.5 requires. You cannot keep any pets except fish unless you have written approval. Except in an emergency, the landlord must give you at least 24 hours' notice in writing before coming into the unit. The lease runs from 1 September 2024 to 31 August 2025.",
            ),
        ],
        bad=[
            Slip(1, [("Civil Code § 1950.5", "Civil Code § 1950.7")], "legal_reference"),
            Slip(0, [("do 31 sierpnia 2025 r.", "do 31 sierpnia 2026 r.")], "date"),
            Slip(1, [("at least 24 hours' notice", "at least 48 hours' notice")], "number"),
        ],
    ),
    Case(
        key="en-port",
        source="# Visiting the Harbour Museum\n\n**Opening hours:** daily 9:30 to 17:00 (closed 25 and 26 December).\n\n- Adults £12, concessions £8, under-16s free with a paying adult.\n- The last admission is at 16:15.\n- Large bags cannot be brought into the galleries; lockers cost £1 (refundable).\n- The café on level 2 accepts card payments only.\n\nBook group visits of 10 or more at least two weeks ahead: [groups page](https://harbourmuseum.org/groups).",
        good=[
            Good(
                "pl",
                "# Zwiedzanie Harbour Museum\n\n**Godziny otwarcia:** codziennie od 9:30 do 17:00 (nieczynne 25 i 26 grudnia).\n\n- Bilet normalny 12 funtów, ulgowy 8 funtów; osoby poniżej 16 lat wchodzą bezpłatnie z dorosłym, który ma bilet.\n- Ostatnie wejście o 16:15.\n- Dużych toreb nie można wnosić do sal wystawowych; szafki kosztują 1 funta (zwrotne).\n- Kawiarnia na poziomie 2 przyjmuje wyłącznie płatności kartą.\n\nWizyty grup liczących 10 lub więcej osób należy rezerwować co najmniej dwa tygodnie wcześniej: [strona dla grup](https://harbourmuseum.org/groups).",
            ),
            Good(
                "en",
                "# Visiting the Harbour Museum\n\n**Opening hours:** every day, 9:30 to 17:00 (closed on 25 and 26 December).\n\n- Tickets: adults £12, concessions £8, and under-16s go free with a paying adult.\n- Last entry is at 16:15.\n- You can't take large bags into the galleries, but lockers cost £1 and you get it back.\n- The level 2 café is card only.\n\nComing as a group of 10 or more? Book at least two weeks ahead on the [groups page](https://harbourmuseum.org/groups).",
            ),
        ],
        bad=[
            Bad(
                "en",
                "Visiting the Harbour Museum: it's open every day, 9:30 to 17:00 (closed on 25 and 26 December). Tickets are £12 for adults and £8 for concessions, and under-16s go free with a paying adult. Last entry is at 16:15. You can't take large bags into the galleries, but lockers cost £1 and you get it back. The level 2 café is card only. Coming as a group of 10 or more? Book at least two weeks ahead on the [groups page](https://harbourmuseum.org/groups).",
                "markdown",
            ),
            Slip(0, [("Ostatnie wejście o 16:15.", "Ostatnie wejście o 16:45.")], "number"),
            Slip(1, [("(closed on 25 and 26 December)", "(closed on 24 and 25 December)")], "date"),
        ],
    ),
    Case(
        key="en-fotelik",
        source="Kidway is recalling the Orbit 360 child car seat, model numbers KW-360-A and KW-360-B, manufactured between 1 March and 30 June 2023. In some seats the harness buckle may not latch fully, which could allow a child to be released in a crash. No injuries have been reported. Owners should stop using the seat and request a free replacement buckle at www.kidway.com/recall or by calling 0800 046 7712. The replacement takes about 10 minutes to fit and does not require tools.",
        good=[
            Good(
                "pl",
                "Firma Kidway wycofuje fotelik samochodowy Orbit 360, modele KW-360-A i KW-360-B, wyprodukowane od 1 marca do 30 czerwca 2023 r. W niektórych fotelikach klamra szelek może nie zatrzaskiwać się do końca, co mogłoby pozwolić na wypięcie dziecka podczas wypadku. Nie zgłoszono żadnych obrażeń. Właściciele powinni przestać używać fotelika i zamówić bezpłatną zastępczą klamrę na stronie www.kidway.com/recall lub pod numerem 0800 046 7712. Montaż nowej klamry trwa około 10 minut i nie wymaga narzędzi.",
            ),
            Good(
                "en",
                "Kidway is recalling its Orbit 360 child car seat (models KW-360-A and KW-360-B) made between 1 March and 30 June 2023. On some seats, the harness buckle may not click fully shut, which could let a child come free in a crash. No injuries have been reported. If you own one, you should stop using it and order a free replacement buckle at www.kidway.com/recall or on 0800 046 7712. Fitting it takes about 10 minutes and needs no tools.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "the harness buckle may not click fully shut",
                        "the harness buckle does not click fully shut",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("www.kidway.com/recall", "www.kidway.co.uk/recall")], "url"),
            Slip(
                1,
                [("made between 1 March and 30 June 2023", "made between 1 May and 30 June 2023")],
                "date",
            ),
        ],
    ),
]
