"""Reader v8 red team 15 (ADR 0130): SVAMP-style variants of the problems the reader gained on this day.

1,820 generated variants (new numbers keeping the gold's expression, an irrelevant sentence with a number)
and 70 hand-written ones (the other person asked, a verb reversed, a second holder, ``each`` made a total,
another unit, and ``how many extra flowers`` of extras.py) found no wrong answer. These rows pin what was
probed so that a later change that starts answering them wrongly fails here. Every answer is worked out by
hand from the text; texts that leave the answer open (whose things, which holding, what ``extra`` is counted
against) must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # extras.py: picked 39 + 49 = 88, used 81 -> 7 extra
    ("extra-picked", "Bianca picked 39 tulips and 49 roses. If she only used 81 of the flowers though, how many "
     "extra flowers did Bianca pick?", "7"),
    # another person's picking does not count: 88 - 81 = 7
    ("extra-other-picker", "Bianca picked 39 tulips and 49 roses. Tom picked 10 roses. If Bianca only used 81 of "
     "the flowers, how many extra flowers did Bianca pick?", "7"),
    # roses only: 49 - 30 = 19
    ("extra-kind", "Bianca picked 39 tulips and 49 roses. If she only used 30 of the roses, how many extra roses "
     "did Bianca pick?", "19"),
    # two pickings: 39 + 49 + 10 - 81 = 17
    ("extra-two-days", "Bianca picked 39 tulips and 49 roses on Monday. She picked 10 more roses on Tuesday. If "
     "she only used 81 of the flowers, how many extra flowers did Bianca pick?", "17"),
    # Bianca's own picking only: 39 - 30 = 9
    ("extra-own-picking", "Bianca picked 39 tulips and Tom picked 49 roses. If Bianca only used 30 of the flowers, "
     "how many extra flowers did Bianca pick?", "9"),
    # not extra: all picked, 39 + 49
    ("extra-not-asked", "Bianca picked 39 tulips and 49 roses. If she only used 81 of the flowers, how many "
     "flowers did Bianca pick?", "88"),
    # the other question of the same story: 9 deleted
    ("files-deleted", "Paige had 27 files on her computer. She deleted 9 of them and put the rest into folders "
     "with 6 files in each one. How many files did Paige delete?", "9"),
    # each made a total: (27 - 9) / 6 = 3
    ("files-per-folder", "Paige had 27 files on her computer. She deleted 9 of them and put the rest into 6 "
     "folders. How many files are in each folder?", "3"),
    ("shells-broken", "Tom found 7 seashells but 4 were broken . How many broken seashells did Tom find ?", "4"),
    # 87 - 9 = 78, asked the other way
    ("weights-lighter", "Heather weighs 87 pounds. Emily weighs 9 pounds. Elizabeth weighs 8 pounds. How much "
     "lighter is Emily than Heather?", "78"),
    # 9 - 8 = 1
    ("weights-other-pair", "Heather weighs 87 pounds. Emily weighs 9 pounds. Elizabeth weighs 8 pounds. How much "
     "heavier is Emily than Elizabeth?", "1"),
    # verbs reversed: 10 + 6 - 3 = 13
    ("lives-reversed", "Wendy was playing a video game and had 10 lives. In a hard part of the game she gained 6 "
     "lives. If she lost 3 lives in the next level, how many lives would she have?", "13"),
    # a second holder: 10 - 6 = 4
    ("lives-second-holder", "Wendy was playing a video game and had 10 lives. Tom had 5 lives. In a hard part of "
     "the game she lost 6 lives. How many lives would she have?", "4"),
    # 17 + 2 - 13 = 6
    ("apples-reversed", "The school cafeteria had 17 apples. If they bought 2 and then used 13, how many apples "
     "would they have?", "6"),
    ("games-sold", "Luke was selling his old games. He started out with 39 but sold 19 of them. He packed the "
     "rest up putting 4 games into each box. How many games did he sell?", "19"),
    # 4 + 3 = 7 treasures
    ("treasures-count", "Wendy was playing a video game where she scores 5 points for each treasure she finds. If "
     "she found 4 treasures on the first level and 3 on the second, how many treasures did she find?", "7"),
    # 13 - 4 = 9 bars sold
    ("bars-sold", "Each chocolate bar in a box cost $2. If a box had 13 bars total and Rachel sold all but 4 "
     "bars, how many bars did she sell?", "9"),
    # 0.81 + 0.35 = 1.16
    ("rain-more", "In March it rained 0.81 inches . It rained 0.35 inches more in April than in March . How much "
     "did it rain in April ?", "1.16"),
    # 0.9 + (0.9 - 0.7) = 1.1
    ("rain-combined", "It rained 0.9 inches on Monday . On Tuesday , it rained 0.7 inches less than on Monday . "
     "How much did it rain on Monday and Tuesday combined ?", "1.1"),
    # 5 + 58 - 7 = 56
    ("money-left", "Frank made 5 dollars mowing lawns and 58 dollars weed eating. If he spent 7 dollars, how much "
     "money would he have left?", "56"),
]

REFUSED = [
    ("extra-held-before", "Bianca had 5 roses. She picked 39 tulips and 49 roses. If she only used 81 of the "
     "flowers, how many extra flowers did Bianca pick?"),
    ("extra-other-user", "Bianca picked 39 tulips and 49 roses. If Tom only used 81 of the flowers, how many extra "
     "flowers did Bianca pick?"),
    ("extra-two-verbs", "Bianca picked 39 tulips and 49 roses. She used 70 of the flowers and gave away 5. How "
     "many extra flowers did Bianca pick?"),
    ("extra-handed", "Bianca picked 39 tulips. Tom gave her 49 roses. If she only used 81 of the flowers, how many "
     "extra flowers did Bianca pick?"),
    ("extra-other-asked", "Bianca picked 39 tulips and 49 roses. If she only used 81 of the flowers, how many "
     "extra flowers did Tom pick?"),
    ("bananas-other-buyer", "Ronald went to the store 2 times last month. He buys 10 bananas each time he goes to "
     "the store. How many bananas did Tom buy last month?"),
    ("bananas-other-each", "Ronald went to the store 2 times last month. Tom buys 10 bananas each time he goes to "
     "the store. How many bananas did Ronald buy last month?"),
    ("shells-other-finder", "Tom found 7 seashells but 4 were broken . How many unbroken seashells did Sam find ?"),
    ("weights-wrong-way", "Heather weighs 87 pounds. Emily weighs 9 pounds. How much heavier is Emily than "
     "Heather?"),
    ("windows-total-time", "A new building needed 11 windows. The builder had already installed 4 of them. If it "
     "takes 8 hours to install all the windows, how long will it take him to install the rest?"),
    ("run-walk-wrong-way", "Stanley ran 0.4 mile and walked 0.2 mile . How much farther did Stanley walk than "
     "run ?"),
    ("caps-last-year", "Kathleen went to the store 5 times last month. She buys 5 bottle caps each time she goes "
     "to the store. How many bottle caps did Kathleen buy last year?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
