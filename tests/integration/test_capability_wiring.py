"""The auditors wired to the log: each fails for the right reason through the derivations.

Planted failures enter the log the way real ones would: a corpus row whose gold is wrong, a
deeper bucket the reader refuses, a pack whose verb category is wrong, a run whose trace cites a
lemma the pack lacks. Every oracle below is hand arithmetic on the problem text.
"""
from __future__ import annotations

import msgspec
import pytest

from core import capability_processes as procs
from core import capability_service as svc
from core.errors import UsageError
from core.log_service import opened
from core.packs import load_pack
from core.run_service import run_cases
from domain.codec import content_id
from domain.events.base import Cause
from domain.events.corpus import CaseSpec
from domain.events.packs import PackRegistered
from domain.events.runs import CaseRead, RunCompleted, RunStarted, Summary
from domain.reader import pack_digest
from domain.reader.pack import ReclassifyVerb, apply_change
from domain.reader.results import Solved, Step
from evals.generators import Question, Structure, render
from evals.generators import Step as GoldStep


@pytest.fixture
def log():
    with opened("memory") as the_log:
        yield the_log


def case(cid: str, problem: str, gold: str | None, **meta) -> CaseSpec:
    return CaseSpec(id=cid, problem=problem, gold=gold, expect="answer" if gold is not None else "refuse",
                    meta={"unit": "apples", **meta} if gold is not None else meta)


# Hand arithmetic: 7 + 5 = 12; 7 + 5 − 2 = 10; 9 − 4 = 5; 20 − 6 + 3 = 17.
GAIN = "Mia has 7 apples. Mia buys 5 apples. How many apples does Mia have?"
GAIN_LOSS = "Mia has 7 apples. Mia buys 5 apples. Mia eats 2 apples. How many apples does Mia have?"
LOSS = "Omar has 9 apples. Omar eats 4 apples. How many apples does Omar have?"
LOSS_GAIN = "Omar has 20 apples. Omar eats 6 apples. Omar buys 3 apples. How many apples does Omar have?"


def test_adversarial_counts_a_planted_wrong_gold_as_wrong(log):
    families = ["paraphrase", "distractor_noise"]
    cases = [case("adv-ok", GAIN, "12", family=families[0]),
             case("adv-planted", GAIN, "13", family=families[1])]  # the true answer is 12
    run = run_cases(log, "test:adversarial", cases)
    record = svc.audit_run(log, "adversarial", run.run_id)
    assert record.report["wrong_case_ids"] == ["adv-planted"]
    assert record.report["assertion_holds"] is False and record.exit_code == 1
    assert [f.case_id for f in record.failures] == ["adv-planted"]
    assert record.failures[0].expected == "13 apples" and record.failures[0].actual == "12 apples"


def test_adversarial_answer_where_refusal_expected_is_wrong(log):
    run = run_cases(log, "test:adversarial", [case("adv-should-refuse", GAIN, None, family="paraphrase")])
    record = svc.audit_run(log, "adversarial", run.run_id)
    assert record.report["counts"]["wrong"] == 1 and record.report["passed"] is False


def _depth_corpus(deep_problem: str, deep_gold: str) -> list[CaseSpec]:
    shallow = [case(f"d1-{i}", t, g, depth=1) for i, (t, g) in enumerate([(GAIN, "12"), (LOSS, "5"), (GAIN, "12")])]
    deep = [case("d2-0", GAIN_LOSS, "10", depth=2), case("d2-1", LOSS_GAIN, "17", depth=2),
            case("d2-2", deep_problem, deep_gold, depth=2)]
    return shallow + deep


def test_depth_curve_holds_when_deeper_cases_are_right(log):
    run = run_cases(log, "test:depth", _depth_corpus(GAIN_LOSS, "10"))
    record = svc.audit_run(log, "depth_curve", run.run_id)
    rep = record.report
    assert rep["assertion_holds"] is True and rep["coverage_sufficient"] is True and record.exit_code == 0
    assert [b["counts"]["cases"] for b in rep["buckets"]] == [3, 3, 0, 0]


def test_depth_curve_fails_on_a_planted_decay_by_wrong_gold(log):
    run = run_cases(log, "test:depth", _depth_corpus(GAIN_LOSS, "11"))  # true answer 10
    record = svc.audit_run(log, "depth_curve", run.run_id)
    rep = record.report
    deep = rep["buckets"][1]
    assert deep["accuracy"]["fraction"] == "2/3" and deep["bound_required"] == "19/20"
    assert deep["bound_satisfied"] is False and rep["assertion_holds"] is False and record.exit_code == 1
    assert "depth_2-3" in rep["refusal_reason"]
    assert [(f.case_id, f.where, f.verdict) for f in record.failures] == [("d2-2", "depth_2-3", "wrong")]


def test_depth_curve_counts_a_refusal_as_a_failure_in_its_declared_bucket(log):
    # "florps" is no unit of the pack: an honest reader refuses; W5 hid such refusals.
    unreadable = "Mia has 7 florps. Mia buys 5 florps. Mia eats 2 florps. How many florps does Mia have?"
    run = run_cases(log, "test:depth", _depth_corpus(unreadable, "10"))
    record = svc.audit_run(log, "depth_curve", run.run_id)
    deep = record.report["buckets"][1]
    assert deep["counts"]["refused_unexpectedly"] == 1 and deep["bound_satisfied"] is False
    assert record.report["assertion_holds"] is False


def _gold_case() -> CaseSpec:
    structure = Structure(
        steps=[GoldStep(op="has", actor="Mia", value=7, unit="apples"),
               GoldStep(op="add", actor="Mia", value=5, unit="apples", verb="buys"),
               GoldStep(op="sub", actor="Mia", value=2, unit="apples", verb="eats")],
        question=Question(kind="entity", unit="apples", actors=["Mia"]), genders={"Mia": "f"})
    assert render(structure) == GAIN_LOSS
    return case("p-1", GAIN_LOSS, "10", depth=2, structure=msgspec.to_builtins(structure))


def test_perturbation_passes_every_transform_on_a_case_the_reader_reads(log):
    run = run_cases(log, "test:perturb", [_gold_case()])
    rep = svc.audit_run(log, "perturbation", run.run_id).report
    assert (rep["preserving_rate"]["fraction"], rep["breaking_rate"]["fraction"]) == ("1/1", "1/1")
    assert (rep["preserving_rate"]["denominator"], rep["breaking_rate"]["denominator"]) == (5, 3)
    assert rep["passed"] is True


def test_perturbation_fails_when_the_reader_misses_a_predicted_change(log):
    # A pack that files "sells" as a gain: flipping "buys" to "sells" must give 7 − 5 − 2 = 0,
    # the reader with this pack says 7 + 5 − 2 = 10. The prediction came from the gold structure.
    bad_pack = apply_change(load_pack(), ReclassifyVerb(verb_id="verb.sell", category="positive"))
    pack_id = pack_digest(bad_pack)
    log.append([PackRegistered(pack_id=pack_id, pack=bad_pack)])
    run = run_cases(log, "test:perturb", [_gold_case()], pack=pack_id)
    record = svc.audit_run(log, "perturbation", run.run_id)
    rep = record.report
    assert rep["breaking_rate"]["fraction"] == "2/3" and rep["passed"] is False and record.exit_code == 1
    assert [(f.case_id, f.expected, f.actual) for f in record.failures] == [
        ("p-1:op_verb_flip", "0 apples", "10 apples")]


def test_perturbation_skips_a_base_case_the_reader_got_wrong_and_says_so(log):
    wrong_gold = msgspec.structs.replace(_gold_case(), gold="11")
    run = run_cases(log, "test:perturb", [wrong_gold])
    rep = svc.audit_run(log, "perturbation", run.run_id).report
    assert rep["skipped_total"] == 8 and rep["mechanism_wired"] is False
    assert all(t["skip_reasons"] == [["base_not_correct", 1]] for t in rep["transforms"])


def _planted_run(log, lemmas: list[str]) -> str:
    """A run whose one trace cites ``lemmas``, as a recorder bug or a swapped pack would leave it."""
    pack_id = pack_digest(load_pack())
    log.append([PackRegistered(pack_id=pack_id, pack=load_pack())])
    corpus_id = content_id({"planted": lemmas}, "corpus")
    cause = Cause(process="test.planted", version=1, input_position=0, input_digest="0" * 64)
    run_id = content_id({"planted": lemmas}, "run")
    steps = [Step(lemma=lemma, kind="gain", holder="Mia", operands=["5"], before="7", after="12") for lemma in lemmas]
    log.append([
        RunStarted(cause=cause, run_id=run_id, corpus_id=corpus_id, corpus_name="test:planted", pack_id=pack_id,
                   reader_version=1, n=1),
        CaseRead(cause=cause, run_id=run_id, index=0, case_id="planted-1", score="correct",
                 result=Solved(answer="12", unit="apples", depth=len(steps), steps=steps, lemma_ids=sorted(lemmas))),
        RunCompleted(cause=cause, run_id=run_id, summary=Summary(n=1, correct=1, wrong=0, refused=0, unscored=0)),
    ])
    return run_id


def test_pack_provenance_flags_a_step_lemma_the_pack_lacks(log):
    record = svc.audit_run(log, "pack_provenance", _planted_run(log, ["verb.buy", "verb.teleport"]))
    rep = record.report
    assert rep["cases_violated"] == 1 and rep["per_case"][0]["unresolved_lemma_ids"] == ["verb.teleport"]
    assert rep["passed"] is False and record.exit_code == 1


def test_pack_provenance_does_not_validate_a_stepless_answer(log):
    rep = svc.audit_run(log, "pack_provenance", _planted_run(log, [])).report
    assert (rep["cases_no_steps"], rep["cases_validated"], rep["mechanism_wired"]) == (1, 0, False)


def test_pack_provenance_validates_real_traces(log):
    run = run_cases(log, "test:prov", [case("ok-1", GAIN, "12"), case("ok-2", LOSS, "5")])
    rep = svc.audit_run(log, "pack_provenance", run.run_id).report
    assert rep["cases_validated"] == 2 and rep["passed"] is True
    assert {"verb.buy", "verb.eat"} <= set(rep["lemma_ids_observed"])


def _lane(log, lane: str, rows: list[dict]) -> str:
    fid = svc.register_fixture(log, lane, f"{lane}:test", rows)
    event = svc.derive_one(log, procs.LANE_B1 if lane == "b1" else procs.LANE_B2, {"fixture": fid})
    return event.report_digest


B1_ROWS = [{"case_id": "t-1", "expression_a": "(x+1)^2", "expression_b": "x^2 + 2*x + 1", "expected": "equivalent"},
           {"case_id": "t-2", "expression_a": "2*(x+5)", "expression_b": "2*x + 5", "expected": "not_equivalent"}]
B2_ROWS = [{"case_id": "t-1", "expected": "replay_equivalent", "provenance": "test",
            "proposed_chain": {"subject": "theorem", "intent": "cause", "connective": "requires", "object": "proof"}}]


def _gate(log, b1_rows, outside_cases=()):
    b3 = run_cases(log, "test:b3", [case("g-1", GAIN, "12", depth=1), case("g-2", LOSS, "5", depth=1)])
    outside = [run_cases(log, "corpus:test", list(outside_cases)).run_id] if outside_cases else []
    event = svc.derive_one(log, procs.GATE, {"b1": _lane(log, "b1", b1_rows), "b2": _lane(log, "b2", B2_ROWS),
                                             "b3": b3.run_id, "outside": ",".join(outside)})
    return event


def test_gate_passes_on_clean_lanes_and_the_disclosure_never_gates(log):
    planted_outside = [case("o-1", GAIN, "13"), case("o-2", LOSS, "5")]  # o-1's gold is wrong on purpose
    event = _gate(log, B1_ROWS, planted_outside)
    rep = event.report
    assert rep["composite_gate_passed"] is True and event.exit_code == 0
    (disclosed,) = rep["outside_corpus_disclosure"]
    assert disclosed["corpus"] == "corpus:test" and disclosed["counts"]["wrong"] == 1
    assert disclosed["coverage"]["fraction"] == "1/1" and rep["disclosure_gates"] is False


def test_gate_fails_on_a_mislabelled_b1_pair_and_the_claim_digest_moves(log):
    clean = _gate(log, B1_ROWS)
    flipped = [B1_ROWS[0], {**B1_ROWS[1], "expected": "equivalent"}]  # 2(x+5) = 2x+10 ≠ 2x+5
    bad = _gate(log, flipped)
    assert bad.report["composite_gate_passed"] is False and bad.exit_code == 1
    b1_lane = next(lane for lane in bad.report["lanes"] if lane["lane"] == "B1")
    assert b1_lane["counts"]["wrong"] == 1 and b1_lane["wrong_count_is_zero"] is False
    assert bad.report["claim_digest"] != clean.report["claim_digest"]


def test_unknown_run_is_a_usage_error_and_appends_nothing(log):
    head = log.head().position
    with pytest.raises(UsageError, match="no reader run"):
        svc.audit_run(log, "depth_curve", "f" * 64)
    assert log.head().position == head


def test_the_gate_runs_without_shared_on_the_project_fixtures_alone(log):
    record = svc.run_gate(log, shared=None)
    rep = record.report
    lanes = {lane["lane"]: lane for lane in rep["lanes"]}
    assert lanes["B1"]["counts"]["cases"] == 48 and lanes["B1"]["passed"] is True
    assert lanes["B2"]["counts"]["cases"] == 27 and lanes["B2"]["passed"] is True
    assert rep["outside_corpus_disclosure"] == [] and record.subject["outside_runs"] == ""
    assert record.exit_code == (0 if rep["composite_gate_passed"] else 1)
