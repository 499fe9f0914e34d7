"""v18 (ADR 0394): ``N of them`` right after the subject was given those things is a part of what they got.

    Ann had 17 pencils. She gave 5 to Bill. Bill gave 2 of them to Cy. How many pencils does Ann have?   17 − 5 = 12

A part of things more than one holder has (``Bill gave 2 of them``: Ann holds pencils too) refuses since red2b
(clauses.parse_action: of whose?). Here ``them`` follows at once the telling of the things the subject was handed
(the story's last operation is a transfer of a stated number of them to the subject), and the subject had no part
in anything before it: no holding of their own, no other gift. ``them`` then names the batch just handed over,
which is the subject's; the clause is the subject's own loss or giving, as with one holder. Refused as before:
``2 of the pencils`` (all pencils in play?), a fraction (``half of them``), anything told between the gift and the
part, a subject who held or did anything else, an unknown number handed over (``gave some``), a part larger than the batch (``gave 5 … 7 of them``).
"""
from __future__ import annotations

from fractions import Fraction


def part_of_received(cur, ops, subject: str, unit: str, amount_at: int, part: str) -> bool:
    """Whether the object read from ``amount_at`` is ``N of them`` naming the batch the subject was just given."""
    words = cur.words
    if amount_at + 2 >= cur.pos or words[amount_at + 1:amount_at + 3] != ["of", "them"] or cur.pos != amount_at + 3:
        return False
    if cur.sense("num", amount_at) is None and cur.sense("number", amount_at) is None:
        return False
    if not ops or not subject:
        return False
    last = ops[-1]
    if last.kind != "transfer" or last.target != subject or last.item is None or last.item.unit != unit \
            or last.sentence != cur.sentence.index - 1:
        return False
    if not last.amount or last.amount.startswith("?") or last.amount == "all" or ":" in last.amount:
        return False
    try:
        if Fraction(part) > Fraction(last.amount):
            return False  # "gave 5 to Leo. Leo gave 7 of them": more than the batch (Leo's start is never told)
    except (ValueError, ZeroDivisionError):
        return False
    for op in ops[:-1]:
        if subject in (op.actor, op.target, op.source, op.agent, op.place, *op.members):
            return False
    return True
