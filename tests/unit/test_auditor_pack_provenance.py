"""Pack provenance: an unresolved lemma fails; a stepless answer is not validated (W6)."""
from __future__ import annotations

from evals.auditors.pack_provenance import audit, exit_code
from evals.auditors.rows import CaseResult

PACKS = {"pack-v1": frozenset({"arith:add", "arith:subtract"})}


def solved(cid, *lemmas, version="pack-v1"):
    return CaseResult(case_id=cid, outcome="solved", answer="1", lemma_ids=tuple(lemmas), pack_version=version)


def test_resolving_lemmas_validate():
    report = audit([solved("a", "arith:add"), solved("b", "arith:add", "arith:subtract"),
                    CaseResult(case_id="c", outcome="refused", refusal_reason="x")], PACKS)
    assert (report.cases_validated, report.cases_skipped_unsolved) == (2, 1)
    assert report.passed and exit_code(report) == 0
    assert report.lemma_ids_observed == ("arith:add", "arith:subtract")


def test_an_unresolved_lemma_fails():
    report = audit([solved("a", "arith:add"), solved("b", "arith:add", "arith:multiply")], PACKS)
    assert report.cases_violated == 1 and not report.passed and exit_code(report) == 1
    bad = next(r for r in report.per_case if r.case_id == "b")
    assert bad.unresolved_lemma_ids == ("arith:multiply",)


def test_an_unknown_pack_version_fails():
    report = audit([solved("a", "arith:add", version="pack-v9")], PACKS)
    assert report.cases_violated == 1 and "pack-v9" in report.refusal_reason


def test_solved_with_no_steps_is_not_validated():
    report = audit([solved("a"), solved("b", "arith:add")], PACKS)
    assert report.cases_validated == 1 and report.cases_no_steps == 1
    only_stepless = audit([solved("a")], PACKS)
    assert not only_stepless.mechanism_wired and not only_stepless.passed


def test_a_crash_is_counted_and_fails():
    report = audit([solved("a", "arith:add"), CaseResult(case_id="b", outcome="crashed", error="boom")], PACKS)
    assert report.cases_crashed == 1 and not report.passed
