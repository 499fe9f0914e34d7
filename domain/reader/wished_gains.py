"""A wish told as a statement, asked about under ``would`` (reader v13, ADR 0265).

    Lucy has an aquarium with 212 fish. She wants to buy 68 more fish. How many fish would Lucy have then?
                                                                                              212 + 68

A wish (``wants to`` / ``wanted to`` / ``would like to``) says nothing happened, so ``She wants to buy 68
fish`` moves nothing and stays refused (scenes.py; wished_acts.py reads the wish only inside an ``If …``
prefix). A question under ``would`` (``How many fish would Lucy have then?``) asks what the story would be if
the wish came true: the same supposition. So there the wish is read as a plan (plans.py): the verb after
``wants to`` is the clause's verb, the sentence is marked future, and the question-tense guards of plans
apply.

Read only when all of this holds: the question (the last sentence) says ``would``; the wish is the pack's
``verb.want`` followed at once by ``to`` and a pack verb that gains, loses, makes or hands over things; the
subject already holds something told earlier (the wish comes after the holding it changes). A holding or a
change of the wisher's told after the wish (``She wants to buy 68 fish. She has 212 fish.``; ``She wants to
buy 48 stamps. She sells 14 stamps.``: before or after the purchase? the sale of 14 of her 13 only fits after
it) refuses. ``will``, ``does``, ``did`` questions (a fact asked about a wish) are not read and refuse as before.
v19 (ADR 0427): a wish told last before ``How many <things> does <someone> have [now]?`` changes no holding and is
passed over (idle_wishes.py).
"""
from __future__ import annotations

from domain.reader.circumstances import unparsed
from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor
from domain.reader.refusals import Reason
from domain.reader.wished_acts import wish_to_act


def hypothetical(words: list[str]) -> bool:
    """The question asks under ``would``."""
    return "would" in words


def take_wish_plan(cur: Cursor, ctx: Context, ops: list[Op], subject: str) -> bool:
    """Step over ``wants to`` before an acting verb and mark the sentence future (module doc); False, nothing
    consumed, otherwise."""
    if not ctx.hypothetical_question:
        return False
    step = wish_to_act(cur)
    if step is None:
        return False
    if not any(op.kind == "hold" and op.actor == subject for op in ops):
        return False
    cur.pos += step
    si = cur.sentence.index
    ctx.future = True
    ctx.future_sentences.add(si)
    ctx.wish_sentences.add(si)
    return True


def check_wish_order(ops: list[Op], ctx: Context, cur: Cursor) -> None:
    """A holding told after a wish read as a plan, of someone the story names there: before or after it?"""
    if not ctx.wish_sentences:
        return
    first = min(ctx.wish_sentences)
    wishers = {op.actor for op in ops if op.sentence in ctx.wish_sentences}
    for op in ops:
        if op.sentence > first and op.sentence not in ctx.future_sentences and (
                op.actor in wishers or op.target in wishers or op.source in wishers):
            raise unparsed(cur, "statement.wish", f"{op.actor or op.target}'s things told after a wish: before or "
                           "after it?", Reason.AMBIGUOUS_REFERENCE, "time_binding")
