"""Tampering with a SQLite log is found by `verify` and by `replay`, naming the first bad position."""
from __future__ import annotations

import json
import sqlite3

import pytest

import domain.events  # noqa: F401
from core.log_service import verify
from core.replay import replay
from domain.codec import encode
from domain.events.notes import NoteAdded
from eventstore import EventLog, open_backend
from eventstore.log import event_id_bytes
from eventstore.verify import head_to_json

N = 8


@pytest.fixture
def store(tmp_path):
    path = str(tmp_path / "core.sqlite")
    log = EventLog(open_backend(path))
    log.append([NoteAdded(text=f"note number {i}") for i in range(1, N + 1)])
    assert replay(log).ok  # clean before we touch it
    log.backend.close()
    return path


def sql(path: str, statement: str, *params) -> None:
    with sqlite3.connect(path) as c:
        c.execute(statement, params)


def row(path: str, position: int):
    with sqlite3.connect(path) as c:
        return c.execute("SELECT topic, state, event_id, chain FROM stored_events WHERE originator_version=?",
                         (position,)).fetchone()


def flip_a_byte(path):
    state = bytearray(row(path, 3)[1])
    state[12] ^= 0x01
    sql(path, "UPDATE stored_events SET state=? WHERE originator_version=3", bytes(state))


def edit_row_with_matching_id(path):
    state = encode(NoteAdded(text="a different note"))
    sql(path, "UPDATE stored_events SET state=?, event_id=? WHERE originator_version=3", state, event_id_bytes(state))


def delete_a_row(path):
    sql(path, "DELETE FROM stored_events WHERE originator_version=3")


def swap_two_rows(path):
    # rows keep their own bytes, id and chain; only their positions trade places
    sql(path, "UPDATE stored_events SET originator_version=-3 WHERE originator_version=3")
    sql(path, "UPDATE stored_events SET originator_version=3 WHERE originator_version=5")
    sql(path, "UPDATE stored_events SET originator_version=5 WHERE originator_version=-3")


def text_instead_of_blob(path):
    sql(path, "UPDATE stored_events SET state=CAST(state AS TEXT) || ' ' WHERE originator_version=3")


@pytest.mark.parametrize("tamper, what", [
    (flip_a_byte, "event bytes changed"),
    (edit_row_with_matching_id, "chain value does not match"),
    (delete_a_row, "row missing"),
    (swap_two_rows, "chain value does not match"),
    (text_instead_of_blob, "event bytes changed"),
])
def test_verify_and_replay_name_position_3(store, tamper, what):
    tamper(store)
    log = EventLog(open_backend(store))
    result = verify(log)
    assert result.divergence is not None
    assert (result.divergence.position, what in result.divergence.what) == (3, True), result.divergence
    report = replay(log)
    assert not report.ok
    assert report.divergence.position == 3 and what in report.divergence.what


def test_truncated_tail_is_found_only_against_a_saved_head(store, tmp_path):
    log = EventLog(open_backend(store))
    head_file = tmp_path / "head.json"
    head_file.write_text(json.dumps(head_to_json(log.head())))
    sql(store, f"DELETE FROM stored_events WHERE originator_version>{N - 2}")
    assert verify(log).divergence is None  # consistent by itself
    d = verify(log, str(head_file)).divergence
    assert d.position == N - 1 and "truncated" in d.what


def test_rewritten_history_is_found_against_a_saved_head(store, tmp_path):
    log = EventLog(open_backend(store))
    head_file = tmp_path / "head.json"
    head_file.write_text(json.dumps(head_to_json(log.head())))
    # A forger rewrites the log from scratch with one note changed: it verifies on its own.
    sql(store, "DELETE FROM stored_events")
    forged = EventLog(open_backend(store))
    forged.append([NoteAdded(text=("forged" if i == 3 else f"note number {i}")) for i in range(1, N + 1)])
    assert verify(forged).divergence is None
    d = verify(forged, str(head_file)).divergence
    assert d.position == N and "does not extend" in d.what


def test_a_log_that_extends_the_saved_head_verifies(store, tmp_path):
    log = EventLog(open_backend(store))
    head_file = tmp_path / "head.json"
    head_file.write_text(json.dumps(head_to_json(log.head())))
    log.append([NoteAdded(text="later")])
    result = verify(log, str(head_file))
    assert result.divergence is None and result.checked == N + 1
