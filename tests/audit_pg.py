"""A throwaway PostgreSQL database per test, for the audit store's PostgreSQL tests.

The server comes from ``SKRYBA_TEST_POSTGRES_URL`` (default: the local trust-auth server). Each
test gets a database of its own, created before and dropped after it. Only when no server answers
do the tests skip, naming the URL they tried.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator

import pytest
from sqlalchemy import create_engine, make_url, text
from sqlalchemy.exc import OperationalError

DEFAULT_POSTGRES_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/postgres"
# Read at import: the autouse ``isolated_env`` fixture strips SKRYBA_* before any test runs.
_CONFIGURED_URL = os.environ.get("SKRYBA_TEST_POSTGRES_URL")


def postgres_admin_url() -> str:
    """The maintenance-database URL the tests connect to."""
    return _CONFIGURED_URL or DEFAULT_POSTGRES_URL


@pytest.fixture
def postgres_database() -> Iterator[str]:
    """The URL of a fresh, uniquely named PostgreSQL database, dropped after the test."""
    admin_url = make_url(postgres_admin_url())
    engine = create_engine(
        admin_url, isolation_level="AUTOCOMMIT", connect_args={"connect_timeout": 5}
    )
    try:
        connection = engine.connect()
    except OperationalError as exc:
        engine.dispose()
        pytest.skip(
            f"no PostgreSQL server at {admin_url.render_as_string(hide_password=True)} "
            f"(set SKRYBA_TEST_POSTGRES_URL): {exc.orig}"
        )
    name = f"skryba_test_{secrets.token_hex(6)}"
    try:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
        yield admin_url.set(database=name).render_as_string(hide_password=False)
    finally:
        connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        connection.close()
        engine.dispose()
