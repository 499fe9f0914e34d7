"""Reader v15 (ADR 0313): things put into several containers, then the putter's holding asked, refuse
(put_partitions.py); the containers' contents and a put into one place read as before."""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 42 apples in 7 baskets: 42 / 7 = 6 in each
    ("each-basket", "Tom had 50 apples. He puts 42 apples into 7 baskets. How many apples are in each basket?", "6",
     "apples"),
    # all of them put: a partition moves nothing (ADR 0145), still 42
    ("all-put", "Tom had 42 apples. He puts them into 7 baskets. How many apples does he have?", "42", "apples"),
    # a part and then the rest: all put, still 50
    ("part-and-rest", "Tom had 50 apples. He put 20 apples into one basket and put the rest into 5 baskets. How many "
     "apples does he have?", "50", "apples"),
    # a put into one place leaves the holder: 50 - 42 = 8 (the fresh writers' reading of put)
    ("one-basket", "Tom had 50 apples. He put 42 apples into the basket. How many apples does he have left?", "8",
     "apples"),
]

REFUSED = [
    # 8 (put away) or 50 (his baskets)?
    ("left", "Tom had 50 apples. He puts 42 apples into 7 baskets. How many apples does he have left?",
     "ambiguous_reference"),
    ("have", "Tom had 50 apples. He puts 42 apples into 7 baskets. How many apples does Tom have?",
     "ambiguous_reference"),
    ("part-then-have", "Sam has 30 pens. He puts 12 pens into 4 boxes. How many pens does Sam have?",
     "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
