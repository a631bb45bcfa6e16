"""Shared Prefect options for tasks that make one HTTP call each."""

from __future__ import annotations

from typing import Any

from prefect.cache_policies import NO_CACHE

from skryba.retry import current_policy, retry_transport_failures


def http_task_options(name: str) -> dict[str, Any]:
    """Options for one-HTTP-call tasks: transport retries only, never a cached result."""
    return {
        "name": name,
        "retries": current_policy().retries,
        "retry_condition_fn": retry_transport_failures,
        # Results live in the audit store; Prefect must not hash or persist inputs or results.
        "cache_policy": NO_CACHE,
        "persist_result": False,
    }
