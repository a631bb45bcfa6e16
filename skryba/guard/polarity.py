"""Negation, modality and hedging markers, counted per text and compared across Polish and English.

A marker's category, not its word, is compared, so "must not" and "nie wolno"/"nie może" or
"some" and "część" agree across translation. Polish negative concord is one negation:
"nikt nie przyszedł" and "nigdy nie" count once, as "nobody came" and "never" do.

Why one long module: the marker vocabularies (Polish and English), the phrase patterns and the
sentence-group comparison that reads them are one rule set, changed together; each rule's words
sit beside the comparison that uses them. Splitting the vocabularies from the comparison is the
next step when this grows again.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import lru_cache
from itertools import chain, pairwise
from types import MappingProxyType
from typing import NamedTuple

from models.guard import FindingKind, GuardFinding
from skryba.guard.certainty import SUGGESTS, proofs_gained, suggestions
from skryba.guard.facts import folded, hint_starts, lower_matched, mask, matches_at
from skryba.guard.modal_context import (
    after_threshold,
    bound_dropped,
    bound_said,
    bounded_at,
    enabled_by_modal,
    invitations_gained,
    named_on_labels,
    permitted_only,
)
from skryba.guard.sentences import (
    components,
    finer_components,
    sentence_spans,
    tokens,
    with_stops,
)


def _vocabulary(words: str) -> frozenset[str]:
    return frozenset(words.split())


_WORD = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)?")
_CLAUSE = re.compile(r"[.;:!?\n\u2014\u2013]|,\s")

_NEGATION = _vocabulary(
    "not never no none nobody nothing nowhere neither without cannot nie bez unless"
)
# A rule's ban said in one word is the negation a rewrite spells out: "contraindicated" is "must
# not be used", "przeciwwskazane"/"zabronione" is "nie wolno".
_LEXICAL_BANS = _vocabulary(
    "contraindicated prohibited forbidden przeciwwskazane przeciwwskazany przeciwwskazana "
    "zabronione zabroniony zabroniona zakazane zakazany zakazana zakaz zakazu "
    # the ban as a verb: "zabrania się palenia", "the law prohibits"
    "zabrania zabraniają zabraniamy zabronić zabroniono zakazuje zakazują zakazujemy zakazano "
    "zakazać zakazy prohibit prohibits forbid forbids forbade"
)
# "bez względu na dochód" (a "bez", counted) is "regardless of income", as "no matter" is.
_LEXICAL_NEGATION = _LEXICAL_BANS | _vocabulary("regardless irrespective niezależnie")
# "Avoid alcohol" is "do not drink alcohol", but "avoid travel" is also "zrezygnować z podróży":
# an avoidance may stand for a negation in either text and is never required to.
_AVOIDANCE = _vocabulary(
    "avoid avoids avoided avoiding refrain unikać unikaj unikajcie unika unikają unikając"
    # An absence said as a lack, "brakuje wolnych miejsc", is "there are no free places" as
    # often as "places run short": it may stand for a negation as well.
    " brak braku brakuje brakowało zabraknie zabrakło lack lacks"
)
# Polish n-words: a negation of their own only without a "nie" in the same clause.
_POLISH_N_WORDS = _vocabulary(
    "nigdy nikt nikogo nikomu nikim nic niczego niczym nigdzie żaden żadna żadne żadnego żadnej "
    "żadną żadnych żadnym żadnymi"
)
# "no later than"/"nie później niż" is a deadline, "no more than"/"nie więcej niż" a limit, "not
# only"/"nie tylko" an addition: idioms, not negations.
_NOT_NEGATION = re.compile(
    # Written to open with its first letter, matched case by case, so the regex engine skips to
    # the letters a match can open with (a case-blind class gives it no such skip); the look-
    # behind after that letter is the "\b" before it, and each letter's idioms follow.
    r"(?-i:[bdnwBDNW])(?<!\w.)(?:(?<=n)(?:"
    # a comparison bounded is a limit: "no taller than", "not later than", "nie rzadziej niż"
    r"o(?:|t)\s+(?:(?:more|less)\s+often|later|earlier|sooner|more|less|fewer|longer|shorter|older|younger|higher"
    r"|lower|taller|larger|greater|smaller|bigger|heavier|lighter|wider|narrower|further"
    r"|farther)\s+than\b|ot\s+(?:only|just|merely|simply)\b|ie\s+tylko\b"
    # "Never share it, not even with IT" is "nikomu, nawet IT": the emphasis of a negation said
    # (after a dash or a semicolon too: "Never leave it — not even for a minute")
    r"|(?<=[,;\u2014\u2013]\sn)ot\s+even\b"
    # "nie zapomnij" is "remember to": an instruction, not a negation
    r"|ie\s+zapomn\w*"
    # after a preposition "nie" is "them": "receptę na nie", "płaci się za nie"
    r"|ie\b(?:(?<=\bna\snie)|(?<=\bza\snie)|(?<=\bprzez\snie)|(?<=\bo\snie)|(?<=\bw\snie)"
    r"|(?<=\bpo\snie)|(?<=\bpod\snie)|(?<=\bnad\snie)|(?<=\bprzed\snie))"
    # "only staff may" said as "nobody else may", "tylko serwisant, nikt inny nie może" (not
    # "o ile nikt inny nie zarezerwował": unless someone else has)
    r"|ikt\s+inn[yi]\s+nie\s+(?=(?:może|mogą|wolno|ma\s+prawa)\b)"
    r"|o(?:body|\s+one|one)\s+else(?=\s+(?:may|can|is\s+allowed|is\s+permitted)\b)"
    r"|ie\s+(?:później|wcześniej|więcej|mniej|dłużej|krócej|rzadziej|częściej|wyżej|niżej"
    r"|dalej|bliżej|taniej|drożej|(?:starsz|młodsz|większ|mniejsz|dłuższ|krótsz|wyższ|niższ"
    r"|późniejsz|wcześniejsz|cięższ|lżejsz|szersz|węższ)\w*)"
    # "nie dłużej jednak niż do 31 października" is "ale najdłużej do 31 października"
    r"\s+(?:jednak\s+|zaś\s+|wszakże\s+)?niż\b"
    # "No. 5", "case no. I FSK 567/21", "Application no.: 24/01873" are number signs; the guard
    # reads markers with numbers blanked, so also "No.  "
    r"|o\.(?=:|\s*\d|\s{2,}|\s*(?-i:[IVXLCDMA-Z]{1,5}\b)))"
    # "don't forget to" is "remember to"
    r"|(?<=d)(?:o\s+not|on['\u2019]t)\s+forget\b"
    # "without undue delay"/"bez zbędnej zwłoki" is "promptly"/"niezwłocznie": a deadline
    r"|(?<=w)ithout\s+(?:undue\s+|any\s+|further\s+)?delay\b"
    r"|(?<=b)ez\s+(?:zbędnej\s+|zbędnego\s+)?(?:zwłoki|opóźnienia|opóźnień)\b"
    # "dopóki komunikat nie zostanie odwołany" is "until the notice is withdrawn": Polish says
    # "until" with a "nie" that negates nothing
    r"|(?<=d)opóki\s+(?:[^\W\d_]+\s+){0,3}?nie\b)",
    re.IGNORECASE,
)
# Words every match of _NOT_NEGATION has: a text without them is spared the search.
_NOT_NEGATION_WORDS = ("no", "nie", "forget", "without", "bez", "dopóki")


# Polish negations that negate nothing: "sprawdzić, czy numer nie został zastrzeżony" asks
# whether it has been (an expletive "nie" in a question after checking), a "czyn zabroniony"
# is an offence, not a ban, and "złamanie zakazu" names a ban, not a new one.
_EXPLETIVE = re.compile(
    r"\b(?:sprawd[zź]|upewni|weryfik|zweryfik|ustal|zobacz)\w*\b[^.;!?]{0,60}?\bczy\s+"
    r"(?:[^\W\d_]+\s+){0,3}?(nie)\b"
    r"|\bczyn(?:u|y|ów|em|ami)?\s+(zabronion\w*)"
    # a ban named as broken or kept is the ban said before, no new one: "Za złamanie zakazu
    # grozi grzywna" is "Temu, kto go złamie, grozi grzywna"
    r"|\b(?:złama|łama|narusz|nieprzestrzega|przestrzega|egzekwow|obejści|obchodz)\w*\s+"
    r"(?:tego\s+|tych\s+|powyższego\s+)?(zakaz(?:u|ów))\b",
    re.IGNORECASE,
)


def _blank_groups(pattern: re.Pattern[str], text: str) -> str:
    """The text with every match's captured groups blanked (same length)."""
    chars = list(text)
    for match in pattern.finditer(text):
        for group in range(1, (pattern.groups or 0) + 1):
            start, end = match.span(group)
            if start >= 0:
                chars[start:end] = " " * (end - start)
    return "".join(chars)


def _may_be_expletive(lower: str) -> bool:
    """Whether ``lower`` (the text as folded) has the words one of ``_EXPLETIVE``'s matches
    needs: "czy" and "nie" alone are in most Polish texts."""
    return (
        ("czy" in lower and "nie" in lower and any(w in lower for w in _CHECK_STEMS))
        or ("czyn" in lower and "zabronion" in lower)
        or ("zakaz" in lower and any(w in lower for w in _BREAK_STEMS))
    )


# The verbs _EXPLETIVE reads before "czy ... nie" and before "zakazu" ("złama" has "łama",
# "nieprzestrzega" has "przestrzega").
_CHECK_STEMS = ("sprawd", "upewni", "weryfik", "ustal", "zobacz")
_BREAK_STEMS = ("łama", "narusz", "przestrzega", "egzekwow", "obejści", "obchodz")


def _without_idioms(text: str, lower: str) -> str:
    """The text with each idiom read as no negation blanked (``lower``: the text as
    :func:`folded`)."""
    if _may_be_expletive(lower):
        text = _blank_groups(_EXPLETIVE, text)
    if not any(word in lower for word in _NOT_NEGATION_WORDS):
        return text
    return _NOT_NEGATION.sub(" ", text)


def _has_idiom(text: str) -> bool:
    lower = folded(text)
    return any(word in lower for word in _NOT_NEGATION_WORDS) and bool(_NOT_NEGATION.search(text))


# EU and UN style writes the number sign without its dot: "Regulation (EC) No 261/2004".
# "No 13:10 sailing on Wednesdays" is a negation: a clock time is no number.
_NUMBER_SIGN = re.compile(r"\bNo(?=\s*\d(?!\d?[:.]\d\d\b)|\s{2,})")
# "..., otherwise we may refuse" and "Otherwise, ..." are "if not"; "otherwise healthy" is not.
_OTHERWISE = re.compile(r"(?<=[,;:\u2013\u2014(])\s*otherwise\b|\botherwise\s*,", re.IGNORECASE)
# Several words that are one "unless" (one negation): "chyba że" (not the hedge "chyba"), "w
# przeciwnym razie" ("otherwise"), "except where", and "unless otherwise agreed".
_UNLESS_PHRASE = re.compile(
    r"\bchyba\s*,?\s*że\b|\bw\s+(?:przeciwnym|innym)\s+(?:razie|wypadku|przypadku)\b"
    r"|\bunless\s+otherwise\b"
    # "inaczej kara 200 zł" after a comma or a dash is "w przeciwnym razie" (otherwise)
    r"|(?<=[,;\u2013\u2014]\s)inaczej\b"
    r"|\bexcept\s+(?:where|when|if)\b|\bsave\s+(?:where|when|if|that|for|as)\b"
    r"|\bz\s+wyjątkiem\s+(?:sytuacji|przypadków|przypadku|tych|osób)\s*,?\s*(?:gdy|kiedy|w\s+których"
    r"|które|którzy|który|która)\b",
    re.IGNORECASE,
)
# "some 3,000 homes" is "about 3,000" (an approximation, as "ok."/"about" are, not a hedge), and
# "z czasem" is "with a time of" or "over time", not "czasem" (sometimes).
_ROUND_NUMBERS = (
    "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty"
    "|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|dozen|million"
)
_NOT_HEDGE = re.compile(
    r"\bsome(?=\s*\d|\s{2,})|\bz(?:e)?\s+czasem\b"
    # ("some twenty years earlier" is "around twenty years", a number said roughly)
    r"|\bsome(?=\s+(?:" + _ROUND_NUMBERS + r")\b)"
    # "rozważali taką możliwość" names an option considered: the noun, no "może" said; so do
    # "ogranicza możliwości interpretacji" (limits the scope) and "zwiększa możliwości"
    r"|\b(?:tak(?:ą|iej|a)|t(?:ę|ej|ą|a))\s+możliwoś\w*"
    r"|\b(?:ogranicz|zwiększ|poszerz|rozszerz|zmniejsz|zawęż)\w*\s+(?:[^\W\d_]+\s+)?możliwoś\w*"
    r"|\bmożliwoś\w*\s+(?:[^\W\d_]+\s+)?(?:ogranicz|zwiększ|poszerz|rozszerz|zmniejsz|zawęż)\w*"
    # "części samochodowe" are car parts, no share of anything
    r"|\bczęści\s+(?:samochodow|zamienn|komputerow|mechaniczn|elektroniczn|rowerow)\w*"
    # "in a way that suggests the Council endorses it" implies; it hedges nothing
    r"|\b(?:way|manner)\s+that\s+suggests?\b"
    # "poza ustalonym czasem", "przed czasem", "wolnym czasem": the noun "czas" (time)
    r"|\b(?:poza|przed|nad|pod|za)\s+(?:[^\W\d_]+ym\s+)?czasem\b|\b[^\W\d_]+ym\s+czasem\b"
    # ("związek między czasem spędzanym przed ekranem", "czasem wolnym": the noun, described)
    r"|\bczasem(?=\s+[^\W\d_]{3,}(?:ym|im)\b)"
    # "zeznanie jest wstępnie wypełnione" is a pre-filled return, nothing uncertain
    r"|\bwstępnie(?=\s+(?:wypełnion|uzupełnion|przygotowan|zaakceptowan)\w*)"
    # a comparison with the usual: "przyjmować leki jak zwykle" (as usual), "dłużej niż zwykle"
    # (longer than usual), "as normally", "more than normally"
    r"|\b(?:jak|niż|than|as)\s+(?:zwykle|zazwyczaj|normally|usually)\b"
    # a frequency asked after: "it may depend on how often children switch" is "on the
    # frequency with which they switch"
    r"|\b(?:how|jak)\s+(?:often|często)\b"
    # a frequency compared or ranked: "delays were most often linked to" is "the most frequent
    # cause of delay was", "more often in cold weather" "more frequently"
    r"|\b(?:more|most|less|least)\s+(?:often|commonly|frequently|usually)\b"
    # a likelihood compared: "less likely to survive" is "mniejsze szanse na przeżycie", "more
    # likely to benefit than to harm" "częściej przynosi korzyść" (not "most likely", a hedge)
    r"|\b(?:more|less)\s+likely\b|\b(?:twice|times)\s+as\s+likely\b|\b(?:bardziej|mniej)\s+prawdopodobn\w*"
    # "czy raczej" and "a raczej" offer the other of two readings ("or rather"), hedging neither
    r"|\b(?:czy|a|albo|lub)\s+raczej\b"
    # a heading's stock phrase obliges nobody: "Here's what you need to know", "Co musisz
    # wiedzieć"
    r"|\b(?:what|everything|things?)\s+(?:you|we)\s+need\s+to\s+know\b"
    r"|\bco\s+(?:musisz|trzeba|należy|warto)\s+wiedzieć\b"
    # "one or several" bounds from below: "na jedno lub kilka zadań" is "for one or more lots"
    r"|\b(?:jedno|jeden|jedną|jedna|jednej)\s+(?:lub|albo)\s+kilk\w*|\bone\s+or\s+several\b"
    # a count a list after the colon gives: "A few ground rules:" are the rules listed,
    # "Kilka zasad:" (not "a few days:", where the count stays vague)
    r"|\b(?:(?:a\s+)?few|several|kilka|kilku|parę)(?=\s+(?:[^\W\d_]+\s+){0,2}?"
    r"(?:rules|tips|things|points|notes|reminders|steps|changes|questions|zasad|wskazówek|rzeczy"
    r"|uwag|zmian|kroków|pytań|informacji|przypomnień)\s*:)"
    # "reguły" hedges only as "z reguły" (as a rule): "następujące reguły" are rules
    # (the look-behind after the word: the engine skips to its letters)
    r"|\breguły\b(?<!\bz\sreguły)",
    re.IGNORECASE,
)
# Obligations by strength: "must"/"musi"/"należy"/"trzeba"/"have to" bind; "should"/"powinien"/
# "ought" recommend. "must" turned into "should" weakens the rule: a finding, as dropping it is.
_OBLIGATION = _vocabulary(
    "must mustn't shall required require requires obliged mandatory obligatory compulsory "
    # "are legally required to" is "have a legal obligation to", as "obowiązek" is
    "obligation obligations obligated "
    "need needs needed "
    "musi muszą musisz musimy musicie musiał musiała musiało musieli musiały należy trzeba "
    "obowiązek obowiązkowe obowiązkowy "
    "obowiązkowa obowiązkowo wymaga wymagają wymagać wymagane wymagany wymagana wymagani "
    "wymagamy wymagam "
    "wymaganych wymaganym wymaganymi wymaganą wymaganej wymaganego potrzeba potrzebny potrzebna "
    "potrzebne potrzebni potrzebuje "
    "potrzebują potrzebować zobowiązany zobowiązana zobowiązani zobowiązane potrzebujesz "
    # the law's "jest obowiązany przyłączyć" is "ma obowiązek przyłączenia"
    "obowiązany obowiązana obowiązani obowiązane potrzebujemy "
    "potrzebujecie potrzebuję necessary konieczne konieczny konieczna konieczni koniecznie "
    "niezbędne niezbędny niezbędna niezbędni"
)
_RECOMMENDATION = _vocabulary(
    "should shouldn't ought powinien powinna powinno powinni powinny powinniśmy powinieneś "
    "powinnaś powinniście powinnam powinienem "
    # the conditional "należałoby" advises: "należałoby uwzględniać" is "powinna uwzględniać"
    "należałoby"
)
# A negated "must"/"should"/"należy" or a negated "may"/"can"/"wolno"/"można" forbids (or denies
# a possibility): "do not exceed", "must not", "may not", "nie należy", "nie wolno", "cannot" and
# "nie może" say the same and are read as the negation alone. A negated "musi"/"have to"/"need"
# ("nie musi", "does not have to") lifts an obligation instead: an exemption, its own marker, so
# "nie musi" read as "must not" (or "may not" as "nie musi") is a finding.
_EXEMPTING = (
    r"musi|muszą|musisz|musimy|musicie|musiał\w*|musieli|trzeba|potrzeba|wymaga\w*|need|needs|needed"
    r"|required|obliged|obligatory|mandatory|compulsory|essential|obowiązkow\w*|zobowiązan\w*"
    r"|obowiązan\w*"
    # "rejestracja nie jest konieczna" is "nie trzeba się rejestrować"
    r"|necessary|konieczn\w*|niezbędn\w*"
    # "does not require tools" is "nie wymaga narzędzi", "nie potrzebujesz pozwolenia"
    r"|require|requires|potrzebuj\w*|potrzebn\w*|potrzebowa\w*"
)
# "powinna"/"powinien"/…: the recommendation a Polish exemption may carry ("nie powinna wymagać")
_ADVISING_FORM = r"powin(?:na|no|ien|ny|ni)"
_EXEMPTION = re.compile(
    # ("nie jest ona obowiązkowa": a pronoun after the copula)
    # ("nie powinna wymagać zmian" is "should not require changes"; a contraction, "shouldn't
    # require", is one of _RARER_EXEMPTIONS)
    r"\b(?:not|nie|never)\s+(?:jest\s+(?:to\s+|ona\s+|on\s+|ono\s+)?"
    r"|są\s+(?:one\s+|oni\s+)?|be\s+|będzie\s+|będą\s+|będziesz\s+|będziecie\s+|będziemy\s+"
    r"|" + _ADVISING_FORM + r"\s+)?"
    # "is not usually required", "nie jest zwykle wymagane"
    # ("nie jest już wymagana" is "is no longer required")
    # ("nie jest to jednak obowiązkowe", "nie jest wcale konieczne")
    r"(?:(?:usually|normally|generally|always|necessarily|zwykle|zazwyczaj|zawsze|koniecznie|już"
    # ("nie jest formalnie wymagana", "is not strictly required")
    r"|jednak|wcale|również|też|formalnie|formally|strictly|ściśle)"
    r"\s+)?"
    r"(?:" + _EXEMPTING + r")\b"
    r"|\b(?:is|are|was|were|be)\s+not\s+(?:"
    + _EXEMPTING
    + r")\b|\bneed\s+not\b|\bneedn['\u2019]t\b"
    # "No experience required" is "doświadczenie nie jest wymagane", and "needs no tools" is
    # "does not require tools"
    # ("No previous knowledge of BSL is required")
    # ("No ability to play any instrument is required")
    # ("No tender security (wadium) is required": a word in brackets is one of its words)
    r"|\bno\s+(?:\(?[^\W\d_]+\)?\s+){0,6}(?:(?:is|are)\s+)?(?:required|needed|necessary)\b"
    # "Nobody will have to move out" is "no one will need to"
    r"|\b(?:nobody|no\s+one|no-one)\s+(?:will\s+|would\s+)?(?:has|have|needs|need)\s+to\b"
    # "Experience: none needed"
    r"|\bnone\s+(?:(?:is|are)\s+)?(?:required|needed|necessary)\b"
    r"|\b(?:need|needs|needed|require|requires|required)\s+no\b"
    # "there is no need to return it" is "you do not need to return it"
    r"|\bno\s+need\b|\bnie\s+ma\s+potrzeby\b"
    r"|\b(?:do|does|did|will)(?:\s+not|n['\u2019]t)\s+(?:have|need)\s+to\b|\bwon['\u2019]t\s+(?:have|need)\s+to\b"
    # "we want them not to have to travel" is "by nie musieli jeździć"
    r"|\bnot\s+to\s+(?:have|need)\s+to\b"
    # "you don't need a receipt" is "you do not need a receipt"; "there's nothing you need to
    # do" is "you do not need to do anything"
    r"|\b(?:do|does|did)n['\u2019]t\s+(?:need|require)\b"
    r"|\bnothing\s+(?:[^\W\d_]+\s+){0,2}?(?:need|needs|have|has)\s+to\b",
    # Not case-blind: searched in the text as folded, as _POLARITY_CUE is (twice as fast).
)
# What every match of _EXEMPTION has in the folded text: a text without any is spared the search.
_EXEMPTION_WORDS = ("no", "nie", "n't", "n\u2019t", "never", "none")
# Rarer exemptions, each searched only in a text with its word (the search costs more than the
# look): "isn't required", "Fluent reading isn't a must", "no paper copy needs to be submitted",
# "nie ma obowiązku", "bez obowiązku składania", "jest zwolniona z obowiązku uzyskania".
_RARER_EXEMPTIONS = (
    (
        ("n't", "n\u2019t"),
        re.compile(r"\b(?:is|are|was|were)n['\u2019]t\s+(?:" + _EXEMPTING + r")\b"),
    ),
    # "shouldn't require any changes", "won't need": the "n't" alone, so that "should" stays the
    # recommendation it is
    (
        ("n't", "n\u2019t"),
        re.compile(
            r"n['\u2019]t(?:(?<=shouldn.t)|(?<=wouldn.t)|(?<=won.t)|(?<=doesn.t)|(?<=don.t)"
            r"|(?<=didn.t))\s+(?:be\s+)?(?:" + _EXEMPTING + r")\b"
        ),
    ),
    (("must",), re.compile(r"(?:\bnot|n['\u2019]t)\s+a\s+must\b")),
    # "You need neither binoculars nor a telescope", "Customers need take no action"
    (
        ("need",),
        re.compile(r"\b(?:need|needs)\s+(?:neither|[^\W\d_]+\s+(?:no|nothing)|nothing)\b"),
    ),
    # a question on a need answered "no": "Do I need evidence? No: a belief is enough", "Czy
    # muszę mieć bilet? Nie."
    (
        ("?",),
        re.compile(
            r"\b(?:do|does|will|czy)\s+(?:[^\W\d_]+\s+){0,3}?(?:need|needs|muszę|musisz|musimy"
            r"|musi|trzeba|potrzebuj\w*|wymagan\w*|required)\b[^?.!]{0,80}\?"
            r"\s*(?:no|nie)\b"
        ),
    ),
    # ("no business data that needs keeping")
    (
        ("need",),
        re.compile(
            r"\bno\s+(?:[^\W\d_]+\s+){0,2}(?:that\s+|which\s+)?needs?\s+(?:to\b|[^\W\d_]+ing\b)"
        ),
    ),
    (
        ("obowiązku",),
        # ("Nie mają Państwo obowiązku zgadzać się")
        re.compile(
            # ("nie ma Pani takiego obowiązku")
            r"\b(?:nie\s+ma(?:sz|my|cie|ją)?\s+(?:pan\w*\s+|państwo\s+)?(?:takiego\s+|żadnego\s+)?"
            r"|bez\s+)obowiązku\b"
            r"|\bzwolnion\w*\s+z\s+obowiązku\b"
        ),
    ),
)


# A possibility denied by its noun is "nie można": "w autobusach nie ma możliwości przewozu
# rowerów" is "rowerów nie można przewozić", "bez możliwości prolongaty" "cannot be renewed".
_NO_POSSIBILITY = re.compile(
    r"\b(?:nie\s+ma|nie\s+będzie|brak|bez)\s+(?:żadnej\s+)?możliwości\b", re.IGNORECASE
)
# A need named as a condition lays no obligation and lifts none: "avoid travel unless your
# journey is essential" is "odradza się podróż, o ile nie jest ona konieczna", and "replace it
# if necessary" is "w razie potrzeby", "where the law requires it" "where required by law".
_CONDITIONAL_NEED = re.compile(
    r"(?P<condition>\b(?:o\s+ile|jeśli|jeżeli|gdy|kiedy|gdzie|if|unless|where|when)\s+"
    r"(?:[^\W\d_]+\s+){0,4}?)"
    r"(?:essential|necessary|required|requires?|needed|konieczn\w*|niezbędn\w*|potrzebn\w*"
    r"|wymaga\w*)\b",
    re.IGNORECASE,
)
_CONDITIONAL_NEED_WORDS = (
    "o ile",
    "jeśli",
    "jeżeli",
    "gdy",
    "kiedy",
    "gdzie",
    "if",
    "unless",
    "where",
    "when",
)


def _exemption_spans(text: str, lower: str) -> list[tuple[int, int]]:
    """Where the text lifts an obligation, in order and not overlapping (``lower``: as folded)."""
    found = (
        [m.span() for m in _EXEMPTION.finditer(lower)]
        if any(word in lower for word in _EXEMPTION_WORDS)
        else []
    )
    rarer = [
        m.span()
        for words, pattern in _RARER_EXEMPTIONS
        if any(word in lower for word in words)
        for m in pattern.finditer(lower)
    ]
    if not rarer:
        return found
    spans: list[tuple[int, int]] = []
    for start, end in sorted(found + rarer):
        if not spans or start >= spans[-1][1]:
            spans.append((start, end))
    return spans


_ADVISED_IN_EXEMPTION = re.compile(r"\b" + _ADVISING_FORM + r"\b", re.IGNORECASE)


def _without_exemptions(text: str, spans: Iterable[tuple[int, int]]) -> str:
    """The text with each exemption (its spans in order, not overlapping) replaced by one space,
    or by its own closing "to": what "do not have to allow" lifts is the allowing, no
    permission granted (as "are not required to allow" reads)."""
    pieces: list[str] = []
    last = 0
    for start, end in spans:
        own_to = end - start > 3 and text[end - 3].isspace() and text[end - 2 : end].lower() == "to"
        # a recommendation inside stays one: "nie powinna wymagać zmian" is "should not require
        # changes", whose "should" the exemption leaves
        advised = _ADVISED_IN_EXEMPTION.search(text, start, end)
        kept = [advised.group(0)] if advised else []
        if own_to:
            kept.append(text[end - 2 : end])
        pieces += (text[last:start], f" {' '.join(kept)} " if kept else " ")
        last = end
    pieces.append(text[last:])
    return "".join(pieces)


# (Not case-blind, as _HEDGE_PHRASES below: searched in the text as folded, see _POLARITY_CUE.)
_OBLIGATION_PHRASES = re.compile(
    r"\b(?:have|has|had)\s+to\b"
    # "you've got to return it" is "you have to"
    r"|(?:\b(?:have|has)|['\u2019](?:ve|s))\s+got\s+to\b"
    # "booking is essential" binds as "booking is required" does (not "essential oils")
    r"|\b(?:is|are|be|was|were)\s+(?:absolutely\s+|strictly\s+)?essential\b"
)
# "kept for 5 years, as required by Article 86" says the records conform ("in line with Article
# 86", "zgodnie z art. 86"); it lays no obligation of its own.
# A topic named, no rule laid: "Regulation … on rail passengers' rights and obligations",
# "praw i obowiązków pasażerów".
_RIGHTS_AND_DUTIES = re.compile(
    r"\b(?:rights|praw|prawach|prawa)\s+(?:and|i|oraz)\s+(?:obligations|duties|obowiązk\w*)\b"
    r"|\b(?:obligations|duties|obowiązk\w*)\s+(?:and|i|oraz)\s+(?:rights|praw|prawach|prawa)\b",
    re.IGNORECASE,
)
_CONFORMITY = re.compile(
    r"\bas\s+(?:required|needed|necessary|requested)\b"
    # a rule's source named after it: "…, as section 213 of the Housing Act 2004 requires" is
    # "under section 213": the rule the clause states, not one more
    r"|\bas\s+(?:the\s+|this\s+|our\s+)?(?:[^\W\d_]+\s+|\d+\s+){1,8}?(?:requires?|demands?"
    r"|stipulates?|prescribes?)(?=\s*[.;,)\n]|\s*\Z)",
    re.IGNORECASE,
)
# A fact to bear in mind binds no one: "Trzeba jednak pamiętać, że są to badania obserwacyjne" is
# "However, these are observational studies" ("należy pamiętać o bilecie", an act, still binds).
_REMINDER = re.compile(
    r"\b(?:trzeba|należy|must)\s+(?:jednak\s+|też\s+|również\s+|przy\s+tym\s+|however\s+|also\s+)?"
    r"(?:pamiętać|mieć\s+na\s+uwadze|zaznaczyć|podkreślić|remember|bear\s+in\s+mind|note"
    r"|be\s+(?:remembered|borne\s+in\s+mind|noted|stressed))"
    r"(?=,?\s+(?:że|iż|that)\b)",
    re.IGNORECASE,
)
_REMINDER_WORDS = (
    "pamięta",
    "uwadze",
    "zaznacz",
    "podkreśl",
    "remember",
    "in mind",
    "note",
    "stressed",
)
# "appear"/"wydaje" hedge only as "appears to"/"wydaje się": "symptoms appear after years" and
# "sąd wydaje wyrok" (the court issues a judgment) say nothing uncertain; nor does the impersonal
# "kartę wydaje się w ciągu 14 dni" (the card is issued), a "wydaje się" a preposition follows.
_HEDGE_PHRASES = re.compile(
    # ("appears concentrated" is "appears to be concentrated")
    # ("appeared weaker", a comparison made uncertain)
    r"\bappear(?:s|ed|ing)?\s+(?:to|that|[^\W\d_]{3,}ed|more|less|weaker|stronger|higher|lower|larger"
    r"|smaller|greater|better|worse|similar|stable)\b"
    # a state that seems so: "anyone who appears unwell" is "who seems unwell" (not where a
    # thing shows up: "appears in the corner", "appear around day 4", "appears three times")
    r"|\bappear(?:s|ed)?\s+(?!(?:in|on|at|after|before|within|when|as|for|during"
    r"|under|only|once|twice|first|again|below|above|next|here|there|where|if|while|until|and"
    r"|or|with|from|to|the|a|an|this|that|these|those|it|beside|near|inside|online|around"
    r"|about|out|up|into|over|through|forward|back|automatically|immediately|instantly"
    r"|shortly|soon|later|now|today|daily|weekly|every|each|one|two|three|four|five|six"
    r"|seven|eight|nine|ten|several|many|more|like|though)\b)"
    r"[^\W\d_]{3,}\b"
    r"|\blook(?:s|ed)?\s+[^\W\d_]{3,}ed\b"
    # a person's or an animal's state that only shows: "an animal that looks unwell"
    r"|\blook(?:s|ed|ing)?\s+(?:unwell|ill|sick|poorly|injured|hurt|distressed|exhausted|drunk"
    r"|intoxicated|dehydrated|confused|lost|weak|lethargic|feverish)\b|\bwyda(?:j|wa)\w*\s+(?:mi\s+|nam\s+)?się\b"
    r"(?!\s+(?:w|we|na|po|do|od|przy|przez|za|u|dla|bezpłatnie|nieodpłatnie|niezwłocznie"
    r"|wyłącznie|tylko|osobiście)\b)|\bsię\s+wyda(?:j|wa)\w*"
    # (with an infinitive after: "wydaje się w dużej mierze zależeć" hedges)
    r"|\bwyda(?:j|wa)\w*\s+się\s+(?:[^\W\d_]+\s+){1,3}?[^\W\d_]{2,}ć\b"
    # a claim reported, not made: "it is thought to be", "uważa się", "podobno"
    # ("uważa się za koszt", "is considered to be a cost" deem: no hedge)
    r"|\b(?:is|are|was|were)\s+(?:(?:now|widely|generally|often|still|also)\s+)?(?:thought"
    r"|believed|said|reported|alleged|presumed)\s+to\b"
    # (a verb follows: "the theft is reported to the police" is told to someone, no hedge)
    r"(?!\s+(?:the|a|an|your|our|their|his|her|its|this|that|us|me|them|him|police)\b)"
    r"|\b(?:uważa|sądzi|przypuszcza|mówi)\s+się\s*,?\s*(?:że|iż)\b|\bpodobno\b|\brzekomo\b"
    # ("are reported to survive" is "reportedly survive", "według doniesień przeżywa")
    r"|\breportedly\b|\ballegedly\b|\bsupposedly\b|\bwedług\s+doniesień\b"
    r"|\baccording\s+to\s+reports\b"
    r"|\bponoć\b",
)
_POSSIBILITY = _vocabulary(
    "may might can could cannot can't couldn't allowed permitted possible possibly "
    "allow allows permit permits pozwala pozwalają dozwolone dozwolony dozwolona "
    "zezwala zezwalają "
    "może mogą można mógł mogła mogło mogli mogły mógłby mogłaby mogłoby mogłyby mogliby "
    "możemy możesz mogę możecie mogliśmy mogłem mogłam wolno możliwe możliwy możliwa możliwość "
    "możliwości maybe perhaps ewentualnie "
    "potrafi potrafią umie umieją "
    # "dopuszczalny poziom" is "the permitted level", as "permitted" counts, and "dopuszczalna
    # masa całkowita" is "the maximum permissible weight" (not "allowable expenses", which are
    # deductible)
    "dopuszczalne dopuszczalny dopuszczalna dopuszczalnego dopuszczalnej dopuszczalnym "
    "dopuszczalnych dopuszczalną permissible"
)
_HEDGE = _vocabulary(
    "some probably likely unlikely najprawdopodobniej "
    "seem seems seemed apparently partly partially several often sometimes usually few "
    "rarely seldom occasionally "
    "mostly "
    "generally tend tends normally typically commonly "
    # a role or cause taken as likely: "the presumed role of soil microbes"
    "presumed putative domniemany domniemana domniemane domniemanej domniemanego domniemaną "
    "domniemanym domniemanych "
    "część części niektóre niektórzy niektórych niektórym prawdopodobnie chyba "
    "zapewne najpewniej częściowo często czasem czasami "
    "zwykle zazwyczaj raczej przypuszczalnie kilka kilku prawdopodobne prawdopodobny "
    "prawdopodobna ogół ogólnie przeważnie niewiele jakiś jakaś "
    "niewielu nieliczni nieliczne rzadko niekiedy "
    # "występują rzadko" is "są rzadkie", "rarely occur" "are rare"
    "rare rzadkie rzadki rzadka rzadkich rzadkością "
    "jakieś jakichś "
    # "kilkaset" is "several hundred", "kilkanaście" "a dozen or so"
    "kilkaset kilkuset kilkadziesiąt kilkudziesięciu kilkanaście kilkunastu "
    # "as a rule": "zasadniczo", "z reguły"
    "zasadniczo reguły "
    # a finding not yet final: "wstępne datowanie" is "preliminary dating"
    "wstępne wstępnie wstępny wstępna wstępnych wstępnego wstępnej wstępnym wstępnymi wstępną "
    # ("provisional" is also a kind of thing: "a provisional licence")
    "preliminary provisionally tentative tentatively "
    # (an adjective's every case: "jedna z prawdopodobnych przyczyn", "the probable cause")
    "probable prawdopodobnych prawdopodobnym prawdopodobnej prawdopodobnego prawdopodobnymi "
    "prawdopodobną"
)
_INITIAL = re.compile(r"\b(?:initial(?:ly)?|introductory|induction)\b", re.IGNORECASE)
_POLISH_POSSIBILITY = _vocabulary(
    "może mogą można mógł mogła mogło mogli mogły mógłby mogłaby mogłoby mogłyby mogliby "
    # ("możemy nie być w stanie" is "we may not be able to")
    "możemy możesz możecie mogę"
)
# Read as the negation alone when a negation stands next to them (see _EXEMPTING above).
_FORBIDDING = _POSSIBILITY | _vocabulary(
    "must should shall ought należy powinien powinna powinno powinni powinny powinniśmy"
)
_NEGATORS = _vocabulary("not nie") | _LEXICAL_NEGATION
# Words between a negator and its modal: "nie jest to możliwe", "it is not possible".
_COPULAS = _vocabulary("jest są był była było były będzie to it is are was were be już")
# Words between a negator and a modal it negates: "is not yet possible", "nie jest jeszcze
# możliwe" forbid as "is not possible" does.
_COPULAS_OR_YET = _COPULAS | _vocabulary("yet jeszcze")
# Words between a modal and the verb it governs: "must be sent", "musi się zgłosić".
_AUXILIARIES = _vocabulary(
    "be to się sobie have been also always still then jest są także też even only tylko not nie "
    "raczej rather ideally preferably"
)
_NEGATED_MODALS = _vocabulary("cannot can't couldn't mustn't shouldn't mightn't")
_NEVER = _vocabulary("never nigdy")
_NEVER_BANS = _vocabulary("must should shall ought")
_OBLIGATION_LABEL = "obligation (must/musi/należy/trzeba)"
_RECOMMENDATION_LABEL = "recommendation (should/powinien)"
_EXEMPTION_LABEL = "lifted obligation (need not/nie musi)"
_POSSIBILITY_LABEL = "possibility (may/can/może/można)"
_HEDGE_LABEL = "hedging (some/likely/część/prawdopodobnie)"
_APPROXIMATION_LABEL = "approximation (about/roughly/około)"
# Bookkeeping, not categories: negated possibilities ("may not", "nie może"), and Polish
# possibilities of a negation ("mogą nie"), which an English "may not" translates.
_NEGATED_POSSIBILITY = "negated possibility"
_HEDGED_NEGATION = "possibility of a negation"
_MAY_NOT_LABEL = "may not"
# Prohibitions by strength: "must not" binds, "should not" advises ("nie należy" may be either).
_NEGATED_OBLIGATION = "negated obligation"
_NEGATED_RECOMMENDATION = "negated recommendation"
# "nie należy", either level negated
_NEGATED_NALEZY = "negated należy"
_BINDING_NEGATED = _vocabulary("must mustn't shall")
_ADVISING_NEGATED = _vocabulary(
    "should shouldn't ought powinien powinna powinno powinni powinny powinniśmy"
)
# An approximate figure said as exact ("roughly 40,000" → "40,000") claims more than the source.
# The guard reads markers with numbers blanked, so "about" counts before a blank (a number) and
# the words that only approximate count anywhere.
_APPROXIMATION = re.compile(
    # the look-ahead on a first letter spares the alternatives at most positions
    r"(?<![\w])(?=[AaSsNnBbRrPpCcOoMmEeZzIi])(?:(?:about|around|some|almost|nearly|blisko|rzędu|prawie|niemal)"
    # before a number, or a currency before its number ("about PLN 2,900", "around £40")
    r"(?=\s{2,}|\s+\d|\s+(?:pln|eur|usd|gbp|chf|us\$|[€$£])\s*(?:\s{2,}|\d)"
    # or a number below zero: "about -12°C"
    r"|\s+[-\u2013\u2212](?:\s|\d)"
    # or an article before a number: "about an 18% higher likelihood"
    r"|\s+an?(?=\s{2,}|\s+\d)"
    # or a numbered day, week or page: "around day 4", "around the 5th day" ("około 5. dnia")
    r"|\s+(?:the|day|week|month|year|page)(?=\s{2,}|\s+\d)"
    # or a number word: "around four months", "około trzech tygodni"
    r"|\s+(?:a\s+)?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen"
    r"|twenty|thirty|forty|fifty|hundred|thousand|million|dozen|half|third|quarter|dwa|dwie"
    r"|dwóch|trzy|trzech|cztery|czterech|pięć|pięciu|sześć|dziesięć|dwadzieścia|sto|tysiąc"
    r"|pół|ćwierć|połow\w*)\b"
    # or a rate or a multiple: "about every 5 minutes", "about doubled the risk"
    r"|\s+(?:every|each|once|twice|doubl\w*|tripl\w*|halv\w*|quadrupl\w*)\b"
    # or one unit said with its article: "about an hour" is "około godzinę"
    r"|\s+an?\s+(?:hour|day|week|fortnight|month|year|decade|minute|mile|kilometre|kilometer"
    r"|metre|meter|litre|liter|couple)\b)"
    r"|roughly|approximate\w*|approx\.|circa(?![\w])|około|ok\.|mniej\s+więcej|przybliż\w*"
    # "szacunek" is also respect: "szacunek dla występujących", "wzajemny szacunek", "z
    # szacunkiem" estimate nothing (in the singular: "zgodne z szacunkami dla jezior" are
    # estimates)
    r"|(?<!wzajemny\s)(?<!wzajemnego\s)(?<!wzajemnym\s)(?<!\bz\s)"
    r"(?:szacunek|szacunku|szacunkiem)(?![\w])(?!\s+(?:dla|do|wobec)(?![\w]))"
    r"|szacunk(?!u(?![\w])|iem(?![\w]))\w*"
    # "w okolicach 40", "w okolicy godziny 10" approximate; "w wyjątkowych okolicznościach"
    # (circumstances) and "w okolicy pach" (the area of the armpits) do not
    r"|okolic(?!zn)\w*(?=\s{2,}|\s+\d|\s+godz|\s+(?:kilku|kilkunastu|kilkudziesięciu|dwóch|trzech"
    r"|czterech|pięciu|dziesięciu|stu|tysiąca|połowy)\b)|estimat\w*|szacow\w*"
    # ("we estimate it will take" is "we reckon it will take")
    r"|reckon\w*"
    # ("suma oszacowania", a bailiff's valuation, is a figure, no estimate of one)
    r"|(?<!suma\s)(?<!sumy\s)(?<!sumie\s)(?<!sumę\s)oszacow\w*|szacuj\w*|szacuje\w*|z\s+grubsza"
    r"|rough\s+(?:idea|estimate|guide|figure|time|date|age|number|count|location|size|cost)"
    # (a whole word: "stolen or soaked" is no "or so")
    r"|in\s+the\s+region\s+of|or\s+so(?![\w])"
    # "c. 1810", "ca. 1810" (circa)
    r"|(?<=[\s(])ca?\.(?=\s{2,}|\s?\d))"
    r"|~",
    # not case-blind: searched in the text as folded (see _POLARITY_CUE)
)
# Where an approximation can start: the first letters of each of its words, at a word's start
# (checked after the first letter), so the regex engine skips to those letters and tries the
# pattern at few positions (tests/test_guard_hints.py: the same matches).
_APPROXIMATION_HINT = re.compile(
    r"a(?<![\w].)(?:bout|round|lmost|pprox)|s(?<![\w].)(?:ome|zac)|n(?<![\w].)(?:early|iemal)"
    r"|b(?<![\w].)lisko|r(?<![\w].)(?:zędu|ough|eckon)|p(?<![\w].)(?:rawie|rzybliż)"
    r"|c(?<![\w].)(?:irca|a?\.)|o(?<![\w].)(?:koło|k\.|kolic|szacow|r\s)|m(?<![\w].)niej"
    r"|e(?<![\w].)stimat|z(?<![\w].)\s|i(?<![\w].)n\s|~"
)
_CATEGORIES: tuple[tuple[FindingKind, str, frozenset[str]], ...] = (
    (FindingKind.MODALITY, _OBLIGATION_LABEL, _OBLIGATION),
    (FindingKind.MODALITY, _RECOMMENDATION_LABEL, _RECOMMENDATION),
    (FindingKind.MODALITY, _POSSIBILITY_LABEL, _POSSIBILITY),
    (FindingKind.HEDGE, _HEDGE_LABEL, _HEDGE),
)
# Words a rewrite uses for a marker but too loose to require of one ("indicate" for "suggest",
# "please put" for "must be put", "payable" for "can be paid"): they count in the candidate only,
# so they can stand in for a source marker and are never missed when a rewrite drops them.
_POSSIBLE_WORDS = (
    r"dostępn\w*|da\s+się|right\s+to|entitled|free\s+to"
    # an exhibition "którą można oglądać" is "on view"; a document "można obejrzeć w biurze"
    # is "udostępniamy do wglądu", "available for inspection"
    r"|on\s+(?:view|display)|do\s+wglądu|for\s+inspection"
    r"|option\w*|prawo|prawa|przysługuj\w*|uprawni\w*|opcj\w*"
    # what makes a thing possible ("may allow" = "może umożliwić", "allow" = "let") and a
    # capability said as a capacity ("can handle 36 trains" = "capacity for 36 trains")
    r"|enabl\w*|umożliwi\w*|pozw[oó]l\w*|let|lets|capacity|przepustowo\w*|pojemno\w*"
    # "a virus that can infect you" is "wirus zdolny do zakażenia", "capable of infecting"
    r"|zdoln(?:y|a|e|ego|ej|ych|ymi|ym|ą)\s+do|capable\s+of"
    # a penalty one risks: "may be fined up to £2,500" is "grozi grzywna do 2500 £", "faces a
    # fine"
    r"|groz[iąi]\w*|grożą|risks?\s+an?|faces?\s+an?"
    # Polish says what a reader can do in the second person's future: "można ją odebrać" is
    # "odbierzesz ją", "nie można opłacić" is "nie zapłacisz" (not an imperative: "napisz")
    r"|[^\W\d_]{3,}(?:esz|(?<!p)isz|ysz)"
    # "może pojawić się zapach" is "ewentualny zapach" (a possible one)
    r"|ewentualn\w*"
    # questions that "can be sent to" an address are invited in Polish: "Pytania prosimy
    # kierować na adres" (an English "Please send questions to" is as often a source's bare
    # "Questions: …" said again, with no possibility to stand in for)
    r"|(?:pytania|uwagi|wątpliwości)\s+(?:prosimy|proszę)\s+(?:kierować|przesyłać|wysyłać|zgłaszać)"
    r"|(?:prosimy|proszę)\s+(?:kierować|przesyłać|wysyłać|zgłaszać)\s+(?:[^\W\d_]+\s+)?pytania"
)
# (Not case-blind: each is searched in the text as folded, see _POLARITY_CUE.)
_STAND_INS: dict[str, re.Pattern[str]] = {
    _HEDGE_LABEL: re.compile(
        r"\b(?:indicat(?:e|es|ed|ing)|point(?:s|ed)?\s+to|hint(?:s|ed)?|wskazuj\w*|wskazywa\w*"
        # "suggest" reports a claim; where the claim has a hedge of its own a rewrite may drop
        # it ("suggest it is probably X" → "it is probably X"): see _suggestion_dropped
        r"|suggest(?:s|ed|ing)?|sugeruj\w*|sugerowa\w*"
        # "the provisional order" is "tymczasowy nakaz"
        r"|tymczasow\w*|temporar\w*|interim|provisional"
        # "zwrot części opłaty" is "a partial refund"
        r"|partial|częściow[aeyi]\w*"
        # "appears to be" is "sprawia wrażenie"
        r"|sprawia\w*\s+wrażeni\w*|robi\w*\s+wrażeni\w*"
        # "are often young volunteers" is "many of them are young volunteers"; "często
        # powtarzanej opinii" is "a frequently repeated claim" ("frequently asked questions"
        # hedge nothing, so the word is no hedge a rewrite must keep)
        r"|many\s+of\s+(?:them|these|those)\b|frequently"
        # "w ciągu kilkunastu minut" is "within a dozen or so minutes"
        r"|(?:a\s+)?dozen\s+or\s+so"
        # "You can usually give blood" is "Most people can give blood"
        r"|(?<!the\s)most\s+(?=[^\W\d_])|majority|większoś\w*"
        # "mostly plastic bags" is "mainly plastic bags", "głównie worki foliowe" (not "chiefly",
        # which says "main": "appears to be the main source" is no "arise chiefly from")
        r"|mainly|largely|głównie"
        # an opinion attributed ("zdaniem autorów", "in their view"), as "suggest" is; not a
        # source ("według", "according to"), which reports a claim without hedging it
        # (not "in view of his occupation", which is "given")
        r"|zdaniem|in\s+(?!view\s+of\b)(?:the\s+)?(?:[^\W\d_]+\s+){0,2}(?:view|opinion)"
        # (the reader's own view in a condition hedges nothing: "if you believe the rent is
        # too high" is "if you think", "jeśli uważasz")
        r"|(?<!you\s)believ\w*|argu\w*|uważa(?!sz|cie)\w*|twierdz\w*|sądz(?!isz|icie)\w*"
        r"|przypuszcz\w*"
        # "I think it is warranted" is "in my opinion, it is"
        r"|(?:i|we)\s+think"
        # what is expected is what usually happens: "usually takes 2 hours" is "expect it to
        # take 2 hours", "zwykle trwa" is "spodziewaj się"
        r"|expect\w*|spodziew\w*|przewidyw\w*|anticipat\w*"
        # "partly explained" is "part of the difference", "częściowo"
        r"|part\s+of|in\s+part"
        # a frequency or likelihood said another way: "occasionally" is "now and then",
        # "normally" "ordinarily", "zwykle" "najczęściej", "prawdopodobnie" "istnieje
        # prawdopodobieństwo"
        r"|now\s+and\s+(?:then|again)|from\s+time\s+to\s+time|ordinarily"
        r"|at\s+times(?!\s+(?:when|of|that|which|where|agreed|set|shown))"
        r"|as\s+a\s+(?:general\s+)?rule|od\s+czasu\s+do\s+czasu|najczęściej"
        # "researchers generally agree" is "there is general agreement among researchers"
        r"|(?:general|broad)\s+(?:agreement|consensus)"
        r"|prawdopodobieństw\w*"
        # "18% more likely to develop" is "an 18% higher likelihood of developing"
        r"|likelihood|odds"
        # "some strong painkillers" is "certain strong painkillers" (not "is certain that"), "less
        # likely to need" "rzadziej potrzebowali"
        r"|(?<!\bis\s)(?<!\bare\s)(?<!\bbe\s)(?<!\bnot\s)(?<!\bwas\s)certain\s+(?!(?:that|to|of"
        r"|about|whether|if)\b)(?=[^\W\d_])|rzadziej|częściej"
        # "Adults usually take one capsule" is "The usual adult dose is one capsule"
        # (not "usual care", a trial's arm, nor "as usual", "than usual")
        r"|(?<!as\s)(?<!than\s)usual(?!ly|\s+care)|typical(?!ly)|zwykł[aąeyi]\w*|typow[aąeyi]\w*"
        # "appears to hang" is "wygląda na to, że się zawiesił"; "prawdopodobnie poprosi" is
        # "pewnie zechce" (not "na pewno", certainly)
        r"|wygląda\w*\s+na\b|looks?\s+(?:like|as\s+if|as\s+though)|as\s+if|as\s+though"
        r"|(?<!na\s)pewnie"
        # "zwykle" in law is "co do zasady" (as a rule)
        r"|co\s+do\s+zasady"
        # "some seed" is "trochę nasion", "some redness" "pewne zaczerwienienie", "some saliva"
        # "a little saliva", "niewielka ilość śliny" (not "niewielka próba", a small sample)
        r"|trochę|(?:pewien|pewn(?:e|a|ą|ego|ej|ych|ym|ymi))(?=\s+[^\W\d_])"
        # (not a degree: "a little under the 5% target" is "slightly below")
        r"|a\s+little(?!\s+(?:under|over|below|above|more|less|[^\W\d_]{2,}er)\b)"
        r"|niewielk\w*\s+ilo\w*|odrobin\w*)\b",
    ),
    # An instruction binds as "must" does: "remember to", "make sure", "pamiętaj", "nie zapomnij"
    # (the imperative itself is counted by _instructions)
    _OBLIGATION_LABEL: re.compile(
        r"\b(?:please|kindly|proszę|prosimy|uprasza\w*|remember\s+to|make\s+sure|be\s+sure\s+to"
        r"|ensure|upewnij\w*|pamiętaj\w*|(?:do\s+not|don['\u2019]t|nie)\s+(?:forget|zapomnij\w*)"
        # "obowiązuje rezerwacja" is "a booking is required"
        r"|obowiązuj\w*"
        # "Candidates must hold a licence" is "a licence is essential"
        r"|(?:is|are|be)\s+(?:absolutely\s+)?essential"
        # "is to be paid", "leave, to be taken within a year": a rule said as "be to"
        r"|(?:is|are|was|were)\s+to\s+be|,\s*to\s+be\s+[^\W\d_]+(?:ed|en)"
        # a rule on a permission said as its condition: "may be brought but must stay off" is
        # "may be brought, provided they stay off"
        r"|provided|providing|as\s+long\s+as|so\s+long\s+as|on\s+condition|pod\s+warunkiem"
        # a rule said as the condition or the floor it sets: "należy zarejestrować kartę" is
        # "Warunkiem treningu jest rejestracja karty", "must be at least 8 weeks old" is "a
        # minimum age of 8 weeks applies"
        r"|warun(?:ek|kiem)|prerequisite|condition\s+of|minim(?:um|aln\w*)\s+(?:age|wiek\w*)"
        # a payment's deadline: "trzeba ją wnieść do 30 września" is "jest płatna do 30 września",
        # "payable no later than"
        r"|płatn[aey]\s+(?:do|najpóźniej|w\s+terminie)|payable\s+(?:by|before|within|no\s+later)"
        r"|due\s+(?:by|before|within|no\s+later))\b",
    ),
    _RECOMMENDATION_LABEL: re.compile(
        # a recommendation made, not the noun: "according to the recommendations" (as
        # "zgodnie z zaleceniami") attributes a rule and recommends nothing of its own
        r"\b(?:recommend(?:s|ed|ing)?|advis\w*|best\s+to|a\s+good\s+idea|zaleca\w*|zalecan\w*"
        r"|rekomend\w*|suggest(?:s|ed)?\s+[^\W\d_]+ing"
        r"|wskazane"
        # "zarząd zaleca" is "zarząd radzi", "zalecamy" is "polecamy"
        r"|radzi|radzą|radzimy|doradza\w*|polecam\w*|polecan\w*"
        r"|warto|najlepiej|dobrze\s+jest|ideally|preferably"
        # "Kieszonkowe najlepiej ograniczyć" is "Pocket money is best kept to", "it's best"
        r"|(?:is|are|it['\u2019]s)\s+best(?!\s+(?:practice|known|for|of|in|at|value|seller)\b)"
        # an appeal or an encouragement made to the reader ("apelują do kierowców, by omijali",
        # "drivers are urged to avoid", "zachęcamy"); not "apelacja", a court's appeal
        r"|apeluj\w*|zaapelowa\w*|apel\s+do|urg(?:e|es|ed|ing)|encourag\w*|zachęca\w*"
        # what is asked of a thing or a person: "should tell us" is "is asked to let us know",
        # "should provide" is "is intended to provide", "powinien utrzymywać" is "oczekuje się
        # utrzymywania"
        r"|(?:is|are)\s+(?:asked|intended|meant|supposed)\s+to|oczekuje\s+się)\b",
    ),
    _POSSIBILITY_LABEL: re.compile(
        r"\b(?:[^\W\d_]{2,}(?:able|ible)|able|" + _POSSIBLE_WORDS + r")\b"
    ),
}
# The possibility stand-ins for a text with no "-able" word, whose search costs the most.
_POSSIBLE_WITHOUT_ABLE = re.compile(r"\b(?:" + _POSSIBLE_WORDS + r")\b")
# An instruction is an obligation: "należy zamknąć" is "zamknij", "you must sign" is "sign". Read
# at a clause's start, in the candidate only (like the stand-ins above), so a rewrite may say a
# rule as an instruction, while a dropped rule with no instruction in its place is still found.
# Verbs that rarely open a sentence as anything but an instruction; ones that are as often nouns
# ("Park entry", "Book sales", "Report"), are read as instructions only before an object.
_ENGLISH_INSTRUCTIONS = _vocabulary(
    "keep make close turn switch remember ensure take use call contact send submit bring wear "
    "leave put wash read fill pay register stay follow open press click enter select apply "
    "attach add mix stir bake heat cook remove replace write tell ask visit arrive wait let try "
    "do be get go give hold unplug plug install restart save include provide carry clean rinse "
    "dry drink eat lock unlock fit insert notify inform consult see refer review confirm cancel "
    "complete prepare print download upload choose expect allow avoid drive reduce measure "
    "verify shut unpack pack fold pour serve season boil simmer fry chill freeze thaw discard "
    "dispose recycle connect disconnect speak check stop store refrigerate reheat defrost"
)
_CLAUSE_OPENERS = _vocabulary(
    "then and also first next finally now so just always simply but or i oraz potem następnie "
    "najpierw także też zawsze teraz a więc lub albo"
)
_POLISH_IMPERATIVE = re.compile(
    r"(?:[^aeiouyąęó]ij|yj|[^aeiouyąęó]aj|uj|(?:na|za|wy|do|prze|po|roz|od)lej"
    r"|[^aeiouyąęóś]cie|[^aeiouyąęó]ź|óż|łącz|isz|ierz|(?:zo|po|u|w|prze)staw"
    r"|(?:zgło|no|pro|przynie|wynie|zanie)ś|(?:za|od)?dzwoń|usuń|zmień|przesuń)$"
)
# An infinitive opening a clause is an instruction too: "Wymieszać składniki."
_POLISH_INFINITIVE = re.compile(r"(?:[aeiyuą]ć|ować)$")
# Polish imperatives too short for the endings above: "Zanim wejdziesz do wody, weź prysznic."
_SHORT_IMPERATIVES = _vocabulary(
    "weź weźcie idź idźcie bądź bądźcie daj dajcie jedź jedźcie miej miejcie zrób zróbcie "
    "wejdź wejdźcie wyjdź wyjdźcie przyjdź przyjdźcie zjedz zjedzcie pij pijcie jedz jedzcie"
)
_NOT_INSTRUCTIONS = _vocabulary(
    "tutaj dzisiaj wczoraj kraj rodzaj zwyczaj obyczaj maj nastaj być mieć sieć nić pić "
    # "Leczenie trwa zazwyczaj 3-5 lat", "Tramwaj wodny wraca": no imperatives
    "zazwyczaj nadzwyczaj tramwaj skraj urodzaj lokaj raj "
    "ciebie siebie twój mój swój"
)


# Words that open a clause and are no verb: "Most people", "Today the", "After the".
_NOT_VERBS = _vocabulary(
    "the a an this that these those it its there here they we you he she i our your their his "
    "her my all any some most many much more each every no none both either neither one "
    "today yesterday tomorrow now then once since after before during until while when if as "
    "although though because unless whether where what which who whom whose why how "
    "in on at by for from of to with without into onto over under about above below between "
    "across through throughout around against among per via also only even still yet however "
    "last next first finally later earlier soon often"
)
# What follows an imperative's verb: its object's determiner or the verb's particle ("Back up
# your files", "Switch off the light", "Hand it in").
_OBJECT_OPENERS = _vocabulary(
    "the a an your all any this these those it them yourself yourselves up out off down in on "
    "each every both our my"
)


# Polish "do" (to, until) opens as many clauses as the English imperative: only "do not", "do
# your", "do check" are the verb.
_DO_FOLLOWERS = _OBJECT_OPENERS | _ENGLISH_INSTRUCTIONS | _vocabulary("not so")


def _instruction(words: Sequence[str]) -> bool:
    first = words[0]
    if first in _ENGLISH_INSTRUCTIONS and (
        first != "do" or (len(words) > 1 and words[1] in _DO_FOLLOWERS)
    ):
        return True
    if (
        len(words) > 1
        and words[1] in _OBJECT_OPENERS
        and first not in _NOT_VERBS
        and not first.endswith(("ed", "ing", "ly"))
        and (not first.endswith("s") or first.endswith("ss"))
    ):
        return True
    if len(first) > 3 and _POLISH_INFINITIVE.search(first) is not None:
        return True
    # A Polish imperative may follow a short opening phrase: "Po wyjściu zamknij okno."
    if any(_polish_imperative(word) or word in _SHORT_IMPERATIVES for word in words[:3]):
        return True
    # Polish puts the object first as freely: "Pliki JPG wyślij do 30 kwietnia", "Do każdego
    # żądania dołącz nagłówek". Further in, only the longer endings of an imperative count
    # (not "-isz", a verb in the present tense).
    return any(
        _polish_imperative(word) and not word.endswith("isz") and len(word) > 4
        for word in words[3:]
    )


def _polish_imperative(word: str) -> bool:
    return len(word) > 3 and word not in _NOT_INSTRUCTIONS and bool(_POLISH_IMPERATIVE.search(word))


@lru_cache(maxsize=256)
def _instructions(text: str) -> int:
    """Clauses that open with an imperative or an instruction's infinitive.

    Cached: every candidate of a passage is compared with the same source.
    """
    count = 0
    for clause in _CLAUSE.split(text):
        words = _words(clause)
        while words and words[0] in _CLAUSE_OPENERS:
            words = words[1:]
        if words and words[0] not in _NOT_INSTRUCTIONS and _instruction(words):
            count += 1
    return count


# An epistemic "may" and a "probably" hedge the same claim: "może zmniejszać" is "prawdopodobnie
# obniża". Possibility and hedging markers make up for each other's shortfall.
# A stronger obligation stands for a weaker one ("should" → "must" keeps the rule), never the
# other way round.
_INTERCHANGEABLE = {
    _POSSIBILITY_LABEL: _HEDGE_LABEL,
    _HEDGE_LABEL: _POSSIBILITY_LABEL,
    _RECOMMENDATION_LABEL: _OBLIGATION_LABEL,
    _APPROXIMATION_LABEL: _HEDGE_LABEL,
}
_WEAKER = {_OBLIGATION_LABEL: _RECOMMENDATION_LABEL}
# Both obligation levels may be said as an instruction.
_INSTRUCTED = frozenset({_OBLIGATION_LABEL, _RECOMMENDATION_LABEL})


_ANY_MARKER = frozenset().union(*(vocabulary for _, _, vocabulary in _CATEGORIES))


def _text_words(text: str) -> tuple[str, ...]:
    """A whole text's words, read once for the verb-by-verb rules."""
    return _words(text)


@lru_cache(maxsize=512)
def _verb_stems(text: str) -> Mapping[str, int]:
    """How often a text says each word's first five letters, verbal nouns left out. Cached and
    read-only: a passage's source is counted once for all its candidates."""
    return MappingProxyType(Counter(w[:5] for w in _text_words(text) if not _VERBAL_NOUN.search(w)))


def _each_word(text: str, among: frozenset[str]) -> Iterator[tuple[tuple[str, ...], int, str]]:
    """Each word of the text that is ``among`` the given ones, with its sentence's words and its
    place in them (a sentence with none of them is skipped whole)."""
    for words in _sentence_words(text):
        if not among.isdisjoint(words):
            for index, word in enumerate(words):
                if word in among:
                    yield words, index, word


# A spaced dash sets off a heading's rest or an aside: "Street collection permits \u2013 Harrowgate
# Borough Council" names a document, permitting nothing.
_DASH = re.compile(r"\s[\u2013\u2014]\s")


@lru_cache(maxsize=1024)
def _sentence_parts(text: str) -> tuple[str, ...]:
    """Each sentence of the text, split at a spaced dash too."""
    return tuple(
        part for start, end in sentence_spans(text) for part in _DASH.split(text[start:end])
    )


@lru_cache(maxsize=1024)
def _sentence_words(text: str) -> tuple[tuple[str, ...], ...]:
    """Each sentence's words (a spaced dash ends one too): where a rule reads a word's
    neighbours, a full stop ends them."""
    return tuple(_words(part) for part in _sentence_parts(text))


def _asked(text: str) -> tuple[bool, ...]:
    """For each of ``_sentence_words(text)``: whether it asks (a question in bold runs on into
    its answer's first word: "**Czy mogę wejść z psem?** Nie.")."""
    return tuple("?" in part for part in _sentence_parts(text))


@lru_cache(maxsize=4096)
def _words(clause: str) -> tuple[str, ...]:
    """A text's words, lowered. Cached: a sentence's are read by several rules."""
    # Lowering the whole clause at once is lowering word by word, save for the two letters whose
    # lower case expands ("İ") or depends on the next character ("Σ").
    if "\u0130" in clause or "\u03a3" in clause:
        return tuple(w.lower().replace("\u2019", "'") for w in _WORD.findall(clause))
    return tuple(_WORD.findall(clause.lower().replace("\u2019", "'")))


def _one_word_phrases(text: str, lower: str) -> str:
    """The text with each phrase of one "unless" written as the word (``lower``: the text as
    :func:`folded`, where a phrase's words are looked for before the pattern is run)."""
    if not _may_say_unless(lower):
        return text
    return _UNLESS_PHRASE.sub(" unless ", text)


def _may_say_unless(lower: str) -> bool:
    """Whether ``lower`` (the text as folded) has the words one phrase of ``_UNLESS_PHRASE``
    needs together (and one of ``_UNLESS_WORDS``, which "inaczej" alone has never run it for)."""
    return any(word in lower for word in _UNLESS_WORDS) and (
        "inaczej" in lower
        or any(all(any(w in lower for w in words) for words in need) for need in _UNLESS_NEEDS)
    )


# Words every match of a pattern has: a text without them is spared the search, which costs
# far more than the look (see facts.folded).
_UNLESS_WORDS = ("chyba", "przeciwnym", "innym", "unless", "except", "wyjątkiem", "save")
# The words each phrase of one "unless" has together ("inaczej" aside): one of them alone ("w
# innym terminie", "save time") is too common to run the search for.
_UNLESS_NEEDS: tuple[tuple[tuple[str, ...], ...], ...] = (
    (("chyba",), ("że",)),
    (("przeciwnym", "innym"), ("razie", "wypadku", "przypadku")),
    (("unless",), ("otherwise",)),
    (("except",), ("where", "when", "if")),
    (("save",), ("where", "when", "if", "that", "for", "as")),
    (("wyjątkiem",),),
)
_NOT_HEDGE_WORDS = (
    "some",
    "few",
    "several",
    "kilk",
    "parę",
    "możliwoś",
    "części",
    "suggest",
    "czasem",
    "wstępnie",
    "zwykle",
    "zazwyczaj",
    "normally",
    "usually",
    "how often",
    "need to know",
    "wiedzieć",
    "lub kilk",
    "albo kilk",
    "or several",
    "often",
    "commonly",
    "likely",
    "prawdopodobn",
    "raczej",
    "jak często",
    "reguły",
)
# "some" and "suggest" are common words: the search runs for them only where their phrase may
# stand ("some 3,000", "some twenty", "a way that suggests").
_NOT_HEDGE_COMMON = ("some", "suggest")
_NOT_HEDGE_RARE = tuple(word for word in _NOT_HEDGE_WORDS if word not in _NOT_HEDGE_COMMON)
_SOME_NUMBER = re.compile(r"some(?:\s*\d|\s{2,}|\s+(?:" + _ROUND_NUMBERS + r")\b)")


def _may_not_hedge(lower: str) -> bool:
    """Whether ``lower`` (the text as folded) may hold a match of ``_NOT_HEDGE``."""
    return (
        any(word in lower for word in _NOT_HEDGE_RARE)
        or ("some" in lower and _SOME_NUMBER.search(lower) is not None)
        or ("suggest" in lower and ("way" in lower or "manner" in lower))
    )


_OBLIGATION_PHRASE_WORDS = ("have", "has", "had", "got", "essential")
_HEDGE_PHRASE_WORDS = (
    "appear",
    "look",
    "wydaj",
    "wydaw",
    "thought",
    "believed",
    "said",
    "reported",
    "alleged",
    "presumed",
    "uważa",
    "sądzi",
    "przypuszcza",
    "mówi",
    "podobno",
    "rzekomo",
    "ponoć",
    # ("według doniesień", "according to reports"; "reportedly" and "allegedly" hold words above)
    "doniesie",
    "to reports",
    "supposedly",
)


@lru_cache(maxsize=256)
def negations(text: str) -> tuple[str, ...]:
    """The negation markers of a text, Polish negative concord counted once per clause.

    Cached: every candidate of a passage is compared with the same source.
    """
    found: list[str] = []
    lower, phrased, text = _read_as_negations(text)
    if "otherwise" in lower:
        found.extend(m.group(0).strip(" ,;").lower() for m in _OTHERWISE.finditer(phrased))
    if "yet" in lower:
        found.extend("yet to" for _ in _YET_TO.finditer(phrased))
    words = _words(text)
    if _POLISH_N_WORDS.isdisjoint(words):
        # No n-word: the clauses, which only the n-words are read in, need not be told apart.
        found.extend(
            w for w in words if w in _NEGATION or w in _LEXICAL_NEGATION or w.endswith("n't")
        )
        return tuple(found)
    for clause in _CLAUSE.split(text):
        words = _words(clause)
        found.extend(
            w for w in words if w in _NEGATION or w in _LEXICAL_NEGATION or w.endswith("n't")
        )
        if "nie" not in words:
            # "bez żadnego" is one negation, as "nie … żadnego" is
            found.extend(
                w
                for i, w in enumerate(words)
                if w in _POLISH_N_WORDS and (i == 0 or words[i - 1] != "bez")
            )
    return tuple(found)


@lru_cache(maxsize=2048)
def _read_as_negations(text: str) -> tuple[str, str, str]:
    """The text as :func:`folded`; with each idiom read as no negation blanked and each phrase
    of one "unless" written as the word; and that with number signs ("No 261") blanked.

    Cached: :func:`negations` and the plain-word reading of a sentence (_polar_words) read the
    same text."""
    lower = folded(text)
    phrased = _one_word_phrases(_without_idioms(text, lower), lower)
    if lower.count("no ") > 1:
        # one "no" at a time: "No glass, no alcohol, no smoking" has two to read as the first
        for _ in range(lower.count("no ") - 1):
            again = _REPEATED_NO.sub(r"\1  ", phrased)
            if again == phrased:
                break
            phrased = again
    if "ani nie" in lower:
        # "nie regulować ani nie odpowietrzać" is one ban of two things, as "do not adjust or
        # bleed" is
        phrased = _ANI_NIE.sub(_ani_nie, phrased)
    if "whatever" in lower:
        # "whatever their value" is "regardless of their value", "niezależnie od ich wartości"
        phrased = _WHATEVER.sub("regardless", phrased)
    return lower, phrased, _NUMBER_SIGN.sub(" ", phrased) if "No" in phrased else phrased


_ANI_NIE = re.compile(r"\bani\s+nie\b")
# "have yet to be replicated" is "have not yet been replicated", "is yet to start" "has not
# started yet" (not "yet to come" after a noun: "the best is yet to come" says no "not" either)
_YET_TO = re.compile(
    r"\b(?:have|has|had|is|are|was|were|remains?|remained)\s+yet\s+to\s+(?!come\b)",
    re.IGNORECASE,
)
_WHATEVER = re.compile(
    r"\bwhatever(?=\s+(?:their|its|the|his|her|your|our)\s+[^\W\d_]+)", re.IGNORECASE
)
_NIE = re.compile(r"\bnie\b")


def _ani_nie(match: re.Match[str]) -> str:
    """An "ani nie" after a "nie" of its sentence continues that ban, read as no negation of
    its own; one that opens the pair ("ani nie zaakceptuje, ani nie odrzuci") is the negation."""
    before = match.string[: match.start()]
    stop = max(before.rfind(mark) for mark in ".;!?\n") + 1
    if _NIE.search(before, stop) is None:
        return match.group(0)
    return "ani" + " " * (len(match.group(0)) - 3)


# "No smoking and no pets" is one ban, as "Smoking and pets are not allowed" is: a "no" repeated
# over a list is read once (the items before it, their "no" already read, may stand between).
_ITEM = r"[^\W\d_]+(?:\s+[^\W\d_]+)?"
_REPEATED_NO = re.compile(
    r"(\b[Nn]o\s+" + _ITEM + r"(?:\s*,\s+" + _ITEM + r")*?\s*(?:,|\band\b|\bor\b)\s+)no\b"
)


def _finding(
    kind: FindingKind,
    label: str,
    before: Sequence[str],
    after: Sequence[str],
    where: tuple[str | None, str | None] = (None, None),
) -> GuardFinding:
    """A category's markers counted apart; ``where``: the source's sentence that says one the
    candidate lacks (or the candidate's that adds one), so a repair knows what to restore."""
    change = "dropped" if len(after) < len(before) else "added"
    source_at, candidate_at = where
    said = _source_says(source_at) or _candidate_says(candidate_at)
    return GuardFinding(
        kind=kind,
        source_span=source_at or _joined(before),
        candidate_span=candidate_at or _joined(after),
        message=(
            f"meaning marker {change}: {label} appears {len(before)} time(s) in the source"
            f"{_listed(before)}, {len(after)} in the candidate{_listed(after)}{said}"
        ),
    )


def _where(
    label: str, masked: tuple[str, str], readable: tuple[str, str]
) -> tuple[str | None, str | None]:
    """Where a category's count differs: the first sentence of the first group of aligned
    sentences whose source has more of its markers than the candidate (or, where the candidate
    has more, the candidate's sentence); else the first source sentence with one (a
    translation may align nothing). What a repair request quotes."""
    sides = _sentences(masked[0], readable[0]), _sentences(masked[1], readable[1])
    counts = [[len(_markers(part)[label]) for part in side[0]] for side in sides]
    dropped = sum(counts[0]) > sum(counts[1])
    for source_ids, candidate_ids in _groups(masked[0], readable[0], masked[1], readable[1]):
        have = sum(counts[0][i] for i in source_ids)
        kept = sum(counts[1][j] for j in candidate_ids)
        if dropped and have > kept and source_ids:
            i = _short_sentence(source_ids, candidate_ids, sides, counts)
            return _whole(readable[0], sides[0][1][i].strip()), None
        if not dropped and kept > have and candidate_ids:
            j = next((j for j in candidate_ids if counts[1][j]), candidate_ids[0])
            return None, _whole(readable[1], sides[1][1][j].strip())
    side = 0 if dropped else 1
    for i, count in enumerate(counts[side]):
        if count:
            found = _whole(readable[side], sides[side][1][i].strip())
            return (found, None) if dropped else (None, found)
    return None, None


def _short_sentence(
    source_ids: list[int],
    candidate_ids: list[int],
    sides: tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]],
    counts: list[list[int]],
) -> int:
    """Within a group short of a category's markers, the source sentence with more of them than
    the candidate sentence closest to it ("Results will probably vary. … A tank will probably
    fill faster" → "… A tank will fill faster" names the second); else the first with one."""
    marked = [i for i in source_ids if counts[0][i]]
    if marked and candidate_ids:
        closest = _closest(
            tuple(sides[0][1][i] for i in marked), tuple(sides[1][1][j] for j in candidate_ids)
        )
        for i, (best, _) in zip(marked, closest, strict=True):
            if counts[0][i] > counts[1][candidate_ids[best]]:
                return i
    return marked[0] if marked else source_ids[0]


def _whole(text: str, part: str) -> str:
    """The whole sentence of ``text`` that holds ``part``, a clause the marker rules compare
    ("Opłatę należy wnosić do 15." is cut at an ordinal's dot): what a repair request quotes."""
    return _sentence_at(text, text.find(part)) or part


def _sentence_at(text: str, offset: int | None) -> str | None:
    """The sentence of ``text`` (as written) that holds ``offset`` of its masked reading, which
    has the same length."""
    if offset is None or offset < 0:
        return None
    for start, end in sentence_spans(text, whole=True):
        if start <= offset < end:
            return text[start:end].strip()
    return None


def _listed(words: Sequence[str]) -> str:
    return f" ({', '.join(dict.fromkeys(words))})" if words else ""


def _clip(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "\u2026"


def _source_says(where: str | None) -> str:
    """What a finding's message adds to name its source sentence (nothing without one)."""
    return f' (where the source says "{_clip(where)}")' if where else ""


def _candidate_says(where: str | None) -> str:
    """What a finding's message adds to name its candidate sentence (nothing without one)."""
    return f' (where the candidate says "{_clip(where)}")' if where else ""


def _joined(words: Iterable[str]) -> str | None:
    listed = list(words)
    return ", ".join(listed) if listed else None


def _forbids(words: Sequence[str], index: int) -> bool:
    """Whether the modal at ``index`` is negated: "must not", "nie wolno", "może nie", "cannot"."""
    word = words[index]
    if word in _NEGATED_MODALS:
        return True
    if word not in _FORBIDDING:
        return False
    after = words[index + 1] if index + 1 < len(words) else ""
    # "nie może" forbids, while a Polish "może nie"/"mogą nie dotyczyć" is a possibility of a
    # negation ("may not apply"): the modal stays
    if after in _NEGATORS and not (after == "nie" and word in _POLISH_POSSIBILITY):
        return True
    # "must never sublet" bans as "must not" does (not "may never recover", a possibility)
    if after == "never" and word in _NEVER_BANS:
        return True
    before = index - 1
    while before >= max(0, index - 3) and words[before] in _COPULAS_OR_YET:
        before -= 1
    # "is never allowed" as "is not allowed"
    if before >= 0 and (words[before] in _NEGATORS or words[before] in _NEVER):
        return True
    # A negated subject forbids as "not" does: "Nobody may cross" is "you must not cross", "No
    # single print may take longer" is "a print may not take longer" ("no more than 3 may enter"
    # permits, with a limit)
    if index > 0 and words[index - 1] == "nothing":
        # "nothing may be left" is "no items may be left" (not "eat nothing, but you may drink")
        return True
    for back in range(max(0, index - 3), index):
        if words[back] in _NO_ONE:
            return True
        if (
            words[back] == "no"
            and words[back + 1] not in _COMPARATIVES
            and (
                back == 0
                or (
                    words[back - 1] not in _NO_GOVERNORS
                    # a verb's object: "apiaries that keep no records may be incomplete",
                    # "those who received no reply may"
                    and not words[back - 1].endswith(("ed", "ing"))
                )
            )
        ):
            # "no" opening the subject, not "with no fees", "have no fees"
            return True
    return False


_NO_ONE = _vocabulary("nobody none neither nikt nikomu nikogo żaden żadna żadne żadnego żadnej")
_COMPARATIVES = _vocabulary("more less later earlier longer fewer sooner greater higher lower")
_NO_GOVERNORS = _vocabulary(
    "with without of for in at on by from to into have has had having is are was were there "
    "means make makes keep keeps kept hold holds held need needs get gets got give gives gave "
    "take takes took show shows"
)


# "parking permits", "the permit costs" name a document, and "allow up to 3 weeks" budgets time:
# neither permits anything.
_PERMIT_OR_ALLOW = _vocabulary("permit permits allow")
_DOCUMENT_BEFORE = _vocabulary(
    "a an the your our their his her its this that these those each every any no one two "
    "parking resident residents visitor visitors work building fishing hunting temporary annual "
    "digital valid new first second"
)
_DOCUMENT_AFTER = _vocabulary(
    "is are was were will cost costs must can may do does holder holders scheme zone fee fees "
    "application applications number per for "
    # a place, a time or a holder after it: "Permits in Zone K expire", "a permit once trained"
    "in on at from of within once until by under"
)
_GRADE = re.compile(r"[a-z]\d?|[a-z]?\d")
_TIME_BUDGETED = _vocabulary(
    "up at time enough extra plenty about around roughly approximately least"
)


# "must allow our contractors access", "to allow drainage": an obligation or a purpose, whose
# "allow" permits nobody the text addresses ("must let our contractors in" says it).
_OBLIGED_OR_PURPOSE = _vocabulary("must should shall to")
_CONDITION_OPENERS = _vocabulary("where wherever when whenever if unless as")


def _no_permission(words: Sequence[str], index: int) -> bool:
    """Whether the "permit"/"allow" at ``index`` names a document, budgets time, or is what an
    obligation or a purpose does rather than a permission."""
    after = words[index + 1] if index + 1 < len(words) else ""
    before = words[index - 1] if index > 0 else ""
    if before in _OBLIGED_OR_PURPOSE:
        return True
    if words[index] == "allow":
        # "please allow flexibility" asks the reader to plan for a thing, permits nothing
        return after in _TIME_BUDGETED or before == "please"
    if after == "" and not _CONDITION_OPENERS.isdisjoint(words[max(0, index - 3) : index - 1]):
        # the verb that ends its clause: "where regulation permits", "if time permits", as
        # "tam, gdzie pozwalają na to przepisy" (not "permits" after the opener: "if permits")
        return False
    # (a class or grade before it is a document's: "an A or C permit", "a B1 permit")
    return (
        before in _DOCUMENT_BEFORE
        or after in _DOCUMENT_AFTER
        or after == ""
        or _GRADE.fullmatch(before) is not None
    )


_PART = _vocabulary("część części")
# An adjective agreeing with "część" (or a noun in the genitive singular after it) names a part
# of a thing, no share of a group: "część teoretyczna", "części praktycznej", "część miasta".
_PART_NAMED = re.compile(r"[^\W\d_]{3,}(?:a|ej|ą)")
# "Części zamówimy", "części zamienne": spare parts, a thing, as a verb or "zamienne" after it says.
# (also "części podlegające zużyciu", "części eksploatacyjne": wear parts)
_PARTS_AS_THINGS = re.compile(
    r"zamienn\w*|[^\W\d_]{3,}(?:my)|są|będą|zostaną|zostały|dotarły|podlegając\w*|ulegając\w*"
    r"|eksploatacyjn\w*"
    # an adjective or a participle in the plural says what the parts are or what was done to
    # them: "części zamontowane przez serwis", "części nowe", "części dostarczonych przez klienta"
    r"|[^\W\d_]{3,}e|[^\W\d_]{2,}(?:an|on|yt|ęt)ych"
)


_PART_DESCRIBED = re.compile(r"[^\W\d_]{3,}(?:ych|ej|ą)")
_PART_SIZED = re.compile(
    # (which part, "w innej części miasta", "w której części", is a part named)
    r"więk|mniej|znaczn|niewielk|duż|mał|spor|ogromn|przeważ|pewn|niektór|tak"
)
# How the parts a thing is cut into are said to be ("na mniejsze części", "na kilka części").
_CUT_INTO = re.compile(r"(?:mniejsz|większ|równ|drobn|osobn|kilk|dwi|trzy|czter)\w*")


_ONE_PART = _vocabulary(
    "każdej każda każdą jednej jedna jedną drugiej druga drugą pierwszej pierwsza pierwszą "
    "trzeciej ostatniej ostatnia tej ta tę tą obu obie kolejnej kolejna "
    # "pozostałą część czesnego" is the rest of the fee, no share of anything
    "pozostała pozostałą pozostałej "
    # "to część podatku, która i tak trafiłaby do budżetu" names the part ("it is the part")
    "to "
    # whose parts: "75% jego części powinno być oryginalnych" are its parts, a share says
    # "część jego majątku"
    "jego jej ich swoich swoje swoja swoją swojej moich mojej twoich twojej naszych waszych"
)


def _names_a_part(words: Sequence[str], index: int) -> bool:
    """Whether the "część" at ``index`` is a part named ("część teoretyczna") or spare parts
    ("części zamówimy"), not "some"."""
    if index > 0 and words[index - 1] in _ONE_PART:
        # "z każdej części" (from each part), "w drugiej części": a part counted, not "some"
        return True
    if (
        index > 0
        and _PART_DESCRIBED.fullmatch(words[index - 1])
        and not _PART_SIZED.match(words[index - 1])
    ):
        # "do oznakowanych części lasu", "w północnej części miasta": a part an adjective before
        # it says which; a size says how much ("w znacznej części") and stays a share
        return True
    if index > 0 and (
        words[index - 1] == "na"
        or (index > 1 and words[index - 2] == "na" and _CUT_INTO.fullmatch(words[index - 1]))
    ):
        # what a thing is cut or split into: "pociąć na mniejsze części", "podzielić na części",
        # "na trzy części"; not a place the share is on ("na linii [S8] część kursów")
        return True
    if index + 1 >= len(words):
        return False
    following = words[index + 1]
    return _PART_NAMED.fullmatch(following) is not None or (
        words[index] == "części" and _PARTS_AS_THINGS.fullmatch(following) is not None
    )


def _markers(text: str, *, questions: bool = True) -> dict[str, tuple[str, ...]]:
    """Each category's markers in the text (a fresh dict over the cached reading). Without
    ``questions``, a question's modals are not read: what a source asks it does not require of a
    rewrite ("Czy kontroler może zatrzymać mój dowód?"), though a rewrite may say a rule as a
    question ("Can we give injections? No.")."""
    return dict(_marker_reading(text, questions))


_NEED = _vocabulary("need needs")
# A recommendation made, whose clause's "should" is its own: "recommends that local authorities
# should set up" recommends once, as "recommends that they set up" does (not "suggest that …
# should", where the findings suggest and the "should" recommends)
_RECOMMENDED_SHOULD = re.compile(
    r"\b(?:recommend|advis|urg|zaleca|rekomend)\w*\b[^.;,!?\n]{0,120}?\b(?:should|powin\w+)\b",
    re.IGNORECASE,
)


# A request said politely asks, and permits nothing: "I would be grateful if you could assess
# him" is "Please assess him", "I am writing to refer him for assessment".
_POLITE_COULD = re.compile(
    r"\b(?:grateful|appreciate\w*|thankful)\s+(?:it\s+)?if\s+you\s+could\b"
    r"|\bcould\s+you\s+(?:please|kindly)\b|\bif\s+you\s+could\s+(?:please|kindly)\b",
    re.IGNORECASE,
)
# "as quickly as possible" is haste, no possibility
_AS_POSSIBLE = re.compile(r"\bas\s+(?:[^\W\d_]+\s+){1,2}as\s+possible\b", re.IGNORECASE)
# The rest of a question: what follows a word up to its question mark.
_ASKED_AFTER = re.compile(r"[^.!?\n]*\?")
# A need asked about: "Need to rearrange?", "Potrzebujesz więcej czasu?"
_ASKED_NEED = re.compile(
    r"\b(?:need|needs|potrzebuj\w*|potrzebn\w*)\b(?=[^.!?\n]*\?)", re.IGNORECASE
)


# A subject right after "should": a condition or a question, no recommendation.
_SUBJECTS = _vocabulary("i you we they he she it anyone")
_DETERMINERS = _vocabulary("the a an any this that these those your our their its his her")


_CORRECTING = _vocabulary("powinno powinna powinien powinny should")
_INSTEAD = _vocabulary("zamiast instead")
# A question's modal permits or obliges nothing: the answer does.
_ASKED_MODALS = _POSSIBILITY | _OBLIGATION | _RECOMMENDATION
# What _read_sentence adds beside the categories, in the order the reading lists them.
_SENTENCE_LABELS = (
    _NEGATED_POSSIBILITY,
    _NEGATED_OBLIGATION,
    _NEGATED_RECOMMENDATION,
    _NEGATED_NALEZY,
    _HEDGED_NEGATION,
)


def _read_sentence(words: tuple[str, ...], found: dict[str, list[str]], *, asked: bool) -> None:
    """Add one sentence's markers to ``found`` (see ``_marker_reading``)."""
    for index, word in enumerate(words):
        if word in _ANY_MARKER and not _forbids(words, index):
            if asked and word in _ASKED_MODALS:
                # "Czy kontroler może zatrzymać mój dowód?" asks; the answer says what he may
                continue
            if word in _NEED and (
                "if" in words[max(0, index - 3) : index]
                or words[index - 1 : index] in (("who",), ("whoever",))
            ):
                # "If you need to send a return, the deadline is …" sets a condition, and
                # "free for anyone who needs assistance" names who: no rule
                continue
            if enabled_by_modal(words, index) or (
                word in _POSSIBILITY and after_threshold(words, index)
            ):
                continue
            if word in _PART and _names_a_part(words, index):
                continue
            if (
                word in _CORRECTING
                and words[index + 1 : index + 2] in (("być",), ("read",), ("be",))
                and not _INSTEAD.isdisjoint(words[:index])
            ):
                # an erratum: "zamiast „250 g” powinno być „150 g”" corrects, advising nothing
                continue
            if (
                word == "should"
                and index + 1 < len(words)
                and (
                    words[index + 1] in _SUBJECTS
                    or (index == 0 and words[index + 1] in _DETERMINERS)
                )
            ):
                # "should you lose capacity" is "if you lose" ("Should I bring ID?" asks), as
                # a sentence that opens "Should the request prove complex" is "if it does"
                continue
            if word in _PERMIT_OR_ALLOW and _no_permission(words, index):
                continue
            if word == "potrzeba" and not any(
                _POLISH_INFINITIVE.search(w) for w in words[index + 1 : index + 4]
            ):
                # "Na ciasto potrzeba mąki" lists what a thing takes ("Do ciasta: mąka"); only
                # "potrzeba zrobić" obliges
                continue
            for _, label, vocabulary in _CATEGORIES:
                if word in vocabulary:
                    found[label].append(word)
    found[_NEGATED_POSSIBILITY] += [
        w for i, w in enumerate(words) if w in _POSSIBILITY and _forbids(words, i)
    ]
    found[_NEGATED_OBLIGATION] += [
        w for i, w in enumerate(words) if w in _BINDING_NEGATED and _forbids(words, i)
    ]
    found[_NEGATED_RECOMMENDATION] += [
        w for i, w in enumerate(words) if w in _ADVISING_NEGATED and _forbids(words, i)
    ]
    found[_NEGATED_NALEZY] += [
        w for i, w in enumerate(words) if w == "należy" and _forbids(words, i)
    ]
    found[_HEDGED_NEGATION] += [
        w
        for i, w in enumerate(words[:-1])
        if w in _POLISH_POSSIBILITY
        # "mogą się nie wyświetlać" is "may not appear"
        and (words[i + 1] == "nie" or words[i + 1 : i + 3] == ("się", "nie"))
        and not _forbids(words, i)
    ]


@lru_cache(maxsize=256)
def _marker_reading(text: str, questions: bool = True) -> tuple[tuple[str, tuple[str, ...]], ...]:
    # Read in one pass over the words; cached and immutable, as the source is read once per
    # passage but compared with every candidate.
    found: dict[str, list[str]] = {label: [] for _, label, _ in _CATEGORIES}
    # Read before "some 3,000" is blanked as no hedge: it is an approximation.
    lower = folded(text)
    # searched in the text as folded, each match read from the text itself
    approximations = [
        text[m.start() : m.end()].lower()
        for m in matches_at(lower, _APPROXIMATION, hint_starts(_APPROXIMATION_HINT, lower))
    ]
    if "możliwoś" in lower:
        text = _NO_POSSIBILITY.sub("nie można", text)
    if _may_not_hedge(lower):
        text = _NOT_HEDGE.sub(" ", text)
    if any(word in lower for word in _REMINDER_WORDS):
        text = _REMINDER.sub(" ", text)
    if "obligation" in lower or "obowiązk" in lower or "duties" in lower:
        text = _RIGHTS_AND_DUTIES.sub(" ", text)
    if "could" in lower:
        text = _POLITE_COULD.sub(" ", text)
    if "as " in lower:
        text = _CONFORMITY.sub(" ", text)
        if "possible" in lower:
            text = _AS_POSSIBLE.sub(" ", text)
    text = _one_word_phrases(_without_idioms(text, lower), lower)
    if any(word in lower for word in _CONDITIONAL_NEED_WORDS):
        text = _CONDITIONAL_NEED.sub(r"\g<condition> ", text)
    # searched in the text as folded (see _POLARITY_CUE), each match read from the text itself
    exemptions = _exemption_spans(text, folded(text))
    # an exemption asked about lifts nothing: "Don't need the room any more? Cancel it"
    found[_EXEMPTION_LABEL] = [
        text[start:end].lower()
        for start, end in exemptions
        if not ("?" in text and _ASKED_AFTER.match(text, end))
    ]
    if exemptions:
        text = _without_exemptions(text, exemptions)
    if "?" in text:
        # "Need to rearrange? Call us" asks, as "If you need to rearrange" does: no rule
        text = _ASKED_NEED.sub(" ", text)
    # Each sentence's words on their own: a word's neighbours across a full stop govern nothing
    # ("the day before. Questions can be sent" puts no "can" in a "before" clause).
    found[_APPROXIMATION_LABEL] = approximations
    for label in _SENTENCE_LABELS:
        found[label] = []
    for words, asked in zip(_sentence_words(text), _asked(text), strict=True):
        _read_sentence(words, found, asked=asked and not questions)
    found[_MAY_NOT_LABEL] = (
        [m.group(0).lower() for m in _MAY_NOT.finditer(text)] if " not" in lower else []
    )
    # both searched in the text as folded, each match read from the text itself
    if any(word in lower for word in _OBLIGATION_PHRASE_WORDS):
        found[_OBLIGATION_LABEL] += [
            text[m.start() : m.end()].lower() for m in _OBLIGATION_PHRASES.finditer(folded(text))
        ]
    if any(word in lower for word in _HEDGE_PHRASE_WORDS):
        found[_HEDGE_LABEL] += [
            text[m.start() : m.end()].lower() for m in _HEDGE_PHRASES.finditer(folded(text))
        ]
    return tuple((label, tuple(words)) for label, words in found.items())


def read_polarity(masked: str, readable: str) -> None:
    """Read ahead what every candidate's comparison reads of a source: its markers, and its
    sentences' negations, cues and alignment tokens (``masked`` has the facts masked,
    ``readable`` only the code)."""
    # as _markers asks for them: the cache keys a keyword argument apart from a positional one
    _marker_reading(masked, True)
    _marker_reading(masked, False)
    _instructions(masked)
    _weaker_words(masked)
    sentences, shown, runs = _sentences(masked, readable)
    for unit in _units(sentences):
        _negation_reading(unit)
        _text_cues(unit)
    for run in runs:
        _negation_reading(run)
    _negated_stems(masked)
    _said_stems(masked)
    for translated in (False, True):
        _deontic(masked, translated=translated)
    for sentence in sentences:
        _polar_words(sentence)
        for translated in (False, True):
            _deontic(sentence, translated=translated)
    for sentence in shown:
        tokens(sentence)


def clear_polarity_caches() -> None:
    """Forget every text read so far (the cost benchmark measures reading afresh)."""
    for cached in (
        negations,
        sentence_spans,
        _read_as_negations,
        _marker_reading,
        _instructions,
        _governed,
        _words,
        _negation_reading,
        _text_cues,
        _verb_stems,
        _cue_matches,
        _sentences,
        tokens,
        _stood_in,
        _matches,
        _units,
        _polar_words,
        _polarity_of,
        _groups,
        _deontic,
        _negated_stems,
        _said_stems,
        _says_failure,
        _weaker_words,
        _obliged_stems,
        _sentence_words,
        _sentence_parts,
        _instructed_stems,
    ):
        cached.cache_clear()


# "nie jest prawomocny" / "nieprawomocny", "is not likely" / "unlikely": the negation written as
# a word in one text and as a prefix in the other.
_ANALYTIC = re.compile(
    r"\b(?P<neg>nie|not)\s+(?:(?:jest|są|był|była|było|były|będzie|będą|is|are|was|were|be)\s+)?"
    r"(?:(?:to|it)\s+)?"
    r"(?P<word>[^\W\d_]{4,})",
    re.IGNORECASE,
)
_PREFIXES = {"nie": ("nie",), "not": ("un", "in", "im", "il", "ir", "non", "non-")}


_NON_WORD = re.compile(r"\bnon-[^\W\d_]+", re.IGNORECASE)


class _NegationReading(NamedTuple):
    """What the negation rules read in one text (a passage or one of its sentences), once."""

    negated: int
    avoidances: int
    # one-word bans ("prohibited"), which _litotes matches with another
    lexical: int
    # the text's words, and its "non-" words, that a "nie X"/"not X" elsewhere may fuse into
    vocabulary: frozenset[str]
    # each "nie X"/"not X" of the text, as the one-word forms that would write it fused
    fusable: tuple[tuple[str, ...], ...]


# A fault a fix names, to the clause's end: "fixed a bug where the sync did not finish",
# "naprawiono błąd, przez który synchronizacja nie kończyła się".
_FIXED_FAULT = re.compile(
    r"\b(?:fix(?:ed|es)?|naprawi\w*|naprawion\w*|resolved|poprawi\w*)\s+(?:a\s+|an\s+|the\s+)?"
    r"(?:bugs?|issues?|problems?|faults?|błąd|błędy|błędu|problem\w*|usterk\w*)\b[^.;\n]*",
    re.IGNORECASE,
)
_FIXED_WORDS = ("fix", "napraw", "resolved", "popraw")


@lru_cache(maxsize=2048)
def _negation_reading(text: str) -> _NegationReading:
    # Cached: a source's sentences are the same for every candidate of the passage.
    words = _words(text)
    vocabulary = frozenset(words)
    # Most sentences have no word a negation is read from: their count is known to be nought.
    negating = (
        not vocabulary.isdisjoint(_NEGATING)
        or any(w.endswith("n't") for w in words)
        or "yet" in vocabulary
    )
    lower = folded(text)
    found = negations(text) if negating else ()
    # "is not covered, and neither is damage" carries on the negation before it, as "does not
    # cover wear or damage" says in one: such a "neither" may count or not.
    continued = sum(w == "neither" for w in found[1:])
    if found and any(word in lower for word in _FIXED_WORDS):
        # the fault a fix names may be said or not: "Naprawiono błąd, przez który synchronizacja
        # nie kończyła się" is "Synchronizacja kończy się już poprawnie"
        continued += sum(len(negations(m.group(0))) for m in _FIXED_FAULT.finditer(text))
    return _NegationReading(
        negated=len(found) - continued,
        avoidances=sum(w in _AVOIDANCE for w in words) + continued,
        lexical=sum(w in _LEXICAL_NEGATION for w in words),
        vocabulary=vocabulary | {w.lower() for w in _NON_WORD.findall(text)}
        if "non-" in lower
        else vocabulary,
        fusable=tuple(
            tuple(
                prefix + m.group("word").lower()
                for prefix in _PREFIXES[lower_matched(m.group("neg"))]
            )
            for m in _ANALYTIC.finditer(text)
        )
        if "nie" in lower or "not" in lower
        else (),
    )


# The words :func:`negations` counts, and those of the phrases it reads as "unless".
_NEGATING = (
    _NEGATION
    | _LEXICAL_NEGATION
    | _POLISH_N_WORDS
    | _vocabulary("otherwise chyba przeciwnym innym except wyjątkiem save")
)


# A group of sentences is read as the sum of its sentences (each read once and cached), except
# where a rule could read across the point where two are joined: there the two are read joined.
# A join is clean when the sentence before it ends in its own stop (so no phrase, clause or
# look-ahead runs on into the next), not in a number sign ("no.", whose look-ahead reads the
# next sentence's start), and the sentence after it does not open with "otherwise" (which after
# a ";" or ":" reads as "if not").
_STOPS = frozenset(".!?;:")
_NUMBER_SIGN_END = re.compile(r"\bno\.\Z", re.IGNORECASE)
_OTHERWISE_START = re.compile(r"\s*otherwise\b", re.IGNORECASE)


def _joins_cleanly(before: str, after: str) -> bool:
    return (
        before[-1:] in _STOPS
        # the end is all the pattern reads: the sign and the character before it
        and _NUMBER_SIGN_END.search(before[-4:]) is None
        and _OTHERWISE_START.match(after) is None
    )


@lru_cache(maxsize=4096)
def _units(parts: tuple[str, ...]) -> tuple[str, ...]:
    """The texts a group of sentences is read in: its sentences, those joined uncleanly read as
    one (joined with a space, as the group is). Cached: every rule reads a group's units."""
    units = list(parts[:1])
    for part in parts[1:]:
        if _joins_cleanly(units[-1], part):
            units.append(part)
        else:
            units[-1] = units[-1] + " " + part
    return tuple(units)


def _readings(parts: tuple[str, ...]) -> list[_NegationReading]:
    return [_negation_reading(unit) for unit in _units(parts)]


def _negation_count(parts: tuple[str, ...]) -> int:
    return sum(reading.negated for reading in _readings(parts))


def _fused(analytic: tuple[str, ...], other: tuple[str, ...]) -> int:
    """How many of ``analytic``'s "nie X"/"not X" the ``other`` text writes as one word."""
    vocabulary = frozenset().union(*(reading.vocabulary for reading in _readings(other)))
    return sum(
        any(form in vocabulary for form in forms)
        for reading in _readings(analytic)
        for forms in reading.fusable
    )


def _negations_differ(
    source: tuple[str, ...], candidate: tuple[str, ...], before: int, after: int
) -> bool:
    """Whether no reading makes the counts agree: each text's avoidances may count or not, and a
    negation one text writes as a prefix ("nieprawomocny") counts as the other's "nie X".

    Each text is given as its sentences (a whole passage as one)."""
    if before == after:
        return False
    optional = (
        sum(reading.avoidances for reading in _readings(source)),
        sum(reading.avoidances for reading in _readings(candidate)),
    )
    fused = _fused(candidate, source), _fused(source, candidate)
    return not any(
        start_a <= end_b and start_b <= end_a
        for start_a, start_b in ((before, after), (before + fused[0], after + fused[1]))
        for end_a, end_b in ((start_a + optional[0], start_b + optional[1]),)
    )


# Kinds of words that say a negation without "not": an exclusion ("only", "except",
# "excluded"), a stop or closure ("wstrzymana", "shut", "cancelled", "nieczynne"), an absence
# or failure ("brak", "fails", "free of charge"), a persistence ("stays", "utrzymują się" for
# "nie ustępują"), a bound ("under 14" for "nie ukończyły 14", "najwcześniej" for "nie
# wcześniej niż"), "nor"/"ani", and a word negated by its prefix ("indistinguishable",
# "niedostępnym"). A sentence with one of a kind its counterpart lacks may have a negation
# fewer: "Nie otwieraj piekarnika" is "Keep the oven shut". Universal words ("all", "always",
# "zawsze") are not among them: "None of the plans" -> "All of the plans" is the flip a
# rewrite must not make.
# A choice left to the reader: "its use is optional" says "you are not required to use it".
_CHOICE = r"optional\w*|opcjonaln\w*|voluntar\w*|dobrowoln\w*|fakultatywn\w*"
_CUE_CLASSES: dict[str, str] = {
    "only": r"only|solely|exclusively|tylko|wyłącznie|jedynie",
    "except": r"except\w*|wyjąt\w*|wyjąw\w*|apart\s+from|aside\s+from|oprócz",
    # "claims are excluded" says "we will not pay them": not the "except" of a list
    "excluded": r"exclud\w*|wyklucz\w*|ruled\s+out",
    # "the fee is waived for students" is "students don't pay it"
    # ("bez" alone is counted as the negation it is; "bezzapachowe" says it in one word, "zero
    # drapania" is "nie drap", "są zwolnione z opłaty" is "opłata ich nie dotyczy")
    # (not a word that only opens as "bez": "bezpośredni" is direct, "bezpieczny" safe,
    # "bezwzględny" absolute, "bezzwłocznie" at once)
    "lack": r"lack\w*|absen\w*|free|instead|rather|brak\w*|zabrak\w*"
    r"|bez(?!pośredn|pieczn|pieczeń|względn|zwłoczn|ustann|sprzeczn)[^\W\d_]+|zamiast|waiv\w*"
    r"|exempt\w*|zwolnion\w*|zero(?=\s+[^\W\d_])|pozbawion\w*|devoid"
    # "bez niego zwracane są" is "if it is omitted, … are returned"
    r"|omit\w*|omission|pomini\w*|pomija\w*",
    # "was not returned" is "is missing": a kind of its own, as "missing readings" beside "not
    # zero" said as "rather than zero" would leave the lack unexplained
    "missing": r"missing",
    # kept away from a thing: "bez bezpośredniego słońca" is "out of direct sunlight",
    # "osłoniętym od słońca", "away from radiators"
    # ("out of the rooms" moves a thing: only out of the sun, of reach, of sight)
    "away": r"out\s+of\s+(?:the\s+)?(?:direct\s+|bright\s+|children's\s+)?(?:sun\w*|light|reach"
    r"|sight)|away\s+from|z\s+dala\s+od|osłon\w*|chronion\w*\s+(?:od|przed)"
    # not working: "out of order" is "nie działa", "out of stock" "niedostępny"
    r"|out\s+of\s+(?:order|service|stock|use|action|date|hours)"
    r"|(?:protected|shielded|sheltered)\s+from"
    # "clear of trees" is "where no trees are in the way"
    r"|clear\s+of",
    # ("did not meet its target" is "missed its target")
    # ("if you miss the renewal" is "applicants who fail to renew"; not "no child will miss out",
    # which is "no child will be left out")
    "fail": r"fail\w*|refus\w*|den(?:y|ies|ied)|unable|odm[oó]w\w*"
    r"|miss(?:es|ed)?(?!\w)(?!\s+out\b)",
    # ("still" is none: "will not be refunded" flipped to "you'll still get it back" keeps
    # nothing; the litotes read "still" against a change the source denies)
    "keep": r"keep\w*|kept|stay\w*|remain\w*|continu\w*|nadal|wciąż|pozosta\w*|utrzym\w*"
    r"|stale",
    "closed": r"closed?|shut|off|ceas\w*|suspend\w*|halt\w*|cancel\w*|dropped|paus\w*"
    # (not a stop where a bus calls: "bus stops", "the Lotnicza stops will still be served")
    r"|(?<!bus\s)(?<!tram\s)stop(?!s?\s+(?:will|would|are|were|is|was|have|has|had)\b)\w*"
    # a release that "drops support for Python 3.8" no longer supports it (not eye "drops")
    r"|drop(?:s|ping)?(?=\s+support)|pauz\w*|sits?\s+out"
    # "Koniec wsparcia dla Androida 7", "end of support for Windows 10"
    r"|koniec(?=\s+wsparcia)|end(?=\s+of\s+(?:support|sales?|service)\b)"
    r"|discontinu\w*|deprecat\w*|scrap\w*|abolish\w*|znies\w*|zamkn\w*"
    r"|zamyk\w*|wyłącz\w*|wstrzym\w*|przerw\w*|przesta\w*|zaprzesta\w*|anul\w*|odwoł\w*",
    "prevent": r"prevent\w*|avoid\w*|ban|bans|banned|barred|off-limits|out\s+of\s+bounds"
    r"|prohibit\w*|forbid\w*|refrain\w*"
    r"|unik\w*"
    r"|warn\w*\s+against|ostrzega\w*\s+przed"
    # advice against: "odradzamy szybką jazdę" is "nie zalecamy szybkiej jazdy"
    r"|advis\w*\s+against|discourag\w*|odradza\w*|zniechęca\w*"
    r"|zakaz\w*|zabron\w*|uniemożliw\w*|zapobieg\w*",
    # ("under the Act", "under section 4", "under these terms" name the rule a thing is done by)
    "at most": r"below|under(?!\s+(?:the\s+|this\s+|these\s+|its\s+|our\s+|their\s+)?"
    r"(?:act|acts|section|article|art\.|regulation|regulations|rule|rules|law|terms|contract"
    r"|agreement|scheme|policy|licen[cs]e|permit|condition|conditions|clause|paragraph|schedule"
    r"|gdpr|rodo|directive|order|bylaw|byelaw|statute|code)\b)"
    r"|less|fewer|at\s+most|up\s+to|max|maximum|capped|exceed\w*"
    r"|beyond|poniżej|mniej|najwyżej|maksymalnie|maks|najpóźniej|dopiero|przekr\w*",
    "at least": r"minimum|at\s+least|najmniej|przynajmniej|najwcześniej",
    "nor": r"nor|neither|ani|ni",
    # "regardless of how many shares" is "however many shares", "bez względu na" "niezależnie od"
    # ("regardless" itself is the negation counted)
    "regardless": r"no\s+matter|however\s+(?:many|much|long|often|large|small|big)|irrespective"
    # ("whatever the size of their shareholding"; not "whatever you do", which stresses a rule)
    r"|whatever\s+(?:the|their|your|its|his|her|our)\b|niezależnie|obojętnie",
    # a fault fixed no longer happens: "no longer leaks memory" is "fixed a memory leak"
    # (a fault named after it: "we fix potholes" fixes no fault that stopped happening)
    "fixed": r"(?:fix(?:ed|es)?|naprawi\w*|naprawion\w*|resolved)(?=\s+(?:[^\W\d_]+\s+){0,3}?"
    r"(?:bugs?|issues?|problems?|leaks?|crash\w*|errors?|faults?|regressions?|błąd|błędy|błędu"
    r"|usterk\w*|problem\w*)\b)",
    # "before your award can be confirmed" is "your award cannot be confirmed until you do"
    # (only before a possibility: "before you start" said so may drop a "not" of its sentence)
    "before": r"(?:before|zanim)(?=\s+(?:[^\W\d_]+\s+){0,3}?(?:can|could|may|będzie\s+można"
    r"|będzie\s+mógł|będzie\s+mogła|można|może|mogą)\b)",
    # "you are not required to use it" is "its use is optional"
    # ("Lornetka jest zbędna" is "Nie potrzeba lornetki")
    "optional": _CHOICE + r"|unnecessary|needless|zbędn\w*",
    # "resolve without treatment" is "go away on its own", "bez pomocy" is "samodzielnie"
    "alone": r"on\s+(?:its|their|his|her|your|my|our)\s+own|by\s+(?:itself|themselves|himself"
    r"|herself|yourself)|unaided|spontaneous\w*|samoistn\w*|samodzieln\w*|sam[aoi]?\s+z\s+siebie",
    # "if you do not, your bills will be estimated" is ", or your bills will be"
    # (", or a fee may apply" too; ", or a parent's spouse" lists an alternative)
    "or else": r"(?<=,\s)or(?=\s+(?:else|you|your|we|it|they|the|there|their|its|our|his|her)\b"
    r"|\s+an?\s+(?:\S+\s+){0,4}?(?:may|will|might|could|would|is|applies)\b)"
    r"|bo\s+inaczej"
    # "bez tego mebel może się przewrócić" is ", inaczej może się przewrócić"
    r"|(?<=[,;\u2013\u2014]\s)inaczej",
}
_POLARITY_CUE = re.compile(
    r"(?<![\w])(?=[^\W\d_])(?:"
    + "|".join(f"(?P<{name.replace(' ', '_')}>{words})" for name, words in _CUE_CLASSES.items())
    # a word negated by its prefix: "indistinguishable", "non-stop", "niedostępnym"
    # (not a word whose "in"/"im"/"dis"/"un" negates nothing: "improved", "included",
    # "discussed", "understood")
    + r"|(?P<prefixed>(?:un|in|im|ir|il|dis)(?!prov|clud|form|stall|terest|port|mediat|dividu|tend"
    r"|vit|volv|creas|dicat|troduc|cuss|play|tribut|cover|pos|derst|derl|derg|spect|struct|vest"
    r"|ject|herit|itial|tegr|stitut|vent|dustr|tern|corporat|put|pact|plement|press|migr|lustr"
    r"|rigat|fluen|fect|sist|sur|struct|quir|spir|patch|charg|miss|tinguish|turb"
    # ("instrument", "incident", "ingredient", "intelligent", "inhabitant", "innovative",
    # "intensive", "interactive", "imminent" negate nothing)
    r"|strum|cid|gredi|tellig|habit|novat|tensi|terac|minen"
    # (nor "interval", "incremental", "universal", "instalment", "inclusive", "insulated",
    # "discounted", "inferred", "impairment", "discarded", "inpatient", "disclosed",
    # "disrupted", "initiated", "intentional", "dissolved", "underestimated", "unanimously")
    r"|ter|cre|iv|stal|cur|cl|sul|tox|count|fer|fest|flat|flect|fring|frar|pair|card|patient"
    r"|peria|perat|mant|clos|pens|rupt|rit|til|iti|tent|plant|lumin|solv|itat|burs|pris|cub"
    r"|cent|voic|sert|plac|vert|mens|mun|preg|anim|infect|der)"
    r"[^\W\d_]{4,}(?:able|ible|ed|ful|ent|ant|al|ive|ly)"
    r"|non-[^\W\d_]+"
    # a word negated by its suffix: "harmless" is "not dangerous", "bezwonny" has its "bez"
    r"|(?!(?:un|never|regard|count|doubt)less)[^\W\d_]{3,}less(?:ly)?"
    r"|unknown|unclear|uncertain|unsure|unseen|unsafe|unfit|unpaid|unfair|unwell|impossible"
    # ("historycy nie są zgodni" is "historians disagree")
    r"|disagree\w*|disallow\w*|disapprov\w*|dislik\w*"
    r"|nie(?!zbędn|któr|dziel|mal|dawn|zwłoczn|miec|mniej|stety|co\b|raz\b|dalek|dług|zależ|b[oaie]"
    r"|wiel|jed|si|ś)[^\W\d_]{3,}))\b",
    # Not case-blind: it is searched in the text as :func:`folded` (all its words in lower case,
    # the same length), where the same matches are found at the same places, and where the
    # engine can reject an alternative on its first letter alone (a case-blind one it must
    # enter): two to three times faster.
)


def _cues(parts: tuple[str, ...], *, by_stem: bool = True) -> frozenset[str]:
    """The kinds of negation a group of sentences says without "not"; without ``by_stem``, a
    word negated by its prefix is left out (in translation its stem says nothing: the number
    of such words is compared instead, see _prefixed)."""
    found = frozenset().union(*(_text_cues(unit) for unit in _units(parts)))
    return found if by_stem else frozenset(k for k in found if not k.startswith("prefixed:"))


def _prefixed(parts: tuple[str, ...]) -> int:
    """How many words of a group of sentences are negated by their prefix ("unauthenticated",
    "nieuwierzytelniony")."""
    return sum(kind == "prefixed" for unit in _units(parts) for _, _, kind in _cue_matches(unit))


@lru_cache(maxsize=2048)
def _cue_matches(text: str) -> tuple[tuple[int, int, str], ...]:
    """Where a text's polarity cues are and their kinds; cached, as the cue rules and the
    plain-word reading of a sentence (_polar_words) read the same matches."""
    return tuple(
        (m.start(), m.end(), m.lastgroup or "") for m in _POLARITY_CUE.finditer(folded(text))
    )


@lru_cache(maxsize=2048)
def _text_cues(text: str) -> frozenset[str]:
    """The kinds of negation a text says without "not" (a prefixed word by its stem)."""
    found: set[str] = set()
    for start, end, kind in _cue_matches(text):
        word = text[start:end].lower()
        if kind == "prevent" and word in _LEXICAL_NEGATION:
            # a ban in one word ("Zakaz rozpoczynania") is counted as the negation it is: it
            # cannot also say another one the text dropped
            continue
        found.add("prefixed:" + word[:6] if kind == "prefixed" else kind)
    if _has_idiom(text):
        # an idiom read as no negation ("nie później niż") may stand for one ("najpóźniej")
        found.add("at_most")
    return frozenset(found)


# Litotes: a negated word said by its antonym ("nie ruszyła stopy" = "pozostawiła stopę", "won't
# cost you a penny" = "free", "does not cover" = "falls outside", "nie jest rozstrzygnięty" =
# "pozostaje otwarty"). Each class pairs the stems a negation may govern with their antonyms; a
# negation of one of the stems is explained when the other side says an antonym.
_LITOTES_CLASSES: tuple[tuple[str, str], ...] = (
    # "Retreat is not uniform" is "The retreat is uneven", "varies"
    (
        r"uniform\w*|consistent|jednolit\w*|równomiern\w*|jednakow\w*",
        r"uneven\w*|vary|varies|varied|varying|variable|inconsistent|nierówn\w*"
        r"|niejednolit\w*|zróżnicowan\w*|różni\s+się|różnią\s+się",
    ),
    (
        r"chang\w*|alter\w*|affect\w*|touch\w*|zmian\w*|zmieni\w*|zmienia\w*|rusz\w*|wpłyn\w*",
        r"stay\w*|remain\w*|keep\w*|kept|unchanged|continu\w*|still|same|normal|usual|ahead"
        r"|pozosta\w*|nadal|wciąż|utrzym\w*|niezmien\w*|normaln\w*"
        # "nie zmienia godzin" is "pracuje tak jak dotąd"
        r"|dotąd|dotychczas\w*|jak\s+wcześniej|bez\s+zmian|as\s+before"
        # "działają bez zmian" is "działają jak zwykle"
        r"|jak\s+zwykle|jak\s+zawsze|po\s+staremu",
    ),
    (
        r"cost\w*|charg\w*|pay\w*|fee|fees|koszt\w*|płac\w*|zapłac\w*|opłat\w*|odpłat\w*"
        r"|pobier\w*|pobiera\w*",
        r"free|gratis|complimentary|bezpłat\w*|darmo\w*|nieodpłat\w*|zwolni\w*|exempt\w*"
        r"|waiv\w*"
        # "at no extra cost" is "included in the price", "bez dopłaty" "w cenie"
        r"|included\s+in\s+the\s+(?:price|fee|cost)|w\s+cenie|wliczon\w*",
    ),
    (
        r"resolv\w*|settl\w*|decid\w*|determin\w*|rozstrzyg\w*|wyjaśni\w*|ustalon\w*",
        r"open|unresolved|unsettled|undecided|debat\w*|disput\w*|otwart\w*|sporn\w*"
        r"|dyskusyj\w*",
    ),
    (
        # "opłata nie dotyczy sześciolatków" is "sześciolatki są z niej zwolnione"
        r"cover\w*|includ\w*|obejm\w*|wlicz\w*|dotycz\w*|appl(?:y|ies)",
        r"outside|exclud\w*|except\w*|poza|wyłącz\w*|wyjąt\w*|zwolni\w*|exempt\w*",
    ),
    # A thing that does not succeed fails: "jeśli zadanie się nie powiedzie" is "gdy zakończy
    # się błędem", "if the job does not succeed" is "if it fails"
    (
        r"powied\w*|powiod\w*|succe\w*",
        r"błęd\w*|błąd\w*|niepowodz\w*|nieudan\w*|fail\w*|errors?",
    ),
    # Not enough said as too little: "nie miała wystarczającej mocy" is "miała za małą moc",
    # "was not large enough" is "was too small"
    (
        r"wystarcz\w*|dostateczn\w*|enough|sufficient\w*|adequate\w*",
        r"(?:za|zbyt)\s+(?:mał\w*|mało|niski\w*|nisk\w*|krótk\w*|słab\w*)|niewystarcz\w*"
        r"|insufficient\w*|inadequate\w*|too\s+(?:small|low|few|little|short|weak)",
    ),
    # "nie zwlekaj", "don't delay" is "przyjdź wcześniej", "act promptly"
    (
        r"zwlek\w*|zwleka\w*|odkład\w*|odwlek\w*|czeka\w*|delay\w*|wait\w*|hesitat\w*"
        r"|put\s+off",
        r"wcześn\w*|szybk\w*|niezwłocz\w*|natychmiast\w*|od\s+razu|pośpiesz\w*|pospiesz\w*"
        r"|early|earlier|soon|sooner|promptly|quickly|immediately|at\s+once|right\s+away|hurry",
    ),
    # A time limit missed: "nie stawi się w ciągu 15 minut" is "spóźni się o ponad kwadrans",
    # "does not arrive within the hour" is "arrives more than an hour late"
    (
        r"stawi\w*|przyb\w*|przyjd\w*|przyjdą|dotrz\w*|dotr[ąe]\w*|zjaw\w*|arriv\w*|show\s+up"
        r"|shows\s+up|turn\s+up|turns\s+up|appear\w*|attend\w*|report\w*|zdąż\w*|make\s+it",
        r"spóźni\w*|spóźnion\w*|late|latecom\w*|no-show\w*|miss|misses|missed|przegap\w*"
        r"|upływ\w*|expir\w*",
    ),
    # A negated phrase said as what is outside it: "films not in English" are "films in a
    # language other than English", "nie z UE" is "spoza UE"
    (
        r"in|on|at|from|of|w|we|z|ze|od|na",
        r"other\s+than|inn(?:y|a|e|ym|ej|ego|ych|ymi)\s+niż|outside|spoza",
    ),
    # An age not reached said as the bound: "którzy nie skończyli 26 lat" is "do 26. roku
    # życia", "who have not turned 18" is "under 18"
    (
        r"skończ\w*|ukończ\w*|turn\w*|reach\w*|osiągn\w*",
        r"under|poniżej|younger|młodsz\w*|do\s+(?:\S+\s+)?roku\s+życia|przed\s+ukończeniem",
    ),
    # A period not over said as one to complete: "must not be in your probationary period" is
    # "must have completed the probationary period"
    (
        r"in|during|within|w|we|trakcie|podczas|okresie",
        r"complet\w*|finish\w*|ukończ\w*|zakończ\w*|odbyt\w*",
    ),
    # Support ended said as removed: "is no longer supported" is "support has been dropped",
    # "nie będzie już dostępna" is "została wycofana"
    (
        r"support\w*|obsług\w*|wspier\w*|wspiera\w*|availab\w*|dostęp\w*|offer\w*|oferow\w*"
        r"|serwow\w*|podawan\w*|served|sold|sprzedawan\w*",
        r"remov\w*|dropp\w*|discontinu\w*|withdr[ae]w\w*|retir\w*|usun\w*|usuwa\w*"
        r"|wycof\w*|zakończ\w*|wygas\w*|ended|ceased|stopped|przesta\w*",
    ),
    # A thing left out said as ignored: "the red digits should be ignored" is "czerwonych cyfr
    # nie należy brać pod uwagę", "do not count weekends" is "disregard weekends"
    (
        r"uwzględn\w*|uwzględni\w*|liczy\w*|wlicza\w*|brać|brane|consider\w*|count\w*"
        r"|tak(?:e|en)\s+into\s+account",
        r"ignor\w*|zignor\w*|disregard\w*|pomi[jń]\w*|pomini\w*",
    ),
    # A rule not kept said as broken: "anyone who does not follow the instructions" is "anyone
    # who ignores them", "nie przestrzega regulaminu" is "narusza regulamin"
    (
        r"follow\w*|comply\w*|obey\w*|observ\w*|respect\w*|przestrzeg\w*|stosuj\w*|stosowa\w*",
        r"ignor\w*|zignor\w*|disregard\w*|breach\w*|break\w*|breaks|broke|violat\w*|narusz\w*"
        r"|łam\w*|złam\w*",
    ),
    # What is not remembered is forgotten: "Jeśli nie pamiętasz PIN-u" is "If you forget your
    # PIN", "Zapomniany PIN"
    (
        r"pamięta\w*|pamiętasz|remember\w*|recall\w*",
        r"zapomn\w*|zapomin\w*|forget\w*|forgot\w*",
    ),
    # What is not given is left out: "jeśli go nie podasz" is "gdy go pominiesz", "if you do
    # not set it" "if you omit it"
    (
        r"poda\w*|podasz|specif\w*|set|sets|ustaw\w*",
        r"pomini\w*|pomija\w*|pominiesz|omit\w*|skip\w*|leave\s+(?:it\s+)?out|left\s+out",
    ),
    # A thing that does not leave stays: "pociągi nie wyjadą z zajezdni" is "zostaną w
    # zajezdni", "the ferry will not leave port" is "will stay in port"
    (
        r"wyjed\w*|wyjecha\w*|wyjeżdża\w*|wyjadą|opuś\w*|opuszcz\w*|leave|leaves|depart\w*",
        r"zostan\w*|zostaną|zostają|zostaje|pozosta\w*|stay\w*|remain\w*",
    ),
    # What is not given back is lost: "zadatek nie podlega zwrotowi" is "zadatek przepada",
    # "oznacza utratę zadatku"; "the deposit is not refunded" is "you forfeit the deposit"
    (
        r"zwrot\w*|zwróc\w*|zwraca\w*|odda\w*|refund\w*|return\w*|repa(?:id|y\w*)|reimburs\w*",
        r"przepad\w*|przepadnie|utrat\w*|utraci\w*|traci\w*|bezzwrotn\w*|forfeit\w*|lose|loses|lost"
        r"|non-refundable|nonrefundable",
    ),
    # Disagreement said either way: "if you dispute them" is "jeśli się z nimi nie zgadzasz"
    (
        r"agree\w*|zgadza\w*|zgodzi\w*|accept\w*|akcept\w*",
        r"disput\w*|disagree\w*|object\w*|contest\w*|challeng\w*|kwestion\w*|sprzeciw\w*"
        r"|reject\w*|odrzuc\w*",
    ),
    # A setting not on said as off: "is no longer enabled by default" is "disabled by default",
    # "nie jest włączona" is "jest wyłączona"
    (
        r"enabl\w*|włącz\w*|activ\w*|aktywn\w*|switched\s+on|turned\s+on",
        r"disabl\w*|wyłącz\w*|deactiv\w*|nieaktywn\w*|dezaktyw\w*|switched\s+off|turned\s+off",
    ),
    # An act that cannot be undone said as final: "cannot be rolled back" is "is irreversible",
    # "nie można cofnąć" is "jest nieodwracalna"
    (
        r"roll\w*\s+back|revers\w*|undo\w*|undone|cofn\w*|cofa\w*|odwr[oó]c\w*",
        r"irreversibl\w*|permanent\w*|final|nieodwracaln\w*|ostateczn\w*|trwał\w*",
    ),
    # A possibility said as one not ruled out: "nie można wykluczyć" is "możliwe, że", "cannot
    # be ruled out" is "may"
    (
        r"wyklucz\w*|rule\s+out|ruled\s+out|exclud\w*",
        r"możliw\w*|possibl\w*|may|might|could|może|mogą|mogło|mogła|mógł",
    ),
    # A floor said as a shortfall forbidden: "with no component below 6.0" is "a minimum of 6.0
    # in each component", "nie mniej niż" is "co najmniej".
    (
        r"below|under|beneath|less\s+than|fewer\s+than|lower\s+than|short\s+of|poniżej"
        r"|mniej\s+niż|niższ\w*\s+niż",
        r"at\s+least|minimum|minimal\w*|minimaln\w*|najmniej|przynajmniej|(?:or|lub|albo)\s+"
        r"(?:more|above|higher|więcej|wyżej)",
    ),
    # A bound said as an excess forbidden: "must not exceed 23 kg" is "up to 23 kg", "nie może
    # trwać dłużej niż rok" is "nie dłużej niż 12 miesięcy", "nie mogą przekraczać 20 minut" is
    # "najwyżej 20 minut", "would not exceed the roof" is "no taller than the roof".
    (
        r"exceed\w*|przekr[ao]\w*|surpass\w*|ponad"
        r"|(?:go|goes|rise|rises|get|gets|climb|climbs)\s+(?:over|above|beyond)"
        r"|(?:more|longer|later|higher|taller|larger|greater|bigger|heavier|wider|further"
        r"|older)\s+than|(?:dłużej|więcej|później|częściej|wyżej|dalej|dłuższ\w*|większ\w*"
        r"|wyższ\w*|cięższ\w*|szersz\w*|starsz\w*|późniejsz\w*)\s+niż",
        r"at\s+most|up\s+to|max\w*|maks\w*|limit\w*|capped|ceiling|within|najwyżej|najdłużej"
        r"|najpóźniej|najwięcej|najdalej|below|under|beneath|poniżej|do(?=\s{2,})"
        # "dopuszczalna prędkość wynosi 10 km/h"
        r"|dopuszczaln\w*|permissible|allowable"
        r"|(?:no|not)\s+(?:more|longer|later|higher|taller|larger|greater|bigger|heavier|wider"
        r"|further|older)\s+than|nie\s+(?:więcej|dłużej|później|częściej|wyżej|dalej)\s+niż"
        r"|(?:or|lub|albo)\s+(?:less|fewer|mniej)|before\s+(?:it|they|this|that)\s+(?:goes|go"
        r"|gets|get|reaches|reach|exceeds|exceed)",
    ),
)
# The classes whose antonym is a place or a scope left out ("not in the zone" is "outside the
# zone", "does not cover" is "falls outside"): a word a passage uses of other things too.
_OUTSIDE = frozenset(i for i, (_, antonyms) in enumerate(_LITOTES_CLASSES) if "outside" in antonyms)
# The classes whose antonym a passage says of many things, so that both sides may say it and still
# hold the negation it stands for: "unchanged"/"bez zmian" ("Pozostałe pociągi kursują bez
# zmian"), a possibility ("may", "mogą"), a floor ("at least", "minimum") and the bound ("up to",
# "maksymalnie"). Any other antonym explains a negation only where the side with fewer says it
# more often than the other: "free school meals" in both texts is no counterpart of a "will not
# be asked to pay" one of them dropped.
# The bound class, last of _LITOTES_CLASSES, and what its negated pattern reads as the excess.
_BOUND = len(_LITOTES_CLASSES) - 1
_SAID_OF_MANY = frozenset(
    i
    for i, (_, antonyms) in enumerate(_LITOTES_CLASSES)
    if "unchanged" in antonyms or "possibl" in antonyms or r"at\s+least" in antonyms
) | {_BOUND}
_BOUND_EXCESS = re.compile(r"\b(?:" + _LITOTES_CLASSES[_BOUND][0] + r")\b", re.IGNORECASE)
_LITOTES = tuple(
    (
        re.compile(
            r"(?:\b(?:not|no|nie|never|nigdy|bez|cannot)|n['\u2019]t)\s+(?:[^\W\d_]+\s+){0,3}?(?P<stem>"
            + stems
            + r")\b",
            re.IGNORECASE,
        ),
        re.compile(r"\b(?:" + antonyms + r")\b", re.IGNORECASE),
    )
    for stems, antonyms in _LITOTES_CLASSES
)


_PREVENTING = re.compile(r"\b(?:" + _CUE_CLASSES["prevent"] + r")\b", re.IGNORECASE)


# A bound said with its excess first: "Pliki większe niż 200 MB nie są obsługiwane", "anything
# heavier than 32 kg cannot be checked in" (the negation in the excess's clause).
_EXCESS_THEN_NEGATION = re.compile(
    r"\b(?P<stem>" + _LITOTES_CLASSES[_BOUND][0] + r")\b[^.;:!?,]{0,40}?"
    r"(?:\b(?:not|nie|never|nigdy|cannot)\b|n['\u2019]t\b)",
    re.IGNORECASE,
)


def _litotes(fewer: tuple[str, ...], more: tuple[str, ...]) -> int:
    """How many of the side with more negations are litotes the other side says plainly (see
    _litotes_read)."""
    return _litotes_read(fewer, more)[0]


def _litotes_read(fewer: tuple[str, ...], more: tuple[str, ...]) -> tuple[int, tuple[str, ...]]:
    """How many of the side with more negations are litotes whose antonym the other side says,
    or one-word bans ("prohibited") the other side says with another ("bans", "outlawed").

    Idioms read as no negation ("nie więcej niż") are none. A bound is no litotes where the side
    with fewer negations says the same excess plainly ("nie należy stosować dłużej niż 3 dni" →
    "należy przyjmować dłużej niż trzy dni … maksymalnie 6 tabletek"). With the count, the
    side with more as read, each litotes counted blanked."""
    # an idiom on the side with fewer may be the antonym ("no higher than")
    fewer_units = _units(fewer)
    more_units = tuple(_without_idioms(unit, folded(unit)) for unit in _units(more))
    found = 0
    counted: list[re.Match[str]] = []
    for index, (negated, antonym) in enumerate(_LITOTES):
        said = sum(len(antonym.findall(other)) for other in fewer_units)
        # (an "outside" both sides say, "a space outside your home", is no counterpart of the
        # negation: only one the other side lacks is; other antonyms, "bez zmian", hold the
        # negation they stand for)
        if not said or (
            index in _OUTSIDE and said <= sum(len(antonym.findall(unit)) for unit in _units(more))
        ):
            continue
        matches = [m for unit in more_units for m in negated.finditer(unit)]
        if index not in _SAID_OF_MANY and said <= _beside(matches, antonym):
            # the antonym said beside the very negation ("free school meals … will not be
            # asked to pay"): the other side's is its counterpart, not the negation's
            continue
        if index == _BOUND:
            matches += [m for unit in more_units for m in _EXCESS_THEN_NEGATION.finditer(unit)]
            if _said_plainly(matches, fewer_units, antonym):
                continue
        found += len(matches)
        counted += matches
    if any(_PREVENTING.search(unit) for unit in fewer_units):
        found += sum(_negation_reading(unit).lexical for unit in more_units)
    return found, tuple(_blanked(unit, counted) for unit in more_units)


def _beside(negated: list[re.Match[str]], antonym: re.Pattern[str]) -> int:
    """How often ``antonym`` is said in the units that hold the ``negated`` matches, outside
    them ("not finished in time" is no "finished" said beside the negation)."""
    found = 0
    for unit in {id(match.string): match.string for match in negated}.values():
        spans = [match.span() for match in negated if match.string is unit]
        found += sum(
            not any(start <= m.start() < end for start, end in spans)
            for m in antonym.finditer(unit)
        )
    return found


def _blanked(text: str, matches: list[re.Match[str]]) -> str:
    """The text with the matches found in it masked."""
    blanked = text
    for match in matches:
        if match.string is text:
            blanked = mask(blanked, *match.span())
    return blanked


def _said_plainly(
    negated: list[re.Match[str]], units: tuple[str, ...], antonym: re.Pattern[str]
) -> bool:
    """Whether the units say one of the negated excesses (by its first five letters) plainly:
    outside the bound's own words ("before it goes above", "nie więcej niż"), not negated
    itself, and with no negation after it in its clause ("anything heavier than 32 kg cannot
    be checked in" bounds as well)."""
    excesses = {m.group("stem").lower()[:5] for m in negated}
    pattern = _LITOTES[_BOUND][0]
    for unit in units:
        for clause in _CLAUSE.split(antonym.sub(" ", _without_idioms(unit, folded(unit)))):
            bounded = [m.span("stem") for m in pattern.finditer(clause)]
            for excess in _BOUND_EXCESS.finditer(clause):
                if excess.group(0).lower()[:5] not in excesses:
                    continue
                if any(start <= excess.start() < end for start, end in bounded):
                    continue
                if _negation_reading(clause[excess.end() :]).negated:
                    continue
                return True
    return False


# Words between a negator and the word it negates: "will not be let in", "nie są przyjmowane",
# "can't sponsor", "must not be walked".
_NEGATED_SKIPS = (
    _COPULAS
    | _AUXILIARIES
    | _vocabulary(
        "will would shall can could may might must should do does did has had having being "
        "the a an any our your their its this that these those we you they he she i "
        "może mogą można wolno należy musi muszą powinien powinna powinno powinni powinny będą "
        "zostaną zostanie został została zostało zostały mi ci go jej im ich je nas was "
        # "nie jest jeszcze prawomocny", "is not yet final", "nie będzie już dostępna"
        "jeszcze już wcale yet even ever "
        # "nie da się cofnąć" is "nie można cofnąć"
        "da się"
    )
)


# What _polar_words reads of a text, each by the first five letters of its words.
_Polarity = tuple[Counter[str], Counter[str], Counter[str], Counter[str], Counter[str]]


@lru_cache(maxsize=2048)
def _polar_words(text: str) -> _Polarity:
    """The words (by their first five letters) a text negates, and those it says plainly: in a
    clause with no negation and no word that negates otherwise ("failed to follow",
    "considered only where", "wytrząsanie jest niedopuszczalne"). A persistence ("still",
    "nadal") is no such word: "will not be let in" → "will still be let in" keeps the word and
    drops its negation. Third, the words of clauses negative by such a word alone ("who fail to
    comply"); fourth, the words a failure governs ("unable to sponsor", "odmówił podpisania");
    fifth, every word of a clause with a negation ("We do not charge a surrender fee" puts
    "surrender" in a negated clause, though "not" negates "charge")."""
    negated: Counter[str] = Counter()
    plain: Counter[str] = Counter()
    cued: Counter[str] = Counter()
    failed: Counter[str] = Counter()
    scoped: Counter[str] = Counter()
    original = text
    # read as negations() reads: idioms ("no later than") and number signs ("No 261") are none
    lower, _, text = _read_as_negations(text)
    # a failure's word is in the text's lower case: most texts are spared the look word by word
    failing = any(word in lower for word in _FAILURE_WORDS)
    # The cues of a text read as it is are read from the whole text's (_clause_cued).
    cues = _cue_matches(text) if text == original else None
    start = 0
    for clause, end in _clauses(text):
        span = start, start + len(clause)
        start = end
        words = _words(clause)
        taken: set[int] = set()
        for index, word in enumerate(words):
            if word in _NEGATOR_WORDS or word.endswith("n't"):
                for after in range(index + 1, min(len(words), index + 5)):
                    if words[after] not in _NEGATED_SKIPS and words[after] not in _NEGATION:
                        negated[words[after][:5]] += 1
                        taken.add(after)
                        break
        if failing:
            for index, word in enumerate(words):
                if word in _FAILURE_FORMS or word.startswith(_FAILURE_STEMS):
                    for after in range(index + 1, min(len(words), index + 4)):
                        if words[after] not in _NEGATED_SKIPS:
                            failed[words[after][:5]] += 1
                            break
        if taken or not _NEGATING.isdisjoint(words) or any(w.endswith("n't") for w in words):
            scoped.update(w[:5] for w in words)
            continue
        if _clause_cued(clause, span, cues) or _has_idiom(clause):
            cued.update(w[:5] for w in words)
            continue
        # (none is taken or a negation here)
        plain.update(w[:5] for w in words if len(w) >= 3 and w not in _NEGATED_SKIPS)
    return negated, plain, cued, failed, scoped


def _clauses(text: str) -> Iterator[tuple[str, int]]:
    """The text split as _CLAUSE.split splits it, each clause with where the next one starts."""
    start = 0
    for separator in _CLAUSE.finditer(text):
        yield text[start : separator.start()], separator.end()
        start = separator.end()
    yield text[start:], len(text)


def _clause_cued(
    clause: str, span: tuple[int, int], cues: tuple[tuple[int, int, str], ...] | None
) -> bool:
    """Whether a clause has a cue other than a persistence ("keep"), read from its text's cues
    where none runs across the clause's ends.

    Next to a match the pattern reads only letters, word boundaries and (within a match)
    spaces, and a clause is bounded by separators, no letters: a search of the clause alone
    finds the whole text's matches within it, unless one runs across its ends ("at" ending a
    line and "most" opening the next), and then the clause itself is searched.
    """
    if cues is not None:
        start, end = span
        if not any(a < start < b or a < end < b for a, b, _ in cues):
            return any(kind != "keep" for a, b, kind in cues if start <= a and b <= end)
    return any(m.lastgroup != "keep" for m in _POLARITY_CUE.finditer(folded(clause)))


@lru_cache(maxsize=2048)
def _polarity_of(parts: tuple[str, ...]) -> _Polarity:
    # sentence by sentence: a stop a masked fact took still ends its sentence
    readings = [_polar_words(part) for part in parts]
    if len(readings) == 1:
        return readings[0]
    # each count summed over the sentences (Counter.update, counted in one pass)
    negated, plain, cued, failed, scoped = (
        Counter(chain.from_iterable(reading[field].elements() for reading in readings))
        for field in range(5)
    )
    return negated, plain, cued, failed, scoped


# The noun names a failure to act only with its "to" ("failure to pay"): "heart failure", "a
# power failure" negate nothing.
# (nor "heart failure to test whether", a disease named before its sentence goes on)
_FAILURE_WORD = re.compile(
    r"\b(?:(?<!heart\s)(?<!kidney\s)(?<!renal\s)(?<!liver\s)(?<!organ\s)(?<!power\s)"
    r"fail(?:ures?(?=\s+to\b)|(?!ure)\w*)|refus\w*|den(?:y|ies|ied)|unable|declin\w*|odm[oó]w\w*|zdoła\w*)\b",
    re.IGNORECASE,
)
# A failure or refusal said of an act, as a negation is: "we are unable to sponsor visas" is
# "we do not sponsor visas", and "visa sponsorship is available" flips it.
_FAILURE_FORMS = _vocabulary("deny denies denied unable")
_FAILURE_STEMS = ("fail", "refus", "declin", "odmów", "odmow", "zdoła")
# What a text with a failure's word (or a match of _FAILURE_WORD) has in its lower case.
_FAILURE_WORDS = (*_FAILURE_STEMS, "deny", "deni", "unable")
_NEGATOR_WORDS = _NEGATORS | _NEGATION


@lru_cache(maxsize=2048)
def _says_failure(text: str) -> bool:
    """Whether a text has a word of failure or refusal (_FAILURE_WORD); cached, as the source's
    sentences are read for every candidate."""
    lower = folded(text)
    return any(word in lower for word in _FAILURE_WORDS) and bool(_FAILURE_WORD.search(text))


@lru_cache(maxsize=256)
def _negated_stems(text: str) -> Counter[str]:
    """The words a text negates, by their first five letters, in one pass over its words."""
    negated: Counter[str] = Counter()
    for words in _sentence_words(text):
        for index, word in enumerate(words):
            if word in _NEGATORS or word in _NEGATION or word.endswith("n't"):
                for after in range(index + 1, min(len(words), index + 5)):
                    if words[after] not in _NEGATED_SKIPS and words[after] not in _NEGATION:
                        negated[words[after][:5]] += 1
                        break
    return negated


@lru_cache(maxsize=256)
def _said_stems(text: str) -> frozenset[str]:
    return frozenset(w[:5] for w in _text_words(text))


def _negations_may_have_moved(source: str, candidate: str) -> bool:
    """Whether a word one passage negates is in the other less often negated (so possibly said
    plainly), or a failure is said: else no negation can have moved."""
    if any(_says_failure(text) for text in (source, candidate)):
        return True
    for one, other in ((source, candidate), (candidate, source)):
        negated_one, negated_other = _negated_stems(one), _negated_stems(other)
        said = _said_stems(other)
        if any(stem in said and negated_other[stem] < count for stem, count in negated_one.items()):
            return True
    return False


_CONDITION_WORDS = frozenset({"unless", "otherwise"})


def _conditions_added(source: tuple[str, ...], candidate: tuple[str, ...]) -> bool:
    """Whether every negation the candidate adds is an "unless"/"otherwise": a condition said
    from its other side ("or earlier if funding runs out" → "unless the funding runs out
    before then"), not a claim negated."""
    added = Counter(w for part in _units(candidate) for w in negations(part))
    added.subtract(w for part in _units(source) for w in negations(part))
    gained = {word for word, count in added.items() if count > 0}
    return bool(gained) and gained <= _CONDITION_WORDS


def _negates_what_is_said(source: tuple[str, ...], candidate: tuple[str, ...]) -> bool:
    """Whether the candidate negates a word the source says un-negated more often than the
    candidate does: "Parking is free" → "Parking is not free"."""
    negated_there, plain_there, cued_there, _, _ = _polarity_of(candidate)
    if not negated_there:
        return False
    # (a word the source says in a negated clause is negated there too: "do not need to file a
    # return" is "no return is required"; the words a negation takes are among them)
    _, plain_here, cued_here, _, scoped_here = _polarity_of(source)
    # what the source sets aside ("rather than handling animals", "zamiast dzwonić", "free of
    # charge") is no word it says: "not handling animals" says the same
    aside = _set_aside(source)
    return any(
        count > scoped_here[stem]
        and plain_here[stem] + cued_here[stem] > plain_there[stem] + cued_there[stem]
        and stem not in aside
        for stem, count in negated_there.items()
    )


# (and what a thing is free of: "free of charge" is "without charge")
_SET_ASIDE = re.compile(
    r"\b(?:rather\s+than|instead\s+of|zamiast|free\s+of)\s+([^\W\d_]+)", re.IGNORECASE
)


def _set_aside(parts: tuple[str, ...]) -> frozenset[str]:
    """The words (by their first five letters) right after a "rather than", "instead of",
    "zamiast" or "free of"."""
    return frozenset(m.group(1).lower()[:5] for part in parts for m in _SET_ASIDE.finditer(part))


# A refusal said with a verb _FAILURE_WORD does not read: "will refuse the job" is "will turn the
# job down", "odmówi" is "odrzuci".
_REFUSAL = re.compile(
    r"\b(?:turn(?:s|ed|ing)?\s+(?:[^\W\d_]+\s+){0,3}?down|reject\w*|odrzu[cć]\w*)\b",
    re.IGNORECASE,
)


def _failure_flipped(failing: tuple[str, ...], other: tuple[str, ...]) -> bool:
    """Whether ``other`` says plainly what ``failing`` says is failed or refused, and does not
    negate or fail it itself: "unable to sponsor visas" → "visa sponsorship is available"."""
    if not any(_says_failure(part) for part in failing) or any(
        _REFUSAL.search(part) for part in other
    ):
        return False
    _, plain_here, _, failed_here, _ = _polarity_of(failing)
    negated_there, plain_there, _, failed_there, _ = _polarity_of(other)
    if sum(len(_FAILURE_WORD.findall(part)) for part in other) >= sum(
        len(_FAILURE_WORD.findall(part)) for part in failing
    ):
        # as many refusals on the other side, one of a pronoun: "may refuse a request if …" is
        # "if dealing with a request would cost …, we can refuse it"
        return False
    return any(
        plain_there[stem] > plain_here[stem]
        and not negated_there[stem]
        and failed_there[stem] < count
        for stem, count in failed_here.items()
    )


def _flipped(
    fewer: tuple[str, ...],
    more: tuple[str, ...],
    *,
    moved: tuple[tuple[str, ...], tuple[str, ...]] | None = None,
) -> bool:
    """Whether the side with fewer negations says plainly a word the other negates, more often
    than the other does: "you will not be let in" → "you will still be let in", "nie są
    przyjmowane" → "także są przyjmowane". A rephrased negation ("will not change" → "stays")
    shares no such word.

    With ``moved`` (the passages on the two sides, which have as many negations), the negation
    must also have gone, somewhere in the passage, onto a word the other side already negated
    another way: "must not be walked … who fail to
    comply" → "may be walked … who do not comply", not "cannot be paid twice" → "double payment
    is not allowed" nor "collection will take place … will not be collected" → "will be
    collected … we will not take"."""
    negated_more, plain_more, _, _, _ = _polarity_of(more)
    if not negated_more:
        return False
    # a word negated on one side and absent from the other is no flip: most candidates are
    # spared reading their own side
    said = {w[:5] for reading in _readings(fewer) for w in reading.vocabulary}
    if said.isdisjoint(negated_more):
        return False
    # (a word the fewer side says inside a negated clause keeps its negation there: "We do not
    # charge a surrender fee" is "There's no surrender fee"; the words a negation takes are
    # among them)
    _, plain_fewer, _, _, scoped_fewer = _polarity_of(fewer)
    if not any(
        scoped_fewer[stem] < count and plain_fewer[stem] > plain_more[stem]
        for stem, count in negated_more.items()
    ):
        return False
    if moved is None:
        return True
    negated_there, _, _, _, _ = _polarity_of(moved[0])
    negated_here, _, cued_here, _, _ = _polarity_of(moved[1])
    return any(
        cued_here[stem] and count > negated_here[stem] for stem, count in negated_there.items()
    )


@lru_cache(maxsize=256)
def _groups(
    source: str, source_readable: str, candidate: str, candidate_readable: str
) -> list[tuple[list[int], list[int]]]:
    """The source's and the candidate's sentences grouped as they align (see _components);
    cached, as the negation and the strength rules read the same groups."""
    readable = _sentences(source, source_readable)[1], _sentences(candidate, candidate_readable)[1]
    return components([tokens(t) for t in readable[0]], [tokens(t) for t in readable[1]])


@lru_cache(maxsize=256)
def _sentences(
    masked: str, readable: str
) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """A text's sentences, masked (as the markers are counted in) and readable (as shown and
    aligned), and the masked text in the pieces a whole text's negations are read in: runs of
    sentences split where they join cleanly (their own stop and whitespace between them, see
    _joins_cleanly), so the whole text reads as the sum of its sentences' readings.
    Cached: a source is split once, whatever the number of candidates."""
    spans = sentence_spans(with_stops(masked, readable))
    runs: list[tuple[int, int]] = []
    for start, end in spans:
        if runs and not _joins_cleanly(masked[slice(*runs[-1])], masked[start:end]):
            runs[-1] = (runs[-1][0], end)
        else:
            runs.append((start, end))
    return (
        tuple(masked[a:b] for a, b in spans),
        tuple(readable[a:b] for a, b in spans),
        tuple(masked[a:b] for a, b in runs),
    )


_NEGATIVE_PREFIXES = ("un", "in", "im", "il", "ir", "dis", "non-", "non", "nie")


def _prefix_said(plain: tuple[str, ...], negating: tuple[str, ...]) -> int:
    """How many words ``plain`` says with a negative prefix that ``negating`` negates: "If you
    are unhappy" is "Not happy with our reply?", "niezgodny" is "nie jest zgodny"."""
    negated = _polarity_of(negating)[0]
    if not negated:
        return 0
    return sum(
        any(
            word.startswith(prefix)
            and len(word) - len(prefix) >= 4
            and word[len(prefix) :][:5] in negated
            for prefix in _NEGATIVE_PREFIXES
        )
        for part in plain
        for word in _words(part)
    )


def _merged_where_moved(
    groups: list[tuple[list[int], list[int]]], masked: list[tuple[str, ...]]
) -> list[tuple[list[int], list[int]]]:
    """Neighbouring groups whose negation counts differ by the same amount the other way read as
    one: a rewrite that splits its sentences elsewhere moves a negation across the seam ("Please
    do not contact us about parties; call 101" → "Party happening now? Don't contact us — call
    101"), while a slip drops one and adds none beside it."""

    def parts(ids: list[int], side: int) -> tuple[str, ...]:
        return tuple(masked[side][i] for i in ids)

    ordered = sorted((g for g in groups if g[0]), key=lambda g: min(g[0]))
    steps = [_negation_count(parts(c, 1)) - _negation_count(parts(s, 0)) for s, c in ordered]
    merged: list[tuple[list[int], list[int]]] = []
    index = 0
    while index < len(ordered):
        group, step = ordered[index], steps[index]
        if index + 1 < len(ordered) and step and step == -steps[index + 1]:
            following = ordered[index + 1]
            # the side with more negations in the first group, and the other in the second
            first, second = (0, 1) if step < 0 else (1, 0)
            if (
                _polarity_of(parts(group[first], first))[0]
                & _polarity_of(parts(following[second], second))[0]
            ):
                merged.append((group[0] + following[0], group[1] + following[1]))
                index += 2
                continue
        merged.append(group)
        index += 1
    return merged + [g for g in groups if not g[0]]


# A negation change: the source's sentences, the first sentence on each side as written, the two
# counts, and whether a negation was dropped where the counts cannot tell (a flip: "not allowed"
# said as "also allowed" beside "free" said as "at no charge"), or None to read it off them.
_Change = tuple[str, tuple[str | None, str | None], int, int, bool | None]


def _negation_changes(
    source: str,
    candidate: str,
    texts: tuple[str, str],
    *,
    flips_only: bool = False,
    translated: bool = False,
) -> list[_Change]:
    """The groups of sentences whose negations differ with no word that says the missing one:
    each as the source's sentences, the first sentence as written on each side (what a repair
    finds whole in the text), and their negation counts.

    With ``flips_only`` (the passages' counts agree), only a group whose side with fewer
    negations says a negated word of the other plainly: a negation moved, not rephrased."""
    sides = _sentences(source, texts[0]), _sentences(candidate, texts[1])
    masked = [side[0] for side in sides]
    readable = [side[1] for side in sides]
    changes: list[_Change] = []
    groups = _groups(source, texts[0], candidate, texts[1])
    if not flips_only:
        groups = _merged_where_moved(groups, masked)
    for ids in groups:
        source_ids, candidate_ids = ids
        before_parts = tuple(masked[0][i] for i in source_ids)
        after_parts = tuple(masked[1][i] for i in candidate_ids)
        before, after = _negation_count(before_parts), _negation_count(after_parts)
        if not translated and (
            _failure_flipped(before_parts, after_parts)
            or _failure_flipped(after_parts, before_parts)
        ):
            shown = " ".join(readable[0][i] for i in source_ids).strip()
            counts = (
                (before + 1, after)
                if _failure_flipped(before_parts, after_parts)
                else (
                    before,
                    after + 1,
                )
            )
            changes.append((shown, _first_negating(texts, sides, ids), *counts, None))
            continue
        # (a flip the counts cannot tell: the candidate says plainly a word the source negated)
        dropped: bool | None = None
        if flips_only:
            # The passages' counts agree: only a negation moved onto another sentence counts,
            # whichever way round.
            if translated:
                continue
            # a side with no negation has none to lose
            dropped = bool(before) and _flipped(
                after_parts, before_parts, moved=(masked[1], masked[0])
            )
            if not (
                dropped
                or (after and _flipped(before_parts, after_parts, moved=(masked[0], masked[1])))
            ):
                continue
            # (in a group of several sentences, also between a sentence and its nearest
            # counterparts: "do not need a ticket" and "need a separate ticket" may be two rules)
            if len(source_ids) + len(candidate_ids) > 2 and not any(
                _flipped(fine_before, fine_after) or _flipped(fine_after, fine_before)
                for fine_before, fine_after in _finer_parts(
                    masked, sides, source_ids, candidate_ids
                )
            ):
                continue
            if _prefix_said(before_parts, after_parts) or _prefix_said(after_parts, before_parts):
                continue
        else:
            if not _negations_differ(before_parts, after_parts, before, after):
                continue
            fewer, more = (
                (after_parts, before_parts) if after < before else (before_parts, after_parts)
            )
            if after > before and (
                translated
                or _conditions_added(before_parts, after_parts)
                or not _negates_what_is_said(fewer, more)
                or (
                    len(source_ids) + len(candidate_ids) > 2
                    and not any(
                        _negates_what_is_said(fine_before, fine_after)
                        for fine_before, fine_after in _finer_parts(
                            masked, sides, source_ids, candidate_ids
                        )
                    )
                )
            ):
                # A negation the candidate adds is a finding only where it negates what the
                # source says plainly ("Wyrok jest prawomocny" → "Nie jest jeszcze
                # prawomocny"). Added otherwise, it restates a limit or a rule from the other
                # side ("only members" → "no one else", "stay with the stove" → "never leave
                # it", "until 3 May" → "not before"): on every labelled set such additions
                # were paraphrase about nine times in ten, while a generator's slip drops a
                # negation (docs/guard.md, round 9).
                continue
            shown_parts = (
                tuple(readable[0][i] for i in source_ids),
                tuple(readable[1][i] for i in candidate_ids),
            )
            if _explained(fewer, more, translated=translated, rules_said=after < before) and not (
                after < before
                and (
                    _dropped_in_order(before_parts, after_parts, *shown_parts)
                    if translated
                    # a "not" made "also" beside a cue the group gained elsewhere ("a maximum of
                    # 3 months … are not available" → "no more than three months … are also
                    # available")
                    else _also_in_a_pair(before_parts, shown_parts[0], after_parts, shown_parts[1])
                    is not None
                )
            ):
                continue
            # A group of several sentences is compared sentence by sentence too: each source
            # sentence with its closest candidate sentence, a negation dropped in one of them
            # that nothing explains is the finding ("the pool will be closed … lessons will not
            # be affected" may lose its "not" to a sentence the count lumps with another).
            if (
                not translated
                and after < before
                and len(source_ids) + len(candidate_ids) > 2
                and not _dropped_in_a_pair(
                    before_parts,
                    tuple(readable[0][i] for i in source_ids),
                    after_parts,
                    tuple(readable[1][i] for i in candidate_ids),
                )
            ):
                continue
        shown = " ".join(readable[0][i] for i in source_ids).strip()
        changes.append(
            (
                shown,
                _first_negating(texts, sides, ids),
                before,
                after,
                dropped if before == after else None,
            )
        )
    return changes


def _dropped_in_order(
    before: tuple[str, ...],
    after: tuple[str, ...],
    shown_before: tuple[str, ...],
    shown_after: tuple[str, ...],
) -> bool:
    """Whether a translated group of as many sentences on each side, read pair by pair in
    order, has a pair that lost a negation nothing in its own sentence explains: a group's
    cue ("closed on Sundays") explains no "not" dropped from another of its sentences ("cannot
    be reserved online" → "can be reserved online"). Not a pair whose source sentence shares
    more of its digits and names with another sentence of the group: a translation may reorder
    its sentences."""
    if len(before) != len(after) or len(before) < 2:
        return False
    marks = [tokens(text) for text in shown_before], [tokens(text) for text in shown_after]
    for i, (b, a) in enumerate(zip(before, after, strict=True)):
        if _negation_count((b,)) <= _negation_count((a,)):
            continue
        shared = len(marks[0][i] & marks[1][i])
        if any(len(marks[0][i] & other) > shared for j, other in enumerate(marks[1]) if j != i):
            continue
        if not _explained((a,), (b,), translated=True, rules_said=True):
            return True
    return False


# A negation of an act done without a thing: "nie może podnajmować lokalu bez zgody", "cannot
# check in without a parent", "nie nadaje się do picia bez przegotowania".
_NOT_WITHOUT = re.compile(
    r"(?:\b(?:not|nie|never|nigdy|cannot|nobody|nikt|no\s+one|no|żadn\w+)\b|n['\u2019]t\b)[^.;:!?]{0,80}?"
    r"\b(?:without|bez)\b"
    r"|\b(?:without|bez)\b[^.;:!?]{0,80}?(?:\b(?:not|nie|never|nigdy|cannot)\b|n['\u2019]t\b)",
    re.IGNORECASE,
)


# A condition said outright: "otherwise we charge 49 zł" is "if you park elsewhere, we charge"
# (not a concession: "unless" → "even if" flips the rule).
_CONDITIONAL = re.compile(
    r"(?<!\beven\s)(?<!\bnawet\s)\b(?:if|jeśli|jeżeli|gdy|gdyby|kiedy|whenever)\b"
    # "reply within 14 days or the offer will pass" is "otherwise it will pass"
    r"|\bor\s+(?:else\s+)?(?=[^.;:!?,]{0,60}\b(?:will|may|might|could)\b)",
    re.IGNORECASE,
)


def _said_as_a_condition(fewer: tuple[str, ...], more: tuple[str, ...]) -> int:
    """How many of the side with more negations' "otherwise"/"unless" ("w przeciwnym razie",
    "chyba że") the other side says as a condition of its own ("jeśli zaparkujesz gdzie
    indziej", "but if 5 objections are received")."""
    conditions = sum(
        word in ("otherwise", "unless") for unit in _units(more) for word in negations(unit)
    )
    if not conditions:
        return 0
    gained = sum(len(_CONDITIONAL.findall(unit)) for unit in _units(fewer)) - sum(
        len(_CONDITIONAL.findall(unit)) for unit in _units(more)
    )
    return min(conditions, max(0, gained))


def _rules_said_plainly(fewer: tuple[str, ...], more: tuple[str, ...]) -> int:
    """How many of the side with more negations' double negations ("cannot … without") the
    other side says as the rule they make, with an obligation of its own and without its
    "without": "Podnajem wymaga pisemnej zgody", "must be accompanied by a parent", "wodę trzeba
    przegotować" (not "Bez porady lekarza należy przyjmować", a "nie" dropped)."""
    doubled = sum(len(_NOT_WITHOUT.findall(unit)) for unit in _units(more))
    if not doubled:
        return 0
    withouts = sum(len(_WITHOUT.findall(unit)) for unit in _units(more))
    doubled = min(doubled, withouts - sum(len(_WITHOUT.findall(unit)) for unit in _units(fewer)))
    binding = sum(len(_markers(unit)[_OBLIGATION_LABEL]) for unit in _units(fewer))
    binding -= sum(len(_markers(unit)[_OBLIGATION_LABEL]) for unit in _units(more))
    return min(doubled, max(0, binding))


def _closest(
    source_readable: tuple[str, ...], candidate_readable: tuple[str, ...]
) -> list[tuple[int, int]]:
    """For each source sentence, the candidate sentence closest to it by shared stems, digits
    and names (by their share of the two sentences' together), and how many they share."""
    theirs = [tokens(text) for text in candidate_readable]
    found = []
    for shown in source_readable:
        mine = tokens(shown)
        scores = [len(mine & other) / max(1, len(mine | other)) for other in theirs]
        best = max(range(len(theirs)), key=scores.__getitem__)
        found.append((best, len(mine & theirs[best])))
    return found


def _dropped_in_a_pair(
    source: tuple[str, ...],
    source_readable: tuple[str, ...],
    candidate: tuple[str, ...],
    candidate_readable: tuple[str, ...],
) -> bool:
    """Within a group of several sentences, whether some source sentences, read with the
    candidate sentence closest to each (by shared stems, digits and names), have more negations
    than it with no cue, litotes or kept word to explain them."""
    if not candidate_readable:
        return True
    # each source sentence to its closest candidate sentence; those sharing one read together
    closest: dict[int, list[str]] = {}
    for sentence, (best, _) in zip(
        source, _closest(source_readable, candidate_readable), strict=True
    ):
        closest.setdefault(best, []).append(sentence)
    for best, sentences in closest.items():
        here, there = tuple(sentences), (candidate[best],)
        count, other = _negation_count(here), _negation_count(there)
        if other >= count:
            continue
        if bool(_cues(there) - _cues(here)) and not _flipped(there, here):
            continue
        if _litotes(there, here) >= count - other:
            continue
        return True
    return False


def _also_in_a_pair(
    source: tuple[str, ...],
    source_readable: tuple[str, ...],
    candidate: tuple[str, ...],
    candidate_readable: tuple[str, ...],
) -> tuple[int, int] | None:
    """Within a group of several sentences, a source sentence read with its closest candidate
    sentence that lost a negation where that sentence gained an "also" ("We do not repair
    microwaves" → "We also repair microwaves"): the two sentences' negation counts."""
    if len(source) + len(candidate) <= 2 or not any(_ALSO.search(part) for part in candidate):
        return None
    for sentence, (best, shared) in zip(
        source, _closest(source_readable, candidate_readable), strict=True
    ):
        there = candidate[best]
        if shared < 3:
            # (too little in common to be the same sentence said again)
            continue
        # (a sentence that keeps a negation of its own says "also" of it: "nie zaleca się też
        # drzemek", "You also can't leave")
        said = _negation_count((sentence,))
        if (
            said > _negation_count((there,))
            and _matches(_ALSO, there) > _matches(_ALSO, sentence)
            # the "also" in a clause of no negation ("cannot be backdated and are also
            # available"), not one that keeps its own ("You also can't leave")
            and any(
                _ALSO.search(clause) and not _negation_count((clause,))
                for clause in _CLAUSE_SPLIT.split(there)
            )
            and not _litotes((there,), (sentence,))
        ):
            return said, 0
    return None


def _explained(
    fewer: tuple[str, ...], more: tuple[str, ...], *, translated: bool, rules_said: bool
) -> bool:
    """Whether a word of the side with fewer negations says the other side's extra ones another
    way: a cue of a kind the other lacks, a litotes, a prefixed word, and with ``rules_said`` a
    rule said plainly or as a condition."""
    # Only a kind of cue the other side lacks explains the difference ("keep pets" in both
    # texts says nothing about a "not" one of them dropped), and none explains a negated word
    # the other side says plainly; an antonym does (litotes).
    if translated:
        if bool(_cues(fewer, by_stem=False) - _cues(more, by_stem=False)) or (
            _prefixed(fewer) > _prefixed(more)
        ):
            return True
    elif bool(_cues(fewer) - _cues(more)) and not _flipped(fewer, more):
        return True
    # Each negation the other side says another way accounts for one (a double negation said
    # as its rule for both): "Nobody may use it without the induction. Never leave it
    # unattended" → "you must complete the induction … always stay with it" is a rule said
    # plainly and a litotes.
    # (a negation a litotes accounts for is not also said with a prefix: "not affected" is
    # "remain" or "unaffected", not both)
    litotes, unread = _litotes_read(fewer, more)
    accounted = litotes + (0 if translated else _prefix_said(fewer, unread))
    if rules_said:
        accounted += 2 * _rules_said_plainly(fewer, more) + _said_as_a_condition(fewer, more)
    return accounted >= _negation_count(more) - _negation_count(fewer)


# "also" where a "not" stood: "are not covered" → "are also covered", "nie będą odbierane" →
# "również będą odbierane"
_ALSO = re.compile(r"\b(?:also|too|as well|również|także|też)\b", re.IGNORECASE)
# Where a sentence's clauses part: a clause mark, or a conjunction between spaces ("cannot be
# backdated and are also available").
_CLAUSE_SPLIT = re.compile(_CLAUSE.pattern + r"|\s(?:and|but|or|i|a|ale|oraz|lub)\s")


# "nikomu nie odmawia" is "udziela każdemu": a negative concord said as "every"
_UNIVERSAL = re.compile(
    r"\b(?:każd\w*|wszys\w*|zawsze|wszędzie|every\w*|always|all|any\w*)\b", re.IGNORECASE
)


# "without"/"bez" and "unless" are left out: rewrites restate them freely ("bez interwencji" →
# "niewprowadzających zmian"), as they do "not … until" ("must not start until signed" →
# "before it can start, … has to sign").
_PLAIN_NEGATION = _NEGATION - _vocabulary("without bez unless")
_NOT_UNTIL = re.compile(r"\b(?:until|till|dopóki|dopóty|zanim)\b", re.IGNORECASE)


# the words a negative concord is said with: "nie odmawia nikomu", "never refuses anyone"
_CONCORD = _POLISH_N_WORDS | _vocabulary(
    "anyone anybody anything anywhere nobody nothing nowhere none"
)


def _plainly_negated(parts: tuple[str, ...]) -> bool:
    """Whether a group says "not", "nie", "never" or "no" (not a one-word ban, "otherwise" or a
    "zakaz" named)."""
    return any(w in _PLAIN_NEGATION or w.endswith("n't") for part in parts for w in _words(part))


def _double_negation_said(negating: tuple[str, ...], plain: tuple[str, ...]) -> bool:
    """Whether a negative concord ("nie odmawia nikomu", "never refuses anyone") is said with
    "every" ("każdemu", "everyone")."""
    return any(w in _CONCORD for part in negating for w in _words(part)) and any(
        _UNIVERSAL.search(part) for part in plain
    )


def _lexical_bans(parts: tuple[str, ...]) -> int:
    """The one-word bans of a group ("zakazane", "prohibited")."""
    return sum(_negation_reading(unit).lexical for unit in _units(parts))


def _made_permission(before: tuple[str, ...], after: tuple[str, ...]) -> bool:
    """Whether a ban became a permission: fewer prohibitions and more permissions ("is not
    permitted" → "jest dozwolone", "zakazane" → "dozwolone"), a flip no shared word shows.
    (Read as in translation, where "należy" binds neither way: only bans and permissions
    count here.)"""
    source, candidate = _group_deontic(before, True), _group_deontic(after, True)
    return candidate.forbidding < source.forbidding and candidate.permitting > source.permitting


def _balanced_drops(
    source: str, candidate: str, texts: tuple[str, str], *, translated: bool
) -> list[_Change]:
    """Where the passages have as many negations: the narrowly aligned groups that lost one
    nothing explains, when every group that gained one says a word of the source another way
    ("free of charge" → "at no charge", "unaccompanied" → "without an adult"). The count then
    balances by chance: "We do not remove graffiti from railway property" → "Railway property
    … is also covered" beside an added "no charge"."""
    sides = _sentences(source, texts[0]), _sentences(candidate, texts[1])
    if not translated and not _ALSO.search(candidate) and not _lexical_bans(sides[0][0]):
        # A drop needs an "also", a word the source negates said in the candidate, or a ban in
        # one word: most candidates have none, and are spared the narrow alignment (the
        # source's reading is cached for every candidate; the candidate's words are read once).
        said = {word[:5] for word in _text_words(candidate)}
        if said.isdisjoint(_polarity_of(sides[0][0])[0]):
            return []
    drops: list[tuple[list[int], list[int], int, int]] = []
    for source_ids, candidate_ids in _groups(source, texts[0], candidate, texts[1]):
        # a translation shares too few words to align more narrowly than its groups, and a
        # sentence paired with one is as narrow as it gets
        for fine_source, fine_candidate in (
            [(source_ids, candidate_ids)]
            if translated or len(source_ids) == len(candidate_ids) == 1
            else _finer(sides, source_ids, candidate_ids)
        ):
            before_parts = tuple(sides[0][0][i] for i in fine_source)
            after_parts = tuple(sides[1][0][i] for i in fine_candidate)
            before, after = _negation_count(before_parts), _negation_count(after_parts)
            if before == after:
                # a "not" made "also" inside a group whose count another change keeps ("We do
                # not repair microwaves" → "We also repair microwaves" beside "free" → "cost
                # nothing")
                # (the counts reported are the two sentences', not the balanced group's)
                pair = (
                    None
                    if translated
                    else _also_in_a_pair(
                        before_parts,
                        tuple(sides[0][1][i] for i in fine_source),
                        after_parts,
                        tuple(sides[1][1][i] for i in fine_candidate),
                    )
                )
                if pair is not None:
                    drops.append((fine_source, fine_candidate, *pair))
                continue
            if after > before:
                if not _explained(
                    before_parts, after_parts, translated=translated, rules_said=True
                ):
                    return []
            elif (
                not _explained(after_parts, before_parts, translated=translated, rules_said=True)
                and not _double_negation_said(before_parts, after_parts)
                and not any(_NOT_UNTIL.search(part) for part in before_parts)
            ) and (
                (
                    _plainly_negated(before_parts)
                    and not _plainly_negated(after_parts)
                    and (
                        _matches(_ALSO, " ".join(after_parts))
                        > _matches(_ALSO, " ".join(before_parts))
                        or (
                            _made_permission(before_parts, after_parts)
                            # (a permission bounded to one case restates the ban: "nie może być
                            # używany przez inną osobę" is "może korzystać wyłącznie właściciel")
                            and sum(map(permitted_only, after_parts))
                            <= sum(map(permitted_only, before_parts))
                        )
                        # (in the source's language also a negated word said plainly)
                        or (not translated and _flipped(after_parts, before_parts))
                    )
                )
                # a ban in one word made a permission: "telefony są zakazane" → "dozwolone"
                or (
                    _lexical_bans(before_parts) > _lexical_bans(after_parts)
                    and _made_permission(before_parts, after_parts)
                )
                # in translation, a ban made a permission beside a "not" the group keeps:
                # "may keep chickens but not cockerels, and bonfires are not allowed" → "mogą
                # trzymać kury, ale nie koguty, a wolno palić ogniska"
                or (
                    translated
                    and _made_permission(before_parts, after_parts)
                    and sum(map(permitted_only, after_parts))
                    <= sum(map(permitted_only, before_parts))
                )
            ):
                drops.append((fine_source, fine_candidate, before, after))
    changes: list[_Change] = []
    for fine_source, fine_candidate, before, after in drops:
        shown = " ".join(sides[0][1][i] for i in fine_source).strip()
        first = _first_negating(texts, sides, (fine_source, fine_candidate))
        changes.append((shown, first, before, after, None))
    return changes


def _first_negating(
    texts: tuple[str, str],
    sides: tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]],
    ids: tuple[list[int], list[int]],
) -> tuple[str | None, str | None]:
    """Each side's first sentence of a group that says a negation (else its first), as written:
    what a repair finds whole in the text."""
    found: list[str | None] = []
    for text, (masked, readable, _), group in zip(texts, sides, ids, strict=True):
        if not group:
            found.append(None)
            continue
        i = next((i for i in group if _negation_count((masked[i],))), group[0])
        found.append(_whole(text, readable[i].strip()))
    return found[0], found[1]


def _hedge_short_in_a_group(source: str, candidate: str, texts: tuple[str, str]) -> bool:
    """Whether some aligned group of sentences is short of hedges, its own stand-ins counted: a
    stand-in elsewhere in the passage ("Expect to pay around £250") says no hedge a sentence
    dropped ("will probably fill faster" → "will fill up sooner")."""
    sides = _sentences(source, texts[0]), _sentences(candidate, texts[1])
    for source_ids, candidate_ids in _groups(source, texts[0], candidate, texts[1]):
        before = " ".join(sides[0][0][i] for i in source_ids)
        after = " ".join(sides[1][0][i] for i in candidate_ids)
        theirs = _markers(after)
        # a group still hedged another way ("usually takes about two hours" → "takes about two
        # hours") is left to the passage's count
        if any(theirs[other] for other in (_HEDGE_LABEL, _APPROXIMATION_LABEL, _POSSIBILITY_LABEL)):
            continue
        if _short(_HEDGE_LABEL, _markers(before, questions=False), theirs, (before, after)):
            return True
    return False


def compare_polarity(
    source: str,
    candidate: str,
    readable: tuple[str, str] | None = None,
    *,
    translated: bool = False,
) -> list[GuardFinding]:
    """A finding when the negations differ in number, or a modality or hedge marker was dropped.

    A negation dropped is a finding; one added only where it flips a word the source says
    plainly (see _negation_changes). A modal or hedge added is not
    a finding on its own: paraphrase and translation add them freely ("jest dostępny" → "można
    znaleźć", "może zażądać" → "may require", "w rzadkich przypadkach" → "rarely"), while the
    damage that matters drops one ("must" → "may" drops an obligation, "probably" → nothing).
    """
    findings: list[GuardFinding] = []
    texts = readable or (source, candidate)
    # The passages read as their sentences are: each sentence is read once, for the passage's
    # count and for the comparison sentence by sentence.
    whole = _sentences(source, texts[0])[2], _sentences(candidate, texts[1])[2]
    before, after = _negation_count(whole[0]), _negation_count(whole[1])
    differ = _negations_differ(whole[0], whole[1], before, after)
    # Compared sentence by sentence where the passage's counts differ: the difference is a
    # finding only where no word of the sentence with fewer says the negation otherwise. Where
    # they agree, a negation may still have moved ("must not be walked … do not comply" → "may
    # be walked … do not comply"): in the source's language, a word negated in one sentence and
    # said plainly in its counterpart is found too (a translation shares no words to tell).
    # Where the counts agree, a negation can only have moved if the passages do not negate the
    # same words: one pass over their words spares most candidates the comparison.
    # (in translation, counts an avoidance makes agree are compared group by group too: "Do
    # not use ear drops" may be "Avoid ear drops", not "Use ear drops")
    loose = translated and before != after
    if differ or loose or (not translated and _negations_may_have_moved(source, candidate)):
        changes = _negation_changes(
            source, candidate, texts, flips_only=not (differ or loose), translated=translated
        )
        if not changes and not differ and before:
            changes = _balanced_drops(source, candidate, texts, translated=translated)
    elif before and before == after and (translated or _lexical_bans(whole[0])):
        # (a ban in one word negates no word a plain reading could see move)
        changes = _balanced_drops(source, candidate, texts, translated=translated)
    else:
        changes = []
    for shown, first, count_before, count_after, dropped in changes:
        change = (
            "dropped" if (count_after < count_before if dropped is None else dropped) else "added"
        )
        findings.append(
            GuardFinding(
                kind=FindingKind.NEGATION,
                source_span=first[0],
                candidate_span=None if first[0] else first[1],
                message=(
                    f"meaning marker {change}: negation (not/never/nie/nigdy) appears "
                    f"{count_before} time(s) in the source's "
                    f'"{_clip(shown)}", {count_after} in the candidate\'s counterpart'
                ),
            )
        )
    source_markers, candidate_markers = _markers(source, questions=False), _markers(candidate)
    # An exemption added or dropped in translation is a finding. In the source's language the
    # negation rules already compare its "not"; there the count is a finding only where the
    # rule went the other way too: "nie wymaga pozwolenia" → "potrzebujesz pozwolenia" (more
    # obligations), "Znajomość nut jest wymagana" → "nie trzeba znać nut" (fewer), not where a
    # rewrite says the same exemption as "bez" or "no X is needed".
    lifted = source_markers[_EXEMPTION_LABEL], candidate_markers[_EXEMPTION_LABEL]
    binding = len(candidate_markers[_OBLIGATION_LABEL]) - len(source_markers[_OBLIGATION_LABEL])
    exempted = len(lifted[1]) - len(lifted[0])
    if exempted > 0 and binding == 0:
        # an instruction binds as "must" does: "Print the ticket" → "There is no need to print
        # it" lifts the rule the imperative laid
        binding = min(0, _instructions(candidate) - _instructions(source))
    if (
        (translated or exempted * binding < 0)
        and exempted
        and not (_without(lifted, (source, candidate)) or _optional(lifted, (source, candidate)))
    ):
        findings.append(
            _finding(
                FindingKind.MODALITY,
                _EXEMPTION_LABEL,
                *lifted,
                where=_where(_EXEMPTION_LABEL, (source, candidate), texts),
            )
        )
    for kind, label in (
        *((k, lab) for k, lab, _ in _CATEGORIES),
        (FindingKind.HEDGE, _APPROXIMATION_LABEL),
    ):
        if _short(
            label, source_markers, candidate_markers, (source, candidate), translated=translated
        ) or (
            not translated
            and label == _HEDGE_LABEL
            and len(source_markers[label]) > len(candidate_markers[label])
            and _hedge_short_in_a_group(source, candidate, texts)
        ):
            if label == _POSSIBILITY_LABEL and _restated(
                source, candidate, source_markers, candidate_markers, translated=translated
            ):
                continue
            if label == _OBLIGATION_LABEL and (
                not _weaker_in_place(
                    (source, candidate), source_markers, candidate_markers, translated=translated
                )
                or _said_as_restriction(source, candidate, source_markers, candidate_markers)
            ):
                continue
            found = _finding(
                kind,
                label,
                source_markers[label],
                candidate_markers[label],
                where=_where(label, (source, candidate), texts),
            )
            weaker = _WEAKER.get(label)
            if weaker is not None and len(candidate_markers[weaker]) > len(source_markers[weaker]):
                # "must" → "should": the rule is still there, weakened
                found = found.model_copy(
                    update={
                        "message": found.message.replace("dropped", "weakened", 1).replace(
                            " in the candidate", f" in the candidate, which has {weaker} instead", 1
                        )
                    }
                )
            findings.append(found)
    findings.extend(
        _permission(
            source_markers, candidate_markers, (source, candidate), texts, translated=translated
        )
    )
    findings.extend(_weakened(source, candidate, texts, translated=translated))
    findings.extend(_negation_unhedged((source, candidate), source_markers, candidate_markers))
    findings.extend(
        _suggestion_dropped((source, candidate), source_markers, candidate_markers, texts)
    )
    if bound_dropped(source, candidate):
        where = _sentence_at(texts[0], bounded_at(source))
        findings.append(
            GuardFinding(
                kind=FindingKind.NEGATION,
                source_span=where,
                candidate_span=None,
                message=(
                    "meaning marker dropped: what the source permits only in one case "
                    "(only/tylko/wyłącznie) the candidate permits without the bound"
                    + _source_says(where)
                ),
            )
        )
    if not any(finding.kind == FindingKind.MODALITY for finding in findings) and (
        _strength_may_differ(
            _passage_deontic(source, translated), _passage_deontic(candidate, translated)
        )
        or (translated and _translation_may_weaken(source, candidate))
    ):
        findings.extend(
            GuardFinding(
                kind=FindingKind.MODALITY,
                source_span=where,
                candidate_span=None if where else said,
                message=f"meaning marker changed: {change} in the candidate"
                + (_source_says(where) or _candidate_says(said)),
            )
            for change, where, said in _strength_changes(
                (source, candidate), texts, translated=translated
            )
        )
    if not any(finding.kind == FindingKind.MODALITY for finding in findings):
        findings.extend(_permission_made_binding((source, candidate), texts, translated=translated))
    return [_placed(finding, texts[0]) for finding in findings]


def _placed(finding: GuardFinding, source: str) -> GuardFinding:
    """A finding that names only a marker's words ("must, must", "may not appear") placed in the
    first source sentence that says them, as a repair request quotes it."""
    words = finding.source_span
    if not words or "the source says" in finding.message or "the source's \"" in finding.message:
        return finding
    at = source.find(words)
    if at < 0:
        first = re.compile(r"\b" + re.escape(words.split(", ")[0]) + r"\b", re.IGNORECASE)
        found = first.search(source)
        at = -1 if found is None else found.start()
    where = None if at < 0 else _sentence_at(source, at)
    if where is None or where == words.strip():
        return finding
    return finding.model_copy(
        update={
            "source_span": where,
            "message": finding.message + _source_says(where),
        }
    )


# "bez skierowania"/"without a referral" is "no referral is needed": a thing done without
# something needs none of it.
_WITHOUT = re.compile(r"\b(?:bez|without)\s+[^\W\d_]", re.IGNORECASE)
# "nie wymaga pozwolenia" is "bez pozwolenia" as "no permit needed" is
_NONE_NEEDED = re.compile(
    r"^(?:no\b|nie\s+wymaga|(?:does|do)\s+not\s+require|not\s+require"
    # "nie trzeba instalować" is "bez konieczności instalowania"
    r"|nie\s+(?:trzeba|potrzeba)|nie\s+(?:jest|są)\s+(?:to\s+)?(?:wymagan|potrzebn|konieczn)"
    r"|(?:is|are)\s+not\s+(?:required|needed|necessary)"
    # "bez podawania przyczyny" is "nie musisz podawać przyczyny", "without giving a reason"
    # "you don't have to give a reason"
    r"|nie\s+mus\w*|need\s+not|needn|(?:do|does|did|will)(?:\s+not|n['\u2019]t)\s+(?:have|need)\s+to"
    r"|won['\u2019]t\s+(?:have|need)\s+to)",
    re.IGNORECASE,
)
# A choice left to the reader says the obligation is lifted: "Use of the list is optional" is
# "you are not required to use it", "there is nothing to display" is "you don't have to display
# anything". Counted only to make up for a lifted obligation the other text says outright.
_OPTIONAL = re.compile(
    r"\b(?:" + _CHOICE + r"|nieobowiązkow\w*|nothing\s+to\s+[^\W\d_]+)\b", re.IGNORECASE
)


def _optional(lifted: tuple[Sequence[str], Sequence[str]], texts: tuple[str, str]) -> bool:
    """Whether the text with fewer exemptions leaves as many more choices to the reader."""
    more = 0 if len(lifted[0]) > len(lifted[1]) else 1
    surplus = len(lifted[more]) - len(lifted[1 - more])
    choices = len(_OPTIONAL.findall(texts[1 - more])) - len(_OPTIONAL.findall(texts[more]))
    return choices >= surplus


_NOT_NEEDED = re.compile(
    r"(?:\bnot|n['\u2019]t)\s+need\s+(?:a|an|any)\s+([^\W\d_]{4,})", re.IGNORECASE
)


def _without(lifted: tuple[Sequence[str], Sequence[str]], texts: tuple[str, str]) -> bool:
    """Whether each exemption one text has beyond the other is a "no X needed" the other says
    as a "without X"."""
    more = 0 if len(lifted[0]) > len(lifted[1]) else 1
    surplus = len(lifted[more]) - len(lifted[1 - more])
    needed = sum(bool(_NONE_NEEDED.match(w)) for w in lifted[more])
    withouts = len(_WITHOUT.findall(texts[1 - more])) - len(_WITHOUT.findall(texts[more]))
    # "you will not need a booster" is "there is no annual booster": the thing not needed is
    # said as absent
    absent = sum(
        re.search(r"\bno\s+(?:[^\W\d_]+\s+){0,2}" + re.escape(thing[:5]), texts[1 - more], re.I)
        is not None
        for thing in _NOT_NEEDED.findall(texts[more])
    )
    return min(needed, withouts) + absent >= surplus


def _weakened(
    source: str,
    candidate: str,
    readable: tuple[str, str] | None = None,
    *,
    translated: bool = False,
) -> list[GuardFinding]:
    """An obligation or a prohibition whose own verb the candidate only recommends: "musi się
    pojawić" → "powinien się pojawić", "nie mogą stosować" → "nie powinny raczej stosować".
    Compared verb by verb, so a "should" a rewrite adds elsewhere is no finding. Placed in the
    first sentence of ``readable`` (the texts as shown) whose rule governs such a verb: the
    source's, or where no one source sentence holds both (a rule said across a list), the
    candidate's that recommends it. In translation a "należy" or "nie należy" binds at neither
    level ("Tokenu nie należy commitować" is "The token should not be committed")."""
    found: list[GuardFinding] = []
    for forbidding, what in ((False, "an obligation"), (True, "a prohibition")):
        # Most candidates recommend nothing: the source is read only for those that do.
        recommended = _governed(candidate, _RECOMMENDATION, forbidding=forbidding)
        if not recommended:
            continue
        binding = _WEAKENABLE[forbidding, translated]
        weakened = (
            recommended - _governed(source, _RECOMMENDATION, forbidding=forbidding)
        ) & _governed(source, binding, forbidding=forbidding)
        if weakened:
            shown = readable or (source, candidate)
            where = _governing_sentence(shown[0], binding, weakened, forbidding)
            said = (
                None
                if where
                else _governing_sentence(shown[1], _RECOMMENDATION, weakened, forbidding)
            )
            found.append(
                GuardFinding(
                    kind=FindingKind.MODALITY,
                    source_span=where,
                    candidate_span=said,
                    message=(
                        f"meaning marker weakened: {what} of the source is only recommended "
                        "(should/powinien) in the candidate"
                        + (_source_says(where) or _candidate_says(said))
                    ),
                )
            )
    return found


def _governing_sentence(
    text: str, modals: frozenset[str], stems: frozenset[str], forbidding: bool
) -> str | None:
    """The first whole sentence of ``text`` whose modals govern one of ``stems``."""
    for start, end in sentence_spans(text, whole=True):
        if _governed(text[start:end], modals, forbidding=forbidding) & stems:
            return text[start:end].strip()
    return None


# Permissions said impersonally or in the passive ("można składać", "wolno", "can be bought",
# "mogą zostać zwrócone"): a rewrite describing the procedure instead ("przyjmuje wnioski",
# "are sold") keeps its meaning. An epistemic "may cause"/"może wzrosnąć"/"power cuts are
# possible" is not among them.
_IMPERSONAL_PERMISSIONS = _vocabulary("można wolno dozwolone dozwolony dozwolona allowed permitted")
# What a thing lets one do is what it does: "Opcja --sep pozwala wskazać separator" is "--sep:
# ustawia separator", "section 137, which allows councils to spend" is "Legal basis: section 137
# (spending for the area)".
_ENABLING = _vocabulary("pozwala pozwalają allows")
_ADDRESSED = _vocabulary("możesz możecie")
_READERS_MODALS = _vocabulary("can may")
# People a rule addresses: the subject of a permission of theirs.
_PERSONS = _vocabulary(
    "you we members residents customers clients visitors guests patients students pupils "
    "applicants donors users participants employees staff tenants owners drivers passengers "
    "households families parents people anyone everyone holders traders volunteers "
    "osoby osób mieszkańcy klienci goście pacjenci uczniowie studenci kandydaci dawcy "
    "użytkownicy uczestnicy pracownicy najemcy właściciele kierowcy pasażerowie rodzice członkowie "
    "wnioskodawcy mężczyźni kobiety seniorzy emeryci każdy wszyscy wolontariusze sprzedawcy"
)
_PASSIVE = _vocabulary("be być zostać zostać")
_EPISTEMIC = _vocabulary("that że iż")
# Finding or consulting a thing ("you can check the list at …", "można znaleźć na stronie") is
# said as where the thing is ("the list is at …"): a permission of these verbs restates freely.
_LOOKING = _vocabulary(
    "check find see view read consult download sprawdzić znaleźć zobaczyć przeczytać pobrać "
    "sprawdzisz znajdziesz zobaczysz przeczytasz pobierzesz"
)
# An action said as available ("are sold", "przyjmie zwrot", "dostępne") states what a
# permission on it ("można kupić", "mogą zwrócić") allowed.
_AVAILABLE = re.compile(
    r"\b(?:sold|available|accept\w*|offered|open|czynn\w*|przyjm(?:uje|ują|ie|ą)|przyjmowan\w*"
    r"|sprzedawan\w*"
    r"|dostępn\w*|oferowan\w*|otwart\w*)\b",
    re.IGNORECASE,
)


# "may not be covered", "might not apply", "mogą nie dotyczyć": a negation only possible. A
# "may not" of an action forbids it ("may not sublet", "may not return before 1.30pm"), one of
# a state or of how a thing turns out allows for its absence; "might not" always does.
_MAY_NOT = re.compile(
    r"\bmight\s+not\b|\bmay\s+not\s+(?:be\s+)?(?:apply|applies|applicable|relevant|work|cover"
    r"|covered|include|included|reflect|represent|representative|suit|suitable|fit|latch|hold"
    r"|last|occur|happen|exist|match|matter|help|protect|prevent|reach|show|appear|detect"
    r"|detected|available|accurate|complete|possible|enough|sufficient|effective|safe|necessary"
    r"|needed|eligible|refunded|accepted|recognised|recognized|valid|affect|affected|improve"
    r"|change|notice|noticeable|visible|feel|experience|have|need|arrive|succeed|able)\b",
    re.IGNORECASE,
)
# Any "may not"/"might not": in the candidate, a possible negation kept in other words.
_ANY_MAY_NOT = re.compile(
    r"\b(?:may|might)\s+not\b"
    # a possible negation said another way: "may also not", "may decide not to", "may stop some
    # features working", "might fail to", "may mean that some features don't work", "mogą więc
    # nie dotyczyć", "może w ogóle nie przyznać" (a "mogą nie" without a word between is read
    # as a marker)
    r"|\b(?:may|might|could)\s+(?:(?:also|still|then|therefore|sometimes|decide|choose|opt"
    r"|elect)\s+not|stop|prevent"
    r"|fail|be\s+unable|mean\b[^.;!?\n]{0,40}?(?:n['\u2019]t|\bnot|\bno)\b"
    # "may not be noticeable" is "may go unnoticed"
    r"|(?:[^\W\d_]+ly\s+)?(?:go|be|remain|stay)\s+un[^\W\d_]{4,}"
    # "may not be enough" is "may prove insufficient", "może okazać się niewystarczające"
    r"|prove\s+(?:un|in)[^\W\d_]{4,})"
    r"|\b(?:może|mogą|mogło|mogła|mogły|mógł)\s+(?:więc|jednak|też|także|również|zatem|wtedy"
    r"|czasem|niekiedy|w\s+ogóle|wcale|nawet|ostatecznie)\s+nie\b"
    # "może nie zostać powołany" is "może oznaczać brak powołania"
    r"|\b(?:może|mogą|mogło|mogła)\s+(?:oznaczać|skutkować|spowodować|powodować)\s+brak\w*"
    # a possible absence said as what may happen: "może nie być wody" is "mogą wystąpić
    # przerwy w dostawie wody", "there may be no water", "there may be interruptions"
    r"|\b(?:może|mogą|mogło|mogła)\s+(?:[^\W\d_]+\s+){0,2}?(?:przerw\w*|brak\w*)"
    # "may not be available" is "mogą być niedostępne"
    r"|\b(?:może|mogą|mogło|mogła|mogły)\s+(?:być|zostać|pozostać|okazać\s+się)\s+nie[^\W\d_]{4,}"
    r"|\b(?:may|might|could)\s+(?:[^\W\d_]+\s+){0,2}?(?:no|without|interruptions?|outages?"
    r"|disruptions?|shortages?)\b",
    re.IGNORECASE,
)


_BANNED = re.compile(
    r"\bnot\s+(?:be\s+)?(?:allowed|permitted)\b|n['\u2019]t\s+(?:be\s+)?(?:allowed|permitted)\b"
    r"|\bnie\s+wolno\b|\bprohibit\w*|\bforbid\w*|\bzabroni\w*|\bzakaz\w*"
    # "The Operator may not change the rate" is "shall not vary it", in Polish "nie może
    # zmieniać stawki"
    r"|\b(?:shall|must)\s+not\b|\bmustn['\u2019]t\b|\bnie\s+mo(?:że|gą)\b",
    re.IGNORECASE,
)


_CLAUSE_END = re.compile(r"[.!?;\n]+")
_HEDGING_WORDS = _HEDGE | _POSSIBILITY


def _suggestion_dropped(
    texts: tuple[str, str],
    source: dict[str, tuple[str, ...]],
    candidate: dict[str, tuple[str, ...]],
    readable: tuple[str, str],
) -> list[GuardFinding]:
    """A claim the source only reports as suggested, with no hedge of its own, stated plainly
    ("The results suggest that the benefit shrinks" → "The benefit shrinks"). A "suggest" beside
    the claim's own hedge ("suggest it is probably X") may go: the claim stays hedged."""
    if not suggestions(texts[0]):
        return []
    bare = sum(
        len(suggested)
        for sentence in _CLAUSE_END.split(texts[0])
        if (suggested := suggestions(sentence))
        and _HEDGING_WORDS.isdisjoint(re.findall(r"[^\W\d_]+", sentence.lower()))
    )
    said = [len(suggestions(text)) for text in texts]
    shortfall = bare - said[1]
    if shortfall <= 0:
        return []
    # the suggestion said another way ("indicate", "wskazują", "zdaniem autorów"), or another
    # hedge in its place
    others = [
        _stood_in(_STAND_INS[_HEDGE_LABEL], text) - n for text, n in zip(texts, said, strict=True)
    ]
    shortfall -= max(0, others[1] - others[0])
    hedges = [len(m[_HEDGE_LABEL]) + len(m[_POSSIBILITY_LABEL]) for m in (source, candidate)]
    shortfall -= max(0, hedges[1] - hedges[0])
    # a "suggest" made "show" is certainty.hedged_made_proven's finding, not a second one here
    shortfall -= proofs_gained(*texts)
    first = SUGGESTS.search(readable[0])
    if shortfall <= 0 or first is None:
        return []
    return [
        GuardFinding(
            kind=FindingKind.HEDGE,
            source_span=first.group(0),
            candidate_span=None,
            message=(
                "meaning marker dropped: a claim the source reports only as suggested "
                "(suggest/sugerują) is stated plainly in the candidate"
                + _source_says(_sentence_at(readable[0], first.start()))
            ),
        )
    ]


def _negation_unhedged(
    texts: tuple[str, str],
    source: dict[str, tuple[str, ...]],
    candidate: dict[str, tuple[str, ...]],
) -> list[GuardFinding]:
    """A possible negation made certain ("may not be covered" → "are not covered", "mogą nie
    dotyczyć" → "nie dotyczą"): fewer of them in the candidate than in the source, and no hedge
    more in their place."""
    before = len(source[_MAY_NOT_LABEL]) + len(source[_HEDGED_NEGATION])
    if not before:
        return []
    after = _matches(_ANY_MAY_NOT, texts[1]) + len(candidate[_HEDGED_NEGATION])
    if before <= after or len(candidate[_HEDGE_LABEL]) > len(source[_HEDGE_LABEL]):
        return []
    # a "may not" said as a ban was one: "Drivers whose licence has expired may not work" is
    # "you are not allowed to work"
    if _matches(_BANNED, texts[1]) - _matches(_BANNED, texts[0]) >= before - after:
        return []
    return [
        GuardFinding(
            kind=FindingKind.HEDGE,
            source_span=_joined(source[_MAY_NOT_LABEL] + source[_HEDGED_NEGATION]),
            candidate_span=None,
            message=(
                f"meaning marker dropped: a possible negation (may not/mogą nie) appears "
                f"{before} time(s) in the source, {after} in the candidate"
            ),
        )
    ]


# A purpose an instruction follows: "To pay or appeal, go to …".
_PURPOSE = _vocabulary("to aby żeby")


@lru_cache(maxsize=256)
def _instructed_stems(text: str) -> frozenset[str]:
    """The first four letters of each word opening a sentence or clause of the text: where an
    instruction's verb stands ("Book online at …"), or a purpose's that an instruction follows
    ("To pay or appeal, go to …", "Aby zapisać dziecko, wypełnij …")."""
    stems: set[str] = set()
    for clause in _CLAUSE.split(text):
        words = _words(clause)
        if words:
            stems.add(words[0][:4])
            # ("ring 101, or report it online": the verb after the clause's "or")
            opened = next((w for w in words if w not in _CLAUSE_OPENERS), None)
            if opened is not None:
                stems.add(opened[:4])
            if words[0] in _PURPOSE and len(words) > 1:
                stems.add(words[1][:4])
            # an instruction's second verb, joined to its first: "Call 101 or report online"
            if _instruction(words):
                stems.update(
                    after[:4] for before, after in pairwise(words) if before in _COORDINATORS
                )
    return frozenset(stems)


_COORDINATORS = _vocabulary("or and lub albo oraz i")


# A verb said as its noun ("mogą zgłaszać" → "termin zgłaszania", "may cancel" → "cancellation",
# "can post" → "posting") names the permitted action without claiming it happens: the verb is
# not kept as a claim. "zostanie"/"stanie" are verbs (future of "zostać").
_VERBAL_NOUN = re.compile(
    r"(?<!st)(?:[aeę]ni(?:e|a|u|em|ach|ami)|[ęyu]ci(?:e|a|u|em))$|[a-z]{3}(?:ing|tion|sion|als?)$"
)


# What will happen, said as certain: "may leave" → "will leave", "zostanie odwołany".
_CERTAIN = re.compile(
    r"\b(?:will|shall|będzie|będą|zostanie|zostaną)\b|['\u2019]ll\b", re.IGNORECASE
)


@lru_cache(maxsize=1024)
def _obliged_stems(text: str) -> frozenset[str]:
    """The first five letters of the words an obligation stands before ("są zobowiązani do
    przesłania", "must send"): what a permission made binding governs."""
    return frozenset(
        after[:5]
        for words in _sentence_words(text)
        if not _OBLIGATION.isdisjoint(words)
        for index, word in enumerate(words)
        if word in _OBLIGATION
        for after in words[index + 1 : index + 4]
    )


# Verbs of what happens or holds, not of what someone chooses to do: a possibility of one
# ("may contain nuts", "może kosztować", "could be revised") allows for an outcome, and a rewrite
# that drops it states the outcome as fact.
_WHAT_HAPPENS = (
    # what a thing or a finding may do: "may wear down faster", "may reflect lower traffic"
    "wear", "reflect", "depend", "fade", "shrink", "crack", "rust", "stain", "overestimat",
    "underestimat", "zależ", "odzwierciedl", "zużyw", "ścier", "pęk", "blakn",
    "be", "been", "being", "bec", "contain", "caus", "lead", "result", "pose", "present",
    "increas", "reduc", "decreas", "improv", "worsen", "affect", "vary", "varie", "differ",
    "chang", "indicat", "suggest", "explain", "occur", "happen", "take", "cost", "last",
    "experienc", "develop", "appear", "need", "requir", "rise", "fall", "drop", "exceed",
    "delay", "harm", "damag", "trigger", "prevent", "help", "support", "contribut", "influenc",
    "allow", "mean", "feel", "seem", "look", "get", "have", "has", "remain", "stay", "apply",
    "applie", "fail", "break", "leak", "cut", "clos", "cancel", "shift", "move", "slow",
    "być", "będzie", "został", "zosta", "zawier", "powod", "prowadz", "skutk", "wynik", "wpły",
    "różn", "zmien", "zmieni", "wskaz", "wystąp", "występ", "pojaw", "trw", "potrw", "kosztow",
    "ulec", "ulegn", "wymag", "utrzym", "okaz", "zdarz", "popraw", "zmniejsz", "zwiększ",
    "obniż", "podwyższ", "wzrosn", "wzrast", "spaść", "spad", "przekr", "opóźn", "zaszkodz",
    "pomóc", "pomag", "sprzyj", "oznacz", "mieć", "ma", "stan", "nastąp", "przesun", "odwoł",
    # a link between findings: "może wiązać się z gorszymi wynikami", "may be linked to"
    "wiąz", "wiąż", "associat", "link", "correlat", "korel", "przyczyni",
)  # fmt: skip

_PREPOSITIONS = _vocabulary(
    "w we z ze na do po od przez za przy o u in at on by within after before during"
)

# The modal verbs of possibility ("permits guests": a verb's object follows it, not a verb).
_MODALS = _vocabulary("may might can could może mogą można możesz możecie mogę możemy wolno")


def _chosen_action(words: tuple[str, ...], index: int) -> bool:
    """Whether the possibility at ``index`` governs, right after it, a verb of an action someone
    chooses ("may end", "mogą zgłaszać"): not a passive or a copula ("may be revised"), not an
    outcome ("may contain"), not a possible negation ("mogą nie dotyczyć") and not the verb of
    another modal ("may allow")."""
    if words[index] not in _MODALS or index + 1 >= len(words) or words[index + 1] in _AUXILIARIES:
        return False
    verb = words[index + 1]
    return (
        not verb.startswith(_WHAT_HAPPENS)
        # (nor an outcome after a phrase: "może w ciągu 20 minut wzrosnąć")
        and not (
            verb in _PREPOSITIONS
            and any(
                later.startswith(_WHAT_HAPPENS) and len(later) > 3
                for later in words[index + 2 : index + 6]
            )
        )
        and (index == 0 or words[index - 1] not in _POSSIBILITY)
        and _NEGATION.isdisjoint(words[index + 1 : index + 4])
    )


def _restated(
    source: str,
    candidate: str,
    source_markers: dict[str, tuple[str, ...]],
    candidate_markers: dict[str, tuple[str, ...]],
    *,
    translated: bool = False,
) -> bool:
    """Whether a rewrite dropped permissions together with the action they permitted
    ("Wnioski można składać" → "przyjmuje wnioski"), rather than keeping the claim and dropping
    its modal ("may be revised" → "will be revised"). In the source's language, an impersonal or
    passive permission, or one of looking something up, counts when its verb is gone. Any other
    permission, and in translation (where no verb is shared to tell) every one, counts only when
    the candidate says an action is available ("mogą zwrócić" → "sklep przyjmie zwrot", "Bilety
    można kupić" → "Tickets are sold") more often than the source. In the source's language, a
    permission to act ("may end", "mogą zgłaszać") counts too, wherever the candidate states no
    more outcomes as certain ("will"), bans nothing more, and neither denies nor binds anyone to
    the act. Gaining an obligation is never a restatement."""
    bound = (_OBLIGATION_LABEL, _RECOMMENDATION_LABEL)
    gained = sum(len(candidate_markers[b]) for b in bound) - sum(
        len(source_markers[b]) for b in bound
    )
    # a ban said as a rule is the rule it was, no obligation gained: "must not be walked in
    # public areas" is "must be kept out of public areas"
    bans = (_NEGATED_OBLIGATION, _NEGATED_RECOMMENDATION, _NEGATED_NALEZY)
    gained -= max(
        0,
        sum(len(source_markers[b]) for b in bans) - sum(len(candidate_markers[b]) for b in bans),
    )
    if gained > 0:
        return False
    # Each verb by how often it is said: "Questions can be sent to …" beside "notifications will
    # be sent" loses one "sent" when it becomes "Any questions? Write to …".
    kept, said = _verb_stems(candidate), _verb_stems(source)
    available = _matches(_AVAILABLE, candidate) - _matches(_AVAILABLE, source)
    # More "will" or more bans than the source ("may leave" → "will leave", "możesz" → "nie
    # możesz") is a possibility turned into a claim, and a verb the candidate denies or binds
    # someone to ("nie usuwa", "są zobowiązani do przesłania") is no permission restated.
    claimed = _matches(_CERTAIN, candidate) > _matches(_CERTAIN, source) or len(
        candidate_markers[_NEGATED_POSSIBILITY]
    ) > len(source_markers[_NEGATED_POSSIBILITY])
    denied = _polar_words(candidate)[0].keys() | _obliged_stems(candidate)
    enabling_dropped = sum(w in _ENABLING for w in _text_words(source)) - sum(
        w in _ENABLING for w in _text_words(candidate)
    )
    vanished = 0
    for words, index, word in _each_word(source, _POSSIBILITY):
        if _forbids(words, index):
            continue
        following = [w for w in words[index + 1 : index + 4] if w not in _AUXILIARIES]
        if following and following[0] in _EPISTEMIC:
            continue
        if not _HEDGE.isdisjoint(words[max(0, index - 3) : index + 4]):
            # a hedge beside it ("may be partly explained") makes it epistemic: dropping it
            # states as a fact what the source only allowed for
            continue
        gone = translated or bool(following and kept[following[0][:5]] < said[following[0][:5]])
        if (
            not translated
            and not claimed
            and _chosen_action(words, index)
            and following[0][:5] not in denied
        ):
            # "Either party may end this agreement" is "The agreement ends on 7 days' notice by
            # either party": a permission to act said as the rule it makes, in a passage that
            # states no outcome as certain, bans nothing more and binds nobody to the act
            vanished += 1
            continue
        passive = index + 1 < len(words) and words[index + 1] in _PASSIVE
        looking = bool(following) and following[0] in _LOOKING
        # "You can cancel up to 7 days before" is "Cancel up to 7 days before": the reader's
        # permission said as an instruction
        addressed = index > 0 and words[index - 1] == "you"
        if not translated and word in _ENABLING:
            # (only as many as the candidate says fewer: "allows" kept is no permission dropped)
            if enabling_dropped > 0:
                enabling_dropped -= 1
                vanished += 1
            continue
        if not translated and (
            word in _IMPERSONAL_PERMISSIONS
            or word in _ADDRESSED
            # the reader's "you can", as "możesz": "you may ask us to remove it" is "which we'll
            # remove if you ask"
            or (addressed and word in _READERS_MODALS)
        ):
            # "można"/"wolno" and the reader's "możesz" permit, never only allow for: said
            # without the modal the action stays permitted ("kaski można wypożyczyć" is
            # "bezpłatne wypożyczenie kasku", "możesz wymienić" is "wymienisz")
            vanished += 1
        elif not translated and (passive or looking or addressed):
            # "can be booked online" is also "Book online": the permitted verb as an instruction
            vanished += gone or (
                bool(following) and following[0][:4] in _instructed_stems(candidate)
            )
        elif (
            not translated
            and gone
            and not _PERSONS.isdisjoint(words[max(0, index - 4) : index + 4])
        ):
            # A person's permission said another way ("Members can book cars" is "Bookings:
            # 30 minutes to 7 days", "mężczyźni mogą oddawać krew" is "oddawanie krwi przez
            # mężczyzn"): what a person may do, not what may happen ("may experience nausea"
            # keeps its verb and drops the modal)
            vanished += 1
        elif gone and available > 0:
            available -= 1
            vanished += 1
    shortfall = len(source_markers[_POSSIBILITY_LABEL]) - len(candidate_markers[_POSSIBILITY_LABEL])
    return vanished >= shortfall


_BINDING = _OBLIGATION | _POSSIBILITY
_NALEZY = _vocabulary("należy")
# What _weakened reads as binding, by (forbidding, translated): in translation "należy" binds at
# neither level.
_WEAKENABLE = {
    (False, False): _OBLIGATION,
    (False, True): _OBLIGATION - _NALEZY,
    (True, False): _BINDING,
    (True, True): _BINDING - _NALEZY,
}
# A permission said as a right (not "payable", "available", "eligible": the possibility stand-ins
# a rule said plainly uses as freely).
_ENTITLED = re.compile(
    r"\b(?:right\s+to|entitled|free\s+to|option\w*|opcj\w*|prawo\s+do|przysługuj\w*|uprawni\w*)\b"
)
# Advice a weakened rule leaves behind, beyond "should" and its stand-ins: "are encouraged to",
# "are welcome to", "it's worth checking", "zachęcamy", "mile widziane" ("optional" is a right,
# in _ENTITLED).
_ADVICE = re.compile(
    r"\b(?:encouraged|welcome\s+to|worth|zachęca\w*"
    r"|mile\s+widzian\w*|dobrze\s+by\s+było|dobrze\s+byłoby|przydałoby\s+się|nie\s+zaszkodzi"
    r"|would\s+be\s+(?:good|helpful|useful|nice|ideal))\b"
    # not case-blind: searched in the text as folded (see _POLARITY_CUE)
)


def _weaker_in_place(
    texts: tuple[str, str],
    source: dict[str, tuple[str, ...]],
    candidate: dict[str, tuple[str, ...]],
    *,
    translated: bool = False,
) -> bool:
    """Whether a candidate short of the source's obligations says something weaker instead: more
    permissions or recommendations than the source, or more of the weaker words (a
    recommendation's stand-in such as "warto", a right, advice such as "are encouraged to", a
    softened "ideally"), or, in the source's language, a permission on a verb the source obliged
    ("należy zostawić" → "możesz zostawić").

    Without any, the rule is said another way, as binding: an instruction, a plain statement of
    what happens ("Tickets must be booked in advance" → "Tickets are sold only in advance"), or
    a requirement named ("must hold a licence" → "a licence is essential"). A weakened rule
    leaves its weaker word behind; a rule said plainly leaves none.
    """
    for label in (_RECOMMENDATION_LABEL, _POSSIBILITY_LABEL):
        if len(candidate[label]) > len(source[label]) and (
            translated or label != _POSSIBILITY_LABEL
        ):
            return True
    before, after = _weaker_words(texts[0]), _weaker_words(texts[1])
    # A right may say a permission the candidate dropped ("może otrzymać kartę" is "prawo do
    # karty przysługuje"), not the obligation.
    restated = max(0, len(source[_POSSIBILITY_LABEL]) - len(candidate[_POSSIBILITY_LABEL]))
    after = (after[0], max(before[1], after[1] - restated), *after[2:])
    if any(a > b for a, b in zip(after, before, strict=True)):
        return True
    if translated:
        return False
    obliged = _governed(texts[0], _OBLIGATION) - _governed(texts[0], _PERMITTING)
    return not obliged.isdisjoint(_governed(texts[1], _PERMITTING))


# A question's sentence: "Which vehicles can enter?" heads an answer, and grants nothing.
# (A match can only start where a sentence does, so the search starts only there: tried at
# every letter, the run to the sentence's end was read again from each, quadratic in its length.)
_QUESTION = re.compile(r"(?:\A|(?<=[.!?\n]))[^.!?\n]*\?")


def _asserted(text: str) -> str:
    """The text without its questions: "Which vehicles can enter?", "Czy trzeba składać wniosek
    co roku?" head the answers that say the rule, and neither bind nor grant."""
    return _QUESTION.sub(" ", text) if "?" in text else text


_HAVE = _vocabulary("have has had")
_NOT_HAVING = _vocabulary("not don't doesn't didn't never won't")


@lru_cache(maxsize=1024)
def _governed(text: str, modals: frozenset[str], *, forbidding: bool = False) -> frozenset[str]:
    """The verbs the text's modals govern, by their first five letters ("must be registered"
    governs "regis"); with ``forbidding``, only those of negated modals ("nie wolno stosować").
    A question's modals govern nothing ("Czy trzeba składać wniosek?")."""
    found: set[str] = set()
    have_to = "must" in modals
    for words, index, word in _each_word(_asserted(text), modals | _HAVE if have_to else modals):
        if (
            have_to
            and word in _HAVE
            and words[index + 1 : index + 2] == ("to",)
            # "we might have to cancel" is no rule, nor "you don't have to use it"
            and _POSSIBILITY.isdisjoint(words[max(0, index - 2) : index])
            and _NOT_HAVING.isdisjoint(words[max(0, index - 2) : index])
        ):
            # "you have to ask" governs "ask" as "must" does
            following = [w for w in words[index + 2 : index + 5] if w not in _AUXILIARIES]
            if following and not forbidding:
                found.add(following[0][:5])
        elif word in modals and _forbids(words, index) == forbidding:
            following = [w for w in words[index + 1 : index + 4] if w not in _AUXILIARIES]
            if following[1:] and following[0] in _PASSIVE_BE and _PARTICIPLE.search(following[1]):
                following = following[1:]
            if following:
                found.add(following[0][:5])
    return frozenset(found)


# A rule on a state governs its participle: "musi być zarejestrowana" governs "zarejestrowana",
# as "must be registered" does, not the "być" of "powinno być liściaste" ("może być wyższa"
# allows for a state, as "may be higher" does).
_PASSIVE_BE = _vocabulary("być zostać")
_PARTICIPLE = re.compile(r"(?:[aoe]n|t)(?:y|a|e|i|ą|ego|ej|ych)$")


def _permission(
    source: dict[str, tuple[str, ...]],
    candidate: dict[str, tuple[str, ...]],
    texts: tuple[str, str],
    readable: tuple[str, str],
    *,
    translated: bool = False,
) -> list[GuardFinding]:
    """An obligation turned into a permission ("must" → "may", "należy" → "można"): fewer
    obligations and more possibilities than the source, whatever instructions stand in."""
    bound = (_OBLIGATION_LABEL, _RECOMMENDATION_LABEL)
    lost = sum(len(source[label]) for label in bound) - sum(
        len(candidate[label]) for label in bound
    )
    gained = len(candidate[_POSSIBILITY_LABEL]) - len(source[_POSSIBILITY_LABEL])
    if lost <= 0 or gained <= 0 or _said_as_restriction(texts[0], texts[1], source, candidate):
        return []
    # The permission governs what the obligation did ("must register" → "can register"); a "can"
    # a rewrite adds elsewhere ("You can also compost it") is no such change. In translation the
    # verbs differ and the shortfall itself is the finding.
    if translated:
        # No verb is shared to tell what a permission governs: sentence by sentence instead,
        # the permission where the obligation was ("musi Pan poinformować" → "may inform").
        if not _permitted_in_a_sentence(texts, readable):
            return []
    elif _governed(texts[0], _OBLIGATION | _RECOMMENDATION).isdisjoint(
        _governed(texts[1], _POSSIBILITY)
    ):
        return []
    return [
        GuardFinding(
            kind=FindingKind.MODALITY,
            source_span=_joined(source[_OBLIGATION_LABEL] + source[_RECOMMENDATION_LABEL]),
            candidate_span=_joined(candidate[_POSSIBILITY_LABEL]),
            message=(
                "meaning marker changed: an obligation of the source became a permission "
                "(may/can/może/można) in the candidate"
            ),
        )
    ]


@lru_cache(maxsize=1024)
def _matches(pattern: re.Pattern[str], text: str) -> int:
    """How many times a pattern occurs in a text; cached, as a source is read for every
    candidate."""
    return len(pattern.findall(text))


# A recommendation softened ("should ideally", "najlepiej"): weaker than any "należy".
_SOFTENED = re.compile(
    r"\b(?:ideally|preferably|if\s+possible|where\s+possible|najlepiej|w\s+miarę\s+możliwości"
    r"|jeśli\s+to\s+możliwe|o\s+ile\s+to\s+możliwe)\b",
    # not case-blind: searched in the text as folded (see _POLARITY_CUE)
)
# A recommendation advised against in one word: "not recommended", "odradza się".
_ADVISED_AGAINST = re.compile(
    r"\b(?:not\s+(?:recommended|advised|advisable)|nie\s+(?:(?:jest|są)\s+)?(?:zaleca|poleca)\w*"
    r"|odradza\w*|discourag\w*|zniechęca\w*"
    r"|inadvisable|advise\s+against|advises\s+against)\b",
    re.IGNORECASE,
)
# Words every match of _ADVISED_AGAINST has: a text without them is spared the search.
_ADVISED_AGAINST_WORDS = (
    "recommend",
    "advis",
    "zaleca",
    "poleca",
    "odradza",
    "discourag",
    "zniechęca",
)


_PERMITTING = _POSSIBILITY | _RECOMMENDATION
_WEAKER_KINDS = (_STAND_INS[_RECOMMENDATION_LABEL], _ENTITLED, _ADVICE, _SOFTENED)
# The kinds as one search (each its own group): a text is read once, not four times.
_WEAKER_WORD = re.compile(
    "|".join(f"(?P<k{i}>{kind.pattern})" for i, kind in enumerate(_WEAKER_KINDS))
)


@lru_cache(maxsize=256)
def _weaker_words(text: str) -> tuple[int, ...]:
    """How many words of each weaker kind (a recommendation's stand-in, a right, advice, a
    softened recommendation) the text has; cached, as a source is read for every candidate."""
    counts = [0] * len(_WEAKER_KINDS)
    for match in _WEAKER_WORD.finditer(folded(text)):
        counts[int(str(match.lastgroup)[1:])] += 1
    return tuple(counts)


# "Try to confirm it within 5 minutes" advises what "you must confirm it" binds, and "Try not to
# lend your card" advises against what "Never lend it" forbids: an instruction to try is advice.
_TRY_OPENERS = _vocabulary("try staraj postaraj starajcie postarajcie spróbuj spróbujcie")


@lru_cache(maxsize=2048)
def _tried(text: str) -> tuple[int, int]:
    """Clauses that open with an instruction to try ("Try to", "Staraj się"), and those of them
    that try not to ("Try not to", "Postaraj się nie")."""
    advised = against = 0
    lower = folded(text)
    if "try" not in lower and "staraj" not in lower and "spróbuj" not in lower:
        return 0, 0
    for clause in _CLAUSE.split(text):
        words = _words(clause)
        if words[:1] == ("please",) or words[:1] == ("proszę",):
            words = words[1:]
        if len(words) < 2 or words[0] not in _TRY_OPENERS:
            continue
        advised += 1
        rest = words[1:3] if words[1] != "się" else words[2:3]
        against += "not" in rest or "nie" in rest
    return advised, against


class _Deontic(NamedTuple):
    """How strongly a group of sentences binds: obligations, recommendations, permissions, and
    prohibitions binding and advising."""

    binding: int
    advising: int
    permitting: int
    forbidding: int
    advising_against: int


def _group_deontic(parts: tuple[str, ...], translated: bool) -> _Deontic:
    """A group's strengths, summed over its sentences (a rule is said within one)."""
    readings = [_deontic(part, translated=translated) for part in parts]
    return _Deontic(*(sum(r[field] for r in readings) for field in range(len(_Deontic._fields))))


@lru_cache(maxsize=2048)
def _deontic(text: str, *, translated: bool) -> _Deontic:
    asserted = _asserted(text)
    if asserted != text:
        return _deontic(asserted, translated=translated)
    markers = _markers(text)
    # "należy" is "must" or "should" in English: in translation it counts as neither
    ambiguous = (
        sum(w == "należy" for w in markers[_OBLIGATION_LABEL])
        if translated and not _SOFTENED.search(folded(text))
        else 0
    )
    advised = _stood_in(_STAND_INS[_RECOMMENDATION_LABEL], text)
    lower = folded(text)
    against = (
        len(_ADVISED_AGAINST.findall(text))
        if any(word in lower for word in _ADVISED_AGAINST_WORDS)
        else 0
    )
    tried, tried_not = _tried(text)
    advised += tried
    against += tried_not
    return _Deontic(
        binding=len(markers[_OBLIGATION_LABEL]) - ambiguous,
        advising=len(markers[_RECOMMENDATION_LABEL]) + max(0, advised - against),
        permitting=len(markers[_POSSIBILITY_LABEL]),
        # a ban in one word forbids as "must not" does: "Zabrania się pozostawiania pojazdu"
        forbidding=len(markers[_NEGATED_OBLIGATION])
        + len(markers[_NEGATED_POSSIBILITY])
        + sum(word in _LEXICAL_BANS for word in _text_words(text)),
        advising_against=len(markers[_NEGATED_RECOMMENDATION]) + against,
    )


def _passage_deontic(text: str, translated: bool) -> _Deontic:
    return _deontic(text, translated=translated)


def _strength_may_differ(before: _Deontic, after: _Deontic) -> bool:
    """Whether the passages' strengths differ at all: then they are compared sentence group by
    sentence group. A change the passage's counts balance out (a rule made a permission in one
    sentence, a permission said without a modal in another) shows only there. Most candidates
    keep every level, and are spared the comparison."""
    return before != after


def _translation_may_weaken(source: str, candidate: str) -> bool:
    """Whether a translation may have weakened a rule the passage counts hide: a "należy" read
    as neither level lets "musi" → "should" beside "należy" → "must" keep the passage's counts
    ("Przedsięwzięcie musi …; należy doliczyć" → "should be completed …; must be added"), and a
    permission dropped elsewhere keeps them beside "muszą" → "can". Read with "należy" binding,
    the source has lost a rule."""
    before, after = _deontic(source, translated=False), _deontic(candidate, translated=True)
    return before.binding + before.advising > after.binding + after.advising or (
        before.binding > after.binding and after.advising > before.advising
    )


def _strength_changes(
    masked: tuple[str, str], readable: tuple[str, str], *, translated: bool
) -> list[tuple[str, str | None, str | None]]:
    """How a rule's strength changed in a group of aligned sentences, and the group's first
    source sentence: an obligation said as a
    recommendation ("must notify" → "should notify", "jest obowiązkowa" → "is recommended"), a
    recommendation as an obligation ("we recommend a backup" → "you must make a backup") or as
    a permission ("should be tested" → "may be tested"), a prohibition as advice ("must not be
    taken" → "should not be taken"). Compared sentence by sentence, as a rule is restated in
    its own sentence; a change needs the stronger level lost and the other gained there. Each
    change comes with the group's first candidate sentence too, the place of a group of
    candidate sentences only."""
    sides = _sentences(masked[0], readable[0]), _sentences(masked[1], readable[1])
    groups = _groups(masked[0], readable[0], masked[1], readable[1])
    changes: list[tuple[str, str | None, str | None]] = []
    for source_ids, candidate_ids in groups:
        # the group's first sentence that says a rule (a group may hold several sentences)
        ruled = [i for i in source_ids if any(_deontic(sides[0][0][i], translated=translated))]
        where = (
            _whole(readable[0], sides[0][1][(ruled or source_ids)[0]].strip())
            if source_ids
            else None
        )
        said = _whole(readable[1], sides[1][1][candidate_ids[0]].strip()) if candidate_ids else None
        found = _group_changes(sides, source_ids, candidate_ids, translated=translated)
        # Words a passage repeats ("the courier", "the agreement") chain many sentences into one
        # group, where a rule restated in one sentence and a permission added in another read as
        # one weakened rule. In the source's language the change must also show between a
        # sentence and its nearest counterparts (a translation shares too few words to narrow).
        if (
            found
            and not translated
            and len(source_ids) + len(candidate_ids) > 2
            and not any(
                _group_changes(sides, fine_source, fine_candidate, translated=translated)
                for fine_source, fine_candidate in _finer(sides, source_ids, candidate_ids)
            )
        ):
            continue
        changes.extend((change, where, said) for change in found)
    return list(dict.fromkeys(changes))


def _group_changes(
    sides: tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]],
    source_ids: list[int],
    candidate_ids: list[int],
    *,
    translated: bool,
) -> list[str]:
    """How a rule's strength changed between a group's source and candidate sentences."""
    changes: list[str] = []
    before = _group_deontic(tuple(sides[0][0][i] for i in source_ids), translated)
    after = _group_deontic(tuple(sides[1][0][i] for i in candidate_ids), translated)
    if before.binding > after.binding and after.advising > before.advising:
        changes.append("an obligation of the source is only recommended")
    elif before.advising > after.advising and after.binding > before.binding:
        changes.append("a recommendation of the source is made an obligation")
    elif (
        before.advising + before.binding > after.advising + after.binding
        and after.permitting > before.permitting
        # an instruction keeps the rule ("Residents must sort" → "Sort your waste. You can
        # also compost it")
        and before.advising + before.binding
        > after.advising
        + after.binding
        + max(
            0,
            sum(_instructions(sides[1][0][i]) for i in candidate_ids)
            - sum(_instructions(sides[0][0][i]) for i in source_ids),
        )
        # a permission limited to some keeps the rule ("must be 18 to take part" → "only
        # those aged 18 may take part")
        and not _restricted_more(
            tuple(sides[0][0][i] for i in source_ids),
            tuple(sides[1][0][i] for i in candidate_ids),
            before.advising + before.binding - after.advising - after.binding,
        )
    ):
        changes.append("an obligation or recommendation of the source is only permitted")
    advised_against = after.advising_against
    if translated:
        # "must not smoke" may be "nie powinni palić" (Polish says a ban so), but "nie wolno
        # przekazywać" is no "should not be passed on", nor "Zabronione" "is discouraged"
        advised_against -= sum(
            word.startswith("powin")
            for i in candidate_ids
            for word in _markers(sides[1][0][i])[_NEGATED_RECOMMENDATION]
        )
    against = advised_against > before.advising_against
    if against and (
        before.forbidding > after.forbidding
        # a ban said as an instruction ("Never lend your card") only tried ("Try not to lend
        # it"); not "should not", as a notice's "do not" is said in prose
        or (
            sum(_negated_instructions(sides[0][0][i]) for i in source_ids)
            > sum(_negated_instructions(sides[1][0][i]) for i in candidate_ids)
            and sum(_tried(sides[1][0][i])[1] for i in candidate_ids)
            > sum(_tried(sides[0][0][i])[1] for i in source_ids)
        )
    ):
        changes.append("a prohibition of the source is only advised against")
    elif (
        before.forbidding > after.forbidding
        and after.advising > before.advising
        and before.binding <= after.binding
        and _bans(tuple(sides[0][0][i] for i in source_ids))
        > _bans(tuple(sides[1][0][i] for i in candidate_ids))
    ):
        # a ban said as advice the other way round: "must never leave the room" → "should
        # preferably remain in the room"
        changes.append("a prohibition of the source is only advised")
    return changes


# A possibility denied that bans: "nie wolno", "is not allowed", and "nie mogą", as Polish says
# "must not" (not "cannot be returned", which may say what cannot happen).
_BANNING_POSSIBILITY = _vocabulary(
    "wolno allowed permitted dozwolone dozwolony dozwolona może mogą można możesz możecie"
)


def _bans(parts: tuple[str, ...]) -> int:
    """The bans a group of sentences lays on its reader: "must not", "nie wolno", "is never
    allowed", "zabrania się"."""
    count = 0
    for part in parts:
        markers = _markers(part)
        count += len(markers[_NEGATED_OBLIGATION]) + sum(
            word in _BANNING_POSSIBILITY for word in markers[_NEGATED_POSSIBILITY]
        )
        count += sum(word in _LEXICAL_BANS for word in _text_words(part))
        count += _negated_instructions(part)
    return count


_NEGATED_INSTRUCTION_OPENERS = _vocabulary("never don't nigdy")


def _negated_instructions(text: str) -> int:
    """Clauses that open with a negated instruction: "Don't vaccinate", "Do not leave", "Never
    leave", "Nie obcinaj"."""
    count = 0
    for clause in _CLAUSE.split(text):
        words = _words(clause)
        if words[:1] == ("please",):
            words = words[1:]
        if words[:2] == ("do", "not"):
            words = words[1:]
        if len(words) < 2:
            continue
        if words[0] in _NEGATED_INSTRUCTION_OPENERS or words[0] == "not":
            # after "Don't"/"Never" any verb instructs ("Don't vaccinate", "Never leave")
            count += words[1] not in _NOT_VERBS
        elif words[0] == "nie" and _polish_imperative(words[1]):
            count += 1
    return count


def _finer(
    sides: tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]],
    source_ids: list[int],
    candidate_ids: list[int],
) -> list[tuple[list[int], list[int]]]:
    """A group's sentences aligned more narrowly: each kept with the counterparts it shares
    nearly the most with (:func:`finer_components`)."""
    fine = finer_components(
        [tokens(sides[0][1][i]) for i in source_ids],
        [tokens(sides[1][1][j]) for j in candidate_ids],
    )
    return [([source_ids[i] for i in a], [candidate_ids[j] for j in b]) for a, b in fine]


def _finer_parts(
    masked: Sequence[tuple[str, ...]],
    sides: tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]],
    source_ids: list[int],
    candidate_ids: list[int],
) -> Iterator[tuple[tuple[str, ...], tuple[str, ...]]]:
    """The sentences of each narrower pairing of a group (:func:`_finer`), source and candidate."""
    for fine_source, fine_candidate in _finer(sides, source_ids, candidate_ids):
        yield tuple(masked[0][i] for i in fine_source), tuple(masked[1][i] for i in fine_candidate)


def _binds(deontic: _Deontic) -> int:
    return deontic.binding + deontic.advising


def _permission_made_binding(
    masked: tuple[str, str], readable: tuple[str, str], *, translated: bool
) -> list[GuardFinding]:
    """A permission of the source made a rule ("Dziekan może zwolnić" → "The Dean must waive",
    "may be booked" → "należy zarezerwować"), as :func:`_permission` finds the reverse. In the
    source's language the rule governs a verb the permission did; in translation, where no verb
    is shared, a group of aligned sentences has fewer permissions (its stand-ins too:
    "przysługuje" is "may") and more obligations or recommendations. A "należy" binds here in
    translation too: as "must" or as "should", it binds more than "may" does."""
    before, after = _deontic(masked[0], translated=False), _deontic(masked[1], translated=False)
    if not before.permitting or (
        _binds(after) <= _binds(before) and after.permitting >= before.permitting
    ):
        return []
    if not translated:
        bound = _governed(masked[0], _POSSIBILITY) & (
            _governed(masked[1], _OBLIGATION | _RECOMMENDATION)
            - _governed(masked[0], _OBLIGATION | _RECOMMENDATION)
        )
        if not bound:
            return []
        return [_made_binding(_governing_sentence(readable[0], _POSSIBILITY, bound, False))]
    sides = _sentences(masked[0], readable[0]), _sentences(masked[1], readable[1])
    # not an "-able" word: "payable by 1 November" is a deadline, "trzeba opłacić do"
    permits = _POSSIBLE_WITHOUT_ABLE
    for source_ids, candidate_ids in _groups(masked[0], readable[0], masked[1], readable[1]):
        here_parts = tuple(sides[0][0][i] for i in source_ids)
        there_parts = tuple(sides[1][0][i] for i in candidate_ids)
        here, there = _group_deontic(here_parts, False), _group_deontic(there_parts, False)
        if _binds(there) <= _binds(here):
            continue
        allowed_here = here.permitting + sum(_stood_in(permits, part) for part in here_parts)
        allowed_there = there.permitting + sum(_stood_in(permits, part) for part in there_parts)
        if allowed_here > allowed_there:
            # the group's sentence that permits, by a modal or a stand-in ("dozwolone"); else
            # the group's first: a finding says where it is
            first = next(
                (
                    i
                    for i in source_ids
                    if _group_deontic((sides[0][0][i],), False).permitting
                    or _stood_in(permits, sides[0][0][i])
                ),
                source_ids[0],
            )
            return [_made_binding(_whole(readable[0], sides[0][1][first].strip()))]
    return []


def _made_binding(where: str | None) -> GuardFinding:
    """The finding of a permission made a rule, placed in the source sentence that gave it."""
    return GuardFinding(
        kind=FindingKind.MODALITY,
        source_span=where,
        candidate_span=None,
        message=(
            "meaning marker changed: a permission (may/can/może/można) of the source is made an "
            "obligation or recommendation in the candidate" + _source_says(where)
        ),
    )


def _restricted_more(source: tuple[str, ...], candidate: tuple[str, ...], lost: int) -> bool:
    """Whether the candidate's sentences have at least ``lost`` more permissions limited to some
    than the source's: "Only visitors aged 18 or over may take part" is "Visitors must be at
    least 18 to take part", "mogą korzystać wyłącznie osoby, które ukończyły 17 lat"."""
    more = sum(permitted_only(part) for part in candidate) - sum(
        permitted_only(part) for part in source
    )
    return more >= lost


def _said_as_restriction(
    source: str,
    candidate: str,
    source_markers: dict[str, tuple[str, ...]],
    candidate_markers: dict[str, tuple[str, ...]],
) -> bool:
    """Whether the obligations the candidate lacks are said as permissions limited to some, as
    many more of them as it has ("must be 18 to take part" → "only those aged 18 may")."""
    lost = len(source_markers[_OBLIGATION_LABEL]) - len(candidate_markers[_OBLIGATION_LABEL])
    return lost > 0 and _restricted_more((source,), (candidate,), lost)


def _permitted_in_a_sentence(masked: tuple[str, str], readable: tuple[str, str]) -> bool:
    """Whether a group of aligned sentences has fewer obligations and more permissions in the
    candidate than in the source."""
    sides = _sentences(masked[0], readable[0]), _sentences(masked[1], readable[1])
    bound = (_OBLIGATION_LABEL, _RECOMMENDATION_LABEL)
    groups = _groups(masked[0], readable[0], masked[1], readable[1])
    for source_ids, candidate_ids in groups:
        before = _markers(" ".join(sides[0][0][i] for i in source_ids))
        after = _markers(" ".join(sides[1][0][i] for i in candidate_ids))
        lost = sum(len(before[label]) - len(after[label]) for label in bound)
        if lost > 0 and len(after[_POSSIBILITY_LABEL]) > len(before[_POSSIBILITY_LABEL]):
            return True
    return False


@lru_cache(maxsize=1024)
def _stood_in(stand_ins: re.Pattern[str], text: str) -> int:
    """A category's stand-ins in a text, but not negated ones: "nie da się" is "cannot"."""
    if stand_ins is _STAND_INS[_POSSIBILITY_LABEL] and "ble" not in folded(text):
        stand_ins = _POSSIBLE_WITHOUT_ABLE
    # A word that is a marker itself ("possible") is counted as one, not as its own stand-in;
    # nor one capitalised inside a sentence, a name's word ("between Hallow Point to …").
    return sum(
        text[max(0, m.start() - 4) : m.start()].lower() not in ("nie ", "not ")
        and text[m.start() : m.end()].lower() not in _ANY_MARKER
        and not _named(text, m.start())
        for m in stand_ins.finditer(folded(text))
    )


def _named(text: str, start: int) -> bool:
    """Whether the word at ``start`` is capitalised inside a sentence, as a name's word is."""
    # (after a masked fact the sentence may have ended: "… 2025 r. Przewidywany czas")
    if not text[start].isupper() or text[max(0, start - 2) : start] == "  ":
        return False
    # (the pronoun "I" is capitalised anywhere: "I think")
    if not text[start + 1 : start + 2].isalpha():
        return False
    before = text[:start].rstrip(" ")
    return bool(before) and (before[-1].isalnum() or before[-1] == ",")


_NEGATED_LEVEL = {
    _OBLIGATION_LABEL: _NEGATED_OBLIGATION,
    _RECOMMENDATION_LABEL: _NEGATED_RECOMMENDATION,
}


# A possibility granted to the reader or the writer: a permission, not a hedge.
# (and the impersonal "można", which permits and never hedges)
_ADDRESSED_CAN = re.compile(
    r"\b(?:you|we)\s+(?:can|may|could)\b|\b(?:możesz|możecie|możemy|można)\b", re.IGNORECASE
)


def _short(
    label: str,
    source: dict[str, tuple[str, ...]],
    candidate: dict[str, tuple[str, ...]],
    texts: tuple[str, str],
    *,
    translated: bool = False,
) -> bool:
    """Whether the candidate has fewer of a category's markers than the source, counting the
    stand-ins it has beyond the source's and the surplus of an interchangeable category. In
    translation a "należy" may be "should" as well as "must"."""
    shortfall = len(source[label]) - len(candidate[label])
    if shortfall <= 0:
        return False
    if translated and label == _OBLIGATION_LABEL and not _SOFTENED.search(folded(texts[1])):
        advised = len(candidate[_RECOMMENDATION_LABEL]) - len(source[_RECOMMENDATION_LABEL])
        shortfall -= min(sum(w == "należy" for w in source[label]), max(0, advised))
    stand_ins = _STAND_INS.get(label)
    if stand_ins is not None:
        surplus = max(0, _stood_in(stand_ins, texts[1]) - _stood_in(stand_ins, texts[0]))
        if label in _INSTRUCTED:
            # Each kind of stand-in on its own: an instruction the reader missed in one text
            # ("phone us" for "call us") does not cancel a "please" in the other.
            surplus += max(0, _instructions(texts[1]) - _instructions(texts[0]))
            if label == _RECOMMENDATION_LABEL:
                obliging = _STAND_INS[_OBLIGATION_LABEL]
                found = _matches(obliging, folded(texts[1])) - _matches(obliging, folded(texts[0]))
                surplus += max(0, found)
        shortfall -= surplus
    if label == _RECOMMENDATION_LABEL and shortfall > 0:
        # a "should" of the source's "recommends that … should" dropped where the candidate
        # still says the recommendation
        doubled = len(_RECOMMENDED_SHOULD.findall(texts[0])) - len(
            _RECOMMENDED_SHOULD.findall(texts[1])
        )
        shortfall -= max(0, min(doubled, _stood_in(_STAND_INS[label], texts[1])))
    other = _INTERCHANGEABLE.get(label)
    if other is not None:
        gained = len(candidate[other]) - len(source[other])
        if label == _HEDGE_LABEL and gained > 0:
            # "you can cancel" permits: no hedge said another way ("usually" dropped)
            gained -= max(
                0, _matches(_ADDRESSED_CAN, texts[1]) - _matches(_ADDRESSED_CAN, texts[0])
            )
        shortfall -= max(0, gained)
    if translated and label == _HEDGE_LABEL and shortfall > 0:
        # "szkolenie wstępne" is "initial training": a Polish word that may hedge ("wstępne
        # ustalenia") said in English as one that never does
        shortfall -= _matches(_INITIAL, texts[1])
    negated = _NEGATED_LEVEL.get(label)
    if negated is not None and shortfall > 0:
        # "should be ignored" is "nie powinno się uwzględniać": the level stays, its negation
        # moved onto the modal (the negation rules compare that); "nie należy" is either level
        gained = len(candidate[negated]) - len(source[negated])
        gained += len(candidate[_NEGATED_NALEZY]) - len(source[_NEGATED_NALEZY])
        shortfall -= max(0, gained)
    if label == _POSSIBILITY_LABEL:
        # "mogą nie być reprezentatywne" is "may not be representative"
        shortfall -= min(len(source[_HEDGED_NEGATION]), len(candidate[_NEGATED_POSSIBILITY]))
        if shortfall > 0:
            # "można pisać na …" is "Napisz na …"; "Last entry is possible at 16:15" is "Last
            # entry is at 16:15" (see modal_context)
            shortfall -= invitations_gained(texts[0], texts[1])
            shortfall -= bound_said(texts[0], texts[1], translated=translated)
            shortfall -= named_on_labels(texts[0], texts[1], translated=translated)
    return shortfall > 0
