"""Things that went by themselves, or a part of them, beside someone else's containers of them (v15 red team,
ADR 0308).

    Sam had 10 balloons. Ann had 3 bags of balloons. 5 balloons popped. How many balloons does Sam have?   refused (was 5)
    Sam had 10 eggs. Ann had 3 cartons of eggs. 5 eggs were broken. How many eggs are not broken?          refused (was 5)
    There were 10 fish in the tank. Ann had 3 bags of fish. 5 fish died. How many fish are in the tank?    refused (was 5)

Why: a clause with no actor (a departure, ADR 0284: ``5 balloons popped``; a passive loss; a counted part, ``5 eggs
were broken``) belongs to the one holder of those things (solver.owner_for, the classify step), and two holders
refuse (whose?). Holders were found by the things themselves only, so someone holding them in containers
(``3 bags of balloons``, or bags with a rate of balloons in each) was not a second holder — the gap ADR 0286 closed
for the other guards (fresh-d). ``others_boxing`` names those holders; the solver refuses when there are any
besides the one it would pick.
"""
from __future__ import annotations

from domain.reader.graph import Item


def others_boxing(solver, item: Item, holders) -> list[str]:
    """Holders other than ``holders`` who hold containers of ``item`` (``bags of balloons``, or bags with a
    ``per`` rate of balloons)."""
    return [o for o in solver.holdings if o not in holders
            and (solver.containers_of(o, item) or solver.contained(o, item))]
