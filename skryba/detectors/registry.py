"""Detectors by name, as ``--detector NAME`` selects them."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from skryba.detectors.base import Detector
from skryba.detectors.copyleaks import CopyleaksDetector
from skryba.detectors.gptzero import GPTZeroDetector
from skryba.detectors.originality import OriginalityDetector
from skryba.detectors.sapling import SaplingDetector
from skryba.detectors.winston import WinstonDetector
from skryba.detectors.zerogpt import ZeroGPTDetector
from skryba.errors import ConfigurationError, UsageError


def _local() -> Detector:
    from skryba.detectors.local import LocalDetector

    return LocalDetector()


FACTORIES: dict[str, Callable[[], Detector]] = {
    "local": _local,
    # HTTP services: building one without its SKRYBA_<VENDOR>_API_KEY is a usage error.
    "gptzero": GPTZeroDetector.from_env,
    "sapling": SaplingDetector.from_env,
    "originality": OriginalityDetector.from_env,
    "copyleaks": CopyleaksDetector.from_env,
    "winston": WinstonDetector.from_env,
    "zerogpt": ZeroGPTDetector.from_env,
}


def _check_names(names: Sequence[str]) -> None:
    unknown = [name for name in names if name not in FACTORIES]
    if unknown:
        known = ", ".join([*FACTORIES, "none"])
        raise UsageError(f"--detector: unknown detector {unknown[0]!r} (known: {known})")


def build_detectors(names: Sequence[str]) -> list[Detector]:
    """Instantiate the named detectors; an unknown name is a usage error naming the option."""
    _check_names(names)
    return [FACTORIES[name]() for name in names]


def check_detectors(names: Sequence[str]) -> None:
    """What ``build_detectors`` would refuse, found without loading a model or opening a
    connection: an unknown name, a service without its key, no llama-cpp-python for local."""
    _check_names(names)
    for name in names:
        if name == "local":
            import importlib.util

            from skryba.embedded.model import INSTALL_HINT

            if importlib.util.find_spec("llama_cpp") is None:
                raise ConfigurationError(
                    f"the local detector needs llama-cpp-python: {INSTALL_HINT}"
                )
        else:
            FACTORIES[name]()  # reads its settings only: the HTTP client opens on first use


async def close_detectors(detectors: Sequence[Detector]) -> None:
    """Release what detectors hold (HTTP pools, an in-process model), whichever way they offer."""
    for detector in detectors:
        aclose = getattr(detector, "aclose", None)
        if aclose is not None:
            await aclose()
            continue
        close = getattr(detector, "close", None)
        if close is not None:
            close()
