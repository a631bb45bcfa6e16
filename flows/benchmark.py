"""The ``benchmark`` flow: one rewrite run per profile x model, compared in one report."""

from __future__ import annotations

from prefect import flow, get_run_logger
from prefect.artifacts import acreate_table_artifact
from prefect.runtime import flow_run

from models.guard import GuardMode
from skryba.benchmark.document import table_rows
from skryba.benchmark.params import Combination, benchmark_parameters
from skryba.benchmark.run import BenchmarkSummary, run_benchmark
from skryba.progress import listeners
from skryba.settings import Settings
from tasks.chain import run_batch


def _run_name() -> str:
    parameters = flow_run.parameters
    inputs = parameters.get("inputs") or ["corpus"]
    corpus = inputs[0] if len(inputs) == 1 else f"{inputs[0]} +{len(inputs) - 1}"
    profiles = len(parameters.get("profiles") or [None])
    models = len(parameters.get("models") or [None])
    return f"benchmark {corpus} {profiles} profile(s) x {models} model(s)"


@flow(name="benchmark", flow_run_name=_run_name, validate_parameters=True)
async def benchmark(
    inputs: list[str],
    minimum_quality: float,
    profiles: list[str] | None = None,
    models: list[str] | None = None,
    judge_model: str | list[str] | None = None,
    detectors: list[str] | None = None,
    audience: str = "general readers",
    instructions: str | None = None,
    candidates: int = 3,
    temperature: float | None = None,
    concurrency: int = 8,
    out: str = "skryba-benchmark",
    require_distinct_judge: bool = False,
    guard: GuardMode = GuardMode.STRICT,
    repairs: int = 1,
) -> BenchmarkSummary:
    """Run the pipeline for every profile (``STYLE:LANG``) x generator model on one corpus.

    Failed or refused passages are measurements here, not a failure of the benchmark.
    """
    logger = get_run_logger()
    params = benchmark_parameters(
        inputs,
        minimum_quality,
        profiles,
        models,
        judge_model,
        detectors,
        audience,
        instructions,
        candidates,
        temperature,
        concurrency,
        out,
        require_distinct_judge,
        guard=guard,
        repairs=repairs,
    )
    settings = Settings()

    def announce(combination: Combination) -> None:
        logger.info("benchmark: running %s", combination.label)

    summary = await run_benchmark(
        params,
        batch_runner=run_batch,
        settings=settings,
        progress=listeners,
        on_problem=logger.warning,
        on_combination=announce,
    )
    for run in summary.runs:
        if run.judge_warning:
            logger.warning(run.judge_warning)
    await acreate_table_artifact(
        table=table_rows(summary.report),
        key="skryba-benchmark",
        description=(
            f"Benchmark of {len(summary.runs)} combination(s); see {summary.paths.html_path}"
        ),
    )
    return summary
