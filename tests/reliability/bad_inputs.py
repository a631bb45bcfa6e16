"""A corpus of bad inputs beside good ones, with the per-item error each must get (SPEC 9).

Every bad file or JSONL line must end as one clear error naming it; every good passage around
them must still be rewritten and written; nothing may be written outside the output folder.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

MAX_PASSAGE_CHARS = 4000  # the documented default limit (SmolLM2's context)
TEN_MB_WORDS = 2_000_000  # "word " * this is 10,000,000 characters


@dataclass(frozen=True)
class BadItem:
    """One bad input and how its error must read."""

    name: str
    document: str  # the document id (or locator) the error names
    message: str  # the error message, exactly


GOOD_PASSAGES: dict[str, str] = {
    "good.txt": "The first good document has one passage about the night trains.",
    "context.md#0": "A good passage before the one that is far too long for the model.",
    "context.md#2": "A good passage after the one that is far too long for the model.",
    "rec-good-1": "The first good record talks about the harbour cranes.",
    "rec-good-2": "The second good record talks about the old lighthouse.",
}

LONG_PASSAGE = "x" * (MAX_PASSAGE_CHARS + 1)


def _line(record: object) -> bytes:
    return json.dumps(record, ensure_ascii=False).encode("utf-8") + b"\n"


# Each JSONL line in file order: its bytes, and its expected error (None: a good line) with the
# document id or locator the error names. "{offset}" is the bad byte's offset in the file,
# "{good}" the path of good.txt.
JSONL_LINES: list[tuple[bytes, str | None, str]] = [
    (_line({"id": "rec-good-1", "text": GOOD_PASSAGES["rec-good-1"]}), None, "rec-good-1"),
    (
        b'{"id": "cut", "text": "unterminated\n',
        "line 2: malformed JSON: Unterminated string starting at (column 23)",
        "records.jsonl:2",
    ),
    (
        _line(["not", "an", "object"]),
        "line 3: expected a JSON object, got array",
        "records.jsonl:3",
    ),
    (_line({"text": "no id at all"}), "line 4: missing 'id'", "records.jsonl:4"),
    (
        _line({"id": 7, "text": "numeric id"}),
        "line 5: 'id' must be a string, got number",
        "records.jsonl:5",
    ),
    (
        _line({"id": "../escape", "text": "traversal"}),
        "line 6: unsafe id '../escape': it contains a '..' component",
        "records.jsonl:6",
    ),
    (
        _line({"id": "/tmp/absolute", "text": "absolute"}),
        "line 7: unsafe id '/tmp/absolute': it is an absolute path",
        "records.jsonl:7",
    ),
    (
        _line({"id": "a/../../escape", "text": "nested traversal"}),
        "line 8: unsafe id 'a/../../escape': it contains a '..' component",
        "records.jsonl:8",
    ),
    (
        _line({"id": "..\\windows", "text": "backslash"}),
        "line 9: unsafe id '..\\\\windows': it contains a backslash",
        "records.jsonl:9",
    ),
    (
        _line({"id": "C:/drive", "text": "drive letter"}),
        "line 10: unsafe id 'C:/drive': it is an absolute path",
        "records.jsonl:10",
    ),
    (
        _line({"id": "rec-good-1", "text": "a second record with the same id"}),
        "line 11: duplicate id 'rec-good-1' (first seen at line 1)",
        "rec-good-1",
    ),
    (_line({"id": "no-text"}), "line 12: missing 'text'", "no-text"),
    (
        _line({"id": "num-text", "text": 5}),
        "line 13: 'text' must be a string, got number",
        "num-text",
    ),
    (_line({"id": "blank-text", "text": "  \n "}), "line 14: empty 'text'", "blank-text"),
    (
        b'{"id": "latin1", "text": "caf\xe9"}\n',
        "line 15: invalid UTF-8 at byte offset {offset}: invalid continuation byte{hint}",
        "records.jsonl:15",
    ),
    (
        b'{"id": "nul", "text": "a\x00b"}\n',
        "line 16: binary data: NUL byte at byte offset {offset}",
        "records.jsonl:16",
    ),
    (
        _line({"id": "extra", "text": "has an author", "author": "x"}),
        "line 17: unexpected key(s) 'author': put extra fields under 'metadata'",
        "extra",
    ),
    (
        _line({"id": "meta", "text": "bad metadata", "metadata": [1]}),
        "line 18: 'metadata' must be an object, got array",
        "meta",
    ),
    (
        _line({"id": "", "text": "empty id"}),
        "line 19: unsafe id '': it is empty",
        "records.jsonl:19",
    ),
    (
        _line({"id": "a\u0000b", "text": "NUL in the id"}),
        "line 20: unsafe id 'a\\x00b': it contains a NUL character",
        "records.jsonl:20",
    ),
    (
        _line({"id": "good.txt", "text": "the id of a file document"}),
        "line 21: duplicate document id 'good.txt' (first seen in file '{good}')",
        "good.txt",
    ),
    (b"\n", None, ""),  # a blank line is skipped, not an error
    (_line({"id": "rec-good-2", "text": GOOD_PASSAGES["rec-good-2"]}), None, "rec-good-2"),
]


def write_bad_corpus(root: Path) -> tuple[Path, list[BadItem]]:
    """Write the corpus folder under ``root``; return it and the expected errors."""
    corpus = root / "in"
    corpus.mkdir(parents=True)
    items: list[BadItem] = []

    def bad(name: str, data: bytes, message: str) -> None:
        (corpus / name).write_bytes(data)
        items.append(BadItem(name, name, message))

    (corpus / "good.txt").write_text(GOOD_PASSAGES["good.txt"] + "\n", encoding="utf-8")
    bad(
        "invalid-utf8.txt",
        b"Caf\xe9 au lait is served until noon.\n",
        "invalid UTF-8 at byte offset 3: invalid continuation byte"
        + encoding_hint("cp1252", corpus / "invalid-utf8.txt"),
    )
    bad(
        "binary.md",
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00",
        "binary file: NUL byte at byte offset 8",
    )
    bad("empty.txt", b"", "empty file")
    bad("blank.md", b"  \n\n\t\r\n", "empty file: only whitespace")
    (corpus / "context.md").write_text(
        f"{GOOD_PASSAGES['context.md#0']}\n\n{LONG_PASSAGE}\n\n{GOOD_PASSAGES['context.md#2']}\n",
        encoding="utf-8",
    )
    (corpus / "huge.txt").write_text("word " * TEN_MB_WORDS, encoding="utf-8")
    data = b""
    for number, (raw, message, document) in enumerate(JSONL_LINES, start=1):
        if message is not None:
            bad_byte = next((raw.index(b) for b in (b"\xe9", b"\x00") if b in raw), 0)
            text = message.replace("{offset}", str(len(data) + bad_byte))
            text = text.replace("{good}", str(corpus / "good.txt"))
            text = text.replace("{hint}", encoding_hint("cp1252", corpus / "records.jsonl"))
            if document == f"records.jsonl:{number}":
                text = text.split(": ", 1)[1]  # the locator names the line already
            items.append(BadItem(f"records.jsonl:{number}", document, text))
        data += raw
    (corpus / "records.jsonl").write_bytes(data)
    return corpus, items


def encoding_hint(encoding: str, path: Path) -> str:
    """What an invalid UTF-8 error adds: the likely encoding and the two ways out."""
    return (
        f"; it looks like {encoding}: convert it with 'iconv -f {encoding} -t utf-8 {path}', "
        f"or read it with --encoding {encoding}"
    )


def expected_jsonl_output(rewrite: Callable[[str], str]) -> list[bytes]:
    """The output records.jsonl, line by line: good records rewritten, every bad line passed
    through as it was, in its place (a blank line is no record and is dropped)."""
    lines: list[bytes] = []
    for raw, message, document in JSONL_LINES:
        if message is not None:
            lines.append(raw)
        elif raw.strip():
            record = {"id": document, "text": rewrite(GOOD_PASSAGES[document])}
            lines.append(_line(record))
    return lines


def too_long_message(index: int, length: int) -> str:
    """The per-passage error of a passage over the length limit."""
    return (
        f"passage {index} is {length} characters long, over the limit of "
        f"{MAX_PASSAGE_CHARS} characters (max_passage_chars)"
    )


# --- bad inputs that need a corpus of their own ------------------------------------------------

TRAP_TEXT = "A passage that must not escape."
SAFE_TEXT = "A passage that is written as usual."


def write_symlink_trap(work: Path) -> tuple[Path, Path, Path]:
    """An output folder holding a link to a folder outside it, and an input document whose path
    runs through that link; returns (corpus, out, outside)."""
    corpus = work / "in"
    (corpus / "trap").mkdir(parents=True)
    (corpus / "trap" / "doc.txt").write_text(TRAP_TEXT + "\n", "utf-8")
    (corpus / "ok.txt").write_text(SAFE_TEXT + "\n", "utf-8")
    outside = work / "outside"
    outside.mkdir()
    out = work / "out"
    out.mkdir()
    (out / "trap").symlink_to(outside, target_is_directory=True)
    return corpus, out, outside


LATIN1_NAME = b"caf\xe9.txt"
WELL_NAMED_TEXT = "A passage in a well-named file."


def write_latin1_name(work: Path) -> Path:
    """A folder with a file whose name is not UTF-8, beside a good one."""
    corpus = work / "in"
    corpus.mkdir()
    with open(os.path.join(os.fsencode(corpus), LATIN1_NAME), "wb") as stream:
        stream.write(b"A passage in a file whose name is Latin-1.\n")
    (corpus / "ok.txt").write_text(WELL_NAMED_TEXT + "\n", "utf-8")
    return corpus


FINE_RECORD_TEXT = "A record that is perfectly fine."


def write_surrogate_record(work: Path) -> Path:
    """A JSONL file whose first record's text holds an unpaired surrogate escape."""
    corpus = work / "records.jsonl"
    corpus.write_text(
        '{"id": "broken", "text": "Half of a pair: \\ud800 and nothing after."}\n'
        + json.dumps({"id": "fine", "text": FINE_RECORD_TEXT})
        + "\n",
        encoding="utf-8",
    )
    return corpus


# Options that must be refused before anything starts, and what the refusal must name.
BAD_OPTIONS: list[tuple[list[str], str]] = [
    (["--style", "florid"], "--style"),
    (["--language", "fr"], "--language"),
    (["--style", "formal"], "--style"),
    (["--candidates", "0"], "--candidates"),
    (["--candidates", "21"], "--candidates"),
    (["--candidates", "many"], "--candidates"),
    (["--temperature", "-0.1"], "--temperature"),
    (["--temperature", "2.5"], "--temperature"),
    (["--temperature", "nan"], "--temperature"),
    (["--temperature", "inf"], "--temperature"),
    (["--concurrency", "0"], "--concurrency"),
    (["--concurrency", "1025"], "--concurrency"),
    (["--audience", ""], "--audience"),
    (["--audience", "a" * 501], "--audience"),
    (["--instructions", "b" * 4001], "--instructions"),
    (["--minimum-quality", "abc"], "--minimum-quality"),
    (["--minimum-quality", "-0.01"], "minimum quality must be between 0 and 1"),
    (["--minimum-quality", "1.01"], "minimum quality must be between 0 and 1"),
    (["--minimum-quality", "inf"], "minimum quality must be between 0 and 1"),
    (["--detector", "none", "--detector", "local"], "--detector"),
]


def option_arguments(corpus: Path, out: Path, options: list[str]) -> list[str]:
    """``skryba rewrite`` arguments with ``options`` replacing the defaults they touch."""
    arguments = ["rewrite", str(corpus), "--out", str(out)]
    if "--minimum-quality" not in options:
        arguments += ["--minimum-quality", "0.8"]
    if "--detector" not in options:
        arguments += ["--detector", "none"]
    return [*arguments, *options]


def plain(text: str) -> str:
    """Typer may draw a usage error in a box wrapped at the terminal width: the bare words."""
    for mark in "│╭╮╰╯─":
        text = text.replace(mark, " ")
    return " ".join(text.split())
