"""Alembic environment for the audit store, run by ``skryba.audit.migrations.upgrade``.

The caller passes an open connection (already inside the transaction that serialises concurrent
upgrades) in ``config.attributes["connection"]``; there is no offline mode.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Connection

from models.audit import Base
from skryba.audit.migrations import VERSION_TABLE


def run_migrations_online() -> None:
    """Run the pending migrations on the caller's connection."""
    connection = context.config.attributes.get("connection")
    if not isinstance(connection, Connection):
        raise RuntimeError("audit migrations run only through skryba.audit.migrations.upgrade")
    context.configure(
        connection=connection,
        target_metadata=Base.metadata,
        version_table=VERSION_TABLE,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


if context.is_offline_mode():
    raise RuntimeError("offline (SQL script) mode is not supported for the audit store")
run_migrations_online()
