"""Markdown references generated from the code: the settings class and the command line.

The documentation site's hook (``docs/hooks.py``) calls these when the site is built, so the
configuration and CLI reference pages always match the code.
"""

from __future__ import annotations

import html
from typing import Any

import typer
from pydantic.fields import FieldInfo
from pydantic_core import PydanticUndefined

from skryba.settings import Settings


def _cell(text: str) -> str:
    """Text safe inside one Markdown table cell."""
    return " ".join(text.split()).replace("|", "\\|")


def _code_cell(text: str) -> str:
    """Code inside a table cell: a backslash-escaped pipe would show inside backticks."""
    return "<code>" + html.escape(" ".join(text.split())).replace("|", "&#124;") + "</code>"


def _type_name(annotation: Any) -> str:
    name = getattr(annotation, "__name__", None) or str(annotation)
    return name.replace("typing.", "").replace("pathlib.", "").replace("pydantic.types.", "")


def _default(field: FieldInfo) -> str:
    if field.default is PydanticUndefined or field.default is None:
        return "unset"
    value = getattr(field.default, "value", field.default)
    return f"`{value}`"


def settings_reference() -> str:
    """A table of every ``SKRYBA_*`` variable: type, default and meaning."""
    prefix = str(Settings.model_config.get("env_prefix", ""))
    rows = ["| variable | type | default | meaning |", "|---|---|---|---|"]
    for name, field in Settings.model_fields.items():
        rows.append(
            f"| `{prefix}{name.upper()}` | {_code_cell(_type_name(field.annotation))} | "
            f"{_default(field)} | {_cell(field.description or '')} |"
        )
    return "\n".join(rows) + "\n"


def _command_section(command: Any, path: list[str], level: int) -> list[str]:
    # Any: Typer vendors its own click, whose classes are private; only their public methods
    # (get_usage, get_params, get_help_record) are used.
    name = " ".join(path)
    ctx = command.context_class(command, info_name=name, terminal_width=100)
    lines = [f"{'#' * level} `{name}`", ""]
    if command.help:
        lines += [command.help.strip(), ""]
    lines += ["```", command.get_usage(ctx).strip(), "```", ""]
    records = [
        record
        for param in command.get_params(ctx)
        if (record := param.get_help_record(ctx)) is not None
    ]
    if records:
        lines += ["| option | meaning |", "|---|---|"]
        for flags, text in records:
            lines.append(f"| {_code_cell(flags)} | {_cell(text)} |")
        lines.append("")
    for sub_name, sub in sorted(getattr(command, "commands", {}).items()):
        if not sub.hidden:
            lines += _command_section(sub, [*path, sub_name], level + 1)
    return lines


def cli_reference() -> str:
    """The help of ``skryba`` and every sub-command, as Markdown sections."""
    from skryba.cli.app import app  # the CLI imports most of Skryba: only when asked

    root = typer.main.get_command(app)
    return "\n".join(_command_section(root, ["skryba"], 2)) + "\n"
