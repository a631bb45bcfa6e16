"""Invalid quality-judge replies served by the route, each of which must end its passage with the
exact refusal, unretried, with the raw reply kept in the audit store.

The shapes are the shared catalogue (``tests/judge_replies.py``) plus replies a misbehaving model
or gateway produces on the wire. Each goes over HTTP through the real judge task.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict

from models.outcome import Outcome
from tests.judge_replies import (
    BOOLEAN_NAMES,
    DIMENSION_NAMES,
    INVALID_REPLIES,
    NO_OBJECT,
    NOT_EVALUATION,
    SCHEMA,
    InvalidReply,
    evaluation,
    invalid_score,
)
from tests.reliability.fault_route import Action, Exchange, FaultRoute, reply
from tests.reliability.passage_flow import PassageSpec, drive_passages

EVALUATION_FAILED = "Brama quality evaluation failed"

_FIELDS_UNDER_SCORES = (
    '{"scores": {'
    + ", ".join(f'"{name}": 0.9' for name in DIMENSION_NAMES)
    + '}, "critical_error": false, "style_matched": true, "language_matched": true, '
    '"issues": [], "rationale": "nested"}'
)

WIRE_REPLIES: list[InvalidReply] = [
    InvalidReply(
        "evaluation sent as a JSON string",
        '"' + evaluation().replace('"', '\\"') + '"',
        NOT_EVALUATION,
    ),
    InvalidReply("YAML instead of JSON", "meaning_preservation: 0.97\ngrammar: 0.98\n", NO_OBJECT),
    InvalidReply(
        "XML instead of JSON",
        "<evaluation><grammar>0.9</grammar><critical_error>false</critical_error></evaluation>",
        NO_OBJECT,
    ),
    InvalidReply(
        "markdown table of scores",
        "| dimension | score |\n|---|---|\n| grammar | 0.9 |\n| coherence | 0.8 |\n",
        NO_OBJECT,
    ),
    InvalidReply(
        "every score a percentage",
        evaluation(dict.fromkeys(DIMENSION_NAMES, "97")),
        invalid_score("meaning_preservation", "97"),
    ),
    InvalidReply("score as a fraction string", evaluation({"grammar": '"9/10"'}), SCHEMA),
    InvalidReply("score with a decimal comma", evaluation({"grammar": '"0,9"'}), SCHEMA),
    InvalidReply("score with a leading plus", evaluation({"grammar": "+0.9"}), NOT_EVALUATION),
    InvalidReply("hexadecimal score", evaluation({"grammar": "0x1"}), NOT_EVALUATION),
    InvalidReply(
        "every boolean as a string",
        evaluation(dict.fromkeys(BOOLEAN_NAMES, '"true"')),
        SCHEMA,
    ),
    InvalidReply("boolean as 1", evaluation({"style_matched": "1"}), SCHEMA),
    InvalidReply(
        "keys capitalised",
        evaluation().replace('"grammar"', '"Grammar"'),
        SCHEMA,
    ),
    InvalidReply("dimensions nested under scores", _FIELDS_UNDER_SCORES, SCHEMA),
    InvalidReply(
        "verdict words only",
        "PASS. The candidate is excellent; quality 10/10.",
        NO_OBJECT,
    ),
    InvalidReply(
        "an evaluation and a correction",
        evaluation() + "\nCorrection: " + evaluation({"grammar": "0.1"}),
        NOT_EVALUATION,
    ),
    InvalidReply(
        "a tool call instead of content",
        'call evaluate(grammar=0.9) }{ "done"',
        "quality judge response contains malformed JSON boundaries",
    ),
]


def route_expectation(case: InvalidReply) -> str:
    """The refusal the passage must end with once the reply travels as a chat completion.

    An empty or blank completion is the route's protocol failure (the Brama client refuses it
    before the judge parser sees it): "Brama quality evaluation failed", still never retried.
    """
    if not case.reply.strip():
        return EVALUATION_FAILED
    return case.expected_message


ALL_REPLIES: list[InvalidReply] = [*INVALID_REPLIES, *WIRE_REPLIES]


class ReplyVerdict(BaseModel):
    """How one invalid reply ended."""

    model_config = ConfigDict(frozen=True)

    name: str
    judge_attempts: int
    lost: bool
    problems: list[str]


def passage_for(number: int) -> str:
    """The passage whose judge call is answered with reply ``number``."""
    return f"Judge reply case {number:03d}: the museum on the hill opens at ten."


def run_reply_cases(cases: Sequence[InvalidReply], database_url: str) -> list[ReplyVerdict]:
    """Serve each reply to one passage's judge call, all in one flow run; judge each ending."""
    replies = {passage_for(n): case.reply for n, case in enumerate(cases)}

    def script(exchange: Exchange) -> Action | None:
        if exchange.kind == "judge" and exchange.passage in replies:
            return reply(replies[exchange.passage])
        return None

    with FaultRoute(script) as route:
        specs = [
            PassageSpec(text=passage_for(n), base_url=route.base_url) for n in range(len(cases))
        ]
        records = asyncio.run(drive_passages(specs, database_url))
        verdicts: list[ReplyVerdict] = []
        for number, (case, record) in enumerate(zip(cases, records, strict=True)):
            expected = route_expectation(case)
            attempts = len(route.exchanges("judge", passage_for(number)))
            problems: list[str] = []
            if record.crash is not None:
                problems.append(f"crashed: {record.crash}")
            if attempts != 1:
                problems.append(f"the judge was asked {attempts} times")
            result = record.result
            if result is not None:
                if result.outcome is not Outcome.FAILED:
                    problems.append(f"outcome {result.outcome.value}, expected failed")
                if result.error != expected:
                    problems.append(f"error {result.error!r}, expected {expected!r}")
                if result.output_text is not None:
                    problems.append("an output was produced from an invalid evaluation")
            stored = [e for e in record.evaluations if e.error is not None]
            if len(stored) != 1 or stored[0].error != expected or stored[0].passed:
                problems.append(f"the audit store holds {len(stored)} refused evaluation(s)")
            elif expected != EVALUATION_FAILED and stored[0].raw_reply != case.reply:
                problems.append("the audit store does not keep the raw reply")
            verdicts.append(
                ReplyVerdict(
                    name=case.name,
                    judge_attempts=attempts,
                    lost=not record.finished_in_store,
                    problems=problems,
                )
            )
        return verdicts
