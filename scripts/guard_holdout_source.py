# ruff: noqa: E501, RUF001 (hand-written prose with real en dashes, one sentence per line where it fits)
"""Writes tests/data/guard_holdout.jsonl: a held-out set for the guard, written after the guard.

Its passages are on other topics than the labelled set's (scripts/guard_pairs_source.py) and
were not used to tune the guard: they measure how well its rules generalise. Each passage has a
source and several faithful candidates in different styles (plain, formal, casual, concise) and
translations both ways with the conversions a translator makes (``2,4 mln zł`` ↔ ``PLN 2.4m``,
``godz. 14:30`` ↔ ``2:30 p.m.``, ``XIX w.`` ↔ ``19th century``). Each damage is one hand-written
edit of a faithful candidate (old text → new text), labelled with its kind; a wrong-language
damage is a whole candidate in the other language.

    .venv/bin/python scripts/guard_holdout_source.py
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard_holdout.jsonl"

Lang = Literal["pl", "en", "preserve"]


class Faithful(BaseModel):
    """A faithful candidate: a rewrite (``preserve``, or its own language) or a translation."""

    model_config = ConfigDict(frozen=True)

    style: str
    text: str
    language: Lang


class Damage(BaseModel):
    """An edit of the faithful candidate named ``base`` (or, for ``wrong_language``, a text)."""

    model_config = ConfigDict(frozen=True)

    kind: str
    base: str
    old: str
    new: str


class Passage(BaseModel):
    model_config = ConfigDict(frozen=True)

    name: str
    source: str
    faithful: list[Faithful]
    damages: list[Damage]


def f(style: str, language: Lang, text: str) -> Faithful:
    return Faithful(style=style, text=text, language=language)


def d(kind: str, base: str, old: str, new: str) -> Damage:
    return Damage(kind=kind, base=base, old=old, new=new)


def wrong(base_language: Lang, text: str) -> Damage:
    """A candidate in the wrong language: ``new`` is the whole text, ``base`` the asked language."""
    return Damage(kind="wrong_language", base=base_language, old="", new=text)


PASSAGES = [
    Passage(
        name="football",
        source=(
            "Legia Warszawa pokonała w niedzielę Lecha Poznań 3:1. Dwie bramki zdobył Paweł "
            "Wszołek, a mecz obejrzało 27 418 kibiców. Następne spotkanie drużyna rozegra "
            "9 listopada o godz. 18:00 na wyjeździe."
        ),
        faithful=[
            f(
                "casual",
                "preserve",
                "W niedzielę Legia ograła Lecha 3:1. Paweł Wszołek trafił do siatki dwa razy, a na "
                "trybunach zasiadło 27 418 widzów. Kolejny mecz, tym razem wyjazdowy, zespół zagra "
                "9 listopada o 18:00.",
            ),
            f(
                "pl2en",
                "en",
                "Legia Warsaw beat Lech Poznań 3-1 on Sunday. Paweł Wszołek scored twice, and the "
                "match was watched by 27,418 fans. The team plays its next game away on November 9 "
                "at 6 p.m.",
            ),
            f(
                "pl2en-concise",
                "en",
                "Legia beat Lech 3-1 on Sunday in front of 27,418 fans, with two goals from Paweł "
                "Wszołek. Next up: an away game on 9 November, 6pm.",
            ),
        ],
        damages=[
            d("number", "casual", "27 418", "24 718"),
            d("number", "pl2en", "3-1", "3-2"),
            d("date", "pl2en", "November 9", "November 19"),
            d("date", "pl2en-concise", "6pm", "8pm"),
            d("number", "pl2en-concise", "two goals", "three goals"),
            wrong(
                "pl",
                "Legia beat Lech 3-1 on Sunday in front of 27,418 fans, with two goals from Paweł "
                "Wszołek. Next up: an away game on 9 November, 6pm.",
            ),
        ],
    ),
    Passage(
        name="bank",
        source=(
            "W trzecim kwartale 2024 r. zysk netto banku wyniósł 1,17 mld zł, o 9,4 proc. mniej "
            "niż przed rokiem. Zarząd nie wyklucza, że dywidenda za ten rok będzie niższa. Akcje "
            "banku potaniały na giełdzie o ok. 3 proc."
        ),
        faithful=[
            f(
                "formal",
                "preserve",
                "Zysk netto banku w III kwartale 2024 r. ukształtował się na poziomie 1,17 mld zł, "
                "co oznacza spadek o 9,4 proc. rok do roku. Zarząd nie wyklucza obniżenia "
                "dywidendy za bieżący rok. Kurs akcji spadł o około 3 proc.",
            ),
            f(
                "pl2en",
                "en",
                "In the third quarter of 2024 the bank's net profit was PLN 1.17 billion, 9.4% "
                "lower than a year earlier. The management board does not rule out a lower "
                "dividend for this year. The bank's shares fell about 3% on the stock exchange.",
            ),
            f(
                "pl2en-casual",
                "en",
                "The bank made PLN 1.17bn net in Q3 2024, down 9.4% year on year. Management isn't "
                "ruling out a smaller dividend this year. Its stock slid roughly 3%.",
            ),
        ],
        damages=[
            d("number", "formal", "9,4 proc.", "4,9 proc."),
            d("negation", "pl2en", "does not rule out", "rules out"),
            d("number", "pl2en-casual", "roughly 3%", "roughly 30%"),
            d("number", "pl2en", "PLN 1.17 billion", "PLN 1.17 million"),
            d("negation", "formal", "nie wyklucza", "wyklucza"),
            d(
                "invented_fact",
                "pl2en-casual",
                "this year.",
                "this year, after paying PLN 2.1bn in 2023.",
            ),
        ],
    ),
    Passage(
        name="tenancy",
        source=(
            "Zgodnie z art. 673 § 3 Kodeksu cywilnego umowę najmu zawartą na czas oznaczony można "
            "wypowiedzieć tylko w wypadkach określonych w umowie. Najemca powinien złożyć "
            "wypowiedzenie na piśmie, najpóźniej na miesiąc naprzód."
        ),
        faithful=[
            f(
                "plain",
                "preserve",
                "Umowę najmu na czas określony wolno wypowiedzieć wyłącznie w sytuacjach "
                "przewidzianych w umowie (art. 673 § 3 k.c.). Wypowiedzenie najemca powinien "
                "przekazać pisemnie, co najmniej z miesięcznym wyprzedzeniem.",
            ),
            f(
                "pl2en",
                "en",
                "Under Article 673 § 3 of the Civil Code, a fixed-term lease may be terminated only "
                "in the cases specified in the contract. The tenant should give notice in writing, "
                "at least one month in advance.",
            ),
            f(
                "pl2en-formal",
                "en",
                "Article 673(3) of the Civil Code allows a fixed-term lease to be terminated only "
                "in the cases set out in the agreement. Notice should be given by the tenant in "
                "writing, at least one month ahead.",
            ),
        ],
        damages=[
            d("legal_reference", "plain", "art. 673 § 3", "art. 673 § 2"),
            d("legal_reference", "pl2en", "Under Article 673 § 3 of the Civil Code, a", "A"),
            d("modality", "plain", "powinien", "może"),
            d("modality", "pl2en", "may be terminated", "is terminated"),
            d("legal_reference", "pl2en-formal", "Article 673(3)", "Article 637(3)"),
        ],
    ),
    Passage(
        name="amoxicillin",
        source=(
            "Adults should take 500 mg of amoxicillin every 8 hours for 7 days. Do not exceed "
            "3 g per day. Some patients may experience mild diarrhoea, which usually resolves "
            "without treatment."
        ),
        faithful=[
            f(
                "plain",
                "preserve",
                "Adults should take 500 mg of amoxicillin every eight hours for seven days. Do not "
                "take more than 3 g a day. Some patients may get mild diarrhoea, which usually "
                "clears up without treatment.",
            ),
            f(
                "en2pl",
                "pl",
                "Dorośli powinni przyjmować 500 mg amoksycyliny co 8 godzin przez 7 dni. Nie "
                "przekraczać dawki 3 g na dobę. U niektórych pacjentów może wystąpić łagodna "
                "biegunka, która zwykle ustępuje bez leczenia.",
            ),
            f(
                "en2pl-leaflet",
                "pl",
                "Dorośli powinni przyjmować 500 mg amoksycyliny co 8 godzin przez siedem dni. Nie "
                "należy przekraczać 3 g na dobę. U części pacjentów może wystąpić łagodna "
                "biegunka, która zazwyczaj ustępuje bez leczenia.",
            ),
        ],
        damages=[
            d("number", "plain", "500 mg", "250 mg"),
            d("number", "en2pl", "co 8 godzin", "co 6 godzin"),
            d("number", "plain", "more than 3 g", "more than 4 g"),
            d("negation", "plain", "Do not take", "Take"),
            d("hedge", "en2pl", "U niektórych pacjentów", "U pacjentów"),
            d("hedge", "plain", "which usually clears up", "which clears up"),
            d("modality", "en2pl", "może wystąpić", "wystąpi"),
            d("negation", "en2pl", "bez leczenia", "po leczeniu"),
        ],
    ),
    Passage(
        name="cli-docs",
        source=(
            "## Installation\n\nInstall the CLI with `pip install skyline-cli==2.3.1`. Python 3.10 "
            "or newer is required.\n\n1. Create a token at https://skyline.example.com/settings/tokens.\n"
            "2. Export it as `SKYLINE_TOKEN`.\n3. Run `skyline login`.\n\nIf the login fails, see "
            "[Troubleshooting](docs/troubleshooting.md#login)."
        ),
        faithful=[
            f(
                "plain",
                "preserve",
                "## Installation\n\nYou need Python 3.10 or later. Install the CLI by running "
                "`pip install skyline-cli==2.3.1`.\n\n1. Generate a token at "
                "https://skyline.example.com/settings/tokens.\n2. Export it as `SKYLINE_TOKEN`.\n"
                "3. Run `skyline login`.\n\nIf the login fails, check "
                "[Troubleshooting](docs/troubleshooting.md#login).",
            ),
            f(
                "en2pl",
                "pl",
                "## Instalacja\n\nZainstaluj narzędzie poleceniem `pip install skyline-cli==2.3.1`. "
                "Wymagany jest Python 3.10 lub nowszy.\n\n1. Utwórz token na stronie "
                "https://skyline.example.com/settings/tokens.\n2. Wyeksportuj go jako "
                "`SKYLINE_TOKEN`.\n3. Uruchom `skyline login`.\n\nJeśli logowanie się nie powiedzie, "
                "zajrzyj do sekcji [Rozwiązywanie problemów](docs/troubleshooting.md#login).",
            ),
        ],
        damages=[
            d("code", "plain", "skyline-cli==2.3.1", "skyline-cli==2.3.0"),
            d("url", "plain", "settings/tokens", "settings/token"),
            d("markdown", "plain", "## Installation", "# Installation"),
            d("markdown", "en2pl", "docs/troubleshooting.md#login", "docs/troubleshooting.md"),
            d("number", "plain", "Python 3.10", "Python 3.1"),
            d(
                "invented_fact",
                "plain",
                "3. Run `skyline login`.",
                "3. Run `skyline login`:\n\n```bash\nskyline login --force\n```",
            ),
            d("code", "en2pl", "`skyline login`", "skyline login"),
        ],
    ),
    Passage(
        name="water",
        source=(
            "Komunikat MPWiK: w czwartek, 12 czerwca, w godz. 8:00–15:00 nastąpi przerwa w "
            "dostawie wody przy ul. Lipowej 4–18. Mieszkańcy nie muszą zgłaszać awarii. "
            "Beczkowóz stanie przy budynku nr 10. Informacje: tel. 22 445 67 89."
        ),
        faithful=[
            f(
                "concise",
                "preserve",
                "MPWiK informuje: 12 czerwca (czwartek) od 8:00 do 15:00 nastąpi przerwa w dostawie "
                "wody na ul. Lipowej 4–18. Mieszkańcy nie muszą zgłaszać awarii. Beczkowóz będzie "
                "przy budynku nr 10, informacje pod nr. tel. 22 445 67 89.",
            ),
            f(
                "pl2en",
                "en",
                "MPWiK notice: on Thursday, June 12, the water supply at 4–18 Lipowa Street will be "
                "cut off from 8 a.m. to 3 p.m. Residents do not need to report the outage. A water "
                "tanker will stand by building No. 10. Information: tel. 22 445 67 89.",
            ),
            f(
                "pl2en-formal",
                "en",
                "Notice from MPWiK: water supply to 4-18 Lipowa Street will be interrupted on "
                "Thursday 12 June between 8:00 and 15:00. Residents are not required to report the "
                "fault. A water tanker will be stationed at building no. 10. Enquiries: "
                "tel. 22 445 67 89.",
            ),
        ],
        damages=[
            d("date", "concise", "12 czerwca", "12 lipca"),
            d("date", "pl2en", "3 p.m.", "5 p.m."),
            d("number", "pl2en", "4–18 Lipowa", "4–16 Lipowa"),
            d("number", "pl2en-formal", "22 445 67 89", "22 445 76 89"),
            d("negation", "pl2en", "do not need to", "need to"),
            d("invented_fact", "concise", "awarii.", "awarii (kara do 500 zł)."),
        ],
    ),
    Passage(
        name="sourdough",
        source=(
            "Mix 500 g of flour, 350 ml of water and 10 g of salt, then leave the dough to rise "
            "for 4 hours. Bake at 230°C for 20 minutes, then lower the oven to 210°C for another "
            "25 minutes. Never slice the loaf while it is still hot."
        ),
        faithful=[
            f(
                "casual",
                "preserve",
                "Combine 500 g flour, 350 ml water and 10 g salt and let the dough rise for four "
                "hours. Bake 20 minutes at 230°C, then turn the oven down to 210°C for 25 more "
                "minutes. Never cut the bread while it's still hot.",
            ),
            f(
                "en2pl",
                "pl",
                "Wymieszaj 500 g mąki, 350 ml wody i 10 g soli, a następnie odstaw ciasto do "
                "wyrośnięcia na 4 godziny. Piecz w 230°C przez 20 minut, potem zmniejsz "
                "temperaturę do 210°C na kolejne 25 minut. Nigdy nie krój bochenka, póki jest "
                "jeszcze gorący.",
            ),
            f(
                "en2pl-casual",
                "pl",
                "Połącz 500 g mąki, 350 ml wody i 10 g soli i zostaw ciasto na cztery godziny do "
                "wyrośnięcia. Piecz 20 minut w 230 st. C, później skręć piekarnik na 210 st. C na "
                "jeszcze 25 minut. Gorącego chleba nigdy nie kroimy.",
            ),
        ],
        damages=[
            d("number", "casual", "350 ml", "530 ml"),
            d("number", "en2pl", "210°C", "200°C"),
            d("number", "en2pl-casual", "cztery godziny", "trzy godziny"),
            d("negation", "casual", "Never cut", "Cut"),
            d("negation", "en2pl", "Nigdy nie krój", "Krój"),
            d("number", "casual", "25 more minutes", "35 more minutes"),
        ],
    ),
    Passage(
        name="grunwald",
        source=(
            "Bitwa pod Grunwaldem rozegrała się 15 lipca 1410 r. i była jedną z największych "
            "bitew średniowiecznej Europy. Wojska polsko-litewskie liczyły prawdopodobnie ok. "
            "39 tys. ludzi. Pole bitwy odwiedza dziś co roku ponad 100 tys. turystów."
        ),
        faithful=[
            f(
                "formal",
                "preserve",
                "Do bitwy pod Grunwaldem doszło 15 lipca 1410 roku; należała ona do największych "
                "starć w średniowiecznej Europie. Armia polsko-litewska liczyła prawdopodobnie "
                "około 39 tysięcy żołnierzy. Obecnie pole bitwy odwiedza rocznie ponad "
                "100 tysięcy turystów.",
            ),
            f(
                "pl2en",
                "en",
                "The Battle of Grunwald was fought on 15 July 1410 and was one of the largest "
                "battles of medieval Europe. The Polish-Lithuanian army probably numbered about "
                "39,000 men. Today more than 100,000 tourists visit the battlefield every year.",
            ),
            f(
                "pl2en-us",
                "en",
                "Fought on July 15th, 1410, the Battle of Grunwald ranks among the biggest battles "
                "of medieval Europe. The Polish-Lithuanian forces probably totalled around 39 "
                "thousand men. Over 100 thousand tourists now visit the battlefield each year.",
            ),
        ],
        damages=[
            d("date", "formal", "15 lipca 1410 roku", "15 lipca 1411 roku"),
            d("date", "pl2en", "15 July 1410", "16 July 1410"),
            d("number", "pl2en", "39,000", "30,000"),
            d("hedge", "pl2en", "probably numbered", "numbered"),
            d("hedge", "formal", "liczyła prawdopodobnie", "liczyła"),
            wrong(
                "en",
                "Do bitwy pod Grunwaldem doszło 15 lipca 1410 roku; należała ona do największych "
                "starć w średniowiecznej Europie. Armia polsko-litewska liczyła prawdopodobnie "
                "około 39 tysięcy żołnierzy.",
            ),
        ],
    ),
    Passage(
        name="earthquake",
        source=(
            "A magnitude 6.2 earthquake struck off the coast of Japan at 11:42 p.m. local time on "
            "Tuesday, the Japan Meteorological Agency said. No tsunami warning was issued. At "
            "least 14 people were injured, and about 3,000 homes lost power."
        ),
        faithful=[
            f(
                "concise",
                "preserve",
                "A 6.2-magnitude quake hit off Japan's coast at 11:42 p.m. local time on Tuesday, "
                "according to the Japan Meteorological Agency. No tsunami warning was issued. At "
                "least 14 people were hurt and some 3,000 homes lost electricity.",
            ),
            f(
                "en2pl",
                "pl",
                "We wtorek o godz. 23:42 czasu lokalnego u wybrzeży Japonii doszło do trzęsienia "
                "ziemi o magnitudzie 6,2 – poinformowała Japońska Agencja Meteorologiczna. Nie "
                "wydano ostrzeżenia przed tsunami. Co najmniej 14 osób zostało rannych, a ok. "
                "3 tys. domów straciło prąd.",
            ),
        ],
        damages=[
            d("number", "concise", "6.2-magnitude", "6.8-magnitude"),
            d("date", "en2pl", "23:42", "22:42"),
            d(
                "negation",
                "concise",
                "No tsunami warning was issued.",
                "A tsunami warning was issued.",
            ),
            d("number", "en2pl", "3 tys.", "30 tys."),
            d("invented_fact", "concise", "Tuesday,", "Tuesday, 4 March 2025,"),
            wrong(
                "preserve",
                "We wtorek o godz. 23:42 czasu lokalnego u wybrzeży Japonii doszło do trzęsienia "
                "ziemi o magnitudzie 6,2. Nie wydano ostrzeżenia przed tsunami.",
            ),
        ],
    ),
    Passage(
        name="rates",
        source=(
            "The National Bank of Poland kept its reference rate at 5.75% on Wednesday, as "
            "expected. Governor Adam Glapiński said rates are unlikely to fall before the end of "
            "2025. Inflation slowed to 4.9% in October from 5.0% in September."
        ),
        faithful=[
            f(
                "plain",
                "preserve",
                "As expected, the National Bank of Poland left its reference rate unchanged at "
                "5.75% on Wednesday. According to Governor Adam Glapiński, a cut before the end of "
                "2025 is unlikely. In October inflation eased to 4.9%, down from 5.0% in September.",
            ),
            f(
                "en2pl",
                "pl",
                "Narodowy Bank Polski w środę, zgodnie z oczekiwaniami, utrzymał stopę referencyjną "
                "na poziomie 5,75 proc. Prezes Adam Glapiński powiedział, że obniżka stóp przed "
                "końcem 2025 r. jest mało prawdopodobna. Inflacja spowolniła w październiku do "
                "4,9 proc. z 5,0 proc. we wrześniu.",
            ),
        ],
        damages=[
            d("number", "plain", "5.75%", "5.25%"),
            d("hedge", "plain", "is unlikely", "is off the table"),
            d("date", "en2pl", "w październiku", "w listopadzie"),
            d("number", "en2pl", "4,9 proc.", "4,5 proc."),
            d("date", "plain", "end of 2025", "end of 2026"),
        ],
    ),
    Passage(
        name="marathon",
        source=(
            "Kenyan runner Ruth Chepngetich won the Chicago Marathon in 2:09:56 on October 13, "
            "2024, breaking the women's world record by nearly two minutes. More than 50,000 "
            "runners finished the race."
        ),
        faithful=[
            f(
                "en2pl",
                "pl",
                "Kenijka Ruth Chepngetich wygrała 13 października 2024 r. maraton w Chicago z "
                "czasem 2:09:56, poprawiając kobiecy rekord świata o niemal dwie minuty. Bieg "
                "ukończyło ponad 50 tys. zawodników.",
            ),
            f(
                "casual",
                "preserve",
                "On 13 October 2024 Kenya's Ruth Chepngetich ran the Chicago Marathon in 2:09:56, "
                "smashing the women's world record by almost two minutes. Over 50,000 runners "
                "crossed the finish line.",
            ),
        ],
        damages=[
            d("number", "casual", "2:09:56", "2:09:59"),
            d("date", "en2pl", "13 października", "3 października"),
            d("number", "casual", "two minutes", "three minutes"),
            d("number", "en2pl", "50 tys.", "15 tys."),
            d(
                "invented_fact",
                "casual",
                "finish line.",
                "finish line (https://www.chicagomarathon.com/results).",
            ),
        ],
    ),
    Passage(
        name="pit",
        source=(
            "Podatnicy muszą złożyć zeznanie PIT-37 do 30 kwietnia 2025 r. Deklarację można "
            "przesłać przez internet na stronie https://www.podatki.gov.pl/twoj-e-pit. Za "
            "spóźnienie może grozić grzywna do 5 tys. zł."
        ),
        faithful=[
            f(
                "plain",
                "preserve",
                "Zeznanie PIT-37 trzeba złożyć do 30.04.2025 r. Można to zrobić online, pod adresem "
                "https://www.podatki.gov.pl/twoj-e-pit. Spóźnialskim może grozić grzywna w "
                "wysokości do 5 000 zł.",
            ),
            f(
                "pl2en",
                "en",
                "Taxpayers must file their PIT-37 return by 30 April 2025. The return can be "
                "submitted online at https://www.podatki.gov.pl/twoj-e-pit. Filing late may result "
                "in a fine of up to PLN 5,000.",
            ),
            f(
                "pl2en-us",
                "en",
                "The PIT-37 return must be filed by April 30th, 2025. It can be sent online at "
                "podatki.gov.pl/twoj-e-pit. A late filer may be fined up to 5,000 zlotys.",
            ),
        ],
        damages=[
            d("date", "plain", "30.04.2025", "30.05.2025"),
            d("url", "pl2en", "twoj-e-pit", "e-pit"),
            d("number", "pl2en-us", "5,000 zlotys", "50,000 zlotys"),
            d("modality", "pl2en", "must file", "can file"),
            d("modality", "pl2en-us", "may be fined", "will be fined"),
            d("number", "pl2en", "PIT-37", "PIT-36"),
        ],
    ),
    Passage(
        name="hypertension",
        source=(
            "Według wytycznych ESC z 2024 r. docelowe ciśnienie skurczowe u większości dorosłych "
            "wynosi 120–129 mmHg. U pacjentów powyżej 85. roku życia cele mogą być mniej "
            "rygorystyczne. Leczenie należy rozpocząć, jeśli ciśnienie przekracza 140/90 mmHg."
        ),
        faithful=[
            f(
                "pl2en",
                "en",
                "According to the 2024 ESC guidelines, the target systolic pressure for most adults "
                "is 120–129 mmHg. In patients over 85, targets may be less strict. Treatment "
                "should be started if blood pressure exceeds 140/90 mmHg.",
            ),
            f(
                "formal",
                "preserve",
                "Wytyczne ESC z 2024 roku wskazują, że u większości dorosłych ciśnienie skurczowe "
                "powinno mieścić się w przedziale 120–129 mmHg. W przypadku osób, które ukończyły "
                "85 lat, cele mogą być łagodniejsze. Leczenie należy wdrożyć, gdy ciśnienie "
                "przekracza 140/90 mmHg.",
            ),
        ],
        damages=[
            d("number", "pl2en", "120–129 mmHg", "120–139 mmHg"),
            d("number", "pl2en", "140/90", "130/80"),
            d("modality", "pl2en", "targets may be less strict", "targets are less strict"),
            d(
                "citation",
                "formal",
                "Wytyczne ESC z 2024 roku wskazują",
                "Wytyczne ESC z 2021 roku wskazują",
            ),
            d("modality", "pl2en", "should be started", "can be started"),
        ],
    ),
    Passage(
        name="remote-work",
        source=(
            "As Nowak and Smith (2021) showed, remote work raised reported productivity by 13% "
            "[4]. Later studies, however, found smaller effects (Lee et al., 2023; Garcia, 2022, "
            "p. 112)."
        ),
        faithful=[
            f(
                "en2pl",
                "pl",
                "Jak wykazali Nowak i Smith (2021), praca zdalna zwiększyła deklarowaną wydajność o "
                "13 proc. [4]. Późniejsze badania wskazały jednak na mniejsze efekty (Lee i in., "
                "2023; Garcia, 2022, s. 112).",
            ),
            f(
                "plain",
                "preserve",
                "Nowak and Smith (2021) showed that working remotely increased self-reported "
                "productivity by 13% [4]. Subsequent research found the effects to be smaller, "
                "though (Lee et al., 2023; Garcia, 2022, p. 112).",
            ),
        ],
        damages=[
            d("citation", "plain", "Nowak and Smith (2021)", "Nowak and Smith (2020)"),
            d("citation", "en2pl", " [4]", ""),
            d("citation", "plain", "p. 112", "p. 121"),
            d("citation", "en2pl", "Lee i in., 2023; ", ""),
            d("number", "plain", "by 13%", "by 31%"),
            d("invented_fact", "plain", "by 13% [4].", "by 13% [4], confirmed by Brown (2024)."),
        ],
    ),
    Passage(
        name="housing",
        source=(
            "Według GUS w 2023 r. oddano do użytkowania 220,4 tys. mieszkań, czyli o 7,2 proc. "
            "mniej niż rok wcześniej. Najwięcej, ponad 40 tys., powstało na Mazowszu. Dług "
            "publiczny przekroczył w tym czasie 1,6 bln zł."
        ),
        faithful=[
            f(
                "pl2en",
                "en",
                "According to Statistics Poland, 220,400 homes were completed in 2023, 7.2% fewer "
                "than the year before. The most, over 40,000, were built in Mazovia. Public debt "
                "meanwhile exceeded PLN 1.6 trillion.",
            ),
            f(
                "casual",
                "preserve",
                "GUS podaje, że w 2023 roku oddano 220,4 tys. mieszkań – o 7,2 proc. mniej niż w "
                "2022 r. Najwięcej, ponad 40 tys., przybyło na Mazowszu. Dług publiczny przebił "
                "w tym czasie 1,6 bln zł.",
            ),
        ],
        damages=[
            d("number", "pl2en", "220,400", "204,400"),
            d("number", "pl2en", "7.2%", "2.7%"),
            d("number", "casual", "ponad 40 tys.", "ponad 14 tys."),
            d("number", "pl2en", "PLN 1.6 trillion", "PLN 1.6 billion"),
        ],
    ),
    Passage(
        name="server-config",
        source=(
            "### Konfiguracja\n\n- Ustaw `timeout = 30` w pliku `config.toml`.\n- Domyślny port to "
            "8080.\n- **Nie** uruchamiaj serwera jako root.\n\nWięcej informacji znajdziesz w "
            "[dokumentacji](https://docs.example.org/pl/config)."
        ),
        faithful=[
            f(
                "pl2en",
                "en",
                "### Configuration\n\n- Set `timeout = 30` in `config.toml`.\n- The default port is "
                "8080.\n- **Do not** run the server as root.\n\nFor more information, see the "
                "[documentation](https://docs.example.org/pl/config).",
            ),
            f(
                "concise",
                "preserve",
                "### Konfiguracja\n\n- W `config.toml` ustaw `timeout = 30`.\n- Port domyślny: "
                "8080.\n- **Nie** uruchamiaj serwera z konta root.\n\nSzczegóły: "
                "[dokumentacja](https://docs.example.org/pl/config).",
            ),
        ],
        damages=[
            d("code", "pl2en", "`timeout = 30`", "`timeout = 60`"),
            d("number", "concise", "8080", "8000"),
            d("negation", "pl2en", "**Do not** run", "Run"),
            d("url", "concise", "docs.example.org/pl/config", "docs.example.org/en/config"),
            d("markdown", "pl2en", "- The default port is 8080.\n", ""),
            d("invented_fact", "concise", "Szczegóły:", '{"status": "ok"}\n\nSzczegóły:'),
        ],
    ),
    Passage(
        name="solidarity",
        source=(
            "The Solidarity trade union, founded in August 1980, had about 10 million members by "
            "the end of 1981. It was banned under martial law in the 1980s, but it never "
            "disappeared entirely."
        ),
        faithful=[
            f(
                "en2pl",
                "pl",
                "Założony w sierpniu 1980 r. związek zawodowy „Solidarność” liczył pod koniec "
                "1981 r. ok. 10 mln członków. W latach 80. został zdelegalizowany w stanie "
                "wojennym, ale nigdy całkowicie nie zniknął.",
            ),
            f(
                "formal",
                "preserve",
                "Founded in August 1980, the Solidarity trade union numbered roughly ten million "
                "members by late 1981. Although it was outlawed under martial law in the 1980s, "
                "it never vanished completely.",
            ),
        ],
        damages=[
            d("date", "en2pl", "w sierpniu 1980 r.", "we wrześniu 1980 r."),
            d("number", "formal", "ten million", "two million"),
            d("negation", "en2pl", "nigdy całkowicie nie zniknął", "całkowicie zniknął"),
            d("date", "formal", "late 1981", "late 1982"),
        ],
    ),
    Passage(
        name="frost",
        source=(
            "W nocy temperatura spadnie do -12°C, a w górach może spaść nawet 25 cm śniegu. "
            "Kierowcy powinni unikać zbędnych podróży. IMGW wydał ostrzeżenia drugiego stopnia "
            "dla 6 województw."
        ),
        faithful=[
            f(
                "pl2en",
                "en",
                "Overnight the temperature will drop to -12°C, and up to 25 cm of snow may fall in "
                "the mountains. Drivers should avoid unnecessary journeys. IMGW has issued "
                "second-degree warnings for six provinces.",
            ),
            f(
                "plain",
                "preserve",
                "Nocą termometry pokażą do -12°C, a w górach może przybyć nawet 25 cm śniegu. "
                "Kierowcy powinni zrezygnować ze zbędnych wyjazdów. IMGW ogłosił ostrzeżenia "
                "drugiego stopnia dla sześciu województw.",
            ),
        ],
        damages=[
            d("number", "pl2en", "25 cm", "35 cm"),
            d("modality", "pl2en", "may fall", "will fall"),
            d("modality", "plain", "powinni zrezygnować", "mogą zrezygnować"),
            d("number", "plain", "sześciu województw", "siedmiu województw"),
        ],
    ),
    Passage(
        name="flight-delay",
        source=(
            "Under Regulation (EC) No 261/2004, passengers whose flight arrives more than 3 hours "
            "late are entitled to compensation of €250 to €600, depending on the distance. The "
            "airline does not have to pay if the delay was caused by extraordinary circumstances."
        ),
        faithful=[
            f(
                "en2pl",
                "pl",
                "Zgodnie z rozporządzeniem (WE) nr 261/2004 pasażerom, których lot przyleciał z "
                "ponad 3-godzinnym opóźnieniem, przysługuje odszkodowanie od 250 do 600 euro, "
                "zależnie od odległości. Przewoźnik nie musi płacić, jeśli opóźnienie wynikało z "
                "nadzwyczajnych okoliczności.",
            ),
            f(
                "plain",
                "preserve",
                "Regulation (EC) No 261/2004 entitles passengers to €250–€600 in compensation, "
                "depending on distance, when their flight lands more than three hours late. The "
                "airline does not have to pay if extraordinary circumstances caused the delay.",
            ),
        ],
        damages=[
            d("legal_reference", "en2pl", "261/2004", "216/2004"),
            d("number", "plain", "€250–€600", "€250–€400"),
            d("negation", "en2pl", "nie musi płacić", "musi płacić"),
            d("number", "plain", "three hours", "two hours"),
        ],
    ),
    Passage(
        name="centuries",
        source=(
            "Kościół Mariacki w Krakowie przebudowano na przełomie XIII i XIV w. Wysokość wyższej "
            "wieży wynosi 82 m. Codziennie o godz. 12 z wieży grany jest hejnał, a przerwany "
            "motyw nawiązuje do legendy z XIII wieku."
        ),
        faithful=[
            f(
                "pl2en",
                "en",
                "St. Mary's Basilica in Kraków was rebuilt at the turn of the 13th and 14th "
                "centuries. Its taller tower is 82 m high. Every day at 12 noon a bugle call is "
                "played from the tower, and its broken-off tune refers to a 13th-century legend.",
            ),
            f(
                "plain",
                "preserve",
                "Krakowski Kościół Mariacki przebudowano na przełomie XIII i XIV wieku. Wyższa "
                "wieża ma 82 m wysokości. Codziennie o 12:00 z wieży rozbrzmiewa hejnał, którego "
                "urwana melodia nawiązuje do trzynastowiecznej legendy.",
            ),
        ],
        damages=[
            d("number", "pl2en", "82 m", "28 m"),
            d("date", "plain", "o 12:00", "o 13:00"),
            d("number", "pl2en", "13th-century legend", "14th-century legend"),
        ],
    ),
    Passage(
        name="school",
        source=(
            "Egzamin ósmoklasisty z matematyki odbędzie się 14 maja o godz. 9:00 i potrwa "
            "100 minut. Uczniowie z dysleksją mogą otrzymać dodatkowe 50 minut. Na salę nie "
            "wolno wnosić telefonów."
        ),
        faithful=[
            f(
                "pl2en",
                "en",
                "The eighth-grade maths exam will take place on May 14 at 9:00 a.m. and will last "
                "100 minutes. Students with dyslexia may be given an extra 50 minutes. Phones may "
                "not be brought into the exam room.",
            ),
            f(
                "casual",
                "preserve",
                "Matematyka na egzaminie ósmoklasisty: 14 maja, start o 9:00, czas – 100 minut. "
                "Uczniowie z dysleksją mogą dostać 50 minut więcej. Telefonów nie wolno wnosić na "
                "salę.",
            ),
        ],
        damages=[
            d("date", "pl2en", "May 14", "May 15"),
            d("number", "casual", "50 minut", "30 minut"),
            d("negation", "casual", "Telefonów nie wolno wnosić", "Telefony wolno wnosić"),
            d("modality", "pl2en", "may be given", "are given"),
            d("invented_fact", "pl2en", "100 minutes.", "100 minutes (see § 12 of the rules)."),
        ],
    ),
    Passage(
        name="museum",
        source=(
            "The museum is open Tuesday to Sunday from 10 a.m. to 6 p.m.; on Thursdays admission "
            "is free. Tickets cost £12, or £8 for students. Visitors rarely need to book in "
            "advance, but groups of more than 15 people must."
        ),
        faithful=[
            f(
                "en2pl",
                "pl",
                "Muzeum jest czynne od wtorku do niedzieli w godz. 10–18, a w czwartki wstęp jest "
                "bezpłatny. Bilety kosztują 12 funtów, dla studentów 8 funtów. Zwiedzający rzadko "
                "muszą rezerwować wcześniej, ale grupy liczące ponad 15 osób muszą.",
            ),
            f(
                "concise",
                "preserve",
                "Open Tue–Sun, 10:00–18:00; free entry on Thursdays. Tickets: £12 (students £8). "
                "Visitors rarely need to book ahead, but groups of over 15 must.",
            ),
        ],
        damages=[
            d("number", "en2pl", "12 funtów", "15 funtów"),
            d("date", "concise", "10:00–18:00", "10:00–17:00"),
            d("hedge", "concise", "Visitors rarely need", "Visitors need"),
            d("number", "concise", "groups of over 15", "groups of over 10"),
        ],
    ),
    Passage(
        name="festival",
        source=(
            "Festiwal odbędzie się od 1 do 15 lipca 2025 r. w Gdańsku. Koncerty zaczynają się "
            "codziennie o 19, a bilety kosztują 45 zł. Dzieci do lat 12 wchodzą za darmo."
        ),
        faithful=[
            f(
                "pl2en",
                "en",
                "The festival will take place in Gdańsk from 1 to 15 July 2025. Concerts start "
                "every day at 7 p.m., and tickets cost PLN 45. Children under 12 get in free.",
            ),
            f(
                "pl2en-us",
                "en",
                "The festival runs July 1–15, 2025, in Gdańsk. Concerts begin daily at 7 pm and "
                "tickets are 45 zlotys. Kids under twelve are admitted free of charge.",
            ),
            f(
                "casual",
                "preserve",
                "Od 1 do 15 lipca 2025 r. Gdańsk zaprasza na festiwal. Koncerty startują "
                "codziennie o 19:00, bilet kosztuje 45 zł, a dzieci poniżej 12 lat wchodzą "
                "bezpłatnie.",
            ),
        ],
        damages=[
            d("date", "pl2en", "from 1 to 15 July", "from 1 to 25 July"),
            d("date", "pl2en-us", "at 7 pm", "at 8 pm"),
            d("number", "casual", "45 zł", "54 zł"),
        ],
    ),
    Passage(
        name="warsaw-rising",
        source=(
            "Powstanie warszawskie wybuchło 1 sierpnia 1944 r. o godz. 17:00 i trwało 63 dni. "
            "Zginęło w nim ok. 16 tys. powstańców i od 150 do 200 tys. cywilów. Nie wszyscy "
            "historycy zgadzają się co do tych liczb."
        ),
        faithful=[
            f(
                "pl2en",
                "en",
                "The Warsaw Uprising broke out on 1 August 1944 at 5 p.m. and lasted 63 days. "
                "About 16,000 insurgents and between 150,000 and 200,000 civilians were killed. "
                "Not all historians agree on these figures.",
            ),
            f(
                "pl2en-ordinal",
                "en",
                "The Warsaw Uprising began on the 1st of August 1944 at 17:00 and went on for 63 "
                "days. Around 16 thousand insurgents died, along with 150,000–200,000 civilians. "
                "Not all historians accept these numbers.",
            ),
            f(
                "formal",
                "preserve",
                "Wybuch powstania warszawskiego nastąpił 1 sierpnia 1944 roku o 17:00; walki "
                "trwały 63 dni. Śmierć poniosło około 16 tysięcy powstańców oraz od 150 do 200 "
                "tysięcy cywilów. Nie wszyscy historycy akceptują te dane.",
            ),
        ],
        damages=[
            d("date", "pl2en", "1 August 1944", "1 September 1944"),
            d("number", "pl2en-ordinal", "63", "36"),
            d("negation", "pl2en", "Not all historians agree", "All historians agree"),
            d("number", "formal", "od 150 do 200", "od 150 do 250"),
        ],
    ),
    Passage(
        name="library-email",
        source=(
            "Zwrot książek jest możliwy do 20 grudnia. Pytania prosimy kierować na adres "
            "wypozyczalnia@bib.example.pl lub pod numer 12 345 67 89. Czytelnicy mogą "
            "przedłużyć wypożyczenie najwyżej dwa razy."
        ),
        faithful=[
            f(
                "pl2en",
                "en",
                "Books can be returned until 20 December. Please send questions to "
                "wypozyczalnia@bib.example.pl or call 12 345 67 89. Readers can renew a loan no "
                "more than twice.",
            ),
            f(
                "plain",
                "preserve",
                "Książki można oddawać do 20 grudnia. Z pytaniami prosimy pisać na "
                "wypozyczalnia@bib.example.pl albo dzwonić pod 12 345 67 89. Wypożyczenie można "
                "przedłużyć maksymalnie dwukrotnie.",
            ),
        ],
        damages=[
            d("url", "pl2en", "wypozyczalnia@bib.example.pl", "wypozyczalnia@bib.example.com"),
            d("number", "plain", "dwukrotnie", "trzykrotnie"),
            d("date", "pl2en", "20 December", "20 November"),
        ],
    ),
    Passage(
        name="book-ref",
        source=(
            "The quotation comes from Norman Davies, God's Playground (Oxford University Press, "
            "2005), vol. 2, pp. 341–343, ISBN 978-0-19-925340-1. Davies (2005) argues that the "
            "partitions were not inevitable."
        ),
        faithful=[
            f(
                "en2pl",
                "pl",
                "Cytat pochodzi z książki Normana Daviesa Boże igrzysko (Oxford University Press, "
                "2005), t. 2, s. 341–343, ISBN 978-0-19-925340-1. Davies (2005) twierdzi, że "
                "rozbiory nie były nieuniknione.",
            ),
            f(
                "plain",
                "preserve",
                "The quote is taken from God's Playground by Norman Davies (Oxford University "
                "Press, 2005), vol. 2, pp. 341-343, ISBN 978-0-19-925340-1. Davies (2005) "
                "claims the partitions were not inevitable.",
            ),
        ],
        damages=[
            d("citation", "plain", "pp. 341-343", "pp. 314-343"),
            d("url", "en2pl", "925340", "925304"),
            d("negation", "plain", "were not inevitable", "were inevitable"),
        ],
    ),
    Passage(
        name="inflation-en",
        source=(
            "Consumer prices in the euro area rose 2.4% in the twelve months to March 2024, "
            "down from 2.6% in February. Core inflation eased to 2.9%. Economists had expected "
            "a reading of 2.5%."
        ),
        faithful=[
            f(
                "en2pl",
                "pl",
                "Ceny konsumpcyjne w strefie euro wzrosły o 2,4 proc. w ciągu dwunastu miesięcy do "
                "marca 2024 r., wobec 2,6 proc. w lutym. Inflacja bazowa zmalała do 2,9 proc. "
                "Ekonomiści spodziewali się odczytu na poziomie 2,5 proc.",
            ),
            f(
                "concise",
                "preserve",
                "Euro-area consumer prices were up 2.4% year on year in March 2024, after 2.6% in "
                "February. Core inflation slowed to 2.9%, while economists had forecast 2.5%.",
            ),
            f(
                "en2pl-percent",
                "pl",
                "Inflacja w strefie euro wyniosła w marcu 2024 r. 2,4 procent rok do roku (w lutym "
                "2,6 procent). Bazowa spadła do 2,9 procent, choć ekonomiści oczekiwali 2,5 "
                "procent.",
            ),
        ],
        damages=[
            d("number", "concise", "2.9%", "2.7%"),
            d("date", "en2pl", "marca 2024 r.", "maja 2024 r."),
            d("number", "en2pl-percent", "2,5", "2,6"),
        ],
    ),
    Passage(
        name="api-docs",
        source=(
            "# Rate limits\n\nEach API key may send up to 600 requests per minute. When the limit "
            "is exceeded, the server returns `429 Too Many Requests` and a `Retry-After` header.\n\n"
            "- Free plan: 60 requests per minute\n- Pro plan: 600 requests per minute\n\nSee "
            "[pricing](https://api.example.io/pricing) for details."
        ),
        faithful=[
            f(
                "en2pl",
                "pl",
                "# Limity zapytań\n\nKażdy klucz API może wysłać do 600 zapytań na minutę. Po "
                "przekroczeniu limitu serwer zwraca `429 Too Many Requests` oraz nagłówek "
                "`Retry-After`.\n\n- Plan darmowy: 60 zapytań na minutę\n- Plan Pro: 600 zapytań "
                "na minutę\n\nSzczegóły: [cennik](https://api.example.io/pricing).",
            ),
            f(
                "plain",
                "preserve",
                "# Rate limits\n\nAn API key may send at most 600 requests a minute. Above that, "
                "the server responds with `429 Too Many Requests` and a `Retry-After` header.\n\n"
                "- Free plan: 60 requests a minute\n- Pro plan: 600 requests a minute\n\nDetails "
                "are on the [pricing](https://api.example.io/pricing) page.",
            ),
        ],
        damages=[
            d("number", "plain", "Free plan: 60", "Free plan: 100"),
            d("code", "en2pl", "`429 Too Many Requests`", "`503 Service Unavailable`"),
            d("markdown", "plain", "- Pro plan", "Pro plan"),
            d("modality", "plain", "may send at most", "sends at most"),
        ],
    ),
    Passage(
        name="clinic",
        source=(
            "Przychodnia przy ul. Kwiatowej 7 będzie nieczynna od 24 do 26 grudnia. W tym czasie "
            "pacjenci mogą korzystać z nocnej i świątecznej opieki zdrowotnej pod numerem "
            "800 190 590. Recepty można zamawiać przez e-mail: recepty@przychodnia.example.pl."
        ),
        faithful=[
            f(
                "pl2en",
                "en",
                "The clinic at 7 Kwiatowa Street will be closed from 24 to 26 December. During "
                "this time patients can use the out-of-hours health service on 800 190 590. "
                "Prescriptions can be ordered by e-mail: recepty@przychodnia.example.pl.",
            ),
            f(
                "formal",
                "preserve",
                "W dniach 24–26 grudnia przychodnia przy ul. Kwiatowej 7 będzie zamknięta. "
                "Pacjenci mogą wówczas korzystać z nocnej i świątecznej opieki zdrowotnej "
                "(tel. 800 190 590). Recepty można zamawiać mailowo: recepty@przychodnia.example.pl.",
            ),
        ],
        damages=[
            d("date", "pl2en", "from 24 to 26 December", "from 24 to 27 December"),
            d("number", "formal", "800 190 590", "800 190 509"),
            d("modality", "pl2en", "patients can use", "patients use"),
        ],
    ),
    Passage(
        name="cycling",
        source=(
            "Tadej Pogačar won the Tour de France for the third time on 21 July 2024. He finished "
            "6 minutes and 17 seconds ahead of Jonas Vingegaard and won six stages. Few riders "
            "have dominated a Grand Tour so clearly."
        ),
        faithful=[
            f(
                "en2pl",
                "pl",
                "Tadej Pogačar po raz trzeci wygrał Tour de France 21 lipca 2024 r. Na mecie miał "
                "6 minut i 17 sekund przewagi nad Jonasem Vingegaardem i wygrał sześć etapów. "
                "Niewielu kolarzy tak wyraźnie zdominowało wielki tour.",
            ),
            f(
                "casual",
                "preserve",
                "On 21 July 2024 Tadej Pogačar took his third Tour de France, beating Jonas "
                "Vingegaard by 6 min 17 s and winning six stages along the way. Few riders have "
                "ruled a Grand Tour this clearly.",
            ),
        ],
        damages=[
            d("number", "casual", "6 min 17 s", "6 min 7 s"),
            d("number", "en2pl", "sześć etapów", "pięć etapów"),
            d("hedge", "casual", "Few riders have", "No rider has"),
        ],
    ),
    Passage(
        name="gov-grant",
        source=(
            "Wnioski o dofinansowanie w programie „Czyste Powietrze” można składać do "
            "31 marca 2026 r. Maksymalna dotacja wynosi 135 tys. zł. Szczegóły określa § 4 "
            "regulaminu, a wnioski przyjmuje wyłącznie serwis https://czystepowietrze.gov.pl."
        ),
        faithful=[
            f(
                "pl2en",
                "en",
                "Applications for funding under the Clean Air programme can be submitted until "
                "March 31, 2026. The maximum grant is PLN 135,000. Details are set out in § 4 of "
                "the rules, and applications are accepted only via https://czystepowietrze.gov.pl.",
            ),
            f(
                "plain",
                "preserve",
                "Do 31 marca 2026 roku można składać wnioski w programie „Czyste Powietrze”. "
                "Dotacja wynosi maksymalnie 135 000 zł. Szczegóły zawiera § 4 regulaminu; "
                "wnioski przyjmowane są tylko przez https://czystepowietrze.gov.pl.",
            ),
            f(
                "pl2en-section",
                "en",
                "Clean Air programme grant applications may be filed until 31 March 2026. The "
                "grant is capped at PLN 135k. Section 4 of the rules gives the details; "
                "applications are accepted only through https://czystepowietrze.gov.pl.",
            ),
        ],
        damages=[
            d("legal_reference", "pl2en", "§ 4", "§ 5"),
            d("number", "plain", "135 000 zł", "153 000 zł"),
            d("date", "pl2en-section", "31 March 2026", "31 March 2025"),
            d("url", "pl2en", "https://czystepowietrze.gov.pl", "https://czyste-powietrze.gov.pl"),
        ],
    ),
    Passage(
        name="pierogi",
        source=(
            "Na ciasto potrzeba 500 g mąki, jednego jajka i ok. 250 ml ciepłej wody. Pierogi "
            "gotuj partiami po 10–12 sztuk przez 3 minuty od wypłynięcia. Farsz można "
            "przygotować dzień wcześniej."
        ),
        faithful=[
            f(
                "pl2en",
                "en",
                "For the dough you need 500 g of flour, one egg and about 250 ml of warm water. "
                "Cook the pierogi in batches of 10–12 for 3 minutes after they float to the top. "
                "The filling can be made a day ahead.",
            ),
            f(
                "casual",
                "preserve",
                "Do ciasta: 500 g mąki, jedno jajko i około 250 ml ciepłej wody. Gotuj po 10–12 "
                "pierogów naraz, 3 minuty od wypłynięcia. Farsz możesz zrobić dzień wcześniej.",
            ),
        ],
        damages=[
            d("number", "pl2en", "about 250 ml", "about 150 ml"),
            d("number", "casual", "3 minuty", "5 minut"),
            d("modality", "pl2en", "can be made", "must be made"),
        ],
    ),
]


_LANGUAGES: dict[str, Lang] = {"pl": "pl", "en": "en", "preserve": "preserve"}


def records() -> list[dict[str, str | None]]:
    """Every pair of the set, faithful first."""
    rows: list[dict[str, str | None]] = []
    for passage in PASSAGES:
        for cand in passage.faithful:
            rows.append(
                _row(
                    f"{passage.name}-{cand.style}-faithful",
                    passage.source,
                    cand.text,
                    cand.language,
                    None,
                )
            )
    for passage in PASSAGES:
        bases = {cand.style: cand for cand in passage.faithful}
        for index, damage in enumerate(passage.damages):
            if damage.kind == "wrong_language":
                candidate, language = damage.new, _LANGUAGES[damage.base]
            else:
                base = bases[damage.base]
                if damage.old not in base.text:
                    raise ValueError(f"{passage.name}: {damage.old!r} is not in {damage.base}")
                candidate, language = base.text.replace(damage.old, damage.new, 1), base.language
            rows.append(
                _row(
                    f"{passage.name}-{damage.kind}-{index}",
                    passage.source,
                    candidate,
                    language,
                    damage.kind,
                )
            )
    return rows


def _row(
    name: str, source: str, candidate: str, language: Lang, damage: str | None
) -> dict[str, str | None]:
    return {
        "id": name,
        "source": source,
        "candidate": candidate,
        "language": language,
        "label": "faithful" if damage is None else "damaged",
        "damage": damage,
    }


def main() -> None:
    rows = records()
    with OUT.open("w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(rows)} pairs written to {OUT}")


if __name__ == "__main__":
    main()
