"""The quality judge: one chat-completion call per distinct candidate, validated strictly."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from models.chat import ChatRequest, ChatResult, ResponseFormat
from models.evaluation import DIMENSIONS, JudgeEvaluation
from models.outcome import JudgeOutcome
from models.profile import RewriteProfile
from skryba.errors import InvalidJudgeReply, RouteError
from skryba.judge.reply import EVALUATION_FAILED, parse_judge_reply
from skryba.judge.response_format import response_format_body
from skryba.prompts import judge_messages
from skryba.route.brama import BramaClient


def judge_request(
    model: str,
    profile: RewriteProfile,
    source: str,
    candidate: str,
    extra_body: dict[str, Any] | None = None,
    response_format: ResponseFormat = ResponseFormat.NONE,
) -> ChatRequest:
    """The judge's request: no ``max_tokens``, no ``temperature`` — the route owns sampling.

    ``response_format`` (``SKRYBA_JUDGE_RESPONSE_FORMAT``) adds an OpenAI-style
    ``response_format``, except where the route's extras carry a ``grammar`` (the embedded
    server): that grammar bounds every score, llama-cpp-python's server would replace it with
    one built from a ``response_format``, and it refuses the ``json_schema`` type outright.
    """
    extras = dict(extra_body or {})
    constrained = {} if "grammar" in extras else response_format_body(response_format)
    return ChatRequest(
        model=model,
        messages=judge_messages(profile, source, candidate),
        extra_body={**constrained, **extras},
    )


async def evaluate(
    client: BramaClient, request: ChatRequest, minimum_quality: float
) -> JudgeOutcome:
    """Ask the judge once and apply the pass rule.

    Raises ``InvalidJudgeReply`` (never retried) with the raw reply attached, or the route's
    TransportError/ProtocolError for the caller's retry policy to classify.
    """
    chat = await client.complete(request)
    try:
        evaluation = parse_judge_reply(chat.text)
    except InvalidJudgeReply as exc:
        raise InvalidJudgeReply(exc.message, raw_reply=chat.text, chat=chat) from exc
    failed = evaluation.failed_rules(minimum_quality)
    return JudgeOutcome(
        evaluation=evaluation,
        passed=not failed,
        failed_rules=failed,
        raw_reply=chat.text,
        chat=chat,
    )


def outcome_from_error(exc: InvalidJudgeReply | RouteError) -> JudgeOutcome:
    """The recorded outcome of a judge call that produced no verdict."""
    if isinstance(exc, InvalidJudgeReply):
        chat = exc.chat if isinstance(exc.chat, ChatResult) else None
        return JudgeOutcome(error=exc.message, raw_reply=exc.raw_reply, chat=chat)
    return JudgeOutcome(error=EVALUATION_FAILED, error_detail=f"{type(exc).__name__}: {exc}")


def aggregate_jury(jurors: Sequence[JudgeOutcome], minimum_quality: float) -> JudgeOutcome:
    """One verdict from every juror's outcome on the same text (docs/judge.md, a jury).

    A single juror's outcome is returned unchanged. Otherwise: any juror without a valid
    evaluation fails the whole (unknown quality is never acceptable); each dimension is the
    minimum across jurors, so ``quality_score`` is the minimum over every dimension of every
    juror; ``critical_error`` if any juror says so; the profile booleans only if every juror
    says so; issues concatenated and each juror's rationale kept under its model's name.
    """
    if not jurors:
        raise ValueError("a jury needs at least one juror")
    if len(jurors) == 1:
        return jurors[0]
    everyone = list(jurors)
    failed = next((j for j in everyone if j.evaluation is None), None)
    if failed is not None:
        detail = failed.error_detail or failed.error or "no evaluation"
        return JudgeOutcome(
            error=failed.error or EVALUATION_FAILED,
            error_detail=f"judge {failed.judge_model}: {detail}",
            jurors=everyone,
        )
    evaluations = [j.evaluation for j in everyone if j.evaluation is not None]
    evaluation = JudgeEvaluation(
        **{name: min(getattr(e, name) for e in evaluations) for name in DIMENSIONS},
        critical_error=any(e.critical_error for e in evaluations),
        style_matched=all(e.style_matched for e in evaluations),
        language_matched=all(e.language_matched for e in evaluations),
        issues=[issue for e in evaluations for issue in e.issues],
        rationale="\n".join(
            f"{j.judge_model}: {j.evaluation.rationale}" for j in everyone if j.evaluation
        ),
    )
    failed_rules = evaluation.failed_rules(minimum_quality)
    return JudgeOutcome(
        evaluation=evaluation,
        passed=not failed_rules,
        failed_rules=failed_rules,
        jurors=everyone,
    )
