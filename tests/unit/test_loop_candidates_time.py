"""The loop proposes time phrases from refusal evidence (ADR 0047), on tiny hand-written corpora.

The reader refuses at the head noun of an unknown time phrase (``for his blorp`` stops at ``blorp``);
the decomposer reads the grammar words before it off the text and offers the whole phrase as an
``AddTime``. Every gold is worked out by hand (the arithmetic is in a comment); ``blorp`` is a
nonce word no pack knows.
"""
from __future__ import annotations

from test_loop_candidates_v7 import BASE, case, decomposed, emitted, ids

from domain.events.loop import HypothesisFormed, ProposalWithheld
from domain.loop.candidates import candidates_for, time_phrases
from domain.loop.shapes import held_out
from domain.reader import Refused, apply_change, read
from domain.reader.lexicon import lexicon_for
from domain.reader.pack import AddTime, AddUnit, Word

LEX = lexicon_for(BASE)


def phrase_at_refusal(text: str) -> list[str]:
    r = read(text, BASE)
    assert isinstance(r, Refused) and r.evidence.reason == "unknown_word"
    ev = r.evidence
    return time_phrases(text, ev.token_text, ev.sentence_index, ev.token_index, LEX)


# --- the phrase ----------------------------------------------------------------------------------

def test_the_phrase_is_the_grammar_words_before_the_refused_word():
    assert phrase_at_refusal("Sam had 5 apples. He got 3 more apples for his blorp. How many apples does "
                             "Sam have now?") == ["for his blorp"]
    assert phrase_at_refusal("Sam had 5 apples. For his blorp he got 3 more apples. How many apples does "
                             "Sam have now?") == ["for his blorp"]
    assert phrase_at_refusal("Sam had 5 apples. He ate 2 apples the first blorp. How many apples does "
                             "Sam have now?") == ["the first blorp"]
    assert phrase_at_refusal("Sam had 5 apples. At blorp he ate 2 apples. How many apples does Sam "
                             "have now?") == ["at blorp"]


def test_no_phrase_without_an_opener():
    # a determiner or a possessive alone opens a noun phrase, not a time
    assert phrase_at_refusal("Sam had 5 apples. He gave his blorp 2 apples. How many apples does Sam "
                             "have now?") == []
    assert phrase_at_refusal("Sam had 5 apples. The blorp ate 2 apples. How many apples does Sam "
                             "have now?") == []
    # 'each'/'every' would make a repeat: never proposed from a refusal
    assert phrase_at_refusal("Sam had 5 apples. He ate 2 apples each blorp. How many apples does Sam "
                             "have now?") == []
    # a token that is not the refused word gives nothing
    assert time_phrases("Sam ate 2 apples for his blorp.", "apples", 0, 6, LEX) == []


def test_a_time_candidate_comes_last_and_only_on_phrase_evidence():
    assert not [c for c in candidates_for("noun", "blorp", ["blorp"], BASE) if c.change_type == "add_time"]
    cands = candidates_for("noun", "blorp", ["blorp"], BASE, times=["for his blorp", "for her blorp"])
    assert cands[-1].changes == [AddTime(time=Word(id="time.for_her_blorp", forms=["for her blorp", "for his blorp"]))]
    assert cands[-1].surface == ["for her blorp", "for his blorp"]
    for family in ("verb", "modifier", "activity", "word"):
        assert candidates_for(family, "blorp", ["blorp"], BASE, times=["at blorp"])[-1].change_type == "add_time"
    # a phrase the pack already has is no candidate ('for his birthday' is a time of en_base_v1)
    assert not [c for c in candidates_for("noun", "birthday", ["birthday"], BASE, times=["for his birthday"])
                if c.change_type == "add_time"]


# --- the decomposer ----------------------------------------------------------------------------

# had A, got B more for his blorp -> A + B: 5 + 3 = 8, 9 + 4 = 13, 2 + 7 = 9
GOT = [case(cid, f"Sam had {a} apples. He got {b} more apples for his blorp. How many apples does Sam have now?",
            str(a + b)) for cid, (a, b) in zip(ids("t", 2, 1), [(5, 3), (9, 4), (2, 7)])]
# had A, ate B the first blorp -> A - B: 5 - 3 = 2, 9 - 4 = 5, 12 - 7 = 5
NIGHT = [case(cid, f"Sam had {a} apples. He ate {b} apples the first blorp. How many apples does Sam have now?",
              str(a - b)) for cid, (a, b) in zip(ids("n", 2, 1), [(5, 3), (9, 4), (12, 7)])]


def test_a_refusal_at_an_unknown_time_phrase_yields_a_time_that_admits_the_cases():
    for cases, phrase, answers in ((GOT, "for his blorp", ["8", "13", "9"]),
                                   (NIGHT, "the first blorp", ["2", "5", "5"])):
        assert all(isinstance(read(c.problem, BASE), Refused) for c in cases)
        props = emitted(decomposed(cases))
        assert len(props) == 1
        change = props[0].changes[0]
        assert change == AddTime(time=Word(id=f"time.{phrase.replace(' ', '_')}", forms=[phrase]))
        assert props[0].change_kind == "vocabulary_addition"
        assert sum(a.cases_correct for a in props[0].arms if a.arm != "arm2_known_good") == 3
        assert all(a.cases_wrong == 0 for a in props[0].arms)
        pack = apply_change(BASE, change)  # ratified: the cases read
        assert [read(c.problem, pack).answer for c in cases] == answers


def test_a_time_causing_one_wrong_answer_is_withheld_naming_the_case():
    # The data set says 10 for this case; had 6, got 3 more reads 6 + 3 = 9: the time makes it wrong.
    bad = case("tbad", "Sam had 6 apples. He got 3 more apples for his blorp. How many apples does Sam have now?",
               "10")
    events = decomposed(GOT + [bad])
    times = [e for e in events if isinstance(e, ProposalWithheld) and isinstance(e.proposal.changes[0], AddTime)]
    assert len(times) == 1
    assert times[0].failing_arm == ("arm1_held_out" if held_out("tbad") else "evidence")
    assert times[0].cases == ["tbad"]
    assert not [p for p in emitted(events) if isinstance(p.changes[0], AddTime)]


def test_a_time_that_admits_nothing_does_not_hold_back_the_unit():
    # 5 apples then 4 apples contradict each other under every reading of 'blorp': the time is formed
    # but admits nothing; as with holders (ADR 0044) it is no reason to keep the unit waiting, which
    # is proposed as before time candidates existed.
    cases = [case(cid, "Sam has 5 apples. Sam has 4 apples at blorp. How many apples does Sam have?", "4")
             for cid in ids("u", 2, 1)]
    events = decomposed(cases)
    assert [e for e in events if isinstance(e, HypothesisFormed) and isinstance(e.changes[0], AddTime)]
    assert [type(p.changes[0]) for p in emitted(events)] == [AddUnit]
