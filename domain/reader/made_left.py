"""``A baker made 40 muffins. He sold 12 of them. How many muffins are left?`` (v17, hunt_h, ADR 0361): what is left
with the one who made (or got) the things, when nobody else touches them.

``How many <things> are left?`` names no holder: the solver reads it as what remains with whoever the story *said*
held such things (a ``has`` / ``had`` / ``there are`` statement, solver ``sole``), and refused a story that only
told them made, baked, bought or picked — ``'how many are left' with 0 holders`` — though ``How many muffins does he
have left?`` of the same story reads 28. When every operation on the asked things is a gain or a loss of one and the
same named doer, the first of them a gain, with no giver, no receiver and no place in any of them, that doer is the
one the question can mean, and the answer is that doer's holding — exactly what the holding question gives.

Anything else (a second person, a giving, a place, a rate, a part, a passive with no doer, a story opening with a
loss) leaves the question as it was: refused. Solver and verifier each call this selection with their own test of
which things a question about ``asked`` counts.
"""
from __future__ import annotations

from collections.abc import Callable

from domain.reader.graph import Item, Op


def sole_gainer(ops: list[Op], asked: Item, counts: Callable[[Item], bool]) -> str | None:
    """The one doer of every operation on things ``counts`` accepts, when the first is a gain (module doc)."""
    touching = [op for op in ops if op.item is not None and (counts(op.item) or op.item.unit == asked.unit)]
    if not touching or touching[0].kind != "gain":
        return None
    doer = touching[0].actor
    if not doer or doer[:1] in ("?", "@"):
        return None
    for op in touching:
        if op.kind not in ("gain", "lose") or op.actor != doer or op.target or op.source or op.place \
                or op.members or op.groups or op.event or op.factor:
            return None
    return doer
