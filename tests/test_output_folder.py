"""``--out`` (SPEC 9): written only when new or empty, when --resume names the run it holds, or
replaced as a whole with --overwrite; never a folder holding files Skryba did not write."""

from __future__ import annotations

from pathlib import Path

import pytest

from models.corpus import Document, Passage
from skryba.corpus.output_folder import (
    MARKER,
    OutputState,
    claim_output,
    foreign_files,
    marked_run,
    plan_output,
)
from skryba.corpus.outputs import OutputWriter
from skryba.errors import UsageError


def _run_into(out: Path, run_id: str, names: list[str]) -> None:
    """What a run leaves: its marker, its documents (through the writer), its reports."""
    claim_output(plan_output(out, [], overwrite=True), run_id)
    with OutputWriter(out) as writer:
        for name in names:
            document = Document(
                id=name,
                source=name,
                kind="text",
                segments=[Passage(index=0, text=f"Text of {name}.")],
            )
            writer.write(document, {0: f"Rewritten {name}."})
    (out / "report.json").write_text("{}\n", "utf-8")
    (out / "report.md").write_text("# report\n", "utf-8")


def test_a_missing_or_empty_folder_is_new_and_claimed_with_a_marker(tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert plan_output(out, []).state is OutputState.NEW
    out.mkdir()
    plan = plan_output(out, [])
    assert plan.state is OutputState.NEW

    claim_output(plan, "run-1")

    assert marked_run(out) == "run-1"


def test_an_earlier_run_is_refused_unless_resumed_or_overwritten(tmp_path: Path) -> None:
    out = tmp_path / "out"
    _run_into(out, "run-1", ["a.txt", "sub/b.txt"])

    with pytest.raises(UsageError) as caught:
        plan_output(out, [])
    assert str(caught.value) == (
        f"--out {out} already holds run run-1: add --resume run-1, --overwrite, or choose "
        "another --out"
    )
    assert plan_output(out, [], resume="run-1").state is OutputState.RESUME
    with pytest.raises(UsageError, match="holds run run-1, not run run-2"):
        plan_output(out, [], resume="run-2")
    plan = plan_output(out, [], overwrite=True)
    assert (plan.state, plan.previous_run) == (OutputState.OVERWRITE, "run-1")


def test_overwrite_replaces_the_earlier_output_as_a_whole(tmp_path: Path) -> None:
    out = tmp_path / "out"
    _run_into(out, "run-1", ["a.txt", "sub/b.txt"])
    (out / ".a.txt.abcdefgh.tmp").write_text("a killed writer's leftover", "utf-8")

    claim_output(plan_output(out, [], overwrite=True), "run-2")

    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*")) == [MARKER]
    assert marked_run(out) == "run-2"


def test_files_skryba_did_not_write_are_never_overwritten(tmp_path: Path) -> None:
    out = tmp_path / "out"
    _run_into(out, "run-1", ["a.txt"])
    (out / "notes.txt").write_text("mine\n", "utf-8")
    (out / "sub").mkdir()
    (out / "sub" / "draft.md").write_text("mine too\n", "utf-8")

    assert sorted(foreign_files(out)) == ["notes.txt", "sub/draft.md"]
    with pytest.raises(UsageError, match=r"holds files Skryba did not write \(notes.txt, sub/"):
        plan_output(out, [], overwrite=True)
    assert (out / "notes.txt").read_text("utf-8") == "mine\n"


def test_a_folder_without_a_marker_is_the_users(tmp_path: Path) -> None:
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "thesis.md").write_text("My thesis.\n", "utf-8")

    with pytest.raises(UsageError, match="holds no Skryba output"):
        plan_output(mine, [], overwrite=True)


def test_out_may_not_be_an_input_or_hold_one(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "a.txt").write_text("A source.\n", "utf-8")

    with pytest.raises(UsageError, match="is the input"):
        plan_output(corpus, [corpus])
    with pytest.raises(UsageError, match="holds the input"):
        plan_output(tmp_path, [corpus / "a.txt"])
    # Inside an input is fine: the marker, written before reading, keeps it out of the corpus.
    assert plan_output(corpus / "skryba-output", [corpus]).state is OutputState.NEW
