"""The loop learns places, role nouns and names (ADR 0044), on tiny hand-written corpora.

Every gold below is worked out by hand from the text (the arithmetic is in a comment); none is
copied from the reader. ``blorp`` is a nonce word no pack knows.
"""
from __future__ import annotations

import loop_checks

import pytest
from reader_checks import assert_refused, assert_solved

import domain.events  # noqa: F401
from core.packs import load_pack
from core.run_service import score
from domain.codec import encode
from domain.events.base import Cause
from domain.events.corpus import CaseSpec
from domain.events.loop import HypothesisFormed, ProposalEmitted, ProposalWithheld
from domain.loop.candidates import candidates_for, proper_forms
from domain.loop.decomposer import DecomposeInput, decompose
from domain.loop.model import AuditRun, DecomposerState, VerdictIndexState
from domain.loop.shapes import held_out
from domain.reader import apply_change, read
from domain.reader.lexicon import lexicon_for
from domain.reader.pack import AddName, AddPlace, AddUnit, Name, Place

CAUSE = Cause(process="loop.decompose", version=3, input_position=0, input_digest="0" * 64)
BASE = load_pack("en_base_v1")


def ids(prefix: str, evidence: int, held: int) -> list[str]:
    """``evidence`` ids the content-hash split keeps for the evidence arm, then ``held`` held-out ids."""
    ev, ho, i = [], [], 0
    while len(ev) < evidence or len(ho) < held:
        i += 1
        cid = f"{prefix}{i}"
        (ho if held_out(cid) else ev).append(cid)
    return ev[:evidence] + ho[:held]


def case(cid: str, text: str, gold: str) -> CaseSpec:
    return CaseSpec(id=cid, problem=text, gold=gold, expect="answer")


def audit(cases: list[CaseSpec]) -> AuditRun:
    return loop_checks.audit(cases, BASE)


def decomposed(cases: list[CaseSpec]):
    inp = DecomposeInput(run_id="r", run=audit(cases), cases=cases, pack=BASE, index=VerdictIndexState(),
                         state=DecomposerState())
    return decompose(inp, CAUSE, score)


def emitted(events) -> list:
    return [e.proposal for e in events if isinstance(e, ProposalEmitted)]


def withheld(events) -> dict[str, ProposalWithheld]:
    """Withheld proposals by option (``add_place:person`` …)."""
    out = {}
    for e in events:
        if isinstance(e, ProposalWithheld):
            ch = e.proposal.changes[0]
            key = {AddUnit: "add_unit:count", AddName: "add_name:name"}.get(type(ch))
            if isinstance(ch, AddPlace):
                key = "add_place:person" if ch.place.person else "add_place:place"
            out[key] = e
    return out


# --- the candidates --------------------------------------------------------------------------

def test_a_noun_slot_offers_a_unit_then_a_place_then_a_role_noun():
    cands = candidates_for("noun", "blorp", ["blorps"], BASE)
    assert [(c.change_type, c.category) for c in cands] == [
        ("add_unit", "count"), ("add_place", "place"), ("add_place", "person")]
    place, person = cands[1].changes[0].place, cands[2].changes[0].place
    assert place == Place(id="place.blorp", singular="blorp", plural="blorps")
    # nothing in a refusal fixes a role noun's gender: "" agrees with he and she
    assert person == Place(id="person.blorp", singular="blorp", plural="blorps", person=True, gender="")
    assert cands[1].surface == ["blorp", "blorps"]


def test_a_holder_is_offered_only_in_a_noun_slot():
    # a word of unknown slot ("handed out 42") keeps its unit, verb and modifier readings, no holder
    for family in ("word", "verb", "modifier", "activity"):
        assert not [c for c in candidates_for(family, "blorp", ["blorp"], BASE) if c.change_type == "add_place"]
    # … but a name, on capitalised evidence, in either slot
    assert candidates_for("word", "blorp", ["blorp"], BASE, proper=["Blorp"])[-1].change_type == "add_name"


def test_a_word_the_pack_already_knows_gets_no_holder():
    assert candidates_for("noun", "farm", ["farm"], BASE) == []  # place.farm
    assert candidates_for("noun", "teacher", ["teachers"], BASE) == []  # person.teacher


def test_a_name_only_on_capitalised_evidence_inside_a_sentence():
    lex = lexicon_for(BASE)
    text = "Lemon heads come in packages of 6. Louis ate 54 Lemon Heads. How many heads are left?"
    assert proper_forms(text, "heads", lex) == ["Heads"]
    # capitalised only at a sentence start is no evidence ("Gumballs come in packages of 5")
    assert proper_forms("Blorps come in packs. Sam has 3 blorps.", "blorps", lex) == []
    # … unless the same spelling is also capitalised inside a sentence
    assert proper_forms("Blorp has 5 apples. Sam met Blorp.", "blorp", lex) == ["Blorp"]
    assert [c.change_type for c in candidates_for("noun", "blorp", ["blorp"], BASE)] == [
        "add_unit", "add_place", "add_place"]
    cands = candidates_for("noun", "head", ["heads"], BASE, proper=["Heads"])
    assert cands[-1].changes == [AddName(name=Name(id="name.heads", word="Heads", gender="x"))]
    assert not [c for c in candidates_for("noun", "sam", ["sam"], BASE, proper=["Sam"])
                if c.change_type == "add_name"]  # a name the pack has


def test_the_reader_never_stops_at_a_capitalised_word():
    # why the name candidate stays rare: a capitalised word no class knows is read as an open-class
    # name, so an unknown-word refusal always names a lower-case token (Zorblat: 5 + 3 = 8)
    assert_solved(read("Zorblat has 5 apples. He buys 3 more. How many apples does Zorblat have now?", BASE), "8")


def test_a_possessors_noun_is_a_noun_slot():
    r = read("Sam 's blorp has 5 apples. How many apples does Sam 's blorp have?", BASE)
    assert_refused(r, "unknown_word", missing_operator="lexicon_entry.noun", frame="phrase.noun")
    r = read("Sam's blorp has 5 apples. How many apples does Sam's blorp have?", BASE)
    assert_refused(r, "unknown_word", missing_operator="lexicon_entry.noun", frame="phrase.noun")
    # a known unit after the unknown word still makes it a modifier ("Sam's blorp apples")
    r = read("Sam's blorp apples are 5. How many apples?", BASE)
    assert_refused(r, "unknown_word", missing_operator="lexicon_entry.modifier")


# --- the decomposer ----------------------------------------------------------------------------

# a blorp has A and sells B -> A - B: 5 - 2 = 3, 9 - 5 = 4, 7 - 1 = 6. Only a place reads it: a unit subject
# with `a` is a rate (since the v7 scene rules, `went to the blorp` reads with a unit too, so it no longer
# tells the two apart)
WENT = [case(cid, f"A blorp has {a} apples. The blorp sells {b} apples. How many apples does the blorp have?",
             str(a - b))
        for cid, (a, b) in zip(ids("p", 2, 1), [(5, 2), (9, 5), (7, 1)])]
# the blorp had A, she sold B -> A - B: 5 - 2 = 3, 9 - 4 = 5, 7 - 7 = 0
SOLD = [case(cid, f"The blorp had {a} apples. She sold {b}. How many apples does the blorp have?", str(a - b))
        for cid, (a, b) in zip(ids("q", 2, 1), [(5, 2), (9, 4), (7, 7)])]


def test_a_place_group_is_proposed_and_admits_its_cases():
    events = decomposed(WENT)
    props = emitted(events)
    assert len(props) == 1
    p = props[0]
    assert p.changes == [AddPlace(place=Place(id="place.blorp", singular="blorp", plural="blorps"))]
    assert p.change_kind == "vocabulary_addition"
    assert sum(a.cases_correct for a in p.arms if a.arm != "arm2_known_good") == 3
    assert all(a.cases_wrong == 0 for a in p.arms)
    # the role noun reads the same three answers: the narrower place wins on the prior order
    w = withheld(events)
    assert w["add_place:person"].failing_arm == "outranked"
    assert w["add_unit:count"].failing_arm == "outranked"  # the unit reads none of them
    pack = apply_change(BASE, p.changes[0])
    assert [read(c.problem, pack).answer for c in WENT] == ["3", "4", "6"]


def test_a_role_noun_group_is_proposed_when_the_holder_acts_and_is_she():
    events = decomposed(SOLD)
    props = emitted(events)
    assert len(props) == 1
    person = props[0].changes[0].place
    assert (person.id, person.person, person.gender) == ("person.blorp", True, "")
    assert withheld(events)["add_place:place"].failing_arm == "outranked"  # a place is never 'she'
    pack = apply_change(BASE, props[0].changes[0])
    assert [read(c.problem, pack).answer for c in SOLD] == ["3", "5", "0"]


def test_a_holder_causing_one_wrong_answer_is_withheld_naming_the_case():
    # The data set says 4 for this case; had 6, sold 1 reads 6 - 1 = 5: the role noun makes it wrong.
    bad = case("qbad", "The blorp had 6 apples. She sold 1. How many apples does the blorp have?", "4")
    events = decomposed(SOLD + [bad])
    w = withheld(events)["add_place:person"]
    assert w.failing_arm == ("arm1_held_out" if held_out("qbad") else "evidence")
    assert w.cases == ["qbad"] and "qbad" in w.detail
    assert not [p for p in emitted(events) if isinstance(p.changes[0], AddPlace)]


def test_a_unit_nothing_contradicts_is_still_proposed_when_no_holder_reads_anything():
    # 5 wugs then 4 wugs contradict each other under every reading: nothing is admitted, alone or
    # jointly; the unit is proposed as before holders existed. The holders are withheld: the texts count
    # the noun ('5 wugs'), so it is no place nor role noun (ADR 0049's usage check, before 'unsupported').
    cases = [case(cid, "Sam has 5 wugs. Sam has 4 wugs. How many wugs does Sam have?", "4")
             for cid in ids("u", 2, 1)]
    events = decomposed(cases)
    props = emitted(events)
    assert [type(p.changes[0]) for p in props] == [AddUnit]
    assert not any("joint" in s.payload for s in props[0].trace if s.kind == "hypothesis")
    w = withheld(events)
    assert (w["add_place:place"].failing_arm, w["add_place:person"].failing_arm) == ("counted", "counted")


def test_a_name_hypothesis_is_formed_on_capitalised_evidence_but_needs_a_case_it_admits():
    # 'heads' refuses in lower case; the texts also write 'Heads' inside a sentence
    cases = [case(cid, f"Lemon heads come in packages of {k}. Louis ate 54 Lemon Heads. How many heads "
                       "did Louis eat?", "54") for cid, k in zip(ids("n", 2, 1), [6, 9, 3])]
    events = decomposed(cases)
    names = [e for e in events if isinstance(e, HypothesisFormed) and isinstance(e.changes[0], AddName)]
    assert [e.changes[0].name.word for e in names] == ["Heads"]
    assert not [p for p in emitted(events) if isinstance(p.changes[0], AddName)]


def test_identical_logs_give_identical_proposals():
    a = [encode(e) for e in decomposed(WENT + SOLD)]
    b = [encode(e) for e in decomposed(list(WENT + SOLD))]
    assert a == b


# --- hostile readings with a learned holder ------------------------------------------------------

def grown(option: str):
    cands = {f"{c.change_type}:{c.category}": c for c in candidates_for("noun", "blorp", ["blorp"], BASE)}
    pack = BASE
    for ch in cands[option].changes:
        pack = apply_change(pack, ch)
    return pack


HOSTILE = [
    # role noun, gender "": 'he' could be Sam or the blorp -> refuse
    ("add_place:person", "The blorp had 5 apples. Sam had 3 apples. He sold 2 apples. "
                         "How many apples does the blorp have?", None),
    ("add_place:person", "The blorp had 5 apples. Amy had 3 apples. She sold 2 apples. "
                         "How many apples does the blorp have?", None),
    # a place is no 'she' -> refuse; it is no 'he' either, so 'he' is Sam: blorp keeps 5
    ("add_place:place", "The blorp had 5 apples. She sold 2. How many apples does the blorp have?", None),
    ("add_place:place", "The blorp had 5 apples. Sam had 3 apples. He sold 2 apples. "
                        "How many apples does the blorp have?", "5"),
    # Sam had 3, sold 2 -> 1
    ("add_place:place", "The blorp had 5 apples. Sam had 3 apples. He sold 2 apples. "
                        "How many apples does Sam have?", "1"),
    # a question about another holder, another unit, another tense -> refuse
    ("add_place:person", "The blorp had 5 apples. She sold 2. How many apples does Sam have?", None),
    ("add_place:person", "The blorp had 5 apples. She sold 2. How many pears does the blorp have?", None),
    ("add_place:person", "The blorp had 5 apples. She will sell 2 tomorrow. "
                         "How many apples does the blorp have now?", None),
    # she (the blorp) sold 2 to Sam: Sam's own apples before are never told, so his holding is unknown
    # (red team 6, ADR 0108: a recipient starts from an unknown, not from none) -> refuse
    ("add_place:person", "The blorp had 5 apples. She sold 2 to Sam. How many apples does Sam have?", None),
    ("add_place:person", "The blorp had 5 apples. Sam had 1 apple. She sold 2 to Sam. "
                         "How many apples does Sam have?", "3"),  # 1 + 2
    # plural role noun: 5 - 2 = 3
    ("add_place:person", "The blorps had 5 apples. They sold 2. How many apples do the blorps have?", "3"),
    # a place as container: 5 + 3 = 8; 5 - 3 = 2; 'more' put in another container -> refuse
    ("add_place:place", "There are 5 apples in the blorp. Sam put 3 more apples in the blorp. "
                        "How many apples are in the blorp?", "8"),
    ("add_place:place", "There are 5 apples in the blorp. Sam took 3 apples from the blorp. "
                        "How many apples are in the blorp?", "2"),
    ("add_place:place", "There are 5 apples in the blorp. Sam put 3 more apples in the box. "
                        "How many apples are in the blorp?", None),
    # a place and a person: is the place one of "they"? (v17 red team 4, ADR 0360: "they have" names people, and a
    # place beside them holding the things refuses; v16 read 8) -> refuse; 3 more than the blorp's 5 = 8
    ("add_place:place", "The blorp has 5 apples. Sam has 3 apples. How many apples do they have in all?", None),
    ("add_place:person", "The blorp has 5 apples. Sam has 3 more apples than the blorp. "
                         "How many apples does Sam have?", "8"),
    # went to the blorp and bought 3: nothing says how many the blorp has -> refuse
    ("add_place:place", "Sam went to the blorp. He bought 3 apples. How many apples does the blorp have?", None),
]


@pytest.mark.parametrize("option,text,answer", HOSTILE)
def test_hostile_variants_with_a_learned_holder(option, text, answer):
    r = read(text, grown(option))
    if answer is None:
        assert_refused(r, label=text)
    else:
        assert_solved(r, answer, label=text)
