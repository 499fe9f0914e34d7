"""``Ian has 80 dollars. He wants to buy a game that costs 125 dollars.`` (reader v15, ADR 0317): a purchase wanted.

    Ian has 80 dollars. He wants to buy a game that costs 125 dollars. How many more dollars does Ian need?   125 − 80
    Max has 50 dollars. He wants to buy 3 books that cost 18 dollars each. How many more dollars does he need? 3 × 18 − 50

A purchase wanted at a told price is a goal of that much money (goals.py), as ``He needs 125 dollars`` is: the
question ``How many more dollars|How much more money does <buyer> need?`` is then the goal's gap against the
money the buyer holds at the question (the v2 goal reading; a gap below zero refuses, as does money never told).

Read only when the sentence is exactly ``<person> wants|want|wanted to buy|purchase`` then either ``a|an [mods]
<thing> that costs|cost <money>`` or ``N <things> that cost <money> each`` (v20, ADR 0456: or ``for`` in place of
``that costs|cost``, the price a purchase's ``for`` always tells: ``wants to buy a game for $72``) (a price of N things without ``each``
could be for all of them: not read), the money is dollars (``$N`` or ``N dollars``; cents beside dollars are
not converted here), and the text's question opens ``How many more`` / ``How much more`` and asks a need. Any
other question (``How many games does Ian have?``: the purchase is only wanted) leaves the sentence to the other
readings, which refuse ``wants to``. A second price, a discount or tax word, or anything after the price: not
read. The wanted thing got after the wish (``He buys a game for 20 dollars``: that one?) refuses.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op
from domain.reader.refusals import Reason, ReaderRefusal
from domain.reader.phrases import Context, Cursor, fmt, noun_run, read_entity, read_item, read_number, rewinder
from domain.reader.prices import read_dollar_amount

_WANT = ("wants", "want", "wanted")
_BUY = ("verb.buy", "verb.purchase")
DOLLAR = "unit.dollar"


def asks_more_needed(question: Cursor) -> bool:
    """The text's question opens ``How many more`` / ``How much more`` and has a need word."""
    w = question.words[:question.end]
    return w[:1] == ["how"] and w[1:3] in (["many", "more"], ["much", "more"]) and "need" in w


def parse_wanted_purchase(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """Add the goal of money for ``<person> wants to buy … that costs <money>``; False (nothing consumed or added)
    when the sentence is not that form."""
    back = rewinder(cur, ctx)
    who = read_entity(cur, ctx)
    if who is None:
        return back()
    if cur.take_word(*_WANT) is None or cur.take_word("to") is None:
        return back()
    verb = cur.sense("verb")
    if verb is None or verb.entry.id not in _BUY:
        return back()
    cur.pos += verb.length
    if cur.take_word("a", "an") is not None:
        count, plural = 1, False
    else:
        num = read_number(cur)
        if num is None or num[1] or num[0] < 2 or num[0].denominator != 1:
            return back()
        count, plural = num[0], True
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or got[1].form != ("pl" if plural else "sg") or got[1].entry.family in ("money", "mass_noun_money") \
            or got[1].entry.id in cur.lex.person_units:
        return back()
    thing = read_item(cur, ctx)
    if thing is None or cur.pos != got[2]:
        return back()
    if cur.take_word("for") is None and (  # v20 (ADR 0456): "wants to buy a game for $72": the purchase's price
            cur.take_word("that") is None or cur.take_word(*(("cost",) if plural else ("costs", "cost"))) is None):
        return back()
    price = read_dollar_amount(cur)
    if price is None:
        return back()
    if plural and cur.take_word("each") is None:
        return back()  # "3 books that cost 18 dollars": each or all three?
    if not cur.at_end():
        return back()
    ctx.note_unit(DOLLAR)
    ctx.wanted.append((cur.sentence.index, who, thing.unit))
    ops.append(Op(kind="goal", lemma="fn.need", sentence=cur.sentence.index, actor=who, item=Item(unit=DOLLAR),
                  amount=fmt(price * count)))
    return True


def check_wanted_bought(ops: list[Op], wanted: list[tuple[int, str, str]]) -> None:
    """``He wants to buy a game that costs 125 dollars. He buys a game for 20 dollars.``: the wanted game bought
    (nothing more needed) or another one? A gain of the wanted thing by anyone after the wish refuses."""
    for si, who, unit in wanted:
        for op in ops:
            if op.sentence > si and op.kind in ("gain", "transfer") and op.item is not None and op.item.unit == unit:
                raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "event_binding", sentence_index=op.sentence,
                                    frame="statement", detail=f"{unit} got after {who} wanted to buy one: that one?")
