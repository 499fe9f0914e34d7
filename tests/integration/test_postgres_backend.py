"""PostgreSQL specifics beyond the shared contract (test_log_contract.py runs that on PostgreSQL too):
same rows as SQLite for the same events, big batches chunked yet atomic, library notification-id
gaps never reach our positions, live projections and replay identical, moving logs with
`core log copy`, and clear errors for bad URLs.
"""
from __future__ import annotations

import psycopg
import pytest

import domain.events  # noqa: F401
from core.errors import CheckFailed, UsageError
from core.log_copy import copy_log
from core.replay import replay
from domain.codec import encode
from domain.events.notes import NoteAdded
from eventstore import AppendConflict, EventLog, Row, StoreUnavailable, open_backend
from eventstore import postgres_backend
from projections.framework import LiveProjections, registered


def many(n: int, tag: str = "n") -> list[NoteAdded]:
    return [NoteAdded(text=f"{tag} {i}", author="pg") for i in range(n)]


@pytest.fixture
def pg(postgres_url):
    b = open_backend(postgres_url)
    yield b
    b.close()


def test_same_events_give_identical_rows_and_head_on_sqlite_and_postgres(pg, tmp_path):
    lite = open_backend(str(tmp_path / "core.sqlite"))
    batches = [many(30, "a"), many(1, "b"), many(12, "c")]
    for b in batches:
        EventLog(lite).append(b)
        EventLog(pg).append(b)
    assert list(EventLog(pg).read()) == list(EventLog(lite).read())
    assert EventLog(pg).head() == EventLog(lite).head() and EventLog(pg).head().position == 43
    lite.close()


def test_a_batch_larger_than_a_chunk_lands_whole_and_dense(pg):
    assert postgres_backend.CHUNK == 5_000
    result = EventLog(pg).append(many(12_001))  # three COPY statements, one transaction
    assert result.added == 12_001 and result.head.position == 12_001
    positions = [r.position for r in EventLog(pg).read()]
    assert positions == list(range(1, 12_002))


def test_a_failure_in_the_last_chunk_rolls_back_every_chunk(pg):
    log = EventLog(pg)
    log.append(many(1, "first"))
    head = log.head()
    rows = [Row(head.position + 1 + i, "note.added/2", encode(e), bytes([i % 256, i // 256]) + bytes(30), bytes(32))
            for i, e in enumerate(many(11_000))]
    stored_id = list(log.read())[0].event_id
    rows[-1] = rows[-1]._replace(event_id=stored_id)  # duplicate id in the 3rd chunk
    with pytest.raises(AppendConflict):
        pg.insert(rows, after=head)
    assert log.head() == head and len(list(log.read())) == 1


def test_library_notification_ids_have_gaps_but_positions_stay_dense(pg, postgres_url):
    log = EventLog(pg)
    log.append(many(3, "x"))
    head = log.head()
    clash = Row(4, "note.added/2", b"{}", list(log.read())[0].event_id, bytes(32))
    with pytest.raises(AppendConflict):
        pg.insert([Row(4, "note.added/2", encode(NoteAdded(text="y")), bytes(32), bytes(32)),
                   clash._replace(position=5)], after=head)  # fails after using up bigserial values
    log.append(many(2, "z"))
    server, schema = postgres_url.split("?schema=")
    with psycopg.connect(server) as conn:
        ids = [r[0] for r in conn.execute(f"SELECT notification_id FROM {schema}.stored_events "
                                          "ORDER BY originator_version")]
    assert ids != list(range(1, 6))  # the library's ids jumped over the failed insert
    assert [r.position for r in log.read()] == [1, 2, 3, 4, 5]


def test_live_projections_and_replay_match_sqlite(pg, tmp_path):
    lite = open_backend(str(tmp_path / "core.sqlite"))
    for backend in (pg, lite):
        log = EventLog(backend)
        log.append(many(20))
        LiveProjections(log).catch_up()
        log.append(many(5, "later"))
        LiveProjections(log).catch_up()
        assert replay(log).ok
    names = [p.name for p in registered()]
    assert names  # there is something to compare
    for name in names:
        assert pg.load_checkpoint(name) == lite.load_checkpoint(name), name
    assert pg.snapshot_positions() == lite.snapshot_positions() == [25]
    assert pg.load_snapshot(25) == lite.load_snapshot(25)
    lite.close()


def test_a_writer_blocked_past_the_lock_timeout_gets_a_conflict_not_a_hang(postgres_url):
    server, schema = postgres_url.split("?schema=")
    b = open_backend(postgres_url + "&lock_timeout=1")
    head = EventLog(b).head()
    with psycopg.connect(server) as other:
        other.execute(f"LOCK TABLE {schema}.stored_events IN EXCLUSIVE MODE")  # held until the block ends
        row = Row(1, "note.added/2", encode(NoteAdded(text="a")), bytes(32), bytes(32))
        with pytest.raises(AppendConflict, match="lock"):
            b.insert([row], after=head)
    b.close()


def test_copy_moves_a_log_between_backends_and_heads_match(postgres_url, tmp_path):
    a, c = str(tmp_path / "a.sqlite"), str(tmp_path / "c.sqlite")
    src = open_backend(a)
    EventLog(src).append(many(7_000))
    src.close()
    result = copy_log(a, postgres_url, page=3_000)
    assert result.copied == 7_000 and result.destination_head.position == 7_000
    back = copy_log(postgres_url, c)
    assert back.destination_head == result.source_head == result.destination_head
    src = open_backend(a)
    EventLog(src).append(many(3, "more"))
    src.close()
    again = copy_log(a, postgres_url)  # destination is a prefix: only the new tail moves
    assert (again.copied, again.already_there) == (3, 7_000)


def test_copy_refuses_a_destination_that_is_not_a_prefix(postgres_url, tmp_path):
    a = str(tmp_path / "a.sqlite")
    src, dst = open_backend(a), open_backend(postgres_url)
    EventLog(src).append(many(5))
    EventLog(dst).append(many(1, "other"))
    src.close(), dst.close()
    with pytest.raises(CheckFailed, match="not a prefix"):
        copy_log(a, postgres_url)
    with pytest.raises(UsageError):
        copy_log(a, a)
    dst = open_backend(postgres_url)
    assert EventLog(dst).head().position == 1  # nothing was written
    dst.close()


@pytest.mark.parametrize("url, message", [
    ("postgresql://postgres@127.0.0.1:5432/", "database name"),
    ("postgresql://postgres@:5432/test", "needs a host"),
    ("postgresql://postgres@127.0.0.1:99999/test", "malformed"),
    ("postgresql://postgres@127.0.0.1:5432/test?schema=bad-name", "plain identifier"),
    ("postgresql://postgres@127.0.0.1:5432/test?colour=blue", "unknown PostgreSQL URL option"),
    ("postgresql://postgres@127.0.0.1:5432/test?lock_timeout=soon", "whole seconds"),
    ("postgresql://postgres@127.0.0.1:1/test?connect_timeout=1", "cannot reach PostgreSQL"),
])
def test_bad_urls_are_one_line_store_errors(url, message):
    with pytest.raises(StoreUnavailable, match=message) as info:
        open_backend(url)
    assert "\n" not in str(info.value)


def test_the_password_never_appears_in_an_error():
    with pytest.raises(StoreUnavailable) as info:
        open_backend("postgresql://someone:s3cret-pw@127.0.0.1:1/test?connect_timeout=1")
    assert "s3cret-pw" not in str(info.value)


def test_a_writer_that_lost_a_race_retries_under_the_lock_it_kept(postgres_url):
    """ADR 0051: after a lost race the loser keeps the table lock, so its retry cannot lose again."""
    a, b = open_backend(postgres_url + "&lock_timeout=1"), open_backend(postgres_url + "&lock_timeout=1")
    log_a, log_b = EventLog(a), EventLog(b)
    stale = log_b.head()
    log_a.append(many(1, "a"))
    row = Row(1, "note.added/2", encode(NoteAdded(text="b")), bytes(range(32)), bytes(32))
    with pytest.raises(AppendConflict, match="head moved"):
        b.insert([row], after=stale)             # lost the race; b now holds the lock
    with pytest.raises(AppendConflict, match="lock"):
        log_a.backend.insert([row._replace(position=2)], after=log_a.head())  # a cannot get in meanwhile
    assert b.head().position == 1                # the head b reads under its lock
    assert log_b.append(many(1, "b")).positions == [2]  # a fresh append by b still works (lock released)
    assert log_a.append(many(1, "a2")).positions == [3]
    a.close(), b.close()


def test_core_log_copy_on_the_command_line_ends_on_the_same_head(postgres_url, tmp_path, capsys, monkeypatch):
    import sys

    from core.cli import main

    src = str(tmp_path / "a.sqlite")
    backend = open_backend(src)
    head = EventLog(backend).append(many(40)).head
    backend.close()
    monkeypatch.setattr(sys, "argv", ["core", "log", "copy", "--from", src, "--to", postgres_url])
    main()
    assert f"destination head 40 {head.chain.hex()}" in capsys.readouterr().out
    monkeypatch.setattr(sys, "argv", ["core", "--store", postgres_url, "log", "verify"])
    main()
    assert f"head 40 {head.chain.hex()}" in capsys.readouterr().out
