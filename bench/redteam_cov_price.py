"""Self red team of the v14 cov-price forms (ADR 0282): generated probes with answers worked out here,
independently of the reader.

    PYTHONPATH=. python bench/redteam_cov_price.py [N per family] [seed] [-v]

(In bench/, not evals/: it loads the pack through core, which evals/ may not import; tests/unit/test_layering.py.)

Three families (prices and purchase questions; a fraction of a holding; ages), each with near misses mixed in:
a price of another thing, two prices, a price per pound, money held or a purchase told before a ``need``
question, a fraction of something not held or of two holders' things, a fraction that is not whole, ``half as
many … as``, pronouns that do not fit, ages that come out 0 or below, distractor sentences and swapped order.
A probe is *wrong* when the reader answers and the answer is not the expected one (or one is expected to refuse
and it answers). Prints the counts and the first wrong probes.
"""
from __future__ import annotations

import random
import sys
from fractions import Fraction

from core.packs import load_pack
from domain.reader import Solved, read

THINGS = [("apple", "apples"), ("pen", "pens"), ("pencil", "pencils"), ("kite", "kites"), ("book", "books"),
          ("cookie", "cookies"), ("marble", "marbles"), ("sticker", "stickers"), ("card", "cards"), ("toy", "toys"),
          ("orange", "oranges"), ("pear", "pears"), ("banana", "bananas"), ("crayon", "crayons"),
          ("muffin", "muffins"), ("ticket", "tickets"), ("doll", "dolls"), ("ball", "balls"), ("shirt", "shirts"),
          ("egg", "eggs"), ("flower", "flowers"), ("cupcake", "cupcakes"), ("notebook", "notebooks"),
          ("eraser", "erasers")]
FOODS = {"apple", "cookie", "orange", "pear", "banana", "muffin", "egg", "cupcake"}
CONTAINERS = [("pack", "packs"), ("box", "boxes"), ("bag", "bags"), ("jar", "jars"), ("carton", "cartons"),
              ("bottle", "bottles"), ("can", "cans")]
STUFF = ["gum", "juice", "water", "cereal", "crayons", "cards", "chips", "stickers", "cookies", "marbles"]
MALE = ["Tom", "Sam", "Adam", "Ben", "Jack", "Mike", "Paul", "Fred"]
FEMALE = ["Ann", "Mary", "Lisa", "Sara", "Emma", "Kate", "Jane", "Amy"]
PEOPLE_M = ["brother", "father", "uncle", "son", "cousin", "friend", "grandfather"]
PEOPLE_F = ["sister", "mother", "aunt", "daughter", "cousin", "friend", "grandmother"]


def money(rng) -> tuple[str, Fraction, bool]:
    """A price as written, its value, and whether it is in cents."""
    k = rng.randrange(5)
    if k == 0:
        c = rng.choice([5, 10, 25, 40, 50, 75, 90])
        return f"{c} cents", Fraction(c), True
    if k == 1:
        d = rng.randrange(1, 30)
        return f"{d} dollars", Fraction(d), False
    if k == 2:
        d = Fraction(rng.randrange(101, 2000), 100)
        return f"${float(d):.2f}", d, False
    d = rng.randrange(1, 50)
    return f"${d}", Fraction(d), False


def fmt(v: Fraction) -> str:
    return str(v.numerator) if v.denominator == 1 else str(float(v))


# -- prices -------------------------------------------------------------------------------------------------------
def price_probe(rng):
    """(text, expected answer or None for must-refuse)."""
    container = rng.random() < 0.3
    if container:
        (sg, pl), stuff = rng.choice(CONTAINERS), rng.choice(STUFF)
        forms = [f"A {sg} of {stuff} costs {{P}}.", f"Each {sg} of {stuff} costs {{P}}.",
                 f"One {sg} of {stuff} costs {{P}}.", f"A {sg} of {stuff} is {{P}}.",
                 f"{pl.capitalize()} of {stuff} cost {{P}} each."]
        if stuff in ("gum", "juice", "water", "cereal"):
            forms.append(f"{stuff.capitalize()} costs {{P}} per {sg}.")
        else:
            forms.append(f"{stuff.capitalize()} cost {{P}} per {sg}.")
    else:
        sg, pl = rng.choice(THINGS)
        stuff = None
        forms = [f"A{'n' if sg[0] in 'aeiou' else ''} {sg} costs {{P}}.", f"One {sg} costs {{P}}.",
                 f"Each {sg} costs {{P}}.", f"{pl.capitalize()} cost {{P}} each.", f"{pl.capitalize()} are {{P}} each.",
                 f"The {pl} were {{P}} each.", f"{pl.capitalize()} cost {{P}} per {sg}."]
    written, value, cents = money(rng)
    stmt = rng.choice(forms).replace("{P}", written)
    n = rng.randrange(1, 40)
    expected_ok = True
    asked_sg, asked_pl = sg, pl
    asked_stuff = stuff
    r = rng.random()
    if r < 0.12:  # a different thing asked
        other = rng.choice([t for t in THINGS if t[0] != sg] + [c for c in CONTAINERS if c[0] != sg])
        asked_sg, asked_pl = other
        asked_stuff = None
        expected_ok = False
    elif r < 0.2 and container:  # the same container, other things inside
        asked_stuff = rng.choice([s for s in STUFF if s != stuff])
        expected_ok = False
    elif r < 0.3 and container:  # the container asked with its things named
        asked_stuff = stuff
    elif container:
        asked_stuff = None
    noun = asked_sg if n == 1 else asked_pl
    phrase = f"{n} {noun}" + (f" of {asked_stuff}" if asked_stuff else "")
    name = rng.choice(MALE + FEMALE)
    pron = "he" if name in MALE else "she"
    questions = [f"How much do {phrase} cost?" if n != 1 else f"How much does {phrase} cost?",
                 f"How much would {phrase} cost?", f"How much will {phrase} cost?",
                 f"How much money does {name} need to buy {phrase}?", f"How much money would {pron} need to buy {phrase}?",
                 f"How much would it cost to buy {phrase}?", f"How much does it cost to buy {phrase}?",
                 f"How much did {name} spend on {phrase}?"]
    qi = rng.randrange(len(questions))
    q = questions[qi]
    sentences = [stmt]
    r2 = rng.random()
    need_like = qi >= 3
    if r2 < 0.15:  # a second price of another thing
        o_sg, o_pl = rng.choice([t for t in THINGS if t[0] not in (sg, asked_sg)])
        w2, _, c2 = money(rng)
        sentences.append(f"Each {o_sg} costs {w2}.")
        if c2 != cents:
            expected_ok = False if expected_ok else expected_ok  # two money units: may refuse; checked below
            mixed = True
        else:
            mixed = False
    else:
        mixed = False
    if 0.15 <= r2 < 0.25:  # a second price of the same thing
        w2, v2, c2 = money(rng)
        if v2 != value or c2 != cents:
            sentences.append(f"Each {sg} costs {w2}." if not container else f"A {sg} of {stuff} costs {w2}.")
            expected_ok = False
    if 0.25 <= r2 < 0.33:  # money held
        sentences.insert(0, f"{name} has ${rng.randrange(1, 100)}.")
        if need_like:
            expected_ok = False
    if 0.33 <= r2 < 0.4:  # a purchase told before
        m = rng.randrange(2, 9)
        sentences.insert(0, f"{name} bought {m} {pl if not container else pl + ' of ' + stuff}.")
        if need_like:
            expected_ok = False
    if 0.4 <= r2 < 0.45:  # a price per pound
        sentences = [f"{pl.capitalize()} cost {written} per pound."]
        expected_ok = False
    if rng.random() < 0.3:
        rng.shuffle(sentences)
    text = " ".join(sentences + [q])
    if not expected_ok:
        return text, None, "refuse"
    total = value * n
    return text, fmt(total), ("cents" if cents else "dollars")


# -- a fraction of a holding ----------------------------------------------------------------------------------------
FRACTIONS = [("half", Fraction(1, 2)), ("a half", Fraction(1, 2)), ("one half", Fraction(1, 2)),
             ("a third", Fraction(1, 3)), ("one third", Fraction(1, 3)), ("a quarter", Fraction(1, 4)),
             ("one quarter", Fraction(1, 4)), ("a fourth", Fraction(1, 4)), ("one fourth", Fraction(1, 4)),
             ("a fifth", Fraction(1, 5)), ("two thirds", Fraction(2, 3)), ("three quarters", Fraction(3, 4)),
             ("three fourths", Fraction(3, 4)), ("two fifths", Fraction(2, 5))]


def fraction_probe(rng):
    sg, pl = rng.choice(THINGS)
    a = rng.choice(MALE + FEMALE)
    b = rng.choice([x for x in MALE + FEMALE if x != a])
    pa = "he" if a in MALE else "she"
    poss = "his" if a in MALE else "her"
    h = rng.randrange(1, 61)
    fw, f = rng.choice(FRACTIONS)
    sentences = [f"{a} had {h} {pl}."]
    cur = Fraction(h)
    must_refuse = False
    lost_before = 0
    b_start = None
    if rng.random() < 0.25:
        b_start = rng.randrange(1, 30)
        sentences.append(f"{b} had {b_start} {pl}.")
    if rng.random() < 0.25:
        k = rng.randrange(1, 10)
        if rng.random() < 0.5:
            sentences.append(f"{pa.capitalize()} found {k} more {pl}.")
            cur += k
        else:
            sentences.append(f"{pa.capitalize()} lost {k} {pl}.")
            lost_before = k
            cur -= k
            if cur < 0:
                must_refuse = True
    verbs = ["lost", "sold", "gave"] + (["ate"] if sg in FOODS else [])
    verb = rng.choice(verbs)
    objs = ["them", f"{poss} {pl}", f"the {pl}"]
    obj = rng.choice(objs)
    of = "" if fw == "half" and obj != "them" and rng.random() < 0.4 else " of"
    subj = rng.choice([pa.capitalize(), a])
    actor_is_a = True
    near = rng.random()
    if near < 0.08:  # a fraction of something not held
        other_sg, other_pl = rng.choice([t for t in THINGS if t[0] != sg])
        obj = f"the {other_pl}"
        must_refuse = True
    elif near < 0.14 and b_start is None:  # b eats half of them while a holds them (others' part: a loses)
        subj = b
        actor_is_a = False
        obj = "them"
    to = f" to {b}" if verb == "gave" else ""
    if verb == "gave" and rng.random() < 0.3 and actor_is_a:
        sentences.append(f"{subj} gave {b} {fw}{of} {obj}.")
    else:
        sentences.append(f"{subj} {verb} {fw}{of} {obj}{to}.")
    part = cur * f
    if part.denominator != 1:
        must_refuse = True
    after_a = cur - part
    extra = 0
    if rng.random() < 0.2:
        extra = rng.randrange(1, 10)
        sentences.append(f"{a} bought {extra} more {pl}.")
    if b_start is not None and obj == "them":
        must_refuse = True  # "them": whose?
    qk = rng.randrange(4)
    if qk == 0:
        q = f"How many {pl} does {a} have{rng.choice(['', ' left', ' now'])}?"
        exp = after_a + extra
    elif qk == 1 and actor_is_a and verb != "gave":
        vq = {"lost": "lose", "sold": "sell", "ate": "eat"}[verb]
        q = f"How many {pl} did {a} {vq}?"
        exp = part + (lost_before if verb == "lost" else 0)  # an event question counts every loss told
    elif qk == 2 and verb == "gave" and actor_is_a:
        q = f"How many {pl} does {b} have?"
        if b_start is None:
            must_refuse = True  # b's start never told
            exp = None
        else:
            exp = b_start + part
    else:
        q = f"How many {pl} does {a} have?"
        exp = after_a + extra
    if not actor_is_a and verb == "gave":
        must_refuse = True
    text = " ".join(sentences + [q])
    if must_refuse or exp is None:
        return text, None, "refuse"
    return text, fmt(exp), pl


def half_as_many_probe(rng):
    sg, pl = rng.choice(THINGS)
    a, b = rng.sample(MALE + FEMALE, 2)
    h = rng.randrange(1, 61)
    fw, f = rng.choice([("half", Fraction(1, 2)), ("twice", Fraction(2)), ("three times", Fraction(3))])
    text = f"{a} has {h} {pl}. {b} has {fw} as many {pl} as {a}. How many {pl} does {b} have?"
    v = h * f
    if v.denominator != 1:
        return text, None, "either_int"
    return text, fmt(v), pl


def story_probe(rng):
    """A story of two holders (a man and a woman, so he/she is never ambiguous) of two kinds of things, with
    gains, losses, givings and fractions of a holding (``his <things>``, named owner) in any order; the states
    are tracked here and the question asks one holding."""
    (sg, pl), (sg2, pl2) = rng.sample(THINGS, 2)
    a, b = rng.choice(MALE), rng.choice(FEMALE)
    state = {(a, pl): Fraction(rng.randrange(0, 60)), (b, pl): Fraction(rng.randrange(0, 60)),
             (a, pl2): Fraction(rng.randrange(0, 30))}
    sentences = [f"{a} had {int(state[(a, pl)])} {pl}.", f"{b} had {int(state[(b, pl)])} {pl}."]
    if rng.random() < 0.5:
        sentences.append(f"{a} also had {int(state[(a, pl2)])} {pl2}.")
    else:
        del state[(a, pl2)]
    bad = False
    for _ in range(rng.randrange(1, 4)):
        who, other = (a, b) if rng.random() < 0.6 else (b, a)
        pron, poss = ("He", "his") if who == a else ("She", "her")
        subj = rng.choice([who, pron])
        thing = pl if (who, pl2) not in state or rng.random() < 0.8 else pl2
        held = state[(who, thing)]
        k = rng.randrange(1, 12)
        op = rng.randrange(5)
        if op == 0:
            sentences.append(f"{subj} found {k} more {thing}.")
            state[(who, thing)] += k
        elif op == 1:
            sentences.append(f"{subj} lost {k} {thing}.")
            state[(who, thing)] -= k
        elif op == 2 and (other, thing) in state:
            sentences.append(f"{subj} gave {k} {thing} to {other}.")
            state[(who, thing)] -= k
            state[(other, thing)] += k
        else:
            fw, f = rng.choice(FRACTIONS)
            part = held * f
            if part.denominator != 1:
                bad = True
            if op == 3 or (other, thing) not in state:
                verb = rng.choice(["lost", "sold"])
                sentences.append(f"{subj} {verb} {fw} of {poss} {thing}.")
                state[(who, thing)] -= part
            else:
                sentences.append(f"{subj} gave {fw} of {poss} {thing} to {other}.")
                state[(who, thing)] -= part
                state[(other, thing)] += part
        if state[(who, thing)] < 0:
            bad = True
    key = rng.choice(sorted(state))
    q = f"How many {key[1]} does {key[0]} have{rng.choice(['', ' now', ' left'])}?"
    text = " ".join(sentences + [q])
    if bad:
        return text, None, "refuse"
    return text, fmt(state[key]), key[1]


# -- ages ----------------------------------------------------------------------------------------------------------
def age_probe(rng):
    a = rng.choice(MALE + FEMALE)
    g = "m" if a in MALE else "f"
    n = rng.randrange(1, 90)
    first = f"{a} is {n} years old."
    pron_poss = rng.choice(["his", "her"])
    use_pron = rng.random() < 0.6
    must_refuse = False
    if use_pron:
        person = rng.choice(PEOPLE_M + PEOPLE_F)
        b = f"{pron_poss.capitalize()} {person}"
        if (pron_poss == "his") != (g == "m"):
            must_refuse = True
        b_named = f"{a}'s {person}"
    else:
        bname = rng.choice([x for x in MALE + FEMALE if x != a])
        b, b_named, person = bname, bname, None
    kind = rng.randrange(3)
    if kind == 0:
        mw, k = rng.choice([("half", Fraction(1, 2)), ("twice", Fraction(2)), ("thrice", Fraction(3)),
                            ("3 times", Fraction(3)), ("4 times", Fraction(4)), ("5 times", Fraction(5))])
        whose = rng.choice(["his", "her", f"{a}'s"])
        if whose in ("his", "her") and (whose == "his") != (g == "m"):
            must_refuse = True
        second = f"{b} is {mw} {whose} age."
        value = n * k
        if value.denominator != 1:
            must_refuse = True
    elif kind == 1:
        d = rng.randrange(1, 40)
        older = rng.random() < 0.5
        ref = rng.choice(["him", "her", "he is", "she is", a, f"{a} is"])
        if ref.split()[0] in ("him", "he") and g != "m" or ref.split()[0] in ("her", "she") and g != "f":
            must_refuse = True
        second = f"{b} is {d} years {'older' if older else 'younger'} than {ref}."
        value = Fraction(n + d if older else n - d)
        if value <= 0:
            must_refuse = True
    else:
        mw, k = rng.choice([("half", Fraction(1, 2)), ("twice", Fraction(2)), ("3 times", Fraction(3))])
        ref = rng.choice(["he is", "she is", a])
        if ref in ("he is", "she is") and (ref == "he is") != (g == "m"):
            must_refuse = True
        second = f"{b} is {mw} as old as {ref}."
        value = n * k  # the v12 form keeps a half year (7 / 2 = 3.5)
    qk = rng.randrange(4)
    if qk == 0:
        q, exp = f"How old is {a}?", Fraction(n)
    elif qk == 1:
        q, exp = f"How old is {b_named}?", value
    elif qk == 2 and use_pron:
        qp = rng.choice(["his", "her"])
        q, exp = f"How old is {qp} {person}?", value
        if qp != pron_poss or kind == 2:
            must_refuse = True
    else:
        other = rng.choice([x for x in MALE + FEMALE if x != a and x != b])
        q, exp = f"How old is {other}?", None
        must_refuse = True
    sentences = [first, second]
    if rng.random() < 0.1:  # a distractor: outside the three-sentence form
        sentences.insert(1, f"{a} has {rng.randrange(1, 9)} apples.")
    text = " ".join(sentences + [q])
    if must_refuse or exp is None:
        return text, None, "refuse"
    return text, fmt(exp), "years"


def main() -> int:
    args = [a for a in sys.argv[1:] if a != "-v"]
    per = int(args[0]) if args else 7000
    seed = int(args[1]) if len(args) > 1 else 20261201
    rng = random.Random(seed)
    pack = load_pack()
    families = {"price": price_probe, "fraction": fraction_probe, "half_as_many": half_as_many_probe,
                "story": story_probe, "age": age_probe}
    counts = {}
    wrong = []
    refusals: dict[str, list] = {}
    seen = set()
    for name, gen in families.items():
        c = counts[name] = {"probes": 0, "solved": 0, "refused": 0, "wrong": 0, "answerable": 0,
                            "answerable_solved": 0}
        quota = per if name != "half_as_many" else per // 4
        while c["probes"] < quota:
            text, exp, unit = gen(rng)
            if text in seen:
                # a repeated text is still a probe of its own draw; keep it but count once
                continue
            seen.add(text)
            c["probes"] += 1
            r = read(text, pack)
            if exp is not None:
                c["answerable"] += 1
                c["answerable_solved"] += isinstance(r, Solved)
                if not isinstance(r, Solved) and len(refusals.setdefault(name, [])) < 400:
                    refusals[name].append((r.evidence.reason, r.evidence.detail[:60], text))
            if not isinstance(r, Solved):
                c["refused"] += 1
                continue
            c["solved"] += 1
            bad = False
            if exp is None:
                if unit == "either_int":
                    bad = Fraction(r.answer).denominator == 1 and False
                else:
                    bad = unit != "either"
            else:
                bad = Fraction(r.answer) != Fraction(exp) or (unit not in ("", None) and r.unit != unit)
            if unit == "either" and exp is None:
                bad = False
            if bad:
                c["wrong"] += 1
                wrong.append((name, text, exp, unit, r.answer, r.unit))
    total = sum(c["probes"] for c in counts.values())
    for name, c in counts.items():
        print(name, c)
    print("total probes", total, "wrong", len(wrong))
    for w in wrong[:40]:
        print("WRONG", w)
    if "-v" in sys.argv:
        from collections import Counter
        for name, rows in refusals.items():
            print(name, Counter((a, b) for a, b, _ in rows).most_common(8))
            for row in rows[:6]:
                print("   ", row)
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
