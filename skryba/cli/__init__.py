"""The ``skryba`` command line: ``app`` and its sub-commands, one module per group."""

from skryba.cli.app import app

__all__ = ["app"]
