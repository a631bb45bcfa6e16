"""A chat-completion route on loopback that answers after a fixed latency.

Generator requests get a faithful rewrite of their passage, distinct per call, so it passes the
protected-facts guard and reaches the judge as a real rewrite would: a different lead-in per
call, or with ``ECHO_PASSAGES=1`` the passage's sentences rotated (by 1, 2, ... for its
successive calls; every fact kept). Judge requests get a passing evaluation.
``GET /stats`` reports the request count and the times of the first request (for cold start)
and of the last answer.
Run: ``python -m uvicorn benchmarks.latency_route:app --port P`` with ``LATENCY_S`` set.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import time
from collections import Counter
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

LATENCY_S = float(os.environ.get("LATENCY_S", "0.2"))
ECHO_PASSAGES = os.environ.get("ECHO_PASSAGES", "") == "1"
EVALUATION = {
    "meaning_preservation": 0.9,
    "factual_consistency": 0.9,
    "grammar": 0.9,
    "coherence": 0.9,
    "naturalness": 0.9,
    "readability": 0.9,
    "critical_error": False,
    "style_matched": True,
    "language_matched": True,
    "issues": [],
    "rationale": "ok",
}
LEAD_INS = ("In short, ", "Put simply, ", "Briefly, ", "To sum up, ", "In brief, ")
_calls_per_passage: Counter[str] = Counter()


def rotated(passage: str, turn: int) -> str:
    """``passage`` with its sentences rotated left by ``turn`` (mod the count, never 0 when the
    passage has two sentences or more, so the candidate differs from its source)."""
    sentences = re.split(r"(?<=[.!?])\s+", passage.strip())
    if len(sentences) < 2:
        return passage
    shift = 1 + turn % (len(sentences) - 1)
    return " ".join(sentences[shift:] + sentences[:shift])


def _candidate(prompt: str) -> str:
    passage = str(json.loads(prompt[prompt.index("{") :])["passage"])
    turn = _calls_per_passage[passage]
    _calls_per_passage[passage] += 1
    if ECHO_PASSAGES:
        return rotated(passage, turn)
    lead_in = LEAD_INS[turn % len(LEAD_INS)]
    return lead_in + passage[:1].lower() + passage[1:]


_stats: dict[str, Any] = {"requests": 0, "first_request_at": None, "last_request_at": None}


async def completions(request: Request) -> JSONResponse:
    """Sleep, then answer like a chat-completion route."""
    if _stats["first_request_at"] is None:
        _stats["first_request_at"] = time.time()
    _stats["requests"] += 1
    body = await request.json()
    prompt = body["messages"][-1]["content"]
    is_judge = "requested_profile" in prompt
    await asyncio.sleep(LATENCY_S)
    content = json.dumps(EVALUATION) if is_judge else _candidate(prompt)
    _stats["last_request_at"] = time.time()
    return JSONResponse(
        {
            "id": "bench",
            "object": "chat.completion",
            "model": body["model"],
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": content},
                    "finish_reason": "stop",
                }
            ],
            "usage": {"prompt_tokens": 50, "completion_tokens": 10, "total_tokens": 60},
        }
    )


async def stats(request: Request) -> JSONResponse:
    """Requests so far and when the first arrived (epoch seconds)."""
    return JSONResponse(_stats)


async def reset(request: Request) -> JSONResponse:
    """Start counting afresh."""
    _stats.update(requests=0, first_request_at=None, last_request_at=None)
    _calls_per_passage.clear()
    return JSONResponse(_stats)


app = Starlette(
    routes=[
        Route("/v1/chat/completions", completions, methods=["POST"]),
        Route("/stats", stats),
        Route("/reset", reset, methods=["POST"]),
    ]
)
