"""What one person can move at once, and how many goes a task takes (v8, ADR 0119).

    Roger could only carry 4 trays at a time. He had to carry 12 trays. How many trips will he make?
                                                                          12 ÷ 4 = 3 trips

``<person> can|could [only] <verb> N <things> at a time`` states a capacity: N things per go. The text
never names the go; the question does (``How many trips/loads …``, pack function role ``turn``), and only
then is the capacity read as a content rate per trip (rates.py ``rate_groups``: the things ÷ N). The things
are the capable person's own goals of them (``had to carry 12 trays``), summed, only when nothing else in
the story is about those things (a holding, an event or another person's goal refuses); a remainder refuses (``fractional_count``): no rounding rule is in the reader, and ``5 trays, 2 at a time``
could be 2 or 3 trips depending on whether a last part-load counts. Anything else after ``at a time``, a
question about another go noun, or two capacities leave the clause or the question unread.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, fmt, read_entity, read_item, read_number

AT_ONCE = "@once"
"""``Op.target`` of a capacity until a question names the go (then the go's unit)."""

CAPACITY = "capacity"
"""``Op.event`` of a capacity (``could only carry 4 trays at a time``)."""

_MODALS = ("can", "could")

_MOVING = ("scene", "positive", "put", "transfer_out")
"""Verb categories whose things are still there after a go (carry, pick up, load, deliver): only such a go is a
trip or a load. red13: ``can eat 9 cookies at a time … How many trips will he make?`` answered 5; a go that
uses things up (eat, sell), breaks or makes them (bake) is not a trip, so it is not read as a capacity."""


def parse_capacity(cur: Cursor, ctx: Context, ops: list[Op]) -> str | None:
    """``he could only carry 4 trays at a time`` → a ``per`` op (4 trays per go); returns the subject, or None
    having consumed nothing. Any subject read_entity reads; only that subject's own goals are ever divided by
    the capacity (solver ``goes_needed``), so a thing's capacity (``the van can carry 4 people at a time``) with
    no goals of its own is never answered."""
    if cur.wordset.isdisjoint(_MODALS):
        return None  # no modal in the whole sentence (ADR 0199: a set test, on every clause, before the scan below)
    start = cur.pos
    if not any(w in _MODALS for w in cur.words[start:cur.end]) or \
            not any(cur.sense("fn:at_once", j) is not None for j in range(start, cur.end)):
        return None  # cheap test first: read_entity may refuse a pronoun that other frames read
    subject = read_entity(cur, ctx)
    if subject is None or cur.peek_word() not in _MODALS:
        cur.pos = start
        return None
    cur.pos += 1
    while cur.sense("fn:adverb") is not None:
        cur.pos += cur.sense("fn:adverb").length
    verb = cur.sense("verb")
    if verb is None or verb.entry.category not in _MOVING:
        cur.pos = start
        return None
    cur.pos += verb.length
    num = read_number(cur)
    item = read_item(cur, ctx) if num is not None and not num[1] else None
    if item is None or num[0] <= 0 or num[0].denominator != 1 or item.mods \
            or cur.take("fn:at_once") is None or not cur.at_end():
        cur.pos = start
        return None
    ops.append(Op(kind="per", lemma=verb.entry.id, sentence=cur.sentence.index, actor=subject, item=item,
                  amount=fmt(num[0]), target=AT_ONCE, event=CAPACITY))
    return subject


def name_the_go(cur: Cursor, ops: list[Op], asked: Item) -> None:
    """``How many trips …`` after one capacity: the go is a trip, so the capacity is N things per trip (the op is
    rewritten in place). Nothing changes when the asked noun is not a go word (pack role ``turn``), there is
    not exactly one capacity, or the go already has a rate of its own."""
    at = [i for i, op in enumerate(ops) if op.kind == "per" and op.event == CAPACITY and op.target == AT_ONCE]
    if len(at) != 1 or asked.mods or any(op.kind == "per" and op.target == asked.unit for op in ops):
        return
    unit = cur.lex.unit_by_id.get(asked.unit)
    if unit is None or not any(s.cls == "fn:turn" for s in cur.lex.senses_at([unit.plural], 0)):
        return
    ops[at[0]] = msgspec.structs.replace(ops[at[0]], target=asked.unit)
