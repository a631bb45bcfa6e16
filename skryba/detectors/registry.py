"""Detectors by name, as ``--detector NAME`` selects them."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from skryba.detectors.base import Detector
from skryba.errors import UsageError


def _local() -> Detector:
    from skryba.detectors.local import LocalDetector

    return LocalDetector()


FACTORIES: dict[str, Callable[[], Detector]] = {"local": _local}


def build_detectors(names: Sequence[str]) -> list[Detector]:
    """Instantiate the named detectors; an unknown name is a usage error naming the option."""
    unknown = [name for name in names if name not in FACTORIES]
    if unknown:
        known = ", ".join([*FACTORIES, "none"])
        raise UsageError(f"--detector: unknown detector {unknown[0]!r} (known: {known})")
    return [FACTORIES[name]() for name in names]
