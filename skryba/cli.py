"""The ``skryba`` command line."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import sys
from pathlib import Path
from typing import Annotated, Any, cast

import typer
from pydantic import ValidationError
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from models.evaluation import validate_minimum_quality
from models.outcome import Outcome, PassageResult
from models.profile import Language, Style
from models.run import RunParameters, RunSummary
from skryba.cli_benchmark import register
from skryba.cli_detectors import detectors_app
from skryba.cli_ops import register as register_ops
from skryba.errors import SkrybaError, UsageError

app = typer.Typer(
    help="Rewrite corpora into a requested style and language, refusing damaged rewrites.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
stderr = Console(stderr=True)
app.add_typer(detectors_app, name="detectors", help="List and calibrate AI-text detectors.")

EXIT_OK, EXIT_PASSAGES, EXIT_USAGE = 0, 1, 2


class BarProgress:
    """A Rich progress bar on the terminal, one tick per finished passage."""

    def __init__(self, progress: Progress) -> None:
        self.progress = progress
        self.task = progress.add_task("passages", total=None)

    def start(self, total: int) -> None:
        """Set the bar's length."""
        self.progress.update(self.task, total=total)

    def advance(self, result: PassageResult) -> None:
        """Tick once; a refusal or failure is also printed, above the bar."""
        self.progress.update(self.task, advance=1, description=result.ref.document[:40])
        if result.outcome in (Outcome.FAILED, Outcome.REFUSED):
            self.progress.console.print(
                f"{result.ref.key}: {result.outcome.value}: {result.error}",
                soft_wrap=True,
                markup=False,
                highlight=False,
            )


def _error(message: str) -> None:
    # Plain text, never wrapped: refusal messages are compared byte for byte by callers.
    typer.echo(message, err=True)


def _fail_usage(message: str) -> typer.Exit:
    _error(message)
    return typer.Exit(EXIT_USAGE)


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
        str | None, typer.Option(help="Judge model (SKRYBA_JUDGE_MODEL; default: generator).")
    ] = None,
    detector: Annotated[
        list[str] | None, typer.Option(help="Detector to score with (repeatable); 'none' for off.")
    ] = None,
    out: Annotated[Path, typer.Option(help="Output folder.")] = Path("skryba-output"),
    concurrency: Annotated[
        int, typer.Option(min=1, max=1024, help="Requests in flight to the route.")
    ] = 8,
    resume: Annotated[str | None, typer.Option(help="Continue an interrupted run.")] = None,
    require_distinct_judge: Annotated[
        bool, typer.Option(help="Refuse to start when the judge model is the generator model.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
) -> None:
    """Rewrite INPUT... into the profile.

    Exit 0 when every passage has output, 1 when any failed or was refused, 2 on usage errors.
    """
    try:
        validate_minimum_quality(minimum_quality)
        if language not in ("pl", "en", "preserve"):
            raise UsageError(f"--language: {language!r} is not one of pl, en, preserve")
        assert minimum_quality is not None
        _check_parameters(
            inputs=[str(p) for p in inputs],
            minimum_quality=minimum_quality,
            profile={
                "style": style,
                "audience": audience,
                "language": language,
                "instructions": instructions,
            },
            candidates=candidates,
            temperature=temperature,
            detectors=["local"] if detector is None else detector,
            out=str(out),
            concurrency=concurrency,
        )
    except UsageError as exc:
        raise _fail_usage(str(exc)) from None
    # Prefect is imported only once the arguments are known good: it costs about a second.
    # Its INFO chatter stays off the terminal unless the user asks for it.
    os.environ.setdefault("PREFECT_LOGGING_LEVEL", "WARNING")
    # The first run on a machine migrates Prefect's local database; 20 s (Prefect's default) is
    # not enough for that on a busy two-core machine.
    os.environ.setdefault("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "180")
    # A CLI run without PREFECT_API_URL gets a throwaway local Prefect server. Its shutdown logs
    # and telemetry attempts are Prefect's own housekeeping, not Skryba's run: keep them quiet.
    if not os.environ.get("PREFECT_API_URL"):
        os.environ.setdefault("PREFECT_SERVER_LOGGING_LEVEL", "CRITICAL")
        os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
    from flows.rewrite import RunFailed, rewrite_corpus
    from skryba.progress import listeners

    _keep_run_logs_off_terminal()

    summary: RunSummary
    bar = Progress(
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=stderr,
        disable=not stderr.is_terminal,
        transient=False,
    )
    try:
        with bar, listeners.added(BarProgress(bar)):
            summary = asyncio.run(
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
                    require_distinct_judge=require_distinct_judge,
                )
            )
        code = EXIT_OK
    except RunFailed as exc:
        summary, code = exc.summary, EXIT_PASSAGES
    except UsageError as exc:
        raise _fail_usage(str(exc)) from None
    except SkrybaError as exc:
        _error(f"error: {exc}")
        raise typer.Exit(EXIT_PASSAGES) from None
    _print_summary(summary, as_json)
    raise typer.Exit(code)


# RunParameters field -> the option that sets it, for error messages.
_OPTION_OF = {"inputs": "INPUT", "detectors": "--detector", "profile": "--style/--audience"}


def _check_parameters(**fields: Any) -> None:
    """Validate the run's parameters before Prefect starts; errors name the option."""
    try:
        RunParameters(**fields)
    except ValidationError as exc:
        error = exc.errors()[0]
        field = str(error["loc"][0]) if error["loc"] else ""
        option = _OPTION_OF.get(field, "--" + field.replace("_", "-"))
        if field == "profile" and len(error["loc"]) > 1:
            option = "--" + str(error["loc"][1])
        message = str(error["msg"]).removeprefix("Value error, ")
        raise UsageError(f"{option}: {message}") from None


def _keep_run_logs_off_terminal() -> None:
    # Flow and task run logs still reach the Prefect API (the UI); the terminal gets Skryba's
    # own plain lines instead of a second, timestamped copy of each.
    for name in ("prefect.flow_runs", "prefect.task_runs"):
        logging.getLogger(name).propagate = False


def _print_summary(summary: RunSummary, as_json: bool) -> None:
    if as_json:
        sys.stdout.write(json.dumps(summary.model_dump(mode="json"), indent=2) + "\n")
        return
    if summary.judge_warning:
        _error(f"warning: {summary.judge_warning}")
    typer.echo(
        f"run {summary.run_id}: {summary.rewritten} rewritten, {summary.source_fallback} source "
        f"fallback, {summary.refused} refused, {summary.failed} failed"
        + (f", {summary.document_errors} unreadable" if summary.document_errors else "")
    )
    typer.echo(f"report: {summary.report_md} (and {summary.report_json})")


@app.command()
def audit(
    run_id: Annotated[str, typer.Argument(help="The run to show.")],
    passage: Annotated[
        str | None, typer.Option(help="A passage id or DOCUMENT#INDEX for its full history.")
    ] = None,
) -> None:
    """Show a run, or one passage's full history, from the audit store."""
    from skryba.audit.store import AuditStore
    from skryba.settings import Settings

    try:
        store = AuditStore.open(Settings().database_url)
        try:
            view = store.passage_history(run_id, passage) if passage else store.run_history(run_id)
        finally:
            store.close()
    except SkrybaError as exc:
        _error(f"error: {exc}")
        raise typer.Exit(EXIT_PASSAGES) from None
    sys.stdout.write(view.model_dump_json(indent=2) + "\n")


register(app)
register_ops(app)


def main() -> None:
    """Console-script entry point."""
    app()


if __name__ == "__main__":
    main()
