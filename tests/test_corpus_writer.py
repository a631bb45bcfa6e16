"""Writing the corpus: same paths, byte-identical when unchanged, atomic, never outside out_dir."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from models.corpus import Document, DocumentKind
from skryba.corpus.reader import iter_corpus, split_segments
from skryba.corpus.writer import JsonlWriter, jsonl_record, safe_output_path, write_document
from skryba.errors import CorpusError


def put(path: Path, data: bytes | str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return path


def documents(*inputs: Path) -> list[Document]:
    items = list(iter_corpus(list(inputs)))
    assert all(isinstance(item, Document) for item in items), items
    return [item for item in items if isinstance(item, Document)]


def make(document_id: str, text: str = "Text.\n", kind: DocumentKind = "markdown") -> Document:
    return Document(
        id=document_id, source=document_id, kind=kind, segments=split_segments(text, kind)
    )


def tree(root: Path) -> dict[str, bytes]:
    return {
        path.relative_to(root).as_posix(): path.read_bytes()
        for path in sorted(root.rglob("*"))
        if path.is_file() and not path.is_symlink()
    }


# --- files ---------------------------------------------------------------------------------------

ORIGINALS = {
    "a.md": "---\r\ntitle: A\r\n---\r\n\r\n# Title\r\n\r\nBody one.\r\n\r\n```\r\nx\r\n\r\n```\r\n",
    "sub/deeper/b.txt": "\n\nFirst.\n\n\n\tSecond\twith tabs\nand two lines",
    "sub/c.md": "| a | b |\n|---|---|\n\nText after a table.\n\n\n",
}


def test_unchanged_corpus_is_written_byte_identically(tmp_path: Path) -> None:
    source = tmp_path / "in"
    for name, text in ORIGINALS.items():
        put(source / name, text)
    out = tmp_path / "out"
    written = [write_document(out, document, {}) for document in documents(source)]
    assert written == [out.resolve() / name for name in sorted(ORIGINALS)]
    assert tree(out) == tree(source)


def test_outputs_replace_their_passages_and_nothing_else(tmp_path: Path) -> None:
    (document,) = documents(put(tmp_path / "a.md", ORIGINALS["a.md"]))
    path = write_document(tmp_path / "out", document, {1: "Body, rewritten\nin two lines."})
    assert path.read_bytes() == (
        b"---\r\ntitle: A\r\n---\r\n\r\n# Title\r\n\r\nBody, rewritten\r\nin two lines.\r\n"
        b"\r\n```\r\nx\r\n\r\n```\r\n"
    )


def test_existing_output_is_replaced_and_no_temporary_file_is_left(tmp_path: Path) -> None:
    out = tmp_path / "out"
    put(out / "a.md", "old content\n")
    write_document(out, make("a.md", "New.\n"), {0: "Newer."})
    assert os.listdir(out) == ["a.md"]
    assert (out / "a.md").read_text() == "Newer.\n"


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "out"
    put(out / "a.md", "old content\n")

    def broken_replace(source: str, target: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(CorpusError, match=r"cannot write 'a\.md'.*No space left"):
        write_document(out, make("a.md", "New.\n"), {})
    assert os.listdir(out) == ["a.md"]
    assert (out / "a.md").read_text() == "old content\n"


def test_unknown_passage_index_is_refused(tmp_path: Path) -> None:
    with pytest.raises(CorpusError, match="no passage with index 5"):
        write_document(tmp_path, make("a.md", "One.\n\nTwo.\n"), {5: "x"})


def test_write_document_refuses_jsonl_records(tmp_path: Path) -> None:
    with pytest.raises(CorpusError, match="JsonlWriter"):
        write_document(tmp_path, make("r", "x", "jsonl"), {})


# --- path safety ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "hostile",
    ["../escape.md", "sub/../../escape.md", "/tmp/escape.md", "..\\escape.md", "a\x00.md", ""],
)
def test_hostile_ids_are_refused(tmp_path: Path, hostile: str) -> None:
    out = tmp_path / "out"
    with pytest.raises(CorpusError, match="refusing to write"):
        write_document(out, make(hostile), {})
    with pytest.raises(CorpusError, match="refusing to write"), JsonlWriter(out) as writer:
        writer.write(make(hostile, kind="jsonl"), {})
    assert [p for p in tmp_path.rglob("*") if p.is_file()] == []
    assert not Path("/tmp/escape.md").exists()


def test_symlinked_folder_leading_outside_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "out"
    outside = tmp_path / "outside"
    outside.mkdir()
    out.mkdir()
    (out / "sub").symlink_to(outside, target_is_directory=True)
    with pytest.raises(CorpusError, match="leads outside the output folder"):
        write_document(out, make("sub/deeper/a.md"), {})
    # Not even the intermediate folder was created on the other side of the link.
    assert list(outside.iterdir()) == []


def test_symlinked_file_leading_outside_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "out"
    victim = put(tmp_path / "victim.md", "precious\n")
    out.mkdir()
    (out / "a.md").symlink_to(victim)
    with pytest.raises(CorpusError, match="leads outside the output folder"):
        write_document(out, make("a.md"), {})
    assert victim.read_text() == "precious\n"


def test_symlinks_inside_out_dir_and_a_symlinked_out_dir_are_fine(tmp_path: Path) -> None:
    real = tmp_path / "real"
    (real / "target").mkdir(parents=True)
    (real / "alias").symlink_to(real / "target", target_is_directory=True)
    out = tmp_path / "out-link"
    out.symlink_to(real, target_is_directory=True)
    path = write_document(out, make("alias/a.md", "Hello.\n"), {})
    assert (real / "target" / "a.md").read_text() == "Hello.\n"
    assert path == real / "alias" / "a.md"


def test_a_file_where_a_folder_is_needed_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "out"
    put(out / "sub", "I am a file\n")
    with pytest.raises(CorpusError, match="'sub' is not a folder"):
        write_document(out, make("sub/a.md"), {})
    (out / "dir.md").mkdir()
    with pytest.raises(CorpusError, match="a folder is in the way"):
        safe_output_path(out, "dir.md")


# --- JSONL ---------------------------------------------------------------------------------------

RECORDS: list[dict[str, Any]] = [
    {"id": "doc-1", "text": "Alpha.\r\n\r\nBeta.\r\n", "metadata": {"lang": "pl", "tags": ["x"]}},
    {"id": "doc-2", "text": "Zażółć gęślą jaźń.", "metadata": None},
    {"id": "nested/doc-3", "text": "```\ncode\n```\n\nGamma.", "metadata": {}},
]


def test_jsonl_round_trip(tmp_path: Path) -> None:
    body = "".join(json.dumps(record) + "\n" for record in RECORDS)
    put(tmp_path / "in" / "batches" / "one.jsonl", body)
    out = tmp_path / "out"
    with JsonlWriter(out) as writer:
        for document in documents(tmp_path / "in"):
            assert writer.write(document, {}) == out.resolve() / "batches" / "one.jsonl"
        # Nothing is published before the writer is closed.
        assert not (out / "batches" / "one.jsonl").exists()
    lines = (out / "batches" / "one.jsonl").read_text(encoding="utf-8").splitlines()
    assert [json.loads(line) for line in lines] == RECORDS
    assert "Zażółć" in lines[1]  # readable UTF-8, not \u escapes
    assert os.listdir(out / "batches") == ["one.jsonl"]
    # Reading the output again gives the same documents.
    again = documents(out)
    assert [(d.id, d.text, d.metadata) for d in again] == [
        (r["id"], r["text"], r["metadata"]) for r in RECORDS
    ]


def test_jsonl_outputs_replace_passages_in_input_order(tmp_path: Path) -> None:
    body = "".join(json.dumps(record) + "\n" for record in RECORDS)
    docs = documents(put(tmp_path / "one.jsonl", body))
    out = tmp_path / "out"
    with JsonlWriter(out) as writer:
        writer.write(docs[0], {1: "Beta, rewritten."})
        writer.write(docs[1], {})
        writer.write(docs[2], {0: "Gamma, rewritten."})
    records = [json.loads(line) for line in (out / "one.jsonl").read_text().splitlines()]
    assert [r["id"] for r in records] == ["doc-1", "doc-2", "nested/doc-3"]
    assert records[0]["text"] == "Alpha.\r\n\r\nBeta, rewritten.\r\n"
    assert records[2]["text"] == "```\ncode\n```\n\nGamma, rewritten."


def test_jsonl_writer_aborts_without_publishing(tmp_path: Path) -> None:
    out = tmp_path / "out"
    put(out / "one.jsonl", "previous\n")
    (document,) = documents(put(tmp_path / "one.jsonl", json.dumps(RECORDS[1]) + "\n"))
    with pytest.raises(RuntimeError), JsonlWriter(out) as writer:
        writer.write(document, {})
        raise RuntimeError("crash mid-run")
    assert os.listdir(out) == ["one.jsonl"]
    assert (out / "one.jsonl").read_text() == "previous\n"


def test_jsonl_writer_rechecks_the_path_when_closing(tmp_path: Path) -> None:
    out = tmp_path / "out"
    outside = tmp_path / "outside"
    outside.mkdir()
    (out / "sub").mkdir(parents=True)
    writer = JsonlWriter(out)
    writer.write(make("sub/one.jsonl", "x", "jsonl"), {})
    # The folder is swapped for a link to elsewhere while the run is going.
    os.rename(out / "sub", tmp_path / "moved")
    (out / "sub").symlink_to(outside, target_is_directory=True)
    with pytest.raises(CorpusError, match="leads outside"):
        writer.close()
    assert list(outside.iterdir()) == []


def test_jsonl_records_round_trip_unchanged_except_text(tmp_path: Path) -> None:
    # Keys in any order, metadata absent, null, empty or nested, escapes and numbers: only
    # the text of a rewritten passage changes.
    lines = [
        '{"id": "no-metadata", "text": "Alpha.\\n\\nBeta."}',
        '{"text": "Gamma.", "metadata": null, "id": "null-metadata"}',
        '{"metadata": {"n": 1.5, "big": 12345678901234567890, "t": true, "s": "\\u00e9"},'
        ' "id": "first-metadata", "text": "Delta."}',
        '{"id": "empty", "text": "Epsilon.", "metadata": {}}',
    ]
    put(tmp_path / "in" / "one.jsonl", "\n".join(lines) + "\n")
    docs = documents(tmp_path / "in")
    out = tmp_path / "out"
    with JsonlWriter(out) as writer:
        writer.write(docs[0], {1: "Beta, rewritten."})
        for document in docs[1:]:
            writer.write(document, {})
    written = (out / "one.jsonl").read_text(encoding="utf-8").splitlines()
    originals = [json.loads(line) for line in lines]
    records = [json.loads(line) for line in written]
    assert records[0] == {"id": "no-metadata", "text": "Alpha.\n\nBeta, rewritten."}
    assert "metadata" not in records[0]
    assert records[1:] == originals[1:]
    # Same keys in the same order, record by record.
    assert [list(r) for r in records] == [list(o) for o in originals]
    assert records[2]["metadata"]["big"] == 12345678901234567890
    # And reading the output back gives the same documents.
    again = documents(out)
    assert [(d.id, d.text, d.metadata, d.record_keys) for d in again] == [
        (d.id, d.text if n else "Alpha.\n\nBeta, rewritten.", d.metadata, d.record_keys)
        for n, d in enumerate(docs)
    ]


def test_a_jsonl_document_without_its_record_keys_writes_metadata_only_when_present(
    tmp_path: Path,
) -> None:
    bare = make("a.jsonl", "Text.", "jsonl")
    assert bare.record_keys is None
    assert jsonl_record(bare, {}) == {"id": bare.id, "text": "Text."}
    with_metadata = bare.model_copy(update={"metadata": {"k": 1}})
    assert jsonl_record(with_metadata, {}) == {"id": bare.id, "text": "Text.", "metadata": {"k": 1}}
