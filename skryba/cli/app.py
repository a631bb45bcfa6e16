"""The ``skryba`` command line."""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Annotated, cast

import typer

from models.evaluation import validate_minimum_quality
from models.run import DEFAULT_PROFILE, RUN_DEFAULTS, RunSummary
from skryba.cli.benchmark import register
from skryba.cli.detectors import detectors_app
from skryba.cli.ops import register as register_ops
from skryba.cli.options import (
    DEFAULT_LANGUAGE,
    DEFAULT_OUT,
    ROUTE_EPILOG,
    AsJson,
    Audience,
    Candidates,
    Concurrency,
    Detectors,
    DistinctJudge,
    Encoding,
    Guard,
    Inputs,
    Instructions,
    JudgeModel,
    LanguageOption,
    MaxCost,
    MinimumQuality,
    Model,
    Out,
    Overwrite,
    Repairs,
    Resume,
    RetryFailed,
    StyleOption,
    Temperature,
    run_options,
)
from skryba.cli.reports import register as register_reports
from skryba.cli.support import (
    EXIT_INTERRUPTED,
    EXIT_OK,
    EXIT_PASSAGES,
    BarProgress,
    OneLineErrors,
    PlainCommand,
    check_parameters,
    error,
    fail_usage,
    failed,
    progress_bar,
)
from skryba.errors import SkrybaError, UsageError
from skryba.orchestration.prefect_api import prepare_prefect
from skryba.preflight import preflight
from skryba.spend.cost import describe_cost


def _version(value: bool) -> None:
    if value:
        from importlib.metadata import version

        typer.echo(f"skryba {version('skryba')}")
        raise typer.Exit()


app = typer.Typer(
    cls=OneLineErrors,
    help="Rewrite corpora into a requested style and language, refusing damaged rewrites.",
    epilog=ROUTE_EPILOG,
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)
app.add_typer(detectors_app, name="detectors", help="List and calibrate AI-text detectors.")


@app.callback()
def _main(
    version: Annotated[
        bool,
        typer.Option(
            "--version", callback=_version, is_eager=True, help="Print the version and exit."
        ),
    ] = False,
) -> None:
    """Rewrite corpora into a requested style and language, refusing damaged rewrites."""


@app.command(cls=PlainCommand, epilog=ROUTE_EPILOG)
def rewrite(
    inputs: Inputs,
    minimum_quality: MinimumQuality = None,
    style: StyleOption = DEFAULT_PROFILE.style,
    audience: Audience = DEFAULT_PROFILE.audience,
    language: LanguageOption = DEFAULT_LANGUAGE,
    instructions: Instructions = None,
    model: Model = None,
    judge_model: JudgeModel = None,
    require_distinct_judge: DistinctJudge = False,
    candidates: Candidates = RUN_DEFAULTS.candidates,
    temperature: Temperature = None,
    detector: Detectors = None,
    guard: Guard = RUN_DEFAULTS.guard,
    repairs: Repairs = RUN_DEFAULTS.repairs,
    concurrency: Concurrency = RUN_DEFAULTS.concurrency,
    resume: Resume = None,
    retry_failed: RetryFailed = False,
    max_cost: MaxCost = None,
    out: Out = DEFAULT_OUT,
    overwrite: Overwrite = False,
    encoding: Encoding = None,
    as_json: AsJson = False,
) -> None:
    """Rewrite INPUT... into the profile; outputs and report.md go to --out.

    Exit 0 when every passage has output, 1 when any failed or was refused, 2 on usage errors.
    """
    try:
        validate_minimum_quality(minimum_quality)
        params = check_parameters(**run_options(locals()))
        # Every check that needs no server, before Prefect or the embedded model boot.
        preflight(params)
    except UsageError as exc:
        raise fail_usage(str(exc)) from None
    # Prefect is imported only once the arguments are known good: it costs seconds, and the
    # throwaway Prefect server (if any) boots meanwhile.
    api = prepare_prefect()
    from flows.rewrite import RunFailed, rewrite_corpus
    from skryba.progress import listeners

    summary: RunSummary
    bar = progress_bar()
    try:
        with api.running(), bar, listeners.added(BarProgress(bar)):
            # Prefect resolves a returned state: a caller gets the summary or an exception.
            summary = cast(RunSummary, asyncio.run(rewrite_corpus(params=params)))
        code = EXIT_OK
    except RunFailed as exc:
        summary = exc.summary
        code = EXIT_INTERRUPTED if summary.interrupted else EXIT_PASSAGES
    except UsageError as exc:
        raise fail_usage(str(exc)) from None
    except SkrybaError as exc:
        raise failed(exc) from None
    _print_summary(summary, as_json)
    raise typer.Exit(code)


def _print_summary(summary: RunSummary, as_json: bool) -> None:
    if summary.budget_stop:
        error(summary.budget_stop)
    if summary.interrupted:
        error(summary.interrupted)
    if as_json:
        sys.stdout.write(json.dumps(summary.model_dump(mode="json"), indent=2) + "\n")
        return
    if summary.judge_warning:
        error(f"warning: {summary.judge_warning}")
    typer.echo(
        f"run {summary.run_id}: {summary.rewritten} rewritten, {summary.source_fallback} source "
        f"fallback, {summary.refused} refused, {summary.failed} failed"
        + (f", {summary.document_errors} unreadable" if summary.document_errors else "")
    )
    if summary.cost is not None:
        typer.echo(f"cost: {describe_cost(summary.cost)}")
    if summary.report_html:
        typer.echo(f"review page: {summary.report_html}")
    typer.echo(f"report: {summary.report_md} (and {summary.report_json})")


@app.command(cls=PlainCommand)
def audit(
    run_id: Annotated[str, typer.Argument(metavar="RUN_ID", help="The run to show.")],
    passage: Annotated[
        str | None,
        typer.Option(metavar="ID", help="A passage id or DOCUMENT#INDEX for its full history."),
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the stored records as JSON, for programs.")
    ] = False,
) -> None:
    """Show a run, or one passage's full history, from the audit store (readable by default).

    Exit 2 (a usage error) when the store holds no such run or passage, 1 when it cannot be read.
    """
    from skryba.audit.engine import redact_url
    from skryba.audit.render import show_audit
    from skryba.errors import UnknownPassage, UnknownRun
    from skryba.settings import Settings

    try:
        database_url = Settings.load().database_url
    except UsageError as exc:
        raise fail_usage(str(exc)) from None
    try:
        show_audit(run_id, passage, as_json=as_json)
    except (UnknownRun, UnknownPassage) as exc:
        # One line, naming the store: the usual mistake is a run id from another store.
        raise fail_usage(f"{exc} in the audit store {redact_url(database_url)}") from None
    except UsageError as exc:
        raise fail_usage(str(exc)) from None
    except SkrybaError as exc:
        raise failed(exc) from None


register(app)
register_ops(app)
register_reports(app)


def main() -> None:
    """Console-script entry point."""
    app()
