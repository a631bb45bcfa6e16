"""``report.html``: the editor's review page, one self-contained file that works offline.

The page is a static shell (CSS and JS inline, from ``skryba/reports/page/``) around the run's data
as JSON. The word diffs and where each guard finding sits are computed here (``difflib``), so the
script only lays out what it is given; it renders passages as they are scrolled to, which keeps a
10,000-passage page quick to open (``benchmarks/report_page.py`` measures it).

The page's data is built from the same entries ``report.json`` holds, so fields other stages add
to a candidate (a revision's ``repair_of``, ``round``, ``fixed_findings``) show up here as is.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterable, Sequence
from difflib import SequenceMatcher
from functools import cache
from importlib import resources
from typing import IO, Any

from models.evaluation import DIMENSIONS
from models.guard import GuardFinding
from models.outcome import Outcome
from models.report import (
    CandidateEntry,
    JudgeFailure,
    JurorEntry,
    PassageEntry,
    ReportEvaluation,
    ReportHeader,
)

# Column names short enough for a score table to fit a terminal or a passage's card.
SHORT_DIMENSIONS = {
    "meaning_preservation": "meaning",
    "factual_consistency": "facts",
    "grammar": "grammar",
    "coherence": "coherence",
    "naturalness": "natural",
    "readability": "readable",
}
# A word or a single other character, each with the whitespace after it (and leading
# whitespace alone): a word-level diff that still shows a changed comma, whose pieces put back
# together give the text exactly. Whitespace as tokens of its own would be the commonest
# token by far, and difflib's cost grows with how often a token repeats.
_TOKEN = re.compile(r"\s+|\w+\s*|[^\w\s]\s*")
# Run flags the script reads: the text differs from the other side; a guard finding is here.
CHANGED, FINDING = 1, 2

Runs = list[Any]


@cache
def _asset(name: str) -> str:
    return resources.files("skryba.reports").joinpath("page", name).read_text(encoding="utf-8")


def _script_json(value: Any) -> str:
    """JSON safe inside a ``<script>`` element: no ``<`` can end it or open a comment."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")


# --- diff and findings as runs -------------------------------------------------------------------


class WordDiff:
    """Word-level diffs of one source against each of its texts (output, candidates).

    The source is the matcher's second sequence, the one ``difflib`` indexes, so it is read once
    per passage however many candidates are compared with it.
    """

    def __init__(self, source: str) -> None:
        self.tokens = _TOKEN.findall(source)
        self.at = _offsets(self.tokens)
        self.matcher = SequenceMatcher(None, autojunk=False)
        self.matcher.set_seq2(self.tokens)

    def ranges(self, other: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
        """Character ranges of the source that ``other`` drops or replaces, and of ``other``
        that are new."""
        tokens = _TOKEN.findall(other)
        other_at = _offsets(tokens)
        self.matcher.set_seq1(tokens)
        removed: list[tuple[int, int]] = []
        added: list[tuple[int, int]] = []
        for tag, i1, i2, j1, j2 in self.matcher.get_opcodes():
            if tag == "equal":
                continue
            if j2 > j1:
                removed.append((self.at[j1], self.at[j2]))
            if i2 > i1:
                added.append((other_at[i1], other_at[i2]))
        return removed, added


def _offsets(tokens: Sequence[str]) -> list[int]:
    at = [0]
    for token in tokens:
        at.append(at[-1] + len(token))
    return at


def span_ranges(text: str, spans: Iterable[tuple[str, int]]) -> list[tuple[int, int, int]]:
    """Every occurrence in ``text`` of each (span, finding number): where to mark a finding."""
    marks: list[tuple[int, int, int]] = []
    for span, number in spans:
        if not span:
            continue
        start = text.find(span)
        while start != -1:
            marks.append((start, start + len(span), number))
            start = text.find(span, start + len(span))
    return sorted(marks)


def runs(
    text: str, changed: Sequence[tuple[int, int]], marks: Sequence[tuple[int, int, int]]
) -> Runs:
    """``text`` cut into runs: a plain string, or ``[text, flags]`` / ``[text, flags, finding]``.

    ``changed`` is sorted and disjoint (a diff's ranges); ``marks`` may overlap, the first wins.
    """
    cuts = {0, len(text)}
    for start, end in changed:
        cuts.update((start, end))
    for start, end, _ in marks:
        cuts.update((start, end))
    points = sorted(c for c in cuts if 0 <= c <= len(text))
    out: Runs = []
    pointer = 0
    for start, end in itertools.pairwise(points):
        while pointer < len(changed) and changed[pointer][1] <= start:
            pointer += 1
        flags = CHANGED if pointer < len(changed) and changed[pointer][0] <= start else 0
        finding = next((n for s, e, n in marks if s <= start and end <= e), None)
        if finding is not None:
            flags |= FINDING
        piece = text[start:end]
        if out and _flags_of(out[-1]) == flags and flags & FINDING == 0:
            out[-1] = _join(out[-1], piece)
        elif flags == 0:
            out.append(piece)
        elif finding is None:
            out.append([piece, flags])
        else:
            out.append([piece, flags, finding])
    return out


def _flags_of(run: Any) -> int:
    return 0 if isinstance(run, str) else int(run[1])


def _join(run: Any, piece: str) -> Any:
    if isinstance(run, str):
        return run + piece
    return [run[0] + piece, *run[1:]]


def distinct_findings(findings: Sequence[GuardFinding]) -> list[GuardFinding]:
    """A candidate's findings as a reader needs them: each once, none that another one says.

    Three guard rules can see one invented fence: the code-fact comparison (with the fence's
    text), the JSON-object rule (the JSON inside the fence) and the fence-marker count (no span:
    it also catches a fence too malformed to read). Kept: the finding with the widest span; a
    spanless finding goes when one of its kind has a span, a span inside another one goes.
    """
    unique = list(dict.fromkeys(findings))
    spanned = {f.kind for f in unique if f.source_span or f.candidate_span}

    def inside(finding: GuardFinding, other: GuardFinding) -> bool:
        if other is finding:
            return False
        return any(
            mine and theirs and mine != theirs and mine in theirs
            for mine, theirs in (
                (finding.candidate_span, other.candidate_span),
                (finding.source_span, other.source_span),
            )
        )

    return [
        f
        for f in unique
        if (f.source_span or f.candidate_span or f.kind not in spanned)
        and not any(inside(f, other) for other in unique)
    ]


# --- one passage ---------------------------------------------------------------------------------


def _verdict(
    evaluation: ReportEvaluation | None, error: str | None, model: str | None
) -> dict[str, Any]:
    """An evaluation as the page shows it: six scores, quality, pass, flags, broken rules."""
    if evaluation is None:
        return {"m": model, "e": error or "no evaluation"}
    flags = evaluation.flags()
    return {
        "m": model,
        "s": [getattr(evaluation, d) for d in DIMENSIONS],
        "q": evaluation.quality_score,
        "p": evaluation.passed,
        "x": flags,
        "r": list(evaluation.failed_rules),
        "i": list(evaluation.issues),
    }


def _jurors(evaluations: Sequence[JurorEntry]) -> list[dict[str, Any]]:
    """Each juror's verdict, only for a jury (a single judge's is the aggregate itself)."""
    if len(evaluations) < 2:
        return []
    return [_verdict(e.evaluation, e.error, e.judge_model) for e in evaluations]


def _disagree(jurors: Sequence[dict[str, Any]]) -> bool:
    verdicts = {j["p"] for j in jurors if "p" in j}
    return len(verdicts) > 1


def _why_lost(
    candidate: CandidateEntry, winner: CandidateEntry | None, guard_mode: str, findings: int
) -> str:
    """One line: why this candidate is not the shipped text."""
    if candidate.text is None:
        return f"not generated: {candidate.error or 'no text'}"
    guard = candidate.guard
    evaluation = candidate.evaluation
    if evaluation is None:
        if guard is not None and not guard.passed and guard_mode != "warn":
            plural = "s" * (findings != 1)
            return f"stopped by the protected-facts guard ({findings} finding{plural})"
        return f"judge: {candidate.error or 'no evaluation'}"
    if not evaluation.passed:
        rules = evaluation.failed_rules
        return "failed the judge: " + ("; ".join(rules) if rules else "did not pass")
    if winner is None:
        return "passed the judge"
    mine, theirs = candidate.ai_probability, winner.ai_probability
    if mine is not None and theirs is not None and mine != theirs:
        return f"passed, but its AI probability {mine:.2f} is above the winner's {theirs:.2f}"
    return "passed; the winner has the higher quality score or the lower position"


def _findings(
    candidates: Sequence[CandidateEntry],
) -> tuple[list[dict[str, Any]], dict[int, list[int]]]:
    """The passage's distinct guard findings, and which of them each candidate has (by index)."""
    distinct: dict[tuple[Any, ...], int] = {}
    found: list[dict[str, Any]] = []
    of: dict[int, list[int]] = {}
    for candidate in candidates:
        mine: list[int] = []
        listed = candidate.guard.findings if candidate.guard is not None else []
        for finding in distinct_findings(listed):
            key = (finding.kind, finding.message, finding.source_span, finding.candidate_span)
            if key not in distinct:
                distinct[key] = len(found)
                found.append(
                    {
                        "k": finding.kind,
                        "m": finding.message,
                        "s": finding.source_span,
                        "c": finding.candidate_span,
                    }
                )
            if distinct[key] not in mine:
                mine.append(distinct[key])
        of[candidate.position] = mine
    return found, of


def page_passage(entry: PassageEntry, source: str, guard_mode: str) -> dict[str, Any]:
    """One ``report.json`` passage entry (and its source text) as the page's script reads it."""
    outcome = entry.outcome
    candidates = entry.candidates
    winner = next((c for c in candidates if c.position == entry.winner_position), None)
    findings, finding_of = _findings(candidates)

    review: list[str] = []
    if outcome is Outcome.SOURCE_FALLBACK and entry.quality_passed is False:
        review.append("source kept below the minimum quality")
    if winner is not None and finding_of.get(winner.position):
        review.append("the shipped rewrite has guard findings")
    if winner is not None and winner.repair_of is not None:
        review.append("the shipped rewrite is a repair")

    # The source column marks what the shipped candidate's findings point at, or, when none
    # shipped, what stopped every candidate.
    shown = [winner.position] if winner is not None else [c.position for c in candidates]
    source_marks = span_ranges(
        source, [(findings[n]["s"], n) for p in shown for n in finding_of.get(p, [])]
    )
    differ = WordDiff(source)
    output_runs: Runs | None = None
    source_changed: list[tuple[int, int]] = []
    output_text = entry.output_text
    if outcome is Outcome.REWRITTEN and output_text is not None:
        source_changed, added = differ.ranges(output_text)
        marks = span_ranges(
            output_text,
            [(findings[n]["c"], n) for n in finding_of[winner.position]]
            if winner is not None
            else [],
        )
        output_runs = runs(output_text, added, marks)

    page_candidates = []
    disagreement = False
    for candidate in candidates:
        jurors = _jurors(candidate.evaluations)
        disagreement = disagreement or _disagree(jurors)
        is_winner = winner is not None and candidate.position == winner.position
        mine = finding_of.get(candidate.position, [])
        item: dict[str, Any] = {
            "p": candidate.position,
            "w": is_winner,
            "why": "shipped" if is_winner else _why_lost(candidate, winner, guard_mode, len(mine)),
            "g": mine,
            "gp": candidate.guard.passed if candidate.guard is not None else None,
            "v": _verdict(candidate.evaluation, candidate.error, None)
            if candidate.evaluation is not None
            else None,
            "j": jurors,
            "ai": candidate.ai_probability,
            "e": candidate.error,
        }
        if candidate.repair_of is not None:
            item["ro"] = candidate.repair_of
        if candidate.round:
            item["rd"] = candidate.round
        if candidate.fixed_findings:
            item["ff"] = list(candidate.fixed_findings)
        if candidate.text is not None and not is_winner:
            _, added = differ.ranges(candidate.text)
            marks = span_ranges(candidate.text, [(findings[n]["c"], n) for n in mine])
            item["t"] = runs(candidate.text, added, marks)
        page_candidates.append(item)

    source_jurors = _jurors(entry.source_evaluations)
    disagreement = disagreement or _disagree(source_jurors)
    if disagreement:
        review.append("the jurors disagree")
    source_evaluation = entry.source_evaluation
    source_probabilities = [
        d.probability for d in entry.source_detections if d.probability is not None
    ]
    return {
        "key": entry.key,
        "d": entry.document,
        "o": outcome.value,
        "why": entry.reason or entry.error or "",
        "err": entry.error,
        "qp": entry.quality_passed,
        "wp": entry.winner_position if winner is not None else None,
        "rev": review,
        "src": runs(source, source_changed, source_marks),
        "out": output_runs,
        "f": findings,
        "sv": None
        if source_evaluation is None
        else _verdict(
            source_evaluation if isinstance(source_evaluation, ReportEvaluation) else None,
            source_evaluation.error if isinstance(source_evaluation, JudgeFailure) else None,
            None,
        ),
        "sj": source_jurors,
        "sai": sum(source_probabilities) / len(source_probabilities)
        if source_probabilities
        else None,
        "c": page_candidates,
        "ea": [e.error for e in entry.earlier_attempts],
    }


# --- the page ------------------------------------------------------------------------------------


class HtmlReport:
    """Writes ``report.html`` passage by passage, as ``write_reports`` streams the store."""

    def __init__(self, handle: IO[str], header: ReportHeader, cost_line: str) -> None:
        self.handle = handle
        self.count = 0
        self.guard_mode = header.guard.value
        title = f"Skryba report — run {header.run_id}"
        page = {
            "run_id": header.run_id,
            "status": header.status.value,
            "profile": header.profile.model_dump(mode="json"),
            "generator_model": header.generator_model,
            "judge_models": header.judge_models,
            "minimum_quality": header.minimum_quality,
            "guard": self.guard_mode,
            "warnings": header.warnings,
            "summary": header.summary.model_dump(mode="json"),
            "cost": cost_line,
            "cost_configured": header.cost.configured,
            "budget": None if header.budget is None else header.budget.model_dump(mode="json"),
            "document_errors": [e.model_dump(mode="json") for e in header.document_errors],
            "dimensions": list(DIMENSIONS),
            "dimension_labels": SHORT_DIMENSIONS,
        }
        head, self._tail = _asset("page.html").split("<!-- passages -->")
        handle.write(
            head.replace("{{title}}", _escape(title))
            .replace("{{style}}", _asset("page.css"))
            .replace("{{header}}", _script_json(page))
        )
        handle.write('<script id="skryba-passages" type="application/json">[')

    def passage(self, entry: PassageEntry, source: str) -> None:
        """Add one passage (a ``report.json`` entry and its source text)."""
        self.handle.write(("," if self.count else "") + "\n")
        self.handle.write(_script_json(page_passage(entry, source, self.guard_mode)))
        self.count += 1

    def close(self) -> None:
        """End the data and add the script."""
        self.handle.write("\n]</script>\n")
        self.handle.write(self._tail.replace("{{script}}", _asset("page.js")))


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
