"""Buildings built where a place's buildings are counted (reader v13, ADR 0260).

``There were originally 20817 houses in Lincoln County. During a housing boom, developers built 97741. How
many houses are there now in Lincoln County?``: a building stands where it is built, and the story counts
houses in one place only, so the built houses are houses there (20817 + 97741 = 118558).

Read only for ``build`` (verb.build) and things the pack counts as buildings (kind.building: houses,
apartments, cabins, towers …), with no place, source or recipient told, when, before the building, the
story counted such things at exactly one place (``There were … in <place>``) and nothing else in the story
holds, gets or loses them but that place and builders without a place. A second place, a holder of such
things (``Tom has 3 houses``), a place told only after the building, or anything built by the place itself
leaves the gain without a place (and a question about the place refuses as before: ``may be in … or not``).
"""
from __future__ import annotations

import msgspec

from domain.reader.graph import WORLD, Op

_BUILD = "verb.build"
_BUILDING = "unit.building"


def _building(lex, unit: str) -> bool:
    return unit == _BUILDING or lex.kind_of(unit, _BUILDING)


def _related(lex, a: str, b: str) -> bool:
    return a == b or lex.kind_of(a, b) or lex.kind_of(b, a)


def _unplaced_build(op: Op) -> bool:
    return op.kind == "gain" and op.lemma == _BUILD and not (op.place or op.source or op.target or op.agent)


def settle_built_at_place(ops: list[Op], lex, entities: dict[str, str] | None = None) -> list[Op]:
    """Each unplaced ``built N <buildings>`` gets the story's one place of such things (see the module doc)."""
    out = list(ops)
    for n, op in enumerate(ops):
        if not _unplaced_build(op) or op.item is None or not op.actor or not _building(lex, op.item.unit):
            continue
        mine = [o for o in ops if o.item is not None and _related(lex, o.item.unit, op.item.unit)]
        counted = {o.actor for o in mine if o.kind == "hold" and o.lemma == "fn.there"}
        if len(counted) != 1:
            continue
        place = next(iter(counted))
        if place in (WORLD, op.actor) or (entities is not None and entities.get(place) != "n"):
            continue
        if not any(o.kind == "hold" and o.actor == place for o in ops[:n] if o in mine):
            continue  # the place's count is told only after the building
        if any(not ((o.kind == "hold" and o.lemma == "fn.there" and o.actor == place and not o.place)
                    or (_unplaced_build(o) and o.actor != place)) for o in mine):
            continue  # someone else holds, gets or loses such things, or the place itself acts
        out[n] = msgspec.structs.replace(op, place=place)
    return out
