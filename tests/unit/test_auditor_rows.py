"""Shared scoring and exact rates."""
from __future__ import annotations

import pytest

from evals.auditors.rates import rate
from evals.auditors.rows import AuditInputError, CaseResult, Expectation, pair, parse_exact, score
from evals.auditors.suite import combine, exit_code


def test_rates_are_exact_and_empty_is_not_zero():
    r = rate(19, 20)
    assert (r.fraction, r.per_mille) == ("19/20", 950)
    assert rate(2, 3).per_mille == 666  # floored
    assert rate(0, 0).fraction is None and rate(0, 0).per_mille is None


def test_exact_answers_compare_as_numbers():
    assert parse_exact("3.5") == parse_exact("7/2")
    assert parse_exact("1e3") is None and parse_exact("8.0.1") is None and parse_exact("1/0") is None
    e = Expectation(case_id="c", expect="answer", answer="7/2", unit="Cups")
    assert score(e, CaseResult(case_id="c", outcome="solved", answer="3.5", unit="cups")).verdict == "correct"
    assert score(e, CaseResult(case_id="c", outcome="solved", answer="3.4", unit="cups")).verdict == "wrong"
    assert score(e, CaseResult(case_id="c", outcome="solved", answer="banana", unit="cups")).verdict == "wrong"


def test_pairing_refuses_broken_wiring():
    e = Expectation(case_id="c", expect="answer", answer="1")
    with pytest.raises(AuditInputError, match="no expectation"):
        pair([e], [CaseResult(case_id="c", outcome="refused"), CaseResult(case_id="d", outcome="refused")])
    with pytest.raises(AuditInputError, match="not an exact number"):
        pair([Expectation(case_id="c", expect="answer", answer="about 3")], [])


def test_suite_needs_the_gate_and_every_auditor_to_pass():
    from evals.auditors import gate, pack_provenance
    from evals.auditors.rows import ScoredCase

    clean = [ScoredCase(case_id=f"c{k}", verdict="correct", expected="1", actual="1") for k in range(3)]
    gate_report = gate.audit({"B1": clean, "B2": clean, "B3": clean})
    good = pack_provenance.audit([CaseResult(case_id="a", outcome="solved", answer="1", lemma_ids=("p:add",),
                                             pack_version="v1")], {"v1": frozenset({"p:add"})})
    bad = pack_provenance.audit([CaseResult(case_id="a", outcome="solved", answer="1", lemma_ids=("p:mul",),
                                            pack_version="v1")], {"v1": frozenset({"p:add"})})
    assert exit_code(combine([good, gate_report])) == 0
    assert combine([good, gate_report]).composite_gate_passed
    assert exit_code(combine([bad, gate_report])) == 1
    assert exit_code(combine([good])) == 1  # no gate report given


def test_dataset_rows_adapt_and_bad_rows_are_refused():
    from evals.auditors.rows import expectation_from_dataset_row as adapt

    e = adapt({"id": "b3n-001", "expected": "solved", "answer": "12", "unit": "apples", "depth": 1})
    assert (e.expect, e.answer, e.depth) == ("answer", "12", 1)
    r = adapt({"id": "adv-1", "expected": "refused", "answer": "7", "family": "paraphrase"})
    assert (r.expect, r.answer, r.family) == ("refuse", None, "paraphrase")  # counterfactual answer dropped
    for bad in ({"expected": "solved", "answer": "1"}, {"id": "x", "expected": "maybe"},
                {"id": "x", "expected": "solved", "answer": 1.5}, {"id": "x", "expected": "solved", "answer": "1", "depth": "2"}):
        with pytest.raises(AuditInputError):
            adapt(bad)


def test_fixture_parsers_give_one_line_errors():
    from evals.auditors import b1, b2

    with pytest.raises(AuditInputError, match="f.jsonl:2: not JSON"):
        b1.parse_cases('{"case_id":"a","expression_a":"x","expression_b":"x","expected":"equivalent"}\n{oops', "f.jsonl")
    with pytest.raises(AuditInputError, match="not one of"):
        b1.parse_cases('{"case_id":"a","expression_a":"x","expression_b":"x","expected":"same"}')
    with pytest.raises(AuditInputError, match="duplicate"):
        row = '{"case_id":"a","expression_a":"x","expression_b":"x","expected":"equivalent"}\n'
        b1.parse_cases(row * 2)
    with pytest.raises(AuditInputError, match="proposed_chain"):
        b2.parse_cases('{"case_id":"a","expected":"refused"}')
