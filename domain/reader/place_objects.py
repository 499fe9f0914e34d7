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

Red team 20: the scene reading holds only when no other sentence of the text (the question too) names that
place. ``There were 5 players on the team. Tom joined the team. How many players are on the team now?``
answered 5 (Tom is a player now: 6), and ``He bought the farm. The farm has 5 apples. How many apples does Tom
have?`` answered his 3 (the farm's apples may be his now). ``check_place_objects`` refuses
(``ambiguous_reference``, frame ``statement.place_object``) when the place comes back.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Cursor, noun_run
from domain.reader.refusals import Reason, ReaderRefusal

GAIN_CATEGORY = "positive"


def take_place_object(cur: Cursor, ops: list[Op], verb, scenes: dict[int, str]) -> bool:
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
    scenes[cur.sentence.index] = got[1].entry.id
    return True


def check_place_objects(scenes: dict[int, str], cursors) -> None:
    """Refuse when a place taken as a gain verb's scene object is named in any other sentence (``the team had 5
    players``: is the one who joined one of them now?)."""
    for si, place in scenes.items():
        for cur in cursors:
            if cur.sentence.index == si:
                continue
            for i in range(cur.end):
                named = cur.sense("place", i)
                if named is not None and named.entry.id == place:
                    raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                                        frame="statement.place_object",
                                        detail="a place taken as a scene is named again")
