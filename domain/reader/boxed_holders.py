"""Things that went by themselves, or a part of them, beside someone else's containers of them (v15 red team,
ADR 0308).

    Sam had 10 balloons. Ann had 3 bags of balloons. 5 balloons popped. How many balloons does Sam have?   refused (was 5)
    Sam had 10 eggs. Ann had 3 cartons of eggs. 5 eggs were broken. How many eggs are not broken?          refused (was 5)
    There were 10 fish in the tank. Ann had 3 bags of fish. 5 fish died. How many fish are in the tank?    refused (was 5)
    Omar has 24 hamsters. Mia had 2 bags of hamsters. 18 of his hamsters escaped. How many hamsters are left?  refused (was 6)
    Omar has 84 stickers. Lily has 2 bags of stickers. Omar lost half the stickers. …                    refused (was 42)

Why: a clause with no actor (a departure, ADR 0284: ``5 balloons popped``; a passive loss; a counted part, ``5 eggs
were broken``) belongs to the one holder of those things (solver.owner_for, the classify step), and two holders
refuse (whose?). Holders were found by the things themselves only, so someone holding them in containers
(``3 bags of balloons``, or bags with a rate of balloons in each) was not a second holder — the gap ADR 0286 closed
for the other guards (fresh-d). ``others_boxing`` names those holders; the solver refuses when there are any
besides the one it would pick, and for ``How many hamsters are left?`` (the one stated holder's, question
``sole``) too. ``boxed_by_others`` does the same for clauses.parse_action's part of things more than one holder
has (``lost half the stickers``, ``ate 3 of them``: red2b looked at loose things only).
"""
from __future__ import annotations

from domain.reader.graph import Item


def others_boxing(solver, item: Item, holders) -> list[str]:
    """Holders other than ``holders`` who hold containers of ``item`` (``bags of balloons``, or bags with a
    ``per`` rate of balloons)."""
    return [o for o in solver.holdings if o not in holders
            and (solver.containers_of(o, item) or solver.contained(o, item))]


def boxed_by_others(ops, unit: str, subject: str, *, own: bool = False) -> bool:
    """Does anyone but ``subject`` hold, gain or receive containers of ``unit`` (``2 bags of stickers``, or bags
    with a ``per`` rate of stickers in each) in ``ops`` so far? For clauses.parse_action's part of things more
    than one holder has (``Omar lost half the stickers`` beside ``Lily has 2 bags of stickers``: red2b's check
    saw loose stickers only). With ``own``: does ``subject`` itself (fraction_wholes.py: ``Tom has 2 boxes of 29
    cookies. He got 20 cookies. He ate half of his cookies.`` — half of the loose 20, or of all 78?)."""
    boxes = {op.target for op in ops if op.kind == "per" and op.item is not None and op.item.unit == unit}
    of = f"of:{unit}"
    for op in ops:
        if op.kind not in ("hold", "gain", "transfer") or op.item is None or op.item.unit == unit:
            continue
        who = op.target if op.kind == "transfer" else op.actor
        if (who == subject if own else who not in ("", subject)) and (of in op.item.mods or op.item.unit in boxes):
            return True
    return False
