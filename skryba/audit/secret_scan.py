"""A last check before run parameters are stored verbatim: nothing that looks like a secret."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

# Parameters are stored verbatim; a key like these means a secret is about to be written.
_SECRET_KEY = re.compile(r"api[_-]?key|password|secret|authorization", re.IGNORECASE)


def find_secret_key(value: Any, path: str = "parameters") -> str | None:
    """Where in ``value`` a key names a secret (``parameters.brama.api_key``); None if nowhere."""
    if isinstance(value, Mapping):
        for key, item in value.items():
            where = f"{path}.{key}"
            if _SECRET_KEY.search(str(key)):
                return where
            found = find_secret_key(item, where)
            if found:
                return found
    elif isinstance(value, list | tuple):
        for number, item in enumerate(value):
            found = find_secret_key(item, f"{path}[{number}]")
            if found:
                return found
    return None
