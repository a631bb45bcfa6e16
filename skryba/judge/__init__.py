"""The quality judge (docs/judge.md): the request, one call and its strict validation, the jury's
aggregate (``evaluate``), the reply parser (``reply``), the embedded model's grammar
(``grammar``) and the OpenAI-style ``response_format`` (``response_format``)."""

from skryba.judge.evaluate import aggregate_jury, evaluate, judge_request, outcome_from_error

__all__ = ["aggregate_jury", "evaluate", "judge_request", "outcome_from_error"]
