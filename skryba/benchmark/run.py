"""A benchmark from start to finish: one rewrite run per combination, then the report.

Every figure in the report is read back from the audit store, never from the runs' memory.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from models.evaluation import validate_minimum_quality
from models.jury import jury_label
from models.run import RunParameters, RunSummary
from models.spend import PriceTable
from skryba.audit.store import AuditStore
from skryba.benchmark import plots
from skryba.benchmark.document import BenchmarkReport, Plot, rank, sections
from skryba.benchmark.history import iter_passage_histories
from skryba.benchmark.params import BenchmarkParameters, Combination
from skryba.benchmark.render import render_html, render_markdown
from skryba.benchmark.stats import CombinationStats, RunSamples, collect_samples, summarize
from skryba.detectors.registry import build_detectors, close_detectors
from skryba.errors import ConfigurationError
from skryba.runner import RunDriver, resolve_settings, run_corpus
from skryba.settings import Settings
from skryba.spend.cost import run_cost

PLOTS_DIR = "plots"


class BenchmarkPaths(BaseModel):
    """Where the benchmark's reports were written."""

    model_config = ConfigDict(frozen=True)

    json_path: str
    md_path: str
    html_path: str
    plots: list[str]


class BenchmarkSummary(BaseModel):
    """What a finished benchmark returns: every run's summary and the report files."""

    model_config = ConfigDict(frozen=True)

    out: str
    runs: list[RunSummary]
    paths: BenchmarkPaths
    report: BenchmarkReport


class FinishedRun(BaseModel):
    """A combination and the run that measured it."""

    model_config = ConfigDict(frozen=True)

    combination: Combination
    run_id: str
    out: str


async def run_benchmark(
    params: BenchmarkParameters,
    driver: RunDriver | None = None,
    *,
    on_combination: Callable[[Combination], None] | None = None,
) -> BenchmarkSummary:
    """Run every profile x model combination on the corpus, then write the reports.

    Every combination is checked before the first paid call, so a bad one refuses the whole
    benchmark (UsageError) instead of failing after the others were paid for.
    """
    validate_minimum_quality(params.minimum_quality)
    driver = driver or RunDriver()
    base = driver.settings or Settings()
    out = Path(params.out)
    planned = [
        (combination, params.run_parameters(combination, str(out / "runs" / combination.slug)))
        for combination in params.combinations()
    ]
    await _preflight([run for _, run in planned], base)
    prices = base.price_table()  # a bad price file refuses before the first paid call
    summaries: list[RunSummary] = []
    finished: list[FinishedRun] = []
    for combination, run_params in planned:
        if on_combination is not None:
            on_combination(combination)
        summary = await run_corpus(run_params, driver.with_settings(base))
        summaries.append(summary)
        finished.append(
            FinishedRun(
                combination=combination,
                run_id=summary.run_id,
                out=Path(summary.out).relative_to(out).as_posix(),
            )
        )
    report, paths = await asyncio.to_thread(
        write_benchmark, base.database_url, params, finished, out, prices
    )
    return BenchmarkSummary(out=str(out), runs=summaries, paths=paths, report=report)


async def _preflight(runs: Sequence[RunParameters], base: Settings) -> None:
    """Refuse now what ``run_corpus`` would refuse later, after earlier runs were paid for."""
    for run in runs:
        resolved = resolve_settings(run, base)
        _ = resolved.generator_model  # ConfigurationError when no model can be named
        if resolved.require_distinct_judge and resolved.judge_is_generator:
            raise ConfigurationError(resolved.same_judge_message(refusal=True))
    if runs:
        await close_detectors(build_detectors(runs[0].detectors))


def write_benchmark(
    database_url: str,
    params: BenchmarkParameters,
    runs: Sequence[FinishedRun],
    out: Path,
    prices: PriceTable | None = None,
) -> tuple[BenchmarkReport, BenchmarkPaths]:
    """Read every run back from the audit store; write benchmark.json, .md, .html and plots.

    ``prices`` turns each run's stored usage into spend (cost per passage per combination).
    """
    stats: list[CombinationStats] = []
    samples: list[RunSamples] = []
    with AuditStore.open(database_url) as store:
        for run in runs:
            sample = collect_samples(iter_passage_histories(store, run.run_id))
            samples.append(sample)
            stats.append(
                summarize(
                    run.combination.number,
                    run.combination.label,
                    run.out,
                    store.get_run(run.run_id),
                    sample,
                    run_cost(store.usage(run.run_id), prices),
                )
            )
    figures = draw_plots(stats, samples)
    report = BenchmarkReport(
        created_at=datetime.now(UTC),
        corpus=list(params.inputs),
        minimum_quality=params.minimum_quality,
        judge_model=jury_label(params.judge_model) if params.judge_model else None,
        detectors=list(params.detectors),
        combinations=stats,
        ranking=rank(stats),
        plots={plot.name: plot.filename for plot in figures},
    )
    return report, write_reports(report, figures, out)


def draw_plots(stats: Sequence[CombinationStats], samples: Sequence[RunSamples]) -> list[Plot]:
    """The report's plots; the AI-probability plot only when a detector scored some pair."""
    numbers = [s.number for s in stats]
    labels = [s.label for s in stats]
    figures = [
        Plot(
            "outcomes",
            "Passage outcomes per combination",
            f"{PLOTS_DIR}/outcomes.png",
            plots.outcome_shares(numbers, labels, [s.outcomes for s in samples]),
        ),
        Plot(
            "quality",
            "Quality dimensions per combination",
            f"{PLOTS_DIR}/quality.png",
            plots.quality_boxplots(numbers, labels, [s.quality for s in samples]),
        ),
    ]
    pairs = plots.ai_probability_pairs(numbers, labels, [s.pairs for s in samples])
    if pairs is not None:
        figures.append(
            Plot(
                "ai_probability",
                "AI probability before and after rewriting",
                f"{PLOTS_DIR}/ai_probability.png",
                pairs,
            )
        )
    return figures


def write_reports(report: BenchmarkReport, figures: Sequence[Plot], out: Path) -> BenchmarkPaths:
    """Write the plots, ``benchmark.json``, ``benchmark.md`` and ``benchmark.html`` into ``out``."""
    (out / PLOTS_DIR).mkdir(parents=True, exist_ok=True)
    for plot in figures:
        (out / plot.filename).write_bytes(plot.png)
    content = sections(report, figures)
    json_path = out / "benchmark.json"
    md_path = out / "benchmark.md"
    html_path = out / "benchmark.html"
    json_path.write_text(
        json.dumps(report.model_dump(mode="json"), ensure_ascii=False, indent=2) + "\n",
        encoding="utf-8",
    )
    md_path.write_text(render_markdown(report, content, figures), encoding="utf-8")
    html_path.write_text(render_html(report, content, figures), encoding="utf-8")
    return BenchmarkPaths(
        json_path=str(json_path),
        md_path=str(md_path),
        html_path=str(html_path),
        plots=[str(out / plot.filename) for plot in figures],
    )
