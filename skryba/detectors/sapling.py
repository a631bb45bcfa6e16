"""Sapling: ``POST {base}/api/v1/aidetect``.

What the vendor's documentation says (https://sapling.ai/docs/api/detector, checked when this
adapter was written):

- Request: JSON body ``{"key": ..., "text": ..., "sent_scores": bool}`` -- the key travels in
  the body, not a header, so error bodies are redacted before they reach a message.
- Reply: ``score`` from 0 (most confident human-written) to 1 (most confident AI-generated),
  plus ``sentence_scores`` when asked.
- Length: "The limit is currently 50,000 characters."
- Languages: the page names none; English only here until Sapling documents more.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from skryba.detectors.http_base import HttpDetector, Probability, ServiceSpec
from skryba.detectors.vendor_settings import SaplingSettings


class _Reply(BaseModel):
    model_config = ConfigDict(extra="ignore")

    score: Probability


class SaplingDetector(HttpDetector[SaplingSettings]):
    """Sapling's AI detector."""

    spec = ServiceSpec(
        name="sapling",
        title="Sapling",
        env_prefix="SKRYBA_SAPLING_",
        languages=frozenset({"en"}),
        min_chars=1,
        max_chars=50_000,
        docs="https://sapling.ai/docs/api/detector",
    )
    settings_class = SaplingSettings

    async def _request(self, text: str) -> Any:
        body = {"key": self._key, "text": text, "sent_scores": self.settings.sentence_scores}
        return await self._post("api/v1/aidetect", body)

    def _probability(self, reply: Any) -> float:
        return self._parse(_Reply, reply, "unexpected reply").score
