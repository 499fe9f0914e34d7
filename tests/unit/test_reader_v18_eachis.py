"""What each thing of a counted kind needs, the need of them all asked (each_needs.py, ADR 0402).

``Each <thing> needs N <things'>.`` with ``There are M <things>.`` (either order) and ``How many <things'> are
needed?`` / ``… do the <things> need?`` reads M × N. The answers below are worked by hand; the must-refuse
neighbours are the ones the form does not determine (``How many more``: what is there already is untold; a
modifier ``each new student``; another thing counted or asked; a fourth sentence that takes some away; money).
The last test is a small sample (≤ 300 texts) of the generator that probed the form with many more.
"""
from __future__ import annotations

import random

import pytest
from reader_checks import refused_cases, solved_cases

from core.packs import load_pack
from domain.reader import Refused, read

PACK = load_pack()

SOLVED = [
    # 12 × 3 = 36
    ("needs-first", "Each student needs 3 notebooks. There are 12 students. How many notebooks do the students need?",
     "36", "notebooks"),
    # 12 × 3 = 36
    ("count-first", "There are 12 students. Each student needs 3 notebooks. How many notebooks are needed?", "36",
     "notebooks"),
    # 12 × 3 = 36 (the place changes nothing asked)
    ("every-place", "There are 12 students in the class. Every student needs 3 notebooks. How many notebooks are "
     "needed in all?", "36", "notebooks"),
    # 5 × 4 = 20
    ("for-all-the", "Each car needs 4 tires. There are 5 cars. How many tires are needed for all the cars?", "20",
     "tires"),
    # 5 × 4 = 20
    ("requires-will-be", "Each car requires 4 tires. There were 5 cars. How many tires will be needed?", "20",
     "tires"),
    # 9 × 6 = 54
    ("did-need-altogether", "Each table needed 6 chairs. There were 9 tables. How many chairs did the tables need "
     "altogether?", "54", "chairs"),
]

REFUSED = [
    ("how-many-more", "Each student needs 3 notebooks. There are 12 students. How many more notebooks are needed?"),
    ("modifier", "Each new student needs 3 notebooks. There are 12 students. How many notebooks are needed?"),
    ("other-counted", "Each student needs 3 notebooks. There are 12 teachers. How many notebooks are needed?"),
    ("absent-distractor", "Each student needs 3 notebooks. There are 12 students. 2 students are absent. How many "
     "notebooks are needed?"),
    ("other-asked", "Each student needs 3 notebooks. There are 12 students. How many pens are needed?"),
    ("money", "Each student needs $3. There are 12 students. How many dollars are needed?"),
    ("each-class-count", "Each student needs 3 notebooks. There are 12 students in each class. How many notebooks "
     "are needed?"),
    ("no-count", "Each student needs 3 notebooks. Sam is a student. How many notebooks are needed?"),
    ("two-needs", "Each student needs 3 notebooks and 2 pens. There are 12 students. How many notebooks are needed?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

_PAIRS = [("student", "students", "notebook", "notebooks"), ("car", "cars", "tire", "tires"),
          ("table", "tables", "chair", "chairs"), ("bike", "bikes", "wheel", "wheels"),
          ("box", "boxes", "apple", "apples"), ("child", "children", "pencil", "pencils"),
          ("bag", "bags", "orange", "oranges"), ("basket", "baskets", "egg", "eggs")]
_OTHER = {"students": "teachers", "cars": "trucks", "tables": "desks", "bikes": "cars", "boxes": "bags",
          "children": "adults", "bags": "boxes", "baskets": "bowls"}


def generate(n: int, seed: int = 402):
    """(text, gold or None, must_refuse): the form in its spellings, and near misses."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        sg, pl, tsg, tpl = rng.choice(_PAIRS)
        m, k = rng.randint(2, 300), rng.randint(2, 40)
        gold = m * k
        opener = rng.choice(["Each", "Every"])
        verb = rng.choice(["needs", "needed", "requires", "required"])
        rate = f"{opener} {sg} {verb} {k} {tpl}."
        place = rng.choice(["", " in the school", " at the park", " on the bus"])
        count = f"There {rng.choice(['are', 'were'])} {m} {pl}{place}."
        closer = rng.choice(["", " in all", " in total", " altogether"])
        q = rng.choice([f"How many {tpl} are needed{closer}?", f"How many {tpl} were needed{closer}?",
                        f"How many {tpl} will be needed{closer}?", f"How many {tpl} do the {pl} need{closer}?",
                        f"How many {tpl} did the {pl} need{closer}?",
                        f"How many {tpl} are needed for the {pl}{closer}?",
                        f"How many {tpl} are needed for all the {pl}{closer}?"])
        miss = rng.randint(0, 9)
        must = False
        if miss == 1:
            q = q.replace("How many", "How many more")
            must = True
        elif miss == 2:
            count = count.replace(f" {pl}", f" {_OTHER[pl]}")
            must = True
        elif miss == 3:
            rate = rate.replace(f" {sg} ", f" new {sg} ")
            must = True
        elif miss == 4:
            count += f" {rng.randint(1, m - 1)} {pl} {rng.choice(['are', 'were'])} absent."
            must = True
        elif miss == 5:
            q = q.replace(f"many {tpl}", "many pens" if tpl != "pens" else "many cups")
            must = True
        elif miss == 6:
            rate = rate.replace(f" {k} {tpl}", f" {k} {tpl} and {rng.randint(2, 9)} pens")
            gold = m * k
        elif miss == 7:
            count = f"There are {m} {pl} in each room."
            must = True
        sents = [rate, count] if rng.random() < 0.5 else [count, rate]
        out.append((" ".join(sents + [q]), gold, must))
    return out


@pytest.mark.parametrize("text,gold,must_refuse", generate(240))
def test_generated_sample(text, gold, must_refuse):
    r = read(text, PACK)
    if must_refuse:
        assert isinstance(r, Refused), f"{text}: answered {r}"
    elif not isinstance(r, Refused):
        assert r.answer == str(gold), f"{text}: {r.answer} != {gold}"


# -- what_costs.py: a price asked with 'what' (ADR 0402) --

SOLVED_WHAT = [
    # 4 × 1.40 = 5.60
    ("what-do-cost", "A can of soup costs $1.40. What do 4 cans of soup cost?", "5.6", "dollars"),
    # 3 × 2.50 = 7.50
    ("what-is-the-cost-of", "A bottle of juice costs $2.50. What is the cost of 3 bottles of juice?", "7.5", "dollars"),
    # 3 × 2.50 = 7.50
    ("what-total-cost", "A bottle of juice costs $2.50. What is the total cost of 3 bottles of juice?", "7.5"),
    # 3 × 2.50 = 7.50
    ("what-would-altogether", "A bottle of juice costs $2.50. What would 3 bottles of juice cost altogether?", "7.5"),
    # 1 × 2 = 2
    ("what-was-cost-of-1", "A pen costs $2. What was the cost of 1 pen?", "2"),
    # 5 × 2 = 10
    ("what-each-price", "Pens cost $2 each. What will 5 pens cost?", "10"),
]

REFUSED_WHAT = [
    ("what-cost-of-the", "A pen costs $2. What is the cost of the pen?"),
    ("what-cost-someone", "A pen costs $2. What do 5 pens cost Sam?"),
    ("what-other-thing", "A pen costs $2. What do 5 pencils cost?"),
    ("what-clause", "A pen costs $2. What did Sam buy that would cost?"),
    ("what-combined-score", "Esme's team scored 27 runs in the first game and 37 runs in the second game. What was "
     "their combined score?"),
    ("what-no-price", "Sam bought 5 pens. What do 5 pens cost?"),
]

test_solved_what = solved_cases(SOLVED_WHAT, PACK)
test_refused_what = refused_cases(REFUSED_WHAT, PACK)

_PRICED = [("pen", "pens"), ("can of soup", "cans of soup"), ("bottle of juice", "bottles of juice"),
           ("notebook", "notebooks"), ("ticket", "tickets"), ("apple", "apples"), ("book", "books")]


def generate_what(n: int, seed: int = 4021):
    """(text, gold or None, must_refuse, the same text asked 'How much …' or None)."""
    from fractions import Fraction
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        (sg, pl), (osg, opl) = rng.sample(_PRICED, 2)
        cents = rng.randint(1, 2000)
        price = Fraction(cents, 100)
        money = f"${cents // 100}.{cents % 100:02d}" if cents % 100 else f"${cents // 100}"
        k = rng.randint(1, 30)
        thing = sg if k == 1 else pl
        st = rng.choice([f"A {sg} costs {money}.", f"Each {sg} costs {money}.", f"One {sg} costs {money}."])
        oprice = rng.randint(1, 9)
        extra = rng.choice(["", f" A {osg} costs ${oprice}.", f" Sam has ${rng.randint(20, 90)}."])
        closer = rng.choice(["", " in all", " altogether", " in total"])
        aux = rng.choice(["do" if k > 1 else "does", "would", "will"])
        form = rng.randint(0, 1)
        if form == 0:
            q = f"What {aux} {k} {thing} cost{closer}?"
            how = f"How much {aux} {k} {thing} cost{closer}?"
        else:
            be = rng.choice(["is", "was", "will be", "would be"])
            q = f"What {be} the {rng.choice(['', 'total '])}cost of {k} {thing}?"
            how = None
        gold, must = price * k, False
        miss = rng.randint(0, 7)
        if miss == 1:
            q = q.replace(f" {thing}", f" {osg if k == 1 else opl}")
            how, must = None, not extra.startswith(" A ")
            gold = oprice * k  # the other thing's price told: what k of them cost
        elif miss == 2:
            q = q.replace(f"{k} {thing}", f"the {thing}")
            how, must = None, True
        elif miss == 3 and form == 0:
            q = q.replace("cost", "cost Sam")
            how, must = None, True
        text = f"{st}{extra} {q}"
        out.append((text, gold, must, f"{st}{extra} {how}" if how else None))
    return out


@pytest.mark.parametrize("text,gold,must_refuse,how", generate_what(240))
def test_generated_what_sample(text, gold, must_refuse, how):
    from fractions import Fraction
    r = read(text, PACK)
    if must_refuse:
        assert isinstance(r, Refused), f"{text}: answered {r}"
    elif not isinstance(r, Refused):
        if gold is not None:
            assert Fraction(r.answer) == gold, f"{text}: {r.answer} != {gold}"
        if how is not None:
            h = read(how, PACK)
            assert not isinstance(h, Refused) and h.answer == r.answer, f"{text}: {r} vs {how}: {h}"


# -- held_in_equal_parts.py: things held in equal parts, one part asked (ADR 0402) --

SOLVED_PARTS = [
    # 96 ÷ 4 = 24
    ("school-classes", "A school has 96 students in 4 equal classes. How many students are in each class?", "24",
     "students"),
    # 81 ÷ 9 = 9
    ("shelf-stacks", "A shelf holds 81 books in 9 equal stacks. How many books are in each stack?", "9", "books"),
    # 60 ÷ 5 = 12
    ("box-rows-have", "A box holds 60 crayons in 5 equal rows. How many crayons does each row have?", "12"),
    # 48 ÷ 6 = 8
    ("farmer-baskets", "The farmer has 48 apples in 6 equal baskets. How many apples were in each basket?", "8"),
]

REFUSED_PARTS = [
    ("remainder", "A school has 97 students in 4 equal classes. How many students are in each class?"),
    ("not-equal", "A school has 96 students in 4 classes. How many students are in each class?"),
    ("parts-asked", "A box holds 60 crayons in 5 equal rows. How many rows are there?"),
    ("holder-asked-as-part", "A box holds 60 crayons in 5 equal rows. How many crayons are in each box?"),
    ("other-things", "A box holds 60 crayons in 5 equal rows. How many pencils are in each row?"),
    ("third-sentence", "A box holds 60 crayons in 5 equal rows. Sam takes 2 crayons. How many crayons are in each "
     "row?"),
]

test_solved_parts = solved_cases(SOLVED_PARTS, PACK)
test_refused_parts = refused_cases(REFUSED_PARTS, PACK)

_HOLDERS = ["A school", "A box", "The farmer", "A shelf", "A store", "The teacher", "A garden"]
_THINGS = ["students", "crayons", "apples", "books", "flowers", "pencils", "cookies"]
_PARTS = [("classes", "class"), ("rows", "row"), ("baskets", "basket"), ("stacks", "stack"), ("boxes", "box"),
          ("groups", "group"), ("bags", "bag")]


def generate_parts(n: int, seed: int = 4022):
    """(text, gold or None, must_refuse)."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        holder, things = rng.choice(_HOLDERS), rng.choice(_THINGS)
        ppl, psg = rng.choice(_PARTS)
        m = rng.randint(2, 20)
        size = rng.randint(1, 50)
        total = m * size
        verb = rng.choice(["has", "had", "holds", "held"])
        miss = rng.randint(0, 7)
        gold, must = size, False
        if miss == 1:
            total += rng.randint(1, m - 1)  # a remainder
            must = True
        st = f"{holder} {verb} {total} {things} in {m} equal {ppl}."
        q = rng.choice([f"How many {things} are in each {psg}?", f"How many {things} were in each {psg}?",
                        f"How many {things} does each {psg} have?", f"How many {things} did each {psg} hold?"])
        if miss == 2:
            st = st.replace(" equal", "")
            must = True
        elif miss == 3:
            q = f"How many {things} are in each {rng.choice([p for p in _PARTS if p[0] != ppl])[1]}?"
            must = True
        elif miss == 4:
            st += f" {rng.choice(['Sam', 'Ann'])} takes 1 {things[:-1]}."
            must = True
        elif miss == 5:
            q = q.replace(f"many {things}", f"many {rng.choice([t for t in _THINGS if t != things])}")
            must = True
        if holder.split()[1] == psg:
            must = True  # "A box has 60 crayons in 5 equal boxes": which box is "each box"?
        out.append((f"{st} {q}", gold, must))
    return out


@pytest.mark.parametrize("text,gold,must_refuse", generate_parts(240))
def test_generated_parts_sample(text, gold, must_refuse):
    r = read(text, PACK)
    if must_refuse:
        assert isinstance(r, Refused), f"{text}: answered {r}"
    elif not isinstance(r, Refused):
        assert r.answer == str(gold), f"{text}: {r.answer} != {gold}"
