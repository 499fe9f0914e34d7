"""Authoring script for the learning-arc corpus (run: .venv/bin/python evals/data/arc/build_arc.py).

Writes train.jsonl and holdout.jsonl (DESIGN.md §5 rows + metadata). Every well-posed problem is
built by evals.generators from a structure whose unit — and often a verb — is a word the base pack
(core/data/packs/en_base_v1.json) lacks; the answer is evaluated from the structure. About 10 % are
ill-posed on purpose (negative holding, fractional count, "times more than", unknown entity, two
questions, ambiguous pronoun): learning words must never make them solvable.

Split: holdout iff blake3(problem) mod 3 == 0, except that problems using a TRAIN_ONLY word always
go to train (so some learned words are never seen in holdout).
"""
from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

import blake3  # noqa: E402
import msgspec  # noqa: E402

from evals.generators import (  # noqa: E402
    FEMALE, MALE, Vocabulary, answer_unit, build, depth, evaluate, format_answer, render, singular,
)

SEED = 20260530
N_WELL_POSED = 300
N_ILL_POSED = 33

# ADR 0520: tassels, cufflinks, doubloons, sprockets, amulets, kazoos, ocarinas, weevils and jettisons stand
# where sunflowers, pinecones, bookmarks, magnets, bracelets, badges, lanterns, beetles and misplaces stood
# (same positions): those are common in outside word problems and now belong to the base pack.
NEW_UNITS = ["feathers", "tassels", "cufflinks", "doubloons", "sprockets", "chestnuts", "figurines",
             "thimbles", "dominoes", "amulets", "keychains", "hazelnuts", "earmuffs", "kazoos",
             "ocarinas", "teacups", "marshmallows", "truffles", "marigolds", "weevils"]
NEW_GAIN_VERBS = ["plucks", "forages", "unearths", "pockets", "fetches", "hoards", "nets", "salvages"]
NEW_LOSS_VERBS = ["jettisons", "mislays", "tosses", "forfeits", "shreds"]
EDIBLE_NEW = {"chestnuts", "hazelnuts", "marshmallows", "truffles"}
EATING_VERBS = {"munches", "devours"}
TRAIN_ONLY = {"thimbles", "ocarinas", "salvages", "shreds"}
NEW_WORDS = set(NEW_UNITS) | set(NEW_GAIN_VERBS) | set(NEW_LOSS_VERBS)
for _u in NEW_UNITS:
    NEW_WORDS.add(singular(_u))

KNOWN_GAIN = ("buys", "finds", "gets")
KNOWN_LOSS = ("loses", "uses", "drops")


def words_needed(text: str) -> list[str]:
    """New words (not in the base pack) that the text uses, as the pack would list them."""
    found = set()
    for tok in re.findall(r"[a-z]+", text.lower()):
        if tok in NEW_WORDS:
            found.add(tok if tok in NEW_UNITS or tok in NEW_GAIN_VERBS or tok in NEW_LOSS_VERBS
                      else next(u for u in NEW_UNITS if singular(u) == tok))
    return sorted(found)


def well_posed(rng: random.Random, i: int) -> dict:
    unit = NEW_UNITS[i % len(NEW_UNITS)]
    gain = NEW_GAIN_VERBS[(i // 2) % len(NEW_GAIN_VERBS)]
    loss_pool = [v for v in NEW_LOSS_VERBS if v not in EATING_VERBS or unit in EDIBLE_NEW]
    loss = loss_pool[(i // 3) % len(loss_pool)]
    vocab = Vocabulary(units=(unit,), add_verbs=(gain, gain, rng.choice(KNOWN_GAIN)),
                       sub_verbs=(loss, loss, rng.choice(KNOWN_LOSS)))
    d = 1 + i % 5
    s = build(rng, d, vocab)
    text = render(s)
    unit_out = answer_unit(s)
    return {"problem": text, "answer": format_answer(evaluate(s), unit_out), "unit": unit_out, "depth": depth(s),
            "new_words": words_needed(text), "ill_posed": False, "note": "", "structure": msgspec.to_builtins(s)}


def ill_posed(rng: random.Random, i: int) -> dict:
    unit = NEW_UNITS[(i * 7) % len(NEW_UNITS)]
    f, m = rng.choice(FEMALE), rng.choice(MALE)
    f2 = rng.choice([n for n in FEMALE if n != f])
    loss = rng.choice([v for v in NEW_LOSS_VERBS if v not in EATING_VERBS])
    gain = rng.choice(NEW_GAIN_VERBS)
    a = rng.randint(2, 9)
    kind = i % 6
    if kind == 0:
        text, why = (f"{f} has {a} {unit}. {f} {loss} {a + rng.randint(1, 5)} {unit}. "
                     f"How many {unit} does {f} have?"), "negative holding"
    elif kind == 1:
        odd = 2 * a + 1
        text, why = (f"{m} has {odd} {unit}. {m} splits his {unit} evenly into 2 groups and keeps one group. "
                     f"How many {unit} does {m} have?"), "fractional count of discrete things"
    elif kind == 2:
        text, why = (f"{f} has {a} {unit}. {m} has 3 times more {unit} than {f}. "
                     f"How many {unit} does {m} have?"), "'N times more than' is ambiguous"
    elif kind == 3:
        text, why = (f"{f} has {a} {unit}. {f} {gain} 2 {unit}. How many {unit} does {m} have?"), \
            "the asked entity is never introduced"
    elif kind == 4:
        text, why = (f"{m} has {a} {unit}. {m} {gain} 3 {unit}. How many {unit} does {m} have? "
                     f"How many {unit} did {m} lose?"), "two questions"
    else:
        text, why = (f"{f} has {a} {unit}. {f2} has {a + 2} {unit}. She {gain} 4 {unit}. "
                     f"How many {unit} does {f} have?"), "ambiguous pronoun"
    return {"problem": text, "answer": None, "unit": None, "depth": 0, "new_words": words_needed(text),
            "ill_posed": True, "note": f"must stay refused after learning: {why}", "structure": None}


def split_of(row: dict) -> str:
    if TRAIN_ONLY & set(row["new_words"]):
        return "train"
    h = int(blake3.blake3(row["problem"].encode("utf-8")).hexdigest(), 16)
    return "holdout" if h % 3 == 0 else "train"


def main() -> None:
    rng = random.Random(SEED)
    rows = [well_posed(rng, i) for i in range(N_WELL_POSED)] + [ill_posed(rng, i) for i in range(N_ILL_POSED)]
    seen: set[str] = set()
    out = {"train": [], "holdout": []}
    for n, row in enumerate(rows, start=1):
        if row["problem"] in seen:
            continue
        seen.add(row["problem"])
        split = split_of(row)
        out[split].append({"id": f"arc-{n:04d}", "split": split, **row})
    here = Path(__file__).parent
    for split, items in out.items():
        with (here / f"{split}.jsonl").open("w", encoding="utf-8") as fh:
            for item in items:
                fh.write(json.dumps(item, sort_keys=True, ensure_ascii=False) + "\n")
        print(f"{split}: {len(items)} rows ({sum(r['ill_posed'] for r in items)} ill-posed)")


if __name__ == "__main__":
    main()
