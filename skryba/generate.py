"""The generator: N separate chat-completion calls per passage (many routes ignore ``n``)."""

from __future__ import annotations

from typing import Any

from models.chat import ChatRequest
from models.outcome import Generation
from models.profile import RewriteProfile
from skryba.prompts import generator_messages, repair_messages
from skryba.route.brama import BramaClient


def generator_request(
    model: str,
    profile: RewriteProfile,
    passage: str,
    *,
    temperature: float | None = None,
    extra_body: dict[str, Any] | None = None,
) -> ChatRequest:
    """One candidate's request; ``temperature`` is sent only when the caller stated one."""
    return ChatRequest(
        model=model,
        messages=generator_messages(profile, passage),
        temperature=temperature,
        extra_body=dict(extra_body or {}),
    )


def repair_request(
    model: str,
    profile: RewriteProfile,
    passage: str,
    candidate: str,
    problems: list[str],
    *,
    temperature: float | None = None,
    extra_body: dict[str, Any] | None = None,
) -> ChatRequest:
    """A revision's request: the candidate and what to fix, under the same profile and
    sampling as the candidate's own request."""
    return ChatRequest(
        model=model,
        messages=repair_messages(profile, passage, candidate, problems),
        temperature=temperature,
        extra_body=dict(extra_body or {}),
    )


async def generate_candidate(
    client: BramaClient, request: ChatRequest, position: int
) -> Generation:
    """Ask for one candidate; route errors propagate for the retry policy to classify."""
    chat = await client.complete(request)
    return Generation(position=position, text=chat.text.strip(), chat=chat)
