"""The quality judge: one chat-completion call per distinct candidate, validated strictly."""

from __future__ import annotations

from typing import Any

from models.chat import ChatRequest, ChatResult
from models.outcome import JudgeOutcome
from models.profile import RewriteProfile
from skryba.brama import BramaClient
from skryba.errors import InvalidJudgeReply, RouteError
from skryba.judge_reply import EVALUATION_FAILED, parse_judge_reply
from skryba.prompts import judge_messages


def judge_request(
    model: str,
    profile: RewriteProfile,
    source: str,
    candidate: str,
    extra_body: dict[str, Any] | None = None,
) -> ChatRequest:
    """The judge's request: no ``max_tokens``, no ``temperature`` — the route owns sampling."""
    return ChatRequest(
        model=model,
        messages=judge_messages(profile, source, candidate),
        extra_body=dict(extra_body or {}),
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
