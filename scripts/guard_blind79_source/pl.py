# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 79: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-rejestr-sprzeciwow-pobranie-narzadow-zasady",
        source="Centralny Rejestr Sprzeciwów prowadzi Poltransplant. Zgodnie z art. 5 ust. 1 ustawy z dnia 1 lipca 2005 r. o pobieraniu, przechowywaniu i przeszczepianiu komórek, tkanek i narządów pobranie narządów po śmierci jest dopuszczalne, jeżeli zmarły nie wyraził za życia sprzeciwu. Sprzeciw można zgłosić do rejestru na formularzu, który trzeba własnoręcznie podpisać i wysłać pocztą na adres Poltransplantu. Wpis nie jest przyjmowany drogą elektroniczną ani telefonicznie. Sprzeciw można w każdej chwili cofnąć w ten sam sposób. W przypadku osoby małoletniej poniżej 16 lat sprzeciw składa jej przedstawiciel ustawowy; osoba, która ukończyła 16 lat, może złożyć go samodzielnie. Oprócz wpisu do rejestru sprzeciw można wyrazić także w formie oświadczenia pisemnego z własnoręcznym podpisem lub ustnego, złożonego w obecności dwóch świadków.",
        good=[
            Good(
                "preserve",
                """Sprzeciw wobec pobrania narządów po śmierci możesz zgłosić do Centralnego Rejestru Sprzeciwów, który prowadzi Poltransplant. Podstawą jest art. 5 ust. 1 ustawy z dnia 1 lipca 2005 r. o pobieraniu, przechowywaniu i przeszczepianiu komórek, tkanek i narządów: pobranie jest dopuszczalne, o ile zmarły za życia nie wyraził sprzeciwu.

Jak to zrobić:
- wypełnij formularz, podpisz go własnoręcznie i wyślij pocztą na adres Poltransplantu – zgłoszeń drogą elektroniczną ani telefonicznie rejestr nie przyjmuje;
- sprzeciw możesz cofnąć w dowolnym momencie, w ten sam sposób.

Za osobę małoletnią poniżej 16 lat sprzeciw składa jej przedstawiciel ustawowy, a osoba, która ukończyła 16 lat, może zrobić to sama. Sprzeciw da się też wyrazić poza rejestrem: w pisemnym oświadczeniu z własnoręcznym podpisem albo ustnie, w obecności dwóch świadków.""",
            ),
            Good(
                "preserve",
                "Centralny Rejestr Sprzeciwów jest prowadzony przez Poltransplant. Art. 5 ust. 1 ustawy z dnia 1 lipca 2005 r. o pobieraniu, przechowywaniu i przeszczepianiu komórek, tkanek i narządów stanowi, że pobranie narządów od osoby zmarłej jest dopuszczalne, jeżeli nie wyraziła ona sprzeciwu za życia. Sprzeciw może przybrać jedną z trzech form: wpisu do rejestru, pisemnego oświadczenia opatrzonego własnoręcznym podpisem albo oświadczenia ustnego złożonego w obecności dwóch świadków. Wpis do rejestru wymaga wypełnienia formularza, złożenia na nim własnoręcznego podpisu i przesłania go pocztą do Poltransplantu; rejestr nie przyjmuje zgłoszeń drogą elektroniczną ani telefonicznie. Sprzeciw można cofnąć w każdej chwili w ten sam sposób. W imieniu małoletniego poniżej 16 lat sprzeciw zgłasza przedstawiciel ustawowy, natomiast osoba po ukończeniu 16 lat może zgłosić go samodzielnie.",
            ),
            Good(
                "en",
                "The Central Register of Objections is kept by Poltransplant. Under Article 5(1) of the Act of 1 July 2005 on the collection, storage and transplantation of cells, tissues and organs, organs may be retrieved after death if the deceased did not object during their lifetime. To register an objection, you have to fill in the form, sign it by hand and send it by post to Poltransplant; the register does not accept entries electronically or by phone. You can withdraw the objection at any time in the same way. For a minor under 16, the objection is lodged by their legal representative; a person who has turned 16 may lodge it on their own. Apart from the register, an objection can also be expressed in a written statement with a handwritten signature or orally in the presence of two witnesses.",
            ),
        ],
        bad=[
            Slip(0, [("art. 5 ust. 1 ustawy", "art. 15 ust. 1 ustawy")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "rejestr nie przyjmuje zgłoszeń drogą elektroniczną ani telefonicznie",
                        "rejestr przyjmuje zgłoszenia również drogą elektroniczną lub telefonicznie",
                    )
                ],
                "negation",
            ),
            Slip(2, [("may lodge it on their own", "must lodge it on their own")], "modality"),
        ],
    ),
    Case(
        key="pl-oboz-harcerski-wigry-lista-pakowania",
        source="""## Obóz harcerski „Wigry 2025” – co spakować

Wyjazd: **12 lipca 2025 r.**, zbiórka o 7:30 na parkingu przy szkole. Powrót: 26 lipca ok. 18:00.

Każdy uczestnik musi mieć:
- śpiwór i karimatę,
- latarkę z zapasowymi bateriami,
- dwie pary butów (w tym jedne za kostkę),
- ciepłą kurtkę i pelerynę przeciwdeszczową,
- menażkę, kubek i sztućce.

Nie zabieramy telefonów do namiotów – będą przechowywane u drużynowego i wydawane codziennie w godz. 19:00–20:00. Kieszonkowe najlepiej ograniczyć do 150 zł. Legitymację szkolną i kartę kwalifikacyjną należy oddać przy wsiadaniu do autokaru.""",
        good=[
            Good(
                "preserve",
                """## Co zabrać na obóz „Wigry 2025”

Wyjeżdżamy **12 lipca 2025 r.** – zbiórka o 7:30 na parkingu przy szkole. Wracamy 26 lipca około 18:00.

Obowiązkowe wyposażenie każdego uczestnika:
- śpiwór i karimata,
- latarka i zapasowe baterie,
- dwie pary butów, z czego jedna za kostkę,
- ciepła kurtka oraz peleryna przeciwdeszczowa,
- menażka, kubek, sztućce.

Telefony nie trafiają do namiotów: przechowuje je drużynowy i wydaje codziennie od 19:00 do 20:00. Kieszonkowe – najlepiej nie więcej niż 150 zł. Przy wsiadaniu do autokaru trzeba oddać legitymację szkolną i kartę kwalifikacyjną.""",
            ),
            Good(
                "preserve",
                """## Obóz harcerski „Wigry 2025”: lista rzeczy

Obowiązkowo w bagażu każdego uczestnika:
1. śpiwór i karimata;
2. latarka z zapasem baterii;
3. dwie pary butów, w tym jedna para za kostkę;
4. ciepła kurtka i peleryna od deszczu;
5. menażka, kubek i sztućce.

**Termin:** wyjazd 12 lipca 2025 r. (zbiórka o 7:30 na parkingu przy szkole), powrót 26 lipca ok. 18:00.

Przy wsiadaniu do autokaru należy oddać legitymację szkolną oraz kartę kwalifikacyjną. Telefonów nie zabieramy do namiotów – przechowa je drużynowy, który będzie je wydawał codziennie w godzinach 19:00–20:00. Kieszonkowe najlepiej ograniczyć do 150 zł.""",
            ),
            Good(
                "en",
                """## Scout camp “Wigry 2025”: what to pack

Departure: **12 July 2025**, meeting at 7:30 in the school car park. Return: 26 July at about 18:00.

Every participant must have:
- a sleeping bag and a sleeping mat,
- a torch with spare batteries,
- two pairs of shoes (one of them ankle-high),
- a warm jacket and a rain poncho,
- a mess tin, a mug and cutlery.

Phones do not go into the tents – the troop leader will keep them and hand them out every day between 19:00 and 20:00. Pocket money is best kept to PLN 150. School ID cards and camp qualification forms must be handed in when boarding the coach.""",
            ),
        ],
        bad=[
            Slip(0, [("## Co zabrać na obóz", "Co zabrać na obóz")], "markdown"),
            Slip(1, [("3. dwie pary butów", "3. trzy pary butów")], "number"),
            Slip(2, [("Return: 26 July", "Return: 24 July")], "date"),
        ],
    ),
    Case(
        key="pl-winnica-degustacja-zadatek-warunki-rezerwacji",
        source="Degustacje w Winnicy Pod Lipami odbywają się od piątku do niedzieli o 12:00 i 16:00. Rezerwacji należy dokonać najpóźniej 48 godzin wcześniej przez formularz na stronie www.winnicapodlipami.pl/degustacje. Koszt degustacji pięciu win wynosi 85 zł od osoby i obejmuje deskę serów. Przy rezerwacji pobieramy zadatek w wysokości 50%, który nie podlega zwrotowi w razie odwołania później niż 24 godziny przed terminem. Grupy powyżej 10 osób prosimy o kontakt mailowy: degustacje@winnicapodlipami.pl. Osoby poniżej 18 lat mogą towarzyszyć dorosłym, ale nie biorą udziału w degustacji. Kierowcom oferujemy soki z naszych winogron bez dodatkowej opłaty.",
        good=[
            Good(
                "preserve",
                "Zapraszamy na degustacje do Winnicy Pod Lipami – od piątku do niedzieli, o 12:00 lub o 16:00. Rezerwacji trzeba dokonać co najmniej 48 godzin przed wizytą, przez formularz na www.winnicapodlipami.pl/degustacje. Degustacja pięciu win z deską serów kosztuje 85 zł za osobę. Przy rezerwacji wpłacasz zadatek w wysokości 50%; jeśli odwołasz wizytę później niż 24 godziny przed terminem, zadatek nie zostanie zwrócony. Przyjeżdżasz z grupą większą niż 10 osób? Napisz do nas: degustacje@winnicapodlipami.pl. Osoby poniżej 18 lat mogą przyjść z dorosłymi, ale nie biorą udziału w degustacji. Dla kierowców mamy soki z naszych winogron – bez dodatkowej opłaty.",
            ),
            Good(
                "preserve",
                """Warunki rezerwacji degustacji – Winnica Pod Lipami

1. Degustacje prowadzimy w piątki, soboty i niedziele o godz. 12:00 i 16:00.
2. Rezerwacja musi wpłynąć najpóźniej 48 godzin przed terminem, za pośrednictwem formularza: www.winnicapodlipami.pl/degustacje.
3. Cena: 85 zł od osoby za pięć win wraz z deską serów.
4. Przy rezerwacji pobierany jest zadatek 50%. W przypadku odwołania później niż 24 godziny przed terminem zadatek nie jest zwracany.
5. Grupy liczące ponad 10 osób prosimy o kontakt mailowy: degustacje@winnicapodlipami.pl.
6. Osoby, które nie ukończyły 18 lat, mogą towarzyszyć dorosłym, lecz nie uczestniczą w degustacji.
7. Kierowcy otrzymują soki z naszych winogron bez dodatkowej opłaty.""",
            ),
            Good(
                "en",
                "Tastings at the Pod Lipami Vineyard take place from Friday to Sunday at 12:00 and 16:00. Bookings must be made at least 48 hours in advance using the form at www.winnicapodlipami.pl/degustacje. A tasting of five wines costs PLN 85 per person and includes a cheese board. We take a 50% deposit when you book; it is non-refundable if you cancel later than 24 hours before your slot. Groups of more than 10 people are asked to get in touch by email: degustacje@winnicapodlipami.pl. Under-18s may accompany adults but do not take part in the tasting. Drivers get juice made from our own grapes at no extra charge.",
            ),
        ],
        bad=[
            Slip(0, [("kosztuje 85 zł", "kosztuje 95 zł")], "number"),
            Slip(1, [("zadatek nie jest zwracany", "zadatek jest zwracany")], "negation"),
            Slip(
                2,
                [("degustacje@winnicapodlipami.pl", "degustacje@winnica-podlipami.pl")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-strefa-platnego-parkowania-nowe-ulice",
        source="Na podstawie uchwały nr XLII/1187/2024 Rady Miasta z dnia 19 grudnia 2024 r. od 1 marca 2025 r. Strefa Płatnego Parkowania zostanie rozszerzona o ulice Kościuszki, Słowackiego i Grunwaldzką. Strefa będzie obowiązywać w dni robocze w godz. 8:00–18:00. Opłata za pierwszą godzinę postoju wyniesie 4,50 zł, za drugą 5,40 zł, a za trzecią 6,40 zł. Mieszkańcy zameldowani przy nowych ulicach mogą wykupić abonament mieszkańca za 30 zł miesięcznie; wniosek należy złożyć w Biurze Obsługi Strefy lub przez ePUAP. Abonament obejmuje jeden samochód i nie uprawnia do parkowania w innych podstrefach. Szacuje się, że w nowej części strefy powstanie około 420 miejsc postojowych.",
        good=[
            Good(
                "preserve",
                "Od 1 marca 2025 r. płatne parkowanie obejmie także ulice Kościuszki, Słowackiego i Grunwaldzką. Rozszerzenie Strefy Płatnego Parkowania wynika z uchwały nr XLII/1187/2024 Rady Miasta, podjętej 19 grudnia 2024 r. Za postój zapłacimy w dni robocze od 8:00 do 18:00: 4,50 zł za pierwszą godzinę, 5,40 zł za drugą i 6,40 zł za trzecią. Według szacunków w nowej części strefy powstanie około 420 miejsc postojowych. Osoby zameldowane przy tych ulicach mogą kupić abonament mieszkańca w cenie 30 zł za miesiąc – wniosek trzeba złożyć w Biurze Obsługi Strefy albo przez ePUAP. Abonament dotyczy jednego samochodu i nie daje prawa do parkowania w pozostałych podstrefach.",
            ),
            Good(
                "preserve",
                """Strefa Płatnego Parkowania się powiększa – najważniejsze informacje:
- od 1 marca 2025 r. strefa obejmie ulice Kościuszki, Słowackiego i Grunwaldzką (uchwała Rady Miasta nr XLII/1187/2024 z dnia 19 grudnia 2024 r.);
- opłaty obowiązują w dni robocze w godzinach 8:00–18:00;
- stawki: pierwsza godzina 4,50 zł, druga 5,40 zł, trzecia 6,40 zł;
- mieszkańcy zameldowani przy nowych ulicach mogą wykupić abonament za 30 zł miesięcznie – wniosek należy złożyć w Biurze Obsługi Strefy lub przez ePUAP;
- abonament obejmuje jeden samochód i nie uprawnia do postoju w innych podstrefach;
- szacuje się, że w nowej części strefy powstanie około 420 miejsc postojowych.""",
            ),
            Good(
                "en",
                "Under City Council Resolution No. XLII/1187/2024 of 19 December 2024, the Paid Parking Zone will be extended to Kościuszki, Słowackiego and Grunwaldzka streets from 1 March 2025. Charges will apply on working days from 8:00 to 18:00. Parking will cost PLN 4.50 for the first hour, PLN 5.40 for the second and PLN 6.40 for the third. Residents registered on the new streets may buy a resident permit for PLN 30 a month; applications must be submitted at the Zone Service Office or via ePUAP. The permit covers one car and does not entitle the holder to park in other sub-zones. It is estimated that around 420 parking spaces will be created in the new part of the zone.",
            ),
        ],
        bad=[
            Slip(0, [("XLII/1187/2024", "XLII/1178/2024")], "legal_reference"),
            Slip(1, [("od 1 marca 2025 r.", "od 1 kwietnia 2025 r.")], "date"),
            Slip(2, [("PLN 5.40", "PLN 5.60")], "number"),
        ],
    ),
    Case(
        key="pl-studio-tatuazu-pielegnacja-oswiadczenie-klienta",
        source="Oświadczam, że zostałem/am poinformowany/a o zasadach pielęgnacji tatuażu. Folię ochronną należy zdjąć po 3–4 godzinach, a następnie delikatnie umyć skórę letnią wodą z mydłem o neutralnym pH. Przez pierwsze 2 tygodnie nie wolno korzystać z basenu, sauny ani solarium. Tatuaż należy smarować cienką warstwą maści zalecanej przez studio 2–3 razy dziennie. Swędzenie i łuszczenie się naskórka są zwykle normalne i mogą trwać do 10 dni. Zaczerwienienie utrzymujące się dłużej niż 3 dni, obrzęk lub gorączka mogą świadczyć o infekcji – w takim przypadku należy skontaktować się z lekarzem. Studio nie ponosi odpowiedzialności za efekt gojenia, jeżeli klient nie stosował się do powyższych zaleceń.",
        good=[
            Good(
                "preserve",
                """Potwierdzam, że przekazano mi zasady pielęgnacji tatuażu:
- folię ochronną trzeba zdjąć po 3–4 godzinach, po czym delikatnie umyć skórę letnią wodą i mydłem o neutralnym pH;
- przez pierwsze 2 tygodnie nie wolno chodzić na basen, do sauny ani do solarium;
- tatuaż należy smarować 2–3 razy dziennie cienką warstwą maści zalecanej przez studio;
- swędzenie i łuszczenie się naskórka to zwykle normalna reakcja, która może trwać do 10 dni;
- zaczerwienienie utrzymujące się dłużej niż 3 dni, obrzęk lub gorączka mogą świadczyć o infekcji i wtedy należy skontaktować się z lekarzem.

Jeśli nie będę stosować się do tych zaleceń, studio nie ponosi odpowiedzialności za efekt gojenia.""",
            ),
            Good(
                "preserve",
                "Niniejszym potwierdzam, że poinformowano mnie o sposobie pielęgnacji tatuażu. Po 3–4 godzinach należy zdjąć folię ochronną i delikatnie umyć skórę letnią wodą z mydłem o neutralnym pH. Tatuaż trzeba smarować cienką warstwą maści poleconej przez studio, 2–3 razy dziennie. Przez pierwsze 2 tygodnie zabronione jest korzystanie z basenu, sauny i solarium. Swędzenie i łuszczenie się naskórka są zazwyczaj normalne i mogą utrzymywać się do 10 dni. Jeśli zaczerwienienie utrzymuje się dłużej niż 3 dni albo pojawi się obrzęk lub gorączka, może to świadczyć o infekcji – należy wówczas skontaktować się z lekarzem. Jeżeli klient nie stosował się do powyższych zaleceń, studio nie ponosi odpowiedzialności za efekt gojenia.",
            ),
            Good(
                "en",
                "I confirm that I have been informed of how to care for my tattoo. The protective film must be removed after 3–4 hours, and the skin then gently washed with lukewarm water and pH-neutral soap. For the first 2 weeks, swimming pools, saunas and tanning beds must not be used. A thin layer of the ointment recommended by the studio must be applied to the tattoo 2–3 times a day. Itching and peeling are usually normal and may last up to 10 days. Redness lasting longer than 3 days, swelling or fever may indicate an infection – in that case, a doctor must be contacted. The studio does not accept liability for the healing result if the client has not followed the above instructions.",
            ),
        ],
        bad=[
            Slip(0, [("to zwykle normalna reakcja", "to normalna reakcja")], "hedge"),
            Slip(
                1,
                [("należy wówczas skontaktować się", "warto wówczas skontaktować się")],
                "modality",
            ),
            Slip(
                2,
                [("The studio does not accept liability", "The studio accepts liability")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-biblioteka-szkolna-oplaty-za-zwloke",
        source="Regulamin wypożyczeń biblioteki szkolnej – zmiany od 1 września 2025 r. Uczniowie mogą wypożyczyć jednocześnie do 4 książek na okres 21 dni. Wypożyczenie można przedłużyć raz, o kolejne 14 dni, jeśli na książkę nie czeka inny czytelnik. Za każdy dzień zwłoki naliczana jest opłata 0,20 zł, jednak nie więcej niż 10 zł za jedną książkę. Lektury z listy obowiązkowej wypożyczane są maksymalnie na 7 dni. Uczeń, który ma nieoddane książki, nie może wypożyczać kolejnych. Najpóźniej do 12 czerwca wszystkie wypożyczone książki muszą zostać zwrócone; w przypadku zgubienia lub zniszczenia książki należy odkupić ten sam tytuł lub inny wskazany przez bibliotekarza.",
        good=[
            Good(
                "preserve",
                "Od 1 września 2025 r. w bibliotece szkolnej obowiązują zmienione zasady wypożyczeń. Uczeń może mieć jednocześnie do 4 książek, na 21 dni. Termin da się przedłużyć jeden raz o kolejne 14 dni, o ile nikt inny nie czeka na daną książkę. Lektury z listy obowiązkowej wypożyczamy na najwyżej 7 dni. Za każdy dzień spóźnienia naliczamy 0,20 zł, ale nie więcej niż 10 zł za jedną książkę. Dopóki uczeń nie odda zaległych książek, nie może wypożyczać kolejnych. Wszystkie książki muszą wrócić do biblioteki najpóźniej 12 czerwca. Zgubioną lub zniszczoną książkę trzeba odkupić – ten sam tytuł albo inny, wskazany przez bibliotekarza.",
            ),
            Good(
                "preserve",
                """**Biblioteka szkolna – regulamin wypożyczeń od 1 września 2025 r.**
1. Jednocześnie można wypożyczyć maksymalnie 4 książki na 21 dni.
2. Wypożyczenie można przedłużyć jeden raz o 14 dni, jeżeli na książkę nie czeka inny czytelnik.
3. Lektury z listy obowiązkowej wypożyczamy na nie dłużej niż 7 dni.
4. Opłata za zwłokę: 0,20 zł za każdy dzień, maksymalnie 10 zł za jedną książkę.
5. Kto ma nieoddane książki, nie może wypożyczać kolejnych.
6. Wszystkie książki muszą zostać zwrócone najpóźniej do 12 czerwca.
7. Zgubioną lub zniszczoną książkę należy odkupić (ten sam tytuł lub inny wskazany przez bibliotekarza).""",
            ),
            Good(
                "en",
                "School library lending rules – changes from 1 September 2025. Pupils may borrow up to 4 books at a time for 21 days. A loan can be renewed once, for a further 14 days, if no other reader is waiting for the book. Books on the required reading list are lent for no more than 7 days. A late fee of PLN 0.20 is charged for each day overdue, but no more than PLN 10 per book. A pupil with unreturned books may not borrow any more. All borrowed books must be returned by 12 June at the latest; if a book is lost or damaged, it must be replaced with the same title or another one chosen by the librarian.",
            ),
        ],
        bad=[
            Slip(0, [("do 4 książek", "do 5 książek")], "number"),
            Slip(1, [("do 12 czerwca", "do 19 czerwca")], "date"),
            Slip(2, [("it must be replaced", "it should be replaced")], "modality"),
        ],
    ),
    Case(
        key="pl-cmentarz-komunalny-oplaty-za-miejsce-grzebalne",
        source="Zgodnie z art. 7 ust. 1 ustawy z dnia 31 stycznia 1959 r. o cmentarzach i chowaniu zmarłych grobu nie można użyć do ponownego pochowania przed upływem 20 lat. Opłata za miejsce pod grób ziemny jest pobierana na 20 lat i wynosi 900 zł; za grób murowany pojedynczy – 2400 zł. Na miesiąc przed wygaśnięciem okresu zarząd cmentarza informuje dysponenta grobu o możliwości przedłużenia. Jeżeli opłata nie zostanie wniesiona, grób może zostać zlikwidowany, jednak nie wcześniej niż po upływie 6 miesięcy od wywieszenia informacji na tablicy ogłoszeń. Prace kamieniarskie wymagają zgłoszenia w kancelarii co najmniej 3 dni wcześniej. Na terenie cmentarza nie wolno sadzić drzew ani krzewów.",
        good=[
            Good(
                "preserve",
                "Grób nie może zostać użyty do ponownego pochowania przed upływem 20 lat – tak stanowi art. 7 ust. 1 ustawy z dnia 31 stycznia 1959 r. o cmentarzach i chowaniu zmarłych. Opłatę za miejsce pobiera się na 20 lat: za grób ziemny wynosi ona 900 zł, a za pojedynczy grób murowany 2400 zł. Miesiąc przed końcem tego okresu zarząd cmentarza powiadamia dysponenta grobu o możliwości przedłużenia. Jeśli opłata nie zostanie wniesiona, grób może zostać zlikwidowany, ale nie wcześniej niż 6 miesięcy po wywieszeniu informacji na tablicy ogłoszeń. Prace kamieniarskie trzeba zgłosić w kancelarii co najmniej 3 dni przed ich rozpoczęciem. Na cmentarzu nie wolno sadzić drzew ani krzewów.",
            ),
            Good(
                "preserve",
                """Zasady dotyczące miejsc grzebalnych:
- grobu nie można użyć do ponownego pochowania przed upływem 20 lat (art. 7 ust. 1 ustawy z dnia 31 stycznia 1959 r. o cmentarzach i chowaniu zmarłych);
- opłata za miejsce jest pobierana na 20 lat: grób ziemny – 900 zł, pojedynczy grób murowany – 2400 zł;
- na miesiąc przed upływem tego okresu zarząd cmentarza informuje dysponenta grobu o możliwości przedłużenia;
- w razie niewniesienia opłaty grób może zostać zlikwidowany, nie wcześniej jednak niż po 6 miesiącach od wywieszenia informacji na tablicy ogłoszeń;
- prace kamieniarskie należy zgłosić w kancelarii z co najmniej 3-dniowym wyprzedzeniem;
- na terenie cmentarza nie wolno sadzić drzew ani krzewów.""",
            ),
            Good(
                "en",
                "Under Article 7(1) of the Act of 31 January 1959 on cemeteries and the burial of the dead, a grave may not be used for another burial before 20 years have passed. The fee for a plot is charged for 20 years: PLN 900 for an earth grave and PLN 2,400 for a single brick-lined grave. One month before the period expires, the cemetery management informs the person holding rights to the grave that it can be extended. If the fee is not paid, the grave may be cleared, but not earlier than 6 months after a notice is posted on the notice board. Stonemasonry work must be reported to the cemetery office at least 3 days in advance. Planting trees or shrubs in the cemetery is not permitted.",
            ),
        ],
        bad=[
            Slip(0, [("art. 7 ust. 1", "art. 7 ust. 2")], "legal_reference"),
            Slip(1, [("2400 zł", "2100 zł")], "number"),
            Slip(
                2,
                [("in the cemetery is not permitted", "in the cemetery is permitted")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-opaska-fitness-reklamacja-gwarancyjna-krok",
        source="Jak złożyć reklamację opaski FitPulse 3? Gwarancja obejmuje wady fabryczne przez 24 miesiące od daty zakupu. Zgłoszenie wypełnisz na stronie serwis.fitpulse.pl/reklamacje – przygotuj numer seryjny (znajdziesz go w aplikacji w zakładce Ustawienia > Informacje) oraz skan paragonu lub faktury. Po rejestracji otrzymasz e-mail z etykietą kurierską; urządzenie trzeba wysłać w ciągu 7 dni. Rozpatrzenie reklamacji trwa zwykle do 14 dni roboczych od dostarczenia opaski do serwisu. Gwarancja nie obejmuje pęknięć ekranu, uszkodzeń mechanicznych ani zużycia paska. Jeśli masz pytania, napisz na pomoc@fitpulse.pl.",
        good=[
            Good(
                "preserve",
                """Reklamacja opaski FitPulse 3 krok po kroku:
1. Sprawdź, czy usterka jest objęta gwarancją – obejmuje ona wady fabryczne przez 24 miesiące od daty zakupu, ale nie obejmuje pęknięć ekranu, uszkodzeń mechanicznych ani zużycia paska.
2. Przygotuj numer seryjny (w aplikacji: Ustawienia > Informacje) oraz skan paragonu lub faktury.
3. Wypełnij zgłoszenie na stronie serwis.fitpulse.pl/reklamacje.
4. Po rejestracji dostaniesz e-mail z etykietą kurierską – opaskę trzeba wysłać w ciągu 7 dni.
5. Rozpatrzenie reklamacji trwa zwykle do 14 dni roboczych od dostarczenia opaski do serwisu.

Masz pytania? Napisz na pomoc@fitpulse.pl.""",
            ),
            Good(
                "preserve",
                "Opaska FitPulse 3 ma 24-miesięczną gwarancję na wady fabryczne, liczoną od daty zakupu; gwarancja nie obejmuje pęknięć ekranu, uszkodzeń mechanicznych ani zużycia paska. Reklamację zgłasza się przez stronę serwis.fitpulse.pl/reklamacje. Będą potrzebne numer seryjny, który znajdziesz w aplikacji (Ustawienia > Informacje), oraz skan paragonu albo faktury. Po zarejestrowaniu zgłoszenia przyjdzie e-mail z etykietą kurierską, a urządzenie trzeba nadać w ciągu 7 dni. Serwis rozpatruje reklamację zwykle w ciągu maksymalnie 14 dni roboczych od dostarczenia opaski. W razie pytań napisz na pomoc@fitpulse.pl.",
            ),
            Good(
                "en",
                "How do you make a warranty claim for the FitPulse 3 band? The warranty covers manufacturing defects for 24 months from the date of purchase. Fill in the claim form at serwis.fitpulse.pl/reklamacje – have your serial number ready (you will find it in the app under Settings > Information) along with a scan of your receipt or invoice. Once you have registered, you will receive an email with a courier label; the device must be sent within 7 days. Processing usually takes up to 14 working days from when the band reaches the service centre. The warranty does not cover cracked screens, mechanical damage or strap wear. If you have any questions, write to pomoc@fitpulse.pl.",
            ),
        ],
        bad=[
            Slip(0, [("serwis.fitpulse.pl/reklamacje", "serwis.fitpulse.pl/reklamacja")], "url"),
            Slip(1, [("w ciągu 7 dni", "w ciągu 14 dni")], "date"),
            Slip(
                2,
                [("reaches the service centre", "reaches the service centre in Wrocław")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ogrody-dzialkowe-harmonogram-podlewania-woda",
        source="Komunikat Zarządu ROD „Słonecznik”. Woda w sieci ogrodowej zostanie uruchomiona 15 kwietnia, o ile nie wystąpią przymrozki, i będzie dostępna do 15 października. Podlewanie z sieci jest dozwolone we wtorki, czwartki i soboty w godz. 6:00–10:00 oraz 18:00–21:00. W pozostałe dni działkowcy powinni korzystać z deszczówki. Przed uruchomieniem wody każdy użytkownik musi sprawdzić szczelność zaworu na swojej działce. Odczyty wodomierzy należy przekazać do 31 października; brak odczytu oznacza naliczenie opłaty ryczałtowej. Zarząd szacuje, że cena wody wzrośnie o około 8%; ostateczna stawka zostanie podana po walnym zebraniu.",
        good=[
            Good(
                "preserve",
                """**ROD „Słonecznik” – komunikat Zarządu w sprawie wody**
- Woda w sieci ogrodowej zostanie uruchomiona 15 kwietnia (jeśli nie będzie przymrozków) i będzie dostępna do 15 października.
- Z sieci można podlewać we wtorki, czwartki i soboty, w godzinach 6:00–10:00 i 18:00–21:00. W pozostałe dni działkowcy powinni używać deszczówki.
- Przed uruchomieniem wody każdy użytkownik musi sprawdzić, czy zawór na jego działce jest szczelny.
- Odczyt wodomierza należy przekazać do 31 października – jeśli go zabraknie, zostanie naliczona opłata ryczałtowa.
- Zarząd szacuje, że cena wody wzrośnie o około 8%; ostateczna stawka zostanie podana po walnym zebraniu.""",
            ),
            Good(
                "preserve",
                "Drodzy Działkowcy! Jeśli nie będzie przymrozków, 15 kwietnia uruchomimy wodę w sieci ogrodowej ROD „Słonecznik”; będzie ona dostępna do 15 października. Przed uruchomieniem wody każdy z Was musi sprawdzić szczelność zaworu na swojej działce. Z sieci wolno podlewać we wtorki, czwartki i soboty, w godz. 6:00–10:00 oraz 18:00–21:00, a w pozostałe dni powinniście korzystać z deszczówki. Odczyty wodomierzy trzeba przekazać do 31 października – jeśli odczytu nie będzie, naliczymy opłatę ryczałtową. Zarząd szacuje, że cena wody wzrośnie o około 8%, a ostateczną stawkę podamy po walnym zebraniu.",
            ),
            Good(
                "en",
                "Notice from the Board of the “Słonecznik” Family Allotment Garden. The water supply in the garden network will be turned on on 15 April, provided there are no frosts, and will be available until 15 October. Watering from the network is allowed on Tuesdays, Thursdays and Saturdays from 6:00 to 10:00 and from 18:00 to 21:00. On other days, plot holders should use rainwater. Before the water is turned on, every user must check that the valve on their plot is watertight. Water meter readings must be submitted by 31 October; if no reading is provided, a flat-rate fee will be charged. The Board estimates that the price of water will rise by about 8%; the final rate will be announced after the general meeting.",
            ),
        ],
        bad=[
            Slip(0, [("do 31 października", "do 30 września")], "date"),
            Slip(1, [("każdy z Was musi sprawdzić", "każdy z Was powinien sprawdzić")], "modality"),
            Slip(
                2,
                [
                    (
                        "The Board estimates that the price of water will rise by about 8%",
                        "The price of water will rise by 8%",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-apteki-dyzury-nocne-powiat-listopad",
        source="Harmonogram dyżurów nocnych aptek w powiecie na listopad 2025 r. Dyżury pełnione są od 20:00 do 8:00 następnego dnia, a w niedziele i święta całodobowo. W tygodniach nieparzystych dyżuruje Apteka „Pod Orłem” przy ul. Rynek 4, w parzystych – Apteka „Zdrowie” przy ul. Polnej 17. W czasie dyżuru leki wydawane są przez okienko. Za wydanie leku w porze nocnej apteka może pobrać dodatkową opłatę, zwykle w wysokości kilku złotych; nie pobiera się jej przy realizacji recept oznaczonych jako „cito”. Harmonogram może ulec zmianie – aktualną listę publikuje starostwo powiatowe. W razie nagłego zagrożenia życia dzwoń pod numer 112.",
        good=[
            Good(
                "preserve",
                "W listopadzie 2025 r. nocne dyżury aptek w powiecie wyglądają następująco: w tygodniach nieparzystych dyżur pełni Apteka „Pod Orłem” (ul. Rynek 4), a w parzystych – Apteka „Zdrowie” (ul. Polna 17). Dyżur trwa od 20:00 do 8:00 następnego dnia, a w niedziele i święta przez całą dobę. Podczas dyżuru leki wydaje się przez okienko. Apteka może doliczyć opłatę za wydanie leku w nocy – zwykle kilka złotych – ale nie pobiera jej przy recepcie oznaczonej jako „cito”. Harmonogram może się zmienić; aktualną listę publikuje starostwo powiatowe. W nagłym zagrożeniu życia dzwoń na numer 112.",
            ),
            Good(
                "preserve",
                """Nocne dyżury aptek w powiecie – listopad 2025 r.
• Godziny: 20:00–8:00 następnego dnia; w niedziele i święta – całą dobę.
• Tygodnie nieparzyste: Apteka „Pod Orłem”, ul. Rynek 4.
• Tygodnie parzyste: Apteka „Zdrowie”, ul. Polna 17.
• Leki wydawane są przez okienko.
• Za wydanie leku w nocy apteka może pobrać dodatkową opłatę, zwykle kilkuzłotową; nie pobiera się jej przy recepcie oznaczonej jako „cito”.
• Harmonogram może ulec zmianie – aktualną listę publikuje starostwo powiatowe.
• W nagłym zagrożeniu życia zadzwoń pod 112.""",
            ),
            Good(
                "en",
                "Night duty roster for pharmacies in the county, November 2025. Duty hours run from 20:00 to 8:00 the next day, and around the clock on Sundays and public holidays. In odd-numbered weeks the pharmacy on duty is Apteka „Pod Orłem” at ul. Rynek 4; in even-numbered weeks it is Apteka „Zdrowie” at ul. Polna 17. During duty hours, medicines are dispensed through a hatch. The pharmacy may charge an extra fee for dispensing medicines at night, usually a few złoty; this fee is not charged for prescriptions marked “cito”. The roster may change – the current list is published by the county office. In a life-threatening emergency, call 112.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "leki wydaje się przez okienko.",
                        "leki wydaje się przez okienko od strony parkingu.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("ul. Polna 17", "ul. Polna 71")], "number"),
            Slip(2, [("at night, usually a few złoty;", "at night, a few złoty;")], "hedge"),
        ],
    ),
    Case(
        key="pl-readme-raportuj-instalacja-konfiguracja-tokenu",
        source="""## Instalacja

Narzędzie `raportuj` wymaga Pythona w wersji 3.10 lub nowszej. Zainstaluj je poleceniem:

```bash
pip install raportuj==2.4.1
```

Przed pierwszym uruchomieniem musisz utworzyć plik konfiguracyjny `~/.raportuj.toml` i ustawić w nim klucz `api_token`. Token możesz wygenerować w panelu: https://panel.raportuj.dev/tokeny.

## Uruchomienie

Polecenie `raportuj generuj --format pdf` tworzy raport w bieżącym katalogu. Nie uruchamiaj narzędzia z uprawnieniami administratora – nie jest to potrzebne i może uszkodzić uprawnienia plików w katalogu domowym. Opcja `--cichy` wyłącza komunikaty o postępie.""",
        good=[
            Good(
                "preserve",
                """## Instalacja

Do działania `raportuj` potrzebny jest Python 3.10 lub nowszy. Instalacja:

```bash
pip install raportuj==2.4.1
```

Zanim uruchomisz narzędzie po raz pierwszy, musisz utworzyć plik konfiguracyjny `~/.raportuj.toml` i ustawić w nim klucz `api_token`. Token wygenerujesz w panelu pod adresem https://panel.raportuj.dev/tokeny.

## Uruchomienie

Raport w bieżącym katalogu tworzy polecenie `raportuj generuj --format pdf`. Komunikaty o postępie wyłączysz opcją `--cichy`. Nie uruchamiaj narzędzia jako administrator: nie ma takiej potrzeby, a może to uszkodzić uprawnienia plików w katalogu domowym.""",
            ),
            Good(
                "preserve",
                """## Instalacja

`raportuj` wymaga Pythona 3.10 lub nowszego. Aby zainstalować narzędzie, wykonaj:

```bash
pip install raportuj==2.4.1
```

Przed pierwszym uruchomieniem trzeba utworzyć plik konfiguracyjny `~/.raportuj.toml` z ustawionym kluczem `api_token`. Token możesz wygenerować w panelu: https://panel.raportuj.dev/tokeny.

## Uruchomienie

- `raportuj generuj --format pdf` – tworzy raport w bieżącym katalogu;
- `--cichy` – wyłącza komunikaty o postępie.

Nie uruchamiaj narzędzia z uprawnieniami administratora. Nie jest to potrzebne, a może uszkodzić uprawnienia plików w katalogu domowym.""",
            ),
            Good(
                "en",
                """## Installation

`raportuj` requires Python 3.10 or later. Install it with:

```bash
pip install raportuj==2.4.1
```

Before the first run, you must create the configuration file `~/.raportuj.toml` and set the `api_token` key in it. You can generate a token in the dashboard: https://panel.raportuj.dev/tokeny.

## Running

The `raportuj generuj --format pdf` command creates a report in the current directory. Do not run the tool with administrator privileges – it is not needed and may break file permissions in your home directory. The `--cichy` option turns off progress messages.""",
            ),
        ],
        bad=[
            Slip(0, [("`--cichy`", "`--cicho`")], "code"),
            Slip(
                1,
                [("```bash\npip install raportuj==2.4.1\n```", "pip install raportuj==2.4.1")],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "you must create the configuration file",
                        "you should create the configuration file",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-metaanaliza-sen-nastolatkow-objawy-depresyjne",
        source="Według metaanalizy Kowalskiej i Nowaka (2021), opublikowanej w „Pediatrii Polskiej” (t. 96, s. 212–220), nastolatki śpiące krócej niż 7 godzin na dobę mają o około 30% wyższe ryzyko objawów depresyjnych niż rówieśnicy śpiący 8–9 godzin. Autorzy przeanalizowali 14 badań obejmujących łącznie ponad 52 000 uczniów w wieku 13–18 lat. Zaznaczają jednak, że większość z nich miała charakter przekrojowy, więc nie można na ich podstawie przesądzać o związku przyczynowym. Sugerują, że późniejsze rozpoczynanie lekcji mogłoby prawdopodobnie poprawić sytuację, choć wymaga to dalszych badań.",
        good=[
            Good(
                "preserve",
                "Nastolatki, które śpią krócej niż 7 godzin na dobę, mają o około 30% większe ryzyko objawów depresyjnych niż ich rówieśnicy śpiący 8–9 godzin – wynika z metaanalizy Kowalskiej i Nowaka (2021) opublikowanej w „Pediatrii Polskiej” (t. 96, s. 212–220). Autorzy przeanalizowali 14 badań, w których wzięło udział łącznie ponad 52 000 uczniów w wieku 13–18 lat. Podkreślają jednak, że w większości były to badania przekrojowe, dlatego nie można na ich podstawie przesądzać o związku przyczynowym. Ich zdaniem późniejsze rozpoczynanie lekcji mogłoby prawdopodobnie pomóc, ale wymaga to dalszych badań.",
            ),
            Good(
                "preserve",
                "Kowalska i Nowak (2021) w metaanalizie opublikowanej na łamach „Pediatrii Polskiej” (t. 96, s. 212–220) uwzględnili 14 badań z udziałem łącznie ponad 52 000 uczniów w wieku 13–18 lat. Wynika z niej, że u nastolatków śpiących krócej niż 7 godzin na dobę ryzyko objawów depresyjnych jest o około 30% wyższe niż u rówieśników śpiących 8–9 godzin. Autorzy zastrzegają, że większość uwzględnionych badań miała charakter przekrojowy, więc nie można na tej podstawie przesądzać o związku przyczynowym. Sugerują, że późniejsze rozpoczynanie lekcji mogłoby prawdopodobnie poprawić sytuację, choć wymaga to dalszych badań.",
            ),
            Good(
                "en",
                "According to a meta-analysis by Kowalska and Nowak (2021), published in Pediatria Polska (vol. 96, pp. 212–220), teenagers who sleep less than 7 hours a day have an approximately 30% higher risk of depressive symptoms than peers who sleep 8–9 hours. The authors analysed 14 studies covering a total of more than 52,000 pupils aged 13–18. They point out, however, that most of these studies were cross-sectional, so they cannot be used to draw conclusions about a causal relationship. They suggest that starting lessons later could probably improve the situation, although this requires further research.",
            ),
        ],
        bad=[
            Slip(0, [("Kowalskiej i Nowaka (2021)", "Kowalskiej i Nowaka (2019)")], "citation"),
            Slip(
                1,
                [("mogłoby prawdopodobnie poprawić sytuację", "z pewnością poprawiłoby sytuację")],
                "hedge",
            ),
            Slip(2, [("analysed 14 studies", "analysed 24 studies")], "number"),
        ],
    ),
    Case(
        key="pl-czy-kawa-odwadnia-badanie-killer",
        source="Czy kawa odwadnia? Badanie Killer i wsp. (2014) opublikowane w czasopiśmie PLOS ONE (doi:10.1371/journal.pone.0084154) objęło 50 mężczyzn regularnie pijących kawę. Przez trzy dni pili oni cztery filiżanki kawy dziennie (po 200 ml), a przez kolejne trzy – taką samą ilość wody. Autorzy nie stwierdzili istotnych różnic we wskaźnikach nawodnienia między tymi okresami. Wniosek: umiarkowane spożycie kawy u osób przyzwyczajonych do kofeiny raczej nie prowadzi do odwodnienia. Trzeba jednak pamiętać, że w badaniu nie uczestniczyły kobiety, a wyników nie należy odnosić do bardzo dużych dawek kofeiny.",
        good=[
            Good(
                "preserve",
                "Czy kawa odwadnia organizm? Sprawdzili to Killer i wsp. (2014) w badaniu opublikowanym w PLOS ONE (doi:10.1371/journal.pone.0084154). Wzięło w nim udział 50 mężczyzn, którzy regularnie piją kawę. Przez trzy dni wypijali oni dziennie po cztery filiżanki kawy (200 ml każda), a przez następne trzy dni – tyle samo wody. Autorzy nie stwierdzili istotnych różnic we wskaźnikach nawodnienia między tymi okresami. Umiarkowane picie kawy przez osoby przyzwyczajone do kofeiny raczej więc nie prowadzi do odwodnienia. Pamiętajmy jednak, że w badaniu nie brały udziału kobiety, a wyników nie należy przenosić na bardzo duże dawki kofeiny.",
            ),
            Good(
                "preserve",
                "Badanie Killer i wsp. (2014, PLOS ONE, doi:10.1371/journal.pone.0084154) sprawdzało, czy kawa odwadnia. 50 mężczyzn regularnie pijących kawę przez trzy dni piło dziennie cztery filiżanki kawy po 200 ml, a przez kolejne trzy dni tę samą ilość wody. Nie stwierdzono istotnych różnic we wskaźnikach nawodnienia między tymi okresami. Wniosek: u osób przyzwyczajonych do kofeiny umiarkowane spożycie kawy raczej nie prowadzi do odwodnienia. Zastrzeżenia: w badaniu nie uczestniczyły kobiety, a wyników nie należy odnosić do bardzo dużych dawek kofeiny.",
            ),
            Good(
                "en",
                "Does coffee dehydrate you? A study by Killer et al. (2014), published in PLOS ONE (doi:10.1371/journal.pone.0084154), involved 50 men who regularly drink coffee. For three days they drank four cups of coffee a day (200 ml each), and for the next three days the same amount of water. The authors found no significant differences in hydration markers between the two periods. Conclusion: moderate coffee intake in people who are used to caffeine is unlikely to lead to dehydration. Bear in mind, however, that no women took part in the study, and the results should not be applied to very large doses of caffeine.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("doi:10.1371/journal.pone.0084154", "doi:10.1371/journal.pone.0084145")],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "50 mężczyzn regularnie pijących kawę",
                        "50 mężczyzn w wieku 20–30 lat regularnie pijących kawę",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "The authors found no significant differences",
                        "The authors found significant differences",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-informacje-o-wydaniu-wersja-3-2",
        source="""# Wersja 3.2.0 – informacje o wydaniu

## Zmiany niekompatybilne
- Usunięto przestarzałą funkcję `loadConfig()`; zamiast niej używaj `Config.fromFile()`.
- Minimalna obsługiwana wersja Node.js to teraz 18.

## Nowości
- Dodano flagę `--dry-run`, która pokazuje planowane zmiany bez zapisywania ich na dysku.
- Eksport do CSV obsługuje teraz kodowanie UTF-8 z BOM.

## Poprawki
- Naprawiono błąd, przez który synchronizacja nie kończyła się przy braku połączenia (#412).

Aktualizacja z wersji 2.x nie jest automatyczna – przed migracją zapoznaj się z przewodnikiem w `docs/migracja.md`.""",
        good=[
            Good(
                "preserve",
                """# Informacje o wydaniu 3.2.0

## Zmiany niekompatybilne
- Przestarzała funkcja `loadConfig()` została usunięta – w jej miejsce używaj `Config.fromFile()`.
- Najniższa obsługiwana wersja Node.js to od teraz 18.

## Nowości
- Nowa flaga `--dry-run` pokazuje planowane zmiany, ale nie zapisuje ich na dysku.
- Eksport do CSV obsługuje już kodowanie UTF-8 z BOM.

## Poprawki
- Synchronizacja nie kończyła się, gdy nie było połączenia – ten błąd został naprawiony (#412).

Uwaga: przejście z wersji 2.x nie odbywa się automatycznie. Zanim zaczniesz migrację, przeczytaj przewodnik `docs/migracja.md`.""",
            ),
            Good(
                "preserve",
                """# Wydanie 3.2.0

## Zmiany łamiące zgodność
- Usunięto przestarzałą funkcję `loadConfig()`. Zamiast niej używaj `Config.fromFile()`.
- Minimalna obsługiwana wersja Node.js to teraz 18.

## Nowe funkcje
- Flaga `--dry-run` wyświetla planowane zmiany, nie zapisując niczego na dysku.
- Eksport do CSV obsługuje teraz kodowanie UTF-8 z BOM.

## Naprawione błędy
- Synchronizacja kończy się już poprawnie także przy braku połączenia (#412).

Aktualizacja z wersji 2.x nie jest automatyczna; przed migracją przeczytaj przewodnik `docs/migracja.md`.""",
            ),
            Good(
                "en",
                """# Version 3.2.0 – release notes

## Breaking changes
- The deprecated `loadConfig()` function has been removed; use `Config.fromFile()` instead.
- The minimum supported Node.js version is now 18.

## New features
- Added the `--dry-run` flag, which shows the planned changes without writing them to disk.
- CSV export now supports UTF-8 encoding with BOM.

## Fixes
- Fixed a bug where synchronisation did not finish when there was no connection (#412).

Upgrading from 2.x is not automatic – read the guide in `docs/migracja.md` before migrating.""",
            ),
        ],
        bad=[
            Slip(0, [("`Config.fromFile()`", "`Config.fromPath()`")], "code"),
            Slip(1, [("## Nowe funkcje", "# Nowe funkcje")], "markdown"),
            Slip(
                2,
                [("Upgrading from 2.x is not automatic", "Upgrading from 2.x is automatic")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-ambulans-krwiodawstwa-akcja-przed-urzedem",
        source="W sobotę 14 czerwca 2025 r. w godz. 9:00–14:00 przed urzędem gminy stanie ambulans Regionalnego Centrum Krwiodawstwa. Krew może oddać osoba w wieku 18–65 lat, ważąca co najmniej 50 kg. Przed donacją trzeba zjeść lekki, beztłuszczowy posiłek i wypić około 1,5 litra płynów. Należy zabrać dokument tożsamości ze zdjęciem i numerem PESEL. Osoby, które w ciągu ostatnich 4 miesięcy zrobiły tatuaż lub przekłucie, nie mogą oddać krwi. Cała procedura trwa zwykle około godziny. Organizatorzy spodziewają się około 40 dawców, dlatego warto przyjść wcześniej.",
        good=[
            Good(
                "preserve",
                "Ambulans Regionalnego Centrum Krwiodawstwa stanie przed urzędem gminy w sobotę 14 czerwca 2025 r. i będzie przyjmował dawców od 9:00 do 14:00. Krew może oddać każdy w wieku 18–65 lat, kto waży co najmniej 50 kg. Przed donacją trzeba zjeść lekki, beztłuszczowy posiłek i wypić około 1,5 litra płynów. Weź ze sobą dokument tożsamości ze zdjęciem i numerem PESEL – jest wymagany. Jeśli w ciągu ostatnich 4 miesięcy zrobiłeś tatuaż lub przekłucie, nie możesz oddać krwi. Całość trwa zwykle około godziny. Organizatorzy spodziewają się około 40 dawców, więc warto przyjść wcześniej.",
            ),
            Good(
                "preserve",
                """Akcja krwiodawstwa: sobota, 14 czerwca 2025 r., godz. 9:00–14:00 – ambulans Regionalnego Centrum Krwiodawstwa przed urzędem gminy.

Kto może oddać krew: osoby w wieku 18–65 lat ważące co najmniej 50 kg. Nie mogą tego zrobić osoby, które w ciągu ostatnich 4 miesięcy zrobiły tatuaż lub przekłucie.

Jak się przygotować:
- trzeba zjeść lekki, beztłuszczowy posiłek i wypić około 1,5 litra płynów,
- należy zabrać dokument tożsamości ze zdjęciem i numerem PESEL.

Procedura trwa zwykle około godziny. Organizatorzy spodziewają się około 40 dawców – warto przyjść wcześniej.""",
            ),
            Good(
                "en",
                "On Saturday, 14 June 2025, from 9:00 to 14:00, a Regional Blood Donation Centre vehicle will be parked in front of the municipal office. You can donate blood if you are aged 18–65 and weigh at least 50 kg. Before donating, you must eat a light, fat-free meal and drink about 1.5 litres of fluids. You must bring an identity document with a photo and your PESEL number. People who have had a tattoo or piercing in the last 4 months cannot donate blood. The whole procedure usually takes about an hour. The organisers expect around 40 donors, so it is worth coming early.",
            ),
        ],
        bad=[
            Slip(0, [("w ciągu ostatnich 4 miesięcy", "w ciągu ostatnich 2 miesięcy")], "date"),
            Slip(
                1,
                [("Procedura trwa zwykle około godziny.", "Procedura trwa dokładnie godzinę.")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "you must eat a light, fat-free meal",
                        "it is a good idea to eat a light, fat-free meal",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-prognoza-rachunkow-za-cieplo-sezon-grzewczy",
        source="Według prognozy Polskiego Instytutu Ciepłownictwa opublikowanej 3 października 2025 r. rachunki za ciepło systemowe w nadchodzącym sezonie grzewczym mogą wzrosnąć średnio o 6–9%. Największe podwyżki prawdopodobnie dotkną miasta, w których ciepłownie nadal opierają się głównie na węglu. Szacuje się, że przeciętne gospodarstwo domowe w bloku zapłaci za ogrzewanie około 2800 zł za sezon, czyli o 200–250 zł więcej niż rok wcześniej. Eksperci podkreślają, że prognoza nie uwzględnia ewentualnych zmian cen uprawnień do emisji CO₂, które mogą istotnie wpłynąć na ostateczne taryfy. Taryfy zatwierdzane są indywidualnie dla każdego przedsiębiorstwa ciepłowniczego.",
        good=[
            Good(
                "preserve",
                "Rachunki za ciepło systemowe mogą w nadchodzącym sezonie grzewczym wzrosnąć średnio o 6–9% – wynika z prognozy Polskiego Instytutu Ciepłownictwa opublikowanej 3 października 2025 r. Najmocniej podwyżki prawdopodobnie odczują miasta, których ciepłownie wciąż opierają się głównie na węglu. Według szacunków przeciętne gospodarstwo domowe w bloku zapłaci za ogrzewanie około 2800 zł za sezon, a więc o 200–250 zł więcej niż rok wcześniej. Eksperci zwracają uwagę, że prognoza nie uwzględnia ewentualnych zmian cen uprawnień do emisji CO₂, a te mogą istotnie wpłynąć na ostateczne taryfy. Taryfy są zatwierdzane indywidualnie dla każdego przedsiębiorstwa ciepłowniczego.",
            ),
            Good(
                "preserve",
                """Prognoza Polskiego Instytutu Ciepłownictwa (opublikowana 3 października 2025 r.) na nadchodzący sezon grzewczy:
- rachunki za ciepło systemowe mogą wzrosnąć średnio o 6–9%;
- największe podwyżki prawdopodobnie dotkną miasta, w których ciepłownie nadal korzystają głównie z węgla;
- szacuje się, że przeciętne gospodarstwo domowe w bloku zapłaci za ogrzewanie około 2800 zł za sezon, tj. o 200–250 zł więcej niż rok wcześniej.

Eksperci zastrzegają, że prognoza nie uwzględnia ewentualnych zmian cen uprawnień do emisji CO₂, które mogą istotnie wpłynąć na ostateczne taryfy. Taryfa każdego przedsiębiorstwa ciepłowniczego jest zatwierdzana indywidualnie.""",
            ),
            Good(
                "en",
                "According to a forecast by the Polish Institute of District Heating (Polski Instytut Ciepłownictwa) published on 3 October 2025, district heating bills may rise by an average of 6–9% in the coming heating season. The largest increases will probably hit cities whose heating plants still rely mainly on coal. It is estimated that an average household in a block of flats will pay around PLN 2,800 for heating per season, i.e. PLN 200–250 more than a year earlier. Experts stress that the forecast does not take into account possible changes in the price of CO₂ emission allowances, which may significantly affect the final tariffs. Tariffs are approved individually for each district heating company.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "mogą w nadchodzącym sezonie grzewczym wzrosnąć",
                        "wzrosną w nadchodzącym sezonie grzewczym",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("około 2800 zł", "około 2300 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "still rely mainly on coal.",
                        "still rely mainly on coal, such as Kraków and Łódź.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-regulamin-hulajnog-elektrycznych-oplaty-zasady",
        source="Regulamin wypożyczania hulajnóg elektrycznych – najważniejsze zasady. Z hulajnogi może korzystać wyłącznie osoba, która ukończyła 18 lat. Odblokowanie kosztuje 3 zł, a każda minuta jazdy 0,69 zł. Jazda we dwie osoby jest zabroniona. Hulajnogę należy pozostawić w wyznaczonej strefie parkowania widocznej w aplikacji; za pozostawienie jej poza strefą naliczamy opłatę 49 zł. Prędkość jest ograniczona do 20 km/h, a w strefach spowolnienia do 10 km/h. Nie wolno jeździć po chodniku, chyba że brakuje drogi dla rowerów, a na jezdni obowiązuje limit prędkości wyższy niż 30 km/h. Użytkownik powinien jeździć w kasku, choć nie jest to obowiązkowe.",
        good=[
            Good(
                "preserve",
                """Najważniejsze zasady wypożyczania hulajnóg elektrycznych:
- z hulajnogi możesz korzystać tylko wtedy, gdy masz ukończone 18 lat;
- odblokowanie kosztuje 3 zł, a każda minuta jazdy – 0,69 zł;
- nie wolno jeździć we dwie osoby;
- hulajnogę należy zostawić w wyznaczonej strefie parkowania widocznej w aplikacji – za pozostawienie jej poza strefą naliczymy opłatę 49 zł;
- prędkość jest ograniczona do 20 km/h, a w strefach spowolnienia do 10 km/h;
- po chodniku jeździć nie wolno, chyba że brakuje drogi dla rowerów, a na jezdni obowiązuje limit prędkości wyższy niż 30 km/h;
- powinieneś jeździć w kasku, choć nie jest to obowiązkowe.""",
            ),
            Good(
                "preserve",
                "Z hulajnóg elektrycznych mogą korzystać wyłącznie osoby, które ukończyły 18 lat. Opłata za odblokowanie wynosi 3 zł, a za każdą minutę jazdy – 0,69 zł. Zabroniona jest jazda we dwie osoby. Maksymalna prędkość to 20 km/h, a w strefach spowolnienia 10 km/h. Jazda po chodniku nie jest dozwolona, chyba że brakuje drogi dla rowerów, a na jezdni obowiązuje limit prędkości wyższy niż 30 km/h. Hulajnogę należy pozostawić w wyznaczonej strefie parkowania widocznej w aplikacji; za pozostawienie jej poza strefą naliczana jest opłata 49 zł. Użytkownik powinien jeździć w kasku, chociaż nie jest to obowiązkowe.",
            ),
            Good(
                "en",
                "Electric scooter rental rules – the essentials. Only people aged 18 or over may use a scooter. Unlocking costs PLN 3 and each minute of riding PLN 0.69. Riding two people on one scooter is prohibited. The scooter must be left in a designated parking zone shown in the app; if you leave it outside the zone, we charge a fee of PLN 49. Speed is limited to 20 km/h, and to 10 km/h in slow zones. You must not ride on the pavement unless there is no cycle path and the speed limit on the road is higher than 30 km/h. Riders should wear a helmet, although it is not compulsory.",
            ),
        ],
        bad=[
            Slip(0, [("hulajnogę należy zostawić", "hulajnogę można zostawić")], "modality"),
            Slip(
                1,
                [("Jazda po chodniku nie jest dozwolona", "Jazda po chodniku jest dozwolona")],
                "negation",
            ),
            Slip(2, [("PLN 0.69", "PLN 0.59")], "number"),
        ],
    ),
    Case(
        key="pl-wytyczne-bibliografii-prace-dyplomowe-apa",
        source="Wytyczne dotyczące bibliografii w pracach dyplomowych na Wydziale Nauk Społecznych. Przypisy i bibliografię należy sporządzać w stylu APA (wydanie 7). Przykładowy zapis książki: Nowak, J. (2019). Socjologia miasta. Wydawnictwo Naukowe PWN. Praca licencjacka powinna zawierać co najmniej 20 pozycji bibliograficznych, a magisterska – co najmniej 40, w tym przynajmniej 5 anglojęzycznych. Źródła internetowe mogą stanowić nie więcej niż 30% bibliografii. Nie wolno cytować Wikipedii jako źródła. Promotor może zezwolić na inny styl cytowania, jeśli wymaga tego specyfika tematu. Pracę należy złożyć w systemie APD do 30 czerwca.",
        good=[
            Good(
                "preserve",
                """Bibliografia w pracach dyplomowych – wytyczne Wydziału Nauk Społecznych:
- Przypisy i bibliografię należy sporządzać w stylu APA (7. wydanie). Przykład zapisu książki: Nowak, J. (2019). Socjologia miasta. Wydawnictwo Naukowe PWN.
- Praca licencjacka powinna zawierać co najmniej 20 pozycji bibliograficznych, a praca magisterska co najmniej 40, w tym minimum 5 w języku angielskim.
- Źródła internetowe mogą stanowić maksymalnie 30% bibliografii.
- Wikipedii nie wolno cytować jako źródła.
- Promotor może zezwolić na inny styl cytowania, jeśli wymaga tego specyfika tematu.
- Pracę należy złożyć w systemie APD do 30 czerwca.""",
            ),
            Good(
                "preserve",
                "Na Wydziale Nauk Społecznych przypisy i bibliografię w pracach dyplomowych należy przygotowywać w stylu APA (wydanie 7); książkę zapisuje się na przykład tak: Nowak, J. (2019). Socjologia miasta. Wydawnictwo Naukowe PWN. W pracy licencjackiej powinno się znaleźć co najmniej 20 pozycji bibliograficznych, a w magisterskiej co najmniej 40, z czego przynajmniej 5 anglojęzycznych. Źródła internetowe mogą stanowić nie więcej niż 30% bibliografii, a Wikipedii nie wolno cytować jako źródła. Jeśli specyfika tematu tego wymaga, promotor może zezwolić na inny styl cytowania. Gotową pracę należy złożyć w systemie APD do 30 czerwca.",
            ),
            Good(
                "en",
                "Bibliography guidelines for theses at the Faculty of Social Sciences. Footnotes and bibliographies must be prepared in APA style (7th edition). Example book entry: Nowak, J. (2019). Socjologia miasta. Wydawnictwo Naukowe PWN. A bachelor's thesis should include at least 20 bibliographic items and a master's thesis at least 40, including at least 5 in English. Online sources may make up no more than 30% of the bibliography. Wikipedia must not be cited as a source. The supervisor may allow a different citation style if the nature of the topic requires it. The thesis must be submitted in the APD system by 30 June.",
            ),
        ],
        bad=[
            Slip(0, [("Nowak, J. (2019)", "Nowak, J. (2016)")], "citation"),
            Slip(1, [("powinno się znaleźć", "musi się znaleźć")], "modality"),
            Slip(
                2,
                [
                    (
                        "Online sources may make up no more than 30% of the bibliography. Wikipedia must not be cited as a source.",
                        "Źródła internetowe mogą stanowić nie więcej niż 30% bibliografii. Nie wolno cytować Wikipedii jako źródła.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-lecznica-przypomnienie-szczepienie-wscieklizna-psa",
        source="Przypominamy, że szczepienie przeciwko wściekliźnie jest w Polsce obowiązkowe dla wszystkich psów powyżej 3. miesiąca życia i należy je powtarzać co 12 miesięcy. Termin kolejnego szczepienia Pani psa Bruna mija 28 listopada 2025 r. Wizytę można umówić telefonicznie pod numerem 22 614 30 90 lub online na stronie www.lecznica-pazurek.pl/wizyty. Przed szczepieniem pies nie musi być na czczo, ale powinien być zdrowy – jeśli ma gorączkę lub biegunkę, prosimy przełożyć wizytę. Prosimy zabrać książeczkę zdrowia lub paszport zwierzęcia. Koszt szczepienia wynosi 70 zł. W razie pytań prosimy o kontakt: recepcja@lecznica-pazurek.pl.",
        good=[
            Good(
                "preserve",
                "Dzień dobry! 28 listopada 2025 r. mija termin kolejnego szczepienia Bruna przeciwko wściekliźnie. Przypominamy, że w Polsce to szczepienie jest obowiązkowe dla wszystkich psów powyżej 3. miesiąca życia i należy je powtarzać co 12 miesięcy. Wizytę może Pani umówić telefonicznie (22 614 30 90) albo online: www.lecznica-pazurek.pl/wizyty. Pies nie musi być na czczo, ale powinien być zdrowy; jeśli ma gorączkę albo biegunkę, prosimy o przełożenie wizyty. Prosimy zabrać książeczkę zdrowia lub paszport zwierzęcia. Szczepienie kosztuje 70 zł. Pytania prosimy kierować na adres recepcja@lecznica-pazurek.pl.",
            ),
            Good(
                "preserve",
                """Szanowna Pani,
przypominamy, że termin kolejnego szczepienia Pani psa Bruna przeciwko wściekliźnie mija 28 listopada 2025 r. Szczepienie to jest w Polsce obowiązkowe dla wszystkich psów powyżej 3. miesiąca życia i trzeba je powtarzać co 12 miesięcy.
- Zapisy: telefonicznie pod numerem 22 614 30 90 lub online na www.lecznica-pazurek.pl/wizyty.
- Przygotowanie: pies nie musi być na czczo, powinien jednak być zdrowy. W razie gorączki lub biegunki prosimy o przełożenie wizyty.
- Dokumenty: prosimy zabrać książeczkę zdrowia lub paszport zwierzęcia.
- Koszt: 70 zł.
W razie pytań prosimy o kontakt: recepcja@lecznica-pazurek.pl.""",
            ),
            Good(
                "en",
                "This is a reminder that rabies vaccination is compulsory in Poland for all dogs over 3 months of age and must be repeated every 12 months. Your dog Bruno's next vaccination is due by 28 November 2025. You can book an appointment by phone on 22 614 30 90 or online at www.lecznica-pazurek.pl/wizyty. Your dog does not need to fast before the vaccination, but it should be healthy – if it has a fever or diarrhoea, please reschedule the visit. Please bring the pet's health booklet or passport. The vaccination costs PLN 70. If you have any questions, please contact us at recepcja@lecznica-pazurek.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Szczepienie kosztuje 70 zł.",
                        "Szczepienie kosztuje 70 zł i obejmuje bezpłatny przegląd zębów.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("pies nie musi być na czczo", "pies musi być na czczo")], "negation"),
            Slip(2, [("www.lecznica-pazurek.pl/wizyty", "www.lecznica-pazurek.pl/wizyta")], "url"),
        ],
    ),
    Case(
        key="pl-webinar-podatki-freelancerow-rejestracja",
        source="Zapraszamy na bezpłatny webinar „Podatki dla freelancerów 2026”, który odbędzie się 22 stycznia 2026 r. o 18:00. Prowadząca, doradczyni podatkowa Anna Wiśniewska, omówi ryczałt, skalę podatkową i składkę zdrowotną. Rejestracja jest obowiązkowa i trwa do 20 stycznia: https://wydarzenia.kancelaria-ws.pl/freelancer2026. Link do transmisji wyślemy e-mailem w dniu spotkania. Webinar nie będzie nagrywany, dlatego warto być obecnym na żywo. Pytania można zadawać na czacie lub przesłać wcześniej na adres webinar@kancelaria-ws.pl. Liczba miejsc jest ograniczona do 300 uczestników. Spotkanie ma charakter informacyjny i nie stanowi indywidualnej porady podatkowej.",
        good=[
            Good(
                "preserve",
                "22 stycznia 2026 r. o godz. 18:00 odbędzie się bezpłatny webinar „Podatki dla freelancerów 2026”. Doradczyni podatkowa Anna Wiśniewska omówi ryczałt, skalę podatkową i składkę zdrowotną. Rejestracja jest obowiązkowa – zapisy trwają do 20 stycznia pod adresem https://wydarzenia.kancelaria-ws.pl/freelancer2026. W dniu spotkania wyślemy Ci e-mailem link do transmisji. Nagrania nie będzie, więc warto dołączyć na żywo. Pytania możesz zadawać na czacie albo przesłać wcześniej na webinar@kancelaria-ws.pl. Liczba miejsc jest ograniczona do 300 uczestników. Spotkanie ma charakter informacyjny i nie stanowi indywidualnej porady podatkowej.",
            ),
            Good(
                "preserve",
                """**Bezpłatny webinar „Podatki dla freelancerów 2026”**
- Kiedy: 22 stycznia 2026 r., godz. 18:00
- Prowadząca: Anna Wiśniewska, doradczyni podatkowa
- Tematy: ryczałt, skala podatkowa, składka zdrowotna
- Rejestracja (obowiązkowa) do 20 stycznia: https://wydarzenia.kancelaria-ws.pl/freelancer2026
- Link do transmisji wyślemy e-mailem w dniu spotkania
- Pytania: na czacie lub wcześniej na webinar@kancelaria-ws.pl
- Limit miejsc: 300 uczestników

Webinar nie będzie nagrywany, dlatego warto uczestniczyć na żywo. Spotkanie ma charakter informacyjny i nie stanowi indywidualnej porady podatkowej.""",
            ),
            Good(
                "en",
                "Join us for a free webinar, “Podatki dla freelancerów 2026” (Taxes for Freelancers 2026), on 22 January 2026 at 18:00. The host, tax adviser Anna Wiśniewska, will cover the flat-rate tax, the tax scale and the health insurance contribution. Registration is required and is open until 20 January: https://wydarzenia.kancelaria-ws.pl/freelancer2026. We will email you the streaming link on the day of the event. The webinar will not be recorded, so it is worth attending live. You can ask questions in the chat or send them in advance to webinar@kancelaria-ws.pl. Places are limited to 300 participants. The session is for information purposes only and does not constitute individual tax advice.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("kancelaria-ws.pl/freelancer2026", "kancelaria-ws.pl/freelancer2025")],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "- Limit miejsc: 300 uczestników",
                        "- Limit miejsc: 300 uczestników\n- Każdy uczestnik otrzyma certyfikat ukończenia",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("Registration is required", "Registration is recommended")], "modality"),
        ],
    ),
]
