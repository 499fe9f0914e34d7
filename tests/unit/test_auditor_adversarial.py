"""Adversarial: wrong is measurable (W1), crashes are crashes, coverage is gated."""
from __future__ import annotations

import pytest

from evals.auditors import artifact
from evals.auditors.adversarial import FAMILIES, audit, exit_code
from evals.auditors.rows import AuditInputError, CaseResult, Expectation


def suite(per_family=5):
    """Each family: first case expects an answer (answered right), the rest expect refusals (refused)."""
    exps, res = [], []
    for family in FAMILIES:
        for k in range(per_family):
            cid = f"adv-{family}-{k:03d}"
            if k == 0:
                exps.append(Expectation(case_id=cid, expect="answer", answer="5", unit="apples", family=family))
                res.append(CaseResult(case_id=cid, outcome="solved", answer="5", unit="apples"))
            else:
                exps.append(Expectation(case_id=cid, expect="refuse", family=family))
                res.append(CaseResult(case_id=cid, outcome="refused", refusal_reason="unknown_word"))
    return exps, res


def replace(res, case_id, new):
    return [new if r.case_id == case_id else r for r in res]


def test_full_suite_passes():
    report = audit(*suite())
    assert report.cases_total == 45 and report.families_covered == 9
    assert report.mechanism_wired and report.assertion_holds and report.coverage_sufficient and report.passed
    assert report.counts.correct == 9 and report.refused_honestly == 36 and exit_code(report) == 0


def test_answer_where_refusal_was_expected_is_wrong():
    exps, res = suite()
    res = replace(res, "adv-pronoun_coref-002", CaseResult(case_id="adv-pronoun_coref-002", outcome="solved", answer="8"))
    report = audit(exps, res)
    assert report.counts.wrong == 1 and report.wrong_case_ids == ("adv-pronoun_coref-002",)
    assert not report.assertion_holds and not report.passed and exit_code(report) == 1


def test_a_different_answer_is_wrong_and_a_different_unit_too():
    exps, res = suite()
    res = replace(res, "adv-paraphrase-000", CaseResult(case_id="adv-paraphrase-000", outcome="solved", answer="6", unit="apples"))
    res = replace(res, "adv-conditional-000", CaseResult(case_id="adv-conditional-000", outcome="solved", answer="5", unit="pears"))
    assert audit(exps, res).counts.wrong == 2


def test_unexpected_refusal_is_honest_not_wrong():
    exps, res = suite()
    res = replace(res, "adv-paraphrase-000", CaseResult(case_id="adv-paraphrase-000", outcome="refused", refusal_reason="x"))
    report = audit(exps, res)
    assert report.counts.wrong == 0 and report.counts.refused_unexpectedly == 1 and report.passed


def test_a_crash_is_counted_as_a_crash_not_a_refusal():
    exps, res = suite()
    res = replace(res, "adv-self_reference-001", CaseResult(case_id="adv-self_reference-001", outcome="crashed", error="KeyError: 'Sam'"))
    report = audit(exps, res)
    assert report.counts.crashed == 1 and report.counts.refused_as_expected == 35
    assert not report.passed and report.crashed_case_ids == ("adv-self_reference-001",)


def test_coverage_needs_five_per_family_and_45_cases():
    report = audit(*suite(per_family=4))
    assert report.assertion_holds and not report.coverage_sufficient and not report.passed
    exps, res = suite()
    keep = [e for e in exps if e.family != "distractor_noise"]
    ids = {e.case_id for e in keep}
    report = audit(keep, [r for r in res if r.case_id in ids])
    assert report.families_covered == 8 and not report.passed


def test_unknown_family_and_missing_result_are_input_errors():
    with pytest.raises(AuditInputError, match="closed taxonomy"):
        audit([Expectation(case_id="a", expect="refuse", family="sarcasm")], [CaseResult(case_id="a", outcome="refused")])
    exps, res = suite()
    with pytest.raises(AuditInputError, match="no result"):
        audit(exps, res[1:])


def test_artifact_is_deterministic():
    assert artifact(audit(*suite())) == artifact(audit(*suite()))
