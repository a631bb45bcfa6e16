"""The ``train`` flow: rewrite a corpus, then turn its judged rewrites into fine-tuning data."""

from __future__ import annotations

from pathlib import Path

from prefect import flow, get_run_logger
from prefect.artifacts import acreate_table_artifact
from prefect.runtime import flow_run

from models.run import RunParameters
from skryba.progress import listeners
from skryba.runner import RunDriver
from skryba.settings import Settings
from skryba.training import TrainingSummary, run_training
from tasks.chain import run_batch


def _run_name() -> str:
    params = flow_run.parameters.get("params") or {}
    if isinstance(params, RunParameters):
        params = params.model_dump(mode="json")
    inputs = params.get("inputs") or ["corpus"]
    corpus = inputs[0] if len(inputs) == 1 else f"{inputs[0]} +{len(inputs) - 1}"
    return f"train {corpus} -> {params.get('out', '?')}"


@flow(name="train", flow_run_name=_run_name, validate_parameters=True)
async def train(params: RunParameters) -> TrainingSummary:
    """Write sft.jsonl, preferences.jsonl and manifest.json to ``params.out`` from a judged run.

    Failed, refused and fallback passages are left out of the data, not a failure of the flow.
    """
    logger = get_run_logger()
    settings = Settings()
    driver = RunDriver(
        batch_runner=run_batch, settings=settings, progress=listeners, on_problem=logger.warning
    )
    summary = await run_training(params, Path(params.out), driver)
    if summary.run.judge_warning:
        logger.warning(summary.run.judge_warning)
    await acreate_table_artifact(
        table=[
            {"file": summary.sft_path, "records": summary.sft_records},
            {"file": summary.preferences_path, "records": summary.preference_pairs},
        ],
        key="skryba-training",
        description=f"Training data from run {summary.run.run_id}; see {summary.manifest_path}",
    )
    return summary
