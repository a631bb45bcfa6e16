"""Markdown structure: heading levels, list items, link targets."""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from typing import NamedTuple

from models.guard import FindingKind, GuardFinding
from skryba.guard.facts import Fact, fact, mask, scan
from skryba.guard.references import url_key

_LINK = re.compile(r"!?\[([^\]\n]*)\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
_HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(\S.*)$", re.MULTILINE)
_BULLET = re.compile(r"^[ \t]*[-*+][ \t]+\S", re.MULTILINE)
_ORDERED_MARKER = re.compile(r"^[ \t]*\d{1,3}[.)](?=[ \t]+\S)", re.MULTILINE)


# A line that is all bold ("**Cabin baggage allowance**") is a title: it must stay one.
_BOLD_LINE = re.compile(r"^[ \t]*(\*\*|__)(?=\S)[^\n]+?(?<=\S)\1[ \t]*$", re.MULTILINE)


# A line that opens in bold ("**Opening hours:** 07:00-22:00", "- **Frost Archer**: …") is
# labelled: the label is structure as a heading is.
_BOLD_LABEL = re.compile(
    r"^[ \t]*(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?(\*\*|__)(?=\S)[^\n]+?(?<=\S)\1", re.MULTILINE
)


def _numbered(text: str) -> list[re.Match[str]]:
    """The numbered list items of a text. A lone "12." that is not "1." opens a Polish ordinal
    ("12. Bałtycka Konferencja" for "The 12th Baltic Conference"), not a list: a list has two
    items or starts at one."""
    items = list(_ORDERED_MARKER.finditer(text))
    if len(items) == 1 and items[0].group(0).strip()[:-1] != "1":
        return []
    return items


def _bold_lines(text: str) -> int:
    return len(_BOLD_LINE.findall(text)) if "**" in text or "__" in text else 0


# A run-in label inside a paragraph ("… **Award.** Successful candidates …", "**Termin:** do
# 30 maja") labels as a line opening does: words, not a date ("**30 listopada 2025 r.**").
_RUN_IN_LABEL = re.compile(r"(\*\*|__)(?=[^\W\d_])[^\n*_\d]+?(?:[.:](?<=\S)\1|(?<=\S)\1:)")


def _bold_labels(text: str) -> int:
    if "**" not in text and "__" not in text:
        return 0
    starts = {m.start(1) for m in _BOLD_LABEL.finditer(text)}
    return len(starts | {m.start() for m in _RUN_IN_LABEL.finditer(text)})


# Any bold span: a bold line opening that a rewrite moves into its sentence ("- **Zabrania się**
# jeść" → "- W pracowni **nie wolno** jeść") keeps its emphasis.
_BOLD = re.compile(r"(\*\*|__)(?=\S)[^\n]+?(?<=\S)\1")


def _bold_spans(text: str) -> int:
    return len(_BOLD.findall(text)) if "**" in text or "__" in text else 0


def _link(match: re.Match[str]) -> list[Fact]:
    target = match.group(2)
    key = url_key(target) if re.match(r"(?:https?://|www\.)", target, re.I) else "link:" + target
    return [fact(FindingKind.LINK_TARGET, target, [key])]


def extract_links(text: str) -> tuple[list[Fact], str]:
    """Markdown link and image targets (compared like URLs); the text masked.

    Ordered-list markers are masked as well: "1." at a line's start is structure, not a number.
    """
    # Every link has "](": most texts are spared the search.
    links: list[Fact] = []
    if "](" in text:
        links, text = scan(text, _LINK, _link)
    for marker in _numbered(text):
        text = mask(text, marker.start(), marker.end())
    return links, text


def _headings(text: str) -> list[tuple[int, str]]:
    return [(len(m.group(1)), m.group(0).strip()) for m in _HEADING.finditer(text)]


# A table's line, and its delimiter row ("|---|:---:|").
_TABLE_ROW = re.compile(r"^[ \t]*\|.*\|[ \t]*$", re.MULTILINE)
_TABLE_DELIMITER = re.compile(r"^[ \t]*\|(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*$", re.MULTILINE)


def _table_rows(text: str) -> tuple[int, int]:
    """A text's table lines and delimiter rows."""
    if "|" not in text:
        return 0, 0
    return len(_TABLE_ROW.findall(text)), len(_TABLE_DELIMITER.findall(text))


class Structure(NamedTuple):
    """What the structure rule compares of a text: its headings, links, list items and bold
    title lines."""

    headings: tuple[tuple[int, str], ...]
    links: int
    bulleted: int
    numbered: int
    titles: int
    labels: int
    bold: int
    table_rows: int
    table_delimiters: int


@lru_cache(maxsize=256)
def read_structure(text: str) -> Structure:
    """A text's headings and its numbers of links and list items; cached, as a passage's source
    is compared with every candidate."""
    return Structure(
        tuple(_headings(text)),
        len(_LINK.findall(text)),
        len(_BULLET.findall(text)),
        len(_numbered(text)),
        _bold_lines(text),
        _bold_labels(text),
        _bold_spans(text),
        *_table_rows(text),
    )


def compare_structure(source: str, candidate: str) -> list[GuardFinding]:
    """Heading levels and list items the candidate lost or gained.

    Both texts come with code masked, so a ``#`` comment in a fence is not a heading.
    """
    findings: list[GuardFinding] = []
    before, after = read_structure(source), read_structure(candidate)
    source_headings, candidate_headings = list(before.headings), list(after.headings)
    # A heading the candidate adds ("## Changes" over release notes the source lists bare) loses
    # nothing, as a list set out of prose does: headings are lost where a level has fewer left
    # (a heading dropped, or moved to another level).
    left = Counter(level for level, _ in candidate_headings)
    lost = [h for h in source_headings if left[h[0]] < _level_count(source_headings, h[0])]
    if lost:
        span = lost[0][1]
        findings.append(
            GuardFinding(
                kind=FindingKind.MARKDOWN,
                source_span=span,
                candidate_span=candidate_headings[0][1] if candidate_headings else None,
                message=(
                    "Markdown structure changed: heading levels "
                    f"{_levels(source_headings)} in the source, "
                    f"{_levels(candidate_headings)} in the candidate"
                ),
            )
        )
    # A link turned into its bare address ("[docs](https://x)" → "docs at https://x") keeps the
    # target but loses the structure.
    if after.links < before.links:
        findings.append(counted(before.links, after.links, "link(s)"))
    if after.titles < before.titles and len(candidate_headings) <= len(source_headings):
        findings.append(counted(before.titles, after.titles, "bold title line(s)"))
    elif (
        after.labels < before.labels
        and after.bold < before.bold
        and len(candidate_headings) <= len(source_headings)
    ):
        findings.append(counted(before.labels, after.labels, "line(s) opening in bold"))
    # A table kept as a table keeps its rows and its delimiter row (without it, Markdown shows
    # no table); one set out as a list or prose is compared as that.
    if after.table_rows and (
        after.table_delimiters < before.table_delimiters or after.table_rows < before.table_rows
    ):
        findings.append(counted(before.table_rows, after.table_rows, "table line(s)"))
    # Prose the candidate sets out as a list ("Opłaty: przegląd 150 zł, …" → "- przegląd: 150 zł")
    # loses no structure the source had: a list is compared only where the source has one.
    if before.bulleted + before.numbered == 0:
        return findings
    # Nor does a list the candidate sets out in more points than the source ("- Sat 9-12, Sun
    # 10-1" → "- Saturday 9-12", "- Sunday 10-1"), or a list set out whole as steps ("1. Fork",
    # "2. Branch" for "- Fork", "- Branch"): its items stay a list. Items of a kind are lost
    # where fewer are left and the list was not turned whole into the other kind (two bullets
    # flattened into prose beside two steps added elsewhere lose two).
    counts = {
        "bulleted": (before.bulleted, after.bulleted),
        "numbered": (before.numbered, after.numbered),
    }
    for name, (had, has) in counts.items():
        other_had, other_has = counts["numbered" if name == "bulleted" else "bulleted"]
        converted = has == 0 and other_has - other_had >= had
        if has < had and not converted:
            findings.append(counted(had, has, f"{name} list items"))
    return findings


def counted(in_source: int, in_candidate: int, what: str) -> GuardFinding:
    """A finding on a count of one kind of Markdown element."""
    return GuardFinding(
        kind=FindingKind.MARKDOWN,
        source_span=None,
        candidate_span=None,
        message=(
            f"Markdown structure changed: {in_source} {what} in the source, "
            f"{in_candidate} in the candidate"
        ),
    )


def _level_count(headings: list[tuple[int, str]], level: int) -> int:
    return sum(1 for found, _ in headings if found == level)


def _levels(headings: list[tuple[int, str]]) -> str:
    return "[" + ", ".join("#" * level for level, _ in headings) + "]" if headings else "none"
