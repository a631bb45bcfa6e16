"""The SQL audit store (design §8): SQLite by default, PostgreSQL by URL, migrated by Alembic."""

from __future__ import annotations

from skryba.audit.store import AuditStore

__all__ = ["AuditStore"]
