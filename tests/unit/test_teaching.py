"""B2 validator: each outcome and reason, with a replay supplied by the test."""
from __future__ import annotations

from domain.teaching import ReplayOutcome, TeachingItem, TeachingPack, validate

PACK = TeachingPack(terms=frozenset({"theorem", "proof", "lemma", "axiom"}), connectives=frozenset({"requires", "grounds"}))


def item(item_id="t1", subject="theorem", connective="requires", obj="proof", intent="cause", polarity="affirms",
         evidence=("curated",)):
    return TeachingItem(item_id=item_id, subject=subject, intent=intent, connective=connective, object=obj,
                        polarity=polarity, evidence=evidence)


def no_change(items):
    return {i.item_id: ReplayOutcome(status="correct", answer="yes") for i in items}


def judge(candidate, admitted=(), pack=PACK, replay=no_change):
    return validate(candidate, list(admitted), pack, replay)


def test_well_formed_new_claim_is_replay_equivalent():
    verdict = judge(item())
    assert (verdict.outcome, verdict.reason) == ("replay_equivalent", "")


def test_structurally_incomplete_items_are_refused():
    cases = {
        "incomplete_subject": item(subject=""),
        "incomplete_object": item(obj="  "),
        "incomplete_connective": item(connective=""),
        "incomplete_intent": item(intent=""),
        "unknown_intent": item(intent="vibes"),
        "undetermined_polarity": item(polarity="undetermined"),
        "no_evidence": item(evidence=()),
    }
    for reason, candidate in cases.items():
        verdict = judge(candidate)
        assert (verdict.outcome, verdict.reason) == ("refused", reason), reason
    # blank evidence pointers are not evidence
    assert judge(item(evidence=(" ",))).reason == "no_evidence"


def test_circular_redundant_and_outside_pack_are_not_equivalent():
    assert judge(item(subject="proof", obj="Proof")).reason == "circular"
    admitted = [item("a1", "theorem", "requires", "proof"), item("a2", "proof", "requires", "lemma")]
    # lemma requires theorem closes theorem -> proof -> lemma -> theorem
    assert judge(item("c", "lemma", "requires", "theorem"), admitted).reason == "circular"
    # the same cycle under another connective is not circular (grounds is the converse relation)
    assert judge(item("c", "lemma", "grounds", "theorem"), admitted).outcome == "replay_equivalent"
    # exact duplicate, modulo case and spacing
    assert judge(item("d", " Theorem ", "requires", "PROOF"), admitted).reason == "redundant"
    # a transitively implied claim is new, not redundant
    assert judge(item("e", "theorem", "requires", "lemma"), admitted).outcome == "replay_equivalent"
    assert judge(item(subject="knowledge")).reason == "term_outside_pack"
    assert judge(item(obj="knowledge")).reason == "term_outside_pack"
    assert judge(item(connective="causes")).reason == "term_outside_pack"
    for verdict in (judge(item(subject="knowledge")), judge(item(subject="proof", obj="proof"))):
        assert verdict.outcome == "not_equivalent"


def test_open_slot_may_introduce_a_new_term():
    lexicon_pack = TeachingPack(terms=PACK.terms, connectives=PACK.connectives, open_slots=frozenset({"subject"}))
    assert judge(item(subject="corollary"), pack=lexicon_pack).outcome == "replay_equivalent"
    assert judge(item(obj="corollary"), pack=lexicon_pack).reason == "term_outside_pack"


def test_replay_that_changes_an_earlier_correct_outcome_is_not_equivalent():
    def replay(items):
        out = {"case-1": ReplayOutcome(status="correct", answer="8")}
        if any(i.item_id == "risky" for i in items):
            out["case-1"] = ReplayOutcome(status="refused", answer="")
        return out

    verdict = judge(item("risky"), replay=replay)
    assert (verdict.outcome, verdict.reason) == ("not_equivalent", "replay_changed_outcome")
    assert "case-1" in verdict.detail


def test_replay_that_introduces_a_wrong_answer_is_not_equivalent():
    def replay(items):
        admitted = any(i.item_id == "risky" for i in items)
        return {"case-2": ReplayOutcome(status="wrong" if admitted else "refused", answer="5")}

    assert judge(item("risky"), replay=replay).reason == "replay_introduced_wrong"


def test_replay_that_only_adds_correct_answers_is_equivalent():
    def replay(items):
        admitted = any(i.item_id == "good" for i in items)
        return {"case-1": ReplayOutcome(status="correct", answer="8"),
                "case-2": ReplayOutcome(status="correct" if admitted else "refused", answer="3" if admitted else "")}

    assert judge(item("good"), replay=replay).outcome == "replay_equivalent"
