"""A container told in a part as a measure of its stuff (v13, ADR 0263).

    She had 0.5 carton of chocolate ice cream and 0.25 carton of vanilla ice cream.
    How many cartons of ice cream did she have in all?                               0.5 + 0.25 = 0.75
    Mason drank 2.5 bottles of soda and 1.5 bottles of cola. How much soda did he drink in all?       4

A container noun (``carton``, ``bucket``, ``bottle``, ``bin``) is a count noun: ``3 boxes of candy`` are three
boxes, each holding an amount of candy the text does not say. So the solver keeps such counts whole (a holding of
2.5 boxes refuses, ``policy.discrete``), and ``How much candy …?`` is not asked in boxes (measures.py): how much
candy three boxes hold is not said.

A text that counts a container of a stuff in a part (``0.5 carton of ice cream``, ``8.75 buckets of seeds``)
uses the container as a measure of that stuff: half a carton of ice cream is an amount of ice cream, the
container's fill, never a broken carton. For that container and stuff, in that text only:

- its holdings, events and rests may be parts (``0.33 + 0.17 carton``): the count is a measure, as a cup or a
  pitcher is (the pack's ``measure_*`` families);
- ``How much <stuff> …?`` asks it in that container, as it asks ``How much cement …?`` in tons, when that is the
  one measure told of the stuff (measures.measured_asked_item; every other condition there still holds).

Only a container told with ``of <stuff>`` (a pack unit) and a number that is not whole. A container with no
stuff (``2.5 boxes``), things counted whole (``3 boxes of candy`` in a text with no part of a box), another
container of the same stuff, or the same container of another stuff keep the count reading: whole, and not
asked by ``how much``.

Not the same computation as measured_containers.measured_units (ADR 0262; the differences are listed in that
module's docstring): that one lifts the count for a container unit story-wide, from stated holdings and events
only; this one per (container, stuff), from every op but a rate. measures.py consults both.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Item, Op

COUNT = "count"


def _stuff(item: Item) -> tuple[str, ...]:
    return tuple(sorted(m for m in item.mods if m.startswith("of:unit.")))


def part_measures(lex, ops) -> frozenset[tuple[str, tuple[str, ...]]]:
    """(container unit, its stuff qualifiers) of every count container told with ``of <stuff>`` and an amount
    that is not whole (``0.5 carton of ice cream`` → (unit.carton, (of:unit.ice_cream,)))."""
    out = set()
    for op in ops:
        item = op.item
        # speed (ADR 0467): the same five pure tests as before, the cheapest and most often decisive first (no item
        # or no qualifier: no stuff); none can raise (``mods`` a tuple, ``amount`` a string), so only the order moved
        if item is None or not item.mods:
            continue
        amount = op.amount
        if not amount or amount[0] in "?a" or op.kind == "per" or amount.isdigit():
            continue  # speed (ADR 0452): digits only (whole, or no Fraction at all)
        stuff = _stuff(item)
        unit = lex.unit_by_id.get(item.unit)
        if not stuff or unit is None or unit.family != COUNT:
            continue
        try:
            value = Fraction(amount)
        except (ValueError, ZeroDivisionError):
            continue
        if value.denominator != 1:
            out.add((item.unit, stuff))
    return frozenset(out)


def is_part_measure(measures, item: Item) -> bool:
    """Whether ``item`` is a container told in a part of the same stuff in this text (counted as a measure)."""
    return bool(measures) and (item.unit, _stuff(item)) in measures


def whole_only(lex, measures, item: Item) -> bool:
    """The discreteness of ``item``'s amounts: the pack's, except for a container told in a part."""
    return lex.unit_by_id[item.unit].discrete and not is_part_measure(measures, item)


def measure_of_stuff(lex, ops: list[Op], measure: str, item: Item) -> bool:
    """``How much soda`` after ``2.5 bottles of soda``: whether the count unit ``measure`` is told in a part of
    the asked stuff (or a kind of it) in ``ops``, so it is a measure of that stuff here."""
    for unit, stuff in part_measures(lex, ops):
        if unit == measure and any(s[3:] == item.unit or lex.kind_of(s[3:], item.unit) for s in stuff):
            return True
    return False
