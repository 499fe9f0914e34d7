"""Groups that are the subject's own counted people or things (reader v11, ADR 0195).

    Martha bought 18 cakes. She has 3 children. She divides the cakes among her children.   18 ÷ 3 = 6

``among|between <his/her/their> <plural unit>`` after a partition verb names as many groups as the subject
was said to have of that unit: the possessive is the clause subject (phrases.resolve_possessive) and the
count is the one the text states. Read only when that count is certain:

* exactly one statement mentions the unit, a plain holding of it by the subject (``She has 3 children``):
  a positive whole number, no modifier, place, source or target; a second mention (``2 of her children
  left``), someone else's children, or none refuse here (nothing consumed: the sentence refuses as before);
* the group noun is a bare plural, other than the pool's own unit (``among her cakes`` is no grouping).

``among the students`` for a counted holding with no owner is the passive form's (partitions._counted_groups);
this module adds only the owned form, for active and intended partitions.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, fmt


def read_own_groups(cur: Cursor, ctx: Context, ops: list[Op], subject: str,
                    pool: Item | None) -> tuple[str, str, str] | None:
    """After ``among|between``: ``her children`` → (unit.child, "", "3"); None, nothing consumed, otherwise."""
    start = cur.pos
    if cur.pos == 0 or cur.words[cur.pos - 1] not in ("among", "between"):
        return None
    poss = cur.sense("fn:possessive")
    if poss is None or poss.entry.gender not in ("m", "f", "p"):
        return None
    at = cur.pos
    cur.pos += poss.length
    if ctx.resolve_possessive(poss.entry.gender, cur, at) != subject:
        cur.pos = start
        return None
    group = cur.sense("unit")
    if group is None or group.form != "pl" or (pool is not None and group.entry.id == pool.unit):
        cur.pos = start
        return None
    unit = group.entry.id
    stated = [op for op in ops if op.item is not None and op.item.unit == unit or op.target == unit]
    if len(stated) != 1:
        cur.pos = start
        return None
    held = stated[0]
    if (held.kind != "hold" or held.actor != subject or held.item.mods or held.place or held.source or held.target
            or not held.amount.isdigit() or held.amount == "0"):
        cur.pos = start
        return None
    cur.pos += group.length
    return unit, "", fmt(int(held.amount))
