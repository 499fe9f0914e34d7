"""A spend question that tells how many things were bought (v13, ADR 0266):

    Ellen went to a garage sale to buy chairs. Each chair cost 15 dollars.
    How much money did Ellen spend for the 12 chairs she bought?                          12 × 15 = 180

The story prices one thing (``Each chair cost 15 dollars``) and never counts it; the question names the
purchase itself — ``for|on [the] N <things> [<buyer> bought|purchased]`` — so the spending is the count
told there times the one unit price, as ``How much did 12 chairs cost?`` (the v6 ``cost_of`` question)
already reads. Before v13 ``for the 12 chairs`` was read only as a description of purchases told earlier
(spent_kinds.take_definite_purchases) and refused with none told.

Read only when all of these hold (else nothing is consumed and the question reads as before):

- the phrase ends the question; a relative clause after it has the asker as subject (a pronoun that fits
  only the asker, or the asker's name) and a buying verb in the past (``bought``, ``purchased``);
- the count is a whole number agreeing with its noun (``the 1 chairs`` is not read);
- the story states exactly one price of that thing, with the same modifiers (``Each red chair`` does not
  price ``the 12 chairs``), and nothing else in the story counts that thing or a thing the pack relates to
  it (a purchase told before may be part of the 12, or all of it: the count would be told twice).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Item, Question
from domain.reader.phrases import Context, Cursor, fmt, read_entity, read_item, read_number

_BOUGHT = ("bought", "purchased")


def _related(lex, a: str, b: str) -> bool:
    return a == b or lex.kind_of(a, b) or lex.kind_of(b, a) or lex.may_overlap(a, b)


def take_told_purchase(cur: Cursor, ctx: Context, ops, entity: str, money: Item, si: int) -> Question | None:
    """The ``cost_of`` question the spend question asks (module doc), or None with the cursor unmoved."""
    start = cur.pos
    if not entity or cur.peek_word() not in ("for", "on"):
        return None
    cur.pos += 1
    cur.take_word("the")
    num = read_number(cur)
    thing = read_item(cur, ctx, note=False) if num is not None and not num[1] else None
    if thing is None:
        cur.pos = start
        return None
    count = num[0]
    plural = cur.words[cur.pos - 1] != cur.lex.unit_by_id[thing.unit].singular.lower().split()[-1]
    if count.denominator != 1 or count < 1 or (count == 1) == plural:
        cur.pos = start
        return None
    if not cur.at_end():
        who = read_entity(cur, ctx)
        verb = cur.sense("verb") if who == entity else None
        if verb is None or verb.length != 1 or cur.words[cur.pos] not in _BOUGHT:
            cur.pos = start
            return None
        cur.pos += 1
        if not cur.at_end():
            cur.pos = start
            return None
    lex = cur.lex
    prices = [op for op in ops if op.kind == "price" and op.item is not None and op.item.unit == thing.unit]
    if len(prices) != 1 or tuple(prices[0].item.mods) != tuple(thing.mods):
        cur.pos = start
        return None
    for op in ops:
        if op is prices[0] or op.item is None:
            continue
        if _related(lex, op.item.unit, thing.unit):
            cur.pos = start
            return None
    return Question(kind="cost_of", sentence=si, item=thing, count=fmt(Fraction(count)),
                    other="" if money.unit == "unit.dollar" else money.unit)
