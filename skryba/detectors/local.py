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

Cost bounds (README, Performance): the forward pass runs on a copy of the bundled model
converted once to a faster type (``skryba.embedded.model.ensure_converted``), and only the first
``MAX_SCORED_TOKENS`` tokens of a text are scored: the criterion is a mean over tokens, and a
prefix of that length separates human from machine text as well as the whole text does on the
held-out split. Scoring runs in one worker thread per detector, off the event loop.
"""

from __future__ import annotations

import asyncio
import importlib.util
import math
import os
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import BaseModel, ConfigDict

from models.outcome import Detection
from skryba.detectors.calibration import Calibration, active_calibration_path, load_calibration
from skryba.embedded.model import INSTALL_HINT, converted_path, ensure_converted, gguf_path
from skryba.errors import ConfigurationError, DetectorError, UnsupportedText
from skryba.language import detect_language

CALIBRATION_PATH = Path(__file__).with_name("local_calibration.json")
MIN_TOKENS = 15
# Tokens of a text that are scored (its first ones; 0 scores every token). Chosen by held-out
# AUROC against cost in scripts/fit_local_detector.py --sweep; the shipped curve is fitted on it.
MAX_SCORED_TOKENS = 64
# Context of one evaluation window; longer texts are scored in consecutive windows.
WINDOW_TOKENS = 1024
# llama.cpp threads: every core this process may use (scoring is one text at a time).
N_THREADS = len(os.sched_getaffinity(0))
# Rows of the (tokens x vocabulary) log-probability matrix handled at once, to bound memory.
ROW_BLOCK = 128
LANGUAGE_NAMES = {"pl": "Polish", "unknown": "of unknown or mixed language"}


class CriterionResult(BaseModel):
    """The analytic criterion of one text and the sums it is made of."""

    model_config = ConfigDict(frozen=True)

    criterion: float
    tokens: int
    # The bound on scored tokens in force (0: none), and the tokens actually scored.
    max_tokens: int
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


def analytic_terms(
    logits: np.ndarray, targets: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per position t: ``(log p_t(x_t), mu_t, var_t)`` from raw logits and target token ids.

    Row t of ``logits`` is the model's output before ``targets[t]``.
    """
    if logits.ndim != 2 or targets.shape != (logits.shape[0],):
        raise ValueError("logits must be (n, vocab) and targets (n,)")
    n = len(targets)
    log_likelihood = np.empty(n)
    expected = np.empty(n)
    variance = np.empty(n)
    for start in range(0, n, ROW_BLOCK):
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
        end = start + len(block)
        log_likelihood[start:end] = log_p[rows, targets[start:end]]
        expected[start:end] = mu
        variance[start:end] = np.maximum(second - mu * mu, 0.0)
    return log_likelihood, expected, variance


def analytic_sums(logits: np.ndarray, targets: np.ndarray) -> tuple[float, float, float]:
    """``(sum log p_t(x_t), sum mu_t, sum var_t)`` from raw logits (rows) and target token ids."""
    log_likelihood, expected, variance = analytic_terms(logits, targets)
    return float(log_likelihood.sum()), float(expected.sum()), float(variance.sum())


def criterion_from_sums(log_likelihood: float, expected: float, variance: float) -> float:
    """``(log_likelihood - expected) / sqrt(variance)``."""
    if variance <= 0.0:
        raise DetectorError("the model's distributions have no variance over this text")
    return (log_likelihood - expected) / math.sqrt(variance)


class LocalDetector:
    """Fast-DetectGPT (analytic, sampling model = scoring model) on SmolLM2-135M, English only.

    The model is loaded once per instance on first use (converting the bundled file once per
    machine, see ``skryba.embedded.model.ensure_converted``). ``score`` computes in the instance's
    own worker thread, one text at a time on every core, so the event loop keeps running and
    concurrent calls queue instead of competing for the cores.
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
        max_tokens: int = MAX_SCORED_TOKENS,
    ) -> None:
        if importlib.util.find_spec("llama_cpp") is None:
            raise ConfigurationError(f"the local detector needs llama-cpp-python: {INSTALL_HINT}")
        # OpenMP reads this once, when llama.cpp is first loaded (so before that): threads that
        # sleep at barriers instead of spinning are many times faster on cores shared with
        # other work (see skryba.embedded.server.server_environment).
        if "llama_cpp" not in sys.modules:
            os.environ.setdefault("OMP_WAIT_POLICY", "passive")
        if window_tokens < 2:
            raise ValueError("window_tokens must be at least 2")
        if max_tokens < 0 or 0 < max_tokens < min_tokens:
            raise ValueError("max_tokens must be 0 (no bound) or at least min_tokens")
        self.source_path = gguf_path()
        # No path given: the converted copy, built on first use (off the event loop).
        self._convert = model_path is None
        self.model_path = model_path if model_path is not None else converted_path(self.source_path)
        self.max_tokens = max_tokens
        if calibration is None:
            path = active_calibration_path(CALIBRATION_PATH)
            calibration = load_calibration(path)
            check_calibration(calibration, self.model_path.name, max_tokens, path)
        self.calibration = calibration
        self.n_threads = n_threads
        # A bounded text fits one window: the context need not be larger than the bound.
        self.window_tokens = min(window_tokens, max_tokens) if max_tokens else window_tokens
        self.min_tokens = min_tokens
        self._llama: Any = None
        self._vocab: Any = None
        self._load_lock = threading.Lock()
        self._vocab_lock = threading.Lock()
        self._compute_lock = threading.Lock()
        # One worker: texts are scored one at a time, each on n_threads cores, and waiting
        # texts hold no thread of the loop's default executor.
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="skryba-local")

    # --- the model -----------------------------------------------------------------------------

    def _model(self) -> Any:
        with self._load_lock:
            if self._llama is None:
                from llama_cpp import Llama

                if self._convert:
                    ensure_converted(self.source_path)
                self._llama = Llama(
                    model_path=str(self.model_path),
                    n_ctx=self.window_tokens,
                    # The whole window in one batch and one micro-batch: one graph per text.
                    n_batch=self.window_tokens,
                    n_ubatch=self.window_tokens,
                    n_threads=self.n_threads,
                    n_threads_batch=self.n_threads,
                    logits_all=True,
                    verbose=False,
                )
            return self._llama

    def _tokenizer(self) -> Any:
        # The bundled file's vocabulary alone (about 0.1 s to load): checking a text's length
        # runs on the event loop and must not wait for the model, let alone its conversion.
        # llama.cpp's model wrapper, not ``Llama(vocab_only=True)``: that one also builds a
        # context, which prints "n_ctx_seq (512) > n_ctx_train (0)" on every run's terminal.
        # The tokens are the same: ``Llama.tokenize`` delegates to this very wrapper.
        with self._vocab_lock:
            if self._vocab is None:
                import llama_cpp
                from llama_cpp._internals import LlamaModel

                params = llama_cpp.llama_model_default_params()
                params.vocab_only = True
                self._vocab = LlamaModel(
                    path_model=str(self.source_path), params=params, verbose=False
                )
            return self._vocab

    def tokenize(self, text: str) -> list[int]:
        """The model's tokens of ``text`` (no BOS: the first token is context, not scored)."""
        tokens: list[int] = self._tokenizer().tokenize(
            text.encode("utf-8"), add_bos=False, special=False
        )
        return tokens

    def detokenize(self, tokens: list[int]) -> str:
        """The text of ``tokens``."""
        return bytes(self._tokenizer().detokenize(tokens)).decode("utf-8", "ignore")

    def load(self) -> None:
        """Load the model now (converting it first if needed); blocking."""
        self._model()

    def close(self) -> None:
        """Free the model; a later call loads it again."""
        with self._compute_lock, self._load_lock, self._vocab_lock:
            if self._llama is not None:
                self._llama.close()
                self._llama = None
            if self._vocab is not None:
                self._vocab.close()
                self._vocab = None

    @property
    def reuse_key(self) -> str:
        """What an answer depends on besides the text: model, bound and curve (``Reusable``)."""
        curve = self.calibration.curve
        return (
            f"{self.name}|{self.model_path.name}|max_tokens={self.max_tokens}"
            f"|a={curve.a!r}|b={curve.b!r}"
        )

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
        loop = asyncio.get_running_loop()
        result = await loop.run_in_executor(self._executor, self.criterion, text)
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
            key=self.reuse_key,
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
        scored = tokens[: self.max_tokens] if self.max_tokens else tokens
        sums = _Sums()
        windows = 0
        for log_likelihood, expected, variance in self._windows(scored):
            sums.add(
                _Sums(
                    float(log_likelihood.sum()),
                    float(expected.sum()),
                    float(variance.sum()),
                    len(log_likelihood),
                )
            )
            windows += 1
        return CriterionResult(
            criterion=criterion_from_sums(sums.log_likelihood, sums.expected, sums.variance),
            tokens=len(tokens),
            max_tokens=self.max_tokens,
            scored_tokens=sums.scored,
            windows=windows,
            log_likelihood=sums.log_likelihood,
            expected_log_likelihood=sums.expected,
            variance=sums.variance,
        )

    def token_terms(self, text: str) -> tuple[list[float], list[float], list[float]]:
        """Per scored token: ``(log p_t(x_t), mu_t, var_t)`` (blocking; for calibration sweeps)."""
        tokens = self.tokenize(text)
        if len(tokens) < self.min_tokens:
            raise UnsupportedText(f"{len(tokens)} tokens, fewer than {self.min_tokens}")
        scored = tokens[: self.max_tokens] if self.max_tokens else tokens
        parts = list(self._windows(scored))
        return (
            [float(v) for part in parts for v in part[0]],
            [float(v) for part in parts for v in part[1]],
            [float(v) for part in parts for v in part[2]],
        )

    def _windows(self, tokens: list[int]) -> list[tuple[np.ndarray, np.ndarray, np.ndarray]]:
        # Consecutive windows share one token, so every token after the first is scored once.
        stride = self.window_tokens - 1
        parts = []
        with self._compute_lock:
            llama = self._model()
            for start in range(0, len(tokens) - 1, stride):
                window = tokens[start : start + self.window_tokens]
                llama.reset()
                llama.eval(window)
                logits = llama.scores[: len(window) - 1]
                targets = np.asarray(window[1:], dtype=np.intp)
                parts.append(analytic_terms(logits, targets))
        return parts


def check_calibration(
    calibration: Calibration, model: str, max_tokens: int, path: Path | None = None
) -> None:
    """ConfigurationError unless ``calibration`` (read from ``path``) was fitted on criteria
    computed as this detector computes them (same model file, same bound on scored tokens)."""
    if calibration.model == model and calibration.max_tokens == max_tokens:
        return
    bound = f"first {max_tokens} tokens" if max_tokens else "every token"
    fitted = f"first {calibration.max_tokens} tokens" if calibration.max_tokens else "every token"
    where = f" in {path}" if path is not None else ""
    raise ConfigurationError(
        f"the local detector's calibration{where} was fitted on {calibration.model} over "
        f"{fitted}, but the detector scores {bound} with {model}: refit it with `skryba "
        f"detectors calibrate`, or remove that file to use the shipped curve"
    )
