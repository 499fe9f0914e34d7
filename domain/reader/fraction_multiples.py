"""``Jo has a third as many beads as Ivy.``: a unit fraction as the factor of a holding comparison (v17, ADR 0366).

    Ivy has 48 beads. Jo has a third as many beads as Ivy. How many beads does Jo have?          48 × 1/3 = 16
    Ivy has a third as many marbles as Leo. Leo has 12 marbles. How many marbles does Ivy have?  12 × 1/3 = 4

``half as many`` and ``K times as many`` were read (clauses.parse_comparison → _as_many, a ``compare_mul`` op);
``a|one third|quarter|fourth|fifth as many`` (the unit fractions fraction_parts.py reads in ``a third of them``) is the
same comparison with the factor 1/d. Only right before ``as many|much``; ``a third of`` stays fraction_parts.py's.
The solver's whole-count check refuses a part that is not whole (``a third as many`` of 10 beads).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.fraction_parts import _DENOMINATOR, _ONE
from domain.reader.phrases import Cursor


def take_fraction_factor(cur: Cursor) -> Fraction | None:
    """``a|an|one third|quarter|fourth|fifth`` before ``as many|much``: consumed, its value; else None, nothing
    consumed."""
    if cur.peek_word() not in _ONE or cur.peek_word(2) != "as" or cur.sense("fn:quantity_question", cur.pos + 3) is None:
        return None
    d = _DENOMINATOR.get(cur.peek_word(1))
    if d is None or d == 2 and cur.peek_word(1) != "half":
        return None
    cur.pos += 2
    return Fraction(1, d)
