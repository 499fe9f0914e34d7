"""``Some more fly up to the tree`` / ``Some more birds joined them`` (v10, ADR 0184): an arrival of an
untold number of things at a counted group.

``29 birds were sitting in a tree. Some more fly up to the tree. Then there were 42 birds in the tree.``:
the second sentence is the arrival ``13 more birds flew up to the tree`` (groups.py) with its number left
unsaid, so it is read as that same arrival with an unknown amount, which a later count of the group
settles. The thing counted is the unit named after ``more`` or, without one, the one unit in play
(``ctx.elided_unit``, which refuses when two are).

Read only as ``some more [<unit>] <arrival or travel verb> …`` at the start of a clause; everything after
``more`` is checked by the counted-group arrival itself (the group's one holder, ``them`` or the group's
own place, no from/with, nothing left over), which refuses what it does not read. ``Some of her leaves``,
``some more`` before any other verb, and a ``some`` with no ``more`` are not read (nothing consumed).
"""
from __future__ import annotations

from domain.reader.graph import Item
from domain.reader.groups import parse_counted_group
from domain.reader.phrases import Cursor, read_item


def take_some_more_group(cur: Cursor, ctx, ops, inherited) -> bool:
    """Read ``some more [<unit>] <arrive> …`` as a counted group's arrival of an unknown amount."""
    if not (cur.sense("fn:some") and cur.sense("fn:more", cur.pos + 1)):
        return False
    start = cur.pos
    cur.pos += 2
    item = read_item(cur, ctx) if cur.sense("unit") else None
    verb = cur.sense("verb")
    if verb is None or verb.entry.category not in ("positive", "travel"):
        cur.pos = start
        return False
    if item is None:
        item = Item(unit=ctx.elided_unit(cur))
    # None: the amount is unknown (groups._arrival gives it a fresh unknown)
    if parse_counted_group(cur, ctx, ops, inherited, None, item, True) is False:
        cur.pos = start
        return False
    return True
