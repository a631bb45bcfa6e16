"""Naming a judge jury: the juror models from options, settings and stored runs."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated

from pydantic import BeforeValidator

# How a run record and the reports name a jury in one line (one model: just its name).
JURY_SEPARATOR = ", "


def juror_models(value: str | Iterable[str] | None) -> list[str]:
    """The juror models named by ``value``: a comma-separated string (``SKRYBA_JUDGE_MODEL``,
    a stored run), or several such strings (``--judge-model`` repeated). Blank names are
    dropped and a repeated model is asked once (a second identical call would add only cost)."""
    if value is None:
        return []
    parts = [value] if isinstance(value, str) else list(value)
    names = [name.strip() for part in parts for name in part.split(",")]
    return list(dict.fromkeys(name for name in names if name))


def jury_label(models: Iterable[str]) -> str:
    """The jury in one readable line, as runs store it (``a, b``; one model: ``a``)."""
    return JURY_SEPARATOR.join(models)


def _as_jurors(value: object) -> object:
    # Deployments and older callers pass one string; the CLI passes the repeated option.
    if value is None or isinstance(value, str):
        return juror_models(value) or None
    if isinstance(value, list | tuple) and all(isinstance(item, str) for item in value):
        return juror_models(value) or None
    return value  # anything else: pydantic's own error


# A field naming the judge or the jury: one string (comma-separated allowed) or a list; None
# when unset (then SKRYBA_JUDGE_MODEL, else the generator).
JudgeModels = Annotated[list[str] | None, BeforeValidator(_as_jurors)]
