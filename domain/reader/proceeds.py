"""What sales brought in (v8, ADR 0115):

    Each chocolate bar costs $3. Olivia had 9 bars and sold all but 4 bars.
    How much money would she have made?                               3 × (9 − 4)

``How much money did <seller> make/earn?`` with no statement of making or earning money: the money the
seller's sales brought, each thing sold at its stated price (``Each X costs $P``, solver.price_of, kinds as
for spending). It mirrors the spending question (``How much did he spend?`` = priced purchases) and is read
only where nothing else could be the answer:

- every sale of the seller (``sold`` — the pack's ``verb.sell``) is of a priced thing, and there is one;
- no money is told anywhere but in prices (``had $5``, ``spent $3``, ``earned $4 mowing``: is that part of
  what she made?);
- the seller acquired none of the things sold (``bought 10 bars … sold 8``: the takings, or the profit?) —
  holding them or making them (``baked 20 cookies``) is fine;
- the question has no time, place, source or second thing.

Anything else refuses as before (``no statement matches the asked verb``). This module only selects; the
solver and the verifier each multiply their own counts of the sales by the price.
"""
from __future__ import annotations

from domain.reader.graph import Op, Question

MONEY = "unit.dollar"
PROCEEDS_VERBS = ("verb.make", "verb.earn")
SALE = "verb.sell"
ACQUIRE = ("gain", "transfer")


def proceeds_question(q: Question) -> bool:
    """``How much money did she make?`` (an event question of money by make/earn, nothing else asked)."""
    return (q.kind == "event" and q.item is not None and q.item.unit == MONEY and q.lemma in PROCEEDS_VERBS
            and bool(q.entity or q.members) and not (q.time or q.place or q.source or q.other or q.item2))


def sales_to_price(ops: list[Op], q: Question, sellers: set[str], acquired_lemma) -> list[Op] | None:
    """The seller's sale ops when every guard above holds, else None (the caller refuses as before).
    ``acquired_lemma(op)`` says whether a gain op is an acquisition (a purchase, a find, a gift) rather
    than making the things (the lexicon's verb category lives with the caller)."""
    if any(op.item is not None and op.item.unit == MONEY and op.kind != "price" for op in ops):
        return None
    sales = [op for op in ops if op.kind == "lose" and op.lemma == SALE and op.actor in sellers]
    if not sales or any(op.kind == "lose" and op.lemma != SALE and op.actor in sellers for op in ops):
        return None
    sold = {op.item.unit for op in sales}
    for op in ops:
        if op.item is None or op.item.unit not in sold:
            continue
        if op.kind == "transfer" and op.target in sellers:
            return None
        if op.kind == "gain" and op.actor in sellers and acquired_lemma(op):
            return None
    return sales
