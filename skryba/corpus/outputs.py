"""Writing finished documents while passages finish out of order.

Text and Markdown documents are written as soon as their last passage finishes. JSONL records
must keep their input order, so a record waits until every earlier record of its file is written;
only records in flight wait, so memory stays bounded by the concurrency window.

A process killed mid-write (``kill -9``) leaves its temporary files behind; the next run or
resume into the same folder removes them when its writer opens (``remove_stale_temp_files``).
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Mapping
from pathlib import Path
from types import TracebackType
from typing import Self

from models.corpus import Document, DocumentError
from skryba.corpus.output_folder import FileLog
from skryba.corpus.reader import FILE_KINDS, JSONL_SUFFIX
from skryba.corpus.shards import STAGING_FOLDER
from skryba.corpus.writer import JsonlWriter, write_document
from skryba.reports.names import REPORT_NAMES

log = logging.getLogger(__name__)

# The writers' own names, exactly: ``tempfile.mkstemp(prefix=".NAME.", suffix=".tmp")`` beside a
# document we write (8 characters from tempfile's alphabet), and ``.report.json.tmp`` /
# ``.report.md.tmp`` at the top. A user's ``.notes.tmp`` or ``.a.txt.tmp`` is none of these.
_DOCUMENT_SUFFIXES = "|".join(re.escape(s) for s in (*FILE_KINDS, JSONL_SUFFIX))
_DOCUMENT_TEMP = re.compile(rf"\..+(?i:{_DOCUMENT_SUFFIXES})\.[a-z0-9_]{{8}}\.tmp")
_REPORT_TEMPS = frozenset(f".{name}.tmp" for name in REPORT_NAMES)


def is_stale_temp_name(name: str, *, top: bool) -> bool:
    """Whether ``name`` is one of our writers' temporary files (``top``: directly in --out)."""
    return bool(_DOCUMENT_TEMP.fullmatch(name)) or (top and name in _REPORT_TEMPS)


def remove_stale_temp_files(out_dir: Path) -> list[Path]:
    """Remove the temporary files a killed run left in ``out_dir`` and below; the removed paths.

    Only regular files of our own naming go. Links are not followed, and the shards' staging
    folder is left to the shards (each cleans its own when its writer opens). Call it before
    this run writes anything: a temporary file of a writer still running would go too.
    """
    removed: list[Path] = []
    if not out_dir.is_dir():
        return removed
    for folder, folders, names in os.walk(out_dir):
        here = Path(folder)
        top = here == out_dir
        if top and STAGING_FOLDER in folders:
            folders.remove(STAGING_FOLDER)
        for name in names:
            path = here / name
            if is_stale_temp_name(name, top=top) and path.is_file() and not path.is_symlink():
                path.unlink(missing_ok=True)
                removed.append(path)
    if removed:
        log.info("removed %d temporary file(s) an earlier run left in %s", len(removed), out_dir)
    return removed


class OutputWriter:
    """Writes each document once all its passages are settled, JSONL records in input order."""

    def __init__(self, out_dir: Path) -> None:
        self.out_dir = out_dir
        self._files = FileLog(out_dir)
        self._jsonl = JsonlWriter(out_dir, before_create=self._files.record)
        self._order: dict[str, list[str]] = {}  # JSONL source -> ids not yet written, in order
        self._ready: dict[str, tuple[Document, dict[int, str]] | DocumentError] = {}
        self.removed_temp_files: list[Path] = []

    def expect(self, document: Document) -> None:
        """Register a document in input order (call as documents are read)."""
        if document.kind == "jsonl":
            self._order.setdefault(document.source, []).append(document.id)

    def expect_line(self, error: DocumentError) -> None:
        """Register a JSONL line that is no record (its error carries the raw line): it passes
        through unchanged, in its place, so no line of the input is lost from the output."""
        if error.raw_line is not None:
            waiting = self._order.setdefault(error.source, [])
            waiting.append(_line_key(error))
            self._ready[_line_key(error)] = error
            self._flush(error.source)

    def write(self, document: Document, outputs: Mapping[int, str]) -> None:
        """The document is complete: write it now, or as soon as its turn comes."""
        if document.kind != "jsonl":
            self._files.record(document.source)
            write_document(self.out_dir, document, outputs)
            return
        self._ready[document.id] = (document, dict(outputs))
        self._flush(document.source)

    def _flush(self, source: str) -> None:
        waiting = self._order[source]
        while waiting and waiting[0] in self._ready:
            ready = self._ready.pop(waiting.pop(0))
            if isinstance(ready, DocumentError):
                assert ready.raw_line is not None
                self._jsonl.write_raw(source, ready.raw_line, ready.mode)
            else:
                self._jsonl.write(*ready)

    def __enter__(self) -> Self:
        # Before anything is written: what a killed run left must not outlive this one.
        self.removed_temp_files = remove_stale_temp_files(self.out_dir)
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        try:
            if exc_type is None:
                self._jsonl.close()
            else:
                self._jsonl.abort()
        finally:
            self._files.close()


def _line_key(error: DocumentError) -> str:
    # No record id holds a NUL (refused as unsafe), so this never meets one.
    return f"\x00line {error.line}"
