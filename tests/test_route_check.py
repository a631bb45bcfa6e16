"""The route check before the first passage (SPEC 10): one cheap request, one clear line.

Real loopback HTTP (pytest-httpserver) for the answers a route gives; a closed port, an
unresolvable host and a TLS handshake against a plain-HTTP port for the transport failures.
"""

from __future__ import annotations

import time

import pytest
from pydantic import SecretStr
from pytest_httpserver import HTTPServer

from skryba.errors import RouteUnusable
from skryba.orchestration import prefect_api as prefect_api
from skryba.route.check import check_route, describe_call_error, missing_models
from skryba.route.limits import open_gate
from skryba.settings import Settings


def _settings(url: str, key: str | None = None, **extra: str) -> Settings:
    return Settings(
        brama_url=url,
        brama_api_key=SecretStr(key) if key else None,
        model=extra.get("model", "gen"),
        judge_model=extra.get("judge_model", "judge"),
    )


def _models(httpserver: HTTPServer, *names: str, status: int = 200) -> None:
    httpserver.expect_request("/v1/models", method="GET").respond_with_json(
        {"object": "list", "data": [{"id": n, "object": "model"} for n in names]}, status=status
    )


async def test_a_route_listing_the_models_passes(httpserver: HTTPServer) -> None:
    _models(httpserver, "gen", "judge", "other")

    await check_route(_settings(httpserver.url_for("/v1"), key="sk-secret"))

    ((request, _),) = httpserver.log
    assert request.headers["Authorization"] == "Bearer sk-secret"
    assert request.path == "/v1/models"


async def test_a_model_the_route_does_not_list_is_named(httpserver: HTTPServer) -> None:
    _models(httpserver, "gen", "llama3:latest")
    base = httpserver.url_for("/v1")

    with pytest.raises(RouteUnusable) as caught:
        await check_route(_settings(base))

    assert str(caught.value) == (
        f"the route {base} does not serve the model 'judge' (HTTP 404 model not found; it "
        "lists: gen, llama3:latest): set SKRYBA_MODEL / SKRYBA_JUDGE_MODEL or --model / "
        "--judge-model"
    )


def test_listed_names_ollama_aliases_and_wildcards() -> None:
    assert missing_models(["llama3", "gen"], ["llama3:latest", "gen"]) == []
    assert missing_models(["anything"], ["openai/*"]) == []  # a LiteLLM wildcard route
    assert missing_models(["anything"], []) == []  # a route that lists nothing
    assert missing_models(["a", "b", "a"], ["c"]) == ["a", "b"]


@pytest.mark.parametrize(("key", "hint"), [(None, "no key is set"), ("sk-wrong", "check")])
async def test_a_refused_key_says_which_variable_and_never_shows_the_key(
    httpserver: HTTPServer, key: str | None, hint: str
) -> None:
    _models(httpserver, status=401)
    base = httpserver.url_for("/v1")

    with pytest.raises(RouteUnusable) as caught:
        await check_route(_settings(base, key=key))

    message = str(caught.value)
    assert message.startswith(f"the route {base} refused the request (HTTP 401): {hint}")
    assert "SKRYBA_BRAMA_API_KEY" in message
    assert "sk-wrong" not in message


async def test_without_models_an_empty_chat_request_probes_the_endpoint(
    httpserver: HTTPServer,
) -> None:
    httpserver.expect_request("/v1/models").respond_with_data("no", status=404)
    httpserver.expect_request("/v1/chat/completions", method="POST").respond_with_json(
        {"error": {"message": "messages must not be empty"}}, status=400
    )

    await check_route(_settings(httpserver.url_for("/v1")))

    assert [r.path for r, _ in httpserver.log] == ["/v1/models", "/v1/chat/completions"]
    assert httpserver.log[1][0].get_json() == {"model": "gen", "messages": []}


async def test_the_empty_chat_request_waits_for_the_route_limits_as_a_call_does(
    httpserver: HTTPServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    httpserver.expect_request("/v1/models").respond_with_data("no", status=404)
    httpserver.expect_request("/v1/chat/completions", method="POST").respond_with_json(
        {"error": {"message": "messages must not be empty"}}, status=400
    )
    monkeypatch.setattr(prefect_api, "shared_api_url", lambda: None)  # in-process limits
    settings = _settings(httpserver.url_for("/v1")).model_copy(update={"route_rpm": 60})

    await check_route(settings)

    # The probe spent the one request a second the route allows: the run's first call (its
    # gate on the same route, in this process) waits for the next.
    async with open_gate(settings, httpserver.url_for("/v1"), 8) as gate:
        assert gate is not None
        began = time.monotonic()
        async with gate.admitted():
            waited = time.monotonic() - began
    assert waited >= 0.8


async def test_a_base_url_without_a_chat_endpoint_is_named(httpserver: HTTPServer) -> None:
    httpserver.expect_request("/models").respond_with_data("no", status=404)
    httpserver.expect_request("/chat/completions").respond_with_data("Not Found", status=404)
    base = httpserver.url_for("")

    with pytest.raises(RouteUnusable) as caught:
        await check_route(_settings(base.rstrip("/")))

    assert "no chat-completions endpoint at" in str(caught.value)
    assert "usually ending in /v1" in str(caught.value)


async def test_a_busy_route_is_left_to_the_calls_retries(httpserver: HTTPServer) -> None:
    _models(httpserver, status=503)

    await check_route(_settings(httpserver.url_for("/v1")))


async def test_a_closed_port_is_connection_refused() -> None:
    with pytest.raises(RouteUnusable) as caught:
        await check_route(_settings("http://127.0.0.1:9/v1"))

    assert str(caught.value) == (
        "the route http://127.0.0.1:9/v1 cannot be reached: connection refused (SKRYBA_BRAMA_URL)"
    )


async def test_an_unknown_host_is_a_dns_failure() -> None:
    with pytest.raises(RouteUnusable) as caught:
        await check_route(_settings("http://no-such-route.invalid/v1"))

    assert "cannot be reached: DNS lookup failed (no such host)" in str(caught.value)


async def test_tls_against_a_plain_http_port_is_a_tls_failure(httpserver: HTTPServer) -> None:
    _models(httpserver, "gen", "judge")
    base = httpserver.url_for("/v1").replace("http://", "https://")

    with pytest.raises(RouteUnusable) as caught:
        await check_route(_settings(base))

    assert "cannot be reached: TLS" in str(caught.value)


async def test_the_embedded_model_needs_no_check() -> None:
    await check_route(Settings(brama_url=None))


def test_recorded_call_errors_in_a_few_words() -> None:
    assert describe_call_error("ConnectFailed: ConnectError: [Errno 111] Connection refused") == (
        "connection refused"
    )
    assert describe_call_error("Timeout: ReadTimeout: the route did not answer in time") == (
        "timed out"
    )
    assert describe_call_error("StatusError: route answered HTTP 400: bad") == (
        "route answered HTTP 400: bad"
    )
