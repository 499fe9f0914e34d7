"""``How many people live in Milburg?`` (reader v13, ADR 0265).

    The town of Milburg has 5256 grown-ups and 2987 children. How many people live in Milburg?   5256 + 2987

To live in a place is to be one of the people that place has: ``How many <people> live|lived in|at <place>?``
asks what ``How many <people> are in|at <place>?`` asks, and is read so (the pack role ``reside``: live,
lives, lived, reside …). Only people are said to live somewhere here — the asked unit must be a person noun of
the pack or a kind of people (``people``, ``children``, ``adults``); ``How many fish live in the tank?``
(fish live too, but counted here only as held things) and a ``live`` not followed at once by
``in``/``at`` (``How many people live there?``, ``… live with Tom``) are not read and refuse as before.
"""
from __future__ import annotations

from domain.reader.graph import Item
from domain.reader.phrases import Cursor

PEOPLE = "unit.people"


def take_reside(cur: Cursor, item: Item | None) -> bool:
    """Step over ``live`` before ``in|at <place>`` after an asked people unit (True when consumed)."""
    if item is None or cur.sense("fn:reside") is None or cur.peek_word(1) not in ("in", "at"):
        return False
    unit = item.unit
    if not (unit == PEOPLE or unit in cur.lex.person_units or cur.lex.kind_of(unit, PEOPLE)):
        return False
    cur.pos += cur.sense("fn:reside").length
    return True
