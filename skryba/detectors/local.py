"""The ``local`` detector: Fast-DetectGPT's analytic criterion on the bundled SmolLM2 model.

Fast-DetectGPT (Bao et al., ICLR 2024) scores how much more likely a text's tokens are than the
tokens the model itself would expect at each position. With the same model for sampling and
scoring, and p_t the model's next-token distribution before token x_t::

    criterion = (sum_t log p_t(x_t) - sum_t mu_t) / sqrt(sum_t var_t)
    mu_t  = sum_v p_t(v) log p_t(v)
    var_t = sum_v p_t(v) (log p_t(v))^2 - mu_t^2

Machine text sits near the model's own modes, so its criterion is higher. The criterion maps to
an AI probability with the logistic curve shipped in ``local_calibration.json`` (fitted by
``scripts/fit_local_detector.py``). The model was trained mostly on English; other languages are
not scored.
"""

from __future__ import annotations

import asyncio
import importlib.util
import math
import os
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import BaseModel, ConfigDict

from models.outcome import Detection
from skryba.detectors.calibration import Calibration, active_calibration
from skryba.errors import ConfigurationError, DetectorError, UnsupportedText
from skryba.language import detect_language
from skryba.local_model import INSTALL_HINT, gguf_path

CALIBRATION_PATH = Path(__file__).with_name("local_calibration.json")
MIN_TOKENS = 15
# Context of one evaluation window; longer texts are scored in consecutive windows.
WINDOW_TOKENS = 1024
N_THREADS = 2
# Rows of the (tokens x vocabulary) log-probability matrix handled at once, to bound memory.
ROW_BLOCK = 128
LANGUAGE_NAMES = {"pl": "Polish", "unknown": "of unknown or mixed language"}


class CriterionResult(BaseModel):
    """The analytic criterion of one text and the sums it is made of."""

    model_config = ConfigDict(frozen=True)

    criterion: float
    tokens: int
    scored_tokens: int
    windows: int
    log_likelihood: float
    expected_log_likelihood: float
    variance: float


@dataclass
class _Sums:
    log_likelihood: float = 0.0
    expected: float = 0.0
    variance: float = 0.0
    scored: int = 0

    def add(self, other: _Sums) -> None:
        self.log_likelihood += other.log_likelihood
        self.expected += other.expected
        self.variance += other.variance
        self.scored += other.scored


def analytic_sums(logits: np.ndarray, targets: np.ndarray) -> tuple[float, float, float]:
    """``(sum log p_t(x_t), sum mu_t, sum var_t)`` from raw logits (rows) and target token ids.

    Row t of ``logits`` is the model's output before ``targets[t]``.
    """
    if logits.ndim != 2 or targets.shape != (logits.shape[0],):
        raise ValueError("logits must be (n, vocab) and targets (n,)")
    log_likelihood = expected = variance = 0.0
    for start in range(0, len(targets), ROW_BLOCK):
        block = np.asarray(logits[start : start + ROW_BLOCK], dtype=np.float32)
        log_p = block - block.max(axis=1, keepdims=True)
        p = np.exp(log_p)
        total = p.sum(axis=1, keepdims=True)
        log_p -= np.log(total)
        p /= total
        p_log_p = p * log_p
        mu = p_log_p.sum(axis=1, dtype=np.float64)
        second = (p_log_p * log_p).sum(axis=1, dtype=np.float64)
        rows = np.arange(len(block))
        log_likelihood += float(
            log_p[rows, targets[start : start + ROW_BLOCK]].sum(dtype=np.float64)
        )
        expected += float(mu.sum())
        variance += float(np.maximum(second - mu * mu, 0.0).sum())
    return log_likelihood, expected, variance


def criterion_from_sums(log_likelihood: float, expected: float, variance: float) -> float:
    """``(log_likelihood - expected) / sqrt(variance)``."""
    if variance <= 0.0:
        raise DetectorError("the model's distributions have no variance over this text")
    return (log_likelihood - expected) / math.sqrt(variance)


class LocalDetector:
    """Fast-DetectGPT (analytic, sampling model = scoring model) on SmolLM2-135M, English only.

    The model is loaded once per instance on first use. ``score`` computes in a worker thread
    and instances serialize access to their model, so concurrent calls are safe.
    """

    name = "local"
    languages = frozenset({"en"})

    def __init__(
        self,
        model_path: Path | None = None,
        calibration: Calibration | None = None,
        *,
        n_threads: int = N_THREADS,
        window_tokens: int = WINDOW_TOKENS,
        min_tokens: int = MIN_TOKENS,
    ) -> None:
        if importlib.util.find_spec("llama_cpp") is None:
            raise ConfigurationError(f"the local detector needs llama-cpp-python: {INSTALL_HINT}")
        # OpenMP reads this once, when llama.cpp is first loaded (so before that): threads that
        # sleep at barriers instead of spinning are many times faster on cores shared with
        # other work (see skryba.local_server.server_environment).
        if "llama_cpp" not in sys.modules:
            os.environ.setdefault("OMP_WAIT_POLICY", "passive")
        self.model_path = model_path if model_path is not None else gguf_path()
        self.calibration = (
            calibration if calibration is not None else active_calibration(CALIBRATION_PATH)
        )
        if window_tokens < 2:
            raise ValueError("window_tokens must be at least 2")
        self.n_threads = n_threads
        self.window_tokens = window_tokens
        self.min_tokens = min_tokens
        self._llama: Any = None
        self._load_lock = threading.Lock()
        self._compute_lock = threading.Lock()

    # --- the model -----------------------------------------------------------------------------

    def _model(self) -> Any:
        with self._load_lock:
            if self._llama is None:
                from llama_cpp import Llama

                self._llama = Llama(
                    model_path=str(self.model_path),
                    n_ctx=self.window_tokens,
                    n_batch=min(512, self.window_tokens),
                    n_threads=self.n_threads,
                    n_threads_batch=self.n_threads,
                    logits_all=True,
                    verbose=False,
                )
            return self._llama

    def tokenize(self, text: str) -> list[int]:
        """The model's tokens of ``text`` (no BOS: the first token is context, not scored)."""
        # Tokenizing reads only the vocabulary, so it needs no compute lock.
        tokens: list[int] = self._model().tokenize(
            text.encode("utf-8"), add_bos=False, special=False
        )
        return tokens

    def close(self) -> None:
        """Free the model; a later call loads it again."""
        with self._compute_lock, self._load_lock:
            if self._llama is not None:
                self._llama.close()
                self._llama = None

    # --- the Detector protocol -----------------------------------------------------------------

    def unsupported_reason(self, text: str, language: str | None) -> str | None:
        """Non-English text (``language``, else guessed from the text) or too few tokens."""
        language = language or detect_language(text)
        if language != "en":
            what = LANGUAGE_NAMES.get(language, f"in language {language!r}")
            return f"the local detector (SmolLM2-135M) supports English only; this text is {what}"
        count = len(self.tokenize(text))
        if count < self.min_tokens:
            return (
                f"the local detector needs at least {self.min_tokens} tokens; this text has {count}"
            )
        return None

    async def score(self, text: str) -> Detection:
        """The AI probability of ``text``; the raw criterion and constants stay in ``raw``."""
        result = await asyncio.to_thread(self.criterion, text)
        curve = self.calibration.curve
        return Detection(
            detector=self.name,
            probability=curve.probability(result.criterion),
            raw={
                **result.model_dump(),
                "a": curve.a,
                "b": curve.b,
                "model": self.model_path.name,
                "calibration_n": self.calibration.n,
                "calibration_auroc": self.calibration.auroc,
            },
        )

    # --- the criterion -------------------------------------------------------------------------

    def criterion(self, text: str) -> CriterionResult:
        """The analytic criterion of ``text`` (blocking; thread-safe)."""
        tokens = self.tokenize(text)
        if len(tokens) < self.min_tokens:
            raise UnsupportedText(
                f"the local detector needs at least {self.min_tokens} tokens; "
                f"this text has {len(tokens)}"
            )
        sums = _Sums()
        windows = 0
        # Consecutive windows share one token, so every token after the first is scored once.
        stride = self.window_tokens - 1
        with self._compute_lock:
            llama = self._model()
            for start in range(0, len(tokens) - 1, stride):
                window = tokens[start : start + self.window_tokens]
                sums.add(self._window_sums(llama, window))
                windows += 1
        return CriterionResult(
            criterion=criterion_from_sums(sums.log_likelihood, sums.expected, sums.variance),
            tokens=len(tokens),
            scored_tokens=sums.scored,
            windows=windows,
            log_likelihood=sums.log_likelihood,
            expected_log_likelihood=sums.expected,
            variance=sums.variance,
        )

    @staticmethod
    def _window_sums(llama: Any, window: list[int]) -> _Sums:
        llama.reset()
        llama.eval(window)
        logits = llama.scores[: len(window) - 1]
        targets = np.asarray(window[1:], dtype=np.intp)
        log_likelihood, expected, variance = analytic_sums(logits, targets)
        return _Sums(log_likelihood, expected, variance, len(targets))
