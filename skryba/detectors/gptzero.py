"""GPTZero: ``POST {base}/v2/predict/text``.

What the vendor's public material says (checked when this adapter was written):

- Request: header ``x-api-key``, JSON body ``{"document": text}``; base URL
  ``https://api.gptzero.me`` (GPTZero's own client, github.com/GPTZero/gptzero-js, and
  https://gptzero.stoplight.io/ linked from https://support.gptzero.me).
- Reply: ``documents[0]`` with ``completely_generated_prob`` ("the probability the entire
  document was AI-generated", support.gptzero.me "How do I use and interpret the results from
  your API") and, in newer model versions, ``class_probabilities`` with keys ``human``, ``ai``
  and ``mixed``. The probability kept is ``class_probabilities.ai`` when present, else
  ``completely_generated_prob``.
- Languages: "trained on ... human-written and AI-generated text, with a focus on English
  prose" (https://gptzero.me/faq) -- English only here.
- Length: the file endpoint truncates each document to 50,000 characters
  (/v2/predict/files reference); a longer text would be scored only in part, so it is refused.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from skryba.detectors.http_base import HttpDetector, Probability, ServiceSpec
from skryba.detectors.vendor_settings import GPTZeroSettings


class _ClassProbabilities(BaseModel):
    model_config = ConfigDict(extra="ignore")

    ai: Probability


class _Document(BaseModel):
    model_config = ConfigDict(extra="ignore")

    completely_generated_prob: Probability | None = None
    class_probabilities: _ClassProbabilities | None = None


class _Reply(BaseModel):
    model_config = ConfigDict(extra="ignore")

    documents: list[_Document] = Field(min_length=1)


class GPTZeroDetector(HttpDetector[GPTZeroSettings]):
    """GPTZero's text prediction."""

    spec = ServiceSpec(
        name="gptzero",
        title="GPTZero",
        env_prefix="SKRYBA_GPTZERO_",
        languages=frozenset({"en"}),
        min_chars=1,
        max_chars=50_000,
        docs="https://gptzero.stoplight.io/",
    )
    settings_class = GPTZeroSettings

    def _auth_headers(self) -> dict[str, str]:
        return {"x-api-key": self._key}

    async def _request(self, text: str) -> Any:
        return await self._post("v2/predict/text", {"document": text})

    def _probability(self, reply: Any) -> float:
        document = self._parse(_Reply, reply, "unexpected reply").documents[0]
        if document.class_probabilities is not None:
            return document.class_probabilities.ai
        if document.completely_generated_prob is not None:
            return document.completely_generated_prob
        raise self._malformed(
            "documents[0] has neither class_probabilities.ai nor completely_generated_prob"
        )
