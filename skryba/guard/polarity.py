"""Negation, modality and hedging markers, counted per text and compared across Polish and English.

A marker's category, not its word, is compared, so "must not" and "nie wolno"/"nie może" or
"some" and "część" agree across translation. Polish negative concord is one negation:
"nikt nie przyszedł" and "nigdy nie" count once, as "nobody came" and "never" do.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from models.guard import GuardFinding


def _vocabulary(words: str) -> frozenset[str]:
    return frozenset(words.split())


_WORD = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)?")
_CLAUSE = re.compile(r"[.;:!?\n\u2014\u2013]|,\s")

_NEGATION = _vocabulary("not never no none nobody nothing nowhere neither without cannot nie bez")
# Polish n-words: a negation of their own only without a "nie" in the same clause.
_POLISH_N_WORDS = _vocabulary(
    "nigdy nikt nikogo nikomu nikim nic niczego niczym nigdzie żaden żadna żadne żadnego żadnej "
    "żadnych żadnym żadnymi"
)
# "no later than"/"nie później niż" is a deadline, "no more than"/"nie więcej niż" a limit, "not
# only"/"nie tylko" an addition: idioms, not negations.
_NOT_NEGATION = re.compile(
    r"\bno\s+(?:later|earlier|sooner|more|less|fewer)\s+than\b|\bnot\s+only\b|\bnie\s+tylko\b"
    r"|\bnie\s+(?:później|wcześniej|więcej|mniej|dłużej|krócej)\s+niż\b"
    # "No. 5" is a number sign; the guard reads markers with numbers blanked, so also "No.  "
    r"|\bno\.(?=\s*\d|\s{2,})",
    re.IGNORECASE,
)
# EU and UN style writes the number sign without its dot: "Regulation (EC) No 261/2004".
_NUMBER_SIGN = re.compile(r"\bNo(?=\s*\d|\s{2,})")
# "some 3,000 homes" is "about 3,000" (an approximation, as "ok."/"about" are, not a hedge), and
# "z czasem" is "with a time of" or "over time", not "czasem" (sometimes).
_NOT_HEDGE = re.compile(r"\bsome(?=\s*\d|\s{2,})|\bz(?:e)?\s+czasem\b", re.IGNORECASE)
_OBLIGATION = _vocabulary(
    "must mustn't shall should shouldn't required require requires obliged mandatory obligatory "
    "need needs needed "
    "musi muszą musisz musimy musicie musiał musiała musiało musieli musiały należy trzeba "
    "powinien powinna powinno powinni powinny powinniśmy obowiązek obowiązkowe obowiązkowy "
    "obowiązkowa obowiązkowo wymaga wymagają wymagać wymagane wymagany wymagana wymagani "
    "wymaganych wymaganym potrzeba potrzebny potrzebna potrzebne potrzebni potrzebuje "
    "potrzebują potrzebować zobowiązany zobowiązana zobowiązani"
)
# A negated "must"/"should"/"należy" or a negated "may"/"can"/"wolno"/"można" forbids (or denies
# a possibility): "do not exceed", "must not", "may not", "nie należy", "nie wolno", "cannot" and
# "nie może" say the same and are read as the negation alone. A negated "musi"/"have to"/"need"
# ("nie musi", "does not have to") lifts an obligation instead: an exemption, its own marker, so
# "nie musi" read as "must not" (or "may not" as "nie musi") is a finding.
_EXEMPTING = (
    r"musi|muszą|musisz|musimy|musicie|musiał\w*|musieli|trzeba|potrzeba|wymaga\w*|need|needs"
    r"|required|obliged|obligatory|mandatory|obowiązkow\w*|zobowiązan\w*"
)
_EXEMPTION = re.compile(
    r"\b(?:not|nie)\s+(?:jest\s+|są\s+|be\s+)?(?:" + _EXEMPTING + r")\b"
    r"|\b(?:is|are|was|were|be)\s+not\s+(?:"
    + _EXEMPTING
    + r")\b|\bneed\s+not\b|\bneedn['\u2019]t\b"
    r"|\b(?:do|does|did|will)(?:\s+not|n['\u2019]t)\s+(?:have|need)\s+to\b|\bwon['\u2019]t\s+(?:have|need)\s+to\b",
    re.IGNORECASE,
)
_OBLIGATION_PHRASES = re.compile(r"\b(?:have|has|had)\s+to\b", re.IGNORECASE)
_POSSIBILITY = _vocabulary(
    "may might can could cannot can't couldn't allowed permitted possible possibly "
    "allow allows permit permits pozwala pozwalają dozwolone dozwolony dozwolona "
    "może mogą można mógł mogła mogło mogli mogły mógłby mogłaby mogłoby mogłyby mogliby "
    "możemy możesz mogę wolno możliwe możliwy możliwa możliwość maybe perhaps ewentualnie "
    "potrafi potrafią umie umieją"
)
_HEDGE = _vocabulary(
    "some probably likely unlikely suggest suggests suggested appear appears appeared "
    "seem seems seemed apparently partly partially several often sometimes usually few "
    "rarely seldom occasionally "
    "mostly "
    "generally tend tends "
    "część części niektóre niektórzy niektórych niektórym prawdopodobnie chyba wydaje wydają "
    "sugeruje sugerują sugerowały sugerował zapewne najpewniej częściowo często czasem czasami "
    "zwykle zazwyczaj raczej przypuszczalnie kilka kilku prawdopodobne prawdopodobny "
    "prawdopodobna ogół ogólnie przeważnie niewiele jakiś jakaś "
    "niewielu nieliczni nieliczne rzadko niekiedy "
    "jakieś jakichś"
)
# Read as the negation alone when a negation stands next to them (see _EXEMPTING above).
_FORBIDDING = _POSSIBILITY | _vocabulary(
    "must should shall ought należy powinien powinna powinno powinni powinny powinniśmy"
)
_NEGATORS = _vocabulary("not nie")
_NEGATED_MODALS = _vocabulary("cannot can't couldn't mustn't shouldn't mightn't")
_OBLIGATION_LABEL = "obligation (must/should/musi/należy)"
_EXEMPTION_LABEL = "lifted obligation (need not/nie musi)"
_CATEGORIES: tuple[tuple[str, str, frozenset[str]], ...] = (
    ("modality", _OBLIGATION_LABEL, _OBLIGATION),
    ("modality", "possibility (may/can/może/można)", _POSSIBILITY),
    ("hedge", "hedging (some/likely/część/prawdopodobnie)", _HEDGE),
)


_ANY_MARKER = frozenset().union(*(vocabulary for _, _, vocabulary in _CATEGORIES))


def _words(clause: str) -> list[str]:
    return [w.lower().replace("\u2019", "'") for w in _WORD.findall(clause)]


def negations(text: str) -> list[str]:
    """The negation markers of a text, Polish negative concord counted once per clause."""
    found: list[str] = []
    for clause in _CLAUSE.split(_NUMBER_SIGN.sub(" ", _NOT_NEGATION.sub(" ", text))):
        words = _words(clause)
        found.extend(w for w in words if w in _NEGATION or w.endswith("n't"))
        if "nie" not in words:
            found.extend(w for w in words if w in _POLISH_N_WORDS)
    return found


def _finding(kind: str, label: str, before: list[str], after: list[str]) -> GuardFinding:
    change = "dropped" if len(after) < len(before) else "added"
    return GuardFinding(
        kind=kind,
        source_span=_joined(before),
        candidate_span=_joined(after),
        message=(
            f"meaning marker {change}: {label} appears {len(before)} time(s) in the source, "
            f"{len(after)} in the candidate"
        ),
    )


def _joined(words: Iterable[str]) -> str | None:
    listed = list(words)
    return ", ".join(listed) if listed else None


def _forbids(words: list[str], index: int) -> bool:
    """Whether the modal at ``index`` is negated: "must not", "nie wolno", "może nie", "cannot"."""
    word = words[index]
    if word in _NEGATED_MODALS:
        return True
    if word not in _FORBIDDING:
        return False
    before = words[index - 1] if index else ""
    after = words[index + 1] if index + 1 < len(words) else ""
    return before in _NEGATORS or after in _NEGATORS


def _markers(text: str) -> dict[str, list[str]]:
    """Each category's markers in the text, read in one pass over its words."""
    found: dict[str, list[str]] = {label: [] for _, label, _ in _CATEGORIES}
    text = _NOT_NEGATION.sub(" ", _NOT_HEDGE.sub(" ", text))
    found[_EXEMPTION_LABEL] = [m.lower() for m in _EXEMPTION.findall(text)]
    if found[_EXEMPTION_LABEL]:
        text = _EXEMPTION.sub(" ", text)
    words = _words(text)
    for index, word in enumerate(words):
        if word in _ANY_MARKER and not _forbids(words, index):
            for _, label, vocabulary in _CATEGORIES:
                if word in vocabulary:
                    found[label].append(word)
    found[_OBLIGATION_LABEL] += [m.lower() for m in _OBLIGATION_PHRASES.findall(text)]
    return found


# "nie jest prawomocny" / "nieprawomocny", "is not likely" / "unlikely": the negation written as
# a word in one text and as a prefix in the other.
_ANALYTIC = re.compile(
    r"\b(?P<neg>nie|not)\s+(?:(?:jest|są|był|była|było|były|będzie|będą|is|are|was|were|be)\s+)?"
    r"(?P<word>[^\W\d_]{4,})",
    re.IGNORECASE,
)
_PREFIXES = {"nie": ("nie",), "not": ("un", "in", "im", "il", "ir", "non", "non-")}


def _fused(analytic: str, other: str) -> int:
    """How many of ``analytic``'s "nie X"/"not X" the ``other`` text writes as one word."""
    words = {w.lower() for w in _WORD.findall(other)} | {
        w.lower() for w in re.findall(r"\bnon-[^\W\d_]+", other, re.IGNORECASE)
    }
    return sum(
        any(
            prefix + m.group("word").lower() in words
            for prefix in _PREFIXES[m.group("neg").lower()]
        )
        for m in _ANALYTIC.finditer(analytic)
    )


def compare_polarity(source: str, candidate: str) -> list[GuardFinding]:
    """A finding when the negations differ in number, or a modality or hedge marker was dropped.

    A negation added flips the meaning as surely as one dropped. A modal or hedge added is not
    a finding on its own: paraphrase and translation add them freely ("jest dostępny" → "można
    znaleźć", "może zażądać" → "may require", "w rzadkich przypadkach" → "rarely"), while the
    damage that matters drops one ("must" → "may" drops an obligation, "probably" → nothing).
    """
    findings: list[GuardFinding] = []
    before, after = negations(source), negations(candidate)
    if len(before) != len(after) and len(before) + _fused(candidate, source) != len(after) + _fused(
        source, candidate
    ):
        findings.append(_finding("negation", "negation (not/never/nie/nigdy)", before, after))
    source_markers, candidate_markers = _markers(source), _markers(candidate)
    # An exemption is rare in a rewrite whose source has none: added or dropped, it is a finding.
    lifted = source_markers[_EXEMPTION_LABEL], candidate_markers[_EXEMPTION_LABEL]
    if len(lifted[0]) != len(lifted[1]):
        findings.append(_finding("modality", _EXEMPTION_LABEL, *lifted))
    for kind, label, _ in _CATEGORIES:
        if len(candidate_markers[label]) < len(source_markers[label]):
            findings.append(_finding(kind, label, source_markers[label], candidate_markers[label]))
    return findings
