"""Things inside containers inside containers (reader v15, ADR 0314).

    Zeke has 5 boxes. Each box has 3 bags. Each bag has 4 marbles. How many marbles does Zeke have?   60

A holder's containers (``5 boxes``) with a rate of other containers in each (``3 bags``) and a rate of the asked
things in each of those (``4 marbles``): 5 × 3 × 4. One step of nesting only, and only when the rate chain is
the one way to reach the asked things: the solver and the verifier each ask this with their own rates.

Refused (no rate, as before): the middle containers held by anyone outside the outer ones (``Zeke has 5 boxes
and 2 bags``: are the 2 among the boxes' bags?); two middle kinds with a rate of the asked things (which?);
a middle container of some kind or with a substance (``3 red bags``); a middle that is the asked thing.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Callable, Iterable

from domain.reader.graph import Item


def nested_rate(rates_in: Iterable[tuple[Item, Fraction]], rate_of: Callable[[str], Fraction | None],
                held_units: set[str], item: Item) -> Fraction | None:
    """What one outer container holds of ``item`` through the containers in it: ``rates_in`` are the outer
    container's rates (middle item, how many in one), ``rate_of(unit)`` what one middle container holds of
    ``item`` (None if no rate), ``held_units`` every unit anyone holds outright (a middle held outright may be
    among the outer ones' or not: no reading)."""
    hits = []
    for middle, n in rates_in:
        if middle.mods or middle.unit == item.unit:
            continue
        inner = rate_of(middle.unit)
        if inner is None:
            continue
        if middle.unit in held_units:
            return None
        hits.append(n * inner)
    return hits[0] if len(hits) == 1 else None
