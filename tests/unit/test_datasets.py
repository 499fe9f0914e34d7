"""The authored data sets: counts and coverage that must not regress, answers that agree with an
independent reading of the text, vocabulary checked against the base pack, typed loader errors."""
from __future__ import annotations

import collections
import json
import re
from fractions import Fraction
from pathlib import Path

import pytest

from evals import datasets as ds
from evals.generators import FEMALE, MALE, evaluate, format_answer, answer_unit, render
from test_datasets_text_oracle import answer_from_text

ROOT = Path(__file__).resolve().parents[2]
PACK = ROOT / "core" / "data" / "packs" / "en_base_v1.json"
GRAMMAR = ROOT / "docs" / "grammar.md"
B3_NAMES = ROOT / "evals" / "data" / "b3" / "build_b3.py"


def _genders():
    import importlib.util

    spec = importlib.util.spec_from_file_location("build_b3", B3_NAMES)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return set(FEMALE) | mod.FEMALE, set(MALE) | mod.MALE


@pytest.fixture(scope="module")
def b3():
    return ds.load_b3()


@pytest.fixture(scope="module")
def adversarial():
    return ds.load_adversarial()


def _pack():
    if not PACK.is_file():
        pytest.skip("base pack not present")
    return json.loads(PACK.read_text())


# --- B3 lane -----------------------------------------------------------------------------------

def test_b3_counts_buckets_and_refusals(b3):
    assert len(b3) >= 100
    solved = [c for c in b3 if c.expected == "solved"]
    buckets = collections.Counter(ds.bucket_of(c.depth) for c in solved)
    for name, _, _ in ds.BUCKETS:
        assert buckets[name] >= 8, (name, buckets)
    refused = [c for c in b3 if c.expected == "refused"]
    assert len(refused) >= 20
    assert all(c.answer is None and c.expected_reason and c.depth == 0 for c in refused)
    assert sum(1 for c in b3 if "reorder material" in c.note) >= 8


def test_b3_refusal_reasons_are_in_the_readers_closed_set(b3):
    if not GRAMMAR.is_file():
        pytest.skip("docs/grammar.md not present")
    text = GRAMMAR.read_text()
    section = text.split("Refusal reason codes", 1)[1]
    codes = set(re.findall(r"`([a-z_]+)`", section))
    assert len(codes) >= 10
    for c in b3:
        if c.expected == "refused":
            assert c.expected_reason in codes, (c.id, c.expected_reason)


def test_b3_structured_answers_agree_with_an_independent_text_reading(b3):
    female, male = _genders()
    structured = [c for c in b3 if c.structure is not None]
    assert len(structured) >= 60
    for c in structured:
        assert render(c.structure) == c.problem
        assert format_answer(evaluate(c.structure), answer_unit(c.structure)) == c.answer
        assert answer_from_text(c.problem, female, male) == Fraction(c.answer), c.id


def test_b3_hand_checked_answers(b3):
    # Worked by hand from the text, independently of any code.
    by_id = {c.id: c for c in b3}
    assert by_id["b3n-001"].answer == "12"          # 7 + 5
    assert by_id["b3n-017"].answer == "7.5"         # 6 x $1.25
    assert by_id["b3n-027"].answer == "11"          # 4 x 2 + 3
    assert by_id["b3n-028"].answer == "14"          # (4 + 3) x 2: order matters
    assert by_id["b3n-065"].answer == "18"          # 12/3*3+8, /2, -2, *2, +5, -3
    assert by_id["b3n-067"].answer == "37"


def test_b3_uses_base_pack_vocabulary_for_solvable_structured_cases(b3):
    pack = _pack()
    units = {u["plural"] for u in pack["units"]}
    verbs = {f for v in pack["verbs"] for f in v["forms"]}
    names = {n["word"] for n in pack["names"]}
    for c in b3:
        if c.structure is None:
            continue
        for st in c.structure.steps:
            assert st.unit in units, (c.id, st.unit)
            if st.verb and st.verb != "cost each":
                assert st.verb in verbs, (c.id, st.verb)
            if st.actor:
                assert st.actor in names, (c.id, st.actor)


# --- adversarial -------------------------------------------------------------------------------

def test_adversarial_families_and_outcomes(adversarial):
    assert len(adversarial) >= 54
    fam = collections.Counter(c.family for c in adversarial)
    assert set(fam) == set(ds.FAMILIES)
    assert min(fam.values()) >= 6
    # Both kinds of oracle are present, so a wrong answer is measurable in both directions.
    assert sum(c.answer is None for c in adversarial) >= 15
    assert sum(c.answer is not None for c in adversarial) >= 15
    assert all(c.answer is not None for c in adversarial if c.expected == "solved")


def test_adversarial_hand_checked(adversarial):
    by_text = {c.problem: c for c in adversarial}
    c = by_text["Fred has 6 apples. Fred is 9 years old. How many apples does Fred have?"]
    assert c.answer == "6"
    c = by_text["If Gina had 3 more stickers, she would have 11 stickers. How many stickers does Gina have?"]
    assert c.answer == "8"
    c = by_text["Joseph has 12 or 13 eggs. How many eggs does Joseph have?"]
    assert c.answer is None and c.expect == "refuse"


def test_expectations_for_the_auditors(b3, adversarial):
    ex = ds.expectations(adversarial)
    assert {e.expect for e in ex} == {"answer", "refuse"}
    ex_b3 = {e.case_id: e for e in ds.expectations(b3)}
    assert ex_b3["b3n-001"].expect == "answer" and ex_b3["b3n-001"].depth == 1


# --- original labels ---------------------------------------------------------------------------

def test_original_labels_join_with_the_shared_cases(shared_dir):
    cases = ds.load_original_cases(shared_dir)
    assert len(cases) == 86
    by_id = {c.case_id: c for c in cases}
    # solved_wrong copies carry the TRUE answer of the case they copy, not the deliberate wrong label.
    for copy, orig in zip(range(36, 41), range(1, 6)):
        c, o = by_id[f"b3-{copy:03d}"], by_id[f"b3-{orig:03d}"]
        assert c.problem == o.problem
        assert c.label.answer == o.label.answer != c.original_answer
    assert by_id["b3-013"].label.expected == "refused" and by_id["b3-013"].label.answer is None
    assert by_id["b3-030"].label.answer is None
    assert by_id["b3-046"].label.answer is None      # "3 times more" is ambiguous
    assert by_id["b3-048"].label.answer == "13"      # 2 x 5 + 3
    assert sum(c.source == "adversarial" for c in cases) == 36


def test_original_labels_alone():
    labels = ds.load_original_labels()
    assert len(labels) == 86
    assert all(lab.justification for lab in labels)


# --- learning-arc corpus -----------------------------------------------------------------------

def test_arc_corpus_counts_split_and_vocabulary():
    import blake3

    train, holdout = ds.load_arc("train"), ds.load_arc("holdout")
    rows = train + holdout
    assert len(rows) >= 300 and len(train) >= 150 and len(holdout) >= 60
    ill = [r for r in rows if r.ill_posed]
    assert 0.07 <= len(ill) / len(rows) <= 0.13
    per_split = collections.Counter((w, r.split) for r in rows if not r.ill_posed for w in r.new_words)
    words = {w for w, _ in per_split}
    train_only = {w for w in words if per_split[(w, "holdout")] == 0}
    assert 2 <= len(train_only) <= 6
    for w in words - train_only:
        assert per_split[(w, "train")] >= 3 and per_split[(w, "holdout")] >= 2, w
    assert all(r.new_words for r in rows if not r.ill_posed)
    for r in holdout:
        h = int(blake3.blake3(r.problem.encode()).hexdigest(), 16)
        assert h % 3 == 0


def test_arc_new_words_are_absent_from_the_base_pack():
    pack = _pack()
    known = {u["plural"] for u in pack["units"]} | {u["singular"] for u in pack["units"]}
    known |= {f for v in pack["verbs"] for f in v["forms"]}
    rows = ds.load_arc("train") + ds.load_arc("holdout")
    for w in {w for r in rows for w in r.new_words}:
        assert w not in known, w


def test_arc_answers_agree_with_the_text_oracle():
    rows = [r for r in ds.load_arc("train") + ds.load_arc("holdout") if not r.ill_posed]
    for r in rows:
        assert answer_from_text(r.problem, set(FEMALE), set(MALE)) == Fraction(r.answer), r.id


# --- loader errors -----------------------------------------------------------------------------

def test_malformed_rows_raise_a_one_line_dataset_error(tmp_path):
    bad = tmp_path / "cases.jsonl"
    bad.write_text('{"id": "x", "family": "paraphrase", "problem": "p", "note": "", '
                   '"expected": "solved", "answer": 8, "unit": "apples"}\n')
    with pytest.raises(ds.DatasetError, match=r"cases.jsonl:1: Expected `str \| null`"):
        ds.load_adversarial(bad)
    bad.write_text('{"id": "x", "family": "weather", "problem": "p", "note": "", '
                   '"expected": "solved", "answer": "8", "unit": "apples"}\n')
    with pytest.raises(ds.DatasetError, match="closed taxonomy"):
        ds.load_adversarial(bad)
    with pytest.raises(ds.DatasetError, match="not found"):
        ds.load_b3(tmp_path / "missing.jsonl")
    with pytest.raises(ds.DatasetError, match="out of schema"):
        ds.bucket_of(9)
    assert ds.DatasetError.exit_code == 2
