"""Operations commands of the ``skryba`` command line: ``announce``."""

from __future__ import annotations

import asyncio
import os
from typing import TYPE_CHECKING, Annotated

import typer
from pydantic import ValidationError

from models.profile import Style
from models.run import DEFAULT_PROFILE
from skryba.errors import SkrybaError, UsageError

if TYPE_CHECKING:
    # skryba.orchestration.announce imports Prefect (about a second): only when announcing.
    from skryba.orchestration.announce import CorpusReady

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
_LANGUAGES = ("pl", "en", "preserve")


def register(app: typer.Typer) -> None:
    """Add the operations commands to ``app``."""
    from skryba.cli.support import PlainCommand

    app.command("announce", cls=PlainCommand)(announce)


def announce(
    corpus: Annotated[
        str,
        typer.Argument(
            metavar="CORPUS", help="The corpus folder or file, as the workers' machines see it."
        ),
    ],
    style: Annotated[Style, typer.Option(help="Register to write in.")] = DEFAULT_PROFILE.style,
    audience: Annotated[str, typer.Option(help="Who the text is for.")] = DEFAULT_PROFILE.audience,
    language: Annotated[
        str, typer.Option(help="Output language: pl, en, or preserve (keep each passage's).")
    ] = "preserve",
    instructions: Annotated[str | None, typer.Option(help="Extra instructions.")] = None,
    out: Annotated[
        str | None, typer.Option(help="Output folder (default: one per event, on the worker).")
    ] = None,
    detector: Annotated[
        list[str] | None,
        typer.Option(help="Detector to score with (repeatable); 'none' for off."),
    ] = None,
) -> None:
    """Announce CORPUS to the Prefect server (event skryba.corpus.ready).

    The on-corpus-ready deployment then rewrites it into the profile. A relative CORPUS or --out
    is made absolute here. Needs PREFECT_API_URL. Exit 0 when sent, 1 when the server could not
    be reached, 2 on usage errors.
    """
    from skryba.orchestration.announce import announce as send

    try:
        if language not in _LANGUAGES:
            raise UsageError(f"--language: {language!r} is not one of pl, en, preserve")
        payload = _payload(corpus, style, audience, language, instructions, out, detector)
        event = asyncio.run(send(payload))
    except UsageError as exc:
        typer.echo(str(exc), err=True)
        raise typer.Exit(EXIT_USAGE) from None
    except (SkrybaError, OSError) as exc:
        typer.echo(f"error: cannot announce {corpus}: {exc}", err=True)
        raise typer.Exit(EXIT_FAILED) from None
    typer.echo(f"announced {payload.corpus} as event {event.id} ({event.event})")


def _payload(
    corpus: str,
    style: Style,
    audience: str,
    language: str,
    instructions: str | None,
    out: str | None,
    detectors: list[str] | None,
) -> CorpusReady:
    from skryba.orchestration.announce import CorpusReady

    try:
        return CorpusReady.model_validate(
            {
                "corpus": os.path.abspath(corpus),
                "profile": {
                    "style": style,
                    "audience": audience,
                    "language": language,
                    "instructions": instructions,
                },
                "out": None if out is None else os.path.abspath(out),
                "detectors": detectors,
            }
        )
    except ValidationError as exc:
        error = exc.errors()[0]
        option = "--" + str(error["loc"][-1]).replace("_", "-")
        raise UsageError(f"{option}: {error['msg']}") from None
