"""Red team 11 (ADR 0521): the v22 forms of ADRs 0513–0515 and 0518 crossed with the rest of the grammar.

    .venv/bin/python bench/redteam_v22b.py --n 200000 --seed 1 [--out /tmp/found.txt] [--family NAME]

Each family writes a story that puts one form of reader v22 — numbered places asked (`in both games`), counted
fills, passive handovers and receipts, `before he bought the apples`, `needed for N`, `spend on <things>`, `How many
cents is that?`, a group's passive events asked (`did the children eat`), `buy in 3 weeks`, parts of a hyphen-
measured whole, owners as antecedents and names of either gender, the new nouns and verbs of ADR 0513 — beside other
statements (transfers, purchases, comparisons, a second holder or filler, pronouns of mixed genders, times, places,
`each`, `left`, `in all`, distractors). The gold comes from the template's own arithmetic, written apart from the
reader; ``None`` marks a story the text does not settle (must refuse). Counted per family: right, wrong (another
answer, or any answer to a must-refuse story), refused (answerable), must-refuse refused, crashes.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

MALE = ["Sam", "Tom", "Ben", "Max", "Leo", "Dan", "Will", "Jack", "Peter", "Omar"]
FEMALE = ["Ann", "Mia", "Lily", "Emma", "Rosa", "Kate", "Nina", "Zoe", "Mary", "Lucy"]
EITHER = ["Sasha", "Robin", "Kim", "Kelly", "Dana", "Jordan", "Kai", "Charlie", "Drew", "Jesse"]
THINGS = ["apples", "pencils", "marbles", "stickers", "cookies", "books", "cards", "shells", "toys", "pens"]
DISTRACT = ["hats", "kites", "bells", "cups", "socks"]


def gender(name: str) -> str:
    return "m" if name in MALE else "f" if name in FEMALE else "x"


def person(rng, taken=(), either=0.25):
    while True:
        r = rng.random()
        pool = EITHER if r < either else MALE if r < (1 + either) / 2 else FEMALE
        n = rng.choice(pool)
        if n not in taken:
            return n


def pron(g: str, case: str = "subj") -> str:
    return {"subj": {"m": "he", "f": "she"}, "obj": {"m": "him", "f": "her"}, "poss": {"m": "his", "f": "her"}}[case][g]


def resolve(g: str, mentioned: list[str]) -> str | None:
    """The one mentioned person a he/she fits (a name of either gender fits both), else None."""
    fit = [p for p in mentioned if gender(p) in (g, "x")]
    return fit[0] if len(fit) == 1 else None


def distractor(rng, taken) -> str:
    return f"{person(rng, taken, either=0)} has {rng.randint(2, 30)} {rng.choice(DISTRACT)}."


# ---------------------------------------------------------------- families: each returns (text, gold | None)

ORD = ["first", "second", "third", "fourth"]


def fam_places(rng):
    """told_places: numbered games per player; the asked one must have been told at every place."""
    noun, verb, unit = rng.choice([("game", "scored", "points"), ("round", "scored", "points"),
                                   ("match", "scored", "goals"), ("race", "won", "medals")])
    k = rng.choice([2, 2, 3])
    a = person(rng, either=0)
    b = person(rng, {a}, either=0)
    told: dict[str, dict[int, int]] = {a: {}, b: {}}
    sents = []
    plan = [(a, i) for i in range(k)]
    if rng.random() < 0.5:  # the second player: at some of the places
        plan += [(b, i) for i in range(k) if rng.random() < 0.6]
    if rng.random() < 0.3:  # the asked one misses a place
        plan = [p for p in plan if p != (a, rng.randrange(k))]
    rng.shuffle(plan) if rng.random() < 0.3 else None
    seen = []
    for who, i in plan:
        v = rng.randint(1, 30)
        told[who][i] = told[who].get(i, 0) + v
        subj = who
        if seen and seen[-1] == who and gender(who) != gender(b if who == a else a) and rng.random() < 0.5:
            subj = pron(gender(who)).capitalize()
        sents.append(f"{subj} {verb} {v} {unit} in the {ORD[i]} {noun}.")
        seen.append(who)
    if rng.random() < 0.15:  # an unplaced event of the asked one
        v = rng.randint(1, 9)
        sents.append(f"{a} also {verb} {v} {unit} in practice.")
    word = rng.choice(["both", "the two"] if k == 2 else ["all 3", "the three"])
    plural = noun + ("es" if noun == "match" else "s")
    base = {"scored": "score", "won": "win"}[verb]
    q = f"How many {unit} did {a} {base} in {word} {plural}?"
    gold = sum(told[a].values()) if len(told[a]) == k else None
    return " ".join(sents + [q]), gold


def fam_fills(rng):
    """counted_fills: a container's size, someone fills N of them, then other statements."""
    cont, thing = rng.choice([("jar", "candies"), ("box", "crayons"), ("bag", "apples"), ("basket", "eggs"),
                              ("bottle", "liters"), ("crate", "oranges")])
    plural = cont + ("es" if cont == "box" else "s")
    k, n = rng.randint(2, 30), rng.randint(2, 9)
    who = person(rng)
    g = gender(who) if gender(who) != "x" else rng.choice("mf")
    size = rng.choice([f"A {cont} holds {k} {thing}.", f"Each {cont} holds {k} {thing}.",
                       f"A {cont} has {k} {thing}."])
    fill = f"{who} fills {n} {plural}."
    v = rng.randrange(10)
    pr = pron(g).capitalize()
    if v == 9:  # a use told beside the filling, the use asked (red11 finding): of the filled ones, or more?
        j = rng.randint(1, n)
        used = rng.choice([f"{pr} used {j} {plural}.", f"{pr} used {j} {thing}."])
        return f"{size} {who} filled {n} {plural}. {used} How many {thing} did {pron(g)} use?", None
    if v == 0:
        return f"{size} {fill} How many {thing} does {who} have?", n * k
    if v == 1:  # sells some of the full containers
        j = rng.randint(1, n)
        return f"{size} {fill} {pr} sells {j} {plural}. How many {thing} does {who} have left?", (n - j) * k
    if v == 2:  # the size told after: refused by design (settled, though)
        return f"{fill} {size} How many {thing} does {who} have?", n * k
    if v == 3:  # another container's size
        other = "tub" if cont != "tub" else "jar"
        return f"A {other} holds {k} {thing}. {fill} How many {thing} does {who} have?", None
    if v == 4:  # held containers before: of those?
        h = rng.randint(n, n + 5)
        return f"{size} {who} has {h} {plural}. {fill} How many {thing} does {who} have?", None
    if v == 5:  # a second filler
        o = person(rng, {who})
        m = rng.randint(2, 9)
        asked = rng.choice([who, o])
        return (f"{size} {fill} {o} fills {m} {plural}. How many {thing} does {asked} have?",
                (n if asked == who else m) * k)
    if v == 6:  # gives some containers to someone who had some
        o = person(rng, {who})
        h, j = rng.randint(1, 20), rng.randint(1, n)
        return (f"{o} has {h} {thing}. {size} {fill} {pr} gives {j} {plural} to {o}. How many {thing} does {o} "
                f"have now?", h + j * k)
    if v == 7:  # a pronoun filler after another person
        o = person(rng, {who})
        h = rng.randint(1, 20)
        filler = resolve(g, [o, who])
        return (f"{size} {o} has {h} {thing}. {who} has 0 {thing}. {pr} fills {n} {plural}. "
                f"How many {thing} does {who} have?", (n * k if filler == who else None))
    # how many in all, with someone's loose things
    o = person(rng, {who})
    h = rng.randint(1, 20)
    return f"{o} has {h} {thing}. {size} {fill} How many {thing} are there in all?", h + n * k


def fam_handovers(rng):
    """passive_handovers: `Then N <things> were given to his friend.`"""
    who = person(rng, either=0)
    g = gender(who)
    thing = rng.choice(THINGS + ["fish"])
    a, b = rng.randint(5, 40), rng.randint(1, 9)
    rel = rng.choice(["friend", "sister", "brother", "teacher", "neighbor", "cousin"])
    c = rng.randint(1, a + b)
    given = f"Then {c} {thing} were given to {rng.choice([pron(g, 'poss'), 'a', 'her' if g == 'f' else 'his'])} {rel}."
    v = rng.randrange(7)
    if v == 6:  # the receiver's owner of the other gender, or someone else's (red11 finding): whose fish?
        other = "her" if g == "m" else "his"
        o = person(rng, {who}, either=0)
        extra = rng.choice(["", f"{o} had {rng.randint(2, 9)} {rng.choice(DISTRACT)}. "])
        return (f"{who} had {a} {thing}. {extra}Then {c} {thing} were given to {rng.choice([other, 'their'])} {rel}. "
                f"How many {thing} does {who} have?", None)
    if v == 0:
        return f"{who} had {a} {thing}. {pron(g).capitalize()} bought {b} more {thing}. {given} How many {thing} does {who} have now?", a + b - c
    if v == 1:  # a second holder of the other gender: the his/her names the giver, but two holders
        o = person(rng, {who}, either=0)
        asked = rng.choice([who, o])
        h = rng.randint(c, c + 40)
        return (f"{who} had {a} {thing}. {o} had {h} {thing}. {given} How many {thing} does {asked} have?",
                None if gender(o) == g else None)
    if v == 2:  # the receiver asked
        return f"{who} had {a} {thing}. {given} How many {thing} does {pron(g, 'poss')} {rel} have?", None
    if v == 3:  # given away asked
        return f"{who} had {a} {thing}. {given} How many {thing} were given away?", c if c <= a else None
    if v == 4:  # a later gain
        d = rng.randint(1, 9)
        gold = a - c + d if c <= a else None
        return f"{who} had {a} {thing}. {given} Later {pron(g)} found {d} {thing}. How many {thing} does {who} have?", gold
    # a distractor holder of other things
    o = person(rng, {who}, either=0)
    gold = a - c if c <= a else None
    return f"{who} had {a} {thing}. {o} had 4 {rng.choice(DISTRACT)}. {given} How many {thing} does {who} have?", gold


def fam_receipts(rng):
    """passive_receipts: `She was given 2 more balloons.`, names of either gender, a second person."""
    a = person(rng)
    b = person(rng, {a})
    thing = rng.choice(THINGS)
    x, y, k = rng.randint(2, 40), rng.randint(2, 40), rng.randint(1, 9)
    g = rng.choice("mf")
    v = rng.randrange(7)
    ment = [a, b] if v != 0 else [a]
    recv = resolve(g, ment)
    if v == 0:
        subj = pron(g).capitalize()
        gold = x + k if recv == a else None
        return f"{a} had {x} {thing}. {subj} was given {k} more {thing}. How many {thing} does {a} have now?", gold
    if v == 1:
        subj = pron(g).capitalize()
        asked = rng.choice([a, b])
        gold = None if recv is None else ((x if asked == a else y) + (k if recv == asked else 0))
        return (f"{a} had {x} {thing}. {b} had {y} {thing}. {subj} was given {k} more {thing}. "
                f"How many {thing} does {asked} have now?", gold)
    if v == 2:  # by name, then asked `was … given`
        return f"{a} had {x} {thing}. {b} was given {k} {thing}. How many {thing} was {b} given?", k
    if v == 3:  # by a giver: who lost?
        return f"{a} had {x} {thing}. {b} was given {k} {thing} by {a}. How many {thing} does {a} have?", x - k if k <= x else None
    if v == 4:  # given, then gives some away
        j = rng.randint(1, x + k)
        return (f"{a} had {x} {thing}. {a} was given {k} more {thing}. {a} gave {j} {thing} to {b}. "
                f"How many {thing} does {a} have?", x + k - j)
    if v == 5:  # a negation
        return f"{a} had {x} {thing}. {a} was not given {k} {thing}. How many {thing} does {a} have?", x
    # an active getting beside, the passive asked: given or not? (red11 finding)
    verb, same = rng.choice([("got", None), ("received", None), ("gets", None), ("found", True), ("bought", True)])
    j = rng.randint(1, 9)
    sents = [f"{a} had {x} {thing}.", f"{a} {verb} {j} {thing}.", f"{a} was given {k} {thing}."]
    if rng.random() < 0.5:
        sents[1], sents[2] = sents[2], sents[1]
    return " ".join(sents + [f"How many {thing} was {a} given?"]), (k if same else None)


def fam_before(rng):
    """before_clauses: `How many X did A have before he bought the X?`"""
    a = person(rng, either=0)
    g = gender(a)
    thing = rng.choice(THINGS)
    verbs = [("bought", "buy", 1), ("found", "find", 1), ("lost", "lose", -1), ("ate", "eat", -1),
             ("sold", "sell", -1)]
    (vp, vb, sg) = rng.choice(verbs)
    n, k = rng.randint(20, 60), rng.randint(1, 9)
    obj = rng.choice([f"the {thing}", f"{k} {thing}", "some"])
    o = person(rng, {a}, either=0)
    v = rng.randrange(7)
    q = f"How many {thing} did {a} have before {pron(g)} {vp} {obj}?"
    if v == 0:
        return f"{a} had {n} {thing}. {pron(g).capitalize()} {vp} {k} {thing}. {q}", n
    if v == 1:  # end state told
        return f"{a} {vp} {k} {thing}. Now {pron(g)} has {n} {thing}. {q}", n - sg * k if n - sg * k >= 0 else None
    if v == 2:  # an earlier other change
        (vp2, _, s2) = rng.choice([x for x in verbs if x[0] != vp])
        j = rng.randint(1, 9)
        return (f"{a} {vp2} {j} {thing}. Then {pron(g)} {vp} {k} {thing}. Now {pron(g)} has {n} {thing}. {q}",
                n - sg * k if n - sg * k >= 0 else None)
    if v == 3:  # a later other change
        (vp2, _, s2) = rng.choice([x for x in verbs if x[0] != vp])
        j = rng.randint(1, 9)
        start = n + 20
        return (f"{a} had {start} {thing}. {pron(g).capitalize()} {vp} {k} {thing}. Then {pron(g)} {vp2} {j} "
                f"{thing}. {q}", start)
    if v == 4:  # another person with the same verb
        return (f"{a} {vp} {k} {thing}. {o} {vp} 3 {thing}. Now {a} has {n} {thing}. {q}",
                n - sg * k if n - sg * k >= 0 else None)
    if v == 5:  # the verb twice
        return f"{a} {vp} {k} {thing}. {pron(g).capitalize()} {vp} 2 {thing}. Now {pron(g)} has {n} {thing}. {q}", None
    # a transfer with another person then the verb
    j = rng.randint(1, 9)
    return (f"{o} gave {a} {j} {thing}. Then {a} {vp} {k} {thing}. Now {a} has {n} {thing}. {q}",
            n - sg * k if n - sg * k >= 0 else None)


def fam_needed(rng):
    """needed_questions: rates and `needed for|to make N`."""
    v = rng.randrange(7)
    k = rng.randint(2, 12)
    m = rng.randint(2, 15)
    who = person(rng)
    if v == 0:
        thing, prod = rng.choice([("apples", "pie"), ("eggs", "cake"), ("cups", "batch"), ("beads", "necklace")])
        return f"It takes {k} {thing} to make 1 {prod}. How many {thing} are needed to make {m} {prod}s?", k * m
    if v == 1:
        thing, prod = rng.choice([("apples", "pie"), ("eggs", "cake"), ("beads", "necklace")])
        h = rng.randint(1, 30)
        return (f"It takes {k} {thing} to make 1 {prod}. {who} has {h} {thing}. How many more {thing} are needed to "
                f"make {m} {prod}s?", (k * m - h) if k * m >= h else None)
    cont, thing = rng.choice([("box", "crayons"), ("shelf", "books"), ("bag", "apples"), ("bus", "students")])
    plural = {"box": "boxes", "shelf": "shelves", "bag": "bags", "bus": "buses"}[cont]
    total = k * m + (rng.randint(1, k - 1) if rng.random() < 0.3 else 0)
    gold = math.ceil(Fraction(total, k))
    if v == 2:
        return f"A {cont} holds {k} {thing}. How many {plural} are needed for {total} {thing}?", gold
    if v == 3:  # someone already has some of the containers
        h = rng.randint(1, 4)
        return f"A {cont} holds {k} {thing}. {who} has {h} {plural}. How many {plural} are needed for {total} {thing}?", gold
    if v == 4:  # a second rate of the same things
        return (f"A {cont} holds {k} {thing}. A tub holds {k + 1} {thing}. How many {plural} are needed for {total} "
                f"{thing}?", gold)
    if v == 5:  # what is held already
        h = rng.randint(1, total)
        return (f"A {cont} holds {k} {thing}. {who} has {h} {thing}. How many {plural} are needed for {total} "
                f"{thing}?", gold)
    return f"{who} has {total} {thing}. A {cont} holds {k} {thing}. How many {plural} are needed?", gold


def fam_spent(rng):
    """spent_on_bought: `How much did X spend on <things>?`"""
    who = person(rng, either=0)
    g = gender(who)
    t1, t2 = rng.sample(["notebooks", "pens", "books", "toys", "shirts", "games"], 2)
    n1, p1, n2, p2 = rng.randint(2, 6), rng.randint(1, 9), rng.randint(2, 6), rng.randint(1, 9)
    v = rng.randrange(6)
    if v == 0:
        return f"{who} bought {n1} {t1} for ${p1} each and {n2} {t2} for ${p2} each. How much did {who} spend on {t1}?", n1 * p1
    if v == 1:
        m = rng.randint(n1 * p1, 80)
        return f"{who} had ${m}. {pron(g).capitalize()} bought {n1} {t1} for ${p1} each. How much did {who} spend on {t1}?", n1 * p1
    if v == 2:  # another person bought the same things
        o = person(rng, {who}, either=0)
        return (f"{who} bought {n1} {t1} for ${p1} each. {o} bought {n2} {t1}. How much did {who} spend on {t1}?",
                n1 * p1)
    if v == 3:  # a price told apart
        return f"{t1.capitalize()} cost ${p1} each. {who} bought {n1} {t1}. How much did {who} spend on {t1}?", n1 * p1
    if v == 4:  # spent on things of no price
        return f"{who} bought {n1} {t1} for ${p1} each and {n2} {t2}. How much did {who} spend on {t2}?", None
    # spent on `the <one>`
    one = t1[:-1]
    return f"{who} bought a {one} for ${p1 * 3} and {n2} {t2} for ${p2} each. How much did {who} spend on the {one}?", p1 * 3


def fam_that(rng):
    """that_amounts: `How many cents is that?` after one holding."""
    who = person(rng)
    coin, cents = rng.choice([("dimes", 10), ("nickels", 5), ("quarters", 25), ("pennies", 1)])
    n = rng.randint(2, 20)
    v = rng.randrange(6)
    if v == 0:
        return f"{who} has {n} {coin}. How many cents is that?", n * cents
    if v == 1:  # two holders
        o = person(rng, {who})
        return f"{who} has {n} {coin}. {o} has 4 {coin}. How many cents is that?", None
    if v == 2:  # an event after
        k = rng.randint(1, n)
        return f"{who} has {n} {coin}. {who} gave {k} {coin} to Ann. How many cents is that?", None
    if v == 3:
        f = rng.randint(2, 9)
        return f"{who} has {f} feet of rope. How many inches is that?", 12 * f
    if v == 4:
        d = rng.randint(2, 9)
        return f"{who} bought {d} dozen eggs. How many eggs is that?", 12 * d
    # a distractor of other things beside
    return f"{who} has {n} {coin}. {who} has 3 {rng.choice(DISTRACT)}. How many cents is that?", None


def fam_agents(rng):
    """told_agents: a group's passive events asked as the group's action."""
    grp = rng.choice(["children", "kids", "students", "guests", "boys"])
    thing, place = rng.choice([("cookies", "jar"), ("candies", "bowl"), ("apples", "basket"), ("pens", "box")])
    a = rng.randint(20, 60)
    e = rng.randint(1, a - 1)
    rest = a - e
    verb, base = rng.choice([("ate", "eat"), ("took", "take")])
    s0 = f"There were {a} {thing} in a {place}."
    s1 = f"The {grp} {verb} some of them."
    s2 = f"Now there are {rest} {thing} in the {place}."
    q = f"How many {thing} did the {grp} {base}?"
    v = rng.randrange(5)
    if v == 0:
        return " ".join([s0, s1, s2, q]), e
    if v == 1:  # someone else also took
        who = person(rng)
        return " ".join([s0, f"{who} {verb} 3 {thing}.", s1, s2, q]), None
    if v == 2:  # added later
        return " ".join([s0, s1, f"Mom added 5 {thing} to the {place}.", s2, q]), None
    if v == 3:  # a distractor of another place: what left the jar is still a - rest
        return " ".join([s0, s1, f"There are 7 {thing} on the table.", s2, q]), e
    return " ".join([s0, s1, s2, f"How many {thing} are in the {place}?"]), rest


def fam_particles(rng):
    """verb_particles: `buys K … How many … in N weeks?`"""
    who = person(rng)
    thing = rng.choice(["eggs", "apples", "books", "stamps"])
    k, n = rng.randint(2, 12), rng.randint(2, 9)
    per = rng.choice(["week", "day", "month"])
    v = rng.randrange(5)
    verb, base = rng.choice([("buys", "buy"), ("sells", "sell"), ("gets", "get")])
    if v == 0:
        return f"Each {per} {who} {verb} {k} {thing}. How many {thing} does {who} {base} in {n} {per}s?", k * n
    if v == 1:  # a second rate of someone else
        o = person(rng, {who})
        return (f"Each {per} {who} {verb} {k} {thing}. {o} {verb} 5 {thing} each {per}. How many {thing} does {who} "
                f"{base} in {n} {per}s?", k * n)
    if v == 2:  # no rate
        return f"{who} {verb} {k} {thing}. How many {thing} does {who} {base} in {n} {per}s?", None
    if v == 3:  # days asked of a weekly rate
        if per == "week":
            return f"Each week {who} {verb} {k} {thing}. How many {thing} does {who} {base} in {7 * n} days?", k * n
        return f"Each {per} {who} {verb} {k} {thing}. How many {thing} does {who} {base} in {n} {per}s?", k * n
    h = rng.randint(1, 9)  # a holding beside
    return f"{who} has {h} {thing}. Each {per} {who} {verb} {k} {thing}. How many {thing} does {who} {base} in {n} {per}s?", k * n


def fam_wholes(rng):
    """hyphen_wholes: `84 pages of a 210-page book`."""
    who = person(rng)
    g = gender(who) if gender(who) != "x" else rng.choice("mf")
    whole = rng.randint(50, 400)
    part = rng.randint(1, whole)
    head = f"{who} has read {part} pages of a {whole}-page book."
    v = rng.randrange(6)
    if v == 0:
        return f"{head} How many pages does {pron(g)} have left to read?", (whole - part if g == gender(who) or gender(who) == "x" else None)
    if v == 1:
        j = rng.randint(1, whole)
        gold = whole - part - j if part + j <= whole else None
        return f"{head} Then {pron(g)} read {j} more pages. How many pages does {who} have left to read?", gold
    if v == 2:  # someone else read too
        o = person(rng, {who})
        return f"{head} {o} has read 20 pages. How many pages does {who} have left to read?", whole - part
    if v == 3:  # a chapter count beside
        return f"{head} The book has 12 chapters. How many pages are left?", whole - part
    if v == 4:  # pages asked of the book
        return f"{head} How many pages does the book have?", whole
    o = person(rng, {who})  # another book read by another
    return (f"{head} {o} read {part // 2 + 1} pages of a {whole + 10}-page book. How many pages does {who} have left "
            f"to read?", whole - part)


RELS = {"mom": "f", "mother": "f", "dad": "m", "father": "m", "sister": "f", "brother": "m", "aunt": "f", "uncle": "m"}


def fam_owners(rng):
    """owner_antecedents + either-gender names: `Tom's mom had 20 apples. She gave him 8 apples.`"""
    b = person(rng, either=0.3)
    rel = rng.choice(sorted(RELS))
    rg = RELS[rel]
    thing = rng.choice(THINGS)
    m, k = rng.randint(10, 60), rng.randint(1, 9)
    og = rng.choice("mf")
    v = rng.randrange(5)
    subj = pron(rg).capitalize()
    obj = pron(og, "obj")
    owner_fits = gender(b) in (og, "x")
    if v == 0:
        # the relative gives to him/her: the owner if it fits (the relative is the subject, never the object)
        return (f"{b}'s {rel} had {m} {thing}. {subj} gave {obj} {k} {thing}. How many {thing} does {b}'s {rel} have?",
                m - k if owner_fits else None)
    a = person(rng, {b}, either=0.3)
    n = rng.randint(10, 60)
    if v == 1:  # a holder first: him/her fits a and maybe b
        fits = [p for p in (a, b) if gender(p) in (og, "x")]
        asked = rng.choice([a, f"{b}'s {rel}"])
        if len(fits) != 1:
            gold = None
        elif asked == a:
            gold = n + k if fits[0] == a else n
        else:
            gold = m - k
        return (f"{a} has {n} {thing}. {b}'s {rel} had {m} {thing}. {subj} gave {obj} {k} {thing}. "
                f"How many {thing} does {asked} have?", gold)
    if v == 2:  # the relative named by its name, the pronoun object
        fits = [p for p in (a, b) if gender(p) in (og, "x")]
        gold = n + k if fits == [a] else n if fits == [b] else None
        return (f"{a} has {n} {thing}. {b}'s {rel} gave {obj} {k} {thing}. How many {thing} does {a} have now?",
                gold)
    if v == 3:  # a name's own holding, his/her relative gives him/her
        poss = pron(og, "poss")
        gold = n + k if gender(a) in (og, "x") else None
        return (f"{a} had {n} {thing}. {poss.capitalize()} {rel} gave {obj} {k} {thing}. How many {thing} does {a} "
                f"have?", gold)
    # two owners: the he/she fits which?
    c = person(rng, {a, b}, either=0.3)
    return (f"{b}'s {rel} had {m} {thing}. {c}'s {rel} had {n} {thing}. {subj} gave {obj} {k} {thing}. "
            f"How many {thing} does {b}'s {rel} have?", None)


NOUNS = ["flyers", "dinosaurs", "journals", "lockers", "tubs", "containers", "daffodils", "submarines", "sneakers",
         "puppets", "pinwheels", "hoops", "ukuleles", "banjos", "harmonicas", "spatulas", "teapots", "platters",
         "darts", "batons", "aprons", "pouches", "satchels", "flasks", "hedgehogs", "ferrets", "tadpoles",
         "persimmons", "pomegranates", "artichokes", "leeks", "parsnips", "pansies", "petunias", "peonies",
         "geraniums", "blouses", "raincoats", "ponchos", "berets", "yachts", "trams", "ambulances", "trolleys",
         "basketballs", "volleyballs", "flashcards", "diaries", "canteens", "thermoses"]
PEOPLE = ["vendor", "cashier", "cyclist", "firefighter", "plumber", "scientist", "artist", "author", "reporter",
          "lifeguard", "referee", "tutor", "zookeeper", "shopkeeper", "clerk", "fisherman", "officer"]


def _vocab_lists():
    """ADR 0513's full lists (tests/unit/test_reader_v22_vocabulary.py), else the sample above."""
    global NOUNS, PEOPLE, KINDS
    if KINDS is None:
        KINDS = {}
        try:
            sys.path.insert(0, str(ROOT / "tests" / "unit"))
            import test_reader_v22_vocabulary as voc
            NOUNS = [u for u in voc.COUNT_UNITS if " " not in u]
            PEOPLE = [p[:-1] if p.endswith("s") else p for p in voc.PEOPLE if p != "fishermen"] + ["fisherman"]
            KINDS = voc.KINDS
        except ImportError:
            pass
    return NOUNS, PEOPLE, KINDS


KINDS = None


def fam_vocab(rng):
    """ADR 0513's nouns and people in the corpora's frames: holdings, transfers, purchases, rates, comparisons."""
    nouns, people, kinds = _vocab_lists()
    if kinds and rng.random() < 0.15:  # a kind total: new members beside an old one
        general, (members, old) = rng.choice(sorted(kinds.items()))
        if general not in ("bills", "pieces of clothing", "fish"):
            new = rng.choice(members)
            a, b = rng.randint(2, 40), rng.randint(2, 40)
            who = person(rng, either=0)
            return f"{who} has {a} {new} and {b} {old}. How many {general} does {who} have?", a + b
    noun = rng.choice(nouns)
    PEOPLE_ = people
    who = person(rng, either=0)
    o = person(rng, {who}, either=0)
    a, b = rng.randint(5, 60), rng.randint(1, 9)
    v = rng.randrange(8)
    if v == 0:
        return f"{who} has {a} {noun}. {o} gave {who} {b} {noun}. How many {noun} does {who} have now?", a + b
    if v == 1:
        return f"{who} had {a} {noun}. {who} gave {b} {noun} to {o}. How many {noun} does {who} have left?", a - b if b <= a else None
    if v == 2:
        p = rng.randint(2, 9)
        return f"Each of the {noun} costs ${p}. {who} bought {b} {noun}. How much did {who} spend?", p * b
    if v == 3:
        return f"{who} has {a} {noun}. {o} has {b} more {noun} than {who}. How many {noun} does {o} have?", a + b
    if v == 4:
        return f"{who} has {b} boxes. Each box has {a} {noun}. How many {noun} does {who} have?", a * b
    if v == 5:  # a person noun as holder
        pn = rng.choice(PEOPLE_)
        return (f"The {pn} had {a} {noun}. The {pn} sold {b} {noun}. How many {noun} does the {pn} have now?",
                a - b if b <= a else None)
    if v == 6:  # two people nouns of a kind: a count of people
        p1, p2 = rng.sample(PEOPLE_, 2)
        return (f"There are {a} {p1}s and {b} {p2}s at the fair. How many {p1}s are at the fair?", a)
    # a word of the vocabulary with a number never told
    return f"{who} had {a} {noun}. {who} gave some {noun} to {o}. How many {noun} does {who} have left?", None


VERBS = [  # (sentence with {w} {n}, gold function of n held a; None = another sense: must refuse)
    ("{w} had {a} glasses of juice. {w} gulped {n} glasses of juice. How many glasses of juice does {w} have left?", "a-n"),
    ("{w} had {a} liters of water in a tank. {w} drained {n} liters of water. How many liters of water are left?", "a-n"),
    ("{w} wove {n} baskets. {w} had {a} baskets. How many baskets does {w} have now?", None),
    ("{w} had {a} baskets. {w} wove {n} more baskets. How many baskets does {w} have now?", "a+n"),
    ("{w} had {a} scarves. {w} crocheted {n} more scarves. How many scarves does {w} have now?", "a+n"),
    ("{w} hopped {a} miles on Monday and {n} miles on Tuesday. How many miles did {w} hop in all?", "a+n"),
    ("{w} pedaled {a} miles. Then {w} pedaled {n} more miles. How many miles did {w} pedal?", "a+n"),
    ("{w} cycled {a} miles on Monday and {n} miles on Tuesday. How many miles did {w} cycle in all?", "a+n"),
    ("{w} trekked {a} miles. {w} trekked {n} more miles. How many miles did {w} trek?", "a+n"),
    ("{w} hopped on {n} buses. {w} had {a} tickets. How many tickets does {w} have?", "a"),
    ("{w} had {a} batteries. The toy drained {n} batteries. How many batteries does {w} have?", None),
    ("The spider wove {n} webs. {w} had {a} webs. How many webs does {w} have?", "a"),
    ("{w} had {a} cars. {w} weaves through {n} cars. How many cars does {w} have?", None),
    ("{w} commutes {n} miles each day. How many miles does {w} commute in {a} days?", "a*n"),
]


def fam_verbs(rng):
    tpl, form = rng.choice(VERBS)
    w = person(rng, either=0)
    a, n = rng.randint(10, 60), rng.randint(1, 9)
    text = tpl.format(w=w, a=a, n=n)
    if form is None:
        return text, None
    return text, eval(form, {"a": a, "n": n})  # noqa: S307 — the template's own arithmetic


FAMILIES = {
    "places": fam_places, "fills": fam_fills, "handovers": fam_handovers, "receipts": fam_receipts,
    "before": fam_before, "needed": fam_needed, "spent": fam_spent, "that": fam_that, "agents": fam_agents,
    "particles": fam_particles, "wholes": fam_wholes, "owners": fam_owners, "vocab": fam_vocab, "verbs": fam_verbs,
}


NEUTRAL_DISTRACTOR = {"owners", "receipts", "handovers", "before", "wholes", "fills"}


def generate(rng: random.Random, only: str = ""):
    """One (family, text, gold); 25 % of texts get a distractor sentence (someone's other things)."""
    name = only or rng.choice(sorted(FAMILIES))
    text, gold = FAMILIES[name](rng)
    if name in NEUTRAL_DISTRACTOR:  # no person: the pronoun oracle stays right
        if rng.random() >= 0.25:
            return name, text, (Fraction(gold) if gold is not None else None)
        import re
        parts = [p for p in re.split(r"(?<=[.?!])\s+", text.strip()) if p]
        if len(parts) >= 2 and parts[-1].endswith("?"):
            parts.insert(rng.randint(0, len(parts) - 1), f"The store has {rng.randint(2, 30)} {rng.choice(DISTRACT)}.")
            text = " ".join(parts)
    elif rng.random() < 0.25:
        import re
        parts = [p for p in re.split(r"(?<=[.?!])\s+", text.strip()) if p]
        if len(parts) >= 2 and parts[-1].endswith("?"):
            k = rng.randint(0, len(parts) - 1)
            parts.insert(k, distractor(rng, set(re.findall(r"[A-Z][a-z]+", text))))
            text = " ".join(parts)
    return name, text, (Fraction(gold) if gold is not None else None)


def meta(seed: int, listing: str) -> None:
    """Metamorphic variants of the fresh c–j rows v22 newly reads (the `-> right` lines of a freshdiff cmp
    listing): each name swapped for an unused one of the same gender and for one of either gender, neighbouring
    plain holdings swapped, the told numbers changed with the gold recomputed by the row's own arithmetic
    (red team 10's helpers, bench/redteam_v22.py)."""
    import re
    sys.path.insert(0, str(ROOT / "bench"))
    import redteam_v22 as r10
    from core.packs import load_pack
    from domain.reader import read
    from domain.reader.results import Solved
    import json
    pack = load_pack()
    names = {e["word"]: e["gender"] for e in json.loads(
        (ROOT / "core/data/packs/en_base_v1.json").read_text())["names"]}
    rng = random.Random(seed)
    counts: Counter = Counter()
    for line in Path(listing).read_text().splitlines():
        m = re.match(r"(\S+?):(\S+): .* -> right S:(\S+) \| (.*)$", line)
        if not m:
            continue
        key, gold, text = m.group(2), Fraction(m.group(3)), m.group(4)
        variants = [(k, t, gold) for k, t in r10._order_swaps(text)]
        parts = [p for p in re.split(r"(?<=[.?!])\s+", text.strip()) if p]
        for i in range(len(parts) - 2):  # two neighbouring statements of different subjects, no pronoun or time
            a, b = parts[i], parts[i + 1]
            words = set(re.findall(r"[a-z]+", (a + " " + b).lower()))
            if a.split()[0] != b.split()[0] and not words & r10._STOP and not a.endswith("?") \
                    and not b.endswith("?"):
                variants.append(("order2", " ".join(parts[:i] + [b, a] + parts[i + 2:]), gold))
        for n in sorted(set(re.findall(r"\b[A-Z][a-z]+\b", text))):  # every pack name of one gender
            g = names.get(n)
            if g not in ("m", "f"):
                continue
            same = next(e for e in (MALE if g == "m" else FEMALE) + (r10._SWAP_M if g == "m" else r10._SWAP_F)
                        if e not in text)
            variants.append(("name", re.sub(rf"\b{n}\b", same, text), gold))
            new = next(e for e in EITHER if e not in text)  # a name of either gender in its place
            variants.append(("either", re.sub(rf"\b{n}\b", new, text), gold))
        variants += r10._renumbered(text, gold, rng)
        for kind, t, g in variants:
            r = read(t, pack)
            counts[kind] += 1
            if isinstance(r, Solved):
                ok = Fraction(r.answer) == g
                counts[kind + ("_same" if ok else "_DIFF")] += 1
                if not ok:
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
    ap.add_argument("--family", default="")
    ap.add_argument("--meta", default="", help="a freshdiff cmp listing: metamorphic variants of its new rows")
    args = ap.parse_args()
    if args.meta:
        meta(args.seed, args.meta)
        return 0
    pack = load_pack()
    rng = random.Random(args.seed)
    counts: Counter = Counter()
    fam: Counter = Counter()
    found = []
    for _ in range(args.n):
        name, text, gold = generate(rng, args.family)
        try:
            r = read(text, pack)
        except Exception as exc:  # noqa: BLE001 — a crash is a finding
            counts["crash"] += 1
            found.append(f"CRASH {name} {exc!r} | {text}")
            continue
        if isinstance(r, Solved):
            if gold is not None and Fraction(r.answer) == gold:
                counts["right"] += 1
                fam[name, "right"] += 1
            else:
                counts["wrong"] += 1
                fam[name, "wrong"] += 1
                found.append(f"WRONG {name} gold={gold} answer={r.answer} | {text}")
        else:
            key = "refused" if gold is not None else "mustref"
            counts[key] += 1
            fam[name, key] += 1
    for line in found[:60]:
        print(line)
    if args.out:
        Path(args.out).write_text("\n".join(found) + "\n")
    print(f"n={args.n} seed={args.seed} " + " ".join(f"{k}={v}" for k, v in sorted(counts.items())))
    for name in sorted(FAMILIES):
        print(f"  {name}: right {fam[name, 'right']} wrong {fam[name, 'wrong']} refused {fam[name, 'refused']} "
              f"must-refuse {fam[name, 'mustref']}")
    return 1 if counts["wrong"] or counts["crash"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
