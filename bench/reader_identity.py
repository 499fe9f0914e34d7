"""Byte-identity of the reader's results over a fixed set of texts (speed work must not change a byte).

    .venv/bin/python bench/reader_identity.py --save /tmp/before.json    # on the unchanged code
    .venv/bin/python bench/reader_identity.py --check /tmp/before.json   # after a change: exit 1 on any difference

Texts: every problem of ``../shared/corpora/{addsub,singleop,multiarith}.jsonl``; the generated problems of
``bench/bench_reader.py`` (its own seed, both families, ``--generated`` of them); the project's data sets
(B3, adversarial, arc train + holdout, the original B3/adversarial problems when ``../shared`` has them),
their perturbation variants, and ``evals.generators.generate`` problems (seeded). Each result (Solved or
Refused, with steps and evidence) is encoded as canonical msgspec JSON and hashed with blake3; the file
keeps one digest per text and a digest over all of them, so ``--check`` names the texts that changed.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

import blake3
import msgspec

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_reader import generated, generated_v2  # noqa: E402
from core import compiled_reader  # noqa: E402  (importing core installs the compiled build's finder, ADR 0237)
from core.packs import load_pack  # noqa: E402
from domain.reader import read  # noqa: E402
from evals import datasets  # noqa: E402
from evals.corpus import load_corpus  # noqa: E402
from evals.generators import generate  # noqa: E402
from evals.perturbation import perturb_cases  # noqa: E402

SHARED = ROOT.parent / "shared"


def texts(n_generated: int) -> list[tuple[str, str]]:
    """(key, text) pairs, in a fixed order; keys are unique."""
    out: list[tuple[str, str]] = []
    for name in ("addsub", "singleop", "multiarith"):
        path = SHARED / "corpora" / f"{name}.jsonl"
        if path.is_file():
            out += [(f"{name}:{row.id}", row.problem) for row in load_corpus(path)]
    rng = random.Random(20261130)  # bench_reader.py's seed and order
    for i in range(n_generated):
        text, _ = generated(rng) if i % 2 == 0 else generated_v2(rng)
        out.append((f"bench:{i}", text))
    b3, adv = datasets.load_b3(), datasets.load_adversarial()
    out += [(f"b3:{c.id}", c.problem) for c in b3]
    out += [(f"adv:{c.id}", c.problem) for c in adv]
    for split in ("train", "holdout"):
        out += [(f"arc:{c.id}", c.problem) for c in datasets.load_arc(split)]
    try:
        out += [(f"orig:{c.case_id}", c.problem) for c in datasets.load_original_cases(SHARED)]
    except (OSError, datasets.DatasetError):
        pass
    variants, _ = perturb_cases(b3)
    out += [(f"perturb:{v.variant_id}", v.problem) for v in variants]
    out += [(f"gen:{p.id}", p.problem) for p in generate(20261201, 2000)]
    seen: dict[str, int] = {}
    unique = []
    for key, text in out:  # a repeated key gets a #n suffix, so every text keeps its own digest
        n = seen[key] = seen.get(key, 0) + 1
        unique.append((key if n == 1 else f"{key}#{n}", text))
    return unique


def digests(pairs: list[tuple[str, str]]) -> dict[str, str]:
    pack = load_pack()
    enc = msgspec.json.Encoder(order="deterministic")
    return {key: blake3.blake3(enc.encode(read(text, pack))).hexdigest()[:32] for key, text in pairs}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--save")
    ap.add_argument("--check")
    ap.add_argument("--generated", type=int, default=10000)
    args = ap.parse_args()
    pairs = texts(args.generated)
    got = digests(pairs)
    total = blake3.blake3("\n".join(f"{k} {v}" for k, v in got.items()).encode()).hexdigest()
    print(f"{len(got)} results, digest {total}")
    print(f"build: {compiled_reader.describe()}")
    if args.save:
        Path(args.save).write_text(json.dumps({"total": total, "results": got}, indent=0, sort_keys=True))
    if args.check:
        want = json.loads(Path(args.check).read_text())
        if want["total"] == total:
            print(f"identical to {args.check}")
            return 0
        old = want["results"]
        changed = sorted(k for k in old.keys() & got.keys() if old[k] != got[k])
        print(f"DIFFERENT from {args.check}: {len(changed)} changed, {len(old.keys() - got.keys())} missing, "
              f"{len(got.keys() - old.keys())} new; first: {changed[:10]}")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
