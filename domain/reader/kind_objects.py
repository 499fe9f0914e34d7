"""``sell the working games`` (v11, ADR 0190): the things of a kind the story split off, as an object.

``Mike had 16 video games but 8 of them weren't working.`` splits his games into two kinds (a ``classify``:
8 not working, the rest working; complements.py, damaged.py). A later definite object naming one of those kinds
(``the working games``, ``the good games``, ``the broken ones`` is not read) means all of that kind: ``sold the
working games`` sells the 8 that work. The object becomes ``all`` of the item with that kind, which the solver
takes from the holder's holding of the kind.

Read only when every part is certain: ``the`` + one kind word (a pack activity such as ``working`` or a pack
modifier, canonical by the pack's opposites, ``good`` ≡ ``not bad``) + the unit noun, with no other modifier;
exactly one such split of that unit in the story so far, and the word names one of its two kinds; and the
subject is the one who holds those things (every holding or gain of the unit is the subject's). Anything else
(``the red games`` with no split by colour, two splits, someone else's games) is not read. A general noun
(``the working games`` after ``16 video games``) names the one kind of it the story has (``video game`` is a
``game`` in the pack's kinds); with two such kinds in the story (``video games`` and ``board games``) it is not
read, and the clause
refuses as before (``expected a quantity as the object``).
"""
from __future__ import annotations

from domain.reader.graph import Item, Op
from domain.reader.phrases import read_item


def read_kind_object(cur, ctx, ops: list[Op], subject: str):
    """``the working games`` → (``all``, the item of that kind, "") or None (nothing consumed)."""
    start = cur.pos
    if cur.peek_word() != "the":
        return None
    at = cur.pos + 1
    act = cur.sense("activity", at)
    mod = cur.sense("modifier", at)
    if act is not None and cur.sense("unit", at + act.length) is not None:
        kind, length = act.entry.id, act.length
    elif mod is not None and cur.sense("unit", at + mod.length) is not None:
        kind, length = cur.lex.literal(mod.entry.id), mod.length
    else:
        return None
    cur.pos = at + length
    item = read_item(cur, ctx)
    if item is None or item.mods:
        cur.pos = start
        return None
    # "the working games" after "16 video games": the general noun names the one kind of it in the story
    related = {op.item.unit for op in ops if op.item is not None and op.kind != "price"
               and (op.item.unit == item.unit or cur.lex.kind_of(op.item.unit, item.unit))}
    unit = next(iter(related)) if len(related) == 1 else item.unit
    splits = [op for op in ops if op.kind == "classify" and op.item is not None and op.item.unit == unit]
    kinds = set(splits[0].lemma.split("+")) | set(splits[0].target.split("+")) if len(splits) == 1 else set()
    holders = {op.actor for op in ops if op.item is not None and op.item.unit == unit
               and op.kind in ("hold", "gain", "lose", "transfer")}
    targets = {op.target for op in ops if op.item is not None and op.item.unit == unit and op.kind == "transfer"}
    if len(related) != 1 or kind not in kinds or holders != {subject} or targets:
        cur.pos = start
        return None
    return "all", Item(unit=unit, mods=(kind,)), ""
