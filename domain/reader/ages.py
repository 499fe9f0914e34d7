"""``George had 28 socks. He threw away 4 old socks and bought 36 new ones.`` (v6): the *old* things a
holder loses are among what that holder already had.

A modifier the pack marks with the function role ``old`` names no kind of its own in a loss: things the
holder held before are the old ones, so ``threw away 4 old socks`` takes 4 of the 28 socks. Read only
when nothing in the text names that old kind before (``had 5 old socks and 3 socks``: the kinds are
stated, and the ordinary kind rules apply) and the same holder (and place) already had the plain thing.
Anything else keeps the modifier, so the loss starts from an unknown as before and the question refuses.
The gained ``new`` ones need nothing here: a question about ``socks`` already sums ``new socks``.

``put 21 new ones in the bin`` where the same holder keeps its oranges (``A store had 40 oranges in a bin``):
new things are none of those it had, so they are more of its things there — a gain of the holder at that
place (the pack function role ``new``), not a move from its holding into the bin. Read only when the place
is no other party (never an actor, a source, another target, or where someone else's things are).
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
            # a loss naming no place takes from wherever the things were (as for located questions)
            had = any(o.item == plain and o.kind in ("hold", "gain") and o.actor == op.actor and
                      (o.place == op.place or not op.place) and not o.source for o in out)
            if had and not named:
                op = msgspec.structs.replace(op, item=plain)
        out.append(op)
    return out


def settle_new_put(ops: list[Op], lex: Lexicon) -> list[Op]:
    """``put 21 new ones in the bin`` after ``had 40 oranges in a bin`` (same actor): a gain there."""
    if not lex.new_mods:
        return ops
    out: list[Op] = []
    for n, op in enumerate(ops):
        item = op.item
        news = set(item.mods) & lex.new_mods if item is not None and op.kind == "transfer" else set()
        if news and op.target:
            plain = Item(unit=item.unit, mods=tuple(m for m in item.mods if m not in news))
            kept = [o for o in out if o.kind == "hold" and o.place == op.target and o.item == plain]
            others = [o for i, o in enumerate(ops) if i != n and (op.target in (o.actor, o.target, o.source) or (
                o.place == op.target and o.actor != op.actor))]
            if kept and not others and not op.place and not op.source and all(o.actor == op.actor for o in kept):
                op = Op(kind="gain", lemma=op.lemma, sentence=op.sentence, actor=op.actor, item=item,
                        amount=op.amount, place=op.target, time=op.time, past=op.past)
        out.append(op)
    return out
