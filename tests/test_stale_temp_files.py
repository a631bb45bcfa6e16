"""A killed run's temporary files in ``--out`` are removed by the next run or resume, and only
those: files of the writers' exact naming, in ``--out`` and the folders below it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from models.corpus import Document, Passage
from skryba.corpus.outputs import OutputWriter, is_stale_temp_name, remove_stale_temp_files
from skryba.corpus.shards import STAGING_FOLDER
from skryba.corpus.writer import JsonlWriter, write_document
from skryba.reports.names import REPORT_JSON, REPORT_MD
from skryba.reports.report import _atomic

OURS = [
    ".c.jsonl.ab12cd_9.tmp",
    "notes/.a.txt.zz99aa00.tmp",
    "notes/deep/.Readme.MD.k2j4h6g8.tmp",
    ".report.json.tmp",
    ".report.md.tmp",
]
NOT_OURS = [
    ".notes.tmp",  # no random part
    ".a.txt.tmp",  # no random part
    ".draft.backup12.tmp",  # not a document we write
    ".a.txt.ABCDEFGH.tmp",  # not tempfile's alphabet
    ".a.txt.abcdefghi.tmp",  # nine characters
    "a.txt.ab12cd_9.tmp",  # no leading dot
    ".a.txt.ab12cd_9.tmp.bak",
    "notes/.report.json.tmp",  # reports are written at the top only
    "c.jsonl",
    "notes/a.txt",
]


def _touch(root: Path, relative: str, text: str = "x") -> Path:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, "utf-8")
    return path


def _files(root: Path) -> set[str]:
    return {
        (Path(folder) / name).relative_to(root).as_posix()
        for folder, _, names in os.walk(root)
        for name in names
    }


def test_only_our_temporary_files_go_in_out_and_below(tmp_path: Path) -> None:
    out = tmp_path / "out"
    for relative in [*OURS, *NOT_OURS]:
        _touch(out, relative)

    removed = remove_stale_temp_files(out)

    assert sorted(p.relative_to(out).as_posix() for p in removed) == sorted(OURS)
    assert _files(out) == set(NOT_OURS)


def test_links_are_not_followed_and_the_shards_staging_is_left_to_the_shards(
    tmp_path: Path,
) -> None:
    out, elsewhere = tmp_path / "out", tmp_path / "elsewhere"
    outside = _touch(elsewhere, ".a.txt.ab12cd_9.tmp")
    out.mkdir()
    (out / "linked").symlink_to(elsewhere, target_is_directory=True)
    (out / ".b.txt.ab12cd_9.tmp").symlink_to(outside)
    staged = _touch(out, f"{STAGING_FOLDER}/run-1/2/.c.jsonl.ab12cd_9.tmp")

    assert remove_stale_temp_files(out) == []
    assert outside.exists() and staged.exists()
    # A shard's writer opens on its own staging folder, and cleans that.
    assert remove_stale_temp_files(out / STAGING_FOLDER / "run-1" / "2") == [staged]


def test_a_missing_out_folder_has_nothing_to_remove(tmp_path: Path) -> None:
    assert remove_stale_temp_files(tmp_path / "not-yet") == []


def test_the_writers_temporary_files_match_the_pattern(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The pattern is the writers' real naming: read off files they are writing."""
    out = tmp_path / "out"
    record = Document(
        id="r1",
        source="sub/records.jsonl",
        kind="jsonl",
        segments=[Passage(index=0, text="A record.")],
    )
    writer = JsonlWriter(out)
    writer.write(record, {0: "A rewritten record."})
    (jsonl_temp,) = [name for name in _files(out) if name.endswith(".tmp")]
    assert is_stale_temp_name(Path(jsonl_temp).name, top=False)
    writer.abort()

    # A text document's temporary file lives only inside write_document: catch it in flight.
    seen: list[str] = []
    real_replace = os.replace

    def spy(source: str | Path, target: str | Path) -> None:
        seen.append(Path(source).name)
        real_replace(source, target)

    text = Document(
        id="a.txt",
        source="notes/a.txt",
        kind="text",
        segments=[Passage(index=0, text="A passage.")],
    )
    monkeypatch.setattr(os, "replace", spy)
    write_document(out, text, {0: "A rewritten passage."})
    assert len(seen) == 1 and is_stale_temp_name(seen[0], top=False), seen
    for name in (REPORT_JSON, REPORT_MD):
        assert is_stale_temp_name(_atomic(out / name).tmp.name, top=True)


def test_the_output_writer_removes_them_when_it_opens(tmp_path: Path) -> None:
    out = tmp_path / "out"
    for relative in [*OURS, *NOT_OURS]:
        _touch(out, relative)
    with OutputWriter(out) as writer:
        assert sorted(p.relative_to(out).as_posix() for p in writer.removed_temp_files) == sorted(
            OURS
        )
        assert _files(out) == set(NOT_OURS)
