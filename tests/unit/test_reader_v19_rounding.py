"""Rounding said by the question's wording (rounding.py, ADR 0430).

A remainder refuses (``fractional_count``) unless the question's own words say how to round: the most possible
(``How many pencils can|could he buy?``) and full groups (``How many full trays …``) round down; enough for all
(``How many cars are needed to carry|hold|take|seat all the students?``) rounds up; ``How many <things> are left
over?`` after the one partition of them into groups of a told size is the remainder. Every other wording still
refuses a remainder, as do a rounding to none, a zero or negative budget, and a budget beside a second limit
(the bought things named again: a stock, things already bought). Answers below are worked by hand; the last
test is a small sample of the generator that probed the forms with many more (golds by floor/ceil here).
"""
from __future__ import annotations

import math
from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # floor(90 / 20) = 4
    ("can-buy-remainder", "Tobias has 90 cents. A pencil costs 20 cents. How many pencils can he buy?", "4", "pencils"),
    # 80 / 20 = 4 exactly (as before)
    ("can-buy-exact", "Tobias has 80 cents. A pencil costs 20 cents. How many pencils can he buy?", "4", "pencils"),
    # floor(15 / 2) = 7
    ("could-buy-each", "Pens cost $2 each. Tom has $15. How many pens could he buy?", "7", "pens"),
    # floor((90 + 35) / 20) = floor(6.25) = 6
    ("after-earning", "Tobias has 90 cents. He earns 35 cents. A pencil costs 20 cents. How many pencils can he buy?",
     "6", "pencils"),
    # floor(100 / 30) = 3
    ("full-trays-partition", "A farmer puts 100 eggs into trays of 30. How many full trays does he have?", "3", "trays"),
    # floor(50 / 6) = 8
    ("full-boxes-there", "Sam has 50 pencils. He puts them into boxes of 6. How many full boxes are there?", "8",
     "boxes"),
    # floor(25 / 6) = 4 (refused by ADR 0283's policy until v19)
    ("full-bags-fill", "Ann put 25 cookies into bags of 6 each. How many full bags did she fill?", "4", "bags"),
    # floor(100 / 30) = 3
    ("full-trays-rate", "A farmer has 100 eggs. Each tray holds 30 eggs. How many full trays can he make?", "3", "trays"),
    # ceil(14 / 4) = 4
    ("needed-carry-all", "There are 14 students. Each car holds 4 students. How many cars are needed to carry all the "
     "students?", "4", "cars"),
    # ceil(26 / 4) = 7
    ("needed-carry-all-of", "There are 26 students. Each car holds 4 students. How many cars are needed to carry all "
     "of the students?", "7", "cars"),
    # ceil(14 / 4) = 4
    ("need-hold-all", "Tom has 14 books. Each shelf holds 4 books. How many shelves does he need to hold all the "
     "books?", "4", "shelves"),
    # ceil(14 / 4) = 4: a capacity's goal (capacity.py)
    ("trips-carry-all", "Tom could only carry 4 trays at a time. He had to carry 14 trays. How many trips will he "
     "need to carry all the trays?", "4", "trips"),
    # 50 - 6 × 8 = 2
    ("left-over", "Sam has 50 pencils. He puts them into boxes of 6. How many pencils are left over?", "2", "pencils"),
    # 100 - 30 × 3 = 10
    ("will-be-left-over", "A farmer puts 100 eggs into trays of 30. How many eggs will be left over?", "10", "eggs"),
    # 48 - 6 × 8 = 0 (v18 answered 48, the whole holding)
    ("none-left-over", "Sam has 48 pencils. He puts them into boxes of 6. How many pencils does he have left over?",
     "0", "pencils"),
    # 16 / 4 = 4 exactly
    ("needed-all-exact", "There are 16 students. Each car holds 4 students. How many cars are needed to carry all the "
     "students?", "4", "cars"),
]

REFUSED = [
    # a plain share / group size: the text does not say how to round
    ("each-gets", "Sam has 50 pencils. He shares them equally among 6 friends. How many pencils does each friend get?",
     "fractional_count"),
    ("in-each", "Sam has 50 pencils. He puts them into 6 boxes. How many pencils are in each box?"),
    # no wording that rounds
    ("trays-plain", "A farmer puts 100 eggs into trays of 30. How many trays does he have?", "fractional_count"),
    ("needed-plain", "There are 14 students. Each car holds 4 students. How many cars are needed?", "fractional_count"),
    ("need-no-all", "Tom has 14 books. Each shelf holds 4 books. How many shelves does he need to hold the books?",
     "fractional_count"),
    ("carry-no-all", "There are 14 students. Each car holds 4 students. How many cars are needed to carry the "
     "students?"),
    ("would-fill", "There are 14 students. Each car holds 4 students. How many cars would they fill?",
     "fractional_count"),
    ("can-make-not-full", "A farmer has 100 eggs. Each tray holds 30 eggs. How many trays can he make?",
     "fractional_count"),
    # full and needed at once
    ("full-and-needed", "There are 14 students. Each car holds 4 students. How many full cars are needed to carry all "
     "the students?"),
    # full groups of a count of groups (not a size)
    ("full-of-count", "Sam has 50 pencils. He puts them into 6 boxes. How many full boxes are there?"),
    # the containers named again: a second use of the count
    ("full-sold", "A farmer puts 100 eggs into trays of 30. He sells 2 trays. How many full trays does he have?"),
    # a verb not limited by the division
    ("can-eat", "Tobias has 90 cents. A pencil costs 20 cents. How many apples can he eat?"),
    ("will-buy", "Tom has 15 dollars. Pens cost 2 dollars each. How many pens will he buy?"),
    # two limits: a stock beside the budget (exact or not)
    ("stock-limit", "Tobias has 90 cents. A pencil costs 20 cents. The store has 3 pencils. How many pencils can he "
     "buy?"),
    ("stock-limit-exact", "Tom has 16 dollars. Pens cost 2 dollars each. The store has 3 pens. How many pens can he "
     "buy?"),
    ("already-has", "Tom has 15 dollars. Pens cost 2 dollars each. Tom has 3 pens. How many pens can he buy?"),
    # zero, negative, or less than one price
    ("zero-budget", "Tobias has 0 cents. A pencil costs 20 cents. How many pencils can he buy?"),
    ("negative-budget", "Tom has 15 dollars. Pens cost 2 dollars each. He spends 20 dollars on a hat. How many pens "
     "can he buy?"),
    ("less-than-one", "Tobias has 10 cents. A pencil costs 20 cents. How many pencils can he buy?", "fractional_count"),
    ("no-full-tray", "A farmer puts 20 eggs into trays of 30. How many full trays are there?", "fractional_count"),
    # left over beside another partition, another change of the things, or a rate with no filling told
    ("left-over-count", "Sam has 50 pencils. He puts them into 6 boxes. How many pencils are left over?",
     "ambiguous_reference"),
    ("left-over-some", "Sam has 50 pencils. He puts 20 pencils into boxes of 6. How many pencils are left over?",
     "ambiguous_reference"),
    ("left-over-bought", "Sam has 50 pencils. He buys 3 pencils. He puts them into boxes of 6. How many pencils are "
     "left over?", "ambiguous_reference"),
    ("left-over-rate", "Sam has 50 pencils. Each box holds 6 pencils. How many pencils are left over?",
     "ambiguous_reference"),
    ("left-not-over", "Sam has 50 pencils. He puts them into boxes of 6. How many pencils are left?",
     "fractional_count"),
    # other people's things in the question
    ("all-others", "There are 14 students. Each car holds 4 students. How many cars are needed to carry all the "
     "teachers?"),
]

test_rounding_solved = solved_cases(SOLVED, PACK)
test_rounding_refused = refused_cases(REFUSED, PACK)

_NAMES = [("Tobias", "he"), ("Mia", "she"), ("Gus", "he"), ("Lena", "she")]
_THINGS = [("pencil", "pencils"), ("eraser", "erasers"), ("sticker", "stickers"), ("notebook", "notebooks")]
_BOXES = [("box", "boxes"), ("bag", "bags"), ("tray", "trays"), ("jar", "jars")]
_PEOPLE = ["students", "children", "players"]
_CARS = [("car", "cars"), ("van", "vans"), ("bus", "buses")]


def _afford(rng):
    name, pro = rng.choice(_NAMES)
    sg, pl = rng.choice(_THINGS)
    price, budget = rng.randint(1, 30), rng.randint(0, 200)
    cap = rng.random() < 0.2
    modal = rng.choice(["can", "could", "will"])
    text = f"{name} has {budget} cents. Each {sg} costs {price} cents." + (f" The store has 3 {pl}." if cap else "") \
        + f" How many {pl} {modal} {pro} buy?"
    ok = modal != "will" and not cap and budget >= price
    return text, Fraction(math.floor(Fraction(budget, price))) if ok else None


def _full(rng):
    name, pro = rng.choice(_NAMES)
    _, pl = rng.choice(_THINGS)
    _, bpl = rng.choice(_BOXES)
    n, size = rng.randint(1, 300), rng.randint(1, 40)
    full = rng.random() < 0.7
    text = f"{name} puts {n} {pl} into {bpl} of {size}. How many {'full ' if full else ''}{bpl} does {pro} have?"
    if full:
        return text, Fraction(n // size) if n >= size else None
    return text, Fraction(n // size) if n % size == 0 else None


def _need(rng):
    people = rng.choice(_PEOPLE)
    sg, pl = rng.choice(_CARS)
    n, size = rng.randint(1, 200), rng.randint(1, 12)
    allw = rng.random() < 0.7
    text = f"There are {n} {people}. Each {sg} holds {size} {people}. How many {pl} are needed to " \
        f"{rng.choice(['carry', 'hold', 'take'])} {'all ' if allw else ''}the {people}?"
    if allw:
        return text, Fraction(math.ceil(Fraction(n, size)))
    return text, Fraction(n // size) if n % size == 0 else None


def _left(rng):
    name, pro = rng.choice(_NAMES)
    _, pl = rng.choice(_THINGS)
    _, bpl = rng.choice(_BOXES)
    n, size = rng.randint(1, 300), rng.randint(1, 40)
    bought = rng.random() < 0.3
    text = f"{name} has {n} {pl}." + (f" {pro.capitalize()} buys 3 {pl}." if bought else "") + \
        f" {pro.capitalize()} puts them into {bpl} of {size}. How many {pl} are left over?"
    return text, None if bought else Fraction(n % size)


def test_rounding_sample():
    def make(rng):
        return rng.choice([_afford, _full, _need, _left])(rng)
    assert wrong_in_sample(make, 430, 240, PACK) == []
