"""Things put into N containers, then M told in each: N × M of them (reader v13, ADR 0265).

    Emily collected eggs from the hen and put them into 303 baskets. She put 28 eggs into each basket.
    How many eggs did Emily collect?                                                       303 × 28

``put them into 303 baskets`` is a partition of all the things into 303 equal groups (partitions.py); ``She
put 28 eggs into each basket`` then tells the size of each group. Together they fix the whole: each of the
303 groups is 28, so the things put were 303 × 28 — however many were collected was never said, and this is
what says it. The solver adds that as an equation (the group size = M), so an unknown amount is solved and a
known one is checked (``collected 500 eggs … 303 baskets … 28 in each``: 500 / 303 is not 28, a
contradiction that refuses).

Read only when all of this holds: the partition is into a number of groups (``into 303 baskets``; not a group
size, ``into groups of 6``), exactly one rate of the same things (same modifiers) in each container of that
same kind is told in a later or the same sentence by a put verb or ``Each <container> has|holds``, and its
amount is a number. A put rate told of someone else (``Emily … put them into 30 baskets. Tom put 28 eggs into
each basket``: more eggs into the same baskets, or the size of Emily's groups?) refuses (check_group_sizers,
from the subjects rates.parse_put_rate records).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Op
from domain.reader.refusals import Reason, ReaderRefusal


def told_group_size(ops: list[Op], partition: Op) -> Fraction | None:
    """The one number of things told in each of the partition's containers (module doc), else None."""
    if not partition.groups or partition.factor or partition.item is None:
        return None
    size = _size_op(ops, partition)
    if size is None:
        return None
    try:
        return Fraction(size.amount)
    except ValueError:
        return None


def _size_op(ops: list[Op], partition: Op) -> Op | None:
    if not partition.groups or partition.factor or partition.item is None:
        return None
    sizes = [op for op in ops if op.kind == "per" and op.item == partition.item and op.target == partition.target
             and op.sentence >= partition.sentence and op.actor in ("", partition.actor)]
    if len(sizes) != 1 or sizes[0].amount.startswith("?"):
        return None
    return sizes[0]


def check_group_sizers(ops: list[Op], put_rates: dict, sentence: int) -> None:
    """A group size told by a put verb of someone else than the partitioner refuses (module doc)."""
    for op in ops:
        if op.kind != "partition":
            continue
        size = _size_op(ops, op)
        if size is None:
            continue
        who = put_rates.get((size.sentence, size.item.unit, size.target))
        if who is not None and who != op.actor:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=sentence,
                                frame="statement.rate",
                                detail=f"{who} put {size.amount} in each {size.target} after {op.actor}'s partition")
