"""The audit store going away in the middle of a run, and what the run says about it.

The store is a real SQLite file; "going away" is every statement on it failing the way a dead
disk fails (``disk I/O error``) from the moment the route receives a chosen judge call. The CLI
runs in-process (Typer's runner), so the failure reaches the real store code.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, event
from typer.testing import CliRunner, Result

from skryba.cli import app
from tests.reliability.cli_process import RUN_OPTIONS
from tests.reliability.fault_route import Action, Exchange, FaultRoute
from tests.reliability.runs import stored_passages

DOCUMENTS = {
    "a.txt": "The first passage is about the night trains.",
    "b.txt": "The second passage is about the harbour cranes.",
    "c.txt": "The third passage is judged just as the store goes away.",
    "d.txt": "The fourth passage comes after the store went away.",
}
BREAKS_AT = "c.txt"
ONE_AT_A_TIME = {"SKRYBA_BATCH_SIZE": "1", "SKRYBA_BATCHES_IN_FLIGHT": "1"}


@contextmanager
def breakable(database: Path) -> Iterator[dict[str, bool]]:
    """While ``["broken"]`` is True, every statement on ``database`` fails."""
    state = {"broken": False}

    def fail(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        if state["broken"] and conn.engine.url.database == str(database):
            raise sqlite3.OperationalError("disk I/O error")

    event.listen(Engine, "before_cursor_execute", fail)
    try:
        yield state
    finally:
        event.remove(Engine, "before_cursor_execute", fail)


@dataclass
class StoreLoss:
    """The interrupted run and the resumed one."""

    result: Result
    rows_after_loss: list[dict[str, Any]]
    paid_after_loss: list[Exchange]
    resumed: Result | None
    paid_on_resume: list[Exchange]
    rows_after_resume: list[dict[str, Any]]


def lose_store_mid_run(work: Path, route: FaultRoute, database: Path) -> StoreLoss:
    """Run a four-passage corpus with one worker; the store dies at the third passage's judge
    call; then bring it back and ``--resume``. ``SKRYBA_DATABASE_URL`` must name ``database``."""
    corpus = work / "in"
    corpus.mkdir()
    for name, text in DOCUMENTS.items():
        (corpus / name).write_text(text + "\n", "utf-8")
    arguments = [
        "rewrite",
        str(corpus),
        *RUN_OPTIONS,
        "--candidates",
        "1",
        "--concurrency",
        "1",
        "--out",
        str(work / "out"),
    ]
    broke_at: list[int] = []
    with breakable(database) as store:

        def script(exchange: Exchange) -> Action | None:
            if exchange.kind == "judge" and exchange.passage == DOCUMENTS[BREAKS_AT]:
                store["broken"] = True
                broke_at.append(len(route.exchanges()))
            return None

        route.script = script
        # One passage at a time, as the documents are listed: a and b are finished and
        # recorded before c's judge call takes the store away.
        result = CliRunner().invoke(app, arguments, env=ONE_AT_A_TIME)
        store["broken"] = False
    route.script = lambda exchange: None
    rows = stored_passages(database)
    paid_after = route.exchanges()[broke_at[0] :] if broke_at else []
    run_ids = {row["run_id"] for row in rows}
    resumed, paid_on_resume = None, []
    if len(run_ids) == 1:
        before = len(route.exchanges())
        resumed = CliRunner().invoke(
            app, [*arguments, "--resume", run_ids.pop()], env=ONE_AT_A_TIME
        )
        paid_on_resume = route.exchanges()[before:]
    return StoreLoss(
        result=result,
        rows_after_loss=rows,
        paid_after_loss=paid_after,
        resumed=resumed,
        paid_on_resume=paid_on_resume,
        rows_after_resume=stored_passages(database),
    )
