"""Writing finished documents while passages finish out of order.

Text and Markdown documents are written as soon as their last passage finishes. JSONL records
must keep their input order, so a record waits until every earlier record of its file is written;
only records in flight wait, so memory stays bounded by the concurrency window.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from types import TracebackType
from typing import Self

from models.corpus import Document
from skryba.corpus_writer import JsonlWriter, write_document


class OutputWriter:
    """Writes each document once all its passages are settled, JSONL records in input order."""

    def __init__(self, out_dir: Path) -> None:
        self.out_dir = out_dir
        self._jsonl = JsonlWriter(out_dir)
        self._order: dict[str, list[str]] = {}  # JSONL source -> ids not yet written, in order
        self._ready: dict[str, tuple[Document, dict[int, str]]] = {}

    def expect(self, document: Document) -> None:
        """Register a document in input order (call as documents are read)."""
        if document.kind == "jsonl":
            self._order.setdefault(document.source, []).append(document.id)

    def write(self, document: Document, outputs: Mapping[int, str]) -> None:
        """The document is complete: write it now, or as soon as its turn comes."""
        if document.kind != "jsonl":
            write_document(self.out_dir, document, outputs)
            return
        self._ready[document.id] = (document, dict(outputs))
        waiting = self._order[document.source]
        while waiting and waiting[0] in self._ready:
            ready, ready_outputs = self._ready.pop(waiting.pop(0))
            self._jsonl.write(ready, ready_outputs)

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if exc_type is None:
            self._jsonl.close()
        else:
            self._jsonl.abort()
