"""``They have 48 cards in all.`` / ``Together they have 48 cards.``: a group total told of everyone named (v15,
ADR 0312).

``they`` as a subject refuses in general (phrases.resolve_they): two people, or a person and a store, leave it
open. A total held together (``in all``, ``together``, ``altogether``, ``in total``, or ``each``) by ``they``
is read as told of every entity the story has named so far, and only when there are two or more and each is a
named person (a name, or a person told by relation such as ``his sister``; no ``the …`` role, no place, no
unknown): then nobody else could be meant. The clause is then what ``Tom and Sam have 48 cards in all`` is
(coordination.group_holding): a ``hold_sum`` the solver turns into an equation, solved with the others
(``Tom has 3 times as many cards as Sam.``: solver.solve_system).
"""
from __future__ import annotations

from domain.reader.coordination import group_holding
from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor

_PERSON = ("m", "f")


def _everyone_named(ctx: Context) -> list[str] | None:
    named = list(ctx.entities)
    if len(named) < 2:
        return None
    for who in named:
        if ctx.entities[who] not in _PERSON or who.startswith(("the ", "?", "@")) or not who[:1].isupper():
            return None
    return named


def parse_they_total(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """``[Together[,]] they <have> …`` over everyone named; False (nothing read) on any other clause."""
    saved = (cur.pos, dict(ctx.entities), list(ctx.subjects))
    i = cur.pos
    together = cur.words[i] == "together" if i < cur.end else False
    if together:
        i += 2 if cur.words[i + 1:i + 2] == [","] else 1
    if cur.words[i:i + 1] != ["they"]:
        return False
    members = _everyone_named(ctx)
    if members is None:
        return False
    cur.pos = i + 1
    if group_holding(cur, ctx, ops, members, saved, together):
        return True
    cur.pos = saved[0]
    return False
