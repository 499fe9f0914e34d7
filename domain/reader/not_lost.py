"""``A baker made 40 muffins. He sold 12 of them. How many muffins were not sold?`` (v17, hunt_h, ADR 0361).

``were not <lost>`` (sold, eaten, used …) asks for the things that did not go that way. When that verb is the only
way any of the asked things went — every loss of them in the story is of that verb, and none was given, taken or
moved to anyone — the things not sold are exactly the things left, and the question is read as ``How many muffins
are left?`` (the solver's ``sole``: the one holder's holding, with every guard of that question; made_left.py finds
the holder of a story that only made them). Another way out (``He ate 5 muffins`` beside ``sold 12``: not sold
includes the eaten ones, left does not) or no such loss at all refuses, as before (``unrecognised 'are/were'
question``).
"""
from __future__ import annotations

from domain.reader.amounts import LOSS, read_verb
from domain.reader.graph import Item, Op
from domain.reader.phrases import Cursor

_OUT = ("lose", "transfer")


def read_not_lost(cur: Cursor, ops: list[Op], item: Item) -> str | None:
    """At ``not <loss verb>`` closing the question: the verb id, consumed, when it is the only way the asked things
    went (module doc); None, nothing consumed, otherwise."""
    if cur.sense("fn:not") is None:
        return None
    start = cur.pos
    cur.take("fn:not")
    verb = read_verb(cur)
    if verb is None or verb.category not in LOSS or not cur.at_end():
        cur.pos = start
        return None
    lex = cur.lex
    touching = [op for op in ops if op.item is not None
                and (op.item.unit == item.unit or lex.kind_of(op.item.unit, item.unit))]
    outs = [op for op in touching if op.kind in _OUT]
    if not outs or any(op.kind != "lose" or op.lemma != verb.id or op.target or op.place for op in outs):
        cur.pos = start
        return None
    return verb.id
