"""A scripted repair: the candidate with the source sentences its findings name given back.

It stands for a generator that fixes exactly what a repair request names and rewrites nothing
else, so the guard's findings can be measured as repairs (``scripts/guard_eval.py``) and a test
route can answer a revision request the way the issue describes ("restore what the findings
name"). A finding is repairable this way only if it says where: a source span the source holds,
or a candidate span the candidate holds. Same language only: a source sentence put back into a
translation would be in the wrong language.
"""

from __future__ import annotations

from collections.abc import Sequence

from models.guard import GuardFinding
from skryba.guard.sentences import components, sentence_spans, tokens


def _overlapping(spans: Sequence[tuple[int, int]], text: str, part: str | None) -> list[int]:
    """The sentences of ``text`` that the first occurrence of ``part`` touches."""
    if not part:
        return []
    start = text.find(part)
    if start < 0:
        return []
    end = start + len(part)
    return [i for i, (a, b) in enumerate(spans) if a < end and start < b]


def located(source: str, candidate: str, finding: GuardFinding) -> bool:
    """Whether a finding says where it is: a span its source or its candidate holds."""
    return bool(
        _overlapping(sentence_spans(source, whole=True), source, finding.source_span)
        or _overlapping(sentence_spans(candidate, whole=True), candidate, finding.candidate_span)
    )


def restore(source: str, candidate: str, findings: Sequence[GuardFinding]) -> str | None:
    """The candidate with each named sentence group given the source's own sentences back, or
    None when no finding says where it is (nothing to restore)."""
    source_spans = sentence_spans(source, whole=True)
    candidate_spans = sentence_spans(candidate, whole=True)
    groups = components(
        [tokens(source[a:b]) for a, b in source_spans],
        [tokens(candidate[a:b]) for a, b in candidate_spans],
    )
    group_of_source = {i: g for g, (sources, _) in enumerate(groups) for i in sources}
    group_of_candidate = {j: g for g, (_, candidates) in enumerate(groups) for j in candidates}
    named: set[int] = set()
    for finding in findings:
        named |= {
            group_of_source[i] for i in _overlapping(source_spans, source, finding.source_span)
        }
        named |= {
            group_of_candidate[j]
            for j in _overlapping(candidate_spans, candidate, finding.candidate_span)
        }
    if not named:
        return None
    pieces: list[str] = []
    cursor = 0
    for j, (a, b) in enumerate(candidate_spans):
        group = group_of_candidate[j]
        if group not in named:
            continue
        pieces.append(candidate[cursor:a])
        sources, candidates = groups[group]
        if j == candidates[0]:
            pieces.append(" ".join(source[slice(*source_spans[i])] for i in sources))
        cursor = b
    pieces.append(candidate[cursor:])
    # A named group the candidate has no sentence of (a sentence it left out) is added at the end.
    missing = [
        source[slice(*source_spans[i])]
        for g in sorted(named)
        if not groups[g][1]
        for i in groups[g][0]
    ]
    return " ".join(["".join(pieces).rstrip(), *missing]).strip()
