"""The ``train`` flow: rewrite a corpus, then turn its judged rewrites into fine-tuning data."""

from __future__ import annotations

from pathlib import Path

from prefect import flow, get_run_logger
from prefect.artifacts import acreate_table_artifact

from flows.common import corpus_label, flow_driver, run_params
from models.run import RunParameters
from skryba.settings import Settings
from skryba.training import TrainingSummary, run_training


def _run_name() -> str:
    params = run_params()
    return f"train {corpus_label(params)} -> {params.get('out', '?')}"


@flow(name="train", flow_run_name=_run_name, validate_parameters=True)
async def train(params: RunParameters) -> TrainingSummary:
    """Write sft.jsonl, preferences.jsonl and manifest.json to ``params.out`` from a judged run.

    Failed, refused and fallback passages are left out of the data, not a failure of the flow.
    """
    logger = get_run_logger()
    settings = Settings()
    summary = await run_training(params, Path(params.out), flow_driver(settings, logger.warning))
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
