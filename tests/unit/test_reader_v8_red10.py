"""Reader v8 red team 10 (ADR 0121): wrong answers found in the newest constructions, each fixed at the root.

- overlapping kinds (pack ``kinds[].overlapping``; lexicon.may_overlap): ``students`` and ``children`` (so
  ``boys``, ``girls``), ``kids`` and ``boys``/``girls`` may be the same people, so a sum over their kind, a
  split of ``they`` into groups and a count of the narrower kind beside them refuse (answered 13, 9 and 4);
- rate groups (solver.rate_groups): ``how many vans will they need`` with a rate of boys per van refuses
  beside the girls who go too (answered 7, the boys alone);
- one container (rates.take_one_container): only ``A box had 9 bars`` is the box sold from; ``Each box had 9
  bars`` says nothing of how many boxes (answered 10).

Every answer is worked out by hand from the text; the near misses refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # disjoint kinds still sum: 9 + 4
    ("people-students-adults", "There are 9 students and 4 adults. How many people are there?", "13"),
    ("people-boys-girls", "There are 9 boys and 4 girls. How many people are there?", "13"),
    ("children-boys-girls", "There are 9 boys and 4 girls. How many children are there?", "13"),
    ("people-kids-adults", "There are 9 kids and 4 adults. How many people are there?", "13"),
    ("people-girls-adults", "There are 6 girls and 5 adults. How many people are there?", "11"),
    # 14 + 4 = 18 people, 2 per van → 9
    ("vans-students-adults", "If each van can hold 2 people and there are 14 students and 4 adults going, how many "
                             "vans will they need?", "9"),
    # 12 + 3 = 15, 5 per van → 3
    ("vans-plain", "Each van can hold 5 people. There are 12 students and 3 adults. How many vans will they need?",
     "3"),
    # the car rate is not asked: 18 people / 2 per van → 9
    ("vans-beside-cars", "Each van can hold 2 people. Each car can hold 2 people. There are 14 boys and 4 girls. How "
                         "many vans will they need?", "9"),
    # 28 + 4 = 32, groups of 4 → 8
    ("team-boys-girls", "The debate team had 28 boys and 4 girls on it. If they were split into groups of 4 how many "
                        "groups could they make?", "8"),
    # 12 + 8 = 20, groups of 4 → 5
    ("team-kids-adults", "The debate team had 12 kids and 8 adults on it. If they were split into groups of 4, how "
                         "many groups could they make?", "5"),
    # 18 + 8 = 26 flowers, 2 per vase → 13
    ("vases-roses-tulips", "A vase can hold 2 flowers. If you had 18 roses and 8 tulips, how many vases would you "
                           "need?", "13"),
    # hens and roosters do not overlap, nor ducks and chickens: 5 + 3
    ("birds-hens-roosters", "A farm has 5 hens and 3 roosters. How many birds are on the farm?", "8"),
    ("birds-ducks-chickens", "A farm has 5 ducks and 3 chickens. How many birds are on the farm?", "8"),
    ("hens-beside-ducks", "A farm has 5 hens and 3 ducks. How many hens are on the farm?", "5"),
    # a box had 9: sold 9 − 4 = 5 at $3 → 15
    ("one-box-sold", "Each chocolate bar in a box cost $3. If a box had 9 bars total and Olivia sold all but 4 bars, "
                     "how much money would she have made?", "15"),
    # 13 − 6 = 7 at $6 → 42
    ("one-box-of-them", "Each cookie in a box cost $6. If a box had 13 cookies total and Tom sold all but 6 of them, "
                        "how much money would he have made?", "42"),
    ("one-box-ate", "A box had 9 bars. Olivia ate all but 4 bars. How many bars did she eat?", "5"),
    # proceeds: 4 × $2
    ("proceeds-how-much", "Each cupcake costs $2. Tom made 9 cupcakes. He sold 4 cupcakes. How much money did he "
                          "make?", "8"),
    # the reward is for the player who defeated them: 4 × 2
    ("reward-named-player", "In a video game, each enemy defeated gives you 2 points. Tom defeated 4 enemies. How "
                            "many points did Tom earn?", "8"),
    # (6 − 2) × 3
    ("reward-all-but", "In a video game, each enemy defeated gives you 3 points. If a level has 6 enemies total and "
                       "you destroy all but 2 of them, how many points would you earn?", "12"),
    # of them: the apples, the only plural of the clause: 9 − 4 = 5; the pears untouched
    ("them-bought-apples", "Tom had 3 pears. He bought 9 apples and ate 4 of them. How many apples does Tom have?",
     "5"),
    ("them-bought-pears", "Tom had 3 pears. He bought 9 apples and ate 4 of them. How many pears does Tom have?", "3"),
    # 9 − 4 in the bin + 3 new
    ("bin", "A store had 9 oranges in a bin. If they threw away 4 of the old ones and put 3 new ones in the bin how "
            "many would be in the bin?", "8"),
]

REFUSED = [
    # students may be boys or girls, kids are boys or girls: never a sum
    ("people-students-boys", "There are 9 students and 4 boys. How many people are there?", "ambiguous_reference"),
    ("people-students-girls", "There are 13 students and 6 girls. How many people are there?", "ambiguous_reference"),
    ("people-students-children", "There are 9 students and 4 children. How many people are there?",
     "ambiguous_reference"),
    ("people-students-kids", "There are 9 students and 4 kids. How many people are there?", "ambiguous_reference"),
    ("people-kids-girls", "There are 9 kids and 4 girls. How many people are there?", "ambiguous_reference"),
    ("people-boys-kids", "There are 9 boys and 4 kids. How many people are there?", "ambiguous_reference"),
    ("children-kids-boys", "There are 9 kids and 4 boys. How many children are there?", "ambiguous_reference"),
    # the 9 students may be children too (answered 4)
    ("children-students-boys", "There are 9 students and 4 boys. How many children are there?",
     "ambiguous_reference"),
    ("children-students-children", "There are 9 students and 4 children. How many children are there?",
     "ambiguous_reference"),
    ("team-students-boys-people", "The team had 9 students and 4 boys on it. How many people are on the team?",
     "ambiguous_reference"),
    ("team-students-boys-children", "The team had 9 students and 4 boys on it. How many children are on the team?",
     "ambiguous_reference"),
    ("vans-students-boys", "If each van can hold 2 people and there are 14 students and 4 boys going, how many vans "
                           "will they need?"),
    ("vans-students-girls", "If each van can hold 3 people and there are 35 students and 4 girls going, how many vans "
                            "will they need?"),
    ("vans-kids-girls", "If each van can hold 2 people and there are 14 kids and 4 girls going, how many vans will "
                        "they need?"),
    ("split-students-boys", "The debate team had 14 students and 4 boys on it. If they were split into groups of 2 how "
                            "many groups could they make?"),
    ("split-kids-girls", "The debate team had 12 kids and 8 girls on it. If they were split into groups of 4, how "
                         "many groups could they make?"),
    ("split-there-students-boys", "There are 12 students and 8 boys. If they were split into groups of 4, how many "
                                  "groups could they make?"),
    # a van holds 2 boys: the 4 girls going are in no rate (answered 7)
    ("vans-rate-of-boys", "If each van can hold 2 boys and there are 14 boys and 4 girls going, how many vans will "
                          "they need?", "ambiguous_reference"),
    ("vans-rate-of-students", "If each van can hold 2 students and there are 14 students and 4 adults going, how many "
                              "vans will they need?", "ambiguous_reference"),
    ("vases-rate-beside-apples", "A vase can hold 2 flowers. If you had 18 roses and 8 apples, how many vases would you "
                                 "need?", "ambiguous_reference"),
    ("boxes-rate-beside-pears", "Each box holds 5 apples. Tom had 20 apples and 3 pears. How many boxes would he fill?",
     "ambiguous_reference"),
    # each box: how many boxes? (answered 10)
    ("each-box-all-but", "Each chocolate bar in a box cost $2. Each box had 9 bars. Tom sold all but 4 bars. How much "
                         "money did he make?"),
    ("each-box-ate", "Each box had 9 bars. Olivia ate all but 4 bars. How many bars did she eat?"),
    ("every-box-ate", "Every box had 9 bars. Olivia ate all but 4 bars. How many bars did she eat?"),
    ("the-box-ate", "The box had 9 bars. Olivia ate all but 4 bars. How many bars did she eat?"),
    # hens, roosters and chicks are chickens; baseball cards are trading cards (pack pairs; answered 8, 8, 3)
    ("birds-hens-chickens", "A farm has 5 hens and 3 chickens. How many birds are on the farm?", "ambiguous_reference"),
    ("hens-beside-chickens", "A farm has 5 hens and 3 chickens. How many hens are on the farm?",
     "ambiguous_reference"),
    ("cards-baseball-trading", "Tom has 5 baseball cards and 3 trading cards. How many cards does Tom have?",
     "ambiguous_reference"),
    ("trading-beside-baseball", "Tom has 5 baseball cards and 3 trading cards. How many trading cards does Tom have?",
     "ambiguous_reference"),
    # neighbours that already refused and must keep refusing
    ("one-box-other-seller", "Each cookie in a box cost $2. If a box had 9 cookies total and Anne sold all but 4 "
                             "cookies, how much money would Tom have made?"),
    ("proceeds-cost-to-make", "It costs $2 to make each cookie. Tom baked 9 cookies and sold 4 cookies. How much "
                              "money did he make?"),
    ("proceeds-cost-him", "Each cookie cost Tom $2. He had 9 cookies and sold 4 cookies. How much money did he make?"),
    ("proceeds-other-asked", "Each apple costs $2. Tom had 9 apples. He sold 4 apples. How much money did Anne make?"),
    ("proceeds-price-later-changed", "Each apple costs $2. Tom had 9 apples. He sold 4 apples. Then the price went up "
                                     "to $3. He sold 4 more apples. How much money did he make?"),
    ("reward-other-player", "In a video game, each enemy defeated gives you 3 points. If a level has 6 enemies total "
                            "and Tom destroys all but 2 of them, how many points would you earn?"),
    ("reward-lives", "In a video game, each enemy defeated gives you 3 lives. If a level has 6 enemies total and you "
                     "destroy all but 2 of them, how many points would you earn?"),
    ("them-two-plurals", "Tom had 9 pears and 3 apples and ate 4 of them. How many pears does Tom have?"),
    ("them-other-holders-plural", "Tom had 9 apples. Anne had 7 pears and Tom ate 4 of them. How many apples does Tom "
                                  "have?"),
    ("them-transfer-two", "Tom gave Anne 9 apples and 3 pears. Anne ate 4 of them. How many apples does Anne have?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
