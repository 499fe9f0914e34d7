"""A container told as a measure: ``0.2 bag of apples`` (reader v13, ADR 0262).

A bag, a bottle, a box is counted whole (pack ``discrete``: the solver refuses a holding or an answer of 2.5
boxes as a misreading). A story that itself gives a non-whole number of such containers of a substance
(``picked 0.16666666666666666 bag of Golden Delicious apples``, ``finds 0.25 bottle of mustard``) uses the
container as a measure of what is in it, as ``0.25 cup of oil`` does: in that story the container unit is not
counted whole, and sums and differences of it may be non-whole too (``0.6666666666666666 bag of fruit``). Read
only from the stated amounts of holdings and events (not rates, not unknowns), and only for a container
``of`` a substance: ``0.5 bag`` alone, or ``2.5 apples``, keep the refusal.

How this differs from container_measures.py (ADR 0263), which reads nearly the same sign: both look for a
count container told with a non-whole amount ``of`` something, but they answer different questions and are
not interchangeable.

- Scope: ``measured_units`` lifts the count for the container UNIT in the whole story (every holding in bags,
  whatever is in them: ``0.6666666666666666 bag of fruit`` after bags of apples and of pears);
  ``part_measures`` lifts it only for the (container, stuff) pair told in a part.
- What counts as told: here only the stated amounts of holdings and events (``hold``/``gain``/``lose``/
  ``transfer``), any ``of:`` qualifier, a ``discrete`` count unit; there every op but a rate (``per``), only
  ``of:unit.*`` stuff, any count unit.
- Users: the solver's and verifier's ``measured`` set (this module); their ``whole_only`` per item and
  ``measures.measure_of_stuff`` (container_measures.py). ``measures.measured_asked_item`` (ADR 0271) asks
  ``How much <stuff>`` in the container when EITHER holds: a unit measured here, or the asked stuff told in a
  part of that container there; one cannot stand for the other without changing which texts are read.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.linear import exact

_STATED = ("hold", "gain", "lose", "transfer")


def measured_units(lex, ops: list[Op]) -> frozenset[str]:
    """The discrete count units the story measures by a non-whole stated amount of a container of a substance."""
    out: set[str] = set()
    for op in ops:
        if op.kind not in _STATED or op.item is None or not op.amount or op.amount[0] in "?a":
            continue  # an unknown (?N), all, all-but:N
        if op.amount.isascii() and op.amount.isdigit():
            continue  # speed (ADR 0452): ASCII digits are a whole number (the test below), no look-up
        # speed (ADR 0281): ``exact`` is ``Fraction(op.amount)`` remembered (bounded); parsing the decimal string
        # on every call was ≈ 5,000 Fraction constructions a corpus pass, solver and verifier both asking
        value = exact(op.amount)
        if value.denominator == 1 or not any(m.startswith("of:") for m in op.item.mods):
            continue
        unit = lex.unit_by_id.get(op.item.unit)
        if unit is not None and unit.discrete and unit.family == "count":
            out.add(unit.id)
    return frozenset(out)
