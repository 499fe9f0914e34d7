"""One pass of the reader over the corpora, for instruction counts under callgrind (ADR 0237).

    valgrind --tool=callgrind --callgrind-out-file=/tmp/a.out .venv/bin/python bench/reader_pass.py 0
    valgrind --tool=callgrind --callgrind-out-file=/tmp/b.out .venv/bin/python bench/reader_pass.py 1

Both runs import the reader, load the pack and the corpora and read one warm-up text; the second then reads every
corpus problem once. Per-pass cost = instructions of B − instructions of A (the "I refs" line valgrind prints).
Wall time is noise on a shared machine; instruction counts repeat. ``CORE_READER_PURE=1`` measures pure Python;
without it, whatever build ``python -m core.reader_build --status`` reports (the line printed below says which ran).
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core import compiled_reader  # noqa: E402  (importing core installs the compiled build's finder)
from core.packs import load_pack  # noqa: E402
from domain.reader import read  # noqa: E402
from evals.corpus import load_corpus  # noqa: E402

CORPORA = ROOT.parent / "shared" / "corpora"


def main() -> int:
    passes = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    pack = load_pack()
    texts = [row.problem for name in ("addsub", "singleop", "multiarith")
             for row in load_corpus(CORPORA / f"{name}.jsonl")]
    read("Sam has 1 apple. How many apples does Sam have?", pack)
    for _ in range(passes):
        for text in texts:
            read(text, pack)
    print(f"{passes} pass(es) over {len(texts)} corpus problems; build: {compiled_reader.describe()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
