"""Counted things each got by a manner gerund (v11, ADR 0194).

``won 32 tickets playing 'whack a mole' and 25 tickets playing 'skee ball'``: after a first counted amount
that is followed by its own manner gerund (a pack activity and a number-free object, or a quoted name;
circumstances.take_manner_gerund), more amounts of the *same* unit, each followed by its own gerund, are
more objects of the same verb. The gerund says how each was got and changes no count; it is what
``money_list`` (unit_rates.py) reads for money, for counted things.

Read only when all of these hold, else nothing is consumed and the sentence is read as before (it refuses
today: ``32 tickets playing games and 25 tickets playing cards`` left ``and 25 tickets …`` as a clause
starting with a number):

- the first object is a counted unit with no modifier and no owner, and a manner gerund follows it;
- every later amount is a number and the same unit, with no modifier, each followed by its own gerund
  (``and 25 tickets`` with no gerund, or ``and 3 prizes playing cards``, ends the list, and the words left
  refuse);
- not in a question (take_manner_gerund reads no gerund there).
"""
from __future__ import annotations

from domain.reader.circumstances import take_manner_gerund
from domain.reader.graph import Item
from domain.reader.phrases import Cursor, fmt, read_number


def counted_gerund_list(cur: Cursor, first: Item, owner: str) -> list[tuple[str, Item, str]] | None:
    """After a first object ``first``: its gerund and the list of more amounts with gerunds, or None (nothing
    consumed) when the first object has no gerund or is not a plain counted thing."""
    if first.mods or owner or cur.sentence.question:
        return None
    start = cur.pos
    if not take_manner_gerund(cur):
        return None
    out: list[tuple[str, Item, str]] = []
    while True:
        save = cur.pos
        cur.take("punct:,")
        cur.take_word("and")
        num = read_number(cur) if cur.pos != save else None
        unit = cur.sense("unit") if num is not None and not num[1] else None
        if unit is None or unit.entry.id != first.unit:
            cur.pos = save
            break
        cur.pos += unit.length
        if not take_manner_gerund(cur):
            cur.pos = save
            break
        out.append((fmt(num[0]), Item(unit=first.unit), ""))
    if not out:
        cur.pos = start  # one object and its gerund: read as before (read_circumstances takes the gerund)
        return None
    return out
