"""Reader v8 multi6 (ADR 0120): a group size told by a participle after the pool (``packed the rest up putting
5 games into each box``, partitions.py), ``have to use`` in a container-count question, the money a goal
still needs through its things' price (solver.goal_through_price) and ``each one`` as a price's subject
(prices.py), and ``does he still need`` as a goal question without ``more``. Every answer is worked out by hand from the text; the near misses refuse.
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
    # 16 - 7 = 9 figures still needed, $8 each: 72 dollars
    ("goal-price-each-one", "Jerry had 7 action figures, but needed 16 total. If each one costs $8, how much more "
                            "money would he need?", "72", "dollars"),
    # 7 - 5 = 2 at $5: 10
    ("goal-price-named", "John had 5 action figures, but needed 7 action figures. Each action figure costs $5. "
                         "How much more money does he need?", "10", "dollars"),
    # bought 3 first: 16 - 10 = 6 at $8: 48
    ("goal-price-after-gain", "Jerry had 7 action figures, but needed 16 total. He bought 3 action figures. "
                              "Each action figure costs $8. How much more money does he need?", "48", "dollars"),
    # Tom's own goal: 5 - 2 = 3 at $8: 24
    ("goal-price-second-person", "Jerry had 7 action figures, but needed 16 total. Tom had 2 action figures, but "
                                 "needed 5 total. Each action figure costs $8. How much more money does Tom need?",
     "24", "dollars"),
    # the count question is unchanged: 9
    ("goal-price-count", "Jerry had 7 action figures, but needed 16 total. Each action figure costs $8. "
                         "How many more action figures does he need?", "9", "action figures"),
    # "still need", no "more": 16 - 7 = 9
    ("still-need-count", "Jerry had 7 action figures, but needed 16 total. How many action figures does he still "
                         "need?", "9", "action figures"),
    # and in money: 9 × 8 = 72
    ("still-need-money", "Jerry had 7 action figures, but needed 16 total. If each one costs $8, how much money "
                         "would he still need?", "72", "dollars"),
    # a task goal: 16 - 7 cooked = 9
    ("still-need-task", "A chef needs to cook 16 potatoes. He has already cooked 7. How many potatoes does he "
                        "still need to cook?", "9", "potatoes"),
    # money goal: 2.50 - 0.75 = 1.75
    ("still-need-dollars", "John needs $2.50. He has $0.75. How much money does he still need?", "1.75", "dollars"),
    # each one = the one kind in play: 7 × 2 = 14
    ("each-one-price", "Jerry bought 7 pens. Each one cost $2. How much money did he spend?", "14", "dollars"),
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
    # money held beside the goal: is it toward the figures?
    ("goal-price-money-held", "Jerry had 7 action figures, but needed 16 action figures. He had 20 dollars. "
                              "Each action figure costs $8. How much more money does he need?", None),
    # no price told
    ("goal-price-unpriced", "Jerry had 7 action figures, but needed 16 total. How much more money does he need?",
     None),
    # more than needed already: no negative amount
    ("goal-price-over", "Jerry had 17 action figures, but needed 16 total. If each one costs $8, how much more "
                        "money would he need?", "negative_holding"),
    # "each one" with two kinds in play: which?
    ("each-one-two-kinds", "Jerry had 7 action figures and 3 cars. If each one costs $8, how much more money "
                           "would he need?", "ambiguous_reference"),
    # a task goal (to buy) is not a holding goal: not read through the price
    ("goal-price-task", "Jerry needs to buy 16 action figures. He has already bought 7. Each action figure costs "
                        "$8. How much more money does he need?", None),
    # no "still" and no "more": the whole 16, or the rest? not read
    ("need-without-still", "Jerry had 7 action figures, but needed 16 total. How many action figures does he "
                           "need?", None),
    # "still need" with no goal stated
    ("still-need-no-goal", "Jerry had 7 action figures. How many action figures does he still need?", None),
    # already more than the goal
    ("still-need-over", "Tom has 5 apples. He needs 3 apples. How many apples does he still need?",
     "negative_holding"),
    # a particle with no frame that reads it stays unread
    ("up-unread", "Edward had 35 games. He picked 5 games up. How many games does he have?", None),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
