"""A benchmark run's numbers, computed from its rows in the audit store.

``collect_samples`` walks the stored passage histories once and keeps only numbers; the
summary functions turn those into the figures ``benchmark.json`` reports.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np
from pydantic import BaseModel, ConfigDict

from models.audit_views import EvaluationRecord, GenerationRecord, PassageHistory, RunRecord
from models.evaluation import DIMENSIONS
from models.outcome import Outcome
from models.profile import RewriteProfile
from models.spend import RunCost
from skryba.benchmark.history import judged_texts, source_detections, winner
from skryba.judge.reply import EVALUATION_FAILED

QUALITY_KEYS: tuple[str, ...] = (*DIMENSIONS, "quality_score")
CALL_KINDS: tuple[str, ...] = ("generate", "judge")


@dataclass
class RunSamples:
    """The raw numbers of one run, as read from the audit store."""

    outcomes: dict[str, int] = field(default_factory=lambda: {o.value: 0 for o in Outcome})
    quality: dict[str, list[float]] = field(
        default_factory=lambda: {key: [] for key in QUALITY_KEYS}
    )
    candidates: int = 0
    generation_errors: int = 0
    # candidates the protected-facts guard checked, and those it found something in
    guarded: int = 0
    guard_flagged: int = 0
    # the repair stage: flagged originals, those revised, those whose last revision passed the
    # guard, revision calls, and rewrites won by a revision
    repair_flagged: int = 0
    repair_tried: int = 0
    repaired: int = 0
    revisions: int = 0
    won_by_revision: int = 0
    candidate_verdicts: int = 0
    candidates_passed: int = 0
    evaluations: int = 0
    invalid_replies: int = 0
    judge_call_failures: int = 0
    # detector -> (source probability, output probability) of each rewritten passage both have
    pairs: dict[str, list[tuple[float, float]]] = field(default_factory=dict)
    latency: dict[str, list[float]] = field(default_factory=lambda: {k: [] for k in CALL_KINDS})
    tokens_in: dict[str, int] = field(default_factory=lambda: dict.fromkeys(CALL_KINDS, 0))
    tokens_out: dict[str, int] = field(default_factory=lambda: dict.fromkeys(CALL_KINDS, 0))
    # Per distinct judged candidate text: each juror's pass verdict (texts every juror judged).
    juror_verdicts: list[dict[str, bool]] = field(default_factory=list)

    @property
    def passages(self) -> int:
        """Finished passages."""
        return sum(self.outcomes.values())


def collect_samples(histories: Iterable[PassageHistory]) -> RunSamples:
    """Walk the stored histories of a run's finished passages and keep their numbers."""
    samples = RunSamples()
    for history in histories:
        if history.passage.outcome is None:
            continue
        samples.outcomes[history.passage.outcome.value] += 1
        for candidate in history.candidates:
            samples.candidates += 1
            samples.generation_errors += int(candidate.text is None)
            if candidate.guard is not None:
                samples.guarded += 1
                samples.guard_flagged += int(bool(candidate.guard.findings))
            _add_call(samples, "generate", candidate.generation)
        _add_repairs(samples, history)
        texts: dict[str | None, list[EvaluationRecord]] = {}
        for evaluation in history.evaluations:
            samples.evaluations += 1
            _add_call(samples, "judge", evaluation.call)
            if evaluation.error == EVALUATION_FAILED:
                samples.judge_call_failures += 1
            elif evaluation.error is not None:
                samples.invalid_replies += 1
            if evaluation.subject == "candidate":
                # A jury stores one evaluation per juror of the same text.
                texts.setdefault(evaluation.candidate_id, []).append(evaluation)
        for jurors in texts.values():
            _add_verdict(samples, jurors)
        _add_pairs(samples, history)
    return samples


def _add_repairs(samples: RunSamples, history: PassageHistory) -> None:
    """Each original candidate the guard flagged, followed along its chain of revisions."""
    revision_of = {c.repair_of: c for c in history.candidates if c.repair_of is not None}
    samples.revisions += len(revision_of)
    for candidate in history.candidates:
        if candidate.round == 0 and candidate.guard is not None and not candidate.guard.passed:
            samples.repair_flagged += 1
            last = candidate
            while last.position in revision_of:
                last = revision_of[last.position]
            if last is not candidate:
                samples.repair_tried += 1
                samples.repaired += int(last.guard is not None and last.guard.passed)
        if candidate.position == history.passage.winner_position and candidate.round:
            samples.won_by_revision += 1


def _add_verdict(samples: RunSamples, jurors: Sequence[EvaluationRecord]) -> None:
    """One distinct candidate text: the jury's aggregate (the minimum of every score of every
    juror; passed only if every juror passed it) and each juror's verdict."""
    scored = [(e, e.scores) for e in jurors if e.scores is not None]
    if not scored or len(scored) != len(jurors):
        return
    # Distinct texts only: identical candidates share one evaluation, counted once.
    samples.candidate_verdicts += 1
    samples.candidates_passed += int(all(e.passed for e in jurors))
    for name in DIMENSIONS:
        samples.quality[name].append(min(scores[name] for _, scores in scored))
    samples.quality["quality_score"].append(min(min(scores.values()) for _, scores in scored))
    if len(jurors) > 1:
        samples.juror_verdicts.append({e.judge_model or "?": e.passed for e in jurors})


def cohen_kappa(first: Sequence[bool], second: Sequence[bool]) -> float | None:
    """Cohen's kappa of two raters' pass/fail verdicts on the same items.

    None when undefined: no items, or both raters gave one and the same verdict to every item
    (chance agreement is then 1).
    """
    if len(first) != len(second):
        raise ValueError("both raters must rate the same items")
    n = len(first)
    if n == 0:
        return None
    observed = sum(a == b for a, b in zip(first, second, strict=True)) / n
    p_first, p_second = sum(first) / n, sum(second) / n
    chance = p_first * p_second + (1 - p_first) * (1 - p_second)
    if math.isclose(chance, 1.0):
        return None
    return (observed - chance) / (1 - chance)


class JurorAgreement(BaseModel):
    """How often two jurors gave the same pass verdict on the texts both judged."""

    model_config = ConfigDict(frozen=True)

    juror_a: str
    juror_b: str
    texts: int
    agreement: float | None
    kappa: float | None


def juror_agreement(
    verdicts: Sequence[Mapping[str, bool]], jury: Sequence[str] = ()
) -> list[JurorAgreement]:
    """Pass agreement rate and Cohen's kappa for every pair of jurors, in the jury's order
    (jurors answer concurrently, so the order their verdicts arrived in is no order)."""
    seen = dict.fromkeys(model for verdict in verdicts for model in verdict)
    jurors = [model for model in jury if model in seen]
    jurors += [model for model in seen if model not in jurors]
    pairs: list[JurorAgreement] = []
    for i, a in enumerate(jurors):
        for b in jurors[i + 1 :]:
            both = [(v[a], v[b]) for v in verdicts if a in v and b in v]
            firsts, seconds = [x for x, _ in both], [y for _, y in both]
            pairs.append(
                JurorAgreement(
                    juror_a=a,
                    juror_b=b,
                    texts=len(both),
                    agreement=rate(sum(x == y for x, y in both), len(both)),
                    kappa=cohen_kappa(firsts, seconds),
                )
            )
    return pairs


def _add_call(samples: RunSamples, kind: str, call: GenerationRecord) -> None:
    if call.latency_s is not None:
        samples.latency[kind].append(call.latency_s)
    samples.tokens_in[kind] += call.prompt_tokens or 0
    samples.tokens_out[kind] += call.completion_tokens or 0


def _add_pairs(samples: RunSamples, history: PassageHistory) -> None:
    chosen = winner(history, judged_texts(history))
    if chosen is None:
        return
    before = {d.detector: d.probability for d in source_detections(history)}
    for detection in chosen.detections:
        source = before.get(detection.detector)
        if source is not None and detection.probability is not None:
            samples.pairs.setdefault(detection.detector, []).append((source, detection.probability))


class Distribution(BaseModel):
    """Mean, extremes and quartiles of a sample (all None when it is empty)."""

    model_config = ConfigDict(frozen=True)

    n: int
    mean: float | None = None
    min: float | None = None
    q1: float | None = None
    median: float | None = None
    q3: float | None = None
    max: float | None = None


class Percentiles(BaseModel):
    """Latency of one kind of call."""

    model_config = ConfigDict(frozen=True)

    calls: int
    p50: float | None = None
    p95: float | None = None


class Tokens(BaseModel):
    """Prompt (in) and completion (out) tokens the route reported."""

    model_config = ConfigDict(frozen=True)

    tokens_in: int
    tokens_out: int


class DetectorShift(BaseModel):
    """Mean AI probability of sources and of their rewrites, over passages scored both ways."""

    model_config = ConfigDict(frozen=True)

    pairs: int
    source_mean: float | None
    output_mean: float | None


class JudgeStats(BaseModel):
    """How the judge behaved: replies that were not valid evaluations, calls that failed."""

    model_config = ConfigDict(frozen=True)

    evaluations: int
    invalid_replies: int
    invalid_reply_rate: float | None
    call_failures: int


class CandidateStats(BaseModel):
    """Candidate positions asked for, those the generator failed, and the judge's verdicts on
    the distinct texts."""

    model_config = ConfigDict(frozen=True)

    requested: int
    generation_errors: int
    judged: int
    passed: int
    pass_rate: float | None


class GuardStats(BaseModel):
    """Candidates the protected-facts guard checked, and the share with a finding."""

    model_config = ConfigDict(frozen=True)

    guarded: int = 0
    flagged: int = 0
    catch_rate: float | None = None


class RepairStats(BaseModel):
    """The repair stage: flagged original candidates, how many a revision repaired (passed the
    guard), and what the revisions cost in calls and money."""

    model_config = ConfigDict(frozen=True)

    flagged: int = 0
    tried: int = 0
    repaired: int = 0
    # repaired / tried: the share of revised candidates whose last revision passed the guard
    success_rate: float | None = None
    extra_calls: int = 0
    # The repair stage's spend (None: not configured or not all priced).
    extra_cost: float | None = None
    won: int = 0


class CombinationStats(BaseModel):
    """Everything ``benchmark.json`` reports about one profile x model run."""

    model_config = ConfigDict(frozen=True)

    number: int
    label: str
    run_id: str
    status: str
    profile: RewriteProfile
    generator_model: str
    judge_model: str
    out: str
    passages: int
    counts: dict[str, int]
    pass_rate: float | None
    source_fallback_rate: float | None
    refusal_rate: float | None
    failure_rate: float | None
    candidates: CandidateStats
    guard: GuardStats = GuardStats()
    repairs: RepairStats = RepairStats()
    quality: dict[str, Distribution]
    judge: JudgeStats
    ai_probability: dict[str, DetectorShift]
    latency_s: dict[str, Percentiles]
    tokens: dict[str, Tokens]
    wall_time_s: float | None
    # Spend from SKRYBA_PRICES; cost_per_passage is None when not configured or not all priced.
    cost: RunCost = RunCost(configured=False)
    cost_per_passage: float | None = None
    # A jury: per juror pair, how often they agreed on pass/fail (empty for a single judge).
    juror_agreement: list[JurorAgreement] = []


def rate(part: int, whole: int) -> float | None:
    """``part / whole``, or None when there is nothing to divide."""
    return part / whole if whole else None


def distribution(values: Sequence[float]) -> Distribution:
    """Mean, min, quartiles (linear interpolation) and max of ``values``."""
    if not values:
        return Distribution(n=0)
    data = np.asarray(values, dtype=float)
    q1, median, q3 = (float(v) for v in np.percentile(data, [25, 50, 75]))
    return Distribution(
        n=len(values),
        mean=float(data.mean()),
        min=float(data.min()),
        q1=q1,
        median=median,
        q3=q3,
        max=float(data.max()),
    )


def percentiles(values: Sequence[float]) -> Percentiles:
    """p50 and p95 (linear interpolation) of call latencies."""
    if not values:
        return Percentiles(calls=0)
    p50, p95 = (float(v) for v in np.percentile(np.asarray(values, dtype=float), [50, 95]))
    return Percentiles(calls=len(values), p50=p50, p95=p95)


def _mean(values: Sequence[float]) -> float | None:
    return math.fsum(values) / len(values) if values else None


def summarize(
    number: int,
    label: str,
    out: str,
    run: RunRecord,
    samples: RunSamples,
    cost: RunCost | None = None,
) -> CombinationStats:
    """One combination's figures from its run record, samples and cost (``run_cost``)."""
    cost = cost or RunCost(configured=False)
    passages = samples.passages
    outcomes = samples.outcomes
    wall = (
        (run.finished_at - run.created_at).total_seconds() if run.finished_at is not None else None
    )
    return CombinationStats(
        number=number,
        label=label,
        run_id=run.id,
        status=run.status.value,
        profile=run.profile,
        generator_model=run.generator_model,
        judge_model=run.judge_model,
        out=out,
        passages=passages,
        counts=dict(outcomes),
        pass_rate=rate(outcomes[Outcome.REWRITTEN.value], passages),
        source_fallback_rate=rate(outcomes[Outcome.SOURCE_FALLBACK.value], passages),
        refusal_rate=rate(outcomes[Outcome.REFUSED.value], passages),
        failure_rate=rate(outcomes[Outcome.FAILED.value], passages),
        candidates=CandidateStats(
            requested=samples.candidates,
            generation_errors=samples.generation_errors,
            judged=samples.candidate_verdicts,
            passed=samples.candidates_passed,
            pass_rate=rate(samples.candidates_passed, samples.candidate_verdicts),
        ),
        guard=GuardStats(
            guarded=samples.guarded,
            flagged=samples.guard_flagged,
            catch_rate=rate(samples.guard_flagged, samples.guarded),
        ),
        repairs=RepairStats(
            flagged=samples.repair_flagged,
            tried=samples.repair_tried,
            repaired=samples.repaired,
            success_rate=rate(samples.repaired, samples.repair_tried),
            extra_calls=samples.revisions,
            extra_cost=cost.by_stage["repair"].cost if "repair" in cost.by_stage else None,
            won=samples.won_by_revision,
        ),
        quality={key: distribution(samples.quality[key]) for key in QUALITY_KEYS},
        judge=JudgeStats(
            evaluations=samples.evaluations,
            invalid_replies=samples.invalid_replies,
            invalid_reply_rate=rate(samples.invalid_replies, samples.evaluations),
            call_failures=samples.judge_call_failures,
        ),
        ai_probability={
            detector: DetectorShift(
                pairs=len(pairs),
                source_mean=_mean([source for source, _ in pairs]),
                output_mean=_mean([output for _, output in pairs]),
            )
            for detector, pairs in sorted(samples.pairs.items())
        },
        latency_s={kind: percentiles(samples.latency[kind]) for kind in CALL_KINDS},
        tokens={
            **{
                kind: Tokens(tokens_in=samples.tokens_in[kind], tokens_out=samples.tokens_out[kind])
                for kind in CALL_KINDS
            },
            "total": Tokens(
                tokens_in=sum(samples.tokens_in.values()),
                tokens_out=sum(samples.tokens_out.values()),
            ),
        },
        wall_time_s=wall,
        cost=cost,
        cost_per_passage=(cost.total / passages if cost.total is not None and passages else None),
        juror_agreement=juror_agreement(samples.juror_verdicts, run.jurors),
    )


def mean_output_probability(stats: CombinationStats) -> float | None:
    """Mean over detectors of the rewrites' mean AI probability (None without scores)."""
    means = [s.output_mean for s in stats.ai_probability.values() if s.output_mean is not None]
    return _mean(means)


def ranking_key(stats: CombinationStats) -> tuple[float, float, float, float, int]:
    """Lower is better: more rewrites, fewer refusals and failures, lower AI probability after,
    higher median quality score, then the order the combinations were given in."""
    lost = (stats.refusal_rate or 0.0) + (stats.failure_rate or 0.0)
    probability = mean_output_probability(stats)
    median = stats.quality["quality_score"].median
    return (
        -(stats.pass_rate or 0.0),
        lost,
        probability if probability is not None else 2.0,
        -(median if median is not None else -1.0),
        stats.number,
    )
