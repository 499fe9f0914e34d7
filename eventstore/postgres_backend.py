"""The log on PostgreSQL, through eventsourcing's PostgreSQL datastore and recorders.

Same rows, bytes, ids, chain and checkpoints as the SQLite backend (the contract tests in
tests/integration/test_log_contract.py run on both). What differs, and why (ADR 0050):

* ``PgLogRecorder`` is the library's ``PostgresApplicationRecorder`` (its table, its
  ``LOCK TABLE … IN EXCLUSIVE MODE`` that serialises writers, its NOTIFY) with two extra columns,
  ``event_id`` (UNIQUE) and ``chain``. Positions are our dense ``originator_version``; the
  library's ``notification_id`` (a bigserial with gaps after failed inserts) is never read.
* An append is ONE transaction: take the table lock, check the head we built on is still the head,
  then stream the rows with binary ``COPY`` in chunks of at most ``CHUNK`` rows (a batch of at
  most 16 rows is one multi-row INSERT: fewer round trips for single appends). The library's own
  insert sends the whole batch through psycopg's pipeline, which hangs near 15k events on these
  machines (../shared/notes/eventsourcing-9.5-findings.md §0.3); COPY has no pipeline and chunks
  keep every statement small, while the single transaction keeps the batch atomic.
* ``PgCheckpointRecorder`` is the library's ``PostgresTrackingRecorder`` plus tables of projection
  states and replay snapshots; a state and its tracking row commit in one transaction.

URL: ``postgresql://user[:password]@host[:port]/dbname[?schema=S&lock_timeout=SEC&connect_timeout=SEC]``.
"""
from __future__ import annotations

import os
import re
from typing import Any, Optional, Sequence
from urllib.parse import parse_qsl, urlsplit

import psycopg
from eventsourcing.persistence import InfrastructureFactory, IntegrityError, PersistenceError, StoredEvent, Tracking
from eventsourcing.postgres import PostgresApplicationRecorder, PostgresDatastore, PostgresTrackingRecorder
from psycopg.rows import tuple_row
from psycopg.sql import SQL, Identifier

from eventstore.backend import GENESIS_CHAIN, STREAM, Checkpoint, Head, LogBackend, Row
from eventstore.errors import AppendConflict, StoreUnavailable

CHUNK = 5_000
"""Rows per COPY statement: far below the ~15k-event size where psycopg's pipeline hung."""
_LOOKUP_CHUNK = 1_000
_SMALL = 16  # batches up to this size are one multi-row INSERT instead of a COPY
_SCHEMA_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,62}")
_URL_OPTIONS = {"schema", "lock_timeout", "connect_timeout"}
_OPEN_LOCK = 0x636F72652D6F70  # advisory lock id ("core-op"): one process creates tables at a time


class PgTarget:
    """A parsed ``postgresql://`` store URL (the password never appears in messages)."""

    def __init__(self, url: str):
        try:
            parts = urlsplit(url)
            port = parts.port or 5432
        except ValueError as exc:
            raise StoreUnavailable(f"malformed PostgreSQL URL: {exc}") from None
        if parts.scheme not in ("postgresql", "postgres"):
            raise StoreUnavailable(f"not a PostgreSQL URL: {self._redact(url)!r}")
        self.host = parts.hostname or ""
        if not self.host:
            raise StoreUnavailable("PostgreSQL URL needs a host, e.g. postgresql://postgres@127.0.0.1:5432/test")
        self.dbname = parts.path.lstrip("/")
        if not self.dbname or "/" in self.dbname:
            raise StoreUnavailable("PostgreSQL URL needs one database name after the host, e.g. …:5432/test")
        self.port = port
        self.user = parts.username or os.environ.get("PGUSER") or "postgres"
        self.password = parts.password or os.environ.get("PGPASSWORD") or ""
        options: dict[str, str] = {}
        for key, value in parse_qsl(parts.query, keep_blank_values=True):
            if key not in _URL_OPTIONS:
                raise StoreUnavailable(f"unknown PostgreSQL URL option {key!r}; known: {', '.join(sorted(_URL_OPTIONS))}")
            options[key] = value
        self.schema = options.get("schema", "public")
        if not _SCHEMA_NAME.fullmatch(self.schema):
            raise StoreUnavailable(f"schema {self.schema!r} must be a plain identifier (letters, digits, _)")
        self.lock_timeout = self._seconds(options, "lock_timeout", 10)
        self.connect_timeout = self._seconds(options, "connect_timeout", 5)
        self.display = f"postgresql://{self.user}@{self.host}:{self.port}/{self.dbname}?schema={self.schema}"

    @staticmethod
    def _seconds(options: dict[str, str], key: str, default: int) -> int:
        raw = options.get(key)
        if raw is None:
            return default
        if not raw.isdigit() or not 0 < int(raw) <= 3600:
            raise StoreUnavailable(f"URL option {key} must be whole seconds between 1 and 3600, got {raw!r}")
        return int(raw)

    @staticmethod
    def _redact(url: str) -> str:
        return re.sub(r"(://[^:/@]*:)[^@]*@", r"\1***@", url)

    def connect(self) -> psycopg.Connection:
        """A plain connection (used only to check reachability and prepare the schema)."""
        try:
            return psycopg.connect(host=self.host, port=self.port, dbname=self.dbname, user=self.user,
                                   password=self.password, connect_timeout=self.connect_timeout, autocommit=True)
        except psycopg.Error as exc:
            reason = " ".join(line.strip() for line in str(exc).splitlines() if line.strip()) or type(exc).__name__
            raise StoreUnavailable(f"cannot reach PostgreSQL at {self.display}: {reason}") from None

    def env(self, create_tables: bool) -> dict[str, str]:
        return {
            "PERSISTENCE_MODULE": "eventsourcing.postgres",
            "POSTGRES_DBNAME": self.dbname,
            "POSTGRES_HOST": self.host,
            "POSTGRES_PORT": str(self.port),
            "POSTGRES_USER": self.user,
            "POSTGRES_PASSWORD": self.password,
            "POSTGRES_SCHEMA": self.schema,
            "POSTGRES_CONNECT_TIMEOUT": str(self.connect_timeout),
            "POSTGRES_LOCK_TIMEOUT": str(self.lock_timeout),
            "POSTGRES_POOL_SIZE": "1",
            "POSTGRES_MAX_OVERFLOW": "2",
            "ORIGINATOR_ID_TYPE": "text",
            "CREATE_TABLE": "yes" if create_tables else "no",
            "APPLICATION_RECORDER_TOPIC": "eventstore.postgres_backend:PgLogRecorder",
            "TRACKING_RECORDER_TOPIC": "eventstore.postgres_backend:PgCheckpointRecorder",
        }


class PgLogRecorder(PostgresApplicationRecorder):
    """The library's application recorder with ``event_id`` (UNIQUE) and ``chain`` columns."""

    def __init__(self, datastore: PostgresDatastore, *, events_table_name: str = "stored_events"):
        super().__init__(datastore, events_table_name=events_table_name)
        self._held: Optional[tuple[psycopg.Connection, Head, bool]] = None
        """(connection in a transaction holding the table lock, head under it, head served)."""
        schema, table = Identifier(datastore.schema), Identifier(events_table_name)
        # Same table as the library's (its notification_id bigserial stays, unused by us), plus ours.
        self.sql_create_statements[self.create_table_statement_index] = SQL(
            "CREATE TABLE IF NOT EXISTS {schema}.{table} ("
            "originator_id text NOT NULL, originator_version bigint NOT NULL, topic text, state bytea, "
            "notification_id bigserial, event_id bytea NOT NULL, chain bytea NOT NULL, "
            "PRIMARY KEY (originator_id, originator_version))"
        ).format(schema=schema, table=table)
        self.sql_create_statements.append(SQL(
            "CREATE UNIQUE INDEX IF NOT EXISTS {index} ON {schema}.{table} (event_id)"
        ).format(index=Identifier(f"{events_table_name}_event_id_idx"), schema=schema, table=table))
        cols = SQL("originator_version, topic, state, event_id, chain")
        self._copy = SQL("COPY {schema}.{table} (originator_id, originator_version, topic, state, event_id, chain) "
                         "FROM STDIN (FORMAT BINARY)").format(schema=schema, table=table)
        self._begin_locked = SQL("BEGIN; {0}; {1}; NOTIFY {2}").format(
            *self.lock_table_statements, Identifier(self.channel_name))
        self._insert_small = [None] + [
            SQL("INSERT INTO {schema}.{table} (originator_id, originator_version, topic, state, event_id, chain) "
                "VALUES " + ", ".join(["(%s, %s, %s, %s, %s, %s)"] * n)).format(schema=schema, table=table)
            for n in range(1, _SMALL + 1)]
        self._select_rows = SQL("SELECT {cols} FROM {schema}.{table} WHERE originator_id = %s "
                                "AND originator_version > %s AND originator_version <= %s "
                                "ORDER BY originator_version LIMIT %s").format(cols=cols, schema=schema, table=table)
        self._select_topic_rows = SQL("SELECT {cols} FROM {schema}.{table} WHERE originator_id = %s "
                                      "AND originator_version > %s AND originator_version <= %s "
                                      "AND topic = ANY(%s) ORDER BY originator_version LIMIT %s"
                                      ).format(cols=cols, schema=schema, table=table)
        self._select_head = SQL("SELECT originator_version, chain FROM {schema}.{table} WHERE originator_id = %s "
                                "ORDER BY originator_version DESC LIMIT 1").format(schema=schema, table=table)
        self._select_chain = SQL("SELECT chain FROM {schema}.{table} WHERE originator_id = %s "
                                 "AND originator_version = %s").format(schema=schema, table=table)
        self._select_ids = SQL("SELECT event_id, originator_version FROM {schema}.{table} "
                               "WHERE event_id = ANY(%s)").format(schema=schema, table=table)

    # --- writing -------------------------------------------------------------------------------
    #
    # First attempt: optimistic, as on every backend (head read without a lock, then lock + check
    # + insert). If the head moved, the transaction is NOT rolled back: it keeps the table lock,
    # and the caller's retry (head() then insert()) runs under it, so a writer loses at most one
    # race per append. Without this the writer that just committed always re-reads the head first
    # and the others starve (seen: 3 of 4 processes gave up after 64 lost races). ADR 0051.

    def _getconn(self) -> psycopg.Connection:
        self.datastore.pool.open(wait=True, timeout=self.datastore.pool.timeout)
        return self.datastore.pool.getconn()

    def _putconn(self, conn: psycopg.Connection) -> None:
        try:
            if not conn.closed and conn.info.transaction_status != psycopg.pq.TransactionStatus.IDLE:
                conn.rollback()
        except psycopg.Error:
            pass
        self.datastore.pool.putconn(conn)

    def release_held(self) -> None:
        """Ends a transaction kept open after a lost race (its lock is released)."""
        held, self._held = self._held, None
        if held is not None:
            self._putconn(held[0])

    def _head_on(self, conn: psycopg.Connection) -> Head:
        with conn.cursor(row_factory=tuple_row, binary=True) as c:
            c.execute(self._select_head, (STREAM,))
            found = c.fetchone()
        return Head(0, GENESIS_CHAIN) if found is None else Head(found[0], bytes(found[1]))

    def insert_events(self, stored_events: Sequence[StoredEvent], **kwargs: Any) -> Sequence[int] | None:
        """The library's entry point: stored events after ``after`` (a Head), ``extras`` = [(event_id, chain)]."""
        self.insert_rows([(s.originator_version, s.topic, s.state, eid, chain)
                          for s, (eid, chain) in zip(stored_events, kwargs["extras"])], kwargs["after"])
        return [s.originator_version for s in stored_events]

    def insert_rows(self, rows: Sequence[tuple], after: Head) -> None:
        """Writes ``(position, topic, state, event_id, chain)`` rows right after ``after``, atomically."""
        held, self._held = self._held, None
        conn = held[0] if held else None
        try:
            if conn is None:
                conn = self._getconn()
                conn.execute(self._begin_locked)  # one round trip: BEGIN; lock_timeout; LOCK … EXCLUSIVE; NOTIFY
            current = self._head_on(conn)
            if current != after:
                self._held, conn = (conn, current, False), None  # keep the lock for the retry
                raise AppendConflict(f"head moved: now {current.position}, the batch was built on {after.position}")
            with conn.cursor() as curs:
                if 0 < len(rows) <= _SMALL:  # a COPY costs extra round trips; a few rows go in one INSERT
                    curs.execute(self._insert_small[len(rows)], [v for row in rows for v in (STREAM, *row)])
                for start in range(0, len(rows) if len(rows) > _SMALL else 0, CHUNK):  # ≤ CHUNK rows/statement
                    with curs.copy(self._copy) as copy:
                        copy.set_types(["text", "int8", "text", "bytea", "bytea", "bytea"])
                        write = copy.write_row
                        for row in rows[start:start + CHUNK]:
                            write((STREAM, *row))
            conn.execute("COMMIT")
        except (psycopg.errors.UniqueViolation, psycopg.errors.LockNotAvailable) as exc:
            raise AppendConflict(str(exc).strip().splitlines()[0]) from None
        except psycopg.Error as exc:
            if held is not None:  # the kept transaction died (e.g. idle timeout): just retry afresh
                raise AppendConflict(f"kept transaction lost: {str(exc).strip().splitlines()[0]}") from None
            raise StoreUnavailable(f"PostgreSQL append failed: {str(exc).strip().splitlines()[0]}") from None
        finally:
            if conn is not None:
                self._putconn(conn)

    # --- reading -------------------------------------------------------------------------------

    def _fetch(self, query, params) -> list[tuple]:
        try:
            with self.datastore.get_connection() as conn, conn.cursor(row_factory=tuple_row, binary=True) as c:
                c.execute(query, params)
                return c.fetchall()
        except PersistenceError as exc:
            raise StoreUnavailable(f"PostgreSQL read failed: {str(exc).splitlines()[0]}") from None

    def head(self) -> Head:
        held = self._held
        if held is not None:
            if not held[2]:  # the retry right after a lost race: the head under our lock
                self._held = (held[0], held[1], True)
                return held[1]
            self.release_held()  # the caller did not insert after all: let others write
        found = self._fetch(self._select_head, (STREAM,))
        return Head(0, GENESIS_CHAIN) if not found else Head(found[0][0], bytes(found[0][1]))

    def chain_at(self, position: int) -> Optional[bytes]:
        if position == 0:
            return GENESIS_CHAIN
        found = self._fetch(self._select_chain, (STREAM, position))
        return bytes(found[0][0]) if found else None

    def positions_of(self, event_ids: Sequence[bytes]) -> dict[bytes, int]:
        out: dict[bytes, int] = {}
        for i in range(0, len(event_ids), _LOOKUP_CHUNK):
            out.update((bytes(e), p) for e, p in self._fetch(self._select_ids, (list(event_ids[i:i + _LOOKUP_CHUNK]),)))
        return out

    def select_rows(self, after: int, upto: Optional[int], limit: int, topics: Sequence[str] = ()) -> list[tuple]:
        self.release_held()
        upto = upto if upto is not None else 2**62
        if topics:
            found = self._fetch(self._select_topic_rows, (STREAM, after, upto, list(topics), limit))
        else:
            found = self._fetch(self._select_rows, (STREAM, after, upto, limit))
        return found  # plain tuples in Row order (binary results: bytea arrives as bytes)


class PgCheckpointRecorder(PostgresTrackingRecorder):
    """The library's tracking recorder plus projection states and replay snapshots."""

    def __init__(self, datastore: PostgresDatastore, **kwargs: Any):
        super().__init__(datastore, **kwargs)
        s = Identifier(datastore.schema)
        self.sql_create_statements += [
            SQL("CREATE TABLE IF NOT EXISTS {0}.projection_checkpoints (name text PRIMARY KEY, version bigint, "
                "position bigint, last_handled bigint, state bytea)").format(s),
            SQL("CREATE TABLE IF NOT EXISTS {0}.replay_snapshots (position bigint, name text, version bigint, "
                "last_handled bigint, state bytea, PRIMARY KEY (position, name))").format(s),
        ]
        self._s = s

    def _q(self, text: str) -> SQL:
        return SQL(text).format(self._s, Identifier(self.tracking_table_name))  # type: ignore[return-value]

    def _fetch(self, query, params) -> list[tuple]:
        try:
            with self.datastore.get_connection() as conn, conn.cursor(row_factory=tuple_row, binary=True) as c:
                c.execute(query, params)
                return c.fetchall()
        except PersistenceError as exc:
            raise StoreUnavailable(f"PostgreSQL read failed: {str(exc).splitlines()[0]}") from None

    def load_checkpoint(self, name: str) -> Optional[Checkpoint]:
        found = self._fetch(self._q("SELECT name, version, position, last_handled, state "
                                    "FROM {0}.projection_checkpoints WHERE name = %s"), (name,))
        return Checkpoint(*found[0][:4], bytes(found[0][4])) if found else None

    def save_checkpoints(self, checkpoints: Sequence[Checkpoint], reset: Sequence[str] = ()) -> None:
        with self.datastore.transaction(commit=True) as curs:
            for name in reset:
                curs.execute(self._q("DELETE FROM {0}.{1} WHERE application_name = %s"), (name,))
                curs.execute(self._q("DELETE FROM {0}.projection_checkpoints WHERE name = %s"), (name,))
            for cp in checkpoints:
                # Tracking refuses a position not beyond the stored one (IntegrityError): a stale
                # runner cannot overwrite a newer state; state and tracking commit together.
                self._insert_tracking(curs, Tracking(cp.name, cp.position))
                curs.execute(self._q(
                    "INSERT INTO {0}.projection_checkpoints VALUES (%s, %s, %s, %s, %s) ON CONFLICT (name) DO UPDATE "
                    "SET version = EXCLUDED.version, position = EXCLUDED.position, "
                    "last_handled = EXCLUDED.last_handled, state = EXCLUDED.state"), tuple(cp))

    def save_snapshot(self, position: int, chain: bytes, checkpoints: Sequence[Checkpoint]) -> None:
        with self.datastore.transaction(commit=True) as curs:
            curs.execute(self._q("DELETE FROM {0}.replay_snapshots WHERE position = %s"), (position,))
            rows = [(position, "", 0, 0, chain)] + [(position, cp.name, cp.version, cp.last_handled, cp.state)
                                                    for cp in checkpoints]
            curs.executemany(self._q("INSERT INTO {0}.replay_snapshots VALUES (%s, %s, %s, %s, %s)"), rows)

    def snapshot_positions(self) -> list[int]:
        return [r[0] for r in self._fetch(self._q("SELECT DISTINCT position FROM {0}.replay_snapshots "
                                                  "ORDER BY position"), ())]

    def load_snapshot(self, position: int) -> tuple[bytes, list[Checkpoint]]:
        rows = self._fetch(self._q("SELECT name, version, last_handled, state FROM {0}.replay_snapshots "
                                   "WHERE position = %s ORDER BY name"), (position,))
        chain = next(bytes(r[3]) for r in rows if r[0] == "")
        return chain, [Checkpoint(r[0], r[1], position, r[2], bytes(r[3])) for r in rows if r[0] != ""]


class PostgresBackend(LogBackend):
    """The log in a PostgreSQL schema (one table of rows, tracking, checkpoints, snapshots)."""

    def __init__(self, url: str):
        self.target = PgTarget(url)
        self.url = self.target.display
        self._prepare_schema()

    def _prepare_schema(self) -> None:
        t = self.target
        with t.connect() as conn:
            # One opener at a time creates tables: concurrent CREATE … IF NOT EXISTS can still
            # collide on PostgreSQL's catalogue (unique violation on pg_type).
            conn.execute("SELECT pg_advisory_lock(%s)", (_OPEN_LOCK,))
            try:
                conn.execute(SQL("CREATE SCHEMA IF NOT EXISTS {0}").format(Identifier(t.schema)))
                found = conn.execute("SELECT to_regclass(%s), to_regclass(%s), to_regclass(%s)",
                                     (f"{t.schema}.stored_events", f"{t.schema}.notification_tracking",
                                      f"{t.schema}.replay_snapshots")).fetchone()
                create = any(x is None for x in found)
                try:
                    self._factory = InfrastructureFactory.construct(t.env(create_tables=create))
                    self.log: PgLogRecorder = self._factory.application_recorder()  # type: ignore[assignment]
                    self.checkpoints: PgCheckpointRecorder = self._factory.tracking_recorder()  # type: ignore
                except (PersistenceError, psycopg.Error, OSError) as exc:
                    raise StoreUnavailable(f"cannot open PostgreSQL store {t.display}: "
                                           f"{str(exc).strip().splitlines()[0]}") from None
            finally:
                conn.execute("SELECT pg_advisory_unlock(%s)", (_OPEN_LOCK,))
        # Opening must not leave a database error for later: read the head once now.
        self.log.head()

    def head(self) -> Head:
        return self.log.head()

    def positions_of(self, event_ids: Sequence[bytes]) -> dict[bytes, int]:
        return self.log.positions_of(event_ids)

    def insert(self, rows: Sequence[Row], after: Head) -> None:
        self.log.insert_rows(rows, after)  # Row fields are the COPY columns after originator_id

    def read(self, after: int, upto: Optional[int], limit: int) -> list[Row]:
        return self.log.select_rows(after, upto, limit)

    def read_topics(self, topics: Sequence[str], after: int, upto: Optional[int], limit: int) -> list[Row]:
        return [Row(*r) for r in self.log.select_rows(after, upto, limit, topics)] if topics else []

    def chain_at(self, position: int) -> Optional[bytes]:
        return self.log.chain_at(position)

    def load_checkpoint(self, name: str) -> Optional[Checkpoint]:
        return self.checkpoints.load_checkpoint(name)

    def save_checkpoints(self, checkpoints: Sequence[Checkpoint], reset: Sequence[str] = ()) -> None:
        try:
            self.checkpoints.save_checkpoints(checkpoints, reset)
        except IntegrityError as exc:
            raise AppendConflict(f"projection checkpoint refused: {exc}") from None
        except PersistenceError as exc:
            raise StoreUnavailable(f"PostgreSQL checkpoint write failed: {str(exc).splitlines()[0]}") from None

    def save_snapshot(self, position: int, chain: bytes, checkpoints: Sequence[Checkpoint]) -> None:
        try:
            self.checkpoints.save_snapshot(position, chain, checkpoints)
        except PersistenceError as exc:
            raise StoreUnavailable(f"PostgreSQL snapshot write failed: {str(exc).splitlines()[0]}") from None

    def snapshot_positions(self) -> list[int]:
        return self.checkpoints.snapshot_positions()

    def load_snapshot(self, position: int) -> tuple[bytes, list[Checkpoint]]:
        return self.checkpoints.load_snapshot(position)

    def close(self) -> None:
        log = getattr(self, "log", None)
        if log is not None:
            log.release_held()
        factory = getattr(self, "_factory", None)
        if factory is not None:
            factory.close()
