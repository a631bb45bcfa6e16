"""The Brama client against a real loopback HTTP server: headers, error mapping, metadata."""

from __future__ import annotations

import asyncio
import email.utils
import json
import socket
import time
from typing import Any

import httpx
import pytest
from pydantic import SecretStr
from pytest_httpserver import HTTPServer
from werkzeug import Request, Response

from models.chat import ChatMessage, ChatRequest
from skryba.errors import (
    ConnectFailed,
    EmptyCompletion,
    MalformedResponse,
    ProtocolError,
    RetryableStatus,
    StatusError,
    Timeout,
    TransportError,
)
from skryba.route.brama import BramaClient
from skryba.route.http_errors import MAX_RETRY_AFTER_S
from tests.stub_route import completion

PATH = "/v1/chat/completions"
REQUEST = ChatRequest(
    model="m-1",
    messages=(
        ChatMessage(role="system", content="sys"),
        ChatMessage(role="user", content='{"passage": "x"}'),
    ),
)


def _client(server: HTTPServer, **kwargs: Any) -> BramaClient:
    return BramaClient(server.url_for("/v1"), **kwargs)


async def _complete(server: HTTPServer, **kwargs: Any) -> Any:
    async with _client(server, **kwargs) as client:
        return await client.complete(REQUEST)


def _json(body: object, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    return Response(
        json.dumps(body), status=status, headers=headers, content_type="application/json"
    )


async def test_bearer_token_from_secret_and_exact_body(httpserver: HTTPServer) -> None:
    seen: list[Request] = []

    def handler(request: Request) -> Response:
        seen.append(request)
        return _json(completion("ok"))

    httpserver.expect_request(PATH, method="POST").respond_with_handler(handler)

    result = await _complete(httpserver, api_key=SecretStr("sk-test-123"))

    assert result.text == "ok"
    assert len(seen) == 1
    assert seen[0].headers["Authorization"] == "Bearer sk-test-123"
    assert json.loads(seen[0].get_data(as_text=True)) == {
        "model": "m-1",
        "messages": [
            {"role": "system", "content": "sys"},
            {"role": "user", "content": '{"passage": "x"}'},
        ],
    }


@pytest.mark.parametrize("api_key", [None, SecretStr("")])
async def test_no_authorization_header_without_a_key(
    httpserver: HTTPServer, api_key: SecretStr | None
) -> None:
    seen: list[Request] = []

    def handler(request: Request) -> Response:
        seen.append(request)
        return _json(completion("ok"))

    httpserver.expect_request(PATH, method="POST").respond_with_handler(handler)

    await _complete(httpserver, api_key=api_key)

    assert "Authorization" not in seen[0].headers


async def test_the_key_does_not_show_in_the_client_or_its_errors(httpserver: HTTPServer) -> None:
    httpserver.expect_request(PATH, method="POST").respond_with_data("no", status=401)
    client = _client(httpserver, api_key=SecretStr("sk-secret-xyz"))
    async with client:
        with pytest.raises(StatusError) as caught:
            await client.complete(REQUEST)
    assert "sk-secret-xyz" not in str(caught.value)
    assert "sk-secret-xyz" not in repr(caught.value)
    assert "sk-secret-xyz" not in repr(client)


def _closed_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


async def test_connection_refused_is_connect_failed() -> None:
    async with BramaClient(f"http://127.0.0.1:{_closed_port()}/v1") as client:
        with pytest.raises(ConnectFailed) as caught:
            await client.complete(REQUEST)
    assert isinstance(caught.value, TransportError)
    assert caught.value.retry_after is None


async def test_read_timeout_is_timeout(httpserver: HTTPServer) -> None:
    def slow(request: Request) -> Response:
        time.sleep(0.5)
        return _json(completion("late"))

    httpserver.expect_request(PATH, method="POST").respond_with_handler(slow)
    timeout = httpx.Timeout(5.0, read=0.1)

    with pytest.raises(Timeout) as caught:
        await _complete(httpserver, timeout=timeout)
    assert isinstance(caught.value, TransportError)


@pytest.mark.parametrize("status", [408, 429, 500, 502, 503, 504])
async def test_retryable_statuses(httpserver: HTTPServer, status: int) -> None:
    httpserver.expect_request(PATH, method="POST").respond_with_data("busy", status=status)

    with pytest.raises(RetryableStatus) as caught:
        await _complete(httpserver)

    assert caught.value.status_code == status
    assert caught.value.retry_after is None
    assert isinstance(caught.value, TransportError)


@pytest.mark.parametrize(
    ("header", "expected"),
    [("7", 7.0), ("0", 0.0), (" 12 ", 12.0), ("100000", MAX_RETRY_AFTER_S), ("soon", None)],
)
async def test_retry_after_seconds(
    httpserver: HTTPServer, header: str, expected: float | None
) -> None:
    httpserver.expect_request(PATH, method="POST").respond_with_data(
        "slow down", status=429, headers={"Retry-After": header}
    )

    with pytest.raises(RetryableStatus) as caught:
        await _complete(httpserver)

    assert caught.value.retry_after == expected


async def test_retry_after_http_date(httpserver: HTTPServer) -> None:
    when = email.utils.formatdate(time.time() + 120, usegmt=True)
    httpserver.expect_request(PATH, method="POST").respond_with_data(
        "maintenance", status=503, headers={"Retry-After": when}
    )

    with pytest.raises(RetryableStatus) as caught:
        await _complete(httpserver)

    # HTTP-dates have one-second resolution.
    assert caught.value.retry_after is not None
    assert 117.0 <= caught.value.retry_after <= 120.0


async def test_retry_after_date_in_the_past_is_zero(httpserver: HTTPServer) -> None:
    when = email.utils.formatdate(time.time() - 3600, usegmt=True)
    httpserver.expect_request(PATH, method="POST").respond_with_data(
        "x", status=503, headers={"Retry-After": when}
    )

    with pytest.raises(RetryableStatus) as caught:
        await _complete(httpserver)

    assert caught.value.retry_after == 0.0


@pytest.mark.parametrize("status", [400, 401, 403, 404, 422])
async def test_final_statuses_are_status_errors(httpserver: HTTPServer, status: int) -> None:
    httpserver.expect_request(PATH, method="POST").respond_with_data(
        '{"error": {"message": "model not found"}}', status=status
    )

    with pytest.raises(StatusError) as caught:
        await _complete(httpserver)

    assert caught.value.status_code == status
    assert not isinstance(caught.value, TransportError)
    assert str(caught.value) == (
        f'route answered HTTP {status}: {{"error": {{"message": "model not found"}}}}'
    )


def _choices(content: object) -> dict[str, Any]:
    body = completion("placeholder")
    body["choices"][0]["message"]["content"] = content
    return body


@pytest.mark.parametrize(
    ("body", "content_type", "error", "message"),
    [
        (
            "<html><body>Bad gateway</body></html>",
            "text/html",
            MalformedResponse,
            "route answered a non-JSON body (text/html)",
        ),
        (
            json.dumps({"id": "x", "object": "chat.completion"}),
            "application/json",
            MalformedResponse,
            "route answered JSON that is not a chat completion",
        ),
        (
            json.dumps([1, 2, 3]),
            "application/json",
            MalformedResponse,
            "route answered JSON that is not a chat completion",
        ),
        (
            json.dumps({"choices": {"0": "x"}}),
            "application/json",
            MalformedResponse,
            "chat completion 'choices' is not a list",
        ),
        (
            '{"id": "chatcmpl-1", "choices": [{"message": {"content": "cut',
            "application/json",
            MalformedResponse,
            "route answered a non-JSON body (application/json)",
        ),
        (
            json.dumps(_choices(["a", "list"])),
            "application/json",
            MalformedResponse,
            "chat completion message content is not a string",
        ),
        (
            json.dumps({"choices": []}),
            "application/json",
            EmptyCompletion,
            "chat completion has no choices",
        ),
        (
            json.dumps(_choices("")),
            "application/json",
            EmptyCompletion,
            "chat completion has empty content",
        ),
        (
            json.dumps(_choices("  \n ")),
            "application/json",
            EmptyCompletion,
            "chat completion has empty content",
        ),
        (
            json.dumps(_choices(None)),
            "application/json",
            EmptyCompletion,
            "chat completion has empty content",
        ),
    ],
    ids=[
        "html",
        "no-choices",
        "json-array",
        "choices-not-list",
        "truncated",
        "content-not-str",
        "empty-choices",
        "empty-content",
        "blank-content",
        "null-content",
    ],
)
async def test_unusable_200_bodies(
    httpserver: HTTPServer,
    body: str,
    content_type: str,
    error: type[ProtocolError],
    message: str,
) -> None:
    httpserver.expect_request(PATH, method="POST").respond_with_data(
        body, status=200, content_type=content_type
    )

    with pytest.raises(ProtocolError) as caught:
        await _complete(httpserver)

    assert type(caught.value) is error
    assert str(caught.value) == message
    assert not isinstance(caught.value, TransportError)


async def test_usage_latency_and_request_id_are_captured(httpserver: HTTPServer) -> None:
    body = completion("The answer.", model="served-model-7")
    body["usage"] = {"prompt_tokens": 123, "completion_tokens": 45, "total_tokens": 168}
    body["choices"][0]["finish_reason"] = "length"

    def handler(request: Request) -> Response:
        time.sleep(0.05)
        return _json(body, headers={"x-request-id": "req-abc-42"})

    httpserver.expect_request(PATH, method="POST").respond_with_handler(handler)

    result = await _complete(httpserver)

    assert result.text == "The answer."
    assert result.model == "served-model-7"
    assert result.request_id == "req-abc-42"
    assert result.prompt_tokens == 123
    assert result.completion_tokens == 45
    assert result.finish_reason == "length"
    assert 0.05 <= result.latency_s < 5.0


async def test_request_id_falls_back_to_the_completion_id(httpserver: HTTPServer) -> None:
    body = completion("ok")
    body["id"] = "chatcmpl-xyz"
    del body["usage"]
    httpserver.expect_request(PATH, method="POST").respond_with_json(body)

    result = await _complete(httpserver)

    assert result.request_id == "chatcmpl-xyz"
    assert result.prompt_tokens is None
    assert result.completion_tokens is None


class CountingTransport(httpx.AsyncBaseTransport):
    """Answers every request after a short wait, counting how many are in flight at once."""

    def __init__(self) -> None:
        self.in_flight = 0
        self.peak = 0
        self.requests = 0

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.requests += 1
        self.in_flight += 1
        self.peak = max(self.peak, self.in_flight)
        await asyncio.sleep(0.02)
        self.in_flight -= 1
        return httpx.Response(200, json=completion("ok"))


async def test_requests_in_flight_are_bounded_by_concurrency() -> None:
    transport = CountingTransport()
    async with BramaClient("http://route.test/v1", concurrency=3, transport=transport) as client:
        results = await asyncio.gather(*(client.complete(REQUEST) for _ in range(10)))

    assert [r.text for r in results] == ["ok"] * 10
    assert transport.requests == 10
    assert transport.peak == 3


class KeepAliveRoute:
    """A loopback HTTP/1.1 route that keeps connections open, answering each request after a
    short wait; it counts the connections opened and the requests in flight at once."""

    def __init__(self) -> None:
        self.connections = 0
        self.in_flight = 0
        self.peak = 0

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        body = json.dumps(completion("ok")).encode()
        try:
            while head := await reader.readuntil(b"\r\n\r\n"):
                length = next(
                    int(line.split(b":", 1)[1])
                    for line in head.split(b"\r\n")
                    if line.lower().startswith(b"content-length:")
                )
                await reader.readexactly(length)
                self.in_flight += 1
                self.peak = max(self.peak, self.in_flight)
                await asyncio.sleep(0.03)
                self.in_flight -= 1
                writer.write(
                    b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                    + f"Content-Length: {len(body)}\r\n\r\n".encode()
                    + body
                )
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            pass  # the client closed its keep-alive connection
        finally:
            writer.close()


@pytest.mark.parametrize("concurrency", [1, 3, 10, 32])
async def test_over_real_connections_the_lanes_open_no_more_than_concurrency(
    concurrency: int,
) -> None:
    route = KeepAliveRoute()
    server = await asyncio.start_server(route.serve, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    url = f"http://127.0.0.1:{port}/v1"
    async with server, BramaClient(url, concurrency=concurrency) as client:
        results = await asyncio.gather(*(client.complete(REQUEST) for _ in range(4 * concurrency)))

    assert len(results) == 4 * concurrency
    assert route.peak == concurrency  # every slot used, never more
    assert route.connections == concurrency  # connections reused, across all the lanes


def test_lanes_split_the_concurrency_into_small_pools() -> None:
    from skryba.route.brama import LANE_CONNECTIONS, _lane_sizes

    for concurrency in (1, 3, 4, 5, 10, 32, 64, 1024):
        sizes = _lane_sizes(concurrency)
        assert sum(sizes) == concurrency
        assert max(sizes) <= LANE_CONNECTIONS
        assert max(sizes) - min(sizes) <= 1
    assert _lane_sizes(10) == [4, 3, 3]
