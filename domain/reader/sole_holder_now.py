"""``There are now 61 peaches.`` (v9): a count of the story's things with no place is its one holder's.

``Sara had 24 peaches and 37 pears at her fruit dish. She went to the orchard and picked peaches. There are
now 61 peaches. How many did she pick?``: ``There are now 61 peaches`` names no place, so it was read as the
world's peaches, unrelated to Sara's (the pick then had no fixed amount). But every peach the story told of
is Sara's — she held them and she picked them — so the peaches there are now are hers: her holding is 61
(24 + 37 = 61 … 61 − 24 = 37 picked).

Read only when the ``There are`` sentence says ``now`` (the end of the story's changes) and names no place;
every other operation on those things (or kinds of them) is one holder's own hold, gain or loss (no one
gives, takes from or gets from anyone, no place's own count, no other ``There are``); that holder held some
before; and nothing about them is told after. Anything else keeps the world's count (and the question
refuses as before when it depends on it).

Red team 20: nor when one of those operations was for someone (``He picked peaches for Jason.``, a beneficiary
in the place slot, beneficiaries.py): the peaches may be Jason's now, and the count is not surely the picker's
(it answered 86 − 74 = 12). And only when every other operation counts the very same things: ``had 24
fruits. He picked peaches. There are now 61 peaches.`` answered 61 (how many of the fruits were peaches?), ``had 24
peaches. He picked fruit. There are now 61 fruits.`` answered 61 too (he may have had other fruit).
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import WORLD, Op

NOW = "now"


def settle_sole_holder_now(ops: list[Op], cursors, lex, entities: dict[str, str]) -> list[Op]:
    """Give a ``There are now N X`` count with no place to the one holder of X in the story."""
    words = {cur.sentence.index: cur.wordset for cur in cursors}  # speed (ADR 0188): words are lower-case already
    out = list(ops)
    for i, op in enumerate(ops):
        if op.kind != "hold" or op.actor != WORLD or op.lemma != "fn.there" or op.place or op.past \
                or op.item is None or NOW not in words.get(op.sentence, ()):
            continue
        unit = op.item.unit
        related = [o for j, o in enumerate(ops) if j != i and o.item is not None and (
            o.item.unit == unit or lex.kind_of(o.item.unit, unit) or lex.kind_of(unit, o.item.unit))]
        holders = {o.actor for o in related}
        if len(holders) != 1 or WORLD in holders or "" in holders:
            continue
        holder = holders.pop()
        if any(o.kind not in ("hold", "gain", "lose") or o.target or o.source or o.agent or o.members
               or o.sentence >= op.sentence or entities.get(o.place, "n") != "n" for o in related):
            continue
        if not any(o.kind == "hold" for o in related) or op.item.mods or any(o.item.unit != unit for o in related):
            continue
        out[i] = msgspec.structs.replace(op, actor=holder)
    return out
