"""Rates told of a thing, not a person (thing_trips.py, thing_rates.py, clock_spans.py; ADR 0425).

``A car travels 60 miles per hour. How far does it travel in 4 hours?`` (a thing as the one traveller of travel.py,
a present speed asked with ``does … in T``, ``D in T``), ``A dog eats 5 cups of food each day. How many cups does
the dog eat in a week?`` (a thing as the subject of a rate clause) and ``… 20 toys an hour. … in 3 hours and 30
minutes?`` (a span in other clock units re-spelled in the rate's own). Every answer below is worked by hand; the
must-refuse neighbours are what the words leave open (two things ``it`` could be, he/she for a thing, another
verb asked, a speed that changes, a day's rate over weeks or an hour's over days, a fractional count). The last
test reads a small sample of the generator that probed the forms with many more.
"""
from __future__ import annotations

from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # v20 (ADR 0453, days_in_weeks.py): 5 × 7 = 35
    ("a-day-week", "A dog eats 5 cups of food a day. How many cups of food does it eat in a week?", "35", "cups"),
    # 60 × 4 = 240
    ("car-per-hour", "A car travels 60 miles per hour. How far does it travel in 4 hours?", "240", "miles"),
    # 60 × 2 = 120
    ("train-in-one-hour", "A train travels 60 miles in one hour. How many miles does it travel in 2 hours?", "120",
     "miles"),
    # 600 ÷ 2 × 1 = 300
    ("plane-in-two-hours", "A plane flies 600 miles in 2 hours. How many miles does it fly in one hour?", "300",
     "miles"),
    # 64 ÷ 2 = 32
    ("the-train-asked", "A train travels 64 miles in 2 hours. How many miles does the train travel in 1 hour?", "32",
     "miles"),
    # 32 × 4 = 128
    ("each-hour", "A train travels 32 miles each hour. How far does it travel in 4 hours?", "128", "miles"),
    # 50 × 3 = 150
    ("at-speed", "A car travels at 50 miles per hour. How far does it travel in 3 hours?", "150", "miles"),
    # 3 × 4 = 12
    ("snail-minutes", "A snail crawls 3 inches each minute. How many inches does it crawl in 4 minutes?", "12",
     "inches"),
    # 30 × 20/60 = 10
    ("minutes-of-hour", "A bus travels 30 miles an hour. How many miles will the bus travel in 20 minutes?", "10",
     "miles"),
    # 3 × 90/60 = 4.5 (a person, the present asked with does)
    ("person-does", "Sam walks 3 miles an hour. How far does he walk in 90 minutes?", "4.5", "miles"),
    # 60 ÷ 2 = 30 (a person's distance in a time)
    ("person-d-in-t", "Sam drove 60 miles in 2 hours. How fast did he drive?", "30"),
    # 5 × 7 = 35 (each day over a week)
    ("dog-each-day-week", "A dog eats 5 cups of food each day. How many cups of food does the dog eat in a week?",
     "35", "cups"),
    # 3 × 7 = 21
    ("plant-weeks", "A plant grows 3 centimeters each week. How many centimeters does it grow in 7 weeks?", "21",
     "centimeters"),
    # 5 × 3 = 15
    ("tree-days", "A tree loses 5 leaves a day. How many leaves does it lose in 3 days?", "15", "leaves"),
    # 20 × 3.5 = 70
    ("hours-and-minutes", "A machine makes 20 toys an hour. How many toys does it make in 3 hours and 30 minutes?",
     "70", "toys"),
    # 10 × 30/60 = 5
    ("person-half-hour", "Sam earns $10 an hour. How much does he earn in 30 minutes?", "5"),
    # 40 × 120 = 4800
    ("minute-rate-hours", "Sam types 40 words a minute. How many words does he type in 2 hours?", "4800", "words"),
    # 150 ÷ 50 = 3
    ("take-to-travel", "A car travels at 50 miles per hour. How many hours does it take to travel 150 miles?", "3",
     "hours"),
    # 100 ÷ 20 = 5
    ("take-the-thing", "A machine makes 20 toys an hour. How many hours will it take the machine to make 100 toys?",
     "5", "hours"),
    # 12 ÷ 3 = 4 (a person at a speed)
    ("person-at-take", "Sam walks at 3 miles an hour. How many hours does it take him to walk 12 miles?", "4", "hours"),
]

REFUSED = [
    ("two-things-it", "A car travels 30 miles an hour. A bus travels 40 miles an hour. How far does it travel in 2 "
     "hours?"),
    ("he-for-thing", "A car travels 30 miles an hour. How far does he travel in 2 hours?"),
    ("other-verb", "A car travels 30 miles an hour. How far does it fly in 2 hours?"),
    ("speed-changes", "A car travels 30 miles an hour. It travels 40 miles an hour. How far does it travel in 2 "
     "hours?"),
    ("person-beside", "A car travels 30 miles an hour. Tom travels 40 miles an hour. How far does it travel in 2 "
     "hours?"),
    ("to-a-place", "A car travels 30 miles an hour to Tom's house. How far does it travel in 2 hours?"),
    ("hours-over-days", "A car travels 30 miles an hour. How far does it travel in 2 days?"),
    ("a-day-over-weeks", "A car travels 300 miles a day. How far does it travel in 2 weeks?"),
    ("repeating", "A car travels 10 miles in 3 hours. How far does it travel in 1 hour?"),
    ("past-asked-now", "A car traveled 30 miles an hour. How far does it travel in 2 hours?"),
    ("did-in-span", "A car travels 30 miles an hour. How far did it travel in 2 hours?"),
    ("other-thing-asked", "A car travels 30 miles an hour. How far does the bus travel in 2 hours?"),
    ("fraction-of-toys", "A machine makes 20 toys an hour. How many toys does it make in 10 minutes?"),
    ("half-a-bone", "A dog eats 5 bones an hour. How many bones does it eat in 30 minutes?"),
    ("hour-rate-day", "A machine makes 20 toys an hour. How many toys does it make in 2 days?"),
    # v20 (ADR 0453): "a day … in a week" reads now (SOLVED); 10 days are no whole weeks of a week's rate
    ("a-day-week", "A dog eats 5 cups of food a week. How many cups of food does it eat in 10 days?"),
    ("two-animals", "A dog eats 5 cups of food a day. A cat eats 2 cups of food a day. How many cups of food does it "
     "eat in 3 days?"),
    ("counted-kind", "A dog eats 5 cups of food a day. How many cups of food do 3 dogs eat in 3 days?"),
    ("dogs-owned", "A dog eats 5 cups of food a day. Sam has 3 dogs. How many cups of food does it eat in 3 days?"),
    ("animal-past-now", "A dog ate 5 cups of food a day. How many cups of food does it eat in 3 days?"),
    ("animal-other-verb", "A dog eats 5 cups of food a day. How many cups of food does it drink in 3 days?"),
    ("animal-he", "A dog eats 5 cups of food a day. How many cups of food does he eat in 3 days?"),
    ("bad-clock", "Sam makes 20 toys an hour. How many toys does he make in 1 hour and 75 minutes?"),
    ("take-him-thing", "A car travels 50 miles per hour. How many hours will it take him to travel 150 miles?"),
    ("take-other-thing", "A car travels 50 miles per hour. How many hours will it take the bus to travel 150 miles?"),
    ("take-other-period", "A car travels 50 miles per hour. How many minutes will it take to travel 150 miles?"),
    ("take-part-period", "A machine makes 20 toys an hour. How many hours will it take to make 90 toys?"),
    ("take-person-no-object", "Sam walks at 3 miles an hour. How many hours does it take to walk 12 miles?"),
    ("take-past-rate", "A car traveled 50 miles per hour. How many hours will it take to travel 150 miles?"),
    ("other-time-told", "Sam makes 20 toys an hour. On Monday he makes 5 toys. How many toys does he make in 90 "
     "minutes?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

_THINGS = ["car", "train", "plane", "bus", "truck", "boat", "snail", "ship", "turtle"]
_VERBS = [("travels", "travel"), ("flies", "fly"), ("sails", "sail"), ("crawls", "crawl"), ("swims", "swim")]
_LENGTHS = [("mile", "miles"), ("kilometer", "kilometers"), ("foot", "feet"), ("yard", "yards")]
_CLOCK = {"hour": ("hours", 3600), "minute": ("minutes", 60), "second": ("seconds", 1)}
_ANIMALS = ["dog", "cat", "hen", "cow", "goat", "rabbit"]
_FOOD = [("cups", " of food"), ("bones", ""), ("carrots", ""), ("pounds", " of meat")]


def _art(word: str) -> str:
    return "An" if word[0] in "aeiou" else "A"


def _span(rng, unit: str, n: int) -> str:
    return f"{n} {unit if n == 1 else _CLOCK[unit][0]}"


def _trip(rng):
    thing, (v3, vb) = rng.choice(_THINGS), rng.choice(_VERBS)
    sg, pl = rng.choice(_LENGTHS)
    tu = rng.choice(["hour", "minute"])
    r = Fraction(rng.choice([2, 3, 5, 8, 12, 20, 30, 45, 60, 64]))
    shape = rng.randrange(4)
    if shape == 0:
        first = f"{_art(thing)} {thing} {v3} {r} {pl} per {tu}."
    elif shape == 1:
        first = f"{_art(thing)} {thing} {v3} {r} {pl} each {tu}."
    elif shape == 2:
        first = f"{_art(thing)} {thing} {v3} {r} {pl} in one {tu}."
    else:
        t = rng.choice([2, 3, 4])
        first = f"{_art(thing)} {thing} {v3} {r * t} {pl} in {t} {_CLOCK[tu][0]}."
    qu, qn = rng.choice(["hour", "minute", "second"]), rng.choice([1, 2, 3, 4, 10, 20, 30, 90])
    who = rng.choice(["it", f"the {thing}"])
    aux = rng.choice(["does", "will", "can"])
    gold = r * qn * _CLOCK[qu][1] / _CLOCK[tu][1]
    near = rng.random()
    middle = ""
    if near < 0.1:
        who, gold = rng.choice(["he", "she"]), None
    elif near < 0.2:
        other = rng.choice([t for t in _THINGS if t != thing])
        middle, gold = f" {_art(other)} {other} {v3} {r + 5} {pl} per {tu}.", (None if who == "it" else gold)
    elif near < 0.3:
        middle, gold = f" It {v3} {r + 3} {pl} per {tu}.", None
    elif near < 0.35:
        aux, gold = "did", None
    d = gold.denominator if gold is not None else 1
    while d % 2 == 0:
        d //= 2
    while d % 5 == 0:
        d //= 5
    if d != 1:
        gold = None  # no decimal states it: the reader never rounds
    head = rng.choice(["How far", f"How many {pl}"])
    return f"{first}{middle} {head} {aux} {who} {vb} in {_span(rng, qu, qn)}?", gold


def _eats(rng):
    animal = rng.choice(_ANIMALS)
    pl, of = rng.choice(_FOOD)
    r = rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 30])
    unit = "cup" if pl == "cups" else "bone" if pl == "bones" else "carrot" if pl == "carrots" else "pound"
    per, period = rng.choice([("a", "day"), ("each", "day"), ("every", "day"), ("each", "week"), ("an", "hour"),
                              ("per", "minute")])
    first = f"{_art(animal)} {animal} eats {r} {unit if r == 1 else pl}{of} {per} {period}."
    qu = rng.choice(["day", "week", "hour", "minute", "mixed"])
    days = {"day": 1, "week": 7}
    if qu == "mixed":
        h, m = rng.choice([1, 2, 3]), rng.choice([10, 15, 30, 45])
        span, secs = f"{h} hour{'s' if h > 1 else ''} and {m} minutes", h * 3600 + m * 60
    else:
        n = rng.choice([1, 2, 3, 4, 5, 7, 10, 14, 30, 90])
        word = qu if n == 1 else (qu + "s")
        span, secs = f"{n} {word}", None
    gold = None
    if qu == "mixed" and period in _CLOCK:
        gold = Fraction(r * secs, _CLOCK[period][1])
    elif qu in _CLOCK and period in _CLOCK:
        gold = Fraction(r * n * _CLOCK[qu][1], _CLOCK[period][1])
    elif qu in days and period in days:  # v20 (ADR 0453): "a day" over weeks reads as every day
        gold = Fraction(r * n * days[qu], days[period])
    if gold is not None and gold.denominator != 1:
        gold = None
    who = rng.choice(["it", f"the {animal}"])
    verb = "eat"
    if rng.random() < 0.1:
        verb, gold = "drink", None
    return f"{first} How many {pl} does {who} {verb} in {span}?", gold


def _make(rng):
    return _trip(rng) if rng.random() < 0.5 else _eats(rng)


def test_generated_sample_has_no_wrong_answer():
    assert wrong_in_sample(_make, 425, 300, PACK) == []
