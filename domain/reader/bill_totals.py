"""``What was the total of the lunch bill?`` (v13, ADR 0261): the sum a bill asks for is what the one buyer of the
story spent.

    Sara got fast food for lunch. Sara spent $5.36 on a hotdog and $5.10 on a salad. What was the total of the
    lunch bill?                                                                        5.36 + 5.10 = 10.46

A bill lists the prices of what was bought at one meal or visit, so its total is a spend question
(spending.py: every purchase counts, whatever verb told it) about the person who bought. Read only when:
- the question is ``What is|was the total of the [<meal>] bill?`` (``total`` a pack ``fn:total`` word; the meal
  ``breakfast``, ``lunch``, ``dinner`` or ``supper``);
- every money loss of the story is by one person (two spenders: whose bill?), and there is one;
- with a meal: every time phrase of the story is a phrase of that meal (``for lunch``, ``during lunch`` …), and
  there is one; without one: the story tells no time at all (a bill of two days, or of lunch beside breakfast,
  is not said);
- every purchase is on the bill: with a meal, told in a sentence with the meal or listed right after a heading
  with it (``got fast food for lunch``, purchase_headings.py); without one, all told in one sentence.
Anything else is left to the other question forms (``what`` questions refuse there).

``What is|was the total cost?`` (v19, ADR 0429; fresh_j) closes a story of one buyer's purchases: the same spend
question, over every purchase of that one person (no bill to bound it: the cost of all that was bought). Two
spenders, or none, refuse; ``the total cost of <something>`` is not read (what it covers is not settled here).
A purchase whose price the story does not tell is a cost the total cannot sum (red team, ADR 0432): a thing got by a
paying or acquiring verb by anyone else (``Lily bought 6 shirts too.``: are hers in the total?), or by the spender
in a sentence that tells fewer money losses than such gains (``He orders 2 pencils.``), refuses, as money the
spender hands to someone does (``gives Ann $5 for a book``).
"""
from __future__ import annotations

from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor
from domain.reader.refusals import Reason, ReaderRefusal

_MEALS = ("breakfast", "lunch", "dinner", "supper")
"""Closed-class nouns naming one meal (as day_parts._MEALS)."""

_MEAL_OF = {"supper": "dinner"}
"""``supper`` is ``dinner`` (day_parts._MEALS)."""


def _story_times(cursors: list[Cursor]) -> list[tuple[str, ...]]:
    """The words of every pack time phrase in the story's sentences."""
    out = []
    for cur in cursors:
        i = 0
        while i < cur.end:
            s = cur.sense("time", i)
            if s is None:
                i += 1
                continue
            out.append(tuple(cur.words[i:i + s.length]))
            i += s.length
    return out


def parse_bill_total(cur: Cursor, ctx: Context, ops: list[Op], story: list[Cursor]) -> Question | None:
    """The spend question of ``What was the total of the [<meal>] bill?``; None (nothing consumed) when the
    question is not that form; a refusal when the bill's buyer or meal is not settled."""
    words = cur.words[:cur.end]
    if len(words) not in (7, 8) or words[0] != "what" or words[-1] != "bill" or words[2] != "the" \
            or words[4:6] != ["of", "the"] or cur.sense("fn:be", 1) is None or cur.sense("fn:total", 3) is None \
            or cur.sense("fn:total", 3).length != 1:
        return None
    meal = words[6] if len(words) == 8 else ""
    if meal and meal not in _MEALS:
        return None
    times = _story_times(story)
    if meal:
        settled = bool(times) and all([_MEAL_OF.get(w, w) for w in t if w in _MEALS] == [_MEAL_OF.get(meal, meal)]
                                      for t in times)
    else:
        settled = not times
    if not settled:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "time_binding", sentence_index=cur.sentence.index,
                            frame="question", detail="a bill whose meal the story does not settle")
    spenders = {op.actor for op in ops if op.kind == "lose" and op.item is not None
                and cur.lex.unit_by_id[op.item.unit].family == "money"}
    if len(spenders) != 1 or not next(iter(spenders)):
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                            frame="question", detail=f"a bill with {len(spenders)} spenders: whose?")
    losses = {op.sentence for op in ops if op.kind == "lose" and op.item is not None
              and cur.lex.unit_by_id[op.item.unit].family == "money"}
    if meal:
        # the meal's purchases: told in a sentence with the meal, or listed right after a heading with it
        # (``got fast food for lunch``, dropped by purchase_headings.py); ``She spent $3 on a book.`` beside them
        # may or may not be on the bill
        with_meal = {c.sentence.index for c in story if _story_times([c])}
        told = {op.sentence for op in ops}
        bill = with_meal | {i + 1 for i in with_meal if i not in told}
    else:
        bill = {min(losses)}  # one sentence of purchases: two may be two bills
    if not losses <= bill:
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=cur.sentence.index,
                            frame="question", detail="purchases the bill may or may not list")
    cur.pos = cur.end
    return Question(kind="spend", sentence=cur.sentence.index, entity=next(iter(spenders)),
                    item=Item(unit="unit.dollar"), lemma="verb.spend")


def parse_total_cost(cur: Cursor, ops: list[Op]) -> Question | None:
    """The spend question of ``What is|was the total cost?``; None (nothing consumed) when the question is not
    exactly that; a refusal when the story has not exactly one spender."""
    words = cur.words[:cur.end]
    if len(words) != 5 or words[0] != "what" or words[2] != "the" or words[4] != "cost" \
            or cur.sense("fn:be", 1) is None or cur.sense("fn:be", 1).length != 1 \
            or cur.sense("fn:total", 3) is None or cur.sense("fn:total", 3).length != 1:
        return None
    spenders = {op.actor for op in ops if op.kind == "lose" and op.item is not None
                and cur.lex.unit_by_id[op.item.unit].family == "money"}
    if len(spenders) != 1 or not next(iter(spenders)):
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                            frame="question", detail=f"a total cost with {len(spenders)} spenders: whose?")
    _check_every_purchase_priced(cur, ops, next(iter(spenders)))
    cur.pos = cur.end
    return Question(kind="spend", sentence=cur.sentence.index, entity=next(iter(spenders)),
                    item=Item(unit="unit.dollar"), lemma="verb.spend")


def _check_every_purchase_priced(cur: Cursor, ops: list[Op], spender: str) -> None:
    """Refuse a total cost beside a purchase of no told price (red team, ADR 0432). As solver.purchase_money_guard
    says, the pack's categories cannot tell ``bought`` from ``found``: a thing got by a paying verb (one that costs
    money somewhere in the story) or by any acquiring (``positive``) verb may have been bought. Such a gain by
    anyone else (``Lily bought 6 shirts too.``), or by the spender in a sentence with fewer money losses than such
    gains (``She bought a hat too.``, ``He orders 2 pencils.``), refuses; so does money the spender hands to
    someone (``He gives Ann $5 for a book.``: a gift, or a price?)."""
    def is_money(op: Op) -> bool:
        return op.item is not None and cur.lex.unit_by_id[op.item.unit].family == "money"
    paying = {op.lemma for op in ops if op.kind == "lose" and is_money(op)}
    category = cur.lex.verb_category
    gains: dict[int, int] = {}
    losses: dict[int, int] = {}
    for op in ops:
        if op.item is None:
            continue
        if op.kind == "lose" and is_money(op) and op.actor == spender:
            losses[op.sentence] = losses.get(op.sentence, 0) + 1
        elif op.kind == "transfer" and is_money(op) and op.actor == spender:
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                                frame="question", detail="a total cost beside money handed over: a price or not?")
        elif op.kind == "gain" and not is_money(op) and (op.lemma in paying or category.get(op.lemma) == "positive"):
            if op.actor != spender:
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                                    frame="question", detail=f"a total cost beside {op.actor or 'someone'}'s "
                                    "purchase of no told price")
            gains[op.sentence] = gains.get(op.sentence, 0) + 1
    for sentence, count in gains.items():
        if count > losses.get(sentence, 0):
            raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "entity_binding", sentence_index=cur.sentence.index,
                                frame="question", detail="a total cost beside a purchase of no told price")
