"""``Haley had 27 files on her flash drive. … How many files were still on her flash drive?`` (v6): a
question about what a place holds, when the place itself holds nothing, asks about the things someone was
said to have *there*.

Read only when the place takes part in no statement (never an actor, a target or a source: a place that
gains or loses things holds some of its own, and whose would they be?) and exactly one holder's stated
holdings of the asked unit name it. The question then becomes that holder's holding *at the place*, so
the place rules of solver and verifier apply unchanged: every statement about those things must be at the
place, except a loss naming none (it takes from where the things were). ``added 20 songs`` with no place
is placed at the holder's one place by own_places.py (v9, ADR 0142); any other gain naming no place still
refuses: the new songs may be anywhere.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op, Question


def located_holding(q: Question, ops: list[Op]) -> Question:
    if q.kind != "holding" or q.place or not q.entity or q.item is None:
        return q
    if any(q.entity in (op.actor, op.target, op.source) for op in ops):
        return q
    holders = {op.actor for op in ops if op.kind == "hold" and op.place == q.entity and op.item is not None
               and op.item.unit == q.item.unit}
    if len(holders) != 1 or "" in holders:
        return q
    if any(op.place == q.entity and op.actor not in holders for op in ops):
        return q  # someone else (or a passive) acts there too: whose things changed?
    return msgspec.structs.replace(q, entity=holders.pop(), place=q.entity)
