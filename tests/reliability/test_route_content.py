"""What the route says can be any text JSON allows, including an unpaired UTF-16 surrogate escape
(``\\ud800``), which decodes to a Python string that cannot be encoded as UTF-8. Such a reply
must end its own passage with a recorded outcome; it must never crash the run and lose the rest.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from models.run import RunSummary
from tests.reliability.fault_route import Action, Exchange, FaultRoute, reply
from tests.reliability.passage_flow import PassageSpec, drive_passages
from tests.reliability.runs import files_under, run_flow, stored_passages
from tests.judge_replies import evaluation

pytestmark = pytest.mark.usefixtures("prefect_server")

JUDGE_WITH_SURROGATE = "A passage whose judge answers with half a surrogate pair."
GENERATOR_WITH_SURROGATE = "A passage whose generator answers with half a surrogate pair."
SURROGATE_REPLY = evaluation({"rationale": '"fine \\ud800 mostly"'})  # JSON text, escape intact
BINDING_REFUSALS = {
    "quality judge response contains no JSON object",
    "quality judge response contains no closing JSON brace",
    "quality judge response contains malformed JSON boundaries",
    "quality judge returned invalid JSON schema",
    "quality judge did not return a valid evaluation",
    "Brama quality evaluation failed",
}


def surrogate_script(exchange: Exchange) -> Action | None:
    """A lone surrogate in the judge's rationale, or in the generated candidate."""
    if exchange.kind == "judge" and exchange.passage == JUDGE_WITH_SURROGATE:
        return reply(SURROGATE_REPLY)
    if exchange.kind == "generate" and exchange.passage == GENERATOR_WITH_SURROGATE:
        return reply("Rewritten \ud800 with half a pair.")
    return None


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
    documents = {
        "a.txt": JUDGE_WITH_SURROGATE,
        "b.txt": "The second passage is about the night buses.",
        "c.txt": "The third passage is about the river ferries.",
    }
    for name, text in documents.items():
        (corpus / name).write_text(text + "\n", "utf-8")
    out = tmp_path / "out"

    # One worker: a passage that kills it must not leave the rest of the queue waiting forever.
    summary = await run_flow([corpus], out, concurrency=1, timeout=20)

    assert isinstance(summary, RunSummary), summary
    rows = stored_passages(isolated_env)
    assert [(r["document"], r["finished"]) for r in rows] == [(n, True) for n in documents]
    assert files_under(out) >= {"b.txt", "c.txt", "report.json", "report.md"}
    assert (out / "b.txt").read_text("utf-8") == f"Rewritten: {documents['b.txt']}\n"
