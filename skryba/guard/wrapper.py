"""Junk a model wraps a rewrite in: a preamble, a closing remark, stray quotes and braces.

"Here is the rewritten passage:", "The original passage is:", "Oto przepisany tekst:", "I hope
this helps!" and a quote or brace left over from a JSON answer are words the source lacks: the
candidate is not the rewrite alone. Each is matched as a pattern (a presenting phrase and a word
for the text, a first-person remark about the rewriting), not as a list of exact strings, and only
when the source does not have the same.
"""

from __future__ import annotations

import re

from models.guard import FindingKind, GuardFinding
from skryba.guard.facts import folded

# Words for the text itself: "passage", "rewrite", "tekst", "wersja", ...
_TEXT_NOUN = (
    r"(?:passage|text|paragraph|version|rewrite|rewriting|translation|paraphrase|summary|output"
    r"|tekst\w*|fragment\w*|akapit\w*|wersj\w*|tłumaczeni\w*|przekład\w*|parafraz\w*"
    r"|streszczeni\w*)"
)
# Adjectives a preamble gives it: "the original passage", "przepisany tekst", "revised version".
_TEXT_ADJECTIVE = (
    r"(?:original|rewritten|revised|translated|simplified|paraphrased|edited|improved|polished"
    r"|final|updated|requested|new|oryginaln\w*|przepisan\w*|poprawion\w*|przetłumaczon\w*"
    r"|uproszczon\w*|zredagowan\w*|zmienion\w*|now\w*|końcow\w*|ostateczn\w*)"
)
# What a rewriting keeps or changes, as a remark says it: the text, its meaning, facts or style.
_KEPT_OBJECT = (
    _TEXT_NOUN + r"|meaning|sense|sens\w*|znaczeni\w*|facts?|fakt\w*|style|styl\w*|tone|ton\w*"
    r"|wording|structure|struktur\w*|format\w*|all|everything|every|wszystk\w*|original\w*"
    r"|oryginał\w*|numbers|liczb\w*|dates|dat[ya]|names|nazw\w*|details|szczegół\w*"
    r"|information|informacj\w*|terminology|terminologi\w*|treść|treści|content"
)
_OPENING_QUOTE = "\"'\u201c\u201d\u201e\u00ab\u00bb\u2018\u2019"
# A first line that presents the text and ends in a colon: "Here is the rewritten passage:",
# "Sure! Here's a simpler version:", "The original passage is:", "Oto przepisany tekst:",
# "Poniżej znajduje się tłumaczenie:", "Rewritten text:", "Tłumaczenie:".
_PREAMBLE = re.compile(
    r"\A\s*(?:(?:sure|certainly|of\s+course|okay|ok|oczywiście|jasne|dobrze|proszę|absolutely)\b[!,.]*\s*)?"
    r"(?:"
    r"(?:here\s+is|here['\u2019]s|here\s+are|below\s+is|the\s+following\s+is|oto|poniżej)\b"
    r"[^\n:.!?]{0,60}?\b" + _TEXT_NOUN + r"\b"
    r"|(?:the\s+|a\s+|an\s+|my\s+|your\s+)?" + _TEXT_ADJECTIVE + r"\s+" + _TEXT_NOUN + r"\b"
    # (a label alone opens the text on its own line: "Summary: Hartley and Nguyen (2022)" is a
    # title)
    r"|" + _TEXT_NOUN + r"(?:\s+" + _TEXT_ADJECTIVE + r")?\s*(?=:[ \t]*(?:\n|\Z))"
    # ended by a colon, or by the line itself: "Below is the paragraph rewritten in a
    # journalistic style." over a blank line
    r")[^\n:]{0,60}(?::|[.!]?[ \t]*\n)",
    re.IGNORECASE,
)
# A closing remark to the reader, or a first-person note about the rewriting.
_REMARK = re.compile(
    r"(?<![\w])(?=[IiHhLlFfMmDdZzPpUu])(?:I\s+hope\s+(?:this|that|it)\s+helps|hope\s+this\s+helps|let\s+me\s+know\s+if"
    r"|feel\s+free\s+to\s+(?:ask|let)|mam\s+nadziej\w*,?\s+że\s+(?:to|ta|ten)\s+\w*\s*pom"
    # "daj mi znać", "daj znać, jeśli chcesz …": not "daj znać urzędowi", an instruction
    r"|daj(?:cie)?\s+mi\s+znać|daj(?:cie)?\s+znać,?\s+(?:jeśli|jeżeli|gdyby|czy)\s+"
    r"(?:chcesz|chcecie|potrzebujesz|potrzebujecie|mam|mogę|trzeba)"
    r"|I(?:['\u2019]ve|\s+have)?\s+(?:rewritten|rewrote|translated|simplified|rephrased)\b"
    r"|(?:przepisał|przetłumaczył|uprościł)\w*(?:em|am)\b"
    # keeping or changing is the rewriting's only when said of the text: "I have kept the
    # meaning", "zachowałem wszystkie fakty"; not a letter's "Zachowałam trzymiesięczny termin"
    r"|(?:I(?:['\u2019]ve|\s+have)?\s+(?:kept|preserved|retained|changed)"
    r"|(?:zachował|zmieniłe)\w*(?:em|am))(?:\s+[^\s.;!?]+){0,4}?\s+(?:" + _KEPT_OBJECT + r")\b)",
    re.IGNORECASE,
)
# Words every match of _REMARK has: a candidate without them is spared the search.
_REMARK_WORDS = (
    "hope",
    "let",
    "free",
    "nadziej",
    "znać",
    "kept",
    "preserved",
    "rewritten",
    "rewrote",
    "translated",
    "simplified",
    "retained",
    "rephrased",
    "changed",
    "zachował",
    "przepisał",
    "przetłumaczył",
    "uprościł",
    "zmieniłe",
)
_BRACES = re.compile(r"[{}]")


def _starts_quoted(text: str) -> bool:
    stripped = text.lstrip()
    return bool(stripped) and stripped[0] in _OPENING_QUOTE


def _ends_quoted(text: str) -> bool:
    stripped = text.rstrip().rstrip(".,;!?)}]")
    return bool(stripped) and stripped[-1] in _OPENING_QUOTE


def _finding(span: str | None, what: str) -> GuardFinding:
    return GuardFinding(
        kind=FindingKind.WRAPPER,
        source_span=None,
        candidate_span=span,
        message=f"fact added from nowhere: {what} the source lacks",
    )


def compare_wrapping(
    source: str, candidate: str, *, json_object: bool = False
) -> list[GuardFinding]:
    """A preamble, a remark to the reader, wrapping quotes or braces the candidate adds.

    Both texts come with code masked: a brace in a code span is code, compared verbatim. With
    ``json_object`` (a JSON object the candidate adds is its own finding) its quotes and braces
    are not reported again.
    """
    findings: list[GuardFinding] = []
    preamble = _PREAMBLE.match(candidate)
    if preamble is not None and _PREAMBLE.match(source) is None:
        findings.append(_finding(preamble.group(0).strip(), "a preamble"))
    lower = folded(candidate)
    remark = _REMARK.search(candidate) if any(word in lower for word in _REMARK_WORDS) else None
    if remark is not None and _REMARK.search(source) is None:
        findings.append(_finding(remark.group(0), "a remark about the rewriting"))
    # A quote the candidate opens with and closes with (or leaves open), or a lone closing one,
    # that the source lacks: the wrapper of an answer ("\"...\"", "...\"}"). A quotation inside
    # the text ("„Nie ma czasu”, powiedział") is closed and is not the whole text.
    body = candidate[preamble.end() :] if preamble is not None else candidate
    odd = _quote_count(body) % 2 == 1
    opens, closes = _starts_quoted(body), _ends_quoted(body)
    if json_object:
        return findings
    if (opens and not _starts_quoted(source) and (closes or odd)) or (
        closes and not _ends_quoted(source) and odd
    ):
        findings.append(_finding(None, "a quote around the text"))
    if len(_BRACES.findall(candidate)) > len(_BRACES.findall(source)):
        findings.append(_finding(None, "a brace"))
    return findings


def _quote_count(text: str) -> int:
    return sum(text.count(mark) for mark in '"\u201c\u201d\u201e')
