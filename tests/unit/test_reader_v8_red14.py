"""Reader v8, red team 14 (ADR 0128): hostile neighbours of ADR 0120 (participle partitions, `have to use`,
the money a goal still needs, `still need`, `each one` prices), ADR 0123 (put stand-ins, owned measures),
passive acquisitions and container contents, hand-worked. The refused rows are texts the reader answered
wrongly before this ADR; every answer below was worked by hand.
"""
from __future__ import annotations

from core.packs import load_pack
from reader_checks import refused_cases, solved_cases

PACK = load_pack()

SOLVED = [
    # contents named as the same things: 7 × 5 = 35
    ("boxes of crayons holding crayons", "Tom has 7 boxes of crayons. Each box has 5 crayons. "
                                         "How many crayons does Tom have?", "35", "crayons"),
    # a mass named in the singular, a kind of it inside, that kind asked: 8 × 3 = 24
    ("baskets of fruit holding apples, apples asked", "Tom has 8 baskets of fruit. Each basket has 3 apples. "
                                                      "How many apples does he have?", "24", "apples"),
    # pieces of the named candy: 4 × 9 = 36
    ("boxes of candy holding pieces", "Tom has 4 boxes of candy. Each box has 9 pieces. "
                                      "How many pieces does he have?", "36", "pieces"),
    # lollipops are candy (pack kind.candy): 8 × 3 = 24
    ("bags of candy holding lollipops", "Edward has 8 bags of candy. Each bag has 3 lollipops. "
                                        "How many lollipops are there?", "24", "lollipops"),
    # the money a goal still needs, one goal: (16 − 7) × 8 = 72
    ("one goal priced", "Jerry had 7 action figures, but needed 16 total. Each action figure costs $8. "
                        "How much more money does he need?", "72", "dollars"),
    # another person's goal does not touch the asker's: (35 − 19) × 8 = 128
    ("another person's goal", "Edward had 19 stamps, but needed 35 total. Anne had 5 stamps, but needed 8 total. "
                              "Each stamp costs $8. How much more money does Edward need?", "128", "dollars"),
    # a participle partition after a sale: (35 − 19) / 8 = 2
    ("putting each box after a sale", "Edward had 35 games. He sold 19 of them. He packed the rest up putting 8 "
                                      "games into each box. How many boxes did he have to use?", "2", "boxes"),
]

REFUSED = [
    ("boxes of paper holding crayons",  # answered 6
     "Tom has 3 boxes of paper. Each box has 2 crayons. How many crayons does Tom have?"),
    ("there are boxes of paper holding crayons",  # answered 24
     "There are 8 boxes of paper. Each box contains 3 crayons. How many crayons are there?"),
    ("baskets of fruits, apples inside, fruits asked",  # answered 18: other fruit may be inside too
     "Tom has 3 baskets of fruits. Each basket has 6 apples. How many fruits does he have?"),
    ("baskets of fruit, apples inside, fruits asked (there)",  # answered 24
     "There are 8 baskets of fruits. Each basket has 3 apples. How many fruits are there?"),
    ("baskets of fruit, how much fruit",  # answered 24
     "Edward has 8 baskets of fruit. Each basket has 3 apples. How much fruit does he have?"),
    ("a second goal of the asker's, unpriced",  # answered (35 − 19) × 8 = 128, the pens left out
     "Edward had 19 action figures, but needed 35 total. He also needed 3 pens. Each action figure costs $8. "
     "How much more money does he need?"),
    ("a second goal of the asker's, priced",  # answered 128: is the money for the pens too?
     "Edward had 19 stamps, but needed 35 total. He also needed 3 pens. Each pen costs $1. Each stamp costs $8. "
     "How much more money does he need?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
