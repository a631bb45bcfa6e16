"""The ``skryba`` console script.

A run command boots a throwaway Prefect API server (several seconds) only after its preflight
(``skryba.preflight``) has found the arguments, inputs, ``--out`` and settings usable: a usage
error answers in about a second and starts nothing, not even a server that would have to be
stopped (or, killed during its first boot, leave Prefect's database half migrated). The boot
still overlaps the import of Prefect itself, the largest part of a run's start.
"""

from __future__ import annotations


def main() -> None:
    """Console-script entry point."""
    from skryba.cli import app

    app()
