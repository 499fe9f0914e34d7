"""``Mike joined his school's band.`` (v9): a gain verb whose object is a place, with no number, is a scene.

A gain verb (pack category ``positive``: join, find, get …) takes an amount of things (``joined 2 clubs``). Its
object here is a definite or owned place noun (``his school's band``, ``the team``) with no number: nothing is
counted and nothing changes hands, so the sentence sets the scene and moves nothing (a ``describe`` op, as the
scene rules of scenes.py make), and the story goes on (``He bought a trumpet for $145.16 …``).

Read only when the object is ``the``/a possessive (``his``, ``Mary's``, ``his school's``) then a pack place
that is not also a unit (``the box`` of things might be counted: ``found the box`` stays unread), and the
clause ends there; ``a band`` (one of them: counted), a number, a unit head or any words after refuse as
before (``expected a quantity``). The place is not made a holder: a later question about what is in it
still needs the story to say so.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Cursor, noun_run

GAIN_CATEGORY = "positive"


def take_place_object(cur: Cursor, ops: list[Op], verb) -> bool:
    """``joined his school's band`` → a scene op (True, to the end of the clause); False, nothing consumed."""
    if verb.category != GAIN_CATEGORY:
        return False
    start = cur.pos
    if cur.peek_word() == "the" or cur.sense("fn:possessive") is not None:
        cur.pos += 1
    elif cur.sense("name") is not None and cur.sense("poss", cur.pos + 1) is not None:
        cur.pos += 2
    else:
        return False
    got = noun_run(cur, cur.pos, ("place",))
    if got is not None and cur.sense("poss", got[2]) is not None:  # "his school 's band"
        got = noun_run(cur, got[2] + 1, ("place",))
    if got is None or any(s.cls == "unit" for s in cur.senses(got[2] - 1)) or got[2] != cur.end:
        cur.pos = start
        return False
    cur.pos = got[2]
    ops.append(Op(kind="describe", lemma=verb.id, sentence=cur.sentence.index))
    return True
