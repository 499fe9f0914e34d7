"""``into bags of 6 each`` — a group size followed by a bare ``each`` (reader v14, ADR 0283):

    Ann put 24 cookies into bags of 6 each. How many bags did she fill?          24 ÷ 6 = 4
    She packed them into boxes of 8 pencils each.                                size 8

Why: ``into bags of 6`` is already a partition by size (partitions.read_group_spec); English often repeats the
distribution with a trailing ``each`` (6 in each bag), which says nothing more, so the clause refused as words
left after it. Only a bare ``each`` that closes the clause (end of the clause, a comma or ``and`` next) is
consumed: ``each day`` / ``each bag`` after it are another construction (a repetition, a rate) and stay unread.

Remainders (policy, ADR 0283): the partition machinery is unchanged, so a pool that is not a whole number of
groups refuses (``25 cookies into bags of 6 each``: 4 full bags and 1 left over, or 5 bags with one short? the
text does not say, and ``full bags`` is not read as rounding down either); refusing is always allowed.
"""
from __future__ import annotations


def take_each_size(cur) -> bool:
    """Consume a bare ``each`` closing a group size (module doc); False, nothing consumed, otherwise."""
    if cur.peek_word() != "each" or cur.peek_word(1) not in ("", ",", "and"):
        return False
    cur.pos += 1
    return True
