"""Spending: which money losses a ``How much did X spend?`` question sums (v6).

A purchase is stated in several ways — ``spent $6.51 on a rabbit toy``, ``bought a skateboard for $9.46``,
``paid $5 for a book``, ``a cage cost him $12.51`` — and the question names one verb. Summing only the
events of the asked verb would drop the others (``bought a ball for $6. spent $5 on a book. How much did
he spend?`` is 11, not 5), so a spend question counts every money loss of the asked person that is a
purchase:

- a loss by the asked verb itself;
- the price paid in a purchase (a loss whose verb is a gaining verb: ``bought … for $N``, ``got … for $N``);
- a loss by a cost verb (``a cage cost him $12.51``).

A money loss by another losing verb (``lost $3``, ``paid $4`` when asked about ``spend``) may or may not be
a purchase — the pack's verb categories cannot tell ``lost`` from ``paid`` — so such a story refuses.
"""
from __future__ import annotations

from fractions import Fraction

from domain.reader.amounts import read_amount
from domain.reader.circumstances import skip_circumstance_words
from domain.reader.graph import Item, Op
from domain.reader.lexicon import Lexicon
from domain.reader.phrases import Context, Cursor, fmt
from domain.reader.prices import _dollars

PURCHASE_CATEGORIES = ("positive", "cost")
"""Verb categories whose money losses are always purchase prices (``bought … for $N``, ``X cost him $N``)."""


def spending_kind(lex: Lexicon, op, asked_lemma: str) -> bool | None:
    """True: ``op`` is a purchase the spend question counts; False: not a money loss at all; None: a money
    loss the reading cannot place (counted or not would change the answer — the caller refuses)."""
    if op.kind != "lose" or op.item is None:
        return False
    unit = lex.unit_by_id.get(op.item.unit)
    if unit is None or unit.family != "money":
        return False
    if op.lemma == asked_lemma:
        return True
    category = {v.id: v.category for v in lex.pack.verbs}.get(op.lemma)
    if category in PURCHASE_CATEGORIES:
        return True
    return None


def parse_spent_on(cur: Cursor, ctx: Context, ops: list[Op], subject: str, verb, got) -> bool:
    """``spent $6.51 on a rabbit toy, $5.79 on marbles, and $3 on a ball`` (v6): each ``<money> on <thing>``
    is a purchase — the spender gains the thing (one for ``a``, an unknown number for a bare plural) and
    loses the money, as ``bought a ball for $6.51`` does. Read only for a losing verb whose object is money
    and when every ``on`` phrase is a thing (a unit noun, not a place: ``spent $3 on the bus`` is left to
    the place reading). Nothing is consumed when the clause is not that."""
    amount, item, owner = got
    if verb.category != "negative" or item is None or item.unit != "unit.dollar" or item.mods or owner \
            or amount.startswith("?") or amount == "all" or cur.peek_word() != "on":
        return False
    start, save_units = cur.pos, list(ctx.units_seen)
    pairs = []
    value = Fraction(amount)
    while True:
        if not cur.take_word("on"):
            break
        thing = read_amount(cur, ctx, subject)
        if thing is None or thing[2] or cur.lex.unit_by_id[thing[1].unit].family == "money":
            cur.pos, ctx.units_seen = start, save_units
            return False
        pairs.append((value, thing[0], thing[1]))
        # ", $5.79 on marbles" / "and $3 on a ball": the next pair; anything else ends the list
        back = cur.pos
        cur.take("punct:,")
        cur.take_word("and")
        value = _dollars(cur, ctx) if cur.pos != back else None
        if value is None or value <= 0 or cur.peek_word() != "on":
            cur.pos = back
            break
    skip_circumstance_words(cur)
    if not (cur.at_end() or cur.peek_word() in (",", "and", "but")):
        cur.pos, ctx.units_seen = start, save_units
        return False
    si = cur.sentence.index
    for money, count, thing in pairs:
        ops.append(Op(kind="gain", lemma=verb.id, sentence=si, actor=subject, item=thing, amount=count))
        ops.append(Op(kind="lose", lemma=verb.id, sentence=si, actor=subject, item=Item(unit="unit.dollar"),
                      amount=fmt(money)))
    return True
