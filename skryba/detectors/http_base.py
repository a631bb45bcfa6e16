"""What the HTTP detector adapters share: limits, one pooled client, error mapping, redaction.

An adapter states its service's languages and length limits (``ServiceSpec``), builds the
request, and reads the probability out of the reply; this module does the rest:

- one ``httpx.AsyncClient`` per adapter instance, created on first use, pooled and bounded;
- a deadline per call (``SKRYBA_CALL_TIMEOUT``), request to complete response, that starts once
  the call holds one of the adapter's ``max_connections`` slots;
- the same error tree as the chat route (``skryba.route.http_errors``): connection failures,
  timeouts and HTTP 408/429/5xx are ``TransportError`` (the detect task retries them, honouring
  ``Retry-After``); any other status is a ``StatusError``, a body that is not the promised shape
  a ``MalformedResponse``, and a 2xx answer that refuses to score (quota spent) a
  ``ServiceRefused`` -- all ``ProtocolError``, never retried;
- the API key (and any token derived from it) is removed from every exception message and
  from the raw response kept for the audit store, and is never logged.
"""

from __future__ import annotations

import asyncio
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Annotated, Any, ClassVar, Generic, Self, TypeVar

import httpx
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from models.outcome import Detection
from skryba.detectors.vendor_settings import VendorSettings
from skryba.errors import (
    ConfigurationError,
    MalformedResponse,
    ProtocolError,
    StatusError,
    UnsupportedText,
)
from skryba.route.http_errors import check_status, transport_error_from, within_deadline

REDACTED = "[redacted]"
# Scores as vendors send them: JSON numbers (not strings, not booleans), finite, in range.
Probability = Annotated[float, Field(ge=0.0, le=1.0, allow_inf_nan=False, strict=True)]
Percentage = Annotated[float, Field(ge=0.0, le=100.0, allow_inf_nan=False, strict=True)]
LANGUAGE_NAMES = {"en": "English", "pl": "Polish"}


class ServiceRefused(ProtocolError):
    """The service answered 2xx but would not score the text (e.g. its quota is spent)."""


class ServiceSpec(BaseModel):
    """A detector service's name, languages and length limits (in characters)."""

    model_config = ConfigDict(frozen=True)

    name: str
    title: str
    env_prefix: str
    languages: frozenset[str]
    min_chars: int = 1
    max_chars: int | None = None
    docs: str

    @property
    def key_variable(self) -> str:
        """The environment variable holding the API key."""
        return f"{self.env_prefix}API_KEY"

    @property
    def url_variable(self) -> str:
        """The environment variable overriding the base URL."""
        return f"{self.env_prefix}URL"

    def length_reason(self, text: str) -> str | None:
        """Why ``text`` is too short or too long for the service, or None."""
        size = len(text)
        if size < self.min_chars:
            return (
                f"{self.name} needs at least {self.min_chars:,} characters; this text has {size:,}"
            )
        if self.max_chars is not None and size > self.max_chars:
            return (
                f"{self.name} accepts at most {self.max_chars:,} characters; this text has {size:,}"
            )
        return None

    def unsupported_reason(self, text: str, language: str | None) -> str | None:
        """Why the service cannot score ``text`` in ``language`` (None: unknown), or None."""
        supported = ", ".join(sorted(self.languages))
        if language is None:
            return f"language not recognised; {self.name} supports {supported}"
        if language not in self.languages:
            name = LANGUAGE_NAMES.get(language, language)
            return f"{self.name} does not support {name} ({language}); it supports {supported}"
        return self.length_reason(text)


S = TypeVar("S", bound=VendorSettings)
M = TypeVar("M", bound=BaseModel)


class HttpDetector(ABC, Generic[S]):
    """Base of the detector-service adapters; subclasses build the call and read the reply."""

    spec: ClassVar[ServiceSpec]
    settings_class: ClassVar[type[VendorSettings]]

    def __init__(self, settings: S, *, transport: httpx.AsyncBaseTransport | None = None) -> None:
        if settings.api_key is None or not settings.api_key.get_secret_value():
            raise ConfigurationError(
                f"--detector {self.spec.name}: {self.spec.key_variable} is not set"
            )
        self.name: str = self.spec.name
        self.settings = settings
        self._key = settings.api_key.get_secret_value()
        self._transport = transport
        self._client: httpx.AsyncClient | None = None
        self._slots: asyncio.Semaphore | None = None

    @classmethod
    def from_env(cls) -> Self:
        """The adapter configured from ``SKRYBA_<VENDOR>_*``; a missing key is a usage error."""
        try:
            settings = cls.settings_class()
        except ValidationError as exc:
            raise ConfigurationError(
                f"--detector {cls.spec.name}: invalid {cls.spec.env_prefix}* settings: "
                + describe_validation(exc)
            ) from None
        return cls(settings)  # type: ignore[arg-type]

    # --- the Detector protocol ---------------------------------------------------------------

    def unsupported_reason(self, text: str, language: str | None) -> str | None:
        """Why the service cannot score ``text`` (language or length), or None."""
        return self.spec.unsupported_reason(text, language)

    async def score(self, text: str) -> Detection:
        """Ask the service; raise a TransportError, ProtocolError or UnsupportedText on failure."""
        reason = self.spec.length_reason(text)
        if reason is not None:
            # The vendor would refuse it too, possibly after billing the call.
            raise UnsupportedText(reason)
        reply = self._redact(await self._request(text))
        return Detection(detector=self.name, probability=self._probability(reply), raw=reply)

    # --- what subclasses provide -------------------------------------------------------------

    @abstractmethod
    async def _request(self, text: str) -> Any:
        """Send ``text`` to the service; return the decoded JSON reply."""

    @abstractmethod
    def _probability(self, reply: Any) -> float:
        """The AI probability in [0, 1] from a (redacted) reply."""

    def _auth_headers(self) -> dict[str, str]:
        """Headers carrying the credentials on every call (none when the key goes in the body)."""
        return {}

    def _secrets(self) -> list[str]:
        """Strings that must never leave this object: the key and anything derived from it."""
        return [self._key]

    # --- shared machinery --------------------------------------------------------------------

    def _http(self) -> httpx.AsyncClient:
        if self._client is None:
            limit = self.settings.max_connections
            self._client = httpx.AsyncClient(
                base_url=self.settings.url + "/",
                headers={"Accept": "application/json", **self._auth_headers()},
                timeout=httpx.Timeout(self.settings.timeout, connect=self.settings.connect_timeout),
                limits=httpx.Limits(max_connections=limit, max_keepalive_connections=limit),
                transport=self._transport,
            )
            # Made with the client, so a later event loop (after ``aclose``) gets its own.
            self._slots = asyncio.Semaphore(limit)
        return self._client

    async def aclose(self) -> None:
        """Close the pooled connections (a later call opens new ones)."""
        if self._client is not None:
            client, self._client = self._client, None
            self._slots = None
            await client.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()

    async def _post(
        self, path: str, body: Mapping[str, Any], *, headers: Mapping[str, str] | None = None
    ) -> Any:
        """POST JSON to ``path`` (relative to the base URL, or absolute); the decoded reply."""
        client = self._http()
        assert self._slots is not None
        # The deadline starts once a pooled connection is ours: waiting for one is not the call.
        async with self._slots:
            try:
                response = await within_deadline(
                    client.post(path, json=body, headers=headers), self.settings.call_timeout
                )
            except httpx.TransportError as exc:
                raise transport_error_from(exc) from exc
        self._check_status(response)
        try:
            return response.json()
        except ValueError:
            raise MalformedResponse(f"{self.name}: the answer is not JSON") from None

    def _check_status(self, response: httpx.Response) -> None:
        try:
            check_status(response)
        except StatusError as exc:
            # The body may echo what was sent, key included (Sapling takes it in the body).
            raise StatusError(exc.status_code, self._excerpt(response)) from None

    def _excerpt(self, response: httpx.Response, limit: int = 300) -> str:
        try:
            text = " ".join(response.text.split())
        except (UnicodeDecodeError, httpx.ResponseNotRead):
            return ""
        text = _redact_text(text, self._secrets())
        return text[:limit] + ("..." if len(text) > limit else "")

    def _redact(self, value: Any) -> Any:
        """``value`` with every secret replaced, through nested lists and dicts."""
        return _redact(value, self._secrets())

    def _malformed(self, detail: str) -> MalformedResponse:
        return MalformedResponse(f"{self.name}: {detail}")

    def _parse(self, model: type[M], reply: Any, what: str) -> M:
        """Validate ``reply`` against ``model``; a mismatch is a MalformedResponse."""
        try:
            return model.model_validate(reply)
        except ValidationError as exc:
            raise MalformedResponse(f"{self.name}: {what}: {describe_validation(exc)}") from None


def _redact_text(text: str, secrets: list[str]) -> str:
    for secret in secrets:
        if secret:
            text = text.replace(secret, REDACTED)
    return text


def _redact(value: Any, secrets: list[str]) -> Any:
    if isinstance(value, str):
        return _redact_text(value, secrets)
    if isinstance(value, Mapping):
        return {_redact(k, secrets): _redact(v, secrets) for k, v in value.items()}
    if isinstance(value, list):
        return [_redact(item, secrets) for item in value]
    return value


def describe_validation(exc: ValidationError, limit: int = 3) -> str:
    """Where and why validation failed, without echoing the offending values."""
    parts = [
        f"{'.'.join(str(p) for p in error['loc']) or '(body)'}: {error['msg']}"
        for error in exc.errors()[:limit]
    ]
    more = len(exc.errors()) - limit
    return "; ".join(parts) + (f" (+{more} more)" if more > 0 else "")
