"""The answer-precision policy (domain/reader/answer_policy.py): an answer that an answer key could only
state rounded refuses; answers that are exact decimals still read. Answers below are worked by hand."""
from __future__ import annotations

from core.packs import load_pack
from domain.reader import read
from domain.reader.answer_policy import terminates
from fractions import Fraction

from tests.unit.reader_checks import assert_refused, refused_cases, solved_cases

PACK = load_pack()

SOLVED = [
    ("quarter-dollars", "Tom bought 4 apples for $5. How much did each apple cost?", "1.25", "dollars"),
    ("whole-dollars", "Tom bought 5 apples for $10. How much did each apple cost?", "2", "dollars"),
    ("cents-exact", "Sam has 6 apples. He gives 3 apples to Ann. How many apples does Sam have?", "3", "apples"),
]

REFUSED = [
    ("thirds-of-a-dollar", "Tom bought 3 apples for $5. How much did each apple cost?", "unsupported_form"),
    ("eighths-of-a-dollar", "Tom bought 8 apples for $5. How much did each apple cost?", "unsupported_form"),
    ("sixths-of-a-dollar", "Tom bought 6 apples for $5. How much did each apple cost?", "unsupported_form"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)


def test_refusal_names_the_policy():
    result = read("Tom bought 3 apples for $5. How much did each apple cost?", PACK)
    assert_refused(result, "unsupported_form", missing_operator="policy.answer_precision", frame="answer")


def test_terminating_decimals_are_those_with_only_twos_and_fives():
    assert terminates(Fraction(1, 8)) and terminates(Fraction(7, 20)) and terminates(Fraction(3))
    assert not terminates(Fraction(1, 3)) and not terminates(Fraction(5, 6)) and not terminates(Fraction(2, 7))
