# ruff: noqa: E501, RUF001
"""Blind set 15: English source passages with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="en-organ-donation",
        source="Registering your decision on the NHS Organ Donor Register takes about two minutes at www.organdonation.nhs.uk/register. Under the Organ Donation (Deemed Consent) Act 2019, adults in England are considered to have agreed to donate unless they have recorded a decision not to, or are in an excluded group. You can change your decision at any time, and you do not need to tell your GP. Your family will still be consulted before any donation goes ahead, so you should talk to them about your choice. People under 18 cannot be registered by anyone else. If you have questions, call 0300 123 23 23, open 9am to 5pm, Monday to Friday.",
        good=[
            Good(
                "preserve",
                "It takes roughly two minutes to record your decision on the NHS Organ Donor Register at www.organdonation.nhs.uk/register. The Organ Donation (Deemed Consent) Act 2019 means that adults in England are treated as having agreed to donate, unless they have recorded a decision not to donate or belong to an excluded group. Your decision can be changed whenever you like, and there is no need to inform your GP. Because your family will still be consulted before any donation takes place, you should discuss your choice with them. No one else can register a person under 18. Questions? Ring 0300 123 23 23 between 9am and 5pm, Monday to Friday.",
            ),
            Good(
                "preserve",
                "How do I register? Go to www.organdonation.nhs.uk/register – it takes about two minutes. What if I don’t register? Under the Organ Donation (Deemed Consent) Act 2019, adults in England are considered to have agreed to donation unless they have recorded that they do not want to donate or they are in an excluded group. Can I change my mind? Yes, at any time, and you don’t have to tell your GP. Will my family be involved? Yes – they will still be consulted before any donation goes ahead, so you should talk to them about your decision. Can someone else register a child? No: people under 18 cannot be registered by anyone else. Questions? The phone line, 0300 123 23 23, is open 9am–5pm, Monday to Friday.",
            ),
            Good(
                "pl",
                "Zarejestrowanie swojej decyzji w rejestrze dawców narządów NHS (NHS Organ Donor Register) na stronie www.organdonation.nhs.uk/register zajmuje około dwóch minut. Zgodnie z ustawą Organ Donation (Deemed Consent) Act 2019 uznaje się, że dorośli w Anglii zgodzili się na oddanie narządów, chyba że zarejestrowali decyzję o niezostaniu dawcą lub należą do grupy wyłączonej. Swoją decyzję możesz zmienić w każdej chwili i nie musisz informować o tym lekarza rodzinnego. Przed ewentualnym pobraniem narządów rodzina nadal będzie pytana o zdanie, dlatego powinieneś z nią porozmawiać o swoim wyborze. Nikt inny nie może zarejestrować osoby poniżej 18 roku życia. W razie pytań zadzwoń pod numer 0300 123 23 23, czynny od poniedziałku do piątku w godz. 9:00–17:00.",
            ),
        ],
        bad=[
            Slip(
                0, [("www.organdonation.nhs.uk/register", "www.organdonation.nhs.uk/donate")], "url"
            ),
            Slip(1, [("unless they have recorded", "if they have recorded")], "negation"),
            Slip(2, [("powinieneś z nią porozmawiać", "musisz z nią porozmawiać")], "modality"),
        ],
    ),
    Case(
        key="en-journal-peer-review",
        source="Reviewers for the Journal of Coastal Ecology are asked to submit their report within 21 days of accepting an invitation. Reviews must assess originality, methods and the validity of the conclusions, and should follow the COPE Ethical Guidelines for Peer Reviewers (COPE Council, 2017). Reviewers must not contact the authors directly or share the manuscript with anyone, including students, without the editor’s permission. If you need more time, you may request one extension of up to 7 days. Reviewers who have co-authored a paper with any of the authors in the past 3 years must declare a conflict of interest. The journal aims to reach a first decision within approximately 8 weeks of submission.",
        good=[
            Good(
                "preserve",
                "Once you accept an invitation to review for the Journal of Coastal Ecology, we ask you to send your report within 21 days. Every review must evaluate the originality, the methods and whether the conclusions are valid, and it should follow the COPE Ethical Guidelines for Peer Reviewers (COPE Council, 2017). Reviewers must not get in touch with the authors directly or show the manuscript to anyone, students included, without the editor’s permission. One extension of no more than 7 days may be requested if you need extra time. A conflict of interest must be declared by any reviewer who has co-authored a paper with one of the authors within the past 3 years. The journal’s aim is to reach a first decision within approximately 8 weeks of submission.",
            ),
            Good(
                "preserve",
                "Guidance for reviewers – Journal of Coastal Ecology:\n- Deadline: please send your report no later than 21 days after accepting the invitation. If that is not enough time, you can ask for a single extension of up to 7 days.\n- Content: reviews are required to assess originality, methods and the validity of the conclusions, and should be in line with the COPE Ethical Guidelines for Peer Reviewers (COPE Council, 2017).\n- Confidentiality: you must not contact the authors directly or share the manuscript with anyone, students included, without the editor’s permission.\n- Conflicts of interest: you must declare one if you have co-authored a paper with any of the authors in the past 3 years.\n- Timeline: the journal aims to reach a first decision within approximately 8 weeks of submission.",
            ),
            Good(
                "pl",
                "Recenzenci czasopisma „Journal of Coastal Ecology” są proszeni o przesłanie recenzji w ciągu 21 dni od przyjęcia zaproszenia. Recenzja musi ocenić oryginalność, metody i trafność wniosków oraz powinna być zgodna z wytycznymi etycznymi COPE dla recenzentów (COPE Council, 2017). Recenzentom nie wolno kontaktować się bezpośrednio z autorami ani udostępniać maszynopisu komukolwiek, w tym studentom, bez zgody redaktora. Jeśli potrzebują Państwo więcej czasu, można poprosić o jedno przedłużenie terminu, maksymalnie o 7 dni. Recenzent, który w ciągu ostatnich 3 lat był współautorem publikacji z którymkolwiek z autorów, musi zgłosić konflikt interesów. Czasopismo dąży do podjęcia pierwszej decyzji w ciągu około 8 tygodni od zgłoszenia artykułu.",
            ),
        ],
        bad=[
            Slip(0, [("it should follow the COPE", "it must follow the COPE")], "modality"),
            Slip(1, [("(COPE Council, 2017)", "(COPE Council, 2019)")], "citation"),
            Slip(2, [("w ciągu ostatnich 3 lat", "w ciągu ostatnich 5 lat")], "number"),
        ],
    ),
    Case(
        key="en-cookie-policy",
        source="### How we use cookies\nWe use three types of cookies on brightpath.co.uk:\n- **Essential cookies** keep the site secure and cannot be switched off.\n- **Analytics cookies** help us count visits; they are set only if you click “Accept”.\n- **Advertising cookies** are not used on this site.\nAnalytics data is kept for 13 months and is never sold to third parties. You can withdraw your consent at any time via the “Cookie settings” link at the bottom of each page. If you block all cookies in your browser, some features, such as the shopping basket, may not work. Questions about this policy can be sent to privacy@brightpath.co.uk.",
        good=[
            Good(
                "preserve",
                "### How we use cookies\nThree kinds of cookies are used on brightpath.co.uk:\n- **Essential cookies** – these protect the site’s security, and you cannot turn them off.\n- **Analytics cookies** – these let us count visits and are placed only if you click “Accept”.\n- **Advertising cookies** – we do not use these on this site.\nWe keep analytics data for 13 months and we never sell it to third parties. Consent can be withdrawn whenever you wish through the “Cookie settings” link at the foot of every page. Blocking all cookies in your browser may stop some features, such as the shopping basket, from working. Please send any questions about this policy to privacy@brightpath.co.uk.",
            ),
            Good(
                "preserve",
                "### How we use cookies\nHere’s how cookies work on brightpath.co.uk. There are three types:\n- **Essential cookies**: they keep the site secure, and switching them off isn’t possible.\n- **Analytics cookies**: we use them to count visits, but only once you’ve clicked “Accept”.\n- **Advertising cookies**: none – we don’t use them on this site.\nWe hold on to analytics data for 13 months, and we will never sell it to third parties. Changed your mind? You can withdraw consent at any time using the “Cookie settings” link at the bottom of every page. Blocking all cookies in your browser may mean some features (the shopping basket, for example) don’t work. Got a question about this policy? Email privacy@brightpath.co.uk.",
            ),
            Good(
                "pl",
                "### Jak używamy plików cookie\nW serwisie brightpath.co.uk stosujemy trzy rodzaje plików cookie:\n- **Niezbędne pliki cookie** zapewniają bezpieczeństwo strony i nie można ich wyłączyć.\n- **Analityczne pliki cookie** pomagają nam liczyć odwiedziny; zapisujemy je tylko wtedy, gdy klikniesz „Accept”.\n- **Reklamowe pliki cookie** nie są używane w tym serwisie.\nDane analityczne przechowujemy przez 13 miesięcy i nigdy nie sprzedajemy ich podmiotom trzecim. Zgodę możesz wycofać w dowolnym momencie za pomocą linku „Cookie settings” na dole każdej strony. Jeśli zablokujesz w przeglądarce wszystkie pliki cookie, niektóre funkcje, np. koszyk, mogą nie działać. Pytania dotyczące tej polityki prosimy kierować na adres privacy@brightpath.co.uk.",
            ),
        ],
        bad=[
            Slip(0, [("for 13 months", "for 18 months")], "number"),
            Slip(1, [("- **Essential cookies**:", "- Essential cookies:")], "markdown"),
            Slip(2, [("nie są używane", "są używane")], "negation"),
        ],
    ),
    Case(
        key="en-pest-control",
        source="Dear Mr Patel, this is to confirm that our technician will visit 14 Elm Road on Tuesday 8 April between 8:00 and 12:00 to treat the rodent problem reported in your loft. Please make sure the loft hatch is accessible and that pets are kept out of the treated areas for at least 24 hours. Bait boxes will be left in place and must not be moved or opened. A follow-up visit is included in the £145 fee and will take place about 10 days after the first treatment. If you need to rearrange, you must let us know at least 48 hours before the appointment by calling 0161 496 0732.",
        good=[
            Good(
                "preserve",
                "Dear Mr Patel, we confirm that our technician will come to 14 Elm Road on Tuesday 8 April, between 8:00 and 12:00, to deal with the rodent problem you reported in your loft. Please ensure that the loft hatch can be reached, and keep pets away from the treated areas for a minimum of 24 hours. The bait boxes will stay in place; they must not be moved or opened. The £145 fee covers a follow-up visit, which will be carried out roughly 10 days after the first treatment. Should you need to change the appointment, you are required to tell us no later than 48 hours beforehand by calling 0161 496 0732.",
            ),
            Good(
                "preserve",
                "Hi Mr Patel – just confirming your appointment. Our technician will be at 14 Elm Road on Tuesday 8 April, some time from 8:00 to 12:00, to treat the rodent problem in your loft. Please check that the loft hatch can be accessed, and keep your pets out of the treated areas for 24 hours or more. We’ll leave bait boxes in place, and they must stay closed and exactly where they are. Your £145 fee includes a follow-up visit about 10 days after the first treatment. Need to rearrange? You have to give us at least 48 hours’ notice – call 0161 496 0732.",
            ),
            Good(
                "pl",
                "Szanowny Panie Patel, potwierdzamy, że nasz technik odwiedzi posesję przy 14 Elm Road we wtorek 8 kwietnia w godzinach 8:00–12:00, aby zwalczyć gryzonie zgłoszone na Pana strychu. Prosimy zapewnić dostęp do włazu na strych oraz nie wpuszczać zwierząt domowych do miejsc poddanych zabiegowi przez co najmniej 24 godziny. Pojemniki z trutką pozostaną na miejscu – nie wolno ich przesuwać ani otwierać. Wizyta kontrolna jest wliczona w opłatę 145 £ i odbędzie się około 10 dni po pierwszym zabiegu. Jeśli chce Pan zmienić termin, musi Pan nas o tym poinformować co najmniej 48 godzin przed wizytą, dzwoniąc pod numer 0161 496 0732.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "The bait boxes will stay in place;",
                        "The bait boxes will stay in place for six weeks;",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Tuesday 8 April", "Tuesday 15 April")], "date"),
            Slip(
                2,
                [("musi Pan nas o tym poinformować", "powinien Pan nas o tym poinformować")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-ski-pass",
        source="Alpenblick ski passes are personal and may not be transferred to another person; passes found in use by someone else will be withdrawn without refund. A 6-day adult pass costs €312, and children born in 2015 or later receive a 40% discount on presentation of an ID document. Lost passes can be replaced for a €10 fee only if the purchase receipt is shown. As set out in Section 4(2) of these terms, no refund is given for days lost to bad weather, but if more than 50% of the lifts are closed for a whole day, you may claim a voucher. Helmets are strongly recommended for all skiers and required for children under 14.",
        good=[
            Good(
                "preserve",
                "Alpenblick ski passes are personal: they are non-transferable, and any pass found being used by someone other than its holder will be withdrawn with no refund. An adult 6-day pass is €312; children born in 2015 or later get 40% off when they show an ID document. A lost pass can be replaced for €10, but only on production of the purchase receipt. Section 4(2) of these terms states that days lost to bad weather are not refunded; however, if over half of the lifts are closed for an entire day, a voucher may be claimed. All skiers are strongly advised to wear helmets, and children under 14 must wear one.",
            ),
            Good(
                "preserve",
                "Can I lend my Alpenblick ski pass to someone? No. Passes are personal and cannot be transferred; if someone else is found using yours, it will be withdrawn and you will not get a refund. How much is a 6-day pass? €312 for an adult. Children born in 2015 or later get a 40% discount if they show an ID document. What if I lose my pass? We can replace it for a €10 fee, but only if you show your purchase receipt. Is there a refund for bad weather? No – under Section 4(2) of these terms, days lost to bad weather are not refunded. However, if more than 50% of the lifts are closed for a whole day, you may claim a voucher. Do I need a helmet? Helmets are strongly recommended for everyone and compulsory for children under 14.",
            ),
            Good(
                "pl",
                "Karnety narciarskie Alpenblick są imienne i nie wolno ich przekazywać innym osobom; karnet używany przez kogoś innego zostanie odebrany bez zwrotu pieniędzy. Karnet 6-dniowy dla dorosłego kosztuje 312 €, a dzieci urodzone w 2015 r. lub później otrzymują 40% zniżki po okazaniu dokumentu tożsamości. Zgubiony karnet można wymienić za opłatą 10 €, ale wyłącznie po okazaniu paragonu zakupu. Zgodnie z sekcją 4 ust. 2 niniejszego regulaminu za dni stracone z powodu złej pogody nie przysługuje zwrot, jednak jeśli przez cały dzień zamkniętych jest ponad 50% wyciągów, można ubiegać się o voucher. Kaski są zdecydowanie zalecane wszystkim narciarzom, a dla dzieci poniżej 14 lat są obowiązkowe.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "days lost to bad weather are not refunded",
                        "days lost to bad weather are refunded",
                    )
                ],
                "negation",
            ),
            Slip(1, [("get a 40% discount", "get a 50% discount")], "number"),
            Slip(2, [("sekcją 4 ust. 2", "sekcją 4 ust. 3")], "legal_reference"),
        ],
    ),
    Case(
        key="en-rowing-club",
        source="Membership of Riverside Rowing Club runs from 1 April to 31 March. The annual fee is £420 for adults, £210 for students and £95 for juniors under 18, and it must be paid in full before your first outing. New members must complete a 200-metre swim test and attend two safety sessions before rowing unsupervised. Junior members may only go on the water when a qualified coach is present. Boats should be booked through the club app at least 24 hours in advance. Members who leave before 30 September may request a refund of half the annual fee; no refunds are given after that date. The AGM will be held on Thursday 15 May at 19:30 in the boathouse.",
        good=[
            Good(
                "preserve",
                "The Riverside Rowing Club membership year lasts from 1 April to 31 March. Adults pay £420 a year, students £210 and juniors under 18 £95; the full fee has to be paid before your first outing. Before rowing without supervision, new members are required to pass a 200-metre swim test and attend two safety sessions. Juniors are allowed on the water only when a qualified coach is there. Boats should be reserved in the club app no less than 24 hours ahead. If you leave before 30 September, you may ask for half of your annual fee back; after that date no refunds are made. The AGM takes place on Thursday 15 May at 19:30 in the boathouse.",
            ),
            Good(
                "preserve",
                "Joining Riverside Rowing Club? Here’s what you need to know. The membership year starts on 1 April and ends on 31 March. Fees are £420 for adults, £210 for students and £95 for under-18 juniors, and they must be paid in full before you first go out on the water. Before you can row unsupervised, you must do a 200-metre swim test and come to two safety sessions. Juniors can only row when a qualified coach is present. Boats should be booked on the club app at least a day in advance. Leaving before 30 September? You can ask for a refund of half your annual fee. After that date, there are no refunds. Finally, put the AGM in your diary: Thursday 15 May, 19:30, in the boathouse.",
            ),
            Good(
                "pl",
                "Członkostwo w Riverside Rowing Club trwa od 1 kwietnia do 31 marca. Roczna składka wynosi 420 £ dla dorosłych, 210 £ dla studentów i 95 £ dla juniorów poniżej 18 lat i musi zostać opłacona w całości przed pierwszym wypłynięciem. Nowi członkowie muszą zaliczyć test pływacki na 200 metrów i wziąć udział w dwóch szkoleniach z bezpieczeństwa, zanim zaczną wiosłować bez nadzoru. Juniorzy mogą wypływać na wodę tylko w obecności wykwalifikowanego trenera. Łodzie powinny być rezerwowane w aplikacji klubu co najmniej 24 godziny wcześniej. Członkowie, którzy zrezygnują przed 30 września, mogą wnioskować o zwrot połowy rocznej składki; po tej dacie zwroty nie przysługują. Walne zebranie odbędzie się w czwartek 15 maja o 19:30 w przystani.",
            ),
        ],
        bad=[
            Slip(0, [("Boats should be reserved", "Boats must be reserved")], "modality"),
            Slip(1, [("Thursday 15 May", "Thursday 22 May")], "date"),
            Slip(2, [("95 £", "59 £")], "number"),
        ],
    ),
    Case(
        key="en-yoga-retreat",
        source="Our autumn yoga retreat at Hill Farm, Devon, runs from Friday 10 October to Sunday 12 October 2025. The price of £395 per person includes two nights’ accommodation in a shared room, all vegetarian meals and six yoga sessions. A private room costs an extra £80. To secure your place, you must pay a £100 deposit within 7 days of booking; the balance is due by 1 September. Cancellations made before 1 September receive a full refund minus the deposit. The retreat is suitable for all levels, but it is not recommended during the first trimester of pregnancy. Please bring your own mat if possible. Book at hillfarmyoga.co.uk/autumn.",
        good=[
            Good(
                "preserve",
                "From Friday 10 October to Sunday 12 October 2025 we are holding our autumn yoga retreat at Hill Farm in Devon. For £395 per person you get two nights in a shared room, all meals (vegetarian) and six yoga sessions; a private room is £80 extra. To secure your place you are required to pay a £100 deposit within 7 days of booking, and the remaining balance must be paid by 1 September. If you cancel before 1 September, you will be refunded in full except for the deposit. All levels are welcome, although the retreat is not recommended in the first trimester of pregnancy. If you can, please bring your own mat. Bookings: hillfarmyoga.co.uk/autumn.",
            ),
            Good(
                "preserve",
                "Hill Farm in Devon is hosting an autumn yoga retreat from Friday 10 to Sunday 12 October 2025. The £395 per-person price covers two nights in a shared room, every meal – all of them vegetarian – and six yoga sessions, with a private room available for an additional £80. Places are secured only when a £100 deposit has been paid, and this must happen within 7 days of booking; the rest is due by 1 September. Anyone cancelling before 1 September gets a full refund, minus the deposit. The retreat suits all levels, but it isn’t recommended during the first trimester of pregnancy. Participants are asked to bring their own mat where possible. To book, visit hillfarmyoga.co.uk/autumn.",
            ),
            Good(
                "pl",
                "Jesienne odosobnienie jogowe w Hill Farm w hrabstwie Devon odbędzie się od piątku 10 października do niedzieli 12 października 2025 r. Cena 395 £ za osobę obejmuje dwa noclegi w pokoju wspólnym, wszystkie posiłki wegetariańskie oraz sześć zajęć jogi. Pokój prywatny kosztuje dodatkowo 80 £. Aby zapewnić sobie miejsce, trzeba wpłacić zadatek w wysokości 100 £ w ciągu 7 dni od rezerwacji; pozostałą kwotę należy uregulować do 1 września. W przypadku rezygnacji przed 1 września zwracamy całą kwotę z wyjątkiem zadatku. Odosobnienie jest odpowiednie dla osób na każdym poziomie zaawansowania, ale nie jest zalecane w pierwszym trymestrze ciąży. Jeśli to możliwe, prosimy o zabranie własnej maty. Rezerwacje: hillfarmyoga.co.uk/autumn.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("If you cancel before 1 September", "If you cancel before 15 September")],
                "date",
            ),
            Slip(
                1,
                [("and six yoga sessions", "and six yoga sessions plus a guided walk on Dartmoor")],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Jeśli to możliwe, prosimy o zabranie własnej maty.",
                        "Please bring your own mat if possible.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-travel-vaccinations",
        source="If you are travelling to sub-Saharan Africa, you should book a consultation at the Northgate Travel Clinic at least 6 weeks before departure, as some vaccines need time to take effect. A yellow fever vaccination certificate may be required for entry to certain countries and must be issued at a registered centre. The yellow fever vaccine costs £78 and is not suitable for babies under 9 months. Malaria tablets are likely to be recommended for most destinations in the region, but no tablet gives 100% protection. The consultation fee is £25, which is deducted if you go ahead with any vaccination. Appointments can be booked online or by calling 0113 496 0855.",
        good=[
            Good(
                "preserve",
                "Travelling to sub-Saharan Africa? Some vaccines take time to start working, so you should book a consultation at the Northgate Travel Clinic no later than 6 weeks before you leave. Certain countries may require a yellow fever vaccination certificate for entry, and it must come from a registered centre. The yellow fever jab costs £78 and is not suitable for babies younger than 9 months. For most destinations in the region, malaria tablets are likely to be recommended, though no tablet offers 100% protection. A consultation costs £25, and this amount is deducted if you go on to have any vaccination. You can book an appointment online or by phoning 0113 496 0855.",
            ),
            Good(
                "preserve",
                "Travellers to sub-Saharan Africa should book a consultation at the Northgate Travel Clinic a minimum of 6 weeks prior to departure, since some vaccines require time to become effective. Entry to some countries may depend on a yellow fever vaccination certificate, which has to be issued by a registered centre. The yellow fever vaccine, priced at £78, is unsuitable for infants under 9 months of age. It is likely that malaria tablets will be recommended for most destinations in the region; however, no tablet provides 100% protection. The £25 consultation fee is deducted if you go ahead with any vaccination. Appointments may be made online or by telephone on 0113 496 0855.",
            ),
            Good(
                "pl",
                "Osoby wybierające się do Afryki Subsaharyjskiej powinny umówić się na konsultację w Northgate Travel Clinic co najmniej 6 tygodni przed wyjazdem, ponieważ niektóre szczepionki potrzebują czasu, aby zaczęły działać. Przy wjeździe do niektórych krajów może być wymagane świadectwo szczepienia przeciw żółtej gorączce, które musi zostać wystawione w zarejestrowanym ośrodku. Szczepionka przeciw żółtej gorączce kosztuje 78 £ i nie jest odpowiednia dla niemowląt poniżej 9 miesiąca życia. Na większość kierunków w regionie prawdopodobnie zostaną zalecone tabletki przeciwmalaryczne, jednak żadne tabletki nie chronią w 100%. Opłata za konsultację wynosi 25 £ i jest odliczana, jeśli zdecydują się Państwo na jakiekolwiek szczepienie. Wizytę można umówić online lub telefonicznie pod numerem 0113 496 0855.",
            ),
        ],
        bad=[
            Slip(
                0, [("The yellow fever jab costs £78", "The yellow fever jab costs £87")], "number"
            ),
            Slip(
                1,
                [
                    (
                        "It is likely that malaria tablets will be recommended",
                        "Malaria tablets will be recommended",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("które musi zostać wystawione", "które może zostać wystawione")], "modality"),
        ],
    ),
    Case(
        key="en-hearing-test",
        source="Your hearing test appointment at Clearsound, 22 Market Street, is booked for Wednesday 4 June at 14:15. The test lasts about 45 minutes and is free of charge for adults over 55. Please avoid exposure to loud noise for 16 hours before the test, and do not use cotton buds in your ears for at least 3 days beforehand. If you wear hearing aids, bring them with you. A family member may come with you, but they cannot be present in the sound booth. To reschedule, use the link in this e-mail or visit clearsound.co.uk/appointments no later than 24 hours before your appointment.",
        good=[
            Good(
                "preserve",
                "You are booked in for a hearing test at Clearsound, 22 Market Street, on Wednesday 4 June at 14:15. It takes roughly 45 minutes, and adults over 55 pay nothing. For the 16 hours before the test, please stay away from loud noise, and for at least 3 days beforehand keep cotton buds out of your ears. If you wear hearing aids, please bring them along. You are welcome to bring a family member, although they will not be allowed into the sound booth. If you need a different time, reschedule via the link in this e-mail or at clearsound.co.uk/appointments, at least 24 hours before your appointment.",
            ),
            Good(
                "preserve",
                "Appointment confirmation – Clearsound, 22 Market Street\n- When: Wednesday 4 June, 14:15 (the test takes about 45 minutes).\n- Cost: free for adults over 55.\n- Before the test: avoid loud noise for 16 hours, and don’t put cotton buds in your ears for 3 days or more.\n- Hearing aids: if you wear them, bring them.\n- Companions: a family member may accompany you but cannot be present in the sound booth.\n- Changes: reschedule no later than 24 hours before your appointment, using the link in this e-mail or at clearsound.co.uk/appointments.",
            ),
            Good(
                "pl",
                "Badanie słuchu w Clearsound przy 22 Market Street zostało zarezerwowane na środę 4 czerwca na godzinę 14:15. Badanie trwa około 45 minut i jest bezpłatne dla dorosłych w wieku powyżej 55 lat. Prosimy unikać głośnego hałasu przez 16 godzin przed badaniem i nie używać patyczków higienicznych do uszu przez co najmniej 3 dni przed nim. Jeśli nosi Pan/Pani aparaty słuchowe, prosimy je zabrać. Może Panu/Pani towarzyszyć członek rodziny, ale nie może on przebywać w kabinie dźwiękoszczelnej. Aby zmienić termin, prosimy skorzystać z linku w tym e-mailu lub ze strony clearsound.co.uk/appointments najpóźniej 24 godziny przed wizytą.",
            ),
        ],
        bad=[
            Slip(
                0, [("although they will not be allowed", "and they will be allowed")], "negation"
            ),
            Slip(1, [("clearsound.co.uk/appointments", "clearsound.com/appointments")], "url"),
            Slip(2, [("środę 4 czerwca", "środę 4 lipca")], "date"),
        ],
    ),
    Case(
        key="en-school-uniform-grant",
        source="Families living in Westbrook who receive Universal Credit or income-based Jobseeker’s Allowance can apply for a school uniform grant of £150 per child starting secondary school in September 2025. Applications must be made online at westbrook.gov.uk/uniformgrant between 2 June and 31 October 2025. You will need to upload a copy of your latest benefit award letter. Only one grant can be paid per child, and payments are normally made within 15 working days of approval. The grant should be spent on school uniform, PE kit or school shoes. Children in care are not eligible, as their uniform is funded separately.",
        good=[
            Good(
                "preserve",
                "If your family lives in Westbrook and gets Universal Credit or income-based Jobseeker’s Allowance, you can apply for a £150 school uniform grant for each child who starts secondary school in September 2025. You have to apply online, at westbrook.gov.uk/uniformgrant, between 2 June and 31 October 2025, and you must upload a copy of your most recent benefit award letter. Each child can receive no more than one grant, and payment is normally made within 15 working days of approval. The money should go on school uniform, PE kit or school shoes. Children in care cannot get the grant, because their uniform is funded separately.",
            ),
            Good(
                "preserve",
                "Who can apply? Westbrook families receiving Universal Credit or income-based Jobseeker’s Allowance. Children in care are not eligible, because their uniform is paid for separately. How much is it? £150 for every child starting secondary school in September 2025 – but no more than one grant per child. How do I apply? You must apply online at westbrook.gov.uk/uniformgrant between 2 June and 31 October 2025, uploading a copy of your latest benefit award letter. When will I be paid? Normally within 15 working days of approval. What can I spend it on? The grant should be used for school uniform, PE kit or school shoes.",
            ),
            Good(
                "pl",
                "Rodziny mieszkające w Westbrook, które pobierają Universal Credit lub zasiłek Jobseeker’s Allowance zależny od dochodu, mogą ubiegać się o dofinansowanie do mundurka szkolnego w wysokości 150 £ na każde dziecko rozpoczynające naukę w szkole średniej we wrześniu 2025 r. Wnioski należy składać online na stronie westbrook.gov.uk/uniformgrant od 2 czerwca do 31 października 2025 r. Trzeba do nich dołączyć kopię najnowszej decyzji o przyznaniu świadczenia. Na jedno dziecko można otrzymać tylko jedno dofinansowanie, a wypłata następuje zwykle w ciągu 15 dni roboczych od zatwierdzenia wniosku. Środki powinny zostać przeznaczone na mundurek szkolny, strój sportowy lub obuwie szkolne. Dzieci objęte pieczą zastępczą nie mogą otrzymać dofinansowania, ponieważ ich mundurki są finansowane osobno.",
            ),
        ],
        bad=[
            Slip(0, [("within 15 working days", "within 5 working days")], "number"),
            Slip(1, [("You must apply online", "You can apply online")], "modality"),
            Slip(
                2,
                [
                    (
                        "o przyznaniu świadczenia.",
                        "o przyznaniu świadczenia oraz zaświadczenie ze szkoły.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-taxi-licence",
        source="Hackney carriage driver licences issued by Ashford Borough Council must be renewed every 3 years. You should submit form TL-R2 at least 8 weeks before your current licence expires, together with the £265 renewal fee. Under Section 59 of the Local Government (Miscellaneous Provisions) Act 1976, the council will not renew a licence unless it is satisfied that you are a fit and proper person. You must provide a new enhanced DBS certificate and, if you are over 65, an annual medical report. Drivers whose licence has expired may not work, even if their renewal is being processed. Applications are processed in approximately 20 working days.",
        good=[
            Good(
                "preserve",
                "Hackney carriage driver licences from Ashford Borough Council have to be renewed every three years. You should send in form TL-R2, with the £265 renewal fee, no later than 8 weeks before your existing licence runs out. Section 59 of the Local Government (Miscellaneous Provisions) Act 1976 means the council will only renew a licence if it is satisfied that you are a fit and proper person. A new enhanced DBS certificate is required from every applicant, as is an annual medical report from those over 65. If your licence has expired, you are not allowed to work, even while your renewal is being processed. Processing takes approximately 20 working days.",
            ),
            Good(
                "preserve",
                "How often must I renew my hackney carriage driver licence? Every 3 years, if it was issued by Ashford Borough Council. When should I apply? You should submit form TL-R2 and the £265 renewal fee at least 8 weeks before your current licence expires. What will the council check? Under Section 59 of the Local Government (Miscellaneous Provisions) Act 1976, it will not renew your licence unless it is satisfied that you are a fit and proper person. What do I need to provide? A new enhanced DBS certificate and, for drivers over 65, an annual medical report – both are compulsory. Can I keep working while I wait? No: drivers with an expired licence may not work, even if their renewal is being processed. How long does it take? Approximately 20 working days.",
            ),
            Good(
                "pl",
                "Licencje kierowcy taksówki (hackney carriage) wydawane przez Radę Gminy Ashford muszą być odnawiane co 3 lata. Formularz TL-R2 wraz z opłatą 265 £ za odnowienie powinno się złożyć co najmniej 8 tygodni przed wygaśnięciem obecnej licencji. Zgodnie z sekcją 59 ustawy Local Government (Miscellaneous Provisions) Act 1976 rada nie odnowi licencji, chyba że uzna, że wnioskodawca jest osobą odpowiednią i godną zaufania (fit and proper person). Trzeba przedstawić nowe rozszerzone zaświadczenie DBS, a w przypadku osób powyżej 65 roku życia – także coroczne zaświadczenie lekarskie. Kierowcy, których licencja wygasła, nie mogą pracować, nawet jeśli wniosek o odnowienie jest w trakcie rozpatrywania. Wnioski są rozpatrywane w ciągu około 20 dni roboczych.",
            ),
        ],
        bad=[
            Slip(0, [("form TL-R2", "form TL-R3")], "code"),
            Slip(1, [("both are compulsory", "both are recommended")], "modality"),
            Slip(2, [("sekcją 59", "sekcją 51")], "legal_reference"),
        ],
    ),
    Case(
        key="en-credit-card-terms",
        source="The Horizon Classic credit card has a representative APR of 24.9% (variable). Purchases benefit from up to 56 days interest-free, provided you pay your full statement balance by the due date each month. Cash withdrawals are charged a fee of 3% (minimum £3) and interest from the date of the transaction. You must make at least the minimum payment each month; if you do not, a £12 late payment fee will apply and your interest rate may increase. Your credit limit will be set after we assess your application and will not exceed £8,000. We will never ask for your PIN by phone or e-mail.",
        good=[
            Good(
                "preserve",
                "Horizon Classic credit card: representative APR 24.9% (variable). You get up to 56 days without interest on purchases, as long as you clear your full statement balance by the due date every month. Taking out cash costs a fee of 3%, with a minimum of £3, and interest is charged from the transaction date. Each month you are required to pay at least the minimum amount; if you fail to do so, we will charge a £12 late payment fee and may raise your interest rate. We will set your credit limit once we have assessed your application, and it will be no higher than £8,000. We will never ask you for your PIN by phone or e-mail.",
            ),
            Good(
                "preserve",
                "Key facts – Horizon Classic credit card\n- Representative APR: 24.9% (variable).\n- Purchases: up to 56 days interest-free, but only if you pay off the full statement balance by the due date each month.\n- Cash withdrawals: 3% fee (£3 minimum), plus interest from the day of the transaction.\n- Payments: the minimum payment is mandatory every month. Miss it and you will pay a £12 late payment fee, and your interest rate may go up.\n- Credit limit: decided after we assess your application; it will not be more than £8,000.\n- Security: we will never ask for your PIN by phone or e-mail.",
            ),
            Good(
                "pl",
                "Karta kredytowa Horizon Classic ma reprezentatywną RRSO 24,9% (zmienną). Na zakupy przysługuje do 56 dni bez odsetek, pod warunkiem że co miesiąc spłacasz całe saldo z wyciągu do terminu płatności. Wypłaty gotówki są obciążone opłatą 3% (minimum 3 £) oraz odsetkami od dnia transakcji. Co miesiąc musisz wpłacić co najmniej kwotę minimalnej spłaty; w przeciwnym razie zostanie naliczona opłata za opóźnienie w wysokości 12 £, a oprocentowanie może wzrosnąć. Limit kredytowy ustalimy po ocenie Twojego wniosku i nie przekroczy on 8 000 £. Nigdy nie poprosimy Cię o PIN telefonicznie ani e-mailem.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("and may raise your interest rate", "and will raise your interest rate")],
                "hedge",
            ),
            Slip(
                1, [("it will not be more than £8,000", "it will be more than £8,000")], "negation"
            ),
            Slip(2, [("24,9%", "29,4%")], "number"),
        ],
    ),
    Case(
        key="en-wine-shop-age-checks",
        source="Staff at Cellar & Vine operate a Challenge 25 policy: anyone who looks under 25 must be asked for ID before buying alcohol. Acceptable ID is a passport, a photocard driving licence or a card bearing the PASS hologram; bank cards and student cards are not accepted. Under Section 146 of the Licensing Act 2003, selling alcohol to a person under 18 is an offence, and staff can be fined up to £5,000. Staff should also refuse a sale if they believe an adult is buying for someone underage. Every refusal must be recorded in the refusals log with the date and time. The manager reviews the log every Monday.",
        good=[
            Good(
                "preserve",
                "Cellar & Vine follows a Challenge 25 policy, which means staff are required to ask for ID from any customer who looks younger than 25 before selling them alcohol. We accept passports, photocard driving licences and cards with the PASS hologram; we do not accept bank cards or student cards. Selling alcohol to anyone under 18 is an offence under Section 146 of the Licensing Act 2003, and staff can be fined as much as £5,000. A sale should also be refused whenever staff believe an adult is buying on behalf of someone underage. Each refusal has to be entered in the refusals log, including the date and time, and the manager goes through the log every Monday.",
            ),
            Good(
                "preserve",
                "Reminder for all staff: we run Challenge 25. If a customer looks under 25, you must check their ID before selling them alcohol. Only a passport, a photocard driving licence or a card with the PASS hologram counts as acceptable ID – bank cards and student cards are not accepted. Remember that Section 146 of the Licensing Act 2003 makes it an offence to sell alcohol to under-18s, and staff can be fined up to £5,000. If you believe an adult is buying for someone underage, you should refuse the sale too. Every refusal must be recorded, with the date and time, in the refusals log, which the manager reviews every Monday.",
            ),
            Good(
                "pl",
                "W Cellar & Vine obowiązuje zasada Challenge 25: każdą osobę, która wygląda na mniej niż 25 lat, należy przed sprzedażą alkoholu poprosić o dokument tożsamości. Akceptujemy paszport, prawo jazdy ze zdjęciem lub kartę z hologramem PASS; kart bankowych i legitymacji studenckich nie przyjmujemy. Zgodnie z sekcją 146 ustawy Licensing Act 2003 sprzedaż alkoholu osobie poniżej 18 lat jest przestępstwem, a pracownik może zostać ukarany grzywną do 5 000 £. Pracownicy powinni również odmówić sprzedaży, jeśli uważają, że osoba dorosła kupuje alkohol dla niepełnoletniego. Każdą odmowę trzeba odnotować w rejestrze odmów wraz z datą i godziną. Kierownik przegląda rejestr w każdy poniedziałek.",
            ),
        ],
        bad=[
            Slip(0, [("A sale should also be refused", "A sale may also be refused")], "modality"),
            Slip(1, [("Section 146", "Section 149")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "kart bankowych i legitymacji studenckich nie przyjmujemy",
                        "karty bankowe i legitymacje studenckie również przyjmujemy",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-bicycle-courier",
        source="This agreement starts on 1 March 2025 and is between Pedal Express Ltd and the courier as an independent contractor, not an employee. The courier will be paid £4.20 per delivery within Zone 1 and £6.50 per delivery in Zones 2–3, with invoices settled every Friday for the previous week. The courier must provide their own bicycle and helmet, and must hold public liability insurance of at least £1 million. Pedal Express will supply a branded bag, which remains company property. Either party may end the agreement with 7 days’ written notice. The courier is free to work for other companies, but may not wear the branded bag while doing so.",
        good=[
            Good(
                "preserve",
                "Pedal Express Ltd and the courier enter into this agreement with effect from 1 March 2025; the courier acts as an independent contractor and is not an employee. Deliveries in Zone 1 are paid at £4.20 each and deliveries in Zones 2–3 at £6.50 each, and every Friday the invoices for the previous week are settled. The courier is required to supply their own bicycle and helmet and to hold public liability insurance of no less than £1 million. A branded bag will be provided by Pedal Express and will remain the company’s property. The agreement may be ended by either party on 7 days’ written notice. The courier may work for other companies but must not wear the branded bag when doing so.",
            ),
            Good(
                "preserve",
                "Quick summary of your Pedal Express contract: it starts on 1 March 2025, and you’ll be working for Pedal Express Ltd as an independent contractor – not as an employee. Pay: £4.20 a delivery in Zone 1, £6.50 a delivery in Zones 2–3. Every Friday we settle your invoices for the week before. You have to bring your own bike and helmet, and you must have public liability insurance covering at least £1 million. We’ll give you a branded bag, but it stays company property. Either side can end the agreement by giving 7 days’ notice in writing. You’re free to work for other companies too – just not while wearing our branded bag.",
            ),
            Good(
                "pl",
                "Niniejsza umowa obowiązuje od 1 marca 2025 r. i zostaje zawarta między Pedal Express Ltd a kurierem jako niezależnym wykonawcą, a nie pracownikiem. Kurier otrzymuje 4,20 £ za dostawę w Strefie 1 i 6,50 £ za dostawę w Strefach 2–3, a faktury za poprzedni tydzień są rozliczane w każdy piątek. Kurier musi zapewnić własny rower i kask oraz posiadać ubezpieczenie od odpowiedzialności cywilnej na kwotę co najmniej 1 mln £. Pedal Express zapewni torbę z logo firmy, która pozostaje własnością firmy. Każda ze stron może rozwiązać umowę z zachowaniem 7-dniowego okresu wypowiedzenia złożonego na piśmie. Kurier może pracować dla innych firm, ale nie wolno mu wtedy nosić firmowej torby.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("but must not wear the branded bag", "but must wear the branded bag")],
                "negation",
            ),
            Slip(1, [("it starts on 1 March 2025", "it starts on 1 May 2025")], "date"),
            Slip(
                2,
                [
                    (
                        "Kurier musi zapewnić własny rower i kask",
                        "Kurier musi zapewnić własny rower, kask i smartfon z dostępem do internetu",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-river-cruise",
        source="Our 8-day Danube cruise from Passau to Budapest departs on 14 September 2025 aboard the MS Aurelia. Prices start at €1,890 per person in a twin cabin, including full board and four guided excursions. Passengers must carry a valid passport or national ID card throughout the trip. A deposit of 20% is due at booking, and the balance must be paid no later than 60 days before departure. If the river level is too high or too low, the itinerary may be changed or part of the journey may be made by coach; this does not entitle passengers to compensation. Book at www.danubeline.eu/aurelia or call +49 851 936 200.",
        good=[
            Good(
                "preserve",
                "The MS Aurelia sets sail on 14 September 2025 for our eight-day Danube cruise from Passau to Budapest. Fares begin at €1,890 per person for a twin cabin, with full board and four guided excursions included. Throughout the trip, every passenger is required to carry a valid passport or national ID card. You pay a 20% deposit when you book, and the remaining balance must be paid at least 60 days before departure. Should the river level be too high or too low, we may change the itinerary or make part of the journey by coach; passengers are not entitled to compensation in that case. To book, visit www.danubeline.eu/aurelia or call +49 851 936 200.",
            ),
            Good(
                "preserve",
                "Passau to Budapest in 8 days: aboard the MS Aurelia, departing 14 September 2025. From €1,890 per person (twin cabin), with full board and four guided excursions. Good to know:\n- A valid passport or national ID card must be carried by all passengers for the whole trip.\n- 20% of the price is payable as a deposit at the time of booking; the rest must be paid 60 days or more before departure.\n- If the Danube is too high or too low, the route may change or part of the journey may be covered by coach, and passengers cannot claim compensation for this.\nBookings: www.danubeline.eu/aurelia or +49 851 936 200.",
            ),
            Good(
                "pl",
                "Nasz 8-dniowy rejs po Dunaju z Pasawy do Budapesztu na pokładzie MS Aurelia rozpoczyna się 14 września 2025 r. Ceny zaczynają się od 1 890 € za osobę w kabinie dwuosobowej i obejmują pełne wyżywienie oraz cztery wycieczki z przewodnikiem. Pasażerowie muszą mieć przy sobie ważny paszport lub dowód osobisty przez cały czas trwania podróży. Przy rezerwacji należy wpłacić zaliczkę w wysokości 20%, a pozostałą kwotę najpóźniej 60 dni przed wypłynięciem. Jeśli poziom wody w rzece będzie zbyt wysoki lub zbyt niski, trasa może zostać zmieniona albo część podróży może odbyć się autokarem; nie uprawnia to pasażerów do odszkodowania. Rezerwacje: www.danubeline.eu/aurelia lub tel. +49 851 936 200.",
            ),
        ],
        bad=[
            Slip(0, [("www.danubeline.eu/aurelia", "www.danubeline.com/aurelia")], "url"),
            Slip(1, [("four guided excursions", "five guided excursions")], "number"),
            Bad(
                "pl",
                "The eight-day Danube cruise aboard the MS Aurelia, from Passau to Budapest, departs on 14 September 2025. Prices start from €1,890 per person in a twin cabin and include full board and four guided excursions. All passengers must have a valid passport or national ID card with them for the entire trip. A 20% deposit is payable on booking, and the balance must be paid no later than 60 days before departure. If the river level is too high or too low, the route may be altered or part of the trip may be made by coach, and this gives passengers no right to compensation. Book online at www.danubeline.eu/aurelia or by phone on +49 851 936 200.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-sleep-screen-abstract",
        source="Background: Evening screen use has been linked to shorter sleep in adolescents (Hale & Guan, 2015; Carter et al., 2016). Methods: We followed 1,204 students aged 13–17 in Manchester for 6 months, recording screen time with a smartphone app and sleep with wrist actigraphy. Results: Each additional hour of screen use after 21:00 was associated with approximately 19 minutes less sleep. The association was stronger on school nights and did not differ significantly between boys and girls. Conclusions: Reducing late-evening screen use may improve sleep duration, although this observational design cannot establish causation. A randomised trial (Nowak & Reid, 2024) is under way.",
        good=[
            Good(
                "preserve",
                "Background: Previous studies have linked evening screen use with shorter sleep among adolescents (Hale & Guan, 2015; Carter et al., 2016). Methods: Over 6 months, we followed 1,204 Manchester students aged 13–17; screen time was logged by a smartphone app and sleep was measured with wrist actigraphy. Results: Every extra hour of screen use after 21:00 was associated with roughly 19 minutes less sleep. This association was stronger on school nights, and there was no significant difference between boys and girls. Conclusions: Cutting down late-evening screen use may lengthen sleep, but because the design is observational, causation cannot be established. A randomised trial is currently under way (Nowak & Reid, 2024).",
            ),
            Good(
                "preserve",
                "Earlier research has linked evening screen use to shorter sleep in adolescents (Hale & Guan, 2015; Carter et al., 2016). In this study, researchers tracked 1,204 Manchester students aged 13 to 17 for six months, using a smartphone app to record screen time and wrist actigraphy to measure sleep. They found that every additional hour of screens after 21:00 went hand in hand with approximately 19 minutes less sleep – more so on school nights, with no significant difference between boys and girls. Cutting late-evening screen use may help teenagers sleep longer, the authors conclude, but an observational study like this cannot establish cause and effect. A randomised trial (Nowak & Reid, 2024) is now under way.",
            ),
            Good(
                "pl",
                "Wprowadzenie: Korzystanie z ekranów wieczorem wiązano z krótszym snem u nastolatków (Hale i Guan, 2015; Carter i in., 2016). Metody: Przez 6 miesięcy obserwowaliśmy 1204 uczniów w wieku 13–17 lat z Manchesteru, rejestrując czas przed ekranem za pomocą aplikacji na smartfon, a sen – za pomocą aktygrafii nadgarstkowej. Wyniki: Każda dodatkowa godzina korzystania z ekranów po 21:00 wiązała się z około 19 minutami krótszego snu. Związek ten był silniejszy w noce przed dniami szkolnymi i nie różnił się istotnie między chłopcami a dziewczętami. Wnioski: Ograniczenie korzystania z ekranów późnym wieczorem może wydłużyć sen, choć obserwacyjny charakter badania nie pozwala ustalić związku przyczynowego. Trwa badanie z randomizacją (Nowak i Reid, 2024).",
            ),
        ],
        bad=[
            Slip(0, [("Carter et al., 2016", "Carter et al., 2018")], "citation"),
            Slip(1, [("may help teenagers sleep longer", "helps teenagers sleep longer")], "hedge"),
            Slip(2, [("(Nowak i Reid, 2024)", "(Nowak i Reid, 2022)")], "citation"),
        ],
    ),
    Case(
        key="en-release-notes",
        source="## Release 3.4.0 (18 November 2025)\n- **Breaking:** the `--legacy-auth` flag has been removed; use `--auth=token` instead.\n- The default request timeout is now 30 seconds (previously 60).\n- Fixed a memory leak in `SyncWorker` that could occur when more than 500 files were queued.\n- Windows installers are now signed.\nUpgrading from 3.2.x or earlier requires running `migrate-db` first. Performance on large repositories should improve by roughly 15%, although results will likely vary with disk speed. Python 3.8 is no longer supported.",
        good=[
            Good(
                "preserve",
                "## Release 3.4.0 (18 November 2025)\n- **Breaking:** `--legacy-auth` is gone – switch to `--auth=token`.\n- Requests now time out after 30 seconds by default, instead of 60.\n- Fixed: a memory leak that could occur in `SyncWorker` when over 500 files were queued.\n- The Windows installers are now signed.\nIf you are upgrading from 3.2.x or an earlier version, you need to run `migrate-db` first. Large repositories should see performance gains of roughly 15%, though these will likely vary with disk speed. Support for Python 3.8 has been dropped.",
            ),
            Good(
                "preserve",
                "## Release 3.4.0 (18 November 2025)\nWhat’s new in this release:\n- **Breaking:** we have removed the `--legacy-auth` flag. Please use `--auth=token` in its place.\n- The default request timeout has changed from 60 to 30 seconds.\n- A memory leak in `SyncWorker`, which could occur if more than 500 files were queued, is fixed.\n- Windows installers are signed from now on.\nBefore upgrading from version 3.2.x or older, you must run `migrate-db`. We expect performance on large repositories to improve by about 15%, but the results will likely vary depending on disk speed. Python 3.8 is not supported any more.",
            ),
            Good(
                "pl",
                "## Wydanie 3.4.0 (18 listopada 2025)\n- **Zmiana niekompatybilna:** usunięto flagę `--legacy-auth`; zamiast niej należy używać `--auth=token`.\n- Domyślny limit czasu żądania wynosi teraz 30 sekund (wcześniej 60).\n- Naprawiono wyciek pamięci w `SyncWorker`, który mógł wystąpić, gdy w kolejce było ponad 500 plików.\n- Instalatory dla Windows są teraz podpisane.\nAktualizacja z wersji 3.2.x lub starszej wymaga wcześniejszego uruchomienia `migrate-db`. Wydajność w dużych repozytoriach powinna wzrosnąć o około 15%, choć wyniki prawdopodobnie będą zależeć od szybkości dysku. Python 3.8 nie jest już obsługiwany.",
            ),
        ],
        bad=[
            Slip(0, [("`--auth=token`", "`--auth=key`")], "code"),
            Slip(
                1,
                [
                    (
                        "We expect performance on large repositories to improve by about 15%",
                        "Performance on large repositories improves by 15%",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("**Zmiana niekompatybilna:**", "Zmiana niekompatybilna:")], "markdown"),
        ],
    ),
    Case(
        key="en-bee-sting-leaflet",
        source="**Bee sting: first aid**\n1. Remove the sting as quickly as possible by scraping it out sideways with a fingernail or bank card. Do not squeeze it with tweezers, as this may inject more venom.\n2. Wash the area and apply a cold compress for 10–20 minutes.\n3. Painkillers such as paracetamol can help; antihistamines may reduce itching and swelling.\nSwelling usually peaks after about 48 hours and may last up to a week. **Call 999 immediately** if the person has difficulty breathing, swelling of the face or throat, or feels faint – these are likely signs of anaphylaxis. Never leave them alone while you wait.",
        good=[
            Good(
                "preserve",
                "**Bee sting: first aid**\n1. Get the sting out as fast as you can: scrape it out sideways using a fingernail or a bank card. Do not squeeze it with tweezers, because that may push in more venom.\n2. Clean the area, then hold a cold compress on it for 10 to 20 minutes.\n3. Painkillers like paracetamol can help, and antihistamines may ease itching and swelling.\nThe swelling is usually at its worst after around 48 hours and may last as long as a week. **Call 999 immediately** if the person struggles to breathe, has a swollen face or throat, or feels faint, as these are likely signs of anaphylaxis. While you wait, stay with them at all times.",
            ),
            Good(
                "preserve",
                "**Bee sting: first aid**\n1. Take the sting out quickly. Scrape it out sideways with a fingernail or a bank card – don’t use tweezers to squeeze it, since that may release more venom.\n2. Wash the skin and put a cold compress on it for 10–20 minutes.\n3. A painkiller such as paracetamol can help; an antihistamine may reduce the itching and swelling.\nSwelling tends to be greatest after about 48 hours and may last up to a week. If the person has trouble breathing, a swollen face or throat, or feels faint, **call 999 immediately** – these are likely signs of anaphylaxis. Do not leave them on their own at any point while you wait.",
            ),
            Good(
                "pl",
                "**Użądlenie przez pszczołę: pierwsza pomoc**\n1. Jak najszybciej usuń żądło, zeskrobując je na bok paznokciem lub kartą bankową. Nie ściskaj go pęsetą, ponieważ może to wprowadzić więcej jadu.\n2. Umyj miejsce użądlenia i przyłóż zimny okład na 10–20 minut.\n3. Pomóc mogą leki przeciwbólowe, np. paracetamol; leki przeciwhistaminowe mogą zmniejszyć swędzenie i obrzęk.\nObrzęk zwykle osiąga największe nasilenie po około 48 godzinach i może utrzymywać się do tygodnia. **Natychmiast zadzwoń pod 999**, jeśli poszkodowany ma trudności z oddychaniem, obrzęk twarzy lub gardła albo czuje, że mdleje – to prawdopodobne objawy anafilaksji. Czekając na pomoc, nigdy nie zostawiaj go samego.",
            ),
        ],
        bad=[
            Slip(0, [("**Call 999 immediately**", "Call 999 immediately")], "markdown"),
            Slip(
                1, [("don’t use tweezers to squeeze it", "use tweezers to squeeze it")], "negation"
            ),
            Slip(2, [("to prawdopodobne objawy anafilaksji", "to objawy anafilaksji")], "hedge"),
        ],
    ),
    Case(
        key="en-wedding-venue",
        source="Thank you for your enquiry about holding your wedding at Ashcombe Barn on Saturday 20 June 2026. The venue hire fee for that date is £6,800 and includes exclusive use from 11:00 to midnight, tables, chairs and a coordinator on the day. The barn can seat up to 140 guests for dinner; we estimate that around 180 could attend the evening reception. A non-refundable deposit of £1,500 is required to hold the date, and the remaining balance is due 12 weeks before the wedding. Amplified music must end by 23:30 because of our licence. Fireworks and sky lanterns are not permitted. We would be happy to arrange a viewing.",
        good=[
            Good(
                "preserve",
                "Thank you for considering Ashcombe Barn for your wedding on Saturday 20 June 2026. Hire of the venue on that date costs £6,800, which covers exclusive use from 11:00 until midnight, tables and chairs, and an on-the-day coordinator. Up to 140 guests can be seated for dinner, and we estimate that approximately 180 could come to the evening reception. To hold the date we require a £1,500 deposit, which is non-refundable; the remaining balance is due 12 weeks before the wedding. Under the terms of our licence, amplified music has to finish by 23:30. We do not permit fireworks or sky lanterns. We would be delighted to arrange a viewing for you.",
            ),
            Good(
                "preserve",
                "Thanks so much for getting in touch about a wedding at Ashcombe Barn on Saturday 20 June 2026! For that date, venue hire is £6,800. That gives you the place to yourselves from 11:00 until midnight, plus tables, chairs and a coordinator on the day. We can seat a maximum of 140 for dinner, and our estimate is that about 180 guests could join you for the evening reception. A £1,500 deposit is required to secure the date – please note it can’t be refunded – and the rest is due 12 weeks before the big day. Our licence means amplified music has to stop by 23:30, and fireworks and sky lanterns aren’t permitted. We’d be happy to arrange a viewing – just ask.",
            ),
            Good(
                "pl",
                "Dziękujemy za zapytanie o organizację ślubu w Ashcombe Barn w sobotę 20 czerwca 2026 r. Opłata za wynajem obiektu w tym dniu wynosi 6 800 £ i obejmuje wyłączność od 11:00 do północy, stoły, krzesła oraz koordynatora w dniu ślubu. Stodoła mieści do 140 gości na kolacji; szacujemy, że w wieczornym przyjęciu mogłoby uczestniczyć około 180 osób. Aby zarezerwować termin, wymagany jest bezzwrotny zadatek w wysokości 1 500 £, a pozostałą kwotę należy zapłacić 12 tygodni przed ślubem. Ze względu na warunki naszej licencji muzyka nagłośniona musi ucichnąć do 23:30. Fajerwerki i lampiony szczęścia są niedozwolone. Chętnie umówimy Państwa na obejrzenie obiektu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "tables and chairs, and an on-the-day coordinator",
                        "tables and chairs, table linen, and an on-the-day coordinator",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "our estimate is that about 180 guests could join you",
                        "180 guests can join you",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("sobotę 20 czerwca 2026 r.", "sobotę 27 czerwca 2026 r.")], "date"),
        ],
    ),
    Case(
        key="en-museum-night",
        source="Museums at Night returns to the Harbour Museum on Friday 16 May, from 18:00 to 23:00. Entry is free, but places for the lantern-lit tour of the old docks are limited to 40 per session and must be booked in advance at harbourmuseum.org/night. Sessions start every 30 minutes from 18:30. The café will stay open until 22:00. Children under 12 are welcome but must be accompanied by an adult at all times. The lower gallery is not accessible by wheelchair; the rest of the building is step-free. Photography is allowed, except in the Map Room. Last admission is at 22:15.",
        good=[
            Good(
                "preserve",
                "On Friday 16 May the Harbour Museum takes part in Museums at Night again, opening from 18:00 until 23:00. There is no entry charge. The lantern-lit tour of the old docks, however, takes a maximum of 40 people per session, and places must be booked ahead at harbourmuseum.org/night. Sessions set off every half hour, starting at 18:30. The café stays open until 22:00. Under-12s are welcome, provided an adult is with them the whole time. The whole building is step-free apart from the lower gallery, which wheelchair users cannot reach. You may take photos anywhere except the Map Room. The last visitors are admitted at 22:15.",
            ),
            Good(
                "preserve",
                "When is Museums at Night at the Harbour Museum? Friday 16 May, 18:00–23:00, with last admission at 22:15. Do I have to pay? No, entry is free. Can I just turn up for the lantern-lit tour of the old docks? No – it is limited to 40 places per session, and you must book in advance at harbourmuseum.org/night. Sessions run every 30 minutes from 18:30. Is the café open? Yes, until 22:00. Can children come? Yes, under-12s are welcome, but an adult must be with them at all times. Is it accessible? Everything is step-free except the lower gallery, which cannot be reached by wheelchair. Can I take photos? Yes, though not in the Map Room.",
            ),
            Good(
                "pl",
                "Noc Muzeów („Museums at Night”) wraca do Harbour Museum w piątek 16 maja, w godzinach 18:00–23:00. Wstęp jest bezpłatny, ale liczba miejsc na zwiedzanie starych doków przy świetle latarni jest ograniczona do 40 na turę i trzeba je zarezerwować wcześniej na stronie harbourmuseum.org/night. Tury rozpoczynają się co 30 minut od 18:30. Kawiarnia będzie czynna do 22:00. Dzieci poniżej 12 lat są mile widziane, ale przez cały czas muszą być pod opieką osoby dorosłej. Dolna galeria jest niedostępna dla wózków inwalidzkich; pozostała część budynku jest dostępna bez schodów. Fotografowanie jest dozwolone, z wyjątkiem Sali Map (Map Room). Ostatnie wejście o 22:15.",
            ),
        ],
        bad=[
            Slip(0, [("There is no entry charge.", "There is an entry charge.")], "negation"),
            Slip(
                1,
                [
                    (
                        "Yes, under-12s are welcome",
                        "Yes, under-12s are welcome and get a free activity pack",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("harbourmuseum.org/night", "harbourmuseum.com/night")], "url"),
        ],
    ),
]
