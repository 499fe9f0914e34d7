"""``Olivia has 7 dimes. How many cents is that?`` (reader v22, ADR 0515): the one amount the story told, asked
again in another unit of its family.

``that`` (``those``) ending the question points back at what was told; that_totals.py reads it with ``in all``
(the sum of the told amounts). Here, without a total word, it is read only when the story told exactly one thing:
a single holding (one operation in all), so ``that`` can name nothing else. The question is then that holder's
holding in the asked unit (``Sam has 3 feet of rope. How many inches is that?`` 36); a unit of another family
refuses in the solver as any holding question asked in such a unit does.

Not read (nothing consumed; the question refuses as before): two amounts told (``that`` is which, or their sum?),
an event, a rate or a price told (``that`` may be the things got, the ones kept, the price …), words after ``that``.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Cursor

_DEMONSTRATIVES = ("that", "those")


def take_that_amount(cur: Cursor, si: int, ops: list[Op], item: Item) -> Question | None:
    """After ``How many <item> is``: ``that`` ending the question, after a story of one holding (module doc)."""
    if cur.peek_word() not in _DEMONSTRATIVES or cur.pos + 1 != cur.end:
        return None
    if len(ops) != 1 or ops[0].kind != "hold" or ops[0].item is None or not ops[0].actor \
            or ops[0].amount.startswith(("?", "all")) or ops[0].time:
        return None
    held = ops[0].item
    asked = Item(unit=item.unit, mods=item.mods or held.mods)
    cur.pos = cur.end
    return Question(kind="holding", sentence=si, entity=ops[0].actor, item=asked)
