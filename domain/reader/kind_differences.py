"""``How much more brown sugar did Victor use?`` (reader v13, ADR 0262): more of one kind than of the other.

    Victor used 0.625 scoop of brown sugar as well as 0.25 scoop of white sugar.
    How much more brown sugar did Victor use?                                                   0.625 − 0.25

A ``how much|many more <kind> <stuff> did <A> <verb>?`` question with no ``than`` (v6 refused it unless the
verb gains and one other holder is the comparison): when everything the story tells with that verb is A's, of that
one stuff, in exactly two kinds (brown and white sugar) and the asked kind is one of them, the comparison can
only be with the other kind: A's events of the asked kind − those of the other (an ``event_difference``, as
``How much more brown sugar than white sugar did Victor use?`` reads). Anything else keeps the refusal: a third
kind or other things with that verb (more than which?), another person's events of that verb (than whom?), one
kind only (``more`` may then be further sugar), a question naming no kind, two measures.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor
from domain.reader.circumstances import skip_circumstance_words


def _as_told(asked: Item, op_item: Item) -> bool:
    """Is ``op_item`` the asked kind of stuff, counted (``brown sugars``) or measured (``scoop of brown sugar``)?"""
    if op_item == asked:
        return True
    return op_item.mods == tuple(sorted({f"of:{asked.unit}", *(f"of:{m}" for m in asked.mods)}))


def _stuff(asked_unit: str, op_item: Item) -> bool:
    return op_item.unit == asked_unit or f"of:{asked_unit}" in op_item.mods


def kind_difference(cur: Cursor, ctx: Context, si: int, item: Item, a: str, verb, ops: list[Op]) -> Question | None:
    """The question of the module doc, read from after the verb; None (nothing consumed) when it does not apply."""
    if not item.mods or any(m.startswith("of:") for m in item.mods) or cur.sense("fn:than") is not None:
        return None
    start = cur.pos
    skip_circumstance_words(cur)
    if not cur.at_end():
        cur.pos = start
        return None
    told = [op for op in ops if op.lemma == verb.id and op.kind != "describe"]
    if not told or any(op.actor != a or op.item is None or not _stuff(item.unit, op.item) or op.place
                       or op.target or op.source or op.time for op in told):
        cur.pos = start
        return None
    kinds = sorted({op.item for op in told}, key=lambda i: (i.unit, i.mods))
    if len(kinds) != 2 or len({k.unit for k in kinds}) != 1:
        cur.pos = start
        return None
    first = [k for k in kinds if _as_told(item, k)]
    if len(first) != 1:
        cur.pos = start
        return None
    second = [k for k in kinds if k != first[0]][0]
    if set(first[0].mods) <= set(second.mods) or set(second.mods) <= set(first[0].mods):
        cur.pos = start  # "brown sugar" beside plain "sugar": the plain may be brown too (not two kinds)
        return None
    return Question(kind="event_difference", sentence=si, entity=a, item=first[0], item2=second, lemma=verb.id)
