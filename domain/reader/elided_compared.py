"""A holding comparison whose compared holder is left unsaid, and ``the same number of`` (v17, ADR 0366).

    Sue has 11 marbles. Her brother has 3 times as many. How many marbles does her brother have?    11 × 3 = 33
    Sam has 30 cards. Tom has half as many cards. How many cards do they have together?        30 + 15 = 45
    Tom has 8 apples. Ann has the same number of apples as Tom. How many apples does Ann have?             8
    Tom has 8 apples. Ann has the same number of apples. How many apples do they have in all?      8 + 8 = 16

``<X> has|had twice|half|K times as many [<things>] as <Y>`` was read (clauses._as_many); told without
``as <Y>`` it refused (``expected 'as' before the compared entity``). English leaves the compared holder
unsaid only when the story makes it plain: here that is when the story so far names exactly ONE holder, and
only as the holder of the compared things, told as a plain holding (``has|had N <things>``, or a holding
comparison of its own). The elided sentence then reads as if ``as <Y>`` were written: the same
``compare_mul`` op, so the solver's equations, whole-count and non-negative checks are the explicit form's.

``<X> has the same number of <things> [as <Y>]`` is ``as many <things> as <Y>`` (factor 1, ADR 0344 reads
``as many … as``), with the same elision rule.

Refused: two or more holders told before (``Sam has 12 apples. Tom has half as many. Ann has twice as
many.``: as Sam or as Tom?); the subject itself among them (compared with itself?); a holder whose things
changed before (``Sam had 5 apples. He bought 3 apples. Tom has twice as many.``: as many as Sam had or has?);
things told by no holder (``There are 5 apples in the box. Tom has twice as many.``); other things than the
compared ones told by the holder (``Sam has 5 apples and 3 pears. Tom has twice as many apples.`` reads;
without ``apples`` the unit is ambiguous and refuses as before); a word after the elided comparison
(``… twice as many in his bag``); the offset form (``3 more than twice as many``) keeps needing ``as <Y>``.
"""
from __future__ import annotations

from domain.reader.circumstances import unparsed
from domain.reader.graph import Item, Op
from domain.reader.phrases import Cursor
from domain.reader.refusals import Reason

# ops that tell a holding as it stands (no event changing it); anything else before the elision refuses
_HOLDINGS = ("hold", "compare_mul", "compare_add")


def elided_compared(cur: Cursor, ops: list[Op], subject: str, item: Item | None, unit: str) -> tuple[str, Item]:
    """The holder an ``as many [<things>]`` with no ``as <Y>`` compares with (the cursor at the clause's end):
    the one holder the story told so far, and the things compared (``item``, or when unsaid the holder's own:
    ``12 toy soldiers … 4 times as many`` are toy soldiers); raises when it is not exactly one plain holder of
    ``unit``."""
    if not _clause_ends(cur):
        raise unparsed(cur, "statement.comparison", "expected 'as' before the compared entity")
    holders: set[str] = set()
    told: set[Item] = set()
    for op in ops:
        if op.kind not in _HOLDINGS or not op.actor or op.place or op.source or op.agent:
            raise unparsed(cur, "statement.comparison", "an unsaid compared holder after a story that is not "
                           "plain holdings", Reason.AMBIGUOUS_REFERENCE, "entity_binding")
        holders.add(op.actor)
        if op.target:
            holders.add(op.target)
        if op.item is not None and op.item.unit == unit:
            if item is not None and op.item != item:
                raise unparsed(cur, "statement.comparison", "an unsaid compared holder of other kinds of things",
                               Reason.AMBIGUOUS_REFERENCE, "entity_binding")
            told.add(op.item)
    if len(holders) != 1 or subject in holders or not told:
        raise unparsed(cur, "statement.comparison", f"an unsaid compared holder, and {len(holders)} holders "
                       "told before", Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    if item is None and len(told) != 1:  # "5 red apples and 3 green apples. Tom has twice as many."
        raise unparsed(cur, "statement.comparison", "an unsaid compared holder of two kinds of the things",
                       Reason.AMBIGUOUS_REFERENCE, "entity_binding")
    return next(iter(holders)), item if item is not None else next(iter(told))


def _clause_ends(cur: Cursor) -> bool:
    """The elided comparison closes the sentence, or a clause before ``, and``/``and``/``but``."""
    if cur.at_end():
        return True
    if cur.sense("punct:,") is not None:
        return cur.sense("fn:conjunction", cur.pos + 1) is not None
    return cur.sense("fn:conjunction") is not None


def take_same_number(cur: Cursor) -> bool:
    """``the same number|amount of`` (after ``has``): the cursor after ``of``, else nothing consumed."""
    if cur.peek_word() == "the" and cur.sense("fn:same", cur.pos + 1) is not None \
            and cur.sense("fn:quantity_noun", cur.pos + 2) is not None and cur.peek_word(3) == "of":
        cur.pos += 4
        return True
    return False
