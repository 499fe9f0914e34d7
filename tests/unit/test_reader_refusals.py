"""Every refusal reason has a problem that triggers it, with the evidence the loop groups on."""
from __future__ import annotations

import pytest

import domain.reader as reader
from core.packs import load_pack
from domain.reader import Reason, Refused, read

PACK = load_pack()

TRIGGERS = {
    Reason.EMPTY_INPUT: "   ",
    Reason.NO_QUESTION: "Sam has 5 apples.",
    Reason.MULTIPLE_QUESTIONS: "How many apples does Sam have? How many pears does Sam have?",
    Reason.UNKNOWN_WORD: "Sam has 5 glips. How many glips does Sam have?",
    Reason.UNPARSED_SENTENCE: "Sam apples has 5. How many apples does Sam have?",
    Reason.UNPARSED_QUESTION: "Sam has 5 apples. Does Sam have apples?",
    Reason.UNSUPPORTED_FORM: "Sam has 5 apples. Tom has 3 times more apples than Sam. How many apples does Tom have?",
    Reason.UNRESOLVED_PRONOUN: "Sam has 5 apples. She buys 3 apples. How many apples does Sam have?",
    # which apple was eaten is unknown: the total is 4, but the red ones are not determined
    Reason.AMBIGUOUS_REFERENCE: "Sam has 3 red apples and 2 green apples. Sam eats 1 apple. "
                                "How many red apples does Sam have?",
    Reason.UNKNOWN_ENTITY: "Sam has 5 apples. How many apples does Tom have?",
    Reason.UNKNOWN_QUANTITY: "Sam buys some apples. How many apples does Sam have?",
    Reason.NEGATIVE_HOLDING: "Sam has 3 apples. Sam eats 5 apples. How many apples does Sam have?",
    Reason.FRACTIONAL_COUNT: "Sam has 7 apples. Sam splits them evenly into 2 groups and keeps one group. "
                             "How many apples does Sam have?",
    Reason.UNIT_MISMATCH: "Sam has 2 years. Sam gets 3 months. How many years does Sam have?",
    Reason.CONTRADICTION: "Sam has 5 apples. Sam buys 3 apples. Sam has 9 apples. How many apples does Sam have?",
    Reason.DIVISION_BY_ZERO: "Sam has 7 apples. Sam splits them evenly into 0 groups and keeps one group. "
                             "How many apples does Sam have?",
}


def test_every_reason_has_a_trigger():
    assert set(TRIGGERS) | {Reason.VERIFIER_DISAGREEMENT} == set(Reason)


@pytest.mark.parametrize("reason", list(TRIGGERS), ids=[r.value for r in TRIGGERS])
def test_reason_is_triggered(reason):
    result = read(TRIGGERS[reason], PACK)
    assert isinstance(result, Refused), result
    assert result.evidence.reason == reason.value
    assert result.evidence.missing_operator and result.evidence.detail


def test_unknown_word_evidence_is_groupable():
    e = read("Sam has 5 glips. How many glips does Sam have?", PACK).evidence
    assert (e.reason, e.missing_operator, e.sentence_index, e.token_index, e.token_text, e.frame) == \
        ("unknown_word", "lexicon_entry.unit", 0, 3, "glips", "quantity.unit")


def test_unknown_verb_is_named_as_verb():
    e = read("Sam possesses 5 apples. How many apples does Sam have?", PACK).evidence
    assert (e.reason, e.missing_operator, e.token_text) == ("unknown_word", "lexicon_entry.verb", "possesses")


def test_verifier_disagreement_when_the_solver_is_wrong(monkeypatch):
    # Break the solver on purpose: the independent verifier must catch it.
    real = reader.solve

    def off_by_one(lex, graph):
        sol = real(lex, graph)
        sol.value += 1
        return sol

    monkeypatch.setattr(reader, "solve", off_by_one)
    r = read("Sam has 5 apples. Sam buys 3 apples. How many apples does Sam have?", PACK)
    assert isinstance(r, Refused) and r.evidence.reason == "verifier_disagreement"


@pytest.mark.parametrize("text", [
    "Sam has about 5 apples. How many apples does Sam have?",           # hedge
    "Sam has the 5th apple. How many apples does Sam have?",            # ordinal
    "Sam has 5 apples. The sky is blue. How many apples does Sam have?",  # no descriptive rule
    "Sam has 5 apples and the weather is nice. How many apples does Sam have?",
    "Sam gives 3 apples to Sam. How many apples does Sam have?",        # self transfer
    "Sam has 3 more apples than Sam. How many apples does Sam have?",   # self comparison
    "Someone has 5 apples. How many apples does someone have?",
    "Sam has 5 apples. Her sister borrowed 2 apples. How many apples does Sam have?",
])
def test_adversarial_forms_refuse(text):
    assert isinstance(read(text, PACK), Refused)
