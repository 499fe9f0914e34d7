"""`replay` with the chain verified in a worker process (ADR 0007) says exactly what the in-process
path says: same report, same first bad position, on SQLite and PostgreSQL.

The parallel path is forced with ``parallel_min_events=1`` and pages of 100 rows, so a log of a few
hundred events spans several pages and every test stays fast. Replay verifies the first
``HEAD_PAGES`` pages (positions 1…200 here) itself while the worker starts, and the worker the rest.
"""
from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest

import domain.events  # noqa: F401
from core import derivations
from core import replay as replay_module
from core.note_summary import NotesSummary
from core.replay import replay
from domain.codec import encode
from domain.events.notes import NoteAdded, NoteAddedV1
from eventstore import EventLog, open_backend
from eventstore.log import event_id_bytes

N = 450
SPLIT = 200  # HEAD_PAGES (2) × 100-row pages: the worker verifies 201…N
FORCE = 1  # parallel_min_events that sends every replay to the worker
NEVER = None
REAL_SPARE_CORE = replay_module.spare_core


@pytest.fixture(autouse=True)
def small_pages_and_a_spare_core(monkeypatch):
    monkeypatch.setattr(replay_module, "PAGE", 100)
    monkeypatch.setattr(replay_module, "spare_core", lambda: True)  # however busy the test machine is


def fill(log: EventLog, n: int = N) -> None:
    """Notes (one of them the superseded /1 kind, upcast on read) and a derivation mid-log."""
    log.append([NoteAdded(text=f"note {i} about apples", author="t") for i in range(1, 150)])
    log.append([NoteAddedV1(body="an old note from before authors")])
    derivations.derive(log, NotesSummary(), {"top": 2})  # captured inside a page, not at its end
    log.append([NoteAdded(text=f"later note {i}", author="t") for i in range(n - log.head().position)])
    assert log.head().position == n


def comparable(report) -> dict:
    """The report without its timings (which differ run to run)."""
    out = msgspec.to_builtins(report)
    out.pop("seconds_log_and_projections"), out.pop("seconds_derivations")
    return out


@pytest.fixture
def sqlite_path(tmp_path):
    path = str(tmp_path / "core.sqlite")
    log = EventLog(open_backend(path))
    fill(log)
    log.backend.close()
    return path


def sql(path: str, statement: str, *params) -> None:
    with sqlite3.connect(path) as c:
        c.execute(statement, params)


def stored_state(path: str, position: int) -> bytes:
    with sqlite3.connect(path) as c:
        return c.execute("SELECT state FROM stored_events WHERE originator_version=?", (position,)).fetchone()[0]


# --- same results -------------------------------------------------------------------------------


def test_parallel_and_in_process_reports_are_identical(sqlite_path, started):
    log = EventLog(open_backend(sqlite_path))
    inproc = replay(log, save_snapshot=False, parallel_min_events=NEVER)
    parallel = replay(log, save_snapshot=False, parallel_min_events=FORCE)
    assert started == [(SPLIT, N)] and started.errors == []  # the worker ran and gave its verdict
    assert inproc.ok and inproc.events_checked == N and inproc.derivations_checked == 1
    assert comparable(parallel) == comparable(inproc)


def test_parallel_replay_is_identical_on_postgres(postgres_url, sqlite_path, started):
    pg = EventLog(open_backend(postgres_url))
    fill(pg)
    lite = EventLog(open_backend(sqlite_path))
    on_pg = replay(pg, save_snapshot=False, parallel_min_events=FORCE)
    assert started == [(SPLIT, N)] and started.errors == []  # the worker reopened the store from its URL
    assert on_pg.ok, on_pg.divergence
    assert comparable(on_pg) == comparable(replay(lite, save_snapshot=False, parallel_min_events=NEVER))
    pg.backend.close()


def test_progress_reaches_the_total_on_the_parallel_path(sqlite_path):
    seen = []
    report = replay(EventLog(open_backend(sqlite_path)), parallel_min_events=FORCE,
                    progress=lambda done, total: seen.append((done, total)))
    assert report.ok
    assert seen == [(k, N) for k in (100, 200, 300, 400, 450)]


def test_from_a_snapshot_the_worker_checks_only_what_follows(sqlite_path):
    log = EventLog(open_backend(sqlite_path))
    assert replay(log, parallel_min_events=NEVER).ok  # stores a snapshot at N
    log.append([NoteAdded(text=f"after the snapshot {i}") for i in range(250)])
    report = replay(log, from_position=N + 10, parallel_min_events=FORCE)
    assert report.ok and report.started_at == N and report.events_checked == 250
    sql(sqlite_path, "UPDATE stored_events SET state=x'00' WHERE originator_version=?", N + 230)  # worker's part
    report = replay(log, from_position=N + 10, parallel_min_events=FORCE)
    assert not report.ok and report.divergence.position == N + 230
    assert report.events_checked == 229


# --- tampering found by the worker --------------------------------------------------------------


def flip_a_byte(path, position):
    state = bytearray(stored_state(path, position))
    state[12] ^= 0x01
    sql(path, "UPDATE stored_events SET state=? WHERE originator_version=?", bytes(state), position)


def edit_with_matching_id(path, position):
    state = encode(NoteAdded(text="a different note"))
    sql(path, "UPDATE stored_events SET state=?, event_id=? WHERE originator_version=?", state,
        event_id_bytes(state), position)


def delete_row(path, position):
    sql(path, "DELETE FROM stored_events WHERE originator_version=?", position)


def undecodable_with_matching_id(path, position):
    # the id is recomputed, so the id check passes and the row fails to decode: in the worker AND
    # in the fold, which must not crash but report the worker's first bad position
    state = stored_state(path, position)[:-7]
    sql(path, "UPDATE stored_events SET state=?, event_id=? WHERE originator_version=?", state,
        event_id_bytes(state), position)


def whitespace_with_matching_id(path, position):
    # decodes (even page-wise, the newline joins) but is not canonical
    state = stored_state(path, position).replace(b'","', b'",\n"', 1)
    sql(path, "UPDATE stored_events SET state=?, event_id=? WHERE originator_version=?", state,
        event_id_bytes(state), position)


def wrong_topic(path, position):
    sql(path, "UPDATE stored_events SET topic='note.summarised/1' WHERE originator_version=?", position)


@pytest.mark.parametrize("tamper, what", [
    (flip_a_byte, "event bytes changed"),
    (edit_with_matching_id, "chain value does not match"),
    (delete_row, "row missing"),
    (undecodable_with_matching_id, "do not decode"),
    (whitespace_with_matching_id, "not canonical"),
    (wrong_topic, "topic does not match"),
])
@pytest.mark.parametrize("position", [3, 257])  # verified here / by the worker
def test_worker_names_the_first_bad_position_like_the_in_process_path(sqlite_path, tamper, what, position,
                                                                       started):
    tamper(sqlite_path, position)
    if tamper is not delete_row:  # a second, later problem must not be the one reported
        flip_a_byte(sqlite_path, position + 120)
    log = EventLog(open_backend(sqlite_path))
    parallel = replay(log, save_snapshot=False, parallel_min_events=FORCE)
    assert not parallel.ok and parallel.divergence.position == position, parallel.divergence
    assert what in parallel.divergence.what
    assert parallel.events_checked == position - 1
    assert started == [(SPLIT, N)] and started.errors == []  # damage before SPLIT is found here, after by it
    assert comparable(parallel) == comparable(replay(log, save_snapshot=False, parallel_min_events=NEVER))


def test_a_row_the_fold_cannot_decode_is_reported_not_raised(sqlite_path):
    undecodable_with_matching_id(sqlite_path, 205)
    report = replay(EventLog(open_backend(sqlite_path)), save_snapshot=False, parallel_min_events=FORCE)
    assert report.divergence.position == 205 and "do not decode" in report.divergence.what


def test_rows_the_fold_read_must_be_the_rows_the_worker_verified(sqlite_path, monkeypatch):
    # Simulates a row changing between the worker's read and the fold's read: the fold's seal of
    # the third page differs. No single-process check can see this; the seal comparison must.
    real_seal = replay_module.page_seal

    def fold_side_seal(rows):
        return b"x" * 32 if rows[0][0] == 201 else real_seal(rows)

    monkeypatch.setattr(replay_module, "page_seal", fold_side_seal)
    report = replay(EventLog(open_backend(sqlite_path)), save_snapshot=False, parallel_min_events=FORCE)
    assert not report.ok and report.divergence.position == 201
    assert "rows changed while replay read them" in report.divergence.what


# --- when the worker is used --------------------------------------------------------------------


class Started(list):
    """Position ranges of every worker started; ``errors``: workers that gave no verdict."""

    errors: list[str]


@pytest.fixture(autouse=True)
def started(monkeypatch):
    """Records every worker start while still running the real worker."""
    calls = Started()
    calls.errors = []

    class Spy(replay_module.VerifierProcess):
        def __init__(self, url, start, upto, page):
            calls.append((start.position, upto))
            super().__init__(url, start, upto, page)

        def outcome(self):
            outcome = super().outcome()
            if outcome.error and outcome.error not in calls.errors:
                calls.errors.append(outcome.error)
            return outcome

    monkeypatch.setattr(replay_module, "VerifierProcess", Spy)
    return calls


def test_threshold_decides_between_worker_and_in_process(sqlite_path, started):
    log = EventLog(open_backend(sqlite_path))
    assert replay(log, save_snapshot=False, parallel_min_events=N + 1).ok and started == []
    assert replay(log, save_snapshot=False, parallel_min_events=NEVER).ok and started == []
    assert replay(log, save_snapshot=False, parallel_min_events=N).ok and started == [(SPLIT, N)]
    assert replay_module.PARALLEL_MIN_EVENTS == 20_000  # the default: small logs stay in-process
    assert replay(log, save_snapshot=False).ok and started == [(SPLIT, N)]


def test_threshold_counts_rows_after_the_snapshot(sqlite_path, started):
    log = EventLog(open_backend(sqlite_path))
    assert replay(log, parallel_min_events=NEVER).ok  # snapshot at N
    log.append([NoteAdded(text=f"more {i}") for i in range(40)])
    assert replay(log, from_position=N, parallel_min_events=41).ok and started == []
    log.append([NoteAdded(text=f"and more {i}") for i in range(200)])  # the worker needs rows past the split
    assert replay(log, from_position=N, parallel_min_events=241).ok and started == []
    assert replay(log, from_position=N, parallel_min_events=240).ok and started == [(N + SPLIT, N + 240)]


def test_without_a_spare_core_replay_stays_in_process(sqlite_path, started, monkeypatch):
    monkeypatch.setattr(replay_module, "spare_core", lambda: False)
    assert replay(EventLog(open_backend(sqlite_path)), parallel_min_events=FORCE).ok and started == []


@pytest.mark.parametrize("cpus, load, spare", [(2, 0.9, True), (2, 1.6, False), (1, 0.0, False), (8, 6.0, True)])
def test_a_spare_core_means_the_load_leaves_one_idle(monkeypatch, cpus, load, spare):
    # the real spare_core (the autouse fixture replaced it), on a made-up machine
    monkeypatch.setattr(replay_module.os, "sched_getaffinity", lambda pid: set(range(cpus)), raising=False)
    monkeypatch.setattr(replay_module.os, "getloadavg", lambda: (load, load, load))
    assert REAL_SPARE_CORE() is spare


def test_a_log_no_longer_than_the_head_pages_stays_in_process(tmp_path, started):
    log = EventLog(open_backend(str(tmp_path / "small.sqlite")))
    log.append([NoteAdded(text=f"n {i}") for i in range(SPLIT)])
    assert replay(log, parallel_min_events=FORCE).ok and started == []


def test_a_missing_row_at_the_split_is_named_in_process(sqlite_path, started):
    delete_row(sqlite_path, SPLIT)
    report = replay(EventLog(open_backend(sqlite_path)), save_snapshot=False, parallel_min_events=FORCE)
    assert started == [] and report.divergence.position == SPLIT and "row missing" in report.divergence.what


def test_the_chain_the_worker_starts_from_must_be_the_one_verified_here(sqlite_path, started):
    log = EventLog(open_backend(sqlite_path))
    real = log.backend.chain_at
    log.backend.chain_at = lambda position: bytes(32) if position == SPLIT else real(position)
    report = replay(log, save_snapshot=False, parallel_min_events=FORCE)
    assert started == [(SPLIT, N)] and report.divergence.position == SPLIT
    assert "rows changed while replay read them" in report.divergence.what


def test_the_memory_store_stays_in_process(started):
    log = EventLog(open_backend("memory"))
    fill(log)
    report = replay(log, parallel_min_events=FORCE)
    assert report.ok and report.events_checked == N and started == []


def test_a_worker_that_cannot_open_the_store_falls_back_to_in_process(sqlite_path, monkeypatch, tmp_path,
                                                                      started):
    monkeypatch.setattr(replay_module, "worker_url", lambda backend: str(tmp_path))  # a directory: refused
    log = EventLog(open_backend(sqlite_path))
    report = replay(log, save_snapshot=False, parallel_min_events=FORCE)
    assert report.ok and report.events_checked == N
    assert len(started) == 1 and "is a directory" in started.errors[0]
    flip_a_byte(sqlite_path, 333)
    report = replay(log, save_snapshot=False, parallel_min_events=FORCE)
    assert report.divergence.position == 333 and "event bytes changed" in report.divergence.what


@pytest.mark.parametrize("mode, spare, expect_worker", [
    ("never", True, False), ("always", False, True), ("", True, True), ("", False, False)])
def test_the_environment_can_keep_or_force_the_worker(sqlite_path, started, monkeypatch, mode, spare, expect_worker):
    monkeypatch.setenv(replay_module.WORKER_ENV, mode)
    monkeypatch.setattr(replay_module, "spare_core", lambda: spare)
    assert replay(EventLog(open_backend(sqlite_path)), parallel_min_events=FORCE).ok
    assert (started == [(SPLIT, N)]) is expect_worker


def test_the_cli_replays_with_the_worker_and_names_a_bad_row_it_found(tmp_path, monkeypatch):
    # the installed `core` script, default threshold and pages: 20,000 rows here, the rest by the worker
    monkeypatch.undo()  # real page size and spare_core; CORE_STORE is passed explicitly below
    path = tmp_path / "cli.sqlite"
    log = EventLog(open_backend(str(path)))
    log.append([NoteAdded(text=f"cli note {i}", author="t") for i in range(25_000)])
    log.backend.close()
    core = str(Path(sys.executable).with_name("core"))
    env = {**os.environ, "CORE_STORE": str(path), replay_module.WORKER_ENV: "always", "NO_COLOR": "1"}
    done = subprocess.run([core, "replay", "--from", "0", "--json"], capture_output=True, text=True, env=env,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["events_checked"] == 25_000
    sql(str(path), "UPDATE stored_events SET state=x'00' WHERE originator_version=23456")
    done = subprocess.run([core, "replay", "--from", "0"], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 1 and "position 23456" in done.stderr, done.stderr
