"""The run commands' options, each defined once: its type, help, help panel and default.

``rewrite``, ``benchmark`` and ``train`` take these; a new option is one alias here, one
parameter of the command, and (for a run option) one field of ``RunParameters``: the commands
hand every run option on by name (``run_options``).
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any

import typer

from models.guard import GuardMode
from models.profile import Style
from models.run import DEFAULT_PROFILE, RUN_DEFAULTS

ROUTE_EPILOG = "Point Skryba at your model: SKRYBA_BRAMA_URL=<any OpenAI-compatible /v1 URL>"

PROFILE = "Profile"
MODELS = "Models and route"
RUN = "Run control"
OUTPUT = "Input and output"


class LanguageChoice(StrEnum):
    """``--language``: shown as its choices, matched case-insensitively."""

    PL = "pl"
    EN = "en"
    PRESERVE = "preserve"


# The run's defaults as the options take them (``models/run.py`` decides them).
DEFAULT_LANGUAGE = LanguageChoice(DEFAULT_PROFILE.language)
DEFAULT_OUT = Path(RUN_DEFAULTS.out)


Inputs = Annotated[
    list[Path],
    typer.Argument(
        metavar="INPUT...", help="Text/Markdown files, folders, or JSONL.", show_default=False
    ),
]
MinimumQuality = Annotated[
    float | None,
    typer.Option(
        metavar="Q",
        help="Score every judge dimension must reach, 0-1. Required.",
        rich_help_panel=PROFILE,
        show_default=False,
    ),
]
StyleOption = Annotated[
    Style,
    typer.Option(
        case_sensitive=False,
        metavar="STYLE",
        help="Register: " + ", ".join(Style) + ".",
        rich_help_panel=PROFILE,
    ),
]
Audience = Annotated[
    str, typer.Option(metavar="TEXT", help="Who the text is for.", rich_help_panel=PROFILE)
]
LanguageOption = Annotated[
    LanguageChoice,
    typer.Option(
        case_sensitive=False,
        metavar="LANG",
        help="Output language: pl, en, or preserve (keep each passage's).",
        rich_help_panel=PROFILE,
    ),
]
Instructions = Annotated[
    str | None,
    typer.Option(metavar="TEXT", help="Extra instructions.", rich_help_panel=PROFILE),
]
Candidates = Annotated[
    int,
    typer.Option(
        min=1, max=20, metavar="N", help="Candidates per passage.", rich_help_panel=MODELS
    ),
]
Temperature = Annotated[
    float | None,
    typer.Option(
        min=0.0,
        max=2.0,
        metavar="T",
        help="Generator temperature (unset: the route's).",
        rich_help_panel=MODELS,
        show_default=False,
    ),
]
Model = Annotated[
    str | None,
    typer.Option(metavar="NAME", help="Generator model (SKRYBA_MODEL).", rich_help_panel=MODELS),
]
JudgeModel = Annotated[
    list[str] | None,
    typer.Option(
        metavar="NAME",
        help="Judge model (SKRYBA_JUDGE_MODEL; default: the generator); repeat for a jury.",
        rich_help_panel=MODELS,
        show_default=False,
    ),
]
Detectors = Annotated[
    list[str] | None,
    typer.Option(
        metavar="NAME",
        help="AI-text detector (repeatable; default local); 'none' for off.",
        rich_help_panel=MODELS,
        show_default=False,
    ),
]
Concurrency = Annotated[
    int,
    typer.Option(
        min=1,
        max=1024,
        metavar="C",
        help="Requests in flight to the route.",
        rich_help_panel=MODELS,
    ),
]
DistinctJudge = Annotated[
    bool,
    typer.Option(
        "--require-distinct-judge",
        help="Refuse to start when the judge model is the generator model.",
        rich_help_panel=MODELS,
    ),
]
Guard = Annotated[
    GuardMode,
    typer.Option(
        case_sensitive=False,
        metavar="MODE",
        help="Protected-facts guard: strict fails a damaged candidate before the judge, "
        "warn only records findings, off skips it.",
        rich_help_panel=MODELS,
    ),
]
Repairs = Annotated[
    int,
    typer.Option(
        min=0,
        max=10,
        metavar="N",
        help="Revision rounds for a candidate the strict guard flagged: the generator gets its "
        "findings to fix (0: none).",
        rich_help_panel=MODELS,
    ),
]
Resume = Annotated[
    str | None,
    typer.Option(
        metavar="RUN_ID",
        help="Continue an interrupted run (its --out, or an empty one).",
        rich_help_panel=RUN,
        show_default=False,
    ),
]
RetryFailed = Annotated[
    bool,
    typer.Option(
        "--retry-failed",
        help="With --resume: give passages that ended failed a new attempt.",
        rich_help_panel=RUN,
    ),
]
MaxCost = Annotated[
    float | None,
    typer.Option(
        metavar="AMOUNT",
        help="Budget: no passage starts once spend would exceed it (needs SKRYBA_PRICES).",
        rich_help_panel=RUN,
        show_default=False,
    ),
]
Out = Annotated[
    Path,
    typer.Option(
        metavar="DIR",
        help="Output folder: new or empty, the --resume run's, or --overwrite.",
        rich_help_panel=OUTPUT,
    ),
]
Overwrite = Annotated[
    bool,
    typer.Option(
        "--overwrite",
        help="Replace an earlier Skryba output in --out as a whole (never other files).",
        rich_help_panel=OUTPUT,
    ),
]
Encoding = Annotated[
    str | None,
    typer.Option(
        metavar="NAME",
        help="Encoding of the input files, e.g. cp1250 (default: UTF-8).",
        rich_help_panel=OUTPUT,
        show_default=False,
    ),
]
AsJson = Annotated[
    bool,
    typer.Option("--json", help="Print the summary as JSON.", rich_help_panel=OUTPUT),
]

# CLI parameter -> RunParameters / flow parameter, where the names differ.
_RENAMED = {"detector": "detectors"}
# Parameters that steer the command itself, not the run.
_COMMAND_ONLY = frozenset({"as_json"})


def run_options(values: dict[str, Any]) -> dict[str, Any]:
    """A command's parameters (its ``locals()``) as run options: paths as strings, choices as
    their values, names as ``RunParameters`` and the flows spell them."""
    options: dict[str, Any] = {}
    for name, value in values.items():
        if name in _COMMAND_ONLY:
            continue
        if isinstance(value, Path):
            value = str(value)
        elif isinstance(value, list):
            value = [str(v) if isinstance(v, Path) else v for v in value]
        elif isinstance(value, LanguageChoice):
            value = value.value
        options[_RENAMED.get(name, name)] = value
    return options
