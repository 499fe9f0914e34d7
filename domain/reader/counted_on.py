"""``put them on 8 shelves [equally]``: a partition onto a counted number of surfaces (v17, ADR 0366).

    Zack has 72 comic books. He puts them on 8 shelves equally. How many comic books are on each shelf?   72 / 8 = 9
    Jill made 56 cookies. She put them equally on 8 plates. How many cookies are on each plate?            56 / 8 = 7

The partition frame (partitions.parse_partition) read ``V POOL [evenly] into|in|onto|among|between GROUPS``;
``on`` was left out because ``on the table`` is a place, not groups. ``on`` is taken here only when a count
follows at once (``on 8 shelves``): a counted set of surfaces the pool is spread over, as ``onto 8 plates`` was
already read, but only when the spreading is said to be even: ``equally``/``evenly`` before the groups or closing
the clause after them (``on 8 shelves equally``). ``put them on 8 plates`` alone may be unequal (the fresh sets
mark it must-refuse) and refuses as before. The closing ``equally`` is read after any counted groups (``in 3 bags
equally``, which ``in`` read without it), once, and never after a size (``groups of 6``).

Refused as before: ``on the shelf`` (a place), ``on 8 plates`` with no ``equally``, a pool that does not divide (the solver's
whole-count check), ``equally`` twice or before another word.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor


def take_counted_on(cur: Cursor) -> bool:
    """``on`` right before a count (``on 8 shelves``): consumed, True; else nothing consumed."""
    if cur.peek_word() == "on" and (cur.sense("num", cur.pos + 1) is not None
                                    or cur.sense("number", cur.pos + 1) is not None):
        cur.pos += 1
        return True
    return False


def take_trailing_evenly(cur: Cursor) -> bool:
    """``equally``/``evenly`` closing the clause after the counted groups: consumed, True; else nothing."""
    if cur.sense("fn:evenly") is None:
        return False
    at = cur.pos
    cur.take("fn:evenly")
    if cur.at_end() or cur.sense("punct:,") is not None or cur.sense("fn:conjunction") is not None:
        return True
    cur.pos = at
    return False
