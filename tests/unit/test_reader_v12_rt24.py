"""Red team 24 (ADR 0238): the reader v12 forms crossed with each other and with older forms.

Each refused row is the smallest text of a wrong answer the red team found (the wrong answer in its comment);
each solved row is a neighbour that must keep its reading, its answer worked out by hand in the comment.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # a modifier on the held things is merged by the gain, so the stated holding counts them all: 135 - 64 = 71
    ("stated-after-modified", "Mary had 64 red apples. She bought some more apples. Now she has 135 apples. How "
     "many apples did she buy?", "71", "apples"),
    # a kind held in an amount never fixed may be the same things told again (singleop-377's reading): 304 - 276
    ("habit-kind-beside", "Nell collects baseball cards. She had 304 cards. She gave some of her cards to Jeff and "
     "now has 276 cards left. How many cards did Nell give to Jeff?", "28", "cards"),
]

# times that cannot overlap are still read apart (time_overlaps.py)
TIMES_SOLVED = [
    # two weeks told from now: 5 last week
    ("last-this-week", "Tom ate 5 apples last week. He ate 2 apples this week. How many apples did he eat last "
     "week?", "5", "apples"),
    # two months by name: 5 in July
    ("july-august", "Tom ate 5 apples in July. He ate 2 apples in August. How many apples did he eat in July?", "5",
     "apples"),
    # two parts of one day: 5 this morning
    ("morning-afternoon", "Tom ate 5 apples this morning. He ate 2 apples this afternoon. How many apples did he "
     "eat this morning?", "5", "apples"),
    # two weekdays by name: 9 on Monday
    ("monday-tuesday", "Dan ate 9 apples on Monday. He ate 17 apples on Tuesday. How many apples did Dan eat on "
     "Monday?", "9", "apples"),
    # two days' nights: 5 on Friday night
    ("friday-saturday-night", "Tom ate 5 apples on Friday night. He ate 2 apples on Saturday night. How many apples "
     "did he eat on Friday night?", "5", "apples"),
    # two meals: 34 for lunch
    ("lunch-dinner", "Tom baked 34 pies for lunch. He baked 61 pies for dinner. How many pies did Tom bake for "
     "lunch?", "34", "pies"),
]

TIMES_REFUSED = [
    # a week of the season: answered 5
    ("season-week", "Tom ate 5 apples this season. He ate 2 apples this week. How many apples did he eat this "
     "season?", "ambiguous_reference"),
    # last month may be in last year: answered 5
    ("year-month", "Tom ate 5 apples last year. He ate 2 apples last month. How many apples did he eat last year?",
     "ambiguous_reference"),
    # July is in the summer: answered 5
    ("summer-july", "Tom ate 5 apples this summer. He ate 2 apples in July. How many apples did he eat this "
     "summer?", "ambiguous_reference"),
    # this month may be July
    ("july-this-month", "Tom ate 5 apples in July. He ate 2 apples this month. How many apples did he eat in July?",
     "ambiguous_reference"),
    # yesterday may have been Tuesday: answered 9
    ("yesterday-tuesday", "Dan ate 9 apples yesterday. He ate 17 apples on Tuesday. How many apples did Dan eat "
     "yesterday?", "ambiguous_reference"),
    # lunch may be eaten in the afternoon: answered 34
    ("lunch-afternoon", "Tom baked 34 pies for lunch. He baked 61 pies this afternoon. How many pies did Tom bake for "
     "lunch?", "ambiguous_reference"),
    # the evening may be part of Friday night: answered 7
    ("evening-friday-night", "Jake baked 7 pies in the evening. He baked 9 pies on Friday night. How many pies did "
     "Jake bake in the evening?", "ambiguous_reference"),
    # the end of the year is part of this year (a time id whose forms name several spans): answered 2
    ("end-of-year", "Tom ate 5 apples at the end of the year. He ate 2 apples this year. How many apples did he eat "
     "this year?", "ambiguous_reference"),
    # Monday and on Monday are one day (the events were read apart)
    ("monday-on-monday", "Tom ate 5 apples on Monday. He ate 2 apples Monday. How many apples did he eat on "
     "Monday?", "ambiguous_reference"),
    # tonight may hold the evening: answered 46
    ("tonight-evening", "Jake picked 46 apples tonight. He picked 80 apples in the evening. How many apples did Jake "
     "pick tonight?", "ambiguous_reference"),
]

REFUSED = [
    # "135 cards" counts the 64 baseball cards too; the equation bound only the plain cards bought (answered 135)
    ("stated-counts-kind", "Mary had 64 baseball cards. She bought some more cards. Now she has 135 cards. How many "
     "cards did she buy?", "ambiguous_reference"),
    # the baseball cards' holding changed by an unknown loss is still counted in "135 cards": answered 135
    ("stated-counts-changed-kind", "Mary had 64 baseball cards. She lost some baseball cards. She found some cards. "
     "Now she has 135 cards. How many cards did she find?", "ambiguous_reference"),
    # the same with a pack kind (roses are flowers): answered 199
    ("stated-counts-kind-held", "Mary had 64 roses. She bought some flowers. Now she has 135 flowers. How many "
     "flowers does she have?", "ambiguous_reference"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
test_times_solved = solved_cases(TIMES_SOLVED, PACK)
test_times_refused = refused_cases(TIMES_REFUSED, PACK)
