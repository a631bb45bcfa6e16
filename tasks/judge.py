"""Prefect task: one quality-judge call for one distinct candidate (or the source)."""

from __future__ import annotations

from prefect import task

from models.chat import ChatRequest
from models.outcome import JudgeOutcome
from skryba.brama import BramaClient
from skryba.judge import evaluate
from tasks.http import http_task_options


@task(**http_task_options("judge"))
async def judge_task(
    client: BramaClient, request: ChatRequest, minimum_quality: float
) -> JudgeOutcome:
    """Thin wrapper over ``skryba.judge.evaluate``; an invalid reply fails the task unretried."""
    return await evaluate(client, request, minimum_quality)
