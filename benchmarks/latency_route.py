"""A chat-completion route on loopback that answers after a fixed latency.

Generator requests get a faithful rewrite of their passage, distinct per call, so it passes the
protected-facts guard and reaches the judge as a real rewrite would: a different lead-in per
call, or with ``ECHO_PASSAGES=1`` the passage's sentences rotated (by 1, 2, ... for its
successive calls; every fact kept); with ``FIXED_CANDIDATE=1`` the same one for every call.
Judge requests get a passing evaluation.
``GET /stats`` reports the request count and the times of the first request (for cold start)
and of the last answer.

Capped, as a paid route is: with ``CAP_IN_FLIGHT`` it answers 429 (``Retry-After: 1``) to a
request arriving while that many are already in flight; with ``CAP_PER_S`` it keeps a token
bucket of that rate (``CAP_BURST`` tokens, default one second's worth plus one for arrival
jitter) and answers 429 to a request finding it empty; with ``CAP_TPM`` (tokens per minute)
it keeps a bucket of tokens (``CAP_TOKEN_BURST``, default one second's worth and a tenth) and
charges each request, when it arrives, the tokens its reply's usage then reports: the messages'
UTF-8 bytes over 4 plus 3 a message (a tokenizer's count, not Skryba's estimate), and the
reply's bytes over 4. ``/stats`` counts what it refused (``over_in_flight``, ``over_rate``,
``over_tpm``), the tokens of the requests it answered (``tokens``), the most in flight it
saw, the seconds with at least one request in flight (``busy_s``), the seconds of answered
requests summed (``slot_s``: over the cap times the wall time, how busy the route was kept),
and with ``LOG_ARRIVALS=1`` every arrival (time, caller's token, status). ``POST /hold429``
makes the next request answer 429 with ``Retry-After: SECONDS`` (the body's ``seconds``).
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
# Every call for a passage gets the same candidate, so outputs do not depend on call order.
FIXED_CANDIDATE = os.environ.get("FIXED_CANDIDATE", "") == "1"
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


def _candidate(prompt: str, *, advance: bool = True) -> str:
    passage = str(json.loads(prompt[prompt.index("{") :])["passage"])
    turn = 0 if FIXED_CANDIDATE else _calls_per_passage[passage]
    if advance:
        _calls_per_passage[passage] += 1
    if ECHO_PASSAGES:
        return rotated(passage, turn)
    lead_in = LEAD_INS[turn % len(LEAD_INS)]
    return lead_in + passage[:1].lower() + passage[1:]


CAP_IN_FLIGHT = int(os.environ.get("CAP_IN_FLIGHT", "0"))
CAP_PER_S = float(os.environ.get("CAP_PER_S", "0"))
CAP_BURST = float(os.environ.get("CAP_BURST", "0")) or float(int(CAP_PER_S + 0.999) + 1)
CAP_TPM = float(os.environ.get("CAP_TPM", "0"))
CAP_TOKEN_BURST = float(os.environ.get("CAP_TOKEN_BURST", "0")) or CAP_TPM / 60 * 1.1
LOG_ARRIVALS = os.environ.get("LOG_ARRIVALS", "") == "1"


def _tokens(text: str) -> int:
    return -(-len(text.encode("utf-8")) // 4)


def usage_of(messages: list[dict[str, str]], reply: str) -> tuple[int, int]:
    """Prompt and completion tokens, as this route counts and reports them."""
    return sum(_tokens(m["content"]) + 3 for m in messages), _tokens(reply)


def _reply(body: dict[str, Any], *, advance: bool) -> str:
    prompt = body["messages"][-1]["content"]
    return (
        json.dumps(EVALUATION)
        if "requested_profile" in prompt
        else _candidate(prompt, advance=advance)
    )


def _fresh_stats() -> dict[str, Any]:
    return {
        "requests": 0,
        "first_request_at": None,
        "last_request_at": None,
        "answered": 0,
        "over_in_flight": 0,
        "over_rate": 0,
        "over_tpm": 0,
        "tokens": 0,
        "max_in_flight": 0,
        "busy_s": 0.0,
        "slot_s": 0.0,
        "arrivals": [],
    }


_stats: dict[str, Any] = _fresh_stats()
_state: dict[str, Any] = {
    "in_flight": 0,
    "busy_since": None,
    "tokens": CAP_BURST,
    "tokens_at": time.monotonic(),
    "token_bucket": CAP_TOKEN_BURST,
    "token_bucket_at": time.monotonic(),
    "hold429": None,
}


def _refuse(request: Request, tokens: int) -> tuple[str, float] | None:
    """Why this request (of ``tokens`` tokens) is refused (and the Retry-After), or None;
    counts it."""
    if _state["hold429"] is not None:
        seconds = _state["hold429"]
        _state["hold429"] = None
        return "held", seconds
    if CAP_IN_FLIGHT and _state["in_flight"] >= CAP_IN_FLIGHT:
        _stats["over_in_flight"] += 1
        return "in_flight", 1.0
    if CAP_PER_S:
        now = time.monotonic()
        slots = min(CAP_BURST, _state["tokens"] + (now - _state["tokens_at"]) * CAP_PER_S)
        _state["tokens_at"] = now
        if slots < 1.0:
            _state["tokens"] = slots
            _stats["over_rate"] += 1
            return "rate", 1.0
        _state["tokens"] = slots - 1.0
    if CAP_TPM:
        now = time.monotonic()
        bucket = min(
            CAP_TOKEN_BURST,
            _state["token_bucket"] + (now - _state["token_bucket_at"]) * CAP_TPM / 60,
        )
        _state["token_bucket_at"] = now
        _state["token_bucket"] = bucket
        if bucket < tokens:
            _stats["over_tpm"] += 1
            return "tokens", 1.0
        _state["token_bucket"] = bucket - tokens
    return None


def _arrival(request: Request, status: int) -> None:
    if LOG_ARRIVALS:
        who = request.headers.get("authorization", "")
        _stats["arrivals"].append([time.time(), who.removeprefix("Bearer "), status])


async def completions(request: Request) -> JSONResponse:
    """Sleep, then answer like a chat-completion route (429 above its caps)."""
    if _stats["first_request_at"] is None:
        _stats["first_request_at"] = time.time()
    _stats["requests"] += 1
    body = await request.json()
    # Charged what the reply will report (peeked at, not yet counted as the passage's turn).
    tokens = sum(usage_of(body["messages"], _reply(body, advance=False))) if CAP_TPM else 0
    refused = _refuse(request, tokens)
    _arrival(request, 429 if refused else 200)
    if refused is not None:
        return JSONResponse(
            {"error": {"message": f"rate limited ({refused[0]})"}},
            status_code=429,
            headers={"Retry-After": f"{refused[1]:g}"},
        )
    _state["in_flight"] += 1
    _stats["max_in_flight"] = max(_stats["max_in_flight"], _state["in_flight"])
    began = time.monotonic()
    if _state["busy_since"] is None:
        _state["busy_since"] = began
    try:
        return await _answer(body)
    finally:
        _stats["slot_s"] += time.monotonic() - began
        _state["in_flight"] -= 1
        if _state["in_flight"] == 0:
            _stats["busy_s"] += time.monotonic() - _state["busy_since"]
            _state["busy_since"] = None


async def _answer(body: dict[str, Any]) -> JSONResponse:
    await asyncio.sleep(LATENCY_S)
    content = _reply(body, advance=True)
    prompt_tokens, completion_tokens = usage_of(body["messages"], content)
    _stats["last_request_at"] = time.time()
    _stats["answered"] += 1
    _stats["tokens"] += prompt_tokens + completion_tokens
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
            "usage": {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            },
        }
    )


async def models(request: Request) -> JSONResponse:
    """The model list Skryba's route check reads first (empty: any model is served).

    Without it the check falls back to an empty chat request, which is not a call the caps
    are about.
    """
    return JSONResponse({"object": "list", "data": []})


async def stats(request: Request) -> JSONResponse:
    """Requests so far and when the first arrived (epoch seconds)."""
    busy = _stats["busy_s"]
    if _state["busy_since"] is not None:
        busy += time.monotonic() - _state["busy_since"]
    return JSONResponse({**_stats, "busy_s": busy, "in_flight": _state["in_flight"]})


async def reset(request: Request) -> JSONResponse:
    """Start counting afresh."""
    _stats.update(_fresh_stats())
    _state.update(
        tokens=CAP_BURST,
        tokens_at=time.monotonic(),
        token_bucket=CAP_TOKEN_BURST,
        token_bucket_at=time.monotonic(),
        hold429=None,
    )
    _calls_per_passage.clear()
    return JSONResponse(_stats)


async def hold429(request: Request) -> JSONResponse:
    """The next request gets a 429 with ``Retry-After`` of the body's ``seconds``."""
    _state["hold429"] = float((await request.json())["seconds"])
    return JSONResponse({"hold429": _state["hold429"]})


app = Starlette(
    routes=[
        Route("/v1/chat/completions", completions, methods=["POST"]),
        Route("/v1/models", models),
        Route("/stats", stats),
        Route("/reset", reset, methods=["POST"]),
        Route("/hold429", hold429, methods=["POST"]),
    ]
)
