"""The ``benchmark`` flow: one rewrite run per profile x model, compared in one report."""

from __future__ import annotations

from prefect import flow, get_run_logger
from prefect.artifacts import acreate_table_artifact

from flows.common import corpus_label, flow_driver, run_params
from skryba.benchmark.document import table_rows
from skryba.benchmark.params import BenchmarkParameters, Combination
from skryba.benchmark.run import BenchmarkSummary, run_benchmark
from skryba.settings import Settings


def _run_name() -> str:
    params = run_params()
    profiles = len(params.get("profiles") or [None])
    models = len(params.get("models") or [None])
    return f"benchmark {corpus_label(params)} {profiles} profile(s) x {models} model(s)"


@flow(name="benchmark", flow_run_name=_run_name, validate_parameters=True)
async def benchmark(params: BenchmarkParameters) -> BenchmarkSummary:
    """Run the pipeline for every profile x generator model on one corpus.

    Failed or refused passages are measurements here, not a failure of the benchmark.
    """
    logger = get_run_logger()
    settings = Settings()

    def announce(combination: Combination) -> None:
        logger.info("benchmark: running %s", combination.label)

    summary = await run_benchmark(
        params, flow_driver(settings, logger.warning), on_combination=announce
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
