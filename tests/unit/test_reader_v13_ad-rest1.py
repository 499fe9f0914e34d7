"""Reader v13 (ADR 0270): a building event asked between a place's count before a period and its count now
(untold_events.py), and a place name led by a person's name before a designator (``Lawrence County``,
proper_place_names.py, pack ``fn.place_designator``).

Every answer is worked out by hand from the text; the near misses (another place, a named or known builder,
another verb, another period, no period, fewer houses now, another thing, an extra sentence) must refuse.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

BOOM = "Before the recent housing boom, there were 1426 houses in Lawrence County. "

SOLVED = [
    # the one change between the counts is the building: 2000 - 1426 = 574
    ("boom-built", BOOM + "Now, there are 2000 houses. How many houses did developers build during the housing "
     "boom?", "574", "houses"),
    # the place told again in the later count, 'building boom', another bare plural: 950 - 300 = 650
    ("building-boom-placed", "Before the building boom, there were 300 cabins in the town. Now there are 950 "
     "cabins in the town. How many cabins did builders build during the recent building boom?", "650", "cabins"),
    # the time after the count, no 'now': 81 - 17 = 64
    ("time-after", "There were 17 apartments in Lincoln County before a housing boom. There are 81 apartments. "
     "How many apartments did workers build during the housing boom?", "64", "apartments"),
    # Lawrence is a person's name, yet 'Lawrence County' is one place: 14 there
    ("name-county", "There were 14 houses in Lawrence County and 5 houses in Clark County. How many houses are "
     "in Lawrence County?", "14", "houses"),
]

REFUSED = [
    # Tom or 'the developers' would claim the whole change for one known doer
    ("named-builder", "Before the housing boom, there were 1426 houses in the town. Now, there are 2000 houses. "
     "How many houses did Tom build during the housing boom?"),
    ("the-builders", "Before the housing boom, there were 1426 houses in the town. Now, there are 2000 houses. "
     "How many houses did the developers build during the housing boom?"),
    # buying or painting houses adds none to the town
    ("bought", BOOM + "Now, there are 2000 houses. How many houses did people buy during the housing boom?"),
    ("painted", BOOM + "Now, there are 2000 houses. How many houses did workers paint during the housing boom?"),
    # another period, no period, a 'before' question
    ("other-period", BOOM + "Now, there are 2000 houses. How many houses did developers build during the building "
     "boom?"),
    ("no-period", BOOM + "Now, there are 2000 houses. How many houses did developers build?"),
    # fewer houses now: building never makes fewer
    ("fewer", BOOM + "Now, there are 1000 houses. How many houses did developers build during the housing boom?"),
    # another county now, another thing, no place at first
    ("other-place", BOOM + "Now, there are 2000 houses in Clark County. How many houses did developers build "
     "during the housing boom?"),
    ("other-thing", BOOM + "Now, there are 2000 cabins. How many houses did developers build during the housing "
     "boom?"),
    ("no-place", "Before the housing boom, there were 1426 houses. Now, there are 2000 houses. How many houses "
     "did developers build during the housing boom?"),
    # a told destruction or another event: the change is not the building alone
    ("destroyed", BOOM + "During the housing boom, some houses were destroyed. Now, there are 2000 houses. How "
     "many houses did developers build during the housing boom?"),
    ("distractor", BOOM + "Tom has 5 apples. Now, there are 2000 houses. How many houses did developers build "
     "during the housing boom?"),
    # the later count in the past: when?
    ("past-later", BOOM + "There were 2000 houses. How many houses did developers build during the housing boom?"),
    # a 'County' alone is no place name
    ("county-alone", "There were 14 houses in County. How many houses are there?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
