"""Prefect task: one generator call (one candidate position)."""

from __future__ import annotations

from prefect import task

from models.chat import ChatRequest
from models.outcome import Generation
from skryba.brama import BramaClient
from skryba.generate import generate_candidate
from tasks.http import http_task_options


@task(**http_task_options("generate"))
async def generate_task(client: BramaClient, request: ChatRequest, position: int) -> Generation:
    """Thin wrapper over ``skryba.generate.generate_candidate``."""
    return await generate_candidate(client, request, position)
