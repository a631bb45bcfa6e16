"""``skryba detectors calibrate`` saves a fit that ``rewrite``'s local detector then uses."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from skryba.detectors.calibration import Calibration, LogisticCurve, save_calibration
from skryba.detectors.local import CALIBRATION_PATH, MAX_SCORED_TOKENS, LocalDetector
from skryba.detectors.registry import build_detectors
from skryba.embedded.model import converted_path, gguf_path
from skryba.errors import ConfigurationError


def _fit(
    a: float, b: float, *, model: str | None = None, max_tokens: int | None = None
) -> Calibration:
    return Calibration(
        curve=LogisticCurve(a=a, b=b),
        n=40,
        n_ai=20,
        n_human=20,
        auroc=0.9,
        log_loss=0.3,
        fitted_on="the user's own labelled texts",
        model=model if model is not None else converted_path(gguf_path()).name,
        max_tokens=MAX_SCORED_TOKENS if max_tokens is None else max_tokens,
    )


def test_a_saved_user_fit_replaces_the_shipped_curve(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    saved = tmp_path / "mine.json"
    save_calibration(_fit(2.5, -0.75), saved)
    monkeypatch.setenv("SKRYBA_LOCAL_CALIBRATION", str(saved))

    (detector,) = build_detectors(["local"])

    assert isinstance(detector, LocalDetector)
    assert detector.calibration.curve == LogisticCurve(a=2.5, b=-0.75)


def test_without_a_user_fit_the_shipped_curve_is_used(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("SKRYBA_LOCAL_CALIBRATION", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "empty-config"))

    detector = LocalDetector()

    shipped = Calibration.model_validate_json(CALIBRATION_PATH.read_bytes())
    assert detector.calibration == shipped


def test_the_default_user_fit_lives_in_the_config_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("SKRYBA_LOCAL_CALIBRATION", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    (tmp_path / "skryba").mkdir()
    save_calibration(_fit(0.5, 0.25), tmp_path / "skryba" / "local_calibration.json")

    assert LocalDetector().calibration.curve == LogisticCurve(a=0.5, b=0.25)


def test_a_user_fit_of_an_older_criterion_is_refused_with_the_way_out(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # Saved by an earlier Skryba: the Q4_1 file itself, every token scored.
    saved = tmp_path / "old.json"
    save_calibration(_fit(1.4, 0.9, model=gguf_path().name, max_tokens=0), saved)
    monkeypatch.setenv("SKRYBA_LOCAL_CALIBRATION", str(saved))

    with pytest.raises(
        ConfigurationError, match=f"in {re.escape(str(saved))} was fitted.*refit it"
    ):
        build_detectors(["local"])
