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

from models.guard import FindingKind, GuardFinding

# A claim reported as suggested (not advice, "we'd suggest arriving early", "sugerujemy przyjść
# wcześniej", nor what a use implies, "in a way that suggests the Council endorses it", nor a
# suggestion forbidden or to be made, "you must not suggest that the City endorses you").
SUGGESTS = re.compile(
    r"(?<!way\sthat\s)(?<!manner\sthat\s)(?<!\bnot\s)(?<!n't\s)(?<!\bnever\s)(?<!\bnie\s)"
    r"(?<!\bto\s)"
    r"\b(?:suggest(?:s|ed|ing)?|sugeruj\w*|sugerowa\w*|zasugerowa\w*)\b"
    r"(?!\s+[^\W\d_]+(?:ing|ć)\b)",
    re.IGNORECASE,
)
# Verbs that state a finding as established; not negated ("nie wykazano związku", "did not
# show an effect" report that nothing was found, as "nie stwierdzono" does), nor an infinitive
# ("needs to be confirmed", "trzeba to jeszcze potwierdzić" leave it open).
_PROVEN = re.compile(
    r"(?<!\bnie\s)(?<!\bnot\s)(?<!n't\s)(?<!\bto\s)(?<!\bbe\s)"
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


def hedged_made_proven(source: str, candidate: str) -> list[GuardFinding]:
    """A hedge finding when the candidate has fewer "suggest" verbs than the source and more
    verbs that state a finding as shown."""
    suggested = SUGGESTS.findall(source)
    if not suggested or len(SUGGESTS.findall(candidate)) >= len(suggested):
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
