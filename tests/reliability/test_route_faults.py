"""Faults from the route (SPEC 6): transport faults are retried with backoff and then succeed or
end in the specified failure; everything else fails at once. Driven through the real generate and
judge Prefect tasks, Brama client and audit store, against a loopback route that misbehaves on
command, all cases in one flow run.
"""

from __future__ import annotations

import pytest

from tests.reliability.fault_cases import (
    FAULT_CASES,
    SLOW_BUT_ALIVE,
    FaultCase,
    FaultVerdict,
    run_fault_cases,
)

CASES: tuple[FaultCase, ...] = (*FAULT_CASES, SLOW_BUT_ALIVE)


@pytest.fixture(scope="module")
def verdicts(
    prefect_server: None, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, FaultVerdict]:
    """Every case's ending, from one flow run."""
    database = tmp_path_factory.mktemp("faults") / "audit.db"
    return {v.name: v for v in run_fault_cases(CASES, f"sqlite:///{database}")}


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_fault_ends_as_specified(case: FaultCase, verdicts: dict[str, FaultVerdict]) -> None:
    verdict = verdicts[case.name]
    assert verdict.problems == []
    assert not verdict.lost


def test_the_catalogue_covers_both_branches(verdicts: dict[str, FaultVerdict]) -> None:
    retried = [v for v in verdicts.values() if v.retried_kind]
    at_once = [v for v in verdicts.values() if not v.retried_kind]
    assert len(retried) >= 15
    assert len(at_once) >= 15
    assert all(v.faults_served >= 1 for v in verdicts.values())
