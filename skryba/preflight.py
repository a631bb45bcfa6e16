"""Every check of a run that needs no server, before Prefect or the embedded model start.

A usage error found here costs the user a second, not the boot of Prefect's API server and the
embedded model (about 15 s): the inputs exist and hold passages, ``--out`` may be written,
the detectors and settings are usable, the price file reads, and the run ``--resume`` names
exists. Each failure is one UsageError line (exit status 2); nothing is created or written.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from models.corpus import Document, DocumentError, SkippedFile
from models.run import RunParameters
from skryba.corpus.output_folder import plan_output
from skryba.errors import UnknownRun, UsageError
from skryba.settings import Settings, resolve_settings

# Problems named in the "no passages" line before "and N more".
_NAMED = 4


def preflight(params: RunParameters, base: Settings | None = None) -> Settings:
    """Check everything ``run_corpus`` would refuse that needs no server; the run's settings."""
    from skryba.detectors.registry import check_detectors
    from skryba.spend.budget import check_budget_prices

    inputs = [Path(p) for p in params.inputs]
    check_inputs_exist(inputs)
    plan_output(Path(params.out), inputs, resume=params.resume, overwrite=params.overwrite)
    check_detectors(params.detectors)
    settings = resolve_settings(params, base)
    _ = settings.generator_model  # ConfigurationError when no model can be named
    settings.check_judge()  # --require-distinct-judge refuses here
    prices = settings.price_table()
    if params.max_cost is not None:
        check_budget_prices(
            params.max_cost, prices, [settings.generator_model, *settings.judge_models]
        )
    if params.resume is not None:
        check_run_exists(settings.database_url, params.resume)
    check_inputs_hold_passages(inputs, params.encoding)
    return settings


def check_inputs_exist(inputs: Sequence[Path]) -> None:
    """Each INPUT is a file or a folder."""
    for given in inputs:
        if not given.exists():
            raise UsageError(f"INPUT {given}: no such file or folder")
        if not (given.is_file() or given.is_dir()):
            raise UsageError(f"INPUT {given}: not a regular file or folder")


def check_inputs_hold_passages(inputs: Sequence[Path], encoding: str | None = None) -> None:
    """The corpus has a passage to rewrite; else one line naming what was skipped and why.

    Stops at the first document with a passage, so a large corpus costs one file's read.
    """
    from skryba.corpus.reader import iter_corpus

    problems: list[str] = []
    for item in iter_corpus(inputs, encoding=encoding):
        if isinstance(item, Document):
            if item.passage_count:
                return
            problems.append(f"{item.id} (no text to rewrite)")
        elif isinstance(item, SkippedFile):
            if item.reason != "hidden":
                problems.append(f"{item.path} ({item.reason})")
        elif isinstance(item, DocumentError):
            problems.append(f"{item.document}: {item.message}")
    where = ", ".join(str(p) for p in inputs)
    if not problems:
        raise UsageError(f"INPUT {where}: no passages to rewrite: no .txt, .md or .jsonl files")
    if len(problems) == 1:
        raise UsageError(f"INPUT {where}: no passages to rewrite: {problems[0]}")
    more = len(problems) - _NAMED
    named = "; ".join(problems[:_NAMED]) + (f"; and {more} more" if more > 0 else "")
    raise UsageError(f"INPUT {where}: no passages to rewrite; skipped {named}")


def check_run_exists(database_url: str, run_id: str) -> None:
    """``--resume RUN_ID`` names a run of the audit store (a missing SQLite file is not created)."""
    from skryba.audit.engine import redact_url

    where = redact_url(database_url)
    sqlite_file = database_url.startswith("sqlite:///") and ":memory:" not in database_url
    if sqlite_file and not Path(database_url.removeprefix("sqlite:///")).is_file():
        raise UsageError(f"--resume {run_id}: unknown run (there is no audit store {where} yet)")
    from skryba.audit.store import AuditStore

    store = AuditStore.open(database_url)
    try:
        store.get_run(run_id)
    except UnknownRun:
        raise UsageError(f"--resume {run_id}: unknown run in the audit store {where}") from None
    finally:
        store.close()
