"""Unit-price statements whose subject is the priced thing itself.

``Pens cost $1.25 each.`` / ``The books cost $6 each.`` / ``A pen costs $1.25.`` fix the price of one
unit, like ``Each pen costs $1.25.`` (read in clauses.py). A plural subject without ``each``
(``Pens cost $5``, ``The books cost $12``) could be a total for all of them, so it is not read here
(the sentence then refuses as unparsed). Prices are kept in dollars (``50 cents`` → 1/2 dollar).
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.amounts import read_verb
from domain.reader.circumstances import skip_circumstance_words
from domain.reader.graph import Item, Op
from domain.reader.phrases import Context, Cursor, fmt, noun_run, read_number
from domain.reader.implied_sales import note_sale_scene


def parse_subject_price(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """Read the whole clause as a unit price, or consume nothing and return False."""
    start = cur.pos
    word = cur.peek_word()
    singular = word in ("a", "an", "one")
    if singular or word == "the":
        cur.pos += 1
    got = noun_run(cur, cur.pos, ("unit",))
    if got is None or got[0]:
        # modifiers or adjuncts ("Red pens cost …"): prices are kept per unit, so a price of one kind
        # would silently apply to every kind of that unit — not read
        cur.pos = start
        return False
    _, noun, end = got
    if noun.form != ("sg" if singular else "pl") or end >= cur.end or not any(
            s.cls == "verb" and s.entry.category == "cost" for s in cur.senses(end)):
        cur.pos = start
        return False
    save_units = list(ctx.units_seen)
    cur.pos = end
    verb = read_verb(cur)
    if verb is None or verb.category != "cost":
        cur.pos = start
        return False
    price = _dollars(cur, ctx)
    if price is None or price <= 0:
        cur.pos, ctx.units_seen = start, save_units
        return False
    if not singular and cur.take("fn:each") is None:
        cur.pos, ctx.units_seen = start, save_units
        return False
    skip_circumstance_words(cur)
    ctx.note_unit(noun.entry.id)
    ops.append(Op(kind="price", lemma=verb.id, sentence=cur.sentence.index, item=Item(unit=noun.entry.id),
                  amount=fmt(price)))
    return True


def parse_each_price(cur: Cursor, ctx: Context, ops: list[Op]) -> bool:
    """``Each chair cost 15 dollars.`` / ``Each flower was 6 dollars.`` / ``each piece costs 18 cents`` (v6): the
    price of one unit, like ``Each pen costs $1.25.`` with the amount in money words, or with ``is/was``
    for ``costs``. Read only when the whole clause is that (no modifiers: a price of one kind of a unit
    would apply to every kind); otherwise nothing is consumed."""
    start = cur.pos
    if cur.take("fn:each") is None:
        return False
    if cur.peek_word() == "one" and cur.pos + 1 < cur.end and (cur.sense("fn:be", cur.pos + 1) or any(
            s.cls == "verb" and s.entry.category == "cost" for s in cur.senses(cur.pos + 1))):
        # v8 (ADR 0120): "If each one costs $8": one of the one kind of things in play (several refuse)
        unit = ctx.elided_unit(cur)
        cur.pos += 1
    else:
        got = noun_run(cur, cur.pos, ("unit",))
        if got is None or got[0] or got[1].form != "sg":
            cur.pos = start
            return False
        _, noun, end = got
        cur.pos = end
        unit = noun.entry.id
    verb = cur.sense("verb")
    if verb is not None and verb.entry.category == "cost":
        cur.pos += verb.length
    elif cur.take("fn:be") is None:
        cur.pos = start
        return False
    save_units = list(ctx.units_seen)
    price = _dollars(cur, ctx)
    skip_circumstance_words(cur)
    if price is None or price <= 0 or not (cur.at_end() or cur.peek_word() in (",", "and")):
        cur.pos, ctx.units_seen = start, save_units
        return False
    ctx.note_unit(unit)
    lemma = verb.entry.id if verb is not None and verb.entry.category == "cost" else "fn.each"
    ops.append(Op(kind="price", lemma=lemma, sentence=cur.sentence.index, item=Item(unit=unit),
                  amount=fmt(price)))
    return True


def parse_priced_description(cur: Cursor, ctx: Context, ops: list[Op], describe) -> bool:
    """``Edward and his friend were buying trick decks from the magic shop for 6 dollars each.`` (v6): a
    describing sentence (a pack rule, which mentions exactly one unit) followed by ``for <money> each`` is
    that unit's price — nothing is bought yet. Prices are kept per unit, as for ``bought 3 red pens for $2
    each``. ``describe`` is the parser's rule matcher; nothing is read when the sentence is not that."""
    fors = [i for i in range(1, cur.end - 2) if cur.words[i] == "for"]
    if not fors:
        return False
    tail = Cursor(cur.lex, cur.sentence, fors[-1] + 1, cur.end)
    scratch = Context()
    price = _dollars(tail, scratch)
    if price is None or price <= 0 or tail.take("fn:each") is None or not tail.at_end():
        return False
    head = Cursor(cur.lex, cur.sentence, 0, fors[-1])
    seen = len(ctx.units_seen)
    desc = describe(head, ctx, cur.lex)
    if desc is None:
        return False
    units = [u for u in ctx.units_seen[seen:] if cur.lex.unit_by_id[u].family != "money"]
    if len(set(units)) != 1:
        return False  # (ctx keeps what the rule introduced: the sentence then refuses as unparsed)
    for unit in scratch.units_seen:
        ctx.note_unit(unit)
    ops.append(desc)
    ops.append(Op(kind="price", lemma=desc.lemma, sentence=cur.sentence.index, item=Item(unit=units[0]),
                  amount=fmt(price)))
    note_sale_scene(head, ctx, units[0])  # v9: "was selling decks for 2 dollars each" (implied_sales.py)
    return True


def _dollars(cur: Cursor, ctx: Context) -> Fraction | None:
    """``$1.25`` / ``6 dollars`` / ``50 cents`` → the amount in dollars (money units with a conversion)."""
    num = read_number(cur)
    if num is None:
        return None
    value, money_unit = num
    if money_unit:
        ctx.note_unit(money_unit)
        return value
    unit = cur.sense("unit")
    if unit is None or unit.entry.family != "money" or not unit.entry.per_base:
        return None
    cur.pos += unit.length
    ctx.note_unit(unit.entry.id)
    return value * Fraction(unit.entry.per_base)


def read_dollar_amount(cur: Cursor, zero: bool = False) -> Fraction | None:
    """``$N`` or ``N dollars`` (dollars only, no cents or ``ctx``; purpose_spending, spent_from_rest,
    value_changes): the amount, more than 0 (or 0 too with ``zero``), else None."""
    got = read_number(cur)
    if got is None or got[0] < 0 or (got[0] == 0 and not zero):
        return None
    if got[1] == "unit.dollar":
        return got[0]
    s = cur.sense("unit")
    if got[1] or s is None or s.entry.id != "unit.dollar":
        return None
    cur.pos += s.length
    return got[0]


def take_priced_where(cur: Cursor) -> bool:
    """``Each chocolate bar in a box cost $3`` (after ``each <unit>``, v8 ADR 0115): ``in a/the <unit or place>``
    before a cost verb only says where such things are; the price is of every such thing. Nothing else (a
    number, a possessive, another verb) is read here."""
    start = cur.pos
    if not (cur.take_word("in", "inside") and cur.take_word("a", "an", "the")):
        cur.pos = start
        return False
    got = noun_run(cur, cur.pos, ("unit", "place"))
    verb = cur.sense("verb", got[2]) if got is not None else None
    if verb is None or verb.entry.category != "cost":
        cur.pos = start
        return False
    cur.pos = got[2]
    return True
