"""Composite gate: recomputed from rows, fails on a planted wrong answer, digest binds evidence."""
from __future__ import annotations

import pytest

from evals.auditors import artifact
from evals.auditors.gate import audit, exit_code
from evals.auditors.rows import AuditInputError, ScoredCase


def lane(n, wrong=0, refused=0, prefix="c"):
    rows = []
    for k in range(n):
        verdict = "wrong" if k < wrong else "refused_unexpectedly" if k < wrong + refused else "correct"
        rows.append(ScoredCase(case_id=f"{prefix}-{k:03d}", verdict=verdict, expected="8", actual="8"))
    return rows


def good():
    return {"B1": lane(185, prefix="b1"), "B2": lane(40, prefix="b2"), "B3": lane(60, prefix="b3")}


def test_all_lanes_clean_pass():
    report = audit(good())
    assert report.composite_gate_passed and exit_code(report) == 0
    assert [v.lane for v in report.lanes] == ["B1", "B2", "B3"]


def test_a_planted_wrong_answer_fails_the_gate_even_at_high_accuracy():
    lanes = good()
    lanes["B3"] = lane(60, wrong=1, prefix="b3")  # 59/60 > 95/100 but wrong != 0
    report = audit(lanes)
    assert not report.composite_gate_passed and exit_code(report) == 1
    b3 = report.lanes[2]
    assert b3.accuracy_passes and not b3.wrong_count_is_zero and "B3: 1 wrong" in report.refusal_reason


def test_accuracy_threshold_is_exact():
    lanes = good()
    lanes["B2"] = lane(40, refused=2, prefix="b2")  # 38/40 = 19/20: exactly the threshold, passes
    assert audit(lanes).composite_gate_passed
    lanes["B2"] = lane(40, refused=3, prefix="b2")  # 37/40 < 19/20
    assert not audit(lanes).composite_gate_passed


def test_an_empty_or_missing_lane_fails():
    lanes = good()
    lanes["B1"] = []
    assert not audit(lanes).composite_gate_passed
    del lanes["B1"]
    with pytest.raises(AuditInputError, match="missing"):
        audit(lanes)


def test_outside_corpora_are_disclosed_but_never_gate():
    outside = {"addsub": lane(10, wrong=3, refused=5, prefix="a")}
    report = audit(good(), outside)
    assert report.composite_gate_passed and report.disclosure_gates is False
    d = report.outside_corpus_disclosure[0]
    assert (d.corpus, d.counts.wrong, d.answered, d.coverage.fraction) == ("addsub", 3, 5, "1/2")


def test_claim_digest_binds_the_evidence_and_is_stable():
    a, b = audit(good()), audit(good())
    assert a.claim_digest == b.claim_digest and artifact(a) == artifact(b)
    changed = good()
    changed["B1"] = lane(185, refused=1, prefix="b1")
    assert audit(changed).claim_digest != a.claim_digest
    assert audit(good(), sources={"B3": "run-2"}).claim_digest != a.claim_digest
    shuffled = good()
    shuffled["B3"] = shuffled["B3"][::-1]
    assert audit(shuffled).claim_digest == a.claim_digest
