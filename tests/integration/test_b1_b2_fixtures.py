"""B1 and B2 on the original's fixtures (read from ../shared): the labels are the oracle."""
from __future__ import annotations

import pytest

from domain.symbolic import STRICT
from evals.auditors import artifact, b1, b2


@pytest.fixture(scope="module")
def b1_cases(shared_dir):
    seed = shared_dir / "seed-data"
    curated = (seed / "evals/math_symbolic_equivalence/v1/cases.jsonl").read_text()
    generated = (seed / "derived-runs/b1_generated_cases_seed131101.jsonl").read_text()
    return b1.parse_cases(curated, "curated") + b1.parse_cases(generated, "generated")


@pytest.fixture(scope="module")
def b2_cases(shared_dir):
    return b2.parse_cases((shared_dir / "seed-data/evals/math_teaching_corpus/v1/cases.jsonl").read_text(), "b2")


def test_b1_reproduces_all_185_fixture_labels(b1_cases):
    report = b1.run(b1_cases)
    counts = report.summary.counts
    assert (counts.cases, report.summary.accuracy.fraction, counts.wrong) == (185, "1/1", 0)
    # the manifest's split: 140 equivalent / 42 not / 3 refused
    assert sum(r.actual == "equivalent" for r in report.rows) == 140
    assert sum(r.actual == "not_equivalent" for r in report.rows) == 42
    refused = {r.case_id: r.refusal_reason for r in report.rows if r.actual == "refused"}
    assert refused == {"sym-eq-gen-v1-0153": "function_call", "sym-eq-gen-v1-0154": "negative_exponent",
                       "sym-eq-gen-v1-0155": "malformed"}


def test_b1_strict_scope_refuses_the_four_scope_expanded_pairs_and_is_never_wrong(b1_cases):
    report = b1.run(b1_cases, scope=STRICT)
    unexpected = sorted(r.case_id for r in report.rows if r.verdict == "refused_unexpectedly")
    assert unexpected == ["sym-eq-gen-v1-0151", "sym-eq-gen-v1-0152", "sym-eq-v1-0029", "sym-eq-v1-0030"]
    assert report.summary.wrong == 0 and report.summary.accuracy.fraction == "181/185"


def test_a_mislabelled_b1_pair_is_wrong(b1_cases):
    flipped = [c if c.case_id != "sym-eq-v1-0005" else
               b1.B1Case(case_id=c.case_id, expression_a=c.expression_a, expression_b=c.expression_b,
                         expected="not_equivalent") for c in b1_cases]
    report = b1.run(flipped)
    assert report.summary.wrong == 1
    assert [r.case_id for r in report.rows if r.verdict == "wrong"] == ["sym-eq-v1-0005"]


def test_b1_artifact_is_byte_identical_across_runs(b1_cases):
    assert artifact(b1.run(b1_cases)) == artifact(b1.run(list(reversed(b1_cases))))


def test_b2_reproduces_all_40_fixture_labels_for_the_right_reasons(b2_cases):
    report = b2.run(b2_cases)
    assert report.summary.accuracy.fraction == "1/1" and report.summary.wrong == 0
    reasons = {r.case_id[-4:]: r.reason for r in report.rows if r.reason}
    assert reasons == {
        "0031": "circular", "0032": "circular", "0033": "redundant",
        "0034": "term_outside_pack", "0035": "term_outside_pack",
        "0036": "incomplete_subject", "0037": "incomplete_object", "0038": "no_evidence",
        "0039": "incomplete_connective", "0040": "undetermined_polarity",
    }
    assert len(report.admitted) == 30


def test_b2_redundancy_depends_on_what_was_admitted(b2_cases):
    # Without the original "theorem requires proof" (0001), the duplicate 0033 is a new claim.
    report = b2.run([c for c in b2_cases if c.case_id != "math-teach-v1-0001"])
    row = next(r for r in report.rows if r.case_id == "math-teach-v1-0033")
    assert row.actual == "replay_equivalent" and row.verdict == "wrong"


def test_b2_contradiction_is_caught_by_the_replay(b2_cases):
    denial = b2.parse_cases('{"case_id":"math-teach-v1-0099","expected":"not_equivalent","polarity":"denies",'
                            '"proposed_chain":{"subject":"theorem","intent":"cause","connective":"requires",'
                            '"object":"proof"},"provenance":"test"}')
    report = b2.run(b2_cases + denial)
    row = report.rows[-1]
    assert (row.actual, row.reason) == ("not_equivalent", "replay_changed_outcome")


def test_b2_artifact_is_byte_identical_across_runs(b2_cases):
    assert artifact(b2.run(b2_cases)) == artifact(b2.run(b2_cases))
