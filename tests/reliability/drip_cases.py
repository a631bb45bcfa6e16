"""A judge whose replies drip one byte every half second, against ``SKRYBA_CALL_TIMEOUT``.

httpx's read timeout never trips on such a body (each read gets its byte in time); the call
deadline must end every attempt, the retries must follow, and each passage must end ``failed``
with ``Brama quality evaluation failed``. Calls are timed by the client's transport, from sending
the request to the response being closed.
"""

from __future__ import annotations

import asyncio
import json
import time

from pydantic import BaseModel, ConfigDict

from models.outcome import Outcome
from tests.reliability.fault_route import Drip, Exchange, FaultRoute, reply
from tests.reliability.passage_flow import PassageRecord, PassageSpec, drive_passages
from tests.stub_route import GOOD

# Written out, not imported: a typo in the code's message must fail the tests.
EVALUATION_FAILED = "Brama quality evaluation failed"
DRIP_INTERVAL_S = 0.5  # the drip: a byte every half second
READ_TIMEOUT_S = 10.0  # far above the drip's gaps: only the call deadline can end the calls
SLACK_S = 1.5  # between the deadline and the call ending, on a loaded two-core machine
DRIPPING_JUDGE = reply(json.dumps(GOOD))


def dripping_judge(exchange: Exchange) -> Drip | None:
    """The route's script: the generator answers well, every judge reply drips."""
    return Drip(DRIPPING_JUDGE, 1, DRIP_INTERVAL_S) if exchange.kind == "judge" else None


class DripVerdict(BaseModel):
    """How the dripping calls ended."""

    model_config = ConfigDict(frozen=True)

    calls: int  # judge calls made (every one met a dripping body)
    within_deadline: int  # ended no later than the deadline plus SLACK_S
    longest_s: float
    passages: int
    failed_as_specified: int  # ended failed with the specified message, recorded as a Timeout
    wall_s: float
    records: list[PassageRecord]


def passage_text(number: int) -> str:
    """The passages the scenario drives."""
    return f"Dripping judge case {number}: the ferry leaves the harbour at seven each morning."


def run_dripping_judges(
    database_url: str, *, passages: int = 4, call_timeout: float = 3.0, retries: int = 1
) -> DripVerdict:
    """Drive ``passages`` passages against a dripping judge in one flow run."""
    with FaultRoute(dripping_judge) as route:
        specs = [
            PassageSpec(text=passage_text(n), base_url=route.base_url, retries=retries)
            for n in range(passages)
        ]
        started = time.monotonic()
        records = asyncio.run(
            drive_passages(
                specs, database_url, read_timeout=READ_TIMEOUT_S, call_timeout=call_timeout
            )
        )
        wall = time.monotonic() - started
    seconds = [t for record in records for t in record.call_seconds.get("judge", [])]
    return DripVerdict(
        calls=len(seconds),
        within_deadline=sum(1 for t in seconds if t <= call_timeout + SLACK_S),
        longest_s=max(seconds, default=0.0),
        passages=len(records),
        failed_as_specified=sum(1 for record in records if _failed_as_specified(record)),
        wall_s=wall,
        records=records,
    )


def _failed_as_specified(record: PassageRecord) -> bool:
    result = record.result
    if result is None or result.outcome is not Outcome.FAILED:
        return False
    failures = [e for e in record.evaluations if e.error is not None]
    return (
        result.error == EVALUATION_FAILED
        and record.finished_in_store
        and bool(failures)
        and all(e.error == EVALUATION_FAILED for e in failures)
        and all((e.error_detail or "").startswith("Timeout: CallTimeout") for e in failures)
    )
