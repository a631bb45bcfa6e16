"""Reading a corpus: text, Markdown and JSONL inputs, streamed as documents split into passages.

Every problem becomes a ``DocumentError`` item with a clear message; nothing raises and
nothing is dropped silently. Files in input folders that are not documents become
``SkippedFile`` items.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Sequence
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import Any

from models.corpus import (
    Document,
    DocumentError,
    DocumentItem,
    DocumentKind,
    SkippedFile,
)
from skryba.corpus.encoding import decode_text, invalid_utf8
from skryba.corpus.output_folder import marked_run
from skryba.corpus.passages import DEFAULT_MAX_PASSAGE_CHARS, split_segments

FILE_KINDS: dict[str, DocumentKind] = {".txt": "text", ".md": "markdown"}
JSONL_SUFFIX = ".jsonl"
JSONL_KEYS = frozenset({"id", "text", "metadata"})


# --- ids and relative paths ----------------------------------------------------------------------


def relative_path_problem(value: str) -> str | None:
    """Why ``value`` is not a safe relative POSIX path (None when it is).

    Ids double as output paths, so traversal (``..``), absolute paths, drive letters,
    backslashes, NUL and empty or ``.`` components are refused.
    """
    if not value:
        return "it is empty"
    if "\x00" in value:
        return "it contains a NUL character"
    if "\\" in value:
        return "it contains a backslash"
    if PurePosixPath(value).is_absolute() or PureWindowsPath(value).drive:
        return "it is an absolute path"
    parts = value.split("/")
    if ".." in parts:
        return "it contains a '..' component"
    if any(part in ("", ".") for part in parts):
        return "it contains an empty or '.' path component"
    return None


# --- splitting into passages ---------------------------------------------------------------------


# --- reading files -------------------------------------------------------------------------------


class _Ids:
    """Document ids (and JSONL output paths) already used in this corpus, with where from."""

    def __init__(self) -> None:
        self.documents: dict[str, str] = {}
        self.jsonl_sources: dict[str, str] = {}

    def claim(self, document: str, where: str) -> str | None:
        first = self.documents.get(document)
        if first is not None:
            return f"duplicate document id {document!r} (first seen in {first})"
        self.documents[document] = where
        return None


def _mode(path: Path) -> int | None:
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        return None


def _read_file(
    path: Path,
    relative: str,
    kind: DocumentKind,
    ids: _Ids,
    max_passage_chars: int | None,
    encoding: str | None,
) -> DocumentItem:
    problem = relative_path_problem(relative)
    if problem is not None:
        return DocumentError(
            document=relative, source=relative, message=f"unsafe document id: {problem}"
        )
    try:
        data = path.read_bytes()
    except OSError as exc:
        return DocumentError(document=relative, source=relative, message=f"cannot read: {exc}")
    text, why = decode_text(data, encoding, name=str(path))
    if text is None:
        return DocumentError(document=relative, source=relative, message=str(why))
    duplicate = ids.claim(relative, f"file {str(path)!r}")
    if duplicate is not None:
        return DocumentError(document=relative, source=relative, message=duplicate)
    segments = split_segments(text, kind, max_passage_chars=max_passage_chars)
    return Document(id=relative, source=relative, kind=kind, segments=segments, mode=_mode(path))


def _json_type(value: Any) -> str:
    names = {dict: "object", list: "array", str: "string", bool: "boolean", type(None): "null"}
    return names.get(type(value), "number")


def _jsonl_record(
    raw: bytes,
    offset: int,
    number: int,
    source: str,
    seen: dict[str, int],
    ids: _Ids,
    max_passage_chars: int | None,
    encoding: str | None = None,
    mode: int | None = None,
    path: str | None = None,
) -> DocumentItem | None:
    """One JSONL line as a document, an error, or None for a blank line.

    An error keeps the line's bytes (``raw_line``): it passes through to the output unchanged.
    """
    locator = f"{source}:{number}"

    def error(message: str, document: str = locator) -> DocumentError:
        # A locator already names the line; a record's id does not.
        return DocumentError(
            document=document,
            source=source,
            line=number,
            message=message if document == locator else f"line {number}: {message}",
            raw_line=raw,
            mode=mode,
        )

    nul = raw.find(b"\x00")
    if nul >= 0:
        return error(f"binary data: NUL byte at byte offset {offset + nul}")
    try:
        line = raw.decode(encoding or "utf-8")
    except UnicodeDecodeError as exc:
        if encoding is not None:
            return error(f"invalid {encoding} at byte offset {offset + exc.start}: {exc.reason}")
        moved = UnicodeDecodeError(
            exc.encoding, exc.object, offset + exc.start, exc.end, exc.reason
        )
        return error(invalid_utf8(raw, moved, path or source))
    if number == 1:
        line = line.removeprefix("\ufeff")
    if not line.strip():
        return None
    try:
        # Without its ending, so a column refers to this line.
        record = json.loads(line.rstrip("\r\n"))
    except json.JSONDecodeError as exc:
        return error(f"malformed JSON: {exc.msg} (column {exc.colno})")
    if not isinstance(record, dict):
        return error(f"expected a JSON object, got {_json_type(record)}")
    if "id" not in record:
        return error("missing 'id'")
    document = record["id"]
    if not isinstance(document, str):
        return error(f"'id' must be a string, got {_json_type(document)}")
    problem = relative_path_problem(document)
    if problem is not None:
        return error(f"unsafe id {document!r}: {problem}")
    if "text" not in record:
        return error("missing 'text'", document)
    text = record["text"]
    if not isinstance(text, str):
        return error(f"'text' must be a string, got {_json_type(text)}", document)
    metadata = record.get("metadata")
    if metadata is not None and not isinstance(metadata, dict):
        return error(f"'metadata' must be an object, got {_json_type(metadata)}", document)
    if not _is_unicode(json.dumps(record, ensure_ascii=False)):
        # JSON may spell a lone surrogate (\\ud800); it is not text and cannot be stored.
        return error(
            "contains an unpaired surrogate escape, which is not valid Unicode text",
            document.encode("utf-8", "backslashreplace").decode("utf-8"),
        )
    extra = sorted(set(record) - JSONL_KEYS)
    if extra:
        # Output records hold id, text and metadata only: an unknown key would be lost.
        return error(
            f"unexpected key(s) {', '.join(map(repr, extra))}: put extra fields under 'metadata'",
            document,
        )
    if document in seen:
        return error(f"duplicate id {document!r} (first seen at line {seen[document]})", document)
    duplicate = ids.claim(document, f"{source} line {number}")
    if duplicate is not None:
        return error(duplicate, document)
    seen[document] = number
    if not text.strip():
        return error("empty 'text'", document)
    segments = split_segments(text, "jsonl", max_passage_chars=max_passage_chars)
    return Document(
        id=document,
        source=source,
        kind="jsonl",
        segments=segments,
        metadata=metadata,
        record_keys=tuple(record),
        mode=mode,
    )


def _read_jsonl(
    path: Path, relative: str, ids: _Ids, max_passage_chars: int | None, encoding: str | None
) -> Iterator[DocumentItem]:
    problem = relative_path_problem(relative)
    if problem is None and relative in ids.jsonl_sources:
        problem = f"duplicate output path (first seen as {ids.jsonl_sources[relative]!r})"
    elif problem is not None:
        problem = f"unsafe output path: {problem}"
    if problem is not None:
        yield DocumentError(document=relative, source=relative, message=problem)
        return
    ids.jsonl_sources[relative] = str(path)
    seen: dict[str, int] = {}
    content_lines = 0
    mode = _mode(path)
    try:
        with path.open("rb") as stream:
            offset = 0
            for number, raw in enumerate(stream, start=1):
                item = _jsonl_record(
                    raw,
                    offset,
                    number,
                    relative,
                    seen,
                    ids,
                    max_passage_chars,
                    encoding,
                    mode,
                    str(path),
                )
                offset += len(raw)
                if item is not None:
                    content_lines += 1
                    yield item
    except OSError as exc:
        yield DocumentError(document=relative, source=relative, message=f"cannot read: {exc}")
        return
    if content_lines == 0:
        yield DocumentError(document=relative, source=relative, message="empty JSONL file")


def _read_path(
    path: Path, relative: str, ids: _Ids, max_passage_chars: int | None, encoding: str | None
) -> Iterator[DocumentItem]:
    suffix = path.suffix.lower()
    if suffix == JSONL_SUFFIX:
        yield from _read_jsonl(path, relative, ids, max_passage_chars, encoding)
    else:
        yield _read_file(path, relative, FILE_KINDS[suffix], ids, max_passage_chars, encoding)


def _walk(root: Path, relative: PurePosixPath) -> Iterator[tuple[Path, str] | SkippedFile]:
    """Files under ``root / relative`` in sorted order; what is not read becomes SkippedFile."""
    directory = root / relative
    try:
        entries = sorted(os.scandir(directory), key=lambda entry: entry.name)
    except OSError as exc:
        yield SkippedFile(path=relative.as_posix(), reason=f"cannot list folder: {exc}")
        return
    for entry in entries:
        child = relative / entry.name
        name = child.as_posix()
        if entry.name.startswith("."):
            yield SkippedFile(path=name, reason="hidden")
        elif entry.is_dir(follow_symlinks=False):
            held = marked_run(Path(entry.path))
            if held is not None:
                # A run's own output (its documents and reports) is never its input.
                yield SkippedFile(path=name, reason=f"Skryba output folder (run {held})")
            else:
                yield from _walk(root, child)
        elif entry.is_symlink() and entry.is_dir():
            # Following folder links could loop or leave the input folder.
            yield SkippedFile(path=name, reason="symbolic link to a folder")
        elif not entry.is_file():
            yield SkippedFile(path=name, reason="not a regular file (or a broken link)")
        elif Path(entry.name).suffix.lower() not in (*FILE_KINDS, JSONL_SUFFIX):
            yield SkippedFile(path=name, reason="unsupported extension (not .txt, .md or .jsonl)")
        else:
            yield directory / entry.name, name


def _is_unicode(text: str) -> bool:
    """False for text holding lone surrogates (undecodable file names, JSON escapes)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _shown(text: str) -> str:
    """``text`` with undecodable parts escaped, so it can be printed and stored."""
    return text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def iter_corpus(
    inputs: Sequence[Path],
    *,
    max_passage_chars: int | None = DEFAULT_MAX_PASSAGE_CHARS,
    encoding: str | None = None,
) -> Iterator[DocumentItem]:
    """Stream the corpus: one item per document, JSONL line or skipped file, in input order.

    Files are read one at a time and JSONL line by line. Folder inputs are walked recursively
    in sorted order; their documents' ids are POSIX paths relative to the folder. A file input's
    id is its name. ``max_passage_chars=None`` disables the passage length limit. ``encoding``
    declares the files' encoding (default UTF-8). Skryba's own output folders are skipped.
    """
    ids = _Ids()
    for given in inputs:
        held = marked_run(given) if given.is_dir() else None
        if held is not None:
            yield SkippedFile(path=str(given), reason=f"Skryba output folder (run {held})")
        elif given.is_dir():
            for found in _walk(given, PurePosixPath()):
                if isinstance(found, SkippedFile):
                    yield found.model_copy(update={"path": _shown(found.path)})
                elif not _is_unicode(found[1]):
                    yield DocumentError(
                        document=_shown(found[1]),
                        source=_shown(str(found[0])),
                        message="the file name is not valid UTF-8, so no output can be named "
                        "after it; rename the file",
                    )
                else:
                    yield from _read_path(found[0], found[1], ids, max_passage_chars, encoding)
        elif given.is_file():
            if given.suffix.lower() not in (*FILE_KINDS, JSONL_SUFFIX):
                yield DocumentError(
                    document=given.name,
                    source=str(given),
                    message=f"unsupported file type {given.suffix or '(none)'!r}: "
                    "expected .txt, .md or .jsonl",
                )
            else:
                yield from _read_path(given, given.name, ids, max_passage_chars, encoding)
        else:
            why = "not a regular file or folder" if given.exists() else "input not found"
            yield DocumentError(document=str(given), source=str(given), message=why)
