"""Copyleaks: log in for a token, then ``POST {base}/v2/writer-detector/{scanId}/check``.

What the vendor's documentation says (checked when this adapter was written):

- Login (https://docs.copyleaks.com/reference/actions/account/login):
  ``POST https://id.copyleaks.com/v3/account/login/api`` with ``{"email", "key"}``; the reply
  ``{"access_token", ".issued", ".expires"}`` -- "A generated token is valid for 48 hours";
  the login endpoint has a strict rate limit (12 requests per 15 minutes,
  https://docs.copyleaks.com/using-the-apis/authentication), so the token is cached per adapter
  instance, refreshed before it expires, and fetched again once if a check answers 401.
- Check (https://docs.copyleaks.com/reference/actions/writer-detector/check):
  ``Authorization: Bearer <token>``; ``scanId`` is ours, 3-36 characters; body ``{"text",
  "sandbox", "language"}`` -- text ">= 255 characters <= 25000 characters" (a later revision
  allows 100,000; the stricter limit is kept), language codes include ``en`` and ``pl``
  (omitted: the service detects it).
- Reply (https://docs.copyleaks.com/reference/data-types/ai-detector/ai-detector/):
  ``summary.ai`` and ``summary.human`` in [0, 1]; ``summary.ai`` is the probability.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from datetime import datetime
from typing import Any

import httpx
from pydantic import BaseModel, ConfigDict, Field

from skryba.detectors.http_base import HttpDetector, Probability, ServiceSpec
from skryba.detectors.vendor_settings import CopyleaksSettings
from skryba.errors import ConfigurationError, StatusError
from skryba.language import detect_language

TOKEN_LIFETIME_S = 48 * 3600.0
# Refresh this long before the token's stated expiry, so no call races it.
TOKEN_MARGIN_S = 600.0


class _Login(BaseModel):
    model_config = ConfigDict(extra="ignore", populate_by_name=True)

    access_token: str = Field(min_length=1)
    expires: str | None = Field(default=None, alias=".expires")


class _Summary(BaseModel):
    model_config = ConfigDict(extra="ignore")

    ai: Probability


class _Reply(BaseModel):
    model_config = ConfigDict(extra="ignore")

    summary: _Summary


class CopyleaksDetector(HttpDetector[CopyleaksSettings]):
    """Copyleaks' AI text detector, with its login token cached per instance."""

    spec = ServiceSpec(
        name="copyleaks",
        title="Copyleaks",
        env_prefix="SKRYBA_COPYLEAKS_",
        languages=frozenset({"en", "pl"}),
        min_chars=255,
        max_chars=25_000,
        docs="https://docs.copyleaks.com/reference/actions/writer-detector/check",
    )
    settings_class = CopyleaksSettings

    def __init__(
        self, settings: CopyleaksSettings, *, transport: httpx.AsyncBaseTransport | None = None
    ) -> None:
        super().__init__(settings, transport=transport)
        if not settings.email:
            raise ConfigurationError(
                f"--detector {self.name}: {self.spec.env_prefix}EMAIL is not set "
                "(Copyleaks logs in with the account's e-mail and API key)"
            )
        self._email = settings.email
        self._token: str | None = None
        self._token_deadline = 0.0
        self._login_lock = asyncio.Lock()

    def _secrets(self) -> list[str]:
        return [self._key, *([self._token] if self._token else [])]

    async def _request(self, text: str) -> Any:
        body: dict[str, Any] = {"text": text, "sandbox": self.settings.sandbox}
        language = detect_language(text)
        if language in self.spec.languages:
            body["language"] = language
        token, fresh = await self._current_token()
        try:
            return await self._check(body, token)
        except StatusError as exc:
            if exc.status_code != 401 or fresh:
                raise
        # A cached token the service no longer accepts: log in again, once.
        self._forget(token)
        token, _ = await self._current_token()
        return await self._check(body, token)

    async def _check(self, body: dict[str, Any], token: str) -> Any:
        scan_id = uuid.uuid4().hex
        return await self._post(
            f"v2/writer-detector/{scan_id}/check",
            body,
            headers={"Authorization": f"Bearer {token}"},
        )

    def _probability(self, reply: Any) -> float:
        return self._parse(_Reply, reply, "unexpected reply").summary.ai

    async def _current_token(self) -> tuple[str, bool]:
        """A valid token, and whether it was fetched by this call."""
        async with self._login_lock:
            if self._token is not None and time.monotonic() < self._token_deadline:
                return self._token, False
            reply = await self._post(
                f"{self.settings.login_url}/v3/account/login/api",
                {"email": self._email, "key": self._key},
            )
            login = self._parse(_Login, reply, "unexpected login reply")
            self._token = login.access_token
            self._token_deadline = time.monotonic() + _lifetime(login.expires) - TOKEN_MARGIN_S
            return login.access_token, True

    def _forget(self, token: str) -> None:
        if self._token == token:
            self._token = None
            self._token_deadline = 0.0


def _lifetime(expires: str | None) -> float:
    """Seconds the token stays valid: its stated expiry, capped by the documented 48 hours."""
    if expires:
        try:
            when = datetime.fromisoformat(expires)
        except ValueError:
            return TOKEN_LIFETIME_S
        if when.tzinfo is not None:
            return max(0.0, min(when.timestamp() - time.time(), TOKEN_LIFETIME_S))
    return TOKEN_LIFETIME_S
