"""Hand-written problems the reader was never tuned on (evals/data/fresh/): wrong = 0, and must-refuse rows refuse.

Each file was written by hand for a wrong-answer hunt (ADR 0286 for fresh_d): answers worked out by the writer,
``"expect": "refuse"`` where the text does not determine one answer (a pronoun with two people, a loss larger than
what is held …). Refusing an answerable row is allowed; answering any row wrongly, or answering a must-refuse row,
is the defect these files guard against.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from core.packs import load_pack
from domain.reader import Refused
from evals.corpus import load_corpus, run_corpus

FRESH = Path(__file__).resolve().parents[2] / "evals" / "data" / "fresh"
SETS = sorted(FRESH.glob("*.jsonl"))


@pytest.fixture(scope="module")
def pack():
    return load_pack()


@pytest.mark.parametrize("path", SETS, ids=[p.stem for p in SETS])
def test_fresh_set_has_no_wrong_answer(path: Path, pack) -> None:
    rows = load_corpus(path)
    summary, results = run_corpus(rows, pack)
    wrong = [(r.id, row.problem, row.answer, r.result.answer) for r, row in zip(results, rows) if r.outcome == "wrong"]
    assert wrong == []
    answered_refusals = [(row.id, row.problem, r.result.answer) for r, row in zip(results, rows)
                         if row.metadata.get("expect") == "refuse" and not isinstance(r.result, Refused)]
    assert answered_refusals == []
    assert summary.correct > 0  # the set is read at all (a broken loader would pass the two checks above)


def test_fresh_sets_are_present() -> None:
    assert SETS, f"no fresh sets under {FRESH}"
