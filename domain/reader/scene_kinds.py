"""A progressive scene's containers named by a specific kind of the rate's container (reader v9, ADR 0141).

    Olivia was making baggies of cookies with 9 cookies in each bag.
        → describe (the scene) + 9 cookies per baggie

The scene (progressives.py) says what is being made or filled: ``baggies``; its rate counts the things in
``each bag``. Red team 9 refused every scene whose object is neither the rate's thing nor its container
(``making boxes of cookies with 3 cookies in each bag``: bags inside the boxes, or other containers?). When
the pack says the scene's containers *are* such containers — a kind entry with the rate's container as the
general unit and the scene's as a specific one (``kind.bag`` covers ``unit.baggie``) — ``each bag`` can
only mean each of the bags being made, i.e. each baggie: every baggie is a bag, and the scene names no
other bags. The rate is then stated per the scene's own containers, so ``how many baggies could she make?``
divides by it, and ``how many bags …`` (the general word) finds no rate of its own and refuses.

Narrow on purpose:

- only the scene's first unit after its activity (the activity's object, as progressives.py reads it), and
  only a specific kind of the rate's container by a pack kind entry — never the other way round (``making
  bags of cookies with 9 in each baggie`` still refuses: not every bag is a baggie), never two unrelated
  containers;
- nothing else of the rated scene changes: the same guards (a named thing without modifiers, the rate at
  the sentence's end, holders of such containers later refuse) apply to the narrowed container, and the
  general container's word is also guarded (``She had 3 bags of cookies`` later refuses as it did).
"""
from __future__ import annotations

from domain.reader.graph import Item


def scene_container(lex, scene_units: list[str], container: Item) -> Item:
    """The rate's container, narrowed to the scene's own containers when the pack makes those a specific kind
    of it (``baggies`` … ``in each bag`` → per baggie); else the container as written."""
    if scene_units and scene_units[0] != container.unit and not container.mods \
            and lex.kind_of(scene_units[0], container.unit):
        return Item(unit=scene_units[0])
    return container
