"""Reader v16 (ADR 0341): counted people going home, and counted things that went away coming back.

`There were 32 ducks in the pond. 13 ducks flew away. Then 6 ducks came back.` and `8 children go home.` refused
(`a clause starting with a number must be passive`). Going home is a departure (pack `fn.went_home`, people only);
coming back is a gain of the group's one place, only for things that went away and have not come back yet.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

DUCKS = "There were 32 ducks in the pond. 13 ducks flew away."
ASK = "How many ducks are in the pond?"

SOLVED = [
    # 32 - 13 + 6 = 25
    ("came-back", f"{DUCKS} Then 6 ducks came back. {ASK}", "25", "ducks"),
    # two returns within the 13 gone: 32 - 13 + 6 + 4 = 29
    ("two-returns", f"{DUCKS} 6 ducks came back. 4 ducks came back. {ASK}", "29", "ducks"),
    # 17 - 8 = 9
    ("go-home", "There are 17 children on the playground. 8 children go home. How many children are on the playground "
     "now?", "9", "children"),
    # 20 + 8 - 5 = 23
    ("came-then-home", "There were 20 kids on the field. 8 more kids came. 5 kids went home. How many kids are on the "
     "field now?", "23", "kids"),
    # a return after going home: 20 - 5 + 2 = 17
    ("home-and-back", "There were 20 kids on the field. 5 kids went home. 2 kids came back. How many kids are on the "
     "field now?", "17", "kids"),
    # the elided noun: 20 - 5 = 15
    ("elided", "There were 20 kids on the field. 5 went home. How many kids are on the field now?", "15", "kids"),
]

REFUSED = [
    # more came back than went away: back from where?
    ("too-many-back", f"{DUCKS} Then 20 ducks came back. {ASK}", "ambiguous_reference"),
    ("returns-exceed", f"{DUCKS} 6 ducks came back. 9 ducks came back. {ASK}", "ambiguous_reference"),
    # nothing went away
    ("no-departure", f"There were 32 ducks in the pond. 6 ducks came back. {ASK}", "ambiguous_reference"),
    # `more` coming back: more than which?
    ("more-back", f"{DUCKS} Then 6 more ducks came back. {ASK}"),
    # other things
    ("geese", f"{DUCKS} Then 6 geese came back. {ASK}", "ambiguous_reference"),
    # only people go home
    ("apples-home", "Sam has 10 apples. 3 apples went home. How many apples does Sam have?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
