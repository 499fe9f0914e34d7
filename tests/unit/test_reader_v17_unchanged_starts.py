"""Reader v17 (ADR 0367): a start is asked only of a holding the story changes (unchanged_starts.py)."""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # the holding told, then eaten from: the start is the told 5
    ("told-then-eaten", "Sam had 5 apples. He ate 2 apples. How many apples did he have at first?", "5", "apples"),
    # x - 183 = 593: x = 776
    ("some-gave-left", "Connie had some marbles. She gave 183 marbles to Juan. Now she has 593 marbles left. How "
     "many marbles did she have at the start?", "776", "marbles"),
    # a passive loss may be the holder's: x - 3 = 4, x = 7
    ("passive-loss", "Sam had some apples. 3 apples were eaten. Now he has 4 apples. How many apples did he have "
     "at first?", "7", "apples"),
    # a gain from another holder: x + 6 = 10, x = 4
    ("received", "Ann had some pens. Tom gave her 6 pens. Now she has 10 pens. How many pens did Ann have "
     "before?", "4", "pens"),
    # the now-holding asked, not the start: the told 593
    ("left-now-asked", "Connie has 593 marbles left. How many marbles does she have?", "593", "marbles"),
]

REFUSED = [
    # `left` says something went, the story never says what (v16: 593)
    ("left-start", "Connie has 593 marbles left. How many marbles did she have at first?", "unknown_quantity"),
    ("some-left-start", "Connie had some marbles. Now she has 593 left. How many marbles did she have at the "
     "start?", "unknown_quantity"),
    # `had some … now has` says the two differ (v16: 593)
    ("had-now-start", "Connie had some marbles. Now she has 593 marbles. How many marbles did she have at the "
     "start?", "unknown_quantity"),
    # a bare `before` already refuses with no event of the holder (ADR 0340)
    ("remaining-before", "Tim has 12 stickers remaining. How many stickers did Tim have before?",
     "unparsed_question"),
    ("remaining-at-first", "Tim has 12 stickers remaining. How many stickers did Tim have at first?",
     "unknown_quantity"),
    # a change told of someone else changes nothing of the asked holder
    ("other-changed", "Sam had 5 apples. Tom ate 2 pears. How many apples did Sam have at first?",
     "unknown_quantity"),
    ("nothing-happens", "Sam has 5 apples. How many apples did Sam have at first?", "unknown_quantity"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
