"""Round 14 of the guard (docs/guard.md): a rule's strength compared between a sentence and its
nearest counterparts, not only in the group that shared words chain. The examples are this
file's own."""

from __future__ import annotations

import pytest

from models.guard import FindingKind
from skryba.guard import check_candidate
from skryba.guard.sentences import components, finer_components, tokens
from tests.guard_checks import PRESERVE

_COURIER = (
    "This agreement starts on 1 May 2026 and is between Fresh Wheels Ltd and the courier as a "
    "self-employed contractor. The courier will be paid £5 per delivery, with invoices settled "
    "every Monday. The courier must provide their own bicycle and must hold liability "
    "insurance. Fresh Wheels will supply a branded jacket, which remains company property. The "
    "courier is free to work for other companies, but may not wear the branded jacket while "
    "doing so."
)
_COURIER_REWRITTEN = (
    "Fresh Wheels Ltd and the courier enter into this agreement from 1 May 2026; the courier "
    "acts as a self-employed contractor. Each delivery is paid at £5, and every Monday the "
    "invoices are settled. The courier is required to supply their own bicycle and to hold "
    "liability insurance. A branded jacket will be provided by Fresh Wheels and will remain "
    "company property. The courier may work for other companies but must not wear the branded "
    "jacket when doing so."
)
_KURIER = (
    "Umowa obowiązuje od 1 maja 2026 r. i zostaje zawarta między firmą Szybki Kurier a kurierem "
    "jako samozatrudnionym wykonawcą. Kurier otrzymuje 12 zł za każdą dostawę, a faktury są "
    "rozliczane w każdy poniedziałek. Kurier musi zapewnić własny rower i musi mieć "
    "ubezpieczenie OC. Szybki Kurier dostarcza firmową kurtkę, która pozostaje własnością firmy. "
    "Kurier ma prawo pracować dla innych firm, ale nie może wtedy nosić firmowej kurtki."
)
_KURIER_REWRITTEN = (
    "Firma Szybki Kurier i kurier zawierają umowę od 1 maja 2026 r.; kurier działa jako "
    "samozatrudniony wykonawca. Za każdą dostawę kurier dostaje 12 zł, a faktury rozlicza się co "
    "poniedziałek. Kurier jest zobowiązany zapewnić własny rower i mieć ubezpieczenie OC. "
    "Firmową kurtkę zapewnia Szybki Kurier i pozostaje ona własnością firmy. Kurier może "
    "pracować dla innych firm, ale nie wolno mu wtedy nosić firmowej kurtki."
)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # "must … must" said once as "is required to … and to", and "is free to" as "may" two
        # sentences later: the words the passage repeats ("courier", "company") chain them
        # into one group, where the rule looked weakened into a permission
        (_COURIER, _COURIER_REWRITTEN),
        (_KURIER, _KURIER_REWRITTEN),
    ],
)
def test_a_rule_restated_beside_a_permission_passes(source: str, candidate: str) -> None:
    report = check_candidate(source, candidate, PRESERVE)
    assert report.findings == []


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # the rule really weakened, in the same chained passage
        (
            _COURIER,
            _COURIER_REWRITTEN.replace("is required to supply", "should supply"),
        ),
        (
            _COURIER,
            _COURIER_REWRITTEN.replace(
                "is required to supply their own bicycle and to hold",
                "may supply their own bicycle and may hold",
            ),
        ),
        (_KURIER, _KURIER_REWRITTEN.replace("jest zobowiązany zapewnić", "może zapewnić")),
        (_KURIER, _KURIER_REWRITTEN.replace("jest zobowiązany zapewnić", "powinien zapewnić")),
    ],
)
def test_a_rule_weakened_in_a_chained_passage_is_still_found(source: str, candidate: str) -> None:
    report = check_candidate(source, candidate, PRESERVE)
    assert FindingKind.MODALITY in {finding.kind for finding in report.findings}


def test_finer_components_keep_only_the_nearest_counterparts() -> None:
    source = [
        "The courier must provide a bicycle and insurance.",
        "The courier is free to work for other companies.",
    ]
    candidate = [
        "The courier is required to supply a bicycle and insurance.",
        "The courier may work for other companies.",
    ]
    source_tokens = [tokens(text) for text in source]
    candidate_tokens = [tokens(text) for text in candidate]
    # "courier" alone links every pair once: shared words chain both into one group
    chained = components(source_tokens, [*candidate_tokens, tokens("The courier agrees.")])
    assert sorted(map(len, (group[0] for group in chained))) == [2]
    assert sorted(finer_components(source_tokens, candidate_tokens)) == [([0], [0]), ([1], [1])]


def test_a_sentence_that_shares_nothing_joins_its_neighbour() -> None:
    source = [tokens("You must notify us of any claim within 30 days, otherwise we may refuse.")]
    candidate = [
        tokens("You must notify us of a claim within 30 days;"),
        tokens("if you don't, we may decline."),
    ]
    assert finer_components(source, candidate) == [([0], [0, 1])]
