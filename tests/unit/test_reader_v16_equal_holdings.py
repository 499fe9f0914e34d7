"""Reader v16 (ADR 0343): how many more one needs to have as many as another; how many to give so both have the same.

`Dave has 14 apples. Eve has 9 apples. How many apples must Eve get to have as many apples as Dave?` refused
(`words left after the question`): the goal machinery reads only a target told as a number.
"""
from __future__ import annotations

from reader_checks import refused_cases, solved_cases

from core.packs import load_pack

PACK = load_pack()

SOLVED = [
    # 14 - 9 = 5
    ("must-get", "Dave has 14 apples. Eve has 9 apples. How many apples must Eve get to have as many apples as Dave?",
     "5", "apples"),
    # 15 - 8 = 7
    ("need-more", "Mia has 15 crayons. Leo has 8 crayons. How many more crayons does Leo need to have as many as Mia?",
     "7", "crayons"),
    # one sentence, `buy`, `as Dave has`
    ("and-buy", "Dave has 14 apples and Eve has 9 apples. How many more apples does Eve need to buy to have as many "
     "apples as Dave has?", "5", "apples"),
    # past told, past asked
    ("past", "Dave had 14 apples. Eve had 9 apples. How many more apples did Eve need to have as many apples as Dave?",
     "5", "apples"),
    # (20 - 12) / 2 = 4
    ("give-even", "Tom has 12 apples. Sam has 20 apples. How many apples should Sam give Tom so they have the same "
     "number?", "4", "apples"),
    ("give-to-that", "Sam has 12 apples. Tom has 4 apples. How many apples must Sam give to Tom so that they have the "
     "same number?", "4", "apples"),
]

REFUSED = [
    # half an apple
    ("odd-difference", "Sam has 12 apples. Tom has 5 apples. How many apples must Sam give Tom so they have the same "
     "number?", "fractional_count"),
    # the giver has fewer
    ("giver-fewer", "Sam has 12 apples. Tom has 20 apples. How many apples must Sam give Tom so they have the same "
     "number?", "negative_holding"),
    # already more
    ("already-more", "Dave has 14 apples. Eve has 19 apples. How many apples must Eve get to have as many apples as "
     "Dave?", "negative_holding"),
    # had … does: then or now?
    ("tenses", "Dave had 14 apples. Eve had 9 apples. How many more apples does Eve need to have as many apples as "
     "Dave?", "ambiguous_reference"),
    # other things, a losing verb, modifiers that differ, a third person
    ("pears", "Dave has 14 apples. Eve has 9 pears. How many pears must Eve get to have as many pears as Dave?"),
    ("eat", "Dave has 14 apples. Eve has 9 apples. How many apples must Eve eat to have as many apples as Dave?"),
    ("red", "Dave has 14 red apples. Eve has 9 apples. How many apples must Eve get to have as many apples as Dave?"),
    ("third", "Dave has 14 apples. Eve has 9 apples. How many apples must Ann get to have as many apples as Dave?"),
]

test_solved = solved_cases(SOLVED, PACK)
test_refused = refused_cases(REFUSED, PACK)
