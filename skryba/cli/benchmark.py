"""``skryba benchmark`` and ``skryba train``, added to the main Typer app by ``register``.

Both refuse to start, exactly like ``rewrite``, without ``--minimum-quality`` (exit 2, nothing
called). Failed or refused passages are measurements for these commands, not errors: they exit
0 once their files are written.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, TypeVar

import typer
from pydantic import ValidationError

from models.evaluation import validate_minimum_quality
from models.run import DEFAULT_PROFILE, RUN_DEFAULTS
from skryba.benchmark.params import benchmark_parameters
from skryba.cli.options import (
    DEFAULT_LANGUAGE,
    MODELS,
    OUTPUT,
    PROFILE,
    ROUTE_EPILOG,
    AsJson,
    Audience,
    Candidates,
    Concurrency,
    Detectors,
    DistinctJudge,
    Guard,
    Inputs,
    Instructions,
    JudgeModel,
    LanguageOption,
    MinimumQuality,
    Model,
    Repairs,
    StyleOption,
    Temperature,
    run_options,
)
from skryba.cli.support import (
    BarProgress,
    PlainCommand,
    check_parameters,
    fail_usage,
    failed,
    option_error,
    progress_bar,
)
from skryba.errors import SkrybaError, UsageError
from skryba.orchestration.prefect_api import PrefectApi, prepare_prefect

if TYPE_CHECKING:
    from rich.progress import Progress

    from models.outcome import PassageResult
    from skryba.benchmark.run import BenchmarkSummary
    from skryba.training import TrainingSummary

T = TypeVar("T")

OUT_REQUIRED = "--out is required: the folder the training data is written to"


class _RunBar:
    """The rewrite bar, restarted for each run of a benchmark."""

    def __init__(self, progress: Progress) -> None:
        self.bar = BarProgress(progress)

    def start(self, total: int) -> None:
        """Start over with this run's passage count."""
        self.bar.progress.reset(self.bar.task, total=total)

    def problem(self, message: str) -> None:
        """Print a refusal, failure or unreadable document above the bar."""
        self.bar.problem(message)

    def advance(self, result: PassageResult) -> None:
        """Tick once (and print a refusal or failure above the bar)."""
        self.bar.advance(result)


def _with_bar(api: PrefectApi, flow_call: Callable[[], Coroutine[Any, Any, T]]) -> T:
    """Run a flow under the Prefect API with the progress bar; its errors as the CLI's exits."""
    from skryba.progress import listeners

    progress = progress_bar()
    try:
        with api.running(), progress, listeners.added(_RunBar(progress)):
            return asyncio.run(flow_call())
    except UsageError as exc:
        raise fail_usage(str(exc)) from None
    except SkrybaError as exc:
        raise failed(exc) from None


def benchmark(
    inputs: Inputs,
    minimum_quality: MinimumQuality = None,
    profile: Annotated[
        list[str] | None,
        typer.Option(
            metavar="STYLE:LANG",
            help="Profile to compare (repeatable; default plain:preserve).",
            rich_help_panel=PROFILE,
            show_default=False,
        ),
    ] = None,
    model: Annotated[
        list[str] | None,
        typer.Option(
            metavar="NAME",
            help="Generator model to compare (repeatable; default SKRYBA_MODEL).",
            rich_help_panel=MODELS,
            show_default=False,
        ),
    ] = None,
    judge_model: JudgeModel = None,
    detector: Detectors = None,
    audience: Audience = DEFAULT_PROFILE.audience,
    instructions: Instructions = None,
    candidates: Candidates = RUN_DEFAULTS.candidates,
    temperature: Temperature = None,
    concurrency: Concurrency = RUN_DEFAULTS.concurrency,
    out: Annotated[
        Path, typer.Option(metavar="DIR", help="Output folder.", rich_help_panel=OUTPUT)
    ] = Path("skryba-benchmark"),
    require_distinct_judge: DistinctJudge = False,
    guard: Guard = RUN_DEFAULTS.guard,
    repairs: Repairs = RUN_DEFAULTS.repairs,
    as_json: AsJson = False,
) -> None:
    """Run every --profile x --model on CORPUS and compare them.

    Writes benchmark.json, benchmark.md, a self-contained benchmark.html and PNG plots to --out;
    every run is kept in the audit store. Exit 0 when written, 2 on usage errors.
    """

    options = run_options(locals())
    try:
        validate_minimum_quality(minimum_quality)
        params = benchmark_parameters(
            profiles=options.pop("profile"),
            models=options.pop("model"),
            audience=options.pop("audience"),
            instructions=options.pop("instructions"),
            **options,
        )
        _inputs_and_settings(inputs, detector)
    except ValidationError as exc:
        raise fail_usage(option_error(exc)) from None
    except UsageError as exc:
        raise fail_usage(str(exc)) from None
    api = prepare_prefect()
    from flows.benchmark import benchmark as benchmark_flow

    _print_benchmark(_with_bar(api, lambda: benchmark_flow(params=params)), as_json)


def _print_benchmark(summary: BenchmarkSummary, as_json: bool) -> None:
    if as_json:
        data = summary.model_dump(mode="json", include={"out", "runs", "paths"})
        sys.stdout.write(json.dumps(data, indent=2) + "\n")
        return
    for stats in summary.report.ranked():
        typer.echo(
            f"{stats.label}: run {stats.run_id}: {stats.counts['rewritten']} rewritten, "
            f"{stats.counts['source_fallback']} source fallback, {stats.counts['refused']} "
            f"refused, {stats.counts['failed']} failed"
        )
    typer.echo(f"report: {summary.paths.html_path} (and {summary.paths.md_path}, .json)")


def train(
    inputs: Inputs,
    minimum_quality: MinimumQuality = None,
    out: Annotated[
        Path | None,
        typer.Option(
            metavar="DIR",
            help="Folder for sft.jsonl, preferences.jsonl, manifest.json.",
            rich_help_panel=OUTPUT,
            show_default=False,
        ),
    ] = None,
    style: StyleOption = DEFAULT_PROFILE.style,
    audience: Audience = DEFAULT_PROFILE.audience,
    language: LanguageOption = DEFAULT_LANGUAGE,
    instructions: Instructions = None,
    candidates: Candidates = RUN_DEFAULTS.candidates,
    temperature: Temperature = None,
    model: Model = None,
    judge_model: JudgeModel = None,
    detector: Detectors = None,
    concurrency: Concurrency = RUN_DEFAULTS.concurrency,
    require_distinct_judge: DistinctJudge = False,
    guard: Guard = RUN_DEFAULTS.guard,
    repairs: Repairs = RUN_DEFAULTS.repairs,
    as_json: AsJson = False,
) -> None:
    """Rewrite CORPUS and write fine-tuning data from the judged rewrites to --out.

    sft.jsonl (chat format), preferences.jsonl (prompt/chosen/rejected) and manifest.json (audit
    ids of every record). Exit 0 when written, 2 on usage errors.
    """

    options = run_options(locals())
    try:
        validate_minimum_quality(minimum_quality)
        if out is None:
            raise UsageError(OUT_REQUIRED)
        params = check_parameters(**options)
        _inputs_and_settings(inputs, detector)
    except UsageError as exc:
        raise fail_usage(str(exc)) from None
    api = prepare_prefect()
    from flows.train import train as train_flow

    _print_training(_with_bar(api, lambda: train_flow(params=params)), as_json)


def _print_training(summary: TrainingSummary, as_json: bool) -> None:
    if as_json:
        sys.stdout.write(json.dumps(summary.model_dump(mode="json"), indent=2) + "\n")
        return
    run = summary.run
    typer.echo(
        f"run {run.run_id}: {run.rewritten} rewritten, {run.source_fallback} source fallback, "
        f"{run.refused} refused, {run.failed} failed"
    )
    typer.echo(
        f"{summary.sft_records} SFT record(s) in {summary.sft_path}, {summary.preference_pairs} "
        f"preference pair(s) in {summary.preferences_path}; manifest {summary.manifest_path}"
    )


def _inputs_and_settings(inputs: list[Path], detectors: list[str] | None) -> None:
    """What ``rewrite``'s preflight checks of the corpus, detectors and settings, before any
    boot (the output folders of these commands are their own)."""
    from skryba.detectors.registry import check_detectors
    from skryba.preflight import check_inputs_exist, check_inputs_hold_passages
    from skryba.settings import Settings

    check_inputs_exist(inputs)
    names = [d.strip().lower() for d in detectors or ["local"] if d.strip()]
    check_detectors([] if names == ["none"] else names)
    Settings.load()
    check_inputs_hold_passages(inputs)


def register(app: typer.Typer) -> None:
    """Add the ``benchmark`` and ``train`` commands to ``app``."""
    app.command(cls=PlainCommand, epilog=ROUTE_EPILOG)(benchmark)
    app.command(cls=PlainCommand, epilog=ROUTE_EPILOG)(train)
