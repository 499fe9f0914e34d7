"""``N [more]`` with no noun, of the one kind in play (v12): ``Yesterday, Shelby earned 4 gold stars. Today, she
earned 3 more. How many gold stars did Shelby earn in all?`` / ``Mrs. Santiago has 58 red roses. Mrs. Garrett
has 24. How many more red roses does Mrs. Santiago have than Mrs. Garrett?``

An elided noun after ``more`` is the whole noun phrase told before, modifiers included: ``3 more`` is 3 more
gold stars, as ``bought 6 more fish`` after ``had 26 pet fish`` is 6 more pet fish (the rule amounts.py
already applies when the noun is repeated without its modifiers); a bare ``has 24`` is 24 red roses. Until v12
the elided amount kept only the unit (``unit.star``), so a question naming the kind (``gold stars``) refused:
were the 3 gold stars?

Read only when every earlier mention of that unit had one and the same set of modifiers (not none): with
``red apples`` and ``green apples`` told, or ``apples`` told bare beside ``red apples``, ``3 more`` keeps the bare
unit and the solver's item binding refuses as before.
"""
from __future__ import annotations

from domain.reader.graph import Item


def more_of_the_one_kind(unit: str, seen: dict[str, set[tuple[str, ...]]]) -> Item:
    """The item an elided ``N more`` names: ``unit`` with the modifiers of its one kind told so far, if any."""
    kinds = seen.get(unit, ())
    if len(kinds) == 1 and () not in kinds:
        return Item(unit=unit, mods=next(iter(kinds)))
    return Item(unit=unit)


def like_following(mods: list[str], following: Item) -> Item:
    """``29 big, 5 new sheets of paper``: the list part with no noun takes the next part's noun, and with it the
    substance the noun is of (``of:unit.paper``) — the elided noun is ``sheets of paper``, not ``sheets`` — but
    not the next part's own modifiers (``new``). (Red team v12: main read ``29 big sheets`` of no substance, and
    ``How many sheets of paper?`` answered 5.)"""
    substance = [m for m in following.mods if m.startswith("of:")]
    return Item(unit=following.unit, mods=tuple(sorted(set(mods) | set(substance))))
