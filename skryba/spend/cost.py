"""Turning the route's reported token usage into spend (``SKRYBA_PRICES``), and a running meter.

``load_price_table`` reads the price file; ``run_cost`` prices a run's stored usage per stage and
per model; ``chat_cost`` prices one call as it returns, and ``SpendMeter`` keeps the running
total a budget (``--max-cost``) is checked against.
"""

from __future__ import annotations

import json
import math
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from models.chat import ChatResult
from models.spend import CostLine, ModelPrice, PriceTable, RunCost, UsageGroup
from skryba.errors import ConfigurationError

CURRENCY_KEY = "currency"
_SUFFIXES = (".json", ".toml")


def load_price_table(path: Path) -> PriceTable:
    """Read a JSON or TOML price table; ConfigurationError naming the file and the problem.

    The file maps each model name to ``{"input": ..., "output": ...}`` (price per million prompt
    and completion tokens), with an optional top-level ``"currency"`` string.
    """
    where = f"SKRYBA_PRICES: price table {path}"
    suffix = path.suffix.lower()
    if suffix not in _SUFFIXES:
        raise ConfigurationError(f"{where}: must be a .json or .toml file")
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ConfigurationError(f"{where}: cannot be read: {exc.strerror or exc}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ConfigurationError(f"{where}: is not UTF-8 text ({exc.reason})") from None
    data: Any
    if suffix == ".json":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ConfigurationError(
                f"{where}: is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
            ) from None
    else:
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise ConfigurationError(f"{where}: is not valid TOML: {exc}") from None
    return price_table_from(data, where)


def price_table_from(data: Any, where: str = "price table") -> PriceTable:
    """A PriceTable from parsed JSON/TOML; ConfigurationError prefixed with ``where``."""
    if not isinstance(data, dict):
        raise ConfigurationError(f"{where}: must be an object mapping model names to prices")
    models = {key: value for key, value in data.items() if key != CURRENCY_KEY}
    currency = data.get(CURRENCY_KEY)
    if currency is not None and (not isinstance(currency, str) or not currency.strip()):
        raise ConfigurationError(f"{where}: 'currency' must be a non-empty string")
    if not models:
        raise ConfigurationError(f"{where}: names no model")
    try:
        return PriceTable(currency=currency.strip() if currency else None, models=models)
    except ValidationError as exc:
        problems = "; ".join(_problem(error) for error in exc.errors())
        raise ConfigurationError(f"{where}: {problems}") from None


def _problem(error: ErrorDetails) -> str:
    loc = [str(part) for part in error["loc"]]
    message = error["msg"]
    if loc and loc[0] == "models":
        if len(loc) == 1:
            return message
        model = f"model {loc[1]!r}"
        if len(loc) == 2:
            return f"{model}: {message} (expected {{'input': ..., 'output': ...}})"
        return f"{model}: '{'.'.join(loc[2:])}': {message}"
    return f"{'.'.join(loc)}: {message}"


def call_cost(
    prices: PriceTable,
    requested_model: str | None,
    reported_model: str | None,
    prompt_tokens: int | None,
    completion_tokens: int | None,
) -> float | None:
    """One call's cost; None (unknown) when the model is unpriced or usage was not reported.

    The model is looked up by the name Skryba asked for, then by the name the route answered
    with (routes often answer with a dated variant of the name asked for).
    """
    price = prices.lookup(requested_model, reported_model)
    if price is None or prompt_tokens is None or completion_tokens is None:
        return None
    return price.cost(prompt_tokens, completion_tokens)


def requested_judge(judge_model: str) -> str | None:
    """The judge model a stored judge call asked for, as far as the run record tells.

    A jury's run names several judges (comma-separated): then the call is known only by the
    model that answered it, and None is returned.
    """
    return None if "," in judge_model else judge_model


def chat_cost(prices: PriceTable, chat: ChatResult, requested_model: str | None) -> float | None:
    """The cost of one finished chat call (see ``call_cost``)."""
    return call_cost(
        prices, requested_model, chat.model, chat.prompt_tokens, chat.completion_tokens
    )


@dataclass
class _Line:
    calls: int = 0
    without_reply: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    unknown: int = 0
    priced: list[float] = field(default_factory=list)

    def add(self, group: UsageGroup, unknown: int, priced: float | None) -> None:
        self.calls += group.calls
        self.without_reply += group.without_reply
        self.prompt_tokens += group.prompt_tokens
        self.completion_tokens += group.completion_tokens
        self.unknown += unknown
        if priced is not None:
            self.priced.append(priced)

    def line(self, configured: bool) -> CostLine:
        priced = math.fsum(self.priced) if configured else None
        return CostLine(
            calls=self.calls,
            calls_without_reply=self.without_reply,
            prompt_tokens=self.prompt_tokens,
            completion_tokens=self.completion_tokens,
            unknown_calls=self.unknown,
            cost=priced if configured and self.unknown == 0 else None,
            priced_cost=priced,
        )


def _priced(group: UsageGroup, prices: PriceTable) -> tuple[ModelPrice | None, int, float | None]:
    """The group's price, how many of its answered calls cannot be priced, and the rest's cost."""
    price = prices.lookup(group.requested_model, group.reported_model)
    if price is None:
        return None, group.answered, None
    cost = price.cost(group.priced_prompt_tokens, group.priced_completion_tokens)
    return price, group.without_usage, cost


def run_cost(groups: Iterable[UsageGroup], prices: PriceTable | None) -> RunCost:
    """Price a run's stored usage: total, per stage, per model, and what stayed unknown.

    Without a price table (``prices`` None) only calls and tokens are counted.
    """
    configured = prices is not None
    total = _Line()
    by_stage: dict[str, _Line] = {}
    by_model: dict[str, _Line] = {}
    unpriced: list[str] = []
    without_usage = 0
    for group in groups:
        without_usage += group.without_usage
        unknown, priced = 0, None
        if prices is not None:
            price, unknown, priced = _priced(group, prices)
            if price is None and group.answered and group.model not in unpriced:
                unpriced.append(group.model)
        for line in (
            total,
            by_stage.setdefault(group.stage.value, _Line()),
            by_model.setdefault(group.model, _Line()),
        ):
            line.add(group, unknown, priced)
    whole = total.line(configured)
    return RunCost(
        configured=configured,
        currency=prices.currency if prices is not None else None,
        total=whole.cost,
        priced_total=whole.priced_cost,
        unknown_calls=whole.unknown_calls,
        unpriced_models=sorted(unpriced),
        calls_without_usage=without_usage,
        calls_without_reply=whole.calls_without_reply,
        prompt_tokens=whole.prompt_tokens,
        completion_tokens=whole.completion_tokens,
        by_stage={name: line.line(configured) for name, line in by_stage.items()},
        by_model={name: line.line(configured) for name, line in sorted(by_model.items())},
    )


def format_cost(value: float, currency: str | None) -> str:
    """A cost for people: six decimals at most, never a non-zero cost shown as 0."""
    text = "<0.000001" if 0 < value < 0.000001 else f"{value:.6f}".rstrip("0").rstrip(".")
    return f"{text} {currency}" if currency else text


def describe_cost(cost: RunCost) -> str:
    """One line: the total, or why there is none (what could be priced is a lower bound)."""
    if not cost.configured:
        return "not configured (set SKRYBA_PRICES to a price table)"
    if cost.total is not None:
        return format_cost(cost.total, cost.currency)
    assert cost.priced_total is not None
    reasons = []
    if cost.unpriced_models:
        reasons.append("no price for " + ", ".join(cost.unpriced_models))
    if cost.calls_without_usage:
        reasons.append(f"{cost.calls_without_usage} call(s) reported no usage")
    return (
        f"unknown: {cost.unknown_calls} call(s) could not be priced ({'; '.join(reasons)}); "
        f"the priced calls cost {format_cost(cost.priced_total, cost.currency)}"
    )


class SpendMeter:
    """A run's spend so far, for a budget: no new passage once spend plus the mean would exceed it.

    Calls are added under their passage's key as they return; ``finish`` moves the passage into
    the finished ones the mean is taken over (passages still in flight count in ``spent`` but
    not in the mean). ``spent`` and ``finished`` seed it with an earlier attempt's spend.
    """

    def __init__(self, spent: float = 0.0, finished: int = 0) -> None:
        if spent < 0 or finished < 0:
            raise ValueError("spent and finished must not be negative")
        self._finished_spend = spent
        self._finished = finished
        self._in_flight: dict[str, float] = {}
        self.unknown_calls = 0

    def add(self, passage: str, cost: float | None) -> None:
        """Add one call's cost to ``passage``; None (unknown) is counted in ``unknown_calls``."""
        self._in_flight[passage] = self._in_flight.get(passage, 0.0) + (cost or 0.0)
        if cost is None:
            self.unknown_calls += 1

    def add_chat(
        self, passage: str, prices: PriceTable, chat: ChatResult, requested_model: str | None
    ) -> float | None:
        """Price one returned call (``chat_cost``), add it to ``passage`` and return the cost."""
        cost = chat_cost(prices, chat, requested_model)
        self.add(passage, cost)
        return cost

    def finish(self, passage: str) -> None:
        """The passage has its outcome: its spend now counts in the mean per passage."""
        self._finished_spend += self._in_flight.pop(passage, 0.0)
        self._finished += 1

    @property
    def spent(self) -> float:
        """Spend so far, passages in flight included."""
        return self._finished_spend + math.fsum(self._in_flight.values())

    @property
    def finished(self) -> int:
        """Passages finished."""
        return self._finished

    @property
    def mean_per_passage(self) -> float | None:
        """Mean spend of a finished passage (None before the first one finishes)."""
        return self._finished_spend / self._finished if self._finished else None

    def would_exceed(self, budget: float, in_flight: int | None = None) -> bool:
        """Whether one more passage (at the mean so far) would take spend over ``budget``.

        Before any passage finished there is no mean: only the spend so far is compared. Reaching
        the budget exactly is allowed (float sums of prices are compared with a tolerance).

        ``in_flight`` (passages started and not finished, whether or not a call of theirs was
        added yet) counts what they will still cost: each at least the mean, so that several
        batches in flight cannot overrun the budget by their whole size.
        """
        mean = self.mean_per_passage or 0.0
        if in_flight is None:
            expected = self.spent + mean
        else:
            known = list(self._in_flight.values())
            unseen = max(0, in_flight - len(known))
            expected = (
                self._finished_spend + math.fsum(max(s, mean) for s in known) + unseen * mean + mean
            )
        return expected > budget and not math.isclose(expected, budget, rel_tol=1e-9, abs_tol=1e-12)
