"""A day's rate asked over weeks, a week's over days, by the pack's time units (days_in_weeks.py, ADR 0453).

``… a|an|per day`` asked ``in M weeks`` reads as ``in 7M days`` (the pack: a week is 10080 minutes, a day 1440);
``… a|per|each|every week`` asked ``in D days`` (D a whole number of weeks) as ``in D/7 weeks``. Pay earned and time
spent ``a day`` (a working day), days that are no whole weeks, months and years, a rate told in the past asked of
the future, a second rate or another time word still refuse. Answers below are worked by hand; the last test is a
sample of the probe generator (golds computed here).
"""
from __future__ import annotations

import random
from fractions import Fraction

from reader_checks import refused_cases, solved_cases, wrong_in_sample

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 8 × 7 = 56 (fresh-d-b071)
    ("drinks-a-day-week", "Jo drinks 8 glasses of water a day. How many glasses of water does she drink in a week?",
     "56", "glasses"),
    # 21 days = 3 weeks: 4 × 3 = 12 (fresh-d-d025)
    ("week-rate-21-days", "Sam reads 4 books a week. How many books does he read in 21 days?", "12", "books"),
    # 2 × 14 = 28 (fresh-d-d026)
    ("a-day-2-weeks", "Sam reads 2 books a day. How many books does he read in 2 weeks?", "28", "books"),
    # $5 × 7 = $35 (fresh-d-d080)
    ("saves-a-day-week", "Tom saves $5 a day. How much does he save in a week?", "35", "dollars"),
    # 35 × 7 = 245 (fresh-d-e066)
    ("shop-sells-week", "A shop sells 35 cakes a day. How many cakes does it sell in a week?", "245", "cakes"),
    # 3 × 21 = 63
    ("per-day-3-weeks", "Ann collects 3 stamps per day. How many stamps will she collect in 3 weeks?", "63", "stamps"),
    # 28 days = 4 weeks: $6 × 4 = $24
    ("week-money-28-days", "Ann saves $6 a week. How much money does she save in 28 days?", "24", "dollars"),
    # 2 × 7 = 14
    ("one-week", "Sam reads 2 books a day. How many books does he read in 1 week?", "14", "books"),
]

REFUSED = [
    # 10 days are no whole weeks
    ("week-10-days", "Sam reads 4 books a week. How many books does he read in 10 days?", "unknown_quantity"),
    # pay by the working day
    ("earns-a-day", "Sam earns $80 a day. How much does he earn in a week?", "unknown_quantity"),
    ("makes-money-a-day", "Sam makes $50 a day. How much does he make in a week?", "unknown_quantity"),
    # time spent a day
    ("minutes-a-day", "Nora practices piano 45 minutes a day. How many minutes does she practice in a week?", None),
    # told in the past, asked of the future
    ("past-rate-future", "Sam read 2 books a day. How many books will he read in 2 weeks?", None),
    # another time word
    ("monday-too", "Sam reads 2 books a day. On Monday he reads 3 books. How many books does he read in 2 weeks?",
     None),
    # two rates
    ("two-rates", "Sam reads 2 books a day. Ann reads 3 books a day. How many books does he read in 2 weeks?", None),
    # months and years are no pack units
    ("month-years", "Tom saves $5 a month. How much does he save in 2 years?", None),
    ("week-year", "Tom saves $5 a week. How much does he save in a year?", None),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)

_VERBS = [("drinks", "drink", "glasses of water"), ("reads", "read", "books"), ("sells", "sell", "cakes"),
          ("bakes", "bake", "cookies"), ("collects", "collect", "stamps"), ("earns", "earn", None),
          ("saves", "save", None)]


def _make(rng: random.Random):
    v3, vb, things = rng.choice(_VERBS)
    r = rng.randint(1, 30)
    per = rng.choice(["a", "per", "every", "each"])
    period = rng.choice(["day", "week"])
    amount = f"${r}" if things is None else f"{r} {things}"
    span = rng.choice(["a week", "2 weeks", "3 weeks", "7 days", "14 days", "10 days", "5 days"])
    days = 7 if span == "a week" else int(span.split()[0]) * (7 if "week" in span else 1)
    head = "How much" if things is None else f"How many {things}"
    text = f"Ann {v3} {amount} {per} {period}. {head} does she {vb} in {span}?"
    size = 1 if period == "day" else 7
    gold = Fraction(r * days, size) if days % size == 0 else None
    across = (period == "day") != ("days" in span)
    if v3 == "earns" and across and not (period == "day" and per in ("every", "each")):
        gold = None  # a working day: pay "a day" is not read across periods ("every day" is, weeks_of_days.py)
    return text, gold


def test_sample_has_no_wrong_answer():
    assert wrong_in_sample(_make, 4530, 300, PACK) == []
