"""Benchmark of the log: batched append, `replay --from 0`, live catch-up, derivation re-run.

Run manually (not part of the suite):

    .venv/bin/python bench/bench_log.py            # 1,000,000 events (about 2 minutes)
    .venv/bin/python bench/bench_log.py --n 20000  # quick smoke run

Each figure is measured beside a raw baseline in the same run, on the same disk, with the same
events, and reported as a ratio (ours / raw throughput). What each side does:

append   ours: EventLog.append(list of Event) per batch → codec.encode (sorted msgspec JSON, schema
              + float check) → blake3 event id → chain → StoredEvent → eventsourcing SQLite recorder
              (BEGIN IMMEDIATE, head-row check, executemany into the table with PK + UNIQUE(event_id)).
         raw:  msgspec Encoder(order="sorted").encode → blake3 id → chain → sqlite3 executemany of
              the same 6 columns into a table with the same PK + UNIQUE index, one transaction per batch.
replay   ours: core.replay.replay(from 0): paged read by position, event id + canonical re-encode +
              topic + chain check of every row, every registered projection folded from scratch and
              compared with the live checkpoint, derivation records found and re-run (timed apart).
              Above 20,000 rows the chain check runs in a worker process that reads the rows itself
              while the main process reads, decodes and folds (docs/decisions/0007-parallel-replay.md);
              the same replay in one process (parallel_min_events=None) is reported beside it.
         raw:  sqlite3 paged read of the same rows → msgspec decode (same tagged union) → encode →
              compare bytes → blake3 id → chain compare.
Both sides use WAL with synchronous=FULL (the library default) and batches of --batch events.
"""
from __future__ import annotations

import argparse
import os
import resource
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Optional, Union

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import blake3  # noqa: E402
import msgspec  # noqa: E402

import domain.events.catalog  # noqa: E402,F401  (the raw baseline decodes every kind)
from core import derivations  # noqa: E402
from core import replay as replay_module  # noqa: E402
from core.replay import replay  # noqa: E402
from domain.codec import EVENT_ID_PREFIX  # noqa: E402
from domain.events.base import event_types  # noqa: E402
from domain.events.notes import NoteAdded  # noqa: E402
from eventstore import EventLog, open_backend  # noqa: E402
from projections.framework import LiveProjections  # noqa: E402
from raw_baseline import PAGE, raw_replay  # noqa: E402

VOCAB = [f"w{i:03d}" for i in range(1000)]


def make_events(n: int) -> list[NoteAdded]:
    """Unique notes over a bounded vocabulary (so projection states stay small), ~90 bytes each."""
    out = []
    for i in range(n):
        a, b, c = i % 1000, (i // 1000) % 1000, (i // 1_000_000) % 1000
        out.append(NoteAdded(text=f"counted {VOCAB[a]} then {VOCAB[b]} and {VOCAB[c]} apples", author="bench"))
    return out


def bench_append_ours(path: str, events, batch: int) -> float:
    log = EventLog(open_backend(path))
    t = time.perf_counter()
    for i in range(0, len(events), batch):
        log.append(events[i:i + batch])
    elapsed = time.perf_counter() - t
    log.backend.close()
    return elapsed


def bench_append_raw(path: str, events, batch: int) -> float:
    encoder = msgspec.json.Encoder(order="sorted")
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("CREATE TABLE stored_events (originator_id TEXT, originator_version INTEGER, topic TEXT, "
                 "state BLOB, event_id BLOB NOT NULL, chain BLOB NOT NULL, "
                 "PRIMARY KEY (originator_id, originator_version))")
    conn.execute("CREATE UNIQUE INDEX stored_events_event_id ON stored_events (event_id)")
    chain, position = bytes(32), 0
    t = time.perf_counter()
    for i in range(0, len(events), batch):
        rows = []
        for e in events[i:i + batch]:
            state = encoder.encode(e)
            eid = blake3.blake3(EVENT_ID_PREFIX + state).digest()
            chain = blake3.blake3(chain + eid).digest()
            position += 1
            rows.append(("log", position, "note.added/2", state, eid, chain))
        conn.execute("BEGIN")
        conn.executemany("INSERT INTO stored_events VALUES (?,?,?,?,?,?)", rows)
        conn.execute("COMMIT")
    elapsed = time.perf_counter() - t
    conn.close()
    return elapsed


def bench_replay_raw(path: str) -> tuple[float, int]:
    conn = sqlite3.connect(path)
    try:
        return raw_replay(lambda after: conn.execute(
            "SELECT originator_version, topic, state, event_id, chain FROM stored_events "
            "WHERE originator_id='log' AND originator_version>? ORDER BY originator_version LIMIT ?",
            (after, PAGE)).fetchall())
    finally:
        conn.close()


def children_cpu() -> float:
    """CPU seconds used so far by finished child processes (the replay worker)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


class Measured:
    """Wall seconds, our CPU seconds (children included) and the share of the machine OTHER
    processes used meanwhile (from /proc/stat minus our own rusage; None where unavailable)."""

    def __init__(self, fn):
        busy0, own0, cpu0, kids0 = machine_busy(), own_cpu(), time.process_time(), children_cpu()
        t = time.perf_counter()
        self.value = fn()
        self.wall = time.perf_counter() - t
        self.cpu, self.kids = time.process_time() - cpu0, children_cpu() - kids0
        busy1 = machine_busy()
        self.others = (None if busy0 is None or busy1 is None
                       else max(0.0, (busy1 - busy0) - (own_cpu() - own0)) / self.wall)


def machine_busy() -> Optional[float]:
    """CPU seconds all processes have used (Linux /proc/stat), or None."""
    try:
        fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    except (OSError, ValueError):
        return None
    return (sum(fields) - fields[3] - fields[4]) / os.sysconf("SC_CLK_TCK")


def own_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime + children_cpu()


def bench_replay(log: EventLog, ours_path: str, repeat: int) -> None:
    """Raw, ours with the chain verified in a worker process beside the fold (ADR 0007), and ours in
    one process, interleaved ``repeat`` times; medians of all rounds and of the clean measurements
    (others used < 5 % of the machine meanwhile). Replay takes the worker path by itself only when a
    core is spare (spare_core()); here each path is forced so both are measured."""
    picks = "worker" if replay_module.spare_core() else "in-process"
    print(f"replay   {repeat} rounds of raw / ours (worker) / ours (in-process); load average before "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} CPUs: by default replay "
          f"would take the {picks} path now")
    real_spare_core = replay_module.spare_core
    raws, workers, singles = [], [], []
    for _ in range(repeat):
        raw = Measured(lambda: bench_replay_raw(ours_path))
        replay_module.spare_core = lambda: True
        try:
            worker = Measured(lambda: replay(log, 0, save_snapshot=False))
        finally:
            replay_module.spare_core = real_spare_core
        single = Measured(lambda: replay(log, 0, save_snapshot=False, parallel_min_events=None))
        assert worker.value.ok and single.value.ok, (worker.value.divergence, single.value.divergence)
        same = [msgspec.structs.replace(m.value, seconds_log_and_projections="", seconds_derivations="")
                for m in (worker, single)]
        assert same[0] == same[1], "the two paths must report the same"
        raws.append(raw), workers.append(worker), singles.append(single)
        print(f"replay   round: others used {' / '.join(share(m.others) for m in (raw, worker, single))} of the "
              f"machine; ratio worker {raw.value[0] / seconds(worker):.2f}, in-process "
              f"{raw.value[0] / seconds(single):.2f}")
    rows, report = raws[0].value[1], workers[0].value
    for label, keep in (("all rounds", lambda m: True), ("clean only", lambda m: m.others is not None
                                                          and m.others < 0.05)):
        r = [m.value[0] for m in raws if keep(m)]
        w = [seconds(m) for m in workers if keep(m)]
        o = [seconds(m) for m in singles if keep(m)]
        if not (r and w and o):
            print(f"replay   {label}: no clean measurement of every kind (the machine was busy)")
            continue
        t_raw, t_worker, t_single = statistics.median(r), statistics.median(w), statistics.median(o)
        print(f"replay   {label} ({len(r)}/{len(w)}/{len(o)} measurements): raw {rows / t_raw:>10,.0f} ev/s   "
              f"ours {rows / t_worker:>10,.0f} ev/s   ratio {t_raw / t_worker:.2f} (target ≥ 0.60)  [chain + "
              f"{len(report.projections)} projections rebuilt and compared; chain verified in a worker process]; "
              f"in one process {rows / t_single:>10,.0f} ev/s   ratio {t_raw / t_single:.2f}")
    # CPU seconds say what the wall clock would be with a free core for each process.
    c_raw, c_main, c_worker, c_single = (statistics.median(x) for x in (
        [m.cpu for m in raws], [m.cpu for m in workers], [m.kids for m in workers], [m.cpu for m in singles]))
    print(f"replay   CPU seconds (median): raw {c_raw:.2f}; worker path: main {c_main:.2f} + worker process "
          f"{c_worker:.2f}; in one process {c_single:.2f} → ratio with a free core per process "
          f"{c_raw / max(c_main, c_worker):.2f}, in one process {c_raw / c_single:.2f}")
    print(f"replay   derivations re-run: {report.derivations_checked} in {report.seconds_derivations} s; "
          f"whole replay call {statistics.median(m.wall for m in workers):.2f} s; load average after "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")


def seconds(measured: Measured) -> float:
    """What the replay report timed: the log and projection checks (derivations are timed apart)."""
    return float(measured.value.seconds_log_and_projections)


def share(x: Optional[float]) -> str:
    return "?" if x is None else f"{x:.0%}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, default=1_000_000, help="events in the log (default 1,000,000)")
    parser.add_argument("--batch", type=int, default=10_000, help="events per append batch")
    parser.add_argument("--dir", default=None, help="where to put the SQLite files (default: a temp dir)")
    parser.add_argument("--repeat", type=int, default=3, help="replay rounds (raw, ours, ours in-process); "
                        "medians are reported (default 3)")
    parser.add_argument("--replay-only", action="store_true", help="only the replay rounds, on the log a "
                        "previous run left in --dir")
    args = parser.parse_args()
    workdir = Path(args.dir or tempfile.mkdtemp(prefix="core-bench-"))
    workdir.mkdir(parents=True, exist_ok=True)
    ours_path, raw_path = str(workdir / "ours.sqlite"), str(workdir / "raw.sqlite")
    if args.replay_only:
        if not args.dir or not os.path.exists(ours_path):
            parser.error("--replay-only needs --dir holding ours.sqlite from an earlier run")
        log = EventLog(open_backend(ours_path))
        print(f"replay only: {log.head().position:,} events in {ours_path}")
        replay(log, 0, save_snapshot=False, parallel_min_events=None)  # warm-up: imports every module once
        bench_replay(log, ours_path, args.repeat)
        return
    for p in (ours_path, raw_path):
        for suffix in ("", "-wal", "-shm"):
            if os.path.exists(p + suffix):
                os.remove(p + suffix)
    n, batch = args.n, args.batch
    print(f"N={n:,} batch={batch:,} dir={workdir} python={sys.version.split()[0]} sqlite={sqlite3.sqlite_version}")
    events = make_events(n)
    print(f"event size: {len(msgspec.json.encode(events[0]))} bytes of canonical JSON")

    t_raw = bench_append_raw(raw_path, events, batch)
    t_ours = bench_append_ours(ours_path, events, batch)
    print(f"append   raw {n / t_raw:>10,.0f} ev/s   ours {n / t_ours:>10,.0f} ev/s   "
          f"ratio {t_raw / t_ours:.2f} (target ≥ 0.80)")
    del events

    log = EventLog(open_backend(ours_path))
    t = time.perf_counter()
    LiveProjections(log).catch_up()
    print(f"live projections first build over {n:,} events: {time.perf_counter() - t:.2f} s")
    # three recorded derivations spread through the log, so replay has something to re-run
    summary = derivations.get("notes.summary")
    derivations.derive(log, summary, {"top": 5})
    log.append([NoteAdded(text=f"late note {VOCAB[i]}", author="bench") for i in range(10)])
    derivations.derive(log, summary, {"top": 3})

    bench_replay(log, ours_path, args.repeat)

    warm = LiveProjections(log)
    warm.catch_up()
    warm_times, cold_times = [], []
    for i in range(7):
        log.append([NoteAdded(text=f"one more {i}", author="bench")])
        t = time.perf_counter()
        warm.catch_up()
        warm_times.append(time.perf_counter() - t)
    for i in range(7):
        log.append([NoteAdded(text=f"and another {i}", author="bench")])
        t = time.perf_counter()
        LiveProjections(log).catch_up()  # fresh runner: loads checkpoints from the store
        cold_times.append(time.perf_counter() - t)
    print(f"catch-up after one append to a {log.head().position:,}-event log: warm runner "
          f"{statistics.median(warm_times) * 1000:.2f} ms, fresh runner {statistics.median(cold_times) * 1000:.2f} ms "
          "(median of 7)")
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak RSS {rss:,.0f} MiB (includes the {n:,} pre-built event objects of the append test)")
    log.backend.close()


if __name__ == "__main__":
    main()
