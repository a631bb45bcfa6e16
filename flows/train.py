"""The ``train`` flow: rewrite a corpus, then turn its judged rewrites into fine-tuning data."""

from __future__ import annotations

from pathlib import Path

from prefect import flow, get_run_logger
from prefect.artifacts import acreate_table_artifact
from prefect.runtime import flow_run

from models.guard import GuardMode
from models.profile import Language, Style
from models.run import RunParameters
from skryba.progress import listeners
from skryba.settings import Settings
from skryba.training import TrainingSummary, run_training
from tasks.chain import run_batch


def _run_name() -> str:
    parameters = flow_run.parameters
    inputs = parameters.get("inputs") or ["corpus"]
    corpus = inputs[0] if len(inputs) == 1 else f"{inputs[0]} +{len(inputs) - 1}"
    return f"train {corpus} -> {parameters.get('out', '?')}"


@flow(name="train", flow_run_name=_run_name, validate_parameters=True)
async def train(
    inputs: list[str],
    minimum_quality: float,
    out: str,
    style: Style = Style.PLAIN,
    audience: str = "general readers",
    language: Language = "preserve",
    instructions: str | None = None,
    candidates: int = 3,
    temperature: float | None = None,
    model: str | None = None,
    judge_model: str | list[str] | None = None,
    detectors: list[str] | None = None,
    concurrency: int = 8,
    require_distinct_judge: bool = False,
    guard: GuardMode = GuardMode.STRICT,
    repairs: int = 1,
) -> TrainingSummary:
    """Write sft.jsonl, preferences.jsonl and manifest.json to ``out`` from a judged run.

    Failed, refused and fallback passages are left out of the data, not a failure of the flow.
    """
    logger = get_run_logger()
    params = RunParameters.from_options(
        inputs=inputs,
        minimum_quality=minimum_quality,
        style=style,
        audience=audience,
        language=language,
        instructions=instructions,
        candidates=candidates,
        temperature=temperature,
        model=model,
        judge_model=judge_model,
        detectors=detectors,
        out=out,
        concurrency=concurrency,
        require_distinct_judge=require_distinct_judge,
        guard=guard,
        repairs=repairs,
    )
    settings = Settings()
    summary = await run_training(
        params,
        Path(out),
        batch_runner=run_batch,
        settings=settings,
        progress=listeners,
        on_problem=logger.warning,
    )
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
