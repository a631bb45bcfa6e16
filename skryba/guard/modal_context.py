"""Where a possibility word says no possibility of its own, or a rewrite says it another way
(docs/guard.md, round 4).

Read by the marker counts of :mod:`skryba.guard.polarity` over a text's lower-cased words; kept
apart from its vocabularies so that each rule's words sit beside the rule.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from skryba.guard.facts import folded


def _vocabulary(words: str) -> frozenset[str]:
    return frozenset(words.split())


# A possibility governing an enabling verb is one possibility: "may allow spores to produce
# toxins" is "spores may produce toxins", "could allow a child" is "mogłoby pozwolić".
_ENABLING = _vocabulary(
    "allow allows permit permits pozwala pozwalają pozwolić umożliwia umożliwiają umożliwić"
)
_MODALS = _vocabulary("may might can could może mogą mógłby mogłaby mogłoby mogłyby mogliby można")
_BETWEEN = _vocabulary("also even still then się")
# A possibility of a state after "before"/"until" marks the point a thing waits for, not a
# permission: "a trial is needed before the drug can be recommended" is "przed zaleceniem
# leku". Only a passive or impersonal one: in "Anyone who bought a ticket before the change
# can exchange it" the "can" is the buyer's.
_THRESHOLDS = _vocabulary("before until till zanim dopóki dopóty")
_STATES = _vocabulary("be być zostać")


def enabled_by_modal(words: Sequence[str], index: int) -> bool:
    """Whether the enabling verb at ``index`` is governed by a possibility modal before it."""
    if words[index] not in _ENABLING:
        return False
    before = index - 1
    while before >= 0 and words[before] in _BETWEEN:
        before -= 1
    return before >= 0 and words[before] in _MODALS


def after_threshold(words: Sequence[str], index: int) -> bool:
    """Whether the possibility at ``index`` is a passive or impersonal one in a "before"/"until"
    clause (four words back)."""
    passive = words[index] == "można" or (index + 1 < len(words) and words[index + 1] in _STATES)
    return passive and not _THRESHOLDS.isdisjoint(words[max(0, index - 4) : index])


# A permission to get in touch said as an invitation: "Volunteers can write to …" is "Want to
# volunteer? Write to …", "można dzwonić" is "zadzwoń". Only verbs of contact: "You may bring a
# dog" said as "Bring a dog" is an obligation added.
_POLISH_CONTACT_WORDS = _vocabulary(
    "napisz napiszcie pisz piszcie zadzwoń zadzwońcie dzwoń dzwońcie skontaktuj skontaktujcie "
    "zgłoś zgłoście zgłaszaj przyjdź przyjdźcie odwiedź odwiedźcie zapytaj zapytajcie pytaj"
)
_CONTACT = (
    _vocabulary("write call phone ring email e-mail contact text message ask visit apply")
    | _POLISH_CONTACT_WORDS
)
_OPENERS = _vocabulary("then and also just simply or please i a oraz lub albo też także")
# A clause's opening: the text's start or a clause mark, then the words that may precede its verb.
_INVITATION = re.compile(
    r"(?:^|[.;:!?\n\u2014\u2013]|,\s)\s*(?:(?:"
    + "|".join(sorted(_OPENERS))
    + r")\s+)*(?:"
    + "|".join(sorted(_CONTACT, key=len, reverse=True))
    + r")(?![\w'\u2019-])",
    # Not case-blind: searched in the text as folded (its words lower-cased, the same length),
    # where the engine can reject an alternative on its first letter (see polarity's cues).
)


@lru_cache(maxsize=256)
def invitations(text: str) -> int:
    """Clauses that open with a verb of contact in the imperative ("Napisz na …", "Call us")."""
    return len(_INVITATION.findall(folded(text)))


# Polish says the imperative in its own forms, wherever in a clause it stands: "w razie
# objawów zadzwoń pod 112".
_POLISH_CONTACT = re.compile(
    r"(?<![\w-])(?:"
    + "|".join(sorted(_POLISH_CONTACT_WORDS, key=len, reverse=True))
    + r")(?![\w'\u2019-])"
)


def invitations_gained(source: str, candidate: str) -> int:
    """How many more invitations to get in touch the candidate opens a clause with than the
    source says: a Polish imperative inside a clause is one ("w razie objawów zadzwoń" is
    "Jeśli się pojawią, dzwoń")."""
    if invitations(candidate) <= invitations(source):
        return 0
    said = max(invitations(source), len(_POLISH_CONTACT.findall(folded(source))))
    return max(0, invitations(candidate) - said)


# A possibility of a bounded event is the bound: "Ostatnie wejście jest możliwe na 45 minut
# przed zamknięciem" is "Last entry is 45 minutes before closing", and "Only grass … can go in
# the green bin" is "The green bin is only for grass …". The bound ("last", "only") must stay.
_BOUNDS = (
    r"last|latest|final|earliest|ostatni\w*|najpóźniej|najwcześniej|only|solely|tylko|wyłącznie"
    r"|jedynie|restricted\s+to|limited\s+to|ograniczon\w*\s+do"
)
# A permission of a limited amount is the limit: "Each member may book up to 6 hours" is "Booking
# limit: 6 hours per member", "może zgłosić maksymalnie 3 zdjęcia" is "maks. 3 zdjęcia na
# uczestnika". The limit must stay.
_LIMITS = (
    r"up\s+to|maximum|max|maks|maksymalnie|at\s+most|(?:no|not)\s+more\s+than|najwyżej"
    # "with a limit of 60 per household", "limit 60 sztuk"
    r"|limit|limitem|limitu"
    r"|nie\s+więcej\s+niż"
    # a range or a floor bounds as well: "Teams may have between 2 and 5 members" is "Team size:
    # minimum 2, maximum 5"
    r"|between|minimum|at\s+least|co\s+najmniej"
)
# (All searched in the text as folded, as _INVITATION is.)
_BOUND = re.compile(r"\b(?:" + _BOUNDS + "|" + _LIMITS + r")\b")
_BOUNDED_POSSIBILITY = re.compile(
    # the look-ahead on a first letter spares the alternatives most positions
    r"\b(?=[lfeostwjnLFEOSTWJN])(?:"
    + _BOUNDS
    # (not a denied one: "tylko po konsultacji, a w ciąży nie wolno" bans)
    + r")\b[^.;!?\n]{0,120}?\b(?<!\bnie\s)(?<!\bnot\s)(?:can|may|possible|możliwe|możliwy|możliwa"
    # "Only one pet per passenger is allowed" is "Passengers are limited to one pet each"
    r"|mogą|może|można|allowed|permitted|dozwolon\w*|wolno)\b"
    # the limit within four words of the permission, on its own verb: "may book up to 6 hours",
    # not "may cause vomiting in up to 1 in 100 dogs"
    r"|\b(?=[cmwaCMWA])(?:can|may|able|allowed|permitted|mogą|może|można|możesz|wolno)"
    r"(?:\s+[^\s.;!?]+){1,4}?\s+(?:" + _LIMITS + r")\b",
)
# In the source's language, a permission bounded after its verb is the bound too: "mogą strzelać
# wyłącznie pod nadzorem" is "Niepełnoletni: wyłącznie pod nadzorem", "Zakup jest możliwy tylko
# dla członków" is "kupią wyłącznie członkowie". (In translation "można wypowiedzieć tylko w
# wypadkach" may not become "is terminated only in the cases": the source's modal is the rule.)
_BOUNDED_AFTER = re.compile(
    _BOUNDED_POSSIBILITY.pattern
    + r"|\b(?=[cmwaCMWA])(?:can|may|able|allowed|permitted|mogą|może|można|możesz|wolno)"
    r"(?:\s+[^\s.;!?]+){1,4}?\s+(?:only|solely|tylko|wyłącznie|jedynie)\b"
    r"|\b(?=[mM])(?:możliwe|możliwy|możliwa)\s+(?:tylko|wyłącznie|jedynie)\b"
)
_BOUND_WORDS = (
    "limit",
    "between",
    "minimum",
    "at least",
    "najmniej",
    "restricted",
    "ograniczon",
    "last",
    "latest",
    "final",
    "earliest",
    "ostatn",
    "najp",
    "najw",
    "only",
    "solely",
    "up to",
    "max",
    "maks",
    "at most",
    "more than",
    "więcej niż",
)
_BOUND_WORDS_PL = ("tylko", "wyłącznie", "jedynie")


def _may_hold(lower: str) -> bool:
    return any(word in lower for word in _BOUND_WORDS + _BOUND_WORDS_PL)


@lru_cache(maxsize=512)
def bounded(text: str, *, translated: bool = False) -> tuple[int, int]:
    """A text's possibilities of a bounded event, and its bound words."""
    lower = text.lower()
    if not _may_hold(lower):
        return 0, 0
    text = folded(text)
    pattern = _BOUNDED_POSSIBILITY if translated else _BOUNDED_AFTER
    return len(pattern.findall(text)), len(_BOUND.findall(text))


def bound_said(source: str, candidate: str, *, translated: bool = False) -> int:
    """How many of the source's possibilities of a bounded event the candidate says as the bound
    alone: it has fewer such possibilities, and a bound word for each of the source's."""
    (before, bounds_before), (after, bounds_after) = (
        bounded(source, translated=translated),
        bounded(candidate, translated=translated),
    )
    # (a bound said twice may be said once: "tylko na stanowisku i wyłącznie na komendę")
    if bounds_after < min(bounds_before, before):
        return 0
    return max(0, before - after)


# A permission bounded to one case: "Grill wolno rozpalać tylko na tarasie", "may be used only
# outdoors", "Only members can book".
# ("Jedyne płatności, o które możemy prosić" is "The only payments we may ask for")
_EXCLUSIVE = r"only|solely|exclusively|tylko|wyłącznie|jedynie|jedyn(?:y|a|e|ą|ym|ej|ego|ych|ymi)"
_PERMITTED_ONLY = re.compile(
    r"\b(?=[cmwadpCMWADP])(?:can|may|allowed|permitted|mogą|może|można|możesz|wolno|dozwolon\w*"
    # ("wolno nałożyć strzałę dopiero po sygnale" is "may nock an arrow only after the signal")
    r"|możliwe|możliwy|możliwa)(?:\s+[^\s.;!?]+){0,4}?\s+(?:" + _EXCLUSIVE + r"|dopiero)\b"
    r"|\b(?=[ostwjOSTWJ])(?:" + _EXCLUSIVE + r")\b[^.;!?\n]{0,60}?\b(?:can|may|mogą|może|można)\b"
)
# ("not only"/"nie tylko" adds; "just one", "restricted to" exclude as "only" does)
_EXCLUSIVE_WORD = re.compile(
    # the look-ahead on a first letter spares the alternatives most positions
    r"(?<![\w])(?=[osejtlrwznamdubip])(?:" + _EXCLUSIVE + r"|just|restricted\s+to|limited\s+to"
    # "wolno korzystać wyłącznie po szkoleniu" is "możesz korzystać dopiero po szkoleniu",
    # "only after training" "not until you are trained"
    r"|dopiero|not\s+until"
    r"|ograniczon\w*\s+(?:jest\s+|są\s+|został\w*\s+)?do|zastrzeżon\w*\s+dla"
    # "wyłącznie u kapitana" is "nigdzie indziej niż u kapitana", "only staff" "no one other
    # than staff"
    r"|nigdzie\s+indziej\s+niż|nikt\s+inny\s+niż|nowhere\s+else\s+(?:than|but)"
    r"|no\s*(?:one|body)\s+(?:other\s+than|else\s+but|but)"
    # "Only one person may" is "No more than one person may": a bound of one excludes the rest
    # ("only once a year" is "no more than once a year")
    r"|(?:no|not)\s+more\s+than\s+(?:one|once)|at\s+most\s+(?:one|once)"
    r"|nie\s+(?:więcej|częściej)\s+niż\s+(?:jed\w+|raz)"
    r"|najwyżej\s+(?:jed\w+|raz)|maksymalnie\s+(?:jed\w+|raz)"
    # "handled by the Communications team alone"; "Nobody may drive a forklift unless they
    # hold a licence" is "Only licence holders may"; "One project per team, no more"
    # ("never work alone" bounds nothing: only a doer "by … alone")
    r"|by\s+(?:the\s+)?(?:[^\W\d_]+\s+){0,3}?alone"
    # "The only payments we may ask for are" is "All we may ask you to pay is", "Wszystko, o co
    # możemy prosić, to"
    r"|all\s+(?:that\s+)?(?:we|you|they|i|he|she)\s+(?:may|can|are\s+allowed\s+to)\b"
    r"|wszystko,?\s+(?:co|o\s+co|czego|za\s+co)\s+(?:[^\W\d_]+\s+)?(?:możemy|możesz|może|mogą|wolno)\b"
    r"|(?:no\s*(?:one|body)|nikt)\b[^.;:!?]{0,80}?\b(?:unless|chyba\s+że)"
    r"|(?<=[,\u2013\u2014-]\s)(?:never|no)\s+more(?!\s+than)"
    # what a permission needs said as its condition: "dozwolone wyłącznie po uzyskaniu zgody" is
    # "warunkiem lotów jest zgoda", "bez niej lot jest niedozwolony", "not allowed without it"
    r"|(?:jedynym\s+)?warunkiem|on\s+condition\s+that"
    # "but only with the authority's approval" is "provided the authority approves it", "o ile
    # urząd to zatwierdzi" (not "the data provided by", "as long as 3 hours", "o ile wzrosła")
    r"|provid(?:ed|ing)\s+(?:that|the|you|your|they|their|it|its|we|he|she|a|an)\b"
    # (a number masked is blanks: "as long as   years")
    r"|(?:as|so)\s+long\s+as(?!\s+(?:\d|(?:[^\W\d_]+\s+)?(?:years?|months?|weeks?|days?|hours?"
    r"|minutes?|it\s+takes)\b))"
    r"|o\s+ile(?!\s+(?:\d|procent|wzr|spad|mniej|więcej))"
    r"|bez\s+(?:[^\W\d_]+\s+)?(?:niej|niego|nich|tego|tej|zgody|zezwolenia|pozwolenia)\b"
    r"[^.;!?\n]{0,40}?"
    r"\b(?:nie\s+wolno|niedozwolon\w*|zabronion\w*|nie\s+(?:jest|są)\s+dozwolon\w*|nie\s+można)"
    r"|(?:not\s+(?:be\s+)?(?:allowed|permitted)|(?:is|are)\s+(?:prohibited|forbidden|banned))"
    r"\s+without)(?![\w])"
)


def _adding(lower: str, start: int) -> bool:
    """Whether the word at ``start`` follows a "not"/"nie" of its own ("not only")."""
    before = lower[max(0, start - 5) : start]
    return before[-4:] in ("not ", "nie ") and (len(before) < 5 or not before[0].isalnum())


def _exclusions(lower: str) -> int:
    """The words of exclusion in a text (folded), but not "not only"/"nie tylko"."""
    return sum(not _adding(lower, m.start()) for m in _EXCLUSIVE_WORD.finditer(lower))


_EXCLUSIVE_HINTS = (
    *_BOUND_WORDS_PL,
    "warunkiem",
    "condition that",
    "provid",
    "long as",
    "o ile",
    "bez ",
    "without",
    "alone",
    "unless",
    "chyba że",
    " more",
    "dopiero",
    "until",
    "only",
    "solely",
    "exclusively",
    "just",
    "restricted",
    "limited",
    "ograniczon",
    "zastrzeżon",
    "than one",
    "most one",
    "than once",
    "most once",
    "niż raz",
    "najwyżej raz",
    "maksymalnie raz",
    "niż jed",
    "najwyżej jed",
    "maksymalnie jed",
    "indziej niż",
    "inny niż",
    "else than",
    "else but",
    "other than",
    "body but",
    "one but",
    "all ",
    "wszystko",
    "jedyn",
)


@lru_cache(maxsize=256)
def _exclusive(text: str) -> tuple[int, int]:
    """A source's permissions bounded to one case, and its words of exclusion."""
    lower = folded(text)
    if not any(word in lower for word in _EXCLUSIVE_HINTS):
        return 0, 0
    return len(_PERMITTED_ONLY.findall(lower)), _exclusions(lower)


def permitted_only(text: str) -> int:
    """How many permissions of a text are bounded to one case ("only members may", "wolno
    tylko na tarasie")."""
    return _exclusive(text)[0]


def bound_dropped(source: str, candidate: str) -> bool:
    """Whether the candidate has fewer words of exclusion than the source has permissions bounded
    to one case ("Grill wolno rozpalać tylko na tarasie" → "Grill wolno rozpalać na tarasie"):
    the "only" is what limits the permission. Both languages' words are counted, so in
    translation too."""
    before, words_before = _exclusive(source)
    if not before:
        return False
    # the candidate's words only: its bounded permissions are never asked for
    lower = folded(candidate)
    words_after = _exclusions(lower) if any(word in lower for word in _EXCLUSIVE_HINTS) else 0
    return words_after < min(before, words_before)


def bounded_at(source: str) -> int | None:
    """Where the source's first permission bounded to one case is (an offset into the text), so
    a finding about its bound can quote the sentence."""
    found = _PERMITTED_ONLY.search(folded(source))
    return None if found is None else found.start()


def read_modal_context(source: str) -> None:
    """Read ahead what every candidate's comparison reads of a source (its facts masked)."""
    invitations(source)
    bounded(source)
    bounded(source, translated=True)
    _exclusive(source)


def clear_modal_caches() -> None:
    """Forget every text read so far (the cost benchmark measures reading afresh)."""
    invitations.cache_clear()
    bounded.cache_clear()
    _exclusive.cache_clear()


# A possibility said as its act's name on a label line: "Lekcję można odwołać najpóźniej 24 h
# wcześniej" is "Bezpłatne odwołanie lekcji: najpóźniej 24 h wcześniej", "Exhibitors may
# unpack from 8:00" is "Exhibitors: unpacking from 8:00", "Przepisanie pakietu jest możliwe do
# 15 maja" is "Przepisanie pakietu: do 15 maja". The possibility's verb (or the noun said
# possible), its first letters, opens a noun of the label line.
_POSSIBLE_ACT = re.compile(
    r"\b(?:może|mogą|można|możesz|możecie|możemy|wolno)\s+(?:(?:się|je|go|ją|też|również"
    r"|także|już)\s+)?(?P<pl>[a-ząćęłńóśźż]{4,}ć)\b"
    r"|\b(?:can|may)\s+(?:(?:also|still|now|only)\s+)?(?:be\s+)?(?P<en>[a-z]{4,})\b"
    r"|\b(?P<noun>[a-ząćęłńóśźż]{3,}(?:nie|cie|tion|sion|ment))\s+(?:[^\W\d_]+\s+){0,4}?"
    r"(?:jest|są|będzie|is|are|will\s+be)\s+(?:(?:also|też|również|także)\s+)?"
    r"(?:możliw\w*|possible)\b"
    # any noun said possible right before its verb: "odwiedziny są możliwe do 20:00" is
    # "Odwiedziny: do 20:00"
    r"|\b(?P<subject>[a-ząćęłńóśźż]{4,})\s+(?:jest|są|będzie|będą|is|are)\s+(?:możliw\w*|possible)\b"
)
# A line's label: its words before a colon, after a list mark if any.
_LABEL = re.compile(
    r"^[ \t]*(?:(?:[-*•\u2013]|\d+[.)])[ \t]+)?([^\W\d_][^\n:.]{0,40}):", re.MULTILINE
)
# A line that labels its facts: a list item, or one with a colon.
_LABEL_LINE = re.compile(r"^[ \t]*(?:[-*•\u2013]|\d+[.)])[ \t].*$|^[^\n:]*:[^\n]*$", re.MULTILINE)
# A line (or a part of one between semicolons) with a modal of its own says the act's modality
# itself ("są zobowiązani do przesłania legitymacji" obliges).
_MODAL_WORD = re.compile(
    r"\b(?:musi\w*|muszą|należy|trzeba|zobowiąz\w*|wymag\w*|obowiąz\w*|powin\w*|must|required"
    r"|requires?|obliged|have\s+to|has\s+to|should|może|mogą|można|wolno|can|may)\b"
)
# A deverbal noun: "odwołanie", "przepisania", "cancellation", "unpacking".
_ACT_NOUN = re.compile(
    r"\b[a-ząćęłńóśźż]{3,}(?:nie|nia|niu|cie|cia|ciu|tions?|sions?|ings?|ments?|als?)\b"
)
# A verb's ending, dropped for its stem ("rozpakowywać" → "rozpakowyw", "cancelled" → "cancel").
_VERB_END = re.compile(r"(?:ować|ywać|iwać|ać|eć|ić|yć|ąć|ć|led|ed|d|s)$")


def verb_stem(word: str) -> str:
    """A verb without its ending: "rozpakowywać" → "rozpakowyw", "przyspieszać" → "przyspiesz",
    "cancelled" → "cancel"."""
    return _VERB_END.sub("", word)


def _act_stem(match: re.Match[str]) -> str:
    word = match.group("pl") or match.group("en") or match.group("noun") or match.group("subject")
    if match.group("noun") or match.group("subject"):
        return word[: max(5, len(word) - 3)]
    stem = verb_stem(word)
    return stem if len(stem) >= 5 else ""


def named_on_labels(source: str, candidate: str, *, translated: bool = False) -> int:
    """How many of the source's possibilities the candidate names as the act on a label line
    (a translation's nouns share no letters with the source's verbs: none)."""
    if translated or (":" not in candidate and "\n" not in candidate):
        return 0
    stems = [s for s in (_act_stem(m) for m in _POSSIBLE_ACT.finditer(folded(source))) if s]
    if not stems:
        return 0
    nouns = [
        m.group(0)
        for line in _LABEL_LINE.finditer(folded(candidate))
        for part in line.group(0).split(";")
        if not _MODAL_WORD.search(part)
        for m in _ACT_NOUN.finditer(part)
    ]
    # a label itself names the act: "Odwiedziny: codziennie do 20:00"
    nouns += [
        word
        for label in _LABEL.findall(folded(candidate))
        if not _MODAL_WORD.search(label)
        for word in label.split()
    ]
    return sum(any(noun.startswith(stem) for noun in nouns) for stem in stems)
