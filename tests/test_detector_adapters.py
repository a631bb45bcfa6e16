"""The detector-service adapters against loopback servers answering in each vendor's shapes.

Every adapter: the request it sends (path, credentials, body), the mapping of the reply to a
probability, and the error branch of each failure -- 429/5xx are transport errors (retried,
``Retry-After`` kept), 401 a StatusError, a refusal or a malformed body a ProtocolError. A
canary key must never surface in an exception, a raw response or a log record.
"""

from __future__ import annotations

import json
import logging
import re
import socket
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from pydantic import SecretStr
from pytest_httpserver import HTTPServer
from werkzeug import Request, Response

from skryba.detectors.copyleaks import CopyleaksDetector
from skryba.detectors.gptzero import GPTZeroDetector
from skryba.detectors.http_base import REDACTED, HttpDetector, ServiceRefused
from skryba.detectors.originality import OriginalityDetector
from skryba.detectors.registry import build_detectors
from skryba.detectors.sapling import SaplingDetector
from skryba.detectors.vendor_settings import (
    CopyleaksSettings,
    GPTZeroSettings,
    OriginalitySettings,
    SaplingSettings,
    WinstonSettings,
    ZeroGPTSettings,
)
from skryba.detectors.winston import WinstonDetector
from skryba.detectors.zerogpt import ZeroGPTDetector
from skryba.errors import (
    ConnectFailed,
    MalformedResponse,
    ProtocolError,
    RetryableStatus,
    StatusError,
    Timeout,
    TransportError,
    UnsupportedText,
    UsageError,
)
from skryba.route.retry import is_retryable

CANARY = "canary-key-5f1d8c2e9a7b4630"
TOKEN = "copyleaks-token-0b9e7d6c5a43"
EMAIL = "editor@example.org"

ENGLISH = (
    "The committee met on Tuesday to review the budget for the coming year. After a long "
    "discussion, the members agreed that the library should keep its evening hours, and that "
    "the money for new books would come from the reserve fund. The chair thanked the volunteers "
    "who had counted the visitors over the summer, because their numbers showed that the "
    "evening hours were used by students and by people who work during the day."
)
POLISH = (
    "Komisja zebrała się we wtorek, aby omówić budżet na przyszły rok. Po długiej dyskusji "
    "członkowie zgodzili się, że biblioteka powinna być otwarta także wieczorem, a pieniądze "
    "na nowe książki będą pochodzić z funduszu rezerwowego. Przewodnicząca podziękowała "
    "wolontariuszom, którzy przez całe lato liczyli odwiedzających, ponieważ ich dane "
    "pokazały, że z wieczornych godzin korzystają studenci oraz osoby pracujące w ciągu dnia."
)


@dataclass
class Vendor:
    """One service as its documentation describes it, for the shared tests."""

    name: str
    build: Callable[[str], HttpDetector[Any]]
    path: str | re.Pattern[str]
    check_request: Callable[[Request, str], None]
    ok_reply: dict[str, Any]
    ok_probability: float
    wrong_shape: dict[str, Any]
    out_of_range: dict[str, Any]
    quota: tuple[int, dict[str, Any]]
    quota_error: type[Exception]
    languages: frozenset[str]
    min_chars: int
    max_chars: int | None
    extra_handlers: list[tuple[str, Callable[[Request], Response]]] = field(default_factory=list)


def _json(request: Request) -> dict[str, Any]:
    body = json.loads(request.get_data(as_text=True))
    assert isinstance(body, dict)
    return body


def _copyleaks_login(request: Request) -> Response:
    assert _json(request) == {"email": EMAIL, "key": CANARY}
    reply = {
        "access_token": TOKEN,
        ".issued": "2030-01-01T00:00:00.0000000+00:00",
        ".expires": "2099-01-03T00:00:00.0000000+00:00",
    }
    return Response(json.dumps(reply), content_type="application/json")


def _check_gptzero(request: Request, text: str) -> None:
    assert request.headers["x-api-key"] == CANARY
    assert _json(request) == {"document": text}


def _check_sapling(request: Request, text: str) -> None:
    assert "Authorization" not in request.headers
    assert _json(request) == {"key": CANARY, "text": text, "sent_scores": True}


def _check_originality(request: Request, text: str) -> None:
    assert request.headers["X-OAI-API-KEY"] == CANARY
    assert _json(request) == {"content": text, "storeScan": False}


def _check_copyleaks(request: Request, text: str) -> None:
    assert request.headers["Authorization"] == f"Bearer {TOKEN}"
    assert _json(request) == {"text": text, "sandbox": False, "language": "en"}


def _check_winston(request: Request, text: str) -> None:
    assert request.headers["Authorization"] == f"Bearer {CANARY}"
    assert _json(request) == {"text": text, "language": "en", "sentences": True}


def _check_zerogpt(request: Request, text: str) -> None:
    assert request.headers["ApiKey"] == CANARY
    assert _json(request) == {"input_text": text}


KEY = SecretStr(CANARY)

VENDORS = [
    Vendor(
        name="gptzero",
        build=lambda url: GPTZeroDetector(GPTZeroSettings(api_key=KEY, url=url)),
        path="/v2/predict/text",
        check_request=_check_gptzero,
        ok_reply={
            "version": "2025-01-09-base",
            "documents": [
                {
                    "completely_generated_prob": 0.91,
                    "class_probabilities": {"ai": 0.83, "human": 0.1, "mixed": 0.07},
                    "predicted_class": "ai",
                }
            ],
        },
        ok_probability=0.83,
        wrong_shape={"documents": []},
        out_of_range={"documents": [{"completely_generated_prob": 1.5}]},
        quota=(403, {"error": "API quota exceeded"}),
        quota_error=StatusError,
        languages=frozenset({"en"}),
        min_chars=1,
        max_chars=50_000,
    ),
    Vendor(
        name="sapling",
        build=lambda url: SaplingDetector(SaplingSettings(api_key=KEY, url=url)),
        path="/api/v1/aidetect",
        check_request=_check_sapling,
        ok_reply={"score": 0.42, "sentence_scores": [{"sentence": "The committee.", "score": 0.4}]},
        ok_probability=0.42,
        wrong_shape={"sentence_scores": []},
        out_of_range={"score": "0.4"},
        quota=(429, {"msg": "Usage limit exceeded"}),
        quota_error=RetryableStatus,
        languages=frozenset({"en"}),
        min_chars=1,
        max_chars=50_000,
    ),
    Vendor(
        name="originality",
        build=lambda url: OriginalityDetector(OriginalitySettings(api_key=KEY, url=url)),
        path="/api/v1/scan/ai",
        check_request=_check_originality,
        ok_reply={
            "success": True,
            "public_link": "https://app.originality.ai/share/x",
            "ai": {"score": {"original": 0.2941, "ai": 0.7059}, "aiModelVersion": "1"},
        },
        ok_probability=0.7059,
        wrong_shape={"success": True, "public_link": "https://app.originality.ai/share/x"},
        out_of_range={"success": True, "ai": {"score": {"ai": -0.1}}},
        quota=(200, {"success": False, "error": "Not enough credits"}),
        quota_error=ServiceRefused,
        languages=frozenset({"en", "pl"}),
        min_chars=1,
        max_chars=None,
    ),
    Vendor(
        name="copyleaks",
        build=lambda url: CopyleaksDetector(
            CopyleaksSettings(api_key=KEY, url=url, login_url=url, email=EMAIL)
        ),
        path=re.compile(r"^/v2/writer-detector/[0-9a-f]{32}/check$"),
        check_request=_check_copyleaks,
        ok_reply={
            "modelVersion": "v9.0",
            "results": [{"classification": 2, "probability": 0.73}],
            "summary": {"human": 0.35, "ai": 0.65},
            "scannedDocument": {"scanId": "x", "totalWords": 73},
        },
        ok_probability=0.65,
        wrong_shape={"results": []},
        out_of_range={"summary": {"human": 0.0, "ai": 3}},
        quota=(402, {"message": "Insufficient credits"}),
        quota_error=StatusError,
        languages=frozenset({"en", "pl"}),
        min_chars=255,
        max_chars=25_000,
        extra_handlers=[("/v3/account/login/api", _copyleaks_login)],
    ),
    Vendor(
        name="winston",
        build=lambda url: WinstonDetector(WinstonSettings(api_key=KEY, url=url)),
        path="/v2/ai-content-detection",
        check_request=_check_winston,
        ok_reply={
            "status": 200,
            "score": 25,
            "sentences": [{"text": "The committee met.", "score": 30}],
            "credits_used": 70,
            "credits_remaining": 1930,
        },
        ok_probability=0.75,
        wrong_shape={"status": 200, "credits_used": 70},
        out_of_range={"status": 200, "score": 250},
        quota=(200, {"status": 403, "error": "Insufficient credits"}),
        quota_error=ServiceRefused,
        languages=frozenset({"en"}),
        min_chars=300,
        max_chars=300_000,
    ),
    Vendor(
        name="zerogpt",
        build=lambda url: ZeroGPTDetector(ZeroGPTSettings(api_key=KEY, url=url)),
        path="/api/detect/detectText",
        check_request=_check_zerogpt,
        ok_reply={
            "success": True,
            "code": 200,
            "message": "detection result passed to proxy",
            "data": {"isHuman": 62, "fakePercentage": 37.5, "textWords": 75, "aiWords": 28},
        },
        ok_probability=0.375,
        wrong_shape={"success": True, "code": 200, "data": {"isHuman": 62}},
        out_of_range={"success": True, "data": {"fakePercentage": 101}},
        quota=(200, {"success": False, "code": 403, "message": "Not enough credits"}),
        quota_error=ServiceRefused,
        languages=frozenset({"en"}),
        min_chars=1,
        max_chars=None,
    ),
]

BY_NAME = {vendor.name: vendor for vendor in VENDORS}
vendors = pytest.mark.parametrize("vendor", VENDORS, ids=[v.name for v in VENDORS])


def serve(
    server: HTTPServer,
    vendor: Vendor,
    *,
    status: int = 200,
    json_body: Any = None,
    data: str | None = None,
    headers: dict[str, str] | None = None,
) -> None:
    """The vendor's endpoint answers with the given status and body (login, if any, succeeds)."""
    for path, handler in vendor.extra_handlers:
        server.expect_request(path, method="POST").respond_with_handler(handler)
    expectation = server.expect_request(vendor.path, method="POST")
    if data is not None:
        expectation.respond_with_data(data, status=status, headers=headers)
    else:
        expectation.respond_with_json(json_body, status=status, headers=headers)


def main_requests(server: HTTPServer, vendor: Vendor) -> list[Request]:
    """The requests that reached the scoring endpoint (not the login)."""
    login_paths = {path for path, _ in vendor.extra_handlers}
    return [request for request, _ in server.log if request.path not in login_paths]


def _leaks(exc: BaseException, *secrets: str) -> bool:
    text = "".join(traceback.format_exception(exc))
    return any(secret in text for secret in secrets)


@pytest.fixture
def logs(caplog: pytest.LogCaptureFixture) -> pytest.LogCaptureFixture:
    """Every log record at DEBUG and above, httpx and httpcore included."""
    caplog.set_level(logging.DEBUG)
    return caplog


def assert_no_key_in_logs(caplog: pytest.LogCaptureFixture) -> None:
    for record in caplog.records:
        assert CANARY not in record.getMessage(), record.name
        assert TOKEN not in record.getMessage(), record.name


# --- success: the request sent, the probability read ------------------------------------------


@vendors
async def test_success_sends_documented_request_and_maps_probability(
    vendor: Vendor, httpserver: HTTPServer, logs: pytest.LogCaptureFixture
) -> None:
    serve(httpserver, vendor, json_body=vendor.ok_reply)
    async with vendor.build(httpserver.url_for("")) as detector:
        detection = await detector.score(ENGLISH)

    assert detection.detector == vendor.name
    assert detection.probability == pytest.approx(vendor.ok_probability)
    assert detection.error is None
    assert detection.raw == vendor.ok_reply
    [request] = main_requests(httpserver, vendor)
    assert request.method == "POST"
    assert request.headers["Content-Type"] == "application/json"
    vendor.check_request(request, ENGLISH)
    assert CANARY not in json.dumps(detection.raw)
    assert_no_key_in_logs(logs)


@vendors
async def test_key_echoed_in_a_reply_is_redacted_from_raw(
    vendor: Vendor, httpserver: HTTPServer
) -> None:
    reply = {**vendor.ok_reply, "echo": {"request": [f"key={CANARY}"]}}
    serve(httpserver, vendor, json_body=reply)
    async with vendor.build(httpserver.url_for("")) as detector:
        detection = await detector.score(ENGLISH)
    assert detection.raw["echo"] == {"request": [f"key={REDACTED}"]}
    assert detection.probability == pytest.approx(vendor.ok_probability)


async def test_gptzero_falls_back_to_completely_generated_prob(httpserver: HTTPServer) -> None:
    vendor = BY_NAME["gptzero"]
    serve(httpserver, vendor, json_body={"documents": [{"completely_generated_prob": 0.12}]})
    async with vendor.build(httpserver.url_for("")) as detector:
        detection = await detector.score(ENGLISH)
    assert detection.probability == pytest.approx(0.12)


async def test_winston_inverts_its_human_score(httpserver: HTTPServer) -> None:
    vendor = BY_NAME["winston"]
    for human, ai in [(100, 0.0), (0, 1.0), (90, 0.1)]:
        httpserver.clear()
        serve(httpserver, vendor, json_body={"status": 200, "score": human})
        async with vendor.build(httpserver.url_for("")) as detector:
            detection = await detector.score(ENGLISH)
        assert detection.probability == pytest.approx(ai), human


async def test_originality_reads_top_level_score_and_uses_multilingual_model_for_polish(
    httpserver: HTTPServer,
) -> None:
    vendor = BY_NAME["originality"]
    serve(httpserver, vendor, json_body={"success": True, "score": {"ai": 0.3, "original": 0.7}})
    async with vendor.build(httpserver.url_for("")) as detector:
        detection = await detector.score(POLISH)
    assert detection.probability == pytest.approx(0.3)
    [request] = main_requests(httpserver, vendor)
    assert _json(request) == {"content": POLISH, "storeScan": False, "aiModelVersion": "3"}


async def test_zerogpt_success_false_is_a_refusal_even_with_data(httpserver: HTTPServer) -> None:
    vendor = BY_NAME["zerogpt"]
    reply = {"success": False, "code": 402, "message": "quota", "data": {"fakePercentage": 0}}
    serve(httpserver, vendor, json_body=reply)
    async with vendor.build(httpserver.url_for("")) as detector:
        with pytest.raises(ServiceRefused, match=r"code 402.*quota"):
            await detector.score(ENGLISH)


# --- Copyleaks' login token --------------------------------------------------------------------


async def test_copyleaks_logs_in_once_and_sends_the_language(httpserver: HTTPServer) -> None:
    vendor = BY_NAME["copyleaks"]
    serve(httpserver, vendor, json_body=vendor.ok_reply)
    async with vendor.build(httpserver.url_for("")) as detector:
        await detector.score(ENGLISH)
        await detector.score(POLISH)

    logins = [r for r, _ in httpserver.log if r.path == "/v3/account/login/api"]
    assert len(logins) == 1
    checks = main_requests(httpserver, vendor)
    assert [_json(r)["language"] for r in checks] == ["en", "pl"]
    scan_ids = {r.path.split("/")[3] for r in checks}
    assert len(scan_ids) == 2, "every check gets its own scanId"


async def test_copyleaks_relogs_in_once_when_a_cached_token_is_refused(
    httpserver: HTTPServer,
) -> None:
    vendor = BY_NAME["copyleaks"]
    answers = iter([200, 401, 200])

    def check(request: Request) -> Response:
        status = next(answers)
        body = vendor.ok_reply if status == 200 else {"message": "token expired"}
        return Response(json.dumps(body), status=status, content_type="application/json")

    httpserver.expect_request("/v3/account/login/api").respond_with_handler(_copyleaks_login)
    httpserver.expect_request(vendor.path).respond_with_handler(check)
    async with vendor.build(httpserver.url_for("")) as detector:
        await detector.score(ENGLISH)
        detection = await detector.score(ENGLISH)

    assert detection.probability == pytest.approx(0.65)
    paths = [r.path.split("/")[-1] for r, _ in httpserver.log]
    assert paths == ["api", "check", "check", "api", "check"]


async def test_copyleaks_fresh_token_refused_is_not_retried(httpserver: HTTPServer) -> None:
    vendor = BY_NAME["copyleaks"]
    serve(httpserver, vendor, status=401, json_body={"message": "Unauthorized"})
    async with vendor.build(httpserver.url_for("")) as detector:
        with pytest.raises(StatusError) as caught:
            await detector.score(ENGLISH)
    assert caught.value.status_code == 401
    assert len(main_requests(httpserver, vendor)) == 1
    assert not _leaks(caught.value, CANARY, TOKEN)


async def test_copyleaks_login_rejected_is_a_status_error(httpserver: HTTPServer) -> None:
    vendor = BY_NAME["copyleaks"]
    httpserver.expect_request("/v3/account/login/api").respond_with_json(
        {"Message": f"Invalid login credentials for key {CANARY}"}, status=401
    )
    async with vendor.build(httpserver.url_for("")) as detector:
        with pytest.raises(StatusError) as caught:
            await detector.score(ENGLISH)
    assert caught.value.status_code == 401
    assert REDACTED in str(caught.value)
    assert not _leaks(caught.value, CANARY)
    assert main_requests(httpserver, vendor) == []


# --- failures: which branch of the error tree ---------------------------------------------------


@vendors
async def test_401_is_a_status_error_with_the_key_redacted(
    vendor: Vendor, httpserver: HTTPServer, logs: pytest.LogCaptureFixture
) -> None:
    # Some services echo the request in their error body; Sapling's request carries the key.
    serve(httpserver, vendor, status=401, json_body={"msg": f"invalid key {CANARY}"})
    async with vendor.build(httpserver.url_for("")) as detector:
        with pytest.raises(StatusError) as caught:
            await detector.score(ENGLISH)

    exc = caught.value
    assert exc.status_code == 401
    assert not is_retryable(exc)
    assert isinstance(exc, ProtocolError)
    assert REDACTED in str(exc)
    assert not _leaks(exc, CANARY, TOKEN)
    assert_no_key_in_logs(logs)


@vendors
async def test_429_is_a_transport_error_keeping_retry_after(
    vendor: Vendor, httpserver: HTTPServer
) -> None:
    serve(
        httpserver,
        vendor,
        status=429,
        json_body={"error": "slow down"},
        headers={"Retry-After": "7"},
    )
    async with vendor.build(httpserver.url_for("")) as detector:
        with pytest.raises(RetryableStatus) as caught:
            await detector.score(ENGLISH)
    assert caught.value.status_code == 429
    assert caught.value.retry_after == 7.0
    assert is_retryable(caught.value)


@vendors
@pytest.mark.parametrize("status", [500, 502, 503])
async def test_5xx_is_a_transport_error(
    vendor: Vendor, status: int, httpserver: HTTPServer
) -> None:
    serve(httpserver, vendor, status=status, data="upstream unavailable")
    async with vendor.build(httpserver.url_for("")) as detector:
        with pytest.raises(RetryableStatus) as caught:
            await detector.score(ENGLISH)
    assert caught.value.status_code == status
    assert caught.value.retry_after is None
    assert isinstance(caught.value, TransportError)


@vendors
async def test_quota_or_limit_answer_takes_the_documented_branch(
    vendor: Vendor, httpserver: HTTPServer
) -> None:
    status, body = vendor.quota
    serve(httpserver, vendor, status=status, json_body=body)
    async with vendor.build(httpserver.url_for("")) as detector:
        with pytest.raises(vendor.quota_error) as caught:
            await detector.score(ENGLISH)
    # Only the transport branch is retried: a spent quota answered with 2xx or 402/403 is not.
    assert is_retryable(caught.value) == issubclass(vendor.quota_error, TransportError)
    if vendor.quota_error is ServiceRefused:
        assert isinstance(caught.value, ProtocolError)
        assert status == 200
        reason = body.get("error") or body.get("message")
        assert isinstance(reason, str)
        assert reason in str(caught.value)


@vendors
async def test_non_json_body_is_malformed(vendor: Vendor, httpserver: HTTPServer) -> None:
    serve(
        httpserver, vendor, data="<html>maintenance</html>", headers={"Content-Type": "text/html"}
    )
    async with vendor.build(httpserver.url_for("")) as detector:
        with pytest.raises(MalformedResponse, match="not JSON"):
            await detector.score(ENGLISH)


@vendors
@pytest.mark.parametrize("kind", ["wrong_shape", "out_of_range"])
async def test_unexpected_json_is_malformed(
    vendor: Vendor, kind: str, httpserver: HTTPServer
) -> None:
    serve(httpserver, vendor, json_body=getattr(vendor, kind))
    async with vendor.build(httpserver.url_for("")) as detector:
        with pytest.raises(MalformedResponse) as caught:
            await detector.score(ENGLISH)
    assert not is_retryable(caught.value)
    assert str(caught.value).startswith(f"{vendor.name}: ")


@vendors
async def test_connection_refused_is_connect_failed(vendor: Vendor) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    async with vendor.build(f"http://127.0.0.1:{port}") as detector:
        with pytest.raises(ConnectFailed) as caught:
            await detector.score(ENGLISH)
    assert is_retryable(caught.value)
    assert not _leaks(caught.value, CANARY)


async def test_slow_service_is_a_timeout(httpserver: HTTPServer) -> None:
    def slow(request: Request) -> Response:
        time.sleep(0.5)
        return Response(json.dumps({"score": 0.5}), content_type="application/json")

    httpserver.expect_request("/api/v1/aidetect").respond_with_handler(slow)
    settings = SaplingSettings(api_key=KEY, url=httpserver.url_for(""), timeout=0.1)
    async with SaplingDetector(settings) as detector:
        with pytest.raises(Timeout) as caught:
            await detector.score(ENGLISH)
    assert is_retryable(caught.value)


# --- languages and lengths ----------------------------------------------------------------------


@vendors
def test_unsupported_reason_covers_language_and_length(vendor: Vendor) -> None:
    detector = vendor.build("http://127.0.0.1:9")
    assert detector.unsupported_reason(ENGLISH, "en") is None
    unknown = detector.unsupported_reason(ENGLISH, None)
    assert unknown is not None and "language not recognised" in unknown
    polish = detector.unsupported_reason(POLISH, "pl")
    if "pl" in vendor.languages:
        assert polish is None
    else:
        assert polish is not None and "Polish" in polish and vendor.name in polish
    if vendor.min_chars > 1:
        short = "x" * (vendor.min_chars - 1)
        reason = detector.unsupported_reason(short, "en")
        assert reason is not None and f"at least {vendor.min_chars:,}" in reason
        assert detector.unsupported_reason("x" * vendor.min_chars, "en") is None
    assert detector.unsupported_reason("", "en") is not None
    if vendor.max_chars is not None:
        reason = detector.unsupported_reason("x" * (vendor.max_chars + 1), "en")
        assert reason is not None and f"at most {vendor.max_chars:,}" in reason
        assert detector.unsupported_reason("x" * vendor.max_chars, "en") is None


@vendors
async def test_score_refuses_out_of_range_lengths_without_calling(
    vendor: Vendor, httpserver: HTTPServer
) -> None:
    serve(httpserver, vendor, json_body=vendor.ok_reply)
    async with vendor.build(httpserver.url_for("")) as detector:
        with pytest.raises(UnsupportedText):
            await detector.score("x" * (vendor.min_chars - 1))
        if vendor.max_chars is not None:
            with pytest.raises(UnsupportedText):
                await detector.score("x" * (vendor.max_chars + 1))
    assert httpserver.log == []


# --- configuration ------------------------------------------------------------------------------


@vendors
def test_registry_refuses_a_detector_without_its_key(vendor: Vendor) -> None:
    variable = f"SKRYBA_{vendor.name.upper()}_API_KEY"
    with pytest.raises(UsageError, match=variable):
        build_detectors([vendor.name])


@vendors
def test_registry_builds_from_env_with_url_override(
    vendor: Vendor, monkeypatch: pytest.MonkeyPatch
) -> None:
    prefix = f"SKRYBA_{vendor.name.upper()}_"
    monkeypatch.setenv(prefix + "API_KEY", CANARY)
    monkeypatch.setenv(prefix + "URL", "http://127.0.0.1:8123/proxy/")
    monkeypatch.setenv("SKRYBA_COPYLEAKS_EMAIL", EMAIL)
    [detector] = build_detectors([vendor.name])
    assert isinstance(detector, HttpDetector)
    assert detector.name == vendor.name
    assert detector.settings.url == "http://127.0.0.1:8123/proxy"
    assert CANARY not in repr(detector.settings)


def test_copyleaks_needs_the_account_email(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKRYBA_COPYLEAKS_API_KEY", CANARY)
    with pytest.raises(UsageError, match="SKRYBA_COPYLEAKS_EMAIL"):
        build_detectors(["copyleaks"])


def test_an_invalid_url_is_a_usage_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKRYBA_ZEROGPT_API_KEY", CANARY)
    monkeypatch.setenv("SKRYBA_ZEROGPT_URL", "api.zerogpt.com")
    with pytest.raises(UsageError, match=r"SKRYBA_ZEROGPT_\*.*url") as caught:
        build_detectors(["zerogpt"])
    assert CANARY not in str(caught.value)


async def test_url_prefix_is_kept(httpserver: HTTPServer) -> None:
    httpserver.expect_request("/proxy/api/v1/aidetect").respond_with_json({"score": 0.9})
    settings = SaplingSettings(api_key=KEY, url=httpserver.url_for("/proxy/"))
    async with SaplingDetector(settings) as detector:
        detection = await detector.score(ENGLISH)
    assert detection.probability == pytest.approx(0.9)
