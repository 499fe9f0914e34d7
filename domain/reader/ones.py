"""``threw away 4 old ones`` / ``put 21 new ones in the bin`` (v6): ``ones`` (pack function role ``ones``)
stands for a unit noun, with its own modifiers.

It means the one unit mentioned so far, exactly as a quantity without a noun does (``Context.elided_unit``):
with two units in play (``5 apples and 3 pears … 2 old ones``) it refuses (``ambiguous_reference``,
``unit_binding``). English needs a modifier before the pro-form (``the ones that …`` is a relative clause,
not read here), so a bare ``ones`` is not read either. The modifiers stay part of the item: ``new ones``
are ``new oranges`` and ``old ones`` go through ages.py like ``old oranges``.
"""
from __future__ import annotations

from domain.reader.graph import Item


def read_ones(cur, ctx) -> Item | None:
    """``[modifiers] ones`` at the cursor, or None (the cursor stays)."""
    j, mods = cur.pos, []
    while j < cur.end and cur.sense("fn:ones", j) is None:
        mod = cur.sense("modifier", j)
        if mod is None or mod.length != 1:
            return None
        mods.append(cur.lex.literal(mod.entry.id))
        j += 1
    if not mods or j >= cur.end:
        return None
    unit = ctx.elided_unit(cur)
    cur.pos = j + 1
    return Item(unit=unit, mods=tuple(sorted(set(mods))))
