"""``Lara bought 3 boxes of cookies. Each box has 12 cookies. She ate 10 cookies. How many cookies are left?`` (v19,
ADR 0423): what is left with the one who got containers of the things, when nobody else touches them.

``How many <things> are left?`` names no holder (solver ``sole``). The solver reads it as what remains with the one
told to hold the things (``has`` / ``there are``), with the one told to hold containers of them (v15, ADR 0314), or
with the one maker of them (v17, made_left.py, ADR 0361); a story that only told containers *gained* — ``bought 3
boxes of cookies``, ``made 5 trays of rolls`` with a rate of the things in each — refused ``'how many are left' with
0 holders``, though ``How many cookies does she have left?`` of the same story reads 26.

Read: when every operation on the asked things or on containers with a rate of them (the rate statements themselves
aside) is a gain or a loss by one and the same named doer, the first of them a gain of such containers, every
operation on the containers a gain, and none has a giver, receiver, place, group count, event or factor, that doer
is the one the question can mean; the answer is that doer's holding, exactly what the holding question computes
(and refuses where it refuses: ``juice boxes`` in ``packs of juice boxes``, two kinds, a named box …).

Refused as before: a second person touching the things or the containers (``The family ate 9 oranges``: whose?),
a hold statement of them by anyone, a giving or a place, containers lost or given, a story opening with a loss.
Solver and verifier each call this with their own tests of which things count and which containers hold them.
"""
from __future__ import annotations

from collections.abc import Callable

from domain.reader.graph import Item, Op


def container_gainer(ops: list[Op], asked: Item, counts: Callable[[Item], bool],
                     holds_asked: Callable[[str], bool]) -> str | None:
    """The one doer of every change of the asked things and of containers of them, the first a gain of containers
    (module doc); None when the story is anything else."""
    touching, boxes = [], False
    for op in ops:
        if op.item is None or op.kind == "per":
            continue
        if counts(op.item) or op.item.unit == asked.unit:
            touching.append((op, False))
        elif holds_asked(op.item.unit):
            touching.append((op, True))
            boxes = True
    if not boxes or not touching or touching[0][0].kind != "gain" or not touching[0][1]:
        return None
    doer = touching[0][0].actor
    if not doer or doer[:1] in ("?", "@"):
        return None
    for op, is_box in touching:
        if op.kind not in ("gain", "lose") or (is_box and op.kind != "gain") or op.actor != doer or op.target \
                or op.source or op.place or op.members or op.groups or op.event or op.factor or op.agent:
            return None
    return doer
