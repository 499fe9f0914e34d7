"""Benchmark of the log on PostgreSQL beside raw psycopg, in the same run, as ratios (ours / raw).

Run manually (not part of the suite); needs a server (default: the local CI one):

    .venv/bin/python bench/bench_postgres.py                  # 200,000 events, about 1 minute
    .venv/bin/python bench/bench_postgres.py --n 20000        # smoke run
    .venv/bin/python bench/bench_postgres.py --server postgresql://user@host:5432/db

Same events as bench/bench_log.py (unique ~90-byte notes). What each side does:

append     ours: EventLog.append per batch of --batch → encode + blake3 id + chain → PostgresBackend
                 (one transaction: LOCK TABLE … EXCLUSIVE, head check, binary COPY in chunks of ≤ 5,000).
           raw COPY: msgspec encode + blake3 id + chain → psycopg binary COPY of the same 6 columns
                 into a table with the same PK + UNIQUE(event_id), one transaction per batch.
           raw executemany: same rows, psycopg ``executemany`` INSERT, one transaction per batch.
big batch  ours: one EventLog.append of --big events (chunked; the library's pipeline insert hangs
                 near 15k events on these machines).
replay     ours: core.replay.replay(from 0) (chain + every projection rebuilt and compared);
           verify: core.log_service.verify (chain only);
           raw: psycopg binary paged SELECT (10k/page) → msgspec decode → encode → compare → blake3 id
                → chain compare (the same checks as verify, no projections).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
import uuid
from pathlib import Path
from typing import Union

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import blake3  # noqa: E402
import msgspec  # noqa: E402
import psycopg  # noqa: E402

import domain.events.catalog  # noqa: E402,F401  (the raw baseline decodes every kind)
from bench_log import make_events  # noqa: E402
from raw_baseline import PAGE, raw_replay  # noqa: E402
from core.log_service import verify  # noqa: E402
from core.replay import replay  # noqa: E402
from domain.codec import EVENT_ID_PREFIX  # noqa: E402
from domain.events.base import event_types  # noqa: E402
from eventstore import EventLog, open_backend  # noqa: E402
from projections.framework import LiveProjections  # noqa: E402

DEFAULT_SERVER = os.environ.get("CORE_TEST_POSTGRES_URL") or "postgresql://postgres@127.0.0.1:5432/test"
RAW_TABLE = ("CREATE TABLE {s}.stored_events (originator_id text, originator_version bigint, topic text, "
             "state bytea, event_id bytea NOT NULL, chain bytea NOT NULL, PRIMARY KEY (originator_id, originator_version));"
             "CREATE UNIQUE INDEX ON {s}.stored_events (event_id)")


def raw_rows(encoder, events, chain: bytes, position: int):
    rows = []
    for e in events:
        state = encoder.encode(e)
        eid = blake3.blake3(EVENT_ID_PREFIX + state).digest()
        chain = blake3.blake3(chain + eid).digest()
        position += 1
        rows.append(("log", position, "note.added/2", state, eid, chain))
    return rows, chain, position


def bench_append_raw(conn, schema: str, events, batch: int, how: str) -> float:
    conn.execute(RAW_TABLE.format(s=schema))
    encoder = msgspec.json.Encoder(order="sorted")
    chain, position = bytes(32), 0
    t = time.perf_counter()
    for i in range(0, len(events), batch):
        rows, chain, position = raw_rows(encoder, events[i:i + batch], chain, position)
        with conn.transaction(), conn.cursor() as cur:
            if how == "copy":
                with cur.copy(f"COPY {schema}.stored_events FROM STDIN (FORMAT BINARY)") as copy:
                    copy.set_types(["text", "int8", "text", "bytea", "bytea", "bytea"])
                    for r in rows:
                        copy.write_row(r)
            else:
                cur.executemany(f"INSERT INTO {schema}.stored_events VALUES (%s,%s,%s,%s,%s,%s)", rows)
    return time.perf_counter() - t


def bench_read_raw(conn, schema: str) -> tuple[float, int]:
    with conn.cursor(binary=True) as cur:
        def page(after: int):
            cur.execute(f"SELECT originator_version, topic, state, event_id, chain FROM {schema}.stored_events "
                        "WHERE originator_id='log' AND originator_version>%s ORDER BY originator_version LIMIT %s",
                        (after, PAGE))
            return cur.fetchall()

        return raw_replay(page)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=200_000)
    ap.add_argument("--batch", type=int, default=5_000)
    ap.add_argument("--big", type=int, default=50_000, help="size of the one-call batch")
    ap.add_argument("--server", default=DEFAULT_SERVER)
    ap.add_argument("--json", dest="json_out", help="also write the figures here")
    args = ap.parse_args()
    events = make_events(args.n)
    tag = uuid.uuid4().hex[:8]
    schemas = {k: f"bench_{k}_{tag}" for k in ("ours", "copy", "many", "big")}
    admin = psycopg.connect(args.server, autocommit=True)
    out: dict[str, float] = {"n": args.n, "batch": args.batch}
    try:
        for s in ("copy", "many"):
            admin.execute(f"CREATE SCHEMA {schemas[s]}")
        url = f"{args.server}?schema={schemas['ours']}"
        log = EventLog(open_backend(url))
        t = time.perf_counter()
        for i in range(0, args.n, args.batch):
            log.append(events[i:i + args.batch])
        out["append_ours"] = args.n / (time.perf_counter() - t)
        with psycopg.connect(args.server) as conn:
            out["append_copy"] = args.n / bench_append_raw(conn, schemas["copy"], events, args.batch, "copy")
        with psycopg.connect(args.server) as conn:
            out["append_many"] = args.n / bench_append_raw(conn, schemas["many"], events, args.batch, "many")

        big = EventLog(open_backend(f"{args.server}?schema={schemas['big']}"))
        t = time.perf_counter()
        result = big.append(events[:args.big])
        out["big_batch_seconds"] = time.perf_counter() - t
        assert result.head.position == min(args.big, args.n)
        big.backend.close()

        t = time.perf_counter()
        LiveProjections(log).catch_up()
        out["live_first_build_seconds"] = time.perf_counter() - t
        t = time.perf_counter()
        report = replay(log, save_snapshot=False)
        out["replay_ours"] = args.n / (time.perf_counter() - t)
        assert report.ok, report.divergence
        t = time.perf_counter()
        checked = verify(log)
        out["verify_ours"] = args.n / (time.perf_counter() - t)
        assert checked.divergence is None and checked.checked == args.n
        log.append(make_events(args.n + 1)[-1:])
        t = time.perf_counter()
        LiveProjections(log).catch_up()
        out["catch_up_one_ms"] = (time.perf_counter() - t) * 1000
        log.backend.close()
        with psycopg.connect(args.server) as conn:
            seconds, n = bench_read_raw(conn, schemas["copy"])
        out["read_raw"] = n / seconds
    finally:
        for s in schemas.values():
            admin.execute(f"DROP SCHEMA IF EXISTS {s} CASCADE")
        admin.close()

    rows = [
        ("batched append (ours vs raw COPY)", out["append_copy"], out["append_ours"]),
        ("batched append (ours vs raw executemany)", out["append_many"], out["append_ours"]),
        ("`replay --from 0` (chain + projections) vs raw read+check", out["read_raw"], out["replay_ours"]),
        ("`log verify` (chain only) vs raw read+check", out["read_raw"], out["verify_ours"]),
    ]
    print(f"PostgreSQL, {args.n:,} events, batches of {args.batch:,}")
    print("| measure | raw | ours | ratio |\n|---|---:|---:|---:|")
    for name, raw, ours in rows:
        print(f"| {name} | {raw:,.0f} ev/s | {ours:,.0f} ev/s | **{ours / raw:.2f}** |")
    print(f"one append of {args.big:,} events (chunked COPY, one transaction): {out['big_batch_seconds']:.2f} s")
    print(f"live projections first build: {out['live_first_build_seconds']:.2f} s; "
          f"catch-up after one more append: {out['catch_up_one_ms']:.1f} ms")
    if args.json_out:
        Path(args.json_out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.json_out).write_text(json.dumps(out, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
