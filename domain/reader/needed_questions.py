"""``How many <things> are needed for|to <verb> N <others>?`` after one told rate between the two (reader v22, ADR 0515).

The question names its own amount, and the one rate of the story relates the two units:

* the asked things are the rate's contents and the named ones its containers: ``It takes 4 apples to make 1 pie.
  How many apples are needed to make 9 pies?`` (36), ``Each basket holds 15 oranges. How many oranges are needed
  for 6 baskets?`` (90): the ``per_container`` question, as ``How many apples does it take to make 9 pies?``;
* the asked things are the rate's containers and the named ones its contents: ``A box holds 8 crayons. How many
  boxes are needed for 40 crayons?`` (5), ``… needed to hold 72 books?``: the ``rate_groups`` question over the
  named amount, as ``A box holds 8 crayons. There are 40 crayons. How many boxes are needed?`` reads (an amount
  that does not fill whole containers refuses there, as it does here).

Refused (None, nothing consumed, so the question refuses as before): no rate or two rates between the two units;
``to <verb>`` with another verb than the rate's (``to paint 9 pies`` beside ``to make 1 pie``; ``to hold``/
``to fit`` for a content rate); words after the named things; a money amount; and, for the containers asked, any
other statement about the named things (``Sam has 40 crayons``): the question's amount beside a told one could
mean either, or both.
"""
from __future__ import annotations

from domain.reader.amounts import read_verb
from domain.reader.graph import WORLD, Item, Op, Question
from domain.reader.phrases import Context, Cursor, fmt, read_item, read_number
from domain.reader.rates import RATE_CATEGORIES, is_content_rate


def parse_needed_question(cur: Cursor, ctx: Context, si: int, item: Item, ops: list[Op]) -> Question | None:
    """After ``How many <item>``: ``[will|would] be|are|is needed for|to <verb> N <others>`` closing the question
    (module doc). A Question, or None having read nothing."""
    start = cur.pos
    cur.take("fn:aux")  # "will be needed" / "would be needed"
    if cur.take("fn:be") is None or cur.take_word("needed") is None:
        cur.pos = start
        return None
    verb = None
    if cur.take_word("to") is not None:
        verb = read_verb(cur)
        if verb is None:
            cur.pos = start
            return None
    elif cur.take_word("for") is None:
        cur.pos = start
        return None
    num = read_number(cur)
    other = read_item(cur, ctx, note=False) if num is not None and not num[1] else None
    if other is None or not cur.at_end() or num[0] <= 0 or num[0].denominator != 1 or other.unit == item.unit:
        cur.pos = start
        return None
    q = _contents(si, item, other, num[0], verb, ops) or _containers(cur, si, item, other, num[0], verb, ops)
    if q is None:
        cur.pos = start
    return q


def _rates_between(ops: list[Op], content: str, container: str) -> list[Op]:
    return [op for op in ops if op.kind == "per" and op.item is not None and op.item.unit == content
            and op.target == container]


def _contents(si: int, item: Item, other: Item, count, verb, ops: list[Op]) -> Question | None:
    """ADR 0515: the asked things are contents of the named containers (``apples … to make 9 pies``)."""
    rates = _rates_between(ops, item.unit, other.unit)
    if len(rates) != 1 or rates[0].item != item or other.mods:
        return None
    if verb is not None and verb.id != rates[0].lemma:
        return None  # "to paint 9 pies" beside "it takes 4 apples to make 1 pie": another task
    return Question(kind="per_container", sentence=si, item=item, count=fmt(count), other=other.unit)


def _containers(cur: Cursor, si: int, item: Item, other: Item, count, verb, ops: list[Op]) -> Question | None:
    """ADR 0515: the asked things are the containers of the named ones (``boxes … for 40 crayons``): the named
    amount is the one amount of those things, added as a holding of the scene, and the rate_groups question asks
    how many containers it fills."""
    lex = cur.lex
    rates = [op for op in ops if op.kind == "per" and op.target == item.unit]
    if len(rates) != 1 or rates[0].item != other or item.mods or not is_content_rate(lex, rates[0]):
        return None
    if verb is not None and verb.id != rates[0].lemma and verb.category not in RATE_CATEGORIES:
        return None  # "to sell 40 crayons": not what the boxes do
    for op in ops:
        if op is rates[0] or op.item is None:
            continue
        unit = op.item.unit
        if unit == other.unit or lex.kind_of(unit, other.unit) or lex.kind_of(other.unit, unit) \
                or lex.may_overlap(unit, other.unit):
            return None  # the story tells such things too: the question's amount beside them is not clear
    ops.append(Op(kind="hold", lemma="fn.there", sentence=si, actor=WORLD, item=other, amount=fmt(count)))
    return Question(kind="rate_groups", sentence=si, item=other, other=item.unit)
