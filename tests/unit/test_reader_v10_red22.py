"""Red team 22 on the v10 grammar (ADR 0187): the v10 constructions (source parts, piece contents, ``has
with``, ``Some more`` arrivals, proper-named places) crossed with each other and older ones. Two wrongs found
on main, both now refused: a proper-named school beside schools counted as things (compounds.py,
proper_places.py) and ``how many pears are left`` after a part was only named bad (left_parts.py). Every
answer is worked by hand from the text; the near misses refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # the kind is asked: 43 - 11 = 32 good pears
    ("good-left", "Tom had 43 pears. 11 of the pears were bad. How many good pears are left?", "32", "pears"),
    # no "left": he still has all of them, bad or not: 43
    ("have-all", "Tom bought 43 pears. 11 of the pears were bad. How many pears does he have?", "43", "pears"),
    # a real loss and no part: 43 - 3 = 40
    ("left-after-loss", "Tom had 43 pears. He ate 3 pears. How many pears are left?", "40", "pears"),
    # the proper-named school and no school counted: 59 + 4 = 63
    ("named-school", "The Lincoln School has 59 apples. It bought 4 more. How many apples does the school have?",
     "63", "apples"),
    # the source-parts shape, unchanged: 9 + 22 - 2 = 29
    ("source-parts", "Tom bought 9 games from a friend and bought 22 more at a garage sale. If 2 of the games "
     "didn't work, how many good games did he end up with?", "29", "games"),
    # piece contents after a gift of boxes: (6 + 4 - 3) x 9 = 63 pieces
    ("pieces-after-gift", "Paul bought 6 boxes of chocolate candy and 4 boxes of caramel candy. He gave 3 boxes of "
     "chocolate candy to Sam. If each box has 9 pieces inside it, how much candy did he have left?", "63", None),
]

REFUSED = [
    # red22 find (answered 59): "a school" is a rate per school, so "the school" may be any counted school
    ("school-rate-then-named", "A school has 21 apples. The Lincoln Elementary School has 59 apples. How many "
     "apples does the school have?"),
    # the same, told in the other order (answered 59)
    ("named-then-school-rate", "The Lincoln School has 59 apples. A school has 21 apples. How many apples does the "
     "school have?"),
    # schools counted as someone's things, then "the school" (answered 59)
    ("schools-counted", "The Lincoln School has 59 apples. Tom has 3 schools. How many apples does the school "
     "have?"),
    # red22 find (answered 65): the bad pears may have been thrown away: 65 or 54?
    ("left-after-bad-part", "Tom bought 43 pears from a friend and bought 22 more at the mall. If 11 of the pears "
     "were bad, how many pears are left?"),
    # the same with one purchase (answered 43)
    ("left-after-bad-part-one", "Tom had 43 pears. 11 of the pears were bad. How many pears are left?"),
    # "remaining" likewise
    ("remaining-after-damaged", "Ann picked 30 apples. 4 of the apples were damaged. How many apples are "
     "remaining?"),
    # a second holder of the things: "2 of the games" may be hers too
    ("source-parts-two-buyers", "Tom bought 9 games from a friend and Sara bought 22 games at a garage sale. If 2 "
     "of the games didn't work, how many good games did Tom end up with?"),
    # the source asked: its games were never counted
    ("source-asked", "Tom bought 9 games from a friend and bought 22 more at a garage sale. If 2 of the games "
     "didn't work, how many good games does a friend have?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
