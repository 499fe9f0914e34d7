"""Reader v8 multi6 (ADR 0120): a group size told by a participle after the pool (``packed the rest up putting
5 games into each box``, partitions.py) and ``have to use`` in a container-count question. Every answer is
worked out by hand from the text; the near misses refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

GAMES = "Edward was selling his old games. He started out with 35 but sold 19 of them. "

SOLVED = [
    # 35 - 19 = 16 games left, 8 in each box: 16 / 8 = 2 boxes
    ("putting-each-box", GAMES + "He packed the rest up putting 8 games into each box. "
                                 "How many boxes did he have to use?", "2", "boxes"),
    # 76 - 46 = 30, 5 in each: 6
    ("putting-each-box-6", "Kaleb was selling his old games. He started out with 76 but sold 46 of them. He packed "
                           "the rest up putting 5 games into each box. How many boxes did he have to use?", "6", "boxes"),
    # no thing named after the number, no "up": 16 / 4 = 4
    ("putting-bare-number", GAMES + "He packed the rest putting 4 into each box. How many boxes did he use?",
     "4", "boxes"),
    # a comma and "in each": 16 / 2 = 8
    ("putting-comma-in", GAMES + "He packed the rest up, putting 2 games in each box. How many boxes did he need?",
     "8", "boxes"),
    # the group size itself: 8
    ("putting-each-size", GAMES + "He packed the rest up putting 8 games into each box. "
                                  "How many games are in each box?", "8", "games"),
    # "have to use" after the plain partition: 16 / 8 = 2
    ("have-to-use-plain", GAMES + "He put the rest into boxes with 8 games in each box. "
                                  "How many boxes did he have to use?", "2", "boxes"),
    # "need to fill": 16 / 4 = 4
    ("need-to-fill", GAMES + "He put the rest into boxes with 4 games in each box. "
                             "How many boxes would he need to fill?", "4", "boxes"),
    # the sale is unchanged by the packing: 19
    ("putting-sold-unchanged", GAMES + "He packed the rest up putting 8 games into each box. "
                                       "How many games did he sell?", "19", "games"),
]

REFUSED = [
    # 16 / 7 is no whole number of boxes: never rounded
    ("putting-remainder", GAMES + "He packed the rest up putting 7 games into each box. "
                                  "How many boxes did he have to use?", "fractional_count"),
    # pens put into boxes after games were counted: not the rest
    ("putting-other-thing", "Edward had 35 games. He sold 19 of them. He packed the rest up putting 8 pens into "
                            "each box. How many boxes did he use?", None),
    # the rest of what? two kinds held
    ("putting-two-kinds", "Edward had 35 games and 10 pens. He sold 19 games. He packed the rest up putting 8 "
                          "games into each box. How many boxes did he use?", None),
    # a box given away after the packing: boxes are both groups and held things
    ("putting-box-moved", GAMES + "He packed the rest up putting 8 games into each box and gave 1 box to Sam. "
                                  "How many boxes does he have?", None),
    # "use to have" is no obligation
    ("use-to-have", GAMES + "He put the rest into boxes with 8 games in each box. "
                            "How many boxes did he use to have?", None),
    # a particle with no frame that reads it stays unread
    ("up-unread", "Edward had 35 games. He picked 5 games up. How many games does he have?", None),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
