"""``that`` after containers got and what each one holds (reader v13, ADR 0265).

    You buy 5 pizzas. Each pizza has 4 slices. How many slices is that altogether?      5 × 4

``How many X is that in all?`` (that_totals.py, v9) points back at the X the story told, and refused when the
story also told X in any other way than held or got. A rate of X in each container (``Each pizza has 4
slices``: a ``per`` operation) tells no X moving: the X are those inside the containers, and ``that`` is
all of them exactly when the containers themselves were told once, held or got (never lost, given, sold,
eaten). So ``per`` rates of X are let through when their containers are told by one holding or one gain; any
other operation on a container (``… She ate 1 pizza``: the slices got, or the ones left?) or a second one
(``has 2 boxes … buys 6 boxes``: ``that`` is the 6 bought or all 8?) refuses as before. The total itself is the solver's total over holders, the containers' contents counted through the
rate as in ``How many slices do you have?``.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op

_KEPT = ("hold", "gain")


def only_got(ops: list[Op], item: Item) -> bool:
    """Every operation on ``item``'s unit is a holding, a gain, or a per-container rate whose containers were
    only held or got."""
    for op in ops:
        if op.item is None or op.item.unit != item.unit or op.kind in _KEPT:
            continue
        if op.kind != "per" or not op.target or op.target == item.unit:
            return False
        told = [c for c in ops if c.item is not None and c.item.unit == op.target]
        if len(told) != 1 or told[0].kind not in _KEPT:
            return False  # lost, given …; or told twice ("has 2 boxes. buys 6 boxes": that = the 6 or all 8?)
    return True
