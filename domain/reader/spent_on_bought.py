"""``How much did Mark spend on notebooks?`` (reader v22, ADR 0515): the spending restricted to one thing the story
says was bought.

    Mark bought 6 notebooks for 3 dollars each. He also bought 2 pens. How much did Mark spend on notebooks?    18
    Roger had 16 dollars. … but spent 25 on a new game. How much money did he spend on the game?                25

``spend on toys`` (spending.take_spend_restriction) is read only when the pack names kinds of the unit; a unit the
story itself shows bought (a gain by a buying verb, beside a loss of money in the same sentence) is a restriction
the solver's ``spent_on`` checks the same way: each purchase's thing is that unit, or a kind of it, or plainly not
(a purchase whose thing the pack cannot place refuses there). ``on`` + ``[the] <unit>`` must end the question.
Not read (nothing consumed; the question refuses as before): a unit nobody bought, ``on the two meals``, words
after the unit, ``on the game`` (one) after more than one game bought.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, read_item


def take_bought_restriction(cur: Cursor, ctx: Context, ops: list[Op]) -> Item | None:
    """``on [the] <things>`` ending a spending question, the things bought in the story (module doc); None, nothing
    consumed, otherwise."""
    start = cur.pos
    if cur.take_word("on") is None:
        return None
    cur.take_word("the")
    noun_at = cur.pos
    thing = read_item(cur, ctx, note=False)
    if thing is None or thing.mods or not cur.at_end():
        cur.pos = start
        return None
    money_lost = {(op.sentence, op.lemma) for op in ops if op.kind == "lose" and op.item is not None
                  and cur.lex.unit_by_id[op.item.unit].family == "money"}
    bought = [op for op in ops if op.kind == "gain" and op.item is not None and op.item.unit == thing.unit
              and (op.sentence, op.lemma) in money_lost]
    one = cur.words[noun_at] != cur.lex.unit_by_id[thing.unit].plural
    if not bought or (one and (len(bought) != 1 or bought[0].amount != "1")):
        cur.pos = start  # "on the game" after two games bought: which one?
        return None
    return Item(unit=thing.unit)
