"""Red team 24 (ADR 0238): the reader v12 forms crossed with each other and with older forms.

Each refused row is the smallest text of a wrong answer the red team found (the wrong answer in its comment);
each solved row is a neighbour that must keep its reading, its answer worked out by hand in the comment.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # a modifier on the held things is merged by the gain, so the stated holding counts them all: 135 - 64 = 71
    ("stated-after-modified", "Mary had 64 red apples. She bought some more apples. Now she has 135 apples. How "
     "many apples did she buy?", "71", "apples"),
    # a kind held in an amount never fixed may be the same things told again (singleop-377's reading): 304 - 276
    ("habit-kind-beside", "Nell collects baseball cards. She had 304 cards. She gave some of her cards to Jeff and "
     "now has 276 cards left. How many cards did Nell give to Jeff?", "28", "cards"),
]

REFUSED = [
    # "135 cards" counts the 64 baseball cards too; the equation bound only the plain cards bought (answered 135)
    ("stated-counts-kind", "Mary had 64 baseball cards. She bought some more cards. Now she has 135 cards. How many "
     "cards did she buy?", "ambiguous_reference"),
    # the same with a pack kind (roses are flowers): answered 199
    ("stated-counts-kind-held", "Mary had 64 roses. She bought some flowers. Now she has 135 flowers. How many "
     "flowers does she have?", "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
