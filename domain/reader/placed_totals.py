"""``There are 43 pencils in the drawer and 19 pencils on the desk. Dan placed 16 pencils on the desk. How many
pencils are now there in total?`` (v12, ADR 0232): the things there are, after someone put more of them there.

A total after a transfer refuses (solver: who is counted?), since the one who gave may still hold some. But a
``there`` total asks about the scene the ``There are …`` sentences set: the places and what is in or on them.
Dan is no place; what he may still hold is not there. When every holding of the asked things was told as a place's
(``There are N X in|on <place>``) and everything else done with them is someone putting some into one of those
places (``placed 16 pencils on the desk``), the question counts exactly those places: 43 + 19 + 16 = 78. It is
then asked as the holdings of those places (question kind ``members``, which sums exactly the named holders and
refuses when one holds none).

Read only when the question says ``there`` and asks a plain total (no time, place, holder); the places are neuter
entities that each held the things from a ``There are`` sentence; the others only put things into those places
(a put verb, from their own unstated holding: no source, no stated holding of their own, no other event, not a
place themselves); and the asked thing is exactly the counted one (kinds of it refuse as before). Anything else
(a put into a place that had none, someone taking some out, someone holding some, ``How many pencils do they
have``) keeps the refusal.
"""
from __future__ import annotations

from domain.reader.graph import Op, Question
from domain.reader.refusals import Reason, ReaderRefusal

THERE = "fn.there"


def check_gain_at_counted_place(question: Question, ops: list[Op], lex) -> None:
    """red team (ADR 0232): ``Dan added 18 crayons on the desk. There are 31 crayons on the shelf and 49 crayons on
    the desk. How many crayons are there altogether?`` answered 98: Dan's 18 were counted as his and the desk's 49
    beside them, yet crayons added on the desk are likely among the 49 counted there afterwards. A total over a gain
    made at a place whose count of those things is told later refuses: counted once or twice?"""
    if question.kind not in ("total", "there") or question.item is None:
        return
    unit = question.item.unit
    def about(op: Op) -> bool:
        return op.item is not None and (op.item.unit == unit or lex.kind_of(op.item.unit, unit)
                                        or lex.kind_of(unit, op.item.unit))
    for gain in ops:
        if gain.kind != "gain" or not gain.place or not about(gain) or gain.actor == gain.place:
            continue
        if any(op.kind == "hold" and op.actor == gain.place and op.sentence > gain.sentence and about(op)
               for op in ops):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_group", sentence_index=question.sentence,
                                frame="question.total",
                                detail=f"{gain.actor} got {unit} at {gain.place}, whose count is told later: "
                                       f"among them or beside them?")


def settle_placed_total(question: Question, ops: list[Op], words: list[str], lex, entities: dict[str, str]) -> Question:
    """Turn a ``there`` total over places that others put things into into the sum of those places (module doc)."""
    q = question
    if q.kind != "total" or q.item is None or "there" not in words or q.time or q.place or q.source or q.members \
            or q.entity:
        return q
    unit = q.item.unit
    related = [op for op in ops if op.item is not None and op.kind != "ask" and (
        op.item.unit == unit or lex.kind_of(op.item.unit, unit) or lex.kind_of(unit, op.item.unit))]
    holds = [op for op in related if op.kind == "hold"]
    puts = [op for op in related if op.kind == "transfer"]
    if not holds or not puts or len(holds) + len(puts) != len(related):
        return q
    places = []
    for op in holds:
        if op.lemma != THERE or op.item != q.item or op.place or op.time or op.past or op.members \
                or entities.get(op.actor) != "n" or op.actor in places:
            return q
        places.append(op.actor)
    categories = lex.verb_categories
    for op in puts:
        if op.item != q.item or op.target not in places or op.source or op.place or op.agent or op.time \
                or "put" not in categories.get(op.lemma, ()) or op.actor in places \
                or entities.get(op.actor, "n") == "n" or not op.amount or op.amount.startswith("?") \
                or op.amount == "all" or op.sentence <= max(h.sentence for h in holds):
            return q
    return Question(kind="members", sentence=q.sentence, item=q.item, members=tuple(places))
