"""Random tampering with stored rows is always detected by `verify --against HEAD`, at the first
bad position predicted from the edit itself (faults_kit.TAMPERS). The bench runs ≥ 1,000.

Kinds: changed byte (in the bytes, the id or the chain column), edited row (valid event, valid
id), edited row with every later chain value recomputed (caught by the saved head, at its
position), deleted row, swapped rows, truncated tail with a stale head.
"""
from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

from faults_kit import TAMPERS, Rows, build_log, detect

from eventstore import EventLog, open_backend
from eventstore.verify import head_to_json

N = 40


def save_head(store: str, path: Path) -> str:
    backend = open_backend(store)
    path.write_text(json.dumps(head_to_json(EventLog(backend).head())))
    backend.close()
    return str(path)


def run_sqlite_trials(workdir: Path, trials: int, seed: int) -> dict[str, int]:
    pristine = str(workdir / "pristine.sqlite")
    build_log(pristine, N)
    head = save_head(pristine, workdir / "head.json")
    assert detect(pristine, head) == (0, "")  # clean before tampering
    rng, seen = random.Random(seed), {}
    for t in range(trials):
        trial = str(workdir / f"t{t % 2}.sqlite")
        shutil.copyfile(pristine, trial)
        rows = Rows.sqlite(trial)
        tamper = rng.choice(TAMPERS)(rows, rng, N)
        rows.close()
        found = detect(trial, head)
        assert found[0] == tamper.expected, (t, tamper, found)
        seen[tamper.kind] = seen.get(tamper.kind, 0) + 1
    return seen


def test_random_tampering_on_sqlite_is_always_found_at_the_first_bad_position(tmp_path):
    seen = run_sqlite_trials(tmp_path, trials=120, seed=2026)
    assert {k.split(" (")[0] for k in seen} == {"changed byte", "edited row", "edited row, chain recomputed",
                                               "deleted row", "swapped rows", "truncated tail, stale head"}


def test_random_tampering_on_postgres_is_always_found_at_the_first_bad_position(postgres_url, tmp_path):
    server, schema = postgres_url.split("?schema=")
    build_log(postgres_url, N)
    head = save_head(postgres_url, tmp_path / "head.json")
    rows = Rows.postgres(server, schema)
    rows.run("CREATE TABLE pristine AS SELECT * FROM stored_events")
    rng, kinds = random.Random(99), set()
    for t in range(30):
        rows.run("DELETE FROM stored_events")
        rows.run("INSERT INTO stored_events SELECT * FROM pristine")
        tamper = rng.choice(TAMPERS)(rows, rng, N)
        found = detect(postgres_url, head)
        assert found[0] == tamper.expected, (t, tamper, found)
        kinds.add(tamper.kind.split(" (")[0])
    rows.close()
    assert len(kinds) == 6
