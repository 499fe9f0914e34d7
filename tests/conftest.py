"""Shared fixtures."""
from __future__ import annotations

from pathlib import Path

import pytest

import core  # noqa: F401  (installs the compiled reader's finder before any test imports domain.reader: ADR 0237)

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"


def pytest_configure(config):
    """Bytecode for the suite's own processes when the environment forbids writing it (ADR 0428).

    With ``PYTHONDONTWRITEBYTECODE`` set, every xdist worker and every Python subprocess a test starts (the CLI,
    the crash and concurrency writers, the hash-seed probes) compiles each project module from source again:
    about 0.8 CPU-seconds per process, over a hundred processes per run. Here the controller points them all at
    one bytecode directory of its own (``PYTHONPYCACHEPREFIX``, in the system temp dir, removed at the end) and
    lets them write there; the working tree still receives no ``__pycache__``. What any test runs or asserts is
    unchanged; a ``PYTHONPYCACHEPREFIX`` the user set is left alone."""
    import os
    import shutil
    import tempfile

    if hasattr(config, "workerinput") or not os.environ.get("PYTHONDONTWRITEBYTECODE") \
            or os.environ.get("PYTHONPYCACHEPREFIX"):
        return
    prefix = tempfile.mkdtemp(prefix="core-test-pycache-")
    os.environ["PYTHONPYCACHEPREFIX"] = prefix
    del os.environ["PYTHONDONTWRITEBYTECODE"]
    config.add_cleanup(lambda: shutil.rmtree(prefix, ignore_errors=True))


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """../shared (seed data, corpora); tests that need it skip cleanly when it is absent."""
    if not SHARED.is_dir():
        pytest.skip(f"../shared not found at {SHARED}; these tests read the seed data and corpora from it")
    return SHARED


# --- PostgreSQL (added by the scale-out work; see docs/operations.md) -----------------------------

POSTGRES_ENV = "CORE_TEST_POSTGRES_URL"
LOCAL_POSTGRES = "postgresql://postgres@127.0.0.1:5432/test"
_pg_probe: dict[str, object] = {}


def postgres_server() -> str:
    """The server URL for PostgreSQL tests, or skips naming the env var to set.

    ``CORE_TEST_POSTGRES_URL`` wins; without it the local CI server is used when it answers;
    ``CORE_TEST_POSTGRES_URL=off`` skips on purpose.
    """
    import os

    url = os.environ.get(POSTGRES_ENV, "").strip() or LOCAL_POSTGRES
    if url == "off":
        pytest.skip(f"PostgreSQL tests switched off ({POSTGRES_ENV}=off)")
    if url not in _pg_probe:
        try:
            import psycopg

            psycopg.connect(url, connect_timeout=2).close()
            _pg_probe[url] = None
        except Exception as exc:  # any failure means: no server for these tests
            _pg_probe[url] = " ".join(line.strip() for line in str(exc).splitlines() if line.strip()) \
                or type(exc).__name__
    if _pg_probe[url] is not None:
        pytest.skip(f"no PostgreSQL server answers at {url} ({_pg_probe[url]}); "
                    f"set {POSTGRES_ENV}=postgresql://user@host:port/db to run these tests")
    return url


@pytest.fixture
def postgres_url():
    """A store URL in a fresh schema of the test server, dropped after the test."""
    import uuid

    import psycopg

    server = postgres_server()
    schema = f"core_test_{uuid.uuid4().hex[:12]}"
    sep = "&" if "?" in server else "?"
    yield f"{server}{sep}schema={schema}"
    with psycopg.connect(server, autocommit=True) as conn:
        conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")


@pytest.fixture(autouse=True)
def _isolated_store(tmp_path, monkeypatch):
    """No test writes to the working tree's default store: CORE_STORE points into tmp_path."""
    monkeypatch.setenv("CORE_STORE", str(tmp_path / "default-store.sqlite"))
