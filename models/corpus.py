"""Documents read from a corpus: passages to rewrite and blocks that pass through untouched."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from skryba.errors import CorpusError

DocumentKind = Literal["text", "markdown", "jsonl"]

BlockKind = Literal["bom", "front_matter", "code", "table", "whitespace", "no_text"]
"""Why a block passes through: a UTF-8 byte order mark, YAML front matter, a fenced code block,
a Markdown table, separators and blank lines, or a block with no letter or digit (``---``)."""


class Passage(BaseModel):
    """A paragraph the pipeline rewrites; ``index`` counts passages only, from 0."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["passage"] = "passage"
    index: int = Field(ge=0)
    text: str
    too_long: bool = False
    error: str | None = None


class Block(BaseModel):
    """Text that is never sent to the model and is written back byte for byte."""

    model_config = ConfigDict(frozen=True)

    kind: BlockKind
    text: str


Segment = Annotated[Passage | Block, Field(discriminator="kind")]


class Document(BaseModel):
    """One document: its segments concatenated are exactly the source text.

    ``id`` is the POSIX path relative to the input root for files, the record id for JSONL.
    ``source`` is where the document is written back: the same relative path for files, the
    JSONL file's relative path for JSONL records.
    """

    model_config = ConfigDict(frozen=True)

    id: str
    source: str
    kind: DocumentKind
    segments: list[Segment]
    metadata: dict[str, Any] | None = None
    # JSONL: the input record's keys in their order, so the output record has exactly those
    # (a record without "metadata" is written without it, one with "metadata": null keeps it).
    record_keys: tuple[str, ...] | None = None
    # The source file's permission bits: the output file keeps them (None: the default).
    mode: int | None = None

    @property
    def text(self) -> str:
        """The source text, rebuilt from the segments."""
        return "".join(segment.text for segment in self.segments)

    @property
    def newline(self) -> str:
        """The first line ending in the source (``\\n`` when there is none)."""
        text = self.text
        position = text.find("\n")
        if position > 0 and text[position - 1] == "\r":
            return "\r\n"
        if position < 0 and "\r" in text:
            return "\r"
        return "\n"

    def passages(self) -> Iterator[tuple[int, str]]:
        """``(index, text)`` of every passage to rewrite (too-long passages excluded)."""
        for segment in self.segments:
            if isinstance(segment, Passage) and not segment.too_long:
                yield segment.index, segment.text

    def too_long_passages(self) -> Iterator[tuple[int, str]]:
        """``(index, error message)`` of every passage over the length limit."""
        for segment in self.segments:
            if isinstance(segment, Passage) and segment.too_long:
                yield segment.index, segment.error or "passage is too long"

    @property
    def passage_count(self) -> int:
        """Number of passages, too-long ones included."""
        return sum(1 for segment in self.segments if isinstance(segment, Passage))

    def render(self, outputs: Mapping[int, str]) -> str:
        """The document with passage ``i`` replaced by ``outputs[i]`` where present.

        Replacement text gets the document's line endings, so a CRLF file stays CRLF.
        Raises CorpusError for an index that is not a passage of this document.
        """
        unknown = set(outputs) - {s.index for s in self.segments if isinstance(s, Passage)}
        if unknown:
            raise CorpusError(
                f"{self.id}: no passage with index {sorted(unknown)[0]} "
                f"(the document has {self.passage_count})"
            )
        newline = self.newline
        parts: list[str] = []
        for segment in self.segments:
            if isinstance(segment, Passage) and segment.index in outputs:
                parts.append(_with_newlines(outputs[segment.index], newline))
            else:
                parts.append(segment.text)
        return "".join(parts)


def _with_newlines(text: str, newline: str) -> str:
    if newline == "\n":
        return text
    return text.replace("\r\n", "\n").replace("\n", newline)


class DocumentError(BaseModel):
    """A document (or JSONL line, or input path) that could not be read, and why.

    ``document`` is the document id when known, else a locator such as ``data.jsonl:4``.
    """

    model_config = ConfigDict(frozen=True)

    document: str
    source: str
    message: str
    line: int | None = None
    # A JSONL line that is no record: its bytes pass through to the output unchanged (in their
    # place), with the source file's permission bits. Not part of any report.
    raw_line: bytes | None = Field(default=None, exclude=True, repr=False)
    mode: int | None = Field(default=None, exclude=True)


class SkippedFile(BaseModel):
    """A file or folder inside an input folder that is not part of the corpus (reported)."""

    model_config = ConfigDict(frozen=True)

    path: str
    reason: str


DocumentItem = Document | DocumentError | SkippedFile
