"""``How many more books are on the top shelf than on the bottom shelf?`` (v18, ADR 0393): two places compared.

    There are 20 books on the top shelf and 16 books on the bottom shelf.
    How many more books are on the top shelf than on the bottom shelf?                            20 − 16 = 4
    There are 34 students in the gym and 33 students in the library.
    How many fewer students are in the library than in the gym?                                   34 − 33 = 1

A ``how many more|fewer`` be-question was read only as ``are there than <other things>`` (``expected 'are there
than <unit>'``). With a place after the verb and another after ``than``, it compares what the two places hold: the
holding ``difference`` question (``does A have than B``) with the places as holders, each place held to the guard
of ``How many books are on the top shelf?`` (comparatives.place_guard: nobody else's such things there, nobody
moving them without saying where). ``fewer`` swaps the two. Read only when each side is exactly one place phrase
(no time, person, ``to``/``from``/``with``), the places differ, and nothing follows the second; a negative
difference refuses when solved. Anything else keeps the v6 reading (and its refusal).
"""
from __future__ import annotations

from domain.reader.circumstances import Circumstances, read_circumstances, unparsed
from domain.reader.comparatives import place_guard
from domain.reader.elided_places import only_other_place
from domain.reader.graph import Item, Op, Question
from domain.reader.phrases import Context, Cursor
from domain.reader.refusals import Reason


def _one_place(cur: Cursor, ctx: Context) -> str | None:
    times = set(cur.times)
    circ = Circumstances()
    read_circumstances(cur, ctx, circ)
    if not circ.place or circ.to or circ.source or circ.with_ or circ.bare or set(cur.times) != times:
        return None
    return circ.place


def compared_places(cur: Cursor, ctx: Context, si: int, item: Item, fewer: bool, ops: list[Op]) -> Question | None:
    """After ``How many more|fewer <things> are|were``: ``<place> than <place>`` as a difference of the two places'
    holdings; None (nothing consumed) when no place phrase is followed by ``than``."""
    start = cur.pos
    if cur.sense("fn:preposition") is None:
        return None
    first = _one_place(cur, ctx)
    if first is not None and not fewer and cur.at_end() \
            and (elided := only_other_place(cur, ctx, si, item, first, ops)) is not None:
        return elided  # v23: no "than", the one other holder (elided_places.py, ADR 0545)
    if first is None or cur.sense("fn:than") is None:
        cur.pos = start
        return None
    cur.take("fn:than")
    second = _one_place(cur, ctx)
    if second is None or second == first or not cur.at_end():
        raise unparsed(cur, "question", "expected '<place> than <another place>'", Reason.UNPARSED_QUESTION,
                       "frame.question_difference")
    place_guard(cur, ops, first, item, ctx)
    place_guard(cur, ops, second, item, ctx)
    a, b = (second, first) if fewer else (first, second)
    return Question(kind="difference", sentence=si, entity=a, other=b, item=item)
