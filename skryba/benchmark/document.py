"""The benchmark report's content — sections of text, tables and plots — independent of format.

``benchmark.md`` and ``benchmark.html`` render the same sections, so they never disagree.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from pydantic import BaseModel, ConfigDict

from skryba.benchmark.stats import (
    QUALITY_KEYS,
    CombinationStats,
    mean_output_probability,
    ranking_key,
)
from skryba.spend.cost import format_cost


class BenchmarkReport(BaseModel):
    """What ``benchmark.json`` holds."""

    model_config = ConfigDict(frozen=True)

    created_at: datetime
    corpus: list[str]
    minimum_quality: float
    judge_model: str | None
    detectors: list[str]
    combinations: list[CombinationStats]
    ranking: list[int]  # combination numbers, best first (see ``ranking_key``)
    plots: dict[str, str]  # plot name -> PNG file, relative to the report

    def ranked(self) -> list[CombinationStats]:
        """The combinations, best first."""
        by_number = {c.number: c for c in self.combinations}
        return [by_number[n] for n in self.ranking]


def rank(combinations: Sequence[CombinationStats]) -> list[int]:
    """Combination numbers ordered best first."""
    return [c.number for c in sorted(combinations, key=ranking_key)]


@dataclass(frozen=True)
class Plot:
    """One PNG plot of the report."""

    name: str
    title: str
    filename: str
    png: bytes


@dataclass(frozen=True)
class Table:
    """A table of already formatted cells."""

    header: tuple[str, ...]
    rows: Sequence[tuple[str, ...]]


@dataclass(frozen=True)
class Section:
    """A titled part of the report: paragraphs, a bullet list, tables, then a plot (by name)."""

    title: str
    paragraphs: list[str] = field(default_factory=list)
    bullets: list[str] = field(default_factory=list)
    tables: list[Table] = field(default_factory=list)
    plot: str | None = None


RANKING_RULE = (
    "Ranked by pass rate (passages rewritten with a winner that passed the judge), then fewest "
    "refusals and failures, then lowest mean AI probability after rewriting, then highest "
    "median quality score."
)


NO_VALUE = "-"


def percent(value: float | None) -> str:
    """``0.25`` as ``25.0%``; a dash when there is no value."""
    return NO_VALUE if value is None else f"{100 * value:.1f}%"


def number(value: float | None, digits: int = 2) -> str:
    """A fixed-point number; a dash when there is no value."""
    return NO_VALUE if value is None else f"{value:.{digits}f}"


def sections(report: BenchmarkReport, plots: Sequence[Plot]) -> list[Section]:
    """The report's sections, in reading order."""
    names = {plot.name for plot in plots}
    return [
        _pick(report),
        _outcomes(report, "outcomes" if "outcomes" in names else None),
        _quality(report, "quality" if "quality" in names else None),
        _judge(report),
        _guard(report),
        _repairs(report),
        _ai_probability(report, "ai_probability" if "ai_probability" in names else None),
        _cost(report),
        _runs(report),
    ]


def _leader(
    report: BenchmarkReport,
    what: str,
    value: Callable[[CombinationStats], float | None],
    show: Callable[[float | None], str],
    *,
    highest: bool,
) -> str | None:
    scored = [(v, c) for c in report.combinations if (v := value(c)) is not None]
    if not scored:
        return None
    best_value, best = (max if highest else min)(scored, key=lambda pair: pair[0])
    return f"{what}: {best.label} ({show(best_value)})"


def _tokens_per_passage(stats: CombinationStats) -> float | None:
    total = stats.tokens["total"]
    return (total.tokens_in + total.tokens_out) / stats.passages if stats.passages else None


def cost_per_passage(stats: CombinationStats) -> str:
    """Cost per finished passage for people, or why there is none."""
    cost = stats.cost
    if not cost.configured:
        return "not configured"
    if stats.cost_per_passage is not None:
        return format_cost(stats.cost_per_passage, cost.currency)
    if not stats.passages:
        return NO_VALUE
    return f"unknown ({cost.unknown_calls} unpriced call(s))"


def _total_cost(stats: CombinationStats) -> str:
    cost = stats.cost
    if not cost.configured:
        return "not configured"
    if cost.total is not None:
        return format_cost(cost.total, cost.currency)
    assert cost.priced_total is not None
    return (
        f"unknown ({cost.unknown_calls} unpriced call(s); the rest "
        f"{format_cost(cost.priced_total, cost.currency)})"
    )


def _pick(report: BenchmarkReport) -> Section:
    ranked = report.ranked()
    paragraphs = [RANKING_RULE]
    if ranked:
        paragraphs.append(f"Best overall: {ranked[0].label}.")
    leaders = [
        _leader(report, "Highest pass rate", lambda c: c.pass_rate, percent, highest=True),
        _leader(
            report,
            "Lowest AI probability after rewriting",
            mean_output_probability,
            number,
            highest=False,
        ),
        _leader(
            report,
            "Highest median quality score",
            lambda c: c.quality["quality_score"].median,
            number,
            highest=True,
        ),
        _leader(
            report,
            "Fastest generation (p95, s)",
            lambda c: c.latency_s["generate"].p95,
            number,
            highest=False,
        ),
        _leader(
            report,
            "Fewest tokens per passage",
            _tokens_per_passage,
            lambda v: number(v, 0),
            highest=False,
        ),
        _cheapest(report),
    ]
    bullets = [line for line in leaders if line is not None]
    rows = [
        (
            str(position),
            c.label,
            percent(c.pass_rate),
            percent(c.source_fallback_rate),
            percent(c.refusal_rate),
            percent(c.failure_rate),
            number(c.quality["quality_score"].median),
            number(mean_output_probability(c)),
            number(c.latency_s["generate"].p95),
            number(_tokens_per_passage(c), 0),
            cost_per_passage(c),
        )
        for position, c in enumerate(ranked, start=1)
    ]
    header = (
        "rank",
        "combination",
        "pass",
        "source fallback",
        "refused",
        "failed",
        "median quality",
        "AI prob. after",
        "generate p95 (s)",
        "tokens / passage",
        "cost / passage",
    )
    return Section("Which to pick", paragraphs, bullets, [Table(header, rows)])


def _cheapest(report: BenchmarkReport) -> str | None:
    """The lowest cost per passage, only when every combination's cost is known in one currency:
    a combination with unknown spend may be the cheapest or the dearest."""
    costs = [c.cost_per_passage for c in report.combinations]
    currencies = {c.cost.currency for c in report.combinations}
    if not costs or any(v is None for v in costs) or len(currencies) != 1:
        return None
    (currency,) = currencies
    return _leader(
        report,
        "Lowest cost per passage",
        lambda c: c.cost_per_passage,
        lambda v: NO_VALUE if v is None else format_cost(v, currency),
        highest=False,
    )


def _outcomes(report: BenchmarkReport, plot: str | None) -> Section:
    rows = [
        (
            c.label,
            str(c.passages),
            f"{c.counts['rewritten']} ({percent(c.pass_rate)})",
            f"{c.counts['source_fallback']} ({percent(c.source_fallback_rate)})",
            f"{c.counts['refused']} ({percent(c.refusal_rate)})",
            f"{c.counts['failed']} ({percent(c.failure_rate)})",
        )
        for c in report.combinations
    ]
    header = ("combination", "passages", "rewritten", "source fallback", "refused", "failed")
    return Section("Outcomes", tables=[Table(header, rows)], plot=plot)


def _quality(report: BenchmarkReport, plot: str | None) -> Section:
    rows: list[tuple[str, ...]] = []
    for c in report.combinations:
        for key in QUALITY_KEYS:
            d = c.quality[key]
            rows.append(
                (
                    c.label,
                    key.replace("_", " "),
                    str(d.n),
                    number(d.mean),
                    number(d.min),
                    number(d.q1),
                    number(d.median),
                    number(d.q3),
                    number(d.max),
                )
            )
    header = ("combination", "dimension", "n", "mean", "min", "q1", "median", "q3", "max")
    note = (
        "Scores of every distinct candidate text the judge evaluated validly (identical candidates "
        "share one evaluation); quality score is the lowest of the six dimensions."
    )
    return Section("Quality dimensions", [note], tables=[Table(header, rows)], plot=plot)


def _judge(report: BenchmarkReport) -> Section:
    rows = [
        (
            c.label,
            c.judge_model,
            str(c.judge.evaluations),
            str(c.judge.invalid_replies),
            percent(c.judge.invalid_reply_rate),
            str(c.judge.call_failures),
            str(c.candidates.judged),
            percent(c.candidates.pass_rate),
        )
        for c in report.combinations
    ]
    header = (
        "combination",
        "judge model",
        "judge calls",
        "invalid replies",
        "invalid-reply rate",
        "failed calls",
        "candidates judged",
        "candidates passed",
    )
    note = (
        "An invalid reply is one that is not a valid evaluation; a failed call is one whose "
        "transport retries ran out. Either fails its passage."
    )
    tables = [Table(header, rows)]
    agreement = [
        (
            c.label,
            f"{pair.juror_a} / {pair.juror_b}",
            str(pair.texts),
            percent(pair.agreement),
            number(pair.kappa),
        )
        for c in report.combinations
        for pair in c.juror_agreement
    ]
    if agreement:
        note += (
            " With a jury, a candidate passes only if every juror passes it; the second table "
            "shows, per juror pair, how often they agreed on pass or fail and Cohen's kappa "
            "(agreement beyond chance; '-' when undefined): a juror that always agrees with "
            "another adds cost, not information."
        )
        tables.append(
            Table(("combination", "jurors", "texts", "pass agreement", "Cohen's kappa"), agreement)
        )
    return Section("Judge", [note], tables=tables)


def _guard(report: BenchmarkReport) -> Section:
    rows = [
        (
            c.label,
            str(c.guard.guarded),
            str(c.guard.flagged),
            percent(c.guard.catch_rate),
        )
        for c in report.combinations
    ]
    header = ("combination", "candidates guarded", "with a finding", "guard catch rate")
    note = (
        "The protected-facts guard compares each candidate with its source (numbers, dates, "
        "references, citations, code, Markdown, negation and modality, output language); the "
        "catch rate is the share of guarded candidates with at least one finding."
    )
    return Section("Protected-facts guard", [note], tables=[Table(header, rows)])


def _repairs(report: BenchmarkReport) -> Section:
    rows = [
        (
            c.label,
            str(c.repairs.flagged),
            str(c.repairs.tried),
            str(c.repairs.repaired),
            percent(c.repairs.success_rate),
            str(c.repairs.extra_calls),
            NO_VALUE
            if c.repairs.extra_cost is None
            else format_cost(c.repairs.extra_cost, c.cost.currency),
            str(c.repairs.won),
        )
        for c in report.combinations
    ]
    header = (
        "combination",
        "flagged candidates",
        "revised",
        "repaired",
        "repair success",
        "extra calls",
        "extra cost",
        "rewrites won by a revision",
    )
    note = (
        "Under --guard strict a flagged candidate goes back to the generator with the guard's "
        "findings (--repairs rounds); repaired means its last revision passed the guard, and "
        "still had to pass the judge. Extra calls and cost are the revision calls."
    )
    return Section("Repairs", [note], tables=[Table(header, rows)])


def _ai_probability(report: BenchmarkReport, plot: str | None) -> Section:
    rows = [
        (
            c.label,
            detector,
            str(shift.pairs),
            number(shift.source_mean),
            number(shift.output_mean),
            number(
                None
                if shift.source_mean is None or shift.output_mean is None
                else shift.output_mean - shift.source_mean
            ),
        )
        for c in report.combinations
        for detector, shift in c.ai_probability.items()
    ]
    paragraphs = [
        "Mean AI probability of the source and of its chosen rewrite, over rewritten passages "
        "that the detector scored both ways."
    ]
    if not rows:
        paragraphs.append("No detector scored both a source and its rewrite.")
    header = ("combination", "detector", "passages", "source", "output", "change")
    return Section(
        "AI probability before and after", paragraphs, tables=[Table(header, rows)], plot=plot
    )


def _cost(report: BenchmarkReport) -> Section:
    rows = [
        (
            c.label,
            number(c.latency_s["generate"].p50),
            number(c.latency_s["generate"].p95),
            number(c.latency_s["judge"].p50),
            number(c.latency_s["judge"].p95),
            str(c.tokens["total"].tokens_in),
            str(c.tokens["total"].tokens_out),
            _total_cost(c),
            cost_per_passage(c),
            number(c.wall_time_s, 1),
        )
        for c in report.combinations
    ]
    header = (
        "combination",
        "generate p50 (s)",
        "generate p95 (s)",
        "judge p50 (s)",
        "judge p95 (s)",
        "tokens in",
        "tokens out",
        "cost",
        "cost / passage",
        "wall time (s)",
    )
    note = (
        "Latency per call as the route answered it; tokens as the route reported them; cost from "
        "the price table (SKRYBA_PRICES). A model without a price, or a call whose route "
        "reported no usage, makes a cost unknown, never 0."
    )
    return Section("Latency, tokens and cost", [note], tables=[Table(header, rows)])


def _runs(report: BenchmarkReport) -> Section:
    rows = [
        (c.label, c.run_id, c.status, c.generator_model, c.judge_model, c.out)
        for c in report.combinations
    ]
    header = ("combination", "run id", "status", "generator", "judge", "outputs")
    note = "Every run's rows are in the audit store: `skryba audit RUN_ID` shows them."
    return Section("Runs", [note], tables=[Table(header, rows)])


def table_rows(report: BenchmarkReport) -> list[dict[str, str | int | float | None]]:
    """One flat row per combination, best first (the Prefect table artifact)."""
    return [
        {
            "rank": position,
            "combination": c.label,
            "run_id": c.run_id,
            "passages": c.passages,
            "pass_rate": c.pass_rate,
            "source_fallback_rate": c.source_fallback_rate,
            "refusal_rate": c.refusal_rate,
            "failure_rate": c.failure_rate,
            "median_quality_score": c.quality["quality_score"].median,
            "judge_invalid_reply_rate": c.judge.invalid_reply_rate,
            "guard_catch_rate": c.guard.catch_rate,
            "repair_success_rate": c.repairs.success_rate,
            "repair_extra_calls": c.repairs.extra_calls,
            "repair_extra_cost": c.repairs.extra_cost,
            "mean_ai_probability_after": mean_output_probability(c),
            "generate_p50_s": c.latency_s["generate"].p50,
            "generate_p95_s": c.latency_s["generate"].p95,
            "judge_p50_s": c.latency_s["judge"].p50,
            "judge_p95_s": c.latency_s["judge"].p95,
            "tokens_in": c.tokens["total"].tokens_in,
            "tokens_out": c.tokens["total"].tokens_out,
            "cost": c.cost.total,
            "cost_per_passage": c.cost_per_passage,
            "currency": c.cost.currency,
            "wall_time_s": c.wall_time_s,
        }
        for position, c in enumerate(report.ranked(), start=1)
    ]
