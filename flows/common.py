"""What the flows share: how they drive a run through Prefect tasks, and how they name it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from prefect.runtime import flow_run
from pydantic import BaseModel

from skryba.interruption import StopRequest
from skryba.progress import listeners
from skryba.route.limits import RouteLimits
from skryba.runner import RunDriver
from skryba.settings import Settings
from tasks.chain import run_batch


def flow_driver(
    settings: Settings,
    on_problem: Callable[[str], None],
    stop: StopRequest | None = None,
    route_limits: RouteLimits | None = None,
) -> RunDriver:
    """A run driven from a flow: a Prefect task run per stage, progress to every listener
    (the flow run's artifact among them), problems to the flow run's log; a shard also gets
    the route limits its parent resolved."""
    return RunDriver(
        batch_runner=run_batch,
        settings=settings,
        progress=listeners,
        on_problem=on_problem,
        stop=stop,
        route_limits=route_limits,
    )


def run_params() -> dict[str, Any]:
    """The running flow's ``params`` as plain data (a model when called in-process)."""
    params = flow_run.parameters.get("params") or {}
    if isinstance(params, BaseModel):
        return params.model_dump(mode="json")
    return dict(params)


def corpus_label(params: dict[str, Any]) -> str:
    """The corpus a run reads, for its flow run's name: ``notes/`` or ``notes/ +2``."""
    inputs = params.get("inputs") or ["corpus"]
    return inputs[0] if len(inputs) == 1 else f"{inputs[0]} +{len(inputs) - 1}"
