"""Originality.ai: ``POST {base}/api/v1/scan/ai``.

What public material says (checked when this adapter was written; the vendor's reference is
https://docs.originality.ai, which links from https://originality.ai/api-documentation):

- Request: header ``X-OAI-API-KEY``, JSON body ``{"content": text}``, optional
  ``aiModelVersion`` and ``storeScan`` ("if set to false, will ensure your scan is not
  stored"; Pipedream's action built on docs.originality.ai/api-v1-0-reference/scan/ai-scan).
- Models: the multilingual model (``aiModelVersion`` 3) covers languages beyond English,
  Polish among them (the scan/ai reference's model table, mirrored at kwbrmlk6ki.apifox.cn);
  Polish text is sent with ``SKRYBA_ORIGINALITY_MULTILINGUAL_MODEL_VERSION`` (default 3).
- Reply: ``{"success": true, "ai": {"score": {"ai": p, "original": 1 - p}}, ...}`` in the
  reference's examples; some summaries show ``score.ai`` at the top level, so both are read.
  ``success: false`` is a refusal (e.g. credits spent), never a score.
- Length: no minimum or maximum was found in the material available; none is enforced.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from skryba.detectors.http_base import HttpDetector, Probability, ServiceRefused, ServiceSpec
from skryba.detectors.vendor_settings import OriginalitySettings
from skryba.language import detect_language


class _Score(BaseModel):
    model_config = ConfigDict(extra="ignore")

    ai: Probability


class _AiSection(BaseModel):
    model_config = ConfigDict(extra="ignore")

    score: _Score


class _Reply(BaseModel):
    model_config = ConfigDict(extra="ignore")

    success: bool | None = None
    ai: _AiSection | None = None
    score: _Score | None = None
    message: str | None = None
    error: str | None = None


class OriginalityDetector(HttpDetector[OriginalitySettings]):
    """Originality.ai's AI scan."""

    spec = ServiceSpec(
        name="originality",
        title="Originality.ai",
        env_prefix="SKRYBA_ORIGINALITY_",
        languages=frozenset({"en", "pl"}),
        docs="https://docs.originality.ai",
    )
    settings_class = OriginalitySettings

    def _auth_headers(self) -> dict[str, str]:
        return {"X-OAI-API-KEY": self._key}

    async def _request(self, text: str) -> Any:
        body: dict[str, Any] = {"content": text, "storeScan": False}
        if detect_language(text) == "pl":
            body["aiModelVersion"] = self.settings.multilingual_model_version
        elif self.settings.model_version is not None:
            body["aiModelVersion"] = self.settings.model_version
        return await self._post("api/v1/scan/ai", body)

    def _probability(self, reply: Any) -> float:
        parsed = self._parse(_Reply, reply, "unexpected reply")
        if parsed.success is False:
            why = parsed.error or parsed.message or "no reason given"
            raise ServiceRefused(f"{self.name} refused to scan: {why}")
        if parsed.ai is not None:
            return parsed.ai.score.ai
        if parsed.score is not None:
            return parsed.score.ai
        raise self._malformed("reply has neither ai.score.ai nor score.ai")
