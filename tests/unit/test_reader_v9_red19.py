"""Red team 19 (ADR 0153): variants of ADR 0143 (what a goal is for, a use per thing, the pack's furniture kind,
finish/complete). Each REFUSED row is a probe the red team found answered wrongly at the branch point, or a near
miss of one; each SOLVED row is a neighbour that must keep (or now gets) its reading. Every answer is worked out
by hand from the text.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # benches are furniture (kind.furniture): 4 + 2 = 6
    ("chairs-and-benches", "Wendy bought 4 chairs and 2 benches. How many pieces of furniture did she buy?", "6",
     "furniture"),
    # 3 desks + 2 benches + 1 bed = 6
    ("desks-benches-bed", "Wendy has 3 desks, 2 benches and 1 bed. How many pieces of furniture does she have?", "6",
     "furniture"),
    # a use over every piece of furniture she bought, benches too: (4 + 2) × 6 = 36
    ("minutes-over-benches", "Wendy bought 4 chairs and 2 benches. She spent 6 minutes on each piece of furniture. "
                             "How many minutes did it take her?", "36", "minutes"),
    # apples are no furniture: still 10
    ("furniture-beside-apples", "Wendy had 10 pieces of furniture. She sold 4 apples. How many pieces of furniture "
                                "does she have now?", "10", "pieces"),
    # chairs are not benches: still 10
    ("benches-beside-chairs", "Wendy had 10 benches. She sold 4 chairs. How many benches does she have now?", "10",
     "benches"),
    # the use is of eggs; the cakes are counted as told: 4
    ("cakes-beside-a-use", "Sam had 20 eggs. He baked 4 cakes. He used 3 eggs on each cake. How many cakes does he "
                           "have?", "4", "cakes"),
    # ADR 0143's readings keep: (11 − 5) × 7 = 42, 11 − 5 = 6, (4 + 4) × 6 = 48
    ("flour-still-needed", "Zoe baked 5 brownies, but needed 11 total for her party. If she used 7 cups of flour on "
                           "each one, how much cups of flour does she still need?", "42", "cups"),
    ("brownies-beside-the-use", "Zoe baked 5 brownies, but needed 11 total for her party. If she used 7 cups of flour "
                                "on each one, how many more brownies does she need?", "6", "brownies"),
    ("furniture-piece", "Wendy bought 4 new chairs and 4 new tables for her house. If she spent 6 minutes on each "
                        "piece furniture putting it together, how many minutes did it take her to finish?", "48",
     "minutes"),
]

REFUSED = [
    # benches are furniture: 10 − 4 = 6, but "pieces" and benches are not one unit to subtract (answered 10)
    ("furniture-sold-benches", "Wendy had 10 pieces of furniture. She sold 4 benches. How many pieces of furniture "
                               "does she have now?"),
    # 10 + 4 = 14 (answered 10)
    ("furniture-bought-benches", "Wendy had 10 pieces of furniture. She bought 4 benches. How many pieces of "
                                 "furniture does she have now?"),
    # a lamp may or may not be furniture: 10 or 6 (answered 10)
    ("furniture-sold-lamps", "Wendy had 10 pieces of furniture. She sold 4 lamps. How many pieces of furniture does "
                             "she have now?"),
    ("furniture-bought-seats", "Wendy had 10 pieces of furniture. She bought 4 seats. How many pieces of furniture "
                               "does she have now?"),
    ("store-sold-drawers", "The store had 10 pieces of furniture. It sold 4 drawers. How many pieces of furniture "
                           "does the store have now?"),
    # lamps among the furniture put together? 36 or 24
    ("minutes-over-lamps", "Wendy bought 4 chairs and 2 lamps. She spent 6 minutes on each piece of furniture. How "
                           "many minutes did it take her?"),
    # 20 − 4 × 3 = 8 (answered 20: the use was left out)
    ("eggs-left-after-use", "Sam had 20 eggs. He baked 4 cakes. He used 3 eggs on each cake. How many eggs does he "
                            "have left?"),
    ("eggs-left-use-first", "Sam had 20 eggs. He used 3 eggs on each cake. He baked 4 cakes. How many eggs does he "
                            "have left?"),
    # 12 − 3 × 4 = 0 (answered 12)
    ("sugar-now-after-use", "Anna had 12 cups of sugar. She baked 4 cakes. She used 3 cups of sugar on each cake. How "
                            "many cups of sugar does she have now?"),
    # the eggs used on the cakes came from where? (answered 12)
    ("eggs-bought-after-use", "Sam baked 4 cakes. He used 3 eggs on each cake. He bought 12 eggs. How many eggs does "
                              "he have left?"),
    # 3 × 5 + 10 = 25 (answered 10)
    ("minutes-spent-in-all", "Sam bought 3 toys. He spent 5 minutes on each one. He spent 10 minutes on a ball. How "
                             "many minutes did he spend?"),
    ("minutes-chairs-and-table", "Sam bought 4 chairs. He spent 3 minutes on each one. He spent 10 minutes on a "
                                 "table. How many minutes did he spend in all?"),
    # are the eggs used on the cakes progress toward the 30 he needs?
    ("need-eggs-after-use", "Sam needs 30 eggs. He used 3 eggs on each cake. He baked 4 cakes. How many more eggs "
                            "does he need?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
