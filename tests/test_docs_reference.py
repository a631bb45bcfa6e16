"""The generated reference pages cover every setting and every command."""

from __future__ import annotations

import typer

from skryba.cli.app import app
from skryba.docs_reference import cli_reference, settings_reference
from skryba.settings import Settings


def test_every_setting_is_in_the_configuration_reference() -> None:
    page = settings_reference()
    for name in Settings.model_fields:
        assert f"`SKRYBA_{name.upper()}`" in page
    assert "| `SKRYBA_READ_TIMEOUT` | <code>float</code> | `300.0` |" in page


def test_every_command_and_option_is_in_the_cli_reference() -> None:
    page = cli_reference()
    root = typer.main.get_command(app)
    assert isinstance(root, typer.core.TyperGroup)
    for name, command in root.commands.items():
        assert f"`skryba {name}`" in page
        for param in command.params:
            for flag in getattr(param, "opts", []):
                if flag.startswith("--"):
                    assert flag in page, (name, flag)
    assert "--minimum-quality" in page
