"""A chat-completion route on loopback that answers after a fixed latency.

Generator requests get a distinct candidate per call; judge requests get a passing evaluation.
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
_counter = itertools.count()
_stats: dict[str, Any] = {"requests": 0, "first_request_at": None, "last_request_at": None}


async def completions(request: Request) -> JSONResponse:
    """Sleep, then answer like a chat-completion route."""
    if _stats["first_request_at"] is None:
        _stats["first_request_at"] = time.time()
    _stats["requests"] += 1
    body = await request.json()
    is_judge = "requested_profile" in body["messages"][-1]["content"]
    await asyncio.sleep(LATENCY_S)
    content = json.dumps(EVALUATION) if is_judge else f"Candidate {next(_counter)}."
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
    return JSONResponse(_stats)


app = Starlette(
    routes=[
        Route("/v1/chat/completions", completions, methods=["POST"]),
        Route("/stats", stats),
        Route("/reset", reset, methods=["POST"]),
    ]
)
