"""``Each pencil costs 25 cents. Sam buys 4 pencils. How many dollars does he spend?`` (v19, ADR 0423): money asked
as ``How many <money unit> …`` of a spend or pay verb that no statement tells.

``How much does he spend?`` is the spend question (the money the asker's priced purchases and spendings took,
spending.py); ``How many dollars does he spend?`` was read as an event question, the sum of the statements of the
asked verb, and refused ``no statement matches the asked verb.spend`` when the story tells only purchases and their
prices. When no operation of the story has the asked verb at all, the event reading has nothing to count and the
words ask what ``How much … spend|pay`` asks, in the named money unit: the question is read as the spend question.

Read only when the question is ``How many <money unit> do|does|did <one holder> <spend|pay verb> …`` (a ``negative``
verb, as the spend question's), with no ``to`` / ``from`` phrase, no coordinated holders, and no operation of the
story has that verb's lemma (``Sam spent 5 dollars on a pen. … How many dollars did he spend?`` keeps the event
reading). Everything the spend question refuses (two money units, a price not told …) it still refuses.
"""
from __future__ import annotations

from domain.reader.graph import Op


def spend_by_count(ops: list[Op], lemma: str) -> bool:
    """No operation of the story has the asked spend|pay verb (module doc)."""
    return not any(op.lemma == lemma for op in ops)
