# ruff: noqa: E501, RUF001
"""Blind-6 guard pairs: English sources, rewritten into English or Polish."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="en-orchestra-auditions",
        source="The Riverside Community Orchestra will hold auditions for violin, viola and cello players on Saturday 14 September 2024 between 10:00 and 16:00 at St Mark's Hall, Albert Road. Each audition lasts about 15 minutes. Candidates must register by 6 September at auditions@riversideorchestra.org.uk and should prepare two contrasting pieces of no more than five minutes each. Sight-reading may also be requested. Membership costs £45 per season, but students under 18 pay only £20. Places are offered solely on the basis of the audition; previous orchestral experience is not required.",
        good=[
            Good(
                "preserve",
                "Riverside Community Orchestra – auditions\n- Who: violinists, violists and cellists\n- When: Saturday 14 September 2024, 10 am to 4 pm\n- Where: St Mark's Hall, Albert Road\n- Length: roughly a quarter of an hour per candidate\n- Registration: compulsory, by 6 September, via auditions@riversideorchestra.org.uk\n- Preparation: two contrasting pieces, each no longer than five minutes; you may also be asked to sight-read\n- Fees: £45 a season; under-18 students pay just £20\nSelection is based only on the audition, and you do not need any previous orchestral experience.",
            ),
            Good(
                "pl",
                "Orkiestra Społeczna Riverside zaprasza skrzypków, altowiolistów i wiolonczelistów na przesłuchania, które odbędą się w sobotę 14 września 2024 r. w godz. 10:00–16:00 w St Mark's Hall przy Albert Road. Każde przesłuchanie trwa około 15 minut. Kandydaci muszą zgłosić się do 6 września pod adresem auditions@riversideorchestra.org.uk; powinni przygotować dwa kontrastujące utwory, każdy nie dłuższy niż pięć minut. Komisja może również poprosić o czytanie a vista. Składka członkowska wynosi 45 £ za sezon, a uczniowie poniżej 18 lat płacą tylko 20 £. O przyjęciu decyduje wyłącznie przesłuchanie – wcześniejsze doświadczenie orkiestrowe nie jest wymagane.",
            ),
            Good(
                "preserve",
                "String players hoping to join the Riverside Community Orchestra have until 6 September to sign up for this year's auditions, which take place on Saturday 14 September 2024 at St Mark's Hall on Albert Road, from 10:00 to 16:00. Registration, which is mandatory, is by e-mail to auditions@riversideorchestra.org.uk. Violinists, viola players and cellists are advised to bring two contrasting pieces, neither longer than five minutes, and may be asked to sight-read; each slot lasts approximately 15 minutes. No orchestral background is needed, as places depend solely on the audition. A season's membership is £45, reduced to £20 for students under 18.",
            ),
        ],
        bad=[
            Slip(1, [("trwa około 15 minut", "trwa 15 minut")], "hedge"),
            Slip(0, [("by 6 September", "by 16 September")], "date"),
            Slip(
                2,
                [("and may be asked to sight-read", "and must be ready to sight-read")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-ewaste-day",
        source="Northfield Borough Council will run a free e-waste collection day on Sunday 6 October from 9 am to 2 pm in the car park of the Leisure Centre, Mill Lane. Residents can bring small electrical items such as phones, laptops, kettles and cables. Large appliances, including fridges and washing machines, will not be accepted, and commercial waste is not permitted. Each household may drop off up to 10 items. Please remove batteries where possible and wipe personal data from devices beforehand; the council cannot accept responsibility for data left on equipment. Proof of address is required. Around 4 tonnes were collected at the last event. More information: www.northfield.gov.uk/ewaste.",
        good=[
            Good(
                "preserve",
                "Got old gadgets lying around? Northfield Borough Council's free e-waste day is on Sunday 6 October, 9:00–14:00, at the Leisure Centre car park on Mill Lane. Bring along small electricals – phones, laptops, kettles, cables and the like – up to a maximum of 10 items per household. Fridges, washing machines and other large appliances won't be taken, and no commercial waste is allowed. You'll need to show proof of address. If you can, take the batteries out first, and please wipe your personal data before you come, because the council can't be held responsible for anything left on a device. Last time, roughly 4 tonnes were handed in. Details at www.northfield.gov.uk/ewaste.",
            ),
            Good(
                "pl",
                "Rada Gminy Northfield organizuje bezpłatną zbiórkę elektroodpadów w niedzielę 6 października w godz. 9:00–14:00 na parkingu centrum rekreacji (Leisure Centre) przy Mill Lane. Mieszkańcy mogą przynosić drobny sprzęt elektryczny, np. telefony, laptopy, czajniki i kable – maksymalnie 10 sztuk na gospodarstwo domowe. Duże urządzenia, takie jak lodówki i pralki, nie będą przyjmowane, a odpady firmowe są niedozwolone. Wymagane jest potwierdzenie adresu zamieszkania. Prosimy w miarę możliwości wyjąć baterie i wcześniej usunąć dane osobowe z urządzeń – gmina nie ponosi odpowiedzialności za dane pozostawione na sprzęcie. Podczas poprzedniej zbiórki zebrano około 4 ton. Więcej informacji: www.northfield.gov.uk/ewaste.",
            ),
            Good(
                "preserve",
                "Notice of e-waste collection. On Sunday 6 October, between 9 am and 2 pm, Northfield Borough Council will accept small electrical items free of charge at the Leisure Centre car park, Mill Lane. Accepted items include phones, laptops, kettles and cables; a limit of ten items per household applies. Large appliances (for example fridges and washing machines) are excluded, as is commercial waste. Residents must present proof of address. They are asked to remove batteries where they can and to erase personal data in advance, since the council accepts no liability for data remaining on devices. The previous collection gathered approximately four tonnes. Further details are available at www.northfield.gov.uk/ewaste.",
            ),
        ],
        bad=[
            Slip(0, [("up to a maximum of 10 items", "up to a maximum of 15 items")], "number"),
            Slip(
                1,
                [("a odpady firmowe są niedozwolone", "a odpady firmowe są dozwolone")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Residents must present proof of address.",
                        "Residents must present proof of address, and each household will receive a £5 voucher for the council's reuse shop.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-bike-hire",
        source="CityCycle bikes can be hired 24 hours a day from any of the 85 docking stations across the city. The first 30 minutes of every journey are free for annual members, who pay £90 a year; casual users pay £2 to unlock a bike and 10p per minute after that. Riders must be at least 16 years old, and under-18s need consent from a parent or guardian. Bikes should be returned to a dock within 24 hours; otherwise a £150 non-return charge may be applied. Helmets are recommended but not compulsory. Riding on pavements is not permitted. Report faults via the app or at support@citycycle.co.uk.",
        good=[
            Good(
                "preserve",
                "How does CityCycle work? You can rent a bike at any hour, from any of 85 docking stations around the city. Annual membership costs £90 and gives you half an hour free on every ride. If you're not a member, unlocking costs £2 and each minute after that is charged at 10p. You have to be 16 or over to ride, and if you're under 18 a parent or guardian must give consent. Please dock your bike again within 24 hours, or you may face a £150 charge for non-return. We recommend wearing a helmet, though it isn't mandatory. No cycling on pavements. Spotted a fault? Tell us in the app or email support@citycycle.co.uk.",
            ),
            Good(
                "pl",
                "Rowery CityCycle można wypożyczać przez całą dobę w każdej z 85 stacji dokujących w mieście. Członkowie z roczną subskrypcją (90 £ rocznie) mają pierwsze 30 minut każdego przejazdu za darmo; pozostali użytkownicy płacą 2 £ za odblokowanie roweru, a potem 10 pensów za minutę. Rowerzysta musi mieć ukończone 16 lat, a osoby poniżej 18 lat potrzebują zgody rodzica lub opiekuna. Rower powinien wrócić do stacji w ciągu 24 godzin – w przeciwnym razie może zostać naliczona opłata 150 £ za niezwrócenie. Kask jest zalecany, ale nieobowiązkowy. Jazda po chodnikach jest zabroniona. Usterki zgłaszaj w aplikacji lub na adres support@citycycle.co.uk.",
            ),
            Good(
                "preserve",
                "CityCycle operates 85 docking stations throughout the city, and bicycles are available for hire around the clock. Annual members (£90 per year) ride free for the first 30 minutes of each journey. Casual users are charged £2 per unlock plus 10p for each subsequent minute. The minimum age is 16; riders under 18 require the consent of a parent or guardian. Bicycles should be docked within 24 hours of hire, failing which a non-return fee of £150 may be levied. Helmet use is advised, but not obligatory, and cycling on pavements is prohibited. Faults may be reported through the app or to support@citycycle.co.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "or you may face a £150 charge for non-return",
                        "or you'll be charged £150 for non-return",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("support@citycycle.co.uk", "support@citycycle.com")], "url"),
            Slip(
                1,
                [("Kask jest zalecany, ale nieobowiązkowy.", "Kask jest obowiązkowy.")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-photo-competition",
        source="Entries to the 2025 Lakeside Photo Competition open on 1 March and close at midnight on 30 April. The competition is open only to amateur photographers living in the county; professionals are not eligible. Each entrant may submit up to three images, which must be JPEG files of no more than 10 MB, uploaded at www.lakesidephoto.org/enter. Images must not be digitally altered beyond basic cropping and colour correction. The winner will receive £500 and two runners-up £100 each. By entering, you grant the organisers a licence to display your images for 12 months; copyright remains with you. Judges' decisions are final.",
        good=[
            Good(
                "preserve",
                "Lakeside Photo Competition 2025 – key rules\n1. Entry window: 1 March until midnight on 30 April.\n2. Eligibility: amateur photographers resident in the county only – professionals cannot enter.\n3. Up to three images per person, as JPEGs of 10 MB or less, submitted via www.lakesidephoto.org/enter.\n4. Editing is limited to basic cropping and colour correction; no other digital alteration is allowed.\n5. Prizes: £500 for the winner and £100 for each of two runners-up.\n6. Entrants keep their copyright but allow the organisers to show their images for a year.\n7. The judges' decision is final.",
            ),
            Good(
                "preserve",
                "Amateur photographers across the county have from 1 March to submit work to the 2025 Lakeside Photo Competition, with the deadline falling at midnight on 30 April. Professionals are excluded. Each person can upload as many as three JPEG images, each no larger than 10 MB, at www.lakesidephoto.org/enter, and anything beyond simple cropping and colour correction is ruled out. The top prize is £500, while two runners-up will each take home £100. Photographers retain copyright, although entering gives the organisers the right to exhibit the images for 12 months. There is no appeal against the judges' decisions.",
            ),
            Good(
                "pl",
                "Nabór zgłoszeń do konkursu Lakeside Photo Competition 2025 rozpoczyna się 1 marca i kończy o północy 30 kwietnia. Udział mogą wziąć wyłącznie fotografowie amatorzy mieszkający w hrabstwie; zawodowcy nie są uprawnieni do udziału. Każdy uczestnik może zgłosić maksymalnie trzy zdjęcia w formacie JPEG o rozmiarze do 10 MB, przesyłając je przez stronę www.lakesidephoto.org/enter. Zdjęcia nie mogą być cyfrowo modyfikowane poza podstawowym kadrowaniem i korekcją kolorów. Zwycięzca otrzyma 500 £, a dwie osoby wyróżnione – po 100 £. Zgłaszając prace, uczestnik udziela organizatorom licencji na ich prezentowanie przez 12 miesięcy; prawa autorskie pozostają przy autorze. Decyzje jury są ostateczne.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "zawodowcy nie są uprawnieni do udziału",
                        "zawodowcy również są uprawnieni do udziału",
                    )
                ],
                "negation",
            ),
            Slip(0, [("for a year", "for two years")], "number"),
            Slip(1, [("www.lakesidephoto.org/enter", "www.lakesidephotos.org/enter")], "url"),
        ],
    ),
    Case(
        key="en-first-aid-course",
        source="Our one-day Emergency First Aid at Work course runs from 9:00 to 16:30 and meets the requirements of the Health and Safety (First-Aid) Regulations 1981. The course costs £115 per person, including VAT and a manual. Participants must attend the full day to receive a certificate, which is valid for three years. There is no written exam, but trainees have to demonstrate CPR on a manikin. Groups are limited to 12 people. Bookings cancelled less than 7 days before the course are not refundable. Learners with back or knee problems should tell us in advance, as some exercises are done kneeling on the floor.",
        good=[
            Good(
                "preserve",
                "Emergency First Aid at Work (one day, 09:00–16:30). This course satisfies the Health and Safety (First-Aid) Regulations 1981. The fee of £115 per delegate includes VAT and a course manual. A certificate, valid for three years, is issued only to those who attend the entire day. Assessment is practical rather than written: each trainee is required to perform CPR on a manikin. Maximum group size: 12. No refund is given for cancellations made less than 7 days before the course date. Anyone with back or knee problems is asked to let us know beforehand, because some of the exercises involve kneeling on the floor.",
            ),
            Good(
                "pl",
                "Jednodniowy kurs „Emergency First Aid at Work” trwa od 9:00 do 16:30 i spełnia wymogi rozporządzenia Health and Safety (First-Aid) Regulations 1981. Koszt wynosi 115 £ od osoby, łącznie z VAT i podręcznikiem. Aby otrzymać certyfikat, ważny przez trzy lata, uczestnik musi być obecny przez cały dzień. Nie ma egzaminu pisemnego, ale kursanci muszą zademonstrować resuscytację krążeniowo-oddechową (RKO) na fantomie. Grupy liczą maksymalnie 12 osób. Za rezerwacje odwołane na mniej niż 7 dni przed kursem pieniądze nie są zwracane. Osoby z problemami z plecami lub kolanami powinny uprzedzić nas wcześniej, ponieważ niektóre ćwiczenia wykonuje się na klęczkach na podłodze.",
            ),
            Good(
                "preserve",
                "Join us for a full day of Emergency First Aid at Work training, 9 am to 4:30 pm. It ticks the boxes of the Health and Safety (First-Aid) Regulations 1981, and the £115 price (per person) covers VAT and your manual. You'll need to stay for the whole day to get your certificate, which lasts three years. Don't worry – there's no written test, though you will have to show you can do CPR on a manikin. We take no more than 12 people per group. Cancel fewer than 7 days before and you won't get your money back. If you have bad knees or back trouble, please let us know ahead of time, since some exercises are done kneeling on the floor.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Health and Safety (First-Aid) Regulations 1981",
                        "Health and Safety (First-Aid) Regulations 1992",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "uczestnik musi być obecny przez cały dzień",
                        "uczestnik powinien być obecny przez większość dnia",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Don't worry – there's no written test, though you will have to show",
                        "There's a short written test, and you will also have to show",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-vet-vaccinations",
        source="Meadowbank Veterinary Clinic reminds owners that puppies should receive their first vaccination at 8 weeks and a second dose 2–4 weeks later. Dogs must not be walked in public areas until 7 days after the second injection. Annual boosters cost £48, or £38 for members of our Pet Health Club (£12.50 per month). Kennel cough vaccine is not included and is charged separately at £32. Vaccinations are given only after a health check by a vet. Appointments can be booked online at meadowbankvets.co.uk or by phone on 01632 960 418. If your pet is unwell on the day, please reschedule, as the vaccine will probably be less effective.",
        good=[
            Good(
                "preserve",
                "Vaccination reminder from Meadowbank Veterinary Clinic. Puppies should have their first jab at eight weeks old and the second dose two to four weeks afterwards. Until 7 days have passed since the second injection, dogs must be kept out of public areas on walks. An annual booster is £48, reduced to £38 for Pet Health Club members (the club costs £12.50 a month). The kennel cough vaccine isn't part of that price and costs an extra £32. A vet will always carry out a health check first – no vaccination is given without one. Book online at meadowbankvets.co.uk or call 01632 960 418. If your pet is poorly on the day, please rebook: the vaccine is likely to work less well.",
            ),
            Good(
                "pl",
                "Klinika Weterynaryjna Meadowbank przypomina, że szczenięta powinny otrzymać pierwszą szczepionkę w wieku 8 tygodni, a drugą dawkę 2–4 tygodnie później. Psów nie wolno wyprowadzać w miejsca publiczne przed upływem 7 dni od drugiego zastrzyku. Coroczna dawka przypominająca kosztuje 48 £, a dla członków naszego Pet Health Club (12,50 £ miesięcznie) – 38 £. Szczepionka przeciw kaszlowi kenelowemu nie jest wliczona w cenę i kosztuje osobno 32 £. Szczepienie wykonujemy wyłącznie po badaniu przez lekarza weterynarii. Wizytę można umówić online na stronie meadowbankvets.co.uk lub telefonicznie pod numerem 01632 960 418. Jeśli w dniu wizyty zwierzę źle się czuje, prosimy o zmianę terminu, ponieważ szczepionka prawdopodobnie zadziała słabiej.",
            ),
            Good(
                "preserve",
                "Meadowbank Veterinary Clinic: vaccination guidance for owners. The recommended schedule for puppies is a first vaccination at 8 weeks of age, followed by a second dose 2–4 weeks later. Walking dogs in public areas is not permitted until 7 days after the second injection. Annual boosters are priced at £48 (£38 for Pet Health Club members, whose membership costs £12.50 per month). Kennel cough vaccination is excluded from this price and costs an additional £32. Vaccines are administered solely following a veterinary health check. Appointments may be made via meadowbankvets.co.uk or on 01632 960 418. Owners whose pet is unwell on the appointment day are asked to reschedule, since the vaccine would probably be less effective.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("szczepionka prawdopodobnie zadziała słabiej", "szczepionka zadziała słabiej")],
                "hedge",
            ),
            Slip(0, [("01632 960 418", "01632 960 481")], "number"),
            Slip(
                2,
                [
                    (
                        "Walking dogs in public areas is not permitted",
                        "Walking dogs in public areas is not advised",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-ice-rink",
        source="Public skating sessions at Glenford Ice Arena run daily from 10:00 to 12:00 and 14:00 to 16:00, with an extra disco session on Fridays from 19:30 to 21:30. Admission is £9.50 for adults and £7 for children under 14, including skate hire. Children under 8 must be accompanied on the ice by a paying adult. Gloves are strongly recommended. Sessions usually reach our capacity of 250 skaters, so booking online is advised. Food and drink are not allowed on the ice. The arena may close at short notice for ice maintenance; refunds are given only if a session is cancelled by us.",
        good=[
            Good(
                "preserve",
                "Skating at Glenford Ice Arena: public sessions every day, 10 am–noon and 2–4 pm, plus a Friday disco from 7:30 to 9:30 pm. Tickets are £9.50 (adults) or £7 (under-14s), and skate hire is included. Under-8s have to have a paying adult with them on the ice. We'd really encourage you to wear gloves. Sessions usually fill up to our 250-skater capacity, so it's a good idea to book online. No food or drink on the ice, please. The arena might have to close at short notice for ice maintenance; you'll only get a refund if we're the ones who cancel the session.",
            ),
            Good(
                "pl",
                "Ślizgawki publiczne w Glenford Ice Arena odbywają się codziennie w godz. 10:00–12:00 i 14:00–16:00, a w piątki dodatkowo od 19:30 do 21:30 organizujemy sesję z dyskoteką. Bilet kosztuje 9,50 £ dla dorosłych i 7 £ dla dzieci poniżej 14 lat – w cenie jest wypożyczenie łyżew. Dzieci poniżej 8 lat muszą przebywać na lodzie pod opieką dorosłego z opłaconym biletem. Zdecydowanie zalecamy rękawiczki. Zwykle osiągamy limit 250 łyżwiarzy na sesję, dlatego radzimy rezerwować bilety online. Na lodzie nie wolno jeść ani pić. Lodowisko może zostać zamknięte bez większego uprzedzenia z powodu konserwacji lodu; zwrot pieniędzy przysługuje tylko wtedy, gdy to my odwołamy sesję.",
            ),
            Good(
                "preserve",
                "Glenford Ice Arena offers public skating every day in two sessions (10:00–12:00 and 14:00–16:00), together with a Friday disco session from 19:30 to 21:30. Admission, which includes skate hire, is £9.50 per adult and £7 per child under 14. A paying adult must accompany any child under 8 on the ice. Skaters are strongly advised to wear gloves. Because sessions typically reach the 250-skater capacity, advance online booking is recommended. Consuming food or drink on the ice is prohibited. Closure at short notice for ice maintenance is possible, and refunds are issued solely where the arena itself cancels a session.",
            ),
        ],
        bad=[
            Slip(1, [("9,50 £ dla dorosłych", "9,95 £ dla dorosłych")], "number"),
            Slip(
                0,
                [
                    (
                        "Under-8s have to have a paying adult with them on the ice.",
                        "Under-8s should ideally have a paying adult with them on the ice.",
                    )
                ],
                "modality",
            ),
            Slip(
                2, [("Because sessions typically reach", "Because sessions always reach")], "hedge"
            ),
        ],
    ),
    Case(
        key="en-library-fines",
        source="From 1 April 2025, Ashworth Libraries will no longer charge overdue fines on children's books. Adult items returned late will still incur a charge of 25p per day, up to a maximum of £6 per item. Borrowers with unpaid charges of more than £10 cannot borrow further items until the balance is cleared. Lost or damaged items must be paid for at the replacement cost shown on your account. Loans can be renewed up to three times online at ashworth.gov.uk/libraries, unless another reader has reserved the item. The change follows a review which found that fines probably discouraged some families from using the service.",
        good=[
            Good(
                "preserve",
                "Ashworth Libraries is scrapping overdue fines on children's books from 1 April 2025, after a review concluded that the charges had probably put some families off using the service. Late adult items will continue to be fined at 25p a day, capped at £6 per item, and anyone owing over £10 will be barred from borrowing more until they pay off the balance. Borrowers must still pay for lost or damaged items at the replacement cost listed on their account. Loans may be renewed online at ashworth.gov.uk/libraries as many as three times, except where another reader has placed a reservation.",
            ),
            Good(
                "preserve",
                "What's changing at Ashworth Libraries?\n- Starting 1 April 2025: no more overdue fines on children's books.\n- Adult items: still 25p per day late, with a £6 maximum per item.\n- Owe more than £10? You won't be able to borrow anything else until you've paid.\n- Lost or damaged items: you must pay the replacement cost shown on your account.\n- Renewals: up to three, online at ashworth.gov.uk/libraries – but not if someone else has reserved the item.\nWhy? A review found fines were probably discouraging some families from using the library.",
            ),
            Good(
                "pl",
                "Od 1 kwietnia 2025 r. Biblioteki Ashworth przestaną pobierać opłaty za przetrzymanie książek dla dzieci. Za zwrócone po terminie pozycje dla dorosłych nadal będzie naliczana opłata 25 pensów dziennie, maksymalnie 6 £ za egzemplarz. Czytelnicy, którzy mają nieopłacone należności powyżej 10 £, nie mogą wypożyczać kolejnych pozycji, dopóki nie uregulują salda. Za zgubione lub zniszczone egzemplarze trzeba zapłacić koszt ich odkupienia podany na koncie czytelnika. Wypożyczenie można przedłużyć maksymalnie trzy razy online na stronie ashworth.gov.uk/libraries, chyba że pozycję zarezerwował inny czytelnik. Zmiana jest efektem przeglądu, z którego wynika, że opłaty prawdopodobnie zniechęcały część rodzin do korzystania z bibliotek.",
            ),
            Good(
                "preserve",
                "Notice of change to charges: with effect from 1 April 2025, Ashworth Libraries will cease to levy overdue fines on children's books. Late returns of adult items will continue to attract a charge of 25p per day, subject to a ceiling of £6 per item. Borrowers whose outstanding charges exceed £10 will be unable to borrow further items until their account is settled. Lost or damaged items are chargeable at the replacement cost stated on the borrower's account. Loans may be renewed a maximum of three times online at ashworth.gov.uk/libraries, provided the item has not been reserved by another reader. The decision follows a review indicating that fines had probably deterred some families from using the service.",
            ),
        ],
        bad=[
            Slip(0, [("had probably put some families off", "had put some families off")], "hedge"),
            Slip(1, [("Starting 1 April 2025", "Starting 1 August 2025")], "date"),
            Slip(
                2,
                [
                    (
                        "chyba że pozycję zarezerwował inny czytelnik",
                        "nawet jeśli pozycję zarezerwował inny czytelnik",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-melatonin-trial",
        source="Background: Evidence on low-dose melatonin for sleep onset in older adults is limited. Methods: In this randomised, double-blind trial (ISRCTN 48213097), 212 participants aged 65–85 received 0.5 mg melatonin or placebo nightly for 8 weeks. Results: Sleep onset latency fell by a mean of 9.4 minutes in the melatonin group compared with 3.1 minutes with placebo (p = 0.03). No serious adverse events were reported. Conclusions: Low-dose melatonin may modestly shorten the time taken to fall asleep, but the effect was small and these findings should be confirmed in larger studies before routine use is recommended (cf. Ferreira and Holm, 2021).",
        good=[
            Good(
                "preserve",
                "This randomised, double-blind trial (ISRCTN 48213097) addressed the limited evidence on whether low-dose melatonin helps older adults fall asleep. A total of 212 people aged 65 to 85 took either 0.5 mg of melatonin or a placebo every night for eight weeks. Mean sleep onset latency decreased by 9.4 minutes with melatonin versus 3.1 minutes with placebo (p = 0.03), and there were no reports of serious adverse events. The authors conclude that low-dose melatonin may produce a modest reduction in the time needed to fall asleep; however, the effect was small, and confirmation in larger studies is needed before routine use can be recommended (cf. Ferreira and Holm, 2021).",
            ),
            Good(
                "pl",
                "Wprowadzenie: Dane na temat stosowania niskich dawek melatoniny w celu ułatwienia zasypiania u osób starszych są ograniczone. Metody: W randomizowanym badaniu z podwójnie ślepą próbą (ISRCTN 48213097) 212 uczestników w wieku 65–85 lat przyjmowało co wieczór 0,5 mg melatoniny lub placebo przez 8 tygodni. Wyniki: Czas zasypiania skrócił się średnio o 9,4 minuty w grupie melatoniny wobec 3,1 minuty w grupie placebo (p = 0,03). Nie odnotowano poważnych zdarzeń niepożądanych. Wnioski: Niska dawka melatoniny może nieznacznie skracać czas zasypiania, jednak efekt był niewielki, a wyniki należy potwierdzić w większych badaniach, zanim będzie można zalecić rutynowe stosowanie (por. Ferreira i Holm, 2021).",
            ),
            Good(
                "preserve",
                "A small nightly dose of melatonin may help older people drop off a little faster, according to a randomised, double-blind trial registered as ISRCTN 48213097, in an area where evidence has so far been limited. The 212 volunteers, all aged between 65 and 85, took 0.5 mg of melatonin or a dummy pill each night for eight weeks. Those on melatonin fell asleep on average 9.4 minutes sooner, against 3.1 minutes sooner for the placebo group (p = 0.03). No serious adverse events were reported. Still, the benefit was small, and the researchers say it should be confirmed in larger studies before the supplement is recommended routinely (cf. Ferreira and Holm, 2021).",
            ),
        ],
        bad=[
            Slip(
                0, [("(cf. Ferreira and Holm, 2021)", "(cf. Ferreira and Holm, 2012)")], "citation"
            ),
            Slip(
                1,
                [
                    (
                        "może nieznacznie skracać czas zasypiania",
                        "nieznacznie skraca czas zasypiania",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("ISRCTN 48213097", "ISRCTN 48231097")], "code"),
        ],
    ),
    Case(
        key="en-district-heating",
        source="Dear resident, the Parkside district heating network will be shut down for essential maintenance from 08:00 on Monday 2 June until approximately 18:00 on Wednesday 4 June. During this period there will be no heating or hot water in blocks A to F. Residents who are elderly, disabled or have young children can request a free electric heater by calling 0800 316 7721 before 28 May. Please do not attempt to adjust or bleed your radiators while the system is off. If hot water has not returned by 20:00 on 4 June, report it to heating@parksidehomes.org. We apologise for any inconvenience.",
        good=[
            Good(
                "preserve",
                "Notice to residents: planned maintenance of the Parkside district heating network. The network will be out of service from 08:00 on Monday 2 June until about 18:00 on Wednesday 4 June, meaning blocks A–F will have neither heating nor hot water. Elderly or disabled residents, and households with young children, may request a free electric heater by telephoning 0800 316 7721 before 28 May. Residents are asked not to attempt any adjustment or bleeding of radiators while the system is shut down. Should hot water not be restored by 20:00 on 4 June, please notify heating@parksidehomes.org. We apologise for the disruption.",
            ),
            Good(
                "pl",
                "Szanowni Mieszkańcy, sieć ciepłownicza Parkside zostanie wyłączona z powodu niezbędnych prac konserwacyjnych od poniedziałku 2 czerwca, godz. 8:00, do środy 4 czerwca, do około godz. 18:00. W tym czasie w budynkach A–F nie będzie ogrzewania ani ciepłej wody. Osoby starsze, z niepełnosprawnościami lub mające małe dzieci mogą zamówić bezpłatny grzejnik elektryczny, dzwoniąc pod numer 0800 316 7721 przed 28 maja. Prosimy nie regulować ani nie odpowietrzać grzejników, gdy system jest wyłączony. Jeżeli ciepła woda nie wróci do godz. 20:00 w dniu 4 czerwca, prosimy o zgłoszenie na adres heating@parksidehomes.org. Przepraszamy za utrudnienia.",
            ),
            Good(
                "preserve",
                "Heads-up: the Parkside heating network is going off for essential maintenance. From 8 am on Monday 2 June to roughly 6 pm on Wednesday 4 June, blocks A to F won't have any heating or hot water. If you're elderly or disabled, or you've got young kids, you can ask for a free electric heater – just ring 0800 316 7721 before 28 May. While everything's switched off, please don't try to adjust or bleed your radiators. Still no hot water at 8 pm on 4 June? Email heating@parksidehomes.org. Sorry for the hassle.",
            ),
        ],
        bad=[
            Slip(0, [("until about 18:00", "until 18:00")], "hedge"),
            Slip(2, [("before 28 May", "before 23 May")], "date"),
            Slip(1, [("heating@parksidehomes.org", "heating@parkside-homes.org")], "url"),
        ],
    ),
    Case(
        key="en-graduate-job-fair",
        source="The Westbridge Graduate Job Fair takes place on Thursday 20 February from 11:00 to 15:00 in the Main Hall of Westbridge University. More than 60 employers are expected, covering engineering, finance, healthcare and the public sector. Entry is free, but students and recent graduates must register in advance at careers.westbridge.ac.uk/fair and bring their student ID. Attendees are advised to bring several printed copies of their CV. A CV-checking clinic runs from 11:00 to 13:00; places are limited to 40 and are allocated on a first-come, first-served basis. Recruiters may not collect personal data without the candidate's consent.",
        good=[
            Good(
                "pl",
                "Targi Pracy dla Absolwentów w Westbridge odbędą się w czwartek 20 lutego w godz. 11:00–15:00 w Auli Głównej Uniwersytetu Westbridge. Spodziewanych jest ponad 60 pracodawców z branż takich jak inżynieria, finanse, ochrona zdrowia i sektor publiczny. Wstęp jest bezpłatny, ale studenci i niedawni absolwenci muszą wcześniej zarejestrować się na stronie careers.westbridge.ac.uk/fair i zabrać ze sobą legitymację studencką. Zalecamy przyniesienie kilku wydrukowanych egzemplarzy CV. Od 11:00 do 13:00 działa punkt konsultacji CV; liczba miejsc jest ograniczona do 40, a decyduje kolejność przybycia. Rekruterom nie wolno zbierać danych osobowych bez zgody kandydata.",
            ),
            Good(
                "preserve",
                "Students and recent graduates: the Westbridge Graduate Job Fair is on Thursday 20 February, 11 am–3 pm, in the university's Main Hall, and over 60 employers from engineering, finance, healthcare and the public sector are expected. It's free to attend, but you'll need to sign up beforehand at careers.westbridge.ac.uk/fair and bring your student ID. We'd advise bringing a few printed copies of your CV too. Want feedback on it? Our CV clinic runs from 11 am to 1 pm, with just 40 places given out first come, first served. And recruiters aren't allowed to take your personal details unless you consent.",
            ),
            Good(
                "preserve",
                "Westbridge Graduate Job Fair – Thu 20 February, 11:00–15:00, Main Hall, Westbridge University. 60+ employers expected (engineering, finance, healthcare, public sector). Free entry; advance registration at careers.westbridge.ac.uk/fair is compulsory for students and recent graduates, who must also bring student ID. Several printed CVs recommended. CV-checking clinic 11:00–13:00, 40 places only, first come, first served. Recruiters are prohibited from collecting personal data without the candidate's consent.",
            ),
        ],
        bad=[
            Slip(0, [("ponad 60 pracodawców", "ponad 80 pracodawców")], "number"),
            Slip(
                1,
                [
                    (
                        "recruiters aren't allowed to take your personal details",
                        "recruiters will try not to take your personal details",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Free entry; advance",
                        "Free entry and a free lunch for registered attendees; advance",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-scout-camp",
        source="The 3rd Hollybrook Scouts summer camp will be held at Fernhill Campsite from Friday 25 July to Sunday 3 August. The cost is £220 per scout, payable in two instalments: a £70 deposit by 30 May and the balance by 11 July. Every scout must return a signed health form; without it, they cannot attend. Mobile phones are not permitted during activities and will be kept by leaders. Parents may visit only on the open day, Saturday 2 August, between 14:00 and 17:00. Some financial help is available for families who need it; please contact the group leader at leader@3rdhollybrook.org.uk in confidence.",
        good=[
            Good(
                "preserve",
                "Dear parents and carers, this year's summer camp for the 3rd Hollybrook Scouts runs from Friday 25 July to Sunday 3 August at Fernhill Campsite. The fee is £220 per scout, paid in two parts: a deposit of £70 due by 30 May, with the remainder due by 11 July. A signed health form is compulsory for every scout, and no one will be able to attend without one. Phones are banned during activities and will be looked after by the leaders. Visits by parents are restricted to the open day on Saturday 2 August, 2 pm to 5 pm. Some financial support is available to families who need it – please get in touch confidentially with the group leader at leader@3rdhollybrook.org.uk.",
            ),
            Good(
                "pl",
                "Letni obóz 3. Drużyny Skautów Hollybrook odbędzie się na polu namiotowym Fernhill od piątku 25 lipca do niedzieli 3 sierpnia. Koszt wynosi 220 £ od skauta i jest płatny w dwóch ratach: zaliczka 70 £ do 30 maja, a pozostała kwota do 11 lipca. Każdy skaut musi oddać podpisany formularz zdrowotny – bez niego nie może wziąć udziału w obozie. Podczas zajęć telefony komórkowe są zabronione; przechowują je instruktorzy. Rodzice mogą odwiedzać dzieci wyłącznie w dniu otwartym, w sobotę 2 sierpnia, w godz. 14:00–17:00. Rodziny, które tego potrzebują, mogą otrzymać pewną pomoc finansową; prosimy o poufny kontakt z drużynowym pod adresem leader@3rdhollybrook.org.uk.",
            ),
            Good(
                "preserve",
                "3rd Hollybrook Scouts – Summer Camp\n• Dates: Fri 25 July – Sun 3 August, Fernhill Campsite\n• Cost: £220 per scout (£70 deposit by 30 May; balance by 11 July)\n• Health form: every scout must hand in a signed form – no form, no camp\n• Phones: not allowed during activities; leaders will hold them\n• Parent visits: open day only, Sat 2 August, 14:00–17:00\n• Money worries? Some financial help is available to families who need it. Contact the group leader in confidence: leader@3rdhollybrook.org.uk",
            ),
        ],
        bad=[
            Slip(2, [("£70 deposit by 30 May", "£70 deposit by 30 June")], "date"),
            Slip(
                0,
                [
                    (
                        "Visits by parents are restricted to the open day",
                        "Visits by parents are especially welcome on the open day",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("mogą otrzymać pewną pomoc finansową", "otrzymają pełne dofinansowanie")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-laundrette",
        source="Welcome to SpinCity Laundrette. We are open 7 days a week from 7:00 to 22:00; the last wash must start no later than 21:00. A standard 8 kg wash costs £4.50 and a large 14 kg wash £7.80; dryers cost £1 for 12 minutes. Machines accept contactless cards and coins only – notes are not accepted. Do not overload the drums, and dyeing clothes in our machines is strictly prohibited. Please stay with your laundry or collect it promptly; items left for more than 30 days may be donated to charity. For faults, call 07700 900 362.",
        good=[
            Good(
                "preserve",
                "SpinCity Laundrette is open every day, 7 am to 10 pm – just make sure your final wash starts by 9 pm at the latest. Prices: £4.50 for a standard 8 kg load, £7.80 for a large 14 kg one, and £1 per 12 minutes in the dryer. Pay by contactless card or with coins; we can't take notes. Please don't overfill the drums, and never use our machines to dye clothes – that's strictly forbidden. Either stay with your washing or pick it up quickly: anything left over 30 days may go to charity. Machine not working? Call 07700 900 362.",
            ),
            Good(
                "pl",
                "Witamy w pralni samoobsługowej SpinCity. Jesteśmy czynni 7 dni w tygodniu w godz. 7:00–22:00; ostatnie pranie musi się rozpocząć najpóźniej o 21:00. Standardowe pranie (8 kg) kosztuje 4,50 £, a duże (14 kg) – 7,80 £; suszarka kosztuje 1 £ za 12 minut. Automaty przyjmują wyłącznie karty zbliżeniowe i monety – banknotów nie przyjmujemy. Nie przeładowuj bębnów; farbowanie ubrań w naszych pralkach jest surowo zabronione. Prosimy zostać przy swoim praniu albo szybko je odebrać; rzeczy pozostawione dłużej niż 30 dni mogą zostać przekazane na cele charytatywne. W razie awarii prosimy dzwonić pod numer 07700 900 362.",
            ),
            Good(
                "preserve",
                "SpinCity Laundrette – customer information. Opening hours: 07:00–22:00, seven days a week. The final wash cycle must begin by 21:00. Tariff: standard wash (8 kg) £4.50; large wash (14 kg) £7.80; drying £1.00 per 12 minutes. Payment is accepted solely by contactless card or in coins; banknotes cannot be used. Customers must not overload the drums, and dyeing garments in the machines is strictly prohibited. Customers are requested to remain with their laundry or to collect it without delay. Any items left for longer than 30 days may be given to charity. To report a fault, telephone 07700 900 362.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "anything left over 30 days may go to charity",
                        "anything left over 30 days will go to charity",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("1 £ za 12 minut", "1 £ za 20 minut")], "number"),
            Slip(
                2,
                [
                    (
                        "Customers must not overload the drums",
                        "Customers should try not to overload the drums",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-village-hall-hire",
        source="Oakwood Village Hall can be hired for private events at £28 per hour on weekdays and £35 per hour at weekends, with a minimum booking of three hours. A refundable damage deposit of £150 is required for all bookings. Events must finish by 23:00, and amplified music must stop by 22:30 out of consideration for neighbours. Hirers are responsible for cleaning the hall and removing all rubbish. Alcohol may only be sold if the hirer obtains a Temporary Event Notice under the Licensing Act 2003. Bookings can be made at bookings@oakwoodhall.org.uk at least 14 days in advance.",
        good=[
            Good(
                "preserve",
                "Terms for hiring Oakwood Village Hall. Private events are charged at £28 an hour Monday to Friday and £35 an hour at weekends, subject to a three-hour minimum. Every booking requires a damage deposit of £150, which is refundable. All events are to end no later than 23:00, with amplified music ceasing by 22:30 so that neighbours are not disturbed. The hirer is responsible for cleaning the hall and for taking away all rubbish. The sale of alcohol is permitted only where the hirer has obtained a Temporary Event Notice under the Licensing Act 2003. Bookings can be made by e-mailing bookings@oakwoodhall.org.uk a minimum of 14 days ahead.",
            ),
            Good(
                "preserve",
                "Planning a party? Oakwood Village Hall costs £28 per hour on weekdays or £35 per hour at the weekend, and you'll need to book for at least three hours. Every booking needs a £150 damage deposit, which is refundable. Your event has to be over by 11 pm, and any amplified music needs to be switched off by 10:30 pm so the neighbours aren't disturbed. You'll be in charge of cleaning up and taking all the rubbish away. Want to sell alcohol? You can only do that if you get a Temporary Event Notice under the Licensing Act 2003. To book, email bookings@oakwoodhall.org.uk at least two weeks beforehand.",
            ),
            Good(
                "pl",
                "Salę wiejską Oakwood można wynająć na imprezy prywatne za 28 £ za godzinę w dni powszednie i 35 £ za godzinę w weekendy; minimalny czas rezerwacji to trzy godziny. Przy każdej rezerwacji wymagana jest zwrotna kaucja w wysokości 150 £ na poczet ewentualnych szkód. Imprezy muszą się zakończyć do 23:00, a muzyka ze wzmacniaczy musi ucichnąć do 22:30 z uwagi na sąsiadów. Wynajmujący odpowiada za posprzątanie sali i wywiezienie wszystkich śmieci. Alkohol można sprzedawać tylko wtedy, gdy wynajmujący uzyska zgodę Temporary Event Notice na podstawie Licensing Act 2003. Rezerwacji można dokonać pod adresem bookings@oakwoodhall.org.uk co najmniej 14 dni wcześniej.",
            ),
        ],
        bad=[
            Slip(0, [("Licensing Act 2003", "Licensing Act 2005")], "legal_reference"),
            Slip(
                1,
                [("You can only do that if you get", "You can do that, though it's best to get")],
                "modality",
            ),
            Slip(2, [("35 £ za godzinę w weekendy", "38 £ za godzinę w weekendy")], "number"),
        ],
    ),
    Case(
        key="en-easter-pharmacy-rota",
        source="Out-of-hours pharmacy rota for the Easter weekend. On Good Friday, 18 April, and Easter Monday, 21 April, Greenway Pharmacy on 12 High Street will open from 10:00 to 16:00. On Easter Sunday, 20 April, only Boots in the Riverside Shopping Centre will be open, from 11:00 to 15:00. All other pharmacies in the area will be closed. Emergency prescriptions can usually be dispensed on the same day, but patients should call ahead to check stock. If you need urgent medical advice when pharmacies are closed, call NHS 111; do not go to A&E unless it is a genuine emergency.",
        good=[
            Good(
                "preserve",
                "Easter weekend – out-of-hours pharmacies\n• Good Friday 18 April and Easter Monday 21 April: Greenway Pharmacy, 12 High Street, 10:00–16:00\n• Easter Sunday 20 April: Boots, Riverside Shopping Centre, 11:00–15:00 (the only pharmacy open that day)\n• Every other local pharmacy will be shut.\nEmergency prescriptions are normally dispensed the same day, but phone first to check the item is in stock. When pharmacies are closed and you need urgent medical advice, ring NHS 111. A&E is for genuine emergencies only.",
            ),
            Good(
                "pl",
                "Dyżury aptek w weekend wielkanocny. W Wielki Piątek, 18 kwietnia, oraz w Poniedziałek Wielkanocny, 21 kwietnia, apteka Greenway Pharmacy przy 12 High Street będzie czynna od 10:00 do 16:00. W Niedzielę Wielkanocną, 20 kwietnia, otwarta będzie wyłącznie apteka Boots w centrum handlowym Riverside, w godz. 11:00–15:00. Wszystkie pozostałe apteki w okolicy będą zamknięte. Pilne recepty zwykle można zrealizować tego samego dnia, ale pacjenci powinni wcześniej zadzwonić i sprawdzić dostępność leku. Jeśli potrzebujesz pilnej porady medycznej, gdy apteki są zamknięte, zadzwoń pod NHS 111; nie jedź na SOR, chyba że to naprawdę nagły przypadek.",
            ),
            Good(
                "preserve",
                "Residents needing medicines over Easter will find only two pharmacies open. Greenway Pharmacy at 12 High Street will trade from 10:00 to 16:00 on both Good Friday (18 April) and Easter Monday (21 April), while on Easter Sunday (20 April) the sole option will be Boots in the Riverside Shopping Centre, open 11:00–15:00. All the area's other pharmacies will be closed. Same-day dispensing of emergency prescriptions is usually possible, although patients are advised to ring ahead to make sure stock is available. Anyone needing urgent medical advice while pharmacies are shut should call NHS 111, and people should not go to A&E unless they have a genuine emergency.",
            ),
        ],
        bad=[
            Slip(0, [("Easter Sunday 20 April", "Easter Sunday 19 April")], "date"),
            Slip(1, [("Pilne recepty zwykle można", "Pilne recepty zawsze można")], "hedge"),
            Slip(
                2, [("the sole option will be Boots", "the options will include Boots")], "negation"
            ),
        ],
    ),
    Case(
        key="en-flu-vaccination",
        source="This autumn's flu vaccination programme starts on 1 October. The vaccine is free for adults aged 65 and over, pregnant women, people with certain long-term health conditions and children aged 2 to 3 years. Eligible patients should book an appointment through the surgery's online system at www.elmsidesurgery.nhs.uk or by phoning 01632 960 552 after 10:00. Children will usually be offered a nasal spray rather than an injection. You should not have the vaccine if you have a high temperature on the day; rebook instead. Last season about 72% of eligible patients over 65 were vaccinated.",
        good=[
            Good(
                "preserve",
                "Flu jabs begin on 1 October. They are free for: adults aged 65 or over; pregnant women; people with certain long-term health conditions; and children aged 2 to 3. If you are eligible, you should book through the surgery's online system at www.elmsidesurgery.nhs.uk or ring 01632 960 552 after 10 am. Children are normally offered a nasal spray instead of an injection. If you have a high temperature on the day, do not have the vaccine – book another appointment instead. Around 72% of eligible over-65s were vaccinated last season.",
            ),
            Good(
                "pl",
                "Tegoroczny jesienny program szczepień przeciw grypie rusza 1 października. Szczepionka jest bezpłatna dla osób dorosłych w wieku 65 lat i starszych, kobiet w ciąży, osób z niektórymi chorobami przewlekłymi oraz dzieci w wieku 2–3 lat. Uprawnieni pacjenci powinni umówić wizytę przez system internetowy przychodni na stronie www.elmsidesurgery.nhs.uk lub telefonicznie pod numerem 01632 960 552 po godz. 10:00. Dzieciom zwykle proponuje się szczepionkę w aerozolu do nosa zamiast zastrzyku. Jeśli w dniu szczepienia masz wysoką gorączkę, nie należy się szczepić – umów nowy termin. W zeszłym sezonie zaszczepiło się około 72% uprawnionych pacjentów powyżej 65. roku życia.",
            ),
            Good(
                "preserve",
                "The surgery's autumn influenza vaccination programme will commence on 1 October. Free vaccination is available to adults aged 65 or above, pregnant women, individuals with specified long-term health conditions, and children between 2 and 3 years of age. Eligible patients are advised to make an appointment either via the online booking system (www.elmsidesurgery.nhs.uk) or by telephone on 01632 960 552 from 10:00 onwards. A nasal spray, rather than an injection, is generally offered to children. Patients with a high temperature on the day of their appointment should not be vaccinated and ought to rebook. Last season, approximately 72% of eligible patients aged over 65 received the vaccine.",
            ),
            Good(
                "preserve",
                "Flu season's coming – vaccinations start on 1 October. It's free if you're 65+, pregnant or living with certain long-term health conditions, and for children aged 2–3. If you qualify, you should book: go online at www.elmsidesurgery.nhs.uk or phone 01632 960 552 after 10 am. Kids usually get a nasal spray rather than a jab. Running a high temperature on the day? Don't have the vaccine – rebook instead. Last season, about 72% of eligible over-65s got vaccinated.",
            ),
        ],
        bad=[
            Slip(0, [("Around 72%", "Around 82%")], "number"),
            Slip(1, [("nie należy się szczepić", "można się mimo to zaszczepić")], "negation"),
            Slip(
                2,
                [
                    (
                        "and children between 2 and 3 years of age.",
                        "and children between 2 and 3 years of age, as well as unpaid carers and NHS volunteers.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-nursery-admissions",
        source="Applications for September 2025 places at Little Acorns Nursery open on 6 January and close on 14 February 2025. Children must be aged 3 by 31 August 2025 to be eligible for a funded place of 15 hours per week; families may qualify for 30 hours if both parents work at least 16 hours a week at the national minimum wage. Places are allocated according to our admissions policy, with priority given to siblings of current pupils. Late applications will only be considered if places remain. Offers will be sent by email on 14 March and must be accepted within 10 working days, otherwise the place may be offered to another child.",
        good=[
            Good(
                "preserve",
                "Little Acorns Nursery – September 2025 admissions\n- Applications: 6 January to 14 February 2025\n- Eligibility for a funded 15-hour-a-week place: your child has to be 3 years old by 31 August 2025\n- 30 funded hours may be available if both parents work a minimum of 16 hours weekly at the national minimum wage\n- Allocation follows our admissions policy; siblings of children already at the nursery get priority\n- Late applications are considered only if there are places left\n- Offers go out by email on 14 March. You must accept within 10 working days, or the place may go to another child.",
            ),
            Good(
                "preserve",
                "Little Acorns Nursery will accept applications for September 2025 places from 6 January until 14 February 2025. To be eligible for a funded place of 15 hours per week, a child is required to have reached the age of 3 by 31 August 2025. Families in which both parents work no fewer than 16 hours per week at the national minimum wage may be entitled to 30 hours. Places are allocated in accordance with the nursery's admissions policy, which gives priority to siblings of current pupils. Applications received after the deadline will be considered solely if places are still available. Offers will be e-mailed on 14 March; they must be accepted within 10 working days, failing which the place may be reallocated to another child.",
            ),
            Good(
                "pl",
                "Nabór na miejsca od września 2025 r. w przedszkolu Little Acorns Nursery rozpoczyna się 6 stycznia i kończy 14 lutego 2025 r. Aby kwalifikować się do finansowanego miejsca w wymiarze 15 godzin tygodniowo, dziecko musi ukończyć 3 lata do 31 sierpnia 2025 r. Rodziny mogą uzyskać prawo do 30 godzin, jeśli oboje rodzice pracują co najmniej 16 godzin tygodniowo za krajową płacę minimalną. Miejsca przydzielane są zgodnie z naszym regulaminem rekrutacji, a pierwszeństwo mają rodzeństwa obecnych wychowanków. Spóźnione wnioski będą rozpatrywane tylko wtedy, gdy zostaną wolne miejsca. Oferty zostaną wysłane e-mailem 14 marca i trzeba je przyjąć w ciągu 10 dni roboczych – w przeciwnym razie miejsce może zostać zaproponowane innemu dziecku.",
            ),
        ],
        bad=[
            Slip(0, [("a minimum of 16 hours weekly", "a minimum of 20 hours weekly")], "number"),
            Slip(
                1,
                [("Offers will be e-mailed on 14 March", "Offers will be e-mailed on 14 April")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "Spóźnione wnioski będą rozpatrywane tylko wtedy, gdy zostaną wolne miejsca.",
                        "Spóźnione wnioski będą rozpatrywane na równi z pozostałymi.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-laptop-repair",
        source="FixPoint Laptop Repair offers a free diagnostic check, usually completed within 48 hours. After diagnosis we will send you a quote, and no work will begin until you approve it. Screen replacements start at £89 and battery replacements at £59. All repairs carry a 90-day warranty covering parts and labour, but accidental damage after collection is not covered. Please back up your data before handing in your device; we are not liable for data loss. Devices not collected within 60 days of completion may be recycled. Track your repair at fixpoint.co.uk/track using your job number, which starts with FP-.",
        good=[
            Good(
                "preserve",
                "At FixPoint Laptop Repair, diagnostics are free and normally done within two days. Once we've had a look, we'll send you a quote – and we won't start any work until you've said yes. Screen replacements cost from £89, battery replacements from £59. Every repair comes with a 90-day parts-and-labour warranty, though it doesn't cover accidental damage once you've collected your laptop. Please back up your data before you drop your device off, as we can't be held liable if data is lost. If you don't collect your device within 60 days of the repair being finished, it may be recycled. You can follow progress at fixpoint.co.uk/track with your job number (it begins FP-).",
            ),
            Good(
                "pl",
                "FixPoint Laptop Repair oferuje bezpłatną diagnostykę, która zwykle trwa do 48 godzin. Po diagnozie prześlemy wycenę i nie rozpoczniemy żadnych prac, dopóki jej nie zaakceptujesz. Wymiana ekranu kosztuje od 89 £, a wymiana baterii od 59 £. Wszystkie naprawy objęte są 90-dniową gwarancją na części i robociznę, ale gwarancja nie obejmuje przypadkowych uszkodzeń powstałych po odbiorze. Przed oddaniem urządzenia prosimy wykonać kopię zapasową danych – nie odpowiadamy za ich utratę. Urządzenia nieodebrane w ciągu 60 dni od zakończenia naprawy mogą zostać poddane recyklingowi. Status naprawy sprawdzisz na stronie fixpoint.co.uk/track, podając numer zlecenia zaczynający się od FP-.",
            ),
            Good(
                "preserve",
                "FixPoint Laptop Repair – service terms. 1. Diagnostic checks are free of charge and are typically completed within 48 hours. 2. A quotation will be provided following diagnosis; work will commence only upon the customer's approval. 3. Prices start from £89 for screen replacement and £59 for battery replacement. 4. A 90-day warranty on parts and labour applies to all repairs; accidental damage occurring after collection is excluded. 5. Customers are asked to back up their data prior to submitting a device. FixPoint accepts no liability for loss of data. 6. Devices that remain uncollected 60 days after completion of the repair may be recycled. 7. Repair status can be tracked at fixpoint.co.uk/track by entering the job number (prefix FP-).",
            ),
        ],
        bad=[
            Slip(0, [("and normally done within two days", "and done within two days")], "hedge"),
            Slip(2, [("A 90-day warranty", "A 12-month warranty")], "number"),
            Slip(
                1,
                [
                    (
                        "nie rozpoczniemy żadnych prac, dopóki jej nie zaakceptujesz",
                        "rozpoczniemy prace, chyba że ją odrzucisz",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-outdoor-gym",
        source="The outdoor gym in Victoria Park is free to use and open from dawn until dusk. Users must be aged 14 or over; children aged 10 to 13 may use the equipment only under adult supervision. The equipment is designed for body-weight exercises, and a maximum of one person should use each station at a time. Do not use the equipment when it is wet or icy. Dogs are not allowed inside the fenced area. Anyone with a medical condition is advised to consult a doctor before exercising. Damage can be reported to parks@victoriapark.gov.uk, and repairs normally take around 5 working days.",
        good=[
            Good(
                "preserve",
                "Victoria Park Outdoor Gym\nFree • Open dawn to dusk\nAge 14+. Children 10–13 may exercise here only if an adult supervises them.\nBody-weight equipment – one person per station at a time, please.\nDon't use the equipment in wet or icy conditions.\nNo dogs within the fenced area.\nGot a medical condition? We advise checking with your doctor before you exercise.\nReport damage: parks@victoriapark.gov.uk (repairs usually take about 5 working days).",
            ),
            Good(
                "preserve",
                "Use of the Victoria Park outdoor gym is free of charge between dawn and dusk. The minimum age for users is 14, although children aged 10–13 are permitted to use the equipment provided that they are supervised by an adult. The equipment is intended for body-weight exercise, and each station should be used by no more than one person at any one time. The equipment must not be used when wet or icy, and dogs are prohibited within the fenced enclosure. Users with a medical condition are recommended to seek a doctor's advice before exercising. Any damage may be reported to parks@victoriapark.gov.uk; repairs generally take approximately five working days.",
            ),
            Good(
                "pl",
                "Siłownia plenerowa w parku Victoria jest bezpłatna i czynna od świtu do zmierzchu. Korzystać z niej mogą osoby w wieku co najmniej 14 lat; dzieci w wieku 10–13 lat mogą ćwiczyć wyłącznie pod opieką dorosłego. Sprzęt przeznaczony jest do ćwiczeń z masą własnego ciała, a z jednego stanowiska powinna korzystać jednocześnie najwyżej jedna osoba. Nie korzystaj z urządzeń, gdy są mokre lub oblodzone. Na ogrodzony teren nie wolno wprowadzać psów. Osobom z problemami zdrowotnymi zalecamy konsultację z lekarzem przed rozpoczęciem ćwiczeń. Uszkodzenia można zgłaszać na adres parks@victoriapark.gov.uk; naprawa trwa zwykle około 5 dni roboczych.",
            ),
        ],
        bad=[
            Slip(0, [("Age 14+.", "Age 12+.")], "number"),
            Slip(
                1,
                [
                    (
                        "The equipment must not be used when wet or icy",
                        "The equipment is best avoided when wet or icy",
                    )
                ],
                "modality",
            ),
            Slip(2, [("parks@victoriapark.gov.uk", "parks@victoria-park.gov.uk")], "url"),
        ],
    ),
    Case(
        key="en-festival-tickets",
        source="Tickets for the Harbourlight Festival (8–10 August 2025) go on sale at 10:00 on Friday 7 March via harbourlight.co.uk only. Weekend tickets cost £165 plus a £7.50 booking fee; day tickets are £69. Each customer can buy a maximum of four tickets. Tickets are non-refundable unless the event is cancelled, but they can be transferred to another person free of charge until 1 July through the official resale platform. Under-16s must be accompanied by an adult aged 18 or over. Ticket prices will probably rise by around 10% after the first release sells out.",
        good=[
            Good(
                "preserve",
                "Harbourlight Festival tickets go on sale on Friday 7 March at 10:00, and the only place to buy them will be harbourlight.co.uk. The festival itself runs from 8 to 10 August 2025. A weekend pass is £165 with a £7.50 booking fee on top, while a single day costs £69, and nobody can buy more than four tickets. Refunds are available only if the event is cancelled; however, until 1 July, ticket holders can pass their tickets on to someone else at no cost using the official resale platform. Anyone under 16 has to attend with an adult aged 18 or older. Prices will probably go up by about 10% once the first release sells out.",
            ),
            Good(
                "preserve",
                "Harbourlight Festival, 8–10 August 2025 – tickets drop Fri 7 March, 10 am, exclusively at harbourlight.co.uk.\nWeekend: £165 + £7.50 booking fee.\nDay: £69.\nFour tickets max per person.\nNo refunds (unless the festival gets cancelled), but you can transfer your ticket to someone else for free via the official resale platform up until 1 July. Under-16s need to come with an adult who's 18+. Heads-up: prices are likely to go up around 10% when the first release sells out.",
            ),
            Good(
                "pl",
                "Bilety na Harbourlight Festival (8–10 sierpnia 2025 r.) trafią do sprzedaży w piątek 7 marca o godz. 10:00 wyłącznie na stronie harbourlight.co.uk. Bilet weekendowy kosztuje 165 £ plus 7,50 £ opłaty rezerwacyjnej, a bilet jednodniowy – 69 £. Jedna osoba może kupić najwyżej cztery bilety. Bilety nie podlegają zwrotowi, chyba że wydarzenie zostanie odwołane, ale do 1 lipca można je bezpłatnie przekazać innej osobie za pośrednictwem oficjalnej platformy odsprzedaży. Osoby poniżej 16 lat muszą przyjść pod opieką dorosłego, który ukończył 18 lat. Po wyprzedaniu pierwszej puli ceny biletów prawdopodobnie wzrosną o około 10%.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Prices will probably go up by about 10%", "Prices will go up by 10%")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Weekend: £165 + £7.50 booking fee.",
                        "Weekend: £165 + £7.50 booking fee (camping included).",
                    )
                ],
                "invented_fact",
            ),
            Bad(
                "pl",
                "Bilety na Harbourlight Festival (8–10 sierpnia 2025 r.) trafią do sprzedaży w piątek 7 marca o godz. 10:00 wyłącznie na stronie harbourlight.co.uk. Bilet weekendowy kosztuje 165 £ plus 7,50 £ opłaty rezerwacyjnej, a bilet jednodniowy – 69 £. Jedna osoba może kupić najwyżej cztery bilety. Tickets are non-refundable unless the event is cancelled, but they can be transferred to another person free of charge until 1 July through the official resale platform. Under-16s must be accompanied by an adult aged 18 or over. Ticket prices will probably rise by around 10% after the first release sells out.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-solar-panel-grant",
        source="Homeowners in the Brackenfield district can apply for a one-off grant of up to £2,500 towards the cost of installing solar panels. The scheme is funded by the council's Green Homes Fund and is open until 30 November 2025 or until the £400,000 budget is used up, whichever comes first. Installers must be certified under the Microgeneration Certification Scheme (MCS). Work must not start before a grant offer letter has been issued; otherwise the application will be rejected. Tenants are not eligible, but landlords may apply on their behalf. Apply online at brackenfield.gov.uk/solar-grant. Decisions are usually made within 6 weeks.",
        good=[
            Good(
                "preserve",
                "Brackenfield Solar Panel Grant. The council's Green Homes Fund is offering homeowners in the Brackenfield district a single grant of no more than £2,500 towards the installation of solar panels. Applications will be accepted until 30 November 2025, or until the £400,000 budget has been exhausted, if that happens sooner. The installer is required to hold Microgeneration Certification Scheme (MCS) certification. Work must not begin before a grant offer letter has been issued, or the application will be refused. Tenants cannot apply themselves; their landlords may do so for them. Applications are made online at brackenfield.gov.uk/solar-grant, and a decision is normally reached within six weeks.",
            ),
            Good(
                "pl",
                "Właściciele domów w dzielnicy Brackenfield mogą ubiegać się o jednorazową dotację w wysokości do 2500 £ na pokrycie kosztów instalacji paneli słonecznych. Program jest finansowany z funduszu Green Homes Fund rady gminy i potrwa do 30 listopada 2025 r. lub do wyczerpania budżetu w wysokości 400 000 £, w zależności od tego, co nastąpi wcześniej. Instalatorzy muszą posiadać certyfikat Microgeneration Certification Scheme (MCS). Nie wolno rozpoczynać prac przed otrzymaniem pisma z ofertą dotacji – w przeciwnym razie wniosek zostanie odrzucony. Najemcy nie są uprawnieni do dotacji, ale w ich imieniu mogą wystąpić wynajmujący. Wnioski składa się online na stronie brackenfield.gov.uk/solar-grant. Decyzje zapadają zwykle w ciągu 6 tygodni.",
            ),
            Good(
                "preserve",
                "Own your home in Brackenfield? You could get a one-off grant of up to £2,500 from the council to help pay for solar panels. The money comes from the Green Homes Fund, and the scheme closes on 30 November 2025 – or earlier, if the £400,000 pot runs out first. Your installer has to be MCS (Microgeneration Certification Scheme) certified. Whatever you do, don't let work start until you've received your grant offer letter, or your application will be turned down. Renting? You can't apply, but your landlord can apply for you. Apply at brackenfield.gov.uk/solar-grant – you'll usually hear back within 6 weeks.",
            ),
        ],
        bad=[
            Slip(0, [("no more than £2,500", "no more than £3,500")], "number"),
            Slip(
                1,
                [
                    (
                        "Najemcy nie są uprawnieni do dotacji, ale",
                        "Najemcy również są uprawnieni do dotacji, a",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "you'll usually hear back within 6 weeks",
                        "you're guaranteed to hear back within 6 weeks",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-travel-insurance",
        source="Summary of cover – Voyager Essential Travel Insurance (policy code VE-2024-STD). Emergency medical expenses are covered up to £5 million per person, and cancellation up to £3,000. The excess is £100 per claim. Pre-existing medical conditions are not covered unless you have declared them and we have confirmed cover in writing. Claims must be made within 31 days of your return. Cover for winter sports is available only if you buy the optional add-on for £24. Travellers aged 75 or over are not eligible for this policy. You have a 14-day cooling-off period in which you may cancel for a full refund, provided you have not travelled or made a claim.",
        good=[
            Good(
                "preserve",
                "Voyager Essential Travel Insurance – key facts (policy code VE-2024-STD)\n- Emergency medical expenses: up to £5 million per person\n- Cancellation: up to £3,000\n- Excess: £100 for each claim\n- Pre-existing medical conditions: excluded, except where declared by you and confirmed by us in writing\n- Claims: must be submitted within 31 days after you return\n- Winter sports: covered solely with the optional £24 add-on\n- Age limit: not available to travellers aged 75 or older\n- Cooling-off: 14 days to cancel with a full refund, as long as you have neither travelled nor claimed",
            ),
            Good(
                "pl",
                "Podsumowanie ochrony – ubezpieczenie turystyczne Voyager Essential Travel Insurance (kod polisy VE-2024-STD). Koszty leczenia w nagłych wypadkach pokrywane są do 5 mln £ na osobę, a koszty rezygnacji z podróży – do 3000 £. Udział własny wynosi 100 £ za każde roszczenie. Schorzenia istniejące przed zawarciem umowy nie są objęte ochroną, chyba że je zgłosiłeś, a my pisemnie potwierdziliśmy ich objęcie ubezpieczeniem. Roszczenia trzeba zgłosić w ciągu 31 dni od powrotu. Sporty zimowe są objęte ochroną tylko po wykupieniu opcjonalnego rozszerzenia za 24 £. Osoby w wieku 75 lat i starsze nie mogą skorzystać z tej polisy. Masz 14 dni na odstąpienie od umowy z pełnym zwrotem pieniędzy, pod warunkiem że nie odbyłeś podróży ani nie zgłosiłeś roszczenia.",
            ),
            Good(
                "preserve",
                "Here's what Voyager Essential Travel Insurance (policy code VE-2024-STD) gives you. We'll pay emergency medical costs of up to £5 million for each person and cancellation costs of up to £3,000, with a £100 excess on every claim. We won't cover any medical condition you already have unless you tell us about it and we confirm in writing that it's covered. You have to make any claim within 31 days of getting home. Winter sports are covered only if you buy the optional £24 add-on. This policy isn't available to anyone aged 75 or over. If you change your mind, you may cancel within the 14-day cooling-off period and get all your money back – as long as you haven't travelled or claimed.",
            ),
        ],
        bad=[
            Slip(0, [("VE-2024-STD", "VE-2024-SDT")], "code"),
            Slip(2, [("within 31 days", "within 30 days")], "number"),
            Slip(
                1,
                [
                    (
                        "Osoby w wieku 75 lat i starsze nie mogą skorzystać z tej polisy.",
                        "Osobom w wieku 75 lat i starszym nie zaleca się tej polisy.",
                    )
                ],
                "modality",
            ),
        ],
    ),
]
