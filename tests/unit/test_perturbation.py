"""Perturbation transforms: hand-checked predictions, and on the whole B3 lane every variant's
predicted answer agrees with an independent reading of the variant's own text."""
from __future__ import annotations

from fractions import Fraction

import pytest

from evals import perturbation as pt
from evals.datasets import load_b3
from evals.generators import FEMALE, MALE, Question, Step, Structure, render
from test_datasets_text_oracle import answer_from_text
from test_datasets import _genders


def _case(steps, q, genders):
    s = Structure(steps=steps, question=q, genders=genders)
    return render(s), s


def _by_transform(results):
    return {r.transform: r for r in results}


LEO = _case([Step(op="has", actor="Leo", value=4, unit="coins"),
             Step(op="mul", actor="Leo", value=2, unit="coins"),
             Step(op="add", actor="Leo", value=3, unit="coins", verb="finds", subject="He")],
            Question(kind="entity", unit="coins", actors=["Leo"]), {"Leo": "m"})


def test_hand_checked_predictions_on_a_double_then_gain_case():
    text, s = LEO
    assert text == "Leo has 4 coins. Leo doubles his coins. He finds 3 coins. How many coins does Leo have?"
    r = _by_transform(pt.perturb("c1", text, "11", s))
    assert r["value_replacement_init"].problem == text.replace("has 4", "has 7")
    assert r["value_replacement_init"].predicted_answer == "17"          # 7*2 + 3
    assert r["value_replacement_op"].problem == text.replace("finds 3", "finds 6")
    assert r["value_replacement_op"].predicted_answer == "14"            # 4*2 + 6
    assert r["op_verb_flip"].problem == text.replace("finds", "loses")
    assert r["op_verb_flip"].predicted_answer == "5"                     # 4*2 - 3
    assert r["entity_rename_v1"].problem == text.replace("Leo", "Adam")
    assert r["entity_rename_v1"].predicted_answer == "11"
    assert r["unit_synonym"].problem == text.replace("coins", "buttons")
    assert r["unit_synonym"].predicted_unit == "buttons"
    assert r["commutative_reorder"] == pt.Skip("c1", "commutative_reorder", "no_commuting_pair")


def test_reorder_swaps_two_additive_sentences_and_refuses_one_that_would_go_negative():
    text, s = _case([Step(op="has", actor="Ben", value=5, unit="marbles"),
                     Step(op="add", actor="Ben", value=7, unit="marbles", verb="finds"),
                     Step(op="sub", actor="Ben", value=2, unit="marbles", verb="loses")],
                    Question(kind="entity", unit="marbles", actors=["Ben"]), {"Ben": "m"})
    r = _by_transform(pt.perturb("c2", text, "10", s))["commutative_reorder"]
    assert r.problem == "Ben has 5 marbles. Ben loses 2 marbles. Ben finds 7 marbles. How many marbles does Ben have?"
    assert r.predicted_answer == "10"
    text, s = _case([Step(op="has", actor="Ben", value=2, unit="marbles"),
                     Step(op="add", actor="Ben", value=3, unit="marbles", verb="finds"),
                     Step(op="sub", actor="Ben", value=4, unit="marbles", verb="loses")],
                    Question(kind="entity", unit="marbles", actors=["Ben"]), {"Ben": "m"})
    r = _by_transform(pt.perturb("c3", text, "1", s))["commutative_reorder"]
    assert r == pt.Skip("c3", "commutative_reorder", "no_commuting_pair")   # 2 - 4 < 0 first


def test_an_edit_that_cannot_move_the_answer_is_skipped_not_faked():
    text, s = _case([Step(op="has", actor="Nora", value=4, unit="pens"),
                     Step(op="has", actor="Raj", value=5, unit="pens"),
                     Step(op="add", actor="Raj", value=2, unit="pens", verb="buys")],
                    Question(kind="entity", unit="pens", actors=["Nora"]), {"Nora": "f", "Raj": "m"})
    r = _by_transform(pt.perturb("c4", text, "4", s))
    assert r["value_replacement_op"] == pt.Skip("c4", "value_replacement_op", "answer_insensitive")
    assert r["op_verb_flip"] == pt.Skip("c4", "op_verb_flip", "answer_insensitive")
    assert r["value_replacement_init"].predicted_answer == "7"


def test_cases_without_structure_are_skipped_with_a_reason():
    rs = pt.perturb("h1", "Sam has 5 apples. How many apples does Sam have?", "5", None)
    assert {r.reason for r in rs} == {"no_structure"} and len(rs) == len(pt.TRANSFORMS)


@pytest.fixture(scope="module")
def lane():
    return pt.perturb_cases(load_b3())


def test_every_transform_applies_on_the_b3_lane_and_predictions_hold(lane):
    variants, skips = lane
    applied = {v.transform for v in variants}
    assert applied == set(pt.TRANSFORMS)
    assert sum(v.transform == "commutative_reorder" for v in variants) >= 8
    assert all(s.reason in pt.SKIP_REASONS for s in skips)
    female, male = _genders()
    female |= {n for pool in pt.NAME_POOLS.values() for n in pool["f"]}
    male |= {n for pool in pt.NAME_POOLS.values() for n in pool["m"]}
    for v in variants:
        same = Fraction(v.predicted_answer) == Fraction(v.original_answer)
        assert same == (v.kind == pt.PRESERVING), v.variant_id
        # The edited TEXT, read independently, gives exactly the predicted answer.
        assert answer_from_text(v.problem, female, male) == Fraction(v.predicted_answer), v.variant_id


def test_variants_are_deterministic(lane):
    again = pt.perturb_cases(load_b3())
    assert again == lane


def test_variants_feed_the_perturbation_scorer(lane):
    from evals.auditors import perturbation as scorer
    from evals.auditors.rows import CaseResult

    variants, skips = pt.auditor_inputs(*lane)
    perfect = [CaseResult(case_id=v.variant_id, outcome="solved", answer=v.predicted_answer, unit=v.predicted_unit)
               for v in variants]
    report = scorer.audit(variants, skips, perfect)
    assert report.passed, report.refusal_reason
