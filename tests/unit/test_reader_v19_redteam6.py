"""Reader v19 (ADR 0421): red team 6 of the v18 reader — the wrong shapes found, now refused, and right neighbours.

1. Money told after a gain that may have been paid (solver.purchase_money_guard, ``unpaid_gain``): ``Pencils cost $1
   each. Sam bought 6 pencils. Now he has $20. How much money did he have at first?`` answered 20 (26 at that price;
   with no price, anything); ``Sam bought 6 pencils. He had $20. How much money does he have left?`` answered 20
   (``had`` before or after buying?). The start of the money, or a past holding after such a gain, now refuses.
   The same span (held_spans.py) for the sibling guards: an outing told with no amount (outing_money.py: ``Sam went
   to the movies. He had $20. How much money does he have left?`` answered 20) and things made of another kind
   (made_things.py: ``Ann made 3 necklaces. Now she has 20 beads. How many beads did she have at first?`` answered
   20).
2. Money after a sale or time at work with no money told (held_spans.open_money_change): ``Sam had $20. He sold 3
   toys. How much money does he have now?`` answered 20 (the toys were sold for something); ``He worked 3 hours.``,
   ``He babysat for 3 hours.`` answered 20 (paid or not?). Now refused, in the same spans.
3. A total over holders (``they``, ``in all``, ``together``) ran none of those guards: ``Sam had $20. Tom had $5. Sam
   bought 3 pens. How much money do they have in all?`` answered 25 (``Pens cost $2 each.`` beside it too), ``Sam went
   to the movies.`` 25, ``Ann made 3 necklaces.`` (beads) 40. Each member's holding now keeps them.
4. A start after a removal from a source (placed_things.removed_by_guard, now also for ``at first``): ``Jane removed 5
   bananas from the jar. Now she has 10 bananas. How many bananas did she have at first?`` answered 10.
"""
from __future__ import annotations

import random
from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 20 + 6 × 1 = 26: the price paid in the purchase's own sentence
    ("rt6-paid-in-sentence", "Sam bought 6 pencils for $1 each. Now he has $20. How much money did he have at first?",
     "26", "dollars"),
    # 20 - 6 = 14: the money told before the purchase
    ("rt6-money-first", "Pencils cost $1 each. Sam had $20. Sam bought 6 pencils. How much money does he have left?",
     "14", "dollars"),
    # present `has` after the purchase: what is left now
    ("rt6-has-after", "Sam bought 6 pencils. He has $20. How much money does he have left?", "20", "dollars"),
    # eating costs nothing: 20
    # 20 + 5 = 25: the loss told
    ("rt6-lost-beads", "Ann lost 5 beads. Now she has 20 beads. How many beads did she have at first?", "25", "beads"),
    # a sale or work before a present holding: what he has now, 50
    ("rt6-sold-then-has", "Sam sold 3 toys. Now he has $50. How much money does he have?", "50", "dollars"),
    # losing or giving away things moves no money: 20
    ("rt6-lost-toys", "Sam had $20. He lost 3 toys. How much money does he have now?", "20", "dollars"),
    ("rt6-gave-away-toys", "Sam had $20. He gave away 3 toys. How much money does he have now?", "20", "dollars"),
    # 20 - 6 + 5 = 19: the price paid in the sentence
    ("rt6-total-paid", "Sam had $20. Tom had $5. Sam bought 3 pens for $2 each. How much money do they have in all?",
     "19", "dollars"),
    # eating moves no money: 25
    ("rt6-total-ate", "Sam had $20. Tom had $5. Sam ate 3 apples. How much money do they have in all?", "25",
     "dollars"),
    # a present holding first, then things made: the start is the told one, 30
    ("rt6-has-then-made", "Ann has 30 beads. She made 3 necklaces. How many beads did Ann have at first?", "30",
     "beads"),
    ("rt6-ate", "Sam ate 6 pencils. Now he has $20. How much money did he have at first?", "20", "dollars"),
    # 24 ÷ 12 × 3 = 6: the spending itself
    ("rt6-box-spend", "A box of 12 pencils costs $3. Sam bought 24 pencils. He had $20. How much money did he spend?",
     "6", "dollars"),
]

REFUSED = [
    ("rt6-start-after-priced", "Pencils cost $1 each. Sam bought 6 pencils. Now he has $20. How much money did he "
     "have at first?"),
    ("rt6-start-after-box", "A box of 12 pencils costs $3. Sam bought 24 pencils. Now he has $20. How much money did "
     "he have at first?"),
    ("rt6-start-after-dozen", "A dozen eggs costs $3. Sam bought 24 eggs. Now he has $20. How much money did he have "
     "before?"),
    ("rt6-start-no-price", "Sam bought 6 pencils. Now he has $20. How much money did he have at first?"),
    ("rt6-start-two-buys", "Pencils cost $1 each. Sam bought 6 pencils. He spent $5 on a pen. Now he has $20. How "
     "much money did he have at first?"),
    ("rt6-had-after-priced", "Pencils cost $1 each. Sam bought 6 pencils. He had $20. How much money does he have "
     "left?"),
    ("rt6-had-after-box", "A box of 12 pencils costs $3. Sam bought 24 pencils. He had $20. How much money does he "
     "have left?"),
    ("rt6-had-after-no-price", "Sam bought 6 pencils. He had 20 dollars. How much money does he have left?"),
    ("rt6-outing-had-after", "Sam went to the movies. He had $20. How much money does he have left?"),
    ("rt6-made-start", "Ann made 3 necklaces. Now she has 20 beads. How many beads did she have at first?"),
    ("rt6-made-had-after", "Ann made 3 necklaces. She had 20 beads. How many beads does she have left?"),
    ("rt6-found-start", "Sam found 6 pencils. Now he has $20. How much money did he have before?"),
    ("rt6-sold-now", "Sam had $20. He sold 3 toys. How much money does he have now?"),
    ("rt6-sold-to-now", "Sam had 5 toys and $20. He sold 3 toys to Tom. How much money does he have now?"),
    ("rt6-sold-start", "Sam sold 3 toys. Now he has $50. How much money did he have at first?"),
    ("rt6-sold-had-after", "Sam sold 3 toys. He had $50. How much money does he have left?"),
    ("rt6-worked-now", "Sam had $20. He worked 3 hours. How much money does he have now?"),
    ("rt6-babysat-now", "Sam had $20. He babysat for 3 hours. How much money does he have now?"),
    ("rt6-worked-start", "Sam worked 3 hours. Now he has $50. How much money did he have at first?"),
    ("rt6-total-bought", "Sam had $20. Tom had $5. Sam bought 3 pens. How much money do they have in all?"),
    ("rt6-total-priced", "Pens cost $2 each. Sam had $20. Tom had $5. Sam bought 3 pens. How much money do they have "
     "in all?"),
    ("rt6-total-sold", "Sam had $20. Tom had $5. Sam sold 3 toys. How much money do they have together?"),
    ("rt6-total-outing", "Sam had $20. Tom had $5. Sam went to the movies. How much money do they have in all?"),
    ("rt6-total-made", "Ann had 30 beads. Mia had 10 beads. Ann made 3 necklaces. How many beads do they have in all?"),
    ("rt6-removed-start", "Jane removed 5 bananas from the jar. Now she has 10 bananas. How many bananas did she have "
     "at first?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)


_CHANGES = [  # (sentence after the name, an open change?, money it moved)
    ("bought 3 pens.", True, 0), ("bought 3 pens for $2 each.", False, -6), ("went to the movies.", True, 0),
    ("ate 2 apples.", False, 0), ("spent $4.", False, -4), ("found 3 pens.", True, 0), ("sold 3 toys.", True, 0),
    ("worked 3 hours.", True, 0), ("lost 3 toys.", False, 0), ("gave away 3 toys.", False, 0), ("earned $5.", False, 5),
]


def _told_money_case(rng: random.Random):
    """A told money holding before or after one change; the gold from the story's own order (None: unknown)."""
    name, pr = rng.choice([("Sam", "he"), ("Ann", "she"), ("Tom", "he"), ("Mia", "she")])
    change, open_, moved = rng.choice(_CHANGES)
    h = rng.randint(10, 60)
    asked = rng.choice(["start", "left"])
    q = f"How much money did {name} have at first?" if asked == "start" else f"How much money does {pr} have left?"
    if rng.random() < 0.5:  # the money first: the start is told
        text = f"{name} had ${h}. {pr.capitalize()} {change} {q}"
        if asked == "start":
            return text, Fraction(h)
        return text, None if open_ or h + moved < 0 else Fraction(h + moved)
    told = rng.choice(["now", "had"])
    text = f"{name} {change} " + (f"Now {pr} has ${h}. " if told == "now" else f"{pr.capitalize()} had ${h}. ") + q
    if told == "had":
        return text, None if open_ or moved else Fraction(h)
    if asked == "left":
        return text, Fraction(h)
    return text, None if open_ or h - moved < 0 else Fraction(h - moved)


def test_told_money_sample_is_never_wrong():
    assert wrong_in_sample(_told_money_case, 421, 300, PACK) == []
