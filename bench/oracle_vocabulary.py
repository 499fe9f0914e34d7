"""What a perfect vocabulary learner could reach: the grammar ceiling of the reader on the corpora.

    .venv/bin/python bench/oracle_vocabulary.py [--corpus addsub ...] [--blockers 25] [--json OUT]

For every corpus case the reader refuses at an unknown content word, this adds the learning loop's
own candidate bridges for that word (``domain.loop.candidates``: a unit, each verb category, a
modifier …) and reads again, depth first, up to 4 candidates per word and 40 reads per case. A case
counts ``correct`` when some choice gives the gold answer. A case where choices give only WRONG
answers is printed: either a candidate gives a word a meaning it does not have (``has read 9 of
them`` with `read` as a loss: the loop's arm 1 exists to reject that) or the reader misreads the
sentence — look at each. Cases that still refuse are tallied by the last blocker that is not a word
— the grammar the reader lacks — with example ids.

This is a measurement, not a learner: it looks at the gold answer, which the loop never does.
"""
from __future__ import annotations

import argparse
import collections
import json
import multiprocessing
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.packs import load_pack  # noqa: E402
from domain.loop.candidates import candidates_for  # noqa: E402
from domain.loop.joint import slot_of  # noqa: E402
from domain.reader import Refused, apply_change, read  # noqa: E402
from domain.reader.pack import PackChangeError  # noqa: E402
from evals.corpus import load_corpus  # noqa: E402
from evals.scoring import gold_value, is_correct  # noqa: E402

CORPORA = ROOT.parent / "shared" / "corpora"
CANDIDATES_PER_WORD = 4
READS_PER_CASE = 40


def _blocker(evidence) -> tuple[str, str, str]:
    return evidence.reason, evidence.missing_operator, evidence.frame


def explore(text: str, gold, pack, budget: list[int], depth: int = 0):
    """(status, blocker): status is correct | wrong:<answer> | refused."""
    budget[0] -= 1
    result = read(text, pack)
    if not isinstance(result, Refused):
        return ("correct" if is_correct(result.answer, gold) else f"wrong:{result.answer}"), None
    last = ("refused", _blocker(result.evidence))
    slot = slot_of(result.evidence, "case")
    if slot is None or budget[0] <= 0:
        return last
    for cand in candidates_for(slot.family, slot.lemma, [slot.word], pack)[:CANDIDATES_PER_WORD]:
        try:
            grown = pack
            for change in cand.changes:
                grown = apply_change(grown, change)
        except PackChangeError:
            continue
        status, blocker = explore(text, gold, grown, budget, depth + 1)
        if status == "correct":
            return status, blocker
        if status.startswith("wrong") or not last[0].startswith("wrong"):
            last = (status, blocker)
        if budget[0] <= 0:
            break
    return last


def _case(args):
    corpus, row_id, problem, answer = args
    gold = gold_value(answer)
    base = read(problem, load_pack())
    base_ok = not isinstance(base, Refused) and is_correct(base.answer, gold)
    status, blocker = explore(problem, gold, load_pack(), [READS_PER_CASE])
    return corpus, row_id, base_ok, status, blocker


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", action="append", help="corpus name under ../shared/corpora (repeatable)")
    ap.add_argument("--blockers", type=int, default=25, help="how many blocker groups to list")
    ap.add_argument("--json", type=Path, help="write every case's status and blocker here")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()
    names = args.corpus or ["addsub", "singleop", "multiarith"]
    if not CORPORA.is_dir():
        print(f"no corpora at {CORPORA}", file=sys.stderr)
        return 2
    work = [(name, row.id, row.problem, row.answer) for name in names
            for row in load_corpus(CORPORA / f"{name}.jsonl") if gold_value(row.answer) is not None]
    with multiprocessing.Pool(args.jobs) as pool:
        results = pool.map(_case, work, chunksize=16)
    tally = collections.Counter()
    blockers = collections.Counter()
    examples = collections.defaultdict(list)
    latent = []
    for corpus, row_id, base_ok, status, blocker in results:
        kind = status.split(":")[0]
        tally[corpus, "base"] += base_ok
        tally[corpus, kind] += 1
        tally[corpus, "n"] += 1
        if kind == "wrong":
            latent.append((row_id, status))
        if blocker:
            blockers[blocker] += 1
            examples[blocker].append(row_id)
    print(f"{'corpus':<11} {'n':>5} {'base pack':>10} {'oracle vocab':>13} {'wrong':>6}")
    for name in names:
        n = tally[name, "n"]
        print(f"{name:<11} {n:>5} {tally[name, 'base']:>5} {tally[name, 'base'] / n:>5.1%}"
              f" {tally[name, 'correct']:>6} {tally[name, 'correct'] / n:>6.1%} {tally[name, 'wrong']:>6}")
    for row_id, status in latent:
        print(f"only wrong under guessed entries: {row_id} ({status})")
    print(f"\nblockers after perfect vocabulary (top {args.blockers}):")
    for blocker, n in blockers.most_common(args.blockers):
        print(f"{n:>5}  {' / '.join(blocker)}  e.g. {', '.join(examples[blocker][:4])}")
    if args.json:
        args.json.write_text(json.dumps([dict(corpus=c, id=i, base=b, status=s, blocker=k)
                                         for c, i, b, s, k in results], indent=0))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
