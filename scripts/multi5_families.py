"""Print the current reading of each MultiArith family targeted by ADR 0119.

Usage: PYTHONPATH=. python scripts/multi5_families.py [--oracle]
For each family, every corpus problem that matches the family's marker is read; a refusal prints
reason / frame / token / detail, a solution prints the answer against gold.  With --oracle, the
sentence still blocking after perfect vocabulary is printed instead (bench/oracle_vocabulary).
"""
import json, os, sys
root = os.environ.get("ROOT", os.getcwd()); sys.path.insert(0, root); sys.path.insert(0, root + "/bench")
from core.packs import load_pack
from domain.reader import read, Refused

FAMILIES = [
    ("1a trays", "trays at a time"),
    ("1b washing machine", "pieces of clothing at a time"),
    ("2a treasures", "points for each treasure"),
    ("2b recycled bags", "for each bag of cans"),
    ("3 money lasting", "how long would the money last"),
    ("4 mp3 songs", "songs on her mp3 player"),
    ("5a album rest", "put the rest into"),
    ("5b albums sorted", "different albums with the same amount"),
    ("6 small gardens", "small gardens"),
]
rows = [json.loads(l) for l in open(os.path.join(root, "shared/corpora/multiarith.jsonl")
                                   if os.path.exists(os.path.join(root, "shared")) else "/work/shared/corpora/multiarith.jsonl")]
pack = load_pack()
oracle = "--oracle" in sys.argv
for name, marker in FAMILIES:
    hits = [o for o in rows if marker in o["problem"]]
    print(f"== {name} ({len(hits)})")
    for o in hits:
        if oracle:
            import oracle_vocabulary as ov
            from evals.scoring import gold_value
            ov._blocker = lambda e: e
            status, e = ov.explore(o["problem"], gold_value(o["answer"]), pack, [ov.READS_PER_CASE])
            print(f"  {o['id']} {status}", "" if e is None else f"{e.reason}/{e.frame} tok={e.token_text!r} s{e.sentence_index} | {e.detail}")
            continue
        r = read(o["problem"], pack)
        if isinstance(r, Refused):
            e = r.evidence
            print(f"  {o['id']} REFUSED {e.reason}/{e.missing_operator}/{e.frame} s{e.sentence_index} tok={e.token_text!r} | {e.detail}")
        else:
            mark = "ok" if float(r.answer) == float(o["answer"]) else "WRONG"
            print(f"  {o['id']} SOLVED {r.answer} gold {o['answer']} {mark}")
