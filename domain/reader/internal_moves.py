"""v18 (ADR 0394): a total after things only moved between holders whose counts were told.

``Jack had 56 marbles. Ben had 12 marbles. Jack gave 15 marbles to Ben. How many marbles do they have together
now?`` refused ("'they'/total after a transfer: who is counted is ambiguous"): a transfer to someone whose count is
never told (``gave 15 to his sister``) leaves open whether that person is among ``they``, and things handed out
of the group change the total. Neither can happen when every party to every transfer (``gave``, ``took 20 of
Mike's``) already had a count of those things told (a holding, or a comparison such as ``3 times as many``) before
it: everyone in play is counted, and a move between them leaves the total as it was, whether the question asks
before or after it. Anything else refuses as before: a party whose count is never told or told only later
(``Ben gave Carl 8. Ben had 20 at first.``), a container or place, a group (``Sam and Tom have 9 together``), an
unnamed holder.
"""
from __future__ import annotations

_TOLD = ("hold", "compare_add", "compare_mul")


def moves_between_told_holders(ops) -> bool:
    """Whether every transfer and every taking from a named holder in ``ops`` is between two holders whose counts
    of the moved things were told in an earlier operation (module doc)."""
    for index, op in enumerate(ops):
        if op.kind not in ("transfer", "gain", "lose") or not (op.kind == "transfer" or op.source):
            continue
        if op.item is None:
            return False
        other = op.target if op.kind == "transfer" else op.source
        for party in (op.actor, other):
            if not party or party.startswith("@") or party.startswith("?"):
                return False
            if not any(told.kind in _TOLD and told.actor == party and not told.members and not told.place
                       and told.item is not None and told.item.unit == op.item.unit for told in ops[:index]):
                return False
    return True
