"""``He sold 8 games for $7 each`` (v11, ADR 0190): a sale with its price.

A purchase with a price (``bought 3 pizzas for $8 each``) has long been read: the things come, the money
goes, and the unit price is recorded. A sale with a price was not (``words left after a complete clause`` at
``for``). Here ``sold N <things> for $P each`` (or ``for $T`` in all, with N a number: P = T ÷ N) is the sale
of the N things (the ordinary loss, read by the caller) and the unit price P of those things, a ``price`` op
as ``Each game costs $7`` would give. What the sale brought in is then what proceeds.py already reads for
``How much money did he make/earn?``: the seller's sales × the price, under its guards (no other money in the
story, the seller acquired none of the things sold, …). No money is given to the seller by this module, so any
other question about money (``He had $5. He sold … for $11 each. How much money does he have?`` answered 5 in
the red team) refuses (``check_sale_money``).

Only the pack's ``verb.sell`` (not ``gave away … for``, ``traded … for 3 cards``), one object, and a price in
money (``$7``, ``7 dollars``, ``25 cents``). A second price for the same things anywhere (``bought them for
$3 each``) makes two prices of one unit, which the solver refuses (``consistency``).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Op, Question
from domain.reader.phrases import fmt
from domain.reader.proceeds import proceeds_question
from domain.reader.refusals import Reason, ReaderRefusal

SALE = "verb.sell"


def sale_price_op(cur, verb, amount: str, item, price: tuple[Fraction, bool] | None) -> Op | None:
    """The ``price`` op of ``sold N X for $P [each]`` (price read by the caller's price tail), or None when the
    clause gives no usable unit price (no price, an unknown or ``all`` count with a total)."""
    if price is None or verb.id != SALE or item is None or item.unit == "unit.dollar":
        return None
    value, each = price
    if not each:
        if not amount.isdigit() or amount == "0":
            return None
        value = value / Fraction(amount)
    return Op(kind="price", lemma=verb.id, sentence=cur.sentence.index, item=item, amount=fmt(value))


def check_sale_money(ops: list[Op], question: Question, sentence: int, lex=None) -> None:
    """A sale with a price brings money the story does not count: only the proceeds question may read it. Money
    in any unit of the money family (red team 3, ADR 0336: ``had 15 cents. She sold a pencil for 11 cents. How much
    money did she have left?`` answered 15, the guard knew only dollars)."""
    for op in ops:  # a loop, not any(generator) (speed, ADR 0267)
        if op.kind == "price" and op.lemma == SALE:
            break
    else:
        return
    if proceeds_question(question):
        _check_unpriced_sales(ops, sentence)
        return
    asked = [question.item, question.item2]
    if any(item is not None and (item.unit == "unit.dollar" or (lex is not None and item.unit in lex.unit_by_id
                                                                 and lex.unit_by_id[item.unit].family == "money"))
           for item in asked) or question.kind in ("spend", "cost_of", "afford"):
        raise ReaderRefusal(Reason.UNSUPPORTED_FORM, "frame.sale_money", sentence_index=sentence,
                            frame="question.sale_money",
                            detail="money asked beside a sale with a price: what the sale brought is not counted here")


def _check_unpriced_sales(ops: list[Op], sentence: int) -> None:
    """Red team 23 (ADR 0197): ``sold 8 games for $7 each`` prices *that* sale, not every game. The price op
    is a unit price of the things, so ``He sold 2 more games.`` (no price told) was paid at it too and ``How
    much money did he make?`` answered 70 (also ``… for $56. He sold 2 more``, and a sale told before the priced
    one). Each sale of those things needs a price of its own clause: a sentence with more sales of a unit than
    ``sold … for`` prices of it refuses. ``Each game costs $7.`` (a price of the things, not of a sale) is not
    this module's and reads as before."""
    priced: dict[tuple[int, str], int] = {}
    for op in ops:
        if op.kind == "price" and op.lemma == SALE and op.item is not None:
            key = (op.sentence, op.item.unit)
            priced[key] = priced.get(key, 0) + 1
    units = {unit for _, unit in priced}
    sales: dict[tuple[int, str], int] = {}
    for op in ops:
        if op.kind in ("lose", "transfer") and op.lemma == SALE and op.item is not None and op.item.unit in units:
            key = (op.sentence, op.item.unit)
            sales[key] = sales.get(key, 0) + 1
    if any(n > priced.get(key, 0) for key, n in sales.items()):
        raise ReaderRefusal(Reason.UNSUPPORTED_FORM, "frame.sale_money", sentence_index=sentence,
                            frame="question.sale_money",
                            detail="a sale of the priced things without a price of its own: at the same price?")
