"""Reader v16 (ADR 0340): `How many stamps did Ann have before?`, the one event the asked holder took part in.

v13 (ADR 0260) reads `… before the transfer?`; a bare `before` closing the question was left over and refused.
It names the one operation the asked holder took part in; with none or two, `before` has no one referent.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # the giver: 30 + 12 = 42
    ("giver", "Ann gave 12 stamps to Sam. Now Ann has 30 stamps. How many stamps did Ann have before?", "42", "stamps"),
    # 28 + 6 = 34
    ("jill", "Jill gave 6 crayons to Sam. Now Jill has 28 crayons. How many crayons did Jill have before?", "34",
     "crayons"),
    # a loss: 5 + 3 = 8
    ("ate", "Sam ate 3 apples. Now he has 5 apples. How many apples did he have before?", "8", "apples"),
    # a timed event: 5 + 3 = 8
    ("on-monday", "Sam ate 3 apples on Monday. Now he has 5 apples. How many apples did he have before?", "8",
     "apples"),
    # the holding told first, then the gift: 17 before it
    ("told-first", "Olivia is 9 years old. She has 17 dolls. Her aunt gave her 9 more dolls. How many dolls did "
     "Olivia have before?", "17", "dolls"),
    ("had-first", "Sam had 10 apples. He ate 3 apples. How many apples did he have before?", "10", "apples"),
]

REFUSED = [
    # two events: before which?
    ("two-events", "Sam ate 3 apples. He bought 4 apples. Now he has 5 apples. How many apples did he have before?",
     "unparsed_question"),
    ("ate-then-got", "Tom had 9 apples. He ate 2 apples. Then his mom gave him 5 apples. How many apples did he have "
     "before?", "unparsed_question"),
    # no event: before what?
    ("no-event", "Sam has 5 apples. How many apples did he have before?", "unparsed_question"),
    # someone the story has no event of
    ("bystander", "Sam had 10 apples. Tom ate 3 apples. How many apples did Sam have before?", "unparsed_question"),
    # `does … before` is not read
    ("does", "Sam ate 3 apples. Now he has 5 apples. How many apples does he have before?", "unparsed_question"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
