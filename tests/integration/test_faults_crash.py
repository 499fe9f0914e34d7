"""kill -9 at random points while a process appends batches and updates live projections.

After every kill, on restart: the chain verifies, no journaled (committed) batch is lost, no batch
is partly there, every stored projection checkpoint is exactly the fold up to its own position, and
projections catch up to a state identical to a from-scratch rebuild. The bench runs ≥ 200 kills
(bench/bench_faults.py); the suite runs a handful per backend to stay fast.
"""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from faults_kit import WORKER, check_after_crash, worker_env
from eventstore import open_backend


def crash_cycles(store: str, workdir: Path, kills: int, seed: int, delays=(0.05, 0.6)) -> list[dict]:
    rng = random.Random(seed)
    journal = workdir / "journal.txt"
    journal.touch()
    open_backend(store).close()  # schema exists before the first worker, as after `core` init
    results = []
    for i in range(kills):
        ready = workdir / f"ready-{i}"
        proc = subprocess.Popen([sys.executable, WORKER, "crash", store, str(journal), str(ready), f"r{i}",
                                 str(seed * 1000 + i)], env=worker_env(), stderr=subprocess.PIPE)
        deadline = time.monotonic() + 60
        while not ready.exists():
            assert proc.poll() is None, proc.stderr.read().decode()
            assert time.monotonic() < deadline, "crash worker never became ready"
            time.sleep(0.005)
        time.sleep(rng.uniform(*delays))
        assert proc.poll() is None, f"worker died on its own: {proc.stderr.read().decode()}"
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        proc.stderr.close()
        results.append(check_after_crash(store, str(journal)))
    return results


def test_kill_9_during_appends_on_sqlite(tmp_path):
    results = crash_cycles(str(tmp_path / "core.sqlite"), tmp_path, kills=6, seed=7)
    assert results[-1]["journaled"] > 0 and results[-1]["events"] > results[0]["events"] > 0


def test_kill_9_during_appends_on_postgres(tmp_path, postgres_url):
    results = crash_cycles(postgres_url, tmp_path, kills=4, seed=11)
    assert results[-1]["journaled"] > 0 and results[-1]["events"] > results[0]["events"] > 0


def test_the_crash_oracle_itself_catches_a_lost_batch_and_a_partial_one(tmp_path):
    """Negative controls: the checks above would fail if a batch went missing or landed half."""
    from domain.events.notes import NoteAdded
    from eventstore import EventLog

    store, journal = str(tmp_path / "core.sqlite"), tmp_path / "journal.txt"
    backend = open_backend(store)
    EventLog(backend).append([NoteAdded(text=f"r0/0/{i}/3") for i in range(3)])
    backend.close()
    journal.write_text("r0/0/3\nr0/1/2\n")  # batch r0/1 "committed" but absent
    with pytest.raises(AssertionError, match="lost"):
        check_after_crash(store, str(journal))
    backend = open_backend(store)
    EventLog(backend).append([NoteAdded(text="r0/2/0/2")])  # one event of a two-event batch
    backend.close()
    journal.write_text("r0/0/3\n")
    with pytest.raises(AssertionError, match="partial"):
        check_after_crash(store, str(journal))
