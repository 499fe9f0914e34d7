"""``kids``, ``children``, ``people`` as the people a partition shares things among (v20, ADR 0455).

    A teacher had 21 cards. She shared the cards equally among 7 kids. How many cards does she have left?
                                                                                 refused (answered 21 before)

The solver's guard (solver.put_rate_guard, v6 red team 2a) refuses a holding asked after things were shared
among people — the people got them, and is the sharer one of them? — but it knew people only as the units that
are also person places of the pack (friends, students, boys …): ``kids``, ``children`` and ``people`` are no
places, so sharing among them was read as a partition into containers and the sharer still held every thing.
The pack names those three as one group (role ``people_group``: group_subjects.py); a unit whose plural is one of
its forms is a people unit for the guard too.
"""
from __future__ import annotations


def people_unit(lex, unit: str) -> bool:
    """Is ``unit`` one the pack's ``people_group`` forms name (kids, children, people)?"""
    entry = lex.unit_by_id.get(unit)
    if entry is None:
        return False
    return any(f.role == "people_group" and entry.plural in f.forms for f in lex.pack.functions)
