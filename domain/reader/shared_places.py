"""A there-conjunct that is where the one before it is, by ``too``; ``present`` in a be-question (reader v13,
ADR 0264).

    There were 105 parents in the program and 698 pupils, too. How many people were present in the program?
                                                                                               105 + 698

unplaced_kinds.py refuses ``… in the program and 698 pupils`` beside a question about the program: whether the
place carries over to a conjunct that names none is not settled by the grammar. ``too`` settles it: ``X, too``
says X is so as well — here, that there were 698 pupils as there were 105 parents, in the program. So
``, too`` ending the sentence right after a there-conjunct with no place of its own gives it the place of the
conjunct before it, when that one named exactly one place (pack role ``too``, read nowhere else). A conjunct
with a place of its own, a first conjunct with none, or ``too`` anywhere else leave the sentence as before
(``too`` is then a word no reading takes, and the sentence refuses).

``How many people were present in the program?``: ``present`` (pack role ``present``) right after the be
word of a holding question and right before ``in|at|on`` says no more than being there; it is stepped over
only there.
"""
from __future__ import annotations

from domain.reader.phrases import Cursor

_PLACE_PREPS = ("in", "at", "on")


def take_too(cur: Cursor) -> bool:
    """``, too`` ending the sentence here (consumed, True); nothing consumed and False otherwise."""
    if cur.pos + 2 != cur.end or cur.words[cur.pos] != "," or cur.sense("fn:too", cur.pos + 1) is None:
        return False
    cur.pos += 2
    return True


def skip_present(cur: Cursor) -> bool:
    """``present`` right before ``in|at|on`` (consumed, True); nothing consumed otherwise."""
    if cur.sense("fn:present") is None or cur.pos + 1 >= cur.end or cur.words[cur.pos + 1] not in _PLACE_PREPS:
        return False
    cur.pos += 1
    return True
