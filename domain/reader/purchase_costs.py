"""What a purchase of N priced things costs, asked through the buyer or ``it`` (v14, ADR 0282).

    A pack of gum costs $2. How much money does Sam need to buy 7 packs?                7 × 2 = 14
    Pencils cost $2 each. How much would it cost to buy 7 pencils?                      7 × 2 = 14
    An apple costs 50 cents. How much did she spend on 7 apples?                        7 × 50 = 350 cents

Why a module of its own: the v6 ``cost_of`` question reads ``How much do 7 packs cost?`` only; these questions
name the buyer (``does Sam need to buy``, ``did he spend on``) or an impersonal ``it`` (``would it cost to buy``),
which the question reader would take for a holder whose money must be known. The answer is the same count times
the one unit price, so they are read as that ``cost_of`` question.

What is read (the whole question, else nothing is consumed):

- ``How much [money] do|does|did|would|will <buyer> need to buy|purchase N <things>?``
- ``How much [money] would|will|does|did it cost [<buyer>] to buy|purchase N <things>?``
- ``How much [money] did|would|will <buyer> spend on|for N <things>?``

``<buyer>`` is a capitalised name or a personal pronoun (who buys does not change the answer). Read only when the
story is nothing but prices (and descriptions): a holding, a gain or any other event (``Sam has $20``, ``Sam
bought 3 apples``) could make ``need`` mean "need more" or the spending include other purchases, so any of
them leaves the question to the readers before v14 (which refuse it). The things asked must have exactly one
stated price, of the same unit and with the same things inside (``of gum``) or none asked; else not read.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, read_item, read_number

_AUX = ("do", "does", "did", "would", "will")
_BUY = ("buy", "purchase")
_PRONOUNS = ("he", "she", "they", "i", "you", "we")
_OBJECTS = ("him", "her", "them", "me", "you", "us")


def _buyer(cur: Cursor) -> bool:
    w = cur.peek_word()
    if w in _PRONOUNS or (cur.sense("name") is not None and cur.tokens[cur.pos].text[:1].isupper()
                          and cur.sense("poss", cur.pos + 1) is None):
        cur.pos += 1
        return True
    return False


def parse_purchase_cost(cur: Cursor, ctx: Context, ops: list[Op]) -> Question | None:
    """The ``cost_of`` question these ask (module doc), or None with the cursor unmoved."""
    start = cur.pos
    if cur.peek_word() != "how" or cur.peek_word(1) != "much":
        return None
    if any(op.kind not in ("price", "describe") for op in ops):
        return None
    cur.pos += 2

    def no() -> None:
        cur.pos = start
        return None

    cur.take("fn:money_word")
    if cur.peek_word() not in _AUX:
        return no()
    cur.pos += 1
    if cur.peek_word() == "it":
        cur.pos += 1
        if cur.sense("verb") is None or cur.sense("verb").entry.category != "cost":
            return no()
        cur.pos += cur.sense("verb").length
        if cur.peek_word() in _OBJECTS or (cur.sense("name") is not None and cur.tokens[cur.pos].text[:1].isupper()):
            cur.pos += 1
        if cur.peek_word() != "to" or cur.peek_word(1) not in _BUY:
            return no()
        cur.pos += 2
    else:
        if not _buyer(cur):
            return no()
        w = cur.peek_word()
        if w == "need" and cur.peek_word(1) == "to" and cur.peek_word(2) in _BUY:
            cur.pos += 3
        elif w == "spend" and cur.peek_word(1) in ("on", "for"):
            cur.pos += 2
        else:
            return no()
    num = read_number(cur)
    if num is None or num[1] or num[0].denominator != 1 or num[0] < 1:
        return no()
    at = cur.pos
    thing = read_item(cur, ctx, note=False)
    if thing is None or not cur.at_end():
        return no()
    # the count agrees with the head noun (``7 packs of gum``, ``1 jar of water``), not with the things inside
    plural = cur.lex.unit_by_id[thing.unit].plural.lower().split()[-1] in cur.words[at:cur.pos]
    if (num[0] == 1) == plural:
        return no()
    prices = [op for op in ops if op.kind == "price" and op.item is not None and op.item.unit == thing.unit]
    if len(prices) != 1 or (thing.mods and thing.mods != prices[0].item.mods):
        return no()
    used = [u for u in ctx.units_seen if cur.lex.unit_by_id[u].family == "money"]
    if len(used) > 1:
        return no()
    money = used[0] if used else "unit.dollar"
    if money != "unit.dollar" and not cur.lex.unit_by_id[money].per_base:
        return no()
    return Question(kind="cost_of", sentence=cur.sentence.index, item=Item(unit=thing.unit, mods=prices[0].item.mods),
                    count=fmt(Fraction(num[0])), other="" if money == "unit.dollar" else money)
