"""The verifier child: which stores it can reopen, and that its answer is the in-process one."""
from __future__ import annotations

import os

import pytest

import domain.events  # noqa: F401
from domain.events.notes import NoteAdded
from eventstore import EventLog, Head, open_backend
from eventstore.postgres_backend import PgTarget
from eventstore.verify_worker import VerifierProcess, verify_range, worker_url

FIELDS = ("user", "password", "host", "port", "dbname", "schema", "lock_timeout", "connect_timeout")


class FakePg:
    """Stands in for a PostgresBackend: only ``target`` and ``url`` are read (no server needed)."""

    def __init__(self, url: str):
        self.target = PgTarget(url)
        self.url = self.target.display


def test_memory_cannot_be_shared_and_sqlite_paths_become_absolute(tmp_path, monkeypatch):
    assert worker_url(open_backend("memory")) is None
    monkeypatch.chdir(tmp_path)
    backend = open_backend("relative.sqlite")
    assert worker_url(backend) == os.path.join(str(tmp_path), "relative.sqlite")
    backend.close()


@pytest.mark.parametrize("url", [
    "postgresql://postgres@127.0.0.1:5432/test",
    "postgresql://us%40er:p%40ss%3Aw@[::1]:5433/my%20db?schema=s1&lock_timeout=7&connect_timeout=9",
])
def test_a_postgres_url_reopens_the_same_target_password_included(url, monkeypatch):
    monkeypatch.delenv("PGPASSWORD", raising=False)
    monkeypatch.delenv("PGUSER", raising=False)
    original = PgTarget(url)
    again = PgTarget(worker_url(FakePg(url)))
    assert [getattr(again, f) for f in FIELDS] == [getattr(original, f) for f in FIELDS]


def test_a_password_from_the_environment_stays_there(monkeypatch):
    monkeypatch.setenv("PGPASSWORD", "s3cr@t:x")
    url = worker_url(FakePg("postgresql://u@h:5432/d"))
    assert "s3cr" not in url and PgTarget(url).password == "s3cr@t:x"  # the child inherits the env


def test_the_child_answers_what_verify_range_answers_here(tmp_path):
    path = str(tmp_path / "w.sqlite")
    log = EventLog(open_backend(path))
    log.append([NoteAdded(text=f"w {i}") for i in range(250)])
    start = Head(40, log.backend.chain_at(40))
    child = VerifierProcess(worker_url(log.backend), start, 250, 100)
    try:
        outcome = child.outcome()
    finally:
        child.close()
    here = verify_range(log, start, 250, 100)
    assert outcome.error == "" and outcome == here
    assert (outcome.position, outcome.chain, outcome.divergence) == (250, log.head().chain, None)
    assert len(outcome.seals) == 3  # pages 41-140, 141-240, 241-250
