"""The ``skryba`` command line."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Annotated, cast

import typer

from models.evaluation import validate_minimum_quality
from models.guard import GuardMode
from models.profile import Language, Style
from models.run import RunSummary
from skryba.cli.benchmark import register
from skryba.cli.detectors import detectors_app
from skryba.cli.ops import register as register_ops
from skryba.cli.reports import register as register_reports
from skryba.cli.support import (
    EXIT_INTERRUPTED,
    EXIT_OK,
    EXIT_PASSAGES,
    BarProgress,
    Guard,
    Repairs,
    check_parameters,
    error,
    fail_usage,
    failed,
    progress_bar,
)
from skryba.errors import SkrybaError, UsageError
from skryba.prefect_api import prepare_prefect
from skryba.spend import describe_cost

app = typer.Typer(
    help="Rewrite corpora into a requested style and language, refusing damaged rewrites.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
app.add_typer(detectors_app, name="detectors", help="List and calibrate AI-text detectors.")


@app.command()
def rewrite(
    inputs: Annotated[list[Path], typer.Argument(help="Text/Markdown files, folders, or JSONL.")],
    minimum_quality: Annotated[
        float | None,
        typer.Option(help="Score every judge dimension must reach, 0-1. Required, no default."),
    ] = None,
    style: Annotated[Style, typer.Option(help="Register to write in.")] = Style.PLAIN,
    audience: Annotated[str, typer.Option(help="Who the text is for.")] = "general readers",
    language: Annotated[
        str, typer.Option(help="Output language: pl, en, or preserve (keep each passage's).")
    ] = "preserve",
    instructions: Annotated[str | None, typer.Option(help="Extra instructions.")] = None,
    candidates: Annotated[int, typer.Option(min=1, max=20, help="Candidates per passage.")] = 3,
    temperature: Annotated[
        float | None, typer.Option(min=0.0, max=2.0, help="Generator temperature (unset: route's).")
    ] = None,
    model: Annotated[str | None, typer.Option(help="Generator model (SKRYBA_MODEL).")] = None,
    judge_model: Annotated[
        list[str] | None,
        typer.Option(
            help="Judge model (SKRYBA_JUDGE_MODEL; default: generator); repeat it for a jury."
        ),
    ] = None,
    detector: Annotated[
        list[str] | None, typer.Option(help="Detector to score with (repeatable); 'none' for off.")
    ] = None,
    out: Annotated[Path, typer.Option(help="Output folder.")] = Path("skryba-output"),
    concurrency: Annotated[
        int, typer.Option(min=1, max=1024, help="Requests in flight to the route.")
    ] = 8,
    resume: Annotated[str | None, typer.Option(help="Continue an interrupted run.")] = None,
    retry_failed: Annotated[
        bool, typer.Option(help="With --resume: give passages that ended failed a new attempt.")
    ] = False,
    guard: Guard = GuardMode.STRICT,
    repairs: Repairs = 1,
    require_distinct_judge: Annotated[
        bool, typer.Option(help="Refuse to start when the judge model is the generator model.")
    ] = False,
    max_cost: Annotated[
        float | None,
        typer.Option(
            help="Budget: no new passage starts once spend would exceed it (needs SKRYBA_PRICES)."
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
) -> None:
    """Rewrite INPUT... into the profile.

    Exit 0 when every passage has output, 1 when any failed or was refused, 2 on usage errors.
    """
    try:
        validate_minimum_quality(minimum_quality)
        assert minimum_quality is not None
        params = check_parameters(
            inputs=[str(p) for p in inputs],
            minimum_quality=minimum_quality,
            style=style,
            audience=audience,
            language=language,
            instructions=instructions,
            candidates=candidates,
            temperature=temperature,
            detectors=detector,
            out=str(out),
            concurrency=concurrency,
            resume=resume,
            retry_failed=retry_failed,
            guard=guard,
            repairs=repairs,
            judge_model=judge_model,
            max_cost=max_cost,
        )
        if max_cost is not None:
            # Before Prefect starts: a budget without prices for every model cannot be kept.
            from skryba.runner import check_run_budget

            check_run_budget(params)
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
            summary = cast(
                RunSummary,
                asyncio.run(
                    rewrite_corpus(
                        inputs=[str(p) for p in inputs],
                        minimum_quality=minimum_quality,
                        style=style,
                        audience=audience,
                        language=cast(Language, language),
                        instructions=instructions,
                        candidates=candidates,
                        temperature=temperature,
                        model=model,
                        judge_model=judge_model,
                        detectors=detector,
                        out=str(out),
                        concurrency=concurrency,
                        resume=resume,
                        retry_failed=retry_failed,
                        guard=guard,
                        repairs=repairs,
                        require_distinct_judge=require_distinct_judge,
                        max_cost=max_cost,
                    )
                ),
            )
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


@app.command()
def audit(
    run_id: Annotated[str, typer.Argument(help="The run to show.")],
    passage: Annotated[
        str | None, typer.Option(help="A passage id or DOCUMENT#INDEX for its full history.")
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

    database_url = Settings().database_url
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
