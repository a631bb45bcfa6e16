# ruff: noqa: E501, RUF001
"""English source cases of blind set 110: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-jury-summons-deferral-request-rules",
        source="You have been summoned for jury service starting on Monday 9 June 2025 at Southwark Crown Court. You must reply within 7 days of receiving this summons, either online at www.gov.uk/jury-service or by returning the enclosed form. If you cannot attend on these dates, you may ask to defer your service once, to a date within the next 12 months. Deferral requests must explain the reason and should include supporting evidence, such as a letter from your employer or a booking confirmation. Jury service normally lasts up to 10 working days, but some trials may take longer. Your employer is not required to pay you while you are on jury service, but you can claim up to £64.95 per day for loss of earnings.",
        good=[
            Good(
                "preserve",
                "Your jury service at Southwark Crown Court begins on Monday 9 June 2025. You must respond within seven days of receiving this summons, either through www.gov.uk/jury-service or by posting back the enclosed form. Can't make those dates? You may ask to defer once, to a date in the following 12 months. Any deferral request must give your reason and should come with supporting evidence, for example a booking confirmation or a letter from your employer. Jury service normally lasts up to 10 working days, though some trials may run longer. While you serve, your employer is not required to pay you; you can, however, claim up to £64.95 a day for lost earnings.",
            ),
            Good(
                "preserve",
                "Jury summons: key points\n- Your service begins on Monday, June 9, 2025, at Southwark Crown Court.\n- A reply is required within 7 days of receipt, submitted online at www.gov.uk/jury-service or on the enclosed form.\n- If you cannot attend on these dates, you may request one deferral, to a date within the next 12 months. The request must state the reason and should be supported by evidence (e.g. an employer's letter or a booking confirmation).\n- Service normally lasts up to 10 working days; some trials may take longer.\n- Employers are not required to pay jurors during their service, but you can claim up to £64.95 per day for loss of earnings.",
            ),
            Good(
                "pl",
                "Zostałeś wezwany do pełnienia funkcji przysięgłego od poniedziałku 9 czerwca 2025 r. w Southwark Crown Court. Musisz odpowiedzieć w ciągu 7 dni od otrzymania wezwania – online na stronie www.gov.uk/jury-service albo odsyłając załączony formularz. Jeśli nie możesz stawić się w tych terminach, możesz jednorazowo poprosić o przesunięcie służby na termin w ciągu najbliższych 12 miesięcy. Wniosek o przesunięcie musi zawierać uzasadnienie i powinien być poparty dowodami, np. pismem od pracodawcy lub potwierdzeniem rezerwacji. Służba w ławie przysięgłych trwa zwykle do 10 dni roboczych, ale niektóre procesy mogą trwać dłużej. Pracodawca nie ma obowiązku wypłacać Ci wynagrodzenia w tym czasie, ale możesz ubiegać się o zwrot utraconych zarobków w wysokości do 64,95 GBP dziennie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Any deferral request must give your reason",
                        "Any deferral request should give your reason",
                    )
                ],
                "modality",
            ),
            Slip(1, [("Monday, June 9, 2025", "Monday, June 16, 2025")], "date"),
            Slip(2, [("do 64,95 GBP dziennie", "do 69,45 GBP dziennie")], "number"),
        ],
    ),
    Case(
        key="en-shorthold-deposit-scheme-thirty-day-rule",
        source="If you rent a home on an assured shorthold tenancy that began after 6 April 2007, your landlord must put your deposit in a government-backed tenancy deposit protection scheme. This has to happen within 30 days of receiving the deposit, and the landlord must also give you the prescribed information about the scheme within the same period. Under section 214 of the Housing Act 2004, a tenant whose deposit was not protected can apply to the county court, which may order the landlord to pay between one and three times the deposit. A landlord who has not protected the deposit cannot normally use a section 21 notice to end the tenancy. Deposits are capped at five weeks' rent where the annual rent is under £50,000.",
        good=[
            Good(
                "preserve",
                "Renting on an assured shorthold tenancy that started after 6 April 2007? Then your landlord must protect your deposit in a government-backed tenancy deposit protection scheme, and must do so within 30 days of receiving the money. Within those same 30 days they must also give you the prescribed information about the scheme. If your deposit was not protected, you can apply to the county court under section 214 of the Housing Act 2004, and the court may order the landlord to pay between one and three times the deposit. A landlord who hasn't protected it cannot normally end the tenancy with a section 21 notice. Where the annual rent is under £50,000, the deposit is capped at five weeks' rent.",
            ),
            Good(
                "preserve",
                "Landlords letting on assured shorthold tenancies that began after 6 April 2007 have the following obligations:\n1. The deposit must be placed in a government-backed tenancy deposit protection scheme within 30 days of receipt.\n2. Within the same period, the tenant must be given the prescribed information about the scheme.\n3. Where the annual rent is below £50,000, the deposit may not exceed five weeks' rent.\nIf a deposit has not been protected, the tenant can apply to the county court under section 214 of the Housing Act 2004, and the court may order the landlord to pay between one and three times the deposit amount. In addition, such a landlord cannot normally use a section 21 notice to end the tenancy.",
            ),
            Good(
                "pl",
                "Jeśli wynajmujesz mieszkanie na podstawie umowy assured shorthold tenancy, która rozpoczęła się po 6 kwietnia 2007 r., wynajmujący musi umieścić Twoją kaucję w rządowym systemie ochrony kaucji (tenancy deposit protection scheme). Musi to zrobić w ciągu 30 dni od otrzymania kaucji i w tym samym terminie przekazać Ci wymagane informacje o systemie. Zgodnie z sekcją 214 ustawy Housing Act 2004 najemca, którego kaucja nie została zabezpieczona, może złożyć wniosek do sądu hrabstwa (county court), a sąd może nakazać wynajmującemu zapłatę kwoty od jednokrotności do trzykrotności kaucji. Wynajmujący, który nie zabezpieczył kaucji, co do zasady nie może zakończyć najmu za pomocą wypowiedzenia z section 21. Przy rocznym czynszu poniżej 50 000 GBP kaucja nie może przekraczać czynszu za pięć tygodni.",
            ),
        ],
        bad=[
            Slip(2, [("sekcją 214", "sekcją 213")], "legal_reference"),
            Slip(
                0, [("cannot normally end the tenancy", "can normally end the tenancy")], "negation"
            ),
            Slip(1, [("five weeks' rent", "six weeks' rent")], "number"),
        ],
    ),
    Case(
        key="en-driving-test-rebooking-notice-fees",
        source="You can change or cancel your practical driving test online at www.gov.uk/change-driving-test. You will need your driving licence number and the booking reference, which is 8 digits long. If you give at least 3 full working days' notice, there is no charge and you will not lose your fee. With less notice you lose the £62 test fee, unless you have a medical reason, a bereavement or a school exam on the day; in that case you must send evidence to the DVSA within 7 days of the test date. Rebooking is subject to availability, and you may have to wait several weeks for a new slot. Tests in some areas are fully booked until March 2026.",
        good=[
            Good(
                "preserve",
                "Need to move or cancel your practical driving test? You can do it online at www.gov.uk/change-driving-test — just have your driving licence number and your 8-digit booking reference ready. Give at least 3 full working days' notice and it costs nothing: you won't lose your fee. Give less notice and you lose the £62 test fee, unless you have a medical reason, a bereavement or a school exam on the day. If so, you must send the DVSA evidence within 7 days of the test date. New slots depend on availability, and you may have to wait several weeks for one; in some areas, tests are fully booked until March 2026.",
            ),
            Good(
                "preserve",
                "Changing or cancelling a practical driving test\n- Online service: www.gov.uk/change-driving-test\n- Details needed: driving licence number and 8-digit booking reference\n- At least 3 full working days' notice: free of charge, and the fee is not lost\n- Shorter notice: the £62 test fee is lost, except in the case of a medical reason, a bereavement or a school exam on the day, for which evidence must be sent to the DVSA within 7 days of the test date\n- New tests are subject to availability; you may have to wait several weeks, and some areas are fully booked until March 2026",
            ),
            Good(
                "pl",
                "Termin egzaminu praktycznego na prawo jazdy możesz zmienić lub odwołać online na stronie www.gov.uk/change-driving-test. Potrzebny będzie numer prawa jazdy i 8-cyfrowy numer rezerwacji. Jeśli zrobisz to z wyprzedzeniem co najmniej 3 pełnych dni roboczych, nic nie zapłacisz i nie stracisz opłaty. Przy krótszym wyprzedzeniu przepada opłata egzaminacyjna w wysokości 62 GBP, chyba że powodem są względy zdrowotne, żałoba lub egzamin szkolny w dniu testu – wtedy musisz przesłać do DVSA dowody w ciągu 7 dni od daty egzaminu. Nowy termin zależy od dostępności i być może trzeba będzie na niego poczekać kilka tygodni. W niektórych regionach wszystkie terminy są zajęte do marca 2026 r.",
            ),
        ],
        bad=[
            Slip(1, [("www.gov.uk/change-driving-test", "www.gov.uk/book-driving-test")], "url"),
            Slip(
                0,
                [("you must send the DVSA evidence", "you should send the DVSA evidence")],
                "modality",
            ),
            Slip(2, [("do marca 2026 r.", "do maja 2026 r.")], "date"),
        ],
    ),
    Case(
        key="en-passport-photo-size-head-rules",
        source="Photos for a UK passport application must be 45mm high and 35mm wide, printed on plain photo paper, and taken within the last month. Your head, from the crown to the chin, must measure between 29mm and 34mm. You must face the camera with a neutral expression and your mouth closed. Do not wear sunglasses or tinted glasses, and it is best to remove ordinary glasses too, as reflections often lead to a photo being rejected. Head coverings are not allowed unless worn for religious or medical reasons. Children under 6 do not need a neutral expression, and babies under 1 do not need to have their eyes open. Photos should not be cropped or edited.",
        good=[
            Good(
                "preserve",
                "Your UK passport photos must:\n- be 45mm high and 35mm wide, printed on plain photo paper;\n- have been taken within the last month;\n- show your head measuring between 29mm and 34mm from crown to chin;\n- show you facing the camera, with a neutral expression and your mouth closed.\nSunglasses and tinted glasses are not permitted, and it's best to take off ordinary glasses as well, since reflections often lead to photos being rejected. Head coverings are not allowed unless worn for religious or medical reasons. Children under 6 do not need a neutral expression, and babies under 1 do not need their eyes open. Photos should not be cropped or edited.",
            ),
            Good(
                "preserve",
                "Every photo sent with a UK passport application must measure 45mm high by 35mm wide, be printed on plain photo paper and have been taken within the last month. From crown to chin, your head must be between 29mm and 34mm. You must look straight at the camera, mouth closed, with a neutral expression. Sunglasses and tinted lenses must not be worn; ideally, take off ordinary glasses as well, because reflections often lead to rejection. A head covering is allowed only if worn for religious or medical reasons. Children younger than 6 needn't have a neutral expression, and babies younger than 1 needn't have their eyes open. You should not crop or edit the photos.",
            ),
            Good(
                "pl",
                "Zdjęcia do wniosku o brytyjski paszport muszą mieć 45 mm wysokości i 35 mm szerokości, być wydrukowane na zwykłym papierze fotograficznym i wykonane w ciągu ostatniego miesiąca. Głowa, mierzona od czubka do podbródka, musi mieć od 29 do 34 mm. Musisz patrzeć w obiektyw, z neutralnym wyrazem twarzy i zamkniętymi ustami. Nie zakładaj okularów przeciwsłonecznych ani przyciemnianych; najlepiej zdjąć także zwykłe okulary, bo odblaski często są powodem odrzucenia zdjęcia. Nakrycia głowy są niedozwolone, chyba że nosisz je ze względów religijnych lub medycznych. Dzieci poniżej 6 lat nie muszą mieć neutralnego wyrazu twarzy, a niemowlęta poniżej 1 roku nie muszą mieć otwartych oczu. Zdjęcia nie powinny być przycinane ani edytowane.",
            ),
        ],
        bad=[
            Slip(1, [("between 29mm and 34mm", "between 29mm and 36mm")], "number"),
            Slip(2, [("nie muszą mieć otwartych oczu", "muszą mieć otwarte oczy")], "negation"),
            Slip(
                0,
                [
                    (
                        "Photos should not be cropped or edited.",
                        "Photos must not be cropped or edited.",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-lottery-prize-claim-deadline-contacts",
        source="Prizes in National Lottery draws must be claimed within 180 days of the draw date. For the draw held on Saturday 14 June 2025, the claim deadline is therefore 11 December 2025. Prizes of up to £50 can usually be collected from any participating retailer, and prizes of up to £500 at a Post Office. For larger prizes you will need to call the claims line on 0333 234 50 50 or email claims@national-lottery.co.uk; for wins over £50,000, a winners' adviser will probably arrange a home visit within a few days. Unclaimed prizes go to National Lottery good causes. It is estimated that around £80 million in prizes goes unclaimed each year.",
        good=[
            Good(
                "preserve",
                "How long do I have to claim?\nNational Lottery prizes must be claimed within 180 days of the draw. If you played in the draw on Saturday 14 June 2025, your deadline is 11 December 2025.\n\nWhere do I claim?\nYou can usually collect prizes of up to £50 from any participating retailer, and prizes of up to £500 at a Post Office. For bigger prizes, call the claims line on 0333 234 50 50 or email claims@national-lottery.co.uk. If you've won over £50,000, a winners' adviser will probably arrange to visit you at home within a few days.\n\nWhat happens to unclaimed prizes?\nThey go to National Lottery good causes. It's estimated that around £80 million in prizes is left unclaimed every year.",
            ),
            Good(
                "preserve",
                "A National Lottery prize has to be claimed no later than 180 days after the draw date; for the draw of Saturday, 14 June 2025, that means by 11 December 2025. Participating retailers can usually pay out prizes of up to £50, and Post Offices prizes of up to £500. Larger wins are claimed through the claims line (0333 234 50 50) or by email to claims@national-lottery.co.uk, and for wins of more than £50,000 a winners' adviser will probably arrange a home visit within a few days. Any prize not claimed is passed to National Lottery good causes; around £80 million is estimated to go unclaimed annually.",
            ),
            Good(
                "pl",
                "Wygrane w losowaniach National Lottery trzeba odebrać w ciągu 180 dni od daty losowania. W przypadku losowania z soboty 14 czerwca 2025 r. termin mija więc 11 grudnia 2025 r. Wygrane do 50 GBP można zwykle odebrać w każdym punkcie sprzedaży uczestniczącym w loterii, a wygrane do 500 GBP – w urzędzie pocztowym (Post Office). Po wyższe wygrane trzeba zgłosić się telefonicznie pod numerem 0333 234 50 50 lub e-mailem na adres claims@national-lottery.co.uk; przy wygranych powyżej 50 000 GBP doradca ds. zwycięzców prawdopodobnie umówi wizytę domową w ciągu kilku dni. Nieodebrane wygrane trafiają na cele społeczne wspierane przez National Lottery. Szacuje się, że każdego roku nieodebranych pozostaje około 80 mln GBP.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("your deadline is 11 December 2025", "your deadline is 14 December 2025")],
                "date",
            ),
            Slip(
                1,
                [("a winners' adviser will probably arrange", "a winners' adviser will arrange")],
                "hedge",
            ),
            Slip(2, [("claims@national-lottery.co.uk", "claims@nationallottery.co.uk")], "url"),
        ],
    ),
    Case(
        key="en-cathedral-bell-ringing-tower-practice",
        source="Tower practice at St Mary's Cathedral takes place every Tuesday from 7.30pm to 9pm. Learners are welcome, but you must complete at least six one-to-one handling lessons with the tower captain before joining the general practice. Ringers under 14 must be accompanied by a parent or guardian. The tower has 132 steps and no lift, so please let us know in advance if you have mobility concerns. For safety, no one may enter the ringing chamber while the bells are up unless a steward is present. There is no practice during Holy Week, or in August while the bells are being serviced. Ear defenders are provided and should be worn in the belfry.",
        good=[
            Good(
                "preserve",
                "Join us for tower practice at St Mary's Cathedral, every Tuesday from 7.30 to 9pm. Learners are very welcome, though before you come to general practice you must have completed at least six one-to-one handling lessons with the tower captain. Anyone under 14 must come with a parent or guardian. There are 132 steps up the tower and no lift, so if mobility is a concern, please tell us beforehand. For safety reasons, nobody may go into the ringing chamber while the bells are up unless a steward is there. Practice doesn't run in Holy Week, or in August while the bells are being serviced. We provide ear defenders, and you should wear them in the belfry.",
            ),
            Good(
                "preserve",
                "St Mary's Cathedral: tower practice\nWhen: Tuesdays, 7.30pm–9pm (none during Holy Week, nor in August while the bells are being serviced).\nLearners: welcome, but must first complete a minimum of six one-to-one handling lessons with the tower captain before joining general practice.\nUnder-14s: must be accompanied by a parent or guardian.\nAccess: 132 steps, no lift. Please tell us in advance about any mobility concerns.\nSafety: while the bells are up, nobody may enter the ringing chamber unless a steward is present. Ear defenders are provided and should be worn in the belfry.",
            ),
            Good(
                "pl",
                "Próby dzwonników w wieży katedry St Mary's odbywają się w każdy wtorek od 19:30 do 21:00. Osoby uczące się są mile widziane, ale przed dołączeniem do ogólnych prób trzeba odbyć co najmniej sześć indywidualnych lekcji obsługi dzwonu z kapitanem wieży. Dzwonnicy poniżej 14 lat muszą przychodzić z rodzicem lub opiekunem. Na wieżę prowadzą 132 stopnie i nie ma windy, dlatego prosimy o wcześniejszą informację, jeśli masz trudności z poruszaniem się. Ze względów bezpieczeństwa nikt nie może wchodzić do pomieszczenia dzwonników, gdy dzwony są podniesione, chyba że obecny jest steward. W Wielkim Tygodniu oraz w sierpniu, gdy dzwony są serwisowane, próby się nie odbywają. Zapewniamy ochronniki słuchu, które powinno się nosić na dzwonnicy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Practice doesn't run in Holy Week, or", "Practice also runs in Holy Week, and")],
                "negation",
            ),
            Slip(
                2, [("z kapitanem wieży.", "z kapitanem wieży, Peterem Hollisem.")], "invented_fact"
            ),
            Slip(
                1,
                [
                    (
                        "must first complete a minimum of six",
                        "should first complete a minimum of six",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-canal-boat-licence-renewal-guide",
        source="## Renewing your canal boat licence\n\nYour licence must be renewed **before** it expires; boats without a valid licence may be removed from the waterway under section 8 of the British Waterways Act 1983.\n\n### What you need\n\n- Your boat's index number (e.g. `52104`)\n- A valid Boat Safety Scheme certificate\n- Proof of third-party insurance cover of at least £2 million\n\n### Fees\n\nA 12-month licence for a 17-metre boat costs £1,245. Paying online at [the licence portal](https://licensing.canalrivertrust.org.uk) gets you a 5% discount.\n\nLicences cannot be transferred to a new owner.",
        good=[
            Good(
                "preserve",
                "## How to renew your canal boat licence\n\nYou must renew your licence **before** it runs out. Under section 8 of the British Waterways Act 1983, a boat without a valid licence may be removed from the waterway.\n\n### You'll need\n\n- the boat's index number (for example `52104`)\n- a current Boat Safety Scheme certificate\n- proof of third-party insurance covering at least £2 million\n\n### Cost\n\nFor a 17-metre boat, a 12-month licence is £1,245, and you get 5% off if you pay online through [the licence portal](https://licensing.canalrivertrust.org.uk).\n\nNote that a licence can't be transferred to a new owner.",
            ),
            Good(
                "preserve",
                "## Canal boat licence renewal\n\nYou must renew **before** your licence expires. Boats with no valid licence may be removed from the waterway (British Waterways Act 1983, section 8).\n\n### Checklist\n\n1. Boat index number, e.g. `52104`\n2. Valid Boat Safety Scheme certificate\n3. Proof of third-party insurance of at least £2 million\n\n### Fees\n\n| Licence | Boat length | Price |\n|---|---|---|\n| 12 months | 17 m | £1,245 |\n\nPay online via [the licence portal](https://licensing.canalrivertrust.org.uk) for a 5% discount. A licence is not transferable to a new owner.",
            ),
            Good(
                "pl",
                "## Odnowienie licencji na łódź kanałową\n\nLicencję trzeba odnowić **przed** upływem jej ważności; zgodnie z sekcją 8 ustawy British Waterways Act 1983 łodzie bez ważnej licencji mogą zostać usunięte z drogi wodnej.\n\n### Czego potrzebujesz\n\n- Numeru indeksowego łodzi (np. `52104`)\n- Ważnego certyfikatu Boat Safety Scheme\n- Dowodu ubezpieczenia OC na kwotę co najmniej 2 mln GBP\n\n### Opłaty\n\nLicencja na 12 miesięcy dla łodzi o długości 17 metrów kosztuje 1245 GBP. Przy płatności online w [portalu licencyjnym](https://licensing.canalrivertrust.org.uk) przysługuje 5% zniżki.\n\nLicencji nie można przenieść na nowego właściciela.",
            ),
        ],
        bad=[
            Slip(0, [("### You'll need\n", "You'll need:\n")], "markdown"),
            Slip(1, [("£1,245", "£1,425")], "number"),
            Slip(2, [("sekcją 8 ustawy", "sekcją 18 ustawy")], "legal_reference"),
        ],
    ),
    Case(
        key="en-hedge-laying-competition-entry-details",
        source="The 41st Wyre Valley Hedge-Laying Competition will be held on Saturday 8 November 2025 at Lower Hallow Farm, near Bewdley. Competitors work on a 10-yard length and have five and a half hours, from 8.30am to 2pm, to complete it. Entries close on 17 October and cost £25 for adults; juniors under 18 enter free. Stakes and binders will be supplied, but you must bring your own tools and gloves. Chainsaws are not permitted in any class. Judging will probably finish by 4pm, with prizes presented shortly afterwards. Spectators are welcome and parking is free, although the field may be muddy, so sturdy boots are recommended.",
        good=[
            Good(
                "preserve",
                "Lower Hallow Farm, near Bewdley, hosts the 41st Wyre Valley Hedge-Laying Competition on Saturday 8 November 2025. Each competitor gets a 10-yard length and five and a half hours to lay it, working from 8.30am until 2pm. Adult entry costs £25 and juniors under 18 enter free of charge; entries close on 17 October. We will supply stakes and binders, but you must bring your own tools and gloves. No class allows chainsaws. Judging will probably be over by 4pm, and prizes will be handed out shortly after. Spectators are welcome to come along and park for free. The field may be muddy, though, so we recommend sturdy boots.",
            ),
            Good(
                "preserve",
                "41st Wyre Valley Hedge-Laying Competition\n• Date and place: Saturday, November 8, 2025, Lower Hallow Farm, near Bewdley\n• Task: a 10-yard length in five and a half hours (8.30am–2pm)\n• Entry: £25 for adults, free for juniors under 18; closing date 17 October\n• Supplied: stakes and binders. You must bring your own tools and gloves.\n• Chainsaws are not permitted in any class.\n• Judging will probably end by 4pm; prizes are presented shortly afterwards.\n• Spectators welcome, free parking. The field may be muddy, so sturdy boots are recommended.",
            ),
            Good(
                "pl",
                "41. Konkurs Układania Żywopłotów Wyre Valley odbędzie się w sobotę 8 listopada 2025 r. w Lower Hallow Farm niedaleko Bewdley. Zawodnicy pracują na odcinku o długości 10 jardów i mają na to pięć i pół godziny, od 8:30 do 14:00. Zgłoszenia przyjmujemy do 17 października; wpisowe dla dorosłych wynosi 25 GBP, a juniorzy poniżej 18 lat startują bezpłatnie. Zapewniamy paliki i wiązania, ale własne narzędzia i rękawice musisz przynieść sam. W żadnej kategorii nie wolno używać pił łańcuchowych. Ocenianie zakończy się prawdopodobnie do 16:00, a wkrótce potem nastąpi wręczenie nagród. Widzowie są mile widziani, parking jest bezpłatny, ale na polu może być błoto, dlatego zalecamy solidne buty.",
            ),
        ],
        bad=[
            Slip(1, [("closing date 17 October", "closing date 27 October")], "date"),
            Slip(
                0,
                [
                    (
                        "and prizes will be handed out shortly after",
                        "and prizes will be presented by the Mayor of Bewdley shortly after",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "W żadnej kategorii nie wolno używać pił łańcuchowych.",
                        "We wszystkich kategoriach wolno używać pił łańcuchowych.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-lambing-season-farm-visit-hygiene",
        source="Visiting a farm during lambing season, usually from February to April, is a highlight for many families, but ewes and newborn lambs can carry infections that are harmful to people. Pregnant women should not help with lambing or handle newborn lambs, as infections such as chlamydia abortus may cause miscarriage. Everyone must wash their hands with soap and warm water after touching animals, and before eating or drinking; hand gels are not a substitute. Children under 5 should be supervised closely at all times. Most visits pass without any problems, and the risk of serious illness is thought to be low. If you develop a fever or flu-like symptoms within two weeks of a visit, tell your GP that you have been in contact with sheep.",
        good=[
            Good(
                "preserve",
                "Visiting a farm in lambing season (usually February to April) is a highlight for many families, but bear in mind that ewes and newborn lambs can carry infections that are harmful to people.\n\nIf you're pregnant, you should not help with lambing or handle newborn lambs: infections such as chlamydia abortus may cause miscarriage. Everyone must wash their hands with soap and warm water after touching the animals and before eating or drinking; hand gel is no substitute. Children under 5 should be closely supervised the whole time.\n\nMost visits go without a hitch, and the risk of serious illness is thought to be low. But if you get a fever or flu-like symptoms within two weeks of your visit, tell your GP you've been in contact with sheep.",
            ),
            Good(
                "preserve",
                "Lambing season generally runs from February to April, and for many families a farm visit at this time is a highlight. Nevertheless, ewes and newborn lambs can carry infections harmful to humans, so the following precautions apply:\n- Pregnant women should not assist with lambing or handle newborn lambs, since infections such as chlamydia abortus may cause miscarriage.\n- All visitors must wash their hands with soap and warm water after contact with animals and before eating or drinking. Hand gels are not a substitute.\n- Children under 5 should be closely supervised at all times.\nThe risk of serious illness is thought to be low, and most visits pass without problems. If you develop a fever or flu-like symptoms within two weeks of visiting, tell your GP that you have been in contact with sheep.",
            ),
            Good(
                "pl",
                "Wizyta w gospodarstwie w sezonie wykotów, zwykle od lutego do kwietnia, to dla wielu rodzin wielka atrakcja, ale owce i nowo narodzone jagnięta mogą przenosić infekcje groźne dla ludzi. Kobiety w ciąży nie powinny pomagać przy wykotach ani dotykać nowo narodzonych jagniąt, ponieważ infekcje takie jak chlamydia abortus mogą powodować poronienie. Każdy musi umyć ręce mydłem i ciepłą wodą po dotknięciu zwierząt oraz przed jedzeniem lub piciem; żele do rąk nie zastąpią mycia. Dzieci poniżej 5 lat powinny być przez cały czas pod ścisłym nadzorem. Większość wizyt przebiega bez problemów, a ryzyko poważnej choroby uważa się za niskie. Jeśli w ciągu dwóch tygodni od wizyty pojawi się u Ciebie gorączka lub objawy grypopodobne, powiedz lekarzowi rodzinnemu, że miałeś kontakt z owcami.",
            ),
        ],
        bad=[
            Slip(0, [("may cause miscarriage", "cause miscarriage")], "hedge"),
            Slip(
                1,
                [("All visitors must wash their hands", "All visitors should wash their hands")],
                "modality",
            ),
            Slip(2, [("żele do rąk nie zastąpią mycia", "żele do rąk zastąpią mycie")], "negation"),
        ],
    ),
    Case(
        key="en-organ-donor-register-opt-out-law",
        source="Since 20 May 2020, the law on organ donation in England has been 'opt out', under the Organ Donation (Deemed Consent) Act 2019. This means that all adults are considered to have agreed to donate their organs when they die unless they have recorded a decision not to donate or are in one of the excluded groups, such as people who have lived in England for less than 12 months. You can record or change your decision at any time at www.organdonation.nhs.uk or by calling 0300 123 23 23. Your family will still be consulted before donation goes ahead, so it is worth telling them what you want. Around 7,000 people are currently waiting for a transplant in the UK.",
        good=[
            Good(
                "preserve",
                "England has had an 'opt out' system of organ donation since 20 May 2020, introduced by the Organ Donation (Deemed Consent) Act 2019. In practice, every adult is treated as having agreed to donate their organs after death, unless they have recorded a decision not to donate or belong to an excluded group, for example people who have lived in England for less than 12 months. You can record or change your decision whenever you like, online at www.organdonation.nhs.uk or on 0300 123 23 23. Because your family will still be consulted before any donation goes ahead, it's worth letting them know your wishes. Around 7,000 people in the UK are currently waiting for a transplant.",
            ),
            Good(
                "preserve",
                "Organ donation in England: the key facts\n- Since 20 May 2020, England has operated an 'opt out' system under the Organ Donation (Deemed Consent) Act 2019.\n- All adults are considered to have agreed to donate their organs when they die, unless they have recorded a decision not to donate or fall into an excluded group (such as people who have lived in England for less than 12 months).\n- Your decision can be recorded or changed at any time at www.organdonation.nhs.uk or by phone on 0300 123 23 23.\n- Your family will still be consulted before donation goes ahead, so it is worth telling them what you want.\n- Around 7,000 people are currently waiting for a transplant in the UK.",
            ),
            Good(
                "pl",
                "Od 20 maja 2020 r. w Anglii obowiązuje system zgody domniemanej (tzw. opt out) w zakresie dawstwa narządów, wprowadzony ustawą Organ Donation (Deemed Consent) Act 2019. Oznacza to, że każdą osobę dorosłą uważa się za zgadzającą się na pobranie narządów po śmierci, chyba że zarejestrowała decyzję o niewyrażeniu zgody lub należy do jednej z wyłączonych grup, np. osób mieszkających w Anglii krócej niż 12 miesięcy. Swoją decyzję możesz zarejestrować lub zmienić w dowolnym momencie na stronie www.organdonation.nhs.uk albo pod numerem 0300 123 23 23. Przed pobraniem narządów rodzina nadal będzie pytana o zdanie, dlatego warto powiedzieć bliskim, czego chcesz. W Wielkiej Brytanii na przeszczep czeka obecnie około 7000 osób.",
            ),
        ],
        bad=[
            Slip(
                0, [("(Deemed Consent) Act 2019", "(Deemed Consent) Act 2017")], "legal_reference"
            ),
            Slip(1, [("Around 7,000 people", "7,000 people")], "hedge"),
            Slip(2, [("www.organdonation.nhs.uk", "www.organdonation.gov.uk")], "url"),
        ],
    ),
    Case(
        key="en-short-sleep-dementia-cohort-summary",
        source="A large cohort study by Harrison et al. (2021), published in *The Lancet Public Health* (vol. 6, pp. 412–421), followed 31,000 adults aged 40 to 69 for an average of 8.5 years. Participants who regularly slept fewer than six hours a night had roughly a 20% higher risk of developing dementia than those who slept seven hours. The authors stress that the study was observational and cannot show that short sleep causes dementia; poor sleep may instead be an early symptom of the disease. A smaller trial (Okafor & Lind, 2019) suggested that improving sleep might slow cognitive decline, but its results have not yet been replicated.",
        good=[
            Good(
                "preserve",
                "Harrison et al. (2021) followed 31,000 adults aged 40 to 69 for 8.5 years on average, in a large cohort study published in *The Lancet Public Health* (vol. 6, pp. 412–421). People who regularly got less than six hours of sleep a night had roughly a 20% higher risk of developing dementia than people who slept seven hours. But, as the authors stress, this was an observational study: it cannot show that short sleep causes dementia, and poor sleep may instead be an early symptom of the disease. A smaller trial by Okafor and Lind (2019) suggested that better sleep might slow cognitive decline, though its results have not yet been replicated.",
            ),
            Good(
                "preserve",
                "In a large cohort of 31,000 adults aged 40–69, followed for a mean of 8.5 years, regularly sleeping under six hours a night was associated with a risk of developing dementia roughly 20% higher than sleeping seven hours (Harrison et al., 2021, *The Lancet Public Health*, 6, 412–421). Because the design was observational, the authors emphasise that it cannot show short sleep to be a cause of dementia; poor sleep may instead be an early symptom of the disease. A smaller trial (Okafor & Lind, 2019) suggested that improving sleep might slow cognitive decline, but its findings have yet to be replicated.",
            ),
            Good(
                "pl",
                "Duże badanie kohortowe Harrisona i wsp. (2021), opublikowane w *The Lancet Public Health* (t. 6, s. 412–421), objęło 31 000 dorosłych w wieku od 40 do 69 lat, obserwowanych średnio przez 8,5 roku. Osoby, które regularnie spały mniej niż sześć godzin na dobę, miały mniej więcej o 20% wyższe ryzyko rozwoju demencji niż osoby śpiące siedem godzin. Autorzy podkreślają, że było to badanie obserwacyjne i nie może wykazać, że krótki sen powoduje demencję; słaby sen może być raczej wczesnym objawem choroby. Mniejsze badanie (Okafor i Lind, 2019) sugerowało, że poprawa snu mogłaby spowolnić pogarszanie się funkcji poznawczych, ale jego wyników dotąd nie powtórzono.",
            ),
        ],
        bad=[
            Slip(1, [("412–421", "142–151")], "citation"),
            Slip(0, [("roughly a 20% higher risk", "a 20% higher risk")], "hedge"),
            Slip(2, [("31 000 dorosłych", "13 000 dorosłych")], "number"),
        ],
    ),
    Case(
        key="en-tidyfeed-feed-cleaner-readme-setup",
        source="# tidyfeed\n\n`tidyfeed` cleans and deduplicates RSS and Atom feeds before you archive them.\n\n## Installation\n\nRequires Python 3.10 or newer. Install it with:\n\n```\npip install tidyfeed==2.3.1\n```\n\n## Usage\n\nRun `tidyfeed clean feeds.opml --out cleaned/` to process every feed listed in the OPML file. By default, items older than 90 days are dropped; use `--keep-days` to change this. You should not point two instances at the same output directory at once, because they may overwrite each other's files.\n\nNote: you must use the `--strict` flag if you need schema validation.",
        good=[
            Good(
                "preserve",
                "# tidyfeed\n\nUse `tidyfeed` to clean up and deduplicate your RSS and Atom feeds before archiving them.\n\n## Installation\n\nYou'll need Python 3.10 or later. Then install it:\n\n```\npip install tidyfeed==2.3.1\n```\n\n## Usage\n\nTo process every feed in an OPML file, run `tidyfeed clean feeds.opml --out cleaned/`. Items older than 90 days are dropped by default; change that with `--keep-days`. If you need schema validation, you must use the `--strict` flag. You should not run two instances against the same output directory at the same time, as they may overwrite each other's files.",
            ),
            Good(
                "preserve",
                "# tidyfeed\n\nCleans and deduplicates RSS/Atom feeds prior to archiving.\n\n## Installation\n\nPython 3.10+ is required.\n\n```\npip install tidyfeed==2.3.1\n```\n\n## Usage\n\n- `tidyfeed clean feeds.opml --out cleaned/` processes all feeds listed in the OPML file.\n- Items older than 90 days are dropped by default; adjust this with `--keep-days`.\n- If you need schema validation, the `--strict` flag must be used.\n- Two instances should not run on the same output directory simultaneously, as they may overwrite each other's files.",
            ),
            Good(
                "pl",
                "# tidyfeed\n\n`tidyfeed` czyści kanały RSS i Atom oraz usuwa z nich duplikaty przed archiwizacją.\n\n## Instalacja\n\nWymaga Pythona 3.10 lub nowszego. Zainstaluj poleceniem:\n\n```\npip install tidyfeed==2.3.1\n```\n\n## Użycie\n\nUruchom `tidyfeed clean feeds.opml --out cleaned/`, aby przetworzyć wszystkie kanały wymienione w pliku OPML. Domyślnie usuwane są elementy starsze niż 90 dni; można to zmienić opcją `--keep-days`. Nie należy uruchamiać jednocześnie dwóch instancji na tym samym katalogu wyjściowym, ponieważ mogą nawzajem nadpisywać swoje pliki.\n\nUwaga: jeśli potrzebujesz walidacji schematu, musisz użyć flagi `--strict`.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "`tidyfeed clean feeds.opml --out cleaned/`",
                        "`tidyfeed clean feeds.opml --output cleaned/`",
                    )
                ],
                "code",
            ),
            Slip(
                2,
                [("```\npip install tidyfeed==2.3.1\n```", "pip install tidyfeed==2.3.1")],
                "markdown",
            ),
            Slip(
                1,
                [("the `--strict` flag must be used", "the `--strict` flag can be used")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-allotment-waiting-list-tenancy-rules",
        source="Thornbury Town Council manages 146 allotment plots across three sites. There is currently a waiting list of about 90 people, and the average wait is around two years. To join the list you must live within the parish boundary; applications from outside the parish are not accepted. Full plots cost £58 a year and half plots £32, payable each October. Tenants must keep at least 75% of their plot under cultivation, and plots that are not maintained may be re-let after two written warnings. Bonfires are not allowed between April and September. You may keep hens with the council's written permission, but cockerels are not permitted.",
        good=[
            Good(
                "preserve",
                "Thornbury Town Council looks after 146 allotment plots on three sites. About 90 people are on the waiting list at the moment, and the average wait is around two years. You must live within the parish boundary to join the list, and applications from outside the parish aren't accepted. A full plot costs £58 a year and a half plot £32, with payment due every October. As a tenant you must keep at least 75% of your plot under cultivation; if a plot is not maintained, it may be re-let after two written warnings. No bonfires are allowed from April to September. With the council's written permission you may keep hens, but cockerels are not permitted.",
            ),
            Good(
                "preserve",
                "Allotments in Thornbury\nThe Town Council manages 146 plots on three sites. Roughly 90 people are on the waiting list, with an average wait of about two years.\nEligibility: applicants must live within the parish boundary; applications from outside the parish are not accepted.\nRent: £58 a year for a full plot, £32 for a half plot, payable each October.\nRules:\n- At least 75% of the plot must be kept under cultivation. Plots that are not maintained may be re-let after two written warnings.\n- No bonfires between April and September.\n- Hens may be kept with the council's written permission; cockerels are not permitted.",
            ),
            Good(
                "pl",
                "Rada Miasta Thornbury zarządza 146 działkami na trzech terenach. Na liście oczekujących jest obecnie około 90 osób, a średni czas oczekiwania wynosi mniej więcej dwa lata. Aby zapisać się na listę, musisz mieszkać w granicach parafii; wnioski od osób spoza parafii nie są przyjmowane. Cała działka kosztuje 58 GBP rocznie, a pół działki 32 GBP; opłatę wnosi się co roku w październiku. Dzierżawcy muszą uprawiać co najmniej 75% swojej działki, a działki, o które nikt nie dba, mogą zostać wydzierżawione komuś innemu po dwóch pisemnych upomnieniach. Od kwietnia do września nie wolno palić ognisk. Za pisemną zgodą rady możesz trzymać kury, ale koguty są niedozwolone.",
            ),
        ],
        bad=[
            Slip(2, [("co najmniej 75%", "co najmniej 50%")], "number"),
            Slip(1, [("cockerels are not permitted", "cockerels are permitted")], "negation"),
            Slip(
                0,
                [
                    (
                        "146 allotment plots on three sites.",
                        "146 allotment plots on three sites, the largest of them off Gloucester Road.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-blood-donation-eligibility-booking-guide",
        source="You can give whole blood if you are aged 17 to 65 and weigh at least 50kg. Donors aged 66 or over can continue only if they have given blood in the last two years. Men can give blood every 12 weeks and women every 16 weeks. You should eat a proper meal and drink about 500ml of water in the three hours before your appointment. You must not donate if you have had a tattoo or piercing in the last 4 months, or if you have had cold or flu symptoms in the past 7 days. Each donation takes about an hour in total, although the actual blood collection usually lasts only 5 to 10 minutes. Book online at www.blood.co.uk or through the GiveBloodNHS app.",
        good=[
            Good(
                "preserve",
                "Anyone aged 17 to 65 who weighs at least 50kg can give whole blood. If you're 66 or over, you can carry on donating only if you've given blood in the last two years. Men can donate every 12 weeks, women every 16 weeks. In the three hours before your appointment, you should have a proper meal and drink about 500ml of water. You must not donate if you've had a tattoo or piercing within the last 4 months, or cold or flu symptoms in the past 7 days. Allow about an hour for the whole donation, though the blood collection itself usually takes just 5 to 10 minutes. You can book online at www.blood.co.uk or in the GiveBloodNHS app.",
            ),
            Good(
                "preserve",
                "Giving blood: who can donate and what to expect\n- Age and weight: 17–65 years old and at least 50kg. Donors aged 66 or over can continue only if they have given blood within the last two years.\n- How often: every 12 weeks for men, every 16 weeks for women.\n- Before your appointment: you should eat a proper meal and drink about 500ml of water during the preceding three hours.\n- When you must not donate: within 4 months of a tattoo or piercing, or within 7 days of having cold or flu symptoms.\n- Time needed: about an hour in total; the blood collection itself usually lasts only 5–10 minutes.\n- Booking: online at www.blood.co.uk or through the GiveBloodNHS app.",
            ),
            Good(
                "pl",
                "Krew pełną możesz oddać, jeśli masz od 17 do 65 lat i ważysz co najmniej 50 kg. Osoby w wieku 66 lat i starsze mogą nadal oddawać krew tylko wtedy, gdy robiły to w ciągu ostatnich dwóch lat. Mężczyźni mogą oddawać krew co 12 tygodni, a kobiety co 16 tygodni. W ciągu trzech godzin przed wizytą powinieneś zjeść porządny posiłek i wypić około 500 ml wody. Nie wolno Ci oddawać krwi, jeśli w ciągu ostatnich 4 miesięcy zrobiłeś tatuaż lub przekłucie albo jeśli w ciągu ostatnich 7 dni miałeś objawy przeziębienia lub grypy. Cała donacja trwa łącznie około godziny, choć samo pobranie krwi zwykle zajmuje tylko od 5 do 10 minut. Wizytę możesz zarezerwować online na stronie www.blood.co.uk lub w aplikacji GiveBloodNHS.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "women every 16 weeks.",
                        "women every 16 weeks, because they tend to have lower iron stores.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("you should eat a proper meal", "you must eat a proper meal")], "modality"),
            Slip(2, [("co najmniej 50 kg", "co najmniej 55 kg")], "number"),
        ],
    ),
    Case(
        key="en-seminar-reading-colley-britons-notes",
        source="For next week's seminar, please read Chapter 4 of Linda Colley's *Britons: Forging the Nation 1707–1837* (Yale University Press, 1992), pages 147–193. Colley argues that Protestantism and repeated wars with France helped create a shared British identity; she does not claim that regional loyalties disappeared. You should also look at the critique by Hugh Kearney in *The British Isles: A History of Four Nations* (2nd edn, 2006), especially pages 6–11. You do not need to read the whole of Kearney's book. Come prepared to discuss whether Colley underestimates the role of Scotland and Ireland. Essays on this topic are due on Friday 21 November and should be no longer than 2,500 words.",
        good=[
            Good(
                "preserve",
                "Reading for next week's seminar: Chapter 4 (pages 147–193) of Linda Colley, *Britons: Forging the Nation 1707–1837* (Yale University Press, 1992). Colley's argument is that Protestantism, together with repeated wars against France, helped to create a shared British identity; she doesn't claim that regional loyalties vanished. You should also look at Hugh Kearney's critique in *The British Isles: A History of Four Nations* (2nd edn, 2006), especially pages 6–11; there's no need to read all of Kearney's book. Come ready to discuss whether Colley underestimates the role of Scotland and Ireland. Essays on this topic are due on Friday 21 November and should be no longer than 2,500 words.",
            ),
            Good(
                "preserve",
                "Seminar preparation (next week)\n1. Read: Linda Colley, *Britons: Forging the Nation 1707–1837* (Yale University Press, 1992), Chapter 4, pp. 147–193. Her argument: Protestantism and repeated wars with France helped create a shared British identity. She does not claim that regional loyalties disappeared.\n2. You should also look at Kearney's critique: Hugh Kearney, *The British Isles: A History of Four Nations* (2nd edn, 2006), especially pp. 6–11. You do not need to read the whole book.\n3. Discussion question: does Colley underestimate the role of Scotland and Ireland?\nEssays on this topic are due on Friday, November 21, and should be no longer than 2,500 words.",
            ),
            Good(
                "pl",
                "Na seminarium w przyszłym tygodniu proszę przeczytać rozdział 4 książki Lindy Colley *Britons: Forging the Nation 1707–1837* (Yale University Press, 1992), s. 147–193. Colley dowodzi, że protestantyzm i powtarzające się wojny z Francją pomogły ukształtować wspólną tożsamość brytyjską; nie twierdzi jednak, że lojalności regionalne zanikły. Powinni Państwo również zapoznać się z krytyką Hugh Kearneya w książce *The British Isles: A History of Four Nations* (wyd. 2, 2006), zwłaszcza na s. 6–11. Nie trzeba czytać całej książki Kearneya. Proszę przygotować się do dyskusji o tym, czy Colley nie docenia roli Szkocji i Irlandii. Eseje na ten temat należy oddać w piątek 21 listopada; powinny liczyć nie więcej niż 2500 słów.",
            ),
        ],
        bad=[
            Slip(1, [("(2nd edn, 2006)", "(2nd edn, 2012)")], "citation"),
            Slip(
                0,
                [
                    (
                        "there's no need to read all of Kearney's book.",
                        "there's no need to read all of Kearney's book, and a scan of those pages is on the module website.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "nie twierdzi jednak, że lojalności regionalne zanikły",
                        "twierdzi przy tym, że lojalności regionalne zanikły",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-relay-cli-upgrade-four-migration",
        source="## Upgrading to 4.0\n\nVersion 4.0 drops support for Node.js 16; you need Node.js 18.17 or later.\n\n### Breaking changes\n\n- The `cacheDir` option has been renamed to `cache.directory`.\n- The default request timeout is now 30 seconds (previously 60).\n- The `legacyAuth` flag has been removed. If you still rely on it, stay on 3.9.x, which will receive security fixes until 31 March 2026.\n\n### Migrating\n\nRun `npx relay-cli migrate --dry-run` first to see which files would change. The migration tool does not touch files in `node_modules/`. Most projects should be able to upgrade in under an hour.",
        good=[
            Good(
                "preserve",
                "## Upgrading to 4.0\n\nNode.js 16 is no longer supported as of version 4.0, so you'll need Node.js 18.17 or newer.\n\n### Breaking changes\n\n- `cacheDir` is now called `cache.directory`.\n- Requests now time out after 30 seconds by default, down from 60.\n- `legacyAuth` is gone. If your project still depends on it, stay on 3.9.x, which gets security fixes until 31 March 2026.\n\n### Migrating\n\nStart with `npx relay-cli migrate --dry-run` to preview which files would be changed. Nothing in `node_modules/` is touched by the migration tool. Most projects should be able to upgrade in less than an hour.",
            ),
            Good(
                "preserve",
                "## Upgrading to version 4.0\n\n**Requirement:** Node.js 18.17 or later (Node.js 16 is no longer supported).\n\n### Breaking changes\n\n| Change | Details |\n|---|---|\n| Option renamed | `cacheDir` → `cache.directory` |\n| Default request timeout | 30 seconds (was 60) |\n| Flag removed | `legacyAuth`; if you rely on it, stay on 3.9.x (security fixes until 31 March 2026) |\n\n### Migrating\n\nFirst run `npx relay-cli migrate --dry-run` to see which files would change; files in `node_modules/` are not touched. Most projects should be able to complete the upgrade in under an hour.",
            ),
            Good(
                "pl",
                "## Aktualizacja do wersji 4.0\n\nWersja 4.0 nie obsługuje już Node.js 16; potrzebujesz Node.js 18.17 lub nowszego.\n\n### Zmiany niekompatybilne wstecz\n\n- Opcja `cacheDir` została przemianowana na `cache.directory`.\n- Domyślny limit czasu żądania wynosi teraz 30 sekund (wcześniej 60).\n- Flaga `legacyAuth` została usunięta. Jeśli nadal z niej korzystasz, pozostań przy wersji 3.9.x, która będzie otrzymywać poprawki bezpieczeństwa do 31 marca 2026 r.\n\n### Migracja\n\nNajpierw uruchom `npx relay-cli migrate --dry-run`, aby sprawdzić, które pliki zostałyby zmienione. Narzędzie migracyjne nie modyfikuje plików w `node_modules/`. Większość projektów powinna dać się zaktualizować w mniej niż godzinę.",
            ),
        ],
        bad=[
            Slip(2, [("`cache.directory`", "`cacheDirectory`")], "code"),
            Slip(1, [("| Default request timeout | 30 seconds (was 60) |\n", "")], "markdown"),
            Slip(0, [("down from 60", "down from 90")], "number"),
        ],
    ),
    Case(
        key="en-council-tax-single-person-discount",
        source="If you are the only adult (aged 18 or over) living in your home, you can apply for a 25% single person discount on your council tax. Apply online at www.eastmere.gov.uk/counciltax/discount, and have your council tax account number ready; it is the 9-digit number printed at the top of your bill. You must tell us within 21 days if another adult moves in, otherwise you may have to pay a penalty of £70. Discounts are normally backdated to the date you became eligible, but not earlier than 1 April 2024. We review all single person discounts every year, and you may be asked to confirm your circumstances. Applications are usually processed within 4 weeks.",
        good=[
            Good(
                "preserve",
                "Are you the only adult (18 or over) in your home? Then you can apply for a 25% single person discount on your council tax. Just go to www.eastmere.gov.uk/counciltax/discount with your council tax account number to hand; that's the 9-digit number at the top of your bill. We usually process applications within 4 weeks, and the discount is normally backdated to when you became eligible, though not to earlier than 1 April 2024. If another adult moves in, you must let us know within 21 days, or you may have to pay a £70 penalty. We review every single person discount each year, and you may be asked to confirm your circumstances.",
            ),
            Good(
                "preserve",
                "Single person discount (25%)\nResidents who are the only adult aged 18 or over living in their home can apply for a 25% reduction in their council tax. Applications are made online at www.eastmere.gov.uk/counciltax/discount and require the council tax account number, which is the 9-digit number printed at the top of the bill. Applications are usually processed within 4 weeks. Any discount is normally backdated to the date of eligibility, but not to a date before 1 April 2024. If another adult moves in, the council must be informed within 21 days; otherwise a £70 penalty may be charged. All single person discounts are reviewed annually, and residents may be asked to confirm their circumstances.",
            ),
            Good(
                "pl",
                "Jeśli jesteś jedyną osobą dorosłą (w wieku 18 lat lub więcej) mieszkającą w swoim domu, możesz złożyć wniosek o 25-procentową zniżkę w podatku lokalnym (council tax) dla osób mieszkających bez innych dorosłych. Wniosek złożysz online na stronie www.eastmere.gov.uk/counciltax/discount; przygotuj numer swojego konta podatkowego – to 9-cyfrowy numer wydrukowany u góry rachunku. Jeśli zamieszka z Tobą inna osoba dorosła, musisz nas o tym poinformować w ciągu 21 dni, w przeciwnym razie możesz zostać obciążony karą w wysokości 70 GBP. Zniżka jest zwykle przyznawana wstecz od dnia, w którym nabyłeś do niej prawo, ale nie wcześniej niż od 1 kwietnia 2024 r. Co roku weryfikujemy wszystkie takie zniżki i możemy poprosić Cię o potwierdzenie Twojej sytuacji. Wnioski są zazwyczaj rozpatrywane w ciągu 4 tygodni.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "the council must be informed within 21 days",
                        "the council should be informed within 21 days",
                    )
                ],
                "modality",
            ),
            Slip(2, [("1 kwietnia 2024 r.", "1 kwietnia 2023 r.")], "date"),
            Slip(
                0,
                [("www.eastmere.gov.uk/counciltax/discount", "www.eastmere.gov.uk/counciltax")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-coffee-health-umbrella-review-bmj",
        source="A 2017 umbrella review in *The BMJ* (Poole et al., vol. 359, j5024) pooled more than 200 meta-analyses and found that drinking three to four cups of coffee a day was probably more likely to benefit health than to harm it. Coffee consumption was associated with a lower risk of several cancers, liver disease and death from any cause. However, most of the evidence came from observational studies, so the results may reflect other lifestyle factors. The authors also noted that high intake during pregnancy may be linked to low birth weight, and that women at increased risk of fracture should perhaps avoid heavy coffee drinking. The review does not show that people should start drinking coffee for their health.",
        good=[
            Good(
                "preserve",
                "Poole et al. pooled more than 200 meta-analyses in an umbrella review published in *The BMJ* in 2017 (vol. 359, j5024). Their conclusion: three to four cups of coffee a day was probably more likely to do health good than harm. Drinking coffee was associated with a lower risk of several cancers, of liver disease and of death from any cause. Most of the evidence, though, was observational, so the results may reflect other lifestyle factors. The authors also pointed out that drinking a lot of coffee in pregnancy may be linked to low birth weight, and that women at higher risk of fracture should perhaps avoid heavy coffee drinking. The review does not show that people should start drinking coffee for health reasons.",
            ),
            Good(
                "preserve",
                "Coffee and health: Poole et al., *The BMJ*, 2017, vol. 359, j5024 (umbrella review pooling more than 200 meta-analyses)\n- Main finding: 3–4 cups a day was probably more likely to benefit health than to harm it.\n- Associated with a lower risk of: several cancers, liver disease, death from any cause.\n- Caveat: most evidence came from observational studies, so the results may reflect other lifestyle factors.\n- Possible harms: high intake during pregnancy may be linked to low birth weight; women at increased risk of fracture should perhaps avoid heavy coffee drinking.\n- The review does not show that people should start drinking coffee for their health.",
            ),
            Good(
                "pl",
                "Przegląd parasolowy opublikowany w 2017 r. w *The BMJ* (Poole i wsp., t. 359, j5024) objął ponad 200 metaanaliz i wykazał, że picie trzech–czterech filiżanek kawy dziennie prawdopodobnie częściej przynosi zdrowiu korzyść niż szkodę. Spożycie kawy wiązało się z mniejszym ryzykiem kilku nowotworów, chorób wątroby oraz zgonu z dowolnej przyczyny. Większość danych pochodziła jednak z badań obserwacyjnych, więc wyniki mogą odzwierciedlać inne czynniki związane ze stylem życia. Autorzy zauważyli też, że duże spożycie kawy w ciąży może wiązać się z niską masą urodzeniową, a kobiety ze zwiększonym ryzykiem złamań powinny być może unikać picia dużych ilości kawy. Przegląd nie dowodzi, że ludzie powinni zacząć pić kawę dla zdrowia.",
            ),
        ],
        bad=[
            Slip(0, [("(vol. 359, j5024)", "(vol. 357, j5024)")], "citation"),
            Slip(
                1, [("was probably more likely to benefit", "was more likely to benefit")], "hedge"
            ),
            Slip(
                2,
                [
                    (
                        "Większość danych pochodziła jednak z badań obserwacyjnych, więc wyniki mogą odzwierciedlać inne czynniki związane ze stylem życia.",
                        "However, most of the evidence came from observational studies, so the results may reflect other lifestyle factors.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-year-eight-museum-trip-consent",
        source="Dear Parents and Carers,\nYear 8 will visit the Natural History Museum in London on Thursday 12 March 2026. The coach will leave school at 8.15am and is expected to return by about 5pm. The trip costs £18, which covers travel and entry; families receiving free school meals will not be asked to pay. Please return the signed consent form and payment by Friday 27 February. Students must wear full school uniform and should bring a packed lunch and a drink, as there will not be time to buy food at the museum. Mobile phones may be brought but must not be used during the visit unless a member of staff allows it.\nKind regards,\nMr D. Okonjo, Head of Year 8",
        good=[
            Good(
                "preserve",
                "Dear Parents and Carers,\nOn Thursday 12 March 2026, Year 8 are going to the Natural History Museum in London. The coach leaves school at 8.15am, and we expect it to be back by about 5pm. The £18 cost covers travel and entry, and families who receive free school meals won't be asked to pay. Please send back the signed consent form and payment by Friday 27 February. Students must wear full school uniform. They should bring a packed lunch and a drink, because there won't be time to buy food at the museum. Phones may be brought, but they must not be used during the visit unless a member of staff allows it.\nKind regards,\nMr D. Okonjo\nHead of Year 8",
            ),
            Good(
                "preserve",
                "Dear Parents and Carers,\nHere are the details of the Year 8 trip to the Natural History Museum in London:\n- Date: Thursday, March 12, 2026\n- Departure: 8.15am from school; expected return by about 5pm\n- Cost: £18, covering travel and entry; families receiving free school meals will not be asked to pay\n- Please return the signed consent form and payment by Friday, February 27\n- Uniform: full school uniform must be worn\n- Food: students should bring a packed lunch and a drink, as there will not be time to buy food at the museum\n- Phones: may be brought, but must not be used during the visit unless a member of staff allows it\nKind regards,\nMr D. Okonjo, Head of Year 8",
            ),
            Good(
                "pl",
                "Szanowni Rodzice i Opiekunowie,\nw czwartek 12 marca 2026 r. uczniowie Year 8 pojadą do Muzeum Historii Naturalnej w Londynie. Autokar wyjedzie spod szkoły o 8:15, a powrót przewidujemy do około 17:00. Koszt wycieczki wynosi 18 GBP i obejmuje przejazd oraz bilety wstępu; rodziny, których dzieci otrzymują bezpłatne posiłki szkolne, nie będą proszone o opłatę. Prosimy o zwrot podpisanego formularza zgody wraz z wpłatą do piątku 27 lutego. Uczniowie muszą mieć na sobie pełny mundurek szkolny i powinni zabrać drugie śniadanie oraz napój, ponieważ w muzeum nie będzie czasu na kupienie jedzenia. Telefony komórkowe można zabrać, ale nie wolno z nich korzystać podczas wizyty, chyba że pozwoli na to ktoś z personelu.\nZ poważaniem\nMr D. Okonjo, koordynator Year 8",
            ),
        ],
        bad=[
            Slip(0, [("won't be asked to pay", "will be asked to pay")], "negation"),
            Slip(
                1,
                [("full school uniform must be worn", "full school uniform should be worn")],
                "modality",
            ),
            Slip(2, [("do piątku 27 lutego", "do piątku 20 lutego")], "date"),
        ],
    ),
    Case(
        key="en-river-severn-flood-alert-update",
        source="A flood alert remains in place for the River Severn at Upton-upon-Severn. River levels rose by about 0.6 metres overnight and are expected to peak at between 4.8 and 5.1 metres on Wednesday afternoon. Flooding of low-lying roads, footpaths and farmland is likely, particularly along the B4211, but property flooding is not expected at this stage. The riverside car park will be closed from 6pm today. Avoid walking or driving through floodwater: just 30cm of moving water can float a car. We will update this message by 10am tomorrow. For the latest information, call Floodline on 0345 988 1188.",
        good=[
            Good(
                "preserve",
                "The flood alert for the River Severn at Upton-upon-Severn is still in force. Overnight the river rose by about 0.6 metres, and it is expected to peak at between 4.8 and 5.1 metres on Wednesday afternoon. Low-lying roads, footpaths and farmland are likely to flood, especially along the B4211, although at this stage we don't expect properties to be flooded. From 6pm today the riverside car park will be closed. Avoid walking or driving through floodwater, as just 30cm of moving water can float a car. This message will be updated by 10am tomorrow; for the latest information, call Floodline on 0345 988 1188.",
            ),
            Good(
                "preserve",
                "Flood alert: River Severn at Upton-upon-Severn (still in force)\n- Levels rose about 0.6 m overnight; a peak of 4.8–5.1 m is expected on Wednesday afternoon.\n- Flooding of low-lying roads, footpaths and farmland is likely, especially along the B4211. Property flooding is not expected at this stage.\n- Riverside car park closed from 6pm today.\n- Avoid walking or driving through floodwater: just 30cm of moving water can float a car.\n- Next update by 10am tomorrow. Latest information: Floodline, 0345 988 1188.",
            ),
            Good(
                "pl",
                "Dla rzeki Severn w Upton-upon-Severn nadal obowiązuje ostrzeżenie powodziowe. W nocy poziom wody podniósł się o około 0,6 metra, a kulminacja, między 4,8 a 5,1 metra, spodziewana jest w środę po południu. Prawdopodobne jest zalanie nisko położonych dróg, ścieżek i pól uprawnych, zwłaszcza wzdłuż drogi B4211, ale na tym etapie nie przewiduje się zalania budynków. Parking nad rzeką zostanie zamknięty dziś od 18:00. Unikaj chodzenia i jazdy przez wodę powodziową: już 30 cm płynącej wody może unieść samochód. Kolejną aktualizację komunikatu opublikujemy jutro do 10:00. Najnowsze informacje można uzyskać pod numerem Floodline 0345 988 1188.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "- Riverside car park closed from 6pm today.",
                        "- Riverside car park closed from 6pm today; a temporary car park is open at Upton Marina.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("już 30 cm płynącej wody", "już 60 cm płynącej wody")], "number"),
            Slip(0, [("are likely to flood", "will flood")], "hedge"),
        ],
    ),
]
