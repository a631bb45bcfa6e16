# ruff: noqa: E501, RUF001
"""Blind set 21: Polish source passages with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="pl-praca-zdalna-kregoslup",
        source="Celem badania była ocena związku między pracą zdalną a występowaniem bólu odcinka lędźwiowego kręgosłupa u pracowników biurowych. W latach 2021–2023 przebadano 1248 osób zatrudnionych w 37 firmach z Wrocławia i Poznania, z których 612 pracowało z domu co najmniej trzy dni w tygodniu. Ból krzyża w ostatnich 12 miesiącach zgłosiło 41,3% pracowników zdalnych i 29,8% pracujących stacjonarnie. Różnica ta prawdopodobnie wynika z gorszej ergonomii stanowisk domowych: tylko 18% badanych pracowało przy biurku z regulowaną wysokością. Wyniki są zbieżne z wcześniejszymi obserwacjami (Zielińska, Mazur i Kowal, 2022), choć nie pozwalają na wnioskowanie przyczynowe. Pracodawcy powinni rozważyć dofinansowanie wyposażenia stanowisk domowych.",
        good=[
            Good(
                "preserve",
                "Badanie miało sprawdzić, czy praca zdalna wiąże się z bólem dolnej części kręgosłupa u osób pracujących w biurze. Między 2021 a 2023 rokiem zbadano 1248 pracowników z 37 firm we Wrocławiu i w Poznaniu. Spośród nich 612 pracowało z domu przez minimum trzy dni w tygodniu. Na ból krzyża w ciągu ostatnich 12 miesięcy skarżyło się 41,3% osób pracujących zdalnie i 29,8% osób pracujących w biurze. Przyczyną jest zapewne słabsza ergonomia domowych stanowisk – biurko z regulacją wysokości miało zaledwie 18% badanych. Podobne obserwacje opisali już wcześniej Zielińska, Mazur i Kowal (2022). Wyniki nie pozwalają jednak stwierdzić, że to praca zdalna powoduje ból. Pracodawcy powinni rozważyć dopłacanie do wyposażenia domowych stanowisk pracy.",
            ),
            Good(
                "preserve",
                "Przedmiotem analizy była zależność między wykonywaniem pracy w trybie zdalnym a bólem lędźwiowego odcinka kręgosłupa wśród pracowników biurowych. Próba objęła 1248 pracowników 37 przedsiębiorstw z Wrocławia i Poznania, badanych w okresie 2021–2023; 612 spośród nich pracowało w domu przez co najmniej trzy dni w tygodniu. Dolegliwości bólowe w okresie poprzednich 12 miesięcy deklarowało 41,3% pracowników zdalnych wobec 29,8% pracowników stacjonarnych. Za różnicę odpowiada prawdopodobnie niższa ergonomia stanowisk domowych – z biurka o regulowanej wysokości korzystało jedynie 18% respondentów. Rezultaty są zgodne z wcześniejszymi obserwacjami (Zielińska, Mazur i Kowal, 2022), nie uprawniają jednak do wniosków o charakterze przyczynowym. Zaleca się, by pracodawcy rozważyli współfinansowanie wyposażenia domowych stanowisk pracy.",
            ),
            Good(
                "en",
                "This study assessed the association between remote work and lower back pain among office workers. Between 2021 and 2023, 1,248 employees of 37 companies in Wrocław and Poznań were examined; 612 of them worked from home at least three days a week. Low back pain in the previous 12 months was reported by 41.3% of remote workers, compared with 29.8% of those working on site. The gap is probably explained by poorer ergonomics at home: only 18% of participants worked at a height-adjustable desk. These findings agree with earlier observations (Zielińska, Mazur and Kowal, 2022), although they do not allow causal conclusions to be drawn. Employers should consider subsidising equipment for home workstations.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("(Zielińska, Mazur and Kowal, 2022)", "(Zielińska and Kowal, 2022)")],
                "citation",
            ),
            Slip(
                1,
                [("Za różnicę odpowiada prawdopodobnie niższa", "Za różnicę odpowiada niższa")],
                "hedge",
            ),
            Slip(0, [("skarżyło się 41,3% osób", "skarżyło się 43,1% osób")], "number"),
        ],
    ),
    Case(
        key="pl-ceny-mieszkan-tramwaj",
        source="W artykule analizujemy wpływ uruchomienia nowych linii tramwajowych na ceny mieszkań w Krakowie. Wykorzystano dane o 18 406 transakcjach z rejestru cen i wartości nieruchomości z lat 2015–2022. Mieszkania położone w odległości do 500 m od nowego przystanku zdrożały po otwarciu linii średnio o około 6,4% bardziej niż porównywalne lokale dalej od torów. Efekt był widoczny już w roku poprzedzającym otwarcie, co sugeruje, że rynek dyskontuje zapowiedzi inwestycji. Nie stwierdzono natomiast istotnego wpływu na czynsze najmu. Wyniki uzupełniają wcześniejsze badania (Nowicki i Bąk, 2019; Leśniak, 2021) i mogą być pomocne przy szacowaniu wpływów z opłaty adiacenckiej.",
        good=[
            Good(
                "preserve",
                "Sprawdzamy, jak otwarcie nowych linii tramwajowych odbiło się na cenach mieszkań w Krakowie. Analiza opiera się na 18 406 transakcjach z lat 2015–2022, zapisanych w rejestrze cen i wartości nieruchomości. Po otwarciu linii ceny mieszkań w promieniu 500 m od nowego przystanku wzrosły przeciętnie o mniej więcej 6,4% bardziej niż ceny podobnych mieszkań położonych dalej od torów. Wzrost dało się zauważyć już rok przed otwarciem, co każe przypuszczać, że rynek wlicza w ceny same zapowiedzi inwestycji. Nie wykazano natomiast istotnego wpływu na wysokość czynszów za wynajem. Nasze wyniki uzupełniają wcześniejsze prace (Nowicki i Bąk, 2019; Leśniak, 2021). Mogą się też przydać przy szacowaniu dochodów z opłaty adiacenckiej.",
            ),
            Good(
                "preserve",
                "Przedmiotem artykułu jest oddziaływanie nowych linii tramwajowych na ceny lokali mieszkalnych w Krakowie. Podstawę analizy stanowi 18 406 transakcji odnotowanych w latach 2015–2022 w rejestrze cen i wartości nieruchomości. Po uruchomieniu linii ceny mieszkań zlokalizowanych nie dalej niż 500 m od nowego przystanku rosły przeciętnie o ok. 6,4% silniej niż ceny porównywalnych lokali oddalonych od torowiska. Efekt ten ujawnił się już w roku poprzedzającym otwarcie linii, co sugeruje dyskontowanie przez rynek zapowiedzi inwestycyjnych. Istotnego wpływu na stawki czynszów najmu nie stwierdzono. Rezultaty stanowią uzupełnienie wcześniejszych badań (Nowicki i Bąk, 2019; Leśniak, 2021) i mogą znaleźć zastosowanie w szacowaniu wpływów z tytułu opłaty adiacenckiej.",
            ),
            Good(
                "en",
                "This article examines how the opening of new tram lines has affected flat prices in Kraków. We use data on 18,406 transactions recorded in the register of property prices and values between 2015 and 2022. After a line opened, flats within 500 m of a new stop rose in price on average by roughly 6.4% more than comparable flats further from the tracks. The effect was already visible in the year before the opening, which suggests that the market prices in announced investments. No significant effect on rents was found, however. The results complement earlier studies (Nowicki and Bąk, 2019; Leśniak, 2021) and may help in estimating revenue from the betterment levy (opłata adiacencka).",
            ),
        ],
        bad=[
            Slip(0, [("Leśniak, 2021)", "Leśniak, 2012)")], "citation"),
            Slip(2, [("on average by roughly 6.4% more", "on average by 6.4% more")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Istotnego wpływu na stawki czynszów najmu nie stwierdzono.",
                        "Stwierdzono również istotny wpływ na stawki czynszów najmu.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-susza-plony-pszenicy",
        source="Przeanalizowano wpływ susz rolniczych na plony pszenicy ozimej w województwie lubelskim w latach 2000–2020. Wykorzystano dane GUS z 213 gmin oraz wskaźnik klimatycznego bilansu wodnego (KBW) dla okresu od 1 kwietnia do 30 czerwca. W sezonach z suszą, które wystąpiły w 2003, 2015 i 2018 roku, średnie plony były niższe o 0,9–1,4 t/ha, czyli o 17–26%. Największe straty odnotowano na glebach lekkich, gdzie spadki sięgały nawet 35%. Podobne zależności wykazali wcześniej Wójcik i in. (2017) dla Wielkopolski. Autorzy wskazują, że przy planowaniu zmianowania rolnicy powinni uwzględniać odmiany o krótszym okresie wegetacji, a system monitoringu suszy musi objąć również gleby organiczne.",
        good=[
            Good(
                "preserve",
                "Zbadano, jak susze rolnicze wpływały na plony pszenicy ozimej w województwie lubelskim w latach 2000–2020. Posłużono się danymi GUS z 213 gmin i klimatycznym bilansem wodnym (KBW) liczonym od 1 kwietnia do 30 czerwca. W latach suszy – 2003, 2015 i 2018 – plony były średnio o 0,9–1,4 t/ha mniejsze, co oznacza spadek o 17–26%. Najbardziej ucierpiały uprawy na glebach lekkich: tam plony spadały nawet o 35%. Wcześniej podobne zależności dla Wielkopolski opisali Wójcik i in. (2017). Zdaniem autorów rolnicy, planując zmianowanie, powinni brać pod uwagę odmiany o krótszym okresie wegetacji, a monitoring suszy musi obejmować także gleby organiczne.",
            ),
            Good(
                "preserve",
                "Analiza dotyczy oddziaływania susz rolniczych na plonowanie pszenicy ozimej w województwie lubelskim w okresie 2000–2020. Źródłem danych były statystyki GUS dla 213 gmin oraz wskaźnik klimatycznego bilansu wodnego (KBW) za okres 1 kwietnia – 30 czerwca. W sezonach suszy (2003, 2015, 2018) średni plon obniżał się o 0,9–1,4 t/ha, tj. o 17–26%. Straty były najwyższe na glebach lekkich – sięgały tam 35%. Analogiczne zależności dla Wielkopolski wykazali wcześniej Wójcik i in. (2017). Według autorów przy planowaniu zmianowania rolnicy powinni uwzględniać odmiany o krótszym okresie wegetacji, a monitoring suszy musi zostać rozszerzony również na gleby organiczne.",
            ),
            Good(
                "en",
                "The study analysed how agricultural droughts affected winter wheat yields in the Lublin Voivodeship from 2000 to 2020. It drew on Statistics Poland (GUS) data from 213 municipalities and on the climatic water balance index (KBW) for the period from 1 April to 30 June. In the drought seasons of 2003, 2015 and 2018, average yields were 0.9–1.4 t/ha lower, a drop of 17–26%. Light soils suffered the heaviest losses, with declines of as much as 35%. Wójcik et al. (2017) had previously shown similar relationships for Wielkopolska. The authors argue that farmers should take shorter-season varieties into account when planning crop rotation, and that drought monitoring must also cover organic soils.",
            ),
        ],
        bad=[
            Slip(2, [("Wójcik et al. (2017)", "Wilczek et al. (2017)")], "citation"),
            Slip(
                0,
                [("liczonym od 1 kwietnia do 30 czerwca", "liczonym od 1 maja do 30 czerwca")],
                "date",
            ),
            Slip(
                1,
                [
                    (
                        "monitoring suszy musi zostać rozszerzony",
                        "monitoring suszy mógłby zostać rozszerzony",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-wtyczka-sklepu",
        source="## Wersja 3.2.0 (14 marca 2024)\n\n- Dodano integrację z API InPost ShipX; numer śledzenia zapisuje się teraz automatycznie w zamówieniu.\n- Minimalna wymagana wersja WooCommerce to **8.2**, a PHP – **8.1**.\n- Usunięto przestarzały filtr `wps_shipping_rates_legacy`; zamiast niego należy używać `wps_shipping_rates`.\n- Naprawiono błąd, przez który etykiety nie generowały się dla paczek cięższych niż 25 kg.\n\n**Uwaga:** przed aktualizacją zrób kopię zapasową bazy danych. Aktualizacja nie przenosi ustawień z wersji 2.x – trzeba je wprowadzić ponownie w zakładce *Wysyłka → Przewoźnicy*.",
        good=[
            Good(
                "preserve",
                "## Wersja 3.2.0 (14 marca 2024)\n\n- Wtyczka współpracuje teraz z API InPost ShipX, a numer śledzenia przesyłki trafia do zamówienia automatycznie.\n- Do działania potrzebny jest WooCommerce w wersji co najmniej **8.2** oraz PHP w wersji co najmniej **8.1**.\n- Przestarzały filtr `wps_shipping_rates_legacy` został usunięty – w jego miejsce używaj `wps_shipping_rates`.\n- Poprawiliśmy błąd, przez który nie dało się wygenerować etykiety dla paczki ważącej ponad 25 kg.\n\n**Uwaga:** zanim zaktualizujesz wtyczkę, zrób kopię zapasową bazy danych. Ustawienia z wersji 2.x nie zostaną przeniesione – musisz je wpisać ponownie w zakładce *Wysyłka → Przewoźnicy*.",
            ),
            Good(
                "preserve",
                "## 3.2.0 – 14 marca 2024\n\n- Nowość: integracja z API InPost ShipX, numer śledzenia zapisywany automatycznie w zamówieniu.\n- Wymagania: WooCommerce **8.2** lub nowszy, PHP **8.1** lub nowszy.\n- Usunięty filtr `wps_shipping_rates_legacy` – zastąp go filtrem `wps_shipping_rates`.\n- Poprawka: etykiety generują się już także dla paczek powyżej 25 kg.\n\n**Uwaga:** przed aktualizacją wykonaj kopię zapasową bazy danych. Ustawienia z wersji 2.x nie są przenoszone; wprowadź je ponownie w *Wysyłka → Przewoźnicy*.",
            ),
            Good(
                "en",
                "## Version 3.2.0 (14 March 2024)\n\n- Added integration with the InPost ShipX API; the tracking number is now saved to the order automatically.\n- The minimum required versions are WooCommerce **8.2** and PHP **8.1**.\n- Removed the deprecated `wps_shipping_rates_legacy` filter; use `wps_shipping_rates` instead.\n- Fixed a bug that prevented labels from being generated for parcels heavier than 25 kg.\n\n**Note:** back up your database before updating. Settings from version 2.x are not carried over by the update – you will need to enter them again under *Shipping → Carriers*.",
            ),
        ],
        bad=[
            Slip(
                2, [("use `wps_shipping_rates` instead", "use `wps_shipping_rate` instead")], "code"
            ),
            Bad(
                "preserve",
                "Wersja 3.2.0 (14 marca 2024). Wtyczka współpracuje teraz z API InPost ShipX, a numer śledzenia przesyłki trafia do zamówienia automatycznie. Do działania potrzebny jest WooCommerce w wersji co najmniej 8.2 oraz PHP w wersji co najmniej 8.1. Przestarzały filtr wps_shipping_rates_legacy został usunięty – w jego miejsce używaj wps_shipping_rates. Poprawiliśmy błąd, przez który nie dało się wygenerować etykiety dla paczki ważącej ponad 25 kg. Uwaga: zanim zaktualizujesz wtyczkę, zrób kopię zapasową bazy danych. Ustawienia z wersji 2.x nie zostaną przeniesione – musisz je wpisać ponownie w zakładce Wysyłka → Przewoźnicy.",
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "Ustawienia z wersji 2.x nie są przenoszone",
                        "Ustawienia z wersji 2.x są przenoszone",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-firmware-routera",
        source="Szanowni Klienci, w nocy z wtorku 9 na środę 10 lipca, w godzinach 1:00–5:00, przeprowadzimy zdalną aktualizację oprogramowania routerów FiberBox X3 do wersji 5.4.12. W tym czasie internet i telefon stacjonarny mogą być niedostępne przez około 20 minut. Nie trzeba nic robić – router zrestartuje się sam. Prosimy jednak, aby nie odłączać go od zasilania w trakcie aktualizacji, ponieważ może to uszkodzić urządzenie. Jeśli po 5:00 dioda WAN nadal będzie migać na czerwono, należy wyłączyć router na 30 sekund i włączyć go ponownie. W razie dalszych problemów prosimy o kontakt pod numerem 801 300 400 (czynny całą dobę).",
        good=[
            Good(
                "preserve",
                "Drodzy Klienci, w nocy z wtorku 9 lipca na środę 10 lipca, między 1:00 a 5:00, zdalnie zaktualizujemy oprogramowanie routerów FiberBox X3 do wersji 5.4.12. Internet i telefon stacjonarny mogą wtedy nie działać przez mniej więcej 20 minut. Nie muszą Państwo nic robić, bo router sam się zrestartuje. Bardzo prosimy tylko, żeby w czasie aktualizacji nie wyłączać go z prądu – można w ten sposób uszkodzić urządzenie. Jeżeli po godzinie 5:00 dioda WAN wciąż miga na czerwono, trzeba wyłączyć router na 30 sekund, a potem włączyć go z powrotem. Gdyby to nie pomogło, prosimy zadzwonić pod numer 801 300 400 – infolinia działa 24 godziny na dobę.",
            ),
            Good(
                "preserve",
                "**Kiedy?** W nocy z wtorku na środę, 9/10 lipca, w godz. 1:00–5:00.\n**Co się zmieni?** Oprogramowanie routerów FiberBox X3 zostanie zdalnie zaktualizowane do wersji 5.4.12.\n**Czy będą przerwy?** Tak, internet i telefon stacjonarny mogą nie działać przez ok. 20 minut.\n**Czy muszę coś zrobić?** Nie, router uruchomi się ponownie automatycznie. Nie odłączaj go jednak od zasilania podczas aktualizacji – grozi to uszkodzeniem urządzenia.\n**Co, jeśli coś nie działa?** Jeżeli po 5:00 dioda WAN dalej miga na czerwono, wyłącz router na 30 sekund i włącz go ponownie. Jeśli problem nie zniknie, zadzwoń pod 801 300 400 (infolinia czynna całą dobę).",
            ),
            Good(
                "en",
                "Dear Customers, on the night of Tuesday 9 to Wednesday 10 July, between 1:00 and 5:00 a.m., we will remotely update the software on FiberBox X3 routers to version 5.4.12. Your internet and landline may be unavailable for about 20 minutes during this time. You don't need to do anything – the router will restart by itself. Please do not unplug it while the update is running, though, as this could damage the device. If the WAN light is still flashing red after 5:00 a.m., switch the router off for 30 seconds and then turn it back on. If the problem persists, call us on 801 300 400 (available 24 hours a day).",
            ),
        ],
        bad=[
            Slip(1, [("do wersji 5.4.12", "do wersji 5.4.21")], "code"),
            Slip(
                2,
                [("between 1:00 and 5:00 a.m., we will", "between 2:00 and 5:00 a.m., we will")],
                "date",
            ),
            Slip(
                0,
                [("trzeba wyłączyć router na 30 sekund", "można wyłączyć router na 30 sekund")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-migracja-poczty",
        source="Od poniedziałku 2 września 2024 r. poczta pracownicza uczelni będzie obsługiwana wyłącznie w systemie Microsoft 365. Dotychczasowy serwer poczta.uwsl.edu.pl zostanie wyłączony 30 września, a wiadomości starsze niż 5 lat nie zostaną przeniesione automatycznie. Osoby, które chcą je zachować, powinny samodzielnie wyeksportować je do 27 września. Adresy w domenie @uwsl.edu.pl pozostają bez zmian. Przy pierwszym logowaniu na stronie https://portal.office.com trzeba skonfigurować uwierzytelnianie dwuskładnikowe. Instrukcja krok po kroku jest dostępna pod adresem https://it.uwsl.edu.pl/m365, a pytania można kierować na adres helpdesk@uwsl.edu.pl lub zgłaszać telefonicznie pod numerem wewnętrznym 2200.",
        good=[
            Good(
                "preserve",
                "Od poniedziałku, 2 września 2024 r., służbowa poczta pracowników uczelni będzie działać tylko w Microsoft 365. Stary serwer poczta.uwsl.edu.pl wyłączymy 30 września. Wiadomości sprzed ponad 5 lat nie zostaną przeniesione automatycznie – jeśli chcesz je zachować, wyeksportuj je sam do 27 września. Twój adres w domenie @uwsl.edu.pl się nie zmienia. Gdy pierwszy raz zalogujesz się na https://portal.office.com, musisz ustawić uwierzytelnianie dwuskładnikowe. Instrukcję krok po kroku znajdziesz na https://it.uwsl.edu.pl/m365. Pytania możesz wysłać na helpdesk@uwsl.edu.pl albo zadać telefonicznie pod numerem wewnętrznym 2200.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że począwszy od poniedziałku 2 września 2024 r. obsługa poczty pracowniczej uczelni będzie prowadzona wyłącznie w środowisku Microsoft 365. Serwer poczta.uwsl.edu.pl zostanie wyłączony z dniem 30 września. Korespondencja starsza niż pięć lat nie będzie migrowana automatycznie; osoby zainteresowane jej zachowaniem powinny dokonać samodzielnego eksportu w terminie do 27 września. Adresy w domenie @uwsl.edu.pl nie ulegają zmianie. Podczas pierwszego logowania na stronie https://portal.office.com konieczne jest skonfigurowanie uwierzytelniania dwuskładnikowego. Szczegółową instrukcję zamieszczono pod adresem https://it.uwsl.edu.pl/m365. Pytania można przesyłać na adres helpdesk@uwsl.edu.pl lub zgłaszać pod numerem wewnętrznym 2200.",
            ),
            Good(
                "en",
                "From Monday 2 September 2024, staff email at the university will be handled exclusively through Microsoft 365. The old server, poczta.uwsl.edu.pl, will be shut down on 30 September, and messages older than five years will not be migrated automatically. If you want to keep them, you should export them yourself by 27 September. Addresses in the @uwsl.edu.pl domain stay the same. When you first sign in at https://portal.office.com, you will need to set up two-factor authentication. Step-by-step instructions are available at https://it.uwsl.edu.pl/m365, and questions can be sent to helpdesk@uwsl.edu.pl or raised by phone on internal extension 2200.",
            ),
        ],
        bad=[
            Slip(2, [("sent to helpdesk@uwsl.edu.pl", "sent to help@uwsl.edu.pl")], "url"),
            Slip(
                0,
                [("wyeksportuj je sam do 27 września", "wyeksportuj je sam do 29 września")],
                "date",
            ),
            Slip(
                1,
                [
                    (
                        "Adresy w domenie @uwsl.edu.pl nie ulegają zmianie.",
                        "Adresy w domenie @uwsl.edu.pl ulegają zmianie.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-rejestracja-dzialalnosci",
        source="Wpis do Centralnej Ewidencji i Informacji o Działalności Gospodarczej (CEIDG) jest bezpłatny i można go złożyć przez internet na stronie biznes.gov.pl albo osobiście w dowolnym urzędzie gminy. Zgodnie z art. 17 ust. 1 ustawy z dnia 6 marca 2018 r. – Prawo przedsiębiorców przedsiębiorca może rozpocząć działalność już w dniu złożenia wniosku. Wniosek musi zawierać m.in. numer PESEL, adres do doręczeń oraz kody PKD, np. 62.01.Z dla działalności związanej z oprogramowaniem. Osoby, których przychód nie przekracza miesięcznie 75% minimalnego wynagrodzenia, nie muszą rejestrować firmy. Zgłoszenia do ZUS i urzędu skarbowego trzeba dokonać w ciągu 7 dni, ale można to zrobić w tym samym formularzu.",
        good=[
            Good(
                "preserve",
                "Rejestracja firmy w CEIDG, czyli Centralnej Ewidencji i Informacji o Działalności Gospodarczej, nic nie kosztuje. Wniosek złożysz online na biznes.gov.pl lub osobiście w którymkolwiek urzędzie gminy. Na podstawie art. 17 ust. 1 ustawy z 6 marca 2018 r. – Prawo przedsiębiorców działalność możesz zacząć prowadzić już tego dnia, w którym złożysz wniosek. We wniosku muszą się znaleźć między innymi PESEL, adres do doręczeń i kody PKD – na przykład 62.01.Z, jeśli zajmujesz się oprogramowaniem. Jeśli Twój miesięczny przychód nie jest wyższy niż 75% minimalnego wynagrodzenia, rejestrować firmy nie musisz. Zgłoszenia do ZUS i urzędu skarbowego trzeba dokonać w ciągu 7 dni, ale załatwisz je w tym samym formularzu.",
            ),
            Good(
                "preserve",
                "Złożenie wniosku o wpis do Centralnej Ewidencji i Informacji o Działalności Gospodarczej (CEIDG) nie podlega opłacie. Wniosek można złożyć elektronicznie za pośrednictwem serwisu biznes.gov.pl lub osobiście w dowolnym urzędzie gminy. Stosownie do art. 17 ust. 1 ustawy z dnia 6 marca 2018 r. – Prawo przedsiębiorców działalność gospodarczą można podjąć w dniu złożenia wniosku. Wniosek musi obejmować w szczególności numer PESEL, adres do doręczeń oraz kody PKD (przykładowo 62.01.Z w przypadku działalności związanej z oprogramowaniem). Obowiązek rejestracji nie dotyczy osób, których miesięczny przychód nie przekracza 75% minimalnego wynagrodzenia. Zgłoszenia do ZUS oraz urzędu skarbowego należy dokonać w terminie 7 dni; można go dokonać w ramach tego samego formularza.",
            ),
            Good(
                "en",
                "Registering with the Central Register and Information on Economic Activity (CEIDG) is free of charge. You can apply online at biznes.gov.pl or in person at any municipal office. Under Article 17(1) of the Act of 6 March 2018 – Entrepreneurs' Law, you may start trading on the very day you submit the application. The application must include, among other things, your PESEL number, an address for service and your PKD codes, such as 62.01.Z for software-related activities. If your monthly revenue does not exceed 75% of the minimum wage, you do not have to register a business. You must notify ZUS and the tax office within 7 days, but you can do this on the same form.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("Under Article 17(1) of the Act", "Under Article 71(1) of the Act")],
                "legal_reference",
            ),
            Slip(0, [("We wniosku muszą się znaleźć", "We wniosku mogą się znaleźć")], "modality"),
            Slip(1, [("w terminie 7 dni", "w terminie 14 dni")], "number"),
        ],
    ),
    Case(
        key="pl-zmiana-nazwiska",
        source="Wniosek o zmianę imienia lub nazwiska można złożyć do dowolnego kierownika urzędu stanu cywilnego, na podstawie ustawy z dnia 17 października 2008 r. o zmianie imienia i nazwiska. Zmiana jest możliwa tylko z ważnych powodów, np. gdy obecne nazwisko jest ośmieszające albo gdy wnioskodawca faktycznie używa innego nazwiska. Opłata skarbowa za wydanie decyzji wynosi 37 zł i należy ją wnieść na rachunek Urzędu Miasta Rzeszowa przed złożeniem wniosku. Decyzja zapada zwykle w ciągu miesiąca, a w sprawach bardziej skomplikowanych – do dwóch miesięcy. Po jej otrzymaniu trzeba w ciągu 30 dni złożyć wniosek o nowy dowód osobisty; wymiana dowodu z tego powodu jest bezpłatna.",
        good=[
            Good(
                "preserve",
                "Jeśli chcesz zmienić imię lub nazwisko, możesz złożyć wniosek u kierownika dowolnego urzędu stanu cywilnego. Podstawą jest ustawa z 17 października 2008 r. o zmianie imienia i nazwiska. Zmienić dane można wyłącznie z ważnego powodu – na przykład wtedy, gdy nazwisko jest ośmieszające lub gdy w praktyce posługujesz się innym. Za decyzję płacisz 37 zł opłaty skarbowej. Trzeba ją wpłacić na konto Urzędu Miasta Rzeszowa, zanim złożysz wniosek. Na decyzję czeka się zazwyczaj miesiąc, a w trudniejszych sprawach nawet dwa miesiące. Gdy ją dostaniesz, masz 30 dni na złożenie wniosku o nowy dowód osobisty. Za taką wymianę dowodu nic nie zapłacisz.",
            ),
            Good(
                "preserve",
                "**Gdzie złożyć wniosek?** U kierownika któregokolwiek urzędu stanu cywilnego (ustawa z dnia 17 października 2008 r. o zmianie imienia i nazwiska).\n**Kiedy zmiana jest możliwa?** Tylko z ważnych powodów – np. jeśli nazwisko jest ośmieszające lub jeśli wnioskodawca faktycznie używa innego nazwiska.\n**Ile to kosztuje?** 37 zł opłaty skarbowej za decyzję; należy ją wnieść na rachunek Urzędu Miasta Rzeszowa przed złożeniem wniosku.\n**Jak długo się czeka?** Zwykle do miesiąca; w sprawach bardziej złożonych do dwóch miesięcy.\n**Co potem?** W ciągu 30 dni od otrzymania decyzji trzeba złożyć wniosek o nowy dowód osobisty. Wymiana jest bezpłatna.",
            ),
            Good(
                "en",
                "An application to change your first name or surname may be submitted to the head of any civil registry office, under the Act of 17 October 2008 on changing first names and surnames. A change is allowed only for important reasons, for example where your current surname is ridiculous or where you actually use a different surname. The stamp duty for issuing the decision is PLN 37 and must be paid into the account of Rzeszów City Hall before you apply. A decision is usually issued within a month, or within up to two months in more complicated cases. Once you receive it, you have 30 days to apply for a new ID card; replacing the card for this reason is free of charge.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Podstawą jest ustawa z 17 października 2008 r. o zmianie imienia i nazwiska.",
                        "Podstawą jest ustawa z 28 listopada 2014 r. – Prawo o aktach stanu cywilnego.",
                    )
                ],
                "legal_reference",
            ),
            Slip(2, [("is PLN 37 and", "is PLN 73 and")], "number"),
            Slip(
                1,
                [
                    (
                        "przed złożeniem wniosku.\n",
                        "przed złożeniem wniosku. Osoby, które nie ukończyły 18 lat, są z opłaty zwolnione.\n",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-upadlosc-konsumencka",
        source="Upadłość konsumencka pozwala osobie fizycznej, która nie prowadzi działalności gospodarczej, uwolnić się od długów, jeśli nie jest w stanie ich spłacać. Postępowanie reguluje art. 491¹ i nast. ustawy z dnia 28 lutego 2003 r. – Prawo upadłościowe. Wniosek składa się do wydziału gospodarczego sądu rejonowego właściwego dla miejsca zamieszkania, wyłącznie elektronicznie przez Krajowy Rejestr Zadłużonych; opłata wynosi 30 zł. Nie trzeba mieć majątku, by ogłosić upadłość. Plan spłaty wierzycieli ustala się zwykle na maksymalnie 36 miesięcy, a jeśli dłużnik doprowadził do niewypłacalności umyślnie – na 36 do 84 miesięcy. Całe postępowanie trwa przeciętnie około roku, choć w bardziej złożonych sprawach może się przedłużyć.",
        good=[
            Good(
                "preserve",
                "Dzięki upadłości konsumenckiej osoba, która nie prowadzi firmy i nie daje rady spłacać swoich długów, może się od nich uwolnić. Zasady opisuje art. 491¹ i kolejne ustawy z 28 lutego 2003 r. – Prawo upadłościowe. Wniosek kieruje się do wydziału gospodarczego sądu rejonowego, któremu podlega miejsce zamieszkania. Można go złożyć tylko elektronicznie, przez Krajowy Rejestr Zadłużonych, a opłata to 30 zł. Żeby ogłosić upadłość, nie musisz mieć żadnego majątku. Plan spłaty wierzycieli trwa zazwyczaj nie dłużej niż 36 miesięcy. Jeśli jednak dłużnik umyślnie doprowadził się do niewypłacalności, plan obejmuje od 36 do 84 miesięcy. Cała procedura zajmuje średnio mniej więcej rok, ale przy bardziej skomplikowanych sprawach może potrwać dłużej.",
            ),
            Good(
                "preserve",
                "Instytucja upadłości konsumenckiej umożliwia osobie fizycznej nieprowadzącej działalności gospodarczej oddłużenie w sytuacji, gdy nie jest ona w stanie regulować zobowiązań. Materię tę regulują przepisy art. 491¹ i nast. ustawy z dnia 28 lutego 2003 r. – Prawo upadłościowe. Wniosek wnosi się do wydziału gospodarczego sądu rejonowego właściwego ze względu na miejsce zamieszkania dłużnika, wyłącznie drogą elektroniczną za pośrednictwem Krajowego Rejestru Zadłużonych. Opłata od wniosku wynosi 30 zł. Posiadanie majątku nie jest warunkiem ogłoszenia upadłości. Plan spłaty wierzycieli ustala się co do zasady na okres nieprzekraczający 36 miesięcy, a w razie umyślnego doprowadzenia do niewypłacalności – na okres od 36 do 84 miesięcy. Postępowanie trwa średnio około roku, przy czym w sprawach bardziej złożonych może ulec wydłużeniu.",
            ),
            Good(
                "en",
                "Consumer bankruptcy allows an individual who does not run a business to be released from debts they are unable to repay. The procedure is governed by Article 491¹ et seq. of the Act of 28 February 2003 – Bankruptcy Law. The petition is filed with the commercial division of the district court for the place of residence, and it can only be filed electronically via the National Register of Debtors (Krajowy Rejestr Zadłużonych); the fee is PLN 30. You do not need to own any assets to be declared bankrupt. A repayment plan for creditors is usually set for no more than 36 months, or for 36 to 84 months if the debtor became insolvent deliberately. The whole process takes about a year on average, although it may take longer in more complex cases.",
            ),
        ],
        bad=[
            Slip(1, [("art. 491¹ i nast.", "art. 419¹ i nast.")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "You do not need to own any assets to be declared bankrupt.",
                        "You need to own some assets to be declared bankrupt.",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "zajmuje średnio mniej więcej rok, ale przy bardziej skomplikowanych sprawach może potrwać dłużej",
                        "zajmuje rok, ale przy bardziej skomplikowanych sprawach potrwa dłużej",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-dodatek-mieszkaniowy",
        source="Dodatek mieszkaniowy przysługuje osobom, których średni miesięczny dochód z ostatnich 3 miesięcy nie przekracza 3272,69 zł w gospodarstwie jednoosobowym lub 2454,52 zł na osobę w gospodarstwie wieloosobowym. Zasady jego przyznawania określa ustawa z dnia 21 czerwca 2001 r. o dodatkach mieszkaniowych. Wniosek wraz z deklaracją o dochodach należy złożyć w Miejskim Ośrodku Pomocy Społecznej przy ul. Lipowej 12, pok. 104, od poniedziałku do piątku w godz. 7:30–15:30. Dodatek przyznaje się na 6 miesięcy, a decyzja jest wydawana w ciągu miesiąca od złożenia kompletnego wniosku. Wypłata następuje do 10. dnia każdego miesiąca bezpośrednio do zarządcy budynku, a nie do wnioskodawcy.",
        good=[
            Good(
                "preserve",
                "Dodatek mieszkaniowy należy się osobom, których średni dochód miesięczny z ostatnich trzech miesięcy wynosi nie więcej niż 3272,69 zł, jeśli mieszkają same, albo 2454,52 zł na osobę, jeśli w gospodarstwie domowym jest więcej osób. Zasady reguluje ustawa z 21 czerwca 2001 r. o dodatkach mieszkaniowych. Wniosek i deklarację o dochodach trzeba złożyć w Miejskim Ośrodku Pomocy Społecznej na ul. Lipowej 12, w pokoju 104 – od poniedziałku do piątku w godzinach 7:30–15:30. Dodatek dostaje się na pół roku. Decyzja zapada w ciągu miesiąca od dnia złożenia kompletnego wniosku. Pieniądze nie trafiają do wnioskodawcy, tylko bezpośrednio do zarządcy budynku – do 10. dnia każdego miesiąca.",
            ),
            Good(
                "preserve",
                "Dodatek mieszkaniowy – najważniejsze informacje (ustawa z dnia 21 czerwca 2001 r. o dodatkach mieszkaniowych):\n- Kryterium dochodowe: średni miesięczny dochód z ostatnich 3 miesięcy do 3272,69 zł (gospodarstwo jednoosobowe) lub do 2454,52 zł na osobę (gospodarstwo wieloosobowe).\n- Wniosek wraz z deklaracją o dochodach należy złożyć w Miejskim Ośrodku Pomocy Społecznej, ul. Lipowa 12, pok. 104, pon.–pt. 7:30–15:30.\n- Okres przyznania: 6 miesięcy.\n- Termin wydania decyzji: miesiąc od złożenia kompletnego wniosku.\n- Wypłata: do 10. dnia każdego miesiąca, bezpośrednio zarządcy budynku (nie wnioskodawcy).",
            ),
            Good(
                "en",
                "Housing benefit is available to people whose average monthly income over the last 3 months does not exceed PLN 3,272.69 in a single-person household, or PLN 2,454.52 per person in a household of two or more. The rules for granting it are set out in the Act of 21 June 2001 on housing allowances. The application, together with an income declaration, must be submitted at the Municipal Social Welfare Centre, ul. Lipowa 12, room 104, Monday to Friday, 7:30 a.m. to 3:30 p.m. The benefit is granted for 6 months, and a decision is issued within a month of a complete application being submitted. Payments are made by the 10th of each month directly to the building manager, not to the applicant.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "the Act of 21 June 2001 on housing allowances",
                        "the Act of 21 June 2001 on the protection of tenants' rights",
                    )
                ],
                "legal_reference",
            ),
            Slip(0, [("albo 2454,52 zł na osobę", "albo 2545,52 zł na osobę")], "number"),
            Slip(1, [("Wypłata: do 10. dnia", "Wypłata: do 15. dnia")], "date"),
        ],
    ),
    Case(
        key="pl-budzet-obywatelski",
        source="Głosowanie w tegorocznej edycji Budżetu Obywatelskiego Gdyni potrwa od 16 do 30 września. Do rozdysponowania jest 9,8 mln zł, w tym 2 mln zł na projekty ogólnomiejskie. Głosować może każdy mieszkaniec Gdyni, bez względu na wiek; w przypadku osób poniżej 13. roku życia karta musi zostać podpisana przez rodzica lub opiekuna. Można oddać głos na maksymalnie 3 projekty dzielnicowe i 1 projekt ogólnomiejski. Głosy oddaje się online na stronie https://bo.gdynia.pl lub papierowo w punktach wymienionych w załączniku do zarządzenia nr 4127/24/IX/R Prezydenta Miasta Gdyni. Nie wolno głosować więcej niż raz – zdublowane głosy zostaną unieważnione. Wyniki zostaną ogłoszone najpóźniej 15 października.",
        good=[
            Good(
                "preserve",
                "W tym roku na projekty Budżetu Obywatelskiego Gdyni można głosować od 16 do 30 września. Do podziału jest 9,8 mln zł, z czego 2 mln zł przeznaczono na projekty ogólnomiejskie. Głos może oddać każda osoba mieszkająca w Gdyni, niezależnie od wieku. Karta dziecka, które nie ukończyło 13 lat, musi jednak mieć podpis rodzica lub opiekuna. Każdy może wybrać najwyżej 3 projekty dzielnicowe i 1 ogólnomiejski. Zagłosujesz przez internet na https://bo.gdynia.pl albo na papierowej karcie w punktach, których listę zawiera załącznik do zarządzenia nr 4127/24/IX/R Prezydenta Miasta Gdyni. Głosować można tylko raz – podwójne głosy zostaną unieważnione. Wyniki poznamy nie później niż 15 października.",
            ),
            Good(
                "preserve",
                "**Kiedy głosujemy?** Od 16 do 30 września.\n**Ile pieniędzy jest do podziału?** 9,8 mln zł, w tym 2 mln zł na projekty ogólnomiejskie.\n**Kto może głosować?** Każdy mieszkaniec Gdyni, bez ograniczeń wiekowych. Karta osoby poniżej 13 lat musi być podpisana przez rodzica lub opiekuna.\n**Na ile projektów?** Najwyżej na 3 dzielnicowe i 1 ogólnomiejski.\n**Jak?** Online na https://bo.gdynia.pl lub na papierze w punktach wskazanych w załączniku do zarządzenia nr 4127/24/IX/R Prezydenta Miasta Gdyni.\n**Czy mogę głosować dwa razy?** Nie – zdublowane głosy zostaną unieważnione.\n**Kiedy wyniki?** Nie później niż 15 października.",
            ),
            Good(
                "en",
                "Voting in this year's Gdynia Participatory Budget runs from 16 to 30 September. A total of PLN 9.8 million is available, including PLN 2 million for city-wide projects. Any Gdynia resident may vote, regardless of age, but for voters under 13 the ballot must be signed by a parent or guardian. You can vote for up to 3 district projects and 1 city-wide project. Votes can be cast online at https://bo.gdynia.pl or on paper at the locations listed in the annex to Order No. 4127/24/IX/R of the Mayor of Gdynia. You may not vote more than once – duplicate votes will be invalidated. The results will be announced by 15 October at the latest.",
            ),
        ],
        bad=[
            Slip(1, [("Online na https://bo.gdynia.pl", "Online na https://bo.gdansk.pl")], "url"),
            Slip(2, [("runs from 16 to 30 September", "runs from 6 to 30 September")], "date"),
            Slip(
                0,
                [
                    (
                        "Karta dziecka, które nie ukończyło 13 lat, musi jednak mieć podpis",
                        "Karta dziecka, które nie ukończyło 13 lat, może jednak mieć podpis",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-kompostowniki",
        source="Gmina Wieliczka przekaże mieszkańcom bezpłatnie 400 kompostowników o pojemności 800 litrów. O kompostownik mogą ubiegać się właściciele domów jednorodzinnych, którzy złożyli deklarację o gospodarowaniu odpadami i nie mają zaległości w opłatach. Wnioski przyjmujemy od 4 do 15 marca w Biurze Obsługi Mieszkańców lub mailowo na adres odpady@wieliczka.eu. Decyduje kolejność zgłoszeń. Osoby, które kompostują bioodpady w przydomowym kompostowniku, otrzymują zniżkę w opłacie za odpady w wysokości 3 zł miesięcznie od osoby. Kompostownik nie może być ustawiony bliżej niż 2 metry od granicy działki. Odbiór będzie możliwy w kwietniu, po wcześniejszym umówieniu terminu.",
        good=[
            Good(
                "preserve",
                "Gmina Wieliczka rozda mieszkańcom za darmo 400 kompostowników, każdy o pojemności 800 litrów. Mogą się o nie starać właściciele domów jednorodzinnych, którzy złożyli deklarację o gospodarowaniu odpadami i nie zalegają z opłatami. Wnioski składa się od 4 do 15 marca w Biurze Obsługi Mieszkańców albo wysyła e-mailem na odpady@wieliczka.eu. Liczy się kolejność zgłoszeń. Kto kompostuje bioodpady we własnym przydomowym kompostowniku, płaci za odpady mniej – o 3 zł miesięcznie za każdą osobę. Kompostownik trzeba postawić co najmniej 2 metry od granicy działki. Odebrać go będzie można w kwietniu, ale najpierw trzeba umówić termin.",
            ),
            Good(
                "preserve",
                "Gmina Wieliczka nieodpłatnie przekaże mieszkańcom 400 kompostowników o pojemności 800 l. O ich otrzymanie mogą się ubiegać właściciele domów jednorodzinnych, którzy złożyli deklarację o gospodarowaniu odpadami i nie posiadają zaległości w opłatach. Wnioski przyjmowane są w dniach 4–15 marca w Biurze Obsługi Mieszkańców lub drogą elektroniczną pod adresem odpady@wieliczka.eu; o przyznaniu decyduje kolejność zgłoszeń. Mieszkańcy kompostujący bioodpady w kompostowniku przydomowym korzystają ze zniżki w opłacie za odpady w wysokości 3 zł miesięcznie od osoby. Kompostownik należy usytuować w odległości nie mniejszej niż 2 m od granicy działki. Wydawanie kompostowników nastąpi w kwietniu, po uprzednim uzgodnieniu terminu.",
            ),
            Good(
                "en",
                "Wieliczka Municipality will give residents 400 composters, each holding 800 litres, free of charge. Owners of single-family homes who have submitted a waste management declaration and have no outstanding charges can apply. Applications will be accepted from 4 to 15 March at the Residents' Service Office or by email to odpady@wieliczka.eu, on a first-come, first-served basis. Residents who compost their biowaste in a home composter get a discount on the waste charge of PLN 3 per person per month. A composter may not be placed closer than 2 metres to the property boundary. Composters can be collected in April, by prior appointment.",
            ),
        ],
        bad=[
            Slip(2, [("give residents 400 composters", "give residents 500 composters")], "number"),
            Slip(
                0,
                [
                    (
                        "Liczy się kolejność zgłoszeń.",
                        "Liczy się kolejność zgłoszeń. Na jedną nieruchomość przypada jeden kompostownik.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("Gmina Wieliczka nieodpłatnie przekaże", "Gmina Wieliczka odpłatnie przekaże")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-kwiaciarnia-dostawa",
        source="Dostarczamy kwiaty na terenie Torunia codziennie od 8:00 do 20:00, także w niedziele. Zamówienia złożone do godz. 14:00 realizujemy tego samego dnia; późniejsze – następnego dnia roboczego. Dostawa kosztuje 19 zł, a przy zamówieniach powyżej 250 zł jest bezpłatna. Nie gwarantujemy dostawy o konkretnej godzinie, ale kurier zadzwoni do odbiorcy mniej więcej 30 minut przed przyjazdem. Jeśli odbiorcy nie będzie w domu, kurier może zostawić bukiet u sąsiada – wyłącznie po uzyskaniu zgody zamawiającego. W dniach 13–14 lutego oraz w Dzień Matki (26 maja) zamówienia należy złożyć najpóźniej dzień wcześniej. Pytania: tel. 56 622 18 40.",
        good=[
            Good(
                "preserve",
                "Kwiaty po Toruniu wozimy każdego dnia, również w niedzielę, w godzinach 8:00–20:00. Jeśli zamówisz do 14:00, bukiet dotrze jeszcze tego samego dnia; zamówienia złożone później dostarczamy w kolejnym dniu roboczym. Za dostawę płacisz 19 zł, a gdy zamówienie przekracza 250 zł – nic. Nie możemy obiecać dostawy na konkretną godzinę, ale kurier zadzwoni do odbiorcy około pół godziny wcześniej. Jeśli nie zastanie odbiorcy, może zostawić kwiaty u sąsiada, ale tylko wtedy, gdy zamawiający się na to zgodzi. 13 i 14 lutego oraz na Dzień Matki (26 maja) zamówienie trzeba złożyć najpóźniej dzień wcześniej. Masz pytania? Zadzwoń: 56 622 18 40.",
            ),
            Good(
                "preserve",
                "Realizujemy dostawy kwiatów na terenie Torunia codziennie, łącznie z niedzielami, w godzinach 8:00–20:00. Zamówienia przyjęte do godz. 14:00 dostarczamy w dniu złożenia, a zamówienia złożone po tej godzinie – w następnym dniu roboczym. Koszt dostawy wynosi 19 zł; przy zamówieniach o wartości przekraczającej 250 zł dostawa jest bezpłatna. Nie gwarantujemy doręczenia o określonej godzinie, jednak kurier kontaktuje się telefonicznie z odbiorcą na około 30 minut przed przyjazdem. Pod nieobecność odbiorcy kurier może pozostawić bukiet u sąsiada wyłącznie za zgodą zamawiającego. W dniach 13–14 lutego oraz w Dniu Matki (26 maja) zamówienia należy składać najpóźniej dzień przed planowaną dostawą. Informacji udzielamy pod numerem 56 622 18 40.",
            ),
            Good(
                "en",
                "We deliver flowers within Toruń every day, Sundays included, from 8 a.m. to 8 p.m. Orders placed by 2 p.m. are delivered the same day; later orders go out on the next working day. Delivery costs PLN 19 and is free for orders over PLN 250. We can't guarantee delivery at a specific time, but the courier will phone the recipient roughly 30 minutes before arriving. If the recipient isn't home, the courier may leave the bouquet with a neighbour – but only with the consent of the person who placed the order. On 13–14 February and on Mother's Day (26 May), orders must be placed no later than the day before. Questions? Call 56 622 18 40.",
            ),
        ],
        bad=[
            Slip(0, [("Jeśli zamówisz do 14:00", "Jeśli zamówisz do 16:00")], "date"),
            Slip(
                1,
                [
                    (
                        "zamówienia należy składać najpóźniej dzień przed",
                        "zamówienia warto składać najpóźniej dzień przed",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "On 13–14 February and on Mother's Day (26 May), orders must be placed no later than the day before.",
                        "W dniach 13–14 lutego oraz w Dzień Matki (26 maja) zamówienia należy złożyć najpóźniej dzień wcześniej.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-salon-fryzjerski",
        source="Wizyty w naszym salonie można umawiać telefonicznie (tel. 604 218 337) lub przez aplikację Booksy. Prosimy o punktualność: w przypadku spóźnienia powyżej 15 minut wizyta może zostać skrócona lub przełożona. Odwołanie wizyty jest bezpłatne, jeśli nastąpi co najmniej 24 godziny wcześniej. Przy późniejszym odwołaniu lub nieprzybyciu pobieramy opłatę w wysokości 50% ceny usługi. Do koloryzacji wymagamy wykonania próby uczuleniowej najpóźniej 48 godzin przed zabiegiem – bez niej nie rozpoczniemy farbowania. Czas koloryzacji to zazwyczaj około 2–3 godzin, zależnie od długości włosów. Salon jest czynny od wtorku do soboty w godz. 9:00–19:00; w poniedziałki i niedziele jest nieczynny.",
        good=[
            Good(
                "preserve",
                "Na wizytę możesz się umówić telefonicznie pod numerem 604 218 337 albo w aplikacji Booksy. Prosimy, przychodź na czas – jeśli spóźnisz się o więcej niż 15 minut, możemy skrócić wizytę albo przenieść ją na inny termin. Wizytę odwołasz bez opłat, jeśli zrobisz to najpóźniej na 24 godziny przed nią. Gdy odwołasz ją później albo nie przyjdziesz, zapłacisz 50% ceny usługi. Przed farbowaniem trzeba zrobić próbę uczuleniową, najpóźniej 48 godzin przed zabiegiem. Bez tej próby nie zaczniemy koloryzacji. Farbowanie trwa zwykle mniej więcej 2–3 godziny, w zależności od długości włosów. Zapraszamy od wtorku do soboty, 9:00–19:00. W poniedziałki i niedziele salon jest zamknięty.",
            ),
            Good(
                "preserve",
                "**Jak się umówić?** Telefonicznie (604 218 337) lub przez aplikację Booksy.\n**Co, jeśli się spóźnię?** Przy spóźnieniu przekraczającym 15 minut wizyta może zostać skrócona albo przełożona.\n**Czy mogę odwołać wizytę?** Tak, bezpłatnie – jeśli zrobisz to co najmniej 24 godziny wcześniej. Późniejsze odwołanie lub nieobecność oznacza opłatę w wysokości 50% ceny usługi.\n**Co z koloryzacją?** Najpóźniej 48 godzin przed zabiegiem trzeba wykonać próbę uczuleniową; bez niej farbowania nie rozpoczniemy. Zabieg trwa zwykle ok. 2–3 godzin, w zależności od długości włosów.\n**Kiedy jest otwarte?** Od wtorku do soboty, 9:00–19:00. W poniedziałki i niedziele salon nie pracuje.",
            ),
            Good(
                "en",
                "Appointments can be booked by phone (604 218 337) or through the Booksy app. Please be on time: if you are more than 15 minutes late, your appointment may be shortened or rescheduled. Cancelling is free as long as you do it at least 24 hours in advance. For later cancellations or no-shows, we charge 50% of the price of the service. Colouring requires an allergy patch test no later than 48 hours before the treatment – we will not start colouring without one. Colouring usually takes about 2–3 hours, depending on hair length. The salon is open Tuesday to Saturday, 9 a.m.–7 p.m., and closed on Mondays and Sundays.",
            ),
        ],
        bad=[
            Slip(2, [("we charge 50% of the price", "we charge 30% of the price")], "number"),
            Slip(
                0,
                [
                    (
                        "Bez tej próby nie zaczniemy koloryzacji.",
                        "Bez tej próby także zaczniemy koloryzację.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("Zabieg trwa zwykle ok. 2–3 godzin", "Zabieg trwa 2–3 godziny")], "hedge"),
        ],
    ),
    Case(
        key="pl-legitymacja-studencka",
        source="## Przedłużenie ważności legitymacji studenckiej\n\nElektroniczną legitymację studencką (ELS) trzeba przedłużać co semestr – **do 31 marca** (semestr letni) i **do 31 października** (semestr zimowy).\n\n- Hologram naklejamy w Dziekanacie Wydziału Humanistycznego, pok. 0.14, w poniedziałki, środy i czwartki w godz. 10:00–14:00.\n- Warunkiem przedłużenia jest wpis na kolejny semestr w systemie USOS.\n- Studenci przebywający na wymianie Erasmus+ mogą przesłać legitymację pocztą.\n\nZa wydanie duplikatu ELS pobierana jest opłata 33 zł. Legitymacja bez aktualnego hologramu nie uprawnia do ulg, np. 51% zniżki na przejazdy PKP.",
        good=[
            Good(
                "preserve",
                "## Jak przedłużyć legitymację studencką\n\nWażność elektronicznej legitymacji studenckiej (ELS) trzeba przedłużać w każdym semestrze: w letnim **do 31 marca**, w zimowym **do 31 października**.\n\n- Hologram nakleimy Ci w Dziekanacie Wydziału Humanistycznego (pokój 0.14) w poniedziałki, środy i czwartki, od 10:00 do 14:00.\n- Legitymację przedłużymy tylko wtedy, gdy masz wpis na kolejny semestr w USOS.\n- Jeśli jesteś na wymianie Erasmus+, możesz wysłać legitymację pocztą.\n\nDuplikat ELS kosztuje 33 zł. Bez aktualnego hologramu legitymacja nie daje prawa do ulg – na przykład do 51% zniżki na bilety PKP.",
            ),
            Good(
                "preserve",
                "## Przedłużanie ważności ELS\n\nWażność elektronicznej legitymacji studenckiej (ELS) podlega obowiązkowemu przedłużeniu w każdym semestrze, w terminie **do 31 marca** (semestr letni) oraz **do 31 października** (semestr zimowy).\n\n- Hologramy są naklejane w Dziekanacie Wydziału Humanistycznego, pok. 0.14: poniedziałek, środa, czwartek, godz. 10:00–14:00.\n- Przedłużenie ważności jest uzależnione od uzyskania wpisu na kolejny semestr w systemie USOS.\n- Studenci uczestniczący w wymianie Erasmus+ są uprawnieni do przesłania legitymacji drogą pocztową.\n\nOpłata za wydanie duplikatu ELS wynosi 33 zł. Legitymacja nieopatrzona aktualnym hologramem nie uprawnia do ulg, w tym do 51-procentowej zniżki na przejazdy PKP.",
            ),
            Good(
                "en",
                "## Renewing your student ID card\n\nYour electronic student ID card (ELS) must be renewed every semester – **by 31 March** for the summer semester and **by 31 October** for the winter semester.\n\n- Hologram stickers are applied at the Faculty of Humanities Dean's Office, room 0.14, on Mondays, Wednesdays and Thursdays from 10 a.m. to 2 p.m.\n- To renew the card, you must be registered for the next semester in USOS.\n- Students on an Erasmus+ exchange may send their card by post.\n\nA duplicate ELS costs PLN 33. A card without a current hologram does not entitle you to discounts such as the 51% reduction on PKP train fares.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("**by 31 March**", "by 31 March"), ("**by 31 October**", "by 31 October")],
                "markdown",
            ),
            Slip(
                0,
                [("w poniedziałki, środy i czwartki", "w poniedziałki, wtorki i czwartki")],
                "date",
            ),
            Slip(
                1,
                [
                    (
                        "są uprawnieni do przesłania legitymacji",
                        "są zobowiązani do przesłania legitymacji",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-zakupy-na-raty",
        source="Raty 0% są dostępne przy zakupach o wartości od 300 do 20 000 zł, w 10 lub 20 ratach. Rzeczywista roczna stopa oprocentowania (RRSO) wynosi 0%, a kredytu udziela Bank Kredytowy Wisła S.A. Wniosek wypełnisz online w około 15 minut; decyzja zapada zwykle w ciągu kilku minut. Do złożenia wniosku potrzebny jest dowód osobisty i rachunek w polskim banku. Pierwszą ratę trzeba zapłacić w ciągu 30 dni od zakupu. Od umowy kredytu możesz odstąpić bez podawania przyczyny w ciągu 14 dni od jej zawarcia. Oferta obowiązuje do 31 grudnia 2024 r. i nie łączy się z innymi promocjami. Przyznanie kredytu zależy od oceny zdolności kredytowej.",
        good=[
            Good(
                "preserve",
                "Przy zakupach za kwotę od 300 do 20 000 zł możesz rozłożyć płatność na raty 0% – 10 albo 20 rat. RRSO, czyli rzeczywista roczna stopa oprocentowania, wynosi 0%. Kredytu udziela Bank Kredytowy Wisła S.A. Wypełnienie wniosku przez internet zajmuje mniej więcej 15 minut, a odpowiedź banku przychodzi zazwyczaj po kilku minutach. Potrzebujesz dowodu osobistego i konta w polskim banku. Pierwszą ratę musisz zapłacić w ciągu 30 dni od zakupu. W ciągu 14 dni od zawarcia umowy możesz od niej odstąpić i nie musisz podawać powodu. Oferta jest ważna do 31 grudnia 2024 r. i nie można jej łączyć z innymi promocjami. To, czy dostaniesz kredyt, zależy od oceny Twojej zdolności kredytowej.",
            ),
            Good(
                "preserve",
                "Raty 0% – warunki:\n- kwota zakupów: 300–20 000 zł; liczba rat: 10 lub 20;\n- RRSO 0%, kredytodawca: Bank Kredytowy Wisła S.A.;\n- wniosek online zajmuje ok. 15 minut, decyzja zwykle w kilka minut;\n- wymagane dokumenty: dowód osobisty i rachunek w polskim banku;\n- pierwsza rata płatna obowiązkowo w ciągu 30 dni od zakupu;\n- odstąpienie od umowy bez podania przyczyny możliwe w ciągu 14 dni od jej zawarcia;\n- oferta ważna do 31 grudnia 2024 r., nie łączy się z innymi promocjami;\n- przyznanie kredytu zależy od oceny zdolności kredytowej.",
            ),
            Good(
                "en",
                "0% instalments are available on purchases from PLN 300 to PLN 20,000, spread over 10 or 20 payments. The annual percentage rate of charge (APRC) is 0%, and the credit is provided by Bank Kredytowy Wisła S.A. The online application takes about 15 minutes to complete, and a decision is usually made within a few minutes. To apply, you need an ID card and an account with a Polish bank. The first instalment must be paid within 30 days of purchase. You can withdraw from the credit agreement within 14 days of concluding it without giving a reason. The offer is valid until 31 December 2024 and cannot be combined with other promotions. Whether credit is granted depends on a creditworthiness assessment.",
            ),
        ],
        bad=[
            Slip(1, [("liczba rat: 10 lub 20", "liczba rat: 10 lub 24")], "number"),
            Slip(
                2,
                [
                    (
                        "a decision is usually made within a few minutes",
                        "a decision is made within a few minutes",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "Potrzebujesz dowodu osobistego i konta w polskim banku.",
                        "Potrzebujesz dowodu osobistego i konta w polskim banku, a bank może poprosić o zaświadczenie o zarobkach z ostatnich 3 miesięcy.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-in-vitro",
        source="Miasto Kielce dofinansowuje procedurę zapłodnienia pozaustrojowego kwotą do 5000 zł na jedną procedurę, maksymalnie na trzy procedury dla jednej pary. Program realizowany jest na podstawie uchwały nr LXII/1185/2023 Rady Miasta Kielce. Mogą z niego skorzystać pary, w których kobieta w dniu kwalifikacji ma od 20 do 40 lat, a co najmniej jedna osoba od minimum 12 miesięcy jest zameldowana w Kielcach. Para musi mieć udokumentowane leczenie niepłodności trwające co najmniej rok. Wnioski przyjmuje Wydział Zdrowia, ul. Strycharska 6, a szczegóły dostępne są na stronie https://www.kielce.eu/invitro. Dofinansowanie nie obejmuje kosztów leków.",
        good=[
            Good(
                "preserve",
                "Kielce dopłacają do in vitro – nawet 5000 zł do jednej procedury, przy czym jedna para może otrzymać dofinansowanie najwyżej trzech procedur. Podstawą programu jest uchwała nr LXII/1185/2023 Rady Miasta Kielce. Skorzystać mogą pary, w których kobieta w dniu kwalifikacji ma od 20 do 40 lat, a przynajmniej jedna z osób jest zameldowana w Kielcach od co najmniej 12 miesięcy. Para musi udokumentować, że leczy niepłodność od minimum roku. Wnioski przyjmuje Wydział Zdrowia przy ul. Strycharskiej 6. Więcej informacji znajdziesz na https://www.kielce.eu/invitro. Pieniądze z programu nie pokrywają kosztów leków.",
            ),
            Good(
                "preserve",
                "Miasto Kielce udziela dofinansowania do procedury zapłodnienia pozaustrojowego w wysokości nieprzekraczającej 5000 zł na procedurę, z limitem trzech procedur na jedną parę. Program jest realizowany na mocy uchwały nr LXII/1185/2023 Rady Miasta Kielce. Uprawnione są pary, w których wiek kobiety w dniu kwalifikacji mieści się w przedziale 20–40 lat, a co najmniej jedna z osób jest zameldowana na terenie Kielc od co najmniej 12 miesięcy. Warunkiem jest udokumentowane, co najmniej roczne leczenie niepłodności. Wnioski przyjmuje Wydział Zdrowia, ul. Strycharska 6; szczegółowe informacje zamieszczono pod adresem https://www.kielce.eu/invitro. Dofinansowanie nie obejmuje kosztów leków.",
            ),
            Good(
                "en",
                "The City of Kielce co-funds in vitro fertilisation with up to PLN 5,000 per procedure, for a maximum of three procedures per couple. The programme is run under Resolution No. LXII/1185/2023 of Kielce City Council. It is open to couples in which the woman is aged 20 to 40 on the day of qualification and at least one partner has been registered as resident in Kielce for at least 12 months. The couple must have documented infertility treatment lasting at least one year. Applications are accepted by the Health Department, ul. Strycharska 6, and details are available at https://www.kielce.eu/invitro. The funding does not cover the cost of medication.",
            ),
        ],
        bad=[
            Slip(0, [("https://www.kielce.eu/invitro", "https://www.kielce.pl/invitro")], "url"),
            Slip(
                2,
                [
                    (
                        "The couple must have documented infertility treatment",
                        "The couple should ideally have documented infertility treatment",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "co najmniej roczne leczenie niepłodności.",
                        "co najmniej roczne leczenie niepłodności. Pierwszeństwo mają pary, które nie mają jeszcze dzieci.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-grill-balkon",
        source="Przypominamy, że zgodnie z § 14 ust. 3 Regulaminu porządku domowego Spółdzielni Mieszkaniowej „Zacisze” na balkonach i loggiach nie wolno używać grilli węglowych ani gazowych. Dopuszcza się wyłącznie grille elektryczne o mocy do 2000 W, pod warunkiem że dym nie przeszkadza sąsiadom. Grillować można na wyznaczonym miejscu przy budynku nr 7 – w sezonie od 1 maja do 30 września, codziennie do godz. 22:00. Miejsce należy zarezerwować w administracji (tel. 22 751 40 12) z co najmniej dwudniowym wyprzedzeniem. W zeszłym roku straż pożarna interweniowała na osiedlu aż 4 razy z powodu grilli na balkonach. Za naruszenie regulaminu zarząd może nałożyć karę porządkową.",
        good=[
            Good(
                "preserve",
                "Przypominamy: § 14 ust. 3 Regulaminu porządku domowego Spółdzielni Mieszkaniowej „Zacisze” zakazuje używania na balkonach i loggiach grilli na węgiel i na gaz. Dozwolone są tylko grille elektryczne o mocy nieprzekraczającej 2000 W – i to pod warunkiem, że dym nie przeszkadza sąsiadom. Do grillowania służy wyznaczone miejsce obok budynku nr 7. Można z niego korzystać od 1 maja do 30 września, każdego dnia do 22:00. Trzeba je wcześniej zarezerwować w administracji (tel. 22 751 40 12), co najmniej dwa dni naprzód. W ubiegłym roku straż pożarna przyjeżdżała na nasze osiedle z powodu grillowania na balkonach aż cztery razy. Zarząd może ukarać karą porządkową osoby, które łamią regulamin.",
            ),
            Good(
                "preserve",
                "Zgodnie z § 14 ust. 3 Regulaminu porządku domowego SM „Zacisze” obowiązuje zakaz używania grilli węglowych i gazowych na balkonach oraz loggiach. Wyjątek stanowią grille elektryczne o mocy do 2000 W, o ile dym nie jest uciążliwy dla sąsiadów. Do grillowania przeznaczone jest miejsce przy budynku nr 7, dostępne od 1 maja do 30 września, codziennie do godz. 22:00; należy je zarezerwować w administracji (tel. 22 751 40 12) z wyprzedzeniem nie krótszym niż dwa dni. W ubiegłym roku straż pożarna interweniowała na terenie osiedla aż czterokrotnie w związku z grillowaniem na balkonach. Naruszenie regulaminu może skutkować nałożeniem przez zarząd kary porządkowej.",
            ),
            Good(
                "en",
                "Please remember that under § 14(3) of the House Rules of the 'Zacisze' Housing Cooperative, charcoal and gas barbecues must not be used on balconies or loggias. Only electric grills rated at up to 2,000 W are allowed, provided the smoke does not bother your neighbours. You can barbecue at the designated spot next to building no. 7 during the season from 1 May to 30 September, every day until 10 p.m. The spot has to be booked with the management office (tel. 22 751 40 12) at least two days in advance. Last year the fire brigade was called out to the estate as many as 4 times because of barbecues on balconies. The board may impose a disciplinary penalty for breaches of the rules.",
            ),
        ],
        bad=[
            Slip(
                0, [("„Zacisze” zakazuje używania", "„Zacisze” nie zakazuje używania")], "negation"
            ),
            Slip(2, [("The spot has to be booked", "The spot can be booked")], "modality"),
            Slip(
                1,
                [("grille elektryczne o mocy do 2000 W", "grille elektryczne o mocy do 1200 W")],
                "number",
            ),
        ],
    ),
    Case(
        key="pl-mlodziezowa-rada",
        source="Wybory do Młodzieżowej Rady Miasta Płocka VI kadencji odbędą się w czwartek 17 października 2024 r. w szkołach ponadpodstawowych i w klasach VII–VIII szkół podstawowych. Kandydować mogą uczniowie w wieku od 13 do 19 lat, uczący się w Płocku. Zgłoszenie kandydata musi poprzeć podpisami co najmniej 15 uczniów tej samej szkoły. Karty zgłoszeń należy składać u szkolnych opiekunów rady do 4 października. Rada liczy 25 radnych, a jej kadencja trwa 2 lata. Udział w pracach rady jest dobrowolny i nieodpłatny. Pierwsza sesja nowej rady odbędzie się prawdopodobnie w listopadzie w sali sesyjnej Ratusza. Informacje: mrm@plock.eu.",
        good=[
            Good(
                "preserve",
                "Wybory do Młodzieżowej Rady Miasta Płocka VI kadencji zaplanowano na czwartek, 17 października 2024 r. Głosowanie odbędzie się w szkołach ponadpodstawowych oraz w klasach VII–VIII podstawówek. Kandydatem może zostać uczeń w wieku 13–19 lat, który uczy się w Płocku. Każde zgłoszenie musi mieć podpisy przynajmniej 15 uczniów z tej samej szkoły. Karty zgłoszeń trzeba oddać szkolnemu opiekunowi rady do 4 października. W radzie zasiada 25 radnych, a kadencja trwa dwa lata. Praca w radzie jest dobrowolna i nikt za nią nie płaci. Pierwsze posiedzenie nowej rady odbędzie się przypuszczalnie w listopadzie, w sali sesyjnej Ratusza. Pytania można kierować na mrm@plock.eu.",
            ),
            Good(
                "preserve",
                "Wybory do Młodzieżowej Rady Miasta Płocka VI kadencji zostaną przeprowadzone w czwartek 17 października 2024 r. w szkołach ponadpodstawowych oraz w klasach VII–VIII szkół podstawowych. Bierne prawo wyborcze przysługuje uczniom płockich szkół w wieku 13–19 lat. Zgłoszenie kandydatury wymaga poparcia podpisami nie mniej niż 15 uczniów szkoły, do której uczęszcza kandydat. Karty zgłoszeń należy złożyć u szkolnych opiekunów rady w terminie do 4 października. Rada składa się z 25 radnych wybieranych na dwuletnią kadencję. Członkostwo w radzie ma charakter dobrowolny i nieodpłatny. Pierwsza sesja rady nowej kadencji odbędzie się prawdopodobnie w listopadzie w sali sesyjnej Ratusza. Kontakt: mrm@plock.eu.",
            ),
            Good(
                "en",
                "Elections to the 6th term of the Płock Youth City Council will be held on Thursday 17 October 2024 in secondary schools and in years 7–8 of primary schools. Students aged 13 to 19 who attend school in Płock can stand as candidates. Each nomination must be supported by the signatures of at least 15 students from the same school. Nomination forms must be handed in to the school's council coordinators by 4 October. The council has 25 members and serves a two-year term. Taking part in the council's work is voluntary and unpaid. The new council will probably hold its first session in November in the council chamber of the Town Hall. Information: mrm@plock.eu.",
            ),
        ],
        bad=[
            Slip(1, [("w terminie do 4 października", "w terminie do 14 października")], "date"),
            Slip(
                0,
                [
                    (
                        "nikt za nią nie płaci.",
                        "nikt za nią nie płaci. Radni otrzymują zaświadczenie o działalności społecznej, które dodaje punkty przy rekrutacji na studia.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Each nomination must be supported by the signatures of at least 15 students from the same school.",
                        "Zgłoszenie kandydata musi poprzeć podpisami co najmniej 15 uczniów tej samej szkoły.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-pakiet-medyczny",
        source="Dzień dobry, od 1 lipca wszyscy pracownicy zatrudnieni na umowę o pracę mogą przystąpić do pakietu medycznego Medikon w wariancie Komfort. Firma pokrywa 80% składki, więc koszt po stronie pracownika wyniesie 34,50 zł miesięcznie i zostanie potrącony z wynagrodzenia. Członków rodziny można dopisać za dodatkowe 129 zł miesięcznie, bez dopłaty pracodawcy. Pakiet nie obejmuje leczenia stomatologicznego. Deklaracje przystąpienia prosimy przesłać na adres kadry@nordbud.pl do 20 czerwca. Osoby, które zapiszą się później, zostaną prawdopodobnie objęte pakietem dopiero od 1 września. Rezygnacja jest możliwa w każdej chwili z miesięcznym okresem wypowiedzenia. Pozdrawiam, Agnieszka Wróbel, Dział Kadr",
        good=[
            Good(
                "preserve",
                "Cześć, od 1 lipca każda osoba zatrudniona u nas na umowę o pracę może dołączyć do pakietu medycznego Medikon w wariancie Komfort. 80% składki płaci firma, więc Ty zapłacisz 34,50 zł miesięcznie – ta kwota będzie potrącana z pensji. Członków rodziny dopiszesz za dodatkowe 129 zł miesięcznie; do tej części pracodawca nie dopłaca. Leczenie stomatologiczne nie wchodzi w skład pakietu. Deklarację przystąpienia wyślij do 20 czerwca na kadry@nordbud.pl. Jeśli zapiszesz się później, pakiet zacznie Cię obejmować prawdopodobnie dopiero od 1 września. Zrezygnować możesz w dowolnym momencie, z miesięcznym okresem wypowiedzenia. Pozdrawiam, Agnieszka Wróbel, Dział Kadr",
            ),
            Good(
                "preserve",
                "Szanowni Państwo, uprzejmie informuję, że z dniem 1 lipca pracownicy zatrudnieni na podstawie umowy o pracę mogą przystąpić do pakietu medycznego Medikon w wariancie Komfort. Pracodawca finansuje 80% składki; część pokrywana przez pracownika wynosi 34,50 zł miesięcznie i będzie potrącana z wynagrodzenia. Istnieje możliwość objęcia pakietem członków rodziny za dodatkową opłatą 129 zł miesięcznie, której pracodawca nie dofinansowuje. Zakres pakietu nie obejmuje leczenia stomatologicznego. Deklaracje przystąpienia prosimy przesyłać na adres kadry@nordbud.pl w terminie do 20 czerwca. W przypadku późniejszego zgłoszenia objęcie pakietem nastąpi prawdopodobnie dopiero od 1 września. Rezygnacja jest możliwa w dowolnym momencie, z zachowaniem miesięcznego okresu wypowiedzenia. Z poważaniem, Agnieszka Wróbel, Dział Kadr",
            ),
            Good(
                "en",
                "Hello, from 1 July all employees on an employment contract can join the Medikon medical package in the Komfort plan. The company covers 80% of the premium, so your share will be PLN 34.50 a month, deducted from your salary. Family members can be added for an extra PLN 129 a month, which the employer does not subsidise. The package does not include dental treatment. Please send your enrolment form to kadry@nordbud.pl by 20 June. If you sign up later, your cover will probably not start until 1 September. You can opt out at any time with one month's notice. Best regards, Agnieszka Wróbel, HR Department",
            ),
        ],
        bad=[
            Slip(1, [("na adres kadry@nordbud.pl", "na adres kadra@nordbud.pl")], "url"),
            Slip(
                2,
                [
                    (
                        "your cover will probably not start until 1 September",
                        "your cover will not start until 1 September",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "Leczenie stomatologiczne nie wchodzi w skład pakietu.",
                        "Leczenie stomatologiczne wchodzi w skład pakietu.",
                    )
                ],
                "negation",
            ),
        ],
    ),
]
