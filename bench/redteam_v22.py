"""Red team 10 (ADR 0517): the v22 forms (ADRs 0510–0512) crossed with the rest of the grammar, by seeded generators.

    .venv/bin/python bench/redteam_v22.py --n 200000 --seed 1 [--out /tmp/found.txt]

Each family writes a story that puts one v22 sentence (counted groups, parts by act, equal places, days of doers,
``Before that``, years, ``It also``, ordinals, restated events, postposed comparisons, contents ``with M in each``,
``of it``) or a described member of a counted set (``The red box …``) beside other statements: transfers, purchases,
comparisons, a second holder, pronouns, times, places, ``each``, ``left``, ``in all``, distractor sentences. The
gold comes from the template's own arithmetic, written apart from the reader; ``None`` marks a story the text does
not settle (must refuse). Counted: right, wrong (a different answer, or any answer to a must-refuse story), refused,
crashes. Wrong rows are printed (and written to --out) for triage.
"""
from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

NAMES_M = ["Sam", "Tom", "Ben", "Max", "Leo", "Dan", "Will", "Jack"]
NAMES_F = ["Ann", "Mia", "Lily", "Emma", "Rosa", "Kate", "Nina", "Zoe"]
THINGS = ["apples", "pencils", "marbles", "stickers", "cookies", "books", "cards", "shells", "toys", "pens"]
GROUPS = ["friends", "boys", "girls", "students", "children", "kids"]
CONTAINERS = ["box", "basket", "bag", "jar", "bin"]
COLOURS = ["red", "blue", "green", "yellow", "big", "small", "old", "new"]
ORDINALS = ["first", "second", "third", "fourth"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WORDNUM = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def _person(rng):
    if rng.random() < 0.5:
        return rng.choice(NAMES_M), "he", "his"
    return rng.choice(NAMES_F), "she", "her"


DISTRACT = ["hats", "kites", "bells", "cups", "socks"]  # never a story's own things: a total is unchanged


def _distractor(rng, avoid: str) -> str:
    who, _, _ = _person(rng)
    noun = rng.choice(DISTRACT)
    return f"{who} has {rng.randint(2, 30)} {noun}."


def _with_distractor(rng, sents: list[str], thing: str, p: float = 0.3) -> list[str]:
    """A sentence about someone else's other things, inserted before the question (answer unchanged)."""
    if rng.random() < p and len(sents) >= 2:
        k = rng.randint(1, len(sents) - 1)
        sents = sents[:k] + [_distractor(rng, thing)] + sents[k:]
    return sents


# ---------------------------------------------------------------- families: each returns (text, gold | None)

def fam_each_holdings(rng):
    n, m = rng.randint(2, 9), rng.randint(2, 12)
    grp, thing = rng.choice(GROUPS), rng.choice(THINGS)
    nn = WORDNUM.get(n, str(n)) if rng.random() < 0.3 else str(n)
    first = rng.choice([f"{nn} {grp} each have {m} {thing}.", f"{nn} {grp} have {m} {thing} each."]).capitalize()
    v = rng.randrange(6)
    if v == 0:
        return f"{first} How many {thing} do the {grp} have in all?", n * m
    if v == 1:  # each eats some: each left
        k = rng.randint(1, m)
        return f"{first} Each of them gives away {k} {thing}. How many {thing} do the {grp} have left?", n * (m - k)
    if v == 2:  # a named holder too: is she one of them?
        who, _, _ = _person(rng)
        return (f"{first} {who} has {rng.randint(2, 20)} {thing}. How many {thing} are there in all?", None)
    if v == 3:  # they gave K away: together or each?
        k = rng.randint(1, m)
        return (f"{first} They gave {k} {thing} to their teacher. How many {thing} do the {grp} have now?", None)
    if v == 4:  # a second group of another noun, then the first asked
        g2 = rng.choice([g for g in GROUPS if g != grp])
        n2, m2 = rng.randint(2, 9), rng.randint(2, 12)
        return (f"{first} {n2} {g2} each have {m2} {thing}. How many {thing} do the {grp} have?", n * m)
    who, he, _ = _person(rng)  # a comparison after the group
    k = rng.randint(1, 5)
    return (f"{first} {who} has {k} more {thing} than each of the {grp}. How many {thing} does {who} have?",
            m + k)


def fam_doer_parts(rng):
    t = rng.randint(10, 60)
    k = rng.randint(1, t - 1)
    grp = rng.choice(["students", "children", "kids"])
    act1, act2 = rng.sample(["walk to school", "ride the bus", "ride bikes", "go home", "play outside",
                             "sit inside"], 2)
    place = rng.choice(["A class", "A school", "A club", "A team"])
    s = [f"{place} has {t} {grp}.", f"{k} {grp} {act1}.", f"The rest {act2}."]
    v = rng.randrange(5)
    if v == 0:
        return " ".join(s + [f"How many {grp} {act2}?"]), t - k
    if v == 1:
        return " ".join(s + [f"How many {grp} do not {act1}?"]), t - k
    if v == 2:  # distractor of the same noun elsewhere: the rest of whom?
        return " ".join(s[:2] + [f"The school has {rng.randint(2, 20)} teachers."] + s[2:] +
                        [f"How many {grp} {act2}?"]), None
    if v == 3:  # more arrive: the rest changes
        j = rng.randint(1, 9)
        return " ".join(s[:2] + [f"Then {j} more {grp} join."] + s[2:] + [f"How many {grp} {act2}?"]), None
    return " ".join(s + [f"How many {grp} are there?"]), t


def fam_equal_places(rng):
    m = rng.randint(2, 8)
    each = rng.randint(2, 9)
    n = m * each + (rng.randint(1, m - 1) if rng.random() < 0.2 else 0)
    grp = rng.choice(["children", "students", "kids", "people"])
    place = rng.choice(["rows", "lines", "groups", "tables"])
    verb = rng.choice(["sit", "line up", "stand"])
    prep = "at" if place == "tables" else "in"
    gold = Fraction(n, m) if n % m == 0 else None
    v = rng.randrange(4)
    if v == 0:
        return f"{n} {grp} {verb} in {m} equal {place}. How many {grp} are {prep} each {place[:-1]}?", gold
    if v == 1:  # equal not told
        return f"{n} {grp} {verb} in {m} {place}. How many {grp} are {prep} each {place[:-1]}?", None
    if v == 2:  # more come later
        j = rng.randint(1, 5)
        return (f"{n} {grp} {verb} in {m} equal {place}. Then {j} more {grp} come. "
                f"How many {grp} are {prep} each {place[:-1]}?", None)
    who, _, _ = _person(rng)
    return (f"{who} has {rng.randint(2, 20)} apples. {n} {grp} {verb} in {m} equal {place}. "
            f"How many {grp} are {prep} each {place[:-1]}?", gold)


def fam_day_doers(rng):
    k = rng.choice([2, 2, 3])
    days = rng.sample(DAYS, k)
    counts = [rng.randint(5, 90) for _ in days]
    doers = rng.choice(["people", "children", "students", "visitors"])
    act = rng.choice(["visited the zoo", "visited the museum", "went to the park", "came to the fair"])
    s = []
    for d, c in zip(days, counts):
        s.append(rng.choice([f"On {d}, {c} {doers} {act}.", f"On {d} {c} {doers} {act}.",
                             f"{c} {doers} {act} on {d}."]))
    closer = rng.choice(["in all", "altogether", "in total"] + (["on both days"] if k == 2 else
                                                                   ["on the three days"]))
    v = rng.randrange(5)
    if v == 0:
        return " ".join(s + [f"How many {doers} {act} {closer}?"]), sum(counts)
    if v == 1:  # one day asked
        i = rng.randrange(k)
        return " ".join(s + [f"How many {doers} {act} on {days[i]}?"]), counts[i]
    if v == 2:  # a day told twice
        return " ".join(s + [f"On {days[0]}, {rng.randint(2, 9)} more {doers} {act}.",
                             f"How many {doers} {act} {closer}?"]), (None if True else 0)
    if v == 3:  # difference
        if counts[0] == counts[1]:
            counts[0] += 1
            s[0] = f"On {days[0]}, {counts[0]} {doers} {act}."
        return " ".join(s + [f"How many more {doers} {act} on {days[0]} than on {days[1]}?"]), (
            counts[0] - counts[1] if counts[0] > counts[1] else None)
    # a distractor (a price) between: refused by design, never wrong
    return " ".join(s[:1] + [f"Each ticket cost {rng.randint(2, 9)} dollars."] + s[1:] +
                    [f"How many {doers} {act} {closer}?"]), sum(counts)


def fam_before_that(rng):
    who, he, his = _person(rng)
    thing = rng.choice(THINGS)
    n, k = rng.randint(10, 60), rng.randint(1, 9)
    other, _, _ = _person(rng)
    if other == who:
        other = "Ruth" if who != "Ruth" else "Carl"
    v = rng.randrange(7)
    if v == 0:
        return f"{who} gave {k} {thing} to {other}. Before that, {he} had {n} {thing}. How many {thing} does {who} have now?", n - k
    if v == 1:
        return f"{who} bought {k} {thing}. Before that, {he} had {n} {thing}. How many {thing} does {he} have now?", n + k
    if v == 2:
        j = rng.randint(1, 9)
        return (f"{who} ate {k} {thing}. Before that, {he} had {n} {thing}. Then {he} bought {j} more {thing}. "
                f"How many {thing} does {who} have now?", n - k + j)
    if v == 3:  # the receiver asked: what did the receiver hold?
        return (f"{who} gave {k} {thing} to {other}. Before that, {he} had {n} {thing}. "
                f"How many {thing} does {other} have now?", None)
    if v == 4:  # two events before: which one is "that"?
        j = rng.randint(1, 9)
        return (f"{who} found {j} {thing}. {who} lost {k} {thing}. Before that, {he} had {n} {thing}. "
                f"How many {thing} does {who} have now?", None)
    if v == 5:  # before that asked
        return f"{who} gave {k} {thing} to {other}. Before that, {he} had {n} {thing}. How many {thing} did {who} have at first?", n
    return (f"{who} gave {k} {thing} to {other}. Before that, {he} had {n} {thing}. {other} had {rng.randint(1, 9)} "
            f"{thing}. How many {thing} does {who} have now?", n - k)


def fam_years(rng):
    who, he, _ = _person(rng)
    thing = rng.choice(THINGS)
    y1 = rng.randint(1990, 2020)
    y2 = y1 + rng.choice([1, 2, 3, -1, 0])
    n, k = rng.randint(5, 40), rng.randint(1, 9)
    verb, sign = rng.choice([("bought", 1), ("found", 1), ("lost", -1), ("sold", -1)])
    gold = n + sign * k if y2 > y1 else None
    v = rng.randrange(3)
    if v == 0:
        return f"In {y1}, {who} had {n} {thing}. In {y2}, {he} {verb} {k} {thing}. How many {thing} does {he} have now?", gold
    if v == 1:
        return f"In {y1}, {who} had {n} {thing}. {he.capitalize()} {verb} {k} {thing} in {y2}. How many {thing} does {who} have?", (
            None)  # a year without the comma: not read as a time
    return f"In {y1}, {who} had {n} {thing}. Yesterday {he} {verb} {k} {thing}. How many {thing} does {who} have?", None


def fam_it_adverbs(rng):
    holder = rng.choice(["A library", "A store", "A shop", "A school"])
    a, b = rng.randint(5, 90), rng.randint(5, 90)
    k1, k2 = rng.sample(["picture", "chapter", "comic", "science", "history"], 2)
    v = rng.randrange(4)
    if v == 0:
        return f"{holder} has {a} {k1} books. It also has {b} {k2} books. How many books does it have in all?", a + b
    if v == 1:  # a person between: it is still the library
        who, _, _ = _person(rng)
        return (f"{holder} has {a} {k1} books. {who} has {rng.randint(2, 9)} books. It also has {b} {k2} books. "
                f"How many books are there in all?", None)
    if v == 2:  # two things before: it?
        return (f"{holder} has {a} {k1} books. A box has {rng.randint(2, 9)} pens. It also has {b} {k2} books. "
                f"How many books does it have?", None)
    return f"{holder} had {a} books. It now has {b} books. How many books did it get?", (b - a if b > a else None)


def fam_ordinals(rng):
    cont = rng.choice(CONTAINERS)
    thing = rng.choice(THINGS)
    k = rng.randint(2, 4)
    vals = [rng.randint(2, 40) for _ in range(k)]
    s = [f"The {ORDINALS[i]} {cont} has {vals[i]} {thing}." for i in range(k)]
    v = rng.randrange(5)
    if v == 0:
        return " ".join(s + [f"How many {thing} are there in all?"]), sum(vals)
    if v == 1:  # the boxes counted: more may be untold
        who, _, _ = _person(rng)
        return " ".join([f"{who} has {k + rng.randint(0, 2)} {cont}es." if cont == "box" else
                         f"{who} has {k + rng.randint(0, 2)} {cont}s."] + s + [f"How many {thing} are there in all?"]), None
    if v == 2:  # one asked after a take
        j = rng.randint(1, vals[0])
        who, _, _ = _person(rng)
        return " ".join(s + [f"{who} took {j} {thing} from the first {cont}.",
                             f"How many {thing} are in the first {cont} now?"]), vals[0] - j
    if v == 3:
        return " ".join(s + [f"How many {thing} are in the {ORDINALS[k - 1]} {cont}?"]), vals[k - 1]
    return " ".join(s + [f"How many more {thing} are in the first {cont} than in the second {cont}?"]), (
        vals[0] - vals[1] if vals[0] >= vals[1] else None)


def fam_restated(rng):
    a, _, _ = _person(rng)
    b, _, _ = _person(rng)
    if a == b:
        return fam_restated(rng)
    he = "he" if a in NAMES_M else "she"
    thing = rng.choice(["cherries", "apples", "shells", "stamps"])
    verb = rng.choice(["picked", "collected", "found"])
    nb = rng.randint(2, 30)
    v = rng.randrange(5)
    if v == 0:
        k = rng.randint(2, 5)
        return f"{a} {verb} {nb * k} {thing}. {he.capitalize()} {verb} {k} times as many {thing} as {b}. How many {thing} did {b} {verb[:-2] if verb.endswith('ed') else verb}?", nb
    base = {"picked": "pick", "collected": "collect", "found": "find"}[verb]
    if v == 1:
        m = rng.randint(1, 9)
        return f"{a} {verb} {nb + m} {thing}. {he.capitalize()} {verb} {m} more {thing} than {b}. How many {thing} did {b} {base}?", nb
    if v == 2:
        m = rng.randint(1, 9)
        return f"{a} {verb} {nb} {thing}. {he.capitalize()} {verb} {m} fewer {thing} than {b}. How many {thing} did {b} {base}?", nb + m
    if v == 3:  # how many together
        m = rng.randint(1, 9)
        return f"{a} {verb} {nb + m} {thing}. {he.capitalize()} {verb} {m} more {thing} than {b}. How many {thing} did they {base} in all?", 2 * nb + m
    # a holding first: refused
    m = rng.randint(1, 9)
    return f"{a} had {nb} {thing}. {a} {verb} {nb + m} {thing}. {he.capitalize()} {verb} {m} more {thing} than {b}. How many {thing} did {b} {base}?", None


def fam_postposed(rng):
    a, _, _ = _person(rng)
    b, _, _ = _person(rng)
    if a == b:
        return fam_postposed(rng)
    thing = rng.choice(THINGS)
    n, k = rng.randint(10, 50), rng.randint(1, 9)
    more = rng.random() < 0.5
    word = "more" if more else rng.choice(["fewer", "less"])
    bn = n + k if more else n - k
    v = rng.randrange(5)
    if v == 0:
        return f"{a} has {n} {thing}. {b} has {k} {thing} {word} than {a}. How many {thing} does {b} have?", bn
    if v == 1:
        return f"{a} picked {n} {thing}. {b} picked {k} {thing} {word} than {a}. How many {thing} did they pick in all?", n + bn
    if v == 2:  # then a transfer
        j = rng.randint(1, 5)
        return (f"{a} has {n} {thing}. {b} has {k} {thing} {word} than {a}. {b} gave {j} {thing} to {a}. "
                f"How many {thing} does {b} have now?", bn - j)
    if v == 3:  # no "than", one holder before: more than that one (the older holdings reading)
        return f"{a} has {n} {thing}. {b} has {k} {thing} {word}. How many {thing} does {b} have?", bn
    c, _, _ = _person(rng)  # no "than", two holders before: more than whom?
    if c in (a, b):
        return f"{a} has {n} {thing}. {b} has {k} {thing} {word}. How many {thing} does {b} have?", bn
    return (f"{c} has {rng.randint(2, 9)} {thing}. {a} has {n} {thing}. {b} has {k} {thing} {word}. "
            f"How many {thing} does {b} have?", None)


def fam_contents_each(rng):
    who, he, _ = _person(rng)
    n, m = rng.randint(2, 9), rng.randint(2, 12)
    cont = rng.choice(["boxes", "bags", "packs"])
    one = cont[:-2] if cont == "boxes" else cont[:-1]
    thing = rng.choice(["pencils", "crayons", "markers", "cookies"])
    v = rng.randrange(5)
    if v == 0:
        return f"{who} got {n} {cont} of {thing} with {m} in each {one}. How many {thing} did {he} get?", n * m
    if v == 1:
        k = rng.randint(1, n * m)
        return (f"{who} got {n} {cont} of {thing} with {m} in each {one}. {he.capitalize()} gave {k} {thing} to "
                f"{'Ann' if who != 'Ann' else 'Mia'}. How many {thing} does {he} have now?", n * m - k)
    if v == 2:  # had some before: total after
        h = rng.randint(1, 20)
        return (f"{who} had {h} {thing}. {he.capitalize()} got {n} {cont} of {thing} with {m} in each {one}. "
                f"How many {thing} does {he} have now?", h + n * m)
    if v == 3:  # another container in each
        return f"{who} got {n} {cont} of {thing} with {m} in each jar. How many {thing} did {he} get?", None
    return f"{who} got {n} {cont} with {m} in each {one}. How many {thing} did {he} get?", None


def fam_measured_it(rng):
    who, he, _ = _person(rng)
    stuff = rng.choice(["cloth", "rope", "ribbon", "wire"])
    a = rng.randint(2, 9)
    b = rng.randint(1, 3 * a - 1)
    v = rng.randrange(4)
    if v == 0:
        return f"{who} bought {a} yards of {stuff}. {he.capitalize()} used {b} feet of it. How many feet of {stuff} does {he} have left?", 3 * a - b
    if v == 1:
        c = rng.randint(1, 12 * a - 1)
        return f"{who} bought {a} feet of {stuff}. {he.capitalize()} used {c} inches of it. How many inches of {stuff} does {he} have left?", 12 * a - c
    if v == 2:  # two tellings
        return (f"{who} bought {a} yards of {stuff}. Tom bought 2 yards of {stuff}. {he.capitalize()} used {b} feet of it. "
                f"How many feet of {stuff} does {who} have left?", None)
    return f"{who} bought {a} yards of {stuff}. {he.capitalize()} used {b} pounds of it. How much {stuff} is left?", None


def fam_described(rng):
    """Task 2's family: a counted set of containers/holders, some described by colour/kind/ordinal/name."""
    cont = rng.choice(CONTAINERS)
    plural = cont + ("es" if cont == "box" else "s")
    thing = rng.choice(THINGS)
    who, he, _ = _person(rng)
    count = rng.randint(2, 5)
    told = rng.randint(1, count)
    descs = rng.sample(COLOURS, told) if rng.random() < 0.7 else ORDINALS[:told]
    told = len(descs)  # four ordinals at most
    vals = [rng.randint(2, 30) for _ in range(told)]
    counter = rng.choice([f"{who} has {count} {plural}.", f"There are {count} {plural}.",
                          f"{who} bought {count} {plural}.", f"{who} has {WORDNUM.get(count, count)} {plural}."])
    style = rng.randrange(3)
    if style == 0:
        body = [f"The {d} {cont} has {v} {thing}." for d, v in zip(descs, vals)]
    elif style == 1:
        body = [f"There are {v} {thing} in the {d} {cont}." for d, v in zip(descs, vals)]
    else:
        body = [" and ".join(f"the {d} {cont} has {v} {thing}" for d, v in zip(descs, vals)).capitalize() + "."]
    q = rng.choice([f"How many {thing} are there in all?", f"How many {thing} are there altogether?",
                    f"How many {thing} are in the {plural}?", f"How many {thing} does {who} have?"])
    v = rng.randrange(5)
    if v == 0:
        return " ".join([counter] + body + [q]), None
    if v == 1:  # counted after
        return " ".join(body + [counter, q]), None
    if v == 2:  # no count: the told ones are all there is
        return " ".join(body + [f"How many {thing} are there in all?"]), sum(vals)
    if v == 3:  # each of the other
        e = rng.randint(1, 9)
        if told < count:
            return " ".join([counter] + body + [f"Each of the other {plural} has {e} {thing}.", q]), (
                None if q.endswith(f"{who} have?") else sum(vals) + (count - told) * e)
        return " ".join([counter] + body + [q]), None
    # one described asked: settled
    i = rng.randrange(told)
    return " ".join(body + [f"How many {thing} are in the {descs[i]} {cont}?"]), vals[i]


FAMILIES = {
    "each_holdings": fam_each_holdings, "doer_parts": fam_doer_parts, "equal_places": fam_equal_places,
    "day_doers": fam_day_doers, "before_that": fam_before_that, "years": fam_years, "it_adverbs": fam_it_adverbs,
    "ordinals": fam_ordinals, "restated": fam_restated, "postposed": fam_postposed,
    "contents_each": fam_contents_each, "measured_it": fam_measured_it, "described": fam_described,
}


def generate(rng: random.Random):
    """One (family, text, gold) with a 30 % chance of a distractor sentence (someone else's other things)."""
    name = rng.choice(sorted(FAMILIES))
    text, gold = FAMILIES[name](rng)
    if rng.random() < 0.3:
        sents = [s.strip() + "." for s in text.split(".") if s.strip() and "?" not in s]
        question = text[text.rfind(".") + 1:].strip()
        if "?" in question and len(sents) >= 1:
            k = rng.randint(0, len(sents))
            sents.insert(k, _distractor(rng, "none"))
            text = " ".join(sents + [question])
    return name, text, (Fraction(gold) if gold is not None else None)


# ---------------------------------------------------------------- metamorphic variants of corpus and fresh rows

import itertools
import re

_NUM = re.compile(r"(?<![\w.,$])(\d+)(?![\w/:%]|[.,]\d)")
_MALE = {"Sam", "Tom", "Ben", "Max", "Leo", "Dan", "Will", "Jack", "Mike", "John", "Fred", "Joe", "Bob", "Jim",
         "Paul", "Mark", "Dave", "Tim", "Jason", "Keith", "Sandy", "Mike", "Alan", "Adam", "Carl", "Gary", "Jerry",
         "Luke", "Omar", "Ravi", "Ethan", "Noah", "Liam", "Owen", "Victor", "Larry", "Kevin", "Steve", "Peter"}
_FEMALE = {"Ann", "Mia", "Lily", "Emma", "Rosa", "Kate", "Nina", "Zoe", "Mary", "Sara", "Sally", "Joan", "Alyssa",
           "Mary", "Nancy", "Joan", "Jessica", "Melanie", "Sandra", "Lena", "Maria", "Olivia", "Ava", "Grace",
           "Ella", "Ruby", "Lucy", "Amy", "Beth", "Jane", "Megan", "Tina", "Wanda", "Rita", "Greta", "Carol"}
_SWAP_M = ["Hugo", "Ivan", "Otto", "Rex"]
_SWAP_F = ["Iris", "Opal", "Vera", "Tess"]
_STOP = {"he", "she", "they", "it", "his", "her", "them", "their", "then", "now", "left", "more", "later",
         "after", "before", "each", "that", "this", "also", "other", "rest", "remaining", "again", "still", "next",
         "first", "last", "another", "both", "too", "same", "those", "these", "since", "some", "was", "were",
         "had", "if", "than", "times", "as", "twice", "half", "all", "of"}


def _rows():
    import glob, json
    from evals.corpus import gold_value, load_corpus
    shared = ROOT.parent / "shared"
    for name in ("addsub", "singleop", "multiarith"):
        for row in load_corpus(shared / "corpora" / f"{name}.jsonl"):
            g = gold_value(row.answer)
            yield f"{name}:{row.id}", row.problem, (None if g is None else Fraction(str(g)))
    for path in sorted(glob.glob(str(ROOT / "evals/data/fresh/fresh_*.jsonl"))):
        if path.endswith("fresh_k.jsonl"):  # the blind set: never read
            continue
        for row in load_corpus(path):
            if row.metadata.get("expect") == "refuse":
                continue
            g = gold_value(row.answer)
            yield row.id, row.problem, (None if g is None else Fraction(str(g)))
    for i, line in enumerate((ROOT / "tests/data/fresh_c_problems.txt").read_text().splitlines()):
        line = line.strip()
        if line and not line.startswith("#") and "|" in line:
            ans, text = line.split("|", 1)
            if ans.strip() != "-":
                yield f"c{i}", text.strip(), Fraction(ans.strip())


def _name_swaps(text):
    names = [n for n in sorted(_MALE | _FEMALE) if re.search(rf"\b{n}\b", text)]
    out = []
    for n in names:
        pool = _SWAP_M if n in _MALE else _SWAP_F
        new = next(p for p in pool if p not in text)
        out.append(("name", re.sub(rf"\b{n}\b", new, text)))
    return out


_HOLDING = re.compile(r"^(?:There (?:is|are) |[A-Z][a-z]+ (?:has|have|is|are) )")  # a plain holding: no change


def _order_swaps(text):
    parts = [p.strip() for p in re.split(r"(?<=[.?!])\s+", text.strip()) if p.strip()]
    if len(parts) < 3 or not parts[-1].endswith("?"):
        return []
    out = []
    for i in range(len(parts) - 2):
        a, b = parts[i], parts[i + 1]
        if a.endswith("?") or b.endswith("?"):
            continue
        wa = set(re.findall(r"[a-z]+", a.lower())) | set(re.findall(r"[a-z]+", b.lower()))
        if wa & _STOP or not (_HOLDING.match(a) and _HOLDING.match(b)):
            continue
        out.append(("order", " ".join(parts[:i] + [b, a] + parts[i + 2:])))
    return out


_OPS = [("+", lambda x, y: x + y), ("-", lambda x, y: x - y), ("*", lambda x, y: x * y),
        ("/", lambda x, y: x / y if y else None)]


def _formulas(nums, gold):
    """Every expression using each told number exactly once (two numbers: ``a op b``; three: ``(a op b) op c`` and
    ``a op (b op c)``) equal to gold, as functions of the numbers' positions."""
    found = []
    idx = range(len(nums))
    if len(nums) == 2:
        for i, j in itertools.permutations(idx, 2):
            for name, f in _OPS:
                if f(nums[i], nums[j]) == gold:
                    found.append((f"n{i}{name}n{j}", lambda v, i=i, j=j, f=f: f(v[i], v[j])))
    elif len(nums) == 3:
        for i, j, k in itertools.permutations(idx, 3):
            for (n1, f1), (n2, f2) in itertools.product(_OPS, repeat=2):
                def left(v, i=i, j=j, k=k, f1=f1, f2=f2):
                    a = f1(v[i], v[j])
                    return None if a is None else f2(a, v[k])

                def right(v, i=i, j=j, k=k, f1=f1, f2=f2):
                    b = f1(v[j], v[k])
                    return None if b is None else f2(v[i], b)
                for name, g in ((f"(n{i}{n1}n{j}){n2}n{k}", left), (f"n{i}{n2}(n{j}{n1}n{k})", right)):
                    if g(nums) == gold:
                        found.append((name, g))
    return found


# words that carry a number or an operation the told digits do not show: no formula over the digits alone
_HIDDEN = {"dozen", "dozens", "half", "twice", "double", "triple", "quarter", "quarters", "dime", "dimes", "nickel",
           "nickels", "penny", "pennies", "cents", "each", "every", "per", "times", "third", "fourth", "both",
           "pair", "pairs", "week", "weeks", "hour", "hours", "minutes", "legs", "wheels"}


def _renumbered(text, gold, rng):
    nums = [Fraction(m.group(1)) for m in _NUM.finditer(text)]
    if not nums or len(nums) > 3 or gold is None or gold.denominator != 1 \
            or set(re.findall(r"[a-z]+", text.lower())) & _HIDDEN:
        return []
    forms = _formulas(nums, gold)
    if not forms:
        return []
    out = []
    for _ in range(4):
        new = [max(1, n + rng.choice([-2, -1, 1, 2, 3]) * max(1, n // 10 or 1)) if n > 2 else n for n in nums]
        values = {f(new) for _, f in forms}
        if len(values) != 1:  # the row's arithmetic is not one formula over these numbers: no gold
            continue
        g = values.pop()
        if g is None or g <= 0 or g.denominator != 1:
            continue
        it = iter(new)
        out.append(("number", _NUM.sub(lambda m: str(next(it)), text), g))
    return out


def meta(seed: int):
    from core.packs import load_pack
    from domain.reader import read
    from domain.reader.results import Solved

    pack = load_pack()
    rng = random.Random(seed)
    counts = Counter()
    for key, text, gold in _rows():
        base = read(text, pack)
        if not isinstance(base, Solved) or gold is None or Fraction(base.answer) != gold:
            continue
        variants = [(k, t, gold) for k, t in _name_swaps(text) + _order_swaps(text)] + _renumbered(text, gold, rng)
        for kind, t, g in variants:
            r = read(t, pack)
            counts[kind] += 1
            if isinstance(r, Solved):
                if Fraction(r.answer) == g:
                    counts[kind + "_same"] += 1
                else:
                    counts[kind + "_DIFF"] += 1
                    print(f"DIFF {kind} {key} gold={g} answer={r.answer} | {t}")
            else:
                counts[kind + "_refused"] += 1
    print(" ".join(f"{k}={v}" for k, v in sorted(counts.items())))


def main() -> int:
    from core.packs import load_pack
    from domain.reader import read
    from domain.reader.results import Solved

    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="")
    ap.add_argument("--meta", action="store_true", help="metamorphic variants of corpus and fresh c-j rows")
    args = ap.parse_args()
    if args.meta:
        meta(args.seed)
        return 0
    pack = load_pack()
    rng = random.Random(args.seed)
    stats: dict[str, Counter] = {}
    found = []
    for _ in range(args.n):
        name, text, gold = generate(rng)
        c = stats.setdefault(name, Counter())
        try:
            r = read(text, pack)
        except Exception as exc:  # a crash is a finding
            c["crash"] += 1
            found.append(f"CRASH {name} {exc!r} | {text}")
            continue
        if isinstance(r, Solved):
            if gold is not None and Fraction(r.answer) == gold:
                c["right"] += 1
            else:
                c["wrong"] += 1
                found.append(f"WRONG {name} answer={r.answer} gold={gold} | {text}")
        else:
            c["refused" if gold is not None else "refused_mustref"] += 1
    total = Counter()
    for name in sorted(stats):
        print(f"{name:14s} " + " ".join(f"{k}={v}" for k, v in sorted(stats[name].items())))
        total.update(stats[name])
    print("TOTAL          " + " ".join(f"{k}={v}" for k, v in sorted(total.items())))
    for line in found[:200]:
        print(line)
    if args.out:
        Path(args.out).write_text("\n".join(found) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
