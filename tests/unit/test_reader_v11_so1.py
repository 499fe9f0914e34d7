"""Reader v11 (ADR 0195, helper so1): equal sharing with a purpose clause (SingleOp).

1. Equal groups said as a purpose after a counted partition (equal_purposes.py, pack ``fn.so``):
   ``put them into 5 bags so there are the same number of candy bars in each bag`` /
   ``divide the cakes among her children so that each child gets the same amount``.
2. ``would like`` as a form of want (pack ``verb.want``), a put verb in a wished partition, and a wish told
   after every statement of its things read where it is told (intended_partitions.py).
3. ``among her children``: as many groups as the subject's one stated holding of them (own_groups.py).
4. A rate told as an average, its act named by the question (averages.py, pack ``fn.average``):
   ``Lukas averages 12 points per game in basketball. How many points would he score in 5 games?``

Every answer is worked out by hand from the text (comment above each row); the near misses change the meaning
(a stated size, other things or other groups, a comparison, a second count of the groups, someone else's
groups) and must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 15 / 5 = 3 candy bars per bag
    ("so-there-same", "Ted has 15 candy bars. He wants to put them into 5 bags so there are the same number of candy "
     "bars in each bag. How many candy bars should go in each bag?", "3", "candy bars"),
    # other numbers, a woman, 'so that', 'amount', 'them': 42 / 6 = 7
    ("so-that-there-amount", "Nina has 42 cookies. She puts them into 6 boxes so that there is the same amount of "
     "them in each box. How many cookies are in each box?", "7", "cookies"),
    # 'will be', bare 'each': 24 / 8 = 3
    ("so-there-will-be", "Omar has 24 marbles. He will put the marbles into 8 jars so there will be the same number "
     "of marbles in each. How many marbles are in each jar?", "3", "marbles"),
    # 18 bought, 3 children held, 'would like to divide … among her children so that each child gets the same
    # amount': 18 / 3 = 6
    ("like-among-her-children", "Martha bought 18 small cakes. She has 3 children. She would like to divide the "
     "cakes among her children so that each child gets the same amount. How many cakes would each child get?",
     "6", "cakes"),
    # children told first, 'his', 'receives an equal number of apples': 40 / 5 = 8
    ("each-receives-equal", "Sam has 5 cousins. Sam bought 40 apples. He wants to divide the apples among his "
     "cousins so that each cousin receives an equal number of apples. How many apples would each cousin get?",
     "8", "apples"),
    # a plain partition with the purpose, explicit count: 27 / 9 = 3
    ("plain-each-has", "Kim made 27 cookies. She divides them among 9 friends so each friend has the same number of "
     "cookies. How many cookies does each friend get?", "3", "cookies"),
    # the wish after a gift: she divides what she has then, 30 − 10 = 20, / 4 = 5
    ("told-last-after-gift", "Nina had 30 apples. She gave 10 apples to Omar. She wants to divide her apples into 4 "
     "bags so that each bag has the same amount. How many apples are in each bag?", "5", "apples"),
    # the passive partition with the purpose: 36 / 4 = 9
    ("passive-so-that", "Nina had 36 cards. If the cards are divided into 4 piles so that each pile has the same "
     "number of cards, how many cards are in each pile?", "9", "cards"),
    # 'among her children' with no purpose clause: 21 / 3 = 7
    ("own-groups-plain", "Martha has 3 children. Martha baked 21 cookies. She divides the cookies among her "
     "children. How many cookies does each child get?", "7", "cookies"),
    # a wish told before the things keeps the old reading (ADR 0117): 64 / 8 = 8
    ("wish-first-unchanged", "Eric decided to divide his peanuts into 8 bags. He has 64 peanuts. How many peanuts "
     "are in each bag?", "8", "peanuts"),
]

REFUSED = [
    # a stated size: it may disagree with the count (15 / 5 is 3, but what if it said 4?)
    ("so-stated-size", "Ted has 15 candy bars. He puts them into 5 bags so there are 3 candy bars in each bag. How "
     "many candy bars are in each bag?"),
    # the same number of other things: a second, unstated amount
    ("so-other-things", "Ted has 15 candy bars. He puts them into 5 bags so there are the same number of pens in "
     "each bag. How many candy bars are in each bag?"),
    # the same amount in other containers
    ("so-other-groups", "Ted has 15 candy bars. He puts them into 5 bags so that each box has the same amount. How "
     "many candy bars are in each bag?"),
    # a comparison, not equal groups
    ("so-each-more", "Ted has 15 candy bars. He puts them into 5 bags so that each bag gets more. How many candy "
     "bars are in each bag?"),
    # bare 'so' as 'therefore' is not read
    ("so-therefore", "Ted has 15 candy bars. He puts them into 5 bags so he can sell them. How many candy bars are "
     "in each bag?"),
    # after a group size there is nothing left for the purpose to say
    ("so-after-size", "Ted has 15 candy bars. He puts them into bags of 3 so there are the same number of candy "
     "bars in each bag. How many bags did he fill?"),
    # a remainder: 16 / 5 is no whole number of candy bars
    ("so-remainder", "Ted has 16 candy bars. He puts them into 5 bags so there are the same number of candy bars "
     "in each bag. How many candy bars are in each bag?", "fractional_count"),
    # someone else's children: her children are not counted
    ("own-groups-someone-else", "Martha bought 18 cakes. Tom has 3 children. She divides the cakes among her "
     "children. How many cakes does each child get?"),
    # her children counted twice: 3 or 5?
    ("own-groups-twice", "Martha bought 18 cakes. She has 3 children. Martha has 2 children. She divides the cakes "
     "among her children. How many cakes does each child get?"),
    # groups never counted
    ("own-groups-uncounted", "Martha bought 18 cakes. She has 3 children. She divides the cakes among her friends. "
     "How many cakes does each friend get?"),
    # a wish told before a change of its things still refuses (which cakes, the 18 or the 12?)
    ("wish-before-change", "Martha would like to divide the cakes among 3 children. She bought 18 cakes. She gave 6 "
     "cakes to Tom. How many cakes would each child get?"),
]

SOLVED += [
    # 12 points per game × 5 games = 60
    ("avg-basketball", "Lukas averages 12 points per game in basketball. How many points would he score in 5 "
     "games?", "60", "points"),
    # past tense, "a week", a woman: 7 × 4 = 28
    ("avg-past-week", "Maria averaged 7 goals a week. How many goals did she score in 4 weeks?", "28", "goals"),
    # 'in each', a half: 2.5 × 4 = 10
    ("avg-half", "Tom averages 2.5 baskets in each game. How many baskets will he score in 4 games?", "10",
     "baskets"),
    # a holding beside it changes nothing asked: 9 × 3 = 27
    ("avg-with-holding", "Ann has 5 points. Ann averages 9 points per game. How many points would she earn in 3 "
     "games?", "27", "points"),
]

REFUSED += [
    # a loss: 'averages 12 points' does not say they are lost
    ("avg-lose", "Lukas averages 12 points per game. How many points would he lose in 5 games?",
     "unknown_quantity"),
    # any other question: the average moves nothing
    ("avg-holding-question", "Lukas averages 12 points per game. How many points does he have?",
     "unknown_quantity"),
    # a second rate of the same things: which one?
    ("avg-beside-rate", "Lukas averages 12 points per game. Lukas scores 10 points per game. How many points would "
     "he score in 5 games?", "unknown_quantity"),
    # other things or another period
    ("avg-other-things", "Lukas averages 12 points per game. How many goals would he score in 5 games?",
     "unknown_quantity"),
    ("avg-other-period", "Lukas averages 12 points per game. How many points would he score in 5 hours?",
     "unknown_quantity"),
    # two averages
    ("avg-two", "Lukas averages 12 points per game. Tom averages 10 points per game. How many points would Tom "
     "score in 5 games?", "unknown_quantity"),
    # money: earned or spent?
    ("avg-money", "Lukas averages 12 dollars a day. How many dollars would he earn in 5 days?"),
    # no period: an average of what?
    ("avg-no-period", "Lukas averages 12 points. How many points would he score in 5 games?"),
    # periods of another kind than the average's
    ("avg-other-kind", "Lukas averages 12 points per game in basketball. How many points would he score in 5 "
     "soccer games?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
