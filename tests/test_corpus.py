"""Reading a corpus: input kinds, per-item errors, passage splitting and byte-exact rebuilding."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from models.corpus import (
    Block,
    Document,
    DocumentError,
    DocumentItem,
    DocumentKind,
    Passage,
    SkippedFile,
)
from skryba.corpus.reader import iter_corpus, relative_path_problem, split_segments

SAMPLES = Path(__file__).resolve().parent.parent / "samples" / "corpus"


def put(path: Path, data: bytes | str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return path


def read(*inputs: Path, max_passage_chars: int | None = 4000) -> list[DocumentItem]:
    return list(iter_corpus(list(inputs), max_passage_chars=max_passage_chars))


def only_document(*inputs: Path) -> Document:
    items = read(*inputs)
    assert len(items) == 1, items
    assert isinstance(items[0], Document), items[0]
    return items[0]


def only_error(*inputs: Path) -> DocumentError:
    errors = [item for item in read(*inputs) if isinstance(item, DocumentError)]
    assert len(errors) == 1, errors
    return errors[0]


def kinds(document: Document) -> list[str]:
    return [segment.kind for segment in document.segments]


# --- input kinds ---------------------------------------------------------------------------------


def test_text_file_is_split_into_passages_at_blank_lines(tmp_path: Path) -> None:
    path = put(tmp_path / "notes.txt", "First line\nstill first.\n\nSecond.\n")
    document = only_document(path)
    assert document.id == "notes.txt"
    assert document.source == "notes.txt"
    assert document.kind == "text"
    assert document.metadata is None
    assert list(document.passages()) == [(0, "First line\nstill first."), (1, "Second.")]


def test_markdown_file_kind(tmp_path: Path) -> None:
    document = only_document(put(tmp_path / "README.MD", "# Title\n\nBody.\n"))
    assert document.kind == "markdown"
    assert list(document.passages()) == [(0, "# Title"), (1, "Body.")]


def test_folder_is_walked_recursively_in_sorted_order_with_relative_posix_ids(
    tmp_path: Path,
) -> None:
    root = tmp_path / "corpus"
    # Created out of order: the result must not depend on creation or directory order.
    for name in ["z.txt", "b/y.md", "a.md", "b/a/x.txt", "B.txt", "b.txt"]:
        put(root / name, f"Text of {name}.\n")
    documents = [item for item in read(root) if isinstance(item, Document)]
    assert [d.id for d in documents] == ["B.txt", "a.md", "b/a/x.txt", "b/y.md", "b.txt", "z.txt"]
    assert [d.source for d in documents] == [d.id for d in documents]
    assert documents[2].kind == "text"
    assert list(documents[2].passages()) == [(0, "Text of b/a/x.txt.")]


def test_other_files_in_a_folder_are_skipped_and_reported(tmp_path: Path) -> None:
    root = tmp_path / "corpus"
    put(root / "keep.md", "Kept.\n")
    put(root / "image.png", b"\x89PNG\x00")
    put(root / ".hidden.md", "Hidden.\n")
    put(root / ".git" / "config", "[core]\n")
    outside = put(tmp_path / "elsewhere" / "linked.md", "Linked.\n")
    (root / "folder-link").symlink_to(outside.parent, target_is_directory=True)
    items = read(root)
    skipped = {item.path: item.reason for item in items if isinstance(item, SkippedFile)}
    assert skipped == {
        ".git": "hidden",
        ".hidden.md": "hidden",
        "folder-link": "symbolic link to a folder",
        "image.png": "unsupported extension (not .txt, .md or .jsonl)",
    }
    assert [item.id for item in items if isinstance(item, Document)] == ["keep.md"]
    assert not [item for item in items if isinstance(item, DocumentError)]


def test_jsonl_records_are_documents_grouped_by_their_file(tmp_path: Path) -> None:
    lines = [
        {"id": "doc-1", "text": "Alpha.\n\nBeta.", "metadata": {"lang": "en", "n": [1, 2]}},
        {"id": "doc-2", "text": "Gamma."},
        {"id": "doc-3", "text": "Delta.", "metadata": None},
    ]
    body = "\n".join(json.dumps(line) for line in lines) + "\n\n"
    path = put(tmp_path / "batch" / "data.jsonl", body)
    documents = read(tmp_path / "batch")
    assert all(isinstance(d, Document) for d in documents)
    assert [(d.id, d.source, d.kind) for d in documents if isinstance(d, Document)] == [
        ("doc-1", "data.jsonl", "jsonl"),
        ("doc-2", "data.jsonl", "jsonl"),
        ("doc-3", "data.jsonl", "jsonl"),
    ]
    first = documents[0]
    assert isinstance(first, Document)
    assert first.metadata == {"lang": "en", "n": [1, 2]}
    assert list(first.passages()) == [(0, "Alpha."), (1, "Beta.")]
    assert first.text == "Alpha.\n\nBeta."
    # A single JSONL file input: its source is its file name.
    assert {d.source for d in read(path) if isinstance(d, Document)} == {"data.jsonl"}


def test_jsonl_with_crlf_and_bom_is_read(tmp_path: Path) -> None:
    body = '\ufeff{"id": "a", "text": "One."}\r\n{"id": "b", "text": "Two."}\r\n'
    items = read(put(tmp_path / "w.jsonl", body))
    assert [(i.id, i.text) for i in items if isinstance(i, Document)] == [
        ("a", "One."),
        ("b", "Two."),
    ]


def test_iteration_is_lazy(tmp_path: Path) -> None:
    first = put(tmp_path / "one" / "a.txt", "A.\n").parent
    later = tmp_path / "two"
    stream = iter_corpus([first, later])
    item = next(stream)
    assert isinstance(item, Document) and item.id == "a.txt"
    # The second folder did not exist when the stream started: inputs are read on demand.
    put(later / "b.txt", "B.\n")
    rest = list(stream)
    assert [i.id for i in rest if isinstance(i, Document)] == ["b.txt"]


# --- per-item errors -----------------------------------------------------------------------------


def test_invalid_utf8_reports_the_byte_offset(tmp_path: Path) -> None:
    error = only_error(put(tmp_path / "bad.txt", b"Za\xc5\xbc\xc3\xb3\xc5\x82\xff tail\n"))
    assert error.document == "bad.txt"
    assert error.message.startswith("invalid UTF-8 at byte offset 8")


POLISH = "Zażółć gęślą jaźń; Źródło, Śląsk i Łódź.\n"


@pytest.mark.parametrize("encoding", ["cp1250", "iso-8859-2"])
def test_a_polish_8_bit_file_names_its_encoding_and_the_way_out(
    tmp_path: Path, encoding: str
) -> None:
    path = put(tmp_path / "pl.txt", POLISH.encode(encoding))

    error = only_error(path)

    assert error.message.endswith(
        f"; it looks like {encoding}: convert it with 'iconv -f {encoding} -t utf-8 {path}', "
        f"or read it with --encoding {encoding}"
    )


def test_a_western_8_bit_file_is_taken_for_cp1252(tmp_path: Path) -> None:
    error = only_error(put(tmp_path / "fr.txt", "Café crème, déjà vu.\n".encode("cp1252")))
    assert "it looks like cp1252" in error.message


def test_an_8_bit_file_is_read_as_declared(tmp_path: Path) -> None:
    put(tmp_path / "pl.txt", POLISH.encode("cp1250"))

    (document,) = iter_corpus([tmp_path], encoding="cp1250")

    assert isinstance(document, Document)
    assert list(document.passages()) == [(0, POLISH.strip())]


def test_a_skryba_output_folder_is_never_read_as_input(tmp_path: Path) -> None:
    put(tmp_path / "a.txt", "A source.\n")
    put(tmp_path / "out" / "a.txt", "Its rewrite.\n")
    put(tmp_path / "out" / ".skryba-output.jsonl", '{"format": "skryba-output", "run_id": "r1"}\n')

    items = read(tmp_path)

    assert [i.id for i in items if isinstance(i, Document)] == ["a.txt"]
    assert SkippedFile(path="out", reason="Skryba output folder (run r1)") in items
    assert read(tmp_path / "out") == [
        SkippedFile(path=str(tmp_path / "out"), reason="Skryba output folder (run r1)")
    ]


def test_documents_carry_their_source_permissions(tmp_path: Path) -> None:
    path = put(tmp_path / "a.txt", "A source.\n")
    path.chmod(0o640)

    (document,) = read(path)

    assert isinstance(document, Document)
    assert document.mode == 0o640


def test_binary_file_is_reported(tmp_path: Path) -> None:
    error = only_error(put(tmp_path / "blob.md", b"abc\x00\x01\x02"))
    assert error.message == "binary file: NUL byte at byte offset 3"


def test_utf16_file_is_reported_as_binary(tmp_path: Path) -> None:
    error = only_error(put(tmp_path / "wide.txt", "Hi there".encode("utf-16")))
    assert error.message.startswith("binary file: NUL byte")


@pytest.mark.parametrize(
    ("data", "message"),
    [(b"", "empty file"), (b" \n\t\r\n\n", "empty file: only whitespace")],
)
def test_empty_files_are_reported(tmp_path: Path, data: bytes, message: str) -> None:
    assert only_error(put(tmp_path / "empty.md", data)).message == message


def test_one_bad_file_does_not_stop_the_others(tmp_path: Path) -> None:
    root = tmp_path / "corpus"
    put(root / "a.txt", "Fine.\n")
    put(root / "b.txt", b"\xff\xfe")
    put(root / "c.txt", "Also fine.\n")
    items = read(root)
    assert [type(item).__name__ for item in items] == ["Document", "DocumentError", "Document"]


@pytest.mark.parametrize(
    ("line", "shown"),
    [
        ('{"id": "a", "text": ', "d.jsonl:2: malformed JSON: Expecting value (column 21)"),
        ('["a", "b"]', "d.jsonl:2: expected a JSON object, got array"),
        ('{"text": "x"}', "d.jsonl:2: missing 'id'"),
        ('{"id": 7, "text": "x"}', "d.jsonl:2: 'id' must be a string, got number"),
        ('{"id": null, "text": "x"}', "d.jsonl:2: 'id' must be a string, got null"),
        ('{"id": "a"}', "a: line 2: missing 'text'"),
        ('{"id": "a", "text": ["x"]}', "a: line 2: 'text' must be a string, got array"),
        (
            '{"id": "a", "text": "x", "metadata": 3}',
            "a: line 2: 'metadata' must be an object, got number",
        ),
        ('{"id": "a", "text": "  \\n "}', "a: line 2: empty 'text'"),
        (
            '{"id": "a", "text": "x", "lang": "pl"}',
            "a: line 2: unexpected key(s) 'lang': put extra fields under 'metadata'",
        ),
    ],
)
def test_malformed_jsonl_lines_are_reported_naming_their_line_once(
    tmp_path: Path, line: str, shown: str
) -> None:
    body = '{"id": "ok-1", "text": "Fine."}\n' + line + '\n{"id": "ok-2", "text": "Fine."}\n'
    items = read(put(tmp_path / "d.jsonl", body))
    assert [i.id for i in items if isinstance(i, Document)] == ["ok-1", "ok-2"]
    errors = [i for i in items if isinstance(i, DocumentError)]
    assert len(errors) == 1
    # As the run prints it: the locator or the id, then the message; the line named once.
    assert f"{errors[0].document}: {errors[0].message}" == shown
    # The line's bytes ride along, so the output keeps it in its place (not in any report).
    assert errors[0].raw_line == line.encode() + b"\n"
    assert "raw_line" not in errors[0].model_dump(mode="json")
    assert errors[0].line == 2
    assert errors[0].source == "d.jsonl"
    # The locator names the line when no usable id was found.
    assert errors[0].document in ("a", "d.jsonl:2")


def test_invalid_utf8_in_jsonl_reports_the_file_byte_offset(tmp_path: Path) -> None:
    first = b'{"id": "a", "text": "x"}\n'
    path = put(tmp_path / "d.jsonl", first + b'{"id": "b", "text": "\xc3("}\n')
    error = only_error(path)
    offset = len(first) + len(b'{"id": "b", "text": "')
    assert error.message.startswith(f"invalid UTF-8 at byte offset {offset}")
    assert error.document == "d.jsonl:2"


def test_empty_jsonl_file_is_reported(tmp_path: Path) -> None:
    assert only_error(put(tmp_path / "d.jsonl", "\n \n")).message == "empty JSONL file"


def test_duplicate_id_within_a_jsonl_file(tmp_path: Path) -> None:
    body = '{"id": "a", "text": "One."}\n{"id": "b", "text": "Two."}\n{"id": "a", "text": "3."}\n'
    error = only_error(put(tmp_path / "d.jsonl", body))
    assert error.message == "line 3: duplicate id 'a' (first seen at line 1)"
    assert error.document == "a"


def test_duplicate_ids_across_the_corpus(tmp_path: Path) -> None:
    one = put(tmp_path / "one" / "notes.md", "One.\n").parent
    two = put(tmp_path / "two" / "notes.md", "Two.\n").parent
    put(two / "more.jsonl", '{"id": "notes.md", "text": "Three."}\n')
    items = read(one, two)
    assert [i.id for i in items if isinstance(i, Document)] == ["notes.md"]
    errors = [i for i in items if isinstance(i, DocumentError)]
    assert [e.message for e in errors] == [
        f"line 1: duplicate document id 'notes.md' (first seen in file {str(one / 'notes.md')!r})",
        f"duplicate document id 'notes.md' (first seen in file {str(one / 'notes.md')!r})",
    ]


def test_two_jsonl_inputs_with_the_same_output_path_are_refused(tmp_path: Path) -> None:
    first = put(tmp_path / "x" / "d.jsonl", '{"id": "a", "text": "One."}\n')
    second = put(tmp_path / "y" / "d.jsonl", '{"id": "b", "text": "Two."}\n')
    items = read(first, second)
    assert [i.id for i in items if isinstance(i, Document)] == ["a"]
    error = items[1]
    assert isinstance(error, DocumentError)
    assert error.message == f"duplicate output path (first seen as {str(first)!r})"


@pytest.mark.parametrize(
    ("document_id", "why"),
    [
        ("../x", "it contains a '..' component"),
        ("a/../../x", "it contains a '..' component"),
        ("/etc/passwd", "it is an absolute path"),
        ("C:/Windows/x", "it is an absolute path"),
        ("a\\b", "it contains a backslash"),
        ("..\\x", "it contains a backslash"),
        ("a\u0000b", "it contains a NUL character"),
        ("", "it is empty"),
        ("a//b", "it contains an empty or '.' path component"),
        ("./a", "it contains an empty or '.' path component"),
    ],
)
def test_jsonl_ids_that_try_path_traversal_are_rejected(
    tmp_path: Path, document_id: str, why: str
) -> None:
    line = json.dumps({"id": document_id, "text": "Text."})
    error = only_error(put(tmp_path / "d.jsonl", line + "\n"))
    assert error.document == "d.jsonl:1"
    assert error.message == f"unsafe id {document_id!r}: {why}"
    assert relative_path_problem(document_id) == why


def test_safe_ids_are_accepted() -> None:
    for value in ["a", "a/b.md", "doc-1", "v1.2", "..a", "a..", "zażółć/gęślą.md"]:
        assert relative_path_problem(value) is None, value


def test_file_name_with_a_backslash_is_rejected(tmp_path: Path) -> None:
    put(tmp_path / "corpus" / "a\\b.md", "Text.\n")
    error = only_error(tmp_path / "corpus")
    assert error.message == "unsafe document id: it contains a backslash"


def test_missing_input_and_unsupported_file_are_reported(tmp_path: Path) -> None:
    pdf = put(tmp_path / "paper.pdf", b"%PDF")
    items = read(tmp_path / "nope", pdf)
    assert all(isinstance(item, DocumentError) for item in items)
    assert [item.message for item in items if isinstance(item, DocumentError)] == [
        "input not found",
        "unsupported file type '.pdf': expected .txt, .md or .jsonl",
    ]


def test_a_too_long_passage_is_marked_not_the_whole_document(tmp_path: Path) -> None:
    path = put(tmp_path / "a.txt", "Short.\n\n" + "x" * 30 + "\n\nAlso short.\n")
    items = read(path, max_passage_chars=20)
    document = items[0]
    assert isinstance(document, Document)
    assert list(document.passages()) == [(0, "Short."), (2, "Also short.")]
    assert list(document.too_long_passages()) == [
        (1, "passage 1 is 30 characters long, over the limit of 20 characters (max_passage_chars)")
    ]
    assert document.passage_count == 3
    unlimited = read(path, max_passage_chars=None)[0]
    assert isinstance(unlimited, Document)
    assert [index for index, _ in unlimited.passages()] == [0, 1, 2]


# --- pass-through blocks -------------------------------------------------------------------------


def blocks(text: str, kind: DocumentKind = "markdown") -> list[tuple[str, str]]:
    segments = split_segments(text, kind, max_passage_chars=None)
    assert "".join(segment.text for segment in segments) == text
    return [(segment.kind, segment.text) for segment in segments]


def test_front_matter_passes_through_in_markdown_only() -> None:
    text = "---\ntitle: A\n\nsummary: B\n---\nBody.\n"
    assert blocks(text) == [
        ("front_matter", "---\ntitle: A\n\nsummary: B\n---\n"),
        ("passage", "Body."),
        ("whitespace", "\n"),
    ]
    # In a text file the same lines are prose.
    assert [kind for kind, _ in blocks(text, "text")] == [
        "passage",
        "whitespace",
        "passage",
        "whitespace",
    ]


def test_unclosed_front_matter_is_not_front_matter() -> None:
    assert [kind for kind, _ in blocks("---\ntitle: A\n")] == ["passage", "whitespace"]


def test_fenced_code_with_blank_lines_passes_through() -> None:
    code = "```python\nx = 1\n\n\ny = 2\n```\n"
    tilde = "~~~\nnot prose\n\n~~~\n"
    text = f"Intro.\n\n{code}\n{tilde}After.\n"
    assert blocks(text) == [
        ("passage", "Intro."),
        ("whitespace", "\n\n"),
        ("code", code),
        ("whitespace", "\n"),
        ("code", tilde),
        ("passage", "After."),
        ("whitespace", "\n"),
    ]


def test_fence_closes_only_with_the_same_character_and_enough_length() -> None:
    code = "````\n```\n~~~~\nstill code\n````\n"
    assert blocks(code + "\nProse.")[0] == ("code", code)


def test_unclosed_fence_runs_to_the_end() -> None:
    text = "Prose.\n```\ncode\n\nmore code\n"
    assert blocks(text) == [
        ("passage", "Prose."),
        ("whitespace", "\n"),
        ("code", "```\ncode\n\nmore code\n"),
    ]


def test_four_space_indent_is_not_a_fence() -> None:
    assert [kind for kind, _ in blocks("    ```\nText.\n")] == [
        "whitespace",
        "passage",
        "whitespace",
    ]


def test_tables_pass_through() -> None:
    table = "| a | b |\n|---|---|\n| 1 | 2 |\n"
    text = f"Before the table:\n{table}\nAfter.\n"
    assert blocks(text) == [
        ("passage", "Before the table:"),
        ("whitespace", "\n"),
        ("table", table),
        ("whitespace", "\n"),
        ("passage", "After."),
        ("whitespace", "\n"),
    ]


def test_blocks_without_text_and_whitespace_pass_through() -> None:
    text = "\n \t\nFirst.\n\n---\n\n  Second.  \n"
    assert blocks(text) == [
        ("whitespace", "\n \t\n"),
        ("passage", "First."),
        ("whitespace", "\n\n"),
        ("no_text", "---"),
        ("whitespace", "\n\n  "),
        ("passage", "Second."),
        ("whitespace", "  \n"),
    ]


def test_passage_indices_count_only_passages() -> None:
    segments = split_segments("```\nc\n```\nA.\n\n| t |\n\nB.\n", "markdown")
    passages = [s for s in segments if isinstance(s, Passage)]
    assert [(p.index, p.text) for p in passages] == [(0, "A."), (1, "B.")]
    assert all(isinstance(s, Block) for s in segments if s not in passages)


# --- byte-identical rebuilding -------------------------------------------------------------------

TRICKY = [
    "One.\r\n\r\nTwo.\r\n",
    "No trailing newline.\n\nLast",
    "\n\n\nLeading blank lines.\n\n\n\nMany blank lines.\n\n\n",
    "\tTabbed start.\n\t\n\tTabbed paragraph\twith tab.\t\n",
    "Mixed\r\nendings\n\r\nold mac\rline\r\r",
    "\ufeff---\r\ntitle: x\r\n---\r\n\r\n# Head\r\n\r\nBody\r\n```\r\ncode\r\n\r\n```\r\n",
    "| a |\n| b |\nText right after.\n  | indented table |\n",
    "Trailing spaces   \n   \nNext  ",
    "\u00a0Nbsp\u3000\n\u2028\nodd separators\x0c\n\x0cformfeed\n",
    "---\n---\n",
    "~~~\n~~~\n```\n",
    "ż",
]


@pytest.mark.parametrize("text", TRICKY)
@pytest.mark.parametrize("suffix", [".md", ".txt"])
def test_documents_rebuild_byte_identically(tmp_path: Path, text: str, suffix: str) -> None:
    data = text.encode("utf-8")
    document = only_document(put(tmp_path / f"doc{suffix}", data))
    assert document.text == text
    assert document.render({}).encode("utf-8") == data
    identical = {index: passage for index, passage in document.passages()}
    assert document.render(identical).encode("utf-8") == data


@pytest.mark.parametrize("text", TRICKY)
def test_jsonl_texts_rebuild_identically(tmp_path: Path, text: str) -> None:
    document = only_document(put(tmp_path / "d.jsonl", json.dumps({"id": "x", "text": text})))
    assert document.render({}) == text


PIECES = [
    "Plain sentence.",
    "Two\nlines.",
    "",
    " ",
    "\t",
    "```",
    "~~~",
    "````md",
    "| cell |",
    "---",
    "...",
    "# Heading",
    "  indented",
    "zażółć gęślą jaźń",
    "***",
]


@pytest.mark.parametrize("seed", range(40))
def test_random_documents_rebuild_byte_identically(seed: int) -> None:
    rng = random.Random(seed)
    endings = rng.choice([["\n"], ["\r\n"], ["\n", "\r\n", "\r"]])
    lines = [rng.choice(PIECES) + rng.choice(endings) for _ in range(rng.randint(1, 25))]
    if rng.random() < 0.5:
        lines[-1] = lines[-1].rstrip("\r\n")
    text = "".join(lines)
    all_kinds: tuple[DocumentKind, ...] = ("markdown", "text", "jsonl")
    for kind in all_kinds:
        segments = split_segments(text, kind, max_passage_chars=40)
        document = Document(id="r", source="r", kind=kind, segments=segments)
        assert document.render({}) == text
        for segment in segments:
            if isinstance(segment, Passage):
                # A passage is prose: trimmed, no blank line inside, something to rewrite.
                assert segment.text == segment.text.strip()
                assert all(line.strip() for line in segment.text.splitlines())
                assert any(char.isalnum() for char in segment.text)
                assert segment.too_long == (len(segment.text) > 40)


def test_render_replaces_only_the_given_passages() -> None:
    text = "---\na: 1\n---\nOne.\n\n```\nTwo.\n```\n\nThree.\n"
    document = Document(
        id="d", source="d", kind="markdown", segments=split_segments(text, "markdown")
    )
    assert document.render({1: "3!"}) == "---\na: 1\n---\nOne.\n\n```\nTwo.\n```\n\n3!\n"
    assert document.render({0: "1!", 1: "3!"}) == "---\na: 1\n---\n1!\n\n```\nTwo.\n```\n\n3!\n"


def test_render_keeps_crlf_line_endings() -> None:
    text = "One.\r\n\r\nTwo.\r\n"
    document = Document(id="d", source="d", kind="text", segments=split_segments(text, "text"))
    assert document.render({0: "Line a\nline b"}) == "Line a\r\nline b\r\n\r\nTwo.\r\n"


def test_samples_are_short_and_rebuild_identically() -> None:
    items = read(SAMPLES)
    documents = [item for item in items if isinstance(item, Document)]
    assert len(documents) == len(items) == 2
    kinds_seen = {document.kind for document in documents}
    assert kinds_seen == {"markdown", "text"}
    for document in documents:
        assert document.render({}) == (SAMPLES / document.id).read_text(encoding="utf-8")
        passages = list(document.passages())
        assert 2 <= len(passages) <= 5
        assert all(len(text) < 200 for _, text in passages)
    markdown = next(d for d in documents if d.kind == "markdown")
    assert {"front_matter", "code"} <= set(kinds(markdown))
