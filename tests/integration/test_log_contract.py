"""The log contract, written once and run on every backend (memory, SQLite file, PostgreSQL later).

Chain values are recomputed here straight from DESIGN.md §3 with blake3, not with eventstore code.
"""
from __future__ import annotations

import os

import blake3
import pytest

import domain.events  # noqa: F401
from domain.codec import FloatRefused, encode
from domain.events.notes import NoteAdded
from eventstore import AppendConflict, Checkpoint, EventLog, Head, Row, open_backend


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def backend(request, tmp_path):
    if request.param == "memory":
        b = open_backend("memory")
    elif request.param == "sqlite":
        b = open_backend(str(tmp_path / "store" / "core.sqlite"))
    else:
        b = open_backend(request.getfixturevalue("postgres_url"))  # skips naming CORE_TEST_POSTGRES_URL
    yield b
    b.close()


def notes(*texts: str) -> list[NoteAdded]:
    return [NoteAdded(text=t) for t in texts]


def expected_chain(events) -> list[bytes]:
    chain, out = bytes(32), []
    for e in events:
        eid = blake3.blake3(b"core/event/v1\0" + encode(e)).digest()
        chain = blake3.blake3(chain + eid).digest()
        out.append(chain)
    return out


def test_empty_log_head_is_position_zero_with_zero_chain(backend):
    assert EventLog(backend).head() == Head(0, bytes(32))


def test_positions_are_dense_from_one_and_chain_follows_the_design(backend):
    log = EventLog(backend)
    batch1, batch2 = notes("a", "b", "c"), notes("d", "e")
    assert log.append(batch1).positions == [1, 2, 3]
    assert log.append(batch2).positions == [4, 5]
    rows = list(log.read())
    assert [r.position for r in rows] == [1, 2, 3, 4, 5]
    assert [r.chain for r in rows] == expected_chain(batch1 + batch2)
    assert [r.state for r in rows] == [encode(e) for e in batch1 + batch2]
    assert [r.topic for r in rows] == ["note.added/2"] * 5
    assert log.head() == Head(5, expected_chain(batch1 + batch2)[-1])


def test_reappending_identical_content_appends_nothing_and_returns_existing_positions(backend):
    log = EventLog(backend)
    log.append(notes("a", "b"))
    head = log.head()
    again = log.append(notes("b", "a"))
    assert again.positions == [2, 1] and again.added == 0
    assert log.head() == head


def test_repeats_inside_a_batch_are_stored_once(backend):
    log = EventLog(backend)
    result = log.append(notes("x", "y", "x", "y", "z"))
    assert result.positions == [1, 2, 1, 2, 3] and result.added == 3


def test_mixed_batch_appends_only_the_new_events(backend):
    log = EventLog(backend)
    log.append(notes("a"))
    result = log.append(notes("a", "b"))
    assert result.positions == [1, 2] and result.added == 1


def test_a_batch_with_a_float_appends_nothing(backend):
    log = EventLog(backend)
    log.append(notes("a"))
    bad = [NoteAdded(text="b"), NoteAdded(text="c"), NoteAdded(text=2.5)]  # type: ignore[arg-type]
    with pytest.raises(FloatRefused):
        log.append(bad)
    assert log.head().position == 1 and [r.position for r in log.read()] == [1]


def test_a_batch_failing_midway_in_the_store_leaves_nothing(backend):
    log = EventLog(backend)
    log.append(notes("a"))
    head = log.head()
    good = [Row(2, "note.added/2", encode(NoteAdded(text=f"n{i}")), bytes([i]) * 32, bytes(32)) for i in (1, 2)]
    clash = Row(3, "note.added/2", b"{}", list(log.read())[0].event_id, bytes(32))  # id already stored
    with pytest.raises(AppendConflict):
        backend.insert([good[0], good[1]._replace(position=3), clash._replace(position=4)], after=head)
    assert log.head() == head and len(list(log.read())) == 1


def test_insert_after_a_stale_head_is_a_conflict(backend):
    log = EventLog(backend)
    log.append(notes("a"))
    stale = log.head()
    log.append(notes("b"))
    row = Row(2, "note.added/2", encode(NoteAdded(text="c")), bytes(range(32)), bytes(32))
    with pytest.raises(AppendConflict):
        backend.insert([row], after=stale)          # position 2 is taken
    with pytest.raises(AppendConflict):
        backend.insert([row._replace(position=3)], after=Head(2, bytes(32)))  # wrong chain at 2
    assert log.head().position == 2


def test_reads_stream_in_pages_and_honour_ranges(backend):
    log = EventLog(backend)
    log.append(notes(*[f"n{i}" for i in range(25)]))
    assert [r.position for r in log.read(after=0, page=4)] == list(range(1, 26))
    assert [r.position for r in log.read(after=10, upto=13, page=2)] == [11, 12, 13]
    assert [r.position for r in log.read(after=25)] == []
    assert backend.chain_at(0) == bytes(32) and backend.chain_at(26) is None
    assert backend.chain_at(25) == log.head().chain


def test_read_by_topic_returns_only_those_kinds(backend):
    from core.note_summary import NotesSummary  # noqa: F401  (registers the process)
    from domain.events.base import Cause
    from domain.events.notes import NotesSummarised

    log = EventLog(backend)
    cause = Cause(process="p", version=1, input_position=0, input_digest="")
    log.append([NoteAdded(text="a"), NotesSummarised(cause=cause, top=[]), NoteAdded(text="b")])
    assert [r.position for r in log.read_topics(["note.summarised/1"], page=1)] == [2]


def test_checkpoints_move_forward_only_unless_reset(backend):
    backend.save_checkpoints([Checkpoint("p", 1, 5, 4, b"{}")])
    assert backend.load_checkpoint("p") == Checkpoint("p", 1, 5, 4, b"{}")
    with pytest.raises(AppendConflict):
        backend.save_checkpoints([Checkpoint("p", 1, 5, 5, b"[]")])
    assert backend.load_checkpoint("p").state == b"{}"
    backend.save_checkpoints([Checkpoint("p", 2, 3, 3, b"[1]")], reset=["p"])
    assert backend.load_checkpoint("p") == Checkpoint("p", 2, 3, 3, b"[1]")


def test_snapshots_round_trip(backend):
    cps = [Checkpoint("a", 1, 7, 6, b"{}"), Checkpoint("b", 2, 7, 0, b"[]")]
    backend.save_snapshot(7, b"\x01" * 32, cps)
    assert backend.snapshot_positions() == [7]
    assert backend.load_snapshot(7) == (b"\x01" * 32, cps)
