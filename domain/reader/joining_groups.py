"""Joining a counted group (reader v12, ADR 0243): ``There were 14 kids on the soccer field. 22 kids decided
to join in.`` / ``5 girls joined them.``

To join a group is to become one of it: whoever joins was not among it before, so ``N X joined`` adds to the
group's one holder even without ``more`` (``N more X joined them`` is the v6 form, groups.py). Only the verb
``join`` is read so — ``3 kids came`` or ``3 kids got on`` without ``more`` may count some already there.
``decided to`` before it (a decision carried out: the story goes on from it as from ``joined``) is stepped
over; ``join in`` (the particle, nothing after it) joins the group's own doing, as ``join them`` does.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor

JOIN = "verb.join"
_DECIDE = "verb.decide"


def decided_join_length(cur: Cursor) -> int:
    """``decided to`` right before ``join``: its length in words (0 when absent)."""
    decide = cur.sense("verb")
    if decide is None or decide.entry.id != _DECIDE:
        return 0
    i = cur.pos + decide.length
    if i + 1 >= cur.end or cur.words[i] != "to":
        return 0
    join = cur.sense("verb", i + 1)
    return decide.length + 1 if join is not None and join.entry.id == JOIN else 0


def joins_here(cur: Cursor) -> bool:
    """``join|joined|joins`` here (after any ``decided to`` was stepped over)."""
    verb = cur.sense("verb")
    return verb is not None and verb.entry.id == JOIN


def take_join_in(cur: Cursor, at_end) -> bool:
    """``in`` ending the clause right after ``join`` (``decided to join in``): consumed, True."""
    if cur.peek_word() == "in" and at_end(cur, cur.pos + 1):
        cur.pos += 1
        return True
    return False
