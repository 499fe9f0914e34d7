"""Forms added in reader version 4: an indefinite place noun as a statement subject, a passive partition
of the things one holder holds, a leading place before a ``there`` statement, and ``inside`` without a noun.

Every expected answer is worked out by hand from the text (the arithmetic is in the comment); every
refusal names the reason the policy in docs/reader.md predicts.
"""
from __future__ import annotations

import pytest

from core.packs import load_pack
from domain.reader import READER_VERSION, Refused, Solved, read

PACK = load_pack()

SOLVED = [
    # (form, problem, answer, unit)
    ("indefinite place subject, then the definite",  # 9 + 6
     "A restaurant has 9 pizzas. The restaurant buys 6 pizzas. How many pizzas does the restaurant have?",
     "15", "pizzas"),
    ("indefinite place subject with a modifier",  # 20 - 8
     "A new store had 20 shirts. The store sold 8 shirts. How many shirts does the store have now?", "12", "shirts"),
    ("passive partition by count",  # 24 / 4
     "Sam has 24 apples. If the apples are divided equally into 4 bags, how many apples are in each bag?",
     "6", "apples"),
    ("passive partition after a loss: the apples left",  # (24 - 4) / 5
     "Sam has 24 apples. He eats 4 apples. If the apples are put into bags with 5 in each bag, "
     "how many bags does he use?", "4", "bags"),
    ("passive partition of a place's holding",  # 35 / 7
     "There are 35 bottle caps in the box. If the bottle caps are organized into 7 groups, "
     "how many bottle caps are in each group?", "5", "bottle caps"),
    ("leading place before there",  # 5 - 2
     "In the box there are 5 apples. Sam takes 2 apples from the box. How many apples are in the box?",
     "3", "apples"),
    ("inside: the one thing named so far",  # 7 + 7
     "If there are 7 bottle caps in a box and Linda puts 7 more bottle caps inside, "
     "how many bottle caps are in the box?", "14", "bottle caps"),
    ("passive share among a counted group; the question names no thing",  # 18 / 2
     "There are 2 students in the class and 18 pencils. If the pencils are divided equally among the students, "
     "how many does each student get?", "9", "pencils"),
]

REFUSED = [
    # (form, problem, reason)
    ("an indefinite repeats an entity already named (a second restaurant?)",
     "The restaurant has 9 pizzas. A restaurant buys 6 pizzas. How many pizzas does the restaurant have?",
     "unparsed_sentence"),
    ("an indefinite unit noun as a subject states a rate (v6), but not when one particular box is named",
     "A box has 6 pens. Sam took 2 pens from the box. Sam has 2 boxes. How many pens does Sam have?",
     "ambiguous_reference"),
    ("passive partition with two holders: whose apples?",
     "Sam has 24 apples. Tom has 6 apples. If the apples are divided into 4 bags, how many apples are in each bag?",
     "ambiguous_reference"),
    ("passive partition after a transfer between holders",
     "Sam has 24 apples. He gives 4 apples to Tom. If the apples are divided into 4 bags, "
     "how many apples are in each bag?", "ambiguous_reference"),
    ("passive partition never stated as held",
     "Sam has 3 pears. If the apples are divided into 4 bags, how many apples are in each bag?",
     "ambiguous_reference"),
    ("passive partition with a remainder is never rounded",
     "Sam has 25 apples. If the apples are divided into 4 bags, how many apples are in each bag?",
     "fractional_count"),
    ("a leading place and a different place in the there statement",
     "At the farm there were 9 cows in the barn. How many cows are there?", "unparsed_sentence"),
    ("inside with two things it could be inside",
     "There are 7 caps in a box and 3 caps in a bag. Linda puts 7 more caps inside. How many caps are in the box?",
     "ambiguous_reference"),
    ("passive share among a group counted twice (which students?)",
     "There are 3 students in the class and 18 pencils. There are 2 students in the hall. "
     "If the pencils are divided equally among the students, how many does each student get?",
     "unparsed_sentence"),
    ("passive share among a counted group, with a remainder",
     "There are 4 students in the class and 18 pencils. If the pencils are divided equally among the students, "
     "how many does each student get?", "fractional_count"),
    ("inside with a box and someone's bag named",
     "There are 7 caps in a box. Sara puts 2 caps in her bag. Linda puts 7 more caps inside. "
     "How many caps are in the box?", "ambiguous_reference"),
    ("inside with nothing named before",
     "Linda puts 7 caps inside. How many caps are in the box?", "ambiguous_reference"),
]


def test_version_was_bumped_for_these_forms():
    assert READER_VERSION >= 4  # v5 kept every v4 form


@pytest.mark.parametrize("form,problem,answer,unit", SOLVED, ids=[s[0] for s in SOLVED])
def test_v4_form_is_solved(form, problem, answer, unit):
    r = read(problem, PACK)
    assert isinstance(r, Solved), r
    assert (r.answer, r.unit) == (answer, unit)


@pytest.mark.parametrize("form,problem,reason", REFUSED, ids=[s[0] for s in REFUSED])
def test_v4_form_refuses_what_it_leaves_open(form, problem, reason):
    r = read(problem, PACK)
    assert isinstance(r, Refused), r
    assert r.evidence.reason == reason, r.evidence
