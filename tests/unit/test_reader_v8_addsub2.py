"""Reader v8 AddSub long tail II (ADR 0123): a putting verb asked by another putting verb into the same
place (put_places.py). Every answer is worked out by hand from the text; the near misses refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

BARN = ("There were 28 bales of hay in the barn. Tim stacked bales in the barn today. "
        "There are now 54 bales of hay in the barn. ")

SOLVED = [
    # stacked into the barn, asked as stored into the barn: 54 - 28 = 26
    ("put-store-for-stack", BARN + "How many bales did he store in the barn?", "26", "bales"),
    # the same verb with the place: the place is the stacking's target, 54 - 28 = 26
    ("put-same-verb-place", BARN + "How many bales did he stack in the barn?", "26", "bales"),
    # a second place holds other bales: only the barn's count changes, 60 - 46 = 14
    ("put-beside-shed", "There were 46 bales of hay in the barn and 32 bales in the shed. Tom stacked bales in "
                        "the barn today. There are now 60 bales of hay in the barn. "
                        "How many bales did he store in the barn?", "14", "bales"),
    # stated amounts: 5 stacked by Tim; Ann's 4 are not his
    ("put-other-person", "Tim stacked 5 bales in the barn. Ann stacked 4 bales in the barn. "
                         "How many bales did Tim store in the barn?", "5", "bales"),
    # the asked verb is used: it alone counts, 3
    ("put-asked-verb-used", "Tim stacked 5 bales in the barn. Tim stored 3 bales in the barn. "
                            "How many bales did he store in the barn?", "3", "bales"),
]

REFUSED = [
    # no place in the question: which putting is storing?
    ("put-no-place", BARN + "How many bales did he store?", "unknown_quantity"),
    # another category: selling is not stacking
    ("put-other-category", BARN + "How many bales did he sell in the barn?", "unknown_quantity"),
    # two other putting verbs into the barn: stacking and putting, which is storing?
    ("put-two-verbs", "Tim stacked 5 bales in the barn. He put 3 bales in the barn. "
                      "How many bales did he store in the barn?", "unknown_quantity"),
    # put into another place
    ("put-other-place", "Tim stacked 5 bales in the shed. How many bales did he store in the barn?",
     "unknown_quantity"),
    # the asked verb is used, by someone else: no stand-in
    ("put-asked-verb-other-person", "Tim stacked 5 bales in the barn. Ann stored 3 bales in the barn. "
                                    "How many bales did Tim store in the barn?", "unknown_quantity"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
