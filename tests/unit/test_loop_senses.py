"""ADR 0049: second senses of grammar words, one-word time adverbs, the counted-usage check on holder
readings, and regular verb bases by spelling rules — on tiny hand-written corpora.

Every gold is worked out by hand (the arithmetic is in a comment next to the cases). ``zorday`` and
``zib``/``blorp`` are nonce words no pack knows; ``new`` is a word en_base_v1 knows both as the grammar
function ``new`` (``the new ones``) and as a modifier: the tests take the modifier out (``NO_NEW``) so
that only the function is left, as in the loop's seed pack.
"""
from __future__ import annotations

import msgspec
from test_loop_candidates_v7 import BASE, CAUSE, case, emitted, ids

import loop_checks
from core.run_service import score
from domain.codec import encode
from domain.events.loop import GroupFormed, HypothesisFormed, ProposalWithheld
from domain.loop import senses
from domain.loop.candidates import counted_in, time_phrases
from domain.loop.decomposer import DecomposeInput, decompose
from domain.loop.model import DecomposerState, VerdictIndexState
from domain.loop.shapes import held_out, lemma_of, verb_forms
from domain.reader import Refused, apply_change, read
from domain.reader.lexicon import lexicon_for
from domain.reader.pack import AddModifier, AddTime, Word

NO_NEW = msgspec.structs.replace(BASE, name="no_new", modifiers=[m for m in BASE.modifiers if m.id != "mod.new"])
LEX = lexicon_for(NO_NEW)


def decomposed(cases, pack=NO_NEW, reverse: bool = False):
    inp = DecomposeInput(run_id="r", run=loop_checks.audit(cases, pack),
                         cases=list(reversed(cases)) if reverse else cases, pack=pack, index=VerdictIndexState(),
                         state=DecomposerState())
    return decompose(inp, CAUSE, score)


def family(props, name: str) -> list:
    return [p for p in props if p.family == name]


def refusal(text: str, pack=NO_NEW):
    r = read(text, pack)
    assert isinstance(r, Refused)
    return r.evidence


# --- regular verb bases ---------------------------------------------------------------------------

def test_verb_bases_follow_english_spelling_rules():
    # a dropped silent e comes back (no junk base 'sav'), a doubled consonant goes, l/s/z/f doublings stay
    assert verb_forms("saved") == ["save", "saved", "saves"]
    assert verb_forms("saves") == ["save", "saved", "saves"]
    assert verb_forms("baked") == ["bake", "baked", "bakes"]
    assert verb_forms("used") == ["use", "used", "uses"]
    assert verb_forms("solved") == ["solve", "solved", "solves"]
    assert verb_forms("danced") == ["dance", "danced", "dances"]
    assert verb_forms("donated") == ["donate", "donated", "donates"]
    assert verb_forms("stopped") == ["stop", "stopped", "stops"]
    assert verb_forms("stops") == ["stop", "stopped", "stops"]
    assert verb_forms("admitted")[:1] == ["admit"]
    for past, base in (("added", "add"), ("called", "call"), ("missed", "miss"), ("rained", "rain"),
                       ("visited", "visit"), ("played", "play"), ("poured", "pour"), ("jumped", "jump"),
                       ("needed", "need"), ("fixed", "fix"), ("opened", "open")):
        assert base in verb_forms(past) and past in verb_forms(past), past
    assert verb_forms("shed")[0] == "shed"  # no vowel left after -ed: not a past
    # one lemma for every inflection: 'saved' and 'saves' now group together
    assert lemma_of("verb", "saved") == lemma_of("verb", "saves") == "save"


# --- second senses --------------------------------------------------------------------------------

# had A, got B new apples -> A + B: 5 + 3 = 8, 9 + 4 = 13, 2 + 7 = 9
NEW = [case(cid, f"Sam had {a} apples. Dan gave him {b} new apples. How many apples does Sam have now?", str(a + b))
       for cid, (a, b) in zip(ids("sn", 2, 1), [(5, 3), (9, 4), (2, 7)])]


def test_the_word_a_refusal_stops_at_for_want_of_a_second_sense():
    ev = refusal(NEW[0].problem)
    assert (ev.reason, ev.token_text) == ("unparsed_sentence", "new")
    assert senses.sense_words_at(NEW[0].problem, ev.sentence_index, ev.token_index, LEX) == [
        senses.Phrase("second_sense", "new", "new")]
    # within two words after the refused token: 'on a new pear' stops at 'on'
    text = "Sam had 9 apples. He spent 4 dollars on a new pear. How many apples does Sam have now?"
    ev = refusal(text)
    assert ev.token_text == "on"
    assert senses.sense_words_at(text, ev.sentence_index, ev.token_index, LEX) == [
        senses.Phrase("second_sense", "new", "new")]
    # closed-class words (determiners, prepositions, pronouns …) have no second sense
    assert senses.sense_words_at("He gave it to the boy.", 0, 3, LEX) == []
    # a word with an open-class sense already is no candidate (en_base_v1 knows the modifier 'new')
    assert senses.sense_words_at(NEW[0].problem, 1, 3, lexicon_for(BASE)) == []


def test_a_second_sense_is_proposed_from_two_rows_and_reads_the_cases():
    assert all(isinstance(read(c.problem, NO_NEW), Refused) for c in NEW)
    events = decomposed(NEW)
    (p,) = family(emitted(events), "second_sense")
    assert p.changes == [AddModifier(modifier=Word(id="mod.new", forms=["new"]))]
    assert all(a.cases_wrong == 0 for a in p.arms)
    pack = apply_change(NO_NEW, p.changes[0])
    assert [read(c.problem, pack).answer for c in NEW] == ["8", "13", "9"]
    # the other readings were formed and tested too (unit, place, person, the verbs)
    kinds = {type(e.changes[0]).__name__ for e in events if isinstance(e, HypothesisFormed)}
    assert {"AddUnit", "AddPlace", "AddModifier", "AddVerb"} <= kinds
    # the unit reading reads the same cases ('new/news'), but every text puts 'new' right before a count
    # noun: withheld as 'modifies', naming the cases; the holder readings already fail 'counted' (a number
    # stands right before 'new') — ADR 0049's usage checks
    nouns = {type(e.proposal.changes[0]).__name__ + ":" + e.failing_arm: sorted(e.cases) for e in events
             if isinstance(e, ProposalWithheld) and e.proposal.family == "second_sense"
             and type(e.proposal.changes[0]).__name__ in ("AddUnit", "AddPlace")}
    assert nouns == {"AddUnit:modifies": sorted(c.id for c in NEW), "AddPlace:counted": sorted(c.id for c in NEW)}


def test_one_row_is_not_enough_for_a_second_sense():
    groups = [e for e in decomposed(NEW[:1]) if isinstance(e, GroupFormed) and e.family == "second_sense"]
    assert groups == []


def test_a_second_sense_causing_a_wrong_answer_is_withheld_naming_the_case():
    # The data set says 10 here; had 6, got 3 new reads 6 + 3 = 9: the modifier would make it wrong.
    bad = case("snbad", "Sam had 6 apples. Dan gave him 3 new apples. How many apples does Sam have now?", "10")
    events = decomposed(NEW + [bad])
    mods = [e for e in events if isinstance(e, ProposalWithheld) and isinstance(e.proposal.changes[0], AddModifier)]
    assert len(mods) == 1
    assert mods[0].failing_arm == ("arm1_held_out" if held_out("snbad") else "evidence")
    assert mods[0].cases == ["snbad"]
    assert not [p for p in family(emitted(events), "second_sense") if isinstance(p.changes[0], AddModifier)]


def test_identical_log_gives_identical_second_sense_proposals():
    first = [encode(e) for e in decomposed(NEW)]
    assert [encode(e) for e in decomposed(NEW)] == first
    assert [encode(e) for e in decomposed(NEW, reverse=True)] == first


# --- one-word time adverbs ------------------------------------------------------------------------

# had A, got B more zorday -> A + B: 5 + 3 = 8, 4 + 6 = 10, 7 + 1 = 8
ZORDAY = [case(cid, f"Sam had {a} apples. He got {b} more apples zorday. How many apples does Sam have now?",
               str(a + b)) for cid, (a, b) in zip(ids("tz", 2, 1), [(5, 3), (4, 6), (7, 1)])]


def test_a_word_closing_its_clause_after_a_noun_may_be_a_time():
    lex = lexicon_for(BASE)
    assert time_phrases(ZORDAY[0].problem, "zorday", 1, 5, lex) == ["zorday"]
    assert time_phrases("Zorday , he got 3 more apples.", "zorday", 0, 0, lex) == ["zorday"]
    # in a noun's place it is no time: after a number, a determiner, a verb, 'each'
    assert time_phrases("He got 3 zorday.", "zorday", 0, 3, lex) == []
    assert time_phrases("He saw the zorday.", "zorday", 0, 3, lex) == []
    assert time_phrases("He sold zorday.", "zorday", 0, 2, lex) == []
    assert time_phrases("He ate 2 apples each zorday.", "zorday", 0, 5, lex) == []
    # nor when the clause goes on after it
    assert time_phrases("He got 3 apples zorday from Ann.", "zorday", 0, 4, lex) == []


def test_a_one_word_time_is_proposed_when_it_reads_the_cases():
    events = decomposed(ZORDAY, pack=BASE)
    times = [p for p in emitted(events) if isinstance(p.changes[0], AddTime)]
    assert [p.changes for p in times] == [[AddTime(time=Word(id="time.zorday", forms=["zorday"]))]]
    pack = apply_change(BASE, times[0].changes[0])
    assert [read(c.problem, pack).answer for c in ZORDAY] == ["8", "10", "8"]


def test_a_one_word_time_causing_a_wrong_answer_is_withheld_naming_the_case():
    # The data set says 12 here; had 5, got 3 more zorday reads 5 + 3 = 8: the time would make it wrong.
    bad = case("tzbad", "Sam had 5 apples. He got 3 more apples zorday. How many apples does Sam have now?", "12")
    events = decomposed(ZORDAY + [bad], pack=BASE)
    held = [e for e in events if isinstance(e, ProposalWithheld) and isinstance(e.proposal.changes[0], AddTime)]
    assert len(held) == 1 and held[0].cases == ["tzbad"]
    assert held[0].failing_arm == ("arm1_held_out" if held_out("tzbad") else "evidence")
    assert not [p for p in emitted(events) if isinstance(p.changes[0], AddTime)]


# --- the counted-usage check on holder readings ---------------------------------------------------

def test_a_counted_noun_is_no_holder():
    lex = lexicon_for(BASE)
    assert counted_in("Isabel had 72 zib blorps.", ["zib blorp", "zib blorps"], lex)
    assert counted_in("She had three blorps.", ["blorp", "blorps"], lex)
    assert not counted_in("The zib blorp had 72 apples.", ["zib blorp", "zib blorps"], lex)


# had A zib blorps, finished B -> A - B: 9 - 4 = 5, 7 - 2 = 5, 12 - 5 = 7
ZIB = [case(cid, f"Sam had {a} zib blorps. He finished {b} zib blorps. How many zib blorps does Sam have now?",
            str(a - b)) for cid, (a, b) in zip(ids("cb", 2, 1), [(9, 4), (7, 2), (12, 5)])]


def test_holder_readings_of_a_counted_compound_are_withheld_naming_the_cases():
    events = decomposed(ZIB, pack=BASE)
    held = [e for e in events if isinstance(e, ProposalWithheld) and e.proposal.family == "compound"
            and type(e.proposal.changes[0]).__name__ == "AddPlace"]
    assert {e.failing_arm for e in held} == {"counted"}
    assert all(sorted(e.cases) == sorted(c.id for c in ZIB) for e in held)
    assert not [p for p in emitted(events) if type(p.changes[0]).__name__ == "AddPlace"]


def test_identical_log_gives_identical_time_and_usage_decisions():
    first = [encode(e) for e in decomposed(ZORDAY + ZIB, pack=BASE)]
    assert [encode(e) for e in decomposed(ZORDAY + ZIB, pack=BASE)] == first
    assert [encode(e) for e in decomposed(ZORDAY + ZIB, pack=BASE, reverse=True)] == first
