"""``they`` naming every person the story has named (v12, ADR 0241).

    Nancy grew 2 onions, Dan grew 9 onions, and Mike grew 4 onions. They worked for 6 days on the farm.

``they`` as a subject was read only as the one noun entity that acted (``A pet store had 18 puppies … they
sold 3``, phrases.Context.resolve_they); after named people it refused, since ``they`` might be any two or
more of them. It is not ambiguous when the group of all of them is the only group the story offers:

- every entity so far is a person named by a pack name (``Nancy``, ``Dan``), at least two of them, and every
  one of them has been a subject (each acted: nobody is only a recipient or a possessor's name);
- no name was told only as an owner (``Tom's mom``: is Tom one of them?), no group was formed by listing
  (``Nancy and Dan grew …. Mike grew …``: they = Nancy and Dan, or all three?), no noun entity (a store, a
  class) and no ``I`` / ``we`` are in the story;
- the clause is a scene (pack category ``scene``: ``worked``, ``went``, ``cleaned``): it moves no things, so
  ``they`` cannot be the things named before (``They grew …`` / ``They were …`` are left to refuse).

Then ``they`` is read exactly as the list of those names would be (coordination.group_actor): one group
entity whose members are recorded (a ``describe`` op), so a question about one member's share of what the
group did still refuses. Anything else is left to ``resolve_they``, which refuses as before.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor


def whole_group_they(cur: Cursor, ctx: Context, ops: list[Op]) -> str | None:
    """``They worked …`` after named people only: the group of all of them (``they`` consumed), else None."""
    if cur.peek_word() != "they":
        return None
    verb = cur.sense("verb", cur.pos + 1)
    if verb is None or verb.entry.category != "scene":
        return None
    people = list(ctx.entities)
    names = cur.lex.names
    if len(people) < 2 or any(p not in names or ctx.entities[p] not in ("m", "f", "x") for p in people):
        return None
    if any(p not in ctx.subjects for p in people) or set(ctx.subjects) - set(people):
        return None
    if any(n not in ctx.entities for n in ctx.possessors) or ctx.coordinated or ctx.named_groups \
            or ctx.combined or ctx.home:
        return None
    if any(op.members for op in list(ops) + list(ctx.story or ())):
        return None  # a listed group acted before: they might be that group
    cur.pos += 1
    group = ctx.introduce(" and ".join(people), "p")
    ops.append(Op(kind="describe", lemma="fn.and", sentence=cur.sentence.index, actor=group, members=tuple(people)))
    return group
