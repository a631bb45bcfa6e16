"""Bad input (SPEC 9, 10): each bad file, record or option gets one clear error naming it, the
good passages beside it are still rewritten and written, and nothing is written outside --out.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from models.run import RunSummary
from skryba.cli import app
from skryba.errors import UsageError
from tests.reliability.bad_inputs import (
    BAD_OPTIONS,
    FINE_RECORD_TEXT,
    GOOD_PASSAGES,
    LONG_PASSAGE,
    MAX_PASSAGE_CHARS,
    TEN_MB_WORDS,
    WELL_NAMED_TEXT,
    encoding_hint,
    expected_jsonl_output,
    option_arguments,
    plain,
    too_long_message,
    write_bad_corpus,
    write_latin1_name,
    write_surrogate_record,
    write_symlink_trap,
)
from tests.reliability.fault_route import FaultRoute
from tests.reliability.runs import files_under, read_report, run_flow, stored_passages

flow_tests = pytest.mark.usefixtures("prefect_server")
cli_flow_tests = pytest.mark.usefixtures("prefect_server", "restore_logging")


def rewritten(text: str) -> str:
    """What the route's default generator answer turns ``text`` into."""
    return f"Rewritten: {text}"


@flow_tests
async def test_bad_files_and_records_get_one_clear_error_each_and_nothing_else_is_lost(
    fault_route: FaultRoute, tmp_path: Path, isolated_env: Path
) -> None:
    corpus, bad_items = write_bad_corpus(tmp_path)
    out = tmp_path / "out"
    before = files_under(tmp_path)

    summary = await run_flow([corpus], out)

    assert isinstance(summary, RunSummary), summary
    report = read_report(out)
    reported = sorted((e["document"], e["message"]) for e in report["document_errors"])
    assert reported == sorted((item.document, item.message) for item in bad_items)
    assert summary.document_errors == len(bad_items) == report["summary"]["document_errors"]
    outcomes = {(p["document"], p["index"]): (p["outcome"], p["error"]) for p in report["passages"]}
    assert outcomes == {
        ("good.txt", 0): ("rewritten", None),
        ("context.md", 0): ("rewritten", None),
        ("context.md", 1): ("failed", too_long_message(1, MAX_PASSAGE_CHARS + 1)),
        ("context.md", 2): ("rewritten", None),
        ("huge.txt", 0): ("failed", too_long_message(0, TEN_MB_WORDS * 5 - 1)),
        ("rec-good-1", 0): ("rewritten", None),
        ("rec-good-2", 0): ("rewritten", None),
    }
    # Only the good passages were sent; nothing bad, nothing over the limit.
    sent = sorted(e.passage for e in fault_route.exchanges("generate"))
    assert sent == sorted(GOOD_PASSAGES.values())
    assert max(len(e.raw_body) for e in fault_route.exchanges()) < 64_000

    good = GOOD_PASSAGES
    assert (out / "good.txt").read_text(encoding="utf-8") == rewritten(good["good.txt"]) + "\n"
    assert (out / "context.md").read_text(encoding="utf-8") == (
        f"{rewritten(good['context.md#0'])}\n\n{LONG_PASSAGE}\n\n"
        f"{rewritten(good['context.md#2'])}\n"
    )
    assert (out / "huge.txt").stat().st_size == TEN_MB_WORDS * 5  # kept as it was
    # Every line of the input is in the output, in its place: no record silently lost.
    lines = (out / "records.jsonl").read_bytes().splitlines(keepends=True)
    assert lines == expected_jsonl_output(rewritten)
    # Nothing was written anywhere but --out and the audit store.
    new = files_under(tmp_path) - before
    assert {path for path in new if not path.startswith("out/")} <= {
        isolated_env.name,
        f"{isolated_env.name}-wal",
        f"{isolated_env.name}-shm",
    }
    # The store holds every passage as finished; none is claimed without a verdict.
    for row in stored_passages(isolated_env):
        assert row["finished"]
        assert row["evaluations"] >= 1 or row["outcome"] == "failed"


@flow_tests
async def test_an_output_folder_holding_a_link_leading_outside_is_refused_before_any_call(
    fault_route: FaultRoute, tmp_path: Path
) -> None:
    corpus, out, outside = write_symlink_trap(tmp_path)

    result = await run_flow([corpus], out)

    # A folder Skryba did not write (its link included) is never written into.
    assert isinstance(result, UsageError), result
    assert "holds no Skryba output" in str(result)
    assert files_under(outside) == set()
    assert fault_route.exchanges() == []


@flow_tests
async def test_a_link_leading_outside_appearing_in_a_skryba_output_is_refused_per_document(
    fault_route: FaultRoute, tmp_path: Path, isolated_env: Path
) -> None:
    corpus, out, outside = write_symlink_trap(tmp_path)
    (out / "trap").unlink()
    first = await run_flow([corpus], out)
    assert isinstance(first, RunSummary), first
    # Planted between the runs: --resume writes the run's documents into its folder again.
    shutil.rmtree(out / "trap")
    (out / "trap").symlink_to(outside, target_is_directory=True)

    summary = await run_flow([corpus], out, resume=first.run_id)

    assert files_under(outside) == set()
    assert isinstance(summary, RunSummary), summary
    report = json.dumps(read_report(out))
    assert "trap/doc.txt" in report
    assert "outside the output folder" in report


@flow_tests
async def test_a_file_name_that_is_not_utf8_is_one_item_error(
    fault_route: FaultRoute, tmp_path: Path, isolated_env: Path
) -> None:
    corpus = write_latin1_name(tmp_path)
    out = tmp_path / "out"

    summary = await run_flow([corpus], out)

    assert isinstance(summary, RunSummary), summary
    assert (out / "ok.txt").read_text("utf-8") == rewritten(WELL_NAMED_TEXT) + "\n"
    assert summary.rewritten + summary.document_errors + summary.failed == 2
    assert all(row["finished"] for row in stored_passages(isolated_env))


@flow_tests
async def test_a_record_with_a_lone_surrogate_is_one_item_error(
    fault_route: FaultRoute, tmp_path: Path, isolated_env: Path
) -> None:
    corpus = write_surrogate_record(tmp_path)
    out = tmp_path / "out"

    summary = await run_flow([corpus], out)

    assert isinstance(summary, RunSummary), summary
    written = [json.loads(line) for line in (out / "records.jsonl").read_text("utf-8").splitlines()]
    assert {"id": "fine", "text": rewritten(FINE_RECORD_TEXT)} in written
    report = read_report(out)
    named = json.dumps(report["document_errors"]) + json.dumps(
        [p for p in report["passages"] if p["outcome"] == "failed"]
    )
    assert "broken" in named
    assert all(row["finished"] for row in stored_passages(isolated_env))


# --- options ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("options", "named"), BAD_OPTIONS, ids=[" ".join(o)[:40] for o, _ in BAD_OPTIONS]
)
def test_bad_option_is_rejected_naming_it_before_anything_starts(
    fault_route: FaultRoute, tmp_path: Path, isolated_env: Path, options: list[str], named: str
) -> None:
    corpus = tmp_path / "one.txt"
    corpus.write_text("A passage that must not be sent.\n", "utf-8")

    result = CliRunner().invoke(app, option_arguments(corpus, tmp_path / "out", options))

    assert result.exit_code == 2, result.output
    assert named in plain(result.stderr)
    assert "Traceback" not in result.output
    assert fault_route.exchanges() == []
    assert not isolated_env.exists()
    assert not (tmp_path / "out").exists()


@cli_flow_tests
def test_an_output_path_that_is_a_file_is_rejected_before_any_call(
    fault_route: FaultRoute, tmp_path: Path
) -> None:
    corpus = tmp_path / "one.txt"
    corpus.write_text("A passage that must not be paid for.\n", "utf-8")
    occupied = tmp_path / "occupied"
    occupied.write_text("not a folder\n", "utf-8")

    result = CliRunner().invoke(
        app,
        [
            "rewrite",
            str(corpus),
            "--minimum-quality",
            "0.8",
            "--detector",
            "none",
            "--out",
            str(occupied),
        ],
    )

    assert fault_route.exchanges() == []  # nothing is paid for before the refusal
    assert result.exit_code == 2, result.output
    assert "--out" in plain(result.stderr)
    assert occupied.read_text("utf-8") == "not a folder\n"


@cli_flow_tests
def test_resuming_an_unknown_run_is_refused_before_any_call(
    fault_route: FaultRoute, tmp_path: Path
) -> None:
    corpus = tmp_path / "one.txt"
    corpus.write_text("A passage that must not be paid for.\n", "utf-8")

    result = CliRunner().invoke(
        app,
        [
            "rewrite",
            str(corpus),
            "--minimum-quality",
            "0.8",
            "--detector",
            "none",
            "--out",
            str(tmp_path / "out"),
            "--resume",
            "no-such-run",
        ],
    )

    assert result.exit_code != 0
    assert "no-such-run" in result.stderr
    assert "Traceback" not in result.output
    assert fault_route.exchanges() == []


@cli_flow_tests
def test_the_command_line_names_every_unreadable_document(
    fault_route: FaultRoute, tmp_path: Path
) -> None:
    corpus = tmp_path / "in"
    corpus.mkdir()
    (corpus / "empty.txt").write_bytes(b"")
    (corpus / "latin1.txt").write_bytes(b"Caf\xe9 au lait.\n")
    (corpus / "ok.txt").write_text("A passage that is fine.\n", "utf-8")

    result = CliRunner().invoke(
        app,
        [
            "rewrite",
            str(corpus),
            "--minimum-quality",
            "0.8",
            "--detector",
            "none",
            "--candidates",
            "1",
            "--out",
            str(tmp_path / "out"),
        ],
    )

    assert result.exit_code == 1, result.output
    problems = result.stderr.splitlines()
    assert "empty.txt: empty file" in problems
    assert (
        "latin1.txt: invalid UTF-8 at byte offset 3: invalid continuation byte"
        + encoding_hint("cp1252", corpus / "latin1.txt")
    ) in problems
    assert (tmp_path / "out" / "ok.txt").read_text("utf-8") == rewritten(
        "A passage that is fine."
    ) + "\n"
