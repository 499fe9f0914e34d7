"""Depth curve: passes on an even curve, fails on a planted decay, counts refusals as failures.

Oracle: the bound accuracy(depth_1)·(19/20)^(N-1) computed by hand below.
"""
from __future__ import annotations

import pytest

from evals.auditors import artifact
from evals.auditors.depth_curve import audit, exit_code
from evals.auditors.rows import AuditInputError, CaseResult, Expectation


def cases(depth, n, correct, prefix=None, refused=0):
    """n answer-cases at one declared depth: `correct` answered right, `refused` refused, rest wrong."""
    prefix = prefix or f"d{depth}"
    exps, res = [], []
    for k in range(n):
        cid = f"{prefix}-{k:03d}"
        exps.append(Expectation(case_id=cid, expect="answer", answer="8", unit="apples", depth=depth))
        if k < correct:
            res.append(CaseResult(case_id=cid, outcome="solved", answer="8", unit="apples"))
        elif k < correct + refused:
            res.append(CaseResult(case_id=cid, outcome="refused", refusal_reason="unknown_verb"))
        else:
            res.append(CaseResult(case_id=cid, outcome="solved", answer="5", unit="apples"))
    return exps, res


def run(*parts):
    exps = [e for p in parts for e in p[0]]
    res = [r for p in parts for r in p[1]]
    return audit(exps, res)


def bucket(report, name):
    return next(b for b in report.buckets if b.bucket == name)


def test_even_curve_over_four_buckets_passes():
    report = run(cases(1, 20, 20), cases(2, 20, 19), cases(4, 5, 5), cases(7, 3, 3))
    assert report.mechanism_wired and report.assertion_holds and report.coverage_sufficient
    assert report.all_buckets_covered and report.passed and exit_code(report) == 0
    assert bucket(report, "depth_2-3").bound_required == "19/20"        # (19/20)^1
    assert bucket(report, "depth_4-5").bound_required == "6859/8000"    # (19/20)^3
    assert bucket(report, "depth_6-8").bound_required == "2476099/3200000"  # (19/20)^5
    assert bucket(report, "depth_2-3").accuracy.fraction == "19/20"


def test_planted_decay_fails_the_assertion():
    report = run(cases(1, 20, 20), cases(3, 20, 18))  # 9/10 < 19/20
    assert not report.assertion_holds and exit_code(report) == 1
    assert bucket(report, "depth_2-3").bound_satisfied is False
    assert "depth_2-3 accuracy 9/10 is below the bound 19/20" in report.refusal_reason


def test_refusals_are_failures_in_their_bucket():
    report = run(cases(1, 20, 20), cases(2, 20, 18, refused=2))
    b = bucket(report, "depth_2-3")
    assert b.counts.refused_unexpectedly == 2 and b.accuracy.fraction == "9/10"
    assert not report.assertion_holds


def test_bucketing_uses_declared_depth_not_the_trace():
    # A reader that dropped an operation still answers with a 0-step trace; the case stays at depth 2.
    exps = [Expectation(case_id="c1", expect="answer", answer="10", depth=2)]
    res = [CaseResult(case_id="c1", outcome="solved", answer="5", lemma_ids=())]
    report = audit(exps + cases(1, 3, 3)[0], res + cases(1, 3, 3)[1])
    assert bucket(report, "depth_2-3").counts.wrong == 1
    assert report.cases_skipped_depth_0 == 0


def test_depth_zero_is_skipped_and_shown_and_depth_nine_is_an_error():
    exps, res = cases(1, 3, 3)
    report = audit(exps + [Expectation(case_id="z", expect="answer", answer="5", depth=0)],
                   res + [CaseResult(case_id="z", outcome="solved", answer="5")])
    assert report.cases_skipped_depth_0 == 1 and report.skipped_case_ids == ("z",)
    with pytest.raises(AuditInputError, match="out of schema"):
        audit([Expectation(case_id="n", expect="answer", answer="1", depth=9)],
              [CaseResult(case_id="n", outcome="solved", answer="1")])


def test_thin_coverage_is_reported_and_blocks_passed():
    report = run(cases(1, 20, 20), cases(2, 2, 2))
    assert report.assertion_holds and not report.coverage_sufficient and not report.passed
    assert exit_code(report) == 0  # the rule: exit follows the assertion alone
    assert "coverage insufficient" in report.refusal_reason


def test_only_depth_one_means_the_mechanism_is_not_wired():
    report = run(cases(1, 5, 5))
    assert not report.mechanism_wired and not report.assertion_holds


def test_expected_refusals_are_not_bucketed():
    exps, res = cases(1, 3, 3)
    report = audit(exps + [Expectation(case_id="r", expect="refuse", depth=None)],
                   res + [CaseResult(case_id="r", outcome="refused", refusal_reason="x")])
    assert report.cases_not_applicable == 1 and report.cases_bucketed == 3


def test_artifact_is_byte_identical_and_order_independent():
    parts = (cases(1, 20, 20), cases(2, 20, 19))
    first = run(*parts)
    exps = [e for p in parts for e in p[0]][::-1]
    res = [r for p in parts for r in p[1]]
    assert artifact(first) == artifact(audit(exps, res))
