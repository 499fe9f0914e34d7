"""``How many <things> will <holder> have after|in N <periods>?`` after a holding and a rate per period (v20, ADR 0456).

    Sam has 18 dollars. He saves 3 dollars every week. How many dollars will he have after 4 weeks?   18 + 3 × 4 = 30
    Ana has 10 dollars. She saves 5 dollars each week. How much money will Ana have in 4 weeks?       10 + 5 × 4 = 30
    Tom has 40 stickers. He gets 6 stickers a day and gives away 2 stickers a day.
    How many stickers will he have after 3 days?                                                  40 + (6 − 2) × 3 = 52

The rate questions read the rate alone (``How much will he save in 4 weeks?``, unit_rates.parse_rate_times); asked
with ``have``, the question is the holding the rate grows (or wears down) over those periods, and refused (``0 rates
of … for Sam``, or ``after`` left unread). Read only when
- the question is exactly ``How many <things>|How much money will <holder> have [left] after|in N <periods>?``, N a
  whole number, the period a pack unit (``weeks``; ``a week`` / ``one week`` too);
- everything the story tells of the holder and those things (their unit, a kind of it, a general of it) is rates
  of them per that period by the holder, each by a verb that gains (``save``, ``earn``, ``collect``, ``make``) or
  loses (``spend``, ``eat``, ``sell``), told in the present (``saved 3 dollars every week`` may be over: past_rates.py),
  and at most one holding with a stated amount and no time of its own; with no holding the rates must all gain
  (the things start from none, as a gain on no holding does; a loss from no holding is from an unknown amount);
- ``How much money``: the story's money is dollars only;
- the answer (and so every holding on the way) is not negative.
The answer is the holding plus each rate × N (a loss rate subtracted). Anything else is left to the readings before.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.graph import Item, Op, Question
from domain.reader.held_times import stated_amount
from domain.reader.past_rates import _past
from domain.reader.phrases import Context, Cursor, fmt, read_entity, read_item, read_number
from domain.reader.refusals import ReaderRefusal, Reason
from domain.reader.results import Step

RATE_HOLDING = "rate_holding"
DOLLAR = "unit.dollar"
_GAINS = frozenset({"positive", "construct"})
_LOSSES = frozenset({"negative", "destroy"})


def parse_rate_holding(cur: Cursor, ctx: Context, ops: list[Op], story: list[Cursor]) -> Question | None:
    """The question, or None with nothing consumed (module doc)."""
    w = cur.words[:cur.end]
    if len(w) < 8 or w[0] != "how" or w[1] not in ("many", "much") or "will" not in w or "have" not in w:
        return None
    start, known, seen = cur.pos, dict(ctx.entities), list(ctx.units_seen)

    def back():
        cur.pos, ctx.entities, ctx.units_seen = start, known, seen
        return None

    cur.pos = 2
    if w[1] == "much":
        if cur.take_word("money") is None:
            return back()
        money = {u for u in ctx.units_seen if cur.lex.unit_by_id[u].family in ("money", "mass_noun_money")}
        if money != {DOLLAR}:
            return back()
        item = Item(unit=DOLLAR)
    else:
        try:
            item = read_item(cur, ctx)
        except ReaderRefusal:
            return back()
        if item is None:
            return back()
    if cur.take_word("will") is None:
        return back()
    try:
        who = read_entity(cur, ctx)
    except ReaderRefusal:
        return back()
    if not who or cur.take_word("have") is None:
        return back()
    cur.take_word("left")
    if cur.take_word("after", "in") is None:
        return back()
    if cur.take_word("a", "one") is not None:
        n = Fraction(1)
    else:
        num = read_number(cur)
        if num is None or num[1] or num[0] <= 0 or num[0].denominator != 1:
            return back()
        n = num[0]
    per = cur.sense("unit")
    if per is None or per.form != ("sg" if n == 1 else "pl"):
        return back()
    cur.pos += per.length
    if not cur.at_end():
        return back()
    q = Question(kind=RATE_HOLDING, sentence=cur.sentence.index, entity=who, item=item, count=fmt(n),
                 other=per.entry.id)
    try:
        _parts(cur.lex, ops, q)
    except ValueError:
        return back()
    words = {c.sentence.index: c.words for c in story}
    for op in ops:
        if op.kind == "rate" and op.actor == who:
            verb = next((v for v in cur.lex.pack.verbs if v.id == op.lemma), None)
            if verb is None or any(_past(verb, x) for x in words.get(op.sentence, ())):
                return back()  # "saved 3 dollars every week": kept up still? (past_rates.py)
    return q


def _parts(lex, ops: list[Op], q: Question) -> tuple[Op | None, list[tuple[Op, int]]]:
    """The holding (or None) and each rate with its sign (ValueError when the module doc's conditions fail)."""
    unit = q.item.unit

    def covers(op: Op) -> bool:
        return op.item is not None and (op.item.unit == unit or lex.kind_of(op.item.unit, unit)
                                        or lex.kind_of(unit, op.item.unit))

    about = [op for op in ops if covers(op) and q.entity in (op.actor, op.target, op.source, op.agent)]
    rates, holds = [], []
    for op in about:
        if op.kind == "rate" and op.actor == q.entity and op.item == q.item and op.target == q.other \
                and not op.source and not op.time and stated_amount(op.amount):
            category = lex.verb_category.get(op.lemma)
            if category in _GAINS:
                rates.append((op, 1))
            elif category in _LOSSES:
                rates.append((op, -1))
            else:
                raise ValueError(f"a rate by {op.lemma}: neither a gain nor a loss")
        elif op.kind == "hold" and op.actor == q.entity and op.item == q.item and not op.time \
                and stated_amount(op.amount):
            holds.append(op)
        else:
            raise ValueError("something else told of the holder's things")
    if not rates or len(holds) > 1 or (not holds and any(sign < 0 for _, sign in rates)):
        raise ValueError("no rate, two holdings, or a loss from no holding")
    if unit == DOLLAR and any(op.item is not None and not covers(op) and op.kind in ("gain", "lose", "transfer", "rate")
                              and q.entity in (op.actor, op.target) for op in ops):
        # red team 8 (ADR 0457): "She saves 8 dollars every week. She bought a toy. How many dollars will she have
        # after 3 weeks?" answered 52: things got, sold or given by the holder may have moved money untold
        raise ValueError("the holder's things changed beside the money: paid or paid for?")
    return (holds[0] if holds else None), rates


def rate_holding_answer(lex, graph) -> tuple[Fraction, str, list[Step]]:
    """Solver: the holding plus each rate × N, in rate order (a negative end refuses)."""
    q = graph.question
    hold, rates = _parts(lex, graph.ops, q)
    n = Fraction(q.count)
    value = Fraction(hold.amount) if hold is not None else Fraction(0)
    steps = []
    for op, sign in rates:
        after = value + sign * Fraction(op.amount) * n
        steps.append(Step(lemma=op.lemma, kind=RATE_HOLDING, holder=q.entity, operands=[op.amount, q.count],
                          before=fmt(value), after=fmt(after)))
        value = after
    if value < 0:
        raise ReaderRefusal(Reason.NEGATIVE_HOLDING, "policy.non_negative", frame=RATE_HOLDING,
                            detail="the holding would be negative")
    return value, q.item.unit, steps


def verify_rate_holding(lex, graph) -> Fraction:
    """Verifier: the change over one period (gains less losses) times N, added to the holding once."""
    q = graph.question
    hold, rates = _parts(lex, graph.ops, q)
    per_period = sum((sign * Fraction(op.amount) for op, sign in rates), Fraction(0))
    value = per_period * Fraction(q.count) + (Fraction(hold.amount) if hold is not None else 0)
    if value < 0:
        raise ValueError("negative holding")
    return value
