"""What every ``skryba`` command shares: exit codes, plain stderr, Prefect set-up, the bar."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from pydantic import ValidationError
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from models.guard import GuardMode
from models.outcome import PassageResult
from models.run import RunParameters
from skryba.errors import SkrybaError, UsageError

EXIT_OK, EXIT_PASSAGES, EXIT_USAGE = 0, 1, 2
# Ctrl-C, SIGTERM or a Prefect cancellation stopped the run (128 + SIGINT, as a shell reports it).
EXIT_INTERRUPTED = 130

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
        if not field:  # a rule across options names them itself
            raise UsageError(message) from None
        raise UsageError(f"{option}: {message}") from None


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


Repairs = Annotated[
    int,
    typer.Option(
        min=0,
        max=10,
        help="Revision rounds for a candidate the strict guard flagged: the generator gets its "
        "findings to fix (0: none).",
    ),
]

Guard = Annotated[
    GuardMode,
    typer.Option(
        help="Protected-facts guard: strict fails a damaged candidate before the judge, "
        "warn only records findings, off skips it."
    ),
]
