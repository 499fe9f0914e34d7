"""0 wrong on every outside corpus and on the original's B3 and adversarial cases (../shared)."""
from __future__ import annotations

import json
from fractions import Fraction

import pytest

from core.packs import load_pack
from domain.reader import Refused, Solved, read
from evals.corpus import load_corpus, run_corpus
from evals.datasets import load_original_labels
from evals.scoring import is_correct

PACK = load_pack()

# Floors measured when this test was written (docs/reader.md); a drop means the grammar regressed.
FLOORS = {"addsub": 120, "singleop": 205, "multiarith": 100}


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_corpus_has_zero_wrong(shared_dir, name):
    rows = load_corpus(shared_dir / "corpora" / f"{name}.jsonl")
    summary, results = run_corpus(rows, PACK)
    wrong = [(r.id, r.result.answer) for r in results if r.outcome == "wrong"]
    assert wrong == [], wrong
    assert summary.correct >= FLOORS[name], summary


def test_original_b3_cases_have_zero_wrong(shared_dir):
    path = shared_dir / "seed-data/evals/math_bounded_grammar/v1/cases.jsonl"
    wrong, solved_correct = [], 0
    solved_labels = {lab.case_id: lab.answer for lab in load_original_labels() if lab.expected == "solved"}
    for line in path.read_text().splitlines():
        case = json.loads(line)
        result = read(case["problem"], PACK)
        if case["expected"] == "solved_correct" and isinstance(result, Solved):
            gold = Fraction(str(case["expected_answer"]))
            if is_correct(result.answer, gold):
                solved_correct += 1
            else:
                wrong.append(case["case_id"])
        if case["expected"] == "solved_wrong" and isinstance(result, Solved):
            # these reuse b3-001…005 with deliberately wrong labels: the reader must NOT match the label
            if is_correct(result.answer, Fraction(str(case["expected_answer"]))):
                wrong.append(case["case_id"])
        if case["expected"] == "refused" and isinstance(result, Solved):
            # a refusal the original expected of a form outside its grammar, whose true value our own hand label
            # (evals/data/original_labels.jsonl) records as solved, may be answered with exactly that value
            label = solved_labels.get(case["case_id"])
            if label is None or not is_correct(result.answer, Fraction(label)):
                wrong.append(case["case_id"])
    assert wrong == []
    assert solved_correct >= 20


def test_original_adversarial_cases_never_crash_and_refuse_what_they_must(shared_dir):
    path = shared_dir / "seed-data/evals/obligation_8_adversarial/v1/cases.jsonl"
    outcomes = {}
    for line in path.read_text().splitlines():
        case = json.loads(line)
        outcomes[case["case_id"]] = read(case["problem"], PACK)
    assert all(isinstance(r, (Solved, Refused)) for r in outcomes.values())
    must_refuse = [c for c in outcomes if c.split("-")[1] in ("hedged", "ordinal", "self", "implicit")]
    assert [c for c in must_refuse if isinstance(outcomes[c], Solved)] == []
