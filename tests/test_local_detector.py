"""The local Fast-DetectGPT detector on the real bundled model, and the calibration maths."""

from __future__ import annotations

import asyncio
import itertools
import math
import time
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

from skryba.detectors.base import Detector
from skryba.detectors.calibration import (
    LogisticCurve,
    auroc,
    fit_logistic,
    load_calibration,
    log_loss,
    logistic,
)
from skryba.detectors.local import (
    CALIBRATION_PATH,
    MAX_SCORED_TOKENS,
    LocalDetector,
    analytic_sums,
    check_calibration,
    criterion_from_sums,
)
from skryba.embedded.model import converted_path, gguf_path
from skryba.errors import ConfigurationError, UnsupportedText

# Human-written: a newspaper column quoted in Debian's `fortunes` package (file `work`).
HUMAN = (
    "I for one cannot protest the recent M.T.A. fare hike and the accompanying promises that "
    "this would in no way improve service. For the transit system, as it now operates, has "
    "hidden advantages that can't be measured in monetary terms. Personally, I feel that it is "
    "well worth 75 cents or even $1 to have that unimpeachable excuse whenever I am late to "
    'anything: "I came by subway." Those four words have such magic in them that if Godot '
    "should someday show up and mumble them, any audience would instantly understand his long "
    "delay."
)
POLISH = (
    "Wczoraj wieczorem poszliśmy z dziećmi do parku, bo pogoda była wyjątkowo ładna. "
    "Najmłodszy syn chciał karmić kaczki, ale strażnik powiedział, że chleb im szkodzi."
)


@pytest.fixture(scope="module")
def detector() -> Iterator[LocalDetector]:
    local = LocalDetector()
    yield local
    local.close()


@pytest.fixture(scope="module")
def greedy_text(detector: LocalDetector) -> str:
    """A paragraph the bundled model wrote itself, greedily (after the detector's setup)."""
    from llama_cpp import Llama

    llama = Llama(model_path=str(gguf_path()), n_ctx=512, n_threads=2, verbose=False)
    reply: Any = llama.create_chat_completion(
        messages=[{"role": "user", "content": "Write a short paragraph about city buses."}],
        temperature=0.0,
        max_tokens=120,
    )
    llama.close()
    text = str(reply["choices"][0]["message"]["content"]).strip()
    assert len(text.split()) > 30
    return text


def test_is_a_detector(detector: LocalDetector) -> None:
    assert isinstance(detector, Detector)
    assert detector.name == "local"


def test_model_written_text_scores_above_human_text(
    detector: LocalDetector, greedy_text: str
) -> None:
    machine = detector.criterion(greedy_text)
    human = detector.criterion(HUMAN)
    assert machine.criterion > human.criterion
    # Greedy decoding picks each position's most likely token: far above the expectation.
    assert machine.log_likelihood > machine.expected_log_likelihood
    assert human.log_likelihood < human.expected_log_likelihood


async def test_score_maps_the_criterion_through_the_shipped_curve(
    detector: LocalDetector, greedy_text: str
) -> None:
    machine, human = await asyncio.gather(detector.score(greedy_text), detector.score(HUMAN))
    for detection in (machine, human):
        assert detection.detector == "local"
        assert detection.error is None
        assert detection.probability is not None
        assert 0.0 <= detection.probability <= 1.0
        raw = detection.raw
        assert raw["tokens"] >= 15
        assert raw["max_tokens"] == MAX_SCORED_TOKENS
        assert raw["scored_tokens"] == min(raw["tokens"], MAX_SCORED_TOKENS) - 1
        assert raw["model"] == converted_path(gguf_path()).name
        expected = logistic(raw["a"] * raw["criterion"] + raw["b"])
        assert detection.probability == pytest.approx(expected)
    assert machine.probability is not None and human.probability is not None
    assert machine.probability > human.probability


async def test_concurrent_scores_equal_sequential_ones(detector: LocalDetector) -> None:
    sentences = HUMAN.split(". ")
    texts = [". ".join(sentences[i : i + 2]) for i in (0, 1, 2)]
    sequential = [detector.criterion(text).criterion for text in texts]
    concurrent = await asyncio.gather(*(detector.score(text) for text in texts))
    assert [d.raw["criterion"] for d in concurrent] == pytest.approx(sequential, abs=1e-4)


def test_polish_text_is_unsupported_with_a_reason(detector: LocalDetector) -> None:
    reason = detector.unsupported_reason(POLISH, None)
    assert reason is not None and "English only" in reason and "Polish" in reason
    assert "English only" in (detector.unsupported_reason(HUMAN, "pl") or "")
    assert detector.unsupported_reason(HUMAN, None) is None
    assert detector.unsupported_reason(HUMAN, "en") is None


async def test_short_text_is_unsupported(detector: LocalDetector) -> None:
    short = "The bus was late again."
    reason = detector.unsupported_reason(short, "en")
    assert reason is not None and "at least 15 tokens" in reason
    with pytest.raises(UnsupportedText, match="at least 15 tokens"):
        await detector.score(short)


def test_long_texts_are_scored_in_windows_covering_every_token() -> None:
    small = LocalDetector(
        calibration=load_calibration(CALIBRATION_PATH), window_tokens=32, max_tokens=0
    )
    try:
        tokens = len(small.tokenize(HUMAN))
        result = small.criterion(HUMAN)
    finally:
        small.close()
    assert result.tokens == tokens
    assert result.scored_tokens == tokens - 1
    assert result.windows == math.ceil((tokens - 1) / 31)
    assert result.windows > 1


def test_only_the_first_max_tokens_are_scored_and_they_do_not_depend_on_the_rest(
    detector: LocalDetector,
) -> None:
    long = " ".join([HUMAN] * 3)
    result = detector.criterion(long)
    assert result.tokens == len(detector.tokenize(long)) > MAX_SCORED_TOKENS
    assert (result.max_tokens, result.scored_tokens, result.windows) == (
        MAX_SCORED_TOKENS,
        MAX_SCORED_TOKENS - 1,
        1,
    )
    # The calibration sweep (scripts/fit_local_detector.py --sweep) scores whole texts once and
    # sums prefixes: a causal model's first K positions are the same with or without the rest.
    unbounded = LocalDetector(calibration=load_calibration(CALIBRATION_PATH), max_tokens=0)
    try:
        every = unbounded.token_terms(long)
    finally:
        unbounded.close()
    bounded = detector.token_terms(long)
    assert len(every[0]) == result.tokens - 1
    for full, prefix in zip(every, bounded, strict=True):
        assert full[: len(prefix)] == pytest.approx(prefix, rel=1e-3, abs=1e-3)
    k = MAX_SCORED_TOKENS - 1
    prefix_criterion = criterion_from_sums(sum(every[0][:k]), sum(every[1][:k]), sum(every[2][:k]))
    assert prefix_criterion == pytest.approx(result.criterion, abs=1e-3)


async def test_the_event_loop_keeps_running_while_texts_are_scored(
    detector: LocalDetector,
) -> None:
    detector.load()
    texts = [" ".join([HUMAN] * 2) + f" Note {i}." for i in range(4)]
    ticks: list[float] = []
    done = asyncio.Event()

    async def ticker() -> None:
        # Stands for the route calls in flight: each tick needs the event loop.
        while not done.is_set():
            ticks.append(time.perf_counter())
            await asyncio.sleep(0.005)

    ticking = asyncio.create_task(ticker())
    started = time.perf_counter()
    detections = await asyncio.gather(*(detector.score(text) for text in texts))
    scoring = time.perf_counter() - started
    done.set()
    await ticking

    assert all(d.probability is not None for d in detections)
    during = [t for t in ticks if t <= started + scoring]
    gaps = np.diff(during)
    # Four texts are real work; had scoring held the loop, one gap would span a whole text.
    assert scoring > 0.2
    assert float(gaps.max()) < min(0.25, scoring / 4)
    assert len(during) > scoring / 0.05


def test_a_curve_fitted_on_other_criteria_is_refused() -> None:
    shipped = load_calibration(CALIBRATION_PATH)
    check_calibration(shipped, converted_path(gguf_path()).name, MAX_SCORED_TOKENS)
    with pytest.raises(ConfigurationError, match="refit it with `skryba detectors calibrate`"):
        check_calibration(shipped, gguf_path().name, MAX_SCORED_TOKENS)
    stale = rf"over first {MAX_SCORED_TOKENS} tokens.*scores every token"
    with pytest.raises(ConfigurationError, match=stale):
        check_calibration(shipped, shipped.model, 0)


# --- the criterion maths, against a direct float64 computation ------------------------------------


def _naive_criterion(logits: np.ndarray, targets: np.ndarray) -> float:
    ll = mu_sum = var_sum = 0.0
    for row, target in zip(logits.astype(np.float64), targets, strict=True):
        log_p = row - math.log(sum(math.exp(v) for v in row))
        p = [math.exp(v) for v in log_p]
        mu = sum(pi * li for pi, li in zip(p, log_p, strict=True))
        var = sum(pi * li * li for pi, li in zip(p, log_p, strict=True)) - mu * mu
        ll += log_p[target]
        mu_sum += mu
        var_sum += var
    return (ll - mu_sum) / math.sqrt(var_sum)


def test_analytic_sums_match_a_direct_computation() -> None:
    rng = np.random.default_rng(7)
    # More rows than one block, to cross a block boundary.
    logits = (rng.normal(size=(300, 50)) * 3).astype(np.float32)
    targets = rng.integers(0, 50, size=300)
    computed = criterion_from_sums(*analytic_sums(logits, targets))
    assert computed == pytest.approx(_naive_criterion(logits, targets), rel=1e-4)


def test_most_likely_tokens_give_a_positive_criterion() -> None:
    rng = np.random.default_rng(3)
    logits = (rng.normal(size=(40, 20)) * 2).astype(np.float32)
    modes = logits.argmax(axis=1)
    assert criterion_from_sums(*analytic_sums(logits, modes)) > 0
    least = logits.argmin(axis=1)
    assert criterion_from_sums(*analytic_sums(logits, least)) < 0


# --- fit_logistic and auroc against independent computations -------------------------------------

CRITERIA = [-2.1, -1.4, -0.3, 0.2, -1.0, 0.9, 1.7, 0.1, 2.5, 3.0]
LABELS = [0, 0, 0, 0, 1, 0, 1, 1, 1, 1]


def _pairwise_auroc(scores: list[float], labels: list[int]) -> float:
    positives = [s for s, y in zip(scores, labels, strict=True) if y == 1]
    negatives = [s for s, y in zip(scores, labels, strict=True) if y == 0]
    wins = sum(
        1.0 if p > n else 0.5 if p == n else 0.0 for p, n in itertools.product(positives, negatives)
    )
    return wins / (len(positives) * len(negatives))


@pytest.mark.parametrize(
    ("scores", "labels"),
    [
        (CRITERIA, LABELS),
        ([1.0, 1.0, 2.0, 0.5, 1.0, 3.0], [0, 1, 1, 0, 1, 0]),  # ties across classes
        ([0.0, 1.0], [1, 0]),  # perfectly wrong
    ],
)
def test_auroc_equals_the_pairwise_definition(scores: list[float], labels: list[int]) -> None:
    assert auroc(scores, labels) == pytest.approx(_pairwise_auroc(scores, labels))


def test_fit_logistic_is_the_maximum_likelihood_curve() -> None:
    curve = fit_logistic(CRITERIA, LABELS)
    best = log_loss(curve, CRITERIA, LABELS)
    # First-order condition of the likelihood: residuals sum to zero, also weighted by x.
    residuals = [y - curve.probability(x) for x, y in zip(CRITERIA, LABELS, strict=True)]
    assert sum(residuals) == pytest.approx(0.0, abs=1e-6)
    assert sum(r * x for r, x in zip(residuals, CRITERIA, strict=True)) == pytest.approx(
        0.0, abs=1e-6
    )
    # No point on a grid around it does better.
    for da, db in itertools.product(np.linspace(-0.5, 0.5, 11), repeat=2):
        other = LogisticCurve(a=curve.a + da, b=curve.b + db)
        assert log_loss(other, CRITERIA, LABELS) >= best - 1e-12
    assert curve.a > 0  # higher criterion, more likely machine-written


def test_fit_logistic_stays_finite_on_separable_data() -> None:
    curve = fit_logistic([-2.0, -1.0, 1.0, 2.0], [0, 0, 1, 1])
    assert math.isfinite(curve.a) and math.isfinite(curve.b) and curve.a > 0
    assert curve.probability(-1.0) < 0.01 and curve.probability(1.0) > 0.99


def test_fit_logistic_needs_both_classes() -> None:
    with pytest.raises(ValueError, match="both classes"):
        fit_logistic([0.1, 0.2], [1, 1])


def test_logistic_does_not_overflow() -> None:
    assert logistic(-1000.0) == 0.0
    assert logistic(1000.0) == 1.0
    assert logistic(0.0) == 0.5


def test_shipped_calibration_records_its_fit() -> None:
    calibration = load_calibration(CALIBRATION_PATH)
    assert calibration.n == calibration.n_ai + calibration.n_human >= 100
    assert calibration.curve.a > 0
    assert 0.5 < calibration.auroc <= 1.0
    assert "fortunes" in calibration.fitted_on
    # Fitted on the criterion as the detector computes it: the converted copy, the bound.
    assert calibration.model == converted_path(gguf_path()).name
    assert calibration.max_tokens == MAX_SCORED_TOKENS
    assert calibration.held_out_n is not None and calibration.held_out_n >= 100
    assert calibration.held_out_auroc is not None and calibration.held_out_auroc > 0.9
