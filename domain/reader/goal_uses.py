"""Things of a holding goal used, spent or put somewhere (red team 25, ADR 0269).

    Tom needs 125 rocks to complete the wall. He has 64 rocks. He put 20 rocks on the wall.
    How many more rocks does he need to complete the wall?                                    refuses

A holding goal (``needs 125 rocks``, no task verb) is answered as the goal less what the holder holds when
asked. A loss that sends the things away from the goal (``lost``, ``sold``, ``ate``, ``gave … to Ann``)
keeps that reading. A verb that may spend the things *on* the goal does not: ``used 20 rocks``,
``spent $20 on the bike``, ``put|placed 20 rocks on the wall`` may be progress (61 still needed) or things
gone elsewhere (81), and English does not say which (main answered 81). Such an event of the goal's things by
the goal's holder, told anywhere in the story, refuses the gap.
"""
from __future__ import annotations

# verbs of using things up for some purpose: the purpose may be the goal
_USE_VERBS = ("verb.use", "verb.use_up", "verb.spend")
# pack verb categories that move things somewhere (the goal itself may be that place) or build with them
_USE_CATEGORIES = ("put", "construct")


def goal_use(ops, owner: str, covers, categories: dict[str, str]):
    """The first op by ``owner`` that may have spent the goal's things on the goal (``covers(op.item)``), or
    None."""
    for op in ops:
        if op.actor != owner or op.item is None or not covers(op.item):
            continue
        if op.kind in ("lose", "transfer") and (op.lemma in _USE_VERBS or categories.get(op.lemma) in _USE_CATEGORIES):
            return op
    return None
