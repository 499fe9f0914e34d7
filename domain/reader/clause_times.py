"""``Melanie picked 4 plums on Monday, Dan picked 9 plums, and Sally picked 3 plums.`` (v6 red team 3b): a
time told inside one of several coordinated clauses with different subjects.

Every operation of a sentence carries the sentence's time phrases (parser._stamp_times), so Dan's and Sally's
plums were read as picked on Monday too, and ``How many plums were picked on Monday?`` answered 16 (4, or 16?
the text does not say). As for a gapped clause (gapping.py) and an object list (clauses.py), such a sentence
marks the story ``unattributed``: a question naming a time or a place then refuses; other questions are read
as before. A leading time (``On Monday, Sam … and Tom …``) is the whole sentence's and is not affected.
"""
from __future__ import annotations

from domain.reader.graph import Op
from domain.reader.phrases import Context, Cursor


def check_clause_times(ops: list[Op], start: int, cur: Cursor, ctx: Context) -> None:
    """Before the sentence's times are stamped on ``ops[start:]``."""
    times = cur.times
    if not times:
        return  # speed (ADR 0460): no time, none of the clause's own (``own`` below is 0 or less): nothing to mark
    own = len(times) - (1 if cur.sense("time", 0) is not None else 0)  # a leading time is the sentence's
    if own <= 0:
        return  # speed (ADR 0460): the test below fails whatever the actors are (and reading them changes nothing)
    actors = {op.actor for op in ops[start:] if op.actor and not op.time}
    if len(actors) > 1:
        ctx.unattributed = True
