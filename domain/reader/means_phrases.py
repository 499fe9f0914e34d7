"""``He earned 13 dollars by mowing lawns.`` (v15, ADR 0304): a means phrase ``by <gerund> …`` after a clause.

``by`` + a manner gerund says how the clause's event happened, as the bare gerund already does (``earned 13 dollars
mowing lawns``, circumstances.take_manner_gerund): it changes no quantity and is read only where that gerund is —
a pack activity word and a number-free noun phrase (or a number-free preposition phrase). A means phrase with a
quantity (``by selling 5 cups``, ``by mowing 3 lawns``), ``by`` + a person (a passive's agent, ``by Tom``), ``by``
+ a time (``by noon``) and a means in the asked clause of a question (``How much did he earn by mowing lawns?``:
which events?) are not read here: the ``by`` stays unread and the sentence refuses as before.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor


def take_means(cur: Cursor) -> bool:
    """``by`` + a number-free manner gerund phrase, consumed; else nothing is consumed."""
    if cur.peek_word() != "by" or cur.sense("activity", cur.pos + 1) is None:
        return False
    from domain.reader.circumstances import take_manner_gerund  # circumstances imports this module
    start = cur.pos
    cur.pos += 1
    if take_manner_gerund(cur):
        return True
    cur.pos = start
    return False
