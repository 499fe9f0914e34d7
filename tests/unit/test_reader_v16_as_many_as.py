"""Reader v16 (ADR 0344): `Tom has as many apples as Sam.`, a comparison of once as many.

It refused (`expected a quantity after the verb`); `twice as many` and `3 times as many` read since v2. It is the
same comparison with the factor 1, so everything the factors do (totals, later changes, told afterwards) follows.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 5 + 5 = 10
    ("total", "Sam has 5 apples. Tom has as many apples as Sam. How many apples do they have?", "10", "apples"),
    ("told-after", "Tom has as many apples as Sam. Sam has 7 apples. How many apples does Tom have?", "7", "apples"),
    # a later change of Tom: 5 - 2 = 3
    ("then-eats", "Sam has 5 apples. Tom has as many apples as Sam. Tom eats 2 apples. How many apples does Tom have?",
     "3", "apples"),
    # a later change of Sam leaves Tom's 5
    ("other-eats", "Sam has 5 apples. Tom has as many apples as Sam. Sam eats 2 apples. How many apples does Tom "
     "have?", "5", "apples"),
]

REFUSED = [
    # pears as many as Sam's pears, never told
    ("other-kind", "Sam has 5 apples. Tom has as many pears as Sam. How many pears does Tom have?", "unknown_quantity"),
    # compared with himself (the adversarial lane's self reference)
    ("self", "Sam has 5 apples. Tom has as many apples as Tom. How many apples does Tom have?", "unsupported_form"),
    # `as many as 8` is not a comparison with someone
    ("as-many-as-number", "Sam has 5 apples. Tom has as many as 8 apples. How many apples does Tom have?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
