"""``They have 48 cards in all.`` / ``Together they have 48 cards.``: a group total told of everyone named (v15,
ADR 0312).

``they`` as a subject refuses in general (phrases.resolve_they): two people, or a person and a store, leave it
open. A total held together (``in all``, ``together``, ``altogether``, ``in total``, or ``each``) by ``they``
is read as told of every entity the story has named so far, and only when there are two or more and each is a
named person (a name, or a person told by relation such as ``his sister``; no ``the …`` role, no place, no
unknown): then nobody else could be meant. The clause is then what ``Tom and Sam have 48 cards in all`` is
(coordination.group_holding): a ``hold_sum`` the solver turns into an equation, solved with the others
(``Tom has 3 times as many cards as Sam.``: solver.solve_system).

When some of everyone named are tied together by what the story told before and someone is not (red team 2, ADR
0319), ``they`` may be that group alone: ``Carol has 5 shells. Sam has 4 times as many shells as Ann. They have
115 shells in all.`` is everyone (Ann 22) or the two compared (Ann 23), so the clause is not read. People are
tied by an operation naming both (a comparison, a giving, a taking from, a group holding); nobody tied to
anybody (``Tom has some cards. Sam has 5 cards.``) or everyone tied reads as before.
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


def _tied_together(members: list[str], ops: list[Op]) -> bool:
    """No smaller group in view: every member reachable from every other through operations that name two of
    them, or no two members tied at all."""
    group = {m: m for m in members}

    def root(m: str) -> str:
        while group[m] != m:
            m = group[m]
        return m
    for op in ops:
        named = [w for w in (op.actor, op.target, op.source, *op.members) if w in group]
        for other in named[1:]:
            group[root(other)] = root(named[0])
    groups: dict[str, int] = {}
    for m in members:
        groups[root(m)] = groups.get(root(m), 0) + 1
    # all tied, or nobody tied to anybody (``Tom has some cards. Sam has 5 cards.``): no smaller group is in view
    return len(groups) == 1 or max(groups.values()) == 1


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
    if members is None or not _tied_together(members, ops):
        return False
    cur.pos = i + 1
    if group_holding(cur, ctx, ops, members, saved, together):
        return True
    cur.pos = saved[0]
    return False
