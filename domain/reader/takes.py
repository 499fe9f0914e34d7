"""``While on vacation, Nancy took 49 pictures at the zoo.`` (v6): a ``take`` that names no source, in a
story where nobody but the taker ever has, gets or loses that kind of thing, takes from outside the story.

Since v2 such a take took from the one other holder (decided when solving), and refused with none. A story
with no other party at all for the unit cannot mean anyone in it: the taker gains the things and nobody in
the story loses any. Decided over the whole text, not just the sentences before, so a later ``There were
20 apples in the basket at first`` keeps the old reading (from the basket? refuse). Places where the taking
happened are not parties (``at the zoo``); any other entity on an operation of that unit — actor, target,
source, agent, or a holder at a place — keeps the implied source.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import ONLY_HOLDER, Op


def settle_takes(ops: list[Op]) -> list[Op]:
    out = []
    for op in ops:
        if op.kind == "gain" and op.source == ONLY_HOLDER and op.item is not None:
            parties = {p for o in ops if o.item is not None and o.item.unit == op.item.unit
                       for p in (o.actor, o.target, o.source, o.agent)} - {"", ONLY_HOLDER}
            if parties == {op.actor}:
                op = msgspec.structs.replace(op, source="")
        out.append(op)
    return out
