"""Blind-5 guard pairs: English sources, rewritten into English or Polish."""

# ruff: noqa: E501, RUF001
# Each passage is one literal, as its author wrote it, dashes included.

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-allotment-renewals",
        source="Greenbank Allotment Society: plot renewals for 2025 open on 3 February and close on 28 February. Full plots cost £64 a year and half plots £35; members aged over 65 receive a 20% discount. Tenants must keep at least 75% of their plot under cultivation, and anyone who receives two warning letters within 12 months may lose their tenancy. Bonfires are not permitted between 1 April and 30 September. Hosepipes may be used only with a trigger gun and never before 6pm in July or August. Waiting-list enquiries should go to plots@greenbank-allotments.org.uk; the current wait is probably around 18 months.",
        good=[
            Good(
                "preserve",
                "Renewing your Greenbank plot for 2025? The window runs from 3 February to 28 February. A full plot is £64 per year and a half plot is £35, with 20% off for members over 65. You must keep no less than 75% of your plot cultivated, and if you get two warning letters in any 12-month period you may lose your tenancy. No bonfires from 1 April to 30 September. Hosepipes are allowed only with a trigger gun, and never before 6pm during July or August. Questions about the waiting list should be emailed to plots@greenbank-allotments.org.uk – at the moment the wait is probably about 18 months.",
            ),
            Good(
                "preserve",
                "The Greenbank Allotment Society will accept 2025 plot renewals from 3 February until 28 February. Annual rent is £64 for a full plot and £35 for a half plot; a 20% discount applies to members aged over 65. At least 75% of each plot must be kept under cultivation. A tenant who is issued two warning letters within 12 months may have their tenancy terminated. Bonfires are prohibited from 1 April to 30 September. The use of hosepipes is permitted only with a trigger gun and at no time before 6pm in July or August. Enquiries about the waiting list should be sent to plots@greenbank-allotments.org.uk; the present waiting time is probably around 18 months.",
            ),
            Good(
                "pl",
                "Greenbank Allotment Society: odnowienia dzierżawy działek na 2025 rok przyjmujemy od 3 lutego do 28 lutego. Cała działka kosztuje 64 funty rocznie, a pół działki 35 funtów; członkowie w wieku powyżej 65 lat otrzymują 20% zniżki. Dzierżawcy muszą uprawiać co najmniej 75% powierzchni działki, a osoba, która w ciągu 12 miesięcy otrzyma dwa pisemne upomnienia, może stracić prawo do dzierżawy. W okresie od 1 kwietnia do 30 września nie wolno rozpalać ognisk. Węży ogrodowych można używać wyłącznie z pistoletem zraszającym i nigdy przed 18:00 w lipcu ani w sierpniu. Pytania dotyczące listy oczekujących powinny być kierowane na adres plots@greenbank-allotments.org.uk; obecnie czeka się prawdopodobnie około 18 miesięcy.",
            ),
        ],
        bad=[
            Slip(0, [("with 20% off", "with 25% off")], "number"),
            Slip(
                1,
                [("Bonfires are prohibited from 1 April", "Bonfires are discouraged from 1 April")],
                "modality",
            ),
            Slip(2, [("prawdopodobnie około 18 miesięcy", "18 miesięcy")], "hedge"),
        ],
    ),
    Case(
        key="en-ferry-summer-timetable",
        source="From Monday 14 April, the Calder Sound ferry will move to its summer timetable. The first sailing from Portnahaven will leave at 06:40 instead of 07:15, and the last return from Skerray will depart at 21:30. Crossings take about 35 minutes, depending on tide. Vehicle bookings are required for all sailings on Fridays and Saturdays; foot passengers do not need to book. The 13:10 sailing will not operate on Wednesdays between 23 April and 21 May while the linkspan is repaired. Tickets bought before 31 March remain valid. Updates are posted at https://caldersound-ferry.co.uk/status and may change at short notice.",
        good=[
            Good(
                "preserve",
                "The Calder Sound ferry switches to its summer timetable on Monday 14 April. The earliest departure from Portnahaven moves from 07:15 to 06:40, and the final return sailing leaves Skerray at 21:30. Expect a crossing of roughly 35 minutes, depending on the tide. If you are taking a vehicle on a Friday or Saturday, you must book; foot passengers don't need to. While the linkspan is being repaired, there will be no 13:10 sailing on Wednesdays from 23 April to 21 May. Any ticket bought before 31 March is still valid. Check https://caldersound-ferry.co.uk/status for updates, which may change at short notice.",
            ),
            Good(
                "preserve",
                "Calder Sound ferry, summer timetable from Mon 14 April: first Portnahaven departure 06:40 (was 07:15); last return from Skerray 21:30. Crossing time is about 35 minutes, depending on the tide. Friday and Saturday sailings: vehicles must be booked; foot passengers need not book. No 13:10 sailing on Wednesdays, 23 April–21 May (linkspan repairs). Tickets bought before 31 March remain valid. Status updates, which may change at short notice: https://caldersound-ferry.co.uk/status.",
            ),
            Good(
                "pl",
                "Od poniedziałku 14 kwietnia prom Calder Sound będzie kursował według rozkładu letniego. Pierwszy rejs z Portnahaven wypłynie o 6:40 zamiast o 7:15, a ostatni rejs powrotny ze Skerray odpłynie o 21:30. Przeprawa trwa około 35 minut, w zależności od pływów. W piątki i soboty rezerwacja pojazdu jest obowiązkowa na wszystkie rejsy; pasażerowie piesi nie muszą rezerwować miejsc. Rejs o 13:10 nie będzie kursował w środy od 23 kwietnia do 21 maja z powodu naprawy rampy załadunkowej. Bilety kupione przed 31 marca zachowują ważność. Aktualne informacje publikujemy na stronie https://caldersound-ferry.co.uk/status; mogą się one zmieniać z krótkim wyprzedzeniem.",
            ),
            Good(
                "pl",
                "Uwaga, zmiana rozkładu! Od poniedziałku 14 kwietnia prom Calder Sound pływa według rozkładu letniego. Pierwszy prom z Portnahaven odchodzi teraz o 6:40 (dotąd o 7:15), a ostatni kurs powrotny ze Skerray – o 21:30. Przeprawa zajmuje mniej więcej 35 minut, zależnie od pływów. Jeśli w piątek lub sobotę płyniesz samochodem, musisz go wcześniej zarezerwować na każdy rejs; piesi nie potrzebują rezerwacji. Od 23 kwietnia do 21 maja w środy nie będzie rejsu o 13:10, bo trwa remont rampy. Bilety kupione przed 31 marca są nadal ważne. Bieżące informacje, które mogą zmieniać się z krótkim wyprzedzeniem, znajdziesz na https://caldersound-ferry.co.uk/status.",
            ),
        ],
        bad=[
            Slip(0, [("moves from 07:15 to 06:40", "moves from 07:15 to 06:10")], "date"),
            Slip(
                1, [("foot passengers need not book", "foot passengers must also book")], "negation"
            ),
            Slip(
                2,
                [
                    (
                        "Bilety kupione przed 31 marca zachowują ważność.",
                        "Tickets bought before 31 March remain valid.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                3,
                [
                    (
                        "https://caldersound-ferry.co.uk/status",
                        "https://caldersound-ferry.com/status",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-blood-donor-eligibility",
        source="You can usually give whole blood if you are aged 17 to 65 and weigh at least 50 kg (7 st 12 lb). First-time donors aged 66 or over are not accepted, but regular donors may continue until their 70th birthday, and beyond that with an annual review. Men must wait at least 12 weeks between donations and women at least 16 weeks. If you have had a tattoo or piercing, you must not donate for 4 months. After most trips to malaria-risk areas the deferral is 6 months. A donation takes about an hour in total, although the blood draw itself is only around 10 minutes. Check your eligibility at www.blood.example.org.uk/eligibility before booking.",
        good=[
            Good(
                "preserve",
                "Most people aged between 17 and 65 who weigh 50 kg (7 st 12 lb) or more can give whole blood. We can't accept first-time donors who are 66 or older, but if you donate regularly you may carry on until your 70th birthday – and after that too, subject to a yearly review. Men have to leave at least 12 weeks between donations, and women at least 16 weeks. Had a tattoo or piercing? Then you must not donate for 4 months. Back from a malaria-risk area? After most trips the wait is 6 months. Allow about an hour for the whole visit, though the blood draw itself takes only around 10 minutes. Before you book, check whether you're eligible at www.blood.example.org.uk/eligibility.",
            ),
            Good(
                "preserve",
                "Whole blood donation is generally open to people aged 17–65 with a body weight of at least 50 kg (7 st 12 lb). Persons aged 66 or over are not accepted as first-time donors; regular donors, however, may continue to donate up to their 70th birthday and thereafter subject to an annual review. The minimum interval between donations, which must be observed, is 12 weeks for men and 16 weeks for women. Following a tattoo or piercing, donation must not take place for 4 months. After most visits to malaria-risk areas, donors are deferred for 6 months. The appointment lasts about an hour overall, while the blood draw itself takes only around 10 minutes. Please check your eligibility at www.blood.example.org.uk/eligibility before booking.",
            ),
            Good(
                "pl",
                "Krew pełną można zazwyczaj oddawać w wieku od 17 do 65 lat, przy masie ciała co najmniej 50 kg (7 st 12 lb). Osoby w wieku 66 lat lub starsze nie są przyjmowane jako dawcy po raz pierwszy, ale stali dawcy mogą oddawać krew do 70. urodzin, a później – po corocznej ocenie. Mężczyźni muszą zachować co najmniej 12 tygodni przerwy między donacjami, a kobiety co najmniej 16 tygodni. Po zrobieniu tatuażu lub piercingu nie wolno oddawać krwi przez 4 miesiące. Po większości podróży do rejonów zagrożonych malarią okres karencji wynosi 6 miesięcy. Cała wizyta trwa około godziny, choć samo pobranie krwi zajmuje tylko mniej więcej 10 minut. Przed umówieniem się sprawdź, czy możesz zostać dawcą, na stronie www.blood.example.org.uk/eligibility.",
            ),
            Good(
                "pl",
                "Zasadniczo krew pełną mogą oddawać osoby w wieku 17–65 lat, ważące co najmniej 50 kg (7 st 12 lb). Nowych dawców w wieku 66 lat i więcej nie przyjmujemy; stali dawcy mogą natomiast oddawać krew aż do 70. urodzin, a po ich ukończeniu – pod warunkiem corocznej oceny. Minimalna przerwa między donacjami, której trzeba przestrzegać, wynosi 12 tygodni u mężczyzn i 16 tygodni u kobiet. Przez 4 miesiące od wykonania tatuażu lub przekłucia oddawanie krwi jest zabronione. Po większości wyjazdów w rejony, gdzie występuje malaria, obowiązuje 6-miesięczna przerwa. Wizyta zajmuje łącznie około godziny, z czego samo pobranie to zaledwie około 10 minut. Zanim zarezerwujesz termin, sprawdź swoje uprawnienia na www.blood.example.org.uk/eligibility.",
            ),
        ],
        bad=[
            Slip(0, [("and women at least 16 weeks", "and women at least 12 weeks")], "number"),
            Slip(1, [("which must be observed", "which should be observed")], "modality"),
            Slip(2, [("tylko mniej więcej 10 minut", "tylko 10 minut")], "hedge"),
        ],
    ),
    Case(
        key="en-council-tax-reduction",
        source="Thornbury Council's Council Tax Reduction Scheme 2025/26 is made under section 13A of the Local Government Finance Act 1992. Working-age applicants with savings above £16,000 are not eligible. The maximum reduction for working-age households is 80% of the weekly liability, while pension-age applicants may receive up to 100%. You must tell us about any change in income or household within 21 days; failure to do so may result in a civil penalty of £70. Applications can be backdated by up to one month only. Apply online at thornbury.gov.uk/ctr or call 01632 960 415, Monday to Friday, 9am to 5pm.",
        good=[
            Good(
                "preserve",
                "Thornbury Council runs its 2025/26 Council Tax Reduction Scheme under section 13A of the Local Government Finance Act 1992. If you are of working age and have more than £16,000 in savings, you cannot get a reduction. Working-age households can have their weekly bill cut by at most 80%; people of pension age may get as much as 100% off. Any change to your income or household has to be reported to us within 21 days, and if you don't, you may face a £70 civil penalty. We can backdate an application by no more than one month. To apply, go to thornbury.gov.uk/ctr or phone 01632 960 415 between 9am and 5pm, Monday to Friday.",
            ),
            Good(
                "pl",
                "Program obniżek podatku lokalnego (Council Tax Reduction Scheme) Rady Thornbury na rok 2025/26 wprowadzono na podstawie sekcji 13A ustawy Local Government Finance Act 1992. Osoby w wieku produkcyjnym, których oszczędności przekraczają 16 000 funtów, nie kwalifikują się do obniżki. Maksymalna obniżka dla gospodarstw domowych w wieku produkcyjnym wynosi 80% tygodniowej należności, natomiast osoby w wieku emerytalnym mogą otrzymać do 100%. O każdej zmianie dochodów lub składu gospodarstwa domowego należy nas powiadomić w ciągu 21 dni; niedopełnienie tego obowiązku może skutkować karą administracyjną w wysokości 70 funtów. Wniosek może obejmować okres wsteczny najwyżej jednego miesiąca. Wniosek można złożyć online na stronie thornbury.gov.uk/ctr lub telefonicznie pod numerem 01632 960 415, od poniedziałku do piątku w godz. 9:00–17:00.",
            ),
            Good(
                "preserve",
                "The Thornbury Council Tax Reduction Scheme 2025/26 is made under section 13A of the Local Government Finance Act 1992. Working-age applicants with savings over £16,000 are excluded. Working-age households may receive a reduction of no more than 80% of weekly liability; pension-age applicants may receive up to 100%. Changes in income or household composition must be notified within 21 days, failing which a £70 civil penalty may be imposed. Backdating is limited to a maximum of one month. Applications: thornbury.gov.uk/ctr or 01632 960 415 (Monday–Friday, 9am–5pm).",
            ),
        ],
        bad=[
            Slip(0, [("section 13A", "section 13")], "legal_reference"),
            Slip(1, [("70 funtów", "100 funtów")], "number"),
            Slip(
                1,
                [
                    (
                        "Wniosek może obejmować okres wsteczny najwyżej jednego miesiąca.",
                        "Applications can be backdated by up to one month only.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-beach-dog-order",
        source="Dog restrictions on Sandhaven Main Beach apply from 1 May to 30 September each year under a Public Spaces Protection Order made under section 59 of the Anti-social Behaviour, Crime and Policing Act 2014. During this period dogs are not allowed on the beach between 10am and 6pm. Outside those hours, and all year round on North Bay, dogs are permitted but must be kept on a lead of no more than 2 metres near the lifeguard station. Assistance dogs are exempt. Owners must clean up after their dogs at all times. Anyone breaching the order may be issued a fixed penalty notice of £100, reduced to £60 if paid within 14 days.",
        good=[
            Good(
                "preserve",
                "Heading to Sandhaven Main Beach with your dog? Every year from 1 May to 30 September, dogs are banned from the beach between 10am and 6pm. The rule comes from a Public Spaces Protection Order made under section 59 of the Anti-social Behaviour, Crime and Policing Act 2014. Outside those hours, and at any time of year on North Bay, dogs are welcome, but near the lifeguard station they must be on a lead no longer than 2 metres. Assistance dogs are exempt. Wherever you are, you must always pick up after your dog. Break the order and you may get a £100 fixed penalty notice, cut to £60 if you pay within 14 days.",
            ),
            Good(
                "pl",
                "Ograniczenia dotyczące psów na plaży Sandhaven Main Beach obowiązują co roku od 1 maja do 30 września na mocy zarządzenia Public Spaces Protection Order wydanego na podstawie sekcji 59 ustawy Anti-social Behaviour, Crime and Policing Act 2014. W tym okresie psy nie mogą przebywać na plaży w godzinach 10:00–18:00. Poza tymi godzinami, a na plaży North Bay przez cały rok, psy są dozwolone, ale w pobliżu stanowiska ratowników muszą być prowadzone na smyczy o długości nie większej niż 2 metry. Psy asystujące są zwolnione z tych zasad. Właściciele zawsze muszą sprzątać po swoich psach. Osoba naruszająca zarządzenie może otrzymać mandat w wysokości 100 funtów, obniżany do 60 funtów w razie zapłaty w ciągu 14 dni.",
            ),
            Good(
                "preserve",
                "Under a Public Spaces Protection Order made pursuant to section 59 of the Anti-social Behaviour, Crime and Policing Act 2014, restrictions on dogs apply to Sandhaven Main Beach annually from 1 May to 30 September. Throughout that period, dogs are prohibited from the beach between 10am and 6pm. At other times, and on North Bay throughout the year, dogs are permitted, provided that they are kept on a lead not exceeding 2 metres in the vicinity of the lifeguard station. Assistance dogs are exempt from these restrictions. Owners are required to clean up after their dogs at all times. A breach of the order may lead to a £100 fixed penalty notice, which is reduced to £60 if paid within 14 days.",
            ),
        ],
        bad=[
            Slip(0, [("section 59", "section 56")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Psy asystujące są zwolnione z tych zasad.",
                        "Psy asystujące również podlegają tym zasadom.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Właściciele zawsze muszą sprzątać po swoich psach.",
                        "Owners must clean up after their dogs at all times.",
                    )
                ],
                "wrong_language",
            ),
            Slip(2, [("reduced to £60", "reduced to £50")], "number"),
        ],
    ),
    Case(
        key="en-makerspace-3d-printers",
        source="""**3D printer rules (Forge Makerspace)**

- Book a printer at https://forge.example.org/book; each member may book up to 6 hours per day.
- Only PLA and PETG are allowed. ABS and resin must not be used on the Prusa MK4 printers.
- Export your model as `.3mf` and name it `surname_project_v1.3mf`.
- You must stay in the building for the first 15 minutes of every print.
- Prints longer than 12 hours need approval from a steward.
- Filament costs £0.05 per gram, paid through the kiosk.""",
        good=[
            Good(
                "preserve",
                """**Forge Makerspace: 3D printer rules**

- Reserve a printer at https://forge.example.org/book – members may book a maximum of 6 hours a day.
- PLA and PETG are the only permitted materials; never use ABS or resin on the Prusa MK4 printers.
- Save your model in `.3mf` format with the file name `surname_project_v1.3mf`.
- For the first 15 minutes of each print, you must remain in the building.
- Any print over 12 hours requires a steward's approval.
- Filament is charged at £0.05 per gram and paid at the kiosk.""",
            ),
            Good(
                "pl",
                """**Zasady korzystania z drukarek 3D (Forge Makerspace)**

- Drukarkę rezerwuje się na stronie https://forge.example.org/book; każdy członek może zarezerwować maksymalnie 6 godzin dziennie.
- Dozwolone są wyłącznie PLA i PETG. Na drukarkach Prusa MK4 nie wolno używać ABS ani żywicy.
- Wyeksportuj model do formatu `.3mf` i nazwij plik `surname_project_v1.3mf`.
- Przez pierwsze 15 minut każdego wydruku musisz pozostać w budynku.
- Wydruki trwające ponad 12 godzin wymagają zgody opiekuna pracowni.
- Filament kosztuje 0,05 funta za gram; opłatę uiszcza się w kiosku.""",
            ),
            Good(
                "preserve",
                """**3D printer rules – Forge Makerspace**

- Bookings: https://forge.example.org/book (up to 6 hours per member per day).
- Materials: PLA and PETG only. ABS and resin are not permitted on the Prusa MK4 printers.
- Files: export as `.3mf`, named `surname_project_v1.3mf`.
- Supervision: you must remain in the building for the first 15 minutes of every print.
- Long prints: anything over 12 hours needs a steward's approval.
- Cost: filament is £0.05 per gram, payable through the kiosk.""",
            ),
        ],
        bad=[
            Slip(0, [("`surname_project_v1.3mf`", "`surname_project_v1.stl`")], "code"),
            Slip(
                1,
                [
                    (
                        "**Zasady korzystania z drukarek 3D (Forge Makerspace)**",
                        "Zasady korzystania z drukarek 3D (Forge Makerspace)",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [("you must remain in the building", "you should remain in the building")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-sports-hall-booking",
        source="Bookings for Riverside Community Sports Hall open 8 weeks in advance and are taken online only. The main hall costs £42 per hour at peak times (weekdays 5pm–10pm and weekends) and £28 per hour off-peak; registered charities receive a 15% reduction. A minimum booking of 2 hours applies on Saturdays. Cancellations made at least 72 hours before the session are refunded in full; later cancellations are not refunded. Outdoor footwear is not permitted on the sprung floor. Organisers of groups with under-18s must hold a current DBS check and should bring a first-aid kit. The hall is likely to close for resurfacing from 4 to 15 August.",
        good=[
            Good(
                "preserve",
                "You can book Riverside Community Sports Hall up to 8 weeks ahead, and only online. Renting the main hall costs £42 an hour at peak times – weekdays from 5pm to 10pm, and weekends – and £28 an hour off-peak. Registered charities get 15% off. On Saturdays you must book for at least 2 hours. If you cancel 72 hours or more before your session, you get a full refund; cancel any later and you get nothing back. No outdoor shoes on the sprung floor. If your group includes under-18s, the organiser must have a current DBS check and should bring a first-aid kit. The hall will likely be closed for resurfacing from 4 to 15 August.",
            ),
            Good(
                "preserve",
                "Riverside Community Sports Hall accepts bookings exclusively online, opening 8 weeks in advance. Main hall rates are £42 per hour at peak times (weekdays 5pm–10pm and at weekends) and £28 per hour off-peak, with a 15% reduction for registered charities. Saturday bookings are subject to a 2-hour minimum. Sessions cancelled no later than 72 hours beforehand are fully refunded; no refund is given for later cancellations. Outdoor footwear must not be worn on the sprung floor. Where a group includes under-18s, its organiser is required to hold a current DBS check and is advised to bring a first-aid kit. The hall is likely to close for resurfacing between 4 and 15 August.",
            ),
            Good(
                "pl",
                "Rezerwacje hali Riverside Community Sports Hall przyjmowane są wyłącznie online i otwierają się na 8 tygodni przed terminem. Wynajem hali głównej kosztuje 42 funty za godzinę w godzinach szczytu (w dni powszednie 17:00–22:00 oraz w weekendy) i 28 funtów za godzinę poza szczytem; zarejestrowane organizacje charytatywne otrzymują 15% zniżki. W soboty minimalny czas rezerwacji wynosi 2 godziny. Za anulowanie co najmniej 72 godziny przed zajęciami przysługuje pełny zwrot; w przypadku późniejszego anulowania opłata nie jest zwracana. Na sprężystej podłodze nie wolno chodzić w obuwiu zewnętrznym. Organizatorzy grup z osobami poniżej 18 lat muszą mieć aktualne zaświadczenie DBS i powinni zabrać apteczkę. Hala zostanie prawdopodobnie zamknięta z powodu wymiany nawierzchni od 4 do 15 sierpnia.",
            ),
        ],
        bad=[
            Slip(0, [("£28 an hour", "£24 an hour")], "number"),
            Slip(1, [("weekdays 5pm–10pm", "weekdays 6pm–10pm")], "date"),
            Slip(
                2, [("Hala zostanie prawdopodobnie zamknięta", "Hala zostanie zamknięta")], "hedge"
            ),
        ],
    ),
    Case(
        key="en-zone-k-parking-permits",
        source="Residents in Zone K can apply for up to two parking permits per household. The first permit costs £95 a year and the second £160; vehicles emitting more than 225 g/km of CO2 pay a £40 surcharge. You must provide a V5C registration document showing your address and a proof of residence dated within the last 3 months. Permits are digital, so there is nothing to display. Visitor vouchers cost £2.50 per day, and each household may buy no more than 60 per year. Permits do not guarantee a space. Controlled hours are 8am to 6.30pm, Monday to Saturday. Apply at parking.example.gov.uk quoting reference PZ-K-2025.",
        good=[
            Good(
                "preserve",
                "Live in Zone K? Each household can get a maximum of two parking permits. Your first permit is £95 a year and a second one is £160, plus a £40 surcharge for any vehicle that emits over 225 g/km of CO2. You'll need to send us a V5C registration document with your address on it, along with proof of residence dated in the last 3 months. Permits are digital, so you don't have to display anything. Visitor vouchers are £2.50 a day, and a household can buy up to 60 a year. Having a permit doesn't guarantee you a space. Controls apply Monday to Saturday, 8am to 6.30pm. Apply at parking.example.gov.uk and quote reference PZ-K-2025.",
            ),
            Good(
                "pl",
                "Mieszkańcy strefy K mogą wystąpić o maksymalnie dwa pozwolenia na parkowanie na gospodarstwo domowe. Pierwsze pozwolenie kosztuje 95 funtów rocznie, a drugie 160 funtów; za pojazdy emitujące ponad 225 g/km CO2 pobierana jest dopłata w wysokości 40 funtów. Należy przedstawić dowód rejestracyjny V5C z Twoim adresem oraz potwierdzenie zamieszkania wystawione w ciągu ostatnich 3 miesięcy. Pozwolenia mają formę cyfrową, więc nie trzeba niczego umieszczać za szybą. Karty dla gości kosztują 2,50 funta za dzień, a jedno gospodarstwo może kupić nie więcej niż 60 rocznie. Pozwolenie nie gwarantuje miejsca parkingowego. Strefa kontrolowana obowiązuje od poniedziałku do soboty w godz. 8:00–18:30. Wnioski składa się na stronie parking.example.gov.uk, podając numer referencyjny PZ-K-2025.",
            ),
            Good(
                "preserve",
                "Zone K permits: maximum two per household. Prices: £95 per year for the first, £160 for the second, plus a £40 surcharge for vehicles with CO2 emissions above 225 g/km. Required documents: a V5C showing your address and proof of residence dated within the past 3 months. Permits are digital; no display is needed. Visitor vouchers: £2.50 per day, with a limit of 60 per household per year. A permit does not guarantee a parking space. Controlled hours: Monday–Saturday, 8am–6.30pm. Apply via parking.example.gov.uk, quoting reference PZ-K-2025.",
            ),
            Good(
                "pl",
                "Strefa K – pozwolenia na parkowanie dla mieszkańców. Na jedno gospodarstwo domowe przysługują najwyżej dwa pozwolenia: pierwsze za 95 funtów rocznie, drugie za 160 funtów. Do pojazdów o emisji CO2 powyżej 225 g/km doliczamy 40 funtów. Do wniosku musisz dołączyć dokument V5C z Twoim adresem i potwierdzenie zamieszkania nie starsze niż 3 miesiące. Pozwolenie jest cyfrowe – nie trzeba niczego wykładać za szybę. Jednodniowa karta dla gościa kosztuje 2,50 funta; gospodarstwo może kupić maksymalnie 60 takich kart w roku. Posiadanie pozwolenia nie oznacza gwarancji wolnego miejsca. Ograniczenia obowiązują od poniedziałku do soboty, 8:00–18:30. Wniosek złóż na parking.example.gov.uk, podając numer PZ-K-2025.",
            ),
        ],
        bad=[
            Slip(0, [("quote reference PZ-K-2025", "quote reference PZ-K-2024")], "code"),
            Slip(
                1,
                [
                    (
                        "Pozwolenie nie gwarantuje miejsca parkingowego.",
                        "Pozwolenie gwarantuje miejsce parkingowe.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Visitor vouchers: £2.50 per day",
                        "Visitor vouchers: £2.50 per day or £15 per week",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-bin-collection-changes",
        source="From 6 January 2025, general waste in Ashcombe will be collected every three weeks instead of every fortnight. Recycling and food waste collections stay weekly. Bins must be out by 6.30am on collection day and brought back in by 8pm. Side waste will not be collected. Garden waste collection is optional and costs £48 for the year from 1 April; it is suspended in December and January. Households of five or more people may request a larger 240-litre bin at no charge. About 30% of what currently goes into general waste is food, which could be recycled instead. Check your new collection day at ashcombe.gov.uk/bins.",
        good=[
            Good(
                "preserve",
                "Ashcombe is moving general waste collections from fortnightly to three-weekly, starting on 6 January 2025. Recycling and food waste will still be picked up every week. Put your bin out by 6.30am on the day of collection and take it back in by 8pm. Any extra bags left beside the bin won't be taken. Garden waste collection is an optional service costing £48 for the year starting 1 April; there are no garden waste collections in December or January. If five or more people live in your home, you may ask for a larger 240-litre bin free of charge. Roughly 30% of today's general waste is food that could be recycled instead. To find your new collection day, visit ashcombe.gov.uk/bins.",
            ),
            Good(
                "preserve",
                "With effect from 6 January 2025, general waste collections in Ashcombe will change from every 14 days to every 21 days. Weekly collections of recycling and food waste will continue unchanged. Residents are required to present bins by 6.30am on collection day and to remove them by 8pm. Side waste will be left uncollected. The garden waste service is optional and is charged at £48 for the year commencing 1 April; the service is suspended during December and January. Households of at least five people may apply for a larger, 240-litre bin free of charge. An estimated 30% of current general waste is food that could instead be recycled. New collection days are available at ashcombe.gov.uk/bins.",
            ),
            Good(
                "pl",
                "Od 6 stycznia 2025 r. odpady zmieszane w Ashcombe będą odbierane co trzy tygodnie zamiast co dwa tygodnie. Odbiór surowców wtórnych i odpadów spożywczych pozostaje cotygodniowy. Pojemniki muszą zostać wystawione do 6:30 w dniu odbioru i zabrane z powrotem do 20:00. Odpady pozostawione obok pojemnika nie będą odbierane. Odbiór odpadów zielonych jest usługą dobrowolną i kosztuje 48 funtów za rok liczony od 1 kwietnia; w grudniu i styczniu jest zawieszony. Gospodarstwa domowe liczące pięć lub więcej osób mogą bezpłatnie poprosić o większy pojemnik o pojemności 240 litrów. Około 30% tego, co obecnie trafia do odpadów zmieszanych, to żywność, którą można by zamiast tego poddać recyklingowi. Nowy dzień odbioru sprawdzisz na stronie ashcombe.gov.uk/bins.",
            ),
        ],
        bad=[
            Slip(0, [("by 6.30am", "by 7.30am")], "date"),
            Slip(
                1,
                [("An estimated 30% of current general waste", "30% of current general waste")],
                "hedge",
            ),
            Slip(2, [("mogą bezpłatnie poprosić", "mogą odpłatnie poprosić")], "negation"),
        ],
    ),
    Case(
        key="en-tree-preservation-order",
        source="The oak and two beech trees at 14 Mill Lane are protected by Tree Preservation Order TPO/2024/031, made under section 198 of the Town and Country Planning Act 1990. No one may cut down, top, lop or uproot these trees without the council's written consent. Applications for works should include a sketch plan and, where decay is suspected, an arborist's report. The council will normally decide within 8 weeks. Breaching the order is a criminal offence and may lead to an unlimited fine. Objections to the provisional order can be made in writing until 21 March 2025 to trees@westvale.gov.uk. The order takes effect immediately and lasts 6 months unless confirmed.",
        good=[
            Good(
                "preserve",
                "Tree Preservation Order TPO/2024/031, made under section 198 of the Town and Country Planning Act 1990, protects the oak and the two beech trees at 14 Mill Lane. You must not cut down, top, lop or uproot any of them unless the council has given written consent. If you apply for works, you should include a sketch plan and, if you suspect decay, an arborist's report. Decisions are normally made within 8 weeks. Breaching the order is a criminal offence that may result in an unlimited fine. To object to the provisional order, write to trees@westvale.gov.uk by 21 March 2025. The order is in force straight away and will last 6 months unless it is confirmed.",
            ),
            Good(
                "pl",
                "Dąb i dwa buki przy 14 Mill Lane są chronione nakazem ochrony drzew (Tree Preservation Order) TPO/2024/031, wydanym na podstawie sekcji 198 ustawy Town and Country Planning Act 1990. Nikomu nie wolno ścinać, ogławiać, przycinać ani wykarczowywać tych drzew bez pisemnej zgody rady. Wniosek o przeprowadzenie prac powinien zawierać szkic sytuacyjny oraz – jeśli istnieje podejrzenie próchnienia – opinię arborysty. Rada zwykle wydaje decyzję w ciągu 8 tygodni. Naruszenie nakazu jest przestępstwem i może skutkować grzywną bez górnego limitu. Sprzeciwy wobec tymczasowego nakazu można zgłaszać na piśmie do 21 marca 2025 r. na adres trees@westvale.gov.uk. Nakaz obowiązuje od razu i wygasa po 6 miesiącach, chyba że zostanie zatwierdzony.",
            ),
            Good(
                "preserve",
                "Three trees at 14 Mill Lane – an oak and two beeches – are the subject of Tree Preservation Order TPO/2024/031 under section 198 of the Town and Country Planning Act 1990. Cutting down, topping, lopping or uprooting them is prohibited without the written consent of the council. Applications for works should be accompanied by a sketch plan and, in cases of suspected decay, by an arborist's report. The council normally determines applications within 8 weeks. Any breach of the order constitutes a criminal offence and may be punished by an unlimited fine. Written objections to the provisional order may be submitted to trees@westvale.gov.uk until 21 March 2025. The order has immediate effect and remains in force for 6 months unless confirmed.",
            ),
        ],
        bad=[
            Slip(0, [("TPO/2024/031", "TPO/2024/013")], "code"),
            Slip(1, [("sekcji 198", "sekcji 197")], "legal_reference"),
            Slip(
                0,
                [
                    (
                        "write to trees@westvale.gov.uk by 21 March 2025",
                        "write to trees@westvale.gov.uk or phone 01632 960 200 by 21 March 2025",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-building-control-inspections",
        source="Once building work has started, you must notify Building Control at least 48 hours before each of these stages: excavation of foundations, concrete poured for foundations, and drainage laid. Inspections can be booked between 8.30am and 4pm on weekdays by calling 01632 960 772 or at bc.northford.gov.uk/inspect. Please quote your application number, for example BC/25/00417. Inspectors may not be able to attend on the same day. Under regulation 16 of the Building Regulations 2010, a completion certificate will only be issued after a final inspection. Work that is covered up before it has been inspected may have to be opened up again at your expense.",
        good=[
            Good(
                "preserve",
                "After your building work starts, Building Control must be told at least 48 hours before each of three stages: digging the foundation trenches, pouring the foundation concrete, and laying the drains. To book an inspection, phone 01632 960 772 or go to bc.northford.gov.uk/inspect, on weekdays between 8.30am and 4pm. Please give your application number (for example, BC/25/00417). An inspector may not be able to come on the same day. Under regulation 16 of the Building Regulations 2010, no completion certificate is issued until a final inspection has taken place. If work is covered up before it has been inspected, you may have to open it up again at your own cost.",
            ),
            Good(
                "preserve",
                """Building work in progress? You must give Building Control at least 48 hours' notice before:
- excavating the foundations;
- pouring the foundation concrete;
- laying the drainage.

Book inspections on weekdays, 8.30am–4pm, on 01632 960 772 or at bc.northford.gov.uk/inspect, quoting your application number (e.g. BC/25/00417). Same-day visits may not be possible. A completion certificate is issued only after a final inspection (regulation 16, Building Regulations 2010). Anything covered up before inspection may need to be opened up again at your expense.""",
            ),
            Good(
                "pl",
                "Po rozpoczęciu robót budowlanych należy powiadomić Building Control co najmniej 48 godzin przed każdym z następujących etapów: wykonaniem wykopów pod fundamenty, wylaniem betonu fundamentowego i ułożeniem kanalizacji. Inspekcje można rezerwować w dni robocze od 8:30 do 16:00 pod numerem 01632 960 772 lub na stronie bc.northford.gov.uk/inspect. Prosimy podawać numer wniosku, na przykład BC/25/00417. Inspektor może nie być w stanie przyjechać tego samego dnia. Zgodnie z przepisem 16 rozporządzenia Building Regulations 2010 świadectwo zakończenia robót wydaje się dopiero po inspekcji końcowej. Prace zakryte przed inspekcją mogą wymagać ponownego odsłonięcia na Twój koszt.",
            ),
        ],
        bad=[
            Slip(1, [("at least 48 hours' notice", "at least 24 hours' notice")], "number"),
            Slip(
                0,
                [
                    (
                        "regulation 16 of the Building Regulations 2010",
                        "regulation 17 of the Building Regulations 2010",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "Inspektor może nie być w stanie przyjechać tego samego dnia.",
                        "Inspektor będzie w stanie przyjechać tego samego dnia.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-boiler-service-offer",
        source="Book your annual boiler service with HeatSure for £79, or £69 if you are already on a HeatSure Care plan. Every service is carried out by a Gas Safe registered engineer and takes about 45 minutes. Landlords are legally required to have gas appliances checked every 12 months and should keep the record for at least 2 years; we can issue a CP12 certificate for an extra £25. Appointments are available Monday to Saturday, 8am–6pm. If you need to cancel, please give at least 24 hours' notice, or a £30 call-out fee may apply. Boilers older than 15 years may not be covered. Book at heatsure.example.co.uk/service or call 0800 046 1122.",
        good=[
            Good(
                "preserve",
                "Get your yearly boiler service from HeatSure for just £79 – or £69 if you're already a HeatSure Care plan customer. A Gas Safe registered engineer does every service, and it takes about 45 minutes. Landlords: the law requires you to have gas appliances checked every 12 months, and you should hold on to the record for at least 2 years. We can provide a CP12 certificate for an additional £25. We have appointments Monday to Saturday from 8am to 6pm. Need to cancel? Please let us know at least 24 hours in advance, otherwise a £30 call-out fee may be charged. Boilers over 15 years old may not be covered. Book online at heatsure.example.co.uk/service or phone 0800 046 1122.",
            ),
            Good(
                "pl",
                "Zarezerwuj coroczny przegląd kotła w HeatSure za 79 funtów lub za 69 funtów, jeśli masz już plan HeatSure Care. Każdy przegląd wykonuje inżynier zarejestrowany w Gas Safe, a trwa on około 45 minut. Wynajmujący mają prawny obowiązek zlecać kontrolę urządzeń gazowych co 12 miesięcy i powinni przechowywać dokumentację przez co najmniej 2 lata; za dodatkowe 25 funtów możemy wystawić certyfikat CP12. Wizyty są dostępne od poniedziałku do soboty w godz. 8:00–18:00. Jeśli musisz odwołać wizytę, uprzedź nas co najmniej 24 godziny wcześniej, w przeciwnym razie może zostać naliczona opłata za dojazd w wysokości 30 funtów. Kotły starsze niż 15 lat mogą nie być objęte usługą. Rezerwacje: heatsure.example.co.uk/service lub tel. 0800 046 1122.",
            ),
            Good(
                "preserve",
                "HeatSure offers an annual boiler service at £79, reduced to £69 for existing HeatSure Care plan holders. All services are performed by Gas Safe registered engineers and take approximately 45 minutes. Landlords have a legal obligation to have gas appliances inspected every 12 months and are advised to retain the record for a minimum of 2 years; a CP12 certificate can be issued for an additional £25. Appointments are offered from 8am to 6pm, Monday to Saturday. Please give at least 24 hours' notice of any cancellation; otherwise, a £30 call-out fee may be charged. Boilers more than 15 years old may not be covered. Bookings can be made at heatsure.example.co.uk/service or by telephone on 0800 046 1122.",
            ),
        ],
        bad=[
            Slip(0, [("£69", "£59")], "number"),
            Slip(1, [("powinni przechowywać", "muszą przechowywać")], "modality"),
            Slip(
                2,
                [
                    (
                        "Boilers more than 15 years old may not be covered.",
                        "Boilers more than 15 years old are not covered.",
                    )
                ],
                "hedge",
            ),
            Slip(0, [("heatsure.example.co.uk/service", "heatsure.example.com/service")], "url"),
        ],
    ),
    Case(
        key="en-cycle-to-work-memo",
        source="The cycle-to-work scheme reopens for applications from 1 to 30 June. Employees can choose a bike and safety equipment worth up to £2,500 (e-bikes up to £4,000), and the cost is recovered through salary sacrifice over 12 months. Because payments come out before tax and National Insurance, most staff save between 26% and 42%, depending on their tax band. You must have a permanent contract and must not be in your probationary period. Staff whose pay would fall below the National Minimum Wage after deductions are not eligible. If you leave before the 12 months are up, the outstanding balance will be taken from your final salary. Questions: rewards@kestrel-group.com.",
        good=[
            Good(
                "preserve",
                "Applications for the cycle-to-work scheme open again from 1 to 30 June. You can pick a bike plus safety kit worth up to £2,500, or up to £4,000 for an e-bike, and pay for it through salary sacrifice over 12 months. Since the payments are taken before tax and National Insurance, most people save 26–42%, depending on their tax band. To join, you must be on a permanent contract and must not be in your probationary period. If the deductions would take your pay below the National Minimum Wage, you can't take part. Leave before the 12 months are over and whatever is still owed will come out of your final salary. Any questions? Email rewards@kestrel-group.com.",
            ),
            Good(
                "pl",
                "Program cycle-to-work ponownie przyjmuje wnioski od 1 do 30 czerwca. Pracownicy mogą wybrać rower i sprzęt ochronny o wartości do 2500 funtów (rowery elektryczne do 4000 funtów), a koszt jest potrącany z wynagrodzenia w ramach salary sacrifice przez 12 miesięcy. Ponieważ raty są pobierane przed opodatkowaniem i składkami National Insurance, większość pracowników oszczędza od 26% do 42%, w zależności od progu podatkowego. Warunkiem udziału jest umowa na czas nieokreślony; nie można też być w okresie próbnym. Pracownicy, których wynagrodzenie po potrąceniach spadłoby poniżej krajowej płacy minimalnej (National Minimum Wage), nie kwalifikują się. W razie odejścia z firmy przed upływem 12 miesięcy pozostała kwota zostanie potrącona z ostatniej pensji. Pytania: rewards@kestrel-group.com.",
            ),
            Good(
                "preserve",
                "Applications to the cycle-to-work scheme will be accepted from 1 June to 30 June. Eligible employees may select a bicycle and safety equipment up to a value of £2,500 (£4,000 for e-bikes), the cost of which is recovered by salary sacrifice over a 12-month period. As deductions are made before tax and National Insurance, the majority of staff save between 26% and 42%, depending on tax band. Participation requires a permanent contract, and applicants must have completed their probationary period. Employees whose pay would fall below the National Minimum Wage after deductions are ineligible. Should an employee leave within the 12 months, the outstanding balance will be deducted from their final salary. Questions may be sent to rewards@kestrel-group.com.",
            ),
        ],
        bad=[
            Slip(0, [("or up to £4,000 for an e-bike", "or up to £5,000 for an e-bike")], "number"),
            Slip(
                2,
                [
                    (
                        "depending on tax band.",
                        "depending on tax band, and the company adds a £100 accessories voucher.",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("rewards@kestrel-group.com", "rewards@kestrelgroup.com")], "url"),
        ],
    ),
    Case(
        key="en-passport-renewal-online",
        source="You can renew an adult passport online if it is undamaged and was issued when you were 16 or over. Renewing online costs £88.50; a paper application costs £100. Allow up to 3 weeks for an online renewal, longer in the busy months between March and August. You must not book travel until you have received your new passport. Your photo must have been taken within the last month, and you must not wear glasses in it. Any time left on your current passport is not added to the new one. The Fast Track service (1 week) costs £178 and requires an appointment. Apply at www.gov.example.uk/renew-passport.",
        good=[
            Good(
                "preserve",
                "If your adult passport is undamaged and was issued when you were aged 16 or older, you can renew it online. The fee is £88.50 online, or £100 if you apply on paper. An online renewal can take up to 3 weeks, and longer during the busy March-to-August period. Don't book any travel until your new passport has arrived. Your photo must be no more than a month old, and you must not be wearing glasses in it. Remaining validity on your old passport won't be carried over to the new one. The 1-week Fast Track service costs £178 and you have to book an appointment for it. Apply at www.gov.example.uk/renew-passport.",
            ),
            Good(
                "preserve",
                "Online renewal is possible for an undamaged adult passport issued when you were 16 or over. Fees: £88.50 online, £100 on paper. Processing: up to 3 weeks online, longer from March to August (peak season). Travel must not be booked before the new passport arrives. Photos must have been taken within the last month, without glasses. Unused time on your current passport is not carried over. Fast Track (1 week): £178, appointment required. Apply: www.gov.example.uk/renew-passport.",
            ),
            Good(
                "pl",
                "Paszport osoby dorosłej można odnowić online, jeśli nie jest uszkodzony i został wydany, gdy miałeś co najmniej 16 lat. Odnowienie online kosztuje 88,50 funta, a wniosek papierowy 100 funtów. Na odnowienie online trzeba liczyć do 3 tygodni, a w okresie wzmożonego ruchu od marca do sierpnia dłużej. Nie wolno rezerwować podróży przed otrzymaniem nowego paszportu. Zdjęcie musi być zrobione w ciągu ostatniego miesiąca i nie można być na nim w okularach. Pozostały okres ważności obecnego paszportu nie jest doliczany do nowego. Usługa Fast Track (1 tydzień) kosztuje 178 funtów i wymaga umówienia wizyty. Wniosek złożysz na stronie www.gov.example.uk/renew-passport.",
            ),
        ],
        bad=[
            Slip(0, [("£88.50", "£85.50")], "number"),
            Slip(
                1,
                [("Travel must not be booked before", "Travel should not be booked before")],
                "modality",
            ),
            Slip(2, [("nie jest doliczany do nowego", "jest doliczany do nowego")], "negation"),
            Slip(
                2,
                [("i nie można być na nim w okularach", "and you must not wear glasses in it")],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-volunteer-lifeguards",
        source="Kessock Bay Volunteer Lifeguards are recruiting for the 2025 season, which runs from 24 May to 7 September. Volunteers must be at least 16 years old, be able to swim 400 metres in under 8 minutes and hold, or be willing to gain, the National Vocational Beach Lifeguard Qualification. Training is free and takes place on four Sunday mornings in April, starting 6 April. Each volunteer is asked to cover at least six shifts of 4 hours each; shifts run 10am–2pm or 2pm–6pm. Patrols may be cancelled in high winds. We will probably need around 40 new volunteers. Register your interest at volunteer@kessocklifeguards.org by 21 March.",
        good=[
            Good(
                "preserve",
                "Fancy volunteering? Kessock Bay Volunteer Lifeguards are looking for people for the 2025 season (24 May to 7 September). You must be 16 or older, able to swim 400 metres in less than 8 minutes, and either hold the National Vocational Beach Lifeguard Qualification or be willing to gain it. Training is free: four Sunday mornings in April, beginning on 6 April. We ask each volunteer to do at least six 4-hour shifts, either 10am–2pm or 2pm–6pm. In high winds, patrols may be called off. We'll probably need about 40 new volunteers. Email volunteer@kessocklifeguards.org by 21 March to register your interest.",
            ),
            Good(
                "pl",
                "Kessock Bay Volunteer Lifeguards rekrutują na sezon 2025, który potrwa od 24 maja do 7 września. Wolontariusze muszą mieć co najmniej 16 lat, umieć przepłynąć 400 metrów w czasie krótszym niż 8 minut oraz posiadać kwalifikację National Vocational Beach Lifeguard Qualification lub być gotowi ją zdobyć. Szkolenie jest bezpłatne i odbywa się w cztery niedzielne poranki w kwietniu, począwszy od 6 kwietnia. Prosimy każdego wolontariusza o objęcie co najmniej sześciu czterogodzinnych dyżurów; dyżury trwają od 10:00 do 14:00 lub od 14:00 do 18:00. Przy silnym wietrze patrole mogą zostać odwołane. Prawdopodobnie będziemy potrzebować około 40 nowych wolontariuszy. Zgłoszenia chęci udziału prosimy przesyłać na adres volunteer@kessocklifeguards.org do 21 marca.",
            ),
            Good(
                "pl",
                "Rekrutacja do Kessock Bay Volunteer Lifeguards na sezon 2025 (24 maja – 7 września) jest otwarta. Kandydat musi mieć ukończone 16 lat, przepływać 400 m w mniej niż 8 minut i mieć uprawnienia National Vocational Beach Lifeguard Qualification albo być gotowym je uzyskać. Bezpłatne szkolenie obejmuje cztery niedzielne przedpołudnia w kwietniu, a pierwsze zajęcia odbędą się 6 kwietnia. Każdego ochotnika prosimy o co najmniej sześć dyżurów po 4 godziny (10:00–14:00 albo 14:00–18:00). Patrole mogą być odwoływane w razie silnego wiatru. Potrzebujemy prawdopodobnie około 40 nowych ochotników. Chęć udziału należy zgłosić do 21 marca, pisząc na volunteer@kessocklifeguards.org.",
            ),
        ],
        bad=[
            Slip(0, [("less than 8 minutes", "less than 10 minutes")], "number"),
            Slip(
                1,
                [("Prawdopodobnie będziemy potrzebować około 40", "Będziemy potrzebować 40")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "pierwsze zajęcia odbędą się 6 kwietnia",
                        "pierwsze zajęcia odbędą się 13 kwietnia",
                    )
                ],
                "date",
            ),
            Slip(
                1,
                [
                    (
                        "Przy silnym wietrze patrole mogą zostać odwołane.",
                        "Patrols may be cancelled in high winds.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-ski-lift-passes",
        source="Glenmore Peaks lift passes for the 2024/25 winter season are valid from 14 December to 21 April, snow conditions permitting. A day pass costs €58 for adults and €41 for children aged 6–15; children under 6 ride free but must be accompanied by a paying adult. Buying online at least 48 hours in advance saves 10%. Passes are personal and must not be transferred; staff may check photo ID at the turnstiles. Lost passes can be replaced for a €5 fee on presentation of the receipt. Refunds are not given for bad weather unless all lifts are closed for the whole day. See glenmorepeaks.example.com/passes.",
        good=[
            Good(
                "preserve",
                "Glenmore Peaks 2024/25 lift passes work from 14 December to 21 April, as long as the snow allows. Adults pay €58 for a day pass and children aged 6 to 15 pay €41. Under-6s ride for free, but they must be with a paying adult. Book online 48 hours or more ahead and you'll save 10%. Your pass is for you alone and must not be passed on to anyone else – staff may ask to see photo ID at the turnstiles. If you lose your pass, we can replace it for €5 when you show the receipt. We don't refund for bad weather unless every lift is shut for the entire day. More at glenmorepeaks.example.com/passes.",
            ),
            Good(
                "preserve",
                "2024/25 season lift passes, Glenmore Peaks: valid 14 December–21 April, subject to snow conditions. Day pass: €58 adult, €41 child (6–15). Under-6s free, but they must be accompanied by a paying adult. 10% off when bought online at least 48 hours ahead. Passes are non-transferable; photo ID may be checked at the turnstiles. Replacement of a lost pass: €5, receipt required. No refunds for bad weather unless all lifts are closed all day. Details: glenmorepeaks.example.com/passes.",
            ),
            Good(
                "pl",
                "Karnety na wyciągi Glenmore Peaks na sezon zimowy 2024/25 są ważne od 14 grudnia do 21 kwietnia, o ile pozwolą na to warunki śniegowe. Karnet dzienny kosztuje 58 euro dla dorosłych i 41 euro dla dzieci w wieku 6–15 lat; dzieci poniżej 6 lat jeżdżą bezpłatnie, ale muszą być pod opieką dorosłego z płatnym karnetem. Zakup online co najmniej 48 godzin wcześniej daje 10% zniżki. Karnety są imienne i nie wolno ich przekazywać innym osobom; przy bramkach obsługa może sprawdzić dokument tożsamości ze zdjęciem. Zgubiony karnet można wymienić za opłatą 5 euro po okazaniu paragonu. Za złą pogodę nie zwracamy pieniędzy, chyba że wszystkie wyciągi są zamknięte przez cały dzień. Szczegóły: glenmorepeaks.example.com/passes.",
            ),
        ],
        bad=[
            Slip(0, [("€41", "€46")], "number"),
            Slip(1, [("valid 14 December–21 April", "valid 14 December–31 March")], "date"),
            Slip(
                2,
                [
                    (
                        "nie wolno ich przekazywać innym osobom",
                        "nie powinno się ich przekazywać innym osobom",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-riding-stables-rules",
        source="Hollybrook Riding Stables: all riders must wear a hat that meets PAS 015 or VG1 and boots with a small heel; trainers are not allowed. The weight limit for our horses is 95 kg. Children under 8 can book lead-rein lessons only. A 30-minute private lesson costs £38 and a one-hour group hack £45. Lessons cancelled with less than 24 hours' notice will be charged in full, except in the case of illness with a doctor's note. In icy conditions rides may be replaced by arena sessions. Please arrive 15 minutes early to be fitted with equipment. Book at bookings@hollybrook-stables.co.uk.",
        good=[
            Good(
                "preserve",
                "Riding at Hollybrook? Every rider has to wear a hat that meets PAS 015 or VG1, plus boots with a small heel – no trainers. Our horses can carry riders up to 95 kg. For children under 8, we only offer lead-rein lessons. A private lesson lasting half an hour is £38, and a group hack of one hour is £45. If you cancel with less than 24 hours' notice, you'll pay the full price unless you're ill and have a doctor's note. When it's icy, we may swap rides for sessions in the arena. Please get here 15 minutes early so we can fit your equipment. To book, email bookings@hollybrook-stables.co.uk.",
            ),
            Good(
                "pl",
                "Hollybrook Riding Stables: każdy jeździec musi mieć kask zgodny z normą PAS 015 lub VG1 oraz buty z niewielkim obcasem; obuwie sportowe jest niedozwolone. Limit wagi jeźdźca dla naszych koni wynosi 95 kg. Dzieci poniżej 8 lat mogą zapisywać się wyłącznie na lekcje z koniem prowadzonym na uwiązie. Lekcja indywidualna trwająca 30 minut kosztuje 38 funtów, a godzinna grupowa przejażdżka w teren 45 funtów. Za lekcje odwołane z wyprzedzeniem krótszym niż 24 godziny pobieramy pełną opłatę, z wyjątkiem choroby potwierdzonej zaświadczeniem lekarskim. Przy oblodzeniu jazdy mogą zostać zastąpione zajęciami na ujeżdżalni. Prosimy o przybycie 15 minut wcześniej w celu dopasowania sprzętu. Rezerwacje: bookings@hollybrook-stables.co.uk.",
            ),
            Good(
                "preserve",
                "Hollybrook Riding Stables requires all riders to wear a hat conforming to PAS 015 or VG1 and boots with a small heel; trainers are not permitted. Riders must not exceed 95 kg, the weight limit for our horses. Only lead-rein lessons are available to children under 8. The fee is £38 for a 30-minute private lesson and £45 for a one-hour group hack. Cancellations made with less than 24 hours' notice are charged in full, save for illness supported by a doctor's note. Rides may be replaced with arena sessions in icy conditions. Riders are asked to arrive 15 minutes early for equipment fitting. Bookings are taken at bookings@hollybrook-stables.co.uk.",
            ),
        ],
        bad=[
            Slip(0, [("up to 95 kg", "up to 105 kg")], "number"),
            Slip(1, [("PAS 015 lub VG1", "PAS 015 lub VG2")], "code"),
            Slip(2, [("trainers are not permitted", "trainers are permitted")], "negation"),
        ],
    ),
    Case(
        key="en-dance-studio-spring-term",
        source="Spring term at the Larkin Dance Studio runs from 13 January to 4 April, with a half-term break from 17 to 21 February. Term fees are £96 for one weekly class and £170 for two; a sibling discount of 10% applies to the second child. Fees must be paid in full by the first class. Pupils taking ballet exams in March should attend at least 90% of classes. Parents are not allowed to watch lessons except during the open week, 24 to 28 March. Hair must be tied back for all classes. Uniform can be ordered at larkindance.example.co.uk/uniform and usually arrives within 10 working days.",
        good=[
            Good(
                "preserve",
                "Larkin Dance Studio's spring term is 13 January to 4 April, with half-term from 17 to 21 February. One class a week costs £96 for the term and two cost £170, and second children get a 10% sibling discount. The full fee has to be paid by the first class. If your child is taking a ballet exam in March, they should come to at least 90% of classes. Parents can't watch lessons, except during open week (24–28 March). Every pupil must have their hair tied back in all classes. You can order uniform at larkindance.example.co.uk/uniform; it normally arrives within 10 working days.",
            ),
            Good(
                "preserve",
                "The spring term at Larkin Dance Studio will run from 13 January until 4 April, with a half-term break from 17 to 21 February. The term fee is £96 for one class per week or £170 for two classes, with a 10% sibling discount on the second child's fees. Payment in full is required no later than the first class. Attendance of not less than 90% of classes is recommended for pupils sitting ballet exams in March. Lessons are closed to parents, with the exception of open week from 24 to 28 March. Tying back hair is mandatory in all classes. Uniform may be ordered via larkindance.example.co.uk/uniform, with delivery usually within 10 working days.",
            ),
            Good(
                "pl",
                "Semestr wiosenny w Larkin Dance Studio trwa od 13 stycznia do 4 kwietnia, z przerwą śródsemestralną od 17 do 21 lutego. Opłata za semestr wynosi 96 funtów za jedne zajęcia tygodniowo i 170 funtów za dwa; przy drugim dziecku obowiązuje 10% zniżki dla rodzeństwa. Opłatę należy uiścić w całości najpóźniej do pierwszych zajęć. Uczniowie przystępujący w marcu do egzaminów z baletu powinni uczestniczyć w co najmniej 90% zajęć. Rodzice nie mogą oglądać lekcji, z wyjątkiem tygodnia otwartego od 24 do 28 marca. Na wszystkich zajęciach włosy muszą być związane. Strój można zamówić na stronie larkindance.example.co.uk/uniform; zwykle dociera w ciągu 10 dni roboczych.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("half-term from 17 to 21 February", "half-term from 17 to 28 February")],
                "date",
            ),
            Slip(
                1,
                [
                    (
                        "is recommended for pupils sitting ballet exams",
                        "is required for pupils sitting ballet exams",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("zwykle dociera w ciągu 10 dni roboczych", "dociera w ciągu 10 dni roboczych")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-coastlines-photo-competition",
        source="""## Coastlines Photography Competition 2025

Entries are open until **23:59 BST on 31 July 2025**. Each photographer may submit up to 3 images, as JPEGs no larger than 10 MB. Entry is free for under-18s; everyone else pays £12.

- Images must not be altered beyond basic cropping and exposure adjustment.
- AI-generated images are not eligible.
- The winner receives £750 and a print exhibition at the Harbour Gallery.

Full rules: [coastlines-photo.example.org/rules](https://coastlines-photo.example.org/rules).""",
        good=[
            Good(
                "preserve",
                """## Coastlines Photography Competition 2025

You can enter until **23:59 BST on 31 July 2025**. Every photographer may send in a maximum of 3 images, each a JPEG of 10 MB or less. Under-18s enter for free; the entry fee for everyone else is £12.

- Beyond basic cropping and exposure adjustment, images must not be edited.
- Images generated by AI cannot be entered.
- The winning photographer gets £750 plus a print exhibition at the Harbour Gallery.

Read the full rules at [coastlines-photo.example.org/rules](https://coastlines-photo.example.org/rules).""",
            ),
            Good(
                "pl",
                """## Konkurs fotograficzny Coastlines 2025

Zgłoszenia przyjmujemy do **31 lipca 2025 r., godz. 23:59 BST**. Każdy fotograf może nadesłać maksymalnie 3 zdjęcia w formacie JPEG, o rozmiarze nieprzekraczającym 10 MB. Udział jest bezpłatny dla osób poniżej 18 lat; pozostali płacą 12 funtów.

- Zdjęć nie wolno modyfikować w zakresie wykraczającym poza podstawowe kadrowanie i korektę ekspozycji.
- Obrazy wygenerowane przez AI nie są dopuszczone do konkursu.
- Zwycięzca otrzyma 750 funtów oraz wystawę odbitek w Harbour Gallery.

Pełny regulamin: [coastlines-photo.example.org/rules](https://coastlines-photo.example.org/rules).""",
            ),
            Good(
                "preserve",
                """## Coastlines Photography Competition 2025

**Deadline: 31 July 2025, 23:59 BST.** Up to 3 JPEG images per photographer, max 10 MB each. Free for under-18s; £12 for all other entrants.

- No alterations beyond basic cropping and exposure adjustment.
- No AI-generated images.
- Prize: £750 and a print exhibition at the Harbour Gallery.

Full rules: [coastlines-photo.example.org/rules](https://coastlines-photo.example.org/rules).""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "[coastlines-photo.example.org/rules](https://coastlines-photo.example.org/rules)",
                        "coastlines-photo.example.org/rules",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "## Konkurs fotograficzny Coastlines 2025",
                        "Konkurs fotograficzny Coastlines 2025",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("max 10 MB each", "max 20 MB each")], "number"),
        ],
    ),
    Case(
        key="en-saltmarsh-art-residency",
        source="The Saltmarsh Art Residency offers two artists a 10-week residency from 1 September to 10 November 2025. Each resident receives a fee of £4,200, a materials budget of £800 and free accommodation in a shared cottage. Applicants must have been working as artists for at least 3 years and must not be enrolled in full-time education. Residents are expected to spend at least four days a week on site and should give one public talk. The programme cannot cover travel costs. Applications close at noon on 14 May; interviews are likely to take place in the week of 9 June. Apply via saltmarsh.example.org/residency.",
        good=[
            Good(
                "preserve",
                "The Saltmarsh Art Residency will host two artists for 10 weeks, from 1 September to 10 November 2025. Each of them gets a £4,200 fee, £800 for materials and free accommodation in a shared cottage. To apply, you must have worked as an artist for at least 3 years and you must not be in full-time education. We expect residents to be on site at least four days a week, and they should give one public talk. We can't pay for travel. The deadline is 12pm on 14 May, and interviews will likely be held in the week of 9 June. Apply at saltmarsh.example.org/residency.",
            ),
            Good(
                "pl",
                "Saltmarsh Art Residency zaprasza dwoje artystów na 10-tygodniową rezydencję od 1 września do 10 listopada 2025 r. Każda z tych osób otrzyma honorarium w wysokości 4200 funtów, budżet na materiały w wysokości 800 funtów oraz bezpłatne zakwaterowanie we wspólnym domku. Kandydaci muszą działać jako artyści od co najmniej 3 lat i nie mogą być w trakcie nauki w trybie stacjonarnym. Od rezydentów oczekuje się, że co najmniej cztery dni w tygodniu będą spędzać na miejscu; powinni też wygłosić jeden publiczny wykład. Program nie pokrywa kosztów podróży. Nabór kończy się 14 maja w południe; rozmowy kwalifikacyjne odbędą się prawdopodobnie w tygodniu rozpoczynającym się 9 czerwca. Zgłoszenia: saltmarsh.example.org/residency.",
            ),
            Good(
                "preserve",
                "Two artists will be selected for the Saltmarsh Art Residency, a 10-week programme running from 1 September to 10 November 2025. Each will be paid a fee of £4,200 and will receive an £800 materials budget together with free accommodation in a shared cottage. Applicants must have a practice of at least 3 years and must not be in full-time education. Residents are expected to be on site for a minimum of four days per week and should deliver one public talk. Travel costs are not covered by the programme. The application deadline is noon on 14 May, with interviews likely in the week of 9 June. Applications are made through saltmarsh.example.org/residency.",
            ),
        ],
        bad=[
            Slip(0, [("£800 for materials", "£1,800 for materials")], "number"),
            Slip(
                1,
                [
                    (
                        "nie mogą być w trakcie nauki w trybie stacjonarnym",
                        "mogą być w trakcie nauki w trybie stacjonarnym",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Program nie pokrywa kosztów podróży.",
                        "The programme cannot cover travel costs.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [
                    (
                        "free accommodation in a shared cottage",
                        "free accommodation in a shared cottage with a private studio",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-roman-villa-press-release",
        source="Archaeologists from the Eastmoor Archaeology Trust have uncovered the remains of a Roman villa near Little Harrowden, Northamptonshire. The excavation, which ran from 3 June to 26 July 2024, revealed a bath-house and at least 14 rooms, some with mosaic floors. Coins found on site suggest the villa was occupied from about AD 120 to AD 380. Dr Helen Marsh, who led the dig, said the find was “probably the most complete villa plan recorded in the county”. The results build on a 2019 geophysical survey (Okafor & Reid, 2020). The site is on private land and is not open to the public; a free open day will be held on 14 September.",
        good=[
            Good(
                "preserve",
                "A Roman villa has been uncovered near Little Harrowden in Northamptonshire by archaeologists from the Eastmoor Archaeology Trust. During the excavation, between 3 June and 26 July 2024, the team found a bath-house and no fewer than 14 rooms, some of them with mosaic floors. The coins recovered suggest that the villa was occupied from around AD 120 until AD 380. According to Dr Helen Marsh, who directed the dig, it is “probably the most complete villa plan recorded in the county”. The work follows on from a geophysical survey carried out in 2019 (Okafor & Reid, 2020). Because the site is on private land, it is not open to the public, but there will be a free open day on 14 September.",
            ),
            Good(
                "pl",
                "Archeolodzy z Eastmoor Archaeology Trust odkryli pozostałości rzymskiej willi w pobliżu Little Harrowden w hrabstwie Northamptonshire. Wykopaliska, prowadzone od 3 czerwca do 26 lipca 2024 r., odsłoniły łaźnię i co najmniej 14 pomieszczeń, niektóre z mozaikowymi posadzkami. Znalezione na miejscu monety wskazują, że willa była zamieszkana mniej więcej od 120 do 380 r. n.e. Kierująca pracami dr Helen Marsh powiedziała, że to „prawdopodobnie najbardziej kompletny plan willi udokumentowany w hrabstwie”. Wyniki są kontynuacją badań geofizycznych z 2019 r. (Okafor i Reid, 2020). Stanowisko znajduje się na terenie prywatnym i nie jest udostępnione zwiedzającym; 14 września odbędzie się tam bezpłatny dzień otwarty.",
            ),
            Good(
                "preserve",
                "Excavations by the Eastmoor Archaeology Trust near Little Harrowden, Northamptonshire (3 June–26 July 2024) have exposed a Roman villa comprising a bath-house and at least 14 rooms, some with mosaic floors. Numismatic evidence suggests occupation from about AD 120 to AD 380. The director of the excavation, Dr Helen Marsh, described the find as “probably the most complete villa plan recorded in the county”. The project builds on a geophysical survey conducted in 2019 (Okafor & Reid, 2020). The site lies on private land and is closed to the public, although a free open day is scheduled for 14 September.",
            ),
        ],
        bad=[
            Slip(0, [("(Okafor & Reid, 2020)", "(Okafor & Reid, 2019)")], "citation"),
            Slip(1, [("co najmniej 14 pomieszczeń", "co najmniej 12 pomieszczeń")], "number"),
            Slip(2, [("“probably the most complete", "“the most complete")], "hedge"),
            Slip(2, [("(Okafor & Reid, 2020)", "(Okafor, 2020)")], "citation"),
        ],
    ),
    Case(
        key="en-cover-crops-soil-carbon",
        source="Cover crops are widely promoted to increase soil organic carbon (SOC), but their effect in cool temperate arable systems remains uncertain. We sampled 48 fields in eastern Scotland in 2021 and 2023, comparing plots with winter cover crops against bare fallow controls. Mean SOC in the top 30 cm rose by 0.21 t C ha⁻¹ yr⁻¹ under cover crops (95% CI 0.08–0.34), lower than the 0.32 t C ha⁻¹ yr⁻¹ reported by Poeplau and Don (2015). Gains were not significant on sandy soils. Our results are consistent with Jian et al. (2020) and suggest that cover crops alone are unlikely to meet national sequestration targets.",
        good=[
            Good(
                "preserve",
                "Cover crops are often recommended as a way to build soil organic carbon (SOC), yet how well they work in cool temperate arable systems is still uncertain. We sampled 48 fields in eastern Scotland in 2021 and again in 2023, comparing plots under winter cover crops with bare fallow controls. In the top 30 cm, mean SOC increased by 0.21 t C ha⁻¹ yr⁻¹ with cover crops (95% CI 0.08–0.34) – less than the 0.32 t C ha⁻¹ yr⁻¹ reported by Poeplau and Don (2015). On sandy soils, the gains were not significant. These findings agree with Jian et al. (2020) and suggest that cover crops on their own are unlikely to be enough to meet national sequestration targets.",
            ),
            Good(
                "preserve",
                "Although cover cropping is widely advocated as a means of raising soil organic carbon (SOC), its effect in cool temperate arable systems remains uncertain. Forty-eight fields in eastern Scotland were sampled in 2021 and 2023, with winter cover crop plots compared against bare fallow controls. Cover crops increased mean SOC in the upper 30 cm by 0.21 t C ha⁻¹ yr⁻¹ (95% CI 0.08–0.34), a rate below the 0.32 t C ha⁻¹ yr⁻¹ reported by Poeplau and Don (2015); gains on sandy soils were not significant. Consistent with Jian et al. (2020), the results suggest that cover crops by themselves are unlikely to achieve national sequestration targets.",
            ),
            Good(
                "pl",
                "Międzyplony są powszechnie zalecane jako sposób na zwiększenie zawartości węgla organicznego w glebie (SOC), jednak ich wpływ w uprawach polowych chłodnej strefy umiarkowanej pozostaje niepewny. W latach 2021 i 2023 pobraliśmy próbki z 48 pól we wschodniej Szkocji, porównując poletka z zimowymi międzyplonami z kontrolnymi poletkami czarnego ugoru. Średnia zawartość SOC w wierzchniej warstwie 30 cm wzrosła pod międzyplonami o 0,21 t C ha⁻¹ rok⁻¹ (95% CI 0,08–0,34), czyli mniej niż 0,32 t C ha⁻¹ rok⁻¹ podawane w pracy Poeplau i Don (2015). Na glebach piaszczystych przyrosty nie były istotne statystycznie. Wyniki są zgodne z pracą Jian i in. (2020) i wskazują, że jest mało prawdopodobne, aby same międzyplony pozwoliły osiągnąć krajowe cele w zakresie sekwestracji.",
            ),
        ],
        bad=[
            Slip(0, [("Poeplau and Don (2015)", "Poeplau and Don (2016)")], "citation"),
            Slip(1, [("(95% CI 0.08–0.34)", "(95% CI 0.08–0.43)")], "number"),
            Slip(
                2,
                [
                    (
                        "Na glebach piaszczystych przyrosty nie były istotne statystycznie.",
                        "Na glebach piaszczystych przyrosty były istotne statystycznie.",
                    )
                ],
                "negation",
            ),
            Slip(0, [("are unlikely to be enough", "will not be enough")], "hedge"),
            Slip(
                1,
                [("Consistent with Jian et al. (2020)", "Consistent with Jiang et al. (2020)")],
                "citation",
            ),
        ],
    ),
    Case(
        key="en-urban-beekeeping-forage",
        source="Urban beekeeping has grown rapidly in London, with registered apiaries rising from about 1,600 in 2008 to over 5,000 by 2023 (Alton & Ratnieks, 2013; Stevenson et al., 2024). We estimated forage availability within 2 km of 412 apiaries using land-cover data and flower surveys. In 38% of sites, estimated nectar supply was insufficient to support the existing colony density. Honey yields were on average 27% lower in these areas. These findings suggest that further hive placements in central boroughs should be discouraged, although we did not measure effects on wild pollinators directly (cf. Baldock et al., 2015).",
        good=[
            Good(
                "preserve",
                "London has seen a rapid rise in urban beekeeping: the number of registered apiaries went from roughly 1,600 in 2008 to more than 5,000 by 2023 (Alton & Ratnieks, 2013; Stevenson et al., 2024). Using land-cover data and flower surveys, we estimated how much forage was available within 2 km of 412 apiaries. At 38% of sites, the estimated nectar supply was not enough to support the current density of colonies, and in these areas honey yields were 27% lower on average. This suggests that placing more hives in central boroughs should be discouraged, though we did not directly measure the effects on wild pollinators (cf. Baldock et al., 2015).",
            ),
            Good(
                "pl",
                "Pszczelarstwo miejskie w Londynie rozwija się szybko: liczba zarejestrowanych pasiek wzrosła z około 1600 w 2008 r. do ponad 5000 w 2023 r. (Alton i Ratnieks, 2013; Stevenson i in., 2024). Na podstawie danych o pokryciu terenu i inwentaryzacji kwiatów oszacowaliśmy dostępność pożytku w promieniu 2 km od 412 pasiek. W 38% lokalizacji szacowana podaż nektaru była niewystarczająca dla obecnego zagęszczenia rodzin pszczelich. Plony miodu były na tych obszarach średnio o 27% niższe. Wyniki sugerują, że powinno się zniechęcać do ustawiania kolejnych uli w centralnych dzielnicach, choć nie mierzyliśmy bezpośrednio wpływu na dzikie zapylacze (por. Baldock i in., 2015).",
            ),
            Good(
                "preserve",
                "Registered apiaries in London increased from approximately 1,600 in 2008 to over 5,000 by 2023, reflecting rapid growth in urban beekeeping (Alton & Ratnieks, 2013; Stevenson et al., 2024). Forage availability within a 2 km radius of 412 apiaries was estimated from land-cover data and flower surveys. Estimated nectar supply was insufficient for existing colony density at 38% of sites, where mean honey yields were 27% lower. These findings suggest that additional hive placements in central boroughs should be discouraged; effects on wild pollinators, however, were not measured directly (cf. Baldock et al., 2015).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(Alton & Ratnieks, 2013; Stevenson et al., 2024)", "(Alton & Ratnieks, 2013)")],
                "citation",
            ),
            Slip(1, [("(por. Baldock i in., 2015)", "(por. Baldwin i in., 2015)")], "citation"),
            Slip(2, [("should be discouraged", "must be discouraged")], "modality"),
        ],
    ),
    Case(
        key="en-payments-api-deprecation",
        source="**Deprecation notice:** version 1 of the Orbit Payments API (`/v1/charges`) will be switched off on **30 November 2025**. From 1 September, v1 responses will include a `Deprecation: true` header. Please migrate to `/v2/payments`; the `amount` field is now an integer in minor units (e.g. `1999` for €19.99). Webhook signatures change from SHA-1 to SHA-256, so you must update your verification code. SDKs older than 4.2.0 will not work with v2. We expect most integrations to need about 2 days of work. See the [migration guide](https://docs.orbitpay.example/migrate-v2).",
        good=[
            Good(
                "preserve",
                "**Deprecation notice:** the Orbit Payments API v1 (`/v1/charges`) will be shut down on **30 November 2025**. Starting 1 September, every v1 response will carry a `Deprecation: true` header. Please move to `/v2/payments`, where the `amount` field is an integer in minor units – for example, `1999` means €19.99. Webhook signatures are switching from SHA-1 to SHA-256, which means you must update your verification code. v2 will not work with SDKs earlier than 4.2.0. We estimate that most integrations will need roughly 2 days of work. Details are in the [migration guide](https://docs.orbitpay.example/migrate-v2).",
            ),
            Good(
                "pl",
                "**Komunikat o wycofaniu:** wersja 1 API Orbit Payments (`/v1/charges`) zostanie wyłączona **30 listopada 2025 r.** Od 1 września odpowiedzi v1 będą zawierać nagłówek `Deprecation: true`. Prosimy o migrację do `/v2/payments`; pole `amount` jest teraz liczbą całkowitą wyrażoną w jednostkach podrzędnych waluty (np. `1999` oznacza 19,99 €). Podpisy webhooków zmieniają się z SHA-1 na SHA-256, dlatego musisz zaktualizować kod weryfikujący. SDK w wersjach starszych niż 4.2.0 nie będą działać z v2. Spodziewamy się, że większość integracji będzie wymagać około 2 dni pracy. Szczegóły znajdziesz w [przewodniku migracji](https://docs.orbitpay.example/migrate-v2).",
            ),
            Good(
                "preserve",
                """**Deprecation notice:** Orbit Payments API v1 (`/v1/charges`) will be switched off on **30 November 2025**.

- From 1 September, v1 responses will include a `Deprecation: true` header.
- Please migrate to `/v2/payments`. Its `amount` field is an integer in minor units (`1999` = €19.99).
- Webhook signatures move from SHA-1 to SHA-256: you must update your verification code.
- SDK versions below 4.2.0 will not work with v2.
- Expected effort: about 2 days for most integrations.

Full details: [migration guide](https://docs.orbitpay.example/migrate-v2).""",
            ),
        ],
        bad=[
            Slip(0, [("`/v2/payments`", "`/v2/charges`")], "code"),
            Slip(1, [("**Komunikat o wycofaniu:**", "Komunikat o wycofaniu:")], "markdown"),
            Slip(
                2,
                [
                    (
                        "you must update your verification code",
                        "you may want to update your verification code",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "[migration guide](https://docs.orbitpay.example/migrate-v2)",
                        "migration guide, https://docs.orbitpay.example/migrate-v2",
                    )
                ],
                "markdown",
            ),
        ],
    ),
    Case(
        key="en-ledger-api-rate-limits",
        source="""## Rate limits

Each API key can make up to **600 requests per minute** and 50,000 requests per day. Bulk endpoints such as `POST /v3/batch` count as 10 requests each. When you exceed a limit, the API returns HTTP `429 Too Many Requests` with a `Retry-After` header giving the wait in seconds. Clients must honour this header and should use exponential backoff; do not retry immediately. Limits reset at 00:00 UTC. Free-tier keys are limited to 60 requests per minute. Higher limits may be available on request: contact api-support@ledgerly.example.com.""",
        good=[
            Good(
                "preserve",
                """## Rate limits

An API key may send at most **600 requests per minute** and 50,000 per day. Every call to a bulk endpoint such as `POST /v3/batch` counts as 10 requests. Go over a limit and the API responds with HTTP `429 Too Many Requests`, including a `Retry-After` header that tells you how many seconds to wait. Your client must respect that header and should back off exponentially – never retry straight away. Limits reset at 00:00 UTC. Keys on the free tier get only 60 requests per minute. If you need more, higher limits may be available on request – write to api-support@ledgerly.example.com.""",
            ),
            Good(
                "pl",
                """## Limity zapytań

Każdy klucz API może wykonać maksymalnie **600 żądań na minutę** i 50 000 żądań dziennie. Punkty końcowe operacji zbiorczych, takie jak `POST /v3/batch`, liczą się jako 10 żądań każde. Po przekroczeniu limitu API zwraca kod HTTP `429 Too Many Requests` z nagłówkiem `Retry-After`, który podaje czas oczekiwania w sekundach. Klienci muszą respektować ten nagłówek i powinni stosować wykładniczy backoff; nie ponawiaj żądań natychmiast. Limity są resetowane o 00:00 UTC. Klucze w darmowym planie mają limit 60 żądań na minutę. Wyższe limity mogą być dostępne na życzenie: napisz na api-support@ledgerly.example.com.""",
            ),
            Good(
                "preserve",
                """## Rate limits

- Per API key: up to **600 requests per minute** and 50,000 requests per day.
- Free-tier keys: limited to 60 requests per minute.
- Bulk endpoints (e.g. `POST /v3/batch`) count as 10 requests each.
- Over the limit, you get HTTP `429 Too Many Requests` plus a `Retry-After` header with the wait in seconds. Clients must honour it and should use exponential backoff; do not retry immediately.
- Limits reset at 00:00 UTC.

Higher limits may be available on request via api-support@ledgerly.example.com.""",
            ),
        ],
        bad=[
            Slip(1, [("`POST /v3/batch`", "`POST /v2/batch`")], "code"),
            Slip(2, [("**600 requests per minute**", "600 requests per minute")], "markdown"),
            Slip(0, [("Limits reset at 00:00 UTC.", "Limits reset at 01:00 UTC.")], "date"),
        ],
    ),
    Case(
        key="en-it-password-policy",
        source="""**IT password policy (effective 1 March 2025)**

1. Passwords must be at least 14 characters long; passphrases are encouraged.
2. You must not reuse any of your last 10 passwords.
3. Passwords no longer expire every 90 days; change yours only if you suspect it has been compromised.
4. Multi-factor authentication is mandatory for all remote access.
5. Never share your password, not even with the IT service desk.

Accounts lock after 5 failed attempts for 15 minutes. This policy follows NIST SP 800-63B. Report incidents to security@fenwick-legal.co.uk.""",
        good=[
            Good(
                "preserve",
                """**IT password policy – in force from 1 March 2025**

1. Your password must have 14 or more characters; we encourage you to use a passphrase.
2. Reusing any of your 10 most recent passwords is forbidden.
3. There is no longer a 90-day expiry: change your password only if you suspect it has been compromised.
4. All remote access requires multi-factor authentication.
5. Do not share your password with anyone, the IT service desk included.

After 5 failed attempts, accounts are locked for 15 minutes. The policy follows NIST SP 800-63B. Please report any incidents to security@fenwick-legal.co.uk.""",
            ),
            Good(
                "pl",
                """**Polityka haseł IT (obowiązuje od 1 marca 2025 r.)**

1. Hasło musi mieć co najmniej 14 znaków; zachęcamy do stosowania fraz hasłowych.
2. Nie wolno ponownie używać żadnego z 10 ostatnich haseł.
3. Hasła nie wygasają już co 90 dni; zmieniaj hasło tylko wtedy, gdy podejrzewasz, że zostało przejęte.
4. Uwierzytelnianie wieloskładnikowe jest obowiązkowe przy każdym dostępie zdalnym.
5. Nigdy nie udostępniaj hasła nikomu, nawet pracownikom działu wsparcia IT.

Po 5 nieudanych próbach konto jest blokowane na 15 minut. Polityka jest zgodna z NIST SP 800-63B. Incydenty zgłaszaj na adres security@fenwick-legal.co.uk.""",
            ),
            Good(
                "preserve",
                """**IT password policy (effective 1 March 2025)**

1. Minimum length: 14 characters. Passphrases are encouraged.
2. Reusing any of your last 10 passwords is not allowed.
3. The 90-day expiry has been dropped – change your password only if you suspect it has been compromised.
4. MFA is mandatory for all remote access.
5. Your password must never be shared, including with the IT service desk.

Lockout: 15 minutes after 5 failed attempts. Basis: NIST SP 800-63B. Incidents: security@fenwick-legal.co.uk.""",
            ),
        ],
        bad=[
            Slip(1, [("\n2. Nie wolno ponownie", "\nNie wolno ponownie")], "markdown"),
            Slip(
                0,
                [
                    (
                        "All remote access requires multi-factor authentication.",
                        "Multi-factor authentication is recommended for all remote access.",
                    )
                ],
                "modality",
            ),
            Slip(2, [("security@fenwick-legal.co.uk", "security@fenwick-legal.com")], "url"),
        ],
    ),
    Case(
        key="en-conference-travel-claims",
        source="Staff attending conferences can claim travel and accommodation costs if the trip was approved in advance by their line manager. Standard-class rail is the default; flights are allowed only for journeys over 400 miles or overseas. Hotel costs are reimbursed up to £150 per night in London and £110 elsewhere, including breakfast. The daily meal allowance is £35, and alcohol cannot be claimed. Mileage is paid at 45p per mile for the first 10,000 miles in a tax year. Claims must be submitted within 30 days of return through Expensio, with itemised receipts attached. Claims over £1,000 need finance director approval and will probably take longer to process.",
        good=[
            Good(
                "preserve",
                "If your line manager approved your conference trip beforehand, you can claim for travel and accommodation. Standard-class rail is the normal option; you may fly only if the journey is longer than 400 miles or goes overseas. We reimburse hotels up to £150 a night in London and £110 a night elsewhere, breakfast included. You get a meal allowance of £35 a day, but you cannot claim for alcohol. Mileage is paid at 45p a mile for the first 10,000 miles in each tax year. You must submit claims in Expensio within 30 days of your return and attach itemised receipts. Any claim above £1,000 needs the finance director's approval and will probably take longer to process.",
            ),
            Good(
                "pl",
                "Pracownicy uczestniczący w konferencjach mogą ubiegać się o zwrot kosztów podróży i zakwaterowania, jeśli wyjazd został wcześniej zatwierdzony przez ich bezpośredniego przełożonego. Domyślnie podróżuje się pociągiem w klasie standardowej; lot jest dopuszczalny wyłącznie w przypadku podróży dłuższych niż 400 mil lub zagranicznych. Koszty hotelu zwracane są do 150 funtów za noc w Londynie i do 110 funtów w pozostałych miejscach, wliczając śniadanie. Dzienna dieta na posiłki wynosi 35 funtów, a alkoholu nie można rozliczyć. Przejazdy samochodem rozlicza się według stawki 45 pensów za milę za pierwsze 10 000 mil w roku podatkowym. Wnioski należy złożyć w systemie Expensio w ciągu 30 dni od powrotu, dołączając szczegółowe paragony. Wnioski na kwotę powyżej 1000 funtów wymagają zgody dyrektora finansowego, a ich rozpatrzenie prawdopodobnie potrwa dłużej.",
            ),
            Good(
                "preserve",
                """Conference travel claims – key points:
- Eligibility: travel and accommodation can be claimed only if your line manager approved the trip in advance.
- Travel: standard-class rail by default; flights permitted only for journeys over 400 miles or overseas.
- Hotels: up to £150 a night in London, £110 elsewhere (breakfast included).
- Meals: £35 per day; alcohol is not claimable.
- Mileage: 45p per mile for the first 10,000 miles in a tax year.
- Submission: claims must go through Expensio within 30 days of return, with itemised receipts.
- Approval: claims over £1,000 require the finance director's sign-off and will probably take longer to process.""",
            ),
        ],
        bad=[
            Slip(0, [("£110 a night elsewhere", "£120 a night elsewhere")], "number"),
            Slip(1, [("a alkoholu nie można rozliczyć", "a alkohol można rozliczyć")], "negation"),
            Slip(
                2,
                [("and will probably take longer to process", "and will take longer to process")],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "Mileage is paid at 45p a mile",
                        "Mileage is paid at 45p a mile, plus 5p per passenger,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-maintenance-apprenticeship",
        source="Harlow Engineering is offering six Level 3 Maintenance Technician apprenticeships starting on 8 September 2025. The programme lasts 42 months and combines four days a week on site with one day at Harlow College. Apprentices are paid £9.50 per hour in year one, rising to £12.60 by year three. Applicants must be 16 or over by the start date and need GCSEs at grade 4 or above in maths and English; a science GCSE is preferred but not essential. The closing date is 30 May, and assessment days are expected in late June. Reference HE-APP-2025-03 must be quoted on all applications. Apply at careers.harlow-eng.example.co.uk.",
        good=[
            Good(
                "preserve",
                "Harlow Engineering has six Level 3 Maintenance Technician apprenticeships on offer, starting 8 September 2025. Over 42 months you'll spend four days a week on site and one day at Harlow College. Pay starts at £9.50 an hour in your first year and goes up to £12.60 by your third year. You must be at least 16 on the start date and have GCSE maths and English at grade 4 or higher. We'd prefer a science GCSE too, but it isn't essential. Applications close on 30 May, and we expect assessment days to be held in late June. You must quote reference HE-APP-2025-03 on every application. Apply at careers.harlow-eng.example.co.uk.",
            ),
            Good(
                "preserve",
                "Six Level 3 Maintenance Technician apprenticeships are available at Harlow Engineering, commencing 8 September 2025. The 42-month programme comprises four days per week on site and one day per week at Harlow College. Apprentice pay is £9.50 per hour in the first year, increasing to £12.60 by the third year. Candidates are required to be aged 16 or over by the start date and to hold GCSEs at grade 4 or above in mathematics and English; a GCSE in a science subject is preferred, though not essential. Applications close on 30 May, with assessment days expected in late June. All applications must quote reference HE-APP-2025-03. Applications are made at careers.harlow-eng.example.co.uk.",
            ),
            Good(
                "pl",
                "Harlow Engineering oferuje sześć miejsc w programie przyuczenia zawodowego (apprenticeship) na stanowisku Maintenance Technician na poziomie 3, z rozpoczęciem 8 września 2025 r. Program trwa 42 miesiące: cztery dni w tygodniu to praca w zakładzie, a jeden dzień – zajęcia w Harlow College. Wynagrodzenie wynosi 9,50 funta za godzinę w pierwszym roku i rośnie do 12,60 funta w trzecim roku. Kandydaci muszą mieć ukończone 16 lat najpóźniej w dniu rozpoczęcia programu oraz zdane egzaminy GCSE z matematyki i angielskiego na ocenę co najmniej 4; GCSE z przedmiotu przyrodniczego jest mile widziane, ale nie jest wymagane. Termin składania zgłoszeń upływa 30 maja, a dni oceny kandydatów odbędą się zapewne pod koniec czerwca. W każdym zgłoszeniu należy podać numer referencyjny HE-APP-2025-03. Zgłoszenia: careers.harlow-eng.example.co.uk.",
            ),
        ],
        bad=[
            Slip(0, [("Over 42 months", "Over 36 months")], "number"),
            Slip(1, [("reference HE-APP-2025-03", "reference HE-APP-2025-08")], "code"),
            Slip(1, [("commencing 8 September 2025", "commencing 1 September 2025")], "date"),
        ],
    ),
    Case(
        key="en-jury-summons",
        source="You have been summoned for jury service at Carlisle Crown Court starting Monday 9 June 2025 at 9.30am. Jury service normally lasts up to 10 working days, but some trials may last longer. Under section 1 of the Juries Act 1974, you are eligible if you are aged 18 to 75 and on the electoral register. You must reply within 7 days of receiving this summons, even if you are asking to be excused. Failing to attend without good reason is an offence and you may be fined up to £1,000. You can claim up to £64.95 a day for loss of earnings for the first 10 days. You must not discuss the case with anyone outside the jury.",
        good=[
            Good(
                "preserve",
                "You are summoned to do jury service at Carlisle Crown Court from 9.30am on Monday 9 June 2025. It usually lasts no more than 10 working days, although some trials may go on longer. Section 1 of the Juries Act 1974 makes you eligible if you are on the electoral register and aged between 18 and 75. Reply within 7 days of receiving this summons – you must do so even if you want to be excused. If you fail to attend without good reason, you are committing an offence and may be fined as much as £1,000. For the first 10 days, you can claim loss of earnings of up to £64.95 a day. You must not talk about the case to anyone who is not on the jury.",
            ),
            Good(
                "pl",
                "Zostałeś wezwany do pełnienia obowiązków przysięgłego w Carlisle Crown Court od poniedziałku 9 czerwca 2025 r., godz. 9:30. Służba przysięgłego trwa zwykle do 10 dni roboczych, ale niektóre procesy mogą trwać dłużej. Zgodnie z sekcją 1 ustawy Juries Act 1974 możesz zostać przysięgłym, jeśli masz od 18 do 75 lat i jesteś wpisany do rejestru wyborców. Musisz odpowiedzieć w ciągu 7 dni od otrzymania wezwania, nawet jeśli prosisz o zwolnienie. Niestawienie się bez uzasadnionego powodu jest przestępstwem i może skutkować grzywną w wysokości do 1000 funtów. Przez pierwsze 10 dni możesz ubiegać się o rekompensatę utraconych zarobków w wysokości do 64,95 funta dziennie. Nie wolno Ci rozmawiać o sprawie z nikim spoza ławy przysięgłych.",
            ),
            Good(
                "preserve",
                "This summons requires your attendance for jury service at Carlisle Crown Court from Monday 9 June 2025, 9.30am. Service normally lasts up to 10 working days, although some trials may last longer. Eligibility under section 1 of the Juries Act 1974 extends to persons aged 18 to 75 who are on the electoral register. A reply is required within 7 days of receipt of this summons, including where you wish to be excused. Non-attendance without good reason constitutes an offence, and a fine of up to £1,000 may be imposed. Loss of earnings may be claimed at up to £64.95 per day for the first 10 days. Discussing the case with anyone outside the jury is prohibited.",
            ),
            Good(
                "pl",
                "Wezwanie do pełnienia funkcji przysięgłego: Carlisle Crown Court, poniedziałek 9 czerwca 2025 r., godz. 9:30. Zwykle służba trwa nie dłużej niż 10 dni roboczych, choć niektóre rozprawy mogą się przedłużyć. Na mocy sekcji 1 ustawy Juries Act 1974 przysięgłym może zostać osoba w wieku 18–75 lat wpisana do rejestru wyborców. Na wezwanie trzeba odpowiedzieć w ciągu 7 dni od jego otrzymania – także wtedy, gdy wnosisz o zwolnienie. Nieusprawiedliwione niestawiennictwo jest przestępstwem zagrożonym grzywną do 1000 funtów. Za utracone zarobki można otrzymać do 64,95 funta dziennie przez pierwsze 10 dni. Rozmowy o sprawie z osobami spoza ławy przysięgłych są zabronione.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Section 1 of the Juries Act 1974", "Section 2 of the Juries Act 1974")],
                "legal_reference",
            ),
            Slip(3, [("grzywną do 1000 funtów", "grzywną do 2500 funtów")], "number"),
            Slip(
                1,
                [
                    (
                        "Nie wolno Ci rozmawiać o sprawie z nikim spoza ławy przysięgłych.",
                        "You must not discuss the case with anyone outside the jury.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-welland-road-planning",
        source="Planning application 25/00812/FUL proposes 64 homes on land north of Welland Road, of which 30% would be affordable. Under Article 15 of the Town and Country Planning (Development Management Procedure) (England) Order 2015, the council is consulting neighbours and the public until 5pm on 2 May 2025. Comments must be made in writing, online or by post; anonymous comments will not be considered. Only planning matters such as traffic, design and drainage can be taken into account. A decision is provisionally scheduled for the planning committee on 17 June. View the plans at planning.southfen.gov.uk/25/00812.",
        good=[
            Good(
                "preserve",
                "Planning application 25/00812/FUL proposes 64 homes on land to the north of Welland Road, with 30% of them to be affordable. In line with Article 15 of the Town and Country Planning (Development Management Procedure) (England) Order 2015, the council is consulting neighbours and the public until 5pm on 2 May 2025. All comments must be in writing, either online or by post, and anonymous comments won't be considered. The council can take into account only planning matters – traffic, design and drainage, for example. The planning committee is provisionally due to decide the application on 17 June. You can view the plans at planning.southfen.gov.uk/25/00812.",
            ),
            Good(
                "pl",
                "Wniosek planistyczny 25/00812/FUL dotyczy budowy 64 domów na terenie na północ od Welland Road, z czego 30% miałoby być mieszkaniami dostępnymi cenowo. Na podstawie art. 15 rozporządzenia Town and Country Planning (Development Management Procedure) (England) Order 2015 rada prowadzi konsultacje z sąsiadami i opinią publiczną do 2 maja 2025 r., do godz. 17:00. Uwagi należy składać na piśmie – online lub pocztą; uwagi anonimowe nie będą rozpatrywane. Pod uwagę można brać wyłącznie kwestie planistyczne, takie jak ruch drogowy, projekt i odwodnienie. Decyzja ma wstępnie zapaść na posiedzeniu komisji planistycznej 17 czerwca. Plany można obejrzeć na stronie planning.southfen.gov.uk/25/00812.",
            ),
            Good(
                "preserve",
                "Application 25/00812/FUL: 64 dwellings on land north of Welland Road, 30% of which would be affordable. The consultation of neighbours and the public, held under Article 15 of the Town and Country Planning (Development Management Procedure) (England) Order 2015, closes at 5pm on 2 May 2025. Representations must be submitted in writing (online or by post); anonymous representations will be disregarded. Consideration is restricted to planning matters, for example traffic, design and drainage. The application is provisionally scheduled for determination by the planning committee on 17 June. Plans: planning.southfen.gov.uk/25/00812.",
            ),
        ],
        bad=[
            Slip(0, [("Article 15 of the Town", "Article 18 of the Town")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "uwagi anonimowe nie będą rozpatrywane",
                        "uwagi anonimowe również będą rozpatrywane",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("The application is provisionally scheduled", "The application is scheduled")],
                "hedge",
            ),
            Slip(
                0,
                [("planning.southfen.gov.uk/25/00812", "planning.southfen.gov.uk/25/00821")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-hospice-fun-run",
        source="The Bluebell Hospice 5K Fun Run takes place in Abbey Park on Sunday 28 September, starting at 10am. Registration costs £15 for adults and £7 for under-16s, and every runner receives a medal and T-shirt. Children under 12 must run with an adult. We ask each participant to raise at least £50 in sponsorship, although this is not compulsory. Dogs are welcome on short leads, but buggies are not allowed in the first wave. Online entries close at midnight on 21 September; you may also be able to register on the day if places remain. Last year's event raised about £38,000. Sign up at bluebellhospice.example.org/funrun.",
        good=[
            Good(
                "preserve",
                "Join us for the Bluebell Hospice 5K Fun Run in Abbey Park on Sunday 28 September – we start at 10am! Entry is £15 for adults and £7 for under-16s, and everyone taking part gets a medal and a T-shirt. If you're under 12, you must run with an adult. We'd ask every runner to raise £50 or more in sponsorship, but you don't have to. Dogs on short leads are welcome; buggies, though, can't join the first wave. Online entry closes at midnight on 21 September, and if there are still places left you may be able to sign up on the day. Last year the run raised around £38,000. Register at bluebellhospice.example.org/funrun.",
            ),
            Good(
                "preserve",
                "Bluebell Hospice will hold its 5K Fun Run in Abbey Park at 10am on Sunday 28 September. Adult registration is £15 and under-16s pay £7; all runners will get a medal and a T-shirt. Under-12s are required to run with an adult. Participants are asked, but not obliged, to raise a minimum of £50 in sponsorship. Dogs may take part on short leads, whereas buggies are not permitted in the first wave. Online registration closes at midnight on 21 September, and on-the-day registration may be possible if places are still available. The event raised approximately £38,000 last year. Entries: bluebellhospice.example.org/funrun.",
            ),
            Good(
                "pl",
                "Bieg charytatywny Bluebell Hospice 5K Fun Run odbędzie się w Abbey Park w niedzielę 28 września, start o 10:00. Opłata rejestracyjna wynosi 15 funtów dla dorosłych i 7 funtów dla osób poniżej 16 lat, a każdy uczestnik otrzyma medal i koszulkę. Dzieci poniżej 12 lat muszą biec z osobą dorosłą. Prosimy każdego uczestnika o zebranie co najmniej 50 funtów od sponsorów, choć nie jest to obowiązkowe. Psy na krótkiej smyczy są mile widziane, ale wózki dziecięce nie są dozwolone w pierwszej fali. Zapisy online kończą się o północy 21 września; jeśli zostaną wolne miejsca, być może uda się zapisać także w dniu biegu. W zeszłym roku bieg przyniósł około 38 000 funtów. Zapisy: bluebellhospice.example.org/funrun.",
            ),
        ],
        bad=[
            Slip(
                0, [("Entry is £15 for adults and £7", "Entry is £15 for adults and £5")], "number"
            ),
            Slip(
                1,
                [
                    (
                        "Participants are asked, but not obliged, to raise",
                        "Participants are obliged to raise",
                    )
                ],
                "modality",
            ),
            Slip(2, [("około 38 000 funtów", "38 000 funtów")], "hedge"),
            Slip(
                0,
                [("bluebellhospice.example.org/funrun", "bluebellhospice.example.org/run")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-farmers-market-traders",
        source="Traders at Kingsmead Farmers' Market must grow, rear, catch or produce what they sell within 40 miles of the market. The market runs on the second and fourth Saturday of each month, 8am to 1pm. Pitches cost £28 per day, or £25 for traders who book the full season. All food traders must hold a food hygiene rating of 3 or higher and public liability insurance of at least £5 million. Vehicles must be off the square by 7.30am and may not return before 1.30pm. Generators are not permitted. We will probably add a Christmas market on 20 December. Apply to markets@kingsmead.example.org.uk.",
        good=[
            Good(
                "preserve",
                "To trade at Kingsmead Farmers' Market, you must have grown, reared, caught or produced everything you sell within 40 miles of the market. Market days are the second and fourth Saturday of every month, from 8am until 1pm. A pitch is £28 a day, or £25 if you book for the whole season. Every food trader must have a food hygiene rating of at least 3 and public liability insurance of £5 million or more. Vehicles have to be off the square by 7.30am and must not come back before 1.30pm. Generators are not allowed. We'll probably also run a Christmas market on 20 December. Applications go to markets@kingsmead.example.org.uk.",
            ),
            Good(
                "pl",
                "Sprzedawcy na targu Kingsmead Farmers' Market muszą sami uprawiać, hodować, łowić lub wytwarzać oferowane produkty w promieniu 40 mil od targu. Targ odbywa się w drugą i czwartą sobotę każdego miesiąca w godz. 8:00–13:00. Stoisko kosztuje 28 funtów dziennie lub 25 funtów w przypadku rezerwacji na cały sezon. Wszyscy sprzedawcy żywności muszą mieć ocenę higieny żywności (food hygiene rating) co najmniej 3 oraz ubezpieczenie od odpowiedzialności cywilnej na kwotę co najmniej 5 milionów funtów. Pojazdy muszą opuścić plac do 7:30 i nie mogą wrócić przed 13:30. Agregaty prądotwórcze są niedozwolone. Prawdopodobnie zorganizujemy też targ świąteczny 20 grudnia. Zgłoszenia: markets@kingsmead.example.org.uk.",
            ),
            Good(
                "pl",
                "Na Kingsmead Farmers' Market wolno sprzedawać wyłącznie to, co sprzedawca sam wyhodował, uprawił, złowił lub wytworzył nie dalej niż 40 mil od targu. Targ czynny jest w drugą i czwartą sobotę miesiąca, od 8:00 do 13:00. Opłata za stoisko: 28 funtów za dzień albo 25 funtów przy rezerwacji na cały sezon. Od każdego sprzedawcy żywności wymagamy oceny higieny co najmniej 3 i ubezpieczenia OC na minimum 5 mln funtów. Samochody trzeba usunąć z placu do 7:30; wrócić można dopiero o 13:30. Nie wolno używać agregatów prądotwórczych. 20 grudnia odbędzie się prawdopodobnie dodatkowy targ świąteczny. Chętnych prosimy o zgłoszenia na adres markets@kingsmead.example.org.uk.",
            ),
        ],
        bad=[
            Slip(0, [("within 40 miles", "within 50 miles")], "number"),
            Slip(
                1,
                [("Agregaty prądotwórcze są niedozwolone.", "Agregaty prądotwórcze są dozwolone.")],
                "negation",
            ),
            Slip(
                1,
                [("Pojazdy muszą opuścić plac do 7:30", "Pojazdy powinny opuścić plac do 7:30")],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "Generators are not allowed.",
                        "Generators are not allowed, but electric hook-ups are available for £5 a day.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-barn-wedding-terms",
        source="Booking terms – Thornfield Barn weddings. A non-refundable deposit of 25% secures your date; the balance is due 12 weeks before the wedding. Maximum capacity is 120 seated guests or 180 for an evening reception. Music must end by 11.30pm and all guests must leave by midnight. Confetti is allowed outside only, and it must be biodegradable. Sky lanterns and fireworks are not permitted under any circumstances. If you cancel more than 6 months before the date, we may transfer your deposit to another date within 12 months. Our suppliers list is a recommendation; you are not required to use it. Contact events@thornfieldbarn.example.co.uk.",
        good=[
            Good(
                "preserve",
                "Thornfield Barn wedding booking terms. Pay a 25% deposit to secure your date – please note it cannot be refunded – and the rest is due 12 weeks before your wedding. We can seat up to 120 guests, or host up to 180 for an evening reception. Music has to finish by 11.30pm, and all guests must be gone by midnight. Confetti is fine outdoors only and must be biodegradable. Sky lanterns and fireworks are never allowed, whatever the circumstances. If you cancel more than 6 months ahead, we may move your deposit to another date within 12 months. Our list of suppliers is just a recommendation – you don't have to use it. Get in touch at events@thornfieldbarn.example.co.uk.",
            ),
            Good(
                "pl",
                "Warunki rezerwacji – wesela w Thornfield Barn. Termin rezerwuje się wpłatą bezzwrotnej zaliczki w wysokości 25%; pozostałą kwotę należy zapłacić 12 tygodni przed ślubem. Maksymalna liczba gości to 120 osób przy stołach lub 180 podczas przyjęcia wieczornego. Muzyka musi ucichnąć do 23:30, a wszyscy goście muszą opuścić obiekt do północy. Konfetti jest dozwolone wyłącznie na zewnątrz i musi być biodegradowalne. Lampiony szczęścia i fajerwerki są zabronione bez względu na okoliczności. W przypadku rezygnacji na ponad 6 miesięcy przed terminem możemy przenieść zaliczkę na inny termin w ciągu 12 miesięcy. Nasza lista usługodawców jest tylko rekomendacją; nie ma obowiązku z niej korzystać. Kontakt: events@thornfieldbarn.example.co.uk.",
            ),
            Good(
                "preserve",
                "Thornfield Barn – terms of booking for weddings. Your date is secured on payment of a 25% deposit, which is non-refundable, with the balance payable 12 weeks prior to the wedding. Capacity is limited to 120 seated guests, or 180 for evening receptions. Music must stop by 11.30pm, and all guests are required to depart by midnight. Confetti may be used outdoors only and must be biodegradable. Under no circumstances are sky lanterns or fireworks permitted. Where a booking is cancelled more than 6 months in advance, the deposit may be transferred to an alternative date within 12 months. Use of our recommended suppliers list is optional. Enquiries: events@thornfieldbarn.example.co.uk.",
            ),
        ],
        bad=[
            Slip(1, [("Muzyka musi ucichnąć do 23:30", "Muzyka musi ucichnąć do 00:30")], "date"),
            Slip(
                2,
                [("the deposit may be transferred", "the deposit will be transferred")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Konfetti jest dozwolone wyłącznie na zewnątrz",
                        "Konfetti jest dozwolone na zewnątrz i w środku",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "Confetti is fine outdoors only and must be biodegradable.",
                        "Confetti is fine outdoors only and must be biodegradable; we sell it at reception for £8 a box.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-shelter-pet-adoption",
        source="Adopting from Fernside Animal Shelter: adoption fees are £150 for dogs, £95 for cats and £40 for rabbits, and include vaccinations, microchipping and neutering. Adopters must be 21 or over and will need a home visit before any dog can be rehomed. We do not rehome dogs to homes with children under 5, and cats are not rehomed to flats above the second floor without a balcony net. Most adoptions take about 2 to 3 weeks from application. You should book a first meeting through fernsideshelter.example.org/adopt; walk-in visits are not possible on Mondays. Four weeks of free pet insurance is included.",
        good=[
            Good(
                "preserve",
                "Thinking of adopting from Fernside Animal Shelter? The fee is £150 for a dog, £95 for a cat or £40 for a rabbit, covering vaccinations, microchipping and neutering. You must be at least 21, and we'll need to visit your home before rehoming any dog with you. Dogs don't go to homes with children under 5, and we don't rehome cats to flats above the second floor unless there is a balcony net. Most adoptions take roughly 2–3 weeks from the date you apply. You should book your first meeting at fernsideshelter.example.org/adopt – we can't accept walk-in visits on Mondays. You'll also get 4 weeks of pet insurance free.",
            ),
            Good(
                "pl",
                "Adopcja ze schroniska Fernside Animal Shelter: opłata adopcyjna wynosi 150 funtów za psa, 95 funtów za kota i 40 funtów za królika i obejmuje szczepienia, czipowanie oraz kastrację lub sterylizację. Adoptujący muszą mieć ukończone 21 lat, a przed oddaniem jakiegokolwiek psa konieczna jest wizyta w ich domu. Nie oddajemy psów do domów, w których są dzieci poniżej 5 lat, a kotów nie oddajemy do mieszkań powyżej drugiego piętra bez siatki na balkonie. Większość adopcji trwa około 2–3 tygodni od złożenia wniosku. Pierwsze spotkanie powinno zostać umówione przez fernsideshelter.example.org/adopt; w poniedziałki nie można przyjść bez zapowiedzi. W cenie adopcji zawarte są 4 tygodnie bezpłatnego ubezpieczenia zwierzęcia.",
            ),
            Good(
                "preserve",
                "Fernside Animal Shelter adoption fees, inclusive of vaccinations, microchipping and neutering, are £150 per dog, £95 per cat and £40 per rabbit. Adopters are required to be aged 21 or over, and a home visit is a prerequisite for the rehoming of any dog. Dogs are not rehomed to households with children under 5, nor are cats rehomed to flats above the second floor unless a balcony net is fitted. Most adoptions take about 2 to 3 weeks from application. Prospective adopters should arrange an initial meeting via fernsideshelter.example.org/adopt; walk-in visits cannot be accommodated on Mondays. Adoption includes four weeks' complimentary pet insurance.",
            ),
        ],
        bad=[
            Slip(0, [("£95 for a cat", "£85 for a cat")], "number"),
            Slip(
                0, [("unless there is a balcony net", "even if there is a balcony net")], "negation"
            ),
            Slip(
                2,
                [("fernsideshelter.example.org/adopt", "fernside-shelter.example.org/adopt")],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "W cenie adopcji zawarte są 4 tygodnie bezpłatnego ubezpieczenia zwierzęcia.",
                        "Four weeks of free pet insurance is included.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-pennine-car-club",
        source="Members of Pennine Car Club can book cars from 30 minutes to 7 days at a time through the app. Hourly rates start at £5.50, plus 22p per mile after the first 30 miles each day. Drivers must be 21 or over and have held a full licence for at least 2 years, with no more than 6 penalty points. Smoking and pets are not allowed in the cars, except assistance dogs. You must return the car to its home bay on time; late returns cost £25 per 15 minutes if another booking is affected. The annual membership fee is £60, waived for students with a valid NUS card. Report damage before driving via help@penninecarclub.example.org.",
        good=[
            Good(
                "preserve",
                "As a Pennine Car Club member, you can use the app to book a car for anything from half an hour up to 7 days at a time. Prices start from £5.50 an hour, and after the first 30 miles each day it's 22p a mile. To drive, you must be 21 or older, have had a full licence for 2 years or more and have 6 penalty points or fewer. No smoking and no pets in our cars – assistance dogs excepted. You must bring the car back to its home bay on time; if a late return holds up another booking, you'll pay £25 for every 15 minutes. Membership costs £60 a year, but students with a valid NUS card don't pay it. Spotted damage? Report it to help@penninecarclub.example.org before you drive.",
            ),
            Good(
                "preserve",
                "Pennine Car Club bookings (via the app): 30 minutes to 7 days at a time. Rates: from £5.50 per hour, plus 22p per mile beyond the first 30 miles each day. Driver requirements: aged 21+, full licence held for at least 2 years, maximum 6 penalty points. No smoking or pets, except assistance dogs. Cars must be returned to their home bay on time; a late return that affects another booking costs £25 per 15 minutes. Membership: £60 a year, free for students with a valid NUS card. Damage must be reported before driving to help@penninecarclub.example.org.",
            ),
            Good(
                "pl",
                "Członkowie Pennine Car Club mogą rezerwować samochody w aplikacji na okres od 30 minut do 7 dni. Stawki godzinowe zaczynają się od 5,50 funta, a po przekroczeniu pierwszych 30 mil dziennie dolicza się 22 pensy za każdą milę. Kierowca musi mieć ukończone 21 lat, pełne prawo jazdy od co najmniej 2 lat i nie więcej niż 6 punktów karnych. W samochodach nie wolno palić ani przewozić zwierząt, z wyjątkiem psów asystujących. Samochód musisz zwrócić na jego stałe miejsce punktualnie; jeśli spóźnienie wpłynie na inną rezerwację, zapłacisz 25 funtów za każde 15 minut. Roczna składka członkowska wynosi 60 funtów; studenci z ważną legitymacją NUS są z niej zwolnieni. Uszkodzenia zgłaszaj przed jazdą na adres help@penninecarclub.example.org.",
            ),
            Good(
                "pl",
                "Pennine Car Club – najważniejsze zasady. Samochód zarezerwujesz w aplikacji na czas od pół godziny do 7 dni. Ceny: od 5,50 funta za godzinę, a każda mila powyżej pierwszych 30 mil w danym dniu kosztuje 22 pensy. Kierowcą może być tylko osoba, która ma co najmniej 21 lat, pełne prawo jazdy od minimum 2 lat i najwyżej 6 punktów karnych. Palenie i przewożenie zwierząt są zabronione, chyba że chodzi o psa asystującego. Auto trzeba oddać na czas na jego stałe miejsce postojowe; spóźnienie, które koliduje z inną rezerwacją, kosztuje 25 funtów za każde 15 minut. Składka członkowska to 60 funtów rocznie – studenci z ważną legitymacją NUS jej nie płacą. Przed jazdą zgłoś wszelkie uszkodzenia na help@penninecarclub.example.org.",
            ),
        ],
        bad=[
            Slip(0, [("it's 22p a mile", "it's 25p a mile")], "number"),
            Slip(2, [("z wyjątkiem psów asystujących", "również psów asystujących")], "negation"),
            Slip(
                1, [("help@penninecarclub.example.org", "help@penninecarclub.example.com")], "url"
            ),
        ],
    ),
    Case(
        key="en-heat-pump-grant",
        source="Homeowners in England and Wales can apply for a £7,500 grant towards an air source or ground source heat pump under the Boiler Upgrade Scheme. The installer applies on your behalf and must be MCS certified. Your property must have a valid Energy Performance Certificate issued within the last 10 years, with no outstanding recommendations for loft or cavity wall insulation. Self-build homes are eligible, but new-build properties are not. A typical air source installation costs about £12,000 before the grant. Research by Baker et al. (2023) found that well-installed systems were, on average, 2.8 times as efficient as gas boilers. More details: www.gov.example.uk/boiler-upgrade-scheme.",
        good=[
            Good(
                "preserve",
                "Under the Boiler Upgrade Scheme, homeowners in England and Wales may apply for a £7,500 grant towards an air source or ground source heat pump. Your installer makes the application for you and has to be MCS certified. The property needs a valid Energy Performance Certificate issued in the past 10 years, and it must have no outstanding recommendations for loft or cavity wall insulation. Self-build homes qualify; new-build properties do not. Before the grant, a typical air source installation costs around £12,000. Baker et al. (2023) found that, on average, well-installed systems were 2.8 times as efficient as gas boilers. Find out more at www.gov.example.uk/boiler-upgrade-scheme.",
            ),
            Good(
                "pl",
                "Właściciele domów w Anglii i Walii mogą ubiegać się o dotację w wysokości 7500 funtów na powietrzną lub gruntową pompę ciepła w ramach programu Boiler Upgrade Scheme. Wniosek w Twoim imieniu składa instalator, który musi mieć certyfikat MCS. Nieruchomość musi mieć ważne świadectwo charakterystyki energetycznej (Energy Performance Certificate) wydane w ciągu ostatnich 10 lat, bez niezrealizowanych zaleceń dotyczących ocieplenia poddasza lub ścian szczelinowych. Domy budowane samodzielnie kwalifikują się do programu, ale nowe budynki deweloperskie – nie. Typowa instalacja powietrznej pompy ciepła kosztuje przed odliczeniem dotacji około 12 000 funtów. Z badania Baker i in. (2023) wynika, że prawidłowo zainstalowane systemy były średnio 2,8 razy wydajniejsze od kotłów gazowych. Więcej informacji: www.gov.example.uk/boiler-upgrade-scheme.",
            ),
            Good(
                "preserve",
                "Homeowners in England and Wales are able to apply, under the Boiler Upgrade Scheme, for a grant of £7,500 towards the installation of an air source or ground source heat pump. The application is made on the homeowner's behalf by the installer, who must hold MCS certification. Eligible properties must have a valid Energy Performance Certificate issued within the previous 10 years and no outstanding recommendations for loft or cavity wall insulation. Self-build homes qualify for the scheme, whereas new-build properties are excluded. The cost of a typical air source installation, before the grant, is approximately £12,000. According to Baker et al. (2023), well-installed systems achieved on average 2.8 times the efficiency of gas boilers. Further information is available at www.gov.example.uk/boiler-upgrade-scheme.",
            ),
        ],
        bad=[
            Slip(0, [("Baker et al. (2023)", "Baker et al. (2021)")], "citation"),
            Slip(1, [("w ciągu ostatnich 10 lat", "w ciągu ostatnich 5 lat")], "number"),
            Slip(2, [("is approximately £12,000", "is £12,000")], "hedge"),
            Slip(
                0,
                [
                    (
                        "Self-build homes qualify; new-build properties do not.",
                        "Self-build and new-build properties both qualify.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-water-meter-reading",
        source="Please submit your water meter reading between 1 and 14 March using the reference on your bill, for example WM-4471-0923. Read only the black digits, which show cubic metres; the red digits should be ignored. If we do not receive a reading, your bill will be estimated from your previous usage. Average use for a two-person household is about 260 litres per day. A continuously moving dial when all taps are off may indicate a leak, in which case you should call us on 0345 600 4410. Meters must not be moved or tampered with. Submit your reading at readings.aquavale.example.co.uk.",
        good=[
            Good(
                "preserve",
                "Please send us your water meter reading between 1 and 14 March, quoting the reference on your bill (for example, WM-4471-0923). Read just the black digits – they show cubic metres – and ignore the red ones. If no reading reaches us, we'll estimate your bill based on your previous usage. On average, a household of two uses about 260 litres a day. If the dial keeps moving while every tap is turned off, you may have a leak – if so, you should ring us on 0345 600 4410. You must never move or tamper with your meter. Enter your reading at readings.aquavale.example.co.uk.",
            ),
            Good(
                "pl",
                "Prosimy o podanie odczytu wodomierza w dniach od 1 do 14 marca, z numerem referencyjnym z rachunku, np. WM-4471-0923. Odczytuj tylko czarne cyfry, które pokazują metry sześcienne; czerwonych cyfr nie powinno się uwzględniać. Jeśli nie otrzymamy odczytu, rachunek zostanie oszacowany na podstawie wcześniejszego zużycia. Przeciętne zużycie w gospodarstwie dwuosobowym wynosi około 260 litrów dziennie. Tarcza obracająca się bez przerwy przy zakręconych wszystkich kranach może wskazywać na wyciek – w takim przypadku powinno się do nas zadzwonić pod numer 0345 600 4410. Nie wolno przestawiać wodomierza ani przy nim manipulować. Odczyt prześlij na stronie readings.aquavale.example.co.uk.",
            ),
            Good(
                "preserve",
                "Submit your meter reading at readings.aquavale.example.co.uk between 1 and 14 March, quoting the reference on your bill (e.g. WM-4471-0923). Only the black digits, which show cubic metres, should be read; the red digits should be ignored. In the absence of a reading, your bill will be estimated on the basis of previous usage. A two-person household uses about 260 litres per day on average. If the dial moves continuously while all taps are off, this may indicate a leak, and you should call 0345 600 4410. Moving or tampering with meters is prohibited.",
            ),
            Good(
                "pl",
                "Odczyt wodomierza – termin: 1–14 marca. Przy zgłoszeniu podaj numer referencyjny z rachunku (np. WM-4471-0923). Liczą się wyłącznie czarne cyfry, oznaczające metry sześcienne; czerwonych cyfr nie należy brać pod uwagę. Gdy odczyt do nas nie dotrze, wystawimy rachunek szacunkowy na podstawie dotychczasowego zużycia. Dwuosobowe gospodarstwo zużywa przeciętnie około 260 litrów wody na dobę. Jeśli przy zakręconych kranach tarcza licznika cały czas się kręci, może to oznaczać wyciek – powinno się wtedy zadzwonić pod numer 0345 600 4410. Wodomierzy nie wolno przenosić ani przy nich manipulować. Odczyt przekaż przez stronę readings.aquavale.example.co.uk.",
            ),
        ],
        bad=[
            Slip(0, [("WM-4471-0923", "WM-4471-0932")], "code"),
            Slip(1, [("może wskazywać na wyciek", "wskazuje na wyciek")], "hedge"),
            Slip(2, [("between 1 and 14 March", "between 1 and 21 March")], "date"),
        ],
    ),
    Case(
        key="en-fitness-app-privacy",
        source="Privacy notice – StrideTrack app. We process your location and heart-rate data only with your consent, under Article 6(1)(a) and Article 9(2)(a) of Regulation (EU) 2016/679 (GDPR). We do not sell your personal data to third parties. Workout data is stored on servers in Frankfurt and kept for 24 months after your last login, after which it is deleted. You may withdraw consent at any time in Settings > Privacy; this will not affect processing carried out before withdrawal. Under Article 17 you can ask us to erase your data, and we will respond within one month. Contact our data protection officer at dpo@stridetrack.example.com.",
        good=[
            Good(
                "preserve",
                "StrideTrack app privacy notice. We only process your location and heart-rate data if you consent, on the basis of Article 6(1)(a) and Article 9(2)(a) of Regulation (EU) 2016/679 (GDPR). We never sell your personal data to third parties. Your workout data is held on servers in Frankfurt and deleted 24 months after you last log in. You can withdraw your consent whenever you like under Settings > Privacy; doing so will not affect any processing that took place before you withdrew it. Article 17 gives you the right to ask us to erase your data, and we will reply within one month. You can reach our data protection officer at dpo@stridetrack.example.com.",
            ),
            Good(
                "pl",
                "Informacja o ochronie prywatności – aplikacja StrideTrack. Dane o Twojej lokalizacji i tętnie przetwarzamy wyłącznie za Twoją zgodą, na podstawie art. 6 ust. 1 lit. a oraz art. 9 ust. 2 lit. a rozporządzenia (UE) 2016/679 (RODO). Nie sprzedajemy Twoich danych osobowych podmiotom trzecim. Dane o treningach są przechowywane na serwerach we Frankfurcie przez 24 miesiące od Twojego ostatniego logowania, a następnie usuwane. Zgodę możesz wycofać w dowolnym momencie w menu Settings > Privacy; nie wpływa to na przetwarzanie dokonane przed jej wycofaniem. Na podstawie art. 17 możesz zażądać usunięcia swoich danych, a my odpowiemy w ciągu jednego miesiąca. Z naszym inspektorem ochrony danych skontaktujesz się pod adresem dpo@stridetrack.example.com.",
            ),
            Good(
                "preserve",
                "StrideTrack app – privacy notice. Location and heart-rate data are processed solely on the basis of consent pursuant to Article 6(1)(a) and Article 9(2)(a) of Regulation (EU) 2016/679 (GDPR). Personal data is not sold to third parties. Workout data is stored on servers located in Frankfurt and retained for 24 months following the user's last login, whereupon it is deleted. Consent may be withdrawn at any time via Settings > Privacy, without affecting processing carried out prior to withdrawal. Users may request erasure of their data under Article 17, and a response will be provided within one month. The data protection officer can be contacted at dpo@stridetrack.example.com.",
            ),
        ],
        bad=[
            Slip(0, [("Article 9(2)(a)", "Article 9(2)(b)")], "legal_reference"),
            Slip(
                1,
                [("rozporządzenia (UE) 2016/679", "rozporządzenia (UE) 2016/680")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "Personal data is not sold to third parties.",
                        "Personal data is not sold to third parties and is shared only with our analytics partner, Mixora.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
