"""Prices of a thing named with a modifier or a noun adjunct; two prices joined by ``and`` (priced_places.py,
thing_prices.py; ADR 0433).

``A movie ticket costs $8.50. How much do 4 tickets cost?`` (the price of the one kind of ticket the text names),
``A water bottle costs $2.50. Tim has $10. How many water bottles can he buy?`` and ``A box of cereal costs $4.60
and a carton of milk costs $2.15.`` (a container's price followed by another clause). Every answer below is worked
by hand; the must-refuse neighbours name another kind of the thing (``adult tickets``, ``a small one``, ``bottles of
water``), price two kinds, use a measure as the adjunct (``a pound cake``), ask for a thing never priced or leave
who pays open. The last test reads a sample of the generator that probed the forms with many more.
"""
from __future__ import annotations

from fractions import Fraction as F

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 10 ÷ 2.50 = 4
    ("water-bottle-afford", "A water bottle costs $2.50. Tim has $10. How many water bottles can he buy?", "4"),
    # 3 × 4.50 = 13.50
    ("movie-ticket-bare-asked", "A movie ticket costs $4.50. How much will 3 tickets cost?", "13.5", "dollars"),
    # 4 × 8.50 = 34
    ("movie-ticket-same-asked", "A movie ticket costs $8.50. How much do 4 movie tickets cost?", "34", "dollars"),
    # 3 × 1.35 = 4.05
    ("juice-box", "A juice box costs $1.35. How much do 3 juice boxes cost?", "4.05", "dollars"),
    # 3 × 2 = 6
    ("modifier-dollars", "A red pen costs 2 dollars. Sam buys 3 red pens. How much does he spend?", "6", "dollars"),
    # 2 × 4.60 + 1 × 2.15 = 11.35
    ("cereal-and-milk", "A box of cereal costs $4.60 and a carton of milk costs $2.15. Dad buys 2 boxes of cereal "
     "and 1 carton of milk. How much does he spend?", "11.35", "dollars"),
    # 2 × 4.75 + 2 × 1.50 = 12.50
    ("sandwich-and-drink", "A sandwich costs $4.75 and a drink costs $1.50. How much do 2 sandwiches and 2 drinks "
     "cost?", "12.5", "dollars"),
    # 2 × 4 + 3 × 6 = 26
    ("adjunct-after-and", "A jar of honey costs $4 and an apple pie costs $6. Ann buys 2 jars of honey and 3 apple "
     "pies. How much does she spend?", "26", "dollars"),
    # 2 × 4.60 = 9.20
    ("container-then-clause", "A box of cereal costs $4.60 and Dad buys 2 boxes of cereal. How much does he spend?",
     "9.2", "dollars"),
]

REFUSED = [
    ("other-kind-asked", "A movie ticket costs $8. How much do 3 adult tickets cost?"),
    ("two-kinds-priced", "An adult ticket costs $8 and a child ticket costs $5. How much do 2 tickets cost?"),
    ("two-kinds-sentences", "A large pizza costs $12. A small pizza costs $8. How much do 2 pizzas cost?"),
    ("of-stuff-beside", "A water bottle costs $2. How many bottles of water can Tim buy with $10?"),
    ("small-one", "A large pizza costs $12. A small one costs $8. How much do 2 pizzas cost?"),
    ("bare-and-modified", "A red pen costs $2. Sam has 5 pens. He buys 3 red pens. How many red pens does he have?"),
    ("bare-beside-modifier", "A large pizza costs $12. How much do 3 pizzas cost?"),
    ("unknown-kind-word", "A movie ticket costs $8. How much do 3 VIP tickets cost?"),
    ("measure-adjunct", "A pound cake costs $5. How much do 3 cakes cost?"),
    ("never-priced", "A movie ticket costs $8. How much do 3 pens cost?"),
    ("two-buyers-each", "A movie ticket costs $8. Sam and Tom buy 2 tickets each. How much do they spend?"),
    ("and-no-clause", "A box of cereal costs $4.60 and a carton of milk. How much do 2 boxes of cereal cost?"),
    ("two-containers-one-unit", "A bag of chips costs $2 and a bag of nuts costs $3. Dad buys 2 bags of chips. How "
     "much does he spend?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)


# -- the probe generator (a sample of it; golds computed here, never from the reader) --

THINGS = [("movie", "ticket", "tickets"), ("water", "bottle", "bottles"), ("apple", "pie", "pies"),
          ("red", "pen", "pens"), ("large", "pizza", "pizzas"), ("toy", "car", "cars"), ("new", "book", "books"),
          ("birthday", "card", "cards"), ("chocolate", "cake", "cakes"), ("plastic", "ball", "balls"),
          ("big", "box", "boxes"), ("blue", "hat", "hats")]
OTHER_ADJ = ["adult", "small", "red", "blue", "new", "big"]
PACKS = [("box", "boxes", "cereal"), ("carton", "cartons", "milk"), ("bag", "bags", "rice"), ("jar", "jars", "honey"),
         ("can", "cans", "soup"), ("bottle", "bottles", "juice")]
NAMES = [("Tim", "he"), ("Ann", "she"), ("Dad", "he"), ("Mom", "she"), ("Raj", "he"), ("Lena", "she")]


def _money(rng):
    c = rng.choice([rng.randint(1, 20) * 100, rng.randint(1, 80) * 25, rng.randint(1, 999)])
    v = F(c, 100)
    style = rng.random()
    if c % 100 == 0 and style < 0.3:
        return f"{c // 100} dollars", v
    return f"${c // 100}.{c % 100:02d}" if c % 100 else f"${c // 100}", v


def _art(w):
    return "An" if w[0] in "aeiou" else "A"


def _make_price(rng):
    adj, sg, pl = rng.choice(THINGS)
    name, pro = rng.choice(NAMES)
    ptxt, p = _money(rng)
    n = rng.randint(1, 9)
    keep = rng.random() < 0.5
    qthing = f"{adj} {pl}" if keep else pl
    stmt = f"{_art(adj)} {adj} {sg} costs {ptxt}."
    extra = rng.choice(["", f" {name} goes to the store.", ""])
    kind = rng.randrange(12)
    gold = None
    if kind == 0:
        aux = rng.choice(["do", "will", "would"])
        text = f"{stmt}{extra} How much {aux} {n} {qthing} cost?"
        gold = n * p
    elif kind == 1:
        m = p * rng.randint(1, 9) + (F(rng.randint(0, 3), 4) if rng.random() < 0.3 else 0)
        mt = f"${float(m):.2f}" if m.denominator != 1 else f"${m}"
        text = f"{stmt} {name} has {mt}. How many {qthing} can {pro} buy?"
        gold = F(int(m // p))
    elif kind == 2:
        buy = f"{adj} {pl}" if rng.random() < 0.5 else pl
        text = f"{stmt} {name} buys {n} {buy}. How much does {pro} spend?"
        gold = n * p
    elif kind == 3:
        c, cs, stuff = rng.choice(PACKS)
        qt, q = _money(rng)
        k = rng.randint(1, 5)
        if rng.random() < 0.5:
            text = (f"{_art(adj)} {adj} {sg} costs {ptxt} and a {c} of {stuff} costs {qt}. {name} buys {n} {qthing} "
                    f"and {k} {cs if k > 1 else c} of {stuff}. How much does {pro} spend?")
        else:
            text = (f"A {c} of {stuff} costs {qt} and {_art(adj).lower()} {adj} {sg} costs {ptxt}. {name} buys {k} "
                    f"{cs if k > 1 else c} of {stuff} and {n} {qthing}. How much does {pro} spend?")
        gold = n * p + k * q
    elif kind == 4:
        c, cs, stuff = rng.choice(PACKS)
        c2, cs2, stuff2 = rng.choice(PACKS)
        qt, q = _money(rng)
        rt, r = _money(rng)
        k = rng.randint(1, 5)
        j = rng.randint(1, 5)
        text = (f"A {c} of {stuff} costs {qt} and a {c2} of {stuff2} costs {rt}. {name} buys {k} "
                f"{cs if k > 1 else c} of {stuff} and {j} {cs2 if j > 1 else c2} of {stuff2}. "
                f"How much does {pro} spend?")
        gold = k * q + j * r if (c, stuff) != (c2, stuff2) or q == r else None
        if c == c2 and stuff != stuff2:
            gold = None  # a price of a container with two kinds of things: either refusal is fine
    elif kind == 5:  # another kind asked
        o = rng.choice([a for a in OTHER_ADJ if a != adj])
        text = f"{stmt} How much do {n} {o} {pl} cost?"
    elif kind == 6:  # two kinds priced
        o = rng.choice([a for a in OTHER_ADJ if a != adj])
        qt, q = _money(rng)
        sep = rng.choice([" and ", ". "])
        second = f"{_art(o)} {o} {sg} costs {qt}"
        if sep == ". ":
            text = f"{_art(adj)} {adj} {sg} costs {ptxt}. {second}. How much do {n} {pl} cost?"
        else:
            text = (f"{_art(adj)} {adj} {sg} costs {ptxt} and {second[0].lower()}{second[1:]}. "
                    f"How much do {n} {pl} cost?")
    elif kind == 7:  # a thing never priced asked
        other = rng.choice([t for t in THINGS if t[1] != sg])
        text = f"{stmt} How much do {n} {other[2]} cost?"
    elif kind == 8:  # another kind named by 'one'
        o = rng.choice([a for a in OTHER_ADJ if a != adj])
        qt, q = _money(rng)
        text = f"{stmt} {_art(o)} {o} one costs {qt}. How much do {n} {pl} cost?"
    elif kind == 10:  # two plain prices joined by 'and', both asked
        (a1, b1), (a2, b2) = rng.sample([("sandwich", "sandwiches"), ("drink", "drinks"), ("pen", "pens"),
                                         ("cookie", "cookies"), ("hat", "hats"), ("ball", "balls")], 2)
        qt, q = _money(rng)
        k = rng.randint(1, 6)
        text = f"A {a1} costs {ptxt} and a {a2} costs {qt}. How much do {n} {b1} and {k} {b2} cost?"
        gold = n * p + k * q
    elif kind == 11:  # bare and modified holdings beside a modified price
        h = rng.randint(2, 9)
        text = (f"{stmt} {name} has {h} {pl}. {pro.capitalize()} buys {n} {adj} {pl}. "
                f"How many {rng.choice([pl, adj + ' ' + pl])} does {pro} have?")
        gold = (h + n) if text.endswith(f"many {pl} does {pro} have?") else None
    else:  # two buyers, each
        name2, _ = rng.choice([x for x in NAMES if x[0] != name])
        text = f"{stmt} {name} and {name2} buy {n} {qthing}. How much does {pro} spend?"
    return text, gold


def test_price_sample_has_no_wrong_answer():
    assert wrong_in_sample(_make_price, 433, 600, PACK) == []
