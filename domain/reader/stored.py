"""Things stored in containers, said after the counted object (v7, ADR 0093).

    Betty has 24 oranges stored in boxes. If there are 3 boxes, how many oranges must go in each box?   24 ÷ 3
    Mr. Guzman bought 48 doughnuts packed equally into 4 boxes. How many doughnuts were in each box?    48 ÷ 4
    Sam has 40 bananas that must be put away in boxes. … If there are 8 boxes, …                          40 ÷ 8

A participle of a pack ``put`` verb (``stored``, ``packed``), or a relative ``that <modal> be <put verb>``,
with ``in``/``into`` and containers, after exactly ONE stated quantity that a holding or a gain just read:
the counted things are put into the containers — a partition of those things (partitions.py), the same
reading as ``He packed them into 4 boxes``. ``into 4 boxes`` gives the number of groups (a partition into
N containers is read as equal parts, as ``sorted 40 pictures into 5 albums`` always was). ``in boxes`` with
no number leaves it open; ``settle_stored`` takes it from the one statement that counts such containers with
no holder (``If there are 3 boxes``); none, several, or containers someone holds (``Tom has 3 boxes``: his
boxes or others?) refuse.

The partition is of the stated number, at the time of the sentence: any later gain, loss or move of those
things by their holder refuses (``She ate 3 oranges. … how many in each box?``: the boxes before or after?).
Anything after the containers (``in 3 boxes for Tom``) leaves the sentence unread, as before.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import WORLD, Op
from domain.reader.partitions import read_each_container
from domain.reader.phrases import Context, Cursor, fmt, read_item, read_number
from domain.reader.refusals import Reason, ReaderRefusal

_PREPS = ("in", "into")
_MODAL = ("must", "will", "should", "would", "can", "could")


def _put_participle(cur: Cursor, after_be: bool):
    """A ``put`` verb here: a participle in ``-ed`` when reduced (``stored``), any form after ``be`` (``put``)."""
    verb = cur.sense("verb")
    if verb is None or verb.entry.category != "put":
        return None
    if not after_be and not cur.words[cur.pos + verb.length - 1].endswith("ed"):
        return None
    return verb


def take_stored_in(cur: Cursor, ctx: Context, ops: list[Op], first: int) -> bool:
    """``stored in boxes`` / ``packed equally into 4 boxes`` / ``that must be put away in boxes`` ending the
    clause (read from ``ops[first:]``) after one counted holding or gain; appends the partition. Nothing
    consumed when not this form."""
    if len(ops) - first != 1:
        return False
    op = ops[first]
    if op.kind not in ("hold", "gain") or op.item is None or not op.amount or not op.amount.isdigit() \
            or op.source or op.place:
        return False
    start = cur.pos
    after_be = False
    if cur.sense("fn:relative") is not None:
        cur.pos += 1
        if cur.peek_word() in _MODAL:
            cur.pos += 1
        elif cur.sense("fn:need") is not None and cur.words[cur.pos + cur.sense("fn:need").length - 1] == "to":
            cur.pos += cur.sense("fn:need").length  # "that need to be stored"
        if cur.peek_word() not in ("be",):
            cur.pos = start
            return False
        cur.pos += 1
        after_be = True
    verb = _put_participle(cur, after_be)
    if verb is None:
        cur.pos = start
        return False
    cur.pos += verb.length
    cur.take_word("away")
    cur.take("fn:evenly")
    if not cur.take_word(*_PREPS):
        cur.pos = start
        return False
    groups = ""
    num = read_number(cur)
    if num is not None:
        if num[1] or num[0] <= 0 or num[0].denominator != 1:
            cur.pos = start
            return False
        groups = fmt(num[0])
    at = cur.pos
    container = read_item(cur, ctx, note=False)
    if container is None or container.unit == op.item.unit or container.mods \
            or (not groups and cur.sense("unit", at) is not None and cur.sense("unit", at).form != "pl"):
        cur.pos = start
        return False  # "stored in a box" / "in the red boxes": not a number of like containers
    if cur.pos < cur.end and cur.words[cur.pos] != "," and cur.sense("fn:conjunction") is None:
        cur.pos = start
        return False
    ops.append(Op(kind="partition", lemma=verb.entry.id, sentence=op.sentence, actor=op.actor,
                  item=op.item, amount=op.amount, target=container.unit, groups=groups))
    ctx.stored.add((op.sentence, container.unit))
    return True


def _refuse(op: Op, detail: str, reason: Reason = Reason.AMBIGUOUS_REFERENCE, missing: str = "entity_binding"):
    return ReaderRefusal(reason, missing, sentence_index=op.sentence, frame="statement.stored", detail=detail)


def settle_stored(ops: list[Op], ctx: Context) -> list[Op]:
    """Give each open ``stored in boxes`` partition its count, and refuse a stored pool that changes later."""
    if not ctx.stored:
        return ops
    out = []
    for op in ops:
        if op.kind == "partition" and (op.sentence, op.target) in ctx.stored:
            later = [o for o in ops if o.sentence > op.sentence and o.item is not None
                     and o.item.unit == op.item.unit and o.kind in ("gain", "lose", "transfer", "scale")]
            # v7 red4a: whoever gains or loses them ("Sam brings 6 apples" after Tom's apples that must be put
            # away in boxes: do Sam's go in the boxes too?), not only their holder
            if later:
                raise _refuse(op, f"{op.item.unit} stored in {op.target} change later: before or after?")
            counts = [o for o in ops if o.item is not None and o.item.unit == op.target and o is not op]
            if op.groups and counts:
                # "stored in 3 boxes. There are 2 boxes.": the same boxes or others?
                raise _refuse(op, f"{op.target} counted again beside the {op.groups} the {op.item.unit} are stored in")
            if not op.groups:
                if len(counts) != 1 or counts[0].kind != "hold" or counts[0].actor != WORLD \
                        or not counts[0].amount.isdigit() or counts[0].amount == "0" or counts[0].item.mods:
                    raise _refuse(op, f"how many {op.target} the {op.item.unit} are stored in is not stated once",
                                  Reason.UNKNOWN_QUANTITY, "quantity")
                op = msgspec.structs.replace(op, groups=counts[0].amount)
        out.append(op)
    return out



def read_go_each(cur: Cursor, ctx: Context) -> str | None:
    """``… must go in each box`` (after the auxiliary): where each part of a partition goes, asked as ``are in
    each box`` is. The container unit, or None having read nothing."""
    start = cur.pos
    if cur.take("fn:go") is None or not cur.take_word(*_PREPS):
        cur.pos = start
        return None
    container = read_each_container(cur, ctx)
    if not container:
        cur.pos = start
        return None
    return container
