"""Reader v6 red team 3a (variants of problems the reader solves): short problems written as near variants
of the corpus forms the base pack already reads — other numbers, names, genders, holders, verbs, a distractor
— each a wrong answer the reader gave before its fix (or a near-miss of one). Every expected answer is worked
out by hand (arithmetic in the comment); every refusal names the reason the policy predicts.
"""
from __future__ import annotations

import pytest

from core.packs import load_pack
from domain.reader import read

from reader_checks import assert_refused, assert_solved

PACK = load_pack()

SOLVED = [
    # (form, problem, answer)
    ("giving all of one's own things",  # Ann's 10 all go to Tom, who had none
     "Ann has 10 apples. She gave all of her apples to Tom. How many apples does Tom have?", "10"),
    ("giving all of his own things, 'he' the one male",  # 4 + 4
     "Bridget has 4 Skittles. Henry has 4 Skittles. If he gives all of his Skittles to Bridget, "
     "how many Skittles will Bridget have?", "8"),
    ("giving a part of one's own things",  # 10 - 3
     "Sam has 10 apples. Ann has 5 apples. Sam gave 3 of his apples to Tom. How many apples does Sam have?", "7"),
]

REFUSED = [
    # (form, problem, reason)
    ("giving all of someone else's things",  # her = Bridget's 5, not Henry's 4
     "Henry has 4 Skittles. Bridget has 5 Skittles. Henry gives all of her Skittles to Tom. "
     "How many Skittles does Tom have?", "unsupported_form"),
    ("giving a part of someone else's things",  # Ann's 5 - 3 = 2, not 5
     "Sam has 10 apples. Ann has 5 apples. Sam gave 3 of her apples to Tom. How many apples does Ann have?",
     "unsupported_form"),
    ("'she' giving all of 'his' things",  # Sam's 4, not Ann's 10
     "Ann has 10 apples. Sam has 4 apples. She gave all of his apples to Tom. How many apples does Tom have?",
     "unsupported_form"),
    ("putting someone else's things in a place",  # Ann's apples go in, not Sam's
     "Sam has 10 apples. Ann has 5 apples. Sam put 3 of her apples in the basket. How many apples does Ann have?",
     "unsupported_form"),
]


@pytest.mark.parametrize("form,problem,answer", SOLVED, ids=[c[0] for c in SOLVED])
def test_solved(form, problem, answer):
    assert_solved(read(problem, PACK), answer, label=form)


@pytest.mark.parametrize("form,problem,reason", REFUSED, ids=[c[0] for c in REFUSED])
def test_refused(form, problem, reason):
    assert_refused(read(problem, PACK), reason, label=form)
