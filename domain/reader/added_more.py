"""``There are 7.75 gallons of water in Becky's fish tank. If Becky adds 7 gallons more, how many gallons will there
be in all?`` (v12, ADR 0232): ``adds N more`` by someone who holds none goes into the one thing holding them.

``more`` for a holder who had none was refused (sequence.check_more_without_base: ``Tom picked 3 more apples``
after Sam's 5 — more than Sam, or further ones?). With the verb ``add`` the question does not arise: adding is
putting something into something, and ``7 gallons more`` are 7 further gallons of what is already there. When the
only things of that unit in the story so far are one thing's holding (the tank, the bucket: not a person), the
adder puts them into it: the gain is that holder's, of the same stuff it holds (``7 gallons more`` of water).

Read only when the sentence marks ``more`` for that unit, the verb is ``add`` with no place, source or recipient,
the adder takes part in nothing about that unit before, and every earlier operation on the unit is a holding of
that one neuter holder, of one kind. Anything else is checked as before (and refuses).
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op

ADD = "verb.add"


def settle_added_more(ops: list[Op], ctx) -> list[Op]:
    """Give ``<person> adds N <unit> more`` to the one neuter holder of that unit (module doc). The list is changed in
    place and returned: it is the story the context keeps (``ctx.story``, antecedents.py)."""
    out = ops
    for si, unit in ctx.more_marks:
        for i, op in enumerate(out):
            if op.sentence != si or op.kind != "gain" or op.lemma != ADD or op.item is None or op.item.unit != unit \
                    or op.place or op.source or op.target or op.agent or ctx.entities.get(op.actor, "n") == "n":
                continue
            earlier = [o for o in out if o.sentence < si and o.item is not None and o.item.unit == unit]
            if not earlier or any(o.kind != "hold" or o.place or o.members for o in earlier):
                continue
            holders = {o.actor for o in earlier}
            items = {o.item for o in earlier}
            if len(holders) != 1 or len(items) != 1 or any(op.actor in (o.actor, o.target, o.source, o.place)
                                                             for o in earlier):
                continue
            holder, held = holders.pop(), items.pop()
            if ctx.entities.get(holder) != "n" or (op.item.mods and op.item != held):
                continue
            out[i] = msgspec.structs.replace(op, actor=holder, item=held)
    return out
