"""What the route says can be any text JSON allows, including an unpaired UTF-16 surrogate escape
(``\\ud800``), which decodes to a Python string that cannot be encoded as UTF-8. Such a reply
must end its own passage with a recorded outcome; it must never crash the run and lose the rest.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from models.run import RunSummary
from tests.reliability.fault_route import FaultRoute
from tests.reliability.passage_flow import PassageSpec, drive_passages
from tests.reliability.route_content import (
    BINDING_REFUSALS,
    GENERATOR_WITH_SURROGATE,
    JUDGE_WITH_SURROGATE,
    SURROGATE_DOCUMENTS,
    surrogate_script,
)
from tests.reliability.runs import files_under, run_flow, stored_passages

pytestmark = pytest.mark.usefixtures("prefect_server")


def test_a_lone_surrogate_from_the_route_ends_only_its_own_passage(tmp_path: Path) -> None:
    with FaultRoute(surrogate_script) as route:
        specs = [
            PassageSpec(text=text, base_url=route.base_url)
            for text in (JUDGE_WITH_SURROGATE, GENERATOR_WITH_SURROGATE)
        ]
        records = asyncio.run(drive_passages(specs, f"sqlite:///{tmp_path / 'audit.db'}"))

    for record in records:
        assert record.crash is None, f"{record.spec.text}: {record.crash}"
        assert record.finished_in_store
        assert record.result is not None
        if record.result.error is not None:
            assert record.result.error in BINDING_REFUSALS | {"generation failed"}


async def test_a_lone_surrogate_in_one_judge_reply_does_not_lose_the_other_passages(
    fault_route: FaultRoute, tmp_path: Path, isolated_env: Path
) -> None:
    fault_route.script = surrogate_script
    corpus = tmp_path / "in"
    corpus.mkdir()
    documents = SURROGATE_DOCUMENTS
    for name, text in documents.items():
        (corpus / name).write_text(text + "\n", "utf-8")
    out = tmp_path / "out"

    # One worker: a passage that kills it must not leave the rest of the queue waiting forever.
    summary = await run_flow([corpus], out, concurrency=1, hang_after=20)

    assert isinstance(summary, RunSummary), summary
    rows = stored_passages(isolated_env)
    assert [(r["document"], r["finished"]) for r in rows] == [(n, True) for n in documents]
    assert files_under(out) >= {"b.txt", "c.txt", "report.json", "report.md"}
    assert (out / "b.txt").read_text("utf-8") == f"Rewritten: {documents['b.txt']}\n"
