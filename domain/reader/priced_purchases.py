"""A purchase at a price told elsewhere is paid with the buyer's money (reader v15, ADR 0317).

    Leah has $5. Apples cost $1 each. She buys 3 apples. How much money does Leah have left?            5 − 3 × 1
    Ron bought 5 pounds of apples. Each pound costs $2. He also bought a melon for $4. How much did he spend?
                                                                                                      5 × 2 + 4

``She buys 3 apples`` names no money, so the v6 guard (solver.purchase_money_guard, red team 2a) refuses a money
question after it: bought with the money or not, and at what price? When the thing's one price is told as a
rate (``Apples cost $1 each``, ``Each pound costs $2``) and the verb is ``buy`` / ``purchase`` (a purchase by its
meaning), the purchase is paid: the buyer loses count × price dollars in the purchase's own sentence, as ``buys 3
apples for $1 each`` reads.

Settled only for the two questions that ask about the money:
- a holding of money by the buyer (``How much money does Leah have left?``, not the change question), for the
  buy gains after the buyer's last money told (the guard's own scope);
- a spend question by the buyer when the buyer also lost money elsewhere (``He also bought a melon for $4``:
  solver.unpaid_guard refused the sum); a spend question over priced purchases alone is read as before.
Only when the thing has exactly one price op in the story, in no other container or with the same modifiers
(``Red apples cost $2 each`` does not price ``3 apples``; ``a pack of gum`` does not price ``packs of cards``), the
count is an exact number above 0 and the buyer is a named holder asked. Anything else is left as it was, and the
guards refuse as before (a second price, no price, a price for the general kind only, ``some apples``).
"""
from __future__ import annotations

from fractions import Fraction

import msgspec

from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import fmt

_BUY = ("verb.buy", "verb.purchase")
DOLLAR = "unit.dollar"


def _money(lex, unit: str) -> bool:
    u = lex.unit_by_id.get(unit)
    return u is not None and u.family in ("money", "mass_noun_money")


def _count(amount: str) -> Fraction | None:
    try:
        value = Fraction(amount)
    except (ValueError, ZeroDivisionError):
        return None
    return value if value > 0 else None


_OPEN = frozenset({
    # a place, a source, a means, a time or a condition told with the purchase or the price may change what was
    # paid ("with a coupon", "on sale", "from Tom", "at half price"): such a purchase is left unpaid (refused)
    "with", "using", "on", "at", "for", "from", "by", "off", "in", "sale", "discount", "discounted", "coupon",
    "coupons", "tax", "taxes", "free", "half", "price", "prices", "percent", "%", "cheaper", "deal", "reduced",
    "rebate", "refund", "tip", "fee", "fees", "credit", "card", "gift", "instead", "but", "if", "not", "each",
    "per", "every", "some", "all", "no", "never", "wants", "want", "wanted", "will", "would", "could", "can",
    "might", "may", "should", "plans", "planned", "to", "later", "tomorrow", "yesterday", "week", "day",
})


def settle_priced_purchases(ops: list[Op], question: Question, lex, words_by_index: dict | None = None) -> list[Op]:
    """The ops with a money loss added beside each buy gain priced only by a rate (see the module doc)."""
    words_by_index = words_by_index or {}
    if question.item is None or not question.entity or question.time or question.place:
        return ops
    who = question.entity
    if question.kind == "holding" and lex.unit_by_id[question.item.unit].family == "money":
        held = [i for i, op in enumerate(ops) if op.kind == "hold" and op.actor == who and op.item is not None
                and _money(lex, op.item.unit)]
        if not held:
            return ops
        start = held[-1] + 1
    elif question.kind == "spend" and question.item2 is None and question.item.unit == DOLLAR:
        if not any(op.kind == "lose" and op.actor == who and op.item is not None and _money(lex, op.item.unit)
                   for op in ops):
            return ops
        start = 0
    else:
        return ops
    paying: dict[int, Fraction] = {}
    unpriced: set[int] = set()
    for i in range(start, len(ops)):
        g = ops[i]
        if g.kind != "gain" or g.actor != who or g.item is None or _money(lex, g.item.unit):
            continue
        if any(o.kind == "lose" and o.actor == who and o.sentence == g.sentence and o.item is not None
               and _money(lex, o.item.unit) for o in ops):
            continue  # paid in its own sentence
        unit = lex.unit_by_id[g.item.unit]
        own = {unit.singular, unit.plural}  # "Each can costs $2": the noun, not the modal
        price = _price(ops, g, words_by_index, own) if g.lemma in _BUY and not (g.place or g.source or g.time) \
            and _OPEN.isdisjoint(set(words_by_index.get(g.sentence, ("?",))) - own) else None
        count = _count(g.amount)
        if price is None or count is None:
            unpriced.add(g.sentence)
        else:
            paying[i] = count * price
    out = list(ops)
    for i in sorted(paying, reverse=True):
        g = ops[i]
        if g.sentence in unpriced:
            continue  # "She buys 3 apples and 2 pears": one loss beside both would let the pears pass as paid
        out.insert(i + 1, msgspec.structs.replace(g, kind="lose", item=Item(unit=DOLLAR), amount=fmt(paying[i]),
                                                  target="", source="", agent="", place=""))
    return out


def _price(ops: list[Op], g: Op, words_by_index: dict, own: set[str]) -> Fraction | None:
    """The one rate price of the gain's thing (no container of other things, no other modifiers, no time or
    place, told in a sentence of its own with no word that may change it), else None."""
    prices = [p for p in ops if p.kind == "price" and p.item is not None and p.item.unit == g.item.unit]
    if len(prices) != 1 or prices[0].actor or prices[0].item.mods not in ((), g.item.mods) or prices[0].time \
            or prices[0].place or prices[0].sentence == g.sentence:
        return None
    told = [w for w in words_by_index.get(prices[0].sentence, ("?",)) if w not in ("each", "per", "every")
            and w not in own]
    if not _OPEN.isdisjoint(told) or any(op.sentence == prices[0].sentence and op is not prices[0]
                                         and not (op.kind == "hold" and op.lemma == "verb.pay") for op in ops):
        return None
    return _count(prices[0].amount)


def check_two_price_units(ops: list[Op], units: set[str]) -> None:
    """``2 pounds of apples at $3 per pound and 3 pounds of pears at $2 per pound`` sets no price of a pound
    (clauses.py); a price of a pound told anywhere else in the story would then stand alone: refused."""
    if not units:
        return  # speed (ADR 0452): no unit bought at two prices (most texts)
    for op in ops:
        if op.kind == "price" and op.item is not None and op.item.unit in units:
            from domain.reader.refusals import Reason, ReaderRefusal  # speed (ADR 0451): imported only to refuse
            raise ReaderRefusal(Reason.CONTRADICTION, "consistency", sentence_index=op.sentence, frame="statement",
                                detail=f"a price of {op.item.unit} beside {op.item.unit} bought at two prices")
