"""Equal groups said in words (reader v11, ADR 0192).

    If she sorted the pics into 5 different albums with the same amount of pics in each album, …

A partition into N groups is already read as N equal groups (partitions.py: ``each = pool / N``), so the
phrase ``with the same amount|number of <things> in|on each <group>`` (or ``with an equal number of …``) only
says out loud what the reading assumes: it is consumed and changes nothing. It is read only when it says
exactly that:

* it follows a partition into a *counted* number of groups (``into 5 albums``); after a group size (``into
  piles with 7 in each pile``) there is nothing left for it to say and it is not read;
* the things named are the pool's own unit (``pics`` is a ``same_as`` spelling of pictures); other things
  (``with the same number of stickers in each album``) are a second, unstated amount — not read;
* the group named after ``each`` is the partition's group unit, or ``one`` (``in each one``), or nothing
  (``with the same number of pics in each``); ``in each box`` after albums is not read.

Not read means nothing is consumed: the clause then refuses at ``with`` as before.

v20 (ADR 0455): the things may go unsaid, ``into 4 bags with the same number in each bag`` / ``on 4 shelves with
the same number on each shelf``: the only count the phrase can be of is the pool's, so it is read as if
``of <the pool's things>`` were there. After ``on N <surfaces>`` (counted_on.py) the phrase is the evenness that
``on`` needs (``equally``), as it already was after ``into``/``in``.
"""
from __future__ import annotations

from domain.reader.graph import Item
from domain.reader.phrases import Context, Cursor, read_item

_PLACE_WORDS = ("in", "on", "inside")


def take_equal_groups(cur: Cursor, ctx: Context, pool: Item | None, container: str) -> bool:
    """Consume ``[,] with the same amount of <pool things> in each <container>`` (see above)."""
    start = cur.pos
    cur.take("punct:,")
    if not cur.take_word("with"):
        cur.pos = start
        return False
    if cur.take_word("the"):
        ok = cur.take("fn:same") is not None
    elif cur.take_word("an"):
        ok = not cur.at_end() and cur.words[cur.pos] == "equal"
        cur.pos += 1 if ok else 0
    else:
        ok = False
    if not ok or cur.take("fn:quantity_noun") is None:
        cur.pos = start
        return False
    if cur.peek_word() in _PLACE_WORDS:  # v20: "with the same number in each bag" (ADR 0455): the pool's own
        named = pool
    elif not cur.take_word("of"):
        cur.pos = start
        return False
    elif cur.take_word("them"):
        named = pool
    else:
        named = read_item(cur, ctx, note=False)
    if named is None or pool is None or named.unit != pool.unit or (named.mods and named.mods != pool.mods):
        cur.pos = start
        return False
    if not cur.take_word(*_PLACE_WORDS):
        cur.pos = start
        return False
    if cur.take("fn:each") is None:
        cur.pos = start
        return False
    if cur.take_word("one"):
        return _ends(cur, start)
    if cur.take_word("of"):
        if not cur.take_word("the"):
            cur.pos = start
            return False
    again = read_item(cur, ctx, note=False)
    if again is not None and (again.unit != container or again.mods):
        cur.pos = start
        return False
    return _ends(cur, start)


def _ends(cur: Cursor, start: int) -> bool:
    if cur.at_end() or cur.sense("punct:,") is not None or cur.sense("fn:conjunction") is not None:
        return True
    cur.pos = start
    return False
