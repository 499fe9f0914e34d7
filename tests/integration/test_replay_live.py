"""Live projections, derivations and `replay` on real SQLite files (and memory)."""
from __future__ import annotations

import random
import re
import sqlite3
from collections import Counter

import pytest

import domain.events  # noqa: F401
from core import derivations
from core.note_summary import NotesSummary
from core.replay import replay
from domain.events.notes import NoteAdded
from eventstore import Checkpoint, EventLog, open_backend
from projections.framework import Fold, LiveProjections, decode_row, registered
from projections.notes import NoteWords

WORDS = ["apple", "pear", "plum", "fig", "kiwi", "lime", "date", "Äpfel"]


@pytest.fixture(params=["sqlite", "memory"])
def log(request, tmp_path):
    backend = open_backend(str(tmp_path / "core.sqlite") if request.param == "sqlite" else "memory")
    yield EventLog(backend)
    backend.close()


def test_live_equals_rebuilt_after_thousands_of_random_appends(log, capsys):
    seed = random.randrange(2**32)
    print(f"seed={seed}")  # shown on failure: rerun with this seed to reproduce
    rng = random.Random(seed)
    live = LiveProjections(log)
    texts_seen: set[str] = set()
    for step in range(300):
        batch = [" ".join([rng.choice(WORDS) for _ in range(rng.randint(1, 3))] + [str(rng.randrange(400))])
                 for _ in range(rng.randint(1, 12))]
        log.append([NoteAdded(text=t) for t in batch])  # repeats are common: idempotency in play
        texts_seen.update(batch)
        if rng.random() < 0.3:
            live.catch_up()
        if rng.random() < 0.05:
            live = LiveProjections(log)  # a fresh process: loads the stored checkpoints
        if rng.random() < 0.05:
            derivations.derive(log, NotesSummary(), {"top": rng.randint(1, 4)})
    assert log.head().position > 1000
    fold = live.catch_up()
    # independent oracle for notes.words: count words over the distinct texts ourselves
    expected = Counter(w for t in texts_seen for w in t.casefold().split())
    assert fold.state("notes.words").words == dict(expected)
    assert fold.state("notes.words").notes == len(texts_seen)
    report = replay(log)
    assert report.ok, (seed, report.divergence)
    assert all(p.identical for p in report.projections)
    stored = {p.name: log.backend.load_checkpoint(p.name) for p in registered()}
    rebuilt = Fold(registered())
    for row in log.read():
        rebuilt.feed(row.position, decode_row(row.state))
    rebuilt.advance(log.head().position)
    assert {cp.name: cp for cp in rebuilt.checkpoints()} == stored


def test_catching_up_after_one_append_reads_one_row(log):
    log.append([NoteAdded(text=f"n {i}") for i in range(3000)])
    live = LiveProjections(log)
    live.catch_up()
    reads = []
    real_read = log.backend.read
    log.backend.read = lambda after, upto, limit: reads.append(after) or real_read(after, upto, limit)
    log.append([NoteAdded(text="one more")])
    live.catch_up()
    assert reads == [3000]  # one short read from the tracked position, no rebuild
    fresh = LiveProjections(log)
    fresh.catch_up()
    assert reads == [3000, 3001]  # a fresh runner starts at the stored position too


def test_a_projection_whose_version_changed_is_rebuilt(log):
    log.append([NoteAdded(text="alpha beta"), NoteAdded(text="beta")])
    LiveProjections(log, [NoteWords()]).catch_up()
    log.backend.save_checkpoints([Checkpoint("notes.words", 1, 3, 3, b'{"notes":0,"words":{}}')])

    class NoteWordsV2(NoteWords):
        version = 2

    fold = LiveProjections(log, [NoteWordsV2()]).catch_up()
    assert fold.state("notes.words").words == {"alpha": 1, "beta": 2}
    assert log.backend.load_checkpoint("notes.words").version == 2


def test_derivation_is_recorded_idempotent_and_replayed(log):
    log.append([NoteAdded(text="red apple"), NoteAdded(text="green apple"), NoteAdded(text="red pear")])
    output, appended = derivations.derive(log, NotesSummary(), {"top": 2})
    assert appended.added == 2 and [e.top for e in output.events] == [[("apple", 2), ("red", 2)]]
    assert output.cause.input_position == 3 and output.cause.process == "notes.summary"
    again_output, again = derivations.derive(log, NotesSummary(), {"top": 2})
    assert again.added == 0 and again_output.record == output.record
    report = replay(log)
    assert report.ok and report.derivations_checked == 1


def test_replay_names_a_derivation_whose_rerun_differs(log, monkeypatch):
    log.append([NoteAdded(text="red apple"), NoteAdded(text="red pear")])
    _, appended = derivations.derive(log, NotesSummary(), {"top": 1})
    monkeypatch.setattr(NotesSummary, "run", lambda self, inputs, params, cause: [])
    report = replay(log)
    assert not report.ok
    assert report.divergence.position == appended.head.position
    assert re.search(r"derivation notes.summary v1: output #1 differs", report.divergence.what)
    assert report.divergence.actual == "nothing"


def test_replay_names_a_projection_whose_live_state_differs(tmp_path):
    path = str(tmp_path / "core.sqlite")
    log = EventLog(open_backend(path))
    log.append([NoteAdded(text="one"), NoteAdded(text="two")])
    LiveProjections(log).catch_up()
    with sqlite3.connect(path) as c:
        c.execute("""UPDATE projection_checkpoints SET state='{"notes":2,"words":{"one":1,"too":1}}'
                     WHERE name='notes.words'""")
    report = replay(log)
    assert not report.ok and report.divergence.what.startswith("projection notes.words v1")
    assert report.divergence.expected != report.divergence.actual


def test_replay_from_a_snapshot_checks_only_what_follows(tmp_path):
    path = str(tmp_path / "core.sqlite")
    log = EventLog(open_backend(path))
    log.append([NoteAdded(text=f"first {i}") for i in range(50)])
    assert replay(log).ok  # stores a snapshot at 50
    log.append([NoteAdded(text=f"second {i}") for i in range(10)])
    report = replay(log, from_position=55)
    assert report.ok and report.started_at == 50 and report.events_checked == 10
    with sqlite3.connect(path) as c:  # damage after the snapshot: found from the snapshot
        c.execute("UPDATE stored_events SET state=x'00' WHERE originator_version=57")
    report = replay(log, from_position=55)
    assert not report.ok and report.divergence.position == 57


def test_two_processes_catching_up_at_once_both_finish(log):
    """Two readers of one store load the same checkpoints; one stores its catch-up first. The other's save is
    refused by the tracking records (AppendConflict) and must start again from what the first stored, not fail:
    the kill -9 fault test met this when a killed writer's last commit landed after the checker loaded (ADR 0077)."""
    log.append([NoteAdded(text=f"apple {i}") for i in range(20)])
    first, second = LiveProjections(log), LiveProjections(log)
    first.catch_up()
    second.catch_up()  # both start from no checkpoint
    log.append([NoteAdded(text=f"pear {i}") for i in range(7)])
    second._fold = second._load()  # loaded now ...
    first.catch_up()  # ... stored by the other meanwhile
    fold = second.catch_up()
    assert fold.position == log.head().position
    rebuilt = Fold(registered())
    for row in log.read():
        rebuilt.feed(row.position, decode_row(row.state))
    rebuilt.advance(log.head().position)
    for p in registered():
        assert fold.checkpoint(p.name).state == rebuilt.checkpoint(p.name).state
        assert log.backend.load_checkpoint(p.name).position == log.head().position


def test_two_processes_catching_up_at_once_on_postgres(postgres_url):
    """The same race on a PostgreSQL server: the second save is refused, the catch-up starts again and finishes."""
    backend = open_backend(postgres_url)
    try:
        log = EventLog(backend)
        log.append([NoteAdded(text=f"plum {i}") for i in range(12)])
        first, second = LiveProjections(log), LiveProjections(log)
        second._fold = second._load()
        first.catch_up()
        fold = second.catch_up()
        assert fold.position == log.head().position
        for p in registered():
            assert backend.load_checkpoint(p.name).position == log.head().position
    finally:
        backend.close()
