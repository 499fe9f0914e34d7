"""Counted things that went away coming back (reader v16, ADR 0341).

    There were 32 ducks in the pond. 13 ducks flew away. Then 6 ducks came back. How many ducks are in the pond?
                                                                                           32 − 13 + 6 = 25

``N <things> came|come|comes|flew|fly|flies back`` closing the clause, with no ``more``: the things return to the
one place their group is counted in. ``back`` says they are some of those that went away, so it is read only
after a departure of those very things (departures.py: ``flew away``, ``left``, ``went home`` …) and for no more
of them than went away and have not come back yet (``13 flew away … 20 came back``: back from where?). Then it is
that one holder's gain. Without a departure (``6 ducks came back`` alone), with ``more``, another holder than the
group's one place, or words after ``back`` it refuses.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.departures import DEPARTURES
from domain.reader.graph import Item, Op
from domain.reader.phrases import Cursor

_BACK_VERBS = frozenset({"came", "come", "comes", "flew", "fly", "flies"})
RETURN = "fn.came_back"
"""The lemma of the gain a return makes (no pack entry: the pair of words is read here)."""


def coming_back_at(cur: Cursor) -> bool:
    """``came back`` (or ``flew back`` …) here, closing the clause."""
    i = cur.pos
    return i + 1 < cur.end and cur.words[i] in _BACK_VERBS and cur.words[i + 1] == "back" \
        and (i + 2 >= cur.end or cur.words[i + 2] in (",", "and", "but", "then"))


def still_away(ops: list[Op], item: Item) -> Fraction:
    """How many of these things went away (departure losses) and have not come back yet; 0 when an untold
    number went away (v20, ``Some ducks flew away``: some_departures.py, ADR 0454), so that any coming back
    refuses (was a crash on the unknown's name)."""
    gone = Fraction(0)
    for op in ops:
        if op.item != item:
            continue
        if op.kind == "lose" and op.lemma in DEPARTURES and op.amount.startswith("?"):
            return Fraction(0)
        if op.kind == "lose" and op.lemma in DEPARTURES:
            gone += Fraction(op.amount)
        elif op.kind == "gain" and op.lemma == RETURN:
            gone -= Fraction(op.amount)
    return gone
