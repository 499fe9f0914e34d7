"""The learning loop started from a *seed* pack: en_base_v1 without its corpus-derived vocabulary.

    .venv/bin/python bench/loop_from_seed.py [--rounds 4] [--holdout-percent 30] [--compare]
                                             [--store DIR] [--json OUT] [--show-seed]

Why. en_base_v1's open-class vocabulary was written by developers who read the refusals of ALL the
outside corpus problems (../shared/corpora), held-out split included: the loop's held-out lift from
en_base_v1 measures what is left to learn after the authors already learned most of it from the test
set. The clean experiment starts from a pack without that vocabulary and lets the loop learn it from
the training split's evidence alone.

The seed rule (mechanical, applied in memory to en_base_v1; nothing is written to core/data):

* every closed-class / grammar part is kept whole: ``functions``, ``number_words``, ``multipliers``,
  ``descriptive_rules`` (their patterns name slots and grammar words, no entries);
* an open-class entry (``units``, ``verbs``, ``modifiers``, ``times``, ``activities``, ``names``,
  ``places``) is kept iff one of its surface forms (a unit's or place's singular/plural, a verb's or
  word's forms, a name's word; a multi-word form as a run of words) occurs, lower-cased and
  tokenised, in the project's OWN authored texts — the B3 lane (evals/data/b3), the adversarial lane
  (evals/data/adversarial), the original 50 B3 + 36 adversarial problems (../shared/seed-data, the
  project's specification data, when present), and the in-grammar generator's vocabulary
  (evals/generators.py: its word lists and 4,000 rendered problems, seed 0) — or iff the reader's own
  code names the entry by id (``"unit.dollar"``, ``"verb.have"`` … in domain/reader/*.py: those
  entries are grammar anchors the reader's code is written against). An occurrence in
  ../shared/corpora alone never keeps an entry;
* references to dropped entries are dropped consistently: a ``kinds`` entry loses dropped specific
  units and overlapping pairs with a dropped unit (complement pairs and wholes likewise, ADR 0334), and
  is dropped when its general unit is dropped or no specific unit is left; an ``opposites`` entry is dropped when either predicate is; a place whose
  ``same_as`` target is dropped is dropped; a ``comparatives`` entry keeps only families some kept unit
  has and is dropped when none is left. The result must pass ``domain.reader.pack.validate``.

Then the loop runs in a fresh SQLite store: the seed pack is registered as a ``pack.registered``
event (as ``run_service.pack_choice`` does for shipped packs), ``run_loop(..., pack=<seed id>)``
runs K rounds with the oracle operator (a SIMULATION, see docs/learning-loop.md) on the union of
the three corpora split by content hash, and ``core replay --from 0`` re-checks the store. With
``--compare`` the same loop runs from en_base_v1 in a second store, for side-by-side figures.

Progress goes to stderr; the tables to stdout. CPU heavy (minutes per round): run it once.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import msgspec  # noqa: E402

from core import loop_service  # noqa: E402
from core.lanes import corpus_cases, lane_cases  # noqa: E402
from core.log_service import opened  # noqa: E402
from core.packs import load_pack  # noqa: E402
from core.replay import replay  # noqa: E402
from domain.events.packs import PackRegistered  # noqa: E402
from domain.reader import pack_digest  # noqa: E402
from domain.reader.pack import Pack, validate  # noqa: E402
from evals import generators  # noqa: E402

SHARED = ROOT.parent / "shared"
CORPORA = ("addsub", "singleop", "multiarith")
OPEN_CLASS = ("units", "verbs", "modifiers", "times", "activities", "names", "places")
SEED_NAME = "en_seed_v1"
SHIPPED_SEED = ROOT / "core" / "data" / "packs" / f"{SEED_NAME}.json"
GENERATED = 4000
_WORD = re.compile(r"[a-z0-9]+(?:['’][a-z]+)?")
_ID = re.compile(r"\"((?:unit|verb|mod|time|act|name|person|place)\.[a-z0-9_]+)\"")


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


# --- the authored texts ---------------------------------------------------------------------------


def authored_texts() -> list[str]:
    """The project's own texts (never ../shared/corpora)."""
    texts = [c.problem for c in lane_cases("b3")] + [c.problem for c in lane_cases("adversarial")]
    if (SHARED / "seed-data").is_dir():
        texts += [c.problem for c in lane_cases("original")]
    g = generators
    texts += [" ".join(words) for words in (list(g.SINGULAR), list(g.SINGULAR.values()), g.FEMALE, g.MALE,
                                            g.DEFAULT_UNITS, g.DEFAULT_ADD_VERBS, g.DEFAULT_SUB_VERBS,
                                            sorted(g.EDIBLE), [g.MONEY])]
    texts += [p.problem for p in g.generate(0, GENERATED)]
    return texts


def tokens(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("-", " "))


def ngrams(texts: list[str], longest: int) -> set[tuple[str, ...]]:
    out: set[tuple[str, ...]] = set()
    for t in texts:
        words = tokens(t)
        for n in range(1, longest + 1):
            out.update(tuple(words[i:i + n]) for i in range(len(words) - n + 1))
    return out


def anchored_ids() -> set[str]:
    """Entry ids the reader's code names: the grammar is written against them."""
    ids: set[str] = set()
    for path in sorted((ROOT / "domain" / "reader").glob("*.py")):
        ids.update(_ID.findall(path.read_text(encoding="utf-8")))
    return ids


# --- the seed rule --------------------------------------------------------------------------------


def surface_forms(field: str, entry) -> list[str]:
    if field in ("units", "places"):
        return [entry.singular, entry.plural]
    if field == "names":
        return [entry.word]
    return list(entry.forms)


def derive_seed(base: Pack, texts: list[str], anchors: set[str]) -> tuple[Pack, dict]:
    forms = [tuple(tokens(f)) for field in OPEN_CLASS for e in getattr(base, field) for f in surface_forms(field, e)]
    seen = ngrams(texts, max((len(f) for f in forms), default=1))
    kept: dict[str, list] = {}
    stats: dict[str, dict[str, int]] = {}
    for field in OPEN_CLASS:
        entries = getattr(base, field)
        keep = [e for e in entries
                if e.id in anchors or any(tuple(tokens(f)) in seen for f in surface_forms(field, e) if tokens(f))]
        kept[field] = keep
    # Dangling references, dropped consistently (a place's same_as target first: it is another place).
    places = {p.id for p in kept["places"]}
    while True:
        keep = [p for p in kept["places"] if not p.same_as or p.same_as in places]
        if len(keep) == len(kept["places"]):
            break
        kept["places"], places = keep, {p.id for p in keep}
    units = {u.id for u in kept["units"]}
    kinds = []
    for k in base.kinds:
        specific = [u for u in k.specific if u in units]
        if k.general not in units or not specific:
            continue
        pairs = [p for p in k.overlapping if all(u in units for u in p)]
        splits = [p for p in k.complements if all(u in specific for u in p)]  # v16 (ADR 0334)
        wholes = [u for u in k.complement_wholes if u in units] if splits else []
        kinds.append(msgspec.structs.replace(k, specific=specific, overlapping=pairs, complements=splits,
                                             complement_wholes=wholes))
    predicates = {m.id for m in kept["modifiers"]} | {v.id for v in kept["verbs"]}
    opposites = [o for o in base.opposites if o.first in predicates and o.second in predicates]
    families = {u.family for u in kept["units"]}
    comparatives = []
    for c in base.comparatives:
        fams = [f for f in c.families if f in families]
        if fams:
            comparatives.append(msgspec.structs.replace(c, families=fams))
    for field in OPEN_CLASS:  # counts after the dangling references went
        keep = kept[field]
        stats[field] = {"base": len(getattr(base, field)), "seed": len(keep),
                        "anchored_only": sum(1 for e in keep if not any(tuple(tokens(f)) in seen
                                                                        for f in surface_forms(field, e)))}
    seed = msgspec.structs.replace(base, name=SEED_NAME, kinds=kinds, opposites=opposites,
                                   comparatives=comparatives, **kept)
    validate(seed)
    for field, before, after in (("kinds", base.kinds, kinds), ("opposites", base.opposites, opposites),
                                 ("comparatives", base.comparatives, comparatives)):
        stats[field] = {"base": len(before), "seed": len(after)}
    return seed, stats


# --- the loop -------------------------------------------------------------------------------------


def cases():
    joined = []
    for name in CORPORA:
        joined += corpus_cases(SHARED / "corpora" / f"{name}.jsonl")
    return joined


def run(store: Path, pack: Pack | None, pack_ref: str, rounds: int, percent: int, label: str) -> dict:
    train, held = loop_service.split_cases(cases(), percent)
    t0 = time.process_time()
    with opened(str(store)) as log_:
        if pack is not None:  # registered as pack_choice registers a shipped pack
            log_.append([PackRegistered(pack_id=pack_digest(pack), pack=pack)])

        def on_round(r):
            log(f"{label}: round {r.round}: train {r.train.coverage:.4f} (wrong {r.train.wrong}), holdout "
                f"{r.holdout.coverage:.4f} (wrong {r.holdout.wrong}), ratified {r.proposals.ratified}, "
                f"withheld {r.proposals.withheld}")

        report = loop_service.run_loop(log_, train, held, rounds, loop_service.OracleOperator(train),
                                       "loop-train:" + "+".join(CORPORA), f"loop-holdout:{percent}%",
                                       on_round=on_round, pack=pack_ref)
        loop_seconds = time.process_time() - t0
        log(f"{label}: replay --from 0 on {report.head_position} events")
        t1 = time.process_time()
        rep = replay(log_, 0)
        replay_seconds = time.process_time() - t1
    return {"report": msgspec.to_builtins(report), "replay_ok": rep.ok, "replay_events": rep.events_checked,
            "replay_derivations": rep.derivations_checked, "replay_signatures": rep.signatures_checked,
            "replay_divergence": msgspec.to_builtins(rep.divergence), "loop_cpu_seconds": round(loop_seconds),
            "replay_cpu_seconds": round(replay_seconds), "train_n": len(train), "holdout_n": len(held)}


def table(label: str, res: dict) -> str:
    lines = [f"{label}: train n={res['train_n']}  holdout n={res['holdout_n']}",
             f"{'round':>5}  {'train cov':>9} {'wrong':>5}   {'holdout cov':>11} {'wrong':>5}   "
             "surfaced ratified rejected refined withheld suppressed"]
    for r in res["report"]["rounds"]:
        p = r["proposals"]
        lines.append(f"{r['round']:5}  {r['train']['coverage']:9.4f} {r['train']['wrong']:5}   "
                     f"{r['holdout']['coverage']:11.4f} {r['holdout']['wrong']:5}   {p['surfaced']:8} "
                     f"{p['ratified']:8} {p['rejected']:8} {p['refined']:7} {p['withheld']:8} {p['suppressed']:10}")
    rs = res["report"]["rounds"]
    lift = rs[-1]["holdout"]["coverage"] - rs[0]["holdout"]["coverage"]
    tlift = rs[-1]["train"]["coverage"] - rs[0]["train"]["coverage"]
    lines.append(f"held-out lift {lift * 100:+.1f} points, train {tlift * 100:+.1f}; wrong max "
                 f"{max(max(r['train']['wrong'], r['holdout']['wrong']) for r in rs)}; replay --from 0: "
                 f"{'identical' if res['replay_ok'] else 'DIVERGED ' + json.dumps(res['replay_divergence'])} "
                 f"({res['replay_events']} events, {res['replay_derivations']} derivations, "
                 f"{res['replay_signatures']} signatures); cpu loop {res['loop_cpu_seconds']} s, "
                 f"replay {res['replay_cpu_seconds']} s")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--holdout-percent", type=int, default=30)
    ap.add_argument("--compare", action="store_true", help="also run the loop from en_base_v1")
    ap.add_argument("--store", type=Path, help="directory for the SQLite stores (default: a temporary one)")
    ap.add_argument("--json", type=Path, help="write the figures as JSON here")
    ap.add_argument("--show-seed", action="store_true", help="print the seed pack's entry counts and stop")
    ap.add_argument("--write-seed", action="store_true",
                    help=f"write the derived seed to core/data/packs/{SEED_NAME}.json (the shipped copy that "
                         f"`core loop run --pack {SEED_NAME}` uses; tests/unit/test_pack_seed.py checks it) and stop")
    args = ap.parse_args(argv)
    base = load_pack("en_base_v1")
    seed, stats = derive_seed(base, authored_texts(), anchored_ids())
    print(f"seed pack {pack_digest(seed)[:12]} ({SEED_NAME}) from en_base_v1 {pack_digest(base)[:12]}:")
    for field, s in stats.items():
        extra = f" ({s['anchored_only']} kept only as code anchors)" if s.get("anchored_only") else ""
        print(f"  {field:13} {s['base']:4} -> {s['seed']:4}{extra}")
    sys.stdout.flush()
    if args.write_seed:
        if not (SHARED / "seed-data").is_dir():
            print("--write-seed needs ../shared/seed-data (the original's cases are part of the seed rule)",
                  file=sys.stderr)
            return 2
        SHIPPED_SEED.write_bytes(msgspec.json.format(msgspec.json.encode(seed), indent=1) + b"\n")
        print(f"wrote {SHIPPED_SEED.relative_to(ROOT)}")
        return 0
    if args.show_seed:
        return 0
    with tempfile.TemporaryDirectory(prefix="loop-from-seed-") as tmp:
        where = args.store or Path(tmp)
        where.mkdir(parents=True, exist_ok=True)
        out = {"seed_stats": stats, "seed_pack": pack_digest(seed)}
        out["seed"] = run(where / "seed.sqlite", seed, pack_digest(seed), args.rounds, args.holdout_percent, "seed")
        print(table(f"from the seed pack {SEED_NAME}", out["seed"]), flush=True)
        if args.compare:
            out["base"] = run(where / "base.sqlite", None, "en_base_v1", args.rounds, args.holdout_percent,
                              "en_base_v1")
            print(table("from en_base_v1 (comparison)", out["base"]), flush=True)
    if args.json:
        args.json.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")
    ok = all(r["train"]["wrong"] == 0 and r["holdout"]["wrong"] == 0 and res["replay_ok"]
             for res in (out["seed"], out.get("base")) if res for r in res["report"]["rounds"])
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
