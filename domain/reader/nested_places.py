"""Places inside places (v9, ADR 0149).

    There are 8 apples in a pile on the desk. … 5 apples are added to the pile. How many apples are there
    in the pile?                                                                                     8 + 5

Two place phrases in a row, the second right after the first (``in a pile on the desk``, ``in a box under
the bed``), used to refuse as two different places. The second one only says where the first place is: the
things are in the pile, and the pile is on the desk. The first place is the holder, exactly as ``There are 8
apples in a pile`` reads; the second is kept only to guard that nothing else is said of it.

Read only when the second phrase follows the first with nothing between and uses ``in``/``on``/``at``/
``under``/``inside``. What still refuses (check_nested_places):

- anything else about the outer place (``How many apples are on the desk?``, ``3 pears are on the desk``,
  ``Tom took 2 apples from the desk``): the outer place holds what its inner place holds and maybe more, and
  the reader keeps no such part-of relation;
- the same inner place said to be in two different outer places (``a pile on the desk`` and ``a pile on the
  floor``: one pile or two?).
"""
from __future__ import annotations

from domain.reader.graph import Op, Question
from domain.reader.refusals import Reason, ReaderRefusal

NESTING_PREPS = ("in", "on", "at", "under", "inside")


def note_nested_place(ctx, sentence: int, inner: str, outer: str) -> None:
    """Record that ``inner`` (the holder) is said to be in/on ``outer`` (module doc)."""
    ctx.nested_places.append((sentence, inner, outer))


def check_nested_places(ops: list[Op], question: Question, ctx) -> None:
    """Refuse any other mention of an outer place, and an inner place put in two outer places."""
    if not ctx.nested_places:
        return
    outers: dict[str, set[str]] = {}
    for _, inner, outer in ctx.nested_places:
        outers.setdefault(inner, set()).add(outer)
    for inner, where in outers.items():
        if len(where) > 1 or inner in {o for _, _, o in ctx.nested_places}:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", frame="statement.nested_place",
                                detail=f"{inner} said to be in {sorted(where)}: one place or several?")
    named = {o for _, _, o in ctx.nested_places}
    used = {v for op in ops for v in (op.actor, op.place, op.target, op.agent, op.source)}
    used |= {question.entity, question.place, question.other, question.source, *question.members}
    hit = named & used
    if hit:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", frame="statement.nested_place",
                            detail=f"{sorted(hit)} holds a place's things and maybe more: the part-of is not kept")
