"""Fault injection shared by tests/integration/test_faults*.py, test_concurrency*.py and bench/.

* Workers (run as ``python faults_kit.py <role> …`` in their own process):
  ``append``  — N single-event appends, after a start file appears (concurrency);
  ``crash``   — endless random-size batch appends plus live-projection catch-ups, journaling
                each committed batch, until the parent kills it with SIGKILL.
* ``check_after_crash`` — what must hold after a kill (the oracle is the journal and DESIGN.md §3,
  not the log code): chain verifies, every journaled batch present in full, no partial batch,
  stored checkpoints equal a from-scratch fold at their own position, replay ok after catch-up.
* Tampering: ``TAMPERS`` — random edits of the stored rows of a SQLite file or a PostgreSQL
  schema, each returning the first bad position predicted from the edit itself.
"""
from __future__ import annotations

import os
import random
import sqlite3
import sys
import time
from pathlib import Path
from typing import Callable, NamedTuple

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import blake3  # noqa: E402

import domain.events  # noqa: E402,F401
from domain.codec import decode, encode  # noqa: E402
from domain.events.notes import NoteAdded  # noqa: E402
from eventstore import EventLog, open_backend  # noqa: E402

WORKER = str(Path(__file__).resolve())
ID_PREFIX = b"core/event/v1\0"  # DESIGN.md §3, restated here so the oracle does not use eventstore code


def eid(state: bytes) -> bytes:
    return blake3.blake3(ID_PREFIX + state).digest()


def chain_next(previous: bytes, event_id: bytes) -> bytes:
    return blake3.blake3(previous + event_id).digest()


def worker_env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


# --- workers ---------------------------------------------------------------------------------------

def run_append_worker(store: str, who: str, count: int, go: str) -> None:
    log = EventLog(open_backend(store))
    log.head()
    Path(go + f".ready-{who}").touch()
    while not os.path.exists(go):
        time.sleep(0.001)
    for i in range(count):
        log.append([NoteAdded(text=f"{who}-{i}")])
    log.backend.close()


def run_crash_worker(store: str, journal: str, ready: str, run: str, seed: int) -> None:
    from projections.framework import LiveProjections
    rng = random.Random(seed)
    log = EventLog(open_backend(store))
    live = LiveProjections(log)
    with open(journal, "a", encoding="utf-8") as out:
        Path(ready).touch()
        k = 0
        while True:
            n = rng.randint(1, 40)
            log.append([NoteAdded(text=f"{run}/{k}/{i}/{n}") for i in range(n)])
            out.write(f"{run}/{k}/{n}\n")  # after the commit: a journaled batch is a committed batch
            out.flush()
            if rng.random() < 0.6:
                live.catch_up()
            k += 1


# --- checks after a crash --------------------------------------------------------------------------

def check_after_crash(store: str, journal: str) -> dict:
    """Returns counts; raises AssertionError naming what broke."""
    from core.log_service import verify
    from core.replay import replay
    from projections.framework import Fold, decode_row, registered
    backend = open_backend(store)
    try:
        log = EventLog(backend)
        result = verify(log)
        assert result.divergence is None, f"chain does not verify: {result.divergence}"
        batches: dict[str, set[int]] = {}
        sizes: dict[str, int] = {}
        for row in log.read():
            text = decode(row.state).text
            run, k, i, n = text.split("/")
            key = f"{run}/{k}"
            batches.setdefault(key, set()).add(int(i))
            sizes[key] = int(n)
        partial = [k for k, got in batches.items() if got != set(range(sizes[k]))]
        assert not partial, f"partial batches in the log: {partial[:5]}"
        journaled = [line.rsplit("/", 1) for line in Path(journal).read_text().split()]
        lost = [key for key, n in journaled if key not in batches or sizes[key] != int(n)]
        assert not lost, f"committed batches lost: {lost[:5]}"
        # A stored checkpoint must be exactly the fold of the log up to its own tracked position.
        projections = registered()
        stored = {p.name: backend.load_checkpoint(p.name) for p in projections}
        for p in projections:
            cp = stored[p.name]
            if cp is None:
                continue
            fold = Fold([p])
            for row in log.read(upto=cp.position):
                fold.feed(row.position, decode_row(row.state))
            fold.advance(cp.position)
            fresh = fold.checkpoint(p.name)
            assert (fresh.state, fresh.last_handled) == (cp.state, cp.last_handled), \
                f"projection {p.name} checkpoint at {cp.position} is not the fold up to there"
        report = replay(log, save_snapshot=False)  # catches live projections up, then compares
        assert report.ok, f"replay after restart: {report.divergence}"
        return {"events": result.head.position, "batches": len(batches), "journaled": len(journaled)}
    finally:
        backend.close()


# --- tampering -------------------------------------------------------------------------------------

class Rows:
    """Edits the stored rows of one store, SQLite file or PostgreSQL schema, with plain SQL."""

    def __init__(self, conn, pg: bool):
        self.conn, self.pg = conn, pg

    @classmethod
    def sqlite(cls, path: str) -> "Rows":
        return cls(sqlite3.connect(path, isolation_level=None), pg=False)

    @classmethod
    def postgres(cls, server: str, schema: str) -> "Rows":
        import psycopg

        conn = psycopg.connect(server, autocommit=True)
        conn.execute(f"SET search_path TO {schema}")
        return cls(conn, pg=True)

    def run(self, statement: str, *params):
        if self.pg:
            statement = statement.replace("?", "%s")
        return self.conn.execute(statement, params)

    def get(self, position: int) -> tuple[bytes, bytes, bytes]:
        found = self.run("SELECT state, event_id, chain FROM stored_events WHERE originator_version=?",
                         position).fetchone()
        return bytes(found[0]), bytes(found[1]), bytes(found[2])

    def set(self, position: int, column: str, value: bytes) -> None:
        self.run(f"UPDATE stored_events SET {column}=? WHERE originator_version=?", value, position)

    def close(self) -> None:
        self.conn.close()


class Tamper(NamedTuple):
    kind: str
    expected: int
    """The first bad position verify must name (predicted from the edit, not from the verifier)."""


def flip_byte(rows: Rows, rng: random.Random, n: int) -> Tamper:
    p = rng.randint(1, n)
    column = rng.choice(["state", "event_id", "chain"])
    value = bytearray(rows.get(p)[("state", "event_id", "chain").index(column)])
    value[rng.randrange(len(value))] ^= 1 << rng.randrange(8)
    rows.set(p, column, bytes(value))
    return Tamper(f"changed byte ({column})", p)


def edit_row(rows: Rows, rng: random.Random, n: int) -> Tamper:
    """A different valid event with its correct id; the chain column is left as it was."""
    p = rng.randint(1, n)
    state = encode(NoteAdded(text=f"forged {rng.random()}"))
    rows.set(p, "state", state)
    rows.set(p, "event_id", eid(state))
    return Tamper("edited row", p)


def edit_and_rechain(rows: Rows, rng: random.Random, n: int) -> Tamper:
    """A forger who also recomputes every chain value after the edit: the log is internally
    consistent, so only the saved head (at n) can expose it, and it does so at position n."""
    p = rng.randint(1, n)
    previous = rows.get(p - 1)[2] if p > 1 else bytes(32)
    state = encode(NoteAdded(text=f"forged {rng.random()}"))
    rows.set(p, "state", state)
    rows.set(p, "event_id", eid(state))
    for q in range(p, n + 1):
        previous = chain_next(previous, rows.get(q)[1])
        rows.set(q, "chain", previous)
    return Tamper("edited row, chain recomputed", n)


def delete_row(rows: Rows, rng: random.Random, n: int) -> Tamper:
    p = rng.randint(1, n)
    rows.run("DELETE FROM stored_events WHERE originator_version=?", p)
    # Deleting the last row leaves a shorter log that is only wrong against the saved head.
    return Tamper("deleted row", p)


def swap_rows(rows: Rows, rng: random.Random, n: int) -> Tamper:
    p, q = sorted(rng.sample(range(1, n + 1), 2))
    rows.run("UPDATE stored_events SET originator_version=-1 WHERE originator_version=?", p)
    rows.run("UPDATE stored_events SET originator_version=? WHERE originator_version=?", p, q)
    rows.run("UPDATE stored_events SET originator_version=? WHERE originator_version=-1", q)
    return Tamper("swapped rows", p)


def truncate_tail(rows: Rows, rng: random.Random, n: int) -> Tamper:
    k = rng.randint(0, n - 1)
    rows.run("DELETE FROM stored_events WHERE originator_version>?", k)
    return Tamper("truncated tail, stale head", k + 1)


TAMPERS: list[Callable[[Rows, random.Random, int], Tamper]] = [
    flip_byte, edit_row, edit_and_rechain, delete_row, swap_rows, truncate_tail]


def build_log(store: str, n: int) -> None:
    """n notes appended in a few batches (rows differ in size and content)."""
    backend = open_backend(store)
    try:
        log = EventLog(backend)
        texts = [f"note {i} " + "x" * (i % 17) for i in range(1, n + 1)]
        for start in range(0, n, 7):
            log.append([NoteAdded(text=t) for t in texts[start:start + 7]])
    finally:
        backend.close()


def detect(store: str, head_file: str) -> tuple[int, str]:
    """(first bad position, what) as `core log verify --against` reports it; (0, '') if it verifies."""
    from core.log_service import verify

    backend = open_backend(store)
    try:
        d = verify(EventLog(backend), head_file).divergence
        return (d.position, d.what) if d else (0, "")
    finally:
        backend.close()


if __name__ == "__main__":
    role = sys.argv[1]
    if role == "append":
        run_append_worker(sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5])
    elif role == "crash":
        run_crash_worker(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5], int(sys.argv[6]))
    else:
        raise SystemExit(f"unknown role {role!r}")
