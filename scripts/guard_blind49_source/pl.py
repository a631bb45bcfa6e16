# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 49: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-zamkniecie-wiaduktu-dk94-balice-objazd",
        source="Komunikat GDDKiA Oddział w Krakowie. Od poniedziałku 14 kwietnia 2025 r., od godz. 22:00, zamknięty zostanie wiadukt nad torami kolejowymi w ciągu drogi krajowej nr 94 w Balicach. Prace potrwają około trzech tygodni. Objazd dla samochodów osobowych poprowadzono ulicami Krakowską i Łokietka, a pojazdy o masie powyżej 12 ton muszą korzystać z autostrady A4 między węzłami Balice i Modlniczka. Przejazd autostradą na tym odcinku nie jest płatny. Piesi i rowerzyści nie mogą przechodzić przez plac budowy; dla nich przygotowano tymczasową kładkę 200 m na wschód od wiaduktu. Prosimy o zachowanie ostrożności i stosowanie się do oznakowania tymczasowego.",
        good=[
            Good(
                "preserve",
                "Uwaga, kierowcy! Wiadukt nad torami w Balicach (droga krajowa nr 94) zostanie zamknięty od poniedziałku 14 kwietnia 2025 r. o 22:00. Remont ma potrwać mniej więcej trzy tygodnie. Jeśli jedziesz samochodem osobowym, skorzystaj z objazdu ulicami Krakowską i Łokietka. Kierowcy pojazdów o masie ponad 12 ton muszą jechać autostradą A4 od węzła Balice do węzła Modlniczka – za ten odcinek nie trzeba płacić. Piesi i rowerzyści nie mogą przechodzić przez plac budowy; przygotowano dla nich tymczasową kładkę 200 m na wschód od wiaduktu. GDDKiA Oddział w Krakowie prosi o ostrożność i przestrzeganie tymczasowego oznakowania.",
            ),
            Good(
                "preserve",
                "GDDKiA Oddział w Krakowie informuje o zamknięciu wiaduktu nad torami kolejowymi na drodze krajowej nr 94 w Balicach.\n- Początek: poniedziałek, 14.04.2025, godz. 22:00.\n- Czas trwania prac: około 3 tygodni.\n- Objazd dla aut osobowych: ul. Krakowska i ul. Łokietka.\n- Pojazdy o masie powyżej 12 t: obowiązkowo autostrada A4 między węzłami Balice i Modlniczka (przejazd tym odcinkiem jest bezpłatny).\n- Piesi i rowerzyści: zakaz przechodzenia przez plac budowy; tymczasowa kładka 200 m na wschód od wiaduktu.\nProsimy o ostrożność i stosowanie się do tymczasowego oznakowania.",
            ),
            Good(
                "en",
                "GDDKiA, Kraków Branch: from Monday, 14 April 2025, at 10 p.m., the viaduct over the railway tracks on national road No. 94 in Balice will be closed. The works will last about three weeks. Passenger cars will be diverted via Krakowska and Łokietka streets, while vehicles weighing over 12 tonnes must use the A4 motorway between the Balice and Modlniczka junctions. There is no toll on this section of the motorway. Pedestrians and cyclists may not cross the construction site; a temporary footbridge has been set up for them 200 m east of the viaduct. Please take care and follow the temporary signs.",
            ),
        ],
        bad=[
            Slip(1, [("14.04.2025, godz. 22:00", "14.04.2025, godz. 6:00")], "date"),
            Slip(
                2,
                [("There is no toll on this section", "There is a toll on this section")],
                "negation",
            ),
            Slip(0, [("kładkę 200 m na wschód", "kładkę 500 m na wschód")], "number"),
        ],
    ),
    Case(
        key="pl-konkurs-opowiadanie-pioro-sowy-zgloszenia",
        source="Regulamin XII Ogólnopolskiego Konkursu na Opowiadanie „Pióro Sowy”. Konkurs jest otwarty dla osób, które ukończyły 16 lat. Każdy uczestnik może zgłosić najwyżej dwa teksty, wcześniej niepublikowane, o objętości do 20 000 znaków ze spacjami. Prace należy przesyłać w formacie PDF na adres konkurs@piorosowy.pl do 30 czerwca 2025 r.; liczy się data wpływu wiadomości. Plik nie powinien zawierać imienia ani nazwiska autora – dane osobowe podaje się w formularzu dostępnym na stronie www.piorosowy.pl/regulamin. Jury przyzna nagrodę główną w wysokości 3000 zł oraz dwa wyróżnienia po 500 zł. Wyniki zostaną ogłoszone 15 września 2025 r.",
        good=[
            Good(
                "preserve",
                "Masz co najmniej 16 lat i piszesz opowiadania? Weź udział w XII Ogólnopolskim Konkursie na Opowiadanie „Pióro Sowy”. Możesz zgłosić maksymalnie dwa teksty, które nie były wcześniej publikowane i nie przekraczają 20 000 znaków ze spacjami. Prześlij je jako PDF na adres konkurs@piorosowy.pl do 30 czerwca 2025 r. – decyduje data, w której wiadomość do nas dotrze. W pliku nie powinno być Twojego imienia ani nazwiska; dane osobowe wpisujesz w formularzu na stronie www.piorosowy.pl/regulamin. Jury przyzna nagrodę główną w wysokości 3000 zł i dwa wyróżnienia po 500 zł. Wyniki poznamy 15 września 2025 r.",
            ),
            Good(
                "preserve",
                "Do XII Ogólnopolskiego Konkursu na Opowiadanie „Pióro Sowy” mogą przystąpić osoby, które ukończyły 16 lat. Uczestnik zgłasza nie więcej niż dwa wcześniej niepublikowane utwory o objętości nieprzekraczającej 20 000 znaków ze spacjami. Teksty w formacie PDF należy nadsyłać do 30 czerwca 2025 r. na adres konkurs@piorosowy.pl (decyduje data wpływu wiadomości). Plik nie powinien zawierać imienia ani nazwiska autora – dane osobowe podaje się w formularzu zamieszczonym pod adresem www.piorosowy.pl/regulamin. Jury przyzna nagrodę główną (3000 zł) oraz dwa wyróżnienia po 500 zł. Ogłoszenie wyników nastąpi 15 września 2025 r.",
            ),
            Good(
                "en",
                "Rules of the 12th Nationwide Short Story Competition “Pióro Sowy”. The competition is open to anyone who has reached the age of 16. Each participant may submit no more than two previously unpublished texts of up to 20,000 characters including spaces. Entries must be sent as PDF files to konkurs@piorosowy.pl by 30 June 2025; what counts is the date the e-mail is received. The file should not contain the author's first name or surname – personal details are provided in the form available at www.piorosowy.pl/regulamin. The jury will award a main prize of PLN 3,000 and two honourable mentions of PLN 500 each. The results will be announced on 15 September 2025.",
            ),
        ],
        bad=[
            Slip(0, [("adres konkurs@piorosowy.pl", "adres konkurs@piorosowa.pl")], "url"),
            Slip(2, [("The file should not contain", "The file must not contain")], "modality"),
            Slip(
                1,
                [
                    (
                        "Ogłoszenie wyników nastąpi 15 września 2025 r.",
                        "Ogłoszenie wyników nastąpi 15 października 2025 r.",
                    )
                ],
                "date",
            ),
        ],
    ),
    Case(
        key="pl-ulotka-cetyryzyna-dawkowanie-dzieci-sennosc",
        source="Dorośli i młodzież powyżej 12 lat: 10 mg (1 tabletka) raz na dobę. Dzieci w wieku od 6 do 12 lat: 5 mg (pół tabletki) dwa razy na dobę. Tabletkę należy połknąć, popijając szklanką wody; można ją przyjmować niezależnie od posiłków. U pacjentów z umiarkowaną niewydolnością nerek lekarz może zalecić zmniejszenie dawki. Najczęstsze działania niepożądane to senność, zmęczenie i suchość w ustach, które mogą wystąpić u mniej niż 1 na 10 pacjentów. W zalecanej dawce lek zazwyczaj nie wpływa istotnie na zdolność prowadzenia pojazdów, jednak osoby, które odczuwają senność, nie powinny prowadzić samochodu ani obsługiwać maszyn. Podczas leczenia należy unikać spożywania alkoholu.",
        good=[
            Good(
                "preserve",
                "Dawkowanie:\n- dorośli i młodzież powyżej 12 lat – 10 mg, czyli 1 tabletka, raz na dobę;\n- dzieci od 6 do 12 lat – 5 mg, czyli pół tabletki, dwa razy na dobę.\nTabletkę należy połknąć i popić szklanką wody; można ją przyjmować niezależnie od posiłków. Przy umiarkowanej niewydolności nerek lekarz może zalecić mniejszą dawkę. Najczęstsze działania niepożądane – senność, zmęczenie, suchość w ustach – mogą wystąpić u mniej niż 1 na 10 pacjentów. W zalecanej dawce lek zazwyczaj nie wpływa istotnie na zdolność prowadzenia pojazdów, ale kto odczuwa senność, nie powinien prowadzić samochodu ani obsługiwać maszyn. W trakcie leczenia należy unikać alkoholu.",
            ),
            Good(
                "preserve",
                "Podczas leczenia należy unikać alkoholu. Dorośli oraz młodzież w wieku powyżej 12 lat przyjmują 10 mg (jedną tabletkę) raz dziennie, a dzieci od 6 do 12 lat – 5 mg (połowę tabletki) dwa razy dziennie. Tabletkę należy połknąć, popijając szklanką wody; pora posiłku nie ma znaczenia. W przypadku umiarkowanej niewydolności nerek lekarz może zalecić zmniejszenie dawki. Do najczęstszych działań niepożądanych należą senność, zmęczenie i suchość w ustach – mogą one wystąpić u mniej niż jednego na dziesięciu pacjentów. Przy stosowaniu zalecanej dawki lek zazwyczaj nie wpływa w istotny sposób na zdolność prowadzenia pojazdów, ale osoby odczuwające senność nie powinny kierować samochodem ani obsługiwać maszyn.",
            ),
            Good(
                "en",
                "Adults and adolescents over 12 years: 10 mg (1 tablet) once a day. Children aged 6 to 12 years: 5 mg (half a tablet) twice a day. Swallow the tablet with a glass of water; it can be taken with or without food. In patients with moderate kidney impairment, the doctor may recommend reducing the dose. The most common side effects are drowsiness, tiredness and dry mouth, which may occur in fewer than 1 in 10 patients. At the recommended dose, the medicine usually has no significant effect on the ability to drive, but people who feel drowsy should not drive or operate machinery. Avoid drinking alcohol during treatment.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "the medicine usually has no significant effect",
                        "the medicine has no significant effect",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "lekarz może zalecić zmniejszenie dawki",
                        "lekarz musi zalecić zmniejszenie dawki",
                    )
                ],
                "modality",
            ),
            Slip(
                0, [("pół tabletki, dwa razy na dobę", "pół tabletki, trzy razy na dobę")], "number"
            ),
        ],
    ),
    Case(
        key="pl-wycieczka-klas-siodmych-krakow-wieliczka",
        source="Szanowni Rodzice, w dniach 22–23 maja 2025 r. uczniowie klas 7a i 7b wyjadą na dwudniową wycieczkę do Krakowa i Wieliczki. Zbiórka odbędzie się 22 maja o godz. 6:45 na parkingu przy szkole, a powrót planujemy następnego dnia około godz. 20:00. W programie są m.in. zwiedzanie Wawelu, spacer po Kazimierzu i trasa turystyczna w Kopalni Soli „Wieliczka”. Koszt wycieczki wynosi 420 zł i obejmuje przejazd autokarem, nocleg w schronisku, wyżywienie, bilety wstępu oraz ubezpieczenie NNW. Wpłaty prosimy dokonywać do 30 kwietnia u wychowawców. Uczniowie powinni mieć ze sobą legitymację szkolną, wygodne buty i ciepłą bluzę, bo w kopalni temperatura wynosi ok. 14°C. Opiekę nad grupą sprawować będzie czworo nauczycieli.",
        good=[
            Good(
                "preserve",
                "Drodzy Rodzice! Klasy 7a i 7b jadą 22–23 maja 2025 r. na dwudniową wycieczkę do Krakowa i Wieliczki. Zbieramy się 22 maja o 6:45 na szkolnym parkingu; powrót planujemy następnego dnia mniej więcej na 20:00. Zobaczymy między innymi Wawel i Kazimierz, a w Kopalni Soli „Wieliczka” przejdziemy trasą turystyczną. Cena – 420 zł – obejmuje:\n- przejazd autokarem,\n- nocleg w schronisku,\n- wyżywienie,\n- bilety wstępu,\n- ubezpieczenie NNW.\nPieniądze prosimy wpłacać wychowawcom do 30 kwietnia. Dziecko powinno zabrać legitymację szkolną, wygodne buty i ciepłą bluzę, ponieważ w kopalni jest około 14°C. Grupą zaopiekuje się czworo nauczycieli.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że uczniowie klas 7a i 7b wezmą udział w dwudniowej wycieczce do Krakowa i Wieliczki, która odbędzie się 22–23 maja 2025 r. Program obejmuje m.in. zwiedzanie Wawelu, spacer po Kazimierzu oraz trasę turystyczną w Kopalni Soli „Wieliczka”. Zbiórka – 22 maja o godz. 6:45 na parkingu przy szkole; planowany powrót to następny dzień, około godz. 20:00. Koszt wynosi 420 zł i pokrywa przejazd autokarem, nocleg w schronisku, wyżywienie, bilety wstępu i ubezpieczenie NNW. Prosimy o wpłaty u wychowawców do 30 kwietnia. Ze względu na temperaturę w kopalni (ok. 14°C) uczniowie powinni zabrać ciepłą bluzę, a także wygodne buty i legitymację szkolną. Nad grupą czuwać będzie czworo nauczycieli.",
            ),
            Good(
                "en",
                "Dear Parents, on 22–23 May 2025 pupils from classes 7a and 7b will go on a two-day trip to Kraków and Wieliczka. We will meet on 22 May at 6:45 a.m. in the school car park, and we plan to be back the following day at around 8 p.m. The programme includes, among other things, a visit to Wawel, a walk around Kazimierz and the tourist route in the Wieliczka Salt Mine. The trip costs PLN 420, which covers coach travel, a night in a hostel, meals, admission tickets and accident insurance (NNW). Please make payments to the form teachers by 30 April. Pupils should bring their school ID card, comfortable shoes and a warm sweatshirt, as the temperature in the mine is about 14°C. The group will be looked after by four teachers.",
            ),
        ],
        bad=[
            Slip(0, [("Cena – 420 zł – obejmuje", "Cena – 450 zł – obejmuje")], "number"),
            Slip(2, [("by 30 April", "by 30 May")], "date"),
            Slip(
                1,
                [
                    (
                        "Nad grupą czuwać będzie czworo nauczycieli.",
                        "Nad grupą czuwać będzie czworo nauczycieli oraz licencjonowany przewodnik PTTK.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-wynajem-sali-widowiskowej-gok-kaucja",
        source="Warunki wynajmu sali widowiskowej Gminnego Ośrodka Kultury w Rudnikach. Sala mieści do 120 osób przy ustawieniu teatralnym i do 80 osób przy stołach. Opłata za wynajem wynosi 150 zł za godzinę w dni robocze i 200 zł za godzinę w weekendy; do kwoty należy doliczyć 23% VAT. Rezerwacja jest potwierdzona dopiero po wpłacie kaucji w wysokości 500 zł, która zostanie zwrócona w ciągu 14 dni od wydarzenia, jeśli sala nie zostanie uszkodzona. Najemca może korzystać z nagłośnienia i rzutnika, ale nie wolno mu samodzielnie zmieniać ustawień oświetlenia scenicznego. W sali obowiązuje całkowity zakaz palenia, w tym e-papierosów. Salę należy opuścić najpóźniej o godz. 23:00.",
        good=[
            Good(
                "preserve",
                "Sala widowiskowa Gminnego Ośrodka Kultury w Rudnikach – warunki wynajmu:\n1. Pojemność: do 120 osób w ustawieniu teatralnym, do 80 osób przy stołach.\n2. Cena: 150 zł/h w dni robocze, 200 zł/h w weekendy, do tego 23% VAT.\n3. Rezerwację potwierdzamy dopiero po wpłacie kaucji 500 zł; zwracamy ją w ciągu 14 dni od wydarzenia, o ile sala nie zostanie uszkodzona.\n4. Najemca może korzystać z nagłośnienia i rzutnika, ale nie wolno mu samodzielnie zmieniać ustawień oświetlenia scenicznego.\n5. Palenie, także e-papierosów, jest całkowicie zakazane.\n6. Salę trzeba opuścić najpóźniej o 23:00.",
            ),
            Good(
                "preserve",
                "Chcesz wynająć salę widowiskową Gminnego Ośrodka Kultury w Rudnikach? Zmieścisz w niej do 120 osób w ustawieniu teatralnym albo do 80 osób przy stołach. W dni robocze zapłacisz 150 zł za godzinę, w weekendy 200 zł za godzinę – do tych kwot trzeba doliczyć 23% VAT. Rezerwacja zostanie potwierdzona dopiero wtedy, gdy wpłacisz kaucję 500 zł; oddamy ją w ciągu 14 dni od wydarzenia, jeżeli sala nie zostanie uszkodzona. Możesz korzystać z nagłośnienia i rzutnika, ale nie wolno Ci samodzielnie zmieniać ustawień oświetlenia scenicznego. W sali obowiązuje całkowity zakaz palenia, również e-papierosów, a opuścić ją musisz najpóźniej o 23:00.",
            ),
            Good(
                "en",
                "Terms of hire for the auditorium of the Municipal Cultural Centre in Rudniki. The hall holds up to 120 people in theatre-style seating and up to 80 people at tables. The hire fee is PLN 150 per hour on weekdays and PLN 200 per hour at weekends, plus 23% VAT. A booking is confirmed only once a deposit of PLN 500 has been paid; the deposit will be refunded within 14 days of the event if the hall is not damaged. The hirer may use the sound system and projector but must not change the stage lighting settings on their own. Smoking, including e-cigarettes, is completely prohibited in the hall. The hall must be vacated by 11 p.m. at the latest.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("The hirer may use the sound system", "The hirer must use the sound system")],
                "modality",
            ),
            Slip(
                1,
                [("jeżeli sala nie zostanie uszkodzona", "jeżeli sala zostanie uszkodzona")],
                "negation",
            ),
            Slip(0, [("do 80 osób przy stołach", "do 100 osób przy stołach")], "number"),
        ],
    ),
    Case(
        key="pl-readme-resize-photos-imagemagick-opcje",
        source=(
            "## resize-photos.sh\n\n"
            "Skrypt zmniejsza zdjęcia JPG z podanego katalogu, korzystając z programu `convert` z pakietu ImageMagick.\n\n"
            "### Użycie\n\n"
            "```bash\n./resize-photos.sh -s 1600 -q 85 ~/Zdjęcia/wakacje\n```\n\n"
            "- `-s` – dłuższy bok obrazu w pikselach (domyślnie 1920),\n"
            "- `-q` – jakość JPEG od 1 do 100 (domyślnie 90).\n\n"
            "Zmniejszone pliki trafiają do podkatalogu `resized/`; skrypt nie nadpisuje oryginałów. "
            "Zdjęcia mniejsze niż zadany rozmiar są kopiowane bez zmian. "
            "Metadane EXIF są domyślnie usuwane – jeśli chcesz je zachować, dodaj flagę `--keep-exif`. "
            "Skrypt wymaga ImageMagick w wersji 6.9 lub nowszej."
        ),
        good=[
            Good(
                "preserve",
                (
                    "## resize-photos.sh\n\n"
                    "`resize-photos.sh` zmniejsza zdjęcia JPG z wybranego katalogu za pomocą programu `convert` z pakietu ImageMagick (wymagana wersja 6.9 lub nowsza).\n\n"
                    "### Użycie\n\n"
                    "```bash\n./resize-photos.sh -s 1600 -q 85 ~/Zdjęcia/wakacje\n```\n\n"
                    "Opcją `-s` ustawiasz długość dłuższego boku w pikselach (domyślnie 1920), a opcją `-q` – jakość JPEG w skali od 1 do 100 (domyślnie 90).\n\n"
                    "Oryginały nie są nadpisywane: wyniki trafiają do podkatalogu `resized/`. "
                    "Jeśli zdjęcie jest mniejsze niż zadany rozmiar, zostaje skopiowane bez zmian. "
                    "Domyślnie skrypt usuwa metadane EXIF; aby je zachować, dodaj flagę `--keep-exif`."
                ),
            ),
            Good(
                "preserve",
                (
                    "## resize-photos.sh\n\n"
                    "Zmniejsza zdjęcia JPG z podanego katalogu (używa `convert` z ImageMagick).\n\n"
                    "### Użycie\n\n"
                    "```bash\n./resize-photos.sh -s 1600 -q 85 ~/Zdjęcia/wakacje\n```\n\n"
                    "- `-s` – długość dłuższego boku w pikselach, domyślnie 1920,\n"
                    "- `-q` – jakość JPEG (1–100), domyślnie 90.\n\n"
                    "### Warto wiedzieć\n\n"
                    "- wyniki trafiają do `resized/`, oryginały nie są nadpisywane;\n"
                    "- zdjęcia mniejsze od zadanego rozmiaru są kopiowane bez zmian;\n"
                    "- metadane EXIF są domyślnie usuwane, flaga `--keep-exif` je zachowuje;\n"
                    "- wymagany ImageMagick 6.9 lub nowszy."
                ),
            ),
            Good(
                "en",
                (
                    "## resize-photos.sh\n\n"
                    "The script downsizes JPG photos from a given directory using the `convert` program from the ImageMagick package.\n\n"
                    "### Usage\n\n"
                    "```bash\n./resize-photos.sh -s 1600 -q 85 ~/Zdjęcia/wakacje\n```\n\n"
                    "- `-s` – length of the longer side in pixels (default 1920),\n"
                    "- `-q` – JPEG quality from 1 to 100 (default 90).\n\n"
                    "Resized files go to the `resized/` subdirectory; the script does not overwrite the originals. "
                    "Photos smaller than the requested size are copied unchanged. "
                    "EXIF metadata is removed by default – if you want to keep it, add the `--keep-exif` flag. "
                    "The script requires ImageMagick 6.9 or newer."
                ),
            ),
        ],
        bad=[
            Slip(0, [("dodaj flagę `--keep-exif`", "dodaj flagę `--no-exif`")], "code"),
            Slip(
                1,
                [("domyślnie 1920,\n- `-q` – jakość", "domyślnie 1920, `-q` – jakość")],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "the script does not overwrite the originals",
                        "the script overwrites the originals",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-wegiel-organiczny-gleby-plowe-bezorkowa",
        source="Celem badań była ocena zmian zawartości węgla organicznego (SOC) w glebach płowych Wysoczyzny Kałuszyńskiej po 20 latach uprawy bezorkowej. Próbki pobrano w 2023 r. z 36 pól z warstw 0–10 i 10–30 cm i porównano z wynikami z 2003 r. (Kowalczyk i in. 2005). W warstwie 0–10 cm zawartość SOC wzrosła średnio o 18%, natomiast w warstwie 10–30 cm zmiany nie były istotne statystycznie. Wzrost był prawdopodobnie związany z pozostawianiem resztek pożniwnych na powierzchni gleby. Uzyskane wyniki sugerują, że uprawa bezorkowa może sprzyjać akumulacji węgla w wierzchniej warstwie gleb płowych, jednak jej wpływ na cały profil glebowy wymaga dalszych badań.",
        good=[
            Good(
                "preserve",
                "Badanie dotyczyło tego, jak zmieniła się zawartość węgla organicznego (SOC) w glebach płowych Wysoczyzny Kałuszyńskiej po dwudziestu latach uprawy bezorkowej. W 2023 r. pobrano próbki z 36 pól, z warstw 0–10 cm i 10–30 cm, a wyniki zestawiono z danymi z 2003 r. (Kowalczyk i in. 2005). W wierzchniej warstwie (0–10 cm) zawartość SOC wzrosła przeciętnie o 18%; w warstwie 10–30 cm zmiany okazały się nieistotne statystycznie. Wzrost wiązał się prawdopodobnie z pozostawianiem resztek pożniwnych na powierzchni gleby. Wyniki sugerują, że uprawa bezorkowa może sprzyjać gromadzeniu węgla w wierzchniej warstwie gleb płowych, ale jej wpływ na cały profil glebowy wymaga dalszych badań.",
            ),
            Good(
                "preserve",
                "Oceniono zmiany zawartości węgla organicznego gleby (SOC) w glebach płowych Wysoczyzny Kałuszyńskiej po 20 latach stosowania uprawy bezorkowej. Materiał pobrany w 2023 r. z 36 pól (warstwy 0–10 i 10–30 cm) porównano z wynikami z roku 2003 (Kowalczyk i in. 2005). W warstwie 0–10 cm stwierdzono średnio 18-procentowy wzrost SOC, a w warstwie 10–30 cm nie wykazano istotnych statystycznie zmian. Przyczyną wzrostu było prawdopodobnie pozostawianie resztek pożniwnych na powierzchni gleby. Wyniki sugerują, że uprawa bezorkowa może sprzyjać akumulacji węgla w wierzchniej warstwie gleb płowych; jej wpływ na cały profil glebowy wymaga jednak dalszych badań.",
            ),
            Good(
                "en",
                "The study assessed changes in soil organic carbon (SOC) content in Luvisols of the Kałuszyn Upland after 20 years of non-inversion (ploughless) tillage. Samples were collected in 2023 from 36 fields at depths of 0–10 and 10–30 cm and compared with results from 2003 (Kowalczyk et al. 2005). In the 0–10 cm layer, SOC content increased by 18% on average, whereas changes in the 10–30 cm layer were not statistically significant. The increase was probably related to crop residues being left on the soil surface. The results suggest that ploughless tillage may promote carbon accumulation in the topsoil of Luvisols, but its effect on the whole soil profile requires further research.",
            ),
        ],
        bad=[
            Slip(1, [("(Kowalczyk i in. 2005)", "(Kowalski i in. 2005)")], "citation"),
            Slip(
                2,
                [("The increase was probably related to", "The increase was related to")],
                "hedge",
            ),
            Slip(0, [("przeciętnie o 18%", "przeciętnie o 8%")], "number"),
        ],
    ),
    Case(
        key="pl-przetarg-zimowe-utrzymanie-drog-brzeziny",
        source="Gmina Brzeziny ogłasza przetarg w trybie podstawowym na zimowe utrzymanie dróg gminnych w sezonie 2025/2026. Zamówienie obejmuje odśnieżanie i posypywanie około 64 km dróg, podzielonych na trzy zadania; wykonawca może złożyć ofertę na jedno lub kilka zadań. Postępowanie prowadzone jest na podstawie art. 275 pkt 1 ustawy z dnia 11 września 2019 r. – Prawo zamówień publicznych. Wykonawca musi dysponować co najmniej dwoma pługopiaskarkami i zapewnić gotowość do podjęcia działań w ciągu 60 minut od wezwania. Oferty należy składać wyłącznie elektronicznie za pośrednictwem platformy e-Zamówienia do 10 października 2025 r., do godz. 10:00. Wadium nie jest wymagane. Kryteria oceny: cena – 60%, czas reakcji – 40%.",
        good=[
            Good(
                "preserve",
                "Gmina Brzeziny – przetarg w trybie podstawowym (art. 275 pkt 1 ustawy z dnia 11 września 2019 r. – Prawo zamówień publicznych) na zimowe utrzymanie dróg gminnych w sezonie 2025/2026.\n- Zakres: odśnieżanie i posypywanie ok. 64 km dróg w trzech zadaniach; ofertę można złożyć na jedno zadanie lub kilka.\n- Wymagania obowiązkowe: co najmniej dwie pługopiaskarki oraz gotowość do podjęcia działań w ciągu 60 minut od wezwania.\n- Termin składania ofert: 10 października 2025 r., godz. 10:00, wyłącznie elektronicznie przez platformę e-Zamówienia.\n- Wadium: nie jest wymagane.\n- Kryteria oceny: cena 60%, czas reakcji 40%.",
            ),
            Good(
                "preserve",
                "Do 10 października 2025 r., do godz. 10:00, Gmina Brzeziny przyjmuje oferty w przetargu na zimowe utrzymanie dróg gminnych w sezonie 2025/2026. Oferty należy składać wyłącznie elektronicznie, przez platformę e-Zamówienia. Postępowanie toczy się w trybie podstawowym, na podstawie art. 275 pkt 1 ustawy z dnia 11 września 2019 r. – Prawo zamówień publicznych. Przedmiotem zamówienia jest odśnieżanie i posypywanie około 64 km dróg w trzech zadaniach, a wykonawca może złożyć ofertę na jedno lub kilka z nich. Musi przy tym mieć do dyspozycji co najmniej dwie pługopiaskarki i być gotowy do podjęcia działań w ciągu 60 minut od wezwania. Gmina nie wymaga wadium. Oferty będą oceniane według ceny (60%) i czasu reakcji (40%).",
            ),
            Good(
                "en",
                "The Municipality of Brzeziny invites tenders under the basic procedure for the winter maintenance of municipal roads in the 2025/2026 season. The contract covers snow clearing and gritting of approximately 64 km of roads, divided into three lots; contractors may bid for one or more lots. The procedure is conducted under Article 275 point 1 of the Act of 11 September 2019 – Public Procurement Law. The contractor must have at least two snowplough-gritters at its disposal and be ready to start work within 60 minutes of being called out. Tenders must be submitted exclusively electronically via the e-Zamówienia platform by 10:00 on 10 October 2025. No tender security (wadium) is required. Evaluation criteria: price – 60%, response time – 40%.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 275 pkt 1 ustawy", "(art. 275 pkt 2 ustawy")], "legal_reference"),
            Slip(2, [("by 10:00 on 10 October 2025", "by 10:00 on 17 October 2025")], "date"),
            Slip(
                1,
                [("Musi przy tym mieć do dyspozycji", "Powinien przy tym mieć do dyspozycji")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-zasady-orlik-sportowa-korki-animator",
        source="Zasady korzystania z kompleksu boisk Orlik przy ul. Sportowej 5. Boiska są czynne od poniedziałku do piątku w godz. 14:00–21:00, a w soboty i niedziele od 10:00 do 20:00. Z obiektu można korzystać bezpłatnie, ale zajęcia grup zorganizowanych wymagają wcześniejszej rezerwacji u animatora. Dzieci do lat 10 mogą przebywać na boisku wyłącznie pod opieką osoby dorosłej. Na sztucznej nawierzchni nie wolno grać w butach z metalowymi korkami ani wnosić jedzenia i napojów w szklanych opakowaniach. Animator może wyprosić z obiektu osoby, które nie stosują się do regulaminu. Za rzeczy pozostawione bez opieki zarządca nie odpowiada. W razie intensywnych opadów boisko może zostać zamknięte.",
        good=[
            Good(
                "preserve",
                "Zapraszamy na Orlik przy ul. Sportowej 5! Od poniedziałku do piątku boiska są czynne w godzinach 14:00–21:00, a w weekendy – od 10:00 do 20:00. Wstęp jest bezpłatny, ale jeśli przychodzisz z grupą zorganizowaną, musisz wcześniej zarezerwować zajęcia u animatora. Dzieci do lat 10 mogą być na boisku tylko pod opieką dorosłego. Na sztucznej nawierzchni nie graj w butach z metalowymi korkami i nie wnoś jedzenia ani napojów w szklanych opakowaniach. Animator może wyprosić z obiektu każdego, kto nie przestrzega regulaminu. Pamiętaj, że zarządca nie odpowiada za rzeczy zostawione bez opieki. Przy intensywnych opadach boisko może zostać zamknięte.",
            ),
            Good(
                "preserve",
                "Orlik, ul. Sportowa 5 – najważniejsze zasady:\n- godziny otwarcia: pon.–pt. 14:00–21:00, sob.–niedz. 10:00–20:00;\n- korzystanie z boisk jest bezpłatne, ale grupy zorganizowane muszą wcześniej zarezerwować zajęcia u animatora;\n- dzieci do lat 10 mogą przebywać na boisku wyłącznie pod opieką osoby dorosłej;\n- na sztucznej nawierzchni obowiązuje zakaz gry w butach z metalowymi korkami oraz wnoszenia jedzenia i napojów w szklanych opakowaniach;\n- animator może wyprosić osoby nieprzestrzegające regulaminu;\n- zarządca nie odpowiada za rzeczy pozostawione bez opieki;\n- w razie intensywnych opadów boisko może zostać zamknięte.",
            ),
            Good(
                "en",
                "Rules for using the Orlik sports pitches at 5 Sportowa Street. The pitches are open Monday to Friday from 2 p.m. to 9 p.m. and on Saturdays and Sundays from 10 a.m. to 8 p.m. The facility is free to use, but sessions for organised groups must be booked in advance with the on-site coordinator. Children under 10 may only be on the pitch under the supervision of an adult. On the artificial surface, playing in boots with metal studs is not allowed, nor is bringing food or drinks in glass containers. The coordinator may ask anyone who does not follow the rules to leave the facility. The management is not responsible for items left unattended. In the event of heavy precipitation, the pitch may be closed.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("zarządca nie odpowiada za rzeczy", "zarządca odpowiada za rzeczy")],
                "negation",
            ),
            Slip(2, [("the pitch may be closed", "the pitch will be closed")], "modality"),
            Slip(
                0,
                [
                    (
                        "Wstęp jest bezpłatny, ale",
                        "Wstęp jest bezpłatny dzięki dofinansowaniu z budżetu miasta, ale",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-moj-prad-doplaty-magazyn-energii",
        source="Program „Mój Prąd 6.0” – informacje dla wnioskodawców. Dofinansowanie mogą otrzymać osoby fizyczne, które rozliczają się z energii w systemie net-billingu. Do instalacji fotowoltaicznej przysługuje do 7 tys. zł, a do magazynu energii elektrycznej – do 16 tys. zł, przy czym dotacja nie może przekroczyć 50% kosztów kwalifikowanych. Wnioski składa się wyłącznie online, przez serwis mojprad.gov.pl, do 20 grudnia 2024 r. lub do wyczerpania budżetu. Kwalifikują się przedsięwzięcia zrealizowane od 1 sierpnia 2024 r. Dotacja nie jest przychodem podlegającym opodatkowaniu, co wynika z art. 21 ust. 1 pkt 129 ustawy o podatku dochodowym od osób fizycznych. Szczegóły zawiera regulamin naboru dostępny na stronie NFOŚiGW.",
        good=[
            Good(
                "preserve",
                "Kto może dostać dofinansowanie z programu „Mój Prąd 6.0”? Osoby fizyczne rozliczające się z energii w systemie net-billingu. Na instalację fotowoltaiczną można otrzymać maksymalnie 7 tys. zł, a na magazyn energii elektrycznej maksymalnie 16 tys. zł, przy czym dotacja nie może przekroczyć połowy kosztów kwalifikowanych. Program obejmuje przedsięwzięcia zrealizowane od 1 sierpnia 2024 r. Wniosek złożysz wyłącznie przez internet, w serwisie mojprad.gov.pl – do 20 grudnia 2024 r. albo do wyczerpania budżetu. Od dotacji nie płaci się podatku: zgodnie z art. 21 ust. 1 pkt 129 ustawy o podatku dochodowym od osób fizycznych nie jest ona przychodem podlegającym opodatkowaniu. Więcej szczegółów znajdziesz w regulaminie naboru na stronie NFOŚiGW.",
            ),
            Good(
                "preserve",
                "„Mój Prąd 6.0” – najważniejsze informacje dla wnioskodawców:\n- dla kogo: osoby fizyczne rozliczające się z energii w net-billingu;\n- ile: do 7 tys. zł na instalację fotowoltaiczną i do 16 tys. zł na magazyn energii elektrycznej, ale nie więcej niż 50% kosztów kwalifikowanych;\n- jakie inwestycje: zrealizowane od 1 sierpnia 2024 r.;\n- jak i do kiedy: wyłącznie online w serwisie mojprad.gov.pl, do 20 grudnia 2024 r. lub do wyczerpania budżetu;\n- podatek: dotacja nie jest przychodem podlegającym opodatkowaniu (art. 21 ust. 1 pkt 129 ustawy o podatku dochodowym od osób fizycznych).\nSzczegóły – w regulaminie naboru na stronie NFOŚiGW.",
            ),
            Good(
                "en",
                "“Mój Prąd 6.0” programme – information for applicants. Funding is available to individuals who settle their energy under the net-billing system. Up to PLN 7,000 is available for a photovoltaic installation and up to PLN 16,000 for an electricity storage unit, but the grant may not exceed 50% of eligible costs. Applications can be submitted only online, via mojprad.gov.pl, until 20 December 2024 or until the budget runs out. Projects completed from 1 August 2024 onwards are eligible. The grant is not taxable income, under Article 21(1)(129) of the Personal Income Tax Act. Details can be found in the call rules available on the NFOŚiGW website.",
            ),
        ],
        bad=[
            Slip(0, [("w serwisie mojprad.gov.pl", "w serwisie mojprad.pl")], "url"),
            Slip(1, [("do 16 tys. zł na magazyn", "do 18 tys. zł na magazyn")], "number"),
            Slip(2, [("Article 21(1)(129)", "Article 21(1)(126)")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-readme-rotate-logs-cron-konfiguracja",
        source=(
            "# rotate-logs.sh\n\n"
            "Prosty skrypt do kompresji i usuwania starych logów aplikacji.\n\n"
            "## Wymagania\n\n"
            "- bash 4.0 lub nowszy,\n"
            "- `gzip` i `find` dostępne w `PATH`.\n\n"
            "## Konfiguracja\n\n"
            "Ustawienia znajdują się w pliku `/etc/rotate-logs.conf`. Zmienna `LOG_DIR` wskazuje katalog z logami, a `KEEP_DAYS` określa, po ilu dniach skompresowane pliki są usuwane (domyślnie 30). Pliki starsze niż 1 dzień są kompresowane do formatu `.gz`.\n\n"
            "## Uruchamianie z crona\n\n"
            "Zalecamy uruchamianie skryptu raz na dobę, np. o 3:15:\n\n"
            "```\n15 3 * * * /usr/local/bin/rotate-logs.sh\n```\n\n"
            "Skrypt pomija pliki, które są aktualnie otwarte przez inny proces."
        ),
        good=[
            Good(
                "preserve",
                (
                    "# rotate-logs.sh\n\n"
                    "Skrypt kompresuje i usuwa stare logi aplikacji.\n\n"
                    "## Wymagania\n\n"
                    "- bash w wersji 4.0 lub nowszej,\n"
                    "- programy `gzip` i `find` w `PATH`.\n\n"
                    "## Konfiguracja\n\n"
                    "Wszystkie ustawienia są w pliku `/etc/rotate-logs.conf`:\n\n"
                    "- `LOG_DIR` – katalog z logami,\n"
                    "- `KEEP_DAYS` – liczba dni, po której skompresowane pliki są usuwane (domyślnie 30).\n\n"
                    "Pliki starsze niż jeden dzień skrypt kompresuje do `.gz`.\n\n"
                    "## Uruchamianie z crona\n\n"
                    "Zalecamy uruchamiać skrypt raz dziennie, na przykład o 3:15:\n\n"
                    "```\n15 3 * * * /usr/local/bin/rotate-logs.sh\n```\n\n"
                    "Pliki otwarte w danej chwili przez inny proces są pomijane."
                ),
            ),
            Good(
                "preserve",
                (
                    "# rotate-logs.sh\n\n"
                    "`rotate-logs.sh` to niewielki skrypt, który kompresuje i usuwa stare logi aplikacji.\n\n"
                    "## Wymagania\n\n"
                    "Potrzebujesz basha 4.0 lub nowszego oraz narzędzi `gzip` i `find` dostępnych w `PATH`.\n\n"
                    "## Konfiguracja\n\n"
                    "Skrypt czyta ustawienia z pliku `/etc/rotate-logs.conf`. W zmiennej `LOG_DIR` podajesz katalog z logami, a w `KEEP_DAYS` – po ilu dniach usuwać skompresowane pliki (domyślnie po 30). Każdy plik starszy niż 1 dzień zostaje skompresowany do `.gz`. Pliki, które są akurat otwarte przez inny proces, skrypt pomija.\n\n"
                    "## Uruchamianie z crona\n\n"
                    "Zalecamy uruchamianie raz na dobę, np. o 3:15:\n\n"
                    "```\n15 3 * * * /usr/local/bin/rotate-logs.sh\n```"
                ),
            ),
            Good(
                "en",
                (
                    "# rotate-logs.sh\n\n"
                    "A simple script for compressing and deleting old application logs.\n\n"
                    "## Requirements\n\n"
                    "- bash 4.0 or newer,\n"
                    "- `gzip` and `find` available in `PATH`.\n\n"
                    "## Configuration\n\n"
                    "Settings live in the `/etc/rotate-logs.conf` file. The `LOG_DIR` variable points to the log directory, and `KEEP_DAYS` sets after how many days compressed files are deleted (default: 30). Files older than 1 day are compressed to `.gz`.\n\n"
                    "## Running from cron\n\n"
                    "We recommend running the script once a day, e.g. at 3:15:\n\n"
                    "```\n15 3 * * * /usr/local/bin/rotate-logs.sh\n```\n\n"
                    "The script skips files that are currently open in another process."
                ),
            ),
        ],
        bad=[
            Slip(1, [("a w `KEEP_DAYS` –", "a w `KEEP_DAY` –")], "code"),
            Slip(0, [("## Konfiguracja\n", "Konfiguracja\n")], "markdown"),
            Slip(
                2,
                [
                    (
                        "Settings live in the `/etc/rotate-logs.conf` file. The `LOG_DIR` variable points to the log directory, and `KEEP_DAYS` sets after how many days compressed files are deleted (default: 30).",
                        "Ustawienia znajdują się w pliku `/etc/rotate-logs.conf`. Zmienna `LOG_DIR` wskazuje katalog z logami, a `KEEP_DAYS` określa, po ilu dniach skompresowane pliki są usuwane (domyślnie 30).",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-olow-kadm-ogrody-dzialkowe",
        source="W pracy określono zawartość ołowiu i kadmu w glebach 24 rodzinnych ogrodów działkowych w Katowicach. Próbki z warstwy 0–20 cm pobrano jesienią 2022 r., a metale oznaczono metodą ICP-OES. Średnia zawartość ołowiu wyniosła 142 mg/kg, a kadmu 2,1 mg/kg; w 9 ogrodach przekroczone zostały wartości dopuszczalne określone w rozporządzeniu Ministra Środowiska z 2016 r. Najwyższe stężenia stwierdzono w pobliżu dawnych hut cynku, co jest zgodne z wcześniejszymi obserwacjami (Nowak i Szopa 2019, Geoderma 337: 112–121). Uzyskane dane wskazują, że uprawa warzyw liściowych na części badanych działek może wiązać się z podwyższonym ryzykiem dla zdrowia, choć do oceny narażenia konieczne są analizy samych roślin.",
        good=[
            Good(
                "preserve",
                "Zbadano, ile ołowiu i kadmu zawierają gleby 24 rodzinnych ogrodów działkowych w Katowicach. Jesienią 2022 r. pobrano próbki z warstwy 0–20 cm i oznaczono w nich metale metodą ICP-OES. Ołowiu było średnio 142 mg/kg, kadmu – 2,1 mg/kg, a w 9 ogrodach przekroczono wartości dopuszczalne z rozporządzenia Ministra Środowiska z 2016 r. Największe stężenia odnotowano w sąsiedztwie dawnych hut cynku, co zgadza się z wcześniejszymi obserwacjami (Nowak i Szopa 2019, Geoderma 337: 112–121). Dane wskazują, że uprawa warzyw liściowych na części badanych działek może się wiązać z podwyższonym ryzykiem dla zdrowia; aby jednak ocenić narażenie, trzeba przeanalizować same rośliny.",
            ),
            Good(
                "preserve",
                "Celem pracy było oznaczenie zawartości ołowiu (Pb) i kadmu (Cd) w glebach 24 rodzinnych ogrodów działkowych na terenie Katowic. Materiał glebowy z warstwy 0–20 cm pobrano jesienią 2022 r.; metale oznaczono techniką ICP-OES. Średnie zawartości wyniosły 142 mg/kg dla Pb i 2,1 mg/kg dla Cd. W 9 ogrodach stwierdzono przekroczenie wartości dopuszczalnych określonych w rozporządzeniu Ministra Środowiska z 2016 r. Najwyższe stężenia wystąpiły w pobliżu dawnych hut cynku, co jest zgodne z wcześniejszymi obserwacjami (Nowak i Szopa 2019, Geoderma 337: 112–121). Dane wskazują, że uprawa warzyw liściowych na części działek może wiązać się z podwyższonym ryzykiem dla zdrowia, jednak ocena narażenia wymaga analiz samych roślin.",
            ),
            Good(
                "en",
                "This study determined the lead and cadmium content of soils in 24 family allotment gardens in Katowice. Samples from the 0–20 cm layer were collected in autumn 2022, and the metals were determined by ICP-OES. The mean content was 142 mg/kg for lead and 2.1 mg/kg for cadmium; in 9 gardens, the permissible values set out in the 2016 Regulation of the Minister of the Environment were exceeded. The highest concentrations were found near former zinc smelters, which is consistent with earlier observations (Nowak and Szopa 2019, Geoderma 337: 112–121). The data indicate that growing leafy vegetables on some of the plots studied may be associated with an increased health risk, although analyses of the plants themselves are needed to assess exposure.",
            ),
        ],
        bad=[
            Slip(0, [("Geoderma 337: 112–121", "Geoderma 373: 112–121")], "citation"),
            Slip(
                2,
                [
                    (
                        "may be associated with an increased health risk",
                        "is associated with an increased health risk",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("w pobliżu dawnych hut cynku", "w pobliżu dawnych hut cynku i autostrady A4")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-przypomnienie-deklaracja-ceeb-zrodlo-ciepla",
        source="Przypominamy o obowiązku złożenia deklaracji do Centralnej Ewidencji Emisyjności Budynków (CEEB). Właściciel lub zarządca budynku musi złożyć deklarację o źródle ciepła lub źródle spalania paliw w ciągu 14 dni od jego uruchomienia. Deklarację można złożyć przez internet na stronie zone.gunb.gov.pl albo w formie papierowej w urzędzie gminy. Nie trzeba jej składać ponownie, jeśli źródło ciepła się nie zmieniło, natomiast wymianę pieca należy zgłosić jak nowe źródło. Obowiązek wynika z art. 27g ust. 1 ustawy z dnia 21 listopada 2008 r. o wspieraniu termomodernizacji i remontów oraz o centralnym rejestrze emisyjności budynków, a za jego niedopełnienie grozi grzywna. Pracownicy urzędu mogą pomóc w wypełnieniu formularza w godzinach pracy urzędu.",
        good=[
            Good(
                "preserve",
                "Pamiętaj o deklaracji do Centralnej Ewidencji Emisyjności Budynków (CEEB)! Jako właściciel lub zarządca budynku musisz ją złożyć w ciągu 14 dni od uruchomienia źródła ciepła lub źródła spalania paliw. Zrobisz to przez internet na stronie zone.gunb.gov.pl albo na papierze w urzędzie gminy. Jeżeli źródło ciepła się nie zmieniło, nie musisz składać deklaracji ponownie; wymianę pieca trzeba jednak zgłosić jak nowe źródło. Obowiązek ten wynika z art. 27g ust. 1 ustawy z dnia 21 listopada 2008 r. o wspieraniu termomodernizacji i remontów oraz o centralnym rejestrze emisyjności budynków, a jego niedopełnienie grozi grzywną. W godzinach pracy urzędu jego pracownicy mogą pomóc Ci wypełnić formularz.",
            ),
            Good(
                "preserve",
                "Deklaracja do CEEB (Centralnej Ewidencji Emisyjności Budynków) – przypomnienie o obowiązku\n- Kto musi ją złożyć: właściciel lub zarządca budynku.\n- Czego dotyczy: źródła ciepła lub źródła spalania paliw.\n- Termin: 14 dni od uruchomienia źródła.\n- Jak: przez internet na zone.gunb.gov.pl lub papierowo w urzędzie gminy.\n- Ponowna deklaracja nie jest potrzebna, jeśli źródło ciepła się nie zmieniło; wymianę pieca należy zgłosić jak nowe źródło.\n- Podstawa prawna: art. 27g ust. 1 ustawy z dnia 21 listopada 2008 r. o wspieraniu termomodernizacji i remontów oraz o centralnym rejestrze emisyjności budynków; za niedopełnienie obowiązku grozi grzywna.\nW wypełnieniu formularza mogą pomóc pracownicy urzędu – w godzinach jego pracy.",
            ),
            Good(
                "en",
                "This is a reminder of the obligation to file a declaration with the Central Register of Building Emissions (CEEB). The owner or manager of a building must submit a declaration of a heat source or fuel combustion source within 14 days of putting it into operation. The declaration can be filed online at zone.gunb.gov.pl or on paper at the municipal office. It does not need to be filed again if the heat source has not changed, whereas replacing a boiler must be reported as a new source. The obligation arises from Article 27g(1) of the Act of 21 November 2008 on supporting thermal modernisation and renovation and on the central register of building emissions, and failure to comply is punishable by a fine. Office staff can help you fill in the form during the office's opening hours.",
            ),
        ],
        bad=[
            Slip(0, [("art. 27g ust. 1", "art. 27h ust. 1")], "legal_reference"),
            Slip(
                2,
                [("It does not need to be filed again", "It needs to be filed again")],
                "negation",
            ),
            Slip(1, [("wymianę pieca należy zgłosić", "wymianę pieca można zgłosić")], "modality"),
        ],
    ),
    Case(
        key="pl-remont-filii-biblioteki-wypozyczenia-przedluzone",
        source="Od 3 lutego Filia nr 4 Miejskiej Biblioteki Publicznej przy ul. Klonowej 8 będzie zamknięta z powodu remontu, który potrwa prawdopodobnie do końca kwietnia. W tym czasie książki można wypożyczać i oddawać w Filii nr 2 przy ul. Szkolnej 15, czynnej od poniedziałku do piątku w godz. 10:00–18:00. Terminy zwrotu wszystkich wypożyczeń z Filii nr 4 zostały automatycznie przedłużone do 31 maja, więc nie trzeba ich prolongować ani obawiać się kar. Zamówione wcześniej egzemplarze będą czekać w Filii nr 2 przez 7 dni od powiadomienia SMS. Wrzutnia przy ul. Klonowej nie będzie czynna. Po remoncie filia zyska windę i strefę dla dzieci. Za utrudnienia przepraszamy.",
        good=[
            Good(
                "preserve",
                "Uwaga, czytelnicy Filii nr 4 Miejskiej Biblioteki Publicznej przy ul. Klonowej 8! Od 3 lutego filia będzie zamknięta z powodu remontu, który potrwa prawdopodobnie do końca kwietnia. W tym czasie możecie wypożyczać i oddawać książki w Filii nr 2 przy ul. Szkolnej 15, otwartej od poniedziałku do piątku w godz. 10:00–18:00. Terminy zwrotu wszystkich wypożyczeń z Filii nr 4 automatycznie przedłużyliśmy do 31 maja – nie musicie ich prolongować ani obawiać się kar. Zamówione wcześniej egzemplarze odbierzecie w Filii nr 2; będą tam czekać 7 dni od powiadomienia SMS. Wrzutnia przy ul. Klonowej będzie nieczynna. Po remoncie filia zyska windę i strefę dla dzieci. Przepraszamy za utrudnienia.",
            ),
            Good(
                "preserve",
                "Remont Filii nr 4 Miejskiej Biblioteki Publicznej (ul. Klonowa 8) – co musisz wiedzieć:\n1. Filia będzie zamknięta od 3 lutego; remont potrwa prawdopodobnie do końca kwietnia.\n2. Książki wypożyczysz i oddasz w Filii nr 2, ul. Szkolna 15 (pon.–pt., 10:00–18:00).\n3. Terminy zwrotu wszystkich wypożyczeń z Filii nr 4 przedłużono automatycznie do 31 maja – nie trzeba ich prolongować ani obawiać się kar.\n4. Wcześniej zamówione egzemplarze czekają w Filii nr 2 przez 7 dni od powiadomienia SMS.\n5. Wrzutnia przy ul. Klonowej nie będzie czynna.\nPo remoncie w filii pojawią się winda i strefa dla dzieci. Przepraszamy za utrudnienia.",
            ),
            Good(
                "en",
                "From 3 February, Branch No. 4 of the Municipal Public Library at 8 Klonowa Street will be closed for renovation, which will probably last until the end of April. During this time, books can be borrowed and returned at Branch No. 2, 15 Szkolna Street, open Monday to Friday from 10 a.m. to 6 p.m. The return dates for all loans from Branch No. 4 have been automatically extended to 31 May, so there is no need to renew them or worry about fines. Items reserved earlier will wait at Branch No. 2 for 7 days after the SMS notification. The book drop on Klonowa Street will not be in operation. After the renovation, the branch will gain a lift and a children's area. We apologise for the inconvenience.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "a lift and a children's area",
                        "a lift, a children's area and a self-service return machine",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "Wrzutnia przy ul. Klonowej będzie nieczynna.",
                        "Wrzutnia przy ul. Klonowej będzie czynna.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "remont potrwa prawdopodobnie do końca kwietnia",
                        "remont potrwa do końca kwietnia",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-komunikat-gios-pm10-rybnik-smog",
        source="Główny Inspektorat Ochrony Środowiska, Regionalny Wydział Monitoringu Środowiska w Katowicach, informuje o ryzyku przekroczenia poziomu informowania dla pyłu PM10 (100 µg/m³ jako średnia dobowa) w środę 14 stycznia 2026 r. na obszarze aglomeracji rybnicko-jastrzębskiej. Przyczyną jest prawdopodobnie emisja z indywidualnych systemów grzewczych przy słabym wietrze i inwersji temperatury. Stężenia pyłu mogą miejscami sięgać 150–180 µg/m³, a poprawa jakości powietrza spodziewana jest najwcześniej w czwartek po południu. Osoby starsze, kobiety w ciąży i dzieci powinny ograniczyć przebywanie na zewnątrz, a osoby z chorobami układu oddechowego powinny mieć przy sobie leki. Nie zaleca się uprawiania sportu na świeżym powietrzu. Aktualne dane są dostępne na stronie powietrze.gios.gov.pl.",
        good=[
            Good(
                "preserve",
                "W środę 14 stycznia 2026 r. w aglomeracji rybnicko-jastrzębskiej może zostać przekroczony poziom informowania dla pyłu PM10, czyli 100 µg/m³ średnio w ciągu doby – ostrzega Regionalny Wydział Monitoringu Środowiska Głównego Inspektoratu Ochrony Środowiska w Katowicach. Najpewniej odpowiada za to emisja z indywidualnych systemów grzewczych przy słabym wietrze i inwersji temperatury. Miejscami stężenia pyłu mogą dojść do 150–180 µg/m³, a na poprawę jakości powietrza można liczyć najwcześniej w czwartek po południu. Seniorzy, kobiety w ciąży i dzieci powinni ograniczyć przebywanie na dworze, a osoby z chorobami układu oddechowego powinny mieć przy sobie leki. Uprawianie sportu na świeżym powietrzu nie jest zalecane. Bieżące dane znajdziesz na stronie powietrze.gios.gov.pl.",
            ),
            Good(
                "preserve",
                "Ryzyko przekroczenia poziomu informowania dla PM10 – komunikat Głównego Inspektoratu Ochrony Środowiska (Regionalny Wydział Monitoringu Środowiska w Katowicach)\n- Kiedy i gdzie: środa, 14 stycznia 2026 r., aglomeracja rybnicko-jastrzębska.\n- Próg: 100 µg/m³ (średnia dobowa); miejscami stężenia mogą sięgać 150–180 µg/m³.\n- Prawdopodobna przyczyna: emisja z indywidualnych systemów grzewczych przy słabym wietrze i inwersji temperatury.\n- Poprawa: spodziewana najwcześniej w czwartek po południu.\n- Zalecenia: osoby starsze, kobiety w ciąży i dzieci powinny ograniczyć przebywanie na zewnątrz; osoby z chorobami układu oddechowego powinny mieć przy sobie leki; nie zaleca się uprawiania sportu na świeżym powietrzu.\n- Aktualne dane: powietrze.gios.gov.pl.",
            ),
            Good(
                "en",
                "The Chief Inspectorate of Environmental Protection (GIOŚ), Regional Environmental Monitoring Department in Katowice, warns of a risk that the information threshold for PM10 (a 24-hour average of 100 µg/m³) will be exceeded on Wednesday 14 January 2026 in the Rybnik-Jastrzębie agglomeration. This is probably caused by emissions from individual heating systems combined with weak wind and a temperature inversion. Particulate concentrations may reach 150–180 µg/m³ in places, and air quality is expected to improve on Thursday afternoon at the earliest. Older people, pregnant women and children should limit their time outdoors, and people with respiratory diseases should carry their medication with them. Outdoor sports are not recommended. Up-to-date data are available at powietrze.gios.gov.pl.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("This is probably caused by emissions", "This is caused by emissions")],
                "hedge",
            ),
            Slip(0, [("mogą dojść do 150–180 µg/m³", "mogą dojść do 250–280 µg/m³")], "number"),
            Slip(
                1,
                [
                    (
                        "- Poprawa: spodziewana najwcześniej w czwartek po południu.",
                        "- Poprawa: spodziewana najwcześniej w czwartek po południu.\n- Komunikacja miejska w Rybniku będzie w tym dniu bezpłatna.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-wylozenie-projektu-mpzp-zagan-uwagi",
        source="Na podstawie art. 17 pkt 9 ustawy z dnia 27 marca 2003 r. o planowaniu i zagospodarowaniu przestrzennym Burmistrz Miasta Żagań zawiadamia o wyłożeniu do publicznego wglądu projektu miejscowego planu zagospodarowania przestrzennego dla terenu „Osiedle Łąkowe” wraz z prognozą oddziaływania na środowisko. Projekt będzie dostępny w dniach od 12 maja do 2 czerwca 2025 r. w pokoju 214 Urzędu Miasta, w godz. 8:00–15:00, a także na stronie internetowej urzędu. Dyskusja publiczna nad przyjętymi w projekcie rozwiązaniami odbędzie się 27 maja 2025 r. o godz. 17:00 w sali sesyjnej. Uwagi można wnosić na piśmie lub e-mailem do 16 czerwca 2025 r. Uwagi wniesione po tym terminie nie będą rozpatrywane.",
        good=[
            Good(
                "preserve",
                "Burmistrz Miasta Żagań zawiadamia, że projekt miejscowego planu zagospodarowania przestrzennego dla terenu „Osiedle Łąkowe” – razem z prognozą oddziaływania na środowisko – zostanie wyłożony do publicznego wglądu. Podstawą jest art. 17 pkt 9 ustawy z dnia 27 marca 2003 r. o planowaniu i zagospodarowaniu przestrzennym. Dokumenty można przejrzeć od 12 maja do 2 czerwca 2025 r. w pokoju 214 Urzędu Miasta (w godz. 8:00–15:00) oraz na stronie internetowej urzędu. Dyskusja publiczna o rozwiązaniach przyjętych w projekcie odbędzie się 27 maja 2025 r. o 17:00 w sali sesyjnej. Swoje uwagi możesz złożyć na piśmie lub e-mailem do 16 czerwca 2025 r. Uwag złożonych po tym terminie urząd nie rozpatrzy.",
            ),
            Good(
                "preserve",
                "Zawiadomienie Burmistrza Miasta Żagań (art. 17 pkt 9 ustawy z dnia 27 marca 2003 r. o planowaniu i zagospodarowaniu przestrzennym) o wyłożeniu do publicznego wglądu projektu miejscowego planu zagospodarowania przestrzennego dla terenu „Osiedle Łąkowe” wraz z prognozą oddziaływania na środowisko:\n1. Wgląd: 12 maja – 2 czerwca 2025 r., pokój 214 Urzędu Miasta, godz. 8:00–15:00; projekt jest też dostępny na stronie internetowej urzędu.\n2. Dyskusja publiczna: 27 maja 2025 r., godz. 17:00, sala sesyjna.\n3. Uwagi: na piśmie lub e-mailem do 16 czerwca 2025 r.; uwagi wniesione po tym terminie nie będą rozpatrywane.",
            ),
            Good(
                "en",
                "Pursuant to Article 17 point 9 of the Act of 27 March 2003 on spatial planning and development, the Mayor of the Town of Żagań gives notice that the draft local spatial development plan for the “Osiedle Łąkowe” area, together with the environmental impact forecast, will be made available for public inspection. The draft can be viewed from 12 May to 2 June 2025 in room 214 of the Town Hall between 8 a.m. and 3 p.m., as well as on the town hall's website. A public discussion of the solutions adopted in the draft will be held on 27 May 2025 at 5 p.m. in the council chamber. Comments may be submitted in writing or by e-mail until 16 June 2025. Comments submitted after this deadline will not be considered.",
            ),
        ],
        bad=[
            Slip(2, [("until 16 June 2025", "until 16 July 2025")], "date"),
            Slip(1, [("(art. 17 pkt 9 ustawy", "(art. 17 pkt 5 ustawy")], "legal_reference"),
            Slip(
                0,
                [
                    (
                        "Uwag złożonych po tym terminie urząd nie rozpatrzy.",
                        "Uwagi złożone po tym terminie urząd również rozpatrzy.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-zwroty-sklep-obuwniczy-formularz-paczkomaty",
        source="Zwroty i reklamacje – sklep Butik Kroków. Jeśli zamówienie nie spełnia Twoich oczekiwań, możesz odstąpić od umowy w ciągu 14 dni od otrzymania przesyłki bez podawania przyczyny. Wypełnij formularz zwrotu na stronie butikkrokow.pl/zwroty i odeślij buty w oryginalnym pudełku. Obuwie nie może nosić śladów użytkowania poza przymierzeniem. Koszt odesłania pokrywa kupujący; wyjątkiem są zwroty nadane przez Paczkomaty InPost, za które zapłacimy my. Pieniądze zwrócimy w ciągu 14 dni od otrzymania oświadczenia o odstąpieniu, na konto użyte przy płatności. Przy zamówieniach powyżej 299 zł wymiana rozmiaru jest bezpłatna. W razie pytań napisz na adres sklep@butikkrokow.pl – odpowiadamy zwykle w ciągu 24 godzin.",
        good=[
            Good(
                "preserve",
                "Zamówienie z Butiku Kroków nie spełnia Twoich oczekiwań? Oto jak je zwrócić:\n1. Masz 14 dni od otrzymania przesyłki na odstąpienie od umowy – nie musisz podawać przyczyny.\n2. Wypełnij formularz zwrotu na stronie butikkrokow.pl/zwroty.\n3. Odeślij buty w oryginalnym pudełku; nie mogą nosić śladów użytkowania poza przymierzeniem.\n4. Koszt odesłania pokrywasz Ty, chyba że nadasz zwrot przez Paczkomaty InPost – wtedy płacimy my.\n5. Pieniądze zwrócimy w ciągu 14 dni od otrzymania Twojego oświadczenia o odstąpieniu, na konto użyte przy płatności.\nPrzy zamówieniach powyżej 299 zł wymiana rozmiaru jest bezpłatna. Masz pytania? Napisz na sklep@butikkrokow.pl – zwykle odpowiadamy w ciągu 24 godzin.",
            ),
            Good(
                "preserve",
                "Zwroty i reklamacje w sklepie Butik Kroków. Kupujący, którego zamówienie nie spełnia oczekiwań, może bez podania przyczyny odstąpić od umowy w terminie 14 dni od otrzymania przesyłki. W tym celu należy wypełnić formularz zwrotu dostępny pod adresem butikkrokow.pl/zwroty, a obuwie odesłać w oryginalnym pudełku. Buty nie mogą nosić śladów użytkowania innych niż przymierzenie. Koszt odesłania ponosi kupujący, z wyjątkiem zwrotów nadanych przez Paczkomaty InPost, które opłaca sklep. Zwrot pieniędzy następuje w ciągu 14 dni od otrzymania oświadczenia o odstąpieniu, na konto użyte przy płatności. Przy zamówieniach powyżej 299 zł wymiana rozmiaru jest bezpłatna. Pytania można kierować na adres sklep@butikkrokow.pl; odpowiadamy zwykle w ciągu 24 godzin.",
            ),
            Good(
                "en",
                "Returns and complaints – Butik Kroków. If your order does not meet your expectations, you can withdraw from the contract within 14 days of receiving the parcel without giving a reason. Fill in the return form at butikkrokow.pl/zwroty and send the shoes back in their original box. The shoes must not show any signs of use other than trying them on. The buyer pays the return shipping cost, except for returns sent via InPost Parcel Lockers, which we pay for. We will refund your money within 14 days of receiving your notice of withdrawal, to the account used for payment. For orders over PLN 299, size exchanges are free of charge. If you have any questions, write to sklep@butikkrokow.pl – we usually reply within 24 hours.",
            ),
        ],
        bad=[
            Slip(2, [("at butikkrokow.pl/zwroty", "at butikkrokow.pl/zwrot")], "url"),
            Slip(
                1,
                [("W tym celu należy wypełnić formularz", "W tym celu można wypełnić formularz")],
                "modality",
            ),
            Slip(0, [("powyżej 299 zł", "powyżej 199 zł")], "number"),
        ],
    ),
    Case(
        key="pl-przerwa-cieplej-wody-przeglad-wezlow",
        source="Spółdzielnia Mieszkaniowa „Zacisze” w Lesznie informuje, że w związku z corocznym przeglądem węzłów cieplnych w dniach 15–17 lipca 2025 r. nastąpi przerwa w dostawie ciepłej wody w budynkach przy ul. Grunwaldzkiej 4, 6 i 8. Prace rozpoczną się 15 lipca o godz. 7:00 i powinny zakończyć się 17 lipca do godz. 15:00. Zimna woda będzie dostępna bez przerw. Po wznowieniu dostaw woda może być przez pewien czas zabarwiona, dlatego przed użyciem warto spuścić ją przez kilka minut. Jeżeli po 17 lipca ciepła woda nadal nie będzie dostępna, należy zgłosić to do pogotowia technicznego pod numerem 65 529 11 22. Przegląd jest wymagany przepisami i nie może zostać przełożony. Za utrudnienia przepraszamy.",
        good=[
            Good(
                "preserve",
                "Od 15 do 17 lipca 2025 r. w budynkach przy ul. Grunwaldzkiej 4, 6 i 8 nie będzie ciepłej wody – Spółdzielnia Mieszkaniowa „Zacisze” w Lesznie przeprowadza coroczny przegląd węzłów cieplnych. Prace zaczną się 15 lipca o 7:00 i powinny się skończyć 17 lipca do 15:00. Zimna woda będzie dostępna bez przerw. Kiedy ciepła woda wróci, może być przez pewien czas zabarwiona, więc przed użyciem warto spuścić ją przez kilka minut. Jeśli po 17 lipca nadal jej nie będzie, zgłoś to do pogotowia technicznego pod numerem 65 529 11 22. Przeglądu nie można przełożyć, bo wymagają go przepisy. Przepraszamy za utrudnienia.",
            ),
            Good(
                "preserve",
                "Spółdzielnia Mieszkaniowa „Zacisze” w Lesznie – przerwa w dostawie ciepłej wody\n- Powód: coroczny przegląd węzłów cieplnych (wymagany przepisami, nie może zostać przełożony).\n- Budynki: ul. Grunwaldzka 4, 6 i 8.\n- Termin: od 15 lipca 2025 r., godz. 7:00, do 17 lipca – prace powinny zakończyć się do godz. 15:00.\n- Zimna woda: dostępna bez przerw.\n- Po wznowieniu dostaw woda może być przez pewien czas zabarwiona – przed użyciem warto spuścić ją przez kilka minut.\n- Jeżeli po 17 lipca ciepła woda nadal nie będzie dostępna, należy zgłosić to do pogotowia technicznego: tel. 65 529 11 22.\nZa utrudnienia przepraszamy.",
            ),
            Good(
                "en",
                "The “Zacisze” Housing Cooperative in Leszno informs residents that, due to the annual inspection of the heat substations, there will be no hot water in the buildings at 4, 6 and 8 Grunwaldzka Street from 15 to 17 July 2025. Work will start on 15 July at 7 a.m. and should be completed by 3 p.m. on 17 July. Cold water will be available without interruption. When the supply resumes, the water may be discoloured for a while, so it is worth running it for a few minutes before use. If hot water is still unavailable after 17 July, report it to the emergency maintenance service on 65 529 11 22. The inspection is required by law and cannot be postponed. We apologise for the inconvenience.",
            ),
        ],
        bad=[
            Slip(1, [("godz. 7:00, do 17 lipca", "godz. 7:00, do 19 lipca")], "date"),
            Slip(2, [("and cannot be postponed", "and can be postponed")], "negation"),
            Slip(
                0,
                [
                    (
                        "Przepraszamy za utrudnienia.",
                        "Przepraszamy za utrudnienia – w ramach rekompensaty obniżymy lipcową opłatę za podgrzanie wody.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-gry-planszowe-matematyka-klasy",
        source="Celem badania było sprawdzenie, czy regularne korzystanie z gier planszowych wpływa na kompetencje matematyczne uczniów klas 1–3. W badaniu quasi-eksperymentalnym wzięło udział 212 dzieci z 8 szkół podstawowych w Lublinie; grupa eksperymentalna przez 12 tygodni grała dwa razy w tygodniu po 30 minut. W teście końcowym dzieci z tej grupy uzyskały średnio o 6,4 punktu więcej niż grupa kontrolna (p = 0,02). Efekt był prawdopodobnie silniejszy u uczniów z niższymi wynikami wyjściowymi, jednak mała liczebność podgrup nie pozwala na jednoznaczne wnioski. Wyniki są zbieżne z obserwacjami Siegler i Ramani (2008), choć nie udało się potwierdzić trwałości efektu po trzech miesiącach.",
        good=[
            Good(
                "preserve",
                "Sprawdzano, czy regularne granie w gry planszowe wpływa na kompetencje matematyczne uczniów klas 1–3. W badaniu quasi-eksperymentalnym uczestniczyło 212 dzieci z 8 lubelskich szkół podstawowych. Grupa eksperymentalna grała przez 12 tygodni, dwa razy w tygodniu po 30 minut, i w teście końcowym uzyskała przeciętnie o 6,4 punktu więcej niż grupa kontrolna (p = 0,02). Efekt był prawdopodobnie silniejszy u uczniów, którzy na starcie mieli niższe wyniki, ale ze względu na małą liczebność podgrup nie da się wyciągnąć jednoznacznych wniosków. Rezultaty są zbieżne z obserwacjami Siegler i Ramani (2008), choć trwałości efektu po trzech miesiącach nie udało się potwierdzić.",
            ),
            Good(
                "preserve",
                "Badanie miało odpowiedzieć na pytanie, czy regularne korzystanie z gier planszowych przekłada się na kompetencje matematyczne dzieci z klas 1–3. Objęło 212 uczniów z 8 szkół podstawowych w Lublinie i miało charakter quasi-eksperymentalny: przez 12 tygodni grupa eksperymentalna grała dwa razy w tygodniu po 30 minut. W teście końcowym wypadła średnio o 6,4 punktu lepiej od grupy kontrolnej (p = 0,02). Efekt był prawdopodobnie silniejszy wśród uczniów z niższymi wynikami wyjściowymi, choć podgrupy były zbyt małe, by wnioskować jednoznacznie. Wyniki pozostają zbieżne z obserwacjami Siegler i Ramani (2008); nie udało się jednak potwierdzić, że efekt utrzymuje się po trzech miesiącach.",
            ),
            Good(
                "en",
                "The aim of the study was to examine whether regular board game play affects the mathematical skills of pupils in grades 1–3. The quasi-experimental study involved 212 children from 8 primary schools in Lublin; for 12 weeks, the experimental group played twice a week for 30 minutes. In the final test, children in this group scored on average 6.4 points higher than the control group (p = 0.02). The effect was probably stronger among pupils with lower baseline scores, but the small size of the subgroups does not allow firm conclusions. The results are consistent with the observations of Siegler and Ramani (2008), although the persistence of the effect after three months could not be confirmed.",
            ),
        ],
        bad=[
            Slip(1, [("Siegler i Ramani (2008)", "Siegler i Ramani (2018)")], "citation"),
            Slip(
                0,
                [("Efekt był prawdopodobnie silniejszy", "Efekt był wyraźnie silniejszy")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "The effect was probably stronger among pupils with lower baseline scores, but the small size of the subgroups does not allow firm conclusions.",
                        "Efekt był prawdopodobnie silniejszy u uczniów z niższymi wynikami wyjściowymi, jednak mała liczebność podgrup nie pozwala na jednoznaczne wnioski.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-instrukcja-drukarki-sieciowej-ricoh-pietro",
        source="Drukarka sieciowa na 2. piętrze (Ricoh IM C3000) – instrukcja dla pracowników. Na komputerach z Windows drukarka jest dodawana automatycznie i nie trzeba instalować sterowników; jeśli jej nie widzisz, uruchom w wierszu poleceń `gpupdate /force` i zaloguj się ponownie. Na Linuksie dodaj ją poleceniem `lpadmin -p ricoh-p2 -E -v ipp://10.0.2.45/ipp/print -m everywhere`. Wydruki są zatrzymywane w kolejce i musisz je zwolnić, przykładając kartę pracowniczą do czytnika przy urządzeniu. Nieodebrane zadania są usuwane po 24 godzinach. Druk w kolorze wymaga zgody kierownika działu. Na drukarce nie wolno drukować na papierze samoprzylepnym ani na foliach. Problemy zgłaszaj pod numerem wewnętrznym 4410.",
        good=[
            Good(
                "preserve",
                "Ricoh IM C3000 (drukarka sieciowa, 2. piętro) – instrukcja dla pracowników\n1. Windows: drukarka dodaje się automatycznie, sterowników nie trzeba instalować. Nie widzisz jej? Wpisz w wierszu poleceń `gpupdate /force` i zaloguj się ponownie.\n2. Linux: dodaj drukarkę poleceniem `lpadmin -p ricoh-p2 -E -v ipp://10.0.2.45/ipp/print -m everywhere`.\n3. Każdy wydruk czeka w kolejce – musisz go zwolnić, przykładając kartę pracowniczą do czytnika przy urządzeniu.\n4. Zadania nieodebrane przez 24 godziny są usuwane.\n5. Na druk w kolorze potrzebna jest zgoda kierownika działu.\n6. Nie drukuj na papierze samoprzylepnym ani na foliach.\nProblemy zgłaszaj pod numerem wewnętrznym 4410.",
            ),
            Good(
                "preserve",
                "Instrukcja dla pracowników dotycząca drukarki sieciowej Ricoh IM C3000 na 2. piętrze. Na komputerach z systemem Windows drukarka zostaje dodana automatycznie, bez konieczności instalowania sterowników. Jeżeli nie jest widoczna, należy wykonać w wierszu poleceń `gpupdate /force`, a następnie zalogować się ponownie. W systemie Linux drukarkę dodaje się poleceniem `lpadmin -p ricoh-p2 -E -v ipp://10.0.2.45/ipp/print -m everywhere`. Wszystkie wydruki są wstrzymywane w kolejce i trzeba je zwolnić, przykładając kartę pracowniczą do czytnika przy urządzeniu; zadania nieodebrane w ciągu 24 godzin są usuwane. Drukowanie w kolorze wymaga zgody kierownika działu. Zabrania się drukowania na papierze samoprzylepnym i na foliach. Problemy prosimy zgłaszać pod numerem wewnętrznym 4410.",
            ),
            Good(
                "en",
                "Network printer on the 2nd floor (Ricoh IM C3000) – instructions for staff. On Windows computers the printer is added automatically and you do not need to install any drivers; if you cannot see it, run `gpupdate /force` in the command prompt and log in again. On Linux, add it with the command `lpadmin -p ricoh-p2 -E -v ipp://10.0.2.45/ipp/print -m everywhere`. Print jobs are held in a queue, and you must release them by holding your staff card to the reader at the device. Uncollected jobs are deleted after 24 hours. Colour printing requires the approval of the department head. Printing on self-adhesive paper or transparencies is not allowed on this printer. Report any problems to internal extension 4410.",
            ),
        ],
        bad=[
            Slip(2, [("run `gpupdate /force`", "run `gpupdate /sync`")], "code"),
            Slip(
                1,
                [
                    (
                        "Drukowanie w kolorze wymaga zgody kierownika działu.",
                        "Przy drukowaniu w kolorze zalecana jest zgoda kierownika działu.",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [("sterowników nie trzeba instalować", "sterowniki trzeba zainstalować")],
                "negation",
            ),
        ],
    ),
]
