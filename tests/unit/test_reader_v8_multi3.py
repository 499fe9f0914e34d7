"""Reader v8 multi3 (ADR 0114): ``in the next <place>`` keeps ``next`` in the place's name
(circumstances.read_place), and a question about a place is guarded on the statements as they will be solved
(old ones lost, new ones put where the holder's things are: ages.py, comparatives.place_guard). Every answer is
worked out by hand from the text; the near misses refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

GAME = "Tiffany was playing a video game and had 43 lives. In a hard part of the game she lost 14 lives. "
BIN = "A store had 34 oranges in a bin. "

SOLVED = [
    # 43 - 14 + 27 = 56
    ("next-level", GAME + "If she got 27 more lives in the next level, how many lives would she have?", "56", "lives"),
    # 47 - 23 + 46 = 70
    ("next-level-70", "Janet was playing a video game and had 47 lives. In a hard part of the game she lost 23 "
                      "lives. If she got 46 more lives in the next level, how many lives would she have?", "70"),
    # 10 + 37 = 47
    ("next-level-plain", "Wendy had 10 lives. If she got 37 more lives in the next level, how many lives would "
                         "she have?", "47"),
    # a loss in the next level: 10 - 3 = 7
    ("next-level-loss", "Wendy had 10 lives. She lost 3 lives in the next level. How many lives does she have?", "7"),
    # 34 - 20 + 13 = 27
    ("old-new-bin", BIN + "If they threw away 20 of the old ones and put 13 new ones in the bin how many would be "
                          "in the bin?", "27", "oranges"),
    # 40 - 25 + 21 = 36
    ("old-new-bin-36", "A store had 40 oranges in a bin. If they threw away 25 of the old ones and put 21 new ones "
                       "in the bin how many would be in the bin?", "36"),
    # the unit named in the question: 34 - 20 + 13 = 27
    ("old-new-bin-unit", BIN + "If they threw away 20 of the old ones and put 13 new ones in the bin how many "
                               "oranges would be in the bin?", "27"),
    # the holder asked: 34 - 20 + 13 = 27
    ("old-new-store", BIN + "If they threw away 20 of the old ones and put 13 new ones in the bin how many oranges "
                            "would the store have?", "27"),
    # new ones only: 34 + 13 = 47
    ("new-only-bin", BIN + "If they put 13 new ones in the bin how many would be in the bin?", "47"),
    # "of them" (no age): 34 - 20 + 13 = 27
    ("sold-of-them-bin", BIN + "If they sold 20 of them and put 13 new ones in the bin how many would be in the "
                               "bin?", "27"),
]

REFUSED = [
    # "the box" after "the next box": the same box, or the one before it?
    ("next-box-or-box", "Tom put 5 apples in the box. He put 3 apples in the next box. How many apples are in the "
                        "box?", "ambiguous_reference"),
    # "the level" after "the level" and "the next level"
    ("next-level-or-level", "Tom had 5 lives. He lost 2 lives in the level. In the next level he got 3 lives. "
                            "How many lives did he lose in the level?", "ambiguous_reference"),
    # the next level's own holding: only one gain happened there
    ("asked-next-level", "Tom had 5 lives. In the next level he got 3 lives. How many lives did he have in the "
                         "next level?", "ambiguous_reference"),
    # a possessive after "the next level" is not read
    ("next-level-possessive", "Tom had 5 lives. If he got 3 more lives in the next level's room, how many lives "
                              "would he have?"),
    # the new ones went into another place: how many left the bin?
    ("new-into-box", BIN + "If they threw away 20 of the old ones and put 13 new ones in the box how many would be "
                           "in the bin?", "ambiguous_reference"),
    # someone else put the new ones in the bin
    ("new-by-other", "A store had 40 oranges in a bin. If they threw away 25 of the old ones and Sam put 21 new "
                     "ones in the bin how many would be in the bin?", "ambiguous_reference"),
    # someone else's oranges are in the bin too
    ("other-holder-in-bin", "Tom had 34 oranges in a bin. Sam put 13 new oranges in the bin. How many oranges are "
                            "in the bin?", "ambiguous_reference"),
    # the new oranges asked alone: were any of the 34 new?
    ("asked-new-only", BIN + "If they threw away 20 of the old ones and put 13 new ones in the bin how many new "
                             "oranges would be in the bin?", "ambiguous_reference"),
    # oranges bought with no place named: in the bin or elsewhere?
    ("bought-unplaced", BIN + "They bought 10 oranges. If they put 13 new ones in the bin how many would be in "
                              "the bin?", "ambiguous_reference"),
    # two places hold the store's oranges: which did the old ones leave?
    ("two-places", BIN + "The store had 10 oranges in a box. If they threw away 20 oranges and put 13 new ones in "
                         "the bin how many would be in the bin?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
