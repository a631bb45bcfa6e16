"""SKRYBA_JUDGE_RESPONSE_FORMAT: the judge request carries the evaluation's schema, and a
constrained reply is still validated in full."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from pytest_httpserver import HTTPServer
from werkzeug import Request, Response

from models.chat import ResponseFormat
from models.evaluation import FIELDS
from models.profile import RewriteProfile
from skryba.embedded.server import EmbeddedServer
from skryba.errors import InvalidJudgeReply
from skryba.judge import evaluate, judge_request
from skryba.judge.grammar import judge_extra_body
from skryba.judge.reply import parse_judge_reply
from skryba.judge.response_format import SCHEMA_NAME, evaluation_json_schema
from skryba.route.brama import BramaClient
from skryba.settings import Settings
from tests.stub_route import GOOD, completion

SOURCE = "The committee postponed the vote until March because two members were ill."
CANDIDATE = "The vote was moved to March. Two committee members were sick."


def test_the_setting_defaults_to_none_and_reads_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert Settings().judge_response_format is ResponseFormat.NONE
    monkeypatch.setenv("SKRYBA_JUDGE_RESPONSE_FORMAT", "json_schema")
    assert Settings().judge_response_format is ResponseFormat.JSON_SCHEMA
    monkeypatch.setenv("SKRYBA_JUDGE_RESPONSE_FORMAT", "yaml")
    with pytest.raises(ValueError, match="judge_response_format"):
        Settings()


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        (ResponseFormat.NONE, None),
        (ResponseFormat.JSON_OBJECT, {"type": "json_object"}),
        (
            ResponseFormat.JSON_SCHEMA,
            {
                "type": "json_schema",
                "json_schema": {
                    "name": SCHEMA_NAME,
                    "strict": True,
                    "schema": evaluation_json_schema(),
                },
            },
        ),
    ],
)
def test_the_judge_body_carries_the_response_format(
    kind: ResponseFormat, expected: dict[str, Any] | None
) -> None:
    body = judge_request("judge", RewriteProfile(), SOURCE, CANDIDATE, None, kind).body()
    assert body.get("response_format") == expected
    assert "max_tokens" not in body
    assert "temperature" not in body


def test_the_schema_is_strict_and_names_every_field() -> None:
    schema = evaluation_json_schema()
    assert tuple(schema["required"]) == FIELDS
    assert set(schema["properties"]) == set(FIELDS)
    assert schema["additionalProperties"] is False
    assert schema["properties"]["grammar"] == {"type": "number", "minimum": 0, "maximum": 1}


def test_the_embedded_grammar_is_kept_and_no_response_format_replaces_it() -> None:
    body = judge_request(
        "judge", RewriteProfile(), SOURCE, CANDIDATE, judge_extra_body(), ResponseFormat.JSON_SCHEMA
    ).body()
    assert "grammar" in body
    assert "response_format" not in body


def _route(httpserver: HTTPServer, reply: dict[str, Any], seen: list[dict[str, Any]]) -> str:
    def answer(request: Request) -> Response:
        body = json.loads(request.get_data())
        seen.append(body)
        wanted = body.get("response_format", {})
        if wanted.get("type") != "json_schema" or wanted["json_schema"]["strict"] is not True:
            return Response("response_format json_schema expected", status=400)
        return Response(json.dumps(completion(json.dumps(reply))), content_type="application/json")

    httpserver.expect_request("/v1/chat/completions", method="POST").respond_with_handler(answer)
    return httpserver.url_for("/v1")


async def test_a_loopback_route_sees_the_schema_once_and_the_reply_is_validated(
    httpserver: HTTPServer,
) -> None:
    seen: list[dict[str, Any]] = []
    url = _route(httpserver, GOOD, seen)
    request = judge_request(
        "judge", RewriteProfile(), SOURCE, CANDIDATE, None, ResponseFormat.JSON_SCHEMA
    )
    async with BramaClient(url) as client:
        outcome = await evaluate(client, request, 0.9)
    assert outcome.passed
    assert len(seen) == 1
    assert seen[0]["response_format"]["json_schema"]["schema"] == evaluation_json_schema()


async def test_a_constrained_reply_is_still_validated_in_full(httpserver: HTTPServer) -> None:
    seen: list[dict[str, Any]] = []
    url = _route(httpserver, {**GOOD, "grammar": 1.4}, seen)
    request = judge_request(
        "judge", RewriteProfile(), SOURCE, CANDIDATE, None, ResponseFormat.JSON_SCHEMA
    )
    async with BramaClient(url) as client:
        with pytest.raises(InvalidJudgeReply, match=r"invalid grammar score 1\.4"):
            await evaluate(client, request, 0.9)
    assert len(seen) == 1  # asked once, never re-asked


@pytest.fixture(scope="module")
def server() -> Iterator[EmbeddedServer]:
    with EmbeddedServer() as running:
        yield running


def test_the_embedded_server_judges_a_request_built_with_json_schema(
    server: EmbeddedServer,
) -> None:
    # llama-cpp-python's server refuses the OpenAI json_schema type outright; this is why
    # judge_request leaves the response_format out where the route sends its own grammar.
    raw = judge_request(
        server.model, RewriteProfile(), SOURCE, CANDIDATE, None, ResponseFormat.JSON_SCHEMA
    )
    with httpx.Client(base_url=server.base_url, timeout=600) as client:
        refused = client.post("/chat/completions", json=raw.body())
        assert refused.status_code >= 400
        assert "json_object" in refused.text
        request = judge_request(
            server.model,
            RewriteProfile(),
            SOURCE,
            CANDIDATE,
            judge_extra_body(),
            ResponseFormat.JSON_SCHEMA,
        )
        response = client.post("/chat/completions", json=request.body())
    assert response.status_code == 200, response.text
    evaluation = parse_judge_reply(response.json()["choices"][0]["message"]["content"])
    assert 0.0 <= evaluation.quality_score <= 1.0
