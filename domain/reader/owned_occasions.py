"""A place or occasion owned by a person named through a possessive (v11, ADR 0198):
``Isabel picked 66 flowers for her friend's wedding.``

``Tom's party`` and ``her school's bake sale`` were read as places (circumstances.read_place), but ``her
friend's wedding`` was not: ``her friend`` is read first as a person (an owned person, persons.py), and the
``'s`` after it was left over. This module reads the rest: after such a person and ``'s``, a noun run whose
head is a pack place and nothing else (``wedding``, ``house``, ``party``) names one place, ``Isabel's friend's
wedding``, neuter, as ``Tom's party`` is. It is still only a place: what a ``for`` phrase with it means is for
beneficiaries.py to weigh (``for her friend's wedding`` is an occasion, not a person the things were handed to).

A head that is also a person or a counted unit (``her friend's sister``, ``her friend's cookies``) is not this
form: the sentence stays unread as before.
"""
from __future__ import annotations

from domain.reader.phrases import Context, Cursor, definite_entity, noun_run


def read_owned_place(cur: Cursor, ctx: Context, owner: str, at: int, known: int) -> str | None:
    """On the ``'s`` after an owned person ``owner``: ``'s <place>`` → the place entity; None (nothing
    consumed) when no pack place alone follows. ``known`` is how many entities there were before ``owner``
    was read: a person first named here only owns the place (``her friend`` then ``She was making …``: the
    friend is no candidate for ``she``, as ``Tom`` of ``Tom's party`` is none), so it is taken back."""
    if cur.sense("poss") is None or ctx.entities.get(owner, "n") == "n":
        return None
    got = noun_run(cur, cur.pos + 1, ("place",))
    if got is None or got[1].form != "sg":
        return None
    adjuncts, noun, end = got
    if any(s.cls in ("person", "unit") for s in cur.senses(end - noun.length)):
        return None
    words = cur.words[end - noun.length - len(adjuncts):end - noun.length]
    cur.pos = end
    if len(ctx.entities) > known and next(reversed(ctx.entities)) == owner:
        del ctx.entities[owner]
    return definite_entity(cur, ctx, owner + "'s", list(words), noun.entry.singular, "n", at)
