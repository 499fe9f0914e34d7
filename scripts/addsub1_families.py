"""ADR 0116 probe: each AddSub family's members and what the reader does with them now (answer or refusal).

Run: ROOT=$PWD python scripts/addsub1_families.py  (reads /work/shared/corpora/addsub.jsonl)."""
import json
import os
import sys

FAMILIES = {
    "1 cracked": ["were cracked"],
    "2 games missed/last year": ["but missed", "games last year"],
    "3 had spots": ["had spots"],
    "4 washed cars": ["washed cars"],
    "5 money lists": ["paid $", "toy cars for $", "marbles for $"],
    "6 cost/calls for": ["balloons cost", "calls for"],
    "7 broken/torn": ["were broken", "were torn"],
}
root = os.environ.get("ROOT", os.getcwd())
sys.path.insert(0, root)
from core.packs import load_pack  # noqa: E402
from domain.reader import Solved, read  # noqa: E402

PACK = load_pack()
rows = [json.loads(l) for l in open("/work/shared/corpora/addsub.jsonl")]
for fam, keys in FAMILIES.items():
    print("==", fam)
    for o in rows:
        if any(k in o["problem"] for k in keys):
            r = read(o["problem"], PACK)
            got = r.answer if isinstance(r, Solved) else \
                f"REFUSED {r.evidence.reason}/{r.evidence.missing_operator}: {r.evidence.detail[:90]}"
            print(f"  {o['id']} gold={o['answer']} got={got}")
