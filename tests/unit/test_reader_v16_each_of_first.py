"""Reader v16 (ADR 0339): a giving to each of M members with the recipients first, `gave each of his 3 sons 4 apples`.

v15 (ADR 0304) reads `gave 4 apples to each of his 3 sons` as a giving away of 12; the double-object order refused
(`expected a quantity as the object of the verb`). It is re-spelled the same way now, with the same limits.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 10 - 3 × 2 = 4
    ("friends", "Sam had 10 apples. He gave each of his 3 friends 2 apples. How many apples does Sam have now?", "4",
     "apples"),
    # `the`; 20 - 3 × 2 = 14
    ("the-girls", "Sam had 20 apples. He gave each of the 3 girls 2 apples. How many apples does Sam have left?", "14",
     "apples"),
    # a question's premise: 4 × 3 = 12
    ("premise", "If Sam gives each of his 4 friends 3 cards, how many cards does he give away?", "12", "cards"),
    # 50 - 12 × 3 = 14
    ("teacher", "A teacher had 50 pencils. She gave each of her 12 students 3 pencils. How many pencils does the "
     "teacher have left?", "14", "pencils"),
    # then a gain: 30 - 2 × 5 + 4 = 24
    ("then-bought", "Tom had 30 marbles. He gave each of his 2 brothers 5 marbles. Then he bought 4 marbles. How many "
     "marbles does Tom have?", "24", "marbles"),
]

REFUSED = [
    # how many friends?
    ("no-count", "Sam had 20 apples. He gave each of his friends 2 apples. How many apples does Sam have left?"),
    # a second kind after the things
    ("and-pear", "Sam had 20 apples. He gave each of his 3 friends 2 apples and 1 pear. How many apples does Sam have "
     "left?"),
    # the members are not kept: nobody to ask about
    ("each-asked", "Sam had 20 apples. He gave each of his 3 friends 2 apples. How many apples did each friend get?"),
    # more than he had
    ("too-many", "Sam had 10 apples. He gave each of his 3 friends 4 apples. How many apples does Sam have now?",
     "negative_holding"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
