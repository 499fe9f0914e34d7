"""``While on vacation, Nancy took 49 pictures … How many pictures from her vacation did she still have?``
(v6): ``from <possessive> <noun>`` after the asked thing, where the noun is the occasion of a
``While on <noun>,`` opening, restricts the question to the things that came from that occasion.

The restriction is read only when it selects everything: every statement that brings or states the asked
unit (anything but a loss) opened with that same occasion. Losses need none: they take from the things
there are (``later deleted 38 of the pictures``). Any other statement (``At home she took 5 more``: from
the vacation or not?) refuses (``ambiguous_reference``, ``time_binding``), as does an occasion noun no
opening named (then the phrase is not read and the question refuses as unparsed).
"""
from __future__ import annotations

from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, noun_run
from domain.reader.refusals import Reason, ReaderRefusal


def take_occasion(cur: Cursor, ctx: Context, ops: list[Op], item: Item | None) -> bool:
    """Consume ``from her vacation`` when it names every statement's occasion; False (nothing read) else."""
    if item is None or not ctx.occasions or cur.peek_word() != "from" or cur.sense("fn:possessive", cur.pos + 1) is None:
        return False
    got = noun_run(cur, cur.pos + 2, ("unit", "place", "person"))
    if got is None or got[0] or got[1].entry.id not in ctx.occasions.values():
        return False
    occasion = got[1].entry.id
    outside = [op for op in ops if op.item is not None and op.item.unit == item.unit and op.kind != "lose"
               and ctx.occasions.get(op.sentence) != occasion]
    gender = cur.sense("fn:possessive", cur.pos + 1).entry.gender
    brought = [op for op in ops if op.item is not None and op.item.unit == item.unit and op.kind != "lose"]
    if any(ctx.entities.get(op.actor) not in (gender, "x") for op in brought):
        outside = brought  # "from his vacation" when a woman took them: whose vacation? never guess
    if outside or not brought:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", sentence_index=cur.sentence.index,
                            token_index=cur.pos, token_text="from", frame="question.occasion",
                            detail=f"'from … {cur.words[got[2] - 1]}' and a statement outside that occasion")
    cur.pos = got[2]
    return True
