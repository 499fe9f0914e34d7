"""Reader v19 (ADR 0422): two policies made consistent.

1. The price of one asked at a group's price: ``How much does|did one|each <thing> cost [in <money unit>]?`` reads
   the told price over the count for a dozen's price (dozen_prices.py) as for a container's (packed_group_prices.py,
   ADR 0391); both share one guard scan (``dozen_prices.whole_groups_only``). Buying one thing at a group's price
   (``Tom buys one egg``) still refuses; a price of one that is no whole number of cents refuses (answer precision).
2. A trade's lot got, asked as a holding (``How many pears does Sam have now?``), refuses unless the trader's count of
   that lot is told before the trade (``and 4 pears``, ``and 0 pears``); ``How many pears did Sam get?`` reads.
"""
from __future__ import annotations

from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # --- the price of one at a group's price ---
    # 3 / 12 = 0.25 dollars
    ("pol-dozen-one", "A dozen eggs costs $3. How much does one egg cost?", "0.25", "dollars"),
    # 300 / 12 = 25 cents
    ("pol-dozen-one-cents", "A dozen eggs costs $3. How much does one egg cost in cents?", "25", "cents"),
    # 3 / 12 = 0.25 dollars: `$3 a dozen`, `each`
    ("pol-dozen-a-dozen-each", "Eggs cost $3 a dozen. How much does each egg cost?", "0.25", "dollars"),
    # 60 / 12 = 5 cents
    ("pol-dozen-cents", "A dozen eggs costs 60 cents. How much does one egg cost?", "5", "cents"),
    # 3 dollars / 12 = 25 cents
    ("pol-dozen-dollars-in-cents", "A dozen eggs costs 3 dollars. How much does one egg cost in cents?", "25",
     "cents"),
    # 6 pens at $4... 8 pens at $6: 6 / 8 = 0.75 dollars
    ("pol-n-things", "8 pens cost $6. How much does one pen cost?", "0.75", "dollars"),
    # the box form as before: 300 / 12 = 25 cents
    ("pol-box-one-cents", "A box of 12 pencils costs $3. How much does one pencil cost in cents?", "25", "cents"),
    ("pol-box-one", "A box of 12 pencils costs $3. How much does one pencil cost?", "0.25", "dollars"),
    # buying whole groups still reads: 4 × 3 = 12; 36 / 12 × 300 = 900 cents
    ("pol-dozen-buy", "A dozen eggs costs $3. How much do 4 dozen eggs cost?", "12", "dollars"),
    ("pol-dozen-buy-cents", "A dozen eggs costs $3. How much do 36 eggs cost in cents?", "900", "cents"),
    # --- trades ---
    # the lot got as an event: 2
    ("pol-trade-get", "Sam traded 3 apples for 2 pears. How many pears did Sam get?", "2", "pears"),
    ("pol-trade-get-told", "Sam had 10 apples. He traded 3 apples for 2 pears. How many pears did Sam get?", "2",
     "pears"),
    # 4 + 2 = 6: his pears told before
    ("pol-trade-got-told", "Sam had 10 apples and 4 pears. He traded 3 apples for 2 pears. How many pears does Sam "
     "have now?", "6", "pears"),
    # 0 + 2 = 2: none told
    ("pol-trade-got-zero", "Sam had 10 apples and 0 pears. He traded 3 apples for 2 pears. How many pears does Sam "
     "have now?", "2", "pears"),
    # 10 - 3 = 7: the lot given, its start told
    ("pol-trade-given", "Sam had 10 apples. He traded 3 apples for 2 pears. How many apples does Sam have left?", "7",
     "apples"),
    # 11 + 4 = 15
    ("pol-trade-kinds", "Kai has 16 baseball cards and 11 football cards. He traded 4 baseball cards for 4 football "
     "cards. How many football cards does Kai have now?", "15", "cards"),
]

REFUSED = [
    # buying one at a group's price: a shop selling by the dozen may not sell one
    ("pol-dozen-buys-one", "A dozen eggs costs $3. Tom buys one egg. How much does he spend?"),
    ("pol-box-buys-one", "A box of 12 pencils costs $3. Tom buys one pencil. How much does he spend?"),
    # 4 / 12 dollars is no whole number of cents
    ("pol-dozen-third", "A dozen eggs costs $4. How much does one egg cost?"),
    ("pol-dozen-third-cents", "A dozen eggs costs $4. How much does one egg cost in cents?"),
    ("pol-box-eighth", "A pack of 8 pens costs $1. How much does one pen cost?"),
    # the price of one beside a count that is no whole dozen
    ("pol-dozen-one-and-30", "A dozen eggs costs $3. Tom buys 30 eggs. How much does one egg cost?"),
    # another question form: `a` egg, `one egg` bought
    ("pol-dozen-an-egg", "A dozen eggs costs $3. How much does an egg cost?"),
    # --- trades: the lot got asked as a holding, its start untold ---
    ("pol-trade-got-no-start", "Sam traded 3 apples for 2 pears. How many pears does Sam have now?"),
    ("pol-trade-got-untold", "Sam had 10 apples. He traded 3 apples for 2 pears. How many pears does Sam have now?"),
    ("pol-trade-got-left", "Sam had 10 apples. He traded 3 apples for 2 pears. How many pears does he have left?"),
    ("pol-trade-got-present", "Mia has 12 stickers. She trades 5 of her stickers for 3 stamps. How many stamps does "
     "Mia have now?"),
    ("pol-trade-got-other-kind-told", "Kai has 16 baseball cards. He traded 4 baseball cards for 4 football cards. "
     "How many football cards does Kai have now?"),
    ("pol-trade-got-new", "Rob had 20 cards. He traded 5 cards for 7 new cards. How many new cards does he have now?"),
    # a count of the lot told only after the trade is no start
    ("pol-trade-got-told-after", "Sam had 10 apples. He traded 3 apples for 2 pears. He ate 1 pear. How many pears "
     "does Sam have now?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

_NAMES = [("Sam", "he"), ("Ann", "she"), ("Tom", "he"), ("Mia", "she")]
_LOTS = ["apples", "pears", "cards", "marbles", "stamps"]


def _policy_trade(rng):
    name, pr = rng.choice(_NAMES)
    a, b = rng.sample(_LOTS, 2)
    h, n, m = rng.randint(0, 30), rng.randint(2, 25), rng.randint(2, 25)
    start_b = rng.choice([None, 0, rng.randint(1, 20)])
    told = f"{name} had {h} {a}." if start_b is None else f"{name} had {h} {a} and {start_b} {b}."
    asked = rng.choice([a, b])
    q = rng.choice([f"How many {asked} does {name} have now?", f"How many {asked} does {pr} have left?",
                    f"How many {asked} did {name} get?"])
    text = f"{told} {pr.capitalize()} traded {n} {a} for {m} {b}. {q}"
    if h < n:
        return text, None
    if "get" in q:
        return text, (Fraction(m) if asked == b else None)
    if asked == a:
        return text, Fraction(h - n)
    return text, (None if start_b is None else Fraction(start_b + m))


_PRICES = [("$3", 300), ("$6", 600), ("$2", 200), ("$4", 400), ("60 cents", 60), ("3 dollars", 300), ("$1.20", 120)]


def _policy_price(rng):
    things = rng.choice(["eggs", "pens", "pencils", "apples"])
    one = things[:-1]
    price, cents = rng.choice(_PRICES)
    size = rng.choice([12, 12, 2, 4, 5, 6, 8, 10])
    form = rng.choice(["dozen", "count", "box"]) if size == 12 else rng.choice(["count", "box"])
    head = {"dozen": f"A dozen {things} costs {price}.", "count": f"{size} {things} cost {price}.",
            "box": f"A box of {size} {things} costs {price}."}[form]
    unit = rng.choice(["", " in cents", " in dollars"])
    q = f"How much does {rng.choice(['one', 'each'])} {one} cost{unit}?"
    text = f"{head} {q}"
    each_cents = Fraction(cents, size)
    if each_cents.denominator != 1:
        return text, None
    if unit == " in cents":
        return text, each_cents
    if unit == " in dollars" or "$" in price or "dollars" in price:
        return text, each_cents / 100
    return text, each_cents


def test_policy_sample_is_never_wrong():
    assert wrong_in_sample(_policy_trade, 422, 300, PACK) == []
    assert wrong_in_sample(_policy_price, 4220, 300, PACK) == []
