"""A contact relative clause after a held thing (v6): ``A waiter had 9 tables he was waiting on``.

``<the subject, as a pronoun or name> <be> <activity or V-ing> [<preposition>]`` right after the object of a
holding says what the holder does with the held things (the object gap is the held thing itself); it changes
no amount. Read only when its doer is the clause's own subject (``9 tables Tom was waiting on`` — whose
tables? — is not read) and it ends the clause (end of sentence or a comma); anything with a number, or any
other word after it, is left to the caller, which refuses.
"""
from __future__ import annotations

from domain.reader.phrases import Context, Cursor, read_entity


def take_contact_relative(cur: Cursor, ctx: Context, subject: str) -> bool:
    start = cur.pos
    if not subject or cur.at_end() or cur.words[cur.pos] in (",", "and"):
        return False
    if cur.sense("fn:pronoun") is None and cur.sense("name") is None:
        return False
    doer = read_entity(cur, ctx)
    if doer != subject or not cur.take("fn:be"):
        cur.pos = start
        return False
    head = cur.sense("activity") or cur.sense("verb")
    if head is None or not cur.words[cur.pos + head.length - 1].endswith("ing"):
        cur.pos = start
        return False
    cur.pos += head.length
    cur.take("fn:preposition")  # "waiting on": the stranded preposition's object is the held thing
    if not (cur.at_end() or cur.words[cur.pos] == ","):
        cur.pos = start
        return False
    return True
