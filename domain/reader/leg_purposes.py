"""What a leg was for, told after it (v12, ADR 0242).

    Beka flew 873 miles to visit her aunt. Jackson flew 563 miles to visit his aunt.
    How many more miles did Beka fly than Jackson?                                              873 − 563

Why: legs.py (ADR 0109) reads ``to`` after a distance as the leg's end (``to the post office``) and refused
whatever else followed it. ``to`` + a verb is not an end but a purpose: why the traveller went, which moves
nothing and tells no further distance, so the leg is read as if the purpose were not there.

The purpose: ``to`` + a pack verb that is not a travel verb (``to walk 2 more miles`` would be a further leg)
+ [a determiner or a possessive] + a number-free noun phrase (things, places or people), and then the end of
the statement. Anything else after it (a number, ``and`` another leg, ``for 2 hours``) keeps the refusal:
the purpose must be the last words of its statement, so it can hide no leg and no quantity.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor, noun_run


def take_leg_purpose(cur: Cursor) -> bool:
    """At ``to``: take ``to <verb> [det|poss] <noun phrase>`` when it ends the statement; else move nothing."""
    if cur.peek_word() != "to":
        return False
    verb = cur.sense("verb", cur.pos + 1)
    if verb is None or verb.entry.category == "travel":
        return False
    start = cur.pos
    cur.pos += 1 + verb.length
    if cur.take("fn:determiner") is None:
        cur.take("fn:possessive")
    got = noun_run(cur, cur.pos, ("unit", "place", "person"))
    if got is None or got[2] != cur.end:
        cur.pos = start
        return False
    cur.pos = got[2]
    return True
