"""MkDocs hook: fills the generated reference pages from the code, so they cannot drift.

``<!-- skryba:settings -->`` becomes a table of the settings class's fields and
``<!-- skryba:cli -->`` the help of every command of the Typer app.
"""

from __future__ import annotations

from typing import Any

from skryba.docs_reference import cli_reference, settings_reference

_MARKERS = {
    "<!-- skryba:settings -->": settings_reference,
    "<!-- skryba:cli -->": cli_reference,
}


def on_page_markdown(markdown: str, **_: Any) -> str:
    """Replace each marker with the text generated for it."""
    for marker, render in _MARKERS.items():
        if marker in markdown:
            markdown = markdown.replace(marker, render())
    return markdown
