"""What every ``skryba`` command shares: exit codes, plain stderr, Prefect set-up, the bar."""

from __future__ import annotations

import re
import sys
from typing import Any

import typer
from pydantic import ValidationError
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from typer import rich_utils

# Typer 0.29 vendors Click: its exceptions are these, not the click package's.
from typer._click.core import Context
from typer._click.exceptions import ClickException, NoArgsIsHelpError
from typer._click.exceptions import UsageError as ClickUsageError
from typer.core import TyperArgument, TyperCommand, TyperGroup, TyperOption

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
        raise UsageError(option_error(exc)) from None


def option_error(exc: ValidationError) -> str:
    """The first problem of a run's parameters as one line naming the option that set it."""
    first = exc.errors()[0]
    field = str(first["loc"][0]) if first["loc"] else ""
    option = _OPTION_OF.get(field, "--" + field.replace("_", "-"))
    if field == "profile" and len(first["loc"]) > 1:
        option = "--" + str(first["loc"][1])
    message = str(first["msg"]).removeprefix("Value error, ")
    if not field:  # a rule across options names them itself
        return message
    return f"{option}: {message}"


_INVALID = re.compile(r"Invalid value for '(?P<option>[^']+)': (?P<why>.*)", re.DOTALL)


def one_line(exc: ClickException) -> str:
    """Click's usage error as one plain line, worded like Skryba's own (``--option: why``)."""
    message = exc.format_message().strip()
    invalid = _INVALID.match(message)
    if invalid is None:
        return " ".join(message.split())
    why = invalid["why"].rstrip(".").removeprefix("Value error, ")
    if " is not one of " in why:
        given, choices = why.split(" is not one of ", 1)
        why = f"{given} is not one of {choices.replace(chr(39), '')}"
    return f"{invalid['option']}: {' '.join(why.split())}"


class _PlainArgument(TyperArgument):
    """An argument shown by its metavar alone (``INPUT...``), never as ``{inputs}...`` or with
    a Python type (``<list[Path]>``)."""

    def display_type_rich(self, ctx: Context) -> str | None:
        return None

    def _usage_display_name(self) -> str:
        name = self.metavar or (self.name or "").upper()
        if self.metavar is None and self.nargs != 1:
            name += "..."
        return name if self.required else f"[{name}]"


_PLAIN_TYPES = {"str": "TEXT", "int": "INTEGER", "float": "FLOAT", "path": "PATH"}


class _PlainOption(TyperOption):
    """A flag shows no type (Typer would show ``<bool>``); other options show their metavar."""

    def display_type_rich(self, ctx: Context) -> str | None:
        if self.is_flag:
            return None
        shown = super().display_type_rich(ctx)
        if self.metavar is not None or not shown or not shown.startswith("<"):
            return shown
        # Typer's "<float range>", "<list[str]>", "<a|b>": Click's own plain spelling instead.
        inner = shown.strip("<>.").removesuffix(" range").removeprefix("list[").rstrip("]")
        if "|" in inner:
            return f"[{inner}]"
        return _PLAIN_TYPES.get(inner, inner.upper())


def _plain(params: list[Any]) -> None:
    for param in params:
        if type(param) is TyperArgument:
            param.__class__ = _PlainArgument
        elif type(param) is TyperOption:
            param.__class__ = _PlainOption


class _PlainHelp:
    """Plain metavars in a command's or group's help, its ``-h/--help`` flag (made by Click on
    demand) included."""

    params: list[Any]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _plain(self.params)

    def get_help_option(self, ctx: Context) -> TyperOption | None:
        """The help flag, without a type."""
        option: TyperOption | None = super().get_help_option(ctx)  # type: ignore[misc]
        _plain([option])
        return option


class PlainCommand(_PlainHelp, TyperCommand):
    """A command whose help shows plain metavars: ``app.command(cls=PlainCommand)``."""


class PlainGroup(_PlainHelp, TyperGroup):
    """A group of commands whose own help shows plain metavars: ``typer.Typer(cls=...)``."""


class OneLineErrors(PlainGroup):
    """The command group, printing Click's usage errors as one line on stderr (exit 2), never
    a box wrapped at the terminal's width: one line is what a script or a person can read.
    Its commands' help shows plain metavars (``INPUT...``, ``DIR``), not Python types."""

    def main(  # type: ignore[override]
        self,
        args: Any = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        """Run the command line, as Click's ``main``."""
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode, **extra)
        try:
            code = super().main(args, prog_name, complete_var, False, **extra)
        except NoArgsIsHelpError as exc:
            rich_utils.rich_format_error(exc)  # the help, as Typer shows it
            sys.exit(exc.exit_code)
        except ClickUsageError as exc:
            error(one_line(exc))
            sys.exit(EXIT_USAGE)
        except ClickException as exc:
            error(one_line(exc))
            sys.exit(exc.exit_code)
        except typer.Abort:
            error("Aborted.")
            sys.exit(EXIT_PASSAGES)
        sys.exit(code if isinstance(code, int) else EXIT_OK)


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
