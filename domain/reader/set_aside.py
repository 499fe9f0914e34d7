"""A part set aside, then the rest split into groups (ADR 0145).

    She put 44 pics into one album and put the rest into 5 different albums.
    He put 17 of them in one load, but decided to split the rest into 5 equal loads.

A partition moves nothing (partitions.py): after ``put 44 pics into one album`` the holder still holds
all 79 pictures. So ``the rest`` of a later partition cannot be read as the holder's whole holding, as
it is after a loss (``ate 4 and put the rest into piles``): it is that holding less the parts already
put into containers by explicit counts. Before this module the reader took the whole holding there
(``put 40 cards into one box and put the rest into 5 piles`` answered 16 per pile, not 8).

What ``the rest`` excludes: every earlier partition of the same actor's same things with a stated
count. An earlier partition of all of them (``sorted them into 4 piles``) leaves no rest, an earlier
part of a different kind (``20 red cards`` before ``the rest`` of the cards) leaves the rest unclear, and a
part put away by someone else (``Tom put 25 cards into one pile and Ann put the rest into 5 albums``: Ann's
cards or Tom's own?) too: all refuse.

The per-group question (``How many pictures were in each album?``) when the one album set aside and the
rest's albums are both partitions into albums: ``each album`` presupposes one count for every album,
and only the equal groups of the rest have one; so the question is read of the rest's groups when the
part was put into exactly one container. Two or more containers set aside, or a question about how
many containers (5 or 6?), still refuse as two partitions.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.refusals import Reason, ReaderRefusal

REST = "@rest"
"""``Op.event`` of a partition whose pool is ``the rest`` / ``the remainder`` (partitions.parse_partition)."""


def _refuse(detail: str, sentence: int) -> ReaderRefusal:
    return ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "item_binding", sentence_index=sentence,
                         frame="statement.rest_after_part", detail=detail)


def parts_before_rest(ops: list[Op], rest: Op) -> list[Op]:
    """The earlier partitions with stated counts that ``the rest`` of ``rest`` leaves out (possibly none).
    Refuses when an earlier partition of the actor's things took all of them, or a different kind of them."""
    parts: list[Op] = []
    for op in ops:
        if op is rest:
            break
        if parts and op.kind in ("lose", "transfer") and op.actor == rest.actor and op.item is not None \
                and rest.item is not None and op.item.unit == rest.item.unit:
            # red 17: "put 18 pics into one album. He deleted 3 pictures. He put the rest into 2 albums": were
            # the deleted ones among the album's 18 or among the rest?
            raise _refuse(f"the rest after some {op.item.unit} went once a part was put into {parts[0].target}",
                          rest.sentence)
        if op.kind != "partition" or op.item is None or rest.item is None or op.item.unit != rest.item.unit:
            continue
        if op.actor != rest.actor:
            # "Tom put 25 cards into one pile and Ann put the rest into 5 albums": Ann's cards or Tom's own?
            raise _refuse(f"the rest after someone else put {op.item.unit} into {op.target}", rest.sentence)
        if op.event == REST or op.amount == "all":
            raise _refuse(f"the rest after all {op.item.unit} were already put into {op.target}", rest.sentence)
        if op.item.mods != rest.item.mods:
            raise _refuse(f"the rest of {rest.item.unit} after a part of another kind", rest.sentence)
        parts.append(op)
    return parts


def is_set_aside_part(ops: list[Op], part: Op) -> bool:
    """``part`` is a partition with a stated count that a later ``the rest`` of the same actor's things leaves
    out. Its count must fit in the holding when it is put away (red 17: ``had 43 pieces of clothing … put 45
    of them in one load. She found 8 more …, but decided to split the rest`` answered 1: the part was more
    than she had, and the later gain only hid it)."""
    if part.kind != "partition" or part.event == REST or part.amount == "all" or part.item is None:
        return False
    at = next((i for i, op in enumerate(ops) if op is part), len(ops))
    later = ops[at + 1:]
    return any(op.kind == "partition" and op.event == REST and op.actor == part.actor and op.item is not None
               and op.item.unit == part.item.unit for op in later)


def each_group_partition(parts: list):
    """Of the ``(op, pool)`` partitions into the asked container, the one a ``How many … in each <container>?``
    question asks about when they are one set-aside container and the rest's equal groups; else None."""
    if len(parts) != 2:
        return None
    (first, _), (second, _) = parts
    if second.event != REST or first.groups != "1" or first.factor or first.amount == "all" \
            or first.actor != second.actor or first.item != second.item or second.groups == "1":
        return None
    return parts[1]
