"""Properties the guard keeps on every labelled source, whatever its rules say about paraphrase."""

from __future__ import annotations

from pathlib import Path

import pytest

from models.profile import RewriteProfile
from skryba.guard import check_candidate
from skryba.guard.evaluation import load_pairs

DATA = Path(__file__).parent / "data"


def _sources() -> list[str]:
    seen: dict[str, None] = {}
    for path in sorted(DATA.glob("guard_*.jsonl")):
        for pair in load_pairs(path):
            seen.setdefault(pair.source, None)
    return list(seen)


def test_every_labelled_source_passes_against_itself() -> None:
    # A repair that gives the source's own words back must never be flagged: a finding the
    # source itself triggers could not be repaired by any revision.
    sources = _sources()
    assert len(sources) >= 700
    flagged = {
        source[:60]: [f.message for f in report.findings]
        for source in sources
        if not (report := check_candidate(source, source, RewriteProfile())).passed
    }
    assert flagged == {}


@pytest.mark.parametrize(
    "source",
    [
        "It serves 14,000 customers in the UK and Ireland and plans to launch in Germany.",
        "Działamy w UE i w Norwegii, a od 2026 r. także w Szwajcarii.",
    ],
)
def test_a_two_letter_name_of_the_source_is_no_name_added_to_its_list(source: str) -> None:
    assert check_candidate(source, source, RewriteProfile()).passed
