"""The log: positions, hash chain, head, backends (through the eventsourcing library's recorders)."""
from __future__ import annotations

from eventstore.backend import GENESIS_CHAIN, Checkpoint, Head, LogBackend, Row
from eventstore.errors import AppendConflict, BadHead, ConflictsExhausted, LogError, StoreUnavailable
from eventstore.log import Appended, EventLog

__all__ = [
    "AppendConflict", "Appended", "BadHead", "Checkpoint", "ConflictsExhausted", "EventLog",
    "GENESIS_CHAIN", "Head", "LogBackend", "LogError", "Row", "StoreUnavailable", "open_backend",
]


def open_backend(url: str) -> LogBackend:
    """Chooses the backend by URL: ``memory``, ``postgresql://…`` (later), else a SQLite file path."""
    if not url or not url.strip():
        raise StoreUnavailable("empty store location; give a SQLite file path, 'memory' or a postgresql:// URL")
    if url == "memory":
        from eventstore.memory_backend import MemoryBackend

        return MemoryBackend()
    if url.startswith(("postgresql://", "postgres://")):
        return _open_postgres(url)
    if "://" in url:
        raise StoreUnavailable(f"unsupported store URL {url.split('://')[0]}://; use a file path, 'memory' "
                               "or postgresql://")
    from eventstore.sqlite_backend import SQLiteBackend

    return SQLiteBackend(url)


def _open_postgres(url: str) -> LogBackend:
    # The scale-out work adds eventstore/postgres_backend.py with a PostgresBackend(url) class.
    try:
        from eventstore.postgres_backend import PostgresBackend  # type: ignore[import-not-found]
    except ImportError:
        raise StoreUnavailable("the PostgreSQL backend is not available in this build") from None
    return PostgresBackend(url)
