"""``George had 28 socks. He threw away 4 old socks and bought 36 new ones.`` (v6): the *old* things a
holder loses are among what that holder already had.

A modifier the pack marks with the function role ``old`` names no kind of its own in a loss: things the
holder held before are the old ones, so ``threw away 4 old socks`` takes 4 of the 28 socks. Read only
when nothing in the text names that old kind before (``had 5 old socks and 3 socks``: the kinds are
stated, and the ordinary kind rules apply) and the same holder (and place) already had the plain thing.
Anything else keeps the modifier, so the loss starts from an unknown as before and the question refuses.
The gained ``new`` ones need nothing here: a question about ``socks`` already sums ``new socks``.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Item, Op
from domain.reader.lexicon import Lexicon


def settle_old(ops: list[Op], lex: Lexicon) -> list[Op]:
    """Each loss of ``old <thing>`` by a holder that already had the plain ``<thing>`` becomes a loss of it."""
    if not lex.old_mods:
        return ops
    out: list[Op] = []
    for op in ops:
        item = op.item
        olds = set(item.mods) & lex.old_mods if item is not None and op.kind == "lose" else set()
        if olds and not op.source:
            plain = Item(unit=item.unit, mods=tuple(m for m in item.mods if m not in olds))
            named = any(o.item is not None and o.item.unit == item.unit and set(o.item.mods) & olds for o in out)
            had = any(o.item == plain and o.kind in ("hold", "gain") and o.actor == op.actor and
                      o.place == op.place and not o.source for o in out)
            if had and not named:
                op = msgspec.structs.replace(op, item=plain)
        out.append(op)
    return out
