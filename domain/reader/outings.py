"""``During a visit to an orchard, Charlie picked …`` (reader v13, ADR 0262): an outing as a leading time.

``during|on <det|poss> <outing> to <place>`` opening a sentence says when (and roughly where) what follows
happened: a visit, a trip, an outing (pack role ``outing``) to a place. It moves nothing and names no one who
receives anything, so the ``to`` in it is no recipient (the leading-adjunct reader refused any ``to`` phrase:
``a leading to/from/with phrase``). Read only at the start of a sentence, with a determiner or possessive before
the outing noun and a place of the pack after ``to``, followed by a comma; the place is not made a holder or a
scene of the story (nothing is said to be there). Anything else is read as before.
"""
from __future__ import annotations

from domain.reader.circumstances import read_place
from domain.reader.phrases import Context, Cursor, rewinder

_LEADS = ("during", "on")


def take_outing(cur: Cursor, ctx: Context) -> bool:
    """At the sentence's first word: step over ``during|on <det> <outing> to <place>`` (not the comma)."""
    if cur.pos != 0 or cur.peek_word() not in _LEADS:
        return False
    rewind = rewinder(cur, ctx)
    entities = dict(ctx.entities)
    cur.pos += 1
    if cur.take("fn:determiner") is None and cur.take("fn:possessive") is None:
        return rewind()
    outing = cur.sense("fn:outing")
    if outing is None:
        return rewind()
    cur.pos += outing.length
    if not cur.take_word("to") or cur.sense("name") is not None:
        return rewind()
    place = read_place(cur, ctx)
    if place is None or cur.peek_word() != ",":
        return rewind()
    ctx.entities = entities  # the place is where the outing went, no holder of the story
    return True
