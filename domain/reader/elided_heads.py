"""A ``than`` phrase that leaves out the container it shares with the asked things (reader v13, ADR 0265).

    A store has 600 bags of dog food and 327 bags of cat food.
    How many more bags of dog food are there than cat food?                       600 − 327

After ``How many more|fewer <C> of <S> are there than <S'>``, ``<S'>`` alone names the other things with the
head left out: ``than [bags of] cat food``. It is read so only when
- the asked things are a container of a substance (``bags of dog food``: an ``of:`` part) and the word after
  ``than`` is that same substance noun with modifiers of its own (``cat food``: food, told apart by ``cat``);
- the thing after ``than`` has no ``of`` part of its own, and
- no operation counts that substance by itself or in another container (``5 cat food``, ``3 pounds of cat
  food``): then ``than cat food`` could be those, and the question is left as it was (refused on the units).
The other things keep the asked things' own modifiers (``large bags of dog food … than cat food``: large bags
of cat food), the one part the ``than`` phrase replaces being the substance with its modifiers.
"""
from __future__ import annotations

from domain.reader.graph import Item, Op


def elided_container(item: Item, other: Item, ops: list[Op]) -> Item:
    """``other`` with ``item``'s container put back, when the ellipsis is the one reading; else ``other``."""
    if ("of:" + other.unit) not in item.mods or any(m.startswith("of:") for m in other.mods) or other.unit == item.unit:
        return other
    if not other.mods or any(op.item is not None and (op.item.unit == other.unit or (
            op.item.unit != item.unit and ("of:" + other.unit) in op.item.mods)) for op in ops):
        return other  # "than food" (no kind told apart), or that substance counted alone or in other containers
    own = [m for m in item.mods if not m.startswith("of:")]
    whole = Item(unit=item.unit, mods=tuple(sorted(set(own + ["of:" + other.unit] + ["of:" + m for m in other.mods]))))
    return other if whole == item else whole
