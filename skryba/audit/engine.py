"""Engines for the audit store: URL checks, connect timeouts and SQLite transaction control."""

from __future__ import annotations

import re
import sqlite3
import time
from typing import Any

from sqlalchemy import URL, Engine, create_engine, event, make_url
from sqlalchemy.exc import ArgumentError
from sqlalchemy.pool import ConnectionPoolEntry, StaticPool

from skryba.errors import AuditStoreError

CONNECT_TIMEOUT_S = 5
# How long a SQLite writer waits for another process's write lock before failing.
SQLITE_BUSY_TIMEOUT_S = 30.0
# Execution option asking for a SQLite write transaction (BEGIN IMMEDIATE).
WRITE_OPTION = "skryba_write"

_PASSWORD_IN_URL = re.compile(r"(://[^:/@\s]*:)[^@\s]*@")


def redact_url(url: str) -> str:
    """The URL with its password masked, for messages and logs."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except ArgumentError:
        return _PASSWORD_IN_URL.sub(r"\1***@", url)


def scrub(message: str, url: str) -> str:
    """``message`` with the URL's password (if any) masked, e.g. in a driver's error text."""
    try:
        password = make_url(url).password
    except ArgumentError:
        match = _PASSWORD_IN_URL.search(url)
        password = match.group(0)[3:-1].split(":", 1)[-1] if match else None
    return message.replace(password, "***") if password else message


def parse_url(url: str) -> URL:
    """Parse and check an audit store URL: SQLite, or PostgreSQL through psycopg 3."""
    try:
        parsed = make_url(url)
    except ArgumentError as exc:
        raise AuditStoreError(f"invalid audit store URL {redact_url(url)!r}: {exc}") from None
    backend = parsed.get_backend_name()
    if backend == "postgresql" and parsed.drivername == "postgresql":
        # The bare scheme would pick psycopg2; Skryba ships psycopg 3 (the `postgres` extra).
        parsed = parsed.set(drivername="postgresql+psycopg")
    if backend not in ("sqlite", "postgresql"):
        raise AuditStoreError(
            f"unsupported audit store URL {redact_url(url)!r}: use sqlite:///FILE "
            "or postgresql+psycopg://USER@HOST/DB"
        )
    return parsed


def create_audit_engine(url: str) -> Engine:
    """A pooled engine for ``url``; nothing is connected yet."""
    parsed = parse_url(url)
    kwargs: dict[str, Any] = {}
    if parsed.get_backend_name() == "postgresql":
        if "connect_timeout" not in parsed.query:
            kwargs["connect_args"] = {"connect_timeout": CONNECT_TIMEOUT_S}
        kwargs["pool_pre_ping"] = True
    else:
        kwargs["connect_args"] = {"timeout": SQLITE_BUSY_TIMEOUT_S, "check_same_thread": False}
        if parsed.database in (None, "", ":memory:"):
            # An in-memory database lives in one connection; share it across threads.
            kwargs["poolclass"] = StaticPool
    try:
        engine = create_engine(parsed, **kwargs)
    except (ArgumentError, ImportError) as exc:
        raise AuditStoreError(
            f"cannot use audit store URL {redact_url(url)!r}: {scrub(str(exc), url)}"
        ) from None
    if parsed.get_backend_name() == "sqlite":
        _control_sqlite_transactions(engine)
    return engine


def _control_sqlite_transactions(engine: Engine) -> None:
    # pysqlite's own transaction handling defers BEGIN and lets a reader upgrade to a writer
    # mid-transaction, which fails under concurrent writers. Skryba emits BEGIN itself: writers
    # take the write lock up front (BEGIN IMMEDIATE) and wait for it up to the busy timeout.
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: ConnectionPoolEntry) -> None:
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        try:
            cursor.execute("PRAGMA foreign_keys=ON")
            _set_wal(cursor)
            # Under WAL, NORMAL loses nothing when the process crashes (only on power loss) and
            # spares a disk sync per commit.
            cursor.execute("PRAGMA synchronous=NORMAL")
        finally:
            cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Any) -> None:
        write = connection.get_execution_options().get(WRITE_OPTION, False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")


def _set_wal(cursor: Any) -> None:
    # Turning a new file to WAL needs its exclusive lock, and SQLite answers "database is locked"
    # at once, without its busy handler, when several connections try it together: retry.
    deadline = time.monotonic() + SQLITE_BUSY_TIMEOUT_S
    while True:
        try:
            cursor.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            busy = getattr(exc, "sqlite_errorcode", None) in (
                sqlite3.SQLITE_BUSY,
                sqlite3.SQLITE_LOCKED,
            )
            if not busy or time.monotonic() > deadline:
                raise
            time.sleep(0.02)
