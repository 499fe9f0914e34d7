"""Tails of complete clauses (ADR 0512): three forms that stopped with words left after a complete clause.

1. restated_events.py: ``Mona picked 56 cherries. She picked 4 times as many cherries as Nico.`` — A's one event
   told again as a comparison with B's (B's count = A's / k, A's - M for ``more``, A's + M for ``fewer``).
2. postposed_comparisons.py: ``Bob picked 3 apples fewer than Ann.`` = ``Bob picked 3 fewer apples than Ann.``
3. contents_each.py: ``He got 2 boxes of pencils with 12 in each box.`` — the things of each container said by
   the ``of`` things.
4. measured_it.py: ``Wanda bought 3 yards of cloth. She used 5 feet of it.`` — ``it`` the one measured stuff told.

Every answer is worked by hand in its comment. The generators at the end compute their golds from the numbers they
draw (None where the text must refuse), never from the reader.
"""
from __future__ import annotations

import random
from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # -- 1: an event told again as a comparison ---------------------------------------------------------------
    ("fresh-j-074 times, she",  # 56 / 4 = 14
     "Mona picked 56 cherries. She picked 4 times as many cherries as Nico. How many cherries did Nico pick?", "14"),
    ("fresh-i-150 postposed fewer, she",  # 35 + 15 = 50
     "Ines scored 35 points. She scored 15 points fewer than Kamal. How many points did Kamal score?", "50"),
    ("restated fewer, preposed",  # 35 + 15 = 50
     "Ines scored 35 points. She scored 15 fewer points than Kamal. How many points did Kamal score?", "50"),
    ("restated more, name again, sum",  # 30 + (30 - 6) = 54
     "Mia baked 30 cakes. Mia baked 6 more cakes than Ben. How many cakes did Mia and Ben bake?", "54"),
    ("restated twice, he",  # 30 / 2 = 15
     "Sam caught 30 fish. He caught twice as many fish as Leo. How many fish did Leo catch?", "15"),
    ("restated half",  # 30 = B / 2, B = 60
     "Ann baked 30 cakes. She baked half as many cakes as Tom. How many cakes did Tom bake?", "60"),
    ("restated times, they",  # 30 + 30 / 3 = 40
     "Ines baked 30 cakes. She baked 3 times as many cakes as Ben. How many cakes did they bake altogether?", "40"),
    ("restated things unsaid, as B did",  # 24 / 3 = 8
     "Tom collected 24 stamps. He collected 3 times as many as Sue did. How many stamps did Sue collect?", "8"),
    ("restated A asked",  # A's own told count
     "Tom collected 24 stamps. He collected 3 times as many stamps as Sue. How many stamps did Tom collect?", "24"),
    ("restated postposed more",  # 30 - 3 = 27
     "Ines baked 30 cakes. She baked 3 cakes more than Ben. How many cakes did Ben bake?", "27"),
    ("restated postposed less",  # 30 + 3 = 33
     "Ines baked 30 cakes. She baked 3 cakes less than Ben. How many cakes did Ben bake?", "33"),
    # -- 2: postposed comparisons ----------------------------------------------------------------------------
    ("postposed fewer, another doer",  # 12 - 3 = 9
     "Ann picked 12 apples. Bob picked 3 apples fewer than Ann. How many apples did Bob pick?", "9"),
    ("postposed fewer, they",  # 12 + 9 = 21
     "Ann picked 12 apples. Bob picked 3 apples fewer than Ann. How many apples did they pick?", "21"),
    ("postposed fewer, points",  # 35 - 15 = 20
     "Ines scored 35 points. Kamal scored 15 points fewer than Ines. How many points did Kamal score?", "20"),
    ("postposed more, there",  # 12 + 3 = 15
     "There are 12 boys in a class. There are 3 girls more than boys. How many girls are there?", "15"),
    ("postposed more, holding (read before too)",  # 12 + 3 = 15
     "Ann has 12 apples. Bob has 3 apples more than Ann. How many apples does Bob have?", "15"),
    ("postposed more, caught",  # 7 + 4 = 11
     "Ken caught 7 fish. Amy caught 4 fish more than Ken. How many fish did Amy catch?", "11"),
    # -- 3: the things of each container unsaid --------------------------------------------------------------
    ("contents unsaid, got",  # 2 x 12 = 24
     "Kim got 2 boxes of pencils with 12 in each box. How many pencils did Kim get?", "24"),
    ("contents unsaid, had before",  # 18 + 2 x 12 = 42
     "Vince had 18 pencils. He got 2 boxes of pencils with 12 in each box. How many pencils does he have?", "42"),
    ("contents unsaid, container unsaid",  # 2 x 12 = 24
     "Kim got 2 boxes of pencils with 12 in each. How many pencils did Kim get?", "24"),
    ("contents unsaid, bags of apples",  # 4 x 6 = 24
     "Kim has 4 bags of apples with 6 in each bag. How many apples does Kim have?", "24"),
    ("contents unsaid, there",  # 5 x 6 = 30
     "There are 5 boxes of pens with 6 in each box. How many pens are there?", "30"),
    ("contents unsaid, containers asked",  # the 4 bags
     "Kim has 4 bags of apples with 6 in each bag. How many bags does Kim have?", "4"),
    # -- 4: a measured amount of it ----------------------------------------------------------------------------
    ("fresh-j-002 feet of it",  # 3 yards = 9 feet, 9 - 5 = 4
     "Wanda bought 3 yards of cloth. She used 5 feet of it. How many feet of cloth does she have left?", "4"),
    ("of it, same unit",  # 3 - 2 = 1
     "Wanda bought 3 yards of cloth. She used 2 yards of it. How many yards of cloth does she have left?", "1"),
    ("of it, ounces of flour",  # 3 pounds = 48 ounces, 48 - 20 = 28
     "Ann bought 3 pounds of flour. She used 20 ounces of it. How many ounces of flour does she have left?", "28"),
    ("of it, quarts of milk",  # 3 gallons = 12 quarts, 12 - 2 = 10
     "Tom bought 3 gallons of milk. He drank 2 quarts of it. How many quarts of milk does he have left?", "10"),
    ("of it, centimeters of rope",  # 10 m - 400 cm = 6 m
     "Sue has 10 meters of rope. She used 400 centimeters of it. How many meters of rope does she have left?", "6"),
    ("of it, drunk asked",  # the 2 liters she drank
     "Mia had 5 liters of juice. She drank 2 liters of it. How many liters of juice did she drink?", "2"),
]

REFUSED = [
    # -- 1 -----------------------------------------------------------------------------------------------------
    ("restated not whole",  # 30 / 4 = 7.5 cakes
     "Ines baked 30 cakes. She baked 4 times as many cakes as Ben. How many cakes did Ben bake?"),
    ("restated pronoun of no one",  # he: Ines is female
     "Ines baked 30 cakes. He baked 3 times as many cakes as Ben. How many cakes did Ben bake?"),
    ("restated unknown gender",  # she: is Ada female? the pack does not say
     "Ada baked 30 cakes. She baked 3 times as many cakes as Ben. How many cakes did Ben bake?"),
    ("restated times more",  # 3 times more: 3 times as many, or 4?
     "Ines baked 30 cakes. She baked 3 times more cakes than Ben. How many cakes did Ben bake?"),
    ("restated nothing left for B",  # 30 - 30 = 0: Ben baked none?
     "Ines baked 30 cakes. She baked 30 more cakes than Ben. How many cakes did Ben bake?"),
    ("restated other things",  # pies are not the cakes
     "Ines baked 30 cakes. She baked 3 times as many pies as Ben. How many cakes did Ben bake?"),
    ("restated other verb",  # ate: a second event, or the baking?
     "Ines baked 30 cakes. She ate 3 times as many cakes as Ben. How many cakes did Ben eat?"),
    ("restated compared with herself",
     "Ines baked 30 cakes. She baked 3 times as many cakes as Ines. How many cakes did they bake altogether?"),
    ("restated a holding first",  # has, then baked: the same things?
     "Ines has 30 cakes. She baked 3 times as many cakes as Ben. How many cakes did Ben bake?"),
    ("restated negated",
     "Ines baked 30 cakes. She didn't bake 3 times as many cakes as Ben. How many cakes did Ben bake?"),
    ("restated more without than",  # 3 further cakes, or 3 more than whom?
     "Ines baked 30 cakes. She baked 3 more cakes. How many cakes did Ben bake?"),
    # -- 2 -----------------------------------------------------------------------------------------------------
    ("postposed more without than",  # further ones, or more than Ann?
     "Ann picked 12 apples. Bob picked 3 apples more. How many apples did Bob pick?"),
    ("postposed more, earned by",  # 36 further dollars, no comparison
     "Mina saved 64 dollars. She earned 36 dollars more than Bo. How many dollars does Mina have now?"),
    ("postposed, compared never told",  # Cy's count is never told
     "Ann picked 12 apples. Bob picked 3 apples fewer than Cy. How many apples did Bob pick?"),
    ("postposed, other things",  # pears compared with Ann's apples
     "Ann picked 12 apples. Bob picked 3 pears fewer than Ann. How many apples did Bob pick?"),
    ("postposed, negative",  # 2 - 3 < 0
     "Ann picked 2 apples. Bob picked 3 apples fewer than Ann. How many apples did Bob pick?"),
    # -- 3 -----------------------------------------------------------------------------------------------------
    ("contents unsaid, other container",  # 6 in each box, but the apples are in bags
     "Kim has 4 bags of apples with 6 in each box. How many apples does Kim have?"),
    ("contents unsaid, no of-things",  # 6 what?
     "Kim has 4 bags with 6 in each bag. How many apples does Kim have?"),
    ("contents unsaid, other things asked",  # pears were never told
     "Kim has 4 bags of apples with 6 in each bag. How many pears does Kim have?"),
    ("contents unsaid, modified things",  # 6 red apples or 6 apples? (as the spelled-out form)
     "Kim has 4 bags of red apples with 6 in each bag. How many red apples does Kim have?"),
    ("contents unsaid, someone else asked",
     "Kim has 4 bags of apples with 6 in each bag. How many apples does Tom have?"),
    # -- 4 -----------------------------------------------------------------------------------------------------
    ("of it, two tellings",  # Wanda's cloth or Tom's?
     "Wanda bought 3 yards of cloth. Tom bought 2 yards of cloth. She used 5 feet of it. "
     "How many feet of cloth does she have left?"),
    ("of it, two stuffs",  # the cloth or the silk?
     "Wanda bought 3 yards of cloth and 2 yards of silk. She used 5 feet of it. How many feet of cloth does she have left?"),
    ("of it, a dress told",  # it: the cloth or the dress?
     "Wanda bought 3 yards of cloth for a dress. She used 5 feet of it. How many feet of cloth does she have left?"),
    ("of it, another kind of unit",  # 5 pounds of a length of cloth
     "Wanda bought 3 yards of cloth. She used 5 pounds of it. How many feet of cloth does she have left?"),
    ("of it, more than there is",  # 15 feet of 9
     "Wanda bought 3 yards of cloth. She used 15 feet of it. How many feet of cloth does she have left?"),
    ("of it, someone else's",  # Tom drank Wanda's juice? she never gave it
     "Wanda had 5 liters of juice. Tom drank 2 liters of it. How many liters of juice does Wanda have?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

_MALE = ["Sam", "Tom", "Ben", "Max", "Victor", "Omar", "Jack", "Nico"]
_FEM = ["Ann", "Mia", "Sue", "Kate", "Lily", "Wanda", "Zoe", "Lucy", "Mona", "Ines"]
_EVENTS = [("picked", "pick", "cherries"), ("baked", "bake", "cakes"), ("scored", "score", "points"),
           ("caught", "catch", "fish"), ("collected", "collect", "stamps"), ("found", "find", "shells")]


def _two(rng):
    a = rng.choice(_MALE + _FEM)
    b = rng.choice([x for x in _MALE + _FEM if x != a])
    return a, b


def _question(rng, a, b, va, vb, things):
    """The question and which counts it sums: B's, A's, or both."""
    k = rng.randint(0, 3)
    if k == 0:
        return f"How many {things} did {b} {vb}?", (False, True)
    if k == 1:
        return f"How many {things} did {a} {vb}?", (True, False)
    if k == 2:
        return f"How many {things} did {a} and {b} {vb}?", (True, True)
    return f"How many {things} did they {vb} {rng.choice(['altogether', 'in all', 'together'])}?", (True, True)


def _gold(asked, a_count, b_count):
    if b_count is None or b_count <= 0 or Fraction(b_count).denominator != 1:
        return None
    return (a_count if asked[0] else 0) + (b_count if asked[1] else 0)


def gen_restated(rng):
    """Form 1: A's event, then A (or A's pronoun) compared with B."""
    a, b = _two(rng)
    va, vb, things = rng.choice(_EVENTS)
    n = rng.randint(2, 90)
    pron = "He" if a in _MALE else "She"
    wrong_pron = "She" if a in _MALE else "He"
    subj_kind = rng.choice(["name", "pron", "pron", "wrong"])
    subj = {"name": a, "pron": pron, "wrong": wrong_pron}[subj_kind]
    kind = rng.choice(["times", "twice", "half", "more", "fewer", "post_more", "post_fewer", "times_more"])
    m = rng.randint(1, 12)
    said = rng.choice([f" {things}", ""])
    if kind == "times":
        cmp, b_count = f"{m} times as many{said} as {b}", Fraction(n, m)
    elif kind == "twice":
        cmp, b_count = f"twice as many{said} as {b}", Fraction(n, 2)
    elif kind == "half":
        cmp, b_count = f"half as many{said} as {b}", Fraction(2 * n)
    elif kind == "more":
        cmp, b_count = f"{m} more{said} than {b}", n - m
    elif kind == "fewer":
        cmp, b_count = f"{m} fewer{said} than {b}", n + m
    elif kind == "post_more":
        cmp, b_count = f"{m} {things} more than {b}", n - m
    elif kind == "post_fewer":
        cmp, b_count = f"{m} {things} fewer than {b}", n + m
    else:
        cmp, b_count = f"{m} times more{said} than {b}", None  # ambiguous
    if subj_kind == "wrong":
        b_count = None
    q, asked = _question(rng, a, b, va, vb, things)
    text = f"{a} {va} {n} {things}. {subj} {va} {cmp}. {q}"
    return text, _gold(asked, n, b_count)


def gen_postposed(rng):
    """Form 2: A's event, then B's told with the postposed comparison (or a near miss)."""
    a, b = _two(rng)
    va, vb, things = rng.choice(_EVENTS)
    n, m = rng.randint(1, 60), rng.randint(1, 15)
    kind = rng.choice(["more", "fewer", "less", "bare", "other"])
    if kind == "bare":
        second, b_count = f"{b} {va} {m} {things} {rng.choice(['more', 'fewer'])}.", None  # than whom, or further?
    elif kind == "other":
        c = rng.choice([x for x in _MALE + _FEM if x not in (a, b)])
        second, b_count = f"{b} {va} {m} {things} fewer than {c}.", None  # C's count never told
    else:
        second = f"{b} {va} {m} {things} {kind} than {a}."
        b_count = n + m if kind == "more" else n - m
    q, asked = _question(rng, a, b, va, vb, things)
    return f"{a} {va} {n} {things}. {second} {q}", _gold(asked, n, b_count)


_BOXES = [("boxes", "box"), ("bags", "bag"), ("packs", "pack")]
_STUFF = ["pencils", "apples", "cards", "crayons", "stickers"]


def gen_contents(rng):
    """Form 3: N containers of things with M in each <container> (or a near miss)."""
    a = rng.choice(_MALE + _FEM)
    p = "He" if a in _MALE else "She"
    (pl, sg), stuff = rng.choice(_BOXES), rng.choice(_STUFF)
    n, m, h = rng.randint(2, 12), rng.randint(2, 25), rng.randint(1, 40)
    each = rng.choice([f"in each {sg}", "in each"])
    gold = n * m
    k = rng.randint(0, 5)
    if k == 4:
        other = rng.choice([s for s, _ in _BOXES if s != pl])
        each, gold = f"in each {dict(_BOXES)[other]}", None  # another container
    verb = rng.choice(["got", "bought", "has"])
    if verb == "has":
        text = f"{a} has {n} {pl} of {stuff} with {m} {each}. How many {stuff} does {a} have?"
    elif k == 5:
        text = f"{a} {verb} {n} {pl} of {stuff} with {m} {each}. How many {rng.choice([s for s in _STUFF if s != stuff])} did {a} get?"
        gold = None
    elif k in (0, 1):
        text = f"{a} had {h} {stuff}. {p} {verb} {n} {pl} of {stuff} with {m} {each}. How many {stuff} does {a} have now?"
        gold = None if gold is None else h + gold
    else:
        ask = "get" if verb == "got" else "buy"
        text = f"{a} {verb} {n} {pl} of {stuff} with {m} {each}. How many {stuff} did {a} {ask}?"
    return text, gold


_MEASURED = [  # (big unit, small unit, small per big, stuff, verb)
    ("yards", "feet", 3, "cloth", "used"), ("pounds", "ounces", 16, "flour", "used"),
    ("gallons", "quarts", 4, "milk", "drank"), ("meters", "centimeters", 100, "rope", "used"),
    ("feet", "inches", 12, "ribbon", "used"), ("liters", "liters", 1, "juice", "drank"),
]


def gen_measured_it(rng):
    """Form 4: a measured stuff, then an amount of it used (or a near miss)."""
    a, b = _two(rng)
    p = "He" if a in _MALE else "She"
    big, small, per, stuff, verb = rng.choice(_MEASURED)
    n = rng.randint(1, 9)
    total = n * per
    m = rng.randint(1, total + 3)
    k = rng.randint(0, 5)
    pre = f"{a} bought {n} {big} of {stuff}. "
    gold = total - m if m <= total else None
    if k == 4:
        pre += f"{b} bought {rng.randint(1, 9)} {big} of {stuff}. "  # two tellings: whose?
        gold = None
    elif k == 5:
        pre = f"{a} bought {n} {big} of {stuff} for a {rng.choice(['dress', 'party', 'cake'])}. "
        gold = None
    ask = rng.choice(["does she have left" if p == "She" else "does he have left", "are left"])
    if ask == "are left":
        ask = f"are left"
    return f"{pre}{p} {verb} {m} {small} of it. How many {small} of {stuff} {ask}?", gold


def _sample(rng):
    return rng.choice([gen_restated, gen_postposed, gen_contents, gen_measured_it])(rng)


def test_restated_generated_no_wrong():
    assert wrong_in_sample(gen_restated, 5120, 500, PACK) == []


def test_postposed_generated_no_wrong():
    assert wrong_in_sample(gen_postposed, 5121, 500, PACK) == []


def test_contents_generated_no_wrong():
    assert wrong_in_sample(gen_contents, 5122, 500, PACK) == []


def test_measured_it_generated_no_wrong():
    assert wrong_in_sample(gen_measured_it, 5123, 500, PACK) == []


def test_generators_read_some():
    """The generators are not all refusals: each form answers a good share of its own texts."""
    from domain.reader import Solved, read
    for gen, seed in ((gen_restated, 1), (gen_postposed, 2), (gen_contents, 3), (gen_measured_it, 4)):
        rng = random.Random(seed)
        got = sum(isinstance(read(gen(rng)[0], PACK), Solved) for _ in range(60))
        assert got >= 10, (gen.__name__, got)
