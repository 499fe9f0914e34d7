"""Things released onto a place, then counted there (reader v13, ADR 0270).

    In response, the farmer releases ladybugs onto the fields. There are 12170 ladybugs with spots and 54912
    ladybugs without spots. How many ladybugs are there in all?

A sending verb (drop, spill, release, transfer: loss_goals.SENDING) with a bare object and a place
(``releases ladybugs onto the fields``) tells that some things went there, not how many, and says nothing of
what the sender kept (the story never gives the sender any): the later there-counts are the count of those
things. Read as a clause that moves nothing (the sender's unknown loss and the unknown first holding it implied
are dropped) only when all of this holds:

- the release is a loss of an unknown amount (``ladybugs``, ``some ladybugs``), by a sender who has no other
  statement about those things (no holding, gain or loss of them), with a place;
- the question asks how many of those things there are (a ``there`` total, no holder, no place, no time; or the
  holding of the release's place, as a bare ``there`` question is read when the story counts at one place);
- every count of those things is a there-count told after the release, at the release's place or at none.

Anything else keeps the older reading (the answer depends on the sender's unknown holding and refuses).
"""
from __future__ import annotations

from domain.reader.graph import WORLD, Op, Question
from domain.reader.loss_goals import SENDING


def settle_released_things(ops: list[Op], question: Question) -> list[Op]:
    """The story without the release (module doc), or ``ops`` unchanged."""
    if question.kind not in ("total", "holding") or question.place or question.time or question.item is None:
        return ops
    if question.kind == "total" and question.entity:
        return ops
    unit = question.item.unit
    released = [n for n, op in enumerate(ops) if op.kind == "lose" and op.lemma in SENDING and op.item is not None
                and op.item.unit == unit and op.amount.startswith("?") and op.place]
    if len(released) != 1:
        return ops
    at = released[0]
    sent = ops[at]
    if question.kind == "holding" and question.entity != sent.place:
        return ops  # "How many ladybugs are there?" read as the one place's holding: only the release's place
    for n, op in enumerate(ops):
        if n == at or op.item is None or op.item.unit != unit:
            if n != at and sent.amount in (op.amount, op.factor):
                return ops
            continue
        if op.actor == sent.actor or sent.actor in (op.target, op.source, op.agent, *op.members):
            return ops
        if op.kind != "hold" or op.lemma != "fn.there" or op.sentence <= sent.sentence \
                or op.actor not in (WORLD, sent.place):
            return ops
    if not any(op.kind == "hold" and op.item is not None and op.item.unit == unit for op in ops):
        return ops
    return [op for n, op in enumerate(ops) if n != at]
