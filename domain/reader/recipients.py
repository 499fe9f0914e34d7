"""Whose own things a receiver had before (red team 7).

``Tom had 24 apples. He gave 21 of them to Sam. How many apples does Sam have?`` — Sam's own apples are
never told. Before red team 7 a receiver nobody said held any of the things started from 0, so the
reader answered 21; a child's book may mean that, but the text does not say it, and an outside corpus
marks it either way. Now such a receiver starts from an unknown: a later observation (``Now Sam has
30 apples``) may fix it, and a question whose answer still depends on it refuses (unknown quantity).

The same holds for one who takes or gets things from a person (``Sam got 3 apples from Tom``,
``Sam took 6 of them``). Taking from a place (``picked 43 apples from the orchard``, ``from her
garden``) is still a gain from 0: that is how the corpora tell of gathering, and nobody's holding is
hidden there. A receiver who holds some of the things already (of any kind: ``Dan gave her 41 new
Pokemon cards``) gains as before.
"""
from __future__ import annotations

from domain.reader.refusals import Reason, ReaderRefusal


def holds_unit(solver, owner: str, unit: str) -> bool:
    """The owner holds some thing of this unit (any kind of it)."""
    return any(key.unit == unit for key in solver.holdings.get(owner, {}))


def person_source(lex, source: str) -> bool:
    """``Tom`` / ``Joan's mom`` are people; ``the orchard`` / ``Maria's garden`` are places."""
    if not source or source.startswith("the ") or source.startswith("?"):
        return False
    last = source.split()[-1].lower()
    for place in lex.pack.places:
        if last in (place.singular.lower(), place.plural.lower()):
            return place.person
    return True


def receiver_from_zero(solver, owner: str, unit: str) -> bool:
    """A person receiving starts from 0 only when it already holds some of the things; a place
    (``put 34 peaches in his fruit dish``) starts from 0 as before."""
    return not person_source(solver.lex, owner) or holds_unit(solver, owner, unit)


def taker_from_zero(solver, op, owner: str) -> bool:
    """A gain starts from 0 unless it is taken from a person by one who holds none of the things."""
    if not op.source or not person_source(solver.lex, op.source):
        return True
    return holds_unit(solver, owner, op.item.unit)

