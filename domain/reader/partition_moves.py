"""Changes after a partition (red team 7).

``Tom has 24 apples. He splits his apples evenly into 3 groups and gives one group to Sam. How many apples
does Tom have now?`` — the group given away carried 8 apples, but the reader moved a "group" (a thing
Tom never held) and left his apples at 24. Moving, gaining or losing the containers of a partition (the
groups, bags, piles it made) is not read: the things inside them would have to move too. Refused when
the story is parsed.

``Tom has 24 apples. He puts them into 3 bags and eats 6. How many apples are in each bag?`` — from
which bags did he eat? A loss of the partitioned things by their holder after the partition leaves
the bags uneven or unknown; a question about the groups then refuses (a holding question still reads:
18 apples).
"""
from __future__ import annotations

from domain.reader.graph import ONLY_HOLDER, Op
from domain.reader.refusals import Reason, ReaderRefusal

_CHANGES = ("gain", "lose", "transfer")


def check_partition_moves(ops: list[Op]) -> None:
    """Refuse a change of a partition's containers told after it."""
    for i, part in enumerate(ops):
        if part.kind != "partition":
            continue
        for op in ops[i + 1:]:
            if op.kind in _CHANGES and op.item is not None and op.item.unit == part.target:
                raise ReaderRefusal(Reason.UNSUPPORTED_FORM, "partition", sentence_index=op.sentence,
                                    frame="partition.move",
                                    detail=f"a {part.target} of the partition moves: the things in it would too")


def check_loss_after_partition(ops: list[Op], part: Op, sentence: int) -> None:
    """Refuse a group question when the partition's holder lost some of those things after it."""
    after = ops[ops.index(part) + 1:] if part in ops else []
    for op in after:
        if op.item is None or part.item is None or op.item.unit != part.item.unit:
            continue
        # v20 (ADR 0454): also a loss that names no loser (``2 cards leave``, ``Some popped``: the one holder's,
        # bound by the solver) and a gain from no named source by someone else (``Sam takes 2 cards``): both may
        # be of the partitioned things (was 48 for ``96 cards … into 2 equal rows. 2 cards leave. … each row?``)
        lost = (op.kind == "lose" and op.actor in (part.actor, "")) or \
               (op.kind == "transfer" and op.actor == part.actor) or \
               (op.kind == "gain" and (op.source in (part.actor, ONLY_HOLDER)
                                         or (not op.source and op.actor != part.actor)))
        if lost:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "partition", sentence_index=sentence,
                                frame="partition.loss",
                                detail=f"{part.actor} lost some {part.item.unit} after putting them into "
                                       f"{part.target}: from which?")
