"""Reader v9 needs (ADR 0143): what a goal is for (``needed 16 total for a complete collection``,
goal_purposes.py) and ``how much money would he need to finish his collection`` as the rest of that goal; a
use per goal thing (``If she used 7 cups of flour on each one``, uses_each.py) read by the goal question
(``how much cups of flour does she still need``), or by ``how many minutes did it take her [to finish]`` over the
things she got (``bought 4 new chairs and 4 new tables … 6 minutes on each piece [of] furniture``). Every answer is worked out by hand from the text; the near
misses refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

JERRY = "Jerry had 7 action figures, but needed 16 total for a complete collection. "
WENDY = "Wendy bought 4 new chairs and 4 new tables for her house. "
ZOE = "Zoe baked 5 brownies, but needed 11 total for her party. "

SOLVED = [
    # (16 - 7) × 8 = 72
    ("finish-his-collection", JERRY + "If each one costs $8, how much money would he need to finish his collection?",
     "72", "dollars"),
    # (11 - 6) × 6 = 30
    ("finish-his-collection-john", "John had 6 action figures, but needed 11 total for a complete collection. If each "
                                   "one costs $6, how much money would he need to finish his collection?", "30", "dollars"),
    # a woman's collection, her own: (12 - 3) × 5 = 45
    ("finish-her-collection", "Anna had 3 action figures, but needed 12 total for a complete collection. If each one "
                              "costs $5, how much money would she need to finish her collection?", "45", "dollars"),
    # the name's possessive instead of "his": 72
    ("finish-names-collection", JERRY + "If each one costs $8, how much money would he need to finish Jerry's "
                                        "collection?", "72", "dollars"),
    # with "more" as well: 72
    ("more-and-finish", JERRY + "If each one costs $8, how much more money would he need to finish his collection?",
     "72", "dollars"),
    # the figures themselves: 16 - 7 = 9
    ("figures-to-finish", JERRY + "If each one costs $8, how many action figures would he need to finish his "
                                  "collection?", "9", "action figures"),
    # "for her party" belongs to the goal, not to the baked brownies: 11 - 5 = 6
    ("party-is-the-goals", ZOE + "How many more brownies does she need?", "6", "brownies"),
    # (11 - 5) × 7 = 42
    ("flour-still-needed", ZOE + "If she used 7 cups of flour on each one, how much cups of flour does she still "
                                 "need?", "42", "cups"),
    # (5 - 3) × 5 = 10
    ("flour-still-needed-isabel", "Isabel baked 3 brownies, but needed 5 total for her party. If she used 5 cups of "
                                  "flour on each one, how much cups of flour does she still need?", "10", "cups"),
    # the thing named: (11 - 5) × 7 = 42
    ("flour-each-brownie", ZOE + "If she used 7 cups of flour on each brownie, how many more cups of flour does she "
                                 "need?", "42", "cups"),
    # a plain statement, time spent on each: (11 - 5) × 4 = 24
    ("minutes-each-one", "Zoe baked 5 brownies, but needed 11 total. She spent 4 minutes on each one. "
                         "How many more minutes does she need?", "24", "minutes"),
    # she bakes 2 more after the use is told: (11 - 7) × 7 = 28
    ("flour-after-more-baked", "Zoe baked 5 brownies, but needed 11 total. She used 7 cups of flour on each one. "
                               "She baked 2 more brownies. How many more cups of flour does she need?", "28", "cups"),
    # (4 + 4) × 6 = 48: the corpus wording, "piece" without "of"
    ("furniture-piece", WENDY + "If she spent 6 minutes on each piece furniture putting it together, how many "
                                "minutes did it take her to finish?", "48", "minutes"),
    # "piece of furniture", a plain statement: (4 + 4) × 6 = 48
    ("furniture-piece-of", WENDY + "She spent 6 minutes on each piece of furniture. How many minutes did it take "
                                   "her?", "48", "minutes"),
    # hours, a man: (7 + 3) × 2 = 20
    ("furniture-hours", "Paul bought 7 chairs and 3 tables. If he spent 2 hours on each piece of furniture, how many "
                        "hours did it take him?", "20", "hours"),
    # one kind, named: 5 × 3 = 15
    ("chairs-only", "Maria bought 5 chairs. If she spent 3 minutes on each chair, how many minutes did it take her?",
     "15", "minutes"),
    # the need's "for the party" is no beneficiary of the apples bought: 9 - 5 = 4
    ("need-for-party-gap", "Sam bought 5 apples, but needed 9 total for the party. How many more apples does Sam "
                           "need?", "4", "apples"),
    # a thing as the purpose: (7 - 3) × 2 = 8
    ("finish-her-pie", "Zoe had 3 apples, but needed 7 total for a pie. If each one costs $2, how much money would "
                       "she need to finish her pie?", "8", "dollars"),
    # a collection of one's own (main's unit.collection, ADR 0140) is still the holding: 16 - 7 = 9
    ("collection-holding", "Josh had 16 marbles in his collection. He lost 7 marbles. "
                            "How many marbles does he have now?", "9", "marbles"),
]

REFUSED = [
    # without "more", "still" or finishing the goal's purpose: the whole price or the rest?
    ("need-whole-or-rest", JERRY + "If each one costs $8, how much money would he need?"),
    # another person's collection
    ("finish-her-collection-for-him", JERRY + "If each one costs $8, how much money would he need to finish her "
                                              "collection?"),
    # the goal is for a party, not a collection
    ("finish-another-purpose", "Jerry had 7 action figures, but needed 16 total for his party. If each one costs $8, "
                               "how much money would he need to finish his collection?"),
    # no purpose stated at all
    ("finish-no-purpose", "Jerry had 7 action figures, but needed 16 total. If each one costs $8, how much money would "
                          "he need to finish his collection?"),
    # money told beside the price: is it toward the figures?
    ("finish-money-held", JERRY + "He had $20. If each one costs $8, how much money would he need to finish his "
                                  "collection?"),
    # another person asked
    ("finish-other-person", JERRY + "If each one costs $8, how much money would Sam need to finish his collection?"),
    # two kinds held: which is "each one"?
    ("finish-two-kinds", "Jerry had 7 action figures and 8 cards, but needed 16 total for a complete collection. If "
                         "each one costs $8, how much money would he need to finish his collection?"),
    # more held than needed: a negative gap
    ("finish-negative", "Jerry had 20 action figures, but needed 16 total for a complete collection. If each one "
                        "costs $8, how much money would he need to finish his collection?"),
    # an unknown word in the purpose
    ("finish-unknown-word", JERRY + "If each one costs $8, how much money would he need to finish his glorious "
                                    "collection?"),
    # the flour without "still"/"more": all of it or the rest?
    ("flour-whole-or-rest", ZOE + "If she used 7 cups of flour on each one, how many cups of flour does she need?"),
    # flour used on cookies, the goal is brownies
    ("flour-other-thing", ZOE + "If she used 7 cups of flour on each cookie, how many cups of flour does she still "
                                "need?"),
    # someone else used the flour
    ("flour-other-person", ZOE + "If Sam used 7 cups of flour on each one, how many cups of flour does she still "
                                 "need?"),
    # flour she already has: toward the rest?
    ("flour-held", ZOE + "She had 20 cups of flour. If she used 7 cups of flour on each one, how many cups of flour "
                         "does she still need?"),
    # two kinds baked: "each one" is which?
    ("flour-two-kinds", "Zoe baked 5 brownies and 5 cookies, but needed 11 total for her party. If she used 7 cups of "
                        "flour on each one, how many cups of flour does she still need?"),
    # a task goal ("needs to bake"): the use per thing is not read for it
    ("flour-task-goal", "Zoe needs to bake 11 brownies. She baked 5 brownies. If she used 7 cups of flour on each "
                        "one, how many more cups of flour does she need?"),
    # the flour used so far is not told by a hypothetical use
    ("flour-used-so-far", ZOE + "If she used 7 cups of flour on each one, how many cups of flour did she use?"),
    # another person's need of flour
    ("flour-other-asker", ZOE + "If she used 7 cups of flour on each one, how many cups of flour does Sam still need?"),
    # two uses of flour
    ("flour-two-uses", ZOE + "If she used 7 cups of flour on each one and 3 cups of flour on each cookie, how many "
                             "more cups of flour does she need?"),
]

REFUSED += [
    # the tables' time is not told
    ("furniture-only-chairs-timed", WENDY + "If she spent 6 minutes on each chair, how many minutes did it take her?"),
    # a piece of pizza is a slice, not a pizza
    ("piece-of-pizza", WENDY + "If she spent 6 minutes on each piece of pizza, how many minutes did it take her?"),
    # chairs held before: put together too?
    ("furniture-held-before", "Wendy had 3 chairs. " + WENDY + "If she spent 6 minutes on each piece of furniture, "
                                                               "how many minutes did it take her?"),
    # chairs got after the use was told: on those too?
    ("furniture-got-after", WENDY + "She spent 6 minutes on each piece of furniture. She bought 2 more chairs. "
                                    "How many minutes did it take her?"),
    # a lamp is no furniture of the pack
    ("furniture-and-lamps", "Wendy bought 4 chairs and 2 lamps. If she spent 6 minutes on each piece of furniture, "
                            "how many minutes did it take her?"),
    # another person's time
    ("furniture-other-person", WENDY + "If she spent 6 minutes on each piece of furniture, how many minutes did it "
                                       "take Sam?"),
    # "each one" over two kinds
    ("furniture-each-one", WENDY + "If she spent 6 minutes on each one, how many minutes did it take her?"),
    # finishing only the chairs
    ("furniture-finish-chairs", WENDY + "If she spent 6 minutes on each piece of furniture, how many minutes did it "
                                        "take her to finish the chairs?"),
    # finish / complete are scene verbs of the pack: finishing cookies is no gain of cookies (a gain answered 14)
    ("finish-is-no-gain", "Sam has 10 cookies. If he finishes 4 cookies, how many cookies does he have?"),
    ("complete-is-no-gain", "Sam had 10 puzzles. He completes 4 puzzles. How many puzzles does he have?"),
    # a goal "for" its own things has no purpose to finish
    ("finish-own-things", "Zoe had 3 apples, but needed 7 total for her apples. If each one costs $2, how much money "
                          "would she need to finish her apples?"),
    # finishing another thing than the goal's purpose
    ("finish-other-thing", "Zoe had 3 apples, but needed 7 total for a pie. If each one costs $2, how much money "
                           "would she need to finish her cake?"),
    # another unit asked
    ("furniture-other-unit", WENDY + "If she spent 6 minutes on each piece of furniture, how many hours did it take "
                                     "her?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
