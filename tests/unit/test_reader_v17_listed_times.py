"""Reader v17 (ADR 0370): times listed one per object in one clause are summed only when they cannot hold one
another, as the same times told in two sentences (listed_times.py; time_overlaps.may_count_twice)."""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # two days told apart: 12 + 9
    ("two-days", "Sam picked 12 apples on Monday and 9 apples on Tuesday. How many apples did he pick?", "21",
     "apples"),
    # last month and this month never meet: 37 + 22
    ("two-months", "Sam ate 37 apples this month and 22 apples last month. How many apples did he eat?", "59",
     "apples"),
    # a time over the whole list frames both meals: 7 + 8
    ("framed-meals", "A restaurant served 7 pizzas during lunch and 8 during dinner today. How many pizzas were "
     "served?", "15", "pizzas"),
]

REFUSED = [
    # today may be a day of this week: 59 or 37? (v16: 59)
    ("week-today", "Sam ate 37 apples this week and 22 apples today. How many apples did he eat?",
     "ambiguous_reference"),
    ("week-month", "Sam ate 37 apples this week and 22 apples this month. How many apples did he eat?",
     "ambiguous_reference"),
    # the two-sentence form refused already (ADR 0239)
    ("week-today-sentences", "Sam ate 37 apples this week. He ate 22 apples today. How many apples did he eat?",
     "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
