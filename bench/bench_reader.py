"""Reader throughput over the outside corpora, and a 10,000-problem in-grammar generator check.

    .venv/bin/python bench/bench_reader.py [--repeat 3] [--generated 10000]

Prints which build of the reader ran (compiled or pure Python, ADR 0237; ``CORE_READER_PURE=1`` forces pure),
problems/s on one core (single process) per corpus and overall, and the generated-problem
tally (answers simulated independently of the reader: expect 0 wrong, 0 crashes, and every
problem the simulation says has no whole-number answer refused).
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core import compiled_reader  # noqa: E402  (importing core installs the compiled build's finder)
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


def generated_v2(rng: random.Random):
    """A v2 form (partition, share, unit price, task goal) and its simulated outcome (None = must refuse)."""
    name, pron = rng.choice([("Sam", "he"), ("Mary", "she"), ("Tom", "he"), ("Sara", "she")])
    things = rng.choice(["apples", "marbles", "pencils", "cookies"])
    family = rng.choice(["partition", "share", "price", "goal"])
    if family == "partition":
        start, size = rng.randint(1, 90), rng.randint(1, 12)
        sold = rng.randint(0, start - 1)
        left = start - sold
        return (f"{name} has {start} {things}. {pron.capitalize()} sells {sold} {things} and puts the rest into "
                f"bags with {size} in each bag. How many bags did {pron} use?",
                str(left // size) if left % size == 0 else None)
    if family == "share":
        held, count = rng.randint(1, 80), rng.randint(1, 9)
        return (f"{name} has {held} {things}. If {pron} shares them among {count} friends, how many {things} "
                f"does each friend get?", str(held // count) if held % count == 0 else None)
    if family == "price":
        money, price = rng.randint(1, 100), rng.randint(1, 9)
        spent = rng.randint(0, money)
        rest = money - spent
        return (f"{name} had {money} dollars. If {pron} spent {spent} dollars on a game, how many {price} dollar "
                f"toys could {pron} buy with the money {pron} had left?", str(rest // price) if rest % price == 0 else None)
    goal, done, minutes = rng.randint(1, 60), rng.randint(0, 70), rng.randint(1, 9)
    obj = "him" if pron == "he" else "her"
    return (f"{name} needs to bake {goal} {things}. {pron.capitalize()} has already baked {done}. If each "
            f"{things[:-1]} takes {minutes} minutes to bake, how long will it take {obj} to bake the rest?",
            str((goal - done) * minutes) if done <= goal else None)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--generated", type=int, default=10000)
    args = ap.parse_args()
    pack = load_pack()
    read("Sam has 1 apple. How many apples does Sam have?", pack)  # compile the lexicon once
    print(f"build: {compiled_reader.describe()}")
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
    must_refuse = 0
    for i in range(args.generated):
        # every other problem is a v2 form (partitions, unit prices, goals) whose outcome may be "refuse"
        text, expected = generated(rng) if i % 2 == 0 else generated_v2(rng)
        try:
            r = read(text, pack)
        except Exception:  # noqa: BLE001 — counting crashes is the point here
            crashes += 1
            continue
        if expected is None:
            must_refuse += 1
            if isinstance(r, Solved):
                wrong += 1
        elif not isinstance(r, Solved):
            refused += 1
        elif r.answer != expected:
            wrong += 1
    dt = time.perf_counter() - t0
    print(f"generated  n={args.generated} wrong={wrong} crashes={crashes} answerable-but-refused={refused} "
          f"must-refuse={must_refuse} (each one solved would count as wrong) "
          f"({args.generated / dt:,.0f} problems/s, seed 20261130)")
    return 1 if wrong or crashes else 0


if __name__ == "__main__":
    raise SystemExit(main())
