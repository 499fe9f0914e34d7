"""Things taken out of the one told container, with no container named (reader v19, ADR 0434):

    A box had 50 crayons. Pedro took out 23 crayons. How many crayons are in the box now?            50 − 23 = 27
    A toy box has 28 toys. Ben put 12 toys in the toy box and took out 5 toys. How many … toy box?  28 + 12 − 5 = 35
    Sue has 42 marbles in a jar. She takes out 15 marbles and puts in 8 marbles. … in the jar now?  42 − 15 + 8 = 35

Why a module of its own: ``took 23 crayons out of the box`` names its source and reads (the taker's gain from the
box); ``took out 23 crayons`` puts the particle before the object and names no source, so the clause refused on
``out``. filled_containers.py reads the same particle after a *put* verb (``poured out``); this module reads it after
the pack's verb.take, and only where the story leaves one place the things can come out of:

1. Exactly one holder of those things is told so far (held, gained, or put into), of one kind, and it is a thing
   (``the box``), not the taker: the clause is ``took 23 crayons out of <that thing>`` (the taker's gain from it, as
   the written-out form reads; a question about the taker still refuses, their start unknown).
2. The one holder is the taker, and every told holding of those things of theirs is in one place, a thing
   (``Sue has 42 marbles in a jar``): the jar's marbles lose the 23. The question must then ask that place
   (``in the jar``): ``How many marbles does Sue have?``, ``… are there in all?``, ``… are left?`` refuse (the ones
   taken out may be in her hands).

Refused on purpose: two holders (``a box and a bag``, or the taker holding some besides the container), a person
as the one holder (``took out 5 of Ann's`` is not read here), no holder at all (``Pedro took out 23 crayons`` with
no container told), another kind than the one held, the taker's own holding in two places or in none (``Quentin
had 650 dollars. He took out 120 dollars.``), ``took out`` with no number, and any word after the object but
circumstance words (``to trade`` keeps the old refusal).
"""
from __future__ import annotations

from domain.reader.circumstances import skip_circumstance_words, unparsed
from domain.reader.filled_containers import _holders, read_one_quantity
from domain.reader.graph import Op, Question
from domain.reader.phrases import Context, Cursor, fmt
from domain.reader.refusals import Reason, ReaderRefusal

TAKE = "verb.take"
"""The pack verb whose ``out`` particle before the object this module reads (its forms are the pack's)."""
FRAME = "statement.take_out"


def parse_taken_out(cur: Cursor, ctx: Context, ops: list[Op], subject: str, verb) -> bool:
    """``<subject> took out <N> <things>`` (module doc). Called with the cursor after the verb."""
    if verb.id != TAKE or cur.peek_word() != "out" or cur.sense("fn:particle") is None:
        return False
    start = cur.pos
    cur.pos += 1
    if cur.peek_word() == "of" or not (cur.sense("num") or cur.sense("number")):
        cur.pos = start  # "took out of the box", "took out his pens": not read here
        return False
    one = read_one_quantity(cur, ctx, start)
    if one is None:
        return False
    value, item = one
    skip_circumstance_words(cur)
    if not cur.at_end() and cur.sense("fn:conjunction") is None and cur.sense("punct:,") is None:
        raise unparsed(cur, FRAME, "words after what was taken out")  # "and puts in 8 marbles" is a clause of its own
    holders = _holders(ops, item.unit)
    for o in ops:
        # "A box had 50 crayons." is read as a rate per box until the story names "the box" (one_container.py, ADR
        # 0345): taking out of "the box" names it; if that rate stays a rate, check_rate_and_one refuses
        unit = cur.lex.unit_by_id.get(o.target) if o.kind == "per" and not o.actor and o.item is not None \
            and o.item.unit == item.unit else None
        if unit is not None:
            if unit.family != "count" or unit.id in cur.lex.person_units:
                raise unparsed(cur, FRAME, "taken out of what each of some holders has", Reason.AMBIGUOUS_REFERENCE,
                               "entity_binding")
            holders.setdefault("the " + unit.singular.lower(), set()).add(o.item)
    if len(holders) != 1:
        raise unparsed(cur, FRAME, "taken out of which holder?", Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    holder, items = next(iter(holders.items()))
    if len(items) != 1:
        raise unparsed(cur, FRAME, "taken out of a holder of several kinds", Reason.AMBIGUOUS_REFERENCE,
                       "item_binding")
    held = next(iter(items))
    if item != held and item.mods:
        raise unparsed(cur, FRAME, "taken out another kind than the holder holds", Reason.AMBIGUOUS_REFERENCE,
                       "item_binding")
    si = cur.sentence.index
    if holder != subject:
        if ctx.entities.get(holder, "n") != "n":
            raise unparsed(cur, FRAME, "taken out of a person's things", Reason.AMBIGUOUS_REFERENCE,
                           "entity_binding")
        ctx.introduce(holder, "n")  # "the box" of "A box had 50 crayons" (a rate until one_container.py settles it)
        ops.append(Op(kind="gain", lemma=verb.id, sentence=si, actor=subject, item=held, amount=fmt(value),
                      source=holder))
        return True
    places = {o.place for o in ops if o.item is not None and o.item.unit == item.unit
              and subject in (o.actor, o.target, o.source, o.agent)}
    place = next(iter(places)) if len(places) == 1 else ""
    if not place or place == subject or ctx.entities.get(place, "n") != "n":
        raise unparsed(cur, FRAME, "taken out of the taker's own things in no one told place",
                       Reason.AMBIGUOUS_REFERENCE, "place_binding")
    ops.append(Op(kind="lose", lemma=verb.id, sentence=si, actor=subject, item=held, amount=fmt(value), place=place))
    return True


def check_taken_out_place(ops: list[Op], question: Question) -> None:
    """Case 2 (module doc): the question must ask the taker's things in the place they were taken out of."""
    for op in ops:
        if op.kind == "lose" and op.lemma == TAKE and op.place \
                and (question.kind != "holding" or question.entity != op.actor or question.place != op.place):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "place_binding", sentence_index=question.sentence,
                                frame="question", detail=f"{op.actor} took {op.item.unit} out of {op.place}: "
                                                         f"asked of {op.actor}, not of {op.place}")
