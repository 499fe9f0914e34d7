"""``How many cars is that in all?`` (v9): a question about the total the story has just told.

``A car company produced 3884 cars in North America and 2871 cars in Europe. How many cars is that in all?``:
``that`` points back at the told amounts and ``in all`` asks for their sum — the question reads as ``How many
cars are there in all?`` (a ``total`` over every holder of the asked things, and the same guards).

Read only as ``<be> that|those <total word>`` ending the question (``is that in all``, ``are those
altogether``); ``is that`` with anything else (``How many cars is that more than …``) is not read here and
the question refuses as before. A story that also took such things away (a loss, a giving, a move) refuses:
``that`` may be the things got, the ones taken or the ones kept.

Red team 20: a story that counts such things at a place or in the world (``There are 40 cars in the lot``) and
also gives them to a person (``Jason has 31 cars``) refuses too: the person's may be among the place's, so
``that`` is 40 or 71 (it answered 71).
"""
from __future__ import annotations

from domain.reader.circumstances import unparsed
from domain.reader.graph import Item, Op
from domain.reader.phrases import Cursor
from domain.reader.refusals import Reason
from domain.reader.that_contents import only_got

DEMONSTRATIVES = ("that", "those")
THERE = "fn.there"


def take_that_total(cur: Cursor, ops: list[Op], item: Item) -> bool:
    """Consume ``that in all`` to the end of the question; False (nothing consumed) otherwise. Refuses when the
    story also took such things away (``produced 5 cars and sold 2``: is ``that`` the cars made, sold or kept?)."""
    if cur.peek_word() not in DEMONSTRATIVES:
        return False
    total = cur.sense("fn:total", cur.pos + 1)
    if total is None or cur.pos + 1 + total.length != cur.end:
        return False
    # v13: the containers of a rate of these things are counted with them (that_contents.py)
    units = {item.unit} | {op.target for op in ops if op.kind == "per" and op.item is not None
                           and op.item.unit == item.unit and op.target}
    same = [op for op in ops if op.item is not None and op.item.unit in units]
    if not only_got(ops, item):  # v13: rates in containers only got let through (that_contents.py)
        raise unparsed(cur, "question.that", "'that' after things both got and taken away",
                       Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    there = {op.actor for op in same if op.lemma == THERE}
    if there and any(op.actor not in there for op in same):
        raise unparsed(cur, "question.that", "'that' after things counted at a place and held by someone",
                       Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    cur.pos = cur.end
    return True
