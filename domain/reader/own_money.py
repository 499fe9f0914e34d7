"""v18 (ADR 0394): ``his money`` / ``her money`` as the object of ``all`` or a fraction names the holder's one
money unit.

    Jon had 60 dollars. He gave half of his money to his sister. How many dollars does Jon have left?   60 − 30 = 30
    Rosa had 40 dollars. She spent 3 fourths of her money. How many dollars did she spend?             30

``money`` is a mass noun of its own family in the pack, so ``half of his money`` named a holding never stated
("'all' of a holding never stated"), though the text counts money in one unit only. Read: after ``all`` / ``all
of`` / a fraction ``of``, a possessive (``his``, ``her``, ``Jon's``) and ``money``, when the text so far has used
exactly one money unit (``dollars``, ``$``, ``cents``): that unit, as the question's ``How much money`` is
(questions._money_item). Refused as before: two money units in play (``had $2 and 50 cents``: which?), a money
count without a possessive (``half of the money``: whose, or which?), no money unit told yet.
"""
from __future__ import annotations

from domain.reader.graph import Item


def own_money(cur, ctx, item, amount: str, owner: str):
    """The text's one money unit in place of ``money`` (module doc), else ``item`` unchanged."""
    if item is None or item.unit != "unit.money" or item.mods or not owner:
        return item
    if not (amount == "all" or amount.startswith("all-frac:") or amount.startswith("all-but:")):
        return item
    used = [u for u in ctx.units_seen if cur.lex.unit_by_id[u].family == "money"]
    if len(used) != 1:
        return item
    return Item(unit=used[0])
