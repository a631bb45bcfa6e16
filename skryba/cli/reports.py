"""``skryba runs`` (the audit store's runs, newest first) and ``skryba report RUN_ID``."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console, Group, RenderableType
from rich.text import Text

from models.audit_views import RunListing
from skryba.cli.support import fail_usage, failed
from skryba.errors import SkrybaError, UnknownRun, UsageError

_COUNTS = (
    ("rewritten", "rewritten"),
    ("source_fallback", "source fallback"),
    ("refused", "refused"),
    ("failed", "failed"),
)
_STATUS_STYLE = {"completed": "green", "failed": "red", "interrupted": "yellow", "running": "cyan"}


def register(app: typer.Typer) -> None:
    """Add ``runs`` and ``report`` to ``app``."""
    app.command("runs")(runs)
    app.command("report")(report)


def runs(
    limit: Annotated[int | None, typer.Option(min=1, help="Show only the newest N runs.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the runs as JSON.")] = False,
) -> None:
    """List the audit store's runs, newest first: id, started, status, corpus, profile, counts.

    Exit 1 when the store cannot be read.
    """
    from skryba.audit.store import AuditStore
    from skryba.settings import Settings

    try:
        with AuditStore.open(Settings().database_url) as store:
            listed = store.list_runs(limit)
    except SkrybaError as exc:
        raise failed(exc) from None
    if as_json:
        sys.stdout.write(json.dumps([_entry(item) for item in listed], indent=2) + "\n")
        return
    if not listed:
        typer.echo("no runs in the audit store")
        return
    # Soft-wrapped: a long path is the terminal's to wrap, and stays whole when copied.
    Console(highlight=False).print(runs_view(listed), soft_wrap=True)


def _entry(item: RunListing) -> dict[str, object]:
    run = item.run
    return {
        "run_id": run.id,
        "started": run.created_at.isoformat(),
        "finished": run.finished_at.isoformat() if run.finished_at else None,
        "status": run.status.value,
        "corpus": run.parameters.get("inputs") or [],
        "profile": run.profile.model_dump(mode="json"),
        "generator_model": run.generator_model,
        "judge_model": run.judge_model,
        "minimum_quality": run.minimum_quality,
        "out": run.parameters.get("out"),
        "counts": item.counts,
    }


def runs_view(listed: list[RunListing]) -> Group:
    """Per run a line (id, start, status, outcomes) and below it the profile and corpus.

    Not one wide table: ids and corpus paths are long, and side by side on 80 columns every
    column folds. The id is never cut, so it can be copied from the terminal.
    """
    lines: list[RenderableType] = []
    for item in listed:
        run = item.run
        counts = ", ".join(
            f"{item.counts[key]} {label}" for key, label in _COUNTS if item.counts.get(key)
        )
        lines.append(
            Text.assemble(
                (run.id, "bold"),
                "  ",
                run.created_at.strftime("%Y-%m-%d %H:%M"),
                "  ",
                (f"{run.status.value:<11}", _STATUS_STYLE.get(run.status.value, "")),
                " ",
                counts or "no passage finished",
            )
        )
        profile = run.profile
        lines.append(Text(f"    {profile.style.value}/{profile.language} · {item.corpus}"))
    return Group(*lines)


def report(
    run_id: Annotated[str, typer.Argument(help="The run whose reports to write.")],
    html: Annotated[
        bool, typer.Option("--html", help="Write report.html (the review page) too.")
    ] = False,
    out: Annotated[
        Path | None,
        typer.Option(help="Folder to write into (default: the run's own --out folder)."),
    ] = None,
) -> None:
    """Rewrite a run's report.json and report.md (and with --html report.html) from the store.

    A folder holding another run's reports is never written into. Exit 2 for an unknown run or
    such a folder, 1 when the store cannot be read or the folder written.
    """
    from skryba.audit.engine import redact_url
    from skryba.audit.store import AuditStore
    from skryba.reports.report import write_reports
    from skryba.settings import Settings

    settings = Settings()
    try:
        with AuditStore.open(settings.database_url) as store:
            run = store.get_run(run_id)
            target = out if out is not None else _recorded_out(run.parameters.get("out"))
            check_report_folder(target, run_id)
            if run.status.value == "running":
                typer.echo(
                    f"warning: run {run_id} is running or was cut off: the reports show its "
                    "finished passages",
                    err=True,
                )
            paths = write_reports(store, run_id, target, prices=settings.price_table(), html=html)
    except UnknownRun as exc:
        raise fail_usage(f"{exc} in the audit store {redact_url(settings.database_url)}") from None
    except UsageError as exc:
        raise fail_usage(str(exc)) from None
    except SkrybaError as exc:
        raise failed(exc) from None
    except OSError as exc:
        typer.echo(f"error: cannot write the reports: {exc}", err=True)
        raise typer.Exit(1) from None
    if paths.html_path is not None:
        typer.echo(f"review page: {paths.html_path}")
    typer.echo(f"report: {paths.md_path} (and {paths.json_path})")


def _recorded_out(value: object) -> Path:
    if not isinstance(value, str) or not value:
        raise UsageError("the run records no output folder: name one with --out")
    return Path(value)


def check_report_folder(folder: Path, run_id: str) -> None:
    """Refuse a folder whose report.json belongs to another run (or is not a Skryba report)."""
    from skryba.reports.names import REPORT_JSON

    if folder.exists() and not folder.is_dir():
        raise UsageError(f"--out: {folder} is not a folder")
    existing = folder / REPORT_JSON
    if not existing.exists():
        return
    try:
        owner = json.loads(existing.read_text(encoding="utf-8")).get("run_id")
    except (OSError, ValueError, AttributeError):
        owner = None
    if owner != run_id:
        held = f"the reports of run {owner}" if owner else f"a {REPORT_JSON} Skryba did not write"
        raise UsageError(
            f"--out: {folder} holds {held}; name another folder with --out to write run "
            f"{run_id}'s there"
        )
