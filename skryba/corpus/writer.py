"""Writing a rewritten corpus: same relative paths, atomic files, never outside the output folder.

Text and Markdown documents are written whole, atomically (temporary file + ``os.replace``).
JSONL records are appended, in the order given, to a temporary file per JSONL source that
replaces the final file when the writer is closed; an aborted writer leaves no partial file.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from types import TracebackType
from typing import IO, Any, Self

from models.corpus import Document
from skryba.corpus.reader import relative_path_problem
from skryba.errors import CorpusError


def safe_output_path(out_dir: Path, relative: str) -> Path:
    """``out_dir / relative`` after checking it stays inside ``out_dir``; creates its folders.

    Every existing component is resolved (following symbolic links) and must stay inside the
    resolved ``out_dir``; folders are created one at a time only after their parent passed.
    Raises CorpusError otherwise.
    """
    problem = relative_path_problem(relative)
    if problem is not None:
        raise CorpusError(f"refusing to write {relative!r}: {problem}")
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        root = out_dir.resolve(strict=True)
        current = root
        *folders, name = relative.split("/")
        for folder in folders:
            current = _checked(root, current / folder, relative)
            if not current.exists():
                current.mkdir()
            elif not current.is_dir():
                raise CorpusError(f"refusing to write {relative!r}: {folder!r} is not a folder")
        target = _checked(root, current / name, relative)
    except OSError as exc:
        raise CorpusError(f"cannot prepare the output path for {relative!r}: {exc}") from exc
    if target.is_dir():
        raise CorpusError(f"refusing to write {relative!r}: a folder is in the way")
    return target


def _checked(root: Path, path: Path, relative: str) -> Path:
    resolved = path.resolve()
    if not resolved.is_relative_to(root):
        raise CorpusError(
            f"refusing to write {relative!r}: {path} leads outside the output folder {root}"
        )
    return path


def _replace_into(target: Path, data: bytes, mode: int | None = None) -> None:
    """Write ``data`` to a temporary file beside ``target`` and move it into place.

    ``mode``: the source's permission bits, which the output keeps (mkstemp makes it 0600).
    """
    handle, temporary = tempfile.mkstemp(
        dir=target.parent, prefix=f".{target.name}.", suffix=".tmp"
    )
    try:
        if mode is not None:
            os.fchmod(handle, mode)
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise


def write_document(out_dir: Path, document: Document, outputs: Mapping[int, str]) -> Path:
    """Write a text or Markdown document with ``outputs[i]`` replacing passage ``i``.

    Passages without an output keep their source text. Returns the written path.
    Raises CorpusError for a JSONL document (use JsonlWriter), an unknown passage index or an
    output path outside ``out_dir``.
    """
    if document.kind == "jsonl":
        raise CorpusError(f"{document.id}: JSONL records are written with JsonlWriter")
    text = document.render(outputs)
    target = safe_output_path(out_dir, document.source)
    try:
        _replace_into(target, text.encode("utf-8"), document.mode)
    except OSError as exc:
        raise CorpusError(f"cannot write {document.source!r}: {exc}") from exc
    return target


def jsonl_record(document: Document, outputs: Mapping[int, str]) -> dict[str, Any]:
    """The output record: the input record's keys in their order, only ``text`` rewritten.

    A document read without its record's keys has ``id``, ``text`` and ``metadata`` when it has
    metadata.
    """
    values: dict[str, Any] = {
        "id": document.id,
        "text": document.render(outputs),
        "metadata": document.metadata,
    }
    keys = document.record_keys
    if keys is None:
        keys = ("id", "text", "metadata") if document.metadata is not None else ("id", "text")
    return {key: values[key] for key in keys}


class JsonlWriter:
    """Appends rewritten JSONL records to ``out_dir/<source>``, one file per JSONL source.

    Use as a context manager, or call ``close()`` (publish every file) or ``abort()`` (discard).
    """

    def __init__(self, out_dir: Path, before_create: Callable[[str], None] | None = None) -> None:
        self.out_dir = out_dir
        # Told each output path before its file is created (the output folder's file log).
        self.before_create = before_create
        self._open: dict[str, tuple[Path, Path, IO[bytes]]] = {}

    def write(self, document: Document, outputs: Mapping[int, str]) -> Path:
        """Append ``document``'s record (``jsonl_record``); returns the final path."""
        if document.kind != "jsonl":
            raise CorpusError(f"{document.id}: only JSONL records are written with JsonlWriter")
        record = jsonl_record(document, outputs)
        line = json.dumps(record, ensure_ascii=False) + "\n"
        return self.write_raw(document.source, line.encode("utf-8"), document.mode)

    def write_raw(self, source: str, line: bytes, mode: int | None = None) -> Path:
        """Append ``line`` as it is: a source line that could not be read as a record passes
        through, so the output keeps every line of its input."""
        target, _, stream = self._stream(source, mode)
        try:
            stream.write(line if line.endswith(b"\n") else line + b"\n")
        except OSError as exc:
            raise CorpusError(f"cannot write {source!r}: {exc}") from exc
        return target

    def _stream(self, source: str, mode: int | None) -> tuple[Path, Path, IO[bytes]]:
        if source not in self._open:
            target = safe_output_path(self.out_dir, source)
            if self.before_create is not None:
                self.before_create(source)
            handle, temporary = tempfile.mkstemp(
                dir=target.parent, prefix=f".{target.name}.", suffix=".tmp"
            )
            if mode is not None:
                os.fchmod(handle, mode)
            self._open[source] = (target, Path(temporary), os.fdopen(handle, "wb"))
        return self._open[source]

    def close(self) -> list[Path]:
        """Move every file into place; returns the written paths."""
        written: list[Path] = []
        try:
            while self._open:
                source = next(iter(self._open))
                target, temporary, stream = self._open[source]
                with stream:
                    stream.flush()
                    os.fsync(stream.fileno())
                # Re-check: the folder may have changed since the file was opened.
                safe_output_path(self.out_dir, source)
                os.replace(temporary, target)
                del self._open[source]
                written.append(target)
        except OSError as exc:
            self.abort()
            raise CorpusError(f"cannot finish JSONL output: {exc}") from exc
        except CorpusError:
            self.abort()
            raise
        return written

    def abort(self) -> None:
        """Discard every unfinished file."""
        for _, temporary, stream in self._open.values():
            stream.close()
            with contextlib.suppress(FileNotFoundError):
                temporary.unlink()
        self._open.clear()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if exc_type is None:
            self.close()
        else:
            self.abort()
