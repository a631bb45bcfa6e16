"""Splitting a document's text into passages and the blocks that pass through untouched.

Passages are runs of non-blank lines; code fences, tables and Markdown front matter pass
through, so the concatenation of the segments is always the text (design §9).
"""

from __future__ import annotations

import re

from models.corpus import Block, BlockKind, DocumentKind, Passage, Segment

DEFAULT_MAX_PASSAGE_CHARS = 4000
"""Passages longer than this are reported, not rewritten: SmolLM2's 8k-token context must hold
the judge prompt with the source and a candidate (about 3-4 characters per token)."""

_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")
# CommonMark fences: up to 3 spaces of indent, 3+ backticks or tildes; a backtick fence's info
# string cannot contain a backtick.
_FENCE_OPEN = re.compile(r"^ {0,3}(?P<fence>`{3,}(?=[^`]*$)|~{3,})")
_FENCE_CLOSE = re.compile(r"^ {0,3}(?P<fence>`{3,}|~{3,})[ \t]*$")
_FRONT_MATTER_OPEN = "---"
_FRONT_MATTER_CLOSE = ("---", "...")


def split_lines(text: str) -> list[str]:
    """Lines with their endings (``\\n``, ``\\r\\n`` or ``\\r``); joined, they are ``text``."""
    return _LINE.findall(text)


def _content(line: str) -> str:
    return line.rstrip("\r\n")


def _is_blank(line: str) -> bool:
    return not line.strip()


def _is_table_line(line: str) -> bool:
    return line.lstrip(" \t").startswith("|")


def _fence_end(lines: list[str], start: int) -> int | None:
    """End (exclusive) of the fenced block opening at ``start``, or None if none opens there."""
    opening = _FENCE_OPEN.match(_content(lines[start]))
    if opening is None:
        return None
    fence = opening.group("fence")
    for position in range(start + 1, len(lines)):
        closing = _FENCE_CLOSE.match(_content(lines[position]))
        if (
            closing
            and closing.group("fence")[0] == fence[0]
            and len(closing.group("fence")) >= len(fence)
        ):
            return position + 1
    # An unclosed fence runs to the end of the document (CommonMark), so nothing after it is
    # mistaken for prose.
    return len(lines)


def _front_matter_end(lines: list[str]) -> int | None:
    if not lines or _content(lines[0]).rstrip(" \t") != _FRONT_MATTER_OPEN:
        return None
    for position in range(1, len(lines)):
        if _content(lines[position]).rstrip(" \t") in _FRONT_MATTER_CLOSE:
            return position + 1
    return None


class _Builder:
    """Collects segments, merging adjacent whitespace and numbering passages."""

    def __init__(self, max_passage_chars: int | None) -> None:
        self.segments: list[Segment] = []
        self.max_passage_chars = max_passage_chars
        self.passages = 0

    def block(self, kind: BlockKind, text: str) -> None:
        if not text:
            return
        last = self.segments[-1] if self.segments else None
        if kind == "whitespace" and isinstance(last, Block) and last.kind == "whitespace":
            self.segments[-1] = Block(kind="whitespace", text=last.text + text)
        else:
            self.segments.append(Block(kind=kind, text=text))

    def paragraph(self, text: str) -> None:
        """A run of non-blank lines: surrounding whitespace passes through, the rest is prose."""
        body = text.strip()
        lead = text[: len(text) - len(text.lstrip())]
        tail = text[len(lead) + len(body) :]
        self.block("whitespace", lead)
        if not any(char.isalnum() for char in body):
            self.block("no_text", body)
        else:
            self.segments.append(self._passage(body))
        self.block("whitespace", tail)

    def _passage(self, body: str) -> Passage:
        index = self.passages
        self.passages += 1
        limit = self.max_passage_chars
        if limit is not None and len(body) > limit:
            return Passage(
                index=index,
                text=body,
                too_long=True,
                error=(
                    f"passage {index} is {len(body)} characters long, over the limit of "
                    f"{limit} characters (max_passage_chars)"
                ),
            )
        return Passage(index=index, text=body)


def split_segments(
    text: str, kind: DocumentKind, *, max_passage_chars: int | None = DEFAULT_MAX_PASSAGE_CHARS
) -> list[Segment]:
    """Split ``text`` into passages and pass-through blocks whose concatenation is ``text``.

    Passages are runs of non-blank lines. Fenced code blocks and tables (lines starting with
    ``|``) pass through in every kind of document; YAML front matter only in Markdown.
    """
    builder = _Builder(max_passage_chars)
    if text.startswith("\ufeff"):
        builder.block("bom", "\ufeff")
        text = text[1:]
    lines = split_lines(text)
    position = 0
    if kind == "markdown":
        end = _front_matter_end(lines)
        if end is not None:
            builder.block("front_matter", "".join(lines[:end]))
            position = end
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            builder.paragraph("".join(paragraph))
            paragraph.clear()

    while position < len(lines):
        line = lines[position]
        if _is_blank(line):
            flush()
            builder.block("whitespace", line)
            position += 1
            continue
        fence_end = _fence_end(lines, position)
        if fence_end is not None:
            flush()
            builder.block("code", "".join(lines[position:fence_end]))
            position = fence_end
            continue
        if _is_table_line(line):
            flush()
            end = position
            while end < len(lines) and _is_table_line(lines[end]):
                end += 1
            builder.block("table", "".join(lines[position:end]))
            position = end
            continue
        paragraph.append(line)
        position += 1
    flush()
    return builder.segments
