"""A chat-completion route on loopback that answers after a fixed latency.

Generator requests get a faithful rewrite of their passage, distinct per call (a different
lead-in, facts kept, so the protected-facts guard lets it through to the judge as a real
rewrite would); judge requests get a passing evaluation.
``GET /stats`` reports the request count and the times of the first request (for cold start)
and of the last answer.
Run: ``python -m uvicorn benchmarks.latency_route:app --port P`` with ``LATENCY_S`` set.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import time
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

LATENCY_S = float(os.environ.get("LATENCY_S", "0.2"))
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
_asked: dict[str, itertools.count[int]] = {}
_stats: dict[str, Any] = {"requests": 0, "first_request_at": None, "last_request_at": None}


def _rewrite(body: dict[str, Any]) -> str:
    """The passage with a lead-in that differs for each call about it."""
    user: str = body["messages"][-1]["content"]
    passage: str = json.loads(user[user.index("{") :])["passage"]
    number = next(_asked.setdefault(passage, itertools.count()))
    lead_in = LEAD_INS[number % len(LEAD_INS)]
    return lead_in + passage[:1].lower() + passage[1:]


async def completions(request: Request) -> JSONResponse:
    """Sleep, then answer like a chat-completion route."""
    if _stats["first_request_at"] is None:
        _stats["first_request_at"] = time.time()
    _stats["requests"] += 1
    body = await request.json()
    is_judge = "requested_profile" in body["messages"][-1]["content"]
    await asyncio.sleep(LATENCY_S)
    content = json.dumps(EVALUATION) if is_judge else _rewrite(body)
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
    _asked.clear()
    return JSONResponse(_stats)


app = Starlette(
    routes=[
        Route("/v1/chat/completions", completions, methods=["POST"]),
        Route("/stats", stats),
        Route("/reset", reset, methods=["POST"]),
    ]
)
