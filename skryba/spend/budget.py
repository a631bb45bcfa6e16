"""``--max-cost``: price every recorded call as it is stored, and decide whether a passage starts.

The runner asks ``Budget.admit`` before a passage joins a batch; the audit recorder reports every
call it records (``Budget.record``), and the runner reports each passage that left the chain
(``Budget.finished``). All of it happens on the run's event loop.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from enum import StrEnum

from models.chat import ChatResult
from models.outcome import Generation, JudgeOutcome
from models.spend import BudgetReport, PriceTable
from skryba.errors import UsageError
from skryba.spend.cost import SpendMeter, format_cost

MAX_COST_NEEDS_PRICES = (
    "--max-cost needs a price table (SKRYBA_PRICES) that prices the generator and every judge model"
)


class Admission(StrEnum):
    """What the budget says about starting one more passage."""

    START = "start"
    # No passage has finished yet, so its cost is unknown: wait for the first one.
    WAIT = "wait"
    STOP = "stop"


def check_budget_prices(
    max_cost: float, prices: PriceTable | None, models: list[str]
) -> PriceTable:
    """The price table a budget is checked with; UsageError when it misses any model used."""
    if max_cost <= 0:
        raise UsageError("--max-cost must be greater than 0")
    if prices is None:
        raise UsageError(MAX_COST_NEEDS_PRICES)
    missing = prices.missing(list(dict.fromkeys(models)))
    if missing:
        raise UsageError(f"{MAX_COST_NEEDS_PRICES}; no price for {', '.join(missing)}")
    return prices


class Budget:
    """A run's spend against ``--max-cost``: no new passage once spend plus the expected cost of
    the passages in flight and of one more (the running mean) would exceed it."""

    def __init__(
        self,
        limit: float,
        prices: PriceTable,
        generator_model: str,
        meter: SpendMeter | None = None,
    ) -> None:
        self.limit = limit
        self.prices = prices
        self.generator_model = generator_model
        self.meter = meter or SpendMeter()
        self.started = 0  # passages admitted and not yet finished
        self.not_started = 0  # passages the budget kept from starting
        self.stopped = False
        self._finished_one = asyncio.Event()

    def record(self, passage_id: str, chat: ChatResult | None, requested_model: str | None) -> None:
        """A call of ``passage_id`` was recorded: add its cost (a call with no reply cost none)."""
        if chat is not None:
            self.meter.add_chat(passage_id, self.prices, chat, requested_model)

    def record_generations(self, passage_id: str, generations: Sequence[Generation]) -> None:
        """The generator calls of a passage were recorded."""
        for generation in generations:
            self.record(passage_id, generation.chat, self.generator_model)

    def record_judged(self, passage_id: str, judges: Sequence[JudgeOutcome]) -> None:
        """Judge calls of a passage were recorded: each juror's call priced by its own model."""
        for judge in judges:
            for juror in judge.juror_outcomes():
                self.record(passage_id, juror.chat, juror.judge_model or None)

    def admission(self) -> Admission:
        """Whether the next passage may start now."""
        if self.stopped:
            return Admission.STOP
        if self.meter.would_exceed(self.limit, in_flight=self.started):
            self.stopped = True
            return Admission.STOP
        if self.meter.mean_per_passage is None and self.started:
            return Admission.WAIT
        return Admission.START

    def admit(self) -> None:
        """Count a passage as started (after ``admission`` said START)."""
        self.started += 1

    def skip(self) -> None:
        """Count a passage the budget kept from starting."""
        self.not_started += 1

    def finished(self, passage_id: str | None) -> None:
        """An admitted passage left the chain: its spend now counts in the mean."""
        self.started = max(0, self.started - 1)
        self.meter.finish(passage_id or "")
        self._finished_one.set()

    async def wait_for_a_finish(self) -> None:
        """Until the next admitted passage finishes."""
        self._finished_one.clear()
        await self._finished_one.wait()

    def stop_message(self, run_id: str, currency: str | None) -> str:
        """Why the run stopped, naming the budget and how to continue."""
        spent = format_cost(self.meter.spent, None)
        limit = format_cost(self.limit, currency)
        return (
            f"stopped at the budget: {spent} of {limit} spent; "
            f"{self.not_started} passage(s) not started; --resume {run_id} to continue"
        )

    def report(self, run_id: str) -> BudgetReport:
        """The budget as the reports show it."""
        return BudgetReport(
            max_cost=self.limit,
            currency=self.prices.currency,
            spent=self.meter.spent,
            stopped=self.stopped,
            not_started=self.not_started,
            message=self.stop_message(run_id, self.prices.currency) if self.stopped else None,
        )
