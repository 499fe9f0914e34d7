"""How sentences open (reader v6): a descriptive clause before a statement, leading adverbials,
possessive and weather subjects.

Each form here either consumes its words into something the solver uses (a time, a place, a subject)
or is licensed by a pack descriptive rule recorded in the trace; anything else is left for the
statement frames to read or refuse.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor, read_entity

DESCRIBED_BY = ("and",)


def descriptive_prefix(cur: Cursor, ctx: Context, ops: list[Op], describe) -> str | None:
    """``Wendy was playing a video game and had 10 lives.``: a clause a pack descriptive rule reads
    whole, then ``and`` + a verb phrase whose subject is the described one. ``describe(sub)`` matches
    the rules on a cursor over the first clause only, so the number rule (a sentence part with a
    number is never descriptive) still holds for that part. The subject must be one entity: a group
    (``Tom and Ann were playing a game and had 10 lives``) does not say whose the lives are.

    Returns the subject (and leaves ``cur`` after the ``and``), or None without consuming."""
    for k in range(1, cur.end - 1):
        if cur.words[k] not in DESCRIBED_BY or cur.words[k - 1] == ",":
            continue
        if not (cur.sense("verb", k + 1) or cur.words[k + 1] in ("will", "had", "has", "then")):
            continue
        sub = Cursor(cur.lex, cur.sentence, 0, k)
        snapshot, seen = dict(ctx.entities), list(ctx.units_seen)
        op = describe(sub)
        if op is None:
            continue
        head = Cursor(cur.lex, cur.sentence, 0, k)
        subject = read_entity(head, ctx)
        if subject is None or head.peek_word() in ("and", ","):
            ctx.entities, ctx.units_seen = snapshot, seen
            return None
        ops.append(op)
        cur.times |= sub.times
        cur.pos = k + 1
        return subject
    return None


def stamp_leading_place(ops: list[Op], first: int, place: str) -> None:
    """``At the park Sam found 5 shells``: a leading place is the place of the clause's gains, losses
    and holdings that name none of their own, exactly as if it ended the clause."""
    if not place:
        return
    for i in range(first, len(ops)):
        if ops[i].kind in ("gain", "lose", "hold") and not ops[i].place:
            ops[i] = msgspec.structs.replace(ops[i], place=place)
