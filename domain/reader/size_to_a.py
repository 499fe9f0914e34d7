"""A group size said as ``N to a <container>`` (reader v14, ADR 0283):

    Ann packs 24 cookies 6 to a box. How many boxes does she fill?                 24 ÷ 6 = 4
    He has 30 apples. He packed them 5 to a bag.                                   size 5

Why: ``6 to a box`` says what ``into boxes of 6`` says — 6 things in each box — so it is the same partition by
size (partitions.parse_partition), with the container after the number. Read only after a put or divide verb
(``packs``, ``puts``, ``sorts``; a give verb's ``gave them 6 to a friend`` is not this), as the clause's end (its
end, a comma or a conjunction next): ``N [things] to a|an|each|every <container>``, the repeated thing (``6 cookies
to a box``) the pool's own, the container other than the things. Nothing consumed otherwise. Remainders refuse as
for every partition (ADR 0283).
"""
from __future__ import annotations

from domain.reader.graph import Item
from domain.reader.phrases import Context, Cursor, fmt, read_item, read_number


def read_size_to_a(cur: Cursor, ctx: Context, pool_item: Item | None, verb) -> tuple[str, str, str] | None:
    """``6 [cookies] to a box`` → (container unit, "6", ""), consumed; None, nothing consumed, otherwise."""
    if verb.category not in ("put", "divide") or not (cur.sense("num") or cur.sense("number")):
        return None
    start = cur.pos
    size = read_number(cur)
    if size is None or size[1] or size[0] <= 0:
        cur.pos = start
        return None
    save = cur.pos
    thing = read_item(cur, ctx, note=False)
    if thing is None:
        cur.pos = save
    elif pool_item is not None and thing.unit != pool_item.unit:
        cur.pos = start
        return None
    if cur.take_word("to") is None or cur.take_word("a", "an", "each", "every") is None:
        cur.pos = start
        return None
    container = read_item(cur, ctx, note=False)
    if container is None or (pool_item is not None and container.unit == pool_item.unit) \
            or (thing is not None and container.unit == thing.unit) \
            or not (cur.at_end() or cur.sense("punct:,") or cur.sense("fn:conjunction")):
        cur.pos = start
        return None
    return container.unit, fmt(size[0]), ""
