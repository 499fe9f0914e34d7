"""Reader v19 (ADR 0434): things taken out of the one told container, and ``gave out`` as ``gave away``.

1. ``A box had 50 crayons. Pedro took out 23 crayons.``: out of the one thing holding crayons (the taker's gain from
   it, as ``took 23 crayons out of the box`` reads); ``Sue has 42 marbles in a jar. She takes out 15 marbles.``: out
   of her jar, asked only of the jar (taken_out.py).
2. ``It gave out 175 pencils in September.``: the ``away`` partner of the verb, no recipient after (away_particles.py).
3. ``A building has 8 floors. … How many windows does the building have?``: the question names the one container a
   rate told (one_container.py).
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # --- taken_out.py, the one thing holding them ---
    # 50 − 23 = 27 ("A box" settled as the one box, one_container.py)
    ("box-took-out", "A box had 50 crayons. Pedro took out 23 crayons. How many crayons are in the box now?", "27"),
    # 50 − 23 = 27 (told "the box" outright)
    ("the-box-took-out", "The box had 50 crayons. Pedro took out 23 crayons. How many crayons are in the box now?",
     "27"),
    # 50 − 23 = 27 (there-form holding)
    ("there-took-out", "There are 50 crayons in the box. Pedro takes out 23 crayons. How many crayons are in the box "
     "now?", "27"),
    # 23 taken, as asked
    ("took-asked-event", "A box had 50 crayons. Pedro took out 23 crayons. How many crayons did Pedro take?", "23"),
    # --- taken_out.py, the taker's own things in one container ---
    # 42 − 15 + 8 = 35
    ("jar-out-in", "Sue has 42 marbles in a jar. She takes out 15 marbles and puts in 8 marbles. How many marbles "
     "are in the jar now?", "35"),
    # 650 − 120 + 75 = 605
    ("bank-out-in", "Quentin had 650 dollars in the bank. He took out 120 dollars and then put in 75 dollars. How "
     "much money is in the bank now?", "605"),
    # 42 − 15 = 27
    ("jar-out", "Sue has 42 marbles in a jar. She takes out 15 marbles. How many marbles are in the jar now?", "27"),
    # --- away_particles.py ---
    # 300 − 175 = 125
    ("gave-out-left", "A school bought 300 pencils. It gave out 175 pencils in September. How many pencils are left?",
     "125"),
    # 30 − 12 = 18
    ("gave-out-have", "Sam had 30 pencils. He gave out 12 pencils. How many pencils does Sam have now?", "18"),
    # 30 − 12 = 18
    ("threw-out", "Sam had 30 apples. He threw out 12 apples. How many apples does Sam have now?", "18"),
    # --- one_container.py ---
    # 8 × 6 = 48
    ("building-windows", "A building has 8 floors. There are 6 windows on each floor. How many windows does the "
     "building have?", "48"),
    # 5 × 20 = 100
    ("bookcase-books", "A bookcase has 5 shelves. Each shelf has 20 books. How many books does the bookcase have?",
     "100"),
    # 8, told
    ("building-floors", "A building has 8 floors. Each floor has 6 windows. How many floors does the building have?",
     "8"),
    # 275 − 63 = 212: "lent out" is the pack's verb since v23 (ADR 0546), a loss of the lender's books
    ("lent-out", "A library had 275 books. It lent out 63 books. How many books are in the library now?", "212"),
]

REFUSED = [
    # no container told at all
    ("no-container", "Pedro took out 23 crayons. How many crayons are in the box now?"),
    # two containers: out of which?
    ("two-containers", "A box had 50 crayons and a bag had 10 crayons. Pedro took out 23 crayons. How many crayons "
     "are in the box now?"),
    # a person holds them: taking out of someone's things is not read
    ("person-holder", "Ann had 50 crayons. Pedro took out 23 crayons. How many crayons does Ann have now?"),
    ("person-unit-holder", "A teacher had 50 crayons. Pedro took out 23 crayons. How many crayons does the teacher "
     "have now?"),
    # the taker holds some too: the box's or his own?
    ("taker-holds-too", "A box had 50 crayons. Pedro had 5 crayons. Pedro took out 23 crayons. How many crayons are in "
     "the box now?"),
    # another kind than the box holds
    ("other-kind", "A box had 50 crayons. Pedro took out 23 pencils. How many crayons are in the box now?"),
    # each box (a rate), or one box among three
    ("each-box", "Each box has 50 crayons. Pedro took out 23 crayons. How many crayons are in the box now?"),
    ("three-boxes", "A box had 50 crayons. There are 3 boxes. Pedro took out 23 crayons. How many crayons are in the "
     "box now?"),
    # the taker's start is unknown
    ("ask-taker", "A box had 50 crayons. Pedro took out 23 crayons. How many crayons does Pedro have now?"),
    # more taken out than there were
    ("too-many", "A box had 20 crayons. Pedro took out 23 crayons. How many crayons are in the box now?"),
    # her own things taken out of her jar: asked of her, not of the jar (in her hands?)
    ("ask-sue", "Sue has 42 marbles in a jar. She takes out 15 marbles. How many marbles does Sue have?"),
    ("ask-in-all", "Sue has 42 marbles in a jar. She takes out 15 marbles. How many marbles are there in all?"),
    ("ask-left", "Sue has 42 marbles in a jar. She takes out 15 marbles. How many marbles are left?"),
    ("ask-other-place", "Sue has 42 marbles in a jar. She takes out 15 marbles. How many marbles are in the box now?"),
    # her marbles in no told place
    ("no-place", "Sue has 42 marbles. She takes out 15 marbles. How many marbles are in the jar now?"),
    # someone else's marbles in a box too
    ("two-people", "Sue has 42 marbles in a jar. Ann has 5 marbles in a box. Sue takes out 15 marbles. How many "
     "marbles are in the jar now?"),
    # a purpose after the object stays refused
    ("to-trade", "Gus had 18 stamps in his album. He took out 5 stamps to trade and put in 11 new ones. How many "
     "stamps are in his album now?"),
    # gave out to someone / to each: not read here
    ("gave-out-to", "Sam had 30 pencils. He gave out 12 pencils to Ann. How many pencils does Sam have now?"),
    ("gave-out-each", "Sam had 30 pencils. He gave out 12 pencils to each of 2 friends. How many pencils does Sam "
     "have now?"),
    # someone else gave out
    ("other-gave-out", "Sam had 30 pencils. Ann gave out 12 pencils. How many pencils does Sam have now?"),
    # one building among three, the buildings, a second rate for the building, people or animals inside
    ("three-buildings", "A building has 8 floors. There are 3 buildings. Each floor has 6 windows. How many windows "
     "does the building have?"),
    ("the-buildings", "A building has 8 floors. Each floor has 6 windows. How many windows do the buildings have?"),
    ("two-building-rates", "A building has 8 floors. Each floor has 6 windows. A building has 4 windows. How many "
     "windows does the building have?"),
    ("class-students", "A class has 20 students. Each student has 3 pens. How many pens does the class have?"),
    ("farm-cows", "A farm has 8 cows. Each cow has 4 legs. How many legs does the farm have?"),
    ("taken-from-bookcase", "A bookcase has 5 shelves. Each shelf has 20 books. Sam took 3 books. How many books does "
     "the bookcase have?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

_NAMES = [("Pedro", "he"), ("Sue", "she"), ("Ben", "he"), ("Mia", "she")]
_THINGS = ["crayons", "marbles", "pencils", "stamps", "toys", "cookies"]
_BOXES = ["box", "jar", "bag", "basket"]


def _contents_sample(rng):
    """One generated text and its gold (None: must refuse), worked out here, never by the reader."""
    name, pro = rng.choice(_NAMES)
    thing = rng.choice(_THINGS)
    box = rng.choice(_BOXES)
    n, k, m = rng.randint(10, 90), rng.randint(1, 40), rng.randint(1, 20)
    took = rng.choice(["took out", "takes out"])
    form = rng.randrange(8)
    if form >= 6:
        holder, parts, part, things = rng.choice([("building", "floors", "floor", "windows"),
                                                  ("bookcase", "shelves", "shelf", "books"),
                                                  ("train", "cars", "car", "seats")])
        rate = rng.choice([f"Each {part} has {m} {things}.", f"There are {m} {things} on each {part}."])
        text = f"A {holder} has {n} {parts}. {rate} How many {things} does the {holder} have?"
        if form == 7:
            return f"A {holder} has {n} {parts}. There are {k} {holder}s. {rate} How many {things} does the {holder} have?", None
        return text, n * m
    if form == 0:
        det = rng.choice(["A", "The"])
        text = f"{det} {box} had {n} {thing}. {name} {took} {k} {thing}. How many {thing} are in the {box} now?"
        return text, (n - k if k <= n else None)
    if form == 1:
        text = f"There are {n} {thing} in the {box}. {name} {took} {k} {thing}. How many {thing} are in the {box} now?"
        return text, (n - k if k <= n else None)
    if form == 2:
        text = (f"{name} has {n} {thing} in a {box}. {pro.capitalize()} {took} {k} {thing} and puts in {m} {thing}. "
                f"How many {thing} are in the {box} now?")
        return text, (n - k + m if k <= n else None)
    if form == 3:
        text = f"{name} has {n} {thing} in a {box}. {pro.capitalize()} {took} {k} {thing}. How many {thing} does {name} have?"
        return text, None
    if form == 4:
        other = rng.choice([b for b in _BOXES if b != box])
        text = (f"A {box} had {n} {thing} and a {other} had {m} {thing}. {name} {took} {k} {thing}. How many {thing} "
                f"are in the {box} now?")
        return text, None
    verb = rng.choice(["gave out", "threw out"])
    tail = rng.choice(["", " in September", " on Monday"])
    text = f"{name} had {n} {thing}. {pro.capitalize()} {verb} {k} {thing}{tail}. How many {thing} does {name} have now?"
    return text, (n - k if k <= n else None)


def test_contents_sample():
    assert wrong_in_sample(_contents_sample, 434, 300, PACK) == []
