"""``How many points did he score in both games?`` (reader v22, ADR 0515): an action question over every numbered
place the story told.

    Max scored 21 points in the first game and 26 points in the second game.
    How many points did he score in both games?                                      21 + 26 = 47
    How many points did he score in the two games?                                   47

told_spans.py reads ``in the two months`` of told days and months; this module reads the same restriction of
places the story numbered with ordinals (``in the first game``, ``in the second game``). The reader keeps only
restrictions it can check, so the phrase is read (and then asks what ``in all`` asks) only when it is exactly the
whole story: every operation of the story that is not a price, a rate or a description is told at a place
``the <ordinal> <noun>``, of the one noun the question names (``games`` / ``game``), and those places are exactly
N (``both`` = 2). Consumed only in an action question's tail (questions._tail with the story's operations).

Not read (nothing consumed, so the question refuses as before): a place-less event beside them (``He also scored 5
points in practice``), three games told for ``the two games``, another noun (``in both halves`` after ``games``),
a place not numbered (``in the big game``), a holding (``How many points does he have in both games?`` is no
action question).
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Cursor, read_number

_PREPS = ("in", "during", "over", "across")
_ORDINALS = frozenset({"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
                       "tenth"})
_ORDER = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
_UNPLACED = ("price", "per", "describe")


def take_told_places(cur: Cursor, ops: list[Op]) -> bool:
    """Consume ``in both <places>`` / ``in the N <places>`` / ``in all N <places>`` when the story's numbered
    places are exactly those (module doc); False, nothing consumed, otherwise."""
    start = cur.pos
    if cur.peek_word() not in _PREPS:
        return False
    cur.pos += 1
    if cur.take_word("both") is not None:
        count = 2
    else:
        cur.take_word("the", "all")
        num = read_number(cur)
        if num is None or num[1] or num[0].denominator != 1 or num[0] < 2:
            cur.pos = start
            return False
        count = int(num[0])
    unit = cur.sense("unit")
    if unit is None or unit.length != 1 or cur.words[cur.pos] != cur.lex.unit_by_id[unit.entry.id].plural:
        cur.pos = start
        return False
    singular = cur.lex.unit_by_id[unit.entry.id].singular
    places = set()
    by_actor: dict[str, set[str]] = {}
    for op in ops:
        if op.kind in _UNPLACED:
            continue
        words = op.place.split()
        if len(words) != 3 or words[0] != "the" or words[1] not in _ORDINALS or words[2] != singular:
            cur.pos = start
            return False  # an event at no numbered place of that noun: inside the span or not?
        places.add(words[1])
        by_actor.setdefault(op.actor, set()).add(words[1])
    # red11 (ADR 0521): `Tom scored 5 points in the first game. Ann scored 7 points in the second game. How many
    # points did Tom score in both games?` read 5 — Tom's second game was never told. Every doer must have been told
    # at every place, and the places must be the first N (`the first … the third game` is no `two games`).
    if any(told != places for told in by_actor.values()) or places != set(_ORDER[:count]):
        cur.pos = start
        return False
    if len(places) != count:
        cur.pos = start
        return False
    cur.pos += 1
    return True
