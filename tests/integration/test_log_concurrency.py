"""Two OS processes appending to one SQLite file at once: one dense, verifying chain, no loss, no doubles."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import domain.events  # noqa: F401
from domain.codec import encode, event_id
from domain.events.notes import NoteAdded
from eventstore import EventLog, open_backend
from eventstore.verify import ChainVerifier

ROOT = Path(__file__).resolve().parents[2]

_WRITER = """
import sys, time
from pathlib import Path
import domain.events
from domain.events.notes import NoteAdded
from eventstore import EventLog, open_backend
store, who, go = sys.argv[1], sys.argv[2], Path(sys.argv[3])
while not go.exists():
    time.sleep(0.001)
log = EventLog(open_backend(store))
for b in range(60):
    # own events, plus events that the other writer appends too (idempotency across writers)
    batch = [NoteAdded(text=f"{who}-{b}-{i}") for i in range(4)] + [NoteAdded(text=f"shared-{b}")]
    log.append(batch)
"""


def expected_texts() -> set[str]:
    return {f"{w}-{b}-{i}" for w in "AB" for b in range(60) for i in range(4)} | {f"shared-{b}" for b in range(60)}


def test_two_processes_append_concurrently(tmp_path):
    store = str(tmp_path / "core.sqlite")
    EventLog(open_backend(store)).head()  # create the schema once, as the CLI would
    go = tmp_path / "go"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    writers = [subprocess.Popen([sys.executable, "-c", _WRITER, store, who, str(go)], env=env, cwd=ROOT,
                                stderr=subprocess.PIPE) for who in "AB"]
    time.sleep(0.5)  # both have imported everything and are spinning on the start file
    go.touch()
    for w in writers:
        _, stderr = w.communicate(timeout=60)
        assert w.returncode == 0, stderr.decode()

    log = EventLog(open_backend(store))
    rows = list(log.read())
    texts = [domain.codec.decode(r.state).text for r in rows]
    assert sorted(texts) == sorted(expected_texts())            # every event exactly once
    assert [r.position for r in rows] == list(range(1, len(rows) + 1))  # dense
    verifier = ChainVerifier()
    assert all(verifier.check(r)[0] is None for r in rows)      # one unforked chain
    assert log.head().chain == verifier.chain
    assert {bytes(r.event_id).hex() for r in rows} == {event_id(encode(NoteAdded(text=t))) for t in expected_texts()}
