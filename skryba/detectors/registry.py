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
from skryba.errors import UsageError


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


def build_detectors(names: Sequence[str]) -> list[Detector]:
    """Instantiate the named detectors; an unknown name is a usage error naming the option."""
    unknown = [name for name in names if name not in FACTORIES]
    if unknown:
        known = ", ".join([*FACTORIES, "none"])
        raise UsageError(f"--detector: unknown detector {unknown[0]!r} (known: {known})")
    return [FACTORIES[name]() for name in names]


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
