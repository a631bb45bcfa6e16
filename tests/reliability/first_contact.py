"""A new user's usual slips (issue 22), each replayed as a real ``skryba`` process.

Every case must end with exit status 2 and one line naming the problem, before any boot, and
change none of the user's files (checksums of the whole work folder before and after). The
tests assert the messages; ``scripts/reliability_figures.py`` times each case.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from tests.reliability.cli_process import RUN_OPTIONS, run_skryba, skryba_env

EARLIER_RUN = "3f2c9a7e-0000-4000-8000-000000000001"
POLISH = "Zażółć gęślą jaźń: ten akapit jest zapisany w stronie kodowej Windows-1250.\n"
UNREACHABLE = "http://127.0.0.1:9/v1"


@dataclass(frozen=True)
class Slip:
    """One slip: the folder it starts from, the command, and the line it must get."""

    name: str
    arguments: list[str]
    message: str  # the whole stderr line ("{work}" is the work folder)
    prepare: Callable[[Path], None] = lambda work: None
    env: dict[str, str] = field(default_factory=dict)


def _text(path: Path, text: str = "A passage a user wrote.\n") -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, "utf-8")


def earlier_output(
    out: Path, run_id: str = EARLIER_RUN, extra: dict[str, str] | None = None
) -> None:
    """A folder as an earlier run left it: marker, a rewritten document, its reports."""
    out.mkdir(parents=True)
    marker = [{"format": "skryba-output", "version": 1, "run_id": run_id}, {"file": "doc.txt"}]
    (out / ".skryba-output.jsonl").write_text("".join(json.dumps(m) + "\n" for m in marker))
    (out / "doc.txt").write_text("An earlier run's rewrite.\n", "utf-8")
    (out / "report.json").write_text(json.dumps({"run_id": run_id}) + "\n", "utf-8")
    (out / "report.md").write_text("# An earlier run\n", "utf-8")
    for name, text in (extra or {}).items():
        (out / name).write_text(text, "utf-8")


def _corpus(work: Path) -> None:
    _text(work / "in" / "doc.txt")


def _corpus_and_earlier(work: Path) -> None:
    _corpus(work)
    earlier_output(work / "skryba-output")


def _corpus_and_foreign(work: Path) -> None:
    _corpus(work)
    earlier_output(work / "skryba-output", extra={"notes.txt": "my own notes\n"})


def _corpus_and_user_folder(work: Path) -> None:
    _corpus(work)
    _text(work / "mine" / "thesis.md", "My thesis.\n")


def _corpus_and_file(work: Path) -> None:
    _corpus(work)
    _text(work / "afile", "not a folder\n")


def _unsupported_only(work: Path) -> None:
    _text(work / "in" / "notes.rst", "Notes.\n")
    (work / "in" / "letter.docx").write_bytes(b"PK\x03\x04 not really a document")


def _polish_cp1250(work: Path) -> None:
    (work / "in").mkdir()
    (work / "in" / "polski.txt").write_bytes(POLISH.encode("cp1250"))


def _empty_folder(work: Path) -> None:
    (work / "in").mkdir()


SLIPS: list[Slip] = [
    Slip(
        "mistyped input, --out of an earlier run",
        ["rewrite", "inn", *RUN_OPTIONS],
        "INPUT inn: no such file or folder",
        _corpus_and_earlier,
    ),
    Slip(
        "--out holds an earlier run",
        ["rewrite", "in", *RUN_OPTIONS],
        f"--out skryba-output already holds run {EARLIER_RUN}: add --resume {EARLIER_RUN}, "
        "--overwrite, or choose another --out",
        _corpus_and_earlier,
    ),
    Slip(
        "--overwrite with files Skryba did not write",
        ["rewrite", "in", *RUN_OPTIONS, "--overwrite"],
        "--out skryba-output holds files Skryba did not write (notes.txt): --overwrite replaces "
        "only Skryba's own output; move them or choose another --out",
        _corpus_and_foreign,
    ),
    Slip(
        "--out a folder of the user's",
        ["rewrite", "in", *RUN_OPTIONS, "--out", "mine", "--overwrite"],
        "--out mine is not empty and holds no Skryba output: Skryba writes only into a new or "
        "empty folder; choose another --out",
        _corpus_and_user_folder,
    ),
    Slip(
        "--out equal to the input",
        ["rewrite", "in", *RUN_OPTIONS, "--out", "in"],
        "--out in is the input in: the outputs would overwrite the sources; choose another --out",
        _corpus,
    ),
    Slip(
        "--out a file",
        ["rewrite", "in", *RUN_OPTIONS, "--out", "afile"],
        "--out: afile exists and is not a folder",
        _corpus_and_file,
    ),
    Slip(
        "--detector foo",
        ["rewrite", "in", "--minimum-quality", "0.8", "--detector", "foo"],
        "--detector: unknown detector 'foo' (known: local, gptzero, sapling, originality, "
        "copyleaks, winston, zerogpt, none)",
        _corpus,
    ),
    Slip(
        "--resume 123",
        ["rewrite", "in", *RUN_OPTIONS, "--resume", "123"],
        "--resume 123: unknown run (there is no audit store sqlite:///{work}/audit.db yet)",
        _corpus,
    ),
    Slip(
        "SKRYBA_BRAMA_URL without a scheme",
        ["rewrite", "in", *RUN_OPTIONS],
        "SKRYBA_BRAMA_URL='localhost:4000/v1': must start with http:// or https:// "
        "(e.g. http://localhost:4000/v1)",
        _corpus,
        {"SKRYBA_BRAMA_URL": "localhost:4000/v1"},
    ),
    Slip(
        "SKRYBA_READ_TIMEOUT=abc",
        ["rewrite", "in", *RUN_OPTIONS],
        "SKRYBA_READ_TIMEOUT='abc': must be a number",
        _corpus,
        {"SKRYBA_READ_TIMEOUT": "abc"},
    ),
    Slip(
        "SKRYBA_PRICES naming no file",
        ["rewrite", "in", *RUN_OPTIONS],
        "",  # load_price_table's own line; the test checks it names the file
        _corpus,
        {"SKRYBA_PRICES": "no-such-prices.toml"},
    ),
    Slip(
        "--style formal",
        ["rewrite", "in", *RUN_OPTIONS, "--style", "formal"],
        "--style: 'formal' is not one of plain, academic, business, journalistic, casual",
        _corpus,
    ),
    Slip(
        "an empty folder",
        ["rewrite", "in", *RUN_OPTIONS],
        "INPUT in: no passages to rewrite: no .txt, .md or .jsonl files",
        _empty_folder,
    ),
    Slip(
        "only .rst and .docx files",
        ["rewrite", "in", *RUN_OPTIONS],
        "INPUT in: no passages to rewrite; skipped letter.docx (unsupported extension (not "
        ".txt, .md or .jsonl)); notes.rst (unsupported extension (not .txt, .md or .jsonl))",
        _unsupported_only,
    ),
    Slip(
        "a cp1250 Polish file",
        ["rewrite", "in", *RUN_OPTIONS],
        "INPUT in: no passages to rewrite: polski.txt: invalid UTF-8 at byte offset 2: invalid "
        "start byte; it looks like cp1250: convert it with 'iconv -f cp1250 -t utf-8 "
        "in/polski.txt', or read it with --encoding cp1250",
        _polish_cp1250,
    ),
    Slip(
        "--encoding naming no encoding",
        ["rewrite", "in", *RUN_OPTIONS, "--encoding", "klingon"],
        "--encoding: unknown encoding 'klingon' (e.g. cp1250, iso-8859-2)",
        _polish_cp1250,
    ),
]


def checksums(root: Path) -> dict[str, str]:
    """SHA-256 and permission bits of every file under ``root``."""
    sums: dict[str, str] = {}
    for path in sorted(root.rglob("*")):
        if path.is_file():
            digest = hashlib.sha256(path.read_bytes()).hexdigest()
            sums[path.relative_to(root).as_posix()] = f"{digest} {path.stat().st_mode:o}"
    return sums


@dataclass(frozen=True)
class SlipResult:
    """What a slip's process did."""

    slip: Slip
    returncode: int
    stderr: str
    stdout: str
    seconds: float
    changed: list[str]  # files added, removed or changed under the work folder
    expected: str

    @property
    def tracebacks(self) -> int:
        return (self.stderr + self.stdout).count("Traceback")


def replay(slip: Slip, work: Path, base_url: str) -> SlipResult:
    """Set up ``work`` for ``slip``, run it as a process from there, and compare the folder."""
    work.mkdir(parents=True, exist_ok=True)
    slip.prepare(work)
    database = work / "audit.db"
    env = skryba_env(work, base_url, f"sqlite:///{database}", slip.env)
    # Not part of the user's folder: the process's Prefect home.
    before = checksums(work)
    started = time.monotonic()
    result = run_skryba(slip.arguments, work, env, timeout=120)
    seconds = time.monotonic() - started
    after = checksums(work)
    changed = sorted(
        name
        for name in set(before) | set(after)
        if before.get(name) != after.get(name) and not name.startswith("prefect-home/")
    )
    return SlipResult(
        slip=slip,
        returncode=result.returncode,
        stderr=result.stderr,
        stdout=result.stdout,
        seconds=seconds,
        changed=changed,
        expected=slip.message.replace("{work}", str(work)),
    )
