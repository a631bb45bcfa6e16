"""ZeroGPT: ``POST {base}/api/detect/detectText``.

What public material shows (checked when this adapter was written; ZeroGPT's own API reference
was not in the material available, so this rests on working integrations):

- Request: header ``ApiKey``, JSON body ``{"input_text": text}``, base URL
  ``https://api.zerogpt.com`` (e.g. a detector-evaluation harness posting
  ``headers={"ApiKey": ...}, json={"input_text": text}`` to that URL).
- Reply: ``{"success": true, "code": 200, "message": ..., "data": {"fakePercentage": 0.0,
  "isHuman": ..., "detected_language": ..., ...}}`` (a recorded reply quoted in a public
  client). ``fakePercentage`` (0-100) is the share of the text ZeroGPT marks as AI-written; it
  is kept as the probability, divided by 100.
- The service answers HTTP 200 with ``success: false`` when it will not score (e.g. the quota
  is spent): that is a ``ServiceRefused``, never a score, and is not retried.
- Languages and limits: none documented in the material available; English only here, no
  length limit enforced.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from skryba.detectors.http_base import HttpDetector, Percentage, ServiceRefused, ServiceSpec
from skryba.detectors.vendor_settings import ZeroGPTSettings


class _Data(BaseModel):
    model_config = ConfigDict(extra="ignore", populate_by_name=True)

    fake_percentage: Percentage = Field(alias="fakePercentage")


class _Reply(BaseModel):
    model_config = ConfigDict(extra="ignore")

    data: _Data | None = None


class _Envelope(BaseModel):
    model_config = ConfigDict(extra="ignore")

    success: bool
    code: int | None = None
    message: str | None = None


class ZeroGPTDetector(HttpDetector[ZeroGPTSettings]):
    """ZeroGPT's text detection."""

    spec = ServiceSpec(
        name="zerogpt",
        title="ZeroGPT",
        env_prefix="SKRYBA_ZEROGPT_",
        languages=frozenset({"en"}),
        docs="https://www.zerogpt.com",
    )
    settings_class = ZeroGPTSettings

    def _auth_headers(self) -> dict[str, str]:
        return {"ApiKey": self._key}

    async def _request(self, text: str) -> Any:
        return await self._post("api/detect/detectText", {"input_text": text})

    def _probability(self, reply: Any) -> float:
        # The envelope first: a refusal carries no data worth validating.
        envelope = self._parse(_Envelope, reply, "unexpected reply")
        if not envelope.success:
            why = envelope.message or "no reason given"
            code = f" (code {envelope.code})" if envelope.code is not None else ""
            raise ServiceRefused(f"{self.name} refused to score{code}: {why}")
        parsed = self._parse(_Reply, reply, "unexpected reply")
        if parsed.data is None:
            raise self._malformed("reply has success: true but no data")
        return parsed.data.fake_percentage / 100.0
