"""Chat-completion requests and results exchanged with Brama."""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class ResponseFormat(StrEnum):
    """How a judge request constrains the reply (``SKRYBA_JUDGE_RESPONSE_FORMAT``)."""

    NONE = "none"
    JSON_OBJECT = "json_object"
    JSON_SCHEMA = "json_schema"


class ChatMessage(BaseModel):
    """One message of a chat-completion request."""

    model_config = ConfigDict(frozen=True)

    role: Literal["system", "user", "assistant"]
    content: str


class ChatRequest(BaseModel):
    """What Skryba asks the route. Unset sampling fields are not sent at all."""

    model_config = ConfigDict(frozen=True)

    model: str
    messages: tuple[ChatMessage, ...]
    temperature: float | None = None
    max_tokens: int | None = None
    # Route-specific extras merged into the body, e.g. a JSON schema for constrained decoding.
    extra_body: dict[str, Any] = Field(default_factory=dict)

    def body(self) -> dict[str, Any]:
        """The JSON body, omitting every field the caller did not state."""
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [m.model_dump() for m in self.messages],
        }
        if self.temperature is not None:
            body["temperature"] = self.temperature
        if self.max_tokens is not None:
            body["max_tokens"] = self.max_tokens
        body.update(self.extra_body)
        return body


class ChatResult(BaseModel):
    """A completion's text plus the metadata the audit store keeps."""

    model_config = ConfigDict(frozen=True)

    text: str
    model: str | None
    request_id: str | None
    latency_s: float
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    finish_reason: str | None = None
