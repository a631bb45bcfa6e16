"""The audit store: every run, passage, candidate, judge call and detector score, as they happen.

``AuditStore`` is the one object callers use; its parts live by job: ``sessions`` (transactions
and their errors), ``writer`` (passages and their calls), ``queries`` (reading back), and here
the store's lifecycle and its runs. Each write is its own short transaction, so a crash loses
at most the calls in flight. Methods are synchronous and thread-safe (one session per call);
async callers run them in a thread.
"""

from __future__ import annotations

from types import TracebackType
from typing import Any

from alembic.util import CommandError
from pydantic_core import to_jsonable_python
from sqlalchemy.exc import SQLAlchemyError

from models.audit import RouteUsageRow, RunRow, utcnow
from models.audit_views import RunRecord, RunStatus
from models.profile import RewriteProfile
from models.route_usage import RouteUsage
from skryba.audit import records
from skryba.audit.engine import create_audit_engine, redact_url, scrub
from skryba.audit.migrations import current_revision, head_revision, upgrade
from skryba.audit.queries import StoreQueries
from skryba.audit.secret_scan import find_secret_key
from skryba.audit.sessions import driver_message, new_id
from skryba.audit.version import code_version
from skryba.audit.writer import PassageWriter
from skryba.errors import AuditStoreError


class AuditStore(PassageWriter, StoreQueries):
    """SQL audit store over SQLite or PostgreSQL; open it with ``AuditStore.open(url)``."""

    # --- lifecycle -------------------------------------------------------------------------------

    @classmethod
    def open(cls, url: str) -> AuditStore:
        """Connect, migrate to the newest schema and check it; AuditStoreError if unusable."""
        engine = create_audit_engine(url)
        safe = redact_url(url)
        try:
            upgrade(engine)
            at = current_revision(engine)
        except SQLAlchemyError as exc:
            engine.dispose()
            raise AuditStoreError(
                f"audit store {safe} is unreachable or cannot be migrated: "
                f"{scrub(driver_message(exc), url)}"
            ) from None
        except CommandError as exc:
            engine.dispose()
            raise AuditStoreError(
                f"audit store {safe} cannot be migrated (written by a newer Skryba?): "
                f"{scrub(str(exc), url)}"
            ) from None
        head = head_revision()
        if at != head:
            engine.dispose()
            raise AuditStoreError(f"audit store {safe} is at revision {at!r}, expected {head!r}")
        return cls(engine, url)

    def close(self) -> None:
        """Release every pooled connection."""
        self._engine.dispose()

    def __enter__(self) -> AuditStore:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    # --- runs ------------------------------------------------------------------------------------

    def start_run(
        self,
        *,
        profile: RewriteProfile,
        generator_model: str,
        judge_model: str,
        minimum_quality: float,
        parameters: dict[str, Any],
        warnings: list[str],
    ) -> str:
        """Record a new run (status ``running``) and return its id."""
        stored = to_jsonable_python(parameters)
        secret = find_secret_key(stored)
        if secret is not None:
            raise AuditStoreError(f"refusing to store {secret}: it looks like a secret")
        run_id = new_id()
        with self._write("start a run") as session:
            session.add(
                RunRow(
                    id=run_id,
                    created_at=utcnow(),
                    finished_at=None,
                    status=RunStatus.RUNNING.value,
                    parameters=stored,
                    profile=profile.model_dump(mode="json"),
                    generator_model=generator_model,
                    judge_model=judge_model,
                    minimum_quality=float(minimum_quality),
                    code_version=code_version(),
                    warnings=list(warnings),
                )
            )
        return run_id

    def finish_run(self, run_id: str, status: RunStatus) -> None:
        """Mark the run completed, failed or interrupted."""
        final = RunStatus(status)
        if final is RunStatus.RUNNING:
            raise AuditStoreError("a run is finished as completed, failed or interrupted")
        with self._write("finish a run") as session:
            run = self._run(session, run_id)
            run.status = final.value
            run.finished_at = utcnow()

    def reopen_run(self, run_id: str) -> RunRecord:
        """Mark a run ``running`` again (``--resume``) and return it."""
        with self._write("reopen a run") as session:
            run = self._run(session, run_id)
            run.status = RunStatus.RUNNING.value
            run.finished_at = None
            return records.run_record(run)

    def record_route_usage(self, run_id: str, usage: RouteUsage) -> None:
        """Keep what one process's calls met at the route's limits (a shard's, a resumed part's)."""
        with self._write("record route usage") as session:
            self._check_run(session, run_id)
            session.add(
                RouteUsageRow(
                    id=new_id(),
                    run_id=run_id,
                    recorded_at=utcnow(),
                    **usage.model_dump(),
                )
            )
