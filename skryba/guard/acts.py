"""The act a legal reference cites (round 12): "art. 53a § 1 Kodeksu wyborczego" said as "art. 53a
§ 1 Kodeksu postępowania administracyjnego" keeps the article's number and cites another law.

A reference's key is its article, section and paragraph; the act's name is read here. In a
rewrite in the source's own language, every act the candidate names (a code, "ustawa o …", "the
… Act") must be named by the source too: the first two words of a Polish act's name after
"Kodeks" or "ustawa o" ("Kodeks pracy", "Kodeks postępowania cywilnego", "ustawa o ochronie
zwierząt"), and each capitalised word of an English one, are words of the source, compared by
its first five letters, as Polish declines a name ("Kodeks pracy", "Kodeksu pracy"). A
translation says an act's name in other words, so it is not compared.
"""

from __future__ import annotations

import re

from models.guard import FindingKind, GuardFinding
from skryba.guard.facts import added_fact, word_stems

# "Kodeksu wyborczego", "kodeks postępowania administracyjnego", "Kodeks pracy"
# (a name's first words tell the act: a sentence may run on after the name)
_CODE = r"\b[Kk]odeks\w*\s+(?P<code>postępowania\s+[a-ząćęłńóśźż]{4,}|[a-ząćęłńóśźż]{4,})"
# "ustawy z dnia 30 maja 2014 r. o prawach konsumenta", "ustawa o ochronie zwierząt"
_LAW = (
    r"\b[Uu]staw\w*(?:\s+z\s+dnia\s+[^\n.;()]{1,40}?r\.)?\s+o\s+"
    r"(?P<law>[a-ząćęłńóśźż]{3,}(?:\s+[a-ząćęłńóśźż]{3,})?)"
)
# "the Highways Act 1980", "Environmental Protection Act", "Building Regulations 2010"
_ENGLISH = r"(?P<english>(?:[A-Z][\w'\u2019-]+\s+){1,5})(?:Act|Code|Regulations)\b"
_ACT = re.compile(f"{_CODE}|{_LAW}|{_ENGLISH}")
# The same, for a text that names acts in one language only: the English alternative, tried
# at every capital, costs twice the Polish ones.
_POLISH_ACT = re.compile(f"{_CODE}|{_LAW}")
_ENGLISH_ACT = re.compile(_ENGLISH)
_ACRONYM_LAW = re.compile(r"\b[Uu]staw\w*\s+o\s+[A-ZĄĆĘŁŃÓŚŹŻ]{2,}\b")
_WORD = re.compile(r"[^\W\d_]+")
# Words of an act's name that say nothing of which act it is.
_GENERIC = frozenset({"the", "of", "and", "for", "on", "this", "that", "under", "with", "oraz"})


def _act_pattern(text: str) -> re.Pattern[str] | None:
    """``_ACT`` with only the alternatives whose words the text has (``None``: no act named)."""
    english = any(word in text for word in ("Act", "Code", "Regulations"))
    polish = "odeks" in text or "ustaw" in text or "Ustaw" in text
    if english and polish:
        return _ACT
    return _ENGLISH_ACT if english else _POLISH_ACT if polish else None


def compare_acts(source: str, candidate: str) -> list[GuardFinding]:
    """A finding for each act the candidate names whose name the source does not say."""
    pattern = _act_pattern(candidate)
    if pattern is None:
        return []
    said = word_stems(source)
    # "ustawy o PIT" is "ustawy o podatku dochodowym od osób fizycznych": a source naming a law
    # by its acronym names it in no words a rewrite must keep
    acronym = bool(_ACRONYM_LAW.search(source))
    found: list[GuardFinding] = []
    for match in pattern.finditer(candidate):
        groups = match.groupdict()
        if groups.get("law") and acronym:
            continue
        name = groups.get("code") or groups.get("law") or groups.get("english") or ""
        words = [w for w in _WORD.findall(name) if w.lower() not in _GENERIC]
        if not words or all(word.lower()[:5] in said for word in words):
            continue
        span = match.group(0).strip()
        found.append(
            added_fact(
                FindingKind.LEGAL_REFERENCE, span, f'the act "{span}" is not one the source names'
            )
        )
    return found
