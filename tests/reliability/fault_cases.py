"""Route faults, each with the ending SPEC 6 requires, and a runner that checks every one.

Transport faults (refused or broken connections, timeouts, 408/429/5xx) must be retried with
backoff, honouring ``Retry-After``, and then succeed or end in the specified failure; every other
fault (an HTML or truncated 200, an empty completion, a final 4xx) must fail at once. One passage
per case, all cases in one flow run.
"""

from __future__ import annotations

import asyncio
import email.utils
import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict

from models.outcome import Outcome
from tests.reliability.fault_route import (
    Action,
    Answer,
    CloseMidBody,
    CloseWithoutAnswer,
    Drip,
    Exchange,
    FaultRoute,
    Hang,
    Kind,
    ResetMidBody,
    raw,
    reply,
)
from tests.reliability.passage_flow import AFTER_REFUSAL, PassageRecord, PassageSpec, drive_passages

# Written out, not imported: a typo in the code's constants must fail the tests.
EVALUATION_FAILED = "Brama quality evaluation failed"
GENERATION_FAILED = "generation failed"
# Generous against a loaded two-core machine: a stall is 2.5x this, a living drip's gap a tenth.
READ_TIMEOUT_S = 1.0
STALL_S = 2.5

Step = Action | Callable[[], Action]
RouteName = Literal["main", "down", "late"]


def status(code: int, **headers: str) -> Answer:
    """An error status with a small JSON body and the given headers."""
    body = json.dumps({"error": {"message": f"upstream said {code}"}})
    return raw(body, status=code, headers={k.replace("_", "-"): v for k, v in headers.items()})


def retry_after_date(code: int, seconds: float) -> Callable[[], Answer]:
    """An error status whose ``Retry-After`` is an HTTP-date ``seconds`` ahead of serving time."""
    return lambda: status(
        code, Retry_After=email.utils.formatdate(time.time() + seconds, usegmt=True)
    )


CUT = reply("A rewrite that the route cuts off half way through its body, never to finish it.")
SLOW = reply("A rewrite that arrives a few bytes at a time from a slow but living route.")
HTML_PAGE = raw(
    "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head>"
    "<body><h1>Bad Gateway</h1><hr><p>nginx</p></body></html>",
    content_type="text/html; charset=utf-8",
)
TRUNCATED_JSON = raw(reply("A completion whose JSON body stops in the middle.").body[:70])
NO_CHOICES = raw(json.dumps({"id": "chatcmpl-x", "object": "chat.completion", "choices": []}))
EMPTY_CONTENT = reply("")
NOT_A_COMPLETION = raw(json.dumps({"error": {"message": "model overloaded"}}))


@dataclass(frozen=True)
class FaultCase:
    """One fault pattern and the ending the spec requires."""

    name: str
    generator: tuple[Step, ...] = ()  # what the route does on attempt 0, 1, ...; then answers well
    judge: tuple[Step, ...] = ()
    generate_attempts: int = 1
    judge_attempts: int = 1
    outcome: Outcome = Outcome.REWRITTEN
    error: str | None = None  # the passage's error, exactly
    detail: str | None = None  # how the failed call's recorded error starts
    min_gap: float | None = None  # least seconds between the faulty call's first two attempts
    route: RouteName = "main"
    retries: int = 4

    @property
    def passage(self) -> str:
        """The passage this case drives (its text selects the route's script)."""
        return f"Fault case {self.name}: the ferry to the island leaves at seven each morning."

    @property
    def retried(self) -> bool:
        """A transport fault (retried), as opposed to one that must fail at once."""
        return self.generate_attempts > 1 or self.judge_attempts > 1


def _gen_fails(name: str, step: Step, detail: str, attempts: int = 5) -> FaultCase:
    return FaultCase(
        name,
        generator=(step,) * attempts,
        generate_attempts=attempts,
        judge_attempts=0,
        outcome=Outcome.FAILED,
        error=GENERATION_FAILED,
        detail=detail,
    )


def _judge_fails(name: str, step: Step, detail: str, attempts: int = 5) -> FaultCase:
    return FaultCase(
        name,
        judge=(step,) * attempts,
        judge_attempts=attempts,
        outcome=Outcome.FAILED,
        error=EVALUATION_FAILED,
        detail=detail,
    )


FAULT_CASES: tuple[FaultCase, ...] = (
    # --- transport faults the retries ride out -----------------------------------------------
    FaultCase("gen-reset-mid-body", generator=(ResetMidBody(CUT, 60),), generate_attempts=2),
    FaultCase(
        "gen-closed-mid-body-twice",
        generator=(CloseMidBody(CUT, 60), CloseMidBody(CUT, 10)),
        generate_attempts=3,
    ),
    FaultCase("gen-closed-without-answer", generator=(CloseWithoutAnswer(),), generate_attempts=2),
    FaultCase("gen-read-timeout", generator=(Hang(STALL_S),), generate_attempts=2),
    FaultCase("gen-slow-drip-stalls", generator=(Drip(SLOW, 8, STALL_S),), generate_attempts=2),
    FaultCase("gen-429-no-retry-after-twice", generator=(status(429),) * 2, generate_attempts=3),
    FaultCase(
        "gen-429-retry-after-seconds",
        generator=(status(429, Retry_After="1"),),
        generate_attempts=2,
        min_gap=1.0,
    ),
    FaultCase(
        "gen-503-retry-after-http-date",
        generator=(retry_after_date(503, 2.0),),
        generate_attempts=2,
        min_gap=0.9,  # HTTP-dates have one-second resolution
    ),
    FaultCase(
        "gen-5xx-burst",
        generator=(status(500), status(502), status(503), status(504)),
        generate_attempts=5,
    ),
    FaultCase("gen-408", generator=(status(408),), generate_attempts=2),
    FaultCase(
        "gen-502-html-page",
        generator=(raw(HTML_PAGE.body, status=502, content_type="text/html"),),
        generate_attempts=2,
    ),
    FaultCase("judge-reset-mid-body", judge=(ResetMidBody(CUT, 40),), judge_attempts=2),
    FaultCase(
        "judge-5xx-burst",
        judge=(status(504), status(503), status(502), status(500)),
        judge_attempts=5,
    ),
    FaultCase(
        "judge-429-retry-after-seconds",
        judge=(status(429, Retry_After="1"),),
        judge_attempts=2,
        min_gap=1.0,
    ),
    FaultCase("judge-read-timeout", judge=(Hang(STALL_S),), judge_attempts=2),
    FaultCase("route-comes-back", route="late", generate_attempts=2),
    # --- transport faults that outlast the retries: the specified failure ---------------------
    _gen_fails("gen-503-forever", status(503), "RetryableStatus: route answered HTTP 503"),
    _gen_fails("gen-reset-forever", ResetMidBody(CUT, 30), "ConnectFailed: "),
    _gen_fails("gen-timeout-forever", Hang(STALL_S), "Timeout: "),
    FaultCase(
        "route-down",
        route="down",
        generate_attempts=5,
        judge_attempts=0,
        outcome=Outcome.FAILED,
        error=GENERATION_FAILED,
        detail="ConnectFailed: ConnectError",
    ),
    _judge_fails("judge-503-forever", status(503), "RetryableStatus: route answered HTTP 503"),
    _judge_fails("judge-timeout-forever", Hang(STALL_S), "Timeout: "),
    # --- everything else fails at once -------------------------------------------------------
    _gen_fails(
        "gen-200-html-page",
        HTML_PAGE,
        "MalformedResponse: route answered a non-JSON body (text/html",
        attempts=1,
    ),
    _gen_fails(
        "gen-200-truncated-json",
        TRUNCATED_JSON,
        "MalformedResponse: route answered a non-JSON body (application/json)",
        attempts=1,
    ),
    _gen_fails(
        "gen-200-not-a-completion",
        NOT_A_COMPLETION,
        "MalformedResponse: route answered JSON that is not a chat completion",
        attempts=1,
    ),
    _gen_fails(
        "gen-no-choices", NO_CHOICES, "EmptyCompletion: chat completion has no choices", attempts=1
    ),
    _gen_fails(
        "gen-empty-content",
        EMPTY_CONTENT,
        "EmptyCompletion: chat completion has empty content",
        attempts=1,
    ),
    *(
        _gen_fails(f"gen-{code}", status(code), f"StatusError: route answered HTTP {code}", 1)
        for code in (400, 401, 403, 404, 422)
    ),
    _judge_fails("judge-200-html-page", HTML_PAGE, "MalformedResponse: ", attempts=1),
    _judge_fails("judge-200-truncated-json", TRUNCATED_JSON, "MalformedResponse: ", attempts=1),
    _judge_fails("judge-no-choices", NO_CHOICES, "EmptyCompletion: ", attempts=1),
    _judge_fails("judge-empty-content", EMPTY_CONTENT, "EmptyCompletion: ", attempts=1),
    _judge_fails("judge-401", status(401), "StatusError: route answered HTTP 401", attempts=1),
)

# A slow body whose every gap is shorter than the read timeout is not a fault: it must succeed
# at the first attempt even though the whole body takes longer than the read timeout.
SLOW_BUT_ALIVE = FaultCase(
    "gen-slow-drip-alive", generator=(Drip(SLOW, 16, READ_TIMEOUT_S / 10),), generate_attempts=1
)


class FaultVerdict(BaseModel):
    """How one case ended, against what the spec requires."""

    model_config = ConfigDict(frozen=True)

    name: str
    retried_kind: bool  # a transport fault (retried) rather than one that fails at once
    faults_served: int  # faulty answers (or refused connections) the case met
    lost: bool  # the passage neither finished in the store nor was recorded failed
    problems: list[str]


def script_for(cases: Sequence[FaultCase]) -> Callable[[Exchange], Action | None]:
    """The main route's script: each case's steps, by passage and attempt."""
    by_passage = {case.passage: case for case in cases}

    def script(exchange: Exchange) -> Action | None:
        case = by_passage.get(exchange.passage)
        if case is None:
            return None
        steps = case.generator if exchange.kind == "generate" else case.judge
        if exchange.attempt >= len(steps):
            return None
        step = steps[exchange.attempt]
        return step() if callable(step) else step

    return script


def run_fault_cases(cases: Sequence[FaultCase], database_url: str) -> list[FaultVerdict]:
    """Drive every case through one flow run and judge each ending."""
    with (
        FaultRoute(script_for(cases)) as main,
        FaultRoute(listening=False) as down,
        FaultRoute(listening=False) as late,
    ):
        urls = {"main": main.base_url, "down": down.base_url, "late": late.base_url}
        AFTER_REFUSAL[late.port] = late.start_listening
        specs = [
            PassageSpec(text=case.passage, base_url=urls[case.route], retries=case.retries)
            for case in cases
        ]
        try:
            records = asyncio.run(drive_passages(specs, database_url, read_timeout=READ_TIMEOUT_S))
        finally:
            AFTER_REFUSAL.pop(late.port, None)
        return [_verdict(case, record, main) for case, record in zip(cases, records, strict=True)]


def _attempts(case: FaultCase, record: PassageRecord, main: FaultRoute, kind: Kind) -> int:
    if case.route == "main":
        return len([e for e in main.exchanges(passage=case.passage) if e.kind == kind])
    return record.client_attempts[kind]


def _verdict(case: FaultCase, record: PassageRecord, main: FaultRoute) -> FaultVerdict:
    problems: list[str] = []
    generated = _attempts(case, record, main, "generate")
    judged = _attempts(case, record, main, "judge")
    if record.crash is not None:
        problems.append(f"crashed: {record.crash}")
    if not record.finished_in_store:
        problems.append("the audit store does not hold the passage as finished")
    if generated != case.generate_attempts:
        problems.append(f"{generated} generator attempts, expected {case.generate_attempts}")
    if judged != case.judge_attempts:
        problems.append(f"{judged} judge attempts, expected {case.judge_attempts}")
    result = record.result
    if result is not None:
        if result.outcome is not case.outcome:
            problems.append(f"outcome {result.outcome.value}, expected {case.outcome.value}")
        if result.error != case.error:
            problems.append(f"error {result.error!r}, expected {case.error!r}")
        problems.extend(_detail_problems(case, record))
        if result.outcome is not Outcome.FAILED and not record.evaluations:
            problems.append(f"finished as {result.outcome.value} with no recorded evaluation")
    if case.min_gap is not None:
        problems.extend(_gap_problems(case, main))
    if case.route == "main":
        served = min(generated, len(case.generator)) + min(judged, len(case.judge))
    else:
        served = generated if case.route == "down" else 1  # refusals; "late" refuses once
    return FaultVerdict(
        name=case.name,
        retried_kind=case.retried,
        faults_served=served,
        lost=not record.finished_in_store,
        problems=problems,
    )


def _detail_problems(case: FaultCase, record: PassageRecord) -> list[str]:
    result = record.result
    assert result is not None
    if case.detail is None:
        return []
    if case.error == GENERATION_FAILED:
        details = [c.error or "" for c in result.candidates]
    else:
        details = [e.error_detail or "" for e in record.evaluations if e.error is not None]
        if not details:
            return ["no failed evaluation is recorded in the audit store"]
        if any(e.error != EVALUATION_FAILED for e in record.evaluations if e.error is not None):
            return ["the recorded evaluation does not carry the refusal message"]
    if not details or not all(d.startswith(case.detail) for d in details):
        return [f"recorded errors {details!r} do not start with {case.detail!r}"]
    return []


def _gap_problems(case: FaultCase, main: FaultRoute) -> list[str]:
    assert case.min_gap is not None
    kind: Kind = "generate" if case.generator else "judge"
    times = [e.received_at for e in main.exchanges(kind, case.passage)]
    if len(times) < 2:
        return ["no second attempt to measure the wait before"]
    gap = times[1] - times[0]
    if gap < case.min_gap:
        return [f"retried after {gap:.2f} s, before the {case.min_gap} s Retry-After"]
    return []
