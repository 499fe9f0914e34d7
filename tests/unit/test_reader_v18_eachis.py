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
