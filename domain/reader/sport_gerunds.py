"""A game played as a manner gerund's object (v13, ADR 0266):

    Jorge scored 156 goals playing soccer last season.          the goals were scored while playing soccer

``take_manner_gerund`` (circumstances.py, v6) reads ``<activity> [det|poss] <noun phrase>`` after a counted
object as how it happened (``made 9 dollars mowing lawns``); a game's name (``soccer``, ``basketball``) is no
noun of the pack's units or places — the pack has it as a modifier (``soccer ball``) — so ``playing soccer``
was left over and the sentence refused. English names a game bare after ``playing``: the pack's function
role ``sport`` lists such names, and one of them right after the activity, not followed by a noun it would
modify (``playing soccer balls``: left to the noun run) nor by a number, is the gerund's whole object.
Like every manner gerund it changes no count and is never read in an asked clause.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor


def take_sport(cur: Cursor) -> bool:
    """At the activity's object: one pack ``sport`` word, not modifying a noun after it (nothing consumed
    otherwise)."""
    s = cur.sense("fn:sport")
    if s is None:
        return False
    after = cur.pos + s.length
    if after < cur.end and (cur.sense("unit", after) is not None or cur.sense("place", after) is not None
                            or cur.sense("modifier", after) is not None or cur.sense("num", after) is not None
                            or cur.sense("number", after) is not None):
        return False
    cur.pos = after
    return True
