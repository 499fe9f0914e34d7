"""``Adam has $5.00 to buy an airplane that costs $4.28.`` (reader v13, ADR 0265): money held for one purchase.

    Adam has $5.00 to buy an airplane that costs $4.28. How much change will he get?            5.00 − 4.28

``has $5.00 to buy an airplane`` tells the money brought to one purchase, and ``that costs $4.28`` its price; a
change question then presupposes the purchase made with that money, so the change is the money less the
price. Read as the payment with a bill is (change_due.py, ADR 0230): the buyer holds the money (lemma
``verb.pay``, so only the change question reads it, and ``How much money does he have left?`` refuses — the
money named for the purchase need not be all he has), and the purchase is a gain of the one thing and a loss
of its price by the buy verb.

Only the change question presupposes the purchase (``How many airplanes does Adam have?`` does not: he may not
have bought it yet), so the sentence is read so only when the text's question is a change question. Read only
when the sentence is exactly ``<person> has|had <money> to buy|purchase a|an [mods] <thing> that
costs|cost <money>``, nothing before it is about that person's money, and the question is the change question
right after (change_due.change_question). A price above the money refuses (the change would be negative).
"""
from __future__ import annotations

from domain.reader.change_due import TENDER
from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, fmt, noun_run, read_entity, read_item, rewinder
from domain.reader.prices import _dollars

_BUY = ("verb.buy", "verb.purchase")
DOLLAR = "unit.dollar"


def parse_money_for(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """Add the money held and the purchase for ``… has $5.00 to buy an airplane that costs $4.28``; False (nothing
    consumed or added) otherwise."""
    back = rewinder(cur, ctx)
    who = read_entity(cur, ctx)
    if who is None or cur.take_word("has", "had") is None:
        return back()
    money = _dollars(cur, ctx)
    if money is None or money <= 0 or cur.take_word("to") is None:
        return back()
    verb = cur.sense("verb")
    if verb is None or verb.entry.id not in _BUY:
        return back()
    cur.pos += verb.length
    if cur.take_word("a", "an") is None:
        return back()
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or got[1].form != "sg" or got[1].entry.family == "money" or got[1].entry.id in cur.lex.person_units:
        return back()
    thing = read_item(cur, ctx)
    if thing is None or cur.pos != got[2]:
        return back()
    if cur.take_word("that") is None or cur.take_word("costs", "cost") is None:
        return back()
    price = _dollars(cur, ctx)
    if price is None or price <= 0 or not cur.at_end():
        return back()
    if any(who in (op.actor, op.target, op.source) for op in ops):
        return back()  # the buyer's money or things told before: two amounts held?
    si = cur.sentence.index
    ops.append(Op(kind="hold", lemma=TENDER, sentence=si, actor=who, item=Item(unit=DOLLAR), amount=fmt(money)))
    ops.append(Op(kind="gain", lemma=verb.entry.id, sentence=si, actor=who, item=thing, amount="1"))
    ops.append(Op(kind="lose", lemma=verb.entry.id, sentence=si, actor=who, item=Item(unit=DOLLAR), amount=fmt(price)))
    return True


def asks_change(question: Cursor) -> bool:
    """The text's question opens ``How much change``."""
    return question.words[:3] == ["how", "much", "change"]
