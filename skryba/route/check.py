"""One cheap request to the configured route before the first passage is sent.

``GET {base}/models`` is served by OpenAI, vLLM, llama.cpp's server, LiteLLM and Ollama alike, is
free, and lists the models: a model the route does not list is found before any passage. A
route without it is probed with an empty chat completion, which a real endpoint refuses at once
(400/422) without generating anything; it is a chat request all the same, so it waits for the
route's limits like any call (skryba.route.limits). Every problem is one line naming the URL and
the cause.
"""

from __future__ import annotations

import socket
import ssl
from collections.abc import Sequence

import httpx

from models.chat import ChatRequest
from skryba.errors import RouteUnusable
from skryba.route.limits import RouteLimits, open_gate
from skryba.settings import Settings

# A route that does not answer this cheap request within this many seconds will not do better.
CHECK_TIMEOUT_S = 10.0


def describe_transport(exc: BaseException) -> str:
    """A connection failure in a few words: refused, DNS, TLS, timeout, or what it says."""
    if isinstance(exc, httpx.TimeoutException):
        return "timed out"
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, ssl.SSLCertVerificationError):
            return f"TLS certificate not trusted ({seen.verify_message})"
        if isinstance(seen, ssl.SSLError):
            return f"TLS handshake failed ({seen.reason or seen})"
        if isinstance(seen, socket.gaierror):
            return "DNS lookup failed (no such host)"
        if isinstance(seen, ConnectionRefusedError):
            return "connection refused"
        seen = seen.__cause__ or seen.__context__
    text = str(exc)
    lowered = text.lower()
    if "refused" in lowered:
        return "connection refused"
    if "name or service not known" in lowered or "name resolution" in lowered:
        return "DNS lookup failed (no such host)"
    if "ssl" in lowered or "certificate" in lowered:
        return f"TLS failed ({text})"
    return text or type(exc).__name__


def describe_call_error(text: str) -> str:
    """A recorded call error (``ConnectFailed: ConnectError: ...``) in a few words."""
    lowered = text.lower()
    if "refused" in lowered:
        return "connection refused"
    if "timeout" in lowered or "did not answer in time" in lowered:
        return "timed out"
    if "name or service not known" in lowered or "name resolution" in lowered:
        return "DNS lookup failed (no such host)"
    kind, _, detail = text.partition(": ")
    return detail if kind.isidentifier() and detail else text


def _key_hint(settings: Settings) -> str:
    if settings.brama_api_key is None or not settings.brama_api_key.get_secret_value():
        return "no key is set: set SKRYBA_BRAMA_API_KEY (or SKRYBA_BRAMA_API_KEY_BLOCK)"
    return "check SKRYBA_BRAMA_API_KEY (the key is not shown)"


def _listed(body: object) -> list[str] | None:
    """Model ids of an OpenAI-style ``/models`` reply; None when the reply is not one."""
    if not isinstance(body, dict) or not isinstance(body.get("data"), list):
        return None
    ids = [item.get("id") for item in body["data"] if isinstance(item, dict)]
    return [i for i in ids if isinstance(i, str)]


def _served(model: str, listed: Sequence[str]) -> bool:
    # Ollama lists "llama3:latest" and serves it as "llama3" too.
    return model in listed or f"{model}:latest" in listed


def missing_models(models: Sequence[str], listed: Sequence[str]) -> list[str]:
    """The configured models a route's list lacks (none when the list is empty or has patterns,
    as a LiteLLM wildcard route's has)."""
    if not listed or any("*" in name for name in listed):
        return []
    return [m for m in dict.fromkeys(models) if not _served(m, listed)]


async def check_route(
    settings: Settings,
    *,
    transport: httpx.AsyncBaseTransport | None = None,
    inherited: RouteLimits | None = None,
) -> None:
    """RouteUnusable (a usage error) when the route cannot serve this run; else returns.

    ``inherited``: a shard's run's route limits, as for its calls (open_gate).
    """
    base = settings.brama_url
    if base is None:
        return  # the embedded model: Skryba started it and waited for its health check
    headers = {}
    if settings.brama_api_key is not None and settings.brama_api_key.get_secret_value():
        headers["Authorization"] = f"Bearer {settings.brama_api_key.get_secret_value()}"
    timeout = httpx.Timeout(min(settings.read_timeout, CHECK_TIMEOUT_S))
    models = [settings.generator_model, *settings.judge_models]
    async with httpx.AsyncClient(timeout=timeout, transport=transport, headers=headers) as client:
        try:
            response = await client.get(f"{base}/models")
            if response.status_code in (404, 405, 501):
                # No model list here: is there a chat-completions endpoint at all?
                response = await _probe(client, settings, base, models[0], inherited)
                _check_probe(response, base, settings, models[0])
                return
        except httpx.TransportError as exc:
            raise RouteUnusable(
                f"the route {base} cannot be reached: {describe_transport(exc)} (SKRYBA_BRAMA_URL)"
            ) from None
    status = response.status_code
    if status in (401, 403):
        raise RouteUnusable(
            f"the route {base} refused the request (HTTP {status}): {_key_hint(settings)}"
        )
    if status >= 400:
        # 429 and 5xx: the route is there but busy or failing now; the calls' own retries
        # decide. Anything else is odd but not proof the chat endpoint is unusable.
        return
    try:
        listed = _listed(response.json())
    except ValueError:
        return
    missing = missing_models(models, listed or [])
    if missing:
        shown = ", ".join((listed or [])[:8]) + (" ..." if len(listed or []) > 8 else "")
        raise RouteUnusable(
            f"the route {base} does not serve the model {missing[0]!r} (HTTP 404 model not "
            f"found; it lists: {shown}): set SKRYBA_MODEL / SKRYBA_JUDGE_MODEL or --model / "
            "--judge-model"
        )


async def _probe(
    client: httpx.AsyncClient,
    settings: Settings,
    base: str,
    model: str,
    inherited: RouteLimits | None,
) -> httpx.Response:
    """The empty chat request, inside the route's limits: a slot, and a request's and its
    (few) tokens' worth of the rate limits."""
    probe = ChatRequest(model=model, messages=())
    async with open_gate(settings, base, 1, inherited=inherited) as gate:
        if gate is None:
            return await client.post(f"{base}/chat/completions", json=probe.body())
        async with gate.admitted(probe):
            return await client.post(f"{base}/chat/completions", json=probe.body())


def _check_probe(response: httpx.Response, base: str, settings: Settings, model: str) -> None:
    status = response.status_code
    if status in (401, 403):
        raise RouteUnusable(
            f"the route {base} refused the request (HTTP {status}): {_key_hint(settings)}"
        )
    if status in (404, 405):
        detail = response.text.lower()
        if "model" in detail:
            raise RouteUnusable(
                f"the route {base} does not serve the model {model!r} (HTTP {status}): set "
                "SKRYBA_MODEL / SKRYBA_JUDGE_MODEL or --model / --judge-model"
            )
        raise RouteUnusable(
            f"no chat-completions endpoint at {base}/chat/completions (HTTP {status}): "
            "SKRYBA_BRAMA_URL must be the route's base URL, usually ending in /v1"
        )
