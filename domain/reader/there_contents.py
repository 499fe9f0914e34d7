"""Counted containers in a ``there`` statement, with what each of them holds (reader v14, ADR 0283):

    There are 5 rows of chairs with 6 chairs in each row. How many chairs are there?      5 × 6 = 30
    There are 4 shelves with 8 books on each shelf.                                       8 books per shelf
    There are 5 rows of 6 chairs.                                                         6 chairs per row

Why: a possession or a gain already reads these tails (``Sam has 5 boxes with 6 pencils in each box``,
``bought 2 boxes of 10 crayons``: rates.take_with_each, measures.take_of_count), but the ``there`` statement
stopped after its quantity, so the same words refused as words left after a complete clause. English says the
same thing in both: how many containers there are, and how many things one of them holds. The tails are read
by the same two functions, so their rules hold unchanged: the container noun repeated after ``each`` (``in each
row``), every listed thing named, no rate of a thing per itself, a count container only for ``of N things``,
and the scope check (check_with_each_scope: anyone else's rows, rows of another kind, refuse).

Only after a single counted quantity (``There are 5 rows``); a list (``5 rows and 3 tables with …``) or an
unknown amount is not this form. Nothing consumed when the tail is absent. A list after the tail (``There are 4
bags of 5 apples and 3 oranges``: loose oranges, or 3 in each bag too?) refuses, as the possession's list does.
"""
from __future__ import annotations

from domain.reader.circumstances import unparsed
from domain.reader.graph import Op
from domain.reader.measures import take_of_count
from domain.reader.rates import take_with_each
from domain.reader.refusals import Reason


def take_there_contents(cur, ctx, ops: list[Op], qs) -> bool:
    """After ``there <be> N <containers>``: ``with M <things> in|on|at each <container>`` or ``of M <things>``
    (module doc); True when one was read (its content rates appended to ops)."""
    if len(qs) != 1 or qs[0][0] is None or cur.peek_word() not in ("with", "of", ","):
        return False
    if not (take_with_each(cur, ctx, ops, qs[0][1], "fn.each") or take_of_count(cur, ctx, ops, qs[0][1])):
        return False
    at = 1 if cur.peek_word() == "," else 0
    if cur.peek_word(at) == "and" and (cur.sense("num", cur.pos + at + 1) or cur.sense("number", cur.pos + at + 1)):
        # "There are 4 bags of 5 apples and 3 oranges": 3 oranges loose, or in each bag too? (a possession
        # refuses the same list)
        raise unparsed(cur, "statement.existence", "a list after the contents of each container: in them too?",
                       Reason.AMBIGUOUS_REFERENCE, "item_binding")
    return True
