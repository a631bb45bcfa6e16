"""The ``skryba`` console script: a run command's Prefect API starts booting first of all.

Importing the command line (Typer, Rich, the models) takes about a second; the throwaway
Prefect API server a run needs takes several to boot. Started before those imports, the boot
overlaps them. Anything else (``--help``, ``audit``, a usage error) starts nothing, or stops
the server again at exit.
"""

from __future__ import annotations

import sys

RUN_COMMANDS = frozenset({"rewrite", "benchmark", "train"})


def main() -> None:
    """Console-script entry point."""
    arguments = sys.argv[1:]
    if arguments and arguments[0] in RUN_COMMANDS and not {"--help", "-h"} & set(arguments):
        from skryba.prefect_api import prepare_prefect

        prepare_prefect()
    from skryba.cli import app

    app()
