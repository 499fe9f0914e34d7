"""``There were 20 kids on the field. 8 more kids came.`` (v15, ADR 0304): ``more`` things that came, no place said.

A counted group's arrival must be tied to the group (groups._arrival: ``joined them``, ``came to the field``).
``N more <things> came`` [``in``] closing the clause, with nothing else, is tied by ``more`` itself when the group's
one holder (groups._group_holder: every earlier holding, gain and loss of those things names it) is a place, a thing
of the story (``the field``, ``the tree``, ``the gym``): more of them came, to where the others are. Only the pack's
``come`` (come, came, comes); a person or nobody (``There were 20 kids.``) as the one holder, two places, any place
or other word after ``came`` (those are read, or refused, as before) are not read here. ``Some more birds came``
is an unknown number, solved from a later count as groups.py does for ``Some more birds joined them``; the question
``How many birds came [in]?`` asks those arrivals the same way (group_arrival_question.py: the story's arrivals by
``come`` all at that one place, the things neither lost nor moved).
"""
from __future__ import annotations

from domain.reader.graph import WORLD
from domain.reader.phrases import Context, Cursor

_COME = "verb.come"
_CLOSERS = (",", "and", "but", "then")


def take_bare_arrival(cur: Cursor, ctx: Context, lemma: str, holder: str) -> bool:
    """Right after ``came``: an optional ``in`` closing the clause, consumed, when the one holder is a place."""
    if lemma != _COME or holder == WORLD or ctx.entities.get(holder) != "n":
        return False
    at = cur.pos
    if at < cur.end and cur.words[at] == "in":
        at += 1
    if at < cur.end and cur.words[at] not in _CLOSERS:
        return False
    cur.pos = at
    return True
