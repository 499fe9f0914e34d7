"""Perturbation scoring: predicted answers are the oracle; a prediction the reader misses fails."""
from __future__ import annotations

import pytest

from evals.auditors.perturbation import TRANSFORMS, Skip, Variant, audit, exit_code
from evals.auditors.rows import AuditInputError, CaseResult

# Gold case: "Sam has 5 apples. Sam buys 3 apples." -> 8. Predictions by hand:
# value_replacement_init 5->7 => 10; value_replacement_op 3->5 => 10; op_verb_flip buys->loses => 2.
PREDICTED = {"value_replacement_init": "10", "value_replacement_op": "10", "op_verb_flip": "2"}


def variants():
    out = []
    for transform, kind in TRANSFORMS.items():
        predicted = PREDICTED.get(transform, "8")
        out.append(Variant(variant_id=f"b3-001:{transform}", case_id="b3-001", transform=transform,
                           original_answer="8", predicted_answer=predicted))
    return out


def answers(vs, override=None):
    override = override or {}
    return [override.get(v.variant_id, CaseResult(case_id=v.variant_id, outcome="solved", answer=v.predicted_answer))
            for v in vs]


def test_reader_matching_every_prediction_passes():
    vs = variants()
    report = audit(vs, [Skip(case_id="b3-002", transform="commutative_reorder", reason="one operation")], answers(vs))
    assert report.preserving_rate.fraction == "1/1" and report.preserving_rate.denominator == 5
    assert report.breaking_rate.fraction == "1/1" and report.breaking_rate.denominator == 3
    assert report.passed and exit_code(report) == 0 and report.skipped_total == 1
    row = next(r for r in report.transforms if r.transform == "commutative_reorder")
    assert row.skip_reasons == (("one operation", 1),)


def test_a_breaking_variant_whose_answer_did_not_move_as_predicted_fails():
    vs = variants()
    stuck = CaseResult(case_id="b3-001:op_verb_flip", outcome="solved", answer="8")  # reader ignored the flip
    report = audit(vs, [], answers(vs, {stuck.case_id: stuck}))
    assert report.breaking_rate.fraction == "2/3" and not report.passed and exit_code(report) == 1
    assert report.failures[0].case_id == "b3-001:op_verb_flip"


def test_a_refused_preserving_variant_fails_the_preserving_rate():
    vs = variants()
    refused = CaseResult(case_id="b3-001:entity_rename_v2", outcome="refused", refusal_reason="unknown_name")
    report = audit(vs, [], answers(vs, {refused.case_id: refused}))
    assert report.preserving_rate.fraction == "4/5" and not report.assertion_holds


def test_a_transform_that_never_applies_fails_coverage():
    vs = [v for v in variants() if v.transform != "commutative_reorder"]
    report = audit(vs, [], answers(vs))
    assert report.assertion_holds and not report.coverage_sufficient and not report.passed
    assert "commutative_reorder" in report.refusal_reason


def test_self_referential_or_unknown_variants_are_refused_as_input():
    bad = Variant(variant_id="v", case_id="c", transform="op_verb_flip", original_answer="8", predicted_answer="8")
    with pytest.raises(AuditInputError, match="predicts the original"):
        audit([bad], [], [])
    with pytest.raises(AuditInputError, match="closed taxonomy"):
        audit([Variant(variant_id="v", case_id="c", transform="shuffle", original_answer="8", predicted_answer="8")], [], [])
