"""Reader v10: ``how much candy`` counted in the pieces its boxes hold (ADR 0183, piece_contents.py).

``bought 6 boxes of candy … each box has 9 pieces inside it``: when every container of the story is a
container of one thing, the pieces inside one are pieces of that thing, and the thing asked is those pieces.
Also the modifier ``caramel`` (``caramel candy``, ``caramel apples``). Every answer is worked out by hand; the
near misses keep another reading open (boxes of something else, loose things of the kind, pieces counted
elsewhere, a kind asked) and must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # two kinds of the same thing in boxes: (5 + 3) * 12 = 96
    ("two-kinds", "Ann bought 5 bags of caramel candy and 3 bags of chocolate candy. If each bag has 12 pieces inside "
     "it, how much candy did she have total?", "96", "pieces"),
    # one kind, the rate as a sentence: 7 * 8 = 56
    ("one-kind", "Cody bought 7 jars of fruit. Each jar has 8 pieces. How much fruit did he have?", "56", "pieces"),
    # 'there are … in each': 4 * 15 = 60
    ("there-are", "Nina bought 4 crates of candy. There are 15 pieces in each crate. How much candy did she have "
     "total?", "60", "pieces"),
]

REFUSED = [
    # loose candy beside bags of candy whose contents are counted in pieces: the loose 8 are only part of it
    # (answered 8 before the fix; found by the v10 candy red team)
    ("loose-beside-bags", "Mary bought 8 bags of candy. She also bought 8 candy. If there are 8 pieces in each bag, "
     "how much candy did she have total?"),
    ("loose-beside-bags-no-rate", "Mary bought 3 bags of candy. She also bought 5 candy. How much candy does Mary "
     "have?"),
    ("loose-beside-boxes-total", "Tom bought 2 boxes of candy and 6 candy. Sara bought 4 candy. If each box has 5 "
     "pieces, how much candy do they have in all?"),
    # boxes of toys too: the pieces in a box may be toy pieces
    ("other-boxes", "Paul bought 6 boxes of candy and 4 boxes of toys. If each box has 9 pieces inside it, how "
     "much candy did he have total?"),
    # loose candy too: the candy is more than the pieces in boxes, and counted otherwise
    ("loose-too", "Paul bought 6 boxes of candy. He ate 5 pieces. If each box has 9 pieces inside it, how much "
     "candy did he have total?"),
    # a kind asked: which boxes hold chocolate candy is said, but nothing about the pieces' kinds
    ("kind-asked", "Paul bought 6 boxes of candy and 4 boxes of caramel candy. If each box has 9 pieces inside "
     "it, how much caramel candy did he have total?"),
    # another thing asked
    ("other-thing", "Paul bought 6 boxes of candy. If each box has 9 pieces inside it, how much fruit did he have?"),
    # not a general kind: a piece of an apple may be a slice
    ("apple-pieces", "Paul bought 6 bags of apples. Each bag has 9 pieces. How many apples did he have?"),
    # the rate names no pieces
    # boxes given away named without their contents ("2 boxes"): left as it was (refusing is allowed)
    ("gave-box", "Paul bought 9 boxes of chocolate candy. He gave 2 boxes to Sam. If each box has 6 pieces inside "
     "it, how much candy did Paul have?"),
    ("no-pieces", "Paul bought 6 boxes of candy. If each box has 9 cards inside it, how much candy did he have?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
