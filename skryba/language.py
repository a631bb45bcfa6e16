"""A text's language: Polish, English, or unknown, decided by the Lingua identifier.

Lingua (``lingua-language-detector``) handles short text and Polish typed without diacritics.
It is built once per process for Polish, English and a handful of other European languages, so
that a German or French passage comes back as that language and so ``unknown`` here. A passage
whose letters are split between languages (mixed Polish and English) or that has too few letters
to judge (numbers, code) is ``unknown``: callers treat that as "not known to be supported".
"""

from __future__ import annotations

import re
from functools import cache
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
MINIMUM_CONFIDENCE = 0.3
# Texts shorter than this are judged whole; longer ones are also checked for a mix.
SEGMENT_FROM_CHARS = 40

# Code, URLs, e-mails and numbers carry no language and confuse the model.
_NOISE = re.compile(r"```.*?```|`[^`\n]*`|https?://\S+|\S+@\S+|[\d_]+", re.DOTALL)
_LETTER = re.compile(r"[^\W\d_]", re.UNICODE)


@cache
def _detector() -> LanguageDetector:
    # Built once: the preloaded models take about a second, a call then well under a millisecond.
    return (
        LanguageDetectorBuilder.from_languages(*_CANDIDATES)
        .with_preloaded_language_models()
        .build()
    )


def _letters(text: str) -> int:
    return len(_LETTER.findall(text))


def detect_language(text: str) -> Language:
    """``pl``, ``en`` or ``unknown`` (mixed, another language, or no evidence)."""
    cleaned = _NOISE.sub(" ", text)
    if _letters(cleaned) < MINIMUM_LETTERS:
        return "unknown"
    detector = _detector()
    values = detector.compute_language_confidence_values(cleaned)
    if not values or values[0].value < MINIMUM_CONFIDENCE:
        return "unknown"
    whole = _OURS.get(values[0].language, "unknown")
    if whole == "unknown" or len(cleaned) < SEGMENT_FROM_CHARS:
        return whole
    # A text judged whole as Polish may still be half English: count the letters of its Polish
    # and English segments (segments of a third language in a short text are noise, as when a
    # Polish phrase typed without diacritics looks Czech).
    shares = {"pl": 0, "en": 0}
    for segment in detector.detect_multiple_languages_of(cleaned):
        ours = _OURS.get(segment.language)
        if ours is not None:
            shares[ours] += _letters(cleaned[segment.start_index : segment.end_index])
    if shares[whole] < DOMINANT_SHARE * max(sum(shares.values()), 1):
        return "unknown"
    return whole
