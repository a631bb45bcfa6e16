# ruff: noqa: E501, RUF001
"""English source cases of blind set 63: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-jury-summons-deferral-reply-guidance",
        source="You have been summoned for jury service starting on Monday 9 June 2025 at Leeds Crown Court. You must reply within 7 days of receiving this summons, either online or by returning the enclosed form. If you cannot attend on these dates, you may ask to defer your service once, to a date within the next 12 months. Under section 9 of the Juries Act 1974, you can apply to be excused only if you have a good reason, such as a serious illness. Your employer is not allowed to dismiss you for attending. If you fail to respond, you may be fined up to £1,000.",
        good=[
            Good(
                "preserve",
                "Your jury service at Leeds Crown Court begins on Monday, 9 June 2025. You must respond within seven days of getting this summons – you can do this online or send back the enclosed form. Can't make those dates? You may ask to defer once, to a date within the next 12 months. You can also apply to be excused under section 9 of the Juries Act 1974, but only with a good reason, for example a serious illness. Your employer is not allowed to dismiss you for attending, and if you don't respond, you may be fined up to £1,000.",
            ),
            Good(
                "preserve",
                "Your jury summons – the key points\n- Your service starts on Monday 9 June 2025 at Leeds Crown Court.\n- You must reply within 7 days of receiving the summons, either online or using the enclosed form.\n- If you cannot attend on these dates, you may ask to defer once, to a date within the next 12 months.\n- You can apply to be excused under section 9 of the Juries Act 1974, but only if you have a good reason (a serious illness, for example).\n- Your employer is not allowed to dismiss you for attending.\n- If you don't respond, you may be fined up to £1,000.",
            ),
            Good(
                "pl",
                "Zostałeś wezwany do pełnienia funkcji przysięgłego od poniedziałku 9 czerwca 2025 r. w Leeds Crown Court. Musisz odpowiedzieć w ciągu 7 dni od otrzymania wezwania – przez internet albo odsyłając dołączony formularz. Jeśli nie możesz stawić się w tych terminach, możesz jeden raz poprosić o odroczenie na termin przypadający w ciągu najbliższych 12 miesięcy. Na podstawie sekcji 9 ustawy Juries Act 1974 możesz wnioskować o zwolnienie tylko wtedy, gdy masz ważny powód, np. poważną chorobę. Pracodawcy nie wolno cię zwolnić z pracy z powodu udziału w rozprawach. Jeśli nie odpowiesz, możesz zostać ukarany grzywną do 1000 funtów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 9 of the Juries Act 1974", "section 8 of the Juries Act 1974")],
                "legal_reference",
            ),
            Slip(1, [("Monday 9 June 2025", "Monday 16 June 2025")], "date"),
            Slip(
                2, [("Pracodawcy nie wolno cię zwolnić", "Pracodawca może cię zwolnić")], "negation"
            ),
        ],
    ),
    Case(
        key="en-dental-hygienist-deep-clean-aftercare",
        source="After your deep cleaning appointment, your gums will probably feel tender for two to three days. Avoid eating or drinking anything hot until the local anaesthetic has fully worn off, usually after about 2 hours. You should rinse gently with warm salt water (half a teaspoon of salt in a cup of water) three times a day. Do not smoke for at least 48 hours, as this may slow healing. Some bleeding when brushing is normal in the first week, but you must call the practice on 0161 496 0732 if bleeding is heavy or lasts longer than 10 days. Sensitivity to cold may last several weeks.",
        good=[
            Good(
                "preserve",
                "Looking after your gums after a deep clean\n- Your gums will probably be tender for 2–3 days.\n- Don't eat or drink anything hot until the local anaesthetic has completely worn off – this usually takes about two hours.\n- You should rinse gently three times a day with warm salt water (half a teaspoon of salt per cup of water).\n- Do not smoke for at least 48 hours, since smoking may slow healing.\n- Some bleeding when you brush is normal during the first week. If it is heavy or lasts longer than 10 days, you must call the practice on 0161 496 0732.\n- Sensitivity to cold may last for several weeks.",
            ),
            Good(
                "preserve",
                "Following a deep cleaning appointment, your gums will probably remain tender for two to three days. Until the local anaesthetic has worn off completely, which usually takes about 2 hours, avoid hot food and drink. Three times a day, you should rinse your mouth gently with warm salt water, made with half a teaspoon of salt in a cup of water. Refrain from smoking for a minimum of 48 hours, because smoking may slow the healing process. Some bleeding on brushing during the first week is normal; however, if the bleeding is heavy or continues beyond 10 days, you must telephone the practice on 0161 496 0732. Sensitivity to cold may persist for several weeks.",
            ),
            Good(
                "pl",
                "Po zabiegu głębokiego oczyszczania dziąsła będą prawdopodobnie tkliwe przez dwa–trzy dni. Nie jedz i nie pij niczego gorącego, dopóki znieczulenie miejscowe całkowicie nie przestanie działać – zwykle trwa to około 2 godzin. Trzy razy dziennie powinno się delikatnie płukać usta ciepłą wodą z solą (pół łyżeczki soli na szklankę wody). Nie pal przez co najmniej 48 godzin, ponieważ może to spowolnić gojenie. Niewielkie krwawienie podczas szczotkowania w pierwszym tygodniu jest normalne, ale jeśli jest obfite lub trwa dłużej niż 10 dni, musisz zadzwonić do gabinetu pod numer 0161 496 0732. Nadwrażliwość na zimno może utrzymywać się przez kilka tygodni.",
            ),
        ],
        bad=[
            Slip(0, [("Your gums will probably be tender", "Your gums will be tender")], "hedge"),
            Slip(
                1,
                [("you must telephone the practice", "you may telephone the practice")],
                "modality",
            ),
            Slip(
                2,
                [("w pierwszym tygodniu jest normalne", "w pierwszym tygodniu nie jest normalne")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-pet-travel-rabies-health-certificate",
        source="To bring your dog, cat or ferret into the EU from Great Britain, it needs a microchip, a valid rabies vaccination and an animal health certificate (AHC). The pet must be at least 12 weeks old when vaccinated, and you must wait 21 days after the primary vaccination before travelling. An official vet must issue the AHC no more than 10 days before your pet arrives in the EU. Dogs entering Finland, Ireland, Malta or Norway also need tapeworm treatment 1 to 5 days before arrival. You can travel with up to 5 pets. Full details are at www.gov.uk/taking-your-pet-abroad.",
        good=[
            Good(
                "preserve",
                "Travelling from Great Britain to the EU with a dog, cat or ferret? It will need:\n- a microchip;\n- a valid rabies vaccination – your pet must be at least 12 weeks old when it is vaccinated, and you must wait 21 days after the primary vaccination before you travel;\n- an animal health certificate (AHC), which an official vet must issue no more than 10 days before your pet arrives in the EU.\nIf your dog is going to Finland, Ireland, Malta or Norway, it also needs tapeworm treatment 1–5 days before arrival. You can bring up to five pets. See www.gov.uk/taking-your-pet-abroad for full details.",
            ),
            Good(
                "preserve",
                "Every dog, cat or ferret entering the EU from Great Britain needs a microchip, a valid rabies vaccination and an animal health certificate (AHC). The animal must be at least 12 weeks old at the time of vaccination, and travel must not begin until 21 days after the primary vaccination. The AHC must be issued by an official vet no more than 10 days before the pet arrives in the EU. For dogs travelling to Finland, Ireland, Malta or Norway, tapeworm treatment is also needed between 1 and 5 days before arrival. You can travel with a maximum of 5 pets. Full details can be found at www.gov.uk/taking-your-pet-abroad.",
            ),
            Good(
                "pl",
                "Aby zabrać psa, kota lub fretkę z Wielkiej Brytanii do UE, zwierzę musi mieć mikroczip, ważne szczepienie przeciw wściekliźnie i świadectwo zdrowia zwierzęcia (AHC). W dniu szczepienia zwierzę musi mieć co najmniej 12 tygodni, a po szczepieniu podstawowym musisz odczekać 21 dni przed podróżą. Urzędowy lekarz weterynarii musi wystawić AHC nie wcześniej niż 10 dni przed przybyciem zwierzęcia do UE. Psy wjeżdżające do Finlandii, Irlandii, na Maltę lub do Norwegii potrzebują ponadto odrobaczenia przeciw tasiemcom na 1–5 dni przed przyjazdem. Możesz podróżować z maksymalnie 5 zwierzętami. Szczegóły znajdziesz na www.gov.uk/taking-your-pet-abroad.",
            ),
        ],
        bad=[
            Slip(0, [("www.gov.uk/taking-your-pet-abroad", "www.gov.uk/pet-travel-abroad")], "url"),
            Slip(
                1,
                [
                    (
                        "until 21 days after the primary vaccination",
                        "until 14 days after the primary vaccination",
                    )
                ],
                "date",
            ),
            Slip(2, [("z maksymalnie 5 zwierzętami", "z maksymalnie 3 zwierzętami")], "number"),
        ],
    ),
    Case(
        key="en-oss-licence-faq-apache-notice",
        source="## Licence FAQ\n\n**Can I use `tidewater` in a commercial product?**\nYes. The project is released under the Apache License 2.0, so you may use, modify and sell it.\n\n**What must I include when I redistribute it?**\nYou must keep the `LICENSE` and `NOTICE` files and state any changes you made to the source files.\n\n**Do I have to publish my own code?**\nNo. Unlike the GPL, Apache-2.0 does not require you to release your modifications.\n\nContributors must sign off each commit with `git commit -s`. See [CONTRIBUTING.md](https://github.com/tidewater-dev/tidewater/blob/main/CONTRIBUTING.md) for details.",
        good=[
            Good(
                "preserve",
                "## Licence FAQ\n\n- **Commercial use of `tidewater`:** allowed. Because the project is licensed under the Apache License 2.0, you may use, modify and sell it.\n- **Redistribution:** you must keep the `LICENSE` and `NOTICE` files and state which changes you have made to the source files.\n- **Publishing your own code:** not required. Apache-2.0, unlike the GPL, does not oblige you to release your modifications.\n\nEvery commit from a contributor must be signed off with `git commit -s`; details are in [CONTRIBUTING.md](https://github.com/tidewater-dev/tidewater/blob/main/CONTRIBUTING.md).",
            ),
            Good(
                "preserve",
                "## Licence FAQ\n\n**Can I use `tidewater` in a commercial product?**\nYes – it is released under the Apache License 2.0, so you may use it, modify it and sell it.\n\n**What do I need to include when redistributing?**\nYou must keep the `LICENSE` and `NOTICE` files and state any changes you made to the source files.\n\n**Do I have to publish my own code?**\nNo. Apache-2.0, unlike the GPL, does not require you to release your modifications.\n\nIf you contribute, you must sign off each commit using `git commit -s`. For details, see [CONTRIBUTING.md](https://github.com/tidewater-dev/tidewater/blob/main/CONTRIBUTING.md).",
            ),
            Good(
                "pl",
                "## Licencja – najczęstsze pytania\n\n**Czy mogę używać `tidewater` w produkcie komercyjnym?**\nTak. Projekt jest udostępniany na licencji Apache License 2.0, więc możesz go używać, modyfikować i sprzedawać.\n\n**Co muszę dołączyć przy redystrybucji?**\nMusisz zachować pliki `LICENSE` i `NOTICE` oraz wskazać wszelkie zmiany wprowadzone w plikach źródłowych.\n\n**Czy muszę publikować własny kod?**\nNie. W przeciwieństwie do GPL licencja Apache-2.0 nie wymaga udostępniania Twoich modyfikacji.\n\nWspółtwórcy muszą podpisywać każdy commit poleceniem `git commit -s`. Szczegóły znajdziesz w [CONTRIBUTING.md](https://github.com/tidewater-dev/tidewater/blob/main/CONTRIBUTING.md).",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you must keep the `LICENSE` and `NOTICE` files",
                        "you should keep the `LICENSE` and `NOTICE` files",
                    )
                ],
                "modality",
            ),
            Slip(1, [("## Licence FAQ\n\n", "Licence FAQ\n\n")], "markdown"),
            Slip(2, [("`git commit -s`", "`git commit -S`")], "code"),
        ],
    ),
    Case(
        key="en-rail-engineering-works-weekend-closure",
        source="Engineering works: Reading to Basingstoke\nFrom 23:30 on Friday 14 March until 05:00 on Monday 17 March 2025, no trains will run between Reading and Basingstoke while Network Rail replaces 1.2 km of track near Mortimer. Replacement buses will run every 30 minutes and will take about 25 minutes longer than the train. Bikes cannot be carried on replacement buses, except folding bikes. Tickets dated for these days will be accepted on South Western Railway services via Woking at no extra cost. Please check before you travel, as journey times may change at short notice.",
        good=[
            Good(
                "preserve",
                "**Reading–Basingstoke engineering works**\n- When: 23:30 Friday 14 March to 05:00 Monday 17 March 2025.\n- What: Network Rail is replacing 1.2 km of track near Mortimer, so no trains will run between Reading and Basingstoke.\n- Buses: replacement buses every 30 minutes, taking about 25 minutes longer than the train. Bikes can't be taken on them unless they are folding bikes.\n- Tickets: tickets dated for these days will be accepted at no extra cost on South Western Railway services via Woking.\nCheck before you travel – journey times may change at short notice.",
            ),
            Good(
                "preserve",
                "If you travel between Reading and Basingstoke, please note: no trains will run there from 11.30pm on Friday 14 March until 5am on Monday 17 March 2025, while Network Rail replaces 1.2 km of track near Mortimer. Replacement buses will leave every 30 minutes; expect the journey to take about 25 minutes longer than by train. You won't be able to take a bike on the bus unless it folds. Your ticket for these dates will be accepted at no extra cost on South Western Railway services via Woking. Journey times may change at short notice, so please check before you set off.",
            ),
            Good(
                "pl",
                "Prace inżynieryjne: Reading – Basingstoke\nOd godz. 23:30 w piątek 14 marca do godz. 5:00 w poniedziałek 17 marca 2025 r. pociągi nie będą kursować między Reading a Basingstoke, ponieważ Network Rail wymienia 1,2 km torów w pobliżu Mortimer. Autobusy zastępcze będą odjeżdżać co 30 minut, a podróż potrwa około 25 minut dłużej niż pociągiem. W autobusach zastępczych nie można przewozić rowerów, z wyjątkiem składanych. Bilety na te dni będą honorowane bez dopłaty w pociągach South Western Railway jadących przez Woking. Przed podróżą sprawdź rozkład, ponieważ czasy przejazdu mogą się zmienić w krótkim terminie.",
            ),
        ],
        bad=[
            Slip(0, [("replacing 1.2 km of track", "replacing 12 km of track")], "number"),
            Slip(
                1,
                [("until 5am on Monday 17 March 2025", "until 5am on Tuesday 18 March 2025")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "nie można przewozić rowerów, z wyjątkiem składanych",
                        "można przewozić rowery, w tym składane",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-flatpack-wardrobe-assembly-safety-steps",
        source="Before you start, check that all parts are present using the list on page 2: you should have 2 side panels, 2 doors, 5 shelves and a bag of 32 cam locks. Assembly takes two adults roughly 90 minutes. Do not use a power drill to tighten the cam locks, as this can strip the chipboard; use the Allen key provided. Do not stand the wardrobe upright until the back panel has been nailed in place. Once it is upright, you must fix it to the wall with the anti-tip strap, because the wardrobe could tip over if a child climbs on it. Maximum shelf load: 15 kg.",
        good=[
            Good(
                "preserve",
                "1. Use the parts list on page 2 to make sure nothing is missing. You should have 2 side panels, 2 doors, 5 shelves and a bag of 32 cam locks.\n2. Allow roughly 90 minutes for two adults.\n3. Tighten the cam locks with the Allen key provided – do not use a power drill, which can strip the chipboard.\n4. Do not stand the wardrobe upright until the back panel is nailed in place.\n5. Once the wardrobe is upright, you must fix it to the wall with the anti-tip strap: it could tip over if a child climbs on it.\n\nMaximum load per shelf: 15 kg.",
            ),
            Good(
                "preserve",
                "Prior to assembly, use the list on page 2 to confirm that you have all the parts: 2 side panels, 2 doors, 5 shelves and a bag of 32 cam locks. Two adults will need roughly 90 minutes to put the wardrobe together. Never tighten the cam locks with a power drill, since this can strip the chipboard; use the supplied Allen key instead. The wardrobe must not be stood upright until the back panel has been nailed on. After it has been raised, you must secure it to the wall using the anti-tip strap, as it could tip over if a child climbs on it. Each shelf can carry a maximum of 15 kg.",
            ),
            Good(
                "pl",
                "Zanim zaczniesz, sprawdź według listy na stronie 2, czy masz wszystkie części: 2 panele boczne, 2 drzwi, 5 półek i woreczek z 32 złączami mimośrodowymi. Montaż zajmie dwóm dorosłym osobom mniej więcej 90 minut. Nie dokręcaj złączy wiertarką elektryczną, bo może to zniszczyć płytę wiórową; użyj dołączonego klucza imbusowego. Nie stawiaj szafy pionowo, dopóki tylna ściana nie zostanie przybita. Gdy szafa już stoi, musisz przymocować ją do ściany paskiem zabezpieczającym przed przewróceniem, ponieważ mogłaby się przewrócić, gdyby wspięło się na nią dziecko. Maksymalne obciążenie półki: 15 kg.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Maximum load per shelf: 15 kg.",
                        "Maximum load per shelf: 15 kg. Spare cam locks can be ordered free of charge from our customer service team.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("a bag of 32 cam locks", "a bag of 36 cam locks")], "number"),
            Slip(
                2,
                [
                    (
                        "Nie dokręcaj złączy wiertarką elektryczną",
                        "Dokręcaj złącza wiertarką elektryczną",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-swim-lessons-spring-term-conditions",
        source="Spring term lessons: 10 lessons on Saturdays, from 11 January to 22 March 2025, with no lesson on 15 February (half term). The term fee of £85 must be paid in full before the first lesson. Children must arrive at least 10 minutes early and must wear a swimming cap. Parents may watch from the viewing gallery but must not come onto the poolside. Missed lessons cannot be refunded or carried over to the next term. If we cancel a lesson because of pool closure, we will add a make-up session at the end of term.",
        good=[
            Good(
                "preserve",
                "Spring term 2025 – what you need to know\n- 10 lessons on Saturdays, 11 January to 22 March 2025. There is no lesson on 15 February (half term).\n- The £85 term fee must be paid in full before the first lesson.\n- Your child must arrive at least 10 minutes early and must wear a swimming cap.\n- You may watch from the viewing gallery, but you must not come onto the poolside.\n- We cannot refund missed lessons or carry them over to the next term.\n- If we cancel a lesson because the pool is closed, we will add a make-up session at the end of term.",
            ),
            Good(
                "preserve",
                "The spring term consists of ten Saturday lessons between 11 January and 22 March 2025; there will be no lesson on 15 February, which falls in half term. Payment of the £85 term fee in full is required before the first lesson. All children must wear a swimming cap and must arrive no later than 10 minutes before their lesson. Parents are welcome to watch from the viewing gallery but must not enter the poolside. Missed lessons can be neither refunded nor carried over to the next term. Where we cancel a lesson due to pool closure, a make-up session will be added at the end of term.",
            ),
            Good(
                "pl",
                "Semestr wiosenny obejmuje 10 lekcji w soboty, od 11 stycznia do 22 marca 2025 r.; 15 lutego (ferie) lekcji nie będzie. Opłatę semestralną w wysokości 85 funtów należy uiścić w całości przed pierwszą lekcją. Dzieci muszą przychodzić co najmniej 10 minut wcześniej i muszą mieć czepek pływacki. Rodzice mogą oglądać zajęcia z galerii dla widzów, ale nie wolno im wchodzić na brzeg basenu. Za opuszczone lekcje nie zwracamy pieniędzy ani nie przenosimy ich na kolejny semestr. Jeśli odwołamy lekcję z powodu zamknięcia basenu, dodamy lekcję zastępczą na koniec semestru.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "must be paid in full before the first lesson",
                        "should be paid in full before the first lesson",
                    )
                ],
                "modality",
            ),
            Slip(1, [("no lesson on 15 February", "no lesson on 22 February")], "date"),
            Slip(2, [("85 funtów", "58 funtów")], "number"),
        ],
    ),
    Case(
        key="en-carbon-offset-cookstove-monitoring-summary",
        source="Summary of the 2024 monitoring report\nThe Kisumu clean cookstove project distributed 18,400 improved stoves to households in western Kenya between 2021 and 2024. Based on field surveys of 620 households, we estimate that the stoves reduced wood fuel use by around 38%, avoiding roughly 41,000 tonnes of CO2e in 2024. These figures are likely to be revised once the independent verification by Verra is complete. Usage rates appear to decline after the second year, which is consistent with findings by Okello et al. (2019, Energy for Sustainable Development 52, pp. 88–97). Credits for 2024 have not yet been issued.",
        good=[
            Good(
                "preserve",
                "2024 monitoring report – summary\nBetween 2021 and 2024, the Kisumu clean cookstove project gave out 18,400 improved stoves to households in western Kenya. From field surveys of 620 households, we estimate that the stoves cut wood fuel use by around 38% and avoided roughly 41,000 tonnes of CO2e in 2024. Once Verra completes its independent verification, these numbers are likely to be revised. Stove use appears to fall after the second year, in line with the findings of Okello et al. (2019, Energy for Sustainable Development 52, pp. 88–97). No credits have been issued for 2024 yet.",
            ),
            Good(
                "preserve",
                "**2024 monitoring report: key points**\n- Stoves distributed: 18,400 improved stoves to households in western Kenya, 2021–2024 (Kisumu clean cookstove project).\n- Estimated impact, based on field surveys of 620 households: wood fuel use down by around 38%; roughly 41,000 tonnes of CO2e avoided in 2024.\n- These figures are likely to be revised after Verra's independent verification is complete.\n- Usage appears to decline after year two, consistent with Okello et al. (2019, *Energy for Sustainable Development* 52, pp. 88–97).\n- 2024 credits: not yet issued.",
            ),
            Good(
                "pl",
                "Podsumowanie raportu z monitoringu za 2024 rok\nW latach 2021–2024 projekt czystych kuchenek w Kisumu przekazał gospodarstwom domowym w zachodniej Kenii 18 400 ulepszonych kuchenek. Na podstawie badań terenowych w 620 gospodarstwach szacujemy, że kuchenki zmniejszyły zużycie drewna opałowego o około 38%, co pozwoliło uniknąć mniej więcej 41 000 ton CO2e w 2024 roku. Dane te prawdopodobnie zostaną skorygowane po zakończeniu niezależnej weryfikacji przez Verra. Wydaje się, że po drugim roku odsetek użytkowania spada, co jest zgodne z ustaleniami Okello i in. (2019, Energy for Sustainable Development 52, s. 88–97). Jednostki za 2024 rok nie zostały jeszcze wydane.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("these numbers are likely to be revised", "these numbers will be revised")],
                "hedge",
            ),
            Slip(1, [("Okello et al. (2019,", "Okello et al. (2017,")], "citation"),
            Slip(2, [("w 620 gospodarstwach", "w 260 gospodarstwach")], "number"),
        ],
    ),
    Case(
        key="en-youth-football-parents-code-conduct",
        source="Parents' code of conduct – Hollins Park Juniors FC\nParents and carers must stay behind the spectator barrier during matches and must not coach from the touchline; leave instructions to the team's coaches. Never criticise referees, who are often young volunteers themselves. Players should arrive 30 minutes before kick-off in full kit, including shin pads. Alcohol and smoking are not permitted at any of our grounds. If you have a concern, speak to the club welfare officer, Dawn Richards, rather than raising it in front of the players. Repeated breaches may lead to a parent being asked not to attend matches.",
        good=[
            Good(
                "preserve",
                "Hollins Park Juniors FC – a code of conduct for parents\nDuring matches, you must stay behind the spectator barrier, and you must not coach from the touchline – leave the instructions to the team's coaches. Please never criticise the referees: many of them are young volunteers themselves. Your child should turn up 30 minutes before kick-off in full kit, shin pads included. Drinking alcohol and smoking aren't permitted at any of our grounds. Got a concern? Talk to our club welfare officer, Dawn Richards, instead of bringing it up in front of the players. If you breach these rules repeatedly, you may be asked not to attend matches.",
            ),
            Good(
                "preserve",
                "Hollins Park Juniors FC: parents' code of conduct\n1. During matches, parents and carers must remain behind the spectator barrier.\n2. Parents and carers must not coach from the touchline; instructions are for the team's coaches to give.\n3. Never criticise referees – they are often young volunteers themselves.\n4. Players should arrive in full kit, including shin pads, 30 minutes before kick-off.\n5. Alcohol and smoking are not permitted at any of our grounds.\n6. Raise any concern with the club welfare officer, Dawn Richards, not in front of the players.\n\nA parent who repeatedly breaches this code may be asked not to attend matches.",
            ),
            Good(
                "pl",
                "Kodeks postępowania rodziców – Hollins Park Juniors FC\nPodczas meczów rodzice i opiekunowie muszą pozostawać za barierką dla widzów i nie wolno im udzielać wskazówek zza linii bocznej – instrukcje należy zostawić trenerom drużyny. Nigdy nie krytykuj sędziów, którzy często sami są młodymi wolontariuszami. Zawodnicy powinni przychodzić 30 minut przed rozpoczęciem meczu w pełnym stroju, łącznie z ochraniaczami. Alkohol i palenie są zabronione na wszystkich naszych boiskach. Jeśli coś Cię niepokoi, porozmawiaj z klubową opiekunką ds. ochrony dzieci, Dawn Richards, zamiast poruszać sprawę przy zawodnikach. Powtarzające się naruszenia mogą skutkować prośbą, by rodzic nie przychodził na mecze.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Drinking alcohol and smoking aren't permitted",
                        "Drinking alcohol and smoking are permitted",
                    )
                ],
                "negation",
            ),
            Slip(1, [("4. Players should arrive", "4. Players must arrive")], "modality"),
            Slip(
                2,
                [("Dawn Richards, zamiast", "Dawn Richards (tel. 07700 900418), zamiast")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-farmers-market-trader-stall-rules",
        source="Trader rules – Northgate Farmers' Market\nStalls are allocated on a first-come basis and cost £35 per market day, payable by the Wednesday before. Traders must set up between 6:30 and 8:00 am and may not dismantle their stall before 1 pm. At least 80% of the produce you sell must be grown, reared or made by you within 40 miles of the market. All food traders must hold a food hygiene registration under the Food Safety Act 1990 and display prices in line with the Price Marking Order 2004. Generators are not allowed; you may request a power hook-up for an extra £8.",
        good=[
            Good(
                "preserve",
                "Northgate Farmers' Market – rules for traders\n- Stalls go to whoever books first and cost £35 per market day, to be paid by the preceding Wednesday.\n- You must set up between 6:30 and 8:00 am, and you may not take your stall down before 1 pm.\n- At least 80% of your produce must be grown, reared or made by you within 40 miles of the market.\n- Every food trader must hold a food hygiene registration under the Food Safety Act 1990 and must display prices in line with the Price Marking Order 2004.\n- No generators. You may request a power hook-up, which costs an extra £8.",
            ),
            Good(
                "preserve",
                "Stalls at Northgate Farmers' Market are allocated on a first-come, first-served basis at a cost of £35 per market day, with payment due by the Wednesday beforehand. Traders must set up between 6:30 and 8:00 am and are not permitted to dismantle their stall before 1 pm. A minimum of 80% of the produce a trader sells must be grown, reared or made by that trader within 40 miles of the market. All food traders must hold a food hygiene registration under the Food Safety Act 1990 and must display prices in accordance with the Price Marking Order 2004. Generators are not allowed, although a power hook-up may be requested for an additional £8.",
            ),
            Good(
                "pl",
                "Zasady dla sprzedawców – Northgate Farmers' Market\nStoiska przydziela się według kolejności zgłoszeń; kosztują 35 funtów za dzień targowy, płatne do środy poprzedzającej targ. Sprzedawcy muszą rozstawić stoisko między 6:30 a 8:00 i nie mogą go składać przed 13:00. Co najmniej 80% sprzedawanych przez Ciebie produktów musi pochodzić z Twojej własnej uprawy, hodowli lub wytwórczości w promieniu 40 mil od targu. Wszyscy sprzedawcy żywności muszą mieć rejestrację w zakresie higieny żywności zgodnie z Food Safety Act 1990 i oznaczać ceny zgodnie z Price Marking Order 2004. Agregaty prądotwórcze są niedozwolone; możesz poprosić o podłączenie do prądu za dodatkowe 8 funtów.",
            ),
        ],
        bad=[
            Slip(0, [("At least 80% of your produce", "At least 60% of your produce")], "number"),
            Slip(1, [("Price Marking Order 2004", "Price Marking Order 2014")], "legal_reference"),
            Slip(
                2,
                [("Sprzedawcy muszą rozstawić stoisko", "Sprzedawcy powinni rozstawić stoisko")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-sleep-dementia-study-news-brief",
        source="A study published in JAMA Network Open (Hartley et al., 2023) followed 4,200 adults aged 50 and over for eight years. People who regularly slept fewer than six hours a night were about 30% more likely to develop dementia than those who slept seven hours. The authors stress that the study was observational, so it cannot show that short sleep causes dementia; poor sleep may instead be an early sign of the disease. They suggest that further trials are needed before any sleep recommendations can be changed.",
        good=[
            Good(
                "preserve",
                "Researchers followed 4,200 adults aged 50 or older for eight years, according to a study in JAMA Network Open (Hartley et al., 2023). Those who regularly got less than six hours of sleep a night were about 30% more likely to develop dementia than people who slept seven hours. Because the study was observational, the authors point out, it cannot show that short sleep causes dementia – poor sleep may instead be an early sign of the disease. In their view, further trials are needed before any sleep recommendations can be changed.",
            ),
            Good(
                "preserve",
                "Regularly sleeping fewer than six hours a night was linked to being about 30% more likely to develop dementia, compared with sleeping seven hours, in an eight-year study of 4,200 adults aged 50 and over (Hartley et al., 2023, JAMA Network Open). The researchers stress that the study was observational and therefore cannot show that short sleep causes dementia; poor sleep may instead be an early sign of the disease. They suggest further trials are needed before any sleep recommendations change.",
            ),
            Good(
                "pl",
                "Badanie opublikowane w JAMA Network Open (Hartley i in., 2023) objęło 4200 dorosłych w wieku 50 lat i starszych, obserwowanych przez osiem lat. Osoby, które regularnie spały krócej niż sześć godzin na dobę, miały o około 30% większe prawdopodobieństwo zachorowania na demencję niż osoby śpiące siedem godzin. Autorzy podkreślają, że było to badanie obserwacyjne, więc nie może wykazać, że krótki sen powoduje demencję; słaby sen może być raczej wczesnym objawem choroby. Ich zdaniem potrzebne są dalsze badania kliniczne, zanim będzie można zmienić jakiekolwiek zalecenia dotyczące snu.",
            ),
        ],
        bad=[
            Slip(0, [("(Hartley et al., 2023)", "(Hartley et al., 2021)")], "citation"),
            Slip(
                1,
                [
                    (
                        "poor sleep may instead be an early sign",
                        "poor sleep is instead an early sign",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "obserwowanych przez osiem lat.",
                        "obserwowanych przez osiem lat w Wielkiej Brytanii.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-cli-bundler-release-notes-breaking",
        source="# quillpack 3.2.0 release notes\n\n## Breaking changes\n- The `--out-dir` flag has been renamed to `--output`. The old name still works but will be removed in 4.0.\n- Config files must now be named `quillpack.toml`; `.quillpackrc` is no longer read.\n\n## Improvements\n- Builds are roughly 25% faster on large projects thanks to parallel hashing.\n- The minimum supported Node.js version is now 18.\n\nTo upgrade, run:\n\n```\nnpm install -g quillpack@3.2.0\n```\n\nIf you use a CI cache, clear it after upgrading.",
        good=[
            Good(
                "preserve",
                "# Release notes: quillpack 3.2.0\n\n## Breaking changes\n- `--out-dir` is now called `--output`. You can still use the old name for now, but it will be removed in 4.0.\n- Configuration files must now be named `quillpack.toml`; quillpack no longer reads `.quillpackrc`.\n\n## Improvements\n- Thanks to parallel hashing, builds on large projects are roughly 25% faster.\n- Node.js 18 is now the minimum supported version.\n\nTo upgrade, run:\n\n```\nnpm install -g quillpack@3.2.0\n```\n\nIf you use a CI cache, clear it once you have upgraded.",
            ),
            Good(
                "preserve",
                "# quillpack 3.2.0 release notes\n\n## Breaking changes\n- We renamed the `--out-dir` flag to `--output`. The old name keeps working until it is removed in 4.0.\n- Config files must now be called `quillpack.toml`; `.quillpackrc` is no longer read.\n\n## Improvements\n- Parallel hashing makes builds on large projects roughly 25% faster.\n- The minimum supported Node.js version is now 18.\n\nUpgrade with:\n\n```\nnpm install -g quillpack@3.2.0\n```\n\nAfter upgrading, clear your CI cache if you use one.",
            ),
            Good(
                "pl",
                "# quillpack 3.2.0 – informacje o wydaniu\n\n## Zmiany niezgodne wstecz\n- Flaga `--out-dir` została przemianowana na `--output`. Stara nazwa nadal działa, ale zostanie usunięta w wersji 4.0.\n- Pliki konfiguracyjne muszą teraz nosić nazwę `quillpack.toml`; plik `.quillpackrc` nie jest już odczytywany.\n\n## Ulepszenia\n- Dzięki równoległemu haszowaniu kompilacje dużych projektów są mniej więcej o 25% szybsze.\n- Minimalna obsługiwana wersja Node.js to teraz 18.\n\nAby zaktualizować, uruchom:\n\n```\nnpm install -g quillpack@3.2.0\n```\n\nJeśli korzystasz z pamięci podręcznej CI, wyczyść ją po aktualizacji.",
            ),
        ],
        bad=[
            Slip(0, [("`--output`", "`--outdir`")], "code"),
            Slip(
                1,
                [("```\nnpm install -g quillpack@3.2.0\n```", "npm install -g quillpack@3.2.0")],
                "markdown",
            ),
            Slip(2, [("mniej więcej o 25% szybsze", "mniej więcej o 15% szybsze")], "number"),
        ],
    ),
    Case(
        key="en-deposit-protection-certificate-tenant-letter",
        source="Dear Ms Okafor,\nYour deposit of £1,150 has been protected with the Deposit Protection Service, as required by section 213 of the Housing Act 2004. Your certificate number is DPS-4471-9920. At the end of your tenancy on 31 August 2025, we will inspect the flat within 5 working days. We will not make any deductions for fair wear and tear. If you disagree with a proposed deduction, you can use the free dispute resolution service, but you must raise the dispute within 3 months of the tenancy ending. Please keep this letter for your records.",
        good=[
            Good(
                "preserve",
                "Dear Ms Okafor,\nWe confirm that your £1,150 deposit is protected with the Deposit Protection Service (certificate number DPS-4471-9920), as section 213 of the Housing Act 2004 requires. Your tenancy ends on 31 August 2025, and we will inspect the flat within five working days of that date. No deductions will be made for fair wear and tear. Should you disagree with any deduction we propose, you can use the free dispute resolution service; however, you must raise the dispute within three months of the end of the tenancy. Please retain this letter for your records.",
            ),
            Good(
                "preserve",
                "Dear Ms Okafor,\nYour £1,150 deposit is protected with the Deposit Protection Service, which section 213 of the Housing Act 2004 requires us to do. Your certificate number is DPS-4471-9920.\nYour tenancy ends on 31 August 2025. We'll inspect the flat within 5 working days after that, and we won't deduct anything for fair wear and tear.\nIf you don't agree with a deduction we propose, you can use the free dispute resolution service – but you must raise the dispute within 3 months of the tenancy ending.\nPlease keep this letter for your records.",
            ),
            Good(
                "pl",
                "Szanowna Pani Okafor,\nPani kaucja w wysokości 1150 funtów została zabezpieczona w Deposit Protection Service, zgodnie z wymogiem sekcji 213 ustawy Housing Act 2004. Numer certyfikatu: DPS-4471-9920. Po zakończeniu najmu 31 sierpnia 2025 r. przeprowadzimy oględziny mieszkania w ciągu 5 dni roboczych. Nie będziemy potrącać żadnych kwot z tytułu normalnego zużycia. Jeśli nie zgadza się Pani z proponowanym potrąceniem, może Pani skorzystać z bezpłatnej procedury rozstrzygania sporów, ale musi Pani zgłosić spór w ciągu 3 miesięcy od zakończenia najmu. Proszę zachować to pismo w swojej dokumentacji.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 213 of the Housing Act 2004", "section 214 of the Housing Act 2004")],
                "legal_reference",
            ),
            Slip(
                1,
                [("Your tenancy ends on 31 August 2025.", "Your tenancy ends on 31 July 2025.")],
                "date",
            ),
            Slip(
                2, [("Nie będziemy potrącać żadnych kwot", "Będziemy potrącać kwoty")], "negation"
            ),
        ],
    ),
    Case(
        key="en-library-loans-renewals-overdue-charges",
        source="Borrowing and renewals\nYou can borrow up to 12 items at a time for three weeks. Items can be renewed twice, online at library.eastbrook.gov.uk/account or by phone, unless another member has reserved them. Since April 2024 we no longer charge late fees for children's books, but adult items still cost 25p per day overdue. If an item is lost or damaged, you will have to pay for a replacement. Your card will be blocked once you owe more than £10, and you cannot borrow again until the balance is paid. Questions? Email loans@eastbrook.gov.uk.",
        good=[
            Good(
                "preserve",
                "**Borrowing and renewals at a glance**\n- You can borrow up to 12 items at once, for three weeks.\n- You can renew each item twice – online at library.eastbrook.gov.uk/account or by phone – unless another member has reserved it.\n- Late fees: none for children's books since April 2024; adult items still cost 25p for each day overdue.\n- Lost or damaged items: you will have to pay for a replacement.\n- Once you owe more than £10, your card will be blocked, and you can't borrow again until you pay the balance.\n\nAny questions? Email loans@eastbrook.gov.uk.",
            ),
            Good(
                "preserve",
                "Members can borrow up to twelve items at a time, each for three weeks. Unless an item has been reserved by another member, it can be renewed twice, either by phone or online at library.eastbrook.gov.uk/account. Late fees for children's books stopped being charged in April 2024; adult items, however, still cost 25p per day overdue. Members will have to pay for a replacement of any item that is lost or damaged. Once the amount owed exceeds £10, the card is blocked and no further borrowing is possible until the balance has been paid. Questions can be sent to loans@eastbrook.gov.uk.",
            ),
            Good(
                "pl",
                "Wypożyczenia i prolongaty\nJednorazowo możesz wypożyczyć do 12 pozycji na trzy tygodnie. Każdą pozycję można prolongować dwa razy – online na stronie library.eastbrook.gov.uk/account lub telefonicznie – chyba że zarezerwował ją inny czytelnik. Od kwietnia 2024 r. nie pobieramy już opłat za przetrzymanie książek dla dzieci, ale za pozycje dla dorosłych nadal obowiązuje opłata 25 pensów za każdy dzień zwłoki. Jeśli pozycja zostanie zgubiona lub uszkodzona, trzeba będzie zapłacić za egzemplarz zastępczy. Gdy Twoje zadłużenie przekroczy 10 funtów, karta zostanie zablokowana i nie będzie można wypożyczać, dopóki nie uregulujesz należności. Pytania? Napisz na adres loans@eastbrook.gov.uk.",
            ),
        ],
        bad=[
            Slip(0, [("loans@eastbrook.gov.uk", "library@eastbrook.gov.uk")], "url"),
            Slip(
                1,
                [
                    (
                        "Members will have to pay for a replacement",
                        "Members may be asked to pay for a replacement",
                    )
                ],
                "modality",
            ),
            Slip(2, [("nie pobieramy już opłat", "pobieramy też opłaty")], "negation"),
        ],
    ),
    Case(
        key="en-heatwave-amber-alert-health-advice",
        source="Heat-health alert: amber\nTemperatures are expected to reach 33°C in London on Wednesday and Thursday, and nights will probably stay above 20°C. Older people, babies and anyone with heart or lung conditions are at higher risk. Keep curtains closed on windows that face the sun, and do not leave anyone in a parked car. Drink plenty of fluids even if you do not feel thirsty, but avoid alcohol. Check on neighbours who live alone. The hot weather is likely to continue into the weekend, although forecasts may change.",
        good=[
            Good(
                "preserve",
                "Amber heat-health alert – what you need to know\nTemperatures in London are expected to hit 33°C on Wednesday and Thursday, and overnight they will probably not drop below 20°C.\nMost at risk: older people, babies and anyone with a heart or lung condition.\nWhat to do:\n- Keep curtains closed on sun-facing windows.\n- Never leave anyone in a parked car.\n- Drink plenty of fluids, even when you don't feel thirsty, and avoid alcohol.\n- Check on neighbours who live alone.\nThe heat is likely to last into the weekend, though forecasts may change.",
            ),
            Good(
                "preserve",
                "An amber heat-health alert is in place. London is expected to reach 33°C on Wednesday and Thursday, with nights probably staying above 20°C. The risk is higher for older people, babies and those with heart or lung conditions. Close the curtains on windows facing the sun and do not leave anyone in a parked car. Drink plenty of fluids even if you are not thirsty, but avoid alcohol, and check on neighbours living alone. The hot spell is likely to continue into the weekend, although forecasts may change.",
            ),
            Good(
                "pl",
                "Ostrzeżenie przed upałem: poziom pomarańczowy\nW środę i czwartek temperatura w Londynie ma sięgnąć 33°C, a w nocy prawdopodobnie nie spadnie poniżej 20°C. Najbardziej narażone są osoby starsze, niemowlęta oraz osoby z chorobami serca lub płuc. Zasłaniaj okna wychodzące na słońce i nie zostawiaj nikogo w zaparkowanym samochodzie. Pij dużo płynów, nawet jeśli nie czujesz pragnienia, ale unikaj alkoholu. Sprawdzaj, co u sąsiadów mieszkających samotnie. Upał prawdopodobnie utrzyma się do weekendu, choć prognozy mogą się zmienić.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("they will probably not drop below 20°C", "they will probably drop below 20°C")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "The hot spell is likely to continue into the weekend",
                        "The hot spell will continue into the weekend",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Pij dużo płynów, nawet jeśli nie czujesz pragnienia, ale unikaj alkoholu. Sprawdzaj, co u sąsiadów mieszkających samotnie.",
                        "Drink plenty of fluids even if you do not feel thirsty, but avoid alcohol. Check on neighbours who live alone.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-arts-newsletter-privacy-notice-consent",
        source="How we use your email address\nWhen you subscribe to the Brightwater Arts newsletter, we process your name and email address on the basis of your consent under Article 6(1)(a) of the UK GDPR. We send the newsletter about twice a month and never share your details with other organisations. You may unsubscribe at any time using the link at the bottom of every email. We will delete your data within 30 days of you unsubscribing. You have the right to request a copy of your data; write to privacy@brightwaterarts.org.uk. If you are unhappy, you can complain to the ICO at ico.org.uk.",
        good=[
            Good(
                "preserve",
                "What happens to your email address?\nIf you sign up for the Brightwater Arts newsletter, we process your name and email address on the basis of your consent, under Article 6(1)(a) of the UK GDPR. You'll get the newsletter about twice a month, and we never pass your details on to other organisations. You may unsubscribe at any time via the link at the bottom of each email, and we will delete your data within 30 days after you do. You have the right to ask for a copy of your data – just write to privacy@brightwaterarts.org.uk. Not happy? You can complain to the ICO at ico.org.uk.",
            ),
            Good(
                "preserve",
                "Your email address and how we use it\n- What and why: when you subscribe to the Brightwater Arts newsletter, we process your name and email address on the basis of your consent (Article 6(1)(a) of the UK GDPR).\n- How often: about twice a month.\n- Sharing: we never share your details with other organisations.\n- Unsubscribing: you may unsubscribe at any time using the link at the bottom of every email; we will delete your data within 30 days of you unsubscribing.\n- Your rights: you have the right to request a copy of your data by writing to privacy@brightwaterarts.org.uk, and if you are unhappy you can complain to the ICO (ico.org.uk).",
            ),
            Good(
                "pl",
                "Jak wykorzystujemy Twój adres e-mail\nGdy zapisujesz się na newsletter Brightwater Arts, przetwarzamy Twoje imię i nazwisko oraz adres e-mail na podstawie Twojej zgody, zgodnie z art. 6 ust. 1 lit. a UK GDPR. Newsletter wysyłamy mniej więcej dwa razy w miesiącu i nigdy nie udostępniamy Twoich danych innym organizacjom. Możesz wypisać się w dowolnym momencie, korzystając z linku na dole każdego e-maila. Usuniemy Twoje dane w ciągu 30 dni od wypisania się. Masz prawo zażądać kopii swoich danych – napisz na adres privacy@brightwaterarts.org.uk. Jeśli nie jesteś zadowolony, możesz złożyć skargę do ICO (ico.org.uk).",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "and we will delete your data within 30 days",
                        "and we may delete your data within 30 days",
                    )
                ],
                "modality",
            ),
            Slip(1, [("privacy@brightwaterarts.org.uk", "privacy@brightwaterarts.org")], "url"),
            Slip(
                2,
                [("art. 6 ust. 1 lit. a UK GDPR", "art. 6 ust. 1 lit. f UK GDPR")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="en-museum-silk-road-textiles-exhibition",
        source="The Harrowgate Museum will open 'Threads of the Silk Road', an exhibition of more than 140 woven textiles from Central Asia, on 4 October 2025. Many of the pieces have never been shown in the UK before. The exhibition draws on research by Dr Amira Soltan, published in the Journal of Textile History (vol. 54, no. 2, 2023), which traced the dyes used in Bukhara workshops. It runs until 22 February 2026 and is open Tuesday to Sunday, 10:00–17:00. Tickets cost £12, and entry is free for under-16s. The museum does not allow photography in the main gallery.",
        good=[
            Good(
                "preserve",
                "'Threads of the Silk Road' opens at the Harrowgate Museum on 4 October 2025, bringing together more than 140 woven textiles from Central Asia – many of them never shown in the UK before. The exhibition builds on Dr Amira Soltan's research tracing the dyes used in Bukhara workshops (Journal of Textile History, vol. 54, no. 2, 2023) and runs until 22 February 2026. Opening hours are 10:00–17:00, Tuesday to Sunday. Tickets are £12; under-16s get in free. Please note that photography is not allowed in the main gallery.",
            ),
            Good(
                "preserve",
                "From 4 October 2025 to 22 February 2026, the Harrowgate Museum presents 'Threads of the Silk Road', featuring more than 140 woven textiles from Central Asia, many of which have never previously been exhibited in the UK. The exhibition is based on research by Dr Amira Soltan, published in the Journal of Textile History (vol. 54, no. 2, 2023), which traced the dyes used in Bukhara workshops.\n\nVisitor information:\n- Open Tuesday to Sunday, 10am to 5pm\n- Tickets: £12 (free for under-16s)\n- No photography in the main gallery",
            ),
            Good(
                "pl",
                "4 października 2025 r. w Harrowgate Museum zostanie otwarta wystawa „Threads of the Silk Road” („Nici Jedwabnego Szlaku”), prezentująca ponad 140 tkanin z Azji Środkowej. Wiele z tych obiektów nigdy wcześniej nie było pokazywanych w Wielkiej Brytanii. Wystawa opiera się na badaniach dr Amiry Soltan opublikowanych w „Journal of Textile History” (t. 54, nr 2, 2023), w których prześledzono barwniki stosowane w warsztatach w Bucharze. Ekspozycja potrwa do 22 lutego 2026 r. i będzie czynna od wtorku do niedzieli w godz. 10:00–17:00. Bilety kosztują 12 funtów, a wstęp dla osób poniżej 16 lat jest bezpłatny. Muzeum nie zezwala na fotografowanie w głównej galerii.",
            ),
        ],
        bad=[
            Slip(0, [("vol. 54, no. 2, 2023", "vol. 45, no. 2, 2023")], "citation"),
            Slip(
                1,
                [
                    (
                        "woven textiles from Central Asia,",
                        "woven textiles from Central Asia, lent by museums in Samarkand and Tashkent,",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("do 22 lutego 2026 r.", "do 22 marca 2026 r.")], "date"),
        ],
    ),
    Case(
        key="en-bike-share-pricing-change-notice",
        source="Changes to CityCycle prices\nFrom 1 July, a single ride will cost £1.65 for the first 30 minutes, then 10p per extra minute. The monthly pass stays at £20 and will continue to include unlimited 45-minute rides. E-bikes will cost an additional 15p per minute for all users, including pass holders. We expect the changes to affect fewer than one in five riders, since most trips are shorter than 20 minutes. Existing annual memberships are not affected until they renew. The app should update automatically, but you may need to log in again.",
        good=[
            Good(
                "preserve",
                "CityCycle prices are changing on 1 July\n- Single ride: £1.65 for the first 30 minutes, then 10p for each extra minute.\n- Monthly pass: still £20, and it still includes unlimited 45-minute rides.\n- E-bikes: an extra 15p per minute for everyone, pass holders included.\n- Annual memberships: existing ones are not affected until they renew.\n\nSince most trips take less than 20 minutes, we expect fewer than one in five riders to be affected. The app should update automatically, but you may have to log in again.",
            ),
            Good(
                "preserve",
                "Here's what changes at CityCycle from 1 July. A single ride will cost £1.65 for the first half hour and 10p for every minute after that. Your monthly pass will still cost £20 and will still include unlimited 45-minute rides. All users, pass holders included, will pay an extra 15p a minute on e-bikes. Because most trips are shorter than 20 minutes, we expect fewer than one in five riders to be affected by the changes. If you already have an annual membership, it is not affected until it renews. The app should update on its own, though you may need to log in again.",
            ),
            Good(
                "pl",
                "Zmiany cen CityCycle\nOd 1 lipca pojedynczy przejazd będzie kosztował 1,65 funta za pierwsze 30 minut, a potem 10 pensów za każdą dodatkową minutę. Karnet miesięczny nadal będzie kosztował 20 funtów i nadal będzie obejmował nielimitowane przejazdy do 45 minut. Za rowery elektryczne wszyscy użytkownicy, także posiadacze karnetów, zapłacą dodatkowo 15 pensów za minutę. Spodziewamy się, że zmiany dotkną mniej niż co piątego użytkownika, ponieważ większość przejazdów trwa krócej niż 20 minut. Zmiany nie obejmują obecnych członkostw rocznych do czasu ich odnowienia. Aplikacja powinna zaktualizować się automatycznie, ale może być konieczne ponowne zalogowanie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "we expect fewer than one in five riders to be affected",
                        "fewer than one in five riders will be affected",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("10p for every minute after that", "15p for every minute after that")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "Zmiany nie obejmują obecnych członkostw rocznych",
                        "Zmiany obejmują również obecne członkostwa roczne",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-allotment-site-plot-holder-rules",
        source="Allotment rules – Elm Lane site\nPlot holders must keep at least 75% of their plot cultivated throughout the growing season. You may keep up to 6 hens, but cockerels are not allowed. Bonfires are permitted only between 1 November and 31 March, and never on Sundays. Hosepipes must not be left running unattended. Sheds should not be taller than 2 metres; larger structures need written approval from the committee. The annual rent of £48 is due on 1 October. Plots that are neglected for two months may be re-let after a written warning.",
        good=[
            Good(
                "preserve",
                "Elm Lane allotments: the rules\n- You must keep at least 75% of your plot cultivated throughout the growing season.\n- You may keep up to six hens; cockerels are not allowed.\n- Bonfires are only permitted from 1 November to 31 March, and never on a Sunday.\n- Hosepipes must not be left running unattended.\n- Sheds should be no taller than 2 m; anything larger needs written approval from the committee.\n- The annual rent is £48, due on 1 October.\n- If a plot is neglected for two months, it may be re-let after a written warning.",
            ),
            Good(
                "preserve",
                "At the Elm Lane site, every plot holder must keep a minimum of 75% of the plot under cultivation for the whole growing season. Plot holders may keep a maximum of six hens; cockerels are not allowed. Bonfires are permitted only between 1 November and 31 March and never on Sundays, and hosepipes must not be left running unattended. Sheds should not exceed 2 metres in height, and any larger structure needs the committee's written approval. Rent of £48 a year is due on 1 October. A plot that has been neglected for two months may be re-let following a written warning.",
            ),
            Good(
                "pl",
                "Regulamin ogrodów działkowych – teren przy Elm Lane\nDziałkowcy muszą utrzymywać w uprawie co najmniej 75% powierzchni działki przez cały sezon wegetacyjny. Możesz trzymać do 6 kur, ale koguty są niedozwolone. Ogniska są dozwolone tylko od 1 listopada do 31 marca i nigdy w niedziele. Nie wolno zostawiać odkręconego węża ogrodowego bez nadzoru. Szopy nie powinny być wyższe niż 2 metry; większe konstrukcje wymagają pisemnej zgody zarządu. Roczny czynsz w wysokości 48 funtów jest płatny 1 października. Działki zaniedbane przez dwa miesiące mogą zostać ponownie wydzierżawione po pisemnym upomnieniu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- The annual rent is £48, due on 1 October.\n- If a plot is neglected for two months, it may be re-let after a written warning.",
                        "- Roczny czynsz wynosi 48 funtów i jest płatny 1 października.\n- Działka zaniedbana przez dwa miesiące może zostać ponownie wydzierżawiona po pisemnym upomnieniu.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [("Sheds should not exceed 2 metres", "Sheds must not exceed 2 metres")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "wymagają pisemnej zgody zarządu.",
                        "wymagają pisemnej zgody zarządu, który zbiera się raz w miesiącu.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-backup-cli-linux-install-guide",
        source="## Installing snapvault on Linux\n\nsnapvault needs Python 3.10 or later. Install it with `pipx install snapvault`, then run `snapvault init --repo ~/backups` to create a repository. The first backup of a typical home directory will probably take 20–40 minutes; later backups are incremental and usually finish in under two minutes. Set the `SNAPVAULT_PASSWORD` environment variable if you want to run backups from cron, but do not commit it to version control. Encryption is on by default and cannot be disabled. If the install fails, see the troubleshooting page at https://snapvault.dev/docs/install.",
        good=[
            Good(
                "preserve",
                "## Installing snapvault on Linux\n\n1. Make sure you have Python 3.10 or later – snapvault needs it.\n2. Install it: `pipx install snapvault`\n3. Create a repository: `snapvault init --repo ~/backups`\n\nYour first backup of a typical home directory will probably take 20–40 minutes. After that, backups are incremental and usually finish in under two minutes.\n\nTo run backups from cron, set the `SNAPVAULT_PASSWORD` environment variable – but don't commit it to version control. Encryption is enabled by default and can't be turned off.\n\nInstall failing? See the troubleshooting page at https://snapvault.dev/docs/install.",
            ),
            Good(
                "preserve",
                "## Installing snapvault on Linux\n\nYou'll need Python 3.10 or later. First install snapvault with `pipx install snapvault`, and then create a repository by running `snapvault init --repo ~/backups`. Backing up a typical home directory for the first time will probably take 20–40 minutes, but later backups are incremental and usually take less than two minutes. If you want to run backups from cron, set the `SNAPVAULT_PASSWORD` environment variable; do not commit it to version control. Encryption is on by default and cannot be switched off. If installation fails, check the troubleshooting page at https://snapvault.dev/docs/install.",
            ),
            Good(
                "pl",
                "## Instalacja snapvault w systemie Linux\n\nsnapvault wymaga Pythona 3.10 lub nowszego. Zainstaluj go poleceniem `pipx install snapvault`, a następnie uruchom `snapvault init --repo ~/backups`, aby utworzyć repozytorium. Pierwsza kopia zapasowa typowego katalogu domowego potrwa prawdopodobnie 20–40 minut; kolejne kopie są przyrostowe i zwykle kończą się w mniej niż dwie minuty. Jeśli chcesz uruchamiać kopie z crona, ustaw zmienną środowiskową `SNAPVAULT_PASSWORD`, ale nie umieszczaj jej w systemie kontroli wersji. Szyfrowanie jest domyślnie włączone i nie można go wyłączyć. Jeśli instalacja się nie powiedzie, zajrzyj na stronę z rozwiązywaniem problemów: https://snapvault.dev/docs/install.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Encryption is enabled by default and can't be turned off.",
                        "Encryption is enabled by default (AES-256) and can't be turned off.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("`snapvault init --repo ~/backups`", "`snapvault init --path ~/backups`")],
                "code",
            ),
            Slip(
                2,
                [
                    (
                        "zwykle kończą się w mniej niż dwie minuty",
                        "kończą się w mniej niż dwie minuty",
                    )
                ],
                "hedge",
            ),
        ],
    ),
]
