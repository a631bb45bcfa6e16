"""How many tokens a chat request will cost the route, before it is sent (docs/scaling.md).

``SKRYBA_ROUTE_TPM`` charges each request its estimate when it is admitted: the prompt's tokens
plus the completion's. No tokenizer is at hand (the route's is not known), so:

- **prompt**: the messages' UTF-8 bytes over ``BYTES_PER_TOKEN`` (3), plus ``MESSAGE_TOKENS``
  (4) a message for the chat template. BPE tokenizers give English about 4 bytes a token and
  Polish about 3 (its letters with diacritics are two bytes), so this errs high;
- **completion**: the request's ``max_tokens`` when it sets one (a route reserves that much);
  else, per model, the completion tokens the route reported per estimated prompt token so far,
  times this prompt's estimate; before the model's first answer with a usage, the prompt's
  estimate itself (a rewrite is no longer than the passage inside its prompt, a verdict shorter
  than the two texts it reads).

When the answer's usage reports more than was charged, the difference is charged after the
fact (skryba.route.limits.RouteGate.settle), so an estimate that errs low slows the next calls
instead of going over; one that errs high is not given back.
"""

from __future__ import annotations

import math

from models.chat import ChatRequest, ChatResult

BYTES_PER_TOKEN = 3
MESSAGE_TOKENS = 4


def prompt_estimate(request: ChatRequest) -> int:
    """The request's prompt tokens, erring high (see the module's docstring)."""
    size = sum(len(message.content.encode("utf-8")) for message in request.messages)
    return math.ceil(size / BYTES_PER_TOKEN) + MESSAGE_TOKENS * max(1, len(request.messages))


def reported_tokens(result: ChatResult) -> int | None:
    """Prompt and completion tokens as the route's usage reported them (None: not reported)."""
    if result.prompt_tokens is None or result.completion_tokens is None:
        return None
    return result.prompt_tokens + result.completion_tokens


class TokenEstimator:
    """Estimates a request's tokens; learns each model's completion length from its answers."""

    def __init__(self) -> None:
        # Per model: completion tokens reported, and the prompt estimates of those calls.
        self._completions: dict[str, int] = {}
        self._prompts: dict[str, int] = {}

    def estimate(self, request: ChatRequest) -> int:
        """Prompt estimate plus expected completion, in tokens."""
        prompt = prompt_estimate(request)
        return prompt + self.expected_completion(request, prompt)

    def expected_completion(self, request: ChatRequest, prompt: int) -> int:
        """``max_tokens``, else the model's reported completions per prompt token times
        ``prompt``, else ``prompt``."""
        if request.max_tokens is not None:
            return request.max_tokens
        seen = self._prompts.get(request.model)
        if not seen:
            return prompt
        return math.ceil(prompt * self._completions[request.model] / seen)

    def learn(self, request: ChatRequest, result: ChatResult) -> None:
        """Take the answer's reported completion length into the model's average."""
        if result.completion_tokens is None or request.max_tokens is not None:
            return
        model = request.model
        self._completions[model] = self._completions.get(model, 0) + result.completion_tokens
        self._prompts[model] = self._prompts.get(model, 0) + prompt_estimate(request)
