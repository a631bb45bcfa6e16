"""``python -m skryba.cli``: the same command as the ``skryba`` console script."""

from skryba.cli.app import main

main()
