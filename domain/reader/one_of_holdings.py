"""``Sam has a box of 12 crayons.`` / ``Ann has a pair of shoes.``: one container or measure held (v17, ADR 0366).

    Sam has a box of 12 crayons. How many crayons does Sam have?                                   1 × 12 = 12
    Ann has a pair of shoes. Bob has 3 pairs of shoes. How many pairs of shoes do they have in all?    1 + 3 = 4

A holding was read with a number (``has 1 box of 12 crayons``: measures.take_of_count makes the ``of 12 crayons`` a
per-box rate; ``has 3 pairs of shoes``); ``a|an`` in its place refused (``expected a quantity after the verb``), while
a gain verb already read ``bought a box of 12 crayons`` as one box. Read here, after ``has|had``: ``a|an`` right
before a singular count unit that is followed by ``of`` is the number 1, and the rest is read as after ``1``.

Only with ``of`` after the unit (a container or a measure of something): ``has a dog`` is left as before, and so are
``a lot of`` / ``a total of`` / ``a supply of`` (read elsewhere or not units), a unit that is also a person (``a
friend of Sam``), a measure that is not a count (``a pound of apples``).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Item
from domain.reader.phrases import Cursor, noun_run, read_item


def read_one_of(cur: Cursor, ctx) -> list[tuple[Fraction, Item]] | None:
    """``a|an <count unit> of …`` after a have verb → [(1, item)], the cursor after the item; None (nothing
    consumed) otherwise."""
    if cur.peek_word() not in ("a", "an"):
        return None
    got = noun_run(cur, cur.pos + 1, ("unit",))
    if got is None or got[0] or got[1].form != "sg" or got[2] != cur.pos + 2 or cur.peek_word(2) != "of":
        return None
    at = cur.pos + 1
    if any(s.cls == "person" for s in cur.senses(at)) or got[1].entry.id in cur.lex.person_units \
            or cur.lex.unit_by_id[got[1].entry.id].family != "count":
        return None
    start = cur.pos
    cur.pos += 1
    item = read_item(cur, ctx)
    if item is None or item.unit != got[1].entry.id:
        cur.pos = start
        return None
    return [(Fraction(1), item)]
