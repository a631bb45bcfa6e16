"""The audit store's Alembic migrations, shipped inside the package and run programmatically."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, text

from skryba.audit.engine import WRITE_OPTION

VERSION_TABLE = "skryba_alembic_version"
MIGRATIONS_DIR = Path(__file__).resolve().parent
# Any constant works; it only has to be the same for every Skryba process.
_PG_MIGRATION_LOCK = 0x736B7279  # "skry"


def alembic_config() -> Config:
    """An Alembic config pointing at the shipped scripts; no alembic.ini is needed."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.set_main_option("version_table", VERSION_TABLE)
    return config


def head_revision() -> str:
    """The newest revision this code knows."""
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    if head is None:
        raise RuntimeError("the audit store ships no migrations")
    return head


def current_revision(engine: Engine) -> str | None:
    """The revision the database is at, or None before the first migration."""
    with engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"version_table": VERSION_TABLE})
        return context.get_current_revision()


def upgrade(engine: Engine) -> None:
    """Upgrade the database to head; a no-op when it is there already.

    The whole upgrade runs in one transaction that first takes a lock, so processes opening the
    same store at once upgrade it one after the other: SQLite's write lock (BEGIN IMMEDIATE),
    PostgreSQL's transaction-scoped advisory lock.
    """
    config = alembic_config()
    with engine.execution_options(**{WRITE_OPTION: True}).begin() as connection:
        if connection.dialect.name == "postgresql":
            connection.execute(
                text("SELECT pg_advisory_xact_lock(:key)"), {"key": _PG_MIGRATION_LOCK}
            )
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
