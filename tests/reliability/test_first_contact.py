"""First contact (issue 22, SPEC 9-10): a new user's slips, each as a real ``skryba`` process.

A refused run answers with exit status 2 and one line before anything boots, and changes none
of the user's files; a run writes only into a new, empty or its own (--resume / --overwrite)
output folder, never re-reads it, and keeps the sources' permissions.
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path

import pytest

from tests.reliability.bad_inputs import plain
from tests.reliability.cli_process import RUN_OPTIONS, SKRYBA, run_skryba, skryba_env
from tests.reliability.fault_route import FaultRoute
from tests.reliability.first_contact import (
    POLISH,
    SLIPS,
    UNREACHABLE,
    Slip,
    checksums,
    replay,
)

MARKER = ".skryba-output.jsonl"


@pytest.mark.parametrize("slip", SLIPS, ids=[s.name for s in SLIPS])
def test_a_slip_is_refused_in_one_line_with_exit_2_and_nothing_changed(
    slip: Slip, tmp_path: Path
) -> None:
    # A route that would refuse every connection: a slip must never get as far as calling it.
    result = replay(slip, tmp_path / "work", UNREACHABLE)

    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    assert result.tracebacks == 0
    if slip.message:
        assert result.stderr == result.expected + "\n"
    else:
        (line,) = result.stderr.splitlines()
        assert "no-such-prices.toml" in line
    assert result.changed == []
    assert not (tmp_path / "work" / "audit.db").exists()
    assert not (tmp_path / "work" / "prefect-home").exists()  # Prefect never started


def test_choices_are_case_insensitive(tmp_path: Path) -> None:
    # Accepted, so the first problem found is the (deliberately) missing input.
    env = skryba_env(tmp_path, UNREACHABLE, f"sqlite:///{tmp_path / 'audit.db'}")
    arguments = ["rewrite", "missing", *RUN_OPTIONS, "--style", "Plain", "--language", "PL"]

    result = run_skryba([*arguments, "--guard", "WARN"], tmp_path, env)

    assert (result.returncode, result.stderr) == (2, "INPUT missing: no such file or folder\n")


# --- the command line itself ---------------------------------------------------------------------


def _help(arguments: list[str], tmp_path: Path) -> str:
    env = {**os.environ, "COLUMNS": "80", "TERM": "dumb"}
    result = run_skryba(arguments, tmp_path, env)
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.mark.parametrize("command", ["", "rewrite", "benchmark", "train", "audit"])
def test_help_fits_80_columns_with_groups_choices_and_plain_metavars(
    command: str, tmp_path: Path
) -> None:
    arguments = [command, "-h"] if command else ["-h"]
    text = _help(arguments, tmp_path)

    assert text == _help([*arguments[:-1], "--help"], tmp_path)
    assert max(len(line) for line in text.splitlines()) <= 80
    assert "…" not in text  # nothing cut
    assert not re.search(r"<list\[|<bool>|<str>|\{[a-z_]+\}", text)
    if command in ("rewrite", "benchmark", "train"):
        assert "SKRYBA_BRAMA_URL=<any OpenAI-compatible /v1 URL>" in text
        for panel in ("Profile", "Models and route", "Input and output"):
            assert panel in text
    if command == "rewrite":
        assert "Run control" in text
        words = plain(text)
        assert "Register: plain, academic, business, journalistic, casual." in words
        assert "Output language: pl, en, or preserve" in words
        assert "--overwrite" in text and "--encoding" in text
        assert "Usage: skryba rewrite [OPTIONS] INPUT..." in text


def test_version(tmp_path: Path) -> None:
    result = run_skryba(["--version"], tmp_path, dict(os.environ))

    assert result.returncode == 0
    assert re.fullmatch(r"skryba \d+\.\d+\S*\n", result.stdout)


# --- runs that reach the route ------------------------------------------------------------------


def _env(state: Path, route: FaultRoute | str, **extra: str) -> dict[str, str]:
    base = route if isinstance(route, str) else route.base_url
    return skryba_env(state, base, f"sqlite:///{state / 'audit.db'}", extra)


@pytest.mark.usefixtures("prefect_server")
def test_an_unreachable_route_is_one_line_before_the_first_passage(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    (corpus / "in").mkdir(parents=True)
    (corpus / "in" / "tiny.txt").write_text("A tiny passage.\n", "utf-8")
    before = checksums(corpus)

    result = run_skryba(["rewrite", "in", *RUN_OPTIONS], corpus, _env(tmp_path, UNREACHABLE))

    assert result.returncode == 2, result.stderr
    assert result.stderr.splitlines()[-1] == (
        f"the route {UNREACHABLE} cannot be reached: connection refused (SKRYBA_BRAMA_URL)"
    )
    assert "Traceback" not in result.stderr
    assert checksums(corpus) == before
    assert not (corpus / "skryba-output").exists()


@pytest.mark.usefixtures("prefect_server")
def test_a_model_the_route_does_not_list_is_refused_before_the_first_passage(
    fault_route: FaultRoute, tmp_path: Path
) -> None:
    fault_route.listed_models = ["some-other-model", "fault-judge"]
    corpus = tmp_path / "corpus"
    (corpus / "in").mkdir(parents=True)
    (corpus / "in" / "tiny.txt").write_text("A tiny passage.\n", "utf-8")

    result = run_skryba(["rewrite", "in", *RUN_OPTIONS], corpus, _env(tmp_path, fault_route))

    assert result.returncode == 2, result.stderr
    assert result.stderr.splitlines()[-1] == (
        f"the route {fault_route.base_url} does not serve the model 'fault-generator' (HTTP 404 "
        "model not found; it lists: some-other-model, fault-judge): set SKRYBA_MODEL / "
        "SKRYBA_JUDGE_MODEL or --model / --judge-model"
    )
    assert fault_route.model_lists == 1
    assert fault_route.exchanges() == []


@pytest.mark.usefixtures("prefect_server")
def test_rewrite_dot_twice_then_overwrite_never_rereads_or_mixes_and_keeps_permissions(
    fault_route: FaultRoute, tmp_path: Path
) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "a.txt").write_text("The ferry leaves at dawn.\n", "utf-8")
    (corpus / "b.md").write_text("The bridge opens at noon.\n", "utf-8")
    (corpus / "a.txt").chmod(0o640)
    (corpus / "b.md").chmod(0o664)
    # The judge model is the generator: the maker grades its own work, said once.
    env = _env(tmp_path, fault_route, SKRYBA_JUDGE_MODEL="")
    arguments = ["rewrite", ".", *RUN_OPTIONS, "--candidates", "1", "--guard", "off"]

    first = run_skryba(arguments, corpus, env)

    assert first.returncode == 0, first.stderr
    out = corpus / "skryba-output"
    first_run = json.loads((out / "report.json").read_text("utf-8"))["run_id"]
    assert first.stderr.count("the maker grades its own work") == 1
    assert sorted(p.name for p in out.iterdir()) == sorted(
        [MARKER, "a.txt", "b.md", "report.html", "report.json", "report.md"]
    )
    assert stat.S_IMODE((out / "a.txt").stat().st_mode) == 0o640
    assert stat.S_IMODE((out / "b.md").stat().st_mode) == 0o664
    assert len(fault_route.exchanges("generate")) == 2

    before = checksums(corpus)
    again = run_skryba(arguments, corpus, env)

    assert again.returncode == 2
    assert again.stderr == (
        f"--out skryba-output already holds run {first_run}: add --resume {first_run}, "
        "--overwrite, or choose another --out\n"
    )
    assert checksums(corpus) == before

    (corpus / "a.txt").unlink()  # the new run has one document: the old a.txt must go
    replaced = run_skryba([*arguments, "--overwrite"], corpus, env)

    assert replaced.returncode == 0, replaced.stderr
    report = json.loads((out / "report.json").read_text("utf-8"))
    assert report["run_id"] != first_run
    # skryba-output (its documents, its reports) was not read as input: still one passage.
    assert [p["document"] for p in report["passages"]] == ["b.md"]
    assert report["summary"]["rewritten"] == 1
    assert sorted(p.name for p in out.iterdir()) == sorted(
        [MARKER, "b.md", "report.html", "report.json", "report.md"]
    )
    assert len(fault_route.exchanges("generate")) == 3


@pytest.mark.usefixtures("prefect_server")
def test_a_malformed_jsonl_line_passes_through_and_encoding_reads_a_cp1250_file(
    fault_route: FaultRoute, tmp_path: Path
) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    bad = b'{"id": "cut", "text": "unterminated\n'
    (corpus / "records.jsonl").write_bytes(
        json.dumps({"id": "r1", "text": "The first record."}).encode()
        + b"\n"
        + bad
        + json.dumps({"id": "r3", "text": "The third record."}).encode()
        + b"\n"
    )
    (corpus / "polski.txt").write_bytes(POLISH.encode("cp1250"))
    out = tmp_path / "out"
    arguments = ["rewrite", "corpus", *RUN_OPTIONS, "--candidates", "1", "--guard", "off"]

    result = run_skryba(
        [*arguments, "--out", str(out), "--encoding", "cp1250"],
        tmp_path,
        _env(tmp_path, fault_route),
    )

    assert result.returncode == 1, result.stderr  # an unreadable line is a document error
    problems = result.stderr.splitlines()
    assert (
        "records.jsonl:2: malformed JSON: Unterminated string starting at (column 23)" in problems
    )
    lines = (out / "records.jsonl").read_bytes().splitlines(keepends=True)
    assert len(lines) == 3
    assert lines[1] == bad  # passed through as it was, in its place
    assert json.loads(lines[2]) == {"id": "r3", "text": "Rewritten: The third record."}
    assert (out / "polski.txt").read_text("utf-8") == f"Rewritten: {POLISH.strip()}\n"


def test_the_console_script_is_installed() -> None:
    assert SKRYBA.exists()
