"""Reader throughput over the outside corpora, and a 10,000-problem in-grammar generator check.

    .venv/bin/python bench/bench_reader.py [--repeat 3] [--generated 10000]

Prints problems/s on one core (single process) per corpus and overall, and the generated-problem
tally (answers simulated independently of the reader: expect 0 wrong, 0 crashes).
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.packs import load_pack  # noqa: E402
from domain.reader import Solved, read  # noqa: E402
from evals.corpus import load_corpus, run_corpus  # noqa: E402

CORPORA = ROOT.parent / "shared" / "corpora"


def generated(rng: random.Random):
    """One in-grammar problem and its simulated answer (same family as the property test)."""
    names = ["Sam", "Mary", "Tom", "Sara"]
    sg, pl = rng.choice([("apple", "apples"), ("marble", "marbles"), ("pencil", "pencils"), ("book", "books")])
    people = names[:rng.randint(1, 3)]
    held = {p: rng.randint(0, 60) for p in people}
    text = [f"{p} has {held[p]} {pl}." for p in people]
    for _ in range(rng.randint(1, 7)):
        a = rng.choice(people)
        k = rng.choice(["gain", "loss", "give", "double"])
        if k == "gain":
            n = rng.randint(2, 30)
            held[a] += n
            text.append(f"{a} {rng.choice(['buys', 'finds', 'gets'])} {n} {pl}.")
        elif k == "loss" and held[a] > 1:
            n = rng.randint(2, held[a])
            held[a] -= n
            text.append(f"{a} {rng.choice(['eats', 'loses', 'sells'])} {n} {pl}.")
        elif k == "give" and len(people) > 1 and held[a] > 1:
            b = rng.choice([p for p in people if p != a])
            n = rng.randint(2, held[a])
            held[a] -= n
            held[b] += n
            text.append(f"{a} gives {n} {pl} to {b}.")
        elif k == "double":
            held[a] *= 2
            text.append(f"{a} doubles {'his' if a in ('Sam', 'Tom') else 'her'} {pl}.")
    who = rng.choice(people)
    text.append(f"How many {pl} does {who} have?")
    return " ".join(text), str(held[who])


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--generated", type=int, default=10000)
    args = ap.parse_args()
    pack = load_pack()
    read("Sam has 1 apple. How many apples does Sam have?", pack)  # compile the lexicon once
    total_n, total_t = 0, 0.0
    for name in ("addsub", "singleop", "multiarith"):
        path = CORPORA / f"{name}.jsonl"
        if not path.is_file():
            print(f"{name}: missing {path}")
            continue
        rows = load_corpus(path)
        summary, _ = run_corpus(rows, pack)
        t0 = time.perf_counter()
        for _ in range(args.repeat):
            for row in rows:
                read(row.problem, pack)
        dt = time.perf_counter() - t0
        n = len(rows) * args.repeat
        total_n, total_t = total_n + n, total_t + dt
        print(f"{name:10} n={summary.n} correct={summary.correct} wrong={summary.wrong} refused={summary.refused} "
              f"coverage={summary.coverage}  {n / dt:,.0f} problems/s")
    if total_t:
        print(f"{'overall':10} {total_n / total_t:,.0f} problems/s ({total_n} reads, {total_t:.2f} s)")
    rng = random.Random(20261130)
    wrong = crashes = refused = 0
    t0 = time.perf_counter()
    for _ in range(args.generated):
        text, expected = generated(rng)
        try:
            r = read(text, pack)
        except Exception:  # noqa: BLE001 — counting crashes is the point here
            crashes += 1
            continue
        if not isinstance(r, Solved):
            refused += 1
        elif r.answer != expected:
            wrong += 1
    dt = time.perf_counter() - t0
    print(f"generated  n={args.generated} wrong={wrong} crashes={crashes} refused={refused} "
          f"({args.generated / dt:,.0f} problems/s, seed 20261130)")
    return 1 if wrong or crashes else 0


if __name__ == "__main__":
    raise SystemExit(main())
