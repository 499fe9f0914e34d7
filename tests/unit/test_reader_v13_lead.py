"""Reader v13, lead (ADR 0268): events summed over two times counted from now that may hold one another refuse.

``Tom picked 80 apples this week. He picked 7 apples today. How many apples did he pick?`` answered 87, but the 7
picked today may be among the 80 of this week (ADR 0239 refused this only when the question named a time).
Every answer below is worked out by hand; the refusals are the pairs where one stretch of time, counted from
now, may hold the other.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # two days told apart by their count from now: 8 + 7 = 15
    ("yesterday-today", "Tom picked 8 apples yesterday. He picked 7 apples today. How many apples did he pick?",
     "15", "apples"),
    # two named days of one length: 8 + 7 = 15
    ("monday-tuesday", "Tom picked 8 apples on Monday. He picked 7 apples on Tuesday. How many apples did he pick "
     "in all?", "15", "apples"),
    # two parts of one day told apart by name: 8 + 7 = 15
    ("morning-afternoon", "Tom picked 8 apples this morning. He picked 7 apples this afternoon. How many apples did "
     "he pick?", "15", "apples"),
    # a floating part of a day beside a day counted from now is summed (the accepted risk of ADR 0268): 80 + 7 = 87
    ("yesterday-lunch", "Tom picked 80 apples yesterday. He picked 7 apples during lunch. How many apples did he "
     "pick?", "87", "apples"),
    # an untimed event beside a timed one is read as before: 8 + 7 = 15
    ("untimed-today", "Tom picked 8 apples. He picked 7 apples today. How many apples did he pick?", "15", "apples"),
    # a meal of today beside yesterday: the days keep them apart, 5 + 6 + 3 = 14
    ("meals-and-days", "A restaurant served 5 cakes during lunch and 6 during dinner today. The restaurant served "
     "3 cakes yesterday. How many cakes were served in total?", "14", "cakes"),
]

REFUSED = [
    ("week-today", "Tom picked 80 apples this week. He picked 7 apples today. How many apples did he pick?",
     "ambiguous_reference"),
    ("week-today-in-all", "Tom picked 80 apples this week. He picked 7 apples today. How many apples did he pick "
     "in all?", "ambiguous_reference"),
    ("week-tonight", "Tom picked 80 apples this week. He picked 7 apples tonight. How many apples did he pick?",
     "ambiguous_reference"),
    ("season-morning", "Tom scored 80 points this season. He scored 70 points this morning. How many points did he "
     "score in all?", "ambiguous_reference"),
    ("year-last-month", "Tom picked 80 apples this year. He picked 7 apples last month. How many apples did he "
     "pick?", "ambiguous_reference"),
    # a stretch longer than a day counted from now beside a floating day (red team 25): Monday is most likely in
    # this month
    ("month-monday", "Tom picked 80 apples this month. He picked 7 apples on Monday. How many apples did he pick?",
     "ambiguous_reference"),
    ("season-first-round", "Tom picked 80 apples this season. He picked 7 apples in the first round. How many apples "
     "did he pick?", "ambiguous_reference"),
    # in fact apart (last week ended before today), but the rule knows no order between two lengths: refusing is
    # allowed
    ("last-week-today", "Tom picked 80 apples last week. He picked 7 apples today. How many apples did he pick?",
     "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
