"""Turning a detector's raw criterion into a probability: a fitted logistic curve.

``fit_logistic`` fits ``P(ai | c) = 1 / (1 + exp(-(a*c + b)))`` by Newton's method (IRLS) on
labelled criteria (1 = AI-written, 0 = human-written); ``auroc`` is the rank-based (Mann-Whitney)
area under the ROC curve. Both are plain numpy so that ``skryba detectors calibrate`` can refit
the curve on a user's own labelled texts.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import typer
from pydantic import BaseModel, ConfigDict, Field

from skryba.errors import DetectorError

# A tiny ridge keeps the fit finite when the two classes are perfectly separable.
RIDGE = 1e-6
MAX_ITERATIONS = 100
TOLERANCE = 1e-10


class LogisticCurve(BaseModel):
    """``probability(c) = 1 / (1 + exp(-(a*c + b)))``."""

    model_config = ConfigDict(frozen=True)

    a: float
    b: float

    def probability(self, criterion: float) -> float:
        """The AI probability of one criterion value, in [0, 1]."""
        return logistic(self.a * criterion + self.b)


class Calibration(BaseModel):
    """A fitted curve plus what it was fitted on, as shipped in a calibration file."""

    model_config = ConfigDict(frozen=True)

    curve: LogisticCurve
    n: int = Field(ge=0, description="Labelled texts the curve was fitted on.")
    n_ai: int = Field(ge=0)
    n_human: int = Field(ge=0)
    auroc: float = Field(ge=0, le=1, description="Rank-based AUROC of the criterion on them.")
    log_loss: float | None = Field(default=None, ge=0, description="Mean log loss of the fit.")
    fitted_on: str = Field(description="What the labelled texts were and where they came from.")
    model: str = Field(description="The model file that computed the criteria.")
    max_tokens: int = Field(
        default=0, ge=0, description="Bound on the scored tokens of each text (0: every token)."
    )
    held_out_n: int | None = Field(
        default=None, ge=0, description="Labelled texts kept out of the fit, to measure it."
    )
    held_out_auroc: float | None = Field(
        default=None, ge=0, le=1, description="AUROC of the criterion on the held-out texts."
    )


def logistic(z: float) -> float:
    """``1 / (1 + exp(-z))`` without overflow for large ``|z|``."""
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)


def _check(criteria: Sequence[float], labels: Sequence[int]) -> tuple[np.ndarray, np.ndarray]:
    x = np.asarray(criteria, dtype=np.float64)
    y = np.asarray(labels, dtype=np.float64)
    if x.ndim != 1 or x.shape != y.shape:
        raise ValueError("criteria and labels must be two sequences of the same length")
    if not np.all(np.isfinite(x)):
        raise ValueError("every criterion must be finite")
    if not np.all((y == 0) | (y == 1)):
        raise ValueError("labels must be 0 (human) or 1 (AI)")
    if y.min(initial=1) == y.max(initial=0):
        raise ValueError("both classes are needed: at least one human and one AI text")
    return x, y


def fit_logistic(criteria: Sequence[float], labels: Sequence[int]) -> LogisticCurve:
    """Maximum-likelihood ``a`` and ``b`` (Newton/IRLS), labels 1 = AI, 0 = human."""
    x, y = _check(criteria, labels)
    design = np.column_stack([x, np.ones_like(x)])
    theta = np.zeros(2)
    for _ in range(MAX_ITERATIONS):
        p = 1.0 / (1.0 + np.exp(-(design @ theta)))
        gradient = design.T @ (y - p) - RIDGE * theta
        hessian = (design * (p * (1 - p))[:, None]).T @ design + RIDGE * np.eye(2)
        step = np.linalg.solve(hessian, gradient)
        theta = theta + step
        if float(np.max(np.abs(step))) < TOLERANCE:
            break
    else:
        raise DetectorError("the logistic fit did not converge")
    return LogisticCurve(a=float(theta[0]), b=float(theta[1]))


def log_loss(curve: LogisticCurve, criteria: Sequence[float], labels: Sequence[int]) -> float:
    """Mean negative log-likelihood of ``labels`` under ``curve``."""
    x, y = _check(criteria, labels)
    z = curve.a * x + curve.b
    # log(1 + exp(-z)) for y = 1 and log(1 + exp(z)) for y = 0, computed stably.
    return float(np.mean(np.logaddexp(0.0, np.where(y == 1, -z, z))))


def auroc(scores: Sequence[float], labels: Sequence[int]) -> float:
    """P(score of a random AI text > that of a random human text), ties counting one half."""
    x, y = _check(scores, labels)
    # 1-based ranks, tied scores sharing the mean of the ranks they span.
    _, inverse, counts = np.unique(x, return_inverse=True, return_counts=True)
    last = np.cumsum(counts)
    ranks = ((last - counts + 1 + last) / 2)[inverse]
    positives = int(y.sum())
    negatives = len(y) - positives
    rank_sum = float(ranks[y == 1].sum())
    return (rank_sum - positives * (positives + 1) / 2) / (positives * negatives)


def load_calibration(path: Path) -> Calibration:
    """Read a calibration file; DetectorError if it is missing or malformed."""
    try:
        return Calibration.model_validate_json(path.read_bytes())
    except (OSError, ValueError) as exc:
        raise DetectorError(f"cannot read detector calibration {path}: {exc}") from exc


def save_calibration(calibration: Calibration, path: Path) -> None:
    """Write a calibration file (pretty JSON, trailing newline)."""
    data = calibration.model_dump(mode="json")
    path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")


CALIBRATION_ENV = "SKRYBA_LOCAL_CALIBRATION"
CALIBRATION_FILE = "local_calibration.json"


def user_calibration_path() -> Path:
    """Where the user's local-detector calibration lives: ``SKRYBA_LOCAL_CALIBRATION``, else
    ``local_calibration.json`` in the user's config folder (``$XDG_CONFIG_HOME/skryba`` on Linux).
    """
    override = os.environ.get(CALIBRATION_ENV, "").strip()
    if override:
        return Path(override).expanduser()
    return Path(typer.get_app_dir("skryba")) / CALIBRATION_FILE


def active_calibration_path(shipped: Path) -> Path:
    """The user's own fit (``skryba detectors calibrate``) when one was saved, else ``shipped``."""
    user = user_calibration_path()
    return user if user.is_file() else shipped


def active_calibration(shipped: Path) -> Calibration:
    """The calibration at ``active_calibration_path(shipped)``."""
    return load_calibration(active_calibration_path(shipped))
