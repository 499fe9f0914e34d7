"""The things in containers that are all at one place (reader v13, ADR 0264).

    5 boats are in the lake. Each boat has 3 people. How many people are on boats in the lake?        5 × 3

``How many books were on the shelves?`` (rates.parse_contained_question) asks what all the containers of a
rate hold. The same question is asked with the containers as a bare plural (``on boats``: boats in general,
i.e. all of them the story has) and the place where they are (``in the lake``): the place only restricts which
containers are meant. It restricts nothing when every container the story counts is at that place, and only
then is it read — as the plain contained question. A container counted anywhere else (``Tom has 2 boats``),
a place that is not where the containers are, a container told as a change (bought, lost), the asked things
counted outside the rate too (``Sam has 4 apples``: on a boat or not?), or words after the place leave the
question unread (it refuses as before, ``frame.question_restriction``).
"""
from __future__ import annotations

from domain.reader.circumstances import read_place, skip_circumstance_words
from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor, noun_run, read_entity
from domain.reader.rates import rate_containers

_PLACE_PREPS = ("in", "on", "at")


def parse_contained_at(cur: Cursor, ctx: Context, si: int, item: Item, ops: list[Op]) -> Question | None:
    """``[there] on|in <containers> in|on|at <the place> [now]`` ending a be-question (see the module doc);
    nothing consumed and None when not this form."""
    start = cur.pos
    cur.take("fn:there")
    if not cur.take_word("in", "on", "inside"):
        cur.pos = start
        return None
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or got[0] or got[1].form != "pl" or got[1].entry.id not in rate_containers(cur, ops):
        cur.pos = start
        return None
    container = got[1].entry.id
    cur.pos = got[2]
    if not cur.take_word(*_PLACE_PREPS):
        cur.pos = start
        return None
    known = dict(ctx.entities)
    place = read_entity(cur, ctx, pronouns=False) if cur.peek_word() == "the" else None
    if place is None:
        place = read_place(cur, ctx) if cur.peek_word() == "the" else None
    skip_circumstance_words(cur)
    if not place or not cur.at_end() or not _all_there(ops, container, place) or _loose(ops, item):
        cur.pos, ctx.entities = start, known
        return None
    return Question(kind="contained", sentence=si, item=item, other=container)


def _all_there(ops: list[Op], container: str, place: str) -> bool:
    """Every statement counting the containers is a holding of ``place`` itself (at least one)."""
    counted = [op for op in ops if op.item is not None and op.item.unit == container]
    return bool(counted) and all(op.kind == "hold" and op.actor == place and not op.place and not op.source
                                 and not op.item.mods for op in counted)


def _loose(ops: list[Op], item: Item) -> bool:
    """Some statement counts the asked things outside a rate (``Sam has 4 apples``): are they on the boats too?"""
    return any(op.kind != "per" and op.item is not None and op.item.unit == item.unit for op in ops)
