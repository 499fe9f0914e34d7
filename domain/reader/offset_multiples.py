"""A multiple with a difference on top (v16, ADR 0332).

    Tom has 3 more than twice as many cards as Sam. Sam has 5 cards.          Tom: 2 × 5 + 3 = 13
    Tom has 2 less than 3 times as many cards as Sam. Sam has 5 cards.        Tom: 3 × 5 − 2 = 13
    Tom has 5 fewer than half as many cards as Sam. Sam has 20 cards.         Tom: 20 / 2 − 5 = 5

The holding comparison read ``N more|fewer <things> than <someone>`` and ``twice|half|N times as many <things> as
<someone>`` (clauses.parse_comparison); ``N more than twice as many …`` refused (``expected the entity compared
with``). Here, right after ``than``, a multiple ``twice|half|N times as many <things> as <someone>`` is read as the
thing compared with: the comparison is one ``compare_mul`` whose ``amount`` is the signed difference, and the
solver and verifier read it as ``factor × the other's + amount``. The unknown, the whole-count check and the
non-negative check are those of every comparison, so ``5 fewer than half as many cards as Sam`` with Sam's 21
cards refuses (a part that is not whole), as does a difference that would leave less than nothing.

Refused: ``N times more than`` anywhere (ambiguous, as before), a unit before ``more`` as well as in the multiple
(``3 more cards than twice as many cards as``), a money amount (``$3 more than twice as much``: not a holding of
things), and every ``as many`` the multiple itself refuses.
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import Item, Op
from domain.reader.phrases import Cursor, read_number
from domain.reader.circumstances import unparsed
from domain.reader.refusals import Reason


def take_offset_multiple(cur: Cursor, ctx, subject: str, verb, si: int, item: Item | None, money_unit: str,
                         offset: str, as_many) -> Op | None:
    """After ``N more|fewer than``: ``twice|half|M times as many <things> as <someone>`` read by ``as_many``
    (clauses._as_many) with the signed ``offset`` as the comparison's amount; None (nothing consumed) when no
    multiple follows."""
    at = cur.pos
    mult = cur.sense("multiplier")
    if mult is not None:
        cur.pos += 1
        factor = cur.lex.number_value[mult.entry.id]
    else:
        num = read_number(cur)
        if num is None or num[1] or not cur.sense("fn:times"):
            cur.pos = at
            return None
        cur.pos += 1
        factor = num[0]
    if item is not None or money_unit:
        raise unparsed(cur, "statement.comparison", "a difference with its own unit before a multiple",
                       Reason.UNSUPPORTED_FORM, "frame.comparison")
    if factor <= 0:
        raise unparsed(cur, "statement.comparison", "a multiple of nothing", Reason.UNSUPPORTED_FORM,
                       "frame.comparison")
    op = as_many(cur, ctx, subject, verb, si, factor)
    return msgspec.structs.replace(op, amount=offset)
