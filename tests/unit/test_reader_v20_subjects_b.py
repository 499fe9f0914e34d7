"""Subjects the statement reader did not take (ADR 0454): a group's price with its count spelled as a word
(worded_group_prices.py), a counted pool split in the passive as the opening sentence (passive_splits.py), and
``Some <things> <departure word>`` as an unknown loss settled by a later holding (some_departures.py).

Answers below are worked by hand; the near misses refuse. The last test is a small sample of the generator that
probed the forms with many more (golds computed here, not by the reader).
"""
from __future__ import annotations

from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 1.80 / 3 = 0.60
    ("price-word", "Three apples cost $1.80. How much does one apple cost?", "0.6", "dollars"),
    # 12.50 / 5 = 2.50
    ("price-word-five", "Five stickers cost $12.50. How much does one sticker cost?", "2.5", "dollars"),
    # 9 / 6 = 1.5, asked in dollars
    ("price-word-dollars", "Six stickers cost 9 dollars. How much does one sticker cost in dollars?", "1.5", "dollars"),
    # 4.80 / 8 = 0.60; "if they all cost the same" says what the reading assumes
    ("price-together", "Eight erasers cost $4.80 together. How much does each eraser cost if they all cost the same?",
     "0.6", "dollars"),
    # 1.35 / 3 = 0.45
    ("price-what-is", "Three apples cost $1.35. What is the cost of one apple?", "0.45", "dollars"),
    # 5 / 4 = 1.25; the "costs the same" sentence adds nothing
    ("price-in-all", "Four pencils cost $5 in all. Each pencil costs the same. How much does one pencil cost?",
     "1.25", "dollars"),
    # 60 / 3 × 9 = 180 cents
    ("price-cents", "Three pencils cost 60 cents. How much do 9 pencils cost in cents?", "180", "cents"),
    # 1.35 / 3 = 0.45: "1 apple" as "one apple"
    ("price-digit-one", "3 apples cost $1.35. How much does 1 apple cost?", "0.45", "dollars"),
    # 1.80 / 3 × 6 = 3.60
    ("price-bought", "Three apples cost $1.80 altogether. Sam buys 6 apples. How much does he spend?", "3.6", "dollars"),
    # 54 / 9 = 6
    ("split-equal-groups", "54 students are split into 9 equal groups. How many students are in each group?", "6",
     "students"),
    # 54 / 6 = 9
    ("split-groups-of", "54 students are split into groups of 6. How many groups are there?", "9", "groups"),
    # 120 / 12 = 10
    ("split-cartons", "120 eggs are put into cartons of 12. How many cartons are used?", "10", "cartons"),
    # 12 / 3 = 4, the count spelled
    ("split-word", "Twelve students are split into 3 equal groups. How many students are in each group?", "4",
     "students"),
    # 54 / 9 = 6
    ("split-among-equally", "54 apples were divided equally among 9 children. How many apples does each child get?",
     "6", "apples"),
    # the pool itself: 54
    ("split-pool", "54 students are split into 9 equal groups. How many students are there?", "54", "students"),
    # 15 - 11 = 4
    ("some-flew", "There were 15 ducks in the pond. Some ducks flew away. Now there are 11 ducks in the pond. "
     "How many ducks flew away?", "4", "ducks"),
    # 14 - 9 = 5, the things unnamed
    ("some-popped-bare", "Jake had 14 balloons. Some popped. Now he has 9 balloons. How many balloons popped?", "5",
     "balloons"),
    # 14 + 6 - 9 = 11
    ("some-after-buying", "Jake had 14 balloons. He bought 6 balloons. Some balloons popped. Now he has 9 balloons. "
     "How many balloons popped?", "11", "balloons"),
    # 15 - 8 = 7
    ("some-went-home", "There were 15 kids at the pool. Some kids went home. Now there are 8 kids at the pool. "
     "How many kids went home?", "7", "kids"),
    # the asked departure of a told number: 7
    ("told-flew-off", "20 birds were on a tree. 7 of them flew off. Then 4 more came. How many birds flew off?", "7",
     "birds"),
]

REFUSED = [
    # each, not together: left to the other readings
    ("price-each", "Three apples cost $1.80 each. How much does one apple cost?"),
    # another thing counted beside the group's price
    ("price-other-thing", "Three apples cost $1.80. Sam buys 6 apples and 2 pears. How much does he spend?"),
    # not a whole number of groups
    ("price-not-whole-groups", "Three apples cost $1.80. How much do 5 apples cost?"),
    # no terminating decimal: 2 / 3
    ("price-no-decimal", "Three apples cost $2. How much does one apple cost?"),
    # a passive share names no sharer: equal shares are not said
    ("split-shared-among", "24 cookies are shared among 6 children. How many cookies does each child get?"),
    ("split-put-into", "54 students are put into 9 buses. How many students are in each bus?"),
    # not the opening sentence
    ("split-later", "Sam has 20 apples. 54 students are split into 9 equal groups. How many students are in each "
     "group?"),
    # a remainder
    ("split-remainder", "55 students are split into 9 equal groups. How many students are in each group?"),
    # a departure after the split: from which group?
    ("split-then-leave", "96 cards are separated into 2 equal rows. 2 cards leave. How many cards are in each row?"),
    ("split-then-take", "96 cards are separated into 2 equal rows. Sam takes 2 cards. How many cards are in each row?"),
    ("split-own-then-leave", "Sam has 96 cards. He separates them into 2 equal rows. 2 cards leave. How many cards "
     "are in each row?"),
    # nothing settles the unknown
    ("some-unsettled", "There are 17 ducks in a pond. Some ducks flew away. How many ducks flew away?",
     "unknown_quantity"),
    # the later count names no place: the pond's ducks or all ducks?
    ("some-no-place", "There are 17 ducks in a pond. Some ducks flew away. Now there are 8 ducks. How many ducks "
     "flew away?"),
    # another departure word asked than told
    ("some-other-word", "There are 17 ducks in a pond. Some ducks flew away. Now there are 8 ducks in the pond. "
     "How many ducks ran away?"),
    # two losses by one entry
    ("some-two-losses", "Jake had 14 balloons. Some balloons popped. Then 3 balloons popped. Now he has 9 balloons. "
     "How many balloons popped?"),
    # a modifier: which balloons were red?
    ("some-modified", "Jake had 14 balloons. Some red balloons popped. Now he has 9 balloons. How many balloons "
     "popped?"),
    # two holders
    ("some-two-holders", "Jake had 14 balloons and Sam had 5 balloons. Some balloons popped. Now Jake has 9 "
     "balloons. How many balloons popped?"),
    # more than before: negative
    ("some-negative", "Jake had 14 balloons. Some balloons popped. Now he has 19 balloons. How many balloons popped?",
     "negative_holding"),
    # an untold number went away: any coming back refuses (was a crash)
    ("some-came-back", "There are 17 ducks in a pond. Some ducks flew away. 3 ducks came back. Now there are 8 ducks. "
     "How many ducks flew away?"),
    # "left": how many went, or how many remain?
    ("some-left", "There were 15 students in the class. Some students left. Now there are 11 students in the class. "
     "How many students left?"),
]

test_subjects_b_solved = solved_cases(SOLVED, PACK)
test_subjects_b_refused = refused_cases(REFUSED, PACK)

_WORDS = {2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 8: "Eight", 10: "Ten"}
_THINGS = [("apple", "apples"), ("pencil", "pencils"), ("sticker", "stickers"), ("eraser", "erasers")]
_DEPARTS = [("ducks", "flew away"), ("balloons", "popped"), ("cats", "ran away")]


def _price(rng):
    n = rng.choice(list(_WORDS))
    sg, pl = rng.choice(_THINGS)
    each = rng.randint(1, 300)
    closer = rng.choice(["", " together", " in all"])
    text = f"{_WORDS[n]} {pl} cost {each * n} cents{closer}. How much does one {sg} cost?"
    return text, Fraction(each)


def _split(rng):
    m, k = rng.randint(1, 12), rng.randint(1, 12)
    n = m * k if rng.random() < 0.8 else m * k + 1
    text = f"{n} students are split into {m} equal groups. How many students are in each group?"
    return text, Fraction(n, m) if n % m == 0 else None


def _some(rng):
    pl, dep = rng.choice(_DEPARTS)
    n, r = rng.randint(1, 50), rng.randint(0, 50)
    text = f"Jo had {n} {pl}. Some {pl} {dep}. Now she has {r} {pl}. How many {pl} {dep}?"
    return text, Fraction(n - r) if n >= r else None


def test_subjects_b_sample():
    def make(rng):
        return rng.choice([_price, _split, _some])(rng)
    assert wrong_in_sample(make, 454, 240, PACK) == []
