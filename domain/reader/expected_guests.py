"""Persons expected by a holder (v12, ADR 0236): ``Warren has 252 guests coming to his party.``

``<holder> has|had N <persons> coming [to <possessive|determiner> [modifiers] <place or noun>]`` says how many
people the holder expects: the holding is the count, and ``coming`` only describes them (the way ``There were
10 students riding on the bus`` describes what the counted do, trailing.take_there_participle). Only right
after ONE stated number of a person noun (guests, children, friends …) of a possession, with nothing but that
number-free ``to`` phrase up to the end of the sentence or a comma.

Why a pack role (``coming``) and not ``coming`` as a form of the gain verb ``come`` or as an activity (ADR
0181 rejected both): ``3 more guests are coming`` would then read as an arrival (a passive gain) or as a
scene that hides one. With its own role ``coming`` is read nowhere else, so that sentence still refuses.
"""
from __future__ import annotations

from domain.reader.phrases import Context, Cursor, noun_run


_PEOPLE = ("unit.people", "unit.person")
"""``people`` / ``person``: any persons, whatever they are called (as group_shares.py reads them)."""


def is_people(lex, unit: str) -> bool:
    """A unit that names persons: a pack person noun (students, friends), ``people``/``person``, a kind of
    people (children, adults) or a general noun over person nouns (children over boys and girls)."""
    return unit in lex.person_units or unit in _PEOPLE or any(lex.kind_of(unit, g) for g in _PEOPLE) \
        or any(lex.kind_of(p, unit) for p in lex.person_units)


def _persons(cur: Cursor, unit: str) -> bool:
    """People (is_people), or the noun right before ``coming`` is a pack ``guest`` word (guests, friends)."""
    return is_people(cur.lex, unit) or cur.sense("fn:guest", cur.pos - 1) is not None


def take_expected_persons(cur: Cursor, ctx: Context, qs: list) -> bool:
    """After the single quantity of a holding: ``coming [to his party]`` (nothing consumed otherwise)."""
    if len(qs) != 1 or qs[0][0] is None or qs[0][1] is None:
        return False
    if cur.sense("fn:coming") is None or not _persons(cur, qs[0][1].unit):
        return False
    start = cur.pos
    cur.pos += cur.sense("fn:coming").length
    if cur.peek_word() == "to":
        cur.pos += 1
        if cur.take("fn:possessive") is None and cur.take("fn:determiner") is None:
            cur.pos = start
            return False
        got = noun_run(cur, cur.pos, ("place", "unit"))
        if got is None:
            cur.pos = start
            return False
        cur.pos = got[2]
    if not (cur.at_end() or cur.peek_word() == ","):
        cur.pos = start
        return False
    return True
