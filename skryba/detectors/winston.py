"""Winston AI: ``POST {base}/v2/ai-content-detection``.

What the vendor's reference says
(https://docs.gowinston.ai/api-reference/v2/ai-content-detection/post, checked when this
adapter was written):

- Request: ``Authorization: Bearer <token>``, JSON body ``{"text", "language", "sentences",
  "version"}``; base URL ``https://api.gowinston.ai``.
- Text: "Minimum 300 characters. Texts under 600 characters may produce unreliable results ...
  Maximum 300 000 characters per request."
- Languages: "only available in english (en), french (fr), spanish (es), portuguese (pt),
  netherlands (nl), german (de)" (and Chinese in a later revision) -- no Polish.
- Reply: ``status`` (an HTTP-like code, 200 on success) and ``score``: "A 'human' score between
  0 and 100. A low score means ... written by AI". The AI probability is therefore
  ``1 - score / 100``.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from skryba.detectors.http_base import HttpDetector, Percentage, ServiceRefused, ServiceSpec
from skryba.detectors.vendor_settings import WinstonSettings


class _Reply(BaseModel):
    model_config = ConfigDict(extra="ignore")

    status: int | None = None
    score: Percentage | None = None
    error: str | None = None
    message: str | None = None


class WinstonDetector(HttpDetector[WinstonSettings]):
    """Winston AI's content detection; its human score is inverted into an AI probability."""

    spec = ServiceSpec(
        name="winston",
        title="Winston AI",
        env_prefix="SKRYBA_WINSTON_",
        languages=frozenset({"en"}),
        min_chars=300,
        max_chars=300_000,
        docs="https://docs.gowinston.ai/api-reference/v2/ai-content-detection/post",
    )
    settings_class = WinstonSettings

    def _auth_headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self._key}"}

    async def _request(self, text: str) -> Any:
        body: dict[str, Any] = {"text": text, "language": "en", "sentences": True}
        if self.settings.version is not None:
            body["version"] = self.settings.version
        return await self._post("v2/ai-content-detection", body)

    def _probability(self, reply: Any) -> float:
        parsed = self._parse(_Reply, reply, "unexpected reply")
        if parsed.status is not None and parsed.status != 200:
            why = parsed.error or parsed.message or "no reason given"
            raise ServiceRefused(f"{self.name} answered status {parsed.status}: {why}")
        if parsed.score is None:
            raise self._malformed("reply has no score")
        return 1.0 - parsed.score / 100.0
