"""Reader v8 AddSub long tail II (ADR 0123): a putting verb asked by another putting verb into the same
place (put_places.py); a measured thing told by ``his|her`` after its owner's first thing, and asked as ``the X``
(lengths.py). Every answer is worked out by hand from the text; the near misses refuse.
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

SOLVED += [
    # her = Kelly's; "the chemistry textbook" is Kelly's, the only owner: 7.125 - 0.625 = 6.5
    ("owned-her", "Kelly's chemistry textbook weighs 7.125 pounds and her geometry textbook weighs 0.625 pound. "
                  "How much more does the chemistry textbook weigh than the geometry textbook?", "6.5", "pounds"),
    # asked with the owner named: 7 - 2 = 5
    ("owned-asked-by-name", "Kelly's green book weighs 7 pounds and her red book weighs 2 pounds. "
                            "How much more does Kelly's green book weigh than Kelly's red book?", "5", "pounds"),
    # his = Tom's, a comparative question: 7 - 2 = 5
    ("owned-his-heavier", "Tom's green book weighs 7 pounds and his red book weighs 2 pounds. "
                          "How much heavier is the green book than the red book?", "5", "pounds"),
]

REFUSED = [
    # "his" after Kelly: no one of that gender owns anything
    ("owned-wrong-gender", "Ann's green book weighs 7 pounds and his red book weighs 2 pounds. "
                           "How much more does the green book weigh than the red book?", "ambiguous_reference"),
    # two owners: "the green book" is Kelly's, but the question cannot know "the red book" is Anne's
    ("owned-two-owners", "Kelly's green book weighs 7 pounds and Anne's red book weighs 2 pounds. "
                         "How much more does the green book weigh than the red book?", "unknown_quantity"),
    # "her" with no named owner before it
    ("owned-no-owner", "The green book weighs 7 pounds and her red book weighs 2 pounds. "
                       "How much more does the green book weigh than the red book?", "ambiguous_reference"),
    # one owned thing and one unowned: "the green book" is not shown to be Kelly's
    ("owned-and-unowned", "Kelly's green book weighs 7 pounds. The red book weighs 2 pounds. "
                          "How much more does the green book weigh than the red book?", "unknown_quantity"),
    # the same description twice: one book re-weighed, or two?
    ("owned-twice", "Kelly's green book weighs 7 pounds and her green book weighs 2 pounds. "
                    "How much more does the green book weigh than the red book?", "ambiguous_reference"),
    # lighter asked as more: not positive
    ("owned-not-positive", "Kelly's green book weighs 7 pounds and her red book weighs 2 pounds. "
                           "How much more does the red book weigh than the green book?", "unknown_quantity"),
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
