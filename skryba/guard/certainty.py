"""A finding stated as proven: the source's "suggest" made the candidate's "show".

A rewrite may drop a reporting verb and keep the claim's hedge ("The authors suggest it is
probably X" → "It is probably X, the authors say"), so a "suggest" beside its claim's own hedge
is no hedge a rewrite must keep (polarity's stand-ins read it; a bare one dropped is
polarity._suggestion_dropped's finding). What turns a hedged finding into a certain one is the
verb that replaces it: "the results suggest" → "the results show", "sugerują" →
"dowodzą".
"""

from __future__ import annotations

import re
from collections import Counter

from models.guard import FindingKind, GuardFinding
from skryba.guard.facts import folded
from skryba.guard.modal_context import verb_stem

# A claim reported as suggested (not advice, "we'd suggest arriving early", "sugerujemy przyjść
# wcześniej", nor what a use implies, "in a way that suggests the Council endorses it", nor a
# suggestion forbidden or to be made, "you must not suggest that the City endorses you").
SUGGESTS = re.compile(
    # (its first letter looked at first: the look-behinds then run at few positions)
    r"\b(?=[sz])(?<!way\sthat\s)(?<!manner\sthat\s)(?<!\bnot\s)(?<!n't\s)(?<!\bnever\s)"
    r"(?<!\bnie\s)(?<!\bto\s)"
    r"(?:suggest(?:s|ed|ing)?|sugeruj\w*|sugerowa\w*|zasugerowa\w*)\b"
    r"(?!\s+[^\W\d_]+(?:ing|ć)\b)",
    re.IGNORECASE,
)
# Verbs that state a finding as established; not negated ("nie wykazano związku", "did not
# show an effect" report that nothing was found, as "nie stwierdzono" does, and "the study
# cannot prove causation" denies the proof), nor an infinitive
# ("needs to be confirmed", "trzeba to jeszcze potwierdzić" leave it open).
_PROVEN = re.compile(
    r"(?<!\bnie\s)(?<!\bnot\s)(?<!n't\s)(?<!cannot\s)(?<!\bto\s)(?<!\bbe\s)"
    r"\b(?:shows|showed|shown|demonstrates|demonstrated|proves|proved|proven|confirms"
    r"|confirmed|wykaza[łl]\w*|wykazan[oay]\w*|wykazuj\w*|dowodz[ią]|dowiod[łl]\w*"
    r"|udowodni[łl]\w*|udowodnion\w*|potwierdza|potwierdzają|potwierdzi[łl]\w*"
    r"|potwierdzon\w*"
    # the plain form inside a sentence, "the results show" (not one an instruction opens, "Show
    # your ticket", nor one a modal or the reader governs, "you must confirm your booking")
    r"|(?<![.:;!?\n*-]\s)(?<!^)(?<!please\s)(?<!\byou\s)(?<!must\s)(?<!should\s)(?<!\bcan\s)"
    r"(?<!will\s)(?<!\bmay\s)(?<!\band\s)(?<!\bor\s)(?<!\bwe\s)(?<!\bi\s)"
    r"(?:show|prove|demonstrate|confirm))\b",
    re.IGNORECASE | re.MULTILINE,
)


def proofs_gained(source: str, candidate: str) -> int:
    """How many more verbs of proof ("show", "dowodzą") the candidate has than the source."""
    return max(0, len(_PROVEN.findall(candidate)) - len(_PROVEN.findall(source)))


def suggestions(text: str) -> list[str]:
    """Every "suggest" of a text (``SUGGESTS``), looked for only in a text that has "sug", as
    each spelling has (read as the case-blind search reads it): most texts suggest nothing."""
    return SUGGESTS.findall(text) if "sug" in folded(text) else []


def hedged_made_proven(source: str, candidate: str) -> list[GuardFinding]:
    """A hedge finding when the candidate has fewer "suggest" verbs than the source and more
    verbs that state a finding as shown."""
    suggested = suggestions(source)
    if not suggested or len(suggestions(candidate)) >= len(suggested):
        return []
    if not proofs_gained(source, candidate):
        return []
    proven = _PROVEN.findall(candidate)
    return [
        GuardFinding(
            kind=FindingKind.HEDGE,
            source_span=suggested[0],
            candidate_span=proven[-1],
            message=(
                f'meaning marker dropped: what the source only suggests ("{suggested[0]}") the '
                f'candidate states as shown ("{proven[-1]}")'
            ),
        )
    ]


# What may happen said as what will: "staff may call everyone back" → "staff will call everyone
# back", "it may be offered to" → "it will be offered to". The same verb (by its first five
# letters) after "will" where the source has it after a possibility.
_MAY_VERB = re.compile(
    r"\b(?:may|might|could)\s+(?:also\s+|still\s+|then\s+)?(?:be\s+|have\s+)?(?P<verb>[a-z]{3,})\b",
    re.IGNORECASE,
)
_WILL_VERB = re.compile(
    r"(?:\bwill|['\u2019]ll)\s+(?:also\s+|still\s+|then\s+)?(?:be\s+|have\s+)?(?P<verb>[a-z]{3,})\b",
    re.IGNORECASE,
)


# Words that say nothing of what a verb is done to: its object is read past them.
_FILLER_WORDS = (
    "the a an to of for by and or with your you our their its it them this that these those "
    "not any all more less"
)
_FILLERS = frozenset(_FILLER_WORDS.split())
_WORD = re.compile(r"[a-z]{3,}")


def _verbs(pattern: re.Pattern[str], text: str) -> list[tuple[str, str, frozenset[str]]]:
    """Each verb the pattern finds (by its first five letters), as said, and the first letters
    of the three words after it that say what it is done to ("call everyone back")."""
    found = []
    for m in pattern.finditer(text):
        verb = m.group("verb").lower()
        if verb in _FILLERS:
            continue
        after = [
            w for w in _WORD.findall(text[m.end() : m.end() + 40].lower()) if w not in _FILLERS
        ]
        found.append((verb[:5], m.group(0), frozenset(w[:4] for w in after[:3])))
    return found


def _made_certain(said: str, stated: str, how: str) -> list[GuardFinding]:
    """The finding: what the source says may happen (``said``) the candidate ``how`` says."""
    return [
        GuardFinding(
            kind=FindingKind.MODALITY,
            source_span=said,
            candidate_span=stated,
            message=(
                f'meaning marker changed: what the source says may happen ("{said}") the '
                f'candidate says {how} ("{stated}")'
            ),
        )
    ]


def _fewer_kept(
    possible: list[tuple[str, str, frozenset[str]]], kept: list[str]
) -> list[tuple[str, str, frozenset[str]]]:
    """The source's possibilities of a verb the candidate says with a possibility fewer times."""
    said, still = Counter(verb for verb, _, _ in possible), Counter(kept)
    return [entry for entry in possible if still[entry[0]] < said[entry[0]]]


def possible_made_certain(source: str, candidate: str) -> list[GuardFinding]:
    """A modality finding where the candidate says with "will" a verb the source only says
    may happen, and says that verb with a possibility fewer times than the source does (in
    English, the two texts' shared language for this reading)."""
    if "will" not in candidate and "ll " not in candidate:
        return []
    possible = _verbs(_MAY_VERB, source)
    if not possible:
        return []
    lost = _fewer_kept(possible, [verb for verb, _, _ in _verbs(_MAY_VERB, candidate)])
    certain = _verbs(_WILL_VERB, candidate) if lost else []
    for verb, said, objects in lost:
        # the same act: the same verb done to the same thing ("may lead to a mark of zero" is
        # not "will lead to a review")
        for other, will, done_to in certain:
            if other == verb and (objects & done_to or not (objects or done_to)):
                return _made_certain(said, will, "will")
    return []


# The same in Polish, for a possibility of an effect only ("sól może przyspieszać korozję" →
# "sól przyspiesza korozję", "lek może powodować zgagę" → "lek powoduje zgagę"): what a thing may
# cause, raise, lower or contain, never what a person may do ("mogą zwiedzać" → "zwiedzają"
# restates a permission).
_EFFECT_STEMS = (
    "powodow spowodow wywoł prowadz doprowadz przyspiesz spowaln zwiększ zwiększa obniż "
    "zmniejsz wydłuż skróc nasil łagodz złagodz pogarsz pogorsz wpływ wpłyn zawier uszkodz "
    "przekrocz opóźni utrudni ogranicz zaburz podwyższ podnieś podnosi"
)
_EFFECTS = tuple(_EFFECT_STEMS.split())
_MOZE_EFFECT = re.compile(
    r"\b(?:może|mogą|mogłoby|mogłyby|mógłby|mogłaby)\s+(?:(?:też|również|także|nawet)\s+)?"
    r"(?P<verb>[a-ząćęłńóśźż]{5,}ć)\b",
    re.IGNORECASE,
)
_POLISH_WORD = re.compile(r"[a-ząćęłńóśźż]+", re.IGNORECASE)
_UNCERTAIN_WORDS = (
    "może mogą mogłoby mogłyby prawdopodobnie raczej zapewne pewnie chyba czasem czasami "
    "niekiedy bywa niewykluczone możliwe potencjalnie nie"
)
_UNCERTAIN_PL = frozenset(_UNCERTAIN_WORDS.split())


# An infinitive, a noun or participle made of the verb ("zmniejszenia"), or a past tense (a
# finding reported, "zmniejszyła"): no present effect stated as certain.
_NOT_PRESENT = re.compile(
    r"(?:ć|nie|nia|niu|niem|cie|cia|ciu|ny|na|ne|nego|nej|nych|ący|ąca|ące|ących|ł|ła|ło|li|ły)$"
)


def effect_made_certain(source: str, candidate: str) -> list[GuardFinding]:
    """A modality finding where a Polish candidate states as certain an effect the source says
    only "może" happen: the effect's verb (by its stem) said finite, no modal or hedge before
    it, done to the same thing, and that verb's possibilities fewer than the source's."""
    found = []
    for m in _MOZE_EFFECT.finditer(source):
        verb = m.group("verb").lower()
        if not verb.startswith(_EFFECTS):
            continue
        after = _POLISH_WORD.findall(source[m.end() : m.end() + 40].lower())
        found.append(
            (verb_stem(verb), m.group(0), frozenset(w[:4] for w in after[:3] if len(w) > 2))
        )
    if not found:
        return []
    kept = [verb_stem(m.group("verb").lower()) for m in _MOZE_EFFECT.finditer(candidate)]
    words = [(w.group(0).lower(), w.start(), w.end()) for w in _POLISH_WORD.finditer(candidate)]
    for stem, said, objects in _fewer_kept(found, kept):
        for index, (word, start, end) in enumerate(words):
            if not word.startswith(stem) or _NOT_PRESENT.search(word):
                continue
            if _UNCERTAIN_PL & {w for w, _, _ in words[max(0, index - 3) : index]}:
                continue
            done_to = frozenset(w[:4] for w, _, _ in words[index + 1 : index + 4] if len(w) > 2)
            if objects & done_to:
                return _made_certain(said, candidate[start:end], "does")
    return []
