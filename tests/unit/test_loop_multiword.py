"""The loop proposes multi-word entries from refusal evidence (ADR 0048), on tiny hand-written corpora.

Three families: a verb and its particle (``blorped away``, ``blorp with``), a compound noun (``zib
blorps``), a time phrase opened by the refused preposition (``On Blorpday``). ``blorp``, ``zib`` and
``Blorpday`` are nonce words no pack knows. Every gold is worked out by hand (the arithmetic is in
a comment next to the cases); applied, each proposal must read the cases to those answers.
"""
from __future__ import annotations

from test_loop_candidates_v7 import BASE, CAUSE, audit, case, decomposed, emitted, ids

from core.run_service import score
from domain.codec import encode
from domain.events.loop import GroupFormed, ProposalWithheld
from domain.loop import multiword
from domain.loop.decomposer import DecomposeInput, decompose
from domain.loop.model import DecomposerState, VerdictIndexState
from domain.loop.shapes import held_out
from domain.reader import Refused, apply_change, read
from domain.reader.lexicon import lexicon_for
from domain.reader.pack import AddKindOf, AddTime, AddUnit, AddVerb, KindOf, Unit, Word

LEX = lexicon_for(BASE)


def phrases(text: str) -> list[multiword.Phrase]:
    r = read(text, BASE)
    assert isinstance(r, Refused)
    return multiword.phrases_at(text, r.evidence.sentence_index, r.evidence.token_index, LEX)


def multi(props: list, family: str) -> list:
    return [p for p in props if p.family == family]


def admitted_correct(p) -> int:
    return sum(a.cases_correct for a in p.arms if a.arm != "arm2_known_good")


# --- the phrase at a refusal -------------------------------------------------------------------

def test_the_phrase_at_a_refusal():
    assert phrases("Sam had 9 apples. He blorped away 4 apples. How many apples does Sam have now?") == [
        multiword.Phrase("verb_phrase", "blorp away", "blorped away")]
    assert phrases("Sam had 9 apples. He ate 2 apples. How many apples does Sam blorp with?") == [
        multiword.Phrase("verb_phrase", "blorp with", "blorp with")]
    assert phrases("Sam had 5 zib blorps. He got 3 more zib blorps. How many zib blorps does Sam have?") == [
        multiword.Phrase("compound", "zib blorp", "zib blorps")]
    assert phrases("Sam had 5 apples. On Blorpday he got 3 more apples. How many apples does Sam have now?") == [
        multiword.Phrase("time_phrase", "on blorpday", "on blorpday")]


def test_no_phrase_where_the_neighbours_are_not_a_phrase():
    # no particle after the verb, a number after the unknown noun, a function word after it
    assert phrases("Sam had 9 apples. He blorped 4 apples. How many apples does Sam have now?") == []
    assert phrases("Sam had 9 blorps and 4 apples. How many blorps does Sam have?") == []
    # a preposition opening a noun phrase with a number is no time ('on 4 days')
    assert multiword.phrases_at("He got 3 apples on 4 days.", 0, 4, LEX) == []
    # an out-of-range position gives nothing
    assert multiword.phrases_at("He got 3 apples.", 3, 0, LEX) == []
    assert multiword.phrases_at("He got 3 apples.", -1, -1, LEX) == []


def test_candidates_are_typed_pack_changes_the_pack_applies():
    verbs = multiword.multiword_candidates("verb_phrase", "blorp away", ["blorped away"], BASE)
    assert [c.category for c in verbs] == ["positive", "negative", "transfer_out", "transfer_in", "observe",
                                           "construct", "destroy", "put"]
    assert verbs[0].changes[0].verb.forms == ["blorp away", "blorped away", "blorps away"]
    tight = multiword.multiword_candidates("verb_phrase", "blorp away", ["blorped away"], BASE, observed_only=True)
    assert tight[0].changes[0].verb.forms == ["blorped away"]
    (unit, place, person) = multiword.multiword_candidates("compound", "zib blorp", ["zib blorps"], BASE)
    assert unit.changes == [AddUnit(unit=Unit(id="unit.zib_blorp", singular="zib blorp", plural="zib blorps"))]
    assert (place.category, person.category) == ("place", "person")
    (time,) = multiword.multiword_candidates("time_phrase", "on blorpday", ["on blorpday"], BASE)
    assert time.changes == [AddTime(time=Word(id="time.on_blorpday", forms=["on blorpday"]))]
    for c in verbs + [unit, place, person, time]:
        apply_change(BASE, c.changes[0])
    # a phrase the pack already reads is no candidate ('baseball card' is a unit of en_base_v1) …
    assert multiword.multiword_candidates("compound", "baseball card", ["baseball cards"], BASE) == []
    # … but a closed-class function of the same words is grammar, not a meaning: 'end with' is a function
    assert multiword.multiword_candidates("verb_phrase", "end with", ["end with"], BASE) == []  # en_base_v1 verb
    assert [f for f in BASE.functions if "end with" in f.forms]


# --- the decomposer: each family from >= 2 evidence rows -------------------------------------

# had A, blorped away B -> A - B: 9 - 4 = 5, 7 - 2 = 5, 12 - 5 = 7
AWAY = [case(cid, f"Sam had {a} apples. He blorped away {b} apples. How many apples does Sam have now?", str(a - b))
        for cid, (a, b) in zip(ids("va", 2, 1), [(9, 4), (7, 2), (12, 5)])]
# had A, ate B; 'blorp with' asks what is left -> A - B: 5 - 2 = 3, 8 - 3 = 5, 10 - 1 = 9
WITH = [case(cid, f"Sam had {a} apples. He ate {b} apples. How many apples does Sam blorp with?", str(a - b))
        for cid, (a, b) in zip(ids("vw", 2, 1), [(5, 2), (8, 3), (10, 1)])]
# had A zib blorps, got B more -> A + B: 5 + 3 = 8, 2 + 9 = 11, 4 + 10 = 14
ZIB = [case(cid, f"Sam had {a} zib blorps. He got {b} more zib blorps. How many zib blorps does Sam have?",
            str(a + b)) for cid, (a, b) in zip(ids("cz", 2, 1), [(5, 3), (2, 9), (4, 10)])]
# had A, On Blorpday got B more -> A + B: 5 + 3 = 8, 6 + 7 = 13, 1 + 2 = 3
DAY = [case(cid, f"Sam had {a} apples. On Blorpday he got {b} more apples. How many apples does Sam have now?",
            str(a + b)) for cid, (a, b) in zip(ids("td", 2, 1), [(5, 3), (6, 7), (1, 2)])]


def test_a_verb_and_its_particle_are_proposed_as_one_verb():
    assert all(isinstance(read(c.problem, BASE), Refused) for c in AWAY)
    (p,) = multi(emitted(decomposed(AWAY)), "verb_phrase")
    assert p.lemma == "blorp away" and isinstance(p.changes[0], AddVerb)
    assert p.changes[0].verb.category == "negative"  # positive reads 9 + 4: wrong, rejected
    assert set(p.evidence) == {c.id for c in AWAY} and admitted_correct(p) == 3
    assert all(a.cases_wrong == 0 for a in p.arms)
    assert [s.kind for s in p.trace][:2] == ["observation", "grouping"]
    pack = apply_change(BASE, p.changes[0])
    assert [read(c.problem, pack).answer for c in AWAY] == ["5", "5", "7"]


def test_a_question_verb_with_its_preposition_is_an_observe_verb():
    (p,) = multi(emitted(decomposed(WITH)), "verb_phrase")
    assert p.lemma == "blorp with" and p.changes[0].verb.category == "observe"
    pack = apply_change(BASE, p.changes[0])
    assert [read(c.problem, pack).answer for c in WITH] == ["3", "5", "9"]


def test_a_compound_noun_is_proposed_as_one_unit():
    events = decomposed(ZIB)
    (p,) = multi(emitted(events), "compound")
    assert p.changes == [AddUnit(unit=Unit(id="unit.zib_blorp", singular="zib blorp", plural="zib blorps"))]
    assert admitted_correct(p) == 3
    pack = apply_change(BASE, p.changes[0])
    assert [read(c.problem, pack).answer for c in ZIB] == ["8", "11", "14"]
    # the place and person readings of the compound were tested and lost
    assert [g for g in events if isinstance(g, GroupFormed) and g.family == "compound"]


def test_a_time_phrase_opened_by_the_refused_preposition():
    (p,) = multi(emitted(decomposed(DAY)), "time_phrase")
    assert p.changes == [AddTime(time=Word(id="time.on_blorpday", forms=["on blorpday"]))]
    pack = apply_change(BASE, p.changes[0])
    assert [read(c.problem, pack).answer for c in DAY] == ["8", "13", "3"]


def test_one_evidence_row_is_not_enough():
    for cases in (AWAY, WITH, ZIB, DAY):
        groups = [e for e in decomposed(cases[:1]) if isinstance(e, GroupFormed) and e.family in multiword.FAMILIES]
        assert groups == []


# --- safety --------------------------------------------------------------------------------------

def test_a_multi_word_candidate_causing_a_wrong_answer_is_withheld_naming_the_case():
    # The data set says 10 for this case; had 6, On Blorpday got 3 more reads 6 + 3 = 9: the time makes it wrong.
    bad = case("tdbad", "Sam had 6 apples. On Blorpday he got 3 more apples. How many apples does Sam have now?", "10")
    events = decomposed(DAY + [bad])
    times = [e for e in events if isinstance(e, ProposalWithheld) and e.proposal.family == "time_phrase"]
    assert len(times) == 1
    assert times[0].failing_arm == ("arm1_held_out" if held_out("tdbad") else "evidence")
    assert times[0].cases == ["tdbad"]
    assert not multi(emitted(events), "time_phrase")


def test_arm_two_re_reads_the_known_good_texts_that_contain_the_phrase():
    # 'He got 4 more apples on Blorpday' already reads (6 + 4 = 10, a trailing adverbial): arm 2 re-reads it
    # with the time learned; any changed answer would reject, here it keeps 10 (PASS) and the time is proposed.
    good = case("tdgood", "Sam had 6 apples. He got 4 more apples on Blorpday. How many apples does Sam have now?",
                "10")
    assert read(good.problem, BASE).answer == "10"
    (p,) = multi(emitted(decomposed(DAY + [good])), "time_phrase")
    arm2 = next(a for a in p.arms if a.arm == "arm2_known_good")
    assert arm2.cases_tested == 1 and arm2.cases_changed_answer == 0 and arm2.outcome == "PASS"


def test_a_phrase_that_admits_nothing_is_not_proposed():
    # 5 apples then 4 apples contradict each other under every reading: nothing admits, nothing proposed
    cases = [case(cid, "Sam has 5 apples. On Blorpday Sam has 4 apples. How many apples does Sam have?", "4")
             for cid in ids("tn", 2, 1)]
    events = decomposed(cases)
    assert not multi(emitted(events), "time_phrase")
    held = [e for e in events if isinstance(e, ProposalWithheld) and e.proposal.family == "time_phrase"]
    assert held and all(e.failing_arm in ("unsupported", "evidence", "arm1_held_out") for e in held)


# --- determinism ---------------------------------------------------------------------------------

def test_identical_log_gives_identical_proposals():
    cases = AWAY + WITH + ZIB + DAY
    first = [encode(e) for e in decomposed(cases)]
    assert [encode(e) for e in decomposed(cases)] == first
    # the same audit decomposed from a fresh input: byte-identical events
    inp = DecomposeInput(run_id="r", run=audit(cases), cases=list(reversed(cases)), pack=BASE,
                         index=VerdictIndexState(), state=DecomposerState())
    assert [encode(e) for e in decompose(inp, CAUSE, score)] == first


# --- the compound's class follows its head; words in a noun's place are no verbs ---------------

# had A zib cards, got B more -> A + B: 5 + 3 = 8, 2 + 9 = 11, 4 + 10 = 14 ('card' is a unit of en_base_v1)
CARDS = [case(cid, f"Sam had {a} zib cards. He got {b} more zib cards. How many zib cards does Sam have?", str(a + b))
         for cid, (a, b) in zip(ids("cc", 2, 1), [(5, 3), (2, 9), (4, 10)])]


def test_a_compound_with_a_known_unit_head_is_a_kind_of_it():
    (unit,) = multiword.multiword_candidates("compound", "zib card", ["zib cards"], BASE)  # no place, no person
    assert unit.changes == [AddUnit(unit=Unit(id="unit.zib_card", singular="zib card", plural="zib cards")),
                            AddKindOf(kind_of=KindOf(id="kind.zib_card", general="unit.card",
                                                     specific=["unit.zib_card"]))]
    (p,) = multi(emitted(decomposed(CARDS)), "compound")
    pack = BASE
    for change in p.changes:
        pack = apply_change(pack, change)
    assert [read(c.problem, pack).answer for c in CARDS] == ["8", "11", "14"]
    # 31 zib cards and 16 cards: 'how many cards' is never the 16 plain cards alone
    r = read("Sam had 31 zib cards and 16 cards. How many cards does Sam have?", pack)
    assert isinstance(r, Refused) or r.answer == "47"


def test_no_verb_phrase_in_a_noun_place_and_no_compound_from_a_plural_first_word():
    lex = LEX
    # '4 blorps on the desk': 'blorps' follows a number, so 'blorps on' is no verb phrase
    assert [p for p in multiword.phrases_at("Sam had 4 blorps on the desk.", 0, 3, lex)
            if p.family == "verb_phrase"] == []
    # 'apples blorped': a plural count noun does not modify the next word
    assert [p for p in multiword.phrases_at("The apples blorped in the box.", 0, 2, lex)
            if p.family == "compound"] == []
    # 'zib blorped 5 apples': a word right before a number is a verb with its object, not a compound's head
    assert [p for p in multiword.phrases_at("Her zib blorped 5 apples.", 0, 1, lex) if p.family == "compound"] == []
    # 'blorp in total': 'in' opens the pack's phrase 'in total', so it is no particle of 'blorp'
    assert [p for p in multiword.phrases_at("How many apples did they blorp in total?", 0, 5, lex)
            if p.family == "verb_phrase"] == []
