"""``a song book which was $5.84`` (v9): a bought thing's price told in a relative clause.

``He bought a trumpet for $145.16, and a song book which was $5.84.``: the second thing's price is told by
``which was`` / ``that was`` / ``which cost`` instead of ``for``; it means the same as ``for $5.84`` and is read
as that price (the list still has to price every thing or none, clauses.py). Only a pack relative word
(role ``relative``: that, which) right after the bought thing, then a pack ``be`` form in the past or present
(``was``/``is``) or a pack verb of the ``cost`` category, then an amount of money; anything else (``which was
red``, ``which he gave to Sam``, a number that is not money) is not read here (nothing consumed) and the
sentence refuses as before.

Red team 20: only after a verb of buying (``verb.buy``, ``verb.purchase``, ``verb.order``, ``verb.rent``, as
money_use.py names ``verb.buy``). ``found a trumpet which was $145.16`` tells what the trumpet is worth, not what
was paid (it answered 145.16 to ``How much did he spend?``); ``for $5`` after ``found`` stays the old reading.
And only after one thing (a singular unit): ``bought 2 books which was $3`` answered 3, but each or both?
"""
from __future__ import annotations

from domain.reader.phrases import Cursor

BE_FORMS = ("was", "is")
BUYING = ("verb.buy", "verb.purchase", "verb.order", "verb.rent")


def take_relative_price(cur: Cursor, verb) -> bool:
    """Consume ``which was`` / ``that cost`` before an amount of money after a verb of buying; False (nothing
    consumed) otherwise."""
    rel = cur.sense("fn:relative")
    if rel is None or verb is None or verb.id not in BUYING:
        return False
    forms = {sense.form for sense in cur.senses(cur.pos - 1) if sense.cls == "unit"}
    if "sg" not in forms:  # "2 books which was $3": each or both?
        return False
    j = cur.pos + rel.length
    verb = cur.sense("verb", j)
    if cur.sense("fn:be", j) is not None and cur.words[j] in BE_FORMS:
        j += 1
    elif verb is not None and verb.entry.category == "cost" and cur.words[j] in ("cost", "costs"):
        j += verb.length
    else:
        return False
    unit = cur.sense("unit", j + 1) if cur.sense("num", j) is not None else None
    if cur.sense("money", j) is None and (unit is None or unit.entry.family != "money"):
        return False
    cur.pos = j
    return True
