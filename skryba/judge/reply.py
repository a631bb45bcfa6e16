"""Parsing and validating the quality judge's reply into a ``JudgeEvaluation``.

Binding rules (shared/seeds/quality-judge.md): the text between the first ``{`` and the last ``}``
is parsed, so prose or a code fence around the object is fine; then the schema and every score
are validated. Anything else is an ``InvalidJudgeReply`` carrying one of the exact messages.
"""

from __future__ import annotations

import json
import math
from typing import Any

from models.evaluation import BOOLEANS, DIMENSIONS, FIELDS, JudgeEvaluation
from skryba.errors import InvalidJudgeReply

NO_JSON_OBJECT = "quality judge response contains no JSON object"
NO_CLOSING_BRACE = "quality judge response contains no closing JSON brace"
MALFORMED_BOUNDARIES = "quality judge response contains malformed JSON boundaries"
INVALID_SCHEMA = "quality judge returned invalid JSON schema"
NOT_AN_EVALUATION = "quality judge did not return a valid evaluation"
EVALUATION_FAILED = "Brama quality evaluation failed"


def invalid_score_message(dimension: str, value: float) -> str:
    """``quality judge returned invalid <dimension> score <value>``, the value as JSON spells it."""
    return f"quality judge returned invalid {dimension} score {_json_number(value)}"


def _json_number(value: float) -> str:
    if isinstance(value, int):
        return str(value)
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    return repr(value)


class _DuplicateKey(ValueError):
    pass


def _reject_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    # A reply naming a field twice has no single meaning; json.loads would silently keep the last.
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _DuplicateKey(key)
        result[key] = value
    return result


def extract_json_object(reply: str) -> str:
    """The text from the first ``{`` to the last ``}``, or the binding boundary refusal."""
    start = reply.find("{")
    if start < 0:
        raise InvalidJudgeReply(NO_JSON_OBJECT)
    end = reply.rfind("}")
    if end < 0:
        raise InvalidJudgeReply(NO_CLOSING_BRACE)
    if end < start:
        raise InvalidJudgeReply(MALFORMED_BOUNDARIES)
    return reply[start : end + 1]


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _is_text(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def parse_judge_reply(reply: str) -> JudgeEvaluation:
    """Validate a judge reply; raise ``InvalidJudgeReply`` with the exact refusal otherwise."""
    text = extract_json_object(reply)
    try:
        data = json.loads(text, object_pairs_hook=_reject_duplicate_keys)
    except _DuplicateKey as exc:
        raise InvalidJudgeReply(INVALID_SCHEMA) from exc
    except (ValueError, RecursionError) as exc:
        # The decoder recurses per nesting level; a deeply nested reply is not an evaluation either.
        raise InvalidJudgeReply(NOT_AN_EVALUATION) from exc
    if not isinstance(data, dict):
        raise InvalidJudgeReply(INVALID_SCHEMA)
    if any(name not in data for name in FIELDS):
        raise InvalidJudgeReply(INVALID_SCHEMA)
    if not all(_is_number(data[name]) for name in DIMENSIONS):
        raise InvalidJudgeReply(INVALID_SCHEMA)
    if not all(isinstance(data[name], bool) for name in BOOLEANS):
        raise InvalidJudgeReply(INVALID_SCHEMA)
    issues = data["issues"]
    if not isinstance(issues, list) or not all(isinstance(item, str) for item in issues):
        raise InvalidJudgeReply(INVALID_SCHEMA)
    if not isinstance(data["rationale"], str):
        raise InvalidJudgeReply(INVALID_SCHEMA)
    if not _is_text(data["rationale"]) or not all(_is_text(item) for item in issues):
        # A lone surrogate escape (\\ud800) is valid JSON but not text: it cannot be stored.
        raise InvalidJudgeReply(INVALID_SCHEMA)
    for name in DIMENSIONS:
        value = data[name]
        # Huge JSON integers cannot become floats, so range-check before isfinite.
        if not 0 <= value <= 1 or not math.isfinite(value):
            raise InvalidJudgeReply(invalid_score_message(name, value))
    return JudgeEvaluation(
        **{name: float(data[name]) for name in DIMENSIONS},
        **{name: data[name] for name in BOOLEANS},
        issues=list(issues),
        rationale=data["rationale"],
    )
