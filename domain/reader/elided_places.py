"""``How many more toys are in the first box?`` (reader v23, ADR 0545): one place compared with no ``than``, read
against the one other holder of those things.

    The first box has 25 toys and the second box has 18 toys. How many more toys are in the first box?   25 − 18
    There are 25 toys in the first box and 18 toys in the second box. How many more toys are in the first box?

compared_places.py (ADR 0393) reads ``How many more <things> are <place> than <place>?``. With nothing after the
first place, the other side is the one other holder of the things, decided when solving (none or several refuse):
the rule ``How many more pennies does John have?`` already follows for holders (questions._difference,
``ONLY_HOLDER``). The place is held to the guard of ``How many toys are in the first box?``
(comparatives.place_guard), and, as for holders (red team 25, ADR 0269), a place that holds another kind of the
asked things refuses (``more red apples in the box`` beside green apples there: than the green ones, or than the
other box?).

Read only when every statement about such things is a holding (a scene): after an event moving them, ``how many
more`` may ask how many were added. Only ``more``: ``How many fewer toys are in the second box?`` is left as before
(refused).
"""
from __future__ import annotations

from domain.reader.circumstances import unparsed
from domain.reader.comparatives import place_guard
from domain.reader.graph import ONLY_HOLDER, Item, Op, Question
from domain.reader.phrases import Context, Cursor
from domain.reader.refusals import Reason


def _sibling_kind(lex, asked: Item, other: Item) -> bool:
    """Another kind of what ``asked`` is a kind of (the test questions._sibling_kind makes for holders)."""
    if other.unit == asked.unit:
        return bool(asked.mods) and bool(other.mods) and other.mods != asked.mods
    return bool(set(lex.generals.get(asked.unit, ())) & set(lex.generals.get(other.unit, ())))


def only_other_place(cur: Cursor, ctx: Context, si: int, item: Item, place: str, ops: list[Op]) -> Question | None:
    """The difference of ``place``'s things and the one other holder's (module doc); None when the story moves such
    things (``How many more books are on the top shelf?`` after books were put there: how many were added, or
    than the other shelf?)."""
    lex = cur.lex
    if any(op.kind != "hold" and op.item is not None and (op.item.unit == item.unit or lex.kind_of(op.item.unit, item.unit)
                                                          or lex.kind_of(item.unit, op.item.unit)) for op in ops):
        return None
    if any(place in (op.actor, op.place) and op.item is not None and _sibling_kind(cur.lex, item, op.item)
           for op in ops):
        raise unparsed(cur, "question", "'how many more' of a kind in a place holding another kind: than that kind "
                       "or than the other place?", Reason.AMBIGUOUS_REFERENCE, "frame.question_difference")
    place_guard(cur, ops, place, item, ctx)
    return Question(kind="difference", sentence=si, entity=place, other=ONLY_HOLDER, item=item)
