"""Red team of the reader v19 forms (ADR 0432): ADR 0429 (`What is the total cost?`, cups beside spoonfuls), ADR
0424 (already had, more at a place, more per clause, pieces of a stuff, loose things), ADR 0425 (things' trips and
rates, clock spans), crossed with each other and with older forms.

Wrong shapes found and fixed at their root (each a refused row below, beside a right neighbour that still reads):

1. bill_totals.parse_total_cost summed the one spender's priced purchases while a purchase of no told price stood
   beside them: another person's (``Lily bought 6 shirts too.``), the spender's own (``She bought a hat too.``,
   ``He orders 2 pencils.``), or money handed over (``He gives Ann $5 for a book.``: a gift, or a price?).
2. already_had: ``Max already has 7 apples.`` after a gift to Max was read as the state now (7); ``already`` says
   before the gift (9).
3. already_had: a time phrase in the ``already had`` sentence (``… on Monday``) was not seen (the clause's time is
   stamped after the module runs): the state at that time, before or after the gift?
4. ``loose`` things (pooled_containers, solver.matching): ``Tom has 3 bags and 4 loose apples. How many apples?``
   answered 4 (the bags' apples untold); ``15 red apples and 4 loose apples. How many red apples?`` answered 15
   (``loose`` was taken for a kind other than red).
5. solver.unit_gaps: ``2 liters of milk and 4 teaspoons of nuts. How many liters did she add in all?`` answered 2:
   ADR 0429's refusal covered containers of a mass stuff (``spoons of sugar``) only, not of a counted one.
6. solver.unit_gaps: ``5 boxes of tea. Each box had 7 tea bags. He drank 10 cups of tea. How many tea bags does he
   have left?`` answered 35: the cups of tea drunk were not seen as the asked bags' stuff (``adj:tea``).
7. asked.parse_priced_afford (crossed with ADR 0430's ``can he buy``): ``Sam has 290 cents. A pencil costs 25 cents.
   He buys 1 pencil. How many pencils can he buy now?`` fell through to the event question and answered 1 (the
   purchase told); words after ``can <someone> <verb>`` of a priced thing now refuse.
8. already_had: ``Workers planted 24 oak trees in the park. The park already had 33 oak trees.`` was a plain
   holding (the park's state after the planting, 33): the park took part in the planting as its place, which the
   module did not see; it now refuses.
9. abilities.check_ability_event_question (the same cross, no price told): ``Sam bought 2 pens. How many pens can he
   buy now?`` answered 2, the purchase told; an event question asked with ``can|could`` beside a told event of its
   verb now refuses (no corpus or fresh row changes).

Every answer is worked by hand in its comment. A sample of the probe generator (golds computed from each
template's own equation, never from the reader) closes the file.
"""
from __future__ import annotations

from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # -- 1: total cost ---------------------------------------------------------------------------------------
    ("rt7 total cost, one buyer",  # 6 x 3.50 + 11 = 32
     "Mr. Lee buys 6 plants for $3.50 each and a pot for $11. What is the total cost?", "32"),
    ("rt7 total cost, a second priced purchase",  # 6 x 8 + 5 = 53
     "Kate bought 6 shirts for $8 each. She bought a hat for $5. What was the total cost?", "53"),
    ("rt7 total cost, money given to the buyer",  # 6 x 8 + 30 = 78 (a gift of money is no cost)
     "Kate bought 6 shirts for $8 each and a hat for $30. Lily gave her $5. What was the total cost?", "78"),
    ("rt7 total cost, things given to the buyer",  # 3 x 2 = 6 (a gift is no purchase)
     "Sam buys 3 pens for $2 each. Ann gives him 2 pencils. What is the total cost?", "6"),
    ("rt7 total cost, a rent with its price",  # 3 x 2 + 4 = 10
     "Sam buys 3 pens for $2 each. He rents a bike for $4. What is the total cost?", "10"),
    # -- 2, 3: already had / already has ---------------------------------------------------------------------
    ("rt7 already had after the gift",  # 7 + 2 = 9
     "Ann gave 2 apples to Max. Max already had 7 apples. How many apples does Max have now?", "9"),
    ("rt7 already has before the gift",  # 7 + 2 = 9
     "Max already has 7 apples. Ann gives him 2 apples. How many apples does Max have now?", "9"),
    ("rt7 already has beside a need",  # 20 - 9 = 11 (fresh-i-184)
     "Ezra needs 20 cards to finish his album. He already has 9 cards. How many more cards does he need?", "11"),
    ("rt7 already had, the gift's own time",  # 7 + 5 = 12
     "Tom gave 5 apples to Sue yesterday. Sue already had 7 apples. How many apples does Sue have now?", "12"),
    ("rt7 already had, a box given into",  # 7 + 5 = 12
     "Sam put 5 apples in the box. The box already had 7 apples. How many apples are in the box now?", "12"),
    ("rt7 planting at a place told first",  # 33 + 24 = 57
     "The park has 33 oak trees. Workers planted 24 oak trees in the park. How many oak trees are in the park now?",
     "57"),
    # -- 4: loose things -------------------------------------------------------------------------------------
    ("rt7 loose beside rated bags",  # 3 x 5 + 4 = 19
     "Each bag has 5 apples. Tom has 3 bags. He has 4 loose apples. How many apples does Tom have?", "19"),
    ("rt7 loose ones asked",  # 4 - 2 = 2
     "Each bag has 5 apples. Tom has 3 bags and 4 loose apples. He eats 2 loose apples. "
     "How many loose apples does Tom have?", "2"),
    ("rt7 loose alone",  # 4
     "Tom has 4 loose apples. How many apples does Tom have?", "4"),
    ("rt7 loose of another kind",  # 15 (the loose ones are green)
     "Tom has 15 red apples and 4 loose green apples. How many red apples does Tom have?", "15"),
    ("rt7 red apples in bags, all apples asked",  # 3 x 5 + 4 = 19
     "Each bag has 5 red apples. Tom has 3 bags and 4 loose apples. How many apples does Tom have?", "19"),
    # -- 5: cups beside containers of a counted stuff --------------------------------------------------------
    ("rt7 cups of nuts beside cups of flour",  # 2 + 4 = 6
     "Ann added 2 cups of flour and 4 cups of nuts. How many cups did she add in all?", "6"),
    ("rt7 cups of flour asked beside bags of nuts",  # 2
     "Ann added 2 cups of flour and 4 bags of nuts. How many cups of flour did she add?", "2"),
    ("rt7 cups beside eggs",  # 3 (eggs are no amount in cups: as ADR 0429)
     "Dora used 3 cups of flour and 4 eggs. How many cups did she use?", "3"),
    # -- 7: what the money affords ---------------------------------------------------------------------------
    ("rt7 afford, cents",  # 290 // 25 = 11
     "Sam has 290 cents. A pencil costs 25 cents. How many pencils can he buy?", "11"),
    ("rt7 afford with his money",  # 90 // 20 = 4
     "A pencil costs 20 cents. Sam has 90 cents. How many pencils can he buy with his money?", "4"),
    ("rt7 did, not can",  # the purchase told: 2
     "Sam bought 2 pens. How many pens did he buy?", "2"),
    ("rt7 can of a rate of a thing",  # 20 x 3 = 60
     "A machine makes 20 toys an hour. How many toys can it make in 3 hours?", "60"),
    ("rt7 can of a capacity",  # 12 x 3 = 36
     "A box can hold 12 eggs. How many eggs can 3 boxes hold?", "36"),
    # -- 6: tea bags beside cups of tea ----------------------------------------------------------------------
    ("rt7 tea bags held",  # 5 x 7 = 35
     "Milan had 5 boxes of tea. Each box had 7 tea bags. How many tea bags did Milan have?", "35"),
    ("rt7 tea bags bought, more boxes",  # (5 + 3) x 7 = 56
     "Milan bought 5 boxes of tea. Each box had 7 tea bags. He bought 3 more boxes. How many tea bags did he buy?",
     "56"),
]

REFUSED = [
    ("rt7 total cost beside another's unpriced purchase",
     "Kate bought 6 shirts for $8 each and a hat for $30. Lily bought 6 shirts too. What was the total cost?"),
    ("rt7 total cost beside an unpriced purchase of the buyer",
     "Kate bought 6 shirts for $8 each. She bought a hat too. What was the total cost?"),
    ("rt7 total cost beside an order of no price",
     "Sam buys 3 pens for $2 each. He orders 2 pencils. What is the total cost?"),
    ("rt7 total cost beside money handed over",
     "Sam buys 3 pens for $2 each. He gives Ann $5 for a book. What is the total cost?"),
    ("rt7 total cost, another buys at the told price",
     "Sam bought 3 pens. Each pen cost $2. Ann bought 2 pens. What was the total cost?"),
    ("rt7 already has after the gift",
     "Ann gave 2 apples to Max. Max already has 7 apples. How many apples does Max have now?"),
    ("rt7 already has after a loss",
     "Max lost 2 apples. He already has 7 apples. How many apples does Max have now?"),
    ("rt7 already had at a time",
     "Tom gave 5 apples to Sue. Sue already had 7 apples on Monday. How many apples does Sue have now?"),
    ("rt7 already had at an opening time",
     "Tom gave 5 apples to Sue. On Monday Sue already had 7 apples. How many apples does Sue have now?"),
    ("rt7 already had at the place of a planting",
     "Workers planted 24 oak trees in the park. The park already had 33 oak trees. "
     "How many oak trees are in the park now?"),
    ("rt7 loose beside bags of untold contents",
     "Tom has 3 bags and 4 loose apples. How many apples does Tom have?"),
    ("rt7 loose beside boxes, a place",
     "There are 3 bags and 4 loose apples in the kitchen. How many apples are in the kitchen?"),
    ("rt7 loose may be the asked kind",
     "Tom has 15 red apples and 4 loose apples. How many red apples does Tom have?"),
    ("rt7 loose may be red beside red bags",
     "Each bag has 5 red apples. Tom has 3 bags and 4 loose apples. How many red apples does Tom have?"),
    ("rt7 liters beside teaspoons of nuts",
     "Ann added 2 liters of milk and 4 teaspoons of nuts. How many liters did she add in all?"),
    ("rt7 cups beside bags of nuts",
     "Ann added 2 cups of milk and 4 bags of nuts. How many cups did she add in all?"),
    ("rt7 afford asked now after a purchase",
     "Sam has 290 cents. A pencil costs 25 cents. He buys 1 pencil. How many pencils can he buy now?"),
    ("rt7 afford asked now after a priced purchase",
     "Sam has $10. He buys 3 pencils for $1 each. How many pencils can he buy now?"),
    ("rt7 can asked after the purchase told",
     "Sam bought 2 pens. How many pens can he buy now?"),
    ("rt7 can asked after a purchase, no now",
     "Sam buys 3 pencils. How many pencils can he buy?"),
    ("rt7 can asked after eating",
     "Sam ate 3 apples. How many apples can he eat now?"),
    ("rt7 tea bags left after cups of tea drunk",
     "Milan bought 5 boxes of tea. Each box had 7 tea bags. He drank 10 cups of tea. "
     "How many tea bags does he have left?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

_RT7_MALE = ["Tom", "Sam", "Leo", "Max"]
_RT7_FEM = ["Sue", "Ann", "Mia", "Kate"]
_RT7_THINGS = ["marbles", "apples", "stickers", "shells"]


def _rt7_cost(rng):
    a = rng.choice(_RT7_MALE + _RT7_FEM)
    b = rng.choice([x for x in _RT7_MALE + _RT7_FEM if x != a])
    n, p, q = rng.randint(2, 9), Fraction(rng.randint(2, 40), rng.choice([1, 2, 4])), rng.randint(2, 30)
    ps = f"${float(p):.2f}" if p.denominator != 1 else f"${p}"
    base = f"{a} bought {n} pens for {ps} each and a bag for ${q}."
    k = rng.randint(0, 4)
    if k == 0:
        return f"{base} What was the total cost?", n * p + q
    if k == 1:
        return f"{base} {b} bought {n} pens too. What was the total cost?", None
    if k == 2:
        return f"{base} {b} bought a hat for ${q + 1}. What was the total cost?", None
    if k == 3:
        return f"{a} bought {n} pens for {ps} each. {b} gave {a} ${q}. What was the total cost?", n * p
    return f"{a} bought {n} pens for {ps} each. {a} bought a hat too. What was the total cost?", None


def _rt7_already(rng):
    a, b = rng.choice(_RT7_MALE), rng.choice(_RT7_FEM)
    t = rng.choice(_RT7_THINGS)
    g, h = rng.randint(1, 9), rng.randint(1, 20)
    k = rng.randint(0, 3)
    if k == 0:
        return f"{a} gave {g} {t} to {b}. {b} already had {h} {t}. How many {t} does {b} have now?", g + h
    if k == 1:
        return f"{a} gave {g} {t} to {b}. {b} already has {h} {t}. How many {t} does {b} have now?", None
    if k == 2:
        day = rng.choice(["on Monday", "yesterday", "last week"])
        return f"{a} gave {g} {t} to {b}. {b} already had {h} {t} {day}. How many {t} does {b} have now?", None
    return f"{b} already has {h} {t}. {a} gives her {g} {t}. How many {t} does {b} have now?", g + h


def _rt7_loose(rng):
    a = rng.choice(_RT7_MALE)
    n, k, m = rng.randint(2, 9), rng.randint(2, 12), rng.randint(1, 9)
    f = rng.choice(["apples", "pears", "oranges"])
    j = rng.randint(0, 3)
    if j == 0:
        return f"Each bag has {k} {f}. {a} has {n} bags and {m} loose {f}. How many {f} does {a} have?", n * k + m
    if j == 1:
        return f"{a} has {n} bags and {m} loose {f}. How many {f} does {a} have?", None
    if j == 2:
        return f"{a} has {n * k} red {f} and {m} loose {f}. How many red {f} does {a} have?", None
    return f"Each bag has {k} red {f}. {a} has {n} bags and {m} loose {f}. How many red {f} does {a} have?", None


def _rt7_units(rng):
    a = rng.choice(_RT7_FEM)
    n, q = rng.randint(1, 9), rng.randint(1, 9)
    un = rng.choice(["cups", "liters", "pints"])
    c = rng.choice(["spoons", "teaspoons", "bags", "jars", "scoops"])
    st = rng.choice(["nuts", "sugar", "rice"])
    j = rng.randint(0, 2)
    if j == 0:
        return f"{a} used {n} {un} of flour and {q} {c} of {st}. How many {un} did she use in all?", None
    if j == 1:
        return f"{a} used {n} {un} of flour and {q} {c} of {st}. How many {un} of flour did she use?", n
    return f"{a} used {n} {un} of flour and {q} {un} of {st}. How many {un} did she use in all?", n + q


def _rt7_sample(rng):
    return rng.choice([_rt7_cost, _rt7_already, _rt7_loose, _rt7_units])(rng)


def test_rt7_generated_sample_has_no_wrong_answer():
    assert wrong_in_sample(_rt7_sample, 432, 300, PACK) == []
