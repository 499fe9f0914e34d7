"""Verdicts through the log: feedback (suppression, refinement), validation, replay."""
from __future__ import annotations

import pytest

import domain.events  # noqa: F401
from core import loop_service as ls
from core.errors import UsageError
from core.replay import replay
from core.reviewer_service import add_reviewer
from core.run_service import run_cases
from core.signing import signer_from_seed
from domain.events.corpus import CaseSpec
from domain.reader.pack import AddUnit, AddVerb, Unit, Verb
from eventstore import EventLog, open_backend


ANA = signer_from_seed(bytes(range(32)))  # a test key (its seed is public: tests only)


@pytest.fixture
def log():
    backend = open_backend("memory")
    log = EventLog(backend)
    add_reviewer(log, "ana", ANA.public_key)
    yield log
    backend.close()


def c(cid: str, text: str, gold: str) -> CaseSpec:
    return CaseSpec(id=cid, problem=text, gold=gold, expect="answer")


def unit_cases(word: str, prefix: str) -> list[CaseSpec]:
    # has 5, buys 3 -> 8; has 2, buys 2 -> 4 (hand-computed)
    return [c(f"{prefix}1", f"Sam has 5 {word}s. Sam buys 3 {word}s. How many {word}s does Sam have?", "8"),
            c(f"{prefix}2", f"Ann has 2 {word}s. Ann buys 2 {word}s. How many {word}s does Ann have?", "4")]


def verb_cases(verb: str, prefix: str) -> list[CaseSpec]:
    # a gain: has 5, <verb> 3 -> 8; has 1, <verb> 4 -> 5; has 2, <verb> 2 -> 4
    return [c(f"{prefix}1", f"Sam has 5 apples. Sam {verb} 3 apples. How many apples does Sam have?", "8"),
            c(f"{prefix}2", f"Ann has 1 pear. Ann {verb} 4 pears. How many pears does Ann have?", "5"),
            c(f"{prefix}3", f"Tom has 2 plums. Tom {verb} 2 plums. How many plums does Tom have?", "4")]


def decompose(log, name, cases):
    result = run_cases(log, name, cases)
    return ls.run_decompose(log, result.run_id)


def verdict(p, decision, **kw):
    return ls.VerdictInput(proposal_id=p.proposal_id, decision=decision, reviewer=kw.pop("reviewer", "ana"),
                           reason=kw.pop("reason", "test"), **kw)


def test_rejected_shape_never_resurfaces_and_then_suppresses_its_kind(log):
    first = unit_cases("wug", "a") + unit_cases("blick", "b")
    d1 = decompose(log, "t", first)
    assert sorted(p.lemma for p in d1.emitted) == ["blick", "wug"]
    assert len({p.signature for p in d1.emitted}) == 1  # same slot, same change: one shape
    ls.append_verdicts(log, [verdict(p, "reject") for p in d1.emitted], ANA)
    again = ls.run_decompose(log, d1.run_id)
    assert again.emitted == [] and again.suppressed == []  # decided ideas are not even re-tested
    # a new word in the same shape: rejected 2x >= threshold 2 > ratified 0 -> suppressed
    d2 = decompose(log, "t", first + unit_cases("dax", "d"))
    assert [p.lemma for p in d2.emitted] == []
    assert [(s.proposal.lemma, s.rejected, s.threshold) for s in d2.suppressed] == [("dax", 2, 2)]
    state = ls.states(log, "decomposer_state")["decomposer_state"]
    assert d2.suppressed[0].signature in state.suppressed_signatures
    assert replay(log, 0).ok


def test_ratified_shape_raises_confidence_of_the_next_proposal(log):
    d1 = decompose(log, "t", unit_cases("wug", "a"))
    assert d1.emitted[0].confidence == 500
    ls.append_verdicts(log, [verdict(d1.emitted[0], "ratify")], ANA)
    d2 = decompose(log, "t", unit_cases("wug", "a") + unit_cases("dax", "d"))
    assert [p.lemma for p in d2.emitted] == ["dax"]
    assert d2.emitted[0].confidence == 666  # (1 + 1) / (1 + 0 + 2)


def test_refined_verdict_tightens_the_next_proposal_of_that_shape(log):
    d1 = decompose(log, "t", verb_cases("zaps", "z"))
    (p,) = d1.emitted
    assert p.changes[0].verb.forms == ["zap", "zapped", "zaps"]  # generated inflections (ADR 0049: zap → zapped)
    narrower = AddVerb(verb=Verb(id=p.changes[0].verb.id, forms=["zaps"], category="positive"))
    ls.append_verdicts(log, [verdict(p, "refine", refinement=[narrower], step=3)], ANA)
    packs = ls.states(log, "packs")["packs"]
    assert [v.forms for v in packs.by_id[packs.current].verbs if v.id == "verb.zap"] == [["zaps"]]
    index = ls.states(log, "verdict_index")["verdict_index"]
    assert index.signatures[p.signature].tighten
    assert index.by_proposal[p.proposal_id].gap == ["form:zap", "form:zapped"]
    d2 = decompose(log, "t", verb_cases("zaps", "z") + verb_cases("blorks", "b"))
    (q,) = d2.emitted
    assert q.signature == p.signature and q.tightened
    assert q.changes[0].verb.forms == ["blorks"]  # only the seen form, as the refinement did


def test_bad_verdicts_are_refused_and_append_nothing(log, tmp_path):
    d = decompose(log, "t", unit_cases("wug", "a") + unit_cases("dax", "d") + verb_cases("zaps", "z"))
    p, q = [e for e in d.emitted if e.lemma in ("wug", "dax")]
    assert d.withheld  # the verb's other categories
    head = log.head().position
    bad = [
        (ls.VerdictInput(proposal_id="feedface" * 8, decision="ratify", reviewer="a", reason="r"), "unknown proposal"),
        (verdict(p, "approve"), "decision must be"),
        (verdict(p, "ratify", reviewer=" "), "reviewer is required"),
        (verdict(p, "ratify", reason=""), "reason is required"),
        (verdict(p, "refine"), "needs a refinement"),
        (verdict(p, "refine", refinement=p.changes), "not a narrowing"),
        (verdict(p, "refine", refinement=[AddUnit(unit=Unit(id="unit.other", singular="x", plural="xs"))]),
         "not a narrowing"),
        (verdict(p, "ratify", step=99), "outside the trace"),
    ]
    for v, message in bad:
        with pytest.raises(UsageError, match=message):
            ls.append_verdicts(log, [v], ANA)
        assert log.head().position == head
    # a batch with one bad verdict appends none of it
    with pytest.raises(UsageError, match="verdict 2"):
        ls.append_verdicts(log, [verdict(p, "ratify"), verdict(p, "reject")], ANA)  # 2nd: already decided in batch
    assert log.head().position == head
    f = tmp_path / "v.jsonl"
    f.write_text('{"proposal_id": "%s", "decision": "ratify", "reviewer": "a", "reason": "r"}\nnot json\n'
                 % p.proposal_id)
    with pytest.raises(UsageError, match="v.jsonl:2: malformed"):
        ls.parse_verdict_file(f)
    ls.append_verdicts(log, [verdict(p, "ratify")], ANA)
    with pytest.raises(UsageError, match="already decided"):
        ls.append_verdicts(log, [verdict(p, "reject")], ANA)
    withheld = [r for r in ls.states(log, "decomposer_state")["decomposer_state"].proposals.values()
                if r.status == "withheld"]
    with pytest.raises(UsageError, match="withheld internally"):
        ls.append_verdicts(log, [verdict(withheld[0].proposal, "ratify")], ANA)
    assert q.proposal_id != p.proposal_id
