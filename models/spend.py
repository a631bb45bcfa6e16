"""Spend: the price table (``SKRYBA_PRICES``), the route's token usage and what it cost.

A model missing from the price table, or a call whose route reported no usage, costs
"unknown", never 0: every total that includes such a call is None, and the part that could be
priced is reported beside it as a lower bound.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from models.stage import StageName

# Prices per million tokens. Strict: a quoted "0.15" or a boolean is a mistake in the file, and
# a NaN or an infinity would poison every sum it enters.
Price = Annotated[float, Field(ge=0.0, allow_inf_nan=False, strict=True)]


class ModelPrice(BaseModel):
    """What one model costs per million prompt (``input``) and completion (``output``) tokens."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    input: Price
    output: Price

    def cost(self, prompt_tokens: int, completion_tokens: int) -> float:
        """The price of this many tokens."""
        return (prompt_tokens * self.input + completion_tokens * self.output) / 1_000_000


class PriceTable(BaseModel):
    """Model name -> price, and the currency the prices are in (if the file says)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    currency: str | None = None
    models: dict[str, ModelPrice] = Field(min_length=1)

    def lookup(self, *names: str | None) -> ModelPrice | None:
        """The price of the first of ``names`` the table lists (None: the model is unpriced)."""
        for name in names:
            if name is not None and name in self.models:
                return self.models[name]
        return None

    def missing(self, names: list[str]) -> list[str]:
        """The names the table does not price, in the order given."""
        return [name for name in names if name not in self.models]


class UsageGroup(BaseModel):
    """Calls of one stage that one model answered (as stored), with their summed usage.

    ``prompt_tokens``/``completion_tokens`` sum what the route reported; ``priced_*`` sum the
    calls that reported both counts, the only ones a price can be put on.
    """

    model_config = ConfigDict(frozen=True)

    # generate, repair, judge or fallback: the stages that make paid calls.
    stage: StageName
    requested_model: str | None
    reported_model: str | None
    calls: int = 0
    without_reply: int = 0
    without_usage: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    priced_prompt_tokens: int = 0
    priced_completion_tokens: int = 0

    @property
    def model(self) -> str:
        """The name this group is reported under: the model asked for, else the one answering."""
        return self.requested_model or self.reported_model or "(unknown model)"

    @property
    def answered(self) -> int:
        """Calls the route answered (a reply was recorded)."""
        return self.calls - self.without_reply


class CostLine(BaseModel):
    """Calls, tokens and cost of one stage, one model, or the whole run.

    ``cost`` is None when no price table is configured or when any answered call in the line
    could not be priced (``unknown_calls``); ``priced_cost`` is then what the others cost.
    """

    model_config = ConfigDict(frozen=True)

    calls: int = 0
    calls_without_reply: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    unknown_calls: int = 0
    cost: float | None = None
    priced_cost: float | None = None


class RunCost(BaseModel):
    """What a run cost: total, per stage and per model, and what could not be priced."""

    model_config = ConfigDict(frozen=True)

    configured: bool
    currency: str | None = None
    # None: not configured, or some answered call could not be priced (see unknown_calls).
    total: float | None = None
    # The sum over the calls that could be priced; a lower bound of the spend when incomplete.
    priced_total: float | None = None
    unknown_calls: int = 0
    unpriced_models: list[str] = Field(default_factory=list)
    calls_without_usage: int = 0
    # Calls that failed before any reply (transport retries exhausted, protocol errors): no
    # usage was recorded for them and they are not priced.
    calls_without_reply: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    by_stage: dict[str, CostLine] = Field(default_factory=dict)
    by_model: dict[str, CostLine] = Field(default_factory=dict)

    @property
    def complete(self) -> bool:
        """Every answered call was priced."""
        return self.configured and self.unknown_calls == 0


class BudgetReport(BaseModel):
    """``--max-cost`` as the reports show it: the budget, the spend it saw, and whether it
    stopped the run."""

    model_config = ConfigDict(frozen=True)

    max_cost: float
    currency: str | None = None
    spent: float
    stopped: bool = False
    not_started: int = 0
    message: str | None = None
