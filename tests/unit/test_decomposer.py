"""The pure decomposer on tiny hand-written corpora whose golds are computed by hand."""
from __future__ import annotations

import domain.events  # noqa: F401
from core.packs import load_pack
from core.run_service import score
from domain.codec import encode
from domain.events.base import Cause
from domain.events.corpus import CaseSpec
from domain.events.loop import ArmTested, GroupFormed, ProposalEmitted, ProposalWithheld
from domain.loop.decomposer import DecomposeInput, decompose
from domain.loop.model import AuditRow, AuditRun, DecomposerState, VerdictIndexState
from domain.loop.shapes import held_out, noun_forms, verb_forms
from domain.reader import Refused, pack_digest, read
from domain.reader.pack import AddUnit

CAUSE = Cause(process="loop.decompose", version=1, input_position=0, input_digest="0" * 64)
BASE = load_pack("en_base_v1")


def case(cid: str, text: str, gold: str) -> CaseSpec:
    return CaseSpec(id=cid, problem=text, gold=gold, expect="answer")


def audit(cases: list[CaseSpec], pack=BASE) -> AuditRun:
    run = AuditRun(corpus_id="c", corpus_name="t", pack_id=pack_digest(pack), n=len(cases))
    for c in cases:
        r = read(c.problem, pack)
        s = score(c, r)
        if isinstance(r, Refused):
            run.refusals.append(AuditRow(case_id=c.id, evidence=r.evidence))
        elif s == "correct":
            run.correct[c.id] = r.answer
    run.completed = True
    return run


def run(cases: list[CaseSpec], index: VerdictIndexState | None = None, state: DecomposerState | None = None):
    inp = DecomposeInput(run_id="r", run=audit(cases), cases=cases, pack=BASE, index=index or VerdictIndexState(),
                         state=state or DecomposerState())
    return decompose(inp, CAUSE, score)


# Hand-computed golds: has 5, buys 3 -> 8; has 7, buys 2 -> 9; has 4, buys 6 -> 10.
WUGS = [case("w1", "Sam has 5 wugs. Sam buys 3 wugs. How many wugs does Sam have?", "8"),
        case("w2", "Ann has 7 wugs. Ann buys 2 wugs. How many wugs does Ann have?", "9"),
        case("w3", "Tom has 4 wugs. Tom buys 6 wugs. How many wugs does Tom have?", "10")]


def test_word_forms_follow_regular_morphology():
    assert noun_forms("pinecones") == ("pinecone", "pinecones")
    assert noun_forms("ladybugs") == ("ladybug", "ladybugs")
    assert noun_forms("berries") == ("berry", "berries")
    assert noun_forms("boxes") == ("box", "boxes")
    assert noun_forms("wug") == ("wug", "wugs")
    assert verb_forms("misplaces") == ["misplace", "misplaced", "misplaces"]
    assert verb_forms("tosses") == ["toss", "tossed", "tosses"]


def test_a_unit_group_becomes_one_tested_proposal():
    events = run(WUGS)
    emitted = [e.proposal for e in events if isinstance(e, ProposalEmitted)]
    assert len(emitted) == 1
    p = emitted[0]
    assert p.change_kind == "vocabulary_addition"
    assert p.changes == [AddUnit(unit=p.changes[0].unit)]
    assert (p.changes[0].unit.singular, p.changes[0].unit.plural) == ("wug", "wugs")
    assert sorted(p.evidence) == ["w1", "w2", "w3"]
    assert [s.kind for s in p.trace] == ["observation", "grouping", "abstraction", "hypothesis", "test_design",
                                         "test_application", "test_result", "conclusion"]
    admitted = sum(a.cases_correct for a in p.arms if a.arm != "arm2_known_good")
    assert admitted == 3  # every wug case is now read, and correctly
    assert p.b2.outcome == "replay_equivalent"


def test_a_singleton_is_not_a_group():
    events = run(WUGS[:1])
    assert not [e for e in events if isinstance(e, GroupFormed)]


def test_hypothesis_causing_one_wrong_answer_is_withheld_naming_the_case():
    # The data set says w4's answer is 12; has 5, buys 3 reads as 8: the unit would make it wrong.
    bad = case("w4", "Liz has 5 wugs. Liz buys 3 wugs. How many wugs does Liz have?", "12")
    events = run(WUGS + [bad])
    withheld = [e for e in events if isinstance(e, ProposalWithheld)]
    assert not [e for e in events if isinstance(e, ProposalEmitted)]
    # ADR 0049: the place and role-noun readings of 'wug' are withheld, the texts count it ('5 wugs');
    # the unit is withheld for the wrong answer
    assert sorted(e.failing_arm for e in withheld if not isinstance(e.proposal.changes[0], AddUnit)) == [
        "counted", "counted"]
    withheld = [e for e in withheld if isinstance(e.proposal.changes[0], AddUnit)]
    assert len(withheld) == 1
    w = withheld[0]
    assert w.failing_arm == ("arm1_held_out" if held_out("w4") else "evidence")
    assert w.cases == ["w4"]
    assert "w4" in w.detail


def test_hypothesis_changing_one_known_good_answer_is_withheld():
    # 'Wren' reads as a capitalised name today (5 apples, correct); a unit 'wren' takes that reading away.
    known = case("k1", "Wren has 3 apples. Wren buys 2 apples. How many apples does Wren have?", "5")
    wrens = [case("n1", "Sam has 5 wrens. Sam buys 3 wrens. How many wrens does Sam have?", "8"),
             case("n2", "Ann has 1 wren. Ann buys 1 wren. How many wrens does Ann have?", "2")]
    events = run([known, *wrens])
    withheld = [e for e in events if isinstance(e, ProposalWithheld)]
    # the unit, the place and the role noun 'wren' (ADR 0044) all take the name reading of 'Wren' away
    assert len(withheld) == 3 and not [e for e in events if isinstance(e, ProposalEmitted)]
    assert {(e.failing_arm, tuple(e.cases)) for e in withheld} == {("arm2_known_good", ("k1",))}
    arm2 = next(e.result for e in events if isinstance(e, ArmTested) and e.result.arm == "arm2_known_good")
    assert arm2.outcome == "REJECT" and arm2.cases_changed_answer == 1


def test_verb_candidates_compete_and_the_evidence_picks_the_category():
    # zaps = gains: has 5, zaps 3 -> 8 etc. (a loss would give 2, 5, 0 and fail on the evidence)
    zaps = [case("z1", "Sam has 5 apples. Sam zaps 3 apples. How many apples does Sam have?", "8"),
            case("z2", "Ann has 7 pears. Ann zaps 2 pears. How many pears does Ann have?", "9"),
            case("z3", "Tom has 4 plums. Tom zaps 4 plums. How many plums does Tom have?", "8"),
            case("z4", "Kim has 1 apple. Kim zaps 1 apple. How many apples does Kim have?", "2")]
    events = run(zaps)
    emitted = [e.proposal for e in events if isinstance(e, ProposalEmitted)]
    assert len(emitted) == 1
    assert emitted[0].changes[0].verb.category == "positive"
    reasons = {e.proposal.changes[0].verb.category: e.failing_arm for e in events if isinstance(e, ProposalWithheld)}
    assert reasons["negative"] in ("evidence", "arm1_held_out")
    assert reasons["construct"] == "outranked"  # same answers as positive: the prior order decides


def test_identical_input_gives_identical_events_and_traces():
    a = [encode(e) for e in run(WUGS)]
    b = [encode(e) for e in run(list(WUGS))]
    assert a == b
    p = next(e.proposal for e in run(WUGS) if isinstance(e, ProposalEmitted))
    assert p.trace_id == next(e.proposal for e in run(WUGS) if isinstance(e, ProposalEmitted)).trace_id
