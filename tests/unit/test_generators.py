"""The generator's own invariants: answers agree with an independent reading of the text,
depths are exact, problems are well posed, and the seed fixes the output."""
from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings

from evals.generators import (
    FEMALE, MALE, IllPosed, Question, Step, Structure, Vocabulary, build, depth, evaluate, format_answer,
    generate, problems, render,
)
from test_datasets_text_oracle import answer_from_text

GENDERS = (set(FEMALE), set(MALE))


def _answer(p) -> Fraction:
    return Fraction(p.answer)


def test_same_seed_same_problems_and_different_seed_differs():
    a, b, c = generate(11, 40), generate(11, 40), generate(12, 40)
    assert [(p.problem, p.answer) for p in a] == [(p.problem, p.answer) for p in b]
    assert [p.problem for p in a] != [p.problem for p in c]


def test_depths_cycle_and_are_exact():
    ps = generate(5, 64, max_depth=8)
    assert [p.depth for p in ps] == [1 + i % 8 for i in range(64)]
    assert all(depth(p.structure) == p.depth for p in ps)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_answers_match_an_independent_reading_of_the_text(seed):
    for p in generate(seed, 80):
        assert answer_from_text(p.problem, *GENDERS) == _answer(p), p.problem


def test_problems_are_well_posed():
    for p in generate(9, 160):
        value = _answer(p)
        assert value >= 0
        if p.unit != "dollars":
            assert value.denominator == 1, p.problem
        assert p.problem.count("?") == 1 and p.problem.endswith("?")


@settings(max_examples=60, deadline=None)
@given(problems(max_depth=8))
def test_hypothesis_strategy_problems_agree_with_the_text_oracle(p):
    assert 1 <= p.depth <= 8
    assert answer_from_text(p.problem, *GENDERS) == _answer(p)


def test_max_depth_out_of_range_is_refused():
    with pytest.raises(ValueError):
        generate(1, 3, max_depth=9)
    with pytest.raises(ValueError):
        build(random.Random(0), 0, Vocabulary())


def test_evaluate_refuses_ill_posed_structures():
    neg = Structure(steps=[Step(op="has", actor="Mia", value=3, unit="apples"),
                           Step(op="sub", actor="Mia", value=5, unit="apples", verb="eats")],
                    question=Question(kind="entity", unit="apples", actors=["Mia"]))
    with pytest.raises(IllPosed):
        evaluate(neg)
    frac = Structure(steps=[Step(op="has", actor="Mia", value=7, unit="apples"),
                            Step(op="split", actor="Mia", value=2, unit="apples")],
                     question=Question(kind="entity", unit="apples", actors=["Mia"]))
    with pytest.raises(IllPosed):
        evaluate(frac)


def test_hand_checked_render_and_answer():
    s = Structure(steps=[Step(op="has", actor="Omar", value=4, unit="coins"),
                         Step(op="mul", actor="Omar", value=2, unit="coins"),
                         Step(op="add", actor="Omar", value=3, unit="coins", verb="finds", subject="He")],
                  question=Question(kind="entity", unit="coins", actors=["Omar"], tail="now"),
                  genders={"Omar": "m"})
    assert render(s) == "Omar has 4 coins. Omar doubles his coins. He finds 3 coins. How many coins does Omar have now?"
    assert evaluate(s) == 11 and depth(s) == 2


def test_money_answers_are_terminating_decimals():
    assert format_answer(Fraction(21, 4), "dollars") == "5.25"
    assert format_answer(Fraction(15, 2), "dollars") == "7.5"
    assert format_answer(Fraction(7, 2), "feet") == "7/2"
    assert format_answer(Fraction(1, 3), "dollars") == "1/3"
    assert format_answer(Fraction(8), "apples") == "8"
