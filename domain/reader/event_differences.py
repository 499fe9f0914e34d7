"""``How many more push-ups did David do than Zachary?`` (reader v23, ADR 0545): the difference of the two events
compared_events.py reads, asked as a comparison.

    Zachary did 46 push-ups. David did 12 more push-ups than Zachary.
    How many more push-ups did David do than Zachary?                          (46 + 12) − 46 = 12
    Jack collected 12 leaves. Jill collected 3 times as many leaves as Jack.
    How many more leaves did Jill collect than Jack?                           36 − 12 = 24
    How many fewer leaves did Jack collect than Jill?                          36 − 12 = 24

compared_events.py asked only one person's count or the sum; its question parser stopped at ``more`` (``asks about
other things``). The question read here, after ``How many``:

    more|fewer [<the first statement's things>] did <X> <the same verb> than <Y> [did]

X and Y the two people of the story (a capitalised name or the relation compared_events reads, ``his father``),
one each. ``more`` asks X's count less Y's, ``fewer`` Y's less X's; the solver refuses a difference that is not
positive (the question says who did more: a story where X did fewer contradicts it).

Refused (at the question): other things, another verb, the same person twice, a third person, a pronoun after
``than`` (``than he did``: which one?), no ``than`` (``How many more push-ups did David do?``: more than whom, or
further ones?), any word after ``than Y [did]``.
"""
from __future__ import annotations

from domain.reader.named_relations import relation_of
from domain.reader.phrases import Cursor


def _person(cur: Cursor, a: str, gender: str, name) -> str | None:
    """A capitalised name (compared_events._name) or a relation of the first person (``his father``)."""
    got = name(cur)
    if got is None:
        rel = relation_of(cur, a, gender)
        got = rel[0] if rel is not None else None
    return got


def take_event_difference(cur: Cursor, a: str, b: str, gender: str, verb: str, things: str, *, name, read_verb,
                          read_things, refuse) -> tuple[str, str] | None:
    """After ``How many``: ``more|fewer [things] did X <verb> than Y [did]`` → (minuend, subtrahend); None (nothing
    consumed) when no ``more``/``fewer`` follows. Raises through ``refuse`` when the rest is not this shape."""
    more = cur.sense("fn:more") is not None
    if not more and cur.sense("fn:fewer") is None:
        return None
    cur.pos += 1
    if cur.peek_word() != "did" and read_things(cur) != things:
        raise refuse(cur, "a difference asked of other things")
    if cur.peek_word() != "did":
        raise refuse(cur, "expected 'did' after 'how many more|fewer <things>'")
    cur.pos += 1
    x = _person(cur, a, gender, name)
    if x is None or x not in (a, b):
        raise refuse(cur, "a difference asked of someone else")
    if read_verb(cur) != verb:
        raise refuse(cur, "a difference asked of another verb")
    if cur.sense("fn:than") is None:
        raise refuse(cur, "'more'/'fewer' without 'than': compared with whom?")
    cur.pos += 1
    y = _person(cur, a, gender, name)
    if y is None or y not in (a, b) or y == x:
        raise refuse(cur, "compared with someone else")
    if cur.peek_word() == "did":
        cur.pos += 1
    if not cur.at_end():
        raise refuse(cur, "words after 'than <someone> [did]'")
    return (x, y) if more else (y, x)
