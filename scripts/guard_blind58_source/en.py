# ruff: noqa: E501, RUF001
"""English source cases of blind set 58: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-ferry-car-deck-booking-rules",
        source="Vehicle bookings on the Portsmouth–Cherbourg route must be made at least 48 hours before departure. Cars taller than 1.85 m are charged at the high-vehicle rate, and roof boxes count towards the height. Drivers must report to the check-in booth no later than 60 minutes before sailing; vehicles arriving after that may be refused boarding without a refund. Passengers are not allowed to remain on the car deck during the crossing, and access to vehicles is only permitted once the ship has docked. Electric vehicles should arrive with at least 20% charge, as charging points are not available on board. Amendments can be made online up to 24 hours before departure for a fee of £15.",
        good=[
            Good(
                "preserve",
                """Travelling with a car on the Portsmouth–Cherbourg route? Here's what you need to know:

- You must book your vehicle at least 48 hours before departure.
- If your car is taller than 1.85 m, you'll pay the high-vehicle rate — and a roof box counts towards that height.
- You must be at the check-in booth no later than 60 minutes before sailing. Arrive after that and you may be refused boarding, with no refund.
- You can't stay on the car deck during the crossing; you're only allowed back to your vehicle once the ship has docked.
- If you drive an electric vehicle, you should arrive with at least 20% charge, because there are no charging points on board.
- You can change your booking online up to 24 hours before departure for a £15 fee.""",
            ),
            Good(
                "preserve",
                "Drivers on the Portsmouth–Cherbourg service must report to the check-in booth no later than 60 minutes before sailing; late arrivals may be denied boarding, without a refund. All vehicle reservations must be made no less than 48 hours prior to departure, and changes can be made online until 24 hours before departure, subject to a £15 charge. The high-vehicle rate applies to cars over 1.85 m in height, including any roof box. Electric vehicles should have a minimum charge of 20% on arrival, since no charging points are provided on board. During the crossing, passengers may not stay on the car deck; vehicles can be accessed only after the ship has docked.",
            ),
            Good(
                "pl",
                "Rezerwacji przewozu pojazdu na trasie Portsmouth–Cherbourg należy dokonać co najmniej 48 godzin przed wypłynięciem. Za samochody wyższe niż 1,85 m pobierana jest opłata według stawki dla pojazdów wysokich, a box dachowy wlicza się do wysokości. Kierowcy muszą zgłosić się do stanowiska odpraw najpóźniej 60 minut przed wypłynięciem; pojazdy, które przyjadą później, mogą nie zostać wpuszczone na pokład, bez zwrotu pieniędzy. Pasażerom nie wolno pozostawać na pokładzie samochodowym w czasie rejsu, a dostęp do pojazdów jest możliwy dopiero po zacumowaniu statku. Pojazdy elektryczne powinny przyjechać naładowane w co najmniej 20%, ponieważ na pokładzie nie ma punktów ładowania. Zmiany w rezerwacji można wprowadzać online do 24 godzin przed wypłynięciem za opłatą 15 GBP.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Electric vehicles should have a minimum charge",
                        "Electric vehicles must have a minimum charge",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [("If your car is taller than 1.85 m", "If your car is taller than 1.95 m")],
                "number",
            ),
            Slip(2, [("najpóźniej 60 minut przed", "najpóźniej 45 minut przed")], "date"),
        ],
    ),
    Case(
        key="en-apprenticeship-levy-employer-guidance-note",
        source="The Apprenticeship Levy, introduced under Part 6 of the Finance Act 2016, is charged at 0.5% of an employer's annual pay bill. Only employers whose pay bill exceeds £3 million a year will actually pay it, because every employer receives an allowance of £15,000 to offset against the charge. Levy-paying employers must report and pay the levy to HMRC monthly through PAYE. Funds in your apprenticeship service account expire 24 months after they enter it, so you should plan training early. Employers who do not pay the levy may still access funding, but they will usually contribute 5% towards the cost of training.",
        good=[
            Good(
                "preserve",
                """Apprenticeship Levy – the essentials

• Legal basis: Part 6 of the Finance Act 2016.
• Rate: 0.5% of your annual pay bill.
• Who actually pays: only employers with a pay bill above £3 million a year, because everyone gets a £15,000 allowance to set against the charge.
• Reporting: if you pay the levy, you must report and pay it to HMRC every month via PAYE.
• Using your funds: money in your apprenticeship service account expires 24 months after it arrives, so you should plan training early.
• Employers who don't pay the levy: you may still get funding, though you will usually contribute 5% of the training cost.""",
            ),
            Good(
                "preserve",
                "Employers liable for the Apprenticeship Levy must report and pay it monthly to HMRC through PAYE. The levy, which was introduced by Part 6 of the Finance Act 2016, amounts to 0.5% of the employer's annual pay bill; however, as each employer is entitled to a £15,000 allowance that offsets the charge, only those with an annual pay bill of more than £3 million actually pay it. Funds held in an apprenticeship service account expire 24 months after they are credited, and training should therefore be planned early. Employers that do not pay the levy may nonetheless access funding, although they will usually contribute 5% of training costs.",
            ),
            Good(
                "pl",
                "Opłata na rzecz przyuczania do zawodu (Apprenticeship Levy), wprowadzona na mocy części 6 ustawy Finance Act 2016, wynosi 0,5% rocznego funduszu wynagrodzeń pracodawcy. Faktycznie płacą ją tylko pracodawcy, których roczny fundusz wynagrodzeń przekracza 3 mln GBP, ponieważ każdy pracodawca otrzymuje ulgę w wysokości 15 000 GBP pomniejszającą tę opłatę. Pracodawcy podlegający opłacie muszą co miesiąc zgłaszać ją i wpłacać do HMRC za pośrednictwem systemu PAYE. Środki na koncie w serwisie apprenticeship service wygasają po 24 miesiącach od ich wpłynięcia, dlatego szkolenia powinno się planować z wyprzedzeniem. Pracodawcy, którzy nie płacą tej opłaty, nadal mogą uzyskać dofinansowanie, ale zwykle pokrywają 5% kosztów szkolenia.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "introduced by Part 6 of the Finance Act 2016",
                        "introduced by Part 4 of the Finance Act 2016",
                    )
                ],
                "legal_reference",
            ),
            Slip(2, [("przekracza 3 mln GBP", "przekracza 5 mln GBP")], "number"),
            Slip(
                0,
                [("you must report and pay it to HMRC", "you should report and pay it to HMRC")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-apache-licence-commercial-use-faq",
        source="""## Can I use this library in a commercial product?

Yes. The project is released under the [Apache License 2.0](https://www.apache.org/licenses/LICENSE-2.0), which allows commercial use, modification and redistribution. You do not need to pay a fee or ask for permission.

If you distribute the library, you must:

- include a copy of the licence;
- keep the existing `NOTICE` file;
- state any significant changes you made to the files.

The licence does not grant rights to use our trademarks, so you may not call your product "Lumen" or use our logo. Questions can be sent to licensing@lumen-project.org.""",
        good=[
            Good(
                "preserve",
                """## Commercial use

You can use this library in a commercial product. Because it is released under the [Apache License 2.0](https://www.apache.org/licenses/LICENSE-2.0), you are free to use, modify and redistribute it commercially — there is no fee to pay, and you don't need to ask us first.

### If you distribute it

You must:

1. include a copy of the licence,
2. keep the existing `NOTICE` file, and
3. state any significant changes you made to the files.

### Trademarks

The licence gives you no rights to our trademarks: you may not name your product "Lumen" or use our logo.

Questions? Write to licensing@lumen-project.org.""",
            ),
            Good(
                "preserve",
                """## Is commercial use allowed?

Yes — the library is licensed under the [Apache License 2.0](https://www.apache.org/licenses/LICENSE-2.0), so commercial use, modification and redistribution are all permitted, with no fee and no permission required.

When you distribute the library, you must:

- include a copy of the licence;
- keep the existing `NOTICE` file;
- state any significant changes made to the files.

Note that our trademarks are not covered by the licence: you may not call your product "Lumen" or use our logo. Send any questions to licensing@lumen-project.org.""",
            ),
            Good(
                "pl",
                """## Czy mogę używać tej biblioteki w produkcie komercyjnym?

Tak. Projekt jest udostępniany na [licencji Apache 2.0](https://www.apache.org/licenses/LICENSE-2.0), która pozwala na użytek komercyjny, modyfikowanie i dalsze rozpowszechnianie. Nie musisz uiszczać żadnej opłaty ani prosić o zgodę.

Jeśli rozpowszechniasz bibliotekę, musisz:

- dołączyć kopię licencji;
- zachować istniejący plik `NOTICE`;
- wskazać wszystkie istotne zmiany wprowadzone w plikach.

Licencja nie daje prawa do korzystania z naszych znaków towarowych, więc nie możesz nazwać swojego produktu „Lumen” ani używać naszego logo. Pytania można wysyłać na adres licensing@lumen-project.org.""",
            ),
        ],
        bad=[
            Slip(
                1,
                [("## Is commercial use allowed?\n\n", "Is commercial use allowed?\n\n")],
                "markdown",
            ),
            Slip(
                0,
                [("Write to licensing@lumen-project.org", "Write to licence@lumen-project.org")],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "Nie musisz uiszczać żadnej opłaty ani prosić o zgodę.",
                        "Nie musisz uiszczać żadnej opłaty, ale musisz poprosić o zgodę.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-marathon-medical-tent-volunteer-briefing",
        source="Medical tent briefing – Riverside Marathon. Based on previous years, we expect roughly 150 runners to come through the main tent at mile 26, most of them with cramps, blisters or mild dehydration. Heat exhaustion is likely to be the most common serious problem if the temperature rises above 22°C, as forecast. Any runner with a core temperature above 40°C must be cooled immediately in the ice-water tubs and must not be moved to the ambulance until cooling has started. Volunteers who are not medically qualified should not give medication of any kind, including paracetamol. Please sign in at the volunteer desk by 6:30 a.m. and collect your radio.",
        good=[
            Good(
                "preserve",
                """**Riverside Marathon – medical tent briefing**

- Expect around 150 runners through the main tent at mile 26 (based on previous years). Most will have cramps, blisters or mild dehydration.
- If the temperature climbs above 22°C, as forecast, heat exhaustion will likely be the most common serious problem.
- A runner whose core temperature is above 40°C must be cooled straight away in the ice-water tubs. They must not be transferred to the ambulance until cooling has begun.
- If you are not medically qualified, you should not give any medication at all — not even paracetamol.
- Please sign in at the volunteer desk by 6:30 a.m. and pick up your radio.""",
            ),
            Good(
                "preserve",
                "Previous years suggest that roughly 150 runners will pass through the main tent at mile 26, mostly with cramps, blisters or mild dehydration. Temperatures are forecast to rise above 22°C, and if they do, heat exhaustion is likely to be our most common serious problem. Runners with a core temperature over 40°C must be cooled in the ice-water tubs immediately, and they must not be moved to the ambulance before cooling has started. Anyone without medical qualifications should not hand out medication of any kind, paracetamol included. Please remember to sign in at the volunteer desk by 6:30 a.m. and collect your radio.",
            ),
            Good(
                "pl",
                "Odprawa namiotu medycznego – Riverside Marathon. Na podstawie poprzednich lat spodziewamy się, że przez główny namiot na 26. mili przejdzie mniej więcej 150 biegaczy, w większości ze skurczami, pęcherzami lub łagodnym odwodnieniem. Jeśli temperatura przekroczy 22°C, jak zapowiadają prognozy, najczęstszym poważnym problemem będzie prawdopodobnie wyczerpanie cieplne. Każdego biegacza z temperaturą głęboką powyżej 40°C trzeba natychmiast schłodzić w wannach z wodą z lodem i nie wolno przenosić go do karetki, dopóki chłodzenie się nie rozpocznie. Wolontariusze bez kwalifikacji medycznych nie powinni podawać żadnych leków, również paracetamolu. Prosimy o zapisanie się przy stanowisku wolontariuszy do 6:30 i odebranie radiotelefonu.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "heat exhaustion is likely to be our most common",
                        "heat exhaustion will be our most common",
                    )
                ],
                "hedge",
            ),
            Slip(0, [("Expect around 150 runners", "Expect around 250 runners")], "number"),
            Slip(
                2,
                [("i nie wolno przenosić go do karetki", "i wolno przenosić go do karetki")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-garden-centre-plant-guarantee-terms",
        source="Our 2-year plant guarantee covers all hardy trees, shrubs and perennials bought from Greenway Garden Centre. If a plant dies within two years of purchase, bring it back with your receipt and we will replace it free of charge or give you store credit. The guarantee does not apply to bedding plants, houseplants, bulbs or seeds, and it does not cover damage caused by pests, frost in pots, or plants left unwatered. Replacements are subject to availability and will be of the same variety where possible. Please note that plants bought in our clearance section after 1 September 2024 are not included. Claims can be made at any of our four stores.",
        good=[
            Good(
                "preserve",
                """Every hardy tree, shrub and perennial you buy at Greenway Garden Centre comes with our 2-year plant guarantee. If one dies within two years of purchase, just bring it back along with your receipt and we'll replace it free of charge or give you store credit instead. Replacements depend on availability, and we'll give you the same variety where we can. You can claim at any of our four stores.

What isn't covered: bedding plants, houseplants, bulbs and seeds; damage from pests; frost damage to plants in pots; and plants that have been left unwatered. Plants bought from our clearance section after 1 September 2024 aren't covered either.""",
            ),
            Good(
                "preserve",
                """Greenway Garden Centre plant guarantee

Hardy trees, shrubs and perennials purchased from Greenway Garden Centre are guaranteed for two years. Where such a plant dies within two years of the date of purchase, it may be returned with the receipt for a free replacement or store credit. Replacements are offered subject to availability and, where possible, will be of the same variety. The guarantee excludes bedding plants, houseplants, bulbs and seeds, and does not extend to damage caused by pests, frost affecting potted plants, or a lack of watering. Plants bought in the clearance section after 1 September 2024 are not covered. Claims may be made at any of the four Greenway stores.""",
            ),
            Good(
                "pl",
                "Nasza dwuletnia gwarancja na rośliny obejmuje wszystkie mrozoodporne drzewa, krzewy i byliny kupione w Greenway Garden Centre. Jeśli roślina obumrze w ciągu dwóch lat od zakupu, przynieś ją wraz z paragonem, a wymienimy ją bezpłatnie lub wydamy bon do wykorzystania w sklepie. Gwarancja nie obejmuje sezonowych roślin rabatowych, roślin pokojowych, cebulek ani nasion, a także szkód spowodowanych przez szkodniki, przemarznięcia roślin w donicach ani roślin, których nie podlewano. Wymiana zależy od dostępności, a w miarę możliwości otrzymasz tę samą odmianę. Pamiętaj, że rośliny kupione w dziale wyprzedaży po 1 września 2024 r. nie są objęte gwarancją. Reklamacje można składać w każdym z naszych czterech sklepów.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "after 1 September 2024 are not covered",
                        "after 1 September 2023 are not covered",
                    )
                ],
                "date",
            ),
            Slip(0, [("aren't covered either", "are covered as well")], "negation"),
            Slip(
                2,
                [
                    (
                        "w każdym z naszych czterech sklepów.",
                        "w każdym z naszych czterech sklepów lub przez formularz na naszej stronie internetowej.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-research-interview-consent-form-excerpt",
        source="Taking part in this study is entirely voluntary. You may withdraw at any time up to 30 June 2025 without giving a reason, and withdrawing will not affect your care at the clinic in any way. Interviews will last about 45 minutes and will be audio-recorded; recordings will be transcribed and then deleted within 3 months. Your name will not appear in any report or publication. Anonymised transcripts may be shared with other researchers through the UK Data Service. If you have concerns about how the study is conducted, you should contact the Research Ethics Committee at ethics@brightwater.ac.uk, quoting reference REC-2024-117.",
        good=[
            Good(
                "preserve",
                """**Do I have to take part?**
No. Taking part is entirely voluntary.

**Can I change my mind?**
Yes. You may withdraw at any time up to 30 June 2025, and you don't have to give a reason. Withdrawing will not affect your care at the clinic in any way.

**What will the interview involve?**
It will last about 45 minutes and will be audio-recorded. The recording will be transcribed and then deleted within 3 months.

**Will I be identified?**
Your name will not appear in any report or publication. Anonymised transcripts may be shared with other researchers via the UK Data Service.

**Who do I contact with concerns?**
If you are concerned about how the study is conducted, you should contact the Research Ethics Committee at ethics@brightwater.ac.uk, quoting reference REC-2024-117.""",
            ),
            Good(
                "preserve",
                "Participation in this study is entirely voluntary. Participants may withdraw at any point until 30 June 2025 without having to explain why, and doing so will have no effect whatsoever on the care they receive at the clinic. Each interview will be audio-recorded and will take approximately 45 minutes; the recordings will be transcribed and then deleted within three months. No participant's name will appear in any report or publication, although anonymised transcripts may be made available to other researchers through the UK Data Service. Anyone with concerns about the conduct of the study should contact the Research Ethics Committee (ethics@brightwater.ac.uk), quoting reference REC-2024-117.",
            ),
            Good(
                "pl",
                "Udział w tym badaniu jest całkowicie dobrowolny. Możesz wycofać się w dowolnym momencie do 30 czerwca 2025 r. bez podawania przyczyny, a rezygnacja w żaden sposób nie wpłynie na opiekę, jaką otrzymujesz w przychodni. Wywiady potrwają około 45 minut i będą nagrywane (audio); nagrania zostaną przepisane, a następnie usunięte w ciągu 3 miesięcy. Twoje imię i nazwisko nie pojawi się w żadnym raporcie ani publikacji. Zanonimizowane transkrypcje mogą zostać udostępnione innym badaczom za pośrednictwem UK Data Service. Jeśli masz zastrzeżenia co do sposobu prowadzenia badania, powinieneś skontaktować się z Komisją Etyki Badań pod adresem ethics@brightwater.ac.uk, podając numer referencyjny REC-2024-117.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("conduct of the study should contact", "conduct of the study may contact")],
                "modality",
            ),
            Slip(
                2,
                [("pod adresem ethics@brightwater.ac.uk", "pod adresem etyka@brightwater.ac.uk")],
                "url",
            ),
            Slip(
                0,
                [("and you don't have to give a reason", "but you will have to give a reason")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-hedgehog-road-mortality-study-abstract",
        source="Road traffic is thought to be one of the main causes of mortality in the West European hedgehog (Erinaceus europaeus). We analysed 1,834 hedgehog road casualties recorded by volunteers across 412 km of road in eastern England between 2018 and 2022. Casualties peaked in July and were significantly more frequent on roads adjacent to pasture and within 200 m of residential gardens. Our results suggest that road deaths may remove between 10% and 20% of local populations each year, broadly in line with earlier estimates (Holloway & Marsh, 2016, Mammal Review 46: 229–241). Mitigation such as underpasses could reduce losses, but its effectiveness has not yet been tested in the UK.",
        good=[
            Good(
                "preserve",
                "Road traffic is believed to be among the leading causes of death for West European hedgehogs (Erinaceus europaeus). Between 2018 and 2022, volunteers recorded 1,834 hedgehogs killed along 412 km of road in eastern England, and we analysed these records. Road deaths were highest in July and were significantly more common where roads bordered pasture and within 200 m of residential gardens. The findings suggest that road deaths may kill between 10% and 20% of a local population every year, which broadly matches earlier estimates (Holloway & Marsh, 2016, Mammal Review 46: 229–241). Measures such as underpasses could cut these losses, though how well they work has not yet been tested in the UK.",
            ),
            Good(
                "preserve",
                "Between 2018 and 2022, volunteers recorded 1,834 road-killed West European hedgehogs (Erinaceus europaeus) along 412 km of road in eastern England; road traffic is thought to be one of the species' main causes of mortality. Casualties peaked in July and were significantly more frequent on roads next to pasture and within 200 m of residential gardens. Our analysis suggests that road deaths may remove 10–20% of local populations annually, broadly consistent with previous estimates (Holloway & Marsh, 2016, Mammal Review 46: 229–241). Underpasses and similar mitigation could reduce losses; however, their effectiveness has not yet been tested in the UK.",
            ),
            Good(
                "pl",
                "Ruch drogowy uważa się za jedną z głównych przyczyn śmiertelności jeża zachodniego (Erinaceus europaeus). Przeanalizowaliśmy 1834 przypadki jeży zabitych na drogach, odnotowane przez wolontariuszy na 412 km dróg we wschodniej Anglii w latach 2018–2022. Najwięcej ofiar odnotowano w lipcu, a istotnie częściej zdarzały się one na drogach sąsiadujących z pastwiskami oraz w odległości do 200 m od przydomowych ogrodów. Wyniki sugerują, że śmierć na drogach może co roku eliminować od 10% do 20% lokalnych populacji, co jest zasadniczo zgodne z wcześniejszymi szacunkami (Holloway i Marsh, 2016, Mammal Review 46: 229–241). Działania łagodzące, takie jak przejścia pod drogami, mogłyby ograniczyć straty, ale ich skuteczności nie zbadano jeszcze w Wielkiej Brytanii.",
            ),
        ],
        bad=[
            Slip(0, [("Mammal Review 46: 229–241", "Mammal Review 48: 229–241")], "citation"),
            Slip(1, [("road deaths may remove 10–20%", "road deaths remove 10–20%")], "hedge"),
            Slip(2, [("1834 przypadki", "1384 przypadki")], "number"),
        ],
    ),
    Case(
        key="en-parking-fine-missing-sign-appeal",
        source="""Dear Sir or Madam,

I am writing to appeal against Penalty Charge Notice HX40215873, issued on 14 March 2025 at 10:42 on Albion Street, Leeds. The notice states that I was parked on a single yellow line during restricted hours. However, the restriction sign at that location was missing, which I believe does not meet the requirements of regulation 18 of the Local Authorities' Traffic Orders (Procedure) (England and Wales) Regulations 1996. I have enclosed four photographs, taken on the same day, showing the empty sign post. I would therefore ask that the penalty charge be cancelled. I understand that, if my appeal is rejected, I may still pay at the discounted rate of £35.

Yours faithfully,
Daniel Okafor""",
        good=[
            Good(
                "preserve",
                """Dear Sir or Madam,

Re: Penalty Charge Notice HX40215873

I wish to appeal against the above PCN, issued at 10:42 on 14 March 2025 on Albion Street, Leeds, for parking on a single yellow line during restricted hours. The restriction sign at that spot was missing, and in my view this does not satisfy regulation 18 of the Local Authorities' Traffic Orders (Procedure) (England and Wales) Regulations 1996. Please find enclosed four photographs of the empty sign post, taken that same day. I therefore request that the penalty charge be cancelled. I understand that if my appeal is unsuccessful, I may still pay the discounted rate of £35.

Yours faithfully,
Daniel Okafor""",
            ),
            Good(
                "preserve",
                """Dear Sir or Madam,

I would like to challenge Penalty Charge Notice HX40215873, which was issued on Albion Street, Leeds, on 14 March 2025 at 10:42, stating that I was parked on a single yellow line during restricted hours.

My grounds are that there was no restriction sign at that location. I believe this falls short of what regulation 18 of the Local Authorities' Traffic Orders (Procedure) (England and Wales) Regulations 1996 requires. In support, I enclose four photographs of the bare sign post, all taken on the day of the notice.

For these reasons, I ask you to cancel the penalty charge. I am aware that, should my appeal be rejected, I may still pay at the discounted rate of £35.

Yours faithfully,
Daniel Okafor""",
            ),
            Good(
                "pl",
                """Szanowni Państwo,

zwracam się z odwołaniem od wezwania do zapłaty kary za parkowanie (Penalty Charge Notice) nr HX40215873, wystawionego 14 marca 2025 r. o godz. 10:42 na Albion Street w Leeds. Według wezwania zaparkowałem na pojedynczej żółtej linii w godzinach obowiązywania ograniczeń. W tym miejscu brakowało jednak znaku informującego o ograniczeniu, co moim zdaniem nie spełnia wymogów przepisu 18 rozporządzenia Local Authorities' Traffic Orders (Procedure) (England and Wales) Regulations 1996. W załączeniu przesyłam cztery zdjęcia pustego słupka po znaku, wykonane tego samego dnia. W związku z tym proszę o anulowanie opłaty karnej. Rozumiem, że jeśli moje odwołanie zostanie odrzucone, nadal będę mógł zapłacić według obniżonej stawki 35 GBP.

Z poważaniem
Daniel Okafor""",
            ),
        ],
        bad=[
            Slip(0, [("satisfy regulation 18 of", "satisfy regulation 16 of")], "legal_reference"),
            Slip(2, [("14 marca 2025 r.", "14 maja 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "all taken on the day of the notice.",
                        "all taken on the day of the notice, together with a written statement from a neighbouring shopkeeper confirming that the sign was removed in February.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-community-radio-volunteer-conduct-code",
        source="""Volunteer code of conduct – Harbour FM 104.6

All presenters must complete the two-hour Ofcom compliance session before going on air. You must not broadcast personal opinions on election candidates during an election period, and you should always give balanced airtime to local groups. Guests should be told in advance that the show is live and may be recorded for podcasts. Never play a track you have not previewed. Presenters may bring their own music, but it must be cleared through the studio manager 48 hours before the show. Volunteers who miss three scheduled shows without notice may be removed from the rota.""",
        good=[
            Good(
                "preserve",
                """**Harbour FM 104.6 – volunteer code of conduct**

- Before you go on air, you must complete the two-hour Ofcom compliance session.
- During an election period, you must not broadcast personal opinions about election candidates.
- You should always give local groups balanced airtime.
- Guests should be told in advance that the show is live and may be recorded for podcasts.
- Never play a track you haven't previewed.
- You may bring your own music, but it must be cleared with the studio manager 48 hours before your show.
- If you miss three scheduled shows without notice, you may be removed from the rota.""",
            ),
            Good(
                "preserve",
                "Harbour FM 104.6 volunteer code of conduct. Anyone presenting must complete the two-hour Ofcom compliance session before broadcasting. Presenters are allowed to bring in their own music, but that music must be cleared through the studio manager 48 hours before the show. Do not play any track you have not previewed. While an election period is under way, personal opinions on election candidates must not be broadcast, and local groups should always receive balanced airtime. Guests should be informed in advance that the show is live and may be recorded for podcasts. Volunteers who miss three scheduled shows without notice may be removed from the rota.",
            ),
            Good(
                "pl",
                """Kodeks postępowania wolontariuszy – Harbour FM 104.6

Wszyscy prowadzący muszą ukończyć dwugodzinne szkolenie z zasad Ofcom, zanim wejdą na antenę. W okresie wyborczym nie wolno przekazywać na antenie osobistych opinii o kandydatach w wyborach, a lokalnym grupom zawsze powinno się zapewniać wyważony czas antenowy. Gości powinno się z wyprzedzeniem poinformować, że audycja jest nadawana na żywo i może zostać nagrana na potrzeby podcastów. Nigdy nie puszczaj utworu, którego wcześniej nie przesłuchałeś. Prowadzący mogą przynosić własną muzykę, ale musi ona zostać zatwierdzona przez kierownika studia 48 godzin przed audycją. Wolontariusze, którzy bez uprzedzenia opuszczą trzy zaplanowane audycje, mogą zostać usunięci z grafiku.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("- You should always give local groups", "- You must always give local groups")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Do not play any track you have not previewed.",
                        "Do not play any track you have previewed.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Nigdy nie puszczaj utworu, którego wcześniej nie przesłuchałeś. Prowadzący mogą przynosić własną muzykę, ale musi ona zostać zatwierdzona przez kierownika studia 48 godzin przed audycją.",
                        "Never play a track you have not previewed. Presenters may bring their own music, but it must be cleared through the studio manager 48 hours before the show.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-cinema-membership-annual-benefits-summary",
        source="Regal Lane Plus membership costs £59 a year and includes five free tickets, which must be used within 12 months of joining. Members get 10% off food and drink at every venue and can book seats up to 7 days before general sale. Free tickets cannot be used for event screenings, live broadcasts or on Saturdays after 5 p.m. You can add a second member at the same address for an extra £30. To join or renew, visit www.regallaneplus.co.uk/join or ask at any box office. Membership is non-transferable and is not refundable once a free ticket has been used.",
        good=[
            Good(
                "preserve",
                """What you get with Regal Lane Plus (£59 a year):

- 5 free tickets, which must be used within 12 months of joining
- 10% off food and drink at every venue
- seat booking up to 7 days before general sale
- the option to add a second member at the same address for an extra £30

Please note: free tickets can't be used for event screenings, live broadcasts, or on Saturdays after 5 p.m. Membership is non-transferable and can't be refunded once you've used a free ticket. Join or renew at www.regallaneplus.co.uk/join or at any box office.""",
            ),
            Good(
                "preserve",
                "For £59 a year, Regal Lane Plus members receive five free tickets — you must use them within 12 months of joining — along with 10% off food and drink at all our venues and the chance to book seats up to seven days before general sale. A second member living at the same address can be added for an additional £30. Free tickets aren't valid for event screenings or live broadcasts, nor on Saturdays after 5 p.m. Membership can't be transferred, and it isn't refundable once a free ticket has been used. You can join or renew at www.regallaneplus.co.uk/join, or simply ask at any box office.",
            ),
            Good(
                "pl",
                "Członkostwo Regal Lane Plus kosztuje 59 GBP rocznie i obejmuje pięć darmowych biletów, które trzeba wykorzystać w ciągu 12 miesięcy od przystąpienia. Członkowie otrzymują 10% zniżki na jedzenie i napoje we wszystkich kinach sieci i mogą rezerwować miejsca do 7 dni przed rozpoczęciem ogólnej sprzedaży. Darmowych biletów nie można wykorzystać na pokazy specjalne, transmisje na żywo ani w soboty po godzinie 17:00. Za dodatkowe 30 GBP można dodać drugiego członka mieszkającego pod tym samym adresem. Aby dołączyć lub przedłużyć członkostwo, wejdź na www.regallaneplus.co.uk/join albo zapytaj w dowolnej kasie. Członkostwo jest nieprzenoszalne i nie podlega zwrotowi po wykorzystaniu darmowego biletu.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("along with 10% off food and drink", "along with 15% off food and drink")],
                "number",
            ),
            Slip(
                2,
                [("wejdź na www.regallaneplus.co.uk/join", "wejdź na www.regallaneplus.com/join")],
                "url",
            ),
            Slip(
                0,
                [
                    (
                        "- 10% off food and drink at every venue\n",
                        "- 10% off food and drink at every venue\n- invitations to members-only preview screenings\n",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-python-package-readme-install-config",
        source="""## Installation

`tidewatch` requires Python 3.10 or later. Install it from PyPI:

```bash
pip install tidewatch==2.4.1
```

On Windows you should run the command in a virtual environment, because the global site-packages folder may need administrator rights.

## Configuration

Copy `config.example.toml` to `config.toml` and set `api_key` before the first run. You must not commit `config.toml` to version control, since it contains your credentials. The `--dry-run` flag lets you test a sync without writing any data to the remote store.""",
        good=[
            Good(
                "preserve",
                """## Installing `tidewatch`

You'll need Python 3.10 or newer. Then install the package from PyPI:

```bash
pip install tidewatch==2.4.1
```

If you're on Windows, you should run this inside a virtual environment, since writing to the global site-packages folder may require administrator rights.

## Setting it up

Before the first run, copy `config.example.toml` to `config.toml` and fill in `api_key`. Because `config.toml` holds your credentials, you must not commit it to version control.

Want to test a sync without writing any data to the remote store? Use the `--dry-run` flag.""",
            ),
            Good(
                "preserve",
                """## Installation

`tidewatch` needs Python 3.10 or later. Install from PyPI:

```bash
pip install tidewatch==2.4.1
```

Windows users should install into a virtual environment, as the global site-packages folder may need admin rights.

## Configuration

1. Copy `config.example.toml` to `config.toml`.
2. Set `api_key` before the first run.

`config.toml` contains your credentials and must not be committed to version control. To test a sync without writing data to the remote store, pass the `--dry-run` flag.""",
            ),
            Good(
                "pl",
                """## Instalacja

`tidewatch` wymaga Pythona w wersji 3.10 lub nowszej. Zainstaluj go z PyPI:

```bash
pip install tidewatch==2.4.1
```

W systemie Windows polecenie powinno się uruchamiać w środowisku wirtualnym, ponieważ globalny folder site-packages może wymagać uprawnień administratora.

## Konfiguracja

Przed pierwszym uruchomieniem skopiuj `config.example.toml` do `config.toml` i ustaw `api_key`. Nie wolno commitować pliku `config.toml` do systemu kontroli wersji, ponieważ zawiera on Twoje dane uwierzytelniające. Flaga `--dry-run` pozwala przetestować synchronizację bez zapisywania jakichkolwiek danych w zdalnym magazynie.""",
            ),
        ],
        bad=[
            Slip(0, [("Use the `--dry-run` flag.", "Use the `--dryrun` flag.")], "code"),
            Slip(
                2,
                [("```bash\npip install tidewatch==2.4.1\n```", "pip install tidewatch==2.4.1")],
                "markdown",
            ),
            Slip(
                1,
                [("Windows users should install into", "Windows users must install into")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-library-overdue-fines-policy-change",
        source="From 6 January 2025, Northfield Libraries will no longer charge overdue fines on children's books. Adult items will still incur a charge of 25p per day, up to a maximum of £6 per item. Items can be renewed up to three times online or by phone, unless another borrower has reserved them. If an item is more than 8 weeks overdue, it will be treated as lost and you will be billed for its replacement cost. Borrowing will be suspended while you owe more than £10. Fines cannot be paid by cheque, but card and cash are accepted at all branches.",
        good=[
            Good(
                "preserve",
                "Good news for young readers: starting 6 January 2025, Northfield Libraries won't charge overdue fines on children's books any more. For adult items the charge stays at 25p a day, capped at £6 per item. You can renew an item up to three times, online or by phone — unless someone else has reserved it. Once an item is more than eight weeks overdue, we'll treat it as lost and bill you for what it costs to replace. While you owe more than £10, your borrowing will be suspended. You can pay at any branch by card or cash, but not by cheque.",
            ),
            Good(
                "preserve",
                """Northfield Libraries overdue charges (from 6 January 2025)

• Children's books: no overdue fines.
• Adult items: still 25p per day, to a maximum of £6 per item.
• Renewals: up to three times, online or by phone, except where the item has been reserved by another borrower.
• Lost items: anything more than 8 weeks overdue is treated as lost, and you will be billed for the replacement cost.
• Suspension: borrowing is suspended while more than £10 is owed.
• Payment: card and cash are accepted at all branches; cheques are not.""",
            ),
            Good(
                "pl",
                "Od 6 stycznia 2025 r. biblioteki Northfield Libraries przestaną pobierać kary za przetrzymanie książek dla dzieci. Za materiały dla dorosłych nadal będzie naliczana opłata w wysokości 25 pensów dziennie, maksymalnie 6 GBP za egzemplarz. Wypożyczenie można przedłużyć do trzech razy przez internet lub telefonicznie, chyba że egzemplarz zarezerwował inny czytelnik. Jeśli termin zwrotu zostanie przekroczony o ponad 8 tygodni, egzemplarz zostanie uznany za zagubiony, a Ty otrzymasz rachunek na pokrycie kosztu jego zastąpienia. Dopóki Twoje zaległości przekraczają 10 GBP, możliwość wypożyczania będzie zawieszona. Kar nie można płacić czekiem, ale we wszystkich filiach przyjmowane są karty i gotówka.",
            ),
        ],
        bad=[
            Slip(2, [("Od 6 stycznia 2025 r.", "Od 16 stycznia 2025 r.")], "date"),
            Slip(0, [("capped at £6 per item", "capped at £8 per item")], "number"),
            Slip(1, [("; cheques are not.", "; so are cheques.")], "negation"),
        ],
    ),
    Case(
        key="en-preschool-booster-vaccination-reminder-letter",
        source="Your child is due their pre-school booster vaccinations at around 3 years and 4 months of age. The appointment takes about 15 minutes and includes two injections: the 4-in-1 booster and the second dose of the MMR vaccine. Some children may have a mild fever or soreness at the injection site for a day or two; this is normal and usually settles without treatment. You should bring your child's red book to the appointment. If your child is unwell with a high temperature on the day, please call us to rebook. To book, call Elmwood Surgery on 01632 960 418, Monday to Friday, 8 a.m. to 6 p.m.",
        good=[
            Good(
                "preserve",
                """Your child's pre-school boosters are due at around 3 years and 4 months old.

At the appointment (about 15 minutes), your child will have two injections:

1. the 4-in-1 booster
2. the second dose of the MMR vaccine

You should bring their red book with you. Afterwards, some children may have a mild fever, or some soreness where the injection was given, for a day or two — this is normal and usually clears up without treatment. If your child is unwell with a high temperature on the day, please call us to rebook.

To book, ring Elmwood Surgery on 01632 960 418 (Monday–Friday, 8 a.m.–6 p.m.).""",
            ),
            Good(
                "preserve",
                "Children are due their pre-school booster vaccinations at approximately 3 years and 4 months of age. Two injections are given during the appointment, which lasts about 15 minutes: the 4-in-1 booster and the second dose of MMR vaccine. A mild fever or soreness at the injection site lasting a day or two may occur in some children; this is normal and usually resolves without treatment. Parents should bring the child's red book to the appointment. If the child is unwell with a high temperature on the day, please telephone the surgery to rebook. Appointments can be booked with Elmwood Surgery on 01632 960 418, Monday to Friday, between 8 a.m. and 6 p.m.",
            ),
            Good(
                "pl",
                "Przedszkolne szczepienia przypominające Państwa dziecka przypadają na wiek około 3 lat i 4 miesięcy. Wizyta trwa około 15 minut i obejmuje dwa zastrzyki: szczepionkę przypominającą 4 w 1 oraz drugą dawkę szczepionki MMR. U niektórych dzieci przez dzień lub dwa może wystąpić lekka gorączka lub bolesność w miejscu wkłucia; jest to normalne i zwykle mija bez leczenia. Na wizytę powinni Państwo zabrać czerwoną książeczkę zdrowia dziecka (red book). Jeśli w dniu wizyty dziecko będzie chore i będzie miało wysoką gorączkę, prosimy o telefon w celu zmiany terminu. Aby umówić wizytę, prosimy dzwonić do przychodni Elmwood Surgery pod numer 01632 960 418 od poniedziałku do piątku w godz. 8:00–18:00.",
            ),
        ],
        bad=[
            Slip(
                1, [("usually resolves without treatment", "resolves without treatment")], "hedge"
            ),
            Slip(2, [("powinni Państwo zabrać", "muszą Państwo zabrać")], "modality"),
            Slip(
                0,
                [
                    (
                        "please call us to rebook.",
                        "please call us to rebook — our nurse can also come to your home to give the vaccinations.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-tenancy-deposit-protection-notice-letter",
        source="Your deposit of £1,150 has been protected with the Deposit Protection Service (DPS) within 30 days of receipt, as required by section 213 of the Housing Act 2004. Your deposit ID is 7741-0392-KT. At the end of the tenancy, the landlord must not make deductions for fair wear and tear, but may deduct the cost of unpaid rent or damage beyond it. If you and the landlord disagree about deductions, either of you can refer the dispute to the DPS's free adjudication service within 3 months of the tenancy ending. You do not need to use a solicitor for this. The undisputed amount should be returned within 10 days of agreement.",
        good=[
            Good(
                "preserve",
                """About your deposit

- Amount: £1,150.
- Protected with: the Deposit Protection Service (DPS), within 30 days of receipt, as section 213 of the Housing Act 2004 requires.
- Deposit ID: 7741-0392-KT.

When the tenancy ends, your landlord must not deduct anything for fair wear and tear, but may deduct for unpaid rent or for damage that goes beyond it. If you can't agree on deductions, either of you can take the dispute to the DPS's free adjudication service within 3 months of the tenancy ending — you don't need a solicitor to do this. Any amount that isn't in dispute should be returned within 10 days of agreement.""",
            ),
            Good(
                "preserve",
                "In accordance with section 213 of the Housing Act 2004, your deposit of £1,150 was protected with the Deposit Protection Service (DPS) within 30 days of receipt, under deposit ID 7741-0392-KT. When the tenancy ends, the landlord must not make any deduction for fair wear and tear; the landlord may, however, deduct the cost of unpaid rent or of damage going beyond fair wear and tear. Any disagreement about deductions can be referred by either party to the DPS's free adjudication service within three months of the end of the tenancy, and no solicitor is needed. Amounts not in dispute should be returned within 10 days of agreement.",
            ),
            Good(
                "pl",
                "Twoja kaucja w wysokości 1150 GBP została zabezpieczona w Deposit Protection Service (DPS) w ciągu 30 dni od jej otrzymania, zgodnie z wymogiem sekcji 213 ustawy Housing Act 2004. Identyfikator kaucji: 7741-0392-KT. Po zakończeniu najmu wynajmujący nie może dokonywać potrąceń z tytułu normalnego zużycia, ale może potrącić kwotę niezapłaconego czynszu lub koszt szkód wykraczających poza normalne zużycie. Jeśli nie zgadzasz się z wynajmującym co do potrąceń, każda ze stron może skierować spór do bezpłatnej procedury rozstrzygania sporów prowadzonej przez DPS w ciągu 3 miesięcy od zakończenia najmu. Nie musisz w tym celu korzystać z pomocy prawnika. Kwota niesporna powinna zostać zwrócona w ciągu 10 dni od osiągnięcia porozumienia.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("sekcji 213 ustawy Housing Act 2004", "sekcji 214 ustawy Housing Act 2004")],
                "legal_reference",
            ),
            Slip(0, [("- Amount: £1,150.", "- Amount: £1,510.")], "number"),
            Slip(1, [("and no solicitor is needed", "and a solicitor is needed")], "negation"),
        ],
    ),
    Case(
        key="en-vitamin-d-older-adults-guidance",
        source="Adults over 65 who rarely go outdoors should take a daily supplement containing 10 micrograms (400 IU) of vitamin D all year round. Higher doses are not recommended without medical advice. A large meta-analysis of 81 randomised trials (Bolland et al., Lancet Diabetes Endocrinol 2018;6:847–858) found that supplementation probably does not prevent fractures or falls in people who are not deficient. It is therefore unlikely that routine high-dose supplements benefit bone health in this group. However, people with confirmed deficiency may need a short course of treatment doses, which must be prescribed by a GP. Levels can be checked with a simple blood test.",
        good=[
            Good(
                "preserve",
                "If you're over 65 and rarely go outdoors, you should take 10 micrograms (400 IU) of vitamin D every day, all year round. Higher doses aren't recommended unless you've had medical advice. A large meta-analysis of 81 randomised trials (Bolland et al., Lancet Diabetes Endocrinol 2018;6:847–858) found that, for people who aren't deficient, supplements probably don't prevent fractures or falls. So routine high-dose supplements are unlikely to help bone health in this group. That said, if you have a confirmed deficiency, you may need a short course of treatment doses, which must be prescribed by a GP. Your levels can be checked with a simple blood test.",
            ),
            Good(
                "preserve",
                "A daily vitamin D supplement of 10 micrograms (400 IU), taken throughout the year, should be used by adults aged over 65 who rarely go outdoors; higher doses are not recommended in the absence of medical advice. According to a large meta-analysis of 81 randomised trials (Bolland et al., Lancet Diabetes Endocrinol 2018;6:847–858), supplementation probably does not prevent fractures or falls in individuals without deficiency, and routine high-dose supplementation is therefore unlikely to benefit bone health in this population. Vitamin D levels can be measured with a simple blood test, and those with confirmed deficiency may require a short course of treatment doses, which must be prescribed by a GP.",
            ),
            Good(
                "pl",
                "Osoby po 65. roku życia, które rzadko wychodzą na zewnątrz, powinny przez cały rok codziennie przyjmować suplement zawierający 10 mikrogramów (400 j.m.) witaminy D. Większe dawki nie są zalecane bez konsultacji lekarskiej. Duża metaanaliza 81 badań z randomizacją (Bolland i wsp., Lancet Diabetes Endocrinol 2018;6:847–858) wykazała, że suplementacja prawdopodobnie nie zapobiega złamaniom ani upadkom u osób bez niedoboru. Dlatego jest mało prawdopodobne, by rutynowe przyjmowanie dużych dawek przynosiło korzyści dla zdrowia kości w tej grupie. Osoby z potwierdzonym niedoborem mogą jednak potrzebować krótkiej kuracji dawkami leczniczymi, które musi przepisać lekarz rodzinny. Poziom witaminy D można sprawdzić prostym badaniem krwi.",
            ),
        ],
        bad=[
            Slip(1, [("Endocrinol 2018;6:847–858", "Endocrinol 2016;6:847–858")], "citation"),
            Slip(
                2,
                [("suplementacja prawdopodobnie nie zapobiega", "suplementacja nie zapobiega")],
                "hedge",
            ),
            Slip(
                0,
                [("which must be prescribed by a GP", "which can be prescribed by a GP")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-python-client-library-changelog-entry",
        source="""# Changelog

## [3.2.0] – 2025-02-11

### Added
- `Client.retry_policy` option for configuring exponential backoff.
- Support for Python 3.13.

### Changed
- The default request timeout is now 30 seconds (previously 60).

### Deprecated
- `Client.fetch_all()` will be removed in 4.0; use `Client.iter_pages()` instead.

### Fixed
- Uploads larger than 2 GB no longer fail on Windows (#812).

Upgrading is recommended for all users. No configuration changes are required unless you relied on the old timeout.""",
        good=[
            Good(
                "preserve",
                """# Changelog

## [3.2.0] – 2025-02-11

### Added
- A `Client.retry_policy` option that lets you configure exponential backoff.
- Python 3.13 support.

### Changed
- Requests now time out after 30 seconds by default, instead of 60.

### Deprecated
- `Client.fetch_all()` will be removed in 4.0 — switch to `Client.iter_pages()` instead.

### Fixed
- On Windows, uploads larger than 2 GB no longer fail (#812).

We recommend that all users upgrade. You won't need to change your configuration unless you relied on the old timeout.""",
            ),
            Good(
                "preserve",
                """# Changelog

## [3.2.0] – 2025-02-11

### Added
- New `Client.retry_policy` option to configure exponential backoff.
- Python 3.13 is now supported.

### Changed
- Default request timeout lowered from 60 to 30 seconds.

### Deprecated
- `Client.fetch_all()` is deprecated and will be removed in 4.0. Use `Client.iter_pages()` instead.

### Fixed
- Uploads over 2 GB no longer fail on Windows (#812).

An upgrade is recommended for everyone. Configuration changes are only needed if you relied on the old timeout.""",
            ),
            Good(
                "pl",
                """# Lista zmian

## [3.2.0] – 2025-02-11

### Dodano
- Opcję `Client.retry_policy` do konfigurowania wykładniczego ponawiania (exponential backoff).
- Obsługę Pythona 3.13.

### Zmieniono
- Domyślny limit czasu żądania wynosi teraz 30 sekund (wcześniej 60).

### Wycofywane
- Metoda `Client.fetch_all()` zostanie usunięta w wersji 4.0; zamiast niej używaj `Client.iter_pages()`.

### Naprawiono
- Przesyłanie plików większych niż 2 GB w systemie Windows nie kończy się już błędem (#812).

Aktualizacja jest zalecana wszystkim użytkownikom. Zmiany w konfiguracji nie są wymagane, chyba że korzystano z poprzedniego limitu czasu.""",
            ),
        ],
        bad=[
            Slip(0, [("switch to `Client.iter_pages()`", "switch to `Client.iter_all()`")], "code"),
            Slip(1, [("\n\n### Fixed\n- Uploads", "\n- Uploads")], "markdown"),
            Slip(2, [("## [3.2.0] – 2025-02-11", "## [3.2.0] – 2025-02-21")], "date"),
        ],
    ),
    Case(
        key="en-school-museum-trip-parent-letter",
        source="""Dear Parents and Carers,

Year 8 will visit the Natural History Museum in London on Thursday 15 May. The coach will leave school at 8:15 a.m. and is expected to return by about 5:30 p.m. The cost is £18 per pupil, which must be paid through ParentPay by Friday 2 May. Pupils should bring a packed lunch and a refillable water bottle; fizzy drinks are not allowed. School uniform must be worn. If your child needs medication during the day, please tell Mrs Patel in the school office before the trip. Pupils may bring up to £10 for the museum shop.

Kind regards,
Mr J. Harding, Head of Year 8""",
        good=[
            Good(
                "preserve",
                """Dear Parents and Carers,

On Thursday 15 May, Year 8 are off to the Natural History Museum in London! Here are the details:

- Departure: the coach leaves school at 8:15 a.m.
- Return: we expect to be back by about 5:30 p.m.
- Cost: £18 per pupil, which must be paid via ParentPay by Friday 2 May.
- Lunch: pupils should bring a packed lunch and a refillable water bottle. Fizzy drinks are not allowed.
- Dress: school uniform must be worn.
- Spending money: pupils may bring up to £10 for the museum shop.

If your child needs any medication during the day, please let Mrs Patel in the school office know before the trip.

Kind regards,
Mr J. Harding, Head of Year 8""",
            ),
            Good(
                "preserve",
                """Dear Parents and Carers,

I am writing to confirm that Year 8 will be visiting the Natural History Museum, London, on Thursday 15 May. The coach departs from school at 8:15 a.m., and we expect it to return by approximately 5:30 p.m. The trip costs £18 per pupil, and payment must be made through ParentPay by Friday 2 May.

Pupils must wear school uniform. They should bring a packed lunch and a refillable water bottle, but fizzy drinks are not permitted. They may also bring up to £10 to spend in the museum shop. Should your child require medication during the day, please inform Mrs Patel in the school office before the trip.

Kind regards,
Mr J. Harding
Head of Year 8""",
            ),
            Good(
                "pl",
                """Szanowni Rodzice i Opiekunowie,

w czwartek 15 maja uczniowie Year 8 pojadą do Muzeum Historii Naturalnej w Londynie. Autokar odjedzie spod szkoły o 8:15, a powrót przewidujemy około 17:30. Koszt wynosi 18 GBP od ucznia i należy go uiścić przez ParentPay do piątku 2 maja. Uczniowie powinni zabrać prowiant i butelkę wielokrotnego użytku na wodę; napoje gazowane są niedozwolone. Uczniowie muszą mieć na sobie mundurek szkolny. Jeśli dziecko będzie musiało w ciągu dnia przyjąć leki, prosimy poinformować o tym panią Patel w sekretariacie szkoły przed wycieczką. Uczniowie mogą zabrać do 10 GBP na zakupy w sklepie muzealnym.

Z wyrazami szacunku
J. Harding, opiekun rocznika Year 8""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- Dress: school uniform must be worn.",
                        "- Dress: school uniform should be worn.",
                    )
                ],
                "modality",
            ),
            Slip(1, [("up to £10 to spend", "up to £20 to spend")], "number"),
            Slip(
                2,
                [
                    (
                        "na zakupy w sklepie muzealnym.",
                        "na zakupy w sklepie muzealnym. W muzeum uczniowie wezmą też udział w warsztatach paleontologicznych.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-caffeine-bedtime-sleep-study-summary",
        source="How late is too late for coffee? In a small laboratory study, Drake and colleagues (Journal of Clinical Sleep Medicine, 2013, 9(11): 1195–1200) gave 12 healthy adults 400 mg of caffeine at bedtime, 3 hours before bed, or 6 hours before bed. Even the dose taken 6 hours earlier reduced total sleep by more than an hour, although participants did not notice the difference themselves. The authors suggest that caffeine should probably be avoided for at least 6 hours before going to sleep. Because the sample was small, the findings may not apply to everyone, and people who metabolise caffeine slowly could be affected for even longer.",
        good=[
            Good(
                "preserve",
                "Is there a cut-off time for your last coffee? In a small lab study, Drake and colleagues (Journal of Clinical Sleep Medicine, 2013, 9(11): 1195–1200) gave 12 healthy adults 400 mg of caffeine either at bedtime, 3 hours before bed, or 6 hours before bed. Even when the caffeine was taken 6 hours earlier, total sleep dropped by more than an hour — and participants didn't notice the difference themselves. The authors suggest you should probably avoid caffeine for at least 6 hours before you go to sleep. That said, with such a small sample the results may not apply to everyone, and slow caffeine metabolisers could be affected for even longer.",
            ),
            Good(
                "preserve",
                "A small laboratory study by Drake and colleagues (Journal of Clinical Sleep Medicine, 2013, 9(11): 1195–1200) gave 400 mg of caffeine to 12 healthy adults at bedtime, 3 hours before bed, or 6 hours before bed. Even 6 hours before bedtime, caffeine cut total sleep by over an hour, although the participants themselves did not notice. On this basis, the authors suggest that caffeine should probably be avoided for at least six hours before sleep. The sample was small, however, so the findings may not hold for everyone, and slow metabolisers of caffeine could be affected for longer still.",
            ),
            Good(
                "pl",
                "Do której godziny można pić kawę? W niewielkim badaniu laboratoryjnym Drake i współpracownicy (Journal of Clinical Sleep Medicine, 2013, 9(11): 1195–1200) podali 12 zdrowym dorosłym 400 mg kofeiny tuż przed snem, 3 godziny przed snem lub 6 godzin przed snem. Nawet dawka przyjęta 6 godzin wcześniej skróciła całkowity czas snu o ponad godzinę, choć sami uczestnicy nie zauważyli różnicy. Autorzy sugerują, że kofeiny prawdopodobnie powinno się unikać przez co najmniej 6 godzin przed pójściem spać. Ponieważ próba była mała, wyniki mogą nie dotyczyć wszystkich, a u osób wolno metabolizujących kofeinę jej działanie może utrzymywać się jeszcze dłużej.",
            ),
        ],
        bad=[
            Slip(2, [("9(11): 1195–1200", "9(11): 1295–1300")], "citation"),
            Slip(
                1, [("caffeine should probably be avoided", "caffeine should be avoided")], "hedge"
            ),
            Slip(
                0,
                [
                    (
                        "and participants didn't notice the difference themselves",
                        "and participants noticed the difference themselves",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-bike-share-day-pass-terms",
        source="CityCycle day passes cost £3.50 and cover unlimited rides of up to 30 minutes each within 24 hours of purchase. Longer rides are charged at £1.50 for each extra 30 minutes. Bikes must be returned to an official docking station; if a bike is left elsewhere, a £20 recovery fee may be charged. Riders must be at least 16 years old. Helmets are recommended but not compulsory. Before each ride you should check the brakes and tyres, and report any faults in the app or at citycycle.london/report. The scheme runs 24/7, but the e-bike fleet is withdrawn for maintenance every Tuesday from 2 a.m. to 5 a.m.",
        good=[
            Good(
                "preserve",
                """CityCycle day pass – the key points:

- Price: £3.50. It gives you unlimited rides of up to 30 minutes each for 24 hours from purchase; each extra 30 minutes costs £1.50.
- Returning bikes: you must return your bike to an official docking station. Leave it anywhere else and you may be charged a £20 recovery fee.
- Age: you must be 16 or over.
- Helmets: recommended, but not compulsory.
- Safety: you should check the brakes and tyres before every ride, and report faults in the app or at citycycle.london/report.
- Availability: the scheme runs 24/7, although e-bikes are taken out of service for maintenance every Tuesday from 2 a.m. to 5 a.m.""",
            ),
            Good(
                "preserve",
                "A CityCycle day pass costs £3.50 and allows unlimited rides, each lasting up to 30 minutes, during the 24 hours following purchase; rides beyond that length are charged at £1.50 per additional 30 minutes. Riders must be aged 16 or over. Although helmets are not compulsory, they are recommended. Brakes and tyres should be checked before every ride, and any faults should be reported either in the app or at citycycle.london/report. All bikes must be returned to an official docking station, and a recovery fee of £20 may be charged for bikes left elsewhere. The scheme operates 24/7; however, e-bikes are withdrawn for maintenance every Tuesday between 2 a.m. and 5 a.m.",
            ),
            Good(
                "pl",
                "Karnet dzienny CityCycle kosztuje 3,50 GBP i obejmuje nieograniczoną liczbę przejazdów trwających do 30 minut każdy w ciągu 24 godzin od zakupu. Za dłuższe przejazdy pobierana jest opłata 1,50 GBP za każde dodatkowe 30 minut. Rowery trzeba zwracać do oficjalnej stacji dokującej; jeśli rower zostanie pozostawiony w innym miejscu, może zostać naliczona opłata za jego odbiór w wysokości 20 GBP. Użytkownicy muszą mieć ukończone 16 lat. Kaski są zalecane, ale nie obowiązkowe. Przed każdą jazdą powinno się sprawdzić hamulce i opony, a wszelkie usterki zgłosić w aplikacji lub na stronie citycycle.london/report. System działa przez całą dobę, 7 dni w tygodniu, ale rowery elektryczne są wycofywane na czas konserwacji w każdy wtorek od 2:00 do 5:00.",
            ),
        ],
        bad=[
            Slip(0, [("or at citycycle.london/report", "or at citycycle.london/help")], "url"),
            Slip(
                1,
                [
                    (
                        "every Tuesday between 2 a.m. and 5 a.m.",
                        "every Thursday between 2 a.m. and 5 a.m.",
                    )
                ],
                "date",
            ),
            Slip(2, [("Rowery trzeba zwracać", "Rowery najlepiej zwracać")], "modality"),
        ],
    ),
    Case(
        key="en-heat-pump-grant-eligibility-summary",
        source="Under the Boiler Upgrade Scheme, homeowners in England and Wales can get a grant of £7,500 towards an air source or ground source heat pump. The grant is paid directly to the installer, who must be certified by the Microgeneration Certification Scheme (MCS). Your property must have a valid Energy Performance Certificate issued within the last 10 years. New-build properties are not eligible, except for self-builds. A typical air source installation costs around £12,000 before the grant, so most households will probably still need to pay roughly £4,500. Running costs depend heavily on insulation and electricity tariffs, and may be higher than gas in poorly insulated homes.",
        good=[
            Good(
                "preserve",
                "Thinking about a heat pump? If you own a home in England or Wales, the Boiler Upgrade Scheme can give you £7,500 towards an air source or ground source heat pump. You won't receive the money yourself — it goes straight to your installer, who must be certified by the Microgeneration Certification Scheme (MCS). Your home must have a valid Energy Performance Certificate issued in the last 10 years, and new-build properties aren't eligible unless they are self-builds. An air source installation typically costs around £12,000 before the grant, so most households will probably still have to pay roughly £4,500 themselves. What it costs to run depends heavily on your insulation and electricity tariff, and in a poorly insulated home it may cost more to run than gas.",
            ),
            Good(
                "preserve",
                """Boiler Upgrade Scheme – summary

• Grant: £7,500 towards an air source or ground source heat pump, available to homeowners in England and Wales.
• Payment: made directly to the installer, who must hold Microgeneration Certification Scheme (MCS) certification.
• Property: must have a valid Energy Performance Certificate issued within the past 10 years; new builds are not eligible, with the exception of self-builds.
• Cost: a typical air source installation costs about £12,000 before the grant, meaning most households will probably still pay around £4,500.
• Running costs: heavily dependent on insulation and electricity tariff; they may exceed those of gas in poorly insulated homes.""",
            ),
            Good(
                "pl",
                "W ramach programu Boiler Upgrade Scheme właściciele domów w Anglii i Walii mogą otrzymać dotację w wysokości 7500 GBP na powietrzną lub gruntową pompę ciepła. Dotacja jest wypłacana bezpośrednio instalatorowi, który musi posiadać certyfikat Microgeneration Certification Scheme (MCS). Nieruchomość musi mieć ważne świadectwo charakterystyki energetycznej (Energy Performance Certificate) wydane w ciągu ostatnich 10 lat. Nowo wybudowane budynki nie kwalifikują się do programu, z wyjątkiem domów budowanych samodzielnie. Typowa instalacja powietrznej pompy ciepła kosztuje przed dotacją około 12 000 GBP, więc większość gospodarstw domowych prawdopodobnie nadal będzie musiała zapłacić mniej więcej 4500 GBP. Koszty eksploatacji w dużym stopniu zależą od izolacji i taryfy za energię elektryczną, a w słabo ocieplonych domach mogą być wyższe niż w przypadku ogrzewania gazowego.",
            ),
        ],
        bad=[
            Slip(2, [("w wysokości 7500 GBP", "w wysokości 5000 GBP")], "number"),
            Slip(
                0,
                [
                    (
                        "issued in the last 10 years, and new-build",
                        "issued in the last 10 years and a smart meter already fitted, and new-build",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("will probably still pay around £4,500", "will still pay around £4,500")],
                "hedge",
            ),
        ],
    ),
]
