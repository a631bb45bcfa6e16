"""Scores the guard on a labelled set of source/candidate pairs (tests/data/guard_pairs.jsonl)."""

from __future__ import annotations

import json
import re
import statistics
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict

from models.guard import GuardReport
from models.profile import RewriteProfile
from skryba.guard.check import check_candidate, clear_caches, read_source
from skryba.guard.restore import located, restore
from skryba.language import detect_language

# Damage kinds the guard must always catch, and those it must catch at least 80 % of.
MUST_CATCH = frozenset(
    {
        "number",
        "date",
        "url",
        "citation",
        "legal_reference",
        "code",
        "invented_fact",
        "wrong_language",
    }
)
MOSTLY_CATCH = frozenset({"negation", "modality", "hedge", "markdown"})
MOSTLY_SHARE = 0.8
FAITHFUL_FLAGGED_MAX = 0.02

_TOKEN = re.compile(r"\w+|[^\w\s]")


class GuardPair(BaseModel):
    """One labelled pair of the set."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    source: str
    candidate: str
    language: Literal["pl", "en", "preserve"]
    label: Literal["faithful", "damaged"]
    damage: str | None


class KindScore(BaseModel):
    """How many pairs of one damage kind (or of the faithful pairs) the guard flagged."""

    model_config = ConfigDict(frozen=True)

    kind: str
    flagged: int
    total: int
    missed: list[str]

    @property
    def share(self) -> float:
        return self.flagged / self.total if self.total else 0.0


def load_pairs(path: Path) -> list[GuardPair]:
    """The labelled set, one JSON object per line."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [GuardPair.model_validate(json.loads(line)) for line in lines if line.strip()]


def _checked(pair: GuardPair) -> GuardReport:
    return check_candidate(pair.source, pair.candidate, RewriteProfile(language=pair.language))


def _aligned(pairs: Sequence[GuardPair], first_pass: Sequence[GuardReport] | None) -> None:
    if first_pass is not None and len(first_pass) != len(pairs):
        raise ValueError(f"{len(first_pass)} first-pass reports for {len(pairs)} pairs")


def score(
    pairs: Sequence[GuardPair], *, first_pass: Sequence[GuardReport] | None = None
) -> list[KindScore]:
    """Per damage kind: pairs caught of all; and ``faithful``: pairs flagged of all.

    ``first_pass``: each pair's report, in order, where the caller has them already (as for
    :func:`repair_score`)."""
    _aligned(pairs, first_pass)
    flagged: dict[str, list[bool]] = {}
    missed: dict[str, list[str]] = {}
    for index, pair in enumerate(pairs):
        report = first_pass[index] if first_pass is not None else _checked(pair)
        kind = pair.damage or "faithful"
        flagged.setdefault(kind, []).append(not report.passed)
        wrong = report.passed if pair.label == "damaged" else not report.passed
        if wrong:
            missed.setdefault(kind, []).append(pair.id)
    return [
        KindScore(kind=kind, flagged=sum(hits), total=len(hits), missed=missed.get(kind, []))
        for kind, hits in sorted(flagged.items())
    ]


class Figures(BaseModel):
    """A set's three headline figures: faithful pairs flagged, fact and marker damage caught."""

    model_config = ConfigDict(frozen=True)

    faithful_flagged: int
    faithful: int
    fact_caught: int
    fact: int
    marker_caught: int
    marker: int

    def __str__(self) -> str:
        return (
            f"faithful flagged {self.faithful_flagged}/{self.faithful}, "
            f"fact damage caught {self.fact_caught}/{self.fact}, "
            f"marker damage caught {self.marker_caught}/{self.marker}"
        )


def figures(scores: list[KindScore]) -> Figures:
    """The headline figures of a set's scores (``MUST_CATCH`` kinds are fact damage)."""

    def total(kinds: frozenset[str], field: str) -> int:
        return sum(getattr(s, field) for s in scores if s.kind in kinds)

    faithful = frozenset({"faithful"})
    markers = frozenset(s.kind for s in scores) - MUST_CATCH - faithful
    return Figures(
        faithful_flagged=total(faithful, "flagged"),
        faithful=total(faithful, "total"),
        fact_caught=total(MUST_CATCH, "flagged"),
        fact=total(MUST_CATCH, "total"),
        marker_caught=total(markers, "flagged"),
        marker=total(markers, "total"),
    )


def meets_targets(scores: list[KindScore]) -> list[str]:
    """The targets the scores miss (none when the guard is good enough)."""
    problems: list[str] = []
    for s in scores:
        if s.kind == "faithful" and s.share > FAITHFUL_FLAGGED_MAX:
            problems.append(f"faithful pairs flagged {s.flagged}/{s.total}: {s.missed}")
        elif (s.kind in MUST_CATCH and s.flagged < s.total) or (
            s.kind in MOSTLY_CATCH and s.share < MOSTLY_SHARE
        ):
            problems.append(f"{s.kind} caught {s.flagged}/{s.total}; missed {s.missed}")
    return problems


def two_hundred_tokens(texts: list[str], tokens: int = 200) -> str:
    """Passages of the set joined until the text holds ``tokens`` word and punctuation tokens."""
    chosen: list[str] = []
    count = 0
    for text in texts:
        chosen.append(text)
        count += len(_TOKEN.findall(text))
        if count >= tokens:
            break
    return "\n\n".join(chosen)


class CostMs(BaseModel):
    """CPU milliseconds of one guard check over the repeats: median, quartiles and minimum."""

    model_config = ConfigDict(frozen=True)

    median: float
    lower_quartile: float
    upper_quartile: float
    minimum: float

    def __str__(self) -> str:
        return (
            f"median {self.median:.2f} ms (quartiles {self.lower_quartile:.2f}-"
            f"{self.upper_quartile:.2f}, minimum {self.minimum:.2f})"
        )


def cost_texts(pairs: list[GuardPair], language: Literal["pl", "en"]) -> tuple[str, str]:
    """A 200-token source and its faithful candidate, cut from the set's faithful pairs that
    keep the language of a source in ``language``.

    One language, as a passage is: texts cut from every pair alternate Polish and English, and
    the guard skips the language rule for a source of no single language.
    """
    kept = [
        p
        for p in pairs
        if p.label == "faithful"
        and p.language == "preserve"
        and detect_language(p.source) == language
    ]
    return two_hundred_tokens([p.source for p in kept]), two_hundred_tokens(
        [p.candidate for p in kept]
    )


def cost_ms(
    pairs: list[GuardPair],
    repeats: int = 100,
    *,
    cold: bool = True,
    language: Literal["pl", "en"] = "pl",
) -> CostMs:
    """CPU milliseconds of one guard check of a 200-token candidate against its source.

    CPU time, not wall time: on a shared machine the wall clock measures the neighbours too.
    Even CPU time swings with a busy neighbour (caches, frequency), so the quartiles and the
    minimum are given beside the median: the minimum is what the code itself costs.

    ``cold``: the caches are cleared before each repeat and the source is read too, as for a
    passage's first candidate. Otherwise the source is read (:func:`read_source`, as the guard
    stage does once per passage) before the clock starts, and only the candidate's own reading
    and the comparison are timed, as for its second and later candidates.
    """
    source, candidate = cost_texts(pairs, language)
    profile = RewriteProfile()
    check_candidate(source, candidate, profile)  # the language model's one-off load
    timings: list[float] = []
    for _ in range(repeats):
        clear_caches()
        if not cold:
            read_source(source)
        start = time.process_time()
        if cold:
            read_source(source)
        check_candidate(source, candidate, profile)
        timings.append((time.process_time() - start) * 1000)
    quartiles = statistics.quantiles(timings, n=4)
    return CostMs(
        median=statistics.median(timings),
        lower_quartile=quartiles[0],
        upper_quartile=quartiles[2],
        minimum=min(timings),
    )


class RepairFigures(BaseModel):
    """A set's flagged pairs after scripted repair rounds (:func:`skryba.guard.restore.restore`):
    same-language pairs only, as a source sentence put back into a translation is no repair."""

    model_config = ConfigDict(frozen=True)

    label: Literal["faithful", "damaged"]
    pairs: int
    flagged: int
    located: int
    repaired: int

    def __str__(self) -> str:
        return (
            f"{self.label}: {self.flagged}/{self.pairs} flagged at first pass, every finding "
            f"located in {self.located}, clean after repair {self.repaired}/{self.flagged}"
        )


def repair_score(
    pairs: Sequence[GuardPair],
    rounds: int = 1,
    *,
    first_pass: Sequence[GuardReport] | None = None,
) -> list[RepairFigures]:
    """Faithful and damaged same-language pairs: flagged at first pass, how many of those have
    every finding located, and how many come back clean within ``rounds`` scripted repairs.

    ``first_pass``: each pair's report from :func:`check_candidate`, in order, where the caller
    has checked the pairs already (the labelled-set tests check each set once for all its pins)."""
    _aligned(pairs, first_pass)
    tally: dict[str, Counter[str]] = {"faithful": Counter(), "damaged": Counter()}
    for index, pair in enumerate(pairs):
        profile = RewriteProfile(language=pair.language)
        if pair.language not in ("preserve", detect_language(pair.source)):
            continue
        counts = tally[pair.label]
        counts["pairs"] += 1
        report = first_pass[index] if first_pass is not None else _checked(pair)
        if report.passed:
            continue
        counts["flagged"] += 1
        counts["located"] += all(located(pair.source, pair.candidate, f) for f in report.findings)
        text: str | None = pair.candidate
        for _ in range(rounds):
            assert text is not None
            text = restore(pair.source, text, report.findings)
            if text is None:
                break
            report = check_candidate(pair.source, text, profile)
            if report.passed:
                counts["repaired"] += 1
                break
    return [
        RepairFigures(
            label=label,
            pairs=counts["pairs"],
            flagged=counts["flagged"],
            located=counts["located"],
            repaired=counts["repaired"],
        )
        for label, counts in tally.items()
    ]
