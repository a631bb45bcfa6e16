"""Sessions over the audit store's engine: short write transactions, reads, and their errors.

The store's parts (``writer``, ``queries``, ``store``) share this base, so every write is its own
short transaction and every database error becomes an ``AuditStoreError`` naming what failed.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import ColumnExpressionArgument, Engine, select
from sqlalchemy.exc import DBAPIError, SQLAlchemyError
from sqlalchemy.orm import Session

from models.audit import PassageRow, RunRow
from skryba.audit.engine import WRITE_OPTION, redact_url, scrub
from skryba.errors import AuditStoreError, UnknownRun


def new_id() -> str:
    """A new row id."""
    return str(uuid.uuid4())


class StoreSessions:
    """The engine, its sessions and the lookups every part of the store needs."""

    def __init__(self, engine: Engine, url: str) -> None:
        self._engine = engine
        self._writer = engine.execution_options(**{WRITE_OPTION: True})
        self._url = url
        self._safe_url = redact_url(url)

    @property
    def url(self) -> str:
        """The store's URL with its password masked."""
        return self._safe_url

    # --- sessions --------------------------------------------------------------------------------

    @contextmanager
    def _write(self, what: str) -> Iterator[Session]:
        """One short write transaction; database errors become AuditStoreError."""
        try:
            with Session(self._writer, expire_on_commit=False) as session, session.begin():
                yield session
        except SQLAlchemyError as exc:
            raise self._error(what, exc) from exc

    @contextmanager
    def _read(self, what: str) -> Iterator[Session]:
        try:
            with Session(self._engine) as session, session.begin():
                yield session
        except SQLAlchemyError as exc:
            raise self._error(what, exc) from exc

    def _error(self, what: str, exc: SQLAlchemyError) -> AuditStoreError:
        return AuditStoreError(
            f"audit store {self._safe_url}: cannot {what}: {scrub(driver_message(exc), self._url)}"
        )

    def _passage_order(self) -> tuple[ColumnExpressionArgument[Any], ...]:
        # Byte order of document names on both backends (PostgreSQL's default collation is not).
        document: ColumnExpressionArgument[str] = PassageRow.document
        if self._engine.dialect.name == "postgresql":
            document = PassageRow.document.collate("C")
        return document, PassageRow.passage_index

    @staticmethod
    def _run(session: Session, run_id: str) -> RunRow:
        run = session.get(RunRow, run_id)
        if run is None:
            raise UnknownRun(f"unknown run {run_id!r}")
        return run

    @staticmethod
    def _check_run(session: Session, run_id: str) -> None:
        if session.execute(select(RunRow.id).where(RunRow.id == run_id)).first() is None:
            raise UnknownRun(f"unknown run {run_id!r}")


def driver_message(exc: SQLAlchemyError) -> str:
    # The driver's own words, without SQLAlchemy's statement dump (which holds passage text).
    if isinstance(exc, DBAPIError) and exc.orig is not None:
        return str(exc.orig).strip()
    return str(exc).strip()
