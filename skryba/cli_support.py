"""What every ``skryba`` command shares: exit codes, plain stderr, Prefect set-up, the bar."""

from __future__ import annotations

import logging
import os
from typing import Any

import typer
from pydantic import ValidationError
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from models.outcome import PassageResult
from models.run import RunParameters
from skryba.errors import SkrybaError, UsageError
from skryba.prefect_api import ThrowawayPrefectServer, start_throwaway_server

EXIT_OK, EXIT_PASSAGES, EXIT_USAGE = 0, 1, 2

stderr = Console(stderr=True)


def error(message: str) -> None:
    """Print to stderr as plain text, never wrapped: callers compare messages byte for byte."""
    typer.echo(message, err=True)


def fail_usage(message: str) -> typer.Exit:
    """Print a usage error; the returned Exit carries status 2."""
    error(message)
    return typer.Exit(EXIT_USAGE)


def failed(exc: SkrybaError) -> typer.Exit:
    """Print a run error; the returned Exit carries status 1."""
    error(f"error: {exc}")
    return typer.Exit(EXIT_PASSAGES)


# RunParameters field -> the option that sets it, for error messages.
_OPTION_OF = {"inputs": "INPUT", "detectors": "--detector", "profile": "--style"}


def check_parameters(**options: Any) -> RunParameters:
    """Validate a command's run options before Prefect starts; a UsageError names the option."""
    language = options.get("language", "preserve")
    if language not in ("pl", "en", "preserve"):
        raise UsageError(f"--language: {language!r} is not one of pl, en, preserve")
    try:
        return RunParameters.from_options(**options)
    except ValidationError as exc:
        first = exc.errors()[0]
        field = str(first["loc"][0]) if first["loc"] else ""
        option = _OPTION_OF.get(field, "--" + field.replace("_", "-"))
        if field == "profile" and len(first["loc"]) > 1:
            option = "--" + str(first["loc"][1])
        message = str(first["msg"]).removeprefix("Value error, ")
        raise UsageError(f"{option}: {message}") from None


class PrefectApi:
    """The Prefect API a command's flow runs report to: a running server, or a throwaway one."""

    def __init__(self, server: ThrowawayPrefectServer | None) -> None:
        self.server = server

    def wait_ready(self) -> None:
        """Block until a throwaway server answers (call after the imports it overlaps)."""
        if self.server is not None:
            self.server.wait_ready()


def prepare_prefect() -> PrefectApi:
    """Settings for a CLI run, applied before Prefect is imported; the user's own values win.

    Without ``PREFECT_API_URL`` a throwaway Prefect API server starts booting now, while the
    command goes on importing its flows; ``wait_ready`` on the result before running one.
    """
    # Prefect's INFO chatter stays off the terminal unless the user asks for it.
    os.environ.setdefault("PREFECT_LOGGING_LEVEL", "WARNING")
    # The throwaway server's shutdown logs and telemetry attempts are Prefect's own
    # housekeeping, not Skryba's run: keep them quiet.
    if not os.environ.get("PREFECT_API_URL"):
        os.environ.setdefault("PREFECT_SERVER_LOGGING_LEVEL", "CRITICAL")
        os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
    # The first run on a machine migrates Prefect's local database; 20 s (Prefect's default) is
    # not enough for that on a busy two-core machine (used when Prefect starts its own server).
    os.environ.setdefault("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "180")
    api = PrefectApi(start_throwaway_server())
    # Flow and task run logs still reach the Prefect API (the UI); the terminal gets Skryba's
    # own plain lines instead of a second, timestamped copy of each.
    for name in ("prefect.flow_runs", "prefect.task_runs"):
        logging.getLogger(name).propagate = False
    return api


def progress_bar() -> Progress:
    """A Rich progress bar on stderr, drawn only on a terminal."""
    return Progress(
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=stderr,
        disable=not stderr.is_terminal,
        transient=False,
    )


class BarProgress:
    """One tick per finished passage; a refusal or failure is printed above the bar."""

    def __init__(self, progress: Progress) -> None:
        self.progress = progress
        self.task = progress.add_task("passages", total=None)

    def start(self, total: int) -> None:
        """Set the bar's length."""
        self.progress.update(self.task, total=total)

    def advance(self, result: PassageResult) -> None:
        """Tick once."""
        self.progress.update(self.task, advance=1, description=result.ref.document[:40])

    def problem(self, message: str) -> None:
        """A refused or failed passage, or an unreadable document: one plain line above the bar."""
        self.progress.console.print(message, soft_wrap=True, markup=False, highlight=False)
