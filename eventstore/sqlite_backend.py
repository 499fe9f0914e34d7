"""The embedded default: the log in one SQLite file, through eventsourcing's SQLite recorders.

``LogRecorder`` is the library's ``SQLiteApplicationRecorder`` with two extra columns
(``event_id`` under a UNIQUE index, ``chain``) and an insert that checks, inside the same
``BEGIN IMMEDIATE`` transaction, that the head it was built on is still the head.
``CheckpointRecorder`` is the library's ``SQLiteTrackingRecorder`` plus a table of projection
states: a state and its tracking row are written in one transaction, so a projection can never
be recorded at a position its state has not reached (and tracking refuses to go backwards).
Why these pieces and not others: docs/decisions/0004-eventsourcing-usage.md.
"""
from __future__ import annotations

import sqlite3
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator, Optional, Sequence

from eventsourcing.persistence import InfrastructureFactory, IntegrityError, PersistenceError, StoredEvent, Tracking
from eventsourcing.sqlite import SQLiteApplicationRecorder, SQLiteDatastore, SQLiteTrackingRecorder

from eventstore.backend import GENESIS_CHAIN, STREAM, Checkpoint, Head, LogBackend, Row
from eventstore.errors import AppendConflict, StoreUnavailable

_make_row = Row._make
_LOOKUP_CHUNK = 500  # stays well under SQLite's host-parameter limit
# CAST: a hand-edited row may hold TEXT where we wrote BLOB; verification must see bytes either way.
_ROW_COLUMNS = ("originator_version, topic, CAST(state AS BLOB), CAST(event_id AS BLOB), "
                "CAST(chain AS BLOB)")


@contextmanager
def _write_transaction(datastore: SQLiteDatastore) -> Iterator[sqlite3.Cursor]:
    """A write transaction that takes SQLite's write lock up front (``BEGIN IMMEDIATE``).

    The library's own transaction begins DEFERRED; a read-then-write transaction then fails with
    SQLITE_BUSY_SNAPSHOT when another writer commits in between. Taking the lock first makes the
    head check and the insert one serialised step; other writers wait (busy timeout) instead.
    """
    with datastore.get_connection(commit=True) as conn:
        cursor = conn.cursor().sqlite_cursor
        try:
            cursor.execute("BEGIN IMMEDIATE")
            try:
                yield cursor
            except BaseException:
                conn.rollback()
                raise
            conn.commit()
        except sqlite3.IntegrityError as exc:
            raise AppendConflict(str(exc)) from None
        except sqlite3.OperationalError as exc:  # locked/busy beyond the timeout: let the caller retry
            if "locked" in str(exc) or "busy" in str(exc):
                raise AppendConflict(str(exc)) from None
            raise
        finally:
            cursor.close()


@contextmanager
def _read_transaction(datastore: SQLiteDatastore) -> Iterator[sqlite3.Cursor]:
    """A read transaction whose rows are plain tuples (``sqlite3.Row`` costs ~0.5 µs per row)."""
    with datastore.transaction(commit=False) as curs:
        cursor = curs.sqlite_cursor
        cursor.row_factory = None
        yield cursor


class LogRecorder(SQLiteApplicationRecorder):
    """The library's application recorder with ``event_id`` (UNIQUE) and ``chain`` columns."""

    def __init__(self, datastore: SQLiteDatastore, events_table_name: str = "stored_events"):
        super().__init__(datastore, events_table_name)
        t = self.events_table_name
        self.insert_events_statement = f"INSERT INTO {t} VALUES (?,?,?,?,?,?)"
        self._select_rows = (
            f"SELECT {_ROW_COLUMNS} FROM {t} "
            "WHERE originator_id=? AND originator_version>? AND originator_version<=? "
            "ORDER BY originator_version LIMIT ?"
        )
        self._select_head = (
            f"SELECT originator_version, CAST(chain AS BLOB) FROM {t} WHERE originator_id=? "
            "ORDER BY originator_version DESC LIMIT 1"
        )
        self._select_chain = f"SELECT CAST(chain AS BLOB) FROM {t} WHERE originator_id=? AND originator_version=?"

    def construct_create_table_statements(self) -> list[str]:
        t = self.events_table_name
        return [
            f"CREATE TABLE IF NOT EXISTS {t} (originator_id TEXT, originator_version INTEGER, "
            "topic TEXT, state BLOB, event_id BLOB NOT NULL, chain BLOB NOT NULL, "
            "PRIMARY KEY (originator_id, originator_version))",
            f"CREATE UNIQUE INDEX IF NOT EXISTS {t}_event_id ON {t} (event_id)",
        ]

    def insert_events(self, stored_events: Sequence[StoredEvent], **kwargs: Any) -> Sequence[int] | None:
        """Writes stored events after ``after`` (a Head), with ``extras`` = [(event_id, chain)]."""
        self.insert_rows(
            [(s.originator_id, s.originator_version, s.topic, s.state, eid, chain)
             for s, (eid, chain) in zip(stored_events, kwargs["extras"])],
            kwargs["after"],
        )
        return [s.originator_version for s in stored_events]

    def insert_rows(self, rows: Sequence[tuple], after: Head) -> None:
        """``insert_events`` for ready-made column tuples (the batched-append hot path: a frozen
        ``StoredEvent`` dataclass costs about 1 µs per event to build and is read once)."""
        with _write_transaction(self.datastore) as c:
            if after.position:
                c.execute(self._select_chain, (STREAM, after.position))
                found = c.fetchone()
                if found is None or bytes(found[0]) != after.chain:
                    raise AppendConflict(f"head moved: row {after.position} is not the chain we built on")
            c.executemany(self.insert_events_statement, rows)

    def head(self) -> Head:
        with _read_transaction(self.datastore) as c:
            c.execute(self._select_head, (STREAM,))
            found = c.fetchone()
        return Head(0, GENESIS_CHAIN) if found is None else Head(found[0], bytes(found[1]))

    def chain_at(self, position: int) -> Optional[bytes]:
        if position == 0:
            return GENESIS_CHAIN
        with _read_transaction(self.datastore) as c:
            c.execute(self._select_chain, (STREAM, position))
            found = c.fetchone()
        return None if found is None else bytes(found[0])

    def positions_of(self, event_ids: Sequence[bytes]) -> dict[bytes, int]:
        found: dict[bytes, int] = {}
        with _read_transaction(self.datastore) as c:
            for i in range(0, len(event_ids), _LOOKUP_CHUNK):
                chunk = event_ids[i:i + _LOOKUP_CHUNK]
                c.execute(
                    f"SELECT event_id, originator_version FROM {self.events_table_name} "
                    f"WHERE event_id IN ({','.join('?' * len(chunk))})",
                    chunk,
                )
                found.update((bytes(eid), pos) for eid, pos in c.fetchall())
        return found

    def select_rows(self, after: int, upto: Optional[int], limit: int) -> list[Row]:
        # Plain tuples in Row's field order: building 1M NamedTuples costs ~10 % of a replay.
        with _read_transaction(self.datastore) as c:
            c.execute(self._select_rows, (STREAM, after, upto if upto is not None else 2**62, limit))
            return c.fetchall()

    def select_topic_rows(self, topics: Sequence[str], after: int, upto: Optional[int], limit: int) -> list[Row]:
        t = self.events_table_name
        with _read_transaction(self.datastore) as c:
            c.execute(
                f"SELECT {_ROW_COLUMNS} FROM {t} "
                f"WHERE originator_id=? AND originator_version>? AND originator_version<=? "
                f"AND topic IN ({','.join('?' * len(topics))}) ORDER BY originator_version LIMIT ?",
                (STREAM, after, upto if upto is not None else 2**62, *topics, limit),
            )
            return list(map(_make_row, c.fetchall()))


class CheckpointRecorder(SQLiteTrackingRecorder):
    """The library's tracking recorder plus projection states and replay snapshots."""

    def construct_create_table_statements(self) -> list[str]:
        return super().construct_create_table_statements() + [
            "CREATE TABLE IF NOT EXISTS projection_checkpoints (name TEXT PRIMARY KEY, version INTEGER, "
            "position INTEGER, last_handled INTEGER, state BLOB)",
            "CREATE TABLE IF NOT EXISTS replay_snapshots (position INTEGER, name TEXT, version INTEGER, "
            "last_handled INTEGER, state BLOB, PRIMARY KEY (position, name))",
        ]

    def load_checkpoint(self, name: str) -> Optional[Checkpoint]:
        with _read_transaction(self.datastore) as c:
            c.execute("SELECT name, version, position, last_handled, CAST(state AS BLOB) FROM projection_checkpoints "
                      "WHERE name=?", (name,))
            found = c.fetchone()
        return None if found is None else Checkpoint(found[0], found[1], found[2], found[3], bytes(found[4]))

    def save_checkpoints(self, checkpoints: Sequence[Checkpoint], reset: Sequence[str] = ()) -> None:
        with self.datastore.transaction(commit=True) as curs:
            c = curs.sqlite_cursor
            for name in reset:
                c.execute("DELETE FROM tracking WHERE application_name=?", (name,))
                c.execute("DELETE FROM projection_checkpoints WHERE name=?", (name,))
            for cp in checkpoints:
                # Tracking refuses a position that is not beyond the stored one: a stale runner
                # cannot overwrite a newer state.
                self._insert_tracking(curs, Tracking(cp.name, cp.position))
                c.execute("INSERT OR REPLACE INTO projection_checkpoints VALUES (?,?,?,?,?)", tuple(cp))

    def save_snapshot(self, position: int, chain: bytes, checkpoints: Sequence[Checkpoint]) -> None:
        with self.datastore.transaction(commit=True) as curs:
            c = curs.sqlite_cursor
            c.execute("DELETE FROM replay_snapshots WHERE position=?", (position,))
            c.execute("INSERT INTO replay_snapshots VALUES (?,?,?,?,?)", (position, "", 0, 0, chain))
            for cp in checkpoints:
                c.execute("INSERT INTO replay_snapshots VALUES (?,?,?,?,?)",
                          (position, cp.name, cp.version, cp.last_handled, cp.state))

    def snapshot_positions(self) -> list[int]:
        with _read_transaction(self.datastore) as c:
            c.execute("SELECT DISTINCT position FROM replay_snapshots ORDER BY position")
            return [r[0] for r in c.fetchall()]

    def load_snapshot(self, position: int) -> tuple[bytes, list[Checkpoint]]:
        with _read_transaction(self.datastore) as c:
            c.execute("SELECT name, version, last_handled, state FROM replay_snapshots WHERE position=? "
                      "ORDER BY name", (position,))
            rows = c.fetchall()
        chain = next(bytes(r[3]) for r in rows if r[0] == "")
        return chain, [Checkpoint(r[0], r[1], position, r[2], bytes(r[3])) for r in rows if r[0] != ""]


class SQLiteBackend(LogBackend):
    """The log in a SQLite file (WAL, synchronous=FULL: the library's safe default)."""

    def __init__(self, path: str):
        self.url = path
        target = Path(path)
        if target.is_dir():
            raise StoreUnavailable(f"store {path!r} is a directory, expected a SQLite file path")
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreUnavailable(f"cannot create the directory for store {path!r}: {exc.strerror}") from None
        env = {
            "PERSISTENCE_MODULE": "eventsourcing.sqlite",
            "SQLITE_DBNAME": str(target),
            "ORIGINATOR_ID_TYPE": "text",
            "APPLICATION_RECORDER_TOPIC": "eventstore.sqlite_backend:LogRecorder",
            "TRACKING_RECORDER_TOPIC": "eventstore.sqlite_backend:CheckpointRecorder",
        }
        try:
            self._factory = InfrastructureFactory.construct(env)
            self.log: LogRecorder = self._factory.application_recorder()  # type: ignore[assignment]
            self.checkpoints: CheckpointRecorder = self._factory.tracking_recorder()  # type: ignore[assignment]
        except (PersistenceError, sqlite3.Error, OSError) as exc:
            raise StoreUnavailable(f"cannot open SQLite store {path!r}: {exc}") from None

    def head(self) -> Head:
        return self.log.head()

    def positions_of(self, event_ids: Sequence[bytes]) -> dict[bytes, int]:
        return self.log.positions_of(event_ids)

    def insert(self, rows: Sequence[Row], after: Head) -> None:
        self.log.insert_rows([(STREAM, *r) for r in rows], after)

    def read(self, after: int, upto: Optional[int], limit: int) -> list[Row]:
        return self.log.select_rows(after, upto, limit)

    def read_topics(self, topics: Sequence[str], after: int, upto: Optional[int], limit: int) -> list[Row]:
        return self.log.select_topic_rows(topics, after, upto, limit) if topics else []

    def chain_at(self, position: int) -> Optional[bytes]:
        return self.log.chain_at(position)

    def load_checkpoint(self, name: str) -> Optional[Checkpoint]:
        return self.checkpoints.load_checkpoint(name)

    def save_checkpoints(self, checkpoints: Sequence[Checkpoint], reset: Sequence[str] = ()) -> None:
        try:
            self.checkpoints.save_checkpoints(checkpoints, reset)
        except IntegrityError as exc:
            raise AppendConflict(f"projection checkpoint refused: {exc}") from None

    def save_snapshot(self, position: int, chain: bytes, checkpoints: Sequence[Checkpoint]) -> None:
        self.checkpoints.save_snapshot(position, chain, checkpoints)

    def snapshot_positions(self) -> list[int]:
        return self.checkpoints.snapshot_positions()

    def load_snapshot(self, position: int) -> tuple[bytes, list[Checkpoint]]:
        return self.checkpoints.load_snapshot(position)

    def close(self) -> None:
        self._factory.close()
