"""Fault-injection bench: kill -9 during appends, random tampering, 4 concurrent writers.

Run manually (the suite runs small versions: tests/integration/test_faults*.py,
test_concurrency*.py); PostgreSQL parts need a server (default: the local CI one).

    .venv/bin/python bench/bench_faults.py                      # 200 kills + 1,000 tamperings + 4×2,500, per backend
    .venv/bin/python bench/bench_faults.py --kills 20 --tampers 100 --count 250   # smoke run
    .venv/bin/python bench/bench_faults.py --only sqlite

The oracles are the same as in the suite (tests/integration/faults_kit.py): a journal written by
the killed process after each commit, the first bad position predicted from each edit, and the
DESIGN.md §3 chain recomputed from scratch.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "integration"))

import psycopg  # noqa: E402

from faults_kit import TAMPERS, Rows, build_log, detect  # noqa: E402
from test_concurrency_processes import check_log, run_writers  # noqa: E402
from test_faults_crash import crash_cycles  # noqa: E402
from test_faults_tamper import run_sqlite_trials, save_head, N  # noqa: E402

DEFAULT_SERVER = os.environ.get("CORE_TEST_POSTGRES_URL") or "postgresql://postgres@127.0.0.1:5432/test"


def pg_tamper_trials(server: str, schema: str, trials: int, seed: int, workdir: Path) -> dict[str, int]:
    url = f"{server}?schema={schema}"
    build_log(url, N)
    head = save_head(url, workdir / "pg-head.json")
    rows = Rows.postgres(server, schema)
    rows.run("CREATE TABLE pristine AS SELECT * FROM stored_events")
    rng, seen = random.Random(seed), {}
    for t in range(trials):
        rows.run("DELETE FROM stored_events")
        rows.run("INSERT INTO stored_events SELECT * FROM pristine")
        tamper = rng.choice(TAMPERS)(rows, rng, N)
        found = detect(url, head)
        assert found[0] == tamper.expected, (t, tamper, found)
        seen[tamper.kind] = seen.get(tamper.kind, 0) + 1
    rows.close()
    return seen


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kills", type=int, default=200)
    ap.add_argument("--tampers", type=int, default=1000)
    ap.add_argument("--writers", type=int, default=4)
    ap.add_argument("--count", type=int, default=2500, help="appends per writer")
    ap.add_argument("--only", choices=["sqlite", "postgres"])
    ap.add_argument("--server", default=DEFAULT_SERVER)
    ap.add_argument("--json", dest="json_out")
    args = ap.parse_args()
    backends = [args.only] if args.only else ["sqlite", "postgres"]
    out: dict[str, dict] = {}
    admin = psycopg.connect(args.server, autocommit=True) if "postgres" in backends else None
    made: list[str] = []

    def store(kind: str, workdir: Path, name: str) -> str:
        if kind == "sqlite":
            return str(workdir / f"{name}.sqlite")
        schema = f"bench_{name}_{uuid.uuid4().hex[:8]}"
        made.append(schema)
        return f"{args.server}?schema={schema}"

    try:
        for kind in backends:
            res: dict = {}
            with tempfile.TemporaryDirectory() as tmp:
                workdir = Path(tmp)
                t = time.perf_counter()
                s = store(kind, workdir, "conc")
                seconds = run_writers(s, workdir, args.writers, args.count)
                check_log(s, args.writers, args.count)
                res["concurrency"] = {"writers": args.writers, "appends_each": args.count,
                                      "events": args.writers * args.count, "seconds": round(seconds, 2),
                                      "appends_per_s": round(args.writers * args.count / seconds)}
                print(kind, "concurrency", res["concurrency"], flush=True)

                t = time.perf_counter()
                results = crash_cycles(store(kind, workdir, "crash"), workdir, args.kills, seed=1 if kind == "sqlite" else 2,
                                       delays=(0.02, 0.35))
                res["crash"] = {"kills": len(results), "events_at_end": results[-1]["events"],
                                "batches_at_end": results[-1]["batches"], "journaled": results[-1]["journaled"],
                                "lost": 0, "partial": 0, "seconds": round(time.perf_counter() - t, 1)}
                print(kind, "crash", res["crash"], flush=True)

                t = time.perf_counter()
                if kind == "sqlite":
                    seen = run_sqlite_trials(workdir, args.tampers, seed=4242)
                else:
                    schema = store(kind, workdir, "tamper").split("?schema=")[1]
                    seen = pg_tamper_trials(args.server, schema, args.tampers, 4343, workdir)
                res["tamper"] = {"trials": sum(seen.values()), "detected_at_expected_position": sum(seen.values()),
                                 "by_kind": seen, "seconds": round(time.perf_counter() - t, 1)}
                print(kind, "tamper", res["tamper"], flush=True)
            out[kind] = res
    finally:
        if admin is not None:
            for schema in made:
                admin.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
            admin.close()
    print(json.dumps(out, indent=1, sort_keys=True))
    if args.json_out:
        Path(args.json_out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.json_out).write_text(json.dumps(out, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
