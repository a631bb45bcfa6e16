"""A scripted chat-completion route on loopback (pytest-httpserver), for the pipeline's rules.

It replays replies decided by the test: never evidence of style enforcement or translation.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pytest_httpserver import HTTPServer
from werkzeug import Request, Response

from skryba.prompts import GENERATOR_SYSTEM

GOOD = {
    "meaning_preservation": 0.95,
    "factual_consistency": 0.95,
    "grammar": 0.95,
    "coherence": 0.95,
    "naturalness": 0.95,
    "readability": 0.95,
    "critical_error": False,
    "style_matched": True,
    "language_matched": True,
    "issues": [],
    "rationale": "fine",
}


def evaluation(**overrides: Any) -> dict[str, Any]:
    """A judge evaluation object: GOOD with some fields changed."""
    return {**GOOD, **overrides}


@dataclass
class Raw:
    """A literal HTTP answer: status, body and headers."""

    status: int = 200
    body: str = ""
    headers: dict[str, str] = field(default_factory=dict)


Reply = str | dict[str, Any] | Raw
GeneratorScript = Callable[[str, int], Reply]
# A revision request (the repair stage): (passage, candidate, problems, n) -> reply.
RepairScript = Callable[[str, str, list[str], int], Reply]
JudgeScript = Callable[[str, str], Reply]
# A jury's judge: (the model the request asked for, source, candidate) -> reply.
JurorScript = Callable[[str, str, str], Reply]


def completion(content: str, model: str = "stub") -> dict[str, Any]:
    """A chat-completion body carrying ``content``."""
    return {
        "id": "chatcmpl-stub",
        "object": "chat.completion",
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": "stop",
            }
        ],
        "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
    }


@dataclass
class Seen:
    """One request the route received."""

    kind: str  # "generate", "repair" (a revision request) or "judge"
    body: dict[str, Any]
    headers: dict[str, str]
    data: dict[str, Any]  # the JSON data object of the user message


class ScriptedRoute:
    """Answers generator and judge requests with scripted replies, recording every request."""

    def __init__(self, server: HTTPServer) -> None:
        self.server = server
        self.seen: list[Seen] = []
        self.generator: GeneratorScript = lambda passage, n: f"Rewritten: {passage}"
        self.judge: JudgeScript = lambda source, candidate: evaluation()
        # By default a revision request gets the candidate back unchanged: nothing repaired.
        self.repairer: RepairScript = lambda passage, candidate, problems, n: candidate
        # Set to answer each judge model differently (a jury); it then replaces ``judge``.
        self.juror: JurorScript | None = None
        self._lock = threading.Lock()
        self._counts: dict[str, int] = {}
        server.expect_request("/v1/chat/completions", method="POST").respond_with_handler(
            self._handle
        )
        # The run's route check before its first passage: reachable, no model list to compare.
        server.expect_request("/v1/models", method="GET").respond_with_json(
            {"object": "list", "data": []}
        )

    @property
    def base_url(self) -> str:
        """What SKRYBA_BRAMA_URL should be."""
        return self.server.url_for("/v1")

    def of_kind(self, kind: str) -> list[Seen]:
        """Requests of one kind, in arrival order."""
        return [s for s in self.seen if s.kind == kind]

    def _handle(self, request: Request) -> Response:
        body = json.loads(request.get_data(as_text=True))
        system = body["messages"][0]["content"]
        user = body["messages"][-1]["content"]
        kind = "generate" if system.startswith(GENERATOR_SYSTEM[:20]) else "judge"
        data = json.loads(user[user.index("{") :])
        if kind == "generate" and "candidate" in data:
            kind = "repair"
        with self._lock:
            self.seen.append(Seen(kind, body, dict(request.headers), data))
            key = data.get("passage") if kind == "generate" else json.dumps(data, sort_keys=True)
            count = self._counts.get(f"{kind}:{key}", 0)
            self._counts[f"{kind}:{key}"] = count + 1
        if kind == "generate":
            reply = self.generator(data["passage"], count)
        elif kind == "repair":
            reply = self.repairer(data["passage"], data["candidate"], data["problems"], count)
        elif self.juror is not None:
            reply = self.juror(body["model"], data["source"], data["candidate"])
        else:
            reply = self.judge(data["source"], data["candidate"])
        return _response(reply)


def _response(reply: Reply) -> Response:
    if isinstance(reply, Raw):
        return Response(reply.body, status=reply.status, headers=reply.headers)
    content = json.dumps(reply) if isinstance(reply, dict) else reply
    return Response(json.dumps(completion(content)), status=200, content_type="application/json")
