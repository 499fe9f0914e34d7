"""Reader v14, lead (ADR 0287): wrong answers found where the merged v14 forms met each other.

``rows`` became a unit (cov-groups, ADR 0283), which let fresh-d's problem ``The park had 30 trees. Workers planted
4 rows of trees with 5 trees in each row in the park.`` read to the end: answered 30 (the rows came to the park,
its trees did not move). The same gap held for bags, and for containers lost by someone never said to hold their
contents (``Ann had 40 eggs. Tom sold 3 cartons of 12 eggs.`` answered 40, where ``Tom sold 12 eggs`` refuses).
Answers worked by hand.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    ("place-gain-plain", "The park had 30 trees. Workers planted 20 trees in the park. How many trees does the park "
     "have?", "50", "trees"),
    ("own-cartons-sold", "Ann had 5 cartons of eggs with 12 eggs in each carton. She sold 3 cartons. How many eggs "
     "does Ann have?", "24", "eggs"),
    ("other-holder-own-cartons", "Ann had 40 eggs. Tom had 3 cartons of 12 eggs. He sold 2 cartons. How many eggs "
     "does Ann have?", "40", "eggs"),
    ("bought-bags", "Tom bought 3 bags of balls with 10 balls in each bag. How many balls does Tom have?", "30", "balls"),
]

REFUSED = [
    ("rows-planted-at-place", "The park had 30 trees. Workers planted 4 rows of trees with 5 trees in each row in "
     "the park. How many trees does the park have?", "ambiguous_reference"),
    ("bags-planted-at-place", "The park had 30 trees. Workers planted 4 bags of trees with 5 trees in each bag in "
     "the park. How many trees does the park have?", "ambiguous_reference"),
    ("rows-of-at-place", "The park had 30 trees. Workers planted 4 rows of 5 trees in the park. How many trees "
     "does the park have?", "ambiguous_reference"),
    ("bags-put-in-box", "The box had 30 apples. Tom put 2 bags of apples with 5 apples in each bag in the box. How "
     "many apples does the box have?", "ambiguous_reference"),
    ("cartons-sold-by-other", "Ann had 40 eggs. Tom sold 3 cartons of 12 eggs. How many eggs does Ann have?",
     "ambiguous_reference"),
    ("cartons-with-each-sold-by-other", "Ann had 40 eggs. Tom sold 3 cartons of eggs with 12 eggs in each carton. "
     "How many eggs does Ann have?", "ambiguous_reference"),
    ("store-owner-cartons", "The store had 40 eggs. The owner sold 3 cartons of eggs with 12 eggs in each carton. "
     "How many eggs does the store have?", "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
