"""detect_language: Polish, English, or unknown for mixed, foreign and empty texts."""

from __future__ import annotations

from pathlib import Path

import pytest

from skryba.guard.evaluation import load_pairs
from skryba.language import (
    LOW_ACCURACY_CHARS,
    MINIMUM_CONFIDENCE,
    WHOLE_TEXT_CHARS,
    _detector,
    _pieces,
    _plainly,
    _polish_or_english,
    _without_names,
    _without_noise,
    detect_language,
    language_shares,
)

POLISH = (
    "Wczoraj wieczorem poszliśmy z dziećmi do parku, bo pogoda była wyjątkowo ładna. "
    "Najmłodszy syn chciał karmić kaczki, ale strażnik powiedział, że chleb im szkodzi, "
    "więc kupiliśmy specjalną karmę w małym kiosku przy stawie."
)
ENGLISH = (
    "Yesterday evening we took the children to the park because the weather was unusually "
    "nice. The youngest wanted to feed the ducks, but a warden told us that bread is bad for "
    "them, so we bought proper feed at a small kiosk by the pond."
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (POLISH, "pl"),
        (ENGLISH, "en"),
        # short texts
        ("Dzień dobry, jak się masz?", "pl"),
        ("How are you doing today?", "en"),
        ("Zażółć gęślą jaźń.", "pl"),
        ("The end.", "en"),
        # Polish typed without diacritics still has Polish function words
        ("To jest bardzo dobry pomysl, ale nie mamy na to czasu.", "pl"),
        # upper-case diacritics
        ("ŁÓDŹ I GDAŃSK SĄ PIĘKNE", "pl"),
        # a Polish paragraph quoting an English title stays Polish
        (POLISH + ' Potem czytaliśmy "The Wind in the Willows" przed snem.', "pl"),
        # an English paragraph naming a Polish city stays English
        (ENGLISH + " Later we drove back to Łódź.", "en"),
    ],
)
def test_recognises_polish_and_english(text: str, expected: str) -> None:
    assert detect_language(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # half Polish, half English
        POLISH + " " + ENGLISH,
        "Spotkanie jest jutro o dziesiątej w biurze. The meeting is tomorrow at ten in the office.",
        # other languages
        "Der Hund läuft jeden Morgen schnell in den Park und spielt dort mit dem roten Ball.",
        "Le chien court chaque matin dans le parc et joue avec la balle rouge du voisin.",
        # no evidence at all
        "",
        "12345 67 890",
        "x = f(y) + 2",
        "Hello",
    ],
)
def test_mixed_foreign_or_empty_is_unknown(text: str) -> None:
    assert detect_language(text) == "unknown"


def test_names_do_not_change_a_texts_language() -> None:
    text = (
        "Wydawnictwo Naukowe PWN brought out the book in Warsaw. The history of printing in "
        "Kraków is covered in chapter four, with a note on Jan Haller."
    )
    assert detect_language(text) == "en"


def test_long_texts_are_checked_for_a_mix_piece_by_piece() -> None:
    assert detect_language(" ".join([POLISH] * 3)) == "pl"
    assert detect_language(" ".join([ENGLISH] * 3)) == "en"
    assert detect_language(" ".join([POLISH, ENGLISH] * 2)) == "unknown"
    shares = language_shares(" ".join([POLISH, ENGLISH] * 2))
    assert set(shares) == {"pl", "en"}
    assert 0.3 < shares["pl"] < 0.7
    assert language_shares("12345") == {}


def test_a_piece_plain_by_its_function_words_is_what_the_identifier_says() -> None:
    # The identifier is asked only about pieces whose function words leave doubt; where they
    # leave none, it must agree (every piece of two labelled sets, one written by the team and
    # one by helpers who never read the rule).
    data = Path(__file__).parent / "data"
    texts = {
        text
        for name in ("guard_pairs.jsonl", "guard_blind102.jsonl")
        for pair in load_pairs(data / name)
        for text in (pair.source, pair.candidate)
    }
    pieces = {_without_names(piece) for text in texts for piece in _pieces(_without_noise(text))}
    plain = {piece: _plainly(piece) for piece in pieces}
    decided = {piece: found for piece, found in plain.items() if found is not None}
    assert len(decided) > len(pieces) / 2  # the shortcut does spare most pieces
    assert {"pl", "en"} == set(decided.values())
    for piece, found in decided.items():
        told = _polish_or_english(len(piece) >= LOW_ACCURACY_CHARS).detect_language_of(piece)
        assert told is not None and told.iso_code_639_1.name.lower() == found, piece


@pytest.mark.parametrize(
    ("piece", "expected"),
    [
        (
            "Zapisy trwają do końca miesiąca i są bezpłatne dla mieszkańców gminy oraz jej gości.",
            "pl",
        ),
        ("Registration is free for residents and closes at the end of the month.", "en"),
        # an English sentence naming a Polish word is left to the identifier
        ("The fee is paid at the office of the gmina and covers the whole year.", "en"),
        ("The rękojmia covers the goods for two years and is not the same as a warranty.", None),
        # one function word of the other language leaves doubt
        ("Wstęp jest wolny dla wszystkich, the organisers say, i nie trzeba się zapisywać.", None),
        ("Short one.", None),
    ],
)
def test_a_piece_is_plain_only_without_a_word_of_the_other_language(
    piece: str, expected: str | None
) -> None:
    assert _plainly(piece) == expected


def test_an_opening_plain_by_its_function_words_is_what_the_identifier_says() -> None:
    # The twelve-language reading of a text's opening is skipped where its function words,
    # and letters no third language writes, leave no doubt: there it must agree.
    data = Path(__file__).parent / "data"
    openings = {
        cleaned[:WHOLE_TEXT_CHARS]
        for name in ("guard_pairs.jsonl", "guard_blind103.jsonl")
        for pair in load_pairs(data / name)
        for text in (pair.source, pair.candidate)
        if len(cleaned := _without_noise(text)) >= LOW_ACCURACY_CHARS
    }
    decided = {o: found for o in openings if (found := _plainly(o, among_others=True))}
    assert len(decided) > len(openings) / 2
    for opening, found in decided.items():
        values = _detector().compute_language_confidence_values(opening)
        assert values[0].language.iso_code_639_1.name.lower() == found, opening
        assert values[0].value >= MINIMUM_CONFIDENCE


@pytest.mark.parametrize(
    "text",
    [
        # Slovak has Polish function words ("nie", "na", "že", "jej", "ich", "od", "po")
        "Kniha nie je na stole, pretože ju sestra vzala do školy. Povedala, že jej patrí a že ich "
        "učiteľ chce vidieť od pondelka po piatok všetky domáce úlohy.",
        # Dutch has "is", "of" and "will"; German "will"
        "Het museum is op maandag gesloten. Wie een rondleiding wil, kan bellen of mailen; de "
        "groep is maximaal twintig personen en de prijs is inclusief koffie of thee.",
        "Der Kurs ist kostenlos, aber wer teilnehmen will, muss sich bis Freitag anmelden. Die "
        "Plätze sind begrenzt, und die Anmeldung ist nur online möglich.",
    ],
)
def test_a_third_language_with_function_words_of_ours_is_still_unknown(text: str) -> None:
    assert detect_language(text) == "unknown"
