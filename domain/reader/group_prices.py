"""A price told of a definite group of things (v8, ADR 0116): ``The balloons cost 5 dollars.``

Whether that is what all the balloons cost together or what each one costs is not said (``The apples cost 2
dollars`` is said both ways). The sentence is read as a description that moves nothing (a ``describe``
operation, lemma the cost verb), and only while nothing in the story or the question is about money: a money
question (``How much did the balloons cost?``, ``How much money does Fred have left?``) or any money in the
story (a holding, a purchase, another price) refuses (``check_group_prices``), as the two readings would
give different answers there. ``How many yellow balloons do they have in total?`` does not depend on it.

Read only as the whole sentence ``the <plural thing> cost(s) <money>``; a thing that is not in the story yet,
``each``/``a``/a number before the thing (``Each balloon costs 5 dollars`` is a unit price, prices.py) or
anything after the money leave the sentence to the other frames.
"""
from __future__ import annotations

from domain.reader.graph import Op, Question
from domain.reader.phrases import Context, Cursor, noun_run
from domain.reader.prices import _dollars
from domain.reader.refusals import Reason, ReaderRefusal


def parse_group_price(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """The whole sentence, or False with nothing consumed."""
    if cur.pos != 0 or cur.words[0] != "the":
        return False
    got = noun_run(cur, 1, ("unit",))
    if got is None or got[1].form != "pl" or got[1].entry.family == "money":
        return False
    unit = got[1].entry.id
    if unit not in ctx.units_seen:
        return False
    verb = cur.sense("verb", got[2]) if got[2] < cur.end else None
    if verb is None or verb.entry.category != "cost":
        return False
    seen = list(ctx.units_seen)
    cur.pos = got[2] + verb.length
    price = _dollars(cur, ctx)
    if price is None or price <= 0 or not cur.at_end():
        cur.pos, ctx.units_seen = 0, seen
        return False
    ctx.units_seen = seen  # the money named here is no money anyone holds or pays
    ops.append(Op(kind="describe", lemma=verb.entry.id, sentence=cur.sentence.index))
    ctx.group_prices.append(cur.sentence.index)
    return True


def check_group_prices(ops: list[Op], question: Question, ctx: Context, lex) -> None:
    """Refuse when a group's price was told and anything about money is asked or happens."""
    if not ctx.group_prices:
        return
    money = {u.id for u in lex.pack.units if u.family in ("money", "mass_noun_money")}
    asked = question.item.unit if question.item is not None else ""
    if asked in money or question.kind not in ("holding", "sole", "members", "total", "event") or not asked \
            or any(op.item is not None and op.item.unit in money for op in ops) \
            or any(op.kind == "price" for op in ops):
        raise ReaderRefusal(Reason.AMBIGUOUS_REFERENCE, "price_binding", sentence_index=ctx.group_prices[0],
                            frame="statement.group_price",
                            detail="'the <things> cost <money>': all together or each? The story asks about money")
