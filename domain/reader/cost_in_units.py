"""``How many cents|dollars do 4 oranges cost?`` / ``How much money do 4 oranges cost?`` (v17, ADR 0366).

    An orange costs 60 cents. How many cents do 4 oranges cost?              60 × 4 = 240
    One pencil costs 50 cents. How many dollars do 7 pencils cost?          0.50 × 7 = 3.5

``How much do 7 pencils cost?`` was read (questions._cost_question: the one stated price × N, the ``cost_of``
question, answered in the text's money unit). The same question may name the money unit it wants (``How many
cents``, ``How many dollars``, ``How much money``); the asked count of things is then the question's subject, not
a holder, and it refused (``expected who the question is about``). Read here: ``<aux> N <things> cost`` after the
asked money unit, the ``cost_of`` question in that unit (prices are kept in dollars; cents are the dollar price ×
100). ``How much money`` asks the text's one money unit, as ``how much money`` does everywhere (two refuse).

Refused as before: no price of the things (the solver's ``no price stated``), a list (``a shirt and a hat``), words
after ``cost`` other than the tail every question reads, a money unit of no fixed worth.
"""
from __future__ import annotations

from domain.reader.amounts import read_verb
from domain.reader.graph import Item, Question
from domain.reader.phrases import Cursor, fmt, read_item, read_number


def parse_cost_in_units(cur: Cursor, ctx, si: int, asked: Item, tail) -> Question | None:
    """After ``How many cents|dollars`` / ``How much money``: ``do|does|will N <things> cost`` → the cost_of question
    in the asked money unit; None (nothing consumed) otherwise."""
    unit = cur.lex.unit_by_id.get(asked.unit)
    if unit is None or unit.family != "money" or not unit.per_base or asked.mods:
        return None
    start = cur.pos
    if not cur.take("fn:aux"):
        return None
    num = read_number(cur)
    item = read_item(cur, ctx) if num is not None and not num[1] and num[0] > 0 else None
    verb = read_verb(cur) if item is not None else None
    if verb is None or verb.category != "cost" or cur.lex.unit_by_id[item.unit].family == "money":
        cur.pos = start
        return None
    tail(cur, ctx)
    if not cur.at_end():
        cur.pos = start
        return None
    other = "" if unit.per_base == "1" else asked.unit
    return Question(kind="cost_of", sentence=si, item=item, count=fmt(num[0]), other=other)
