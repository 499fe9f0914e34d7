"""Beneficiaries: ``Sam bought 5 apples for Tom`` / ``Mary baked 12 cookies for her friends`` /
``He made 3 cakes for the party`` (red team 5).

A ``for <someone>`` phrase on a gain names who the things are meant for. Whether they were handed over is
never said, so who holds them afterwards is open: the buyer (not yet given), the one they are for (given),
or neither. The reader used to drop the phrase into the place slot and count the things as the buyer's own
("Sam had 3 apples. Sam bought 5 apples for Tom. How many apples does Sam have?" answered 8). A question
about the event itself (``How many apples did Sam buy?``) does not depend on who holds them and still reads;
a holding question about the things refuses.

Money gained ``for`` a thing that is no person (``got 5 dollars for his allowance``, ``saved 10 dollars for
the trip``) names why the money came, not whom it is for: the gainer holds it, and it reads as before.
"""
from __future__ import annotations

from domain.reader.graph import Op, Question
from domain.reader.lexicon import Lexicon
from domain.reader.occasion_storage import stored_by_gainer
from domain.reader.phrases import Context
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.scenes import EVENT_QUESTIONS


def _for_someone(lex: Lexicon, ctx: Context, ops: list[Op], op: Op, entity: str, question: Question) -> bool:
    """Things gained ``for`` this entity are meant for it (not simply held by the gainer)."""
    if ctx.entities.get(entity, "n") != "n":
        return True  # a person, a group of people, a pronoun's referent: a recipient
    if op.item is None:
        return True
    if lex.unit_by_id[op.item.unit].family == "money":
        # money got for a thing ("for his allowance", "for the trip") is why it was paid: the gainer keeps it
        return False
    if stored_by_gainer(lex, question, op, entity):
        # v11: "For a birthday party Jerry bought 41 sodas. … how many shelves would he fill up?": the question
        # has the gainer put the things away himself (occasion_storage.py)
        return False
    # a place or occasion ("for the party", "for the bake sale"): things got ready for it, unless the story
    # itself goes on to have the gainer sell or hand on those things ("For the school bake sale Carol made
    # 30 cupcakes. If she sold 9 of them …"): then it keeps them with the gainer until they go
    # (v11, others_parts.py) so does a part of them eaten or broken by someone who held none ("Katie baked 18
    # cupcakes for the bake sale. If her brother ate 8 of them …"): the story has them still there to eat
    return not any(later.sentence > op.sentence and later.item is not None and later.item.unit == op.item.unit
                   and (later.kind in ("lose", "transfer") and later.actor == op.actor
                        or later.kind == "lose" and not later.actor and later.agent)
                   for later in ops)


def check_beneficiaries(ops: list[Op], question: Question, ctx: Context, lex: Lexicon) -> None:
    """Refuse a question about holdings when the asked things were gained ``for`` someone."""
    if question.kind in EVENT_QUESTIONS or not ctx.beneficiaries:
        return
    asked = question.item.unit if question.item is not None else ""
    for sentence, entity in ctx.beneficiaries:
        for op in ops:
            if op.sentence != sentence or op.kind != "gain" or not _for_someone(lex, ctx, ops, op, entity,
                                                                                              question):
                continue
            unit = op.item.unit if op.item is not None else ""
            if unit and _fixed_partition_share(ops, question, unit, lex):
                continue
            if asked and unit and lex.unit_by_id[asked].family == "money" != lex.unit_by_id[unit].family:
                # the money paid for things bought for someone is the buyer's own all the same
                continue
            # any other unit may be held through the gained things ("3 packs of cookies for her friends. Each
            # pack has 4 cookies. How many cookies does Mary have?"): refused whatever is asked
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=sentence,
                                frame="statement.beneficiary",
                                detail=f"{unit or 'things'} gained for {entity}: whether they were handed over is "
                                       "not said, so who holds them is open")


def _fixed_partition_share(ops: list[Op], question: Question, unit: str, lex: Lexicon) -> bool:
    """(v9, shared_purposes.py) ``How many bananas must go in each box?`` answered by the one partition of a
    stated number of bananas (``40 bananas that must be put away in boxes``) into those boxes: the answer is that
    number ÷ the boxes, whoever holds the things gained for someone else, when those are another, unrelated unit
    (``brings 10 cookies to share with Marilyn``)."""
    if question.kind != "group_size" or question.item is None or question.item.unit == unit:
        return False
    asked = question.item.unit
    if lex.kind_of(asked, unit) or lex.kind_of(unit, asked) or unit == question.other:
        return False
    parts = [op for op in ops if op.kind == "partition" and op.target == question.other]
    return len(parts) == 1 and parts[0].item is not None and parts[0].item.unit == asked \
        and parts[0].amount.isdigit()
