"""A text's language: Polish, English, or unknown, decided by the Lingua identifier.

A piece whose function words leave no doubt (three of one language's, none of the other's) is
decided without it, which spares most of its calls and agrees with it on every labelled text.
Lingua (``lingua-language-detector``) handles short text and Polish typed without diacritics.
It is built once per process for Polish, English and a handful of other European languages, so
that a German or French passage comes back as that language and so ``unknown`` here. A passage
whose letters are split between languages (mixed Polish and English) or that has too few letters
to judge (numbers, code) is ``unknown``: callers treat that as "not known to be supported".
"""

from __future__ import annotations

import re
from fractions import Fraction
from functools import cache, lru_cache
from typing import Literal

from lingua import Language as LinguaLanguage
from lingua import LanguageDetector, LanguageDetectorBuilder

Language = Literal["pl", "en", "unknown"]

# Besides Polish and English, the languages a passage is most likely to be in instead; without
# them every European text would be forced into "pl" or "en".
_CANDIDATES = (
    LinguaLanguage.POLISH,
    LinguaLanguage.ENGLISH,
    LinguaLanguage.GERMAN,
    LinguaLanguage.FRENCH,
    LinguaLanguage.SPANISH,
    LinguaLanguage.ITALIAN,
    LinguaLanguage.PORTUGUESE,
    LinguaLanguage.DUTCH,
    LinguaLanguage.CZECH,
    LinguaLanguage.SLOVAK,
    LinguaLanguage.UKRAINIAN,
    LinguaLanguage.RUSSIAN,
)
_OURS: dict[LinguaLanguage, Language] = {
    LinguaLanguage.POLISH: "pl",
    LinguaLanguage.ENGLISH: "en",
}

# At least this share of the letters must be in one language; below it the text is mixed.
DOMINANT_SHARE = 0.8
# Below this many letters there is nothing to judge ("12345", "x = f(y)").
MINIMUM_LETTERS = 4
# Lingua's confidence for the winner of a short text; a lone "Hello" is a guess, not evidence.
MINIMUM_CONFIDENCE = 0.2
# A third language this sure is a third language, however short the text.
SURE_CONFIDENCE = 0.99
# The Polish/English models' confidence a short text needs.
SHORT_TEXT_CONFIDENCE = 0.9
# Texts shorter than this are judged whole; longer ones are also checked for a mix.
SEGMENT_FROM_CHARS = 40

# Code, URLs, e-mails and numbers carry no language and confuse the model. Each alternative but
# the numbers' is searched for only in a text with the sign it needs (an "@" for an e-mail): the
# e-mail's alone costs twice as much as all the others together.
_NOISE_PARTS: tuple[tuple[str, str], ...] = (
    ("```", r"```.*?```"),
    ("`", r"`[^`\n]*`"),
    ("http", r"https?://\S+"),
    ("@", r"\S+@\S+"),
)
# A URL written without its scheme ("podatki.gov.pl/twoj-e-pit") is noise too; looked for only
# in a text with a slash, as the search costs as much as all the others together.
_BARE_URL = re.compile(r"\b[\w-]++(?:\.[\w-]++)+/\S*")
_LETTER = re.compile(r"[^\W\d_]+")
# Whitespace after a stop, or newlines. Written to open with the space it matches, which lets
# the regex engine skip to the next space: the same matches as "(?<=[.!?;:])\s+|\n+".
_SENTENCE = re.compile(r"\s(?:(?<=[.!?;:]\s)\s*|(?<=\n)\n*)")
# A capitalised word, and a run of them. Each opens with its capital and checks the character
# before it after that (the same test as a "\b" before it): the engine skips to the capitals.
_CAPITAL = "[A-ZĄĆĘŁŃÓŚŹŻ]"
_NAME = re.compile(_CAPITAL + r"(?<!\w" + _CAPITAL + r")[\w-]*")
_NAME_RUN = re.compile(_CAPITAL + r"(?<!\w" + _CAPITAL + r")[\w-]*(?:\s+" + _CAPITAL + r"[\w-]*)+")
MINIMUM_SENTENCE_WORDS = 3
# The opening this long is enough to tell Polish or English from a third language.
WHOLE_TEXT_CHARS = 240
# Shorter texts are checked sentence by sentence; longer ones in pieces of 120+ characters.
SENTENCE_BY_SENTENCE_CHARS = 400
LOW_ACCURACY_CHARS = 120


def _vocabulary(words: str) -> frozenset[str]:
    return frozenset(words.split())


# Function words of one language that are no word of the other ("to", "on", "no", "do", "we",
# "by", "was" are both; "in" is a Polish abbreviation, "i in."); a quoted title has one or two.
FUNCTION_WORDS: dict[Language, frozenset[str]] = {
    "pl": _vocabulary(
        "nie się jest są na że oraz lub dla przez od po przy jak czy ani albo jako który "
        "która które być będzie można należy ze ale gdy jeśli jeżeli aby żeby także też już "
        "więc tylko tego tym ich jego jej nigdy zawsze wyłącznie jedynie również przed między "
        "bez lecz jednak według podczas musi muszą mogą może powinien powinny wolno około"
    ),
    "en": _vocabulary(
        "the and is are of for with be not or that this from will were have has it you your "
        "our they their can may must should these those because each them however which but "
        "been there than when if its would could into about also only never always before "
        "between without during after"
    ),
}
# A piece with this many function words of one language and none of the other is that language
# without asking the identifier: on the 80,832 pieces of every labelled text Lingua agrees
# with each of the 60,583 so decided (docs/guard.md, round 29).
PLAIN_FUNCTION_WORDS = 3
# Besides its function words, a word is Polish by a letter English never writes, and the
# prepositions "w", "z", "pod" and "nad" are Polish: an English piece has none of them.
_POLISH_LETTER = re.compile("[ąćęłńóśźż]")
_POLISH_WORDS = frozenset({"w", "z", "pod", "nad"})
# Letters no other language of _CANDIDATES writes ("ó" is Czech and Slovak too).
_ONLY_POLISH_LETTER = re.compile("[ąćęłńśźż]")


@cache
def _detector() -> LanguageDetector:
    # Built once, in Lingua's low-accuracy (trigram) mode: half a second and about 40 MB, where
    # the high-accuracy models of twelve languages take eight seconds and 400 MB to load.
    return (
        LanguageDetectorBuilder.from_languages(*_CANDIDATES)
        .with_preloaded_language_models()
        .with_low_accuracy_mode()
        .build()
    )


@cache
def _polish_or_english(low_accuracy: bool) -> LanguageDetector:
    # Piece by piece only Polish and English are told apart: a sentence of a third language
    # inside a Polish or English text does not make it mixed. Lingua's low-accuracy (trigram)
    # mode costs a third and is as good on pieces of 120 characters or more.
    builder = LanguageDetectorBuilder.from_languages(
        LinguaLanguage.POLISH, LinguaLanguage.ENGLISH
    ).with_preloaded_language_models()
    return (builder.with_low_accuracy_mode() if low_accuracy else builder).build()


@cache
def _noise(present: tuple[bool, ...]) -> re.Pattern[str]:
    """The noise pattern with the alternatives a text can hold, in their order."""
    kept = [part for (_, part), here in zip(_NOISE_PARTS, present, strict=True) if here]
    return re.compile("|".join((*kept, r"[\d_]+")), re.DOTALL)


def _without_noise(text: str) -> str:
    cleaned = _noise(tuple(sign in text for sign, _ in _NOISE_PARTS)).sub(" ", text)
    return _BARE_URL.sub(" ", cleaned) if "/" in cleaned else cleaned


def _letters(text: str) -> int:
    return sum(map(len, _LETTER.findall(text)))


def _has_letters(text: str, wanted: int) -> bool:
    """Whether a text has ``wanted`` letters, read only as far as needed."""
    count = 0
    for run in _LETTER.finditer(text):
        count += run.end() - run.start()
        if count >= wanted:
            return True
    return False


def _pieces(text: str) -> list[str]:
    """Sentences of three words or more; in a long text, joined into pieces of 120+ chars."""
    sentences = [s for s in _SENTENCE.split(text) if len(s.split()) >= MINIMUM_SENTENCE_WORDS]
    if len(text) < SENTENCE_BY_SENTENCE_CHARS:
        return sentences
    pieces: list[str] = []
    current = ""
    for sentence in sentences:
        current = f"{current} {sentence}" if current else sentence
        if len(current) >= LOW_ACCURACY_CHARS:
            pieces.append(current)
            current = ""
    if current:
        pieces.append(current)
    return pieces


def _without_names(sentence: str) -> str:
    # Capitalised words after a sentence's first are mostly names ("Wydawnictwo Naukowe PWN",
    # "Kraków") and say nothing about the language the sentence is written in.
    # A run of two or more capitalised words is a name even at the sentence's start.
    sentence = _NAME_RUN.sub(" ", sentence.strip())
    first, _, rest = sentence.strip().partition(" ")
    return first + " " + _NAME.sub(" ", rest)


def language_shares(text: str) -> dict[Language, float]:
    """The share of a text's letters in Polish and in English pieces (sentences, or groups).

    Sentences of fewer than three words (headings, list items) are not counted.
    """
    return _shares(_without_noise(text))


def _plainly(piece: str, *, among_others: bool = False) -> Language | None:
    """Polish or English where a piece's function words leave no doubt, else ``None``.

    ``among_others``: a third language is possible too, so Polish also needs two letters no
    other language of ``_CANDIDATES`` writes (Slovak has "nie", "na", "že", "jej"), and English
    the word "the" (Dutch has "is" and "of", German "will").
    """
    lower = piece.lower()
    words = _LETTER.findall(lower)
    polish = sum(word in FUNCTION_WORDS["pl"] for word in words)
    english = sum(word in FUNCTION_WORDS["en"] for word in words)
    if polish >= PLAIN_FUNCTION_WORDS and not english:
        if among_others and len(_ONLY_POLISH_LETTER.findall(lower)) < 2:
            return None
        return "pl"
    if (
        english >= PLAIN_FUNCTION_WORDS
        and not polish
        # (no word of the piece is a Polish function word, so any Polish letter is elsewhere)
        and _POLISH_LETTER.search(lower) is None
        and _POLISH_WORDS.isdisjoint(words)
    ):
        return None if among_others and "the" not in words else "en"
    return None


@lru_cache(maxsize=4096)
def _piece_language(piece: str) -> Language | None:
    """Polish or English for one piece (its names removed); cached, as a revised candidate
    keeps most of its pieces."""
    plain = _plainly(piece)
    if plain is not None:
        return plain
    found = _polish_or_english(len(piece) >= LOW_ACCURACY_CHARS).detect_language_of(piece)
    return None if found is None else _OURS[found]


_LINGUA: dict[Language, LinguaLanguage] = {
    "pl": LinguaLanguage.POLISH,
    "en": LinguaLanguage.ENGLISH,
}


@lru_cache(maxsize=4096)
def word_confidence(word: str, language: Literal["pl", "en"]) -> float:
    """How sure the Polish/English model is that one word is in ``language`` (0 to 1): what a
    name's spelling tells ("Zielińska" reads Polish, "Sparkle" English)."""
    return _polish_or_english(False).compute_language_confidence(word, _LINGUA[language])


def clear_language_caches() -> None:
    """Forget every piece identified so far (the guard's cost benchmark reads afresh)."""
    _piece_language.cache_clear()
    word_confidence.cache_clear()


def _shares(cleaned: str) -> dict[Language, float]:
    counts: dict[Language, int] = {"pl": 0, "en": 0}
    for piece in _pieces(cleaned):
        piece = _without_names(piece)
        found = _piece_language(piece)
        if found is not None:
            counts[found] += _letters(piece)
    total = sum(counts.values())
    return {language: count / total for language, count in counts.items()} if total else {}


# DOMINANT_SHARE as a ratio of whole numbers, so that letter counts are compared exactly.
_DOMINANT = Fraction(str(DOMINANT_SHARE))


def _mixed(cleaned: str, whole: Language) -> bool:
    """Whether under ``DOMINANT_SHARE`` of the letters of the pieces told apart are in ``whole``
    (as :func:`_shares` would say), reading the longest pieces first and stopping as soon as the
    pieces left could not change the answer: in a text of one language, the last piece or two."""
    pieces = sorted(
        ((_letters(piece), piece) for piece in map(_without_names, _pieces(cleaned))),
        key=lambda item: -item[0],
    )
    ours = others = 0
    left = sum(letters for letters, _ in pieces)
    part, whole_share = _DOMINANT.numerator, _DOMINANT.denominator

    def below(mine: int, theirs: int) -> bool:
        # mine / (mine + theirs) < DOMINANT_SHARE, in whole numbers
        return whole_share * mine < part * (mine + theirs)

    for letters, piece in pieces:
        # Every piece left in ours, or every one in the other language: the same answer.
        if below(ours + left, others) or not below(ours, others + left):
            break
        left -= letters
        found = _piece_language(piece)
        if found == whole:
            ours += letters
        elif found is not None:
            others += letters
    return below(ours, others)


def _short(cleaned: str, top: LinguaLanguage, confidence: float) -> Language:
    """A short text's language: the trigram models guess too freely below 120 characters.

    Only a sure third language ("Der Hund läuft ...") makes it foreign; otherwise the
    high-accuracy Polish/English models decide, and a text neither is sure of ("Hello") is
    ``unknown``.
    """
    if top not in _OURS and confidence >= SURE_CONFIDENCE:
        return "unknown"
    values = _polish_or_english(False).compute_language_confidence_values(cleaned)
    if not values or values[0].value < SHORT_TEXT_CONFIDENCE:
        return "unknown"
    return _OURS[values[0].language]


def detect_language(text: str) -> Language:
    """``pl``, ``en`` or ``unknown`` (mixed, another language, or no evidence)."""
    cleaned = _without_noise(text)
    if not _has_letters(cleaned, MINIMUM_LETTERS):
        return "unknown"
    # The opening is enough to tell Polish or English from a third language; the whole text
    # would cost twice as much for the same answer. Where its function words leave no doubt,
    # the identifier is not asked (it agrees on every labelled text so decided).
    opening = cleaned[:WHOLE_TEXT_CHARS]
    plain = _plainly(opening, among_others=True) if len(cleaned) >= LOW_ACCURACY_CHARS else None
    if plain is not None:
        whole: Language = plain
    else:
        values = _detector().compute_language_confidence_values(opening)
        if not values:
            return "unknown"
        if len(cleaned) < LOW_ACCURACY_CHARS:
            whole = _short(cleaned, values[0].language, values[0].value)
        elif values[0].value < MINIMUM_CONFIDENCE:
            return "unknown"
        else:
            whole = _OURS.get(values[0].language, "unknown")
    if whole == "unknown" or len(cleaned) < SEGMENT_FROM_CHARS:
        return whole
    # A text judged whole as Polish may still be half English: count its sentences.
    return "unknown" if _mixed(cleaned, whole) else whole
