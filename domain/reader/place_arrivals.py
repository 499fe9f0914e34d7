"""Things added to a place, in the passive (v9, ADR 0149).

    There are 8 apples in a pile on the desk. … 5 apples are added to the pile.   the pile gains 5

A passive clause took no ``to`` phrase (``to/from/with in a passive clause``): ``5 apples were given to Tom``
names a recipient whose giver is unsaid. For a verb of arrival (pack role ``arrival``: added, brought, put
in) ``to <the place>`` names where the things arrive, as ``added in the pile`` would: the place gains them.

Read only when the place is no person and already holds the same things (a ``There are … in the pile`` or an
earlier arrival there), and no other place phrase is in the clause; otherwise the old refusal stands
(``5 apples are added to Tom``, ``added to the basket`` when the basket held none: a new holder starting
from what?).
"""
from __future__ import annotations

from domain.reader.graph import Item, Op


def arrival_place(lex, ctx, ops: list[Op], verb_id: str, to: str, place: str, item: Item | None) -> str:
    """The place ``to`` names for an arrival verb (module doc), or "" when this is not that form."""
    if not to or place or verb_id not in lex.arrival_verbs or ctx.entities.get(to, "n") != "n":
        return ""
    unit = item.unit if item is not None else ""
    holds = any(op.actor == to and op.item is not None and op.item.unit == unit and op.kind in ("hold", "gain")
                for op in ops)
    return to if unit and holds else ""
